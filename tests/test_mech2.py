"""Branch mech2 (session 7): objects that change shape. Each expected value was worked out from the CR (September 25,
2026) and the cards' rulings before the engine was run.

Bestow (CR 702.103; rules_asp/kernel/mech2_bestow.lp), with Springheart Nantuko ("Bestow {1}{G}", "Enchanted creature
gets +1/+1.", a 1/1 Enchantment Creature — Insect Monk costing {1}{G}) and Grizzly Bears (a 2/2 creature, {1}{G}).
"""

from __future__ import annotations

from typing import Any

import pytest

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def ch(engine, s, oid: str) -> dict[str, Any]:
    return engine.derive(s).object(oid).characteristics


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


# --- Bestow (CR 702.103) ----------------------------------------------------------------------------------------------


def test_bestow_keyword_line_702_103a():
    """CR 702.103a: "Bestow {1}{G}" is the keyword with its cost."""
    assert library()["Springheart Nantuko"]["abilities"][0] == {"bestow": "{1}{G}"}


def _nantuko_in_hand(*more: dict[str, Any]):
    return make_state([{"id": "nan", "card": "Springheart Nantuko", "zone": "hand", "owner": "alice"},
                       bf("f1", "Forest"), bf("f2", "Forest"), *more])


def test_bestow_cast_is_an_alternative_cost_targeting_a_creature_702_103a_b(engine):
    """CR 702.103a: Alice may cast Springheart Nantuko bestowed (cost bestow) or for its mana cost; CR 702.103b, 303.4a,
    601.2c: cast bestowed it is an Aura spell with enchant creature, so its one target is a creature (her Bears); cast
    normally it is a creature spell with no target."""
    acts = [a for a in engine.legal_actions(_nantuko_in_hand(bf("bears", "Grizzly Bears")))
            if a.action.get("object") == "nan"]
    by_cost = {a.action["cost"]: a.targets for a in acts}
    assert set(by_cost) == {"bestow", "mana"}
    assert by_cost["bestow"] == [["bears"]]
    assert by_cost["mana"] == []


def test_bestow_needs_a_creature_to_target_601_2c(engine):
    """CR 702.103b, 601.2c: with no creature on the battlefield the bestowed Aura spell has no legal target, so it can't
    be cast bestowed; cast for its mana cost (a creature spell) it can."""
    acts = {a.action["cost"] for a in engine.legal_actions(_nantuko_in_hand()) if a.action.get("object") == "nan"}
    assert acts == {"mana"}


def test_bestowed_spell_is_an_aura_then_enchants_its_target_702_103b_303_4b(engine):
    """Cast bestowed at the Bears: on the stack Nantuko is a bestowed Aura spell (CR 702.103b): an enchantment Aura
    with enchant creature, no creature type and so no Insect or Monk subtype (205.1a). It resolves attached to the Bears
    (303.4b, 608.3), still bestowed and still not a creature; the Bears get +1/+1: 3/3 (613.4c)."""
    s = only(engine.apply(_nantuko_in_hand(bf("bears", "Grizzly Bears")),
                          {"action": "cast", "object": "nan", "cost": "bestow", "targets": ["bears"]}))
    n = obj(s, "nan")
    assert (n["zone"], n.get("bestowed"), n.get("cast_with"), n.get("targets")) == ("stack", True, "bestow", ["bears"])
    c = ch(engine, s, "nan")
    assert (c["types"], c["subtypes"]) == (["enchantment"], ["Aura"])
    assert {"enchant": "creature"} in c["abilities"]
    s = passes(engine, s)
    n = obj(s, "nan")
    assert (n["zone"], n.get("attached_to"), n.get("bestowed")) == ("battlefield", "bears", True)
    assert ch(engine, s, "nan")["types"] == ["enchantment"]
    b = ch(engine, s, "bears")
    assert (b["power"], b["toughness"]) == (3, 3)


def test_bestowed_spell_with_an_illegal_target_enters_as_a_creature_702_103e(engine):
    """CR 702.103e, 608.3b: the Bears left the battlefield before the bestowed spell resolved: it stops being bestowed
    and resolves as a creature spell (no fizzle): Nantuko enters as a 1/1 Enchantment Creature — Insect Monk,
    attached to nothing."""
    s = make_state([{"id": "nan", "card": "Springheart Nantuko", "zone": "stack", "owner": "alice",
                     "controller": "alice", "cast_with": "bestow", "bestowed": True, "targets": ["bears"]},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}],
                   stack=["nan"])
    s = passes(engine, s)
    n = obj(s, "nan")
    assert (n["zone"], n.get("attached_to"), n.get("bestowed")) == ("battlefield", None, None)
    c = ch(engine, s, "nan")
    assert (sorted(c["types"]), sorted(c["subtypes"]), c["power"], c["toughness"]) == (
        ["creature", "enchantment"], ["Insect", "Monk"], 1, 1)


def test_bestowed_aura_left_unattached_becomes_a_creature_702_103f(engine):
    """CR 702.103f: the enchanted Bears die; the bestowed Aura isn't put into the graveyard (an exception to 704.5m): it
    stops being bestowed and stays on the battlefield as a 1/1 creature, unattached (704.5p)."""
    s = make_state([bf("nan", "Springheart Nantuko", attached_to="bears", bestowed=True), bf("bears", "Grizzly Bears")])
    assert ch(engine, s, "nan")["types"] == ["enchantment"]
    s = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    c = ch(engine, s, "nan")
    assert (sorted(c["types"]), c["power"], c["toughness"]) == (["creature", "enchantment"], 1, 1)
    s = only(engine.apply(s, {"action": "pass"}))
    n = obj(s, "nan")
    assert (n["zone"], n.get("attached_to"), n.get("bestowed")) == ("battlefield", None, None)


def test_bestowed_nantuko_landfall_pays_to_copy_the_enchanted_creature_or_makes_an_insect_608_2d_707_2(engine):
    """Springheart Nantuko, bestowed, enchants Alice's Bears (3/3 with it). A Forest enters under her control: landfall
    triggers (603.2). Resolving, she may pay {1}{G} (her two Forests), since Nantuko is attached to a creature she
    controls (608.2d: two resulting states). Paying: a token copy of the Bears, a 2/2 (707.2: the Aura's +1/+1 isn't
    copied and the Aura isn't attached to the token). Declining: no token was created that way, so a 1/1 green Insect
    (111.1)."""
    s = make_state([bf("nan", "Springheart Nantuko", attached_to="bears", bestowed=True), bf("bears", "Grizzly Bears"),
                    bf("f1", "Forest"), {"id": "f2", "card": "Forest", "zone": "hand", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "move", "object": "f2", "to": "battlefield"}))
    assert [o["ability"]["source"] for o in s.doc["objects"] if "ability" in o] == ["nan"]
    outs = [o.state for o in resolve_all(engine, s)]
    made = sorted((c["name"], c["power"], c["toughness"]) for st in outs
                  for c in [ch(engine, st, o["id"]) for o in st.doc["objects"] if o.get("token")])
    assert made == [("Grizzly Bears", 2, 2), ("Insect Token", 1, 1)]


# --- Rooms (CR 709.5) -------------------------------------------------------------------------------------------------
# Mirror Room ({2}{U}, Enchantment — Room): "When you unlock this door, create a token that's a copy of target creature
# you control, except it's a Reflection in addition to its other creature types." (the library models its first, left
# half; Fractured Realm, the right half, isn't)


def test_mirror_room_reads_its_unlock_trigger_709_5h():
    """CR 709.5h: the trigger event is the unlocking of this door; the effect a token copy with an added subtype
    (707.9b)."""
    assert library()["Mirror Room"]["abilities"] == [
        {"trigger": "you_unlock_this_door", "target": "creature_you_control",
         "effect": {"create_token_copy": "target", "except": {"add_subtypes": ["Reflection"]}}}]


def test_cast_room_enters_unlocked_and_its_door_triggers_709_5d_709_5h(engine):
    """CR 709.5d: Alice cast Mirror Room (its left half): it enters with the "left half unlocked" designation; CR 709.5h:
    that unlocks this door, so the ability triggers (603.6a), targeting her one creature, the Bears. Resolving, it
    creates a token copy of the Bears that is a Bear Reflection (707.2, 707.9b), under her control (111.1)."""
    s = make_state([{"id": "room", "card": "Mirror Room", "zone": "stack", "owner": "alice", "controller": "alice",
                     "cast_from": "hand", "cast_with": "mana"},
                    bf("bears", "Grizzly Bears"), bf("obears", "Grizzly Bears", "bob")], stack=["room"])
    s = passes(engine, s)
    assert obj(s, "room")["zone"] == "battlefield"
    assert obj(s, "room").get("designations") == ["left_half_unlocked"]
    (ab,) = [o for o in s.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab.get("targets")) == ("room", ["bears"])
    s = passes(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = ch(engine, s, tok["id"])
    assert (tok["controller"], c["name"], sorted(c["subtypes"])) == ("alice", "Grizzly Bears", ["Bear", "Reflection"])


def test_room_put_onto_the_battlefield_stays_locked_709_5d(engine):
    """CR 709.5d: a Room that enters without being cast enters with neither unlocked designation: no door was
    unlocked, so "when you unlock this door" doesn't trigger (709.5h)."""
    s = make_state([{"id": "room", "card": "Mirror Room", "zone": "hand", "owner": "alice"},
                    bf("bears", "Grizzly Bears")])
    s = only(engine.apply(s, {"event": "move", "object": "room", "to": "battlefield"}))
    assert obj(s, "room")["zone"] == "battlefield"
    assert obj(s, "room").get("designations") is None
    assert (s.doc["stack"], s.doc["triggered"]) == ([], [])


def test_unlocking_a_locked_door_is_a_special_action_709_5e(engine):
    """CR 709.5e, 116.2: Alice controls a locked Mirror Room in her main phase with an empty stack: she may pay its
    door's mana cost {2}{U} to unlock it, a special action; 709.5h: the door's ability then triggers."""
    s = make_state([bf("room", "Mirror Room"), bf("bears", "Grizzly Bears"), *[bf(f"i{i}", "Island") for i in range(3)]])
    s = only(engine.apply(s, {"action": "unlock", "object": "room"}))
    assert obj(s, "room").get("designations") == ["left_half_unlocked"]


# --- Runo Stromkirk ({1}{U}{B}, legendary 1/4 Vampire Cleric with flying; back face Krothuss, Lord of the Deep) ---------
RUNO_UPKEEP = {"trigger": {"beginning_of": "upkeep", "whose": "your"},
               "effect": {"reveal_top_transform_if": ["creature"], "min_mana_value": 6}}


def test_runo_reads_both_its_triggers_401_4_701_20a():
    """Its enters trigger puts up to one target creature card from its controller's graveyard on top of their library
    (115.1d, 401.4); its upkeep trigger looks at the top card, may reveal it and transforms Runo for a creature card of
    mana value 6 or more (701.20a, 701.27a)."""
    abs_ = library()["Runo Stromkirk"]["abilities"]
    assert {"trigger": "enters", "target": {"up_to_one_graveyard_card": ["creature"], "whose": "your"},
            "effect": {"put_on_top": "target"}} in abs_
    assert RUNO_UPKEEP in abs_


def test_runo_puts_a_creature_card_from_your_graveyard_on_top_401_4(engine):
    """CR 603.6a: Runo enters; its trigger may target the Bears in Alice's graveyard (a creature card), not her
    Lightning Bolt (an instant) nor Bob's Bears (his graveyard); or nothing (115.1d). With the Bears chosen, resolving
    puts them on top of Alice's library, above her Island (400.3, 401.4)."""
    s = make_state([{"id": "runo", "card": "Runo Stromkirk", "zone": "hand", "owner": "alice"},
                    {"id": "gbears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "gbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "obears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"},
                    {"id": "lib1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}])
    outs = [o.state for o in engine.apply(s, {"event": "move", "object": "runo", "to": "battlefield"})]
    targets = sorted(tuple(o.get("targets") or ()) for st in outs for o in st.doc["objects"] if "ability" in o)
    assert targets == [(), ("gbears",)]
    st = next(st for st in outs if any(o.get("targets") == ["gbears"] for o in st.doc["objects"] if "ability" in o))
    st = passes(engine, st)
    assert obj(st, "gbears")["zone"] == "library"
    assert obj(st, "gbears")["library_position"] < obj(st, "lib1")["library_position"]
    assert obj(st, "gbolt")["zone"] == "graveyard"


def _runo_upkeep(top: str):
    return make_state([bf("runo", "Runo Stromkirk"),
                       {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                        "ability": {"source": "runo", "text": RUNO_UPKEEP}},
                       {"id": "top", "card": top, "zone": "library", "owner": "alice", "library_position": 1},
                       {"id": "lib2", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2}],
                      stack=["trig"], phase="beginning", step="upkeep")


def test_runo_transforms_only_if_it_reveals_a_big_creature_701_20a_701_27a(engine):
    """CR 608.2d: Alice chooses whether to reveal the top card (two resulting states). Dreadfeast Demon (a creature
    card, mana value 7): revealed, Runo transforms (701.27a); not revealed, it doesn't. Grizzly Bears (mana value 2):
    Runo stays as it is either way (the two choices leave the same state). The card stays on top of the library (701.20a)."""
    def after(top: str) -> list:
        s = only(engine.apply(_runo_upkeep(top), {"action": "pass"}))
        return [o.state for o in engine.apply(s, {"action": "pass"})]
    demon = after("Dreadfeast Demon")
    assert sorted(bool(obj(st, "runo").get("transformed")) for st in demon) == [False, True]
    assert all(obj(st, "top")["zone"] == "library" for st in demon)
    assert {bool(obj(st, "runo").get("transformed")) for st in after("Grizzly Bears")} == {False}
    # 712.8e: transformed, Runo has only its back face's characteristics: Krothuss, Lord of the Deep, a legendary 3/5
    # Kraken Horror with flying
    st = next(st for st in demon if obj(st, "runo").get("transformed"))
    c = ch(engine, st, "runo")
    assert (c["name"], c["power"], c["toughness"], sorted(c["subtypes"])) == (
        "Krothuss, Lord of the Deep", 3, 5, ["Horror", "Kraken"])
    assert "flying" in c["abilities"]


def test_transformed_runo_is_blue_and_black_by_its_color_indicator_204_712_8e(engine):
    """CR 712.8e, 202.2, 204: the back face has no mana cost; its colors are those of its color indicator, blue and
    black: Runo transformed into Krothuss is blue and black."""
    st = make_state([bf("runo", "Runo Stromkirk", transformed=True)])
    assert sorted(ch(engine, st, "runo")["colors"]) == ["black", "blue"]


# --- Terra, Magical Adept // Esper Terra -------------------------------------------------------------------------------
# Front: "When Terra enters, mill five cards. Put up to one enchantment card milled this way into your hand." Back
# (Esper Terra, an Enchantment Creature — Saga Wizard): "IV — Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}. Exile
# Esper Terra, then return it to the battlefield (front face up)."
TERRA_IV = {"trigger": {"chapters": [4]},
            "effect": [{"add_mana_each": ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"]}, "exile_self_return"]}


def test_terra_mills_five_and_may_keep_one_enchantment_701_17a_608_2c(engine):
    """CR 701.17a: Terra's enters trigger mills the top five cards of Alice's library (the sixth, a Forest, stays);
    608.2c: then she puts up to one enchantment card milled this way into her hand: three resulting states, none, the
    Mirror Room or the Spellweaver Volute (both enchantments); the Bears, Island and Bolt stay in the graveyard. The
    Volute already in her graveyard wasn't milled this way: never a choice (608.2c)."""
    cards = ["Grizzly Bears", "Mirror Room", "Island", "Spellweaver Volute", "Lightning Bolt", "Forest"]
    s = make_state([{"id": "terra", "card": "Terra, Magical Adept", "zone": "hand", "owner": "alice"},
                    *[{"id": f"l{i + 1}", "card": c, "zone": "library", "owner": "alice", "library_position": i + 1}
                      for i, c in enumerate(cards)],
                    {"id": "gv", "card": "Spellweaver Volute", "zone": "graveyard", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "move", "object": "terra", "to": "battlefield"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert {obj(st, "gv")["zone"] for st in outs} == {"graveyard"}
    zones = sorted(tuple(obj(st, f"l{i}")["zone"] for i in range(1, 7)) for st in outs)
    g, h, lib = "graveyard", "hand", "library"
    assert zones == sorted([(g, g, g, g, g, lib), (g, h, g, g, g, lib), (g, g, g, h, g, lib)])


def test_esper_terra_chapter_iv_adds_mana_and_returns_front_face_up_106_4_712_14(engine):
    """Esper Terra's chapter IV resolves: Alice adds {W}{W}{U}{U}{B}{B}{R}{R}{G}{G} (106.4, every amount listed); Esper
    Terra is exiled and returns to the battlefield at once (701.13a) under her control (110.2a), a new object (400.7)
    front face up (712.14): Terra, Magical Adept, not transformed, without a lore counter; entering, its own enters
    ability triggers (603.6a)."""
    s = make_state([bf("terra", "Terra, Magical Adept", transformed=True),
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                     "ability": {"source": "terra", "text": TERRA_IV}}], stack=["trig"])
    s = passes(engine, s)
    assert s.doc["players"][0]["mana_pool"] == "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"
    t = obj(s, "terra")
    assert (t["zone"], t.get("transformed"), t.get("counters"), t["controller"]) == ("battlefield", None, None, "alice")
    (ab,) = [o for o in s.doc["objects"] if "ability" in o]
    assert ab["ability"]["text"]["trigger"] == "enters"


def test_esper_terra_chapter_i_copies_a_nonlegendary_enchantment_with_haste_707_2_603_7a(engine):
    """Esper Terra's chapter I resolves targeting Test Sigil (a test card: a nonlegendary enchantment with no abilities)
    Alice controls: she creates a token copy of it (707.2) that gains haste (no duration stated: for the rest of the
    game, 611.2a), no lore counters (it isn't a Saga), and a delayed trigger is set up to sacrifice it at the
    beginning of her next end step (603.7a)."""
    sigil = {"name": "Test Sigil", "mana_cost": "{1}", "types": ["enchantment"], "abilities": []}
    chapter = library()["Terra, Magical Adept"]["back"]["abilities"][0]
    s = make_state([bf("terra", "Terra, Magical Adept", transformed=True), bf("sig", "Test Sigil"),
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["sig"],
                     "ability": {"source": "terra", "text": chapter}}], cards=[sigil], stack=["trig"])
    s = passes(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = ch(engine, s, tok["id"])
    assert (tok["controller"], c["name"], c["types"], tok.get("counters")) == ("alice", "Test Sigil", ["enchantment"], None)
    assert "haste" in c["abilities"]
    assert len(s.doc.get("delayed_triggers") or []) == 1


# --- God-Eternal Kefnet ({2}{U}{U}, legendary 4/5 Zombie God with flying) -----------------------------------------------


def _kefnet_left(engine, zone_to: str):
    """Kefnet on Alice's battlefield leaves it for ``zone_to``; her library is Island, Forest, Plains from the top."""
    s = make_state([bf("kef", "God-Eternal Kefnet"),
                    *[{"id": f"l{i}", "card": c, "zone": "library", "owner": "alice", "library_position": i}
                      for i, c in ((1, "Island"), (2, "Forest"), (3, "Plains"))]])
    return only(engine.apply(s, {"event": "move", "object": "kef", "to": zone_to}))


def test_kefnet_dies_and_may_go_third_from_the_top_700_4_401_4(engine):
    """CR 700.4, 603.6c: Kefnet dies; its ability triggers (603.10a). Resolving, Alice chooses (608.2d): two resulting
    states. Put back, Kefnet is the third card of her library: Island, Forest, Kefnet, Plains (401.4); declined, it stays
    in her graveyard."""
    s = _kefnet_left(engine, "graveyard")
    (ab,) = [o for o in s.doc["objects"] if "ability" in o]
    assert ab["ability"]["source"] == "kef"
    outs = [o.state for o in resolve_all(engine, s)]
    zones = sorted(obj(st, "kef")["zone"] for st in outs)
    assert zones == ["graveyard", "library"]
    st = next(st for st in outs if obj(st, "kef")["zone"] == "library")
    order = sorted(["l1", "l2", "l3", "kef"], key=lambda i: obj(st, i)["library_position"])
    assert order == ["l1", "l2", "kef", "l3"]


def test_kefnet_put_into_exile_triggers_too_603_6c(engine):
    """CR 603.6c: put into exile from the battlefield, Kefnet's ability triggers as well."""
    s = _kefnet_left(engine, "exile")
    assert [o["ability"]["source"] for o in s.doc["objects"] if "ability" in o] == ["kef"]


def resolve_all(engine, s) -> list:
    """Both players pass in turn (CR 117.4): the top of the stack resolves; every resulting state."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_kefnet_reveals_its_first_draw_and_the_copy_costs_2_less_701_20a_707_12_601_2f(engine):
    """Alice's draw step (504.1, 121.1): her first card this turn is Behold the Multiverse ({3}{U}, an instant). She may
    reveal it (701.20a): two resulting states; revealed, Kefnet's ability triggers (603.2) with that card. Resolving, it
    makes a copy of the card for her to cast now (707.12), paying its cost less {2} (601.2f): {1}{U}, which her two
    Islands pay, so casting the copy is legal (the card itself would cost {3}{U})."""
    s = make_state([bf("kef", "God-Eternal Kefnet"), bf("i1", "Island"), bf("i2", "Island"),
                    *[{"id": i, "card": c, "zone": "library", "owner": "alice", "library_position": n}
                      for n, (i, c) in enumerate((("top", "Behold the Multiverse"), ("l2", "Island")), 1)]],
                   phase="beginning", step="upkeep")
    outs = resolve_all(engine, s)
    assert sorted(len(o.state.doc["stack"]) for o in outs) == [0, 1]
    s = next(o.state for o in outs if o.state.doc["stack"])
    (ab,) = [o for o in s.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab["ability"].get("that_spell"), obj(s, "top")["zone"]) == ("kef", "top", "hand")
    s = passes(engine, s)
    (cp,) = [o for o in s.doc["objects"] if o.get("copy")]
    assert (cp["zone"], cp.get("cast_now_by"), cp.get("cast_now_pays"), cp.get("costs_less")) == ("hand", "alice", True, 2)
    casts = {a.action.get("cost") for a in engine.legal_actions(s) if a.action.get("object") == cp["id"]
             and a.action["action"] == "cast"}
    assert casts == {"mana"}


def test_kefnet_revealing_a_land_triggers_nothing_603_2(engine):
    """Kefnet's copy ability triggers only on revealing an instant or sorcery card: Alice's first draw this turn is an
    Island; revealed or not, nothing triggers (603.2): no ability on the stack in any resulting state."""
    s = make_state([bf("kef", "God-Eternal Kefnet"),
                    {"id": "top", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}],
                   phase="beginning", step="upkeep")
    outs = resolve_all(engine, s)
    assert outs and all(o.state.doc["stack"] == [] for o in outs)
    assert {obj(o.state, "top")["zone"] for o in outs} == {"hand"}


# --- Spellweaver Volute ({3}{U}{U} Aura) --------------------------------------------------------------------------------


def test_volute_targets_an_instant_card_in_any_graveyard_303_4a_115_1(engine):
    """CR 303.4a, 702.5a, 115.1: cast, Spellweaver Volute targets an instant card in a graveyard: Alice's Behold the
    Multiverse or Bob's Lightning Bolt, not Alice's Boltwave (a sorcery card)."""
    s = make_state([{"id": "vol", "card": "Spellweaver Volute", "zone": "hand", "owner": "alice"},
                    *[bf(f"i{i}", "Island") for i in range(5)],
                    {"id": "behold", "card": "Behold the Multiverse", "zone": "graveyard", "owner": "alice"},
                    {"id": "wave", "card": "Boltwave", "zone": "graveyard", "owner": "alice"},
                    {"id": "gbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "bob"}])
    targets = {t for a in engine.legal_actions(s) if a.action.get("object") == "vol" for ts in a.targets for t in ts}
    assert targets == {"behold", "gbolt"}


def test_volute_copy_cast_then_exiles_and_moves_the_aura_707_12_701_3a(engine):
    """Alice casts Boltwave (a sorcery): the Volute's ability triggers (603.2). Resolving, it makes a copy of the
    enchanted Behold the Multiverse for her to cast now without paying its mana cost (707.12, 608.2g); she casts it
    (cost free); then Behold the Multiverse is exiled (701.13a) and the Volute is attached to Bob's Lightning Bolt, the
    only other instant card in a graveyard (701.3a)."""
    s = make_state([bf("vol", "Spellweaver Volute", attached_to="behold"), bf("m1", "Mountain"),
                    {"id": "wave", "card": "Boltwave", "zone": "hand", "owner": "alice"},
                    {"id": "behold", "card": "Behold the Multiverse", "zone": "graveyard", "owner": "alice"},
                    {"id": "gbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "bob"}])
    s = only(engine.apply(s, {"action": "cast", "object": "wave"}))
    assert [o["ability"]["source"] for o in s.doc["objects"] if "ability" in o] == ["vol"]
    s = passes(engine, s)
    (cp,) = [o for o in s.doc["objects"] if o.get("copy")]
    assert (cp["zone"], cp.get("cast_now_by"), cp.get("cast_now_pays"), cp.get("then_reattaches")) == (
        "graveyard", "alice", None, "vol")
    declined = only(engine.apply(s, {"action": "pass"}))
    # 608.2c "If you do": declining to cast the copy, nothing else happens; the copy of a card outside the stack ceases
    # to exist (704.5e)
    assert (obj(declined, "behold")["zone"], obj(declined, "vol").get("attached_to")) == ("graveyard", "behold")
    assert [o for o in declined.doc["objects"] if o.get("copy")] == []
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free"}))
    assert s.doc["stack"] == ["wave", cp["id"]]        # the copy is cast above Boltwave (608.2g, 707.12)
    assert (obj(s, "behold")["zone"], obj(s, "vol").get("attached_to"), obj(s, cp["id"])["zone"]) == (
        "exile", "gbolt", "stack")


# --- Needs Python (left for the coordinator) ---------------------------------------------------------------------------


def test_zethi_multikicker_keyword_702_33c():
    """CR 702.33c: "Multikicker {W/U}" may be paid any number of times; Zethi's enters trigger reads how many."""
    assert library()["Zethi, Arcane Blademaster"]["abilities"][0] == {"multikicker": "{W/U}"}


def test_turning_a_morph_face_up_is_a_special_action_116_2b(engine):
    """CR 702.37e, 116.2b: Alice may turn her face-down Mischievous Quanar face up by paying its morph cost {1}{U}{U} any
    time she has priority; 708.8: it is then the Quanar, a 3/3."""
    s = make_state([bf("q", "Mischievous Quanar", face_down=True), *[bf(f"i{i}", "Island") for i in range(3)]])
    s = only(engine.apply(s, {"action": "turn_face_up", "object": "q"}))
    assert obj(s, "q").get("face_down") is None
