"""Bugs a new user and reviewers found in session 8 (issue 22's card oracle), fixed in session 9 (branch gaps10).

Each expected value comes from the September 25, 2026 CR and the cards' Oracle text (the bundled library's):
Hallway Heckler "{T}, Discard a card: Draw a card."; Chandra's Regulator "{1}, {T}, Discard a Mountain card or a red
card: Draw a card."
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def test_an_activation_names_the_card_it_discards_602_2b_118_3_701_9a(engine):
    """Alice controls Hallway Heckler, Chandra's Regulator and an untapped Forest; her hand is an Island and a
    Mountain. CR 602.2b, 601.2h, 118.3: an activation's cost is paid with a card of her hand: legal offers each card
    that can pay it (the Heckler: both; the Regulator, "a Mountain card or a red card": the Mountain only). CR 701.9a:
    apply with discard: [the Mountain] gives one resulting state, the Mountain in her graveyard and the Island still
    in hand. A card that isn't in her hand (the Forest), or not of the kind the cost asks (the Island for the
    Regulator), is refused under CR 118.3; two cards for a cost of one card are refused under 602.2b."""
    s = make_state([bf("hh", "Hallway Heckler"), bf("cr", "Chandra's Regulator"), bf("f", "Forest"),
                    hand("isl", "Island"), hand("mtn", "Mountain"),
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}])
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    offered = {a.action["object"]: a.choices for a in acts}
    assert offered == {"hh": {"discard": ["isl", "mtn"]}, "cr": {"discard": ["mtn"]}}
    heckler, regulator = (next(a.action for a in acts if a.action["object"] == o) for o in ("hh", "cr"))
    (out,) = engine.apply(s, dict(heckler, discard=["mtn"]))
    zones = {o["id"]: o["zone"] for o in out.state.doc["objects"]}
    assert (zones["mtn"], zones["isl"]) == ("graveyard", "hand")
    w = engine.why_not(s, dict(heckler, discard=["f"]))
    assert ("cannot_discard_for_cost(f)", "118.3") in w.failures
    w = engine.why_not(s, dict(heckler, discard=["isl", "mtn"]))
    assert ("discards_one(2)", "602.2b") in w.failures
    w = engine.why_not(s, dict(regulator, discard=["isl"]))
    assert ("cannot_discard_for_cost(isl)", "118.3") in w.failures
