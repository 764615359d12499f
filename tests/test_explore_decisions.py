"""`mtgasp explore --decisions`: a search over decision points through the engine's legal moves (pyglue.Game),
a step with exactly one legal move played as forced (issue 12, point 6). The expected plan is worked out from
the CR 722.3c Example and the cards' Oracle text before running:

- Croaking Counterpart ({1}{G}{U} sorcery: "Create a token that's a copy of target non-Frog creature, except
  it's a 1/1 green Frog") is cast targeting Encouraging Aviator (CR 601.2c, 707.2, 707.9b): a decision, as
  Alice may also pass or target Grizzly Bears.
- The token came under Alice's control this turn, so it can't attack on turn 3 (CR 302.6); Alice declares
  attackers on turn 3 (508.1: the Aviator may attack, so the declaration is a choice), Bob on turn 4 (his Bears
  may attack), and on turn 5 the token attacks (508.1) and its copied "Whenever this creature attacks, it
  becomes prepared" (603.2) resolves: it becomes prepared (722.3a).
- Bob draws his Island on turn 4 and Alice hers on turn 5 (504.1): each may play it in a main phase (305.1),
  so each main phase with a land in hand is a decision; every other priority step of the play has passing
  as the only legal action (117.3d), and each is forced.
So the plan has, in this order, the cast, Alice's declaration on turn 3, Bob's land or pass and his declaration
on turn 4, Alice's land or pass and the declaration with the token on turn 5; about 40 passes are forced.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pyglue import load_state
from pyglue.cli import main
from pyglue.research.decisions import explore_decisions
from pyglue.research.explore import BudgetExceeded
from pyglue.state import as_state

from .conftest import EXAMPLES

CROAK = str(EXAMPLES / "states" / "croaking_counterpart.yaml")
LIFECYCLE = str(EXAMPLES / "states" / "prepare_lifecycle.yaml")


@pytest.fixture(scope="module")
def cr_722_3c():
    """The CLI's JSON answer for the CR 722.3c play (one search, its default horizon; a budget far above its
    run time, which bench/explore.py --decisions measures, so that a loaded machine doesn't fail it)."""
    r = CliRunner().invoke(main, ["explore", CROAK, "--goal", "token_copy_prepared", "--decisions", "--json",
                                  "--time-budget", "900"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_cr_722_3c_play_through_real_actions_302_6_508_1_722_3a(cr_722_3c):
    (plan,) = cr_722_3c["plans"]
    decisions = [s for s in plan if not s["forced"]]
    assert cr_722_3c["decisions"] == len(decisions) == 6
    # (in turn 5 Alice passes rather than play her drawn Island: with a fifth land Croaking Counterpart's flashback,
    # {3}{G}{U} from her graveyard, would be castable (CR 702.34a), one more decision before her attack)
    assert [(s["who"], s["step"].split()[0]) for s in decisions] == [
        ("alice", "cast"), ("alice", "declare_attackers"), ("bob", "play"), ("bob", "declare_attackers"),
        ("alice", "pass"), ("alice", "declare_attackers")]
    cast = decisions[0]
    assert cast["step"] == "cast croak mana" and cast["choices"]["targets"] == ["aviator"]  # CR 601.2c
    # CR 302.6: no declaration before Alice's last one names the token; her last one does
    token = "croak.token.9"
    assert all(token not in json.dumps(s.get("choices", {})) for s in decisions[:-1])
    assert {"object": token, "player": "bob"} in decisions[-1]["choices"]["attackers"]
    # the copied trigger resolves in a forced step after the declaration: the token becomes prepared (722.3a)
    last = plan[-1]
    assert last["forced"] and any(e["event"] == "becomes_prepared" and e.get("object") == token
                                  for e in last["events"])


def test_forced_steps_are_passes_117_3d_and_blocks_none_509_1(cr_722_3c):
    """Every forced step of the play is a pass (117.3d) or Bob's declaration of blockers when the flying token
    can't be blocked by his Grizzly Bears (702.9b): nothing else has a single legal move here."""
    (plan,) = cr_722_3c["plans"]
    forced = [s for s in plan if s["forced"]]
    assert len(forced) >= 30
    assert {s["step"] for s in forced} <= {"pass", "declare_blockers"}
    assert all(s["step"] == "pass" for s in forced if s["who"] == "alice")


def test_decisions_text_marks_forced_steps_and_the_merged_payment_601_2h():
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--decisions"])
    assert r.exit_code == 0, r.output
    # cast Emeritus of Abundance (a decision: Alice may pass), then both passes are the only legal moves
    assert r.output.startswith("plan 1 (1 decision, 3 steps; 2 forced steps, the engine's only legal move):\n"
                               "  1. alice: cast emab mana")
    assert "  2. (forced) alice: pass" in r.output and "  3. (forced) bob: pass" in r.output
    assert "Emeritus of Abundance enters prepared (CR 722.3a)" in r.output
    assert "searched as one" in r.output and "601.2h" in r.output


@pytest.mark.long
def test_budget_stops_the_search_cleanly(engine):
    """A budget far below what the CR 722.3c play takes: the search stops, naming the budget, with no plan."""
    with pytest.raises(BudgetExceeded, match="time budget of 2 s"):
        explore_decisions(engine, load_state(CROAK), "token_copy_prepared", time_budget=2)
    r = CliRunner().invoke(main, ["explore", CROAK, "--goal", "token_copy_prepared", "--decisions",
                                  "--time-budget", "2"])
    assert r.exit_code == 1 and "time budget of 2 s" in r.output


@pytest.mark.parametrize("args", [
    ["--allow", "attacks"],           # what-if events are not legal moves
    ["--horizon", "0"],
    ["--goal", "prepared(O, T"],      # doesn't parse
    ["--goal", "prepared(emab, T), in_zone(emab, battlefeld, T)"],  # a misspelt zone
])
def test_bad_input_exits_2(args):
    goal = [] if "--goal" in args else ["--goal", "prepared(O, T)"]
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--decisions", *goal, *args])
    assert r.exit_code == 2, r.output


@pytest.mark.long
def test_no_plan_within_the_horizon_exits_1():
    """Alice can't cast a foretold spell from prepare_lifecycle.yaml (no foretell card): the search ends."""
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "foretold_spell_cast", "--decisions",
                                  "--horizon", "1"])
    assert r.exit_code == 1 and "no sequence of at most 1 decisions" in r.output


@pytest.mark.long
def test_budget_message_names_states_and_decision_depth():
    """The decision search is depth first: the budget's message says how many states it searched and how many
    decisions deep it went, not the horizons of the time-point search."""
    r = CliRunner().invoke(main, ["explore", CROAK, "--goal", "token_copy_prepared", "--decisions",
                                  "--time-budget", "2"])
    assert r.exit_code == 1
    assert "searched over decision points" in r.output and "of at most 6 decisions" in r.output
    assert "no horizon was searched in full" not in r.output


@pytest.mark.long
def test_time_point_search_without_a_plan_points_to_decisions():
    """Emeritus of Abundance needs three time points from prepare_lifecycle.yaml: Alice casts it (601.2) and both
    players pass (117.4) so it resolves (608.3) and enters prepared (its Oracle text "This creature enters
    prepared.", 722.3a). A horizon of 2 has no plan, and the
    message points to --decisions, where the two passes are forced and the plan is one decision."""
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--horizon", "2"])
    assert r.exit_code == 1
    lines = r.output.splitlines()
    assert lines[0] == "no sequence of at most 2 steps reaches prepared(O, T)"
    assert len(lines) == 2 and "--decisions" in lines[1]
    # with --allow the search already uses what-if events: the hint is not given
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--horizon", "1",
                                  "--allow", "end_turn"])
    assert r.exit_code == 1 and "--decisions" not in r.output
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--decisions", "--horizon", "1"])
    assert r.exit_code == 0 and "1 decision, 3 steps" in r.output


def test_goal_that_reads_the_step_601_2(engine):
    """A goal over the step itself: casting Emeritus of Abundance (601.2: casting is the player's action, here in
    Alice's main phase with an empty stack, 307.1) holds with the cast's step, before the spell resolves, so
    the plan is the one decision with no forced step after it."""
    res = explore_decisions(engine, load_state(LIFECYCLE), "casting(P, emab, T)", isolate=False)
    (plan,) = res.plans
    assert res.decisions == 1 and [s.what.split()[0] for s in plan.steps] == ["cast"]
    assert not plan.steps[0].forced


def test_the_goal_reads_the_step_only_where_its_rules_do():
    """relevant.reads: the named goal token_copy_prepared is about a permanent being prepared (722.3a), which no
    action of the step at the same time changes; a goal over casting (601.2) reads does/3."""
    from pyglue.relevant import reads
    from pyglue.research.decisions import _Search
    from pyglue.solve import Engine

    st = load_state(LIFECYCLE)
    named = _Search(Engine(), st, "token_copy_prepared", 60, None)
    assert not reads(named.program, ("goal", 1), frozenset({("does", 3), ("query", 2)}))
    cast = _Search(Engine(), st, "casting(P, emab, T)", 60, None)
    assert reads(cast.program, ("goal", 1), frozenset({("does", 3)}))


def test_dedupe_sort_text_is_the_state_document_text():
    """apply's outcomes are sorted by their documents' text: the faster emitter gives the same text."""
    from pyglue.solve import _sort_text
    from pyglue.state import dump_document

    for path in sorted((EXAMPLES / "states").glob("*.yaml")):
        if path.name == "broken.yaml":
            continue
        doc = load_state(str(path)).to_document()
        assert _sort_text(doc) == dump_document(doc), path.name


def test_fewest_proves_the_fewest_decisions_issue_25():
    """Issue 25 item 4, --fewest: iterative deepening. Casting Emeritus of Abundance from prepare_lifecycle.yaml
    is one decision (601.2; the two passes after it are forced, 117.3d) and no plan has none (the goal doesn't
    hold in the state as given: nothing is prepared), so the plan is proven the fewest."""
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--decisions", "--fewest"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("plan 1 (1 decision, 3 steps;")
    assert "the fewest decisions: every sequence of fewer was searched in full" in r.output
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--decisions", "--json"])
    assert json.loads(r.output)["fewest"] is False
    r = CliRunner().invoke(main, ["explore", LIFECYCLE, "--goal", "prepared(O, T)", "--fewest"])
    assert r.exit_code == 2 and "--fewest" in r.output


@pytest.mark.long
def test_fewest_searches_every_shorter_sequence_in_full_722_3c(engine):
    """The CR 722.3c play needs six decisions (module docstring): within two, iterative deepening searches every
    sequence of one and of two decisions in full and finds no plan; the search ended by itself."""
    res = explore_decisions(engine, load_state(CROAK), "token_copy_prepared", horizon=2, fewest=True, isolate=False)
    assert res.plans == [] and res.complete and not res.fewest and res.states > 1


#: CR 722.3c's play two turns on (the module docstring): Alice's turn 5, declare attackers step, before her
#: declaration (CR 508.1: no player has priority until it is made). Her Frog token copies
#: Encouraging Aviator (707.2: its flying and "Whenever this creature attacks, it becomes prepared", and the prepare
#: spell Jump) except that it's a 1/1 green Frog (Croaking Counterpart's exception, 707.9b), and it has been hers
#: since the turn began (302.6: it may attack); the Aviator is tapped (508.1a: it can't attack); an Island is in
#: her hand; Bob has nothing.
TURN_5 = {
    "turn": 5, "active_player": "alice", "phase": "combat", "step": "declare_attackers", "priority": None,
    "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
    "objects": [
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1,
         "tapped": True},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "controller": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "timestamp": 2,
                           "except": {"colors": ["green"], "power": 1, "toughness": 1, "subtypes": ["Frog"]}}]},
        {"id": "island", "card": "Island", "zone": "hand", "owner": "alice", "timestamp": 3},
    ]}


def test_fewest_proves_one_decision_for_the_frog_to_become_prepared_722_3c(engine):
    """Issue 25 item 4, worked out from the rules before running: Alice chooses the Frog or no attackers (508.1a):
    the one decision. The Frog attacks, its copied trigger goes on the stack (603.2, 603.3), and as only passing is
    legal for either player (117.3d; no land is played outside a main phase, 305.1; Alice has no mana) both passes
    are forced; the trigger resolves and the Frog becomes prepared (722.3a): the goal. No plan has no decision (the
    goal doesn't hold before the declaration: nothing is prepared), so one decision is proven the fewest; with no
    attackers (508.8) the game reaches Alice's second main phase, where playing the Island or not is a second
    decision (305.1)."""
    res = explore_decisions(engine, as_state(TURN_5), "token_copy_prepared", horizon=3, fewest=True,
                            isolate=False)
    assert res.fewest and res.complete and res.decisions == 1
    (plan,) = res.plans
    assert [(s.who, s.what.split()[0], s.forced) for s in plan.steps] == [
        ("alice", "declare_attackers", False), ("alice", "pass", True), ("bob", "pass", True)]
    assert plan.steps[0].choices["attackers"] == [{"object": "frog", "player": "bob"}]
    assert any(r["event"] == "becomes_prepared" and r.get("object") == "frog" for r in plan.steps[-1].records)
    # (review10) the declaration triggers the Frog's copied ability (603.2, 603.3), and as the Frog becomes prepared
    # its controller creates the copy of its prepare spell in exile (722.3c)
    assert {"triggered", "put_on_stack"} <= {r["event"] for r in plan.steps[0].records if "frog" in str(r)}
    assert any(r["event"] == "prepare_copy_created" and r.get("prepare_copy_of") == "frog"
               for r in plan.steps[-1].records)
