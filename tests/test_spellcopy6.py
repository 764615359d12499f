"""Cards of the census that copy, their other sentences too (issue 22, branch spellcopy6):
rules_asp/kernel/spellcopy6_cards.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand, pass_twice
from .test_becomes4_cards import abilities_of, chars, obj

# --- Metamorphic Alteration: "Enchant creature" / "As this Aura enters, choose a creature." / "Enchanted creature is
# a copy of the chosen creature." ({1}{U} Aura)

META = "Metamorphic Alteration"


def test_614_12_707_2_metamorphic_alteration_reads_its_choice_and_copy_static():
    abs_ = abilities_of(META)
    assert {"as_enters_choose_object": "creature"} in abs_
    assert "enchanted_is_copy_of_chosen" in abs_


def test_614_12_707_2_611_2b_metamorphic_alteration_makes_the_enchanted_creature_a_copy_of_the_chosen_one(engine):
    """CR 303.4, 608.3: alice's Metamorphic Alteration resolves and enters attached to her Grizzly Bears; as it enters
    she chooses a creature on the battlefield (614.12): the Bears or Bob's Serra Angel, two resulting states. With the
    Angel chosen, the Bears's copiable values become the Angel's (707.2, 613.2, 611.3a): a 4/4 flying Serra Angel, still
    alice's; the Angel itself is unchanged. With the Bears chosen it stays a 2/2 Grizzly Bears. Once the Aura leaves the
    battlefield the static ability's effect ends (611.2b): the Bears is a 2/2 Grizzly Bears again."""
    s = make_state([hand("ma", META), bf("bears", "Grizzly Bears"), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ma", "targets": ["bears"]}))
    outs = [o.state for o in pass_twice(engine, s)]
    assert all(obj(x, "ma")["zone"] == "battlefield" for x in outs)
    by_name = {chars(engine, x, "bears")["name"]: x for x in outs}
    assert sorted(by_name) == ["Grizzly Bears", "Serra Angel"]
    c = chars(engine, by_name["Grizzly Bears"], "bears")
    assert (c["power"], c["toughness"]) == (2, 2)
    s = by_name["Serra Angel"]
    c = chars(engine, s, "bears")
    assert (c["power"], c["toughness"]) == (4, 4) and "flying" in c["abilities"]
    a = chars(engine, s, "angel")
    assert (a["name"], a["power"], a["toughness"]) == ("Serra Angel", 4, 4)
    s = only(engine.apply(s, {"event": "move", "object": "ma", "to": "graveyard"}))
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
