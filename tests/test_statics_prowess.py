"""Prowess (branch statics, issue 22; rules_asp/kernel/statics_keywords.lp).

CR 702.108a: prowess is a triggered ability, "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn." CR 601.2i: a spell becomes cast as its casting finishes; CR 603.3: the ability goes on the stack the next
time a player would receive priority, above the spell. Each expected value was worked out from these rules and the
cards' printed power and toughness before the engine was run. Real cards: Kitsa, Otterball Elite (1/3, vigilance,
prowess), Narset, Enlightened Exile (3/4, "Creatures you control have prowess."), Lightning Bolt ({R}, an instant),
Grizzly Bears ({1}{G}), basic lands.
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only


def obj(oid: str, card: str, zone: str = "battlefield", owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def stack_sources(s) -> list[str]:
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i]["ability"]["source"] if "ability" in objs[i] else objs[i]["id"] for i in s.doc["stack"]]


def pt(engine, s, oid: str) -> tuple[int, int]:
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"]


def passes(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_noncreature_spell_triggers_prowess_702_108a(engine):
    """Alice casts Lightning Bolt at Bob: Kitsa's prowess triggers and goes on the stack above Bolt (CR 603.3);
    resolving, Kitsa is 2/4 until end of turn."""
    s = make_state([obj("kitsa", "Kitsa, Otterball Elite"), obj("bolt", "Lightning Bolt", "hand"),
                    obj("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert stack_sources(s) == ["bolt", "kitsa"]
    s = passes(engine, s)
    assert stack_sources(s) == ["bolt"]
    assert pt(engine, s, "kitsa") == (2, 4)


def test_creature_spell_doesnt_trigger_prowess_702_108a(engine):
    """Casting Grizzly Bears (a creature spell) triggers nothing: only Bears is on the stack."""
    s = make_state([obj("kitsa", "Kitsa, Otterball Elite"), obj("gb", "Grizzly Bears", "hand"),
                    obj("f1", "Forest"), obj("f2", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert stack_sources(s) == ["gb"]


def test_opponents_spell_doesnt_trigger_prowess_702_108a(engine):
    """"Whenever you cast": Bob's Lightning Bolt doesn't trigger Alice's Kitsa."""
    s = make_state([obj("kitsa", "Kitsa, Otterball Elite"), obj("bolt", "Lightning Bolt", "hand", "bob"),
                    obj("m", "Mountain", owner="bob")], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"], "player": "bob"}))
    assert stack_sources(s) == ["bolt"]


def test_prowess_given_by_a_lord_613_1f_702_108a(engine):
    """Narset gives Alice's creatures prowess (layer 6): Alice casts Lightning Bolt and both Narset's and Grizzly
    Bears' prowess trigger (two abilities above Bolt)."""
    s = make_state([obj("narset", "Narset, Enlightened Exile"), obj("gb", "Grizzly Bears"),
                    obj("bolt", "Lightning Bolt", "hand"), obj("m", "Mountain")])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    for out in outs:   # (one state per order of the two triggers, CR 603.3b)
        assert sorted(stack_sources(out.state)) == ["bolt", "gb", "narset"]
