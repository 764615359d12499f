"""Split second and The Misty Stepper's "Spells you cast have split second." (CR 702.61a-b, 604.2, 613.1f, 707.10;
branch keywords3, issue 22; rules_asp/kernel/keywords3_split.lp). Each expected value was worked out from the CR
text before the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only

ECHO_COPY = {"cost": "{U}{U}", "effect": {"copy_spell": "target", "new_targets": True}, "tap": True,
             "target": {"spell": ["instant", "sorcery"]}}


def _state(**top):
    return make_state([{"id": "misty", "card": "The Misty Stepper", "zone": "battlefield", "owner": "alice"},
                       {"id": "abolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                       {"id": "abolt2", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                       {"id": "bbolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                       {"id": "em", "card": "Echo Mage", "zone": "battlefield", "owner": "alice",
                        "counters": {"level": 2}}]
                      + basics("alice", "Mountain", 2) + basics("alice", "Island", 2)
                      + basics("bob", "Mountain", 1), **top)


def _cast_bolt(engine, s):
    """Alice casts her first Bolt at Bob (either Mountain pays: the states differ only in which, 601.2g)."""
    return engine.apply(s, {"action": "cast", "object": "abolt", "targets": ["bob"]})[0].state


def _fails(w):
    return {(f[0], f[1]) for f in w.failures}


def test_702_61a_misty_stepper_line_reads():
    abilities = library()["The Misty Stepper"]["abilities"]
    assert {"k3_spells_you_cast_have": "split_second"} in abilities
    assert not [a for a in abilities if "unsupported" in a]


def test_613_1f_702_61a_a_spell_alice_casts_has_split_second_and_stops_other_spells(engine):
    """Alice controls The Misty Stepper and casts Lightning Bolt at Bob: the Bolt has split second (604.2, 613.1f).
    While it is on the stack, Alice (who keeps priority, 117.3c) can't cast her second Bolt and, after she passes, Bob
    can't cast his (702.61a); each fails naming the Bolt on the stack."""
    s = _cast_bolt(engine, _state())
    assert "split_second" in engine.derive(s).object("abolt").characteristics["abilities"]
    w = engine.why_not(s, {"action": "cast", "object": "abolt2", "targets": ["bob"]})
    assert not w.legal and ("k3_split_second(abolt)", "702.61a") in _fails(w)
    s = only(engine.apply(s, {"action": "pass"}))
    w = engine.why_not(s, {"action": "cast", "object": "bbolt", "targets": ["alice"]})
    assert not w.legal and ("k3_split_second(abolt)", "702.61a") in _fails(w)


def test_702_61a_no_activated_ability_while_split_second_spell_is_on_the_stack(engine):
    """Echo Mage with two level counters has "{U}{U}, {T}: Copy target instant or sorcery spell" (711.2a): with
    Alice's Bolt (split second) on the stack she can't activate it (702.61a: not a mana ability)."""
    s = _cast_bolt(engine, _state())
    w = engine.why_not(s, {"action": "activate", "object": "em", "ability": {"activated": ECHO_COPY},
                           "targets": ["abolt"]})
    assert not w.legal and ("k3_split_second(abolt)", "702.61a") in _fails(w)


def test_604_2_bobs_spells_dont_have_split_second(engine):
    """"Spells you cast": only The Misty Stepper's controller's spells (109.5). Bob, active with priority, casts his
    Bolt at Alice: it has no split second, and Alice may respond with her own Bolt."""
    s = _state(active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bbolt", "targets": ["alice"]}))
    assert "split_second" not in engine.derive(s).object("bbolt").characteristics["abilities"]
    s = only(engine.apply(s, {"action": "pass"}))
    assert engine.why_not(s, {"action": "cast", "object": "abolt", "targets": ["bob"]}).legal


def test_702_61a_once_the_spell_has_resolved_spells_can_be_cast_again(engine):
    """The restriction lasts as long as the spell with split second is on the stack (702.61a): after Alice's Bolt
    resolves (Bob at 17), she may cast her second Bolt."""
    s = _cast_bolt(engine, _state())
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 17
    assert engine.why_not(s, {"action": "cast", "object": "abolt2", "targets": ["bob"]}).legal
