"""``mtgasp explore``: the shortest sequences of legal actions and rules events from a state to a goal.

The rules of ``rules_asp/`` are chained over time with ``rules_asp/explore.lp`` (GDL: true at T+1 is next
at T): at each time, the rules event due before anyone gets priority (CR 117.5), else one legal action. The
horizon grows one step at a time (1, 2, ... up to ``horizon``), so the first plans found are the shortest.
A goal is a name from ``rules_asp/goals.lp`` or a rule body over the time variable ``T`` (for example
``prepared(O, T), is_token(O, T)``); object ids and player names may be written without quotes (the goal's
AST is rewritten, :mod:`pyglue.research.names`). A cast may be of a card as its Adventure or Omen (explore.lp's
explore_face/3), and each step carries the choices it made (play_choice/3). Python only builds facts and
reads the answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from clingo import Function, Number
from clingo import ast as clingo_ast

from .. import answers, progress
from ..control import control
from .names import QuoteIds, constants, quote_id_text, stated, state_names, symbol_constants, variables
from ..solve import Engine, SolveError, parse_rules, rules_program, wait_for
from ..state import GameState, InputError
from ..vocabulary import const
from .limits import address_space_capped, peak_mib as _peak_mib, resident_bytes

_PARTS: tuple[list[Any], list[Any]] | None = None


def _parts() -> tuple[list[Any], list[Any]]:
    """(goals.lp, explore.lp) parsed: goals.lp is written like the rules (time T), explore.lp in parts."""
    global _PARTS
    if _PARTS is None:
        _PARTS = parse_rules("goals.lp"), parse_rules("explore.lp")
    return _PARTS


def goal_names() -> list[str]:
    """The named goals of ``rules_asp/goals.lp``."""
    return sorted(n.name for n, in stated("goals.lp", "goal_names", 1))


@dataclass
class Step:
    """One step of a plan: at time ``t``, ``who`` (a player, or ``rules`` for a rules event) does ``what``,
    licensed by the CR rules ``rules``; ``events`` is what happened, each with its CR rule; ``choices`` are the
    choices made with the action, under the keys an apply action takes (``as``, ``modes``, ``sacrifice``,
    ``targets``)."""

    t: int
    who: str
    what: str
    rules: list[str] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)
    #: the events as structured mappings (answers.event_record), in the order of ``events``
    records: list[dict[str, Any]] = field(default_factory=list)
    #: the engine gave exactly one legal move here (``explore --decisions`` plays it without counting it)
    forced: bool = False
    #: the step paid a cost with mana (explore.lp's play_paid/1): which sources paid is left open
    paid: bool = False

    def text(self) -> str:
        """``cast(giant, mana)`` followed by its choices, e.g. ``{as: adventure}``."""
        if not self.choices:
            return self.what
        parts = [f"{k}: {'[' + ', '.join(map(_choice_text, v)) + ']' if isinstance(v, list) else v}"
                 for k, v in self.choices.items()]
        return f"{self.what} {{{', '.join(parts)}}}"


def _choice_text(v: Any) -> str:
    """One value of a choice: an id, or a declared attacker (``frog -> bob``) or blocker (``bears blocks frog``)."""
    if isinstance(v, dict) and "blocks" in v:
        return f"{v['object']} blocks {v['blocks']}"
    if isinstance(v, dict):
        return f"{v['object']} -> {v.get('player') or v.get('planeswalker') or v.get('battle')}"
    return str(v)


@dataclass
class Plan:
    steps: list[Step]


#: constant -> whether the rules, explore.lp or goals.lp use it as a term (each asked once per process)
_RULE_CONSTANTS: dict[str, bool] = {}


def _rule_constants(among: set[str]) -> set[str]:
    """Which of ``among`` (a goal's constants) are constant terms the rules, explore.lp and goals.lp use
    (``exile``, ``adventure``, ...; not predicate names). Only the statements whose text has one of them as a word
    are parsed and walked (walking every statement of the rules took 6-19 s)."""
    import re

    from ..relevant import shipped

    asked = sorted(c for c in among if c not in _RULE_CONSTANTS)
    if asked:
        word = re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, asked)) + r")(?![\w'])")
        left = set(asked)
        for text in [*(shipped("rules") or []), *(str(s) for part in _parts() for s in part)]:
            hits = left.intersection(word.findall(text))
            if hits:
                stmts: list[Any] = []
                clingo_ast.parse_string(text, stmts.append)
                for c in hits & constants(stmts):
                    _RULE_CONSTANTS[c] = True
                    left.discard(c)
                if not left:
                    break
        _RULE_CONSTANTS.update(dict.fromkeys(left, False))
    return {c for c in among if _RULE_CONSTANTS[c]}


def _goal_program(goal: str, state: GameState, facts: list[Any]) -> tuple[list[Any], list[Any]]:
    """(extra statements, extra facts) selecting ``goal``; :class:`InputError` if it doesn't parse or names a
    constant that is nothing of the state's and nothing the rules use. A constant that is an object id or a
    player name of ``state`` (and no term of the rules or the state's facts) stands for that object or player:
    it becomes the string the facts use (``emab`` -> ``"emab"``), as ``mtgasp why`` reads atoms."""
    if goal in goal_names():
        return [], [Function("goal_name", [const(goal)])]
    stmts: list[Any] = []
    said: list[str] = []  # clingo's own messages, into the error (not printed on stderr)
    text = f"goal(T) :- {quote_id_text(goal, state_names(state))}."
    try:
        clingo_ast.parse_string(text, stmts.append,
                                logger=lambda _code, msg: said.append(msg.strip()))
    except RuntimeError as exc:
        why = "; ".join(m.replace("<string>:1:", "column ") for m in said) or str(exc)
        raise InputError([("--goal", f"neither a named goal ({', '.join(goal_names())}) nor a rule body "
                                     f"over T that clingo parses: {why} (in: {text})")],
                         "explore") from None
    if len(stmts) != 2:  # the #program base statement and the one rule
        raise InputError([("--goal", "give one rule body, such as: prepared(O, T), is_token(O, T)")], "explore")
    from ..relevant import _info, fact_predicates, shipped

    derivable = set().union(*map(_heads, (shipped("rules") or rules_program(), *_parts()))) | fact_predicates(facts)
    used = sorted(p for p in _info(stmts[1:]).all[0] - {("goal", 1)} if p not in derivable)
    if used:
        raise InputError([("--goal", f"{n}/{a} is neither a named goal ({', '.join(goal_names())}) nor a predicate "
                                     "the rules or the state's facts define") for n, a in used], "explore")
    calls = QuoteIds(set())
    for s in stmts[1:]:
        calls(s)
    if calls.external:   # (no Python function serves a goal: clingo said "not found" and the goal never held)
        raise InputError([("--goal", (f"@{n}(...) calls a function: a goal is a rule body over the predicates "
                                      "the rules or the state's facts define")) for n in sorted(calls.external)],
                         "explore")
    named = calls.found
    known = _rule_constants(named) | symbol_constants(facts)
    names = state_names(state)
    unknown = sorted(named - known - names)
    if unknown:
        raise InputError([("--goal", f"{c!r} is neither an object id or player of the state ({', '.join(sorted(names))}) "
                                     "nor a term the rules use; write ids as they are in the state, and "
                                     "constants as the rules spell them") for c in unknown], "explore")
    return [stmts[0], QuoteIds(names, keep=known)(stmts[1])], []


#: kinds of "what if" rules events the search may use when asked (explore.lp's allow/1)
EVENT_KINDS = ("attacks", "become_prepared", "copy_spell", "end_turn")


class BudgetExceeded(RuntimeError):
    """The search hit its time or memory budget before finding a plan; ``budget`` names which ("time" or
    "memory"), ``horizon`` the last horizon searched in full (-1: none)."""

    def __init__(self, budget: str, limit: str, horizon: int, done: str | None = None) -> None:
        self.budget, self.limit, self.horizon = budget, limit, horizon
        #: what was searched, in the search's own terms (``explore --decisions``: states and decision depth)
        self.done = done
        if done is None:
            done = f"horizons up to {horizon} have no plan" if horizon >= 0 else "no horizon was searched in full"
        super().__init__(f"the search hit its {budget} budget of {limit} ({done})")


#: the largest horizon explore takes (steps)
MAX_HORIZON = 60


def explore(engine: Engine, state: GameState, goal: str, horizon: int = 4, plans: int = 3,
            allow: tuple[str, ...] = (), time_budget: float | None = None,
            stats: dict[str, Any] | None = None,
            on_horizon: Callable[[int, float], None] | None = None,
            memory_budget: float | None = None, isolate: bool | None = None) -> tuple[int, list[Plan]]:
    """``(length, plans)``: up to ``plans`` shortest plans (length = steps) reaching ``goal`` within
    ``horizon`` steps, or ``(0, [])`` if none does (``(0, [Plan([])])`` if the goal holds in the state). Steps
    are legal actions and the rules events the rules name; ``allow`` adds "what if" events of the kinds in
    :data:`EVENT_KINDS`. Plans that differ only in which sources paid a cost are one plan (the payment is not
    part of a plan: apply's ``payment`` key is left open).

    One clingo Control serves every horizon (multi-shot, the iclingo pattern of rules_asp/explore.lp): the
    rules of time t are grounded once, as time t is reached. ``time_budget`` (seconds, default the engine's
    time limit) bounds the whole search: past it, :class:`BudgetExceeded`. ``memory_budget`` (GiB of resident
    memory of the search), when given, bounds it likewise. ``stats``, when given, receives per-horizon figures
    (``horizons``: a list of (k, seconds so far, peak MiB of the search)); ``on_horizon(k, seconds so far)``,
    when given, is called as each horizon k is searched in full.

    With ``isolate`` (the default where processes can be forked), the search runs in a child process that is
    ended when it passes a budget, even in the middle of a grounding (which clingo can't interrupt), and a
    child that runs out of memory is reported as the memory budget, never as a crash of the caller. Without
    it, the budgets are checked between groundings and while solving.

    Raises :class:`InputError` for a goal that is neither a name of goals.lp nor a parsable rule body, a goal
    naming a constant that is neither an object id or player of the state nor a term the rules use, or a
    horizon outside 1..:data:`MAX_HORIZON`.
    """
    if not 1 <= horizon <= MAX_HORIZON:
        raise InputError([("--horizon", f"the horizon (steps) must be between 1 and {MAX_HORIZON}")], "explore")
    bad = sorted(set(allow) - set(EVENT_KINDS))
    if bad:
        raise InputError([("--allow", f"unknown event kind {k!r}; known: {', '.join(EVENT_KINDS)}") for k in bad],
                         "explore")
    budget = engine.time_limit if time_budget is None else time_budget
    stmts, facts = _goal_program(goal, state, engine._facts(state, "explore"))
    goal_facts = list(facts)
    facts += [Function("allow", [const(k)]) for k in sorted(set(allow))]
    figures, report = _reporter(stats, on_horizon)
    holds, timeless = _holds_as_given(engine, state, goal, stmts, goal_facts)
    if holds:  # (horizon 0, without grounding it)
        report(0, 0.0, _peak_mib())
        return 0, [Plan([])]
    if timeless:  # read of time 0 at every horizon: it holds at none
        for k in range(horizon + 1):
            report(k, 0.0, _peak_mib())
        return 0, []
    base, step = _program(stmts)
    if not _isolating(isolate):
        return _search(engine, state, facts, base, step, horizon, plans, budget, memory_budget, report)
    return _isolated(lambda send: _search(engine, state, facts, base, step, horizon, plans, budget + 5, memory_budget,
                                          send), budget, memory_budget, report)


def _goal_rules(engine: Engine, goal: str, stmts: list[Any], facts: list[Any]) -> tuple[list[Any], bool]:
    """(the engine's rules with ``goal``'s statements and rules_asp/decisions.lp, so that a legal query on them answers
    the goal at time 0 in the same grounding as the state's legal actions; whether the goal's body doesn't name T).
    ``stmts`` and ``facts`` are :func:`_goal_program`'s; its facts (a named goal's goal_name/1) become statements."""
    from ..relevant import extended, shipped

    rules = [s for s in stmts if s.ast_type.name == "Rule"]
    timeless = bool(rules) and not any(_names_t(s) for s in rules)
    extra = [_at_a_time(s) for s in rules] + _fact_statements(facts)
    # of goals.lp, a named goal's own rule (a rule of another goal needs that goal's goal_name/1, which isn't
    # given: it can't fire, and left in, it would seem to read what that goal reads)
    named = f"goal_name({goal})" if facts else None
    goals = [s for s in _parts()[0] if "goal_name(" not in str(s) or named is not None and named in str(s)]
    base = engine._program if engine._program is not None else shipped("rules")
    if base is not None and isinstance(base[0], str):
        return extended(base, goals + extra + parse_rules("decisions.lp")), timeless
    # edited rules (no shipped index) or an engine's own program: the statements as ASTs
    return (base or rules_program()) + goals + extra + parse_rules("decisions.lp"), timeless


def _names_t(rule: Any) -> bool:
    """Whether the body of the goal's rule ``goal(T) :- Body`` names the variable T."""
    return any("T" in variables(lit) for lit in rule.body)


def _at_a_time(rule: Any) -> Any:
    """The goal's rule ``goal(T) :- Body`` with ``time(T)`` added to its body: a body that doesn't bind T (one
    about the state as given, such as ``in_zone(pw, battlefield, 0)``, or ``#false``) is then safe, as in the
    time-point search, where pyglue/incremental.py binds T to the step."""
    out: list[Any] = []
    clingo_ast.parse_string("goal(T) :- time(T).", out.append)
    return rule.update(body=[*rule.body, out[-1].body[0]])


def _fact_statements(facts: list[Any]) -> list[Any]:
    """Facts (symbols) as program statements (ASTs)."""
    out: list[Any] = []
    for f in facts:
        clingo_ast.parse_string(f"{f}.", out.append)
    return [s for s in out if s.ast_type.name == "Rule"]


def _holds_as_given(engine: Engine, state: GameState, goal: str, stmts: list[Any],
                    facts: list[Any]) -> tuple[bool, bool]:
    """(whether ``goal`` holds in the state as given, whether its answer there is its answer at every horizon).
    The first is asked as ``explore --decisions`` asks it: in one query of the state's legal actions on the rules
    with the goal's (sliced to what the answer reads; 0.1 to 0.3 s), where horizon 0 of the incremental search
    grounds the whole rules at time 0 (10 to 20 s from prepare_lifecycle.yaml). The second is true for a goal
    whose body doesn't name T and reads no predicate of explore.lp (pyglue/incremental.py binds only T to the
    step: such a body is read of time 0 at every time). Otherwise the incremental search asks horizon 0 again."""
    from ..relevant import _info, shipped

    program, timeless = _goal_rules(engine, goal, stmts, facts)
    try:
        holds = any(s.name == "goal_holds" for s in engine.legal_actions(state, program=program).shown)
    except SolveError:
        raise
    except RuntimeError as exc:  # clingo's grounding error: the goal's rule (the rules ground alone)
        raise InputError([("--goal", f"the goal doesn't ground: {exc}")], "explore") from None
    if not timeless:
        return holds, False

    searched = _heads(_parts()[1]) - _heads(shipped("rules") or rules_program())  # (acting/1, play/3, reached/1, ...)
    return holds, not (_info(stmts[1:]).all[0] & searched)


def _heads(prog: list[Any]) -> set[tuple[str, int]]:
    """The predicates the statements ``prog`` derive (every group read: a lazy index holds None)."""
    from ..relevant import _info, _whole

    return {p for hs in _whole(_info(prog)).head for p in hs}


def _search(engine: Engine, state: GameState, facts: list[Any], base: list[Any], step: list[Any], horizon: int,
            plans: int, budget: float, memory_budget: float | None,
            report: Callable[[int, float, float], None]) -> tuple[int, list[Plan]]:
    """The incremental search itself (see :func:`explore`), in this process."""
    import time

    start = time.monotonic()
    # (the base and step parts are sliced, pyglue/relevant.py: an atom whose rules were left out is undefined)
    ctl = control([f"--models={plans}", "--project=show", "--warn=all", "--warn=no-atom-undefined"],
                  engine._logger)
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for part, body in (("base", base), ("step", step)):
            builder.add(_program_statement(part))
            for s in body:
                builder.add(s)
        for s in _parts()[1]:
            builder.add(s)
    ctl.add("base", [], "".join(f"{s}.\n" for s in engine._facts(state, "explore", facts)))
    for k in range(horizon + 1):  # 0: the goal holds in the state as given (an empty plan)
        progress.report("explore", k, horizon, f"horizon {k}")
        try:
            ctl.ground(([("base", [])] if k == 0 else []) + [("step", [Number(k)])])
        except RuntimeError as exc:
            raise InputError([("--goal", f"the goal doesn't ground: {exc}")], "explore") from None
        _check_memory(memory_budget, k - 1)
        if k > 0:
            ctl.release_external(Function("query", [Number(k - 1)]))
        ctl.assign_external(Function("query", [Number(k)]), True)
        left = budget - (time.monotonic() - start)
        if left <= 0:
            raise BudgetExceeded("time", f"{budget:g} s", k - 1)
        found: list[list[Any]] = []
        handle = ctl.solve(on_model=lambda m: found.append(sorted(m.symbols(shown=True))), async_=True)

        def memory() -> None:
            try:
                _check_memory(memory_budget, k - 1)
            except BudgetExceeded:
                handle.cancel()
                raise

        if wait_for(handle, left, memory, 0.5) is not None:
            handle.cancel()
            raise BudgetExceeded("time", f"{budget:g} s", k - 1)
        handle.get()
        _check_memory(memory_budget, k - 1)
        report(k, time.monotonic() - start, _peak_mib())
        if found:
            return k, [_plan(m) for m in sorted(found)]
    return 0, []


def _ended(proc: Any, mem_limit: str, searched: int) -> None:
    """The search's process ended without an answer: killed or aborted (the out-of-memory killer, or glibc
    failing to allocate under the address-space cap) is its memory budget; any other end is an error."""
    import signal

    proc.join()
    if proc.exitcode in (-signal.SIGKILL, -signal.SIGABRT, -signal.SIGSEGV, 1):
        raise BudgetExceeded("memory", mem_limit, searched)
    raise RuntimeError(f"explore's search process ended with exit code {proc.exitcode}")


def _reporter(stats: dict[str, Any] | None, on_horizon: Callable[[int, float], None] | None
              ) -> tuple[dict[str, Any], Callable[..., None]]:
    """The figures a search fills in (``stats``, or a new dict) and the ``report(k, seconds, peak)`` that records
    each horizon (or depth of decisions) searched there and passes it to ``on_horizon``; a report with ``k`` None
    (progress of the decision search, for the budget's message) records nothing."""
    figures = stats if stats is not None else {}
    figures["horizons"] = []

    def report(k: int | None, seconds: float, peak: float, *_: Any) -> None:
        if k is None:
            return
        figures["horizons"].append((k, round(seconds, 3), round(peak)))
        if on_horizon is not None:
            on_horizon(k, seconds)

    return figures, report


def _isolating(isolate: bool | None) -> bool:
    """``isolate`` as given, else whether the search can run in a forked child: a daemonic process (a pool's
    worker) may not start one of its own."""
    import multiprocessing as mp

    if isolate is not None:
        return isolate
    return "fork" in mp.get_all_start_methods() and not mp.current_process().daemon


def _isolated(search: Callable[[Callable[[int, float, float], None]], tuple[int, list[Plan]]], budget: float,
              memory_budget: float | None,
              report: Callable[[int, float, float], None]) -> tuple[int, list[Plan]]:
    """``search(report)`` (:func:`_search`, or pyglue/research/decisions.py's search over decision points) in a forked
    child process, watched from here: ended at the time budget, or when its
    resident memory passes the memory budget (read from /proc while it runs, and capped in the child's
    address space as a backstop); its progress and answer come back through a pipe. ``report(k, s, m)`` is a
    horizon solved; the child may also call ``report(None, 0, 0, done)`` with what it has searched so far, in
    its own words (:attr:`BudgetExceeded.done` of a budget hit here)."""
    import multiprocessing as mp
    import time

    ctx = mp.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)

    def child() -> None:
        recv.close()
        try:
            # the backstop: past it the child fails, which is reported as the budget
            with address_space_capped(None if memory_budget is None else memory_budget + 2):
                out = search(lambda k, s, m, done=None: send.send(("horizon", k, s, m) if k is not None
                                                                  else ("progress", done)))
            send.send(("done", out))
        except BudgetExceeded as exc:
            send.send(("budget", exc.budget, exc.limit, exc.horizon, exc.done))
        except MemoryError:
            send.send(("budget", "memory", None, None))
        except SolveError as exc:  # the engine couldn't answer a query: the caller's SolveError, as elsewhere
            send.send(("solve", str(exc)))
        except InputError as exc:
            send.send(("input", exc.problems if hasattr(exc, "problems") else [("--goal", str(exc))]))
        except BaseException as exc:  # noqa: BLE001 (anything else is the caller's error to see)
            send.send(("error", f"{type(exc).__name__}: {exc}"))
        finally:
            send.close()

    start = time.monotonic()
    proc = ctx.Process(target=child, daemon=True)
    proc.start()
    send.close()
    searched, peak, done = -1, 0.0, None
    mem_limit = f"{memory_budget:g} GiB" if memory_budget is not None else "the machine's memory"
    try:
        while True:
            left = budget - (time.monotonic() - start)
            if left <= 0:
                raise BudgetExceeded("time", f"{budget:g} s", searched, done)
            rss = resident_bytes(proc.pid)
            if rss is not None:
                peak = max(peak, rss / (1 << 20))
                if memory_budget is not None and rss > memory_budget * (1 << 30):
                    raise BudgetExceeded("memory", mem_limit, searched, done)
            if not recv.poll(min(0.1, left)):
                if not proc.is_alive() and not recv.poll(0):
                    _ended(proc, mem_limit, searched)
                continue
            try:
                msg = recv.recv()
            except EOFError:
                _ended(proc, mem_limit, searched)
            if msg[0] == "horizon":
                searched = msg[1]
                peak = max(peak, msg[3])
                report(msg[1], time.monotonic() - start, peak)
            elif msg[0] == "progress":
                done = msg[1]
            elif msg[0] == "done":
                return msg[1]
            elif msg[0] == "budget":
                done = msg[4] if msg[4] is not None else done
                if msg[1] == "time":
                    raise BudgetExceeded("time", f"{budget:g} s", searched, done)
                raise BudgetExceeded("memory", mem_limit, searched, done)
            elif msg[0] == "input":
                raise InputError(msg[1], "explore")
            elif msg[0] == "solve":
                raise SolveError(msg[1])
            else:
                raise RuntimeError(f"explore's search failed: {msg[1]}")
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join()
        recv.close()


def _check_memory(budget: float | None, searched: int) -> None:
    """:class:`BudgetExceeded` if the process's peak resident memory is past ``budget`` GiB."""
    if budget is not None and _peak_mib() > budget * 1024:
        raise BudgetExceeded("memory", f"{budget:g} GiB", searched)


_INCREMENTAL: Any = None


def _program(goal_stmts: list[Any]) -> tuple[list[Any], list[Any]]:
    """(base, step(t)) statements of the rules, goals.lp and the goal, rearranged by pyglue/incremental.py
    (the rules once per process)."""
    global _INCREMENTAL
    from ..incremental import Incremental
    from ..relevant import _info, _whole, shipped

    if _INCREMENTAL is None:  # (which rules are about a time: the rules index's step forms, read, not worked out)
        texts = shipped("rules")
        info = None if texts is None else _whole(_info(texts))
        known = None if info is None else list(zip(info.step, info.all))
        _INCREMENTAL = Incremental(rules_program() + _parts()[0], known)
    base, step = _INCREMENTAL.rearrange([s for s in goal_stmts if s.ast_type == clingo_ast.ASTType.Rule])
    return _INCREMENTAL.base + base, _INCREMENTAL.step + step


def _program_statement(name: str) -> Any:
    pos = clingo_ast.Position("<explore>", 1, 1)
    loc = clingo_ast.Location(pos, pos)
    params = [clingo_ast.Id(loc, "t")] if name == "step" else []
    return clingo_ast.Program(loc, name, params)


def _plan(symbols: list[Any]) -> Plan:
    steps: dict[int, Step] = {}
    choices: dict[tuple[int, str], list[tuple[int, Any]]] = {}
    for s in symbols:
        if s.name == "play":
            t = s.arguments[0].number
            steps[t] = Step(t, answers.render_id(s.arguments[1]), answers.render_term(s.arguments[2]))
    for s in symbols:
        t = s.arguments[0].number if s.arguments and s.arguments[0].type.name == "Number" else None
        if t in steps and s.name == "play_paid":
            steps[t].paid = True
        elif t in steps and s.name == "licence":
            steps[t].rules.append(s.arguments[1].string)
        elif t in steps and s.name == "happened":
            steps[t].events.append((answers.render_term(s.arguments[1]), s.arguments[2].string))
            steps[t].records.append((steps[t].events[-1], s.arguments[1], s.arguments[2].string))
        elif t in steps and s.name == "play_choice":
            key, val = s.arguments[1], s.arguments[2]
            if key.name == "targets":
                choices.setdefault((t, "targets"), []).append((key.arguments[0].number, answers.render_id(val)))
            elif key.name == "modes":
                choices.setdefault((t, "modes"), []).append((val.number, val.number))
            else:
                choices.setdefault((t, key.name), []).append((0, answers.render_id(val)))
    for (t, key), vals in sorted(choices.items()):
        picked = [v for _, v in sorted(vals)]
        steps[t].choices[key] = picked[0] if key in ("as", "door") else picked
    for st in steps.values():
        st.rules.sort()
        st.events.sort()
        st.records = [answers.event_record(ev, rule) for _, ev, rule in sorted(st.records)]
    return Plan([steps[t] for t in sorted(steps)])
