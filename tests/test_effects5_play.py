"""Branch effects5: Stella Lee, Wild Card's "Whenever you cast your second spell each turn, exile the top card of your
library. Until the end of your next turn, you may play that card." (CR 406.2, 601.3, 305.1, 611.2a, 514.2;
rules_asp/kernel/effects5_play.lp), its triggered ability on the stack as the library reads it. Each expected value
was worked out from the CR before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

STELLA = "Stella Lee, Wild Card"


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def resolved(engine, top: str):
    ab = library()[STELLA]["abilities"][0]
    trig = {"id": "st.ability.1", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "st", "text": ab}}
    lib = [{"id": "l1", "card": top, "zone": "library", "owner": "alice", "library_position": 1},
           {"id": "l2", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2}]
    s = make_state([trig, bf("st", STELLA), bf("mtn", "Mountain"), *lib], stack=["st.ability.1"])
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_stella_lee_reads_whole():
    assert not [a for a in library()[STELLA]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def test_406_2_601_3_611_2a_the_exiled_card_is_playable_until_the_end_of_her_next_turn(engine):
    """Resolved: Lightning Bolt, the top card, is exiled (406.2); Alice may cast it from exile (601.3) now. Through
    Bob's turn and her next turn the permission lasts (611.2a); as her next turn ends, it ends (514.2)."""
    s = resolved(engine, "Lightning Bolt")
    assert (obj(s, "l1")["zone"], obj(s, "l2")["zone"]) == ("exile", "library")
    assert engine.why_not(s, {"action": "cast", "object": "l1", "targets": ["bob"]}).legal
    plays = []
    for _ in range(3):
        plays.append([e.get("play_for") for e in s.to_document().get("continuous_effects", [])])
        s = only(engine.apply(s, {"event": "end_turn"}))
    plays.append([e.get("play_for") for e in s.to_document().get("continuous_effects", [])])
    assert plays == [["alice"], ["alice"], ["alice"], []]


def test_305_1_a_land_exiled_this_way_is_played_from_exile(engine):
    """The top card is an Island: Alice may play it from exile as her land for the turn (305.1 via 601.3's permission);
    it enters the battlefield."""
    s = resolved(engine, "Island")
    s = only(engine.apply(s, {"action": "play", "object": "l1"}))
    assert obj(s, "l1")["zone"] == "battlefield"
