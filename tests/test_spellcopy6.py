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


# --- Parnesse, the Subtle Brush: "Whenever you or a permanent you control becomes the target of a spell or ability an
# opponent controls, counter that spell or ability unless that player pays 4 life." / "Whenever you copy a spell, up to
# one target opponent may also copy that spell. They may choose new targets for that copy." ({2}{U}{B}{R} 4/4)

PARNESSE = "Parnesse, the Subtle Brush"


def test_603_2_707_10_parnesse_reads_both_triggers():
    abs_ = abilities_of(PARNESSE)
    assert {"you_or_yours_targeted_counter_unless_life": 4} in abs_
    assert {"trigger": {"you_copy": []}, "target": {"up_to_one": "opponent"},
            "effect": {"target_may_also_copy_that_spell": "target"}} in abs_


def test_603_2_119_4_701_6a_parnesse_counters_a_bolt_at_its_controller_unless_bob_pays_4_life(engine):
    """Bob casts Lightning Bolt targeting alice, who controls Parnesse: alice became the target of a spell an opponent
    controls, so the ability triggers (603.2) and goes on the stack above the Bolt. As it resolves Bob chooses (two
    resulting states): he pays 4 life (16) and the Bolt stays on the stack, or he doesn't and the Bolt is countered (in
    Bob's graveyard, 701.6a). Alice's life is still 20 in both (the Bolt hasn't resolved)."""
    s = make_state([bf("par", PARNESSE), hand("bbolt", "Lightning Bolt", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": ""},
                            {"name": "bob", "life": 20, "mana_pool": "{R}"}],
                   active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bbolt", "targets": ["alice"]}))
    outs = [o.state for o in pass_twice(engine, s)]
    got = sorted((life(x, "bob"), obj(x, "bbolt")["zone"], life(x, "alice")) for x in outs)
    assert got == [(16, "stack", 20), (20, "graveyard", 20)]


def life(s, name):
    return next(p["life"] for p in s.to_document()["players"] if p["name"] == name)


def _stack(s):
    return sorted((o.get("controller", o["owner"]), tuple(o.get("targets") or ())) for o in s.to_document()["objects"]
                  if o["zone"] == "stack")


def test_707_10_707_10c_parnesse_lets_bob_copy_the_spell_alice_copied(engine):
    """Alice casts Lightning Bolt targeting Bob, then Twincast targeting the Bolt. Twincast resolves: alice copies the
    Bolt (707.10) and may choose a new target for her copy (707.10c); Parnesse triggers (603.2) with up to one target
    opponent (115.1d: Bob or none). Take the state where alice's copy still targets Bob and the trigger targets Bob. As it
    resolves Bob may copy the Bolt (608.2d): four resulting states, he declines (the stack keeps the Bolt and alice's
    copy) or he copies it; his copy is his (707.10) and he chooses its target anew (707.10c): Bob, alice or Parnesse."""
    s = make_state([bf("par", PARNESSE), hand("bolt", "Lightning Bolt"), hand("tw", "Twincast")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(engine.apply(s, {"action": "cast", "object": "tw", "targets": ["bolt"]}))
    outs = [o.state for o in pass_twice(engine, s)]
    (s,) = [x for x in outs if _stack(x) == [("alice", ("bob",)), ("alice", ("bob",)), ("alice", ("bob",))]]
    res = sorted(_stack(x.state) for x in pass_twice(engine, s))
    mine = [("alice", ("bob",)), ("alice", ("bob",))]
    assert res == sorted([mine] + [sorted(mine + [("bob", (t,))]) for t in ("alice", "bob", "par")])
