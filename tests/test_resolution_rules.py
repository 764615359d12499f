"""Rules fixes of session 6 (branch rulesfix): each expected value is worked out from the CR and the Oracle text
before running the engine; the rule is in each test's name."""

from __future__ import annotations

from pyglue import state_from_document
from pyglue.oracle import parse_text

from .conftest import make_state, on_bf, only

# --- CR 611.2c, 613: each continuous effect of one resolution is its own effect

# No card in the library makes two continuous effects on different objects in one resolution, so this is a test
# card: a "choose two" modal spell (CR 700.2) whose modes each target a creature (700.2c, 601.2c).
TWIN_TEXT = ("Choose two —\n• Target creature gets +2/+2 until end of turn.\n"
             "• Target creature gains flying until end of turn.")
TWIN = {"name": "Test Twin Boon", "mana_cost": "{G}", "types": ["instant"],
        "notes": "test card: two continuous effects on two different targets in one resolution",
        "abilities": parse_text(TWIN_TEXT, "Test Twin Boon", ["Instant"])}


def _resolve(engine, s):
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def _pt_flying(engine, s, oid):
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"], "flying" in [str(a) for a in c.get("abilities", [])]


def test_two_continuous_effects_of_one_resolution_keep_their_own_affected_sets_611_2c_613(engine):
    """Alice casts the test card choosing both modes, the +2/+2 at her Grizzly Bears and flying at Bob's (CR 700.2,
    601.2c). As it resolves it creates two continuous effects (CR 611.2), each affecting only its own mode's target
    (608.2b, 611.2c): her Bears are 4/4 without flying (layer 7c, 613.4c), Bob's are a 2/2 with flying (layer 6,
    613.1f). Before the fix both effects shared one id, so both Bears were 4/4 fliers. The resulting state lists two
    effects with different ids and the same timestamp (613.7b: both created at once), and loaded again from its
    document it derives the same."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "tb", "card": TWIN["name"], "zone": "hand", "owner": "alice"},
                    on_bf("ab", "Grizzly Bears", "alice", timestamp=1), on_bf("bb", "Grizzly Bears", "bob", timestamp=2)],
                   cards=[TWIN], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "tb", "modes": [1, 2], "targets": ["ab", "bb"]}))
    s = _resolve(engine, s)
    assert _pt_flying(engine, s, "ab") == (4, 4, False)
    assert _pt_flying(engine, s, "bb") == (2, 2, True)
    effects = s.doc["continuous_effects"]
    assert len(effects) == 2 and len({e["id"] for e in effects}) == 2
    assert sorted(e["affects"] for e in effects) == [["ab"], ["bb"]]
    assert len({e["timestamp"] for e in effects}) == 1
    again = state_from_document(s.doc)
    assert _pt_flying(engine, again, "ab") == (4, 4, False)
    assert _pt_flying(engine, again, "bb") == (2, 2, True)


def test_kayas_onslaught_one_target_gets_both_effects_611_2(engine):
    """Kaya's Onslaught (bundled): "Target creature gets +1/+1 and gains double strike until end of turn": both
    effects affect the one target (CR 611.2, 608.2b): Alice's Bears are a 3/3 with double strike; Bob's, not
    targeted, stay a 2/2 without it."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "ko", "card": "Kaya's Onslaught", "zone": "hand", "owner": "alice"},
                    on_bf("ab", "Grizzly Bears", "alice", timestamp=1), on_bf("bb", "Grizzly Bears", "bob", timestamp=2)],
                   players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "ko", "targets": ["ab"]}))
    s = _resolve(engine, s)
    d = engine.derive(s)
    a, b = d.object("ab").characteristics, d.object("bb").characteristics
    assert (a["power"], a["toughness"], "double_strike" in [str(x) for x in a["abilities"]]) == (3, 3, True)
    assert (b["power"], b["toughness"], "double_strike" in [str(x) for x in b.get("abilities", [])]) == (2, 2, False)
