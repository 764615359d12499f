"""Issue 13.4: apply names the next rules event (CR 117.5: state-based actions, CR 704.3, then triggered abilities,
CR 603.3) in each step's own solve, on the resulting state as time 1 (rules_asp/settle.lp), with no query of its
own per resulting state. Expected values from CR 704.5j and 704.5d (the legend rule meeting a copy, CR 707.2), as
in tests/test_legend_rule.py."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue import Engine

from .conftest import EXAMPLES, make_state

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]


def _legend_pair():
    isa = {"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "battlefield", "owner": "alice", "timestamp": 1}
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
           "copy_effects": [{"source": "isa", "timestamp": 2}]}
    return make_state([isa, tok], cards=CR707)


def test_settling_after_the_legend_rule_asks_no_separate_query_704_5j(monkeypatch):
    """CR 704.5j: Alice keeps one of her two Isamarus, the other goes to the graveyard; a token there ceases to
    exist at the next check (CR 704.5d, 111.7). Both resulting states are settled by the steps' own solves: the
    separate settle query (Engine._settle_events) is never asked."""
    engine = Engine(time_limit=120, on_message=lambda code, text: None)  # the shipped rules, as texts

    def refuse(state):
        raise AssertionError("a settle query of its own")

    monkeypatch.setattr(engine, "_settle_events", refuse)
    outs = engine.apply(_legend_pair(), {"event": "state_based_actions"})
    where = sorted(tuple(sorted((o["id"], o["zone"]) for o in out.state.doc["objects"])) for out in outs)
    # isa kept: the token went to the graveyard and then ceased (no object left for it); tok kept: isa in the
    # graveyard
    assert where == [(("isa", "battlefield"),), (("isa", "graveyard"), ("tok", "battlefield"))]
    assert all(any(e[0].startswith("legend_rule(") and e[1] == "704.5j" for e in out.events) for out in outs)


def test_the_step_and_a_settle_query_name_the_same_event_704_3():
    """CR 704.3: after the legend rule's check of one branch puts the token in the graveyard, the next event is
    another state-based action check (704.5d); the step's own solve names it as a settle query on that state
    does."""
    fresh = Engine(time_limit=120, on_message=lambda code, text: None)
    outs = fresh.apply(_legend_pair(), {"event": "state_based_actions"}, settle=False)
    tok_gone = next(o for o in outs if any(x["id"] == "tok" and x["zone"] == "graveyard" for x in o.state.doc["objects"]))
    assert fresh._settle_events(tok_gone.state) == ["state_based_actions"]
    found = fresh.solve(fresh._facts(_legend_pair(), "apply", _sba()), models=0, project=True, then_settle=True)
    named = {tuple(sorted(s.arguments[0].name for s in syms if s.name == "settle_next")) for syms in found
             if any(s.name == "settled" for s in syms)}
    assert named == {(), ("state_based_actions",)}


def _sba():
    from clingo import Function, Number

    return [Function("happens", [Function("state_based_actions"), Number(0)])]


def test_a_lord_that_entered_this_step_counts_at_the_check_611_3a_613_4c_704_5f():
    """CR 611.3a, 613.4c, 704.5f, 704.3 (issue 25, apply15's note on the settle part's statements without a time):
    Biowaste Blob (a 0/0 Ooze, "Oozes you control get +1/+1.", the bundled library's card) resolves. On the battlefield
    its static ability applies at once to whatever its text says (611.3a), the Blob itself included: layer 7c makes
    it 1/1 (613.4c). So when state-based actions are checked after the resolution (117.5, 704.3) no creature has
    toughness 0 (704.5f does not apply) and no triggered ability waits: the step names no rules event. (The rules
    unpack the lord's tuple of creature types without a time, statics_lords.lp's st_tuple/1; grounded with the step
    while the Blob was on the stack, it gave the state after the step nothing, and the step named a check of
    state-based actions that found none.)"""
    engine = Engine(time_limit=120, on_message=lambda code, text: None)
    blob = {"id": "blob", "card": "Biowaste Blob", "zone": "stack", "owner": "alice", "timestamp": 1}
    state = make_state([blob], stack=["blob"], passed=["bob"])
    # the step's own solve, as apply asks it: the events it names for the state after it (settle_next), if it names
    from pyglue.translate import action_facts

    step, aux = action_facts(state, {"action": "pass"})
    found = engine.solve(engine._facts(state, "apply", step + aux), models=0, project=True, then_settle=True)
    named = {tuple(sorted(s.arguments[0].name for s in syms if s.name == "settle_next")) for syms in found
             if any(s.name == "settled" for s in syms)}
    assert named <= {()}
    (out,) = engine.apply(state, {"action": "pass"})
    assert [(o["id"], o["zone"]) for o in out.state.doc["objects"]] == [("blob", "battlefield")]
    assert engine._settle_events(out.state) == []
    chars = engine.derive(out.state).object("blob").characteristics
    assert (chars["power"], chars["toughness"]) == (1, 1)

