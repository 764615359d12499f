"""Reading answer symbols into the vocabulary's records, fast.

``unify(preds, symbols)`` takes predicates of pyglue/schema.py's table and the shown symbols of an answer, and
returns an object whose ``query(pred).all()`` yields one record per distinct symbol of ``pred``'s name and arity
whose arguments have the field kinds (a constant, a number, a string, or any symbol), each field read as its
Python value (the constant's name, the number, the string) or kept as the symbol. A symbol goes to the first
predicate of the list it fits, and one that fits none is left out. Records keep the order of the symbols given.

Measured: clorm's ``unify`` and ``query`` (used before this module) were half of ``derive``'s time at 1,000 objects (issue 13).

This is the one module that uses clingo's private C API (``clingo._internal``): reading symbols here, and
:func:`add_facts` and :func:`prober`, which fall back to the public API when it is missing.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterable
from typing import Any

from clingo import Control, Symbol
from clingo._internal import _ffi, _lib

# clingo's C API through the Python package's own cffi handle (clingo._internal): a symbol's kind, name and
# arguments read without the allocations and enum conversions of the Symbol properties; a value read from an
# argument is kept per symbol handle (clingo interns symbols: equal symbols have equal handles)
_TYPE = _lib.clingo_symbol_type
_T_FUNCTION, _T_NUMBER, _T_STRING = _lib.clingo_symbol_type_function, _lib.clingo_symbol_type_number, \
    _lib.clingo_symbol_type_string
_NAME = _ffi.new("char**")
_ARGS = _ffi.new("clingo_symbol_t**")
_SIZE = _ffi.new("size_t*")
_INT = _ffi.new("int*")
_BOOL = _ffi.new("bool*")
_MISMATCH = object()

#: per predicate: (name, arity, record type, per field the kind of value it reads)
_LAYOUT: dict[type, tuple[str, int, Any, tuple[str, ...]]] = {}
_VALUES: dict[tuple[str, int], Any] = {}


def _name(rep: int) -> str:
    _lib.clingo_symbol_name(rep, _NAME)
    return _ffi.string(_NAME[0]).decode()


def _arguments(rep: int) -> list[int]:
    _lib.clingo_symbol_arguments(rep, _ARGS, _SIZE)
    return list(_ARGS[0][0:_SIZE[0]])


def _read(kind: str, rep: int) -> Any:
    """The value of the argument ``rep`` for a field of ``kind``, or _MISMATCH (kept per handle)."""
    key = (kind, rep)
    value = _VALUES.get(key, _MISMATCH)
    if value is not _MISMATCH or key in _VALUES:
        return value
    ty = _TYPE(rep)
    if kind == "constant":
        ok = ty == _T_FUNCTION and _lib.clingo_symbol_is_positive(rep, _BOOL) and _BOOL[0] and not _arguments(rep)
        value = _name(rep) if ok else _MISMATCH
    elif kind == "integer":
        value = _MISMATCH
        if ty == _T_NUMBER:
            _lib.clingo_symbol_number(rep, _INT)
            value = _INT[0]
    else:  # string
        value = _MISMATCH
        if ty == _T_STRING:
            _lib.clingo_symbol_string(rep, _NAME)
            value = _ffi.string(_NAME[0]).decode()
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


def _head(rep: int) -> Any:
    """``((name, arity), argument handles, positive)`` of the symbol ``rep`` (kept per handle)."""
    h = _HEADS.get(rep)
    if h is None:
        if _TYPE(rep) == _T_FUNCTION:
            args = tuple(_arguments(rep))
            _lib.clingo_symbol_is_positive(rep, _BOOL)
            h = ((_name(rep), len(args)), args, bool(_BOOL[0]))
        else:
            h = _NOT_FUNCTION
        if len(_HEADS) > _CACHE_LIMIT:
            _HEADS.clear()
        _HEADS[rep] = h
    return h


def _record(record: Any, kinds: tuple[str, ...], args: tuple[int, ...]) -> Any:
    values = []
    for kind, a in zip(kinds, args):
        v = Symbol(a) if kind == "symbol" else _read(kind, a)
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
    seen: set[int] = set()
    for s in symbols:
        rep = s._rep
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
    heads = _HEADS
    # a model's symbols (clingo's _SymbolSequence) hold their handles: read them without a Symbol each
    handles = getattr(symbols, "_p_symbols", None)
    reps = _ffi.unpack(handles, len(handles)) if handles is not None else [s._rep for s in symbols]
    for rep in dict.fromkeys(reps):  # (each once, in order)
        h = heads.get(rep) or _head(rep)
        out = groups.get(h[0]) if h[2] else None
        if out is None:
            rest.append(Symbol(rep))
        else:
            out.append(h[1])
    return groups, rest


_AT: dict[tuple[int, int], int] = {}
_TRUE = ("true", 1)
_PAIR = _ffi.new("clingo_symbol_t[2]")
_OUT = _ffi.new("clingo_symbol_t*")


def true_at(symbols: Iterable[Symbol], t: int) -> list[int]:
    """The handles of ``symbols``, each fluent ``true(F)`` as ``true(F, t)`` (built through clingo's C API and kept
    per handle: no Symbol made per fact in Python)."""
    heads, at, out = _HEADS, _AT, []
    if len(at) > _CACHE_LIMIT:
        at.clear()
    add = out.append
    for s in symbols:
        rep = s._rep
        r = at.get((rep, t))
        if r is None:
            h = heads.get(rep) or _head(rep)
            r = rep
            if h[0] == _TRUE and h[2]:
                _PAIR[0] = h[1][0]
                _lib.clingo_symbol_create_number(t, _OUT)
                _PAIR[1] = _OUT[0]
                if not _lib.clingo_symbol_create_function(b"true", _PAIR, 2, True, _OUT):
                    raise MemoryError("clingo could not build a symbol")
                r = _OUT[0]
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
    return [s for s in symbols if (heads.get(s._rep) or _head(s._rep))[0] == sig]


def arguments(s: Symbol) -> list[Symbol]:
    """The arguments of a function symbol (as ``s.arguments``, read through the handle cache)."""
    rep = s._rep
    return [Symbol(a) for a in (_HEADS.get(rep) or _head(rep))[1]]


_KEYS: dict[int, tuple] = {}


def sort_key(s: Symbol) -> tuple:
    """A key that orders symbols as clingo does (``sorted(symbols)``), computed without a comparison call per
    pair: numbers, then constants, then strings, then functions by arity, name and arguments."""
    return _key(s._rep)


def rep_key(rep: int) -> tuple:
    """:func:`sort_key` of the symbol with handle ``rep``."""
    return _KEYS.get(rep) or _key(rep)


def _key(rep: int) -> tuple:
    k = _KEYS.get(rep)
    if k is not None:
        return k
    ty = _TYPE(rep)
    if ty == _T_NUMBER:
        _lib.clingo_symbol_number(rep, _INT)
        k = (1, _INT[0])
    elif ty == _T_STRING:
        _lib.clingo_symbol_string(rep, _NAME)
        k = (4, _ffi.string(_NAME[0]))
    elif ty == _T_FUNCTION:
        args = _arguments(rep)
        _lib.clingo_symbol_is_positive(rep, _BOOL)
        name = _ffi.string(_NAME[0]) if _lib.clingo_symbol_name(rep, _NAME) else b""
        if not args:
            k = (2 if _BOOL[0] else 3, name)
        else:
            k = (5, 0 if _BOOL[0] else 1, len(args), name, *(_key(a) for a in args))
    else:
        k = (0 if ty == _lib.clingo_symbol_type_infimum else 7,)
    if len(_KEYS) > 1_000_000:
        _KEYS.clear()
    _KEYS[rep] = k
    return k


# --- adding facts to a Control and probing its atoms (the rest of clingo's C API this package uses) ---------

def add_facts(ctl: Control, facts: list[Symbol], at0: bool = False, more: list[int] = ()) -> None:
    """Add ``facts`` to ``ctl`` as facts through clingo's backend: the grounder takes them as facts, as it would
    the program text ``f.`` (clingo 5.8), without writing each symbol out and parsing it back (at 1,000 objects,
    about a third of the time of ``ctl.add`` of their text).

    With ``at0`` each fluent ``true(F)`` goes in as ``true(F, 0)``, the atom rules_asp/kernel/objects.lp's
    ``true(F, 0) :- true(F), time(0)`` makes of it (the facts then have ``time(0)``): the rules read only
    ``true/2``, and the grounder is spared a copy of every fluent (measured: 56,000 atoms at 10,000 objects)."""
    reps = true_at(facts, 0) if at0 else [s._rep for s in facts]
    if more:
        reps = reps + more
    with ctl.backend() as backend:
        try:  # clingo's C API through the package's own cffi handle, as pyglue/facts.py reads symbols: the same
            # two calls per fact without the wrappers' allocations (measured: about 0.2 s of 0.3 s at 10,000 objects)
            from clingo._internal import _handle_error

            rep = backend._rep
        except (ImportError, AttributeError):
            add_atom, add_rule = backend.add_atom, backend.add_rule
            for r in reps:
                add_rule([add_atom(Symbol(r))])
            return
        p_sym, p_atom, null = _ffi.new("clingo_symbol_t*"), _ffi.new("clingo_atom_t*"), _ffi.NULL
        atom, rule = _lib.clingo_backend_add_atom, _lib.clingo_backend_rule
        for r in reps:
            p_sym[0] = r
            if not (atom(rep, p_sym, p_atom) and rule(rep, False, p_atom, 1, null, 0)):
                _handle_error(False)


_SIGNATURES: dict[tuple[str, int], Any] = {}


def _put_signature(p: tuple[str, int], p_sig: Any, create: Any) -> None:
    """Put the clingo signature of predicate ``p`` (name, arity) into ``p_sig[0]``: made once with ``create``
    (clingo_signature_create) and kept in _SIGNATURES."""
    sig = _SIGNATURES.get(p)
    if sig is None:
        if not create(p[0].encode(), p[1], True, p_sig):
            raise MemoryError("clingo could not make a signature")
        _SIGNATURES[p] = p_sig[0]
    else:
        p_sig[0] = sig


def prober(ctl: Control) -> Callable[[tuple[str, int]], bool]:
    """A function telling whether ``ctl``'s grounding has an atom of a predicate (name, arity): clingo's symbolic
    atoms through the C API (a signature kept per predicate), about a tenth of the time of ``by_signature``."""
    try:
        rep = ctl.symbolic_atoms._rep
        begin, end, equal, create = (_lib.clingo_symbolic_atoms_begin, _lib.clingo_symbolic_atoms_end,
                                     _lib.clingo_symbolic_atoms_iterator_is_equal_to, _lib.clingo_signature_create)
    except (ImportError, AttributeError):
        atoms = ctl.symbolic_atoms
        return lambda p: next(iter(atoms.by_signature(*p)), None) is not None
    p_it, p_end, p_eq, p_sig = (_ffi.new("clingo_symbolic_atom_iterator_t*"), _ffi.new("clingo_symbolic_atom_iterator_t*"),
                                _ffi.new("bool*"), _ffi.new("clingo_signature_t*"))

    def has_atoms(p: tuple[str, int]) -> bool:
        _put_signature(p, p_sig, create)
        if not (begin(rep, p_sig, p_it) and end(rep, p_end) and equal(rep, p_it[0], p_end[0], p_eq)):
            raise RuntimeError("clingo could not read the symbolic atoms")
        return not p_eq[0]

    return has_atoms


def atom_lister(ctl: Control) -> Callable[[tuple[str, int]], list[int]]:
    """A function giving the handles of the atoms of a predicate (name, arity) in ``ctl``'s grounding so far (its
    symbolic atoms: every atom a ground rule may make true), through the C API as :func:`prober` reads them."""
    try:
        rep = ctl.symbolic_atoms._rep
        begin, valid, nxt, symbol, create = (_lib.clingo_symbolic_atoms_begin, _lib.clingo_symbolic_atoms_is_valid,
                                             _lib.clingo_symbolic_atoms_next, _lib.clingo_symbolic_atoms_symbol,
                                             _lib.clingo_signature_create)
    except (ImportError, AttributeError):
        atoms = ctl.symbolic_atoms
        return lambda p: [a.symbol._rep for a in atoms.by_signature(*p)]
    p_it, p_ok, p_sig, p_sym = (_ffi.new("clingo_symbolic_atom_iterator_t*"), _ffi.new("bool*"),
                                _ffi.new("clingo_signature_t*"), _ffi.new("clingo_symbol_t*"))

    def atoms_of(p: tuple[str, int]) -> list[int]:
        _put_signature(p, p_sig, create)
        out = []
        if not begin(rep, p_sig, p_it):
            raise RuntimeError("clingo could not read the symbolic atoms")
        while True:
            if not valid(rep, p_it[0], p_ok):
                raise RuntimeError("clingo could not read the symbolic atoms")
            if not p_ok[0]:
                return out
            if not (symbol(rep, p_it[0], p_sym) and nxt(rep, p_it[0], p_it)):
                raise RuntimeError("clingo could not read the symbolic atoms")
            out.append(p_sym[0])

    return atoms_of


def matches(rep: int, pattern: Any) -> bool:
    """Whether the symbol ``rep`` fits ``pattern`` (pyglue/relevant.py, :func:`~pyglue.relevant.patterns`): None
    fits anything, an int is a symbol's handle (clingo interns symbols: equal symbols have equal handles), a tuple
    ``(name, arity, argument patterns)`` a function of that name and arity whose arguments fit theirs."""
    if pattern is None:
        return True
    if pattern.__class__ is int:
        return rep == pattern
    h = _HEADS.get(rep) or _head(rep)
    if h[0] != (pattern[0], pattern[1]) or not h[2]:
        return False
    for a, q in zip(h[1], pattern[2]):
        if q is not None and not matches(a, q):
            return False
    return True
