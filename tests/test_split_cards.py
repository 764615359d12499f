"""Branch split16 (session 14): split cards hold both halves (CR 709.1) and the rules act on them: casting one half
(709.3, 709.3a-b), the halves combined off the stack (709.4, 709.4a-c, 202.3d), a Room's doors on the battlefield
(709.5, 709.5a, 709.5d; rules_asp/kernel/split_cards.lp, mech2_rooms.lp). Each expected value was worked out from the
CR (September 25, 2026) and the cards' Oracle text before the engine was run.

The cards (real; their second halves read from Forge card scripts, data/oracle/forge_faces.tsv):
- Expansion // Explosion: Expansion {U/R}{U/R} instant, "Copy target instant or sorcery spell with mana value 4 or
  less. You may choose new targets for the copy."; Explosion {X}{U}{U}{R}{R} instant, "Explosion deals X damage to any
  target. Target player draws X cards." (a line no rule reads yet: reported as not acted on).
- Odds // Ends: Odds {U}{R} instant (a coin flip: counter or copy target instant or sorcery spell); Ends {3}{R}{W}
  instant, "Target player sacrifices two attacking creatures." (not acted on).
- Mirror Room // Fractured Realm: Enchantment — Room; Mirror Room {2}{U}, "When you unlock this door, create a token
  that's a copy of target creature you control, except it's a Reflection ..."; Fractured Realm {5}{U}{U}, "If a
  triggered ability of a permanent you control triggers, that ability triggers an additional time." (not acted on).
"""

from __future__ import annotations

import json
from typing import Any

from pyglue.cards import coverage, library

from .conftest import ROOT, make_state, only

ORACLE = ROOT / "data" / "oracle"


def at(oid: str, card: str, zone: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner, **more}


def lands(owner: str, card: str, n: int, prefix: str = "") -> list[dict[str, Any]]:
    return [at(f"{prefix or card[0].lower()}{i}", card, "battlefield", owner) for i in range(n)]


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def view(engine, s, oid: str):
    return engine.derive(s).object(oid)


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


# --- the card library (CR 709.1) --------------------------------------------------------------------------------------


def test_split_cards_hold_both_halves_709_1():
    """CR 709.1: a split card has two faces on one card: the library's Expansion holds Explosion as its right half,
    Odds holds Ends, with their printed mana costs and types; no note says a half is missing."""
    exp, odds = library()["Expansion"], library()["Odds"]
    assert (exp["mana_cost"], exp["types"]) == ("{U/R}{U/R}", ["instant"])
    assert {k: exp["right_half"][k] for k in ("name", "mana_cost", "types")} == \
        {"name": "Explosion", "mana_cost": "{X}{U}{U}{R}{R}", "types": ["instant"]}
    assert {k: odds["right_half"][k] for k in ("name", "mana_cost", "types")} == \
        {"name": "Ends", "mana_cost": "{3}{R}{W}", "types": ["instant"]}
    assert "only the first half" not in exp.get("notes", "") + odds.get("notes", "")
    assert library()["Mirror Room"]["right_half"]["name"] == "Fractured Realm"


def test_library_source_split_mana_value_is_the_sum_709_4b_202_3d():
    """CR 709.4b, 202.3d: a split card's mana value (not on the stack) comes from its halves' combined mana costs:
    Expansion // Explosion 2 ({U/R}{U/R}, 202.3f) + 4 ({X}{U}{U}{R}{R}, X = 0 off the stack, 202.3e) = 6; Odds // Ends
    2 + 5 = 7; Mirror Room // Fractured Realm 3 + 7 = 10. Each half keeps its own as faceManaValue."""
    data = json.loads((ORACLE / "library_source.json").read_text(encoding="utf-8"))["data"]
    assert [(f["manaValue"], f["faceManaValue"]) for f in data["Expansion // Explosion"]] == [(6, 2), (6, 4)]
    assert [(f["manaValue"], f["faceManaValue"]) for f in data["Odds // Ends"]] == [(7, 2), (7, 5)]
    assert [f["manaValue"] for f in data["Mirror Room // Fractured Realm"]] == [10, 10]


def test_coverage_reads_the_second_halves_709_1():
    """`cards coverage`: the split cards' second halves are held, so no row says a part "the card doesn't hold"
    (CR 709.1), and the rules act on each half's text (Explosion's, Ends' and Fractured Realm's lines: the tests
    below): each is fully supported."""
    rows = coverage(library(), ["Expansion // Explosion", "Odds // Ends", "Mirror Room // Fractured Realm"])["cards"]
    assert [(r["card"], r["supported"], r["not_acted_on"]) for r in rows] == [
        ("Expansion // Explosion", True, {}), ("Mirror Room // Fractured Realm", True, {}), ("Odds // Ends", True, {})]


# --- 709.4: the halves combined, off the stack ------------------------------------------------------------------------


def test_split_card_in_a_graveyard_has_both_halves_709_4_202_3d(engine):
    """CR 709.4: in every zone but the stack a split card has its halves' characteristics combined: Expansion //
    Explosion in a graveyard has both names (709.4a), the combined mana cost {U/R}{U/R}{X}{U}{U}{R}{R}, so it is blue
    and red and its mana value is 2 + 4 = 6 (709.4b, 202.3d; X is 0, 202.3e; a hybrid symbol counts 1, 202.3f), each
    half's card type (instant) and each half's abilities (709.4c). Odds // Ends in a hand: blue, red and white, mana
    value 2 + 5 = 7."""
    s = make_state([at("ee", "Expansion", "graveyard"), at("oe", "Odds", "hand")])
    d = engine.derive(s)
    ee, oe = d.object("ee"), d.object("oe")
    c = ee.characteristics
    assert (c["name"], c["mana_cost"], ee.mana_value) == ("Expansion // Explosion", "{U/R}{U/R}{X}{U}{U}{R}{R}", 6)
    assert (c["colors"], c["types"]) == (["blue", "red"], ["instant"])
    lib = library()["Expansion"]
    assert len(c["abilities"]) == 2 and lib["abilities"][0] in c["abilities"] and \
        lib["right_half"]["abilities"][0] in c["abilities"]
    assert (oe.characteristics["name"], oe.mana_value, oe.characteristics["colors"]) == \
        ("Odds // Ends", 7, ["blue", "red", "white"])


def test_either_name_of_a_split_card_may_be_chosen_709_4a(engine):
    """CR 709.4a: a split card has two names; a player choosing a card name may choose one of them, not both: the
    names a choice may take (card_name, derive's card_names) hold Expansion and Explosion, each an instant, and no
    "Expansion // Explosion"."""
    names = {c["name"]: c["types"] for c in engine.derive(make_state([at("ee", "Expansion", "hand")])).card_names}
    assert (names.get("Expansion"), names.get("Explosion")) == (["instant"], ["instant"])
    assert "Expansion // Explosion" not in names


# --- 709.3: casting one half ------------------------------------------------------------------------------------------


def test_casting_explosion_puts_only_its_half_on_the_stack_709_3b_202_3e(engine):
    """CR 709.3: Alice chooses to cast Explosion, the right half, with X = 2; 709.3a: only that half is evaluated: she
    pays {2}{U}{U}{R}{R} with her six lands. CR 709.3b: on the stack only Explosion's characteristics exist: its name,
    its mana cost {X}{U}{U}{R}{R}, mana value 4 + 2 = 6 (202.3e: X is its chosen value on the stack, 202.3d: the half
    cast); Expansion's ability isn't the spell's."""
    s = make_state([at("ee", "Expansion", "hand"), *lands("alice", "Island", 3), *lands("alice", "Mountain", 3)])
    assert {"action": "cast", "object": "ee", "cost": "mana", "as": "right_half"} in \
        [a.action for a in engine.legal_actions(s) if a.action.get("object") == "ee"]
    outs = engine.apply(s, {"action": "cast", "object": "ee", "as": "right_half", "x": 2})
    assert outs
    s = outs[0].state
    assert (s.doc["stack"], obj(s, "ee").get("cast_as")) == (["ee"], "right_half")
    assert all(obj(s, o).get("tapped") for o in ("i0", "i1", "i2", "m0", "m1", "m2"))
    v = view(engine, s, "ee")
    c = v.characteristics
    assert (c["name"], c["mana_cost"], v.mana_value, v.face_up) == ("Explosion", "{X}{U}{U}{R}{R}", 6, "right_half")
    assert library()["Expansion"]["abilities"][0] not in c["abilities"]


def test_a_cast_without_a_half_is_the_left_half_709_3a(engine):
    """CR 709.3a: only the half cast is evaluated. With two Islands and Bob's Lightning Bolt on the stack, Alice may
    cast Expansion ({U/R}{U/R}: the cast names no half, so the left one; or as: left_half) targeting the Bolt (mana
    value 1); not Explosion, whose {U}{U}{R}{R} two Islands can't pay. CR 709.3: the legal actions list the cast by
    half."""
    bolt = at("bolt", "Lightning Bolt", "stack", "bob", controller="bob", targets=["alice"], cast_with="mana")
    s = make_state([bolt, at("ee", "Expansion", "hand"), *lands("alice", "Island", 2)], stack=["bolt"])
    assert engine.why_not(s, {"action": "cast", "object": "ee", "targets": ["bolt"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "ee", "targets": ["bolt"], "as": "left_half"}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "ee", "as": "right_half"}).legal
    casts = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "ee"]
    assert casts and all(a.get("as") == "left_half" for a in casts)


def test_expansion_copies_an_explosion_spell_of_mana_value_4_only_709_3b_202_3e(engine):
    """Bob's Explosion spells on the stack (709.3b: the half cast; 202.3e: X its chosen value): with X = 0 its mana value
    is 4, so Expansion may target it ("mana value 4 or less"); with X = 1, 5: it may not. Resolving, Expansion copies
    the X = 0 one: the copy (707.10: copiable values and X) is an Explosion too, mana value 4, Alice's."""
    def xpl(oid: str, x: int) -> dict[str, Any]:
        return at(oid, "Expansion", "stack", "bob", controller="bob", cast_as="right_half", x=x, cast_with="mana")
    s = make_state([xpl("x0", 0), xpl("x1", 1), at("ee", "Expansion", "hand"), *lands("alice", "Island", 2)],
                   stack=["x1", "x0"])
    assert engine.why_not(s, {"action": "cast", "object": "ee", "targets": ["x0"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "ee", "targets": ["x1"]}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "ee", "targets": ["x0"]}))
    assert view(engine, s, "ee").characteristics["name"] == "Expansion"
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    s = outs[0].state
    (cp,) = [o for o in s.doc["objects"] if o.get("copy")]
    v = view(engine, s, cp["id"])
    assert (v.characteristics["name"], v.mana_value, v.controller) == ("Explosion", 4, "alice")


def test_explosion_deals_x_and_a_second_target_player_draws_x_601_2c_608_2b_121_2(engine):
    """Explosion, "deals X damage to any target. Target player draws X cards.": two target slots (601.2c), any target
    and a player. Alice casts it with X = 2 at Bob's Grizzly Bears (2/2) and herself: resolving (608.2b: both still
    legal), 2 damage to the Bears, lethal (704.5g: to Bob's graveyard), and she draws two cards (121.2: the top two of
    her library, one card left there); Explosion goes to her graveyard (608.2n)."""
    s = make_state([at("ee", "Expansion", "hand"), at("bears", "Grizzly Bears", "battlefield", "bob"),
                    *[at(f"l{i}", "Island", "library") for i in range(3)],
                    *lands("alice", "Island", 3), *lands("alice", "Mountain", 3)])
    assert library()["Expansion"]["right_half"]["abilities"] == [
        {"spell": {"effect": [{"damage": "X"}, "sc_second_target_player_draws_x"], "target": "any"}}]
    s = only(engine.apply(s, {"action": "cast", "object": "ee", "as": "right_half", "x": 2,
                              "targets": ["bears", "alice"]}))
    s = passes(engine, s)
    assert (obj(s, "bears")["zone"], obj(s, "ee")["zone"]) == ("graveyard", "graveyard")
    assert sorted(obj(s, f"l{i}")["zone"] for i in range(3)) == ["hand", "hand", "library"]


def test_ends_has_the_target_player_sacrifice_two_attacking_creatures_701_21a_506_4(engine):
    """Ends, "Target player sacrifices two attacking creatures.", cast by Alice (its right half, 709.3) at Bob in his
    declare attackers step: Bob controls three attacking Grizzly Bears and one that isn't attacking. Resolving (608.2b:
    Bob still a legal target), Bob chooses two of his attacking creatures (701.21a; 506.4): three resulting states, one
    per pair, each with two attackers in his graveyard and the other attacker and the idle Bears on the battlefield."""
    ends = at("ends", "Odds", "stack", controller="alice", cast_as="right_half", targets=["bob"], cast_with="mana")
    bears = [at(f"a{i}", "Grizzly Bears", "battlefield", "bob", attacking="alice") for i in range(3)]
    s = make_state([ends, *bears, at("idle", "Grizzly Bears", "battlefield", "bob")], stack=["ends"],
                   phase="combat", step="declare_attackers", active_player="bob", priority="bob")
    assert library()["Odds"]["right_half"]["abilities"] == [
        {"spell": {"effect": "sc_target_player_sacrifices_two_attacking", "target": "player"}}]
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    gone = sorted(tuple(sorted(i for i in ("a0", "a1", "a2") if obj(o.state, i)["zone"] == "graveyard")) for o in outs)
    assert gone == [("a0", "a1"), ("a0", "a2"), ("a1", "a2")]
    assert all(obj(o.state, "idle")["zone"] == "battlefield" for o in outs)


# --- 709.5: Rooms ----------------------------------------------------------------------------------------------------


def test_casting_fractured_realm_unlocks_the_right_door_709_5d(engine):
    """CR 709.3, 709.5d: Alice casts the right half of Mirror Room // Fractured Realm ({5}{U}{U}, seven Islands); on
    the stack it is Fractured Realm (709.3b, mana value 7). Resolving, it enters with the "right half unlocked"
    designation only; on the battlefield (709.5) it has the unlocked door's name, mana cost and text and the shared
    type line (Enchantment — Room, 709.5a), not the locked door's: Mirror Room's "when you unlock this door" isn't its
    ability and didn't trigger (709.5h: that door wasn't unlocked)."""
    s = make_state([at("room", "Mirror Room", "hand"), at("bears", "Grizzly Bears", "battlefield"),
                    *lands("alice", "Island", 7)])
    s = only(engine.apply(s, {"action": "cast", "object": "room", "as": "right_half"}))
    v = view(engine, s, "room")
    assert (v.characteristics["name"], v.mana_value) == ("Fractured Realm", 7)
    s = passes(engine, s)
    assert (obj(s, "room")["zone"], obj(s, "room").get("designations")) == ("battlefield", ["right_half_unlocked"])
    assert (s.doc["stack"], s.doc.get("triggered", [])) == ([], [])
    v = view(engine, s, "room")
    c = v.characteristics
    assert (c["name"], c["mana_cost"], v.mana_value, c["colors"]) == ("Fractured Realm", "{5}{U}{U}", 7, ["blue"])
    assert (c["types"], c["subtypes"]) == (["enchantment"], ["Room"])
    assert library()["Mirror Room"]["abilities"][0] not in c["abilities"]


def test_a_copy_of_a_room_spell_keeps_both_halves_709_5b_707_10(engine):
    """CR 709.5b: the existence of each half of a Room is a copiable value even on the stack (an exception to 709.3b);
    CR 707.10: the copy of a spell copies the choices made casting it. Alice's Fractured Realm (Mirror Room's right
    half, cast) is on the stack; her Lithoform Engine ("{4}, {T}: Copy target permanent spell you control.") copies it:
    the copy has both halves as copiable values, and is a Fractured Realm spell, the half cast (709.3b: mana value 7)."""
    room = at("room", "Mirror Room", "stack", controller="alice", cast_as="right_half", cast_with="mana")
    s = make_state([room, at("le", "Lithoform Engine", "battlefield"), *lands("alice", "Island", 4)], stack=["room"])
    s = only(engine.apply(s, {"action": "activate", "object": "le", "ability": 2, "targets": ["room"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (cp,) = [o for o in s.doc["objects"] if o.get("copy")]
    v = view(engine, s, cp["id"])
    assert (v.copiable["name"], v.copiable["right_half"]["name"]) == ("Mirror Room", "Fractured Realm")
    assert (v.characteristics["name"], v.mana_value, v.face_up) == ("Fractured Realm", 7, "right_half")


def test_a_room_has_only_its_unlocked_doors_characteristics_709_5_202_3a(engine):
    """CR 709.5: a Room with both doors locked has neither half's name, mana cost or rules text: no name, colorless,
    mana value 0 (202.3a), still an Enchantment — Room (709.5a); with the left door unlocked it is Mirror Room ({2}{U},
    3); with both, both names and the combined mana cost, mana value 3 + 7 = 10 (709.4b, 202.3d)."""
    s = make_state([at("r0", "Mirror Room", "battlefield"),
                    at("rl", "Mirror Room", "battlefield", designations=["left_half_unlocked"]),
                    at("rb", "Mirror Room", "battlefield", designations=["left_half_unlocked", "right_half_unlocked"])])
    d = engine.derive(s)
    r0, rl, rb = d.object("r0"), d.object("rl"), d.object("rb")
    assert (r0.characteristics.get("name"), r0.characteristics["colors"], r0.characteristics["abilities"],
            r0.mana_value) == (None, [], [], 0)
    assert (r0.characteristics["types"], r0.characteristics["subtypes"]) == (["enchantment"], ["Room"])
    assert (rl.characteristics["name"], rl.characteristics["mana_cost"], rl.mana_value) == ("Mirror Room", "{2}{U}", 3)
    assert (rb.characteristics["name"], rb.characteristics["mana_cost"], rb.mana_value) == \
        ("Mirror Room // Fractured Realm", "{2}{U}{5}{U}{U}", 10)


def test_unlocking_a_locked_left_door_triggers_it_709_5h_603_10(engine):
    """CR 709.5e: Alice unlocks her locked Room's left door ({2}{U}); 709.5h: "When you unlock this door" triggers as
    the permanent gets the designation, although the locked door had no text a moment before (709.5; 603.10: the game
    state after the event): the ability waits targeting her only creature."""
    s = make_state([at("room", "Mirror Room", "battlefield"), at("bears", "Grizzly Bears", "battlefield"),
                    *lands("alice", "Island", 3)])
    s = only(engine.apply(s, {"action": "unlock", "object": "room"}))
    (ab,) = [o for o in s.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab.get("targets")) == ("room", ["bears"])


def test_a_copy_of_a_room_has_both_halves_and_no_unlocked_door_707_2_709_5(engine):
    """CR 707.2, 709.5: the halves of a Room (and the shared type line's abilities) are copiable values; its unlocked
    designations (709.5c) are not. Alice's Copy Enchantment ("You may have this enchantment enter as a copy of any
    enchantment on the battlefield.") enters as a copy of her fully unlocked Room: the copy has both halves as copiable
    values, and, not a Room half cast (709.5d), neither designation: no name and mana value 0 (202.3a)."""
    s = make_state([at("room", "Mirror Room", "battlefield", designations=["left_half_unlocked", "right_half_unlocked"]),
                    at("ce", "Copy Enchantment", "hand"), *lands("alice", "Island", 3)])
    s = only(engine.apply(s, {"action": "cast", "object": "ce"}))
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    copied = [o.state for o in outs if view(engine, o.state, "ce").copy_of]
    assert copied
    s = copied[0]
    v = view(engine, s, "ce")
    assert (v.copiable["name"], v.copiable["right_half"]["name"]) == ("Mirror Room", "Fractured Realm")
    assert obj(s, "ce").get("designations") is None
    assert (v.characteristics.get("name"), v.mana_value, v.characteristics["subtypes"]) == (None, 0, ["Room"])


# --- Fractured Realm (603.2d) -----------------------------------------------------------------------------------------


def test_fractured_realm_reads_its_line_603_2d():
    """Fractured Realm's "If a triggered ability of a permanent you control triggers, that ability triggers an
    additional time." is a static ability the rules act on (CR 603.2d, 604.1)."""
    assert library()["Mirror Room"]["right_half"]["abilities"] == ["permanent_triggers_additional_time"]
    (row,) = coverage(library(), ["Mirror Room // Fractured Realm"])["cards"]
    assert row["supported"] and row["not_acted_on"] == {}


def test_fractured_realm_makes_the_unlocked_door_trigger_twice_603_2d_709_5h(engine):
    """Alice's Room has its right door, Fractured Realm, unlocked (709.5: its ability works). She unlocks the left door
    ({2}{U}, 709.5e): Mirror Room's "When you unlock this door" triggers (709.5h), an ability of a permanent she
    controls, so it triggers an additional time (603.2d): two abilities wait, both targeting her only creature, the
    Bears; she puts them on the stack in either order (603.3b: two resulting states). Resolving both, two token copies
    of the Bears that are Reflections."""
    s = make_state([at("room", "Mirror Room", "battlefield", designations=["right_half_unlocked"]),
                    at("bears", "Grizzly Bears", "battlefield"), *lands("alice", "Island", 3)])
    outs = engine.apply(s, {"action": "unlock", "object": "room"})
    assert len(outs) == 2
    s = outs[0].state
    abs_ = [o for o in s.doc["objects"] if "ability" in o]
    assert [(a["ability"]["source"], a.get("targets")) for a in abs_] == [("room", ["bears"])] * 2
    for _ in range(2):
        s = passes(engine, s)
    toks = [o for o in s.doc["objects"] if o.get("token")]
    assert len(toks) == 2
    assert all(sorted(view(engine, s, t["id"]).characteristics["subtypes"]) == ["Bear", "Reflection"] for t in toks)


def test_a_locked_fractured_realm_does_nothing_709_5_603_2d(engine):
    """CR 709.5: a Room whose right door is locked hasn't Fractured Realm's text: unlocking its left door, Alice's
    Mirror Room triggers once (709.5h; 603.2d doesn't apply)."""
    s = make_state([at("room", "Mirror Room", "battlefield"),
                    at("bears", "Grizzly Bears", "battlefield"), *lands("alice", "Island", 3)])
    s = only(engine.apply(s, {"action": "unlock", "object": "room"}))
    assert len([o for o in s.doc["objects"] if "ability" in o]) == 1
