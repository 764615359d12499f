"""`mtgasp explore --decisions` answers what the time-point search answers, and bad goals or the engine's own
failures end in a clean message, never a traceback (new-user trial, session 7).

The state is prepare_lifecycle.yaml: Emeritus of Abundance (``emab``) is in Alice's hand, so at time 0 (the
state as given) ``in_zone(emab, hand, 0)`` holds and ``in_zone(emab, battlefield, 0)`` does not. A goal body that
doesn't name T is read of time 0 by the time-point search (pyglue/incremental.py binds only T to the step): it
holds in the state as given or at no horizon, whatever the players do later (casting emab puts it on the
battlefield only at a later time, CR 601.2, 608.3).
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pyglue import load_state
from pyglue.cli import main
from pyglue.research.decisions import explore_decisions
from pyglue.solve import Engine, SolveError

from .conftest import EXAMPLES

LIFECYCLE = str(EXAMPLES / "states" / "prepare_lifecycle.yaml")


def _both(goal: str, *extra: str) -> tuple:
    """(time-point result, decisions result) of the CLI on LIFECYCLE."""
    run = CliRunner().invoke
    return (run(main, ["explore", LIFECYCLE, "--goal", goal, "--horizon", "2", *extra]),
            run(main, ["explore", LIFECYCLE, "--goal", goal, "--decisions", "--horizon", "2", *extra]))


def test_goal_about_the_state_as_given_holds_with_no_step():
    for r in _both("in_zone(emab, hand, 0)"):
        assert r.exit_code == 0, r.output
        assert r.output == "in_zone(emab, hand, 0) holds in the state as given (0 steps)\n"
        assert r.exception is None or isinstance(r.exception, SystemExit)


@pytest.mark.long
@pytest.mark.parametrize("goal", ["in_zone(emab, battlefield, 0)", "#false"])
def test_goal_without_t_that_fails_at_time_0_has_no_plan(goal):
    """Time 0 is the state as given: a later cast (601.2) and resolution (608.3) of emab don't make
    ``in_zone(emab, battlefield, 0)`` hold, in either search; ``#false`` holds nowhere."""
    tp, dec = _both(goal)
    assert tp.exit_code == dec.exit_code == 1, (tp.output, dec.output)
    assert f"no sequence of at most 2 steps reaches {goal}" in tp.output
    assert f"no sequence of at most 2 decisions reaches {goal}" in dec.output
    assert "Traceback" not in dec.output and not isinstance(dec.exception, RuntimeError)


def test_goal_without_t_in_json():
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "#false", "--decisions", "--json"])
    assert r.exit_code == 1, r.output
    out = json.loads(r.output)
    assert out["found"] is False and out["complete"] is True


def test_goal_that_does_not_ground_exits_2():
    """An unsafe variable (Y) is clingo's grounding error: exit 2 naming --goal, as the time-point search does."""
    for r in _both("in_zone(O, Z, T), Y > 1"):
        assert r.exit_code == 2, r.output
        assert "--goal: the goal doesn't ground" in r.output


def test_solve_error_in_the_search_is_the_engines_error(monkeypatch):
    """The engine failing a query inside the (forked) search is a SolveError to the caller, as anywhere else
    (exit 1, ``error: ...``), not a RuntimeError about the search process."""
    def fail(self, *args, **kwargs):
        raise SolveError("no answer within the time limit of 1 s")

    monkeypatch.setattr(Engine, "apply", fail)
    with pytest.raises(SolveError, match="time limit of 1 s"):
        explore_decisions(Engine(), load_state(LIFECYCLE), "prepared(O, T)", isolate=True)
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--decisions"])
    assert r.exit_code == 1 and "error: no answer within the time limit of 1 s" in r.output
    assert isinstance(r.exception, SystemExit)
