"""One generic encoder for the vocabulary templates declared as data (pyglue/data/vocabulary.json).

A template ``name`` with arguments ``a1 .. an`` is the YAML mapping ``{name: v1, a2: v2, ...}`` (the head
key carries the first argument; a template without arguments is the plain string ``name``) and the clingo
term ``name(V1, ..., Vn)``. Each argument is converted by its declared type; omitted arguments take their
declared default. The inverse, :func:`decode`, gives back the mapping with every argument (so that output
does not depend on what a card file omitted) except those marked ``omit_default`` that have their default.
No template needs Python code of its own: adding one means a vocabulary.json entry, the grammar rule that
produces it and the .lp rules that act on it.

What a template may declare besides ``kind`` and ``args`` (each documented in vocabulary.json's description):
``head`` (the YAML key that carries the template when it is not the term's name: templates sharing a head
key are told apart by the head's const value and by the keys present); ``term: name`` (the term is the plain
name); per argument ``term: false`` (checked, not part of the term), ``default`` (``null``: the constant
``none``), ``omit_default``, ``wrap`` (the value is ``wrap(V)``), ``params`` (a const value that takes the
listed sibling keys as its own arguments, ``grant_foretell(N)``), ``pair`` (a sibling key joined to the argument:
``when(Event, Condition)``), ``missing`` (the message when it is absent), ``unwrap``, and the types below (``record``:
a mapping of its own ``args``, ``{spell: {effect, target}}``); ``yaml_order``: the order of the keys read back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from clingo import Function, Number, String, Symbol, SymbolType, Tuple_

from .clingo_c import handle
from .files import files

#: the kinds of place a template may stand (vocabulary.json's ``kind``); amount, cost and restriction templates stand only
#: inside another template's argument ({damage: {power_of: sacrificed}}, {additional_cost: {sacrifice: TYPE}})
KINDS = ("ability", "keyword", "effect", "target", "event", "condition", "amount", "cost", "restriction")
#: the mana letters of a mana_letter argument (CR 105.1, 106.1b: W U B R G, and C for colorless)
MANA_LETTERS = ("W", "U", "B", "R", "G", "C")


@lru_cache(maxsize=1)
def templates() -> dict[str, dict[str, Any]]:
    """The declared templates by name."""
    text = files("pyglue").joinpath("data/vocabulary.json").read_text(encoding="utf-8")
    return json.loads(text)["templates"]


@lru_cache(maxsize=1)
def activation() -> dict[str, Any]:
    """The extra activation costs and activation restrictions declared (vocabulary.json's ``activation``)."""
    text = files("pyglue").joinpath("data/vocabulary.json").read_text(encoding="utf-8")
    return json.loads(text)["activation"]


def of_kind(kind: str) -> dict[str, dict[str, Any]]:
    return {n: t for n, t in templates().items() if t["kind"] == kind}


def head_key(name: str) -> str:
    """The YAML key that carries template ``name`` (its name unless it declares ``head``)."""
    return templates()[name].get("head", name)


@cache
def _by_head(kind: str) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for n, t in sorted(of_kind(kind).items()):
        if t["args"]:
            out.setdefault(t.get("head", n), []).append(n)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _keys(name: str) -> frozenset[str]:
    """The keys template ``name`` takes (its arguments', their params' and pairs')."""
    args = templates()[name]["args"]
    return frozenset([a["key"] for a in args] + [p["key"] for a in args for ps in a.get("params", {}).values() for p in ps]
                     + [a["pair"]["key"] for a in args if "pair" in a])


def _fit(name: str, value: dict) -> tuple[bool, bool, bool]:
    """How well ``value`` fits template ``name``: its head value, its required keys, no other keys."""
    tpl = templates()[name]
    h = next(a for a in tpl["args"] if a["key"] == head_key(name))
    v = value[h["key"]]
    head_ok = h["type"] != "const" or "values" not in h or isinstance(v, str) and v in h["values"] \
        or "values_from" in h
    return (head_ok, all(a["key"] in value for a in tpl["args"] if "default" not in a),
            all(k in _keys(name) for k in value))


def head_keys(kind: str) -> tuple[str, ...]:
    """The YAML keys that carry the templates of ``kind`` (with arguments)."""
    return tuple(_by_head(kind))


def head(value: Any, kind: str) -> str | None:
    """The template of ``kind`` that ``value`` is written in, or None. Of templates that share a head key the
    one ``value`` fits best: head value first, then the required keys, then no other keys (the encoder then
    names what does not fit)."""
    tpls = templates()
    if isinstance(value, str):
        t = tpls.get(value)
        return value if t and t["kind"] == kind and not t["args"] else None
    if isinstance(value, dict):
        by_head = _by_head(kind)
        keys = [k for k in value if k in by_head]
        if len(keys) > 1:   # (a template's other key may head another: {copy_this_spell: ..., if: ...}): its template
            keys = [k for k in keys if any(all(o == k or o in _keys(n) for o in keys) for n in by_head[k])]
        if len(keys) != 1:
            return None
        names = by_head[keys[0]]
        return max(names, key=lambda n: _fit(n, value)) if len(names) > 1 else names[0]
    return None


def named(allowed: tuple[str, ...], given: list[str]) -> str:
    """The allowed keys, or past a dozen the few closest to those given and a count (the ability keys are ~190)."""
    if len(allowed) <= 12:
        return ", ".join(allowed)
    import difflib

    near = list(dict.fromkeys(m for g in given for m in difflib.get_close_matches(g, allowed, n=4, cutoff=0.5)))
    shown = near[:6] or list(allowed[:6])
    return (f"{', '.join(shown)}, ... ({len(allowed)} in all: `mtgasp schema cards`, $defs.vocabulary; "
            "docs/vocabulary.md)")


class Codec:
    """The converters for the argument types that refer back to the rest of the vocabulary."""

    def __init__(self, error: Callable[[str, str], Exception], effect: Callable[[Any, str], Symbol],
                 target: Callable[[Any, str], Symbol], keyword: Callable[[Any, str], Symbol],
                 mana_cost: Callable[[Any, str], Symbol], card_types: tuple[str, ...],
                 on_types: Callable[[Symbol, list[str]], None] = lambda sym, types: None,
                 exception: Callable[[Any, str], Symbol] | None = None,
                 on_fact: Callable[[str, Symbol, Symbol], None] = lambda fact, term, item: None) -> None:
        self.error, self.effect, self.target, self.keyword = error, effect, target, keyword
        self.mana_cost, self.card_types, self.on_types = mana_cost, card_types, on_types
        self.exception, self.on_fact = exception, on_fact

    def encode(self, kind: str, value: Any, path: str) -> Symbol:
        """The term of ``value``, written in a template of ``kind`` (raises the codec's error otherwise)."""
        name = head(value, kind)
        if name is None:
            allowed = named(tuple(sorted(set(head_keys(kind)) | {n for n, t in of_kind(kind).items() if not t["args"]})),
                            [str(value)])
            article = "an" if kind[0] in "aeiou" else "a"
            raise self.error(path, f"{value!r} is not {article} {kind} of the vocabulary (expected one of: {allowed})"[:600])
        tpl = templates()[name]
        name = tpl.get("term_name", name)
        if not tpl["args"]:
            return Function(name)
        # a const value with params takes sibling keys as its arguments ({static: grant_foretell, reduce: N}); a pair
        # key joins the argument it pairs with ({trigger: EVENT, if: CONDITION}: when(Event, Condition))
        params = [p for a in tpl["args"] if a.get("params") and isinstance(value.get(a["key"]), str)
                  and value[a["key"]] in a["params"]
                  for p in a["params"][value[a["key"]]]]
        keys = {a["key"] for a in tpl["args"]} | {p["key"] for p in params} | {a["pair"]["key"] for a in tpl["args"]
                                                                                if "pair" in a}
        extra = sorted(str(k) for k in value if k not in keys)
        if extra:
            raise self.error(path, f"unknown key(s) {extra} for {name}; allowed: {sorted(keys)}")
        args, facts = self.fields(name, tpl["args"], value, path)
        # "term": "name": the arguments are checked but the term is the plain name ({counter: target} is the
        # constant counter: the rules read the target from the ability's target slot)
        term = Function(name) if tpl.get("term") == "name" else Function(name, args)
        for fact, item in facts:
            self.on_fact(fact, term, item)
        return term

    def fields(self, name: str, spec: list[dict[str, Any]], value: dict, path: str) -> tuple[list[Symbol], list]:
        """The term arguments of a mapping's declared ``spec`` (a template's, or a record's), and the facts they bring."""
        args: list[Symbol] = []
        facts: list[tuple[str, Symbol]] = []
        for a in spec:
            p = f"{path}.{a['key']}"
            if a["key"] in value:
                sym = self.argument(a, value[a["key"]], p)
                if "facts" in a:   # a fact about the whole term for each item of a list ({mana: ...}: produces)
                    items = sym.arguments[0].arguments if "wrap" in a else sym.arguments
                    facts += [(a["facts"], x) for x in items]
            elif a.get("absent") == "drop":
                continue   # an optional trailing argument that leaves the term shorter when absent
            elif "default" in a:
                sym = Function("none") if a["default"] is None else self.argument(a, a["default"], p)
            else:
                raise self.error(path, a["missing"]) if "missing" in a else self.error(p, f"{name} needs {a['key']}")
            if a.get("params") and sym.name in a["params"]:
                sym = Function(sym.name, self.arguments(a["params"][sym.name], value, path))
            if "pair" in a and a["pair"]["key"] in value:   # this argument and its pair as one term
                q = a["pair"]
                sym = Function(q["join"], [sym, self.argument(q, value[q["key"]], f"{path}.{q['key']}")])
            if a.get("term", True):
                args += sym if isinstance(sym, list) else [sym]
        return args, facts

    def arguments(self, spec: list[dict[str, Any]], value: dict, path: str) -> list[Symbol]:
        """The terms of the sibling keys a const's params declare (default when absent)."""
        out = []
        for a in spec:
            v = value.get(a["key"], a.get("default"))
            if v is None:
                raise self.error(path, f"needs {a['key']}")
            out.append(self.argument(a, v, f"{path}.{a['key']}"))
        return out

    def argument(self, a: dict[str, Any], v: Any, path: str) -> Any:
        """The term of one argument (a list of terms for the types that spread over several term arguments)."""
        sym = self._argument(a, v, path)
        return Function(a["wrap"], [sym]) if "wrap" in a else sym

    def _argument(self, a: dict[str, Any], v: Any, path: str) -> Any:
        t = a["type"]
        if t == "const":
            values = (self.card_types if a.get("values_from") == "card_types" else ()) + tuple(a.get("values", ()))
            if v not in values:
                raise self.error(path, f"expected one of {', '.join(values)}, got {v!r}")
            return Function(v.lower() if a.get("term_case") == "lower" else v)
        if t in ("int", "posint"):
            low = 1 if t == "posint" else a.get("min", 0)
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v < a.get("max", 999) + 1:
                raise self.error(path, f"expected a whole number from {low} to {a.get('max', 999)}, got {v!r}")
            return Number(v)
        if t == "ints":
            # a fixed-length list of whole numbers, spread over as many term arguments ([P, T] of modify_pt)
            n, low = a["length"], a.get("min", 0)
            if not isinstance(v, list) or len(v) != n or \
                    any(not isinstance(x, int) or isinstance(x, bool) or not low <= x < 1000 for x in v):
                raise self.error(path, f"expected a list of {n} whole numbers from {low} to 999, got {v!r}")
            return [Number(x) for x in v]
        if t == "amount":
            if v in ("X", "x"):
                return Function("x")
            if a.get("or_kind") and head(v, a["or_kind"]):
                return self.encode(a["or_kind"], v, path)
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 1000:
                alt = f" or an {a['or_kind']} template ({', '.join(sorted(of_kind(a['or_kind'])))})" \
                    if a.get("or_kind") else ""
                raise self.error(path, f"expected a number, X{alt}, got {v!r}")
            return Number(v)
        if t == "bool":
            if not isinstance(v, bool):
                raise self.error(path, f"expected true or false, got {v!r}")
            yes, no = a.get("consts", ("yes", "no"))
            return Function(yes if v else no)
        if t == "mana_letter":
            if not isinstance(v, str) or v.upper() not in MANA_LETTERS:
                raise self.error(path, f"expected a mana letter among {', '.join(MANA_LETTERS)}, got {v!r}")
            return Function(v.lower())
        if t == "counter":
            # {KIND: N}: one kind of counter (not loyalty, which CR 306.5b gives) and how many, spread over two
            # term arguments ("KIND", N); N may be X where the argument says so (CR 122.6, 107.3)
            if not isinstance(v, dict) or len(v) != 1:
                raise self.error(path, "expected one counter kind and its number, e.g. {fade: 2}")
            ((kind, n),) = v.items()
            if not isinstance(kind, str) or not kind or kind == "loyalty":
                raise self.error(path, "expected a counter kind other than loyalty (CR 306.5b gives loyalty counters)")
            if a.get("x") and n in ("X", "x"):
                return [String(kind), Function("x")]
            if not isinstance(n, int) or isinstance(n, bool) or not 0 < n < 1000:
                raise self.error(f"{path}.{kind}", "expected a positive number" + (" or X" if a.get("x") else ""))
            return [String(kind), Number(n)]
        if t == "exception":
            return self.exception(v or {}, path)
        if t == "record":
            # a mapping of declared keys whose terms are spread over as many term arguments ({spell: {effect, target}})
            if not isinstance(v, dict) or any(x["key"] not in v for x in a["args"] if "default" not in x):
                raise self.error(path, a["expected"])
            extra = sorted(str(k) for k in v if k not in {x["key"] for x in a["args"]})
            if extra:
                raise self.error(path, f"unknown key(s) {extra}; allowed: {sorted(x['key'] for x in a['args'])}")
            return self.fields(a["key"], a["args"], v, path)[0]
        if t == "list":
            # a list of items of one type, as a tuple of their terms without repeats, sorted by name (ordered: as given)
            if a.get("empty") and v == []:
                return Function(a["empty"])   # an empty list is this constant ({graveyard_card: []}: all)
            if not isinstance(v, list) or len(v) < a.get("min_items", 0):
                noun = a.get("noun", a["items"]["type"] + " values")
                raise self.error(path, f"expected a list of {noun}"
                                       + (f" (at least {a['min_items']})" if a.get("min_items") else ""))
            noun = a.get("noun", a["items"]["type"] + " values")
            syms = {}
            for i, x in enumerate(v):
                try:
                    sym = self.argument(a["items"], x, f"{path}[{i}]")
                except ValueError as err:   # the codec's error: named at the list, with the item's index
                    raise self.error(path, f"expected a list of {noun}; [{i}]: {getattr(err, 'message', err)}") from None
                syms[str(sym)] = sym
            if a.get("ordered"):   # (branch cards14) the order is meant ("respectively"): kept, repeats too
                return Tuple_([self.argument(a["items"], x, f"{path}[{i}]") for i, x in enumerate(v)])
            return Tuple_([syms[k] for k in sorted(syms)])
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
        if t == "ability":   # branch attach: an ability a static ability grants (quoted ones too, CR 113.1b)
            return self.ability(v, path)
        if t == "target":
            return self.target(v, path)
        if t in ("condition", "event", "cost", "restriction"):
            if isinstance(v, str) and v in a.get("or_values", ()):
                return Function(v)   # (a constant besides the templates: if: foretold)
            return self.encode(t, v, path)
        if t == "events":
            if not isinstance(v, list) or len(v) < 2:
                raise self.error(path, "expected a list of two or more events")
            return Tuple_([self.encode("event", x, f"{path}[{i}]") for i, x in enumerate(v)])
        raise AssertionError(f"vocabulary.json: unknown argument type {t!r}")

    ability: Callable[[Any, str], Symbol]   # branch attach: set by pyglue/vocabulary.py's _codec


@cache
def _by_term() -> dict[tuple[str, int], str]:
    """The template of each term name and arity (a template's term name is its name unless it declares
    ``term_name``: {creature: {not_subtype: NAME}} is the term creature(not_subtype(NAME)))."""
    out: dict[tuple[str, int], str] = {}
    for n, t in templates().items():
        if t.get("term") == "name" or not t["args"]:
            arities = range(1)
        else:
            full = term_arity(n)
            arities = range(full - sum(_width(a) for a in t["args"] if a.get("absent") == "drop"), full + 1)
        for k in arities:
            key = (t.get("term_name", n), k)
            if key in out:
                raise AssertionError(f"vocabulary.json: {n} and {out[key]} are both the term {key[0]}/{k}")
            out[key] = n
    return out


def template_of(sym: Symbol) -> str | None:
    """The template whose term ``sym`` is (by name and arity), or None."""
    name = sym.name if sym.type == SymbolType.Function else ""
    return _by_term().get((name, len(sym.arguments))) if name else None


def is_template_term(sym: Symbol) -> bool:
    """Whether ``sym`` is a term of a declared template (by name and arity)."""
    return template_of(sym) is not None


def _width(a: dict[str, Any]) -> int:
    """How many term arguments an argument takes."""
    if not a.get("term", True):
        return 0
    if a["type"] == "record":
        return sum(_width(x) for x in a["args"])
    return a["length"] if a["type"] == "ints" else 2 if a["type"] == "counter" else 1


def term_arity(name: str) -> int:
    return sum(_width(a) for a in templates()[name]["args"])


def _fixed(a: dict[str, Any]) -> Any:
    """The one YAML value of an argument that is not in the term."""
    return a.get("default", a.get("values", [None])[0])


def decode(sym: Symbol, to_yaml: Callable[[Symbol], Any], target_yaml: Callable[[Symbol], Any],
           exception_yaml: Callable[[Symbol], Any] = lambda s: {}, name: str | None = None) -> Any:
    """The YAML value of a template term (the inverse of :meth:`Codec.encode`; ``name``: its template, if known)."""
    tpl = templates()[name or template_of(sym)]
    if not tpl["args"]:
        return sym.name
    if tpl.get("term") == "name":
        return {a["key"]: _fixed(a) for a in tpl["args"]}
    return _decode_fields(tpl, list(sym.arguments), (to_yaml, target_yaml, exception_yaml))


def _decode_fields(spec: dict[str, Any], rest: list[Symbol], back: tuple) -> dict[str, Any]:
    """The mapping of a template's (or a record's) ``args`` from their term arguments, its keys in the order of its
    ``yaml_order`` if it declares one."""
    out: dict[str, Any] = {}
    for a in spec["args"]:
        n = _width(a)
        if n == 0:
            out[a["key"]] = _fixed(a)
            continue
        if not rest:
            continue   # a dropped trailing argument
        part, rest = rest[:n], rest[n:]
        v = part[0]
        if a.get("default", 0) is None and v.type == SymbolType.Function and v.name == "none" and not v.arguments:
            continue  # an optional argument that is absent
        if a.get("params") and v.type == SymbolType.Function and v.name in a["params"]:
            for p, pv in zip(a["params"][v.name], v.arguments):
                out[p["key"]] = decode_arg(p, [pv], *back)
            v = Function(v.name)
        if "pair" in a and v.type == SymbolType.Function and v.name == a["pair"]["join"] and len(v.arguments) == 2:
            out[a["pair"]["key"]] = decode_arg(a["pair"], [v.arguments[1]], *back)
            v = v.arguments[0]
        value = decode_arg(a, [v] if n == 1 else part, *back)
        if a.get("omit_default") and value == a.get("default"):
            continue
        out[a["key"]] = value
    return {k: out[k] for k in spec["yaml_order"] if k in out} if "yaml_order" in spec else out


def decode_arg(a: dict[str, Any], part: list[Symbol], to_yaml: Callable[[Symbol], Any],
                target_yaml: Callable[[Symbol], Any], exception_yaml: Callable[[Symbol], Any]) -> Any:
    t, v = a["type"], part[0]
    if "wrap" in a:
        v = v.arguments[0]
    if t == "ints":
        return [x.number for x in part]
    if t == "record":
        return _decode_fields(a, part, (to_yaml, target_yaml, exception_yaml))
    if t == "list":
        if a.get("empty") and v.type == SymbolType.Function and v.name == a["empty"] and not v.arguments:
            return []
        return [decode_arg(a["items"], [x], to_yaml, target_yaml, exception_yaml) for x in v.arguments]
    if t == "counter":
        return {part[0].string: part[1].number if part[1].type == SymbolType.Number else "X"}
    if t == "mana_letter":
        return v.name.upper()
    if t == "exception":
        return exception_yaml(v)
    if t == "bool" and "consts" in a:
        return v.name == a["consts"][0]
    if t == "const":
        if a.get("term_case") == "lower":
            return next(x for x in a["values"] if x.lower() == v.name)
        return v.name
    if t in ("int", "posint"):
        return v.number
    if t == "amount":
        if v.type == SymbolType.Number:
            return v.number
        return "X" if v.name == "x" and not v.arguments else to_yaml(v)
    if t == "bool":
        return v.name == "yes"
    if t in ("string", "mana_cost"):
        return v.string
    if t == "object":
        return render_id(v)  # ids the rules made (ability(...)) print as answers print them
    if t == "card_types":
        return [x.name for x in v.arguments]
    if t == "target":
        return target_yaml(v)
    if t == "events":
        return [to_yaml(x) for x in v.arguments]
    out = to_yaml(v)
    if a.get("unwrap") and isinstance(out, dict) and list(out) == [a["unwrap"]]:
        return out[a["unwrap"]]   # (a trigger's modal effect is the mapping of a modal spell's spell:)
    return out


def render(value: Any, describe: Callable[[Any], str]) -> str | None:
    """A short English rendering of a template's YAML value from its ``text`` pattern, or None."""
    # (the first kind whose template has words: trigger, spell and activated have none, pyglue/ability_text.py says them)
    name = next((n for n in (head(value, k) for k in KINDS) if n and "text" in templates()[n]), None)
    if name is None:
        return None
    tpl = templates()[name]
    fields = {}
    for a in tpl["args"]:
        v = value.get(a["key"], a.get("default")) if isinstance(value, dict) else None
        if a["type"] == "counter" and isinstance(v, dict) and len(v) == 1:
            ((kind, n),) = v.items()
            v = f"{n} {kind}"
        elif isinstance(v, list):
            v = "/".join(describe(x) if isinstance(x, (dict, list)) else str(x) for x in v) or "any"
        elif isinstance(v, (dict,)):
            v = describe(v)
        elif isinstance(v, bool):   # (words, as ability_text.plain_text says a flag: never Python's True/False)
            v = "yes" if v else "no"
        fields[a["key"]] = str(v).replace("_", " ") if isinstance(v, str) else v
    # a mana or other symbol of the text that names no argument ({E}, {T}, {X}, {2}, CR 107) stays as written; a duration
    # with no end (the default "forever") isn't said: "gains flying", not "gains flying until forever"
    text = re.sub(r"(?<!\{)\{(\w+)\}(?!\})", lambda m: m[0] if m[1] in fields else "{" + m[0] + "}", tpl["text"])
    return text.format(**fields).replace(" until forever", "")


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
              "events": {"type": "array", "items": {"description": "a trigger event (an entry of kind event)"},
                         "minItems": 2},
              "mana_letter": {"enum": list(MANA_LETTERS), "description": "a mana letter"},
              "counter": {"type": "object", "minProperties": 1, "maxProperties": 1,
                          "description": "{KIND: N}: a kind of counter (not loyalty) and how many"},
              "exception": {"type": "object", "description": "copy exceptions (CR 707.9, docs/vocabulary.md)"}}
    out: dict[str, Any] = {}
    for name, tpl in sorted(templates().items()):
        doc = {"description": tpl["description"] + (f" (CR {', '.join(tpl['cr'])})" if tpl.get("cr") else ""),
               "x-kind": tpl["kind"], "x-acted-on": tpl.get("acted_on", True)}
        if not tpl["args"]:
            out[name] = dict(doc, const=name)
            continue
        if tpl.get("head"):
            doc["x-head"] = tpl["head"]
        props = {}
        for a in tpl["args"]:
            props[a["key"]] = _arg_schema(a, simple)
            for value, params in a.get("params", {}).items():
                for pa in params:
                    props[pa["key"]] = dict(_arg_schema(pa, simple), description=f"only with {a['key']}: {value}")
            if "pair" in a:
                props[a["pair"]["key"]] = _arg_schema(a["pair"], simple)
        required = [a["key"] for a in tpl["args"] if "default" not in a]
        out[name] = dict(doc, type="object", properties=props, required=required, additionalProperties=False)
    return out


def _arg_schema(a: dict[str, Any], simple: dict[str, Any]) -> dict[str, Any]:
    t = a["type"]
    if t == "const":
        if "values_from" in a:
            p = {"type": "string", "description": "a card type" + "".join(f" or {v}" for v in a.get("values", []))}
        else:
            p = {"enum": a["values"]}
    elif t in ("int", "posint"):
        p = dict(simple[t], minimum=1 if t == "posint" else a.get("min", 0), maximum=a.get("max", 999))
    elif t == "list":
        p = {"type": "array", "items": _arg_schema(a["items"], simple), "minItems": a.get("min_items", 0)}
    elif t == "record":
        p = {"type": "object", "properties": {x["key"]: _arg_schema(x, simple) for x in a["args"]},
             "required": [x["key"] for x in a["args"] if "default" not in x], "additionalProperties": False}
    elif t == "ints":
        p = {"type": "array", "items": {"type": "integer", "minimum": a.get("min", 0), "maximum": 999},
             "minItems": a["length"], "maxItems": a["length"]}
    elif t == "amount" and a.get("or_kind"):
        p = {"anyOf": simple["amount"]["anyOf"] + [{"description": f"a vocabulary {a['or_kind']}"}]}
    else:
        p = dict(simple.get(t, {"description": f"a vocabulary {t}"}))
    if "default" in a:
        p["default"] = a["default"]
    return p


# --- ids as answers print them ------------------------------------------------------------------------

_KIND_NAMES = {"token": "token", "effect": "effect", "prepare_copy": "prepare_copy", "ability": "ability",
               "control": "control", "copy": "copy", "listed_copy": "copy", "spell_copy": "spell_copy",
               "cast_copy": "cast_copy", "doubled": "doubled"}


#: renderings kept per symbol handle (clingo interns symbols, and an answer's ids and terms recur from query to query)
_IDS: dict[int, str] = {}
_RENDER_LIMIT = 262144


def _memo(cache: dict[Any, str], render: Callable[[Symbol], str], sym: Symbol) -> str:
    """``render(sym)``, kept per interned symbol in ``cache`` (cleared past :data:`_RENDER_LIMIT` entries)."""
    rep = handle(sym)
    out = cache.get(rep)
    if out is None:
        if len(cache) > _RENDER_LIMIT:
            cache.clear()
        out = cache[rep] = render(sym)
    return out


def render_id(sym: Symbol) -> str:
    """A readable, stable id for an object or effect symbol (user ids are strings)."""
    return _memo(_IDS, _render_id, sym)


def _render_id(sym: Symbol) -> str:
    if sym.type == SymbolType.String:
        return sym.string
    if sym.type == SymbolType.Number:
        return str(sym.number)
    if sym.type == SymbolType.Function and len(sym.arguments) == 2 and sym.arguments[1].type == SymbolType.Number:
        return f"{render_id(sym.arguments[0])}.{_KIND_NAMES.get(sym.name, sym.name)}.{sym.arguments[1].number}"
    if sym.type == SymbolType.Function and sym.name in ("effect", "ability") and len(sym.arguments) == 3 \
            and all(a.type == SymbolType.Number for a in sym.arguments[1:]):
        # effect(O, TS, K): stack.lp's cont_id; ability(O, TS, K): one of several triggers of O put on the stack
        # with one timestamp (stack.lp's trig_all)
        return f"{render_id(sym.arguments[0])}.{sym.name}.{sym.arguments[1].number}.{sym.arguments[2].number}"
    if sym.type == SymbolType.Function and not sym.arguments:
        return sym.name
    return str(sym)
