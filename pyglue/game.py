"""A game object over the :class:`~pyglue.solve.Engine`, in the manner of python-chess's ``Board``.

``Game(state)`` holds the current state and the moves played; ``legal_moves`` lists every legal move now, one
per legal resulting state (a legal action with all its choices made: targets, payment, modes, trigger order;
CR 601.2, 603.3b), ``push``/``pop`` play and take back a move, ``is_game_over``/``outcome`` say whether and how
the game ended (CR 104). ``prompts(action)`` lists the open choices of an action (each with the options the
rules allow), for a user interface that asks for them one at a time. Nothing here decides what is legal: every
move is an answer of the engine's ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .answers import LegalAction, Outcome
from .display import picture
from .reuse import Reuse
from .schema import _data, declarations
from .solve import ArgumentTypeError, Engine, IllegalAction
from .state import GameState, InputError, as_state, clip


@dataclass
class Prompt:
    """An open choice of an action: ``choice`` (``target``, ``payment``, ``mode``, ``order``, ...) made for
    ``object`` (a spell, ability or player), with the ``options`` the rules allow. ``key`` is the apply action's
    key that fixes it (``targets``: slot ``slot``; ``discard``; ``payment``; ``damage`` for a pass's division of combat
    damage) or None where only picking a move does (the order
    of triggers, a scry arrangement). A payment option is a list of sources. ``chooser`` is the player the rules say
    makes the choice (the outcomes' choice records: CR 109.5, 601.2, 701.21a, ...; a declaration's declaring player),
    None where they don't say one."""

    choice: str
    object: Any
    options: list[Any]
    slot: int | None = None
    key: str | None = None
    chooser: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v is not None}


@dataclass
class Move:
    """One legal move: ``player`` takes ``action`` and the game goes to ``outcome`` (one of apply's resulting
    states; ``outcome.choices`` are the choices that make it this one). ``action`` is the apply action, with
    the targets and payment of the outcome filled in where apply takes them (a declaration's whole set, a pass's
    division of combat damage), so it can be pasted to the CLI and replays to exactly this move."""

    player: str
    action: dict[str, Any]
    outcome: Outcome | None
    legal: LegalAction | None = None
    #: an open move's choices still to make (its outcome is None): an action whose resulting states are more than
    #: the engine enumerates (a declaration of attackers or blockers past ``Engine.max_declarations``, CR 508.1a,
    #: 509.1a; a division of combat damage past ``max_divisions``, 510.1c), offered as prompts instead; push the
    #: action with the prompt's key filled in (``{"action": "declare_attackers", "attackers": [...]}``)
    prompts: list[Prompt] = field(default_factory=list)

    @property
    def is_open(self) -> bool:
        """Whether choices are left to make before the move can be played (:attr:`prompts`)."""
        return self.outcome is None

    @property
    def choices(self) -> list[dict[str, Any]]:
        return self.outcome.choices if self.outcome else []

    @property
    def warnings(self) -> list[dict[str, Any]]:
        """The objects of the state this move reaches with an ability no rule acts on (``Outcome.warnings``)."""
        return self.outcome.warnings if self.outcome else []

    def _repr_html_(self) -> str:
        """In a notebook: the move, its choices and what happened, each event a sentence with its rule."""
        return picture("move_html", self)

    def to_json(self) -> dict[str, Any]:
        if self.outcome is None:
            return {"player": self.player, "action": self.action, "prompts": [p.to_json() for p in self.prompts]}
        return {"player": self.player, "action": self.action, "choices": self.outcome.choices,
                "events": self.outcome.event_records(), "warnings": self.outcome.warnings}


@dataclass
class GameOutcome:
    """How the game ended (CR 104): the ``winner`` (None for a draw or when no one is named, CR 104.4a), the
    players still in it, and the events of the last move (which name the cause: a loss for drawing from an
    empty library, CR 704.5b, ...)."""

    winner: str | None
    players: list[str]
    events: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        """How it ended in words: the winner (or a draw) and each event that names why, with its rule."""
        from .render import game_outcome_text

        return game_outcome_text(self)


class AmbiguousMove(ValueError):
    """``push`` of an action with more than one legal resulting state: ``prompts`` are its open choices."""

    def __init__(self, action: dict[str, Any], prompts: list[Prompt], count: int | None) -> None:
        self.action, self.prompts, self.count = action, prompts, count
        open_ = "; ".join(f"{p.choice} of {p.object}" + (f" (slot {p.slot})" if p.slot else "") for p in prompts)
        many = f"{count} legal resulting states" if count is not None else "more legal resulting states than are " \
            "listed one by one"
        super().__init__(f"{action} has {many}; choose: {open_ or 'one of the moves'}")


class Game:
    """A game from ``state`` (a :class:`GameState`), played move by move.

    ``engine`` is shared (one per process is enough); ``settle`` as in :meth:`Engine.apply` (state-based actions
    and triggers before a player would receive priority, CR 117.5). Answers are cached per position.
    """

    def __init__(self, state: GameState | dict[str, Any], engine: Engine | None = None, settle: bool = True) -> None:
        state = as_state(state)  # a state document (a mapping) is validated into a GameState
        if engine is not None and not isinstance(engine, Engine):   # (Game(state, Engine) or True: at once)
            raise ArgumentTypeError([("engine", "engine is an Engine (Engine(), one per process) or None, not "
                                                f"{type(engine).__name__} {clip(repr(engine), 60)}")], "arguments")
        if not isinstance(settle, bool):
            raise ArgumentTypeError([("settle", f"settle is True or False, not {type(settle).__name__} "
                                                f"{clip(repr(settle), 60)}")], "arguments")
        self.engine = engine or Engine()
        self.settle = settle
        self.root = state
        self.move_stack: list[Move] = []
        self._states: list[GameState] = [state]
        self._moves: tuple[GameState, list[Move]] | None = None  # the legal moves of one state (the last asked)
        self._warnings: tuple[GameState, list[dict[str, Any]]] | None = None  # likewise its warnings
        #: the Control kept from position to position for the pass and legal query (pyglue/reuse.py, issue 25.1)
        self._reuse = Reuse()

    def _repr_html_(self) -> str:
        """In a notebook: the moves played, each with what happened (sentences with their rules), and the current
        state's tables."""
        return picture("game_html", self)

    @property
    def state(self) -> GameState:
        """The current state."""
        return self._states[-1]

    def copy(self) -> Game:
        """A game at the same position with the same moves played (states are shared; they are never changed)."""
        g = Game(self.root, self.engine, self.settle)
        g.move_stack, g._states = list(self.move_stack), list(self._states)
        return g

    # -- what may be done now --------------------------------------------------------------------------

    @property
    def warnings(self) -> list[dict[str, Any]]:
        """The objects of the current state with an ability no rule acts on (``{object, ability, not_acted_on}``,
        :meth:`Engine.warnings`): what the legal moves and their outcomes may miss."""
        if self._warnings is None or self._warnings[0] is not self.state:
            self._warnings = (self.state, self.engine.warnings(self.state))
        return self._warnings[1]

    def legal_actions(self, player: str | None = None) -> list[LegalAction]:
        """The legal actions now, each with its open choices (:meth:`Engine.legal_actions`)."""
        return self.engine.legal_actions(self.state, player=player)

    @property
    def legal_moves(self) -> list[Move]:
        """Every legal move now: for each legal action, one per legal resulting state (in apply's order). (The pass
        of the player with priority is asked with the legal query, in one grounding: Engine.apply_and_legal.)"""
        # cached for the state itself (not the number of moves: a pop and another push reach a new state there)
        if self._moves is None or self._moves[0] is not self.state:
            # the pass of the player with priority (CR 117.3d) is asked first, with the legal actions in the same
            # grounding (Engine.apply_and_legal: the rules judge both; an illegal pass is asked no more)
            state, who, passed = self.state, self.state.doc.get("priority"), None
            if who is not None:
                passed = self.engine.apply_and_legal(state, _PASS, settle=self.settle, reuse=self._reuse)
            elif self._reuse is not None:
                # (nobody holds priority, CR 117.3: the legal actions of the kept Control with no step, where the
                # state fits it: Engine.legal_kept)
                self.engine.legal_kept(state, self.settle, self._reuse)
            moves = []
            acts = self.legal_actions()
            batch = self._batch([a for a in acts if _batchable(a)])
            try:
                for a in acts:
                    if passed is not None and passed[0] is not None and a.player == who and a.action == _PASS:
                        moves += [Move(a.player, _filled(a.action, a.player, o, state), o, a) for o in passed[0]]
                    else:
                        moves += self._moves_of(a, batch)
            finally:
                if batch is not None:
                    batch.drop()
            self._moves = (state, moves)
        return self._moves[1]

    def _batch(self, acts: list[LegalAction]) -> Reuse | None:
        """A Control expecting the applies of ``acts`` (several actions of this position, none a pass or a
        declaration: apply enumerates those with a bound), grounded once for them all when the first is asked, their
        step facts as externals (pyglue/reuse.py, Reuse.expect); None for fewer than two, or when their facts differ
        in more than the steps."""
        if self._reuse is None or len(acts) < 2:
            return None
        from .translate import action_facts

        queries = []
        for a in acts:
            try:
                step, aux = action_facts(self.state, self.engine._ability_by_index(self.state, a.action))
            except InputError:
                return None
            queries.append(self.engine._facts(self.state, "apply", step + aux))
        kept = Reuse()
        kept.others = False
        return kept if kept.expect(queries) else None

    def _moves_of(self, a: LegalAction, batch: Reuse | None = None) -> list[Move]:
        try:
            if batch is not None and _batchable(a):
                outs = self.engine._apply(self.state, a.action, self.settle, None, batch)
            elif self._reuse is not None and a.action == _PASS and a.player == self.state.doc.get("priority"):
                # the pass of the player with priority on the game's kept Control (pyglue/reuse.py; a search that
                # asks the legal actions its own way, research/decisions.py, asks the pass here)
                outs = self.engine._apply(self.state, a.action, self.settle, None, self._reuse)
            else:
                outs = self.engine.apply(self.state, a.action, settle=self.settle)
        except InputError as exc:
            bound = _bound_passed(exc)
            if bound is None:
                raise
            return [Move(a.player, dict(a.action), None, a, _open_prompts(a, bound))]
        except IllegalAction:
            # (session 8) an action the rules say needs a card named (legal's choices.named: a random outcome or a
            # choice from outside the game, CR 608.2d) is a move with that open prompt, not an error
            if "named" not in (a.choices or {}):
                raise
            return [Move(a.player, dict(a.action), None, a, _open_prompts(a, "named"))]
        return [Move(a.player, _filled(a.action, a.player, o, self.state), o, a) for o in outs]

    def moves_of(self, action: dict[str, Any]) -> list[Move]:
        """The moves of ``action`` (an apply action; its player is the one with priority unless it names one)."""
        outs = self.engine.apply(self.state, action, settle=self.settle)
        who = action.get("player") or self.state.doc.get("priority") or next(
            (a.player for a in self.legal_actions() if a.action.get("action") == action.get("action")), "")
        return [Move(who, _filled(action, who, o, self.state), o) for o in outs]

    def prompts(self, action: dict[str, Any]) -> list[Prompt]:
        """The open choices of ``action``: each choice its resulting states differ in, with the options seen
        (a target slot lists each legal target, CR 601.2c; a payment each set of sources, 601.2h; ...). Empty
        when the action has one resulting state. An action with more resulting states than the engine enumerates
        (a declaration past ``Engine.max_declarations``, a division of combat damage past ``max_divisions``) has
        one prompt, the whole set to give under its key, with each creature's options from the legal action."""
        try:
            outs = self.engine.apply(self.state, action, settle=self.settle)
        except InputError as exc:
            bound = _bound_passed(exc)
            if bound is None:
                raise
            legal = next((a for a in self.legal_actions(action.get("player"))
                          if a.action.get("action") == action.get("action")), None)
            return _open_prompts(legal, bound) if legal else []
        if len(outs) < 2:
            return []
        who = action.get("player") or self.state.doc.get("priority")
        per: dict[tuple[str, str, int | None], list[Any]] = {}
        seen_in: list[set[tuple[str, str, int | None]]] = []
        objects: dict[str, Any] = {}   # (each choice's object as the outcome gives it: an ability is a mapping)
        choosers: dict[tuple[str, str, int | None], set[Any]] = {}   # (who the choice records name: show.lp)
        for o in outs:
            seen: dict[tuple[str, str, int | None], list[Any]] = {}
            for c in o.choices + _declined(o):
                objects.setdefault(_key(c["object"]), c["object"])
                extra = {x: c[x] for x in ("position", "side", "recipient") if x in c}
                seen.setdefault((c["choice"], _key(c["object"]), c.get("slot")), []).append(
                    dict(extra, value=c["value"]) if extra else c["value"])
                choosers.setdefault((c["choice"], _key(c["object"]), c.get("slot")), set()).add(c.get("chooser"))
            for k, vals in seen.items():
                v = vals[0] if len(vals) == 1 and k[0] not in _MANY else vals
                if v not in per.setdefault(k, []):
                    per[k].append(v)
            seen_in.append(set(seen))
        # CR 608.2d, 707.5: a "may" the player declines is a choice too: where some resulting states make an optional
        # choice (a Clone's copy) and others don't, not making it (None) is one of its options; a declined "may"
        # without a choice of its own (a declined event) is the choice "declined", True or False
        for k, opts in per.items():
            if (k[0] in _MAY or k[0] == "declined") and any(k not in ks for ks in seen_in):
                opts.append(False if k[0] == "declined" else None)
        out = []
        for (choice, obj, slot), options in sorted(per.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2] or 0)):
            if len(options) < 2:
                continue
            key = None
            made_for = objects.get(obj, obj)   # (a cast's spell, or an activation's ability: {object, ability})
            own = (made_for.get("object") if isinstance(made_for, dict) else made_for) == action.get("object")
            if choice == "target" and own:
                key = "targets"
            elif choice == "discard" and own:   # CR 602.2b, 118.3, 702.133a: the card the discard cost takes
                key = "discard"
            elif choice == "payment" and obj == who:
                key = "payment"
            elif choice == "damage" and action.get("action") == "pass":  # CR 510.1c: {creature: {recipient: n}}
                key = "damage"
            named = choosers.get((choice, obj, slot), set())
            out.append(Prompt(choice, objects.get(obj, obj), sorted(options, key=lambda v: (v is not None, str(v))),
                              slot, key, next(iter(named)) if len(named) == 1 else None))
        # CR 508.1a, 509.1a: a declaration is one choice, the whole set of attackers (blockers); each option is
        # that apply key's value for one resulting state (each creature's own attack or block is in the choices)
        key = declarations().get(action.get("action"), {}).get("key")
        if key and key not in action:
            if who is None:  # nobody holds priority while attackers or blockers are declared: the rules name who
                who = next((a.player for a in self.legal_actions() if a.action.get("action") == action["action"]),
                           None)
            options = []
            for o in outs:
                v = _filled(action, who or "", o, self.state)[key]
                if v not in options:
                    options.append(v)
            if len(options) > 1:
                out.insert(0, Prompt(key, who, sorted(options, key=lambda v: (len(v), str(v))), None, key, who))
        return out

    # -- playing ---------------------------------------------------------------------------------------

    def push(self, move: Move | dict[str, Any]) -> Move:
        """Play ``move``: a :class:`Move` of :attr:`legal_moves`, or an apply action with one legal resulting
        state (else :class:`AmbiguousMove` with its prompts; an illegal action raises
        :class:`pyglue.solve.IllegalAction`). A Move that is not one of :attr:`legal_moves` now (of an earlier
        position, or of another game) is a ``ValueError``; anything else an
        :class:`~pyglue.solve.ArgumentTypeError` (a ``TypeError``, as :meth:`Engine.apply` raises for it)."""
        if not isinstance(move, (Move, dict)):
            why = ("push takes a Move (one of legal_moves) or an action mapping such as {'action': 'pass'}, "
                   f"not {type(move).__name__} {clip(repr(move), 80)}")
            raise ArgumentTypeError([("move", why)], "arguments")
        if isinstance(move, Move) and move.outcome is None:  # an open move: its choices are still to make
            raise AmbiguousMove(move.action, move.prompts, None)
        if isinstance(move, dict):
            try:
                moves = self.moves_of(move)
            except InputError as exc:
                if _bound_passed(exc) is None:
                    raise
                raise AmbiguousMove(move, self.prompts(move), None) from None
            if len(moves) != 1:
                raise AmbiguousMove(move, self.prompts(move), len(moves))
            move = moves[0]
        elif not any(m is move for m in self.legal_moves) and not any(_same(m, move) for m in self.legal_moves):
            # a Move of an earlier position or of another game: its outcome is not a state reachable from here
            raise ValueError(f"push: {self.describe(move)} is not one of this game's legal moves now "
                             f"({len(self.legal_moves)}; it is of an earlier position or another game): push "
                             "one of legal_moves, or its action as a mapping")
        self.move_stack.append(move)
        self._states.append(move.outcome.state)
        return move

    def pop(self) -> Move:
        """Take back the last move (IndexError if none, naming that no move was played)."""
        if not self.move_stack:
            raise IndexError("pop: no move to take back (no move has been played since the game's first state)")
        move = self.move_stack.pop()
        self._states.pop()
        return move

    def peek(self) -> Move:
        """The last move played (IndexError if none, naming that no move was played)."""
        if not self.move_stack:
            raise IndexError("peek: no move has been played since the game's first state")
        return self.move_stack[-1]

    # -- the end ---------------------------------------------------------------------------------------

    def is_game_over(self) -> bool:
        """Whether the game is over (CR 104.1: a state with ``game_over``; no action is legal then)."""
        return bool(self.state.doc.get("game_over"))

    def outcome(self) -> GameOutcome | None:
        """How the game ended, or None while it goes on."""
        if not self.is_game_over():
            return None
        events = self.move_stack[-1].outcome.event_records() if self.move_stack else []
        return GameOutcome(self.state.doc.get("winner"), [p["name"] for p in self.state.doc["players"]], events)

    def describe(self, move: Move) -> str:
        """A move in one line: who, the action as ``legal`` names it, and its choices, e.g.
        ``alice: cast croak mana; chose payment of alice: forest1, island1, island2; target 1 of croak: aviator``."""
        from .render import action_text, choices_text

        if not isinstance(move, Move):
            why = f"describe takes a Move (one of legal_moves or move_stack), not {type(move).__name__} " \
                  f"{clip(repr(move), 80)}"
            raise ArgumentTypeError([("move", why)], "arguments")
        idx = move.legal.ability_index if move.legal else None
        if move.outcome is None:  # an open move: what is left to choose
            return f"{move.player}: {action_text(move.action, idx)}; to choose: " + \
                ", ".join(f"{p.key or p.choice} ({len(p.options)} options)" for p in move.prompts)
        # a choice another player makes in the move is told under that player's name: each choice's chooser is the
        # rules' (rules_asp/show.lp: a Clone's copy its controller's, CR 707.5, 109.5, on whoever's pass it resolves;
        # the division of an attacker's combat damage, 510.1c; the legend rule's kept, 704.5j; a trigger order, 603.3b)
        own = [c for c in move.outcome.choices if c["chooser"] == move.player]
        chosen = "; ".join(choices_text(own))
        others = sorted({c["chooser"] for c in move.outcome.choices if c["chooser"] != move.player})
        by = "".join(f"; {p} chose " + "; ".join(choices_text([c for c in move.outcome.choices
                                                               if c["chooser"] == p])) for p in others)
        key = declarations().get(move.action.get("action"), {}).get("key")
        if key and move.action.get(key) == [] and not chosen:  # CR 508.8, 509.1: declaring none is a choice too
            chosen = f"no {key}"
        # CR 608.2d: a "may" declined is said (two moves may differ only in that)
        from .sentences import Namer, event_sentence

        namer = Namer([self.state, move.outcome.state])
        declined = "".join(f"; {event_sentence(e, namer)}" for e, _ in move.outcome.events if e.startswith(_DECLINED))
        text = f"{move.player}: {action_text(move.action, idx)}" + (f"; chose {chosen}" if chosen else "") + by + \
            declined
        # two legal moves now that would read alike are told apart by what happens in one and not the other
        if any(m is move for m in (self._moves[1] if self._moves and self._moves[0] is self.state else [])):
            twins = [m for m in self._moves[1] if m is not move and m.outcome is not None and m.player == move.player
                     and m.action == move.action and _base(m) == _base(move)]
            if twins:
                mine = set(move.outcome.events) - set().union(*(set(m.outcome.events) for m in twins))
                text += "".join(f"; {event_sentence(e, namer)}" for e, _ in sorted(mine))
        return text


#: the apply action of passing priority (CR 117.3)
_PASS = {"action": "pass"}


def _batchable(a: LegalAction) -> bool:
    """Whether ``a``'s apply may be asked with a position's others on one Control (:meth:`Game._batch`): neither a
    declaration nor a pass (apply enumerates those with a bound, CR 508.1a, 509.1a, 510.1c)."""
    kind = a.action.get("action")
    return kind not in declarations() and kind != "pass"


#: kinds of choice that are optional ("you may", CR 608.2d), and kinds whose value in one outcome is a set or an order
#: of several (payment sources, trigger order, ...): pyglue/data/choices.json
_MAY, _MANY = (tuple(_data("choices.json")[k]["kinds"]) for k in ("optional", "several"))
#: the events that tell of a declined "may" without a choice of its own (CR 608.2d): pyglue/data/events.json
_DECLINED = tuple(f"{n}(" for n in _data("events.json")["declined"]["names"])


def _declined(o: Outcome) -> list[dict[str, Any]]:
    """The declined "may"s of an outcome as choices ``declined`` of the ability (or player, object) that offered
    them, valued True (CR 608.2d)."""
    out = []
    for r in o.event_records():
        if f"{r.get('event')}(" in _DECLINED:
            obj = r.get("ability", r.get("player", r.get("object")))
            out.append({"choice": "declined", "object": obj if isinstance(obj, str) else str(obj), "value": True})
    return out


def _base(m: Move) -> tuple:
    """A move as its choices and declined events say it (what :meth:`Game.describe` reads before telling twins
    apart)."""
    return (json.dumps(m.outcome.choices, sort_keys=True),
            tuple(e for e, _ in m.outcome.events if e.startswith(_DECLINED)))


def _same(a: Move, b: Move) -> bool:
    """Whether two moves are the same move: the same player and action to the same resulting state."""
    if a.outcome is None or b.outcome is None:
        return False
    return (a.player, a.action) == (b.player, b.action) and \
        a.outcome.state.to_document() == b.outcome.state.to_document()


def _bound_passed(exc: InputError) -> str | None:
    """The apply key whose bound ``exc`` says was passed (apply's error for it names the key: a declaration's,
    max_declarations, or a pass's division of combat damage, max_divisions), else None."""
    bounded = [d["key"] for d in declarations().values()] + ["damage"]
    return next((path for path, _ in exc.problems if path in bounded), None)


def _open_prompts(legal: LegalAction | None, key: str) -> list[Prompt]:
    """The prompt of an action whose resulting states pass apply's bound: the whole set under ``key``, each
    creature with the options the legal action gives it (CR 508.1a ``may_attack``, 509.1a ``may_block``); for a
    division of combat damage (CR 510.1c) the rules give no options here: the attacking player gives it whole."""
    options = list((legal.choices or {}).get(key, [])) if legal is not None else []
    who = legal.player if legal is not None else None
    return [Prompt(key, who, options, None, key, who)]


def _key(obj: Any) -> str:
    return obj if isinstance(obj, str) else str(obj)


def _filled(action: dict[str, Any], player: str, o: Outcome, before: GameState) -> dict[str, Any]:
    """``action`` with the outcome's targets and payment (plain sources) under apply's keys, for a cast or an
    activation whose own choices they are; a declaration with the attackers (and whom each attacks) or the
    blockers (and what each blocks) of the outcome, the whole set (CR 508.1a, 509.1a). ``before`` is the state
    the action is taken in (not read: the rules' attack choice names the kind of what is attacked)."""
    key = declarations().get(action.get("action"), {}).get("key")
    if key and key not in action:
        kind = declarations()[action["action"]]["choice"]
        picked = []
        for c in sorted((c for c in o.choices if c["choice"] == kind), key=lambda c: str(c["object"])):
            for v in c["value"] if isinstance(c["value"], list) else [c["value"]]:
                if kind == "block":
                    picked.append({"object": c["object"], "blocks": v})
                else:   # (the key the rules name what it attacks by: player, planeswalker or battle, CR 508.1b)
                    picked.append({"object": c["object"], c["kind"]: v})
        return dict(action, **{key: picked})
    if action.get("action") == "pass" and "damage" not in action:
        # CR 510.1c, 702.19b: each attacker's division of its combat damage, every recipient named (0 too)
        division: dict[str, dict[str, int]] = {}
        for c in o.choices:
            if c["choice"] == "damage":
                division.setdefault(str(c["object"]), {})[c["recipient"]] = c["value"]
        if division:
            return dict(action, damage={a: dict(sorted(d.items())) for a, d in sorted(division.items())})
    if action.get("action") not in ("cast", "activate"):
        return dict(action)
    out = dict(action)
    obj = action.get("object")
    if action["action"] == "cast":
        slots = sorted((c["slot"], c["value"]) for c in o.choices if c["choice"] == "target" and c["object"] == obj)
    else:
        slots = sorted((c["slot"], c["value"]) for c in o.choices if c["choice"] == "target"
                       and isinstance(c["object"], dict) and c["object"].get("object") == obj)
    if slots and "targets" not in out:
        out["targets"] = [v for _, v in slots]
    pay = sorted(c["value"] for c in o.choices if c["choice"] == "payment" and c["object"] == player
                 and isinstance(c["value"], str) and not c["value"].startswith("pool("))
    if pay and "payment" not in out:
        out["payment"] = pay
    # the card a discard cost took (CR 602.2b, 118.3; jump-start 702.133a): the cast's or the activation's own
    discarded = sorted(v for c in o.choices if c["choice"] == "discard" and (c["object"] == obj or isinstance(
        c["object"], dict) and c["object"].get("object") == obj) for v in (c["value"] if isinstance(c["value"], list)
                                                                            else [c["value"]]))
    if discarded and "discard" not in out:
        out["discard"] = discarded
    return out


__all__ = ["AmbiguousMove", "Game", "GameOutcome", "InputError", "Move", "Prompt"]
