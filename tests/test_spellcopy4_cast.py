"""Copying spells and abilities, more templates (issue 22, branch spellcopy4; rules_asp/kernel/spellcopy4_*.lp).

CR 707.10: to copy a spell puts a copy of it on the stack under the control of the player it is copied for, not cast;
CR 707.10c: where the effect says so, that player may choose new targets for the copy; CR 603.5: "you may" is chosen as
the ability resolves; CR 601.2c: a spell's targets are chosen as it is cast. Each expected value was worked out from
these rules and the cards' Oracle text before the engine was run.

Real cards from the bundled library, with Serra Angel, Lightning Bolt and basic lands.
"""

from __future__ import annotations

import json
from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_spellcopy_cast import (
    abilities_on_stack,
    bf,
    cast,
    copies,
    hand,
    obj,
    resolve,
)
from .test_spellcopy3 import spell



def counters(s, oid: str) -> dict[str, int]:
    return obj(s, oid).get("counters", {})


# --- Spinerock Tyrant: "Whenever you cast an instant or sorcery spell with a single target, you may copy it. If you do,
# those spells gain wither. You may choose new targets for the copy." ----------------------------------------------

def test_spinerock_tyrant_reads_its_oracle_text_601_2c_707_10():
    assert library()["Spinerock Tyrant"]["abilities"] == [
        "flying", "wither",
        {"trigger": {"you_cast": ["instant", "sorcery"], "spell": ["single_target"]},
         "effect": {"copy_that_spell_both_gain": "wither"}}]


def _tyrant_bolt(engine):
    """Alice controls Spinerock Tyrant and casts Lightning Bolt at Bob's Serra Angel (4/4): one target, so the Tyrant's
    ability triggers (CR 601.2c, 603.2) and goes on the stack above the Bolt."""
    s = make_state([bf("tyr", "Spinerock Tyrant"), hand("bolt", "Lightning Bolt"), bf("mtn", "Mountain"),
                    bf("angel", "Serra Angel", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["angel"]}))
    (ab,) = abilities_on_stack(s, "tyr")
    assert s.doc["stack"] == ["bolt", ab]
    return s


def test_spinerock_tyrant_triggers_on_a_spell_with_one_target_and_may_decline_603_5(engine):
    """Resolving, Alice may copy the Bolt or not (CR 603.5). Declining: no copy, and the Bolt hasn't gained wither: it
    deals 3 damage, marked on the Angel (CR 120.3e), no -1/-1 counters."""
    s = _tyrant_bolt(engine)
    outs = resolve(engine, s)
    declined = [o for o in outs if not copies(o)]
    (d,) = declined
    assert d.doc["stack"] == ["bolt"]
    (d,) = resolve(engine, d)
    assert obj(d, "angel").get("damage") == 3
    assert counters(d, "angel") == {}


def test_spinerock_tyrant_copy_and_spell_gain_wither_702_80a_707_10c(engine):
    """Copying: the copy is Alice's, above the Bolt (CR 707.10); Alice may choose a new target for it (CR 707.10c: one
    state per legal target: Alice, Bob, the Tyrant, the Angel). With the Angel kept as its target, the copy has gained
    wither: its 3 damage are put on the Angel as three -1/-1 counters, none marked (CR 702.80a, 120.3d); the Angel,
    1/1, survives. Then the Bolt, which gained wither too, puts three more: the Angel is -2/-2 and dies (CR 704.5f)."""
    s = _tyrant_bolt(engine)
    outs = [o for o in resolve(engine, s) if copies(o)]
    assert len(outs) == 4
    (s,) = [o for o in outs if obj(o, copies(o)[0])["targets"] == ["angel"]]
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bolt", cp]
    assert obj(s, cp)["controller"] == "alice"
    (s,) = resolve(engine, s)
    assert counters(s, "angel") == {"-1/-1": 3}
    assert not obj(s, "angel").get("damage")
    (s,) = resolve(engine, s)
    assert obj(s, "angel")["zone"] == "graveyard"


def test_spinerock_tyrant_ignores_a_spell_without_targets_601_2c(engine):
    """Doublecast has no target: not a spell with a single target, so the Tyrant doesn't trigger (CR 603.2)."""
    s = make_state([bf("tyr", "Spinerock Tyrant"), hand("dc", "Doublecast"), bf("m1", "Mountain"),
                    bf("m2", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "dc"}))
    assert s.doc["stack"] == ["dc"]


# --- Bill Potts: "Whenever you cast an instant or sorcery spell that targets only Bill Potts or activate an ability that
# targets only Bill Potts, copy that spell or ability. You may choose new targets for the copy. This ability triggers
# only once each turn." ----------------------------------------------------------------------------------------------

def test_bill_potts_reads_its_oracle_text_603_2_707_10():
    assert library()["Bill Potts"]["abilities"][0] == {
        "trigger": {"once_each_turn": "cast_or_activate_targeting_only_self"}, "effect": "copy_that_spell_or_ability"}


def _bill(*more):
    return make_state([bf("bill", "Bill Potts"), bf("bears", "Grizzly Bears"), hand("jump", "Jump"),
                       hand("jump2", "Jump"), bf("i1", "Island"), bf("i2", "Island"), *more])


def test_bill_potts_copies_a_spell_that_targets_only_him_707_10c(engine):
    """Alice casts Jump ("Target creature gains flying until end of turn") at Bill Potts: its one target is Bill, so his
    ability triggers (CR 601.2c, 603.2). Resolving, it copies Jump for Alice (CR 707.10), who may choose a new target
    for the copy (CR 707.10c): one state per creature, Bill or Grizzly Bears."""
    s = cast(engine, _bill(), "jump", targets=["bill"])
    (ab,) = abilities_on_stack(s, "bill")
    assert s.doc["stack"] == ["jump", ab]
    outs = resolve(engine, s)
    assert sorted(tuple(obj(o, copies(o)[0])["targets"]) for o in outs) == [("bears",), ("bill",)]
    for o in outs:
        (cp,) = copies(o)
        assert o.doc["stack"] == ["jump", cp]
        assert obj(o, cp)["controller"] == "alice"


def test_bill_potts_triggers_only_once_each_turn_603_2(engine):
    """The copy and Jump resolve; Alice casts her second Jump at Bill the same turn: "This ability triggers only once each
    turn", so nothing triggers (CR 603.2)."""
    s = cast(engine, _bill(), "jump", targets=["bill"])
    (s,) = [o for o in resolve(engine, s) if obj(o, copies(o)[0])["targets"] == ["bill"]]
    (s,) = resolve(engine, s)
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    s = cast(engine, s, "jump2", targets=["bill"])
    assert s.doc["stack"] == ["jump2"]


def test_bill_potts_ignores_a_spell_at_another_creature_603_2(engine):
    """Jump at Grizzly Bears doesn't target Bill: no trigger."""
    s = cast(engine, _bill(), "jump", targets=["bears"])
    assert s.doc["stack"] == ["jump"]


def test_bill_potts_copies_an_ability_that_targets_only_him_707_10b(engine):
    """Alice activates Hexhaven Dueling Arena's "{4}, {T}: Target creature becomes prepared." at Bill Potts (CR 602.2b):
    Bill's ability triggers; resolving, it copies the Arena's ability for Alice, the copy's source the Arena (CR
    707.10b), and she may choose a new target for it: one state per creature (CR 707.10c)."""
    s = _bill(bf("arena", "Hexhaven Dueling Arena"), bf("i3", "Island"), bf("i4", "Island"))
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "arena" and "{4}" in str(a.action)]
    outs = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["bill"]})]
    s = outs[0]
    (arena_ab,) = abilities_on_stack(s, "arena")
    (ab,) = abilities_on_stack(s, "bill")
    assert s.doc["stack"] == [arena_ab, ab]
    outs = resolve(engine, s)
    assert len(outs) == 2
    for o in outs:
        assert len(abilities_on_stack(o, "arena")) == 2
        assert abilities_on_stack(o, "bill") == []


# --- Arcane Proxy: "When this creature enters, if you cast it, exile target instant or sorcery card with mana value less
# than or equal to this creature's power from your graveyard. Copy that card. You may cast the copy without paying its
# mana cost." ----------------------------------------------------------------------------------------------------------

def test_arcane_proxy_reads_its_oracle_text_603_4_707_12():
    assert library()["Arcane Proxy"]["abilities"][1] == {
        "trigger": "enters", "if": "you_cast_it", "target": {"card_mv_at_most_power": ["instant", "sorcery"]},
        "effect": {"exile_cast_copy": "target"}}


def _gy(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def _proxy_graveyards():
    return [_gy("abolt", "Lightning Bolt"), _gy("dcast", "Doublecast"), _gy("reenact", "Reenact the Crime"),
            _gy("gbears", "Grizzly Bears"), _gy("bbolt", "Lightning Bolt", "bob")]


def test_arcane_proxy_cast_prototyped_targets_cards_up_to_its_power_115_1_208_1(engine):
    """Alice casts Arcane Proxy for its prototype cost (a 2/1, CR 702.160a) from her hand; it resolves and enters: she
    cast it, so its ability triggers (CR 603.4). Its legal targets are the instant and sorcery cards in her own graveyard
    with mana value 2 or less: Lightning Bolt (1) and Doublecast (2); not Reenact the Crime (4), not the Grizzly Bears
    card (a creature), not Bob's Bolt (his graveyard) (CR 115.1, 202.3, 208.1). One state per target."""
    s = make_state([hand("proxy", "Arcane Proxy"), bf("i1", "Island"), bf("i2", "Island"), bf("i3", "Island"),
                    *_proxy_graveyards()])
    s = only(engine.apply(s, {"action": "cast", "object": "proxy", "as": "prototype"}))
    outs = resolve(engine, s)
    assert obj(outs[0], "proxy")["zone"] == "battlefield"
    targets = sorted(obj(o, abilities_on_stack(o, "proxy")[0])["targets"][0] for o in outs)
    assert targets == ["abolt", "dcast"]


def test_arcane_proxy_exiles_the_card_and_its_copy_may_be_cast_free_707_12(engine):
    """Resolving at Lightning Bolt: the Bolt card is exiled and a copy of it is created in exile, Alice's, which she may
    cast now without paying its mana cost (CR 707.12): cast at Bob, it resolves and Bob is at 17."""
    s = make_state([hand("proxy", "Arcane Proxy"), bf("i1", "Island"), bf("i2", "Island"), bf("i3", "Island"),
                    *_proxy_graveyards()])
    s = only(engine.apply(s, {"action": "cast", "object": "proxy", "as": "prototype"}))
    (s,) = [o for o in resolve(engine, s) if obj(o, abilities_on_stack(o, "proxy")[0])["targets"] == ["abolt"]]
    (s,) = resolve(engine, s)
    assert obj(s, "abolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    assert (cp["zone"], cp["owner"], cp["cast_now_by"]) == ("exile", "alice", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17


def test_arcane_proxy_put_onto_the_battlefield_doesnt_trigger_603_4(engine):
    """Put onto the battlefield from her hand without being cast (a rules event), the Proxy wasn't cast: the intervening
    "if you cast it" is false as it enters, so the ability doesn't trigger (CR 603.4)."""
    s = make_state([hand("proxy", "Arcane Proxy"), *_proxy_graveyards()])
    s = only(engine.apply(s, {"event": "move", "object": "proxy", "to": "battlefield"}))
    assert obj(s, "proxy")["zone"] == "battlefield"
    assert s.doc["stack"] == [] and not s.doc.get("triggered")


def test_skitterbeam_battalion_cast_prototyped_makes_two_prototyped_copies_603_4_718_3d(engine):
    """Skitterbeam Battalion ("When this creature enters, if you cast it, create two tokens that are copies of it."),
    read with the same "if you cast it" (CR 603.4): cast prototyped from her hand (a 2/2, CR 718.3b), it enters and
    its ability triggers; resolving, two token copies enter, each with the prototype's 2/2 (CR 718.3d, 707.2)."""
    s = make_state([hand("sk", "Skitterbeam Battalion"), *[bf(f"m{i}", "Mountain") for i in range(5)]])
    s = only(engine.apply(s, {"action": "cast", "object": "sk", "as": "prototype"}))
    (s,) = resolve(engine, s)
    assert len(abilities_on_stack(s, "sk")) == 1
    (s,) = resolve(engine, s)
    toks = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert len(toks) == 2
    d = engine.derive(s)
    for t in toks:
        c = d.object(t).characteristics
        assert (c["name"], c["power"], c["toughness"]) == ("Skitterbeam Battalion", 2, 2)


def test_skitterbeam_battalion_put_onto_the_battlefield_makes_none_603_4(engine):
    """Put onto the battlefield without being cast: no trigger (CR 603.4)."""
    s = make_state([hand("sk", "Skitterbeam Battalion")])
    s = only(engine.apply(s, {"event": "move", "object": "sk", "to": "battlefield"}))
    assert s.doc["stack"] == [] and not s.doc.get("triggered")


# --- Radiant Performer: "When this creature enters, if you cast it from your hand, choose target spell or ability that
# targets only a single permanent or player. Copy that spell or ability for each other permanent or player the spell or
# ability could target. Each copy targets a different one of those permanents and players." -------------------------

def test_radiant_performer_reads_its_oracle_text_707_10d():
    assert library()["Radiant Performer"]["abilities"][1] == {
        "trigger": "enters", "if": "you_cast_it_from_your_hand", "target": "spell_or_ability_targeting_single",
        "effect": {"copy_spell_for_each_other": "target"}}


def test_radiant_performer_copies_a_spell_for_each_other_target_707_10d(engine):
    """Bob's Lightning Bolt (at Alice) is on the stack; Alice casts Radiant Performer (flash) from her hand; it resolves
    and enters, and its ability triggers (cast from her hand, CR 603.4) targeting the Bolt, whose one target is Alice
    (CR 115.1). Resolving, it copies the Bolt for each other permanent or player the Bolt could target (any target: a
    creature, a planeswalker or a player; her Mountains can't be): Bob and the Performer, one copy each, Alice's (CR
    707.10, 707.10d), in either order: two states."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("rp", "Radiant Performer"),
                    *[bf(f"m{i}", "Mountain") for i in range(5)]], stack=["bolt"])
    s = cast(engine, s, "rp")
    (s,) = resolve(engine, s)
    assert obj(s, "rp")["zone"] == "battlefield"
    (ab,) = abilities_on_stack(s, "rp")
    assert obj(s, ab)["targets"] == ["bolt"]
    outs = resolve(engine, s)
    assert len(outs) == 2
    for o in outs:
        cps = copies(o)
        assert sorted(obj(o, c)["targets"][0] for c in cps) == ["bob", "rp"]
        assert {obj(o, c)["controller"] for c in cps} == {"alice"}
        assert o.doc["stack"][0] == "bolt"


def test_radiant_performer_copies_an_ability_for_each_other_creature_707_10b_707_10d(engine):
    """Alice activates Hexhaven Dueling Arena ("{4}, {T}: Target creature becomes prepared.") at her Grizzly Bears, then
    casts Radiant Performer from her hand; its trigger targets the Arena's ability. Resolving, it copies that ability
    for each other permanent or player it could target: creatures only (CR 707.10d: a player isn't a legal target, no
    copy for Alice or Bob), so Serra Angel (Bob's) and the Performer: two copies with the Arena as source (CR 707.10b),
    in either order (two states)."""
    s = make_state([bf("arena", "Hexhaven Dueling Arena"), bf("bears", "Grizzly Bears"), hand("rp", "Radiant Performer"),
                    bf("angel", "Serra Angel", "bob"), *[bf(f"i{i}", "Island") for i in range(4)],
                    *[bf(f"m{i}", "Mountain") for i in range(5)]])
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "arena" and "{4}" in str(a.action)]
    outs = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["bears"]})]
    (s,) = [o for o in outs if not any(obj(o, f"m{i}").get("tapped") for i in range(5))]
    (arena_ab,) = abilities_on_stack(s, "arena")
    s = cast(engine, s, "rp")
    (s,) = resolve(engine, s)
    (ab,) = abilities_on_stack(s, "rp")
    assert obj(s, ab)["targets"] == [arena_ab]
    outs = resolve(engine, s)
    assert len(outs) == 2
    for o in outs:
        cps = [a for a in abilities_on_stack(o, "arena") if a != arena_ab]
        assert sorted(obj(o, c)["targets"][0] for c in cps) == ["angel", "rp"]


def test_radiant_performer_put_onto_the_battlefield_doesnt_trigger_603_4(engine):
    """Not cast (put onto the battlefield from her hand by a rules event): no trigger (CR 603.4)."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("rp", "Radiant Performer")], stack=["bolt"])
    s = only(engine.apply(s, {"event": "move", "object": "rp", "to": "battlefield"}))
    assert s.doc["stack"] == ["bolt"]


# --- Agrus Kos, Eternal Soldier: "Whenever Agrus Kos becomes the target of an ability that targets only it, you may pay
# {1}{R/W}. If you do, copy that ability for each other creature you control that ability could target. Each copy
# targets a different one of those creatures." ------------------------------------------------------------------------

def test_agrus_kos_reads_its_oracle_text_603_2():
    assert library()["Agrus Kos, Eternal Soldier"]["abilities"][1] == {
        "trigger": "self_targeted_only_by_ability",
        "effect": {"may_pay": "{1}{R/W}", "then": "copy_that_ability_for_each_other_creature_you_control"}}


def _agrus_targeted(engine):
    """Alice controls Agrus Kos and Grizzly Bears, Bob Serra Angel; Alice activates Hexhaven Dueling Arena ("{4}, {T}:
    Target creature becomes prepared.") at Agrus Kos with her four Islands: its one target is Agrus, so his ability
    triggers (CR 602.2b, 603.2)."""
    s = make_state([bf("agrus", "Agrus Kos, Eternal Soldier"), bf("bears", "Grizzly Bears"),
                    bf("arena", "Hexhaven Dueling Arena"), bf("angel", "Serra Angel", "bob"),
                    *[bf(f"i{i}", "Island") for i in range(4)], bf("mtn", "Mountain"), bf("pl", "Plains")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "arena" and "{4}" in str(a.action)]
    outs = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["agrus"]})]
    (s,) = [o for o in outs if not obj(o, "mtn").get("tapped") and not obj(o, "pl").get("tapped")]
    (arena_ab,) = abilities_on_stack(s, "arena")
    (ab,) = abilities_on_stack(s, "agrus")
    assert s.doc["stack"] == [arena_ab, ab]
    return s, arena_ab


def test_agrus_kos_paid_copies_the_ability_for_each_other_creature_you_control_707_10d(engine):
    """Resolving, Alice may pay {1}{R/W} (CR 608.2d): declining, nothing is copied; paying (her Mountain and Plains), the
    Arena's ability is copied once for each other creature she controls that it could target: Grizzly Bears only (Bob's
    Angel isn't hers, the Arena isn't a creature), the copy's source the Arena (CR 707.10b) and its target the Bears."""
    s, arena_ab = _agrus_targeted(engine)
    outs = resolve(engine, s)
    assert len(outs) == 2
    (declined,) = [o for o in outs if not obj(o, "mtn").get("tapped")]
    assert abilities_on_stack(declined, "arena") == [arena_ab]
    (paid,) = [o for o in outs if obj(o, "mtn").get("tapped")]
    assert obj(paid, "pl").get("tapped")
    (cp,) = [a for a in abilities_on_stack(paid, "arena") if a != arena_ab]
    assert obj(paid, cp)["targets"] == ["bears"]
    assert obj(paid, cp)["controller"] == "alice"


def test_agrus_kos_ignores_an_ability_at_another_creature_603_2(engine):
    """The Arena's ability at Grizzly Bears doesn't target Agrus Kos: no trigger."""
    s = make_state([bf("agrus", "Agrus Kos, Eternal Soldier"), bf("bears", "Grizzly Bears"),
                    bf("arena", "Hexhaven Dueling Arena"), *[bf(f"i{i}", "Island") for i in range(4)]])
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "arena" and "{4}" in str(a.action)]
    (s,) = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["bears"]})]
    assert abilities_on_stack(s, "agrus") == []


# --- Mirror-Shield Hoplite: "Whenever a creature you control becomes the target of a backup ability, copy that ability.
# You may choose new targets for the copy. This ability triggers only once each turn." ---------------------------------

def test_mirror_shield_hoplite_reads_its_oracle_text_702_165a():
    assert library()["Mirror-Shield Hoplite"]["abilities"][1] == {
        "trigger": {"once_each_turn": "creature_you_control_targeted_by_backup"}, "effect": "copy_that_ability"}


def _master_entered(engine):
    """Alice controls Mirror-Shield Hoplite and Grizzly Bears, Bob Serra Angel; Alice casts Mirror-Style Master (backup
    1) and it enters: its backup ability goes on the stack with a target creature of her choice (CR 702.165a, 603.3d),
    one state per creature."""
    s = make_state([bf("hop", "Mirror-Shield Hoplite"), bf("bears", "Grizzly Bears"), hand("msm", "Mirror-Style Master"),
                    bf("angel", "Serra Angel", "bob"), *[bf(f"m{i}", "Mountain") for i in range(6)]])
    s = cast(engine, s, "msm")
    return resolve(engine, s)


def test_mirror_shield_hoplite_copies_a_backup_ability_at_a_creature_you_control_707_10c(engine):
    """With the backup ability at Grizzly Bears (Alice's), the Hoplite's ability triggers (CR 603.2) and goes on the
    stack above it; resolving, it copies the backup ability for Alice (its source the Master, CR 707.10b), who may choose
    a new target for the copy (CR 707.10c): any creature, four states. Where the copy targets the Hoplite, it resolves
    first: a +1/+1 counter on the Hoplite (CR 702.165a); then the original puts one on the Bears."""
    outs = _master_entered(engine)
    (s,) = [o for o in outs if abilities_on_stack(o, "msm") and obj(o, abilities_on_stack(o, "msm")[0])["targets"] == ["bears"]]
    (bk,) = abilities_on_stack(s, "msm")
    (ab,) = abilities_on_stack(s, "hop")
    assert s.doc["stack"] == [bk, ab]
    outs = resolve(engine, s)
    assert len(outs) == 4
    assert sorted(obj(o, o.doc["stack"][-1])["targets"][0] for o in outs) == ["angel", "bears", "hop", "msm"]
    (s,) = [o for o in outs if obj(o, o.doc["stack"][-1])["targets"] == ["hop"]]
    (s,) = resolve(engine, s)
    assert counters(s, "hop") == {"+1/+1": 1}
    (s,) = resolve(engine, s)
    assert counters(s, "bears") == {"+1/+1": 1}


def test_mirror_shield_hoplite_ignores_a_backup_ability_at_an_opponents_creature_603_2(engine):
    """The backup ability at Bob's Serra Angel targets no creature Alice controls: no trigger."""
    outs = _master_entered(engine)
    (s,) = [o for o in outs if abilities_on_stack(o, "msm") and obj(o, abilities_on_stack(o, "msm")[0])["targets"] == ["angel"]]
    assert abilities_on_stack(s, "hop") == []


# --- Reenact the Crime: "Exile target nonland card in a graveyard that was put there from anywhere this turn. Copy it.
# You may cast the copy without paying its mana cost." ---------------------------------------------------------------

def test_reenact_the_crime_reads_its_oracle_text_707_12():
    assert library()["Reenact the Crime"]["abilities"] == [
        {"spell": {"effect": {"exile_cast_copy": "target"}, "target": "nonland_card_put_into_graveyard_this_turn"}}]


def test_reenact_the_crime_targets_a_nonland_card_put_in_a_graveyard_this_turn_and_casts_its_copy_115_1_707_12(engine):
    """Alice's Lightning Bolt resolves at Bob (17) and goes to her graveyard this turn (CR 608.2n). Bob's old Bolt card
    was in his graveyard before this turn, and a Forest card was put in Alice's this turn but is a land: Reenact the
    Crime may target only Alice's Bolt (CR 115.1). Resolving, it exiles the Bolt and Alice may cast a copy of it
    without paying its mana cost (CR 707.12): at Bob, who goes to 14."""
    s = make_state([hand("bolt", "Lightning Bolt"), hand("rc", "Reenact the Crime"), bf("mtn", "Mountain"),
                    *[bf(f"i{i}", "Island") for i in range(4)], _gy("bbolt", "Lightning Bolt", "bob"),
                    {**_gy("fst", "Forest"), "put_into_graveyard_this_turn": True}])
    s = cast(engine, s, "bolt", targets=["bob"])
    (s,) = resolve(engine, s)
    assert obj(s, "bolt")["zone"] == "graveyard"
    for x in ("bbolt", "fst"):
        assert not engine.why_not(s, {"action": "cast", "object": "rc", "targets": [x]}).legal
    s = cast(engine, s, "rc", targets=["bolt"])
    (s,) = resolve(engine, s)
    assert obj(s, "bolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    assert (cp["owner"], cp["cast_now_by"]) == ("alice", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 14


# --- Return the Favor: "Spree / + {1} — Copy target instant spell, sorcery spell, activated ability, or triggered
# ability. You may choose new targets for the copy. / + {1} — Change the target of target spell or ability with a single
# target." ----------------------------------------------------------------------------------------------------------

def test_return_the_favor_reads_its_oracle_text_702_172a():
    (ab,) = library()["Return the Favor"]["abilities"]
    assert ab["spell"]["modes"] == [
        {"cost": "{1}", "effect": {"copy_spell": "target", "new_targets": True}, "target": "instant_sorcery_spell_or_ability"},
        {"cost": "{1}", "effect": {"change_target": "target"}, "target": "spell_or_ability_with_single_target"}]


def _favor(*more):
    """Bob's Lightning Bolt, at Alice, is on the stack; Alice holds Return the Favor ({R}{R}, spree) with Grizzly Bears
    and Mountains."""
    return make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("rtf", "Return the Favor"),
                       bf("bears", "Grizzly Bears"), *[bf(f"m{i}", "Mountain") for i in range(4)], *more],
                      stack=["bolt"])


def test_return_the_favor_copies_an_opponents_spell_for_its_caster_707_10c(engine):
    """Mode 1 ({R}{R}+{1}) at Bob's Bolt: resolving, Alice gets a copy of it (CR 707.10) and may choose a new target for
    it (CR 707.10c): Alice (kept), Bob or the Bears: three states, the copy Alice's above the Bolt."""
    s = cast(engine, _favor(), "rtf", modes=[1], targets=["bolt"])
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bears", "bob"]
    for o in outs:
        (cp,) = copies(o)
        assert o.doc["stack"] == ["bolt", cp] and obj(o, cp)["controller"] == "alice"


def test_return_the_favor_copies_an_activated_ability_707_10b(engine):
    """Mode 1 also takes an activated ability: Alice's own Hexhaven Dueling Arena ability at the Bears is copied, the
    copy's source the Arena (CR 707.10b); its new target may be any creature (the Bears kept, or Serra Angel): two
    states."""
    s = make_state([bf("arena", "Hexhaven Dueling Arena"), bf("bears", "Grizzly Bears"), hand("rtf", "Return the Favor"),
                    bf("angel", "Serra Angel", "bob"), *[bf(f"i{i}", "Island") for i in range(4)],
                    *[bf(f"m{i}", "Mountain") for i in range(3)]])
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "arena" and "{4}" in str(a.action)]
    outs = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["bears"]})]
    (s,) = [o for o in outs if not any(obj(o, f"m{i}").get("tapped") for i in range(3))]
    (arena_ab,) = abilities_on_stack(s, "arena")
    s = cast(engine, s, "rtf", modes=[1], targets=[arena_ab])
    outs = resolve(engine, s)
    assert len(outs) == 2
    got = sorted(obj(o, next(a for a in abilities_on_stack(o, "arena") if a != arena_ab))["targets"][0] for o in outs)
    assert got == ["angel", "bears"]


def test_return_the_favor_changes_the_target_to_another_legal_one_115_7a(engine):
    """Mode 2 ({R}{R}+{1}) at the Bolt, whose one target is Alice: its target must change to another legal target for
    it (CR 115.7a; Bob is its controller): Bob or the Bears, not Alice again: two states."""
    s = cast(engine, _favor(), "rtf", modes=[2], targets=["bolt"])
    outs = resolve(engine, s)
    assert sorted(obj(o, "bolt")["targets"][0] for o in outs) == ["bears", "bob"]


# --- Chain of Silence: "Prevent all damage target creature would deal this turn. That creature's controller may
# sacrifice a land of their choice. If the player does, they may copy this spell and may choose a new target for that
# copy." ----------------------------------------------------------------------------------------------------------

def test_chain_of_silence_reads_its_oracle_text_615_1():
    assert library()["Chain of Silence"]["abilities"] == [
        {"spell": {"effect": [{"prevent_damage_dealt_by": "target"}, {"chain_copy": "sacrifice_land"}],
                   "target": "creature"}}]


def test_chain_of_silence_prevents_and_its_targets_controller_may_copy_it_615_1_707_10c(engine):
    """Alice casts Chain of Silence at Bob's Serra Angel. Resolving, the Angel's damage this turn is prevented (CR 615.1,
    kept as its damage_from_prevented_this_turn); Bob, its controller, may sacrifice a land (his Plains) and if he does
    he may copy the spell, the copy his (CR 707.10), with a new target if he likes (CR 707.10c): declined; sacrificed
    and no copy; sacrificed and a copy at the Angel or at Alice's Grizzly Bears: four states."""
    s = make_state([hand("cos", "Chain of Silence"), bf("p1", "Plains"), bf("p2", "Plains"), bf("bears", "Grizzly Bears"),
                    bf("angel", "Serra Angel", "bob"), bf("bpl", "Plains", "bob")])
    s = cast(engine, s, "cos", targets=["angel"])
    outs = resolve(engine, s)
    assert len(outs) == 4
    assert all(obj(o, "angel").get("damage_from_prevented_this_turn") is True for o in outs)
    kept = [o for o in outs if obj(o, "bpl")["zone"] == "battlefield"]
    assert len(kept) == 1 and copies(kept[0]) == []
    sacrificed = [o for o in outs if obj(o, "bpl")["zone"] == "graveyard"]
    assert sorted(tuple(obj(o, c)["targets"] for c in copies(o)) for o in sacrificed) == [(), (["angel"],), (["bears"],)]
    for o in sacrificed:
        for c in copies(o):
            assert obj(o, c)["controller"] == "bob"


def test_damage_a_prevented_creature_would_deal_isnt_dealt_615_1a(engine):
    """Alice's Grizzly Bears, whose damage is prevented this turn, attacks Bob unblocked: its combat damage is prevented
    (CR 615.1a, 510.2): Bob stays at 20. Without the prevention he would go to 18."""
    from .test_combat import attack_step, blocked, life, passes, to_blockers
    for flag, bob in ((True, 20), (False, 18)):
        s = attack_step([bf("bears", "Grizzly Bears", damage_from_prevented_this_turn=flag)])
        st = passes(engine, blocked(engine, to_blockers(engine, s, [{"object": "bears", "player": "bob"}]), []))
        assert life(st, "bob") == bob


# --- Roving Actuator: "Void — When this creature enters, if a nonland permanent left the battlefield this turn or a spell
# was warped this turn, exile up to one target instant or sorcery card with mana value 2 or less from your graveyard.
# Copy it. You may cast the copy without paying its mana cost." ------------------------------------------------------

def test_roving_actuator_reads_its_oracle_text_603_4_707_12():
    assert library()["Roving Actuator"]["abilities"] == [
        {"trigger": "enters", "if": "nonland_permanent_left_or_spell_warped",
         "target": {"up_to_one_graveyard_card_mv_at_most": ["instant", "sorcery"], "mv": 2},
         "effect": {"exile_cast_copy": "target"}}]


def _actuator(*more, **top):
    return make_state([hand("ra", "Roving Actuator"), *[bf(f"m{i}", "Mountain") for i in range(5)],
                       _gy("gbolt", "Lightning Bolt"), _gy("dcast", "Doublecast"), _gy("reenact", "Reenact the Crime"),
                       _gy("bgbolt", "Lightning Bolt", "bob"), *more], **top)


def test_roving_actuator_after_a_creature_died_copies_a_cheap_instant_115_1d_707_12(engine):
    """Alice's Lightning Bolt kills Bob's Grizzly Bears: a nonland permanent left the battlefield this turn. She casts
    Roving Actuator; it enters and its void ability triggers (CR 603.4). Up to one target: one of her two Bolt cards
    (1; the one just cast is in her graveyard too, CR 608.2n) or Doublecast (2), or none; not Reenact the Crime (4), nor
    Bob's Bolt (his graveyard): four states (CR 115.1d).
    Resolving at her graveyard's Bolt: it is exiled and she may cast a copy of it for free (CR 707.12): Bob goes to 17."""
    s = _actuator(hand("bolt", "Lightning Bolt"), bf("bears", "Grizzly Bears", "bob"))
    s = cast(engine, s, "bolt", targets=["bears"])
    (s,) = resolve(engine, s)
    assert obj(s, "bears")["zone"] == "graveyard"
    s = cast(engine, s, "ra")
    outs = resolve(engine, s)
    got = sorted(tuple(obj(o, abilities_on_stack(o, "ra")[0]).get("targets", [])) for o in outs)
    assert got == [(), ("bolt",), ("dcast",), ("gbolt",)]
    (s,) = [o for o in outs if obj(o, abilities_on_stack(o, "ra")[0]).get("targets") == ["gbolt"]]
    (s,) = resolve(engine, s)
    assert obj(s, "gbolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17


def test_roving_actuator_with_nothing_left_this_turn_doesnt_trigger_603_4(engine):
    """No nonland permanent left the battlefield this turn (and no spell was warped): the intervening "if" is false as it
    enters, no trigger (CR 603.4)."""
    s = cast(engine, _actuator(), "ra")
    (s,) = resolve(engine, s)
    assert obj(s, "ra")["zone"] == "battlefield" and abilities_on_stack(s, "ra") == []


def test_roving_actuator_reads_the_turns_count_from_the_state_603_4(engine):
    """A state whose turn counts already say a nonland permanent left this turn: the ability triggers (targets: her Bolt,
    Doublecast or none)."""
    s = cast(engine, _actuator(turn_counts={"nonland_permanents_left": 1}), "ra")
    outs = resolve(engine, s)
    assert len(outs) == 3 and all(len(abilities_on_stack(o, "ra")) == 1 for o in outs)


# --- Kaervek, the Punisher: "Whenever you commit a crime, exile up to one target black card from your graveyard and copy
# it. You may cast the copy. If you do, you lose 2 life." --------------------------------------------------------------

def test_kaervek_reads_its_oracle_text_700_13():
    assert library()["Kaervek, the Punisher"]["abilities"] == [
        {"trigger": "you_commit_crime", "target": {"up_to_one_color_card_in_your_graveyard": "black"},
         "effect": {"exile_cast_copy_paying_lose_life": 2}}]


def _kaervek(*more):
    return make_state([bf("kaer", "Kaervek, the Punisher"), hand("bolt", "Lightning Bolt"), bf("mtn", "Mountain"),
                       bf("swp", "Swamp"), _gy("rd", "Raise Dead"), _gy("gb", "Grizzly Bears"),
                       _gy("obolt", "Lightning Bolt"), _gy("brd", "Raise Dead", "bob"), *more])


def test_kaervek_triggers_on_a_crime_and_its_copy_costs_life_when_cast_700_13_707_12(engine):
    """Alice casts Lightning Bolt at Bob, an opponent: a crime (CR 700.13), so Kaervek's ability triggers. Up to one
    target: the Raise Dead card in her graveyard (black), or none; not her Bolt (red) nor Bob's Raise Dead (his
    graveyard): two states (CR 115.1d). Resolving at Raise Dead: it is exiled and a copy of it is made for her to cast
    now paying its cost (CR 707.12, 601.2f); she casts it ({B}) at the Grizzly Bears card and loses 2 life (CR 119.3): 18.
    It resolves and the Bears card goes to her hand."""
    s0 = _kaervek()
    outs = [o.state for o in engine.apply(s0, {"action": "cast", "object": "bolt", "targets": ["bob"]})]
    got = sorted(tuple(obj(o, abilities_on_stack(o, "kaer")[0]).get("targets", [])) for o in outs)
    assert got == [(), ("rd",)]
    (s,) = [o for o in outs if obj(o, abilities_on_stack(o, "kaer")[0]).get("targets") == ["rd"]]
    (s,) = resolve(engine, s)
    assert obj(s, "rd")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    assert (cp["cast_now_pays"], cp["cast_now_life_loss"]) == (True, 2)
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "targets": ["gb"]}))
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 18
    (s,) = resolve(engine, s)
    assert obj(s, "gb")["zone"] == "hand"


def test_kaervek_doesnt_trigger_without_a_crime_700_13(engine):
    """Lightning Bolt at Alice's own Kaervek targets nothing an opponent has: no crime, no trigger."""
    s = cast(engine, _kaervek(), "bolt", targets=["kaer"])
    assert abilities_on_stack(s, "kaer") == []


def test_kaervek_targeting_an_opponents_creature_is_a_crime_700_13(engine):
    """Lightning Bolt at Bob's Serra Angel, a permanent an opponent controls: a crime, the ability triggers."""
    s = cast(engine, _kaervek(bf("angel", "Serra Angel", "bob")), "bolt", targets=["angel"])
    assert len(abilities_on_stack(s, "kaer")) == 1


# --- Pyromancer's Goggles: "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell
# and you may choose new targets for the copy." Primal Wellspring: "{T}: Add one mana of any color. When that mana is
# spent to cast an instant or sorcery spell, copy that spell and you may choose new targets for the copy." ------------

def test_goggles_and_wellspring_read_their_oracle_text_605_1a():
    lib = library()
    assert lib["Pyromancer's Goggles"]["abilities"] == [
        {"mana_spent_copy": ["R"], "spent_on": ["instant", "sorcery"], "color": "red"}]
    assert lib["Primal Amulet"]["back"]["abilities"] == [
        {"mana_spent_copy": ["W", "U", "B", "R", "G"], "spent_on": ["instant", "sorcery"]}]


def test_goggles_mana_spent_on_a_red_instant_copies_it_603_7c_707_10c(engine):
    """Alice's only mana source is Pyromancer's Goggles: Lightning Bolt (at Bob) is paid with its {R} (CR 601.2g), so the
    delayed ability triggers as the Bolt becomes cast (CR 603.7b, 106.4). Resolving, it copies the Bolt for Alice, who
    may choose a new target: Bob (kept) or Alice: two states (CR 707.10c)."""
    s = make_state([bf("gog", "Pyromancer's Goggles"), hand("bolt", "Lightning Bolt")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert obj(s, "gog").get("tapped")
    (ab,) = abilities_on_stack(s, "gog")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "alice" for o in outs)


def test_goggles_only_when_its_mana_pays_for_a_red_instant_or_sorcery_106_4(engine):
    """With a Mountain too, the Bolt may be paid with either: paid with the Goggles the ability triggers, with the
    Mountain it doesn't (two states, one with the trigger). Demonic Tutor (black) paid with a Swamp and the Goggles' {R}
    for its generic part: not a red spell, no trigger."""
    s = make_state([bf("gog", "Pyromancer's Goggles"), hand("bolt", "Lightning Bolt"), bf("mtn", "Mountain")])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})]
    assert sorted(len(abilities_on_stack(o, "gog")) for o in outs) == [0, 1]
    (with_gog,) = [o for o in outs if obj(o, "gog").get("tapped")]
    assert len(abilities_on_stack(with_gog, "gog")) == 1
    s = make_state([bf("gog", "Pyromancer's Goggles"), hand("dt", "Demonic Tutor"), bf("swp", "Swamp")])
    s = only(engine.apply(s, {"action": "cast", "object": "dt"}))
    assert obj(s, "gog").get("tapped") and abilities_on_stack(s, "gog") == []


def test_primal_wellspring_copies_any_instant_or_sorcery_its_mana_pays_for_707_10(engine):
    """Primal Wellspring's mana pays Demonic Tutor's generic part (a Swamp its {B}): an instant or sorcery spell of any
    color, so its delayed ability triggers and copies the Tutor for Alice."""
    s = make_state([bf("pw", "Primal Amulet", transformed=True), hand("dt", "Demonic Tutor"), bf("swp", "Swamp")])
    s = only(engine.apply(s, {"action": "cast", "object": "dt"}))
    (_ab,) = abilities_on_stack(s, "pw")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["dt", cp]


# --- Ether: "{T}, Exile this artifact: Add {U}. When you next cast an instant or sorcery spell this turn, copy that
# spell. You may choose new targets for the copy." --------------------------------------------------------------------

def test_ether_reads_its_oracle_text_605_1a():
    assert library()["Ether"]["abilities"] == [{"exile_for_mana_next_cast_copy": ["U"]}]


def test_ether_paying_for_an_instant_exiles_it_and_copies_that_instant_603_7c(engine):
    """Ether is Alice's only mana source: Jump ("Target creature gains flying until end of turn") at Grizzly Bears is paid
    with its {U}; the cost exiles Ether (CR 118.3), and the delayed ability its activation made triggers as Jump becomes
    cast, the next instant or sorcery spell she casts (CR 601.2g, 601.2i, 603.7b). Resolving, it copies Jump for her, the
    copy's target the Bears (kept) or Serra Angel: two states (CR 707.10c)."""
    s = make_state([bf("eth", "Ether"), hand("jump", "Jump"), bf("bears", "Grizzly Bears"),
                    bf("angel", "Serra Angel", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["bears"]}))
    assert obj(s, "eth")["zone"] == "exile"
    (ab,) = abilities_on_stack(s, "eth")
    assert s.doc["stack"] == ["jump", ab]
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["angel", "bears"]


def test_ether_paying_for_a_creature_waits_for_the_next_instant_603_7(engine):
    """Grizzly Bears's generic part may be paid with Ether's {U} or an Island (a Forest its {G}): two states. Paid with
    Ether: no instant or sorcery is being cast, so the delayed ability waits; Alice's next instant this turn, Jump (paid
    with the Island), is copied (CR 603.7, 603.7b)."""
    s = make_state([bf("eth", "Ether"), bf("fst", "Forest"), bf("isl", "Island"), hand("gb", "Grizzly Bears"),
                    hand("jump", "Jump"), bf("angel", "Serra Angel", "bob")])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "gb"})]
    assert len(outs) == 2
    (s,) = [o for o in outs if obj(o, "eth")["zone"] == "exile"]
    assert s.doc["stack"] == ["gb"] and not obj(s, "isl").get("tapped")
    (s,) = resolve(engine, s)
    s = only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["gb"]}))
    (_ab,) = abilities_on_stack(s, "eth")
    outs = resolve(engine, s)
    assert all(len(copies(o)) == 1 for o in outs) and len(outs) == 2


# --- Gandalf, Westward Voyager: "Whenever you cast a spell with mana value 5 or greater, each opponent reveals the top
# card of their library. If any of those cards shares a card type with that spell, copy that spell, you may choose new
# targets for the copy, and each opponent draws a card. Otherwise, you draw a card." -------------------------------

def test_gandalf_westward_voyager_reads_its_oracle_text_601_2i():
    assert library()["Gandalf, Westward Voyager"]["abilities"] == [
        {"trigger": {"you_cast": [], "min_mana_value": 5}, "effect": "reveal_top_copy_if_shares_type"}]


def _lib(oid: str, card: str, owner: str, pos: int) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "library", "owner": owner, "library_position": pos}


def test_gandalf_copies_the_spell_if_a_revealed_card_shares_a_type_707_10(engine):
    """Alice casts Serra Angel (mana value 5): the ability triggers (CR 601.2i). Bob reveals his top card, Grizzly Bears:
    a creature, as the Angel is, so the Angel is copied for Alice (CR 707.10; a creature spell's copy) and Bob draws a
    card (the Bears, CR 121.1); Alice draws nothing."""
    s = make_state([bf("gandalf", "Gandalf, Westward Voyager"), hand("angel", "Serra Angel"),
                    *[bf(f"p{i}", "Plains") for i in range(5)], _lib("btop", "Grizzly Bears", "bob", 1),
                    _lib("bnext", "Island", "bob", 2), _lib("atop", "Forest", "alice", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "angel"}))
    (_ab,) = abilities_on_stack(s, "gandalf")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["angel", cp] and obj(s, cp)["controller"] == "alice"
    assert obj(s, "btop")["zone"] == "hand" and obj(s, "atop")["zone"] == "library"


def test_gandalf_otherwise_you_draw_608_2c(engine):
    """Bob's top card is an Island (a land): no card type in common with the Angel, so no copy, and Alice draws a card
    (her Forest); Bob draws none."""
    s = make_state([bf("gandalf", "Gandalf, Westward Voyager"), hand("angel", "Serra Angel"),
                    *[bf(f"p{i}", "Plains") for i in range(5)], _lib("btop", "Island", "bob", 1),
                    _lib("atop", "Forest", "alice", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "angel"}))
    (s,) = resolve(engine, s)
    assert copies(s) == [] and s.doc["stack"] == ["angel"]
    assert obj(s, "atop")["zone"] == "hand" and obj(s, "btop")["zone"] == "library"


def test_gandalf_ignores_a_spell_with_mana_value_below_5_601_2i(engine):
    """Grizzly Bears (mana value 2) doesn't trigger it."""
    s = make_state([bf("gandalf", "Gandalf, Westward Voyager"), hand("gb", "Grizzly Bears"), bf("f1", "Forest"),
                    bf("f2", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert abilities_on_stack(s, "gandalf") == []


# --- Ashnod the Uncaring: "Whenever you activate an ability of an artifact or creature that isn't a mana ability, if one
# or more permanents were sacrificed to activate it, you may copy that ability. You may choose new targets for the
# copy." Verrak, Warped Sengir: "Whenever you activate an ability that isn't a mana ability, if life was paid to activate
# it, you may pay that much life again. If you do, copy that ability. You may choose new targets for the copy." -------

def test_ashnod_and_verrak_read_their_oracle_text_602_2():
    lib = library()
    assert lib["Ashnod the Uncaring"]["abilities"][1] == {"trigger": "you_activate_sacrificing",
                                                         "effect": "may_copy_that_ability"}
    assert lib["Verrak, Warped Sengir"]["abilities"][3] == {"trigger": "you_activate_paying_life",
                                                           "effect": "may_pay_that_life_again_copy_that_ability"}


def _activate(engine, s, oid: str, **more):
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == oid]
    return [o.state for a in acts for o in engine.apply(s, {**a.action, **more})]


def test_ashnod_may_copy_an_ability_whose_cost_sacrificed_a_permanent_707_10b(engine):
    """Alice activates Esoteric Duplicator's "{2}, Sacrifice this artifact: Draw a card." (an artifact's ability whose
    cost sacrifices a permanent, CR 118.3): Ashnod's ability triggers. Resolving, she may copy it (CR 603.5): declined,
    the Duplicator's ability alone; copied, a second one above it, with the same source (CR 707.10b): two states."""
    s = make_state([bf("ash", "Ashnod the Uncaring"), bf("dup", "Esoteric Duplicator"), bf("i1", "Island"),
                    bf("i2", "Island"), _lib("l1", "Island", "alice", 1), _lib("l2", "Forest", "alice", 2)])
    outs = _activate(engine, s, "dup")
    # (the Duplicator's own "whenever you sacrifice this artifact" triggers too: Alice orders the two, CR 603.3b)
    (s,) = [o for o in outs if o.doc["stack"][-1] in abilities_on_stack(o, "ash")]
    assert obj(s, "dup")["zone"] == "graveyard"
    (_ab,) = abilities_on_stack(s, "ash")
    n = len(abilities_on_stack(s, "dup"))
    outs = resolve(engine, s)
    assert sorted(len(abilities_on_stack(o, "dup")) for o in outs) == [n, n + 1]


def test_ashnod_ignores_an_ability_without_a_sacrifice_118_3(engine):
    """Hexhaven Dueling Arena's "{4}, {T}: Target creature becomes prepared." sacrifices nothing (and is a land's): no
    trigger."""
    s = make_state([bf("ash", "Ashnod the Uncaring"), bf("arena", "Hexhaven Dueling Arena"),
                    *[bf(f"i{i}", "Island") for i in range(4)]])
    outs = [o for o in _activate(engine, s, "arena", targets=["ash"])]
    assert outs and all(abilities_on_stack(o, "ash") == [] for o in outs)


def test_verrak_may_pay_the_life_again_to_copy_119_4_707_10c(engine):
    """Alice activates Esoteric Duplicator (its ability on the stack), then Scientist Supreme of A.I.M.'s "Pay 2 life: Copy
    target activated or triggered ability you control from an artifact source." at it: life was paid (she is at 18), so
    Verrak's ability triggers. Resolving, she may pay 2 life again (CR 119.4, 603.5): declined, 18 and no copy; paid, 16
    and the Scientist's ability is copied for her (CR 707.10b)."""
    s = make_state([bf("ver", "Verrak, Warped Sengir"), bf("dup", "Esoteric Duplicator"),
                    bf("sci", "Scientist Supreme of A.I.M."), bf("i1", "Island"), bf("i2", "Island"),
                    _lib("l1", "Island", "alice", 1), _lib("l2", "Forest", "alice", 2)])
    outs = _activate(engine, s, "dup")
    assert len(outs) == 1 and abilities_on_stack(outs[0], "ver") == []
    s = outs[0]
    (s,) = resolve(engine, s)   # (the Duplicator's own sacrifice trigger: Alice declines to pay {2}, no mana left)
    (dup_ab,) = abilities_on_stack(s, "dup")
    (s,) = _activate(engine, s, "sci", targets=[dup_ab])
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 18
    (sci_ab,) = abilities_on_stack(s, "sci")
    (ab,) = abilities_on_stack(s, "ver")
    assert s.doc["stack"] == [dup_ab, sci_ab, ab]
    outs = resolve(engine, s)
    got = sorted((next(p for p in o.doc["players"] if p["name"] == "alice")["life"], len(abilities_on_stack(o, "sci")))
                 for o in outs)
    assert got == [(16, 2), (18, 1)]


# --- Twinning Staff: "If you would copy a spell one or more times, instead copy it that many times plus an additional
# time. You may choose new targets for the additional copy." -------------------------------------------------------

def test_twinning_staff_reads_its_oracle_text_614_1a():
    assert library()["Twinning Staff"]["abilities"][0] == "copy_spell_additional_time"


def _twincast_bolt(*more):
    """Alice's Lightning Bolt (at Bob) is on the stack; she casts Twincast ("Copy target instant or sorcery spell. You may
    choose new targets for the copy.") at it."""
    return make_state([spell("bolt", "Lightning Bolt", "alice", ["bob"]), hand("tc", "Twincast"), bf("i1", "Island"),
                       bf("i2", "Island"), *more], stack=["bolt"])


def test_twinning_staff_adds_a_copy_with_new_targets_614_1a_707_10c(engine):
    """With Twinning Staff, Twincast's one copy becomes two (CR 614.1a): each Alice's, above the Bolt, and for each she may
    choose a new target (CR 707.10c): Bob or Alice for each, four states of two copies."""
    s = cast(engine, _twincast_bolt(bf("staff", "Twinning Staff")), "tc", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 4
    for o in outs:
        cps = copies(o)
        assert len(cps) == 2 and o.doc["stack"][0] == "bolt" and set(o.doc["stack"][1:]) == set(cps)
        assert {obj(o, c)["controller"] for c in cps} == {"alice"}
    assert sorted(tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs) == [
        ("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


def test_without_the_staff_one_copy_707_10(engine):
    """Without it, Twincast makes one copy: two states (its target Bob or Alice)."""
    s = cast(engine, _twincast_bolt(), "tc", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 2 and all(len(copies(o)) == 1 for o in outs)


def test_twinning_staff_of_an_opponent_does_nothing_for_you_614_1a(engine):
    """Bob's Twinning Staff replaces only Bob's copying: Alice's Twincast makes one copy."""
    s = cast(engine, _twincast_bolt(bf("staff", "Twinning Staff", "bob")), "tc", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 2 and all(len(copies(o)) == 1 for o in outs)


# --- Leori, Sparktouched Hunter: "Whenever Leori deals combat damage to a player, choose a planeswalker type. Until end
# of turn, whenever you activate an ability of a planeswalker of that type, copy that ability. You may choose new targets
# for the copies." ----------------------------------------------------------------------------------------------------

def test_leori_reads_its_oracle_text_603_7():
    assert library()["Leori, Sparktouched Hunter"]["abilities"][2] == {
        "trigger": {"combat_damage_to_player": "self"}, "effect": "choose_planeswalker_type_copy_its_abilities"}


def test_leori_copies_the_loyalty_abilities_of_the_chosen_type_this_turn_603_7_707_10b(engine):
    """Leori attacks Bob unblocked and deals him combat damage: its ability triggers (CR 510.2, 603.2); resolving, Alice
    chooses a planeswalker type: Chandra, the only one among the game's cards (CR 205.3j). In her postcombat main phase
    she activates Chandra, the Firebrand's +1 ("deals 1 damage to any target") at Bob: the delayed ability triggers (CR
    603.7, 606.3) and copies it for her, the copy's source Chandra (CR 707.10b), its target Bob or another (CR 707.10c):
    Bob, Alice, Leori, Grizzly Bears or Chandra herself."""
    from .test_combat import attack_step, blocked, passes, to_blockers
    s = attack_step([bf("leori", "Leori, Sparktouched Hunter"), bf("ch", "Chandra, the Firebrand", counters={"loyalty": 3}),
                     bf("bears", "Grizzly Bears", "bob")])
    s = passes(engine, blocked(engine, to_blockers(engine, s, [{"object": "leori", "player": "bob"}]), []))
    (_ab,) = abilities_on_stack(s, "leori")
    s = passes(engine, s)
    assert s.doc["stack"] == [] and s.doc.get("delayed_triggers")
    while s.doc["phase"] != "postcombat_main":
        s = only(engine.apply(s, {"action": "pass"}))
    acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == "ch"
            and '"loyalty": 1' in json.dumps(a.action)]
    (s,) = [o.state for a in acts for o in engine.apply(s, {**a.action, "targets": ["bob"]})]
    (ch_ab,) = abilities_on_stack(s, "ch")
    (lt,) = abilities_on_stack(s, "leori")
    assert s.doc["stack"] == [ch_ab, lt]
    outs = resolve(engine, s)
    assert sorted(obj(o, next(a for a in abilities_on_stack(o, "ch") if a != ch_ab))["targets"][0] for o in outs) == \
        sorted(["alice", "bob", "leori", "bears", "ch"])


# --- Split Decision: "Will of the council — Choose target instant or sorcery spell. Starting with you, each player votes
# for denial or duplication. If denial gets more votes, counter the spell. If duplication gets more votes or the vote is
# tied, copy the spell. You may choose new targets for the copy." --------------------------------------------------

def test_split_decision_reads_its_oracle_text_701_38a():
    assert library()["Split Decision"]["abilities"] == [
        {"spell": {"effect": {"vote_counter_or_copy": "target"}, "target": {"spell": ["instant", "sorcery"]}}}]


def test_split_decision_counters_on_more_denial_votes_and_copies_otherwise_701_38a_707_10c(engine):
    """Bob's Lightning Bolt (at Alice) is the target. Each of the two players votes (CR 701.38a): both for denial, denial
    has more votes and the Bolt is countered (CR 701.6a). Otherwise (one each, a tie, or both for duplication) the Bolt is
    copied for Alice, who may choose a new target for the copy (CR 707.10c: Alice or Bob). The resulting states, told
    apart by what the game is after (the votes themselves are events): the Bolt countered, or a copy at Alice, or a copy
    at Bob: three."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("sd", "Split Decision"), bf("i1", "Island"),
                    bf("i2", "Island")], stack=["bolt"])
    s = cast(engine, s, "sd", targets=["bolt"])
    outs = engine.apply(s, {"event": "resolve"})
    assert len(outs) == 3
    countered = [o for o in outs if obj(o.state, "bolt")["zone"] == "graveyard"]
    assert len(countered) == 1 and copies(countered[0].state) == []
    assert {e for e in countered[0].events if "voted" in e[0]} == {("voted(alice, denial)", "701.38a"),
                                                                   ("voted(bob, denial)", "701.38a")}
    copied = [o.state for o in outs if obj(o.state, "bolt")["zone"] == "stack"]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "alice" for o in copied)
