"""Branch effects5: Providence of Night's "Protection from monocolored" (CR 702.16a-f, 105.2a;
rules_asp/kernel/effects5_protection.lp). Providence of Night is all five colors (its hybrid mana cost, 202.2d), so it
isn't monocolored itself. Each expected value was worked out from the CR before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def passes(engine, s, n: int = 2):
    for _ in range(n):
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_providence_reads_whole():
    assert library()["Providence of Night"]["abilities"][0] == "protection_from_monocolored"


def test_702_16b_a_monocolored_spell_cant_target_it(engine):
    """Lightning Bolt (red only, 105.2a) can't target Providence of Night (702.16b); it can target Bob."""
    s = make_state([bf("prov", "Providence of Night"), bf("mtn", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}])
    assert not engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["prov"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}).legal


def test_702_16f_702_16e_not_blocked_by_monocolored_creatures_and_their_damage_prevented(engine):
    """Alice attacks with Providence of Night: Bob's Grizzly Bears (green only) can't block it (702.16f); his own
    Providence of Night (five colors) can. Then on Bob's turn his Grizzly Bears attacks and Alice's Providence blocks
    it: the Bears' 2 damage to it is prevented (702.16e), and the Bears is dealt 5 and destroyed (704.5g)."""
    s = make_state([bf("prov", "Providence of Night"), bf("bb", "Grizzly Bears", "bob"),
                    bf("bprov", "Providence of Night", "bob")], phase="combat", step="declare_attackers", priority=None)
    st = passes(engine, only(engine.apply(s, {"action": "declare_attackers", "attackers": ["prov"]})))
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "prov"}]})
    assert ("protection_from_monocolored(prov)", "702.16f") in w.failures
    assert engine.why_not(st, {"action": "declare_blockers",
                               "blockers": [{"object": "bprov", "blocks": "prov"}]}).legal
    s = make_state([bf("prov", "Providence of Night"), bf("bb", "Grizzly Bears", "bob")], phase="combat",
                   step="declare_attackers", priority=None, active_player="bob")
    st = passes(engine, only(engine.apply(s, {"action": "declare_attackers", "attackers": ["bb"]})))
    st = only(engine.apply(st, {"action": "declare_blockers", "blockers": [{"object": "prov", "blocks": "bb"}]}))
    st = passes(engine, st)
    assert obj(st, "prov").get("damage", 0) == 0 and obj(st, "bb")["zone"] == "graveyard"
