"""``mtgasp why STATE ATOM``: the derivation tree of a derived atom, each node with the rule that derived
it (file and line in ``rules_asp/``) and the CR rules that rule cites.

How: the state is solved once (derive mode; every atom of the answer set is kept). To justify an atom A,
each rule whose head has A's predicate is rewritten to ``__why(I, (B1, ..., Bn)) :- __target(Head), Body``
(the Bi are the rule's positive body atoms) and grounded over the answer set's atoms as facts with
``__target(A)``: a ``__why`` atom is a rule instance whose body holds, so it derived A. Its positive body
atoms are justified the same way, to a depth limit; fluents the state file gives (``true/1``) and static
facts are leaves. The rules decide; Python only rewrites and reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from clingo import Function, Number, Symbol, parse_term
from clingo import ast as clingo_ast

from .. import answers
from ..control import control
from .names import quote_id_text, quote_ids, state_names, variables
from ..solve import Engine, rules_program
from ..state import GameState, InputError

_CR = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
#: predicates given as input (leaves of a derivation)
_GIVEN = {"true", "card_char", "mana_symbol", "ability_produces", "exception_of", "exception_sets", "spec_types",
          "token_value", "spend_only_for", "card_colors_given", "time", "mode", "option", "does", "happens",
          "query", "chosen_target", "chosen_payment", "chosen_x", "viewer"}


@dataclass
class Node:
    """One derived (or given) atom: the rule that derived it (``file:line``), the CR rules that rule cites,
    and the atoms its body needed."""

    atom: str
    source: str = ""
    rules: list[str] = field(default_factory=list)
    children: list["Node"] = field(default_factory=list)
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"atom": self.atom, "source": self.source, "rules": self.rules,
                               "children": [c.to_json() for c in self.children]}
        if self.note:
            out["note"] = self.note
        return out

    def lines(self, depth: int = 0) -> list[str]:
        cite = f"  [CR {', '.join(self.rules)}]" if self.rules else ""
        where = f"  ({self.source})" if self.source else ""
        note = f"  {self.note}" if self.note else ""
        out = [f"{'  ' * depth}{self.atom}{cite}{where}{note}"]
        for c in self.children:
            out += c.lines(depth + 1)
        return out


@lru_cache(maxsize=None)
def _citations(filename: str, line: int) -> tuple[str, ...]:
    """The CR numbers in the comment block just above line ``line`` of ``filename`` (1-based), or on it."""
    try:
        text = Path(filename).read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    found: list[str] = []
    i = line - 1
    found += _CR.findall(text[i].split("%", 1)[1]) if 0 <= i < len(text) and "%" in text[i] else []
    i -= 1
    # walk up over the rules of the same group to the comment that introduces them (a blank line or a
    # section heading ends the group)
    while i >= 0 and not found and text[i].strip() and not text[i].startswith("%%") \
            and not text[i].startswith("%#"):
        if text[i].lstrip().startswith("%"):
            found += _CR.findall(text[i])
        i -= 1
    while i >= 0 and text[i].lstrip().startswith("%") and not text[i].startswith(("%%", "%#")):
        found += _CR.findall(text[i])
        i -= 1
    return tuple(dict.fromkeys(found))


def _head_term(rule: Any) -> Any | None:
    head = rule.head
    if head.ast_type != clingo_ast.ASTType.Literal or head.sign != clingo_ast.Sign.NoSign:
        return None
    if head.atom.ast_type != clingo_ast.ASTType.SymbolicAtom:
        return None
    return head.atom.symbol


def _signature(term: Any) -> tuple[str, int] | None:
    if term.ast_type == clingo_ast.ASTType.Function:
        return term.name, len(term.arguments)
    if term.ast_type == clingo_ast.ASTType.SymbolicTerm and term.symbol.type.name == "Function":
        return term.symbol.name, len(term.symbol.arguments)
    return None


@lru_cache(maxsize=None)
def _rules_by_signature() -> dict[tuple[str, int], list[tuple[int, Any]]]:
    out: dict[tuple[str, int], list[tuple[int, Any]]] = {}
    for i, stmt in enumerate(rules_program()):
        if stmt.ast_type != clingo_ast.ASTType.Rule:
            continue
        term = _head_term(stmt)
        if term is None:
            continue
        terms = term.arguments if term.ast_type == clingo_ast.ASTType.Pool else [term]
        for sig in {_signature(t) for t in terms} - {None}:
            out.setdefault(sig, []).append((i, stmt))
    return out


class _NameAnonymous(clingo_ast.Transformer):
    """Give each anonymous variable ``_`` a name, so the positive body atoms can go into the head."""

    def __init__(self) -> None:
        self.k = 0

    def visit_Variable(self, var: Any) -> Any:
        if var.name != "_":
            return var
        self.k += 1
        return clingo_ast.Variable(var.location, f"Anon__{self.k}")


def _why_rule(i: int, rule: Any) -> Any:
    """``__why(I, (Positive...), (Negated...)) :- __target(Head), Body``: anonymous variables of positive
    literals get names; a negated atom with an anonymous variable stays a condition only."""
    loc = rule.location
    rename = _NameAnonymous()
    body: list[Any] = []
    positives: list[Any] = []
    negated: list[Any] = []
    for b in rule.body:
        simple = b.ast_type == clingo_ast.ASTType.Literal and b.atom.ast_type == clingo_ast.ASTType.SymbolicAtom
        if simple and b.sign == clingo_ast.Sign.NoSign:
            b = rename(b)
            positives.append(b.atom.symbol)
        elif simple and b.sign == clingo_ast.Sign.Negation and "_" not in variables(b):
            negated.append(b.atom.symbol)
        body.append(b)
    head = clingo_ast.SymbolicAtom(clingo_ast.Function(loc, "__why", [
        clingo_ast.SymbolicTerm(loc, Number(i)), clingo_ast.Function(loc, "", positives, False),
        clingo_ast.Function(loc, "", negated, False)], False))
    target = clingo_ast.Literal(loc, clingo_ast.Sign.NoSign, clingo_ast.SymbolicAtom(
        clingo_ast.Function(loc, "__target", [_head_term(rule)], False)))
    return clingo_ast.Rule(loc, clingo_ast.Literal(loc, clingo_ast.Sign.NoSign, head), [target, *body])


class _Justifier:
    def __init__(self, atoms: list[Symbol]) -> None:
        self.atoms = set(atoms)
        self.facts = "".join(f"{a}.\n" for a in atoms)
        self.seen: set[Symbol] = set()

    def justify(self, atom: Symbol) -> tuple[int, Any, list[Symbol], list[Symbol]] | None:
        """The first rule (program index, AST) of an instance deriving ``atom``, with its positive and its
        negated body atoms."""
        candidates = _rules_by_signature().get((atom.name, len(atom.arguments)), [])
        if not candidates:
            return None
        ctl = control()
        with clingo_ast.ProgramBuilder(ctl) as builder:
            for i, rule in candidates:
                builder.add(_why_rule(i, rule))
        ctl.add("base", [], self.facts + f"{Function('__target', [atom])}.\n")
        ctl.ground([("base", [])])
        found = sorted((a.symbol.arguments[0].number, a.symbol.arguments[1].arguments, a.symbol.arguments[2].arguments)
                       for a in ctl.symbolic_atoms.by_signature("__why", 3))
        if not found:
            return None
        index, body, negated = found[0]
        rule = dict(candidates)[index]
        return index, rule, list(body), list(negated)

    @staticmethod
    def derivable(atom: Symbol) -> bool:
        return any(rule.body for _, rule in _rules_by_signature().get((atom.name, len(atom.arguments)), []))

    def node(self, atom: Symbol, depth: int, limit: int) -> Node:
        text = answers.render_term(atom)
        if atom.name in _GIVEN:
            return Node(text, note="(given)")
        if atom in self.seen:
            return Node(text, note="(explained above)")
        self.seen.add(atom)
        if depth >= limit:
            return Node(text, note="(deeper steps left out)")
        found = self.justify(atom)
        if found is None:
            return Node(text, note="(a fact of the rules)" if not self.derivable(atom) else "(no rule instance found)")
        _, rule, body, negated = found
        loc = rule.location.begin
        rel = Path(loc.filename)
        source = f"rules_asp/{rel.parent.name + '/' if rel.parent.name == 'kernel' else ''}{rel.name}:{loc.line}"
        node = Node(text, source=source, rules=list(_citations(loc.filename, loc.line)))
        node.children = [self.node(b, depth + 1, limit) for b in body if b in self.atoms]
        node.children += [Node(f"not {answers.render_term(b)}", note="(does not hold)") for b in negated]
        return node


def derivation(engine: Engine, state: GameState, atom_text: str, depth: int = 6) -> Node:
    """The derivation tree of ``atom_text`` (a derived atom with its time argument, e.g.
    ``prepared("av", 0)``; string ids may be written without quotes) in ``state``. Raises
    :class:`InputError` if the text isn't an atom or the atom doesn't hold in the state.
    """
    try:
        atom = parse_term(quote_id_text(atom_text, state_names(state)))
    except RuntimeError as exc:
        said = " ".join(str(exc).replace("<string>:", "").split())   # (clingo's message is three lines)
        raise InputError([("ATOM", f"not an atom clingo parses ({said}): write one ground atom, no variables, with its "
                                   "time argument, such as prepared(av, 0)")], "why") from None
    if atom.type.name != "Function" or not atom.name:
        raise InputError([("ATOM", "give an atom such as prepared(av, 0)")], "why")
    atoms = _model_atoms(engine, state)
    if atom not in atoms:
        fixed = quote_ids(atom, state_names(state))
        if fixed in atoms:
            atom = fixed
        else:
            raise InputError([("ATOM", f"{atom_text} doesn't hold in this state (derived predicates take the "
                                       "time as their last argument: 0 for the state)")], "why")
    return _Justifier(sorted(atoms)).node(atom, 0, depth)


def _model_atoms(engine: Engine, state: GameState) -> set[Symbol]:
    ctl = control()
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for stmt in rules_program():
            builder.add(stmt)
    ctl.add("base", [], "".join(f"{s}.\n" for s in engine._facts(state, "derive")))
    ctl.ground([("base", [])])
    out: set[Symbol] = set()
    ctl.solve(on_model=lambda m: out.update(m.symbols(atoms=True)))
    return out
