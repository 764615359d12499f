"""The effects and targets of real foretell cards (Kaldheim and later), as vocabulary templates acted on by
rules_asp/kernel/group_effects.lp. Each card is written inline with its Oracle text in ``notes:``; each test
casts it from the hand and/or for its foretell cost from exile (foretold on an earlier turn, CR 702.143a).
Every expected value was worked out from the CR text before running the engine."""

from __future__ import annotations

from typing import Any

from .conftest import basics, foretold, in_hand, lands, make_state, on_bf, only, resolve

FORETELL_REMINDER = " Foretell {C} (During your turn, you may pay {2} and exile this card from your hand face down. " \
                    "Cast it on a later turn for its foretell cost.)"


def card(name: str, cost: str, types: list[str], spell: dict[str, Any], foretell: str, oracle: str) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "types": types, "notes": oracle + FORETELL_REMINDER.replace("{C}", foretell),
            "abilities": [{"spell": spell}, {"foretell": foretell}]}


WARHORN = card("Warhorn Blast", "{4}{W}", ["instant"],
               {"effect": {"each_gets": "creatures_you_control", "power": 2, "toughness": 1}}, "{2}{W}",
               "Creatures you control get +2/+1 until end of turn.")
HOLY = card("Ultimate Magic: Holy", "{2}{W}", ["instant"],
            {"effect": {"each_gains": "permanents_you_control", "ability": "indestructible"}}, "{2}{W}",
            "Permanents you control gain indestructible until end of turn. (Its 'if this spell was cast from exile' "
            "clause is left out.)")
DEMON_BOLT = card("Demon Bolt", "{2}{R}", ["instant"], {"target": "creature_or_planeswalker", "effect": {"damage": 4}},
                  "{R}", "Demon Bolt deals 4 damage to target creature or planeswalker.")
IRON_VERDICT = card("Iron Verdict", "{2}{W}", ["instant"], {"target": "tapped_creature", "effect": {"damage": 5}},
                    "{W}", "Iron Verdict deals 5 damage to target tapped creature.")
DEPART = card("Depart the Realm", "{1}{U}", ["instant"], {"target": "nonland_permanent", "effect": {"return_to_hand": "target"}},
              "{U}", "Return target nonland permanent to its owner's hand.")
BIRD = {"name": "Bird", "colors": ["blue"], "types": ["creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1,
        "abilities": ["flying"]}
RAVENFORM = card("Ravenform", "{2}{U}", ["sorcery"],
                 {"target": "artifact_or_creature",
                  "effect": [{"exile": "target"},
                             {"target_controller_creates": {"create_tokens": {"count": 1, "token": BIRD}}}]},
                 "{U}", "Exile target artifact or creature. Its controller creates a 1/1 blue Bird creature token "
                        "with flying.")
TERGRID = card("Tergrid's Shadow", "{3}{B}{B}", ["instant"],
               {"effect": {"each_player_sacrifices": 2, "type": "creature"}}, "{2}{B}{B}",
               "Each player sacrifices two creatures.")
CRUSH = card("Crush the Weak", "{2}{R}", ["sorcery"], {"effect": {"damage_each": 2, "to": "creatures"}}, "{R}",
             "Crush the Weak deals 2 damage to each creature. (Its 'if a creature dealt damage this way would die "
             "this turn, exile it instead' is left out.)")
FIREBALL = card("Delayed Blast Fireball", "{1}{R}{R}", ["instant"],
                {"effect": {"damage_each": 2, "to": "opponents_and_their_creatures"}}, "{4}{R}{R}",
                "Delayed Blast Fireball deals 2 damage to each opponent and each creature they control. (Its 'if this "
                "spell was cast from exile, 5 damage instead' is left out: cast from the hand only.)")
SKULL_PROBE = card("Test Opponent Probe", "{B}", ["sorcery"], {"target": "opponent", "effect": {"lose_life": 1, "who": "target"}},
                   "{B}", "Target opponent loses 1 life. (A test card: only its target is checked.)")
OWN_PROBE = card("Test Own Creature Probe", "{G}", ["instant"],
                 {"target": "creature_you_control", "effect": {"modify_pt": [1, 1]}}, "{G}",
                 "Target creature you control gets +1/+1 until end of turn. (A test card.)")
MOUNTAIN = {"name": "Mountain", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Mountain"]}
OGRE = {"name": "Test Ogre", "mana_cost": "{2}{R}", "types": ["creature"], "power": 3, "toughness": 3}
ROCK = {"name": "Test Rock", "mana_cost": "{1}", "types": ["artifact"]}
WALKER = {"name": "Test Walker", "mana_cost": "{2}{R}", "types": ["planeswalker"], "loyalty": 5}
STONE = {"name": "Test Indestructible Bear", "mana_cost": "{1}{G}", "types": ["creature"], "power": 2, "toughness": 2,
         "abilities": ["indestructible"]}
VALKYRIE = {"name": "Ethereal Valkyrie", "mana_cost": "{4}{W}{U}", "types": ["creature"], "subtypes": ["Spirit", "Angel"],
            "power": 4, "toughness": 4,
            "notes": "Flying. Whenever this creature enters or attacks, draw a card, then exile a card from your hand "
                     "face down. It becomes foretold. Its foretell cost is its mana cost reduced by {2}. (Here: only "
                     "the enters trigger.)",
            "abilities": ["flying", {"trigger": "enters", "effect": [{"draw": 1}, {"foretell_from_hand": 2}]}]}
CARDS = [WARHORN, HOLY, DEMON_BOLT, IRON_VERDICT, DEPART, RAVENFORM, TERGRID, CRUSH, FIREBALL, SKULL_PROBE, OWN_PROBE,
         MOUNTAIN, OGRE, ROCK, WALKER, STONE, VALKYRIE]


def state(objects: list[dict[str, Any]], **top: Any):
    return make_state(objects, cards=CARDS, **top)


def cast_and_resolve(engine, s, action: dict[str, Any]) -> list:
    return resolve(engine, only(engine.apply(s, action)))


def zone_of(s, oid: str) -> str | None:
    return next((o["zone"] for o in s.doc["objects"] if o["id"] == oid), None)


def pt(engine, s, oid: str) -> tuple[int, int]:
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"]


def cast_targets(engine, s, oid: str, cost: str = "mana") -> list[list[str]] | None:
    acts = [a for a in engine.legal_actions(s, "alice")
            if a.action.get("action") == "cast" and a.action.get("object") == oid and a.action.get("cost") == cost]
    return acts[0].targets if acts else None


# --- Warhorn Blast: "Creatures you control get +2/+1 until end of turn."

def _warhorn_board(spell: dict[str, Any], plains: int) -> list[dict[str, Any]]:
    return [spell, on_bf("b1", "Grizzly Bears", "alice"), on_bf("b2", "Grizzly Bears", "alice"),
            on_bf("bb", "Grizzly Bears", "bob"), in_hand("late", "Grizzly Bears"), *basics("alice", "Plains", plains)]


def test_warhorn_blast_from_hand_pumps_only_your_creatures_611_2c_613_4c(engine):
    """CR 613.4c: both of Alice's Bears get +2/+1 (4/3); Bob's Bear isn't hers (2/2). CR 611.2c: the affected set
    is fixed as the effect begins, so a Bear that enters afterwards is a 2/2."""
    (out,) = cast_and_resolve(engine, state(_warhorn_board(in_hand("wb", "Warhorn Blast"), 5)),
                              {"action": "cast", "object": "wb"})
    s = out.state
    assert (pt(engine, s, "b1"), pt(engine, s, "b2"), pt(engine, s, "bb")) == ((4, 3), (4, 3), (2, 2))
    assert zone_of(s, "wb") == "graveyard"
    later = only(engine.apply(s, {"event": "move", "object": "late", "to": "battlefield"}))
    assert pt(engine, later, "late") == (2, 2) and pt(engine, later, "b1") == (4, 3)


def test_warhorn_blast_for_its_foretell_cost_702_143a_611_2c(engine):
    """CR 702.143a, 118.9: foretold on turn 2, cast on turn 3 for {2}{W} (three Plains); same effect: 4/3, 4/3, 2/2."""
    s = state(_warhorn_board(foretold("wb", "Warhorn Blast"), 3))
    assert cast_targets(engine, s, "wb", "foretell") == []
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "wb", "cost": "foretell"})
    assert (pt(engine, out.state, "b1"), pt(engine, out.state, "b2"), pt(engine, out.state, "bb")) == \
        ((4, 3), (4, 3), (2, 2))


def test_warhorn_blast_ends_at_end_of_turn_514_2(engine):
    """CR 514.2: "until end of turn" effects end in the cleanup step: the Bears are 2/2 again next turn."""
    (out,) = cast_and_resolve(engine, state(_warhorn_board(in_hand("wb", "Warhorn Blast"), 5)),
                              {"action": "cast", "object": "wb"})
    nxt = only(engine.apply(out.state, {"event": "end_turn"}))
    assert pt(engine, nxt, "b1") == (2, 2)


# --- Ultimate Magic: Holy: "Permanents you control gain indestructible until end of turn."

def test_holy_gives_your_permanents_indestructible_611_2c_702_12b(engine):
    """CR 611.2c, 613.1f: Alice's Bear and land gain indestructible, Bob's Bear doesn't; a Doomskar-like destroy
    afterwards is covered by 702.12b elsewhere, here only the abilities are read."""
    (out,) = cast_and_resolve(engine, state([in_hand("holy", "Ultimate Magic: Holy"), on_bf("b1", "Grizzly Bears", "alice"),
                                             on_bf("bb", "Grizzly Bears", "bob"), *basics("alice", "Plains", 3)]),
                              {"action": "cast", "object": "holy"})
    d = engine.derive(out.state)
    assert "indestructible" in d.object("b1").characteristics["abilities"]
    assert "indestructible" in d.object("aplains1").characteristics["abilities"]
    assert "indestructible" not in d.object("bb").characteristics["abilities"]


# --- Demon Bolt: "Demon Bolt deals 4 damage to target creature or planeswalker."

def _bolt_board(spell: dict[str, Any], mountains: int) -> list[dict[str, Any]]:
    return [spell, on_bf("bear", "Grizzly Bears", "bob"), on_bf("pw", "Test Walker", "bob", counters={"loyalty": 5}),
            on_bf("rock", "Test Rock", "bob"), *basics("alice", "Mountain", mountains)]


def test_demon_bolt_targets_creatures_and_planeswalkers_only_115_1(engine):
    """CR 115.1, 601.2c: the legal targets are the creature and the planeswalker; not the artifact, the lands or a
    player. The same from exile for {R} (CR 702.143a)."""
    s = state(_bolt_board(in_hand("bolt", "Demon Bolt"), 3))
    assert cast_targets(engine, s, "bolt") == [["bear", "pw"]]
    f = state(_bolt_board(foretold("bolt", "Demon Bolt"), 1))
    assert cast_targets(engine, f, "bolt", "foretell") == [["bear", "pw"]]


def test_demon_bolt_foretold_kills_a_bear_120_3e_704_5g(engine):
    """CR 120.3e: 4 damage marked on the 2/2 Bear; CR 704.5g: lethal damage destroys it (state-based actions before
    Alice gets priority, CR 117.5)."""
    (out,) = cast_and_resolve(engine, state(_bolt_board(foretold("bolt", "Demon Bolt"), 1)),
                              {"action": "cast", "object": "bolt", "cost": "foretell", "targets": ["bear"]})
    assert ("damage(bolt, bear, 4)", "120.3") in out.events
    assert zone_of(out.state, "bear") == "graveyard"


def test_demon_bolt_on_a_planeswalker_removes_loyalty_120_3c(engine):
    """CR 120.3c: 4 damage to a planeswalker with 5 loyalty leaves it with 1."""
    (out,) = cast_and_resolve(engine, state(_bolt_board(in_hand("bolt", "Demon Bolt"), 3)),
                              {"action": "cast", "object": "bolt", "targets": ["pw"]})
    pw = next(o for o in out.state.doc["objects"] if o["id"] == "pw")
    assert pw["zone"] == "battlefield" and pw["counters"] == {"loyalty": 1}


# --- Iron Verdict: "Iron Verdict deals 5 damage to target tapped creature."

def test_iron_verdict_targets_only_tapped_creatures_115_1_601_2c(engine):
    """CR 115.1: only the tapped Bear is a legal target; with no tapped creature there is nothing to target, so
    the spell can't be cast (CR 601.2c)."""
    board = [in_hand("iv", "Iron Verdict"), on_bf("tb", "Grizzly Bears", "bob", tapped=True),
             on_bf("ub", "Grizzly Bears", "bob"), *basics("alice", "Plains", 3)]
    assert cast_targets(engine, state(board), "iv") == [["tb"]]
    untapped = [o for o in board if o["id"] != "tb"]
    assert cast_targets(engine, state(untapped), "iv") is None


def test_iron_verdict_foretold_deals_5_to_the_tapped_creature_120_3(engine):
    """CR 702.143a: for {W} from exile; 5 damage destroys the tapped 3/3 (704.5g)."""
    board = [foretold("iv", "Iron Verdict"), on_bf("ogre", "Test Ogre", "bob", tapped=True), *basics("alice", "Plains", 1)]
    (out,) = cast_and_resolve(engine, state(board), {"action": "cast", "object": "iv", "cost": "foretell",
                                                     "targets": ["ogre"]})
    assert ("damage(iv, ogre, 5)", "120.3") in out.events and zone_of(out.state, "ogre") == "graveyard"


def test_iron_verdict_fizzles_if_the_target_untaps_608_2b(engine):
    """CR 608.2b: the target must still be a tapped creature as the spell resolves; untapped, it is an illegal
    target and the spell doesn't resolve (no damage)."""
    board = [in_hand("iv", "Iron Verdict"), on_bf("tb", "Grizzly Bears", "bob", tapped=True),
             *basics("alice", "Plains", 3)]
    s = only(engine.apply(state(board), {"action": "cast", "object": "iv", "targets": ["tb"]}))
    doc = s.doc
    for o in doc["objects"]:
        if o["id"] == "tb":
            o["tapped"] = False
    s = make_state(doc["objects"], cards=CARDS, stack=doc["stack"])
    (out,) = resolve(engine, s)
    assert ("fizzles(iv)", "608.2b") in out.events and zone_of(out.state, "tb") == "battlefield"


# --- Depart the Realm: "Return target nonland permanent to its owner's hand."

def test_depart_the_realm_targets_nonland_permanents_and_bounces_115_1(engine):
    """CR 115.1: the Bear and the artifact are legal targets, the lands aren't. Cast for {U} from exile, the Bear
    goes to Bob's hand (its owner's)."""
    s = state([foretold("dr", "Depart the Realm"), on_bf("bear", "Grizzly Bears", "bob"), on_bf("rock", "Test Rock", "bob"),
               *lands("alice", islands=1), *lands("bob", forests=1)])
    assert cast_targets(engine, s, "dr", "foretell") == [["bear", "rock"]]
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "dr", "cost": "foretell", "targets": ["bear"]})
    assert zone_of(out.state, "bear") == "hand"


# --- Ravenform: "Exile target artifact or creature. Its controller creates a 1/1 blue Bird creature token with flying."

def test_ravenform_exiles_and_gives_the_bird_to_the_targets_controller_406_2_111_2(engine):
    """CR 115.1: artifacts and creatures, not lands, are legal targets. CR 406.2: the artifact is exiled (face up,
    406.3); CR 111.2: Bob, who controlled it, creates the Bird and controls it; Alice gets none."""
    s = state([in_hand("rf", "Ravenform"), on_bf("rock", "Test Rock", "bob"), on_bf("bear", "Grizzly Bears", "alice"),
               *lands("alice", islands=3)])
    assert cast_targets(engine, s, "rf") == [["bear", "rock"]]
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "rf", "targets": ["rock"]})
    rock = next(o for o in out.state.doc["objects"] if o["id"] == "rock")
    assert rock["zone"] == "exile" and not rock.get("face_down")
    birds = [o for o in out.state.doc["objects"] if o.get("token")]
    assert len(birds) == 1 and birds[0]["owner"] == "bob" and birds[0]["zone"] == "battlefield"
    d = engine.derive(out.state).object(birds[0]["id"])
    assert d.controller == "bob"
    assert (d.characteristics["power"], d.characteristics["colors"], d.characteristics["abilities"]) == \
        (1, ["blue"], ["flying"])


def test_ravenform_foretold_on_your_own_creature_gives_you_the_bird_111_2(engine):
    """For {U} from exile on Alice's own Bear: it is exiled and Alice gets the Bird (she controlled the target)."""
    s = state([foretold("rf", "Ravenform"), on_bf("bear", "Grizzly Bears", "alice"), *lands("alice", islands=1)])
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "rf", "cost": "foretell", "targets": ["bear"]})
    assert zone_of(out.state, "bear") == "exile"
    birds = [o for o in out.state.doc["objects"] if o.get("token")]
    assert [b["owner"] for b in birds] == ["alice"]


# --- Tergrid's Shadow: "Each player sacrifices two creatures."

def test_tergrids_shadow_each_player_sacrifices_two_701_21a(engine):
    """CR 701.21a: Alice controls three creatures (one indestructible: sacrifice isn't destruction), so she
    chooses two of them: 3 resulting states; Bob controls one, so he sacrifices it in every state."""
    s = state([foretold("ts", "Tergrid's Shadow"), on_bf("a1", "Grizzly Bears", "alice"),
               on_bf("a2", "Grizzly Bears", "alice"), on_bf("stone", "Test Indestructible Bear", "alice"),
               on_bf("bb", "Grizzly Bears", "bob"), *basics("alice", "Swamp", 4)])
    outs = cast_and_resolve(engine, s, {"action": "cast", "object": "ts", "cost": "foretell"})
    kept = set()
    for o in outs:
        assert zone_of(o.state, "bb") == "graveyard"
        left = tuple(x for x in ("a1", "a2", "stone") if zone_of(o.state, x) == "battlefield")
        assert len(left) == 1
        kept.add(left)
    assert kept == {("a1",), ("a2",), ("stone",)}


def test_tergrids_shadow_from_hand_only_own_creatures_701_21a(engine):
    """CR 701.21a: a player sacrifices only permanents they control: with no creature, Bob sacrifices nothing,
    and Alice's two creatures both go (one state). Lands aren't creatures and stay."""
    s = state([in_hand("ts", "Tergrid's Shadow"), on_bf("a1", "Grizzly Bears", "alice"),
               on_bf("a2", "Grizzly Bears", "alice"), *basics("alice", "Swamp", 5)])
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "ts"})
    assert (zone_of(out.state, "a1"), zone_of(out.state, "a2"), zone_of(out.state, "aswamp1")) == \
        ("graveyard", "graveyard", "battlefield")


# --- Crush the Weak: "Crush the Weak deals 2 damage to each creature." (without its replacement effect)

def test_crush_the_weak_damages_each_creature_not_players_120_3_704_5g(engine):
    """CR 120.3e: 2 damage to each creature, both players'; the 2/2s are destroyed (704.5g), the 3/3 survives with
    2 damage; no player is dealt damage (CR 115.10a: the creatures aren't targets, and players aren't creatures)."""
    s = state([foretold("cw", "Crush the Weak"), on_bf("a1", "Grizzly Bears", "alice"), on_bf("bb", "Grizzly Bears", "bob"),
               on_bf("ogre", "Test Ogre", "bob"), *basics("alice", "Mountain", 1)])
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "cw", "cost": "foretell"})
    assert (zone_of(out.state, "a1"), zone_of(out.state, "bb"), zone_of(out.state, "ogre")) == \
        ("graveyard", "graveyard", "battlefield")
    ogre = next(o for o in out.state.doc["objects"] if o["id"] == "ogre")
    assert ogre["damage"] == 2
    assert [p["life"] for p in out.state.doc["players"]] == [20, 20]


# --- Delayed Blast Fireball: "... deals 2 damage to each opponent and each creature they control."

def test_delayed_blast_fireball_from_hand_hits_opponent_and_their_creatures_120_3(engine):
    """CR 120.3a: Bob loses 2 life (18); CR 120.3e, 704.5g: his Bear dies; Alice's Bear and Alice aren't dealt
    damage."""
    s = state([in_hand("dbf", "Delayed Blast Fireball"), on_bf("a1", "Grizzly Bears", "alice"),
               on_bf("bb", "Grizzly Bears", "bob"), *basics("alice", "Mountain", 3)])
    (out,) = cast_and_resolve(engine, s, {"action": "cast", "object": "dbf"})
    assert (zone_of(out.state, "a1"), zone_of(out.state, "bb")) == ("battlefield", "graveyard")
    assert {p["name"]: p["life"] for p in out.state.doc["players"]} == {"alice": 20, "bob": 18}
    a1 = next(o for o in out.state.doc["objects"] if o["id"] == "a1")
    assert not a1.get("damage")


# --- "target opponent", "target creature you control"

def test_target_opponent_is_only_the_other_player_102_3(engine):
    """CR 102.3: in a two-player game Alice's only opponent is Bob; she isn't a legal target herself."""
    s = state([in_hand("probe", "Test Opponent Probe"), *basics("alice", "Swamp", 1)])
    assert cast_targets(engine, s, "probe") == [["bob"]]


def test_target_creature_you_control_115_1_702_18a(engine):
    """CR 115.1: only Alice's creatures; her shrouded creature can't be targeted even by her (CR 702.18a)."""
    shroud = {"name": "Test Shroud Bear", "mana_cost": "{1}{G}", "types": ["creature"], "power": 2, "toughness": 2,
              "abilities": ["shroud"]}
    s = make_state([in_hand("probe", "Test Own Creature Probe"), on_bf("mine", "Grizzly Bears", "alice"),
                    on_bf("sh", "Test Shroud Bear", "alice"), on_bf("theirs", "Grizzly Bears", "bob"),
                    *lands("alice", forests=1)], cards=CARDS + [shroud])
    assert cast_targets(engine, s, "probe") == [["mine"]]


# --- Ethereal Valkyrie: "... draw a card, then exile a card from your hand face down. It becomes foretold. Its
# foretell cost is its mana cost reduced by {2}."

def test_ethereal_valkyrie_foretells_a_card_with_a_reduced_cost_702_143d(engine):
    """CR 608.2c, 121.1: as the enters trigger resolves Alice draws the top card, then exiles a card from her hand
    face down: the drawn Bear or the Ogre already in hand (2 resulting states). CR 702.143d: it becomes foretold,
    with foretell cost its mana cost less {2}: the Ogre {2}{R} -> {R}, the Bear {1}{G} -> {G}. It isn't the
    foretell special action (CR 702.143c), so the count of cards Alice foretold this turn doesn't change."""
    lib = [{"id": "top", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 1}]
    s = state([{"id": "val", "card": "Ethereal Valkyrie", "zone": "stack", "owner": "alice", "controller": "alice"},
               in_hand("ogre", "Test Ogre"), *lib], stack=["val"])
    (entered,) = resolve(engine, s)
    outs = resolve(engine, entered.state)
    assert len(outs) == 2
    picked = {}
    for o in outs:
        ex = [x for x in o.state.doc["objects"] if x["zone"] == "exile"]
        assert len(ex) == 1 and ex[0]["face_down"] and ex[0]["foretold"]["turn"] == 3
        picked[ex[0]["id"]] = ex[0]["foretold"].get("cost")
        hand = sorted(x["id"] for x in o.state.doc["objects"] if x["zone"] == "hand")
        assert hand == sorted({"ogre", "top"} - {ex[0]["id"]})
        assert (f"became_foretold({ex[0]['id']})", "702.143d") in o.events
    assert picked == {"ogre": "{R}", "top": "{G}"}


def test_a_card_foretold_by_ethereal_valkyrie_is_cast_later_for_the_reduced_cost_702_143d(engine):
    """CR 702.143d: not on the turn it became foretold (turn 3), but on a later turn for {R} (one Mountain), even
    though the Ogre has no foretell of its own; and not with no mana (601.2h)."""
    lib = [{"id": "top", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 1}]
    s = state([{"id": "val", "card": "Ethereal Valkyrie", "zone": "stack", "owner": "alice", "controller": "alice"},
               in_hand("ogre", "Test Ogre"), *lib, *basics("alice", "Mountain", 1)], stack=["val"])
    (entered,) = resolve(engine, s)
    (out,) = [o for o in resolve(engine, entered.state) if zone_of(o.state, "ogre") == "exile"]
    assert ("foretold_this_turn", "702.143a") in engine.why_not(
        out.state, {"action": "cast", "object": "ogre", "cost": "foretell"}).failures
    doc = out.state.doc
    later = make_state(doc["objects"], cards=CARDS, turn=5)
    (cast,) = engine.apply(later, {"action": "cast", "object": "ogre", "cost": "foretell"})
    assert zone_of(cast.state, "ogre") == "stack" and cast.state.doc.get("stack") == ["ogre"]
    broke = make_state([o for o in doc["objects"] if o["id"] != "amountain1"], cards=CARDS, turn=5)
    assert ("cannot_pay({R})", "601.2h") in engine.why_not(
        broke, {"action": "cast", "object": "ogre", "cost": "foretell"}).failures


# --- The templates are data: each card's abilities convert to clingo terms and back, and render as text.

def test_foretell_card_abilities_round_trip_and_render():
    """pyglue/terms.py encodes the target and effect templates from vocabulary.json and decodes them back (with
    defaults filled in), so resulting states carrying them load again; the human tables render them."""
    from pyglue import terms, vocabulary as voc
    from pyglue.ability_text import _any_text, ability_text

    for c in CARDS:
        for ab in c.get("abilities", []):
            sym = voc.ability_term(ab, "abilities[0]", voc.Aux.empty())
            back = voc.to_yaml(sym)
            assert voc.ability_term(back, "abilities[0]", voc.Aux.empty()) == sym, c["name"]
            text = ability_text(ab)
            assert text, c["name"]
            spell = ab.get("spell") if isinstance(ab, dict) else None
            if spell and spell.get("target"):
                assert text.startswith(f"target {terms.render(spell['target'], _any_text)}: "), text
            effects = spell["effect"] if spell else []
            for eff in effects if isinstance(effects, list) else [effects]:
                if terms.head(eff, "effect") and "target_controller_creates" not in eff:  # (create_tokens: no text)
                    assert "{" not in terms.render(eff, _any_text).replace("{{", ""), (c["name"], eff)
    sym = voc.ability_term(DEMON_BOLT["abilities"][0], "a", voc.Aux.empty())
    assert str(sym) == "spell(target(creature_or_planeswalker),damage(4))"
    assert voc.to_yaml(sym) == DEMON_BOLT["abilities"][0]


def test_unknown_target_names_the_templates():
    """A target outside the vocabulary is refused, and the message lists the target templates too."""
    import pytest
    from pyglue import vocabulary as voc

    with pytest.raises(voc.VocabularyError, match="tapped_creature"):
        voc.target_term("untapped_creature", "spell.target")
