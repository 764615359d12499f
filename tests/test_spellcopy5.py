"""Copying spells and abilities, more templates (issue 22, branch spellcopy5; rules_asp/kernel/spellcopy5_*.lp).

CR 603.2: a triggered ability triggers as its event happens (a "whenever you cast" event as the spell becomes cast,
CR 601.2i); CR 707.10: to copy a spell puts a copy of it on the stack under the control of the player it is copied for,
not cast; CR 707.10c: where the effect says so, that player may choose new targets for the copy; CR 603.5: "you may"
is chosen as the ability resolves. Each expected value was worked out from these rules and the cards' Oracle text and
rulings before the engine was run.
"""

from __future__ import annotations

import pytest

from pyglue import state_from_document
from pyglue.cards import library

from .conftest import make_state, only
from .test_spellcopy_cast import abilities_on_stack, bf, copies, hand, obj, resolve

# --- Pyromancer Ascension: "Whenever you cast an instant or sorcery spell while this enchantment has two or more quest
# counters on it, you may copy that spell. You may choose new targets for the copy." ---------------------------------

def test_pyromancer_ascension_reads_its_oracle_text_603_2():
    assert library()["Pyromancer Ascension"]["abilities"][1] == {
        "trigger": {"you_cast": ["instant", "sorcery"], "spell": ["while_two_quest_counters"]},
        "effect": {"copy_that_spell": "may_new_targets"}}


def test_pyromancer_ascension_with_two_quest_counters_may_copy_603_2_603_5_707_10c(engine):
    """The Ascension has two quest counters as Alice casts Lightning Bolt at Bob (no Bolt in her graveyard, so the first
    ability doesn't trigger): the second triggers (CR 603.2) and goes on the stack above the Bolt. Resolving, Alice may
    copy the Bolt (CR 603.5): declined, the stack is the Bolt alone; copied, the copy is hers, above the Bolt, and she
    may choose a new target for it (CR 707.10c: Alice or Bob, the only legal targets): three states."""
    s = make_state([bf("asc", "Pyromancer Ascension", counters={"quest": 2}), hand("bolt", "Lightning Bolt"),
                    bf("mtn", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = abilities_on_stack(s, "asc")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert len(outs) == 3
    assert [o.doc["stack"] for o in outs if not copies(o)] == [["bolt"]]
    copied = [o for o in outs if copies(o)]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in copied) == ["alice", "bob"]
    for o in copied:
        assert o.doc["stack"] == ["bolt", copies(o)[0]]
        assert obj(o, copies(o)[0])["controller"] == "alice"


def test_pyromancer_ascension_with_one_quest_counter_doesnt_trigger_603_2(engine):
    """One quest counter only as the Bolt becomes cast: the event isn't met, nothing triggers (CR 603.2)."""
    s = make_state([bf("asc", "Pyromancer Ascension", counters={"quest": 1}), hand("bolt", "Lightning Bolt"),
                    bf("mtn", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Verazol, the Split Current: "Whenever you cast a kicked spell, you may remove two +1/+1 counters from Verazol. If
# you do, copy that spell. You may choose new targets for the copy." -------------------------------------------------

def test_verazol_reads_its_oracle_text_702_33d_608_2d():
    assert library()["Verazol, the Split Current"]["abilities"][1] == {
        "trigger": {"you_cast": [], "spell": ["kicked"]},
        "effect": {"may_remove_counters": {"+1/+1": 2}, "then": {"copy_that_spell": "new_targets"}}}


def test_verazol_copies_a_kicked_spell_for_two_counters_702_33d_608_2d_707_10(engine):
    """Skyclave Relic cast kicked is a kicked spell (CR 702.33d): Verazol's ability triggers (CR 603.2) above it.
    Resolving, Alice may remove two +1/+1 counters from Verazol (CR 608.2d): declined, Verazol keeps its three counters
    and nothing is copied; removed, Verazol has one left and a copy of the Relic, Alice's and kicked like it (CR 707.10:
    it copies the spell's choices), is on the stack above it (no targets to change): two states."""
    s = make_state([bf("vz", "Verazol, the Split Current", counters={"+1/+1": 3}), hand("relic", "Skyclave Relic"),
                    *[bf(f"l{i}", "Island") for i in range(6)]])
    s = engine.apply(s, {"action": "cast", "object": "relic", "kicked": True})[0].state
    (ab,) = abilities_on_stack(s, "vz")
    assert s.doc["stack"] == ["relic", ab]
    outs = resolve(engine, s)
    assert len(outs) == 2
    (d,) = [o for o in outs if not copies(o)]
    assert d.doc["stack"] == ["relic"] and obj(d, "vz")["counters"] == {"+1/+1": 3}
    (c,) = [o for o in outs if copies(o)]
    (cp,) = copies(c)
    assert c.doc["stack"] == ["relic", cp]
    assert obj(c, "vz")["counters"] == {"+1/+1": 1}
    assert (obj(c, cp)["controller"], obj(c, cp).get("kicked")) == ("alice", True)


def test_verazol_ignores_an_unkicked_spell_and_cant_remove_counters_it_lacks_702_33d_122_1(engine):
    """Unkicked, the Relic makes nothing trigger (CR 603.2). Kicked with Verazol holding one counter: it triggers, but
    two counters can't be removed (CR 122.1), so resolving it does nothing: one state, no copy."""
    base = [hand("relic", "Skyclave Relic"), *[bf(f"l{i}", "Island") for i in range(6)]]
    s = make_state([bf("vz", "Verazol, the Split Current", counters={"+1/+1": 3}), *base])
    s = engine.apply(s, {"action": "cast", "object": "relic"})[0].state
    assert s.doc["stack"] == ["relic"]
    s = make_state([bf("vz", "Verazol, the Split Current", counters={"+1/+1": 1}), *base])
    s = engine.apply(s, {"action": "cast", "object": "relic", "kicked": True})[0].state
    (d,) = resolve(engine, s)
    assert d.doc["stack"] == ["relic"] and obj(d, "vz")["counters"] == {"+1/+1": 1}


# --- Jaya's Phoenix: "Whenever this creature deals combat damage to a player or planeswalker, copy the next loyalty
# ability you activate this turn when you activate it. You may choose new targets for the copy." ---------------------

def test_jayas_phoenix_reads_its_oracle_text_603_7():
    assert library()["Jaya's Phoenix"]["abilities"][2] == {
        "trigger": "self_combat_damage_to_player_or_planeswalker", "effect": "copy_next_loyalty_ability"}


def test_jayas_phoenix_copies_the_next_loyalty_ability_510_2_603_7c_606_3_707_10b(engine):
    """Jaya's Phoenix (3/3) attacks Bob, unblocked; both players pass in the declare blockers step: it deals 3 combat
    damage to Bob (CR 510.2) and its ability triggers (CR 603.2). Resolved, it makes a delayed triggered ability for the
    turn (CR 603.7a). In the second main phase Alice activates Jaya, Fiery Negotiator's [+1] ("Create a 1/1 red Monk
    creature token with prowess."): the delayed ability triggers (CR 606.3, 603.7c) above it. Resolving, it copies the
    [+1] (CR 707.10b; the loyalty cost is paid once, as the ability is activated, CR 606.4): two Monk tokens once the copy
    and the ability have resolved, and Jaya has 5 loyalty (4 + 1)."""
    s = make_state([bf("phx", "Jaya's Phoenix", attacking="bob"), bf("jaya", "Jaya, Fiery Negotiator",
                                                                      counters={"loyalty": 4})],
                   phase="combat", step="declare_blockers")
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    (_ab,) = abilities_on_stack(s, "phx")
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    # (the rest of combat passes with nothing on the stack: the second main phase, the delayed ability kept, CR 505.1)
    s = state_from_document({**s.to_document(), "phase": "postcombat_main", "step": None, "priority": "alice",
                             "passed": []})
    plus1 = next(a for a in library()["Jaya, Fiery Negotiator"]["abilities"] if a.get("loyalty") == 1)
    s = only(engine.apply(s, {"action": "activate", "object": "jaya", "ability": plus1}))
    (jab,) = abilities_on_stack(s, "jaya")
    (trig,) = abilities_on_stack(s, "phx")
    assert s.doc["stack"] == [jab, trig]
    for _ in range(3):
        (s,) = resolve(engine, s)
    assert s.doc["stack"] == []
    assert sum(1 for o in s.doc["objects"] if o["zone"] == "battlefield" and o.get("token")) == 2
    assert obj(s, "jaya")["counters"]["loyalty"] == 5


# --- Riku and Riku: "{U}{R}: Copy target instant or sorcery spell you control. Activate this ability only once." and
# "{G}{U}: Copy target creature spell you control. Activate this ability only once." -----------------------------------

def test_riku_and_riku_read_their_oracle_text_602_5b():
    abs_ = library()["Riku and Riku"]["abilities"]
    assert [(a["activated"]["cost"], a["activated"]["target"], a["only"]) for a in abs_[1:]] == [
        ("{U}{R}", {"spell_you_control": ["instant", "sorcery"]}, "once"),
        ("{G}{U}", {"spell_you_control": ["creature"]}, "once")]


def test_riku_and_riku_copy_a_creature_spell_once_707_10f_602_5b(engine):
    """Alice casts Grizzly Bears and activates Riku and Riku's {G}{U} targeting it (CR 115.1: a creature spell she
    controls). Resolving, it puts a copy of the Bears on the stack, hers (CR 707.10); the copy resolves into a token
    Grizzly Bears (CR 707.10f, 608.3f). With a Forest and an Island still untapped Alice can't activate the {G}{U} ability again
    ("Activate this ability only once", CR 602.5b)."""
    rr = library()["Riku and Riku"]["abilities"][2]
    s = make_state([bf("rr", "Riku and Riku"), hand("bears", "Grizzly Bears"),
                    *[bf(f"f{i}", "Forest") for i in range(4)], *[bf(f"i{i}", "Island") for i in range(4)]])
    s = engine.apply(s, {"action": "cast", "object": "bears"})[0].state
    s = engine.apply(s, {"action": "activate", "object": "rr", "ability": rr, "targets": ["bears"]})[0].state
    (ab,) = abilities_on_stack(s, "rr")
    assert s.doc["stack"] == ["bears", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bears", cp] and obj(s, cp)["controller"] == "alice"
    assert not [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
                and a.action.get("object") == "rr"]
    (s,) = resolve(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert engine.derive(s).object(tok["id"]).characteristics["name"] == "Grizzly Bears"


# --- Sevinne, the Chronoclasm: "Whenever you cast your first instant or sorcery spell from your graveyard each turn,
# copy that spell. You may choose new targets for the copy." ---------------------------------------------------------

def test_sevinne_reads_its_oracle_text_601_2a_603_2():
    assert library()["Sevinne, the Chronoclasm"]["abilities"][1] == {
        "trigger": {"you_cast": [], "spell": ["first_from_graveyard"]}, "effect": {"copy_that_spell": "new_targets"}}


def _gi(zone: str, **player):
    alice = {"name": "alice", "life": 20, "mana_pool": "", **player}
    return make_state([bf("sev", "Sevinne, the Chronoclasm"),
                       {"id": "gi", "card": "Galvanic Iteration", "zone": zone, "owner": "alice"},
                       bf("i1", "Island"), bf("m1", "Mountain"), bf("m2", "Mountain")],
                      players=[alice, {"name": "bob", "life": 20, "mana_pool": ""}])


def test_sevinne_copies_the_first_instant_cast_from_the_graveyard_601_2a_707_10(engine):
    """Alice casts Galvanic Iteration from her graveyard by flashback: the first instant or sorcery spell she casts from
    her graveyard this turn, so Sevinne's ability triggers (CR 601.2a, 603.2) above it, and her count of such spells is
    1. Resolving, it copies Galvanic Iteration for her (CR 707.10; no targets to change): one state."""
    s = only(engine.apply(_gi("graveyard"), {"action": "cast", "object": "gi", "cost": "flashback"}))
    (ab,) = abilities_on_stack(s, "sev")
    assert s.doc["stack"] == ["gi", ab]
    alice = next(p for p in s.doc["players"] if p["name"] == "alice")
    assert alice["instants_sorceries_cast_from_graveyard_this_turn"] == 1
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["gi", cp] and obj(s, cp)["controller"] == "alice"


def test_sevinne_ignores_a_second_graveyard_spell_and_a_spell_from_hand_603_2(engine):
    """With one instant or sorcery spell already cast from her graveyard this turn, the next one from there isn't her
    first: nothing triggers. Cast from her hand, Galvanic Iteration isn't cast from her graveyard: nothing triggers."""
    s = only(engine.apply(_gi("graveyard", instants_sorceries_cast_from_graveyard_this_turn=1),
                          {"action": "cast", "object": "gi", "cost": "flashback"}))
    assert s.doc["stack"] == ["gi"]
    outs = engine.apply(_gi("hand"), {"action": "cast", "object": "gi"})   # (either Mountain pays)
    assert outs and all(o.state.doc["stack"] == ["gi"] for o in outs)


# --- Jacob Frye: "Whenever one or more Assassins you control deal combat damage to a player, exile up to one target
# Assassin card or card with freerunning from your graveyard. If you do, copy it. You may cast the copy." --------------

def test_jacob_frye_reads_its_oracle_text_115_1d_707_12():
    assert library()["Jacob Frye"]["abilities"][1] == {
        "trigger": {"subtype_combat_damage_to_player": "Assassin"},
        "target": {"up_to_one_subtype_or_freerunning_card_in_your_graveyard": "Assassin"},
        "effect": {"exile_cast_copy_paying": "target"}}


def test_jacob_frye_exiles_an_assassin_card_and_its_copy_may_be_cast_510_2_115_1d_707_12(engine):
    """Jacob Frye (a 3/2 Human Assassin) attacks Bob, unblocked; both pass in the declare blockers step: he deals 3
    combat damage to Bob (CR 510.2) and his ability triggers (CR 603.2). Its target is up to one Assassin card in Alice's
    graveyard (CR 115.1d): Callidus Assassin or none; Lightning Bolt (no Assassin, no freerunning) can't be. With the
    Assassin targeted, resolving exiles it and makes a copy of it in exile that Alice may cast (CR 707.12); with no
    target nothing is exiled or copied."""
    s = make_state([bf("jf", "Jacob Frye", attacking="bob"),
                    {"id": "ca", "card": "Callidus Assassin", "zone": "graveyard", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   phase="combat", step="declare_blockers")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert sorted(tuple(obj(o, abilities_on_stack(o, "jf")[0]).get("targets", [])) for o in outs) == [(), ("ca",)]
    assert next(p for p in outs[0].doc["players"] if p["name"] == "bob")["life"] == 17
    for o in outs:
        targeted = bool(obj(o, abilities_on_stack(o, "jf")[0]).get("targets"))
        (r,) = resolve(engine, o)
        assert obj(r, "ca")["zone"] == ("exile" if targeted else "graveyard")
        made = [x for x in r.to_document()["objects"] if x.get("cast_now_by") == "alice"]
        assert len(made) == (1 if targeted else 0)
        if made:
            assert engine.derive(r).object(made[0]["id"]).characteristics["name"] == "Callidus Assassin"


# --- Reflective Rimekin: "When this creature enters, you get a one-time boon with "When you cast an instant or sorcery
# spell with mana value 3 or less, copy it. You may choose new targets for the copy."" --------------------------------

def test_reflective_rimekin_reads_its_oracle_text_603_7():
    assert library()["Reflective Rimekin"]["abilities"] == [
        {"trigger": "enters", "effect": {"boon_copy_instant_or_sorcery": 3}}]


def test_reflective_rimekins_boon_copies_one_cheap_instant_603_7c_707_10c(engine):
    """Alice casts Reflective Rimekin; it resolves and enters, its ability triggers and resolves: she has the boon (a
    delayed triggered ability of the Rimekin, CR 603.7a). She casts Lightning Bolt (mana value 1, CR 202.3) at Bob: the
    boon triggers (CR 603.7c) above it and is used up. Resolving, it copies the Bolt for her, who may choose a new target
    (CR 707.10c: Alice, Bob or the Rimekin): three states, none with the boon left."""
    s = make_state([hand("rk", "Reflective Rimekin"), hand("bolt", "Lightning Bolt"),
                    *[bf(f"i{i}", "Island") for i in range(3)], bf("m1", "Mountain")])
    s = engine.apply(s, {"action": "cast", "object": "rk"})[0].state
    (s,) = resolve(engine, s)
    (s,) = resolve(engine, s)
    (boon,) = s.doc["delayed_triggers"]
    assert (boon["source"], boon["controller"]) == ("rk", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = abilities_on_stack(s, "rk")
    assert s.doc["stack"] == ["bolt", ab] and not s.doc.get("delayed_triggers")
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "rk"]


# --- Wondrous Crucible: "At the beginning of your end step, mill two cards, then exile a nonland card at random from
# your graveyard. Copy it. You may cast the copy without paying its mana cost." ----------------------------------------

def test_wondrous_crucible_reads_its_oracle_text_701_17a():
    assert library()["Wondrous Crucible"]["abilities"][1] == {
        "trigger": {"beginning_of": "end", "whose": "your"}, "effect": {"mill_exile_random_nonland_cast_copy": 2}}


def test_wondrous_crucible_mills_then_exiles_a_random_nonland_card_to_cast_a_copy_701_17a_608_2c_707_12(engine):
    """The end step trigger resolves. Alice's library is Lightning Bolt, Island, Brainstorm from the top; her graveyard
    Grizzly Bears and a Forest. She mills the Bolt and the Island (CR 701.17a); then a nonland card of her graveyard,
    the milled Bolt among them (CR 608.2c), is exiled at random: the Bears or the Bolt, two states (lands can't be, and
    Brainstorm is still in her library). The card exiled is copied in exile, a copy Alice may cast for free (CR
    707.12); the other stays in her graveyard with the Island and the Forest."""
    cr = library()["Wondrous Crucible"]
    trig = {"id": "wc.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "wc", "text": cr["abilities"][1]}}
    lib = [{"id": i, "card": c, "zone": "library", "owner": "alice", "library_position": n}
           for n, (i, c) in enumerate([("lb", "Lightning Bolt"), ("li", "Island"), ("ls", "Brainstorm")], 1)]
    gy = [{"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
          {"id": "gf", "card": "Forest", "zone": "graveyard", "owner": "alice"}]
    s = make_state([trig, bf("wc", "Wondrous Crucible"), *lib, *gy], phase="ending", step="end",
                   stack=["wc.ability.3"])
    outs = resolve(engine, s)
    exiled = []
    for o in outs:
        zones = {i: obj(o, i)["zone"] for i in ("lb", "li", "ls", "gb", "gf")}
        (x,) = [i for i, z in zones.items() if z == "exile"]
        exiled.append(x)
        assert zones["li"] == zones["gf"] == "graveyard" and zones["ls"] == "library"
        assert zones["gb" if x == "lb" else "lb"] == "graveyard"
        (c,) = [y["id"] for y in o.to_document()["objects"] if y.get("cast_now_by") == "alice"]
        assert engine.derive(o).object(c).characteristics["name"] == {"lb": "Lightning Bolt", "gb": "Grizzly Bears"}[x]
    assert sorted(exiled) == ["gb", "lb"]


# --- Breeches, the Blastmaker: "Whenever you cast your second spell each turn, you may sacrifice an artifact. If you do,
# flip a coin. When you win the flip, copy that spell. You may choose new targets for the copy. When you lose the flip,
# Breeches deals damage equal to that spell's mana value to any target." ----------------------------------------------

def test_breeches_reads_its_oracle_text_705_2_603_12():
    assert library()["Breeches, the Blastmaker"]["abilities"][1] == {
        "trigger": {"you_cast": [], "nth": 2},
        "effect": {"may_cost": "sacrifice_artifact", "then": "flip_win_copy_lose_damage_mv"}}


def test_breeches_sacrifice_flip_and_its_reflexive_abilities_603_5_705_2_603_12_707_10c(engine):
    """Alice has cast one spell this turn; she casts Lightning Bolt at Bob, her second: Breeches's ability triggers (CR
    603.2). Resolving, she may sacrifice her artifact, Chimeric Staff (CR 603.5): declined, nothing more (one state);
    sacrificed (CR 701.21a), she flips a coin (CR 705.2). Won: a reflexive triggered ability (CR 603.12) goes on the
    stack, no target (one state). Lost: a reflexive ability with any target, Alice, Bob or Breeches (three states). Five
    states in all. The lost one aimed at Bob deals him 1 damage (the Bolt's mana value, CR 202.3); the won one copies
    the Bolt for Alice, who may choose a new target (CR 707.10c: three states)."""
    alice = {"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1}
    s = make_state([bf("br", "Breeches, the Blastmaker"), bf("staff", "Chimeric Staff"), hand("bolt", "Lightning Bolt"),
                    bf("m1", "Mountain")], players=[alice, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = abilities_on_stack(s, "br")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert len(outs) == 5
    (kept,) = [o for o in outs if obj(o, "staff")["zone"] == "battlefield"]
    assert kept.doc["stack"] == ["bolt"]
    flips = [o for o in outs if obj(o, "staff")["zone"] == "graveyard"]
    targets = sorted(tuple(obj(o, abilities_on_stack(o, "br")[0]).get("targets", [])) for o in flips)
    assert targets == [(), ("alice",), ("bob",), ("br",)]
    (lost,) = [o for o in flips if obj(o, abilities_on_stack(o, "br")[0]).get("targets") == ["bob"]]
    (lost,) = resolve(engine, lost)
    assert next(p for p in lost.doc["players"] if p["name"] == "bob")["life"] == 19
    (won,) = [o for o in flips if not obj(o, abilities_on_stack(o, "br")[0]).get("targets")]
    won_outs = resolve(engine, won)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in won_outs) == ["alice", "bob", "br"]


# --- Exterminator Magmarch: "Whenever you cast an instant or sorcery spell that targets only a single nonland permanent
# an opponent controls, if another opponent controls one or more nonland permanents that spell could target, choose one
# of those permanents. Copy that spell. The copy targets the chosen permanent." -------------------------------------

def test_exterminator_magmarch_reads_its_oracle_text_603_4():
    assert library()["Exterminator Magmarch"]["abilities"][0] == {
        "trigger": "you_cast_targeting_only_opponents_nonland_permanent",
        "if": "another_opponent_controls_nonland_permanent_spell_could_target",
        "effect": "copy_that_spell_to_chosen_other_opponents_permanent"}


def _magmarch(*carols):
    players = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]
    return make_state([bf("mm", "Exterminator Magmarch"), hand("bolt", "Lightning Bolt"), bf("m1", "Mountain"),
                       bf("bears", "Grizzly Bears", "bob"), *carols], players=players)


def test_exterminator_magmarch_copies_at_another_opponents_permanent_603_4_707_10e(engine):
    """Three players. Alice casts Lightning Bolt at Bob's Grizzly Bears, its only target, a nonland permanent of an
    opponent; Carol, another opponent, controls Serra Angel (a creature the Bolt could target, CR 115.1) and a Forest:
    the ability triggers (CR 603.4). Resolving, Alice chooses one of Carol's nonland permanents the Bolt could target:
    the Angel only (a land isn't one): the copy, Alice's, targets the Angel (CR 707.10e): one state."""
    s = _magmarch(bf("angel", "Serra Angel", "carol"), bf("cf", "Forest", "carol"))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bears"]}))
    (ab,) = abilities_on_stack(s, "mm")
    assert s.doc["stack"] == ["bolt", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bolt", cp]
    assert (obj(s, cp)["controller"], obj(s, cp)["targets"]) == ("alice", ["angel"])


def test_exterminator_magmarch_needs_another_opponents_nonland_permanent_603_4(engine):
    """Carol controls only a Forest: no other opponent controls a nonland permanent, so the intervening if fails and
    the ability doesn't trigger (CR 603.4)."""
    s = only(engine.apply(_magmarch(bf("cf", "Forest", "carol")),
                          {"action": "cast", "object": "bolt", "targets": ["bears"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Providence of Night: "Whenever you cast a spell with hybrid mana in its mana cost, copy it. You may choose new
# targets for the copy." (its "Protection from monocolored" is another template's) ------------------------------------

def test_providence_of_night_reads_its_copy_line_107_4e():
    assert library()["Providence of Night"]["abilities"][1] == {
        "trigger": {"you_cast": [], "spell": ["with_hybrid_mana"]}, "effect": {"copy_that_spell": "new_targets"}}


def test_providence_of_night_copies_a_spell_with_hybrid_mana_only_107_4e_707_10(engine):
    """Dawnglow Infusion ({X}{G/W}) has a hybrid symbol in its mana cost (CR 107.4e): cast with X = 0, Providence of
    Night's ability triggers, and resolving copies it for Alice (CR 707.10; no targets): one state. Lightning Bolt ({R})
    has none: nothing triggers."""
    s = make_state([bf("pn", "Providence of Night"), hand("dg", "Dawnglow Infusion"), hand("bolt", "Lightning Bolt"),
                    bf("f1", "Forest"), bf("m1", "Mountain")])
    b = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})[0].state
    assert b.doc["stack"] == ["bolt"]
    s = engine.apply(s, {"action": "cast", "object": "dg", "x": 0})[0].state
    (ab,) = abilities_on_stack(s, "pn")
    assert s.doc["stack"] == ["dg", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["dg", cp] and obj(s, cp)["controller"] == "alice"


# --- Leyline of Resonance: "Whenever you cast an instant or sorcery spell that targets only a single creature you
# control, copy that spell. You may choose new targets for the copy." (its opening-hand line is another template's) --

def test_leyline_of_resonance_reads_its_copy_line_601_2c():
    assert library()["Leyline of Resonance"]["abilities"][1] == {
        "trigger": {"you_cast": ["instant", "sorcery"], "spell": ["targets_only_single_creature_you_control"]},
        "effect": {"copy_that_spell": "new_targets"}}


def test_leyline_of_resonance_copies_a_spell_at_her_own_creature_only_601_2c_707_10c(engine):
    """Jump ("Target creature gains flying until end of turn") cast at Bob's Serra Angel targets a creature Alice
    doesn't control: nothing triggers. Cast at her Grizzly Bears, its only target is a creature she controls: the
    Leyline's ability triggers (CR 601.2c, 603.2); resolving, it copies Jump for her, who may choose a new target (CR
    707.10c): the Bears or the Angel, two states."""
    s = make_state([bf("ley", "Leyline of Resonance"), bf("bears", "Grizzly Bears"), hand("jump", "Jump"),
                    bf("i1", "Island"), bf("angel", "Serra Angel", "bob")])
    a = only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["angel"]}))
    assert a.doc["stack"] == ["jump"]
    s = only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["bears"]}))
    (ab,) = abilities_on_stack(s, "ley")
    assert s.doc["stack"] == ["jump", ab]
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["angel", "bears"]


# --- The Twelfth Doctor: "The first spell you cast from anywhere other than your hand each turn has demonstrate." and
# "Whenever you copy a spell, put a +1/+1 counter on The Twelfth Doctor." --------------------------------------------

def test_the_twelfth_doctor_reads_its_oracle_text_702_144a():
    assert library()["The Twelfth Doctor"]["abilities"] == [
        "first_spell_not_from_hand_has_demonstrate",
        {"trigger": {"you_copy": []}, "effect": {"put_counters": {"+1/+1": 1}, "to": "self"}}]


def _doctor(zone: str):
    return make_state([bf("doc", "The Twelfth Doctor"),
                       {"id": "gi", "card": "Galvanic Iteration", "zone": zone, "owner": "alice"},
                       bf("i1", "Island"), bf("m1", "Mountain"), bf("m2", "Mountain")])


def test_the_twelfth_doctor_gives_demonstrate_and_grows_when_alice_copies_702_144a_707_10(engine):
    """Alice casts Galvanic Iteration from her graveyard by flashback, her first spell this turn from anywhere other
    than her hand: it has demonstrate, whose trigger goes on the stack (CR 702.144a). Resolving, Alice may copy it
    (CR 603.5): declined, one state with Galvanic Iteration alone; copied, her copy and then Bob's (the only opponent)
    are put on the stack (CR 707.10) and the Doctor's ability triggers once, for her copy only ("whenever you copy a
    spell"), above them; it resolves: one +1/+1 counter on the Doctor. Cast from her hand, Galvanic Iteration has no
    demonstrate: nothing triggers."""
    outs = engine.apply(_doctor("hand"), {"action": "cast", "object": "gi"})
    assert outs and all(o.state.doc["stack"] == ["gi"] for o in outs)
    s = only(engine.apply(_doctor("graveyard"), {"action": "cast", "object": "gi", "cost": "flashback"}))
    (demo,) = abilities_on_stack(s, "gi")
    assert s.doc["stack"] == ["gi", demo]
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 2]
    (d,) = [o for o in outs if not copies(o)]
    assert d.doc["stack"] == ["gi"]
    (c,) = [o for o in outs if copies(o)]
    (doc_ab,) = abilities_on_stack(c, "doc")
    assert c.doc["stack"][-1] == doc_ab
    assert sorted(obj(c, x)["controller"] for x in copies(c)) == ["alice", "bob"]
    (c,) = resolve(engine, c)
    assert obj(c, "doc")["counters"] == {"+1/+1": 1}


# --- Stella Lee, Wild Card: "{T}: Copy target instant or sorcery spell you control. You may choose new targets for the
# copy. Activate only if you've cast three or more spells this turn." (its other line is another template's) --------

def _stella(cast_before: int):
    alice = {"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": cast_before}
    return make_state([bf("st", "Stella Lee, Wild Card"), hand("bolt", "Lightning Bolt"), bf("m1", "Mountain")],
                      players=[alice, {"name": "bob", "life": 20, "mana_pool": ""}])


def test_stella_lee_copies_only_after_three_spells_602_5b_707_10c(engine):
    """With one spell cast before it, Lightning Bolt is Alice's second spell this turn: Stella's ability can't be
    activated (CR 602.5b). With two before it, the Bolt is her third: activated at the Bolt, it resolves into a copy,
    Alice's, whose target she may change (CR 707.10c: Alice, Bob or Stella, three states)."""
    ab = library()["Stella Lee, Wild Card"]["abilities"][1]
    s = engine.apply(_stella(1), {"action": "cast", "object": "bolt", "targets": ["bob"]})[0].state
    w = engine.why_not(s, {"action": "activate", "object": "st", "ability": ab, "targets": ["bolt"]})
    assert ("fewer_than_three_spells_cast_this_turn", "602.5b") in w.failures
    s = engine.apply(_stella(2), {"action": "cast", "object": "bolt", "targets": ["bob"]})[0].state
    s = engine.apply(s, {"action": "activate", "object": "st", "ability": ab, "targets": ["bolt"]})[0].state
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "st"]


# --- Saruman of Many Colors: "Whenever you cast your second spell each turn, each opponent mills two cards. When one or
# more cards are milled this way, exile target enchantment, instant, or sorcery card with equal or lesser mana value
# than that spell from an opponent's graveyard. Copy the exiled card. You may cast the copy without paying its mana
# cost." (its ward line is another template's) ------------------------------------------------------------------------

def test_saruman_reads_its_oracle_text_603_12():
    assert library()["Saruman of Many Colors"]["abilities"][1] == {
        "trigger": {"you_cast": [], "nth": 2}, "effect": {"opponents_mill_reflexive_exile_cast_copy": 2}}


def test_saruman_mills_then_copies_a_card_no_costlier_than_that_spell_701_17a_603_12_707_12(engine):
    """Alice has cast a spell this turn; she casts Lightning Bolt (mana value 1) at Bob, her second: the ability
    triggers (CR 603.2). Resolving, Bob mills his top two cards, Lightning Bolt and Grizzly Bears (CR 701.17a); cards
    were milled, so the reflexive ability triggers (CR 603.12), its target an enchantment, instant or sorcery card with
    mana value 1 or less in Bob's graveyard: his milled Bolt or Jump (the Bears is a creature card, Mirrorweave's mana
    value is 4): two states. With the Bolt targeted, it is exiled and Alice may cast a copy of it for free (CR
    707.12)."""
    alice = {"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1}
    lib = [{"id": i, "card": c, "zone": "library", "owner": "bob", "library_position": n}
           for n, (i, c) in enumerate([("bl", "Lightning Bolt"), ("bb", "Grizzly Bears"), ("bs", "Brainstorm")], 1)]
    gy = [{"id": "gj", "card": "Jump", "zone": "graveyard", "owner": "bob"},
          {"id": "gm", "card": "Mirrorweave", "zone": "graveyard", "owner": "bob"}]
    s = make_state([bf("sar", "Saruman of Many Colors"), hand("bolt", "Lightning Bolt"), bf("m1", "Mountain"),
                    *lib, *gy], players=[alice, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (_ab,) = abilities_on_stack(s, "sar")
    outs = resolve(engine, s)
    assert all(obj(o, "bl")["zone"] == obj(o, "bb")["zone"] == "graveyard" and obj(o, "bs")["zone"] == "library"
               for o in outs)
    assert sorted(obj(o, abilities_on_stack(o, "sar")[0])["targets"][0] for o in outs) == ["bl", "gj"]
    (s,) = [o for o in outs if obj(o, abilities_on_stack(o, "sar")[0])["targets"] == ["bl"]]
    (s,) = resolve(engine, s)
    assert obj(s, "bl")["zone"] == "exile"
    (c,) = [x["id"] for x in s.to_document()["objects"] if x.get("cast_now_by") == "alice"]
    assert engine.derive(s).object(c).characteristics["name"] == "Lightning Bolt"


# --- Feather, Radiant Arbiter: "Whenever you cast a noncreature spell that targets only Feather, you may choose any
# number of other creatures that spell could target and pay {2} for each of those creatures. If you do, for each of
# those creatures, copy that spell. The copy targets that creature." -----------------------------------------------

def test_feather_reads_its_oracle_text_608_2d():
    assert library()["Feather, Radiant Arbiter"]["abilities"][2] == {
        "trigger": "you_cast_noncreature_targeting_only_self",
        "effect": "pay_two_each_copy_that_spell_to_chosen_creatures"}


def test_feather_pays_two_for_each_chosen_creature_to_copy_608_2d_118_1_707_10(engine):
    """Alice casts Jump at Feather, its only target: the ability triggers (CR 601.2c, 603.2). Resolving, she may choose
    other creatures Jump could target, Grizzly Bears and Bob's Serra Angel, paying {2} for each (CR 608.2d, 118.1): with
    two Plains untapped she can pay for one, not both. Three states: none chosen (no copy), or one creature chosen, both
    Plains tapped and a copy of Jump, hers, targeting it (CR 707.10)."""
    s = make_state([bf("fe", "Feather, Radiant Arbiter"), bf("bears", "Grizzly Bears"), hand("jump", "Jump"),
                    bf("i1", "Island"), bf("p1", "Plains"), bf("p2", "Plains"), bf("angel", "Serra Angel", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["fe"]}))
    (ab,) = abilities_on_stack(s, "fe")
    assert s.doc["stack"] == ["jump", ab]
    outs = resolve(engine, s)
    got = sorted(tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs)
    assert got == [(), ("angel",), ("bears",)]
    for o in outs:
        paid = bool(copies(o))
        assert bool(obj(o, "p1").get("tapped")) == bool(obj(o, "p2").get("tapped")) == paid
        assert all(obj(o, c)["controller"] == "alice" for c in copies(o))


# --- Wandering Archaic: "Whenever an opponent casts an instant or sorcery spell, they may pay {2}. If they don't, you
# may copy that spell. You may choose new targets for the copy." (its back face is another template's) --------------

def test_wandering_archaic_reads_its_oracle_text_608_2d():
    assert library()["Wandering Archaic"]["abilities"] == [
        {"trigger": {"opponent_casts_spell": ["instant", "sorcery"]},
         "effect": "opponent_may_pay_two_else_you_may_copy"}]


def test_wandering_archaic_opponent_pays_or_alice_may_copy_608_2d_707_10c(engine):
    """In Bob's turn Bob casts Lightning Bolt at Alice: Alice's Wandering Archaic triggers (CR 603.2). Resolving, Bob may
    pay {2} with his two Swamps (CR 608.2d, 118.1): paid, no copy (one state); not paid, Alice may copy the Bolt:
    declined (one state) or copied, the copy hers, its target Alice, Bob or the Archaic (CR 707.10c): five states."""
    s = make_state([bf("wa", "Wandering Archaic"), hand("bolt", "Lightning Bolt", "bob"), bf("bm", "Mountain", "bob"),
                    bf("bs1", "Swamp", "bob"), bf("bs2", "Swamp", "bob")], active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    (ab,) = abilities_on_stack(s, "wa")
    assert s.doc["stack"] == ["bolt", ab]
    outs = resolve(engine, s)
    assert len(outs) == 5
    (paid,) = [o for o in outs if obj(o, "bs1").get("tapped")]
    assert obj(paid, "bs2").get("tapped") and not copies(paid)
    unpaid = [o for o in outs if not obj(o, "bs1").get("tapped")]
    assert sorted(tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in unpaid) == [
        (), ("alice",), ("bob",), ("wa",)]
    assert all(obj(o, c)["controller"] == "alice" for o in unpaid for c in copies(o))


# --- Adaptive Training Post: "Whenever you cast an instant or sorcery spell, if this artifact has fewer than three
# charge counters on it, put a charge counter on it." and "Remove three charge counters from this artifact: When you
# next cast an instant or sorcery spell this turn, copy it and you may choose new targets for the copy." --------------

def _post(charge: int):
    return make_state([bf("atp", "Adaptive Training Post", counters={"charge": charge}), hand("bolt", "Lightning Bolt"),
                       bf("m1", "Mountain")])


def test_adaptive_training_post_charges_up_to_three_603_4_122_1(engine):
    """With two charge counters, Alice's Lightning Bolt makes the Post's ability trigger (fewer than three, CR 603.4);
    resolving (still fewer than three), it puts a third charge counter on the Post (CR 122.1). With three, the
    intervening if isn't met: nothing triggers."""
    assert library()["Adaptive Training Post"]["abilities"][0] == {
        "trigger": {"you_cast": ["instant", "sorcery"]}, "if": {"self_has_fewer_counters": {"charge": 3}},
        "effect": {"put_counters": {"charge": 1}, "to": "self"}}
    s = only(engine.apply(_post(2), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (_ab,) = abilities_on_stack(s, "atp")
    (s,) = resolve(engine, s)
    assert obj(s, "atp")["counters"] == {"charge": 3}
    s = only(engine.apply(_post(3), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


def test_adaptive_training_post_copy_line_reads_with_the_remove_counters_cost_603_7c():
    """Its copy line's cost "Remove three charge counters from this artifact" is effects4's remove-counters cost (122.1,
    602.2b); its effect is next_cast_copy.lp's delayed copy (603.7c)."""
    ab = library()["Adaptive Training Post"]["abilities"][1]
    assert ab.get("activated", {}).get("effect") == {"copy_next_instant_or_sorcery": "any_mana_value"}


# --- Rimefire Torque: "Whenever a permanent you control of the chosen type enters, put a charge counter on this
# artifact." (its copy line waits on effects4's "Remove three charge counters" cost) ----------------------------------

def test_rimefire_torque_charges_when_a_permanent_of_the_chosen_type_enters_603_6a_614_12(engine):
    """The Torque's chosen type is Bear. Alice casts Grizzly Bears; it resolves and enters under her control: the
    ability triggers (CR 603.6a) and resolves: one charge counter on the Torque (CR 122.1)."""
    assert library()["Rimefire Torque"]["abilities"][1] == {
        "trigger": "permanent_you_control_of_chosen_type_enters", "effect": {"put_counters": {"charge": 1}, "to": "self"}}
    s = make_state([bf("rt", "Rimefire Torque", chosen={"creature_type": "Bear"}), hand("bears", "Grizzly Bears"),
                    bf("f1", "Forest"), bf("f2", "Forest")])
    s = engine.apply(s, {"action": "cast", "object": "bears"})[0].state
    (s,) = resolve(engine, s)
    (_ab,) = abilities_on_stack(s, "rt")
    (s,) = resolve(engine, s)
    assert obj(s, "rt")["counters"] == {"charge": 1}
