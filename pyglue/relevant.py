"""The rules a query can use: the statements of a parsed program that may take part in its answer, for one mode
and one set of fact predicates.

clingo's grounding costs about the same for each rule of the program, whether or not any instance of the rule
exists (measured with clingo 5.8: 2,000 rules of four body literals and no facts take 140 ms to ground; the
mtgasp rules ground in 140 ms with no facts at all, and in 130-140 ms with a small state's). Most rules of a
query can't take part in its answer: the rules of a mechanic the state has no object of, and the rules that
only other modes show (the next state in ``derive``). Two filters, both of which keep every answer as it is:

1. a rule with a positive body literal (outside conditions and aggregates) of a predicate that no fact and no
   remaining rule can make true never fires: it is dropped, until nothing more is (a fixpoint over predicates);
2. of the rules left, only those whose head predicates the shown atoms of the mode depend on (through any body
   literal, condition or aggregate), and every integrity constraint, choice and disjunction (they remove or
   make answer sets) and the rules of the predicates these depend on, are kept: the others only derive atoms nothing shown or constrained reads.
   ``#show`` terms whose condition says ``mode(M)`` for another mode (or ``not mode(M)`` for this one) are
   dropped first.

In filter 1, an action or event atom counts by its functor too (:data:`REFINED`): ``does(P, cast(O, K), T)`` in a
body needs a ``does`` fact whose action is a ``cast/2``, so a pass grounds none of the casting rules.

Filter 1 also reads the function symbols (constants and functors, :func:`symbol`) of the terms: a positive body
literal ``has_ability(O, foo(X), T)`` (or ``has_ability(O, Ab, T), Ab = foo(_)``, ``char(O, abilities, foo(..), T)``)
can only match an atom with a ``foo/1`` in it, and clingo makes terms only of the symbols of the facts and of the
rules' heads. So a symbol that some rule needs and no statement makes unconditionally (:attr:`_Info.data`: a card
ability's functor, in practice) must be in the facts (:func:`fact_predicates` lists the facts' symbols, at any
depth) or made by a rule that fires (a symbol a head only passes on from its body, ``matches(O, when(E, C), T) :-
trig_ev(O, when(E, C), T)``, is not made there). A card-ability template's rules are then left out on a state
without a card that has that ability, however many templates there are (tests/test_relevant_symbols.py). A set of
predicates made by hand, without :data:`SYMBOLS_LISTED`, takes every symbol as present.

A query then leaves out, per the shapes of its facts, the rules that can't fire at the level of arguments
(:func:`firing`: ``zone(O, graveyard, T)`` in a body needs a zone/3 atom with ``graveyard`` there, not only the
symbol somewhere in the facts); cached per slice and shapes of the facts (objects' names are one value there, so
positions alike share an entry).

The statements kept whose atoms are the same on every state (the rules' own tables: colour sets, hybrid symbols)
are grounded once and their atoms added to each query as facts (:func:`static`).

Some modes (:data:`pyglue.solve.STAGED`: apply, legal, settle) are then grounded in stages (:func:`stages`,
:func:`prune`): the statements in the order of their predicates' dependencies, and before each stage the predicates
the earlier stages derive are probed; a rule of the stage with a positive body literal of one without atoms is left
out. This is filter 1 with what grounding found instead of what the rules might derive (when a player passes
priority nothing moves or resolves, so the rules that read those events are not grounded).

The statements kept depend only on the program, the mode and the predicates of the facts, so they are cached
on those (in memory; the per-statement index of the installed rules is built on first use into the user's cache,
pyglue/cache.py, keyed by the rules_asp .lp files, the indexing code and the clingo and Python versions: an edited
rule file is a new key, never a stale index; a process reads the index a group of statements at a time, those
whose gate predicates become live in filter 1, :class:`_Lazy`; a new set's fixpoint is carried on from the
fixpoint of the largest set kept that it holds, or of what every set asked so far shares: the same fixpoint, as a
statement fires once its positive body is live whichever predicate is marked first). What the rules say is
untouched: this only leaves out statements whose instances can't be in, or matter to, the answer. (A kept rule
may then read an atom whose rules were left out: clingo's "atom does not occur in any rule head" says nothing
about the rules as written, so a sliced solve doesn't ask for it;
tests/test_relevant.py grounds the whole rules with every warning on.)
"""

from __future__ import annotations

import operator
import threading
from collections import defaultdict
from typing import Any

from clingo import Symbol, SymbolType

from .clingo_c import ast_reader, handle, handles
from .clingo_c import symbol as as_symbol
from .control import control
from .program import checked_program, on_release, rules_program
from .facts import _HEADS, _NOT_FUNCTION, _head

Pred = tuple[str, int]

_INFO: dict[int, tuple[list[Any], Any]] = {}
_CACHE: dict[tuple[int, str, frozenset[Pred]], tuple[list[int], list[Any]]] = {}
_CACHE_SIZE = 512


def _keep(cache: dict[Any, Any], key: Any, value: Any, limit: int = _CACHE_SIZE) -> Any:
    """``cache[key] = value`` (``cache`` emptied first when it holds ``limit`` entries); ``value``."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value


A: Any = None  # clingo.ast and its ASTType, imported when statements are ASTs (:func:`_ast`): a query on the
T: Any = None  # shipped index reads none


def _ast() -> None:
    global A, T, _NODES
    if A is None:
        from clingo import ast
        from clingo.ast import ASTType

        A, T = ast, ASTType
        _NODES = (ast.AST, _Node)


class _Node:
    """A clingo AST node read into Python once (:func:`native`): its type, its child keys and its attributes (ints,
    strings, symbols, nodes, lists of nodes) as plain attributes, so that the filters' many walks over a statement
    cost Python attribute reads instead of calls into clingo (indexing the rules: about 4x faster). The text is the
    node's own (``str``); an attribute not read in (a location) is the node's. (A list of nodes is a Python list: the
    walks that take a list as a sequence of terms also read the variables and symbols inside function arguments,
    choice elements and comparison guards, which clingo's own sequence type hid from them: a comparison
    ``Ab = activated(_, tap, _, _)`` on a variable bound inside ``legal(P, activate(O, Ab), T)`` now counts as
    needing those symbols, and ``F = main`` or a choice element as making theirs.)"""

    __slots__ = ("ast_type", "child_keys", "_ast", "__dict__")

    def __str__(self) -> str:
        return str(self._ast)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._ast, name)


_NODES: Any = ()
_READER: list[Any] = []


def native(stmt: Any) -> Any:
    """``stmt`` (a clingo AST) read into :class:`_Node` objects, through clingo's own C binding (clingo.ast's
    attribute access checks and wraps each value: three calls per read); anything else as it is."""
    _ast()
    if not isinstance(stmt, A.AST):
        return stmt
    if not _READER:
        _READER.append(ast_reader(_Node))
    return _READER[0](stmt)


def close(info: Any, fired: set[int], keep: set[int], needed: set[Pred]) -> None:
    """Add to ``keep`` every statement that may fire (in ``fired``) of each predicate in ``needed``, and to
    ``needed`` the predicates those statements read, until nothing changes: what the kept statements depend on."""
    todo = list(needed)
    while todo:
        p = todo.pop()
        for j in info.by_head.get(p, ()):
            if j in keep or j not in fired:
                continue
            keep.add(j)
            for q in info.all[j]:
                if q not in needed:
                    needed.add(q)
                    todo.append(q)


def clear_caches() -> None:
    """Forget every cached slice and statement index (they hold the statements they were made from)."""
    for cache in (_INFO, _CACHE, _STAGES, _PRUNED, _KINDS, _WHERE, _READS, _SYMBOLS, _STATIC,
                  _STATIC_ATOMS, _FIXPOINT, _FIRING, _ONLY, _VALUES, _PLANS, _MEETS):
        cache.clear()


on_release(clear_caches)


def _preds(node: Any, out: set[Pred]) -> set[Pred]:
    """Add the (name, arity) of every atom in ``node`` (an AST or a sequence of them) to ``out``."""
    if isinstance(node, _NODES):
        if node.ast_type == T.SymbolicAtom:
            term = node.symbol
            for s in (term.arguments if term.ast_type == T.Pool else [term]):
                if s.ast_type == T.UnaryOperation:  # classical negation
                    s = s.argument
                if s.ast_type == T.Function:
                    out.add((s.name, len(s.arguments)))
                elif s.ast_type == T.SymbolicTerm:
                    out.add((s.symbol.name, len(s.symbol.arguments)))
            return out
        for key in node.child_keys:
            _preds(getattr(node, key), out)
        return out
    if isinstance(node, (list, tuple)) or hasattr(node, "__iter__") and not isinstance(node, str):
        for x in node:
            _preds(x, out)
    return out


#: the input predicates whose atoms name an action or event, and the argument that does: a positive body literal
#: of one of them whose argument there is a function term (``does(P, cast(O, K), T)``) needs an atom with that
#: functor, written (``does@cast/2``, 3); a fact gives both its plain and its refined predicate
#: The fluents are refined by their kind the same way (``true(counters(O, K, N), T)`` needs a ``counters/3``
#: fluent), and a rule head passes its kinds on (:func:`_grants`): ``true(F, 0) :- true(F), time(0)`` makes
#: true/2 atoms of exactly the kinds of the state's true/1 facts, ``next(F, T) :- true(F, T), ...`` of those of
#: true/2, and ``next(zone(O, Z), T)`` only of ``zone/2``; so a rule reading a fluent kind that neither the
#: state has nor a rule that can fire makes is dropped.
REFINED: dict[Pred, int] = {("does", 3): 1, ("happens", 2): 0, ("query", 2): 1,
                            ("true", 1): 0, ("true", 2): 0, ("next", 2): 0, ("starts", 2): 0,
                            # branch statics: a printed value (card_char/4 facts), a copy exception's or a token
                            # definition's value by its functor, so that the rules of an ability template keyed on
                            # card_char(_, _, abilities, TEMPLATE(...)) are dropped on a state whose cards, copy
                            # exceptions and tokens don't give it (rules_asp/kernel/statics_*.lp)
                            ("card_char", 4): 3, ("exception_of", 4): 3, ("token_value", 3): 2}


def refined(pred: Pred, functor: str, arity: int) -> Pred:
    """The refined predicate of ``pred`` atoms whose action/event argument has ``functor``/``arity``."""
    return (f"{pred[0]}@{functor}/{arity}", pred[1])


def _refined_term(term: Any) -> Pred | None:
    """The refined predicate an atom's term needs, if it is one of :data:`REFINED` with a functor there."""
    if term.ast_type != T.Function:
        return None
    pred = (term.name, len(term.arguments))
    k = REFINED.get(pred)
    if k is None:
        return None
    arg = term.arguments[k]
    if arg.ast_type == T.Function and arg.name and not arg.external:
        return refined(pred, arg.name, len(arg.arguments))
    if arg.ast_type == T.SymbolicTerm and arg.symbol.type == SymbolType.Function and arg.symbol.name \
            and arg.symbol.positive:
        return refined(pred, arg.symbol.name, len(arg.symbol.arguments))
    return None


def transfer(head: Pred, source: Pred) -> Pred:
    """The pseudo-predicate of a rule whose ``head`` atoms take their kind from a positive body literal of
    ``source`` (the same variable in both refined arguments): the head has the kinds ``source`` has."""
    return (f"{head[0]}<{source[0]}/{source[1]}", head[1])


def _is_transfer(p: Pred) -> bool:
    return "<" in p[0]


def _untransfer(p: Pred) -> tuple[Pred, Pred]:
    head, _, source = p[0].partition("<")
    name, _, arity = source.rpartition("/")
    return (head, p[1]), (name, int(arity))


def _grants(head: Any, body: Any) -> set[Pred]:
    """What a rule makes true when it fires, for filter 1: its head predicates, and for a simple head atom of a
    :data:`REFINED` predicate its refined predicate (a functor there), or a :func:`transfer` (a variable there
    that a positive body literal of a REFINED predicate has in its refined argument too); a plain REFINED
    predicate alone stands for every refinement (a choice, a disjunction, a computed term)."""
    out = _preds(head, set())
    if head.ast_type != T.Literal or head.atom.ast_type != T.SymbolicAtom or head.sign != A.Sign.NoSign:
        return out
    term = head.atom.symbol
    if term.ast_type != T.Function or (term.name, len(term.arguments)) not in REFINED:
        return out
    pred = (term.name, len(term.arguments))
    r = _refined_term(term)
    if r is not None:
        return {r}
    arg = term.arguments[REFINED[pred]]
    if arg.ast_type == T.Variable:
        for lit in body:
            if lit.ast_type == T.Literal and lit.sign == A.Sign.NoSign and lit.atom.ast_type == T.SymbolicAtom:
                b = lit.atom.symbol
                if b.ast_type == T.Function and (b.name, len(b.arguments)) in REFINED:
                    barg = b.arguments[REFINED[(b.name, len(b.arguments))]]
                    if barg.ast_type == T.Variable and barg.name == arg.name:
                        return {transfer(pred, (b.name, len(b.arguments)))}
    return out


def _positive_body(body: Any) -> set[Pred]:
    out: set[Pred] = set()
    for lit in body:
        if lit.ast_type == T.Literal and lit.sign == A.Sign.NoSign and lit.atom.ast_type == T.SymbolicAtom:
            r = _refined_term(lit.atom.symbol)
            if r is not None:
                out.add(r)
            else:
                _preds(lit.atom, out)
    return out


#: the pseudo-predicate that marks a set of fact predicates as listing the symbols of the facts too
#: (:func:`fact_predicates`); a set without it (made by hand) has every symbol taken as present
SYMBOLS_LISTED: Pred = ("$", 0)
#: a statement that may make any symbol (an external function's value): then no symbol is required
ANY_SYMBOL: Pred = ("$*", 0)


def symbol(name: str, arity: int) -> Pred:
    """The pseudo-predicate of the function symbol (constant or functor) ``name``/``arity`` occurring in a term:
    ``$name`` cannot be a clingo predicate's name."""
    return ("$" + name, arity)


class _Opaque(Exception):
    """A term whose symbols can't be known from the text (an external function ``@f(...)``)."""


def _term_symbols(node: Any, out: set[Pred], pools: bool, skip: frozenset[str] = frozenset()) -> None:
    """Add the function symbols of the term ``node`` (at any depth, a constant as arity 0; not strings, numbers or
    the tuple functor) to ``out``; with ``pools`` false, what is under a pool (one of several alternatives) is left
    out. Raises :class:`_Opaque` on an external function."""
    t = node.ast_type
    if t == T.Variable:
        return
    if skip and t in (T.SymbolicTerm, T.Function) and str(node) in skip:
        return
    if t == T.SymbolicTerm:
        _value_symbols(node.symbol, out)
    elif t == T.Function:
        if node.external:
            raise _Opaque
        if node.name:
            out.add(symbol(node.name, len(node.arguments)))
        for a in node.arguments:
            _term_symbols(a, out, pools, skip)
    elif t == T.Pool:
        if pools:
            for a in node.arguments:
                _term_symbols(a, out, pools, skip)
    elif t == T.UnaryOperation:
        _term_symbols(node.argument, out, pools, skip)
    elif t in (T.BinaryOperation, T.Interval):
        for key in node.child_keys:
            _term_symbols(getattr(node, key), out, pools, skip)
    else:  # anything else: every symbol under it
        _all_symbols(node, out, skip)


def _value_symbols(sym: Symbol, out: set[Pred]) -> None:
    if sym.type == SymbolType.Function:
        if sym.name:
            out.add(symbol(sym.name, len(sym.arguments)))
        for a in sym.arguments:
            _value_symbols(a, out)


def _all_symbols(node: Any, out: set[Pred], skip: frozenset[str] = frozenset()) -> None:
    """Every function symbol of the terms under ``node`` (an AST, or a sequence of them), pools and all, the
    predicate names of atoms left out."""
    if isinstance(node, _NODES):
        t = node.ast_type
        if t == T.Script:
            raise _Opaque
        if t == T.SymbolicAtom:
            term = node.symbol
            for s in (term.arguments if term.ast_type == T.Pool else [term]):
                if s.ast_type == T.UnaryOperation:
                    s = s.argument
                if s.ast_type == T.Function:
                    if s.external:
                        raise _Opaque
                    for a in s.arguments:
                        _term_symbols(a, out, True, skip)
            return
        if t in (T.Variable, T.SymbolicTerm, T.Function, T.Pool, T.UnaryOperation, T.BinaryOperation, T.Interval):
            _term_symbols(node, out, True, skip)
            return
        for key in node.child_keys:
            _all_symbols(getattr(node, key), out, skip)
        return
    if isinstance(node, (list, tuple)):
        for x in node:
            _all_symbols(x, out, skip)


def _required_symbols(body: Any) -> set[Pred]:
    """The function symbols a body needs in the atoms it matches: those in the arguments of its positive literals
    (outside pools, conditions and aggregates), and those of a term compared equal (``Ab = foo(_, _)``) to a
    variable such a literal binds. An atom with a symbol that no term of the facts or of a rule's head has can't
    be true, nor can such an equality."""
    out: set[Pred] = set()
    bound: set[str] = set()
    comparisons = []
    for lit in body:
        if lit.ast_type != T.Literal or lit.sign != A.Sign.NoSign:
            continue
        atom = lit.atom
        if atom.ast_type == T.SymbolicAtom:
            term = atom.symbol
            if term.ast_type == T.Function and term.name == "mode" and len(term.arguments) == 1:
                continue  # (the query's mode: filter 2 reads it, and a step's settle part asks another mode's rules)
            if term.ast_type == T.Function and not term.external:
                for a in term.arguments:
                    _term_symbols(a, out, False)
                    _variables(a, bound)
        elif atom.ast_type == T.Comparison and len(atom.guards) == 1 \
                and atom.guards[0].comparison == A.ComparisonOperator.Equal:
            comparisons.append((atom.term, atom.guards[0].term))
    for left, right in comparisons:
        for var, other in ((left, right), (right, left)):
            if var.ast_type == T.Variable and var.name in bound:
                _term_symbols(other, out, False)
    return out


def _subterms(node: Any, out: set[str]) -> None:
    """The texts of the function terms and constants under the term ``node`` (outside pools)."""
    t = node.ast_type
    if t == T.SymbolicTerm:
        out.add(str(node))
    elif t == T.Function and not node.external:
        out.add(str(node))
        for a in node.arguments:
            _subterms(a, out)


def _variables(node: Any, out: set[str]) -> None:
    if isinstance(node, _NODES):
        if node.ast_type == T.Variable:
            if node.name != "_":
                out.add(node.name)
            return
        for key in node.child_keys:
            _variables(getattr(node, key), out)
    elif isinstance(node, (list, tuple)):
        for x in node:
            _variables(x, out)


def _generated_symbols(stmt: Any) -> set[Pred]:
    """The function symbols a statement may put into atoms: every symbol of it outside the atoms of its body
    (its head's, its comparisons' and its aggregates' terms), but for a term of the head that a positive body
    literal has as it is (``matches(O, when(E, C), T) :- trig_ev(O, when(E, C), T)`` makes no ``when`` term: it
    passes one on); every symbol of a statement other than a rule or a show. Raises :class:`_Opaque` when that
    can't be known."""
    out: set[Pred] = set()
    if stmt.ast_type == T.Rule:
        copied: set[str] = set()
        for lit in stmt.body:
            if lit.ast_type == T.Literal and lit.sign == A.Sign.NoSign and lit.atom.ast_type == T.SymbolicAtom \
                    and lit.atom.symbol.ast_type == T.Function:
                for a in lit.atom.symbol.arguments:
                    _subterms(a, copied)
        _all_symbols(stmt.head, out, frozenset(copied))
        for lit in stmt.body:
            if lit.ast_type == T.ConditionalLiteral:
                continue
            atom = lit.atom if lit.ast_type == T.Literal else lit
            if atom.ast_type in (T.SymbolicAtom, T.BooleanConstant):
                continue
            if atom.ast_type == T.BodyAggregate:  # its elements' tuples (#min/#max yield one of them)
                for el in atom.elements:
                    _all_symbols(el.terms, out)
                for g in (atom.left_guard, atom.right_guard):
                    if g is not None:
                        _all_symbols(g.term, out)
            elif atom.ast_type == T.Aggregate:  # a count of its elements
                for g in (atom.left_guard, atom.right_guard):
                    if g is not None:
                        _all_symbols(g.term, out)
            else:  # a comparison (an assignment may make a term), a theory atom, ...
                _all_symbols(atom, out)
    elif stmt.ast_type not in (T.ShowTerm, T.ShowSignature, T.Comment, T.Program, T.Defined):
        _all_symbols(stmt, out)
    return out


def _mode_literals(body: Any) -> list[tuple[bool, str]]:
    """The ``mode(M)`` / ``not mode(M)`` literals of a body, as (positive, M)."""
    out = []
    for lit in body:
        if lit.ast_type == T.Literal and lit.atom.ast_type == T.SymbolicAtom:
            s = lit.atom.symbol
            if s.ast_type == T.Function and s.name == "mode" and len(s.arguments) == 1 and lit.sign != A.Sign.DoubleNegation:
                arg = s.arguments[0]
                out.append((lit.sign == A.Sign.NoSign, arg.name if arg.ast_type == T.Function else str(arg)))
    return out


def _constrains(head: Any) -> bool:
    """A head that can remove or make answer sets: ``#false``, a choice, a disjunction, ..."""
    if head.ast_type == T.Literal:
        return head.atom.ast_type == T.BooleanConstant
    return True  # a choice (it makes answer sets; unbounded ones too, so counts of answers stay), a disjunction


class _Info:
    """Per statement of a program: what the filters read, computed once."""

    def __init__(self, stmts: list[Any], memo: dict[Any, Any] | None = None) -> None:
        """``memo`` (id of a statement -> (statement, what the filters read)) is shared by programs built of the same
        statement objects (the rules, and the rules with the invariants): each is read once."""
        if stmts:
            _ast()
            from .incremental import step_form
        self.kind: list[str] = []  # "keep", "show", "constraint", "rule", "drop"
        self.head: list[set[Pred]] = []
        self.pos: list[set[Pred]] = []
        self.all: list[set[Pred]] = []
        self.modes: list[list[tuple[bool, str]]] = []
        #: per statement, what it makes true when it fires (:func:`_grants`)
        self.grant: list[set[Pred]] = []
        #: per statement, the function symbols its positive body needs (:func:`_required_symbols`) and those it may
        #: put into atoms (:func:`_generated_symbols`; :data:`ANY_SYMBOL` when that can't be known), as
        #: :func:`symbol` pseudo-predicates
        self.req: list[set[Pred]] = []
        self.gen: list[set[Pred]] = []
        #: per statement, the rule as :func:`firing` reads it (:func:`_shape_rule`)
        self.shp: list[Any] = []
        #: per statement, its step form's text (pyglue/incremental.py, step_form), None for one without a time
        self.step: list[str | None] = []
        for stmt in stmts:
            hit = memo.get(id(stmt)) if memo is not None else None
            if hit is None or hit[0] is not stmt:
                node = native(stmt)  # (and its step form, T bound to a part's parameter: pyglue/incremental.py)
                hit = (stmt, _statement_info(node) + (step_form(stmt, node),))
                if memo is not None:
                    memo[id(stmt)] = hit
            for field, value in zip(_FIELDS, hit[1]):
                getattr(self, field).append(value)
        self.index()

    def index(self) -> None:
        # the symbols some statement needs, but for those a statement makes unconditionally (a fact of the rules)
        # or that may be anything: the facts, or a rule once it fires, give them
        always: set[Pred] = set()
        for i, g in enumerate(self.gen):
            if g and (self.kind[i] == "keep" or self.kind[i] in ("rule", "constraint") and not self.pos[i]
                      and not self.req[i]):
                always |= g
        made: set[Pred] = set().union(*self.gen) if self.gen else set()
        self.data: set[Pred] = set() if ANY_SYMBOL in made or not self.req else set().union(*self.req) - always
        #: per statement, what filter 1 needs for it to fire: its positive body's predicates (:attr:`pos`) and the
        #: symbols of :attr:`data` it needs
        self.need: list[set[Pred]] = [p | (r & self.data) if r else p for p, r in zip(self.pos, self.req)] \
            if len(self.req) == len(self.pos) else list(self.pos)
        #: per statement, what it makes true when it fires: :attr:`grant`, and the symbols of :attr:`data` it makes
        self.make: list[set[Pred]] = [g | (m & self.data) if m else g for g, m in zip(self.grant, self.gen)] \
            if len(self.gen) == len(self.grant) else list(self.grant)
        #: the constants, strings and functors (name, arity) the bodies' argument patterns name (:func:`_shape_rule`)
        self.vocab: frozenset[Any] = _vocab(self.shp) if len(self.shp) == len(self.kind) else frozenset()
        self.by_head: dict[Pred, list[int]] = defaultdict(list)
        #: per plain predicate of REFINED, its refined predicates that some body needs (a rule head of the plain
        #: predicate makes them all true: its action argument is not read)
        self.refinements: dict[Pred, set[Pred]] = defaultdict(set)
        #: per predicate, the statements with a positive body literal of it (for :func:`_fire`)
        self.by_pos: dict[Pred, list[int]] = defaultdict(list)
        for i, kind in enumerate(self.kind):
            for p in self.need[i]:
                self.by_pos[p].append(i)
                if "@" in p[0]:
                    self.refinements[_plain(p)].add(p)
            if kind == "rule":
                for p in self.head[i]:
                    self.by_head[p].append(i)


def _statement_info(s: Any) -> tuple[Any, ...]:
    """What the filters read of the statement ``s``, in the order of :data:`_FIELDS`."""
    head: set[Pred] = set()
    pos: set[Pred] = set()
    every: set[Pred] = set()
    modes: list[tuple[bool, str]] = []
    grant: set[Pred] = set()
    req: set[Pred] = set()
    try:
        gen = _generated_symbols(s)
    except _Opaque:
        gen = {ANY_SYMBOL}
    if s.ast_type in (T.Rule, T.ShowTerm):
        try:
            req = _required_symbols(s.body)
        except _Opaque:
            req = set()
    if s.ast_type == T.Comment:
        kind = "drop"
    elif s.ast_type == T.ShowTerm:
        kind, modes = "show", _mode_literals(s.body)
        _preds(s.body, every)
        pos = _positive_body(s.body)
    elif s.ast_type == T.ShowSignature:
        kind = "show"
        if s.name:
            every.add((s.name, s.arity))
    elif s.ast_type == T.Rule:
        kind = "constraint" if _constrains(s.head) else "rule"
        _preds(s.head, head)
        pos = _positive_body(s.body)
        every = _preds(s.body, set(head))
        grant = _grants(s.head, s.body)
    else:
        kind = "keep"
    return kind, head, pos, every, modes, grant, req, gen, _shape_rule(s)


def _info(stmts: list[Any]) -> _Info:
    entry = _INFO.get(id(stmts))
    if entry is None or entry[0] is not stmts:
        entry = (stmts, _cached_info(stmts))
        _INFO[id(stmts)] = entry
    return entry[1]


_FIELDS = ("kind", "head", "pos", "all", "modes", "grant", "req", "gen", "shp", "step")


#: the index's format, part of its digest (refined predicates since format 2, fluent kinds and grants since 3, the
#: symbols a statement needs and makes since 4, step forms and no body patterns since 7)
_FORMAT = "format 7"


def digest(stmts: list[Any]) -> str:
    """A digest of the statements' text (about 20 ms for the rules' ASTs): the key of the shipped index."""
    return _digest_of([str(s) for s in stmts])


def _digest_of(texts: list[str]) -> str:
    from .files import sha256

    return sha256("\n".join([_FORMAT] + texts).encode()).hexdigest()[:32]


_SOURCES: list[str] = []


def sources_digest() -> str:
    """A digest of every ``.lp`` file of the installed rules_asp (names and bytes; about 3 ms, once per process, as
    each program of the index is read once per process): the shipped index's statement texts stand for the rules
    only while it is the one they were built from."""
    if not _SOURCES:
        _SOURCES.append(_sources_digest())
    return _SOURCES[0]


def _rule_files() -> list[tuple[str, Any]]:
    """Every ``.lp`` file of the installed rules_asp, as (name relative to it, file: a path as a string in an
    ordinary folder, else a Traversable), sorted by name."""
    import os
    from pathlib import Path

    from .files import files as package_files

    files: list[tuple[str, Any]] = []
    top = package_files("rules_asp")
    if isinstance(top, Path):  # an ordinary folder (os.scandir and strings: a Path per file cost ~5 ms a process)
        todo = [(str(top), "")]
        while todo:
            folder, prefix = todo.pop()
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name.endswith(".lp"):
                        files.append((prefix + entry.name, entry.path))
                    elif entry.name != "__pycache__" and entry.is_dir():
                        todo.append((entry.path, f"{prefix}{entry.name}/"))
    else:
        todo = [("", top)]
        while todo:
            prefix, at = todo.pop()
            for entry in at.iterdir():
                if entry.is_dir() and entry.name != "__pycache__":
                    todo.append((f"{prefix}{entry.name}/", entry))
                elif entry.name.endswith(".lp"):
                    files.append((prefix + entry.name, entry))
    return sorted(files, key=lambda x: x[0])


def _sources_digest() -> str:
    from .cache import hasher

    h = hasher()
    h.update(_FORMAT.encode())
    for name, entry in _rule_files():
        if isinstance(entry, str):
            with open(entry, "rb") as f:
                data = f.read()
        else:
            data = entry.read_bytes()
        h.update(f"\n{name} {len(data)}\n".encode())
        h.update(data)
    return h.hexdigest()[:32]


def _indexed(stmts: list[Any], memo: dict[Any, Any]) -> tuple[_Info, list[str]]:
    """The :class:`_Info` of ``stmts`` and their texts; ``memo``: :class:`_Info`'s, with the statements' texts kept
    there too (the programs share the rules' statement objects: each is read once)."""
    info = _Info(stmts, memo)
    texts = []
    for s in stmts:
        hit = memo.get(("text", id(s)))
        if hit is None or hit[0] is not s:
            hit = memo[("text", id(s))] = (s, str(s))
        texts.append(hit[1])
    return info, texts


def index_document(stmts: list[Any], name: str, memo: dict[Any, Any] | None = None) -> dict[str, Any]:
    """The index of ``stmts`` as a JSON-like document: per statement what the filters read, and its text (what a
    query adds to its Control: no AST is built at run time, :func:`shipped`)."""
    info, texts = _indexed(stmts, {} if memo is None else memo)
    doc: dict[str, Any] = {"name": name, "digest": _digest_of(texts)}
    for k in _FIELDS:
        doc[k] = [sorted(x) for x in getattr(info, k)] if k in _SETS else getattr(info, k)
    doc["text"] = texts
    return doc


_SETS = ("head", "pos", "all", "grant", "req", "gen")


#: the programs of the index: the rules (rules_asp/main.lp with its includes) and the rules with the state
#: invariants (pyglue/program.py's checked_program: derive, legal and why-not evaluate them in the same solve)
PROGRAMS = ("rules", "checked")


def programs() -> list[tuple[str, list[Any]]]:
    """The programs of the index, parsed (about 0.1 s)."""
    return [("rules", rules_program()), ("checked", checked_program())]


def fast_documents() -> dict[str, dict[str, Any]]:
    """Per program of the index, built now from the installed rules, what a query loads (stored in marshal's format
    in the cache): a header, and the statements in groups (:class:`_Lazy`): per group, one marshal blob of its
    statements' indices, texts and what the filters read."""
    import marshal

    out = {}
    memo: dict[Any, Any] = {}
    for name, stmts in programs():
        info, texts = _indexed(stmts, memo)
        core, drop, gate = _gates(info)
        gates: dict[Pred, int] = {}
        # (group 0: the statements that are always kept, read with the index; 1: the comments; 2: the core)
        members: list[list[int]] = [[i for i in core if info.kind[i] == "keep"], drop,
                                    [i for i in core if info.kind[i] != "keep"]]
        for i, g in sorted(gate.items()):
            if g not in gates:
                gates[g] = len(members)
                members.append([])
            members[gates[g]].append(i)
        canon: dict[Pred, Pred] = {}  # (one tuple per predicate: marshal writes a repeated one as a reference)
        fields = {"text": texts, **{k: [x if not isinstance(x, set) else {canon.setdefault(p, p) for p in x}
                                        for x in getattr(info, k)] if k in _SETS + ("need", "make")
                                    else getattr(info, k) for k in _STORED}}
        groups = [marshal.dumps((idxs, [[fields[k][i] for i in idxs] for k in tier]), 4)
                  for idxs in members for tier in _TIERS]
        # (last, the whole program at once, for a walk over all of it: :meth:`_Lazy.full`)
        groups.append(marshal.dumps((fields, *({canon.setdefault(p, p): v for p, v in d.items()}
                                               for d in (info.by_head, info.by_pos)), members), 4))
        offsets = [0]
        for g in groups:
            offsets.append(offsets[-1] + len(g))
        out[name] = {"format": _FORMAT, "sources": sources_digest(), "name": name,
                     "digest": _digest_of(texts), "size": len(texts), "data": info.data, "vocab": info.vocab,
                     "refinements": dict(info.refinements), "gates": gates, "offsets": offsets,
                     # (the stages' order, :func:`_levels`: about 40 ms of a fresh process's first query)
                     "depth": _depths(info, [i for i, k in enumerate(info.kind) if k not in ("keep", "drop")]),
                     "groups": groups}
    return out


#: what a group of the index (:func:`fast_documents`) holds per statement, besides its text
_STORED = _FIELDS + ("need", "make")
#: a group's three blobs (:class:`_Lazy`): what filter 1 reads, what the statements that fire need besides (their
#: text first), and what only a walk over the whole program reads
_TIERS = (("kind", "need", "make"), ("text", "head", "pos", "all", "modes", "shp", "step"), ("grant", "req", "gen"))


def _gates(info: _Info) -> tuple[list[int], list[int], dict[int, Pred]]:
    """The index's groups (:class:`_Lazy`): the statements with no positive body to wait for (the core: they fire on
    any state), the comments, and per other statement its gate: one predicate, symbol or refinement its positive
    body needs, until which it can't fire. The gate is the likeliest to be missing on a state: first one that the
    input predicates alone don't make (filter 1 on every input predicate with no symbol, kind or refinement), then
    one that the fewest rules make (a card ability's functor, an action's or fluent's kind...). A query reads the
    groups of the gates that become live (on the example states about 1,700 of the 11,000 statements)."""
    n = len(info.kind)
    nondrop = [i for i in range(n) if info.kind[i] != "drop"]
    heads = set(info.by_head)
    common = {p for i in nondrop for p in info.need[i]
              if p[0][:1] != "$" and "@" not in p[0] and "<" not in p[0] and p not in heads} | {SYMBOLS_LISTED}
    _fire(info, nondrop, common)
    made: dict[Pred, int] = defaultdict(int)
    for i in nondrop:
        for p in info.make[i]:
            made[p] += 1
    core, gate = [], {}
    for i in nondrop:
        if info.need[i]:
            gate[i] = min(info.need[i], key=lambda p: (p in common, made[p], 0 if p[0][:1] == "$" else 1 if "@" in p[0]
                                                       else 2, p))
        else:
            core.append(i)
    return core, [i for i in range(n) if info.kind[i] == "drop"], gate


class _Lazy(_Info):
    """The index of a program as the cache holds it (:func:`fast_documents`), read a group at a time: the core and the
    groups whose gate predicates become live in filter 1's fixpoint (:meth:`fire`); a statement of another group can't
    fire on the state asked about (a positive body literal of it can't be true), so nothing else reads it. On the
    demo state a query reads about 1,700 of the checked program's 21,000 statements (half of them are comments). The
    lists of :class:`_Info` hold None for a statement not read yet; :meth:`full` reads every group (for a walk over
    the whole program: :func:`reads`, :func:`extended`)."""

    def __init__(self, data: dict[str, Any], texts: list[Any]) -> None:
        super().__init__([])
        n = data["size"]
        for k in _STORED:
            setattr(self, k, [None] * n)
        self.data, self.vocab = data["data"], data["vocab"]
        self.refinements = defaultdict(set, data["refinements"])
        self._depth = data["depth"]
        self.gates: dict[Pred, int] = data["gates"]
        self.by_head = defaultdict(list)
        self.by_pos = defaultdict(list)
        self.texts = texts
        #: per statement text read (by ``id``), its index (:func:`where_of`)
        self.where: dict[int, int] = {}
        self._groups: list[bytes] = data["groups"]
        self._members: dict[int, list[int]] = {}
        self._group_of: dict[int, int] = {}
        self._read: tuple[set[int], ...] = (set(), set(), set())
        #: the last fixpoints worked out (:meth:`fire`), each with the set it was given
        self._fires: list[_Fire] = []
        #: what every set given so far holds, and its fixpoint (the base of a set that holds no set kept)
        self._core: frozenset[Pred] | None = None
        self._core_fire: _Fire | None = None
        import threading

        self._lock = threading.RLock()  # (an Engine may be asked from several threads: a group is read whole, once)
        self.load([0])
        self.load([0], 1)

    def load(self, groups: Any, tier: int = 0) -> None:
        """Read the groups ``groups`` (numbers; those read already are skipped): their statements' :data:`_TIERS`
        ``tier`` (0: what filter 1 reads, 1: what a slice reads of a statement that fires, 2: the rest)."""
        import gc
        import marshal

        done = self._read[tier]
        names = _TIERS[tier]
        enabled = gc.isenabled()
        gc.disable()  # (small containers kept for the whole process: the collector would walk them to free none)
        self._lock.acquire()
        try:
            for g in groups:
                if g in done:
                    continue
                if tier and g not in self._members:
                    self.load([g])
                done.add(g)
                idxs, values = marshal.loads(self._groups[3 * g + tier])
                for k, column in zip(names, values):
                    column_of = self.texts if k == "text" else getattr(self, k)
                    for i, v in zip(idxs, column):
                        column_of[i] = v
                if tier == 0:
                    self._members[g] = idxs
                    group_of, need, by_pos = self._group_of, self.need, self.by_pos
                    for i in idxs:
                        group_of[i] = g
                        for p in need[i]:
                            by_pos[p].append(i)
                elif tier == 1:
                    texts, where, kind, head, by_head = self.texts, self.where, self.kind, self.head, self.by_head
                    for i in idxs:
                        where[id(texts[i])] = i
                        if kind[i] == "rule":
                            for p in head[i]:
                                by_head[p].append(i)
        finally:
            self._lock.release()
            if enabled:
                gc.freeze()
                gc.enable()

    def full(self) -> "_Lazy":
        """Every statement read, whole (from the index's last blob: the whole program at once)."""
        import marshal

        n = (len(self._groups) - 1) // 3
        with self._lock:
            if len(self._read[2]) < n:
                import gc

                enabled = gc.isenabled()
                gc.disable()  # (as :meth:`load`)
                try:
                    fields, by_head, by_pos, members = marshal.loads(self._groups[len(self._groups) - 1])
                finally:
                    if enabled:
                        gc.freeze()
                        gc.enable()
                texts, where = self.texts, self.where
                for i, text in enumerate(fields.pop("text")):
                    if texts[i] is None:  # (a text read already stays: the slices made of it find it by its id)
                        texts[i] = text
                        where[id(text)] = i
                for k, column in fields.items():
                    setattr(self, k, column)
                self.by_head, self.by_pos = defaultdict(list, by_head), defaultdict(list, by_pos)
                every = range(n)
                self._members = dict(enumerate(members))
                self._group_of = {i: g for g, idxs in enumerate(members) for i in idxs}
                for tier in range(3):
                    self._read[tier].update(every)
        return self

    def fire(self, live: set[Pred]) -> set[int]:
        """Filter 1 (:func:`_fire` on every statement) on ``live``, reading the groups whose gates become live as it
        goes; ``live`` grows as :func:`_fire`'s does. The groups of the statements that fire are then read whole
        (but for the rest, :meth:`full`)."""
        with self._lock:  # (one fixpoint at a time: it reads groups as it goes)
            given = frozenset(live)
            # the fixpoint of the largest set kept that ``live`` holds, carried on with the rest of ``live``: the
            # same fixpoint (each statement fires once its positive body is live, whichever is marked first)
            base = max((f for f in self._fires if f.given <= given), key=lambda f: len(f.given), default=None)
            if base is None and self._core is not None:
                # none: the fixpoint of what every set asked so far shares (worked out again when that shrinks)
                core = self._core & given
                if self._core_fire is None or self._core_fire.given != core:
                    fire = _Fire(self, set(core), gates=self.gates)
                    self._run(fire, [0, 2])
                    fire.given = core
                    self._core_fire = fire
                base = self._core_fire
            self._core = given if self._core is None else self._core & given
            if base is None:
                fire = _Fire(self, live, gates=self.gates)
                todo = [0, 2]
            else:
                fire = base.branch(live)
                todo = []
            self._run(fire, todo)
            group_of = self._group_of
            self.load(sorted({group_of[i] for i in fire.fires}), 1)
            fire.given = given
            if len(self._fires) >= 16:
                del self._fires[0]
            self._fires.append(fire)
        return fire.fires


    def _run(self, fire: _Fire, todo: list[int]) -> None:
        """Carry ``fire`` on to its fixpoint, reading and adding the groups ``todo`` and those whose gates become
        live."""
        while todo or fire.newly:
            todo += [self.gates[p] for p in fire.newly]
            fire.newly = []
            self.load(todo)
            fire.add([i for g in todo for i in self._members[g]])
            todo = [self.gates[p] for p in fire.newly]


class _Texts(list):
    """A program's statement texts as :func:`shipped` gives them: None for a statement whose group is not read yet
    (:class:`_Lazy`); walking the whole list (iterating, comparing) reads every group first."""

    info: _Lazy

    def __iter__(self) -> Any:
        self.info.full()
        return super().__iter__()

    def __eq__(self, other: object) -> bool:
        self.info.full()
        return list.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        self.info.full()
        return list.__ne__(self, other)

    __hash__ = None  # type: ignore[assignment]


def _build() -> dict[str, bytes]:
    """Every program of the index in its cached form (about 3 s: the rules are parsed and indexed): per program, the
    length of its header (8 bytes), the header (:func:`fast_documents`' document but its groups, in marshal's
    format) and the groups' blobs one after the other (the header's ``offsets``: a query reads only some)."""
    import marshal

    out = {}
    for name, doc in fast_documents().items():
        head = marshal.dumps({k: v for k, v in doc.items() if k != "groups"}, 4)
        out[name] = b"".join([len(head).to_bytes(8, "little"), head, *doc["groups"]])
    return out


def _document(raw: Any) -> dict[str, Any]:
    """A program's document (:func:`fast_documents`) from its cached form (:func:`_build`); the groups as slices of
    ``raw`` (bytes, or the file mapped into memory), read when asked for."""
    import marshal

    n = int.from_bytes(raw[:8], "little")
    doc = marshal.loads(raw[8:8 + n])
    if not isinstance(doc, dict) or not isinstance(doc.get("offsets"), list):
        raise ValueError("not a rules index")
    start, offsets = 8 + n, doc["offsets"]
    if start + offsets[-1] != len(raw):
        raise ValueError("a rules index cut short")
    doc["groups"] = _Blobs(raw, [start + o for o in offsets])
    return doc


class _Blobs:
    """The groups of a cached program (:func:`_document`): the ``k``-th is the bytes between ``bounds[k]`` and
    ``bounds[k + 1]`` of ``raw``."""

    def __init__(self, raw: Any, bounds: list[int]) -> None:
        self.raw, self.bounds = raw, bounds

    def __len__(self) -> int:
        return len(self.bounds) - 1

    def __getitem__(self, k: int) -> Any:
        return self.raw[self.bounds[k]:self.bounds[k + 1]]


_KEY: list[str] = []


_CODE = ("relevant.py", "program.py", "solve.py", "incremental.py")


def cache_key() -> str:
    """The index's key in the cache (pyglue/cache.py): the rules files (:func:`sources_digest`), the code that
    parses and indexes them, clingo's version (its parser prints the statements) and Python's. Hashing those
    bytes costs a fresh process ~20 ms: the key is kept in the cache per stamp of the files (their sizes and
    times, pyglue/cache.py's :func:`~pyglue.cache.stamped`), so a process whose files have not changed since
    reads it there after a stat of each."""
    if not _KEY:
        from pathlib import Path

        import clingo

        from . import cache

        here = Path(__file__).parent
        code = [here / f for f in _CODE]
        tools = (_FORMAT, cache.python_stamp(), f"clingo {clingo.__version__}")
        rules = _rule_files()
        if all(isinstance(p, str) for _, p in rules):
            _KEY.append(cache.stamped("rules_index", [*tools, *(n for n, _ in rules)], code + [p for _, p in rules],
                                      lambda: _content_key(tools, code)))
        else:  # (rules that are not plain files: hashed in every process)
            _KEY.append(_content_key(tools, code))
    return _KEY[0]


def _content_key(tools: tuple[str, ...], code: list[Any]) -> str:
    from . import cache

    return cache.key(tools[0], sources_digest(), *tools[1:], *(p.read_bytes() for p in code))


def cache_paths() -> dict[str, Any]:
    """The cache files of the index, by program."""
    from .cache import entry

    k = cache_key()
    return {name: entry("rules_index", k, f"{name}.marshal") for name in PROGRAMS}


def _load(name: str) -> Any:
    def load(raw: bytes) -> dict[str, Any]:
        data = _document(raw)
        if not isinstance(data, dict) or data.get("format") != _FORMAT or data.get("name") != name \
                or any(k not in data for k in ("size", "data", "vocab", "refinements", "gates", "groups", "depth",
                                               "digest")) \
                or len(data["groups"]) < 10 or len(data["groups"]) % 3 != 1:
            raise ValueError(f"not the rules index of {name}")
        return data

    return load


_SHIPPED: dict[str, list[str] | None] = {}
_DIGESTS: dict[str, str] = {}


def warm() -> None:
    """Load (building into the cache on a miss) every program of the index."""
    for name in PROGRAMS:
        shipped(name)


def shipped(name: str) -> list[str] | None:
    """The program ``name`` of the index ("rules": rules_asp/main.lp with its includes; "checked": the rules with
    the state invariants, pyglue/program.py's checked_program) as its statements' texts, with its index: read from the
    cache (pyglue/cache.py), built there on a miss (about 3 s, once per set of rules files), in memory when the
    cache can't be written. The texts are what the parsed statements print as, so a query adds the same program
    (pyglue/solve.py adds the kept ones as text), with no parse into ASTs at run time. The statements are read a
    group at a time, as the queries need them (:class:`_Lazy`): the list holds None for one not read yet, but
    iterating or comparing it reads them all. None for another name."""
    if name not in _SHIPPED:
        if name not in PROGRAMS:
            return None
        from .cache import cached

        data = cached(cache_paths(), _build, _load(name), name, mapped=True)
        out = _Texts([None] * data["size"])
        info = out.info = _Lazy(data, out)
        _INFO[id(out)] = (out, info)
        _DIGESTS[name] = data["digest"]
        _SHIPPED[name] = out
    return _SHIPPED[name]


def _whole(info: _Info) -> _Info:
    """``info`` with every statement read (:meth:`_Lazy.full`)."""
    return info.full() if isinstance(info, _Lazy) else info


def extended(base: list[str], extra: list[Any]) -> list[str]:
    """``base`` (a program of statement texts with its index, such as :func:`shipped` gives) followed by ``extra``
    (AST statements), as statement texts, with the index of both: ``base``'s as it is, ``extra``'s worked out
    (a few statements: about a millisecond, where indexing the parsed rules takes most of a second). A query on
    it then slices and stages the base's statements as it does on ``base`` alone."""
    info = _whole(_info(base))
    out = list(base) + [str(s) for s in extra]
    _INFO[id(out)] = (out, _joined(info, _Info(extra)))
    return out


def _joined(info: _Info, more: _Info) -> _Info:
    """The index of a program made of ``info``'s statements followed by ``more``'s."""
    joined = _Info([])
    for name in _FIELDS:
        setattr(joined, name, list(getattr(info, name)) + list(getattr(more, name)))
    joined.index()
    return joined


_READS: dict[tuple[int, Pred, frozenset[Pred]], tuple[list[Any], bool]] = {}


def reads(stmts: list[Any], pred: Pred, preds: frozenset[Pred]) -> bool:
    """Whether the rules of ``pred`` in ``stmts`` read one of ``preds`` (compared by name and arity, a refined
    predicate as its plain one), directly or through the rules of what they read (any body literal, condition
    or aggregate), or rest on a choice or disjunction. When they don't, facts of ``preds`` change nothing in
    ``pred``'s atoms, only whether the constraints let an answer be."""
    key = (id(stmts), pred, preds)
    hit = _READS.get(key)
    if hit is not None and hit[0] is stmts:
        return hit[1]
    info = _whole(_info(stmts))
    by_plain: dict[Pred, list[int]] = defaultdict(list)
    for i, kind in enumerate(info.kind):
        if kind in ("rule", "constraint"):
            for h in info.head[i]:
                by_plain[_plain(h)].append(i)
    wanted = {_plain(p) for p in preds}
    seen, todo, found = {_plain(pred)}, [_plain(pred)], False
    while todo and not found:
        for i in by_plain.get(todo.pop(), ()):
            if info.kind[i] == "constraint":  # a choice (or disjunction): which answers are left may depend on the
                found = True                  # constraints, and they on the facts; counted as reading them
                break
            for q in info.all[i]:
                q = _plain(q)
                if q in wanted:
                    found = True
                elif q not in seen:
                    seen.add(q)
                    todo.append(q)
    _keep(_READS, key, (stmts, found))
    return found


def is_directive(stmt: Any, plain: bool = False) -> bool:
    """A ``#program`` or ``#defined`` statement (an AST, or a statement's text); with ``plain``, a ``#program``
    without parameters only."""
    if isinstance(stmt, str):
        return stmt.startswith("#defined") or stmt.startswith("#program") and not (plain and "(" in stmt)
    _ast()
    return stmt.ast_type == T.Defined or stmt.ast_type == T.Program and not (plain and stmt.parameters)


def _cached_info(stmts: list[Any]) -> _Info:
    """The :class:`_Info` of ``stmts``: the index's (:func:`shipped`) when it was built from the same statements (the
    rules, and the rules with the invariants that derive, legal and why-not also evaluate) (walking the ASTs in
    Python takes about 0.6 s for the rules), else worked out in memory (a copy of the rules given as rules_dir).
    A program that begins with the parsed rules' own statements (the rules with the research tools' programs after
    them: check's universe, graph's) takes the index's for them and works out only the rest."""
    from . import program as parsed

    try:
        for name, base in (("checked", parsed._CHECKED), ("rules", parsed._RULES)):
            n = len(base) if base else 0
            if n and len(stmts) >= n and all(map(operator.is_, stmts[:n], base)):
                texts = shipped(name)
                if texts is not None and len(texts) == n:
                    info = _whole(_INFO[id(texts)][1])
                    return info if len(stmts) == n else _joined(info, _Info(stmts[n:]))
        key = digest(stmts)
        for name in PROGRAMS:
            texts = shipped(name)
            if texts is not None and _DIGESTS.get(name) == key and len(texts) == len(stmts):
                return _whole(_INFO[id(texts)][1])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return _Info(stmts)


def _live(info: _Info, fact_preds: frozenset[Pred] | set[Pred]) -> set[Pred]:
    """The predicates with atoms before any rule fires: ``fact_preds``, with every symbol of :attr:`_Info.data`
    when the set doesn't list the facts' symbols (:data:`SYMBOLS_LISTED`)."""
    live = set(fact_preds)
    if SYMBOLS_LISTED not in live:
        live |= info.data
    return live


_SYMS: dict[int, frozenset[Pred]] = {}


def _symbols_of(rep: int) -> frozenset[Pred]:
    """The :func:`symbol` pseudo-predicates of the function symbols in the term with handle ``rep`` (kept per
    handle)."""
    h = _HEADS.get(rep) or _head(rep)
    out: set[Pred] = set()
    if h is not _NOT_FUNCTION:
        if h[0][0]:
            out.add(symbol(*h[0]))
        for a in h[1]:
            got = _SYMS.get(a)
            out |= got if got is not None else _symbols_of(a)
    return _keep(_SYMS, rep, frozenset(out), 1_000_000)


def fact_predicates(facts: list[Symbol]) -> frozenset[Pred]:
    """The (name, arity) of each fact, the refined predicate (:data:`REFINED`) of an action, event or fluent, and
    the function symbols in the facts' terms (:func:`symbol`, with :data:`SYMBOLS_LISTED`) (read through the
    handle cache of pyglue/facts.py: a state's facts are mostly fluents)."""
    heads, head, syms = _HEADS, _head, _SYMS
    preds: set[Pred] = {SYMBOLS_LISTED}
    for rep in handles(facts):
        h = heads.get(rep) or head(rep)
        if h is _NOT_FUNCTION:
            continue
        sig = h[0]
        preds.add(sig)
        for a in h[1]:
            got = syms.get(a)
            preds |= got if got is not None else _symbols_of(a)
        k = REFINED.get(sig)
        if k is not None:
            a = h[1][k]
            ah = heads.get(a) or head(a)
            if ah is not _NOT_FUNCTION and ah[2]:
                preds.add((f"{sig[0]}@{ah[0][0]}/{ah[0][1]}", sig[1]))
    return frozenset(preds)


def normalize(stmts: list[Any], fact_preds: frozenset[Pred]) -> frozenset[Pred]:
    """``fact_preds`` without the symbols no statement of ``stmts`` needs from the facts (:attr:`_Info.data`): the
    same slices, and one cache entry for the states that differ only in those."""
    if SYMBOLS_LISTED not in fact_preds:
        return fact_preds
    data = _info(stmts).data
    return frozenset(p for p in fact_preds if p[0][0] != "$" or p in data or p == SYMBOLS_LISTED)


_SYMBOLS: dict[tuple[int, frozenset[Pred]], frozenset[Pred]] = {}


def live_symbols(stmts: list[Any], fact_preds: frozenset[Pred]) -> frozenset[Pred]:
    """``fact_preds`` with the symbols (:func:`symbol`) that atoms may have on such facts: the facts', and those
    the rules that can fire make (filter 1's fixpoint over the whole program). A stage grounded after others
    (:func:`prune`) takes them as present. Kept per set (one frozenset object per set of facts' predicates)."""
    got = _SYMBOLS.get((id(stmts), fact_preds))
    if got is None or _INFO.get(id(stmts), (None,))[0] is not stmts:
        norm = normalize(stmts, fact_preds)
        got = _keep(_SYMBOLS, (id(stmts), fact_preds), fact_preds | _fixpoint(stmts, _info(stmts), norm)[1])
    return got


_FIXPOINT: dict[tuple[int, frozenset[Pred]], tuple[list[Any], frozenset[int], frozenset[Pred]]] = {}


def _fixpoint(stmts: list[Any], info: _Info, fact_preds: frozenset[Pred]) -> tuple[frozenset[int], frozenset[Pred]]:
    """Filter 1 on facts of ``fact_preds`` (normalized): the statements that can fire, and the symbols atoms may
    have; the same for every mode, so kept per program and set of predicates."""
    key = (id(stmts), fact_preds)
    hit = _FIXPOINT.get(key)
    if hit is not None and hit[0] is stmts:
        return hit[1], hit[2]
    live = _live(info, fact_preds)
    if isinstance(info, _Lazy):
        fired = frozenset(info.fire(live))
    else:
        nondrop = getattr(info, "_nondrop", None)
        if nondrop is None:
            nondrop = info._nondrop = [i for i, k in enumerate(info.kind) if k != "drop"]
        fired = frozenset(_fire(info, nondrop, live))
    syms = frozenset(p for p in live if p[0][:1] == "$")
    _keep(_FIXPOINT, key, (stmts, fired, syms))
    return fired, syms


def relevant(stmts: list[Any], mode: str, fact_preds: frozenset[Pred]) -> list[Any]:
    """The statements of ``stmts`` that may take part in a ``mode`` answer on facts of ``fact_preds``."""
    return _relevant(stmts, mode, fact_preds)[1]


def _relevant(stmts: list[Any], mode: str, fact_preds: frozenset[Pred]) -> tuple[list[int], list[Any]]:
    """:func:`relevant`'s statements, and their indices in ``stmts``."""
    key = (id(stmts), mode, fact_preds)
    hit = _CACHE.get(key)
    if hit is not None and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit
    info = _info(stmts)
    norm = normalize(stmts, fact_preds)
    if norm != fact_preds:
        out = _relevant(stmts, mode, norm)
        _keep(_CACHE, key, out)
        return out
    # 1. forward: which statements can fire (every positive body predicate can be true)
    fired = _fixpoint(stmts, info, fact_preds)[0]
    # 2. backward: what the mode's shown atoms and the constraints depend on
    # the statements kept whatever the facts (they have no body: they fire), and the constraints and shows that fire
    kind = info.kind
    keep: set[int] = {i for i in fired if kind[i] == "keep"}
    needed: set[Pred] = set()
    for i in fired:
        if kind[i] == "constraint" or kind[i] == "show" and not any(pos != (m == mode) for pos, m in info.modes[i]):
            keep.add(i)
            needed |= info.all[i]
    close(info, fired, keep, needed)
    ids = sorted(keep)
    out = (ids, [stmts[i] for i in ids])
    _keep(_CACHE, key, out)
    return out


#: per mode, how many stages its rules are grounded in, one after the other (:func:`stages`); each ground call
#: costs about 1.5-3 us per statement already added, so more stages pay only while they leave out more rules
#: (apply: 4 grounds 462 statements of the CR 722.3c start in 4 calls, 8 455 in 7, and was ~10% slower)
STAGES = {"apply": 4, "settle": 1, "legal": 3}

_STAGES: dict[tuple[int, str, frozenset[Pred], int], Any] = {}


def stages(stmts: list[Any], mode: str, fact_preds: frozenset[Pred], k: int | None = None) -> Any:
    """The statements :func:`relevant` keeps, in up to ``k`` stages for grounding one after the other, or None:
    ``(first, [stage, ...], [probe, ...])``. ``first`` (statements) is grounded with the facts; each later stage
    (indices into ``stmts``) reads only predicates the facts, an earlier stage or itself derive, and derives none
    that an earlier stage reads (the predicates in the order of their dependencies, each strongly connected
    component whole), so each stage sees every atom it reads once the stages before it are grounded, as the
    whole program grounded at once would. ``probe[j]`` lists the predicates the stages before stage j derive
    that a positive body of stage j or later reads: a rule with a positive body literal of one without atoms
    can't fire and is left out (:func:`prune`). Most of the rules can't fire on a given state and query (when a
    player passes priority, nothing moves, resolves or begins); what reads those predicates is left out once
    the stage that derives them is grounded. The rules deriving a predicate the facts also give, and what they
    read, are in the first stage. None when the program has statements other than rules, shows, ``#program
    base`` and ``#defined`` (an ``#external``, ...)."""
    k = STAGES.get(mode, 1) if k is None else k
    key = (id(stmts), mode, fact_preds, k)
    hit = _STAGES.get(key)
    if hit is not None and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit
    info = _info(stmts)
    norm = normalize(stmts, fact_preds)
    if norm != fact_preds:
        result = stages(stmts, mode, norm, k)
        _keep(_STAGES, key, result)
        return result
    ids = _relevant(stmts, mode, fact_preds)[0]
    result = None
    if all(info.kind[i] != "keep" or is_directive(stmts[i]) for i in ids):
        rules = [i for i in ids if info.kind[i] not in ("keep", "drop")]
        level = _levels(info, rules)
        floor = max((level[i] for i in rules if info.head[i] & fact_preds), default=-1)
        order = sorted(rules, key=lambda i: level[i])
        cuts: list[list[int]] = [[]]
        size = max(1, -(-len(order) // k))
        for i in order:  # a new stage at a level boundary once the current one is full
            if len(cuts[-1]) >= size and level[i] > floor and level[i] != level[cuts[-1][-1]] and len(cuts) < k:
                cuts.append([])
            cuts[-1].append(i)
        # a last stage much smaller than what is added before it is grounded with the stage before it: its ground
        # call would cost ~2.4 us per statement added before (solve.py) and the probe can leave out its own few
        # statements at most (apply of a pass: stages of 111 and 25 statements after 610, the second's call cost
        # more than grounding all of its 25)
        if len(cuts) > 2 and len(cuts[-1]) * 8 < len(ids) - len(cuts[-1]):
            tail = cuts.pop()
            cuts[-1] += tail
        first = [stmts[i] for i in ids if info.kind[i] == "keep"] + [stmts[i] for i in cuts[0]]
        later = [c for c in cuts[1:] if c]
        derived: set[Pred] = set()
        probes = []
        for j, c in enumerate(later):
            derived |= {p for i in (cuts[0] if j == 0 else later[j - 1]) for p in info.head[i]}
            wanted = {_plain(p) for c2 in later[j:] for i in c2 for p in info.pos[i]}
            probes.append(sorted((derived - fact_preds) & wanted))
        result = (first, later, probes)
    _keep(_STAGES, key, result)
    return result


def _plain(p: Pred) -> Pred:
    return (p[0].partition("@")[0], p[1]) if "@" in p[0] else p


def _levels(info: _Info, idxs: list[int]) -> dict[int, int]:
    """Per statement of ``idxs``, the depth of its head predicates among the predicates the whole program derives
    (:func:`_depths`, computed once: a statement's dependencies among ``idxs`` are among the program's, so the order
    is one of ``idxs``'s dependencies too, each strongly connected component of theirs within one of the
    program's); a statement without a head (a constraint, a show) takes its body's deepest predicate."""
    depth = getattr(info, "_depth", None)
    if depth is None:
        depth = info._depth = _depths(info, [i for i, k in enumerate(info.kind) if k not in ("keep", "drop")])
    known = info.__dict__.get("_level_of")  # (per statement, kept: it depends on the statement alone)
    if known is None:
        known = info._level_of = {}
    out = {}
    for i in idxs:
        got = known.get(i)
        if got is None:
            hs = info.head[i]
            if hs:
                got = max(depth.get(p, 0) for p in hs)
            else:
                got = max((depth[q] for q in info.all[i] | {_plain(p) for p in info.pos[i]} if q in depth),
                          default=0)
            known[i] = got
        out[i] = got
    return out


def _depths(info: _Info, idxs: list[int]) -> dict[Pred, int]:
    """Per predicate that a statement of ``idxs`` derives, the longest chain of dependencies (any body literal,
    condition or aggregate) among those statements below its strongly connected component."""
    heads = {p for i in idxs for p in info.head[i]}
    succ: dict[Pred, set[Pred]] = defaultdict(set)
    for i in idxs:
        hs = info.head[i]
        if not hs:
            continue
        first = next(iter(hs))
        for h in hs:  # the heads of one rule (a choice, a disjunction) go in one component
            succ[h].add(first)
            succ[first].add(h)
        for q in info.all[i] | {_plain(p) for p in info.pos[i]}:
            if q in heads:
                for h in hs:
                    succ[q].add(h)
    comp = _components(sorted(heads), succ)
    csucc: dict[int, set[int]] = defaultdict(set)
    for u, ws in succ.items():
        for w in ws:
            if comp[u] != comp[w]:
                csucc[comp[u]].add(comp[w])
    depth: dict[int, int] = {}
    # Tarjan numbers components in reverse topological order: a component's predecessors have higher numbers
    for c in sorted(set(comp.values()), reverse=True):
        depth.setdefault(c, 0)
        for w in csucc.get(c, ()):
            depth[w] = max(depth.get(w, 0), depth[c] + 1)
    return {p: depth[c] for p, c in comp.items()}


def _components(nodes: list[Pred], succ: dict[Pred, set[Pred]]) -> dict[Pred, int]:
    """Tarjan's strongly connected components of the graph ``succ`` over ``nodes`` (iterative), numbered in
    reverse topological order."""
    index: dict[Pred, int] = {}
    low: dict[Pred, int] = {}
    on: set[Pred] = set()
    stack: list[Pred] = []
    comp: dict[Pred, int] = {}
    counter = 0
    n = 0
    for root in nodes:
        if root in index:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        work = [(root, iter(sorted(succ.get(root, ()))))]
        while work:
            u, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(succ.get(w, ())))))
                    break
                if w in on:
                    low[u] = min(low[u], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[u])
                if low[u] == index[u]:
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp[w] = n
                        if w == u:
                            break
                    n += 1
    return comp


_STATIC: dict[tuple[int, str, frozenset[Pred]], tuple[frozenset[int], list[int], frozenset[Pred]]] = {}
_STATIC_ATOMS: dict[tuple[int, Pred, frozenset[int]], list[int] | None] = {}


def static(stmts: list[Any], mode: str,
           fact_preds: frozenset[Pred]) -> tuple[frozenset[int], list[int], frozenset[Pred]]:
    """The statements :func:`relevant` keeps whose atoms are the same on every state with facts of ``fact_preds``
    (their predicates and all they read are the rules' own: the colour sets and mana symbols of the rules'
    tables), as indices into ``stmts``, and the handles of those atoms: the rules grounded once (without facts), so a
    query adds their atoms as facts instead of grounding them again. Empty when those statements don't ground to
    facts alone (a choice, a loop through negation: then they are grounded as usual). Only for a program of
    statement texts (:func:`shipped`, :func:`extended`). Cached per ``stmts``, mode and ``fact_preds``.

    The third value is the predicates those statements give atoms to, all of them: a staged query (:func:`stages`)
    takes them as having atoms from the start, as a statement of them, left out of the grounding, does fire. (Only
    the atoms that other statements read go in as facts: probing the grounding for one of a table the other tables
    alone read, ``multi/1`` read by ``characteristic(C) :- multi(C)``, would find none, and :func:`prune` then left
    out what reads ``characteristic/1`` in the same stage: a token copy lost its copy values, issue 25.)"""
    fact_preds = normalize(stmts, fact_preds)
    key = (id(stmts), mode, fact_preds)
    hit = _STATIC.get(key)
    if hit is not None and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit
    info = _info(stmts)
    ids = _relevant(stmts, mode, fact_preds)[0]
    rules = [i for i in ids if info.kind[i] == "rule" and info.head[i]]
    other_heads = {p for i in ids if info.kind[i] != "rule" for p in info.head[i]}
    candidates = {p for i in rules for p in info.head[i]} - other_heads - {_plain(p) for p in fact_preds}
    defined = {p for i in ids for p in info.head[i]} | {_plain(p) for p in fact_preds}
    changed = True
    while changed:  # a predicate is static while every rule of it reads static predicates or ones without atoms
        changed = False
        for i in rules:
            hs = info.head[i]
            if hs & candidates and any(q not in candidates and q in defined for q in info.all[i] - hs):
                candidates -= hs
                changed = True
    chosen = frozenset(i for i in rules if info.head[i] <= candidates)
    reps: list[int] = []
    present: frozenset[Pred] = frozenset()
    if chosen and all(isinstance(stmts[i], str) for i in chosen):
        grounded = _static_atoms(stmts, info, chosen)
        if grounded is None:
            chosen, reps = frozenset(), []
        else:  # the atoms of the predicates that the statements grounded as usual read (or #show)
            read = {p for i in ids if i not in chosen for p in info.all[i]}
            reps = [r for p, r in grounded if p in read]
            present = frozenset(p for p, _ in grounded)
    else:
        chosen = frozenset()
    _keep(_STATIC, key, (chosen, reps, present))
    return chosen, reps, present


def _static_atoms(stmts: list[Any], info: _Info, chosen: frozenset[int]) -> list[tuple[Pred, int]] | None:
    """The atoms the statements ``chosen`` (of ``stmts``, :func:`static`) ground to, as (predicate, handle), or None
    when one of them is not a fact. Kept per head predicate and the chosen statements it rests on (those of it
    and, through what they read, of the predicates it depends on): a predicate's atoms depend on those alone, and
    most of them rest on the same statements whichever set of facts chose them, so a new state grounds only the
    tables of predicates it has not seen with the same statements (speed8: a mid-game query paid ~40 ms for the
    whole set each time a new set of facts changed one statement of it)."""
    by_head: dict[Pred, list[int]] = defaultdict(list)
    for i in chosen:
        for h in info.head[i]:
            by_head[_plain(h)].append(i)
    deps: dict[Pred, frozenset[int]] = {}

    def rests_on(p: Pred) -> frozenset[int]:
        got = deps.get(p)
        if got is not None:
            return got
        seen, todo, out = {p}, [p], set()
        while todo:
            for i in by_head.get(todo.pop(), ()):
                if i not in out:
                    out.add(i)
                    for q in info.all[i]:
                        q = _plain(q)
                        if q not in seen and q in by_head:
                            seen.add(q)
                            todo.append(q)
        got = deps[p] = frozenset(out)
        return got

    preds = sorted({h for i in chosen for h in info.head[i]})
    keys = {p: (id(stmts), p, rests_on(_plain(p))) for p in preds}
    missing = [p for p in preds if keys[p] not in _STATIC_ATOMS]
    if missing:
        texts = sorted({i for p in missing for i in keys[p][2]})
        grounded = _ground_static([stmts[i] for i in texts], set(missing))
        if len(_STATIC_ATOMS) + len(missing) >= _CACHE_SIZE * 8:
            _STATIC_ATOMS.clear()
        for p in missing:
            _STATIC_ATOMS[keys[p]] = grounded.get(p, [])
    out: list[tuple[Pred, int]] = []
    for p in preds:
        atoms = _STATIC_ATOMS.get(keys[p])
        if atoms is None:
            return None
        out.extend((p, r) for r in atoms)
    return out


def _ground_static(texts: list[str], preds: set[Pred]) -> dict[Pred, list[int] | None]:
    """Per predicate of ``preds``, the handles of the atoms that ``texts`` ground to, or None when one of them is
    not a fact. Kept in the cache (pyglue/cache.py) by the texts, the predicates and clingo's and Python's versions:
    grounding them cost a fresh process ~11 ms of a legal query, reading them back well under one."""
    import marshal

    from . import cache
    from clingo import parse_term

    path = cache.entry(cache.STATIC, cache.key(cache_key(), *sorted(f"{n}/{a}" for n, a in preds), *texts))
    data = cache.read(path)
    if data is not None:
        try:
            stored = marshal.loads(data)
            return {(n, a): None if t is None else [handle(x) for x in parse_term(t).arguments] if t else []
                    for n, a, t in stored}
        except Exception:  # noqa: BLE001, S110 - a corrupt entry: grounded again
            pass
    out = _ground(texts, preds)
    cache.write(path, marshal.dumps([(n, a, None if reps is None else "(" + ",".join(str(as_symbol(r)) for r in reps)
                                      + ",)" if reps else "") for (n, a), reps in out.items()], 4))
    return out


def _ground(texts: list[str], preds: set[Pred]) -> dict[Pred, list[int] | None]:
    ctl = control()
    ctl.add("base", [], "\n".join(texts))
    ctl.ground([("base", [])])
    out: dict[Pred, list[int] | None] = {p: [] for p in preds}
    for a in ctl.symbolic_atoms:
        s = a.symbol
        p = (s.name, len(s.arguments))
        if p in preds:
            got = out[p]
            if not a.is_fact:
                out[p] = None
            elif got is not None:
                got.append(handle(s))
        elif not a.is_fact:  # (an atom of no head predicate as it is named: none of them is taken)
            return dict.fromkeys(preds)
    return out


_PRUNED: dict[tuple[int, frozenset[Pred], frozenset[Pred]], tuple[list[int], list[Any]]] = {}
_KINDS: dict[tuple[int, tuple[int, ...], frozenset[Pred], Pred], tuple[list[list[Any]], frozenset[tuple[str, int]] | None]] = {}
_WHERE: dict[int, tuple[list[Any], dict[int, int]]] = {}


def where_of(stmts: list[Any]) -> dict[int, int]:
    """Per statement object of ``stmts`` (by ``id``), its index."""
    lazy = _INFO.get(id(stmts))
    if lazy is not None and lazy[0] is stmts and isinstance(lazy[1], _Lazy) and lazy[1].texts is stmts:
        return lazy[1].where  # (those read: the others are in no slice)
    entry = _WHERE.get(id(stmts))
    if entry is None or entry[0] is not stmts:
        entry = (stmts, {id(x): i for i, x in enumerate(stmts)})
        _WHERE[id(stmts)] = entry
    return entry[1]


def unfixed(stmts: list[Any], part: list[Any], fixed: frozenset[int]) -> list[Any]:
    """The statements of ``part`` (of ``stmts``) but those of ``fixed`` (indices, :func:`static`): :func:`only`."""
    return only(stmts, part, fixed, False)


def kinds(stmts: list[Any], added: list[list[Any]], fact_preds: frozenset[Pred],
          pred: Pred = ("next", 2)) -> frozenset[tuple[str, int]] | None:
    """The kinds (functor, arity) that ``pred`` (a :data:`REFINED` predicate) atoms may have once the statements
    ``added`` (lists of statements of ``stmts``, as :func:`stages` and :func:`prune` give them) are grounded on
    facts of ``fact_preds``; None when one of those rules may make any kind (its head's term is not a functor
    or a variable passed on from a REFINED body literal: :func:`_grants`)."""
    key = (id(stmts), tuple(map(id, added)), fact_preds, pred)
    hit = _KINDS.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], added)) \
            and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit[1]
    info = _info(stmts)
    where = where_of(stmts)
    live = _live(info, fact_preds)
    every: set[Pred] = set()
    _fire(info, [where[id(x)] for part in added for x in part], live, every)
    prefix = pred[0] + "@"
    out = None if pred in every else frozenset(
        (name, int(arity)) for p in live if p[1] == pred[1] and p[0].startswith(prefix)
        for name, _, arity in [p[0][len(prefix):].rpartition("/")])
    _keep(_KINDS, key, (list(added), out))
    return out


def prune(stmts: list[Any], upper: list[int], live: set[Pred] | frozenset[Pred],
          more: frozenset[Pred] = frozenset()) -> list[Any]:
    """The statements of ``upper`` (a stage: indices into ``stmts``) that may fire when the predicates with atoms
    are ``live`` and ``more`` (the facts' and those the grounded stages before it derived) and whatever the stage's
    own rules that fire derive. Cached on ``upper``, ``live`` and ``more`` (``live`` is best a frozenset kept
    from query to query, :func:`live_symbols`: its hash is then computed once)."""
    info = _info(stmts)
    key = (id(upper), live if isinstance(live, frozenset) else frozenset(live), more)
    hit = _PRUNED.get(key)
    if hit is not None and hit[0] is upper and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit[1]
    out = _prune(info, stmts, upper, set(live) | more)
    _keep(_PRUNED, key, (upper, out))
    return out


def refinements(stmts: list[Any], pred: Pred) -> set[Pred]:
    """The refined predicates (:data:`REFINED`) of ``pred`` that a positive body of ``stmts`` needs."""
    return _info(stmts).refinements.get(pred, set())


def _prune(info: _Info, stmts: list[Any], upper: list[int], live: set[Pred]) -> list[Any]:
    fires = _fire(info, upper, _live(info, live))
    return [stmts[i] for i in upper if i in fires]


def _fire(info: _Info, idxs: list[int], live: set[Pred], every: set[Pred] | None = None) -> set[int]:
    """The statements of ``idxs`` that can fire: each positive body predicate is in ``live`` or made true by a
    rule of ``idxs`` that fires (a fixpoint; ``live`` grows with what they make true, :func:`_grants`; ``every``
    with the REFINED predicates made true with every refinement)."""
    fire = _Fire(info, live, every)
    fire.add(idxs)
    return fire.fires


class _Fire:
    """Filter 1's fixpoint (:func:`_fire`), to which statements may be added as it goes (:meth:`add`: the fixpoint of
    all the statements added so far). With ``gates`` (predicates, :class:`_Lazy`'s), each of them that becomes live
    is appended to :attr:`newly`."""

    def __init__(self, info: _Info, live: set[Pred], every: set[Pred] | None = None,
                 gates: dict[Pred, int] | None = None) -> None:
        self.info, self.live, self.gates = info, live, gates
        self.every = set() if every is None else every  # the plain predicates made true with every refinement
        self.missing: dict[int, int] = {}  # per statement, its positive body predicates not yet live
        self.fires: set[int] = set()
        self.todo: list[int] = []
        #: per REFINED predicate, the head predicates that take its kinds (a transfer that fired)
        self.mirrors: dict[Pred, set[Pred]] = defaultdict(set)
        self.newly: list[Pred] = [p for p in live if p in gates] if gates else []
        split = getattr(info, "_grant_split", None)  # per statement, its grants sorted by kind once (order is free:
        if split is None:                            # the fixpoint is the same whichever is marked first)
            split = info._grant_split = {}
        self.split = split

    def branch(self, live: set[Pred]) -> _Fire:
        """A copy of this fixpoint (left as it is) carried on with ``live`` (a superset of the set it was given):
        ``live`` is emptied, refilled with this one's live predicates and grows as the copy's does."""
        new = _Fire.__new__(_Fire)
        new.info, new.gates, new.split = self.info, self.gates, self.split
        extra = [p for p in live if p not in self.live]
        live.clear()
        live |= self.live
        new.live, new.every, new.missing, new.fires = live, set(self.every), dict(self.missing), set(self.fires)
        new.todo, new.newly = [], []
        new.mirrors = defaultdict(set, {k: set(v) for k, v in self.mirrors.items()})
        for p in extra:
            new.mark(p)
        new.run()
        return new

    def add(self, idxs: Any) -> None:
        """Add the statements ``idxs`` (those added already are skipped) and run the fixpoint."""
        pos, kind, live, missing, fires, todo = \
            self.info.need, self.info.kind, self.live, self.missing, self.fires, self.todo
        for i in idxs:
            if i in missing:
                continue
            m = 0
            for p in pos[i]:
                if p not in live:
                    m += 1
            missing[i] = m
            if not m:
                fires.add(i)
                if kind[i] in ("rule", "constraint"):
                    todo.append(i)
        self.run()

    def mark_all(self, p: Pred) -> None:
        every = self.every
        if p in every:
            return
        every.add(p)
        self.mark(p)
        for r in self.info.refinements.get(p, ()):
            self.mark(r)
        for h in list(self.mirrors.get(p, ())):
            self.mark_all(h)

    def mark(self, p: Pred) -> None:
        live, by_pos, missing, fires, todo, kind, mirrors, gates = (self.live, self.info.by_pos, self.missing,
                                                                    self.fires, self.todo, self.info.kind,
                                                                    self.mirrors, self.gates)
        stack = [p]
        while stack:
            q = stack.pop()
            if q in live:
                continue
            live.add(q)
            if gates and q in gates:
                self.newly.append(q)
            for j in by_pos.get(q, ()):
                m = missing.get(j)
                if m is not None:
                    missing[j] = m - 1
                    if m == 1:
                        fires.add(j)
                        if kind[j] in ("rule", "constraint"):
                            todo.append(j)
            if "@" in q[0]:
                base = _plain(q)
                stack.append(base)
                kind_of = q[0].partition("@")[2]
                stack.extend((f"{h[0]}@{kind_of}", h[1]) for h in mirrors.get(base, ()))

    def run(self) -> None:
        todo, split, grant, live, every, mirrors, mark, mark_all = (self.todo, self.split, self.info.make, self.live,
                                                                     self.every, self.mirrors, self.mark,
                                                                     self.mark_all)
        while todo:
            i = todo.pop()
            parts = split.get(i)
            if parts is None:
                gs = grant[i]
                parts = split[i] = ([_untransfer(g) for g in gs if _is_transfer(g)],
                                    [g for g in gs if not _is_transfer(g) and "@" in g[0]],
                                    [g for g in gs if not _is_transfer(g) and "@" not in g[0]])
            for head, source in parts[0]:
                if head not in mirrors[source]:
                    mirrors[source].add(head)
                    prefix = source[0] + "@"
                    mark(head)
                    for q in [q for q in live if q[1] == source[1] and q[0].startswith(prefix)]:
                        mark((f"{head[0]}@{q[0][len(prefix):]}", head[1]))
                    if source in every:
                        mark_all(head)
            for g in parts[1]:
                if g not in live:
                    mark(g)
            for g in parts[2]:
                if g not in every:
                    mark_all(g)


# (Session 15, relevant17: a later stage no longer leaves out, besides, the statements with a positive body literal
# with constants that no atom of a predicate whose rules are all grounded fits (``by_pattern``, session 6): firing
# leaves out all but a few of them first. On bench/peers.py's engine loops and every example state's legal and apply
# of a pass, 529 staged ground calls, it left out 47 of the 34,573 statements firing keeps; its atom reads cost more.)


# --- shapes: filter 1 at the level of arguments ------------------------------------------------------------------
#
# Filter 1 reads predicates, action kinds and function symbols; a positive body literal with a constant or functor at
# an argument (``step(T, combat_damage)``, ``zone(O, graveyard, T)``, ``legal(P, cast(O, dash), T)``) can only match
# an atom that has it at that place. :func:`firing` works out, from the facts of one query, the shapes the atoms of
# each predicate may have (each argument as a constant, a string, a functor with the shapes of its arguments, or
# unknown), rule by rule until nothing changes (an abstract grounding: object names and other symbols no body tests
# are one value, numbers unknown, terms cut at depth 4), and a rule none of whose instances can match is left out.
# (Measured for issue 25.2 on bench/peers.py's mid-game legal query: of its 278 rules 186 have no instance; this
# leaves out 120, and the rest grounds in 7.4 ms against 12.3.) Only rules that can't fire are left out, so every
# answer stays as it is (tests/test_relevant_shapes.py).
# (Session 13, firing15: a rule's bindings are joined literal by literal; each literal's shapes are first filtered by
# its constants and functions, and bindings alike in the literal's variables try only the shapes whose values at the
# bound places may meet theirs: the same bindings at every step, so the same caps. The library-card test's 5 firing
# calls went from 8.7 to 1.7 s, its 26M _meet calls to a few hundred thousand.)

#: a value of a symbol no body's pattern names (an object's name, a card's, ...): it matches a variable only
_OTHER = 0
#: an unbound variable of a rule being evaluated (None is a value: any symbol)
_UNBOUND = object()
_NOMEET = object()
#: how deep a shape's terms are kept (deeper: any symbol); the most shapes a predicate keeps (more: any tuple), and the
#: most bindings of a rule's body (more: its variables unknown)
_DEPTH, _WIDE, _BINDINGS = 4, 256, 2048


def _shape_rule(s: Any) -> Any:
    """The rule ``s`` (a native AST) as :func:`firing` reads it: ``(heads, body, equalities, variables)``, each head
    and positive body literal (outside conditions and aggregates) as (predicate, argument templates); a template is
    None (anything), a variable's number, a constant's name, a string's text, ``"#"`` (a number) or ``(name,
    templates...)``. None for a statement that is not a rule, or whose heads can't be read (it is kept)."""
    if s.ast_type != T.Rule:
        return None
    names: dict[str, int] = {}

    def term(t: Any) -> Any:
        k = t.ast_type
        if k == T.Variable:
            return None if t.name == "_" else names.setdefault(t.name, len(names))
        if k == T.SymbolicTerm:
            return _symbol_template(t.symbol)
        if k == T.Function and not t.external:
            return (t.name, *map(term, t.arguments)) if t.arguments else t.name
        return None

    def atoms(atom: Any) -> list[Any] | None:
        if atom.ast_type != T.SymbolicAtom:
            return None
        sym = atom.symbol
        alts = sym.arguments if sym.ast_type == T.Pool else [sym]
        out = []
        for x in alts:
            if x.ast_type == T.Function and not x.external:
                out.append(((x.name, len(x.arguments)), tuple(map(term, x.arguments))))
            elif x.ast_type == T.SymbolicTerm and x.symbol.type == SymbolType.Function and x.symbol.positive:
                out.append(((x.symbol.name, len(x.symbol.arguments)), tuple(map(_symbol_template, x.symbol.arguments))))
            else:
                return None
        return out

    heads: list[Any] = []
    h = s.head
    if h.ast_type == T.Literal and h.atom.ast_type == T.BooleanConstant:
        pass
    elif h.ast_type == T.Literal and h.sign == A.Sign.NoSign:
        got = atoms(h.atom)
        if got is None:
            return None
        heads += got
    elif h.ast_type in (T.Aggregate, T.Disjunction):
        for el in h.elements:
            lit = el.literal
            got = atoms(lit.atom) if lit.ast_type == T.Literal and lit.sign == A.Sign.NoSign else None
            if got is None:
                return None
            heads += got
    else:
        return None
    body, eqs = [], []
    for lit in s.body:
        if lit.ast_type != T.Literal or lit.sign != A.Sign.NoSign:
            continue
        atom = lit.atom
        if atom.ast_type == T.SymbolicAtom and atom.symbol.ast_type != T.Pool:
            got = atoms(atom)
            if got:
                body += got
        elif atom.ast_type == T.Comparison and len(atom.guards) == 1 \
                and atom.guards[0].comparison == A.ComparisonOperator.Equal:
            eqs.append((term(atom.term), term(atom.guards[0].term)))
    return tuple(heads), tuple(body), tuple(eqs), len(names)


def _symbol_template(sym: Symbol) -> Any:
    if sym.type == SymbolType.Number:
        return "#"
    if sym.type == SymbolType.String:
        return str(sym)
    if sym.type == SymbolType.Function and sym.positive:
        return (sym.name, *map(_symbol_template, sym.arguments)) if sym.arguments else sym.name
    return None


def _vocab(shapes: list[Any]) -> frozenset[Any]:
    """The constants, strings and functors ``(name, arity)`` of the body patterns and equalities of ``shapes``."""
    out: set[Any] = set()

    def put(t: Any) -> None:
        if t.__class__ is str:
            out.add(t)
        elif t.__class__ is tuple:
            out.add((t[0], len(t) - 1))
            for a in t[1:]:
                put(a)

    for r in shapes:
        if r:
            for _, args in r[1]:
                for a in args:
                    put(a)
            for pair in r[2]:
                for a in pair:
                    put(a)
    out.discard("#")
    return frozenset(out)


def _meet(a: Any, b: Any) -> Any:
    """The shape of a value both ``a`` and ``b`` may be, or _NOMEET."""
    if a is None or a is b:
        return b
    if b is None:
        return a
    if a.__class__ is tuple:
        if b.__class__ is not tuple or a[0] != b[0] or len(a) != len(b):
            return _NOMEET
        if a == b:  # (the same shape: most meets; no tuple made)
            return a
        out = [a[0]]
        for x, y in zip(a[1:], b[1:]):
            m = _meet(x, y)
            if m is _NOMEET:
                return _NOMEET
            out.append(m)
        return tuple(out)
    return a if a == b else _NOMEET


#: the meets of two shapes worked out (:func:`_unify`), by the pair
_MEETS: dict[tuple[Any, Any], Any] = {}


def _meets(a: Any, b: Any) -> Any:
    """:func:`_meet` of two shapes neither of which is None, kept in :data:`_MEETS`."""
    m = _MEETS.get((a, b))
    if m is None:
        m = _meet(a, b)
        _keep(_MEETS, (a, b), m, 200_000)
    return m


def _unify(p: Any, v: Any, b: list[Any]) -> bool:
    """Whether the template ``p`` may match a value of shape ``v``, binding its variables in ``b``."""
    if p is None:
        return True
    c = p.__class__
    if c is int:
        x = b[p]
        if x is _UNBOUND or x is None:
            b[p] = v
            return True
        if v is None or x is v:
            return True
        m = _MEETS.get((x, v))
        if m is None:
            m = _meets(x, v)
        if m is _NOMEET:
            return False
        b[p] = m
        return True
    if v is None:
        return c is str or all(_unify(a, None, b) for a in p[1:])
    if c is str:
        return p == v
    if v.__class__ is not tuple or v[0] != p[0] or len(v) != len(p):
        return False
    for a, x in zip(p[1:], v[1:]):
        if not _unify(a, x, b):
            return False
    return True


def _instance(t: Any, b: Any, vocab: frozenset[Any], d: int = 1) -> Any:
    """The shape of the template ``t`` with the variables of ``b``."""
    if t is None or d > _DEPTH:
        return None
    c = t.__class__
    if c is int:
        v = b[t]
        return None if v is _UNBOUND else _cut(v, d)
    if c is str:
        return None if t == "#" else t if t in vocab else _OTHER
    if (t[0], len(t) - 1) not in vocab:
        return _OTHER
    return (t[0], *[_instance(a, b, vocab, d + 1) for a in t[1:]])


def _cut(v: Any, d: int) -> Any:
    if v.__class__ is not tuple:
        return v
    if d > _DEPTH:
        return None
    return (v[0], *[_cut(a, d + 1) for a in v[1:]])


_VALUES: dict[tuple[int, bool], tuple[frozenset[Any], dict[Any, Any], dict[Any, Any]]] = {}


def _value(rep: int, vocab: frozenset[Any], memo: dict[int, Any], d: int = 1) -> Any:
    """The shape of the symbol with handle ``rep``."""
    if d == 1:
        got = memo.get(rep, _UNBOUND)
        if got is not _UNBOUND:
            return got
    h = _HEADS.get(rep) or _head(rep)
    if h is _NOT_FUNCTION:
        s = as_symbol(rep)
        out = (str(s) if str(s) in vocab else _OTHER) if s.type == SymbolType.String else None
    elif not h[2] or d > _DEPTH:
        out = None
    elif not h[1]:
        out = h[0][0] if h[0][0] in vocab else _OTHER
    elif h[0] not in vocab:
        out = _OTHER
    else:
        out = (h[0][0], *[_value(a, vocab, memo, d + 1) for a in h[1]])
    if d == 1:
        memo[rep] = out
    return out


def fact_shapes(stmts: list[Any], facts: list[Symbol], at0: bool = False) -> frozenset[tuple[Pred, tuple[Any, ...]]]:
    """The facts' shapes for :func:`firing`: per fact its predicate and its arguments' shapes (with ``at0``, a fluent
    ``true(F)`` as ``true(F, 0)``, as pyglue/facts.py's add_facts puts it in); kept per handle."""
    vocab = _info(stmts).vocab
    hit = _VALUES.get((id(vocab), at0))
    if hit is None or hit[0] is not vocab:
        hit = _keep(_VALUES, (id(vocab), at0), (vocab, {}, {}), 8)
    memo, own = hit[1], hit[2]  # (the terms' shapes, and the facts' own)
    if len(memo) > 1_000_000 or len(own) > 1_000_000:
        memo.clear()
        own.clear()
    heads, head, out = _HEADS, _head, set()
    for rep in handles(facts):
        got = own.get(rep)
        if got is None:
            h = heads.get(rep) or head(rep)
            if h is _NOT_FUNCTION or not h[2]:
                continue
            args = tuple(_value(a, vocab, memo) for a in h[1])
            got = own[rep] = (("true", 2), (args[0], None)) if at0 and h[0] == ("true", 1) else (h[0], args)
        out.add(got)
    return frozenset(out)


_FIRING: dict[tuple[int, frozenset[Any], bool], tuple[list[int], frozenset[int] | None, Any]] = {}
_FIRE_LOCK = threading.Lock()


def firing(stmts: list[Any], mode: str, fact_preds: frozenset[Pred], facts: frozenset[tuple[Pred, tuple[Any, ...]]],
           timeless: bool = False) -> frozenset[int] | None:
    """The statements of a ``mode`` query's slice on facts of ``fact_preds`` (:func:`relevant`, as indices into
    ``stmts``) but the rules that can't fire on facts of
    the shapes ``facts`` (:func:`fact_shapes`): rule by rule in the order of the predicates' dependencies, the shapes
    each rule's heads may have once its positive body literals have matched shapes of their predicates (an
    abstraction of grounding whose atoms include every atom grounding makes: so a rule none of whose body literals'
    combinations matches has no instance). Cached per slice and shapes. None (nothing left out) for a slice with
    a statement whose atoms or constants the text doesn't say (an ``#external``, a ``#const``, a ``#program`` part
    with parameters). With ``timeless``, the statements without a time ``T`` are all kept (an apply step's settle part,
    grounded after it at time 1, takes those of the step's slice as grounded: pyglue/solve.py, _settle_part)."""
    return _fired(stmts, mode, fact_preds, facts, timeless)[1]


def made(stmts: list[Any], mode: str, fact_preds: frozenset[Pred], facts: frozenset[tuple[Pred, tuple[Any, ...]]],
         timeless: bool = False, pred: Pred = ("next", 2)) -> frozenset[tuple[Any, ...]] | None:
    """The shapes (argument templates, :func:`fact_shapes`) the ``pred`` atoms of the same query may have, as
    :func:`firing`'s abstraction of grounding works them out (every atom grounding makes has one of them: an apply
    step's ``next/2`` atoms are the state after it, pyglue/solve.py's settle part); None where firing leaves nothing
    out. Only ``next/2`` is kept."""
    assert pred == ("next", 2)
    return _fired(stmts, mode, fact_preds, facts, timeless)[2]


def _fired(stmts: list[Any], mode: str, fact_preds: frozenset[Pred], facts: frozenset[tuple[Pred, tuple[Any, ...]]],
           timeless: bool) -> tuple[list[int], frozenset[int] | None, frozenset[tuple[Any, ...]] | None]:
    """:func:`firing`'s answer, kept per slice and shapes: the slice, the statements that may fire, the shapes of
    ``next/2`` atoms."""
    ids = _relevant(stmts, mode, fact_preds)[0]
    key = (id(ids), facts, timeless)
    hit = _FIRING.get(key)
    if hit is not None and hit[0] is ids and _INFO.get(id(stmts), (None,))[0] is stmts:
        return hit
    info = _info(stmts)
    if timeless:  # (the analysis without ``timeless``, kept for both: the statements without a time added below)
        out, nexts = _fired(stmts, mode, fact_preds, facts, False)[1:]
    else:
        with _FIRE_LOCK:  # (one at a time: the shapes' numbers kept from query to query must be one per set)
            out, nexts = _firing(info, stmts, ids, facts)
    if out is not None and timeless:
        out = out | {i for i in ids if i not in out and not (isinstance(stmts[i], str) and info.step[i] is not None)}
    if len(_FIRING) >= _CACHE_SIZE:
        _FIRING.clear()
    got = _FIRING[key] = (ids, out, None if out is None else nexts)
    return got


_PLANS: dict[Any, tuple[Any, Any]] = {}  # (by the slice's id, and by its statements)


def _plan(info: _Info, stmts: list[Any], ids: list[int]) -> Any:
    """What :func:`_firing` reads of a slice, kept per slice: the statements kept whatever the facts, the predicates
    whose atoms may be anything (a rule whose heads can't be read), per rule its level (:func:`_levels`), heads and
    body (each literal as :func:`_literal` reads it) and equalities, and per predicate the rules reading it. None
    when a statement is neither a rule, a show nor a plain directive (:func:`firing`)."""
    hit = _PLANS.get(id(ids))
    if hit is not None and hit[0] is ids:
        return hit[1]
    same = _PLANS.get(tuple(ids))  # (another query's slice of the same statements: the same plan)
    if same is not None and same[0] is info:
        _keep(_PLANS, id(ids), (ids, same[1]))
        return same[1]
    keep, wide, rules, readers = set(), set(), {}, defaultdict(list)
    out: Any = None
    compiled = getattr(info, "_compiled", None)
    if compiled is None:
        compiled = info._compiled = {}
    vocab = info.vocab
    for i in ids:
        r = info.shp[i]
        if r is None:
            if info.kind[i] == "keep" and not is_directive(stmts[i], plain=True):
                break
            keep.add(i)
            if info.kind[i] in ("rule", "constraint"):
                wide.update(info.head[i])
            continue
        rule = compiled.get(i)
        if rule is None:  # (a head's arguments as (0, variable), (1, its value) or (2, a template to instantiate))
            heads = tuple((p, tuple((0, a) if a.__class__ is int else (2, a) if a.__class__ is tuple
                                    else (1, _instance(a, (), vocab)) for a in args)) for p, args in r[0])
            body = tuple(_literal(p, args) for p, args in r[1])
            rule = compiled[i] = (heads, body, r[2], r[3])
        rules[i] = rule
        for p, _ in r[1]:
            readers[p].append(i)
    else:
        level = _levels(info, list(rules))
        out = (frozenset(keep), frozenset(wide), rules, dict(readers), sorted((level[i], i) for i in rules), level)
    _keep(_PLANS, id(ids), (ids, out))
    _PLANS[tuple(ids)] = (info, out)
    return out


def _firing(info: _Info, stmts: list[Any], ids: list[int],
            facts: frozenset[Any]) -> tuple[frozenset[int] | None, frozenset[tuple[Any, ...]]]:
    import heapq

    vocab = info.vocab
    plan = _plan(info, stmts, ids)
    if plan is None:
        return None, frozenset()
    keep0, wide0, rules, readers, order, level = plan
    shapes: dict[Pred, set[Any]] = defaultdict(set)
    for p, args in facts:
        shapes[p].add(args)
    for p in wide0:  # (heads it can't read: any atoms of its predicates)
        shapes[p] = {(None,) * p[1]}
    wide, keep = set(wide0), set(keep0)
    # the rules whose positive body predicates all have shapes from the start (sorted: a heap); another is queued
    # when its last one gets some (its readers), as it would be popped with no instance before
    get = shapes.get
    todo = [x for x in order if all(get(lit[0]) for lit in rules[x[1]][1])]
    queued = {i for _, i in todo}
    # a rule's heads' shapes per shapes of its body's predicates, kept from query to query (positions alike share most
    # of them): each predicate's set of shapes as a number, one per distinct set
    memo, numbers = info.__dict__.setdefault("_fire_memo", ({}, {}))
    if len(memo) > 50_000 or len(numbers) > 20_000:
        memo.clear()
        numbers.clear()
    number: dict[Pred, int] = {}
    while todo:
        i = heapq.heappop(todo)[1]
        queued.discard(i)
        heads, body, eqs, nv = rules[i]
        empty = False
        for lit in body:
            if not get(lit[0]):  # (a body predicate without shapes: no instance, as _bindings would find)
                empty = True
                break
        if empty:
            continue
        key = [i]
        for lit in body:
            n = number.get(lit[0])
            if n is None:
                n = number[lit[0]] = numbers.setdefault(frozenset(shapes.get(lit[0], ())), len(numbers))
            key.append(n)
        made = memo.get(tuple(key), _UNBOUND)
        if made is _UNBOUND:
            binds = _bindings(body, eqs, nv, shapes, vocab)
            made = memo[tuple(key)] = None if binds is None else tuple(
                (p, frozenset([tuple([(None if b[x] is _UNBOUND else b[x]) if k == 0 else x if k == 1
                                      else _instance(x, b, vocab) for k, x in args]) for b in binds]))
                for p, args in heads)
        if made is None:
            continue
        keep.add(i)
        for p, rows in made:
            if p in wide:
                continue
            have = shapes[p]
            new = rows - have
            if not new:
                continue
            number.pop(p, None)
            if len(have) + len(new) > _WIDE:
                shapes[p] = {(None,) * p[1]}
                wide.add(p)
            else:
                have |= new
            for j in readers.get(p, ()):
                if j not in queued:
                    queued.add(j)
                    heapq.heappush(todo, (level[j], j))
    return frozenset(keep), frozenset(shapes.get(("next", 2), ()))


def _literal(p: Pred, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """A positive body literal of predicate ``p`` and argument templates ``args`` as :func:`_bindings` reads it:
    ``(p, consts, rest, filter, variables)``: its constants (place, value), its other templates (place, template),
    its filter of shapes (its constants, and its functions as (place, name, length of the template); None when it
    has neither) and its variables' numbers."""
    consts = [(k, a) for k, a in enumerate(args) if a.__class__ is str]
    rest = [(k, a) for k, a in enumerate(args) if a is not None and a.__class__ is not str]
    heads = tuple((k, a[0], len(a)) for k, a in rest if a.__class__ is tuple)
    out: set[int] = set()
    todo = [a for _, a in rest]
    while todo:
        t = todo.pop()
        if t.__class__ is int:
            out.add(t)
        elif t.__class__ is tuple:
            todo.extend(t[1:])
    return p, consts, rest, (tuple(consts), heads) if consts or heads else None, tuple(sorted(out))


def _bindings(body: Any, eqs: Any, nv: int, shapes: dict[Pred, set[Any]], vocab: frozenset[Any]) -> Any:
    """The bindings (tuples, one value per variable) under which every positive body literal of a rule matches a
    shape of its predicate and its equalities hold; None when there is none."""
    for lit in body:
        if not shapes.get(lit[0]):
            return None
    binds: Any = {(_UNBOUND,) * nv}
    for p, _, rest, fk, vs in sorted(body, key=lambda x: len(shapes[x[0]])):
        # the shapes that may match the literal's constants and functions (None, or a function of the template's
        # name and arity; kept from rule to rule while its predicate's set was the same until session 15: a cache
        # that no longer paid, bench/relevant_replay.py)
        tuples = shapes[p]
        if fk is not None:
            for k, c in fk[0]:
                tuples = [t for t in tuples if (v := t[k]) is None or v == c]
            for k, f, n in fk[1]:
                tuples = [t for t in tuples if (v := t[k]) is None or v.__class__ is tuple and v[0] == f
                          and len(v) == n]
        if not tuples:
            return None
        if not rest:
            continue
        # the bindings grouped by their values of the literal's variables (the unifications read and write only
        # those): each group's matches worked out once, then put into each of its bindings (the same set)
        if len(binds) == 1:  # (one binding: each shape tried, as below with one group)
            new = set()
            for first in binds:
                for t in tuples:
                    bl = list(first)
                    for k, a in rest:
                        if not _unify(a, t[k], bl):
                            break
                    else:
                        new.add(tuple(bl))
            if not new:
                return None
            if len(new) > _BINDINGS:
                return [(None,) * nv]
            binds = new
            continue
        groups: dict[Any, list[Any]] = {}
        for b in binds:
            key = tuple([b[v] for v in vs])
            got = groups.get(key)
            if got is None:
                groups[key] = [b]
            else:
                got.append(b)
        # with several groups, each argument's values indexed once: a group tries only the shapes whose values at
        # its bound variables' places may meet them (a necessary condition; the unification decides)
        tl = tuples if tuples.__class__ is list else list(tuples)
        simple = [(k, vs.index(a)) for k, a in rest if a.__class__ is int] if len(tl) > 8 else ()
        cols: dict[int, dict[Any, list[int]]] = {}
        compat: dict[tuple[int, Any], set[int]] = {}
        new = set()
        for key, members in groups.items():
            first = members[0]
            found = set()
            cand = tl
            if simple:
                sel = None
                for k, j in simple:
                    x = key[j]
                    if x is _UNBOUND or x is None:
                        continue
                    c = compat.get((k, x))
                    if c is None:
                        col = cols.get(k)
                        if col is None:
                            col = cols[k] = defaultdict(list)
                            for n, t in enumerate(tl):
                                col[t[k]].append(n)
                        c = set()
                        for val, where in col.items():
                            if val is None or val == x or _meets(x, val) is not _NOMEET:
                                c.update(where)
                        compat[(k, x)] = c
                    sel = c if sel is None else sel & c
                    if not sel:
                        break
                if sel is not None:
                    cand = [tl[n] for n in sel]
            for t in cand:
                bl = list(first)
                for k, a in rest:
                    if not _unify(a, t[k], bl):
                        break
                else:
                    found.add(tuple([bl[v] for v in vs]))
            if len(members) == 1:
                for r in found:
                    if r == key:
                        new.add(first)
                    else:
                        bl = list(first)
                        for v, x in zip(vs, r):
                            bl[v] = x
                        new.add(tuple(bl))
                continue
            for r in found:
                if r == key:
                    new.update(members)
                    continue
                for b in members:
                    bl = list(b)
                    for v, x in zip(vs, r):
                        bl[v] = x
                    new.add(tuple(bl))
        if not new:
            return None
        if len(new) > _BINDINGS:  # (too many to follow: the variables may be anything)
            return [(None,) * nv]
        binds = new
    for left, right in eqs:
        for var, other in ((left, right), (right, left)):
            if var.__class__ is int:
                new = set()
                for b in binds:
                    bl = list(b)
                    if bl[var] is _UNBOUND:
                        bl[var] = _instance(other, b, vocab)
                    elif not _unify(other, bl[var], bl):
                        continue
                    new.add(tuple(bl))
                if not new:
                    return None
                binds = new
                break
    return binds


_ONLY: dict[tuple[int, int, bool], tuple[list[Any], frozenset[int], list[Any]]] = {}


def only(stmts: list[Any], part: list[Any], fires: frozenset[int] | None, inside: bool = True) -> list[Any]:
    """The statements of ``part`` (of ``stmts``) in ``fires`` (indices, :func:`firing`; with ``inside`` false, those
    not in it); ``part`` itself when all are (or ``fires`` is None); the same list for the same part and set (the
    caches keyed on a list stay warm)."""
    if fires is None or not part or not (inside or fires):
        return part
    key = (id(part), id(fires), inside)
    hit = _ONLY.get(key)
    if hit is not None and hit[0] is part and hit[1] is fires:
        return hit[2]
    where = where_of(stmts)
    out = [s for s in part if (where[id(s)] in fires) is inside]
    return _keep(_ONLY, key, (part, fires, part if len(out) == len(part) else out))[2]
