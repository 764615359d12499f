"""Branch walkers (session 7): planeswalker cards, "can be your commander" (CR 903.3a); the monarch (CR 725) is not
tested here.

Each expected value was worked out from the Comprehensive Rules (September 25, 2026) and the cards' rulings before
the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import in_hand as hand, make_state, on_bf, only


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return on_bf(oid, card, owner, **more)


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


# --- CR 903.3, 903.3a: "~ can be your commander" -----------------------------------------------------------------

def test_can_be_your_commander_reads_as_an_ability_903_3a():
    """The three Battlebond/Kaladesh-era planeswalkers say it on a line of their own: the keyword
    can_be_your_commander (a rule of deck construction, CR 903.3a)."""
    lib = library()
    for name in ("Rowan Kenrith", "Will Kenrith", "Saheeli, the Gifted"):
        assert "can_be_your_commander" in lib[name]["abilities"], name


def test_commander_designation_check_903_3(engine):
    """CR 903.3: a commander is a legendary creature (or Vehicle, Spacecraft) card; CR 903.3a: a card that says it
    can be your commander may be one too. Rowan Kenrith (a legendary planeswalker with the ability) and Taigam (a
    legendary creature) are fine commanders; Chandra, the Firebrand (a legendary planeswalker without the ability)
    and Grizzly Bears (not legendary) are not: the state is an input error for each, CR 903.3. Rowan's ability
    works before the game only: derive gives its reason, 903.3a."""
    s = make_state([bf("rowan", "Rowan Kenrith", commander=True), bf("taigam", "Taigam, Master Opportunist",
                    owner="bob", commander=True), bf("chandra", "Chandra, the Firebrand", commander=True),
                    bf("bears", "Grizzly Bears", owner="bob", commander=True)])
    d = engine.derive(s)
    assert sorted(d.input_errors) == [("bears", "not_a_possible_commander", "903.3"),
                                      ("chandra", "not_a_possible_commander", "903.3")]
    assert ("deck_construction_only(rowan, can_be_your_commander)", "903.3a") in d.reasons


# --- Saheeli, the Gifted's [+1]: "The next spell you cast this turn has affinity for artifacts." (CR 702.41a) --------

SAHEELI = "Saheeli, the Gifted"


def _castable(engine, s, oid: str) -> bool:
    return any(a.action.get("action") == "cast" and a.action.get("object") == oid for a in engine.legal_actions(s))


def test_saheeli_plus_one_then_the_next_spell_costs_less_702_41a(engine):
    """Alice activates Saheeli's second [+1] (CR 606.3) and it resolves (608.2): the effect waits for her next spell
    this turn. She controls two Isochron Scepters (artifacts) and two Islands; Archivist ({2}{U}{U}) in her hand
    then has affinity for artifacts as she casts it: {1} less for each of the two artifacts (702.41a, 601.2f), so
    {U}{U}, which her Islands pay. Without the effect she can't (four mana, two lands). Casting it uses the effect
    up (the next spell, 601.2i)."""
    (plus,) = [a for a in library()[SAHEELI]["abilities"]
               if isinstance(a, dict) and a.get("effect") == "next_spell_affinity_for_artifacts"]
    assert plus["loyalty"] == 1
    objs = [bf("sah", SAHEELI, counters={"loyalty": 4}), bf("sc1", "Isochron Scepter"), bf("sc2", "Isochron Scepter"),
            bf("i1", "Island"), bf("i2", "Island"), hand("arch", "Archivist")]
    s = make_state(objs)
    assert not _castable(engine, s, "arch")
    s = only(engine.apply(s, {"action": "activate", "object": "sah", "ability": plus}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert len(player(s, "alice").get("next_spell_affinity_by", [])) == 1
    assert obj(s, "sah")["counters"]["loyalty"] == 5
    assert _castable(engine, s, "arch")
    s = only(engine.apply(s, {"action": "cast", "object": "arch"}))
    assert s.doc["stack"] == ["arch"] and player(s, "alice").get("next_spell_affinity_by") is None
    assert obj(s, "i1").get("tapped") and obj(s, "i2").get("tapped")


def test_saheeli_affinity_effect_ends_with_the_turn_514_2(engine):
    """"This turn": unused, the effect is gone as the turn ends (CR 514.2)."""
    s = make_state([], players=[{"name": "alice", "life": 20, "mana_pool": "", "next_spell_affinity_by": ["x"]},
                                {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert player(s, "alice").get("next_spell_affinity_by") is None


# --- Rowan Kenrith: "[+2]: During target player's next turn, each creature that player controls attacks if able." and
# "[−2]: Rowan Kenrith deals 3 damage to each tapped creature target player controls."

ROWAN = "Rowan Kenrith"


def _loyalty_ab(name: str, n: int) -> dict[str, Any]:
    (ab,) = [a for a in library()[name]["abilities"] if isinstance(a, dict) and a.get("loyalty") == n]
    return ab


def test_rowan_minus_two_damages_each_tapped_creature_of_the_target_player_115_10a_120_3(engine):
    """Alice activates Rowan's [-2] targeting Bob (CR 606.4: 4 - 2 = 2 loyalty). Resolving, it deals 3 damage to each
    tapped creature Bob controls (120.3; the creatures aren't targeted, 115.10a): his tapped Grizzly Bears (2/2) is
    destroyed by the state-based actions (704.5g); his untapped Bears and Alice's own tapped Bears are dealt none."""
    ab = _loyalty_ab(ROWAN, -2)
    assert ab == {"loyalty": -2, "target": "player",
                  "effect": {"damage_each_tapped_creature_target_player_controls": 3}}
    s = make_state([bf("rowan", ROWAN, counters={"loyalty": 4}), bf("bt", "Grizzly Bears", owner="bob", tapped=True),
                    bf("bu", "Grizzly Bears", owner="bob"), bf("at", "Grizzly Bears", tapped=True)])
    s = only(engine.apply(s, {"action": "activate", "object": "rowan", "ability": ab, "targets": ["bob"]}))
    assert obj(s, "rowan")["counters"]["loyalty"] == 2
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "bt")["zone"] == "graveyard"
    assert obj(s, "bu")["zone"] == "battlefield" and not obj(s, "bu").get("damage")
    assert obj(s, "at")["zone"] == "battlefield" and not obj(s, "at").get("damage")


def test_rowan_plus_two_lasts_through_the_target_players_next_turn_611_2a(engine):
    """Alice activates Rowan's [+2] targeting Bob during her turn; it resolves: Bob's next turn has the requirement
    (611.2a). As Alice's turn ends and Bob's begins (500.1) it is in force for that turn; as Bob's turn ends (514.2) it
    is gone."""
    ab = _loyalty_ab(ROWAN, 2)
    assert ab == {"loyalty": 2, "target": "player", "effect": "creatures_attack_during_next_turn"}
    s = make_state([bf("rowan", ROWAN, counters={"loyalty": 4})])
    s = only(engine.apply(s, {"action": "activate", "object": "rowan", "ability": ab, "targets": ["bob"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert player(s, "bob").get("creatures_attack_next_turn") is True
    assert not player(s, "alice").get("creatures_attack_next_turn")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob"
    assert player(s, "bob").get("creatures_attack_this_turn") is True
    assert not player(s, "bob").get("creatures_attack_next_turn")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert not player(s, "bob").get("creatures_attack_this_turn")


def test_rowan_plus_two_on_yourself_waits_for_your_next_turn_611_2a(engine):
    """Alice targets herself with Rowan's [+2] during her own turn: "target player's next turn" is her next turn, not
    this one (611.2a): no requirement this turn nor in bob's turn; in force as her next turn begins (500.1)."""
    s = make_state([bf("rowan", ROWAN, counters={"loyalty": 4})])
    s = only(engine.apply(s, {"action": "activate", "object": "rowan", "ability": _loyalty_ab(ROWAN, 2),
                              "targets": ["alice"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert not player(s, "alice").get("creatures_attack_this_turn")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and not player(s, "alice").get("creatures_attack_this_turn")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "alice" and player(s, "alice").get("creatures_attack_this_turn") is True


def test_rowan_plus_two_each_creature_attacks_if_able_508_1d(engine):
    """Bob's turn with the requirement in force, his declare attackers step: his two untapped Grizzly Bears (no
    summoning sickness) must both attack (508.1d); his tapped Bears can't attack (508.1a), so it is no requirement to
    break. Declaring one Bears only is illegal, why-not naming the other; both is legal."""
    s = make_state([bf("b1", "Grizzly Bears", owner="bob"), bf("b2", "Grizzly Bears", owner="bob"),
                    bf("b3", "Grizzly Bears", owner="bob", tapped=True)],
                   active_player="bob", phase="combat", step="declare_attackers", priority=None,
                   players=[{"name": "alice", "life": 20}, {"name": "bob", "life": 20, "creatures_attack_this_turn": True}])
    assert engine.why_not(s, {"action": "declare_attackers", "attackers": ["b1"]}).failures == [
        ("must_attack_this_turn(b2)", "508.1d")]
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["b1", "b2"]}))
    assert obj(s, "b1").get("attacking") == "alice" and obj(s, "b2").get("attacking") == "alice"


# --- Will Kenrith's [+2]: "Until your next turn, up to two target creatures each have base power and toughness 0/3 and
# lose all abilities." (CR 115.1d, 601.2c, 611.2a, 613.4b, 613.1f)

WILL = "Will Kenrith"


def pts(engine, s, *oids: str) -> list[tuple[int, int, bool]]:
    """Power, toughness and whether it has flying, of each object, from one derivation."""
    d = engine.derive(s)
    return [(c["power"], c["toughness"], "flying" in (c.get("abilities") or []))
            for c in (d.object(o).characteristics for o in oids)]


def test_will_plus_two_until_your_next_turn_base_0_3_and_no_abilities_611_2a(engine):
    """Alice activates Will's [+2] (4 + 2 = 6 loyalty, 606.4) targeting Bob's Grizzly Bears (2/2) and Augury Raven
    (3/3 flying); two different targets, up to two (601.2c, 115.1d). Resolving: each is a 0/3 (613.4b) with no
    abilities (613.1f). Through Bob's turn it stays so; as Alice's next turn begins both effects end (611.2a): 2/2 and
    3/3 flying again. Naming the Bears twice, or three creatures, is illegal (115.3; 601.2c)."""
    ab = _loyalty_ab(WILL, 2)
    assert ab["target"] == {"up_to_n": 2, "of": "creature"}
    s = make_state([bf("will", WILL, counters={"loyalty": 4}), bf("gb", "Grizzly Bears", owner="bob"),
                    bf("rv", "Augury Raven", owner="bob"), bf("gb2", "Grizzly Bears", owner="bob")])
    act = {"action": "activate", "object": "will", "ability": ab}
    assert engine.why_not(s, dict(act, targets=["gb", "gb"])).failures == [("same_target_twice(gb)", "115.3")]
    assert engine.why_not(s, dict(act, targets=["gb", "rv", "gb2"])).failures == [("too_many_targets(3)", "601.2c")]
    s = only(engine.apply(s, dict(act, targets=["gb", "rv"])))
    assert obj(s, "will")["counters"]["loyalty"] == 6
    s = only(engine.apply(s, {"event": "resolve"}))
    assert pts(engine, s, "gb", "rv", "gb2") == [(0, 3, False), (0, 3, False), (2, 2, False)]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and pts(engine, s, "rv") == [(0, 3, False)]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert pts(engine, s, "rv", "gb") == [(3, 3, True), (2, 2, False)]


def test_will_scholar_of_frost_plus_one_base_0_2_until_your_next_turn_613_4b(engine):
    """Rowan, Scholar of Sparks transformed (Will, Scholar of Frost, 4 loyalty): its [+1] targets up to one creature
    (115.1d): Bob's Grizzly Bears becomes a 0/2 (613.4b) until Alice's next turn (611.2a): still 0/2 in Bob's turn, 2/2
    once Alice's next turn begins."""
    (ab,) = [a for a in library()["Rowan, Scholar of Sparks"]["back"]["abilities"]
             if isinstance(a, dict) and a.get("loyalty") == 1]
    s = make_state([bf("rw", "Rowan, Scholar of Sparks", transformed=True, counters={"loyalty": 4}),
                    bf("gb", "Grizzly Bears", owner="bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "rw", "ability": ab, "targets": ["gb"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert pts(engine, s, "gb") == [(0, 2, False)]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert pts(engine, s, "gb") == [(0, 2, False)]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert pts(engine, s, "gb") == [(2, 2, False)]


# --- Will Kenrith's [−2]: "Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker
# spells that player casts cost {2} less to cast." (CR 601.2f, 611.2a)

def test_will_minus_two_draws_and_makes_that_players_spells_cheaper_611_2a(engine):
    """Alice activates Will's [-2] targeting Bob (4 - 2 = 2 loyalty). Resolving: Bob draws two cards (121.1), his two
    library cards; and a continuous effect begins on the spells Bob casts: instant, sorcery and planeswalker ones cost
    {2} less (601.2f), until Alice's next turn (611.2a)."""
    ab = _loyalty_ab(WILL, -2)
    assert ab["target"] == "player"
    s = make_state([bf("will", WILL, counters={"loyalty": 4}),
                    {"id": "l1", "card": "Island", "zone": "library", "owner": "bob"},
                    {"id": "l2", "card": "Island", "zone": "library", "owner": "bob"}])
    s = only(engine.apply(s, {"action": "activate", "object": "will", "ability": ab, "targets": ["bob"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "l1")["zone"] == "hand" and obj(s, "l2")["zone"] == "hand"
    (e,) = s.doc["continuous_effects"]
    assert (e["cost_change"], e["cost_change_spells_of"], sorted(e["cost_change_spell_types"])) == (
        -2, "bob", ["instant", "planeswalker", "sorcery"])
    assert (e["until"], e["until_player"]) == ("your_next_turn", "alice")


def test_will_minus_two_reduces_planeswalker_spells_not_creature_spells_601_2f(engine):
    """Bob's main phase with that effect: Chandra, the Firebrand ({3}{R}, a planeswalker spell) costs {1}{R}, which his
    two Mountains pay; Cogwork Assembler ({3}, an artifact creature spell) still costs {3}: not castable. As Alice's
    next turn begins the effect ends (611.2a)."""
    eff = {"id": "e1", "affects": [], "cost_change": -2, "cost_change_spells_of": "bob",
           "cost_change_spell_types": ["instant", "sorcery", "planeswalker"], "until": "your_next_turn",
           "until_player": "alice"}
    s = make_state([bf("m1", "Mountain", owner="bob"), bf("m2", "Mountain", owner="bob"),
                    hand("ch", "Chandra, the Firebrand", owner="bob"), hand("cw", "Cogwork Assembler", owner="bob")],
                   active_player="bob", priority="bob", continuous_effects=[eff])
    assert _castable(engine, s, "ch") and not _castable(engine, s, "cw")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "alice" and s.doc["continuous_effects"] == []


# --- Jace Reawakened: "You can't cast Jace Reawakened during your first, second, or third turns of the game." and
# "[+1]: You may exile a nonland card with mana value 3 or less from your hand. If you do, it becomes plotted."

JACE = "Jace Reawakened"


def _jace_state(**top: Any):
    return make_state([hand("jace", JACE), bf("i1", "Island"), bf("i2", "Island")], **top)


def test_jace_cant_be_cast_during_your_first_three_turns_601_3_500_1(engine):
    """Alice's main phase, two Islands for Jace's {U}{U}. Her third turn of the game (turns_begun 3): she can't cast it
    (the card's restriction, why-not 601.3); her fourth: she can. Without the count, the game's turn and the starting
    player give it (103.1, two players, no extra turns): the game's turn 5 is the starting player's third turn (no),
    turn 6 the other player's third (no), turn 7 the starting player's fourth (yes)."""
    def players(n: int | None) -> list[dict[str, Any]]:
        alice: dict[str, Any] = {"name": "alice", "life": 20}
        if n is not None:
            alice["turns_begun"] = n
        return [alice, {"name": "bob", "life": 20}]
    s = _jace_state(players=players(3))
    assert not _castable(engine, s, "jace")
    assert ("first_three_turns_of_the_game", "601.3") in engine.why_not(s, {"action": "cast", "object": "jace"}).failures
    assert _castable(engine, _jace_state(players=players(4)), "jace")
    assert not _castable(engine, _jace_state(turn=5, starting_player="alice"), "jace")
    assert not _castable(engine, _jace_state(turn=6, starting_player="bob"), "jace")
    assert _castable(engine, _jace_state(turn=7, starting_player="alice"), "jace")


def test_turns_begun_counts_each_turn_of_the_player_500_1(engine):
    """As Alice's turn ends Bob's begins (500.1): his count goes from 2 to 3; Alice's stays 3."""
    s = make_state([], players=[{"name": "alice", "life": 20, "turns_begun": 3},
                                {"name": "bob", "life": 20, "turns_begun": 2}])
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert (player(s, "alice")["turns_begun"], player(s, "bob")["turns_begun"]) == (3, 3)


def test_jace_plus_one_plots_a_card_from_hand_702_170a(engine):
    """Alice activates Jace's second [+1] (3 + 1 = 4 loyalty) on turn 4; resolving, she may exile a nonland card with
    mana value 3 or less from her hand: Lightning Bolt (1) or Grizzly Bears (2), not her Island (a land) nor Archivist
    (4). Three resulting states: none, Bolt or Bears exiled and plotted on turn 4 (702.170a)."""
    (ab,) = [a for a in library()[JACE]["abilities"]
             if isinstance(a, dict) and a.get("effect") == {"may_exile_from_hand_plotted": 3}]
    s = make_state([bf("jace", JACE, counters={"loyalty": 3}), hand("bolt", "Lightning Bolt"),
                    hand("gb", "Grizzly Bears"), hand("isl", "Island"), hand("arch", "Archivist")], turn=4)
    s = only(engine.apply(s, {"action": "activate", "object": "jace", "ability": ab}))
    assert obj(s, "jace")["counters"]["loyalty"] == 4
    got = set()
    for out in engine.apply(s, {"event": "resolve"}):
        ex = tuple(o["id"] for o in out.state.doc["objects"] if o["zone"] == "exile")
        assert all(obj(out.state, x).get("plotted_on_turn") == 4 for x in ex)
        assert obj(out.state, "isl")["zone"] == "hand" and obj(out.state, "arch")["zone"] == "hand"
        got.add(ex)
    assert got == {(), ("bolt",), ("gb",)}


# --- "[−X]" (Chandra, Hope's Beacon: "[−X]: Chandra deals X damage to each of up to two targets."; CR 606.4, 107.3a)

HOPE = "Chandra, Hope's Beacon"


def test_minus_x_loyalty_ability_removes_x_counters_and_deals_x_606_4_107_3a(engine):
    """Chandra with 5 loyalty: the [−X] is listed for X = 0..5 (606.6: no more than her loyalty), each as loyalty
    ability [-X]. Alice announces X = 3, targeting Bob and his Augury Raven (3/3): the cost removes 3 counters (606.4):
    2 left. Resolving, it deals 3 damage to each target (107.3a: X is the value announced): Bob at 17, the Raven
    destroyed (704.5g). X = 6 is not allowed (606.6)."""
    (ab,) = [a for a in library()[HOPE]["abilities"] if isinstance(a, dict) and "loyalty_x" in a]
    assert ab == {"loyalty_x": "minus", "effect": {"damage": "X"}, "target": {"up_to_n_any": 2}}
    s = make_state([bf("ch", HOPE, counters={"loyalty": 5}), bf("rv", "Augury Raven", owner="bob")])
    xs = sorted(-a.action["ability"]["loyalty"] for a in engine.legal_actions(s)
                if a.action.get("object") == "ch" and a.action["ability"].get("effect") == {"damage": "X"})
    assert xs == [0, 1, 2, 3, 4, 5]
    act = {"action": "activate", "object": "ch", "ability": {"loyalty": -3, "effect": {"damage": "X"},
                                                              "target": {"up_to_n_any": 2}}}
    six = dict(act, ability=dict(act["ability"], loyalty=-6))
    assert ("not_enough_loyalty(5)", "606.6") in engine.why_not(s, six).failures
    s = only(engine.apply(s, dict(act, targets=["bob", "rv"])))
    assert obj(s, "ch")["counters"]["loyalty"] == 2
    s = only(engine.apply(s, {"event": "resolve"}))
    assert player(s, "bob")["life"] == 17 and obj(s, "rv")["zone"] == "graveyard"


def test_hope_plus_two_is_no_mana_ability_and_adds_two_of_any_colors_605_1a(engine):
    """Chandra, Hope's Beacon's [+2] "Add two mana in any combination of colors": a loyalty ability is never a mana
    ability (605.1a): it goes on the stack (606.4: 5 + 2 = 7 loyalty). Resolving, alice chooses the two colors: one
    resulting state per combination of two of the five colors, repetition allowed: 15 (106.1a)."""
    s = make_state([bf("ch", HOPE, counters={"loyalty": 5})])
    s = only(engine.apply(s, {"action": "activate", "object": "ch", "ability": _loyalty_ab(HOPE, 2)}))
    assert len(s.doc["stack"]) == 1 and obj(s, "ch")["counters"]["loyalty"] == 7
    pools = sorted(player(o.state, "alice")["mana_pool"] for o in engine.apply(s, {"event": "resolve"}))
    order = "WUBRG"
    want = sorted(f"{{{a}}}{{{b}}}" for i, a in enumerate(order) for b in order[i:])
    assert pools == want


def test_jace_first_plus_one_draws_then_discards_701_9a(engine):
    """Jace Reawakened's first [+1]: "Draw a card, then discard a card": alice draws her library's Lightning Bolt
    (121.1), then discards one of her two cards (701.9a): two resulting states, the Bolt or her Grizzly Bears in her
    graveyard."""
    (ab,) = [a for a in library()[JACE]["abilities"] if isinstance(a, dict) and a.get("loyalty") == 1
             and isinstance(a.get("effect"), list)]
    s = make_state([bf("jace", JACE, counters={"loyalty": 3}), hand("gb", "Grizzly Bears"),
                    {"id": "l1", "card": "Lightning Bolt", "zone": "library", "owner": "alice", "library_position": 1}])
    s = only(engine.apply(s, {"action": "activate", "object": "jace", "ability": ab}))
    outs = engine.apply(s, {"event": "resolve"})
    got = sorted((obj(o.state, "gb")["zone"], obj(o.state, "l1")["zone"]) for o in outs)
    assert got == [("graveyard", "hand"), ("hand", "graveyard")]


# --- "Exile the top N cards of your library. Choose one [of them]. You may play that card this turn." (Jaya, Fiery
# Negotiator's [−1]) and Chandra, Hope's Beacon's [+1] (CR 406.2, 601.3, 305.1, 611.2a, 514.2)

def lib(oid: str, card: str, pos: int, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "library", "owner": owner, "library_position": pos}


def test_jaya_minus_one_exiles_two_and_one_chosen_is_playable_this_turn_601_3(engine):
    """Alice's library, top first: Lightning Bolt, Island, Grizzly Bears. Jaya's [-1] (4 - 1 = 3 loyalty) exiles the top
    two (406.2); she chooses one of them: two resulting states. Choosing Bolt, she may cast it from exile this turn
    (601.3; her Mountain pays {R}); the Island stays in exile, unplayable. Choosing the Island, she may play it (305.1).
    The Bears stay in the library. As the turn ends the permission ends (514.2)."""
    ab = _loyalty_ab("Jaya, Fiery Negotiator", -1)
    s = make_state([bf("jaya", "Jaya, Fiery Negotiator", counters={"loyalty": 4}), bf("m1", "Mountain"),
                    lib("bolt", "Lightning Bolt", 1), lib("isl", "Island", 2), lib("gb", "Grizzly Bears", 3)])
    s = only(engine.apply(s, {"action": "activate", "object": "jaya", "ability": ab}))
    assert obj(s, "jaya")["counters"]["loyalty"] == 3
    outs = engine.apply(s, {"event": "resolve"})
    assert len(outs) == 2
    for out in outs:
        t = out.state
        assert (obj(t, "bolt")["zone"], obj(t, "isl")["zone"], obj(t, "gb")["zone"]) == ("exile", "exile", "library")
        (e,) = t.doc["continuous_effects"]
        acts = {(a.action.get("action"), a.action.get("object")) for a in engine.legal_actions(t)}
        if e["affects"] == ["bolt"]:
            assert ("cast", "bolt") in acts and ("play", "isl") not in acts
        else:
            assert e["affects"] == ["isl"] and ("play", "isl") in acts and ("cast", "bolt") not in acts
        assert e["until"] == "end_of_turn"
    t = only(engine.apply(outs[0].state, {"event": "end_turn"}))
    assert t.doc["continuous_effects"] == []


def test_hope_plus_one_one_instant_or_sorcery_until_end_of_next_turn_601_3_611_2a(engine):
    """Chandra, Hope's Beacon's [+1] exiles the top five cards of Alice's library (406.2): Lightning Bolt, Boltwave (a
    sorcery), Grizzly Bears and two Islands; the sixth card stays. Until the end of her next turn she may cast an
    instant or sorcery spell from among them (611.2a): Bolt or Boltwave, not the Bears. She casts Bolt at Bob: the
    permission is used up (one spell), so Boltwave is no longer castable (and Chandra's first ability triggers, 603.2)."""
    ab = _loyalty_ab(HOPE, 1)
    s = make_state([bf("ch", HOPE, counters={"loyalty": 5}), bf("m1", "Mountain"),
                    lib("bolt", "Lightning Bolt", 1), lib("bw", "Boltwave", 2), lib("gb", "Grizzly Bears", 3),
                    lib("i1", "Island", 4), lib("i2", "Island", 5), lib("i3", "Island", 6)])
    s = only(engine.apply(s, {"action": "activate", "object": "ch", "ability": ab}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert [obj(s, x)["zone"] for x in ("bolt", "bw", "gb", "i1", "i2", "i3")] == ["exile"] * 5 + ["library"]
    (e,) = s.doc["continuous_effects"]
    assert (sorted(e["affects"]), e["play_for"], e["until"], e["until_player"], e["play_once"]) == (
        ["bolt", "bw"], "alice", "end_of_your_next_turn", "alice", True)
    casts = {a.action.get("object") for a in engine.legal_actions(s) if a.action.get("action") == "cast"}
    assert {"bolt", "bw"} <= casts and "gb" not in casts
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["continuous_effects"] == [] and not _castable(engine, s, "bw")
    (trig,) = s.doc["stack"][1:]
    assert s.doc["stack"][0] == "bolt" and obj(s, trig)["ability"]["source"] == "ch"


def test_hope_copy_trigger_triggers_only_once_each_turn_603_2(engine):
    """Chandra, Hope's Beacon's "Whenever you cast an instant or sorcery spell, copy it. ... This ability triggers only
    once each turn." (CR 603.2): alice casts Lightning Bolt from her hand at bob: the ability triggers (on the stack
    above the Bolt) and is recorded as having triggered this turn; had it triggered already this turn, the Bolt is
    alone on the stack."""
    objs = [bf("m1", "Mountain"), hand("bolt", "Lightning Bolt")]
    cast = {"action": "cast", "object": "bolt", "targets": ["bob"]}
    s = only(engine.apply(make_state([bf("ch", HOPE, counters={"loyalty": 5}), *objs]), cast))
    assert len(s.doc["stack"]) == 2 and obj(s, s.doc["stack"][1])["ability"]["source"] == "ch"
    assert obj(s, "ch").get("triggered_once_this_turn")
    s = only(engine.apply(make_state([bf("ch", HOPE, counters={"loyalty": 5}, triggered_once_this_turn=True), *objs]),
                          cast))
    assert s.doc["stack"] == ["bolt"]


# --- Jaya, Fiery Negotiator's [−2]: "Choose target creature an opponent controls. Whenever you attack this turn, Jaya
# deals damage equal to the number of attacking creatures to that creature." (CR 603.7, 603.7b, 508.1, 120.3)

JAYA = "Jaya, Fiery Negotiator"


def test_jaya_minus_two_makes_a_delayed_trigger_about_the_target_603_7(engine):
    """Alice activates Jaya's [-2] targeting Bob's Augury Raven (4 - 2 = 2 loyalty). Resolving, it creates a delayed
    triggered ability for the turn (603.7), Jaya its source (603.7d), Alice its controller, about the Raven."""
    ab = _loyalty_ab(JAYA, -2)
    assert ab["target"] == "creature_opponent_controls"
    s = make_state([bf("jaya", JAYA, counters={"loyalty": 4}), bf("rv", "Augury Raven", owner="bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "jaya", "ability": ab, "targets": ["rv"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("jaya", "alice")
    assert d["text"] == {"trigger": "you_attack_this_turn", "effect": {"damage_attackers_count_to": "rv"}}


def test_jaya_delayed_trigger_deals_damage_equal_to_the_attackers_603_7b_120_3(engine):
    """With that delayed ability, Alice declares her two Grizzly Bears as attackers (508.1): it triggers (603.7b);
    resolving, Jaya deals 2 damage (two attacking creatures) to the Raven (120.3): 2 damage marked on the 3/3."""
    d = {"source": "jaya", "controller": "alice",
         "text": {"trigger": "you_attack_this_turn", "effect": {"damage_attackers_count_to": "rv"}}}
    s = make_state([bf("jaya", JAYA, counters={"loyalty": 2}), bf("g1", "Grizzly Bears"), bf("g2", "Grizzly Bears"),
                    bf("rv", "Augury Raven", owner="bob")],
                   phase="combat", step="declare_attackers", priority=None, delayed_triggers=[d])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["g1", "g2"]}))
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "rv")["zone"] == "battlefield" and obj(s, "rv").get("damage") == 2


# --- Rowan, Scholar of Sparks's [+1]: "Rowan deals 1 damage to each opponent. If you've drawn three or more cards this
# turn, she deals 3 damage to each opponent instead." (CR 608.2c, 121.2)

def test_rowan_scholar_plus_one_three_damage_after_three_draws_608_2c(engine):
    """Resolving Rowan's [+1] (2 + 1 = 3 loyalty): with two cards drawn this turn Bob is dealt 1 damage (19); with three,
    the instruction is replaced (608.2c, "instead"): 3 damage (17)."""
    ab = _loyalty_ab("Rowan, Scholar of Sparks", 1)
    for drawn, life in ((2, 19), (3, 17)):
        s = make_state([bf("rw", "Rowan, Scholar of Sparks", counters={"loyalty": 2})],
                       players=[{"name": "alice", "life": 20, "cards_drawn_this_turn": drawn},
                                {"name": "bob", "life": 20}])
        s = only(engine.apply(s, {"action": "activate", "object": "rw", "ability": ab}))
        s = only(engine.apply(s, {"event": "resolve"}))
        assert (player(s, "bob")["life"], obj(s, "rw")["counters"]["loyalty"]) == (life, 3), drawn


def test_will_scholar_of_frost_minus_seven_exiles_and_each_controller_gets_an_elemental_406_2_111_2(engine):
    """Will, Scholar of Frost (8 loyalty) [-7] targeting Bob's Grizzly Bears, Bob's Augury Raven and Alice's own
    Grizzly Bears (up to five target permanents, 115.1d). Resolving: all three are exiled (406.2); Bob creates two 4/4
    blue and red Elemental tokens, Alice one (608.2c: one for each permanent exiled this way, by its controller; 111.2).
    Will has 1 loyalty left (606.4)."""
    (ab,) = [a for a in library()["Rowan, Scholar of Sparks"]["back"]["abilities"]
             if isinstance(a, dict) and a.get("loyalty") == -7]
    s = make_state([bf("rw", "Rowan, Scholar of Sparks", transformed=True, counters={"loyalty": 8}),
                    bf("gb", "Grizzly Bears", owner="bob"), bf("rv", "Augury Raven", owner="bob"),
                    bf("ag", "Grizzly Bears")])
    s = only(engine.apply(s, {"action": "activate", "object": "rw", "ability": ab, "targets": ["gb", "rv", "ag"]}))
    assert obj(s, "rw")["counters"]["loyalty"] == 1
    s = only(engine.apply(s, {"event": "resolve"}))
    assert [obj(s, x)["zone"] for x in ("gb", "rv", "ag")] == ["exile"] * 3
    d = engine.derive(s)
    els = sorted(o.controller for o in d.objects if o.token and o.zone == "battlefield")
    assert els == ["alice", "bob", "bob"]
    for o in d.objects:
        if o.token:
            c = o.characteristics
            assert (c["power"], c["toughness"], sorted(c["colors"]), c["subtypes"]) == (4, 4, ["blue", "red"],
                                                                                         ["Elemental"])


# --- Tamiyo, Compleated Sage's [+1]: "Tap up to one target artifact or creature. It doesn't untap during its
# controller's next untap step." (CR 502.3)

TAMIYO = "Tamiyo, Compleated Sage"


def test_tamiyo_plus_one_taps_and_the_target_skips_its_next_untap_502_3(engine):
    """Alice activates Tamiyo's [+1] (5 + 1 = 6) targeting Bob's Grizzly Bears: resolving, it is tapped and won't untap
    in Bob's next untap step. As Bob's turn begins (502.3) it stays tapped, and the effect is over; Bob's other tapped
    Bears untaps."""
    ab = _loyalty_ab(TAMIYO, 1)
    s = make_state([bf("tam", TAMIYO, counters={"loyalty": 5}), bf("gb", "Grizzly Bears", owner="bob"),
                    bf("gb2", "Grizzly Bears", owner="bob", tapped=True)])
    s = only(engine.apply(s, {"action": "activate", "object": "tam", "ability": ab, "targets": ["gb"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "gb").get("tapped") and obj(s, "gb").get("skips_next_untap")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob"
    assert obj(s, "gb").get("tapped") and not obj(s, "gb").get("skips_next_untap") and not obj(s, "gb2").get("tapped")


def test_tamiyo_minus_x_exiles_a_card_of_mana_value_x_and_makes_a_token_copy_107_3a(engine):
    """Tamiyo (4 loyalty) [−X]. Alice's graveyard: Grizzly Bears (mana value 2), Lightning Bolt (1, an instant, no
    permanent card) and an Island (a land). With X = 2 the Bears is a legal target (107.3a: X announced before targets,
    601.2b-c), the Bolt is not (mana value 1, and not a permanent card). Resolving: the Bears is exiled and Alice creates
    a token copy of it (707.2; 2 loyalty left)."""
    (ab,) = [a for a in library()[TAMIYO]["abilities"] if isinstance(a, dict) and "loyalty_x" in a]
    act = {"action": "activate", "object": "tam",
           "ability": {"loyalty": -2, "effect": ab["effect"], "target": ab["target"]}}
    s = make_state([bf("tam", TAMIYO, counters={"loyalty": 4}),
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "graveyard", "owner": "alice"},
                    {"id": "bgb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}])
    # not the Bolt (an instant), the Island (a land), bob's Bears (not alice's graveyard), nor her Bears with X = 1
    for t in ("bolt", "isl", "bgb"):
        assert engine.why_not(s, dict(act, targets=[t])).failures == [(f"illegal_target(1, {t})", "601.2c")], t
    one = dict(act, ability=dict(act["ability"], loyalty=-1))
    assert ("illegal_target(1, gb)", "601.2c") in engine.why_not(s, dict(one, targets=["gb"])).failures
    s = only(engine.apply(s, dict(act, targets=["gb"])))
    assert obj(s, "tam")["counters"]["loyalty"] == 2
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "gb")["zone"] == "exile"
    toks = [o for o in engine.derive(s).objects if o.token and o.zone == "battlefield"]
    assert [(o.characteristics["name"], o.controller) for o in toks] == [("Grizzly Bears", "alice")]


# --- Chandra, Flameshaper's [−4]: "Chandra deals 8 damage divided as you choose among any number of target creatures
# and/or planeswalkers." (CR 601.2c, 601.2d, 608.2b, 120.3)

def test_flameshaper_minus_four_divides_eight_damage_among_its_targets_601_2d(engine):
    """Chandra (5 loyalty) [-4] targeting Bob's Grizzly Bears and Augury Raven: as it is activated Alice divides the 8
    damage between the two, at least 1 each (601.2d): 7 resulting states (1+7 ... 7+1). With no target it can't be
    activated (nothing to divide among). In the state where the Bears gets 2 and the Raven 6, resolving deals that:
    both are destroyed (704.5g)."""
    ab = _loyalty_ab("Chandra, Flameshaper", -4)
    assert ab == {"loyalty": -4, "effect": {"divided_damage": 8}, "target": {"any_number": "creature_or_planeswalker"}}
    s = make_state([bf("ch", "Chandra, Flameshaper", counters={"loyalty": 5}), bf("gb", "Grizzly Bears", owner="bob"),
                    bf("rv", "Augury Raven", owner="bob")])
    act = {"action": "activate", "object": "ch", "ability": ab}
    assert ("no_target_to_divide_among", "601.2d") in engine.why_not(s, act).failures
    outs = engine.apply(s, dict(act, targets=["gb", "rv"]))
    divs = sorted((obj(o.state, o.state.doc["stack"][-1])["damage_division"]["gb"],
                   obj(o.state, o.state.doc["stack"][-1])["damage_division"]["rv"]) for o in outs)
    assert divs == [(m, 8 - m) for m in range(1, 8)]
    (two,) = [o.state for o in outs if obj(o.state, o.state.doc["stack"][-1])["damage_division"]["gb"] == 2]
    assert obj(two, "ch")["counters"]["loyalty"] == 1
    t = only(engine.apply(two, {"event": "resolve"}))
    assert obj(t, "gb")["zone"] == "graveyard" and obj(t, "rv")["zone"] == "graveyard"


def test_flameshaper_plus_one_token_copy_with_haste_and_end_step_sacrifice_707_9b(engine):
    """Chandra, Flameshaper's [+1] (6 + 1 = 7 loyalty) targets a creature alice controls: bob's Grizzly Bears is an
    illegal target (601.2c). Targeting her own Bears, resolving: she creates a token copy of it (707.2, 111.2) with the
    exceptions as part of its copiable values (707.9b): haste and "At the beginning of the end step, sacrifice this
    token"."""
    fs = "Chandra, Flameshaper"
    ab = _loyalty_ab(fs, 1)
    s = make_state([bf("ch", fs, counters={"loyalty": 6}), bf("gb", "Grizzly Bears"),
                    bf("bgb", "Grizzly Bears", owner="bob")])
    act = {"action": "activate", "object": "ch", "ability": ab}
    assert engine.why_not(s, dict(act, targets=["bgb"])).failures == [("illegal_target(1, bgb)", "601.2c")]
    s = only(engine.apply(s, dict(act, targets=["gb"])))
    assert obj(s, "ch")["counters"]["loyalty"] == 7
    s = only(engine.apply(s, {"event": "resolve"}))
    (tok,) = [o for o in engine.derive(s).objects if o.token]
    c = tok.characteristics
    assert (tok.controller, c["name"], c["power"], c["toughness"]) == ("alice", "Grizzly Bears", 2, 2)
    assert c["abilities"] == ["haste", {"trigger": {"beginning_of": "end", "whose": "each"},
                                        "effect": "sacrifice_self"}]


def test_flameshaper_plus_two_adds_rrr_and_one_of_three_exiled_cards_is_playable_406_2(engine):
    """Chandra, Flameshaper's [+2]: resolving, {R}{R}{R} in alice's pool (106.4), the top three cards of her library
    exiled (406.2; the fourth stays) and she chooses one of them: three resulting states, each letting her play the
    chosen card this turn (611.2a), only that one."""
    fs = "Chandra, Flameshaper"
    s = make_state([bf("ch", fs, counters={"loyalty": 6}), lib("l1", "Lightning Bolt", 1), lib("l2", "Island", 2),
                    lib("l3", "Grizzly Bears", 3), lib("l4", "Forest", 4)])
    s = only(engine.apply(s, {"action": "activate", "object": "ch", "ability": _loyalty_ab(fs, 2)}))
    assert obj(s, "ch")["counters"]["loyalty"] == 8
    chosen = []
    for out in engine.apply(s, {"event": "resolve"}):
        t = out.state
        assert player(t, "alice")["mana_pool"] == "{R}{R}{R}"
        assert [obj(t, x)["zone"] for x in ("l1", "l2", "l3", "l4")] == ["exile"] * 3 + ["library"]
        (e,) = t.doc["continuous_effects"]
        assert (e["play_for"], e["until"]) == ("alice", "end_of_turn")
        chosen += e["affects"]
    assert sorted(chosen) == ["l1", "l2", "l3"]


def test_tamiyo_minus_seven_creates_tamiyos_notebook_111_4_601_2f(engine):
    """Tamiyo (7 loyalty) [-7]: 0 loyalty left, she is put into the graveyard (704.5i). Resolving, Alice creates
    Tamiyo's Notebook (111.4): a legendary colorless Book artifact token with "Spells you cast cost {2} less to cast"
    and "{T}: Draw a card." Augury Raven ({3}{U}), not castable with two Islands before, then costs {1}{U}: castable
    (601.2f)."""
    ab = _loyalty_ab(TAMIYO, -7)
    s = make_state([bf("tam", TAMIYO, counters={"loyalty": 7}), bf("i1", "Island"), bf("i2", "Island"),
                    hand("rv", "Augury Raven")])
    assert not _castable(engine, s, "rv")
    s = only(engine.apply(s, {"action": "activate", "object": "tam", "ability": ab}))
    assert obj(s, "tam")["zone"] == "graveyard"
    s = only(engine.apply(s, {"event": "resolve"}))
    (nb,) = [o for o in engine.derive(s).objects if o.token and o.zone == "battlefield"]
    c = nb.characteristics
    assert (c["name"], c["supertypes"], c["types"], c["subtypes"], c.get("colors", [])) == (
        "Tamiyo's Notebook", ["legendary"], ["artifact"], ["Book"], [])
    assert _castable(engine, s, "rv")
