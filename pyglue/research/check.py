"""``mtgasp check``: the invariants of ``rules_asp/invariants.lp`` (each named and cited), checked two ways
(docs/check.md): on every state of a small universe (:func:`check_bound`, ``rules_asp/universe.lp``; the solver
looks for a counterexample at 1 object, then 2, ...: the first found is the smallest) and on given states
(:func:`check`: every legal action and the next rules event from each, with every resulting choice). Python only
builds facts, enumerates the given states' steps and reads answers: what breaks an invariant is decided by the rules.
"""

from __future__ import annotations

import functools
import math
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from importlib import resources
from typing import Any

from clingo import Control, Function, Number, String, Symbol, parse_term
from clingo import ast as clingo_ast

from .. import answers, progress
from ..cards import library
from ..control import control
from ..inputs import check_texts
from ..program import checked_program as program  # noqa: F401 - (the checker's program, re-exported)
from ..program import parse_rules, rules_program
from ..solve import Engine, SolveError, wait_for
from ..state import GameState, InputError, state_from_document
from ..translate import action_facts
from ..vocabulary import const
from .limits import address_space_capped, release_freed, resident_bytes
from .names import stated


def invariants() -> list[tuple[str, str, str]]:
    """The invariants as ``(name, CR rule, text)``, from invariants.lp's check_text/4 facts (rules_asp/findings.lp)."""
    return sorted((n, r, t) for n, (r, _, t) in check_texts("invariants.lp").items())


def step_invariants() -> set[str]:
    """The names of the step invariants (about what a step does, not about a state), from invariants.lp."""
    return {n.name for n, in stated("invariants.lp", "step_invariant", 1)}


@dataclass
class Violation:
    """An invariant broken by ``step`` from the state ``source`` (a step invariant), or in the state
    reached by it (a state invariant; ``step`` ends with "-> result")."""

    source: str
    step: str
    invariant: str
    rule: str
    objects: str


@dataclass
class CheckReport:
    """States and steps covered, resulting states checked, seconds, and the violations found."""

    invariants: list[str]
    states: int = 0
    steps: int = 0
    outcomes: int = 0
    seconds: float = 0.0
    violations: list[Violation] = field(default_factory=list)
    conflicts: list[tuple[str, Conflict]] = field(default_factory=list)  # (state source, conflict)

    @property
    def holds(self) -> bool:
        return not self.violations


def step_violations(engine: Engine, state: GameState, action: dict[str, Any] | None,
                    only: str | None = None, rules: list[Any] | None = None) -> tuple[int, list[tuple]]:
    """``(answer sets, [(name, rule, objects), ...])``: the step invariants broken by one action or event
    from ``state``, or with ``action=None`` the state invariants broken in ``state`` itself.

    ``rules`` replaces the parsed program (tests pass a deliberately broken copy). Raises
    :class:`InputError` for a malformed action, :class:`pyglue.SolveError` past the engine's time limit.
    """
    step, aux = action_facts(state, action) if action else ([], [])
    extra = step + aux
    if only:
        extra.append(Function("only_invariant", [const(only)]))
    return engine.violations(state, extra, rules)


class BudgetExceeded(RuntimeError):
    """The check hit its time budget (``--time-budget``, ``kind`` "time", seconds) or its memory budget
    (``--memory-budget``, ``kind`` "memory", GiB) before it finished; ``done`` says how far it got."""

    def __init__(self, limit: float, done: str, smaller: str = "", kind: str = "time") -> None:
        self.limit, self.done, self.kind = limit, done, kind
        unit = "s" if kind == "time" else "GiB"
        super().__init__(f"the check hit its {kind} budget of {limit:g} {unit} ({done}); nothing was checked beyond "
                         f"that: give a larger --{kind}-budget{' or ' + smaller if smaller else ''}")


def _rss_gib() -> float | None:
    """This process's resident memory (GiB), where /proc tells it."""
    rss = resident_bytes()
    return None if rss is None else rss / (1 << 30)


class _Deadline:
    """A time budget (seconds, None: none) counted from now, and a memory budget (GiB of this process's resident
    memory, None: none): the time left, or :class:`BudgetExceeded`. Past three quarters of the memory budget the
    grounded Controls kept for later work (not the one the work under way uses) are dropped first; past the budget
    itself, the check stops."""

    def __init__(self, budget: float | None, smaller: str = "", memory: float | None = None) -> None:
        self.budget, self.end = budget, None if budget is None else time.monotonic() + budget
        self.smaller, self.memory = smaller, memory

    def left(self, cap: float, done: str) -> float:
        if self.memory is not None:
            rss = _rss_gib()
            if rss is not None and rss > 0.75 * self.memory:  # (not the one the work under way still needs)
                _drop_controls(but=_LENT[0])
                rss = _rss_gib()
            if rss is not None and rss > self.memory:
                raise BudgetExceeded(self.memory, done, self.smaller, "memory")
        if self.end is None:
            return cap
        rest = self.end - time.monotonic()
        if rest <= 0:
            raise BudgetExceeded(self.budget, done, self.smaller)
        return min(cap, rest)

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end - 0.05


def check(engine: Engine, states: list[GameState], only: str | None = None,
          rules: list[Any] | None = None, time_budget: float | None = None) -> CheckReport:
    """Every invariant (or ``only``) on every legal action and the next rules event from each state.

    Raises :class:`InputError` for an unknown invariant name, :class:`BudgetExceeded` past ``time_budget``
    seconds (checked between steps).
    """
    names = [n for n, _, _ in invariants()]
    if only is not None and only not in names:
        raise InputError([("--only", f"unknown invariant {only!r}; known: {', '.join(names)}")], "check")
    report = CheckReport(invariants=[only] if only else names)
    start = time.monotonic()
    deadline = _Deadline(time_budget, "fewer states")
    for state in states:
        deadline.left(0, f"{report.states} state(s) checked in full")
        report.states += 1
        _, bad = step_violations(engine, state, None, only, rules)
        report.violations += [Violation(state.source, "(the state itself)", *b) for b in bad]
        if bad and rules is None:  # the state contradicts the rules: name the smallest conflicting facts
            report.conflicts += [(state.source, c) for c in conflicts(engine, state)
                                 if only is None or c.invariant == only]
        steps = [a.action | {"player": a.player} for a in engine.legal_actions(state)]
        steps += [{"event": ev} for ev in engine.derive(state).settle]
        for action in steps:
            _check_step(engine, state, action, _step_text(action), 0, report, deadline, only, rules, state.source)
    report.seconds = time.monotonic() - start
    return report


#: how many rules events (state-based actions, triggers put on the stack: what apply settles) check follows from
#: each resulting state, so that a state broken right after a step (combat damage, then a player loses) is found
SETTLE_DEPTH = 6


def _check_step(engine: Engine, state: GameState, action: dict[str, Any], text: str, depth: int,
                report: CheckReport, deadline: _Deadline, only: str | None, rules: list[Any] | None,
                source: str) -> None:
    """Check one step from ``state`` and the state each of its outcomes is, then follow each outcome's pending
    rules events (its ``settle``) up to SETTLE_DEPTH deep, as apply would."""
    deadline.left(0, f"{report.states - 1} state(s) and {report.steps} step(s) checked in full")
    report.steps += 1
    _, bad = step_violations(engine, state, action, only, rules)
    report.violations += [Violation(source, text, *b) for b in bad]
    try:
        outs = engine.apply(state, action, settle=False)
    except SolveError:  # a resulting state the format refuses: reported if a step invariant says why
        if bad:
            return
        raise
    for out in outs:
        report.outcomes += 1
        _, bad = step_violations(engine, out.state, None, only, rules)
        report.violations += [Violation(source, text + " -> result", *b) for b in bad]
        if depth < SETTLE_DEPTH:
            for ev in engine.derive(out.state).settle:
                _check_step(engine, out.state, {"event": ev}, f"{text} -> event: {ev}", depth + 1, report,
                            deadline, only, rules, source)


def _step_text(action: dict[str, Any]) -> str:
    return ", ".join(f"{k}: {v}" for k, v in sorted(action.items()))


# --- the bounded universe (rules_asp/universe.lp) ------------------------------------------------------

#: the card shapes of the universe (docs/check.md): prepare creatures whose prepare spell is an instant
#: (Aviator) or a sorcery (Emeritus of Abundance), a creature, a foretell card with a printed foretell cost
#: (Saw It Coming), a card that gives foretell to others (Dream Devourer), a token-copy maker with exceptions
#: (Croaking Counterpart), a card that enters as a copy (Clone), a basic land
SHAPES = ("Encouraging Aviator", "Emeritus of Abundance", "Grizzly Bears", "Saw It Coming", "Dream Devourer",
          "Croaking Counterpart", "Clone", "Island", "Cosmos Charger")
UNIVERSE_PLAYERS = ("alice", "bob")
_CARD_FILES = ("sos.yaml", "khm.yaml", "cr707.yaml")
_UNIVERSE: dict[str | None, list[Any]] = {}


def universe_program(rules_dir: str | None = None) -> list[Any]:
    """The rules, invariants.lp and universe.lp of ``rules_dir`` (a copy of rules_asp/), default the installed
    ones."""
    if rules_dir not in _UNIVERSE:
        rules = rules_program() if rules_dir is None else parse_rules("main.lp", rules_dir=rules_dir)
        _UNIVERSE[rules_dir] = rules + parse_rules("invariants.lp", "universe.lp", rules_dir=rules_dir)
    return _UNIVERSE[rules_dir]


@dataclass
class Counterexample:
    """The smallest state (``objects`` objects, then ``steps`` steps) and the steps from it that break
    invariants, with what breaks: ``(name, rule, objects, time)``; a step invariant at time T is broken by
    the step at T, a state invariant at T in the state the steps reach at T."""

    objects: int
    state: GameState
    step: str
    violations: list[tuple[str, str, str, int]]
    steps: int = 1
    path: list[str] = field(default_factory=list)


@dataclass
class BoundReport:
    """What ``check_bound`` proved: per number of objects, the jobs (slices of the universe) solved, the
    states and the (state, first step) pairs counted (sizes up to ``counted``); the seconds; the smallest
    counterexample, if any."""

    bound: int
    invariants: list[str]
    steps: int = 1
    covered: dict[int, int] = field(default_factory=dict)   # (state, first step) pairs per size
    states: dict[int, int] = field(default_factory=dict)    # states per size
    jobs: dict[int, int] = field(default_factory=dict)      # jobs proven per size
    seconds: float = 0.0
    workers: int = 1
    counterexample: Counterexample | None = None
    here: list[str] = field(default_factory=list)  # with a client: the work run here, too small to fan out


    @property
    def holds(self) -> bool:
        return self.counterexample is None


def _universe_base() -> GameState:
    import yaml

    cards: list[dict[str, Any]] = []
    for name in _CARD_FILES:
        with resources.as_file(resources.files("pyglue").joinpath("examples", "cards", name)) as path:
            cards += [c for c in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"] if c["name"] in SHAPES]
    # a shape no example file holds is the bundled library's real card (Cosmos Charger, which changes when
    # foretelling may be done: CR 702.143a with its own text)
    found = {c["name"] for c in cards}
    cards += [library()[s] for s in SHAPES if s not in found]
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": p, "life": 20} for p in UNIVERSE_PLAYERS], "cards": cards, "objects": []}
    return state_from_document(doc, source="<universe>")


def _universe_facts(engine: Engine, base: GameState, n: int, only: str | None) -> list[Symbol]:
    # the turn's holder of priority and the active player are chosen by universe.lp
    facts = [s for s in engine._facts(base, "check")
             if not (s.name == "true" and s.arguments[0].name in ("active", "priority"))]
    for i in range(1, n + 1):
        o = String(f"o{i}")
        facts += [Function("slot", [o]), Function("slot_index", [o, Number(i)])]
    facts += [Function("gen_player", [String(p)]) for p in UNIVERSE_PLAYERS]
    facts += [Function("shape", [String(s)]) for s in SHAPES]
    if only:
        facts.append(Function("only_invariant", [const(only)]))
    return facts


@functools.cache
def _stated(name: str) -> tuple[tuple[str, ...], ...]:
    """The constants of each head ``name(...)`` universe.lp states, in the order written (its variables left out):
    ``gen_zone`` the zones it puts a card in, ``slot_shape`` each kind of object that is not a card with its one
    zone (the rules declare them; Python splits the universe by them)."""
    heads = (getattr(getattr(r.head, "atom", None), "symbol", None) for stm in parse_rules("universe.lp")
             for r in stm.unpool() if r.ast_type == clingo_ast.ASTType.Rule)
    return tuple(tuple(str(a) for a in h.arguments if a.ast_type == clingo_ast.ASTType.SymbolicTerm)
                 for h in heads if getattr(h, "name", None) == name)


def job_keys(n: int) -> list[tuple[str, str] | None]:
    """The jobs of size ``n``: the kind and zone of object o1 (a shape in one of universe.lp's ``gen_zone``, or a
    copy kind with its zone), then ``None``: every state whose o1 has none of the keys listed (universe.lp's
    slot_shape/3), so that the jobs cover the universe whatever the keys. Each job is one slice; the slices don't
    overlap."""
    keys: list[tuple[str, str] | None] = [(s, z) for s in SHAPES for (z,) in _stated("gen_zone")]
    if n > 1:
        keys += [k for k in _stated("slot_shape") if len(k) == 2]
    return keys + [None]


def _key_symbol(key: tuple[str, str]) -> Symbol:
    kind = String(key[0]) if key[0] in SHAPES else Function(key[0], [])
    return Function("slot_shape", [String("o1"), kind, Function(key[1], [])])


@dataclass(frozen=True)
class JobSpec:
    """One job, as it travels to a worker: the facts as text, the sizes, the program's origin, the key."""

    facts: str
    objects: int
    steps: int
    rules_dir: str | None
    key: tuple[str, str] | None
    index: int
    count: bool
    time_limit: float
    check: str = ""  # the check this job belongs to: once stop_check names it, the job stops (work sent ahead)


@dataclass
class JobResult:
    """A job's answer: whether its slice has a counterexample with ``spec.steps`` steps (search), or the
    states and (state, first step) pairs its slice has (count); the seconds."""

    index: int
    found: bool
    states: int
    pairs: int
    seconds: float


#: the grounded Controls kept in a process for later jobs take at most this much of its memory (GiB, each measured
#: as the growth of the resident memory while it was grounded): before another is grounded, the kept ones are all
#: dropped if they take more (each serves one size and number of steps, so within one check it is not lent again);
#: the small ones (one object: 0.3 GiB) stay for the next check in the same process
KEEP_GIB = 0.5

#: a grounded Control is dropped after a job (the next job grounds afresh) once this process has grown by more than
#: this much (GiB) since the Control's first job: the solver's learnt state, which grows over a size's jobs, and not
#: the grounding or the solver's start, which the first job takes (3 objects, 2 steps, 2026-12-07: 1.48 GiB after
#: the first job, 1.61 after the 58th, so no grounding again)
REGROUND_GIB = 0.3

_CONTROLS: dict[tuple, list[Control]] = {}
_SIZES: dict[tuple, float] = {}             # GiB each took to ground
_CONTROLS_LOCK = threading.Lock()
_LENT: list[tuple | None] = [None]            # the key of the Control last lent in this check


def _drop_controls(keep: float = 0.0, but: tuple | None = None) -> None:
    """Drop every kept Control (except those of ``but``) unless together they take at most ``keep`` GiB, and hand
    the memory back to the system."""
    with _CONTROLS_LOCK:
        others = [k for k in _CONTROLS if k != but]
        if keep and sum(_SIZES.get(k, 0.0) for k in others) <= keep:
            return
        dropped = sum(len(_CONTROLS.pop(k)) for k in others)
    if dropped:
        release_freed()


@contextmanager
def _control(spec: JobSpec, mode: str, steps: int) -> Iterator[Control]:
    """A grounded Control for (program, size, mode, steps), lent to one job at a time and kept in this process
    for the next (grounding is most of a small job's time; a job selects its slice by assumptions), within
    :data:`KEEP_GIB`, and while the process has grown by at most :data:`REGROUND_GIB` since its first job. Threads
    of one process (a Dask worker with processes=False) each get their own. ``mode`` is search or count."""
    key = (spec.rules_dir, spec.facts, spec.objects, mode, steps)
    with _CONTROLS_LOCK:
        _LENT[0] = key
        free = _CONTROLS.get(key, [])
        ctl = free.pop() if free else None
    if ctl is None:
        _drop_controls(KEEP_GIB, but=key)
        release_freed()  # (and a Control dropped for its learnt state: REGROUND_GIB)
        before = _rss_gib()
        ctl = _ground(spec, mode, steps)
        after = _rss_gib()
        if before is not None and after is not None:
            _SIZES[key] = max(_SIZES.get(key, 0.0), after - before)
    try:
        yield ctl
    finally:
        rss, first = _rss_gib(), getattr(ctl, "first_job_gib", None)
        if rss is not None and first is None:
            ctl.first_job_gib = rss
        if rss is not None and first is not None and rss - first > REGROUND_GIB:
            del ctl  # (its learnt state has grown: the next job grounds afresh, after handing the memory back)
        else:
            with _CONTROLS_LOCK:
                _CONTROLS.setdefault(key, []).append(ctl)


#: (The search's solver options as they are. Measured 2026-12-07 on the 58 jobs of 2 objects and 2 steps on one
#: grounding, CPU seconds of their solves, one run each on 2 cores at load 2.4 to 12: clingo's default configuration
#: 21.7 to 27.3; --configuration=trendy 35.2, handy 39.1, crafty 35.9; --heuristic=Berkmin 27.6; a domain heuristic
#: making bad/4 or violation/4 true first 28.6, 27.4; one solve of the whole universe 39.4 (the slices help); 58 x 58
#: slices (o1's and o2's keys) over 240; a counterexample asked only in the last step or state (the shorter ones
#: proven before) 27.3; --parallel-mode=2 34.6 (more CPU for a shorter wall time on a free machine). The search of 3
#: objects and 2 steps: 954,462 atoms grounded in 13 s, 1.0 GiB; its first job alone 77 s, 12,417 conflicts and
#: 666,080 choices. After the rules' rewrites of the next session (bench/ground.py check): 990,367 atoms and 2,577,368
#: ground rules, against 955,072 and 3,687,095, grounded in 13.2 against 17.4 s CPU, 0.99 against 1.16 GiB.)
def _ground(spec: JobSpec, mode: str, steps: int) -> Control:
    args = ["--warn=none"]
    extra = f"time(0..{steps}). steps({steps}).\n"
    if mode == "count":
        args += ["--models=0", "--project=project"]
        extra = "time(0). steps(0). count_states.\n"
    else:
        args += ["--models=1"]
        extra += "want_counterexample.\n"
    ctl = control(args)
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for stmt in universe_program(spec.rules_dir):
            if mode == "count" and stmt.ast_type in (clingo_ast.ASTType.ShowSignature, clingo_ast.ASTType.ShowTerm):
                continue
            builder.add(stmt)
        if mode == "count":
            clingo_ast.parse_string("#project true/1. #show step_options/1.", builder.add)
    ctl.add("base", [], spec.facts + extra)
    ctl.ground([("base", [])])
    return ctl


def _assumptions(ctl: Control, key: tuple[str, str] | None, n: int) -> list[tuple[Symbol, bool]]:
    if key is not None:
        return [(_key_symbol(key), True)]
    return [(_key_symbol(k), False) for k in job_keys(n) if k is not None]


class CheckStopped(RuntimeError):
    """A job of a check that :func:`stop_check` stopped (work sent to a worker ahead and no longer needed)."""


#: the checks stopped in this process (their JobSpec.check): their jobs stop between solves and within one
_STOPPED: set[str] = set()


def stop_check(check: str) -> None:
    """Stop the jobs of ``check`` running or to run in this process (run on every Dask worker by ``client.run``
    when the check cancels what it sent ahead: a cancelled Dask task that has started runs on otherwise). A solve
    under way stops within 0.25 s; a grounding under way (clingo can't interrupt one) finishes first."""
    if check:
        _STOPPED.add(check)


def _stopped(check: str) -> None:
    if check and check in _STOPPED:
        raise CheckStopped(f"check {check} was stopped")


def _solve(ctl: Control, assumptions: list, time_limit: float, on_model: Any = None, check: str = "") -> bool:
    handle = ctl.solve(assumptions=assumptions, on_model=on_model, async_=True)

    def stop() -> None:   # (a stopped check, looked for every 0.25 s: its solve cancelled, CheckStopped)
        if check in _STOPPED:
            handle.cancel()
            _stopped(check)

    with handle:
        if wait_for(handle, time_limit, stop if check else None, 0.25) is not None:
            handle.cancel()
            raise SolveError(f"no answer within the time limit of {time_limit} s")
        return bool(handle.get().satisfiable)


def run_job(spec: JobSpec) -> JobResult:
    """Solve one job (importable, so a Dask or process-pool worker can run it): with ``spec.count``, count
    the slice's states and (state, first step) pairs (:func:`_count`); else search it for a counterexample with
    exactly ``spec.steps`` steps (fewer were searched before)."""
    start = time.monotonic()
    _stopped(spec.check)
    if not spec.count:
        with _control(spec, "search", spec.steps) as ctl:
            found = _solve(ctl, _assumptions(ctl, spec.key, spec.objects), spec.time_limit, check=spec.check)
        return JobResult(spec.index, found, 0, 0, time.monotonic() - start)
    with _control(spec, "count", 0) as ctl:
        states, pairs = _count(ctl, _assumptions(ctl, spec.key, spec.objects), spec.time_limit, spec.check)
    return JobResult(spec.index, False, states, pairs, time.monotonic() - start)


def _count(ctl: Control, assumptions: list, time_limit: float, check: str = "") -> tuple[int, int]:
    """The states of a slice and the sum of the steps each offers (universe.lp's step_options(N), one N a state):
    for each N, the states offering N steps counted by the solver (the projected models enumerated, read from its
    statistics) without handing each state to Python, which took three quarters of the count's time (2 objects:
    434,336 states, 76 s of CPU listed one by one, 17 s counted by N)."""
    states = pairs = 0
    end = time.monotonic() + time_limit
    for option in ctl.symbolic_atoms.by_signature("step_options", 1):
        if time.monotonic() >= end:
            raise SolveError(f"no answer within the time limit of {time_limit} s")
        _solve(ctl, assumptions + [(option.symbol, True)], end - time.monotonic(), check=check)
        found = int(ctl.statistics["summary"]["models"]["enumerated"])
        states, pairs = states + found, pairs + found * option.symbol.arguments[0].number
    return states, pairs


def counterexample_of(spec: JobSpec) -> list[str]:
    """The counterexample of a search job known to have one, from a freshly grounded Control (so that it
    doesn't depend on what the worker solved before), as the answer's symbols in text."""
    ctl = _ground(spec, "search", spec.steps)
    found: list[list[str]] = []
    _solve(ctl, _assumptions(ctl, spec.key, spec.objects), spec.time_limit,
           lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))))
    return found[0]


def check_bound(engine: Engine, bound: int = 2, only: str | None = None, rules_dir: str | None = None,
                count: bool | int = True, steps: int = 1, client: Any = None,
                time_budget: float | None = None, memory_budget: float | None = None,
                fan_out: bool | None = None) -> BoundReport:
    """Every invariant (or ``only``) on every state of the universe with 1..``bound`` objects and every
    sequence of 1..``steps`` steps from it (module docstring, docs/check.md). The universe of each size is
    split into jobs (:func:`job_keys`); with ``client`` (a ``dask.distributed.Client``, or a function that makes
    one when first needed) they run on its workers, else one after another here; the answer is the same. With a
    client, ``fan_out`` None sends work to the workers only where that pays (the largest size's at the start while the
    smaller sizes run here, :func:`_largest_pays`; a later size's by :data:`FANOUT_SECONDS`; the rest runs here and
    is named in ``report.here``), True every piece at the start, False none (:class:`_Fanout`). The smallest counterexample is the one with
    the fewest objects, then the fewest steps, then the first job. ``count`` (True: every size; an int N:
    sizes up to N; False: none) also counts the states and (state, first step) pairs. Raises
    :class:`InputError` for an unknown invariant, a bound outside 1..4 or steps outside 1..3,
    :class:`pyglue.SolveError` past the engine's time limit (per solve), :class:`BudgetExceeded` past
    ``time_budget`` seconds in all (checked before each job; a job gets at most the time left) or past
    ``memory_budget`` GiB of this process's resident memory (checked before each job, after dropping the kept
    grounded Controls; while the check runs, the process's address space is capped a little above the budget, so
    that a grounding that would take far more fails, and is reported as the budget, instead of exhausting the
    machine). On ``client``, each worker's own memory limit applies (a worker killed for it is the budget too).
    """
    names = [n for n, _, _ in invariants()]
    if only is not None and only not in names:
        raise InputError([("--only", f"unknown invariant {only!r}; known: {', '.join(names)}")], "check")
    if not 1 <= bound <= 4:
        raise InputError([("--bound", "the bound (objects in a state) must be between 1 and 4")], "check")
    if not 1 <= steps <= 3:
        raise InputError([("--steps", "the number of steps must be between 1 and 3")], "check")
    count_upto = bound if count is True else int(count)
    base = _universe_base()
    report = BoundReport(bound=bound, invariants=[only] if only else names, steps=steps)
    start, _LENT[0] = time.monotonic(), None
    deadline = _Deadline(time_budget, "a smaller --bound or --steps", memory_budget)

    def done() -> str:
        return (f"every size up to {max(report.jobs)} object(s) proven" if report.jobs
                else "no size was proven in full")

    with _memory_capped(memory_budget, deadline, done):
        _check_sizes(engine, base, report, bound, steps, only, rules_dir, count_upto, _Fanout(client, fan_out, report),
                     deadline, done)
    report.seconds = time.monotonic() - start
    return report


@contextmanager
def _memory_capped(budget: float | None, deadline: _Deadline, done: Any) -> Iterator[None]:
    """While the body runs, this process's address space capped at ``budget`` + 2 GiB (restored after); running
    out of it, or a Dask worker killed for its memory, is :class:`BudgetExceeded` (memory)."""
    try:
        with address_space_capped(None if budget is None else budget + 2):
            yield
    except MemoryError:
        _drop_controls()
        raise BudgetExceeded(budget or 0, done(), deadline.smaller, "memory") from None
    except Exception as exc:  # clingo's std::bad_alloc; dask.distributed's KilledWorker
        if budget is None or isinstance(exc, BudgetExceeded) or not (
                "bad_alloc" in str(exc) or type(exc).__name__ == "KilledWorker"):
            raise
        _drop_controls()
        raise BudgetExceeded(budget, done(), deadline.smaller, "memory") from None


#: with workers, the work of a size (a search of as many steps, or the count) that is not sent at the start
#: (:func:`_largest_pays`) goes to them only when the same work took at least this many seconds of CPU here at one
#: object fewer, or went to them: below it, the cluster's start and grounding the program again in a worker cost more
#: than the workers save (bench/check.py --bound 2, load 13 on 2 cores: 92 s here, 148 s with size 2 sent to 2
#: workers). CPU seconds, not wall: on a loaded machine the wall time of small work grows too.
FANOUT_SECONDS = 20.0


def _largest_pays(bound: int, steps: int, counted: bool) -> bool:
    """Whether, with workers (``fan_out`` None), the work of the largest size goes to them at the start while the
    smaller sizes run here: when it is most of the check's work and more than the cluster's start costs. Measured
    (bench/check.py, 2026-12-07, CPU seconds of one process): one step from 1, 2, 3, 4 objects 2, 3.5, 11, 85 s
    (4 objects: most of the work; 3: under 20 s, less than the cluster's start and the overlap would save); 3 objects
    and 2 steps 320 s of 613; the count of 2 objects (434,336 states) about 19 s of the default check's 28."""
    return bound >= 4 or (bound >= 2 and (steps >= 2 or counted))


class _Fanout:
    """Where each piece of work (size, steps; 0 steps: the count) runs: here or on the workers (the client made when
    first needed). ``fan_out`` True sends every piece at the start, the largest first; None (auto) sends the largest
    size's pieces at the start where :func:`_largest_pays`, and a later size's when the same work took
    :data:`FANOUT_SECONDS` here; False none. A search goes to one worker whole (its jobs one after another on one
    grounding, as here): split over workers, each solver loses what the others' jobs taught it and the work about
    doubles (4 objects, one step: 55,643 conflicts on one grounding, 98,872 on two taking every other job). A count
    goes out job by job (its work is listing the states, which splits)."""

    def __init__(self, client: Any, fan_out: bool | None, report: BoundReport) -> None:
        self.made, self.client, self.fan_out, self.report = not callable(client), client, fan_out, report
        self.took: dict[tuple[int, int], float] = {}   # (size, steps): CPU seconds here
        self.sent: set[tuple[int, int]] = set()          # went to the workers
        self.ahead: dict[tuple[int, int], Any] = {}      # sent at the start: its future (search) or futures (count)
        if client is not None and self.made:
            report.workers = len(client.scheduler_info()["workers"])

    def _made(self) -> Any:
        if not self.made:
            self.client, self.made = self.client(), True
            self.report.workers = len(self.client.scheduler_info()["workers"])
        return self.client

    def send_ahead(self, pieces: dict[tuple[int, int], list[JobSpec]], bound: int, steps: int) -> None:
        """Send at the start the pieces that go to the workers whatever the smaller sizes take, the largest first."""
        if self.client is None or self.fan_out is False:
            return
        chosen = list(pieces) if self.fan_out else \
            [p for p in pieces if p[0] == bound] if _largest_pays(bound, steps, (bound, 0) in pieces) else []
        for n, k in sorted(chosen, key=lambda p: (p[0], p[1] or steps + 1), reverse=True):
            client, priority = self._made(), 100 * n + (k or steps + 1)
            self.ahead[n, k] = client.submit(_first_found, pieces[n, k], pure=False, priority=priority) if k else \
                client.map(run_job, pieces[n, k], pure=False, priority=priority)
            self.sent.add((n, k))

    def to_workers(self, n: int, k: int) -> Any:
        """The client to run the work (n objects, k steps) on, or None: here."""
        if self.client is None or self.fan_out is False:
            return None
        if not (self.fan_out or (n - 1, k) in self.sent or self.took.get((n - 1, k), 0.0) >= FANOUT_SECONDS):
            self.report.here.append(f"{n} object(s), " + (f"{k} step(s)" if k else "the count"))
            return None
        self.sent.add((n, k))
        return self._made()

    def cancel(self, check: str = "") -> None:
        """Drop what was sent at the start and is not needed (the check found a counterexample or stopped): the
        futures cancelled, and the jobs of ``check`` already running on a worker stopped (:func:`stop_check`)."""
        futures = [f for v in self.ahead.values() for f in (v if isinstance(v, list) else [v])]
        if futures:
            running = not all(f.done() for f in futures)  # (asked before the cancel, which marks them done)
            self.client.cancel(futures)
            if check and running:
                with suppress(Exception):  # (a cluster shutting down: its workers stop anyway)
                    self.client.run(stop_check, check)
        self.ahead.clear()


def _check_sizes(engine: Engine, base: GameState, report: BoundReport, bound: int, steps: int, only: str | None,
                 rules_dir: str | None, count_upto: int, fanout: _Fanout, deadline: _Deadline, done: Any) -> None:
    facts = {n: "".join(f"{s}.\n" for s in _universe_facts(engine, base, n, only)) for n in range(1, bound + 1)}
    check = uuid.uuid4().hex
    pieces = {(n, k): [JobSpec(facts[n], n, k, rules_dir, key, i, not k, engine.time_limit, check)
                       for i, key in enumerate(job_keys(n))]
              for n in range(1, bound + 1) for k in [*range(1, steps + 1), *([0] if n <= count_upto else [])]}
    try:
        fanout.send_ahead(pieces, bound, steps)
        _run_pieces(base, report, bound, steps, count_upto, pieces, fanout, deadline, done)
    finally:
        fanout.cancel(check)


def _run_pieces(base: GameState, report: BoundReport, bound: int, steps: int, count_upto: int,
                pieces: dict[tuple[int, int], list[JobSpec]], fanout: _Fanout, deadline: _Deadline, done: Any) -> None:
    for n in range(1, bound + 1):
        deadline.left(0, done())
        for k in range(1, steps + 1):
            specs = pieces[n, k]
            if (n, k) in fanout.ahead:
                client, cpu = fanout.client, time.process_time()
                first = _result(fanout.ahead.pop((n, k)), deadline, done)
            else:
                client, cpu = fanout.to_workers(n, k), time.process_time()
                first = _first_found(specs, client, deadline, done)
            fanout.took[n, k] = time.process_time() - cpu
            if first is not None:
                symbols = counterexample_of(first) if client is None else \
                    client.submit(counterexample_of, first, pure=False).result()
                report.counterexample = _counterexample(base, n, k, [parse_term(s) for s in symbols])
                return
        report.jobs[n] = len(pieces[n, 1])
        if n <= count_upto:
            specs, cpu = pieces[n, 0], time.process_time()
            if (n, 0) in fanout.ahead:
                results = _result(fanout.ahead.pop((n, 0)), deadline, done)
            elif client := fanout.to_workers(n, 0):
                results = client.gather(client.map(run_job, specs, pure=False))
            else:
                results = []
                for i, s in enumerate(specs):
                    progress.report("check", i, len(specs), f"counting the states of {n} object(s)")
                    results.append(_run_within(s, deadline, done))
            fanout.took[n, 0] = time.process_time() - cpu
            report.states[n] = sum(r.states for r in results)
            report.covered[n] = sum(r.pairs for r in results)


def _result(sent: Any, deadline: _Deadline, done: Any) -> Any:
    """What work sent at the start gives (a future, or a list of them), waiting at most the time the budget has
    left (:class:`BudgetExceeded` if that runs out)."""
    futures = sent if isinstance(sent, list) else [sent]
    out = []
    for f in futures:
        try:
            out.append(f.result(timeout=None if deadline.end is None else deadline.left(math.inf, done())))
        except TimeoutError:
            raise BudgetExceeded(deadline.budget, done(), deadline.smaller) from None
    return out if isinstance(sent, list) else out[0]


def _run_within(spec: JobSpec, deadline: _Deadline, done: Any) -> JobResult:
    """:func:`run_job` given at most the time the budget has left (:class:`BudgetExceeded` if that runs out)."""
    try:
        return run_job(replace(spec, time_limit=deadline.left(spec.time_limit, done())))
    except SolveError:
        if deadline.expired():
            raise BudgetExceeded(deadline.budget, done(), deadline.smaller) from None
        raise


def _first_found(specs: list[JobSpec], client: Any = None, deadline: _Deadline | None = None,
                 done: Any = lambda: "") -> JobSpec | None:
    """The first job (in the order given) whose slice has a counterexample: one job after another up to that one,
    here or (``client``) on one worker, whole (:class:`_Fanout` says why)."""
    if client is not None:
        return client.submit(_first_found, specs, pure=False).result()
    deadline = deadline or _Deadline(None)
    for i, s in enumerate(specs):
        progress.report("check", i, len(specs), f"{s.objects} object(s), {s.steps} step(s)")
        if _run_within(s, deadline, done).found:
            return s
    return None


def _counterexample(base: GameState, n: int, k: int, symbols: list[Symbol]) -> Counterexample:
    nexts = [Function("next", [s.arguments[0]]) for s in symbols if s.name == "true" and len(s.arguments) == 1]
    state = answers.state_from_next(base, nexts)
    state.source = "<counterexample>"
    path = []
    for s in sorted((s for s in symbols if s.name in ("does", "happens")), key=lambda s: s.arguments[-1].number):
        if s.name == "does":
            path.append(f"{answers.render_id(s.arguments[0])}: {answers.render_term(s.arguments[1])}")
        else:
            path.append(f"event: {answers.render_term(s.arguments[0])}")
    bad = sorted((s.arguments[0].name, s.arguments[1].string, answers.render_term(s.arguments[2]),
                  s.arguments[3].number) for s in symbols if s.name == "bad")
    return Counterexample(objects=n, state=state, step="; ".join(path) or "(none)", violations=bad, steps=k,
                          path=path)


# --- inconsistent input: the smallest conflicting facts (rules_asp/conflict.lp) ----------------------

_CONFLICT: list[Any] | None = None


@dataclass
class Conflict:
    """Facts of a state that together break a state invariant: the smallest such set (no fact can be left
    out), found from the solver's unsatisfiable core and then shrunk one fact at a time."""

    invariant: str
    rule: str
    facts: list[str]


def conflicts(engine: Engine, state: GameState) -> list[Conflict]:
    """For each state invariant ``state`` breaks, the smallest set of its facts that breaks it."""
    global _CONFLICT
    _, broken = step_violations(engine, state, None)
    if not broken:
        return []
    if _CONFLICT is None:
        _CONFLICT = rules_program() + parse_rules("invariants.lp", "conflict.lp")
    facts = engine._facts(state, "check")
    inputs = [s.arguments[0] for s in facts if s.name == "true" and len(s.arguments) == 1]
    others = [s for s in facts if not (s.name == "true" and len(s.arguments) == 1)]
    out = []
    for name, rule in sorted({(n, r) for n, r, _ in broken}):
        ctl = control()
        with clingo_ast.ProgramBuilder(ctl) as builder:
            for stmt in _CONFLICT:
                builder.add(stmt)
        extra = [Function("input_fact", [x]) for x in inputs] + [Function("conflict_target", [const(name)])]
        ctl.add("base", [], "".join(f"{x}.\n" for x in others + extra))
        ctl.ground([("base", [])])
        lits = {ctl.symbolic_atoms[Function("true", [x])].literal: x for x in inputs
                if ctl.symbolic_atoms[Function("true", [x])] is not None}
        for x in lits.values():  # free the externals: each solve below assumes every one true or false
            ctl.assign_external(Function("true", [x]), None)
        core = _core(ctl, list(lits), list(lits))
        if core is None:
            continue
        for lit in list(core):  # deletion: drop each fact the conflict doesn't need
            rest = [x for x in core if x != lit]
            if _core(ctl, rest, list(lits)) is not None:
                core = rest
        out.append(Conflict(name, rule, sorted(answers.render_term(lits[x]) for x in core)))
    return out


def _core(ctl: Control, assume: list[int], every: list[int]) -> list[int] | None:
    """The unsatisfiable core (program literals) when the facts ``assume`` hold and the rest of ``every``
    don't, or None if that is satisfiable."""
    found: list[list[int]] = []
    chosen = set(assume)
    result = ctl.solve(assumptions=assume + [-x for x in every if x not in chosen], on_core=found.append)
    if result.satisfiable:
        return None
    return sorted(set(found[0]) & set(assume)) if found else list(assume)
