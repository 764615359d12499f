"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes5): rules_asp/kernel/becomes5_*.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand, pass_twice, with_event
from .test_becomes4_cards import abilities_of, chars, events_of, obj

# --- Wall of Stolen Identity: "You may have this creature enter as a copy of any creature on the battlefield, except
# it's a Wall in addition to its other types and has defender. When you do, tap the copied creature and it doesn't
# untap during its controller's untap step for as long as you control this creature." ({3}{U}, 0/0)

WALL = "Wall of Stolen Identity"


def test_707_9g_wall_of_stolen_identity_reads_its_copy_and_linked_trigger():
    assert abilities_of(WALL) == [{"enters_as_copy_tap_hold": "creature",
                                   "except": {"add_subtypes": ["Wall"], "add_abilities": ["defender"]}}]


def test_707_9g_611_2b_wall_of_stolen_identity_taps_and_holds_the_copied_creature(engine):
    """CR 707.5, 707.9b: alice's Wall enters as a copy of Bob's Serra Angel: a 4/4 Serra Angel with flying and
    vigilance, a Wall in addition to Angel, with defender. CR 603.11, 707.9g: the linked "when you do" trigger
    triggers; as it resolves the Angel becomes tapped (701.26a). Bob's untap step (502.3): the Angel doesn't untap,
    alice still controlling the Wall (611.2b). Alice's next turn: still tapped (not Bob's untap step anyway)."""
    s = make_state([hand("wall", WALL), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "wall"}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(wall, angel)", "707.5"))
    c = chars(engine, s, "wall")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert {"flying", "vigilance", "defender"} <= set(c["abilities"]) and {"Angel", "Wall"} <= set(c["subtypes"])
    assert len(s.doc["stack"]) == 1 and not obj(s, "angel").get("tapped")
    s = only(pass_twice(engine, s))
    assert obj(s, "angel").get("tapped") and not s.doc["stack"]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and obj(s, "angel").get("tapped")
