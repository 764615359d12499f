"""Reading answer symbols into the vocabulary's records, fast.

``unify(preds, symbols)`` takes predicates of pyglue/schema.py's table and the shown symbols of an answer, and
returns an object whose ``query(pred).all()`` yields one record per distinct symbol of ``pred``'s name and arity
whose arguments have the field kinds (a constant, a number, a string, or any symbol), each field read as its
Python value (the constant's name, the number, the string) or kept as the symbol. A symbol goes to the first
predicate of the list it fits, and one that fits none is left out. Records keep the order of the symbols given.

Measured: clorm's ``unify`` and ``query`` (used before this module) were half of ``derive``'s time at 1,000 objects (issue 13).

Symbols are read by handle (pyglue/clingo_c.py, the one module that uses clingo's private API, each with a public
fallback): a value read from a symbol is kept per handle (clingo interns symbols: equal symbols have equal handles).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable
from typing import Any

from clingo import Control, Symbol

from . import clingo_c as C
from .clingo_c import handle, handles

_MISMATCH = object()

#: per predicate: (name, arity, record type, per field the kind of value it reads)
_LAYOUT: dict[type, tuple[str, int, Any, tuple[str, ...]]] = {}
_VALUES: dict[tuple[str, int], Any] = {}


def _read(kind: str, rep: Any) -> Any:
    """The value of the argument ``rep`` for a field of ``kind``, or _MISMATCH (kept per handle)."""
    key = (kind, rep)
    value = _VALUES.get(key, _MISMATCH)
    if value is not _MISMATCH or key in _VALUES:
        return value
    if kind == "constant":
        h = _HEADS.get(rep) or _head(rep)
        value = h[0][0] if h[2] and not h[1] else _MISMATCH
    else:
        value = C.number(rep) if kind == "integer" else C.string(rep)
        if value is None:
            value = _MISMATCH
    if len(_VALUES) > 1_000_000:
        _VALUES.clear()
    _VALUES[key] = value
    return value


def _layout(pred: Any) -> tuple[str, int, Any, tuple[str, ...]]:
    """(name, arity, record type, per field the kind it reads) of a predicate of pyglue/schema.py's table."""
    entry = _LAYOUT.get(pred)
    if entry is None:
        record = namedtuple(f"{pred.name}_", pred.fields)
        entry = (pred.name, pred.arity, record, tuple(pred.kinds))
        _LAYOUT[pred] = entry
    return entry


class _Query:
    def __init__(self, records: list[Any]) -> None:
        self._records = records

    def all(self) -> Iterable[Any]:
        return iter(self._records)


class Facts:
    """The records of an answer by class (what ``unify`` returns)."""

    def __init__(self, by_class: dict[type, list[Any]]) -> None:
        self._by_class = by_class

    def query(self, cls: type) -> _Query:
        return _Query(self._by_class.get(cls, []))


#: per symbol handle: ((name, arity), argument handles, positive) of a function, _NOT_FUNCTION otherwise
_HEADS: dict[int, Any] = {}
_NOT_FUNCTION = ((None, 0), (), False)
#: per (record type, symbol handle): the record, or _MISMATCH (an answer's symbols recur from query to query)
_RECORDS: dict[tuple[Any, int], Any] = {}
_MISS = object()
_CACHE_LIMIT = 1_000_000


def _head(rep: Any) -> Any:
    """``((name, arity), argument handles, positive)`` of the symbol ``rep`` (kept per handle)."""
    h = _HEADS.get(rep)
    if h is None:
        h = C.head(rep) or _NOT_FUNCTION
        if len(_HEADS) > _CACHE_LIMIT:
            _HEADS.clear()
        _HEADS[rep] = h
    return h


def _record(record: Any, kinds: tuple[str, ...], args: tuple[int, ...]) -> Any:
    values = []
    for kind, a in zip(kinds, args):
        v = C.symbol(a) if kind == "symbol" else _read(kind, a)
        if v is _MISMATCH:
            return _MISMATCH
        values.append(v)
    return record(*values)


def unify(classes: Iterable[type], symbols: Iterable[Symbol]) -> Facts:
    """The records of ``symbols`` for ``classes`` (see the module docstring)."""
    by_sig: dict[tuple[str, int], list[tuple[type, Any, tuple[str, ...], list[Any]]]] = {}
    by_class: dict[type, list[Any]] = {}
    for cls in classes:
        name, arity, record, kinds = _layout(cls)
        by_class[cls] = []
        by_sig.setdefault((name, arity), []).append((cls, record, kinds, by_class[cls]))
    heads, records = _HEADS, _RECORDS
    if len(records) > _CACHE_LIMIT:
        records.clear()
    seen: set[Any] = set()
    for rep in handles(symbols):
        if rep in seen:
            continue
        seen.add(rep)
        h = heads.get(rep) or _head(rep)
        candidates = by_sig.get(h[0])
        if candidates is None or not h[2]:
            continue
        for cls, record, kinds, out in candidates:
            key = (cls, rep)
            r = records.get(key, _MISS)
            if r is _MISS:
                r = records[key] = _record(record, kinds, h[1])
            if r is not _MISMATCH:
                out.append(r)
                break
    return Facts(by_class)


def split(symbols: Iterable[Symbol], sigs: Iterable[tuple[str, int]]) -> tuple[dict[tuple[str, int], list[tuple[int, ...]]],
                                                                          list[Symbol]]:
    """The symbols of ``symbols`` whose ``(name, arity)`` is one of ``sigs`` (positive functions), as the handles
    of their arguments per signature, and the other symbols; both in the order given, each symbol once.

    One pass over an answer, without a Symbol or record per argument: for the answer's largest predicates."""
    groups: dict[tuple[str, int], list[tuple[int, ...]]] = {sig: [] for sig in sigs}
    rest: list[Symbol] = []
    heads, symbol = _HEADS, C.symbol
    for rep in dict.fromkeys(handles(symbols)):  # (each once, in order; a model's symbols hold their handles)
        h = heads.get(rep) or _head(rep)
        out = groups.get(h[0]) if h[2] else None
        if out is None:
            rest.append(symbol(rep))
        else:
            out.append(h[1])
    return groups, rest


_AT: dict[tuple[int, int], int] = {}
_TRUE = ("true", 1)


def true_at(symbols: Iterable[Symbol], t: int) -> list[int]:
    """The handles of ``symbols``, each fluent ``true(F)`` as ``true(F, t)`` (built through clingo's C API and kept
    per handle: on the fast path no Symbol made per fact in Python)."""
    heads, at, out = _HEADS, _AT, []
    if len(at) > _CACHE_LIMIT:
        at.clear()
    add = out.append
    for rep in handles(symbols):
        r = at.get((rep, t))
        if r is None:
            h = heads.get(rep) or _head(rep)
            r = rep
            if h[0] == _TRUE and h[2]:
                r = C.fluent_at(h[1][0], t)
            at[rep, t] = r
        add(r)
    return out


def constant(rep: int) -> str | None:
    """The name of the symbol with handle ``rep`` if it is a constant (a positive function without arguments),
    else None (kept per handle)."""
    v = _read("constant", rep)
    return None if v is _MISMATCH else v


def named(symbols: Iterable[Symbol], name: str, arity: int) -> list[Symbol]:
    """The symbols of ``symbols`` named ``name`` with ``arity`` arguments (a function)."""
    sig, heads = (name, arity), _HEADS
    return [s for s in symbols if (heads.get(rep := handle(s)) or _head(rep))[0] == sig]


def arguments(s: Symbol) -> list[Symbol]:
    """The arguments of a function symbol (as ``s.arguments``, read through the handle cache)."""
    rep = handle(s)
    return [C.symbol(a) for a in (_HEADS.get(rep) or _head(rep))[1]]


_KEYS: dict[int, tuple] = {}


def sort_key(s: Symbol) -> tuple:
    """A key that orders symbols as clingo does (``sorted(symbols)``), computed without a comparison call per
    pair: numbers, then constants, then strings, then functions by arity, name and arguments."""
    k = _KEYS.get(rep := handle(s))
    return k if k is not None else _key(rep)


def rep_key(rep: int) -> tuple:
    """:func:`sort_key` of the symbol with handle ``rep``."""
    return _KEYS.get(rep) or _key(rep)


def _key(rep: Any) -> tuple:
    k = _KEYS.get(rep)
    if k is not None:
        return k
    ty = C.kind(rep)
    if ty == C.NUMBER:
        k = (1, C.number(rep))
    elif ty == C.STRING:
        k = (4, C.string(rep))
    elif ty == C.FUNCTION:
        (name, _), args, positive = _HEADS.get(rep) or _head(rep)
        if not args:
            k = (2 if positive else 3, name)
        else:
            k = (5, 0 if positive else 1, len(args), name, *(_key(a) for a in args))
    else:
        k = (0 if ty == C.INFIMUM else 7,)
    if len(_KEYS) > 1_000_000:
        _KEYS.clear()
    _KEYS[rep] = k
    return k


# --- adding facts to a Control --------------------------------------------------------------------------------

def add_facts(ctl: Control, facts: list[Symbol], at0: bool = False, more: list[Any] = ()) -> None:
    """Add ``facts`` (and the symbols with handles ``more``) to ``ctl`` as facts through clingo's backend
    (pyglue/clingo_c.py): the grounder takes them as facts, as it would the program text ``f.`` (clingo 5.8),
    without writing each symbol out and parsing it back (at 1,000 objects, about a third of the time of
    ``ctl.add`` of their text).

    With ``at0`` each fluent ``true(F)`` goes in as ``true(F, 0)``, the atom rules_asp/kernel/objects.lp's
    ``true(F, 0) :- true(F), time(0)`` makes of it (the facts then have ``time(0)``): the rules read only
    ``true/2``, and the grounder is spared a copy of every fluent (measured: 56,000 atoms at 10,000 objects)."""
    reps = true_at(facts, 0) if at0 else handles(facts)
    if more:
        reps = reps + list(more)
    C.add_facts(ctl, reps)


def matches(rep: int, pattern: Any) -> bool:
    """Whether the symbol ``rep`` fits ``pattern`` (pyglue/relevant.py, :func:`~pyglue.relevant.patterns`): None
    fits anything, a handle (pyglue/clingo_c.py) is that symbol's (clingo interns symbols: equal symbols have equal handles), a tuple
    ``(name, arity, argument patterns)`` a function of that name and arity whose arguments fit theirs."""
    if pattern is None:
        return True
    if pattern.__class__ is C.HANDLE:
        return rep == pattern
    h = _HEADS.get(rep) or _head(rep)
    if h[0] != (pattern[0], pattern[1]) or not h[2]:
        return False
    for a, q in zip(h[1], pattern[2]):
        if q is not None and not matches(a, q):
            return False
    return True
