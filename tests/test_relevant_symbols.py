"""Filter 1 with the function symbols of the facts (pyglue/relevant.py, issue 25.2): a rule whose positive body
names a symbol (``has_ability(O, foo(X), T)``, ``Ab = foo(_)`` on a bound ``Ab``, ``char(O, abilities, foo(..), T)``)
that neither the state's facts nor a rule that can fire make can't fire, so a card-ability template's rules are
left out on a state without such a card, however many templates there are. The answers stay those of the whole
rules (tests/test_relevant.py compares them on every example state)."""

from __future__ import annotations

from pathlib import Path

import pytest
from clingo import ast as clingo_ast

from pyglue.relevant import (
    SYMBOLS_LISTED,
    extended,
    fact_predicates,
    relevant,
    shipped,
    stages,
    static,
    symbol,
)
from pyglue.state import load_state

DEMO = Path(__file__).resolve().parent.parent / "examples" / "states" / "croaking_counterpart.yaml"


@pytest.fixture(autouse=True, scope="module")
def _forget_asts():
    """The slices cached here hold AST statements: dropped before clingo's AST module is torn down at exit."""
    from pyglue.program import release_at_exit as _release_at_exit

    _release_at_exit()


def _parsed(text):
    out = []
    clingo_ast.parse_string(text, out.append)
    return [s for s in out if s.ast_type != clingo_ast.ASTType.Program]


def _templates(n):
    """``n`` test templates (test-only functors ``zz_test_k``, in no card): rules keyed on the ability term as the
    rules of a template are (an ability read through has_ability with an equality, through char and copiable),
    some deriving what legal shows (legal/3, fails/5) or a constraint, so that only filter 1 can drop them."""
    rules = []
    for k in range(n):
        rules.append(f"""
            zz_test_{k}(O, X, T) :- has_ability(O, Ab, T), Ab = zz_test_{k}(X).
            zz_test_{k}_char(O, T) :- char(O, abilities, zz_test_{k}_static(_), T), permanent(O, T).
            zz_test_{k}_copy(O, X, T) :- zz_test_{k}(O, X, T), copiable(O, main, abilities, zz_test_{k}(X), T).
            legal(P, activate(O, zz_test_{k}(X)), T) :- zz_test_{k}_copy(O, X, T), controller(O, P, T).
            fails(P, cast(O, K), zz_test_{k}, "601.2", T) :- cast_cost(P, O, K, T), zz_test_{k}_char(O, T).
            :- zz_test_{k}(O, X, T), X < 0.
        """)
    return _parsed("\n".join(rules))


def test_facts_list_their_symbols():
    """The facts' predicates list the function symbols of their terms, at any depth (not strings or numbers)."""
    from pyglue import Engine

    preds = fact_predicates(Engine()._facts(load_state(DEMO), "legal"))
    assert SYMBOLS_LISTED in preds
    assert symbol("battlefield", 0) in preds  # true(zone("aviator", battlefield), 0)
    assert symbol("create_token_copy", 1) in preds  # deep inside Croaking Counterpart's spell ability
    assert symbol("spell", 2) in preds


def test_templates_absent_from_the_state_leave_the_slice_unchanged(engine):
    """Adding 50 test templates (300 rules keyed on functors no card of the demo state has) leaves the statements
    a legal, derive, settle or apply query on the demo state grounds exactly as they were: the same slice, the same
    stages, the same statements grounded once as the rules' own tables."""
    state = load_state(DEMO)
    rules = shipped("rules")
    more = extended(rules, _templates(50))
    assert len(more) == len(rules) + 300
    for mode in ("legal", "derive", "settle", "apply"):
        preds = engine._facts(state, mode).predicates
        assert relevant(more, mode, preds) == relevant(rules, mode, preds), mode
        a, b = stages(more, mode, preds), stages(rules, mode, preds)
        assert (a is None) == (b is None)
        if a is not None:
            assert a[0] == b[0] and a[2] == b[2]
            assert [[more[i] for i in s] for s in a[1]] == [[rules[i] for i in s] for s in b[1]]
        assert sorted(more[i] for i in static(more, mode, preds)[0]) == \
            sorted(rules[i] for i in static(rules, mode, preds)[0])


def test_a_template_present_in_the_state_is_kept(engine):
    """The same templates' rules are kept once the facts have their functor (a card with that ability), and a
    set of fact predicates made by hand (without SYMBOLS_LISTED) takes every symbol as present."""
    state = load_state(DEMO)
    more = extended(shipped("rules"), _templates(3))
    preds = engine._facts(state, "legal").predicates
    kept = "\n".join(relevant(more, "legal", preds | {symbol("zz_test_1", 1)}))
    assert "zz_test_1(X)" in kept and "zz_test_0(X)" not in kept
    kept = "\n".join(relevant(more, "legal", frozenset(preds - {SYMBOLS_LISTED})))
    assert all(f"zz_test_{k}(X)" in kept for k in range(3))


def test_a_symbol_a_rule_makes_is_not_needed_from_the_facts():
    """A symbol a rule that can fire makes (``g(X)`` in a head) is present for the rules reading it; one a head
    only passes on (``when(E, C)`` matched in the body) is not made by that rule."""
    stmts = _parsed("""
        a(g(X)) :- b(X).
        c(X) :- a(g(X)).
        d(W) :- e(W), W = when(_, _).
        e(when(E, C)) :- e(when(E, C)), b(E), b(C).
        #show c/1.
        #show d/1.
    """)
    preds = frozenset({("b", 1), ("e", 1), SYMBOLS_LISTED})
    kept = {str(s) for s in relevant(stmts, "derive", preds)}
    assert any(s.startswith("c(") for s in kept)
    assert not any(s.startswith("d(") for s in kept)
    kept = {str(s) for s in relevant(stmts, "derive", preds | {symbol("when", 2)})}
    assert any(s.startswith("d(") for s in kept)


def _attack_state():
    """Alice's declare attackers step (CR 508.1), turn 3: Encouraging Aviator ("Whenever this creature attacks, it
    becomes prepared") on her battlefield since an earlier turn, Bob with Grizzly Bears; no player has priority
    while attackers are declared (CR 507.1... 508.1: the active player declares first)."""
    from pyglue import state_from_document

    objects = [{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "timestamp": 2},
               {"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "timestamp": 0},
               {"id": "blib", "card": "Island", "zone": "library", "owner": "bob", "timestamp": 0}]
    doc = {"turn": 3, "active_player": "alice", "phase": "combat", "step": "declare_attackers", "priority": None,
           "players": [{"name": p, "life": 20, "mana_pool": ""} for p in ("alice", "bob")], "objects": objects}
    return state_from_document(doc, source="test")


def test_an_attack_trigger_is_put_on_the_stack_after_the_declaration():
    """CR 508.1, 603.2, 603.3b: declaring Encouraging Aviator as an attacker triggers its ability, which is put on
    the stack before a player receives priority (CR 117.5, 603.3): the step names that event in its own grounding
    (the rules after the step at time 1, whose atoms have symbols only the step makes: ``attacking``,
    ``triggered``), so the resulting state has the ability on the stack; declaring no attacker triggers nothing."""
    from pyglue import Engine

    engine = Engine()
    state = _attack_state()
    attacked = engine.apply(state, {"action": "declare_attackers", "attackers": [{"object": "aviator", "player": "bob"}]})
    assert len(attacked) == 1
    stack = [o for o in attacked[0].state.to_document()["objects"] if o.get("zone") == "stack"]
    assert [o["ability"]["source"] for o in stack] == ["aviator"]
    none = engine.apply(state, {"action": "declare_attackers", "attackers": []})
    assert not [o for o in none[0].state.to_document()["objects"] if o.get("zone") == "stack"]


def test_a_step_names_the_next_event_as_a_settle_query_does():
    """The rules event a step names for the state after it (its settle part, grounded with the step) is the one a
    settle query on that resulting state names (CR 704.3, 603.3): for every legal action of a few example states
    and of the attack above (an Engine of its own: one whose program was read as ASTs has no settle part)."""
    from pyglue import Engine
    from pyglue.translate import action_facts

    engine = Engine()

    states = [_attack_state()] + [load_state(p) for p in sorted(DEMO.parent.glob("*.yaml"))[1:40:8]]
    checked = 0
    for state in states:
        for a in engine.legal_actions(state)[:4]:
            step, aux = action_facts(state, a.action)
            found = engine.solve(engine._facts(state, "apply", step + aux), models=0, project=True, then_settle=True)
            for (outcome, events) in engine._outcomes(state, found, None):
                if events is not None:
                    assert events == engine._settle_events(outcome.state), a.action
                    checked += 1
    assert checked >= 5
