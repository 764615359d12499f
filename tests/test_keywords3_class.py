"""Class cards' level bars (CR 716; branch keywords3, issue 22; rules_asp/kernel/keywords3_class.lp). Each expected
value was worked out from the CR text (the rule number in each test's name) and the card's rulings before the engine
was run. Real cards from the bundled library: Caretaker's Talent ({2}{W} Class: "Whenever one or more tokens you
control enter, draw a card. This ability triggers only once each turn." / "{W}: Level 2" / "When this Class becomes
level 2, create a token that's a copy of target token you control." / "{3}{W}: Level 3" / "Creature tokens you
control get +2/+2.").
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice, tokens


def _bars():
    return [a for a in library()["Caretaker's Talent"]["abilities"] if "k3_class_level" in a]


def _bar(level: int):
    return next(a for a in _bars() if a["level"] == level)


SOLDIER = {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
           "power": 1, "toughness": 1}


def _state(level: int | None = None, plains: int = 1, more: list | None = None, **top):
    lv = {"class_level": level} if level else {}
    return make_state([{"id": "ct", "card": "Caretaker's Talent", "zone": "battlefield", "owner": "alice", **lv},
                       {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
                        "characteristics": dict(SOLDIER)},
                       {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                        "library_position": 1}]
                      + (more or []) + basics("alice", "Plains", plains), **top)


def test_716_2a_caretakers_talent_sections_read_as_level_bars():
    """Each level bar's section belongs to its bar (716.2a): the level 2 trigger and the level 3 static are no
    abilities of the Class at every level; the line above the first bar is (716.3). Nothing is left unsupported."""
    abilities = library()["Caretaker's Talent"]["abilities"]
    assert not [a for a in abilities if "unsupported" in a]
    assert [(a["k3_class_level"], a["level"]) for a in _bars()] == [("{W}", 2), ("{3}{W}", 3)]
    assert _bar(2)["abilities"] == [{"trigger": {"k3_class_becomes_level": 2}, "target": "token_you_control",
                                     "effect": {"create_token_copy": "target"}}]
    assert _bar(3)["abilities"] == [{"lord": "tokens", "types": ["creature"], "power": 2, "toughness": 2}]
    assert abilities[0] == {"trigger": {"once_each_turn": "tokens_you_control_enter"}, "effect": {"draw": 1}}


def _pt(engine, s, oid="tok"):
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"]


def test_716_2d_716_2a_level_3_ability_only_at_level_3(engine):
    """Without a level the Class is level 1 (716.2d): the Soldier token stays 1/1; at level 2 still 1/1; at level 3
    the section's "Creature tokens you control get +2/+2" applies (716.2a, 613.4c): 3/3."""
    assert _pt(engine, _state(None)) == (1, 1)
    assert _pt(engine, _state(2)) == (1, 1)
    assert _pt(engine, _state(3)) == (3, 3)


def test_716_2a_level_bars_go_in_order(engine):
    """At level 1 the level 3 bar can't be activated (716.2a: only if the Class is level 2), even with {3}{W}
    available; at level 2 the level 2 bar can't be activated again (only at level 1)."""
    act3 = {"action": "activate", "object": "ct", "ability": _bar(3)}
    w = engine.why_not(_state(None, plains=4), act3)
    assert not w.legal and ("k3_class_not_level(2)", "716.2a") in {(f[0], f[1]) for f in w.failures}
    assert engine.why_not(_state(2, plains=4), act3).legal
    w2 = engine.why_not(_state(2, plains=4), {"action": "activate", "object": "ct", "ability": _bar(2)})
    assert not w2.legal and ("k3_class_not_level(1)", "716.2a") in {(f[0], f[1]) for f in w2.failures}


def test_602_5d_gaining_a_level_needs_sorcery_timing(engine):
    """In Bob's turn (Alice holding priority in his main phase) Alice can't gain a level (716.2a: only as a sorcery,
    602.5d)."""
    s = _state(None, active_player="bob", priority="alice")
    w = engine.why_not(s, {"action": "activate", "object": "ct", "ability": _bar(2)})
    assert not w.legal and "needs_sorcery_timing" in {f[0] for f in w.failures}


def test_716_2a_603_2_becoming_level_2_copies_a_token(engine):
    """Alice pays {W} (her one Plains) for the level 2 bar; it resolves and the Class is level 2 (716.2a). Its level 2
    ability "When this Class becomes level 2" triggers then (603.2): it targets the Soldier token, her only token,
    and resolving creates a token copy of it (707.2): two 1/1 Soldiers. That token entering triggers the Class's
    first ability (Alice draws Runeclaw Bear). Still level 2: the Soldiers are 1/1 (no level 3 bonus)."""
    s = only(engine.apply(_state(None), {"action": "activate", "object": "ct", "ability": _bar(2)}))
    s = pass_twice(engine, s)
    assert obj(s, "ct").get("class_level") == 2
    stack = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert len(stack) == 1 and stack[0].get("targets") == ["tok"]
    s = pass_twice(engine, s)
    toks = tokens(s)
    assert len(toks) == 2 and all(engine.derive(s).object(t["id"]).characteristics["name"] == "Soldier" for t in toks)
    for _ in range(3):
        if not [o for o in s.to_document()["objects"] if o["zone"] == "stack"]:
            break
        s = pass_twice(engine, s)
    assert obj(s, "lib1")["zone"] == "hand"
    assert all(_pt(engine, s, t["id"]) == (1, 1) for t in toks)


def test_716_2b_a_level_is_the_permanents_own(engine):
    """A level is a designation of one permanent (716.2b): with a level 3 Caretaker's Talent and a second one without
    a level (level 1, 716.2d), only the first has the level 3 ability: the Soldier token gets +2/+2 once, 3/3."""
    s = _state(3, more=[{"id": "ct2", "card": "Caretaker's Talent", "zone": "battlefield", "owner": "alice"}])
    assert _pt(engine, s) == (3, 3)
