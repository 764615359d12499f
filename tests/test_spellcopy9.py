"""Spell/ability-copy cards S-Z of the census, their other sentences too (issue 22, branch spellcopy9):
rules_asp/kernel/spellcopy9_cards.lp.

Each expected value was worked out from the CR rules named in the test and the card's Oracle text before the engine
was run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand
from .test_becomes4_cards import abilities_of, chars, obj
from pyglue import state_from_document

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


# --- Surge to Victory: "Exile target instant or sorcery card from your graveyard. Creatures you control get +X/+0 until
# end of turn, where X is that card's mana value. Whenever a creature you control deals combat damage to a player this
# turn, copy the exiled card. You may cast the copy without paying its mana cost." ({4}{R}{R} sorcery)

SURGE = "Surge to Victory"


def test_611_2c_707_12_surge_to_victory_reads_its_three_instructions():
    assert abilities_of(SURGE) == [{"spell": {
        "effect": [{"exile": "target"}, {"each_gets_power_that_card_mv": "creatures_you_control"},
                   "this_turn_creature_hits_cast_copy_of_exiled"],
        "target": {"graveyard_card": ["instant", "sorcery"]}}}]


def life(s, name):
    return next(p for p in s.doc["players"] if p["name"] == name)["life"]


def test_611_2c_603_7b_707_12_surge_to_victory_pumps_then_casts_a_copy_of_boltwave_on_a_hit(engine):
    """Alice casts Surge to Victory targeting Boltwave ({R}: 3 damage to each opponent) in her graveyard; both pass and
    it resolves (608.2): Boltwave is exiled (406.2); her Grizzly Bears gets +1/+0 (Boltwave's mana value 1, 202.3), a
    3/2, Bob's Bears stays 2/2 (611.2c: creatures she controls); a delayed triggered ability waits for the turn (603.7a,
    source the Surge, 603.7d). In combat her Bears attacks Bob unblocked and deals 3 combat damage (510.2): Bob at 17,
    and the delayed ability triggers once (603.2c), naming the Bears. Resolving, it makes a copy of the exiled Boltwave
    in exile (707.12) that Alice may cast without paying its mana cost (her pool is empty by then): casting it is her
    one cast action, and the copy goes on the stack. The exiled card itself stays in exile."""
    s = make_state([hand("sv", SURGE), {"id": "bw", "card": "Boltwave", "zone": "graveyard", "owner": "alice"},
                    bf("gb", "Grizzly Bears"), bf("bb", "Grizzly Bears", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "sv", "targets": ["bw"]}))
    (s,) = pass_all(engine, s, 2)
    assert obj(s, "bw")["zone"] == "exile" and obj(s, "sv")["zone"] == "graveyard"
    assert (chars(engine, s, "gb")["power"], chars(engine, s, "bb")["power"]) == (3, 2)
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("sv", "alice")
    doc = s.to_document()
    doc.update(phase="combat", step="declare_blockers", priority="alice", passed=[])
    for o in doc["objects"]:
        if o["id"] == "gb":
            o["attacking"] = "bob"
    s = state_from_document(doc)
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert life(s, "bob") == 17
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack" and o.get("ability")]
    assert trig["ability"]["source"] == "sv"
    (s,) = pass_all(engine, s, 2)
    (cp,) = [o for o in s.doc["objects"] if o["zone"] == "exile" and o["id"] != "bw"]
    casts = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "cast"]
    assert [a["object"] for a in casts] == [cp["id"]]
    s = only(engine.apply(s, casts[0]))
    assert s.doc["stack"] == [cp["id"]] and obj(s, "bw")["zone"] == "exile"


# --- Spirit of Resilience: "Whenever one or more cards leave your graveyard, put a +1/+1 counter on this creature, then
# you may have this creature become a copy of an artifact or creature card from among those cards until end of turn."
# ({2}{R} 2/2 Spirit Warrior)

SPIRIT = "Spirit of Resilience"
# a test card (not a real card): exiles X target cards from its caster's graveyard at once
SWEEP = {"name": "Test Card: Grave Sweep", "mana_cost": "{X}{U}", "types": ["sorcery"],
         "abilities": [{"spell": {"effect": {"exile": "target"}, "target": {"exactly_x": {"graveyard_card": []}}}}]}


def test_603_2_spirit_of_resilience_reads_its_trigger():
    assert abilities_of(SPIRIT) == [{
        "trigger": "cards_leave_your_graveyard_naming_them",
        "effect": [{"put_counters": {"+1/+1": 1}, "to": "self"},
                   {"may_become_copy_of_those_cards": ["artifact", "creature"], "until": "end_of_turn"}]}]


def test_603_2c_608_2d_707_4_spirit_of_resilience_may_copy_the_creature_card_among_the_two_that_left(engine):
    """Alice's test spell exiles Serra Angel and Lightning Bolt from her graveyard at once (X = 2): Spirit of Resilience's
    ability triggers once (603.2, 603.10a), one ability on the stack. Resolving, the Spirit gets a +1/+1 counter (122.1)
    and alice may have it become a copy of an artifact or creature card among those two (608.2d): the Bolt is neither, so
    the only choice is the Angel. Two resulting states: she declines, a 3/3 Spirit of Resilience; or it is a copy of
    Serra Angel (707.2, 707.4), 4/4 flying and vigilance plus the counter (not copiable, 707.2): 5/5, named Serra
    Angel."""
    s = make_state([bf("sr", SPIRIT), hand("gs", "Test Card: Grave Sweep"),
                    {"id": "sa", "card": "Serra Angel", "zone": "graveyard", "owner": "alice"},
                    {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   cards=[SWEEP], players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                                           {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "gs", "x": 2, "targets": ["sa", "lb"]}))
    (s,) = pass_all(engine, s, 2)
    assert (obj(s, "sa")["zone"], obj(s, "lb")["zone"]) == ("exile", "exile")
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "sr"
    got = set()
    for o in pass_all(engine, s, 2):
        c = chars(engine, o, "sr")
        got.add((c["name"], c["power"], c["toughness"], "flying" in c["abilities"]))
    assert got == {(SPIRIT, 3, 3, False), ("Serra Angel", 5, 5, True)}


# --- Unbound Flourishing: "Whenever you cast a permanent spell with a mana cost that contains {X}, double the value of
# X." / "Whenever you cast an instant or sorcery spell or activate an ability, if that spell's mana cost or that ability's
# activation cost contains {X}, copy that spell or ability. You may choose new targets for the copy." ({2}{G} enchantment)

UNBOUND = "Unbound Flourishing"


def test_603_2_unbound_flourishing_reads_both_triggers():
    assert abilities_of(UNBOUND) == [
        {"trigger": "cast_permanent_spell_with_x", "effect": "double_that_spell_x"},
        {"trigger": "cast_instant_sorcery_or_activate_with_x", "effect": "copy_that_spell_or_ability"}]


def test_107_3_107_3m_unbound_flourishing_doubles_ochre_jellys_x(engine):
    """Alice casts Ochre Jelly ({X}{G}, "enters with X +1/+1 counters") with X = 2: a permanent spell with {X} in its mana
    cost, so the first ability triggers (601.2i, 603.2) and only it (the Jelly is no instant or sorcery). Resolving, the
    Jelly's X becomes 4 (107.3); the Jelly then resolves and enters with 4 +1/+1 counters (107.3m: the X of the spell):
    a 4/4."""
    s = make_state([bf("uf", UNBOUND), hand("oj", "Ochre Jelly")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "oj", "x": 2}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "oj"
    (s,) = pass_all(engine, s, 2)
    (s,) = pass_all(engine, s, 2)
    assert obj(s, "oj")["zone"] == "battlefield"
    c = chars(engine, s, "oj")
    assert (c["power"], c["toughness"]) == (4, 4)


def test_603_2_707_10c_unbound_flourishing_copies_blaze_with_its_x(engine):
    """Alice casts Blaze ({X}{R}: X damage to any target) with X = 2 at Bob: an instant or sorcery spell with {X} in its
    mana cost, so the second ability triggers (and not the first: Blaze is no permanent spell). Resolving, it copies
    Blaze for alice (707.10: with X = 2 and its target), who may choose new targets (707.10c): the copy on the stack
    above Blaze, targeting Bob or alice (the players; no creature is there), one state each."""
    s = make_state([bf("uf", UNBOUND), hand("bz", "Blaze")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bz", "x": 2, "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    got = set()
    for o in pass_all(engine, s, 2):
        (cp,) = copies(o)
        assert o.doc["stack"] == ["bz", cp["id"]] and cp["controller"] == "alice" and cp["x"] == 2
        got.add(tuple(cp["targets"]))
    assert got == {("bob",), ("alice",)}


# --- Taigam, Master Opportunist: "Flurry — Whenever you cast your second spell each turn, copy it, then exile the spell
# you cast with four time counters on it. If it doesn't have suspend, it gains suspend." ({1}{U} 2/2 Human Monk)

TAIGAM = "Taigam, Master Opportunist"


def test_603_2_707_10_taigam_reads_its_flurry_trigger():
    assert abilities_of(TAIGAM) == [{"trigger": {"you_cast": [], "nth": 2}, "effect": {"copy_then_suspend_that_spell": 4}}]


def test_707_10_702_62a_taigam_copies_the_second_spell_and_suspends_it(engine):
    """Alice casts Lightning Bolt at Bob (her first spell this turn: nothing triggers) and it resolves (Bob at 17); then
    Grizzly Bears, her second spell this turn: the Flurry ability triggers (601.2i, 603.2). Resolving, it copies the
    Bears for her (707.10: a copy of a creature spell, above nothing else on the stack), then exiles the Bears card with
    four time counters on it (406.2, 122.1), and the card gains suspend (611.2a): it is suspended (702.62b)."""
    s = make_state([bf("tg", TAIGAM), hand("lb", "Lightning Bolt"), hand("gb", "Grizzly Bears")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]}))
    assert s.doc["stack"] == ["lb"]
    (s,) = pass_all(engine, s, 2)
    assert life(s, "bob") == 17
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "gb"
    (s,) = pass_all(engine, s, 2)
    (cp,) = copies(s)
    assert s.doc["stack"] == [cp["id"]] and cp["controller"] == "alice"
    gb = obj(s, "gb")
    assert gb["zone"] == "exile" and gb.get("counters") == {"time": 4}
    assert "suspend" in chars(engine, s, "gb")["abilities"]


def test_702_62a_a_suspended_bears_loses_its_last_counter_and_is_cast_free_with_haste(engine):
    """The Bears card in alice's exile with one time counter and suspend from an effect (as Taigam leaves it): it is
    suspended (702.62b). Bob's end step, both pass: alice's turn begins in her upkeep and the suspend ability triggers
    (702.62a, 603.4); resolved, the last time counter comes off (122.1) and the third ability triggers; resolved, the card
    still exiled, alice may cast it without paying its mana cost: her one cast action (her pool is empty), in her upkeep.
    The Bears resolves and enters under her control with haste (702.62a: a creature spell cast this way)."""
    eff = {"id": "eff1", "affects": ["gb"], "gain_abilities": ["suspend"], "timestamp": 2}
    s = make_state([{"id": "gb", "card": "Grizzly Bears", "zone": "exile", "owner": "alice", "counters": {"time": 1}}],
                   active_player="bob", phase="ending", step="end", priority="bob", continuous_effects=[eff])
    (s,) = pass_all(engine, s, 2)
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "gb"
    (s,) = pass_all(engine, s, 2)
    assert not obj(s, "gb").get("counters") and obj(s, "gb")["zone"] == "exile"
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "gb"
    (s,) = pass_all(engine, s, 2)
    casts = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "cast"]
    assert [a["object"] for a in casts] == ["gb"]
    s = only(engine.apply(s, casts[0]))
    assert s.doc["stack"] == ["gb"]
    (s,) = pass_all(engine, s, 2)
    assert obj(s, "gb")["zone"] == "battlefield" and "haste" in chars(engine, s, "gb")["abilities"]


# --- The Many Deeds of Belzenlok: "I — Exile up to one target Saga card from a graveyard. Copy its chapter I ability."
# (and II, III the same for chapters II and III; {1}{B} Saga)

BELZENLOK = "The Many Deeds of Belzenlok"


def test_714_2_707_10_belzenlok_reads_its_three_chapters():
    assert abilities_of(BELZENLOK) == [
        {"trigger": {"chapters": [n]}, "target": {"up_to_one_graveyard_subtype_card": "Saga"},
         "effect": {"exile_copy_chapter_ability": "target", "chapter": n}} for n in (1, 2, 3)]


def test_714_2_707_10b_belzenlok_copies_battle_for_bretagards_chapter_i(engine):
    """Alice casts The Many Deeds of Belzenlok; it resolves and enters with a lore counter (714.3a): its chapter I
    ability triggers (714.2b) and, as it is put on the stack, she chooses up to one target Saga card in a graveyard
    (115.1d): none, or Battle for Bretagard in Bob's graveyard (two resulting states). With the Battle chosen, the
    ability resolves: the Battle is exiled (406.2) and its chapter I ability ("Create a 1/1 white Human Warrior creature
    token.") is copied (707.10), its source the Battle (707.10b), controlled by alice: it goes on the stack, and
    resolved, alice has a 1/1 Human Warrior token."""
    s = make_state([hand("mdb", BELZENLOK), {"id": "bfb", "card": "Battle for Bretagard", "zone": "graveyard",
                                              "owner": "bob"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{B}{B}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "mdb"}))
    outs = pass_all(engine, s, 2)
    chosen = [o for o in outs if any(x.get("targets") == ["bfb"] for x in o.doc["objects"] if x["zone"] == "stack")]
    assert len(outs) == 2 and len(chosen) == 1
    (s,) = pass_all(engine, chosen[0], 2)
    assert obj(s, "bfb")["zone"] == "exile"
    (cp,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert (cp["ability"]["source"], cp["controller"]) == ("bfb", "alice")
    (s,) = pass_all(engine, s, 2)
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = chars(engine, s, tok["id"])
    assert (tok["controller"], c["name"], c["power"], c["toughness"]) == ("alice", "Human Warrior Token", 1, 1)


# --- Spellweaver Helix: "Imprint — When this artifact enters, you may exile two target sorcery cards from a single
# graveyard." / "Whenever a player casts a card, if it has the same name as one of the cards exiled with this artifact,
# you may copy the other. If you do, you may cast the copy without paying its mana cost." ({3} artifact)

HELIX = "Spellweaver Helix"


def test_603_3d_607_2a_spellweaver_helix_reads_and_imprints_two_sorceries_of_one_graveyard(engine):
    """Alice casts Spellweaver Helix; it resolves and its imprint ability triggers (603.6a). As it is put on the stack it
    gets two targets, two sorcery cards in one graveyard (601.2c via 603.3d): Bob's Wheel of Fortune and Boltwave, the
    only pair (alice's Lightning Bolt is an instant, alone in her graveyard). Resolving, alice may exile them (608.2d):
    two states; in the one where she does, both are in exile, exiled with the Helix (607.2a)."""
    assert abilities_of(HELIX) == [
        {"trigger": "enters", "target": {"two_cards_single_graveyard": ["sorcery"]},
         "effect": {"may_exile_targets_with_self": "target"}},
        {"trigger": "player_casts_card_named_as_exiled", "effect": "may_copy_other_exiled_cast_free"}]
    s = make_state([hand("hx", HELIX), {"id": "wf", "card": "Wheel of Fortune", "zone": "graveyard", "owner": "bob"},
                    {"id": "bw", "card": "Boltwave", "zone": "graveyard", "owner": "bob"},
                    {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "hx"}))
    (s,) = pass_all(engine, s, 2)
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert sorted(trig["targets"]) == ["bw", "wf"]
    outs = pass_all(engine, s, 2)
    assert sorted(tuple(obj(o, x)["zone"] for x in ("wf", "bw")) for o in outs) == [
        ("exile", "exile"), ("graveyard", "graveyard")]
    (s,) = [o for o in outs if obj(o, "wf")["zone"] == "exile"]
    assert obj(s, "wf").get("exiled_with") == obj(s, "bw").get("exiled_with") == "hx"


def test_603_4_707_12_spellweaver_helix_copies_the_other_card_when_one_is_cast(engine):
    """The Helix has Wheel of Fortune and Boltwave exiled with it. Alice casts her own Boltwave card (a card with the name
    of one of them): the ability triggers (601.2i, 603.4). Resolving, she may copy the other, Wheel of Fortune (608.2d):
    two states; in one, a copy of Wheel of Fortune is in exile (707.12) and casting it without paying its mana cost is
    one of her legal actions; the exiled cards stay there."""
    s = make_state([bf("hx", HELIX), hand("bw2", "Boltwave"),
                    {"id": "wf", "card": "Wheel of Fortune", "zone": "exile", "owner": "bob", "exiled_with": "hx"},
                    {"id": "bw", "card": "Boltwave", "zone": "exile", "owner": "bob", "exiled_with": "hx"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bw2"}))
    assert len(s.doc["stack"]) == 2
    outs = pass_all(engine, s, 2)
    made = [o for o in outs if any(x["zone"] == "exile" and x.get("copy") for x in o.doc["objects"])]
    assert len(outs) == 2 and len(made) == 1
    s = made[0]
    (cp,) = [x for x in s.doc["objects"] if x["zone"] == "exile" and x.get("copy")]
    assert chars(engine, s, cp["id"])["name"] == "Wheel of Fortune"
    assert cp["id"] in [a.action.get("object") for a in engine.legal_actions(s) if a.action.get("action") == "cast"]
    assert (obj(s, "wf")["zone"], obj(s, "bw")["zone"]) == ("exile", "exile")
