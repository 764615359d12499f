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


# --- The Clone Saga: "I — Surveil 3." / "II — When you next cast a creature spell this turn, copy it, except the copy
# isn't legendary." / "III — Choose a card name. Whenever a creature with the chosen name deals combat damage to a
# player this turn, draw a card." ({3}{U} Saga)

CLONE_SAGA = "The Clone Saga"
RESOLVE = {"event": "resolve"}   # (the top object of the stack resolves, as after both players pass, 608.1)


def test_603_7_the_clone_saga_reads_its_chapters():
    abs_ = abilities_of(CLONE_SAGA)
    assert {"trigger": {"chapters": [2]}, "effect": {"copy_next_creature_spell": "this_turn",
                                                     "except": {"remove_supertypes": ["legendary"]}}} in abs_
    assert {"trigger": {"chapters": [3]}, "effect": "choose_name_named_combat_damage_draw"} in abs_


def test_714_3c_603_7c_707_9b_clone_saga_chapter_two_copies_the_next_creature_spell_not_legendary(engine):
    """CR 714.3c, 714.2b: in alice's draw step her Clone Saga has one lore counter; both pass, her precombat main phase
    begins, a second lore counter, chapter II triggers; resolved, it makes a delayed triggered ability (603.7). She casts
    Isamaru, Hound of Konda (legendary): the delayed ability triggers (603.7b) and resolves: a copy of Isamaru on the
    stack (707.10) that isn't legendary (707.9b). The copy resolves first and becomes a token (608.3f); then Isamaru
    resolves: two Isamarus on the battlefield, the token not legendary, so the legend rule (704.5j) doesn't apply."""
    s = make_state([bf("saga", CLONE_SAGA, counters={"lore": 1}), hand("isa", "Isamaru, Hound of Konda")],
                   players=[{"name": "alice", "life": 20, "mana_pool": ""},
                            {"name": "bob", "life": 20, "mana_pool": ""}],
                   phase="beginning", step="draw")
    s = only(pass_twice(engine, s))
    s = only(pass_twice(engine, s))
    s = _with_mana(engine, s)                  # (the mana pool empties between steps, 500.4)
    s = only(engine.apply(s, RESOLVE))         # the delayed trigger resolves: the copy is on the stack
    s = only(engine.apply(s, RESOLVE))         # the copy resolves: a token
    s = only(engine.apply(s, RESOLVE))         # Isamaru resolves
    d = engine.derive(s)
    isas = [o for o in d.objects if o.zone == "battlefield" and o.characteristics["name"] == "Isamaru, Hound of Konda"]
    assert len(isas) == 2
    assert sorted("legendary" in o.characteristics.get("supertypes", []) for o in isas) == [False, True]
    assert [o.token for o in isas if "legendary" not in o.characteristics.get("supertypes", [])] == [True]


def _with_mana(engine, s):
    doc = s.to_document()
    doc["players"][0]["mana_pool"] = "{W}"
    from pyglue import state_from_document

    from .conftest import EXAMPLES
    s = state_from_document(doc, base=EXAMPLES / "states")
    return only(engine.apply(s, {"action": "cast", "object": "isa"}))


def _redoc(s, **top):
    from pyglue import state_from_document

    from .conftest import EXAMPLES
    doc = s.to_document()
    doc.update(top)
    return doc, state_from_document, EXAMPLES


def test_714_3c_603_7_510_2_clone_saga_chapter_three_draws_for_a_creature_with_the_chosen_name(engine):
    """CR 714.3c: alice's Clone Saga gets its third lore counter as her precombat main phase begins; chapter III
    triggers and resolves: she chooses a card name (201.4, 608.2d: one resulting state per name the state knows, Grizzly
    Bears, Runeclaw Bear, Island and The Clone Saga) and a delayed triggered ability waits (603.7). Take Grizzly Bears: in combat her
    Grizzly Bears and Runeclaw Bear attack Bob unblocked and deal combat damage to him (510.2); the ability triggers for
    the Grizzly Bears only (a creature with the chosen name, 201.2), and resolved alice draws one card (121.1)."""
    lib = [{"id": f"lib{i}", "card": "Island", "zone": "library", "owner": "alice", "library_position": i}
           for i in (1, 2, 3)]
    # (a state without the example cards make_state inlines: fewer card names to choose among, a cheaper test)
    doc, from_doc, ex = _redoc(make_state([bf("saga", CLONE_SAGA, counters={"lore": 2}),
                                           bf("gb", "Grizzly Bears", timestamp=1),
                                           bf("rb", "Runeclaw Bear", timestamp=2), *lib],
                                          phase="beginning", step="draw"))
    doc["cards"] = []
    s = from_doc(doc, base=ex / "states")
    s = only(pass_twice(engine, s))
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    named = {str(x.to_document().get("delayed_triggers")): x for x in outs}
    assert len(named) == len(outs) == 4 and any("Runeclaw Bear" in k for k in named)
    (s,) = [x for k, x in named.items() if "Grizzly Bears" in k]
    hand_before = sum(o["zone"] == "hand" for o in s.to_document()["objects"])
    doc, from_doc, ex = _redoc(s, phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    for o in doc["objects"]:
        if o["id"] in ("gb", "rb"):
            o["attacking"] = "bob"
    s = from_doc(doc, base=ex / "states")
    for _ in range(4):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(s, RESOLVE))
    doc = s.to_document()
    assert next(p["life"] for p in doc["players"] if p["name"] == "bob") == 16
    assert sum(o["zone"] == "hand" for o in doc["objects"]) == hand_before + 1


# --- Sala, Deck Boss: "Each creature you control with an exhaust ability has haste." / "Whenever you activate an
# exhaust ability that isn't a mana ability, copy it. You may choose new targets for the copy." ({1}{U}{R} 3/3). The
# exhaust creature is a test card (not a real card), as in tests/test_effects4.py.

SALA = "Sala, Deck Boss"
EXH_TEXT = "Exhaust \u2014 {1}: Put a +1/+1 counter on this creature."
EXH_NAME = "Test Exhauster (test card)"


def _exhaust_copied_and_resolved(engine, s, card):
    """Alice activates the Test Exhauster's exhaust ability; a copying trigger goes on the stack above it (two objects);
    all three resolve: two +1/+1 counters on the Exhauster (the ability and its copy, 707.10)."""
    s = only(engine.apply(s, {"action": "activate", "object": "ex",
                              "ability": {"activated": card["abilities"][0]["activated"]}}))
    assert len(s.doc["stack"]) == 2
    for _ in range(3):
        s = only(engine.apply(s, RESOLVE))
    assert obj(s, "ex").get("counters") == {"+1/+1": 2}
    return s


def _exh_card():
    from pyglue.oracle import parse_text
    return {"name": EXH_NAME, "mana_cost": "{2}", "types": ["creature"], "subtypes": ["Construct"], "power": 1,
            "toughness": 1, "abilities": parse_text(EXH_TEXT, EXH_NAME, ["creature"])}


def test_702_177a_sala_reads_its_static_and_trigger():
    abs_ = abilities_of(SALA)
    assert "your_exhaust_creatures_have_haste" in abs_
    assert {"trigger": "you_activate_exhaust", "effect": "copy_that_ability"} in abs_


def test_613_1f_707_10_sala_gives_haste_and_copies_an_exhaust_ability(engine):
    """CR 604.2, 613.1f, 702.177a: with Sala, alice's Test Exhauster (it has an exhaust ability) has haste, her Grizzly
    Bears (none) doesn't, nor Sala itself. She activates the exhaust ability (602.2): Sala triggers (603.2) and resolves:
    a copy of the ability on the stack (707.10; no targets to change). The copy resolves, then the ability: two +1/+1
    counters on the Exhauster."""
    card = _exh_card()
    s = make_state([bf("sala", SALA), bf("ex", EXH_NAME), bf("gb", "Grizzly Bears")],
                   cards=[card], players=[{"name": "alice", "life": 20, "mana_pool": "{U}"},
                                          {"name": "bob", "life": 20, "mana_pool": ""}])
    has = {oid: "haste" in chars(engine, s, oid)["abilities"] for oid in ("ex", "gb", "sala")}
    assert has == {"ex": True, "gb": False, "sala": False}
    s = _exhaust_copied_and_resolved(engine, s, card)


# --- Pit Automaton: "Defender" / "{T}: Add {C}{C}. Spend this mana only to activate abilities." (not read yet: a mana
# ability adding two mana) / "{2}, {T}: When you next activate an exhaust ability that isn't a mana ability this turn,
# copy it. You may choose new targets for the copy." ({2} artifact creature 0/4)

PIT = "Pit Automaton"


def test_603_7c_707_10_pit_automaton_copies_the_next_exhaust_ability(engine):
    """CR 602.2, 603.7: alice activates Pit Automaton's {2}, {T} ability (paying {U}{U} of her {U}{U}{U}) and it
    resolves: a delayed triggered ability waits. She activates her Test Exhauster's exhaust ability ({1}, the last {U}):
    the delayed ability triggers (603.7b) above it and resolves: a copy of the exhaust ability (707.10). The copy and
    the ability resolve: two +1/+1 counters on the Exhauster. The delayed ability triggered once and is gone."""
    assert {"activated": {"cost": "{2}", "tap": True, "effect": "copy_next_exhaust_ability"}} in abilities_of(PIT)
    card = _exh_card()
    s = make_state([bf("pit", PIT), bf("ex", EXH_NAME)],
                   cards=[card], players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                                          {"name": "bob", "life": 20, "mana_pool": ""}])
    pit_ab = next(a for a in abilities_of(PIT) if isinstance(a, dict) and "activated" in a
                  and a["activated"].get("effect") == "copy_next_exhaust_ability")
    s = only(engine.apply(s, {"action": "activate", "object": "pit", "ability": pit_ab}))
    s = only(engine.apply(s, RESOLVE))
    assert s.to_document().get("delayed_triggers")
    s = _exhaust_copied_and_resolved(engine, s, card)
    assert not s.to_document().get("delayed_triggers")
