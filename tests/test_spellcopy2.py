"""More ways of copying spells on the stack (issue 22, branch spellcopy2; rules_asp/kernel/spellcopy2_cast.lp).

CR 601.2i, 603.2: "When you cast this spell while CONDITION" triggers as the spell becomes cast, only if the condition
holds then (it is part of the trigger event); CR 603.4: "When you cast this spell, if CONDITION" checks the condition
as the spell becomes cast and again as the ability resolves; CR 603.5: "you may copy" is chosen as the ability
resolves; CR 707.10, 707.10c: a copy is put on the stack for the ability's controller, who may choose new targets for
each copy; CR 603.7, 603.7b: "when you next cast ... this turn" is a delayed triggered ability that triggers once;
CR 110.4a: a permanent card is an artifact, battle, creature, enchantment, land or planeswalker card. Each expected
value was worked out from these rules and the cards' Oracle text before the engine was run.

Real cards from the bundled library: Social Snub, Bygone Marvels, Summon: G.F. Cerberus, with Grizzly Bears,
Lightning Bolt and basic lands.
"""

from __future__ import annotations

from typing import Any

from pyglue import state_from_document
from pyglue.cards import library

from .conftest import EXAMPLES, make_state, only
from .test_spellcopy_cast import abilities_on_stack, bf, cast, copies, hand, obj, resolve


def gy(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def pass2(engine, s) -> list:
    """Both players pass (CR 117.4): every resulting state."""
    s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def targets(s, oid: str) -> list[str]:
    return obj(s, oid).get("targets") or []


# --- the cards read their Oracle text --------------------------------------------------------------------------

def test_the_cards_read_their_oracle_text_603_2_603_4_603_7():
    lib = library()
    assert lib["Social Snub"]["abilities"][0] == {
        "trigger": {"cast_this_spell_while": {"you_control_any": ["creature"]}},
        "effect": {"copy_this_spell": "may_once"}}
    assert lib["Bygone Marvels"]["abilities"][0] == {
        "trigger": "cast_this_spell", "if": {"permanent_cards_in_graveyard": 8},
        "effect": {"copy_this_spell": "twice", "new_targets": True}}
    cerb = lib["Summon: G.F. Cerberus"]["abilities"]
    assert cerb[1] == {"trigger": {"chapters": [2]}, "effect": {"copy_next_instant_or_sorcery": "any_mana_value"}}
    assert cerb[2] == {"trigger": {"chapters": [3]},
                       "effect": {"copy_next_instant_or_sorcery": "any_mana_value", "times": "twice"}}
    for name in ("Social Snub", "Bygone Marvels", "Summon: G.F. Cerberus"):
        assert not [a for a in lib[name]["abilities"] if isinstance(a, dict) and "unsupported" in a], name


# --- Social Snub: "When you cast this spell while you control a creature, you may copy this spell." -------------

def _snub(*more: dict[str, Any]):
    return make_state([hand("snub", "Social Snub"), bf("pl", "Plains"), bf("sw1", "Swamp"), bf("sw2", "Swamp"), *more])


def test_social_snub_with_a_creature_triggers_and_may_copy_603_2_603_5_707_10(engine):
    """Alice controls Grizzly Bears as she casts Social Snub: the ability triggers (CR 601.2i, 603.2) and goes on the
    stack above the spell. Resolving, Alice may copy the spell (CR 603.5): two states, one with a copy of Social
    Snub above it (Alice's, CR 707.10), one with the spell alone."""
    s = cast(engine, _snub(bf("bears", "Grizzly Bears")), "snub")
    (ab,) = abilities_on_stack(s, "snub")
    assert s.doc["stack"] == ["snub", ab]
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    with_copy = next(o for o in outs if copies(o))
    (cp,) = copies(with_copy)
    assert with_copy.doc["stack"] == ["snub", cp]
    assert obj(with_copy, cp)["controller"] == "alice"
    assert engine.derive(with_copy).object(cp).characteristics["name"] == "Social Snub"
    assert next(o for o in outs if not copies(o)).doc["stack"] == ["snub"]


def test_social_snub_without_a_creature_doesnt_trigger_603_2(engine):
    """Alice controls no creature (only lands) as she casts Social Snub: the trigger condition fails, nothing
    triggers (CR 603.2); the stack holds the spell alone."""
    s = cast(engine, _snub(bf("bob_bears", "Grizzly Bears", owner="bob")), "snub")
    assert s.doc["stack"] == ["snub"]


def test_social_snub_isnt_checked_again_as_it_resolves_603_2(engine):
    """The condition is part of the trigger event, not an intervening if (no "if", CR 603.4 doesn't apply): once the
    ability has triggered, Alice may still copy the spell though her Bears have left the battlefield before it
    resolves. Two states, as with the Bears."""
    s = cast(engine, _snub(bf("bears", "Grizzly Bears")), "snub")
    doc = s.doc
    for o in doc["objects"]:
        if o["id"] == "bears":
            o["zone"] = "graveyard"
    s = state_from_document(doc, base=EXAMPLES / "states")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]


# --- Bygone Marvels: "Descend 8 — When you cast this spell, if there are eight or more permanent cards in your
# graveyard, copy this spell twice. You may choose new targets for the copies." ---------------------------------

def _marvels(graveyard: list[dict[str, Any]]):
    return make_state([hand("bm", "Bygone Marvels"), bf("f1", "Forest"), bf("f2", "Forest"), *graveyard])


def test_bygone_marvels_with_eight_permanent_cards_copies_twice_603_4_707_10c(engine):
    """Alice's graveyard holds six Grizzly Bears and two Forests: eight permanent cards (CR 110.4a; a land card is
    one). She casts Bygone Marvels targeting the first Bears: the ability triggers (CR 603.4, the condition holds).
    Resolving (still eight cards), it puts two copies on the stack above the spell (CR 707.10), each of whose target
    Alice may change to any of the eight cards (CR 707.10c, separately for each copy): 8 x 8 = 64 states, each with
    two copies of Bygone Marvels."""
    grave = [gy(f"b{i}", "Grizzly Bears") for i in range(6)] + [gy("gf1", "Forest"), gy("gf2", "Forest")]
    s = cast(engine, _marvels(grave), "bm", targets=["b0"])
    (ab,) = abilities_on_stack(s, "bm")
    assert s.doc["stack"] == ["bm", ab]
    outs = resolve(engine, s)
    assert len(outs) == 64
    for o in outs:
        cps = copies(o)
        assert len(cps) == 2 and o.doc["stack"] == ["bm", *cps]
    assert {tuple(targets(o, c)[0] for c in copies(o)) for o in outs} == \
        {(x, y) for x in [g["id"] for g in grave] for y in [g["id"] for g in grave]}


def test_bygone_marvels_counts_only_permanent_cards_110_4a(engine):
    """Seven Grizzly Bears and a Lightning Bolt: eight cards, seven of them permanent cards (an instant card is not,
    CR 110.4a): the intervening if fails as the spell becomes cast, nothing triggers (CR 603.4)."""
    grave = [gy(f"b{i}", "Grizzly Bears") for i in range(7)] + [gy("bolt", "Lightning Bolt")]
    s = cast(engine, _marvels(grave), "bm", targets=["b0"])
    assert s.doc["stack"] == ["bm"]


# --- Summon: G.F. Cerberus: "II — Double — When you next cast an instant or sorcery spell this turn, copy it. You may
# choose new targets for the copy." "III — Triple — ... copy it twice. You may choose new targets for the copies." ----

def _cerberus(lore: int):
    """Alice's draw step: Summon: G.F. Cerberus with LORE lore counters, Lightning Bolt in hand, a Mountain."""
    return make_state([bf("cerb", "Summon: G.F. Cerberus", counters={"lore": lore}), hand("bolt", "Lightning Bolt"),
                       bf("mtn", "Mountain")], phase="beginning", step="draw")


def test_cerberus_chapter_two_copies_the_next_instant_once_714_2_603_7c_707_10c(engine):
    """Passing into the precombat main phase, Alice puts a lore counter on Cerberus (CR 714.3c): chapter II triggers
    (CR 714.2b). Resolved, it sets up a delayed trigger (CR 603.7). Alice casts Lightning Bolt at Bob: the delayed
    trigger triggers (CR 603.7b) above the Bolt. Resolving, one copy of the Bolt goes on the stack; Alice may choose
    a new target for it (CR 707.10c): Bob, Alice or Cerberus (an enchantment creature, CR 115.4): three states."""
    (s,) = pass2(engine, _cerberus(1))
    assert s.doc["phase"] == "precombat_main" and abilities_on_stack(s, "cerb")
    (s,) = pass2(engine, s)
    assert s.doc["stack"] == []
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "cerb")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert len(outs) == 3
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["alice", "bob", "cerb"]
    for o in outs:
        assert len(copies(o)) == 1 and o.doc["stack"] == ["bolt", copies(o)[0]]


def test_cerberus_chapter_three_copies_it_twice_603_7c_707_10c_714_4(engine):
    """Chapter III (CR 714.2b) sets up "copy it twice"; its final chapter resolved, the Saga is sacrificed (CR 714.4,
    704.5s). Alice casts Lightning Bolt at Bob: the delayed trigger puts two copies on the stack, each one's target
    Bob or Alice (Cerberus is gone; CR 707.10c, chosen separately): 2 x 2 = 4 states."""
    (s,) = pass2(engine, _cerberus(2))
    (s,) = pass2(engine, s)
    assert engine.derive(s).object("cerb").zone == "graveyard"
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "cerb")
    outs = resolve(engine, s)
    assert len(outs) == 4
    assert sorted(tuple(targets(o, c)[0] for c in copies(o)) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


# --- The Mirari Conjecture III, Jace Reawakened -6: "Until end of turn, whenever you cast [an instant or sorcery]
# spell, copy it. You may choose new targets for the copy." ----------------------------------------------------

def test_mirari_conjecture_three_copies_each_instant_this_turn_603_7b_707_10c(engine):
    """Chapter III triggers as Alice's precombat main phase adds the third lore counter (CR 714.3c, 714.2b); resolved,
    it creates a delayed triggered ability that lasts the turn (CR 603.7b), and the Saga is sacrificed after its final
    chapter (CR 714.4). Alice casts Lightning Bolt at Bob: it triggers; resolving, a copy of the Bolt is put on the
    stack whose target Alice may change to herself (no creature is left): two states (CR 707.10c). Casting a second
    Bolt in response, it triggers again (not only once: CR 603.7b)."""
    s = make_state([bf("mir", "The Mirari Conjecture", counters={"lore": 2}), hand("bolt1", "Lightning Bolt"),
                    hand("bolt2", "Lightning Bolt"), bf("m1", "Mountain"), bf("m2", "Mountain")],
                   phase="beginning", step="draw")
    (s,) = pass2(engine, s)
    assert abilities_on_stack(s, "mir")
    (s,) = pass2(engine, s)
    assert s.doc["stack"] == [] and engine.derive(s).object("mir").zone == "graveyard"
    s = cast(engine, s, "bolt1", targets=["bob"])
    (ab,) = abilities_on_stack(s, "mir")
    assert s.doc["stack"] == ["bolt1", ab]
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["alice", "bob"]
    s = next(o for o in outs if targets(o, copies(o)[0]) == ["bob"])
    s = cast(engine, s, "bolt2", targets=["bob"])
    (ab2,) = abilities_on_stack(s, "mir")
    assert s.doc["stack"][-2:] == ["bolt2", ab2] and len(s.doc["stack"]) == 4


def test_mirari_conjecture_three_ignores_a_creature_spell_603_7b(engine):
    """The delayed ability names instant and sorcery spells: Grizzly Bears, a creature spell, doesn't trigger it."""
    s = make_state([bf("mir", "The Mirari Conjecture", counters={"lore": 2}), hand("bears", "Grizzly Bears"),
                    bf("f1", "Forest"), bf("f2", "Forest")], phase="beginning", step="draw")
    (s,) = pass2(engine, s)
    (s,) = pass2(engine, s)
    s = cast(engine, s, "bears")
    assert s.doc["stack"] == ["bears"]


def test_jace_reawakened_minus_six_copies_any_spell_603_7d_707_10(engine):
    """Jace Reawakened with six loyalty counters: its -6 resolves and creates the delayed ability, its source Jace
    (CR 603.7d). Alice casts Grizzly Bears (any spell: a creature spell too): it triggers; resolving, a copy of the
    Bears is put on the stack above it, Alice's (CR 707.10; nothing to target: one state)."""
    s = make_state([bf("jace", "Jace Reawakened", counters={"loyalty": 6}), hand("bears", "Grizzly Bears"),
                    bf("f1", "Forest"), bf("f2", "Forest")])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action["ability"].get("loyalty") == -6]
    s = only(engine.apply(s, act))
    (s,) = resolve(engine, s)
    assert [d["source"] for d in s.doc["delayed_triggers"]] == ["jace"]
    s = cast(engine, s, "bears")
    (ab,) = abilities_on_stack(s, "jace")
    assert s.doc["stack"] == ["bears", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bears", cp] and obj(s, cp)["controller"] == "alice"


# --- Complete the Circuit: "When you next cast an instant or sorcery spell this turn, copy that spell twice." ------

def test_complete_the_circuit_reads_copy_that_spell_twice_603_7c():
    """Its last line is next_cast_copy's delayed trigger with two copies, the spell's second instruction after
    "You may cast sorcery spells this turn as though they had flash" (effects2's); convoke is a keyword of its own."""
    abilities = library()["Complete the Circuit"]["abilities"]
    assert "convoke" in abilities
    (spell,) = [a for a in abilities if isinstance(a, dict) and "spell" in a]
    assert spell["spell"]["effect"][-1] == {"copy_next_instant_or_sorcery": "any_mana_value", "times": "twice"}


# --- Cosmic Crucible: "Whenever you cast a noncreature spell, you may copy it. You may choose new targets for the copy.
# Do this only once each turn." -----------------------------------------------------------------------------------

def _crucible():
    return make_state([bf("cc", "Cosmic Crucible"), hand("bolt1", "Lightning Bolt"), hand("bolt2", "Lightning Bolt"),
                       bf("m1", "Mountain"), bf("m2", "Mountain")])


def test_cosmic_crucible_may_copy_with_new_targets_603_5_707_10c(engine):
    """Lightning Bolt is a noncreature spell: the ability triggers (CR 603.2). Resolving, Alice may copy it (CR 603.5);
    copying, she may choose a new target for the copy (CR 707.10c): Bob or herself (no creature). Three states: no
    copy, a copy at Bob, a copy at Alice."""
    s = cast(engine, _crucible(), "bolt1", targets=["bob"])
    (ab,) = abilities_on_stack(s, "cc")
    outs = resolve(engine, s)
    assert sorted(tuple(targets(o, c)[0] for c in copies(o)) for o in outs) == [(), ("alice",), ("bob",)]


def test_cosmic_crucible_copies_only_once_each_turn(engine):
    """After a copy was made this way this turn, the ability triggers again for a second Bolt but can't copy it: one
    state, no new copy. Had Alice declined the first time, she may copy the second Bolt (three states again)."""
    s = cast(engine, _crucible(), "bolt1", targets=["bob"])
    outs = resolve(engine, s)
    copied = next(o for o in outs if copies(o) and targets(o, copies(o)[0]) == ["bob"])
    s2 = cast(engine, copied, "bolt2", targets=["bob"])
    assert len(abilities_on_stack(s2, "cc")) == 1
    (after,) = resolve(engine, s2)
    assert len(copies(after)) == 1
    declined = next(o for o in outs if not copies(o))
    s3 = cast(engine, declined, "bolt2", targets=["bob"])
    assert len(resolve(engine, s3)) == 3


# --- Jin-Gitaxias, Progress Tyrant: "Whenever you cast an artifact, instant, or sorcery spell, copy that spell. You
# may choose new targets for the copy. This ability triggers only once each turn." ---------------------------------

def test_jin_gitaxias_copies_the_first_instant_only_603_2_707_10c(engine):
    """Lightning Bolt (an instant, one of the three types) triggers it; resolving, a copy whose target Alice may change:
    Bob, Alice or Jin-Gitaxias (a creature): three states. A second Bolt the same turn doesn't trigger it (CR 603.2:
    it triggers only once each turn)."""
    s = make_state([bf("jin", "Jin-Gitaxias, Progress Tyrant"), hand("bolt1", "Lightning Bolt"),
                    hand("bolt2", "Lightning Bolt"), bf("m1", "Mountain"), bf("m2", "Mountain")])
    s = cast(engine, s, "bolt1", targets=["bob"])
    (ab,) = abilities_on_stack(s, "jin")
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["alice", "bob", "jin"]
    s = next(o for o in outs if targets(o, copies(o)[0]) == ["bob"])
    s = cast(engine, s, "bolt2", targets=["bob"])
    assert abilities_on_stack(s, "jin") == []


# --- Najal, the Storm Runner: "Whenever Najal attacks, you may pay {2}. If you do, when you next cast an instant or
# sorcery spell this turn, copy it. You may choose new targets for the copy." -------------------------------------

def test_najal_pays_then_copies_the_next_instant_608_2d_603_7c(engine):
    """Najal attacks (CR 508.1m, 603.2): resolving, Alice may pay {2} (CR 118.1, 608.2d). Paid (two Islands), a
    delayed trigger waits for her next instant or sorcery spell this turn (CR 603.7); not paid, none. She then casts
    Lightning Bolt at Bob: with the payment the delayed trigger goes on the stack above it (CR 603.7b), without it
    the Bolt is alone."""
    s = make_state([bf("naj", "Najal, the Storm Runner"), bf("i1", "Island"), bf("i2", "Island"), bf("m", "Mountain"),
                    hand("bolt", "Lightning Bolt")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["naj"]}))
    (ab,) = abilities_on_stack(s, "naj")
    outs = resolve(engine, s)
    waiting = sorted(len(o.doc.get("delayed_triggers", [])) for o in outs)
    assert waiting[0] == 0 and waiting[-1] == 1
    paid = next(o for o in outs if o.doc.get("delayed_triggers"))
    s = cast(engine, paid, "bolt", targets=["bob"])
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "bolt"
    unpaid = next(o for o in outs if not o.doc.get("delayed_triggers"))
    s = cast(engine, unpaid, "bolt", targets=["bob"])
    assert s.doc["stack"] == ["bolt"]


# --- Banish into Fable: "When you cast this spell from your hand, copy it if you control an artifact, then copy it if
# you control an enchantment. You may choose new targets for the copies." ---------------------------------------

def _banish(*more: dict[str, Any]):
    return make_state([hand("bif", "Banish into Fable"), bf("pl", "Plains"), bf("is", "Island"),
                       *[bf(f"sw{i}", "Swamp") for i in range(4)], bf("bears", "Grizzly Bears", owner="bob"), *more])


def test_banish_into_fable_reads_its_oracle_text_603_2_608_2c():
    assert library()["Banish into Fable"]["abilities"][0] == {
        "trigger": {"cast_this_spell_while": "cast_from_hand"},
        "effect": {"copy_this_spell_each_if": [{"you_control_any": ["artifact"]}, {"you_control_any": ["enchantment"]}],
                   "new_targets": True}}


def test_banish_into_fable_with_an_artifact_and_an_enchantment_copies_twice_608_2c_707_10c(engine):
    """Cast from Alice's hand (CR 603.2), targeting Bob's Bears, while she controls Lucky Clover (an artifact) and
    Double Down (an enchantment): both conditions hold as the ability resolves (CR 608.2c), two copies; each one's target
    may be any nonland permanent (CR 707.10c): the Bears, the Clover or Double Down: 3 x 3 = 9 states."""
    s = cast(engine, _banish(bf("clover", "Lucky Clover"), bf("dd", "Double Down")), "bif", targets=["bears"])
    (ab,) = abilities_on_stack(s, "bif")
    assert s.doc["stack"] == ["bif", ab]
    outs = resolve(engine, s)
    assert len(outs) == 9 and all(len(copies(o)) == 2 for o in outs)
    assert {targets(o, c)[0] for o in outs for c in copies(o)} == {"bears", "clover", "dd"}


def test_banish_into_fable_with_an_artifact_only_copies_once_608_2c(engine):
    """With Lucky Clover only, one condition holds: one copy, its target the Bears or the Clover: two states."""
    s = cast(engine, _banish(bf("clover", "Lucky Clover")), "bif", targets=["bears"])
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["bears", "clover"]
    assert all(len(copies(o)) == 1 for o in outs)


def test_banish_into_fable_with_neither_copies_nothing_608_2c(engine):
    """Cast from her hand the ability triggers (the event's condition holds), but as it resolves Alice controls neither
    an artifact nor an enchantment: no copy, one state with the spell alone."""
    s = cast(engine, _banish(), "bif", targets=["bears"])
    (ab,) = abilities_on_stack(s, "bif")
    (out,) = resolve(engine, s)
    assert out.doc["stack"] == ["bif"]


# --- Volo, Guide to Monsters: "Whenever you cast a creature spell that doesn't share a creature type with a creature
# you control or a creature card in your graveyard, copy that spell." ---------------------------------------------

def _volo(*more: dict[str, Any]):
    return make_state([bf("volo", "Volo, Guide to Monsters"), hand("bears", "Grizzly Bears"), bf("f1", "Forest"),
                       bf("f2", "Forest"), *more])


def test_volo_copies_a_bear_none_of_his_creatures_share_205_3m_707_10(engine):
    """Grizzly Bears is a Bear; Alice controls only Volo (a Human Wizard) and her graveyard is empty: no creature type
    shared, the ability triggers (CR 601.2i); resolving, a copy of the Bears is put on the stack above it (CR 707.10),
    one state (no targets)."""
    s = cast(engine, _volo(), "bears")
    (ab,) = abilities_on_stack(s, "volo")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bears", cp]


def test_volo_ignores_a_bear_when_a_bear_card_is_in_the_graveyard_205_3m(engine):
    """A Grizzly Bears card in Alice's graveyard shares the type Bear: no trigger."""
    s = cast(engine, _volo(gy("gb", "Grizzly Bears")), "bears")
    assert s.doc["stack"] == ["bears"]


def test_volo_ignores_a_bear_when_she_controls_a_bear_205_3m(engine):
    """Alice controls another Grizzly Bears: the spell shares Bear with it, no trigger. Bob's Bears wouldn't matter
    (a creature *you* control), tested alone: with only Bob's Bears the ability triggers."""
    s = cast(engine, _volo(bf("b2", "Grizzly Bears")), "bears")
    assert s.doc["stack"] == ["bears"]
    s = cast(engine, _volo(bf("b3", "Grizzly Bears", owner="bob")), "bears")
    assert len(abilities_on_stack(s, "volo")) == 1


# --- Donal, Herald of Wings: "Whenever you cast a nonlegendary creature spell with flying, you may copy it, except the
# copy is a 1/1 Spirit in addition to its other types. Do this only once each turn." --------------------------------

def _donal(*more: dict[str, Any]):
    return make_state([bf("donal", "Donal, Herald of Wings"), hand("raven", "Augury Raven"),
                       *[bf(f"i{i}", "Island") for i in range(8)], *more])


def test_donal_copies_a_flyer_as_a_1_1_spirit_707_9b_603_5(engine):
    """Augury Raven is a nonlegendary Bird creature spell with flying: the ability triggers. Resolving, Alice may copy it
    (CR 603.5): two states. The copy is a 1/1 (set, CR 707.9b) Bird Spirit (added) named Augury Raven, with flying."""
    s = cast(engine, _donal(), "raven")
    (ab,) = abilities_on_stack(s, "donal")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    s = next(o for o in outs if copies(o))
    c = engine.derive(s).object(copies(s)[0]).characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Augury Raven", 1, 1)
    assert sorted(c["subtypes"]) == ["Bird", "Spirit"] and "flying" in c["abilities"]


def test_donal_ignores_a_creature_without_flying_702_9(engine):
    """Grizzly Bears has no flying: no trigger."""
    s = cast(engine, _donal(hand("bears", "Grizzly Bears"), bf("fo", "Forest")), "bears")
    assert s.doc["stack"] == ["bears"]


def test_donal_copies_only_once_each_turn(engine):
    """After the first copy, the copy and the Raven resolve; a second Augury Raven triggers the ability again, but
    Alice can't copy it (no copy was to be made twice this turn): one state, no copy."""
    s = cast(engine, _donal(hand("raven2", "Augury Raven")), "raven")
    s = next(o for o in resolve(engine, s) if copies(o))
    (s,) = resolve(engine, s)
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    s = cast(engine, s, "raven2")
    assert len(abilities_on_stack(s, "donal")) == 1
    (s,) = resolve(engine, s)
    assert copies(s) == []


# --- Wild Ricochet: "You may choose new targets for target instant or sorcery spell. Then copy that spell. You may
# choose new targets for the copy." --------------------------------------------------------------------------------

def test_wild_ricochet_redirects_the_bolt_and_copies_it_115_7d_707_10c(engine):
    """Bob casts Lightning Bolt at Alice; she responds with Wild Ricochet targeting it. Resolving, Alice may leave the
    Bolt's target (Alice) or change it to another legal target, Bob (no creature on the battlefield; CR 115.7d); then
    a copy of the Bolt, Alice's (CR 707.10), whose target she may choose anew: Alice or Bob (CR 707.10c). 2 x 2 = 4
    states; in each the Bolt stays Bob's and the copy is above it."""
    s = make_state([hand("bolt", "Lightning Bolt", owner="bob"), bf("bm", "Mountain", owner="bob"),
                    hand("wr", "Wild Ricochet"), *[bf(f"m{i}", "Mountain") for i in range(4)]],
                   active_player="bob", priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    s = only(engine.apply(s, {"action": "pass"}))
    s = cast(engine, s, "wr", targets=["bolt"])
    assert s.doc["stack"] == ["bolt", "wr"]
    outs = resolve(engine, s)
    assert sorted((targets(o, "bolt")[0], targets(o, copies(o)[0])[0]) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]
    for o in outs:
        (cp,) = copies(o)
        assert o.doc["stack"] == ["bolt", cp] and obj(o, cp)["controller"] == "alice"
        assert obj(o, "bolt")["controller"] == "bob"


# --- Mercurial Spelldancer: "Whenever this creature deals combat damage to a player, you may remove two oil counters
# from it. If you do, when you next cast an instant or sorcery spell this turn, copy that spell. You may choose new
# targets for the copy." -----------------------------------------------------------------------------------------

def _spelldancer_hits(engine, oil: int):
    """Alice's Mercurial Spelldancer with OIL oil counters attacks and deals combat damage to Bob: the trigger is on
    the stack."""
    s = make_state([bf("msd", "Mercurial Spelldancer", counters={"oil": oil}), hand("bolt", "Lightning Bolt"),
                    bf("m", "Mountain")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["msd"]}))
    (s,) = pass2(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    (s,) = pass2(engine, s)
    assert abilities_on_stack(s, "msd")
    return s


def test_spelldancer_may_remove_two_oil_counters_for_a_copy_608_2d_603_7c(engine):
    """With two oil counters, resolving, Alice may remove both (CR 608.2d, 122.1): two states. Removed, Spelldancer
    has none left and a delayed trigger waits (CR 603.7); her Lightning Bolt then triggers it (CR 603.7b), beside
    Spelldancer's own "whenever you cast a noncreature spell" (an oil counter): two abilities of Spelldancer above the
    Bolt. Not removed, the counters stay and nothing waits: the Bolt triggers only the oil counter one."""
    outs = resolve(engine, _spelldancer_hits(engine, 2))
    assert sorted(obj(o, "msd").get("counters", {}).get("oil", 0) for o in outs) == [0, 2]
    removed = next(o for o in outs if not obj(o, "msd").get("counters", {}).get("oil"))
    assert len(removed.doc.get("delayed_triggers", [])) == 1
    s = cast(engine, removed, "bolt", targets=["bob"])
    assert len(abilities_on_stack(s, "msd")) == 2 and s.doc["stack"][0] == "bolt"
    kept = next(o for o in outs if obj(o, "msd").get("counters", {}).get("oil") == 2)
    assert not kept.doc.get("delayed_triggers")
    s = cast(engine, kept, "bolt", targets=["bob"])
    assert len(abilities_on_stack(s, "msd")) == 1


def test_spelldancer_with_one_oil_counter_cant_pay_122_1(engine):
    """With one oil counter Alice can't remove two: one state, the counter stays, no delayed trigger."""
    (out,) = resolve(engine, _spelldancer_hits(engine, 1))
    assert obj(out, "msd")["counters"]["oil"] == 1 and not out.doc.get("delayed_triggers")


# --- Thunderclap Drake: "{2}{U}, Sacrifice this creature: When you next cast an instant or sorcery spell this turn,
# copy it for each time you've cast your commander from the command zone this game. You may choose new targets for the
# copies." ---------------------------------------------------------------------------------------------------------

def _drake(engine, commander_casts: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "commander_casts": commander_casts},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("drake", "Thunderclap Drake"), hand("bolt", "Lightning Bolt"), bf("is", "Island"),
                    bf("i2", "Island"), bf("i3", "Island"), bf("m", "Mountain")], players=players)
    (act,) = {str(a.action): a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action.get("object") == "drake"}.values()
    s = engine.apply(s, act)[0].state
    assert engine.derive(s).object("drake").zone == "graveyard"
    (s,) = resolve(engine, s)
    assert len(s.doc["delayed_triggers"]) == 1
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "drake")
    return s


def test_thunderclap_drake_copies_once_per_commander_cast_903_8_707_10c(engine):
    """Alice has cast her commander twice this game (the state's commander_casts, CR 903.8). She activates the Drake,
    sacrificing it (CR 118.3); resolved, the delayed trigger waits (CR 603.7). Her Lightning Bolt at Bob triggers it
    (CR 603.7b); resolving, two copies of the Bolt, each one's target Alice or Bob (CR 707.10c; the Drake is gone):
    2 x 2 = 4 states."""
    outs = resolve(engine, _drake(engine, 2))
    assert len(outs) == 4 and all(len(copies(o)) == 2 for o in outs)
    assert sorted(tuple(targets(o, c)[0] for c in copies(o)) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


def test_thunderclap_drake_without_commander_casts_copies_nothing_903_8(engine):
    """Never having cast her commander, the count is 0: the delayed trigger resolves with no copy, one state."""
    (out,) = resolve(engine, _drake(engine, 0))
    assert copies(out) == [] and out.doc["stack"] == ["bolt"]


# --- Coin flips (CR 705) -------------------------------------------------------------------------------------------

def test_krark_won_flip_copies_lost_flip_returns_the_spell_705_2_707_10c(engine):
    """Krark, the Thumbless: Alice casts Lightning Bolt at Bob; the ability triggers. Resolving, she flips a coin
    (CR 705.2, both results possible). Won: a copy of the Bolt, hers, whose target may be Bob, Alice or Krark (a
    creature; CR 707.10c): three states. Lost: the Bolt returns to her hand (CR 400.7) and the stack is empty: one
    state. Four in all."""
    s = make_state([bf("krark", "Krark, the Thumbless"), hand("bolt", "Lightning Bolt"), bf("m", "Mountain")])
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "krark")
    outs = resolve(engine, s)
    assert len(outs) == 4
    won = [o for o in outs if copies(o)]
    assert sorted(targets(o, copies(o)[0])[0] for o in won) == ["alice", "bob", "krark"]
    (lost,) = [o for o in outs if not copies(o)]
    assert lost.doc["stack"] == [] and obj(lost, "bolt")["zone"] == "hand"


def test_odds_heads_counters_tails_copies_705_2_701_6a_707_10c(engine):
    """Bob casts Lightning Bolt at Alice; she responds with Odds targeting it. Resolving, the coin comes up heads or
    tails (CR 705.2). Heads: the Bolt is countered, in Bob's graveyard (CR 701.6a): one state. Tails: a copy of the
    Bolt, Alice's, whose target may be Alice or Bob (CR 707.10c): two states. Three in all."""
    s = make_state([hand("bolt", "Lightning Bolt", owner="bob"), bf("bm", "Mountain", owner="bob"),
                    hand("odds", "Odds"), bf("m", "Mountain"), bf("i", "Island")],
                   active_player="bob", priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    s = only(engine.apply(s, {"action": "pass"}))
    s = cast(engine, s, "odds", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 3
    (heads,) = [o for o in outs if not copies(o)]
    assert heads.doc["stack"] == [] and obj(heads, "bolt")["zone"] == "graveyard"
    tails = [o for o in outs if copies(o)]
    assert sorted(targets(o, copies(o)[0])[0] for o in tails) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "alice" for o in tails)


# --- Shiko and Narset, Unified: "Flurry — Whenever you cast your second spell each turn, copy that spell if it targets
# a permanent or player, and you may choose new targets for the copy. If you don't copy a spell this way, draw a
# card." ------------------------------------------------------------------------------------------------------------

def _shiko(*objs: dict[str, Any]):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([bf("sn", "Shiko and Narset, Unified"), {"id": "lib1", "card": "Island", "zone": "library",
                                                                  "owner": "alice"}, *objs], players=players)


def test_shiko_and_narset_copies_a_second_spell_that_targets_608_2c_707_10c(engine):
    """Alice has cast one spell this turn; Lightning Bolt at Bob is her second (CR 601.2i): the ability triggers.
    Resolving, the Bolt targets a player, so it is copied; the copy's target may be Bob, Alice or Shiko and Narset (a
    creature; CR 707.10c): three states, none with a card drawn."""
    s = cast(engine, _shiko(hand("bolt", "Lightning Bolt"), bf("m", "Mountain")), "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "sn")
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["alice", "bob", "sn"]
    assert all(obj(o, "lib1")["zone"] == "library" for o in outs)


def test_shiko_and_narset_draws_when_the_spell_has_no_target_608_2c_121_1(engine):
    """Grizzly Bears as her second spell has no target: no copy; Alice draws a card instead (CR 121.1): one state, the
    Island from her library in her hand."""
    s = cast(engine, _shiko(hand("bears", "Grizzly Bears"), bf("f1", "Forest"), bf("f2", "Forest")), "bears")
    (ab,) = abilities_on_stack(s, "sn")
    (out,) = resolve(engine, s)
    assert copies(out) == [] and obj(out, "lib1")["zone"] == "hand"


# --- Reversal of Fortune: "Target opponent reveals their hand. You may copy an instant or sorcery card in it. If you
# do, you may cast the copy without paying its mana cost." ---------------------------------------------------------

def test_reversal_of_fortune_copies_an_instant_from_bobs_hand_and_casts_it_707_12(engine):
    """Bob's hand holds Lightning Bolt and Grizzly Bears. Resolving, Alice may copy an instant or sorcery card there:
    the Bolt or nothing (the Bears is a creature card): two states. Copying, the copy is made in Bob's hand (the zone
    of the card, CR 707.12), hers; she casts it now without paying its mana cost (CR 608.2g) at Bob: it resolves and
    Bob is at 17. Bob's own Bolt stays in his hand."""
    s = make_state([hand("rof", "Reversal of Fortune"), *[bf(f"m{i}", "Mountain") for i in range(6)],
                    hand("bbolt", "Lightning Bolt", owner="bob"), hand("bbears", "Grizzly Bears", owner="bob")])
    s = cast(engine, s, "rof", targets=["bob"])
    outs = resolve(engine, s)
    made = [[o for o in st.doc["objects"] if o.get("cast_now_by")] for st in outs]
    assert sorted(len(m) for m in made) == [0, 1]
    s, (cp,) = next((st, m) for st, m in zip(outs, made) if m)
    assert (cp["zone"], cp["owner"], cp["cast_now_by"]) == ("hand", "alice", "alice")
    assert engine.derive(s).object(cp["id"]).characteristics["name"] == "Lightning Bolt"
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    assert s.doc["stack"] == [cp["id"]]
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    assert obj(s, "bbolt")["zone"] == "hand"


# --- Owlin Spiralmancer: "Whenever you cast your first spell with {X} in its mana cost each turn, you may copy it. You
# may choose new targets for the copy." -----------------------------------------------------------------------------

def _owlin(x_spells: int, *more: dict[str, Any]):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "x_spells_cast_this_turn": x_spells},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([bf("owl", "Owlin Spiralmancer"), hand("ex", "Exsanguinate"),
                       *[bf(f"s{i}", "Swamp") for i in range(3)], *more], players=players)


def test_owlin_may_copy_the_first_x_spell_of_the_turn_107_3_603_5(engine):
    """Exsanguinate ({X}{B}{B}) cast with X = 1 is Alice's first spell with {X} in its mana cost this turn: the ability
    triggers (CR 601.2i); resolving, she may copy it (CR 603.5): two states, one with a copy (no target to change). The
    cast is counted: her count of such spells this turn is 1."""
    s = cast(engine, _owlin(0), "ex", x=1)
    (ab,) = abilities_on_stack(s, "owl")
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["x_spells_cast_this_turn"] == 1
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]


def test_owlin_ignores_a_second_x_spell_and_a_spell_without_x_107_3(engine):
    """Having cast a spell with {X} this turn already, Exsanguinate is not the first: no trigger. Grizzly Bears has no
    {X} in its mana cost: no trigger either."""
    s = cast(engine, _owlin(1), "ex", x=1)
    assert s.doc["stack"] == ["ex"]
    s = cast(engine, _owlin(0, hand("bears", "Grizzly Bears"), bf("f1", "Forest"), bf("f2", "Forest")), "bears")
    assert s.doc["stack"] == ["bears"]


# --- Kalamax, the Stormsire: "Whenever you cast your first instant spell each turn, if Kalamax is tapped, copy that
# spell. You may choose new targets for the copy." "Whenever you copy an instant spell, put a +1/+1 counter on
# Kalamax." -------------------------------------------------------------------------------------------------------

def _kalamax(tapped: bool, instants: int = 0):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "instants_cast_this_turn": instants},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([bf("kal", "Kalamax, the Stormsire", tapped=tapped), hand("bolt", "Lightning Bolt"),
                       bf("m", "Mountain")], players=players)


def test_kalamax_tapped_copies_the_first_instant_and_grows_603_4_707_10(engine):
    """Kalamax is tapped as Alice casts Lightning Bolt, her first instant this turn: the ability triggers (CR 603.4).
    Resolving (still tapped), a copy of the Bolt whose target may be Bob, Alice or Kalamax: three states (CR
    707.10c). In each, Alice copied an instant spell, so Kalamax's other ability triggers (CR 603.2) and goes on the
    stack above the copy; resolved, Kalamax has a +1/+1 counter."""
    s = cast(engine, _kalamax(True), "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "kal")
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["alice", "bob", "kal"]
    s = next(o for o in outs if targets(o, copies(o)[0]) == ["bob"])
    (ab2,) = abilities_on_stack(s, "kal")
    assert s.doc["stack"] == ["bolt", copies(s)[0], ab2]
    (s,) = resolve(engine, s)
    assert obj(s, "kal")["counters"]["+1/+1"] == 1


def test_kalamax_untapped_or_not_the_first_instant_doesnt_trigger_603_4(engine):
    """Untapped, the intervening if fails (CR 603.4): no trigger. Tapped but with an instant already cast this turn,
    the Bolt isn't her first instant spell: no trigger."""
    s = cast(engine, _kalamax(False), "bolt", targets=["bob"])
    assert s.doc["stack"] == ["bolt"]
    s = cast(engine, _kalamax(True, instants=1), "bolt", targets=["bob"])
    assert s.doc["stack"] == ["bolt"]


def test_jin_gitaxias_counters_an_opponents_first_instant_only_701_6a_603_2(engine):
    """Jin-Gitaxias's other line: Bob casts Lightning Bolt at Alice (an instant): the ability, Alice's, triggers
    (CR 603.2) and goes on the stack above the Bolt; resolving, the Bolt is countered, in Bob's graveyard (CR 701.6a).
    Bob's second Bolt this turn doesn't trigger it (only once each turn). A creature spell wouldn't have either (not
    one of the three types): tested with Grizzly Bears on a fresh turn."""
    s = make_state([bf("jin", "Jin-Gitaxias, Progress Tyrant"), hand("b1", "Lightning Bolt", owner="bob"),
                    hand("b2", "Lightning Bolt", owner="bob"), bf("m1", "Mountain", owner="bob"),
                    bf("m2", "Mountain", owner="bob")], active_player="bob", priority="bob")
    s = cast(engine, s, "b1", targets=["alice"])
    (ab,) = abilities_on_stack(s, "jin")
    assert s.doc["stack"] == ["b1", ab] and obj(s, ab)["controller"] == "alice"
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == [] and obj(s, "b1")["zone"] == "graveyard"
    s = cast(engine, s, "b2", targets=["alice"])
    assert s.doc["stack"] == ["b2"]
    s = make_state([bf("jin", "Jin-Gitaxias, Progress Tyrant"), hand("gb", "Grizzly Bears", owner="bob"),
                    bf("f1", "Forest", owner="bob"), bf("f2", "Forest", owner="bob")], active_player="bob",
                   priority="bob")
    s = cast(engine, s, "gb")
    assert s.doc["stack"] == ["gb"]


# --- Howl of the Horde: "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new
# targets for the copy. Raid — If you attacked this turn, when you next cast an instant or sorcery spell this turn,
# copy that spell an additional time. You may choose new targets for the copy." ---------------------------------

def _howl(engine, attackers: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "attackers_declared_this_turn": attackers},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([hand("howl", "Howl of the Horde"), hand("bolt", "Lightning Bolt"),
                    *[bf(f"m{i}", "Mountain") for i in range(4)]], players=players, phase="postcombat_main")
    return cast(engine, s, "howl")


def test_howl_of_the_horde_with_raid_copies_twice_608_2c_603_7c(engine):
    """Alice attacked this turn (her count of declared attackers is 1, CR 508.1): Howl of the Horde resolving sets up
    two delayed triggers (CR 608.2c: the raid condition holds; 603.7). Her Lightning Bolt at Bob triggers both (CR
    603.7b): two abilities above the Bolt; the first to resolve makes one copy (target Alice or Bob: two states)."""
    (s,) = resolve(engine, _howl(engine, 1))
    assert len(s.doc["delayed_triggers"]) == 2
    s = cast(engine, s, "bolt", targets=["bob"])
    assert len(abilities_on_stack(s, "howl")) == 2 and s.doc["stack"][0] == "bolt"
    outs = resolve(engine, s)
    assert len(outs) == 2 and all(len(copies(o)) == 1 for o in outs)


def test_howl_of_the_horde_without_raid_copies_once_608_2c(engine):
    """Without an attack this turn, only the first sentence's delayed trigger: one ability above the Bolt."""
    (s,) = resolve(engine, _howl(engine, 0))
    assert len(s.doc["delayed_triggers"]) == 1
    s = cast(engine, s, "bolt", targets=["bob"])
    assert len(abilities_on_stack(s, "howl")) == 1


def test_declaring_attackers_counts_for_raid_508_1(engine):
    """Declaring one attacker (CR 508.1) makes Alice's count of attackers declared this turn 1."""
    s = make_state([bf("gb", "Grizzly Bears")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["gb"]}))
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["attackers_declared_this_turn"] == 1


# --- Psychic Rebuttal: "Counter target instant or sorcery spell that targets you. Spell mastery — If there are two or
# more instant and/or sorcery cards in your graveyard, you may copy the spell countered this way. You may choose new
# targets for the copy." ---------------------------------------------------------------------------------------

def _rebuttal(engine, instants_in_graveyard: int):
    s = make_state([hand("bolt", "Lightning Bolt", owner="bob"), bf("bm", "Mountain", owner="bob"),
                    hand("pr", "Psychic Rebuttal"), bf("i1", "Island"), bf("i2", "Island"),
                    *[gy(f"g{i}", "Lightning Bolt") for i in range(instants_in_graveyard)]],
                   active_player="bob", priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    s = only(engine.apply(s, {"action": "pass"}))
    return cast(engine, s, "pr", targets=["bolt"])


def test_psychic_rebuttal_with_spell_mastery_may_copy_the_countered_bolt_608_2c_707_10c(engine):
    """Bob's Lightning Bolt targets Alice; her Psychic Rebuttal counters it (CR 701.6a: to Bob's graveyard). With two
    instant cards in her graveyard the spell mastery condition holds as it resolves (CR 608.2c): she may copy the Bolt
    (the copy hers, CR 707.10) and choose its target anew (Alice or Bob, CR 707.10c). Three states: no copy, a copy at
    Bob, a copy at Alice; the Bolt is in Bob's graveyard in each."""
    outs = resolve(engine, _rebuttal(engine, 2))
    assert sorted(tuple(targets(o, c)[0] for c in copies(o)) for o in outs) == [(), ("alice",), ("bob",)]
    for o in outs:
        assert obj(o, "bolt")["zone"] == "graveyard"
        assert all(obj(o, c)["controller"] == "alice" for c in copies(o))


def test_psychic_rebuttal_without_spell_mastery_only_counters_608_2c(engine):
    """With one instant card in her graveyard the condition fails: the Bolt is countered, no copy (one state)."""
    (out,) = resolve(engine, _rebuttal(engine, 1))
    assert copies(out) == [] and obj(out, "bolt")["zone"] == "graveyard"


# --- Narset, Enlightened Exile: "Whenever Narset attacks, exile target noncreature, nonland card with mana value less
# than Narset's power from a graveyard and copy it. You may cast the copy without paying its mana cost." ---------------

def test_narset_exiles_a_cheap_spell_card_and_casts_a_copy_115_1_707_12(engine):
    """Narset (power 3) attacks (CR 508.1m). Bob's graveyard holds Lightning Bolt (mana value 1), Banish into Fable (6:
    not less than 3) and Grizzly Bears (a creature card): only the Bolt is a legal target (CR 115.1), so the trigger
    targets it. Resolving, the Bolt is exiled and a copy is made in exile, Alice's, that she may cast for free (CR
    707.12): cast at Bob (a noncreature spell cast, so Narset's prowess, which "Creatures you control have prowess" gives
    her, triggers above it: CR 702.108a), then both resolve and Bob is at 17."""
    s = make_state([bf("nar", "Narset, Enlightened Exile"), gy("bolt", "Lightning Bolt", owner="bob"),
                    gy("bif", "Banish into Fable", owner="bob"), gy("gb", "Grizzly Bears", owner="bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["nar"]}))
    (ab,) = abilities_on_stack(s, "nar")
    assert targets(s, ab) == ["bolt"]
    (s,) = resolve(engine, s)
    assert obj(s, "bolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    assert (cp["zone"], cp["owner"]) == ("exile", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    (pw,) = abilities_on_stack(s, "nar")
    assert s.doc["stack"] == [cp["id"], pw]
    (s,) = resolve(engine, s)
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17


def test_narset_with_no_cheap_spell_card_has_no_target_603_3d(engine):
    """With only Banish into Fable (mana value 6) and Grizzly Bears in graveyards, the ability has no legal target and
    is removed as it would be put on the stack (CR 603.3d)."""
    s = make_state([bf("nar", "Narset, Enlightened Exile"), gy("bif", "Banish into Fable", owner="bob"),
                    gy("gb", "Grizzly Bears", owner="bob")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["nar"]}))
    assert abilities_on_stack(s, "nar") == []


# --- Ancestral Communion: "When you cast this spell while you control your commander, copy this spell. You may choose
# a new target for the copy." -------------------------------------------------------------------------------------

def _communion(cmd: dict[str, Any]):
    return make_state([hand("ac", "Ancestral Communion"), bf("f1", "Forest"), bf("f2", "Forest"), cmd,
                       gy("gb", "Grizzly Bears"), gy("gf", "Forest")])


def test_ancestral_communion_with_the_commander_copies_903_3_707_10c(engine):
    """Alice controls her commander (a Grizzly Bears she owns, marked as her commander, CR 903.3) as she casts Ancestral
    Communion at the Bears card in her graveyard: the ability triggers (CR 603.2). Resolving, a copy whose target may
    stay or become the Forest card (both permanent cards in her graveyard; CR 707.10c): two states."""
    s = cast(engine, _communion(bf("cmd", "Grizzly Bears", commander=True)), "ac", targets=["gb"])
    (ab,) = abilities_on_stack(s, "ac")
    outs = resolve(engine, s)
    assert sorted(targets(o, copies(o)[0])[0] for o in outs) == ["gb", "gf"]


def test_ancestral_communion_without_control_of_the_commander_doesnt_trigger_903_3(engine):
    """Her commander controlled by Bob (CR 110.2: she owns it but doesn't control it), or a Grizzly Bears that isn't a
    commander: the trigger condition fails (CR 603.2), the spell is alone on the stack."""
    s = cast(engine, _communion(bf("cmd", "Grizzly Bears", commander=True, controller="bob")), "ac", targets=["gb"])
    assert s.doc["stack"] == ["ac"]
    s = cast(engine, _communion(bf("gb2", "Grizzly Bears")), "ac", targets=["gb"])
    assert s.doc["stack"] == ["ac"]


# --- The Peregrine Dynamo: "{1}, {T}: Copy target activated or triggered ability you control from another legendary
# source that's not a commander. You may choose new targets for the copy." -----------------------------------------

def _jace_ability_on_stack(engine, **jace: Any):
    s = make_state([bf("dyn", "The Peregrine Dynamo"), bf("jace", "Jace Reawakened", counters={"loyalty": 6}, **jace),
                    bf("is", "Island")])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action["ability"].get("loyalty") == -6]
    s = only(engine.apply(s, act))
    (ab,) = abilities_on_stack(s, "jace")
    return s, ab


def _dynamo_actions(engine, s):
    return [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
            and a.action.get("object") == "dyn"]


def test_peregrine_dynamo_copies_a_legendary_sources_ability_707_10(engine):
    """Alice activates Jace Reawakened's -6 (Jace is a legendary planeswalker, CR 205.4a); holding priority (CR
    117.3c), she activates the Dynamo targeting that ability (one she controls, from another legendary source, not a
    commander). Resolved, a copy of Jace's ability is on the stack above the original (CR 707.10), its source Jace."""
    s, ab = _jace_ability_on_stack(engine)
    acts = _dynamo_actions(engine, s)
    assert acts and all(a.get("targets") == [ab] for a in acts if a.get("targets"))
    s = engine.apply(s, acts[0])[0].state
    (s,) = resolve(engine, s)
    mine = abilities_on_stack(s, "jace")
    assert len(mine) == 2 and mine[0] == ab


def test_peregrine_dynamo_cant_copy_a_commanders_ability_903_3(engine):
    """With Jace marked as Alice's commander (CR 903.3), his ability isn't a legal target: the Dynamo's ability has no
    legal target and can't be activated (CR 601.2c via 602.2b)."""
    s, ab = _jace_ability_on_stack(engine, commander=True)
    assert _dynamo_actions(engine, s) == []


# --- Wildfire Devils: "When this creature enters and at the beginning of your upkeep, choose a player at random. That
# player exiles an instant or sorcery card from their graveyard. Copy that card. You may cast the copy without paying
# its mana cost." -------------------------------------------------------------------------------------------------

def test_wildfire_devils_upkeep_random_player_exiles_and_alice_casts_a_copy_603_2_707_12(engine):
    """At the beginning of Alice's upkeep the ability triggers (its second event, CR 603.2). Resolving, a player is
    chosen at random: Alice (her graveyard has no instant or sorcery card: nothing more) or Bob, whose graveyard holds
    Lightning Bolt and Grizzly Bears: he exiles the Bolt (his only instant or sorcery card) and a copy of it is made in
    exile, Alice's, which she may cast for free (CR 707.12). Two states."""
    s = make_state([bf("wd", "Wildfire Devils"), gy("bbolt", "Lightning Bolt", owner="bob"),
                    gy("bgb", "Grizzly Bears", owner="bob"), gy("agb", "Grizzly Bears")],
                   active_player="bob", priority="bob", phase="ending", step="end")
    s = only(engine.apply(s, {"event": "end_turn"}))
    (ab,) = abilities_on_stack(s, "wd")
    outs = resolve(engine, s)
    assert len(outs) == 2
    made = [[o for o in st.doc["objects"] if o.get("cast_now_by")] for st in outs]
    assert sorted(len(m) for m in made) == [0, 1]
    st, (cp,) = next((st, m) for st, m in zip(outs, made) if m)
    assert obj(st, "bbolt")["zone"] == "exile" and (cp["zone"], cp["owner"]) == ("exile", "alice")
    none = next(st for st, m in zip(outs, made) if not m)
    assert obj(none, "bbolt")["zone"] == "graveyard"


def test_wildfire_devils_enters_trigger_603_2(engine):
    """Cast and resolved, Wildfire Devils enters: the ability triggers (its first event)."""
    s = make_state([hand("wd", "Wildfire Devils"), *[bf(f"m{i}", "Mountain") for i in range(4)]])
    s = cast(engine, s, "wd")
    (s,) = resolve(engine, s)
    assert len(abilities_on_stack(s, "wd")) == 1


# --- Capricious Hellraiser: "When this creature enters, exile three cards at random from your graveyard. Choose a
# noncreature, nonland card from among them and copy it. You may cast the copy without paying its mana cost." -------

def test_capricious_hellraiser_exiles_three_at_random_and_copies_one_707_12(engine):
    """Alice's graveyard holds Lightning Bolt, Exsanguinate, Grizzly Bears and a Forest. Hellraiser enters (cast with
    six Mountains: four cards in her graveyard, no reduction); its ability resolves: three of the four cards are exiled
    at random (four sets), then she chooses a noncreature, nonland card among them (the Bolt, Exsanguinate or both may
    be there): {Bolt, Bears, Forest} 1 choice, {Bolt, Bears, Exsanguinate} 2, {Bolt, Forest, Exsanguinate} 2, {Bears,
    Forest, Exsanguinate} 1: six states, each with one copy in exile (hers, to cast for free) and one card left in
    her graveyard."""
    s = make_state([hand("hr", "Capricious Hellraiser"), *[bf(f"m{i}", "Mountain") for i in range(6)],
                    gy("bolt", "Lightning Bolt"), gy("ex", "Exsanguinate"), gy("gb", "Grizzly Bears"),
                    gy("fo", "Forest")])
    s = cast(engine, s, "hr")
    (s,) = resolve(engine, s)
    (ab,) = abilities_on_stack(s, "hr")
    outs = resolve(engine, s)
    assert len(outs) == 6
    for o in outs:
        (cp,) = [x for x in o.doc["objects"] if x.get("cast_now_by")]
        assert (cp["zone"], cp["owner"]) == ("exile", "alice")
        assert sum(obj(o, c)["zone"] == "graveyard" for c in ("bolt", "ex", "gb", "fo")) == 1


# --- Geist of Regret: "Whenever you cast an instant or sorcery spell from your graveyard, copy that spell. You may
# choose new targets for the copy." --------------------------------------------------------------------------------

def _geist(zone: str):
    return make_state([bf("geist", "Geist of Regret"), {"id": "gi", "card": "Galvanic Iteration", "zone": zone,
                                                          "owner": "alice"},
                       bf("i1", "Island"), bf("i2", "Island"), bf("m1", "Mountain"), bf("m2", "Mountain")])


def test_geist_of_regret_copies_a_spell_cast_from_the_graveyard_601_2a_707_10(engine):
    """Alice casts Galvanic Iteration from her graveyard by flashback (CR 702.34a): it was in her graveyard as she began
    to cast it (CR 601.2a), so Geist of Regret triggers; resolving, a copy of it is put on the stack above it (CR
    707.10; no targets: one state)."""
    s = cast(engine, _geist("graveyard"), "gi", cost="flashback")
    (ab,) = abilities_on_stack(s, "geist")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["gi", cp]


def test_geist_of_regret_ignores_a_spell_cast_from_the_hand_601_2a(engine):
    """Cast from her hand, Galvanic Iteration doesn't trigger it."""
    s = cast(engine, _geist("hand"), "gi")
    assert s.doc["stack"] == ["gi"]
