"""`mtgasp explore`: shortest sequences of legal actions and rules events reaching a goal, each step with
the CR rules that license it (issue 6, point 4). Expected plans worked out from the rules."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from pyglue import load_state
from pyglue.cli import main
from pyglue.explore import explore, goal_names
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


def test_explore_command():
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--plans", "1"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("plan 1 (3 steps):\n  1. alice: cast(emab, mana)")
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--horizon", "2"])
    assert r.exit_code == 1 and "no sequence of at most 2 steps" in r.output
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "nonsense((", "--horizon", "1"])
    assert r.exit_code == 2
