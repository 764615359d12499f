"""Decode: shown symbols -> typed answers and resulting state documents.

Answers are plain dataclasses with a ``to_json()`` whose output is sorted and stable
(the JSON contract, ``pyglue/data/output.schema.json``). Ids of objects the rules
create are rendered from what they come from: ``croak.token.7`` is the token created
by ``croak`` with timestamp 7, ``frog.prepare_copy.9`` the exiled copy of ``frog``'s
prepare spell (CR 722.3c). Nothing here decides anything about the game.
"""

from __future__ import annotations

import contextlib
import functools
import copy
import gc
import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from clingo import Function, Symbol, SymbolType

from . import schema as S
from . import vocabulary as voc
from .display import picture
from .sentences import _event_names
from .clingo_c import handle, symbol
from .facts import arguments, constant, named, rep_key, sort_key, split, unify
from .files import files
from .inputs import Finding, finding
from .terms import _KIND_NAMES, _RENDER_LIMIT, _memo, render_id
from .state import GameState, clip, engine_state

COLOR_ORDER = "wubrgc"
_TERMS: dict[int, str] = {}
#: the terms of the card-file vocabulary an answer gives as their mappings (an ability, CR 113; a copy's exceptions)
_MAPPED = ("trigger", "spell", "mana", "except")


def render_term(sym: Symbol) -> str:
    """A compact human/JSON rendering of an action, event or reason term, with ids rendered."""
    return _memo(_TERMS, _render_term, sym)


def _render_term(sym: Symbol) -> str:
    if sym.type == SymbolType.String:
        return sym.string
    if sym.type == SymbolType.Number:
        return str(sym.number)
    name, args = sym.name, sym.arguments
    number = SymbolType.Number
    if (name in _KIND_NAMES and len(args) == 2 and args[1].type == number) or (name == "effect" and len(args) == 3) \
            or (name == "ability" and len(args) == 3 and all(a.type == number for a in args[1:])):
        return render_id(sym)
    if (name in _MAPPED and args) or (name == "activated" and len(args) == 4):
        # an ability as its mapping (the event activated/2 is no activated ability; an activated ability's "" for no
        # mana cost written bare made activate(hh, activated(, tap, ...)), which no reader parses)
        return json.dumps(voc.to_yaml(sym), sort_keys=True, separators=(", ", ": "))
    return f"{name}({', '.join(render_term(a) for a in args)})" if args else name


def _sort_values(values: Iterable[Any]) -> list[Any]:
    return sorted(values, key=lambda v: (isinstance(v, dict), str(v)))


def _kept(cache: dict[Any, Any], key: Any, make: Callable[[], Any], limit: int = 65536) -> Any:
    """``cache[key]``, made by ``make()`` when missing (the cache cleared past ``limit`` entries). A hot caller asks
    ``cache.get(key) or _kept(...)``, so that a hit makes no closure (a falsy value is just looked up twice)."""
    out = cache.get(key, cache)
    if out is cache:
        if len(cache) > limit:
            cache.clear()
        out = cache[key] = make()
    return out


_YAML: dict[int, Any] = {}


def _yaml_of(sym: Symbol) -> Any:
    """``voc.to_yaml(sym)``, kept per symbol handle (clingo interns symbols; values are shared, read-only)."""
    rep = handle(sym)
    return _YAML.get(rep) or _kept(_YAML, rep, lambda: voc.to_yaml(sym))


_FACES: dict[tuple[bool, tuple[tuple[str, int], ...]], dict[str, Any]] = {}


def face_dict(pairs: Iterable[tuple[str, Symbol]], complete: bool = True) -> dict[str, Any]:
    """Characteristics ``{key: value}`` from ``(characteristic, value symbol)`` pairs (CR 109.3).

    Ability values are shared between objects (a cache of the conversion): treat them as read-only. The
    mapping and its lists are the caller's (built once per distinct sequence of pairs, then copied).
    """
    pairs = list(pairs)
    key = (complete, tuple((c, handle(v)) for c, v in pairs))
    hit = _FACES.get(key) or _kept(_FACES, key, lambda: _face_dict(pairs, complete))
    return {k: list(v) if type(v) is list else v for k, v in hit.items()}


def _face_dict(pairs: list[tuple[str, Symbol]], complete: bool) -> dict[str, Any]:
    multi: dict[str, list[Any]] = defaultdict(list)
    out: dict[str, Any] = {}
    for c, v in pairs:
        if c in voc.MULTI:
            multi[c].append(_yaml_of(v))
        elif c == "name" and c in out:   # CR 709.4a: a split card's two names (views put its left half's first)
            out[c] = f"{out[c]} // {_yaml_of(v)}"
        else:
            out[c] = _yaml_of(v)
    for c in voc.MULTI:
        if multi.get(c) or complete:
            out[c] = _sort_values(multi.get(c, []))
    if complete:
        for c in voc.SINGLE:
            out.setdefault(c, None)
    return dict(sorted(out.items()))


_REP_FACES: dict[tuple[bool, tuple[tuple[int, int], ...]], tuple[dict[str, Any], tuple[str, ...]]] = {}


def _rep_face_dict(pairs: list[tuple[int, int]], complete: bool = True) -> dict[str, Any]:
    """:func:`face_dict` of ``(characteristic, value)`` symbol handles, in any order: the pairs are put in
    clingo's symbol order (that of a sorted answer) once per distinct sequence, then the mapping is copied."""
    key = (complete, tuple(pairs))
    hit = _REP_FACES.get(key) or _kept(_REP_FACES, key, lambda: _rep_face(pairs, complete))
    out = hit[0].copy()
    for k in hit[1]:
        out[k] = out[k][:]
    return out


def _rep_face(pairs: list[tuple[int, int]], complete: bool) -> tuple[dict[str, Any], tuple[str, ...]]:
    d = _face_dict([(constant(c), symbol(v)) for c, v in sorted(pairs, key=lambda p: (rep_key(p[0]), rep_key(p[1])))],
                   complete)
    return d, tuple(k for k, v in d.items() if type(v) is list)


@dataclass
class ObjectView:
    """One object as the rules see it now (CR 109, 613, 707.2)."""

    id: str
    zone: str
    owner: str
    controller: str | None
    token: bool
    copy: bool
    face_down: bool
    tapped: bool
    characteristics: dict[str, Any]
    copiable: dict[str, Any]
    designations: list[str]
    copy_of: list[dict[str, Any]]
    prepare_copy_of: str | None = None
    prepare_copy_active: bool = False
    prepare_spell: bool = False
    foretold_spell: bool = False
    #: a foretold card (CR 702.143a): ``{turn, costs}``, the turn it became foretold and its foretell costs; None
    #: when it isn't foretold or the viewer may not see it
    foretold: dict[str, Any] | None = None
    hidden: bool = False
    mana_value: int | None = None
    ability: dict[str, Any] | None = None
    face_up: str = "main"
    faces: list[str] = field(default_factory=lambda: ["main"])
    #: every status now (CR 110.5; show.lp status/2), each key always present: see :func:`status_view`
    status: dict[str, Any] = field(default_factory=lambda: status_view([]))
    #: on the stack (CR 405.1, 601.2): ``{position, targets, modes, x, kicked, cast_from, cast_with}``, position 1
    #: the top; what is not chosen is left out; None elsewhere
    stack: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return dict(sorted(self.__dict__.items()))


#: what a state says of a spell or ability on the stack (CR 601.2b-h, 707.10), as derive shows it
_STACK_KEYS = ("targets", "modes", "x", "kicked", "cast_from", "cast_with")


def _stack_view(state: Any, o: dict[str, Any]) -> dict[str, Any] | None:
    """Where an object on the stack is (1: the top, CR 405.2) and the choices made for it as it was put there."""
    if o.get("zone") != "stack":
        return None
    order = list(state.doc.get("stack") or [])
    out: dict[str, Any] = {"position": len(order) - order.index(o["id"]) if o["id"] in order else None}
    out.update({k: o[k] for k in _STACK_KEYS if o.get(k) not in (None, [], False)})
    return out


#: the statuses of status/2 that are flags (CR 110.5, 302.6, 506.4, 509.1h, 702.26a, 708.2, 710.2, 712.8)
STATUS_FLAGS = ("blocked", "dealt_damage_this_turn", "face_down", "flipped", "phased_out", "summoning_sick",
                "tapped", "transformed")


_STATUSES: dict[tuple[int, ...], dict[str, Any]] = {}


def status_view(terms: Iterable[Symbol]) -> dict[str, Any]:
    """An object's ``status/2`` values as one mapping with every key: the flags of :data:`STATUS_FLAGS` (bool),
    ``attacking`` (what it attacks, or True when that isn't named; None when not attacking), ``blocking`` (the
    attackers it blocks), ``counters`` ({kind: n}) and ``damage`` (marked damage, CR 120.6).

    Built once per distinct set of values (most objects share one), then copied: the mapping is the caller's."""
    terms = list(terms)
    key = tuple(sorted(handle(t) for t in terms))
    hit = _STATUSES.get(key) or _kept(_STATUSES, key, lambda: _status_view(terms), 4096)
    out = hit.copy()  # (the two values that are containers: "blocking", a list, and "counters", a mapping)
    out["blocking"] = hit["blocking"][:]
    out["counters"] = hit["counters"].copy()
    return out


def _status_view(terms: list[Symbol]) -> dict[str, Any]:
    out: dict[str, Any] = {k: False for k in STATUS_FLAGS}
    out.update(attacking=None, blocking=[], counters={}, damage=0)
    for t in terms:
        if t.type == SymbolType.Function and not t.arguments:
            if t.name == "attacking":
                out["attacking"] = True
            else:
                out[t.name] = True
        elif t.name == "attacking":
            out["attacking"] = render_id(t.arguments[0])
        elif t.name == "blocking":
            out["blocking"].append(render_id(t.arguments[0]))
        elif t.name == "counters":
            kind = t.arguments[0]
            out["counters"][kind.string if kind.type == SymbolType.String else render_term(kind)] = t.arguments[1].number
        elif t.name == "damage":
            out["damage"] = t.arguments[0].number
    out["blocking"].sort()
    out["counters"] = dict(sorted(out["counters"].items()))
    return dict(sorted(out.items()))


class UnknownObject(KeyError):
    """No object ``oid`` in the answer: the message names it and some of the ids there."""

    def __init__(self, oid: Any, ids: list[str]) -> None:
        super().__init__(oid)
        self.oid, self.ids = oid, ids

    def __str__(self) -> str:
        some = ", ".join(self.ids[:8]) + (f", ... ({len(self.ids)} in all)" if len(self.ids) > 8 else "")
        return f"no object {clip(repr(self.oid))} in this answer (ids: {some or 'none'})"


@functools.cache
def choice_kinds() -> dict[str, list[str]]:
    """``pyglue/data/choices.json``: the kinds of ``choice/4`` the rules show for an apply answer (rules_asp/show.lp),
    each with the names of its own arguments, as :func:`decode_choices` names them."""
    return json.loads(files("pyglue").joinpath("data", "choices.json").read_text(encoding="utf-8"))["choices"]


#: the kinds of ``choice/4`` (:func:`choice_kinds`)
CHOICE_KINDS = tuple(choice_kinds())


@dataclass
class Derivation:
    """What every object is right now, with reasons (CR numbers) and pending rules events."""

    objects: list[ObjectView]
    reasons: list[tuple[str, str]]
    pending: list[str]
    #: what the whole rules find wrong with the state (input_error/4: a copy cycle, CR 707.2; a commander that can't
    #: be one, 903.3; ...), each a finding of rules_asp/findings.lp's form (pyglue.inputs.Finding: ``where`` the object)
    input_findings: list[Finding] = field(default_factory=list)
    card_names: list[dict[str, Any]] = field(default_factory=list)
    settle: list[str] = field(default_factory=list)
    players: list[dict[str, Any]] = field(default_factory=list)
    #: objects with an ability no rule acts on (support.lp): an answer about them may miss what it does
    warnings: list[dict[str, Any]] = field(default_factory=list)
    #: the readings of open rules (``--option``) this answer depends on: ``{option, reading, rule}``
    readings: list[dict[str, str]] = field(default_factory=list)
    #: the state derived (for showing it: :meth:`_repr_html_`)
    state: Any = field(default=None, repr=False, compare=False)
    #: in a view as a player (``viewer``): each hidden object's id and the opaque id the answer gives it instead
    #: (:func:`opaque_ids`); not part of the answer shown to that player
    aliases: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def _repr_html_(self) -> str:
        return picture("derivation_html", self)

    @property
    def input_errors(self) -> list[tuple[str, str, str]]:
        """``(object, check, CR rule)`` of each of :attr:`input_findings`."""
        return [(e.where, e.check, e.rule) for e in self.input_findings]

    def object(self, oid: str) -> ObjectView:
        """The view of object ``oid``; :class:`UnknownObject` (a ``KeyError`` naming it and the ids there) if
        there is none."""
        for o in self.objects:
            if o.id == oid:
                return o
        raise UnknownObject(oid, [o.id for o in self.objects])

    def to_json(self) -> dict[str, Any]:
        return {"objects": [o.to_json() for o in self.objects],
                "reasons": [{"about": a, "rule": r} for a, r in self.reasons],
                "pending": self.pending,
                "input_errors": [{"object": e.where, "problem": e.check, "rule": e.rule, "severity": e.severity,
                                  "text": e.text} for e in self.input_findings],
                "card_names": self.card_names,
                "players": self.players,
                "warnings": self.warnings} | ({"readings": self.readings} if self.readings else {})


@dataclass
class LegalAction:
    """A legal action in the shape ``apply`` takes, with its open choices and CR rules."""

    player: str
    action: dict[str, Any]
    targets: list[list[str]]
    rules: list[str]
    #: for an activation: which of the object's abilities (from 0, as derive lists them); ``ability: N`` in apply
    ability_index: int | None = None
    #: for a declaration (CR 508.1, 509.1): ``{"attackers": [{"object": O, "may_attack": [W, ...]}, ...]}`` or
    #: ``{"blockers": [{"object": B, "may_block": [A, ...]}, ...]}``, sorted; for a pass that may resolve an instruction
    #: naming a card no list bounds (branch universe, CR 608.2d): ``{"named": [{"object", "how", "criterion", "rule"}]}``
    choices: dict[str, Any] | None = None
    #: for an activation whose ability has an extra cost or a restriction (also/only, as derive lists it): that whole
    #: ability, which the table and the JSON action show (the rules name the action by its activated part; apply
    #: takes either, translate.activated_part)
    whole_ability: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    def shown_action(self) -> dict[str, Any]:
        """The action as the table and JSON show it: an activation with its whole ability."""
        return self.action if self.whole_ability is None else dict(self.action, ability=self.whole_ability)

    def to_json(self) -> dict[str, Any]:
        out = {"player": self.player, "action": self.shown_action(), "targets": self.targets, "rules": self.rules}
        if self.ability_index is not None:
            out["ability_index"] = self.ability_index
        if self.choices is not None:
            out["choices"] = self.choices
        return out


@dataclass
class WhyNot:
    """Whether ``action`` is legal for ``player`` and, if not, each failed condition with its rule."""

    player: str
    action: dict[str, Any]
    legal: bool
    failures: list[tuple[str, str]]
    readings: list[dict[str, str]] = field(default_factory=list)
    #: objects of the state asked about with an ability no rule acts on (:meth:`pyglue.solve.Engine.warnings`)
    warnings: list[dict[str, Any]] = field(default_factory=list)

    def _repr_html_(self) -> str:
        return picture("why_not_html", self)

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "action": self.action, "legal": self.legal,
                "failures": [{"condition": c, "rule": r} for c, r in self.failures], "warnings": self.warnings} | \
            ({"readings": self.readings} if self.readings else {})


@dataclass
class Outcome:
    """One legal resulting state of an action, and what happened on the way (with CR rules).

    ``events`` are ``(text, rule)`` pairs as the human output prints them; ``records`` the same events
    structured (``{"event": "cast", "player": "alice", "object": "croak", "rule": "601.2i"}``, see
    :func:`event_record`); ``choices`` each choice the rules made on the way, and who made it (``{"choice":
    "target", "object": "croak", "slot": 1, "value": "aviator", "chooser": "alice"}``, see :func:`decode_choices`),
    the action's step first, then each state-based action or trigger step (CR 117.5) in order.
    """

    state: GameState
    events: list[tuple[str, str]]
    choices: list[dict[str, Any]] = field(default_factory=list)
    records: list[dict[str, Any]] | None = None
    #: what gives :attr:`warnings` (set by :meth:`pyglue.solve.Engine.apply`: its ``warnings`` of this state)
    warner: Callable[[], list[dict[str, Any]]] | None = field(default=None, repr=False, compare=False)
    _warnings: list[dict[str, Any]] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def warnings(self) -> list[dict[str, Any]]:
        """The objects of this resulting state with an ability no rule acts on (as derive's ``warnings``), asked
        when first read."""
        if self._warnings is None:
            self._warnings = self.warner() if self.warner is not None else []
        return self._warnings

    def chosen(self, kind: str, obj: str | None = None) -> list[Any]:
        """The values chosen of ``kind`` (one of :data:`CHOICE_KINDS`: ``target``, ``payment``, ``mode``, ...),
        for ``obj`` if given, in slot order: ``outcome.chosen("target", "croak") == ["aviator"]``. A kind the
        rules never choose is a ``ValueError`` naming the kinds (an empty list means none was made)."""
        if kind not in CHOICE_KINDS:
            raise ValueError(f"{clip(repr(kind))} is not a kind of choice; the kinds: {', '.join(CHOICE_KINDS)}")
        return [c["value"] for c in self.choices if c["choice"] == kind and (obj is None or c["object"] == obj)]

    def event_records(self) -> list[dict[str, Any]]:
        """The events as records, as ``to_json()["events"]`` (without asking for the warnings)."""
        return self.records if self.records is not None else [{"event": e, "rule": r} for e, r in self.events]

    def _repr_html_(self) -> str:
        return picture("outcome_html", self)

    def to_json(self) -> dict[str, Any]:
        return {"state": self.state.to_document(), "events": self.event_records(), "choices": self.choices,
                "warnings": self.warnings}


def outcome(state: GameState, symbols: list[Symbol], prior: Outcome | None = None) -> Outcome:
    """The :class:`Outcome` of one apply answer (its ``next/1`` state, events and choices), after ``prior``'s
    (the steps before it: the action, then state-based actions and triggers)."""
    events, records, choices = decode_events(symbols), decode_event_records(symbols), decode_choices(symbols)
    if prior is not None:
        events = prior.events + events
        records = (prior.records or []) + records
        choices = prior.choices + choices
    return Outcome(state=state_from_next(state, symbols), events=events, choices=choices, records=records)


def json_value(sym: Symbol) -> Any:
    """An argument of an event or choice as JSON: a number, an id or player, a constant's name, an ability as
    its card-file mapping (CR 113), or else the term's text."""
    if sym.type == SymbolType.Number:
        return sym.number
    if sym.type == SymbolType.Function and sym.name in _MAPPED and sym.arguments:
        return voc.to_yaml(sym)
    if sym.type == SymbolType.Function and sym.name == "ability" and len(sym.arguments) == 2 \
            and sym.arguments[1].type != SymbolType.Number:  # an activated ability of an object: (object, ability)
        return {"object": render_id(sym.arguments[0]), "ability": voc.to_yaml(sym.arguments[1])}
    return render_term(sym)


def event_record(ev: Symbol, rule: str) -> dict[str, Any]:
    """An event term as a mapping: its name under ``event``, each argument under the name pyglue/data/events.json
    gives it (by name/arity, else name), or all of them under ``args``; and ``rule``."""
    if ev.type != SymbolType.Function:
        return {"event": render_term(ev), "rule": rule}
    names = _event_names()
    args = ev.arguments
    keys = names.get(f"{ev.name}/{len(args)}", names.get(ev.name))
    out: dict[str, Any] = {"event": ev.name, "rule": rule}
    if keys is not None and len(keys) == len(args):
        out.update({k: json_value(a) for k, a in zip(keys, args)})
    elif args:
        out["args"] = [json_value(a) for a in args]
    return out


def decode_event_records(symbols: list[Symbol]) -> list[dict[str, Any]]:
    """The ``event/2`` atoms of an apply answer as :func:`event_record` mappings, in the order of
    :func:`decode_events` (by their text)."""
    fb = unify([S.Event], symbols)
    pairs = sorted(((render_term(x.ev), x.rule), x.ev) for x in fb.query(S.Event).all())
    return [event_record(ev, rule) for (_, rule), ev in pairs]


def decode_choices(symbols: list[Symbol]) -> list[dict[str, Any]]:
    """The ``choice(K, O, V, P)`` atoms of an apply answer (rules_asp/show.lp): ``{"choice": kind, "object": O,
    "value": V, "chooser": P}``, with the kind's arguments named (``slot`` of a target, ``position`` in a trigger
    order, ``side`` and ``position`` of a scry or surveil, ``recipient`` and ``player`` of divided damage) before
    ``chooser``, the player the rules say made the choice (CR 109.5, 601.2, 603.3b, 704.5j, 707.5, ...); sorted by
    kind, object, slot, position, recipient (a fixed order of a division's recipients), value."""
    out = []
    names = choice_kinds()
    for s in named(symbols, "choice", 4):  # (through the handle cache: a wrapper's call per symbol costs more)
        kind, obj, val, who = s.arguments
        rec: dict[str, Any] = {"choice": kind.name, "object": json_value(obj), "value": json_value(val)}
        keys = names.get(kind.name, [])
        if len(kind.arguments) <= len(keys):
            rec.update((k, json_value(a)) for k, a in zip(keys, kind.arguments))
        else:
            rec["args"] = [json_value(a) for a in kind.arguments]
        rec["chooser"] = json_value(who)
        out.append(rec)
    return sorted(out, key=lambda c: (c["choice"], json.dumps(c["object"], sort_keys=True), c.get("slot", 0),
                                      c.get("side", ""), c.get("position", 0), c.get("recipient", ""),
                                      json.dumps(c["value"], sort_keys=True)))


def action_dict(term: Symbol) -> dict[str, Any]:
    """The ``apply`` mapping of an action term (``cast(O, K)``, ``play(O)``, ``pass``, ...): each argument under the
    key pyglue/data/action.schema.json's ``x-terms`` declares for it (:func:`pyglue.schema.terms`), the inverse of
    the encoder's."""
    out: dict[str, Any] = {"action": term.name}
    args = S.terms()["action"].get(term.name, ())
    if len(args) == len(term.arguments):
        for (key, kind), a in zip(args, term.arguments):
            out[key] = a.name if kind == "const" else voc.to_yaml(a) if kind == "term" else render_id(a)
    return out


# ---------------------------------------------------------------------------------------------


_OBJECT_REPS: dict[str, int] = {}


def _object_rep(oid: str) -> int:
    """The handle of the symbol of object id ``oid`` (pyglue.translate.object_id), kept per id."""
    from .translate import object_id

    if len(_OBJECT_REPS) > _RENDER_LIMIT:
        _OBJECT_REPS.clear()
    rep = _OBJECT_REPS[oid] = handle(object_id(oid))
    return rep


def decode_derive(state: GameState, symbols: list[Symbol]) -> Derivation:
    """Build a :class:`Derivation` from a derive answer set."""
    with gc_paused():
        return _decode_derive(state, symbols)


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for a while (then on again if it was): decoding a large answer makes
    a few containers per object and no cycles, and each collection it would trigger walks every live object, the
    caches of symbol handles included (measured at 10,000 objects: 0.65 s -> 0.48 s CPU)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


_NO_FACES: dict[str, list[tuple[int, int]]] = {}


def _decode_derive(state: GameState, symbols: list[Symbol]) -> Derivation:
    # char/3 and copiable/4, most of an answer, are read as symbol handles in any order (_rep_face_dict orders
    # each object's values); the rest in clingo's symbol order, as a sorted answer has them
    big, rest = split(symbols, (("char", 3), ("copiable", 4)))
    symbols = sorted(rest, key=sort_key)
    fb = unify([S.FaceUp, S.Controller, S.Designation, S.CopyOf, S.CopyException, S.PrepareLink,
                S.PrepareSpell, S.ForetoldSpell, S.Foretold, S.ForetoldCost, S.Hidden, S.FaceDownSeen, S.CardName,
                S.ManaValue, S.Pending, S.Settle, S.InputErrorP, S.CheckText,
                S.Reason], symbols)
    prepare_spells = {handle(x.o) for x in fb.query(S.PrepareSpell).all()}
    foretold_spells = {handle(x.o) for x in fb.query(S.ForetoldSpell).all()}
    hidden = {handle(x.o) for x in fb.query(S.Hidden).all()}
    seen = {handle(x.o) for x in fb.query(S.FaceDownSeen).all()}   # (its face-down values shown, CR 708.2a)
    foretold = {handle(x.o): {"turn": x.turn, "costs": []} for x in fb.query(S.Foretold).all()}
    for x in fb.query(S.ForetoldCost).all():
        if handle(x.o) in foretold:
            foretold[handle(x.o)]["costs"].append(x.cost.string if x.cost.type == SymbolType.String else render_term(x.cost))
    for f in foretold.values():
        f["costs"].sort()
    consts: dict[int, str | None] = {}  # a constant's name per handle (characteristics and faces: a few)
    chars: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for o, c, v in big["char", 3]:
        if (consts[c] if c in consts else consts.setdefault(c, constant(c))) is not None:
            chars[o].append((c, v))
    copiable: dict[int, dict[str, list[tuple[int, int]]]] = defaultdict(lambda: defaultdict(list))
    for o, face, c, v in big["copiable", 4]:
        fa = consts[face] if face in consts else consts.setdefault(face, constant(face))
        if fa is not None and (consts[c] if c in consts else consts.setdefault(c, constant(c))) is not None:
            copiable[o][fa].append((c, v))
    controller = {handle(x.o): render_id(x.p) for x in fb.query(S.Controller).all()}
    designations: dict[int, list[str]] = defaultdict(list)
    for x in fb.query(S.Designation).all():
        designations[handle(x.o)].append(x.d)
    exceptions: dict[int, list[tuple[str, str, Symbol]]] = defaultdict(list)
    for x in fb.query(S.CopyException).all():
        exceptions[handle(x.e)].append((x.mode, x.c, x.v))
    copy_of: dict[int, list[tuple[int, Symbol, Symbol]]] = defaultdict(list)
    for x in fb.query(S.CopyOf).all():
        copy_of[handle(x.o)].append((x.ts, x.e, x.source))
    links = {handle(x.copy): render_id(x.perm) for x in fb.query(S.PrepareLink).all()}
    mana_value = {handle(x.o): x.n for x in fb.query(S.ManaValue).all()}
    face_up = {handle(x.o): x.face for x in fb.query(S.FaceUp).all()}
    statuses: dict[int, list[Symbol]] = defaultdict(list)
    for sym in named(symbols, "status", 2):
        o, st = arguments(sym)
        statuses[handle(o)].append(st)
    views = []
    for o in state.doc["objects"]:
        sym = _OBJECT_REPS.get(o["id"]) or _object_rep(o["id"])
        cop = copiable.get(sym, _NO_FACES)
        cdict = _rep_face_dict(cop.get("main", []))
        if len(cop) > 1 or "main" not in cop:
            for face, pairs in sorted(cop.items()):
                if face != "main":
                    cdict[face] = _rep_face_dict(pairs)
        copies = []
        for ts, e, src in sorted(copy_of.get(sym, ()), key=lambda p: (p[0], str(p[1]))):
            entry: dict[str, Any] = {"effect": render_term(e)}
            entry.update(_source_dict(src))
            entry["except"] = _exception_mapping(exceptions.get(handle(e), []))
            entry["timestamp"] = ts
            copies.append(entry)
        ability = None
        if o.get("ability"):
            ability = {"source": o["ability"]["source"], "text": o["ability"]["text"]}
        if sym in hidden:
            # (a face-down spell or permanent is withheld, but its face-down values are its characteristics for all
            # to see, CR 708.2, 708.2a, 708.5: a 2/2 creature with no name; the rules say which: face_down_seen)
            public = sym in seen
            views.append(ObjectView(
                id=o["id"], zone=o["zone"], owner=o["owner"], controller=controller.get(sym),
                token=bool(o.get("token")), copy=bool(o.get("copy")), face_down=bool(o.get("face_down")),
                tapped=bool(o.get("tapped")), characteristics=_rep_face_dict(chars.get(sym, [])) if public
                else face_dict([]), copiable=cdict if public else face_dict([]),
                designations=sorted(designations.get(sym, [])), copy_of=[], hidden=True,
                status=status_view(statuses.get(sym, [])),
                # (its place on the stack is public, CR 400.2, 405.2: the face alone is withheld)
                stack={"position": (_stack_view(state, o) or {}).get("position")} if o["zone"] == "stack" else None))
            continue
        shown = _rep_face_dict(chars.get(sym, []))
        if " // " in str(shown.get("name")) and cdict.get("name") in shown["name"].split(" // "):   # (709.4a)
            shown["name"] = " // ".join([cdict["name"], *(n for n in shown["name"].split(" // ") if n != cdict["name"])])
        views.append(ObjectView(
            id=o["id"], zone=o["zone"], owner=o["owner"], controller=controller.get(sym),
            token=bool(o.get("token")), copy=bool(o.get("copy")), face_down=bool(o.get("face_down")),
            tapped=bool(o.get("tapped")),
            characteristics=shown, copiable=cdict,
            designations=sorted(designations.get(sym, ())), copy_of=copies,
            prepare_copy_of=o.get("prepare_copy_of"), prepare_copy_active=sym in links,
            prepare_spell=sym in prepare_spells, foretold_spell=sym in foretold_spells, foretold=foretold.get(sym),
            mana_value=mana_value.get(sym), ability=ability, face_up=face_up.get(sym, "main"),
            faces=_face_order(cop), status=status_view(statuses.get(sym, ())), stack=_stack_view(state, o)))
    reasons = sorted({(render_term(x.about), x.rule) for x in fb.query(S.Reason).all()})
    pending = sorted({x.kind for x in fb.query(S.Pending).all()})
    texts = {x.check: (x.rule, x.severity, x.text) for x in fb.query(S.CheckText).all()}
    errors = sorted({finding(texts, x.kind, render_id(x.o), rule=x.rule) for x in fb.query(S.InputErrorP).all()},
                    key=lambda e: (e.where, e.check, e.rule))
    names: dict[str, list[str]] = defaultdict(list)
    for x in fb.query(S.CardName).all():
        names[x.name].append(x.ty)
    card_names = [{"name": n, "types": sorted(t)} for n, t in sorted(names.items())]
    settle = sorted(x.event for x in fb.query(S.Settle).all())
    d = Derivation(objects=views, reasons=reasons, pending=pending, input_findings=errors, card_names=card_names,
                   settle=settle, players=player_views(state), warnings=decode_warnings(symbols),
                   readings=decode_readings(symbols), state=state)
    return _opaque_ids(state, d) if hidden else d


def opaque_ids(state: GameState, hidden_ids: Iterable[str]) -> dict[str, str]:
    """An id for each object hidden from a viewer that says nothing of the card (CR 401.2, 402.3, 406.3, 708.5):
    ``hidden:OWNER:ZONE:N``, N counting that owner's hidden objects in that zone from 1 (in a library from the top,
    CR 401.2: its place is known, not the card), so that an id a user chose (``saw`` for a Swords to Plowshares) is
    never shown to a player who may not see the card."""
    hidden = set(hidden_ids)
    from .translate import library_places

    places = library_places(state.doc)
    taken = {o["id"] for o in state.doc["objects"]} - hidden
    count: dict[tuple[str, str], int] = defaultdict(int)
    out: dict[str, str] = {}
    for j, o in sorted(enumerate(state.doc["objects"]), key=lambda p: (places.get(p[1]["id"], p[0]), p[0])):
        if o["id"] not in hidden:
            continue
        count[o["owner"], o["zone"]] += 1
        alias = f"hidden:{o['owner']}:{o['zone']}:{count[o['owner'], o['zone']]}"
        while alias in taken:  # (a user's id that happens to read so)
            alias += "'"
        out[o["id"]] = alias
    return out


def _opaque_ids(state: GameState, d: Derivation) -> Derivation:
    """``d`` with every hidden object's id replaced by its :func:`opaque_ids` alias, wherever the answer names it
    (the object, what others block, attack or copy, the reasons, input errors)."""
    import re

    aliases = opaque_ids(state, [o.id for o in d.objects if o.hidden])
    pattern = re.compile("|".join(rf"(?<![\w.:]){re.escape(k)}(?![\w.])" for k in sorted(aliases, key=len, reverse=True)))

    def swap(v: Any) -> Any:
        if isinstance(v, str):
            return aliases.get(v, pattern.sub(lambda m: aliases[m.group(0)], v) if aliases else v)
        if isinstance(v, list):
            return [swap(x) for x in v]
        if isinstance(v, tuple):
            return tuple(swap(x) for x in v)
        if isinstance(v, dict):
            return {k: swap(x) for k, x in v.items()}
        return v

    for view in d.objects:
        for k, v in list(view.__dict__.items()):
            if k not in ("characteristics", "copiable", "zone", "owner", "controller"):
                setattr(view, k, swap(v))
    d.reasons = sorted(swap(d.reasons))
    d.input_findings = sorted((replace(e, where=swap(e.where)) for e in d.input_findings),
                              key=lambda e: (e.where, e.check, e.rule))
    d.aliases = aliases
    # a card name that only withheld cards carry (a face's too) would name them (CR 401.2, 402.3): left out
    seen = _names([state.cards.get(o.get("card")) for o in state.doc["objects"] if o["id"] not in aliases]
                  + [[v.characteristics, v.copiable] for v in d.objects if not v.hidden])
    withheld = _names([state.cards.get(o.get("card")) for o in state.doc["objects"] if o["id"] in aliases]) - seen
    d.card_names = [c for c in d.card_names if c["name"] not in withheld]
    return d


def _names(v: Any) -> set[str]:
    """Every ``name`` in ``v`` (a card or a view, with its faces; nested in lists and mappings)."""
    if isinstance(v, list):
        return set().union(*map(_names, v)) if v else set()
    if isinstance(v, dict):
        return ({v["name"]} if isinstance(v.get("name"), str) else set()) | _names(list(v.values()))
    return set()


_EXCEPTIONS: dict[tuple[tuple[str, str, int], ...], str] = {}


def _exception_mapping(exc: list[tuple[str, str, Symbol]]) -> dict[str, Any]:
    """:func:`pyglue.vocabulary.exception_mapping` of a copy effect's ``(mode, characteristic, value)`` exceptions,
    kept per distinct list as JSON text (token copies share a few sets of exceptions); the mapping is the caller's."""
    return json.loads(_kept(_EXCEPTIONS, tuple((m, c, handle(v)) for m, c, v in exc), lambda: json.dumps(
        voc.exception_mapping(exc, sorted({c for m, c, _ in exc if m == "set"})))))


def decode_readings(symbols: list[Symbol]) -> list[dict[str, str]]:
    """``reading(N, V, R)`` atoms: the open readings (``--option N``) an answer depends on, read as V (on or off)
    at CR rule R, sorted."""
    return sorted(({"option": s.arguments[0].name, "reading": s.arguments[1].name, "rule": s.arguments[2].string}
                   for s in named(symbols, "reading", 3)),
                  key=lambda r: (r["option"], r["reading"], r["rule"]))


def decode_warnings(symbols: list[Symbol]) -> list[dict[str, Any]]:
    """``warning(O, Ab)`` atoms as ``{object, ability, not_acted_on}``: the ability as written and the parts
    of it no rule acts on (unsupported Oracle text, carried-only templates), sorted."""
    out = []
    for sym in named(symbols, "warning", 2):
        o, ab = arguments(sym)
        # (an ability's YAML and its parts no rule acts on, kept per symbol as JSON text: the same abilities warn on
        # object after object, and each warning gets its own copy)
        text = _WARNED.get(handle(ab)) or _kept(_WARNED, handle(ab), functools.partial(_warned, ab))
        y, parts = json.loads(text[0])
        out.append(({"object": render_id(o), "ability": y, "not_acted_on": parts}, text[1]))
    out.sort(key=lambda w: (w[0]["object"], w[1]))
    return [w for w, _ in out]


_WARNED: dict[int, tuple[str, str]] = {}


def _warned(ab: Symbol) -> tuple[str, str]:
    y = voc.to_yaml(ab)
    return json.dumps([y, voc.not_acted_on(y)]), json.dumps(y, sort_keys=True)


class LegalActions(list):
    """The legal actions (a list of :class:`LegalAction`), with ``warnings`` as :class:`Derivation` has them."""

    warnings: list[dict[str, Any]]

    def __init__(self, actions: Iterable[Any] = (), warnings: list[dict[str, Any]] | None = None,
                 readings: list[dict[str, str]] | None = None) -> None:
        super().__init__(actions)
        self.warnings = warnings or []
        self.readings = readings or []
        #: the answer's shown atoms, when the query asked a caller's program (:meth:`Engine.legal_actions`)
        self.shown: list[Any] = []
        #: the game is over (CR 104.1): ``{"winner": P or None (a draw, 104.4a), "rules": [...]}``,
        #: as the rules show it (game_result/2); None while it goes on
        self.game_over: dict[str, Any] | None = None
        #: the state-based actions to perform before any player receives priority (CR 704.3, 117.5),
        #: as event records (``{"event": "loses", "player": "bob", "rule": "704.5a"}``; pending_sba/2)
        self.pending: list[dict[str, Any]] = []

    def status_from(self, symbols: list[Symbol]) -> LegalActions:
        """Read what the rules say of the state besides the actions: game_result/2, pending_sba/2."""
        results = [(x.arguments[0], x.arguments[1].string) for x in named(symbols, "game_result", 2)]
        if results:
            won = [render_id(r.arguments[0]) for r, _ in results if r.match("winner", 1)]
            self.game_over = {"winner": won[0] if won else None,
                              "rules": sorted({rule for _, rule in results}, key=_rule_key)}
        self.pending = sorted((event_record(x.arguments[0], x.arguments[1].string)
                               for x in named(symbols, "pending_sba", 2)), key=str)
        return self

    def _repr_html_(self) -> str:
        return picture("legal_html", self)

    def to_json(self) -> dict[str, Any]:
        out = {"actions": [a.to_json() for a in self], "warnings": self.warnings}
        out |= {"game_over": self.game_over} if self.game_over else {}
        out |= {"pending": self.pending} if self.pending else {}
        return out | ({"readings": self.readings} if self.readings else {})


def mana_text(counts: dict[str, int]) -> str:
    """Mana symbols from their counts in a fixed order, {X} and generic first, then W U B R G C, then the others as
    printed (``{1}{U}{R}{R}{G/W}``, vocabulary.parse_mana_cost's keys): the one writer of mana, so that the same mana
    always reads the same."""
    other = sorted(k for k in counts if k not in COLOR_ORDER and k not in ("generic", "x"))
    return "{X}" * counts.get("x", 0) + (f"{{{counts['generic']}}}" if counts.get("generic") else "") \
        + "".join(f"{{{c.upper()}}}" * counts.get(c, 0) for c in COLOR_ORDER) \
        + "".join((f"{{2/{k[3:].upper()}}}" if k.startswith("h2_") else
                   "{" + "/".join(k.removeprefix("p_").upper()) + "/P" * k.startswith("p_") + "}") * counts[k]
                  for k in other)


def pool_text(pool: str | None) -> str:
    """A mana pool string in the fixed order of :func:`mana_text`."""
    return mana_text(dict(voc.parse_mana_cost(pool, "mana_pool")) if pool else {})


def player_views(state: GameState) -> list[dict[str, Any]]:
    """Each player in seat order as the state has them (CR 102, 119, 106.4, 305.2, 500.7): name, life, mana pool
    (in W U B R G C order), lands played and cards foretold this turn, extra turns, and whether they are the
    active player, hold priority or have passed it (CR 117.3d)."""
    doc = state.doc
    passed = set(doc.get("passed") or [])
    return [{"name": p["name"], "life": p["life"], "mana_pool": pool_text(p.get("mana_pool")),
             "lands_played": p.get("lands_played", 0), "foretold_this_turn": p.get("foretold_this_turn", 0),
             "extra_turns": list(p.get("extra_turns") or []), "active": doc.get("active_player") == p["name"],
             "priority": doc.get("priority") == p["name"], "passed": p["name"] in passed}
            for p in doc["players"]]


def _face_order(faces: Iterable[str]) -> list[str]:
    """The faces an object's copiable values have, main first then in ``voc.ALT_FACES`` order."""
    key = tuple(faces)
    return (_FACE_ORDERS.get(key) or _kept(_FACE_ORDERS, key, lambda: [fa for fa in ("main",) + voc.ALT_FACES
                                                                         if fa in key]))[:]


_FACE_ORDERS: dict[tuple[str, ...], list[str]] = {}


def _source_dict(src: Symbol) -> dict[str, Any]:
    if src.type == SymbolType.Function and src.name == "obj":
        return {"source": render_id(src.arguments[0])}
    if src.type == SymbolType.Function and src.name == "card":
        return {"card": src.arguments[0].string}
    if src.type == SymbolType.Function and src.name == "prepare":
        return {"prepare_of": render_id(src.arguments[0].arguments[0])}
    return {}


def decode_legal(symbols: list[Symbol]) -> list[LegalAction]:
    """Build the sorted list of :class:`LegalAction` from a legal answer set."""
    fb = unify([S.Legal, S.LegalX, S.LegalTargetSpec, S.LegalXTargetSpec, S.SpecTarget, S.Reason, S.LegalKicked],
               symbols)
    xs: dict[tuple[Symbol, Symbol], list[int]] = defaultdict(list)   # the X values a cast may announce (CR 107.3a)
    for x in fb.query(S.LegalX).all():
        xs[(x.p, x.a)].append(x.n)
    # the casts that may also be announced kicked, paying the kicker cost too (CR 702.33a, 601.2b)
    kickable = {(x.p, x.a) for x in fb.query(S.LegalKicked).all()}
    # legal targets of a slot: the spec's targets for the player, shown once per spec by the rules and
    # joined here. (A cast candidate is in a hand or in exile, never among its own legal targets.)
    by_spec: dict[tuple[Symbol, Symbol], list[Symbol]] = defaultdict(list)
    for x in fb.query(S.SpecTarget).all():
        by_spec[(x.spec, x.p)].append(x.x)
    targets: dict[tuple[Symbol, Symbol], dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for x in fb.query(S.LegalTargetSpec).all():
        targets[(x.p, x.a)][x.i] = [render_id(t) for t in by_spec.get((x.spec, x.p), [])]
    # a cast announced with X has the slots the rules give for that X (CR 601.2b-c)
    x_targets: dict[tuple[Symbol, Symbol, int], dict[int, list[str]]] = defaultdict(dict)
    for x in fb.query(S.LegalXTargetSpec).all():
        x_targets[(x.p, x.a, x.n)][x.i] = [render_id(t) for t in by_spec.get((x.spec, x.p), [])]
    rules: dict[tuple[Symbol, Symbol], set[str]] = defaultdict(set)
    for x in fb.query(S.Reason).all():
        if x.about.type == SymbolType.Function and x.about.name == "legal":
            rules[(x.about.arguments[0], x.about.arguments[1])].add(x.rule)
    # the open choices of a declaration of attackers or blockers (CR 508.1a-b, 509.1a), by player
    declared = S.declarations()
    by_option = {d["options"]: a for a, d in declared.items()}
    options: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    cost_choices: dict[tuple[Symbol, Symbol], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    kick_counts: dict[tuple[Symbol, Symbol], list[int]] = defaultdict(list)
    doors: list[LegalAction] = []
    for sym in symbols:
        if sym.type is SymbolType.Function and sym.name in by_option and len(sym.arguments) == 3:
            p, o, w = (render_id(a) for a in sym.arguments)
            options[(p, by_option[sym.name])][o].append(w)
        elif sym.match("legal_kicked", 3):   # (branch gaps10: a multikicker count, CR 702.33c)
            kick_counts[(sym.arguments[0], sym.arguments[1])].append(sym.arguments[2].number)
        elif sym.match("legal_choice", 4):   # (branch gaps10: a cost choice the action leaves open, CR 602.2b)
            cost_choices[(sym.arguments[0], sym.arguments[1])][str(sym.arguments[2])].append(render_id(sym.arguments[3]))
        elif sym.match("legal_door", 3):   # (a Room's other locked door, its own unlock, CR 709.5e)
            p, a, door = sym.arguments[0], sym.arguments[1], str(sym.arguments[2])
            why = rules.get((p, Function(f"{a.name}_{door}", a.arguments)), set())   # (legal_reason of unlock_right(O))
            doors.append(LegalAction(player=render_id(p), action=dict(action_dict(a), door=door), targets=[],
                                     rules=sorted(why, key=_rule_key)))
        elif sym.match("name_needed", 4):   # (branch universe: the card a pass's resolution names, CR 608.2d)
            p, o = render_id(sym.arguments[0]), render_id(sym.arguments[1])
            options[(p, "pass")]["named"].append({"object": o, "how": str(sym.arguments[2]),
                                                  "criterion": str(sym.arguments[3]), "rule": "608.2d"})
    def entry(p: Symbol, a: Symbol, action: dict[str, Any], held: dict[int, list[str]], rule: tuple[str, ...] = (),
              choices: dict[str, Any] | None = None) -> LegalAction:
        return LegalAction(player=render_id(p), action=action, targets=[sorted(held[i]) for i in sorted(held)],
                           rules=sorted(rules.get((p, a), set()) | set(rule), key=_rule_key), choices=choices)

    out = []
    legal_pairs = {(x.p, x.a) for x in fb.query(S.Legal).all()}
    # an activation legal only with some X > 0 (a target "with mana value X", CR 601.2b-c via 602.2b), or a cast or
    # activation listed only with X (X can't be 0, X names the card, CR 601.2b, 107.3c): its X entries
    for (p, a), ns in xs.items():
        if (p, a) not in legal_pairs:
            act = action_dict(a)
            out += [entry(p, a, dict(act, x=n), x_targets.get((p, a, n), {}),
                          choices={k: sorted(v) for k, v in cost_choices[(p, a)].items()} or None) for n in sorted(ns)]
    for x in fb.query(S.Legal).all():
        slots = targets.get((x.p, x.a), {})
        act = action_dict(x.a)
        choices = None
        if act["action"] in declared:
            opts, d = options.get((render_id(x.p), act["action"]), {}), declared[act["action"]]
            choices = {d["key"]: [{"object": o, d["may"]: sorted(opts[o])} for o in sorted(opts)]}
        elif act["action"] == "pass" and options.get((render_id(x.p), "pass")):
            # (branch universe) the card to name as "named" if this pass resolves the top of the stack: an
            # instruction whose card no list bounds (a choice, CR 201.4, or a random pick the caller reports)
            choices = {"named": sorted(options[(render_id(x.p), "pass")]["named"], key=str)}
        elif (x.p, x.a) in cost_choices:
            choices = {k: sorted(v) for k, v in cost_choices[(x.p, x.a)].items()}
        out += [entry(x.p, x.a, each, x_targets.get((x.p, x.a, n), {}) if n else slots, choices=choices)
                for n, each in [(0, act)] + [(n, dict(act, x=n)) for n in sorted(xs.get((x.p, x.a), []))]]
        out += [entry(x.p, x.a, dict(act, kicked=True), slots, ("702.33a",))] if (x.p, x.a) in kickable else []
        out += [entry(x.p, x.a, dict(act, kicked=n), slots, ("702.33c",)) for n in sorted(kick_counts.get((x.p, x.a), []))]
    return sorted(out + doors, key=legal_order)


def legal_order(a: LegalAction) -> tuple:
    """The order of a legal table: by player, pass first, then by action; a cast announced with X after the same
    cast at X = 0, in the order of X (CR 107.3a; not of the text, where "x": 10 comes before "x": 2); a kicked cast
    after the same cast unkicked (CR 702.33a), in the order of the times kicked (multikicker, 702.33c)."""
    return (a.player, a.action.get("action") != "pass",
            str({k: v for k, v in a.action.items() if k not in ("x", "kicked", "door")}), a.action.get("x", 0),
            int(a.action.get("kicked") or 0), a.action.get("door", ""))


def decode_face_options(symbols: list[Symbol]) -> list[tuple[Symbol, Symbol, str, str]]:
    """The sorted ``(player, object, face, cost kind)`` casts as an Adventure or Omen the rules name (CR 715.3,
    720.3), each still to be judged by the rules (``face_option/4`` of a legal answer set)."""
    fb = unify([S.FaceOption], symbols)
    return sorted(((x.p, x.o, x.face, x.k) for x in fb.query(S.FaceOption).all()), key=str)


def _rule_key(rule: str) -> tuple:
    return tuple((int("".join(ch for ch in p if ch.isdigit()) or 0), p) for p in rule.replace("-", ".").split("."))


def _derived_costs(symbols: list[Symbol]) -> dict[Symbol, dict[str, int]]:
    """The symbols of each derived cost an answer shows (``mana_symbol/3`` of a cost term that is no string)."""
    costs: dict[Symbol, dict[str, int]] = defaultdict(dict)
    for x in unify([S.ManaSymbol], named(symbols, "mana_symbol", 3)).query(S.ManaSymbol).all():
        costs[x.cost][x.sym] = x.n
    return costs


def decode_why_not(player: str, action: dict[str, Any], symbols: list[Symbol]) -> WhyNot:
    """Build a :class:`WhyNot` from a why-not answer set."""
    fb = unify([S.Blocked, S.Legal], symbols)
    costs = _derived_costs(symbols)   # (a cost the rules computed, written as its symbols: show.lp's plain_cost)
    failures = sorted({(f"cannot_pay({mana_text(costs[x.why.arguments[0]]) or '{0}'})"
                        if x.why.match("cannot_pay", 1) and x.why.arguments[0] in costs else render_term(x.why), x.rule)
                       for x in fb.query(S.Blocked).all()},
                      key=lambda p: (_rule_key(p[1]), p[0]))
    legal = bool(list(fb.query(S.Legal).all())) and not failures
    return WhyNot(player=player, action=action, legal=legal, failures=failures, readings=decode_readings(symbols))


def decode_events(symbols: list[Symbol]) -> list[tuple[str, str]]:
    """The ``event/2`` atoms of an apply answer as ``(event, rule)`` pairs sorted by their text: one answer is one
    step, whose events the rules make at one time point with no order among them (the output contract says so:
    output.schema.json's ``events``); the steps keep their order in :func:`outcome`."""
    fb = unify([S.Event], symbols)
    # every event atom once: two events of one step are two atoms (the rules make their terms distinct, e.g. by
    # the source), so nothing here merges them
    return sorted((render_term(x.ev), x.rule) for x in fb.query(S.Event).all())


# ---------------------------------------------------------------------------------------------
# next/1 fluents -> a state document that loads again


def state_from_next(old: GameState, symbols: list[Symbol]) -> GameState:
    """The resulting state built from an apply answer's ``next/1`` fluents."""
    fluents = [x.fluent for x in unify([S.Next], symbols).query(S.Next).all()]
    derived_costs = _derived_costs(symbols)
    fb = unify(list(S.FLUENTS), fluents)
    doc: dict[str, Any] = {}
    objs: dict[str, dict[str, Any]] = {}

    def obj(sym: Symbol) -> dict[str, Any]:
        oid = render_id(sym)
        return objs.setdefault(oid, {"id": oid})

    players = {render_id(x.p): {"name": render_id(x.p)} for x in fb.query(S.Player).all()}
    seats = {render_id(x.p): x.i for x in fb.query(S.Seat).all()}
    decode_fields(fb, "game", lambda _: doc, [doc])
    decode_fields(fb, "player", lambda sym: players.get(render_id(sym)), players.values())
    decode_fields(fb, "object", obj, (), derived_costs)
    doc["players"] = [players[p] for p in sorted(players, key=lambda n: seats.get(n, 0))]
    doc.setdefault("turn", old.doc["turn"])
    for x in fb.query(S.LibraryPos).all():
        obj(x.o)["library_position"] = x.i
    copy_effects: dict[Symbol, dict[str, Any]] = {}
    for x in sorted(fb.query(S.CopyEffect).all(), key=lambda c: (c.ts, str(c.e))):
        entry: dict[str, Any] = {"timestamp": x.ts}   # (its source and exceptions: declared fields, read below)
        obj(x.o).setdefault("copy_effects", []).append(copy_effects.setdefault(x.e, entry))
    decode_fields(fb, "copy_effect", copy_effects.get, ())   # (values, until, until_player, all_faces)
    doc["stack"] = [render_id(x.o) for x in sorted(fb.query(S.StackPos).all(), key=lambda s: s.i)]

    # (an effect's timestamp: a declared field)
    effects = {render_id(x.e): {"id": render_id(x.e), "affects": []} for x in fb.query(S.Effect).all()}
    decode_fields(fb, "effect", lambda sym: effects.get(render_id(sym)), effects.values())
    doc["continuous_effects"] = [dict(sorted(e.items())) for _, e in sorted(effects.items())]   # (lists: sorted)
    for items in S.ITEMS.values():   # (triggered, delayed_triggers, enters_as_copy_next, last_known)
        decode_items(fb, items, doc)
    old_order = {o["id"]: i for i, o in enumerate(old.doc["objects"])}
    ordered = sorted(objs.values(), key=lambda o: (old_order.get(o["id"], len(old_order)), o["id"]))
    doc["objects"] = [dict(sorted(o.items())) for o in ordered if "zone" in o]
    doc["cards"] = [old.cards[n] for n in sorted(old.cards)]
    # a state reached from a file is labelled "FILE (next)" once, however many steps (settling) led to it
    return engine_state(doc, old.cards, f"{old.source.removesuffix(' (next)')} (next)")


def decode_fields(fb: Any, scope: str, dest_of: Callable[[Any], dict[str, Any] | None],
                  every: Iterable[dict[str, Any]], costs: dict[Symbol, dict[str, int]] | None = None) -> None:
    """The declared fields of ``scope`` (pyglue/data/state.schema.json's ``x-fluent``,
    :data:`pyglue.schema.FIELDS_BY_SCOPE`) read from their fluents into the mapping ``dest_of(symbol)`` of the
    player, object or effect each names (the game's: ``dest_of`` of nothing; an item's: of the tuple of its owner
    arguments): the inverse of :func:`pyglue.schema.field_facts`. Lists are sorted (an indexed list in its positions'
    order), mana is written W U B R G C (a cost as ``costs``, the answer's ``mana_symbol/3``, breaks it down), and
    each mapping of ``every`` gets a field's ``absent`` value when no fluent holds."""
    fields = S.FIELDS_BY_SCOPE[scope]
    done: dict[tuple[int, str], tuple[dict[str, Any], str, str]] = {}
    for fl in fields:
        kind, shape, key, zero, nested = fl.value, fl.shape, fl.path[-1], fl.zero, fl.path[0] if len(fl.path) == 2 \
            else None
        start = fl.width
        # the value's argument: after the owner, the position or entry key, and the kind
        at = start + (shape in ("indexed", "map_const", "map_string")) + len(fl.kind)
        for x in fb.query(fl.pred).all():
            if fl.kind and tuple(x[at - len(fl.kind):at]) != fl.kind:
                continue
            if fl.wrap and (x := S.unwrapped(fl, x, at)) is None:   # (copy_source(E, obj(X)): source)
                continue
            dest = dest_of(x[0] if start == 1 else tuple(x[:start]) if start else None)
            if dest is None:
                continue
            if nested is not None:
                dest = dest.setdefault(nested, {})
            if shape == "one" and kind == "flag":   # (kept where another field of the key wrote first)
                dest.setdefault(key, copy.copy(fl.written))
                continue
            if kind in ("exception", "exception_sets"):   # (copy exceptions: read once all are, below)
                dest.setdefault(key, ([], []))[kind == "exception_sets"].append(tuple(x[at:]))
                done[(id(dest), key)] = (dest, key, "exception")
                continue
            if shape == "one" and kind != "mana":
                v = render_id(x[at]) if kind == "id" else x[at] if kind != "cost" else x[at].string \
                    if x[at].type == SymbolType.String else mana_text((costs or {}).get(x[at], {})) or "{0}"
                if v or zero:
                    dest[key] = v
                continue
            if shape == "tuple":
                dest[key] = list(x[at:])
                continue
            if shape == "record":   # (a mapping's fields, merged with its fields declared on their own)
                dest.setdefault(key, {}).update(record_values(fl.fields, x[at:]))
                continue
            if shape in ("faces", "characteristic"):   # (read once every value is, below)
                dest.setdefault(key, []).append(tuple(x[at:at + 3]) if shape == "faces" else voc.to_yaml(x[at]))
                done[(id(dest), key)] = (dest, key, shape)
                continue
            v = render_id(x[at]) if kind == "id" else x[at]
            if kind == "mana":
                dest.setdefault(key, {})[v] = x[at + 1]
            elif shape == "list":
                dest.setdefault(key, []).append(v)
            elif v or zero:   # an indexed list or a mapping: the position or key is the argument before
                dest.setdefault(key, {})[x[at - 1 - len(fl.kind)]] = v
            done[(id(dest), key)] = (dest, key, kind if kind == "mana" else shape)
    for dest, key, how in done.values():
        if how == "faces":
            dest[key] = _faces_doc(dest[key])
        elif how == "characteristic":
            dest[key] = _sort_values(dest[key])
        elif how == "mana":
            dest[key] = mana_text(dest[key])
        elif how == "exception":
            dest[key] = voc.exception_mapping(dest[key][0], sorted(c for c, in dest[key][1]))
        elif how == "list":
            dest[key] = sorted(dest[key])
        elif how == "indexed":
            dest[key] = [v for _, v in sorted(dest[key].items())]
        elif how != "one":
            dest[key] = dict(sorted(dest[key].items()))
    for fl in fields:
        if fl.absent is not S.NO_DEFAULT:
            for dest in every:
                dest.setdefault(fl.path[-1], copy.copy(fl.absent))


def record_values(fields: tuple[tuple[str, ...], ...], args: Any) -> Iterator[tuple[str, Any]]:
    """A record's ``(key, value)`` pairs read from its arguments (the inverse of :func:`pyglue.schema.record_row`)."""
    return ((k, render_id(a) if kd == "id" else voc.to_yaml(a) if kd == "ability" else
             a.number if isinstance(a, Symbol) and kd == "int" else a) for (k, kd), a in zip(fields, args))


def decode_items(fb: Any, items: S.Items, doc: dict[str, Any]) -> None:
    """The list ``items.key`` of ``doc`` read from its fluents (pyglue/data/state.schema.json's ``x-items``): the
    inverse of :func:`pyglue.schema.item_facts`. An item is made by its fluent (by any of its fields' fluents when it
    has none); a field whose fluent takes part of the item's head (``owner``) goes to every item with that part."""
    made: dict[Any, dict[str, Any]] = {}
    part: dict[Any, dict[str, Any]] = {}
    width = len(items.head) if not items.term else 1

    def item(own: Any, rest: Any = ()) -> dict[str, Any]:
        args = own.arguments if items.term else (own,) if width == 1 else own
        return made.setdefault(own, dict(record_values(items.head, args), **dict(record_values(items.fields, rest))))

    def dest(own: Any) -> dict[str, Any] | None:
        if isinstance(own, tuple) and len(own) != width:
            return part.setdefault(own, {})
        return made.get(own) if items.pred else item(own)

    for x in fb.query(items.pred).all() if items.pred else ():
        item(x[0] if width == 1 else tuple(x[:width]), x[width:])
    decode_fields(fb, items.key, dest, ())
    for fl in (fl for fl in S.FIELDS_BY_SCOPE[items.key] if fl.owner):
        for own, v in made.items():
            v.update(part.get(tuple(own[j] for j in fl.owner), {}))
    if made or items.absent is not S.NO_DEFAULT:
        doc[items.key] = sorted(made.values(), key=lambda v: tuple(v[k] if isinstance(v[k], int) else str(v[k])
                                                                  for k in items.order))


def _faces_doc(triples: list[tuple[str, str, Symbol]]) -> dict[str, Any]:
    main = face_dict([(c, v) for fa, c, v in triples if fa == "main"], complete=False)
    for face in voc.ALT_FACES:
        alt = [(c, v) for fa, c, v in triples if fa == face]
        if alt:
            main[face] = face_dict(alt, complete=False)
    return main
