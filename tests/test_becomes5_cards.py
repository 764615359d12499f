"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes5): rules_asp/kernel/becomes5_*.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

import pytest

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand, pass_twice, with_event
from .test_becomes4_cards import abilities_of, chars, obj

# --- Wall of Stolen Identity: "You may have this creature enter as a copy of any creature on the battlefield, except
# it's a Wall in addition to its other types and has defender. When you do, tap the copied creature and it doesn't
# untap during its controller's untap step for as long as you control this creature." ({3}{U}, 0/0)

WALL = "Wall of Stolen Identity"


def test_707_9g_wall_of_stolen_identity_reads_its_copy_and_linked_trigger():
    assert abilities_of(WALL) == [{"enters_as_copy_tap_hold": "creature",
                                   "except": {"add_subtypes": ["Wall"], "add_abilities": ["defender"]}}]


def test_707_9g_611_2b_wall_of_stolen_identity_taps_and_holds_the_copied_creature(engine):
    """CR 707.5, 707.9b: alice's Wall enters as a copy of Bob's Serra Angel: a 4/4 Serra Angel with flying and
    vigilance, a Wall in addition to Angel, with defender. CR 603.11, 707.9g: the linked "when you do" trigger
    triggers; as it resolves the Angel becomes tapped (701.26a). Bob's untap step (502.3): the Angel doesn't untap,
    alice still controlling the Wall (611.2b). Alice's next turn: still tapped (not Bob's untap step anyway)."""
    s = make_state([hand("wall", WALL), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "wall"}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(wall, angel)", "707.5"))
    c = chars(engine, s, "wall")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert {"flying", "vigilance", "defender"} <= set(c["abilities"]) and {"Angel", "Wall"} <= set(c["subtypes"])
    assert len(s.doc["stack"]) == 1 and not obj(s, "angel").get("tapped")
    s = only(pass_twice(engine, s))
    assert obj(s, "angel").get("tapped") and not s.doc["stack"]
    gone = only(engine.apply(s, {"event": "move", "object": "wall", "to": "graveyard"}))
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and obj(s, "angel").get("tapped")
    # 611.2b, 502.3: with the Wall gone alice no longer controls it: the "for as long as" duration has ended, so the
    # Angel untaps in Bob's untap step like his other permanents.
    s = only(engine.apply(gone, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and not obj(s, "angel").get("tapped")


# --- Mindlink Mech: "Flying" / "Whenever this Vehicle becomes crewed for the first time each turn, until end of turn,
# this Vehicle becomes a copy of target nonlegendary creature that crewed it this turn, except it's 4/3, it's a Vehicle
# artifact in addition to its other types, and it has flying." / "Crew 1" ({2}{U}, 4/3 artifact Vehicle)

MECH = "Mindlink Mech"


def test_702_122e_mindlink_mech_reads_its_first_crewed_trigger():
    assert {"trigger": "self_becomes_crewed_first_time", "target": "nonlegendary_creature_that_crewed_it",
            "effect": {"self_becomes_copy": "target", "until": "end_of_turn",
                       "except": {"power": 4, "toughness": 3, "add_subtypes": ["Vehicle"], "add_types": ["artifact"],
                                  "add_abilities": ["flying"]}}} in abilities_of(MECH)


def _crew(engine, s, crew: str):
    (ab,) = [a for a in abilities_of(MECH) if isinstance(a, dict) and "activated" in a]
    outs = engine.apply(s, {"action": "activate", "object": "mech", "ability": ab})
    (out,) = [o for o in outs if {e[0] for e in o.events if e[0].startswith("crews(")} == {f"crews({crew}, mech)"}]
    return out.state


def test_702_122c_707_9b_mindlink_mech_copies_the_creature_that_crewed_it_once_each_turn(engine):
    """CR 702.122a-b: alice crews Mindlink Mech by tapping her Grizzly Bears (power 2 >= 1). The crew ability resolves:
    the Mech becomes an artifact creature and becomes crewed (702.122e) for the first time this turn, so its trigger
    goes on the stack targeting the Bears (nonlegendary, it crewed the Mech this turn, 702.122c). It resolves: until end
    of turn the Mech is a copy of Grizzly Bears (707.2) except 4/3, a Vehicle artifact in addition (Bear Vehicle,
    artifact creature) with flying (707.9b)."""
    s = make_state([bf("mech", MECH), bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant")])
    s = only(pass_twice(engine, _crew(engine, s, "bears")))
    (trig,) = s.doc["stack"]
    assert obj(s, trig).get("targets") == ["bears"] and obj(s, "bears").get("tapped")
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "mech")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 4, 3)
    assert {"artifact", "creature"} <= set(c["types"]) and {"Bear", "Vehicle"} <= set(c["subtypes"])
    assert c["abilities"] == ["flying"]      # 707.2: the Bears' (none) plus flying; Crew 1 and the trigger are gone
    # 514.2: the copy effect (and the crew's "becomes an artifact creature") end with the turn: a Mindlink Mech again,
    # a noncreature artifact with no power or toughness (208.3: its printed 4/3 count only while it is a creature)
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "mech")
    assert (c["name"], c.get("power"), c.get("toughness"), c["types"]) == (MECH, None, None, ["artifact"])


def test_702_122e_mindlink_mech_crewed_a_second_time_this_turn_doesnt_trigger(engine):
    """CR 702.122e, 603.2: the Mech already became crewed this turn (as a copy of the Bears it would have lost crew,
    so here an earlier crew ability resolved and nothing copied); crewed again with the Hill Giant, it becomes an
    artifact creature, but it isn't the first time this turn: no trigger, the Mech stays a 4/3 Mindlink Mech."""
    s = make_state([bf("mech", MECH, became_crewed_this_turn=True), bf("giant", "Hill Giant")])
    s = only(pass_twice(engine, _crew(engine, s, "giant")))
    c = chars(engine, s, "mech")
    assert not s.doc["stack"] and (c["name"], c["power"], c["toughness"]) == (MECH, 4, 3) and "creature" in c["types"]


def test_603_3d_mindlink_mech_crewed_only_by_a_legendary_creature_has_no_target(engine):
    """CR 702.122e: crewed (the first time this turn) by alice's legendary Isamaru, Hound of Konda (power 2) only, the
    Mech's trigger triggers, but no nonlegendary creature crewed it: no legal target, so it is removed from the stack
    (603.3d). The Mech stays a 4/3 Mindlink Mech, an artifact creature until end of turn (702.122a)."""
    s = make_state([bf("mech", MECH), bf("isa", "Isamaru, Hound of Konda")])
    s = only(pass_twice(engine, _crew(engine, s, "isa")))
    c = chars(engine, s, "mech")
    assert not s.doc["stack"] and (c["name"], c["power"], c["toughness"]) == (MECH, 4, 3) and "creature" in c["types"]


# --- Brudiclad, Telchor Engineer: "Creature tokens you control have haste." / "At the beginning of combat on your turn,
# create a 2/1 blue Phyrexian Myr artifact creature token. Then you may choose a token you control. If you do, each
# other token you control becomes a copy of that token." ({4}{U}{R}, 4/4 legendary artifact creature)

BRUDICLAD = "Brudiclad, Telchor Engineer"


def _brudiclad_trigger():
    (ab,) = [a for a in abilities_of(BRUDICLAD) if isinstance(a, dict) and "trigger" in a]
    return ab


def test_608_2c_brudiclad_reads_its_combat_trigger():
    ab = _brudiclad_trigger()
    token = dict(ab["effect"][0]["create_tokens"]["token"])
    token.pop("name", None)      # the token's name: test_111_4_brudiclads_myr_token_is_named_phyrexian_myr_token
    assert ab["trigger"] == {"beginning_of": "beginning_of_combat", "whose": "your"}
    assert ab["effect"][0]["create_tokens"]["count"] == 1
    assert ab["effect"][1:] == ["may_choose_token_others_become_copies"]
    assert token == {"power": 2, "toughness": 1, "colors": ["blue"], "subtypes": ["Phyrexian", "Myr"],
                     "types": ["artifact", "creature"]}


def test_111_4_brudiclads_myr_token_is_named_phyrexian_myr_token():
    """CR 111.4: "create a 2/1 blue Phyrexian Myr artifact creature token" names no name, so the token's name is its
    subtypes plus the word "Token": Phyrexian Myr Token (as tokencopy5's Mouse Token and Moogle Token)."""
    assert _brudiclad_trigger()["effect"][0]["create_tokens"]["token"].get("name") == "Phyrexian Myr Token"


def test_608_2c_608_2d_707_4_brudiclad_makes_each_other_token_a_copy_of_the_chosen_one(engine):
    """CR 603.2b, 507.2, 603.3: alice's Brudiclad triggers at the beginning of her combat. As it resolves (608.2c)
    a 2/1 blue Phyrexian Myr artifact creature token is created, then alice may choose a token she controls (608.2d):
    three resulting states. Choosing her Serra Angel token: each other token she controls, the new Myr among them,
    becomes a copy of it (707.4): the Myr token is a 4/4 Serra Angel with flying and vigilance (and haste, Brudiclad's
    static). Choosing the new Myr token: the Angel token becomes a 2/1 blue Phyrexian Myr artifact creature with the
    Myr's name (which name: test_111_4_...), and the Myr, not an "other" token, stays as it is. Declining: nothing
    copies. Brudiclad itself, not a token, stays as it is."""
    from .test_becomes2_cards import to_combat_trigger
    s = make_state([bf("brud", BRUDICLAD), bf("tok", "Serra Angel", token=True)])
    outs = pass_twice(engine, to_combat_trigger(engine, s))
    assert len(outs) == 3
    picks = {next((e[0].split(", ")[-1].rstrip(")") for e in o.events if e[0].startswith("chose(")), None): o.state
             for o in outs}
    assert len(picks) == 3 and {"tok", None} < picks.keys()
    (myr,) = [k for k in picks if k not in ("tok", None)]
    s = picks["tok"]
    c = chars(engine, s, myr)
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and {"flying", "haste"} <= set(c["abilities"])
    assert chars(engine, s, "tok")["name"] == "Serra Angel" and chars(engine, s, "brud")["name"] == BRUDICLAD
    s = picks[myr]
    m, c = chars(engine, s, myr), chars(engine, s, "tok")
    assert (m["power"], m["toughness"], m["colors"], set(m["subtypes"])) == (2, 1, ["blue"], {"Phyrexian", "Myr"})
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == (m["name"], 2, 1, ["blue"])
    assert set(c["types"]) == {"artifact", "creature"} and set(c["subtypes"]) == {"Phyrexian", "Myr"}
    assert "flying" not in c["abilities"]
    myr_name = m["name"]
    s = picks[None]
    assert chars(engine, s, "tok")["name"] == "Serra Angel" and chars(engine, s, myr)["name"] == myr_name


# --- Secret Invasion: "Enchant creature you control" / "When this Aura enters, exile up to one target creature other
# than enchanted creature until this Aura leaves the battlefield. Enchanted creature becomes a copy of that creature
# until this Aura leaves the battlefield." / "Enchanted creature has ward {2}." ({1}{U}{U} Aura)

SECRET = "Secret Invasion"


def test_610_3_secret_invasion_reads_its_enters_trigger():
    assert {"trigger": "enters", "target": {"up_to_one": "creature_other_than_enchanted"},
            "effect": [{"exile_until_source_leaves": "target"},
                       "enchanted_becomes_copy_of_exiled_until_source_leaves"]} in abilities_of(SECRET)


def test_610_3_611_2b_secret_invasion_copies_the_exiled_creature_until_it_leaves(engine):
    """CR 303.4, 608.3: alice's Secret Invasion enters attached to her Grizzly Bears; its trigger (603.3d, 115.1d)
    targets Bob's Serra Angel or nothing (not the Bears, the enchanted creature): two resulting states. With the Angel:
    it is exiled until the Aura leaves (610.3) and the Bears becomes a copy of it (707.4, 608.2h): a 4/4 flying Serra
    Angel, with ward {2} from the Aura. The Aura then leaves the battlefield: the Angel returns under Bob's control
    (610.3c) and the copy effect ends (611.2b): the Bears is a 2/2 Grizzly Bears again."""
    s = make_state([hand("si", SECRET), bf("bears", "Grizzly Bears"), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "si", "targets": ["bears"]}))
    outs = pass_twice(engine, s)
    targets = sorted(str(obj(o.state, o.state.doc["stack"][0]).get("targets")) for o in outs)
    assert targets == ["None", "['angel']"]
    # 608.2b, 610.3: with no target nothing is exiled, so there is no "that creature" to copy: the Bears stays itself
    (none,) = [o.state for o in outs if not obj(o.state, o.state.doc["stack"][0]).get("targets")]
    none = only(pass_twice(engine, none))
    assert obj(none, "angel")["zone"] == "battlefield" and chars(engine, none, "bears")["name"] == "Grizzly Bears"
    (s,) = [o.state for o in outs if obj(o.state, o.state.doc["stack"][0]).get("targets") == ["angel"]]
    # 610.3b: the Aura leaves before its trigger resolves: the event the exile lasts until has already happened, so
    # the Angel doesn't move; the copy's duration is over before it starts (611.2b): the Bears stays itself
    early = only(pass_twice(engine, only(engine.apply(s, {"event": "move", "object": "si", "to": "graveyard"}))))
    assert obj(early, "angel")["zone"] == "battlefield" and chars(engine, early, "bears")["name"] == "Grizzly Bears"
    s = only(pass_twice(engine, s))
    assert obj(s, "angel")["zone"] == "exile"
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert {"ward": "{2}"} in c["abilities"]
    s = only(engine.apply(s, {"event": "move", "object": "si", "to": "graveyard"}))
    assert obj(s, "angel")["zone"] == "battlefield"
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)


# --- Transcantation: "Target instant or sorcery spell becomes a copy of Lightning Bolt. Its controller may choose new
# targets for it." ({1}{R} instant)

def test_707_13_transcantation_reads_the_card_it_names():
    assert abilities_of("Transcantation") == [{"spell": {
        "effect": {"spell_becomes_copy_of_card": "target", "card": "Lightning Bolt"},
        "target": {"spell": ["instant", "sorcery"]}}}]


def test_707_2_115_7d_transcantation_turns_a_spell_into_lightning_bolt(engine):
    """CR 601.2c: alice casts Transcantation targeting Bob's Ancestral Recall (Bob targets himself). It resolves
    (608.2b): the Recall becomes a copy of Lightning Bolt (707.2: name, mana cost {R}, red, instant, "deals 3 damage to
    any target"), still Bob's spell. Bob may leave its target (himself: a player is a legal "any target") or choose
    alice or her Grizzly Bears (115.7d): three resulting states. Choosing alice, the spell resolves as Lightning Bolt:
    alice goes to 17 life and Bob draws no card."""
    s = make_state([hand("tc", "Transcantation"), bf("bears", "Grizzly Bears"),
                    {"id": "recall", "card": "Ancestral Recall", "zone": "stack", "owner": "bob", "targets": ["bob"]},
                    {"id": "blib", "card": "Island", "zone": "library", "owner": "bob"}],
                   stack=["recall"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "tc", "targets": ["recall"]}))
    outs = pass_twice(engine, s)
    assert sorted(str(obj(o.state, "recall").get("targets")) for o in outs) == ["['alice']", "['bears']", "['bob']"]
    (s,) = [o.state for o in outs if obj(o.state, "recall").get("targets") == ["alice"]]
    c = chars(engine, s, "recall")
    assert (c["name"], c["mana_cost"], c["colors"], c["types"]) == ("Lightning Bolt", "{R}", ["red"], ["instant"])
    s = only(pass_twice(engine, s))
    assert [p["life"] for p in s.doc["players"]] == [17, 20] and obj(s, "blib")["zone"] == "library"


def test_115_7d_608_2b_transcantation_a_target_left_unchanged_may_be_illegal(engine):
    """CR 115.7d: Bob's Saw It Coming targets alice's Grizzly Bears spell; Transcantation makes it a Lightning Bolt.
    Bob may leave its target unchanged though a spell isn't a legal "any target" (115.4), or choose alice, himself or
    alice's Grizzly Bears on the battlefield: four resulting states. Left unchanged, the Bolt's only target is illegal
    as it resolves (608.2b): it doesn't resolve, no damage is dealt and the Bears spell stays on the stack."""
    s = make_state([hand("tc", "Transcantation"), bf("bears", "Grizzly Bears"),
                    {"id": "gb", "card": "Grizzly Bears", "zone": "stack", "owner": "alice"},
                    {"id": "sic", "card": "Saw It Coming", "zone": "stack", "owner": "bob", "targets": ["gb"]}],
                   stack=["gb", "sic"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "tc", "targets": ["sic"]}))
    outs = pass_twice(engine, s)
    assert sorted(str(obj(o.state, "sic").get("targets")) for o in outs) == \
        ["['alice']", "['bears']", "['bob']", "['gb']"]
    (s,) = [o.state for o in outs if obj(o.state, "sic").get("targets") == ["gb"]]
    s = only(pass_twice(engine, s))
    assert s.doc["stack"] == ["gb"] and [p["life"] for p in s.doc["players"]] == [20, 20]


# --- Sakashima's Will: "Choose one. If you control a commander as you cast this spell, you may choose both instead."
# / "• Target opponent chooses a creature they control. You gain control of it." / "• Choose a creature you control.
# Each other creature you control becomes a copy of that creature until end of turn." ({3}{U} sorcery). The header is
# branch effects4's; the modes are tried on a test card that has them under a plain "Choose one —".

SAKASHIMAS_WILL_MODES = [
    {"effect": {"target_chooses_creature_you_gain_control": "target"}, "target": "opponent"},
    {"effect": {"choose_creature_others_become_copies": "creature_you_control", "until": "end_of_turn"}}]
TEST_WILL = {"name": "Test Card (Sakashima's Will modes)", "types": ["sorcery"], "mana_cost": "{3}{U}",
             "abilities": [{"spell": {"choose": 1, "modes": SAKASHIMAS_WILL_MODES}}]}


def test_700_2_sakashimas_will_modes_are_read():
    from pyglue import oracle
    text = ("Choose one \u2014\n\u2022 Target opponent chooses a creature they control. You gain control of it.\n"
            "\u2022 Choose a creature you control. Each other creature you control becomes a copy of that creature "
            "until end of turn.")
    assert oracle.parse_text(text, TEST_WILL["name"], ["sorcery"]) == TEST_WILL["abilities"]


def test_700_2_sakashimas_will_reads_its_header_and_modes():
    (ab,) = abilities_of("Sakashima's Will")
    assert ab["spell"]["modes"] == SAKASHIMAS_WILL_MODES


def _will(engine, objects, mode: int, targets: list):
    s = make_state([hand("will", TEST_WILL["name"])] + objects, cards=[TEST_WILL],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "will", "modes": [mode], "targets": targets}))
    return pass_twice(engine, s)


def test_608_2d_707_4_sakashimas_will_each_other_creature_copies_the_chosen_one(engine):
    """CR 608.2d: as the second mode resolves alice chooses one of her creatures (not a target): three resulting states.
    Choosing her Serra Angel, each other creature she controls (Grizzly Bears, Hill Giant) becomes a copy of it until
    end of turn (707.4, 611.2c): each a 4/4 flying Serra Angel; Bob's Hill Giant isn't hers and stays as it is."""
    outs = _will(engine, [bf("bears", "Grizzly Bears"), bf("angel", "Serra Angel"), bf("giant", "Hill Giant"),
                          bf("bgiant", "Hill Giant", "bob")], 2, [])
    assert len(outs) == 3
    (s,) = [o.state for o in outs if any(e[0].endswith("copy_source, angel)") for e in o.events)]
    for oid in ("bears", "giant"):
        c = chars(engine, s, oid)
        assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert chars(engine, s, "angel")["name"] == "Serra Angel" and chars(engine, s, "bgiant")["name"] == "Hill Giant"
    s = only(engine.apply(s, {"event": "end_turn"}))       # 514.2: "until end of turn" is over
    assert [chars(engine, s, oid)["name"] for oid in ("bears", "giant")] == ["Grizzly Bears", "Hill Giant"]


def test_608_2d_613_1b_sakashimas_will_gains_control_of_the_creature_the_opponent_chooses(engine):
    """CR 115.1: the first mode targets Bob; as it resolves Bob chooses one of his creatures (608.2d): two resulting
    states; the one he chooses comes under alice's control (613.1b), the other stays his."""
    outs = _will(engine, [bf("bgiant", "Hill Giant", "bob"), bf("bbears", "Grizzly Bears", "bob")], 1, ["bob"])
    assert len(outs) == 2
    (s,) = [o.state for o in outs if any(e[0] == "chose(bob, creature, bgiant)" for e in o.events)]
    d = engine.derive(s)
    assert (d.object("bgiant").controller, d.object("bbears").controller) == ("alice", "bob")


# --- Niko, Light of Hope: "When Niko enters, create two Shard tokens." / "{2}, {T}: Exile target nonlegendary creature
# you control. Shards you control become copies of it until the next end step. Return it to the battlefield under its
# owner's control at the beginning of the next end step." ({2}{W}{U}, 3/4)

NIKO = "Niko, Light of Hope"
SHARD_CHARS = {"name": "Shard Token", "types": ["enchantment"], "subtypes": ["Shard"],
               "abilities": [{"activated": {"cost": "{2}", "tap": False, "effect": [{"scry": 1}, {"draw": 1}]},
                              "also": "sacrifice_self"}]}


def test_111_10e_niko_enters_and_creates_two_shards(engine):
    """CR 603.2, 111.10e: Niko enters; its trigger creates two Shard tokens (two objects, 111.1): each a colorless Shard
    enchantment named Shard Token (111.4: the effect names no name) with "{2}, Sacrifice this token: Scry 1, then draw
    a card."."""
    s = make_state([hand("niko", NIKO)], players=[{"name": "alice", "life": 20, "mana_pool": "{W}{U}{U}{U}"},
                                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "niko"}))
    s = only(pass_twice(engine, only(pass_twice(engine, s))))
    d = engine.derive(s)
    shards = [o for o in d.objects if o.token]
    assert len(shards) == 2 and all(o.controller == "alice" for o in shards)
    for o in shards:
        c = o.characteristics
        assert (c["name"], c["types"], c["subtypes"], c.get("colors", [])) == ("Shard Token", ["enchantment"], ["Shard"], [])
        assert c["abilities"] == SHARD_CHARS["abilities"]


def test_707_4_603_7_niko_shards_copy_the_exiled_creature_until_the_next_end_step(engine):
    """CR 602.2: in her second main phase alice activates Niko targeting her Grizzly Bears. It resolves: the Bears is
    exiled (701.13a) and each of her two Shards becomes a copy of it (707.4, 608.2h): a 2/2 green Grizzly Bears
    creature. As the end step begins the copy effects end (the Shards are Shards again) and the delayed trigger (603.7b)
    that returns the Bears card to the battlefield under its owner's control goes on the stack."""
    shard = {"zone": "battlefield", "owner": "alice", "token": True, "characteristics": SHARD_CHARS}
    s = make_state([bf("niko", NIKO), bf("bears", "Grizzly Bears"), {"id": "s1", **shard}, {"id": "s2", **shard}],
                   phase="postcombat_main",
                   players=[{"name": "alice", "life": 20, "mana_pool": "{W}{W}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    (ab,) = [a for a in abilities_of(NIKO) if "activated" in a]
    s = only(engine.apply(s, {"action": "activate", "object": "niko", "ability": ab, "targets": ["bears"]}))
    s = only(pass_twice(engine, s))
    assert obj(s, "bears")["zone"] == "exile"
    for oid in ("s1", "s2"):
        c = chars(engine, s, oid)
        assert (c["name"], c["power"], c["toughness"], c["types"]) == ("Grizzly Bears", 2, 2, ["creature"])
    s = only(pass_twice(engine, s))
    assert s.doc["step"] == "end" and len(s.doc["stack"]) == 1
    assert [chars(engine, s, oid)["name"] for oid in ("s1", "s2")] == ["Shard Token", "Shard Token"]
    trig = obj(s, s.doc["stack"][0])["ability"]
    assert trig["text"]["effect"] == {"return_exiled_to_battlefield": "bears"}   # (its resolving: becomes3's tests)


# --- Aurora Shifter: "Whenever this creature deals combat damage to a player, you get that many {E}." / "At the
# beginning of combat on your turn, you may pay {E}{E}. When you do, this creature becomes a copy of another target
# creature you control, except it has this ability and "Whenever this creature deals combat damage to a player, you get
# that many {E}."" ({1}{U}, 1/3 Shapeshifter)

AURORA = "Aurora Shifter"


def test_107_14_aurora_shifter_reads_its_energy_abilities():
    assert abilities_of(AURORA) == [
        "combat_damage_energy",
        {"trigger": {"beginning_of": "beginning_of_combat", "whose": "your"},
         "effect": {"may_pay_energy_copy": "another_creature_you_control", "energy": 2,
                    "except": {"add_abilities": ["combat_damage_energy"], "this_ability": True}}}]


def _energy(s, player="alice"):
    return next(p for p in s.to_document()["players"] if p["name"] == player).get("energy_counters", 0)


def test_510_2_107_14_aurora_shifter_gets_energy_for_its_combat_damage(engine):
    """CR 510.2, 603.2: alice's unblocked Aurora Shifter (1/3) deals 1 combat damage to Bob; its trigger resolves and
    alice, who had 1 energy counter, gets that many {E}: 2 (107.14, 122.1)."""
    s = make_state([bf("aur", AURORA, attacking="bob")], phase="combat", step="declare_blockers", priority="alice",
                   attackers_declared=True,
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "energy_counters": 1},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    for _ in range(4):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    s = only(pass_twice(engine, s))
    assert _energy(s) == 2 and [p["life"] for p in s.doc["players"]] == [20, 19]


def test_603_12_707_9a_aurora_shifter_pays_energy_and_copies_another_creature_keeping_its_abilities(engine):
    """CR 603.3: its combat trigger goes on the stack; as it resolves alice, with 3 energy counters, may pay {E}{E}
    (608.2d: two resulting states). Paying leaves her 1; the reflexive trigger (603.12) targets her Serra Angel (the
    only other creature she controls) and resolves: Aurora Shifter becomes a 4/4 flying Serra Angel (707.4) that has
    the combat trigger and the energy ability too (707.9a, 707.9b). Declining: it stays a 1/3 Aurora Shifter with 3."""
    from .test_becomes2_cards import to_combat_trigger
    s = make_state([bf("aur", AURORA), bf("angel", "Serra Angel")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "energy_counters": 3},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = pass_twice(engine, to_combat_trigger(engine, s))
    assert len(outs) == 2
    (s,) = [o.state for o in outs if _energy(o.state) == 1]
    (trig,) = s.doc["stack"]
    assert obj(s, trig).get("targets") == ["angel"]
    (declined,) = [o.state for o in outs if _energy(o.state) == 3]
    assert chars(engine, declined, "aur")["name"] == AURORA and not declined.doc["stack"]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "aur")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert "combat_damage_energy" in c["abilities"] and abilities_of(AURORA)[1] in c["abilities"]
    s = only(engine.apply(s, {"event": "end_turn"}))       # 611.2a: no duration stated: it stays a copy
    assert chars(engine, s, "aur")["name"] == "Serra Angel"


def test_107_14_118_3_aurora_shifter_with_one_energy_cant_pay_and_stays_itself(engine):
    """CR 107.14, 118.3: paying {E}{E} removes two energy counters; with one alice can't pay, so "you may pay" offers
    only declining (608.2d): one resulting state, no reflexive trigger (603.12), Aurora Shifter stays a 1/3 with 1."""
    from .test_becomes2_cards import to_combat_trigger
    s = make_state([bf("aur", AURORA), bf("angel", "Serra Angel")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "energy_counters": 1},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(pass_twice(engine, to_combat_trigger(engine, s)))
    assert not s.doc["stack"] and _energy(s) == 1 and chars(engine, s, "aur")["name"] == AURORA


# --- The Fourteenth Doctor: "When you cast this spell, reveal the top fourteen cards of your library. Put all Doctor
# cards revealed this way into your graveyard and the rest on the bottom of your library in a random order." / "You may
# have The Fourteenth Doctor enter as a copy of a Doctor card in your graveyard that was put there from your library this
# turn. If you do, it gains haste until end of turn." ({R/G}{W}{U}, 3/4 Time Lord Doctor)

FOURTEENTH = "The Fourteenth Doctor"


def test_701_20a_707_5_the_fourteenth_doctor_mills_doctors_and_enters_as_one_with_haste(engine):
    """CR 601.2i, 603.2: casting it triggers; the trigger resolves first (405.5): alice reveals her top cards (fewer
    than fourteen: all three, 701.20a); The Sixth Doctor goes to her graveyard, the Island and the Grizzly Bears to the
    bottom in a random order (401.4: put there together; every order may be the random one: two resulting states).
    The spell resolves: she may have it enter as a copy of The Sixth Doctor, put into her graveyard from her library
    this turn (707.5, 614.1c): two resulting states. As a copy it is a 3/3 The Sixth Doctor and has haste until end of
    turn (611.2a); declined, a 3/4 The Fourteenth Doctor without haste.
    The Twelfth Doctor already in her graveyard (not put there this turn) is no option."""
    lib = [{"id": f"l{i}", "card": c, "zone": "library", "owner": "alice", "library_position": i}
           for i, c in enumerate(["The Sixth Doctor", "Island", "Grizzly Bears"], start=1)]
    s = make_state([hand("doc", FOURTEENTH), {"id": "g12", "card": "The Twelfth Doctor", "zone": "graveyard",
                                               "owner": "alice"}] + lib,
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{W}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "doc"}))
    assert len(s.doc["stack"]) == 2
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    orders = {tuple(obj(o.state, x).get("library_position") for x in ("l2", "l3")) for o in outs}
    assert len(orders) == 2 and all(len(set(p)) == 2 for p in orders)
    s = outs[0].state
    assert obj(s, "l1")["zone"] == "graveyard" and {obj(s, x)["zone"] for x in ("l2", "l3")} == {"library"}
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    (copy,) = [o.state for o in outs if ("entered_as_copy(doc, l1)", "707.5") in o.events]
    c = chars(engine, copy, "doc")
    assert (c["name"], c["power"], c["toughness"]) == ("The Sixth Doctor", 3, 3) and "haste" in c["abilities"]
    c = chars(engine, only(engine.apply(copy, {"event": "end_turn"})), "doc")   # 514.2: haste ends, the copy stays
    assert c["name"] == "The Sixth Doctor" and "haste" not in c["abilities"]
    (plain,) = [o.state for o in outs if o.state is not copy]
    c = chars(engine, plain, "doc")
    assert (c["name"], c["power"], c["toughness"]) == (FOURTEENTH, 3, 4) and "haste" not in c["abilities"]


# --- Vizier of Many Faces: "You may have this creature enter as a copy of any creature on the battlefield, except if
# this creature was embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its other types."
# / "Embalm {3}{U}{U}" ({2}{U}{U}, 0/0 Shapeshifter Cleric)

VIZIER = "Vizier of Many Faces"


def test_702_128a_vizier_of_many_faces_reads_embalm_as_its_activated_ability():
    assert abilities_of(VIZIER) == [
        {"enters_as_copy_if_embalmed": "creature"},
        {"activated": {"cost": "{3}{U}{U}", "tap": False, "effect": "create_embalmed_token"},
         "also": "exile_this_card_from_graveyard", "only": "sorcery"}]


def test_702_128b_707_9b_an_embalmed_vizier_enters_as_a_white_zombie_copy(engine):
    """CR 702.128a: alice embalms Vizier of Many Faces from her graveyard (paying {3}{U}{U} and exiling it, 118.3). As
    the ability resolves it creates a token copy of the card (707.2), embalmed (702.128b); the token has the card's
    "enter as a copy" replacement (707.5, 707.8a): copying Bob's Hill Giant ({3}{R}, red), the exceptions apply, it
    was embalmed (707.9b): a 3/3 Hill Giant that is white (not red), has no mana cost and is a Giant Zombie."""
    (emb,) = [a for a in abilities_of(VIZIER) if "activated" in a]
    s = make_state([{"id": "viz", "card": VIZIER, "zone": "graveyard", "owner": "alice"},
                    bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "viz", "ability": emb}))
    assert obj(s, "viz")["zone"] == "exile"
    outs = pass_twice(engine, s)
    (s,) = [o.state for o in outs if any(e[0].startswith("entered_as_copy(") for e in o.events)]
    (tok,) = [o for o in engine.derive(s).objects if o.token]
    c = tok.characteristics
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Hill Giant", 3, 3, ["white"])
    assert set(c["subtypes"]) == {"Giant", "Zombie"} and not c.get("mana_cost")


def test_700_2_608_2c_sakashimas_will_both_modes_copy_the_creature_just_gained(engine):
    """CR 903.3, 601.2b: alice controls a commander (her Grizzly Bears) as she casts Sakashima's Will, so she chooses
    both modes, targeting Bob. CR 608.2c, 700.2: the modes are followed in printed order: Bob chooses his only creature,
    the Hill Giant, and alice gains control of it (613.1b); then she chooses a creature she controls, the Giant among
    them (three resulting states). Choosing her Serra Angel, the Bears and the Giant become Serra Angels (707.4)."""
    s = make_state([hand("will", "Sakashima's Will"), bf("cmd", "Grizzly Bears", commander=True),
                    bf("angel", "Serra Angel"), bf("bgiant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "will", "modes": [1, 2], "targets": ["bob"]}))
    outs = pass_twice(engine, s)
    assert len(outs) == 3
    (s,) = [o.state for o in outs if ("chose(will, copy_source, angel)", "608.2d") in o.events]
    d = engine.derive(s)
    assert {(d.object(x).controller, d.object(x).characteristics["name"]) for x in ("cmd", "angel", "bgiant")} == \
        {("alice", "Serra Angel")}


def test_707_5_707_9b_a_cast_vizier_of_many_faces_wasnt_embalmed_and_copies_plainly(engine):
    """CR 702.128b: only a token its embalm ability made is embalmed, so the exceptions of Vizier's replacement (707.5)
    don't apply to the card cast from alice's hand: copying Bob's Hill Giant it is a 3/3 red Hill Giant with mana cost
    {3}{R} and subtype Giant only (707.2), no Zombie, not white."""
    s = make_state([hand("viz", VIZIER), bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "viz"}))
    (s,) = [o.state for o in pass_twice(engine, s) if ("entered_as_copy(viz, giant)", "707.5") in o.events]
    c = chars(engine, s, "viz")
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Hill Giant", 3, 3, ["red"])
    assert (c["subtypes"], c.get("mana_cost")) == (["Giant"], "{3}{R}")
