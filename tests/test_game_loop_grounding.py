"""Issue 25 item 1: Game.legal_moves asks the pass of the player with priority (CR 117.3d) with the legal query in
one grounding (Engine.apply_and_legal). The answers are the engine's own: the legal actions, the moves and each
move's resulting state are those of a separate legal query and a separate apply, position after position of a
seeded game (a differential: nothing here is an expected value of its own)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pyglue import Engine, Game, load_state
import pyglue.solve as solve

from .conftest import seeded_walk

ROOT = Path(__file__).resolve().parent.parent


def _view(game: Game) -> tuple:
    acts = game.legal_actions()
    moves = game.legal_moves
    return ([a.to_json() for a in acts], acts.warnings, [m.to_json() for m in moves],
            [m.outcome.state.to_document() if m.outcome else None for m in moves])


def _separate(*_args, **_kwargs):  # (no legal query in an apply step's grounding: the plain path)
    return None


@pytest.mark.parametrize("name,seed", [("croaking_counterpart.yaml", 1), ("cr707_10_fork.yaml", 2)])
def test_legal_moves_with_the_pass_grounding_are_those_of_separate_queries(name, seed, monkeypatch):
    """CR 117.3d, 601.2: at each of a dozen positions of a seeded game, the legal actions (with their warnings), the
    moves and their resulting states are the same whether the legal query is grounded with the pass or alone; and
    the pass's grounding answered the legal query at most positions where a player has priority."""
    _same_with_the_pass_grounding(load_state(ROOT / "examples" / "states" / name), seed, monkeypatch)


def _same_with_the_pass_grounding(state: Any, seed: int, monkeypatch: Any) -> None:
    """A seeded walk from ``state``: each position's legal view the same with the legal query grounded with the pass
    and alone, and the pass's grounding answering it at half the positions where a player has priority or more."""
    combined, separate = Game(state, Engine()), Game(state, Engine())
    # (the grounding of each position's own: a Control kept from position to position, pyglue/reuse.py, keeps the
    # legal part of the position it was grounded for; tests/test_game_reuse.py compares it with this one)
    combined._reuse = separate._reuse = None
    used, asked = 0, 0
    real = solve._legal_with
    for _ in seeded_walk(combined, separate, seed):
        asked += combined.state.doc.get("priority") is not None
        monkeypatch.setattr(solve, "_legal_with", real)
        a = _view(combined)
        used += combined.engine._legal_of is not None and combined.engine._legal_of[0] is combined.state
        monkeypatch.setattr(solve, "_legal_with", _separate)
        b = _view(separate)
        assert a == b
    assert used >= asked // 2 > 0


def test_an_illegal_pass_leaves_the_legal_query_its_own():
    """CR 117.3d: while attackers are declared nobody holds priority, so Game.legal_moves asks no pass first; asked
    of such a state anyway, apply_and_legal returns the pass's refusal and gives no legal answer of its grounding
    (the legal query then answers by itself)."""
    doc = {"players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}], "turn": 3,
           "active_player": "alice", "phase": "combat", "step": "declare_attackers", "priority": None,
           "objects": [{"id": "a0", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice", "timestamp": 1},
                       {"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "timestamp": 0},
                       {"id": "blib", "card": "Island", "zone": "library", "owner": "bob", "timestamp": 0}]}
    engine = Engine()
    from pyglue import state_from_document

    state = state_from_document(doc)
    outs, exc = engine.apply_and_legal(state, {"action": "pass", "player": "alice"})
    assert outs is None and exc is not None
    assert engine._legal_of is None
    assert [a.action["action"] for a in engine.legal_actions(state)] == ["declare_attackers"]


def test_a_room_with_both_doors_locked_keeps_the_legal_query_in_the_pass_grounding_709_5e(monkeypatch):
    """CR 709.5e, 116.2m, 117.3d: with a Room whose doors are both locked (the legal table lists unlocking its right
    door as a row of its own), the legal actions, moves and resulting states of a dozen positions of a seeded game
    are the same whether the legal query is grounded with the pass or alone, and the pass's grounding answered it
    (a differential, as above: nothing here is an expected value of its own)."""
    from .test_special8 import rooms

    _same_with_the_pass_grounding(rooms(7), 3, monkeypatch)
