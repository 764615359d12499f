"""Names a user may write without quotes: object ids and player names are clingo strings (``"emab"``), but
``mtgasp why STATE ATOM`` and ``mtgasp explore --goal`` accept them as plain constants (``emab``). This module
turns such constants into the strings they name, for a parsed symbol (``why``) or a parsed rule (the goal,
with clingo's AST API), and says which constants of a goal name nothing at all. Translation only: no rules.
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from typing import Any, Iterable

from clingo import Function, String, Symbol, SymbolType
from clingo import ast as clingo_ast

from ..control import control
from ..state import GameState


def state_names(state: GameState) -> set[str]:
    """The object ids and player names of ``state`` (each a clingo string in the facts)."""
    return {str(o["id"]) for o in state.doc.get("objects", []) or [] if isinstance(o, dict) and "id" in o} \
        | set(state.players)


_CONSTANT = re.compile(r"[a-z_][A-Za-z0-9_']*\Z")


def quote_id_text(text: str, names: set[str]) -> str:
    """``in_zone(croak.token.9, battlefield, 0)`` -> ``in_zone("croak.token.9", battlefield, 0)``: the ids of
    ``names`` that clingo can't read as constants (an id of an object the rules created, ``croak.token.9``;
    ``Bob``; ``x-1``), written as the commands print them, become quoted strings before the text is parsed.
    Text already in quotes is left alone."""
    odd = sorted((n for n in names if n and not _CONSTANT.match(n)), key=len, reverse=True)
    if not odd:
        return text
    pattern = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![\w.])(' + "|".join(map(re.escape, odd)) + r')(?![\w.])')
    return pattern.sub(lambda m: m.group(0) if m.group(1) is None else '"' + m.group(1) + '"', text)


def quote_ids(sym: Symbol, names: set[str]) -> Symbol:
    """``prepared(av, 0)`` -> ``prepared("av", 0)``: constants (anywhere inside ``sym``, not its own name)
    that are in ``names`` become strings."""
    if sym.type == SymbolType.Function and not sym.arguments and sym.name in names:
        return String(sym.name)
    if sym.type == SymbolType.Function:
        return Function(sym.name, [quote_ids(a, names) for a in sym.arguments], sym.positive)
    return sym


def _constant(node: Any) -> str | None:
    """The name of a constant term (``emab``), else None."""
    if node.ast_type == clingo_ast.ASTType.SymbolicTerm:
        s = node.symbol
        if s.type == SymbolType.Function and not s.arguments and s.positive:
            return s.name
    elif node.ast_type == clingo_ast.ASTType.Function and not node.arguments and not node.external:
        return node.name
    return None


class QuoteIds(clingo_ast.Transformer):
    """Rewrites the constant terms of a statement that are in ``names`` to strings; predicate names stay. Every
    constant term it meets is collected in ``found``, every variable's name in ``variables``."""

    def __init__(self, names: set[str], keep: Iterable[str] = ()) -> None:
        self.names = set(names) - set(keep)
        self.found: set[str] = set()
        self.external: set[str] = set()   # the names of external function calls met (@f(...))
        self.variables: set[str] = set()

    def visit_SymbolicAtom(self, atom: Any) -> Any:
        fn = atom.symbol
        if fn.ast_type == clingo_ast.ASTType.Function:
            return atom.update(symbol=fn.update(arguments=[self(a) for a in fn.arguments]))
        return atom

    def _quoted(self, term: Any) -> Any | None:
        """A constant term (collected) as the string it names, if it is in ``names``; else None."""
        name = _constant(term)
        if name is not None:
            self.found.add(name)
            if name in self.names:
                return clingo_ast.SymbolicTerm(term.location, String(name))
        return None

    def visit_SymbolicTerm(self, term: Any) -> Any:
        return self._quoted(term) or term

    def visit_Function(self, term: Any) -> Any:
        if getattr(term, "external", 0):
            self.external.add(term.name)
        return self._quoted(term) or term.update(**self.visit_children(term))

    def visit_Variable(self, var: Any) -> Any:
        self.variables.add(var.name)
        return var


def constants(stmts: Iterable[Any]) -> set[str]:
    """The constant terms of AST statements (``exile``, ``adventure``, ...), not predicate names."""
    c = QuoteIds(set())
    for s in stmts:
        c(s)
    return c.found


def variables(node: Any) -> set[str]:
    """The names of the variables in an AST node (``_`` for an anonymous one)."""
    c = QuoteIds(set())
    c(node)
    return c.variables


@functools.cache
def stated(filename: str, name: str, arity: int) -> tuple[tuple[Symbol, ...], ...]:
    """The arguments of the ``name``/``arity`` facts ``rules_asp/filename`` states (read once per process)."""
    ctl = control()
    with resources.as_file(resources.files("rules_asp").joinpath(filename)) as path:
        ctl.load(str(path))
    ctl.ground([("base", [])])
    return tuple(tuple(a.symbol.arguments) for a in ctl.symbolic_atoms.by_signature(name, arity))


def symbol_constants(symbols: Iterable[Symbol]) -> set[str]:
    """The constants inside facts (not the predicate names)."""
    out: set[str] = set()

    def walk(s: Symbol) -> None:
        if s.type == SymbolType.Function:
            if not s.arguments:
                out.add(s.name)
            for a in s.arguments:
                walk(a)

    for f in symbols:
        for a in f.arguments:
            walk(a)
    return out
