"""A multiplayer game goes on after the active player or the priority holder leaves (CR 800.4a, 800.4j, 800.4k).

Expected values worked out from the CR text before running the engine:
- 800.4a: "If the player who left the game had priority at the time they left, priority passes to the next
  player in turn order who's still in the game" (so a player leaving at the same time is skipped).
- 800.4j: "If a player leaves the game during their turn, that turn continues to its completion without an
  active player. If the active player would receive priority, instead the next player in turn order receives
  priority, or the top object on the stack resolves, or the phase or step ends."
- 800.4k: "If a player who has left the game would begin a turn, that turn doesn't begin": the next turn is
  the next player's in turn order.
"""

from __future__ import annotations

import yaml
from click.testing import CliRunner

from pyglue.cli import main

from .conftest import make_state, only


def players(*spec):
    return [{"name": n, "life": life} for n, life in spec]


def names(s):
    return [p["name"] for p in s.doc["players"]]


def test_800_4j_the_turn_goes_on_without_an_active_player(engine):
    """Turn order carol, alice, bob; Alice (active, at 0 life) passes: Bob receives priority, then the state-based
    check makes Alice lose and leave (704.5a, 800.4a). The turn goes on with no active player (800.4j), Bob next
    in turn order; Bob still holds priority. Before the fix this answer failed with 'active_player ... is not a
    player'."""
    s = make_state([], players=players(("carol", 20), ("alice", 0), ("bob", 20)))
    out = engine.apply(s, {"action": "pass"})
    assert len(out) == 1
    s1 = out[0].state
    assert ("left_game(alice)", "800.4a") in out[0].events
    assert names(s1) == ["carol", "bob"]
    assert (s1.doc["active_player"], s1.doc.get("next_in_turn_order"), s1.doc["priority"]) == (None, "bob", "bob")
    assert (s1.doc["turn"], s1.doc["phase"]) == (3, "precombat_main")


def test_800_4j_the_next_player_receives_priority_where_the_active_player_would(engine):
    """From there Bob passes (priority to Carol, CR 117.3d), Carol passes: all players passed with an empty stack,
    the main phase ends (500.2), and at the beginning of combat the active player would receive priority
    (117.3a): Bob, next in turn order after Alice, receives it instead (800.4j)."""
    s = make_state([], players=players(("carol", 20), ("bob", 20)), active_player=None, next_in_turn_order="bob",
                   priority="bob")
    s1 = only(engine.apply(s, {"action": "pass"}))
    assert s1.doc["priority"] == "carol"
    s2 = only(engine.apply(s1, {"action": "pass"}))
    assert (s2.doc["phase"], s2.doc["step"], s2.doc["priority"]) == ("combat", "beginning_of_combat", "bob")
    assert s2.doc["active_player"] is None and s2.doc["next_in_turn_order"] == "bob"


def test_800_4k_the_next_turn_is_the_next_players(engine):
    """CR 800.4k: the player who left doesn't begin a turn; the turn that ends was Alice's, so the next is Bob's
    (turn 4), who receives priority in his upkeep (CR 503.1); no one is remembered in Alice's stead any more."""
    s = make_state([], players=players(("carol", 20), ("bob", 20)), active_player=None, next_in_turn_order="bob",
                   priority="bob")
    s1 = only(engine.apply(s, {"event": "end_turn"}))
    assert (s1.doc["turn"], s1.doc["active_player"], s1.doc["priority"]) == (4, "bob", "bob")
    assert "next_in_turn_order" not in s1.doc


def test_800_4a_priority_skips_a_player_who_leaves_at_the_same_time(engine):
    """Four players; Bob holds priority; Bob and Carol are at 0 life: at the check both lose at once (704.5a) and
    leave; priority passes to the next player in turn order still in the game: Dave, not Carol (800.4a). Alice
    stays the active player."""
    s = make_state([], players=players(("alice", 20), ("bob", 0), ("carol", 0), ("dave", 20)), priority="bob")
    s1 = only(engine.apply(s, {"event": "state_based_actions"}, settle=False))
    assert names(s1) == ["alice", "dave"]
    assert (s1.doc["active_player"], s1.doc["priority"]) == ("alice", "dave")


def test_800_4a_the_next_in_turn_order_leaving_hands_it_on(engine):
    """Alice (active) has left; Bob, next in turn order, holds priority and is at 0 life: he leaves (704.5a) and
    priority passes to Carol, the next player still in the game (800.4a); Carol now acts in Alice's stead (800.4j)
    and takes the next turn (800.4k)."""
    s = make_state([], players=players(("bob", 0), ("carol", 20), ("dave", 20)), active_player=None,
                   next_in_turn_order="bob", priority="bob")
    s1 = only(engine.apply(s, {"event": "state_based_actions"}, settle=False))
    assert (s1.doc["active_player"], s1.doc["next_in_turn_order"], s1.doc["priority"]) == (None, "carol", "carol")


def test_800_4j_check_and_derive_take_the_state_with_no_active_player(tmp_path):
    """`check STATE` on the state from which the active player leaves answers (no internal error); `derive` on a
    state without an active player says who is next in turn order."""
    doc = {"turn": 3, "active_player": "alice", "priority": "alice", "phase": "precombat_main",
           "players": players(("carol", 20), ("alice", 0), ("bob", 20)), "objects": []}
    p = tmp_path / "leaving.yaml"
    p.write_text(yaml.safe_dump(doc), encoding="utf-8")
    r = CliRunner().invoke(main, ["check", str(p)])
    assert r.exit_code in (0, 1) and "internal error" not in r.output, r.output
    gone = dict(doc, active_player=None, next_in_turn_order="bob", priority="bob",
                players=players(("carol", 20), ("bob", 20)))
    p.write_text(yaml.safe_dump(gone), encoding="utf-8")
    r = CliRunner().invoke(main, ["derive", str(p)])
    assert r.exit_code == 0 and "next in turn order: bob" in r.output, r.output


def test_800_4j_state_keys_are_checked(tmp_path):
    """active_player null needs next_in_turn_order; next_in_turn_order is given only without an active player and
    names a player: each otherwise an input error naming the key (exit 2)."""
    base = {"turn": 3, "players": players(("alice", 20), ("bob", 20)), "objects": [], "priority": "bob"}
    p = tmp_path / "s.yaml"
    for bad, key in ((dict(base, active_player=None), "active_player"),
                     (dict(base, active_player="alice", next_in_turn_order="bob"), "next_in_turn_order"),
                     (dict(base, active_player=None, next_in_turn_order="zed"), "next_in_turn_order")):
        p.write_text(yaml.safe_dump(bad), encoding="utf-8")
        r = CliRunner().invoke(main, ["derive", str(p)])
        assert r.exit_code == 2 and key in r.output, r.output
