"""Issue 25 item 1: Game keeps one grounded Control from position to position (pyglue/reuse.py: the fluents that
change are externals, assigned for each position). The answers are the engine's own: at each position of a seeded
game, and again after moves are taken back, the legal actions, the moves and each move's resulting state are those
of a game that grounds every position afresh (a differential: nothing here is an expected value of its own)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pyglue import Engine, Game, load_state
from pyglue.state import as_state

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


#: CR 508.1, 603.2, 603.3: Alice's declare attackers step, no player with priority; Encouraging Aviator and a Frog token
#: copying it (707.2: its "Whenever this creature attacks, it becomes prepared"; hers since the turn began, 302.6)
#: may attack, so three of the four declarations trigger and each resulting state settles by putting the triggers on
#: the stack (117.5) before anyone gets priority
TWO_ATTACKERS = {
    "turn": 5, "active_player": "alice", "phase": "combat", "step": "declare_attackers", "priority": None,
    "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
    "objects": [
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "controller": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "timestamp": 2,
                           "except": {"colors": ["green"], "power": 1, "toughness": 1, "subtypes": ["Frog"]}}]},
    ]}


def test_outcomes_settled_on_one_grounding_answer_as_each_their_own_603_3(monkeypatch):
    """CR 117.5, 603.3: the first settling step of several resulting states (the same event) asked on one Control
    grounded for them all (pyglue/solve.py _settling_together) gives the resulting states of a grounding each (a
    differential, but for the count: no attacker, the Aviator, the Frog, or both, and with both the two triggers are
    put on the stack in either order, 603.3b: five resulting states)."""
    import pyglue.solve

    used = []
    real = pyglue.solve._settling_together
    monkeypatch.setattr(pyglue.solve, "_settling_together", lambda *args: used.append(real(*args)) or used[-1])

    engine = Engine()
    state = as_state(TWO_ATTACKERS)
    together = engine.apply(state, {"action": "declare_attackers"})
    assert used and used[0] is not None  # (three outcomes settled first by putting triggers on the stack)
    monkeypatch.setattr(pyglue.solve, "_settling_together", lambda *args: None)
    apart = engine.apply(state, {"action": "declare_attackers"})
    assert len(together) == 5
    assert [o.state.to_document() for o in together] == [o.state.to_document() for o in apart]
    assert [(o.events, o.choices) for o in together] == [(o.events, o.choices) for o in apart]


#: CR 117.1a, 601.2, 702.143a: Alice's precombat main phase with priority, lands for any of her spells: Clone,
#: Croaking Counterpart and Saw It Coming in hand (each cast, and Saw It Coming foretold, is an action of its own)
SEVERAL_ACTIONS = {
    "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
    "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
    "objects": [{"id": oid, "card": card, "zone": zone, "owner": owner, "timestamp": i + 1}
                for i, (oid, card, zone, owner) in enumerate([
                    ("aviator", "Encouraging Aviator", "battlefield", "alice"),
                    ("island1", "Island", "battlefield", "alice"), ("island2", "Island", "battlefield", "alice"),
                    ("island3", "Island", "battlefield", "alice"), ("forest1", "Forest", "battlefield", "alice"),
                    ("forest2", "Forest", "battlefield", "alice"), ("clone", "Clone", "hand", "alice"),
                    ("croak", "Croaking Counterpart", "hand", "alice"), ("saw", "Saw It Coming", "hand", "alice"),
                    ("bears", "Grizzly Bears", "battlefield", "bob")])]}


def test_the_actions_of_a_position_on_one_grounding_answer_as_each_their_own_601_2():
    """CR 601.2, 702.143a: the applies of a position's actions but its pass asked on one Control grounded for them
    all (Game._batch) give each action's own moves: those of a game that grounds every apply afresh (a
    differential)."""
    engine = Engine()
    kept, fresh = Game(as_state(SEVERAL_ACTIONS), engine), Game(as_state(SEVERAL_ACTIONS), engine)
    fresh._reuse = None
    batches = []
    real = kept._batch
    kept._batch = lambda acts: batches.append(real(acts)) or batches[-1]
    assert _view(kept) == _view(fresh)
    assert batches and batches[0] is not None and batches[0].hits >= 1  # (one grounding, then assignments)
    assert {a.action["action"] for a in kept.legal_actions()} >= {"cast", "foretell", "pass"}


def _peers() -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_peers", ROOT / "bench" / "peers.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _walk(game: Game, seed: int, moves: int) -> list[tuple]:
    """The views of the positions of ``game``'s seeded walk of ``moves`` moves (a move picked at random each time)."""
    import random

    pick, views = random.Random(seed), []
    for _ in range(moves):
        views.append(_view(game))
        legal = game.legal_moves
        if not legal or game.is_game_over() or any(m.is_open for m in legal):
            break
        game.push(legal[pick.randrange(len(legal))])
    return views


@pytest.mark.long
@pytest.mark.parametrize("layout", ["START", "MID_GAME"])
def test_the_benchmark_games_with_kept_controls_answer_as_fresh_groundings_without_firing(layout, monkeypatch):
    """CR 117.3d, 601.2, 608.2, 500.1: bench/peers.py's two seeded games of 60 moves (casts, foretells, resolutions,
    combat, the turns' steps): each position's legal actions, moves and resulting states with the game's kept
    Controls (pyglue/reuse.py; the rules that can't fire on the externals' possible values left out,
    pyglue/relevant.py firing) equal those of a game grounding every query afresh with no rule left out by firing (a
    differential)."""
    import pyglue.solve

    peers = _peers()
    engine = Engine()
    kept = _walk(Game(peers.mtgasp_state(getattr(peers, layout)), engine), 1, 60)
    monkeypatch.setattr(pyglue.solve, "firing", lambda *args, **kwargs: None)
    fresh_game = Game(peers.mtgasp_state(getattr(peers, layout)), Engine())
    fresh_game._reuse = None
    fresh = _walk(fresh_game, 1, 60)
    assert len(kept) == len(fresh) > 40
    for i, (a, b) in enumerate(zip(kept, fresh)):
        assert a == b, f"position {i}"


def test_card_facts_kept_per_card_text_are_the_cards_own_722_2():
    """CR 722.2 (a card's printed values): the card facts kept from state to state (translate.card_facts) are each
    card's own: a second call gives the same facts and auxiliary facts (cost breakdowns, CR 107.4) as the first, and a
    card whose text differs (another mana cost) gets facts of its own, not the kept ones."""
    import copy

    from pyglue import translate, vocabulary as voc

    state = load_state(ROOT / "examples" / "states" / "croaking_counterpart.yaml")
    names = sorted(state.cards)
    first_aux, second_aux = voc.Aux.empty(), voc.Aux.empty()
    first = translate.card_facts(state.cards, names, first_aux)
    second = translate.card_facts(state.cards, names, second_aux)
    assert first == second and first_aux == second_aux and first_aux.costs
    changed = copy.deepcopy(state.cards)
    name = next(n for n in names if changed[n].get("mana_cost"))
    changed[name]["mana_cost"] = "{9}"
    other_aux = voc.Aux.empty()
    other = translate.card_facts(changed, names, other_aux)
    assert other != first and "{9}" in other_aux.costs


def test_legal_where_nobody_has_priority_from_the_kept_control_508_1():
    """CR 117.3, 508.1: in the declare attackers step nobody holds priority, so the game asks no pass there; the legal
    actions of such a position are read off the game's kept Control solved with no step (Engine.legal_kept), and they
    are those of a legal query of its own (a differential: nothing here is an expected value of its own)."""
    import random

    peers = _peers()
    engine = Engine()
    game, pick = Game(peers.mtgasp_state(peers.START), engine), random.Random(1)
    for _ in range(20):
        if game.state.doc.get("priority") is None:
            break
        game.push(pick.choice(game.legal_moves))
    assert game.state.doc.get("step") == "declare_attackers" and game.state.doc.get("priority") is None
    moves = game.legal_moves
    assert engine._legal_of is not None and engine._legal_of[0] is game.state  # (answered by the kept Control)
    acts = game.legal_actions()
    own = Engine().legal_actions(game.state)
    assert [a.to_json() for a in acts] == [a.to_json() for a in own] and acts.warnings == own.warnings
    assert {m.action["action"] for m in moves} == {"declare_attackers"}
