"""A player who leaves the game in the state-based-action check that also acts on their objects (CR 704.3, 800.4a).

Expected values come from the CR text, worked out before the engine was run:
- CR 704.3: every applicable state-based action is performed at once, as one event;
- CR 704.5a: a player at 0 or less life loses; CR 704.5g: a creature with lethal damage is destroyed;
- CR 800.4a: a player who leaves takes every object they own along; the objects they control but don't own are
  exiled (only those they still control);
- CR 104.2a, 104.1: the player whose opponents have all left wins and the game is over;
- CR 310.9, 704.5x: a battle whose protector left has no protector in the game.
"""

from __future__ import annotations

import pytest

from typing import Any

from .conftest import make_state, only
from .test_combat import CARDS, bf, obj

SIEGE = {"name": "Test Siege", "mana_cost": "{2}{R}", "types": ["battle"], "subtypes": ["Siege"], "abilities": []}


def players(*lives: tuple[str, int]) -> list[dict[str, Any]]:
    return [{"name": n, "life": lf, "mana_pool": ""} for n, lf in lives]


def ids(state) -> set[str]:
    return {o["id"] for o in state.doc["objects"]}


def names(state) -> list[str]:
    return [p["name"] for p in state.doc["players"]]


def test_704_3_the_loser_and_their_dying_creature_leave_together_800_4a(engine):
    """CR 704.3, 704.5a, 704.5g, 800.4a, 104.2a: Bob at 0 life with his lethally damaged Grizzly Bears (2/2, 2
    damage): one check makes Bob lose and destroys the Bears; Bob leaves with the Bears (he owns them), so no Bears
    are left anywhere; Alice, his only opponent, wins and the game is over."""
    s = make_state([bf("b1", "Grizzly Bears", "bob", damage=2)], players=players(("alice", 20), ("bob", 0)))
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert ("loses(bob)", "704.5a") in out.events and ("left_game(bob)", "800.4a") in out.events
    assert ("wins(alice)", "104.2a") in out.events
    assert names(out.state) == ["alice"] and ids(out.state) == set()
    assert (out.state.doc.get("game_over"), out.state.doc.get("winner")) == (True, "alice")


def test_704_3_with_three_players_the_game_goes_on_without_the_loser_800_4(engine):
    """CR 800.4, 800.4a: the same check with Carol still in the game: Bob leaves with his Bears, the game goes on
    (two players remain), Carol's Bears stay."""
    s = make_state([bf("b1", "Grizzly Bears", "bob", damage=2), bf("c1", "Grizzly Bears", "carol")],
                   players=players(("alice", 20), ("bob", 0), ("carol", 20)))
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert names(out.state) == ["alice", "carol"] and ids(out.state) == {"c1"}
    assert not out.state.doc.get("game_over")


def test_704_3_a_dying_creature_the_loser_controls_goes_to_its_owners_graveyard_800_4a(engine):
    """CR 704.3, 704.5g, 800.4a: Alice's Bears under Bob's control with lethal damage as Bob loses: the check
    destroys them (to their owner's graveyard, 704.5g) in the same event, so they are not still under Bob's
    control to be exiled (800.4a's "still controlled")."""
    s = make_state([bf("a1", "Grizzly Bears", "alice", controller="bob", damage=2)],
                   players=players(("alice", 20), ("bob", 0), ("carol", 20)))
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert obj(out.state, "a1")["zone"] == "graveyard"


def test_combat_damage_kills_the_defender_and_the_blocker_at_once_704_3(engine):
    """CR 510.2, 704.3, 704.5a, 704.5g, 800.4a: Alice's two Bears attack Bob (2 life); his Bears block one. Damage:
    Bob goes to 0, the two blocked/blocking Bears take 2 each. The check: Bob loses and leaves with his Bears,
    Alice's blocked Bears die (to her graveyard), her unblocked Bears stay; Alice wins."""
    s = make_state([bf("a1", "Grizzly Bears", "alice", tapped=True, attacking="bob", blocked=True),
                    bf("a2", "Grizzly Bears", "alice", tapped=True, attacking="bob"),
                    bf("b1", "Grizzly Bears", "bob", blocking=["a1"])],
                   cards=CARDS, players=players(("alice", 20), ("bob", 2)), turn=5, phase="combat",
                   step="declare_blockers", priority="bob", passed=["alice"], attackers_declared=True)
    out = only(engine.apply(s, {"action": "pass"}))
    assert names(out) == ["alice"] and out.doc.get("winner") == "alice"
    assert obj(out, "a1")["zone"] == "graveyard" and obj(out, "a2")["zone"] == "battlefield"
    assert "b1" not in ids(out)
    assert out.source.count("(next)") == 1  # one apply, one "(next)" however many steps it settled


def test_a_battle_whose_protector_leaves_has_no_protector_704_5x(engine):
    """CR 800.4a, 310.9, 704.5x, 104.2a: Alice's Siege protected by Bob, Bob at 0 life: Bob loses and leaves; the
    battle (Alice's) stays with no player in the game as its protector; Alice wins."""
    s = make_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 4})],
                   cards=[SIEGE], players=players(("alice", 20), ("bob", 0)))
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert out.state.doc.get("winner") == "alice"
    siege = obj(out.state, "siege")
    assert siege["zone"] == "battlefield" and siege.get("protector") is None



def test_a_creature_leaving_with_its_owner_doesnt_die_700_4(engine):
    """CR 700.4 ("dies" means put into a graveyard from the battlefield), 800.4a: Bob's Bears leave the game with
    him instead of reaching his graveyard, so no creature died this turn; Carol's lethally damaged Bears die."""
    s = make_state([bf("b1", "Grizzly Bears", "bob", damage=2), bf("c1", "Grizzly Bears", "carol", damage=2)],
                   players=players(("alice", 20), ("bob", 0), ("carol", 20)))
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert out.state.doc.get("turn_counts", {}).get("creatures_died") == 1
    assert obj(out.state, "c1")["zone"] == "graveyard"


@pytest.mark.long
def test_check_catches_a_ceased_object_left_in_a_zone_800_4a(engine, tmp_path):
    """CR 800.4a, 704.3: with the rule that keeps a creature leaving with its owner out of the graveyard removed,
    `check` of Bob at 0 life with his dying Bears reports ceased_object_is_nowhere on the Bears (and doesn't crash
    on the state it can't build); with the real rules every invariant holds."""
    import shutil

    from pyglue.research.check import check, program

    from .conftest import ROOT

    s = make_state([bf("b1", "Grizzly Bears", "bob", damage=2)], players=players(("alice", 20), ("bob", 0)))
    assert check(engine, [s]).holds
    rules = tmp_path / "rules_asp"
    shutil.copytree(ROOT / "rules_asp", rules)
    turn = rules / "kernel" / "turn.lp"
    line = "start_void(zone(O, Z), T) :- ceases(O, T), moves(O, Z, T).\n"
    assert line in turn.read_text(encoding="utf-8")
    turn.write_text(turn.read_text(encoding="utf-8").replace(line, ""), encoding="utf-8")
    r = check(engine, [s], rules=program(str(rules)))
    assert ("ceased_object_is_nowhere", "800.4a", "b1") in {(v.invariant, v.rule, v.objects) for v in r.violations}
