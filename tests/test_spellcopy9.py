"""Spell/ability-copy cards S-Z of the census, their other sentences too (issue 22, branch spellcopy9):
rules_asp/kernel/spellcopy9_cards.lp.

Each expected value was worked out from the CR rules named in the test and the card's Oracle text before the engine
was run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand
from .test_becomes4_cards import abilities_of, obj

THREE = [{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"},
         {"name": "bob", "life": 20, "mana_pool": ""},
         {"name": "carol", "life": 20, "mana_pool": ""}]


def pass_all(engine, s, n=3):
    """Every player passes in turn (n players): the top of the stack resolves; the resulting states."""
    for _ in range(n - 1):
        s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def copies(s):
    return [o for o in s.doc["objects"] if o["zone"] == "stack" and ".spell_copy." in o["id"]]


def activate(engine, s, oid):
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action.get("object") == oid]
    return only(engine.apply(s, act.action))


# --- Zevlor, Elturel Exile: "Haste" / "{2}, {T}: When you next cast an instant or sorcery spell that targets only a
# single opponent or a single permanent an opponent controls this turn, for each other opponent, choose that player or a
# permanent they control, copy that spell, and the copy targets the chosen player or permanent." ({1}{U}{B}{R} 4/2)

ZEVLOR = "Zevlor, Elturel Exile"


def test_603_7_707_10e_zevlor_reads_its_activated_ability():
    assert abilities_of(ZEVLOR) == [
        "haste", {"activated": {"cost": "{2}", "tap": True, "effect": "copy_next_spell_for_each_other_opponent"}}]


def _zevlor_armed(engine, players=THREE, extra=()):
    """Alice activates Zevlor ({2} from her {R}{R}{R}, tapping it) and every player passes: the ability resolves and
    makes the delayed triggered ability (CR 603.7a, 603.7d: its source Zevlor)."""
    s = make_state([bf("zev", ZEVLOR), hand("bolt", "Lightning Bolt"), *extra], players=players)
    s = activate(engine, s, "zev")
    assert obj(s, "zev").get("tapped")
    (s,) = pass_all(engine, s, len(players))
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("zev", "alice") and s.doc["stack"] == []
    return s


def test_603_7c_707_10e_zevlor_copies_a_bolt_at_bob_for_carol_or_her_creature(engine):
    """Three players. Alice casts Lightning Bolt targeting Bob, an opponent, its only target (CR 601.2c): the delayed
    ability triggers (603.7c) and is used up; "that spell" is the Bolt. Resolving, the other opponent is Carol: Alice
    chooses Carol or a permanent Carol controls (her Grizzly Bears), and the copy, Alice's, targets the one chosen
    (707.10e; both are legal for "any target"): two resulting states, a copy at Carol and a copy at the Bears, each above
    the Bolt. Nothing is chosen for Bob, whom the Bolt targets, nor for Bob's Bears."""
    s = _zevlor_armed(engine, extra=[bf("bb", "Grizzly Bears", "bob"), bf("cb", "Grizzly Bears", "carol")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert not s.doc.get("delayed_triggers") and len(s.doc["stack"]) == 2
    outs = pass_all(engine, s)
    got = set()
    for o in outs:
        (cp,) = copies(o)
        assert cp["controller"] == "alice" and o.doc["stack"] == ["bolt", cp["id"]]
        got.add(tuple(cp["targets"]))
    assert got == {("carol",), ("cb",)}


def test_603_7c_zevlor_waits_for_a_spell_at_an_opponent_and_copies_nothing_with_one_opponent(engine):
    """Two players. A Bolt at Zevlor, alice's own permanent, doesn't fit (601.2c): nothing triggers and the delayed
    ability still waits (603.7c). With Bob the only opponent, a Bolt at Bob's Bears triggers it, but there is no other
    opponent: resolving, it makes no copy (707.10) and the Bolt alone is on the stack."""
    two = [{**THREE[0], "mana_pool": "{R}{R}{R}{R}"}, THREE[1]]
    s = _zevlor_armed(engine, players=two, extra=[hand("bolt2", "Lightning Bolt"), bf("bb", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["zev"]}))
    assert s.doc["stack"] == ["bolt"] and len(s.doc["delayed_triggers"]) == 1
    s = only(engine.apply(s, {"action": "cast", "object": "bolt2", "targets": ["bb"]}))
    assert not s.doc.get("delayed_triggers") and len(s.doc["stack"]) == 3
    (s,) = pass_all(engine, s, 2)
    assert copies(s) == [] and s.doc["stack"] == ["bolt", "bolt2"]
