"""clingo's private API, and only here (issue 26 item 4): each function has a fast path through the clingo package's
own cffi binding and a fallback through the public API that gives the same result.

The private names used: ``clingo._internal``'s ``_ffi``, ``_lib`` and ``_handle_error``; the ``_rep`` handle of a
Symbol, an AST, a backend and a Control's symbolic atoms; a model's symbol sequence's ``_p_symbols``. They are
pinned with clingo (``clingo>=5.8,<5.9``); if one is missing, :data:`FAST` is False and every function takes its
public path (correct, several times slower): tests/test_clingo_fast_paths.py checks that the fast paths are taken
on the installed clingo and that the public paths give the same answers.

A symbol's *handle* is what pyglue keys its per-symbol caches by: clingo's ``clingo_symbol_t`` (an int; clingo
interns symbols, so equal symbols have equal handles) on the fast path, the Symbol itself on the public one
(Symbols are hashable, and equal symbols are equal). Other modules treat a handle as an opaque key: they get it
with :func:`handle` or :func:`handles`, read it with :func:`head`, :func:`number`, :func:`string` and
:func:`kind`, and turn it back into a Symbol with :func:`symbol`.

This module imports nothing of pyglue: it is the bottom layer (tests/test_layers.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any

from clingo import Function, Number, Symbol, SymbolType

#: a symbol's kind, as :func:`kind` gives it (the values of clingo's SymbolType)
FUNCTION, NUMBER, STRING = SymbolType.Function.value, SymbolType.Number.value, SymbolType.String.value
INFIMUM = SymbolType.Infimum.value

try:
    from clingo._internal import _ffi, _handle_error, _lib

    _TYPE, _ARGUMENTS, _POSITIVE, _NAME_OF = (_lib.clingo_symbol_type, _lib.clingo_symbol_arguments,
                                              _lib.clingo_symbol_is_positive, _lib.clingo_symbol_name)
    _NUMBER_OF, _STRING_OF = _lib.clingo_symbol_number, _lib.clingo_symbol_string
    _CREATE_NUMBER, _CREATE_FUNCTION = _lib.clingo_symbol_create_number, _lib.clingo_symbol_create_function
    _NAMES, _CONSTRUCTORS = _lib.g_clingo_ast_attribute_names.names, _lib.g_clingo_ast_constructors.constructors
    Number(0)._rep  # noqa: B018 - (a Symbol's handle: an AttributeError if it moved)
    FAST = True
except (ImportError, AttributeError):
    FAST = False

#: the type of a handle (``matches`` tells a handle from a pattern by it)
HANDLE: type = int if FAST else Symbol


def _same(x: Any) -> Any:
    return x


#: the handle of a Symbol
handle: Callable[[Symbol], Any] = attrgetter("_rep") if FAST else _same
#: the Symbol of a handle
symbol: Callable[[Any], Symbol] = Symbol if FAST else _same


def handles(symbols: Iterable[Symbol]) -> list[Any]:
    """The handles of ``symbols`` (a model's symbol sequence holds them: read without a Symbol each)."""
    if FAST:
        held = getattr(symbols, "_p_symbols", None)
        if held is not None:
            return _ffi.unpack(held, len(held))
        return [s._rep for s in symbols]  # (faster than a call of handle per symbol)
    return list(symbols)


if FAST:
    _P_NAME = _ffi.new("char**")
    _P_ARGS = _ffi.new("clingo_symbol_t**")
    _P_SIZE = _ffi.new("size_t*")
    _P_INT = _ffi.new("int*")
    _P_BOOL = _ffi.new("bool*")
    _P_PAIR = _ffi.new("clingo_symbol_t[2]")
    _P_OUT = _ffi.new("clingo_symbol_t*")

    #: the kind of the symbol with handle ``h`` (:data:`FUNCTION`, :data:`NUMBER`, :data:`STRING`, ...)
    kind: Callable[[Any], int] = _TYPE

    def head(h: Any) -> tuple[tuple[str, int], tuple[Any, ...], bool] | None:
        """``((name, arity), argument handles, positive)`` of the function symbol with handle ``h``, else None."""
        if _TYPE(h) != FUNCTION:
            return None
        _ARGUMENTS(h, _P_ARGS, _P_SIZE)
        args = tuple(_P_ARGS[0][0:_P_SIZE[0]])
        _POSITIVE(h, _P_BOOL)
        positive = bool(_P_BOOL[0])
        _NAME_OF(h, _P_NAME)
        return (_ffi.string(_P_NAME[0]).decode(), len(args)), args, positive

    def number(h: Any) -> int | None:
        """The number of the symbol with handle ``h`` if it is a number, else None."""
        if _TYPE(h) != NUMBER:
            return None
        _NUMBER_OF(h, _P_INT)
        return _P_INT[0]

    def string(h: Any) -> str | None:
        """The string of the symbol with handle ``h`` if it is a string, else None."""
        if _TYPE(h) != STRING:
            return None
        _STRING_OF(h, _P_NAME)
        return _ffi.string(_P_NAME[0]).decode()

    def fluent_at(f: Any, t: int) -> Any:
        """The handle of ``true(F, t)`` for the handle ``f`` of ``F`` (no Symbol made in Python)."""
        _P_PAIR[0] = f
        _CREATE_NUMBER(t, _P_OUT)
        _P_PAIR[1] = _P_OUT[0]
        if not _CREATE_FUNCTION(b"true", _P_PAIR, 2, True, _P_OUT):
            raise MemoryError("clingo could not build a symbol")
        return _P_OUT[0]
else:
    def kind(h: Any) -> int:
        return h.type.value

    def head(h: Any) -> tuple[tuple[str, int], tuple[Any, ...], bool] | None:
        if h.type != SymbolType.Function:
            return None
        args = tuple(h.arguments)
        return (h.name, len(args)), args, h.positive

    def number(h: Any) -> int | None:
        return h.number if h.type == SymbolType.Number else None

    def string(h: Any) -> str | None:
        return h.string if h.type == SymbolType.String else None

    def fluent_at(f: Any, t: int) -> Any:
        return Function("true", [f, Number(t)])


# --- a Control: facts added through its backend, its atoms probed -------------------------------------------------

def add_facts(ctl: Any, facts: Iterable[Any]) -> None:
    """Add the symbols with handles ``facts`` to ``ctl`` as facts through clingo's backend (the grounder takes them
    as it would the program text ``f.``): on the fast path, the backend's two calls per fact without the wrappers'
    allocations (measured: about 0.2 s of 0.3 s at 10,000 objects)."""
    with ctl.backend() as backend:
        rep = getattr(backend, "_rep", None) if FAST else None
        if rep is None:
            add_atom, add_rule = backend.add_atom, backend.add_rule
            for h in facts:
                add_rule([add_atom(symbol(h))])
            return
        p_sym, p_atom, null = _ffi.new("clingo_symbol_t*"), _ffi.new("clingo_atom_t*"), _ffi.NULL
        atom, rule = _lib.clingo_backend_add_atom, _lib.clingo_backend_rule
        for h in facts:
            p_sym[0] = h
            if not (atom(rep, p_sym, p_atom) and rule(rep, False, p_atom, 1, null, 0)):
                _handle_error(False)


_SIGNATURES: dict[tuple[str, int], Any] = {}


def _put_signature(p: tuple[str, int], p_sig: Any) -> None:
    """Put the clingo signature of predicate ``p`` (name, arity) into ``p_sig[0]`` (made once, kept)."""
    sig = _SIGNATURES.get(p)
    if sig is None:
        if not _lib.clingo_signature_create(p[0].encode(), p[1], True, p_sig):
            raise MemoryError("clingo could not make a signature")
        _SIGNATURES[p] = p_sig[0]
    else:
        p_sig[0] = sig


def _atoms_handle(ctl: Any) -> Any:
    return getattr(ctl.symbolic_atoms, "_rep", None) if FAST else None


def prober(ctl: Any) -> Callable[[tuple[str, int]], bool]:
    """A function telling whether ``ctl``'s grounding has an atom of a predicate (name, arity): on the fast path
    clingo's symbolic atoms through the C API (a signature kept per predicate), about a tenth of the time of
    ``by_signature``."""
    rep = _atoms_handle(ctl)
    if rep is None:
        atoms = ctl.symbolic_atoms
        return lambda p: next(iter(atoms.by_signature(*p)), None) is not None
    begin, end, equal = (_lib.clingo_symbolic_atoms_begin, _lib.clingo_symbolic_atoms_end,
                         _lib.clingo_symbolic_atoms_iterator_is_equal_to)
    p_it, p_end, p_eq, p_sig = (_ffi.new("clingo_symbolic_atom_iterator_t*"), _ffi.new("clingo_symbolic_atom_iterator_t*"),
                                _ffi.new("bool*"), _ffi.new("clingo_signature_t*"))

    def has_atoms(p: tuple[str, int]) -> bool:
        _put_signature(p, p_sig)
        if not (begin(rep, p_sig, p_it) and end(rep, p_end) and equal(rep, p_it[0], p_end[0], p_eq)):
            raise RuntimeError("clingo could not read the symbolic atoms")
        return not p_eq[0]

    return has_atoms


def atom_lister(ctl: Any) -> Callable[[tuple[str, int]], list[Any]]:
    """A function giving the handles of the atoms of a predicate (name, arity) in ``ctl``'s grounding so far (its
    symbolic atoms: every atom a ground rule may make true), read as :func:`prober` reads them."""
    rep = _atoms_handle(ctl)
    if rep is None:
        atoms = ctl.symbolic_atoms
        return lambda p: [handle(a.symbol) for a in atoms.by_signature(*p)]
    begin, valid, nxt, sym = (_lib.clingo_symbolic_atoms_begin, _lib.clingo_symbolic_atoms_is_valid,
                              _lib.clingo_symbolic_atoms_next, _lib.clingo_symbolic_atoms_symbol)
    p_it, p_ok, p_sig, p_sym = (_ffi.new("clingo_symbolic_atom_iterator_t*"), _ffi.new("bool*"),
                                _ffi.new("clingo_signature_t*"), _ffi.new("clingo_symbol_t*"))

    def atoms_of(p: tuple[str, int]) -> list[Any]:
        _put_signature(p, p_sig)
        out = []
        if not begin(rep, p_sig, p_it):
            raise RuntimeError("clingo could not read the symbolic atoms")
        while True:
            if not valid(rep, p_it[0], p_ok):
                raise RuntimeError("clingo could not read the symbolic atoms")
            if not p_ok[0]:
                return out
            if not (sym(rep, p_it[0], p_sym) and nxt(rep, p_it[0], p_it)):
                raise RuntimeError("clingo could not read the symbolic atoms")
            out.append(p_sym[0])

    return atoms_of


# --- an AST read into plain Python objects -------------------------------------------------------------------------

def ast_reader(node: type) -> Callable[[Any], Any]:
    """A function reading a clingo AST into objects of the class ``node`` (slots ``ast_type``, ``child_keys``,
    ``_ast`` and a ``__dict__``): each node's type, child keys and itself, and as plain attributes its numbers,
    strings, symbols, nodes (None for an absent optional one) and lists of nodes (not its location, nor a list of
    strings). The fast path reads the attributes through clingo's C binding (clingo.ast's attribute access checks
    and wraps each value: three calls per read)."""
    from clingo import ast as A
    from clingo.ast import ASTType

    if not FAST:
        def read_public(ast: Any) -> Any:
            out = node()
            out.ast_type, out.child_keys, out._ast = ast.ast_type, ast.child_keys, ast
            d = out.__dict__
            children = set(out.child_keys)
            for name in ast.keys():  # noqa: SIM118 - (an AST's own method, not a dict's)
                v = getattr(ast, name)
                if isinstance(v, A.AST):
                    d[name] = read_public(v)
                elif isinstance(v, A.ASTSequence):
                    d[name] = [read_public(x) for x in v]
                elif v is None and name in children:
                    d[name] = None
                elif isinstance(v, (int, str, Symbol)):
                    d[name] = v
            return out

        return read_public

    p_type = _ffi.new("clingo_ast_type_t*")
    p_ast = _ffi.new("clingo_ast_t**")
    p_num = _ffi.new("int*")
    p_str = _ffi.new("char const**")
    p_sym = _ffi.new("clingo_symbol_t*")
    p_size = _ffi.new("size_t*")
    AST_, OPTIONAL, ARRAY = (_lib.clingo_ast_attribute_type_ast, _lib.clingo_ast_attribute_type_optional_ast,
                             _lib.clingo_ast_attribute_type_ast_array)
    NUMBER_, STRING_, SYMBOL_ = (_lib.clingo_ast_attribute_type_number, _lib.clingo_ast_attribute_type_string,
                                 _lib.clingo_ast_attribute_type_symbol)
    get_ast, get_optional, get_at = (_lib.clingo_ast_attribute_get_ast, _lib.clingo_ast_attribute_get_optional_ast,
                                     _lib.clingo_ast_attribute_get_ast_at)
    get_num, get_str, get_sym = (_lib.clingo_ast_attribute_get_number, _lib.clingo_ast_attribute_get_string,
                                 _lib.clingo_ast_attribute_get_symbol)
    size_of, get_type, NULL, AST = _lib.clingo_ast_attribute_size_ast_array, _lib.clingo_ast_get_type, _ffi.NULL, A.AST
    schemas: dict[int, tuple[Any, list[str], list[tuple[str, int, int]]]] = {}

    def fail() -> None:
        raise RuntimeError("clingo: an AST attribute can't be read")

    def schema(t: int) -> tuple[Any, list[str], list[tuple[str, int, int]]]:
        cons = _CONSTRUCTORS[t]
        attrs = [(_ffi.string(_NAMES[cons.arguments[j].attribute]).decode(), cons.arguments[j].attribute,
                  cons.arguments[j].type) for j in range(cons.size)]
        out = schemas[t] = (ASTType(t), [n for n, _, k in attrs if k in (AST_, OPTIONAL, ARRAY)],
                            [a for a in attrs if a[2] in (AST_, OPTIONAL, ARRAY, NUMBER_, STRING_, SYMBOL_)])
        return out

    def read(ast: Any) -> Any:
        rep = ast._rep
        if not get_type(rep, p_type):
            fail()
        t = p_type[0]
        ast_type, child_keys, attrs = schemas.get(t) or schema(t)
        out = node()
        out.ast_type, out.child_keys, out._ast = ast_type, child_keys, ast
        d = out.__dict__
        for name, aid, k in attrs:
            if k == AST_:
                if not get_ast(rep, aid, p_ast):
                    fail()
                d[name] = read(AST(p_ast[0]))  # (an AST takes the reference clingo hands out, and releases it)
            elif k == ARRAY:
                if not size_of(rep, aid, p_size):
                    fail()
                items = []
                for i in range(p_size[0]):
                    if not get_at(rep, aid, i, p_ast):
                        fail()
                    items.append(read(AST(p_ast[0])))
                d[name] = items
            elif k == NUMBER_:
                if not get_num(rep, aid, p_num):
                    fail()
                d[name] = p_num[0]
            elif k == SYMBOL_:
                if not get_sym(rep, aid, p_sym):
                    fail()
                d[name] = Symbol(p_sym[0])
            elif k == STRING_:
                if not get_str(rep, aid, p_str):
                    fail()
                d[name] = _ffi.string(p_str[0]).decode()
            else:
                if not get_optional(rep, aid, p_ast):
                    fail()
                d[name] = None if p_ast[0] == NULL else read(AST(p_ast[0]))
        return out

    return read
