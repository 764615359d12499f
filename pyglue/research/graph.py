"""Draw a state (``mtgasp graph``): objects grouped by zone, copy effects and prepare links.

What is drawn comes from the rules: ``rules_asp/graph.lp``, solved with the other rules in mode
``graph``, states the picture in clingraph's fact vocabulary (``graph/1``, ``graph/2``, ``node/2``,
``edge/2``, ``attr/4``; a label may come in parts ``attr(K, Id, (label, Key), V)``, joined in key
order). This module only reads those facts into a :class:`Picture` and writes it with the
``graphviz`` package: Graphviz DOT text for ``.dot`` (no Graphviz program needed), or ``.svg`` /
``.png`` through Graphviz's ``dot`` program. The ``graphviz`` package is used rather than clingraph
itself because clingraph renders every attribute value as a Jinja2 template, which would make a
card name containing ``{{`` template code, and it brings networkx and Jinja2 along; the facts stay
clingraph's, so clingraph can draw them too.
"""

from __future__ import annotations

import copy
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import graphviz
from clingo import Symbol, SymbolType

from ..answers import render_term
from ..program import on_release, parse_rules
from ..solve import Engine, SolveError
from ..state import GameState, InputError

#: Output formats by file suffix; ``None`` is DOT text, written without any Graphviz program.
FORMATS: dict[str, str | None] = {".dot": None, ".svg": "svg", ".png": "png"}

_RULES: list[Any] | None = None


class GraphvizMissing(RuntimeError):
    """Graphviz's ``dot`` program, needed to draw .svg or .png, is not installed (not on PATH)."""


class GraphvizFailed(RuntimeError):
    """Graphviz's ``dot`` program ran and failed."""


class _Labelled:
    """A picture's element: its ``label`` attribute, else its ``id`` (an edge has none: "")."""

    attrs: dict[str, str]

    @property
    def label(self) -> str:
        return self.attrs.get("label", getattr(self, "id", ""))


@dataclass
class Node(_Labelled):
    """A node: ``id`` is the object id (or ``card(...)`` / ``gone(...)`` for a copy source outside the state)."""

    id: str
    symbol: Symbol
    cluster: str | None
    attrs: dict[str, str] = field(default_factory=dict)


@dataclass
class Edge(_Labelled):
    """An arrow ``tail -> head``; ``kind`` is the copy effect's id, ``prepare_link`` or ``unlinked``."""

    tail: str
    head: str
    kind: str
    symbols: tuple[Symbol, Symbol]
    attrs: dict[str, str] = field(default_factory=dict)


@dataclass
class Cluster(_Labelled):
    """A zone's box (CR 400.1): ``zone(battlefield)``, or ``zone(hand,"alice")`` for a player's own zone."""

    id: str
    symbol: Symbol
    attrs: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The zone as ``graph --json`` names it: ``battlefield`` for a shared zone, ``OWNER:ZONE`` (``alice:hand``)
        for a player's own one, as a hidden card's id names its owner and zone (``hidden:alice:hand:1``)."""
        zone, *owner = (_element_id(a) for a in self.symbol.arguments)
        return ":".join([*owner, zone])


@dataclass
class Picture:
    """The picture the rules describe, with every attribute value as plain text (labels: lines with ``\\n``)."""

    attrs: dict[str, str]
    node_defaults: dict[str, str]
    edge_defaults: dict[str, str]
    clusters: dict[str, Cluster]
    nodes: dict[str, Node]
    edges: list[Edge]

    def edges_between(self, tail: str, head: str) -> list[Edge]:
        return [e for e in self.edges if e.tail == tail and e.head == head]

    def in_cluster(self, cluster: str) -> list[str]:
        return sorted(n.id for n in self.nodes.values() if n.cluster == cluster)


def graph_rules() -> list[Any]:
    """The parsed ``rules_asp/graph.lp`` (not part of main.lp: only ``graph`` grounds it), parsed once."""
    global _RULES
    if _RULES is None:
        _RULES = parse_rules("graph.lp")
        on_release(_forget)
    return _RULES


def _forget() -> None:
    global _RULES
    _RULES = None


def graph_facts(engine: Engine, state: GameState) -> list[Symbol]:
    """The shown atoms of the rules plus graph.lp in mode ``graph`` for ``state`` (one answer set, sorted)."""
    eng = copy.copy(engine)  # shares the logger, messages, options and time limit; only the program differs
    eng.program = engine.program + graph_rules()
    found = eng.solve(eng._facts(state, "graph"))
    if not found:
        raise SolveError("the rules found the state inconsistent (no answer set)")
    return found[0]


def picture(engine: Engine, state: GameState) -> Picture:
    """The picture of ``state`` the rules describe (see the module docstring)."""
    return picture_from_facts(graph_facts(engine, state))


def _order(sym: Symbol) -> tuple:
    """A sort key for label part keys: numbers, then constants and terms, then strings; tuples element-wise."""
    if sym.type == SymbolType.Number:
        return (0, sym.number, ())
    if sym.type == SymbolType.String:
        return (2, sym.string, ())
    if sym.type == SymbolType.Function:
        return (1, sym.name, tuple(_order(a) for a in sym.arguments))
    return (3, str(sym), ())


def _element_id(sym: Symbol) -> str:
    return sym.string if sym.type == SymbolType.String else str(sym)


def _label_text(text: str) -> str:
    lines = [line.strip() for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def picture_from_facts(symbols: list[Symbol]) -> Picture:
    """Read clingraph's facts (graph/1, graph/2, node/2, edge/2, attr/4) into a :class:`Picture`.

    ``attr(K, Id, Name, V)`` with ``Name = (label, Key)`` is one part of a label; the parts are
    joined in ``Key`` order (clingraph's convention); label lines are stripped and empty ones dropped.
    """
    parts: dict[tuple[str, Symbol], dict[str, list[tuple[tuple, str]]]] = {}
    top: list[Symbol] = []
    sub: dict[Symbol, Symbol] = {}
    node_in: dict[Symbol, Symbol] = {}
    edge_in: dict[Symbol, Symbol] = {}
    for s in symbols:
        if s.type != SymbolType.Function:
            continue
        args = s.arguments
        if s.name == "graph" and len(args) == 1:
            top.append(args[0])
        elif s.name == "graph" and len(args) == 2:
            sub[args[0]] = args[1]
        elif s.name == "node" and len(args) == 2:
            node_in[args[0]] = args[1]
        elif s.name == "edge" and len(args) == 2:
            edge_in[args[0]] = args[1]
        elif s.name == "attr" and len(args) == 4 and args[0].type == SymbolType.Function:
            kind, eid, name, value = args[0].name, args[1], args[2], args[3]
            if name.type == SymbolType.Function and name.name == "" and len(name.arguments) == 2:
                aname, key = name.arguments[0].name, (1, _order(name.arguments[1]))
            else:
                aname, key = name.name, (0,)
            parts.setdefault((kind, eid), {}).setdefault(aname, []).append((key, render_term(value)))

    def attrs(kind: str, eid: Symbol) -> dict[str, str]:
        out = {}
        for name, ps in sorted(parts.get((kind, eid), {}).items()):
            text = "".join(t for _, t in sorted(ps))
            out[name] = _label_text(text) if name == "label" else text
        return out

    root = min(top) if top else None
    clusters = {_element_id(c): Cluster(_element_id(c), c, attrs("graph", c)) for c in sorted(sub)}
    nodes = {}
    for n, g in sorted(node_in.items()):
        nodes[_element_id(n)] = Node(_element_id(n), n, None if g == root else _element_id(g), attrs("node", n))
    edges = []
    for e in sorted(edge_in):
        tail, head = e.arguments[0], e.arguments[1]
        kind = render_term(e.arguments[2]) if len(e.arguments) > 2 else ""
        edges.append(Edge(_element_id(tail), _element_id(head), kind, (tail, head), attrs("edge", e)))
    return Picture(attrs=attrs("graph", root) if root is not None else {},
                   node_defaults=attrs("graph_nodes", root) if root is not None else {},
                   edge_defaults=attrs("graph_edges", root) if root is not None else {},
                   clusters=clusters, nodes=nodes, edges=edges)


_SAFE_NAME = re.compile(r"[A-Za-z0-9_.]+")


def _dot_attrs(attrs: dict[str, str]) -> dict[str, str]:
    """Attribute values for DOT: label lines escaped (user data is text, never DOT escapes or HTML)."""
    out: dict[str, str] = {}
    for k, v in attrs.items():
        if k == "label":
            out[k] = graphviz.nohtml("\\n".join(graphviz.escape(line) for line in v.split("\n")))
        else:
            out[k] = v
    return out


def to_digraph(pic: Picture) -> graphviz.Digraph:
    """The picture as a ``graphviz.Digraph``, in a stable order (same picture, same DOT text).

    A node's DOT name is its id when that is plain (letters, digits, ``_`` and ``.``), else ``#1``,
    ``#2``, ... (a ``:`` would read as a port, and ``#`` keeps them apart from plain ids).
    """
    names: dict[Symbol, str] = {}
    other = 0
    for n in pic.nodes.values():
        if n.symbol.type == SymbolType.String and _SAFE_NAME.fullmatch(n.symbol.string):
            names[n.symbol] = n.symbol.string
        else:
            other += 1
            names[n.symbol] = f"#{other}"
    g = graphviz.Digraph("mtgasp", graph_attr=_dot_attrs(pic.attrs), node_attr=_dot_attrs(pic.node_defaults),
                         edge_attr=_dot_attrs(pic.edge_defaults))
    for i, cl in enumerate(pic.clusters.values(), 1):
        with g.subgraph(name=f"cluster_{i}") as sg:
            sg.attr(**_dot_attrs(cl.attrs))
            for n in pic.nodes.values():
                if n.cluster == cl.id:
                    sg.node(names[n.symbol], **_dot_attrs(n.attrs))
    for n in pic.nodes.values():
        if n.cluster is None or n.cluster not in pic.clusters:
            g.node(names[n.symbol], **_dot_attrs(n.attrs))
    for e in pic.edges:
        g.edge(names[e.symbols[0]], names[e.symbols[1]], **_dot_attrs(e.attrs))
    return g


def output_format(path: str | Path) -> str | None:
    """The format for ``path`` by its suffix (``None``: DOT text); :class:`InputError` for another suffix."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise InputError([("--out", "the file must end in .svg, .png or .dot")], str(path))
    return FORMATS[suffix]


def render(pic: Picture, fmt: str | None) -> bytes:
    """The picture as bytes: DOT text for ``fmt=None``, else drawn by Graphviz's ``dot`` (svg, png).

    Raises :class:`GraphvizMissing` when ``dot`` is not on PATH, :class:`GraphvizFailed` when it fails.
    """
    g = to_digraph(pic)
    if fmt is None:
        return g.source.encode("utf-8")
    missing = GraphvizMissing(
        f"drawing .{fmt} needs Graphviz's `dot` program, which is not installed (not on PATH). "
        "Install Graphviz (Debian/Ubuntu: apt-get install graphviz), or write DOT text with --out FILE.dot, "
        "which needs no Graphviz program.")
    if shutil.which("dot") is None:
        raise missing
    try:
        return g.pipe(format=fmt)
    except graphviz.ExecutableNotFound:
        raise missing from None
    except graphviz.CalledProcessError as exc:
        err = exc.stderr.decode("utf-8", "replace").strip() if isinstance(exc.stderr, bytes) else str(exc.stderr)
        raise GraphvizFailed(f"Graphviz's dot failed: {err or exc}") from None


def write(pic: Picture, path: str | Path) -> None:
    """Write the picture to ``path`` (.svg, .png or .dot by suffix), whole or not at all."""
    from ..state import write_atomic

    path = Path(path)
    data = render(pic, output_format(path))
    if not path.parent.is_dir():  # no folder is created: a mistyped path is an error, not a new folder
        raise InputError([("--out", "the folder it names doesn't exist")], str(path))
    write_atomic(path, data)
