"""Combat as players' actions (CR 506-511): declaring attackers and blockers, combat damage, end of combat.

Each expected answer is worked out from the rule text first (named in the test's name or docstring), then
checked against the engine. The states start in the declare attackers step before the declaration: nobody holds
priority yet (CR 508.1 comes before 508.2).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pyglue.solve import IllegalAction

from .conftest import make_state, only


def creature(name: str, power: int, toughness: int, *abilities: Any) -> dict[str, Any]:
    return {"name": name, "mana_cost": "{1}", "types": ["creature"], "power": power, "toughness": toughness,
            "abilities": list(abilities)}


CARDS = [
    creature("Test Vigil", 2, 2, "vigilance"),
    creature("Test Haste", 2, 2, "haste"),
    creature("Test Wall", 0, 4, "defender"),
    creature("Test Reacher", 1, 3, "reach"),
    creature("Test Menace", 3, 3, "menace"),
    creature("Test First", 2, 2, "first_strike"),
    creature("Test Double", 2, 2, "double_strike"),
    creature("Test Trampler", 5, 5, "trample"),
    creature("Test Touch", 1, 1, "deathtouch"),
    creature("Test Touch Trampler", 3, 3, "deathtouch", "trample"),
    creature("Test Lifelink", 3, 3, "lifelink"),
    creature("Test Big", 4, 4),
    creature("Test Stone", 2, 2, "indestructible"),
    # CR 510.1c's Example: Elvish Regrower 4/3, Vampire Spawn 2/3, Helpful Hunter 1/1
    creature("Test Regrower", 4, 3),
    creature("Test Spawn", 2, 3),
    creature("Test Hunter", 1, 1),
    {"name": "Test Walker", "mana_cost": "{3}", "types": ["planeswalker"], "loyalty": 5, "abilities": []},
]


def real_card(name: str) -> dict[str, Any]:
    """A card of the bundled library (pyglue/data/library.json), inline, without its provenance fields (a state
    holding a library card's `source` and `oracle` doesn't validate again after apply: reported)."""
    from pyglue.cards import library

    card = copy.deepcopy(library()[name])
    card.pop("source", None)
    for face in [card] + [card[k] for k in ("prepare", "adventure", "omen") if isinstance(card.get(k), dict)]:
        face.pop("oracle", None)
    return card


CARDS += [real_card("Striding Shotcaller")]


def bf(oid: str, card: str, owner: str, **more: Any) -> dict[str, Any]:
    return dict({"id": oid, "card": card, "zone": "battlefield", "owner": owner}, **more)


def attack_step(objects: list[dict[str, Any]], **top: Any):
    """Alice's declare attackers step, before her declaration (no priority, CR 508.1)."""
    return make_state(objects, cards=CARDS, **dict({"phase": "combat", "step": "declare_attackers",
                                                    "priority": None}, **top))


def obj(state, oid: str) -> dict[str, Any]:
    return next(o for o in state.doc["objects"] if o["id"] == oid)


def life(state, player: str) -> int:
    return next(p["life"] for p in state.doc["players"] if p["name"] == player)


def passes(engine, state, n: int = 2):
    for _ in range(n):
        state = only(engine.apply(state, {"action": "pass"}))
    return state


def declared(engine, state, attackers):
    return only(engine.apply(state, {"action": "declare_attackers", "attackers": attackers}))


def to_blockers(engine, state, attackers):
    """Declare the attackers and pass to the declare blockers step (CR 508.2, 500.2)."""
    st = passes(engine, declared(engine, state, attackers))
    assert (st.doc["step"], st.doc["priority"]) == ("declare_blockers", None)
    return st


def blocked(engine, state, blockers):
    return only(engine.apply(state, {"action": "declare_blockers", "blockers": blockers}))


# --- CR 508.1: declaring attackers -------------------------------------------------------------------------


def test_legal_is_the_declaration_with_who_may_attack_508_1a(engine):
    """CR 508.1a, 302.6, 702.10b, 702.3b: the untapped creatures Alice controls that have been under her control
    since the turn began, or have haste, and lack defender, may attack Bob; nobody holds priority before the
    declaration (CR 508.1 before 508.2), so the declaration is her only action."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("sick", "Grizzly Bears", "alice", summoning_sick=True),
                     bf("hasty", "Test Haste", "alice", summoning_sick=True), bf("tb", "Grizzly Bears", "alice", tapped=True),
                     bf("wall", "Test Wall", "alice"), bf("bb", "Grizzly Bears", "bob")])
    (act,) = engine.legal_actions(s)
    assert (act.player, act.action, act.rules) == ("alice", {"action": "declare_attackers"}, ["508.1"])
    assert act.choices == {"attackers": [{"object": "bear", "may_attack": ["bob"]},
                                         {"object": "hasty", "may_attack": ["bob"]}]}


def test_why_not_names_each_failed_condition_508_1a(engine):
    """CR 508.1a (tapped; not hers), 302.6 (summoning sick), 702.3b (defender): each failed condition of an
    illegal declaration, with its rule."""
    s = attack_step([bf("sick", "Grizzly Bears", "alice", summoning_sick=True),
                     bf("tb", "Grizzly Bears", "alice", tapped=True), bf("wall", "Test Wall", "alice"),
                     bf("bb", "Grizzly Bears", "bob")])
    w = engine.why_not(s, {"action": "declare_attackers", "attackers": ["sick", "tb", "wall", "bb"]})
    assert not w.legal
    assert set(w.failures) == {("summoning_sick(sick)", "302.6"), ("summoning_sick(sick)", "508.1a"),
                               ("tapped(tb)", "508.1a"), ("defender(wall)", "702.3b"),
                               ("not_controlled_by(bb, alice)", "508.1a")}
    with pytest.raises(IllegalAction):
        engine.apply(s, {"action": "declare_attackers", "attackers": ["tb"]})


def test_only_the_active_player_declares_in_the_declare_attackers_step_506_2_508_1(engine):
    """CR 506.2: the active player is the attacking player; CR 508.1: the declaration is the declare attackers
    step's turn-based action, not a main-phase action; CR 508.2: once made, it is not made again."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    assert ("not_active_player", "506.2") in engine.why_not(
        s, {"action": "declare_attackers", "player": "bob", "attackers": []}).failures
    main = make_state([bf("bear", "Grizzly Bears", "alice")], cards=CARDS)
    assert ("not_declare_attackers_step", "508.1") in engine.why_not(
        main, {"action": "declare_attackers", "attackers": ["bear"]}).failures
    after = declared(engine, s, [])
    assert ("attackers_already_declared", "508.2") in engine.why_not(
        after, {"action": "declare_attackers", "attackers": []}).failures


def test_attackers_tap_unless_vigilance_and_priority_follows_508_1f_508_2(engine):
    """CR 508.1f, 702.20b: attacking taps a creature unless it has vigilance; CR 508.1k: both are attacking
    (here, Bob: CR 508.1b); CR 508.2, 117.3a: then the active player receives priority."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice")])
    st = declared(engine, s, ["bear", {"object": "vig", "player": "bob"}])
    assert obj(st, "bear").get("tapped") is True and not obj(st, "vig").get("tapped")
    assert obj(st, "bear")["attacking"] == "bob" and obj(st, "vig")["attacking"] == "bob"
    assert st.doc["priority"] == "alice"
    assert [a.action["action"] for a in engine.legal_actions(st)] == ["pass"]


def test_apply_without_a_set_gives_each_legal_set_508_1a(engine):
    """CR 508.1a: any subset of the creatures that may attack; two that may attack only Bob: 2^2 = 4 states."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice"),
                     bf("tb", "Grizzly Bears", "alice", tapped=True)])
    outs = engine.apply(s, {"action": "declare_attackers"})
    sets = sorted(sorted(o["id"] for o in out.state.doc["objects"] if o.get("attacking")) for out in outs)
    assert sets == [[], ["bear"], ["bear", "vig"], ["vig"]]


def test_a_planeswalker_may_be_attacked_and_loses_loyalty_508_1b_120_3c(engine):
    """CR 508.1b: with Bob controlling a planeswalker, Alice announces what each attacker attacks; CR 510.1b,
    120.3c: the unblocked attacker's damage removes that many loyalty counters."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("jace", "Test Walker", "bob", counters={"loyalty": 5})])
    (act,) = engine.legal_actions(s)
    assert act.choices == {"attackers": [{"object": "bear", "may_attack": ["bob", "jace"]}]}
    assert len(engine.apply(s, {"action": "declare_attackers"})) == 3
    st = blocked(engine, to_blockers(engine, s, [{"object": "bear", "planeswalker": "jace"}]), [])
    st = passes(engine, st)
    assert obj(st, "jace")["counters"] == {"loyalty": 3} and life(st, "bob") == 20


def test_encouraging_aviator_attacks_and_becomes_prepared_508_3a_722_3a(engine):
    """CR 508.1m, 508.3a: the real card's "Whenever this creature attacks, it becomes prepared" triggers as it is
    declared as an attacker; it goes on the stack before Alice receives priority (CR 508.2b); once it resolves the
    Aviator is prepared (CR 722.3a) and the copy of its prepare spell, Jump, is in exile (CR 722.3c)."""
    s = attack_step([bf("aviator", "Encouraging Aviator", "alice")])
    st = declared(engine, s, ["aviator"])
    assert len(st.doc["stack"]) == 1 and st.doc["priority"] == "alice"
    st = passes(engine, st)
    d = engine.derive(st)
    assert d.object("aviator").designations == ["prepared"]
    assert [o.characteristics["name"] for o in d.objects if o.zone == "exile"] == ["Jump"]


def test_whenever_you_attack_triggers_once_508_3d(engine):
    """CR 508.3d: "whenever you attack" triggers if one or more of the player's creatures are declared."""
    card = {"name": "Test Attack Watcher", "mana_cost": "{1}", "types": ["enchantment"],
            "abilities": [{"trigger": {"you_attack": 1}, "effect": {"gain_life": 1}}]}
    s = make_state([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice"),
                    bf("watch", "Test Attack Watcher", "alice")], cards=CARDS + [card], phase="combat",
                   step="declare_attackers", priority=None)
    st = declared(engine, s, ["bear", "vig"])
    assert len(st.doc["stack"]) == 1


# --- CR 508.8: no attackers ---------------------------------------------------------------------------------


def test_no_attackers_skips_declare_blockers_and_combat_damage_508_8(engine):
    """CR 508.8: with no creature declared as an attacker, the game goes from the declare attackers step to the
    end of combat step."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = passes(engine, declared(engine, s, []))
    assert (st.doc["phase"], st.doc["step"], st.doc["priority"]) == ("combat", "end_of_combat", "alice")


def test_with_attackers_the_defending_player_declares_blockers_509_1(engine):
    """CR 509.1: the declare blockers step begins with the defending player's declaration, before priority."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = to_blockers(engine, s, ["bear"])
    (act,) = engine.legal_actions(st)
    assert (act.player, act.action, act.rules) == ("bob", {"action": "declare_blockers"}, ["509.1"])
    assert act.choices == {"blockers": [{"object": "bb", "may_block": ["bear"]}]}


# --- CR 509.1: declaring blockers ---------------------------------------------------------------------------


def test_flyer_is_blocked_only_by_flying_or_reach_702_9b_702_17b(engine):
    """CR 702.9b, 702.17b: a creature with flying can't be blocked except by creatures with flying or reach."""
    s = attack_step([bf("aviator", "Encouraging Aviator", "alice"), bf("bb", "Grizzly Bears", "bob"),
                     bf("reacher", "Test Reacher", "bob")])
    st = passes(engine, passes(engine, declared(engine, s, ["aviator"])))  # the trigger resolves, then the step ends
    assert st.doc["step"] == "declare_blockers"
    (act,) = engine.legal_actions(st)
    assert act.choices == {"blockers": [{"object": "reacher", "may_block": ["aviator"]}]}
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "aviator"}]})
    assert set(w.failures) == {("flying(aviator)", "702.9b"), ("flying(aviator)", "702.17b")}
    assert engine.why_not(st, {"action": "declare_blockers",
                               "blockers": [{"object": "reacher", "blocks": "aviator"}]}).legal


def test_tapped_creature_cant_block_509_1a(engine):
    """CR 509.1a: blockers must be untapped; and only creatures attacking the defending player can be blocked."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("home", "Grizzly Bears", "alice"),
                     bf("bb", "Grizzly Bears", "bob", tapped=True)])
    st = to_blockers(engine, s, ["bear"])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "home"}]})
    assert set(w.failures) == {("tapped(bb)", "509.1a"), ("not_attacking_you(home)", "509.1a")}


def test_menace_needs_two_blockers_702_111b(engine):
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures: one blocker is
    illegal, two are legal; undeclared, Bob's choices are no block or both (2 states, not 4)."""
    s = attack_step([bf("men", "Test Menace", "alice"), bf("b1", "Grizzly Bears", "bob"),
                     bf("b2", "Grizzly Bears", "bob")])
    st = to_blockers(engine, s, ["men"])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "b1", "blocks": "men"}]})
    assert w.failures == [("menace(men)", "702.111b")]
    assert engine.why_not(st, {"action": "declare_blockers", "blockers": [{"object": "b1", "blocks": "men"},
                                                                          {"object": "b2", "blocks": "men"}]}).legal
    assert len(engine.apply(st, {"action": "declare_blockers"})) == 2


def test_blocks_and_blocked_status_then_priority_509_1g_509_1h_509_2(engine):
    """CR 509.1g-h: the blocker is blocking the attacker, which is blocked; CR 509.2: the active player receives
    priority. Undeclared: two blockers, each blocking the one attacker or not: 4 states."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("b1", "Grizzly Bears", "bob"),
                     bf("b2", "Grizzly Bears", "bob")])
    st = to_blockers(engine, s, ["bear"])
    assert len(engine.apply(st, {"action": "declare_blockers"})) == 4
    bl = blocked(engine, st, [{"object": "b1", "blocks": "bear"}])
    assert obj(bl, "b1")["blocking"] == ["bear"] and obj(bl, "bear")["blocked"] is True
    assert bl.doc["priority"] == "alice"


# --- CR 510: combat damage ----------------------------------------------------------------------------------


def test_unblocked_and_blocked_damage_and_lethal_damage_510_1_704_5g(engine):
    """CR 510.1b: an unblocked attacker's damage goes to Bob; CR 510.1c-d: a blocked one and its blocker deal damage
    to each other; CR 704.5g: both 2/2s are destroyed; CR 510.3: Alice then has priority."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice"),
                     bf("bb", "Grizzly Bears", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear", "vig"]), [{"object": "bb", "blocks": "bear"}]))
    assert (st.doc["step"], st.doc["priority"]) == ("combat_damage", "alice")
    assert life(st, "bob") == 18
    assert obj(st, "bear")["zone"] == "graveyard" and obj(st, "bb")["zone"] == "graveyard"


def test_damage_divided_among_two_blockers_510_1c_example(engine):
    """CR 510.1c's Example: a 4/3 blocked by a 2/3 and a 1/1 assigns 4-0, 3-1, 2-2, 1-3 or 0-4: five ways."""
    s = attack_step([bf("regrower", "Test Regrower", "alice"), bf("spawn", "Test Spawn", "bob"),
                     bf("hunter", "Test Hunter", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["regrower"]), [{"object": "spawn", "blocks": "regrower"},
                                                                 {"object": "hunter", "blocks": "regrower"}])
    outs = engine.apply(passes(engine, st, 1), {"action": "pass"}, settle=False)
    splits = sorted((obj(o.state, "spawn").get("damage", 0), obj(o.state, "hunter").get("damage", 0)) for o in outs)
    assert splits == [(0, 4), (1, 3), (2, 2), (3, 1), (4, 0)]


def test_first_strike_deals_damage_in_its_own_step_510_4_702_7b(engine):
    """CR 510.4, 702.7b: the first striker deals its damage in a first combat damage step, the blocker dies
    (704.5g) before it would deal damage in the second step; then end of combat."""
    s = attack_step([bf("fs", "Test First", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["fs"]), [{"object": "bb", "blocks": "fs"}]))
    assert st.doc["step"] == "combat_damage" and st.doc.get("first_strike_damage_step") is True
    assert obj(st, "bb")["zone"] == "graveyard" and "damage" not in obj(st, "fs")
    st = passes(engine, st)
    assert st.doc["step"] == "combat_damage" and not st.doc.get("first_strike_damage_step")
    assert obj(st, "fs")["zone"] == "battlefield" and "damage" not in obj(st, "fs")
    assert passes(engine, st).doc["step"] == "end_of_combat"


def test_double_strike_deals_damage_in_both_steps_702_4b(engine):
    """CR 702.4b, 510.4: an unblocked 2/2 with double strike deals 2 in each combat damage step: Bob 16."""
    s = attack_step([bf("ds", "Test Double", "alice")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["ds"]), []))
    assert life(st, "bob") == 18
    assert life(passes(engine, st), "bob") == 16


def test_trample_assigns_lethal_to_the_blocker_first_702_19b(engine):
    """CR 702.19b: a 5/5 trampler blocked by a 2/2 assigns at least lethal (2) to it, the rest as its controller
    chooses between it and Bob: 2-3, 3-2, 4-1, 5-0."""
    s = attack_step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["tr"]), [{"object": "bb", "blocks": "tr"}])
    outs = engine.apply(passes(engine, st, 1), {"action": "pass"}, settle=False)
    assert sorted(20 - life(o.state, "bob") for o in outs) == [0, 1, 2, 3]


def test_deathtouch_destroys_and_is_lethal_for_trample_702_2b_702_2c(engine):
    """CR 702.2b, 704.5h: a 4/4 dealt 1 damage by a deathtouch 1/1 is destroyed; CR 702.2c: for a 3/3 deathtouch
    trampler, 1 damage is lethal, so it may assign 1, 2 or 3 to its blocker (3 ways)."""
    s = attack_step([bf("dt", "Test Touch", "alice"), bf("big", "Test Big", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["dt"]), [{"object": "big", "blocks": "dt"}]))
    assert obj(st, "big")["zone"] == "graveyard" and obj(st, "dt")["zone"] == "graveyard"
    s = attack_step([bf("dtt", "Test Touch Trampler", "alice"), bf("big", "Test Big", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["dtt"]), [{"object": "big", "blocks": "dtt"}])
    outs = engine.apply(passes(engine, st, 1), {"action": "pass"}, settle=False)
    assert sorted(20 - life(o.state, "bob") for o in outs) == [0, 1, 2]


def test_lifelink_gains_life_702_15b(engine):
    """CR 702.15b: an unblocked 3/3 with lifelink: Bob loses 3, Alice gains 3."""
    s = attack_step([bf("ll", "Test Lifelink", "alice")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["ll"]), []))
    assert (life(st, "alice"), life(st, "bob")) == (23, 17)


def test_combat_damage_to_a_player_triggers_striding_shotcaller_510_3a(engine):
    """CR 510.3a, 603.2: Striding Shotcaller (real card): "Whenever one or more creatures you control deal combat
    damage to a player, this creature becomes prepared": the unblocked Bears hit Bob, it triggers once."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("vig", "Test Vigil", "alice"),
                     bf("shot", "Striding Shotcaller", "alice")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear", "vig"]), []))
    assert life(st, "bob") == 16 and len(st.doc["stack"]) == 1
    assert engine.derive(passes(engine, st)).object("shot").designations == ["prepared"]


def test_no_combat_damage_to_a_player_no_trigger_510_3a(engine):
    """CR 510.3a: a blocked attacker deals no damage to a player: Striding Shotcaller doesn't trigger."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("shot", "Striding Shotcaller", "alice"),
                     bf("wall", "Test Wall", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear"]), [{"object": "wall", "blocks": "bear"}]))
    assert st.doc["stack"] == [] and obj(st, "wall")["damage"] == 2


# --- CR 511, 506.4: leaving combat --------------------------------------------------------------------------


def test_end_of_combat_removes_creatures_from_combat_511_3(engine):
    """CR 511.3: as the end of combat step ends, the creatures are removed from combat (no attacking, blocking or
    blocked creature in the postcombat main phase)."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("wall", "Test Wall", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["bear"]), [{"object": "wall", "blocks": "bear"}]))
    st = passes(engine, st)
    assert st.doc["step"] == "end_of_combat" and obj(st, "bear")["blocked"] is True
    st = passes(engine, st)
    assert st.doc["phase"] == "postcombat_main"
    for o in st.doc["objects"]:
        assert not ({"attacking", "blocking", "blocked"} & set(o))
    assert not st.doc.get("attackers_declared")


def test_a_creature_that_changes_controller_is_removed_from_combat_506_4(engine):
    """CR 506.4: a permanent whose controller changes is removed from combat."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice")])
    st = declared(engine, s, ["bear"])
    st = only(engine.apply(st, {"event": "gain_control", "object": "bear", "player": "bob"}))
    assert "attacking" not in obj(st, "bear")


# --- explore: the CR 722.3c play through legal actions (issue 12 point 6) -------------------------------------


@pytest.mark.long
def test_explore_finds_the_attack_that_prepares_a_token_copy_508_1_722_3a(engine):
    """CR 508.1, 508.3a, 722.3a: from the declare attackers step before the declaration, a token copy of Encouraging
    Aviator becomes prepared through legal actions alone: declare it as an attacker, its trigger goes on the stack
    (CR 603.3), both players pass (CR 117.4): four steps, no what-if event needed."""
    from pyglue.research.explore import explore

    st = make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1,
         "tapped": True},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "except": {"subtypes": ["Frog"], "power": 1, "toughness": 1},
                           "timestamp": 2}]}], phase="combat", step="declare_attackers", priority=None)
    length, plans = explore(engine, st, "token_copy_prepared", horizon=4, plans=5)
    assert length == 4 and plans
    for p in plans:
        assert p.steps[0].what == "declare_attackers" and p.steps[0].choices == {"attackers": ["frog"]}
        assert ("becomes_prepared(frog)", "722.3a") in p.steps[-1].events


def test_indestructible_survives_lethal_and_deathtouch_damage_702_12b_704_5g_704_5h(engine):
    """CR 702.12b: an indestructible 2/2 dealt lethal damage (CR 704.5g) or deathtouch damage (CR 704.5h) isn't
    destroyed; the damage stays marked (CR 120.6)."""
    s = attack_step([bf("dt", "Test Touch", "alice"), bf("bear", "Grizzly Bears", "alice"),
                     bf("stone", "Test Stone", "bob"), bf("stone2", "Test Stone", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["dt", "bear"]), [{"object": "stone", "blocks": "dt"},
                                                                 {"object": "stone2", "blocks": "bear"}])
    st = passes(engine, st)
    assert obj(st, "stone")["zone"] == "battlefield" and obj(st, "stone2")["zone"] == "battlefield"
    assert obj(st, "stone2")["damage"] == 2 and obj(st, "bear")["zone"] == "graveyard"
