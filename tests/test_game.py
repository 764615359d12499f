"""pyglue.Game: a python-chess-style game object over the Engine (issue 15, point 4).

Expectations from the CR: in examples/states/croaking_counterpart.yaml Alice holds priority in her main phase
with an empty stack, so she may pass (CR 117.3d) or cast Croaking Counterpart ({1}{G}{U}, target non-Frog
creature) at sorcery speed (CR 307.1): two targets (aviator, bears, CR 601.2c) times three payments (the Forest
and two of the three Islands, CR 601.2g-h) are six moves, seven in all. examples/states/last_draw.yaml is Alice's
end step with Bob's library empty: Alice passes, Bob passes (CR 117.4: the step ends; no one gets priority in
cleanup or untap, 514.3, 502.4), Bob then Alice pass in Bob's upkeep, and in his draw step Bob draws from an empty
library and loses as state-based actions are checked (CR 504.1, 704.5b): four moves, and Alice wins (CR 104.2a).
"""

from __future__ import annotations

import pytest

from pyglue import IllegalAction, load_state
from pyglue.game import AmbiguousMove, Game

from .conftest import EXAMPLES

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"
LAST = EXAMPLES / "states" / "last_draw.yaml"


@pytest.fixture()
def game(engine):
    return Game(load_state(CROAK), engine)


def test_117_3d_601_2_legal_moves_are_one_per_resulting_state(game):
    moves = game.legal_moves
    assert len(moves) == 7
    assert [m.action for m in moves if m.action["action"] == "pass"] == [{"action": "pass"}]
    casts = [m for m in moves if m.action["action"] == "cast"]
    assert {(m.action["targets"][0], tuple(m.action["payment"])) for m in casts} == {
        (t, tuple(sorted(("forest1",) + p))) for t in ("aviator", "bears")
        for p in (("island1", "island2"), ("island1", "island3"), ("island2", "island3"))}
    assert len({game.describe(m) for m in moves}) == 7
    assert all(m.player == "alice" for m in moves)


def test_a_move_action_is_apply_s_action_for_that_one_outcome(game, engine):
    """The action of a move carries its targets and payment, so apply gives exactly that outcome again."""
    m = next(m for m in game.legal_moves if m.action.get("targets") == ["bears"])
    (again,) = engine.apply(game.state, m.action)
    assert again.state.to_document() == m.outcome.state.to_document()


def test_push_pop_and_copy(game):
    start = game.state.to_document()
    m = next(m for m in game.legal_moves if m.action["action"] == "cast")
    other = game.copy()
    game.push(m)
    assert game.peek() is m and [o["zone"] for o in game.state.doc["objects"] if o["id"] == "croak"] == ["stack"]
    assert other.state.to_document() == start and other.move_stack == []  # a copy goes on alone
    assert game.pop() is m and game.state.to_document() == start and game.move_stack == []


def test_push_an_action_with_several_outcomes_asks_for_its_choices(game):
    with pytest.raises(AmbiguousMove) as exc:
        game.push({"action": "cast", "object": "croak"})
    assert exc.value.count == 6
    assert {(p.choice, p.key) for p in exc.value.prompts} == {("target", "targets"), ("payment", "payment")}
    move = game.push({"action": "cast", "object": "croak", "targets": ["aviator"],
                      "payment": ["forest1", "island1", "island2"]})
    assert move.outcome.chosen("target", "croak") == ["aviator"]


def test_601_2c_prompts_list_each_open_choice_with_its_options(game):
    prompts = {p.choice: p for p in game.prompts({"action": "cast", "object": "croak"})}
    assert set(prompts) == {"target", "payment"}
    assert prompts["target"].slot == 1 and prompts["target"].options == ["aviator", "bears"]
    assert len(prompts["payment"].options) == 3 and all("forest1" in o for o in prompts["payment"].options)
    assert game.prompts({"action": "cast", "object": "croak", "targets": ["bears"],
                         "payment": ["forest1", "island1", "island3"]}) == []


def test_117_1_an_illegal_push_raises(game):
    with pytest.raises(IllegalAction):
        game.push({"action": "cast", "object": "croak", "player": "bob"})


def test_704_5b_104_2a_a_loop_of_first_moves_plays_to_the_end(engine):
    game = Game(load_state(LAST), engine)
    assert not game.is_game_over() and game.outcome() is None
    played = []
    while not game.is_game_over():
        move = game.legal_moves[0]
        played.append(game.describe(move))
        game.push(move)
    assert played == ["alice: pass", "bob: pass", "bob: pass", "alice: pass"]
    result = game.outcome()
    assert result.winner == "alice" and result.players == ["alice"]
    assert {"event": "drew_from_empty_library", "player": "bob", "rule": "704.5b"} in result.events
    assert game.legal_moves == []  # CR 104.1: no action once the game is over


# --- a Move is one of the legal moves now (new-user trial, wave 6) -----------------------------------------------


def _zone(state, oid):
    return next(o["zone"] for o in state.doc["objects"] if o["id"] == oid)


def test_117_3d_a_stale_move_is_refused_after_the_priority_passed(game):
    """CR 117.3d: after Alice passes, Bob holds priority; Alice's cast (a move of the position before) is not a
    legal move now and push refuses it, naming it, instead of putting Croak on the stack."""
    cast = next(m for m in game.legal_moves if m.action["action"] == "cast")
    game.push({"action": "pass"})
    with pytest.raises(ValueError, match=r"alice: cast croak.*not one of this game's legal moves"):
        game.push(cast)
    assert len(game.move_stack) == 1 and _zone(game.state, "croak") == "hand"


def test_a_move_of_another_game_is_refused(game, engine):
    """A Move of another Game at another position would replace the whole state: refused."""
    other = Game(load_state(CROAK), engine)
    theirs = next(m for m in other.legal_moves if m.action["action"] == "cast")
    game.push({"action": "pass"})
    with pytest.raises(ValueError, match="not one of this game's legal moves"):
        game.push(theirs)
    # at the same position, the same move (same player, action and resulting state) is one of the legal moves
    other.push({"action": "pass"})
    fresh = Game(load_state(CROAK), engine)
    assert fresh.push(theirs).outcome.state.to_document() == theirs.outcome.state.to_document()


def test_117_3c_legal_moves_after_pop_and_another_push_are_of_the_new_position(game):
    """The moves are those of the state reached: after Alice's pass Bob holds priority (CR 117.3d); after pop and
    her cast instead, she receives priority again (CR 117.3c), so the moves are hers, not Bob's of before."""
    game.push({"action": "pass"})
    assert {m.player for m in game.legal_moves} == {"bob"}
    game.pop()
    game.push(next(m for m in game.legal_moves if m.action.get("targets") == ["bears"]))
    assert {m.player for m in game.legal_moves} == {"alice"}


# --- CR 508.1a, 509.1a: a declaration move names its attackers or blockers --------------------------------------


def _bears_attack_step():
    from .test_combat import attack_step, bf

    return attack_step([bf("bear", "Grizzly Bears", "alice"), bf("b2", "Grizzly Bears", "alice"),
                        bf("bb", "Grizzly Bears", "bob")])


def test_508_1a_each_declare_attackers_move_names_its_attackers_and_replays(engine):
    """CR 508.1a: Alice may attack Bob with any subset of her two untapped bears (neither is summoning sick):
    four declarations, each move's action the whole set, each creature with the player it attacks, so pushing
    that action gives exactly that move (no AmbiguousMove)."""
    game = Game(_bears_attack_step(), engine)
    moves = game.legal_moves
    sets = sorted(sorted((a["object"], a["player"]) for a in m.action["attackers"]) for m in moves)
    assert sets == [[], [("b2", "bob")], [("b2", "bob"), ("bear", "bob")], [("bear", "bob")]]
    for m in moves:
        again = game.push(dict(m.action))
        assert again.outcome.state.to_document() == m.outcome.state.to_document()
        game.pop()
    none = next(m for m in moves if m.action["attackers"] == [])
    assert game.describe(none) == "alice: declare_attackers; chose no attackers"


def test_508_1a_prompts_offer_the_set_of_attackers(engine):
    game = Game(_bears_attack_step(), engine)
    (prompt,) = game.prompts({"action": "declare_attackers"})
    assert (prompt.choice, prompt.key, prompt.object) == ("attackers", "attackers", "alice")
    assert len(prompt.options) == 4 and prompt.options[0] == []
    assert game.prompts({"action": "declare_attackers", "attackers": ["bear"]}) == []


def test_509_1a_each_declare_blockers_move_names_what_blocks_what(engine):
    """CR 509.1a: Bob's untapped bear may block the attacking bear or not: two moves, the block named."""
    from .test_combat import to_blockers

    game = Game(to_blockers(engine, _bears_attack_step(), ["bear"]), engine)
    assert sorted(str(m.action) for m in game.legal_moves) == sorted(str(a) for a in (
        {"action": "declare_blockers", "blockers": []},
        {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "bear"}]}))
    assert all(m.player == "bob" for m in game.legal_moves)
    (prompt,) = game.prompts({"action": "declare_blockers"})
    assert (prompt.choice, prompt.object, prompt.options) == (
        "blockers", "bob", [[], [{"object": "bb", "blocks": "bear"}]])
