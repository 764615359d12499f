"""Issue 26 item 2: every CR-cited check of an input state is a finding of the rules in one form (rules_asp/findings.lp's
check_text(Name, Rule, Severity, Text)), formatted by Python one way (pyglue.inputs.Finding):

- the input errors only the whole rules find (input_error/4: a copy cycle, CR 707.2; a commander that can't be one,
  903.3; a card its owner's team can't include, 113.6n) carry their rule number, severity and text to derive's
  input_errors;
- input.lp's checks (rules_asp/input_checks.lp) are state invariants of `mtgasp check` too, with their rule numbers: a
  state the rules reach that breaks one is reported (CR 110.5d: only permanents are tapped; a card put into a
  graveyard is neither tapped nor untapped).

Expected values worked out from the CR text (../shared/cr/full_CR_2026-04-17.txt), not copied from the engine.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import jsonschema
import pytest

from pyglue import Engine, crtext
from pyglue.inputs import check_texts
from pyglue.program import parse_rules
from pyglue.research.check import check, check_bound, invariants, program
from pyglue.state import schema

from .conftest import ROOT, make_state

TWO_COPYING_EACH_OTHER = [
    {"id": "a", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "b"}]},
    {"id": "b", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "a"}]}]


def test_every_input_error_kind_is_a_finding_with_its_rule_and_text():
    """Each kind of input_error/4 in rules_asp is declared with check_text/4 (findings.lp's form) beside it: the same
    CR rule the input_error cites (a rule the shipped CR has), severity error and a text."""
    kinds, texts = {}, {}
    for path in (ROOT / "rules_asp").rglob("*.lp"):
        text = path.read_text(encoding="utf-8")
        for kind, rule in re.findall(r'^input_error\(O, (\w+), "([\d.a-z]+)", T\)', text, re.MULTILINE):
            kinds[kind] = rule
        for kind, rule, severity, body in re.findall(r'^check_text\((\w+), "([^"]+)", (\w+),\s*"(.+?)"\)\.', text,
                                                     re.MULTILINE | re.DOTALL):
            texts[kind] = (rule, severity, body)
    assert set(kinds) >= {"copy_cycle_or_empty_source", "not_a_possible_commander", "on_team_that_cant_include_it",
                          "not_a_lorwyn_creature_type"}
    for kind, rule in kinds.items():
        assert kind in texts, kind
        assert texts[kind][:2] == (rule, "error") and texts[kind][2], kind
        assert crtext.exists(rule), (kind, rule)


def test_a_copy_cycle_is_an_input_error_with_rule_severity_and_text_707_2(engine):
    """CR 707.2: a copy takes values that already exist; two tokens copying each other have none. derive lists each
    under input_errors (object, problem, rule as before) with the finding's severity and text, and its text answer
    says the same text with the rule; the JSON validates against the output schema."""
    s = make_state(TWO_COPYING_EACH_OTHER)
    d = engine.derive(s)
    assert d.input_errors == [("a", "copy_cycle_or_empty_source", "707.2"), ("b", "copy_cycle_or_empty_source", "707.2")]
    out = d.to_json()
    assert [(e["object"], e["problem"], e["rule"], e["severity"]) for e in out["input_errors"]] == \
        [("a", "copy_cycle_or_empty_source", "707.2", "error"), ("b", "copy_cycle_or_empty_source", "707.2", "error")]
    assert all("loop back" in e["text"] for e in out["input_errors"])
    derive = dict(schema("output"), oneOf=[{"$ref": "#/$defs/derive"}])
    jsonschema.validate(out, derive)
    bad = dict(out, input_errors=[{k: v for k, v in e.items() if k != "text"} for e in out["input_errors"]])
    with pytest.raises(jsonschema.ValidationError):   # (each entry has its text: the schema says so)
        jsonschema.validate(bad, derive)
    from pyglue import render

    text = render.derivation_text(s, d)
    assert "input error: a: its copy effects' sources loop back to it" in text and "(CR 707.2)" in text


def test_a_commander_that_cant_be_one_is_said_with_the_rules_text_903_3(engine):
    """CR 903.3: a commander is a legendary creature card (or Vehicle, Spacecraft, or a card saying it can be);
    Grizzly Bears isn't, so derive's input error for it says so, citing 903.3, in the rules' own text."""
    s = make_state([{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                     "commander": True}])
    d = engine.derive(s)
    assert [(e.where, e.check, e.rule, e.severity) for e in d.input_findings] == \
        [("bears", "not_a_possible_commander", "903.3", "error")]
    assert "no legendary creature" in d.input_findings[0].text


def test_input_checks_are_state_invariants_with_their_rule_numbers():
    """Issue 26 item 2: the input checks (input.lp's, from input_checks.lp) are invariants of `mtgasp check`, each
    with the same rule number and text: e.g. tapped_zone, CR 110.5d; step_of_phase, CR 501.1, 506.1, 512.1."""
    given = check_texts("input.lp")
    known = {n: (r, t) for n, r, t in invariants()}
    assert len(given) >= 25
    for name, (rule, severity, text) in given.items():
        assert severity == "error" and known[name] == (rule, text), name
    assert known["tapped_zone"][0] == "110.5d" and known["step_of_phase"][0] == "501.1, 506.1, 512.1"


def _without(tmp_path: Path, file: str, line: str) -> str:
    rules = tmp_path / "rules_asp"
    shutil.copytree(ROOT / "rules_asp", rules)
    path = rules / file
    text = path.read_text(encoding="utf-8")
    assert line in text
    path.write_text(text.replace(line, ""), encoding="utf-8")
    return str(rules)


TAPPED_LINE = "status_fluent(tapped(O), O, T) :- changing(O, T), true(tapped(O), T)."


def test_a_reached_state_breaking_an_input_check_is_reported_by_check_110_5d(engine, tmp_path):
    """CR 110.5d, 400.7, 704.5g: only permanents are tapped; a tapped Grizzly Bears (2/2) with 2 damage marked is
    destroyed by the state-based action check and the card in the graveyard is neither tapped nor untapped. With the
    frame rule that ends a moving object's status removed (an engine on those rules makes the step), the card would
    stay tapped: `check` on the state reports the state the step reaches as breaking the input check tapped_zone,
    with its rule number 110.5d, at the card's tapped field (also after Alice's pass, whose next rules event is the
    same check); with the real rules it holds."""
    s = make_state([{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                     "tapped": True, "damage": 2}])
    assert check(engine, [s], only="tapped_zone").holds
    rules = _without(tmp_path, "kernel/frame.lp", TAPPED_LINE)
    wrong = Engine()
    wrong.program = parse_rules("main.lp", rules_dir=rules)
    r = check(wrong, [s], only="tapped_zone", rules=program(rules))
    assert {(v.invariant, v.rule, v.objects) for v in r.violations} == {("tapped_zone", "110.5d", "object(bears, tapped)")}
    # (the check itself, and the pass after which the same check comes: each the state it reaches)
    assert "event: state_based_actions -> result" in {v.step for v in r.violations}
    assert all(v.step.endswith("event: state_based_actions -> result") for v in r.violations)


def test_the_bounded_check_finds_a_reached_state_breaking_an_input_check_110_5d_704_5f(engine, tmp_path):
    """CR 704.5f, 110.5d: Clone's printed power and toughness are 0/0, so a Clone on the battlefield that entered
    copying nothing is put into its owner's graveyard by the state-based action check, where the card is neither
    tapped nor untapped. With the frame rule that ends a moving object's status removed, the smallest counterexample
    to tapped_zone (an input check, now an invariant of the search) is one object and one step: a tapped Clone on the
    battlefield and the state-based actions, the state at time 1 breaking it with its rule number."""
    broken = _without(tmp_path, "kernel/frame.lp", TAPPED_LINE)
    r = check_bound(engine, bound=1, only="tapped_zone", rules_dir=broken, count=False)
    cx = r.counterexample
    assert cx is not None and (cx.objects, cx.steps) == (1, 1)
    (o1,) = cx.state.doc["objects"]
    assert (o1["card"], o1["zone"], o1.get("tapped")) == ("Clone", "battlefield", True)
    assert cx.step == "event: state_based_actions"
    assert [(n, rule, t) for n, rule, _, t in cx.violations] == [("tapped_zone", "110.5d", 1)]
    assert "o1" in cx.violations[0][2]


def test_a_state_the_engine_built_is_judged_by_the_input_checks_110_5d_500_1(engine):
    """A state the engine built is not checked again as it is read (pyglue.state.engine_state), but its queries judge
    it by the state invariants, the input checks among them: a Grizzly Bears card tapped in a graveyard (CR 110.5d:
    cards not on the battlefield are neither tapped nor untapped) in the beginning phase's declare attackers step
    (CR 500.1: the beginning phase's steps are untap, upkeep and draw) is impossible input naming each check, its rule
    and the details filled into its text."""
    from pyglue.inputs import invariant_findings
    from pyglue.state import engine_state

    s = make_state([{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    doc = dict(s.doc, phase="beginning", step="declare_attackers",
               objects=[dict(s.doc["objects"][0], zone="graveyard", tapped=True)])
    built = engine_state(doc, s.cards, "<built>")
    found = {(f.check, f.rule, f.text) for f in invariant_findings(engine.input_violations(built))}
    tapped = "only a permanent is tapped: a card or token elsewhere is neither tapped nor untapped"
    assert ("tapped_zone", "110.5d", tapped) in found
    assert ("step_of_phase", "501.1, 506.1, 512.1", "step declare_attackers is not part of phase beginning") in found


def test_an_input_error_on_a_card_hidden_from_the_viewer_names_its_opaque_id_402_3_205_3e(engine):
    """CR 402.3, 205.3e: Bob's Strixhaven-Lorwyn Rover in his hand with Human chosen before the game (none of the
    eight Lorwyn types its text lists) is an input error; derived as Alice sees the state, the card is hidden from her,
    so the finding names its opaque id (hidden:bob:hand:1), never the state's id, and keeps the rules' text."""
    s = make_state([{"id": "rv", "card": "The Strixhaven-Lorwyn Rover", "zone": "hand", "owner": "bob",
                     "chosen_before_game": {"creature_type": "Human"}}])
    assert engine.derive(s).input_errors == [("rv", "not_a_lorwyn_creature_type", "205.3e")]
    (e,) = engine.derive(s, viewer="alice").input_findings
    assert (e.where, e.check, e.rule) == ("hidden:bob:hand:1", "not_a_lorwyn_creature_type", "205.3e")
    assert e.text.startswith("the creature type chosen for it before the game is none of the eight Lorwyn")
