"""Filter 1 at the level of arguments (pyglue/relevant.py, ``firing``; issue 25.2): a rule whose positive body literal
has a constant or functor at an argument (``zone(O, graveyard)``, ``legal(P, cast(O, dash), T)``) where no atom that
the facts and the rules that can fire make has it is left out of a query's grounding, even when the symbol is in the
facts elsewhere (so filter 1, which reads predicates and symbols, keeps it). Such a rule has no instance, so the
answers are those of the whole program."""

from __future__ import annotations

from pathlib import Path

import pytest
from clingo import Control, parse_term

from pyglue import Engine
from pyglue.relevant import SYMBOLS_LISTED, fact_predicates, fact_shapes, firing, relevant, shipped
from pyglue.state import load_state

from .test_relevant import STATES, _whole_of
from .test_relevant_symbols import _parsed

DEMO = Path(__file__).resolve().parent.parent / "examples" / "states" / "croaking_counterpart.yaml"

#: a test program: where an object is (obj/2 facts), the kinds of zone there are (kind/1 facts), casting from a hand
PROGRAM = """
zone(O, Z) :- obj(O, Z).
in_gy(O) :- zone(O, graveyard).
listed(O) :- zone(O, Z), kind(Z).
cast(O, K) :- zone(O, hand), K = mana.
cast(O, dash) :- zone(O, exile).
why(O, mana) :- cast(O, mana).
why(O, dash) :- cast(O, dash).
deep(O) :- wrapped(w(O, hand)).
deep2(O) :- wrapped(w(O, battlefield)).
:- in_gy(O), listed(O).
#show in_gy/1.
#show listed/1.
#show why/2.
#show deep/1.
#show deep2/1.
"""


def _answers(texts, facts):
    ctl = Control(["--warn=none", "--models=0"])
    ctl.add("base", [], "\n".join(texts) + "\n" + "".join(f"{s}.\n" for s in facts))
    ctl.ground([("base", [])])
    found = []
    ctl.solve(on_model=lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))))
    return sorted(found)


def test_a_rule_whose_constant_no_atom_has_at_its_place_is_left_out():
    """On a state with an object in a hand only (``graveyard`` and ``exile`` are in the facts, as kinds of zone, but
    at no zone/2 atom's second argument; ``battlefield`` only inside another term), the rules reading ``zone(O,
    graveyard)``, ``zone(O, exile)``, ``cast(O, dash)`` and ``wrapped(w(O, battlefield))`` and the constraint on
    in_gy/1 are left out; filter 1 keeps them all; the answers are the whole program's."""
    stmts = _parsed(PROGRAM)
    facts = [parse_term(s) for s in ("obj(a, hand)", "kind(graveyard)", "kind(exile)", "kind(hand)",
                                     "wrapped(w(a, hand))", "wrapped(v(a, battlefield))")]
    preds = fact_predicates(facts)
    assert SYMBOLS_LISTED in preds
    kept = relevant(stmts, "derive", preds)
    assert len(kept) == len(stmts)  # (filter 1: every predicate and symbol is there)
    fires = firing(stmts, "derive", preds, fact_shapes(stmts, facts))
    left = sorted(str(stmts[i]) for i in range(len(stmts)) if i not in fires)
    assert left == sorted(["in_gy(O) :- zone(O,graveyard).", "cast(O,dash) :- zone(O,exile).",
                           "why(O,dash) :- cast(O,dash).", "deep2(O) :- wrapped(w(O,battlefield)).",
                           "#false :- in_gy(O); listed(O)."])
    texts = [str(s) for s in stmts]
    assert _answers([texts[i] for i in sorted(fires)], facts) == _answers(texts, facts) == \
        [["deep(a)", "listed(a)", "why(a,mana)"]]
    # with an object in exile, its dash cast and why are kept (and in a graveyard, in_gy and the constraint)
    more = facts + [parse_term("obj(b, exile)"), parse_term("obj(c, graveyard)")]
    fires = firing(stmts, "derive", fact_predicates(more), fact_shapes(stmts, more))
    assert sorted(str(stmts[i]) for i in range(len(stmts)) if i not in fires) == \
        ["deep2(O) :- wrapped(w(O,battlefield))."]


def test_the_rules_legal_grounds_on_the_demo_state_leave_out_rules_of_other_costs():
    """On the CR 722.3c demo state, the legal query's slice (filter 1) has the rules that give the reasons of a dash
    or flashback cast (CR 702.109a, 702.34a): no card there has such a cost, but other costs' rules make
    ``legal(P, cast(O, K), T)`` atoms, so the predicate and the symbols are there; their cast kinds are not, and
    those rules are left out."""
    engine = Engine()
    state = load_state(DEMO)
    facts = engine._facts(state, "legal")
    rules = shipped("rules")
    texts = relevant(rules, "legal", facts.predicates)
    fires = firing(rules, "legal", facts.predicates, fact_shapes(rules, facts, at0=True))
    left = {rules[i] for i in range(len(rules)) if rules[i] is not None and i not in fires}
    dash = 'legal_reason(P,cast(O,dash),"702.109a",T) :- legal(P,cast(O,dash),T).'
    flashback = 'legal_reason(P,cast(O,flashback),"702.34a",T) :- legal(P,cast(O,flashback),T).'
    assert dash in texts and flashback in texts
    assert dash in left and flashback in left
    assert 'legal_reason(P,pass,"117.3d",T) :- legal(P,pass,T).' not in left


@pytest.mark.parametrize("path", STATES[::6], ids=lambda p: p.stem)
def test_a_query_without_the_rules_that_cannot_fire_gives_its_answers(engine, path):
    """A fresh Engine on the shipped rules (the rules' texts, fluents at time 0) answers legal and derive with the
    rules that can't fire on the facts' shapes left out: its answers are the whole rules' (every warning on)."""
    state = load_state(path)
    fresh = Engine()
    for mode in ("legal", "derive"):
        facts = engine._facts(state, mode)
        whole, _ = _whole_of(engine, state, mode, facts)
        assert fresh.solve(fresh._facts(state, mode), models=0, project=True) == whole, mode


def test_a_program_whose_text_does_not_say_its_atoms_is_not_filtered():
    """With a ``#const`` (its name stands for another term when grounded) or an ``#external`` (atoms no rule
    derives), nothing is left out; a fluent goes in as ``true(F, 0)`` when the query adds it so (at0)."""
    facts = [parse_term("obj(a, hand)")]
    for extra in ("#const where = graveyard.", "#external zone(b, graveyard)."):
        stmts = _parsed(PROGRAM + extra)
        preds = fact_predicates(facts)
        assert firing(stmts, "derive", preds, fact_shapes(stmts, facts)) is None, extra
    stmts = _parsed("in(O) :- true(zone(O, hand), 0).")
    fluent = [parse_term("true(zone(a, hand))")]
    assert {p for p, _ in fact_shapes(stmts, fluent, at0=True)} == {("true", 2)}
    assert {p for p, _ in fact_shapes(stmts, fluent)} == {("true", 1)}
