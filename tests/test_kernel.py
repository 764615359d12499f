"""The kernel: timing, priority, mana payment, targets, the stack, turn structure, SBAs.

Each expectation comes from the CR rule named in the test's name or docstring.
"""

from __future__ import annotations

import pytest

from pyglue import IllegalAction

from .conftest import actions_of, lands, make_state, only

BOLT = {"name": "Shock", "mana_cost": "{R}", "types": ["instant"],
        "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [-2, -2], "until": "end_of_turn"}}}]}
FLASHER = {"name": "Ambush Viper", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Snake"],
           "power": 2, "toughness": 1, "abilities": ["flash", "deathtouch"]}
GIANT = {"name": "Giant Growth", "mana_cost": "{G}", "types": ["instant"],
         "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [3, 3], "until": "end_of_turn"}}}]}
DOUBLE_BLUE = {"name": "Counterspell", "mana_cost": "{U}{U}", "types": ["instant"],
               "abilities": [{"spell": {"target": "spell", "effect": {"counter": "target"}}}]}
HEXPROOF_BEAR = {"name": "Hexproof Bear", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
                 "power": 2, "toughness": 2, "abilities": ["hexproof"]}
SHROUD_BEAR = {"name": "Shroud Bear", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
               "power": 2, "toughness": 2, "abilities": ["shroud"]}
EXTRA = [BOLT, FLASHER, GIANT, DOUBLE_BLUE, HEXPROOF_BEAR, SHROUD_BEAR]


def st(objects, **top):
    return make_state(objects, cards=EXTRA, **top)


def hand(oid, card, owner="alice"):
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


BEARS = bf("bears", "Grizzly Bears", "bob")


# --- timing (CR 117.1a, 304.1, 307.1, 702.8a) -------------------------------------------------

def test_sorcery_castable_in_own_main_phase_with_empty_stack_307_1(engine):
    """CR 307.1: a sorcery in the active player's main phase with an empty stack is castable."""
    s = st([hand("croak", "Croaking Counterpart"), BEARS, *lands("alice", islands=2, forests=1)])
    assert ("alice", "cast", "croak") in actions_of(engine, s)


@pytest.mark.parametrize("where", [dict(phase="combat", step="declare_attackers"), dict(phase="beginning", step="upkeep")])
def test_sorcery_not_castable_outside_main_phase_307_1(engine, where):
    """CR 307.1, 117.1a: outside a main phase a sorcery can't be cast; why-not says so."""
    s = st([hand("croak", "Croaking Counterpart"), BEARS, *lands("alice", islands=2, forests=1)], **where)
    assert ("alice", "cast", "croak") not in actions_of(engine, s)
    w = engine.why_not(s, {"action": "cast", "object": "croak"})
    assert w.failures == [("needs_sorcery_timing", "117.1a")]


def test_sorcery_not_castable_with_nonempty_stack_307_1(engine):
    """CR 307.1: the stack must be empty for a sorcery."""
    s = st([hand("croak", "Croaking Counterpart"), BEARS, *lands("alice", islands=2, forests=2),
            {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob", "targets": ["bears"]}],
           stack=["shock"])
    assert ("alice", "cast", "croak") not in actions_of(engine, s)


def test_sorcery_not_castable_in_opponents_turn_307_1(engine):
    """CR 307.1: only during the main phase of the caster's own turn."""
    s = st([hand("croak", "Croaking Counterpart", "bob"), bf("av", "Encouraging Aviator"),
            *lands("bob", islands=2, forests=1)], priority="bob")
    w = engine.why_not(s, {"action": "cast", "object": "croak", "player": "bob"})
    assert ("needs_sorcery_timing", "117.1a") in w.failures


def test_instant_castable_in_opponents_turn_with_priority_304_1(engine):
    """CR 304.1, 117.1a: an instant can be cast any time its owner has priority."""
    s = st([hand("giant", "Giant Growth", "bob"), BEARS, *lands("bob", forests=1)],
           phase="combat", step="declare_attackers", priority="bob")
    assert ("bob", "cast", "giant") in actions_of(engine, s)


def test_flash_creature_castable_at_instant_speed_702_8a(engine):
    """CR 702.8a: flash lets a creature be cast any time its owner could cast an instant."""
    s = st([hand("viper", "Ambush Viper", "bob"), *lands("bob", forests=2)],
           phase="combat", step="declare_attackers", priority="bob")
    (a,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "viper"]
    assert "702.8a" in a.rules


def test_creature_without_flash_needs_sorcery_timing_117_1a(engine):
    """CR 117.1a: a noninstant spell (here a creature) needs the main phase and an empty stack."""
    s = st([hand("bears2", "Grizzly Bears"), *lands("alice", forests=2)], phase="combat", step="beginning_of_combat")
    assert ("needs_sorcery_timing", "117.1a") in engine.why_not(s, {"action": "cast", "object": "bears2"}).failures


def test_no_priority_no_cast_117_1(engine):
    """CR 117.1: only the player with priority may cast spells."""
    s = st([hand("giant", "Giant Growth", "bob"), BEARS, *lands("bob", forests=1)])
    assert ("no_priority", "117.1") in engine.why_not(s, {"action": "cast", "object": "giant", "player": "bob"}).failures
    assert actions_of(engine, s, "bob") == set()


def test_pass_is_listed_for_the_priority_holder_only_117_3d(engine):
    """CR 117.3d: the player who holds priority may pass; nobody else has an action then."""
    s = st([BEARS])
    assert actions_of(engine, s) == {("alice", "pass", None)}


def test_cards_in_other_zones_are_not_castable_601_3(engine):
    """CR 601.3: a rule must allow casting from a zone; a card in the graveyard can't be cast normally."""
    s = st([{"id": "giant", "card": "Giant Growth", "zone": "graveyard", "owner": "alice"}, BEARS,
            *lands("alice", forests=1)])
    w = engine.why_not(s, {"action": "cast", "object": "giant"})
    assert ("no_permission(graveyard)", "601.3") in w.failures


def test_opponents_card_in_hand_not_castable_601_3(engine):
    """CR 601.3: a player can't cast a card from another player's hand."""
    s = st([hand("giant", "Giant Growth", "bob"), BEARS, *lands("alice", forests=1)])
    assert ("no_permission(hand)", "601.3") in engine.why_not(s, {"action": "cast", "object": "giant"}).failures


# --- lands (CR 305) ------------------------------------------------------------------------

def test_land_is_played_not_cast_305_1(engine):
    """CR 305.1, 116.2a: a land is played as a special action, never cast."""
    s = st([hand("isl", "Island")])
    assert ("alice", "play", "isl") in actions_of(engine, s)
    assert ("land_is_played_not_cast", "305.1") in engine.why_not(s, {"action": "cast", "object": "isl"}).failures


def test_one_land_per_turn_305_2(engine):
    """CR 305.2: after playing a land this turn, another can't be played; the player keeps priority (CR 116.3)."""
    s = st([hand("isl", "Island"), hand("for", "Forest")])
    s2 = only(engine.apply(s, {"action": "play", "object": "isl"}))
    assert s2.doc["priority"] == "alice"
    assert [o["zone"] for o in s2.doc["objects"] if o["id"] == "isl"] == ["battlefield"]
    assert ("land_already_played", "305.2b") in engine.why_not(s2, {"action": "play", "object": "for"}).failures


# --- mana payment (CR 601.2g-h, 106, 305.6) --------------------------------------------------

def test_basic_land_types_give_mana_abilities_305_6(engine):
    """CR 305.6: an Island taps for {U}; {U}{U} with two Islands is payable."""
    s = st([hand("cs", "Counterspell"), *lands("alice", islands=2), BEARS,
            {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob", "targets": ["bears"]}], stack=["shock"])
    assert ("alice", "cast", "cs") in actions_of(engine, s)


def test_colored_requirement_needs_the_right_sources_601_2h(engine):
    """CR 601.2h: {U}{U} can't be paid with an Island and a Forest, though two mana are available."""
    s = st([hand("cs", "Counterspell"), *lands("alice", islands=1, forests=1), BEARS,
            {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob", "targets": ["bears"]}], stack=["shock"])
    assert ("cannot_pay({U}{U})", "601.2h") in engine.why_not(s, {"action": "cast", "object": "cs"}).failures


def test_tapped_lands_do_not_pay_107_5(engine):
    """CR 107.5, 605: a tapped land can't be tapped again to pay for mana."""
    s = st([hand("giant", "Giant Growth"), BEARS, *lands("alice", forests=1, tapped=True)])
    assert ("cannot_pay({G})", "601.2h") in engine.why_not(s, {"action": "cast", "object": "giant"}).failures


def test_mana_pool_pays_601_2h(engine):
    """CR 601.2h, 106.4: mana in the pool pays costs; what is left stays in the pool."""
    s = st([hand("giant", "Giant Growth"), BEARS],
           players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}"}, {"name": "bob", "life": 20}])
    s2 = only(engine.apply(s, {"action": "cast", "object": "giant", "targets": ["bears"]}))
    assert s2.doc["players"][0]["mana_pool"] == "{G}"


def test_generic_mana_any_color_601_2h(engine):
    """CR 107.4b, 601.2h: {1}{G}{U} is paid by Forest + Island + any third source; each resulting
    state taps a different set of lands (3 Islands: which two Islands pay is a choice)."""
    s = st([hand("croak", "Croaking Counterpart"), BEARS, *lands("alice", islands=3, forests=1)])
    outs = engine.apply(s, {"action": "cast", "object": "croak", "targets": ["bears"]})
    tapped = sorted(tuple(sorted(o["id"] for o in out.state.doc["objects"] if o.get("tapped"))) for out in outs)
    assert tapped == [("aforest1", "aisland1", "aisland2"), ("aforest1", "aisland1", "aisland3"),
                      ("aforest1", "aisland2", "aisland3")]


def test_chosen_payment_must_cover_the_cost_601_2h(engine):
    """CR 601.2h: partial payments are not allowed: naming only Islands for {1}{G}{U} is refused, and
    why-not says the named sources can't pay."""
    s = st([hand("croak", "Croaking Counterpart"), BEARS, *lands("alice", islands=3, forests=1)])
    with pytest.raises(IllegalAction) as info:
        engine.apply(s, {"action": "cast", "object": "croak", "targets": ["bears"],
                         "payment": ["aisland1", "aisland2", "aisland3"]})
    assert info.value.why.failures == [("cannot_pay({1}{G}{U})", "601.2h")]


# --- targets (CR 115, 601.2c, 702.11b, 702.18a) -----------------------------------------------

def test_no_legal_target_no_cast_601_2c(engine):
    """CR 601.2c: a targeted spell with no legal target can't be cast."""
    s = st([hand("giant", "Giant Growth"), *lands("alice", forests=1)])
    assert ("no_legal_target(1)", "601.2c") in engine.why_not(s, {"action": "cast", "object": "giant"}).failures


def test_hexproof_stops_only_opponents_702_11b(engine):
    """CR 702.11b: hexproof: the controller may target it, the opponent may not."""
    s = st([hand("giant", "Giant Growth"), bf("hb", "Hexproof Bear", "bob"), bf("mine", "Hexproof Bear"),
            *lands("alice", forests=1)])
    (a,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "giant"]
    assert a.targets == [["mine"]]


def test_shroud_stops_everyone_702_18a(engine):
    """CR 702.18a: shroud: nobody can target it, not even its controller."""
    s = st([hand("giant", "Giant Growth"), bf("sb", "Shroud Bear"), *lands("alice", forests=1)])
    assert ("no_legal_target(1)", "601.2c") in engine.why_not(s, {"action": "cast", "object": "giant"}).failures


def test_illegal_chosen_target_is_refused_601_2c(engine):
    """CR 601.2c: a chosen target must be legal: Croaking Counterpart can't target a Frog."""
    frog = {"id": "frog", "zone": "battlefield", "owner": "bob", "token": True,
            "characteristics": {"name": "Frog", "types": ["creature"], "subtypes": ["Frog"], "colors": ["green"],
                                "power": 1, "toughness": 1}}
    s = st([hand("croak", "Croaking Counterpart"), frog, BEARS, *lands("alice", islands=2, forests=1)])
    w = engine.why_not(s, {"action": "cast", "object": "croak", "targets": ["frog"]})
    assert ("illegal_target(1, frog)", "601.2c") in w.failures
    with pytest.raises(IllegalAction):
        engine.apply(s, {"action": "cast", "object": "croak", "targets": ["frog"]})


def test_each_target_choice_is_a_resulting_state_601_2c(engine):
    """CR 601.2c: an open target choice gives one resulting state per legal target."""
    s = st([hand("giant", "Giant Growth"), BEARS, bf("b2", "Grizzly Bears"), *lands("alice", forests=1)])
    outs = engine.apply(s, {"action": "cast", "object": "giant"})
    assert sorted(o["targets"][0] for out in outs for o in out.state.doc["objects"] if o["id"] == "giant") == ["b2", "bears"]


# --- priority, the stack and resolution (CR 117.3-117.4, 405, 608) -----------------------------

def test_passing_gives_priority_to_next_player_117_3d(engine):
    """CR 117.3d: after a pass the next player in turn order receives priority."""
    s2 = only(engine.apply(st([BEARS]), {"action": "pass"}))
    assert (s2.doc["priority"], s2.doc["passed"]) == ("bob", ["alice"])


def test_all_pass_with_empty_stack_ends_the_step_117_4_500_2(engine):
    """CR 117.4, 500.2: when all pass with an empty stack, the step ends; the active player gets priority (117.3a)."""
    s = only(engine.apply(only(engine.apply(st([BEARS]), {"action": "pass"})), {"action": "pass"}))
    assert (s.doc["phase"], s.doc["step"], s.doc["priority"], s.doc["passed"]) == \
        ("combat", "beginning_of_combat", "alice", [])


def test_all_pass_resolves_top_of_stack_117_4_608_2n(engine):
    """CR 117.4, 608.2n, 117.3b: the top object resolves (the instant goes to the graveyard) and the active
    player receives priority."""
    s = st([hand("giant", "Giant Growth"), BEARS, *lands("alice", forests=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "targets": ["bears"]}))
    assert s.doc["priority"] == "alice"
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert [o["zone"] for o in s.doc["objects"] if o["id"] == "giant"] == ["graveyard"]
    ch = engine.derive(s).object("bears").characteristics
    assert (ch["power"], ch["toughness"]) == (5, 5)
    assert s.doc["priority"] == "alice" and s.doc["stack"] == []


def test_spell_with_illegal_target_does_not_resolve_608_2b(engine):
    """CR 608.2b: if the only target left the battlefield, the spell doesn't resolve and has no effect."""
    s = st([hand("giant", "Giant Growth"), BEARS, *lands("alice", forests=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "targets": ["bears"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert [o["zone"] for o in s.doc["objects"] if o["id"] == "giant"] == ["graveyard"]
    assert s.doc["continuous_effects"] == []


def test_counter_moves_target_spell_to_graveyard_701_6a(engine):
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    s = st([hand("cs", "Counterspell", "bob"), BEARS, *lands("bob", islands=2), *lands("alice", forests=1),
            hand("giant", "Giant Growth")])
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "targets": ["bears"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "cast", "object": "cs", "targets": ["giant"]}))
    assert s.doc["stack"] == ["giant", "cs"]
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert {o["id"]: o["zone"] for o in s.doc["objects"]}["giant"] == "graveyard"


# --- turn structure (CR 500, 502.3, 514.2) ----------------------------------------------------

def test_end_turn_untaps_next_player_and_ends_effects_502_3_514_2(engine):
    """CR 514.2: "until end of turn" effects end in cleanup; CR 502.3: the new active player untaps."""
    s = st([BEARS, *lands("bob", forests=1, tapped=True), *lands("alice", islands=1, tapped=True)],
           continuous_effects=[{"id": "e1", "affects": ["bears"], "modify_pt": [3, 3], "until": "end_of_turn"}])
    s2 = only(engine.apply(s, {"event": "end_turn"}))
    assert (s2.doc["turn"], s2.doc["active_player"], s2.doc["priority"], s2.doc["step"]) == (4, "bob", "bob", "upkeep")
    tapped = {o["id"] for o in s2.doc["objects"] if o.get("tapped")}
    assert tapped == {"aisland1"}
    assert s2.doc["continuous_effects"] == []


# --- state-based actions (CR 704) ---------------------------------------------------------------

def test_token_off_the_battlefield_ceases_704_5d(engine):
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist."""
    tok = {"id": "t", "zone": "graveyard", "owner": "alice", "token": True,
           "characteristics": {"name": "Soldier", "types": ["creature"], "power": 1, "toughness": 1}}
    s = st([tok])
    assert engine.derive(s).pending == ["sba"]
    s2 = only(engine.apply(s, {"event": "state_based_actions"}))
    assert s2.doc["objects"] == []


def test_zero_toughness_creature_dies_704_5f(engine):
    """CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard."""
    s = st([BEARS], continuous_effects=[{"id": "e1", "affects": ["bears"], "modify_pt": [-2, -2]}])
    s2 = only(engine.apply(s, {"event": "state_based_actions"}))
    assert [o["zone"] for o in s2.doc["objects"]] == ["graveyard"]


def test_lethal_damage_destroys_704_5g(engine):
    """CR 704.5g: damage at least equal to toughness destroys the creature."""
    s = st([dict(BEARS, damage=2)])
    s2 = only(engine.apply(s, {"event": "state_based_actions"}))
    assert [o["zone"] for o in s2.doc["objects"]] == ["graveyard"]


def test_zone_change_makes_a_new_object_400_7(engine):
    """CR 400.7: a permanent that changes zones loses its status, designations and the effects on it."""
    s = st([dict(BEARS, tapped=True, counters={"+1/+1": 2})],
           continuous_effects=[{"id": "e1", "affects": ["bears"], "gain_abilities": ["flying"]}])
    s2 = only(engine.apply(s, {"event": "move", "object": "bears", "to": "hand"}))
    (b,) = s2.doc["objects"]
    assert b["zone"] == "hand" and not b.get("tapped") and not b.get("counters")
    assert s2.doc["continuous_effects"][0]["affects"] == []


def test_control_change_layer_2_613_1b(engine):
    """CR 613.1b: a control-changing effect makes the new player the controller."""
    s2 = only(engine.apply(st([BEARS]), {"event": "gain_control", "object": "bears", "player": "alice"}))
    assert engine.derive(s2).object("bears").controller == "alice"


def test_counter_event_on_spell_and_ability_701_6(engine):
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability is removed from the stack."""
    s = st([hand("giant", "Giant Growth"), BEARS, *lands("alice", forests=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "giant", "targets": ["bears"]}))
    s2 = only(engine.apply(s, {"event": "counter", "object": "giant"}))
    assert ({o["id"]: o["zone"] for o in s2.doc["objects"]}["giant"], s2.doc["stack"]) == ("graveyard", [])
    ab = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
          "ability": {"source": "bears", "text": {"trigger": "attacks", "effect": {"become_prepared": "self"}}}}
    s3 = only(engine.apply(st([BEARS, ab], stack=["trig"]), {"event": "counter", "object": "trig"}))
    assert "trig" not in {o["id"] for o in s3.doc["objects"]}


def test_untap_uses_control_after_cleanup_502_3_514_2(engine):
    """CR 514.2 ends an "until end of turn" control effect in cleanup; then in the next turn's untap step
    its owner, now the active player and its controller again, untaps it (CR 502.3)."""
    s = st([dict(BEARS, tapped=True)], phase="ending", step="end",
           continuous_effects=[{"id": "thr", "affects": ["bears"], "gain_control": "alice", "until": "end_of_turn"}])
    s2 = only(engine.apply(s, {"event": "end_turn"}))
    assert s2.doc["active_player"] == "bob"
    assert [o.get("tapped", False) for o in s2.doc["objects"]] == [False]


def test_attackers_leave_combat_at_end_of_combat_511_3(engine):
    """CR 511.3: as the end of combat step ends, creatures are removed from combat."""
    s = st([dict(BEARS, owner="alice", attacking=True)], phase="combat", step="end_of_combat")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["phase"] == "postcombat_main" and not s.doc["objects"][0].get("attacking")


def test_ability_of_a_source_that_changed_zones_does_not_follow_it_400_7(engine):
    """CR 400.7: the attack trigger's "it" is the Aviator that attacked; after a blink it is a new object,
    so the resolving ability doesn't make the new one prepared."""
    s = st([{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}],
           phase="combat", step="declare_attackers")
    s = only(engine.apply(s, {"event": "attacks", "object": "aviator"}))
    s = only(engine.apply(s, {"event": "move", "object": "aviator", "to": "hand"}))
    s = only(engine.apply(s, {"event": "move", "object": "aviator", "to": "battlefield"}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert engine.derive(s).object("aviator").designations == []
    assert [o for o in s.doc["objects"] if o["zone"] == "exile"] == []


def test_mana_value_counts_x_on_the_stack_202_3e(engine):
    """CR 202.3e: on the stack X is the value chosen for it; elsewhere X is 0."""
    xspell = {"name": "Test Blaze", "mana_cost": "{X}{R}", "types": ["sorcery"]}
    s = make_state([{"id": "xb", "card": "Test Blaze", "zone": "stack", "owner": "alice", "controller": "alice",
                     "x": 3},
                    {"id": "xh", "card": "Test Blaze", "zone": "hand", "owner": "alice"}],
                   cards=[xspell], stack=["xb"])
    d = engine.derive(s)
    assert (d.object("xb").mana_value, d.object("xh").mana_value) == (4, 1)


def test_untap_after_cleanup_with_two_control_effects_502_3(engine):
    """CR 514.2, 502.3, 613.7: a later "until end of turn" control effect ends in cleanup; the earlier one
    (forever) gives bob control again, so bob untaps the permanent in his untap step."""
    s = st([dict(BEARS, owner="alice", tapped=True)], phase="ending", step="end",
           continuous_effects=[{"id": "e1", "affects": ["bears"], "gain_control": "bob", "timestamp": 5},
                               {"id": "e2", "affects": ["bears"], "gain_control": "alice", "until": "end_of_turn",
                                "timestamp": 10}])
    s2 = only(engine.apply(s, {"event": "end_turn"}))
    assert s2.doc["active_player"] == "bob" and not s2.doc["objects"][0].get("tapped")


def test_draw_step_draws_the_top_card_504_1_121_1(engine):
    """CR 504.1, 121.1: as the draw step begins the active player draws the top card of their library (listed
    top first); the second card stays."""
    s = st([{"id": "top", "card": "Island", "zone": "library", "owner": "alice"},
            {"id": "second", "card": "Forest", "zone": "library", "owner": "alice"}],
           phase="beginning", step="upkeep")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["step"] == "draw"
    assert {o["id"]: o["zone"] for o in s.doc["objects"]} == {"top": "hand", "second": "library"}


def test_no_draw_on_the_first_turn_of_the_starting_player_103_8a(engine):
    """CR 103.8a: in a two-player game the player who plays first skips the draw of their first turn."""
    s = st([{"id": "top", "card": "Island", "zone": "library", "owner": "alice"}],
           turn=1, phase="beginning", step="upkeep")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert {o["id"]: o["zone"] for o in s.doc["objects"]} == {"top": "library"}


def test_107_3b_a_spell_cast_without_paying_its_mana_cost_has_x_0(engine):
    """CR 107.3b (issue 27 item 1): Blaze ({X}{R}: "Blaze deals X damage to any target.") cast through an effect that
    lets Alice cast it without paying its mana cost: 0 is the only legal X. X = 3 is refused naming 107.3b; with no X
    given it resolves dealing 0 damage (Bob stays at 20)."""
    s = make_state([{"id": "bz", "card": "Blaze", "zone": "hand", "owner": "alice"}],
                   continuous_effects=[{"id": "fr", "affects": ["bz"], "free_cast_for": "alice"}])
    cast = {"action": "cast", "object": "bz", "cost": "free", "targets": ["bob"]}
    assert engine.why_not(s, dict(cast, x=3)).failures == [("x_must_be_0", "107.3b")]
    with pytest.raises(IllegalAction):
        engine.apply(s, dict(cast, x=3))
    out = only(engine.apply(s, cast))
    out = only(engine.apply(only(engine.apply(out, {"action": "pass"})), {"action": "pass"}))
    assert next(p["life"] for p in out.doc["players"] if p["name"] == "bob") == 20
