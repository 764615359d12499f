"""What the rules say of a state as it is read (rules_asp/input.lp, grounded on the facts the state's queries read):
its findings, each check with its severity and the CR rule(s) it stands for, who makes a declaration that names no
player, and who controls each object. Python formats the findings (pyglue.state), encodes an action with the declarer
(pyglue.translate) and compares states with the controllers (pyglue.render); it decides none of them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from clingo import Symbol

from .gamestate import GameState


@dataclass
class Inputs:
    """input.lp's answer for one state: ``checks`` (name: (rule, severity, text) symbols), ``problems`` (name,
    where, details symbols of each finding), ``acts_by_default`` (a kind of declaration: the player who makes it) and
    ``controls`` (an object's id: its controller's name)."""

    checks: dict[str, tuple[Symbol, ...]] = field(default_factory=dict)
    problems: list[tuple[Symbol, ...]] = field(default_factory=list)
    acts_by_default: dict[str, str] = field(default_factory=dict)
    #: each object's controller as the state gives it (input.lp's controls/2: a permanent or spell given none, its
    #: owner's, CR 108.4; none elsewhere, 108.4)
    controls: dict[str, str] = field(default_factory=dict)
    #: whether all of input.lp was grounded (else only declarer.lp: ``acts_by_default`` alone)
    whole: bool = True


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
            for sig in (("input_check", 4), ("input_problem", 3), ("controls", 2))}
    out = Inputs({n.name: tuple(rest) for n, *rest in args["input_check", 4]},
                 [tuple(x) for x in args["input_problem", 3]], _declarers(atoms),
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
