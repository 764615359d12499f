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


# --- Foggy Swamp Visions ({1}{B}{B} sorcery): "As an additional cost to cast this spell, waterbend {X}." then "Exile X
# target creature cards from graveyards. For each creature card exiled this way, create a token that's a copy of it.
# ..." (CR 701.67a-b, 601.2b, 601.2f, 107.3a)

FSV = "Foggy Swamp Visions"


def _swamps(n: int) -> list[dict[str, Any]]:
    return [bf(f"sw{i}", "Swamp") for i in range(1, n + 1)]


def _gy(oid: str, card: str, owner: str = "bob") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def _fsv_cast(x: int, targets: list[str]) -> dict[str, Any]:
    return {"action": "cast", "object": "fsv", "x": x, "targets": targets}


def test_foggy_swamp_visions_reads_waterbend_x_701_67a():
    assert library()[FSV]["abilities"][0] == {"additional_waterbend": "{X}"}


def test_foggy_swamp_visions_waterbend_taps_creatures_for_x_701_67a(engine):
    """CR 601.2b, 107.3a: alice announces X = 2 and targets bob's two creature cards; 601.2f: the total cost is
    {1}{B}{B} plus the waterbend {2}: five mana. 701.67a: she has three Swamps and two untapped Grizzly Bears: the
    Swamps pay {1}{B}{B}, the two Bears are tapped for the {2} (summoning sickness doesn't matter, 302.6: no {T}
    cost): one resulting state, all five tapped, the spell on the stack with X = 2. Resolving (608.2), both cards are
    exiled and alice creates two tokens that are copies of Grizzly Bears (707.2, 111.1)."""
    s = make_state([{"id": "fsv", "card": FSV, "zone": "hand", "owner": "alice"}, *_swamps(3),
                    bf("gb1", "Grizzly Bears"), bf("gb2", "Grizzly Bears"),
                    _gy("c1", "Grizzly Bears"), _gy("c2", "Grizzly Bears")])
    s = only(engine.apply(s, _fsv_cast(2, ["c1", "c2"])))
    objs = objects(s)
    assert all(objs[i].get("tapped") for i in ("sw1", "sw2", "sw3", "gb1", "gb2"))
    assert s.doc["stack"] == ["fsv"]
    (s,) = pass_pass(engine, s)
    objs = objects(s)
    assert objs["c1"]["zone"] == objs["c2"]["zone"] == "exile"
    toks = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert len(toks) == 2 and all(o.get("controller", o["owner"]) == "alice" for o in toks)


def test_foggy_swamp_visions_creatures_pay_only_the_waterbend_part_701_67b(engine):
    """CR 701.67b: with X = 1 the total cost is {1}{B}{B}{1}; alice has two Swamps and two untapped Bears: the Swamps
    pay {B}{B}, one Bear the waterbend {1}, but no Bear may pay the {1} of the mana cost: the cast can't be paid
    (601.2h). With three Swamps and one Bear it can (the Bear for the waterbend {1})."""
    gy = [_gy("c1", "Grizzly Bears")]
    fsv = {"id": "fsv", "card": FSV, "zone": "hand", "owner": "alice"}
    s = make_state([fsv, *_swamps(2), bf("gb1", "Grizzly Bears"), bf("gb2", "Grizzly Bears"), *gy])
    assert any(f.startswith("cannot_pay") for f, _ in engine.why_not(s, _fsv_cast(1, ["c1"])).failures)
    s = make_state([fsv, *_swamps(3), bf("gb1", "Grizzly Bears"), *gy])
    s = only(engine.apply(s, _fsv_cast(1, ["c1"])))
    assert objects(s)["gb1"].get("tapped") and s.doc["stack"] == ["fsv"]
