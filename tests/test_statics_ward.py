"""Ward with a discard cost (branch statics, issue 22; rules_asp/kernel/statics_keywords.lp).

CR 702.21a: "Ward—[cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." CR 701.9a: to discard a card is to move it
from its owner's hand to their graveyard. Each expected value was worked out from these rules before the engine was
run. Real cards: Arna Kennerüd, Skycaptain (4/4; "Ward—Discard a card."), Saruman of Many Colors (5/4;
"Ward—Discard an enchantment, instant, or sorcery card."), Lightning Bolt (instant), Grizzly Bears, Mountains.
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only


def obj(oid: str, card: str, zone: str = "battlefield", owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def zone_of(s, oid: str) -> str:
    return next(o for o in s.doc["objects"] if o["id"] == oid)["zone"]


def bolt_at(engine, target: str, bob_hand: list[dict[str, Any]]):
    """Bob, holding priority in Alice's turn, casts Lightning Bolt at Alice's creature; ward triggers (CR 702.21a) and
    goes on the stack above Bolt; both pass: the ward ability resolves. Each resulting state."""
    creature = {"arna": "Arna Kennerüd, Skycaptain", "saruman": "Saruman of Many Colors"}[target]
    s = make_state([obj(target, creature), obj("bolt", "Lightning Bolt", "hand", "bob"), obj("m", "Mountain", owner="bob"),
                    *bob_hand], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": [target], "player": "bob"}))
    assert len(s.doc["stack"]) == 2           # Bolt, and the ward ability above it
    s = only(engine.apply(s, {"action": "pass", "player": "bob"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def test_discard_or_be_countered_702_21a(engine):
    """Bob has Grizzly Bears in hand: he discards it (Bolt stays on the stack) or declines (Bolt is countered, to his
    graveyard): two resulting states."""
    outs = bolt_at(engine, "arna", [obj("gb", "Grizzly Bears", "hand", "bob")])
    got = sorted((zone_of(s, "gb"), zone_of(s, "bolt")) for s in outs)
    assert got == [("graveyard", "stack"), ("hand", "graveyard")]


def test_no_card_to_discard_countered_702_21a(engine):
    """With no other card in hand Bob can't pay: Bolt is countered (one state)."""
    (s,) = bolt_at(engine, "arna", [])
    assert zone_of(s, "bolt") == "graveyard"


def test_discard_of_the_named_types_only_702_21a(engine):
    """Saruman: Grizzly Bears (a creature card) can't pay "discard an enchantment, instant, or sorcery card": Bolt is
    countered; with a second Lightning Bolt in hand he may discard it instead (two states)."""
    (s,) = bolt_at(engine, "saruman", [obj("gb", "Grizzly Bears", "hand", "bob")])
    assert zone_of(s, "bolt") == "graveyard" and zone_of(s, "gb") == "hand"
    outs = bolt_at(engine, "saruman", [obj("bolt2", "Lightning Bolt", "hand", "bob")])
    assert sorted((zone_of(s, "bolt2"), zone_of(s, "bolt")) for s in outs) == [("graveyard", "stack"),
                                                                               ("hand", "graveyard")]


def test_own_spell_doesnt_trigger_ward_702_21a(engine):
    """Ward triggers only for an opponent's spell: Alice's own Lightning Bolt at Arna puts nothing above it."""
    s = make_state([obj("arna", "Arna Kennerüd, Skycaptain"), obj("bolt", "Lightning Bolt", "hand"), obj("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["arna"]}))
    assert s.doc["stack"] == ["bolt"]
