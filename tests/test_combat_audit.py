"""Combat audited against the CR, subrule by subrule (docs/combat_coverage.md is the table).

Each expected value below was worked out from the CR text (full_CR_2026-04-17.txt) and the cards' Oracle text
before the engine was run; the rule is in each test's name or docstring. The states start in Alice's declare
attackers step before her declaration (no priority, CR 508.1 before 508.2), as in tests/test_combat.py.
"""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only
from .test_combat import (
    CARDS,
    bf,
    blocked,
    creature,
    declared,
    life,
    obj,
    passes,
    to_blockers,
)

AUDIT_CARDS = CARDS + [
    creature("Test Blocker First", 2, 2, "first_strike"),
    # a battle with no battle type: its controller is its protector (CR 310.9a)
    {"name": "Test Battle", "mana_cost": "{2}", "types": ["battle"], "abilities": []},
    {"name": "Test Flying Fish", "mana_cost": "{U}", "types": ["creature"], "subtypes": ["Fish"], "power": 1,
     "toughness": 1, "abilities": ["flying"]},
    {"name": "Test Human Reacher", "mana_cost": "{G}", "types": ["creature"], "subtypes": ["Human"], "power": 1,
     "toughness": 3, "abilities": ["reach"]},
]  # the real prepare cards come from the bundled library


def step(objects: list[dict[str, Any]], **top: Any):
    """Alice's declare attackers step before her declaration, with the audit's cards."""
    return make_state(objects, cards=AUDIT_CARDS, **dict({"phase": "combat", "step": "declare_attackers",
                                                          "priority": None}, **top))


def damage_outcomes(engine, st):
    """From the declare blockers step after the declaration (Alice holding priority): both pass, and the combat
    damage step's outcomes before state-based actions (one per division of damage, CR 510.1c, 702.19b)."""
    return engine.apply(passes(engine, st, 1), {"action": "pass"}, settle=False)


def event_names(outcome) -> list[str]:
    return [e for e, _ in outcome.events]


# --- CR 302.6, 702.3b, 509.1a: what may block ---------------------------------------------------------------


def test_summoning_sick_and_defender_creatures_may_block_302_6_702_3b_509_1a(engine):
    """CR 302.6 and 702.3b restrict attacking only; CR 509.1a asks only that a blocker be an untapped creature the
    defending player controls. So Bob's summoning-sick Bears and his Wall (defender) may both block the attacker."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("sick", "Grizzly Bears", "bob", summoning_sick=True),
              bf("wall", "Test Wall", "bob")])
    (act,) = engine.legal_actions(to_blockers(engine, s, ["bear"]))
    assert act.choices == {"blockers": [{"object": "sick", "may_block": ["bear"]},
                                        {"object": "wall", "may_block": ["bear"]}]}


# --- why-not: each failed condition of an illegal declaration, with its rule (issue 12 point 7) -------------


def test_why_not_attackers_names_each_failed_condition_506_3_508_1a_508_1b(engine):
    """CR 506.3: only a creature can attack (the Forest); CR 508.1b, 506.2, 506.3: only a defending player or a
    planeswalker (battle) they control (protect) can be attacked: not Bob's Bears, not Alice herself, and Bob's
    Bears, named as a planeswalker, isn't one; CR 508.1a: each chosen creature attacks once (the Bears named
    twice)."""
    s = step([bf("forest", "Forest", "alice"), bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    w = engine.why_not(s, {"action": "declare_attackers",
                           "attackers": ["forest", {"object": "bear", "planeswalker": "bb"},
                                         {"object": "bear", "player": "alice"}]})
    assert not w.legal
    assert set(w.failures) == {("not_a_creature(forest)", "506.3"), ("cannot_be_attacked(bb)", "508.1b"),
                               ("cannot_be_attacked(alice)", "508.1b"), ("attacks_twice(bear)", "508.1a"),
                               ("not_a(planeswalker, bb)", "508.1b")}


def test_why_not_blockers_names_each_failed_condition_509_1a_702_9b(engine):
    """CR 509.1a: a blocker must be an untapped creature the defending player controls (not Bob's tapped Bears,
    not Alice's creature) and blocks one attacker (not two); CR 702.9b, 702.17b: the flying Aviator can't be
    blocked by Bob's Bears, which have neither flying nor reach."""
    s = step([bf("aviator", "Encouraging Aviator", "alice"), bf("bear", "Grizzly Bears", "alice"),
              bf("home", "Grizzly Bears", "alice"), bf("tb", "Grizzly Bears", "bob", tapped=True),
              bf("gb", "Grizzly Bears", "bob")])
    st = passes(engine, passes(engine, declared(engine, s, ["aviator", "bear"])))  # the Aviator's trigger, the step
    assert st.doc["step"] == "declare_blockers"
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [
        {"object": "tb", "blocks": "bear"}, {"object": "gb", "blocks": "aviator"}, {"object": "gb", "blocks": "bear"},
        {"object": "home", "blocks": "bear"}]})
    assert not w.legal
    assert set(w.failures) == {("tapped(tb)", "509.1a"), ("flying(aviator)", "702.9b"), ("flying(aviator)", "702.17b"),
                               ("blocks_twice(gb)", "509.1a"), ("not_controlled_by(home, bob)", "509.1a")}


# --- CR 506.4: removed from combat ---------------------------------------------------------------------------


def test_a_creature_that_phases_out_is_removed_from_combat_506_4(engine):
    """CR 506.4: a permanent that phases out is removed from combat: it stops being an attacking creature."""
    st = declared(engine, step([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice")]),
                  ["bear", "vig"])
    out = only(engine.apply(st, {"event": "phase_out", "object": "bear"}))
    assert not obj(out, "bear").get("attacking")
    assert obj(out, "vig")["attacking"] == "bob"


def test_attacked_planeswalker_gone_the_attacker_deals_no_damage_506_4c_510_1b(engine):
    """CR 506.4, 506.4c: the attacked planeswalker leaves the battlefield; the Bears stay an attacking creature,
    attacking nothing; CR 510.1b: unblocked, they assign no combat damage: Bob stays at 20."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    st = blocked(engine, to_blockers(engine, s, [{"object": "bear", "planeswalker": "jace"}]), [])
    st = only(engine.apply(st, {"event": "move", "object": "jace", "to": "graveyard"}))
    st = passes(engine, st)
    assert st.doc["step"] == "combat_damage"
    assert obj(st, "bear").get("attacking") and life(st, "bob") == 20


def test_blocked_attacker_with_no_blocker_left_deals_no_damage_509_1h_510_1c(engine):
    """CR 509.1h: the Bears remain blocked although their only blocker left the battlefield; CR 510.1c: with no
    creature blocking them they assign no combat damage (no trample): Bob stays at 20."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["bear"]), [{"object": "bb", "blocks": "bear"}])
    st = only(engine.apply(st, {"event": "move", "object": "bb", "to": "graveyard"}))
    st = passes(engine, st)
    assert st.doc["step"] == "combat_damage"
    assert obj(st, "bear")["blocked"] is True and life(st, "bob") == 20 and not obj(st, "bear").get("damage")


def test_blocked_trampler_with_no_blocker_left_deals_all_to_the_player_702_19d(engine):
    """CR 702.19d: a blocked 5/5 trampler with no creature blocking it when damage is assigned assigns all its
    damage to the player it attacks: one outcome, Bob at 15."""
    s = step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["tr"]), [{"object": "bb", "blocks": "tr"}])
    st = only(engine.apply(st, {"event": "move", "object": "bb", "to": "graveyard"}))
    (out,) = damage_outcomes(engine, st)
    assert life(out.state, "bob") == 15


# --- CR 510.1, 702.19, 702.2: assigning combat damage ---------------------------------------------------------


def test_zero_power_assigns_no_combat_damage_510_1a(engine):
    """CR 510.1a: the 0/4 Wall blocking the Bears assigns no combat damage: the Bears have none marked."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("wall", "Test Wall", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear"]), [{"object": "wall", "blocks": "bear"}]))
    assert obj(st, "wall")["damage"] == 2 and not obj(st, "bear").get("damage")


def test_trample_counts_damage_already_marked_702_19b(engine):
    """CR 702.19b: lethal damage takes into account damage already marked: the 2/2 blocker with 1 damage needs 1
    more, so the 5/5 trampler gives Bob 0 to 4 (five divisions)."""
    s = step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob", damage=1)])
    st = blocked(engine, to_blockers(engine, s, ["tr"]), [{"object": "bb", "blocks": "tr"}])
    assert sorted(20 - life(o.state, "bob") for o in damage_outcomes(engine, st)) == [0, 1, 2, 3, 4]


def test_trampler_attacking_a_planeswalker_tramples_over_to_it_not_the_player_702_19b_702_19f(engine):
    """CR 702.19b: the excess goes to what the trampler attacks, here the planeswalker (loyalty 5); CR 702.19f: none
    of it can go to Bob. 5 power, 2 lethal to the 2/2: the planeswalker is dealt 0 to 3, so it keeps 5, 4, 3 or 2
    loyalty; Bob stays at 20 in every outcome."""
    s = step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob"),
              bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    st = blocked(engine, to_blockers(engine, s, [{"object": "tr", "planeswalker": "jace"}]),
                 [{"object": "bb", "blocks": "tr"}])
    outs = damage_outcomes(engine, st)
    assert all(life(o.state, "bob") == 20 for o in outs)
    assert sorted(obj(o.state, "jace")["counters"]["loyalty"] for o in outs) == [2, 3, 4, 5]


def test_deathtouch_trampler_needs_one_to_each_blocker_702_2c_702_19b(engine):
    """CR 702.2c, 702.19b: a 3/3 deathtouch trampler blocked by two 4/4s may assign to Bob only once each blocker
    has at least 1 (lethal with deathtouch): 3 among (b1, b2, Bob) is (0,3,0), (1,2,0), (2,1,0), (3,0,0) or
    (1,1,1): Bob loses 1 in one of the five outcomes."""
    s = step([bf("dtt", "Test Touch Trampler", "alice"), bf("b1", "Test Big", "bob"), bf("b2", "Test Big", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["dtt"]), [{"object": "b1", "blocks": "dtt"},
                                                          {"object": "b2", "blocks": "dtt"}])
    assert sorted(20 - life(o.state, "bob") for o in damage_outcomes(engine, st)) == [0, 0, 0, 0, 1]


def test_planeswalker_dealt_lethal_damage_goes_to_the_graveyard_120_3c_704_5i(engine):
    """CR 120.3c: 2 combat damage removes the planeswalker's 2 loyalty counters; CR 704.5i: with loyalty 0 it is
    put into its owner's graveyard."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("jace", "Test Walker", "bob", counters={"loyalty": 2})])
    st = passes(engine, blocked(engine, to_blockers(engine, s, [{"object": "bear", "planeswalker": "jace"}]), []))
    assert obj(st, "jace")["zone"] == "graveyard" and life(st, "bob") == 20


def test_two_lifelink_sources_are_separate_life_gains_702_15e(engine):
    """CR 702.15b, 702.15e: two unblocked 3/3 lifelinkers: Alice gains 3 twice (two events), 20 -> 26; Bob 14."""
    s = step([bf("l1", "Test Lifelink", "alice"), bf("l2", "Test Lifelink", "alice")])
    st = blocked(engine, to_blockers(engine, s, ["l1", "l2"]), [])
    (out,) = damage_outcomes(engine, st)
    assert (life(out.state, "alice"), life(out.state, "bob")) == (26, 14)
    assert sum(e.startswith("gained_life(alice, 3") for e in event_names(out)) == 2


# --- CR 510.4, 702.7b, 702.4b: first strike and double strike -----------------------------------------------


def test_a_first_striking_blocker_kills_the_attacker_first_510_4_702_7b(engine):
    """CR 510.4, 702.7b: Bob's first-striking 2/2 blocks the Bears: it deals 2 in the first combat damage step and
    the Bears die (704.5g) before the second, so the blocker has no damage."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("fsb", "Test Blocker First", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear"]), [{"object": "fsb", "blocks": "bear"}]))
    assert obj(st, "bear")["zone"] == "graveyard"
    st = passes(engine, st)
    assert st.doc["step"] == "combat_damage" and not obj(st, "fsb").get("damage")


def test_double_striker_whose_blocker_died_deals_nothing_in_the_second_step_702_4b_510_1c(engine):
    """CR 702.4b: a 2/2 double striker blocked by a 2/2 kills it in the first step; CR 510.1c: in the second it is
    blocked with no blocker left, so it deals no damage (no trample): Bob stays at 20."""
    s = step([bf("ds", "Test Double", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["ds"]), [{"object": "bb", "blocks": "ds"}]))
    assert obj(st, "bb")["zone"] == "graveyard"
    st = passes(engine, st)
    assert life(st, "bob") == 20 and obj(st, "ds")["zone"] == "battlefield"


# --- the bound on apply without a chosen set ----------------------------------------------------------------


def test_undeclared_attackers_give_the_product_of_options_508_1a_508_1b(engine):
    """CR 508.1a-b: three creatures that may attack, each attacks Bob, his planeswalker or nothing: 3^3 = 27."""
    s = step([bf("a1", "Grizzly Bears", "alice"), bf("a2", "Grizzly Bears", "alice"), bf("a3", "Test Vigil", "alice"),
              bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    assert len(engine.apply(s, {"action": "declare_attackers"})) == 27


def test_undeclared_blockers_give_the_product_of_options_509_1a(engine):
    """CR 509.1a: two blockers, two attackers: each blocker blocks one of them or none: 3^2 = 9."""
    s = step([bf("a1", "Grizzly Bears", "alice"), bf("a2", "Test Vigil", "alice"), bf("b1", "Grizzly Bears", "bob"),
              bf("b2", "Grizzly Bears", "bob")])
    assert len(engine.apply(to_blockers(engine, s, ["a1", "a2"]), {"action": "declare_blockers"})) == 9


# --- the combat-triggered prepare cards, through real declarations (CR 508.1m, 508.3, 510.3a, 722.3) ---------


def test_eiganjo_dynastorian_two_attackers_prepare_it_one_doesnt_508_3d(engine):
    """Eiganjo Dynastorian: "Whenever you attack with two or more creatures, this creature becomes prepared."
    CR 508.3d, 508.1m: declaring one attacker doesn't trigger it; declaring two does, and once the ability resolves
    it is prepared (CR 722.3a). Vigilance (702.20b): it stays untapped when it attacks."""
    objs = [bf("eig", "Eiganjo Dynastorian", "alice"), bf("bear", "Grizzly Bears", "alice")]
    assert declared(engine, step(objs), ["bear"]).doc["stack"] == []
    st = declared(engine, step(objs), ["eig", "bear"])
    assert len(st.doc["stack"]) == 1 and not obj(st, "eig").get("tapped")
    assert engine.derive(passes(engine, st)).object("eig").designations == ["prepared"]


def test_emeritus_of_abundance_prepared_by_attacking_with_eight_lands_603_4_508_3a(engine):
    """Emeritus of Abundance: "Whenever this creature attacks, if you control eight or more lands, this creature
    becomes prepared." CR 508.3a, 603.4: with eight lands it triggers as declared and is prepared after it
    resolves; with seven it doesn't trigger."""
    emer = bf("emab", "Emeritus of Abundance", "alice")
    st = declared(engine, step([emer, *lands("alice", forests=7)]), ["emab"])
    assert st.doc["stack"] == []
    st = declared(engine, step([emer, *lands("alice", forests=8)]), ["emab"])
    assert len(st.doc["stack"]) == 1
    assert engine.derive(passes(engine, st)).object("emab").designations == ["prepared"]


def test_inspired_skypainter_prepared_when_a_token_deals_combat_damage_510_3a(engine):
    """Inspired Skypainter: "whenever one or more creature tokens you control deal combat damage to a player, this
    creature becomes prepared." CR 510.3a: an unblocked token creature hits Bob: it triggers and the Skypainter is
    prepared after it resolves; an unblocked nontoken creature alone doesn't trigger it."""
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
           "characteristics": {"name": "Soldier", "types": ["creature"], "power": 1, "toughness": 1}}
    sky = bf("sky", "Inspired Skypainter", "alice")
    st = passes(engine, blocked(engine, to_blockers(engine, step([sky, bf("bear", "Grizzly Bears", "alice")]),
                                                    ["bear"]), []))
    assert life(st, "bob") == 18 and st.doc["stack"] == []
    st = passes(engine, blocked(engine, to_blockers(engine, step([sky, tok]), ["tok"]), []))
    assert life(st, "bob") == 19 and len(st.doc["stack"]) == 1
    assert engine.derive(passes(engine, st)).object("sky").designations == ["prepared"]


def test_galathul_galecaller_prepared_by_attacking_508_3a(engine):
    """Galathul Galecaller: "Whenever this creature attacks, it becomes prepared." CR 508.3a, 722.3a."""
    st = declared(engine, step([bf("gale", "Galathul Galecaller", "alice")]), ["gale"])
    assert len(st.doc["stack"]) == 1
    assert engine.derive(passes(engine, st)).object("gale").designations == ["prepared"]


# --- CR 508.1b, 310.9, 120.3h: battles ----------------------------------------------------------------------


def test_a_battle_bob_protects_may_be_attacked_and_loses_defense_508_1b_310_9_120_3h(engine):
    """CR 506.2, 508.1b: Bob, the planeswalker-less defending player, protects a battle (CR 310.9a): Alice may
    attack Bob or the battle; CR 310.9c: Bob may block the creature attacking it; CR 510.1b, 120.3h: unblocked, the
    Bears' 2 damage removes 2 of its 5 defense counters, and Bob's life is unchanged."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob"),
              bf("siege", "Test Battle", "bob", protector="bob", counters={"defense": 5})])
    (act,) = engine.legal_actions(s)
    assert act.choices == {"attackers": [{"object": "bear", "may_attack": ["bob", "siege"]}]}
    st = to_blockers(engine, s, [{"object": "bear", "battle": "siege"}])
    assert obj(st, "bear")["attacking"] == "siege"
    (act,) = engine.legal_actions(st)
    assert act.choices == {"blockers": [{"object": "bb", "may_block": ["bear"]}]}
    st = passes(engine, blocked(engine, st, []))
    assert obj(st, "siege")["counters"] == {"defense": 3} and life(st, "bob") == 20


def test_a_battle_is_attacked_by_its_controller_not_its_protector_310_9b(engine):
    """CR 310.9b: a battle's protector can never attack it; a battle can be attacked by any attacking player for
    whom its protector is a defending player, so Alice may attack the battle she controls that Bob protects, not
    the one she protects. CR 120.3h, 704.5w: 2 damage to a battle with 2 defense counters, a battle that isn't
    a Siege: it goes to the graveyard."""
    s = step([bf("bear", "Grizzly Bears", "alice"),
              bf("theirs", "Test Battle", "alice", protector="bob", counters={"defense": 2}),
              bf("mine", "Test Battle", "bob", protector="alice", counters={"defense": 2})])
    (act,) = engine.legal_actions(s)
    assert act.choices == {"attackers": [{"object": "bear", "may_attack": ["bob", "theirs"]}]}
    assert ("cannot_be_attacked(mine)", "508.1b") in engine.why_not(
        s, {"action": "declare_attackers", "attackers": [{"object": "bear", "battle": "mine"}]}).failures
    st = passes(engine, blocked(engine, to_blockers(engine, s, [{"object": "bear", "battle": "theirs"}]), []))
    assert obj(st, "theirs")["zone"] == "graveyard"


def test_an_attacker_whose_planeswalker_left_may_still_be_blocked_506_4c(engine):
    """CR 506.4c: the Bears attack Bob's planeswalker, which leaves the battlefield before blockers are declared;
    they are still an attacking creature and "may be blocked": Bob's Bears may block them (CR 509.1a, 508.5: Bob
    controlled the planeswalker they attacked)."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob"),
              bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    st = declared(engine, s, [{"object": "bear", "planeswalker": "jace"}])
    st = passes(engine, only(engine.apply(st, {"event": "move", "object": "jace", "to": "graveyard"})))
    assert st.doc["step"] == "declare_blockers"
    (act,) = engine.legal_actions(st)
    assert act.choices == {"blockers": [{"object": "bb", "may_block": ["bear"]}]}


def test_a_game_move_attacking_a_battle_names_it_as_a_battle_508_1b(engine):
    """CR 508.1b: the moves of Alice's declaration are none, Bob, or the battle Bob protects (CR 310.9b); the move
    that attacks the battle names it under `battle` (not `planeswalker`), and pushing it replays to that state."""
    from pyglue.game import Game

    s = step([bf("bear", "Grizzly Bears", "alice"),
              bf("siege", "Test Battle", "bob", protector="bob", counters={"defense": 5})])
    moves = Game(s, engine).legal_moves
    assert sorted(str(m.action["attackers"]) for m in moves) == sorted(
        ["[]", "[{'object': 'bear', 'player': 'bob'}]", "[{'object': 'bear', 'battle': 'siege'}]"])
    (m,) = [m for m in moves if m.action["attackers"] and "battle" in m.action["attackers"][0]]
    g = Game(s, engine)
    g.push(m.action)
    assert obj(g.state, "bear")["attacking"] == "siege"


def test_an_attacker_that_leaves_the_battlefield_is_removed_from_combat_506_4(engine):
    """CR 506.4: a permanent that leaves the battlefield is removed from combat; put back, it is a new object
    (CR 400.7) that isn't attacking."""
    st = declared(engine, step([bf("bear", "Grizzly Bears", "alice")]), ["bear"])
    st = only(engine.apply(st, {"event": "move", "object": "bear", "to": "hand"}))
    st = only(engine.apply(st, {"event": "move", "object": "bear", "to": "battlefield"}))
    assert obj(st, "bear")["zone"] == "battlefield" and not obj(st, "bear").get("attacking")


def test_an_undeclared_declaration_past_the_bound_asks_for_the_set_508_1a(engine):
    """The bound on apply without a chosen set (docs/combat_coverage.md): three creatures that may attack Bob or his
    planeswalker have 3^3 = 27 legal sets (CR 508.1a-b). With Engine.max_declarations 27 apply gives all 27; with
    26 it refuses, naming `attackers`; the whole set given, with what each attacks, it gives one state."""
    import pytest

    from pyglue.state import InputError

    s = step([bf("a1", "Grizzly Bears", "alice"), bf("a2", "Grizzly Bears", "alice"), bf("a3", "Test Vigil", "alice"),
              bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    saved = engine.max_declarations
    try:
        engine.max_declarations = 27
        assert len(engine.apply(s, {"action": "declare_attackers"}, settle=False)) == 27
        engine.max_declarations = 26
        with pytest.raises(InputError) as err:
            engine.apply(s, {"action": "declare_attackers"})
        assert [p for p, _ in err.value.problems] == ["attackers"] and "more than 26" in str(err.value)
        assert len(engine.apply(s, {"action": "declare_attackers",
                                    "attackers": [{"object": "a1", "player": "bob"}]})) == 1
    finally:
        engine.max_declarations = saved


def test_an_attacker_named_alone_attacks_any_of_its_options_508_1b(engine):
    """CR 508.1b: with a planeswalker to attack, what each attacker attacks is announced; an attacker given as an
    id alone leaves it open: one resulting state attacking Bob, one attacking his planeswalker."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["bear"]})
    assert sorted(obj(o.state, "bear")["attacking"] for o in outs) == ["bob", "jace"]


def _first_strike_step_with_onslaught(engine, target):
    """Alice's first-striking 2/2 and her Bears attack unblocked; in the first combat damage step (CR 510.4) she
    casts Kaya's Onslaught ("Target creature gets +1/+1 and gains double strike until end of turn") on ``target``
    and it resolves; the state as the second combat damage step's damage is dealt is returned, with the state
    after the first step's damage."""
    s = step([bf("fs", "Test First", "alice"), bf("bear", "Grizzly Bears", "alice"),
              {"id": "kaya", "card": "Kaya's Onslaught", "zone": "hand", "owner": "alice"},
              bf("p1", "Plains", "alice"), bf("p2", "Plains", "alice"), bf("p3", "Plains", "alice")])
    first = passes(engine, blocked(engine, to_blockers(engine, s, ["fs", "bear"]), []))
    assert first.doc["step"] == "combat_damage" and first.doc.get("first_strike_damage_step") is True
    outs = engine.apply(first, {"action": "cast", "object": "kaya", "targets": [target]})
    st = passes(engine, passes(engine, outs[0].state))    # it resolves; then both pass: the second step
    return first, st


def test_double_strike_given_after_the_first_step_strikes_again_702_4d_510_4(engine):
    """CR 702.4d, 510.4: the first striker dealt 2 in the first step (Bob 18); given double strike (and +1/+1)
    then, it assigns damage in the second step too (3), with the Bears (2), which had neither ability as the
    first step began: Bob 18 - 5 = 13."""
    first, st = _first_strike_step_with_onslaught(engine, "fs")
    assert life(first, "bob") == 18
    assert st.doc["step"] == "combat_damage" and life(st, "bob") == 13


def test_double_strike_given_to_a_creature_that_didnt_strike_first_strikes_once_702_7c_510_4(engine):
    """CR 510.4, 702.7c: the Bears had neither first strike nor double strike as the first step began; given double
    strike (and +1/+1) after it, they assign damage in the second step, once (3). The first striker, without double
    strike, doesn't strike again: Bob 18 - 3 = 15."""
    first, st = _first_strike_step_with_onslaught(engine, "bear")
    assert life(first, "bob") == 18
    assert st.doc["step"] == "combat_damage" and life(st, "bob") == 15


def test_an_attacked_planeswalker_that_phases_out_is_dealt_no_damage_506_4_510_1b_702_26b(engine):
    """CR 506.4: the attacked planeswalker phases out and is removed from combat; CR 702.26b: it is treated as
    though it doesn't exist; CR 510.1b: the unblocked Bears attack nothing and assign no combat damage: its
    loyalty stays 5 and Bob stays at 20."""
    s = step([bf("bear", "Grizzly Bears", "alice"), bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    st = blocked(engine, to_blockers(engine, s, [{"object": "bear", "planeswalker": "jace"}]), [])
    st = passes(engine, only(engine.apply(st, {"event": "phase_out", "object": "jace"})))
    assert st.doc["step"] == "combat_damage"
    assert obj(st, "jace")["counters"] == {"loyalty": 5} and life(st, "bob") == 20


def test_evasion_abilities_are_cumulative_509_1b_example(engine):
    """CR 509.1b and its Example ("an attacking creature with flying and shadow can't be blocked by a creature with
    flying but without shadow"), with the evasion the modelled cards have: Alice's flying Fish also can't be blocked
    by Humans (Frost Fair Lure Fish: Fish you control have haste and can't be blocked by Humans). Bob's Human with
    reach meets flying's restriction (702.9b) but not the Lure Fish's; his Bears meet neither; only his non-Human
    with reach may block."""
    s = step([bf("lure", "Frost Fair Lure Fish", "alice", tapped=True), bf("fish", "Test Flying Fish", "alice"),
              bf("hreach", "Test Human Reacher", "bob"), bf("reacher", "Test Reacher", "bob"),
              bf("gb", "Grizzly Bears", "bob")])
    st = to_blockers(engine, s, ["fish"])
    (act,) = engine.legal_actions(st)
    assert act.choices == {"blockers": [{"object": "reacher", "may_block": ["fish"]}]}
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "hreach", "blocks": "fish"}]})
    assert w.failures == [("cant_be_blocked_by(Human)", "509.1b")]
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "gb", "blocks": "fish"}]})
    assert set(w.failures) == {("flying(fish)", "702.9b"), ("flying(fish)", "702.17b")}
