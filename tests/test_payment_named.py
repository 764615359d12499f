"""An action's ``payment`` names the mana sources tapped to pay its cost (CR 601.2g-h, 602.2b): why-not and apply must
agree on it (docs/commands/why-not.md: an action why-not calls legal has a resulting state). Expected values worked
out from the CR before running the engine, on examples/states/croaking_counterpart.yaml (Croaking Counterpart, mana
cost {1}{G}{U}; Alice has three Islands and a Forest untapped and no mana in her pool):

- three sources that can pay {1}{G}{U} (the Forest and two Islands): legal, one resulting state, those three tapped;
- four sources for a cost of three mana: each named source is one that pays (601.2h: the player pays the total
  cost with the mana those sources make), so one would pay nothing: refused by both, with the counts in the reason;
- ``payment: []``, no source named (like ``targets: []``, "none chosen", not "not given"): nothing pays {1}{G}{U}
  and the pool is empty, so it can't be paid (601.2h): refused by both;
- the Forest alone (one source for three mana): refused by both (already so before).
"""

from __future__ import annotations

import pytest

from pyglue import IllegalAction, load_state

from .conftest import ROOT

STATE = ROOT / "examples/states/croaking_counterpart.yaml"


def _cast(payment: list[str]) -> dict:
    return {"action": "cast", "object": "croak", "targets": ["aviator"], "payment": payment}


def _refused(engine, payment: list[str]) -> list:
    state = load_state(STATE)
    why = engine.why_not(state, _cast(payment))
    assert not why.legal
    with pytest.raises(IllegalAction):
        engine.apply(state, _cast(payment))
    return why.failures


def test_601_2h_three_sources_for_three_mana_pay(engine):
    """CR 601.2h: Forest, Island, Island pay {1}{G}{U}: legal by why-not, and apply's one resulting state has the
    three tapped and the third Island untapped."""
    state = load_state(STATE)
    payment = ["forest1", "island1", "island2"]
    assert engine.why_not(state, _cast(payment)).legal
    (out,) = engine.apply(state, _cast(payment))
    tapped = {o["id"] for o in out.state.doc["objects"] if o.get("tapped")}
    assert {"forest1", "island1", "island2"} <= tapped and "island3" not in tapped


def test_601_2h_four_sources_for_three_mana_refused_by_both(engine):
    """CR 601.2h: four named sources for a total cost of three mana: one of them would pay nothing, so the payment
    the action names can't be the one made; why-not says so with both counts (4 named, 3 to pay)."""
    failures = _refused(engine, ["forest1", "island1", "island2", "island3"])
    assert ("payment_exceeds_cost(4, 3)", "601.2h") in failures


def test_601_2h_no_source_named_cannot_pay(engine):
    """CR 601.2h: ``payment: []`` names no source and the pool is empty: {1}{G}{U} can't be paid."""
    failures = _refused(engine, [])
    assert any(f[0].startswith("cannot_pay") for f in failures), failures


def test_601_2h_one_source_for_three_mana_cannot_pay(engine):
    """CR 601.2h: the Forest alone makes one mana of the three."""
    failures = _refused(engine, ["forest1"])
    assert any(f[0].startswith("cannot_pay") for f in failures), failures
