"""Issue 26 item 4: pyglue's modules form layers: no import cycle, counting the imports inside functions (a
module imported late is still a module the importer depends on). A cycle is reported with its modules."""

from __future__ import annotations

import ast
from pathlib import Path

PYGLUE = Path(__file__).resolve().parent.parent / "pyglue"


def _modules() -> dict[str, Path]:
    out = {}
    for p in PYGLUE.rglob("*.py"):
        parts = p.relative_to(PYGLUE).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts) or "__init__"] = p
    return out


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The pyglue modules ``name`` imports anywhere in its text (``from . import x``, ``from .x import y``,
    ``from pyglue.x import y``, ``import pyglue.x``)."""
    package = name.split(".")[:-1] if path.name != "__init__.py" else name.split(".")
    package = [] if package == ["__init__"] else package
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        bases: list[list[str]] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
            elif node.module and node.module.split(".")[0] == "pyglue":
                base = []
                node = ast.ImportFrom(module=".".join(node.module.split(".")[1:]) or None, names=node.names)
            else:
                continue
            mod = base + (node.module.split(".") if node.module else [])
            bases = [mod] + [mod + [a.name] for a in node.names]
        elif isinstance(node, ast.Import):
            bases = [a.name.split(".")[1:] for a in node.names if a.name.split(".")[0] == "pyglue"]
        out |= {".".join(b) for b in bases if ".".join(b) in known}
    out.discard(name)
    return out


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_pyglue():
    mods = _modules()
    edges = {name: _imports(name, path, set(mods)) for name, path in mods.items()}
    assert edges["solve"] >= {"answers", "relevant", "state"}  # (the reader reads what it should)
    assert _cycles(edges) == []


def test_the_core_does_not_import_the_research_tools():
    """Issue 26 item 4: the research tools live in pyglue/research/ and only the interfaces import them (the CLI, the
    notebook pictures, and the old module names kept as aliases of the moved modules)."""
    mods = _modules()
    users = {name for name, path in mods.items() if not name.startswith("research")
             and any(m.startswith("research") for m in _imports(name, path, set(mods)))}
    assert users <= {"cli", "notebook", "check", "explore", "decisions", "derivation", "graph"}


def test_clingo_s_private_api_sits_at_the_bottom():
    """pyglue/clingo_c.py, the one module that uses clingo's private API, imports no pyglue module but errors: every
    other module may use it without a cycle."""
    mods = _modules()
    assert _imports("clingo_c", mods["clingo_c"], set(mods)) <= {"errors"}
