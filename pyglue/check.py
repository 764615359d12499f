"""``mtgasp check``: the invariants of ``rules_asp/invariants.lp`` (each named and cited), checked two ways.

Bounded (:func:`check_bound`, ``rules_asp/universe.lp``): choice rules generate every state of a small
universe: two players, either active and either holding priority, turn 3 in a main phase, and 1..N
objects. Each object is a card of one of :data:`SHAPES` in any zone (on the battlefield maybe tapped or
prepared; in exile maybe foretold face down; on the stack cast for its mana cost; in the library at some
place), or a token copy of another permanent, or the exiled prepare copy of a prepared permanent. A state
must keep the state invariants. From it one step is taken: any legal action, the rules event the rules
name next, or one of become_prepared, state_based_actions, end_turn, create_token_copy, copy_spell. The
step invariants must hold in the step and the state invariants in the resulting state (time 1). The
solver looks for a counterexample at 1 object, then 2, ...: the first found is the smallest.

Given states (:func:`check`): every legal action and the next rules event from each state, with every
resulting choice; step invariants on the step, state invariants on the state and every state reached.

Python only builds facts, enumerates the given states' steps and reads answers: what breaks an invariant
is decided by the rules.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from clingo import Control, Function, Number, String, Symbol
from clingo import ast as clingo_ast

from . import answers
from .solve import Engine, parse_rules, rules_program
from .state import GameState, InputError, state_from_document
from .translate import action_facts
from .vocabulary import const

_EXTRA: list[Any] | None = None


def program(rules_dir: str | None = None) -> list[Any]:
    """The checker's program: the rules (``rules_dir``/main.lp, default the installed rules_asp), the
    invariants and the check-mode selection, as AST statements. Tests pass a copy of rules_asp with a
    rule removed, to see that check catches it."""
    global _EXTRA
    if rules_dir is not None:
        return parse_rules("main.lp", rules_dir=rules_dir) + parse_rules("invariants.lp", "check_state.lp")
    if _EXTRA is None:
        _EXTRA = rules_program() + parse_rules("invariants.lp", "check_state.lp")
    return _EXTRA


def invariants() -> list[tuple[str, str, str]]:
    """The invariants as ``(name, CR rule, text)``, from invariants.lp's invariant_text/3 facts."""
    ctl = Control(["--warn=none"])
    with resources.as_file(resources.files("rules_asp").joinpath("invariants.lp")) as path:
        ctl.load(str(path))
    ctl.ground([("base", [])])
    return sorted((a.symbol.arguments[0].name, a.symbol.arguments[1].string, a.symbol.arguments[2].string)
                  for a in ctl.symbolic_atoms.by_signature("invariant_text", 3))


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
    conflicts: list[tuple[str, "Conflict"]] = field(default_factory=list)  # (state source, conflict)

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
    found = engine.solve(engine._facts(state, "check", extra), models=0, program=rules or program())
    bad = sorted({(s.arguments[0].name, s.arguments[1].string, answers.render_term(s.arguments[2]))
                  for model in found for s in model if s.name == "bad"})
    return len(found), bad


def check(engine: Engine, states: list[GameState], only: str | None = None,
          rules: list[Any] | None = None) -> CheckReport:
    """Every invariant (or ``only``) on every legal action and the next rules event from each state.

    Raises :class:`InputError` for an unknown invariant name.
    """
    names = [n for n, _, _ in invariants()]
    if only is not None and only not in names:
        raise InputError([("--only", f"unknown invariant {only!r}; known: {', '.join(names)}")], "check")
    report = CheckReport(invariants=[only] if only else names)
    start = time.monotonic()
    for state in states:
        report.states += 1
        _, bad = step_violations(engine, state, None, only, rules)
        report.violations += [Violation(state.source, "(the state itself)", *b) for b in bad]
        if bad and rules is None:  # the state contradicts the rules: name the smallest conflicting facts
            report.conflicts += [(state.source, c) for c in conflicts(engine, state)
                                 if only is None or c.invariant == only]
        steps = [a.action | {"player": a.player} for a in engine.legal_actions(state)]
        steps += [{"event": ev} for ev in engine.derive(state).settle]
        for action in steps:
            report.steps += 1
            _, bad = step_violations(engine, state, action, only, rules)
            report.violations += [Violation(state.source, _step_text(action), *b) for b in bad]
            for out in engine.apply(state, action, settle=False):
                report.outcomes += 1
                _, bad = step_violations(engine, out.state, None, only, rules)
                report.violations += [Violation(state.source, _step_text(action) + " -> result", *b) for b in bad]
    report.seconds = time.monotonic() - start
    return report


def _step_text(action: dict[str, Any]) -> str:
    return ", ".join(f"{k}: {v}" for k, v in sorted(action.items()))


# --- the bounded universe (rules_asp/universe.lp) ------------------------------------------------------

#: the card shapes of the universe: a preparation creature, a creature, a foretell instant, a basic land
SHAPES = ("Encouraging Aviator", "Grizzly Bears", "Saw It Coming", "Island")
UNIVERSE_PLAYERS = ("alice", "bob")
_UNIVERSE: dict[str | None, list[Any]] = {}


def universe_program(rules_dir: str | None = None) -> list[Any]:
    """The rules (``rules_dir``/main.lp, default the installed ones), invariants.lp and universe.lp."""
    if rules_dir not in _UNIVERSE:
        rules = rules_program() if rules_dir is None else parse_rules("main.lp", rules_dir=rules_dir)
        _UNIVERSE[rules_dir] = rules + parse_rules("invariants.lp", "universe.lp")
    return _UNIVERSE[rules_dir]


@dataclass
class Counterexample:
    """The smallest state (``objects`` objects) and step that break invariants, with what breaks:
    ``(name, rule, objects, time)``, time 0 = the step, 1 = the resulting state."""

    objects: int
    state: GameState
    step: str
    violations: list[tuple[str, str, str, int]]


@dataclass
class BoundReport:
    """What ``check_bound`` proved: per number of objects, the (state, step) pairs covered; the seconds;
    the smallest counterexample, if any."""

    bound: int
    invariants: list[str]
    covered: dict[int, int] = field(default_factory=dict)
    seconds: float = 0.0
    counterexample: Counterexample | None = None

    @property
    def holds(self) -> bool:
        return self.counterexample is None


def _universe_base() -> GameState:
    import yaml

    cards: list[dict[str, Any]] = []
    for name in ("sos.yaml", "khm.yaml"):
        with resources.as_file(resources.files("pyglue").joinpath("examples", "cards", name)) as path:
            cards += [c for c in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"] if c["name"] in SHAPES]
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
    facts.append(Function("time", [Number(1)]))
    if only:
        facts.append(Function("only_invariant", [const(only)]))
    return facts


def check_bound(engine: Engine, bound: int = 2, only: str | None = None, rules_dir: str | None = None,
                count: bool = True) -> BoundReport:
    """Every invariant (or ``only``) on every state of the universe with 1..``bound`` objects and every
    step from it (module docstring). The first counterexample found is the smallest. ``count`` also
    counts the (state, step) pairs covered at each size. Raises :class:`InputError` for an unknown
    invariant or a bound outside 1..4, :class:`pyglue.SolveError` past the engine's time limit (per solve).
    """
    names = [n for n, _, _ in invariants()]
    if only is not None and only not in names:
        raise InputError([("--only", f"unknown invariant {only!r}; known: {', '.join(names)}")], "check")
    if not 1 <= bound <= 4:
        raise InputError([("--bound", "the bound (objects in a state) must be between 1 and 4")], "check")
    prog = universe_program(rules_dir)
    base = _universe_base()
    report = BoundReport(bound=bound, invariants=[only] if only else names)
    start = time.monotonic()
    for n in range(1, bound + 1):
        facts = _universe_facts(engine, base, n, only)
        found = engine.solve(facts + [Function("want_counterexample", [])], models=1, program=prog)
        if found:
            report.counterexample = _counterexample(base, n, found[0])
            break
        if count:
            seen = [0]

            def tally(_symbols: list[Symbol], seen: list[int] = seen) -> None:
                seen[0] += 1

            engine.solve(facts, models=0, project=True, program=prog, on_model=tally)
            report.covered[n] = seen[0]
    report.seconds = time.monotonic() - start
    return report


def _counterexample(base: GameState, n: int, symbols: list[Symbol]) -> Counterexample:
    nexts = [Function("next", [s.arguments[0]]) for s in symbols if s.name == "true" and len(s.arguments) == 1]
    state = answers.state_from_next(base, nexts)
    state.source = "<counterexample>"
    step = "(none)"
    for s in symbols:
        if s.name == "does":
            step = f"{answers.render_id(s.arguments[0])}: {answers.render_term(s.arguments[1])}"
        elif s.name == "happens":
            step = f"event: {answers.render_term(s.arguments[0])}"
    bad = sorted((s.arguments[0].name, s.arguments[1].string, answers.render_term(s.arguments[2]),
                  s.arguments[3].number) for s in symbols if s.name == "bad")
    return Counterexample(objects=n, state=state, step=step, violations=bad)


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
        ctl = Control(["--warn=none"])
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
