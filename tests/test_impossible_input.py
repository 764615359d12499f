"""Impossible input is flagged (issue 16 point 3): derive, legal, apply and why-not evaluate the state invariants of
rules_asp/invariants.lp on their input, as `mtgasp check STATE` does, and warn naming each broken invariant and its
CR rule; `--strict` makes that exit 2.

Expected invariants, from the CR: a foretold card is in exile (or a spell that was one), never in a hand (702.143a,
400.7); a prepared permanent with a prepare spell has the copy of its prepare spell in exile (722.3c: the copy is
made as the designation is gained and stays while the permanent is prepared); the exiled copy of a prepare spell is
a new object in exile, not its own permanent (722.3c); a copy takes values that already exist, so no object copies
itself through a chain of sources (707.2).
"""

from __future__ import annotations

import copy

import pytest
import yaml
from click.testing import CliRunner

from pyglue.cli import main

from .conftest import EXAMPLES, make_state

SAW = {"id": "saw", "card": "Saw It Coming", "zone": "hand", "owner": "alice", "foretold": {"turn": 2}}
AVIATOR = {"id": "av", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1}
CYCLE = [{"id": "a", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "b"}]},
         {"id": "b", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "a"}]}]
SELF_LINKED = {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "jump",
               "copy_effects": [{"prepare_of": "av"}]}
CASES = {
    "foretold_in_hand": ([SAW], ("foretold_in_exile_or_on_stack", "702.143a", "saw")),
    "prepared_without_copy": ([dict(AVIATOR, designations=["prepared"])], ("prepared_has_its_copy", "722.3c", "av")),
    "copy_cycle": (CYCLE, ("no_copy_cycle", "707.2", "a")),
    "prepare_copy_of_itself": ([AVIATOR, SELF_LINKED], ("prepare_copy_is_another_object", "722.3c", "jump")),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_engine_finds_the_broken_invariant(engine, case):
    objects, expected = CASES[case]
    s = make_state(copy.deepcopy(objects))
    engine.derive(s)
    assert expected in engine.input_violations(s)


def test_a_possible_state_breaks_nothing(engine):
    s = make_state([AVIATOR])
    engine.legal_actions(s)
    assert engine.input_violations(s) == []


def write(tmp_path, objects):
    s = make_state(copy.deepcopy(objects))
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(s.to_document(), sort_keys=False), encoding="utf-8")
    return p


@pytest.mark.parametrize("command", [["derive"], ["legal"], ["apply", "{action: pass}"],
                                     ["why-not", "{action: pass}"], ["apply", "{event: state_based_actions}"]])
def test_every_query_warns_and_strict_exits_2(tmp_path, command):
    """The foretold card in a hand: each of the four commands answers and warns on stderr naming the invariant and
    CR 702.143a; with --strict it exits 2 without answering."""
    p = write(tmp_path, [SAW])
    r = CliRunner().invoke(main, [command[0], str(p), *command[1:]])
    assert r.exit_code in (0, 1), r.output + r.stderr
    assert "warning: impossible input" in r.stderr and "foretold_in_exile_or_on_stack (CR 702.143a)" in r.stderr
    r = CliRunner().invoke(main, [command[0], str(p), *command[1:], "--strict"])
    assert r.exit_code == 2 and "error: impossible input" in r.stderr and r.stdout == ""


def test_an_example_state_has_no_warning():
    r = CliRunner().invoke(main, ["derive", str(EXAMPLES / "states" / "croaking_counterpart.yaml"),
                                                  "--strict"])
    assert r.exit_code == 0 and r.stderr == ""


@pytest.mark.parametrize("command", [["derive"], ["legal"], ["why-not", "{action: pass}"]])
def test_json_answers_name_the_broken_invariant(tmp_path, command):
    """With --json the broken invariants are in the answer too (impossible_input, output schema), not only on
    stderr: the foretold card in a hand breaks foretold_in_exile_or_on_stack (CR 702.143a) at saw; a possible
    state's JSON has no such key."""
    import json

    import jsonschema

    from pyglue.state import schema as output_schema

    p = write(tmp_path, [SAW])
    r = CliRunner().invoke(main, [command[0], str(p), *command[1:], "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert {"invariant": "foretold_in_exile_or_on_stack", "rule": "702.143a", "objects": "saw"} \
        .items() <= doc["impossible_input"][0].items()
    jsonschema.validate(doc, output_schema("output"))
    r = CliRunner().invoke(main, [command[0], str(write(tmp_path, [AVIATOR])), *command[1:], "--json"])
    assert "impossible_input" not in json.loads(r.stdout)
