"""Trust17 (session 15): rules bugs earlier sessions noticed and left. Each expected value was worked out from the CR
(../shared/cr/) and the cards' Oracle text (data/oracle/library_source.json) before the engine was run:
- Blaze {X}{R}: "Blaze deals X damage to any target."; Leitmotif Composer {2}{U}: "... Whenever you cast an instant or
  sorcery spell with mana value 5 or greater, create a token that's a copy of this creature. ..."; Jackal, Genius
  Geneticist {G}{U} 1/1: "Trample / Whenever you cast a creature spell with mana value equal to Jackal's power, copy
  that spell, except the copy isn't legendary. Then put a +1/+1 counter on Jackal."; Mockingbird {X}{U}, a creature."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pyglue.inputs import check_texts

from .conftest import ROOT, make_state, only
from .test_input_errors import assert_problem, base_doc, problems_of
from .test_split_cards import at, lands


def _abilities(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if "ability" in o]


# --- 202.3e, 601.2b, 601.2i: X in a spell's mana value as it becomes cast --------------------------------------------


def test_a_cast_trigger_with_a_least_mana_value_sees_the_x_announced_202_3e_601_2i(engine):
    """CR 202.3e: on the stack X is the value announced (601.2b), and the spell is on the stack from the start of its
    casting (601.2a); "whenever you cast" triggers as it becomes cast (601.2i, 603.2). Blaze with X = 4 has mana value
    5: Leitmotif Composer's "instant or sorcery spell with mana value 5 or greater" triggers (one ability on the
    stack beside Blaze); with X = 3 (mana value 4) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("lc", "Leitmotif Composer", "battlefield"), at("bz", "Blaze", "hand"),
                        *lands("alice", "Mountain", 5)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "bz", "x": x,
                                                                   "targets": ["bob"]})}
    assert (triggered(4), triggered(3)) == ({1}, {0})


def test_jackal_compares_its_power_with_the_x_announced_202_3e_208_1(engine):
    """CR 202.3e, 601.2b, 601.2i: Jackal with a +1/+1 counter has power 2 (208.1, 122.1a); Mockingbird {X}{U} cast with
    X = 1 has mana value 2 as it becomes cast: Jackal triggers; with X = 0 (mana value 1) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("jk", "Jackal, Genius Geneticist", "battlefield", counters={"+1/+1": 1}),
                        at("mb", "Mockingbird", "hand"), *lands("alice", "Island", 3)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "mb", "x": x})}
    assert (triggered(1), triggered(0)) == ({1}, {0})


# --- the rule numbers of the input checks and invariants --------------------------------------------------------------


def test_a_step_of_another_phase_cites_the_rules_listing_each_phases_steps_501_1_506_1_512_1():
    """CR 501.1 (untap, upkeep, draw), 506.1 (the combat steps), 512.1 (end, cleanup) list each phase's steps; 500.1
    lists the phases only. Declare attackers in the beginning phase is refused citing the three."""
    doc = base_doc()
    doc["phase"], doc["step"] = "beginning", "declare_attackers"
    assert_problem(problems_of(doc), "step", "declare_attackers", "beginning", "(CR 501.1, 506.1, 512.1)")
    assert check_texts("invariants.lp")["step_of_phase"][0] == "501.1, 506.1, 512.1"


def test_an_ability_object_off_the_stack_cites_113_1c():
    """CR 113.1c: an activated or triggered ability on the stack is an object (113.1a is an ability as a
    characteristic of an object): an ability object on the battlefield is refused citing 113.1c."""
    doc = base_doc()
    doc["objects"].append({"id": "ab", "zone": "battlefield", "owner": "alice",
                           "ability": {"source": "aviator", "text": {"trigger": "enters", "effect": {"draw": 1}}}})
    assert_problem(problems_of(doc), "objects[4].zone", "(CR 113.1c)")


def test_a_creature_type_the_rover_doesnt_list_cites_205_3e(engine):
    """CR 205.3e: told to choose a subtype, a player chooses one existing subtype of the kind asked for: the
    Strixhaven-Lorwyn Rover's creature type chosen before the game must be one of the eight Lorwyn types its text lists;
    Human is an input error citing 205.3e (113.6n is about abilities that change deck construction)."""
    s = make_state([at("rv", "The Strixhaven-Lorwyn Rover", "hand", "bob",
                       chosen_before_game={"creature_type": "Human"})])
    assert engine.derive(s).input_errors == [("rv", "not_a_lorwyn_creature_type", "205.3e")]


def test_a_controller_outside_the_battlefield_and_stack_cites_108_4(engine):
    """CR 108.4: a card has no controller unless it is a permanent or a spell (108.4a says what to use when one is asked
    for): Grizzly Bears in a graveyard given a controller breaks no_controller_outside_play, citing 108.4."""
    from pyglue.inputs import invariant_findings
    from pyglue.state import engine_state

    s = make_state([at("b", "Grizzly Bears", "graveyard", controller="bob")])
    built = engine_state(s.doc, s.cards, "<built>")
    found = {(f.check, f.rule) for f in invariant_findings(engine.input_violations(built))}
    assert ("no_controller_outside_play", "108.4") in found
    assert check_texts("invariants.lp")["no_controller_outside_play"][0] == "108.4"


def test_the_step_invariants_about_prepare_copies_and_status_cite_722_3c_and_707_2_110_5b():
    """CR 722.3c: the permanent loses the prepared designation as its prepare copy becomes cast (601.2i is when a spell
    becomes cast); CR 707.2: status isn't copied, and 110.5b: a permanent enters untapped, unflipped and face up unless
    told otherwise (110.5 only defines status). The check's rule and each of its violations' rules say so."""
    texts = check_texts("invariants.lp")
    assert texts["unprepared_when_cast"][0] == "722.3c, 601.2i"
    assert texts["status_not_copied"][0] == "707.2, 110.5b"
    source = (ROOT / "rules_asp" / "invariants.lp").read_text(encoding="utf-8")
    for name, rule in (("unprepared_when_cast", "722.3c, 601.2i"), ("status_not_copied", "707.2, 110.5b")):
        cited = re.findall(rf'violation\({name}, "([^"]*)"', source)
        assert cited and set(cited) == {rule}, (name, cited)


# --- 701.21a: who chooses what is sacrificed ------------------------------------------------------------------------


def _resolved(engine, s) -> list:
    """Both players pass (CR 117.4): the top of the stack resolves; the outcomes (with their choices)."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def _sacrifices(outcome) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((c["value"], c["chooser"]) for c in outcome.choices if c["choice"] == "sacrifice"))


def test_each_player_sacrifices_their_own_choice_tergrids_shadow_701_21a_101_4(engine):
    """Tergrid's Shadow: "Each player sacrifices two creatures." CR 701.21a: a player sacrifices permanents they
    control; each player chooses their own (608.2d, 101.4: APNAP order, the choices made before the sacrifices happen
    at once). Alice and Bob control three Grizzly Bears each: nine outcomes, each recording two of Alice's Bears chosen
    by Alice and two of Bob's chosen by Bob, never Alice (the spell's controller) for Bob's."""
    s = make_state([at("ts", "Tergrid's Shadow", "stack", controller="alice", cast_with="mana"),
                    *[at(f"a{i}", "Grizzly Bears", "battlefield") for i in range(3)],
                    *[at(f"b{i}", "Grizzly Bears", "battlefield", "bob") for i in range(3)]], stack=["ts"])
    outs = _resolved(engine, s)
    pairs = lambda p: [(f"{p}0", f"{p}1"), (f"{p}0", f"{p}2"), (f"{p}1", f"{p}2")]
    who = {"a": "alice", "b": "bob"}
    expected = sorted(tuple(sorted((x, who[x[0]]) for x in (*pa, *pb))) for pa in pairs("a") for pb in pairs("b"))
    assert sorted(_sacrifices(o) for o in outs) == expected


def test_each_opponent_sacrifices_a_creature_of_their_choice_skull_storm_701_21a(engine):
    """Skull Storm: "Each opponent sacrifices a creature of their choice." Resolving Alice's spell, Bob (her only
    opponent) chooses one of his two Grizzly Bears (701.21a, 608.2d): two outcomes, each recording Bob's choice; Alice's
    Bears stay."""
    s = make_state([at("ss", "Skull Storm", "stack", controller="alice", cast_with="mana"),
                    at("a0", "Grizzly Bears", "battlefield"),
                    *[at(f"b{i}", "Grizzly Bears", "battlefield", "bob") for i in range(2)]], stack=["ss"])
    assert sorted(_sacrifices(o) for o in _resolved(engine, s)) == [(("b0", "bob"),), (("b1", "bob"),)]


def test_that_player_sacrifices_a_land_for_chain_of_vapor_701_21a_608_2c(engine):
    """Chain of Vapor: "Return target nonland permanent to its owner's hand. Then that permanent's controller may
    sacrifice a land of their choice. ..." Alice's Chain of Vapor returns Bob's Bears; Bob, that permanent's controller,
    may sacrifice his Forest: every outcome in which it is sacrificed records Bob as the one who chose it."""
    s = make_state([at("cv", "Chain of Vapor", "stack", controller="alice", cast_with="mana", targets=["bbear"]),
                    at("bbear", "Grizzly Bears", "battlefield", "bob"), at("bfor", "Forest", "battlefield", "bob")],
                   stack=["cv"])
    outs = _resolved(engine, s)
    assert {_sacrifices(o) for o in outs} == {(), (("bfor", "bob"),)}


def test_joo_dee_sacrifices_its_controllers_choice_701_21a_608_2c(engine):
    """Joo Dee, One of Many: "... Create a token that's a copy of this creature, then sacrifice an artifact or
    creature." Alice, the ability's controller ("you"), chooses Joo Dee or the token (701.21a, 608.2c): two outcomes,
    each recording one sacrifice chosen by Alice."""
    s = make_state([at("jd", "Joo Dee, One of Many", "battlefield"), at("sw", "Swamp", "battlefield")])
    s = only(engine.apply(s, {"action": "activate", "object": "jd", "ability": 0}))
    outs = _resolved(engine, s)
    assert len(outs) == 2
    assert all(len(_sacrifices(o)) == 1 and _sacrifices(o)[0][1] == "alice" for o in outs)
    assert "jd" in {_sacrifices(o)[0][0] for o in outs}


def test_a_sacrifice_paid_as_an_alternative_cost_is_the_casters_choice_118_9_601_2h(engine):
    """Flare of Duplication: "You may sacrifice a nontoken red creature rather than pay this spell's mana cost."
    CR 118.9, 601.2h: Alice, casting it for that cost at Bob's Lightning Bolt, chooses which of her two Goblin
    Glasswrights to sacrifice: two outcomes, each recording her choice."""
    s = make_state([at("bolt", "Lightning Bolt", "stack", "bob", targets=["alice"]),
                    at("fl", "Flare of Duplication", "hand"),
                    at("g1", "Goblin Glasswright", "battlefield"), at("g2", "Goblin Glasswright", "battlefield")],
                   stack=["bolt"])
    outs = engine.apply(s, {"action": "cast", "object": "fl", "cost": "alternative", "targets": ["bolt"]})
    assert sorted(_sacrifices(o) for o in outs) == [(("g1", "alice"),), (("g2", "alice"),)]


def test_a_casualty_sacrifice_is_the_casters_choice_702_153a_601_2h(engine):
    """Flawless Forgery: "Casualty 3 ..." CR 702.153a, 601.2h: an optional additional cost; Alice, casting it at the
    Lightning Bolt in Bob's graveyard, may sacrifice her Hill Giant (3/3): two outcomes, not paid (no sacrifice) and
    paid (the Giant, chosen by Alice)."""
    s = make_state([at("ff", "Flawless Forgery", "hand"), at("bolt", "Lightning Bolt", "graveyard", "bob"),
                    at("hg", "Hill Giant", "battlefield"), *lands("alice", "Island", 5)])
    outs = engine.apply(s, {"action": "cast", "object": "ff", "targets": ["bolt"]})
    assert sorted(_sacrifices(o) for o in outs) == [(), (("hg", "alice"),)]


def test_sacrifice_five_illusions_is_the_activators_choice_preston_602_2b_601_2h(engine):
    """Preston, the Vanisher: "{1}{W}, Sacrifice five Illusions: Exile target nonland permanent." CR 602.2b, 601.2h:
    Alice, activating it with six Chronozoa (Illusions), chooses the five to sacrifice: six outcomes, each recording
    five sacrifices chosen by Alice, a different Chronozoa left each time."""
    from pyglue.cards import library

    (ab,) = [a for a in library()["Preston, the Vanisher"]["abilities"] if isinstance(a, dict) and "also" in a]
    zoas = [at(f"z{k}", "Chronozoa", "battlefield", counters={"time": 2}) for k in range(6)]
    s = make_state([at("pr", "Preston, the Vanisher", "battlefield"), *lands("alice", "Plains", 2),
                    at("bbear", "Grizzly Bears", "battlefield", "bob"), *zoas])
    outs = engine.apply(s, {"action": "activate", "object": "pr", "ability": ab, "targets": ["bbear"]})
    ids = [z["id"] for z in zoas]
    assert sorted(_sacrifices(o) for o in outs) == \
        sorted(tuple((z, "alice") for z in ids if z != left) for left in ids)


def test_three_dogs_aura_sacrifice_is_its_controllers_choice_608_2d_701_21a(engine):
    """Three Dog, Galaxy News DJ: "Whenever you attack, you may pay {2} and sacrifice an Aura attached to Three
    Dog. ..." Alice attacks with Three Dog (enchanted by her Followed Footsteps) and Runeclaw Bear; resolving the
    trigger, she may pay and sacrifice the Aura (608.2d): two outcomes, not paid (no sacrifice) and paid (Footsteps,
    chosen by Alice)."""
    s = make_state([at("td", "Three Dog, Galaxy News DJ", "battlefield"),
                    at("ff", "Followed Footsteps", "battlefield", attached_to="td"),
                    at("rb", "Runeclaw Bear", "battlefield"), *lands("alice", "Plains", 2)],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["td", "rb"]}))
    assert sorted(_sacrifices(o) for o in _resolved(engine, s)) == [(), (("ff", "alice"),)]


# --- the legal table's rules read no step fact: the legal query stays in the pass's grounding ------------------------


@pytest.mark.parametrize("card", ["Sea Gate Stormcaller", "Three Steps Ahead"])
def test_a_kicker_or_spree_card_keeps_the_legal_query_in_the_pass_grounding_702_33a_702_172a(card, monkeypatch):
    """CR 702.33a (kicker: the legal table lists a cast that may also be kicked), 702.172a (spree: a cast listed only
    if some mode's cost can be paid), 117.3d: with Sea Gate Stormcaller ({1}{U}, Kicker {4}{U}: seven Islands pay
    both) or Three Steps Ahead (Spree) in Alice's hand, the legal actions, moves and resulting states of a dozen
    positions of a seeded game are the same whether the legal query is grounded with the pass or alone, and the pass's
    grounding answered it (a differential: nothing here is an expected value of its own; the rules that check those
    casts read no does/3)."""
    from .test_game_loop_grounding import _same_with_the_pass_grounding

    s = make_state([at("c", card, "hand"), at("bears", "Grizzly Bears", "battlefield"),
                    *[at(f"i{i}", "Island", "battlefield") for i in range(7)]])
    _same_with_the_pass_grounding(s, 3, monkeypatch)


# --- who chose: in the text of an outcome's choices, and in Game.prompts ----------------------------------------------


def test_a_chosen_value_is_said_to_be_the_choosing_players_109_5_608_2d():
    """CR 608.2d, 109.5: a choice an effect offers is made by the player the rules name (the record's chooser), not by
    the spell it is made for: a card chosen for Alice's spell reads "bears (by alice, for sp)", one made for a player
    "x (by alice)"."""
    from pyglue.render import choices_text

    assert choices_text([{"choice": "chosen", "object": "sp", "value": "bears", "chooser": "alice"}]) == \
        ["bears (by alice, for sp)"]
    assert choices_text([{"choice": "chosen", "object": "alice", "value": "x", "chooser": "alice"}]) == ["x (by alice)"]


def test_a_prompt_names_the_player_who_chooses_701_21a(engine):
    """CR 701.21a, 608.2d: Bob chooses which of his two Grizzly Bears to sacrifice to Alice's Skull Storm ("Each
    opponent sacrifices a creature of their choice"): the pass that resolves it (Bob's, after Alice's) has one open
    choice, the sacrifice, made for the spell, with Bob as its chooser; Alice casting Flare of Duplication for its
    alternative cost chooses the Glasswright she sacrifices (118.9, 601.2h)."""
    from pyglue import Game

    s = make_state([at("ss", "Skull Storm", "stack", controller="alice", cast_with="mana"),
                    *[at(f"b{i}", "Grizzly Bears", "battlefield", "bob") for i in range(2)]], stack=["ss"])
    s = only(engine.apply(s, {"action": "pass"}))
    (p,) = Game(s, engine).prompts({"action": "pass"})
    assert p.to_json() == {"choice": "sacrifice", "object": "ss", "options": ["b0", "b1"], "chooser": "bob"}
    s = make_state([at("bolt", "Lightning Bolt", "stack", "bob", targets=["alice"]),
                    at("fl", "Flare of Duplication", "hand"),
                    at("g1", "Goblin Glasswright", "battlefield"), at("g2", "Goblin Glasswright", "battlefield")],
                   stack=["bolt"])
    (p,) = Game(s, engine).prompts({"action": "cast", "object": "fl", "cost": "alternative", "targets": ["bolt"]})
    assert (p.choice, p.options, p.chooser) == ("sacrifice", ["g1", "g2"], "alice")
