"""Cast triggers narrowed by what the spell is, and the "[you may] copy it" forms they end with (issue 22, branch
spellcopy; rules_asp/kernel/spellcopy_cast.lp).

CR 601.2i, 603.2: a "whenever you cast a ... spell" ability triggers as the spell becomes cast, if the spell is what
the ability names: a Faerie or Wizard (CR 205.3, a subtype), a permanent spell (CR 110.4b), an outlaw (CR 700.12),
historic (CR 700.6), an Adventure spell (cast as an Adventure it has the subtype Adventure, CR 715.3b). CR 707.10:
"copy it" puts a copy of that spell on the stack for the ability's controller, not cast, keeping the spell's
choices and targets; CR 603.5: "you may copy it" is chosen as the ability resolves; CR 707.9b: "except the copy
isn't legendary / is an artifact in addition" are copy exceptions. Each expected value was worked out from these
rules and the cards' rulings before the engine was run.

Real cards from the bundled library (read from their Oracle text): Archmage of Echoes, Double Down, Chancellor of
Tales, Gorion, Wise Mentor, Lucky Clover, Iron Man, Bleeding Edge, The Sixth Doctor, Tawnos, the Toymaker, with
Likeness Looter (a Faerie Shapeshifter), Adventurous Eater (a Human Warlock), Bonecrusher Giant // Stomp, Grizzly
Bears, Myr Propagator and Rusted Sentinel (artifact creatures), Rankle, Master of Pranksters (a legendary
creature), Branchsnap Lorian (a Beast).
"""

from __future__ import annotations

from typing import Any

from pyglue import state_from_document
from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def lands(owner: str, card: str, n: int) -> list[dict[str, Any]]:
    return [bf(f"{owner[0]}{card.lower()}{i}", card, owner) for i in range(n)]


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def abilities_on_stack(s, source: str) -> list[str]:
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [i for i in s.doc["stack"] if "ability" in objs[i] and objs[i]["ability"]["source"] == source]


def copies(s) -> list[str]:
    return [i for i in s.doc["stack"] if ".spell_copy" in i]


def resolve(engine, s) -> list:
    """The top of the stack resolves (CR 608.2): every resulting state."""
    return [o.state for o in engine.apply(s, {"event": "resolve"})]


def cast(engine, s, oid: str, **more: Any):
    """The states after casting ``oid``; the lands that pay may differ, the rest not: the first is taken."""
    outs = engine.apply(s, {"action": "cast", "object": oid, **more})
    assert outs, f"casting {oid} is not legal"
    return outs[0].state


# --- the cards read their Oracle text --------------------------------------------------------------------------

def test_the_narrowed_cast_triggers_read_their_oracle_text_601_2i_707_10():
    """Each card's line is one you_cast event with its spell words and a copy_that_spell effect (no unsupported
    line left)."""
    lib = library()
    assert lib["Archmage of Echoes"]["abilities"][-1] == {
        "trigger": {"you_cast": [], "spell": ["Faerie", "Wizard", "permanent"]},
        "effect": {"copy_that_spell": "same_targets"}}
    assert lib["Double Down"]["abilities"] == [{"trigger": {"you_cast": [], "spell": ["outlaw"]},
                                                "effect": {"copy_that_spell": "same_targets"}}]
    assert lib["Chancellor of Tales"]["abilities"][-1] == {"trigger": {"you_cast": [], "spell": ["Adventure"]},
                                                           "effect": {"copy_that_spell": "may_new_targets"}}
    assert lib["Lucky Clover"]["abilities"] == [{"trigger": {"you_cast": ["instant", "sorcery"], "spell": ["Adventure"]},
                                                 "effect": {"copy_that_spell": "new_targets"}}]
    assert lib["Tawnos, the Toymaker"]["abilities"] == [
        {"trigger": {"you_cast": ["creature"], "spell": ["Beast", "Bird"]},
         "effect": {"copy_that_spell": "may_same_targets", "except": {"add_types": ["artifact"]}}}]
    assert lib["Iron Man, Bleeding Edge"]["abilities"][-1] == {
        "trigger": {"you_cast": ["artifact"]},
        "effect": {"copy_that_spell": "may_once_each_turn", "except": {"remove_supertypes": ["legendary"]}}}
    assert lib["The Sixth Doctor"]["abilities"][-1] == {
        "trigger": {"once_each_turn": {"you_cast": [], "spell": ["historic"]}},
        "effect": {"copy_that_spell": "same_targets", "except": {"remove_supertypes": ["legendary"]}}}
    for name in ("Archmage of Echoes", "Double Down", "Chancellor of Tales", "Gorion, Wise Mentor", "Lucky Clover",
                 "Tawnos, the Toymaker", "Iron Man, Bleeding Edge", "The Sixth Doctor"):
        assert not [a for a in lib[name]["abilities"] if isinstance(a, dict) and "unsupported" in a], name


# --- Archmage of Echoes: "Whenever you cast a Faerie or Wizard permanent spell, copy it." ------------------------

def test_archmage_copies_a_faerie_permanent_spell_205_3_110_4b_707_10(engine):
    """Alice controls Archmage of Echoes and casts Likeness Looter, a Faerie creature spell (a permanent spell,
    CR 110.4b): the ability triggers (CR 601.2i, 603.2) and goes on the stack above the Looter (CR 603.3).
    Resolving, it puts a copy of the Looter on the stack, Alice's (CR 707.10): no choice is left, one state; the
    copy isn't cast, so Alice has still cast one spell this turn."""
    s = make_state([bf("arch", "Archmage of Echoes"), hand("loot", "Likeness Looter"),
                    bf("isl", "Island"), bf("swp", "Swamp")])
    s = only(engine.apply(s, {"action": "cast", "object": "loot"}))
    (ab,) = abilities_on_stack(s, "arch")
    assert s.doc["stack"] == ["loot", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["loot", cp]
    assert obj(s, cp)["controller"] == "alice"
    assert engine.derive(s).object(cp).characteristics["name"] == "Likeness Looter"
    assert next(p for p in s.doc["players"] if p["name"] == "alice").get("spells_cast_this_turn", 0) == 1


def test_archmage_ignores_a_spell_of_neither_subtype_205_3(engine):
    """Grizzly Bears is a Bear: no Faerie or Wizard, so Archmage of Echoes doesn't trigger (CR 603.2)."""
    s = make_state([bf("arch", "Archmage of Echoes"), hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "bears"}))
    assert s.doc["stack"] == ["bears"]


# --- Double Down: "Whenever you cast an outlaw spell, copy that spell." ------------------------------------------

def test_double_down_copies_a_warlock_spell_700_12(engine):
    """Adventurous Eater is a Human Warlock: an outlaw (CR 700.12). Casting it, Double Down triggers; resolving,
    a copy of the Eater is put on the stack above it, Alice's (CR 707.10)."""
    s = make_state([bf("dd", "Double Down"), hand("eater", "Adventurous Eater"), *lands("alice", "Swamp", 3)])
    s = cast(engine, s, "eater")
    (ab,) = abilities_on_stack(s, "dd")
    assert s.doc["stack"] == ["eater", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["eater", cp]
    assert engine.derive(s).object(cp).characteristics["subtypes"] == ["Human", "Warlock"]


def test_double_down_ignores_a_bear_700_12(engine):
    """Grizzly Bears has none of the outlaw types: no trigger."""
    s = make_state([bf("dd", "Double Down"), hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "bears"}))
    assert s.doc["stack"] == ["bears"]


# --- Chancellor of Tales / Gorion: "Whenever you cast an Adventure spell, you may copy it. You may choose new
# targets for the copy." --------------------------------------------------------------------------------------

def _giant_in_bobs_turn(*objects: dict[str, Any]):
    """Alice holds Bonecrusher Giant // Stomp in Bob's declare attackers step with {R}{R} in her pool."""
    return state_from_document({
        "turn": 4, "active_player": "bob", "phase": "combat", "step": "declare_attackers", "priority": "alice",
        "players": [{"name": "alice", "life": 20, "mana_pool": "{R}{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}],
        "objects": [{"id": "giant", "card": "Bonecrusher Giant", "zone": "hand", "owner": "alice"}, *objects]})


def test_chancellor_copies_a_spell_cast_as_an_adventure_715_3b_603_5(engine):
    """Alice casts Bonecrusher Giant as Stomp, its Adventure (CR 715.3): on the stack it has only Stomp's
    characteristics, subtype Adventure (CR 715.3b), so Chancellor of Tales triggers. Resolving, Alice may copy it
    (CR 603.5): two resulting states, one with a copy of Stomp above the spell (CR 707.10), one without."""
    s = _giant_in_bobs_turn(bf("chan", "Chancellor of Tales"))
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "as": "adventure"}))
    (ab,) = abilities_on_stack(s, "chan")
    assert s.doc["stack"] == ["giant", ab]
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    with_copy = next(o for o in outs if copies(o))
    (cp,) = copies(with_copy)
    assert with_copy.doc["stack"] == ["giant", cp]
    assert engine.derive(with_copy).object(cp).characteristics["name"] == "Stomp"
    without = next(o for o in outs if not copies(o))
    assert without.doc["stack"] == ["giant"]


def test_gorion_ignores_the_giant_cast_as_a_creature_715_4(engine):
    """Cast normally (in Alice's own main phase), Bonecrusher Giant is a Giant creature spell, not an Adventure
    (CR 715.4): Gorion, Wise Mentor doesn't trigger."""
    s = make_state([bf("gor", "Gorion, Wise Mentor"), hand("giant", "Bonecrusher Giant"),
                    *lands("alice", "Mountain", 3)])
    s = cast(engine, s, "giant")
    assert s.doc["stack"] == ["giant"]


def test_lucky_clover_copies_an_adventure_instant_707_10(engine):
    """Lucky Clover: "Whenever you cast an Adventure instant or sorcery spell, copy it." Stomp, an Adventure
    instant, triggers it; resolving, the copy is put on the stack with no choice to make (Stomp's text is
    unsupported, so it has no target here): one state."""
    s = _giant_in_bobs_turn(bf("clover", "Lucky Clover"))
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "as": "adventure"}))
    (ab,) = abilities_on_stack(s, "clover")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["giant", cp]


# --- Tawnos, the Toymaker: "Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy is
# an artifact in addition to its other types." ------------------------------------------------------------------

def test_tawnos_copy_of_a_beast_is_an_artifact_too_707_9b_603_5(engine):
    """Branchsnap Lorian is a Beast creature spell: Tawnos triggers. Resolving, Alice may copy it (CR 603.5): two
    states. The copy is an artifact creature (the exception, CR 707.9b), a Beast."""
    s = make_state([bf("taw", "Tawnos, the Toymaker"), hand("lor", "Branchsnap Lorian"), *lands("alice", "Forest", 3)])
    s = cast(engine, s, "lor")
    (ab,) = abilities_on_stack(s, "taw")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    s = next(o for o in outs if copies(o))
    (cp,) = copies(s)
    c = engine.derive(s).object(cp).characteristics
    assert (sorted(c["types"]), c["subtypes"]) == (["artifact", "creature"], ["Beast"])


# --- Iron Man, Bleeding Edge: "Whenever you cast an artifact spell, you may copy it, except the copy isn't
# legendary. Do this only once each turn." ----------------------------------------------------------------------

def test_iron_man_copies_one_artifact_spell_a_turn_603_5(engine):
    """Alice casts Myr Propagator, an artifact spell: Iron Man triggers; resolving, she may copy it (two states).
    Having copied, she casts Rusted Sentinel: Iron Man triggers again (the ability triggers each time), but the
    copy was made this turn, so resolving it offers no copy: one state, no copy."""
    s = make_state([bf("iron", "Iron Man, Bleeding Edge"), hand("myr", "Myr Propagator"),
                    hand("sent", "Rusted Sentinel"), *lands("alice", "Island", 7)])
    s = cast(engine, s, "myr")
    (ab,) = abilities_on_stack(s, "iron")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    s = next(o for o in outs if copies(o))
    assert obj(s, "iron").get("done_once_this_turn") is True
    (s,) = resolve(engine, s)   # the copy becomes a token (CR 707.10f), then the Myr resolves
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    s = cast(engine, s, "sent")
    (ab2,) = abilities_on_stack(s, "iron")
    (s2,) = resolve(engine, s)
    assert copies(s2) == [] and s2.doc["stack"] == ["sent"]


def test_iron_man_declined_may_copy_a_later_one_603_5(engine):
    """Declining the first copy leaves the option open: Iron Man's record is not set, and the next artifact spell's
    trigger again offers the copy (two states)."""
    s = make_state([bf("iron", "Iron Man, Bleeding Edge"), hand("myr", "Myr Propagator"),
                    hand("sent", "Rusted Sentinel"), *lands("alice", "Island", 7)])
    s = cast(engine, s, "myr")
    outs = resolve(engine, s)
    s = next(o for o in outs if not copies(o))
    assert not obj(s, "iron").get("done_once_this_turn")
    (s,) = resolve(engine, s)
    s = cast(engine, s, "sent")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]


# --- The Sixth Doctor: "Whenever you cast a historic spell, copy it, except the copy isn't legendary. This
# ability triggers only once each turn." ------------------------------------------------------------------------

def test_sixth_doctor_copies_a_legendary_spell_not_legendary_once_a_turn_700_6_707_9b(engine):
    """Rankle, Master of Pranksters is legendary, so historic (CR 700.6): the Sixth Doctor triggers; resolving, a
    copy of Rankle is put on the stack that isn't legendary (CR 707.9b). Myr Propagator, an artifact, is historic
    too, but the ability has triggered this turn: it doesn't trigger again (CR 603.2)."""
    s = make_state([bf("doc", "The Sixth Doctor"), hand("rank", "Rankle, Master of Pranksters"),
                    hand("myr", "Myr Propagator"), *lands("alice", "Swamp", 7)])
    s = cast(engine, s, "rank")
    (ab,) = abilities_on_stack(s, "doc")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    c = engine.derive(s).object(cp).characteristics
    assert (c["name"], c["supertypes"]) == ("Rankle, Master of Pranksters", [])
    (s,) = resolve(engine, s)
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    s = cast(engine, s, "myr")
    assert abilities_on_stack(s, "doc") == []
    assert s.doc["stack"][-1] == "myr"


def test_sixth_doctor_ignores_a_nonhistoric_spell_700_6(engine):
    """Grizzly Bears is neither legendary, an artifact nor a Saga: no trigger."""
    s = make_state([bf("doc", "The Sixth Doctor"), hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "bears"}))
    assert s.doc["stack"] == ["bears"]


# --- Mirari / Cloven Casting: "Whenever you cast a [multicolored] instant or sorcery spell, you may pay {N}. If you
# do, copy that spell. You may choose new targets for the copy." -------------------------------------------------

def test_may_pay_reads_its_oracle_text_603_5():
    lib = library()
    assert lib["Mirari"]["abilities"] == [{"trigger": {"you_cast": ["instant", "sorcery"]},
                                           "effect": {"may_pay": "{3}", "then": {"copy_that_spell": "new_targets"}}}]
    assert lib["Cloven Casting"]["abilities"] == [
        {"trigger": {"you_cast": ["instant", "sorcery"], "spell": ["multicolored"]},
         "effect": {"may_pay": "{1}", "then": {"copy_that_spell": "new_targets"}}}]


def test_mirari_pay_three_to_copy_bolt_603_5_707_10c(engine):
    """Alice controls Mirari and four Mountains, and casts Lightning Bolt at Bob with one of them: Mirari triggers
    (CR 601.2i). Resolving, she may pay {3} (CR 603.5, 118.1): not paying, nothing is copied and her three other
    Mountains stay untapped (one state); paying (all three tapped), a copy of Bolt is put on the stack (CR 707.10),
    whose target she may keep (Bob) or change to another legal one (herself; no creature or planeswalker is on the
    battlefield), CR 707.10c: two states. Three in all."""
    s = make_state([bf("mir", "Mirari"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 4)])
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "mir")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert len(outs) == 3
    untapped = lambda o: sum(1 for x in o.doc["objects"] if x.get("card") == "Mountain" and not x.get("tapped"))
    declined = [o for o in outs if not copies(o)]
    assert len(declined) == 1 and untapped(declined[0]) == 3 and declined[0].doc["stack"] == ["bolt"]
    paid = [o for o in outs if copies(o)]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in paid) == ["alice", "bob"]
    assert all(untapped(o) == 0 for o in paid)


def test_mirari_cant_pay_no_copy_603_5(engine):
    """With only the Mountain that paid for Bolt, Alice can't pay {3}: the trigger resolves doing nothing (one
    state)."""
    s = make_state([bf("mir", "Mirari"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["bob"])
    (s,) = resolve(engine, s)
    assert copies(s) == [] and s.doc["stack"] == ["bolt"]


def test_cloven_casting_triggers_on_a_multicolored_spell_only_105_2b(engine):
    """Galvanic Iteration ({U}{R}) is blue and red, multicolored (CR 105.2b): Cloven Casting triggers; paying {1}
    with her one Mountain left, Alice copies it (no targets: one state with the copy, one without). Lightning Bolt, red only, doesn't trigger it."""
    s = make_state([bf("cc", "Cloven Casting"), hand("gi", "Galvanic Iteration"), hand("bolt", "Lightning Bolt"),
                    bf("isl", "Island"), *lands("alice", "Mountain", 2)])
    s2 = cast(engine, s, "gi")
    (ab,) = abilities_on_stack(s2, "cc")
    outs = resolve(engine, s2)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    s3 = cast(engine, s, "bolt", targets=["bob"])
    assert s3.doc["stack"] == ["bolt"]


# --- The Chain spells: "Then that player or that permanent's controller may COST. If the player does, they may copy
# this spell and may choose a new target for that copy." ---------------------------------------------------------

def test_chain_spells_read_their_oracle_text_608_2c():
    lib = library()
    assert lib["Chain Lightning"]["abilities"] == [{"spell": {"target": "any", "effect": [
        {"damage": 3}, {"chain_copy": "pay", "cost": "{R}{R}"}]}}]
    assert lib["Chain of Vapor"]["abilities"] == [{"spell": {"target": "nonland_permanent", "effect": [
        {"return_to_hand": "target"}, {"chain_copy": "sacrifice_land"}]}}]
    assert lib["Chain of Smog"]["abilities"] == [{"spell": {"target": "player", "effect": [
        {"discard": 2, "who": "target"}, {"chain_copy": "free"}]}}]
    assert lib["Chain of Plasma"]["abilities"][0]["spell"]["effect"][1] == {"chain_copy": "discard_card"}
    for name in ("Chain Stasis", "String of Disappearances"):
        assert lib[name]["abilities"][0]["spell"]["effect"][1]["chain_copy"] == "pay"


def _resolved(engine, objects, card, targets, **top):
    s = make_state([{"id": "chain", "card": card, "zone": "hand", "owner": "alice"}, *objects], **top)
    s = cast(engine, s, "chain", targets=targets)
    return resolve(engine, s)


def test_chain_lightning_bob_pays_rr_and_copies_it_at_alice_608_2c_707_10c(engine):
    """Alice's Chain Lightning deals 3 damage to Bob (17). Then Bob, that player, may pay {R}{R} with his two
    Mountains (CR 608.2c): not paying (lands untapped), paying and not copying, or paying and copying: the copy is
    his (CR 707.10), and he may keep its target (himself) or choose another legal one (Alice; no creature or
    planeswalker is on the battlefield), CR 707.10c. Four states, Bob at 17 in each. The copy at Alice resolves:
    she takes 3 (17) and can't pay {R}{R} (her one Mountain is tapped): nothing more."""
    outs = _resolved(engine, [bf("am", "Mountain"), bf("bm1", "Mountain", "bob"), bf("bm2", "Mountain", "bob")],
                     "Chain Lightning", ["bob"])
    assert len(outs) == 4
    assert all(next(p for p in o.doc["players"] if p["name"] == "bob")["life"] == 17 for o in outs)
    tapped = lambda o: sorted(bool(obj(o, b).get("tapped")) for b in ("bm1", "bm2"))
    no_copy = [o for o in outs if not copies(o)]
    assert sorted(tapped(o) for o in no_copy) == [[False, False], [True, True]]
    copied = [o for o in outs if copies(o)]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "bob" and tapped(o) == [True, True] for o in copied)
    at_alice = next(o for o in copied if obj(o, copies(o)[0])["targets"] == ["alice"])
    (s,) = resolve(engine, at_alice)
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 17
    assert s.doc["stack"] == []


def test_chain_of_vapor_controller_sacrifices_a_land_to_copy_608_2c_701_21a(engine):
    """Alice's Chain of Vapor returns Bob's Grizzly Bears to his hand; Bob, its controller, may sacrifice a land (his
    Forest): not doing it; sacrificing it and not copying; sacrificing it and copying, the copy his, keeping its
    target (his Bears, gone: an illegal target may be kept, CR 707.10c) or choosing Alice's Bears: four states."""
    outs = _resolved(engine, [bf("isl", "Island"), bf("abear", "Grizzly Bears"), bf("bbear", "Grizzly Bears", "bob"),
                              bf("bfor", "Forest", "bob")], "Chain of Vapor", ["bbear"])
    assert len(outs) == 4
    assert all(obj(o, "bbear")["zone"] == "hand" for o in outs)
    assert sorted(obj(o, "bfor")["zone"] for o in outs) == ["battlefield", "graveyard", "graveyard", "graveyard"]
    copied = [o for o in outs if copies(o)]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["abear", "bbear"]
    at_alice = next(o for o in copied if obj(o, copies(o)[0])["targets"] == ["abear"])
    outs2 = resolve(engine, at_alice)
    # Alice's Bears go to her hand; she may sacrifice her Island to copy it again (CR 608.2c)
    assert all(obj(o, "abear")["zone"] == "hand" for o in outs2)
    assert len(outs2) >= 2


def test_chain_of_smog_that_player_may_copy_it_for_free_608_2c(engine):
    """Alice's Chain of Smog makes Bob discard his two cards; then Bob may copy it (no cost): not copying, or a copy
    of his targeting himself (kept) or Alice (CR 707.10c): three states."""
    outs = _resolved(engine, [*lands("alice", "Swamp", 2), hand("b1", "Grizzly Bears", "bob"),
                              hand("b2", "Grizzly Bears", "bob")], "Chain of Smog", ["bob"])
    assert len(outs) == 3
    assert all(obj(o, "b1")["zone"] == "graveyard" and obj(o, "b2")["zone"] == "graveyard" for o in outs)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs if copies(o)) == ["alice", "bob"]


def test_chain_of_acid_destroys_and_its_controller_may_copy_115_1_707_10c(engine):
    """Alice (four green mana in her pool, no lands) casts Chain of Acid on Bob's Lucky Clover, a noncreature
    permanent (CR 115.1): it is destroyed. Then Bob, its controller, may copy the spell (no cost): not copying; or
    copying, keeping the target (the destroyed Clover) or choosing Alice's Lucky Clover, the other noncreature
    permanent (CR 707.10c): three states. Grizzly Bears, a creature, can't be the copy's target."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    outs = _resolved(engine, [bf("aclover", "Lucky Clover"), bf("bclover", "Lucky Clover", "bob"),
                              bf("bears", "Grizzly Bears", "bob")], "Chain of Acid", ["bclover"], players=players)
    assert len(outs) == 3
    assert all(obj(o, "bclover")["zone"] == "graveyard" for o in outs)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs if copies(o)) == ["aclover", "bclover"]
    assert all(obj(o, copies(o)[0])["controller"] == "bob" for o in outs if copies(o))


# --- "When you cast this spell, copy it for each time you've cast your commander from the command zone this game"
# (Empyrial Storm) and "... for each kind of counter among permanents you control" (Storm of Forms) -------------

def _players(**alice: Any) -> list[dict[str, Any]]:
    return [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_empyrial_storm_copies_it_once_per_commander_cast_903_8_707_10(engine):
    """Alice has cast her commander from the command zone twice this game (CR 903.8) and casts Empyrial Storm: its
    cast trigger resolves putting two copies of it on the stack above it, hers (CR 707.10); the spell has no target,
    so one state."""
    s = make_state([hand("es", "Empyrial Storm"), *lands("alice", "Plains", 6)], players=_players(commander_casts=2))
    s = cast(engine, s, "es")
    (ab,) = abilities_on_stack(s, "es")
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 2 and s.doc["stack"][0] == "es" and len(s.doc["stack"]) == 3
    assert all(obj(s, c)["controller"] == "alice" for c in copies(s))


def test_empyrial_storm_without_commander_casts_makes_no_copy_707_10(engine):
    """Never having cast her commander (no count in the state: 0), the trigger makes no copy."""
    s = make_state([hand("es", "Empyrial Storm"), *lands("alice", "Plains", 6)])
    s = cast(engine, s, "es")
    (s,) = resolve(engine, s)
    assert copies(s) == [] and s.doc["stack"] == ["es"]


def test_storm_of_forms_copies_it_for_each_kind_of_counter_122_1_707_10c(engine):
    """Alice's permanents carry +1/+1 counters (two Bears) and a shield counter: two kinds (CR 122.1); Bob's Bears'
    -1/-1 counter isn't on a permanent she controls. Storm of Forms at Bob's Bears: its trigger makes two copies, and
    for each Alice may keep the target or choose another nonland permanent (her two Bears), separately (CR
    707.10c): 3 x 3 = 9 states, each with the two copies."""
    s = make_state([hand("sof", "Storm of Forms"), *lands("alice", "Island", 4),
                    bf("ab1", "Grizzly Bears", counters={"+1/+1": 2}),
                    bf("ab2", "Grizzly Bears", counters={"+1/+1": 1, "shield": 1}),
                    bf("bb", "Grizzly Bears", "bob", counters={"-1/-1": 1})])
    s = cast(engine, s, "sof", targets=["bb"])
    outs = resolve(engine, s)
    assert len(outs) == 9
    assert all(len(copies(o)) == 2 for o in outs)
    assert sorted({tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs}) == sorted(
        (x, y) for x in ("ab1", "ab2", "bb") for y in ("ab1", "ab2", "bb"))


# --- Double Major, Twinferno --------------------------------------------------------------------------------------

def test_double_major_copy_of_a_legendary_spell_isnt_legendary_707_9b_707_10(engine):
    """Alice casts Rankle, Master of Pranksters (legendary), then, holding priority, Double Major targeting it. Double
    Major resolves: a copy of Rankle is put on the stack above it, Alice's (CR 707.10), not legendary (CR 707.9b);
    Rankle has no target, one state."""
    s = make_state([hand("rank", "Rankle, Master of Pranksters"), hand("dm", "Double Major"),
                    *lands("alice", "Swamp", 4)], players=_players(mana_pool="{G}{U}"))
    s = cast(engine, s, "rank")
    s = cast(engine, s, "dm", targets=["rank"])
    assert s.doc["stack"] == ["rank", "dm"]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["rank", cp]
    c = engine.derive(s).object(cp).characteristics
    assert (c["name"], c["supertypes"], obj(s, cp)["controller"]) == ("Rankle, Master of Pranksters", [], "alice")


def test_twinferno_first_mode_copies_the_next_instant_603_7c_707_10c(engine):
    """Alice casts Twinferno choosing its first mode; resolving, it creates a delayed triggered ability (CR 603.7).
    She then casts Lightning Bolt at Bob: the ability triggers (CR 603.7b); resolving, it copies Bolt, and she may
    keep the copy's target (Bob) or choose herself (CR 707.10c): two states."""
    s = make_state([hand("tw", "Twinferno"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 3)])
    s = cast(engine, s, "tw", modes=[1])
    (s,) = resolve(engine, s)
    s = cast(engine, s, "bolt", targets=["bob"])
    assert len(s.doc["stack"]) == 2
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]


# --- "copy that spell for each other creature ... that the spell could target" (CR 707.10d) ---------------------

def test_zada_copies_bolt_for_each_other_creature_you_control_707_10d(engine):
    """Alice controls Zada, Hedron Grinder and two Grizzly Bears; Bob controls Grizzly Bears. She casts Lightning
    Bolt targeting only Zada: Zada triggers (CR 603.2). Resolving, a copy is made for each other creature she
    controls that Bolt could target (her two Bears, not Bob's), each copy targeting a different one (CR 707.10d);
    she chooses their order on the stack: two states, both with Bolt at the bottom and a copy at each Bears."""
    s = make_state([bf("zada", "Zada, Hedron Grinder"), bf("ab1", "Grizzly Bears"), bf("ab2", "Grizzly Bears"),
                    bf("bb", "Grizzly Bears", "bob"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["zada"])
    (ab,) = abilities_on_stack(s, "zada")
    outs = resolve(engine, s)
    assert len(outs) == 2
    orders = set()
    for o in outs:
        assert o.doc["stack"][0] == "bolt" and len(o.doc["stack"]) == 3
        orders.add(tuple(obj(o, c)["targets"][0] for c in o.doc["stack"][1:]))
        assert all(obj(o, c)["controller"] == "alice" for c in copies(o))
    assert orders == {("ab1", "ab2"), ("ab2", "ab1")}


def test_zada_doesnt_trigger_on_a_spell_at_another_creature_601_2c(engine):
    """Bolt at one of Alice's Bears doesn't target Zada: no trigger."""
    s = make_state([bf("zada", "Zada, Hedron Grinder"), bf("ab1", "Grizzly Bears"), hand("bolt", "Lightning Bolt"),
                    *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["ab1"])
    assert s.doc["stack"] == ["bolt"]


def test_mirrorwing_dragon_the_caster_copies_for_their_creatures_707_10d(engine):
    """Bob casts Lightning Bolt targeting only Alice's Mirrorwing Dragon. The ability is Alice's, but "that player"
    (Bob) copies the spell for each other creature he controls that it could target: his one Grizzly Bears (not
    Alice's). One copy, Bob's, targeting his Bears; one state."""
    s = make_state([bf("mw", "Mirrorwing Dragon"), bf("ab", "Grizzly Bears"), bf("bb", "Grizzly Bears", "bob"),
                    hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)], priority="bob")
    s = cast(engine, s, "bolt", targets=["mw"])
    (ab,) = abilities_on_stack(s, "mw")
    assert obj(s, ab)["controller"] == "alice"
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert (obj(s, cp)["controller"], obj(s, cp)["targets"]) == ("bob", ["bb"])


def test_ink_treader_its_controller_copies_for_every_other_creature_707_10d(engine):
    """Bob casts Lightning Bolt targeting only Alice's Ink-Treader Nephilim: its ability copies the spell for each
    other creature the spell could target (Alice's Bears and Bob's Bears), the copies Alice's, the ability's
    controller (CR 707.10); two orders: two states."""
    s = make_state([bf("ink", "Ink-Treader Nephilim"), bf("ab", "Grizzly Bears"), bf("bb", "Grizzly Bears", "bob"),
                    hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)], priority="bob")
    s = cast(engine, s, "bolt", targets=["ink"])
    outs = resolve(engine, s)
    assert len(outs) == 2
    for o in outs:
        assert sorted(obj(o, c)["targets"][0] for c in copies(o)) == ["ab", "bb"]
        assert all(obj(o, c)["controller"] == "alice" for c in copies(o))


def _golem(oid: str, owner: str = "alice") -> dict[str, Any]:
    """A 3/3 colorless Golem artifact creature token, as Precursor Golem's enters ability makes (CR 111.4)."""
    return {"id": oid, "token": True, "zone": "battlefield", "owner": owner,
            "characteristics": {"name": "Golem", "types": ["artifact", "creature"], "subtypes": ["Golem"],
                                "colors": [], "power": 3, "toughness": 3}}


def test_precursor_golem_bolt_at_one_golem_is_copied_at_each_other_golem_707_10d(engine):
    """Alice controls Precursor Golem and two Golem tokens; Bob casts Lightning Bolt at one token: it targets only a
    single Golem, so Precursor Golem triggers. Resolving, Bob ("that player") copies Bolt for each other Golem it
    could target: Precursor Golem and the other token, one copy each, Bob's (CR 707.10d); two orders: two states."""
    s = make_state([bf("pg", "Precursor Golem"), _golem("g1"), _golem("g2"),
                    hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)], priority="bob")
    s = cast(engine, s, "bolt", targets=["g1"])
    (ab,) = abilities_on_stack(s, "pg")
    outs = resolve(engine, s)
    assert len(outs) == 2
    for o in outs:
        assert sorted(obj(o, c)["targets"][0] for c in copies(o)) == ["g2", "pg"]
        assert all(obj(o, c)["controller"] == "bob" for c in copies(o))


# --- Ral, Storm Conduit; Expansion --------------------------------------------------------------------------------

def test_ral_magecraft_targets_an_opponent_or_a_planeswalker_115_1_207_2c(engine):
    """Alice controls Ral, Storm Conduit (a planeswalker) and casts Lightning Bolt: Ral's ability triggers (CR
    601.2i) and its target is chosen as it is put on the stack (CR 603.3d): Bob (an opponent) or a planeswalker (Ral
    himself), never Alice. Resolving it at Bob, he loses 1 life (CR 120.3)."""
    s = make_state([bf("ral", "Ral, Storm Conduit", counters={"loyalty": 2}), hand("bolt", "Lightning Bolt"),
                    *lands("alice", "Mountain", 1)])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    targets = set()
    for o in outs:
        (ab,) = abilities_on_stack(o.state, "ral")
        targets.add(tuple(obj(o.state, ab)["targets"]))
    assert targets == {("bob",), ("ral",)}
    at_bob = next(o.state for o in outs if obj(o.state, abilities_on_stack(o.state, "ral")[0])["targets"] == ["bob"])
    (s2,) = resolve(engine, at_bob)
    assert next(p for p in s2.doc["players"] if p["name"] == "bob")["life"] == 19


def test_expansion_copies_a_spell_of_mana_value_4_or_less_only_202_3(engine):
    """Expansion's target is an instant or sorcery spell with mana value 4 or less (CR 202.3): Bob's Lightning Bolt
    (mana value 1) may be targeted, his Empyrial Storm (mana value 6) may not."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
            "targets": ["alice"], "cast_with": "mana"}
    storm = {"id": "es", "card": "Empyrial Storm", "zone": "stack", "owner": "bob", "controller": "bob",
             "cast_with": "mana"}
    s = make_state([bolt, storm, hand("exp", "Expansion"), *lands("alice", "Island", 2)], stack=["es", "bolt"])
    assert engine.why_not(s, {"action": "cast", "object": "exp", "targets": ["bolt"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "exp", "targets": ["es"]}).legal
    s = cast(engine, s, "exp", targets=["bolt"])
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "alice" for o in outs)


# --- Beamsplitter Mage, Reflective Golem ---------------------------------------------------------------------------

def test_beamsplitter_mage_copies_to_a_chosen_other_creature_707_10e(engine):
    """Alice controls Beamsplitter Mage and two Grizzly Bears and casts Lightning Bolt targeting only the Mage: she
    controls other creatures Bolt could target, so the ability triggers (CR 603.4). Resolving, she chooses one of the
    Bears; the copy, hers, targets it (CR 707.10e): two states, one per Bears."""
    s = make_state([bf("mage", "Beamsplitter Mage"), bf("ab1", "Grizzly Bears"), bf("ab2", "Grizzly Bears"),
                    hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["mage"])
    (ab,) = abilities_on_stack(s, "mage")
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["ab1", "ab2"]
    assert all(len(copies(o)) == 1 and obj(o, copies(o)[0])["controller"] == "alice" for o in outs)


def test_beamsplitter_mage_without_another_creature_doesnt_trigger_603_4(engine):
    """With no other creature, the intervening if is false as the spell becomes cast: no trigger (CR 603.4)."""
    s = make_state([bf("mage", "Beamsplitter Mage"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["mage"])
    assert s.doc["stack"] == ["bolt"]


def test_reflective_golem_pay_two_to_copy_603_5_707_10c(engine):
    """Alice's Lightning Bolt targets only her Reflective Golem: it triggers. Resolving, she may pay {2} (her two other
    Mountains): not paying, no copy (one state); paying, the copy may keep its target (the Golem) or take another
    legal one (Alice or Bob; no other creature): three states. Four in all."""
    s = make_state([bf("rg", "Reflective Golem"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 3)])
    s = cast(engine, s, "bolt", targets=["rg"])
    (ab,) = abilities_on_stack(s, "rg")
    outs = resolve(engine, s)
    assert len(outs) == 4
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs if copies(o)) == ["alice", "bob", "rg"]


# --- Mica, Reader of Ruins; Aziza, Mage Tower Captain ---------------------------------------------------------------

def test_mica_sacrifice_an_artifact_to_copy_603_5_701_21a(engine):
    """Alice controls Mica and Lucky Clover (an artifact) and casts Lightning Bolt at Bob: Mica triggers. Resolving,
    she may sacrifice an artifact (CR 603.5): not doing it (Clover stays, no copy), or sacrificing the Clover (to
    her graveyard, CR 701.21a) and copying Bolt with its target kept (Bob) or changed to Alice or Mica (CR
    707.10c): four states."""
    s = make_state([bf("mica", "Mica, Reader of Ruins"), bf("clover", "Lucky Clover"), hand("bolt", "Lightning Bolt"),
                    *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "mica")
    outs = resolve(engine, s)
    assert len(outs) == 4
    (kept,) = [o for o in outs if not copies(o)]
    assert obj(kept, "clover")["zone"] == "battlefield"
    copied = [o for o in outs if copies(o)]
    assert all(obj(o, "clover")["zone"] == "graveyard" for o in copied)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["alice", "bob", "mica"]


def test_aziza_tap_three_creatures_to_copy_603_5_701_26a(engine):
    """Alice controls Aziza and two Grizzly Bears, all untapped, and casts Lightning Bolt at Bob: Aziza triggers.
    Resolving, she may tap three untapped creatures she controls (Aziza is one of them, the only set of three): not
    doing it, one state; tapping them and copying Bolt, whose target may stay Bob or become Alice, Aziza or either
    Bears (CR 707.10c): five states. Six in all; in those with a copy all three creatures are tapped."""
    s = make_state([bf("az", "Aziza, Mage Tower Captain"), bf("ab1", "Grizzly Bears"), bf("ab2", "Grizzly Bears"),
                    hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "az")
    outs = resolve(engine, s)
    assert len(outs) == 6
    copied = [o for o in outs if copies(o)]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["ab1", "ab2", "alice", "az", "bob"]
    assert all(obj(o, x).get("tapped") for o in copied for x in ("az", "ab1", "ab2"))
    (none,) = [o for o in outs if not copies(o)]
    assert not any(obj(none, x).get("tapped") for x in ("az", "ab1", "ab2"))


# --- Reflections of Littjara, Fire Lord Azula, Sage of the Skies ----------------------------------------------------

def test_reflections_of_littjara_copies_a_spell_of_the_chosen_type_614_12(engine):
    """Reflections of Littjara entered with Bear chosen (CR 614.12). Grizzly Bears, a Bear creature spell, makes it
    trigger; resolving, a copy of the Bears is put on the stack (CR 707.10). Likeness Looter, a Faerie, doesn't."""
    refl = bf("refl", "Reflections of Littjara", chosen={"creature_type": "Bear"})
    s = make_state([refl, hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 2)])
    s = cast(engine, s, "bears")
    (ab,) = abilities_on_stack(s, "refl")
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 1 and s.doc["stack"][0] == "bears"
    s2 = make_state([refl, hand("loot", "Likeness Looter"), bf("isl", "Island"), bf("swp", "Swamp")])
    s2 = cast(engine, s2, "loot")
    assert s2.doc["stack"] == ["loot"]


def _azula(attacking: bool):
    azula = bf("az", "Fire Lord Azula", **({"attacking": "bob", "tapped": True} if attacking else {}))
    return make_state([azula, hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)],
                      phase="combat", step="declare_blockers")


def test_fire_lord_azula_copies_a_spell_cast_while_attacking_506_4(engine):
    """While Fire Lord Azula is attacking (declare blockers step), Alice casts Lightning Bolt at Bob: Azula triggers;
    resolving, Bolt is copied, the copy's target kept (Bob) or changed to Alice or Azula (CR 707.10c): three
    states."""
    s = cast(engine, _azula(True), "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "az")
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "az", "bob"]


def test_fire_lord_azula_not_attacking_doesnt_trigger_506_4(engine):
    s = cast(engine, _azula(False), "bolt", targets=["bob"])
    assert s.doc["stack"] == ["bolt"]


def test_sage_of_the_skies_copies_itself_if_another_spell_was_cast_603_4(engine):
    """Alice has cast one spell this turn and casts Sage of the Skies: the ability's condition holds (CR 603.4), it
    triggers; resolving (the condition still true), a copy of Sage is put on the stack (CR 707.10). Having cast no
    other spell, it doesn't trigger."""
    s = make_state([hand("sage", "Sage of the Skies"), *lands("alice", "Plains", 3)],
                   players=_players(spells_cast_this_turn=1))
    s = cast(engine, s, "sage")
    (ab,) = abilities_on_stack(s, "sage")
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 1 and s.doc["stack"][0] == "sage"
    s2 = make_state([hand("sage", "Sage of the Skies"), *lands("alice", "Plains", 3)])
    s2 = cast(engine, s2, "sage")
    assert s2.doc["stack"] == ["sage"]


# --- Flawless Forgery: "Exile target instant or sorcery card from an opponent's graveyard. Copy that card. You may
# cast the copy without paying its mana cost." -----------------------------------------------------------------

def test_flawless_forgery_exiles_and_casts_a_copy_for_free_707_12(engine):
    """Alice casts Flawless Forgery targeting the Lightning Bolt in Bob's graveyard (her own Bolt, in her graveyard,
    isn't an opponent's: not a legal target, CR 115.1). Resolving, Bob's Bolt is exiled (CR 406.2) and a copy of it is
    created in exile, Alice's (CR 707.12); she may cast it now without paying its mana cost (no mana left): she casts
    it at Bob, it resolves, Bob is at 17."""
    s = make_state([hand("ff", "Flawless Forgery"), *lands("alice", "Island", 5),
                    {"id": "bbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "bob"},
                    {"id": "abolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}])
    assert not engine.why_not(s, {"action": "cast", "object": "ff", "targets": ["abolt"]}).legal
    s = cast(engine, s, "ff", targets=["bbolt"])
    (s,) = resolve(engine, s)
    assert obj(s, "bbolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    assert (cp["zone"], cp["owner"], cp["cast_now_by"]) == ("exile", "alice", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    assert s.doc["stack"] == [cp["id"]]
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17


# --- "If this spell was cast from a graveyard": Increasing Vengeance, Sevinne's Reclamation ------------------------

def _vengeance(zone: str):
    return make_state([{"id": "iv", "card": "Increasing Vengeance", "zone": zone, "owner": "alice"},
                       hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 6)])


def test_increasing_vengeance_from_hand_copies_once_707_10c(engine):
    """Cast from her hand at her own Lightning Bolt (at Bob), Increasing Vengeance copies Bolt once; the copy's
    target may stay Bob or become Alice (CR 707.10c): two states, one copy each."""
    s = cast(engine, _vengeance("hand"), "bolt", targets=["bob"])
    s = cast(engine, s, "iv", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 2 and all(len(copies(o)) == 1 for o in outs)


def test_increasing_vengeance_flashback_copies_twice_601_2a_707_10c(engine):
    """Cast from her graveyard by flashback (CR 702.34a, 601.2a), it copies Bolt twice instead; each copy's target is
    chosen separately (Bob or Alice): four states, two copies each."""
    s = cast(engine, _vengeance("graveyard"), "bolt", targets=["bob"])
    s = cast(engine, s, "iv", targets=["bolt"], cost="flashback")
    assert obj(s, "iv").get("cast_from") == "graveyard"
    outs = resolve(engine, s)
    assert len(outs) == 4 and all(len(copies(o)) == 2 for o in outs)
    assert sorted(tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs) == [
        ("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


def test_sevinnes_reclamation_copies_itself_only_when_flashed_back_608_2c(engine):
    """Sevinne's Reclamation returns Grizzly Bears (mana value 2) from Alice's graveyard to the battlefield. Cast from
    her hand it makes no copy (one state); cast by flashback from her graveyard, she may copy it (CR 608.2c), and the
    copy's target may stay the Bears (now gone) or become her other Bears card: three states."""
    base = [hand("sr", "Sevinne's Reclamation"), *lands("alice", "Plains", 5),
            {"id": "gb1", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
            {"id": "gb2", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}]
    s = cast(engine, make_state(base), "sr", targets=["gb1"])
    (s1,) = resolve(engine, s)
    assert obj(s1, "gb1")["zone"] == "battlefield" and copies(s1) == []
    base[0] = {"id": "sr", "card": "Sevinne's Reclamation", "zone": "graveyard", "owner": "alice"}
    s = cast(engine, make_state(base), "sr", targets=["gb1"], cost="flashback")
    outs = resolve(engine, s)
    assert len(outs) == 3
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs if copies(o)) == ["gb1", "gb2"]


# --- Rings of Brighthearth, Kurkesh: "Whenever you activate an ability [of an artifact], if it isn't a mana ability,
# you may pay {N}. If you do, copy that ability. You may choose new targets for the copy." -------------------------

def _activate(engine, s, oid: str):
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action.get("object") == oid]
    outs = engine.apply(s, act)
    assert outs
    return outs[0].state


def test_rings_of_brighthearth_pay_two_to_copy_an_activated_ability_707_10b(engine):
    """Alice activates Myr Propagator ({3}, {T}: create a token copy of it) with three of her five Islands: the
    ability goes on the stack (CR 602.2) and Rings of Brighthearth triggers. Resolving, she may pay {2} (her last two
    Islands): not paying, one state with the ability alone; paying, a copy of the ability is put on the stack above it,
    same source (CR 707.10b): two states in all. The copy resolves: a Myr token."""
    s = make_state([bf("rings", "Rings of Brighthearth"), bf("myr", "Myr Propagator"), *lands("alice", "Island", 5)])
    s = _activate(engine, s, "myr")
    (ab,) = abilities_on_stack(s, "rings")
    (act,) = abilities_on_stack(s, "myr")
    assert s.doc["stack"] == [act, ab]
    outs = resolve(engine, s)
    assert len(outs) == 2
    (paid,) = [o for o in outs if len(o.doc["stack"]) == 2]
    (declined,) = [o for o in outs if len(o.doc["stack"]) == 1]
    assert declined.doc["stack"] == [act]
    cp = paid.doc["stack"][1]
    assert obj(paid, cp)["ability"]["source"] == "myr"
    assert all(obj(paid, f"aisland{i}").get("tapped") for i in range(5))
    (s2,) = resolve(engine, paid)
    assert any(o.get("token") and o["zone"] == "battlefield" for o in s2.doc["objects"])


def test_kurkesh_copies_abilities_of_artifacts_only_602_2(engine):
    """Kurkesh: "Whenever you activate an ability of an artifact, ...". Activating Myr Propagator (an artifact
    creature) makes it trigger, and resolving, Alice may pay {R} to copy the ability (two states); activating
    Likeness Looter's {T} ability (a Faerie, no artifact) doesn't make it trigger."""
    s = make_state([bf("kur", "Kurkesh, Onakke Ancient"), bf("myr", "Myr Propagator"), *lands("alice", "Mountain", 4)])
    s = _activate(engine, s, "myr")
    (ab,) = abilities_on_stack(s, "kur")
    outs = resolve(engine, s)
    assert sorted(len(o.doc["stack"]) for o in outs) == [1, 2]
    s = make_state([bf("kur", "Kurkesh, Onakke Ancient"), bf("loot", "Likeness Looter"), *lands("alice", "Mountain", 1),
                    hand("c1", "Grizzly Bears")])
    s = _activate(engine, s, "loot")
    assert abilities_on_stack(s, "kur") == [] and len(s.doc["stack"]) == 1


# --- Mentor's Guidance: "When you cast this spell, copy it if you control a planeswalker, Cleric, Druid, Shaman,
# Warlock, or Wizard." ----------------------------------------------------------------------------------------------

def _guidance(*others: dict[str, Any]):
    return make_state([hand("mg", "Mentor's Guidance"), *lands("alice", "Island", 3), *others])


def test_mentors_guidance_copies_itself_with_a_wizard_608_2c(engine):
    """Alice controls Donal, Herald of Wings, a Human Wizard: as the cast trigger resolves, the condition holds (CR
    608.2c), and a copy of Mentor's Guidance is put on the stack (CR 707.10)."""
    s = cast(engine, _guidance(bf("donal", "Donal, Herald of Wings")), "mg")
    (ab,) = abilities_on_stack(s, "mg")
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 1 and s.doc["stack"][0] == "mg"


def test_mentors_guidance_no_copy_with_only_a_bear_608_2c(engine):
    """With only Grizzly Bears (a Bear, no planeswalker), the condition is false: no copy."""
    s = cast(engine, _guidance(bf("bears", "Grizzly Bears")), "mg")
    (s,) = resolve(engine, s)
    assert copies(s) == [] and s.doc["stack"] == ["mg"]


def test_subtype_lists_with_commas_and_noncreature_read_205_3():
    """"a Pegasus, Unicorn, or Horse creature spell" lists three subtypes (one of them); "a noncreature spell" is a
    spell word (CR 205.2a)."""
    from pyglue import oracle
    assert oracle.parse_text("Whenever you cast a Pegasus, Unicorn, or Horse creature spell, copy it.", "X",
                             ["Creature"]) == [{"trigger": {"you_cast": ["creature"], "spell": ["Pegasus", "Unicorn", "Horse"]},
                                                "effect": {"copy_that_spell": "same_targets"}}]
    assert oracle.parse_text("Whenever you cast a noncreature spell, copy it.", "X", ["Creature"])[0]["trigger"] == \
        {"you_cast": [], "spell": ["noncreature"]}


# --- Mage Hunter: "Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life." ----------

def _life(s, player: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == player)["life"]


def test_mage_hunter_opponent_casts_and_copies_601_2i_707_10(engine):
    """Alice controls Mage Hunter. Bob casts Lightning Bolt at her: it triggers (CR 601.2i); resolving, Bob loses 1
    life (19). Bob casts Reverberate on his Bolt: it triggers again (18). Reverberate resolves: the copy is Bob's, so
    he copied an instant (CR 707.10) and it triggers once more, above the copy; resolving, Bob is at 17. Alice's own
    spells never trigger it."""
    s = make_state([bf("mh", "Mage Hunter"), hand("bolt", "Lightning Bolt", "bob"), hand("rev", "Reverberate", "bob"),
                    *lands("bob", "Mountain", 3)], priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    (ab,) = abilities_on_stack(s, "mh")
    assert obj(s, ab)["controller"] == "alice"
    (s,) = resolve(engine, s)
    assert _life(s, "bob") == 19
    s = only(engine.apply(s, {"action": "pass"}))   # Alice passes: Bob holds priority (CR 117.3d)
    s = cast(engine, s, "rev", targets=["bolt"])
    (s,) = resolve(engine, s)
    assert _life(s, "bob") == 18
    outs = resolve(engine, s)
    assert len(outs) == 3
    for o in outs:
        (ab2,) = abilities_on_stack(o, "mh")
        assert o.doc["stack"][-1] == ab2
        (o2,) = resolve(engine, o)
        assert _life(o2, "bob") == 17


def test_mage_hunter_ignores_its_controllers_spells_603_2(engine):
    s = make_state([bf("mh", "Mage Hunter"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["bob"])
    assert s.doc["stack"] == ["bolt"]


# --- Lithoform Engine, Errant, Hive Mind, Flamehold Grappler ----------------------------------------------------------

def _activate_at(engine, s, oid: str, ability: int, targets: list[str]):
    outs = engine.apply(s, {"action": "activate", "object": oid, "ability": ability, "targets": targets})
    assert outs
    return outs[0].state


def _may_target(engine, s, oid: str, ability: int, target: str) -> bool:
    return engine.why_not(s, {"action": "activate", "object": oid, "ability": ability, "targets": [target]}).legal


def test_lithoform_engine_copies_a_permanent_spell_110_4b_707_10f(engine):
    """Alice casts Grizzly Bears, then activates Lithoform Engine's {4}, {T} ability targeting it (a permanent spell
    she controls, CR 110.4b). Resolving, a copy of the Bears is put on the stack, hers (CR 707.10); it will become a
    token (CR 707.10f)."""
    s = make_state([bf("lith", "Lithoform Engine"), hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 6)])
    s = cast(engine, s, "bears")
    s = _activate_at(engine, s, "lith", 2, ["bears"])
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bears", cp] and obj(s, cp)["controller"] == "alice"


def test_errant_targets_only_a_spell_that_wasnt_cast_707_10(engine):
    """Alice casts Lightning Bolt at Bob and copies it with Reverberate (the copy isn't cast, CR 707.10). Errant,
    Street Artist's ability may target the copy, not Bolt itself (cast)."""
    s = make_state([bf("err", "Errant, Street Artist"), hand("bolt", "Lightning Bolt"), hand("rev", "Reverberate"),
                    *lands("alice", "Mountain", 3), *lands("alice", "Island", 2)])
    s = cast(engine, s, "bolt", targets=["bob"])
    s = cast(engine, s, "rev", targets=["bolt"])
    outs = resolve(engine, s)
    s = next(o for o in outs if copies(o) and obj(o, copies(o)[0])["targets"] == ["bob"])
    (cp,) = copies(s)
    assert _may_target(engine, s, "err", 3, cp)
    assert not _may_target(engine, s, "err", 3, "bolt")


def test_hive_mind_each_other_player_copies_707_10c(engine):
    """Alice controls Hive Mind; Bob casts Lightning Bolt at her: it triggers. Resolving, each other player (Alice)
    copies Bolt, the copy hers, its target kept (Alice) or changed to Bob (CR 707.10c): two states."""
    s = make_state([bf("hive", "Hive Mind"), hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)],
                   priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    (ab,) = abilities_on_stack(s, "hive")
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "alice" for o in outs)


def test_flamehold_grappler_copies_the_next_spell_of_any_kind_603_7c(engine):
    """Flamehold Grappler enters: its ability creates a delayed trigger (CR 603.7). Alice's next spell, Grizzly Bears
    (a creature spell), triggers it (CR 603.7b); resolving, a copy of the Bears is put on the stack."""
    s = make_state([hand("fg", "Flamehold Grappler"), hand("bears", "Grizzly Bears"), bf("isl", "Island"),
                    bf("mtn", "Mountain"), bf("pl", "Plains"), *lands("alice", "Forest", 2)])
    s = cast(engine, s, "fg")
    (s,) = resolve(engine, s)        # the Grappler enters; its enters ability triggers
    (s,) = resolve(engine, s)        # ... and resolves: the delayed trigger waits
    assert s.doc["stack"] == []
    s = cast(engine, s, "bears")
    assert len(s.doc["stack"]) == 2
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 1 and s.doc["stack"][0] == "bears"


def test_shiko_exiles_a_cheap_nonland_card_and_casts_a_copy_707_12(engine):
    """Shiko, Paragon of the Way enters; its ability targets a nonland card with mana value 3 or less in Alice's
    graveyard: Lightning Bolt (mana value 1), not Empyrial Storm (6) nor a Forest (a land) (CR 115.1, 202.3): one
    state. Resolving, Bolt is exiled and a copy of it is made in exile that Alice may cast for free (CR 707.12): she
    casts it at Bob (17)."""
    s = make_state([hand("shiko", "Shiko, Paragon of the Way"), bf("isl", "Island"), bf("mtn", "Mountain"),
                    bf("pl", "Plains"), *lands("alice", "Forest", 2),
                    {"id": "gbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "gstorm", "card": "Empyrial Storm", "zone": "graveyard", "owner": "alice"},
                    {"id": "gfor", "card": "Forest", "zone": "graveyard", "owner": "alice"}])
    s = cast(engine, s, "shiko")
    (s,) = resolve(engine, s)
    (ab,) = abilities_on_stack(s, "shiko")
    assert obj(s, ab)["targets"] == ["gbolt"]
    (s,) = resolve(engine, s)
    assert obj(s, "gbolt")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o.get("cast_now_by")]
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob"]}))
    (s,) = resolve(engine, s)
    assert _life(s, "bob") == 17


def test_radiate_copies_bolt_for_each_other_legal_target_707_10d(engine):
    """Bob's Lightning Bolt targets only Alice's Grizzly Bears. Alice's Radiate targets it (CR 115.1) and copies it for
    each other permanent or player it could target (CR 707.10d): Bob's Bears, Alice and Bob (the lands are
    permanents but not legal targets: no copy for them). Three copies, Alice's, each with a different target, in the
    order she chooses: 3! = 6 states."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
            "targets": ["ab"], "cast_with": "mana"}
    s = make_state([bolt, bf("ab", "Grizzly Bears"), bf("bb", "Grizzly Bears", "bob"), hand("rad", "Radiate"),
                    *lands("alice", "Mountain", 5)], stack=["bolt"])
    s = cast(engine, s, "rad", targets=["bolt"])
    outs = resolve(engine, s)
    assert len(outs) == 6
    orders = set()
    for o in outs:
        assert all(obj(o, c)["controller"] == "alice" for c in copies(o))
        orders.add(tuple(obj(o, c)["targets"][0] for c in o.doc["stack"][1:]))
    assert {tuple(sorted(x)) for x in orders} == {("alice", "bb", "bob")} and len(orders) == 6


def test_radiate_targets_a_spell_with_a_single_target_but_not_a_targetless_one_115_1(engine):
    """Bolt at one Bears targets only a single permanent: a legal target for Radiate; Boltwave (no target) isn't."""
    spell = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
             "targets": ["ab"], "cast_with": "mana"}
    wave = {"id": "wave", "card": "Boltwave", "zone": "stack", "owner": "bob", "controller": "bob", "cast_with": "mana"}
    s = make_state([spell, wave, bf("ab", "Grizzly Bears"), hand("rad", "Radiate"), *lands("alice", "Mountain", 5)],
                   stack=["bolt", "wave"])
    assert engine.why_not(s, {"action": "cast", "object": "rad", "targets": ["bolt"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "rad", "targets": ["wave"]}).legal


def test_bonus_round_each_player_copies_their_spells_this_turn_603_7b(engine):
    """Alice casts Bonus Round: resolving, it creates a delayed triggered ability for the turn (CR 603.7b). Bob casts
    Lightning Bolt at Alice: it triggers (Alice's ability); resolving, Bob ("that player") copies Bolt, the copy his,
    target kept (Alice) or changed to Bob (CR 707.10c): two states. It triggers again for the next spell (it lasts the
    turn): Alice's Boltwave makes it trigger once more."""
    s = make_state([hand("br", "Bonus Round"), hand("wave", "Boltwave"), *lands("alice", "Mountain", 4),
                    hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)])
    s = cast(engine, s, "br")
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["priority"] == "bob"
    s = cast(engine, s, "bolt", targets=["alice"])
    assert len(s.doc["stack"]) == 2
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]
    assert all(obj(o, copies(o)[0])["controller"] == "bob" for o in outs)
    s = outs[0]
    (s,) = resolve(engine, s)   # the copy
    (s,) = resolve(engine, s)   # Bolt
    assert s.doc["stack"] == []
    s = cast(engine, s, "wave")
    assert len(s.doc["stack"]) == 2


def test_silverquill_pledgemage_gains_flying_or_lifelink_608_2d(engine):
    """Alice controls Silverquill Pledgemage and casts Lightning Bolt: magecraft triggers (CR 207.2c, 601.2i).
    Resolving, she chooses flying or lifelink (CR 608.2d): two states, the Pledgemage with flying in one and
    lifelink in the other, until end of turn (CR 611.2a)."""
    s = make_state([bf("pm", "Silverquill Pledgemage"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = cast(engine, s, "bolt", targets=["bob"])
    (ab,) = abilities_on_stack(s, "pm")
    outs = resolve(engine, s)
    got = sorted(tuple(sorted(k for k in ("flying", "lifelink")
                              if k in engine.derive(o).object("pm").characteristics.get("abilities", [])))
                 for o in outs)
    assert got == [("flying",), ("lifelink",)]


# --- Replicate (CR 702.56a): Psionic Ritual, "Replicate—Tap an untapped Horror you control." -----------------------

def test_psionic_ritual_replicate_tapping_two_horrors_makes_two_copies_702_56a(engine):
    """Alice controls two untapped Horrors (Mage Hunters) and casts Psionic Ritual at the Lightning Bolt in Bob's
    graveyard. She may pay replicate any number of times (CR 702.56a, 601.2b): tapping neither, either one, or both:
    four resulting states. Tapping both, the replicate trigger copies the Ritual twice (its only legal target is that
    Bolt, so each copy keeps it): one state, the Ritual and two copies on the stack."""
    s = make_state([hand("pr", "Psionic Ritual"), *lands("alice", "Island", 6), bf("h1", "Mage Hunter"),
                    bf("h2", "Mage Hunter"), {"id": "bbolt", "card": "Lightning Bolt", "zone": "graveyard",
                                              "owner": "bob"}])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "pr", "targets": ["bbolt"]})]
    taps = sorted(tuple(sorted(h for h in ("h1", "h2") if obj(o, h).get("tapped"))) for o in outs)
    assert taps == [(), ("h1",), ("h1", "h2"), ("h2",)]
    both = next(o for o in outs if obj(o, "h1").get("tapped") and obj(o, "h2").get("tapped"))
    (ab,) = abilities_on_stack(both, "pr")
    (s2,) = resolve(engine, both)
    assert len(copies(s2)) == 2 and s2.doc["stack"][0] == "pr"
    assert all(obj(s2, c)["targets"] == ["bbolt"] for c in copies(s2))
    none = next(o for o in outs if not obj(o, "h1").get("tapped") and not obj(o, "h2").get("tapped"))
    assert none.doc["stack"] == ["pr"]


# --- Ivy, Gleeful Spellthief ---------------------------------------------------------------------------------------

def test_ivy_may_copy_a_spell_at_another_creature_to_target_her_707_10e(engine):
    """Bob casts Lightning Bolt at Alice's Grizzly Bears, a single creature other than Ivy: Ivy triggers (CR 603.2).
    Resolving, Alice may copy Bolt (CR 603.5); the copy, hers, targets Ivy (CR 707.10e): two states. Bolt at Ivy
    herself, or at a player, doesn't trigger it."""
    def state():
        return make_state([bf("ivy", "Ivy, Gleeful Spellthief"), bf("ab", "Grizzly Bears"),
                           hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)], priority="bob")
    s = cast(engine, state(), "bolt", targets=["ab"])
    (ab,) = abilities_on_stack(s, "ivy")
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    (cp,) = copies(next(o for o in outs if copies(o)))
    with_copy = next(o for o in outs if copies(o))
    assert (obj(with_copy, cp)["controller"], obj(with_copy, cp)["targets"]) == ("alice", ["ivy"])
    for target in ("ivy", "alice"):
        s2 = cast(engine, state(), "bolt", targets=[target])
        assert s2.doc["stack"] == ["bolt"]


def test_solved_is_a_keyword_not_an_ability_word_702_169c():
    """CR 702.169c, 719.3c: "Solved — Whenever you cast a nonlegendary creature spell, copy that spell." triggers only
    while the Case is solved; "Solved" is no ability word (CR 207.2c lists them), so the line is never read as a bare
    trigger that always works: it is the trigger held under ``solved`` (branch spellcopy7's rules act on it only while
    the Case has the solved designation; tests/test_spellcopy7.py plays it)."""
    abilities = library()["Case of the Shifting Visage"]["abilities"]
    (held,) = [a for a in abilities if "solved" in a]
    assert held["solved"]["trigger"] == {"you_cast": ["creature"], "spell": ["nonlegendary"]}
    assert not [a for a in abilities if a.get("trigger", {}).get("you_cast")]
    assert library()["Archmage Emeritus"]["abilities"][0]["trigger"] == {"you_cast_or_copy": ["instant", "sorcery"]}


def test_fin_fang_foom_copies_a_spell_at_an_artifact_then_grows_601_2c_608_2c(engine):
    """Alice controls Fin Fang Foom and Myr Propagator (an artifact creature) and casts Lightning Bolt at the Myr: the
    spell targets an artifact (CR 601.2c), so Foom triggers. Resolving, it copies Bolt (new target: the Myr kept, or
    Alice, Bob or Foom, CR 707.10c: four states), then puts two +1/+1 counters on Foom (CR 608.2c) in each. Bolt at
    Bob targets no artifact or land: no trigger."""
    def state():
        return make_state([bf("foom", "Fin Fang Foom"), bf("myr", "Myr Propagator"), hand("bolt", "Lightning Bolt"),
                           *lands("alice", "Mountain", 1)])
    s = cast(engine, state(), "bolt", targets=["myr"])
    (ab,) = abilities_on_stack(s, "foom")
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "foom", "myr"]
    assert all(obj(o, "foom").get("counters") == {"+1/+1": 2} for o in outs)
    s2 = cast(engine, state(), "bolt", targets=["bob"])
    assert s2.doc["stack"] == ["bolt"]


def test_jackal_copies_a_creature_spell_of_mana_value_equal_to_its_power_202_3_608_2c(engine):
    """Jackal (base 1/1) has a +1/+1 counter: power 2. Grizzly Bears (mana value 2, CR 202.3) makes it trigger;
    resolving, a copy of the Bears is put on the stack (not legendary, CR 707.9b), then Jackal gets another +1/+1
    counter (CR 608.2c: "Then"). Rankle (mana value 4) doesn't trigger it."""
    def state(card: str, land: str, n: int):
        return make_state([bf("jack", "Jackal, Genius Geneticist", counters={"+1/+1": 1}), hand("c", card),
                           *lands("alice", land, n)])
    s = cast(engine, state("Grizzly Bears", "Forest", 2), "c")
    (ab,) = abilities_on_stack(s, "jack")
    (s,) = resolve(engine, s)
    assert len(copies(s)) == 1 and s.doc["stack"][0] == "c"
    assert obj(s, "jack")["counters"] == {"+1/+1": 2}
    s2 = cast(engine, state("Rankle, Master of Pranksters", "Swamp", 4), "c")
    assert s2.doc["stack"] == ["c"]


def _stormcaller(kicked: bool):
    sc = {"id": "sgs", "card": "Sea Gate Stormcaller", "zone": "stack", "owner": "alice", "controller": "alice",
          "cast_with": "mana", **({"kicked": True} if kicked else {})}
    return make_state([sc, hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)], stack=["sgs"])


def test_sea_gate_stormcaller_kicked_copies_the_next_cheap_spell_twice_702_33e_707_10c(engine):
    """Sea Gate Stormcaller, kicked, resolves and enters kicked (CR 702.33e); its enters ability creates a delayed
    trigger (CR 603.7). Alice's next instant, Lightning Bolt (mana value 1, 2 or less), triggers it; resolving, Bolt
    is copied twice, each copy's target kept (Bob) or changed to Alice or the Stormcaller (now a creature on the
    battlefield), separately (CR 707.10c): 3 x 3 = nine states. Not kicked, once: three states."""
    for kicked, n_states, n_copies in ((True, 9, 2), (False, 3, 1)):
        s = _stormcaller(kicked)
        (s,) = resolve(engine, s)
        (s,) = resolve(engine, s)
        assert s.doc["stack"] == []
        s = cast(engine, s, "bolt", targets=["bob"])
        assert len(s.doc["stack"]) == 2
        outs = resolve(engine, s)
        assert len(outs) == n_states and all(len(copies(o)) == n_copies for o in outs)


def test_a_delayed_trigger_made_by_an_ability_has_that_abilitys_source_603_7d(engine):
    """Ral, Storm Conduit's -2 ("When you next cast an instant or sorcery spell this turn, copy that spell. You may
    choose new targets for the copy.") resolves: the delayed triggered ability's source is Ral, the source of the
    ability that created it (CR 603.7d), not that ability (which has left the stack). Alice's Lightning Bolt then
    triggers it (and Ral's magecraft); the copy's target may stay Bob or change."""
    s = make_state([bf("ral", "Ral, Storm Conduit", counters={"loyalty": 4}), hand("bolt", "Lightning Bolt"),
                    *lands("alice", "Mountain", 1)])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action["ability"].get("loyalty") == -2]
    s = only(engine.apply(s, act))
    (s,) = resolve(engine, s)
    assert [d["source"] for d in s.doc["delayed_triggers"]] == ["ral"]
    s = cast(engine, s, "bolt", targets=["bob"])
    assert len(s.doc["stack"]) == 3
