"""Staged grounding with the rules' own tables grounded once (pyglue/relevant.py, ``static`` and ``prune``; issue 25).

A staged query adds the atoms of the rules' tables as facts, only those that a statement grounded as usual reads,
and leaves the tables' statements out. A later stage is pruned by what the grounding so far has atoms of: a table
only other tables read (``multi/1`` under ``characteristic(C) :- multi(C)``) has none there, yet its statements
fired. Taken as dead, it left out what reads the tables in that stage (``printed/4`` in the rules: a token copy
that entered under Mystic Reflection lost its copy values, tests/test_foretell_cards_c.py). The answer of a staged
query is the answer of the same statements grounded at once."""

from __future__ import annotations

import pytest
from clingo import Function, Control

from pyglue.relevant import extended, fact_predicates, stages, static
from pyglue.solve import Engine, _QueryFacts

from .test_relevant_symbols import _parsed

#: a table read only by another table, and a rule reading the second table and a fact, in one later stage
PROGRAM = """
tab(a). tab(b).
cat(X) :- tab(X).
out(X) :- in(X), cat(X).
#show out/1.
"""


def _whole(texts, facts):
    ctl = Control(["--warn=none"])
    ctl.add("base", [], "\n".join(texts) + "\n" + "".join(f"{s}." for s in facts))
    ctl.ground([("base", [])])
    return [sorted(str(s) for s in m.symbols(shown=True)) for m in [next(iter(ctl.solve(yield_=True)))]]


def test_the_program_is_staged_with_its_tables_grounded_once():
    """The case under test: ``cat/1``'s rule is in a later stage with its reader, ``tab/1`` and ``cat/1`` are
    tables, and only ``cat/1``'s atoms go in as facts (``tab/1`` is read by a table alone)."""
    texts = extended([], _parsed(PROGRAM))
    facts = [Function("in", [Function("a")])]
    preds = fact_predicates(facts)
    first, later, probes = stages(texts, "apply", preds)
    assert any(texts.index("cat(X) :- tab(X).") in stage for stage in later)
    fixed, reps, present = static(texts, "apply", preds)
    assert {texts[i] for i in fixed} == {"tab(a).", "tab(b).", "cat(X) :- tab(X)."}
    assert len(reps) == 2  # cat(a), cat(b)
    assert present == {("tab", 1), ("cat", 1)}


@pytest.mark.parametrize("fact", ["a", "c"])
def test_a_staged_query_reads_the_tables_its_stage_derives(fact):
    """``out(a)`` holds when ``in(a)`` does (``cat(a)`` from ``tab(a)``), none for ``in(c)``: as the statements
    grounded at once say."""
    texts = extended([], _parsed(PROGRAM))
    facts = [Function("in", [Function(fact)])]
    expected = [["out(a)"]] if fact == "a" else [[]]
    assert _whole(texts, facts) == expected
    found = Engine(on_message=lambda code, text: None).solve(
        _QueryFacts(facts, "apply", fact_predicates(facts)), program=texts)
    assert [sorted(str(s) for s in m) for m in found] == expected
