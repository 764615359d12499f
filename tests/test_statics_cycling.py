"""Cycling (branch statics, issue 22; rules_asp/kernel/statics_crew.lp).

CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an activated ability that functions only
while the card is in a player's hand. CR 602.2: its owner activates it while holding priority; the card is discarded
as the cost is paid, and the ability resolves on its own (CR 113.7a). Each expected value was worked out from these
rules before the engine was run. Waxen Shapethief (real card): {3}{U}, flash, "enter as a copy ...", cycling {2}.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

CYCLING = {"activated": {"cost": "{2}", "tap": False, "effect": {"draw": 1}}}


def obj(oid: str, card: str, zone: str = "battlefield", owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def zone_of(s, oid: str) -> str:
    return next(o for o in s.doc["objects"] if o["id"] == oid)["zone"]


def test_line_is_read_702_29a():
    assert dict(CYCLING, also="discard_this_card") in library()["Waxen Shapethief"]["abilities"]


def test_cycling_from_hand_discards_and_draws_702_29a(engine):
    """Alice pays {2} and discards Waxen Shapethief (to her graveyard); the ability resolves: she draws the top card of
    her library."""
    s = make_state([obj("ws", "Waxen Shapethief", "hand"), obj("i1", "Island"), obj("i2", "Island"),
                    obj("top", "Grizzly Bears", "library")])
    s = only(engine.apply(s, {"action": "activate", "object": "ws", "ability": CYCLING}))
    assert zone_of(s, "ws") == "graveyard"
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert zone_of(s, "top") == "hand"


def test_cycling_needs_the_mana_602_2b(engine):
    """With one Island, {2} can't be paid: not legal."""
    s = make_state([obj("ws", "Waxen Shapethief", "hand"), obj("i1", "Island")])
    assert not engine.why_not(s, {"action": "activate", "object": "ws", "ability": CYCLING}).legal


def test_cycling_only_from_the_hand_702_29a(engine):
    """On the battlefield the ability does nothing: activating it there isn't legal."""
    s = make_state([obj("ws", "Waxen Shapethief"), obj("i1", "Island"), obj("i2", "Island")])
    w = engine.why_not(s, {"action": "activate", "object": "ws", "ability": CYCLING})
    assert ("not_in_hand", "702.29a") in set(w.failures)


def test_only_the_owner_cycles_602_2(engine):
    """Bob can't activate the cycling ability of the card in Alice's hand, even holding priority."""
    s = make_state([obj("ws", "Waxen Shapethief", "hand"), obj("i1", "Island", owner="bob"),
                    obj("i2", "Island", owner="bob")], priority="bob")
    assert not engine.why_not(s, {"action": "activate", "object": "ws", "ability": CYCLING, "player": "bob"}).legal


def test_cycling_is_listed_as_legal_602_2(engine):
    """Alice, holding priority with two Islands, may cycle the card in her hand (a legal action listed by legal)."""
    s = make_state([obj("ws", "Waxen Shapethief", "hand"), obj("i1", "Island"), obj("i2", "Island")])
    acts = [a.action for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert {"action": "activate", "object": "ws", "ability": CYCLING} in acts


# --- "{2}, Sacrifice this artifact: Draw a card." (Esoteric Duplicator, {2}{U} artifact; CR 118.3, 701.21a)

SAC_DRAW = {"activated": {"cost": "{2}", "tap": False, "effect": {"draw": 1}}}


def test_sacrifice_this_artifact_as_a_cost_701_21a(engine):
    """Alice pays {2} and sacrifices Esoteric Duplicator (to her graveyard) as the ability goes on the stack; it
    resolves: she draws. The sacrifice also triggers the Duplicator's own "whenever you sacrifice this artifact or
    another artifact" (CR 603.2, 603.10a: a leaves-the-battlefield trigger looks back), which goes on the stack above
    the activated ability with an id of its own (CR 603.3, 400.7); with both Islands tapped she can't pay its {2}."""
    s = make_state([obj("ed", "Esoteric Duplicator"), obj("i1", "Island"), obj("i2", "Island"),
                    obj("top", "Grizzly Bears", "library")])
    assert dict(SAC_DRAW, also="sacrifice_self") in library()["Esoteric Duplicator"]["abilities"]  # (tokencopy's name)
    s = only(engine.apply(s, {"action": "activate", "object": "ed", "ability": SAC_DRAW}))
    assert zone_of(s, "ed") == "graveyard" and len(s.doc["stack"]) == 2 == len(set(s.doc["stack"]))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert len(s.doc["stack"]) == 1 and zone_of(s, "top") == "library"
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert zone_of(s, "top") == "hand"


def test_sacrifice_cost_needs_the_permanent_on_the_battlefield_113_6(engine):
    """In Alice's hand, Esoteric Duplicator's ability can't be activated (CR 113.6: a permanent's ability)."""
    s = make_state([obj("ed", "Esoteric Duplicator", "hand"), obj("i1", "Island"), obj("i2", "Island")])
    assert not engine.why_not(s, {"action": "activate", "object": "ed", "ability": SAC_DRAW}).legal


# --- "You create ..." after another instruction (Banish into Fable; CR 111.1)

def test_you_create_a_token_111_1(engine):
    """Banish into Fable ({4}{W}{U} instant): Bob's Grizzly Bears returns to his hand; Alice creates a 2/2 white
    Knight creature token with vigilance. (Cast from her hand, its own cast trigger goes on the stack above it first,
    CR 603.2, 603.3; with no artifact or enchantment it copies nothing, 608.2c, and then the spell resolves.)"""
    lands = [obj(f"p{k}", "Plains") for k in range(4)] + [obj("i1", "Island"), obj("i2", "Island")]
    s = make_state([obj("bif", "Banish into Fable", "hand"), obj("gb", "Grizzly Bears", owner="bob"), *lands])
    s = only(engine.apply(s, {"action": "cast", "object": "bif", "targets": ["gb"]}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "bif"
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["stack"] == ["bif"]
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert zone_of(s, "gb") == "hand"
    d = engine.derive(s)
    (tok,) = [o for o in d.objects if o.token]
    c = tok.characteristics
    assert (tok.controller, c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == \
        ("alice", "Knight Token", 2, 2, ["white"], ["Knight"])
    assert "vigilance" in c["abilities"]


def test_tap_and_sacrifice_this_land_400_7(engine):
    """Mirrorpool: "{4}{C}, {T}, Sacrifice this land: Create a token that's a copy of target creature you control."
    Paid with four Islands and a second Mirrorpool's {C}: the sacrificed land is in the graveyard untapped (a new
    object, CR 400.7); resolved, Alice has a token copy of Grizzly Bears."""
    s = make_state([obj("mp", "Mirrorpool"), obj("mp2", "Mirrorpool"), obj("gb", "Grizzly Bears"),
                    *[obj(f"i{k}", "Island") for k in range(4)]])
    ab = {"activated": {"cost": "{4}{C}", "tap": True, "effect": {"create_token_copy": "target"},
                        "target": "creature_you_control"}}
    s = only(engine.apply(s, {"action": "activate", "object": "mp", "ability": ab, "targets": ["gb"]}))
    mp = next(o for o in s.doc["objects"] if o["id"] == "mp")
    assert mp["zone"] == "graveyard" and not mp.get("tapped")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    d = engine.derive(s)
    (tok,) = [o for o in d.objects if o.token]
    assert tok.characteristics["name"] == "Grizzly Bears" and tok.controller == "alice"
