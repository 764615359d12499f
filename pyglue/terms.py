"""One generic encoder for the vocabulary templates declared as data (pyglue/data/vocabulary.json).

A template ``name`` with arguments ``a1 .. an`` is the YAML mapping ``{name: v1, a2: v2, ...}`` (the head
key carries the first argument; a template without arguments is the plain string ``name``) and the clingo
term ``name(V1, ..., Vn)``. Each argument is converted by its declared type; omitted arguments take their
declared default. The inverse, :func:`decode`, gives back the mapping with every argument (so that output
does not depend on what a card file omitted). No template needs Python code of its own: adding one means
a vocabulary.json entry, the grammar rule that produces it and the .lp rules that act on it.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Callable

from clingo import Function, Number, String, Symbol, SymbolType, Tuple_

#: the kinds of place a template may stand (vocabulary.json's ``kind``)
KINDS = ("ability", "effect", "target", "event", "condition")


@lru_cache(maxsize=1)
def templates() -> dict[str, dict[str, Any]]:
    """The declared templates by name."""
    text = resources.files("pyglue").joinpath("data/vocabulary.json").read_text(encoding="utf-8")
    return json.loads(text)["templates"]


def of_kind(kind: str) -> dict[str, dict[str, Any]]:
    return {n: t for n, t in templates().items() if t["kind"] == kind}


def head(value: Any, kind: str) -> str | None:
    """The template of ``kind`` that ``value`` is written in, or None."""
    tpls = templates()
    if isinstance(value, str):
        t = tpls.get(value)
        return value if t and t["kind"] == kind and not t["args"] else None
    if isinstance(value, dict):
        names = [k for k in value if k in tpls and tpls[k]["kind"] == kind and tpls[k]["args"]
                 and tpls[k]["args"][0]["key"] == k]
        return names[0] if len(names) == 1 else None
    return None


class Codec:
    """The converters for the argument types that refer back to the rest of the vocabulary."""

    def __init__(self, error: Callable[[str, str], Exception], effect: Callable[[Any, str], Symbol],
                 target: Callable[[Any, str], Symbol], keyword: Callable[[Any, str], Symbol],
                 mana_cost: Callable[[Any, str], Symbol], card_types: tuple[str, ...],
                 on_types: Callable[[Symbol, list[str]], None] = lambda sym, types: None) -> None:
        self.error, self.effect, self.target, self.keyword = error, effect, target, keyword
        self.mana_cost, self.card_types, self.on_types = mana_cost, card_types, on_types

    def encode(self, kind: str, value: Any, path: str) -> Symbol:
        """The term of ``value``, written in a template of ``kind`` (raises the codec's error otherwise)."""
        name = head(value, kind)
        if name is None:
            allowed = ", ".join(sorted(of_kind(kind)))
            raise self.error(path, f"expected a {kind} of the vocabulary ({allowed}), got {value!r}")
        tpl = templates()[name]
        if not tpl["args"]:
            return Function(name)
        keys = {a["key"] for a in tpl["args"]}
        extra = sorted(str(k) for k in value if k not in keys)
        if extra:
            raise self.error(path, f"unknown key(s) {extra} for {name}; allowed: {sorted(keys)}")
        args = []
        for a in tpl["args"]:
            p = f"{path}.{a['key']}"
            if a["key"] in value:
                args.append(self.argument(a, value[a["key"]], p))
            elif "default" in a:
                args.append(self.argument(a, a["default"], p))
            else:
                raise self.error(p, f"{name} needs {a['key']}")
        # "term": "name": the arguments are checked but the term is the plain name ({counter: target} is the
        # constant counter: the rules read the target from the ability's target slot)
        return Function(name) if tpl.get("term") == "name" else Function(name, args)

    def argument(self, a: dict[str, Any], v: Any, path: str) -> Symbol:
        t = a["type"]
        if t == "const":
            values = self.card_types if a.get("values_from") == "card_types" else tuple(a["values"])
            if v not in values:
                raise self.error(path, f"expected one of {', '.join(values)}, got {v!r}")
            return Function(v)
        if t in ("int", "posint"):
            low = 1 if t == "posint" else a.get("min", 0)
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v < 1000:
                raise self.error(path, f"expected a whole number from {low} to 999, got {v!r}")
            return Number(v)
        if t == "amount":
            if v in ("X", "x"):
                return Function("x")
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 1000:
                raise self.error(path, f"expected a number or X, got {v!r}")
            return Number(v)
        if t == "bool":
            if v not in (True, False):
                raise self.error(path, f"expected true or false, got {v!r}")
            return Function("yes" if v else "no")
        if t == "string":
            if not isinstance(v, str) or not v:
                raise self.error(path, f"expected a text, got {v!r}")
            return String(v)
        if t == "object":
            # the id of an object the rules named (a spell or ability on the stack): a string, as user ids are
            if not isinstance(v, str) or not v:
                raise self.error(path, f"expected the id of an object, got {v!r}")
            return String(v)
        if t == "mana_cost":
            return self.mana_cost(v, path)
        if t == "keyword":
            return self.keyword(v, path)
        if t == "card_types":
            if not isinstance(v, list) or any(x not in self.card_types for x in v) or len(v) < a.get("min_items", 0):
                least = " (at least one)" if a.get("min_items") else ""
                raise self.error(path, f"expected a list of card types among {', '.join(self.card_types)}{least}")
            sym = Tuple_([Function(x) for x in sorted(set(v))])
            self.on_types(sym, sorted(set(v)))  # spec_types(Tuple, Type) facts: the rules match a type in the list
            return sym
        if t == "effect":
            return self.effect(v, path)
        if t == "target":
            return self.target(v, path)
        if t in ("condition", "event"):
            return self.encode(t, v, path)
        if t == "events":
            if not isinstance(v, list) or len(v) < 2:
                raise self.error(path, "expected a list of two or more events")
            return Tuple_([self.event(x, f"{path}[{i}]") for i, x in enumerate(v)])
        raise AssertionError(f"vocabulary.json: unknown argument type {t!r}")

    def event(self, v: Any, path: str) -> Symbol:
        """A trigger event: a plain event name of the hand-written vocabulary, or an event template."""
        if head(v, "event") is None and isinstance(v, str) and v in self.plain_events:
            return Function(v)
        return self.encode("event", v, path)

    plain_events: tuple[str, ...] = ()


def is_template_term(sym: Symbol) -> bool:
    """Whether ``sym`` is a term of a declared template (by name and arity)."""
    if sym.type != SymbolType.Function or not sym.name:
        return False
    tpl = templates().get(sym.name)
    if tpl is None:
        return False
    return not sym.arguments if tpl.get("term") == "name" else len(tpl["args"]) == len(sym.arguments)


def decode(sym: Symbol, to_yaml: Callable[[Symbol], Any], target_yaml: Callable[[Symbol], Any]) -> Any:
    """The YAML value of a template term (the inverse of :meth:`Codec.encode`)."""
    tpl = templates()[sym.name]
    if not tpl["args"]:
        return sym.name
    if tpl.get("term") == "name":
        return {a["key"]: a.get("default", a.get("values", [None])[0]) for a in tpl["args"]}
    out: dict[str, Any] = {}
    for a, v in zip(tpl["args"], sym.arguments):
        out[a["key"]] = _decode_arg(a["type"], v, to_yaml, target_yaml)
    return out


def _decode_arg(t: str, v: Symbol, to_yaml: Callable[[Symbol], Any], target_yaml: Callable[[Symbol], Any]) -> Any:
    if t == "const":
        return v.name
    if t in ("int", "posint"):
        return v.number
    if t == "amount":
        return v.number if v.type == SymbolType.Number else "X"
    if t == "bool":
        return v.name == "yes"
    if t in ("string", "mana_cost"):
        return v.string
    if t == "object":
        from .answers import render_id  # ids the rules made (ability(...)) print as answers print them
        return render_id(v)
    if t == "card_types":
        return [x.name for x in v.arguments]
    if t == "target":
        return target_yaml(v)
    if t == "events":
        return [to_yaml(x) for x in v.arguments]
    return to_yaml(v)


def render(value: Any, describe: Callable[[Any], str]) -> str | None:
    """A short English rendering of a template's YAML value from its ``text`` pattern, or None."""
    name = value if isinstance(value, str) else next((k for k in value if k in templates()), None) \
        if isinstance(value, dict) else None
    tpl = templates().get(name) if name else None
    if tpl is None or (isinstance(value, dict) and tpl["args"] and tpl["args"][0]["key"] != name):
        return None
    fields = {}
    for a in tpl["args"]:
        v = value.get(a["key"], a.get("default")) if isinstance(value, dict) else None
        if isinstance(v, list):
            v = "/".join(describe(x) if isinstance(x, (dict, list)) else str(x) for x in v) or "any"
        elif isinstance(v, (dict,)):
            v = describe(v)
        fields[a["key"]] = str(v).replace("_", " ") if isinstance(v, str) else v
    return tpl["text"].format(**fields)


def unsupported_texts(abilities: list[Any]) -> list[str]:
    """The Oracle sentences kept as ``{unsupported: TEXT}`` among YAML abilities."""
    return [a["unsupported"] for a in abilities if isinstance(a, dict) and "unsupported" in a]


def json_schema() -> dict[str, Any]:
    """The declared templates as JSON Schema, each with its kind, rules and description (documentation of the
    vocabulary for `mtgasp schema cards`; pyglue/vocabulary.py does the checking)."""
    simple = {"int": {"type": "integer", "minimum": 0, "maximum": 999},
              "posint": {"type": "integer", "minimum": 1, "maximum": 999},
              "amount": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 999}, {"const": "X"}]},
              "bool": {"type": "boolean"}, "string": {"type": "string", "minLength": 1},
              "object": {"type": "string", "minLength": 1, "description": "the id of an object"},
              "mana_cost": {"type": "string", "description": "a mana cost such as {R}{R}"},
              "keyword": {"type": "string", "description": "a keyword ability"},
              "card_types": {"type": "array", "items": {"type": "string"}, "description": "card types"},
              "events": {"type": "array", "items": {"$ref": "#/$defs/vocabulary/event"}, "minItems": 2}}
    out: dict[str, Any] = {}
    for name, tpl in sorted(templates().items()):
        doc = {"description": tpl["description"] + (f" (CR {', '.join(tpl['cr'])})" if tpl.get("cr") else ""),
               "x-kind": tpl["kind"], "x-acted-on": tpl.get("acted_on", True)}
        if not tpl["args"]:
            out[name] = dict(doc, const=name)
            continue
        props = {}
        for a in tpl["args"]:
            t = a["type"]
            if t == "const":
                p = {"enum": a["values"]} if "values" in a else {"type": "string", "description": "a card type"}
            else:
                p = dict(simple.get(t, {"description": f"a vocabulary {t}"}))
            if "default" in a:
                p["default"] = a["default"]
            props[a["key"]] = p
        required = [a["key"] for a in tpl["args"] if "default" not in a]
        out[name] = dict(doc, type="object", properties=props, required=required, additionalProperties=False)
    return out
