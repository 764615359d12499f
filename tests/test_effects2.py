"""Non-copy effects, statics and triggers that census copy cards carry besides their copy line (issue 22, branch
effects2; rules_asp/kernel/effects2_*.lp). Real cards from the bundled library, read from their Oracle text. Each
expected value was worked out from the CR rule named in the test (and the card's rulings) before the engine was run.
"""

from __future__ import annotations

import itertools
from typing import Any

from pyglue.cards import library

from .conftest import actions_of, basics, make_state, only
from .test_effects_oneshot import bf, hand, obj


def library_cards(owner: str, *cards: tuple[str, str]) -> list[dict[str, Any]]:
    """Cards (id, name) in ``owner``'s library, the first on top (CR 401.1)."""
    return [{"id": i, "card": c, "zone": "library", "owner": owner, "library_position": k + 1}
            for k, (i, c) in enumerate(cards)]


def pass2(engine, s) -> list:
    """Both players pass: the top of the stack resolves (CR 117.4, 608); every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def casts(engine, s, player: str = "alice") -> set[str]:
    """The objects ``player`` may cast now."""
    return {o for (p, a, o) in actions_of(engine, s, player) if a == "cast"}


# ----------------------------------------------------------------------------------------------------------
# "You may cast sorcery spells as though they had flash." (CR 601.3b, 604.1, 702.8a, 117.1a)

def test_najal_reads_cast_sorceries_as_though_flash():
    assert library()["Najal, the Storm Runner"]["abilities"][0] == {"cast_as_though_flash": ["sorcery"]}


def test_601_3b_117_1a_najal_lets_its_controller_cast_a_sorcery_on_an_opponents_turn(engine):
    """CR 117.1a: a sorcery is cast only in its owner's main phase with an empty stack; CR 601.3b, 702.8a: with Najal,
    the Storm Runner on the battlefield Alice may cast her sorcery (Careful Study) whenever she has priority: on Bob's
    turn, holding priority in Bob's main phase, she may cast it; her creature card (Grizzly Bears) still not."""
    objs = [bf("najal", "Najal, the Storm Runner"), hand("study", "Careful Study"), hand("bears", "Grizzly Bears"),
            *basics("alice", "Island", 2), *basics("alice", "Forest", 2)]
    s = make_state(objs, active_player="bob", priority="alice")
    assert casts(engine, s) == {"study"}


def test_117_1a_without_najal_no_sorcery_on_an_opponents_turn(engine):
    """CR 117.1a, 307.1: the same state without Najal: Alice may cast neither card on Bob's turn."""
    objs = [hand("study", "Careful Study"), hand("bears", "Grizzly Bears"), *basics("alice", "Island", 2),
            *basics("alice", "Forest", 2)]
    s = make_state(objs, active_player="bob", priority="alice")
    assert casts(engine, s) == set()


def test_604_1_najal_grants_only_its_controller(engine):
    """CR 604.1, 109.5: Najal's "you" is its controller: Bob's Najal doesn't let Alice cast her sorcery on Bob's turn."""
    objs = [bf("najal", "Najal, the Storm Runner", "bob"), hand("study", "Careful Study"),
            *basics("alice", "Island", 2)]
    s = make_state(objs, active_player="bob", priority="alice")
    assert casts(engine, s) == set()


# ----------------------------------------------------------------------------------------------------------
# "As long as your life total is less than or equal to half your starting life total, ~ has indestructible."
# (CR 604.1, 611.3a, 613.1f, 103.4)

def test_myrkul_reads_has_indestructible_while_life_at_most_half():
    assert library()["Myrkul, Lord of Bones"]["abilities"][0] == {
        "self_has_while": "life_at_most_half_starting", "abilities": ["indestructible"]}


def myrkul_abilities(engine, life: int, owner: str = "alice") -> list:
    players = [{"name": "alice", "life": life, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("myrkul", "Myrkul, Lord of Bones", owner)], players=players)
    return engine.derive(s).object("myrkul").characteristics["abilities"]


def test_103_4_611_3a_myrkul_has_indestructible_at_half_the_starting_life_total(engine):
    """CR 103.4: the starting life total is 20, half of it 10; "less than or equal": at 10 life Alice's Myrkul has
    indestructible (CR 613.1f, layer 6); at 11 it doesn't (CR 611.3a: the condition is read continuously)."""
    assert "indestructible" in myrkul_abilities(engine, 10)
    assert "indestructible" in myrkul_abilities(engine, 3)
    assert "indestructible" not in myrkul_abilities(engine, 11)


def test_604_1_myrkul_reads_its_controllers_life_total(engine):
    """CR 604.1, 109.5: "your life total" is the life total of Myrkul's controller: Bob's Myrkul with Bob at 20 life
    doesn't have indestructible though Alice is at 5."""
    assert "indestructible" not in myrkul_abilities(engine, 5, owner="bob")


# ----------------------------------------------------------------------------------------------------------
# Geist of Regret: "When ~ enters the battlefield, put a random instant card from your library into your graveyard.
# Then put a random sorcery card from your library into your graveyard." (CR 603.6a, 608.2c, 404.1)

def test_geist_of_regret_reads_its_enters_trigger():
    assert library()["Geist of Regret"]["abilities"][1] == {"trigger": "enters", "effect": [
        {"random_library_card_to_graveyard": ["instant"]}, {"random_library_card_to_graveyard": ["sorcery"]}]}


def geist_enters(engine, *cards: tuple[str, str]) -> list:
    """Alice casts Geist of Regret ({4}{U}) with five Islands and ``cards`` in her library; Geist resolves and its
    enters trigger resolves: every resulting state."""
    s = make_state([hand("geist", "Geist of Regret"), *basics("alice", "Island", 5), *library_cards("alice", *cards)])
    s = only(engine.apply(s, {"action": "cast", "object": "geist"}))
    (s,) = pass2(engine, s)         # Geist resolves and enters; its ability triggers (CR 603.6a)
    return pass2(engine, s)         # the ability resolves


def test_608_2c_geist_of_regret_puts_a_random_instant_then_a_random_sorcery_into_the_graveyard(engine):
    """CR 603.6a, 608.2c, 404.1: Alice's library: an Island, two instants (Lightning Bolt, Brainstorm), a sorcery
    (Careful Study). The ability puts one of the two instants at random (two possible results: two states) and then the
    sorcery into Alice's graveyard; the Island and the other instant stay in the library."""
    outs = geist_enters(engine, ("isl", "Island"), ("bolt", "Lightning Bolt"), ("storm", "Brainstorm"),
                        ("study", "Careful Study"))
    got = sorted(tuple(obj(o, c)["zone"] for c in ("isl", "bolt", "storm", "study")) for o in outs)
    assert got == [("library", "graveyard", "library", "graveyard"), ("library", "library", "graveyard", "graveyard")]


def test_608_2c_geist_of_regret_with_no_sorcery_puts_only_the_instant(engine):
    """CR 608.2c: with no sorcery card in the library the second instruction does nothing; the only instant goes to
    the graveyard (one state)."""
    outs = geist_enters(engine, ("isl", "Island"), ("bolt", "Lightning Bolt"))
    assert [(obj(o, "isl")["zone"], obj(o, "bolt")["zone"]) for o in outs] == [("library", "graveyard")]


# ----------------------------------------------------------------------------------------------------------
# "add N mana in any combination of colors" (CR 106.1a, 106.4, 105.1)

def test_cosmic_crucible_and_chandra_read_add_mana_in_any_combination():
    assert library()["Cosmic Crucible"]["abilities"][0] == {
        "trigger": {"beginning_of": "precombat_main", "whose": "your"}, "effect": {"add_mana_any_combination": 4}}
    assert {"loyalty": 2, "effect": {"add_mana_any_combination": 2}} in library()["Chandra, Hope's Beacon"]["abilities"]


def pool_symbols(s, player: str = "alice") -> list[str]:
    pool = next(p for p in s.doc["players"] if p["name"] == player).get("mana_pool", "")
    return sorted(pool.replace("}", "").split("{")[1:])


def test_106_4_cosmic_crucible_adds_four_mana_in_any_combination_of_colors(engine):
    """CR 503.1a-505.1, 603.2: Alice's draw step ends; her first main phase begins and Cosmic Crucible's ability
    triggers; it resolves: CR 106.4, 106.1a, 105.1: four mana, each white, blue, black, red or green as Alice chooses:
    the multisets of four of five colors, C(8, 4) = 70 states, each a different pool of four colored mana."""
    s = make_state([bf("cc", "Cosmic Crucible")], phase="beginning", step="draw")
    (s,) = pass2(engine, s)
    assert s.doc["phase"] == "precombat_main" and len(s.doc["stack"]) == 1
    outs = pass2(engine, s)
    pools = [tuple(pool_symbols(o)) for o in outs]
    assert len(pools) == 70 and len(set(pools)) == 70
    assert all(len(p) == 4 and set(p) <= {"W", "U", "B", "R", "G"} for p in pools)
    assert ("G", "G", "G", "G") in pools and ("B", "G", "R", "U") in pools


# ----------------------------------------------------------------------------------------------------------
# Complete the Circuit: "You may cast sorcery spells this turn as though they had flash." (CR 611.2a, 601.3b, 514.2)

def player(s, name: str = "alice") -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


def test_complete_the_circuit_reads_its_spell():
    (spell,) = [a for a in library()["Complete the Circuit"]["abilities"] if "spell" in a]
    assert spell["spell"]["effect"][0] == {"cast_as_though_flash_this_turn": ["sorcery"]}


def test_611_2a_601_3b_complete_the_circuit_lets_its_caster_cast_sorceries_this_turn(engine):
    """CR 117.1a: on Bob's turn Alice casts Complete the Circuit (an instant, {5}{U}, six Islands); it resolves
    (CR 608.2): CR 611.2a: for the rest of the turn she may cast sorcery spells as though they had flash (the state
    keeps it as her cast_as_though_flash_this_turn). Bob, the active player, gets priority (CR 117.3b) and passes: Alice
    may then cast Careful Study, a sorcery, on Bob's turn (CR 601.3b); not the creature card (Grizzly Bears)."""
    objs = [hand("ctc", "Complete the Circuit"), hand("study", "Careful Study"), hand("bears", "Grizzly Bears"),
            *basics("alice", "Island", 7), *basics("alice", "Forest", 2)]
    s = make_state(objs, active_player="bob", priority="alice")
    assert "study" not in casts(engine, s)
    # (one resulting state per set of lands tapped for it, CR 601.2g-h: one that leaves the Forests untapped)
    s = next(o.state for o in engine.apply(s, {"action": "cast", "object": "ctc"})
             if not any(obj(o.state, f"aforest{i}").get("tapped") for i in (1, 2)))
    (s,) = pass2(engine, s)
    assert player(s)["cast_as_though_flash_this_turn"] == ["sorcery"]
    assert not player(s, "bob").get("cast_as_though_flash_this_turn")
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["priority"] == "alice"
    assert casts(engine, s) == {"study"}


def test_514_2_complete_the_circuits_effect_ends_with_the_turn(engine):
    """CR 514.2, 611.2a: "this turn": as the turn ends the effect ends; Alice's player entry no longer has it."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "cast_as_though_flash_this_turn": ["sorcery"]},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([hand("study", "Careful Study"), *basics("alice", "Island", 1)], players=players,
                   active_player="bob", priority="alice")
    assert casts(engine, s) == {"study"}
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert not player(s).get("cast_as_though_flash_this_turn")


# ----------------------------------------------------------------------------------------------------------
# Melek, Izzet Paragon: "Play with the top card of your library revealed." (CR 401.5, 701.18c) and "You may cast instant
# and sorcery spells from the top of your library." (CR 601.3, 601.2a); Vesuvan Drifter: "You may look at the top card
# of your library any time." (CR 401.5)

def test_melek_and_vesuvan_drifter_read_their_statics():
    melek = library()["Melek, Izzet Paragon"]["abilities"]
    assert melek[:2] == ["top_of_library_revealed", {"cast_from_top_of_library": ["instant", "sorcery"]}]
    assert "may_look_at_top_of_library" in library()["Vesuvan Drifter"]["abilities"]


def test_601_3_melek_lets_alice_cast_the_instant_on_top_of_her_library(engine):
    """CR 601.3, 401.1: with Melek Alice may cast the top card of her library, Lightning Bolt, an instant; not the card
    under it (Careful Study, a sorcery) nor a card on top of Bob's library. Without Melek she may cast neither."""
    libs = [*library_cards("alice", ("bolt", "Lightning Bolt"), ("study", "Careful Study")),
            *library_cards("bob", ("bbolt", "Lightning Bolt"))]
    lands = [*basics("alice", "Mountain", 1), *basics("alice", "Island", 1)]
    s = make_state([bf("melek", "Melek, Izzet Paragon"), *libs, *lands])
    assert casts(engine, s) == {"bolt"}
    assert casts(engine, make_state([*libs, *lands])) == set()


def test_601_2a_melek_a_spell_cast_from_the_library_moves_to_the_stack_and_triggers_melek(engine):
    """CR 601.2a: cast, the Bolt moves from the top of Alice's library to the stack; CR 603.2: it is an instant spell
    cast from her library, so Melek's copy ability triggers (the ability on the stack above the Bolt). The Careful Study
    under it is now the top card: a sorcery, castable in her main phase with the stack empty only (CR 117.1a)."""
    libs = library_cards("alice", ("bolt", "Lightning Bolt"), ("study", "Careful Study"))
    s = make_state([bf("melek", "Melek, Izzet Paragon"), *libs, *basics("alice", "Mountain", 1),
                    *basics("alice", "Island", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert obj(s, "bolt")["zone"] == "stack"
    (top,) = [o for o in s.doc["objects"] if o["id"] == s.doc["stack"][-1]]
    assert top["ability"]["source"] == "melek"


def test_401_5_melek_reveals_the_top_card_to_every_player(engine):
    """CR 401.2: nobody sees a library; CR 401.5: with Melek the top card of Alice's library is revealed: a derive as
    Bob shows it; the card under it stays hidden, and so does the top of Bob's own library."""
    libs = [*library_cards("alice", ("a1", "Island"), ("a2", "Island")), *library_cards("bob", ("b1", "Island"))]
    with_melek = engine.derive(make_state([bf("melek", "Melek, Izzet Paragon"), *libs]), viewer="bob")
    assert set(with_melek.aliases) == {"a2", "b1"}
    without = engine.derive(make_state(libs), viewer="bob")
    assert set(without.aliases) == {"a1", "a2", "b1"}


def test_401_5_vesuvan_drifter_lets_only_its_controller_look_at_the_top_card(engine):
    """CR 401.5: "You may look at the top card of your library any time": Alice (Vesuvan Drifter's controller) sees the
    top card of her library; Bob doesn't."""
    libs = library_cards("alice", ("a1", "Island"), ("a2", "Island"))
    s = make_state([bf("vd", "Vesuvan Drifter"), *libs])
    assert set(engine.derive(s, viewer="alice").aliases) == {"a2"}
    assert set(engine.derive(s, viewer="bob").aliases) == {"a1", "a2"}


# ----------------------------------------------------------------------------------------------------------
# Dual Nature and Dance of Many: tokens "created with" this enchantment (CR 607.2c, 406.2), "When the token leaves the
# battlefield" (CR 603.6c, 603.10a), "sacrifice this enchantment unless you pay {U}{U}" (CR 118.12, 701.21a),
# "Whenever a nontoken creature leaves the battlefield, exile all tokens with the same name as that creature." (CR 201.2)

def test_dual_nature_and_dance_of_many_read_their_abilities():
    assert library()["Dual Nature"]["abilities"][1:] == [
        {"trigger": "nontoken_creature_leaves", "effect": "exile_tokens_named_like_that"},
        {"trigger": "leaves_battlefield", "effect": "exile_tokens_created_with_self"}]
    assert library()["Dance of Many"]["abilities"][1:] == [
        {"trigger": "leaves_battlefield", "effect": "exile_tokens_created_with_self"},
        {"trigger": "created_token_leaves", "effect": "sacrifice_self"},
        {"trigger": {"beginning_of": "upkeep", "whose": "your"}, "effect": {"sacrifice_self_unless_pay": "{U}{U}"}}]


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if o.get("token")]


def zone(s, oid: str) -> str:
    """The object's zone; "gone" for a token that has ceased to exist (CR 111.7, 704.5d)."""
    return next((o["zone"] for o in s.doc["objects"] if o["id"] == oid), "gone")


def test_607_2c_dual_nature_records_its_token_and_exiles_it_as_it_leaves(engine):
    """CR 603.2: Bob's Grizzly Bears enters: Dual Nature triggers; resolved, Bob (its controller) creates a token copy of
    it, created with Dual Nature (607.2c). CR 603.6c: Dual Nature then leaves the battlefield: its ability triggers;
    resolved, the token created with it is exiled (406.2); the nontoken Bears stays."""
    s = make_state([bf("dn", "Dual Nature"), hand("bears", "Grizzly Bears", "bob")])
    (s,) = pass2(engine, only(engine.apply(s, {"event": "move", "object": "bears", "to": "battlefield"})))
    (tok,) = tokens(s)
    assert tok["created_with"] == "dn" and tok["controller"] == "bob" and zone(s, tok["id"]) == "battlefield"
    s = only(engine.apply(s, {"event": "move", "object": "dn", "to": "graveyard"}))
    (s,) = pass2(engine, s)
    assert zone(s, tok["id"]) in ("exile", "gone") and zone(s, "bears") == "battlefield"


def test_603_10a_201_2_dual_nature_exiles_the_tokens_named_like_the_creature_that_left(engine):
    """CR 603.6c, 603.10a: Alice's nontoken Grizzly Bears leaves the battlefield (to her graveyard): Dual Nature's
    ability triggers; resolved, every token named Grizzly Bears is exiled (CR 201.2), Bob's too and one not created
    with Dual Nature; a token with another name (a Runeclaw Bear copy) stays."""
    s = make_state([bf("dn", "Dual Nature"), bf("bears", "Grizzly Bears"),
                    bf("t1", "Grizzly Bears", token=True), bf("t2", "Grizzly Bears", "bob", token=True),
                    bf("t3", "Runeclaw Bear", token=True)])
    s = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert ab["ability"]["text"]["effect"] == {"exile_tokens_named": "Grizzly Bears"}
    (s,) = pass2(engine, s)
    assert [zone(s, t) != "battlefield" for t in ("t1", "t2", "t3")] == [True, True, False]
    assert zone(s, "t1") in ("exile", "gone")


def test_603_10a_dual_nature_ignores_a_token_leaving(engine):
    """CR 603.6c: "a nontoken creature": a token Grizzly Bears leaving the battlefield doesn't trigger it."""
    s = make_state([bf("dn", "Dual Nature"), bf("t1", "Grizzly Bears", token=True)])
    s = only(engine.apply(s, {"event": "move", "object": "t1", "to": "graveyard"}))
    assert s.doc["stack"] == []


def dance_upkeep(engine, islands: int) -> list:
    """Bob's turn ends; Alice's upkeep begins and Dance of Many's upkeep ability triggers; it resolves."""
    objs = [bf("dom", "Dance of Many"), *basics("alice", "Island", islands)]
    s = only(engine.apply(make_state(objs, active_player="bob", phase="ending", step="end"), {"event": "end_turn"}))
    assert s.doc["step"] == "upkeep" and len(s.doc["stack"]) == 1
    return pass2(engine, s)


def test_118_12_dance_of_many_stays_if_its_controller_pays(engine):
    """CR 118.12, 608.2d: with two Islands Alice may pay {U}{U} (Dance of Many stays, both Islands tapped) or not (it is
    sacrificed, CR 701.21a): two states."""
    outs = dance_upkeep(engine, 2)
    got = sorted((zone(o, "dom"), obj(o, "aisland1").get("tapped", False)) for o in outs)
    assert got == [("battlefield", True), ("graveyard", False)]


def test_118_12_dance_of_many_is_sacrificed_if_its_controller_cant_pay(engine):
    """CR 118.12: with one Island Alice can't pay {U}{U}: Dance of Many is sacrificed (one state)."""
    (out,) = dance_upkeep(engine, 1)
    assert zone(out, "dom") == "graveyard"


def test_603_6c_dance_of_many_is_sacrificed_when_its_token_leaves(engine):
    """CR 603.6c, 607.2c: the token created with Dance of Many leaves the battlefield: its ability triggers; resolved,
    Alice sacrifices Dance of Many (701.21a). Another token leaving doesn't trigger it."""
    s = make_state([bf("dom", "Dance of Many"), bf("t1", "Grizzly Bears", token=True, created_with="dom"),
                    bf("t2", "Grizzly Bears", token=True)])
    assert only(engine.apply(s, {"event": "move", "object": "t2", "to": "graveyard"})).doc["stack"] == []
    s = only(engine.apply(s, {"event": "move", "object": "t1", "to": "graveyard"}))
    (s,) = pass2(engine, s)
    assert zone(s, "dom") == "graveyard"


def test_406_2_dance_of_many_leaving_exiles_its_token(engine):
    """CR 603.6c, 607.2c, 406.2: Dance of Many leaves the battlefield: its ability exiles the token created with it (a
    token in exile ceases to exist, 704.5d); CR 603.6c: the token leaving then triggers nothing more (Dance of Many is
    gone)."""
    s = make_state([bf("dom", "Dance of Many"), bf("t1", "Grizzly Bears", token=True, created_with="dom")])
    s = only(engine.apply(s, {"event": "move", "object": "dom", "to": "graveyard"}))
    (s,) = pass2(engine, s)
    assert zone(s, "t1") in ("exile", "gone") and s.doc["stack"] == []


# ----------------------------------------------------------------------------------------------------------
# The Scarab God: "At the beginning of your upkeep, each opponent loses X life and you scry X, where X is the number of
# Zombies you control." (CR 107.3c, 119.3, 701.22a) and "When The Scarab God dies, return it to its owner's hand at the
# beginning of the next end step." (CR 603.7a-c, 400.7)

def test_the_scarab_god_reads_its_triggers():
    god = library()["The Scarab God"]["abilities"]
    assert god[0] == {"trigger": {"beginning_of": "upkeep", "whose": "your"}, "effect": {
        "where_x_is_subtype_count": "Zombie",
        "effect": [{"lose_life": "X", "who": "each_opponent"}, {"scry_amount": "X"}]}}
    assert god[2] == {"trigger": "dies", "effect": "return_it_to_hand_next_end_step"}


def scarab_upkeep(engine, zombies: list[dict[str, Any]]) -> list:
    objs = [bf("god", "The Scarab God"), *zombies, *library_cards("alice", ("a1", "Island"), ("a2", "Forest"),
                                                                  ("a3", "Plains"))]
    s = only(engine.apply(make_state(objs, active_player="bob", phase="ending", step="end"), {"event": "end_turn"}))
    assert s.doc["step"] == "upkeep" and len(s.doc["stack"]) == 1
    return pass2(engine, s)


def test_107_3c_701_22a_the_scarab_god_drains_and_scries_the_number_of_zombies(engine):
    """CR 107.3c: X is the number of Zombies Alice controls as the ability resolves: two (Cleaver Skaab and Karfell
    Harbinger; Bob's Zombie doesn't count, nor The Scarab God, an Avatar God). CR 119.3: Bob, her only opponent, loses 2
    life (18). CR 701.22a: she scries 2: the top two cards each on top or bottom, in any order: 6 states (both on top in
    2 orders, both on the bottom in 2 orders, one on each side: 2), with the Plains under them: each a different order."""
    outs = scarab_upkeep(engine, [bf("z1", "Cleaver Skaab"), bf("z2", "Karfell Harbinger"),
                                  bf("z3", "Karfell Harbinger", "bob")])
    assert [player(o, "bob")["life"] for o in outs] == [18] * 6
    orders = {tuple(sorted(("a1", "a2", "a3"), key=lambda c: obj(o, c)["library_position"])) for o in outs}
    # (top first: both on top a1 a2 a3 / a2 a1 a3; both at the bottom a3 a1 a2 / a3 a2 a1; one on each side a1 a3 a2 /
    # a2 a3 a1: every order of the three cards, each once)
    assert orders == set(itertools.permutations(("a1", "a2", "a3")))


def test_107_3c_the_scarab_god_with_no_zombie_does_nothing(engine):
    """CR 107.3c, 119.3, 701.22a: with no Zombie X is 0: Bob loses no life and Alice doesn't scry (one state)."""
    (out,) = scarab_upkeep(engine, [])
    assert player(out, "bob")["life"] == 20


def scarab_dies(engine):
    """In Alice's second main phase her Scarab God dies; its ability resolves: a delayed trigger for the next end step."""
    s = make_state([bf("god", "The Scarab God")], phase="postcombat_main")
    s = only(engine.apply(s, {"event": "move", "object": "god", "to": "graveyard"}))
    (s,) = pass2(engine, s)
    return s


def test_603_7_the_scarab_god_returns_to_its_owners_hand_at_the_next_end_step(engine):
    """CR 603.7a, 603.7d: resolving, the dies ability makes a delayed triggered ability controlled by Alice; CR 603.7b:
    as the end step begins it triggers; CR 603.7c: resolved, the card in Alice's graveyard goes to her hand."""
    s = scarab_dies(engine)
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"], dt["text"]["trigger"]) == ("god", "alice", "next_end_step")
    assert zone(s, "god") == "graveyard"
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert (s.doc["phase"], s.doc["step"], len(s.doc["stack"])) == ("ending", "end", 1)
    (out,) = pass2(engine, s)
    assert zone(out, "god") == "hand"


def test_400_7_the_scarab_god_that_left_the_graveyard_stays_where_it_is(engine):
    """CR 400.7, 603.7c: exiled from the graveyard before the end step, the card is a new object: the delayed ability
    triggers and resolves but returns nothing; the card stays in exile."""
    s = scarab_dies(engine)
    s = only(engine.apply(s, {"event": "move", "object": "god", "to": "exile"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (out,) = pass2(engine, s)
    assert zone(out, "god") == "exile"


# ----------------------------------------------------------------------------------------------------------
# Gyrus, Waker of Corpses: "Gyrus enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast
# it." (CR 614.1c, 122.6, 601.2h, 107.3)

def test_gyrus_reads_enters_with_counters_for_the_mana_spent():
    assert library()["Gyrus, Waker of Corpses"]["abilities"][0] == {"enters_with_counters_mana_spent": "+1/+1"}


def test_601_2h_614_1c_gyrus_enters_with_a_counter_for_each_mana_spent(engine):
    """CR 107.3a, 601.2b: Alice casts Gyrus ({X}{B}{R}{G}) with X = 2: she pays five mana (CR 601.2h: its mana
    spent); resolved, it enters with five +1/+1 counters (CR 614.1c, 122.6): a 0/0 with five counters, 5/5."""
    lands = [*basics("alice", "Swamp", 1), *basics("alice", "Mountain", 1), *basics("alice", "Forest", 3)]
    s = only(engine.apply(make_state([hand("gy", "Gyrus, Waker of Corpses"), *lands]),
                          {"action": "cast", "object": "gy", "x": 2}))
    (s,) = pass2(engine, s)
    assert obj(s, "gy")["counters"] == {"+1/+1": 5}
    c = engine.derive(s).object("gy").characteristics
    assert (c["power"], c["toughness"]) == (5, 5)


def test_614_1c_gyrus_put_onto_the_battlefield_gets_no_counter(engine):
    """CR 601.2h: Gyrus put onto the battlefield without being cast had no mana spent to cast it: it enters with no
    counter, a 0/0 (and then dies, CR 704.5f)."""
    s = only(engine.apply(make_state([hand("gy", "Gyrus, Waker of Corpses")]),
                          {"event": "move", "object": "gy", "to": "battlefield"}))
    assert not obj(s, "gy").get("counters")


# ----------------------------------------------------------------------------------------------------------
# Professor Onyx's loyalty abilities (CR 606.3, 606.4): [+1] "You lose 1 life. Look at the top three cards of your
# library. Put one of them into your hand and the rest into your graveyard." (CR 401.4, 608.2c), [−3] "Each opponent
# sacrifices a creature with the greatest power among creatures that player controls." (CR 701.21a), [−8] "Each opponent
# may discard a card. If they don't, they lose 3 life. Repeat this process six more times." (CR 701.9a, 119.3)

def onyx(n: int) -> dict[str, Any]:
    return library()["Professor Onyx"]["abilities"][n]


def test_professor_onyx_reads_its_loyalty_abilities():
    assert [onyx(i) for i in (1, 2, 3)] == [
        {"loyalty": 1, "effect": [{"lose_life": 1, "who": "you"}, {"look_top_one_to_hand_rest_graveyard": 3}]},
        {"loyalty": -3, "effect": {"each_opponent_sacrifices_greatest_power": "creature"}},
        {"loyalty": -8, "effect": {"each_opponent_may_discard_or_lose": 3, "repeats": 6}}]


def onyx_activates(engine, n: int, objs: list[dict[str, Any]], bob_life: int = 20) -> list:
    players = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": bob_life, "mana_pool": ""}]
    s = make_state([bf("onyx", "Professor Onyx", counters={"loyalty": 8}), *objs], players=players)
    s = only(engine.apply(s, {"action": "activate", "object": "onyx", "ability": onyx(n)}))
    return pass2(engine, s)


def test_608_2c_onyx_plus_one_one_card_to_hand_the_rest_to_the_graveyard(engine):
    """CR 119.3: Alice loses 1 life (19); CR 401.4, 608.2c: of the top three cards of her library (a1-a3) she puts one
    into her hand, her choice (three states), the two others into her graveyard; a4 stays on top of the library."""
    outs = onyx_activates(engine, 1, library_cards("alice", ("a1", "Island"), ("a2", "Forest"), ("a3", "Plains"),
                                                   ("a4", "Swamp")))
    assert [player(o)["life"] for o in outs] == [19] * 3
    got = sorted(tuple(zone(o, c) for c in ("a1", "a2", "a3", "a4")) for o in outs)
    assert got == [("graveyard", "graveyard", "hand", "library"), ("graveyard", "hand", "graveyard", "library"),
                   ("hand", "graveyard", "graveyard", "library")]


def test_701_21a_onyx_minus_three_each_opponent_sacrifices_its_greatest_power_creature(engine):
    """CR 701.21a, 102.2, 208.1: Bob controls a 2/2 Grizzly Bears and two 5/3 Juggernauts: he sacrifices one of the
    creatures with the greatest power, his choice between the two Juggernauts (two states); his Bears stays, and so
    does Alice's own Juggernaut (she isn't an opponent)."""
    objs = [bf("gb", "Grizzly Bears", "bob"), bf("c1", "Juggernaut", "bob"), bf("c2", "Juggernaut", "bob"),
            bf("mine", "Juggernaut")]
    outs = onyx_activates(engine, 2, objs)
    got = sorted(tuple(zone(o, c) for c in ("gb", "c1", "c2", "mine")) for o in outs)
    assert got == [("battlefield", "battlefield", "graveyard", "battlefield"),
                   ("battlefield", "graveyard", "battlefield", "battlefield")]


def test_701_9a_119_3_onyx_minus_eight_seven_times_discard_or_lose_3(engine):
    """CR 608.2c-d, 701.9a, 119.3: Bob (30 life), with two cards in hand, seven times discards a card or loses 3 life:
    he may discard none (loses 21: 9), either one card (loses 18: 12), or both (loses 15: 15): four states (each set of
    his cards)."""
    outs = onyx_activates(engine, 3, [hand("h1", "Island", "bob"), hand("h2", "Forest", "bob")], bob_life=30)
    got = sorted((player(o, "bob")["life"], zone(o, "h1"), zone(o, "h2")) for o in outs)
    assert got == [(9, "hand", "hand"), (12, "graveyard", "hand"), (12, "hand", "graveyard"),
                   (15, "graveyard", "graveyard")]


# ----------------------------------------------------------------------------------------------------------
# Genesis Storm: "Reveal cards from the top of your library until you reveal a nonland permanent card. You may put that
# card onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield on the bottom of
# your library in a random order." (CR 701.20a, 110.4a, 608.2c-d)

def test_genesis_storm_reads_its_spell():
    (spell,) = [a for a in library()["Genesis Storm"]["abilities"] if "spell" in a]
    assert spell == {"spell": {"effect": "reveal_until_nonland_permanent_may_put"}}


def genesis(engine, *cards: tuple[str, str]) -> list:
    s = make_state([hand("gs", "Genesis Storm"), *basics("alice", "Forest", 6), *library_cards("alice", *cards)])
    s = only(engine.apply(s, {"action": "cast", "object": "gs"}))
    (s,) = pass2(engine, s)   # its cast trigger (no commander cast: no copy) resolves first
    return pass2(engine, s)


def test_701_20a_genesis_storm_reveals_to_the_first_nonland_permanent_card(engine):
    """CR 701.20a, 110.4a: Alice's library: Island, Careful Study (a sorcery: not a permanent card), Grizzly Bears, Forest.
    The first three are revealed (the Bears is the first nonland permanent card). CR 608.2d: she may put the Bears onto
    the battlefield: then the Island and the Study go to the bottom in a random order (2 orders); or not: the three go
    to the bottom (6 orders). 8 states; the Forest, not revealed, is on top in each."""
    outs = genesis(engine, ("i", "Island"), ("cs", "Careful Study"), ("gb", "Grizzly Bears"), ("f", "Forest"))
    assert len(outs) == 8
    put = [o for o in outs if zone(o, "gb") == "battlefield"]
    assert len(put) == 2
    for o in outs:
        order = sorted((c for c in ("i", "cs", "gb", "f") if zone(o, c) == "library"),
                       key=lambda c: obj(o, c)["library_position"])
        assert order[0] == "f"
    orders = {tuple(sorted(("i", "cs"), key=lambda c: obj(o, c)["library_position"])) for o in put}
    assert orders == {("i", "cs"), ("cs", "i")}


def test_701_20a_genesis_storm_with_no_nonland_permanent_card_reveals_the_whole_library(engine):
    """CR 701.20a: with no nonland permanent card every card is revealed and goes to the bottom in a random order (two
    cards: 2 states); nothing enters the battlefield."""
    outs = genesis(engine, ("i", "Island"), ("cs", "Careful Study"))
    assert len(outs) == 2 and all(zone(o, "i") == zone(o, "cs") == "library" for o in outs)


# ----------------------------------------------------------------------------------------------------------
# Flash Photography: "You may cast this spell as though it had flash if it targets a permanent you control."
# (CR 601.3b, 601.3d)

def test_flash_photography_reads_its_conditional_flash():
    assert library()["Flash Photography"]["abilities"][0] == "flash_if_targets_own_permanent"


def photo_state(*objs: dict[str, Any]):
    players = [{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([hand("fp", "Flash Photography"), *objs], players=players, active_player="bob",
                      priority="alice")


def test_601_3b_601_3d_flash_photography_on_an_opponents_turn_targeting_her_own_permanent(engine):
    """CR 601.3b: on Bob's turn Alice may begin to cast Flash Photography, a sorcery, as it could target a permanent she
    controls (her Grizzly Bears); CR 601.3d: cast so, it must: targeting her Bears is legal, targeting Bob's Runeclaw
    Bear isn't."""
    s = photo_state(bf("gb", "Grizzly Bears"), bf("rb", "Runeclaw Bear", "bob"))
    assert "fp" in casts(engine, s)
    assert engine.why_not(s, {"action": "cast", "object": "fp", "targets": ["gb"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "fp", "targets": ["rb"]}).legal
    out = only(engine.apply(s, {"action": "cast", "object": "fp", "targets": ["gb"]}))
    assert zone(out, "fp") == "stack"


def test_117_1a_flash_photography_without_a_permanent_of_hers_waits_for_her_main_phase(engine):
    """CR 117.1a, 601.3b: controlling no permanent, Alice can't cast it on Bob's turn (only Bob's Bear could be
    targeted); in her own main phase with an empty stack she may target Bob's Bear (sorcery timing needs no condition)."""
    s = photo_state(bf("rb", "Runeclaw Bear", "bob"))
    assert "fp" not in casts(engine, s)
    mine = make_state([hand("fp", "Flash Photography"), bf("rb", "Runeclaw Bear", "bob")],
                      players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                               {"name": "bob", "life": 20, "mana_pool": ""}])
    assert engine.why_not(mine, {"action": "cast", "object": "fp", "targets": ["rb"]}).legal


# ----------------------------------------------------------------------------------------------------------
# Surgical Metamorph: "This spell costs {1} less to cast if you weren't the starting player." (CR 103.1, 601.2f)

def test_surgical_metamorph_reads_its_cost_reduction():
    assert library()["Surgical Metamorph"]["abilities"][0] == {"self_costs_less": 1, "if": "not_starting_player"}


def test_103_1_601_2f_surgical_metamorph_costs_less_if_alice_wasnt_the_starting_player(engine):
    """CR 103.1, 601.2f, 118.7a: with three Islands Alice may cast Surgical Metamorph ({3}{U}) only if she wasn't the
    starting player (Bob took the first turn): {2}{U}. If she was the starting player, or the state doesn't say who
    was, it costs {3}{U}: she can't."""
    objs = [hand("sm", "Surgical Metamorph"), *basics("alice", "Island", 3)]
    assert casts(engine, make_state(objs, starting_player="bob")) == {"sm"}
    assert casts(engine, make_state(objs, starting_player="alice")) == set()
    assert casts(engine, make_state(objs)) == set()


# ----------------------------------------------------------------------------------------------------------
# Nemesis Trap: "If a white creature is attacking, you may pay {B}{B} rather than pay this spell's mana cost."
# (CR 118.9, 601.2b, 506.4)

def test_nemesis_trap_reads_its_alternative_cost():
    assert library()["Nemesis Trap"]["abilities"][0] == {"alt_cost": "{B}{B}", "if": "white_creature_attacking"}


def trap_casts(engine, attacker: str) -> set[tuple[str, str]]:
    """Bob attacks Alice with ``attacker`` (declare blockers step, Alice holding priority); Alice has Nemesis Trap and
    two Swamps: the (object, cost) pairs she may cast."""
    objs = [hand("nt", "Nemesis Trap"), *basics("alice", "Swamp", 2), bf("att", attacker, "bob", attacking="alice")]
    s = make_state(objs, active_player="bob", priority="alice", phase="combat", step="declare_blockers",
                   attackers_declared=True)
    return {(a.action["object"], a.action.get("cost")) for a in engine.legal_actions(s, "alice")
            if a.action["action"] == "cast"}


def test_118_9_nemesis_trap_for_bb_while_a_white_creature_attacks(engine):
    """CR 118.9, 506.4: a white creature (Eager First-Year) attacks: Alice may cast Nemesis Trap for its alternative
    cost {B}{B} with her two Swamps (not for its mana cost {4}{B}{B})."""
    assert trap_casts(engine, "Eager First-Year") == {("nt", "alternative")}


def test_118_9_nemesis_trap_without_a_white_attacker_costs_its_mana_cost(engine):
    """CR 118.9: the attacker is green (Grizzly Bears): no alternative cost; {4}{B}{B} with two Swamps: no cast."""
    assert trap_casts(engine, "Grizzly Bears") == set()


def test_601_2h_nemesis_trap_cast_for_its_alternative_cost_pays_bb(engine):
    """CR 601.2b, 601.2h: cast for the alternative cost targeting the attacker, Alice taps both Swamps ({B}{B}); the
    spell is on the stack, cast with the alternative cost; its mana value stays 6 (CR 118.9c)."""
    objs = [hand("nt", "Nemesis Trap"), *basics("alice", "Swamp", 2), bf("att", "Eager First-Year", "bob",
                                                                           attacking="alice")]
    s = make_state(objs, active_player="bob", priority="alice", phase="combat", step="declare_blockers",
                   attackers_declared=True)
    out = only(engine.apply(s, {"action": "cast", "object": "nt", "cost": "alternative", "targets": ["att"]}))
    assert zone(out, "nt") == "stack" and obj(out, "nt")["cast_with"] == "alternative"
    assert obj(out, "aswamp1").get("tapped") and obj(out, "aswamp2").get("tapped")
    assert engine.derive(out).object("nt").mana_value == 6


# ----------------------------------------------------------------------------------------------------------
# Gruff Triplets: "When this creature dies, put a number of +1/+1 counters equal to its power on each creature you
# control named Gruff Triplets." (CR 700.4, 603.10a, 608.2h, 122.1)

def test_gruff_triplets_reads_its_dies_trigger():
    assert library()["Gruff Triplets"]["abilities"][2] == {
        "trigger": "dies_noting_power", "effect": {"put_counters_power_each_named": "+1/+1"}}


def test_608_2h_gruff_triplets_dying_puts_its_last_power_in_counters_on_the_others(engine):
    """CR 700.4, 603.10a: Alice's Gruff Triplets with two +1/+1 counters (5/5) dies; CR 608.2h: its power as it last
    existed on the battlefield, 5, is the number: resolved, Alice's two other creatures named Gruff Triplets (tokens)
    get five +1/+1 counters each (CR 122.1); Bob's Gruff Triplets doesn't (not Alice's), nor her Grizzly Bears."""
    s = make_state([bf("gt", "Gruff Triplets", counters={"+1/+1": 2}), bf("t1", "Gruff Triplets", token=True),
                    bf("t2", "Gruff Triplets", token=True), bf("bgt", "Gruff Triplets", "bob"),
                    bf("gb", "Grizzly Bears")])
    s = only(engine.apply(s, {"event": "move", "object": "gt", "to": "graveyard"}))
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert ab["ability"]["text"]["effect"] == {"put_counters_each_named": "+1/+1", "count": 5, "named": "Gruff Triplets"}
    (out,) = pass2(engine, s)
    assert [obj(out, x).get("counters", {}).get("+1/+1", 0) for x in ("t1", "t2", "bgt", "gb")] == [5, 5, 0, 0]


def test_608_2h_a_gruff_triplets_token_dying_still_counts(engine):
    """CR 700.4, 603.10a, 608.2h: a token Gruff Triplets (3/3) dies: its ability triggers though the token then ceases
    to exist (CR 704.5d); resolved, Alice's other Gruff Triplets gets three +1/+1 counters."""
    s = make_state([bf("gt", "Gruff Triplets"), bf("t1", "Gruff Triplets", token=True)])
    s = only(engine.apply(s, {"event": "move", "object": "t1", "to": "graveyard"}))
    (out,) = pass2(engine, s)
    assert obj(out, "gt")["counters"] == {"+1/+1": 3}


# ----------------------------------------------------------------------------------------------------------
# Flare of Duplication: "You may sacrifice a nontoken red creature rather than pay this spell's mana cost."; Force of
# Rowan: "You may pay 1 life and exile a red card from your hand rather than pay this spell's mana cost."
# (CR 118.9, 701.21a, 119.4)

def test_flare_and_force_read_their_alternative_costs():
    assert library()["Flare of Duplication"]["abilities"][0] == {"alt_cost_sacrifice_nontoken": "red"}
    assert library()["Force of Rowan"]["abilities"][0] == {"alt_cost_life_exile_card": 1, "color": "red"}


def bolt_on_stack() -> dict[str, Any]:
    return {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "targets": ["alice"]}


def alt_state(*objs: dict[str, Any]):
    """Bob's Lightning Bolt on the stack, Alice holding priority, no land."""
    return make_state([bolt_on_stack(), *objs], stack=["bolt"])


def test_118_9_701_21a_flare_of_duplication_sacrificing_a_nontoken_red_creature(engine):
    """CR 118.9: Alice has no land; she may cast Flare of Duplication for its alternative cost, sacrificing a nontoken
    red creature she controls (Goblin Glasswright; not her red token, nor her green Grizzly Bears). CR 601.2h, 701.21a:
    cast, the Glasswright is sacrificed (one state) and Flare is on the stack targeting the Bolt."""
    s = alt_state(hand("fl", "Flare of Duplication"), bf("gg", "Goblin Glasswright"),
                  bf("tok", "Goblin Glasswright", token=True), bf("gb", "Grizzly Bears"))
    assert {(a.action["object"], a.action.get("cost")) for a in engine.legal_actions(s, "alice")
            if a.action["action"] == "cast"} == {("fl", "alternative")}
    out = only(engine.apply(s, {"action": "cast", "object": "fl", "cost": "alternative", "targets": ["bolt"]}))
    assert (zone(out, "gg"), zone(out, "tok"), zone(out, "gb"), zone(out, "fl")) == (
        "graveyard", "battlefield", "battlefield", "stack")


def test_118_9_flare_without_a_nontoken_red_creature_cant_be_cast_so(engine):
    """CR 118.9, 701.21a: with only a red token and a green creature Alice can't pay the alternative cost (and no mana
    for {1}{R}{R}): no cast."""
    s = alt_state(hand("fl", "Flare of Duplication"), bf("tok", "Goblin Glasswright", token=True),
                  bf("gb", "Grizzly Bears"))
    assert casts(engine, s) == set()


def test_119_4_force_of_rowan_pays_1_life_and_exiles_a_red_card(engine):
    """CR 118.9, 119.4: Alice casts Force of Rowan for its alternative cost: she pays 1 life (19) and exiles a red card
    from her hand: her Pompous Battlemage or her Lightning Bolt, her choice (two states), not her green Grizzly Bears."""
    s = alt_state(hand("fr", "Force of Rowan"), hand("pb", "Pompous Battlemage"), hand("lb", "Lightning Bolt"),
                  hand("gb", "Grizzly Bears"))
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "fr", "cost": "alternative",
                                              "targets": ["bolt"]})]
    assert [player(o)["life"] for o in outs] == [19, 19]
    assert sorted((zone(o, "pb"), zone(o, "lb"), zone(o, "gb")) for o in outs) == [
        ("exile", "hand", "hand"), ("hand", "exile", "hand")]


def test_119_4_force_of_rowan_without_another_red_card_cant_be_cast_so(engine):
    """CR 118.9: with no other red card in her hand (Force itself doesn't count) Alice can't pay it: no cast."""
    s = alt_state(hand("fr", "Force of Rowan"), hand("gb", "Grizzly Bears"))
    assert casts(engine, s) == set()


# ----------------------------------------------------------------------------------------------------------
# Shredder, Shadow Master: "Whenever Shredder deals combat damage to a player, that player loses half their life,
# rounded up." (CR 510.2, 603.2, 107.1a); Curie, Emergent Intelligence: "Whenever Curie deals combat damage to a player,
# draw cards equal to its base power." (CR 613.4b, 121.2)

def test_shredder_and_curie_read_their_combat_damage_triggers():
    assert {"trigger": "self_hits_player_that", "effect": "that_player_loses_half_life"} in \
        library()["Shredder, Shadow Master"]["abilities"]
    assert library()["Curie, Emergent Intelligence"]["abilities"][0] == {
        "trigger": {"combat_damage_to_player": "self"}, "effect": "draw_equal_base_power"}


def to_combat_damage(engine, s, attackers: list[str], attack_triggers: int = 0):
    """Alice attacks with ``attackers``; Bob doesn't block; the combat damage step (priority after it). Each of
    ``attack_triggers`` abilities triggered by the attack is resolved first (CR 603.3, 608.1)."""
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": attackers}))
    for _ in range(attack_triggers):
        (s,) = pass2(engine, s)
    (s,) = pass2(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    (s,) = pass2(engine, s)
    return s


def test_107_1a_shredder_makes_the_player_it_hit_lose_half_their_life_rounded_up(engine):
    """CR 510.2: Alice's Shredder (5/5) deals 5 combat damage to Bob (15); CR 603.2: its ability triggers for Bob;
    resolved, Bob loses half his life, rounded up (CR 107.1a): 8, so 7. (Its "Whenever ~ attacks a player" ability
    triggers too, CR 603.2, and resolves first with no other opponent: no token.)"""
    s = make_state([bf("sh", "Shredder, Shadow Master")], phase="combat", step="declare_attackers", priority=None)
    s = to_combat_damage(engine, s, ["sh"], attack_triggers=1)
    assert not [o for o in s.doc["objects"] if o.get("token")]
    assert player(s, "bob")["life"] == 15
    (out,) = pass2(engine, s)
    assert (player(out, "bob")["life"], player(out, "alice")["life"]) == (7, 20)


def test_613_4b_curie_draws_cards_equal_to_its_base_power(engine):
    """CR 510.2, 603.2: Alice's Curie (1/3) with two +1/+1 counters (3/5) deals 3 combat damage to Bob; CR 613.4b: its
    base power is 1 (the counters change its power in layer 7c, not its base power): resolved, Alice draws one card."""
    s = make_state([bf("cu", "Curie, Emergent Intelligence", counters={"+1/+1": 2}),
                    *library_cards("alice", ("a1", "Island"), ("a2", "Island"))],
                   phase="combat", step="declare_attackers", priority=None)
    s = to_combat_damage(engine, s, ["cu"])
    assert player(s, "bob")["life"] == 17
    (out,) = pass2(engine, s)
    assert (zone(out, "a1"), zone(out, "a2")) == ("hand", "library")


# ----------------------------------------------------------------------------------------------------------
# Life of the Party: "Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the number of creatures
# you control." (CR 107.3c, 611.2c, 613.4c)

def test_life_of_the_party_reads_its_attack_trigger():
    assert {"trigger": "attacks", "effect": {"self_gets_power_count": "creatures_you_control"}} in \
        library()["Life of the Party"]["abilities"]


def test_107_3c_613_4c_life_of_the_party_gets_plus_x_for_the_creatures_alice_controls(engine):
    """CR 508.1m, 603.2: Alice's Life of the Party (0/1) attacks; its ability triggers; resolved, X is the number of
    creatures she controls (itself and two Grizzly Bears: 3; Bob's Bears don't count): it is 3/1 until end of turn
    (CR 613.4c)."""
    s = make_state([bf("lp", "Life of the Party"), bf("g1", "Grizzly Bears"), bf("g2", "Grizzly Bears"),
                    bf("b1", "Grizzly Bears", "bob")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["lp"]}))
    (s,) = pass2(engine, s)
    c = engine.derive(s).object("lp").characteristics
    assert (c["power"], c["toughness"]) == (3, 1)


# ----------------------------------------------------------------------------------------------------------
# Renegade Bull: "Whenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of turn, where X is
# that spell's mana value." (CR 601.2i, 603.2, 202.3, 613.4c)

def test_renegade_bull_reads_its_cast_trigger():
    assert library()["Renegade Bull"]["abilities"][1] == {
        "trigger": {"you_cast": ["instant", "sorcery"]}, "effect": "self_gets_power_that_spell_mv"}


def test_202_3_613_4c_renegade_bull_gets_the_mana_value_of_the_spell_cast(engine):
    """CR 601.2i, 603.2: Alice casts Demonic Tutor ({1}{B}, mana value 2) and her Renegade Bull's ability triggers (on
    the stack above it); resolved, the Bull (0/5) gets +2/+0 until end of turn: 2/5 (CR 202.3, 613.4c)."""
    s = make_state([bf("rb", "Renegade Bull"), hand("dt", "Demonic Tutor"), *basics("alice", "Swamp", 2),
                    *library_cards("alice", ("a1", "Island"), ("a2", "Island"))])
    s = only(engine.apply(s, {"action": "cast", "object": "dt"}))
    assert len(s.doc["stack"]) == 2
    (s,) = pass2(engine, s)
    assert s.doc["stack"] == ["dt"]
    c = engine.derive(s).object("rb").characteristics
    assert (c["power"], c["toughness"]) == (2, 5)


# ----------------------------------------------------------------------------------------------------------
# Firion, Wild Rose Warrior: "Equipped creatures you control have haste." (CR 604.2, 613.1f, 301.5)

def test_firion_reads_equipped_creatures_have_haste():
    assert library()["Firion, Wild Rose Warrior"]["abilities"][0] == {"equipped_creatures_have": ["haste"]}


def test_613_1f_firion_gives_haste_to_alices_equipped_creatures(engine):
    """CR 604.2, 613.1f, 301.5: Alice's Grizzly Bears with Helm of the Host attached has haste; her unequipped Bears
    and Firion itself don't; Bob's Bears with Bob's Helm attached doesn't (not Alice's creature)."""
    s = make_state([bf("fi", "Firion, Wild Rose Warrior"), bf("g1", "Grizzly Bears"), bf("g2", "Grizzly Bears"),
                    bf("helm", "Helm of the Host", attached_to="g1"), bf("b1", "Grizzly Bears", "bob"),
                    bf("bhelm", "Helm of the Host", "bob", attached_to="b1")])
    d = engine.derive(s)
    assert ["haste" in d.object(x).characteristics["abilities"] for x in ("g1", "g2", "fi", "b1")] == [
        True, False, False, False]


# ----------------------------------------------------------------------------------------------------------
# Echoes of Eternity: "If a triggered ability of a colorless spell you control or another colorless permanent you
# control triggers, that ability triggers an additional time." (CR 603.2d, 105.2c)

# test cards (not real cards): a colorless and a green creature with "When this creature enters, draw a card."
SCRIBES = [{"name": "Test Colorless Scribe", "mana_cost": "{2}", "types": ["artifact", "creature"], "power": 1,
            "toughness": 1, "abilities": [{"trigger": "enters", "effect": {"draw": 1}}]},
           {"name": "Test Green Scribe", "mana_cost": "{1}{G}", "types": ["creature"], "power": 1, "toughness": 1,
            "abilities": [{"trigger": "enters", "effect": {"draw": 1}}]}]


def test_echoes_of_eternity_reads_its_static():
    assert library()["Echoes of Eternity"]["abilities"][0] == "colorless_triggers_additional_time"


def entering_triggers(engine, scribe: str, owner: str = "alice", echoes: int = 1) -> int:
    objs = [bf(f"e{i}", "Echoes of Eternity") for i in range(echoes)] + [hand("sc", scribe, owner)]
    s = make_state(objs, cards=SCRIBES)
    # (one resulting state per order Alice puts her abilities on the stack in, CR 603.3b: each has them all)
    counts = {len([o for o in out.state.doc["objects"] if o["zone"] == "stack" and o["ability"]["source"] == "sc"])
              for out in engine.apply(s, {"event": "move", "object": "sc", "to": "battlefield"})}
    (n,) = counts
    return n


def test_603_2d_echoes_a_colorless_permanents_enters_ability_triggers_twice(engine):
    """CR 603.6a, 603.2d, 105.2c: Alice's colorless Test Colorless Scribe enters: its ability triggers, and an
    additional time (Echoes of Eternity): two abilities on the stack; with two Echoes, three."""
    assert entering_triggers(engine, "Test Colorless Scribe") == 2
    assert entering_triggers(engine, "Test Colorless Scribe", echoes=2) == 3


def test_603_2d_echoes_ignores_colored_and_opponents_permanents(engine):
    """CR 105.2c: a green creature's ability triggers once; CR 603.2d: so does a colorless one Bob controls (Alice's
    Echoes counts only her own)."""
    assert entering_triggers(engine, "Test Green Scribe") == 1
    assert entering_triggers(engine, "Test Colorless Scribe", owner="bob") == 1
    assert entering_triggers(engine, "Test Colorless Scribe", echoes=0) == 1


# ----------------------------------------------------------------------------------------------------------
# Veyran, Voice of Duality: "If you casting or copying an instant or sorcery spell causes a triggered ability of a
# permanent you control to trigger, that ability triggers an additional time." (CR 603.2d, 601.2i)

def test_veyran_reads_its_static():
    assert library()["Veyran, Voice of Duality"]["abilities"][1] == "instant_sorcery_triggers_additional_time"


def test_603_2d_veyran_doubles_its_own_magecraft_ability(engine):
    """CR 601.2i, 603.2, 603.2d: Alice casts Careful Study (a sorcery); Veyran's magecraft ability triggers, and an
    additional time: two abilities above the Study (two states: the order she puts them in, CR 603.3b). Both resolved,
    Veyran (2/2) is 4/4 until end of turn."""
    s = make_state([bf("vey", "Veyran, Voice of Duality"), hand("cs", "Careful Study"), *basics("alice", "Island", 1),
                    *library_cards("alice", ("a1", "Island"), ("a2", "Island"))])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "cs"})]
    assert {len(o.doc["stack"]) for o in outs} == {3}
    (s,) = pass2(engine, outs[0])
    (s,) = pass2(engine, s)
    c = engine.derive(s).object("vey").characteristics
    assert (c["power"], c["toughness"], s.doc["stack"]) == (4, 4, ["cs"])


def test_603_2d_veyran_not_for_a_creature_spell(engine):
    """CR 603.2d: casting a creature spell (Grizzly Bears) isn't casting an instant or sorcery spell: Alice's Abigale,
    Poet Laureate ("Whenever you cast a creature spell, ...") triggers once though she controls Veyran."""
    s = make_state([bf("vey", "Veyran, Voice of Duality"), bf("ab", "Abigale, Poet Laureate"),
                    hand("gb", "Grizzly Bears"), *basics("alice", "Forest", 2)])
    out = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert len(out.doc["stack"]) == 2


# ----------------------------------------------------------------------------------------------------------
# Ran and Shaw: "{3}{R}: Dragons you control get +2/+0 until end of turn." (CR 611.2c, 613.4c)

def test_ran_and_shaw_reads_its_activated_ability():
    assert [a for a in library()["Ran and Shaw"]["abilities"] if isinstance(a, dict) and "activated" in a] == [{"activated": {
        "cost": "{3}{R}", "tap": False, "effect": {"subtype_each_gets": "Dragon", "power": 2, "toughness": 0}}}]


def test_611_2c_613_4c_ran_and_shaw_pumps_the_dragons_alice_controls(engine):
    """CR 602.2, 611.2c, 613.4c: Alice activates it ({3}{R}, four Mountains); resolved, each Dragon she controls (Ran and
    Shaw, Astral Dragon) gets +2/+0 until end of turn; her Grizzly Bears and Bob's Capricious Hellraiser (a Dragon he
    controls) don't."""
    s = make_state([bf("rs", "Ran and Shaw"), bf("ad", "Astral Dragon"), bf("gb", "Grizzly Bears"),
                    bf("ch", "Capricious Hellraiser", "bob"), *basics("alice", "Mountain", 4)])
    before = engine.derive(s)
    ab = next(a for a in library()["Ran and Shaw"]["abilities"] if isinstance(a, dict) and "activated" in a)
    s = only(engine.apply(s, {"action": "activate", "object": "rs", "ability": ab}))
    (s,) = pass2(engine, s)
    after = engine.derive(s)
    gain = [after.object(x).characteristics["power"] - before.object(x).characteristics["power"]
            for x in ("rs", "ad", "gb", "ch")]
    assert gain == [2, 2, 0, 0]
