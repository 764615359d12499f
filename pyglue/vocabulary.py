"""The documented vocabulary of card files: characteristics, mana costs and abilities.

Card files describe abilities as small YAML terms (docs/state_format.md). This module turns
each term into a clingo symbol and back, and rejects anything outside the vocabulary
with a :class:`VocabularyError` naming the document path. Nothing here decides what is
legal; it only translates data.

Faces: a card (or a token's ``characteristics``, or a copy effect's ``values``) may carry, besides its
normal (front) characteristics, the sets ``prepare:`` (CR 722.2), ``back:`` (a double-faced card's back
face, CR 712), ``flip:`` (a flip card's flipped half, CR 710), ``adventure:`` (CR 715) and ``omen:``
(CR 720), each with the characteristic keys of a card. Object status ``transformed: true`` (back face up,
CR 712.8e), ``flipped: true`` (CR 710.2, 110.5), ``cast_as: adventure|omen`` (a spell on the stack cast as
its Adventure or Omen, CR 715.3b, 720.3b), ``exiled_on_adventure_by: PLAYER`` (CR 715.3d); a copy effect's
``all_faces: true`` copies both faces (CR 707.8a). Events ``{event: transform, object: X}`` (CR 701.27)
and ``{event: flip, object: X}`` (CR 710.4); the cast action's ``as: adventure|omen`` (CR 715.3, 720.3).

The end of the game: a player's ``drew_from_empty_library: true`` (they attempted to draw from an empty library
since state-based actions were last checked, CR 704.5b, 121.4); the state's ``game_over: true`` (CR 104.1; no
player holds priority or acts) and ``winner: PLAYER`` (CR 104.2a; absent in a game that is over: a draw, 104.4a).

The counts of the turn (what intervening-if conditions and "Nth ... each turn" triggers read, CR 603.4): the
state's ``turn_counts: {creatures_died: N}`` (creatures put into a graveyard from the battlefield this turn,
CR 700.4) and each player's ``life_gained_this_turn`` (life gained in all, CR 119.3), ``spells_cast_this_turn``
(CR 601.2i) and ``cards_drawn_this_turn`` (CR 121.2); absent means 0. The rules keep them as the game goes on
and drop them as a new turn begins (rules_asp/kernel/triggers.lp).

The ability vocabulary is documented in docs/vocabulary.md (generated, not committed, by scripts/vocabulary_doc.py from
pyglue/data/vocabulary.json, whose templates pyglue/terms.py encodes generically, and from the hand-written
templates of this module, listed there) and in `mtgasp schema cards` (``$defs.vocabulary``). What is still
converted here is structural: keywords, effect lists (then), create_tokens (a token definition with its token_value
facts), a modal spell's modes, an activated ability's extra cost and restriction (activated_with, declared in
vocabulary.json's activation section), targets and copy exceptions (the except(...) term with its facts). The trigger,
spell and activated wrappers and the conditional if/then/else are templates of vocabulary.json (the ``record`` and
``pair`` argument forms of pyglue/terms.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from clingo import Function, Number, String, Symbol, SymbolType, Tuple_

from . import terms

# CR 205.2a, 205.4a (the supertypes), 105.1 (colors), 106.1b (mana types).
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
COLORS = ("white", "blue", "black", "red", "green")
MANA_LETTERS = {"W": "w", "U": "u", "B": "b", "R": "r", "G": "g", "C": "c"}
#: the ten two-color hybrid symbols as printed (CR 107.4e): {W/U} is wu, ... (rules_asp/kernel/mana.lp)
HYBRIDS = ("wu", "ub", "br", "rg", "gw", "wb", "ur", "bg", "rw", "gu")
#: the monocolored hybrid symbols with a colorless half, {C/W} is cw (CR 107.4, 107.4e)
COLORLESS_HYBRIDS = ("cw", "cu", "cb", "cr", "cg")
#: the Phyrexian symbols, {U/P} is p_u, and hybrid Phyrexian symbols, {G/U/P} is p_gu (CR 107.4f); the monocolored
#: hybrid symbols {2/W}, h2_w (CR 107.4e) (rules_asp/kernel/mana_symbols.lp)
PHYREXIAN = tuple(f"p_{c}" for c in "wubrg") + tuple(f"p_{h}" for h in HYBRIDS)
TWO_HYBRIDS = tuple(f"h2_{c}" for c in "wubrg")
#: characteristic keys of a card or a copy exception (CR 109.3)
SINGLE = ("name", "mana_cost", "power", "toughness", "loyalty", "defense")
MULTI = ("colors", "color_indicator", "types", "subtypes", "supertypes", "abilities")
CHARACTERISTICS = SINGLE + MULTI
#: card keys holding another set of characteristics, each a face (rules_asp/faces.lp): prepare (CR 722.2),
#: back (the back face of a double-faced card, CR 712), flip (a flip card's flipped half, CR 710),
#: adventure (CR 715.2), omen (CR 720.2), right_half (a Room's right half, its second door, CR 709.5)
ALT_FACES = ("prepare", "back", "flip", "adventure", "omen", "right_half")

_COST_RE = re.compile(r"\{([^{}]*)\}")


class VocabularyError(ValueError):
    """A value outside the documented vocabulary; ``path`` is where it is in the document."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@dataclass
class Aux:
    """Auxiliary static facts that go with converted terms (CR 107.4 cost breakdowns, 605 mana)."""

    costs: set[str] = field(default_factory=set)
    produces: set[tuple[Symbol, str]] = field(default_factory=set)
    exceptions: set[tuple[Symbol, str, str, Symbol]] = field(default_factory=set)
    exception_sets: set[tuple[Symbol, str]] = field(default_factory=set)
    spec_types: set[tuple[Symbol, str]] = field(default_factory=set)
    token_values: set[tuple[Symbol, str, Symbol]] = field(default_factory=set)
    spend_uses: set[tuple[Symbol, str]] = field(default_factory=set)
    #: (modal ability term, mode number, target term, effect term): the modes of a modal spell (CR 700.2)
    modes: set[tuple[Symbol, int, Symbol, Symbol]] = field(default_factory=set)
    #: ability terms no rule acts on, wholly or in part (unsupported Oracle text, carried-only templates)
    not_acted: set[Symbol] = field(default_factory=set)

    @classmethod
    def empty(cls) -> Aux:
        return cls()


def const(name: str) -> Symbol:
    """A clingo constant (a function symbol without arguments)."""
    return Function(name)


def _codec(aux: Aux) -> terms.Codec:
    """The generic encoder of the templates declared in pyglue/data/vocabulary.json (pyglue/terms.py)."""
    codec = terms.Codec(VocabularyError, lambda v, p: effect_term(v, p, aux), lambda v, p: target_term(v, p, aux),
                        keyword_term, lambda v, p: cost_symbol(v, p, aux), CARD_TYPES,
                        lambda sym, types: aux.spec_types.update((sym, t) for t in types),
                        lambda v, p: exception_term(v, p, aux),
                        lambda fact, term, item: getattr(aux, fact).add((term, item.name)))
    codec.ability = lambda v, p: ability_term(v, p, aux)   # branch attach: granted abilities (attached_static)
    return codec


def parse_mana_cost(cost: str, path: str) -> list[tuple[str, int]]:
    """Split a mana cost such as ``"{2}{U}{U}"`` into ``[("generic", 2), ("u", 2)]`` (CR 107.4).

    Raises :class:`VocabularyError` for text that is not a sequence of supported symbols
    (numbers, W U B R G C, X, and two-color hybrid symbols such as {G/W}, whose key is ``gw`` in the
    printed order, CR 107.4e; the hybrids with a colorless half, {C/W} is ``cw``; the monocolored hybrids
    {2/W}, ``h2_w``; the Phyrexian symbols {U/P}, ``p_u``, and hybrid Phyrexian ones {G/U/P}, ``p_gu``,
    CR 107.4f). The snow symbol {S} (CR 107.4h) is not modelled.
    """
    if not isinstance(cost, str):
        raise VocabularyError(path, f"a mana cost must be a string like '{{2}}{{U}}', not {cost!r}")
    counts: dict[str, int] = {}
    rest = _COST_RE.sub("", cost)
    if rest.strip():
        raise VocabularyError(path, f"mana cost {cost!r} has text outside {{...}} symbols")
    for raw in _COST_RE.findall(cost):
        sym = raw.upper()
        flat, slashes, two = sym.replace("/", "").lower(), sym.count("/"), "h2_" + sym[2:].lower()
        key = ("generic" if sym.isdigit() else MANA_LETTERS.get(sym) or ("x" if sym == "X" else None)
               or (flat if slashes == 1 and flat in HYBRIDS + COLORLESS_HYBRIDS else None)
               or ("p_" + flat[:-1] if sym.endswith("/P") and slashes <= 2 and "p_" + flat[:-1] in PHYREXIAN else None)
               or (two if sym.startswith("2/") and two in TWO_HYBRIDS else None))
        if key is None:
            raise VocabularyError(path, f"mana symbol {{{raw}}} in {cost!r} is not supported "
                                        "(numbers, W, U, B, R, G, C, X, hybrids like G/W, C/W and 2/W, and Phyrexian "
                                        "symbols like U/P and G/U/P are)")
        counts[key] = counts.get(key, 0) + (int(sym) if key == "generic" else 1)
    return sorted(counts.items())


def cost_symbol(cost: str, path: str, aux: Aux) -> Symbol:
    """The mana cost as a string symbol, recording its breakdown in ``aux`` (CR 107.4)."""
    parse_mana_cost(cost, path)
    aux.costs.add(cost)
    return String(cost)


_named = terms.named   # (the allowed keys, or the closest few and a count)


def _one_key(value: Any, path: str, allowed: tuple[str, ...]) -> tuple[str, Any]:
    if not isinstance(value, dict) or not value:
        raise VocabularyError(path, f"expected one of {_named(allowed, [str(value)])}, got {value!r}"[:600])
    keys = [k for k in value if k in allowed]
    if len(keys) != 1:
        given = sorted(map(str, value))
        raise VocabularyError(path, f"got keys {given}: expected exactly one of {_named(allowed, given)}"[:600])
    return keys[0], value[keys[0]]


def _check_keys(value: dict, path: str, allowed: set[str]) -> None:
    extra = sorted(str(k) for k in value if k not in allowed)
    if extra:
        raise VocabularyError(path, f"unknown key(s) {extra}; allowed: {sorted(allowed)}")


def _whole(v: Any, low: int, high: int) -> bool:
    """Whether ``v`` is a whole number (not a bool) from ``low`` to ``high``."""
    return isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _flag(value: dict, key: str, path: str) -> bool:
    """``value[key]``, true or false (false when absent)."""
    if not isinstance(value.get(key, False), bool):
        raise VocabularyError(f"{path}.{key}", "expected true or false")
    return value.get(key, False)


def keyword_term(value: Any, path: str) -> Symbol:
    """A keyword ability such as ``flying`` (CR 702): a keyword template of vocabulary.json."""
    if not isinstance(value, str) or terms.head(value, "keyword") is None:
        raise VocabularyError(path, f"ability {value!r} is outside the vocabulary (keywords: "
                                    f"{_named(tuple(keywords()), [str(value)])})"[:600])
    return const(value)


def target_term(value: Any, path: str, aux: Aux | None = None) -> Symbol:
    """A target description (CR 115.1), a target template of vocabulary.json (``creature``,
    ``{creature: {not_subtype: Frog}}``, ``{spell: [instant, sorcery]}``, ...) as ``target(T)``; ``none`` for none."""
    if value is None:
        return const("none")
    return Function("target", [_codec(aux or Aux.empty()).encode("target", value, path)])


#: the characteristics a token definition may give (CR 111.4), and the terms of one it doesn't give
TOKEN_KEYS = ("name", "colors", "types", "subtypes", "supertypes", "power", "toughness", "abilities")
_NO_VALUE = (Function("none"), Tuple_([]))


def effect_term(value: Any, path: str, aux: Aux) -> Symbol:
    """A one-shot effect of a spell or ability (see the module docstring)."""
    if terms.head(value, "effect"):
        return _codec(aux).encode("effect", value, path)
    if isinstance(value, list):
        if not value:
            raise VocabularyError(path, "an effect list needs at least one effect")
        parts = [effect_term(v, f"{path}[{i}]", aux) for i, v in enumerate(value)]
        out = parts[-1]
        for t in reversed(parts[:-1]):
            out = Function("then", [t, out])
        return out
    if isinstance(value, dict) and "modes" in value:
        # a modal triggered ability's effect (CR 700.2b; branch keywords): {choose: N, [max: M,] modes: [...]}
        return _spell_modes(value, path, aux)
    kind, arg = _one_key(value, path, ("create_tokens",) + terms.head_keys("effect"))
    if kind == "create_tokens":
        _check_keys(value, path, {kind})
        return _create_tokens(arg, f"{path}.{kind}", aux)
    return _codec(aux).encode("effect", value, path)  # a template value that fits no template: the codec says why


def _spell_modes(arg: dict, path: str, aux: Aux) -> Symbol:
    """A modal spell ``{choose: N, modes: [...]}`` as ``modal(N, (mode(Target, Effect), ...))``; each mode is
    also recorded as ``spell_mode(Term, I, Target, Effect)`` (CR 700.2). Branch effects5: ``{paws: N, repeat: true,
    modes: [{effect, target, paws: K}, ...]}``, "Choose up to N {P} worth of modes. You may choose the same mode more
    than once." (CR 700.2i, 700.2d), as ``modal_paws(N, (mode(Target, paws(K, Effect)), ...))``, each mode
    ``spell_mode(Term, I, Target, paws(K, Effect))`` (rules_asp/kernel/effects5_modes.lp)."""
    _check_keys(arg, path, {"choose", "max", "unchosen", "modes", "max_if", "repeat", "paws"})
    modes = arg.get("modes")
    if not isinstance(modes, list) or len(modes) < 2:
        raise VocabularyError(f"{path}.modes", "a modal spell has two or more modes (CR 700.2)")
    paws = "paws" in arg
    n = arg.get("paws" if paws else "choose", 1)
    if paws and not _whole(n, 1, n):   # (1 or more)
        raise VocabularyError(f"{path}.paws", "expected a number of pawprints, 1 or more")
    if paws and (arg.get("repeat") is not True or set(arg) - {"paws", "repeat", "modes"}):
        raise VocabularyError(path, "pawprint modes go with repeat: true alone (CR 700.2i, 700.2d)")
    least = 0 if "max" in arg else 1   # "choose up to one" (branch rf2): {choose: 0, max: 1}, CR 700.2, 603.3c
    if not paws and not _whole(n, least, len(modes)):
        raise VocabularyError(f"{path}.choose", f"expected a number of modes from {least} to {len(modes)}")
    # max (branch keywords): "choose one or both / one or more": from choose to max modes, modal(N, Modes, Max)
    most = arg.get("max", n)
    if not paws and not _whole(most, n, len(modes)):
        raise VocabularyError(f"{path}.max", f"expected a number of modes from {n} to {len(modes)}")
    parts = []
    for i, m in enumerate(modes):
        mp = f"{path}.modes[{i}]"
        if not isinstance(m, dict) or "effect" not in m:
            raise VocabularyError(mp, "a mode needs an effect")
        _check_keys(m, mp, {"effect", "target", "paws" if paws else "cost"})
        tg, eff = target_term(m.get("target"), f"{mp}.target", aux), effect_term(m["effect"], f"{mp}.effect", aux)
        k = m.get("paws")
        if paws and not _whole(k, 1, n):
            raise VocabularyError(f"{mp}.paws", f"expected a number of pawprints from 1 to {n}")
        parts.append((tg, Function("paws", [Number(k), eff]) if paws else eff))
    # cost (branch keywords): a spree mode's additional cost (CR 702.172a), every mode has one or none does
    costs = [m.get("cost") for m in modes]
    spree = any(k is not None for k in costs)
    if spree and any(not isinstance(k, str) for k in costs):
        raise VocabularyError(f"{path}.modes", "a spree spell's modes each have a cost (CR 702.172a)")
    mode_terms = [Function("mode", [tg, eff] + ([cost_symbol(k, f"{path}.modes[{i}].cost", aux)] if spree else []))
                  for i, ((tg, eff), k) in enumerate(zip(parts, costs))]
    # unchosen (branch keywords): "choose one that hasn't been chosen", modal(N, Modes, Max, unchosen)
    unchosen, repeat = _flag(arg, "unchosen", path), _flag(arg, "repeat", path)
    if paws:
        term = Function("modal_paws", [Number(n), Tuple_(mode_terms)])
    elif repeat:
        # branch effects5: "You may choose the same mode more than once" (CR 700.2d): modal_repeat(N, Modes), N
        # occurrences of the modes (rules_asp/kernel/effects5_modes.lp)
        if "max" in arg or "max_if" in arg or unchosen or spree:
            raise VocabularyError(f"{path}.repeat", "repeat goes with choose alone (no max, max_if, unchosen or costs)")
        term = Function("modal_repeat", [Number(n), Tuple_(mode_terms)])
    elif "max_if" in arg:
        # branch effects4: "If CONDITION, you may choose both instead" (CR 700.2): modal_if(N, Modes, Max, Condition),
        # Max modes only while the condition holds as the spell is cast (rules_asp/kernel/effects4_costs.lp)
        if "max" not in arg or most == n or unchosen:
            raise VocabularyError(f"{path}.max_if", "max_if needs a max greater than choose (and no unchosen)")
        cond = _codec(aux).encode("condition", arg["max_if"], f"{path}.max_if")
        term = Function("modal_if", [Number(n), Tuple_(mode_terms), Number(most), cond])
    else:
        term = Function("modal", [Number(n), Tuple_(mode_terms)] + ([Number(most)] if most != n or unchosen else [])
                        + ([const("unchosen")] if unchosen else []))
    aux.modes.update((term, i + 1, tg, eff) for i, (tg, eff) in enumerate(parts))
    return term


def _create_tokens(arg: Any, path: str, aux: Aux) -> Symbol:
    """``{count: N|X, token: {name, colors, types, subtypes, power, toughness, abilities}[, tapped: true]}`` as
    ``create_tokens(Count, token(Name, Colors, Types, Subtypes, Supertypes, Power, Toughness, Abilities))``
    (``create_tapped_tokens(...)`` with tapped);
    each value is also recorded as ``token_value(Def, C, V)`` (CR 111.4: a token has the values the
    effect that created it gives)."""
    if not isinstance(arg, dict):
        raise VocabularyError(path, "expected {count: N, token: {...}}")
    _check_keys(arg, path, {"count", "token", "tapped"})
    tapped = _flag(arg, "tapped", path)
    count = arg.get("count", 1)
    if count in ("X", "x", "each_opponent"):   # each_opponent: "for each opponent, you create ..." (Turn Stones)
        count_sym = const(count.lower())
    elif _whole(count, 1, 999):
        count_sym = Number(count)
    else:
        raise VocabularyError(f"{path}.count", "expected a positive number, X or each_opponent")
    tok = arg.get("token")
    if not isinstance(tok, dict) or not isinstance(tok.get("name"), str) or not tok.get("types"):
        raise VocabularyError(f"{path}.token", "a token needs a name and types")
    _check_keys(tok, f"{path}.token", set(TOKEN_KEYS))
    # each characteristic's values (none: an absent one, or an empty list of a multi-valued one)
    values = {key: characteristic_values(key, tok[key], f"{path}.token.{key}", aux)
              if (tok.get(key) not in (None, []) if key in MULTI else tok.get(key) is not None) else []
              for key in TOKEN_KEYS}
    term = Function("token", [Tuple_(syms) if key in MULTI else syms[0] if syms else const("none")
                              for key, syms in values.items()])
    aux.token_values.update((term, key, v) for key, syms in values.items() for v in syms)
    # tapped (branch effects4): "create a tapped 1/1 ... token", create_tapped_tokens(Count, Def) (CR 111.1, 110.5b;
    # rules_asp/kernel/effects4_costs.lp)
    return Function("create_tapped_tokens" if tapped else "create_tokens", [count_sym, term])


def ability_term(value: Any, path: str, aux: Aux) -> Symbol:
    """One ability of a card or effect, from the vocabulary in the module docstring; one that is, or has a
    part that is, outside what the rules act on is recorded in ``aux.not_acted`` (derive and legal warn)."""
    term = _ability_term(value, path, aux)
    if not_acted_on(value):
        aux.not_acted.add(term)
    return term


def not_acted_on(value: Any) -> list[str]:
    """The parts of a YAML ability (or effect) that no rule acts on: unsupported text, carried-only templates."""
    out: list[str] = []
    tpls = terms.templates()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            for k, x in v.items():
                tpl = tpls.get(k)
                if k == "unsupported":
                    out.append(f"unsupported: {x}")
                elif tpl is not None and tpl.get("acted_on") is False and tpl["args"] and tpl["args"][0]["key"] == k:
                    out.append(f"carried only: {k}")
                stack.append(x)
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, str):
            tpl = tpls.get(v)
            if tpl is not None and not tpl["args"] and tpl.get("acted_on") is False:
                out.append(f"carried only: {v}")
    return sorted(set(out))



def _ability_term(value: Any, path: str, aux: Aux) -> Symbol:
    codec, name = _codec(aux), terms.head(value, "ability")
    if name == "activated":   # "{T}" in the cost is tap: true (CR 107.5)
        arg = value["activated"]
        if isinstance(arg, dict) and isinstance(arg.get("cost"), str) and _TAP_RE.search(arg["cost"]) and \
                isinstance(arg.get("tap", False), bool):
            arg = dict(arg, cost=_TAP_RE.sub("", arg["cost"]).replace(",", "").replace(" ", ""), tap=True)
        if set(value) != {"activated"}:   # an extra cost and a restriction (vocabulary.json's activation section)
            _check_keys(value, path, {"activated", "also", "only"})
            inner = codec.encode("ability", {"activated": arg}, path)
            return _activated_with(value.get("also"), value.get("only"), inner, path, aux)
        return codec.encode("ability", {"activated": arg}, path)
    if name == "spell_ability" and isinstance(value["spell"], dict) and "modes" in value["spell"]:
        _check_keys(value, path, {"spell"})
        return _spell_modes(value["spell"], f"{path}.spell", aux)
    if name is None and isinstance(value, str):
        return keyword_term(value, path)
    if name is None:
        _one_key(value, path, terms.head_keys("ability"))
    return codec.encode("ability", value, path)  # (a template with extra keys: the codec names them)


_TAP_RE = re.compile(r"\{T\}", re.IGNORECASE)


def _activated_with(also: Any, only: Any, inner: Symbol, path: str, aux: Aux) -> Symbol:
    """``activated_with(Also, Only, activated(...))``: the hand-written activated term wrapped with an extra cost and
    a restriction, ``none`` where there is none (CR 118.3, 602.5b, 602.5d), each one of those vocabulary.json's
    ``activation`` section declares (a cost with ``arg`` is ``{NAME: VALUE}``, the term ``NAME(VALUE)``)."""
    declared = terms.activation()
    a = const("none")
    if isinstance(also, list):
        # several extra costs (branch effects4): costs((A, B[, C])), each one a cost below (CR 601.2h: all are paid)
        if not 2 <= len(also) <= 3 or any(isinstance(x, list) for x in also):
            raise VocabularyError(f"{path}.also", "expected one extra cost or a list of two or three")
        parts = [_activated_with(x, None, inner, f"{path}.also[{i}]", aux).arguments[0] for i, x in enumerate(also)]
        a = Function("costs", [Tuple_(parts)])
        also = None
    if also is not None:
        name = also if isinstance(also, str) else next(iter(also)) if isinstance(also, dict) and len(also) == 1 \
            else None
        form = declared["costs"].get(name) if isinstance(name, str) else None
        takes = form is not None and ("arg" in form or "args" in form)
        if form is None or isinstance(also, dict) != takes:
            forms = ", ".join(f"{{{n}: ...}}" if "arg" in c or "args" in c else n for n, c in declared["costs"].items())
            raise VocabularyError(f"{path}.also", f"expected one of the activation costs: {forms}")
        a = Function(name, _cost_arguments(form, also[name], f"{path}.also.{name}", aux)) if takes else const(name)
    if only is not None and (not isinstance(only, str) or only not in declared["restrictions"]):
        raise VocabularyError(f"{path}.only", f"expected one of {', '.join(declared['restrictions'])}")
    return Function("activated_with", [a, const(only or "none"), inner])


def _cost_arguments(form: dict[str, Any], value: Any, path: str, aux: Aux) -> list[Symbol]:
    """The arguments of an extra activation cost's term: its one ``arg`` (a type spread over two arguments, a counter
    {KIND: N}, gives both), or with ``args`` the mapping's keys in the order declared (branch effects4)."""
    codec = _codec(aux)
    if "arg" in form:
        sym = codec.argument(form["arg"], value, path)
        return sym if isinstance(sym, list) else [sym]
    if not isinstance(value, dict):
        raise VocabularyError(path, f"expected a mapping with {', '.join(a['key'] for a in form['args'])}")
    _check_keys(value, path, {a["key"] for a in form["args"]})   # (declared in sorted order: the message is the same)
    out: list[Symbol] = []
    for a in form["args"]:
        if a["key"] not in value:
            raise VocabularyError(path, f"needs {a['key']}")
        sym = codec.argument(a, value[a["key"]], f"{path}.{a['key']}")
        out += sym if isinstance(sym, list) else [sym]
    return out


def _cost_yaml(sym: Symbol) -> Any:
    """The card-file value of an extra activation cost's term (the inverse of _cost_arguments)."""
    if sym.name == "costs":   # several extra costs (branch effects4)
        return [_cost_yaml(x) for x in sym.arguments[0].arguments]
    form = terms.activation()["costs"].get(sym.name, {})
    if not sym.arguments:
        return sym.name
    back = (to_yaml, target_yaml, exception_yaml)   # (each argument read back as a template's, terms.decode_arg)
    if "args" in form:
        return {sym.name: {a["key"]: terms.decode_arg(a, [x], *back) for a, x in zip(form["args"], sym.arguments)}}
    return {sym.name: terms.decode_arg(form["arg"], list(sym.arguments), *back)}


def exception_entries(value: Any, path: str, aux: Aux) -> tuple[list[tuple[str, str, Symbol]], list[str]]:
    """Copy exceptions (CR 707.9) as ``(mode, characteristic, value)`` entries and the set keys.

    ``mode`` is set, add, remove or retain; a set key may list no values (``abilities: []``).
    """
    if not isinstance(value, dict):
        raise VocabularyError(path, "copy exceptions must be a mapping")
    entries: list[tuple[str, str, Symbol]] = []
    sets: list[str] = []
    for key in sorted(value, key=str):
        item = value[key]
        p = f"{path}.{key}"
        if key == "if_creature":
            # CR 707.9f: "and, if it's a creature, ...": add_ keys and enters_with_counters only
            sub, sub_sets = exception_entries(item, p, aux)
            if sub_sets or any(m not in ("add", "enters_with") for m, _, _ in sub):
                raise VocabularyError(p, "if_creature takes add_ keys and enters_with_counters only")
            entries += [(f"{m}_if_creature", c, v) for m, c, v in sub]
        elif key == "if_planeswalker":
            # CR 707.9f: "it enters with an additional loyalty counter on it if it's a planeswalker" (Spark Double):
            # loyalty counters only, added to those CR 306.5b gives
            counters = item.get("enters_with_counters") if isinstance(item, dict) and list(item) == \
                ["enters_with_counters"] else None
            n = counters.get("loyalty") if isinstance(counters, dict) and list(counters) == ["loyalty"] else None
            if not _whole(n, 1, 999):
                raise VocabularyError(p, "if_planeswalker takes {enters_with_counters: {loyalty: N}} only")
            entries.append(("enters_with_if_planeswalker", "counters", Function("c", [String("loyalty"), Number(n)])))
        elif key == "this_ability":
            # CR 707.9a: "except it has this ability": the ability that made the copy effect (the rules add it)
            if item is not True:
                raise VocabularyError(p, "this_ability takes true only")
            entries.append(("add_this", "abilities", const("yes")))
        elif key == "enters_with_counters":
            # CR 707.9e: an additional effect, not a modification of a characteristic
            kind_n = _codec(aux).argument({"type": "counter", "x": True}, item, p)
            entries.append(("enters_with", "counters", Function("c", kind_n)))
        elif key == "retain":
            if not isinstance(item, list) or any(c not in CHARACTERISTICS for c in item):
                raise VocabularyError(p, f"expected a list of characteristics among {', '.join(CHARACTERISTICS)}")
            entries += [("retain", c, const("yes")) for c in item]
        else:
            mode, char = "set", key
            for prefix in ("add_", "remove_"):
                if isinstance(key, str) and key.startswith(prefix):
                    mode, char = prefix[:-1], key[len(prefix):]
            if char not in CHARACTERISTICS or (mode != "set" and char not in MULTI):
                raise VocabularyError(p, "unknown copy exception; use a characteristic key "
                                         f"({', '.join(CHARACTERISTICS)}), add_/remove_ with a multi-valued one, or "
                                         "retain")
            entries += [(mode, char, sym) for sym in characteristic_values(char, item, p, aux)]
            if mode == "set":
                sets.append(char)
    return entries, sets


def exception_term(value: Any, path: str, aux: Aux) -> Symbol:
    """Copy exceptions as one symbol ``except((e(M, C, V), ...), (C, ...))``, recorded in ``aux``."""
    entries, sets = exception_entries(value, path, aux)
    term = Function("except", [Tuple_([Function("e", [const(m), const(c), v]) for m, c, v in entries]),
                               Tuple_([const(c) for c in sets])])
    aux.exceptions.update((term, m, c, v) for m, c, v in entries)
    aux.exception_sets.update((term, c) for c in sets)
    return term


def characteristic_values(char: str, value: Any, path: str, aux: Aux) -> list[Symbol]:
    """The symbols for one characteristic's value(s) (CR 109.3); a list for multi-valued ones."""
    if char in MULTI:
        items = value if isinstance(value, list) else [value]
        return [_one_value(char, v, f"{path}[{i}]" if isinstance(value, list) else path, aux)
                for i, v in enumerate(items)]
    return [_one_value(char, value, path, aux)]


#: the characteristics whose values are constants of a fixed list, and what one is called (CR 105.1, 205.2a, 205.4a)
_CONSTANTS = {"colors": ("color", COLORS), "color_indicator": ("color", COLORS), "types": ("card type", CARD_TYPES),
              "supertypes": ("supertype", SUPERTYPES)}


def _one_value(char: str, value: Any, path: str, aux: Aux) -> Symbol:
    if char == "name" or char == "subtypes":
        if not isinstance(value, str) or not value:
            raise VocabularyError(path, f"{char} must be a non-empty string")
        return String(value)
    if char == "mana_cost":
        return cost_symbol(value, path, aux)
    if char in _CONSTANTS:
        what, allowed = _CONSTANTS[char]
        if value not in allowed:
            raise VocabularyError(path, f"{what} {value!r} is not one of {', '.join(allowed)}")
        return const(value)
    if char == "abilities":
        return ability_term(value, path, aux)
    if not _whole(value, -10 ** 9, 10 ** 9):   # (as a card file's bounds)
        raise VocabularyError(path, f"{char} must be an integer from -1000000000 to 1000000000, not {value!r}"[:200])
    return Number(value)


# ---------------------------------------------------------------------------------------------
# Back from symbols to the YAML vocabulary (for answers and saved states).


def to_yaml(sym: Symbol) -> Any:
    """The YAML value of a characteristic value or ability symbol (inverse of the converters)."""
    if sym.type == SymbolType.String:
        return sym.string
    if sym.type == SymbolType.Number:
        return sym.number
    tpl = terms.template_of(sym)
    if tpl is not None:
        return terms.decode(sym, to_yaml, target_yaml, exception_yaml, tpl)
    name, args = sym.name, sym.arguments
    if not args:
        return name
    if name == "then":
        rest = to_yaml(args[1])
        return [to_yaml(args[0])] + (rest if isinstance(rest, list) else [rest])
    if name in ("create_tokens", "create_tapped_tokens"):
        count = {"x": "X"}.get(args[0].name, args[0].name) if args[0].type == SymbolType.Function else args[0].number
        tok = {key: [to_yaml(x) for x in v.arguments] if v.type == SymbolType.Function and v.name == "" else to_yaml(v)
               for key, v in zip(TOKEN_KEYS, args[1].arguments) if v not in _NO_VALUE}
        tapped = {"tapped": True} if name == "create_tapped_tokens" else {}
        return {"create_tokens": {"count": count, "token": tok, **tapped}}
    if name in ("modal", "modal_if", "modal_repeat", "modal_paws"):
        paws = name == "modal_paws"   # branch effects5: mode(T, paws(K, Effect)); a spree mode's cost (branch keywords)
        modes = [{"effect": to_yaml(e.arguments[1] if paws else e), **_target_yaml(m.arguments[0]),
                  **({"paws": e.arguments[0].number} if paws else {}),
                  **({"cost": m.arguments[2].string} if len(m.arguments) > 2 else {})}
                 for m in args[1].arguments for e in m.arguments[1:2]]
        out = {"paws" if paws else "choose": args[0].number}   # (the keys in the card files' order)
        if name in ("modal_repeat", "modal_paws"):   # branch effects5: "You may choose the same mode more than once"
            out["repeat"] = True
        if name == "modal_if":   # branch effects4: "If CONDITION, you may choose both instead"
            out.update(max=args[2].number, max_if=to_yaml(args[3]))
        if name == "modal" and len(args) > 2 and args[2].number != args[0].number:   # "choose one or both / more"
            out["max"] = args[2].number
        if name == "modal" and len(args) > 3:   # branch keywords: "choose one that hasn't been chosen"
            out["unchosen"] = True
        return {"spell": {**out, "modes": modes}}
    if name == "activated_with":
        out = to_yaml(args[2])
        if args[0] != const("none"):
            out["also"] = _cost_yaml(args[0])
        if args[1] != const("none"):
            out["only"] = args[1].name
        return out
    if name == "except":
        return exception_yaml(sym)
    return str(sym)


def target_yaml(sym: Symbol) -> Any:
    """The YAML of a ``target(...)`` symbol (``none``, a target argument given as null: None)."""
    if not sym.arguments:
        return None
    spec = sym.arguments[0]
    return terms.decode(spec, to_yaml, target_yaml, exception_yaml) if terms.is_template_term(spec) else str(spec)


def _target_yaml(sym: Symbol) -> dict[str, Any]:
    """``{target: ...}`` of a template's target term, nothing for ``none`` (no target)."""
    return {} if sym == const("none") else {"target": target_yaml(sym)}


def exception_yaml(sym: Symbol) -> dict[str, Any]:
    """The YAML mapping of an ``except(...)`` symbol."""
    entries = [(e.arguments[0].name, e.arguments[1].name, e.arguments[2]) for e in sym.arguments[0].arguments]
    sets = [c.name for c in sym.arguments[1].arguments]
    return exception_mapping(entries, sets)


def exception_mapping(entries: list[tuple[str, str, Symbol]], sets: list[str]) -> dict[str, Any]:
    """Build the YAML mapping of copy exceptions from ``(mode, characteristic, value)`` entries."""
    out: dict[str, Any] = {}
    for suffix in ("_if_creature", "_if_planeswalker"):
        conditional = [(m[:-len(suffix)], c, v) for m, c, v in entries if m.endswith(suffix)]
        if conditional:
            out[suffix[1:]] = exception_mapping(conditional, [])
            entries = [e for e in entries if not e[0].endswith(suffix)]
    for c in sets:
        out[c] = [] if c in MULTI else None
    for mode, c, v in entries:
        key = c if mode == "set" else f"{mode}_{c}"
        if mode == "enters_with":
            kind, n = v.arguments
            out.setdefault("enters_with_counters", {})[kind.string] = n.number if n.type == SymbolType.Number else "X"
        elif mode == "retain":
            out.setdefault("retain", []).append(c)
        elif mode == "add_this":
            out["this_ability"] = True
        elif c in MULTI:
            out.setdefault(key, []).append(to_yaml(v))
        else:
            out[key] = to_yaml(v)
    return {k: (sorted(v, key=str) if isinstance(v, list) else v) for k, v in sorted(out.items())}


def keywords() -> tuple[str, ...]:
    """The keyword templates' names (vocabulary.json, kind keyword): read when first asked, not as the module is
    imported, so that a query that needs no vocabulary doesn't load it (start-up, issue 22 item 1)."""
    return tuple(terms.of_kind("keyword"))
