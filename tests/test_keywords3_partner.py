"""Partner with NAME (CR 702.124a, 702.124j; branch keywords3, issue 22; rules_asp/kernel/keywords3_partner.lp). Each
expected value was worked out from the CR text before the engine was run. Real cards: Will Kenrith ({4}{U}{U}
legendary planeswalker, "Partner with Rowan Kenrith") and Rowan Kenrith.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj


def test_702_124j_partner_with_reads():
    assert {"k3_partner_with": "Rowan Kenrith"} in library()["Will Kenrith"]["abilities"]
    assert {"k3_partner_with": "Will Kenrith"} in library()["Rowan Kenrith"]["abilities"]
    assert {"k3_partner_with": "Evie Frye"} in library()["Jacob Frye"]["abilities"]


def _entered(engine):
    """Will Kenrith cast and resolved: the states with its enters trigger on the stack, one per target."""
    s = make_state([{"id": "will", "card": "Will Kenrith", "zone": "hand", "owner": "alice"},
                    {"id": "rowan", "card": "Rowan Kenrith", "zone": "library", "owner": "alice",
                     "library_position": 1},
                    {"id": "brow", "card": "Rowan Kenrith", "zone": "library", "owner": "bob", "library_position": 1}]
                   + basics("alice", "Island", 6))
    s = only(engine.apply(only(engine.apply(s, {"action": "cast", "object": "will"})), {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def _stack(s):
    return [o for o in s.to_document()["objects"] if o["zone"] == "stack"]


def test_702_124j_603_6a_the_enters_trigger_targets_a_player(engine):
    """Will Kenrith resolves and enters (608.3): "When this permanent enters, target player may search ..." triggers
    (603.6a); its target is a player, Alice or Bob: one resulting state each as it is put on the stack (603.3d)."""
    outs = _entered(engine)
    assert all(obj(s, "will")["zone"] == "battlefield" for s in outs)
    assert sorted(tuple(_stack(s)[0].get("targets")) for s in outs) == [("alice",), ("bob",)]


def test_702_124j_the_target_player_may_put_the_named_card_into_their_hand(engine):
    """Targeting Alice, the trigger resolves: she may search her library for a card named Rowan Kenrith (702.124j,
    701.23a): two resulting states, Rowan in her hand or still in her library; Bob's Rowan stays in his library.
    Targeting Bob: his Rowan may go to his hand, Alice's stays."""
    got = {}
    for s in _entered(engine):
        who = _stack(s)[0]["targets"][0]
        outs = [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]
        got[who] = sorted((obj(o, "rowan")["zone"], obj(o, "brow")["zone"]) for o in outs)
    assert got == {"alice": [("hand", "library"), ("library", "library")],
                   "bob": [("library", "hand"), ("library", "library")]}
