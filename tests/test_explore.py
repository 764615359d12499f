"""`mtgasp explore`: shortest sequences of legal actions and rules events reaching a goal, each step with
the CR rules that license it (issue 6, point 4). Expected plans worked out from the rules."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from pyglue import load_state
from pyglue.cli import main
from pyglue.research.explore import Plan, explore, goal_names
from pyglue.state import InputError

from .conftest import EXAMPLES, make_state

LIFECYCLE = str(EXAMPLES / "states" / "prepare_lifecycle.yaml")


def _frog_in_combat():
    """Alice's declare attackers step: Encouraging Aviator and a Frog token copy of it (CR 707.9b)."""
    return make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "except": {"subtypes": ["Frog"], "power": 1, "toughness": 1},
                           "timestamp": 2}]}], phase="combat", step="declare_attackers")


@pytest.mark.long
def test_shortest_plan_to_a_prepared_permanent_722_3a(engine):
    """Emeritus of Abundance enters prepared (CR 722.3a): cast it (601.2), then both players pass (117.4) and it
    resolves onto the battlefield prepared, with its prepare copy in exile (722.3c): three steps, none fewer."""
    st = load_state(LIFECYCLE)
    assert explore(engine, st, "prepared(O, T)", horizon=2) == (0, [])
    length, plans = explore(engine, st, "prepared(O, T)", horizon=4, plans=1)
    (plan,) = plans
    assert length == 3 and [(s.who, s.what) for s in plan.steps] == \
        [("alice", "cast(emab, mana)"), ("alice", "pass"), ("bob", "pass")]
    assert "601.3" in plan.steps[0].rules and ("enters_prepared(emab)", "722.3a") in plan.steps[2].events


@pytest.mark.long
def test_token_copy_becomes_prepared_only_with_attacks_allowed_707_2_722_3a(engine):
    """A token copy of Encouraging Aviator has its "whenever this attacks, it becomes prepared" (CR 707.2):
    attacking (a what-if event), the trigger going on the stack (603.3) and both passes make four steps.
    Attacking isn't a legal action here, so without --allow attacks no plan exists."""
    st = _frog_in_combat()
    assert explore(engine, st, "token_copy_prepared", horizon=4) == (0, [])
    length, plans = explore(engine, st, "token_copy_prepared", horizon=4, plans=5, allow=("attacks",))
    assert length == 4 and plans
    for p in plans:
        whats = [s.what for s in p.steps]
        assert "attacks(frog)" in whats and "put_triggers" in whats
        assert ("becomes_prepared(frog)", "722.3a") in p.steps[-1].events


def test_bad_goals_and_events_are_input_errors(engine):
    st = _frog_in_combat()
    with pytest.raises(InputError, match="named goal"):
        explore(engine, st, "prepared(O, T", horizon=1)
    with pytest.raises(InputError, match="unknown event kind"):
        explore(engine, st, "token_copy_prepared", allow=("dance",))
    assert "token_copy_prepared" in goal_names()


@pytest.mark.long
def test_explore_command():
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--plans", "1"])
    assert r.exit_code == 0, r.output
    # (issue 28 item 5: a step as the legal table names the action, never the rules' term)
    assert r.output.startswith("plan 1 (3 steps):\n  1. alice: cast emab mana  [CR")
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--horizon", "2"])
    assert r.exit_code == 1 and "no sequence of at most 2 steps" in r.output
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "nonsense((", "--horizon", "1"])
    assert r.exit_code == 2


# --- goals naming objects without quotes; casting as an Adventure or Omen; the choices a cast makes ---------

GIANT = str(EXAMPLES / "states" / "cr715_bonecrusher_giant.yaml")
REGENT = str(EXAMPLES / "states" / "cr720_marang_river_regent.yaml")
CHOICE_CARDS = yaml.safe_load((EXAMPLES / "cards" / "cr707_10_choices.yaml").read_text(encoding="utf-8"))["cards"]


def _shape(plan):
    return [(s.who, s.what, s.choices) for s in plan.steps]


@pytest.mark.long
def test_goal_may_name_an_object_without_quotes_601_2a(engine):
    """Object ids are strings in the facts, but a goal may write them as constants, as `why` reads atoms. Casting
    Emeritus of Abundance moves it from Alice's hand to the stack (CR 601.2a): one step, whether the goal writes
    emab or "emab"."""
    st = load_state(LIFECYCLE)
    quoted = explore(engine, st, 'in_zone("emab", stack, T)', horizon=3, plans=1)
    bare = explore(engine, st, "in_zone(emab, stack, T)", horizon=3, plans=1)
    assert bare[0] == 1 and [(s.who, s.what) for s in bare[1][0].steps] == [("alice", "cast(emab, mana)")]
    assert [(s.who, s.what) for s in quoted[1][0].steps] == [("alice", "cast(emab, mana)")]
    # player names too: Alice is the one who casts (CR 601.2)
    length, plans = explore(engine, st, "casting(alice, emab, T)", horizon=2, plans=1)
    assert length == 1 and plans[0].steps[0].who == "alice"


def test_goal_naming_an_unknown_constant_is_an_input_error(engine):
    """A misspelt zone or id can name nothing: the goal is refused (exit 2) naming the term, not searched."""
    st = load_state(LIFECYCLE)
    with pytest.raises(InputError, match="'stak'"):
        explore(engine, st, "in_zone(emab, stak, T)", horizon=1)
    with pytest.raises(InputError, match="'emabb'"):
        explore(engine, st, "in_zone(emabb, stack, T)", horizon=1)
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "in_zone(emab, stak, T)", "--horizon", "1"])
    assert r.exit_code == 2 and "stak" in r.output


def test_why_and_explore_share_the_quoting(engine):
    """`why` takes an unquoted id too (one shared rewrite, pyglue/research/names.py): Emeritus of Abundance is in
    Alice's hand in the state (CR 400.1)."""
    from pyglue.research.derivation import derivation

    st = load_state(LIFECYCLE)
    assert derivation(engine, st, "in_zone(emab, hand, 0)").lines()[0].startswith('in_zone(emab, hand, 0)')


@pytest.mark.long
def test_explore_casts_stomp_as_an_adventure_715_3(engine):
    """Bonecrusher Giant during Bob's combat: the creature has sorcery timing (CR 117.1a, 307.1), but Alice may
    cast the card as Stomp, an instant Adventure (CR 715.3, 715.3a). Cast as an Adventure, then both players
    pass (CR 117.4) and it resolves; an Adventure that resolves goes to exile, not the graveyard (CR 715.3d).
    So the card reaches exile in three steps, never fewer, and only by casting it as its Adventure."""
    st = load_state(GIANT)
    assert explore(engine, st, 'true(zone("giant", exile), T)', horizon=2) == (0, [])
    length, plans = explore(engine, st, "true(zone(giant, exile), T)", horizon=4, plans=5)
    assert length == 3 and plans
    for p in plans:
        assert _shape(p) == [("alice", "cast(giant, mana)", {"as": "adventure"}),
                             ("alice", "pass", {}), ("bob", "pass", {})]
        assert "715.3a" in p.steps[0].rules and ("cast_as(giant, adventure)", "715.3") in p.steps[0].events
        assert ("moved(giant, exile)", "400.7") in p.steps[2].events
        assert any(r == "715.3d" for _, r in p.steps[2].events)


@pytest.mark.long
def test_explore_casts_coil_and_catch_as_an_omen_720_3(engine):
    """Marang River Regent in hand during Bob's turn: Coil and Catch is an instant Omen (CR 720.3, 720.3a). Cast
    as an Omen, both pass, it resolves: Alice draws three cards (CR 121.1), the top one lib1 among them, and the
    card is shuffled into its owner's library (CR 720.3d). Three steps, casting as the Omen."""
    st = load_state(REGENT)
    assert explore(engine, st, 'true(zone("lib1", hand), T)', horizon=2) == (0, [])
    length, plans = explore(engine, st, "true(zone(lib1, hand), T)", horizon=4, plans=5)
    assert length == 3 and plans
    for p in plans:
        assert _shape(p) == [("alice", "cast(regent, mana)", {"as": "omen"}),
                             ("alice", "pass", {}), ("bob", "pass", {})]
        assert ("cast_as(regent, omen)", "720.3") in p.steps[0].events
        assert ("moved(regent, library)", "400.7") in p.steps[2].events
        assert any(r == "720.3d" for _, r in p.steps[2].events)


@pytest.mark.long
def test_explore_command_prints_the_face_715_3():
    r = CliRunner().invoke(main, ["explore", GIANT, "--goal", "true(zone(giant, exile), T)", "--plans", "1"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("plan 1 (3 steps):\n  1. alice: cast giant mana {as: adventure}")
    r = CliRunner().invoke(main, ["explore", GIANT, "--goal", "true(zone(giant, exile), T)", "--plans", "1",
                                  "--json"])
    assert json.loads(r.output)["plans"][0][0]["choices"] == {"as": "adventure"}


def test_explore_shows_the_sacrifice_and_targets_of_fling_118_8_601_2c(engine):
    """Fling ({1}{R}, sacrifice a creature as an additional cost, any target) in Alice's hand with {R}{R}, and
    her Hill Giant and Grizzly Bears. The Bears reach the graveyard in one step only by being sacrificed to cast
    Fling (CR 118.8, 601.2h, 701.21a). Targets are chosen before costs are paid (CR 601.2c before 601.2h), so
    Fling may target either player or either creature, the Bears included: four plans, one per target."""
    st = make_state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                     {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                     {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}],
                    cards=CHOICE_CARDS, players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                                                 {"name": "bob", "life": 20, "mana_pool": ""}])
    length, plans = explore(engine, st, "true(zone(bears, graveyard), T)", horizon=2, plans=10)
    assert length == 1
    assert sorted(p.steps[0].choices["targets"][0] for p in plans) == ["alice", "bears", "bob", "giant"]
    for p in plans:
        assert p.steps[0].what == "cast(fling, mana)" and p.steps[0].choices["sacrifice"] == ["bears"]
        assert ("sacrificed(bears)", "701.21a") in p.steps[0].events


@pytest.mark.long
def test_explore_shows_the_mode_of_emerald_charm_700_2(engine):
    """Emerald Charm ({G}, choose one) with Alice's Grizzly Bears tapped. Only the untap mode untaps it (CR
    701.26b); the enchantment mode has no legal target and can't be chosen (CR 700.2a); the flying mode
    targets it but doesn't untap it. Cast choosing mode 1 targeting the Bears, both pass, it resolves: three
    steps."""
    st = make_state([{"id": "charm", "card": "Emerald Charm", "zone": "hand", "owner": "alice"},
                     {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                      "tapped": True}],
                    cards=CHOICE_CARDS, players=[{"name": "alice", "life": 20, "mana_pool": "{G}"},
                                                 {"name": "bob", "life": 20, "mana_pool": ""}])
    length, plans = explore(engine, st, "permanent(bears, T), not tapped(bears, T)", horizon=4, plans=5)
    assert length == 3 and plans
    for p in plans:
        assert _shape(p) == [("alice", "cast(charm, mana)", {"modes": [1], "targets": ["bears"]}),
                             ("alice", "pass", {}), ("bob", "pass", {})]


@pytest.mark.long
def test_a_goal_about_the_step_itself_is_reached_by_that_step_722_3c(engine):
    """A goal may be about the step taken at T (casting/3). Emeritus of Abundance: cast it (601.2), both pass,
    it resolves and enters prepared with its prepare copy in exile (722.3a, 722.3c); its controller may then
    cast that copy (722.3c): the named goal prepare_copy_cast is reached by the fourth step, that cast."""
    st = load_state(LIFECYCLE)
    length, plans = explore(engine, st, "prepare_copy_cast", horizon=5, plans=1)
    assert length == 4
    assert [(s.who, s.what) for s in plans[0].steps[:3]] == \
        [("alice", "cast(emab, mana)"), ("alice", "pass"), ("bob", "pass")]
    last = plans[0].steps[3]
    assert last.who == "alice" and last.what.startswith("cast(emab.prepare_copy.") and "722.3c" in last.rules


def test_a_goal_that_holds_already_needs_no_step(engine):
    """Emeritus of Abundance is in Alice's hand in the state (CR 400.1): zero steps, one empty plan."""
    st = load_state(LIFECYCLE)
    assert explore(engine, st, "in_zone(emab, hand, T)", horizon=2) == (0, [Plan([])])
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "in_zone(emab, hand, T)"])
    assert r.exit_code == 0 and "holds in the state as given" in r.output
