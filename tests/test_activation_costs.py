"""Activation costs besides mana and {T}, and activation restrictions (CR 118.3, 602.1, 602.2b, 602.5b, 602.5d),
end to end with the real preparation cards Harmonized Trio, Lluwen, Exchange Student and Sanar, Unfinished Genius
(their abilities parsed from data/oracle/library_source.json; rules_asp/kernel/activation_costs.lp). Each expected
answer is worked out from the CR text named in the test's docstring before the engine was run."""

from __future__ import annotations

from typing import Any

from .conftest import only
from .test_prepare_creature_cards import abilities_on_stack, bf, prepared, resolve_all, st, zone

TRIO = "Harmonized Trio"
LLUWEN = "Lluwen, Exchange Student"
SANAR = "Sanar, Unfinished Genius"
BEAR = "Grizzly Bears"

TRIO_AB = {"activated": {"cost": "", "tap": True, "effect": {"become_prepared": "self"}}}
LLUWEN_AB = {"activated": {"cost": "", "tap": False, "effect": {"become_prepared": "self"}}}
SANAR_AB = {"activated": {"cost": "", "tap": True, "effect": {"create_token": "Treasure"}}}
OPT = {"name": "Test Opt", "mana_cost": "{U}", "types": ["instant"], "notes": "a test instant (no effect)"}


def activate(obj: str, ability: dict[str, Any]) -> dict[str, Any]:
    return {"action": "activate", "object": obj, "ability": ability}


def activations(engine, s) -> list:
    return [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]


def objects(s) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in s.doc["objects"]}


# --- Harmonized Trio: "{T}, Tap two untapped creatures you control: This creature becomes prepared."


def test_trio_taps_itself_and_two_other_creatures_602_2b_118_3(engine):
    """CR 602.2b, 118.3: alice controls the Trio and two untapped Bears (one of them summoning sick: CR 302.6
    restricts only a creature's own {T} abilities) and a tapped third Bear, which can't pay. The activation is
    legal; paying taps the Trio ({T}, CR 107.5) and both untapped Bears; as it resolves the Trio becomes prepared
    (CR 722.3a)."""
    s = st([bf("trio", TRIO), bf("b1", BEAR), bf("b2", BEAR, summoning_sick=True), bf("b3", BEAR, tapped=True)],
           [TRIO])
    (act,) = activations(engine, s)
    assert act.action == activate("trio", TRIO_AB)
    s = only(engine.apply(s, activate("trio", TRIO_AB)))
    objs = objects(s)
    assert [objs[i].get("tapped", False) for i in ("trio", "b1", "b2", "b3")] == [True, True, True, True]
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    (out,) = resolve_all(engine, s)
    assert prepared(engine, out, "trio")


def test_trio_needs_two_other_untapped_creatures_118_3(engine):
    """CR 118.3, 602.2b: with one other untapped creature (the second Bear is tapped, bob's Bear isn't alice's) the
    cost can't be paid; the Trio's own {T} already taps it, so it can't be one of the two (CR 107.5)."""
    s = st([bf("trio", TRIO), bf("b1", BEAR), bf("b2", BEAR, tapped=True), bf("b9", BEAR, owner="bob")], [TRIO])
    assert activations(engine, s) == []
    w = engine.why_not(s, activate("trio", TRIO_AB))
    assert not w.legal and ("cannot_pay(tap_untapped_creatures(2))", "118.3") in w.failures


def test_trio_with_three_other_creatures_one_state_per_choice_118_3(engine):
    """CR 118.3, 601.2h via 602.2b: with three untapped Bears alice chooses which two pay: three resulting states,
    each with exactly two Bears tapped."""
    s = st([bf("trio", TRIO), bf("b1", BEAR), bf("b2", BEAR), bf("b3", BEAR)], [TRIO])
    outs = [o.state for o in engine.apply(s, activate("trio", TRIO_AB))]
    picks = sorted(tuple(i for i in ("b1", "b2", "b3") if objects(o)[i].get("tapped")) for o in outs)
    assert picks == [("b1", "b2"), ("b1", "b3"), ("b2", "b3")]


# --- Lluwen: "Exile a creature card from your graveyard: Lluwen becomes prepared. Activate only as a sorcery."


def test_lluwen_exiles_a_creature_card_and_becomes_prepared_118_3_602_5d(engine):
    """CR 118.3, 602.2b: alice's graveyard holds a Bear card and an instant; in her main phase with an empty stack
    (CR 602.5d, 307.1) the activation is legal; paying exiles the Bear (the only creature card), the instant stays;
    as it resolves Lluwen becomes prepared (CR 722.3a)."""
    s = st([bf("ll", LLUWEN), zone("g1", BEAR, "graveyard"), zone("g2", "Test Bolt", "graveyard")], [LLUWEN])
    (act,) = activations(engine, s)
    assert act.action == activate("ll", LLUWEN_AB)
    s = only(engine.apply(s, activate("ll", LLUWEN_AB)))
    objs = objects(s)
    assert (objs["g1"]["zone"], objs["g2"]["zone"]) == ("exile", "graveyard")
    (out,) = resolve_all(engine, s)
    assert prepared(engine, out, "ll")


def test_lluwen_needs_a_creature_card_in_your_own_graveyard_118_3_404_2(engine):
    """CR 118.3: only an instant in alice's graveyard and a Bear card in bob's (not "your graveyard"): the cost
    can't be paid."""
    s = st([bf("ll", LLUWEN), zone("g2", "Test Bolt", "graveyard"), zone("g9", BEAR, "graveyard", owner="bob")],
           [LLUWEN])
    assert activations(engine, s) == []
    w = engine.why_not(s, activate("ll", LLUWEN_AB))
    assert ("cannot_pay(exile_creature_card_from_graveyard)", "118.3") in w.failures


def test_lluwen_only_as_a_sorcery_602_5d(engine):
    """CR 602.5d, 307.1: with a spell on the stack, or in bob's turn, alice can't activate it."""
    gy = zone("g1", BEAR, "graveyard")
    s = st([bf("ll", LLUWEN), gy, zone("sp", "Test Bolt", "stack", owner="bob")], [LLUWEN], stack=["sp"])
    w = engine.why_not(s, activate("ll", LLUWEN_AB))
    assert not w.legal and ("needs_sorcery_timing", "602.5d") in w.failures
    s = st([bf("ll", LLUWEN), gy], [LLUWEN], active_player="bob")
    assert ("needs_sorcery_timing", "602.5d") in engine.why_not(s, activate("ll", LLUWEN_AB)).failures


# --- Sanar: "{T}: Create a Treasure token. Activate only if you've cast an instant or sorcery spell this turn."


def test_sanar_not_before_an_instant_or_sorcery_is_cast_602_5b(engine):
    """CR 602.5b: alice has cast no spell this turn, or only a creature spell (spells_cast 1, instants and
    sorceries 0): the activation isn't legal."""
    s = st([bf("sn", SANAR)], [SANAR])
    assert activations(engine, s) == []
    assert ("no_instant_or_sorcery_cast_this_turn", "602.5b") in engine.why_not(s, activate("sn", SANAR_AB)).failures
    s = st([bf("sn", SANAR)], [SANAR], players=[{"name": "alice", "life": 20, "mana_pool": "",
                                                 "spells_cast_this_turn": 1},
                                                {"name": "bob", "life": 20, "mana_pool": ""}])
    assert activations(engine, s) == []


def test_sanar_after_casting_an_instant_makes_a_treasure_602_5b_111_10a(engine):
    """CR 601.2i, 602.5b: alice casts an instant (paying {U} with an Island); with it still on the stack she may
    activate Sanar (no timing restriction, CR 117.1b); the ability resolves first (CR 405.5) and creates a
    Treasure token for her (CR 111.10a)."""
    s = st([bf("sn", SANAR), bf("is", "Island"), zone("opt", "Test Opt", "hand")], [SANAR], extra=[OPT])
    s = only(engine.apply(s, {"action": "cast", "object": "opt"}))
    (act,) = activations(engine, s)
    assert act.action == activate("sn", SANAR_AB)
    s = only(engine.apply(s, activate("sn", SANAR_AB)))
    assert objects(s)["sn"].get("tapped")
    (out,) = resolve_all(engine, s)
    d = engine.derive(out)
    assert [(o.characteristics["name"], o.controller) for o in d.objects if o.token] == [("Treasure Token", "alice")]


def test_sanar_count_from_the_state_file_602_5b(engine):
    """CR 602.5b: a state whose player entry says one instant or sorcery was cast this turn allows it."""
    s = st([bf("sn", SANAR)], [SANAR], players=[{"name": "alice", "life": 20, "mana_pool": "",
                                                 "instants_sorceries_cast_this_turn": 1},
                                                {"name": "bob", "life": 20, "mana_pool": ""}])
    assert [a.action for a in activations(engine, s)] == [activate("sn", SANAR_AB)]


# --- Skycoach Conductor's prepare spell All Aboard: "Exile target non-Pilot creature you control, then return that
# card to the battlefield under its owner's control."

ABOARD_TEXT = ("Exile target non-Pilot creature you control, then return that card to the battlefield under its "
               "owner's control.")
SKY = "Skycoach Conductor"


def aboard_card() -> dict[str, Any]:
    from pyglue.oracle import parse_text
    return {"name": "Test All Aboard", "mana_cost": "{U}", "types": ["instant"], "notes": ABOARD_TEXT,
            "abilities": parse_text(ABOARD_TEXT, "All Aboard", ["instant"])}


def pass_both(engine, s) -> list:
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def test_all_aboard_returns_a_new_object_under_its_owner_701_13a_400_7_110_2(engine):
    """CR 701.13a, 400.7, 110.2: alice controls bob's tapped Bear with a +1/+1 counter; All Aboard exiles it and
    returns it under its owner bob's control as a new object: untapped, no counter, summoning sick (CR 302.6)."""
    s = st([bf("bear", BEAR, owner="bob", controller="alice", tapped=True, counters={"+1/+1": 1}),
            zone("sp", "Test All Aboard", "stack", controller="alice", targets=["bear"])],
           [], extra=[aboard_card()], stack=["sp"])
    (out,) = pass_both(engine, s)
    bear = objects(out)["bear"]
    assert bear["zone"] == "battlefield" and not bear.get("tapped") and not bear.get("counters")
    d = engine.derive(out)
    assert d.object("bear").controller == "bob"
    assert bear.get("summoning_sick") is True
    assert objects(out)["sp"]["zone"] == "graveyard"


def test_all_aboard_lluwen_enters_prepared_again_722_3a(engine):
    """CR 400.7, 722.3a: an unprepared Lluwen ("Lluwen enters prepared") comes back as a new object that enters
    the battlefield: it enters prepared."""
    s = st([bf("ll", LLUWEN), zone("sp", "Test All Aboard", "stack", controller="alice", targets=["ll"])],
           [LLUWEN], extra=[aboard_card()], stack=["sp"])
    assert not prepared(engine, s, "ll")
    (out,) = pass_both(engine, s)
    assert objects(out)["ll"]["zone"] == "battlefield" and prepared(engine, out, "ll")


def test_all_aboard_cannot_target_a_pilot_or_an_opponents_creature_115_1(engine):
    """CR 115.1, 601.2c: Skycoach Conductor is a Bird Pilot and bob's Bear isn't alice's: neither is a legal target;
    alice's own Bear is."""
    s = st([bf("sky", SKY), bf("b9", BEAR, owner="bob"), bf("b1", BEAR), bf("is", "Island"),
            zone("aa", "Test All Aboard", "hand")], [SKY], extra=[aboard_card()])
    for bad in ("sky", "b9"):
        assert not engine.why_not(s, {"action": "cast", "object": "aa", "targets": [bad]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "aa", "targets": ["b1"]}).legal


def test_all_aboard_a_token_does_not_come_back_111_7_111_8(engine):
    """CR 111.7, 111.8: a token exiled this way ceases to exist; it doesn't return."""
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
           "characteristics": {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
                               "power": 1, "toughness": 1}}
    s = st([tok, zone("sp", "Test All Aboard", "stack", controller="alice", targets=["tok"])],
           [], extra=[aboard_card()], stack=["sp"])
    outs = pass_both(engine, s)
    assert outs and all("tok" not in objects(o) or objects(o)["tok"]["zone"] != "battlefield" for o in outs)
