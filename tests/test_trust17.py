"""Trust17 (session 15): rules bugs earlier sessions noticed and left. Each expected value was worked out from the CR
(../shared/cr/) and the cards' Oracle text (data/oracle/library_source.json) before the engine was run:
- Blaze {X}{R}: "Blaze deals X damage to any target."; Leitmotif Composer {2}{U}: "... Whenever you cast an instant or
  sorcery spell with mana value 5 or greater, create a token that's a copy of this creature. ..."; Jackal, Genius
  Geneticist {G}{U} 1/1: "Trample / Whenever you cast a creature spell with mana value equal to Jackal's power, copy
  that spell, except the copy isn't legendary. Then put a +1/+1 counter on Jackal."; Mockingbird {X}{U}, a creature."""

from __future__ import annotations

import re
from typing import Any

from pyglue.inputs import check_texts

from .conftest import ROOT, make_state
from .test_input_errors import assert_problem, base_doc, problems_of
from .test_split_cards import at, lands


def _abilities(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if "ability" in o]


# --- 202.3e, 601.2b, 601.2i: X in a spell's mana value as it becomes cast --------------------------------------------


def test_a_cast_trigger_with_a_least_mana_value_sees_the_x_announced_202_3e_601_2i(engine):
    """CR 202.3e: on the stack X is the value announced (601.2b), and the spell is on the stack from the start of its
    casting (601.2a); "whenever you cast" triggers as it becomes cast (601.2i, 603.2). Blaze with X = 4 has mana value
    5: Leitmotif Composer's "instant or sorcery spell with mana value 5 or greater" triggers (one ability on the
    stack beside Blaze); with X = 3 (mana value 4) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("lc", "Leitmotif Composer", "battlefield"), at("bz", "Blaze", "hand"),
                        *lands("alice", "Mountain", 5)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "bz", "x": x,
                                                                   "targets": ["bob"]})}
    assert (triggered(4), triggered(3)) == ({1}, {0})


def test_jackal_compares_its_power_with_the_x_announced_202_3e_208_1(engine):
    """CR 202.3e, 601.2b, 601.2i: Jackal with a +1/+1 counter has power 2 (208.1, 122.1a); Mockingbird {X}{U} cast with
    X = 1 has mana value 2 as it becomes cast: Jackal triggers; with X = 0 (mana value 1) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("jk", "Jackal, Genius Geneticist", "battlefield", counters={"+1/+1": 1}),
                        at("mb", "Mockingbird", "hand"), *lands("alice", "Island", 3)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "mb", "x": x})}
    assert (triggered(1), triggered(0)) == ({1}, {0})


# --- the rule numbers of the input checks and invariants --------------------------------------------------------------


def test_a_step_of_another_phase_cites_the_rules_listing_each_phases_steps_501_1_506_1_512_1():
    """CR 501.1 (untap, upkeep, draw), 506.1 (the combat steps), 512.1 (end, cleanup) list each phase's steps; 500.1
    lists the phases only. Declare attackers in the beginning phase is refused citing the three."""
    doc = base_doc()
    doc["phase"], doc["step"] = "beginning", "declare_attackers"
    assert_problem(problems_of(doc), "step", "declare_attackers", "beginning", "(CR 501.1, 506.1, 512.1)")
    assert check_texts("invariants.lp")["step_of_phase"][0] == "501.1, 506.1, 512.1"


def test_an_ability_object_off_the_stack_cites_113_1c():
    """CR 113.1c: an activated or triggered ability on the stack is an object (113.1a is an ability as a
    characteristic of an object): an ability object on the battlefield is refused citing 113.1c."""
    doc = base_doc()
    doc["objects"].append({"id": "ab", "zone": "battlefield", "owner": "alice",
                           "ability": {"source": "aviator", "text": {"trigger": "enters", "effect": {"draw": 1}}}})
    assert_problem(problems_of(doc), "objects[4].zone", "(CR 113.1c)")


def test_a_creature_type_the_rover_doesnt_list_cites_205_3e(engine):
    """CR 205.3e: told to choose a subtype, a player chooses one existing subtype of the kind asked for: the
    Strixhaven-Lorwyn Rover's creature type chosen before the game must be one of the eight Lorwyn types its text lists;
    Human is an input error citing 205.3e (113.6n is about abilities that change deck construction)."""
    s = make_state([at("rv", "The Strixhaven-Lorwyn Rover", "hand", "bob", chosen_before_game={"creature_type": "Human"})])
    assert engine.derive(s).input_errors == [("rv", "not_a_lorwyn_creature_type", "205.3e")]


def test_a_controller_outside_the_battlefield_and_stack_cites_108_4(engine):
    """CR 108.4: a card has no controller unless it is a permanent or a spell (108.4a says what to use when one is asked
    for): Grizzly Bears in a graveyard given a controller breaks no_controller_outside_play, citing 108.4."""
    from pyglue.inputs import invariant_findings
    from pyglue.state import engine_state

    s = make_state([at("b", "Grizzly Bears", "graveyard", controller="bob")])
    built = engine_state(s.doc, s.cards, "<built>")
    found = {(f.check, f.rule) for f in invariant_findings(engine.input_violations(built))}
    assert ("no_controller_outside_play", "108.4") in found
    assert check_texts("invariants.lp")["no_controller_outside_play"][0] == "108.4"


def test_the_step_invariants_about_prepare_copies_and_status_cite_722_3c_and_707_2_110_5b():
    """CR 722.3c: the permanent loses the prepared designation as its prepare copy becomes cast (601.2i is when a spell
    becomes cast); CR 707.2: status isn't copied, and 110.5b: a permanent enters untapped, unflipped and face up unless
    told otherwise (110.5 only defines status). The check's rule and each of its violations' rules say so."""
    texts = check_texts("invariants.lp")
    assert texts["unprepared_when_cast"][0] == "722.3c, 601.2i"
    assert texts["status_not_copied"][0] == "707.2, 110.5b"
    source = (ROOT / "rules_asp" / "invariants.lp").read_text(encoding="utf-8")
    for name, rule in (("unprepared_when_cast", "722.3c, 601.2i"), ("status_not_copied", "707.2, 110.5b")):
        cited = re.findall(rf'violation\({name}, "([^"]*)"', source)
        assert cited and set(cited) == {rule}, (name, cited)
