"""Trigger events and intervening-if conditions of the vocabulary (rules_asp/kernel/triggers.lp), from the CR
and the real prepare cards: each card below is a real card's name, cost, types and prepare spell (from
shared/cards/preparation_cards.md), with the Oracle sentence it implements in its notes. A prepare spell's own
effect isn't what these tests look at, so it has no abilities. Each expected answer is worked out from the
CR in the test's docstring.

CR 603.4: "When/Whenever/At EVENT, if CONDITION, EFFECT" triggers only if the condition holds as the event
happens, and does nothing if it is false as the ability resolves."""

from __future__ import annotations

import copy
from typing import Any

from pyglue import state_from_document

from .conftest import EXAMPLES, example_cards, lands, only

PREPARED = {"become_prepared": "self"}


def _card(name: str, cost: str, subtypes: list[str], pt: tuple[int, int], ability: dict[str, Any],
          spell: tuple[str, str, str], notes: str, keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "types": ["creature"], "subtypes": subtypes, "power": pt[0],
            "toughness": pt[1], "notes": notes, "abilities": [*keywords, ability],
            "prepare": {"name": spell[0], "mana_cost": spell[1], "types": [spell[2]], "abilities": []}}


BLOODLINE = _card("Bloodline Recollector", "{1}{B}", ["Vampire", "Warlock"], (2, 2),
                  {"trigger": {"beginning_of": "end", "whose": "each"}, "if": {"creatures_died_this_turn": 3},
                   "effect": PREPARED}, ("Ancestral Craving", "{B}", "instant"),
                  "At the beginning of each end step, if three or more creatures died this turn, this creature "
                  "becomes prepared.")
JOINED = _card("Joined Researchers", "{1}{W}", ["Human", "Cleric", "Wizard"], (2, 2),
               {"trigger": {"beginning_of": "end", "whose": "each"}, "if": "opponent_more_cards_in_hand",
                "effect": PREPARED}, ("Secret Rendezvous", "{1}{W}{W}", "sorcery"),
               "First strike. At the beginning of each end step, if an opponent has more cards in hand than you, "
               "this creature becomes prepared.", keywords=("first_strike",))
WOE = _card("Emeritus of Woe", "{3}{B}", ["Warlock"], (5, 4),
            {"trigger": {"beginning_of": "end", "whose": "your"}, "if": {"creatures_died_this_turn": 2},
             "effect": PREPARED}, ("Demonic Tutor", "{1}{B}", "sorcery"),
            "At the beginning of your end step, if two or more creatures died this turn, this creature becomes "
            "prepared. (Its other abilities aren't part of this test.)")
SILVERTONGUE = _card("Scheming Silvertongue", "{1}{B}", ["Vampire", "Warlock"], (1, 3),
                     {"trigger": {"beginning_of": "postcombat_main"}, "if": {"you_gained_life_this_turn": 2},
                      "effect": PREPARED}, ("Sign in Blood", "{B}{B}", "sorcery"),
                     "At the beginning of your second main phase, if you gained 2 or more life this turn, this "
                     "creature becomes prepared.")
CONFLICT = _card("Emeritus of Conflict", "{1}{R}", ["Human", "Wizard"], (2, 2),
                 {"trigger": {"you_cast": [], "nth": 3}, "effect": PREPARED}, ("Lightning Bolt", "{R}", "instant"),
                 "Whenever you cast your third spell each turn, this creature becomes prepared.")
ABUNDANCE = _card("Emeritus of Abundance", "{2}{G}", ["Elf", "Druid"], (3, 4),
                  {"trigger": "attacks", "if": {"you_control_at_least": 8, "type": "land"}, "effect": PREPARED},
                  ("Regrowth", "{1}{G}", "sorcery"),
                  "Whenever this creature attacks, if you control eight or more lands, this creature becomes "
                  "prepared. (Its enters prepared isn't part of this test.)")
SHADELOCK = _card("Scathing Shadelock", "{4}{B}", ["Snake", "Warlock"], (4, 6),
                  {"trigger": {"beginning_of": "precombat_main"}, "effect": PREPARED},
                  ("Venomous Words", "{B}", "sorcery"),
                  "At the beginning of your first main phase, this creature becomes prepared.")
LORESPINNER = _card("Naktamun Lorespinner", "{2}{R}", ["Jackal", "Wizard"], (3, 3),
                    {"trigger": {"beginning_of": "upkeep"}, "if": {"a_player_hand_at_most": 1}, "effect": PREPARED},
                    ("Wheel of Fortune", "{2}{R}", "sorcery"),
                    "At the beginning of your upkeep, if a player has one or fewer cards in hand, this creature "
                    "becomes prepared.")
ARCHIVIST = _card("Lorehold Archivist", "{1}{R}{W}", ["Dwarf", "Artificer"], (3, 2),
                  {"trigger": {"beginning_of": "upkeep"}, "if": {"graveyard_has": 3, "types": ["artifact", "creature"]},
                   "effect": PREPARED}, ("Restore Relic", "{2}{R}{W}", "sorcery"),
                  "At the beginning of your upkeep, if there are three or more artifact and/or creature cards in "
                  "your graveyard, this creature becomes prepared.")
PESTFINDER = _card("Eccentric Pestfinder", "{2}{B}{G}", ["Troll", "Druid"], (5, 5),
                   {"trigger": {"beginning_of": "end", "whose": "each"}, "if": {"you_gained_life_this_turn": 1},
                    "effect": PREPARED}, ("Turn Stones", "{B}{G}", "sorcery"),
                   "At the beginning of each end step, if you gained life this turn, this creature becomes prepared.")
LEECH = _card("Leech Collector", "{1}{B}", ["Human", "Warlock"], (2, 2),
              {"trigger": {"you_gain_life": "first_time"}, "effect": PREPARED}, ("Bloodletting", "{B}", "sorcery"),
              "Whenever you gain life for the first time each turn, this creature becomes prepared.")
ABIGALE = _card("Abigale, Poet Laureate", "{1}{W}{B}", ["Bird", "Bard"], (2, 3),
                {"trigger": {"you_cast": ["creature"]}, "effect": PREPARED}, ("Heroic Stanza", "{1}{W/B}", "sorcery"),
                "Whenever you cast a creature spell, Abigale becomes prepared.")
TAM = _card("Tam, Observant Sequencer", "{2}{G}{U}", ["Gorgon", "Wizard"], (4, 3),
            {"trigger": "land_you_control_enters", "effect": PREPARED}, ("Deep Sight", "{G}{U}", "sorcery"),
            "Landfall — Whenever a land you control enters, Tam becomes prepared.")
SPIRITCALL = _card("Spiritcall Enthusiast", "{2}{W}", ["Cat", "Cleric"], (3, 3),
                   {"trigger": "tokens_you_control_enter", "effect": PREPARED}, ("Scrollboost", "{1}{W}", "sorcery"),
                   "Whenever one or more tokens you control enter, this creature becomes prepared.")
# test cards (no real prepare card with these events): each names the sentence it stands for
WATCHER = _card("Test Dies Watcher", "{1}{B}", ["Spirit"], (1, 1),
                {"trigger": "creature_dies", "effect": PREPARED}, ("Test Spell", "{B}", "sorcery"),
                "test card: Whenever a creature dies, this creature becomes prepared.")
SCRIBE = _card("Test Draw Watcher", "{1}{U}", ["Spirit"], (1, 1),
               {"trigger": {"opponent_draws": 1}, "effect": PREPARED}, ("Test Spell", "{U}", "sorcery"),
               "test card: Whenever an opponent draws their first card each turn, this creature becomes prepared.")
DUO = _card("Test Enters Or Attacks", "{1}{W}", ["Soldier"], (2, 2),
            {"trigger": {"any_of": ["enters", "attacks"]}, "effect": PREPARED}, ("Test Spell", "{W}", "sorcery"),
            "test card: Whenever this creature enters or attacks, it becomes prepared.")
CAPTAIN = _card("Test Captain", "{1}{R}", ["Soldier"], (2, 2),
                {"trigger": {"you_attack": 2}, "effect": PREPARED}, ("Test Spell", "{R}", "sorcery"),
                "test card: Whenever you attack with two or more creatures, this creature becomes prepared.")
KEEPER = _card("Test Grave Keeper", "{1}{B}", ["Spirit"], (1, 1),
               {"trigger": "cards_leave_your_graveyard", "effect": PREPARED}, ("Test Spell", "{B}", "sorcery"),
               "test card: Whenever one or more cards leave your graveyard, this creature becomes prepared.")
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["instant"], "notes": "a test instant (no effect)"}
SALVE = {"name": "Test Salve", "mana_cost": "{W}", "types": ["instant"], "notes": "test card: You gain 2 life.",
         "abilities": [{"spell": {"effect": {"gain_life": 2}}}]}
RELIC = {"name": "Test Relic", "mana_cost": "{1}", "types": ["artifact"], "notes": "a test artifact card"}
CARDS = [BLOODLINE, JOINED, WOE, SILVERTONGUE, CONFLICT, ABUNDANCE, SHADELOCK, LORESPINNER, ARCHIVIST, PESTFINDER,
         LEECH, ABIGALE, TAM, SPIRITCALL, WATCHER, SCRIBE, DUO, CAPTAIN, KEEPER, BOLT, SALVE, RELIC]


def st(objects: list[dict[str, Any]], **top: Any):
    """A two-player state (alice active with priority, first main phase) with these cards and the examples'
    (the real Emeritus of Abundance above replaces the example file's)."""
    names = {c["name"] for c in CARDS}
    players = top.pop("players", [{"name": "alice", "life": 20, "mana_pool": ""},
                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    doc: dict[str, Any] = {
        "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
        "players": players, "objects": objects}
    doc.update(top)
    doc["cards"] = [c for c in example_cards(doc) if c["name"] not in names] + copy.deepcopy(CARDS)
    return state_from_document(doc, base=EXAMPLES / "states")


def bf(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner}


def zone(oid: str, card: str, z: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner}


def pass_pass(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def abilities_on_stack(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc["stack"] if by_id[i].get("ability")]


def resolve(engine, s):
    return only(engine.apply(s, {"event": "resolve"}))


def prepared(engine, s, oid: str) -> bool:
    return engine.derive(s).object(oid).designations == ["prepared"]


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


def to_end_step(**top: Any) -> dict[str, Any]:
    return {"phase": "postcombat_main", **top}


# --- beginning_of and the conditions -------------------------------------------------------------------------


def test_bloodline_recollector_each_end_step_three_died_603_2b_603_4(engine):
    """CR 603.2b, 513.1a: "at the beginning of each end step" triggers as the end step begins, in any player's
    turn (bob's Recollector in alice's turn); CR 603.4: three creatures died this turn, so it triggers, and it
    still holds as it resolves: the Recollector becomes prepared (CR 722.3a)."""
    s = pass_pass(engine, st([bf("rec", "Bloodline Recollector", "bob")], turn_counts={"creatures_died": 3},
                             **to_end_step()))
    assert s.doc["step"] == "end"
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "bob"
    assert prepared(engine, resolve(engine, s), "rec")


def test_bloodline_recollector_two_died_does_not_trigger_603_4(engine):
    """CR 603.4: only two creatures died this turn: the ability doesn't trigger at all."""
    outs = engine.apply(only(engine.apply(st([bf("rec", "Bloodline Recollector", "bob")],
                                             turn_counts={"creatures_died": 2}, **to_end_step()),
                                          {"action": "pass"})), {"action": "pass"})
    (out,) = outs
    assert out.state.doc["stack"] == []
    assert ("condition_not_met(rec, creatures_died_this_turn(3))", "603.4") in out.events


def _joined(hand_bob: int):
    return st([bf("jr", "Joined Researchers"), zone("ah1", "Island", "hand"),
               *[zone(f"bh{i}", "Island", "hand", "bob") for i in range(hand_bob)]], **to_end_step())


def test_joined_researchers_opponent_has_more_cards_603_4(engine):
    """CR 603.4: at the beginning of the end step bob has two cards in hand, alice (the controller) one: it
    triggers and, still true as it resolves, the Researchers become prepared."""
    s = pass_pass(engine, _joined(2))
    assert len(abilities_on_stack(s)) == 1
    assert prepared(engine, resolve(engine, s), "jr")


def test_joined_researchers_condition_false_on_resolution_does_nothing_603_4(engine):
    """CR 603.4: the condition held as the end step began, but bob's cards left his hand before the ability
    resolved: it checks again, the condition is false, and it does nothing (it leaves the stack)."""
    s = pass_pass(engine, _joined(2))
    for i in range(2):
        s = only(engine.apply(s, {"event": "move", "object": f"bh{i}", "to": "graveyard"}))
    (out,) = engine.apply(s, {"event": "resolve"})
    assert not prepared(engine, out.state, "jr")
    assert out.state.doc["stack"] == []
    assert [r for e, r in out.events if e.startswith("condition_false_on_resolution(")] == ["603.4"]


def test_joined_researchers_equal_hands_does_not_trigger_603_4(engine):
    """CR 603.4: one card each: no opponent has more, so it doesn't trigger."""
    assert pass_pass(engine, _joined(1)).doc["stack"] == []


def test_emeritus_of_woe_your_end_step_only_in_your_turn_603_2b(engine):
    """"At the beginning of your end step" (CR 603.2b): bob's Emeritus of Woe doesn't trigger in alice's end
    step, though two creatures died; alice's does (CR 603.4), and becomes prepared."""
    s = pass_pass(engine, st([bf("woe", "Emeritus of Woe", "bob")], turn_counts={"creatures_died": 2},
                             **to_end_step()))
    assert s.doc["step"] == "end" and s.doc["stack"] == []
    s = pass_pass(engine, st([bf("woe", "Emeritus of Woe")], turn_counts={"creatures_died": 2}, **to_end_step()))
    assert prepared(engine, resolve(engine, s), "woe")


def test_emeritus_of_woe_one_died_does_not_trigger_603_4(engine):
    """CR 603.4: one creature died this turn, fewer than two: no trigger in alice's own end step."""
    s = pass_pass(engine, st([bf("woe", "Emeritus of Woe")], turn_counts={"creatures_died": 1}, **to_end_step()))
    assert s.doc["stack"] == []


def _silvertongue(engine, gained: int):
    players = [{"name": "alice", "life": 20, "life_gained_this_turn": gained}, {"name": "bob", "life": 20}]
    return pass_pass(engine, st([bf("sst", "Scheming Silvertongue")], players=players, phase="combat",
                                step="end_of_combat"))


def test_scheming_silvertongue_second_main_phase_gained_two_505_1_603_4(engine):
    """CR 505.1: "your second main phase" is the postcombat main phase, which the game enters from the end of
    combat step; CR 603.4: alice gained 2 life this turn: it triggers and the Silvertongue becomes
    prepared. With 1 life gained it doesn't trigger."""
    s = _silvertongue(engine, 2)
    assert s.doc["phase"] == "postcombat_main" and len(abilities_on_stack(s)) == 1
    assert prepared(engine, resolve(engine, s), "sst")
    assert _silvertongue(engine, 1).doc["stack"] == []


def test_scathing_shadelock_your_first_main_phase_505_1_603_2b(engine):
    """CR 505.1, 603.2b: "at the beginning of your first main phase": from alice's draw step the game enters
    her precombat main phase and her Shadelock triggers; bob's Shadelock doesn't (not his turn)."""
    s = pass_pass(engine, st([bf("sh", "Scathing Shadelock"), bf("bsh", "Scathing Shadelock", "bob")],
                             phase="beginning", step="draw"))
    assert s.doc["phase"] == "precombat_main"
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    s = resolve(engine, s)
    assert prepared(engine, s, "sh") and not prepared(engine, s, "bsh")


def _new_turn_for_bob(engine, objects, **top):
    """alice's turn ends: bob's turn begins in his upkeep (CR 500.1, 502, 503)."""
    return only(engine.apply(st(objects, **top), {"event": "end_turn"}))


def test_naktamun_lorespinner_upkeep_a_player_has_one_card_503_1a_603_4(engine):
    """CR 503.1a, 603.2b: at the beginning of bob's upkeep his Lorespinner triggers, as alice (a player) has
    one card in hand (CR 603.4); it is put on the stack before bob gets priority (CR 117.5, 603.3)."""
    s = _new_turn_for_bob(engine, [bf("nl", "Naktamun Lorespinner", "bob"), zone("ah1", "Island", "hand"),
                                   *[zone(f"bh{i}", "Island", "hand", "bob") for i in range(3)]])
    assert (s.doc["active_player"], s.doc["step"]) == ("bob", "upkeep")
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "bob"
    assert prepared(engine, resolve(engine, s), "nl")


def test_naktamun_lorespinner_not_in_the_opponents_upkeep_and_not_with_two_cards_603_4(engine):
    """"Your upkeep": alice's Lorespinner doesn't trigger in bob's upkeep; bob's doesn't when each player has
    two cards in hand (CR 603.4)."""
    hands = [zone(f"{p[0]}h{i}", "Island", "hand", p) for p in ("alice", "bob") for i in range(2)]
    assert _new_turn_for_bob(engine, [bf("nl", "Naktamun Lorespinner")]).doc["stack"] == []
    assert _new_turn_for_bob(engine, [bf("nl", "Naktamun Lorespinner", "bob"), *hands]).doc["stack"] == []


def test_lorehold_archivist_three_artifact_or_creature_cards_603_4(engine):
    """CR 603.4: "three or more artifact and/or creature cards in your graveyard": two creature cards and an
    artifact card count; two creature cards and an instant don't."""
    gy = [zone("g1", "Grizzly Bears", "graveyard", "bob"), zone("g2", "Grizzly Bears", "graveyard", "bob")]
    s = _new_turn_for_bob(engine, [bf("la", "Lorehold Archivist", "bob"), *gy,
                                   zone("g3", "Test Relic", "graveyard", "bob")])
    assert prepared(engine, resolve(engine, s), "la")
    s = _new_turn_for_bob(engine, [bf("la", "Lorehold Archivist", "bob"), *gy,
                                   zone("g3", "Test Bolt", "graveyard", "bob"),
                                   zone("g4", "Grizzly Bears", "graveyard", "alice")])
    assert s.doc["stack"] == []


def test_eccentric_pestfinder_you_gained_life_this_turn_603_4(engine):
    """CR 603.4, 119.3: "if you gained life this turn" is about the controller: bob gained 1 life this turn,
    so his Pestfinder triggers at alice's end step; when only alice gained life it doesn't."""
    def run(gainer):
        players = [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}]
        next(p for p in players if p["name"] == gainer)["life_gained_this_turn"] = 1
        return pass_pass(engine, st([bf("pf", "Eccentric Pestfinder", "bob")], players=players, **to_end_step()))
    assert prepared(engine, resolve(engine, run("bob")), "pf")
    assert run("alice").doc["stack"] == []


# --- the per-turn counts --------------------------------------------------------------------------------------


def test_turn_counts_reset_as_a_new_turn_begins_500_1(engine):
    """The counts are "this turn" (CR 500.1): as bob's turn begins they are all gone."""
    players = [{"name": "alice", "life": 20, "life_gained_this_turn": 3, "spells_cast_this_turn": 2,
                "cards_drawn_this_turn": 1}, {"name": "bob", "life": 20, "cards_drawn_this_turn": 2}]
    s = only(engine.apply(st([], players=players, turn_counts={"creatures_died": 4}), {"event": "end_turn"}))
    assert "turn_counts" not in s.doc
    for p in s.doc["players"]:
        assert not {"life_gained_this_turn", "spells_cast_this_turn", "cards_drawn_this_turn"} & set(p)


def test_turn_counts_survive_a_step_and_a_pass_round_trip(engine):
    """The counts are state: a pass keeps them as they are."""
    players = [{"name": "alice", "life": 20, "life_gained_this_turn": 3, "spells_cast_this_turn": 2,
                "cards_drawn_this_turn": 1}, {"name": "bob", "life": 20}]
    s = only(engine.apply(st([], players=players, turn_counts={"creatures_died": 4}), {"action": "pass"}))
    assert s.doc["turn_counts"] == {"creatures_died": 4}
    assert {k: v for k, v in player(s, "alice").items() if k.endswith("_this_turn")} == \
        {"life_gained_this_turn": 3, "spells_cast_this_turn": 2, "cards_drawn_this_turn": 1}


def test_creature_dies_counts_and_triggers_700_4_603_10a(engine):
    """CR 704.5g, 700.4: a 2/2 with 2 damage is destroyed by state-based actions: it dies, the turn's count
    grows from 1 to 2, and "whenever a creature dies" triggers (CR 603.10a)."""
    bears = {**bf("gb", "Grizzly Bears", "bob"), "damage": 2}
    s = only(engine.apply(st([bears, bf("w", "Test Dies Watcher")], turn_counts={"creatures_died": 1}),
                          {"event": "state_based_actions"}))
    assert s.doc["turn_counts"] == {"creatures_died": 2, "nontoken_creatures_died": 1}   # (the Bears are a card)
    assert prepared(engine, resolve(engine, s), "w")


def test_draw_step_counts_cards_drawn_and_opponent_draws_triggers_504_1_121_2(engine):
    """CR 504.1: alice draws as her draw step begins: her cards_drawn_this_turn is 1, and bob's "whenever an
    opponent draws their first card each turn" triggers."""
    s = pass_pass(engine, st([zone("top", "Island", "library"), bf("sc", "Test Draw Watcher", "bob")],
                             phase="beginning", step="upkeep"))
    assert player(s, "alice")["cards_drawn_this_turn"] == 1
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "bob"


# --- you_cast, you_gain_life, enters, tokens, graveyard, attacks ---------------------------------------------


def _cast_bolt(engine, cast_before: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "{R}", "spells_cast_this_turn": cast_before},
               {"name": "bob", "life": 20}]
    s = st([bf("ec", "Emeritus of Conflict"), zone("bolt", "Test Bolt", "hand")], players=players)
    return only(engine.apply(s, {"action": "cast", "object": "bolt"}))


def test_emeritus_of_conflict_third_spell_each_turn_601_2i_603_2(engine):
    """CR 601.2i: alice cast two spells this turn; the bolt is her third: the Emeritus triggers as it becomes
    cast, its ability goes on the stack above the bolt, and it resolves first: prepared. The count is 3."""
    s = _cast_bolt(engine, 2)
    assert player(s, "alice")["spells_cast_this_turn"] == 3
    assert [o.get("ability") is not None for o in
            [next(x for x in s.doc["objects"] if x["id"] == i) for i in s.doc["stack"]]] == [False, True]
    assert prepared(engine, resolve(engine, s), "ec")


def test_emeritus_of_conflict_not_the_first_or_fourth_spell_603_2(engine):
    """The first and the fourth spell of the turn aren't the third: no trigger."""
    for before in (0, 3):
        s = _cast_bolt(engine, before)
        assert player(s, "alice")["spells_cast_this_turn"] == before + 1
        assert s.doc["stack"] == ["bolt"]


def test_abigale_triggers_on_a_creature_spell_not_an_instant_603_2(engine):
    """"Whenever you cast a creature spell" (CR 601.2i): Grizzly Bears triggers Abigale; an instant doesn't."""
    def state(pool):
        players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20}]
        return st([bf("ab", "Abigale, Poet Laureate"), zone("gb", "Grizzly Bears", "hand"),
                   zone("bolt", "Test Bolt", "hand")], players=players)
    s = only(engine.apply(state("{G}{G}"), {"action": "cast", "object": "gb"}))
    assert prepared(engine, resolve(engine, s), "ab")
    assert only(engine.apply(state("{R}"), {"action": "cast", "object": "bolt"})).doc["stack"] == ["bolt"]


def _salve(engine, gained_before: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}", "life_gained_this_turn": gained_before},
               {"name": "bob", "life": 20}]
    s = st([bf("lc", "Leech Collector"), zone("salve", "Test Salve", "hand")], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "salve"}))
    return pass_pass(engine, s)


def test_leech_collector_first_life_gain_each_turn_119_9_603_2(engine):
    """CR 119.3, 119.9: alice gains 2 life, her first this turn: Leech Collector triggers (and she has gained 2
    this turn); if she had gained life already this turn, it doesn't (her count is then 3)."""
    s = _salve(engine, 0)
    assert (player(s, "alice")["life"], player(s, "alice")["life_gained_this_turn"]) == (22, 2)
    assert prepared(engine, resolve(engine, s), "lc")
    s = _salve(engine, 1)
    assert player(s, "alice")["life_gained_this_turn"] == 3 and s.doc["stack"] == []


def test_tam_landfall_on_playing_a_land_603_6a(engine):
    """CR 305.1, 603.6a: alice plays a Forest, a land she controls entering: Tam triggers; bob's Tam doesn't."""
    s = only(engine.apply(st([bf("tam", "Tam, Observant Sequencer"), bf("btam", "Tam, Observant Sequencer", "bob"),
                              zone("f", "Forest", "hand")]), {"action": "play", "object": "f"}))
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"


def test_spiritcall_enthusiast_tokens_you_control_enter_603_6a_111_1(engine):
    """CR 111.1, 603.6a: a Heartwood token alice creates enters under her control: her Enthusiast triggers;
    one bob creates doesn't trigger it."""
    s0 = st([bf("se", "Spiritcall Enthusiast")])
    s = only(engine.apply(s0, {"event": "create_token", "player": "alice", "token": "Heartwood"}))
    assert prepared(engine, resolve(engine, s), "se")
    s = only(engine.apply(s0, {"event": "create_token", "player": "bob", "token": "Heartwood"}))
    assert s.doc["stack"] == []


def test_cards_leave_your_graveyard_603_10a(engine):
    """CR 603.10a: a card leaving alice's graveyard triggers her "whenever one or more cards leave your
    graveyard"; one leaving bob's doesn't."""
    s0 = st([bf("k", "Test Grave Keeper"), zone("g1", "Grizzly Bears", "graveyard"),
             zone("g2", "Grizzly Bears", "graveyard", "bob")])
    s = only(engine.apply(s0, {"event": "move", "object": "g1", "to": "exile"}))
    assert len(abilities_on_stack(s)) == 1
    assert only(engine.apply(s0, {"event": "move", "object": "g2", "to": "exile"})).doc["stack"] == []


def test_emeritus_of_abundance_attacks_with_eight_lands_603_4(engine):
    """CR 508.1m, 603.4: the Emeritus attacks while alice controls eight lands: it triggers and becomes
    prepared; with seven it doesn't trigger."""
    s = only(engine.apply(st([bf("emab", "Emeritus of Abundance"), *lands("alice", forests=8)], phase="combat",
                             step="declare_attackers"), {"event": "attacks", "object": "emab"}))
    assert prepared(engine, resolve(engine, s), "emab")
    s = only(engine.apply(st([bf("emab", "Emeritus of Abundance"), *lands("alice", forests=7)], phase="combat",
                             step="declare_attackers"), {"event": "attacks", "object": "emab"}))
    assert s.doc["stack"] == []


def test_emeritus_of_abundance_land_lost_before_resolution_603_4(engine):
    """CR 603.4: eight lands as it attacks, seven as the ability resolves: it does nothing."""
    s = only(engine.apply(st([bf("emab", "Emeritus of Abundance"), *lands("alice", forests=8)], phase="combat",
                             step="declare_attackers"), {"event": "attacks", "object": "emab"}))
    s = only(engine.apply(s, {"event": "move", "object": "aforest1", "to": "graveyard"}))
    assert not prepared(engine, resolve(engine, s), "emab")


def test_any_of_enters_or_attacks_603_2(engine):
    """CR 603.2: "whenever this creature enters or attacks" triggers on either event: it attacks, and becomes
    prepared."""
    s = only(engine.apply(st([bf("duo", "Test Enters Or Attacks")], phase="combat", step="declare_attackers"),
                          {"event": "attacks", "object": "duo"}))
    assert prepared(engine, resolve(engine, s), "duo")


def test_you_attack_with_two_creatures_triggers_once_508_1m(engine):
    """CR 508.1m: "whenever you attack with two or more creatures": the first attacker isn't enough, the
    second makes two: it triggers; a third attacker doesn't trigger it again (one declaration)."""
    s = st([bf("cap", "Test Captain"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears")], phase="combat",
           step="declare_attackers")
    s = only(engine.apply(s, {"event": "attacks", "object": "b1"}))
    assert s.doc["stack"] == []
    s = only(engine.apply(s, {"event": "attacks", "object": "b2"}))
    assert len(abilities_on_stack(s)) == 1
    s = only(engine.apply(s, {"event": "attacks", "object": "cap"}))
    assert len(abilities_on_stack(s)) == 1


def test_any_of_enters_when_it_resolves_603_6a(engine):
    """CR 603.6a, 608.3a: the same "enters or attacks" creature cast and resolved enters the battlefield: its
    ability triggers on entering, and it becomes prepared."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}{W}"}, {"name": "bob", "life": 20}]
    s = only(engine.apply(st([zone("duo", "Test Enters Or Attacks", "hand")], players=players),
                          {"action": "cast", "object": "duo"}))
    s = pass_pass(engine, s)
    assert len(abilities_on_stack(s)) == 1
    assert prepared(engine, resolve(engine, s), "duo")


def test_vocabulary_marks_no_event_or_condition_as_not_acted_on():
    """Every event and condition template acts in the rules, combat_damage_to_player too since the combat damage
    step is modelled (CR 510.3a, rules_asp/kernel/combat.lp): vocabulary.json marks none acted_on false."""
    from pyglue import terms
    off = {n for k in ("event", "condition") for n, t in terms.of_kind(k).items() if t.get("acted_on") is False}
    assert off == set()
