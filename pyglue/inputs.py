"""What the rules say of a state as it is read (rules_asp/input.lp, grounded on the facts the state's queries read):
its findings, each check with its severity and the CR rule(s) it stands for, who makes a declaration that names no
player, and who controls each object. Python formats the findings (:class:`Finding`, one form for input.lp's checks
and invariants.lp's state invariants: rules_asp/findings.lp), encodes an action with the declarer (pyglue.translate)
and compares states with the controllers (pyglue.render); it decides none of them."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from clingo import Symbol, SymbolType, parse_term

from .gamestate import GameState


@dataclass
class Inputs:
    """input.lp's answer for one state: ``checks`` (name: (rule, severity, text), its check_text/4), ``problems``
    (name, where, details symbols of each finding), ``acts_by_default`` (a kind of declaration: the player who makes
    it) and ``controls`` (an object's id: its controller's name)."""

    checks: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    problems: list[tuple[Symbol, ...]] = field(default_factory=list)
    acts_by_default: dict[str, str] = field(default_factory=dict)
    #: each object's controller as the state gives it (input.lp's controls/2: a permanent or spell given none, its
    #: owner's, CR 108.4; none elsewhere, 108.4)
    controls: dict[str, str] = field(default_factory=dict)
    #: whether all of input.lp was grounded (else only declarer.lp: ``acts_by_default`` alone)
    whole: bool = True


@dataclass(frozen=True)
class Finding:
    """One finding of the rules about a given state (rules_asp/findings.lp): check ``check``, the CR ``rule`` it
    cites, its ``severity`` (error: the state is refused; warning: impossible input), ``where`` (a path of the state
    for input.lp's checks, the objects involved for a state invariant) and ``text`` (its details filled in)."""

    check: str
    rule: str
    severity: str
    where: str
    text: str

    def problem(self) -> tuple[str, str]:
        """As an :class:`InputError`'s problem: ``(path, "text (CR rule)")``."""
        return self.where, f"{self.text} (CR {self.rule})"

    def line(self, source: str, strict: bool) -> str:
        """The line said on stderr of impossible input in the state read from ``source`` (an error with ``strict``)."""
        return (f"{'error' if strict else 'warning'}: impossible input: {source} breaks {self.check} (CR {self.rule}) "
                f"at {self.where}: {self.text}")

    def to_json(self) -> dict[str, str]:
        """As ``impossible_input`` lists it under ``--json``."""
        return {"invariant": self.check, "rule": self.rule, "objects": self.where, "text": self.text}


def finding(checks: dict[str, tuple[str, str, str]], name: str, where: str, details: tuple[Symbol, ...] = (),
            rule: str | None = None) -> Finding:
    """The finding of check ``name`` (``checks``: its check_text/4) at ``where``, "{}" in its text filled with
    ``details`` in order (a string quoted); ``rule`` the one a finding cites (an invariant's violation/4), else its
    check's."""
    cited, severity, text = checks.get(name, ("", "warning", ""))
    for d in details:
        text = text.replace("{}", repr(d.string) if d.type is SymbolType.String else str(d), 1)
    return Finding(name, rule or cited, severity, where, text)


def _texts(args: list[Any]) -> dict[str, tuple[str, str, str]]:
    return {n.name: (r.string, s.name, t.string) for n, r, s, t in args}


@functools.cache
def check_texts(name: str) -> dict[str, tuple[str, str, str]]:
    """The check_text/4 facts of rules_asp/``name`` (input.lp, invariants.lp): a check's name: (its CR rule, its
    severity, its text); read once per process."""
    ctl = _grounded(name, [])   # (kept while its atoms are read)
    return _texts([a.symbol.arguments for a in ctl.symbolic_atoms.by_signature("check_text", 4)])


def invariant_findings(broken: list[tuple[str, str, str]]) -> list[Finding]:
    """The state invariants a given state breaks (:meth:`pyglue.Engine.input_violations`: name, CR rule, objects)
    as findings; an input check's (input_checks.lp: its place, with its details when it has any) with its details
    filled in."""
    checks = check_texts("invariants.lp")
    return [finding(checks, n, o, _details(o) if "{}" in checks.get(n, ("", "", ""))[2] else (), rule=r)
            for n, r, o in broken]


def _details(where: str) -> tuple[Symbol, ...]:
    """The details of an input check's violation as the checker renders it: ``(place, (detail, ...))``."""
    try:
        w = parse_term(where)
    except RuntimeError:
        return ()
    args = w.arguments if w.type is SymbolType.Function and not w.name and len(w.arguments) == 2 else ()
    return tuple(args[1].arguments) if args else ()


def _grounded(name: str, facts: list[Symbol]) -> Any:
    """A Control with rules_asp/``name`` grounded on ``facts`` (a stratified program: grounding decides every atom,
    no solve is needed): its symbolic_atoms are the answer."""
    from .control import control
    from .facts import add_facts
    from .files import as_file, files

    ctl = control()
    with as_file(files("rules_asp").joinpath(name)) as path:
        ctl.load(str(path))
    add_facts(ctl, facts)
    ctl.ground([("base", [])])
    return ctl


def _declarers(atoms: Any) -> dict[str, str]:
    return {a.symbol.arguments[0].name: a.symbol.arguments[1].string for a in atoms.by_signature("acts_by_default", 2)}


def inputs(state: GameState, facts: list[Symbol]) -> Inputs:
    """input.lp grounded on ``facts`` (translate.state_facts of ``state``), kept on the state."""
    if state._input is not None and state._input.whole:
        return state._input
    ctl = _grounded("input.lp", facts)
    atoms = ctl.symbolic_atoms
    args = {sig: [a.symbol.arguments for a in atoms.by_signature(*sig)]
            for sig in (("check_text", 4), ("input_problem", 4), ("controls", 2))}
    out = Inputs(_texts(args["check_text", 4]),
                 [tuple(x[:3]) for x in args["input_problem", 4]], _declarers(atoms),
                 {o.string: p.string for o, p in args["controls", 2]})
    state._input = out
    return out


def acts_by_default(state: GameState, facts: list[Symbol], kind: str) -> Any:
    """The player who makes a declaration of ``kind`` (``declare_attackers``, ``declare_blockers``) that names none,
    as the rules say (declarer.lp's acts_by_default/2, part of input.lp); None if no one is taken for granted. For a
    state whose input.lp answer isn't kept (one the engine built), declarer.lp is grounded alone: an eighth of the
    CPU time (0.45 against 3.7 ms on the CR 722.3c state)."""
    if state._input is None:
        ctl = _grounded("declarer.lp", facts)   # (kept while its atoms are read)
        state._input = Inputs(acts_by_default=_declarers(ctl.symbolic_atoms), whole=False)
    return state._input.acts_by_default.get(kind)
