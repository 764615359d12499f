"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes4): rules_asp/kernel/becomes4_*.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only
from .test_becomes2_cards import bf, counters, hand, pass_twice, with_event


def chars(engine, s, oid: str) -> dict[str, Any]:
    return engine.derive(s).object(oid).characteristics


def abilities_of(card: str) -> list:
    from pyglue.cards import library
    return library()[card]["abilities"]


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.to_document()["objects"] if o["id"] == oid)


def events_of(outcomes) -> set:
    return {e[0] for o in outcomes for e in o.events}


# --- Undercover Operative: "You may have this creature enter as a copy of any creature on the battlefield, except it
# enters with a shield counter on it if you control that creature." ({2}{U}{U}, 0/0)

UO = "Undercover Operative"


def test_707_9e_undercover_operative_reads_a_conditional_counter_exception():
    assert {"enters_as_copy": "creature", "if_copied": "you_control",
            "then_except": {"enters_with_counters": {"shield": 1}}} in abilities_of(UO)


def _operative(engine, copied_id: str):
    s = make_state([hand("uo", UO), bf("angel", "Serra Angel"), bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "uo"}))
    return with_event(pass_twice(engine, s), (f"entered_as_copy(uo, {copied_id})", "707.5"))


def test_707_9e_110_2_undercover_operative_copying_your_creature_enters_with_a_shield_counter(engine):
    """CR 707.5, 614.1c: Undercover Operative enters as a copy of alice's own Serra Angel; alice (the player it enters
    under, 110.2) controls the Angel, so it enters with a shield counter (707.9e: an additional effect of the copy,
    not a copiable value): a 4/4 flying Serra Angel with one shield counter."""
    s = _operative(engine, "angel")
    c = chars(engine, s, "uo")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert counters(s, "uo") == {"shield": 1}


def test_707_9e_110_2_undercover_operative_copying_an_opponents_creature_gets_no_counter(engine):
    """CR 707.5: it may copy any creature on the battlefield, Bob's Hill Giant too; alice doesn't control the Giant,
    so the exception doesn't apply (707.9e): a plain 3/3 Hill Giant without counters."""
    s = _operative(engine, "giant")
    c = chars(engine, s, "uo")
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 3, 3)
    assert counters(s, "uo") == {}


def test_122_1c_a_shield_counter_prevents_damage_and_is_removed(engine):
    """CR 122.1c, 615.1a: alice's Grizzly Bears (2/2) has a shield counter; her Lightning Bolt would deal it 3 damage:
    the damage is prevented and the shield counter removed instead, so the Bears survives with no damage marked and
    no counter. A second Bolt then deals its 3 damage (no shield left) and the Bears dies (704.5g)."""
    s = make_state([bf("bears", "Grizzly Bears", counters={"shield": 1}), hand("bolt", "Lightning Bolt"),
                    hand("bolt2", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bears"]}))
    outs = pass_twice(engine, s)
    assert "prevented(bolt, bears, 3)" in events_of(outs)
    s = only(outs)
    bears = obj(s, "bears")
    assert bears["zone"] == "battlefield" and not bears.get("damage") and bears.get("counters", {}) == {}
    s = only(engine.apply(s, {"action": "cast", "object": "bolt2", "targets": ["bears"]}))
    s = only(pass_twice(engine, s))
    assert obj(s, "bears")["zone"] == "graveyard"


def test_122_1c_614_1a_a_shield_counter_replaces_destruction(engine):
    """CR 122.1c, 614.1a, 701.8a: Bob's Poison the Cup would destroy alice's Serra Angel, which has two shield counters:
    instead one shield counter is removed and the Angel stays on the battlefield with one."""
    s = make_state([bf("angel", "Serra Angel", counters={"shield": 2}), hand("cup", "Poison the Cup", "bob")],
                   priority="bob",
                   players=[{"name": "alice", "life": 20, "mana_pool": ""},
                            {"name": "bob", "life": 20, "mana_pool": "{B}{B}{B}"}])
    s = only(engine.apply(s, {"action": "cast", "object": "cup", "targets": ["angel"]}))
    s = only(pass_twice(engine, s))
    angel = obj(s, "angel")
    assert angel["zone"] == "battlefield" and angel["counters"] == {"shield": 1}


# --- Hulking Metamorph: "Prototype {2}{U}{U} — 3/3" and "You may have this creature enter as a copy of an artifact or
# creature you control, except it's an artifact creature in addition to its other types, and its power and toughness
# are equal to this creature's power and toughness." ({9}, 7/7 artifact creature)

HM = "Hulking Metamorph"


def test_707_9b_hulking_metamorph_reads_its_exceptions_and_own_pt():
    assert {"enters_as_copy": "artifact_or_creature_you_control", "except": {"add_types": ["artifact", "creature"]},
            "pt": "self"} in abilities_of(HM)


def _metamorph(engine, pool: str, **cast):
    s = make_state([hand("hm", HM), bf("angel", "Serra Angel"), bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "hm", **cast}))
    outs = pass_twice(engine, s)
    assert "entered_as_copy(hm, giant)" not in events_of(outs)      # not alice's (110.2)
    return with_event(outs, ("entered_as_copy(hm, angel)", "707.5"))


def test_707_9b_hulking_metamorph_cast_normally_is_a_7_7_artifact_copy(engine):
    """CR 707.5, 110.2: cast normally for {9}, Hulking Metamorph may copy alice's Serra Angel (not Bob's Hill Giant).
    707.9b: the copy is an artifact creature named Serra Angel with the Angel's abilities, mana cost and color (707.2),
    and the power and toughness Hulking Metamorph has itself, its card's 7/7 (718.4: not cast prototyped)."""
    s = _metamorph(engine, "{U}" * 9)
    c = chars(engine, s, "hm")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 7, 7)
    assert set(c["types"]) == {"artifact", "creature"} and "flying" in c["abilities"]
    assert (c["mana_cost"], c["colors"]) == ("{3}{W}{W}", ["white"])


def test_718_3b_707_9b_hulking_metamorph_cast_prototyped_is_a_3_3_copy(engine):
    """CR 718.3, 718.3b: cast as a prototyped spell for {2}{U}{U}, Hulking Metamorph is 3/3 (its prototype's power and
    toughness); entering as a copy of the Serra Angel it is a 3/3 artifact creature Serra Angel (707.9b), with the
    Angel's mana cost and color (707.2: the copy effect sets them; only power and toughness are excepted)."""
    s = _metamorph(engine, "{U}{U}{U}{U}", **{"as": "prototype"})
    c = chars(engine, s, "hm")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 3, 3)
    assert set(c["types"]) == {"artifact", "creature"} and "flying" in c["abilities"]
    assert (c["mana_cost"], c["colors"]) == ("{3}{W}{W}", ["white"])


# --- Shapeshifter's Marrow: "At the beginning of each opponent's upkeep, that player reveals the top card of their
# library. If it's a creature card, the player puts the card into their graveyard and this enchantment becomes a copy of
# that card." ({2}{U}{U} enchantment)

MARROW = "Shapeshifter's Marrow"


def _marrow_state(active: str, top: str):
    """Alice's Shapeshifter's Marrow; ``active``'s end step with an empty stack, so that passing begins the other
    player's turn; each library holds ``top`` above an Island."""
    objs = [bf("marrow", MARROW)]
    for p in ("alice", "bob"):
        objs += [{"id": f"{p[0]}top", "card": top, "zone": "library", "owner": p, "library_position": 1},
                 {"id": f"{p[0]}isl", "card": "Island", "zone": "library", "owner": p, "library_position": 2}]
    return make_state(objs, active_player=active, priority=active, phase="ending", step="end")


def _to_stack(engine, s, passes=4):
    for _ in range(passes):
        if [o for o in s.to_document()["objects"] if o["zone"] == "stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_603_2b_707_4_shapeshifters_marrow_becomes_a_copy_of_the_opponents_creature_card(engine):
    """CR 603.2b, 503.1a, 102.2: Bob's upkeep begins (an opponent of alice's): the Marrow triggers. As it resolves Bob
    reveals his top card (701.20a), Serra Angel, a creature card: he puts it into his graveyard (his, not alice's card)
    and the Marrow becomes a copy of it (707.4, 707.2): a 4/4 flying Serra Angel creature without the Marrow's
    ability."""
    s = _to_stack(engine, _marrow_state("alice", "Serra Angel"))
    assert s.doc["active_player"] == "bob" and s.doc["step"] == "upkeep"
    outs = pass_twice(engine, s)
    assert "revealed(btop)" in events_of(outs)
    s = only(outs)
    assert obj(s, "btop")["zone"] == "graveyard" and obj(s, "atop")["zone"] == "library"
    c = chars(engine, s, "marrow")
    assert (c["name"], c["types"], c["power"], c["toughness"]) == ("Serra Angel", ["creature"], 4, 4)
    assert "flying" in c["abilities"] and not any(isinstance(a, dict) and "trigger" in a for a in c["abilities"])


def test_608_2c_shapeshifters_marrow_a_noncreature_card_stays_on_top(engine):
    """CR 701.20a, 608.2c: Bob reveals an Island (not a creature card): nothing else happens, the Island stays on top of
    his library and the Marrow stays itself."""
    s = _to_stack(engine, _marrow_state("alice", "Island"))
    s = only(pass_twice(engine, s))
    assert obj(s, "btop")["zone"] == "library"
    assert chars(engine, s, "marrow")["name"] == MARROW


def test_102_2_shapeshifters_marrow_doesnt_trigger_in_its_controllers_upkeep(engine):
    """CR 603.2b, 102.2: alice's own upkeep isn't an opponent's: from Bob's end step the game passes into alice's upkeep
    with nothing on the stack, and her top card stays in her library."""
    s = _marrow_state("bob", "Serra Angel")
    for _ in range(2):
        s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["active_player"] == "alice" and s.doc["step"] == "upkeep"
    assert not [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert obj(s, "atop")["zone"] == "library"


# --- March from Velis Vel: "Choose a nonbasic land type. Each land you control of that type becomes a copy of target
# creature you control until end of turn and gains haste until end of turn." ({2}{U} sorcery; Flashback {4}{U})

def _march(engine):
    s = make_state([hand("march", "March from Velis Vel"), bf("angel", "Serra Angel"), bf("quarry", "Lazotep Quarry", tapped=True),
                    bf("deeps", "Echoing Deeps", tapped=True), bf("palace", "Sunken Palace", tapped=True),
                    bf("forest", "Forest", tapped=True), bf("bpalace", "Sunken Palace", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "march", "targets": ["angel"]}))
    return pass_twice(engine, s)


def test_205_3i_608_2d_march_from_velis_vel_offers_each_nonbasic_land_type(engine):
    """CR 205.3i, 608.2d: as it resolves alice chooses one of the twelve nonbasic land types (Cave, Desert, Gate, Lair,
    Locus, Mine, Planet, Power-Plant, Sphere, Tower, Town, Urza's), never a basic land type (her Forest's). The choices
    give three different resulting states: Cave (her two Caves become copies), Desert (her Lazotep Quarry does), and
    any other type (none of her lands has it: nothing changes)."""
    outs = _march(engine)
    chosen = {e[0] for o in outs for e in o.events if e[0].startswith("chose(march, land_type")}
    assert 'chose(march, land_type, Forest)' not in chosen
    copies = sorted(tuple(sorted(oid for oid in ("quarry", "deeps", "palace", "forest")
                                 if chars(engine, o.state, oid)["name"] == "Serra Angel")) for o in outs)
    assert copies == [(), ("deeps", "palace"), ("quarry",)]


def test_707_4_611_2c_march_from_velis_vel_makes_your_caves_hasty_copies_until_end_of_turn(engine):
    """CR 611.2c, 707.4: alice chooses Cave: her two Caves (Echoing Deeps, Sunken Palace) become copies of her Serra
    Angel (4/4 flying creatures named Serra Angel) and gain haste (613.1f); her Desert (Lazotep Quarry) and Forest, and
    Bob's Cave (not hers), are unchanged. At cleanup both effects end (514.2): the Caves are lands again."""
    s = with_event(_march(engine), ('chose(march, land_type, Cave)', "608.2d"))
    for oid in ("deeps", "palace"):
        c = chars(engine, s, oid)
        assert (c["name"], c["types"], c["power"], c["toughness"]) == ("Serra Angel", ["creature"], 4, 4)
        assert {"flying", "haste"} <= set(a for a in c["abilities"] if isinstance(a, str))
    assert chars(engine, s, "quarry")["name"] == "Lazotep Quarry"
    assert chars(engine, s, "bpalace")["name"] == "Sunken Palace"
    assert "haste" not in chars(engine, s, "angel")["abilities"]
    s = only(engine.apply(s, {"event": "end_turn"}))
    c = chars(engine, s, "deeps")
    assert (c["name"], c["types"]) == ("Echoing Deeps", ["land"]) and "haste" not in c["abilities"]


# --- Fleeting Reflection: "Target creature you control gains hexproof until end of turn. Untap that creature. Until
# end of turn, it becomes a copy of up to one other target creature." ({1}{U} instant)

def _reflection_state():
    return make_state([hand("fr", "Fleeting Reflection"), bf("bears", "Grizzly Bears", tapped=True),
                       bf("angel", "Serra Angel", "bob")],
                      players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                               {"name": "bob", "life": 20, "mana_pool": ""}])


def test_707_4_608_2c_fleeting_reflection_untaps_and_copies_until_end_of_turn(engine):
    """CR 601.2c: alice targets her tapped Grizzly Bears and Bob's Serra Angel. As it resolves (608.2b: both legal) the
    Bears gains hexproof, untaps (701.26b) and becomes a copy of the Angel until end of turn (707.4): a 4/4 flying,
    vigilance Serra Angel with hexproof (613.1f, layer 6 after the copy's layer 1). At cleanup both effects end
    (514.2): a 2/2 Grizzly Bears without hexproof."""
    s = only(engine.apply(_reflection_state(), {"action": "cast", "object": "fr", "targets": ["bears", "angel"]}))
    s = only(pass_twice(engine, s))
    assert not obj(s, "bears").get("tapped")
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert {"flying", "hexproof"} <= set(a for a in c["abilities"] if isinstance(a, str))
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2) and "hexproof" not in c["abilities"]


def test_601_2c_fleeting_reflection_with_no_second_target_copies_nothing(engine):
    """CR 601.2c: "up to one": alice may cast it with only her Bears targeted; it gains hexproof and untaps, and stays
    a Grizzly Bears (nothing to copy). (Naming one target leaves the engine free to fill the optional slot too: the
    resulting state with the slot empty is the one looked at.)"""
    outs = engine.apply(_reflection_state(), {"action": "cast", "object": "fr", "targets": ["bears"]})
    (s,) = [o.state for o in outs if obj(o.state, "fr")["targets"] == ["bears"]]
    s = only(pass_twice(engine, s))
    assert not obj(s, "bears").get("tapped")
    c = chars(engine, s, "bears")
    assert c["name"] == "Grizzly Bears" and "hexproof" in c["abilities"]


def test_115_3_fleeting_reflection_cant_copy_its_first_target(engine):
    """CR 115.3, 601.2c: "other": the second target can't be the first target's creature."""
    assert not engine.why_not(_reflection_state(), {"action": "cast", "object": "fr",
                                                    "targets": ["bears", "bears"]}).legal


# --- Kallist Rhoka: "Prowess, deathtouch / When you cast Kallist Rhoka, you may choose a creature or planeswalker on the
# battlefield. Kallist Rhoka becomes a copy of that creature or planeswalker, and that creature or planeswalker becomes a
# copy of Kallist Rhoka." ({3}{U}{B}, 2/2 legendary)

KR = "Kallist Rhoka"


def _kallist_trigger_resolved(engine):
    s = make_state([hand("kr", KR), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{B}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "kr"}))
    assert len(s.doc["stack"]) == 2          # the spell and its cast trigger above it (CR 601.2i, 603.3)
    return pass_twice(engine, s)


def test_400_7a_707_4_kallist_rhoka_spell_becomes_a_copy_and_stays_one_on_the_battlefield(engine):
    """CR 601.2i, 603.2: casting Kallist Rhoka triggers; as the trigger resolves alice chooses Bob's Serra Angel
    (608.2d). The spell, still on the stack, becomes a copy of the Angel (707.4): a spell named Serra Angel, a 4/4
    creature spell with flying. Then the Angel becomes a copy of the spell (608.2c), whose copiable values are now the
    Angel's (707.2): it stays a 4/4 flying Serra Angel, Bob's. CR 400.7a: the copy effect on the permanent spell
    continues to apply to the permanent it becomes: alice's Serra Angel, 4/4 with flying, without prowess or
    deathtouch."""
    outs = _kallist_trigger_resolved(engine)
    (s,) = [o.state for o in outs if any(e[0].startswith("chose(") and e[0].endswith("copy_source, angel)")
                                         for e in o.events)]
    c = chars(engine, s, "kr")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    c = chars(engine, s, "angel")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    s = only(pass_twice(engine, s))
    assert obj(s, "kr")["zone"] == "battlefield"
    d = engine.derive(s)
    c = d.object("kr").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert not {"prowess", "deathtouch"} & set(a for a in c["abilities"] if isinstance(a, str))
    assert d.object("kr").controller == "alice" and d.object("angel").controller == "bob"


def test_608_2d_kallist_rhoka_declined_enters_as_itself(engine):
    """CR 608.2d: alice may choose nothing: the trigger does nothing and Kallist Rhoka resolves as itself, a 2/2 with
    prowess and deathtouch."""
    outs = _kallist_trigger_resolved(engine)
    (s,) = [o.state for o in outs if not any(e[0].startswith("chose(") for e in o.events)]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "kr")
    assert (c["name"], c["power"], c["toughness"]) == (KR, 2, 2)
    assert {"prowess", "deathtouch"} <= set(a for a in c["abilities"] if isinstance(a, str))


# --- Curie, Emergent Intelligence: "Whenever Curie deals combat damage to a player, draw cards equal to its base power."
# and "{1}{U}, Exile another nontoken artifact creature you control: Curie becomes a copy of the exiled creature, except
# it has "Whenever this creature deals combat damage to a player, draw cards equal to its base power."" ({1}{U}, 1/3)

CURIE = "Curie, Emergent Intelligence"
CURIE_TRIGGER = {"trigger": {"combat_damage_to_player": "self"}, "effect": "draw_equal_base_power"}


def _curie_act():
    (ab,) = [a for a in abilities_of(CURIE) if isinstance(a, dict) and "activated" in a]
    return ab, {"action": "activate", "object": "curie", "ability": {"activated": ab["activated"]}}


def test_118_3_curie_reads_its_exile_cost():
    ab, _ = _curie_act()
    assert ab == {"activated": {"cost": "{1}{U}", "tap": False,
                                "effect": {"self_becomes_copy_of": "exiled_by_cost",
                                           "except": {"add_abilities": [CURIE_TRIGGER]}}},
                  "also": "exile_another_nontoken_artifact_creature"}


def test_400_7j_707_9a_curie_becomes_a_copy_of_the_creature_exiled_to_pay_its_cost(engine):
    """CR 118.3, 602.2b: alice pays {1}{U} and exiles another nontoken artifact creature she controls: her Juggernaut or
    her Rusted Sentinel (two resulting states). Not her Grizzly Bears (not an artifact), not her Myr token (a token),
    not Bob's Juggernaut (not hers), not Curie itself. Exiling Juggernaut: as the ability resolves Curie becomes a copy
    of it (400.7j, 608.2h, 707.4): a 5/3 artifact creature named Juggernaut with its two abilities and the quoted
    trigger (707.9a). With no such creature the cost can't be paid."""
    _, act = _curie_act()
    myr = {"id": "myr", "token": True, "zone": "battlefield", "owner": "alice",
           "characteristics": {"name": "Myr", "types": ["artifact", "creature"], "subtypes": ["Phyrexian", "Myr"],
                               "power": 2, "toughness": 1}}
    s = make_state([bf("curie", CURIE), bf("jug", "Juggernaut"), bf("sent", "Rusted Sentinel"),
                    bf("bears", "Grizzly Bears"), myr, bf("bjug", "Juggernaut", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, act)
    assert sorted(o for out in outs for o in ("jug", "sent", "bears", "myr", "bjug", "curie")
                  if obj(out.state, o)["zone"] == "exile") == ["jug", "sent"] and len(outs) == 2
    (s,) = [out.state for out in outs if obj(out.state, "jug")["zone"] == "exile"]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "curie")
    assert (c["name"], c["power"], c["toughness"]) == ("Juggernaut", 5, 3)
    assert set(c["types"]) == {"artifact", "creature"} and CURIE_TRIGGER in c["abilities"]
    assert len(c["abilities"]) == 3
    s2 = make_state([bf("curie", CURIE), bf("bears", "Grizzly Bears"), bf("bjug", "Juggernaut", "bob")],
                    players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                             {"name": "bob", "life": 20, "mana_pool": ""}])
    assert not engine.why_not(s2, act).legal


# --- Zygon Infiltrator: "Body-print — {2}{U}: Tap another target creature and put a stun counter on it. This creature
# becomes a copy of that creature for as long as that creature remains tapped. Activate only as a sorcery." ({2}{U}, 3/2)

ZYGON = "Zygon Infiltrator"


def test_207_2c_zygon_infiltrator_reads_its_body_print_ability():
    """CR 207.2c: "Body-print" is an ability word; the activated ability has another creature as its target and may be
    activated only as a sorcery (602.5d)."""
    assert abilities_of(ZYGON) == [{"activated": {"cost": "{2}{U}", "tap": False, "target": "another_creature",
                                                  "effect": {"tap_stun_copy_while_tapped": "target"}},
                                    "only": "sorcery"}]


def _zygon(engine):
    (ab,) = [a for a in abilities_of(ZYGON) if isinstance(a, dict) and "activated" in a]
    s = make_state([bf("zy", ZYGON), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "zy", "ability": {"activated": ab["activated"]},
                              "targets": ["angel"]}))
    return only(pass_twice(engine, s))


def test_122_1d_611_2b_zygon_infiltrator_copies_while_the_stunned_creature_stays_tapped(engine):
    """CR 602.2b, 115.1: alice activates it targeting Bob's Serra Angel. As it resolves the Angel becomes tapped
    (701.26a) with a stun counter (122.1), and Zygon Infiltrator becomes a copy of it (707.4): a 4/4 flying Serra Angel.
    Bob's untap step (502.3): the Angel would untap; instead its stun counter is removed (122.1d): it stays tapped, and
    Zygon stays a Serra Angel (611.2b). Alice's next turn: the Angel, Bob's, stays tapped. Bob's following untap step:
    the Angel untaps, so the copy effect ends: Zygon Infiltrator is a 3/2 Zygon Infiltrator again."""
    s = _zygon(engine)
    assert obj(s, "angel").get("tapped") and counters(s, "angel") == {"stun": 1}
    c = chars(engine, s, "zy")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    outs = engine.apply(s, {"event": "end_turn"})
    assert "stun_removed(angel)" in events_of(outs)
    s = only(outs)
    assert s.doc["active_player"] == "bob" and obj(s, "angel").get("tapped") and counters(s, "angel") == {}
    assert chars(engine, s, "zy")["name"] == "Serra Angel"
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "alice" and obj(s, "angel").get("tapped")
    assert chars(engine, s, "zy")["name"] == "Serra Angel"
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and not obj(s, "angel").get("tapped")
    c = chars(engine, s, "zy")
    assert (c["name"], c["power"], c["toughness"]) == (ZYGON, 3, 2)


def test_115_1_zygon_infiltrator_cant_target_itself(engine):
    """CR 115.1, 602.2b: "another target creature": Zygon Infiltrator can't target itself."""
    (ab,) = [a for a in abilities_of(ZYGON) if isinstance(a, dict) and "activated" in a]
    s = make_state([bf("zy", ZYGON), bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    assert not engine.why_not(s, {"action": "activate", "object": "zy", "ability": {"activated": ab["activated"]},
                                  "targets": ["zy"]}).legal


# --- Lazav, Familiar Stranger: "Whenever you commit a crime, put a +1/+1 counter on Lazav. Then you may exile a card
# from a graveyard. If a creature card was exiled this way, you may have Lazav become a copy of that card until end of
# turn. This ability triggers only once each turn." The event "you commit a crime" is effects3's (CR 700.13); the copy
# sentences are tested on a test card that has them after an upkeep trigger.

def _test_stranger() -> dict[str, Any]:
    """A test card (not a real card): Lazav, Familiar Stranger's effects under "At the beginning of your upkeep"."""
    from pyglue.oracle import parse_text
    text = ("At the beginning of your upkeep, put a +1/+1 counter on ~. Then you may exile a card from a graveyard. If "
            "a creature card was exiled this way, you may have ~ become a copy of that card until end of turn.")
    return {"name": "Test Stranger", "mana_cost": "{1}{U}{B}", "types": ["creature"], "subtypes": ["Shapeshifter"],
            "power": 1, "toughness": 4, "abilities": parse_text(text, "Test Stranger", ["creature"])}


def test_608_2d_lazav_familiar_strangers_copy_sentences_read_as_one_effect():
    assert _test_stranger()["abilities"] == [
        {"trigger": {"beginning_of": "upkeep", "whose": "your"},
         "effect": [{"put_counters": {"+1/+1": 1}, "to": "self"},
                    {"may_exile_gy_card_copy": "creature", "until": "end_of_turn"}]}]


def _upkeep_trigger_resolved(engine, s):
    """From Bob's end step, pass into Alice's upkeep until her upkeep ability is on the stack (CR 603.2b), alone; then
    both players pass: the resolving ability's outcomes."""
    for _ in range(4):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["active_player"] == "alice" and len(s.doc["stack"]) == 1
    return pass_twice(engine, s)


def test_707_4_lazav_familiar_stranger_may_exile_a_creature_card_and_copy_it_until_end_of_turn(engine):
    """CR 603.2b: alice's upkeep begins: the test card's ability triggers. As it resolves it gets a +1/+1 counter, then
    (608.2c) alice may exile a card from a graveyard (608.2d): Bob's Serra Angel card, her Island card, or none; having
    exiled the Angel (a creature card) she may have it become a copy of it until end of turn (707.4, 707.2): a 4/4
    flying Serra Angel, 5/5 with the counter. The Island isn't a creature card: no copy. At cleanup the copy ends
    (514.2): a 1/4 test card, 2/5 with its counter."""
    objs = [bf("ts", "Test Stranger", "alice"),
            {"id": "gangel", "card": "Serra Angel", "zone": "graveyard", "owner": "bob"},
            {"id": "gisl", "card": "Island", "zone": "graveyard", "owner": "alice"}]
    s = make_state(objs, cards=[_test_stranger()], active_player="bob", priority="bob", phase="ending", step="end")
    outs = _upkeep_trigger_resolved(engine, s)
    names = sorted((obj(o.state, "gangel")["zone"], obj(o.state, "gisl")["zone"], chars(engine, o.state, "ts")["name"])
                   for o in outs)
    assert names == [("exile", "graveyard", "Serra Angel"), ("exile", "graveyard", "Test Stranger"),
                     ("graveyard", "exile", "Test Stranger"), ("graveyard", "graveyard", "Test Stranger")]
    (s,) = [o.state for o in outs if chars(engine, o.state, "ts")["name"] == "Serra Angel"]
    c = chars(engine, s, "ts")
    assert (c["power"], c["toughness"]) == (5, 5) and "flying" in c["abilities"] and counters(s, "ts") == {"+1/+1": 1}
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "ts")
    assert (c["name"], c["power"], c["toughness"]) == ("Test Stranger", 2, 5)


# --- Deepfathom Echo: "At the beginning of combat on your turn, this creature explores. Then you may have it become a
# copy of another creature you control until end of turn." ({2}{G}{U}, 4/4)

ECHO = "Deepfathom Echo"


def _echo(engine, top: str):
    from .test_becomes2_cards import to_combat_trigger
    s = make_state([bf("echo", ECHO), bf("angel", "Serra Angel"), bf("giant", "Hill Giant", "bob"),
                    {"id": "top", "card": top, "zone": "library", "owner": "alice", "library_position": 1}])
    return pass_twice(engine, to_combat_trigger(engine, s))


def test_701_44a_707_4_deepfathom_echo_explores_a_nonland_card_then_may_copy(engine):
    """CR 507.1, 603.2b: the trigger resolves; Deepfathom Echo explores (701.44a): alice reveals Grizzly Bears, not a
    land: the Echo gets a +1/+1 counter and she may put the Bears into her graveyard or leave it on top. Then (608.2c)
    she may have the Echo become a copy of another creature she controls (608.2d): her Serra Angel (not Bob's Hill
    Giant), or not: four resulting states. As a copy of the Angel it is a 4/4 flying Serra Angel, 5/5 with the counter
    (707.2: the counter isn't copied over), until end of turn (514.2): then a 5/5 Deepfathom Echo."""
    outs = _echo(engine, "Grizzly Bears")
    assert "explored(echo)" in events_of(outs) and "revealed(top)" in events_of(outs)
    got = sorted((obj(o.state, "top")["zone"], chars(engine, o.state, "echo")["name"]) for o in outs)
    assert got == [("graveyard", ECHO), ("graveyard", "Serra Angel"), ("library", ECHO), ("library", "Serra Angel")]
    assert all(counters(o.state, "echo") == {"+1/+1": 1} for o in outs)
    (s,) = [o.state for o in outs if obj(o.state, "top")["zone"] == "library"
            and chars(engine, o.state, "echo")["name"] == "Serra Angel"]
    c = chars(engine, s, "echo")
    assert (c["power"], c["toughness"]) == (5, 5) and "flying" in c["abilities"]
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "echo")
    assert (c["name"], c["power"], c["toughness"]) == (ECHO, 5, 5)


def test_701_44a_deepfathom_echo_explores_a_land_into_the_hand(engine):
    """CR 701.44a: the revealed card is an Island, a land card: it goes to alice's hand and the Echo gets no counter;
    the copy choice follows all the same (two resulting states)."""
    outs = _echo(engine, "Island")
    assert len(outs) == 2 and all(obj(o.state, "top")["zone"] == "hand" for o in outs)
    assert all(counters(o.state, "echo") == {} for o in outs)


# --- The Mimeoplasm: "As The Mimeoplasm enters, you may exile two creature cards from graveyards. If you do, it enters as
# a copy of one of those cards with a number of additional +1/+1 counters on it equal to the power of the other card."
# ({2}{B}{G}{U}, 0/0)

def test_614_12_707_5_the_mimeoplasm_copies_one_exiled_card_with_the_others_power_in_counters(engine):
    """CR 614.12, 614.1c: as it enters alice may exile two creature cards from graveyards: her Serra Angel (4/4) and
    Bob's Hill Giant (3/3), her Island isn't one. Copying the Angel (707.5, 707.2): a flying Serra Angel with three
    +1/+1 counters, the Giant's power: 7/7. Copying the Giant: a Hill Giant with four counters: 7/7. Both cards are
    exiled either way (701.13a). Or she exiles nothing: three resulting states."""
    s = make_state([hand("mp", "The Mimeoplasm"),
                    {"id": "gangel", "card": "Serra Angel", "zone": "graveyard", "owner": "alice"},
                    {"id": "ggiant", "card": "Hill Giant", "zone": "graveyard", "owner": "bob"},
                    {"id": "gisl", "card": "Island", "zone": "graveyard", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{B}{G}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "mp"}))
    outs = pass_twice(engine, s)
    assert len(outs) == 3
    s = with_event(outs, ("entered_as_copy(mp, gangel)", "707.5"))
    c = chars(engine, s, "mp")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 7, 7) and "flying" in c["abilities"]
    assert counters(s, "mp") == {"+1/+1": 3}
    assert (obj(s, "gangel")["zone"], obj(s, "ggiant")["zone"], obj(s, "gisl")["zone"]) == ("exile", "exile", "graveyard")
    s = with_event(outs, ("entered_as_copy(mp, ggiant)", "707.5"))
    c = chars(engine, s, "mp")
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 7, 7) and counters(s, "mp") == {"+1/+1": 4}


# --- Shadow Kin: "Flash / At the beginning of your upkeep, each player mills three cards. You may exile a creature card
# from among the cards milled this way. If you do, this creature becomes a copy of that card, except it has this
# ability." ({3}{U}, 2/2)

def test_701_17a_707_9a_shadow_kin_copies_a_milled_creature_card_and_keeps_its_ability(engine):
    """CR 603.2b: alice's upkeep: Shadow Kin triggers. As it resolves each player mills three cards (701.17a; alice has
    two, both milled, 701.17b): her Serra Angel and Island, Bob's Hill Giant and two Forests. She may exile one of the
    creature cards milled (608.2d): the Angel, the Giant, or none: three resulting states. Exiling Bob's Giant: it goes
    to exile (701.13a), the other cards to their owners' graveyards, and Shadow Kin becomes a copy of it (707.4): a 3/3
    Hill Giant that has this upkeep ability (707.9a), not flash (not "this ability")."""
    lib = [("alice", "aangel", "Serra Angel"), ("alice", "aisl", "Island"), ("bob", "bgiant", "Hill Giant"),
           ("bob", "bf1", "Forest"), ("bob", "bf2", "Forest")]
    objs = [bf("kin", "Shadow Kin")]
    pos = {"alice": 0, "bob": 0}
    for owner, oid, card in lib:
        pos[owner] += 1
        objs.append({"id": oid, "card": card, "zone": "library", "owner": owner, "library_position": pos[owner]})
    s = make_state(objs, active_player="bob", priority="bob", phase="ending", step="end")
    outs = _upkeep_trigger_resolved(engine, s)
    assert sorted(chars(engine, o.state, "kin")["name"] for o in outs) == ["Hill Giant", "Serra Angel", "Shadow Kin"]
    (s,) = [o.state for o in outs if chars(engine, o.state, "kin")["name"] == "Hill Giant"]
    assert [obj(s, i)["zone"] for i in ("aangel", "aisl", "bgiant", "bf1", "bf2")] == \
        ["graveyard", "graveyard", "exile", "graveyard", "graveyard"]
    c = chars(engine, s, "kin")
    assert (c["power"], c["toughness"]) == (3, 3) and "flash" not in c["abilities"]
    assert [a for a in c["abilities"] if isinstance(a, dict) and "trigger" in a] == \
        [a for a in abilities_of("Shadow Kin") if isinstance(a, dict) and "trigger" in a]


# --- Nascent Metamorph: "Whenever this creature attacks or blocks, target opponent reveals cards from the top of their
# library until they reveal a creature card. This creature becomes a copy of that card until end of turn. Then that
# player puts all cards revealed this way on the bottom of their library in a random order." ({1}{U}, 1/1)

NM = "Nascent Metamorph"


def _lib(owner: str, cards: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [{"id": oid, "card": card, "zone": "library", "owner": owner, "library_position": i + 1}
            for i, (oid, card) in enumerate(cards)]


def _library_order(s, owner: str) -> list[str]:
    lib = [o for o in s.to_document()["objects"] if o["zone"] == "library" and o["owner"] == owner]
    return [o["id"] for o in sorted(lib, key=lambda o: o["library_position"])]


def test_701_20a_401_1_nascent_metamorph_attacks_and_copies_the_first_creature_card_revealed(engine):
    """CR 508.1m, 603.2: Nascent Metamorph attacks Bob: it triggers, targeting Bob (115.1, the only opponent). As it
    resolves Bob reveals from the top until a creature card (701.20a): Island, then Grizzly Bears. The Metamorph becomes
    a copy of the Bears until end of turn (707.4: a 2/2 Grizzly Bears). Then both revealed cards go to the bottom of his
    library in a random order (608.2c, 401.1): his Forest is now on top, the Island and the Bears under it in either
    order (two resulting states). At cleanup the copy ends (514.2)."""
    s = make_state([bf("nm", NM), *_lib("bob", [("isl", "Island"), ("bears", "Grizzly Bears"), ("for", "Forest")])],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "nm", "player": "bob"}]}))
    outs = pass_twice(engine, s)
    assert sorted(_library_order(o.state, "bob") for o in outs) == [["for", "bears", "isl"], ["for", "isl", "bears"]]
    assert {"revealed(isl)", "revealed(bears)"} <= events_of(outs) and "revealed(for)" not in events_of(outs)
    s = outs[0].state
    c = chars(engine, s, "nm")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "nm")["name"] == NM


def test_509_1g_nascent_metamorph_blocks_and_copies(engine):
    """CR 509.1g, 603.2: in Bob's turn his Hill Giant attacks alice and she blocks it with Nascent Metamorph: it
    triggers, targeting Bob. His top card is a Serra Angel, a creature card: it alone is revealed, the Metamorph becomes
    a 4/4 flying Serra Angel (707.4) before combat damage, and the Angel goes back to the bottom, the only card."""
    s = make_state([bf("nm", NM), bf("giant", "Hill Giant", "bob"), *_lib("bob", [("angel", "Serra Angel")])],
                   active_player="bob", phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "giant", "player": "alice"}]}))
    for _ in range(4):
        if s.doc.get("step") == "declare_blockers" and not s.doc.get("priority"):
            break
        s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": [{"object": "nm", "blocks": "giant"}]}))
    assert len(s.doc["stack"]) == 1
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "nm")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert _library_order(s, "bob") == ["angel"]


# --- Assimilation Aegis: "When this Equipment enters, exile up to one target creature until this Equipment leaves the
# battlefield. / Whenever this Equipment becomes attached to a creature, for as long as this Equipment remains attached
# to it, that creature becomes a copy of a creature card exiled with this Equipment. / Equip {2}" ({1}{W}{U})

def test_611_2b_assimilation_aegis_equipped_creature_copies_the_exiled_card_while_attached(engine):
    """CR 603.6a, 610.3: Aegis enters; its trigger exiles Bob's Serra Angel with it. CR 701.3a, 603.2: equipped to
    alice's Grizzly Bears it triggers, naming the Bears; as that resolves the Bears becomes a copy of the Angel card
    (707.4, 707.2): a 4/4 flying Serra Angel. CR 701.3c, 611.2b: moved to her Hill Giant, Aegis is no longer attached to
    the Bears, whose copy effect ends (a 2/2 Grizzly Bears again), and the Giant becomes a Serra Angel in its turn."""
    equip = {"action": "activate", "object": "aegis", "ability": {"equip": "{2}"}}
    s = make_state([hand("aegis", "Assimilation Aegis"), bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant"),
                    bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{W}{U}{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "aegis"}))
    outs = pass_twice(engine, s)              # Aegis enters; its trigger's target: up to one creature (115.1d)
    (s,) = [o.state for o in outs if o.state.doc["stack"] and obj(o.state, o.state.doc["stack"][0]).get("targets")
            == ["angel"]]
    s = only(pass_twice(engine, s))
    assert obj(s, "angel")["zone"] == "exile"
    s = only(engine.apply(s, {**equip, "targets": ["bears"]}))
    s = only(pass_twice(engine, s))            # the equip ability resolves: the Aegis triggers
    assert len(s.doc["stack"]) == 1
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    s = only(engine.apply(s, {**equip, "targets": ["giant"]}))
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    s = only(pass_twice(engine, s))
    assert chars(engine, s, "giant")["name"] == "Serra Angel" and chars(engine, s, "bears")["name"] == "Grizzly Bears"


# --- Higher Level Zone Monster: "You may have this creature enter as a copy of any creature on the battlefield, except it
# enters with an additional +1/+1 counter on it and it's the colors of your choice in addition to its other colors."
# ({3}{U}, 0/0)

def test_707_9b_614_12_higher_level_zone_monster_copies_with_a_counter_and_chosen_colors(engine):
    """CR 707.5: it enters as a copy of Bob's Hill Giant (red, 3/3) with an additional +1/+1 counter (707.9e): 4/4.
    CR 614.12, 105.1: as it enters alice chooses one or more colors, added to the copy's (707.9b): 31 sets of colors,
    one resulting state each with the Giant copied (plus declining, a 0/0 that dies). Choosing blue and green: a blue,
    green and red Hill Giant."""
    s = make_state([hand("hlz", "Higher Level Zone Monster"), bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "hlz"}))
    outs = pass_twice(engine, s)
    copies = [o for o in outs if "entered_as_copy(hlz, giant)" in {e[0] for e in o.events}]
    assert len(copies) == 31 and len(outs) == 32
    (s,) = [o.state for o in copies if {e[0] for e in o.events if e[0].startswith("chose(hlz, color")} ==
            {"chose(hlz, color, blue)", "chose(hlz, color, green)"}]
    c = chars(engine, s, "hlz")
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 4, 4) and counters(s, "hlz") == {"+1/+1": 1}
    assert set(c["colors"]) == {"blue", "green", "red"}
