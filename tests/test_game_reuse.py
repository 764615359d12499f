"""Issue 25 item 1: Game keeps one grounded Control from position to position (pyglue/reuse.py: the fluents that
change are externals, assigned for each position). The answers are the engine's own: at each position of a seeded
game, and again after moves are taken back, the legal actions, the moves and each move's resulting state are those
of a game that grounds every position afresh (a differential: nothing here is an expected value of its own)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyglue import Engine, Game, load_state

from .conftest import seeded_walk

ROOT = Path(__file__).resolve().parent.parent


def _view(game: Game) -> tuple:
    moves = game.legal_moves
    acts = game.legal_actions()
    return ([a.to_json() for a in acts], acts.warnings, [m.to_json() for m in moves],
            [m.outcome.state.to_document() if m.outcome else None for m in moves])


@pytest.mark.parametrize("name,seed", [("croaking_counterpart.yaml", 1), ("cr707_10_fork.yaml", 2)])
def test_a_kept_control_answers_as_a_fresh_grounding(name, seed):
    """CR 117.3d, 601.2, 117.4: a dozen positions of a seeded game (casts, passes, resolutions, the turn's steps),
    then three moves taken back: each position's answers with the kept Control equal a fresh grounding's, and the
    kept Control answered some positions without grounding again."""
    state = load_state(ROOT / "examples" / "states" / name)
    engine = Engine()
    kept, fresh = Game(state, engine), Game(state, engine)
    fresh._reuse = None
    for _ in seeded_walk(kept, fresh, seed):
        assert _view(kept) == _view(fresh)
    for _ in range(min(3, len(kept.move_stack))):
        kept.pop()
        fresh.pop()
        assert _view(kept) == _view(fresh)
    assert kept._reuse.hits > 0
