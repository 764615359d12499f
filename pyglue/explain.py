"""`mtgasp why`: how an object's characteristics come about, layer by layer (CR 613, 707).

The rules show, for one object, its values before copy effects, the copy effects in timestamp order
with the copiable values after each (CR 613.2, 707.2-707.9), the other effects with their layer
(CR 613.1) and the final characteristics; this module only lays them out as text lines.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from clingo import Function, String, Symbol

from .answers import face_dict, render_id, render_term
from .state import GameState, InputError

LAYER_NAMES = {"2": "control (613.1b)", "4": "type-changing (613.1d)", "5": "color-changing (613.1e)",
               "6": "ability adding/removing (613.1f)", "7b": "setting power/toughness (613.4b)",
               "7c": "modifying power/toughness (613.4c)"}


def _fmt(values: dict[str, Any]) -> str:
    from .ability_text import ability_text

    parts = []
    for k, v in sorted(values.items()):
        if v in (None, []):
            continue
        if k == "abilities":
            v = "; ".join(ability_text(a) for a in v)
        elif isinstance(v, list):
            v = "/".join(str(x) for x in v)
        parts.append(f"{k}: {v}")
    return ", ".join(parts)


def _source_text(src: Symbol) -> str:
    from .answers import _source_dict

    d = _source_dict(src)
    if "source" in d:
        return d["source"]
    if "card" in d:
        return f"the card {d['card']}"
    if "prepare_of" in d:
        return f"the prepare spell of {d['prepare_of']} (722.3c)"
    return render_term(src)


def explain_lines(state: GameState, oid: str, symbols: list[Symbol]) -> list[str]:
    """Text lines explaining object ``oid`` from an explain answer set."""
    base: dict[str, list] = defaultdict(list)
    copies: list[tuple[int, Symbol, Symbol]] = []
    after: dict[Symbol, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    exceptions: dict[Symbol, list[str]] = defaultdict(list)
    effects: list[tuple[int, str, str]] = []
    counters: list[int] = []
    final: list = []
    for s in symbols:
        a = s.arguments
        if s.name == "explain_base":
            base[a[1].name].append((a[2].name, a[3]))
        elif s.name == "explain_copy":
            copies.append((a[2].number, a[1], a[3]))
        elif s.name == "explain_after":
            after[a[0]][a[1].name].append((a[2].name, a[3]))
        elif s.name == "explain_exception":
            exceptions[a[0]].append(f"{a[1].name} {a[2].name} {render_term(a[3])}")
        elif s.name == "explain_effect":
            effects.append((a[2].number, a[3].string, render_id(a[1])))
        elif s.name == "explain_counters":
            counters.append(a[1].number)
        elif s.name == "explain_char":
            final.append((a[1].name, a[2]))
    lines = [f"{oid}:"]
    lines.append(f"  printed or defined values: {_fmt(face_dict(base.get('main', []))) or '(none)'}")
    for ts, e, src in sorted(copies, key=lambda c: (c[0], str(c[1]))):
        lines.append(f"  layer 1 (613.2), timestamp {ts}: copy of {_source_text(src)} (707.2)"
                     + (f", exceptions: {'; '.join(sorted(exceptions[e]))} (707.9)" if exceptions[e] else ""))
        lines.append(f"    copiable values now: {_fmt(face_dict(after[e].get('main', [])))}")
        if after[e].get("prepare"):
            lines.append(f"    prepare spell (722.2b): {_fmt(face_dict(after[e]['prepare']))}")
    for ts, layer, eid in sorted(effects, key=lambda x: (x[1], x[0], x[2])):
        lines.append(f"  layer {layer} {LAYER_NAMES.get(layer, '')}, timestamp {ts}: effect {eid}")
    for n in sorted(counters, reverse=True):   # +1/+1 counters (n > 0), -1/-1 counters (n < 0): CR 122.1a
        lines.append(f"  layer 7c {LAYER_NAMES['7c']}: {abs(n)} {'+1/+1' if n > 0 else '-1/-1'} counter(s) (122.1a)")
    lines.append(f"  characteristics: {_fmt(face_dict(final))}")
    return lines


def explain_facts(state: GameState, oid: str) -> list[Symbol]:
    """The ``explain/1`` fact for ``oid``; :class:`InputError` if there is no such object."""
    if oid not in state.objects:
        raise InputError([("OBJECT", f"unknown object {oid!r}")], state.source)
    return [Function("explain", [String(oid)])]
