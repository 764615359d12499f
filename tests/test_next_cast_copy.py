"""Dual Strike and Striking Palette: "When you next cast an instant or sorcery spell [with mana value 4 or less]
this turn, copy that spell. You may choose new targets for the copy." The resolving spell creates a delayed
triggered ability (CR 603.7a, 603.7d); it triggers once, as its controller next casts such a spell this turn
(603.7b, 601.2i); resolving, it copies that spell for its controller, who may choose new targets (707.10,
707.10c). Expected values are worked out from the rule text and the Oracle text, not from the engine."""

from __future__ import annotations

from .conftest import make_state, only

DUAL = {"name": "Dual Strike", "mana_cost": "{R}{R}", "types": ["instant"],
        "abilities": [{"spell": {"effect": {"copy_next_instant_or_sorcery": "mana_value_at_most", "mana_value": 4}}}]}
PALETTE = {"name": "Striking Palette", "mana_cost": "{R}", "types": ["sorcery"],
           "abilities": [{"spell": {"effect": {"copy_next_instant_or_sorcery": "any_mana_value"}}}]}
BOLT = {"name": "Lightning Bolt", "mana_cost": "{R}", "types": ["instant"],
        "abilities": [{"spell": {"target": "any", "effect": {"damage": 3}}}]}
BIG = {"name": "Big Bolt", "mana_cost": "{4}{R}", "types": ["sorcery"],
       "abilities": [{"spell": {"target": "any", "effect": {"damage": 5}}}]}
CARDS = [DUAL, PALETTE, BOLT, BIG]


def _resolved(engine, card="Dual Strike", spell="Lightning Bolt"):
    """Alice's DUAL/PALETTE spell on the stack, a spell card in her hand; both pass: it resolves."""
    s = make_state([{"id": "ds", "card": card, "zone": "stack", "owner": "alice", "controller": "alice"},
                    {"id": "bolt", "card": spell, "zone": "hand", "owner": "alice"}],
                   cards=CARDS, stack=["ds"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def _cast_bolt(engine, s, target="bob"):
    return only(engine.apply(s, {"action": "cast", "object": "bolt", "cost": "mana", "targets": [target]}))


def _copies(state):
    return [o for o in state.doc["objects"] if o["zone"] == "stack" and ".spell_copy." in o["id"]]


def test_603_7a_resolving_creates_a_delayed_trigger(engine):
    """CR 603.7a, 603.7d: after Dual Strike resolves, a delayed triggered ability waits, source Dual Strike,
    controlled by Alice; nothing is on the stack."""
    s = _resolved(engine)
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("ds", "alice")
    assert s.doc["stack"] == []


def test_603_7c_707_10c_next_instant_is_copied_with_new_targets(engine):
    """CR 603.7b, 601.2i: casting Lightning Bolt (mana value 1) at Bob triggers it, referring to the Bolt; the
    delayed trigger is used up. CR 707.10, 707.10c: resolving, it puts a copy of the Bolt on the stack above it,
    controlled by Alice, who may keep Bob as the target or choose another legal one (herself): one resulting
    state per choice, among them one targeting Bob and one targeting Alice."""
    s = _cast_bolt(engine, _resolved(engine))
    (ab,) = [o for o in s.doc["objects"] if o.get("ability")]
    assert ab["ability"]["that_spell"] == "bolt" and s.doc["stack"] == ["bolt", ab["id"]]
    assert not s.doc.get("delayed_triggers")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    targets = set()
    for out in outs:
        (cp,) = _copies(out)
        assert cp["controller"] == "alice" and out.doc["stack"] == ["bolt", cp["id"]]
        targets.add(cp["targets"][0])
    assert {"bob", "alice"} <= targets


def test_603_7c_mana_value_5_does_not_trigger_dual_strike(engine):
    """Dual Strike's "with mana value 4 or less" (CR 202.3): a mana value 5 sorcery doesn't trigger it; the
    delayed trigger keeps waiting (603.7b: it triggers only on its event)."""
    s = _cast_bolt(engine, _resolved(engine, spell="Big Bolt"))
    assert not [o for o in s.doc["objects"] if o.get("ability")]
    assert len(s.doc["delayed_triggers"]) == 1


def test_603_7c_striking_palette_copies_any_mana_value(engine):
    """Striking Palette's trigger has no mana value limit: the mana value 5 sorcery triggers it."""
    s = _cast_bolt(engine, _resolved(engine, card="Striking Palette", spell="Big Bolt"))
    (ab,) = [o for o in s.doc["objects"] if o.get("ability")]
    assert ab["ability"]["that_spell"] == "bolt"


def test_603_7c_it_ends_with_the_turn(engine):
    """CR 603.7b, 514.2: "this turn": once the turn ends the delayed trigger is gone."""
    s = _resolved(engine)
    out = only(engine.apply(s, {"event": "end_turn"}))
    assert not out.doc.get("delayed_triggers")


FISH_TOKEN = {"name": "Fish Token", "colors": ["blue"], "types": ["creature"], "subtypes": ["Fish"], "power": 1,
              "toughness": 1}
LURE_FISH = {"name": "Frost Fair Lure Fish", "mana_cost": "{5}{U}{R}", "types": ["creature"], "subtypes": ["Fish"],
             "power": 7, "toughness": 7,
             "abilities": [{"trigger": "enters", "effect": [{"create_tokens": {"count": 2, "token": FISH_TOKEN}},
                                                            {"create_tapped_treasure": 2}]}]}


def test_111_10a_110_5b_two_fish_and_two_tapped_treasures(engine):
    """Frost Fair Lure Fish enters (CR 603.6a); its ability resolving creates two 1/1 blue Fish creature tokens,
    untapped (CR 110.5b), and two Treasure tokens (colorless Treasure artifacts, CR 111.10a), tapped as the text
    says (110.5b)."""
    s = make_state([{"id": "lure", "card": "Frost Fair Lure Fish", "zone": "stack", "owner": "alice",
                     "controller": "alice"}], cards=[LURE_FISH], stack=["lure"])
    for _ in range(4):   # the creature spell resolves, then its enters trigger
        s = only(engine.apply(s, {"action": "pass"}))
    toks = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    d = engine.derive(s)
    by_name = {}
    for o in toks:
        by_name.setdefault(d.object(o["id"]).characteristics["name"], []).append(bool(o.get("tapped")))
    assert by_name == {"Fish Token": [False, False], "Treasure Token": [True, True]}
    (t,) = {tuple(d.object(o["id"]).characteristics["types"]) for o in toks
            if d.object(o["id"]).characteristics["name"] == "Treasure Token"}
    assert t == ("artifact",)


HOLY = {"name": "Ultimate Magic: Holy", "mana_cost": "{2}{W}", "types": ["instant"],
        "abilities": [{"spell": {"effect": [
            {"each_gains": "permanents_you_control", "ability": "indestructible", "until": "end_of_turn"},
            {"prevent_damage_to_you": "this_turn", "only_if": "cast_from_exile"}]}}]}


def _holy(engine, cast_from):
    """Alice's Ultimate Magic: Holy on the stack (cast from CAST_FROM), Bob's Lightning Bolt in his hand; it
    resolves."""
    s = make_state([{"id": "holy", "card": "Ultimate Magic: Holy", "zone": "stack", "owner": "alice",
                     "controller": "alice", "cast_from": cast_from},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"}],
                   cards=[HOLY, BOLT], stack=["holy"],
                   players=[{"name": "alice", "life": 20, "mana_pool": ""},
                            {"name": "bob", "life": 20, "mana_pool": "{R}"}])
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def test_615_1a_cast_from_exile_prevents_damage_to_you_this_turn(engine):
    """Cast from exile (a foretold card, CR 601.2a), Ultimate Magic: Holy sets up a prevention effect for Alice
    (CR 615.1a); Lightning Bolt's 3 damage to her later this turn isn't dealt: she stays at 20 life."""
    s = _holy(engine, "exile")
    (alice,) = [p for p in s.doc["players"] if p["name"] == "alice"]
    assert alice["damage_prevented_by"] == ["holy"]
    doc = s.to_document()
    doc["priority"] = "bob"
    from pyglue import state_from_document
    s = state_from_document(doc)
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "cost": "mana", "targets": ["alice"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    (res,) = engine.apply(s, {"action": "pass"})
    assert ("prevented(bolt, alice, 3)", "615.1a") in res.events
    out = res.state
    assert {p["name"]: p["life"] for p in out.doc["players"]}["alice"] == 20
    assert {o["id"]: o["zone"] for o in out.doc["objects"]}["bolt"] == "graveyard"
    ends = only(engine.apply(out, {"event": "end_turn"}))
    assert not [p for p in ends.doc["players"] if p.get("damage_prevented_by")]


def test_615_1a_cast_from_hand_prevents_nothing(engine):
    """Cast from her hand, the spell's "if this spell was cast from exile" part does nothing (CR 608.2c)."""
    s = _holy(engine, "hand")
    assert not [p for p in s.doc["players"] if p.get("damage_prevented_by")]
