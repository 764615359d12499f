"""An action's empty list of choices is a choice of none, not a choice left open (found by a user): ``targets: []``
chooses no target (CR 601.2c: the caster announces a target for each target the spell requires, so a spell or an
ability (602.2b) that requires one can't be cast or activated that way, while one with no target can);
``discard: []`` discards no card (CR 702.133a: jump-start's additional cost is to discard a card, 118.8; 602.2b, 118.3
for an activation's discard cost). Without the key each choice is left open: one resulting state per choice, as
before. The expectations are worked out from the CR text before running the engine."""

from __future__ import annotations

import pytest

from pyglue import IllegalAction
from pyglue.translate import action_facts

from .conftest import basics, lands, make_state, on_bf, only

QUASI = {"id": "quasi", "card": "Quasiduplicate", "zone": "graveyard", "owner": "alice"}
ABEARS = on_bf("abears", "Grizzly Bears", "alice")
HAND = [{"id": "h1", "card": "Island", "zone": "hand", "owner": "alice"},
        {"id": "h2", "card": "Forest", "zone": "hand", "owner": "alice"}]
JUMP = {"action": "cast", "object": "quasi", "cost": "jump_start"}


def _quasi():
    """Quasiduplicate ("create a token that's a copy of target creature you control"; jump-start) in Alice's
    graveyard, her Grizzly Bears, an Island and a Forest in her hand and three Islands."""
    return make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])


def test_the_encoder_tells_an_empty_list_from_a_missing_key():
    """``targets: []`` and ``discard: []`` each become a fact of their own (chosen_no_targets, chosen_no_discard);
    a missing key none, a list its items (chosen_target(I, X), chosen_discard(X))."""
    s = _quasi()
    named = {str(x) for x in action_facts(s, dict(JUMP, targets=[], discard=[]))[0]}
    assert {"chosen_no_targets", "chosen_no_discard"} <= named
    for action in (JUMP, dict(JUMP, targets=["abears"], discard=["h1"])):
        assert not {"chosen_no_targets", "chosen_no_discard"} & {str(x) for x in action_facts(s, action)[0]}


def test_601_2c_targets_empty_a_spell_with_a_target_cant_be_cast(engine):
    """CR 601.2c: Quasiduplicate requires a target creature; cast naming no target it is illegal for that (and no
    resulting state); without targets its one legal target, the Bears, is chosen."""
    s = _quasi()
    why = engine.why_not(s, dict(JUMP, discard=["h1"], targets=[]))
    assert not why.legal and ("no_target_chosen(1)", "601.2c") in why.failures
    with pytest.raises(IllegalAction):
        engine.apply(s, dict(JUMP, discard=["h1"], targets=[]))
    out = only(engine.apply(s, dict(JUMP, discard=["h1"])))
    assert [o.get("targets") for o in out.doc["objects"] if o["id"] == "quasi"] == [["abears"]]


def test_702_133a_discard_empty_jump_start_cant_be_cast(engine):
    """CR 702.133a, 118.8: jump-start's additional cost is to discard a card: cast discarding none it is illegal;
    without discard, one resulting state per card in hand (the Island, the Forest)."""
    s = _quasi()
    why = engine.why_not(s, dict(JUMP, targets=["abears"], discard=[]))
    assert not why.legal and ("discards_one(0)", "702.133a") in why.failures
    assert len(engine.apply(s, dict(JUMP, targets=["abears"]))) == 2


def test_601_2c_targets_empty_a_spell_without_targets_is_cast(engine):
    """CR 601.2c: Grizzly Bears has no target: cast with ``targets: []`` it is cast as without the key, and a
    ``discard: []`` for a spell with no discard cost discards nothing (CR 601.2b)."""
    s = make_state([{"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
                    *lands("alice", forests=2)])
    plain = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    for extra in ({"targets": []}, {"discard": []}):
        assert only(engine.apply(s, {"action": "cast", "object": "gb", **extra})).doc == plain.doc


def test_602_2b_601_2c_targets_empty_equip_cant_be_activated(engine):
    """CR 602.2b, 601.2c, 702.6a: equip targets a creature its controller controls: activated naming no target it is
    illegal; with the target named it is legal."""
    s = make_state([on_bf("helm", "Helm of the Host", "alice"), on_bf("bear", "Runeclaw Bear", "alice")]
                   + basics("alice", "Plains", 5))
    equip = {"action": "activate", "object": "helm", "ability": {"equip": "{5}"}}
    why = engine.why_not(s, dict(equip, targets=[]))
    assert not why.legal and ("no_target_chosen(1)", "601.2c") in why.failures
    assert engine.why_not(s, dict(equip, targets=["bear"])).legal


# --- activations outside activated.lp's one-slot path (loyalty abilities with "up to" targets, Kaya's per-player slots,
# Chandra's second target, a becomes-copy's second target): ``targets: []`` chooses no target there too

def _loyalty(card, n, back=False):
    from pyglue.cards import library
    abilities = (library()[card]["back"] if back else library()[card])["abilities"]
    (ab,) = [a for a in abilities if isinstance(a, dict) and a.get("loyalty") == n]
    return ab


def _pt(engine, s, oid):
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"]


def test_115_1c_115_6_602_2b_targets_empty_up_to_one_loyalty_target_stays_empty(engine):
    """CR 115.1c, 115.6, 601.2c via 602.2b: Will, Scholar of Frost's [+1] targets up to one creature: activated with
    ``targets: []`` no creature is chosen: one resulting state (without the key: one per choice, Bob's Grizzly Bears
    or none, two), and resolving it changes no creature (608.2b): the Bears stays 2/2 (not 0/2, 613.4b)."""
    ab = _loyalty("Rowan, Scholar of Sparks", 1, back=True)
    s = make_state([on_bf("rw", "Rowan, Scholar of Sparks", "alice", transformed=True, counters={"loyalty": 4}),
                    on_bf("gb", "Grizzly Bears", "bob")])
    act = {"action": "activate", "object": "rw", "ability": ab}
    assert len(engine.apply(s, act)) == 2
    out = only(engine.apply(s, dict(act, targets=[])))
    out = only(engine.apply(out, {"event": "resolve"}))
    assert _pt(engine, out, "gb") == (2, 2)


def test_115_1c_115_6_targets_empty_up_to_two_loyalty_targets_is_legal(engine):
    """CR 115.1c, 115.6, 601.2c: Will Kenrith's [+2] targets up to two creatures: none chosen is a legal choice."""
    s = make_state([on_bf("will", "Will Kenrith", "alice", counters={"loyalty": 4}), on_bf("gb", "Grizzly Bears", "bob")])
    act = {"action": "activate", "object": "will", "ability": _loyalty("Will Kenrith", 2), "targets": []}
    assert engine.why_not(s, act).legal


def test_601_2c_targets_empty_kaya_and_chandra_need_their_first_target(engine):
    """CR 601.2c via 602.2b: Kaya, Spirits' Justice's [−2] ("Exile target creature you control. For each other player,
    exile up to one target creature that player controls") and Chandra, Pyromaster's [+1] ("... to target player or
    planeswalker and ... to up to one target creature that player ... controls") each require a first target: naming
    none they are illegal for that (no_target_chosen(1)); the "up to one" slots don't need one."""
    bears = [on_bf("ak", "Grizzly Bears", "alice"), on_bf("b1", "Grizzly Bears", "bob")]
    s = make_state([{"id": "kaya", "card": "Kaya, Spirits' Justice", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 5}},
                    on_bf("chandra", "Chandra, Pyromaster", "alice", counters={"loyalty": 4}), *bears])
    for oid, ab in (("kaya", _loyalty("Kaya, Spirits' Justice", -2)), ("chandra", _loyalty("Chandra, Pyromaster", 1))):
        why = engine.why_not(s, {"action": "activate", "object": oid, "ability": ab, "targets": []})
        assert not why.legal and ("no_target_chosen(1)", "601.2c") in why.failures, oid
        with pytest.raises(IllegalAction):
            engine.apply(s, {"action": "activate", "object": oid, "ability": ab, "targets": []})


def test_601_2c_targets_empty_a_becomes_copy_needs_both_targets(engine):
    """CR 601.2c via 602.2b, 115.3: Shapesharer's "{2}{U}: Target Shapeshifter becomes a copy of target creature" has
    two required targets: naming none, neither is chosen (no_target_chosen(1) and (2)); naming both it is legal."""
    ab = {"activated": {"cost": "{2}{U}", "tap": False, "target": {"permanent": {"subtype": "Shapeshifter"}},
                        "effect": {"becomes_copy_of_target": "creature", "until": "your_next_turn"}}}
    s = make_state([on_bf("sharer", "Shapesharer", "alice"), on_bf("angel", "Serra Angel", "bob"),
                    *basics("alice", "Island", 3)])
    act = {"action": "activate", "object": "sharer", "ability": ab}
    why = engine.why_not(s, dict(act, targets=[]))
    assert not why.legal and {("no_target_chosen(1)", "601.2c"), ("no_target_chosen(2)", "601.2c")} <= set(why.failures)
    assert engine.why_not(s, dict(act, targets=["sharer", "angel"])).legal
