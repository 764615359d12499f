"""Branch special8 (session 7): player actions the rules lacked. Each expected value was worked out from the CR
(September 25, 2026) and the cards' rulings before the engine was run.

Unlocking a door (CR 709.5e, 116.2m; rules_asp/kernel/special8_unlock.lp), with Mirror Room ({2}{U}, Enchantment —
Room; the library holds its left half: "When you unlock this door, create a token that's a copy of target creature you
control, except it's a Reflection in addition to its other creature types.").
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only
from .test_keywords_costs import at, fails, obj

ROOM = "Mirror Room"


def rooms(islands: int, **top: Any):
    """Alice: a locked Mirror Room, an unlocked one, Grizzly Bears, Islands; Bob: a locked Mirror Room."""
    return make_state([at("room", ROOM, "battlefield"),
                       at("room2", ROOM, "battlefield", designations=["left_half_unlocked"]),
                       at("room3", ROOM, "battlefield", "bob"), at("bears", "Grizzly Bears", "battlefield"),
                       *[at(f"i{i}", "Island", "battlefield") for i in range(islands)]], **top)


def test_unlock_is_a_special_action_paying_the_door_cost_709_5e_709_5h(engine):
    """CR 709.5e, 116.2m: in Alice's main phase with the stack empty, three Islands pay the locked door's mana cost
    {2}{U}: she may unlock her locked Room (not the other, whose locked door, Fractured Realm, costs {5}{U}{U}; nor
    Bob's, 709.5e: she doesn't control it). Taken (116.3: no stack), the Room gets the
    "left half unlocked" designation (709.5c), the Islands are tapped, and "When you unlock this door" triggers
    (709.5h): before she receives priority again it goes on the stack (117.5, 603.3) targeting her only creature."""
    s = rooms(3)
    acts = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "unlock"]
    assert acts == [{"action": "unlock", "object": "room"}]
    out = only(engine.apply(s, {"action": "unlock", "object": "room"}))
    assert obj(out, "room").get("designations") == ["left_half_unlocked"]
    assert all(obj(out, f"i{i}").get("tapped") for i in range(3))
    (ab,) = [o for o in out.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab.get("targets"), out.doc["priority"]) == ("room", ["bears"], "alice")


def test_unlock_timing_cost_and_a_locked_door_116_2m_709_5e(engine):
    """CR 116.2m: not in Bob's turn (Alice holding priority in his main phase); CR 709.5e: two Islands can't pay {2}{U};
    a Room with both unlocked designations (709.5c) has no locked half to unlock. (room2, with only its left half
    unlocked, still has a locked door, Fractured Realm: the test below.)"""
    w = engine.why_not(rooms(3, active_player="bob"), {"action": "unlock", "object": "room"})
    assert ("s8_main_phase_empty_stack", "116.2m") in fails(w)
    w = engine.why_not(rooms(2), {"action": "unlock", "object": "room"})
    assert ("cannot_pay", "709.5e") in fails(w)
    s = make_state([at("room", ROOM, "battlefield", designations=["left_half_unlocked", "right_half_unlocked"]),
                    *[at(f"i{i}", "Island", "battlefield") for i in range(3)]])
    w = engine.why_not(s, {"action": "unlock", "object": "room"})
    assert ("s8_no_locked_door", "709.5e") in fails(w)


def test_unlock_the_right_door_of_a_room_whose_left_half_is_unlocked_709_5c_709_5e(engine):
    """CR 709.5c: room2 has the "left half unlocked" designation only, so its right half, Fractured Realm, is locked;
    CR 709.5e: with seven Islands Alice may pay that half's mana cost {5}{U}{U} to unlock it; the Room then has both
    unlocked designations."""
    s = rooms(7)
    assert engine.why_not(s, {"action": "unlock", "object": "room2"}).legal
    # (rules13) taken: both unlocked designations, the seven Islands tapped; Mirror Room's "when you unlock this door"
    # is its left door's (709.5h, 709.5j): nothing triggers
    out = only(engine.apply(s, {"action": "unlock", "object": "room2"}))
    assert sorted(obj(out, "room2").get("designations")) == ["left_half_unlocked", "right_half_unlocked"]
    assert all(obj(out, f"i{i}").get("tapped") for i in range(7)) and out.doc.get("stack", []) == []


def test_unlock_names_the_right_door_of_a_room_with_both_doors_locked_709_5e(engine):
    """(rules13) CR 709.5e: the player pays the mana cost of "a locked half": with both halves of her Room locked, Alice
    may choose the right one, Fractured Realm ({5}{U}{U}): seven Islands pay it and the Room gets the "right half
    unlocked" designation only (709.5c); the left door's "when you unlock this door" doesn't trigger (709.5h). Six
    Islands can't pay it (cannot_pay)."""
    act = {"action": "unlock", "object": "room", "door": "right"}
    assert ("cannot_pay", "709.5e") in fails(engine.why_not(rooms(6), act))
    out = only(engine.apply(rooms(7), act))
    assert obj(out, "room").get("designations") == ["right_half_unlocked"]
    assert out.doc.get("stack", []) == []


# --- Morph and face-down permanents (CR 702.37, 708, 116.2b; rules_asp/kernel/special8_morph.lp) ----------------------
# Mischievous Quanar ({4}{U} Creature — Beast 3/3): "{3}{U}{U}: Turn this creature face down.", "Morph {1}{U}{U}",
# "When this creature is turned face up, copy target instant or sorcery spell. You may choose new targets for that copy."

QUANAR = "Mischievous Quanar"


def islands(n: int) -> list[dict[str, Any]]:
    return [at(f"i{i}", "Island", "battlefield") for i in range(n)]


def test_quanar_reads_its_three_abilities_702_37a_708_8():
    """CR 702.37a: the keyword with its morph cost; 708.8: the turned-face-up trigger copies a target instant or
    sorcery spell, new targets allowed (707.10c); 708.2a: the activated ability turning it face down."""
    from pyglue.cards import library

    assert library()[QUANAR]["abilities"] == [
        {"activated": {"cost": "{3}{U}{U}", "tap": False, "effect": "turn_self_face_down"}},
        {"morph": "{1}{U}{U}"},
        {"trigger": "turned_face_up", "target": {"spell": ["instant", "sorcery"]},
         "effect": {"copy_spell": "target", "new_targets": True}}]


def test_turning_face_up_is_a_special_action_at_instant_speed_702_37e_708_8(engine):
    """CR 116.2b, 702.37e: in Bob's turn, with his Lightning Bolt on the stack, Alice (holding priority) may turn her
    face-down, tapped Quanar (a 2/2 with no name, 708.2a) face up, paying its morph cost {1}{U}{U} with three Islands.
    Nothing goes on the stack for the action (116.3); it is the 3/3 Quanar again (708.8), and its "when this creature is
    turned face up" ability triggers, targeting the Bolt, the only instant or sorcery spell; she receives priority
    again."""
    s = make_state([at("q", QUANAR, "battlefield", face_down=True, tapped=True), *islands(3),
                    at("bolt", "Lightning Bolt", "stack", "bob", controller="bob", targets=["alice"])],
                   stack=["bolt"], active_player="bob")
    c = engine.derive(s).object("q").characteristics
    assert (c.get("name"), c["types"], c["power"], c["toughness"]) == (None, ["creature"], 2, 2)
    # 708.2a: no mana cost, no subtypes, colorless (no color from a mana cost, 202.2)
    assert (c.get("mana_cost"), c.get("subtypes") or [], c.get("colors") or []) == (None, [], [])
    assert {"action": "turn_face_up", "object": "q"} in [a.action for a in engine.legal_actions(s)]
    out = only(engine.apply(s, {"action": "turn_face_up", "object": "q"}))
    assert obj(out, "q").get("face_down") is None
    assert obj(out, "q").get("tapped") is True     # 110.5c: turning it face up leaves it tapped
    assert all(obj(out, f"i{i}").get("tapped") for i in range(3))
    c = engine.derive(out).object("q").characteristics
    assert (c["name"], c["power"], c["toughness"]) == (QUANAR, 3, 3)
    (ab,) = [o for o in out.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab.get("targets"), ab.get("controller")) == ("q", ["bolt"], "alice")
    assert out.doc["priority"] == "alice"


def test_turn_face_up_needs_a_face_down_permanent_and_its_cost_702_37e(engine):
    """CR 702.37e: two Islands can't pay {1}{U}{U}; a face-up Quanar isn't face down, so it can't be turned face up;
    nor can a face-down permanent Alice doesn't control or one without morph."""
    w = engine.why_not(make_state([at("q", QUANAR, "battlefield", face_down=True), *islands(2)]),
                       {"action": "turn_face_up", "object": "q"})
    assert ("cannot_pay", "702.37e") in fails(w)
    w = engine.why_not(make_state([at("q", QUANAR, "battlefield"), *islands(3)]),
                       {"action": "turn_face_up", "object": "q"})
    assert ("s8_not_face_down", "702.37e") in fails(w)
    # 702.37e: "a face-down permanent you control": not Bob's; and only one that would have a morph cost face up (a
    # face-down Grizzly Bears has none)
    w = engine.why_not(make_state([at("q", QUANAR, "battlefield", "bob", face_down=True), *islands(3)]),
                       {"action": "turn_face_up", "object": "q"})
    assert ("not_controller", "702.37e") in fails(w)
    w = engine.why_not(make_state([at("gb", "Grizzly Bears", "battlefield", face_down=True), *islands(3)]),
                       {"action": "turn_face_up", "object": "gb"})
    assert ("s8_no_morph_cost", "702.37e") in fails(w)


def test_cast_face_down_for_3_then_turn_itself_face_down_702_37c_708_2a(engine):
    """CR 702.37c, 708.4: Alice casts the Quanar face down for {3} (three Islands) rather than {4}{U}: on the stack it is
    a face-down 2/2 creature spell with no name; it resolves into a face-down 2/2 permanent. CR 708.2a: a face-up
    Quanar's "{3}{U}{U}: Turn this creature face down" (five Islands) turns it into a face-down 2/2 as it resolves."""
    s = make_state([at("q", QUANAR, "hand"), *islands(3)])
    out = only(engine.apply(s, {"action": "cast", "object": "q", "cost": "morph"}))
    assert (obj(out, "q")["zone"], obj(out, "q").get("face_down"), obj(out, "q").get("cast_with")) == (
        "stack", True, "morph")
    c = engine.derive(out).object("q").characteristics
    assert (c.get("name"), c["power"], c["toughness"]) == (None, 2, 2)
    out = only(engine.apply(only(engine.apply(out, {"action": "pass"})), {"action": "pass"}))
    assert (obj(out, "q")["zone"], obj(out, "q").get("face_down")) == ("battlefield", True)
    s = make_state([at("q", QUANAR, "battlefield"), *islands(5)])
    out = only(engine.apply(s, {"action": "activate", "object": "q", "ability": 0}))
    out = only(engine.apply(only(engine.apply(out, {"action": "pass"})), {"action": "pass"}))
    assert obj(out, "q").get("face_down") is True
    c = engine.derive(out).object("q").characteristics
    assert (c.get("name"), c["power"], c["toughness"]) == (None, 2, 2)


# --- Multikicker (CR 702.33c-d; rules_asp/kernel/special8_multikicker.lp) ------------------------------------------------
# Zethi, Arcane Blademaster ({1}{W}{U} legendary 3/3): "Multikicker {W/U}", then two abilities reading the kicks.

ZETHI = "Zethi, Arcane Blademaster"


def zethi_state(islands_n: int):
    return make_state([at("z", ZETHI, "hand"), at("pl", "Plains", "battlefield"), *islands(islands_n),
                       at("gb", "Grizzly Bears", "hand"), at("rr", "Rite of Replication", "hand")])


def test_multikicker_paid_twice_and_remembered_702_33c_d(engine):
    """CR 702.33c, 601.2f: kicked twice, Zethi's total cost is {1}{W}{U} plus {W/U} twice: five mana, so the Plains and
    four Islands are all tapped. CR 702.33d: on the stack the spell is kicked, two times; it resolves into a permanent
    that keeps both (608.3)."""
    s = zethi_state(4)
    out = only(engine.apply(s, {"action": "cast", "object": "z", "kicked": 2}))
    z = obj(out, "z")
    assert (z["zone"], z.get("kicked"), z.get("kicked_times")) == ("stack", True, 2)
    assert all(obj(out, x).get("tapped") for x in ("pl", "i0", "i1", "i2", "i3"))
    out = only(engine.apply(only(engine.apply(out, {"action": "pass"})), {"action": "pass"}))
    z = obj(out, "z")
    assert (z["zone"], z.get("kicked"), z.get("kicked_times")) == ("battlefield", True, 2)


def test_multikicker_count_needs_the_mana_and_a_multikicker_702_33c_d(engine):
    """CR 601.2h: with the Plains and three Islands (four mana) Zethi can't be kicked twice (five mana), but it can be
    kicked once (kicked: true, {1}{W}{U}{W/U}: four); CR 702.33d: Grizzly Bears (no kicker) and Rite of Replication (one
    kicker cost, not multikicker) can't be kicked twice."""
    s = zethi_state(3)
    assert ("cannot_pay", "601.2h") in fails(engine.why_not(s, {"action": "cast", "object": "z", "kicked": 2}))
    assert engine.why_not(s, {"action": "cast", "object": "z", "kicked": True}).legal
    assert ("s8_kicked_more_than_once", "702.33d") in fails(
        engine.why_not(s, {"action": "cast", "object": "gb", "kicked": 2}))
    # 702.33d: Rite of Replication has one kicker cost ({5}), not multikicker: it can't be kicked twice either
    assert ("s8_kicked_more_than_once", "702.33d") in fails(
        engine.why_not(s, {"action": "cast", "object": "rr", "kicked": 2}))


# Vesuvan Shapeshifter ({3}{U}{U} 0/0 Shapeshifter): "As this creature enters or is turned face up, you may choose another
# creature on the battlefield. If you do, until this creature is turned face down, it becomes a copy of that creature,
# except it has "At the beginning of your upkeep, you may turn this creature face down."", "Morph {1}{U}".

VESUVAN = "Vesuvan Shapeshifter"
UPKEEP_DOWN = {"trigger": {"beginning_of": "upkeep", "whose": "your"}, "effect": "may_turn_self_face_down"}


def names(engine, states, oid: str) -> set:
    return {engine.derive(s).object(oid).characteristics.get("name") for s in states}


def test_vesuvan_copies_as_it_enters_or_is_turned_face_up_707_5_708_11(engine):
    """CR 707.5, 614.1c: entering, Alice may have it copy the Bears, Wall of Omens or nothing (three resulting states;
    copying the Bears, it is a Grizzly Bears with the upkeep ability, the copy lasting until it is turned face down,
    611.2b). CR 702.37e, 708.11: face down, she turns it face up for {1}{U} (two Islands): as it is turned up she may
    again choose the Bears or the Wall (another creature) or nothing."""
    wall = "Wall of Omens"
    s = make_state([at("v", VESUVAN, "hand"), at("bears", "Grizzly Bears", "battlefield"),
                    at("wall", wall, "battlefield")])
    outs = [o.state for o in engine.apply(s, {"event": "move", "object": "v", "to": "battlefield"})]
    assert names(engine, outs, "v") == {"Grizzly Bears", wall, VESUVAN}
    # 614.1c, 603.6a: entering as a copy of Wall of Omens it enters with "When this creature enters, draw a card.",
    # which triggers (contrast 708.8 below)
    (as_wall,) = [st for st in outs if engine.derive(st).object("v").characteristics.get("name") == wall]
    assert [obj(as_wall, a)["ability"]["source"] for a in as_wall.doc["stack"]] == ["v"]
    cp = next(st for st in outs if engine.derive(st).object("v").characteristics.get("name") == "Grizzly Bears")
    (ce,) = obj(cp, "v")["copy_effects"]
    assert (ce["source"], ce.get("until")) == ("bears", "turned_face_down")
    assert UPKEEP_DOWN in engine.derive(cp).object("v").characteristics["abilities"]
    s = make_state([at("v", VESUVAN, "battlefield", face_down=True), at("bears", "Grizzly Bears", "battlefield"),
                    at("wall", wall, "battlefield"), *islands(2)])
    outs = [o.state for o in engine.apply(s, {"action": "turn_face_up", "object": "v"})]
    # 704.5f, 117.5: not copying anything, it is the 0/0 Vesuvan Shapeshifter face up, and the state-based actions
    # checked before Alice receives priority again (116.3) put it into her graveyard; a copy stays on the battlefield
    assert sorted((engine.derive(st).object("v").characteristics.get("name"), obj(st, "v")["zone"]) for st in outs) == [
        ("Grizzly Bears", "battlefield"), (VESUVAN, "graveyard"), (wall, "battlefield")]
    # 708.8, 702.37e: turned face up as a copy of Wall of Omens, it didn't enter: "When this creature enters, draw a
    # card." doesn't trigger
    (as_wall,) = [st for st in outs if engine.derive(st).object("v").characteristics.get("name") == wall]
    assert not as_wall.doc.get("stack")


def test_vesuvan_may_turn_itself_face_down_ending_the_copy_708_2a_611_2b(engine):
    """CR 608.2d: the copy's upkeep ability resolves: Alice may turn it face down or not. Turned face down (708.2a) it is
    a 2/2 with no name and the copy effect lasting until then ends (611.2b); not, it stays a Grizzly Bears."""
    s = make_state([at("v", VESUVAN, "battlefield", copy_effects=[
                        {"source": "bears", "until": "turned_face_down", "except": {"add_abilities": [UPKEEP_DOWN]}}]),
                    at("bears", "Grizzly Bears", "battlefield"),
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                     "ability": {"source": "v", "text": UPKEEP_DOWN}}],
                   stack=["trig"], phase="beginning", step="upkeep")
    outs = [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]
    assert sorted(bool(obj(st, "v").get("face_down")) for st in outs) == [False, True]
    down = next(st for st in outs if obj(st, "v").get("face_down"))
    assert not obj(down, "v").get("copy_effects")
    c = engine.derive(down).object("v").characteristics
    assert (c.get("name"), c["power"], c["toughness"]) == (None, 2, 2)
    up = next(st for st in outs if not obj(st, "v").get("face_down"))
    assert engine.derive(up).object("v").characteristics["name"] == "Grizzly Bears"


def test_a_face_down_copy_of_branchsnap_lorian_turns_face_up_for_its_morph_g_707_3_702_37e(engine):
    """CR 707.3 Example, 708.10: Alice's face-down Grinning Demon (morph {2}{B}{B}) became a copy of Bob's Branchsnap
    Lorian (morph {G}); "it can be turned face up for {G}" (702.37e: the morph cost it would have face up, its copiable
    values from the copy effect). One Forest pays it: it is a 4/1 Branchsnap Lorian afterwards (708.8) and the Forest is
    tapped; four Swamps (the Demon's own {2}{B}{B}) can't."""
    def demon(*lands):
        return make_state([at("lorian", "Branchsnap Lorian", "battlefield", "bob"),
                           at("fd", "Grinning Demon", "battlefield", face_down=True,
                              copy_effects=[{"source": "lorian"}]), *lands])
    out = only(engine.apply(demon(at("f", "Forest", "battlefield")), {"action": "turn_face_up", "object": "fd"}))
    c = engine.derive(out).object("fd").characteristics
    assert (c["name"], c["power"], c["toughness"], obj(out, "f").get("tapped")) == ("Branchsnap Lorian", 4, 1, True)
    w = engine.why_not(demon(*[at(f"s{i}", "Swamp", "battlefield") for i in range(4)]),
                       {"action": "turn_face_up", "object": "fd"})
    assert ("cannot_pay", "702.37e") in fails(w)
