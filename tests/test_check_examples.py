"""`mtgasp check` on the example states: every state meant to be consistent keeps every invariant (the CR's own
Examples among them), and the copy invariant still catches a broken copy rule (CR 707.2, 707.9, 707.9d, 708.2)."""

from __future__ import annotations

import shutil

import pytest

from pyglue import load_state
from pyglue.research.check import check, program

from .conftest import EXAMPLES, ROOT

STATES = sorted(p for p in (EXAMPLES / "states").glob("*.yaml") if p.name != "broken.yaml")  # broken: on purpose
GARGANTUAN = EXAMPLES / "states" / "cr707_9d_quicksilver_gargantuan.yaml"
WANDERING = EXAMPLES / "states" / "cr707_3_wandering_ones.yaml"
COPY_RULE = "after(E, main, C, V, T) :- src_val(E, main, C, V, T), not exc_overrides(E, C, T),"


# every example state in a long run (MTGASP_LONG=1); every third one in the suite's default run (ten minutes)
@pytest.mark.parametrize("path", [p if i % 3 == 0 else pytest.param(p, marks=pytest.mark.long)
                                  for i, p in enumerate(STATES)], ids=[p.stem for p in STATES])
def test_every_consistent_example_state_keeps_the_invariants(engine, path):
    """Each example state (all but broken.yaml), every step from it and every state reached keep every invariant."""
    r = check(engine, [load_state(path)])
    assert r.holds, [(v.invariant, v.rule, v.objects) for v in r.violations]


def test_707_9d_example_quicksilver_gargantuan_keeps_copy_has_source_values(engine):
    """CR 707.9d Example: Quicksilver Gargantuan copying Tarmogoyf is 7/7 by its exception, and Tarmogoyf's
    power/toughness-defining ability isn't copied: its values differ from the source's as 707.9 allows."""
    assert check(engine, [load_state(GARGANTUAN)], only="copy_has_source_values").holds


def test_707_3_708_2_face_down_copy_keeps_copy_has_source_values(engine):
    """CR 707.3 Example, 708.2: a face-down permanent that became a copy of Wandering Ones is still a nameless 2/2
    while face down: the face-down values are its copiable values, not Wandering Ones'."""
    assert check(engine, [load_state(WANDERING)], only="copy_has_source_values").holds


@pytest.mark.long
def test_a_copy_rule_that_loses_the_name_is_caught_707_2(engine, tmp_path):
    """CR 707.2: with the copy rule broken so that a copy doesn't take its source's name, check reports
    copy_has_source_values on Quicksilver Gargantuan's name (name isn't among its exceptions)."""
    rules = tmp_path / "rules_asp"
    shutil.copytree(ROOT / "rules_asp", rules)
    text = (rules / "copy.lp").read_text(encoding="utf-8")
    assert COPY_RULE in text
    (rules / "copy.lp").write_text(text.replace(COPY_RULE, COPY_RULE.replace("T),", "T), C != name,", 1), 1),
                                   encoding="utf-8")
    r = check(engine, [load_state(GARGANTUAN)], only="copy_has_source_values", rules=program(str(rules)))
    assert ("copy_has_source_values", "707.2", "(qg,name)") in {(v.invariant, v.rule, v.objects.replace(" ", ""))
                                                               for v in r.violations}
