"""Attractions (CR 717; branch un): roll to visit (701.52), visit abilities (702.159), open an Attraction (701.51).
rules_asp/kernel/un_attractions.lp.

Each expected value was worked out from the CR rules named in the test and the cards' Oracle text before the engine
was run. Real cards from the bundled library: Hall of Mirrors ("Visit — Choose target creature you control. Each other
creature you control becomes a copy of that creature until end of turn, except it isn't legendary."), Goblin
Blastronauts ("When this creature enters, open an Attraction."), Myra the Magnificent ("Whenever you cast an instant or
sorcery spell from your hand, open an Attraction."), Gallery of Legends (an Attraction), Isamaru, Hound of Konda (a
legendary 2/2), Grizzly Bears. The numbers lit up on an Attraction depend on its printing (717.1): the state gives them
(objects[].lit_up); the ones here are a test's choice.
"""

from __future__ import annotations

from .conftest import lands, make_state, only
from .test_becomes4_cards import abilities_of

HALL = "Hall of Mirrors"


def bf(oid, card, owner="alice", **more):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def obj(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def test_702_159a_701_51b_the_cards_read_visit_and_open_an_attraction():
    """702.159a: "Visit — EFFECT" is a triggered ability whose event is the visit; its "choose target creature you
    control" is the ability's target (115.1), "except it isn't legendary" a copy exception (707.9b). 701.51b: "open an
    Attraction" is an instruction of its own, after an enters trigger (Goblin Blastronauts) or a cast trigger narrowed
    to spells from the hand (Myra)."""
    assert abilities_of(HALL) == [
        {"trigger": "visit", "target": "creature_you_control",
         "effect": {"each_other_becomes_copy": "creature_you_control", "until": "end_of_turn",
                    "except": {"remove_supertypes": ["legendary"]}}}]
    assert abilities_of("Goblin Blastronauts")[0] == {"trigger": "enters", "effect": "open_attraction"}
    assert abilities_of("Myra the Magnificent")[0] == {
        "trigger": {"you_cast": ["instant", "sorcery"], "from_hand": True}, "effect": "open_attraction"}


def test_717_4_701_52a_hall_of_mirrors_visit_on_a_lit_number_copies_the_target_onto_each_other_creature(engine):
    """Alice's draw step; she controls Hall of Mirrors with 2 and 6 lit up, Isamaru (legendary) and a Grizzly Bears; Bob
    a Grizzly Bears. Both pass: the precombat main phase begins and, as it does, Alice rolls to visit (717.4, a turn-based
    action): a d6, each result its own state (701.52a, 706.1a). On 1, 3, 4, 5 nothing is visited: the main phase with an
    empty stack. On 2 or 6 the Hall is visited and its visit ability triggers (702.159a), targeting a creature Alice
    controls (Isamaru or her Bears; the Hall is no creature): two more states (the results 2 and 6 leave the same ones).
    So three distinct states. Resolving the one that targets Isamaru: each other creature Alice controls, her Bears,
    becomes a copy of Isamaru until end of turn except it isn't legendary (707.4, 707.9b, 611.2c); Isamaru itself and
    Bob's Bears are unchanged."""
    s = make_state([bf("hall", HALL, lit_up=[2, 6]), bf("isa", "Isamaru, Hound of Konda"), bf("bear", "Grizzly Bears"),
                    bf("bbear", "Grizzly Bears", "bob")], phase="beginning", step="draw")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert len(outs) == 3
    by_target = {}
    for o in outs:
        assert o.state.doc["phase"] == "precombat_main"
        stack = o.state.doc["stack"]
        if not stack:
            assert not any(e.startswith("attraction_visited(") for e, _ in o.events)
            continue
        ab = obj(o.state, stack[0])
        assert ab["ability"]["source"] == "hall"
        assert "attraction_visited(hall)" in {e for e, _ in o.events}
        by_target[tuple(ab["targets"])] = o.state
    assert set(by_target) == {("isa",), ("bear",)}
    s = only(engine.apply(by_target[("isa",)], {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    (ce,) = obj(s, "bear")["copy_effects"]
    assert (ce["source"], ce["until"], ce["except"]) == ("isa", "end_of_turn", {"remove_supertypes": ["legendary"]})
    assert ce["values"]["name"] == "Isamaru, Hound of Konda"
    assert "copy_effects" not in obj(s, "isa") and "copy_effects" not in obj(s, "bbear")


def test_701_51b_goblin_blastronauts_opens_the_top_attraction_of_the_deck(engine):
    """Alice casts Goblin Blastronauts ({3}{R}{R}, five Mountains); her Attraction deck, in the command zone (717.2), is
    Hall of Mirrors on top of Gallery of Legends. It resolves and enters; its enters trigger resolves: she opens an
    Attraction (701.51b): the Hall, the top card, moves onto the battlefield under her control, and the deck is the
    Gallery alone; the Gallery stays in the command zone."""
    objs = [{"id": "gb", "card": "Goblin Blastronauts", "zone": "hand", "owner": "alice"},
            {"id": "hall", "card": HALL, "zone": "command", "owner": "alice", "lit_up": [2, 6]},
            {"id": "gal", "card": "Gallery of Legends", "zone": "command", "owner": "alice", "lit_up": [1]}]
    objs += [bf(f"m{i}", "Mountain") for i in range(5)]
    s = make_state(objs, players=[{"name": "alice", "life": 20, "mana_pool": "", "attraction_deck": ["hall", "gal"]},
                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    for _ in range(3):
        s = only(engine.apply(s, {"action": "pass"}))
    (o,) = engine.apply(s, {"action": "pass"})
    assert "opened_attraction(alice, hall)" in {e for e, _ in o.events}
    s = o.state
    hall = obj(s, "hall")
    assert (hall["zone"], hall["controller"], hall["lit_up"]) == ("battlefield", "alice", [2, 6])
    assert obj(s, "gal")["zone"] == "command"
    assert s.doc["players"][0]["attraction_deck"] == ["gal"]


def test_700_2_phone_a_friend_mode_b_two_token_copies_of_the_chosen_creature(engine):
    """Phone a Friend: whoever answers the call (or an opponent) chooses one of four modes; the rules can't know the
    answer, so the mode is an input of the cast action (700.2, 601.2b), and Alice chooses the targets (601.2c). With
    mode B ("Choose target creature you control. Create two tokens that are each copies of it.") targeting her Grizzly
    Bears: as it resolves she creates two tokens that are copies of the Bears (111.1, 707.2), under her control; Bob's
    Bears is no legal target for that mode (a creature she controls, 115.1)."""
    assert abilities_of("Phone a Friend")[0]["spell"]["choose"] == 1
    objs = [{"id": "paf", "card": "Phone a Friend", "zone": "hand", "owner": "alice"}, bf("bear", "Grizzly Bears"),
            bf("bbear", "Grizzly Bears", "bob")] + [bf(f"i{i}", "Island") for i in range(5)]
    s = make_state(objs)
    assert not engine.why_not(s, {"action": "cast", "object": "paf", "modes": [2], "targets": ["bbear"]}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "paf", "modes": [2], "targets": ["bear"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    toks = [o for o in s.doc["objects"] if o["zone"] == "battlefield" and o.get("token")]
    assert len(toks) == 2
    assert all(o["owner"] == "alice" and o["controller"] == "alice" for o in toks)
    assert [o["copy_effects"][0]["source"] for o in toks] == ["bear", "bear"]


MYRA_WAITS = {"source": "myra", "controller": "alice",
              "text": {"trigger": {"midway_visit": "hall"}, "effect": {"cast_copy_of_exiled_card": "bolt"}}}


def test_406_2_122_1_myra_exiles_the_card_and_puts_a_midway_counter_on_the_attraction(engine):
    """Myra's "{X}, {T}: Exile target instant or sorcery card with mana value X from your graveyard and choose an
    Attraction you control that doesn't have a midway counter on it. Put a midway counter on it. ...", X = 1 paid with a
    Mountain, targeting Lightning Bolt (mana value 1, 202.3; Twincast, mana value 2, is no legal target for X = 1,
    601.2c via 602.2b). Resolving: Bolt is exiled (406.2), Hall of Mirrors, Alice's one Attraction, gets a midway
    counter (122.1), and the ability made waits for the Hall's visits (603.7), Myra's, Alice's."""
    objs = [bf("myra", "Myra the Magnificent"), bf("hall", HALL, lit_up=[3]), bf("m1", "Mountain"),
            {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
            {"id": "tw", "card": "Twincast", "zone": "graveyard", "owner": "alice"}]
    s = make_state(objs)
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "myra"]
    assert act["x"] == 1
    assert not engine.why_not(s, {**act, "targets": ["tw"]}).legal
    s = only(engine.apply(s, {**act, "targets": ["bolt"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert obj(s, "bolt")["zone"] == "exile"
    assert obj(s, "hall")["counters"] == {"midway": 1}
    assert s.doc["delayed_triggers"] == [MYRA_WAITS]


def test_701_52a_707_12_myra_visit_of_the_midway_attraction_copies_the_exiled_card_to_cast_free(engine):
    """Alice's draw step: Hall of Mirrors (3 lit up) has Myra's midway counter, and Myra's ability waits for its visits
    (Lightning Bolt exiled). The main phase begins; Alice rolls to visit (717.4, 701.52a): on 3 the Hall is visited, so
    both its own visit ability (702.159a; its target Myra, her one creature) and Myra's trigger: two abilities at once,
    in the order she chooses (603.3b): two states; on any other result nothing (one state). Three. Resolving Myra's
    first: a copy of Bolt is made in exile, which she may cast now without paying its mana cost (707.12)."""
    s = make_state([bf("myra", "Myra the Magnificent"), bf("hall", HALL, lit_up=[3], counters={"midway": 1}),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "alice"}],
                   phase="beginning", step="draw", delayed_triggers=[MYRA_WAITS])
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert sorted(len(o.state.doc["stack"]) for o in outs) == [0, 2, 2]
    (s,) = [o.state for o in outs if o.state.doc["stack"][-1:] and obj(o.state, o.state.doc["stack"][-1])["ability"]
            ["source"] == "myra"]
    s = only(engine.apply(s, {"action": "pass"}))
    (o,) = engine.apply(s, {"action": "pass"})
    (ev,) = [e for e, _ in o.events if e.startswith("copy_to_cast(")]
    copy_id = ev[len("copy_to_cast("):].split(",")[0]
    assert obj(o.state, copy_id)["zone"] == "exile" and obj(o.state, "bolt")["zone"] == "exile"
    assert obj(o.state, copy_id)["cast_now_by"] == "alice"


def test_707_5_613_2a_planet_glurg_enters_as_a_copy_of_the_last_of_x_different_creatures(engine):
    """It Came from Planet Glurg ({X}{X}{G}{U}, a 0/0): "You may have ~ enter as a copy of X different creatures on the
    battlefield." Its reminder text (total power, combined costs, ...) is no rules text (207.2a): each of the X copy
    effects sets every copiable value in layer 1 (613.2a), applied in timestamp order (613.7), so the last decides all.
    Alice casts it with X = 1; on the battlefield her Grizzly Bears and Bob's Isamaru. Resolving (707.5, 614.1c): a copy
    of the Bears, a copy of Isamaru, or (declined) itself, a 0/0 put into the graveyard (704.5f): three states. Cast
    with X = 3 there are only two other creatures, so no X different ones: it enters as itself and dies: one state."""
    def cast(x, n_lands):
        objs = [{"id": "gl", "card": "It Came from Planet Glurg", "zone": "hand", "owner": "alice"},
                bf("bear", "Grizzly Bears"), bf("isa", "Isamaru, Hound of Konda", "bob")]
        objs += lands("alice", islands=n_lands, forests=n_lands)
        s = only(engine.apply(make_state(objs), {"action": "cast", "object": "gl", "x": x}))
        s = only(engine.apply(s, {"action": "pass"}))
        return engine.apply(s, {"action": "pass"})

    def result(o):
        gl = obj(o.state, "gl")
        return gl["zone"], gl.get("copy_effects", [{}])[0].get("source")

    assert sorted(result(o) for o in cast(1, 2)) == [("battlefield", "bear"), ("battlefield", "isa"),
                                                     ("graveyard", None)]
    assert [result(o) for o in cast(3, 4)] == [("graveyard", None)]


def test_113_6n_a_player_on_team_speed_demons_cant_have_chandras_dragonmech(engine):
    """Chandra's Dragonmech: "You can't include this card in your deck if you're on Team Speed Demons."; Winter's
    Demonmech: the same for Team Cloudspire. 113.6n: a deck-construction ability works before the game begins, so during
    the game it changes nothing (derive gives the reason), and a game in which Alice, on Team Speed Demons, owns a
    Dragonmech can't exist: an input error for it. Bob, on Team Speed Demons too, may own the Demonmech. Likewise a
    Strixhaven-Lorwyn Rover whose creature type chosen before the game is Human, none of the eight Lorwyn types its text
    lists: an input error."""
    assert abilities_of("Chandra's Dragonmech")[0] == {"cant_include_on_team": "speed_demons"}
    assert abilities_of("Winter's Demonmech")[0] == {"cant_include_on_team": "cloudspire"}
    s = make_state([bf("cd", "Chandra's Dragonmech"), bf("wd", "Winter's Demonmech", "bob"),
                    bf("rv", "The Strixhaven-Lorwyn Rover", chosen_before_game={"creature_type": "Human"})],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "team": "speed_demons"},
                            {"name": "bob", "life": 20, "mana_pool": "", "team": "speed_demons"}])
    d = engine.derive(s)
    assert sorted(d.input_errors) == [("cd", "on_team_that_cant_include_it", "113.6n"),
                                      ("rv", "not_a_lorwyn_creature_type", "205.3e")]
    assert ("deck_construction_only(cd, cant_include_on_team(speed_demons))", "113.6n") in d.reasons


ROVER = "The Strixhaven-Lorwyn Rover"


def test_603_2_707_10_rover_copies_a_spell_of_both_the_chosen_colleges_colors(engine):
    """The Strixhaven-Lorwyn Rover, Prismari (blue and red) and Elf chosen before the game (the state gives the choices,
    607.2p). Alice casts Winterflame ({1}{U}{R}: blue and red), mode 2 at Bob's Grizzly Bears: the Rover's ability
    triggers (603.2, 601.2i), above it. Resolving, it copies Winterflame for her (707.10) and she may choose the copy's
    new target (707.10c): Bob's Bears or the Rover (the creatures): two states, each with the copy. Casting Lightning
    Bolt instead (red only, no Elf) triggers nothing."""
    def cast(spell, act):
        objs = [bf("rv", ROVER, chosen_before_game={"college": "prismari", "creature_type": "Elf"}),
                {"id": "sp", "card": spell, "zone": "hand", "owner": "alice"}, bf("bbear", "Grizzly Bears", "bob"),
                bf("m1", "Mountain"), bf("m2", "Mountain"), bf("i1", "Island")]
        return engine.apply(make_state(objs), {"action": "cast", "object": "sp", **act})

    assert abilities_of(ROVER)[0] == "choose_college_and_lorwyn_type_before_game"
    s = only(cast("Winterflame", {"modes": [2], "targets": ["bbear"]}))
    assert s.doc["stack"][0] == "sp" and obj(s, s.doc["stack"][1])["ability"]["source"] == "rv"
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert len(outs) == 2
    assert all(any(e.startswith("copied_spell(") and e.endswith(", sp)") for e, _ in o.events) for o in outs)
    assert all(o.state.doc["stack"] == ["sp"] for o in cast("Lightning Bolt", {"targets": ["bob"]}))


def test_603_2_614_1a_hosting_season_on_another_date_both_abilities_apply(engine):
    """Hosting Season; the state gives the date (no game rule knows it). On 2025-01-01, "any other date", both of its
    abilities apply. Alice casts her commander, Isamaru, Hound of Konda (a legendary 2/2): the first ability triggers
    (603.2, 601.2i); resolving, it creates a token copy of the spell except it isn't legendary (707.2, 707.9b), and the
    second ability, a replacement (614.1a), makes that twice that many: two tokens, each entering with a +1/+1 counter
    (614.1c, 122.6), neither legendary. On 2024-10-26 only the second ability applies: casting her commander triggers
    nothing."""
    def cast(date):
        objs = [bf("hs", "Hosting Season"), bf("p1", "Plains"),
                {"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "hand", "owner": "alice", "commander": True}]
        return only(engine.apply(make_state(objs, date=date), {"action": "cast", "object": "isa"}))

    assert cast("2024-10-26").doc["stack"] == ["isa"]
    s = cast("2025-01-01")
    assert obj(s, s.doc["stack"][-1])["ability"]["source"] == "hs"
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    toks = [o for o in s.doc["objects"] if o.get("token")]
    assert len(toks) == 2 and s.doc["stack"] == ["isa"]
    for t in toks:
        (ce,) = t["copy_effects"]
        assert (ce["source"], ce["except"], t["counters"]) == ("isa", {"remove_supertypes": ["legendary"]}, {"+1/+1": 1})


def test_706_2_608_2c_kharis_charisma_check_counts_the_new_human_and_copies_on_a_natural_20(engine):
    """Kharis & The Beholder (legendary) and a Grizzly Bears are Alice's; Bob's end step. Both pass: Alice's turn begins
    and, at the beginning of her upkeep, Kharis's ability triggers (603.2b). Resolving: a 1/1 Human token, then a charisma
    check, a d20 (its reminder text; 706.1a: 20 results, 706.2: no modifier). The creatures she controls then are Kharis,
    the Bears and the new Human (608.2c): 3, so the result plus 3 is greater than 11 for 9 or more. Three distinct
    states: 1-8 no counters; 9-19 a +1/+1 counter on each of the three; 20 the counters, and a token copy of each
    nonlegendary creature she controls, the Bears and the Human (707.2; counters aren't copied, 707.2), Kharis not. Bob's
    Bears never changes."""
    s = make_state([bf("kh", "Kharis & The Beholder"), bf("bear", "Grizzly Bears"), bf("bbear", "Grizzly Bears", "bob")],
                   phase="ending", step="end", active_player="bob", priority="bob")
    for _ in range(3):
        s = only(engine.apply(s, {"action": "pass"}))
    assert obj(s, s.doc["stack"][0])["ability"]["source"] == "kh"
    seen = set()
    for o in engine.apply(s, {"action": "pass"}):
        bfd = [x for x in o.state.doc["objects"] if x["zone"] == "battlefield"]
        countered = sorted(x.get("card") or x["characteristics"]["name"] for x in bfd if x.get("counters") == {"+1/+1": 1})
        humans = sum(1 for x in bfd if x.get("characteristics", {}).get("name") == "Human Token")
        bear_copies = sum(1 for x in bfd if [c["source"] for c in x.get("copy_effects", [])] == ["bear"])
        assert not obj(o.state, "bbear").get("counters")
        seen.add((tuple(countered), humans, bear_copies))
    full = ("Grizzly Bears", "Human Token", "Kharis & The Beholder")
    assert seen == {((), 1, 0), (full, 1, 0), (full, 2, 1)}


def test_603_4_707_9b_majestic_duo_token_isnt_legendary_and_has_only_the_quoted_ability(engine):
    """The Majestic Duo, Alice's spell on the stack, resolves and enters (608.3). Its enters ability has an intervening
    if: she controls no other permanent named The Majestic Duo, so it triggers (603.4), and still holds as it resolves:
    a token copy of the Duo (707.2), except not legendary (707.9b: so the legend rule, 704.5j, leaves both) and with the
    quoted ability as its only ability ("loses all other abilities": the copy's abilities are that one, 707.9b)."""
    s = make_state([{"id": "duo", "card": "The Majestic Duo", "zone": "stack", "owner": "alice", "controller": "alice"}],
                   stack=["duo"])
    s = only(engine.apply(s, {"action": "pass"}))
    (o,) = engine.apply(s, {"action": "pass"})
    assert "condition_met(duo, you_control_no_other_named_self)" in {e for e, _ in o.events}
    s = only(engine.apply(o.state, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    (tok,) = [x for x in s.doc["objects"] if x.get("token")]
    assert obj(s, "duo")["zone"] == "battlefield" and tok["zone"] == "battlefield"
    c = engine.derive(s).object(tok["id"]).characteristics
    assert c["name"] == "The Majestic Duo" and "legendary" not in c.get("supertypes", [])
    (ab,) = c["abilities"]
    assert "tell_them_good_luck" in str(ab) and "combat_damage_to_player" in str(ab)


def test_510_2_608_2d_majestic_duo_hit_lets_both_players_put_a_permanent_card_onto_the_battlefield(engine):
    """The Majestic Duo attacks Bob unblocked; both pass in the declare blockers step: combat damage (510.2), its
    ability triggers (603.2). Resolving: Alice may put a permanent card from her hand onto the battlefield (Grizzly Bears;
    Lightning Bolt is no permanent card, 110.4), and so may Bob, the player dealt damage (his Mountain): each one or none,
    2 x 2 = 4 states (608.2d); the high-five changes nothing (an event)."""
    objs = [bf("duo", "The Majestic Duo", attacking="bob", tapped=True),
            {"id": "bear", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
            {"id": "mtn", "card": "Mountain", "zone": "hand", "owner": "bob"}]
    s = make_state(objs, phase="combat", step="declare_blockers")
    for _ in range(3):
        s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    zones = sorted((obj(o.state, "bear")["zone"], obj(o.state, "mtn")["zone"], obj(o.state, "bolt")["zone"]) for o in outs)
    assert zones == [("battlefield", "battlefield", "hand"), ("battlefield", "hand", "hand"),
                     ("hand", "battlefield", "hand"), ("hand", "hand", "hand")]
    assert all("offered_high_five(alice)" in {e for e, _ in o.events} for o in outs)


def test_304_4_401_4_sprinkler_of_stardust_the_instant_cant_enter_and_the_rest_go_to_the_bottom(engine):
    """The Sprinkler of Stardust's attack trigger resolves (Alice's; her library, top first: Lightning Bolt, Grizzly Bears,
    Island). She looks at the top six (all three) and may put an instant or sorcery card among them onto the battlefield:
    Bolt, or none (608.2d). An instant can't enter the battlefield, it stays where it is (304.4): nothing becomes a 2/2
    and no copy is ever cast. The rest go to the bottom in a random order (401.4): with Bolt chosen, Bears and Island in
    either order under it (2 states); with none, all three in any order (6 states). Bolt never leaves the library."""
    ab = {"id": "spab", "zone": "stack", "owner": "alice", "controller": "alice",
          "ability": {"source": "spr", "text": {"trigger": "attacks",
                                                "effect": {"look_top_may_put_instant_sorcery_attacking": 6}}}}
    lib = [{"id": i, "card": c, "zone": "library", "owner": "alice", "library_position": n}
           for n, (i, c) in enumerate([("bolt", "Lightning Bolt"), ("bear", "Grizzly Bears"), ("isl", "Island")], 1)]
    s = make_state([bf("spr", "The Sprinkler of Stardust"), ab, *lib], stack=["spab"])
    s = only(engine.apply(s, {"action": "pass"}))
    orders = []
    for o in engine.apply(s, {"action": "pass"}):
        orders.append(tuple(i for _, i in sorted((x["library_position"], x["id"]) for x in o.state.doc["objects"]
                                                 if x["zone"] == "library")))
        assert obj(o.state, "bolt")["zone"] == "library"
        picked = "cant_enter_battlefield(bolt)" in {e for e, _ in o.events}
        assert picked == ("put_on_bottom(bolt)" not in {e for e, _ in o.events})
    kept = [("bolt", "bear", "isl"), ("bolt", "isl", "bear")]
    assert sorted(orders) == sorted(kept + [("bolt", "bear", "isl"), ("bolt", "isl", "bear"), ("bear", "bolt", "isl"),
                                            ("bear", "isl", "bolt"), ("isl", "bolt", "bear"), ("isl", "bear", "bolt")])


def test_707_10_the_collector_copies_a_signed_spell_and_nothing_for_a_signed_land(engine):
    """The Collector: "Whenever you cast a signed spell or play a signed land, copy it." Whether a card is signed is a
    fact about the physical card the state gives. Alice casts a signed Lightning Bolt at Bob: the ability triggers
    (601.2i, 603.2) and resolving copies the Bolt (707.10: a copy on the stack, same target). An unsigned Bolt triggers
    nothing. Playing a signed Mountain triggers it (305.1), but a land is no spell or ability, so resolving it copies
    nothing (707.10 defines copying for those only)."""
    objs = [bf("col", "The Collector"), bf("m1", "Mountain"),
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice", "signed": True},
            {"id": "bolt2", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
            {"id": "mtn", "card": "Mountain", "zone": "hand", "owner": "alice", "signed": True}]
    s0 = make_state(objs)
    assert only(engine.apply(s0, {"action": "cast", "object": "bolt2", "targets": ["bob"]})).doc["stack"] == ["bolt2"]
    s = only(engine.apply(s0, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    (o,) = engine.apply(s, {"action": "pass"})
    (copy_id,) = [x["id"] for x in o.state.doc["objects"] if x["zone"] == "stack" and x["id"] != "bolt"]
    assert o.state.doc["stack"] == ["bolt", copy_id] and obj(o.state, copy_id)["targets"] == ["bob"]
    s = only(engine.apply(s0, {"action": "play", "object": "mtn"}))
    assert obj(s, s.doc["stack"][0])["ability"]["source"] == "col"
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["stack"] == [] and not [x for x in s.doc["objects"] if x.get("copy")]


def test_604_3_613_4a_the_water_maro_counts_tokens_and_maro_names_you_control(engine):
    """Alice casts The Water Maro (a legendary 0/0 with "~'s power and toughness are each equal to the number of
    permanents you control that are tokens and/or have the word "Maro" in the name"); its cast trigger resolves first: a
    token copy of it that isn't legendary (707.2, 707.9b). Then the spell resolves. Alice controls the Maro (the word in
    its name), its token copy (a token, and the name) and a Grizzly Bears (neither): 2, so each Maro is a 2/2 (604.3,
    613.4a, layer 7a); Bob's Bears doesn't count."""
    objs = [{"id": "wm", "card": "The Water Maro", "zone": "hand", "owner": "alice"}, bf("bear", "Grizzly Bears"),
            bf("bbear", "Grizzly Bears", "bob")] + [bf(f"l{i}", n) for i, n in
                                                    enumerate(["Plains", "Island", "Forest", "Forest"])]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "wm"}))
    for _ in range(4):
        s = only(engine.apply(s, {"action": "pass"}))
    (tok,) = [x["id"] for x in s.doc["objects"] if x.get("token")]
    d = engine.derive(s)
    for oid in ("wm", tok):
        c = d.object(oid).characteristics
        assert (c["name"], c["power"], c["toughness"]) == ("The Water Maro", 2, 2)
