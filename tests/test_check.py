"""`mtgasp check`: the invariants of rules_asp/invariants.lp (each cites its CR rule) hold on the example
states and every step from them, and a deliberately broken rule is caught with the invariant it breaks."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pyglue import load_state
from pyglue.check import check, invariants, program, step_violations
from pyglue.state import InputError

from .conftest import EXAMPLES, ROOT, make_state

STATES = [EXAMPLES / "states" / "croaking_counterpart.yaml", EXAMPLES / "states" / "prepare_lifecycle.yaml"]


def _broken(tmp_path: Path, line: str) -> list:
    """The checker's program over a copy of rules_asp/ whose prepare.lp lacks ``line``."""
    rules = tmp_path / "rules_asp"
    shutil.copytree(ROOT / "rules_asp", rules)
    text = (rules / "prepare.lp").read_text(encoding="utf-8")
    assert line in text
    (rules / "prepare.lp").write_text(text.replace(line, ""), encoding="utf-8")
    return program(str(rules))


def test_at_least_twenty_named_cited_invariants():
    """Issue 6: at least 20 invariants, each named and cited."""
    inv = invariants()
    assert len(inv) >= 20 and all(rule[0].isdigit() and text for _, rule, text in inv)


def test_invariants_hold_on_the_example_states(engine):
    """Every invariant holds in both example states, on every legal action and rules event from them, and in
    every state those steps reach."""
    r = check(engine, [load_state(p) for p in STATES])
    assert r.holds, r.violations
    assert (r.states, r.steps > 0, r.outcomes >= r.steps) == (2, True, True)


AVIATOR = {"id": "av", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}


def test_removing_the_prepare_copy_rule_is_caught_722_3c(engine, tmp_path):
    """CR 722.3c: with the rule that makes the exiled copy removed from prepare.lp, becoming prepared breaks
    prepared_copy_is_made; with the real rules it doesn't."""
    s = make_state([AVIATOR])
    ev = {"event": "become_prepared", "object": "av"}
    assert step_violations(engine, s, ev)[1] == []
    broken = _broken(tmp_path, "starts(prepare_copy(N, O), T) :- prepare_copy_made(O, N, _, _, T).")
    assert ("prepared_copy_is_made", "722.3c", "av") in step_violations(engine, s, ev, rules=broken)[1]


def test_removing_unprepare_on_cast_is_caught_by_check_601_2i(engine, tmp_path):
    """CR 601.2i, 722.3c: with "loses the designation as its copy is cast" removed, check finds the cast of
    the prepare copy that leaves the permanent prepared."""
    s = make_state([dict(AVIATOR, designations=["prepared"]),
                    {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "av",
                     "copy_effects": [{"prepare_of": "av"}]},
                    {"id": "i1", "card": "Island", "zone": "battlefield", "owner": "alice"}])
    assert check(engine, [s]).holds
    r = check(engine, [s], rules=_broken(tmp_path, "ends(designation(O, prepared), T) :- unprepares(O, T)."))
    assert {(v.invariant, v.rule, v.objects) for v in r.violations} >= {("unprepared_when_cast", "601.2i", "av")}


def test_only_and_unknown_invariant(engine):
    """--only checks one invariant; an unknown name is an input error naming the known ones."""
    r = check(engine, [load_state(STATES[0])], only="one_zone")
    assert r.invariants == ["one_zone"] and r.holds
    with pytest.raises(InputError, match="unknown invariant"):
        check(engine, [], only="nope")
