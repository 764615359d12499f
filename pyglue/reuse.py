"""One grounded Control asked again position after position of a game (issue 25.1: the engine loop).

A :class:`pyglue.game.Game` asks each position the same query: the pass of the player with priority, with the
legal query in its grounding (:meth:`pyglue.solve.Engine.apply_and_legal`). Consecutive positions share their cards
and most of their fluents, so instead of a fresh Control per position, :class:`Reuse` keeps one, grounded for the
last positions asked (:data:`_WINDOW`): the fluents all of them have are facts, the other fluents any of them has
and the step facts (``does/3``, ``query/2``: the pass of every player) are clingo externals. A position whose
fluents include those facts and are among them, and whose other facts (the cards') are the same, is asked by
solving again with the externals' values assumed (true for its own, false for the rest; clingo's solve assumptions,
which leave the program as it is, where assigning them made clingo prepare it anew), without grounding: an external
assumed true is a fact, one assumed false is no atom, so the answer sets are those of the position's own
grounding. Any other position grounds a new Control for the window it ends, with the fluents of the turn's
structure the next positions may have (:func:`_ahead`: every phase and step, who is active, holds priority or
passed) as externals too, so that passing from step to step doesn't ground anew at each new step.

Measured (bench/peers.py's seeded games of 60 moves, machine at load 10-12): from the CR 722.3c start 35 of 54
positions were answered by a kept Control (a re-solve costs about a tenth of a grounding; a new Control about 1.3
times a fresh grounding), a move 106 against 197 ms with every position grounded afresh; from the mid-game
position 31 of 56, 237 against 366 ms. With the turn's structure as externals (session 10) 44 of 54 from the start
and 38 of 56 from the mid-game; bench/peers.py side by side with main, CPU means a move: at load 10-12 start 42.4 ->
34.3 ms, mid-game 96.1 -> 77.6 ms; with the batches below too, at load 11-14, start 66.8 -> 38.7 ms, mid-game 113.7
-> 92.2 ms (phase.rs 2.3-3.4 ms). What is left is mostly positions with fluents no earlier position had (a spell cast
or resolved, a card drawn, a new turn's untapping: about 100-250 ms each) and the other actions' applies.

:meth:`Reuse.expect` serves a batch instead: pyglue/solve.py grounds the first settling step of several resulting
states of one apply (the same event) once for them all, and :meth:`pyglue.game.Game.legal_moves` the applies of a
position's actions but its pass and declarations.

A new Control leaves out the rules that can't fire (pyglue/relevant.py, firing, as a query of its own does), each
external counting as a fact (:attr:`Reuse.domain`: any of them may be assigned true), and the legal query grounded
with the pass likewise. What a move still costs is mostly the positions with new fluents, each a new grounding (the
figures, and what was tried and left out: the closing note of session 11).

Session 13 (loop14) measured issue 25.1's multi-shot designs before building them, and left them out. (1) The next
position's legal query in the grounding of the step that makes it (the legal statements with ``T`` bound to 1, as
the settle part's are): +22 ms a new Control from the CR 722.3c start, +36 ms mid-game, about half of the whole
grounding (~40, ~67 ms), and it saves no grounding by itself: the next position's pass is asked on a Control anyway
(its legal part comes with it), and a position where nobody holds priority already reads its legal answer off the
kept Control (Engine.legal_kept). (2) Steps added at times 1, 2, ... (the pass after the pass): the apply rules
grounded on fluents that are no facts; explore's multi-shot program (pyglue/incremental.py, whole rules) grounds a
mid-game step in about 2 s. (3) The declarations of each player among a new Control's step externals, to ask a
declaration's apply on the kept Control: the mid-game game's move 52-53 -> 61-83 ms (same game, same 18
groundings; the declaration rules in every grounding cost more than the 3-4 fresh declaration applies they would
replace). Mid-game, 60 moves at load 4: the new Controls are half the time (18, ~67 ms each; the same game with
every position's pass and legal grounded afresh: ~68 ms a position), the fresh applies of a lone action or a
declaration a fifth, and a re-solved position ~5 ms a move (1.6 ms of it the solve; the rest mostly decoding the
resulting state and translating it back into facts).
"""

from __future__ import annotations

import weakref
from typing import Any

from clingo import Control, Function, Number, String, Symbol

from .clingo_c import handle, symbol
from .facts import _HEADS, _TRUE, _head, true_at
from .relevant import fact_predicates

#: the most Controls kept at once in a process (a mid-game one holds about 4 MB; ``mtgasp serve`` may hold many
#: games), and those kept, the last kept last
_LIVE = 16
_KEPT: dict[int, Any] = {}

#: the step facts that change from position to position (the player who passes): externals too
_STEP = ("does", "query")

#: the positions whose fluents a new Control is grounded for: those every one of them has as facts, the others as
#: externals (a grounding over more costs more than the positions it serves save: with every fluent seen in a game
#: as an external, a mid-game grounding grew from 1.5 to 10 times a fresh one's)
_WINDOW = 24
#: the most fluents a new Control takes as externals (fewer positions of the window are taken past it: in a mid-game
#: game a grounding with 165 of them cost ten times a fresh one's)
_OPEN_MAX = 96


def _ahead(state: Any, sym: dict[int, Symbol]) -> set[int]:
    """The fluents of the turn's structure the next positions may have (every phase and step, who is active, holds
    priority or passed, the next turn's number), by handle (their symbols put in ``sym``): externals of each new
    Control, so that passing from step to step asks the kept Control."""
    turn = state.doc.get("turn")
    key = (tuple(state.players), turn if isinstance(turn, int) else None)
    got = _AHEAD.get(key)
    if got is None:
        from .schema import state_enum

        players = [String(p) for p in state.players]
        terms = [Function("phase", [Function(p)]) for p in state_enum("phase")]
        terms += [Function("step", [Function(s)]) for s in state_enum("step")]
        terms += [Function(k, [p]) for k in ("priority", "passed", "active") for p in players]
        if key[1] is not None:
            terms += [Function("turn", [Number(turn)]), Function("turn", [Number(turn + 1)])]
        if len(_AHEAD) > 256:
            _AHEAD.clear()
        got = _AHEAD[key] = {handle(s): s for s in (Function("true", [t]) for t in terms)}
    sym.update(got)
    return set(got)


#: per (players, turn), the fluents of the turn's structure by handle (:func:`_ahead`)
_AHEAD: dict[tuple[Any, ...], dict[int, Symbol]] = {}


class Reuse:
    """The kept Control of one game's positions (see the module's notes). ``wrap`` turns a query's facts into those
    the Engine grounds or re-solves with (:meth:`pyglue.solve.Engine.solve` reads ``facts.reuse``)."""

    def __init__(self) -> None:
        self.ctl: Control | None = None
        self.key: Any = None  # (the solve's arguments, what it was asked with) the Control was made for
        self.with_legal: Any = None  # the legal query's part of its grounding (pyglue/solve.py, _legal_with)
        self.fixed: frozenset[int] = frozenset()  # the facts that are no fluents or step facts (the cards', time, mode)
        self.sym: dict[int, Symbol] = {}  # each fluent true(F) seen, by handle
        self.recent: list[set[int]] = []  # the fluents of the last positions asked (the cards the same)
        self.facts: set[int] = set()  # the kept Control's fluents grounded as facts ...
        self.open: set[int] = set()  # ... and as externals
        self.steps: set[Symbol] = set()  # its step facts (externals)
        self.externals: dict[int, Symbol] = {}  # handle of each external atom -> its symbol
        self.on: set[int] = set()  # the handles assigned true now
        self.literals: dict[int, int] = {}  # handle of each external of the kept Control -> its program literal
        self._true: set[int] = set()  # the handles true in the facts a new Control is grounded for
        self.grounded: list[Symbol] = []  # the facts a new Control is grounded with (the others are externals)
        self.domain: list[Symbol] = []  # ... and with its externals, each as a fact (what may be true in it)
        self.hits = self.groundings = 0
        self.others = True  # (a new grounding takes the same action by each other player too: wrap)

    def wrap(self, facts: Any, state: Any, action: dict[str, Any] | None) -> Any:
        """``facts`` (an apply query's of ``action`` on ``state``, pyglue/solve.py's ``_QueryFacts``) as the facts of
        a query on this Control: a hit when the position fits it (:meth:`ready`), else the facts of a new grounding:
        the fluents of every position seen so far as facts, the other fluents seen as externals, and the step
        facts of the same action by every player as externals."""
        from .translate import action_facts

        query = type(facts)  # (pyglue/solve.py's _QueryFacts: not imported, solve.py imports this module)

        fluents, steps, fixed = self._split(facts)
        sym = self.sym
        fixed_set = frozenset(fixed)
        if fixed_set != self.fixed:
            self.recent, self.steps = [], set()
        if not self.recent or self.recent[-1] != fluents:
            self.recent = self.recent[-(_WINDOW - 1):] + [fluents]
        hit = self.ctl is not None and fixed_set == self.fixed and self.facts <= fluents and \
            fluents <= self.facts | self.open and self.steps.issuperset(steps)
        if not hit:
            self.drop()
            self.fixed = fixed_set
            recent = self.recent
            ahead = _ahead(state, sym)
            while True:  # (the oldest positions left out while that leaves too many externals)
                self.facts = set.intersection(*recent) - ahead
                self.open = (set.union(*recent) | ahead) - self.facts
                if len(self.open) <= _OPEN_MAX or len(recent) <= 2:
                    break
                recent = recent[len(recent) // 2:]
            self.steps.update(steps)
            for p in state.players if action is not None and self.others else ():
                # (the same action by another player: the next position's, often)
                self.steps.update(x for x in action_facts(state, dict(action, player=p))[0] if x.name in _STEP)
            listed = [symbol(r) for r in fixed] + [sym[r] for r in self.facts]
            domain = listed + [sym[r] for r in self.open] + list(self.steps)
            self.grounded = listed
            self.domain = domain
            out = query(facts, facts.mode, fact_predicates(domain),  # (the step's own predicates, no symbols: $...)
                        facts.step | frozenset(p for p in fact_predicates(list(self.steps)) if p[0][:1] != "$"))
        else:
            out = query(facts, facts.mode, facts.predicates, facts.step)
        out.reuse = self
        out.hit = hit
        out.true = set(true_at([sym[r] for r in fluents & self.open], 0)) | {handle(s) for s in steps}
        return out

    def _split(self, facts: Any) -> tuple[set, list, list]:
        """(fluents, steps, fixed) of ``facts``: the handles of the ``true/1`` fluents (their symbols remembered in
        ``sym``), the step facts (``does/3``, ``query/2``) and the handles of the others."""
        fluents, steps, fixed = set(), [], []
        sym = self.sym
        for s in facts:
            r = handle(s)
            sig = (_HEADS.get(r) or _head(r))[0]  # (name, arity), read once per symbol (pyglue/facts.py)
            if sig == _TRUE:
                fluents.add(r)
                sym[r] = s
            elif sig[0] in _STEP:
                steps.append(s)
            else:
                fixed.append(r)
        return fluents, steps, fixed

    def peek(self, facts: Any) -> Any:
        """``facts`` (of a query like those this Control was made for, without step facts: no ``does/3`` or
        ``query/2``) as the facts of a query on it, with every step external false, when the position fits it; else
        None, leaving it as it was (pyglue/game.py: the legal answer of a position where nobody holds priority)."""
        if self.ctl is None:
            return None
        fluents, steps, fixed = self._split(facts)
        if steps:
            return None
        if frozenset(fixed) != self.fixed or not self.facts <= fluents or not fluents <= self.facts | self.open:
            return None
        out = type(facts)(facts, facts.mode, facts.predicates, facts.step)
        out.reuse, out.hit = self, True
        out.true = set(true_at([self.sym[r] for r in fluents & self.open], 0))
        return out

    def expect(self, queries: list[Any]) -> bool:
        """Take the facts of the queries about to be asked (``_QueryFacts`` with the same facts but the fluents and
        the step facts ``does/3``, ``query/2``) as the window and the steps of the next grounding, so that the first
        grounds for them all and the others are answered by it: the first settling step of each of an apply's
        outcomes (pyglue/solve.py), the actions of one position but its pass (pyglue/game.py). Whether their other
        facts are the same (else the first grounds for itself alone, as any other query)."""
        self.recent, fixeds = [], set()
        for facts in queries:
            fluents, steps, fixed = self._split(facts)
            self.steps.update(steps)
            self.fixed = frozenset(fixed)
            fixeds.add(self.fixed)
            self.recent.append(fluents)
        return len(fixeds) == 1

    def ready(self, facts: Any, key: Any) -> bool:
        """Whether ``facts`` (of :meth:`wrap`) are asked on the kept Control (made with the same ``key``); if so,
        the externals are assumed for them (:meth:`assumptions`)."""
        if not getattr(facts, "hit", False) or self.ctl is None or key != self.key:
            return False
        self._assign(facts.true)
        self.hits += 1
        return True

    def add_externals(self, ctl: Control, facts: Any) -> None:
        """Declare the domain's externals in ``ctl`` (before its first ground call): ``#external`` statements
        conditioned on facts of auxiliary predicates no rule reads (an external the backend declares before grounding
        is not one to the grounder), open ([free]); those of ``facts`` are assumed true in its solves (:meth:`keep`,
        :meth:`assumptions`)."""
        self.externals = {}
        sigs, aux = set(), []
        for s in [Function("true", [self.sym[r].arguments[0], Number(0)]) for r in self.open] + list(self.steps):
            sigs.add((s.name, len(s.arguments)))
            aux.append(Function(f"reuse_{s.name}", s.arguments))
            self.externals[handle(s)] = s
        ctl.add("base", [], "\n".join(
            f"#external {n}({vs}) : reuse_{n}({vs}). [free]" for n, k in sorted(sigs)
            for vs in [",".join(f"X{i}" for i in range(k))]))
        with ctl.backend() as backend:
            for a in aux:
                backend.add_rule([backend.add_atom(a)])
        self.on = set()
        self._true = facts.true

    def keep(self, ctl: Control, key: Any, with_legal: Any) -> None:
        """Keep ``ctl`` (grounded over the domain) for the next positions; the externals of the facts it was
        grounded for are assumed true. (At most :data:`_LIVE` Controls are kept in a process: the one kept
        longest ago is let go.)"""
        self.ctl, self.key, self.with_legal = ctl, key, with_legal
        _KEPT.pop(id(self), None)
        _KEPT[id(self)] = weakref.ref(self)
        while len(_KEPT) > _LIVE:
            old = _KEPT.pop(next(iter(_KEPT)))()
            if old is not None:
                old.drop()
        # (every external open, declared [free] (add_externals), each solve assuming its value: an assignment changes
        # the program, and clingo then prepares it anew before the next solve, ~0.3 ms a change on a mid-game Control;
        # assumptions change nothing)
        atoms = ctl.symbolic_atoms
        self.literals = {}
        for r, s in self.externals.items():
            atom = atoms[s]
            if atom is not None:  # (an external the grounding doesn't have: false, as an assumption of none would be)
                self.literals[r] = atom.literal
        self._assign(self._true)
        self.groundings += 1

    def drop(self) -> None:
        self.ctl, self.key, self.with_legal = None, None, None
        _KEPT.pop(id(self), None)

    def __del__(self) -> None:
        if _KEPT is not None:  # (None at the interpreter's exit)
            _KEPT.pop(id(self), None)

    def _assign(self, true: set[int]) -> None:
        self.on = set(true)

    def assumptions(self) -> list[int]:
        """The value of each external for the next solve (true: those of the position asked, :meth:`ready`), as the
        literals to assume."""
        on = self.on
        return [lit if r in on else -lit for r, lit in self.literals.items()]
