"""The fact vocabulary, defined once as clorm predicates (GDL style: true/legal/does/next).

Input fluents are the arguments of ``true/1`` (rules_asp/defined.lp documents each);
output predicates are what rules_asp/show.lp shows. :func:`f` builds a vocabulary term
from already-built clingo symbols and refuses names or arities outside the vocabulary,
so the encoder can't drift from this module; the decoder reads answers with
:func:`clorm.unify` over the output classes.
"""

from __future__ import annotations

from clingo import Function, Symbol
from clorm import BaseField, ConstantField, IntegerField, Predicate, StringField


class SymbolField(BaseField):
    """A field holding any clingo symbol unchanged (ids, ability terms, nested terms)."""

    def cltopy(v: Symbol) -> Symbol:  # noqa: N805 - clorm's static conversion hooks
        return v

    def pytocl(v: Symbol) -> Symbol:  # noqa: N805
        return v


# --- fluents (arguments of true/1 and next/1) -----------------------------------------------


class Player(Predicate, name="player"):
    p = SymbolField


class Seat(Predicate, name="seat"):
    p = SymbolField
    i = IntegerField


class Life(Predicate, name="life"):
    p = SymbolField
    n = IntegerField


class Pool(Predicate, name="pool"):
    p = SymbolField
    color = ConstantField
    n = IntegerField


class LandsPlayed(Predicate, name="lands_played"):
    p = SymbolField
    n = IntegerField


class LoyaltyActivated(Predicate, name="loyalty_activated"):
    o = SymbolField


class SummoningSick(Predicate, name="summoning_sick"):
    """``o`` hasn't been under its controller's control since their most recent turn began (CR 302.6)."""
    o = SymbolField


class DelayedTrigger(Predicate, name="delayed_trigger"):
    """A delayed triggered ability ``ability`` of ``source`` controlled by ``p``, not triggered yet (CR 603.7)."""
    source = SymbolField
    ability = SymbolField
    p = SymbolField


class ExiledWith(Predicate, name="exiled_with"):
    """Card ``o`` is exiled with ``source``: its linked abilities refer to it (CR 607.2a)."""
    o = SymbolField
    source = SymbolField


class DrewFromEmptyLibrary(Predicate, name="drew_from_empty_library"):
    """``p`` attempted to draw from an empty library since state-based actions were last checked (CR 704.5b)."""
    p = SymbolField


class PreventDamageTo(Predicate, name="prevent_damage_to"):
    """All damage that would be dealt to player ``p`` this turn is prevented by ``source``'s effect (CR 615.1a)."""
    p = SymbolField
    source = SymbolField


class GameOver(Predicate, name="game_over"):
    """The game has ended (CR 104.1)."""


class Winner(Predicate, name="winner"):
    """``p`` won the game (CR 104.2a)."""
    p = SymbolField


class ForetellsThisTurn(Predicate, name="foretells_this_turn"):
    p = SymbolField
    n = IntegerField


class ExtraTurn(Predicate, name="extra_turn"):
    p = SymbolField
    ts = IntegerField


class Turn(Predicate, name="turn"):
    n = IntegerField


class Active(Predicate, name="active"):
    p = SymbolField


class TurnSuccessor(Predicate, name="turn_successor"):
    """The active player left during their turn: ``p`` is the next player in turn order (CR 800.4j, 800.4k)."""
    p = SymbolField


class Phase(Predicate, name="phase"):
    phase = ConstantField


class Step(Predicate, name="step"):
    step = ConstantField


class Priority(Predicate, name="priority"):
    p = SymbolField


class Passed(Predicate, name="passed"):
    p = SymbolField


class Zone(Predicate, name="zone"):
    o = SymbolField
    zone = ConstantField


class Owner(Predicate, name="owner"):
    o = SymbolField
    p = SymbolField


class ControllerF(Predicate, name="controller"):
    o = SymbolField
    p = SymbolField


class Card(Predicate, name="card"):
    o = SymbolField
    name = StringField


class Token(Predicate, name="token"):
    o = SymbolField


class CopyObject(Predicate, name="copy_object"):
    o = SymbolField


class Tapped(Predicate, name="tapped"):
    o = SymbolField


class FaceDown(Predicate, name="face_down"):
    o = SymbolField


class PhasedOut(Predicate, name="phased_out"):
    o = SymbolField


class Attacking(Predicate, name="attacking"):
    o = SymbolField


class LibraryPos(Predicate, name="library_pos"):
    o = SymbolField
    i = IntegerField


class Timestamp(Predicate, name="timestamp"):
    o = SymbolField
    ts = IntegerField


class DesignationF(Predicate, name="designation"):
    o = SymbolField
    d = ConstantField


class StackPos(Predicate, name="stack_pos"):
    o = SymbolField
    i = IntegerField


class Target(Predicate, name="target"):
    o = SymbolField
    i = IntegerField
    x = SymbolField


class TargetLost(Predicate, name="target_lost"):
    o = SymbolField
    i = IntegerField


class CastWith(Predicate, name="cast_with"):
    o = SymbolField
    k = ConstantField


class Counters(Predicate, name="counters"):
    o = SymbolField
    kind = StringField
    n = IntegerField


class Foretold(Predicate, name="foretold"):
    o = SymbolField
    turn = IntegerField


class ForetellCost(Predicate, name="foretell_cost"):
    o = SymbolField
    cost = SymbolField


class XValue(Predicate, name="x_value"):
    o = SymbolField
    n = IntegerField


class Kicked(Predicate, name="kicked"):
    o = SymbolField


class ModeF(Predicate, name="mode"):
    o = SymbolField
    i = IntegerField


class Sacrificed(Predicate, name="sacrificed"):
    o = SymbolField
    x = SymbolField
    power = IntegerField


class ManaSpent(Predicate, name="mana_spent"):
    o = SymbolField
    color = ConstantField
    n = IntegerField


class Damage(Predicate, name="damage"):
    o = SymbolField
    n = IntegerField


class AbilityObject(Predicate, name="ability_object"):
    o = SymbolField
    source = SymbolField
    ability = SymbolField


class SourceLost(Predicate, name="source_lost"):
    o = SymbolField


class SourceLostTrigger(Predicate, name="source_lost_trigger"):
    source = SymbolField
    ability = SymbolField
    p = SymbolField
    ts = IntegerField


class Triggered(Predicate, name="triggered"):
    source = SymbolField
    ability = SymbolField
    p = SymbolField
    ts = IntegerField


class PrepareSpellCopy(Predicate, name="prepare_spell_copy"):
    o = SymbolField


class PrepareSpell(Predicate, name="prepare_spell"):
    o = SymbolField


class ForetoldSpell(Predicate, name="foretold_spell"):
    o = SymbolField


class Hidden(Predicate, name="hidden"):
    o = SymbolField


class Viewer(Predicate, name="viewer"):
    p = SymbolField


class Explain(Predicate, name="explain"):
    o = SymbolField


class CardName(Predicate, name="card_name"):
    name = StringField
    ty = ConstantField


class Chosen(Predicate, name="chosen"):
    o = SymbolField
    kind = ConstantField
    value = StringField


class CastNow(Predicate, name="cast_now"):
    o = SymbolField
    p = SymbolField


class CastNowPays(Predicate, name="cast_now_pays"):
    """The copy ``o`` to be cast now is cast paying its costs (CR 707.12, 707.13)."""
    o = SymbolField


class PrepareCopy(Predicate, name="prepare_copy"):
    o = SymbolField
    perm = SymbolField


class TokenChar(Predicate, name="token_char"):
    o = SymbolField
    face = ConstantField
    c = ConstantField
    v = SymbolField


class CopyEffect(Predicate, name="copy_effect"):
    o = SymbolField
    e = SymbolField
    ts = IntegerField


class CopySource(Predicate, name="copy_source"):
    e = SymbolField
    source = SymbolField


class CopyValue(Predicate, name="copy_value"):
    e = SymbolField
    face = ConstantField
    c = ConstantField
    v = SymbolField


class CopyExcept(Predicate, name="copy_except"):
    e = SymbolField
    mode = ConstantField
    c = ConstantField
    v = SymbolField


class CopyExceptSets(Predicate, name="copy_except_sets"):
    e = SymbolField
    c = ConstantField


class Effect(Predicate, name="effect"):
    e = SymbolField
    ts = IntegerField


class EffectAffects(Predicate, name="effect_affects"):
    e = SymbolField
    o = SymbolField


class EffectMod(Predicate, name="effect_mod"):
    e = SymbolField
    mode = ConstantField
    c = ConstantField
    v = SymbolField


class EffectSets(Predicate, name="effect_sets"):
    e = SymbolField
    c = ConstantField


class EffectPt(Predicate, name="effect_pt"):
    e = SymbolField
    mode = ConstantField
    p = IntegerField
    t = IntegerField


class EffectControl(Predicate, name="effect_control"):
    e = SymbolField
    p = SymbolField


class EffectFreeCast(Predicate, name="effect_free_cast"):
    e = SymbolField
    p = SymbolField


class EffectCostChange(Predicate, name="effect_cost_change"):
    e = SymbolField
    n = IntegerField


class EffectUntil(Predicate, name="effect_until"):
    e = SymbolField
    until = ConstantField


class CopyUntil(Predicate, name="copy_until"):
    e = SymbolField
    until = ConstantField


FLUENTS: tuple[type[Predicate], ...] = (
    Player, Seat, Life, Pool, LandsPlayed, LoyaltyActivated, ForetellsThisTurn, ExtraTurn, Turn, Active, Phase, Step, Priority, Passed, Zone, Owner,
    ControllerF, Card, Token, CopyObject, Tapped, FaceDown, PhasedOut, Attacking, Timestamp, LibraryPos, DesignationF,
    StackPos, Target, TargetLost, CastWith, Counters, Foretold, ForetellCost, XValue, Kicked, Damage, AbilityObject, SourceLost, SourceLostTrigger, Triggered, PrepareCopy, CastNow, Chosen, PrepareSpellCopy,
    TokenChar, CopyEffect, CopySource, CopyValue, CopyExcept, CopyExceptSets, Effect, EffectAffects,
    EffectMod, EffectSets, EffectPt, EffectControl, EffectFreeCast, EffectCostChange, EffectUntil)
FLUENTS += (CopyUntil, ExiledWith, SummoningSick, DelayedTrigger, DrewFromEmptyLibrary, GameOver, Winner)
FLUENTS += (PreventDamageTo,)
FLUENTS += (TurnSuccessor,)


class TriggeredOnceThisTurn(Predicate, name="triggered_once_this_turn"):
    """``o``'s ability that "triggers only once each turn" has triggered this turn (Prudent Fateseer, CR 603.2)."""
    o = SymbolField


FLUENTS += (TriggeredOnceThisTurn,)


FLUENTS += (ModeF, Sacrificed, ManaSpent)


class CastFrom(Predicate, name="cast_from"):
    """The zone the spell ``o`` was cast from (CR 601.2a)."""
    o = SymbolField
    z = ConstantField


class DealtDamageThisTurn(Predicate, name="dealt_damage_this_turn"):
    """The permanent ``o`` was dealt damage this turn (CR 120.3; kept until the turn ends)."""
    o = SymbolField


FLUENTS += (CastFrom, DealtDamageThisTurn)


class WaitingRef(Predicate, name="waiting_ref"):
    """A waiting triggered ability of ``source`` (timestamp ``ts``) refers to spell ``s`` (CR 603.2, 707.10)."""
    source = SymbolField
    ts = IntegerField
    s = SymbolField


class TriggerRef(Predicate, name="trigger_ref"):
    """The triggered ability ``a`` on the stack refers to spell ``s`` ("that spell", CR 603.2, 707.10)."""
    a = SymbolField
    s = SymbolField


FLUENTS += (WaitingRef, TriggerRef, CastNowPays)


class TurnCount(Predicate, name="turn_count"):
    """``n`` things of kind ``kind`` happened in the game this turn: creatures_died (CR 700.4, 603.4)."""
    kind = ConstantField
    n = IntegerField


class PlayerTurnCount(Predicate, name="player_turn_count"):
    """Player ``p``'s count of kind ``kind`` this turn: life_gained, spells_cast, cards_drawn (CR 119.3,
    601.2i, 121.2; read by intervening-if conditions and "Nth ... each turn" triggers, CR 603.4)."""
    p = SymbolField
    kind = ConstantField
    n = IntegerField


FLUENTS += (TurnCount, PlayerTurnCount)

#: a player's per-turn counts as the state document names them, and their kinds in player_turn_count/3
#: (rules_asp/kernel/triggers.lp keeps them; the game-wide ones are the document's turn_counts: {KIND: N})
PLAYER_TURN_COUNTS = {"life_gained_this_turn": "life_gained", "spells_cast_this_turn": "spells_cast",
                      "cards_drawn_this_turn": "cards_drawn",
                      "instants_sorceries_cast_this_turn": "instants_sorceries_cast"}


# objects with more than one set of characteristics (rules_asp/faces.lp; CR 710, 712, 715, 720)


class Transformed(Predicate, name="transformed"):
    o = SymbolField


class Flipped(Predicate, name="flipped"):
    o = SymbolField


class CastAs(Predicate, name="cast_as"):
    o = SymbolField
    face = ConstantField


class AdventureExile(Predicate, name="adventure_exile"):
    o = SymbolField
    p = SymbolField


class CopyAllFaces(Predicate, name="copy_all_faces"):
    e = SymbolField


FLUENTS += (Transformed, Flipped, CastAs, AdventureExile, CopyAllFaces)


# --- combat (rules_asp/kernel/combat.lp, CR 506-511) ---------------------------------------


class AttackTarget(Predicate, name="attack_target"):
    """The attacking creature ``o`` attacks ``w``, a player or planeswalker (CR 508.1b)."""
    o = SymbolField
    w = SymbolField


class Blocking(Predicate, name="blocking"):
    """``b`` blocks the attacking creature ``a`` (CR 509.1g)."""
    b = SymbolField
    a = SymbolField


class BlockedF(Predicate, name="blocked"):
    """The attacking creature ``o`` is blocked (CR 509.1h)."""
    o = SymbolField


class AttackersDeclared(Predicate, name="attackers_declared"):
    """A creature was declared as an attacker this combat (CR 508.8)."""


class FirstStrikeDamageStep(Predicate, name="first_strike_damage_step"):
    """The current combat damage step is the first of two (CR 510.4)."""


class FirstStriker(Predicate, name="first_striker"):
    """``o`` had first strike or double strike as the first combat damage step began (CR 510.4)."""
    o = SymbolField


class DeathtouchDamage(Predicate, name="deathtouch_damage"):
    """``o`` was dealt damage by a source with deathtouch since state-based actions were checked (CR 702.2b)."""
    o = SymbolField


FLUENTS += (AttackTarget, Blocking, BlockedF, AttackersDeclared, FirstStrikeDamageStep, FirstStriker,
            DeathtouchDamage)


class ChosenAttack(Predicate, name="chosen_attack"):
    """The declaration asked about makes ``o`` attack ``w`` (``any``: a defending player) (CR 508.1a-b)."""
    o = SymbolField
    w = SymbolField


class AttackersChosen(Predicate, name="attackers_chosen"):
    """The declaration of attackers asked about is the whole set."""


class ChosenBlock(Predicate, name="chosen_block"):
    """The declaration asked about makes ``b`` block ``a`` (CR 509.1a)."""
    b = SymbolField
    a = SymbolField


class BlockersChosen(Predicate, name="blockers_chosen"):
    """The declaration of blockers asked about is the whole set."""


class AttackOption(Predicate, name="attack_option"):
    """Shown by legal: ``p`` may declare ``o`` as an attacker attacking ``w`` (CR 508.1a-b)."""
    p = SymbolField
    o = SymbolField
    w = SymbolField


class BlockOption(Predicate, name="block_option"):
    """Shown by legal: ``p`` may declare ``b`` as a blocker of ``a`` (CR 509.1a)."""
    p = SymbolField
    b = SymbolField
    a = SymbolField

# --- static facts, step facts and queries -----------------------------------------------------


class CardChar(Predicate, name="card_char"):
    name = StringField
    face = ConstantField
    c = ConstantField
    v = SymbolField


class CardColorsGiven(Predicate, name="card_colors_given"):
    name = StringField
    face = ConstantField


class ManaSymbol(Predicate, name="mana_symbol"):
    cost = SymbolField
    sym = ConstantField
    n = IntegerField


class AbilityProduces(Predicate, name="ability_produces"):
    ability = SymbolField
    color = ConstantField


class ExceptionOf(Predicate, name="exception_of"):
    exc = SymbolField
    mode = ConstantField
    c = ConstantField
    v = SymbolField


class ExceptionSets(Predicate, name="exception_sets"):
    exc = SymbolField
    c = ConstantField


class SpecTypes(Predicate, name="spec_types"):
    spec = SymbolField
    ty = ConstantField


class TokenValue(Predicate, name="token_value"):
    token = SymbolField
    char = ConstantField
    value = SymbolField


class ChosenX(Predicate, name="chosen_x"):
    n = IntegerField


class ChosenMode(Predicate, name="chosen_mode"):
    j = IntegerField
    i = IntegerField


class ChosenSacrifice(Predicate, name="chosen_sacrifice"):
    o = SymbolField


class SpellMode(Predicate, name="spell_mode"):
    ability = SymbolField
    i = IntegerField
    target = SymbolField
    effect = SymbolField


class SpendOnlyFor(Predicate, name="spend_only_for"):
    ability = SymbolField
    use = ConstantField


class Does(Predicate, name="does"):
    p = SymbolField
    a = SymbolField
    t = IntegerField


class Happens(Predicate, name="happens"):
    ev = SymbolField
    t = IntegerField


class Query(Predicate, name="query"):
    p = SymbolField
    a = SymbolField


class ChosenTarget(Predicate, name="chosen_target"):
    i = IntegerField
    x = SymbolField


class ChosenPayment(Predicate, name="chosen_payment"):
    o = SymbolField


class Time(Predicate, name="time"):
    t = IntegerField


class Mode(Predicate, name="mode"):
    mode = ConstantField


class Option(Predicate, name="option"):
    name = ConstantField


class True_(Predicate, name="true"):
    fluent = SymbolField


class Cast(Predicate, name="cast"):
    o = SymbolField
    cost = ConstantField


class Play(Predicate, name="play"):
    o = SymbolField


class ForetellAction(Predicate, name="foretell"):
    o = SymbolField


class BecomeForetold(Predicate, name="become_foretold"):
    o = SymbolField
    cost = SymbolField


class Activate(Predicate, name="activate"):
    o = SymbolField
    ability = SymbolField



class Obj(Predicate, name="obj"):
    o = SymbolField


class CardRef(Predicate, name="card"):
    name = StringField


class PrepareRef(Predicate, name="prepare"):
    source = SymbolField


# rules events (the terms of happens/2, docs/state_format.md)


class Attacks(Predicate, name="attacks"):
    o = SymbolField


class BecomePrepared(Predicate, name="become_prepared"):
    o = SymbolField


class BecomeUnprepared(Predicate, name="become_unprepared"):
    o = SymbolField


class PhaseOut(Predicate, name="phase_out"):
    o = SymbolField


class PhaseIn(Predicate, name="phase_in"):
    o = SymbolField


class CounterEvent(Predicate, name="counter"):
    o = SymbolField


class CreateToken(Predicate, name="create_token"):
    p = SymbolField
    kind = ConstantField


class EmpowerJace(Predicate, name="empower_jace"):
    p = SymbolField
    n = IntegerField


class CastCopy(Predicate, name="cast_copy"):
    o = SymbolField
    p = SymbolField


class CastCopyPaying(Predicate, name="cast_copy"):
    """``cast_copy(O, P, K)``: as cast_copy/2, cast for cost kind K (mana: its costs are paid; CR 707.12)."""
    o = SymbolField
    p = SymbolField
    k = ConstantField


class CastCopyOfCard(Predicate, name="cast_copy_of_card"):
    """A copy of the card named ``name`` is made outside the game for ``p`` to cast, for cost kind ``k``
    (CR 707.13)."""
    name = StringField
    p = SymbolField
    k = ConstantField


class CopySpell(Predicate, name="copy_spell"):
    o = SymbolField
    p = SymbolField
    new_targets = SymbolField  # yes | no | each | to(X) (CR 707.10c-e)
    exc = SymbolField


class ExileWith(Predicate, name="exile_with"):
    o = SymbolField
    source = SymbolField


class PlayerLeaves(Predicate, name="player_leaves"):
    p = SymbolField


class AddEffect(Predicate, name="add_effect"):
    e = SymbolField


class NewEffectFluent(Predicate, name="new_effect_fluent"):
    e = SymbolField
    fluent = SymbolField


class LeavesBattlefield(Predicate, name="leaves_battlefield"):
    o = SymbolField
    zone = ConstantField


class Move(Predicate, name="move"):
    o = SymbolField
    zone = ConstantField


class GainControl(Predicate, name="gain_control"):
    o = SymbolField
    p = SymbolField


class CreateTokenCopy(Predicate, name="create_token_copy"):
    source = SymbolField
    p = SymbolField
    exc = SymbolField


class BecomeCopy(Predicate, name="become_copy"):
    o = SymbolField
    source = SymbolField
    exc = SymbolField


class BecomeCopyUntil(Predicate, name="become_copy"):
    o = SymbolField
    source = SymbolField
    exc = SymbolField
    until = ConstantField


EVENTS: tuple[type[Predicate], ...] = (Attacks, BecomePrepared, BecomeUnprepared, PhaseOut, PhaseIn, CounterEvent,
                                       AddEffect, NewEffectFluent, CreateToken, EmpowerJace, CopySpell, PlayerLeaves,
                                       LeavesBattlefield, Move, GainControl, CreateTokenCopy, BecomeCopy)
EVENTS += (BecomeCopyUntil, CastCopy, CastCopyPaying, CastCopyOfCard, ExileWith)


class TransformEvent(Predicate, name="transform"):
    o = SymbolField


class FlipEvent(Predicate, name="flip"):
    o = SymbolField


class ChosenFace(Predicate, name="chosen_face"):
    face = ConstantField


EVENTS += (TransformEvent, FlipEvent, ChosenFace)

STATIC: tuple[type[Predicate], ...] = EVENTS + (
    CardChar, CardColorsGiven, ManaSymbol, AbilityProduces, ExceptionOf, ExceptionSets, SpecTypes, TokenValue,
    SpendOnlyFor, Does, Happens,
    Query, ChosenTarget, ChosenPayment, ChosenX, Time, Mode, Option, True_, Cast, Play, Activate, ForetellAction, BecomeForetold, Viewer, Explain, Obj, CardRef, PrepareRef)
STATIC += (ChosenMode, ChosenSacrifice, SpellMode)


class NotActedOn(Predicate, name="not_acted_on"):
    """No rule acts on the ability term ``ability``, wholly or in part (rules_asp/support.lp)."""
    ability = SymbolField


STATIC += (NotActedOn,)
STATIC += (ChosenAttack, AttackersChosen, ChosenBlock, BlockersChosen)

# --- output (rules_asp/show.lp) ------------------------------------------------------------


class Char(Predicate, name="char"):
    o = SymbolField
    c = ConstantField
    v = SymbolField


class Copiable(Predicate, name="copiable"):
    o = SymbolField
    face = ConstantField
    c = ConstantField
    v = SymbolField


class Controller(Predicate, name="controller"):
    o = SymbolField
    p = SymbolField


class Designation(Predicate, name="designation"):
    o = SymbolField
    d = ConstantField


class CopyOf(Predicate, name="copy_of"):
    o = SymbolField
    e = SymbolField
    source = SymbolField
    ts = IntegerField


class CopyException(Predicate, name="copy_exception"):
    e = SymbolField
    mode = ConstantField
    c = ConstantField
    v = SymbolField


class PrepareLink(Predicate, name="prepare_link"):
    copy = SymbolField
    perm = SymbolField


class FaceOption(Predicate, name="face_option"):
    p = SymbolField
    o = SymbolField
    face = ConstantField
    k = ConstantField


class FaceUp(Predicate, name="face_up"):
    o = SymbolField
    face = ConstantField


class ManaValue(Predicate, name="mana_value"):
    o = SymbolField
    n = IntegerField


class Pending(Predicate, name="pending"):
    kind = ConstantField


class Settle(Predicate, name="settle"):
    event = ConstantField


class InputErrorP(Predicate, name="input_error"):
    o = SymbolField
    kind = ConstantField
    rule = StringField


class Reason(Predicate, name="reason"):
    about = SymbolField
    rule = StringField


class Legal(Predicate, name="legal"):
    p = SymbolField
    a = SymbolField


class LegalTargetSpec(Predicate, name="legal_target_spec"):
    p = SymbolField
    a = SymbolField
    i = IntegerField
    spec = SymbolField


class SpecTarget(Predicate, name="spec_target"):
    spec = SymbolField
    p = SymbolField
    x = SymbolField


class Blocked(Predicate, name="blocked"):
    p = SymbolField
    a = SymbolField
    why = SymbolField
    rule = StringField


class Next(Predicate, name="next"):
    fluent = SymbolField


class Event(Predicate, name="event"):
    ev = SymbolField
    rule = StringField


OUTPUT: tuple[type[Predicate], ...] = (
    Char, Copiable, Controller, Designation, CopyOf, CopyException, PrepareLink, PrepareSpell, ForetoldSpell, Hidden, CardName, ManaValue, FaceUp, FaceOption, Pending, Settle,
    InputErrorP, Reason, Legal, LegalTargetSpec, SpecTarget, Blocked, Next, Event)


class Warning_(Predicate, name="warning"):
    """Object ``o`` has the ability ``ability``, which no rule acts on (rules_asp/support.lp)."""
    o = SymbolField
    ability = SymbolField


OUTPUT += (Warning_,)
OUTPUT += (AttackOption, BlockOption)

_ARITY: dict[str, set[int]] = {}
for _cls in FLUENTS + STATIC + OUTPUT:
    _ARITY.setdefault(_cls.meta.name, set()).add(_cls.meta.arity)


def f(name: str, *args: Symbol) -> Symbol:
    """A vocabulary term ``name(args...)`` built with the symbol API.

    Raises ``KeyError`` for a name/arity pair that no class of this module defines.
    """
    if len(args) not in _ARITY.get(name, ()):
        raise KeyError(f"{name}/{len(args)} is not in the fact vocabulary (pyglue.schema)")
    return Function(name, list(args))
