"""``mtgasp explore --decisions``: a search over decision points, driving :class:`pyglue.Game`.

The horizon counts decision steps: a state where the engine's legal moves (:attr:`pyglue.Game.legal_moves`, one
per legal resulting state) number exactly one is *forced*, and its move is played without counting toward the
horizon, as chess engines extend forced moves. Nothing here decides what is legal: every move is one of the
engine's legal answers, and "forced" means the engine gave exactly one. Moves of one action that differ only in
which sources paid a cost (CR 601.2h) are searched as one, the first in apply's order (their other choices and
events are the same; only which lands are tapped differs).

The search is depth first over decision points, acting before passing and the smaller declarations first
(:func:`_order`), and stops at the first plans found: they have at most ``horizon`` decisions, not always the
fewest (proving the fewest would search every shorter sequence, far past the default budget from the CR 722.3c
state). Each state's moves and goal answers are kept, and a state reached again with no more decisions left
than before is not searched again (a transposition table).
The goal (a name of ``rules_asp/goals.lp`` or a rule body over ``T``, as for the ASP search of
:mod:`pyglue.research.explore`; the rules with the goal's, :func:`pyglue.relevant.extended`) is asked at each state,
and with each move's step only when the goal's rules read the step's predicates (:func:`pyglue.relevant.reads`), in a
query of its own grounding only the rules the goal depends on (:func:`pyglue.relevant.relevant`). Each state's legal
actions are asked with the pass of the player with priority in one grounding, on a Control kept from state to state
(:meth:`pyglue.solve.Engine.apply_and_legal`, pyglue/reuse.py), as :attr:`pyglue.Game.legal_moves` asks them; each
other move's outcome is apply's. Both groundings also name the rules events due after the step (``then_settle``: no
separate settle query while the shipped rules index is up to date).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..control import control
from .explore import (
    MAX_HORIZON,
    BudgetExceeded,
    Plan,
    Step,
    _goal_program,
    _goal_rules,
    _isolated,
    _isolating,
    _peak_mib,
    _reporter,
)
from ..facts import add_facts
from ..game import _PASS, Game, Move, _batchable, _filled
from ..relevant import fact_predicates, reads, relevant
from ..schema import declarations
from ..solve import Engine, SolveError
from ..state import GameState, InputError
from ..translate import action_facts

#: the note the plan output gives about merged payments (CR 601.2h)
PAYMENT_NOTE = ("moves that differ only in which sources paid a cost are searched as one (the first payment in "
                "apply's order is shown; CR 601.2h)")


@dataclass
class _Node:
    moves: list[Move]
    forced: bool


@dataclass
class Result:
    """What the search found: ``plans``, the first found depth first (not always those with the fewest
    decisions), ``decisions`` the fewest of theirs (0 with no plan); ``complete`` whether the search ended by
    itself (False: the budget stopped it after a plan was found); ``states`` how many states' legal actions were
    asked of the engine; ``seconds`` the time spent in its queries: ``legal`` (each state's legal actions, with
    the pass of the player with priority), ``apply`` (each other legal action's outcomes), ``goal`` (the goal in
    each state, and with a step where the step matters to it)."""

    decisions: int
    plans: list[Plan]
    complete: bool
    states: int
    seconds: dict[str, float] = field(default_factory=dict)
    #: the plans have the fewest decisions any plan can have: every sequence of fewer was searched in full
    #: (iterative deepening, ``fewest=True``)
    fewest: bool = False
    #: how many queries of each kind of ``seconds`` were asked (an apply per legal action of a state expanded but
    #: the pass asked with its legal actions)
    queries: dict[str, int] = field(default_factory=dict)


class _Stop(Exception):
    """The search's own budget, checked before each query of the engine."""


class _Search:
    def __init__(self, engine: Engine, state: GameState, goal: str, budget: float,
                 memory_budget: float | None) -> None:
        self.engine, self.root = engine, state
        stmts, facts = _goal_program(goal, state, engine._facts(state, "explore"))
        #: the goal's body doesn't name T: the time-point search reads it of the state as given (time 0) at every
        #: time, so it holds there or nowhere, and only the state as given is asked (:meth:`run`)
        self.program, self.timeless = _goal_rules(engine, goal, stmts, facts)
        self.texts: dict[int, tuple[list[Any], str]] = {}
        self.game = Game(state, engine)
        self.nodes: dict[str, _Node] = {}
        self.asked: dict[str, tuple[list[Any], bool]] = {}
        #: per state, apply_and_legal's answer for the pass of the player with priority (None: nobody has it)
        self.passed: dict[str, Any] = {}
        self.holds: dict[tuple[str, str], bool] = {}
        self.keys: dict[int, tuple[GameState, str]] = {}
        #: seconds spent in the engine's queries: legal (with the goal), apply, and the goal with a step
        self.seconds = {"legal": 0.0, "apply": 0.0, "goal": 0.0}
        self.queries = dict.fromkeys(self.seconds, 0)
        self.start, self.budget, self.memory_budget = time.monotonic(), budget, memory_budget
        self.stop: str | None = None

    # -- the engine's answers, kept per state ----------------------------------------------------------

    def key(self, state: GameState) -> str:
        """The state's document as canonical text (worked out once per state object)."""
        hit = self.keys.get(id(state))
        if hit is None or hit[0] is not state:
            hit = self.keys[id(state)] = (state, json.dumps(state.to_document(), sort_keys=True, default=str))
        return hit[1]

    def done(self) -> str:
        """What has been searched, for the budget's message: states and decision depth (depth first, so no depth
        is known to be searched in full before the search ends)."""
        states = len(self.asked)
        deepest = getattr(self, "deepest", 0)
        horizon = getattr(self, "horizon", None)
        most = f" of at most {horizon}" if horizon is not None else ""
        proved = getattr(self, "proved", None)
        if proved is not None:  # iterative deepening: every depth before the one being searched is done
            return (f"{states} state{'s' if states != 1 else ''} searched over decision points; no plan of at most "
                    f"{proved} decision{'s' if proved != 1 else ''} (searched in full)")
        return (f"{states} state{'s' if states != 1 else ''} searched over decision points, down to {deepest}"
                f"{most} decision{'s' if (horizon or deepest) != 1 else ''}; depth first, so no depth of decisions "
                "was searched in full")

    def check_budget(self) -> None:
        report = getattr(self, "report", None)
        if report is not None:
            report(None, 0.0, 0.0, self.done())  # (to the watching process, for its message at the budget)
        if time.monotonic() - self.start > self.budget:
            self.stop = "time"
            raise _Stop
        if self.memory_budget is not None and _peak_mib() > self.memory_budget * 1024:
            self.stop = "memory"
            raise _Stop

    def ask(self, state: GameState, key: str) -> tuple[list[Any], bool]:
        """The state's legal actions and whether the goal holds there. The legal actions are asked with the pass
        of the player with priority in one grounding, on the game's kept Control (:meth:`Engine.apply_and_legal`,
        pyglue/reuse.py: consecutive states of the search share most of their fluents), the pass's outcomes kept
        for :meth:`node`; the goal in a query of its own, grounding only the rules it depends on (:meth:`goal`)."""
        hit = self.asked.get(key)
        if hit is None:
            self.check_budget()
            t = time.monotonic()
            game = self.game
            passed = None
            if state.doc.get("priority") is not None:
                passed = self.engine.apply_and_legal(state, _PASS, settle=game.settle, reuse=game._reuse)
            elif game._reuse is not None:  # (nobody holds priority: the kept Control with no step, as Game asks it)
                self.engine.legal_kept(state, game.settle, game._reuse)
            acts = self.engine.legal_actions(state)  # (the answer of the pass's grounding where it had one)
            self.passed[key] = passed
            self.seconds["legal"] += time.monotonic() - t
            self.queries["legal"] += 1
            hit = self.asked[key] = (list(acts), self._holds(state, key, []))
        return hit

    def node(self, state: GameState, key: str) -> _Node:
        hit = self.nodes.get(key)
        if hit is None:
            acts = self.ask(state, key)[0]
            passed, who = self.passed.get(key), state.doc.get("priority")
            self.check_budget()
            t = time.monotonic()
            self.game._states = [state]
            moves, asked = [], 0
            # (the applies of the state's actions but its pass and declarations on one Control: Game._batch)
            batch = self.game._batch([a for a in acts if _batchable(a)])
            try:
                for a in acts:
                    if passed is not None and passed[0] is not None and a.player == who and a.action == _PASS:
                        moves += [Move(a.player, _filled(a.action, a.player, o, state), o, a) for o in passed[0]]
                    else:
                        moves += self._moves_of(a, batch)
                        asked += 1
            except InputError as exc:
                raise _bound_error(exc, state) from None
            finally:
                if batch is not None:
                    batch.drop()
            self.seconds["apply"] += time.monotonic() - t
            self.queries["apply"] += asked
            hit = self.nodes[key] = _Node(_merge_payments(moves), len(moves) == 1)
        return hit

    def _moves_of(self, a: Any, batch: Any = None) -> list[Move]:
        moves = self.game._moves_of(a, batch)
        if any(m.is_open for m in moves):  # the search needs every resulting state: a passed bound is an error here
            self.game.engine.apply(self.game.state, a.action, settle=self.game.settle)  # (raises it, named)
        return moves

    def _slice(self, facts: Any) -> tuple[list[Any], str]:
        """The statements the goal may depend on with facts of these predicates, and their text (kept)."""
        kept = relevant(self.program, "goal", facts.predicates)
        hit = self.texts.get(id(kept))
        if hit is None or hit[0] is not kept:
            hit = self.texts[id(kept)] = (kept, "\n".join(str(s) for s in kept))
        return hit

    def goal(self, state: GameState, key: str, move: Move | None = None) -> bool:
        """Whether the goal holds in ``state`` (``move`` None: asked with its legal actions, :meth:`ask`) or with
        ``move``'s step there, at time 0. A step that no statement the goal depends on reads (its facts change
        nothing in the goal's part of the rules) is answered as the state is."""
        if move is None:
            return self.ask(state, key)[1]
        step = action_facts(state, move.action)[0]
        if not reads(self.program, ("goal", 1), fact_predicates(step)):
            return self.goal(state, key)  # (the move is legal: the step's constraints let an answer be)
        return self._holds(state, key, step, json.dumps(move.action, sort_keys=True, default=str))

    def _holds(self, state: GameState, key: str, step: list[Any], action: str = "") -> bool:
        """Whether the goal holds in ``state`` with the facts ``step`` (none: the state as it is), in a query
        grounding only the statements the goal may depend on (kept per state and step)."""
        facts = self.engine._facts(state, "goal", step)
        text = self._slice(facts)[1]
        k = (key, action)
        if k not in self.holds:
            self.check_budget()
            t = time.monotonic()
            ctl = control(["--warn=all", "--warn=no-atom-undefined"], self.engine._logger)
            ctl.add("base", [], text)
            add_facts(ctl, facts)
            try:
                ctl.ground([("base", [])])
            except RuntimeError as exc:  # clingo's grounding error: the goal's rule (the rules ground alone)
                raise InputError([("--goal", f"the goal doesn't ground: {exc}")], "explore") from None
            seen: list[bool] = []
            ctl.solve(on_model=lambda m: seen.append(any(s.name == "goal_holds" for s in m.symbols(shown=True))))
            self.holds[k] = any(seen)
            self.seconds["goal"] += time.monotonic() - t
            self.queries["goal"] += 1
        return self.holds[k]

    # -- the search -----------------------------------------------------------------------------------

    def run(self, horizon: int, plans: int, report: Callable[[int, float, float], None],
            fewest: bool = False) -> Result:
        """Depth first over decision points (:func:`_order`), until ``plans`` plans of at most ``horizon``
        decisions are found, the search within the horizon ends, or the budget stops it. With ``fewest``,
        iterative deepening: depth first with at most 1 decision, then 2, ..., so the first plans found have the
        fewest decisions (each depth's search is complete; the engine's answers are kept from one depth to the
        next)."""
        self.plans, self.report = plans, report
        self.deepest = 0
        self.found: list[tuple[int, list[tuple[Move, bool]]]] = []
        self.proved = 0 if fewest else None
        try:
            if self.goal(self.root, self.key(self.root)):
                return Result(0, [Plan([])], True, len(self.asked), self.seconds, True, self.queries)
            if self.timeless:  # (not T: no later state is asked, as in the time-point search)
                return Result(0, [], True, len(self.asked), self.seconds, queries=self.queries)
            for depth in range(1, horizon + 1) if fewest else [horizon]:
                self.horizon, self.seen = depth, {}
                self._dfs(self.root, [], 0)
                if self.found:
                    break
                if fewest:
                    self.proved = depth
        except _Stop:
            if not self.found:
                raise BudgetExceeded(self.stop or "time", self.limit(), -1, self.done()) from None
        self.found.sort(key=lambda f: f[0])
        return Result(self.found[0][0] if self.found else 0, [_plan(p) for _, p in self.found],
                      self.stop is None, len(self.asked), self.seconds, fewest and bool(self.found), self.queries)

    def limit(self) -> str:
        if self.stop == "memory":
            return f"{self.memory_budget:g} GiB"
        return f"{self.budget:g} s"

    def _record(self, path: list[tuple[Move, bool]], used: int) -> None:
        self.found.append((used, path))
        self.report(used, time.monotonic() - self.start, _peak_mib())

    def _dfs(self, state: GameState, path: list[tuple[Move, bool]], used: int) -> None:
        self.deepest = max(self.deepest, used)
        chain: set[str] = set()
        path = list(path)
        while True:  # forced moves are played at once, counting nothing (CR: the engine's one legal move)
            key = self.key(state)
            if self.goal(state, key):
                self._record(path, used)
                return
            if used >= self.horizon and _several(self.ask(state, key)[0]):
                return  # a decision with none left: its moves' outcomes aren't asked (they would not be searched)
            node = self.node(state, key)
            if not node.moves or key in chain:  # the game is over, or forced moves came round to this state
                return
            if not node.forced:
                break
            (move,) = node.moves
            path.append((move, True))
            if self.goal(state, key, move):
                self._record(path, used)
                return
            chain.add(key)
            state = move.outcome.state
        # a decision: each move costs one; a state searched before with as many decisions left is not again
        left = self.horizon - used
        if left <= 0 or self.seen.get(key, -1) >= left:
            return
        self.seen[key] = left
        for move in _order(node.moves):
            if len(self.found) >= self.plans:
                return
            if self.goal(state, key, move):
                self._record(path + [(move, False)], used + 1)
                continue
            self._dfs(move.outcome.state, path + [(move, False)], used + 1)


#: the apply keys whose enumeration is bounded (Engine.max_declarations, max_divisions) and the CLI option of each:
#: the declarations of combat (action.schema.json's x-declarations, cited by their first subrule) and the division
_BOUNDED = {d["key"]: ("--max-declarations", f"declarations of {d['key']}", d["rule"].split("-")[0])
            for d in declarations().values()} | {"damage": ("--max-divisions", "divisions of combat damage", "510.1c")}


def _bound_error(exc: InputError, state: GameState) -> InputError:
    """An apply bound passed while the search lists a state's moves (each resulting state is a move, so the
    search can't give the set itself): said as where it arises, with the option that raises the bound."""
    keys = [p for p, _ in exc.problems if p in _BOUNDED]
    if not keys:
        return exc
    option, what, rule = _BOUNDED[keys[0]]
    where = f"turn {state.doc.get('turn')}, {state.doc.get('phase')}" + (
        f" {state.doc['step']}" if state.doc.get("step") else "")
    why = (f"a state the search reached ({where}) has more {what} than the bound (CR {rule}: each one is a move, "
           f"and the search tries every move); raise it with mtgasp {option} N, or explore from a state past "
           "that choice")
    return InputError([(option, why)], "explore")


def _order(moves: list[Move]) -> list[Move]:
    """The order a decision's moves are tried in: acting before passing priority (a pass hands the decision to
    the next player, and both passing moves the game on, CR 117.4), and the smaller declarations of attackers
    or blockers first (the fewest creatures committed, CR 508.1, 509.1); otherwise the engine's order."""
    def key(m: Move) -> tuple[bool, int]:
        declared = m.action.get("attackers", m.action.get("blockers"))
        return m.action.get("action") == "pass", len(declared) if isinstance(declared, list) else 0
    return sorted(moves, key=key)


def _several(acts: list[Any]) -> bool:
    """Whether the engine's legal actions are more than one action (not counting which sources pay): then the
    state has more than one move, each legal action having at least one legal resulting state, and is a decision
    (an action's several resulting states are only known from apply)."""
    return len({json.dumps([a.player, {k: v for k, v in a.action.items() if k != "payment"}], sort_keys=True,
                           default=str) for a in acts}) > 1


def _merge_payments(moves: list[Move]) -> list[Move]:
    """One move per distinct outcome but for the payment's sources (the first in apply's order)."""
    out, seen = [], set()
    for m in moves:
        other = [c for c in m.outcome.choices if c["choice"] != "payment"]
        act = {k: v for k, v in m.action.items() if k != "payment"}
        k = json.dumps([m.player, act, other], sort_keys=True, default=str)
        if k not in seen:
            seen.add(k)
            out.append(m)
    return out


def _plan(path: list[tuple[Move, bool]]) -> Plan:
    from ..render import action_text

    steps = []
    for t, (m, forced) in enumerate(path):
        choices: dict[str, Any] = {}
        for key in ("targets", "attackers", "blockers", "damage", "as", "modes", "x", "sacrifice", "discard", "payment"):
            if key in m.action and (key != "payment" or not forced):
                choices[key] = m.action[key]
        records = m.outcome.event_records()
        steps.append(Step(t, m.player, action_text(m.action, m.legal.ability_index if m.legal else None),
                          sorted(m.legal.rules) if m.legal else [], list(m.outcome.events), choices, records,
                          forced=forced))
    return Plan(steps)


def explore_decisions(engine: Engine, state: GameState, goal: str, horizon: int = 8, plans: int = 1,
                      time_budget: float | None = None, stats: dict[str, Any] | None = None,
                      on_horizon: Callable[[int, float], None] | None = None,
                      memory_budget: float | None = None, isolate: bool | None = None,
                      fewest: bool = False) -> Result:
    """Up to ``plans`` plans reaching ``goal`` with at most ``horizon`` decision steps, the first found depth
    first (:class:`Result`; no plans if none does, one empty plan if the goal holds in the state). A plan's steps
    are every move played, forced ones marked (``Step.forced``). ``time_budget`` (seconds, default the engine's
    time limit) and ``memory_budget`` (GiB) stop the search: with a plan found, it is returned with
    ``complete=False``; with none, :class:`pyglue.research.explore.BudgetExceeded`. ``stats`` receives ``horizons``, a
    list of (decisions of a plan found, seconds so far, peak MiB), as each plan is found, and at the end
    ``states``, ``seconds`` and ``queries`` (:class:`Result`'s); ``on_horizon(decisions, seconds)`` likewise. With ``isolate`` (the default where processes can be forked)
    the search runs in a child process, ended past either budget as :func:`pyglue.research.explore.explore`'s is.

    Raises :class:`InputError` for a goal :func:`pyglue.research.explore.explore` refuses, or a horizon outside
    1..:data:`pyglue.research.explore.MAX_HORIZON`."""

    if not 1 <= horizon <= MAX_HORIZON:
        raise InputError([("--horizon", f"the horizon (decisions) must be between 1 and {MAX_HORIZON}")],
                         "explore")
    budget = engine.time_limit if time_budget is None else time_budget
    search = _Search(engine, state, goal, budget, memory_budget)  # a bad goal is an InputError here
    figures, report = _reporter(stats, on_horizon)
    if not _isolating(isolate):
        out = search.run(horizon, plans, report, fewest)
    else:
        # the child stops itself a little before the budget (each engine query is short), so that a plan found
        # comes back; the parent ends it at the budget all the same
        search.budget = max(budget - 2.0, budget * 0.8)
        out = _isolated(lambda send: search.run(horizon, plans, send, fewest), budget, memory_budget, report)
    figures["states"] = out.states
    figures["seconds"] = {k: round(v, 3) for k, v in out.seconds.items()}
    figures["queries"] = dict(out.queries)
    return out


__all__ = ["PAYMENT_NOTE", "Result", "explore_decisions"]
