"""Branch mech1 (session 7): new keywords and costs, on real cards by name from the bundled library (tiny states).
Each expected value was worked out from the CR text named in the test's docstring (September 25, 2026 edition) and
the card's rulings before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import lands, make_state, only
from .test_costs_more import bf, objects, pass_pass

# --- Loki Laufeyson: "Power-up — {4}{R}: Put two +1/+1 counters on Loki." (mana cost {1}{R}; CR 702.193a-b)

LOKI = "Loki Laufeyson"


def _power_up(name: str) -> dict[str, Any]:
    (ab,) = [a for a in library()[name]["abilities"] if isinstance(a, dict) and a.get("only") == "power_up"]
    return ab


def _act_power_up(oid: str, name: str) -> dict[str, Any]:
    return {"action": "activate", "object": oid, "ability": {"activated": _power_up(name)["activated"]}}


def test_loki_reads_power_up_702_193a():
    assert _power_up(LOKI) == {"activated": {"cost": "{4}{R}", "tap": False,
                                             "effect": {"put_counters": {"+1/+1": 2}, "to": "self"}},
                               "only": "power_up"}


def test_loki_power_up_costs_3_the_turn_he_entered_and_only_once_702_193a_702_193b(engine):
    """CR 702.193a-b, 118.7: Loki entered this turn, so {4}{R} is reduced by his mana cost {1}{R}: the {R} takes away
    the {R}, the {1} one generic: {3}, paid with alice's three Islands (no red source needed): one resulting state,
    the three Islands tapped. Resolving (608.2), Loki gets two +1/+1 counters (122.1). 702.193a: "Activate this ability
    only once": it can't be activated again (already_activated), even with mana for it."""
    s = make_state([bf("loki", LOKI, entered_this_turn=True), *lands("alice", islands=3)])
    s = only(engine.apply(s, _act_power_up("loki", LOKI)))
    objs = objects(s)
    assert all(objs[f"aisland{i}"].get("tapped") for i in (1, 2, 3))
    (s,) = pass_pass(engine, s)
    assert objects(s)["loki"].get("counters") == {"+1/+1": 2}
    assert ("already_activated", "702.193a") in engine.why_not(s, _act_power_up("loki", LOKI)).failures


def test_loki_power_up_full_cost_when_he_didnt_enter_this_turn_702_193a(engine):
    """CR 702.193a: Loki didn't enter this turn: the cost is {4}{R}, which three Islands can't pay (602.2b: the
    failure cannot_pay of the printed cost)."""
    s = make_state([bf("loki", LOKI), *lands("alice", islands=3)])
    assert ("cannot_pay({4}{R})", "602.2b") in engine.why_not(s, _act_power_up("loki", LOKI)).failures
    # ... and while he entered this turn, {3} is still three mana: two Islands can't pay it
    s = make_state([bf("loki", LOKI, entered_this_turn=True), *lands("alice", islands=2)])
    assert any(f.startswith("cannot_pay") and r == "602.2b"
               for f, r in engine.why_not(s, _act_power_up("loki", LOKI)).failures)


# --- Ran and Shaw: "Flying, firebending 2" (CR 702.189a: "Whenever this creature attacks, add {R}{R}. Until end of
# combat, you don't lose this mana as steps and phases end.")

RS = "Ran and Shaw"


def _pool(s, player: str) -> str:
    return next(p["mana_pool"] for p in s.doc["players"] if p["name"] == player)


def _passes(engine, s, n: int = 2):
    for _ in range(n):
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_ran_and_shaw_reads_flying_and_firebending_702_189a():
    assert library()[RS]["abilities"][:2] == ["flying", {"firebending": 2}]


def test_ran_and_shaw_attack_adds_two_red_kept_past_the_step_702_189a(engine):
    """CR 702.189a, 508.1m: Ran and Shaw attack: the firebending ability triggers (one ability on the stack, 603.3);
    it resolves: {R}{R} in alice's pool (that the mana lasts until end of combat is foretell_cards_d.lp's, tested with
    Sozin's Comet)."""
    s = make_state([bf("rs", RS)], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rs"]}))
    assert [o["ability"]["source"] for o in s.doc["objects"] if o["id"] in s.doc["stack"]] == ["rs"]
    s = _passes(engine, s)
    assert _pool(s, "alice") == "{R}{R}"
