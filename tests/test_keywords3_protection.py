"""Protection from instants and from sorceries (CR 702.16a-b, 702.16e, 702.16g, 608.2b; branch keywords3, issue 22;
rules_asp/kernel/keywords3_protection.lp). Each expected value was worked out from the CR text before the engine was
run. Real card: Sword of Wealth and Power ("Equipped creature gets +2/+2 and has protection from instants and from
sorceries.").
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj


def test_702_16g_the_sword_line_reads():
    assert {"attached_static": "equipped", "power": 2, "toughness": 2,
            "has": [{"k3_protection": ["instant", "sorcery"]}]} in library()["Sword of Wealth and Power"]["abilities"]


def _state(equipped=True, **top):
    more = {"attached_to": "rb"} if equipped else {}
    return make_state([{"id": "sw", "card": "Sword of Wealth and Power", "zone": "battlefield", "owner": "alice",
                        **more},
                       {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                       {"id": "bbolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"}]
                      + basics("bob", "Mountain", 1), **dict({"active_player": "bob", "priority": "bob"}, **top))


def test_702_16b_an_instant_cant_target_the_equipped_creature(engine):
    """Equipped, Runeclaw Bear is a 4/4 with protection from instants: Bob's Lightning Bolt (an instant) can't target
    it (702.16b); Alice herself still can be. Unequipped, the Bolt may target the Bear."""
    s = _state()
    c = engine.derive(s).object("rb").characteristics
    assert (c["power"], c["toughness"]) == (4, 4)
    assert not engine.why_not(s, {"action": "cast", "object": "bbolt", "targets": ["rb"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "bbolt", "targets": ["alice"]}).legal
    assert engine.why_not(_state(equipped=False), {"action": "cast", "object": "bbolt", "targets": ["rb"]}).legal


def test_608_2b_gaining_protection_makes_the_target_illegal(engine):
    """Bob's Bolt already targets the unequipped Bear on the stack; the Sword then is attached to it (a state with both
    set): as the Bolt resolves its only target is illegal (protection from instants, 702.16b), so it doesn't resolve
    (608.2b): the Bear has no damage and stays on the battlefield."""
    s = make_state([{"id": "sw", "card": "Sword of Wealth and Power", "zone": "battlefield", "owner": "alice",
                     "attached_to": "rb"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                    {"id": "bbolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
                     "targets": ["rb"]}], stack=["bbolt"])
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert obj(s, "rb")["zone"] == "battlefield" and not obj(s, "rb").get("damage")
    assert obj(s, "bbolt")["zone"] == "graveyard"


def test_702_16e_damage_from_a_sorcery_is_prevented(engine):
    """Alice casts Crush the Weak (a sorcery: "deals 2 damage to each creature. If a creature dealt damage this way would
    die this turn, exile it instead."): the damage to her equipped Runeclaw Bear is prevented (702.16e: a source with
    the quality sorcery), so it has no damage marked; Bob's Grizzly Bears takes 2, would die (704.5g) and is exiled
    instead (614.1a)."""
    s = make_state([{"id": "sw", "card": "Sword of Wealth and Power", "zone": "battlefield", "owner": "alice",
                     "attached_to": "rb"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                    {"id": "ctw", "card": "Crush the Weak", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Mountain", 3))
    s = only(engine.apply(s, {"action": "cast", "object": "ctw"}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert (obj(s, "rb")["zone"], obj(s, "rb").get("damage")) == ("battlefield", None)
    assert obj(s, "gb")["zone"] == "exile"
