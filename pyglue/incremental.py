"""The rules as a multi-shot program over time (the iclingo pattern), for ``mtgasp explore``.

The rules of ``rules_asp/`` are written once, with the time as the last argument ``T`` of every fluent and
derived predicate (main.lp). :func:`incremental_program` rearranges the same parsed rules, with clingo's AST
API, into two program parts:

- ``base``: the rules without a time (card data, term tables) and the state's facts;
- ``step(t)``: every rule about time ``T``, in its step form (:func:`step_form`: ``T`` bound to the part's
  parameter ``t``), so grounding ``step(t)`` grounds exactly the rules of time ``t`` (what ``apply`` grounds for its
  one time 0).

:func:`step_form` is the one way a rule is shifted in time: the rules index keeps each statement's step form
(pyglue/relevant.py, ``step``), and an apply step's settle part grounds those at time 1 (pyglue/solve.py).

A few rules without a time collect terms from atoms of every time (``types_tuple(Tys) :- spec(..., _)``, a
domain of tuples the rules consider). Grounded once they would have to be redefined at every later step,
which clingo refuses once a step was solved; so such a predicate (and any that depends on it) gets a time
argument of its own: it collects the terms of time ``t`` at time ``t``, which is exactly what ``apply``
computes for its one time. The kernel's #show statements are dropped: explore.lp is explore's output
contract. No rule is added or changed in meaning; this is a rearrangement, and the tests replay plans with
:meth:`pyglue.solve.Engine.apply` to check that both agree.
"""

from __future__ import annotations

from typing import Any, Iterable

from clingo import ast

_T = "T"


#: the nodes whose variables are local to them (a condition, an aggregate's element): a ``T`` only there is not the
#: statement's time
_LOCAL = {ast.ASTType.ConditionalLiteral, ast.ASTType.BodyAggregateElement, ast.ASTType.HeadAggregateElement,
          ast.ASTType.TheoryAtomElement}


def timed(node: Any) -> bool:
    """Whether the statement ``node`` (a clingo AST, or pyglue/relevant.py's native reading of one) is about a time:
    the variable ``T`` is a global variable of it (outside the conditions and aggregate elements, where a variable
    of their own is local; in a safe rule a global ``T`` is bound there, so every ``T`` of the statement is it)."""
    if node.ast_type in _LOCAL:
        return False
    if node.ast_type == ast.ASTType.Variable:
        return node.name == _T
    for key in node.child_keys:
        child = getattr(node, key)
        if child is not None and (timed(child) if hasattr(child, "ast_type") else any(timed(x) for x in child)):
            return True
    return False


def step_form(stmt: Any, node: Any = None) -> str | None:
    """The text of the statement ``stmt`` (a clingo AST) in its step form: its time variable ``T`` bound to the
    parameter ``t`` of a ``#program`` part (each ``T`` printed as ``t``: grounding the part with ``t`` = k grounds the
    statement at time k), or None for a statement without a time (:func:`timed`). ``node``, pyglue/relevant.py's
    native reading of it, is read faster. (Not a body literal ``T = t``: each literal costs its grounding, about
    5 us a statement; and renamed while printed, as rebuilding the AST costs 0.2 ms a statement.)"""
    node = stmt if node is None else node
    if not timed(node):
        return None
    found = _time_variables(node, [])
    for var in found:
        var.name = "t"
    try:
        return str(stmt)
    finally:
        for var in found:
            var.name = _T


def _time_variables(node: Any, out: list[Any]) -> list[Any]:
    """The variables ``T`` of ``node`` (their clingo ASTs), added to ``out``."""
    if node.ast_type == ast.ASTType.Variable:
        if node.name == _T:
            out.append(getattr(node, "_ast", node))
        return out
    for key in node.child_keys:
        child = getattr(node, key)
        for x in () if child is None else [child] if hasattr(child, "ast_type") else child:
            _time_variables(x, out)
    return out


def _atom_sig(lit: Any) -> tuple[str, int] | None:
    atom = lit.atom if lit.ast_type == ast.ASTType.Literal else None
    if atom is not None and atom.ast_type == ast.ASTType.SymbolicAtom and atom.symbol.ast_type == ast.ASTType.Function:
        return atom.symbol.name, len(atom.symbol.arguments)
    return None


def _head_atoms(head: Any) -> list[Any]:
    """The function terms of the atoms a rule's head defines (not those of its conditions)."""
    if head.ast_type == ast.ASTType.Literal:
        lits = [head]
    elif head.ast_type in (ast.ASTType.Aggregate, ast.ASTType.Disjunction):
        lits = [el.literal for el in head.elements]
    elif head.ast_type == ast.ASTType.HeadAggregate:
        lits = [el.condition.literal for el in head.elements]
    else:
        lits = []
    return [lit.atom.symbol for lit in lits if _atom_sig(lit) is not None]


def _uses(body: Iterable[Any]) -> set[tuple[str, int]]:
    """The predicates a rule's body reads: its literals, their conditions and aggregate elements."""
    out: set[tuple[str, int]] = set()
    for lit in body:
        if lit.ast_type == ast.ASTType.ConditionalLiteral:
            for x in [lit.literal, *lit.condition]:
                sig = _atom_sig(x)
                if sig:
                    out.add(sig)
            continue
        sig = _atom_sig(lit)
        if sig:
            out.add(sig)
            continue
        atom = lit.atom if lit.ast_type == ast.ASTType.Literal else None
        if atom is not None and atom.ast_type in (ast.ASTType.BodyAggregate, ast.ASTType.Aggregate):
            for el in atom.elements:
                conds = el.condition if atom.ast_type == ast.ASTType.BodyAggregate else [el.literal, *el.condition]
                for x in conds:
                    sig = _atom_sig(x)
                    if sig:
                        out.add(sig)
    return out


def _reads(rule: Any) -> set[tuple[str, int]]:
    """The predicates of a rule's atoms: its head's (and their conditions') and its body's."""
    h = rule.head
    heads = [el.condition for el in h.elements] if h.ast_type == ast.ASTType.HeadAggregate \
        else list(getattr(h, "elements", [h]))
    return _uses([*heads, *rule.body])


def _is_time_var(term: Any) -> bool:
    return term.ast_type == ast.ASTType.Variable and term.name == _T


class _Timed(ast.Transformer):
    """Adds the time ``T`` to the atoms of predicates in ``timed`` (collecting predicates), and makes an
    anonymous variable in the time place of a time-indexed atom (``spec(X, _)``) that ``T``."""

    def __init__(self, timed: set[tuple[str, int]], dynamic: set[tuple[str, int]]) -> None:
        self.timed = timed
        self.dynamic = dynamic

    def visit_SymbolicAtom(self, node: Any) -> Any:
        fn = node.symbol
        if fn.ast_type != ast.ASTType.Function:
            return node
        sig = (fn.name, len(fn.arguments))
        args = list(fn.arguments)
        if sig in self.timed:
            args = args + [ast.Variable(fn.location, _T)]
        elif sig in self.dynamic and args and args[-1].ast_type == ast.ASTType.Variable and args[-1].name == "_":
            args = args[:-1] + [ast.Variable(fn.location, _T)]
        else:
            return node
        return node.update(symbol=fn.update(arguments=args))


class Incremental:
    """The rules ``stmts`` as the statements of ``#program base`` (:attr:`base`) and of ``#program step(t)``
    (:attr:`step`), each list without its #program statement; :meth:`rearrange` does the same with more rules
    (a goal) written like them. A rule of ``step(t)`` is the rule in its :func:`step_form`, ``T`` replaced by ``t``
    (and, for a collecting predicate, the time added to its atoms first)."""

    def __init__(self, stmts: list[Any], known: list[tuple[str | None, Any]] | None = None) -> None:
        """``known``: per statement of the first ones of ``stmts``, the text of its :func:`step_form` (None: it has no
        time) and the predicates of its atoms (the rules index's ``step`` and ``all``, pyglue/relevant.py: read, not
        worked out again)."""
        known = known or []
        rules = [s for s in stmts if s.ast_type == ast.ASTType.Rule]
        has_t = [known[i][0] is not None if i < len(known) else timed(s) for i, s in enumerate(stmts)
                 if s.ast_type == ast.ASTType.Rule]
        self.dynamic: set[tuple[str, int]] = set()
        for r, t in zip(rules, has_t):
            if t:
                self.dynamic |= {(fn.name, len(fn.arguments)) for fn in _head_atoms(r.head)
                                 if fn.arguments and _is_time_var(fn.arguments[-1])}
        # predicates without a time that (transitively) read atoms with one
        static = [({(fn.name, len(fn.arguments)) for fn in _head_atoms(r.head)}, _uses(r.body))
                  for r, t in zip(rules, has_t) if not t]
        self.timed: set[tuple[str, int]] = set()
        changed = True
        while changed:
            changed = False
            for sigs, uses in static:
                new = sigs - self.dynamic - self.timed
                if new and uses & (self.dynamic | self.timed):
                    self.timed |= new
                    changed = True
        self.base, self.step = self.rearrange(stmts, known)

    def rearrange(self, stmts: list[Any], known: list[tuple[str | None, Any]] | None = None
                  ) -> tuple[list[Any], list[Any]]:
        """``(base, step)`` statements of ``stmts`` (``known`` as :class:`Incremental`'s)."""
        base: list[Any] = []
        step: list[Any] = []
        rewrite = _Timed(self.timed, self.dynamic)
        known = known or []
        texts: list[tuple[int, str]] = []
        for i, s in enumerate(stmts):
            if s.ast_type == ast.ASTType.Defined:
                base.append(s)
                if (s.name, s.arity) in self.timed:
                    base.append(s.update(arity=s.arity + 1))
                continue
            if s.ast_type != ast.ASTType.Rule:
                continue  # #program, #show (explore.lp has its own), comments
            form, reads = known[i] if i < len(known) else (step_form(s), None)
            r = s
            if self.timed & (_reads(s) if reads is None else reads) or (form is None and _uses(s.body) & self.dynamic):
                r = rewrite(s)
                form = step_form(r)
            if form is None:
                base.append(r)
            else:  # (parsed below, all at once)
                texts.append((len(step), form))
                step.append(None)
        parsed: list[Any] = []
        ast.parse_string("\n".join(t for _, t in texts), parsed.append)
        for (k, _), stmt in zip(texts, parsed[1:]):  # (after its #program base)
            step[k] = stmt
        return base, step
