"""The fast paths through clingo's own C API that the speed figures of issue 13 rely on (pyglue/clingo_c.py, the one
module that uses it: reading symbols, ``add_facts``, ``prober``, the AST reader) are taken on the pinned clingo,
and give what the public API gives.

Each has a fallback to the public API, so a clingo whose internals moved would still answer correctly but slowly,
and nothing else would say so: these tests do."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import clingo
from clingo import Control, Function, Number, String

from pyglue import facts as F
from pyglue.facts import add_facts

_ROOT = Path(__file__).resolve().parent.parent
_EXAMPLES = _ROOT / "examples" / "states"


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


# --- the public paths (pyglue/clingo_c.py's fallbacks) give the same answers ----------------------------------------

_RULE_FILES = ("kernel/objects.lp", "copy.lp", "faces.lp", "prepare.lp")
_STATES = ("cr707_3_vesuvan_doppelganger.yaml", "prepare_lifecycle.yaml")


def _dump(node: Any) -> Any:
    """A node read by pyglue/relevant.py's ``native`` as plain data: its type and its attributes read in."""
    if isinstance(node, list):
        return [_dump(x) for x in node]
    if isinstance(node, clingo.Symbol):
        return ["symbol", str(node)]
    if hasattr(node, "child_keys"):
        return [str(node.ast_type), node.child_keys, {k: _dump(v) for k, v in sorted(vars(node).items())}]
    return node


def _report() -> dict[str, Any]:
    """What the fast paths serve, as plain data: records and groups read from a model, sort keys, facts added and
    atoms probed, a few real rules files read and indexed, and the answers to queries on two example states."""
    from pyglue import Engine, load_state, relevant, schema
    from pyglue import clingo_c as C
    from pyglue.program import parse_rules

    out: dict[str, Any] = {"fast": C.FAST}
    ctl = Control()
    ctl.add("base", [], 'char(o, power, 2). char(p, name, "x"). -char(q, power, 1). other(1). other(-a). other(a). '
                        'other(#inf). other(#sup). t((1, "b")). '
                        'zone(o, hand). controller(o, "alice"). n(-3). s("é").')
    ctl.ground([("base", [])])
    models: list[list[clingo.Symbol]] = []
    ctl.solve(on_model=lambda m: models.append(list(m.symbols(atoms=True))))
    shown = models[0]
    groups, rest = F.split(shown, [("char", 3)])
    out["split"] = [{str(k): [[str(C.symbol(a)) for a in args] for args in v] for k, v in groups.items()},
                    [str(s) for s in rest]]
    preds = [p for p in vars(schema).values() if isinstance(p, schema.P)]
    got = F.unify(preds, shown)
    out["unify"] = sorted(f"{p.name}{[str(v) for v in r]}" for p in preds for r in got.query(p).all())
    out["sorted"] = [str(s) for s in sorted(shown, key=F.sort_key)]
    out["clingo_order"] = [str(s) for s in sorted(shown)]
    out["true_at"] = [str(C.symbol(h)) for h in F.true_at(_facts(), 4)]
    out["named"] = [str(s) for s in F.named(shown, "other", 1)]
    out["arguments"] = [str(a) for a in F.arguments(shown[0])]
    at0 = Control()
    add_facts(at0, _facts(), at0=True)
    out["add_facts"] = _model(at0)
    probe, atoms = C.prober(at0), C.atom_lister(at0)
    out["probe"] = [probe(("true", 2)), probe(("true", 1)), probe(("n", 1))]
    out["atoms"] = sorted(str(C.symbol(h)) for h in atoms(("true", 2)))
    pattern = ("true", 2, (("zone", 2, (None, C.handle(Function("hand")))), None))
    out["matches"] = [F.matches(h, pattern) for h in atoms(("true", 2))]
    stmts = parse_rules(*_RULE_FILES)
    out["ast"] = [_dump(relevant.native(s)) for s in stmts]
    out["index"] = relevant.index_document(stmts, "some rules")
    engine = Engine()
    for name in _STATES:
        state = load_state(str(_EXAMPLES / name))
        legal = engine.legal_actions(state)
        out[name] = {"derive": engine.derive(state).to_json(), "legal": legal.to_json(),
                     "apply": [o.to_json() for o in engine.apply(state, legal[0].action)]}
    return out


def _public_report() -> dict[str, Any]:
    """:func:`_report` in a fresh process where ``clingo._internal`` can't be imported by pyglue (clingo itself
    has loaded it): every pyglue/clingo_c.py function takes its public path."""
    code = ("import sys, json, clingo, clingo.ast\n"
            "sys.modules['clingo._internal'] = None\n"
            f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
            "import test_clingo_fast_paths as t\n"
            "print(json.dumps(t._report(), default=str))\n")
    env = dict(os.environ, PYTHONPATH=str(_ROOT))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600,
                          check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_the_fast_paths_are_taken_on_this_clingo():
    """pyglue/clingo_c.py takes each fast path: symbols by their int handles, a Control's symbolic atoms (prober,
    atom_lister) and an AST (relevant.py's reader) through the C binding."""
    from clingo import ast

    from pyglue import clingo_c as C
    from pyglue import relevant

    assert C.FAST
    assert C.HANDLE is int and isinstance(C.handle(Number(3)), int)
    assert C.handles([Number(3)]) == [Number(3)._rep]
    assert C._atoms_handle(Control()) is not None
    stmts: list = []
    ast.parse_string("a :- b.", stmts.append)
    relevant.native(stmts[-1])
    assert relevant._READER[0].__name__ == "read"  # (the public path's is read_public)


def test_the_public_paths_give_the_same_answers():
    """With clingo's private binding missing, pyglue takes its public paths and answers the same: the records,
    groups, sort keys, facts and atoms of facts.py, the AST of four rules files as relevant.py reads and indexes
    them, and derive, legal and apply on two example states (CR 707.3's Vesuvan Doppelganger, CR 722's prepare
    lifecycle)."""
    fast = json.loads(json.dumps(_report(), default=str))
    public = _public_report()
    assert fast.pop("fast") is True and public.pop("fast") is False
    assert fast["sorted"] == fast["clingo_order"]  # (the fast sort key orders as clingo does)
    for key in fast:
        assert public[key] == fast[key], key


def test_no_other_module_uses_clingo_s_private_api():
    """clingo's private names (its cffi binding ``clingo._internal`` and the ``_rep``/``_p_symbols`` handles of its
    objects) appear in pyglue/clingo_c.py only: anything else goes through its functions and their fallbacks."""
    private = re.compile(r"clingo\._internal|\b_internal\b|\._rep\b|_p_symbols|\b_ffi\b|\b_lib\b|_handle_error")
    found = {f"{p.relative_to(_ROOT)}:{i}" for p in sorted((_ROOT / "pyglue").rglob("*.py")) if p.name != "clingo_c.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if private.search(line)}
    assert found == set()
