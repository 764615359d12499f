"""Ward granted by a static ability (CR 702.21a, 613.1f, 604.2; branch keywords3, issue 22): Secret Invasion's
"Enchanted creature has ward {2}." and Wondrous Crucible's "Permanents you control have ward {2}." (their other
sentences are other templates'). Each expected value was worked out from the CR text before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only


def test_702_21a_the_granted_ward_lines_read():
    assert {"attached_static": "enchanted", "has": [{"ward": "{2}"}]} in library()["Secret Invasion"]["abilities"]
    assert {"k3_you_control_have": {"ward": "{2}"}, "types": []} in \
        library()["Wondrous Crucible"]["abilities"]


def _bob_bolts(engine, objects):
    s = make_state(objects + [{"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                              {"id": "bbolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"}]
                   + basics("bob", "Mountain", 1), active_player="bob", priority="bob")
    return s, only(engine.apply(s, {"action": "cast", "object": "bbolt", "targets": ["rb"]}))


def _ward_triggers(s):
    return [t for t in s.to_document().get("triggered", []) if "ward" in str(t)] + \
        [o for o in s.to_document()["objects"] if o["zone"] == "stack" and o.get("ability")
         and "counter_unless_pays" in str(o.get("ability"))]


def test_613_1f_702_21a_enchanted_creature_has_ward_2(engine):
    """Secret Invasion enchants Alice's Runeclaw Bear: the Bear has ward {2} (layer 6); Bob's Lightning Bolt targeting
    it makes ward trigger (702.21a: a spell an opponent controls). Without the Aura the Bear has no ward and nothing
    triggers."""
    aura = {"id": "si", "card": "Secret Invasion", "zone": "battlefield", "owner": "alice", "attached_to": "rb"}
    s0, s = _bob_bolts(engine, [aura])
    assert {"ward": "{2}"} in engine.derive(s0).object("rb").characteristics["abilities"]
    assert _ward_triggers(s)
    s0, s = _bob_bolts(engine, [])
    assert {"ward": "{2}"} not in engine.derive(s0).object("rb").characteristics["abilities"]
    assert not _ward_triggers(s)


def test_613_1f_702_21a_permanents_you_control_have_ward_2(engine):
    """Wondrous Crucible: Alice's permanents have ward {2}, the Crucible itself and her Bear (604.2, 613.1f): Bob's
    Bolt targeting the Bear makes ward trigger. Bob's own permanents don't get it."""
    crucible = {"id": "wc", "card": "Wondrous Crucible", "zone": "battlefield", "owner": "alice"}
    s0, s = _bob_bolts(engine, [crucible])
    d = engine.derive(s0)
    assert {"ward": "{2}"} in d.object("rb").characteristics["abilities"]
    assert {"ward": "{2}"} in d.object("wc").characteristics["abilities"]
    assert {"ward": "{2}"} not in d.object("bmountain1").characteristics.get("abilities", [])
    assert _ward_triggers(s)
