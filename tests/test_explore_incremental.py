"""Incremental explore (issue 14 point 1) agrees with step-by-step apply: a plan found by ``explore`` replayed
one step at a time with :meth:`pyglue.solve.Engine.apply` (``settle=False``: the plan's rules events are its own
steps) has the same events, so the same new object ids, and the final state the CR gives. The expected ids and
values are worked out from the rules before running: a new object's id is its origin, its kind and its
timestamp (CR 613.7d-e: each new object or object changing zones gets the next timestamp)."""

from __future__ import annotations

import re

from pyglue import load_state
from pyglue.explore import Plan, explore

from .conftest import EXAMPLES, make_state

STATES = EXAMPLES / "states"


def _action(step) -> dict:
    """The apply action of a plan's step: a rules event by its name, a player's action with its choices."""
    if step.who == "rules":
        return {"event": step.what}
    m = re.fullmatch(r"(\w+)(?:\((\w[\w.]*)(?:, (\w+))?\))?", step.what)
    assert m, step.what
    kind, obj, cost = m.groups()
    act = {"action": kind, "player": step.who, **({"object": obj} if obj else {}), **({"cost": cost} if cost else {})}
    act.update(step.choices)
    return act


def _replay(engine, state, plan: Plan):
    """Each step applied with apply; every step must have an outcome with the plan's events (the payment left
    open: outcomes differing only in which lands paid have the same events). The last state."""
    for step in plan.steps:
        outs = engine.apply(state, _action(step), settle=False)
        same = [o for o in outs if sorted(o.events) == sorted(step.events)]
        assert same, (step.what, step.events, [o.events for o in outs])
        state = same[0].state
    return state


def _objects(state) -> dict:
    return {o["id"]: o for o in state.doc["objects"]}


def test_replayed_prepare_plan_has_the_prepare_copy_id_722_3a_722_3c(engine):
    """Emeritus of Abundance cast from the hand and resolved (CR 601.2, 117.4, 608.3) enters prepared (722.3a)
    with its prepare copy in exile (722.3c). The state's latest timestamp is 10 (the libraries' cards have 0):
    the spell on the stack gets 11 and, entering the battlefield, 12; the copy is made as it enters, so its id
    is emab.prepare_copy.12 in explore's plan and in apply's replay alike."""
    st = load_state(str(STATES / "prepare_lifecycle.yaml"))
    length, (plan,) = explore(engine, st, "prepared(O, T)", horizon=4, plans=1)
    assert length == 3
    (made,) = [e for s in plan.steps for e, r in s.events if r == "722.3c"]
    assert made == "prepare_copy_created(emab.prepare_copy.12, emab)"
    end = _objects(_replay(engine, st, plan))
    assert end["emab"]["zone"] == "battlefield" and "prepared" in end["emab"]["designations"]
    assert end["emab.prepare_copy.12"]["zone"] == "exile"


def test_replayed_token_copy_plan_has_the_token_id_707_2_722_3c(engine):
    """The CR 722.3c Example's first step: Croaking Counterpart cast targeting Encouraging Aviator and resolved
    makes a token copy (707.2). Latest timestamp 7: the spell gets 8 on the stack, the token 9 (613.7d):
    croak.token.9, a 1/1 green Frog copy of the Aviator (707.9b) on Alice's battlefield, in both."""
    st = load_state(str(STATES / "croaking_counterpart.yaml"))
    goal = "is_token(O, T), true(copy_effect(O, E, _), T), true(copy_source(E, obj(aviator)), T)"
    length, plans = explore(engine, st, goal, horizon=4, plans=1)
    (plan,) = plans
    assert length == 3 and plan.steps[0].choices == {"targets": ["aviator"]}
    assert ("created_token_copy(croak.token.9, aviator)", "707.2") in plan.steps[-1].events
    end = _replay(engine, st, plan)
    tok = engine.derive(end).object("croak.token.9").characteristics
    assert (tok["power"], tok["toughness"], tok["colors"], tok["subtypes"]) == (1, 1, ["green"], ["Frog"])
    assert _objects(end)["croak"]["zone"] == "graveyard"


def test_replayed_declaration_makes_the_frog_prepared_508_1_722_3a(engine):
    """Alice's declare attackers step with the Frog token copy of the Aviator (issue 12 point 6: a real
    declaration, no what-if event): declare it as an attacker (508.1), its "whenever this creature attacks"
    trigger goes on the stack (603.3), both pass (117.4) and it becomes prepared (722.3a), tapped by the
    declaration (508.1f). The latest timestamp is 2: the trigger, an object on the stack, is frog.ability.3;
    once it has resolved it ceases to exist (608.2n) and the prepare copy made then (722.3c) is
    frog.prepare_copy.4; replayed with apply, the same ids."""
    st = make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "except": {"subtypes": ["Frog"], "power": 1, "toughness": 1},
                           "timestamp": 2}]}], phase="combat", step="declare_attackers", priority=None)
    length, plans = explore(engine, st, "prepared(\"frog\", T)", horizon=5, plans=1)
    (plan,) = plans
    assert length == 4 and [s.what for s in plan.steps][:2] == ["declare_attackers", "put_triggers"]
    assert "frog" in plan.steps[0].choices["attackers"]
    assert ("put_on_stack(frog.ability.3)", "603.3") in plan.steps[1].events
    end = _objects(_replay(engine, st, plan))
    assert "prepared" in end["frog"].get("designations", []) and end["frog"].get("tapped") is True
    assert end["frog.prepare_copy.4"]["zone"] == "exile" and "frog.ability.3" not in end


def test_explore_command_names_the_budget_it_hit():
    """Issue 14: a search past its budget stops with a message naming that budget (exit 1, not a crash)."""
    from click.testing import CliRunner

    from pyglue.cli import main

    r = CliRunner().invoke(main, ["explore", str(STATES / "croaking_counterpart.yaml"), "--goal", "token_copy_prepared",
                                  "--horizon", "12", "--time-budget", "0.01"])
    assert r.exit_code == 1 and "the search hit its time budget of 0.01 s" in r.output
    r = CliRunner().invoke(main, ["explore", str(STATES / "croaking_counterpart.yaml"), "--goal", "x(", "--time-budget",
                                  "0"])
    assert r.exit_code == 2
