"""Reconfigure (CR 702.151a-b, 301.5c; branch keywords3, issue 22; rules_asp/kernel/keywords3_reconfigure.lp). Each
expected value was worked out from the CR text before the engine was run. Real card: Inchblade Companion ({W} 1/1
artifact creature, Equipment Insect; "Equipped creature gets +1/+1.", a token-copy trigger on becoming attached
(another template's sentence), "Reconfigure {2}").
"""

from __future__ import annotations

import pytest

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice

ATTACH = {"action": "activate", "object": "ic", "ability": {"k3_reconfigure_attach": "{2}"}, "targets": ["rb"]}
UNATTACH = {"action": "activate", "object": "ic", "ability": {"k3_reconfigure_unattach": "{2}"}}


def _state(attached=False, **top):
    more = {"attached_to": "rb"} if attached else {}
    return make_state([{"id": "ic", "card": "Inchblade Companion", "zone": "battlefield", "owner": "alice", **more},
                       {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}]
                      + basics("alice", "Plains", 2), **top)


def _chars(engine, s, oid):
    return engine.derive(s).object(oid).characteristics


def test_702_151a_inchblade_reconfigure_reads():
    assert {"k3_reconfigure": "{2}"} in library()["Inchblade Companion"]["abilities"]


def test_inchblade_reads_whole():
    """(its trigger's "..., except it doesn't have this ability" is branch tokencopy6's, CR 707.9b)"""
    assert not [a for a in library()["Inchblade Companion"]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def test_702_151a_702_151b_reconfigure_attaches_and_it_stops_being_a_creature(engine):
    """Alice pays {2} to attach Inchblade Companion to Runeclaw Bear (702.151a, as a sorcery); resolved, it is
    attached to the Bear (701.3a) although it was a creature (301.5c: it has reconfigure), it isn't a creature any
    more (702.151b) and the Bear, equipped, gets +1/+1: 3/3."""
    s = pass_twice(engine, only(engine.apply(_state(), ATTACH)))
    assert obj(s, "ic").get("attached_to") == "rb"
    assert "creature" not in _chars(engine, s, "ic")["types"]
    c = _chars(engine, s, "rb")
    assert (c["power"], c["toughness"]) == (3, 3)


def test_702_151a_unattach_makes_it_a_creature_again(engine):
    """Attached, Alice pays {2} to unattach it (702.151a): it is attached to nothing, a 1/1 artifact creature again
    (702.151b: only until it becomes unattached), and the Bear is 2/2."""
    s = _state(attached=True)
    assert "creature" not in _chars(engine, s, "ic")["types"]
    s = pass_twice(engine, only(engine.apply(s, UNATTACH)))
    assert obj(s, "ic").get("attached_to") is None
    assert "creature" in _chars(engine, s, "ic")["types"]
    c = _chars(engine, s, "rb")
    assert (c["power"], c["toughness"]) == (2, 2)


def test_702_151a_unattach_only_when_attached_and_attach_only_to_another_creature(engine):
    """Unattached, the unattach ability can't be activated (702.151a); the attach ability can't target Inchblade
    Companion itself (another creature, 702.151a); neither in Bob's turn (602.5d)."""
    w = engine.why_not(_state(), UNATTACH)
    assert not w.legal and ("k3_not_attached", "702.151a") in {(f[0], f[1]) for f in w.failures}
    w = engine.why_not(_state(), dict(ATTACH, targets=["ic"]))
    assert not w.legal
    w = engine.why_not(_state(active_player="bob", priority="alice"), ATTACH)
    assert not w.legal and "needs_sorcery_timing" in {f[0] for f in w.failures}


#: a test card (not a real card): reconfigure and a trigger on becoming attached whose effect the grammar reads
TEST_TEXT = "Whenever ~ becomes attached to a creature, draw a card.\nReconfigure {2}"


def test_603_2_becoming_attached_to_a_creature_triggers(engine):
    """The test Equipment creature is attached to Runeclaw Bear by its reconfigure ability: "Whenever ~ becomes
    attached to a creature" triggers (603.2, 701.3a); resolved, Alice draws her library's card."""
    from pyglue.oracle import parse_text
    card = {"name": "Test Reconfig", "mana_cost": "{1}", "types": ["artifact", "creature"],
            "subtypes": ["Equipment"], "power": 1, "toughness": 1, "notes": TEST_TEXT,
            "abilities": parse_text(TEST_TEXT, "Test Reconfig", ["artifact", "creature"])}
    assert card["abilities"][0] == {"trigger": "self_becomes_attached", "effect": {"draw": 1}}
    s = make_state([{"id": "ic", "card": "Test Reconfig", "zone": "battlefield", "owner": "alice"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                    {"id": "lib", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 1}]
                   + basics("alice", "Plains", 2), cards=[card])
    s = pass_twice(engine, only(engine.apply(s, ATTACH)))
    assert obj(s, "ic").get("attached_to") == "rb"
    assert len([o for o in s.to_document()["objects"] if o["zone"] == "stack"]) == 1
    s = pass_twice(engine, s)
    assert obj(s, "lib")["zone"] == "hand"
