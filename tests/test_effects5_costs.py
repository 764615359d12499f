"""Branch effects5: Preston, the Vanisher's "{1}{W}, Sacrifice five Illusions: Exile target nonland permanent." (CR
118.3, 602.2b, 701.21a; rules_asp/kernel/effects5_costs.lp). Each expected value was worked out from the CR before
the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

PRESTON = "Preston, the Vanisher"


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def test_118_3_701_21a_five_illusions_are_sacrificed_to_exile_a_permanent(engine):
    """With five Chronozoa (Illusions; each with time counters, so that none of their "when it dies, if it had no time
    counters" abilities triggers, 603.4) Alice activates it targeting Bob's Grizzly Bears: all five are sacrificed as the
    cost is paid (701.21a); resolved, the Bears is exiled. With four the cost can't be paid (118.3, 602.2b)."""
    (ab,) = [a for a in library()[PRESTON]["abilities"] if isinstance(a, dict) and "also" in a]
    assert ab["also"] == {"sacrifice_subtypes": {"count": 5, "subtype": "Illusion"}}
    zoas = [bf(f"z{k}", "Chronozoa", counters={"time": 2}) for k in range(5)]   # (no death trigger: 603.4)
    base = [bf("pr", PRESTON), bf("p1", "Plains"), bf("p2", "Plains"), bf("bbear", "Grizzly Bears", "bob")]
    act = {"action": "activate", "object": "pr", "ability": ab, "targets": ["bbear"]}
    four = make_state(base + zoas[:4])
    w = engine.why_not(four, act)
    assert ("cannot_pay(sacrifice_subtypes(5, Illusion))", "118.3") in w.failures
    s = only(engine.apply(make_state(base + zoas), act))
    assert {obj(s, z["id"])["zone"] for z in zoas} == {"graveyard"}
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert obj(s, "bbear")["zone"] == "exile"


def test_702_74a_ashling_grants_evoke_to_elemental_permanent_spells_from_the_hand(engine):
    """With Ashling, the Limitless, Alice may cast Spawnwrithe (an Elemental creature card in her hand) for evoke {4}
    with four Islands (702.74a, 118.9); Grizzly Bears (no Elemental) can't be cast that way. Resolved, the evoked
    Spawnwrithe enters and its evoke trigger sacrifices it."""
    s = make_state([bf("ash", "Ashling, the Limitless"), *[bf(f"i{k}", "Island") for k in range(4)],
                    {"id": "sw", "card": "Spawnwrithe", "zone": "hand", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    assert not engine.why_not(s, {"action": "cast", "object": "gb", "cost": "evoke"}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "sw", "cost": "evoke"}))
    for _ in range(4):   # the spell resolves, then the evoke trigger
        if not s.doc.get("stack"):
            break
        s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert obj(s, "sw")["zone"] == "graveyard"
