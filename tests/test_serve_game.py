"""`mtgasp serve`'s games (issue 25 item 3; docs/serve.md): ``game`` starts a game the session holds,
``legal-moves`` lists its moves as ``Game.legal_moves`` does, ``push`` plays one (by index, or an action with one
resulting state), ``pop`` takes it back; a client in another language lists moves without applying every action.

Expected answers from the rules on examples/states/croaking_counterpart.yaml: Alice's turn 3, precombat main
phase, empty stack, Alice holding priority; Croaking Counterpart ({1}{G}{U}) in her hand, three Islands and a
Forest untapped, her Encouraging Aviator and Bob's Grizzly Bears on the battlefield."""

from __future__ import annotations

import jsonschema
import pytest

from pyglue.game import Game
from pyglue.serve import Server
from pyglue.state import load_state, schema

from .conftest import ROOT

STATE = "examples/states/croaking_counterpart.yaml"


@pytest.fixture()
def server(engine):
    return Server(engine)


def ask(server: Server, **request) -> dict:
    jsonschema.validate(request, schema("serve"))
    response = server.handle(request)
    jsonschema.validate(response, dict(schema("serve")["$defs"]["response"], **{"$defs": schema("serve")["$defs"]}))
    return response


def _started(server) -> str:
    assert ask(server, command="load", path=STATE)["result"] == {"state": "s1"}
    assert ask(server, id=1, command="game", state="s1") == {"id": 1, "ok": True,
                                                             "result": {"game": "g1", "state": "s1"}}
    return "g1"


def test_legal_moves_are_the_games_cr_117_3d_601_2c_601_2h(server, engine):
    """CR 117.3d: Alice may pass; CR 601.2c, 601.2h: she may cast Croaking Counterpart targeting the Aviator or the
    Bears (nonFrog creatures), paying {1}{G}{U} with the Forest and two of the three Islands: three payments per
    target, six casts. The moves, in order, are Game.legal_moves' (to_json), each with its index."""
    game = _started(server)
    moves = ask(server, command="legal-moves", game=game)["result"]["moves"]
    assert [m["index"] for m in moves] == list(range(7))
    assert [m["action"]["action"] for m in moves] == ["pass"] + ["cast"] * 6
    casts = [m["action"] for m in moves[1:]]
    assert sorted((a["targets"][0], tuple(a["payment"])) for a in casts) == sorted(
        (t, ("forest1",) + pair) for t in ("aviator", "bears")
        for pair in (("island1", "island2"), ("island1", "island3"), ("island2", "island3")))
    local = Game(load_state(ROOT / STATE), engine).legal_moves
    assert [{k: v for k, v in m.items() if k != "index"} for m in moves] == [m.to_json() for m in local]


def test_push_by_index_and_pop_walk_the_game_cr_601_2(server, engine):
    """Pushing a cast (CR 601.2: the spell is on the stack, its costs paid) gives a new state handle with the spell
    on the stack and the lands of its payment tapped; pushing Alice's pass resolves nothing yet (Bob gets priority,
    CR 117.3d); two pops come back to the first state's handle."""
    game = _started(server)
    moves = ask(server, command="legal-moves", game=game)["result"]["moves"]
    cast = next(m for m in moves if m["action"]["action"] == "cast")
    pushed = ask(server, command="push", game=game, move=cast["index"])["result"]
    assert (pushed["move"], pushed["state"], pushed["played"]) == ({k: v for k, v in cast.items() if k != "index"},
                                                                   "s2", 1)
    doc = ask(server, command="derive", state="s2")["result"]
    croak = next(o for o in doc["objects"] if o["id"] == "croak")
    assert croak["zone"] == "stack"
    passed = ask(server, command="push", game=game, action={"action": "pass"})["result"]
    assert (passed["state"], passed["played"]) == ("s3", 2)
    assert ask(server, command="pop", game=game)["result"]["state"] == "s2"
    back = ask(server, command="pop", game=game)["result"]
    assert (back["state"], back["played"], back["move"]["action"]) == ("s1", 0, cast["action"])


def test_game_requests_refused_with_reasons(server):
    """An unknown game, a move index past the list, push with neither or both of move and action, a pop with no
    move played, and an action with several resulting states (the cast: its target and payment are open, CR
    601.2c, 601.2h) are errors naming why; a dropped game is unknown."""
    game = _started(server)
    assert ask(server, command="legal-moves", game="g9")["error"]["kind"] == "unknown_game"
    too_far = ask(server, command="push", game=game, move=99)["error"]
    assert (too_far["kind"], too_far["problems"]) == ("bad_request", [{"path": "move", "message": "at most 6"}])
    assert ask(server, command="push", game=game)["error"]["kind"] == "bad_request"
    assert ask(server, command="push", game=game, move=0, action={"action": "pass"})["error"]["kind"] == "bad_request"
    assert ask(server, command="pop", game=game)["error"]["kind"] == "bad_request"
    open_ = ask(server, command="push", game=game, action={"action": "cast", "object": "croak", "cost": "mana"})
    assert open_["error"]["kind"] == "ambiguous_move"
    assert {p["choice"] for p in open_["error"]["prompts"]} == {"payment", "target"}
    assert ask(server, command="drop", states=[game])["result"] == {"dropped": [game]}
    assert ask(server, command="pop", game=game)["error"]["kind"] == "unknown_game"
