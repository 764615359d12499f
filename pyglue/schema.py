"""The fact vocabulary, defined once as a table of predicates (GDL style: true/legal/does/next).

Input fluents are the arguments of ``true/1`` (rules_asp/defined.lp documents each);
output predicates are what rules_asp/show.lp shows. Each entry is a :class:`P`: a name and
its fields, a field being any symbol, or (``:int``, ``:const``, ``:str``) a number, a
constant or a string. :func:`f` builds a vocabulary term from already-built clingo symbols
and refuses names or arities outside the vocabulary, so the encoder can't drift from this
module; the decoder reads answers with :func:`unify` over the output predicates.

The table is plain data: building it costs a few microseconds per entry at import (a class per
predicate, as an ORM builds them, cost most of the start-up of a command; issue 13).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable
from typing import Any

from clingo import Function, Symbol, SymbolType


def _symbol(s: Symbol) -> Symbol:
    return s


def _int(s: Symbol) -> int:
    if s.type is not SymbolType.Number:
        raise TypeError
    return s.number


def _const(s: Symbol) -> str:
    if s.type is not SymbolType.Function or s.arguments:
        raise TypeError
    return s.name if s.positive else f"-{s.name}"


def _str(s: Symbol) -> str:
    if s.type is not SymbolType.String:
        raise TypeError
    return s.string


_KINDS = {"": _symbol, "int": _int, "const": _const, "str": _str}
_KIND_NAMES = {"": "symbol", "int": "integer", "const": "constant", "str": "string"}


class P:
    """A predicate of the vocabulary: ``name`` with ``fields`` (``"o"``, ``"n:int"``, ``"k:const"``,
    ``"name:str"``). :meth:`read` turns a symbol of that name and arity into a record with the fields as
    attributes (numbers, constants and strings as Python values, other fields as clingo symbols), or
    ``None`` when an argument is of the wrong kind."""

    __slots__ = ("_convert", "_record", "arity", "fields", "kinds", "name")

    def __init__(self, name: str, *fields: str) -> None:
        self.name = name
        self.arity = len(fields)
        self.fields = tuple(x.partition(":")[0] for x in fields)
        #: per field what it reads: "symbol", "integer", "constant" or "string"
        self.kinds = tuple(_KIND_NAMES[x.partition(":")[2]] for x in fields)
        self._convert = tuple(_KINDS[x.partition(":")[2]] for x in fields)
        self._record: Any = None

    def __repr__(self) -> str:
        return f"P({self.name}/{self.arity})"

    def read(self, sym: Symbol) -> Any:
        if self._record is None:  # built on first use: only the predicates a query reads cost anything
            self._record = namedtuple(f"{self.name}_", self.fields)
        try:
            return self._record._make([c(a) for c, a in zip(self._convert, sym.arguments)])
        except TypeError:
            return None


class Facts:
    """The records of :func:`unify`, by predicate: ``facts.query(P).all()`` (the shape of a clorm FactBase
    query, which the decoder was written against)."""

    def __init__(self, by_pred: dict[P, list[Any]]) -> None:
        self._by_pred = by_pred

    def query(self, pred: P) -> _Rows:
        return _Rows(self._by_pred.get(pred, []))


class _Rows:
    __slots__ = ("_rows",)

    def __init__(self, rows: list[Any]) -> None:
        self._rows = rows

    def all(self) -> list[Any]:
        return list(self._rows)


def unify(preds: Iterable[P], symbols: Iterable[Symbol]) -> Facts:
    """The symbols that are facts of ``preds`` (by name and arity, each argument of its field's kind), read
    into records, without duplicates and in the symbols' order; other symbols are skipped."""
    by_sig = {(p.name, p.arity): p for p in preds}
    out: dict[P, dict[Any, None]] = {}
    for sym in symbols:
        if sym.type is not SymbolType.Function:
            continue
        p = by_sig.get((sym.name, len(sym.arguments)))
        if p is None:
            continue
        rec = p.read(sym)
        if rec is not None:
            out.setdefault(p, {})[rec] = None
    return Facts({p: list(recs) for p, recs in out.items()})


# --- fluents (arguments of true/1 and next/1) -----------------------------------------------


Player = P("player", "p")
Seat = P("seat", "p", "i:int")
Life = P("life", "p", "n:int")
Pool = P("pool", "p", "color:const", "n:int")
LandsPlayed = P("lands_played", "p", "n:int")
LoyaltyActivated = P("loyalty_activated", "o")
# ``o`` hasn't been under its controller's control since their most recent turn began (CR 302.6).
SummoningSick = P("summoning_sick", "o")
# A delayed triggered ability ``ability`` of ``source`` controlled by ``p``, not triggered yet (CR 603.7).
DelayedTrigger = P("delayed_trigger", "source", "ability", "p")
# ... whose source has ceased to exist (a copy of a spell, CR 704.5e): it still triggers (CR 603.7e, 113.7a).
DelayedSourceLeft = P("delayed_source_left", "source", "ability", "p")
# Card ``o`` is exiled with ``source``: its linked abilities refer to it (CR 607.2a).
ExiledWith = P("exiled_with", "o", "source")
# ``p`` attempted to draw from an empty library since state-based actions were last checked (CR 704.5b).
DrewFromEmptyLibrary = P("drew_from_empty_library", "p")
# All damage that would be dealt to player ``p`` this turn is prevented by ``source``'s effect (CR 615.1a).
PreventDamageTo = P("prevent_damage_to", "p", "source")
# The game has ended (CR 104.1).
GameOver = P("game_over")
# ``p`` won the game (CR 104.2a).
Winner = P("winner", "p")
ForetellsThisTurn = P("foretells_this_turn", "p", "n:int")
ExtraTurn = P("extra_turn", "p", "ts:int")
Turn = P("turn", "n:int")
Active = P("active", "p")
# The active player left during their turn: ``p`` is the next player in turn order (CR 800.4j, 800.4k).
TurnSuccessor = P("turn_successor", "p")
Phase = P("phase", "phase:const")
Step = P("step", "step:const")
Priority = P("priority", "p")
Passed = P("passed", "p")
Zone = P("zone", "o", "zone:const")
Owner = P("owner", "o", "p")
ControllerF = P("controller", "o", "p")
Card = P("card", "o", "name:str")
Token = P("token", "o")
CopyObject = P("copy_object", "o")
Tapped = P("tapped", "o")
FaceDown = P("face_down", "o")
PhasedOut = P("phased_out", "o")
Attacking = P("attacking", "o")
LibraryPos = P("library_pos", "o", "i:int")
Timestamp = P("timestamp", "o", "ts:int")
DesignationF = P("designation", "o", "d:const")
StackPos = P("stack_pos", "o", "i:int")
Target = P("target", "o", "i:int", "x")
TargetLost = P("target_lost", "o", "i:int")
CastWith = P("cast_with", "o", "k:const")
Counters = P("counters", "o", "kind:str", "n:int")
Foretold = P("foretold", "o", "turn:int")
ForetellCost = P("foretell_cost", "o", "cost")
XValue = P("x_value", "o", "n:int")
Kicked = P("kicked", "o")
ModeF = P("mode", "o", "i:int")
Sacrificed = P("sacrificed", "o", "x", "power:int")
ManaSpent = P("mana_spent", "o", "color:const", "n:int")
Damage = P("damage", "o", "n:int")
AbilityObject = P("ability_object", "o", "source", "ability")
SourceLost = P("source_lost", "o")
SourceLostTrigger = P("source_lost_trigger", "source", "ability", "p", "ts:int")
Triggered = P("triggered", "source", "ability", "p", "ts:int")
PrepareSpellCopy = P("prepare_spell_copy", "o")
PrepareSpell = P("prepare_spell", "o")
ForetoldSpell = P("foretold_spell", "o")
Hidden = P("hidden", "o")
Viewer = P("viewer", "p")
Explain = P("explain", "o")
CardName = P("card_name", "name:str", "ty:const")
Chosen = P("chosen", "o", "kind:const", "value:str")
CastNow = P("cast_now", "o", "p")
# The copy ``o`` to be cast now is cast paying its costs (CR 707.12, 707.13).
CastNowPays = P("cast_now_pays", "o")
PrepareCopy = P("prepare_copy", "o", "perm")
TokenChar = P("token_char", "o", "face:const", "c:const", "v")
CopyEffect = P("copy_effect", "o", "e", "ts:int")
CopySource = P("copy_source", "e", "source")
CopyValue = P("copy_value", "e", "face:const", "c:const", "v")
CopyExcept = P("copy_except", "e", "mode:const", "c:const", "v")
CopyExceptSets = P("copy_except_sets", "e", "c:const")
Effect = P("effect", "e", "ts:int")
EffectAffects = P("effect_affects", "e", "o")
EffectMod = P("effect_mod", "e", "mode:const", "c:const", "v")
EffectSets = P("effect_sets", "e", "c:const")
EffectPt = P("effect_pt", "e", "mode:const", "p:int", "t:int")
EffectControl = P("effect_control", "e", "p")
EffectFreeCast = P("effect_free_cast", "e", "p")
EffectCostChange = P("effect_cost_change", "e", "n:int")
EffectUntil = P("effect_until", "e", "until:const")
CopyUntil = P("copy_until", "e", "until:const")


FLUENTS: tuple[P, ...] = (
    Player, Seat, Life, Pool, LandsPlayed, LoyaltyActivated, ForetellsThisTurn, ExtraTurn, Turn, Active, Phase, Step, Priority, Passed, Zone, Owner,
    ControllerF, Card, Token, CopyObject, Tapped, FaceDown, PhasedOut, Attacking, Timestamp, LibraryPos, DesignationF,
    StackPos, Target, TargetLost, CastWith, Counters, Foretold, ForetellCost, XValue, Kicked, Damage, AbilityObject, SourceLost, SourceLostTrigger, Triggered, PrepareCopy, CastNow, Chosen, PrepareSpellCopy,
    TokenChar, CopyEffect, CopySource, CopyValue, CopyExcept, CopyExceptSets, Effect, EffectAffects,
    EffectMod, EffectSets, EffectPt, EffectControl, EffectFreeCast, EffectCostChange, EffectUntil)
FLUENTS += (CopyUntil, ExiledWith, SummoningSick, DelayedTrigger, DrewFromEmptyLibrary, GameOver, Winner)
FLUENTS += (PreventDamageTo,)
FLUENTS += (TurnSuccessor,)
# ``n`` mana of ``color`` in ``p``'s pool doesn't empty before end of combat (CR 702.189a, firebending).
ManaKept = P("mana_kept", "p", "color:const", "n:int")
# Creature ``o`` is goaded by ``p`` until ``p``'s next turn (CR 701.15b).
Goaded = P("goaded", "o", "p")
FLUENTS += (Goaded, ManaKept)
# ``o``'s ability that "triggers only once each turn" has triggered this turn (Prudent Fateseer, CR 603.2).
TriggeredOnceThisTurn = P("triggered_once_this_turn", "o")
FLUENTS += (TriggeredOnceThisTurn,)


FLUENTS += (ModeF, Sacrificed, ManaSpent)
# The zone the spell ``o`` was cast from (CR 601.2a).
CastFrom = P("cast_from", "o", "z:const")
# The permanent ``o`` was dealt damage this turn (CR 120.3; kept until the turn ends).
DealtDamageThisTurn = P("dealt_damage_this_turn", "o")


FLUENTS += (CastFrom, DealtDamageThisTurn)
# The owner of the foretold card (or spell cast from it) ``o`` has begun ``n`` turns since it became foretold
# (CR 702.143c; Lupine Harbingers).
ForetoldTurns = P("foretold_turns", "o", "n:int")
# The greatest power among its caster's creatures as the spell ``o`` was cast (CR 601.2a-i; Lifestream's Blessing).
GreatestPowerAsCast = P("greatest_power_as_cast", "o", "n:int")
# The replacement effect ``e`` of ``p``: the next creatures or planeswalkers to enter this turn enter as copies of
# ``s`` (CR 707.5, 614.1c; Mystic Reflection). ``e`` is reflection(Source, Timestamp).
EnterAsCopyNext = P("enter_as_copy_next", "e", "s", "p")
# The copiable values of the chosen creature of ``e`` as it last existed on the battlefield (CR 608.2h).
EnterAsCopyValue = P("enter_as_copy_value", "e", "face:const", "c:const", "v")
# A replacement effect applies to ``o`` this turn: if it would die, it is exiled instead (CR 614.1a, 614.6;
# Crush the Weak).
ExileIfItWouldDie = P("exile_if_it_would_die", "o")
# Cosmic Intervention: p's permanents are exiled instead of put into a graveyard this turn (CR 614.1a; cards_e.lp).
ExileInsteadOfGraveyard = P("exile_instead_of_graveyard", "p")
FLUENTS += (ForetoldTurns, GreatestPowerAsCast, EnterAsCopyNext, EnterAsCopyValue, ExileIfItWouldDie)
FLUENTS += (ExileInsteadOfGraveyard, DelayedSourceLeft)
# A waiting triggered ability of ``source`` (timestamp ``ts``) refers to spell ``s`` (CR 603.2, 707.10).
WaitingRef = P("waiting_ref", "source", "ts:int", "s")
# The triggered ability ``a`` on the stack refers to spell ``s`` ("that spell", CR 603.2, 707.10).
TriggerRef = P("trigger_ref", "a", "s")


FLUENTS += (WaitingRef, TriggerRef, CastNowPays)
# ``n`` things of kind ``kind`` happened in the game this turn: creatures_died (CR 700.4, 603.4).
TurnCount = P("turn_count", "kind:const", "n:int")
# Player ``p``'s count of kind ``kind`` this turn: life_gained, spells_cast, cards_drawn (CR 119.3,
# 601.2i, 121.2; read by intervening-if conditions and "Nth ... each turn" triggers, CR 603.4).
PlayerTurnCount = P("player_turn_count", "p", "kind:const", "n:int")


FLUENTS += (TurnCount, PlayerTurnCount)

#: a player's per-turn counts as the state document names them, and their kinds in player_turn_count/3
#: (rules_asp/kernel/triggers.lp keeps them; the game-wide ones are the document's turn_counts: {KIND: N})
PLAYER_TURN_COUNTS = {"life_gained_this_turn": "life_gained", "spells_cast_this_turn": "spells_cast",
                      "cards_drawn_this_turn": "cards_drawn",
                      "instants_sorceries_cast_this_turn": "instants_sorceries_cast",
                      "spells_cast_not_from_hand_this_turn": "spells_cast_not_from_hand"}


# objects with more than one set of characteristics (rules_asp/faces.lp; CR 710, 712, 715, 720)
Transformed = P("transformed", "o")
Flipped = P("flipped", "o")
CastAs = P("cast_as", "o", "face:const")
AdventureExile = P("adventure_exile", "o", "p")
CopyAllFaces = P("copy_all_faces", "e")


FLUENTS += (Transformed, Flipped, CastAs, AdventureExile, CopyAllFaces)
# --- combat (rules_asp/kernel/combat.lp, CR 506-511) ---------------------------------------


# The attacking creature ``o`` attacks ``w``, a player or planeswalker (CR 508.1b).
AttackTarget = P("attack_target", "o", "w")
# ``b`` blocks the attacking creature ``a`` (CR 509.1g).
Blocking = P("blocking", "b", "a")
# The attacking creature ``o`` is blocked (CR 509.1h).
BlockedF = P("blocked", "o")
# A creature was declared as an attacker this combat (CR 508.8).
AttackersDeclared = P("attackers_declared")
# The current combat damage step is the first of two (CR 510.4).
FirstStrikeDamageStep = P("first_strike_damage_step")
# ``o`` had first strike or double strike as the first combat damage step began (CR 510.4).
FirstStriker = P("first_striker", "o")
# ``o`` was dealt damage by a source with deathtouch since state-based actions were checked (CR 702.2b).
DeathtouchDamage = P("deathtouch_damage", "o")


FLUENTS += (AttackTarget, Blocking, BlockedF, AttackersDeclared, FirstStrikeDamageStep, FirstStriker,
            DeathtouchDamage)
# The declaration asked about makes ``o`` attack ``w`` (``any``: a defending player) (CR 508.1a-b).
ChosenAttack = P("chosen_attack", "o", "w")
# The declaration of attackers asked about is the whole set.
AttackersChosen = P("attackers_chosen")
# The declaration asked about makes ``b`` block ``a`` (CR 509.1a).
ChosenBlock = P("chosen_block", "b", "a")
# The declaration of blockers asked about is the whole set.
BlockersChosen = P("blockers_chosen")
# Shown by legal: ``p`` may declare ``o`` as an attacker attacking ``w`` (CR 508.1a-b).
AttackOption = P("attack_option", "p", "o", "w")
# Shown by legal: ``p`` may declare ``b`` as a blocker of ``a`` (CR 509.1a).
BlockOption = P("block_option", "p", "b", "a")

# --- static facts, step facts and queries -----------------------------------------------------


CardChar = P("card_char", "name:str", "face:const", "c:const", "v")
CardColorsGiven = P("card_colors_given", "name:str", "face:const")
ManaSymbol = P("mana_symbol", "cost", "sym:const", "n:int")
AbilityProduces = P("ability_produces", "ability", "color:const")
ExceptionOf = P("exception_of", "exc", "mode:const", "c:const", "v")
ExceptionSets = P("exception_sets", "exc", "c:const")
SpecTypes = P("spec_types", "spec", "ty:const")
TokenValue = P("token_value", "token", "char:const", "value")
ChosenX = P("chosen_x", "n:int")
ChosenMode = P("chosen_mode", "j:int", "i:int")
ChosenSacrifice = P("chosen_sacrifice", "o")
SpellMode = P("spell_mode", "ability", "i:int", "target", "effect")
SpendOnlyFor = P("spend_only_for", "ability", "use:const")
Does = P("does", "p", "a", "t:int")
Happens = P("happens", "ev", "t:int")
Query = P("query", "p", "a")
ChosenTarget = P("chosen_target", "i:int", "x")
ChosenPayment = P("chosen_payment", "o")
Time = P("time", "t:int")
Mode = P("mode", "mode:const")
Option = P("option", "name:const")
True_ = P("true", "fluent")
Cast = P("cast", "o", "cost:const")
Play = P("play", "o")
ForetellAction = P("foretell", "o")
BecomeForetold = P("become_foretold", "o", "cost")
Activate = P("activate", "o", "ability")



Obj = P("obj", "o")
CardRef = P("card", "name:str")
PrepareRef = P("prepare", "source")
# rules events (the terms of happens/2, docs/state_format.md)
Attacks = P("attacks", "o")
BecomePrepared = P("become_prepared", "o")
BecomeUnprepared = P("become_unprepared", "o")
PhaseOut = P("phase_out", "o")
PhaseIn = P("phase_in", "o")
CounterEvent = P("counter", "o")
CreateToken = P("create_token", "p", "kind:const")
EmpowerJace = P("empower_jace", "p", "n:int")
CastCopy = P("cast_copy", "o", "p")
# ``cast_copy(O, P, K)``: as cast_copy/2, cast for cost kind K (mana: its costs are paid; CR 707.12).
CastCopyPaying = P("cast_copy", "o", "p", "k:const")
# A copy of the card named ``name`` is made outside the game for ``p`` to cast, for cost kind ``k``
# (CR 707.13).
CastCopyOfCard = P("cast_copy_of_card", "name:str", "p", "k:const")
CopySpell = P("copy_spell", "o", "p", "new_targets", "exc")
ExileWith = P("exile_with", "o", "source")
PlayerLeaves = P("player_leaves", "p")
AddEffect = P("add_effect", "e")
NewEffectFluent = P("new_effect_fluent", "e", "fluent")
LeavesBattlefield = P("leaves_battlefield", "o", "zone:const")
Move = P("move", "o", "zone:const")
GainControl = P("gain_control", "o", "p")
CreateTokenCopy = P("create_token_copy", "source", "p", "exc")
BecomeCopy = P("become_copy", "o", "source", "exc")
BecomeCopyUntil = P("become_copy", "o", "source", "exc", "until:const")


EVENTS: tuple[P, ...] = (Attacks, BecomePrepared, BecomeUnprepared, PhaseOut, PhaseIn, CounterEvent,
                                       AddEffect, NewEffectFluent, CreateToken, EmpowerJace, CopySpell, PlayerLeaves,
                                       LeavesBattlefield, Move, GainControl, CreateTokenCopy, BecomeCopy)
EVENTS += (BecomeCopyUntil, CastCopy, CastCopyPaying, CastCopyOfCard, ExileWith)
TransformEvent = P("transform", "o")
FlipEvent = P("flip", "o")
ChosenFace = P("chosen_face", "face:const")


EVENTS += (TransformEvent, FlipEvent, ChosenFace)

STATIC: tuple[P, ...] = EVENTS + (
    CardChar, CardColorsGiven, ManaSymbol, AbilityProduces, ExceptionOf, ExceptionSets, SpecTypes, TokenValue,
    SpendOnlyFor, Does, Happens,
    Query, ChosenTarget, ChosenPayment, ChosenX, Time, Mode, Option, True_, Cast, Play, Activate, ForetellAction, BecomeForetold, Viewer, Explain, Obj, CardRef, PrepareRef)
STATIC += (ChosenMode, ChosenSacrifice, SpellMode)
# No rule acts on the ability term ``ability``, wholly or in part (rules_asp/support.lp).
NotActedOn = P("not_acted_on", "ability")


STATIC += (NotActedOn,)
STATIC += (ChosenAttack, AttackersChosen, ChosenBlock, BlockersChosen)

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
Reason = P("reason", "about", "rule:str")
Legal = P("legal", "p", "a")
LegalTargetSpec = P("legal_target_spec", "p", "a", "i:int", "spec")
SpecTarget = P("spec_target", "spec", "p", "x")
Blocked = P("blocked", "p", "a", "why", "rule:str")
Next = P("next", "fluent")
Event = P("event", "ev", "rule:str")


OUTPUT: tuple[P, ...] = (
    Char, Copiable, Controller, Designation, CopyOf, CopyException, PrepareLink, PrepareSpell, ForetoldSpell, Hidden, CardName, ManaValue, FaceUp, FaceOption, Pending, Settle,
    InputErrorP, Reason, Legal, LegalTargetSpec, SpecTarget, Blocked, Next, Event)
# Object ``o`` has the ability ``ability``, which no rule acts on (rules_asp/support.lp).
Warning_ = P("warning", "o", "ability")


OUTPUT += (Warning_,)
OUTPUT += (AttackOption, BlockOption)

_ARITY: dict[str, set[int]] = {}
for _cls in FLUENTS + STATIC + OUTPUT:
    _ARITY.setdefault(_cls.name, set()).add(_cls.arity)


def f(name: str, *args: Symbol) -> Symbol:
    """A vocabulary term ``name(args...)`` built with the symbol API.

    Raises ``KeyError`` for a name/arity pair that no entry of this module's table defines.
    """
    if len(args) not in _ARITY.get(name, ()):
        raise KeyError(f"{name}/{len(args)} is not in the fact vocabulary (pyglue.schema)")
    return Function(name, list(args))
