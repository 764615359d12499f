"""``mtgasp serve``: the engine as a long-running process, one JSON request per line in, one JSON response per
line out (docs/serve.md; the request schema is ``mtgasp schema serve``).

A program in any language starts it once and pays no start-up per question, as a chess GUI talks to a UCI
engine. States are loaded once and named by handles (``"s1"``); ``apply`` names each resulting state, so a
client can walk a game and ask about every state on the way. Every request gets exactly one response with its
``id``: a result, or an error naming what is wrong and where. Nothing a client sends stops the process but
``{"command": "quit"}`` or the end of its input.

The answers are the engine's own (:class:`pyglue.solve.Engine`), the ``result`` of each the same JSON as the
CLI's ``--json`` output of that command; this module only reads requests and keeps the states.
"""

from __future__ import annotations

import functools
import json
import math
import sys
from pathlib import Path
from typing import IO, Any

from .state import DEFAULT_MAX_FILE_SIZE, GameState, InputError, check_player, load_state, max_file_size, schema, \
    schema_problems, state_from_document
from .validation import is_text

#: the most states kept at once unless ``--max-states`` says otherwise (``drop`` frees them)
DEFAULT_MAX_STATES = 1000


class RequestError(Exception):
    """A request the server refuses: ``kind`` (bad_json, bad_request, unknown_command, unknown_state,
    too_many_states, input, illegal_action, solve), a message and the problems as ``(path, message)``."""

    def __init__(self, kind: str, message: str, problems: list[tuple[str, str]] | None = None,
                 source: str = "", extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.kind, self.message, self.problems, self.source, self.extra = kind, message, problems or [], source, extra

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "message": self.message,
                               "problems": [{"path": p, "message": m} for p, m in self.problems]}
        if self.source:
            out["source"] = self.source
        return out | (self.extra or {})


def _input_error(exc: InputError, where: str) -> RequestError:
    """An :class:`InputError` as a response error; ``where`` is the request field the bad input came in."""
    return RequestError("input", f"{where}: {len(exc.problems)} problem(s) in {exc.source or where}", exc.problems,
                        exc.source)


def _check_request_player(state: GameState, player: Any, field: str) -> None:
    """A :class:`RequestError` naming the request's ``field`` and the players there, unless ``player`` is None
    or one of the game's players (the state is fine: the request names someone not in it)."""
    try:
        check_player(state, player, field)
    except InputError as exc:
        raise RequestError("input", f"the request's {field}: {exc.problems[0][1]}", exc.problems) from None


class Server:
    """The request loop's state: the engine and the states loaded or reached, by handle."""

    def __init__(self, engine: Any = None, max_states: int = DEFAULT_MAX_STATES) -> None:
        if engine is None:
            from .solve import Engine

            engine = Engine()
        self.engine = engine
        self.max_states = max_states
        self.states: dict[str, GameState] = {}
        self._next = 1
        #: the games the session holds (``game``), by handle, each with the handles of its states so far
        self.games: dict[str, tuple[Any, list[str]]] = {}
        self._next_game = 1
        self.done = False
        self._commands = {"load": self._load, "derive": self._derive, "legal": self._legal, "why-not": self._why_not,
                          "apply": self._apply, "drop": self._drop, "quit": self._quit, "game": self._game,
                          "legal-moves": self._legal_moves, "push": self._push, "pop": self._pop}

    # -- the loop ----------------------------------------------------------------------------

    def run(self, stdin: IO[Any], stdout: IO[Any]) -> int:
        """Answer each line of ``stdin`` on ``stdout`` until ``quit`` or the end of the input; 0. The streams
        are binary (UTF-8, as `mtgasp serve` runs) or text."""
        try:
            limit = max_file_size()
        except InputError as exc:  # a bad MTGASP_MAX_FILE_SIZE: said once, then the default limit
            self._write(stdout, self._error(None, _input_error(exc, "environment")))
            limit = DEFAULT_MAX_FILE_SIZE
        number = 0
        while not self.done:
            line = stdin.readline(limit + 1)
            number += 1
            if not line:
                break
            newline = b"\n" if isinstance(line, bytes) else "\n"
            if len(line) > limit and not line.endswith(newline):
                while line and not line.endswith(newline):  # the rest of the over-long line is skipped unread
                    line = stdin.readline(limit + 1)
                response = self._error(None, RequestError(
                    "bad_request", f"line {number}: the request is longer than the limit of {limit} bytes "
                                   "(--max-file-size, MTGASP_MAX_FILE_SIZE): not read", [(f"line {number}", "too long")]))
            elif not line.strip():
                continue
            else:
                try:   # (handle_line never raises: only the decoding can)
                    response = self.handle_line(line.decode("utf-8") if isinstance(line, bytes) else line, number)
                except UnicodeDecodeError as exc:
                    response = self._error(None, RequestError(
                        "bad_json", f"the request is not UTF-8 text (byte {exc.start})",
                        [(f"line {number}, byte {exc.start + 1}", "not UTF-8")]))
            self._write(stdout, response)
        return 0

    @staticmethod
    def _write(stdout: IO[Any], response: dict[str, Any]) -> None:
        text = _dumps(response) + "\n"
        try:
            stdout.write(text)
        except TypeError:  # a binary stream
            stdout.write(text.encode("utf-8"))
        stdout.flush()

    def handle_line(self, line: str, number: int = 1) -> dict[str, Any]:
        """The response to one request line, the ``number``-th of the input (never raises). A byte order mark
        opening the input is skipped (RFC 8259 8.1: a reader may ignore it; Windows tools write one)."""
        if number == 1:
            line = line.removeprefix("\ufeff")
        try:
            request = json.loads(line, object_pairs_hook=_unique_keys)
        except (ValueError, RecursionError) as exc:
            where = f"line {number}" + (f", column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else "")
            why = (exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
                   if isinstance(exc, RecursionError) else str(exc)[:200])
            return self._error(None, RequestError("bad_json", f"the request is not JSON: {why}", [(where, why)]))
        return self.handle(request)

    def handle(self, request: Any) -> dict[str, Any]:
        """The response to one request (a parsed JSON value; never raises)."""
        rid = request.get("id") if isinstance(request, dict) else None
        if not isinstance(rid, (str, int, float, type(None))) or isinstance(rid, bool):
            rid = None
        if isinstance(rid, str) and not is_text(rid):  # no UTF-8 line can echo it: the error says why, id null
            return self._error(None, RequestError(
                "bad_request", "the request's id has an unpaired surrogate character: an id is text, a number or null",
                [("id", "text with an unpaired surrogate character")]))
        if isinstance(rid, float) and not math.isfinite(rid):  # 1e400, NaN: no JSON number can echo it
            return self._error(None, RequestError(
                "bad_request", f"the request's id is {rid}, not a finite number: an id is a string, a number or null",
                [("id", "not a finite number")]))
        try:
            return self._dispatch(request, rid)
        except RequestError as exc:
            return self._error(rid, exc)
        except InputError as exc:
            return self._error(rid, _input_error(exc, "request"))
        except Exception as exc:  # noqa: BLE001 - a bug must not end the session: it is reported, the loop goes on
            return self._error(rid, RequestError("internal", f"internal error: {type(exc).__name__}: {exc}"[:1000]))

    def _dispatch(self, request: Any, rid: Any) -> dict[str, Any]:
        command = request.get("command") if isinstance(request, dict) else None
        if isinstance(command, str) and command not in self._commands:
            raise RequestError("unknown_command", f"unknown command {command[:100]!r}; known: "
                                                  f"{', '.join(sorted(self._commands))}", [("command", "unknown")])
        problems = schema_problems(request, "serve")
        if problems and isinstance(command, str):  # a field the command doesn't take, named by its own path
            takes = _fields(command)
            problems = [(k, f"{command} takes no {k!r} (it takes: {', '.join(sorted(takes))})")
                        for k in request if k not in takes] + [q for q in problems if "were unexpected" not in q[1]
                                                              and "was unexpected" not in q[1]]
        if problems:
            raise RequestError("bad_request", f"{len(problems)} problem(s) in the request", problems)
        return {"id": rid, "ok": True, "result": self._commands[request["command"]](request)}

    def _error(self, rid: Any, exc: RequestError) -> dict[str, Any]:
        return {"id": rid, "ok": False, "error": exc.to_json()}

    # -- states -------------------------------------------------------------------------------

    def _room(self) -> None:
        if len(self.states) >= self.max_states:
            raise RequestError("too_many_states", f"{self.max_states} states are kept (--max-states): drop some "
                                                  "first ({\"command\": \"drop\", \"states\": [...]})")

    def _keep(self, state: GameState) -> str:
        self._room()
        handle = f"s{self._next}"
        self._next += 1
        self.states[handle] = state
        return handle

    def _state(self, request: dict[str, Any]) -> GameState:
        """The state a query asks about: a handle, or a state document given inline (not kept)."""
        ref = request["state"]
        if isinstance(ref, str):
            if ref not in self.states:
                raise RequestError("unknown_state", f"no state {ref[:100]!r} (loaded, or reached by apply, and not "
                                                    "dropped)", [("state", "unknown handle")])
            return self.states[ref]
        try:
            return state_from_document(ref, source="state")
        except InputError as exc:
            raise _input_error(exc, "state") from None

    def _load(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "load", "path": FILE}`` or ``{"command": "load", "state": DOCUMENT}``: a handle. A file
        is read as ``mtgasp`` reads a STATE argument; its card_files (and a document's) are confined to the
        state file's folder and the cards path (--cards-path, MTGASP_CARDS_PATH)."""
        if ("path" in request) == ("state" in request):
            raise RequestError("bad_request", "load takes either path (a state file) or state (a document)",
                               [("path" if "path" in request else "", "give one of path and state")])
        if "path" in request:
            try:
                st = load_state(Path(request["path"]))
            except InputError as exc:
                raise _input_error(exc, "path") from None
        else:
            if not isinstance(request["state"], dict):
                raise RequestError("bad_request", "load's state is a state document (a mapping)",
                                   [("state", "a mapping, not a handle")])
            st = self._state(request)
        return {"state": self._keep(st)}

    def _drop(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "drop", "states": [HANDLE, ...]}``: forget those states (unknown handles are ignored)."""
        dropped = [h for h in request["states"]
                   if self.states.pop(h, None) is not None or self.games.pop(h, None) is not None]
        return {"dropped": dropped}

    def _quit(self, request: dict[str, Any]) -> dict[str, Any]:
        self.done = True
        return {}

    # -- queries ------------------------------------------------------------------------------

    def _query(self, request: dict[str, Any], run: Any, player: str = "") -> dict[str, Any]:
        """``run(state)`` on the state the request names; ``player``: the request's field naming a player of it."""
        st = self._state(request)
        if player:
            _check_request_player(st, request.get(player), player)
        return self._run(lambda: run(st), action="action" in request)

    def _derive(self, request: dict[str, Any]) -> dict[str, Any]:
        return self._query(request, lambda st: self.engine.derive(st, viewer=request.get("as")).to_json(), "as")

    def _legal(self, request: dict[str, Any]) -> dict[str, Any]:
        return self._query(request, lambda st: self.engine.legal_actions(st, request.get("player")).to_json(), "player")

    def _why_not(self, request: dict[str, Any]) -> dict[str, Any]:
        return self._query(request, lambda st: self.engine.why_not(st, dict(request["action"])).to_json())

    def _apply(self, request: dict[str, Any]) -> dict[str, Any]:
        """The outcomes, each as ``apply --json`` gives it plus its handle (``"documents": false`` leaves the
        documents out, for a client that asks about the handles only)."""
        def run(st: GameState) -> dict[str, Any]:
            outcomes = self.engine.apply(st, dict(request["action"]), settle=not request.get("raw", False))
            if len(self.states) + len(outcomes) > self.max_states:
                raise RequestError("too_many_states", f"{len(outcomes)} resulting states would pass the "
                                                      f"{self.max_states} kept (--max-states): drop some first")
            out = []
            for o in outcomes:
                doc = o.to_json()
                item = doc if request.get("documents", True) else {k: v for k, v in doc.items() if k != "state"}
                out.append(item | {"handle": self._keep(o.state)})
            return {"outcomes": out}

        return self._query(request, run)

    # -- games (issue 25.3): the moves of Game (pyglue/game.py), played on a game the session holds ----------------

    def _game(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "game", "state": STATE}``: a game from that state, held by the session: ``{"game": "g1",
        "state": HANDLE}`` (the state's handle; a document given inline is kept under a new one)."""
        from .game import Game

        st = self._state(request)
        ref = request["state"]
        handle = ref if isinstance(ref, str) else self._keep(st)
        game = f"g{self._next_game}"
        self._next_game += 1
        self.games[game] = (Game(st, self.engine), [handle])
        return {"game": game, "state": handle}

    def _held(self, request: dict[str, Any]) -> tuple[Any, list[str]]:
        ref = request["game"]
        if ref not in self.games:
            raise RequestError("unknown_game", f"no game {ref[:100]!r} (started by game, and not dropped)",
                               [("game", "unknown handle")])
        return self.games[ref]

    def _legal_moves(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "legal-moves", "game": GAME}``: the game's legal moves now (``Game.legal_moves``), each
        with its ``index`` (what push takes); an open move (more resulting states than are listed one by one) has
        its ``prompts`` instead of choices and events."""
        game, _ = self._held(request)
        moves = self._run(lambda: game.legal_moves)
        return {"moves": [dict(m.to_json(), index=i) for i, m in enumerate(moves)]}

    def _push(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "push", "game": GAME, "move": INDEX}`` (one of legal-moves) or ``"action": ACTION`` (an
        action with one legal resulting state): play it; ``{"move", "state": HANDLE, "played": N}``."""
        from .game import AmbiguousMove

        game, handles = self._held(request)
        if ("move" in request) == ("action" in request):
            raise RequestError("bad_request", "push takes either move (an index of legal-moves) or action",
                               [("move" if "move" in request else "", "give one of move and action")])
        self._room()
        if "move" in request:
            moves = self._run(lambda: game.legal_moves)
            if request["move"] >= len(moves):
                raise RequestError("bad_request", f"move {request['move']} is not one of the {len(moves)} legal "
                                                  "moves now (legal-moves lists them, from 0)",
                                   [("move", f"at most {len(moves) - 1}" if moves else "no legal move")])
            move = moves[request["move"]]
        else:
            move = dict(request["action"])
        try:
            played = self._run(lambda: game.push(move), action=True)
        except AmbiguousMove as exc:
            raise RequestError("ambiguous_move", str(exc), [("move" if "move" in request else "action", "choices open")],
                               extra={"prompts": [p.to_json() for p in exc.prompts]}) from None
        handles.append(self._keep(game.state))
        return {"move": played.to_json(), "state": handles[-1], "played": len(game.move_stack)}

    def _pop(self, request: dict[str, Any]) -> dict[str, Any]:
        """``{"command": "pop", "game": GAME}``: take back the last move; ``{"move", "state": HANDLE, "played":
        N}``, the state before it (its handle as push gave it, or the game's first)."""
        game, handles = self._held(request)
        if not game.move_stack:
            raise RequestError("bad_request", "pop: no move to take back (none was pushed since the game began)",
                               [("game", "no move played")])
        if handles[-2] not in self.states:   # (dropped: the state before is kept again, a handle is never reused)
            self._room()
        move = game.pop()
        handles.pop()
        if handles[-1] not in self.states:
            handles[-1] = self._keep(game.state)
        return {"move": move.to_json(), "state": handles[-1], "played": len(game.move_stack)}

    def _run(self, fn: Any, action: bool = False) -> Any:
        """``fn()``, the engine's refusals as the errors of a query (an illegal action, a solve error, bad input)."""
        from .solve import IllegalAction, SolveError

        try:
            return fn()
        except IllegalAction as exc:
            who = "no player" if exc.why.player == "nobody" else exc.why.player
            raise RequestError("illegal_action", f"{who} may not do this action now",
                               [("action", f"{c} (CR {r})") for c, r in exc.why.failures],
                               extra={"why": exc.why.to_json()}) from None
        except SolveError as exc:
            raise RequestError("solve", str(exc)) from None
        except InputError as exc:
            raise _input_error(exc, "action" if action else "request") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are unique, as a state file's must be (YAML 1.2; RFC 8259's interoperable JSON)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise ValueError(f"key {twice[:100]!r} appears twice")
    return out


def _dumps(response: dict[str, Any]) -> str:
    """One response line, always valid JSON (RFC 8259 has no Infinity or NaN): a response holding a value JSON
    can't write becomes an internal error response with the same id (a number's id is checked on the way in)."""
    try:
        return json.dumps(response, sort_keys=True, ensure_ascii=False, allow_nan=False)
    except (ValueError, TypeError) as exc:
        rid = response.get("id")
        error = RequestError("internal", f"internal error: the response is not valid JSON: {exc}"[:1000])
        return json.dumps({"id": rid if isinstance(rid, (str, int, type(None))) else None, "ok": False,
                           "error": error.to_json()}, sort_keys=True, ensure_ascii=False)


@functools.cache
def _fields(command: str) -> frozenset[str]:
    """The request fields ``command`` takes (from its branch of pyglue/data/serve.schema.json)."""
    for branch in schema("serve")["allOf"]:
        if branch["if"]["properties"]["command"]["const"] == command:
            return frozenset(branch["then"]["properties"])
    return frozenset()


#: the exit status of `mtgasp serve` ended by SIGINT (128 + 2, as a shell reports it)
INTERRUPTED = 130


def serve(engine: Any = None, max_states: int = DEFAULT_MAX_STATES, stdin: IO[str] | None = None,
          stdout: IO[str] | None = None) -> int:
    """Run the request loop on stdin/stdout (the ``mtgasp serve`` command).

    SIGINT ends the process at once, also in the middle of a request (a grounding or solve runs in clingo's C code,
    where Python can't act on a signal): the loop runs in a thread of its own while the main thread waits for it,
    interruptibly, and SIGINT is heeded even when the process started with it ignored (a background job). The
    request in progress gets no response; a line on stderr says so, and the exit status is 130."""
    import os
    import signal
    import threading

    server = Server(engine, max_states)
    streams = (stdin or sys.stdin.buffer, stdout or sys.stdout.buffer)
    if threading.current_thread() is not threading.main_thread():  # (signals reach only the main thread)
        return server.run(*streams)
    outcome: list[Any] = []

    def loop() -> None:
        try:
            outcome.append(server.run(*streams))
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread, which raises it
            outcome.append(exc)

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    worker = threading.Thread(target=loop, name="mtgasp-serve", daemon=True)
    try:
        worker.start()
        while worker.is_alive():
            worker.join(0.2)
    except KeyboardInterrupt:
        sys.stderr.write("mtgasp serve: interrupted (SIGINT); a request in progress has no response\n")
        sys.stderr.flush()
        os._exit(INTERRUPTED)  # the loop's thread may be inside clingo: no interpreter shutdown waits on it
    finally:
        signal.signal(signal.SIGINT, previous)
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


__all__ = ["DEFAULT_MAX_STATES", "INTERRUPTED", "RequestError", "Server", "serve"]
