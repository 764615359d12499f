"""The fast paths through clingo's own C API that the speed figures of issue 13 rely on (pyglue/facts.py, the one
module that uses it: reading symbols, ``add_facts``, ``prober``) are taken on the pinned clingo, and give what
the public API gives.

Each has a fallback to the public API, so a clingo whose internals moved would still answer correctly but slowly,
and nothing else would say so: these tests do."""

from __future__ import annotations

import clingo
from clingo import Control, Function, Number, String

from pyglue import facts as F
from pyglue.facts import add_facts


def _facts() -> list[clingo.Symbol]:
    return [Function("true", [Function("zone", [String("a"), Function("hand")])]),
            Function("true", [Function("tapped", [String("b")])]),
            Function("player", [String("alice")]),
            Function("n", [Number(3)])]


def _model(ctl: Control) -> list[str]:
    ctl.ground([("base", [])])
    out: list[str] = []
    ctl.solve(on_model=lambda m: out.extend(sorted(str(s) for s in m.symbols(atoms=True))))
    return out


def test_the_internals_the_fast_paths_use_are_there():
    """clingo's cffi handle and the C functions called through it, a backend's handle and a model's symbol
    handles: if one is missing, pyglue falls back to the public API (correct, several times slower)."""
    from clingo._internal import _ffi, _lib

    for name in ("clingo_backend_add_atom", "clingo_backend_rule", "clingo_symbol_create_function",
                 "clingo_symbol_create_number"):
        assert hasattr(_lib, name), name
    assert _ffi is not None
    ctl = Control()
    with ctl.backend() as backend:
        assert hasattr(backend, "_rep")
    ctl.add("base", [], "a. b.")
    ctl.ground([("base", [])])
    seen: list[bool] = []
    ctl.solve(on_model=lambda m: seen.append(getattr(m.symbols(atoms=True), "_p_symbols", None) is not None))
    assert seen == [True]


def test_facts_added_through_the_c_api_are_the_facts_given():
    """``add_facts`` gives the same atoms as adding the facts' program text, and with ``at0`` each fluent
    ``true(F)`` as ``true(F, 0)`` (what rules_asp/kernel/objects.lp would make of it), other facts as they are."""
    text = Control()
    text.add("base", [], "".join(f"{s}." for s in _facts()))
    ours = Control()
    add_facts(ours, _facts())
    assert _model(ours) == _model(text)
    at0 = Control()
    add_facts(at0, _facts(), at0=True)
    assert _model(at0) == sorted(['true(zone("a",hand),0)', 'true(tapped("b"),0)', 'player("alice")', "n(3)"])


def test_split_reads_a_models_symbols_as_the_public_api_does():
    """``facts.split`` over a model's symbols (read through their handles) and over the same symbols as a list
    (read one by one) groups the same arguments and leaves the same rest."""
    ctl = Control()
    ctl.add("base", [], 'char(o, power, 2). char(p, name, "x"). other(1). char(o, power, 2).')
    ctl.ground([("base", [])])
    got: list[tuple] = []

    def on_model(m: clingo.Model) -> None:
        shown = m.symbols(atoms=True)
        got.append(F.split(shown, [("char", 3)]))
        got.append(F.split(list(shown), [("char", 3)]))

    ctl.solve(on_model=on_model)
    (g1, r1), (g2, r2) = got
    assert g1 == g2 and len(g1[("char", 3)]) == 2
    assert [str(s) for s in r1] == [str(s) for s in r2] == ["other(1)"]
