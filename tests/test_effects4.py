"""Branch effects4 (issue 22, session 5): extra activation costs, exhaust and modal choices the grammar now reads,
on real census cards by name from the bundled library (tiny states). Each expected value is worked out from the CR
text named in the test's docstring and the card's rulings before the engine was run."""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only
from .test_costs_more import act, activated_of, activations, bf, objects, spell, stack_abilities


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
