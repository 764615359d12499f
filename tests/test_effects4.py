"""Branch effects4 (issue 22, session 5): extra activation costs, exhaust and modal choices the grammar now reads,
on real census cards by name from the bundled library (tiny states). Each expected value is worked out from the CR
text named in the test's docstring and the card's rulings before the engine was run."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import lands, make_state, only
from .test_costs_more import (
    act,
    activated_of,
    activations,
    bf,
    objects,
    pass_pass,
    spell,
    stack_abilities,
)

# --- Sigil Tracer: "{1}{U}, Tap two untapped Wizards you control: Copy target instant or sorcery spell. You may choose
# new targets for the copy." (CR 118.3, 602.2b, 701.26a)

ST = "Sigil Tracer"


def test_sigil_tracer_reads_its_tap_cost_118_3():
    assert activated_of(ST)["also"] == {"tap_untapped_subtype": {"count": 2, "subtype": "Wizard"}}


def _st_state(*extra: dict[str, Any]):
    return make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), bf("st", ST), *extra,
                       *lands("alice", islands=2)], stack=["bolt"])


def test_sigil_tracer_taps_two_wizards_itself_among_them_118_3_701_26a(engine):
    """CR 118.3, 602.2b: alice's untapped Wizards are Sigil Tracer itself (no {T} in the cost, so it may be one of
    them, CR 107.5 doesn't apply) and Archivist; Grizzly Bears isn't a Wizard. The cost is paid with both: one
    resulting state, both tapped (701.26a), the Bears untapped, the two Islands tapped for {1}{U}; the ability is on
    the stack targeting bob's Bolt."""
    s = only(engine.apply(_st_state(bf("arch", "Archivist"), bf("bears", "Grizzly Bears")), act("st", ST, ["bolt"])))
    objs = objects(s)
    assert objs["st"].get("tapped") and objs["arch"].get("tapped") and not objs["bears"].get("tapped")
    assert objs["aisland1"].get("tapped") and objs["aisland2"].get("tapped")
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice"


def test_sigil_tracer_one_state_per_pair_and_not_with_one_wizard_118_3(engine):
    """CR 118.3, 601.2h: with three untapped Wizards (the Tracer, two Archivists) alice chooses two of them: three
    resulting states, the three pairs. With the only other Wizard tapped, one untapped Wizard can't pay a cost of two:
    no activation, the failure cannot_pay (118.3)."""
    outs = [o.state for o in engine.apply(_st_state(bf("a1", "Archivist"), bf("a2", "Archivist")),
                                          act("st", ST, ["bolt"]))]
    pairs = {tuple(i for i in ("st", "a1", "a2") if objects(o)[i].get("tapped")) for o in outs}
    assert pairs == {("st", "a1"), ("st", "a2"), ("a1", "a2")}
    s = _st_state(bf("a1", "Archivist", tapped=True))
    assert activations(engine, s, "st") == []
    assert ("cannot_pay(tap_untapped_subtype(2, Wizard))", "118.3") in engine.why_not(s, act("st", ST, ["bolt"])).failures


# --- Rimefire Torque: "{T}, Remove three charge counters from this artifact: When you next cast an instant or sorcery
# spell this turn, copy it. You may choose new targets for the copy." (CR 118.3, 122.1)

RT = "Rimefire Torque"


def test_rimefire_torque_reads_its_counter_cost_118_3():
    assert activated_of(RT)["also"] == {"remove_counters_from_self": {"charge": 3}}


def test_rimefire_torque_removes_three_counters_122_1_118_3(engine):
    """CR 118.3, 122.1: with four charge counters the cost removes three (one is left) and {T} taps the Torque; with
    two it can't be paid in full: no activation, the failure cannot_pay (118.3, 602.2b)."""
    s = only(engine.apply(make_state([bf("rt", RT, counters={"charge": 4})]), act("rt", RT)))
    rt = objects(s)["rt"]
    assert rt.get("tapped") and rt.get("counters") == {"charge": 1}
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice"
    s = make_state([bf("rt", RT, counters={"charge": 2})])
    assert activations(engine, s, "rt") == []
    assert ("cannot_pay(remove_counters_from_self(charge, 3))", "118.3") in engine.why_not(s, act("rt", RT)).failures


# --- Exhaust (CR 702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." Jeong Jeong's
# exhaust line also has a next-cast copy of a Lesson spell (branch spellcopy5's sentence), so the rule is tried on a
# test card (not a real card) with two exhaust abilities.

EXH_TEXT = "Exhaust \u2014 {1}: Put a +1/+1 counter on this creature.\nExhaust \u2014 {2}: Draw a card."
EXH_NAME = "Test Exhauster (test card)"


def _exh_card() -> dict[str, Any]:
    from pyglue.oracle import parse_text
    return {"name": EXH_NAME, "mana_cost": "{2}", "types": ["creature"], "subtypes": ["Construct"], "power": 1,
            "toughness": 1, "abilities": parse_text(EXH_TEXT, EXH_NAME, ["creature"])}


def test_exhaust_reads_as_activate_only_once_702_177a():
    (one, two) = _exh_card()["abilities"]
    assert one == {"activated": {"cost": "{1}", "tap": False, "effect": {"put_counters": {"+1/+1": 1}, "to": "self"}},
                   "only": "exhaust"}
    assert two == {"activated": {"cost": "{2}", "tap": False, "effect": {"draw": 1}}, "only": "exhaust"}


def test_exhaust_each_ability_only_once_702_177a_602_5b(engine):
    """CR 702.177a, 602.5b: alice activates the first exhaust ability (paying {1} with one of three Islands: three
    resulting states, the first taken); it can't be activated again (already_activated) while the other exhaust
    ability of the same creature still can (each is once). The record is the first of its exhaust abilities (0)."""
    card = _exh_card()
    one = {"activated": card["abilities"][0]["activated"]}
    s = make_state([bf("ex", EXH_NAME), *lands("alice", islands=3)], cards=[card])
    assert len(activations(engine, s, "ex")) == 2
    s = engine.apply(s, {"action": "activate", "object": "ex", "ability": one})[0].state
    assert objects(s)["ex"].get("exhausted") == [0]
    after = activations(engine, s, "ex")
    assert [a.action["ability"] for a in after] == [{"activated": card["abilities"][1]["activated"]}]
    assert ("already_activated", "702.177a") in engine.why_not(
        s, {"action": "activate", "object": "ex", "ability": one}).failures


# --- See Double: "Choose one. If an opponent has eight or more cards in their graveyard, you may choose both instead.
# • Copy target spell. You may choose new targets for the copy. • Create a token that's a copy of target creature."
# (CR 700.2, 601.2b: the modes are chosen as the spell is cast)

SD = "See Double"


def test_see_double_reads_both_if_700_2():
    from pyglue.cards import library
    (sp,) = [a["spell"] for a in library()[SD]["abilities"] if isinstance(a, dict) and "spell" in a]
    assert (sp["choose"], sp["max"], sp["max_if"]) == (1, 2, {"opponent_graveyard_has": 8})


def _sd_state(bob_grave: int, alice_grave: int = 0):
    grave = [{"id": f"bg{i}", "card": "Island", "zone": "graveyard", "owner": "bob"} for i in range(bob_grave)] + \
        [{"id": f"ag{i}", "card": "Island", "zone": "graveyard", "owner": "alice"} for i in range(alice_grave)]
    return make_state([{"id": "sd", "card": SD, "zone": "hand", "owner": "alice"},
                       spell("bolt", "Lightning Bolt", "bob", ["alice"]), bf("bears", "Grizzly Bears", "bob"),
                       *lands("alice", islands=4), *grave], stack=["bolt"])


def test_see_double_both_modes_only_with_eight_cards_in_an_opponents_graveyard_700_2(engine):
    """CR 700.2, 601.2b: with eight cards in bob's graveyard alice may choose both modes (the Bolt and the Bears
    as their targets), or one. With seven there, and eight in her own graveyard (not an opponent's), both modes are
    too many: wrong_number_of_modes(2, 1); one mode alone stays legal."""
    both = {"action": "cast", "object": "sd", "modes": [1, 2], "targets": ["bolt", "bears"]}
    one = {"action": "cast", "object": "sd", "modes": [2], "targets": ["bears"]}
    assert engine.why_not(_sd_state(8), both).legal and engine.why_not(_sd_state(8), one).legal
    s = _sd_state(7, alice_grave=8)
    assert ("wrong_number_of_modes(2, 1)", "700.2") in engine.why_not(s, both).failures
    assert engine.why_not(s, one).legal


# --- "except its name is X" (CR 707.9b, 201.4b): Mishra, Eminent One's "create a token that's a copy of target
# noncreature artifact you control, except its name is Mishra's Warform and it's a 4/4 Construct artifact creature in
# addition to its other types": "Mishra" there begins another name, not the card's own (short) name.

def test_except_its_name_is_a_name_that_begins_with_the_short_name_707_9b():
    from pyglue.cards import library
    (ab,) = [a for a in library()["Mishra, Eminent One"]["abilities"] if isinstance(a, dict) and "trigger" in a]
    assert ab["effect"][0]["except"] == {"name": "Mishra's Warform", "power": 4, "toughness": 4,
                                         "add_subtypes": ["Construct"], "add_types": ["artifact", "creature"]}


# --- Thurid, Mare of Destiny: "Other Pegasi, Unicorns, and Horses you control get +1/+1." (CR 604.2, 613.4c; 205.3: a
# creature type named in the plural, Pegasi for Pegasus)

def test_thurid_other_pegasi_unicorns_horses_you_control_get_1_1_613_4c(engine):
    """CR 604.2, 613.4c: alice's Phantom Steed (a Horse, 4/3) is 5/4; her Grizzly Bears (a Bear) stays 2/2; Thurid
    (a Pegasus, 2/4) doesn't give itself the bonus ("other"); bob's Phantom Steed stays 4/3 ("you control")."""
    from pyglue.cards import library
    assert {"lord": "permanents", "subtypes": ["Pegasus", "Unicorn", "Horse"], "power": 1, "toughness": 1,
            "other": True} in library()["Thurid, Mare of Destiny"]["abilities"]
    d = engine.derive(make_state([bf("th", "Thurid, Mare of Destiny"), bf("st", "Phantom Steed"),
                                  bf("bears", "Grizzly Bears"), bf("bst", "Phantom Steed", "bob")]))
    got = {o: (d.object(o).characteristics["power"], d.object(o).characteristics["toughness"])
           for o in ("th", "st", "bears", "bst")}
    assert got == {"th": (2, 4), "st": (5, 4), "bears": (2, 2), "bst": (4, 3)}


# --- Spell Satchel: "{T}, Remove a book counter from this artifact: Add {C}." (CR 605.1a, 118.3, 122.1) and "{3}, {T},
# Remove three book counters from this artifact: Draw a card."

SS = "Spell Satchel"


def test_spell_satchel_mana_needs_a_book_counter_and_removes_it_605_1a_118_3(engine):
    """CR 605.1a, 118.3: with one book counter the Satchel's mana ability adds {C}: with two Islands alice can cast
    Sigil Tracer ({1}{U}{U}), the Satchel paying the {1}: it ends tapped with no book counter (122.1). With no book
    counter its cost can't be paid, so two Islands can't pay {1}{U}{U}: Sigil Tracer can't be cast (601.2h)."""
    from pyglue.cards import library
    assert {"mana_remove_counter": ["C"], "counter": "book"} in library()[SS]["abilities"]
    hand = {"id": "st", "card": ST, "zone": "hand", "owner": "alice"}
    s = only(engine.apply(make_state([hand, bf("ss", SS, counters={"book": 1}), *lands("alice", islands=2)]),
                          {"action": "cast", "object": "st"}))
    ss = objects(s)["ss"]
    assert ss.get("tapped") and not ss.get("counters") and objects(s)["st"]["zone"] == "stack"
    s = make_state([hand, bf("ss", SS), *lands("alice", islands=2)])
    assert not engine.why_not(s, {"action": "cast", "object": "st"}).legal


# --- Jace, Cunning Castaway: "[−2]: Create a 2/2 blue Illusion creature token with "When this token becomes the target
# of a spell, sacrifice it."" (CR 111.4, 113.1b, 603.2, 603.3b, 115.1)

def test_jace_illusion_sacrificed_when_a_spell_targets_it_603_2(engine):
    """The token as Jace's -2 defines it (its values from the card). CR 601.2c, 603.2: alice casts Lightning Bolt
    targeting her Illusion: the Illusion's ability triggers and goes on the stack above the Bolt (CR 603.3b); it
    resolves first (CR 608.1): the Illusion is sacrificed (701.21a), a token leaving the battlefield (111.7). A Bolt at
    bob doesn't trigger it."""
    from pyglue.cards import library
    (m2,) = [a for a in library()["Jace, Cunning Castaway"]["abilities"] if isinstance(a, dict) and a.get("loyalty") == -2]
    tok = dict(m2["effect"]["create_tokens"]["token"], name="Illusion (Jace, Cunning Castaway's token)")
    def state():
        return make_state([{"id": "ill", "card": tok["name"], "zone": "battlefield", "owner": "alice", "token": True},
                           {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                           {"id": "mtn", "card": "Mountain", "zone": "battlefield", "owner": "alice"}], cards=[tok])
    s = only(engine.apply(state(), {"action": "cast", "object": "bolt", "targets": ["ill"]}))
    top = objects(s)[s.doc["stack"][-1]]
    assert top.get("ability") and len(s.doc["stack"]) == 2
    (s,) = pass_pass(engine, s)
    assert "ill" not in objects(s) or objects(s)["ill"]["zone"] != "battlefield"
    s = only(engine.apply(state(), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Phoenix Fleet Airship: "As long as you control eight or more permanents named Phoenix Fleet Airship, this Vehicle
# is an artifact creature." (CR 604.2, 611.3a, 613.1d)

def test_phoenix_fleet_airships_are_creatures_with_eight_under_one_controller_613_1d(engine):
    """CR 604.2, 613.1d: alice controls eight Airships (each counts itself): each is an artifact creature. Bob controls
    seven (alice's don't count for him, "you control"): his stay noncreature artifacts."""
    from pyglue.cards import library
    assert {"self_artifact_creature_while_named": 8} in library()["Phoenix Fleet Airship"]["abilities"]
    objs = [bf(f"a{i}", "Phoenix Fleet Airship") for i in range(8)] + \
        [bf(f"b{i}", "Phoenix Fleet Airship", "bob") for i in range(7)]
    d = engine.derive(make_state(objs))
    types = {o: sorted(d.object(o).characteristics["types"]) for o in ("a0", "a7", "b0")}
    assert types == {"a0": ["artifact", "creature"], "a7": ["artifact", "creature"], "b0": ["artifact"]}


# --- Resonance Technician: "{T}, Tap X untapped artifacts you control: Copy target instant or sorcery spell you control
# with mana value X. You may choose new targets for the copy." (CR 107.3a, 601.2b-c via 602.2b, 118.3)

RTN = "Resonance Technician"


def _rtn_state():
    return make_state([bf("rtn", RTN), bf("s1", SS), bf("s2", SS), spell("bolt", "Lightning Bolt", "alice", ["bob"])],
                      stack=["bolt"])


def test_resonance_technician_x_is_the_artifacts_tapped_107_3a_118_3(engine):
    """CR 107.3a, 601.2b-c via 602.2b: X is announced, then the target: alice's only spell, Lightning Bolt, has mana
    value 1, so X = 1 is the one activation listed (X = 0 or 2 has no target). CR 118.3, 701.26a: with X = 1 one of
    her two untapped artifacts is tapped (two resulting states), and {T} taps the Technician; X = 3 can't be paid
    with two artifacts."""
    from pyglue.cards import library
    (ab,) = [a for a in library()[RTN]["abilities"] if isinstance(a, dict) and "activated" in a]
    assert ab["also"] == {"tap_x_untapped": "artifact"}
    s = _rtn_state()
    assert [(a.action.get("x"), a.targets) for a in activations(engine, s, "rtn")] == [(1, [["bolt"]])]
    outs = [o.state for o in engine.apply(s, dict(act("rtn", RTN, ["bolt"]), x=1))]
    assert sorted(tuple(i for i in ("s1", "s2") if objects(o)[i].get("tapped")) for o in outs) == [("s1",), ("s2",)]
    assert all(objects(o)["rtn"].get("tapped") for o in outs)
    w = engine.why_not(s, dict(act("rtn", RTN, ["bolt"]), x=3))
    assert ("cannot_pay(tap_x_untapped(artifact, 3))", "118.3") in w.failures


# --- Sun-Blessed Guardian // Furnace-Blessed Conqueror: "{5}{R/P}: Transform this creature. Activate only as a
# sorcery." (CR 701.27a, 701.27f, 712.9, 107.4f)

SBG = "Sun-Blessed Guardian"


def _sbg(*extra: dict[str, Any], stack: list[str] | None = None):
    mountains = [bf(f"m{i}", "Mountain") for i in range(6)]
    return make_state([bf("sbg", SBG), *mountains, *extra], **({"stack": stack} if stack else {}))


def test_sun_blessed_guardian_transforms_unless_it_transformed_meanwhile_701_27a_701_27f(engine):
    """The ability on the stack (its activation: the xfail below). CR 701.27a: as it resolves the Guardian transforms:
    it is Furnace-Blessed Conqueror (712.9, a 3/3). CR 701.27f: an ability whose source transformed since it was put
    onto the stack does nothing: the Guardian stays itself."""
    from pyglue.cards import library
    (ab,) = library()[SBG]["abilities"]
    assert ab == {"activated": {"cost": "{5}{R/P}", "tap": False, "effect": "transform_self"}, "only": "sorcery"}
    waiting = {"id": "sbg.ability.1", "zone": "stack", "owner": "alice", "controller": "alice",
               "ability": {"source": "sbg", "text": {"activated": ab["activated"]}}}
    (s,) = pass_pass(engine, _sbg(waiting, stack=["sbg.ability.1"]))
    c = engine.derive(s).object("sbg").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Furnace-Blessed Conqueror", 3, 3)
    (s,) = pass_pass(engine, _sbg(dict(waiting, transformed_since_put_on_stack=True), stack=["sbg.ability.1"]))
    assert not objects(s)["sbg"].get("transformed")


def test_sun_blessed_guardian_activation_pays_r_or_2_life_107_4f(engine):
    """CR 602.5d, 107.4f: with the stack empty in alice's main phase, six Mountains pay {5}{R} (or five Mountains and 2
    life pay {5}{R/P}): the activation has a resulting state."""
    assert engine.apply(_sbg(), act("sbg", SBG))


# --- Primal Amulet // Primal Wellspring: "Whenever you cast an instant or sorcery spell, put a charge counter on this
# artifact. Then if there are four or more charge counters on it, you may remove those counters and transform it."
# (CR 122.1, 608.2c, 701.27a)

def test_primal_amulet_fourth_counter_may_transform_it_608_2c_701_27a(engine):
    """The trigger resolving (its cast: CR 603.2, tested with other cast triggers). CR 122.1, 608.2c: with three charge
    counters, the fourth is put on, then the count (four) is checked: alice may remove them and transform it (Primal
    Wellspring, a land, with no counter) or not (four counters): two resulting states. With one counter there are two
    afterwards and nothing else happens: one state."""
    from pyglue.cards import library
    (trig,) = [a for a in library()["Primal Amulet"]["abilities"] if isinstance(a, dict) and "trigger" in a]
    assert trig["effect"] == {"charge_then_may_transform": "charge", "at_least": 4}
    def state(n):
        waiting = {"id": "pa.ability.1", "zone": "stack", "owner": "alice", "controller": "alice",
                   "ability": {"source": "pa", "text": trig}}
        return make_state([bf("pa", "Primal Amulet", counters={"charge": n}), waiting], stack=["pa.ability.1"])
    got = {(bool(objects(s)["pa"].get("transformed")), tuple(sorted((objects(s)["pa"].get("counters") or {}).items())))
           for s in pass_pass(engine, state(3))}
    assert got == {(True, ()), (False, (("charge", 4),))}
    (s,) = pass_pass(engine, state(1))
    assert objects(s)["pa"].get("counters") == {"charge": 2}


# --- "create a tapped 1/1 black Insect creature token with flying" (Scouring Swarm's "Otherwise" instruction, on a
# test card, not a real card: Scouring Swarm's sentence also has a token copy and a condition of branch tokencopy6's)

def test_tapped_custom_token_enters_tapped_111_1_110_5b(engine):
    """CR 111.1, 111.4: the resolving sorcery creates a 1/1 black Insect creature token with flying under alice's
    control; CR 110.5b: the effect says it enters tapped."""
    from pyglue.oracle import parse_text
    name = "Test Tapped Insects (test card)"
    card = {"name": name, "types": ["sorcery"], "mana_cost": "{B}",
            "abilities": parse_text("Create a tapped 1/1 black Insect creature token with flying.", name, ["sorcery"])}
    assert card["abilities"][0]["spell"]["effect"]["create_tokens"]["tapped"] is True
    s = make_state([spell("ti", name, "alice", [])], cards=[card], stack=["ti"])
    (s,) = pass_pass(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    c = engine.derive(s).object(tok["id"]).characteristics
    assert tok.get("tapped") and tok.get("controller", tok["owner"]) == "alice"
    assert (c["power"], c["toughness"], c["colors"], c["subtypes"]) == (1, 1, ["black"], ["Insect"])


def test_remove_counters_cost_any_case_122_1():
    """CR 122.1: a counter's kind is its name: Slobad's "Remove 3 Rebuilding Counters from Slobad" (its effect, a copy
    of a named card, is branch tokencopy7's; here a test line with a plain effect) removes rebuilding counters, the kind
    its other ability puts on it ("Put a rebuilding counter on Slobad")."""
    from pyglue.oracle import parse_text
    (ab,) = parse_text("{T}, Remove 3 Rebuilding Counters from Slobad: Draw a card.", "Slobad, Actually Just Fine",
                       ["creature"])
    assert ab["also"] == {"remove_counters_from_self": {"rebuilding": 3}}


def test_malformed_costs_and_modes_are_errors_naming_the_field():
    """Bad input: a card file's malformed extra cost or both-if modal spell is an error naming the field, not a crash."""
    from pyglue import vocabulary as voc
    act_ = {"activated": {"cost": "{1}", "effect": {"draw": 1}}}
    bad = [(dict(act_, also={"tap_untapped_subtype": 2}), "also"),
           (dict(act_, also={"tap_untapped_subtype": {"count": 2}}), "subtype"),
           (dict(act_, also={"remove_counters_from_self": {"charge": 0}}), "charge"),
           (dict(act_, only="exhausted"), "only"),
           ({"spell": {"choose": 1, "max_if": "you_control_a_commander",
                       "modes": [{"effect": {"draw": 1}}, {"effect": {"draw": 2}}]}}, "max_if")]
    for ab, field in bad:
        with pytest.raises(voc.VocabularyError) as err:
            voc.ability_term(ab, "card.abilities[0]", voc.Aux.empty())
        assert field in str(err.value), (ab, str(err.value))


def test_grub_may_pay_r_to_transform_701_27a(engine):
    """Grub, Storied Matriarch: "At the beginning of your first main phase, you may pay {R}. If you do, transform Grub."
    (the trigger resolving; CR 603.5, 701.27a): alice pays {R} with her Mountain and Grub transforms (back face up), or
    she doesn't and it stays: two resulting states."""
    from pyglue.cards import library
    (trig,) = [a for a in library()["Grub, Storied Matriarch"]["abilities"]
               if isinstance(a, dict) and a.get("effect", {}).get("then") == "transform_self"]
    waiting = {"id": "grub.ability.1", "zone": "stack", "owner": "alice", "controller": "alice",
               "ability": {"source": "grub", "text": trig}}
    s = make_state([bf("grub", "Grub, Storied Matriarch"), bf("m", "Mountain"), waiting], stack=["grub.ability.1"])
    got = {(bool(objects(o)["grub"].get("transformed")), bool(objects(o)["m"].get("tapped"))) for o in pass_pass(engine, s)}
    assert got == {(True, True), (False, False)}


# --- several extra costs in one activation cost (CR 118.3, 601.2h via 602.2b: all of them are paid), on a test card (not
# a real card; Hazel of the Rootbloom's "{T}, Pay 2 life, Tap X untapped tokens you control" is a mana ability too)

MULTI_NAME = "Test Multi-Cost Relic (test card)"


def test_several_extra_costs_are_each_paid_118_3(engine):
    """CR 118.3, 601.2h: "{T}, Pay 2 life, Remove a charge counter from this artifact: Draw a card.": with a charge
    counter and 20 life alice activates it: the relic is tapped, its counter removed, she has 18 life (119.4). Without a
    counter the cost can't be paid (cannot_pay), and with 1 life neither can the 2 life (119.4)."""
    from pyglue.oracle import parse_text
    card = {"name": MULTI_NAME, "types": ["artifact"], "mana_cost": "{2}",
            "abilities": parse_text("{T}, Pay 2 life, Remove a charge counter from this artifact: Draw a card.",
                                    MULTI_NAME, ["artifact"])}
    assert card["abilities"][0]["also"] == [{"pay_life": 2}, {"remove_counter_from_self": "charge"}]
    a = {"action": "activate", "object": "r", "ability": {"activated": card["abilities"][0]["activated"]}}
    s = only(engine.apply(make_state([bf("r", MULTI_NAME, counters={"charge": 1})], cards=[card]), a))
    life = {p["name"]: p["life"] for p in s.doc["players"]}
    assert objects(s)["r"].get("tapped") and not objects(s)["r"].get("counters") and life["alice"] == 18
    w = engine.why_not(make_state([bf("r", MULTI_NAME)], cards=[card]), a)
    assert ("cannot_pay(remove_counter_from_self(charge))", "118.3") in w.failures
    w = engine.why_not(make_state([bf("r", MULTI_NAME, counters={"charge": 1})], cards=[card],
                                  players=[{"name": "alice", "life": 1, "mana_pool": ""},
                                           {"name": "bob", "life": 20, "mana_pool": ""}]), a)
    assert ("not_enough_life(2)", "119.4") in w.failures
