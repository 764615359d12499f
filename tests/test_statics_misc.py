"""Restrictions and a characteristic-defining ability copy cards carry (branch statics, issue 22;
rules_asp/kernel/statics_misc.lp): "This creature can't be blocked." (CR 509.1b), "This creature can't block." (CR
509.1a-b), "This spell can't be countered." (CR 101.2, 701.6a) and devoid (CR 702.114a, 604.3, 613.3).

Each expected value was worked out from these rules before the engine was run. Real cards from the bundled library:
Cephalid Facetaker ("This creature can't be blocked."), Changeling Outcast ("This creature can't block and can't be
blocked."), Altered Ego ("This spell can't be countered."), Benthic Anomaly (devoid, mana cost {6}{U}), Grizzly
Bears.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str, **more: Any) -> dict[str, Any]:
    return dict({"id": oid, "card": card, "zone": "battlefield", "owner": owner}, **more)


def to_blockers(engine, objects, attackers):
    """Alice declares the attackers in her declare attackers step; both players pass: the declare blockers step
    (CR 508.1, 509.1), before Bob's declaration."""
    s = make_state(objects, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": attackers}))
    for _ in range(2):
        s = only(engine.apply(s, {"action": "pass"}))
    assert (s.doc["step"], s.doc["priority"]) == ("declare_blockers", None)
    return s


def test_lines_are_read():
    lib = library()
    assert "cant_be_blocked" in lib["Cephalid Facetaker"]["abilities"]
    assert lib["Changeling Outcast"]["abilities"] == ["changeling", "cant_block", "cant_be_blocked"]
    assert "cant_be_countered" in lib["Altered Ego"]["abilities"]
    assert "devoid" in lib["Benthic Anomaly"]["abilities"]


def test_cant_be_blocked_509_1b(engine):
    """CR 509.1b: Bob's Grizzly Bears can't block Cephalid Facetaker (a restriction); it may block Alice's attacking
    Grizzly Bears."""
    st = to_blockers(engine, [bf("face", "Cephalid Facetaker", "alice"), bf("bear", "Grizzly Bears", "alice"),
                              bf("bb", "Grizzly Bears", "bob")], ["face", "bear"])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "face"}]})
    assert ("cant_be_blocked(face)", "509.1b") in set(w.failures)
    assert engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "bear"}]}).legal
    (act,) = engine.legal_actions(st)
    assert act.choices == {"blockers": [{"object": "bb", "may_block": ["bear"]}]}


def test_cant_block_509_1b(engine):
    """CR 509.1b: Bob's Changeling Outcast can't block Alice's attacking Grizzly Bears."""
    st = to_blockers(engine, [bf("bear", "Grizzly Bears", "alice"), bf("out", "Changeling Outcast", "bob")], ["bear"])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "out", "blocks": "bear"}]})
    assert ("cant_block(out)", "509.1b") in set(w.failures)


def spell_on_stack(card: str, oid: str) -> Any:
    return make_state([{"id": oid, "card": card, "zone": "stack", "owner": "alice"}], stack=[oid])


def test_cant_be_countered_stays_on_the_stack_101_2(engine):
    """CR 101.2, 701.6a: an event that counters Altered Ego can't: it stays on the stack; the same event counters a
    Grizzly Bears spell, which goes to Alice's graveyard."""
    out = only(engine.apply(spell_on_stack("Altered Ego", "ego"), {"event": "counter", "object": "ego"}))
    assert out.doc["stack"] == ["ego"]
    assert next(o for o in out.doc["objects"] if o["id"] == "ego")["zone"] == "stack"
    out = only(engine.apply(spell_on_stack("Grizzly Bears", "gb"), {"event": "counter", "object": "gb"}))
    assert next(o for o in out.doc["objects"] if o["id"] == "gb")["zone"] == "graveyard"


def test_devoid_is_colorless_everywhere_702_114a(engine):
    """CR 702.114a, 604.3: Benthic Anomaly's mana cost is {6}{U} (blue, CR 105.2), but devoid makes it colorless in
    every zone: on the battlefield and in the hand. Grizzly Bears ({1}{G}) stays green."""
    s = make_state([bf("anom", "Benthic Anomaly", "alice"), {"id": "anom2", "card": "Benthic Anomaly",
                                                              "zone": "hand", "owner": "alice"},
                    bf("bear", "Grizzly Bears", "alice")])
    d = engine.derive(s)
    assert d.object("anom").characteristics.get("colors", []) == []
    assert d.object("anom2").characteristics.get("colors", []) == []
    assert d.object("bear").characteristics["colors"] == ["green"]


def test_devoid_copy_exception_color_is_still_colorless_613_3_707_9b(engine):
    """CR 707.9b, 613.3: a token copy of Benthic Anomaly "except it's red" has red in its copiable values (layer 1),
    yet devoid, a characteristic-defining ability, applies in layer 5 and makes it colorless."""
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 5,
           "copy_effects": [{"source": "anom", "timestamp": 5, "except": {"colors": ["red"]}}]}
    s = make_state([bf("anom", "Benthic Anomaly", "alice", timestamp=1), tok])
    assert engine.derive(s).object("tok").characteristics.get("colors", []) == []


def _flood_to_blockers(engine, objects):
    """The Flood of Mars attacks Bob; its attack trigger ("put a flood counter on another target creature or land. If
    it's a creature, it becomes a copy of this creature", CR 603.2, 115.1) targets Alice's own Grizzly Bears `ab`, so
    that Bob's permanents stay as they are; it resolves, and both players pass to the declare blockers step."""
    s = make_state(objects + [bf("ab", "Grizzly Bears", "alice")], phase="combat", step="declare_attackers",
                   priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["flood"]})
    (s,) = [o.state for o in outs for i in o.state.doc["stack"]
            if next(x for x in o.state.doc["objects"] if x["id"] == i).get("targets") == ["ab"]]
    for _ in range(4):
        s = only(engine.apply(s, {"action": "pass"}))
    assert (s.doc["step"], s.doc["priority"], s.doc["stack"]) == ("declare_blockers", None, [])
    return s


def test_landwalk_702_14c(engine):
    """CR 702.14c: The Flood of Mars (islandwalk) attacks Bob, who controls an Island: his Grizzly Bears can't block
    it. Without an Island, it may."""
    objs = [bf("flood", "The Flood of Mars", "alice"), bf("bb", "Grizzly Bears", "bob")]
    st = _flood_to_blockers(engine, objs + [bf("bi", "Island", "bob")])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "flood"}]})
    assert ("landwalk(flood, islandwalk)", "702.14c") in set(w.failures)
    st = _flood_to_blockers(engine, objs + [bf("bf", "Forest", "bob")])
    assert engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "flood"}]}).legal


def test_target_nonblack_creature_115_1(engine):
    """Malicious Affliction ({B}{B}): "Destroy target nonblack creature." Grizzly Bears (green) may be targeted, Pack Rat
    (black, {1}{B}) can't."""
    objs = [{"id": "ma", "card": "Malicious Affliction", "zone": "hand", "owner": "alice"},
            bf("gb", "Grizzly Bears", "bob"), bf("rat", "Pack Rat", "bob"), bf("s1", "Swamp", "alice"),
            bf("s2", "Swamp", "alice")]
    s = make_state(objs)
    assert engine.why_not(s, {"action": "cast", "object": "ma", "targets": ["gb"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "ma", "targets": ["rat"]}).legal


def test_enters_with_named_counters_122_6(engine):
    """CR 122.6, 614.1c: Peter Parker's Camera ({1}) "enters with three film counters on it": cast and resolved, it is
    on the battlefield with three film counters."""
    s = make_state([{"id": "cam", "card": "Peter Parker's Camera", "zone": "hand", "owner": "alice"},
                    bf("i", "Island", "alice")])
    s = only(engine.apply(s, {"action": "cast", "object": "cam"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    cam = next(o for o in s.doc["objects"] if o["id"] == "cam")
    assert cam["zone"] == "battlefield" and cam.get("counters") == {"film": 3}
