"""The plain reader of answer symbols, through clingo's public ``Symbol`` API: the oracle that
tests/test_relevant.py checks pyglue.facts.unify (the reader through clingo's C handles) against. (It was
pyglue.schema.unify; only the tests read with it, issue 26 item 3.)"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable
from typing import Any

from clingo import Symbol, SymbolType


def _int(s: Symbol) -> int:
    if s.type is not SymbolType.Number:
        raise TypeError
    return s.number


def _const(s: Symbol) -> str:
    if s.type is not SymbolType.Function or s.arguments:
        raise TypeError
    return s.name if s.positive else f"-{s.name}"


def _str(s: Symbol) -> str:
    if s.type is not SymbolType.String:
        raise TypeError
    return s.string


#: per kind of a field of a pyglue.schema.P (its ``kinds``), how the plain reader reads the argument
_READ = {"symbol": lambda s: s, "integer": _int, "constant": _const, "string": _str}


class Facts:
    """The records of :func:`unify`, by predicate: ``facts.query(P).all()``."""

    def __init__(self, by_pred: dict[Any, list[Any]]) -> None:
        self._by_pred = by_pred

    def query(self, pred: Any) -> Any:
        rows = self._by_pred.get(pred, [])
        return type("Rows", (), {"all": lambda self: list(rows)})()


def _read(pred: Any, record: Any, sym: Symbol) -> Any:
    try:
        return record._make([_READ[k](a) for k, a in zip(pred.kinds, sym.arguments)])
    except TypeError:
        return None


def unify(preds: Iterable[Any], symbols: Iterable[Symbol]) -> Facts:
    """The symbols that are facts of ``preds`` (by name and arity, each argument of its field's kind), read
    into records, without duplicates and in the symbols' order; other symbols are skipped."""
    preds = list(preds)
    by_sig = {(p.name, p.arity): (p, namedtuple(f"{p.name}_", p.fields)) for p in preds}
    out: dict[Any, dict[Any, None]] = {}
    for sym in symbols:
        if sym.type is not SymbolType.Function:
            continue
        hit = by_sig.get((sym.name, len(sym.arguments)))
        if hit is None:
            continue
        rec = _read(hit[0], hit[1], sym)
        if rec is not None:
            out.setdefault(hit[0], {})[rec] = None
    return Facts({p: list(recs) for p, recs in out.items()})
