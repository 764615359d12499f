"""Issue 27 item 6: the crash classes a new user's fuzzing found, each now a clean rejection. Bad input never
crashes: the CLI exits 2 naming what is wrong and where (nothing on stdout but the JSON error under --json), serve
answers an error response and reads on, and the API raises InputError. None of these is a game question, so no CR
rule is cited: the promise is the README's ("bad input is reported ... exit code 2")."""

from __future__ import annotations

import io
import json

import pytest
from click.testing import CliRunner

from pyglue import state_from_document
from pyglue.cli import main
from pyglue.serve import Server
from pyglue.state import MAX_DEPTH, InputError, parse_document, parse_size, read_document

STATE = "examples/states/croaking_counterpart.yaml"


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def _cli(*args: str, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, list(args), env=env)


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 600, 5000])
@pytest.mark.parametrize("form", ["json", "yaml"])
def test_a_deeply_nested_file_is_refused_naming_the_depth(tmp_path, depth, form):
    path = tmp_path / f"deep.{form}"
    path.write_text(f'{{"players": {_nested(depth)}}}' if form == "json" else f"players: {_nested(depth)}\n")
    result = _cli("derive", str(path), "--json")
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)["error"]
    assert f"nested more than {MAX_DEPTH} deep" in json.dumps(error)


def test_a_deeply_nested_document_from_the_api_is_an_input_error():
    doc = {"players": json.loads(_nested(800))}
    with pytest.raises(InputError) as err:
        state_from_document(doc)
    assert "nested more than" in err.value.problems[0][1]


def test_nesting_within_the_bound_is_judged_by_the_schema_not_refused_for_depth():
    with pytest.raises(InputError) as err:
        state_from_document({"players": json.loads(_nested(MAX_DEPTH - 2))})
    assert not any("nested more than" in m for _, m in err.value.problems)


@pytest.mark.parametrize("form", ["json", "yaml"])
def test_an_integer_of_more_than_4300_digits_is_refused(tmp_path, form):
    path = tmp_path / f"long.{form}"
    digits = "1" * 5000
    path.write_text(f'{{"turn": {digits}}}' if form == "json" else f"turn: {digits}\n")
    result = _cli("derive", str(path))
    assert result.exit_code == 2
    assert "more digits than can be read" in result.output


def test_a_lone_surrogate_in_a_document_is_refused_with_its_path():
    with pytest.raises(InputError) as err:
        parse_document('{"players": [{"name": "al\\ud800ice"}]}')
    assert err.value.problems == [("players[0].name", "text with an unpaired surrogate character")]


def test_a_lone_surrogate_in_a_key_is_refused():
    with pytest.raises(InputError) as err:
        parse_document('{"pla\\udc00yers": []}')
    assert "surrogate" in err.value.problems[0][1]


def _serve(lines: list[str]) -> list[dict]:
    out = io.BytesIO()
    Server().run(io.BytesIO("".join(line + "\n" for line in lines).encode("utf-8", "surrogatepass")), out)
    return [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]


def test_serve_answers_a_request_whose_id_or_path_has_a_lone_surrogate_and_goes_on():
    responses = _serve(['{"id": "\\ud800", "command": "derive", "state": "s1"}',
                        '{"id": 2, "command": "load", "path": "a\\udc00b.yaml"}',
                        '{"id": 3, "command": "load", "state": {"players": [{"name": "\\ud800"}]}}',
                        '{"id": 4, "command": "quit"}'])
    assert [r["id"] for r in responses] == [None, 2, 3, 4]
    assert [r["ok"] for r in responses] == [False, False, False, True]
    assert responses[0]["error"]["problems"][0]["path"] == "id"
    assert responses[1]["error"]["problems"][0]["path"] == "path"
    assert "surrogate" in json.dumps(responses[2]["error"])


def test_serve_refuses_a_deeply_nested_inline_state_and_goes_on():
    responses = _serve([json.dumps({"id": 1, "command": "load", "state": json.loads(_nested(600))}),
                        '{"id": 2, "command": "quit"}'])
    assert responses[0]["ok"] is False and "nested" in json.dumps(responses[0]["error"])
    assert responses[1] == {"id": 2, "ok": True, "result": {}}


def test_serve_names_a_too_long_number_rightly():
    responses = _serve(['{"id": ' + "9" * 5000 + ', "command": "quit"}'])
    assert responses[0]["ok"] is False
    assert "nested" not in json.dumps(responses[0]) and "digits" in json.dumps(responses[0])


def test_a_bad_max_file_size_in_the_environment_stops_serve_before_any_response():
    result = _cli("serve", env={"MTGASP_MAX_FILE_SIZE": "lots"})
    assert result.exit_code == 2
    assert "MTGASP_MAX_FILE_SIZE" in result.output and '"ok"' not in result.output


def test_a_large_size_limit_reads_a_small_file_without_asking_for_its_memory():
    """--max-file-size 64G used to ask for 64 GiB at once (MemoryError on every read)."""
    result = _cli("--max-file-size", "64G", "derive", STATE)
    assert result.exit_code == 0, result.output
    assert read_document(STATE, max_bytes=parse_size("64G"))["players"]


@pytest.mark.parametrize("size", ["65G", "100000000000000000000000000000"])
def test_a_size_limit_past_the_largest_is_refused(size):
    result = _cli("--max-file-size", size, "derive", STATE)
    assert result.exit_code == 2
    assert "--max-file-size" in result.output


def _rampant_growth_with_forests(n: int) -> dict:
    objects = [{"id": "rg", "card": "Rampant Growth", "zone": "stack", "owner": "alice", "timestamp": 1},
               {"id": "blib", "card": "Island", "zone": "library", "owner": "bob", "timestamp": 0}]
    objects += [{"id": f"f{i}", "card": "Forest", "zone": "library", "owner": "alice", "timestamp": i + 2}
                for i in range(n)]
    return {"players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}], "turn": 3,
            "active_player": "alice", "phase": "precombat_main", "priority": "alice", "passed": ["bob"],
            "stack": ["rg"], "objects": objects}


def test_a_pass_with_more_resulting_states_than_the_division_bound_gives_them_all(engine):
    """A pass that resolves Rampant Growth with 70 Forests in the library has 71 resulting states, none of them a
    division of combat damage: one per Forest put onto the battlefield, and one where the search finds nothing (CR
    701.19b: a search for a card with a stated quality may fail to find one). The bound on divisions (64, CR
    510.1c) is not in play; this used to raise KeyError 'damage'."""
    outcomes = engine.apply(state_from_document(_rampant_growth_with_forests(70)), {"action": "pass"})
    assert len(outcomes) == 71
