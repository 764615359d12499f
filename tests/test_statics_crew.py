"""Crew N (branch statics, issue 22; rules_asp/kernel/statics_crew.lp).

CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total power N or greater:
This permanent becomes an artifact creature until end of turn." CR 702.122b: a creature tapped to pay it crews the
Vehicle. CR 602.2b, 118.3: a cost that can't be paid in full can't be paid. CR 514.2: "until end of turn" effects end
as the cleanup step ends. Each expected value was worked out from these rules before the engine was run. Real cards:
Esika's Chariot (a Vehicle artifact 4/4, crew 4), Grizzly Bears (2/2), Storm-Kiln Artist (2/2).
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

CREW4 = {"activated": {"cost": "", "tap": False, "effect": "self_becomes_artifact_creature"}, "also": {"crew_power": 4}}
CREW_AB = {"activated": {"cost": "", "tap": False, "effect": "self_becomes_artifact_creature"}}


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def crew(engine, s):
    return engine.apply(s, {"action": "activate", "object": "ch", "ability": CREW_AB})


def tapped(s) -> list[str]:
    return sorted(o["id"] for o in s.doc["objects"] if o.get("tapped"))


def test_crew_line_is_read_702_122a():
    assert CREW4 in library()["Esika's Chariot"]["abilities"]


def test_crew_cost_choices_total_power_702_122a(engine):
    """Three Grizzly Bears (power 2 each) and crew 4: any set of them with total power 4 or more may be tapped: the
    three pairs and all three (4 resulting states); the Chariot itself isn't tapped; the ability goes on the stack."""
    s = make_state([bf("ch", "Esika's Chariot"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears"),
                    bf("b3", "Grizzly Bears")])
    outs = crew(engine, s)
    assert sorted(tapped(o.state) for o in outs) == [["b1", "b2"], ["b1", "b2", "b3"], ["b1", "b3"], ["b2", "b3"]]
    assert all(len(o.state.doc["stack"]) == 1 for o in outs)


def test_not_enough_power_cant_be_activated_602_2b(engine):
    """One Grizzly Bears (power 2) can't pay crew 4: no activation is legal (CR 602.2b, 118.3)."""
    s = make_state([bf("ch", "Esika's Chariot"), bf("b1", "Grizzly Bears")])
    w = engine.why_not(s, {"action": "activate", "object": "ch", "ability": CREW_AB})
    assert ("cannot_pay(crew_power(4))", "702.122a") in set(w.failures)


def test_tapped_creatures_and_opponents_dont_count_702_122a(engine):
    """A tapped Grizzly Bears and Bob's Grizzly Bears don't count: with one untapped Bears of Alice's, 2 < 4."""
    s = make_state([bf("ch", "Esika's Chariot"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears", tapped=True),
                    bf("b3", "Grizzly Bears", "bob")])
    assert not engine.why_not(s, {"action": "activate", "object": "ch", "ability": CREW_AB}).legal


def test_crewed_vehicle_is_an_artifact_creature_until_end_of_turn_702_122a_514_2(engine):
    """The ability resolves: the Chariot is an artifact creature 4/4 (its printed power and toughness) this turn."""
    s = make_state([bf("ch", "Esika's Chariot"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears")])
    assert "creature" not in engine.derive(s).object("ch").characteristics["types"]
    s = only(crew(engine, s))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    c = engine.derive(s).object("ch").characteristics
    assert sorted(c["types"]) == ["artifact", "creature"]
    assert (c["power"], c["toughness"]) == (4, 4)
