"""The documented vocabulary of card files: characteristics, mana costs and abilities.

Card files describe abilities as small YAML terms (STATE_FORMAT.md). This module turns
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

Ability vocabulary (``abilities:`` lists of cards, ``gain_abilities`` of effects)::

    KEYWORD                       flying, flash, haste, hexproof, shroud, ... (see KEYWORDS);
                                  enters_prepared (CR 722.3a)
    {trigger: EVENT, effect: EFFECT, target: TARGET}   a triggered ability (CR 603); EVENT: attacks, enters;
                                  its target is chosen as it goes on the stack (CR 603.3d)
    {spell: {effect: EFFECT, target: TARGET}}           an instant or sorcery's effect (CR 113.3a)
    {spell: {choose: N, modes: [{effect: EFFECT, target: TARGET}, ...]}}   a modal spell, "choose N --"
                                  (CR 700.2); each mode has its own target (700.2c, 700.2f); the modes are
                                  chosen as it is cast (601.2b, 700.2a), never the same one twice (700.2d)
    {additional_cost: {sacrifice: TYPE}}   "as an additional cost to cast this spell, sacrifice a TYPE"
                                  (CR 118.8, 601.2b, 601.2h, 701.21a); TYPE: creature | artifact | ...
    {mana: [COLOR, ...]}          "{T}: Add one mana of any of these colors" (CR 605); COLOR: W U B R G C
    {enters_as_copy: TYPE, except: EXCEPT}   "you may have this enter as a copy of a TYPE on the battlefield
                                  [, except ...]" (Clone; CR 707.5); TYPE may be permanent (Moritte)
    enters_tapped                 "this permanent enters tapped" (CR 614.1c; applies as it enters, 707.5)
    {enters_as_copy: TYPE, from: graveyard, except: EXCEPT, when_you_do: exile_that_card}   "you may have this
                                  enter as a copy of any TYPE card in a graveyard, except ... When you do, exile
                                  that card" (Superior Spider-Man; CR 707.5, 603.11); the linked trigger doesn't
                                  trigger if another copy effect is applied after it as it enters (CR 707.9g)
    {trigger: next_end_step, effect: EFFECT}   a delayed trigger "at the beginning of the next end step" (CR
                                  603.7; made by the rules, kept under delayed_triggers until it triggers)
    {trigger: when_you_do, effect: {exile_card: ID}}   that linked trigger once it triggered, naming the card
                                  (made by the rules; it triggers on nothing by itself)
    {enters_with_counters: {KIND: N}}   "this permanent enters with N KIND counters on it" (CR 614.1c, 122.6;
                                  fading's first half); not loyalty (CR 306.5b does that)
    {static: your_creatures_enter_as_copy}   "creatures you control enter as a copy of this creature"
                                  (Essence of the Wild; CR 707.5, 616.1f)
    {trigger: another_creature_enters, effect: {become_copy: it, keep_this_ability: true}}   "whenever another
                                  creature enters, this becomes a copy of that creature, except it has this
                                  ability" (Unstable Shapeshifter; CR 707.9a); carried only (it doesn't trigger yet)
    {as_enters_choose: creature_type}   "as this enters, choose a creature type" (CR 614.12; a copy entering
                                  makes its own choice, 707.6); {static: is_chosen_type}: "this is the chosen
                                  type in addition to its other types" (Adaptive Automaton)
    {cda: power_toughness}        a characteristic-defining ability for power and toughness (CR 604.3); its
                                  value isn't computed: the card's power/toughness stand for it (707.9d uses it)
    {trigger: you_cast_spell_targeting_only_a_single_creature_you_control, effect: EFFECT}   "whenever you
                                  cast a spell that targets only a single creature you control" (Frontline
                                  Heroism; CR 603.2); the ability remembers that spell
    {static: double_tokens}       "if an effect would create one or more tokens under your control, it creates
                                  twice that many of those tokens instead" (Anointed Procession; CR 614.1a)
    {static: first_foretell_free} "the first card you foretell each turn costs {0} to foretell" (Ranar)
    {static: grant_foretell, reduce: N}   "each nonland card in your hand without foretell has foretell; its
                                  foretell cost is its mana cost reduced by {N}" (Dream Devourer)
    {loyalty: N, effect: EFFECT}  a loyalty ability "[N]: EFFECT" (CR 606); activated as CR 606.3 allows
    {activated: {cost: COST, tap: true|false, effect: EFFECT, target: TARGET}}   an activated ability
                                  "[COST][, {T}]: EFFECT" (CR 602.1); COST is a mana cost string (may be "" or
                                  contain {T}, which is the same as tap: true); activated whenever its
                                  controller has priority and can pay (CR 117.1b, 602.2)
    {trigger: nontoken_creature_dies, effect: {exile_linked: it}}   Mimic Vat's imprint "whenever a nontoken
                                  creature dies, you may exile that card; if you do, return each other card
                                  exiled with this to its owner's graveyard" (CR 607.2a); carried only (no
                                  dies trigger yet): the exiled_with status / exile_with event stand for it
    {foretell: COST}              foretell (CR 702.143); carried as a characteristic
    {flashback: COST}, {ward: COST}   carried as characteristics (no rules for them yet)

    EFFECT: {gain_ability: KEYWORD, until: end_of_turn|forever}   (CR 611.2, 613.1f)
            {modify_pt: [P, T], until: end_of_turn|forever}       (CR 613.4c)
            {become_prepared: self|target}                        (CR 722.3a)
            {create_token_copy: target, except: EXCEPT}           (CR 707.2, 707.9, 111.1)
            {counter: target}                                     (CR 701.6a)
            {return_to_hand: target}                              (the target goes to its owner's hand)
            {create_token: Heartwood|Treasure|Jace}               a predefined token (CR 111.10)
            {empower_jace: N}                                     Empower Jace N (CR 701.71a)
            {draw: N}                 the target player (or the controller) draws N cards (CR 121.1-121.2)
            {search_library: [TYPE, ...]}   search your library for a card of one of those types, put it
                                      into your hand (CR 701.23)
            {copy_that_spell: created_token}   a cast trigger copies the spell that made it trigger; every
                                      target of the copy is a token the ability created earlier in its
                                      resolution, one of the controller's choice (CR 707.10, 707.10e)
            {surveil: N}              carried only (Jace's first loyalty ability); no rules yet
            {untap: target}           untap the target permanent (CR 701.26b)
            {lose_ability: KEYWORD, until: end_of_turn|forever}   the target loses the ability (CR 613.1f)
            {damage: AMOUNT}          deals AMOUNT damage to the target (CR 120.3); AMOUNT: N | X (the spell's X,
                                      CR 107.3) | {power_of: sacrificed} (the power of the creature sacrificed to
                                      cast it, its last known information, CR 608.2h, 707.10)
            {gain_life: AMOUNT, if_spent: COLOR}   its controller gains AMOUNT life (CR 119.3); with if_spent, only
                                      if mana of that color (W U B R G C) was spent to cast it (CR 601.2h, 707.10)
            {copy_spell: target, except: EXCEPT, new_targets: true|false}   copy the target spell (CR 707.10);
                                      its controller may choose new targets for the copy (707.10c)
            {add_subtype: NAME, until: end_of_turn|forever}   the target (or the source when there is none)
                                      becomes a NAME in addition to its other types (CR 205.1b, 613.1d)
            {exile_card: ID}          exile that card if it is still in its graveyard (the "when you do" trigger
                                      of enters_as_copy ... from: graveyard; CR 603.11)
            {put_counters: {KIND: N}, to: self|target}   put N KIND counters on the source ("on Olivia") or
                                      the target (CR 122.1, 707.11: "self" tracks the source object)
            {create_token_copy: exiled_with, gains: KEYWORD, exile_at: next_end_step, except: EXCEPT}   a token
                                      that's a copy of a card exiled with the source (its linked ability, CR
                                      607.2a, 707.7); none if there is no such card (CR 111.12); the token gains
                                      the keyword (a non-copy effect, CR 611.2); exile_at: "exile it at the
                                      beginning of the next end step", a delayed trigger (CR 603.7)
            {exile_object: ID}        exile that permanent (the delayed trigger's effect, made by the rules)
    TARGET: creature | permanent | player | spell | any | {creature: {not_subtype: NAME}}   (CR 115)
            {enchantment: {not_subtype: NAME}} ("target non-Aura enchantment")
            {spell: [TYPE, ...]}  a spell of one of those card types ("target instant or sorcery spell")
            another_creature          a creature other than the ability's source ("another target creature")
            {graveyard_card: [TYPE, ...]} a card of one of those types in your graveyard; [] for any card
    EXCEPT (copy exceptions, CR 707.9): a characteristic's key sets it (707.9b); add_KEY adds
            "in addition to" values (707.9a-b); remove_KEY removes them; retain: [KEY, ...] keeps the
            copy's own values (707.9c); enters_with_counters: {KIND: N|X} is an additional effect as it
            enters (707.9e); if_creature: {add_KEY..., enters_with_counters...} applies only if the copy
            would be a creature without it (707.9f).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
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
KEYWORDS = ("flying", "flash", "haste", "vigilance", "reach", "trample", "deathtouch", "lifelink",
            "defender", "first_strike", "double_strike", "hexproof", "shroud", "menace",
            "indestructible", "changeling", "enters_prepared", "enters_tapped")
TRIGGER_EVENTS = ("attacks", "enters", "you_foretell", "another_creature_enters", "nontoken_creature_dies",
                  "when_you_do", "next_end_step", "you_cast_spell_targeting_only_a_single_creature_you_control")
STATICS = ("first_foretell_free", "grant_foretell", "your_creatures_enter_as_copy", "is_chosen_type",
           "double_tokens")
#: what restricted mana may be spent on (CR 106.6): the foretell special action, or casting a spell of a type
SPEND_USES = ("foretell", "instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker")
PREDEFINED_TOKENS = ("Heartwood", "Treasure", "Jace")
TARGET_KINDS = ("creature", "permanent", "player", "spell", "any", "another_creature")
DURATIONS = ("end_of_turn", "forever")
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command", "outside")
PHASES = ("beginning", "precombat_main", "combat", "postcombat_main", "ending")
STEPS = {"beginning": ("untap", "upkeep", "draw"), "precombat_main": (None,),
         "combat": ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                    "end_of_combat"),
         "postcombat_main": (None,), "ending": ("end", "cleanup")}
#: characteristic keys of a card or a copy exception (CR 109.3)
SINGLE = ("name", "mana_cost", "power", "toughness", "loyalty")
MULTI = ("colors", "color_indicator", "types", "subtypes", "supertypes", "abilities")
CHARACTERISTICS = SINGLE + MULTI
#: card keys holding another set of characteristics, each a face (rules_asp/faces.lp): prepare (CR 722.2),
#: back (the back face of a double-faced card, CR 712), flip (a flip card's flipped half, CR 710),
#: adventure (CR 715.2), omen (CR 720.2)
ALT_FACES = ("prepare", "back", "flip", "adventure", "omen")
#: the faces a card can be cast as (the cast action's ``as:``, CR 715.3, 720.3)
CAST_FACES = ("adventure", "omen")

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

    costs: set[str]
    produces: set[tuple[Symbol, str]]
    exceptions: set[tuple[Symbol, str, str, Symbol]]
    exception_sets: set[tuple[Symbol, str]]
    spec_types: set[tuple[Symbol, str]]
    token_values: set[tuple[Symbol, str, Symbol]]
    spend_uses: set[tuple[Symbol, str]]
    #: (modal ability term, mode number, target term, effect term): the modes of a modal spell (CR 700.2)
    modes: set[tuple[Symbol, int, Symbol, Symbol]] = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.modes is None:
            self.modes = set()

    @classmethod
    def empty(cls) -> "Aux":
        return cls(set(), set(), set(), set(), set(), set(), set(), set())


def const(name: str) -> Symbol:
    """A clingo constant (a function symbol without arguments)."""
    return Function(name)


def _codec(aux: "Aux") -> terms.Codec:
    """The generic encoder of the templates declared in pyglue/data/vocabulary.json (pyglue/terms.py)."""
    codec = terms.Codec(VocabularyError, lambda v, p: effect_term(v, p, aux), lambda v, p: target_term(v, p, aux),
                        keyword_term, lambda v, p: cost_symbol(v, p, aux), CARD_TYPES)
    codec.plain_events = TRIGGER_EVENTS
    return codec


def parse_mana_cost(cost: str, path: str) -> list[tuple[str, int]]:
    """Split a mana cost such as ``"{2}{U}{U}"`` into ``[("generic", 2), ("u", 2)]`` (CR 107.4).

    Raises :class:`VocabularyError` for text that is not a sequence of supported symbols
    (numbers, W U B R G C, X, and two-color hybrid symbols such as {G/W}, whose key is ``gw`` in the
    printed order, CR 107.4e). Phyrexian and monocolored hybrid symbols are not modelled yet.
    """
    if not isinstance(cost, str):
        raise VocabularyError(path, f"a mana cost must be a string like '{{2}}{{U}}', not {cost!r}")
    counts: dict[str, int] = {}
    rest = _COST_RE.sub("", cost)
    if rest.strip():
        raise VocabularyError(path, f"mana cost {cost!r} has text outside {{...}} symbols")
    for raw in _COST_RE.findall(cost):
        sym = raw.upper()
        if sym.isdigit():
            counts["generic"] = counts.get("generic", 0) + int(sym)
        elif sym in MANA_LETTERS:
            key = MANA_LETTERS[sym]
            counts[key] = counts.get(key, 0) + 1
        elif sym == "X":
            counts["x"] = counts.get("x", 0) + 1
        elif sym.replace("/", "").lower() in HYBRIDS and "/" in sym:
            key = sym.replace("/", "").lower()
            counts[key] = counts.get(key, 0) + 1
        else:
            raise VocabularyError(path, f"mana symbol {{{raw}}} in {cost!r} is not supported "
                                        "(numbers, W, U, B, R, G, C, X and two-color hybrids like G/W are)")
    return sorted(counts.items())


def cost_symbol(cost: str, path: str, aux: Aux) -> Symbol:
    """The mana cost as a string symbol, recording its breakdown in ``aux`` (CR 107.4)."""
    parse_mana_cost(cost, path)
    aux.costs.add(cost)
    return String(cost)


def _one_key(value: Any, path: str, allowed: tuple[str, ...]) -> tuple[str, Any]:
    if not isinstance(value, dict) or not value:
        raise VocabularyError(path, f"expected one of {', '.join(allowed)}, got {value!r}")
    keys = [k for k in value if k in allowed]
    if len(keys) != 1:
        raise VocabularyError(path, f"expected exactly one of {', '.join(allowed)}, got keys {sorted(map(str, value))}")
    return keys[0], value[keys[0]]


def _check_keys(value: dict, path: str, allowed: set[str]) -> None:
    extra = sorted(str(k) for k in value if k not in allowed)
    if extra:
        raise VocabularyError(path, f"unknown key(s) {extra}; allowed: {sorted(allowed)}")


def keyword_term(value: Any, path: str) -> Symbol:
    """A keyword ability such as ``flying`` (CR 702)."""
    if not isinstance(value, str) or value not in KEYWORDS:
        raise VocabularyError(path, f"ability {value!r} is outside the vocabulary (keywords: {', '.join(KEYWORDS)})")
    return const(value)


def target_term(value: Any, path: str, aux: "Aux | None" = None) -> Symbol:
    """A target description (CR 115.1): ``creature``, ``{creature: {not_subtype: Frog}}``, ..."""
    if value is None:
        return const("none")
    if isinstance(value, str):
        if value not in TARGET_KINDS:
            raise VocabularyError(path, f"target {value!r} is outside the vocabulary ({', '.join(TARGET_KINDS)})")
        return Function("target", [const(value)])
    kind, restr = _one_key(value, path, ("creature", "enchantment", "graveyard_card", "spell"))
    if kind == "spell":
        if not isinstance(restr, list) or not restr or not all(isinstance(t, str) and t in CARD_TYPES for t in restr):
            raise VocabularyError(f"{path}.{kind}", f"expected a list of card types among {', '.join(CARD_TYPES)}")
        types = sorted(set(restr))
        spec = Function("spell_of", [Tuple_([const(t) for t in types])])
        if aux is not None:
            for t in types:
                aux.spec_types.add((spec, t))
        return Function("target", [spec])
    if kind == "graveyard_card":
        if not isinstance(restr, list) or any(t not in CARD_TYPES for t in restr if isinstance(t, str)) \
                or not all(isinstance(t, str) for t in restr):
            raise VocabularyError(f"{path}.{kind}", f"expected a list of card types among {', '.join(CARD_TYPES)}")
        types = sorted(set(restr))
        spec = Function("graveyard_card", [Tuple_([const(t) for t in types]) if types else const("all")])
        if aux is not None:
            for t in types:
                aux.spec_types.add((spec, t))
        return Function("target", [spec])
    key, sub = _one_key(restr, f"{path}.{kind}", ("not_subtype",))
    if not isinstance(sub, str) or not sub:
        raise VocabularyError(f"{path}.{kind}.{key}", "expected a subtype name")
    return Function("target", [Function(kind, [Function(key, [String(sub)])])])


def _duration(value: Any, path: str) -> Symbol:
    if value not in DURATIONS:
        raise VocabularyError(path, f"duration {value!r} is not one of {', '.join(DURATIONS)}")
    return const(value)


#: the characteristics a token definition may give (CR 111.4)
TOKEN_KEYS = ("name", "colors", "types", "subtypes", "supertypes", "power", "toughness", "abilities")


def effect_term(value: Any, path: str, aux: Aux) -> Symbol:
    """A one-shot effect of a spell or ability (see the module docstring)."""
    if terms.head(value, "effect"):
        return _codec(aux).encode("effect", value, path)
    if isinstance(value, dict) and "become_copy" in value:
        # Unstable Shapeshifter's "this becomes a copy of that creature, except it has this ability" (CR 707.9a)
        _check_keys(value, path, {"become_copy", "keep_this_ability"})
        if value["become_copy"] != "it" or value.get("keep_this_ability", False) not in (True, False):
            raise VocabularyError(f"{path}.become_copy", "expected it (the creature that entered), "
                                                         "keep_this_ability: true|false")
        return Function("become_copy", [const("it"), const("keep_this_ability" if value.get("keep_this_ability")
                                                             else "none")])
    if isinstance(value, list):
        if not value:
            raise VocabularyError(path, "an effect list needs at least one effect")
        parts = [effect_term(v, f"{path}[{i}]", aux) for i, v in enumerate(value)]
        out = parts[-1]
        for t in reversed(parts[:-1]):
            out = Function("then", [t, out])
        return out
    if isinstance(value, dict) and "if" in value:
        _check_keys(value, path, {"if", "then", "else"})
        if value["if"] != "foretold":
            raise VocabularyError(f"{path}.if", "expected foretold (\"if this spell was foretold\", CR 702.143c)")
        if "then" not in value:
            raise VocabularyError(path, "a conditional effect needs then")
        other = effect_term(value["else"], f"{path}.else", aux) if "else" in value else const("none")
        return Function("if", [const("foretold"), effect_term(value["then"], f"{path}.then", aux), other])
    kind, arg = _one_key(value, path, ("modify_pt", "create_token_copy", "counter", "return_to_hand",
                                       "create_token", "search_library", "destroy", "create_tokens",
                                       "untap", "damage", "gain_life", "copy_spell", "put_counters",
                                       "exile_card", "exile_object") + tuple(terms.of_kind("effect")))
    p = f"{path}.{kind}"
    if kind == "damage":
        _check_keys(value, path, {kind})
        return Function(kind, [_amount(arg, p, allow_power=True)])
    if kind == "gain_life":
        _check_keys(value, path, {kind, "if_spent"})
        cond = const("none")
        if "if_spent" in value:
            col = value["if_spent"]
            if not isinstance(col, str) or col.upper() not in MANA_LETTERS:
                raise VocabularyError(f"{path}.if_spent", "expected a mana letter among W, U, B, R, G, C")
            cond = Function("spent", [const(MANA_LETTERS[col.upper()])])
        return Function(kind, [_amount(arg, p, allow_power=False), cond])
    if kind == "copy_spell":
        _check_keys(value, path, {kind, "except", "new_targets"})
        if arg != "target":
            raise VocabularyError(p, "expected target")
        if value.get("new_targets", False) not in (True, False):
            raise VocabularyError(f"{path}.new_targets", "expected true or false")
        return Function(kind, [exception_term(value.get("except") or {}, f"{path}.except", aux),
                               const("yes" if value.get("new_targets") else "no")])
    if kind == "put_counters":
        _check_keys(value, path, {kind, "to"})
        ckind, n = _counter_kind({"enters_with_counters": arg}, path, allow_x=False)
        on = value.get("to", "self")
        if on not in ("self", "target"):
            raise VocabularyError(f"{path}.to", "expected self (the source) or target")
        return Function(kind, [ckind, n, const(on)])
    if kind == "exile_object":
        _check_keys(value, path, {kind})
        if not isinstance(arg, str) or not arg:
            raise VocabularyError(p, "expected the id of the permanent to exile")
        return Function(kind, [String(arg)])
    if kind == "exile_card":
        _check_keys(value, path, {kind})
        if not isinstance(arg, str) or not arg:
            raise VocabularyError(p, "expected the id of the card to exile")
        return Function(kind, [String(arg)])
    if kind == "create_token_copy" and arg == "exiled_with":
        _check_keys(value, path, {kind, "except", "gains", "exile_at"})
        gain = keyword_term(value["gains"], f"{path}.gains") if value.get("gains") else const("none")
        delay = value.get("exile_at", "none")
        if delay not in ("next_end_step", "none"):
            raise VocabularyError(f"{path}.exile_at", "expected next_end_step")
        return Function("create_token_copy_linked", [exception_term(value.get("except") or {}, f"{path}.except", aux),
                                                     gain, const(delay)])
    if kind == "create_tokens":
        _check_keys(value, path, {kind})
        return _create_tokens(arg, p, aux)
    if kind == "create_token":
        _check_keys(value, path, {kind})
        if arg not in PREDEFINED_TOKENS:
            raise VocabularyError(p, f"expected a predefined token: {', '.join(PREDEFINED_TOKENS)}")
        return Function(kind, [const(arg.lower())])
    if kind == "search_library":
        _check_keys(value, path, {kind})
        if not isinstance(arg, list) or not arg or any(not isinstance(t, str) or t not in CARD_TYPES for t in arg):
            raise VocabularyError(p, f"expected a list of card types among {', '.join(CARD_TYPES)}")
        types = sorted(set(arg))
        term = Function(kind, [Tuple_([const(t) for t in types])])
        for t in types:
            aux.spec_types.add((term.arguments[0], t))
        return term
    if kind == "modify_pt":
        _check_keys(value, path, {"modify_pt", "until"})
        if not (isinstance(arg, list) and len(arg) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in arg)):
            raise VocabularyError(p, "expected [power, toughness] as two integers")
        return Function("modify_pt", [Number(arg[0]), Number(arg[1]), _duration(value.get("until", "end_of_turn"), f"{path}.until")])
    if kind == "create_token_copy":
        _check_keys(value, path, {"create_token_copy", "except"})
        if arg != "target":
            raise VocabularyError(p, "expected target")
        return Function("create_token_copy", [exception_term(value.get("except") or {}, f"{path}.except", aux)])
    _check_keys(value, path, {kind})
    if arg != "target":
        raise VocabularyError(p, "expected target")
    return const(kind)


def _amount(arg: Any, path: str, allow_power: bool) -> Symbol:
    """An amount of damage or life: N, X (CR 107.3), or {power_of: sacrificed} (CR 608.2h)."""
    if arg in ("X", "x"):
        return const("x")
    if isinstance(arg, int) and not isinstance(arg, bool) and 0 <= arg < 1000:
        return Number(arg)
    if allow_power and isinstance(arg, dict) and arg == {"power_of": "sacrificed"}:
        return Function("power_of", [const("sacrificed")])
    raise VocabularyError(path, "expected a number, X" + (" or {power_of: sacrificed}" if allow_power else ""))


def _spell_modes(arg: dict, path: str, aux: Aux) -> Symbol:
    """A modal spell ``{choose: N, modes: [...]}`` as ``modal(N, (mode(Target, Effect), ...))``; each mode is
    also recorded as ``spell_mode(Term, I, Target, Effect)`` (CR 700.2)."""
    _check_keys(arg, path, {"choose", "modes"})
    modes = arg.get("modes")
    if not isinstance(modes, list) or len(modes) < 2:
        raise VocabularyError(f"{path}.modes", "a modal spell has two or more modes (CR 700.2)")
    n = arg.get("choose", 1)
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= len(modes):
        raise VocabularyError(f"{path}.choose", f"expected a number of modes from 1 to {len(modes)}")
    parts = []
    for i, m in enumerate(modes):
        mp = f"{path}.modes[{i}]"
        if not isinstance(m, dict) or "effect" not in m:
            raise VocabularyError(mp, "a mode needs an effect")
        _check_keys(m, mp, {"effect", "target"})
        parts.append((target_term(m.get("target"), f"{mp}.target", aux), effect_term(m["effect"], f"{mp}.effect", aux)))
    term = Function("modal", [Number(n), Tuple_([Function("mode", list(pt)) for pt in parts])])
    for i, (tg, eff) in enumerate(parts):
        aux.modes.add((term, i + 1, tg, eff))
    return term


def _create_tokens(arg: Any, path: str, aux: Aux) -> Symbol:
    """``{count: N|X, token: {name, colors, types, subtypes, power, toughness, abilities}}`` as
    ``create_tokens(Count, token(Name, Colors, Types, Subtypes, Supertypes, Power, Toughness, Abilities))``;
    each value is also recorded as ``token_value(Def, C, V)`` (CR 111.4: a token has the values the
    effect that created it gives)."""
    if not isinstance(arg, dict):
        raise VocabularyError(path, "expected {count: N, token: {...}}")
    _check_keys(arg, path, {"count", "token"})
    count = arg.get("count", 1)
    if count in ("X", "x"):
        count_sym = const("x")
    elif isinstance(count, int) and not isinstance(count, bool) and 0 < count < 1000:
        count_sym = Number(count)
    else:
        raise VocabularyError(f"{path}.count", "expected a positive number or X")
    tok = arg.get("token")
    if not isinstance(tok, dict) or not isinstance(tok.get("name"), str) or not tok.get("types"):
        raise VocabularyError(f"{path}.token", "a token needs a name and types")
    _check_keys(tok, f"{path}.token", set(TOKEN_KEYS))
    values: list[tuple[str, Symbol]] = []
    parts: list[Symbol] = []
    for key in TOKEN_KEYS:
        raw = tok.get(key)
        if key in MULTI:
            syms = characteristic_values(key, raw, f"{path}.token.{key}", aux) if raw not in (None, []) else []
            parts.append(Tuple_(syms))
        elif raw is None:
            syms = []
            parts.append(const("none"))
        else:
            syms = characteristic_values(key, raw, f"{path}.token.{key}", aux)
            parts.append(syms[0])
        values += [(key, v) for v in syms]
    term = Function("token", parts)
    for key, v in values:
        aux.token_values.add((term, key, v))
    return Function("create_tokens", [count_sym, term])


def ability_term(value: Any, path: str, aux: Aux) -> Symbol:
    """One ability of a card or effect, from the vocabulary in the module docstring."""
    if terms.head(value, "ability"):
        return _codec(aux).encode("ability", value, path)
    if isinstance(value, str):
        return keyword_term(value, path)
    if isinstance(value, dict) and "enters_with_counters" in value:
        return Function("enters_with_counters", list(_counter_kind(value, path, allow_x=False)))
    kind, arg = _one_key(value, path, ("trigger", "spell", "mana", "loyalty", "foretell", "flashback", "ward",
                                       "sacrifice_for_mana", "static", "cda", "enters_as_copy",
                                       "as_enters_choose", "additional_cost", "activated"))
    p = f"{path}.{kind}"
    if kind == "additional_cost":
        _check_keys(value, path, {kind})
        if not isinstance(arg, dict) or list(arg) != ["sacrifice"] or arg["sacrifice"] not in CARD_TYPES:
            raise VocabularyError(p, f"expected {{sacrifice: TYPE}}, TYPE among {', '.join(CARD_TYPES)}")
        return Function(kind, [Function("sacrifice", [const(arg["sacrifice"])])])
    if kind == "activated":
        _check_keys(value, path, {kind})
        return _activated(arg, p, aux)
    if kind == "as_enters_choose":
        _check_keys(value, path, {kind})
        if arg != "creature_type":
            raise VocabularyError(p, "expected creature_type")
        return Function(kind, [const(arg)])
    if kind == "enters_as_copy" and "from" in value:
        # "you may have this enter as a copy of any TYPE card in a graveyard, except ... When you do, exile that
        # card" (Superior Spider-Man; CR 707.5, 603.11, 707.9g)
        _check_keys(value, path, {kind, "except", "from", "when_you_do"})
        if arg not in CARD_TYPES:
            raise VocabularyError(p, f"expected a card type among {', '.join(CARD_TYPES)}")
        if value["from"] != "graveyard":
            raise VocabularyError(f"{path}.from", "expected graveyard")
        linked = value.get("when_you_do", "none")
        if linked not in ("exile_that_card", "none"):
            raise VocabularyError(f"{path}.when_you_do", "expected exile_that_card")
        return Function("enters_as_copy_card", [const("graveyard"), const(arg),
                                                exception_term(value.get("except") or {}, f"{path}.except", aux),
                                                const(linked)])
    if kind == "enters_as_copy":
        _check_keys(value, path, {kind, "except"})
        if arg not in CARD_TYPES + ("permanent",):
            raise VocabularyError(p, f"expected permanent or a card type among {', '.join(CARD_TYPES)}")
        return Function(kind, [const(arg), exception_term(value.get("except") or {}, f"{path}.except", aux)])
    if kind == "cda":
        _check_keys(value, path, {kind})
        if arg not in ("power_toughness", "colors", "subtypes"):
            raise VocabularyError(p, "expected power_toughness, colors or subtypes")
        return Function(kind, [const(arg)])
    if kind == "static":
        if arg not in STATICS:
            raise VocabularyError(p, f"static ability {arg!r} is outside the vocabulary ({', '.join(STATICS)})")
        if arg == "grant_foretell":
            _check_keys(value, path, {kind, "reduce"})
            n = value.get("reduce", 0)
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n < 100:
                raise VocabularyError(f"{path}.reduce", "expected a number of generic mana")
            return Function(kind, [Function(arg, [Number(n)])])
        _check_keys(value, path, {kind})
        return Function(kind, [const(arg)])
    if kind == "sacrifice_for_mana":
        _check_keys(value, path, {kind})
        if arg != "any_color":
            raise VocabularyError(p, "expected any_color (the Treasure's ability, CR 111.10a)")
        return Function(kind, [const(arg)])
    if kind == "loyalty":
        _check_keys(value, path, {"loyalty", "effect"})
        if not isinstance(arg, int) or isinstance(arg, bool) or not -1000 < arg < 1000:
            raise VocabularyError(p, "expected the loyalty cost as an integer, e.g. -1")
        if "effect" not in value:
            raise VocabularyError(path, "a loyalty ability needs an effect")
        return Function("loyalty", [Number(arg), effect_term(value["effect"], f"{path}.effect", aux)])
    if kind == "trigger":
        # an event of the hand-written list or an event template; "if": an intervening-if clause (CR 603.4),
        # kept in the event as when(Event, Condition)
        _check_keys(value, path, {"trigger", "effect", "target", "if"})
        if not (isinstance(arg, str) and arg in TRIGGER_EVENTS) and not terms.head(arg, "event"):
            events = ", ".join(TRIGGER_EVENTS + tuple(terms.of_kind("event")))
            raise VocabularyError(p, f"trigger event {arg!r} is outside the vocabulary ({events})")
        if "effect" not in value:
            raise VocabularyError(path, "a trigger needs an effect")
        codec = _codec(aux)
        event = codec.event(arg, p)
        if "if" in value:
            event = Function("when", [event, codec.encode("condition", value["if"], f"{path}.if")])
        return Function("trigger", [event, target_term(value.get("target"), f"{path}.target", aux),
                                    effect_term(value["effect"], f"{path}.effect", aux)])
    if kind == "spell":
        _check_keys(value, path, {"spell"})
        if isinstance(arg, dict) and "modes" in arg:
            return _spell_modes(arg, p, aux)
        if not isinstance(arg, dict) or "effect" not in arg:
            raise VocabularyError(p, "a spell ability needs an effect")
        _check_keys(arg, p, {"effect", "target"})
        return Function("spell", [target_term(arg.get("target"), f"{p}.target", aux),
                                  effect_term(arg["effect"], f"{p}.effect", aux)])
    if kind == "mana":
        _check_keys(value, path, {"mana", "only_for"})
        if not isinstance(arg, list) or not arg or any(not isinstance(c, str) or c not in MANA_LETTERS for c in arg):
            raise VocabularyError(p, "expected a list of mana letters among W, U, B, R, G, C")
        colors = sorted({MANA_LETTERS[c] for c in arg})
        term = Function("mana", [Tuple_([const(c) for c in colors])])
        if "only_for" in value:
            uses = value["only_for"]
            if not isinstance(uses, list) or not uses or any(u not in SPEND_USES for u in uses):
                raise VocabularyError(f"{path}.only_for", f"expected a list among {', '.join(SPEND_USES)}")
            term = Function("mana", [term.arguments[0], Function("only", [Tuple_([const(u) for u in sorted(set(uses))])])])
            for u in sorted(set(uses)):
                aux.spend_uses.add((term, u))
        for c in colors:
            aux.produces.add((term, c))
        return term
    _check_keys(value, path, {kind})
    return Function(kind, [cost_symbol(arg, p, aux)])


_TAP_RE = re.compile(r"\{T\}", re.IGNORECASE)


def _activated(arg: Any, path: str, aux: Aux) -> Symbol:
    """``activated(Cost, Tap, Target, Effect)`` (CR 602.1): Cost the mana part of the activation cost as a
    string (recorded in ``aux``), Tap ``tap`` when the cost has {T} (CR 107.5), else ``no_tap``."""
    if not isinstance(arg, dict) or "effect" not in arg:
        raise VocabularyError(path, "an activated ability needs {cost: ..., effect: ...}")
    _check_keys(arg, path, {"cost", "tap", "effect", "target"})
    cost = arg.get("cost", "")
    if not isinstance(cost, str):
        raise VocabularyError(f"{path}.cost", f"a cost must be a string like '{{1}}{{R}}', not {cost!r}")
    tap = arg.get("tap", False)
    if tap not in (True, False):
        raise VocabularyError(f"{path}.tap", "expected true or false")
    if _TAP_RE.search(cost):
        tap = True
        cost = _TAP_RE.sub("", cost).replace(",", "").replace(" ", "")
    parse_mana_cost(cost, f"{path}.cost")
    aux.costs.add(cost)
    return Function("activated", [String(cost), const("tap" if tap else "no_tap"),
                                  target_term(arg.get("target"), f"{path}.target", aux),
                                  effect_term(arg["effect"], f"{path}.effect", aux)])


def _counter_kind(value: Any, path: str, allow_x: bool) -> tuple[Symbol, Symbol]:
    """``{enters_with_counters: {KIND: N}}`` as ``(String(KIND), N)``; N may be X where ``allow_x`` (CR 122.6)."""
    _check_keys(value, path, {"enters_with_counters"})
    arg = value["enters_with_counters"]
    p = f"{path}.enters_with_counters"
    if not isinstance(arg, dict) or len(arg) != 1:
        raise VocabularyError(p, "expected one counter kind and its number, e.g. {fade: 2}")
    ((kind, n),) = arg.items()
    if not isinstance(kind, str) or not kind or kind == "loyalty":
        raise VocabularyError(p, "expected a counter kind other than loyalty (CR 306.5b gives loyalty counters)")
    if allow_x and n in ("X", "x"):
        return String(kind), const("x")
    if not isinstance(n, int) or isinstance(n, bool) or not 0 < n < 1000:
        raise VocabularyError(f"{p}.{kind}", "expected a positive number" + (" or X" if allow_x else ""))
    return String(kind), Number(n)


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
            continue
        if key == "enters_with_counters":
            # CR 707.9e: an additional effect, not a modification of a characteristic
            entries.append(("enters_with", "counters",
                            Function("c", list(_counter_kind({key: item}, path, allow_x=True)))))
            continue
        if key == "retain":
            if not isinstance(item, list) or any(c not in CHARACTERISTICS for c in item):
                raise VocabularyError(p, f"expected a list of characteristics among {', '.join(CHARACTERISTICS)}")
            entries += [("retain", c, const("yes")) for c in item]
            continue
        mode, char = "set", key
        for prefix in ("add_", "remove_"):
            if isinstance(key, str) and key.startswith(prefix):
                mode, char = prefix[:-1], key[len(prefix):]
        if char not in CHARACTERISTICS or (mode != "set" and char not in MULTI):
            raise VocabularyError(p, "unknown copy exception; use a characteristic key "
                                     f"({', '.join(CHARACTERISTICS)}), add_/remove_ with a multi-valued one, or retain")
        for sym in characteristic_values(char, item, p, aux):
            entries.append((mode, char, sym))
        if mode == "set":
            sets.append(char)
    return entries, sets


def exception_term(value: Any, path: str, aux: Aux) -> Symbol:
    """Copy exceptions as one symbol ``except((e(M, C, V), ...), (C, ...))``, recorded in ``aux``."""
    entries, sets = exception_entries(value, path, aux)
    term = Function("except", [Tuple_([Function("e", [const(m), const(c), v]) for m, c, v in entries]),
                               Tuple_([const(c) for c in sets])])
    for m, c, v in entries:
        aux.exceptions.add((term, m, c, v))
    for c in sets:
        aux.exception_sets.add((term, c))
    return term


def characteristic_values(char: str, value: Any, path: str, aux: Aux) -> list[Symbol]:
    """The symbols for one characteristic's value(s) (CR 109.3); a list for multi-valued ones."""
    if char in MULTI:
        items = value if isinstance(value, list) else [value]
        return [_one_value(char, v, f"{path}[{i}]" if isinstance(value, list) else path, aux)
                for i, v in enumerate(items)]
    return [_one_value(char, value, path, aux)]


def _one_value(char: str, value: Any, path: str, aux: Aux) -> Symbol:
    if char == "name" or char == "subtypes":
        if not isinstance(value, str) or not value:
            raise VocabularyError(path, f"{char} must be a non-empty string")
        return String(value)
    if char == "mana_cost":
        return cost_symbol(value, path, aux)
    if char in ("colors", "color_indicator"):
        if value not in COLORS:
            raise VocabularyError(path, f"color {value!r} is not one of {', '.join(COLORS)}")
        return const(value)
    if char == "types":
        if value not in CARD_TYPES:
            raise VocabularyError(path, f"card type {value!r} is not one of {', '.join(CARD_TYPES)}")
        return const(value)
    if char == "supertypes":
        if value not in SUPERTYPES:
            raise VocabularyError(path, f"supertype {value!r} is not one of {', '.join(SUPERTYPES)}")
        return const(value)
    if char == "abilities":
        return ability_term(value, path, aux)
    if not isinstance(value, int) or isinstance(value, bool):
        raise VocabularyError(path, f"{char} must be an integer")
    return Number(value)


# ---------------------------------------------------------------------------------------------
# Back from symbols to the YAML vocabulary (for answers and saved states).

_LETTER_OF = {v: k for k, v in MANA_LETTERS.items()}


def to_yaml(sym: Symbol) -> Any:
    """The YAML value of a characteristic value or ability symbol (inverse of the converters)."""
    if sym.type == SymbolType.String:
        return sym.string
    if sym.type == SymbolType.Number:
        return sym.number
    if terms.is_template_term(sym):
        return terms.decode(sym, to_yaml, target_yaml)
    name, args = sym.name, sym.arguments
    if name in ("counter", "return_to_hand", "destroy", "untap") and not args:
        return {name: "target"}
    if not args:
        return name
    if name == "then":
        rest = to_yaml(args[1])
        return [to_yaml(args[0])] + (rest if isinstance(rest, list) else [rest])
    if name == "if":
        out = {"if": args[0].name, "then": to_yaml(args[1])}
        if args[2] != const("none"):
            out["else"] = to_yaml(args[2])
        return out
    if name == "create_tokens":
        count = "X" if args[0].type == SymbolType.Function else args[0].number
        tok: dict[str, Any] = {}
        for key, v in zip(TOKEN_KEYS, args[1].arguments):
            if v.type == SymbolType.Function and v.name == "":
                if v.arguments:
                    tok[key] = [to_yaml(x) for x in v.arguments]
            elif v != const("none"):
                tok[key] = to_yaml(v)
        return {"create_tokens": {"count": count, "token": tok}}
    if name == "trigger":
        event = args[0]
        out = {"trigger": to_yaml(event.arguments[0] if event.name == "when" else event), "effect": to_yaml(args[2])}
        if event.name == "when":
            out["if"] = to_yaml(event.arguments[1])
        if args[1] != const("none"):
            out["target"] = target_yaml(args[1])
        return out
    if name == "spell":
        inner: dict[str, Any] = {"effect": to_yaml(args[1])}
        if args[0] != const("none"):
            inner["target"] = target_yaml(args[0])
        return {"spell": inner}
    if name == "modal":
        modes = []
        for m in args[1].arguments:
            entry: dict[str, Any] = {"effect": to_yaml(m.arguments[1])}
            if m.arguments[0] != const("none"):
                entry["target"] = target_yaml(m.arguments[0])
            modes.append(entry)
        return {"spell": {"choose": args[0].number, "modes": modes}}
    if name == "additional_cost":
        return {"additional_cost": {args[0].name: args[0].arguments[0].name}}
    if name == "damage":
        return {"damage": _amount_yaml(args[0])}
    if name == "gain_life":
        out = {"gain_life": _amount_yaml(args[0])}
        if args[1] != const("none"):
            out["if_spent"] = _LETTER_OF[args[1].arguments[0].name]
        return out
    if name == "copy_spell":
        out = {"copy_spell": "target", "new_targets": args[1].name == "yes"}
        exc = exception_yaml(args[0])
        if exc:
            out["except"] = exc
        return out
    if name == "mana":
        out = {"mana": [_LETTER_OF[c.name] for c in args[0].arguments]}
        if len(args) > 1:
            out["only_for"] = [u.name for u in args[1].arguments[0].arguments]
        return out
    if name == "loyalty":
        return {"loyalty": args[0].number, "effect": to_yaml(args[1])}
    if name == "activated":
        inner = {"cost": args[0].string, "tap": args[1].name == "tap", "effect": to_yaml(args[3])}
        if args[2] != const("none"):
            inner["target"] = target_yaml(args[2])
        return {"activated": inner}
    if name == "put_counters":
        return {"put_counters": {args[0].string: args[1].number}, "to": args[2].name}
    if name == "create_token_copy_linked":
        out: dict[str, Any] = {"create_token_copy": "exiled_with"}
        if args[1] != const("none"):
            out["gains"] = args[1].name
        if args[2] != const("none"):
            out["exile_at"] = args[2].name
        exc = exception_yaml(args[0])
        if exc:
            out["except"] = exc
        return out
    if name == "create_token":
        return {"create_token": args[0].name.capitalize()}
    if name == "search_library":
        return {"search_library": [t.name for t in args[0].arguments]}
    if name == "enters_with_counters":
        return {"enters_with_counters": {args[0].string: args[1].number}}
    if name == "become_copy":
        return {"become_copy": "it", "keep_this_ability": args[1].name == "keep_this_ability"}
    if name == "cda":
        return {"cda": args[0].name}
    if name == "as_enters_choose":
        return {"as_enters_choose": args[0].name}
    if name == "enters_as_copy_card":
        out = {"enters_as_copy": args[1].name, "from": args[0].name}
        exc = exception_yaml(args[2])
        if exc:
            out["except"] = exc
        if args[3].name != "none":
            out["when_you_do"] = args[3].name
        return out
    if name in ("exile_card", "exile_object"):
        from .answers import render_id  # ids the rules made (token(...)) print as answers print them
        return {name: render_id(args[0])}
    if name == "enters_as_copy":
        out = {"enters_as_copy": args[0].name}
        exc = exception_yaml(args[1])
        if exc:
            out["except"] = exc
        return out
    if name == "static":
        if args[0].arguments:
            return {"static": args[0].name, "reduce": args[0].arguments[0].number}
        return {"static": args[0].name}
    if name == "sacrifice_for_mana":
        return {"sacrifice_for_mana": args[0].name}
    if name in ("foretell", "flashback", "ward"):
        return {name: args[0].string}
    if name == "modify_pt":
        return {"modify_pt": [args[0].number, args[1].number], "until": args[2].name}
    if name == "create_token_copy":
        out = {"create_token_copy": "target"}
        exc = exception_yaml(args[0])
        if exc:
            out["except"] = exc
        return out
    if name == "except":
        return exception_yaml(sym)
    return str(sym)


def _amount_yaml(sym: Symbol) -> Any:
    if sym.type == SymbolType.Number:
        return sym.number
    if sym.name == "x":
        return "X"
    return {"power_of": sym.arguments[0].name}


def target_yaml(sym: Symbol) -> Any:
    """The YAML of a ``target(...)`` symbol."""
    spec = sym.arguments[0]
    if not spec.arguments:
        return spec.name
    if spec.name == "spell_of":
        return {"spell": [t.name for t in spec.arguments[0].arguments]}
    if spec.name == "graveyard_card":
        arg = spec.arguments[0]
        return {"graveyard_card": [] if arg.type == SymbolType.Function and arg.name == "all"
                else [t.name for t in arg.arguments]}
    restr = spec.arguments[0]
    return {spec.name: {restr.name: restr.arguments[0].string}}


def exception_yaml(sym: Symbol) -> dict[str, Any]:
    """The YAML mapping of an ``except(...)`` symbol."""
    entries = [(e.arguments[0].name, e.arguments[1].name, e.arguments[2]) for e in sym.arguments[0].arguments]
    sets = [c.name for c in sym.arguments[1].arguments]
    return exception_mapping(entries, sets)


def exception_mapping(entries: list[tuple[str, str, Symbol]], sets: list[str]) -> dict[str, Any]:
    """Build the YAML mapping of copy exceptions from ``(mode, characteristic, value)`` entries."""
    out: dict[str, Any] = {}
    conditional = [(m[:-len("_if_creature")], c, v) for m, c, v in entries if m.endswith("_if_creature")]
    if conditional:
        out["if_creature"] = exception_mapping(conditional, [])
        entries = [e for e in entries if not e[0].endswith("_if_creature")]
    for c in sets:
        out[c] = [] if c in MULTI else None
    for mode, c, v in entries:
        if mode == "enters_with":
            kind, n = v.arguments
            out.setdefault("enters_with_counters", {})[kind.string] = n.number if n.type == SymbolType.Number else "X"
            continue
        if mode == "retain":
            out.setdefault("retain", []).append(c)
            continue
        key = c if mode == "set" else f"{mode}_{c}"
        if c in MULTI:
            out.setdefault(key, []).append(to_yaml(v))
        else:
            out[key] = to_yaml(v)
    return {k: (sorted(v, key=str) if isinstance(v, list) else v) for k, v in sorted(out.items())}
