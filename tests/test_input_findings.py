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

import jsonschema
import pytest

from pyglue import crtext
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
