"""Review of session 9's new tests (branch review10): cases of the same rules the reviewed tests missed, each expected
value worked out from the September 25, 2026 CR and the bundled library's Oracle text before running the engine.

Cards (Oracle text): Hallway Heckler "{T}, Discard a card: Draw a card."; Chandra's Regulator "{1}, {T}, Discard a
Mountain card or a red card: Draw a card."; Zethi, Arcane Blademaster {1}{W}{U} "Multikicker {W/U}"; Ertai's Meddling
{X}{U} "X can't be 0."; Caller of the Untamed "{X}, {T}: Create a token that's a copy of a card you exiled with cards
named Caller of the Untamed. X is the mana value of that card."; Hall of Mirrors (Artifact - Attraction); Afflicted
Deserter (double-faced, back Werewolf Ransacker); Clone; Hulking Metamorph (Prototype); Dimir Doppelganger "{1}{U}{B}:
Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability.";
Runeclaw Bear (vanilla 2/2).
"""

from __future__ import annotations

import pytest

from .conftest import make_state
from .test_costs_more import zone
from .test_gaps10 import bf, hand
from .test_input_errors import assert_problem, base_doc, problems_of
from .test_spellcopy3 import spell
from .test_spellcopy_cast import abilities_on_stack, obj


def _players(alice_pool: str) -> list[dict]:
    return [{"name": "alice", "life": 20, "mana_pool": alice_pool}, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_a_discard_cost_takes_a_card_of_her_own_hand_and_a_summoning_sick_heckler_cant_tap_602_5a_118_3(engine):
    """Alice controls two Hallway Hecklers (hh1 came under her control this turn: summoning sick, 302.6) and Chandra's
    Regulator, {C} in her pool; her hand is one Lightning Bolt (a red card), Bob's hand a Mountain. Legal: the
    Regulator (its {1} paid by the {C}) and hh2, each discarding the Bolt only: Bob's Mountain isn't in her hand
    (701.9a, 118.3), and the Bolt is red (the Regulator's "a red card"). hh1's {T} can't be paid (602.5a), with or
    without a card named. Apply hh2 discarding the Bolt: the Bolt in her graveyard, hh2 tapped, the ability on the
    stack (the draw waits for it, 608.2), Bob's Mountain and her library untouched."""
    s = make_state([bf("hh1", "Hallway Heckler", summoning_sick=True), bf("hh2", "Hallway Heckler"),
                    bf("cr", "Chandra's Regulator"), hand("bolt", "Lightning Bolt"), hand("bmtn", "Mountain", "bob"),
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}], players=_players("{C}"))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert {a.action["object"]: a.choices for a in acts} == {"hh2": {"discard": ["bolt"]}, "cr": {"discard": ["bolt"]}}
    heckler = next(a.action for a in acts if a.action["object"] == "hh2")
    assert ("cannot_discard_for_cost(bmtn)", "118.3") in engine.why_not(s, dict(heckler, discard=["bmtn"])).failures
    for extra in ({}, {"discard": ["bolt"]}):
        assert ("summoning_sick", "602.5a") in engine.why_not(s, dict(heckler, object="hh1", **extra)).failures
    (out,) = engine.apply(s, dict(heckler, discard=["bolt"]))
    zones = {o["id"]: o["zone"] for o in out.state.doc["objects"]}
    assert (zones["bolt"], zones["bmtn"], zones["top"]) == ("graveyard", "hand", "library")
    assert obj(out.state, "hh2").get("tapped") and not obj(out.state, "hh1").get("tapped")
    assert len(abilities_on_stack(out.state, "hh2")) == 1


def test_a_discard_cost_no_card_can_pay_isnt_offered_118_3(engine):
    """Alice controls Hallway Heckler and Chandra's Regulator, {C} in her pool, only an Island in her hand; Bob holds a
    Mountain. The Heckler may discard the Island; the Regulator can't be activated: the Island is neither a Mountain
    card nor red, and Bob's Mountain isn't hers to discard (118.3)."""
    s = make_state([bf("hh", "Hallway Heckler"), bf("cr", "Chandra's Regulator"), hand("isl", "Island"),
                    hand("bmtn", "Mountain", "bob")], players=_players("{C}"))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert [(a.action["object"], a.choices) for a in acts] == [("hh", {"discard": ["isl"]})]
    regulator = {"action": "activate", "object": "cr", "ability": {"activated": {"cost": "{1}", "tap": True,
                                                                              "effect": {"draw": 1}}}}
    w = engine.why_not(s, regulator)
    assert not w.legal and any(r == "118.3" for _, r in w.failures)


def test_regulators_red_card_is_the_cards_color_not_the_mana_it_makes_105_2_202_2_722_4(engine):
    """Chandra's Regulator ("{1}, {T}, Discard a Mountain card or a red card"), {C} in Alice's pool; her hand: a
    Hallway Heckler card (red: {2}{R}; its prepare spell Vicious Verse's black doesn't count in a hand, 722.4), Zethi
    (white and blue), a Plains and a Boros Guildgate (colorless: no mana cost and no color indicator, 202.2, though it
    taps for {R}). Only the Heckler card can pay the discard."""
    s = make_state([bf("cr", "Chandra's Regulator"), hand("hhc", "Hallway Heckler"), hand("z", "Zethi, Arcane Blademaster"),
                    hand("pl", "Plains"), hand("gate", "Boros Guildgate")], players=_players("{C}"))
    assert [(a.action["object"], a.choices) for a in engine.legal_actions(s) if a.action["action"] == "activate"] == [
        ("cr", {"discard": ["hhc"]})]


def test_pool_of_vigorous_growth_waits_for_an_empty_stack_602_5d(engine):
    """Pool of Vigorous Growth ("{X}, {T}, Discard a card: ... Activate only as a sorcery."), {C}{C} in Alice's pool,
    an Island in her hand, but Bob's Lightning Bolt on the stack: sorcery timing (602.5d, 307.1) isn't met, so no
    activation is legal, at any X, even with the discard named."""
    s = make_state([bf("pool", "Pool of Vigorous Growth"), hand("isl", "Island"),
                    spell("bolt", "Lightning Bolt", "bob", ["alice"])], stack=["bolt"], players=_players("{C}{C}"))
    assert [a for a in engine.legal_actions(s) if a.action["action"] == "activate"] == []
    ability = {"activated": {"cost": "{X}", "tap": True, "effect": {"token_copy_of_named_card": "at_random",
                                                                    "criterion": "creature_mana_value_x"}}}
    w = engine.why_not(s, {"action": "activate", "object": "pool", "ability": ability, "x": 1, "discard": ["isl"]})
    assert ("needs_sorcery_timing", "602.5d") in w.failures


def test_multikicker_counts_stop_where_the_hybrid_mana_runs_out_702_33c_601_2h(engine):
    """Zethi ({1}{W}{U}, Multikicker {W/U}) in Alice's hand; two Plains, an Island and three Forests untapped: six
    mana, but only three of it white or blue. Unkicked: W, U and a Forest's G for {1}; kicked once: the other Plains
    for {W/U}; kicked twice would need a fourth white or blue mana (601.2h: the Forests' green can't pay {W/U}).
    Legal: unkicked and kicked once only; kicked 2 is refused as unpayable."""
    s = make_state([hand("z", "Zethi, Arcane Blademaster"), bf("p1", "Plains"), bf("p2", "Plains"),
                    bf("i1", "Island"), *[bf(f"f{k}", "Forest") for k in range(3)]])
    casts = [a.action for a in engine.legal_actions(s) if a.action["action"] == "cast" and a.action["object"] == "z"]
    assert [c.get("kicked", False) for c in casts] == [False, True]
    w = engine.why_not(s, dict(casts[0], kicked=2))
    assert not w.legal and any(r == "601.2h" for _, r in w.failures)


def test_zethis_trigger_targets_as_many_bolts_as_it_was_kicked_702_33d_601_2c(engine):
    """Zethi resolves with two Lightning Bolts in Alice's graveyard. Kicked once (X = 1): one resulting state per
    choice of at most one Bolt, none included (601.2c, "up to"). Not kicked (X = 0): the trigger still goes on the
    stack, with no target (603.3d: no choice is required, so none fails)."""
    gy = [{"id": f"b{i}", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"} for i in (1, 2)]
    for kick, want in (({"kicked": True}, [(), ("b1",), ("b2",)]), ({}, [()])):
        s = make_state([{**spell("z", "Zethi, Arcane Blademaster"), **kick}, *gy], stack=["z"])
        got = [tuple(obj(o.state, a).get("targets") or ()) for o in engine.apply(s, {"event": "resolve"})
               for a in abilities_on_stack(o.state, "z")]
        assert sorted(got) == want, kick


def test_shuris_two_targets_are_two_different_artifacts_alice_controls_601_2c(engine):
    """Shuri, Wakandan Inventor ("{1}, {T}: Target artifact you control becomes a copy of a second target artifact you
    control ..."), Alice's Juggernaut and Mirror of the Forebears, Bob's Juggernaut, one Island. Legal: Juggernaut and
    Mirror in either order. Refused (601.2c): the same Juggernaut twice (a *second* artifact), Bob's Juggernaut in
    either slot (not one she controls), Shuri itself (a creature, not an artifact)."""
    from .conftest import lands
    s = make_state([bf("shuri", "Shuri, Wakandan Inventor"), bf("jug", "Juggernaut"),
                    bf("mir", "Mirror of the Forebears", chosen={"creature_type": "Bear"}), bf("bjug", "Juggernaut", "bob"),
                    *lands("alice", islands=1)])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert engine.why_not(s, dict(act, targets=["jug", "mir"])).legal
    assert engine.why_not(s, dict(act, targets=["mir", "jug"])).legal
    for targets in (["jug", "jug"], ["jug", "bjug"], ["bjug", "jug"], ["shuri", "jug"]):
        w = engine.why_not(s, dict(act, targets=targets))
        assert not w.legal and any(r == "601.2c" for _, r in w.failures), targets


def test_ertais_meddling_x_is_at_least_1_and_must_be_paid_601_2b_107_3a(engine):
    """Bob's Lightning Bolt on the stack; Alice holds Ertai's Meddling ({X}{U}, "X can't be 0"). With {U}{U}: the only
    legal cast announces X = 1 (X = 2 would cost three mana); X = 0 named explicitly is refused (601.2b)."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("em", "Ertai's Meddling")], stack=["bolt"],
                   players=_players("{U}{U}"))
    assert [a.action.get("x") for a in engine.legal_actions(s) if a.action.get("object") == "em"] == [1]
    w = engine.why_not(s, {"action": "cast", "object": "em", "targets": ["bolt"], "x": 0})
    assert not w.legal and ("x_cant_be_zero", "601.2b") in w.failures
    assert not engine.why_not(s, {"action": "cast", "object": "em", "targets": ["bolt"], "x": 2}).legal


def test_caller_of_the_untamed_offers_only_the_card_the_mana_pays_for_107_3c(engine):
    """Alice exiled Serra Angel (mana value 5) and Grizzly Bears (2) with cards named Caller of the Untamed; her pool is
    {G}{G}{G}. X is defined by the card copied (107.3c), so only the Bears can be copied: every legal activation has
    X = 2; X = 3 matches no exiled card (107.3c) and X = 5 can't be paid (118.3)."""
    s = make_state([bf("caller", "Caller of the Untamed"),
                    zone("angel", "Serra Angel", "exile", exiled_with_cards_named="Caller of the Untamed"),
                    zone("gb", "Grizzly Bears", "exile", exiled_with_cards_named="Caller of the Untamed")],
                   players=_players("{G}{G}{G}"))
    acts = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "caller"]
    assert [a.get("x") for a in acts] == [2]
    assert not engine.why_not(s, dict(acts[0], x=3)).legal
    assert not engine.why_not(s, dict(acts[0], x=5)).legal


def test_caller_of_the_untamed_copies_only_a_card_alice_exiled_with_callers_107_3c(engine):
    """Alice's Caller of the Untamed, {G}x5 in her pool. Exiled: Bob's Serra Angel with cards named Caller of the
    Untamed (Bob exiled it, not "you"), Alice's Grizzly Bears that way, her Hill Giant otherwise. Only the Bears can
    be copied: X is 2 (107.3c), so X = 4 (the Giant) and X = 5 (the Angel) are refused though the mana is there, and
    the activation leaves {G}{G}{G} in her pool."""
    s = make_state([bf("caller", "Caller of the Untamed"),
                    zone("angel", "Serra Angel", "exile", "bob", exiled_with_cards_named="Caller of the Untamed"),
                    zone("gb", "Grizzly Bears", "exile", exiled_with_cards_named="Caller of the Untamed"),
                    zone("giant", "Hill Giant", "exile")], players=_players("{G}" * 5))
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "caller"]
    assert act.get("x", 2) == 2
    for x in (4, 5):
        assert not engine.why_not(s, dict(act, x=x)).legal, x
    (out,) = engine.apply(s, act)
    assert out.state.to_document()["players"][0]["mana_pool"] == "{G}{G}{G}"


def test_faces_attractions_and_steps_more_cases_712_9_707_8a_718_3b_717_2_500_1():
    """One state, four findings and no others:

    - CR 712.9, 701.27a: a Clone copying the Afflicted Deserter card, transformed: Clone isn't a double-faced card, so it
      can't have its back face up (the copy doesn't make the card double-faced);
    - CR 707.8a (its second Example): a token copying Clone isn't double-faced: transformed is refused;
    - CR 717.2: an Attraction deck is in the command zone: Alice's naming Hall of Mirrors on the battlefield is refused;
    - CR 500.1 (506.1): the combat phase has no upkeep step.

    Accepted: an Afflicted Deserter card transformed while it copies Runeclaw Bear (it is still a double-faced card,
    712.9); a Hulking Metamorph permanent cast prototyped (718.3b: the permanent keeps it); Hall of Mirrors on the
    battlefield with numbers lit up (717.1: an Attraction); Bob's Hall of Mirrors in the command zone in his deck."""
    doc = base_doc()
    doc["phase"], doc["step"] = "combat", "upkeep"
    doc["objects"] += [
        {"id": "cl", "card": "Clone", "zone": "battlefield", "owner": "alice", "transformed": True,
         "copy_effects": [{"card": "Afflicted Deserter", "timestamp": 9}]},
        {"id": "tc", "token": True, "zone": "battlefield", "owner": "alice", "transformed": True,
         "copy_effects": [{"card": "Clone", "timestamp": 9}]},
        {"id": "ad", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "alice", "transformed": True,
         "copy_effects": [{"card": "Runeclaw Bear", "timestamp": 9}]},
        {"id": "hm", "card": "Hulking Metamorph", "zone": "battlefield", "owner": "alice", "cast_as": "prototype"},
        {"id": "hall", "card": "Hall of Mirrors", "zone": "battlefield", "owner": "alice", "lit_up": [2, 6]},
        {"id": "hall2", "card": "Hall of Mirrors", "zone": "command", "owner": "bob", "lit_up": [1]},
    ]
    doc["players"][0]["attraction_deck"] = ["hall"]
    doc["players"][1]["attraction_deck"] = ["hall2"]
    probs = problems_of(doc)
    assert_problem(probs, "objects[4].transformed", "back")
    assert_problem(probs, "objects[5].transformed", "back")
    assert_problem(probs, "players[0].attraction_deck", "'hall'", "717.2")
    assert_problem(probs, "step", "upkeep", "combat", "506.1")   # (trust17: the combat phase's steps, 506.1)
    assert len(probs) == 4, probs


def test_a_flipped_doppelganger_copying_runeclaw_bear_stays_flipped_110_5c(engine):
    """CR 110.5c's Example: Dimir Doppelganger flipped (it was a copy of Jushi Apprentice and flipped) then became a
    copy of Runeclaw Bear: it retains its flipped status, irrelevant to Runeclaw Bear. The state is valid and the
    permanent is a 2/2 Runeclaw Bear (710.2 applies only to a flip card)."""
    from pyglue.state import state_from_document
    doc = base_doc()
    doc["objects"].append({"id": "dd", "card": "Dimir Doppelganger", "zone": "battlefield", "owner": "alice",
                           "flipped": True, "timestamp": 5,
                           "copy_effects": [{"card": "Runeclaw Bear", "timestamp": 6}]})
    c = engine.derive(state_from_document(doc)).object("dd").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 2, 2)


def test_cast_as_prototype_problems_cite_the_prototype_rules_718_3():
    """Grizzly Bears on the stack cast_as prototype (it has no prototype: 718.3, 702.160a) and a Hulking Metamorph in
    a hand cast_as prototype (only a prototyped spell and the permanent it becomes are prototyped, 718.3b): each
    problem cites 718.3, not only the Adventure and Omen rules."""
    doc = base_doc()
    doc["objects"] += [
        {"id": "gb", "card": "Grizzly Bears", "zone": "stack", "owner": "alice", "cast_as": "prototype"},
        {"id": "hm", "card": "Hulking Metamorph", "zone": "hand", "owner": "alice", "cast_as": "prototype"},
    ]
    doc["stack"] = ["gb"]
    probs = problems_of(doc)
    assert_problem(probs, "objects[4].cast_as", "718.3")
    assert_problem(probs, "objects[5].cast_as", "718.3")


def test_an_attraction_deck_holds_each_of_its_players_cards_once_717_2_108_3():
    """Alice's Hall of Mirrors in the command zone named twice in her Attraction deck and once in Bob's: two problems
    (one object, one place); Bob's own Hall of Mirrors in Alice's deck: a third (108.3: she isn't its owner)."""
    doc = base_doc()
    doc["objects"] += [{"id": "hall", "card": "Hall of Mirrors", "zone": "command", "owner": "alice"},
                       {"id": "bhall", "card": "Hall of Mirrors", "zone": "command", "owner": "bob"}]
    doc["players"][0]["attraction_deck"] = ["hall", "hall", "bhall"]
    doc["players"][1]["attraction_deck"] = ["hall"]
    probs = problems_of(doc)
    assert [p for p, _ in probs if "attraction_deck" in p] and len(probs) == 3, probs
    assert any("'bhall'" in m for _, m in probs), probs


def test_mana_spent_problem_cites_the_types_of_mana_106_1b():
    """An Encouraging Aviator whose mana_spent is "{2}{G}": {2} is no type of mana (106.1b: white, blue, black, red,
    green and colorless), so the state is refused at that path, citing 106.1b."""
    doc = base_doc()
    doc["objects"][0]["mana_spent"] = "{2}{G}"
    (prob,) = problems_of(doc)
    assert prob[0] == "objects[0].mana_spent" and "106.1b" in prob[1], prob


def test_mana_kept_until_end_of_combat_only_in_combat_702_189a():
    """In Alice's precombat main phase, {R} in her pool marked kept until end of combat: no combat has happened this
    turn (firebending adds it as a creature attacks) and any earlier combat's kept mana was lost as it ended
    (106.4, 702.189a): one problem at players[0].mana_kept_until_end_of_combat citing 702.189a."""
    doc = base_doc()
    doc["players"][0]["mana_pool"] = "{R}"
    doc["players"][0]["mana_kept_until_end_of_combat"] = "{R}"
    (prob,) = problems_of(doc)
    assert prob[0] == "players[0].mana_kept_until_end_of_combat" and "702.189a" in prob[1], prob
