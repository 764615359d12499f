"""Effects of prepare spells on players, hands, libraries and mana pools (rules_asp/kernel/player_effects.lp).

Each expected answer is worked out from the CR text first: losing life (CR 119.3) and losing the game at 0 life
(704.5a); discarding, the player's choice of cards (701.9a-b); milling (701.17a-b); Brainstorm's putting back in
any order (401.4); adding mana (106.4); surveil (701.25a); tapping and untapping (701.26a-b); becoming unprepared
(722.3b); the instructions of one spell followed in order (608.2c). The cards are the prepare spells of Secrets
of Strixhaven preparation cards, with the Oracle texts of the classic cards they reprint (in ``notes``), or test
cards standing in for a spell whose Oracle text isn't at hand.
"""

from __future__ import annotations

from .conftest import make_state, only

SIGN_IN_BLOOD = {"name": "Sign in Blood", "mana_cost": "{B}{B}", "types": ["sorcery"],
                 "notes": "Oracle: \"Target player draws two cards and loses 2 life.\"",
                 "abilities": [{"spell": {"target": "player",
                                          "effect": [{"draw": 2}, {"lose_life": 2, "who": "target"}]}}]}
CAREFUL_STUDY = {"name": "Careful Study", "mana_cost": "{U}", "types": ["sorcery"],
                 "notes": "Oracle: \"Draw two cards, then discard two cards.\"",
                 "abilities": [{"spell": {"effect": [{"draw": 2}, {"discard": 2}]}}]}
BRAINSTORM = {"name": "Brainstorm", "mana_cost": "{U}", "types": ["instant"],
              "notes": "Oracle: \"Draw three cards, then put two cards from your hand on top of your library in any "
                       "order.\"",
              "abilities": [{"spell": {"effect": [{"draw": 3}, {"put_back": 2}]}}]}
SEETHING_SONG = {"name": "Seething Song", "mana_cost": "{2}{R}", "types": ["instant"],
                 "notes": "Oracle: \"Add {R}{R}{R}{R}{R}.\"",
                 "abilities": [{"spell": {"effect": {"add_mana": "{R}{R}{R}{R}{R}"}}}]}
# Scheming Silvertongue: {1}{B} 1/3 Vampire Warlock; prepare spell Sign in Blood (shared/cards/preparation_cards.md).
# How it becomes prepared is left out: the tests make it prepared with the become_prepared event (CR 722.3a).
SILVERTONGUE = {"name": "Scheming Silvertongue", "mana_cost": "{1}{B}", "types": ["creature"],
                "subtypes": ["Vampire", "Warlock"], "power": 1, "toughness": 3,
                "notes": "preparation card; its way of becoming prepared is not modelled here",
                "prepare": {k: v for k, v in SIGN_IN_BLOOD.items() if k != "notes"}}
# Spellbook Seeker: {3}{U} 3/3 Bird Wizard that enters prepared; prepare spell Careful Study.
SEEKER = {"name": "Spellbook Seeker", "mana_cost": "{3}{U}", "types": ["creature"], "subtypes": ["Bird", "Wizard"],
          "power": 3, "toughness": 3, "notes": "preparation card; enters prepared",
          "abilities": ["enters_prepared"],
          "prepare": {k: v for k, v in CAREFUL_STUDY.items() if k != "notes"}}
# Test cards for spells whose exact Oracle text isn't at hand (Bloodletting's "each opponent loses life", the
# mill of Pack a Punch, Rejoinder's "you may tap or untap target permanent") and classic ones (Mind Rot).
DRAIN = {"name": "Test Drain", "mana_cost": "{X}{B}", "types": ["sorcery"],
         "notes": "test card: \"Each opponent loses X life.\" (stands in for Bloodletting)",
         "abilities": [{"spell": {"effect": {"lose_life": "X", "who": "each_opponent"}}}]}
MIND_ROT = {"name": "Mind Rot", "mana_cost": "{2}{B}", "types": ["sorcery"],
            "notes": "Oracle: \"Target player discards two cards.\"",
            "abilities": [{"spell": {"target": "player", "effect": {"discard": 2, "who": "target"}}}]}
MILL = {"name": "Test Mill", "mana_cost": "{U}", "types": ["sorcery"], "notes": "test card: \"Mill two cards.\"",
        "abilities": [{"spell": {"effect": {"mill": 2}}}]}
SURVEIL = {"name": "Test Surveil", "mana_cost": "{U}", "types": ["sorcery"], "notes": "test card: \"Surveil 2.\"",
           "abilities": [{"spell": {"effect": {"surveil": 2}}}]}
TAP_OR_UNTAP = {"name": "Test Rejoinder", "mana_cost": "{W}", "types": ["instant"],
                "notes": "test card: \"You may tap or untap target permanent.\" (Rejoinder's second sentence)",
                "abilities": [{"spell": {"target": "permanent", "effect": {"tap_or_untap": "target"}}}]}
UNPREPARE = {"name": "Test Unprepare", "mana_cost": "{U}", "types": ["instant"],
             "notes": "test card: \"Target creature becomes unprepared.\"",
             "abilities": [{"spell": {"target": "creature", "effect": {"become_unprepared": "target"}}}]}
SWORDS = {"name": "Swords to Plowshares", "mana_cost": "{W}", "types": ["instant"],
          "notes": "Oracle: \"Exile target creature. Its controller gains life equal to its power.\"",
          "abilities": [{"spell": {"target": "creature",
                                   "effect": [{"exile": "target"}, {"its_controller_gains_life": "its_power"}]}}]}
# Emeritus of Truce: {1}{W}{W} 3/3 Cat Cleric; prepare spell Swords to Plowshares (its trigger is left out).
TRUCE = {"name": "Emeritus of Truce", "mana_cost": "{1}{W}{W}", "types": ["creature"], "subtypes": ["Cat", "Cleric"],
         "power": 3, "toughness": 3, "notes": "preparation card; its way of becoming prepared is not modelled here",
         "prepare": {k: v for k, v in SWORDS.items() if k != "notes"}}
RAMPANT = {"name": "Rampant Growth", "mana_cost": "{1}{G}", "types": ["sorcery"],
           "notes": "Oracle: \"Search your library for a basic land card, put that card onto the battlefield tapped, "
                    "then shuffle.\" (the shuffle is not modelled)",
           "abilities": [{"spell": {"effect": {"search_to_battlefield": "basic_land", "tapped": True}}}]}
# Studious First Year: {G} 1/1 Bear Wizard that enters prepared; prepare spell Rampant Growth.
FIRST_YEAR = {"name": "Studious First Year", "mana_cost": "{G}", "types": ["creature"], "subtypes": ["Bear", "Wizard"],
              "power": 1, "toughness": 1, "notes": "preparation card; enters prepared", "abilities": ["enters_prepared"],
              "prepare": {k: v for k, v in RAMPANT.items() if k != "notes"}}
RAISE = {"name": "Test Reanimation", "mana_cost": "{B}", "types": ["sorcery"],
         "notes": "test card: \"Return target creature card from your graveyard to the battlefield.\"",
         "abilities": [{"spell": {"target": {"graveyard_card": ["creature"]},
                                  "effect": {"return_to_battlefield": "target"}}}]}
BRAINGEYSER = {"name": "Braingeyser", "mana_cost": "{X}{U}{U}", "types": ["sorcery"],
               "notes": "Oracle: \"Target player draws X cards.\"",
               "abilities": [{"spell": {"target": "player", "effect": {"draw": "X"}}}]}
EXSANGUINATE = {"name": "Exsanguinate", "mana_cost": "{X}{B}{B}", "types": ["sorcery"],
                "notes": "Oracle: \"Each opponent loses X life. You gain life equal to the life lost this way.\"",
                "abilities": [{"spell": {"effect": [{"lose_life": "X", "who": "each_opponent"},
                                                    {"gain_life_lost": "this_way"}]}}]}
WHEEL = {"name": "Wheel of Fortune", "mana_cost": "{2}{R}", "types": ["sorcery"],
         "notes": "Oracle: \"Each player discards their hand, then draws seven cards.\"",
         "abilities": [{"spell": {"effect": [{"discard_hand": "each_player"}, {"each_player_draws": 7}]}}]}
STREAM = {"name": "Stream of Life", "mana_cost": "{X}{G}", "types": ["sorcery"],
          "notes": "Oracle: \"Target player gains X life.\"",
          "abilities": [{"spell": {"target": "player", "effect": {"target_gains_life": "X"}}}]}
REPLENISH = {"name": "Replenish", "mana_cost": "{3}{W}", "types": ["sorcery"],
             "notes": "Oracle: \"Return all enchantment cards from your graveyard to the battlefield. (Auras with nothing "
                      "to enchant remain in your graveyard.)\"",
             "abilities": [{"spell": {"effect": {"return_all_to_battlefield": "enchantment"}}}]}
ANTHEM = {"name": "Test Anthem", "mana_cost": "{1}{W}", "types": ["enchantment"], "notes": "a test enchantment"}
AURA = {"name": "Test Aura", "mana_cost": "{W}", "types": ["enchantment"], "subtypes": ["Aura"],
        "notes": "a test Aura"}
BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
         "power": 2, "toughness": 2}
CARDS = [SIGN_IN_BLOOD, CAREFUL_STUDY, BRAINSTORM, SEETHING_SONG, SILVERTONGUE, SEEKER, DRAIN, MIND_ROT, MILL,
         SURVEIL, TAP_OR_UNTAP, UNPREPARE, SWORDS, TRUCE, RAMPANT, FIRST_YEAR, RAISE, BRAINGEYSER,
         EXSANGUINATE, WHEEL, STREAM, REPLENISH, ANTHEM, AURA]


def cards(owner: str, zone: str, n: int, prefix: str) -> list[dict]:
    """``n`` Grizzly Bears cards in ``owner``'s ``zone``, ids prefix1.., listed top first for a library."""
    out = [{"id": f"{prefix}{i}", "card": "Grizzly Bears", "zone": zone, "owner": owner} for i in range(1, n + 1)]
    if zone == "library":
        for i, o in enumerate(out, 1):
            o["library_position"] = i
    return out


def on_stack(card: str, oid: str = "sp", **extra) -> dict:
    return {"id": oid, "card": card, "zone": "stack", "owner": "alice", "controller": "alice", **extra}


def state(objects, stack=(), **top):
    return make_state(list(objects), cards=CARDS, stack=list(stack), **top)


def resolve(engine, s):
    """The top of the stack resolves (the rules event; state-based actions follow, CR 117.5)."""
    return engine.apply(s, {"event": "resolve"})


def pass_both(engine, s):
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def zones(s) -> dict[str, str]:
    return {o["id"]: o["zone"] for o in s.doc["objects"]}


def in_zone(s, owner: str, zone: str) -> set[str]:
    return {o["id"] for o in s.doc["objects"] if o["zone"] == zone and o.get("owner") == owner}


def library_order(s, owner: str) -> list[str]:
    lib = [o for o in s.doc["objects"] if o["zone"] == "library" and o["owner"] == owner]
    return [o["id"] for o in sorted(lib, key=lambda o: o["library_position"])]


def life(s) -> dict[str, int]:
    return {p["name"]: p["life"] for p in s.doc["players"]}


# --- lose_life (CR 119.3, 704.5a)

def test_sign_in_blood_from_hand_target_draws_two_and_loses_two_119_3_121_2(engine):
    """CR 121.2, 119.3: Alice casts Sign in Blood ({B}{B} from her pool) targeting Bob: Bob draws his top two
    cards (b1, b2; b3 stays) and goes from 20 to 18 life; Alice stays at 20. One resulting state."""
    s = state([{"id": "sib", "card": "Sign in Blood", "zone": "hand", "owner": "alice"},
               *cards("bob", "library", 3, "b")],
              players=[{"name": "alice", "life": 20, "mana_pool": "{B}{B}"}, {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"action": "cast", "object": "sib", "targets": ["bob"]}))
    (out,) = pass_both(engine, s)
    assert life(out.state) == {"alice": 20, "bob": 18}
    assert in_zone(out.state, "bob", "hand") == {"b1", "b2"} and library_order(out.state, "bob") == ["b3"]
    assert ("lost_life(bob, 2, sib)", "119.3") in out.events
    assert zones(out.state)["sib"] == "graveyard"


def test_sign_in_blood_to_zero_life_loses_the_game_704_5a(engine):
    """CR 119.3, 704.5a: Alice at 2 life targets herself: she draws two and goes to 0; at the check before a
    player would receive priority (CR 117.5) she loses; Bob, her only opponent, wins (CR 104.2a)."""
    s = state([on_stack("Sign in Blood", targets=["alice"]), *cards("alice", "library", 2, "a")], stack=["sp"],
              players=[{"name": "alice", "life": 2}, {"name": "bob", "life": 20}])
    (out,) = resolve(engine, s)
    assert ("loses(alice)", "704.5a") in out.events
    assert out.state.doc.get("game_over") is True and out.state.doc.get("winner") == "bob"


def test_sign_in_blood_prepare_copy_cast_from_exile_722_3c_119_3(engine):
    """CR 722.3a, 722.3c: Scheming Silvertongue becomes prepared and a copy of Sign in Blood is created in exile;
    Alice casts the copy ({B}{B}) targeting Bob, which unprepares the Silvertongue (CR 601.2i); it resolves: Bob
    draws two and goes to 18 life (CR 119.3); the copy, out of the stack, ceases to exist (CR 704.5e)."""
    s = state([{"id": "sst", "card": "Scheming Silvertongue", "zone": "battlefield", "owner": "alice"},
               *cards("bob", "library", 2, "b")],
              players=[{"name": "alice", "life": 20, "mana_pool": "{B}{B}"}, {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"event": "become_prepared", "object": "sst"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id, "targets": ["bob"]}))
    assert engine.derive(s).object("sst").designations == []
    (out,) = pass_both(engine, s)
    assert life(out.state) == {"alice": 20, "bob": 18}
    assert in_zone(out.state, "bob", "hand") == {"b1", "b2"}
    assert copy_id not in zones(out.state)


def test_each_opponent_loses_x_life_119_3_107_3(engine):
    """CR 119.3, 107.3: "each opponent loses X life" with X = 3 in a three-player game: Bob and Carol go to 17,
    Alice (the controller) stays at 20; two loss events."""
    s = state([on_stack("Test Drain", x=3)], stack=["sp"],
              players=[{"name": "alice", "life": 20}, {"name": "bob", "life": 20}, {"name": "carol", "life": 20}])
    (out,) = resolve(engine, s)
    assert life(out.state) == {"alice": 20, "bob": 17, "carol": 17}
    assert sorted(e for e, r in out.events if r == "119.3") == ["lost_life(bob, 3, sp)", "lost_life(carol, 3, sp)"]


# --- discard (CR 701.9a-b, 608.2c)

def test_careful_study_discards_two_of_three_one_state_per_pair_701_9b_608_2c(engine):
    """CR 608.2c, 701.9a-b: Careful Study with h1 in hand and l1, l2, l3 in the library: Alice draws l1 and l2
    first, so her hand is h1, l1, l2 when she discards two of her choice: one resulting state per pair (3); the
    card kept is each of the three once; l3 stays in the library; the discarded two are in her graveyard."""
    s = state([on_stack("Careful Study"), *cards("alice", "hand", 1, "h"), *cards("alice", "library", 3, "l")],
              stack=["sp"])
    outs = resolve(engine, s)
    assert len(outs) == 3
    kept = sorted(tuple(sorted(in_zone(o.state, "alice", "hand"))) for o in outs)
    assert kept == [("h1",), ("l1",), ("l2",)]
    for o in outs:
        assert library_order(o.state, "alice") == ["l3"]
        assert in_zone(o.state, "alice", "graveyard") == {"h1", "l1", "l2", "sp"} - in_zone(o.state, "alice", "hand")
        assert len([e for e, r in o.events if r == "701.9a"]) == 2


def test_careful_study_prepare_copy_from_spellbook_seeker_722_3c_701_9a(engine):
    """CR 722.3a, 722.3c: Spellbook Seeker enters prepared (4 Islands of 5 pay {3}{U}); Alice casts the exiled
    Careful Study with the fifth; with an empty hand she draws l1 and l2 and must discard both (CR 701.9a): one
    resulting state, both in the graveyard, the Seeker no longer prepared (CR 601.2i)."""
    from .conftest import lands
    s = state([{"id": "seek", "card": "Spellbook Seeker", "zone": "hand", "owner": "alice"},
               *lands("alice", islands=5), *cards("alice", "library", 2, "l")])
    s = only(engine.apply(s, {"action": "cast", "object": "seek",
                              "payment": ["aisland1", "aisland2", "aisland3", "aisland4"]}))
    (s,) = [o.state for o in pass_both(engine, s)]
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id}))
    (out,) = pass_both(engine, s)
    assert {"l1", "l2"} <= in_zone(out.state, "alice", "graveyard")
    assert in_zone(out.state, "alice", "hand") == set()
    assert engine.derive(out.state).object("seek").designations == []


def test_mind_rot_target_player_chooses_two_of_three_701_9b(engine):
    """CR 701.9b: "target player discards two cards": Bob, with three cards in hand, chooses which two: three
    resulting states, each with one card left; with one card in hand he discards it (one state)."""
    s = state([on_stack("Mind Rot", targets=["bob"]), *cards("bob", "hand", 3, "h")], stack=["sp"])
    outs = resolve(engine, s)
    assert sorted(tuple(sorted(in_zone(o.state, "bob", "hand"))) for o in outs) == [("h1",), ("h2",), ("h3",)]
    s = state([on_stack("Mind Rot", targets=["bob"]), *cards("bob", "hand", 1, "h")], stack=["sp"])
    (out,) = resolve(engine, s)
    assert in_zone(out.state, "bob", "graveyard") == {"h1"}


# --- mill (CR 701.17a-b)

def test_mill_two_puts_the_top_two_into_the_graveyard_701_17a(engine):
    """CR 701.17a: mill 2 with l1, l2, l3: l1 and l2 go to Alice's graveyard, l3 stays; one state."""
    s = state([on_stack("Test Mill"), *cards("alice", "library", 3, "l")], stack=["sp"])
    (out,) = resolve(engine, s)
    assert in_zone(out.state, "alice", "graveyard") == {"l1", "l2", "sp"}
    assert library_order(out.state, "alice") == ["l3"]


def test_mill_more_than_the_library_mills_what_there_is_701_17b(engine):
    """CR 701.17b: milling 2 with one card mills that card; milling isn't drawing, so Alice doesn't lose
    (no 704.5b)."""
    s = state([on_stack("Test Mill"), *cards("alice", "library", 1, "l")], stack=["sp"])
    (out,) = resolve(engine, s)
    assert zones(out.state)["l1"] == "graveyard"
    assert not out.state.doc.get("game_over")


# --- put_back: Brainstorm (CR 401.4, 608.2c)

def test_brainstorm_one_state_per_arrangement_401_4_608_2c(engine):
    """CR 608.2c, 401.4: Brainstorm with h1 in hand and l1..l4 in the library: Alice draws l1, l2, l3, then puts
    two of the four cards in her hand on top in the order she chooses: 4 x 3 = 12 resulting states, each an
    ordered pair on top of l4, the other two in her hand."""
    s = state([on_stack("Brainstorm"), *cards("alice", "hand", 1, "h"), *cards("alice", "library", 4, "l")],
              stack=["sp"])
    outs = resolve(engine, s)
    tops = sorted(tuple(library_order(o.state, "alice")) for o in outs)
    four = ["h1", "l1", "l2", "l3"]
    assert tops == sorted((a, b, "l4") for a in four for b in four if a != b)
    for o in outs:
        back = set(library_order(o.state, "alice")[:2])
        assert in_zone(o.state, "alice", "hand") == set(four) - back


# --- add_mana (CR 106.4)

def test_seething_song_adds_five_red_106_4(engine):
    """CR 106.4: Seething Song cast with {R}{R}{R} from the pool: as it resolves Alice's pool gets
    {R}{R}{R}{R}{R} (the mana spent is gone); with {G} already there, both stay: {R}x5{G}."""
    s = state([{"id": "song", "card": "Seething Song", "zone": "hand", "owner": "alice"}],
              players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"}, {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"action": "cast", "object": "song"}))
    assert s.doc["players"][0]["mana_pool"] == ""
    (out,) = pass_both(engine, s)
    assert out.state.doc["players"][0]["mana_pool"] == "{R}{R}{R}{R}{R}"
    s = state([on_stack("Seething Song")], stack=["sp"],
              players=[{"name": "alice", "life": 20, "mana_pool": "{G}"}, {"name": "bob", "life": 20}])
    (out,) = resolve(engine, s)
    assert out.state.doc["players"][0]["mana_pool"] == "{R}{R}{R}{R}{R}{G}"


# --- surveil (CR 701.25a)

def test_surveil_two_one_state_per_choice_and_order_701_25a(engine):
    """CR 701.25a: surveil 2 with l1, l2, l3: the top two go to the graveyard or back on top in any order: both
    to the graveyard; l1 to the graveyard and l2 on top; l2 there and l1 on top; both on top in either order:
    five resulting states; l3 stays under them."""
    s = state([on_stack("Test Surveil"), *cards("alice", "library", 3, "l")], stack=["sp"])
    outs = resolve(engine, s)
    got = sorted((tuple(sorted(in_zone(o.state, "alice", "graveyard") - {"sp"})), tuple(library_order(o.state, "alice")))
                 for o in outs)
    assert got == sorted([(("l1", "l2"), ("l3",)), (("l1",), ("l2", "l3")), (("l2",), ("l1", "l3")),
                          ((), ("l1", "l2", "l3")), ((), ("l2", "l1", "l3"))])


# --- tap_or_untap (CR 701.26a-b)

def test_tap_or_untap_an_untapped_or_a_tapped_permanent_701_26(engine):
    """CR 701.26a-b: only an untapped permanent can be tapped and only a tapped one untapped: targeting untapped
    Bears gives two states (tapped, or left untapped); targeting tapped Bears gives two (untapped, or left)."""
    for tapped in (False, True):
        s = state([on_stack("Test Rejoinder", targets=["bears"]),
                   {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "tapped": tapped}],
                  stack=["sp"])
        outs = resolve(engine, s)
        got = sorted(bool(next(o for o in out.state.doc["objects"] if o["id"] == "bears").get("tapped"))
                     for out in outs)
        assert got == [False, True]
        rule = "701.26b" if tapped else "701.26a"
        assert sum(1 for out in outs for _, r in out.events if r == rule) == 1


# --- become_unprepared (CR 722.3b)

def test_become_unprepared_removes_the_designation_and_the_copy_ceases_722_3b(engine):
    """CR 722.3b: "target creature becomes unprepared" on a prepared Scheming Silvertongue removes the
    designation; its exiled copy of Sign in Blood then ceases to exist (CR 722.3c, 704.5e)."""
    s = state([{"id": "sst", "card": "Scheming Silvertongue", "zone": "battlefield", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "become_prepared", "object": "sst"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = state(s.doc["objects"] + [on_stack("Test Unprepare", targets=["sst"])], stack=["sp"])
    (out,) = resolve(engine, s)
    assert ("unprepared(sst)", "722.3b") in out.events
    assert engine.derive(out.state).object("sst").designations == []
    assert copy_id not in zones(out.state)


# --- Swords to Plowshares (CR 701.13a, 119.3, 608.2h)

def test_swords_prepare_copy_exiles_and_its_controller_gains_its_power_701_13a_608_2h(engine):
    """CR 722.3c: Emeritus of Truce becomes prepared; Alice casts the exiled Swords to Plowshares ({W}) on Bob's
    Grizzly Bears: the Bears are exiled (CR 701.13a) and Bob, their controller, gains 2 life (their power as they
    last existed, CR 608.2h): 20 -> 22; Alice stays at 20."""
    s = state([{"id": "emt", "card": "Emeritus of Truce", "zone": "battlefield", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
              players=[{"name": "alice", "life": 20, "mana_pool": "{W}"}, {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"event": "become_prepared", "object": "emt"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id, "targets": ["bears"]}))
    (out,) = pass_both(engine, s)
    assert zones(out.state)["bears"] == "exile"
    assert life(out.state) == {"alice": 20, "bob": 22}
    assert ("exiled(bears)", "701.13a") in out.events


def test_swords_on_own_zero_power_creature_gains_nothing_119_3(engine):
    """CR 119.3 with 608.2h: a creature with power 0 (Bears given -2/-0) is exiled and its controller gains
    no life: Alice stays at 20."""
    s = state([on_stack("Swords to Plowshares", targets=["bears"]),
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}], stack=["sp"],
              continuous_effects=[{"id": "e1", "affects": ["bears"], "modify_pt": [-2, 0], "timestamp": 5}])
    (out,) = resolve(engine, s)
    assert zones(out.state)["bears"] == "exile" and life(out.state) == {"alice": 20, "bob": 20}


# --- Rampant Growth (CR 701.23a-b, 110.2a)

def test_rampant_growth_finds_a_basic_land_tapped_or_nothing_701_23(engine):
    """CR 701.23a-b: Studious First Year enters prepared; Alice casts its Rampant Growth ({1}{G}); her library
    holds a Forest, an Island and Grizzly Bears: she finds the Forest or the Island, which enters the battlefield
    tapped under her control, or finds nothing (a hidden zone, 701.23b): three resulting states; the Bears are
    never found."""
    from .conftest import lands
    s = state([{"id": "sfy", "card": "Studious First Year", "zone": "hand", "owner": "alice"},
               *lands("alice", forests=3),
               {"id": "lforest", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 1},
               {"id": "lisland", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2},
               {"id": "lbears", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 3}])
    s = only(engine.apply(s, {"action": "cast", "object": "sfy", "payment": ["aforest1"]}))
    (s,) = [o.state for o in pass_both(engine, s)]
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id, "payment": ["aforest2", "aforest3"]}))
    outs = pass_both(engine, s)
    found = []
    for o in outs:
        objs = {x["id"]: x for x in o.state.doc["objects"]}
        on_bf = [i for i in ("lforest", "lisland") if objs[i]["zone"] == "battlefield"]
        assert all(objs[i].get("tapped") for i in on_bf) and objs["lbears"]["zone"] == "library"
        found.append(tuple(on_bf))
    assert sorted(found) == [(), ("lforest",), ("lisland",)]


# --- return_to_battlefield (CR 400.7, 110.2a)

def test_return_target_creature_card_to_the_battlefield_110_2a(engine):
    """CR 110.2a: the creature card in Alice's graveyard returns to the battlefield under her control."""
    s = state([on_stack("Test Reanimation", targets=["bears"]),
               {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}], stack=["sp"])
    (out,) = resolve(engine, s)
    assert zones(out.state)["bears"] == "battlefield"
    assert engine.derive(out.state).object("bears").controller == "alice"


# --- draw X (CR 107.3, 121.2), Exsanguinate, Wheel of Fortune (CR 608.2c)

def test_braingeyser_target_player_draws_x_107_3_121_2(engine):
    """CR 107.3, 121.2: Braingeyser cast with X = 2 ({2}{U}{U} from the pool) targeting Bob: Bob draws his top
    two cards, b1 and b2; b3 stays. With X = 0 nobody draws (and nobody attempted to draw, no 704.5b)."""
    s = state([{"id": "bg", "card": "Braingeyser", "zone": "hand", "owner": "alice"}, *cards("bob", "library", 3, "b")],
              players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"}, {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"action": "cast", "object": "bg", "targets": ["bob"], "x": 2}))
    (out,) = pass_both(engine, s)
    assert in_zone(out.state, "bob", "hand") == {"b1", "b2"} and library_order(out.state, "bob") == ["b3"]
    s = state([on_stack("Braingeyser", targets=["bob"], x=0)], stack=["sp"])
    (out,) = resolve(engine, s)
    assert not any(r in ("121.1", "704.5b") for _, r in out.events)


def test_exsanguinate_drains_each_opponent_and_gains_the_total_119_3(engine):
    """CR 119.3: Exsanguinate with X = 3 in a three-player game: Bob and Carol each lose 3 (20 -> 17), and Alice
    gains the 6 life lost this way (20 -> 26). With Bob at 2 he still loses 3 (to -1, and so loses the game,
    704.5a): Alice gains 6 all the same."""
    players = [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}, {"name": "carol", "life": 20}]
    (out,) = resolve(engine, state([on_stack("Exsanguinate", x=3)], stack=["sp"], players=players))
    assert life(out.state) == {"alice": 26, "bob": 17, "carol": 17}
    players[1]["life"] = 2
    (out,) = resolve(engine, state([on_stack("Exsanguinate", x=3)], stack=["sp"], players=players))
    assert ("loses(bob)", "704.5a") in out.events
    assert life(out.state) == {"alice": 26, "carol": 17}


def test_wheel_of_fortune_discards_each_hand_then_draws_seven_608_2c_701_9a(engine):
    """CR 608.2c, 701.9a, 121.2: Alice (hand h1, h2) and Bob (hand g1) discard their hands, then each draws seven:
    each new hand is exactly that player's top seven library cards (none of them discarded); h1, h2 and g1 are
    in the graveyards. One resulting state."""
    s = state([on_stack("Wheel of Fortune"), *cards("alice", "hand", 2, "h"), *cards("bob", "hand", 1, "g"),
               *cards("alice", "library", 8, "a"), *cards("bob", "library", 7, "b")], stack=["sp"])
    (out,) = resolve(engine, s)
    assert in_zone(out.state, "alice", "hand") == {f"a{i}" for i in range(1, 8)}
    assert in_zone(out.state, "bob", "hand") == {f"b{i}" for i in range(1, 8)}
    assert in_zone(out.state, "alice", "graveyard") == {"h1", "h2", "sp"}
    assert in_zone(out.state, "bob", "graveyard") == {"g1"}
    assert library_order(out.state, "alice") == ["a8"]


# --- Stream of Life (CR 119.3, 107.3), Replenish (CR 110.2a, 303.4g)

def test_stream_of_life_target_player_gains_x_119_3(engine):
    """CR 119.3, 107.3: Stream of Life with X = 4 targeting Bob: Bob goes from 20 to 24; Alice stays at 20."""
    (out,) = resolve(engine, state([on_stack("Stream of Life", targets=["bob"], x=4)], stack=["sp"]))
    assert life(out.state) == {"alice": 20, "bob": 24}
    assert ("gained_life(bob, 4, sp, none)", "119.3") in out.events


def test_replenish_returns_alices_enchantment_cards_but_not_auras_110_2a_303_4g(engine):
    """CR 110.2a: Replenish returns the enchantment cards of Alice's graveyard to the battlefield under her control;
    not the Bears (a creature card) nor Bob's enchantment (another graveyard); the Aura, with nothing modelled to
    enchant, stays (CR 303.4g)."""
    s = state([on_stack("Replenish"),
               {"id": "an1", "card": "Test Anthem", "zone": "graveyard", "owner": "alice"},
               {"id": "an2", "card": "Test Anthem", "zone": "graveyard", "owner": "bob"},
               {"id": "aura", "card": "Test Aura", "zone": "graveyard", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}], stack=["sp"])
    (out,) = resolve(engine, s)
    z = zones(out.state)
    assert (z["an1"], z["an2"], z["aura"], z["bears"]) == ("battlefield", "graveyard", "graveyard", "graveyard")
