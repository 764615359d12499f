"""Branch cards12 (issue 22): copy cards of the census whose copy sentence needed a template of this branch. Each
expected value is worked out from the CR and the card's Oracle text before running the engine; real cards from the
bundled library."""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, pass_twice
from .test_costs_more import activated_of, objects, zone


def _chars(engine, s, oid):
    return engine.derive(s).object(oid).characteristics


def _pool(alice: str) -> list[dict]:
    return [{"name": "alice", "life": 20, "mana_pool": alice}, {"name": "bob", "life": 20, "mana_pool": ""}]


# --- "a card you exiled with cards named ~" (Arcane Savant, Caller of the Untamed, Volatile Chimera): the pregame
# exile isn't modelled; the state names the cards exiled that way (objects[].exiled_with_cards_named).

def test_608_2d_707_9a_volatile_chimera_becomes_a_copy_of_a_random_card_its_owner_exiled(engine):
    """Volatile Chimera: "{1}{R}: Choose a card at random you exiled with cards named Volatile Chimera. This creature
    becomes a copy of that card, except it has this ability." Alice exiled Serra Angel and Hill Giant with cards named
    Volatile Chimera; Bob exiled Grizzly Bears that way (not a card "you" exiled) and Alice's Fork is exiled otherwise.
    The random choice gives one resulting state per possible card (608.2d): two. In each the Chimera is a copy of that
    card (707.4, 707.2: Serra Angel 4/4 flying, Hill Giant 3/3) and keeps the activated ability (707.9a)."""
    ab = activated_of("Volatile Chimera")
    s = make_state([bf("chim", "Volatile Chimera"),
                    zone("angel", "Serra Angel", "exile", exiled_with_cards_named="Volatile Chimera"),
                    zone("giant", "Hill Giant", "exile", exiled_with_cards_named="Volatile Chimera"),
                    zone("bears", "Grizzly Bears", "exile", "bob", exiled_with_cards_named="Volatile Chimera"),
                    zone("fork", "Fork", "exile")], players=_pool("{R}{R}"))
    s = only(engine.apply(s, {"action": "activate", "object": "chim", "ability": ab}))
    outs = pass_twice(engine, s)
    got = []
    for o in outs:
        c = _chars(engine, o.state, "chim")
        kept = any(isinstance(a, dict) and a.get("activated", {}).get("cost") == "{1}{R}" for a in c["abilities"])
        got.append((c["name"], c["power"], c["toughness"], "flying" in c["abilities"], kept))
    assert sorted(got) == [("Hill Giant", 3, 3, False, True), ("Serra Angel", 4, 4, True, True)]


def test_107_3c_caller_of_the_untamed_token_copy_of_the_card_its_owner_exiled(engine):
    """Caller of the Untamed: "{X}, {T}: Create a token that's a copy of a card you exiled with cards named Caller of
    the Untamed. X is the mana value of that card." Alice exiled Serra Angel ({3}{W}{W}, mana value 5) that way: X is
    5, defined by the text (107.3c), paid from five mana; the token is a copy of the Angel (707.2, 111.1): a 4/4 flying
    Serra Angel token under Alice's control."""
    ab = activated_of("Caller of the Untamed")
    s = make_state([bf("caller", "Caller of the Untamed"),
                    zone("angel", "Serra Angel", "exile", exiled_with_cards_named="Caller of the Untamed")],
                   players=_pool("{G}" * 5))
    s = only(engine.apply(s, {"action": "activate", "object": "caller", "ability": ab}))
    assert s.to_document()["players"][0]["mana_pool"] in ("", None)
    s = only(pass_twice(engine, s))
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = _chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], "flying" in c["abilities"]) == ("Serra Angel", 4, 4, True)
    assert objects(s)["angel"]["zone"] == "exile"


def test_107_3c_caller_of_the_untamed_with_two_exiled_cards_x_is_the_mana_value_of_the_one_copied(engine):
    """(review13) Alice exiled Serra Angel (mana value 5) and Grizzly Bears (2) with cards named Caller of the Untamed.
    "a card you exiled ...": she may copy either; X is the mana value of that card (107.3c), so the card is picked as
    the ability is activated and X follows it: every legal activation, paid from {G}x5 and resolved, gives either a
    Serra Angel token with her pool empty or a Grizzly Bears token with {G}{G}{G} left, both possible."""
    s = make_state([bf("caller", "Caller of the Untamed"),
                    zone("angel", "Serra Angel", "exile", exiled_with_cards_named="Caller of the Untamed"),
                    zone("gb", "Grizzly Bears", "exile", exiled_with_cards_named="Caller of the Untamed")],
                   players=_pool("{G}" * 5))
    got = set()
    for a in engine.legal_actions(s):
        if a.action.get("object") == "caller":
            for o in engine.apply(s, a.action):
                pool = o.state.to_document()["players"][0]["mana_pool"] or ""
                for r in pass_twice(engine, o.state):
                    got |= {(pool, _chars(engine, r.state, t["id"])["name"]) for t in r.state.doc["objects"]
                            if t.get("token")}
    assert got == {("", "Serra Angel"), ("{G}{G}{G}", "Grizzly Bears")}


def test_707_12_arcane_savant_copies_a_card_its_owner_exiled_and_may_cast_it(engine):
    """Arcane Savant: "When this creature enters, copy a card you exiled with cards named Arcane Savant. You may cast
    the copy without paying its mana cost." Alice casts the Savant ({3}{U}{U}); it enters (603.2, 603.3b) and its
    trigger resolves: the one card she exiled that way, Lightning Bolt, is copied (Bob's Fork exiled that way is not
    hers), and she is to cast the copy now (707.12); cast for free at Bob, it deals 3 damage: 17."""
    s = make_state([{"id": "sav", "card": "Arcane Savant", "zone": "hand", "owner": "alice"},
                    zone("bolt", "Lightning Bolt", "exile", exiled_with_cards_named="Arcane Savant"),
                    zone("fork", "Fork", "exile", "bob", exiled_with_cards_named="Arcane Savant")],
                   players=_pool("{U}" * 5))
    s = only(engine.apply(s, {"action": "cast", "object": "sav", "cost": "mana"}))
    s = only(pass_twice(engine, s))
    s = only(pass_twice(engine, s))
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    assert copy["copy_effects"][0]["source"] == "bolt"
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert s.to_document()["players"][1]["life"] == 17


def test_103_6a_702_139a_leyline_and_companion_work_before_the_game(engine):
    """Leyline of Resonance's "If this card is in your opening hand, you may begin the game with it on the battlefield."
    is an action taken before the first turn (103.6, 103.6a) and Lutri's companion works outside the game (702.139a):
    during a game neither does anything, and derive says why for each object with one (a Leyline in hand, Lutri on
    the battlefield)."""
    d = engine.derive(make_state([{"id": "ley", "card": "Leyline of Resonance", "zone": "hand", "owner": "alice"},
                                  bf("lutri", "Lutri, the Spellchaser")]))
    assert ("pregame_only(ley, begin_game_on_battlefield)", "103.6a") in d.reasons
    assert ("pregame_only(lutri, companion)", "702.139a") in d.reasons


# --- Jadzi, Oracle of Arcavios: "Magecraft — Whenever you cast or copy an instant or sorcery spell, reveal the top card
# of your library. If it's a nonland card, you may cast it by paying {1} rather than paying its mana cost. If it's a land
# card, put it onto the battlefield."

def _jadzi_state(top: str):
    return make_state([bf("jadzi", "Jadzi, Oracle of Arcavios"),
                       {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                       {"id": "top", "card": top, "zone": "library", "owner": "alice", "library_position": 1},
                       {"id": "next", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2}],
                      players=_pool("{R}{G}"))


def test_118_9_305_4_jadzi_magecraft_casts_the_top_card_for_1_or_puts_a_land_onto_the_battlefield(engine):
    """Alice casts Lightning Bolt at Bob ({R}): magecraft triggers (601.2i, 603.2) and resolves first (405.5). Top card
    Serra Angel ({3}{W}{W}), a nonland card: she may cast it from the library now (608.2g) only by paying {1}, an
    alternative cost (118.9: not for its mana cost, not free), which her {G} pays (the pool is then empty); it resolves
    first: the Angel is on the battlefield, the Bolt still on the stack. Top card Forest instead: it is put onto the battlefield
    (305.4), the Island below stays in the library."""
    s = only(engine.apply(_jadzi_state("Serra Angel"), {"action": "cast", "object": "bolt", "cost": "mana",
                                                        "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    s = only(engine.apply(s, {"action": "cast", "object": "top", "cost": "alternative"}))
    assert s.to_document()["players"][0]["mana_pool"] in ("", None)
    s = only(pass_twice(engine, s))
    assert objects(s)["top"]["zone"] == "battlefield" and objects(s)["bolt"]["zone"] == "stack"
    s = only(engine.apply(_jadzi_state("Forest"), {"action": "cast", "object": "bolt", "cost": "mana",
                                                   "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert (objects(s)["top"]["zone"], objects(s)["next"]["zone"]) == ("battlefield", "library")


# --- Blue Mage's Cane: "Job select" / "Equipped creature gets +0/+2, is a Wizard in addition to its other types, and has
# "Whenever this creature attacks, exile up to one target instant or sorcery card from defending player's graveyard. If
# you do, copy it. You may cast the copy by paying {3} rather than paying its mana cost."" / "Spirit of the Whalaqee —
# Equip {2}"

def test_702_182a_blue_mages_cane_job_select_makes_a_hero_wizard(engine):
    """Alice casts the Cane ({2}{U}); it resolves and enters, and job select triggers (702.182a, 603.6a); resolved, it
    creates a 1/1 colorless Hero creature token (111.4: Hero Token) and attaches the Cane to it (701.3a). The Hero is
    then a 1/3 Hero Wizard (301.5a: +0/+2 in layer 7c; the subtype added in layer 4, 613.1d) with the granted attack
    trigger (613.1f)."""
    s = make_state([{"id": "cane", "card": "Blue Mage's Cane", "zone": "hand", "owner": "alice"}],
                   players=_pool("{U}{U}{U}"))
    s = only(engine.apply(s, {"action": "cast", "object": "cane", "cost": "mana"}))
    s = only(pass_twice(engine, s))
    s = only(pass_twice(engine, s))
    (hero,) = [o for o in s.doc["objects"] if o.get("token")]
    assert objects(s)["cane"].get("attached_to") == hero["id"]
    c = _chars(engine, s, hero["id"])
    assert (c["name"], c["power"], c["toughness"], sorted(c["subtypes"]), c.get("colors") or []) == (
        "Hero Token", 1, 3, ["Hero", "Wizard"], [])
    assert any(isinstance(a, dict) and a.get("trigger") == "attacks" for a in c["abilities"])


def test_506_2_707_12_118_9_blue_mages_cane_attack_copies_a_card_of_the_defending_players_graveyard(engine):
    """The Cane is attached to Alice's Grizzly Bears, which attacks Bob (508.1m). The granted trigger's target is up to
    one instant or sorcery card in Bob's graveyard (506.2, 115.1d): his Lightning Bolt or none (not his Grizzly Bears
    card, not Alice's own Fork): two resulting states. With the Bolt: it is exiled (406.2) and a copy of it is made
    that Alice may cast only by paying {3} (707.12, 118.9); cast at Bob with the three red mana in her pool, it deals 3: 17."""
    s = make_state([bf("bears", "Grizzly Bears"), bf("cane", "Blue Mage's Cane", attached_to="bears"),
                    zone("bolt", "Lightning Bolt", "graveyard", "bob"), zone("bb", "Grizzly Bears", "graveyard", "bob"),
                    zone("shock", "Fork", "graveyard")],
                   phase="combat", step="declare_attackers", priority=None, players=_pool("{R}{R}{R}"))
    outs = [o.state for o in engine.apply(s, {"action": "declare_attackers", "attackers": ["bears"]})]
    tg = sorted(tuple(o.get("targets") or []) for st in outs for o in st.doc["objects"] if "ability" in o)
    assert tg == [(), ("bolt",)]
    (s,) = [st for st in outs if any(o.get("targets") == ["bolt"] for o in st.doc["objects"] if "ability" in o)]
    s = only(pass_twice(engine, s))
    assert objects(s)["bolt"]["zone"] == "exile"
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "alternative", "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert s.to_document()["players"][1]["life"] == 17


# --- Kaya, Spirits' Justice: "Whenever one or more creatures you control and/or creature cards in your graveyard are put
# into exile, you may choose a creature card from among them. Until end of turn, target token you control becomes a copy
# of it, except it has flying."

def test_603_2_707_9b_kaya_token_becomes_a_copy_of_the_exiled_creature_with_flying(engine):
    """Alice casts Swords to Plowshares on her own Grizzly Bears: it is exiled (406.2), a creature she controls, so Kaya's
    ability triggers (603.2; it looks back, 603.10a) targeting her only token, a 1/1 Soldier token (Bob's token can't be
    chosen). Resolved, she may choose the Bears card among the exiled (608.2d): two resulting states. Choosing it, the
    token becomes a copy of Grizzly Bears (707.4, 707.2: a 2/2 Bear named Grizzly Bears) with flying (707.9b) until end
    of turn (514.2); declining, it stays a 1/1 Soldier."""
    def tok(oid, owner):
        return {"id": oid, "token": True, "zone": "battlefield", "owner": owner,
                "characteristics": {"name": "Soldier Token", "types": ["creature"], "subtypes": ["Soldier"],
                                    "colors": ["white"], "power": 1, "toughness": 1}}
    s = make_state([bf("kaya", "Kaya, Spirits' Justice", counters={"loyalty": 3}), bf("bears", "Grizzly Bears"),
                    tok("sol", "alice"), tok("bsol", "bob"),
                    {"id": "stp", "card": "Swords to Plowshares", "zone": "hand", "owner": "alice"}],
                   players=_pool("{W}"))
    s = only(engine.apply(s, {"action": "cast", "object": "stp", "cost": "mana", "targets": ["bears"]}))
    s = only(pass_twice(engine, s))
    assert objects(s)["bears"]["zone"] == "exile"
    assert [o.get("targets") for o in s.doc["objects"] if "ability" in o] == [["sol"]]
    outs = pass_twice(engine, s)
    got = sorted((c["name"], c["power"], c["toughness"], "flying" in c["abilities"])
                 for c in (_chars(engine, o.state, "sol") for o in outs))
    assert got == [("Grizzly Bears", 2, 2, True), ("Soldier Token", 1, 1, False)]


# --- Baron Helmut Zemo: "Boast — Exile any number of black cards from your graveyard with fifteen or more black mana
# symbols among their mana costs: Copy those exiled cards. You may cast up to three of the copies without paying their
# mana costs." Two test cards give the symbols (no real card in the library has more than three {B}).

def _eight_black(name: str) -> dict:
    return {"name": name, "mana_cost": "{B}{B}{B}{B}{B}{B}{B}{B}", "types": ["sorcery"],
            "oracle": "~ deals 2 damage to any target.",
            "abilities": [{"spell": {"effect": {"damage": 2}, "target": "any"}}],
            "notes": "a test card (a black sorcery with eight black mana symbols, for Baron Helmut Zemo's boast cost)"}


def test_702_142a_118_3_707_12_baron_zemo_boast_exiles_black_cards_and_casts_their_copies(engine):
    """Zemo attacked this turn (702.142a); it is Alice's second main phase. Her graveyard: two test black sorceries with
    eight {B} each, Sign in Blood ({B}{B}) and Grizzly Bears (green: not a black card, 105.2). A set of black cards with
    fifteen or more black mana symbols (107.4) is exiled as the cost (118.3): both test cards (16), or both and Sign in
    Blood (18): two resulting states. Both test cards exiled, the ability resolves: each is copied and she may cast the
    copies for free (707.12); cast at Bob, one deals 2: 18. Zemo that hasn't attacked can't boast (702.142a)."""
    ab = activated_of("Baron Helmut Zemo")
    cards = [_eight_black("TEST Eight Black A"), _eight_black("TEST Eight Black B")]
    objs = [zone("ta", "TEST Eight Black A", "graveyard"), zone("tb", "TEST Eight Black B", "graveyard"),
            zone("sib", "Sign in Blood", "graveyard"), zone("gb", "Grizzly Bears", "graveyard")]
    act = {"action": "activate", "object": "zemo", "ability": ab}
    s = make_state([bf("zemo", "Baron Helmut Zemo")] + objs, cards=cards, phase="postcombat_main")
    assert ("not_attacked_this_turn", "702.142a") in engine.why_not(s, act).failures
    s = make_state([bf("zemo", "Baron Helmut Zemo", attacked_this_turn=True)] + objs, cards=cards,
                   phase="postcombat_main")
    outs = [o.state for o in engine.apply(s, act)]
    exiled = sorted(tuple(sorted(i for i in ("ta", "tb", "sib", "gb") if objects(st)[i]["zone"] == "exile"))
                    for st in outs)
    assert exiled == [("sib", "ta", "tb"), ("ta", "tb")]
    (s,) = [st for st in outs if objects(st)["sib"]["zone"] == "graveyard"]
    s = only(pass_twice(engine, s))
    copies = sorted((o["copy_effects"][0]["source"], o["id"]) for o in s.to_document()["objects"]
                    if o.get("cast_now_by") == "alice")
    assert [c[0] for c in copies] == ["ta", "tb"]
    s = only(engine.apply(s, {"action": "cast", "object": copies[0][1], "cost": "free", "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert s.to_document()["players"][1]["life"] == 18


# --- Soundwave, Sonic Spy: "Whenever one or more creature tokens you control deal combat damage to a player, exile target
# instant or sorcery card with mana value equal to the damage dealt from their graveyard. Copy it. You may cast the copy
# without paying its mana cost. If you do, convert Soundwave."

def test_603_2c_707_12_701_28a_soundwave_copies_a_card_with_mana_value_the_damage_and_converts(engine):
    """Alice's 2/2 Soldier token attacks Bob unblocked; combat damage is dealt (510.2): 2 to Bob, so Soundwave's ability
    triggers once (603.2c). Its target is an instant or sorcery card in Bob's graveyard with mana value 2 (202.3): Sign in
    Blood ({B}{B}), not Lightning Bolt (1), not Alice's own Sign in Blood: one resulting state. Resolved, the card is
    exiled (406.2) and Alice may cast its copy for free (707.12); she casts it at Bob, and Soundwave converts (701.28a:
    its back face up, Soundwave, Superior Captain). The copy resolves: Bob draws two cards and loses 2 life: 16."""
    sol = {"id": "sol", "token": True, "zone": "battlefield", "owner": "alice", "attacking": "bob",
           "characteristics": {"name": "Soldier Token", "types": ["creature"], "subtypes": ["Soldier"],
                               "colors": ["white"], "power": 2, "toughness": 2}}
    lib = [{"id": f"bl{i}", "card": "Island", "zone": "library", "owner": "bob", "library_position": i}
           for i in (1, 2)]
    s = make_state([bf("sw", "Soundwave, Sonic Spy"), sol, zone("sib", "Sign in Blood", "graveyard", "bob"),
                    zone("bolt", "Lightning Bolt", "graveyard", "bob"), zone("mine", "Sign in Blood", "graveyard")]
                   + lib, phase="combat", step="declare_blockers")
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.to_document()["players"][1]["life"] == 18
    assert [o.get("targets") for o in s.doc["objects"] if "ability" in o] == [["sib"]]
    s = only(pass_twice(engine, s))
    assert objects(s)["sib"]["zone"] == "exile"
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    assert _chars(engine, s, "sw")["name"] == "Soundwave, Superior Captain"
    s = only(pass_twice(engine, s))
    assert s.to_document()["players"][1]["life"] == 16


# --- Paleontologist's Pick-Axe // Dinosaur Headdress: "Craft with one or more creatures {5}" / "When this Equipment
# enters, attach it to target creature you control." / "As this Equipment becomes attached to a creature, choose an
# exiled creature card used to craft this Equipment." / "Equipped creature is a copy of the last chosen card."

def test_702_167a_707_2_pick_axe_crafts_into_a_headdress_that_makes_the_equipped_creature_a_copy(engine):
    """Alice activates craft ({5}, five Forests' mana in her pool; 702.167a): the Pick-Axe and one or more creatures among
    her Grizzly Bears (a permanent) and the Serra Angel card in her graveyard (702.167b) are exiled: three resulting
    states (the Bears, the Angel, both). With the Angel alone: the ability resolves and the card returns transformed
    (Dinosaur Headdress, 712.14a); its enters trigger targets her only creature, the Bears, and attaches the Headdress to
    it (701.3a); as it becomes attached she chooses the Angel, the one creature card used to craft it (702.167c), and
    the Bears is a copy of Serra Angel (707.2, 613.2): a 4/4 flyer named Serra Angel, still equipped."""
    ab = activated_of("Paleontologist's Pick-Axe")
    s = make_state([bf("axe", "Paleontologist's Pick-Axe"), bf("bears", "Grizzly Bears"),
                    zone("angel", "Serra Angel", "graveyard")], players=_pool("{G}" * 5))
    outs = [o.state for o in engine.apply(s, {"action": "activate", "object": "axe", "ability": ab})]
    assert sorted(tuple(i for i in ("axe", "bears", "angel") if objects(st)[i]["zone"] == "exile") for st in outs) == [
        ("axe", "angel"), ("axe", "bears"), ("axe", "bears", "angel")]
    (s,) = [st for st in outs if objects(st)["bears"]["zone"] == "battlefield"]
    s = only(pass_twice(engine, s))
    assert (objects(s)["axe"]["zone"], _chars(engine, s, "axe")["name"]) == ("battlefield", "Dinosaur Headdress")
    assert [o.get("targets") for o in s.doc["objects"] if "ability" in o] == [["bears"]]
    s = only(pass_twice(engine, s))
    assert objects(s)["axe"].get("attached_to") == "bears"
    c = _chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"], "flying" in c["abilities"]) == ("Serra Angel", 4, 4, True)


def test_305_4_608_2n_journey_to_the_oracle_puts_lands_then_may_discard_to_return(engine):
    """Journey to the Oracle (Jadzi's back face, on the stack with that face up, 712.8d-e) resolves for Alice, who controls
    six Forests and holds two Forests and Grizzly Bears. She puts any set of her land cards onto the battlefield (305.4):
    none, either or both. Only with both does she control eight lands (608.2c), and then she may discard a card (701.9a):
    the Bears (the Forests are gone from her hand); if she does, the Journey card returns to her hand instead of her
    graveyard (608.2n). Five resulting states."""
    jo = {"id": "jo", "card": "Jadzi, Oracle of Arcavios", "zone": "stack", "owner": "alice", "controller": "alice",
          "transformed": True, "cast_with": "mana"}
    s = make_state([jo] + [bf(f"f{i}", "Forest") for i in range(6)]
                   + [{"id": h, "card": c, "zone": "hand", "owner": "alice"}
                      for h, c in (("h1", "Forest"), ("h2", "Forest"), ("gb", "Grizzly Bears"))], stack=["jo"])
    got = sorted((objects(o.state)["h1"]["zone"], objects(o.state)["h2"]["zone"], objects(o.state)["gb"]["zone"],
                  objects(o.state)["jo"]["zone"]) for o in pass_twice(engine, s))
    assert got == [("battlefield", "battlefield", "graveyard", "hand"), ("battlefield", "battlefield", "hand", "graveyard"),
                   ("battlefield", "hand", "hand", "graveyard"), ("hand", "battlefield", "hand", "graveyard"),
                   ("hand", "hand", "hand", "graveyard")]


def test_702_162a_soundwave_cast_converted_for_its_more_than_meets_the_eye_cost(engine):
    """More Than Meets the Eye {2}{W}{U}{B}: Alice casts Soundwave from her hand converted for that cost (702.162a, 118.9),
    five mana from her pool; the spell is on the stack with its back face up (701.28a, 712.11a) and resolves into
    Soundwave, Superior Captain on the battlefield (712.13)."""
    s = make_state([{"id": "sw", "card": "Soundwave, Sonic Spy", "zone": "hand", "owner": "alice"}],
                   players=_pool("{W}{U}{B}{B}{B}"))
    s = only(engine.apply(s, {"action": "cast", "object": "sw", "cost": "more_than_meets_the_eye"}))
    assert s.to_document()["players"][0]["mana_pool"] in ("", None)
    assert _chars(engine, s, "sw")["name"] == "Soundwave, Superior Captain"
    s = only(pass_twice(engine, s))
    assert (objects(s)["sw"]["zone"], _chars(engine, s, "sw")["name"]) == ("battlefield", "Soundwave, Superior Captain")


def test_701_28a_soundwave_superior_captain_converts_and_creates_ravage_for_an_odd_mana_value(engine):
    """Soundwave is on the battlefield converted (Soundwave, Superior Captain). Alice casts Lightning Bolt (mana value 1,
    odd; 601.2i, 202.3): the odd trigger (603.2) resolves first: Soundwave converts (701.28a: Soundwave, Sonic Spy again)
    and, as it did, she creates Ravage, a legendary 3/3 black Robot artifact creature token with menace and deathtouch
    (111.4). The even trigger doesn't trigger."""
    s = make_state([bf("sw", "Soundwave, Sonic Spy", transformed=True),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}], players=_pool("{R}"))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "cost": "mana", "targets": ["bob"]}))
    assert len([o for o in s.doc["objects"] if "ability" in o]) == 1
    s = only(pass_twice(engine, s))
    assert _chars(engine, s, "sw")["name"] == "Soundwave, Sonic Spy"
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = _chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], sorted(c["types"]), c["supertypes"]) == (
        "Ravage", 3, 3, ["black"], ["artifact", "creature"], ["legendary"])
    assert {"menace", "deathtouch"} <= set(a for a in c["abilities"] if isinstance(a, str))
