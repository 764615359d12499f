"""The fact vocabulary, defined once as a table of predicates (GDL style: true/legal/does/next).

Input fluents are the arguments of ``true/1`` (rules_asp/defined.lp documents each); output predicates are what
rules_asp/show.lp shows. Each entry is a :class:`P`: a name and its fields. What is declared elsewhere is not copied
here: the state's fields (``x-fluent``, state.schema.json), the actions' and events' terms and choices (``x-terms``,
``x-fact``, action.schema.json) and the other inputs the rules take (``#defined``, rules_asp/defined.lp). :func:`f`
builds a term and refuses names or arities outside all of these, so the encoder can't drift from them. The table is
plain data: a class per predicate, as an ORM builds them, cost most of a command's start-up (issue 13).
"""

from __future__ import annotations

import functools
from collections import namedtuple
from itertools import chain
from typing import Any

from clingo import Function, Number, String, Symbol, SymbolType

from . import vocabulary as voc

_KIND_NAMES = {"": "symbol", "int": "integer", "const": "constant", "str": "string"}


class P:
    """A predicate of the vocabulary: ``name`` with ``fields`` (``"o"``, ``"n:int"``, ``"k:const"``,
    ``"name:str"``). pyglue.facts.unify reads a symbol of that name and arity into a record with the fields as
    attributes (numbers, constants and strings as Python values, other fields as clingo symbols)."""

    __slots__ = ("arity", "fields", "kinds", "name")

    def __init__(self, name: str, *fields: str) -> None:
        self.name = name
        self.arity = len(fields)
        self.fields = tuple(x.partition(":")[0] for x in fields)
        #: per field what it reads: "symbol", "integer", "constant" or "string"
        self.kinds = tuple(_KIND_NAMES[x.partition(":")[2]] for x in fields)

    def __repr__(self) -> str:
        return f"P({self.name}/{self.arity})"


# --- fluents (arguments of true/1 and next/1) -----------------------------------------------
#
# Most fluents are the state's simple fields, declared where the field is: a property of
# pyglue/data/state.schema.json with an ``x-fluent`` annotation (docs/state_format.md, "Adding a state field").
# Their rows are built from it here (:data:`STATE_FIELDS`); the rows written out below are the fluents of the
# structures that stay code (a copy effect's source and exceptions, timestamps, positions, ...).


class Field(namedtuple("Field", "scope path pred value shape kind zero absent refers fields written owner width "
                                "position wrap")):
    """A state field declared as data (an ``x-fluent`` annotation of state.schema.json; docs/state_format.md, "Adding
    a state field", says each key): in ``scope`` (game, player, object, effect, copy_effect or a list of :data:`ITEMS`)
    at ``path`` (its key, or a key and a key of the mapping under it), the fluent ``pred``; ``shape`` is ``one``,
    ``list``, ``indexed``, ``map_const``/``map_string``, or the value kind ``faces``, ``characteristic``, ``tuple`` or
    ``record``; ``kind`` the constants before the value; ``fields`` a record's ``(key, kind)`` pairs; ``owner`` and
    ``width``: which and how many of the scope's key arguments the fluent takes; ``position``: ``default: position``;
    ``wrap``: the terms the value is wrapped in, outermost first."""

    __slots__ = ()


class Items(namedtuple("Items", "key pred term head fields order absent")):
    """A list of the game's whose items have no id (``x-items`` of state.schema.json, docs/state_format.md): each item
    is named by the values of its ``head`` fields (``(key, kind)``, as a record's; ``term``: wrapped in a term of that
    name), the fluent ``pred`` (or None) holds for each with its ``fields`` after the head, and the items' declared
    fields (scope ``key``) take the head as their owner. Read back sorted by the keys of ``order``; ``absent``: the
    list written when there is none (``NO_DEFAULT``: no key)."""

    __slots__ = ()


NO_DEFAULT = object()
_OWNER = {"game": (), "player": ("p",), "object": ("o",), "effect": ("e",), "copy_effect": ("e",)}
_VALUE_FIELDS = {"flag": (), "int": ("n:int",), "const": ("v:const",), "id": ("x",), "string": ("v:str",),
                 "mana": ("color:const", "n:int"), "faces": ("face:const", "c:const", "v"), "characteristic": ("v",),
                 "cost": ("cost",), "exception": ("mode:const", "c:const", "v"), "exception_sets": ("c:const",)}


def _pairs(spec: dict[str, Any], key: str) -> tuple[tuple[str, ...], ...]:
    """A record's ``fields`` (or an item's ``key``) as ``(key, kind)`` pairs."""
    return tuple(tuple(a.split(":")) for a in spec.get(key, ()))


def _args(pairs: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """The :class:`P` fields of a record's ``(key, kind)`` pairs (a number read as one)."""
    return tuple(k + (":int" if kd == "int" else "") for k, kd in pairs)


@functools.cache
def _data(name: str) -> Any:
    """pyglue/data/``name``, read once (a query without an action never reads action.schema.json)."""
    import json

    from .files import files

    return json.loads(files("pyglue").joinpath("data", name).read_text(encoding="utf-8"))


def _state_fields() -> tuple[tuple[Field, ...], dict[str, Items]]:
    """Every ``x-fluent`` property of the state schema, as :class:`Field` rows (one :class:`P` per fluent), and the
    game's lists declared ``x-items`` (:class:`Items`, a scope each)."""
    doc = _data("state.schema.json")
    props = doc["properties"]
    scopes = [("game", props), ("player", props["players"]["items"]["properties"]),
              ("object", props["objects"]["items"]["properties"]),
              ("effect", props["continuous_effects"]["items"]["properties"]),
              ("copy_effect", doc["$defs"]["copy_effect"]["properties"])]
    owners, items = dict(_OWNER), {}
    for key, sch in props.items():
        if "x-items" in sch:
            spec, head = sch["x-items"], _pairs(sch["x-items"], "key")
            owners[key] = ("e",) if spec.get("term") else _args(head)
            pred = P(spec["name"], *owners[key], *_args(_pairs(spec, "fields"))) if "name" in spec else None
            items[key] = Items(key, pred, spec.get("term"), head, _pairs(spec, "fields"), tuple(spec["order"]),
                               spec.get("absent", NO_DEFAULT))
            scopes.append((key, sch["items"]["properties"]))
    preds: dict[tuple[str, int], tuple[P, tuple[str, ...]]] = {}
    out = []
    for scope, table in scopes:
        for key, sch in table.items():
            entries = [((key,), sch)] + [((key, sub), s) for sub, s in (sch.get("properties") or {}).items()]
            for path, spec in [(p, a) for p, s in entries for a in _annotations(s.get("x-fluent"))]:
                lst, mp = spec.get("list"), spec.get("map")
                shape = "indexed" if lst == "indexed" else "list" if lst else f"map_{mp}" if mp else \
                    spec["value"] if spec["value"] in ("record", "tuple", "faces", "characteristic") else "one"
                kind = _annotations(spec.get("kind"))
                owner = tuple([k for k, _ in items[scope].head].index(n) for n in spec.get("owner", ()))
                fields = (tuple(owners[scope][j] for j in owner) or owners[scope]) \
                    + (("i:int",) if shape == "indexed" else ()) \
                    + ((f"key:{'const' if mp == 'const' else 'str'}",) if mp else ()) \
                    + tuple(f"kind{j or ''}:const" for j in range(len(kind)))
                record = _pairs(spec, "fields")
                fields += _args(record) if record else ("x",) if spec.get("wrap") else _VALUE_FIELDS[spec["value"]]
                sig = (spec["name"], len(fields))
                if sig not in preds:
                    preds[sig] = (P(spec["name"], *fields), fields)
                pred, declared = preds[sig]
                if declared != fields:
                    raise ValueError(f"state.schema.json: {'.'.join(path)}: x-fluent {spec['name']} is declared "
                                     "with other arguments elsewhere")
                out.append(Field(scope, path, pred, spec["value"], shape, kind, bool(spec.get("zero")),
                                 spec.get("absent", NO_DEFAULT), spec.get("refers"), record, spec.get("written", True),
                                 owner, len(owner or owners[scope]), spec.get("default") == "position",
                                 tuple(spec.get("wrap", ()))))
    return tuple(out), items


def _annotations(value: Any) -> tuple:
    """An annotation that may be one or a list, as a tuple (none: empty)."""
    return () if value is None else tuple(value) if isinstance(value, list) else (value,)


#: the state's fields, declared in pyglue/data/state.schema.json (``x-fluent``), and its lists of items (``x-items``)
STATE_FIELDS, ITEMS = _state_fields()
#: the declared fields of each scope (game, player, object, effect, copy effect, and each list of :data:`ITEMS`)
FIELDS_BY_SCOPE: dict[str, tuple[Field, ...]] = {
    sc: tuple(fl for fl in STATE_FIELDS if fl.scope == sc) for sc in (*_OWNER, *ITEMS)}
#: the fluents of :data:`STATE_FIELDS` and :data:`ITEMS`, each once
FIELD_FLUENTS: tuple[P, ...] = tuple(dict.fromkeys([fl.pred for fl in STATE_FIELDS] +
                                                   [it.pred for it in ITEMS.values() if it.pred]))

_VALUE = {"int": Number, "const": functools.lru_cache(maxsize=4096)(Function), "id": String, "string": String}


def field_facts(scope: str, values: dict[str, Any], head: list[Symbol], path: str, add: Any,
                only: frozenset[str] | None = None, aux: Any = None, position: int | None = None) -> None:
    """``add`` the ``true/1`` fluents of the declared fields of one mapping of ``scope`` (the game, a player, an
    object or a continuous effect; ``head``: its symbol, or nothing for the game), as the schema's ``x-fluent``
    annotations say (docs/state_format.md, "Adding a state field"): the one walker from fields to facts. A 0,
    false, empty or absent value is no fact, unless the field says ``zero``; every item of a list and every entry
    of a mapping is one. With ``only``, just the fluents of those names; ``aux`` collects what the card-file
    vocabulary's terms need (cost breakdowns, ...: :class:`pyglue.vocabulary.Aux`); ``position``: the value of an
    absent field declared ``default: position`` (an object's timestamp is its place in the listing, CR 613.7)."""
    fields, items = _by_key(scope, only), values.items()
    if position is not None:
        items = chain(items, ((k, position) for k in _positioned(scope) if k not in values))
    for key, value in items:
        for fl in fields.get(key, ()):
            v = value if len(fl.path) == 1 else value.get(fl.path[1]) if isinstance(value, dict) else None
            if v is None or (not v and not fl.zero) or (v is True and fl.value != "flag"):
                continue   # (no value; true where a value is declared names none: attacking: true)
            pre = (head if not fl.owner else [head[j] for j in fl.owner]) + [Function(k) for k in fl.kind]
            if fl.value in ("mana", "cost"):
                where = ".".join((path,) + fl.path if path else fl.path)
                rows = [[Function(sym), Number(n)] for sym, n in voc.parse_mana_cost(v, where)] if fl.value == "mana" \
                    else [[voc.cost_symbol(v, where, voc.Aux.empty() if aux is None else aux)]]
            elif fl.value in ("exception", "exception_sets"):   # copy exceptions (CR 707.9): entries, the set keys
                entries, sets = voc.exception_entries(v, ".".join((path,) + fl.path), voc.Aux.empty() if aux is None
                                                      else aux)
                rows = [[Function(m), Function(c), x] for m, c, x in entries] if fl.value == "exception" else \
                    [[Function(c)] for c in sets]
            elif fl.value == "flag":
                rows = [[]]
            elif fl.shape == "one":
                rows = [[_VALUE[fl.value](v)]]
            elif fl.shape == "list":
                rows = [[_VALUE[fl.value](item)] for item in v]
            elif fl.shape == "indexed":
                rows = [[Number(j + 1), _VALUE[fl.value](item)] for j, item in enumerate(v)]
            elif fl.shape == "tuple":
                rows = [[Number(n) for n in v]]
            elif fl.shape in ("faces", "record", "characteristic"):
                where = ".".join((path,) + fl.path if path else fl.path)
                aux = voc.Aux.empty() if aux is None else aux
                rows = [list(r) for r in face_rows(v, where, aux)] if fl.shape == "faces" else \
                    [[x] for x in voc.characteristic_values(fl.kind[-1], v, where, aux)] if fl.shape != "record" else \
                    [record_row(v, fl.fields, where, aux)]
            else:   # a mapping: the entry's key (a constant or a string), then its value
                mk = Function if fl.shape == "map_const" else String
                rows = [[mk(k), _VALUE[fl.value](n)] for k, n in sorted(v.items()) if n or fl.zero]
            for row in rows:
                for w in reversed(fl.wrap) if fl.wrap else ():
                    row = row[:-1] + [Function(w, [row[-1]])]
                add(Function("true", [Function(fl.pred.name, pre + row)]))


def unwrapped(fl: Field, record: Any, at: int) -> list[Any] | None:
    """A fluent's record (pyglue.facts.unify's) with its value at ``at`` taken out of the terms ``fl.wrap`` names
    (a string field's as its text), None when it isn't wrapped so (another field's fluent of the same predicate)."""
    v = record[at]
    for w in fl.wrap:
        if v.type != SymbolType.Function or v.name != w or len(v.arguments) != 1:
            return None
        v = v.arguments[0]
    return [*record[:at], v.string if fl.value == "string" else v, *record[at + 1:]]


def record_row(values: dict[str, Any], fields: tuple[tuple[str, ...], ...], path: str, aux: Any) -> list[Symbol]:
    """The symbols of a record's ``fields`` (``(key, kind)``: an id, a number (absent: 0) or an ability)."""
    return [Number(values.get(k) or 0) if kd == "int" else String(values[k]) if kd == "id" else
            voc.ability_term(values[k], f"{path}.{k}", aux) for k, kd in fields]


def item_facts(items: Items, values: dict[str, Any], path: str, add: Any, aux: Any) -> None:
    """``add`` the fluents of one item of a list of :data:`ITEMS` (the inverse of answers.decode_items)."""
    head = record_row(values, items.head, path, aux)
    head = [Function(items.term, head)] if items.term else head
    if items.pred:
        add(Function("true", [Function(items.pred.name, head + record_row(values, items.fields, path, aux))]))
    field_facts(items.key, values, head, path, add, aux=aux)


def face_rows(values: dict[str, Any], path: str, aux: Any) -> Any:
    """``(face, characteristic, value)`` symbols of a set of characteristics (CR 109.3) and its other faces
    (``back``, ``flip``, ..., :data:`pyglue.vocabulary.ALT_FACES`), one per value."""
    for name, face in voc.faces(values):
        where = path if name == "main" else f"{path}.{name}"
        for key in voc.CHARACTERISTICS:
            if key in face and face[key] is not None:
                for v in voc.characteristic_values(key, face[key], f"{where}.{key}", aux):
                    yield voc.const(name), voc.const(key), v


def field_reference_problems(scope: str, values: dict[str, Any], path: str, players: set[str],
                             ids: Any) -> list[tuple[str, str]]:
    """The values of the declared fields of one mapping of ``scope`` (game, player, object, effect) that name no
    player or no object although their schema property says ``"refers"`` (state.schema.json's ``x-fluent``)."""
    out = []
    for fl in FIELDS_BY_SCOPE[scope]:
        key = fl.path[0]
        if fl.refers is None or len(fl.path) != 1 or values.get(key) is None:
            continue
        where = f"{path}.{key}" if path else key
        v = values[key]
        items = [(f"{where}[{j}]", q) for j, q in enumerate(v)] if isinstance(v, list) else [(where, v)]
        for at, q in items:
            if fl.refers == "player" and q not in players:
                out.append((at, f"{q!r} is not a player"))
            elif fl.refers == "object" and q not in ids:
                out.append((at, f"unknown object {q!r}"))
            elif fl.refers == "object_or_player" and q not in ids and q not in players:   # branch attach
                out.append((at, f"{q!r} is neither an object nor a player"))
    return out


@functools.cache
def _positioned(scope: str) -> tuple[str, ...]:
    """The keys of ``scope``'s fields declared ``default: position``."""
    return tuple(fl.path[0] for fl in FIELDS_BY_SCOPE[scope] if fl.position)


@functools.cache
def _by_key(scope: str, only: frozenset[str] | None) -> dict[str, tuple[Field, ...]]:
    """The declared fields of ``scope`` by their key (of the fluents ``only`` names, if given)."""
    out: dict[str, tuple[Field, ...]] = {}
    for fl in FIELDS_BY_SCOPE[scope]:
        if only is None or fl.pred.name in only:
            out[fl.path[0]] = out.get(fl.path[0], ()) + (fl,)
    return out

Player = P("player", "p")
Seat = P("seat", "p", "i:int")
LibraryPos = P("library_pos", "o", "i:int")
StackPos = P("stack_pos", "o", "i:int")
Foretold = P("foretold", "o", "turn:int")   # (as derive shows it; the fluent is the state's foretold field)
PrepareSpell = P("prepare_spell", "o")
ForetoldSpell = P("foretold_spell", "o")
ForetoldCost = P("foretold_cost", "o", "cost")
Hidden = P("hidden", "o")
# a hidden object whose face-down values are its characteristics, seen by the viewer (CR 708.2a; knowledge.lp)
FaceDownSeen = P("face_down_seen", "o")
Viewer = P("viewer", "p")
Explain = P("explain", "o")
CardName = P("card_name", "name:str", "ty:const")
CopyEffect = P("copy_effect", "o", "e", "ts:int")
#: a continuous effect's fluent effect(E, TS), declared by its timestamp (state.schema.json)
Effect = next(fl.pred for fl in STATE_FIELDS if fl.pred.name == "effect")

FLUENTS: tuple[P, ...] = FIELD_FLUENTS + (
    Player, Seat, LibraryPos, StackPos, CopyEffect)

# Shown by legal: ``p`` may declare ``o`` as an attacker attacking ``w`` (CR 508.1a-b).
AttackOption = P("attack_option", "p", "o", "w")
# Shown by legal: ``p`` may declare ``b`` as a blocker of ``a`` (CR 509.1a).
BlockOption = P("block_option", "p", "b", "a")

# --- static facts, step facts and queries -----------------------------------------------------
#
# The other facts Python hands to the rules (card values, cost breakdowns, does/3, happens/2, the choices of the
# action asked about: chosen_target/2, ...) are declared by the rules themselves, each ``#defined NAME/ARITY.`` of
# rules_asp/defined.lp (the input contract, which documents each): :func:`f` reads them (:func:`declared_inputs`).
# Rows here only for a fact a decoder reads, the facts every query gets, and the parts of terms.

ManaSymbol = P("mana_symbol", "cost", "sym:const", "n:int")
Time = P("time", "t:int")
Mode = P("mode", "mode:const")
Obj = P("obj", "o")
CardRef = P("card", "name:str")
PrepareRef = P("prepare", "source")
# The terms of does/3 and happens/2 are declared with the actions and events (pyglue/data/action.schema.json's
# ``x-terms``, :func:`terms`); these are the other shapes a few events take (translate.event_term).
# ``cast_copy(O, P, K)``: as cast_copy/2, cast for cost kind K (mana: its costs are paid; CR 707.12).
CastCopyPaying = P("cast_copy", "o", "p", "k:const")
# A copy of the card named ``name`` is made outside the game for ``p`` to cast, for cost kind ``k``
# (CR 707.13).
CastCopyOfCard = P("cast_copy_of_card", "name:str", "p", "k:const")
BecomeCopyUntil = P("become_copy", "o", "source", "exc", "until:const")
EVENTS: tuple[P, ...] = (BecomeCopyUntil, CastCopyPaying, CastCopyOfCard)
STATIC: tuple[P, ...] = EVENTS + (ManaSymbol, Time, Mode, Viewer, Explain, Obj, CardRef, PrepareRef)

# --- output (rules_asp/show.lp) ------------------------------------------------------------


Char = P("char", "o", "c:const", "v")
Copiable = P("copiable", "o", "face:const", "c:const", "v")
Controller = P("controller", "o", "p")
Designation = P("designation", "o", "d:const")
CopyOf = P("copy_of", "o", "e", "source", "ts:int")
CopyException = P("copy_exception", "e", "mode:const", "c:const", "v")
PrepareLink = P("prepare_link", "copy", "perm")
FaceOption = P("face_option", "p", "o", "face:const", "k:const")
FaceUp = P("face_up", "o", "face:const")
ManaValue = P("mana_value", "o", "n:int")
Pending = P("pending", "kind:const")
Settle = P("settle", "event:const")
InputErrorP = P("input_error", "o", "kind:const", "rule:str")
# the form of an input_error kind's finding (rules_asp/findings.lp), shown with it
CheckText = P("check_text", "check:const", "rule:str", "severity:const", "text:str")
Reason = P("reason", "about", "rule:str")
Legal = P("legal", "p", "a")
LegalX = P("legal_x", "p", "a", "n:int")
LegalTargetSpec = P("legal_target_spec", "p", "a", "i:int", "spec")
LegalXTargetSpec = P("legal_x_target_spec", "p", "a", "n:int", "i:int", "spec")
SpecTarget = P("spec_target", "spec", "p", "x")
Blocked = P("blocked", "p", "a", "why", "rule:str")
Next = P("next", "fluent")
Event = P("event", "ev", "rule:str")


# Object ``o`` has the ability ``ability``, which no rule acts on (rules_asp/support.lp).
Warning_ = P("warning", "o", "ability")
# (branch universe) shown by legal: ``p``'s pass may resolve ``o``, which needs a card named by the action (``how``:
# at_random | chosen; ``crit``: what the card must be; CR 201.4a, 608.2d)
NameNeeded = P("name_needed", "p", "o", "how:const", "crit:const")
# P may also cast A kicked, paying its kicker cost too (CR 702.33a, 601.2b)
LegalKicked = P("legal_kicked", "p", "a")
OUTPUT: tuple[P, ...] = (
    Char, Copiable, Controller, Designation, CopyOf, CopyException, PrepareLink, PrepareSpell, ForetoldSpell, Hidden,
    FaceDownSeen,
    CardName, ManaValue, FaceUp, FaceOption, Pending, Settle, InputErrorP, CheckText, Reason, Legal, LegalTargetSpec, SpecTarget,
    Blocked, Next, Event, Warning_, AttackOption, BlockOption, NameNeeded, LegalKicked)

_ARITY: dict[str, set[int]] = {}
for _cls in FLUENTS + STATIC + OUTPUT:
    _ARITY.setdefault(_cls.name, set()).add(_cls.arity)


def _action_properties() -> dict[str, Any]:
    return _data("action.schema.json")["properties"]


@functools.cache
def choice_facts() -> dict[str, dict[str, Any]]:
    """The facts of the choices an action names, by its key (``targets``, ``x``, ``modes``, ``sacrifice``, ...):
    each property of pyglue/data/action.schema.json with an ``x-fact`` annotation, in the words of the state's
    ``x-fluent`` (``name``, ``value`` id, int, const or times, ``list`` true or ``"indexed"``, an item's ``fields``,
    ``refers`` object or object_or_player), and ``of``: the actions that take it (else any). translate.chosen_facts
    gives them to the rules as they are (``chosen_target(1, X)``)."""
    return {key: prop["x-fact"] for key, prop in _action_properties().items() if "x-fact" in prop}


@functools.cache
def state_enum(name: str) -> tuple[str, ...]:
    """The values a top-level state property may take (its ``enum`` in pyglue/data/state.schema.json, ``null``
    left out): ``state_enum("phase")``, ``state_enum("step")``."""
    return tuple(v for v in _data("state.schema.json")["properties"][name]["enum"] if v is not None)


def declarations() -> dict[str, dict[str, str]]:
    """The turn-based declarations of combat (CR 508.1, 509.1), by action (action.schema.json's ``x-declarations``):
    the apply ``key`` naming the whole set declared, the ``choice`` kind of each creature's part, the legal answer's
    ``options`` predicate and the ``may`` key naming each creature's options in a legal action, and the ``rule``."""
    return _action_properties()["action"]["x-declarations"]


@functools.cache
def terms() -> dict[str, dict[str, tuple[tuple[str, str], ...]]]:
    """The terms of the player actions (``does/3``) and rules events (``happens/2``), declared once in
    pyglue/data/action.schema.json: ``x-terms`` of the ``action`` and ``event`` properties (their enums) gives each name's
    arguments in order as ``(key, kind)``, the key of the action mapping that holds it and its kind: ``object``
    (an object of the state), ``player``, ``const``, ``int`` or ``term`` (another vocabulary term). The encoder
    (translate.action_facts, event_term), the decoder (answers.action_dict) and :func:`f` read it."""
    props = _action_properties()
    return {kind: {name: tuple(tuple(a.split(":")) for a in args) for name, args in props[kind]["x-terms"].items()}
            for kind in ("action", "event")}


@functools.cache
def declared_inputs() -> dict[str, frozenset[int]]:
    """The input predicates the rules declare, by name: the arities of each ``#defined NAME/ARITY.`` of
    rules_asp/defined.lp (the input contract). Read on first use (a query without an action never does)."""
    from .files import files

    text = files("rules_asp").joinpath("defined.lp").read_text(encoding="utf-8")
    out: dict[str, set[int]] = {}
    at = text.find("\n#defined ")
    while at >= 0:   # (a scan for the lines, not a regular expression: a fifth of the time)
        name, _, arity = text[at + 10:text.index(".", at + 10)].strip().rpartition("/")
        out.setdefault(name, set()).add(int(arity))
        at = text.find("\n#defined ", at + 10)
    return {name: frozenset(arities) for name, arities in out.items()}


def f(name: str, *args: Symbol) -> Symbol:
    """A vocabulary term ``name(args...)`` built with the symbol API.

    Raises ``KeyError`` for a name/arity pair that neither this module's table, the rules' declared inputs
    (:func:`declared_inputs`) nor the declared action and event :func:`terms` define.
    """
    n = len(args)
    if n not in _ARITY.get(name, ()) and n not in declared_inputs().get(name, ()) \
            and n not in [len(t[name]) for t in terms().values() if name in t]:
        raise KeyError(f"{name}/{len(args)} is not in the fact vocabulary (pyglue.schema)")
    return Function(name, list(args))
