"""``mtgasp check``: the invariants of ``rules_asp/invariants.lp`` over states and one step from each.

For each given state, every legal action (``legal_actions``) and the next rules event the rules name
(settle/2) is applied for one step, with every resulting choice (targets, payments, orders). The step
invariants are evaluated in ASP on the step, the state invariants on the given state and on every
resulting state. Python only enumerates the steps and reads the answers; what breaks an invariant is
decided by the rules. (A generator of every state within a bound is not built yet: see the issue notes.)
"""

from __future__ import annotations

import time
from pathlib import Path
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from clingo import Control, Function
from clingo import ast as clingo_ast

from . import answers
from .solve import Engine, rules_program
from .state import GameState, InputError
from .translate import action_facts
from .vocabulary import const

_EXTRA: list[Any] | None = None
_STEP = """
% check mode: bad(N, R, W): a selected invariant broken by the step at time 0 (step invariants) or, when
% no step is given, in the state at time 0 (state invariants).
#defined only_invariant/1.
stepping :- does(_, _, 0).
stepping :- happens(_, 0).
selected(N) :- invariant(N, _), not only_invariant(_).
selected(N) :- only_invariant(N).
bad(N, R, W) :- violation(N, R, W, 0), step_invariant(N), selected(N), stepping.
bad(N, R, W) :- violation(N, R, W, 0), not step_invariant(N), selected(N), not stepping.
#show bad/3.
"""


def program(rules_dir: str | None = None) -> list[Any]:
    """The checker's program: the rules (``rules_dir``/main.lp, default the installed rules_asp), the
    invariants and the check-mode selection, as AST statements. Tests pass a copy of rules_asp with a
    rule removed, to see that check catches it."""
    global _EXTRA
    if rules_dir is None and _EXTRA is not None:
        return _EXTRA
    stmts: list[Any] = []
    if rules_dir is not None:
        clingo_ast.parse_files([str(Path(rules_dir) / "main.lp")], stmts.append)
    with resources.as_file(resources.files("rules_asp").joinpath("invariants.lp")) as path:
        clingo_ast.parse_files([str(path)], stmts.append)
    clingo_ast.parse_string(_STEP, stmts.append)
    if rules_dir is not None:
        return stmts
    _EXTRA = rules_program() + stmts
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
