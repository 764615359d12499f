"""`mtgasp serve` (issue 13 point 3; docs/serve.md): JSON requests one per line, one response per line, with ids,
state handles, and errors as responses that never end the process.

The expected answers come from the rules on the example state (examples/states/croaking_counterpart.yaml: Alice's
turn 3, precombat main phase, empty stack, Alice holding priority; Croaking Counterpart in her hand, three
Islands and a Forest untapped, her Encouraging Aviator and Bob's Grizzly Bears on the battlefield).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys

import jsonschema
import pytest

from pyglue.serve import Server
from pyglue.state import schema

from .conftest import ROOT

STATE = "examples/states/croaking_counterpart.yaml"
CAST = {"action": "cast", "object": "croak", "targets": ["aviator"], "payment": ["forest1", "island1", "island2"]}


@pytest.fixture()
def server(engine):
    return Server(engine)


def ask(server: Server, **request) -> dict:
    response = server.handle(request)
    jsonschema.validate(response, dict(schema("serve")["$defs"]["response"], **{"$defs": schema("serve")["$defs"]}))
    return response


def test_legal_on_a_loaded_state_cr_117_3d_307_1_601_2c(server):
    """CR 117.3d: the player holding priority may pass; CR 307.1: with the stack empty in her main phase Alice may
    cast the sorcery Croaking Counterpart, whose target is a nonFrog creature (Oracle text; CR 601.2c): Encouraging
    Aviator or Grizzly Bears. Bob holds no priority and may do nothing (CR 117.1). The id comes back as sent."""
    loaded = ask(server, id="a", command="load", path=STATE)
    assert loaded == {"id": "a", "ok": True, "result": {"state": "s1"}}
    r = ask(server, id=7, command="legal", state="s1")
    assert r["id"] == 7 and r["ok"]
    acts = [(a["player"], a["action"], a["targets"]) for a in r["result"]["actions"]]
    assert acts == [("alice", {"action": "pass"}, []),
                    ("alice", {"action": "cast", "object": "croak", "cost": "mana"}, [["aviator", "bears"]])]
    assert ask(server, id=8, command="legal", state="s1", player="bob")["result"]["actions"] == []


def test_why_not_and_an_illegal_apply_cr_117_1_601_2h(server):
    """Bob casting Croaking Counterpart: he holds no priority (CR 117.1), it is not his main phase with an empty
    stack (117.1a), he controls no lands to pay {1}{G}{U} (601.2h), and the card is in Alice's hand (601.3).
    `apply` of it is an error response with those conditions, and the process answers the next request."""
    bob = {"action": "cast", "object": "croak", "player": "bob"}
    w = ask(server, id=1, command="why-not", state={**_document()}, action=bob)["result"]
    assert (w["legal"], sorted(f["condition"] for f in w["failures"])) == (
        False, sorted(["no_priority", "needs_sorcery_timing", "cannot_pay({1}{G}{U})", "no_permission(hand)"]))
    ask(server, command="load", path=STATE)
    r = ask(server, id=2, command="apply", state="s1", action=bob)
    assert r["ok"] is False and r["error"]["kind"] == "illegal_action"
    assert "no_priority (CR 117.1)" in [p["message"] for p in r["error"]["problems"]]
    assert ask(server, id=3, command="legal", state="s1")["ok"]


def test_apply_names_each_resulting_state_cr_601_2i_117_3c_608_2(server):
    """Casting Croaking Counterpart with one payment has one outcome (CR 601.2i: it is cast, on the stack); its
    handle is a state to ask about: Alice receives priority again (CR 117.3c) and may pass, but not cast a sorcery
    with a spell on the stack (307.1). Both players passing resolves it (117.4, 608.2): a token copy of the Aviator
    is created (707.2)."""
    ask(server, command="load", path=STATE)
    r = ask(server, id=1, command="apply", state="s1", action=CAST)["result"]
    assert [o["handle"] for o in r["outcomes"]] == ["s2"]
    assert r["outcomes"][0]["state"]["stack"] == ["croak"]
    legal = ask(server, command="legal", state="s2")["result"]["actions"]
    assert [(a["player"], a["action"]) for a in legal] == [("alice", {"action": "pass"})]
    s3 = ask(server, command="apply", state="s2", action={"action": "pass"}, documents=False)["result"]["outcomes"]
    assert "state" not in s3[0] and s3[0]["handle"] == "s3"
    s4 = ask(server, command="apply", state="s3", action={"action": "pass"})["result"]["outcomes"]
    assert {"event": "created_token_copy", "object": "croak.token.9", "copy_of": "aviator", "rule": "707.2"} in s4[0]["events"]
    d = ask(server, command="derive", state=s4[0]["handle"])["result"]
    token = next(o for o in d["objects"] if o["id"] == "croak.token.9")
    # CR 707.9b: the copy's exceptions: a 1/1 green Frog (Croaking Counterpart's Oracle text)
    assert (token["characteristics"]["power"], token["characteristics"]["toughness"]) == (1, 1)
    assert ask(server, command="drop", states=["s2", "s9"])["result"] == {"dropped": ["s2"]}
    assert ask(server, command="legal", state="s2")["error"]["kind"] == "unknown_state"


@pytest.mark.parametrize(("request_", "kind", "path"), [
    ({"command": "fly"}, "unknown_command", "command"),
    ({"id": 1}, "bad_request", ""),
    ({"command": "legal"}, "bad_request", ""),
    ({"command": "legal", "state": "s1", "as": "bob"}, "bad_request", "as"),
    ({"command": "legal", "state": 3}, "bad_request", "state"),
    ({"command": "load", "path": "nope.yaml"}, "input", ""),
    ({"command": "load", "state": {"players": [], "objects": [{"id": 1}]}}, "input", "objects[0].id"),
    ({"command": "derive", "state": "s1"}, "unknown_state", "state"),
    (["not", "a", "mapping"], "bad_request", ""),
])
def test_bad_requests_are_error_responses_naming_where(server, request_, kind, path):
    """Bad input never crashes: each is a response with the error's kind and the path of a problem."""
    r = server.handle(request_)
    assert r["ok"] is False and r["error"]["kind"] == kind, r
    assert path in [p["path"] for p in r["error"]["problems"]], r


def test_the_process_reads_lines_and_keeps_going():
    """A session through the real process: ids echoed; not-JSON, an unknown state and a bad field each get an error
    response naming where (the line number for JSON that doesn't parse); `quit` ends it with exit code 0 and
    nothing after it is read; no traceback anywhere."""
    lines = [json.dumps({"id": 1, "command": "load", "path": STATE}), "{not json", "",
             json.dumps({"id": "x", "command": "legal", "state": "s7"}),
             json.dumps({"id": 2, "command": "legal", "state": "s1", "player": "alice"}),
             json.dumps({"id": 3, "command": "quit"}), json.dumps({"id": 4, "command": "legal", "state": "s1"})]
    p = subprocess.run([sys.executable, "-c", "import sys; from pyglue.cli import main; sys.exit(main())", "serve"],  # noqa: PLW1510
                       input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
    out = [json.loads(x) for x in p.stdout.splitlines()]
    assert [(r["id"], r["ok"]) for r in out] == [(1, True), (None, False), ("x", False), (2, True), (3, True)]
    assert out[1]["error"]["problems"][0]["path"] == "line 2, column 2"
    assert out[2]["error"]["kind"] == "unknown_state"
    assert [a["action"]["action"] for a in out[3]["result"]["actions"]] == ["pass", "cast"]


def test_an_over_long_line_is_refused_unread(engine, monkeypatch):
    """A request longer than the file size limit (--max-file-size) is an error response; the next line is read."""
    monkeypatch.setenv("MTGASP_MAX_FILE_SIZE", "1k")
    out = io.StringIO()
    Server(engine).run(io.StringIO("[" + " " * 5000 + "]\n" + '{"id": 2, "command": "quit"}\n'), out)
    first, second = (json.loads(x) for x in out.getvalue().splitlines())
    assert first["error"]["kind"] == "bad_request" and "limit" in first["error"]["message"]
    assert second == {"id": 2, "ok": True, "result": {}}


def _document() -> dict:
    from pyglue.state import read_document

    doc = read_document(ROOT / STATE)
    doc["card_files"] = ["examples/cards/sos.yaml"]  # an inline document's card files are relative to the cwd
    return doc


def test_bytes_that_are_not_utf8_are_an_error_response(engine):
    """A line that isn't UTF-8 (the process reads its standard input as bytes) is an error naming the line and
    byte; the next line is answered."""
    out = io.BytesIO()
    Server(engine).run(io.BytesIO(b'{"id": "\xff"}\n{"id": 2, "command": "quit"}\n'), out)
    first, second = (json.loads(x) for x in out.getvalue().decode("utf-8").splitlines())
    assert first["error"]["kind"] == "bad_json" and first["error"]["problems"][0]["path"] == "line 1, byte 9"
    assert second == {"id": 2, "ok": True, "result": {}}


def test_a_byte_order_mark_opens_the_input_blank_lines_get_no_response(engine):
    """docs/serve.md: a UTF-8 byte order mark opening the input is skipped (RFC 8259 8.1 lets a reader ignore it);
    a line of white space is no request. A mark on a later line is inside a request: not JSON."""
    out = io.BytesIO()
    Server(engine).run(io.BytesIO(b'\xef\xbb\xbf{"id": 1, "command": "drop", "states": []}\n  \n'
                                  b'\xef\xbb\xbf{"id": 2}\n{"id": 3, "command": "quit"}\n'), out)
    first, second, third = (json.loads(x) for x in out.getvalue().decode("utf-8").splitlines())
    assert first == {"id": 1, "ok": True, "result": {"dropped": []}}
    assert second["ok"] is False and second["error"]["kind"] == "bad_json" and second["id"] is None
    assert third == {"id": 3, "ok": True, "result": {}}


# --- new-user trial (wave 6): ids JSON can't write, the request's own fields, inline documents -------------------


@pytest.mark.parametrize("rid", ["1e400", "-1e400", "NaN", "Infinity", "-Infinity"])
def test_an_id_that_is_not_a_finite_number_is_a_bad_request_with_id_null(engine, rid):
    """docs/serve.md: an id is a string, a number or null; 1e400 (which Python reads as infinity), NaN and Infinity
    are none (RFC 8259 has no such number), so the request is refused with id null and every response line is
    valid JSON; the request is not carried out (the quit is not done, the next line is answered)."""
    out = io.StringIO()
    Server(engine).run(io.StringIO(f'{{"id": {rid}, "command": "quit"}}\n{{"id": 2, "command": "quit"}}\n'), out)
    lines = out.getvalue().splitlines()
    first, second = (json.loads(x, parse_constant=lambda c: pytest.fail(f"{c} in a response")) for x in lines)
    assert first["id"] is None and first["ok"] is False and first["error"]["kind"] == "bad_request"
    assert first["error"]["problems"][0]["path"] == "id"
    assert second == {"id": 2, "ok": True, "result": {}}


def test_a_response_json_can_not_write_is_still_a_json_line(engine):
    from pyglue.serve import _dumps

    line = _dumps({"id": 3, "ok": True, "result": {"x": float("nan")}})
    r = json.loads(line, parse_constant=lambda c: pytest.fail(c))
    assert (r["id"], r["ok"], r["error"]["kind"]) == (3, False, "internal")


def test_a_player_not_in_the_game_is_named_as_the_request_s_field(server):
    """The state is fine; the request's `player` names someone not in it: the message says so (not the file)."""
    ask(server, id=1, command="load", path=STATE)
    r = ask(server, id=2, command="legal", state="s1", player="carol")
    assert r["error"]["message"] == "the request's player: 'carol' is not a player in this game (players: alice, bob)"
    assert STATE not in r["error"]["message"]


def test_an_inline_document_s_card_files_are_relative_to_the_working_directory(server, monkeypatch):
    """docs/serve.md: a document given inline has no state file: its relative card_files are read from the
    working directory, inside the cards path. The file's own `../cards/sos.yaml` from the repository root is
    outside it, and the message says where it looked instead of naming a state file's folder."""
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("MTGASP_CARDS_PATH", raising=False)
    doc = _document()
    doc["card_files"] = ["../cards/sos.yaml"]
    r = ask(server, id=1, command="load", state=doc)
    (problem,) = [p for p in r["error"]["problems"] if p["path"] == "card_files[0]"]
    assert "state file's folder" not in problem["message"]
    assert "relative to the working directory" in problem["message"] and "cards path" in problem["message"]
    assert ask(server, id=2, command="load", state=_document())["ok"]  # examples/cards/sos.yaml: inside the cwd
