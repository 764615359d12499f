"""Drawing from an empty library (CR 704.5b, 121.4) and the end of the game (CR 104.1, 104.2a, 104.4a, 800.4).

Expected values come from the CR text: a player who attempted to draw from an empty library loses at the next
state-based action check (704.5b, "the next time a player would receive priority", 121.4) and leaves the game
(800.4a); a player whose opponents have all left wins (104.2a) and the game ends at once (104.1); players who
all lose at once draw (104.4a); with three or more players the game goes on after one leaves (800.4).
"""

from __future__ import annotations

import yaml
from click.testing import CliRunner

from pyglue import IllegalAction, load_state, state_from_document
from pyglue.cli import main

from .conftest import EXAMPLES, actions_of, make_state, only

REGENT = EXAMPLES / "states" / "cr720_marang_river_regent.yaml"
CARDS = yaml.safe_load((EXAMPLES / "cards" / "cr707_10_choices.yaml").read_text(encoding="utf-8"))["cards"]
BOLT = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice"}


def regent_with_library(n: int):
    """The CR 720 Omen example with only the first ``n`` of Alice's three library cards."""
    doc = yaml.safe_load(REGENT.read_text(encoding="utf-8"))
    lib = [o for o in doc["objects"] if o["zone"] == "library"]
    doc["objects"] = [o for o in doc["objects"] if o["zone"] != "library"] + lib[:n]
    return state_from_document(doc, base=REGENT.parent)


def cast_omen_and_resolve(engine, s, settle=True):
    """Alice casts Coil and Catch ("Draw three cards, then discard a card.") as an Omen; both pass; it resolves."""
    s1 = only(engine.apply(s, {"action": "cast", "object": "regent", "as": "omen"}))
    s2 = only(engine.apply(s1, {"action": "pass"}))
    return engine.apply(s2, {"action": "pass"}, settle=settle)


def names(s):
    return [p["name"] for p in s.doc["players"]]


def test_704_5b_drawing_three_from_a_one_card_library_loses(engine):
    """CR 121.2, 704.5b: Alice draws three from a one-card library: she draws the one card and attempted to draw
    from an empty library; at the state-based action check she loses and leaves (800.4a); Bob, her only opponent,
    wins and the game is over (104.2a, 104.1)."""
    out = cast_omen_and_resolve(engine, regent_with_library(1))
    assert len(out) == 1
    s, events = out[0].state, out[0].events
    assert ("loses(alice)", "704.5b") in events and ("left_game(alice)", "800.4a") in events
    assert ("wins(bob)", "104.2a") in events
    assert names(s) == ["bob"]
    assert (s.doc.get("game_over"), s.doc.get("winner"), s.doc.get("priority")) == (True, "bob", None)


def test_704_5b_the_loss_waits_for_the_state_based_action_check(engine):
    """CR 121.4, 704.5b: right after the draw Alice is still in the game, marked as having attempted to draw from
    an empty library (her one card drawn, then discarded: "then discard a card", CR 701.9a, the only card in her
    hand); she loses only when state-based actions are checked."""
    (out,) = cast_omen_and_resolve(engine, regent_with_library(1), settle=False)
    s = out.state
    alice = next(p for p in s.doc["players"] if p["name"] == "alice")
    assert alice.get("drew_from_empty_library") is True
    assert ("drew_from_empty_library(alice)", "704.5b") in out.events
    assert next(o for o in s.doc["objects"] if o["id"] == "lib1")["zone"] == "graveyard"
    assert not s.doc.get("game_over")
    after = only(engine.apply(s, {"event": "state_based_actions"}, settle=False))
    assert names(after) == ["bob"] and after.doc.get("winner") == "bob"


def test_704_5b_drawing_exactly_the_whole_library_doesnt_lose(engine):
    """CR 704.5b: drawing three from a three-card library empties it but never draws from an empty one: no loss,
    whichever card she then discards (CR 701.9a: three resulting states)."""
    outs = cast_omen_and_resolve(engine, load_state(REGENT))
    assert len(outs) == 3
    for out in outs:
        alice = next(p for p in out.state.doc["players"] if p["name"] == "alice")
        assert names(out.state) == ["alice", "bob"] and "drew_from_empty_library" not in alice
        assert not out.state.doc.get("game_over")


def test_704_5b_the_state_key_loses_at_the_next_check(engine):
    """CR 704.5b: a state in which Bob attempted to draw from an empty library: the check makes him lose; Alice
    wins (104.2a)."""
    s = make_state([], players=[{"name": "alice", "life": 20}, {"name": "bob", "life": 20,
                                                                 "drew_from_empty_library": True}])
    assert engine.derive(s).settle == ["state_based_actions"]
    out = engine.apply(s, {"event": "state_based_actions"})
    assert names(out[0].state) == ["alice"] and out[0].state.doc["winner"] == "alice"


def bolted(engine, life_a, life_b, extra_players=()):
    players = [{"name": "alice", "life": life_a}, {"name": "bob", "life": life_b}, *extra_players]
    s = make_state([dict(BOLT, targets=["bob"])], cards=CARDS, stack=["bolt"], players=players)
    return only(engine.apply(s, {"event": "resolve"}))


def test_104_2a_the_last_player_wins_and_nobody_acts_after(engine):
    """CR 104.2a: Bolt takes Bob to 0; he loses (704.5a) and leaves; Alice's only opponent has left, so she wins;
    CR 104.1: the game is over: no legal action for anyone (not even passing), no pending event, and an action
    is refused with why-not naming 104.1."""
    s = bolted(engine, 20, 3)
    assert (s.doc.get("game_over"), s.doc.get("winner"), names(s)) == (True, "alice", ["alice"])
    assert actions_of(engine, s) == set()
    assert engine.derive(s).settle == []
    why = engine.why_not(s, {"action": "pass", "player": "alice"})
    assert not why.legal and ("game_over", "104.1") in why.failures
    try:
        engine.apply(s, {"action": "pass", "player": "alice"})
        raise AssertionError("a pass after the game ended was accepted")
    except IllegalAction:
        pass


def test_104_4a_both_players_losing_at_once_is_a_draw(engine):
    """CR 104.4a: Alice (at 0 life) and Bob (Bolted to 0) lose at the same state-based action check: the game is
    a draw: over, with no winner and no players left in it."""
    players = [{"name": "alice", "life": 0}, {"name": "bob", "life": 3}]
    s = make_state([dict(BOLT, targets=["bob"])], cards=CARDS, stack=["bolt"], players=players)
    (out,) = engine.apply(s, {"event": "resolve"})
    assert ("draw", "104.4a") in out.events
    assert (out.state.doc.get("game_over"), out.state.doc.get("winner"), names(out.state)) == (True, None, [])


def test_800_4_a_three_player_game_goes_on_after_one_player_leaves(engine):
    """CR 800.4, 104.2a: with Carol also in the game, Bob's loss leaves Alice and Carol: nobody wins yet, the game
    goes on and Alice (holding priority) may act."""
    s = bolted(engine, 20, 3, extra_players=[{"name": "carol", "life": 20}])
    assert names(s) == ["alice", "carol"] and not s.doc.get("game_over") and "winner" not in s.doc
    assert ("alice", "pass", None) in actions_of(engine, s)


def test_104_2a_game_over_state_round_trips_and_winner_needs_game_over(tmp_path):
    """The game-over keys load again; a winner in a game that isn't over, or who isn't a player, is an input
    error naming the path (exit 2)."""
    doc = {"turn": 3, "active_player": "bob", "players": [{"name": "alice"}], "objects": [],
           "game_over": True, "winner": "alice"}
    p = tmp_path / "over.yaml"
    p.write_text(yaml.safe_dump(doc), encoding="utf-8")
    assert CliRunner().invoke(main, ["derive", str(p)]).exit_code == 0
    for bad, path in ((dict(doc, game_over=False), "winner"), (dict(doc, winner="carol"), "winner"),
                      (dict(doc, game_over=False, players=[]), "players")):
        p.write_text(yaml.safe_dump(bad), encoding="utf-8")
        r = CliRunner().invoke(main, ["derive", str(p)])
        assert r.exit_code == 2 and path in r.output, r.output
