"""Solving: the :class:`Engine` that answers derive, legal, why-not and apply.

The rules (``rules_asp/main.lp`` and its includes, found through importlib.resources) come as
the statement texts of the rules index (pyglue/relevant.py, built on first use into the user's cache,
pyglue/cache.py, for the installed rules files); each
query builds a fresh ``Control``, adds the statements it keeps and the state's facts, and
grounds. (Parsing all the rules into ASTs cost a fresh process about 55 ms; clingo parses the
kept texts, 754 statements for legal on the example state, in about 12 ms, with a benchmark
going on beside it; adding their ASTs took 5 ms.) Keeping one
grounded Control and switching the state with externals was not adopted for a query: the state is the
whole input (there is no large static part to reuse), and the facts let the grounder decide
derive and legal without a solver choice (tests/test_cli_and_contract.py checks this). A game's positions
are another matter (pyglue/reuse.py: consecutive positions share most fluents; only those that change are
externals).
Grounding costs about the same per rule whether or not the rule has instances, so each query grounds only
the statements that may take part in its answer (pyglue/relevant.py: for the mode and the facts' predicates;
on the example state 548 of 2,055 rules for legal, grounding 130 -> 26 ms; a step in two parts, the state's
rules first, then the step's that can still fire). Answers are read with
pyglue/facts.py (clorm's records, without its per-symbol unify).
Measured for issue 25 (the engine loop, clingo 5.8): the 533 statements of the mid-game legal query ground in
8.6 ms with no facts at all and 9.4 ms with the state's, so a query's grounding is mostly clingo's cost per
statement (about 16 us, 100 us an aggregate); re-grounding the timed rules as a parametrized part of one Control
(``#program at(k)``, a position per k) cost the same 9 ms each time, and grounding the next position's legal query
at time 1 with an apply step (as its settle part) added about a legal query's time. What pays is grounding the
legal query with the apply step of the same position, whose statements it mostly shares (:meth:`Engine.apply_and_legal`,
:func:`_legal_with`; pyglue/game.py asks the pass of the player with priority so).
Measured in session 6 (clingo 5.8.3, a machine at load 6): of the 477 statements of the mid-game legal query
(bench/peers.py) 96 have an instance; grounding the others costs ~7 of its ~10 ms of grounding (clingo's setup per
rule: a rule of three body literals and no facts grounds in ~20 us). (A later stage also dropped those that read a
literal with constants no atom fits, by_pattern, until session 15: firing, below, leaves out all but a few.) A ground
call costs ~2.4 us per statement added before it even when its part is empty, so more stages (levels worked out on
each query's statements instead of the whole program's, 3 to 6 stages) were slower, and were not adopted. A quarter of
clingo's grounding time is glibc's malloc/free (perf).
Measured in session 10 (issue 25.2): of the 278 rules of the mid-game legal query 186 had no instance; a query of
its own (no Control kept, no legal query beside an apply step) leaves out those whose positive body can't match the
shapes of the atoms its facts and firing rules make (pyglue/relevant.py, firing: 120 of them there), and legal went
from 0.47-0.55x to 0.25-0.35x phase.rs's load+actions (bench/peers.py side by side, load 7-8).
Every Control has a logger; solving has a time limit (grounding, where derive and legal are
decided, has none: a very large state takes as long as it takes).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from time import monotonic
from typing import Any, Callable

from clingo import Control, MessageCode, Number, String, Symbol, SymbolType

from .control import control
from .files import files
from . import answers
from . import schema as S
from .answers import Derivation, Outcome, WhyNot
from .clingo_c import prober
from .facts import add_facts, named, sort_key, unify
from .options import OPTIONS
from .program import checked_program, on_release, parse_rules, release_at_exit, rules_program  # noqa: F401
from .relevant import (SYMBOLS_LISTED, fact_predicates, fact_shapes, firing,
                       kinds as fluent_kinds, live_symbols, made, normalize, only, prune, refinements, relevant,
                       shipped, stages, static, unfixed, where_of, _info, _plain, _whole)
from .schema import f
from .state import GameState, InputError, as_state, check_player, clip, dump_document, schema
from .translate import action_facts, activated_part as _activated_part, state_facts
from .vocabulary import const
from . import vocabulary as voc

#: the modes whose slices may leave out rules by the function symbols their bodies need (pyglue/relevant.py): every
#: mode the engine asks (a step's settle part once lost a copy effect's values, the staged grounding's fault, not the
#: filter's: pyglue/relevant.py, static; tests/test_relevant_static.py)
SYMBOL_FILTERED = frozenset({"legal", "derive", "apply", "settle", "whynot", "explain", "check", "explore"})

class ArgumentTypeError(InputError, TypeError):
    """An argument of the wrong type (an action that is not a mapping, a player that is not a name, ...): both
    an :class:`InputError` (bad input, exit 2 on the CLI) and a ``TypeError``, as Python takes one."""


def _check_type(value: Any, types: type | tuple[type, ...], what: str, expected: str) -> None:
    if not isinstance(value, types) or isinstance(value, bool):
        raise ArgumentTypeError([(what, f"{what} is {expected}, not {type(value).__name__} {clip(repr(value), 60)}")],
                                "arguments")


def _check_action(action: Any) -> None:
    _check_type(action, Mapping, "action", "a mapping such as {'action': 'pass'}")


class SolveError(RuntimeError):
    """The solver could not answer: time limit reached, or the rules found no answer set."""


class IllegalAction(ValueError):
    """A player's action is not legal now; ``why`` lists the failed conditions with CR rules."""

    def __init__(self, why: WhyNot) -> None:
        self.why = why
        text = "; ".join(f"{c} (CR {r})" for c, r in why.failures) or "not legal now"
        who = "no player can" if why.player == "nobody" else f"{why.player} can't"   # ("nobody can't" said the opposite)
        super().__init__(f"{who} {why.action}: {text}")


@dataclass
class SolveStats:
    """Sizes and times of the last solve, for ``--stats``."""

    atoms: int = 0
    rules: int = 0
    choices: int = 0
    models: int = 0
    time: float = 0.0




class Engine:
    """The rules oracle: one per process is enough (it holds only the parsed rules).

    ``time_limit`` (seconds) bounds each solve; :class:`SolveError` is raised past it.
    ``on_message`` receives clingo's warnings (code, text); by default they are logged.
    ``options`` switches on readings listed in :data:`OPTIONS` (a name, or a list or tuple of names); an unknown
    one raises :class:`pyglue.state.InputError`, another type :class:`ArgumentTypeError` (a ``TypeError``).
    ``max_declarations`` bounds the resulting states of a combat declaration given without its set (``attackers``,
    ``blockers``): past it :meth:`apply` raises :class:`pyglue.state.InputError` asking for the set
    (docs/combat_coverage.md: the count is a product over the creatures, CR 508.1a-b, 509.1a). ``max_divisions``
    bounds those of a pass without ``damage`` (the divisions of combat damage, CR 510.1c, 702.19b) the same way.
    """

    #: the most resulting states :meth:`apply` enumerates for an undeclared declaration of attackers or blockers
    max_declarations: int = 1024
    #: the most resulting states :meth:`apply` enumerates for a pass without ``damage`` (the divisions of combat
    #: damage as a combat damage step begins, CR 510.1c, 702.19b: a product over the attackers that divide)
    max_divisions: int = 64

    def __init__(self, time_limit: float = 60.0,
                 on_message: Callable[[MessageCode, str], None] | None = None,
                 options: str | tuple[str, ...] | list[str] = ()) -> None:
        if isinstance(options, str):
            options = (options,)
        _check_type(options, (tuple, list, set, frozenset), "options",
                    f"an option name or a list of them (known: {', '.join(sorted(OPTIONS))})")
        for o in options:
            _check_type(o, str, "options", "a list of option names")
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise InputError([("--option", f"unknown option {o!r}; known: {', '.join(sorted(OPTIONS))}")
                              for o in unknown], "options")
        self.options = tuple(sorted(set(options)))
        _check_type(time_limit, (int, float), "time_limit", "a number of seconds (float('inf'): no limit)")
        if not time_limit > 0:   # (clingo's wait took -1 as no limit at all, 0 and NaN as no time)
            raise InputError([("time_limit", f"time_limit is a number of seconds above 0 (float('inf'): no limit), "
                                             f"not {time_limit!r}")], "arguments")
        self.time_limit = time_limit
        self._program: list[Any] | None = None
        self.messages: list[tuple[MessageCode, str]] = []
        #: the legal answer of the last state an apply step was asked of with it (:meth:`apply_and_legal`)
        self._legal_of: tuple[GameState, list[Symbol]] | None = None
        self._on_message = on_message
        self.stats = SolveStats()

    @property
    def program(self) -> list[Any]:
        """The rules as AST statements (parsed on first use: a query adds the shipped statement texts instead,
        pyglue/relevant.py's :func:`~pyglue.relevant.shipped`); a caller may set another program."""
        if self._program is None:
            self._program = rules_program()
        return self._program

    @program.setter
    def program(self, stmts: list[Any]) -> None:
        self._program = stmts

    # -- the solver ------------------------------------------------------------------------

    def _logger(self, code: MessageCode, text: str) -> None:
        self.messages.append((code, text))
        if self._on_message:
            self._on_message(code, text)
        else:
            import logging  # (imported when clingo has something to say: a query that has nothing doesn't)

            logging.getLogger("pyglue").warning("clingo: %s", text.strip())

    def solve(self, facts: list[Symbol], models: int = 1, project: bool = False,
              stats: bool = False, program: list[Any] | None = None,
              on_model: Callable[[list[Symbol]], None] | None = None, then_settle: bool = False,
              ordered: bool = True, legal_out: list[list[Symbol]] | None = None) -> list[list[Symbol]]:
        """Ground the rules (or ``program``, AST statements) with ``facts`` and return the shown symbols
        of each answer set, sorted; with ``on_model`` each answer's symbols go to it instead (and the
        list returned is empty), for counting many answers.

        With ``then_settle`` (an apply step on the shipped rules), the same Control also grounds the rules that
        name the next rules event (``settle/2``) at time 1, on the resulting state (``true(F, 1)`` from
        ``next(F, 0)``: rules_asp/settle.lp), and each answer shows it as ``settle_next/1`` (:func:`_settle_part`);
        when that can't be done, the answers have no ``settled/0`` and the caller asks for the event itself.

        With ``legal_out`` (a list; an apply step on the shipped rules), the same Control also grounds the legal
        query on the state before the step, when its answer can't depend on the step (:func:`_legal_with`): the
        legal answer's symbols are appended to ``legal_out`` and taken out of each answer; else it is left empty.

        ``models=0`` enumerates all; ``project`` enumerates distinct shown projections only. With ``ordered``
        false, each answer's symbols are in clingo's order rather than sorted (a caller that orders what it needs).
        Raises :class:`SolveError` when the time limit is reached.
        """
        args = [f"--models={models}", "--warn=all"]
        if project:
            args.append("--project=show")
        if stats:
            args.append("--stats")
        stmts = program or self._program or shipped("rules") or self.program
        # (loop10) a Control kept for a game's positions, its externals assigned for these facts (pyglue/reuse.py)
        reuse = getattr(facts, "reuse", None)
        reuse_key = (tuple(args), then_settle, legal_out is not None, id(stmts))
        if reuse is not None and reuse.ready(facts, reuse_key):
            return self._answers(reuse.ctl, reuse.with_legal, legal_out, stats, on_model, ordered, reuse)
        mode = getattr(facts, "mode", None)
        parts = None
        if mode is not None:  # the statements that may take part in this mode's answer (pyglue/relevant.py)
            whole = stmts
            preds = normalize(whole, facts.predicates)
            if mode not in SYMBOL_FILTERED and SYMBOLS_LISTED in preds:
                # the function-symbol filter (pyglue/relevant.py) only for the modes above: every symbol counts as
                # present in another (a caller's own mode)
                preds = frozenset(p for p in preds if p != SYMBOLS_LISTED and p[0][:1] != "$")
            args.append("--warn=no-atom-undefined")
            if mode in STAGED:
                parts = stages(whole, mode, preds)
            if parts is None:
                stmts = relevant(whole, mode, preds)
        ctl = control(args, self._logger)
        fixed: frozenset[int] = frozenset()  # the statements whose atoms go in as facts (pyglue/relevant.py, static)
        extra: list[int] = []
        present: frozenset[tuple[str, int]] = frozenset()  # the predicates they give atoms to
        if parts is not None and isinstance(whole[0], str):
            fixed, extra, present = static(whole, mode, preds)
        first = stmts if parts is None else unfixed(whole, parts[0], fixed)
        # the rules whose instances can't match the shapes of the facts left out (pyglue/relevant.py, firing); on a
        # kept Control (pyglue/reuse.py) every external counts as a fact (each may be assigned true)
        fires = early = shapes = None
        if mode is not None:
            at0 = program is None and self._program is None
            shapes = fact_shapes(whole, facts if reuse is None else reuse.domain, at0)
            fires = firing(whole, mode, preds, shapes, then_settle)
            # the statements without a time are kept whole (then_settle) only where the settle part may
            # read what they make from time 1: in the ground call it shares, the last stage's; a part grounded in a
            # call before it sees the step's atoms alone, so what can't fire on them has no instance there
            early = firing(whole, mode, preds, shapes) if then_settle and parts is not None and parts[1] else fires
            first = only(whole, first, early)
        _add(ctl, "base", first)
        with_legal = None
        if legal_out is not None and mode == "apply" and parts is not None and isinstance(whole[0], str) \
                and program is None and self._program is None:
            with_legal = _legal_with(whole, facts, preds, first)
        # (a query on the shipped rules, which read fluents only as true/2: each goes in at time 0)
        add_facts(ctl, facts if reuse is None else reuse.grounded, at0=mode is not None and program is None and
                  self._program is None, more=extra)
        if reuse is not None:  # (loop10) the domain's fluents and step facts as externals (pyglue/reuse.py)
            reuse.add_externals(ctl, facts)
        pending = [("base", [])]  # the parts of the next ground call
        if with_legal is not None:
            # the legal query's statements (those not in the step's first part), grounded with it; mode(legal) for
            # its #show statements (the others read no mode/1)
            texts = with_legal.texts
            if texts and fires is not None:  # (likewise the legal query's, on the same facts and mode(legal))
                texts = only(whole, texts, firing(whole, "legal", preds, shapes | _legal_shape(whole, at0)))
            if texts:
                _add(ctl, "legal_with", texts)
                pending.append(("legal_with", []))
            with ctl.backend() as backend:
                backend.add_rule([backend.add_atom(_mode("legal"))])
        added = [] if parts is None else [parts[0]]  # the statement lists added (a staged query)
        if parts is not None:
            # the rules in stages, each grounded once the ones it reads are; a rule that reads a predicate an
            # earlier stage left without atoms can't fire, and is left out (pyglue/relevant.py, stages, prune)
            # (a predicate's rules are all in one stage: one probed without atoms stays so, and isn't probed again)
            has_atoms = prober(ctl)
            base = live_symbols(whole, preds)  # (the facts' predicates, and the symbols atoms may have)
            # the probed predicates with atoms, and from the start those of the statements grounded once (static):
            # only some of their atoms are in this grounding, but the statements count as fired
            live: set[tuple[str, int]] = set(present)
            for p in present:
                live.update(refinements(whole, p))
            dead: set[tuple[str, int]] = set()
            for j, (stage, probe) in enumerate(zip(*parts[1:])):
                if pending:
                    ctl.ground(pending)
                    pending = []
                for p in probe:
                    if p in live or p in dead or p in base:
                        continue
                    if has_atoms(p):
                        live.add(p)
                        live.update(refinements(whole, p))
                    else:
                        dead.add(p)
                top = prune(whole, stage, base, frozenset(live))
                if top:
                    added.append(top)
                    top = only(whole, unfixed(whole, top, fixed), fires if j == len(parts[1]) - 1 else early)
                if top and with_legal is not None:  # (grounded already, with the first part)
                    top = with_legal.without(top)
                if top:
                    _add(ctl, f"stage{j}", top)
                    pending = [(f"stage{j}", [])]
        part = None
        if then_settle and mode == "apply" and whole and isinstance(whole[0], str):
            # the state after the step is time 1, its fluents of the kinds next/2 may have: those the added rules
            # may make (pyglue/relevant.py, kinds), else those of the step's next/2 atoms once it is grounded
            after = None if parts is None else fluent_kinds(whole, added, preds)
            if after is None:
                if pending:
                    ctl.ground(pending)
                    pending = []
                after = frozenset((a.symbol.arguments[0].name, len(a.symbol.arguments[0].arguments))
                                  for a in ctl.symbolic_atoms.by_signature("next", 2)
                                  if a.symbol.arguments[0].type == SymbolType.Function)
            part = _settle_part(whole, facts, after, preds, _shapes_after(whole, mode, preds, shapes, then_settle))
        if part is not None:
            # the rules that name the next rules event there, grounded in one call with the step's last part
            # (clingo grounds the parts of one call in the order of their dependencies)
            _add(ctl, "settle", [part], _SETTLE_ASTS, 64)
            pending.append(("settle", [Number(1)]))
        if pending:
            ctl.ground(pending)
        if reuse is not None:
            reuse.keep(ctl, reuse_key, with_legal)
        return self._answers(ctl, with_legal, legal_out, stats, on_model, ordered, reuse)

    def _answers(self, ctl: Control, with_legal: _WithLegal | None, legal_out: list[list[Symbol]] | None, stats: bool,
                 on_model: Callable[[list[Symbol]], None] | None, ordered: bool, reuse: Any = None) -> list[list[Symbol]]:
        """:meth:`solve`'s answers of the grounded ``ctl`` (a kept one of ``reuse`` is dropped when its solve fails)."""
        found: list[list[Symbol]] = []
        sink = on_model or found.append
        # (a kept Control's externals are open: each solve assumes their values, pyglue/reuse.py)
        assumed = reuse.assumptions() if reuse is not None else ()
        if ordered:
            handle = ctl.solve(on_model=lambda m: sink(sorted(m.symbols(shown=True), key=sort_key)), async_=True,
                               assumptions=assumed)
        else:
            handle = ctl.solve(on_model=lambda m: sink(m.symbols(shown=True)), async_=True, assumptions=assumed)
        # (closed here, whatever happens: a kept Control is asked again, and a fresh one's solve is not left open
        # until the garbage collector frees the Control, maybe in another solve's callback thread)
        with handle:
            waited = wait_for(handle, self.time_limit)
            if waited is not None:
                handle.cancel()
                if reuse is not None:
                    reuse.drop()
                raise SolveError(f"no answer within the time limit of {self.time_limit} s "
                                 f"(waited {waited:.1f} s)")
            handle.get()
        if stats:
            s = ctl.statistics
            self.stats = SolveStats(atoms=int(s["problem"]["lp"]["atoms"]), rules=int(s["problem"]["lp"]["rules"]),
                                    choices=int(s["solving"]["solvers"]["choices"]), models=len(found),
                                    time=float(s["summary"]["times"]["total"]))
        if with_legal is not None and found:
            legal_sigs = with_legal.sigs
            if not any(named(syms, "illegal", 2) for syms in found):  # (a step judged illegal: _fails_of_query)
                legal_out.append([s for s in found[0] if (s.name, len(s.arguments)) in legal_sigs])
            found = [[s for s in syms if (s.name, len(s.arguments)) not in legal_sigs] for syms in found]
        if len(found) <= 1:
            return found
        return sorted(found, key=lambda syms: [sort_key(s) for s in syms])

    def _facts(self, state: GameState, mode: str, extra: list[Symbol] | None = None) -> list[Symbol]:
        """The facts of a ``mode`` query on ``state``, with ``extra`` ones; the list knows its mode and the
        predicates of its facts, for :func:`pyglue.relevant.relevant`."""
        opts = [f("option", const(o)) for o in self.options]
        base = state_facts(state)
        step = _preds_only(fact_predicates(extra)) if mode == "apply" and extra else frozenset()
        return _QueryFacts(base + [_time0(), _mode(mode)] + opts + (extra or []), mode,
                           _state_predicates(base) | fact_predicates([_time0(), _mode(mode)] + opts + (extra or [])),
                           step)

    # -- queries ---------------------------------------------------------------------------

    def derive(self, state: GameState, viewer: str | None = None) -> Derivation:
        """Every object's characteristics, copiable values, designations and copies (CR 613, 707, 722).

        Returns a :class:`Derivation` (objects in the state's order). One answer set: derive
        has no choices. With ``viewer`` (a player), objects whose face that player may not see
        (CR 401.2, 402.3, 406.3, 708.5; their own foretold cards they may, 702.143a) show only
        their id, zone, owner, status and order: characteristics and copies are withheld (a face-down spell's
        or permanent's are its face-down values, CR 708.2a, and shown), and so are card names only they carry.
        Raises :class:`SolveError` if the rules find no answer, :class:`InputError` for an
        unknown viewer. ``state`` may be a state document (a mapping), as for every query here.
        """
        state = as_state(state)
        extra = []
        if viewer is not None:
            _check_type(viewer, str, "viewer", "a player's name")
            check_player(state, viewer, "viewer")
            extra = [f("viewer", String(viewer))]
        # (decode_derive orders the symbols it reads in order: clingo's order is enough here)
        symbols = self._one(self._facts(state, "derive", extra), check=state, ordered=False)
        d = answers.decode_derive(state, symbols)
        d.warnings = self.warnings(state, symbols)
        return d

    def explain(self, state: GameState, oid: str) -> list[str]:
        """How object ``oid``'s characteristics come about: its printed values, each copy effect in
        timestamp order with the copiable values after it (CR 613.2, 707.2-707.9), the other effects
        by layer (CR 613.1), and the result. Text lines; :class:`InputError` for an unknown object.
        """
        from .explain import explain_facts, explain_lines

        state = as_state(state)
        symbols = self._one(self._facts(state, "explain", explain_facts(state, oid)))
        return explain_lines(state, oid, symbols)

    def legal_actions(self, state: GameState, player: str | None = None,
                      program: list[Any] | None = None) -> answers.LegalActions:
        """The legal actions now, each with open choices and CR rules (CR 117, 601, 305, 722.3c).

        ``player`` limits the list to one player. Passing priority is listed for the player
        who holds it (CR 117.3d). The list's ``warnings`` name the abilities no rule acts on. A ``player``
        not in the game is an :class:`InputError` naming the players there. ``program`` (the rules with
        statements of the caller's added, e.g. :func:`pyglue.relevant.extended`) is asked instead of the rules,
        in the same grounding, and the answer's shown atoms are the list's ``shown`` (the state's invariants are
        then not evaluated).
        """
        state = as_state(state)
        if player is not None:
            _check_type(player, str, "player", "a player's name or None")
        check_player(state, player)
        pre = self._legal_of  # (read once: another thread may ask apply_and_legal of another state)
        if program is None and pre is not None and pre[0] is state:
            symbols = pre[1]  # (asked with an apply step on this state: apply_and_legal)
        elif program is None:
            symbols = self._one(self._facts(state, "legal"), check=state)
        else:
            found = self.solve(self._facts(state, "legal"), models=1, program=program)
            if not found:
                raise SolveError("the rules found the state inconsistent (no answer set)")
            symbols = found[0]
        acts = answers.decode_legal(symbols)
        # CR 715.3, 720.3: a card may also be cast as its Adventure or Omen. The rules name each such option
        # (face_option/4); the same rules then judge that cast, asked about as why-not and apply ask (query/2
        # with chosen_face/1: the card is evaluated with only those characteristics, CR 715.3a, 720.3a).
        for p, o, face, kd in answers.decode_face_options(symbols):
            cast = f("cast", o, const(kd))
            asked = self._one(self._facts(state, "legal", [f("query", p, cast), f("chosen_face", const(face))]))
            for a in answers.decode_legal(asked):
                if a.player == answers.render_id(p) and {**a.action, "x": 0} == {**answers.action_dict(cast), "x": 0}:
                    a.action["as"] = face
                    acts.append(a)
        acts.sort(key=answers.legal_order)
        acts = answers.LegalActions([a for a in acts if player is None or a.player == player],
                                    self.warnings(state, symbols), answers.decode_readings(symbols))
        acts.status_from(symbols)   # (a finished game, pending state-based actions)
        if program is not None:
            acts.shown = symbols
        if any(a.action.get("action") == "activate" for a in acts):
            d = self.derive(state)
            for a in acts:
                if a.action.get("action") == "activate":
                    whole = d.object(a.action["object"]).characteristics.get("abilities", [])
                    abilities = [_activated_part(x) for x in whole]
                    if a.action["ability"] in abilities:
                        a.ability_index = abilities.index(a.action["ability"])
                        if whole[a.ability_index] != a.action["ability"]:   # (its extra cost and restriction too)
                            a.whole_ability = whole[a.ability_index]
        return acts

    def _ability_by_index(self, state: GameState, action: dict[str, Any]) -> dict[str, Any]:
        """``{action: activate, object: O, ability: N}``: the N-th (from 0) of O's abilities as derive and legal
        list them, as its term (translation only; an ability given as a term is kept as it is)."""
        i = action.get("ability") if isinstance(action, dict) and action.get("action") == "activate" else None
        if isinstance(i, dict) and _activated_part(i) is not i:
            try:   # a malformed also/only is reported as the vocabulary reports it
                voc.ability_term(i, "ability", voc.Aux.empty())
            except voc.VocabularyError:
                return action
            return dict(action, ability=_activated_part(i))
        if not isinstance(i, int) or isinstance(i, bool):
            return action
        if action.get("object") not in state.objects:  # the number can't be read: only the object is wrong
            raise InputError([("object", f"unknown object {str(action.get('object'))[:200]!r} (ability {i} is "
                                         "numbered among that object's abilities); known: "
                                         f"{', '.join(sorted(state.objects)[:20])}")], "action")
        abilities = self.derive(state).object(action["object"]).characteristics.get("abilities", [])
        if not 0 <= i < len(abilities):
            raise InputError([("ability", f"{action['object']} has no ability {i}: it has {len(abilities)} "
                                          "(numbered from 0 as legal and derive list them)")], "action")
        return dict(action, ability=_activated_part(abilities[i]))

    def why_not(self, state: GameState, action: dict[str, Any]) -> WhyNot:
        """Why ``action`` (a player action mapping) is or is not legal, each failure with its CR rule.

        Raises :class:`pyglue.state.InputError` for a malformed action or unknown ids.
        """
        state = as_state(state)
        _check_action(action)
        action = self._ability_by_index(state, action)
        step, aux = action_facts(state, action)
        # (the action asked about and every choice it names: not its doing, an event, or a card named as it resolves)
        query = [s for s in step if s.name not in ("does", "happens", "new_effect_fluent", "chosen_name")]
        if not any(s.name == "query" for s in query):
            kinds = "|".join(schema("action")["properties"]["action"]["enum"])
            raise InputError([("event", f"why-not takes a player action ({{action: {kinds}, ...}}); "
                                        "rules events are applied as given")], "action")
        who = next(s for s in query if s.name == "query").arguments[0]
        symbols = self._one(self._facts(state, "whynot", query + aux), check=state)
        why = answers.decode_why_not(answers.render_id(who), dict(action), symbols)
        why.warnings = self.warnings(state, symbols)
        return why

    def warnings(self, state: GameState, symbols: list[Symbol] | None = None) -> list[dict[str, Any]]:
        """The objects of ``state`` with an ability no rule acts on (rules_asp/support.lp: unsupported Oracle text,
        a template vocabulary.json marks ``acted_on: false``), as ``[{object, ability, not_acted_on}]``, sorted: the
        ``warnings`` of every answer (derive, legal, why-not, each outcome of apply; ``Game.warnings``), so that a
        user knows which answers may miss what those abilities do. ``symbols``: an answer on ``state`` that shows
        ``warning/2`` already (derive, legal and why-not ask for it in their own solve); without, a query of its own
        (mode ``warnings``), none when no card of the state has such an ability (no ``not_acted_on`` fact)."""
        state = as_state(state)
        if symbols is None:
            facts = self._facts(state, "warnings")
            if ("not_acted_on", 1) not in facts.predicates:
                return []
            symbols = self._one(facts)
        return answers.decode_warnings(symbols)

    def apply(self, state: GameState, action: dict[str, Any], settle: bool = True) -> list[Outcome]:
        """Every legal resulting state of ``action`` (a player action or rules event).

        One :class:`Outcome` per legal way to carry it out (target, payment, order of
        triggers), sorted by their documents. With ``settle`` (the default), each result then
        goes through the rules' own checks before a player would receive priority: the rules name
        the next event (``settle/1``: state-based actions, CR 704.3, else putting triggered abilities
        on the stack, CR 603.3) and it is applied until they name none (CR 117.5). The rules name it in the step's
        own solve, on the resulting state as time 1 (rules_asp/settle.lp), so each step is one grounding.

        Raises :class:`IllegalAction` (with the failed conditions) for an illegal player
        action, and :class:`pyglue.state.InputError` for a malformed one. The step's grounding judges the
        action's legality too; only an illegal one costs a second solve (why-not, for its failures).
        """
        return self._apply(as_state(state), action, settle)

    def apply_and_legal(self, state: GameState, action: dict[str, Any], settle: bool = True,
                        reuse: Any = None) -> tuple[list[Outcome] | None, Exception | None]:
        """:meth:`apply` of ``action``, with the legal query on ``state`` in the same grounding where its answer
        can't depend on the step (:func:`_legal_with`): the next :meth:`legal_actions` of ``state`` then reads
        that answer instead of a query of its own (issue 25: an engine loop asks both of each position). Returns
        apply's outcomes, or None and the error apply raised (:class:`IllegalAction`, an :class:`InputError` for a
        bound passed, ...), which the caller may ask again as apply. ``reuse`` (a game's :class:`pyglue.reuse.Reuse`):
        the step is asked on its kept Control where the state fits it."""
        state = as_state(state)
        legal_out: list[list[Symbol]] = []
        try:
            outs, exc = self._apply(state, action, settle, legal_out, reuse), None
        except (InputError, IllegalAction, SolveError) as e:
            outs, exc = None, e
        if legal_out:
            self._legal_of = (state, legal_out[0])
        return outs, exc

    def legal_kept(self, state: GameState, settle: bool, reuse: Any) -> bool:
        """Whether the legal answer of ``state`` was read off the kept Control of a game's passes (``reuse``,
        pyglue/reuse.py), solved with no step (every step external false) where the state fits it: its legal part
        reads no step fact (:func:`_legal_with`), so its atoms are the legal query's in any answer set; the next
        :meth:`legal_actions` of ``state`` reads it (pyglue/game.py asks it where nobody holds priority, so that
        no pass is asked). False when the state doesn't fit, or the Control has no legal part or no answer."""
        state = as_state(state)
        # (the facts of the pass, apply's, without its step facts: those the Control was made for but the step's)
        pass_facts = self._facts(state, "apply", [f("division_bound", Number(self.max_divisions))])
        facts = reuse.peek(pass_facts)
        if facts is None:
            return False
        legal_out: list[list[Symbol]] = []
        self.solve(facts, models=self.max_divisions + 1, project=True, then_settle=settle, legal_out=legal_out)
        if not legal_out:
            return False
        self._legal_of = (state, legal_out[0])
        return True

    def _apply(self, state: GameState, action: dict[str, Any], settle: bool,
               legal_out: list[list[Symbol]] | None = None, reuse: Any = None) -> list[Outcome]:
        _check_action(action)
        action = self._ability_by_index(state, action)
        step, aux = action_facts(state, action)
        # One grounding for the step and the action's legality: the step's facts keep the action as asked about
        # (query/2 beside does/3), so the rules judge it as why-not does; a legal action has answers (the step's
        # constraint, casting.lp) none of which shows illegal/2. Otherwise why-not names the failed conditions.
        # CR 508.1a-b, 509.1a: undeclared, a declaration has one state per legal set, a product over the creatures:
        # enumerate one more than the bound, to know it is passed
        declared = S.declarations().get(action.get("action"), {}) if isinstance(action, dict) else {}
        key = declared.get("key")   # (the whole set, CR 508.1a-b, 509.1a)
        bound = self.max_declarations if key and key not in action else 0
        if action.get("action") == "pass" and "damage" not in action:  # CR 510.1c: likewise the divisions
            key, bound = "damage", self.max_divisions
            # (the rules generate none for an attacker known to have more: combat.lp too_many_divisions)
            step = step + [f("division_bound", Number(bound))]
        facts = self._facts(state, "apply", step + aux)
        if reuse is not None:  # (loop10: pyglue/reuse.py)
            facts = reuse.wrap(facts, state, action)
        found = self.solve(facts, models=bound + 1 if bound else 0, project=True, then_settle=settle,
                           legal_out=legal_out)
        many = key == "damage" and bool(found) and bool(named(found[0], "too_many_divisions", 1))
        if bound and len(found) > bound and key == "damage" and not many and not any(
                s.name == "choice" and s.arguments[0].name == "damage" for s in found[0]):
            # many resulting states, none of them a division (a resolution's choices): all of them, as before
            found = self.solve(self._facts(state, "apply", step + aux), models=0, project=True, then_settle=settle)
            bound = 0  # (no bound was passed: the states are not divisions)
        elif bound and key == "damage" and (many or len(found) > bound):
            why = (f"this pass begins combat damage with more than {bound} legal divisions of it (CR 510.1c, 702.19b: "
                   "each attacker that divides its damage has one way per split of its power among its recipients, "
                   "and they multiply); give damage ({attacker: {recipient: amount}}, as the attacking creature's "
                   "controller divides it), or raise Engine.max_divisions (mtgasp --max-divisions)")
            raise InputError([(key, why)], "action")
        if bound and len(found) > bound:
            why = (f"{action['action']} without {key} has more than {bound} legal declarations (CR "
                   f"{declared['rule']}: each creature's options multiply); give {key} (the whole set; [] for none), "
                   "or raise Engine.max_declarations (mtgasp --max-declarations)")
            raise InputError([(key, why)], "action")
        if any(s.name == "does" for s in step) and (not found or named(found[0], "illegal", 2)):
            why = self.why_not(state, action)
            if why.legal and found and named(found[0], "blocked", 4):
                # a choice only the step judges (a division of combat damage, CR 510.1e): its failures, as shown
                why = dataclasses.replace(answers.decode_why_not(why.player, dict(action), found[0]),
                                          warnings=why.warnings)
            if not why.legal:
                raise IllegalAction(why)
            if found:
                raise SolveError("internal error: the step and why-not disagree on the action's legality")
        outcomes = self._outcomes(state, found, None)
        if settle:
            # (loop11) the first settling step of several outcomes, the same event, on one Control grounded for
            # them all (pyglue/reuse.py: their fluents as externals), each answered by assigning them
            kept = _settling_together(self, outcomes)
            result = _dedupe([o for out, events in outcomes for o in self._settle(out, events, 0, kept)])
            if kept is not None:
                kept.drop()
        else:
            result = _dedupe([o for o, _ in outcomes])
        for o in result:  # (asked when first read: Outcome.warnings)
            o.warner = functools.partial(self.warnings, o.state)
        return result

    def _step(self, state: GameState, step_facts: list[Symbol],
              prior: Outcome | None, reuse: Any = None) -> list[tuple[Outcome, list[str] | None]]:
        facts = self._facts(state, "apply", step_facts)
        if reuse is not None:
            facts = reuse.wrap(facts, state, None)
        found = self.solve(facts, models=0, project=True, then_settle=True)
        return self._outcomes(state, found, prior)

    def _outcomes(self, state: GameState, found: list[list[Symbol]],
                  prior: Outcome | None) -> list[tuple[Outcome, list[str] | None]]:
        """Each answer's :class:`Outcome`, with the rules events its step's own solve named next (``settle_next``,
        :meth:`solve`'s ``then_settle``), or None where the solve didn't."""
        if not found:
            raise SolveError("the action has no legal way to be carried out (no answer set)")
        out = []
        try:
            for syms in found:
                rest, named_next, settled = [], [], False  # one pass: each name is a call into clingo
                for s in syms:
                    name = s.name
                    if name == "settle_next":
                        named_next.append(s.arguments[0].name)
                    elif name == "settled":
                        settled = True
                    else:
                        rest.append(s)
                events = sorted(named_next) if settled else None
                out.append((answers.outcome(state, rest if settled else syms, prior), events))
        except InputError as exc:  # the rules produced a state the format refuses: a bug, not bad input
            raise SolveError(f"internal error: the resulting state does not validate: {exc}") from None
        return out

    def _settle(self, outcome: Outcome, events: list[str] | None = None, depth: int = 0,
                reuse: Any = None) -> list[Outcome]:
        if depth > 50:
            raise SolveError("state-based actions and triggers did not settle within 50 rounds")
        settle = self._settle_events(outcome.state) if events is None else events
        if not settle:
            return [outcome]
        nxt = self._step(outcome.state, [f("happens", const(settle[0]), _zero())], outcome, reuse)
        return [o for n, evs in nxt for o in self._settle(n, evs, depth + 1)]

    def _settle_events(self, state: GameState) -> list[str]:
        """The rules events to apply before a player receives priority (``settle/1``), as ``derive`` lists them;
        asked alone (mode ``settle``), so only the rules they depend on are grounded (pyglue/relevant.py)."""
        fb = unify([S.Settle], self._one(self._facts(state, "settle")))
        return sorted(x.event for x in fb.query(S.Settle).all())

    def input_violations(self, state: GameState) -> list[tuple[str, str, str]]:
        """The state invariants of ``rules_asp/invariants.lp`` that ``state`` itself breaks, as
        ``(name, CR rule, objects)``: impossible input (a foretold card in a hand, a prepared permanent without its
        exiled copy, a copy cycle, ...). Evaluated as ``mtgasp check STATE`` does (pyglue/research/check.py); derive, legal
        and why-not find them in their own solve, so asking after one of them costs nothing."""
        state = as_state(state)
        if state._violations is None:
            state._violations = self.violations(state)[1]
        return list(state._violations)

    def violations(self, state: GameState, extra: list[Symbol] | None = None,
                   program: list[Any] | None = None) -> tuple[int, list[tuple[str, str, str]]]:
        """``(answer sets, [(name, CR rule, objects), ...])``: the invariants the checker's program (or
        ``program``) finds broken on ``state`` with the facts ``extra`` (a step's, pyglue/research/check.py)."""
        found = self.solve(self._facts(state, "check", extra or []), models=0, program=program or checked_program())
        bad = sorted({(s.arguments[0].name, s.arguments[1].string, answers.render_term(s.arguments[2]))
                      for model in found for s in model if s.name == "bad"})
        return len(found), bad

    def _one(self, facts: list[Symbol], check: GameState | None = None, ordered: bool = True) -> list[Symbol]:
        """The one answer set of a stratified query. With ``check`` (the state asked about) and its invariants
        not yet known, the state invariants are evaluated in the same solve (the rules with invariants.lp and
        check_state.lp, as `check` loads them) and kept on the state (:meth:`input_violations`)."""
        program = None
        if check is not None and check._violations is None:
            program = shipped("checked")
            if program is None:
                program = checked_program()
        found = self.solve(facts, models=1, program=program, ordered=ordered)
        if not found:
            raise SolveError("the rules found the state inconsistent (no answer set)")
        if program is None:
            return found[0]
        bad = set(named(found[0], "bad", 3))
        check._violations = sorted({(s.arguments[0].name, s.arguments[1].string, answers.render_term(s.arguments[2]))
                                    for s in bad})
        return [s for s in found[0] if s not in bad] if bad else found[0]


class _QueryFacts(list):
    """The facts of a query, with its ``mode`` and the ``predicates`` (name, arity) of its facts."""

    def __init__(self, facts: list[Symbol], mode: str, predicates: frozenset[tuple[str, int]],
                 step: frozenset[tuple[str, int]] = frozenset()) -> None:
        super().__init__(facts)
        self.mode = mode
        self.predicates = predicates
        #: the predicates of a step's own facts (``does``, ``happens``, the choices: apply), else empty
        self.step = step

    def __add__(self, other: Any) -> "_QueryFacts":  # facts + more facts (check.py adds some): still this query's
        return _QueryFacts(list(self) + list(other), self.mode, self.predicates | fact_predicates(other),
                           self.step | _preds_only(fact_predicates(other)) if self.step else self.step)


def _settling_together(engine: Engine, outcomes: list[tuple[Outcome, list[str] | None]]) -> Any:
    """A :class:`pyglue.reuse.Reuse` expecting the first settling step of each of ``outcomes`` (several, naming the
    same first event), else None (loop11: one grounding for them all instead of one each)."""
    firsts = [(o.state, ev[0]) for o, ev in outcomes if ev]
    if len(firsts) < 2 or len({e for _, e in firsts}) != 1:
        return None
    from .reuse import Reuse

    kept = Reuse()
    return kept if kept.expect([engine._facts(st, "apply", [f("happens", const(e), _zero())]) for st, e in firsts]) \
        else None


def _shapes_after(whole: list[Any], mode: str, preds: frozenset[tuple[str, int]], shapes: frozenset[Any] | None,
                  timeless: bool) -> frozenset[Any] | None:
    """The shapes of the state after an apply step (time 1: its settle part), for pyglue/relevant.py's firing: the
    facts' own ``shapes`` (a fluent's time is any number there, so those before the step stand for those that
    persist) and a fluent ``true(F, 1)`` of each shape the step's ``next(F, 0)`` atoms may have (relevant.made);
    None when firing leaves nothing out."""
    if shapes is None:
        return None
    nexts = made(whole, mode, preds, shapes, timeless)
    if nexts is None:
        return None
    return shapes | {(("true", 2), (n[0], None)) for n in nexts}


def _legal_shape(whole: list[Any], at0: bool) -> frozenset[Any]:
    """The shape of ``mode(legal)`` (a legal query grounded with an apply step: :func:`_legal_with`)."""
    return fact_shapes(whole, [_mode("legal")], at0)


def _preds_only(preds: frozenset[tuple[str, int]]) -> frozenset[tuple[str, int]]:
    """``preds`` without the facts' symbols (pyglue/relevant.py, symbol): the step's own predicates (a symbol of
    the step's facts may be the state's too)."""
    return frozenset(p for p in preds if p[0][:1] != "$")


def wait_for(handle: Any, limit: float, tick: Callable[[], None] | None = None, every: float = 60.0) -> float | None:
    """Wait for the async solve of ``handle`` (a clingo SolveHandle) to finish, at most ``limit`` seconds
    (``float('inf')``: no limit): None when it has, else the seconds waited (the caller cancels it). ``tick``, if
    given, is called every ``every`` seconds while time is left (it raises to stop the wait: a check stopped, a
    memory budget passed; the caller's ``with handle`` or its own cancel ends the solve).

    clingo's ``SolveHandle.wait(t)`` is not "at most t seconds": clasp's Async::doWait (src/clasp_facade.cpp,
    clasp 3.3) waits on its condition variable once and then answers whether the solve is done, so any wakeup
    before the end (the solve thread notifies its start after unlocking, so that notify may reach a wait begun
    after it; or a spurious one) answers False at once. That was the rare "no answer within the time limit of
    120 s" of whole-suite runs: in session 12's, test_kernel's untap test failed so in under 1.73 s (it was not
    among the 40 slowest durations). So the wait is asked again until the deadline has passed
    (tests/test_solve_lifecycle.py)."""
    start = monotonic()
    left = limit
    # (without a tick, each wait asks for all the time left; clingo's wait(None): until the solve is done)
    while not handle.wait(min(every, left) if tick is not None else None if left == float("inf") else left):
        waited = monotonic() - start
        left = limit - waited
        if left <= 0:
            return waited
        if tick is not None:
            tick()
    return None


def _add(ctl: Control, part: str, stmts: list[Any], cache: dict[str, list[Any]] | None = None,
         limit: int = 50_000) -> None:
    """Add ``stmts`` to ``ctl`` in program part ``part``: statement texts (the shipped rules) as text the first time
    a process adds them (clingo parses them itself, about half the cost of parsing them into ASTs through Python,
    measured for issue 22: a fresh process asks once) and through their ASTs from the second time on, parsed then and
    kept (:func:`_parsed`; in ``cache``, at most ``limit`` texts: an engine loop adds the same statements again and
    again); AST statements through a ProgramBuilder."""
    if stmts and isinstance(stmts[0], str):
        hit = _AST_LISTS.get(id(stmts)) if cache is None else None
        if hit is not None and hit[0] is stmts and hit[1] == part:
            stmts = hit[2]
        else:
            texts = stmts
            store = _ASTS if cache is None else cache
            if part == "base" and all(t == "#program base." for t in stmts if t.startswith("#program")):
                # (the rules' files each open the base part, where the statements go anyway: 153 of a legal query's
                # ~500 statements were these)
                stmts = [t for t in stmts if t != "#program base."]
            once = [t for t in stmts if t not in store and t not in _SEEN]
            if once:  # (added as text; parsed into ASTs if a later query adds them again)
                if len(_SEEN) + len(once) > limit:
                    _SEEN.clear()
                _SEEN.update(once)
                ctl.add(part, [], "\n".join(once))
                if len(once) == len(stmts):
                    return
                seen = set(once)
                stmts = [t for t in stmts if t not in seen]
            parsed = _parsed(stmts, store, limit)
            if parsed is None:
                ctl.add(part, [], "\n".join(stmts))
                return
            whole = not once
            stmts = [a for text in stmts for a in parsed[text]]
            if cache is None and whole:
                if len(_AST_LISTS) >= 256:
                    _AST_LISTS.clear()
                _AST_LISTS[id(texts)] = (texts, part, stmts)
    from clingo import ast as clingo_ast

    with clingo_ast.ProgramBuilder(ctl) as builder:
        if part != "base":
            at = clingo_ast.Position("<step>", 1, 1)
            builder.add(clingo_ast.Program(stmts[0].location if stmts else clingo_ast.Location(at, at), part, []))
        for stmt in stmts:
            builder.add(stmt)


#: the statement texts added once as text (:func:`_add`): parsed into ASTs when they are added again
_SEEN: set[str] = set()
on_release(_SEEN.clear)
#: per statement text a query added, its ASTs: adding a statement's AST costs clingo about a third of parsing its
#: text again (measured: 437 statements of a legal query, 0.9 against 2.9 ms), and an engine loop adds most
#: statements again and again (the statements of the rules: as many as they have); a step's settle part (a text
#: of many statements, one per set of the state's predicates) has a cache of its own, of the last few
_ASTS: dict[str, list[Any]] = {}
#: per list of statement texts added (by ``id``; the slices of pyglue/relevant.py are kept from query to query), the
#: part it went to and its ASTs
_AST_LISTS: dict[int, tuple[list[str], str, list[Any]]] = {}
on_release(_AST_LISTS.clear)
_SETTLE_ASTS: dict[str, list[Any]] = {}
on_release(_ASTS.clear)
on_release(_SETTLE_ASTS.clear)


def _parsed(texts: list[str], cache: dict[str, list[Any]], limit: int) -> dict[str, list[Any]] | None:
    """``cache``, with the ASTs of ``texts`` in it (those not yet there parsed in one call, each AST given to
    the text whose lines it begins in; emptied first when it holds ``limit`` texts); None when the texts don't
    parse (clingo then reports it as it adds them)."""
    missing = [t for t in dict.fromkeys(texts) if t not in cache]
    if missing:
        import bisect

        from clingo import ast as clingo_ast

        release_at_exit()
        if len(cache) + len(missing) > limit:
            cache.clear()
            missing = list(dict.fromkeys(texts))
        starts, line = [], 1
        for t in missing:
            starts.append(line)
            line += t.count("\n") + 1
        got: list[list[Any]] = [[] for _ in missing]

        def put(a: Any) -> None:
            begin, end = a.location.begin, a.location.end
            if a.ast_type == clingo_ast.ASTType.Program and (begin.line, begin.column) == (end.line, end.column):
                return  # (the parser's own #program base. before the text)
            got[bisect.bisect_right(starts, begin.line) - 1].append(a)

        try:
            clingo_ast.parse_string("\n".join(missing), put)
        except RuntimeError:
            return None
        cache.update(zip(missing, got))
    return cache


#: the modes whose rules are grounded in stages (pyglue/relevant.py, stages)
STAGED = frozenset({"apply", "settle", "legal"})

_STATE_PREDICATES: dict[int, tuple[list[Symbol], frozenset[tuple[str, int]]]] = {}


def _state_predicates(facts: list[Symbol]) -> frozenset[tuple[str, int]]:
    """The predicates of a state's facts (the list state_facts caches on the state), kept per list."""
    hit = _STATE_PREDICATES.get(id(facts))
    if hit is None or hit[0] is not facts:
        if len(_STATE_PREDICATES) > 64:
            _STATE_PREDICATES.clear()
        hit = (facts, fact_predicates(facts))
        _STATE_PREDICATES[id(facts)] = hit
    return hit[1]




def _zero() -> Symbol:
    return Number(0)


def _time0() -> Symbol:
    return f("time", _zero())


def _mode(mode: str) -> Symbol:
    return f("mode", const(mode))


def _sort_text(doc: Any) -> str:
    """The document's YAML text (:func:`pyglue.state.dump_document`), through libyaml's emitter where PyYAML has it
    (the same text for a state document, in a sixth of the time)."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", None)
    if dumper is None:
        return dump_document(doc)
    return yaml.dump(doc, Dumper=dumper, sort_keys=True, allow_unicode=True, default_flow_style=False)


def _dedupe(outcomes: list[Outcome]) -> list[Outcome]:
    """The outcomes with distinct states, sorted by their documents' YAML text (the first of each state kept)."""
    if len(outcomes) <= 1:
        return outcomes
    cards = outcomes[0].state.cards
    # (a step never changes the cards, two thirds of the text; the document is only read: not copied, as
    # GameState.to_document does, but with the same entries)
    same = all(o.state.cards is cards or o.state.cards == cards for o in outcomes)
    seen: dict[str, Outcome] = {}
    for o in outcomes:
        key = _order_text(o.state.doc) if same else _sort_text(o.state.to_document())
        if key not in seen:
            seen[key] = o
    return [seen[k] for k in sorted(seen)]


def _order_text(doc: dict[str, Any]) -> str:
    """A text that sorts among documents with the same ``cards`` as their YAML texts do (:func:`_sort_text`), and
    is the same for the same documents: the text without the cards, a character past any other where they were.
    (A mapping's block text is its entries' texts one after the other, in key order: a difference before the
    cards decides as it would there; one document's entries before them ending early meets the cards, whose key
    sorts after theirs.)"""
    before = {k: v for k, v in doc.items() if k < "cards" and k != "card_files"}
    after = {k: v for k, v in doc.items() if k > "cards" and k != "card_files"}
    return (_sort_text(before) if before else "") + "\U0010ffff" + (_sort_text(after) if after else "")


#: the shown predicates that the readers of a legal answer take (answers.decode_legal, decode_face_options,
#: decode_warnings, decode_readings): a legal query grounded with an apply step (:func:`_legal_with`) is only
#: where the step shows none of them
LEGAL_READS = frozenset({("legal", 2), ("legal_x", 3), ("legal_kicked", 2), ("face_option", 4), ("attack_option", 3),
                         ("block_option", 3), ("legal_target_spec", 4), ("legal_x_target_spec", 5), ("spec_target", 3),
                         ("reason", 2), ("warning", 2), ("reading", 3), ("legal_choice", 4),
                         ("legal_kicked", 3)})


@dataclass
class _WithLegal:
    """The legal query's part of an apply step's grounding (:func:`_legal_with`)."""

    first: list[Any]  # the step's first part it was made for
    texts: list[str]  # the legal query's statements not in it
    sigs: frozenset[tuple[str, int]]  # the predicates the legal query shows and the step doesn't
    legal: frozenset[str]  # the legal query's statements

    def without(self, stmts: list[Any]) -> list[Any]:
        """``stmts`` but the legal query's (grounded already, with the step's first part)."""
        return [s for s in stmts if s not in self.legal]


_WITH_LEGAL: dict[tuple[Any, ...], _WithLegal | None] = {}
_SHOWN: dict[str, tuple[str, int] | None] = {}


def _shown(text: str) -> tuple[str, int] | None:
    """The predicate (name, arity) a ``#show`` statement's text shows, or None (``#show.``)."""
    if text in _SHOWN:
        return _SHOWN[text]
    from clingo import ast as clingo_ast

    out: list[tuple[str, int]] = []

    def put(a: Any) -> None:
        if a.ast_type == clingo_ast.ASTType.ShowTerm:
            t = a.term
            if t.ast_type == clingo_ast.ASTType.Function:
                out.append((t.name, len(t.arguments)))
            elif t.ast_type == clingo_ast.ASTType.SymbolicTerm and t.symbol.type == SymbolType.Function:
                out.append((t.symbol.name, len(t.symbol.arguments)))
            else:
                out.append(("", -1))  # (a term clingo makes otherwise: unknown)
        elif a.ast_type == clingo_ast.ASTType.ShowSignature:
            out.append((a.name, a.arity))

    clingo_ast.parse_string(text, put)
    _SHOWN[text] = out[0] if out else None
    return _SHOWN[text]


def _shown_closure(whole: list[Any], mode: str, preds: frozenset[tuple[str, int]]) -> list[Any] | None:
    """The statements a ``mode`` query's shown atoms depend on, on facts of ``preds``: its ``#show`` statements
    that may fire and every statement that may fire of each predicate they read, and so on (pyglue/relevant.py's
    :func:`~pyglue.relevant.relevant` without its other roots, the constraints, choices and disjunctions: those
    remove or make answer sets but derive nothing the shown atoms read unless they are in this closure too).
    None when a predicate the shown atoms depend on has a choice or a disjunction among its rules, or a statement
    of them gives ``next/2`` atoms (an apply step's settle part is made for the kinds of those its own give)."""
    from .relevant import _fixpoint, _info, close

    info = _info(whole)
    fired = _fixpoint(whole, info, normalize(whole, preds))[0]
    keep: set[int] = set()
    needed: set[tuple[str, int]] = set()
    for i in fired:
        if info.kind[i] == "show" and not any(pos != (m == mode) for pos, m in info.modes[i]):
            keep.add(i)
            needed |= info.all[i]
    chosen = {p for i in fired if info.kind[i] == "constraint" for p in info.head[i]}  # (choices, disjunctions)
    close(info, fired, keep, needed)
    if needed & chosen or any(("next", 2) in info.head[i] for i in keep):
        return None
    return [whole[i] for i in sorted(keep)]


def _fails_of_query(text: str) -> bool:
    """Whether the rule ``text``, which reads no predicate of the step's facts but ``query/2``, reads it as a why-not
    rule reads the action asked about: one body literal ``query(P, A)`` (positive) and its head ``fails(P, A, ...)``
    with the same ``P`` and ``A`` (CR 117.3d's, casting.lp's, ...). Such a rule gives no atom when the action is legal
    (apply shows ``illegal(P, A)`` for each ``fails`` of the action asked about), so the legal query's answer beside
    a legal step is its own (:func:`_legal_with`)."""
    from clingo import ast as clingo_ast

    found: list[bool] = []

    def put(a: Any) -> None:
        if a.ast_type != clingo_ast.ASTType.Rule:
            return
        head = getattr(a.head, "atom", None)
        sym = getattr(head, "symbol", None)
        if sym is None or sym.ast_type != clingo_ast.ASTType.Function or sym.name != "fails" or len(sym.arguments) < 2:
            found.append(False)
            return
        queries = [lit for lit in a.body if lit.ast_type == clingo_ast.ASTType.Literal
                   and getattr(lit.atom, "ast_type", None) == clingo_ast.ASTType.SymbolicAtom
                   and lit.atom.symbol.ast_type == clingo_ast.ASTType.Function and lit.atom.symbol.name == "query"]
        found.append(len(queries) == 1 and queries[0].sign == clingo_ast.Sign.NoSign
                     and [str(x) for x in queries[0].atom.symbol.arguments] == [str(x) for x in sym.arguments[:2]])

    clingo_ast.parse_string(text, put)
    return found == [True]


def _legal_with(whole: list[str], facts: "_QueryFacts", preds: frozenset[tuple[str, int]],
                first: list[Any]) -> _WithLegal | None:
    """The legal query on the state of an apply step, to ground in the step's own Control (issue 25: the engine
    loop asks both of each position), or None where its answer could differ from the legal query's own.

    The legal query's statements (pyglue/relevant.py, :func:`~pyglue.relevant.relevant`, on the step's facts) are
    closed under what they read: every rule that may give an atom to a predicate one of them reads is one of them.
    When none of them reads a predicate of the step's own facts (``does``, ``query``, the choices, the action's
    auxiliary facts), their atoms are those of the legal query on the state, whatever the step: grounded in the
    step's first ground call (with ``mode(legal)`` for their ``#show`` statements, which read no other mode), they
    show the legal answer in each of the step's answers, and the step's rules read what they would read anyway (a
    predicate of theirs has the same rules in the step's query). None also when the step shows a predicate the
    readers of a legal answer take (:data:`LEGAL_READS`), or a ``#show`` of the legal query reads another mode."""
    key = (id(whole), preds, facts.step, id(first))
    hit = _WITH_LEGAL.get(key, False)
    if hit is not False and (hit is None or hit.first is first):
        return hit
    out: _WithLegal | None = None
    legal = _shown_closure(whole, "legal", preds)
    info, where = _info(whole), where_of(whole)  # (what each statement reads: the rules index)
    sigs: set[tuple[str, int]] = set()
    ok = legal is not None
    for text in legal or ():
        i = where[id(text)]
        reads = {_plain(p) for p in info.all[i]} & facts.step
        if reads and not (reads == {("query", 2)} and _fails_of_query(text)):
            ok = False
            break
        if text.startswith("#show"):
            if any(m != "legal" for _, m in info.modes[i]):
                ok = False
                break
            sig = _shown(text)
            if sig is not None:
                sigs.add(sig)
    if ok and ("", -1) not in sigs:
        step_sigs = {("settled", 0), ("settle_next", 1)}
        for text in relevant(whole, "apply", preds):
            if "mode(legal)" in text:  # (the step's statements read no mode(legal): it is added for the legal query)
                step_sigs.add(("", -1))
            if text.startswith("#show"):
                sig = _shown(text)
                if sig is not None:
                    step_sigs.add(sig)
        if ("", -1) not in step_sigs and not (sigs & step_sigs & LEGAL_READS):
            added = set(first)
            out = _WithLegal(first, [t for t in legal if t not in added and not t.startswith("#program")],
                             frozenset(sigs - step_sigs), frozenset(legal))
    if len(_WITH_LEGAL) > 256:
        _WITH_LEGAL.clear()
    _WITH_LEGAL[key] = out
    return out


#: per (program, settle predicates, facts' predicates), the settle part's statements (index in the program, -1 for
#: settle.lp; those about a time in their step form, pyglue/incremental.py), or None when there is none
_SETTLE_PARTS: dict[tuple[int, frozenset[tuple[str, int]], frozenset[tuple[str, int]]],
                    list[tuple[int, str]] | None] = {}
#: per list of _SETTLE_PARTS and statements that may fire, the part's text
_SETTLE_TEXTS: dict[tuple[int, Any], tuple[list[tuple[int, str]], str]] = {}
_SETTLE_BASES: dict[tuple[Any, ...], frozenset[tuple[str, int]]] = {}


def _reads_time1(whole: list[str], texts: list[str], step: set[str]) -> bool:
    """Whether one of ``texts`` (a settle part's statements) without a time, that the step grounds too (so the settle
    part leaves it out: grounded in a call before it, it never sees an atom of time 1), reads a predicate the timed
    statements of ``texts`` give atoms at time 1, directly or through other statements without a time. Its atoms
    would then be those of time 0 alone, and the settle part could name an event the state after the step doesn't
    have: Biowaste Blob's "Oozes you control get +1/+1" (statics_lords.lp's st_tuple/1) reaches the Blob itself once
    it has entered (CR 611.3a, 613.4c), but the step grounded st_tuple/1 while the Blob was on the stack, so the
    settle part saw a 0/0 and named a state-based action check (CR 704.5f) that finds nothing (tests/test_apply_settle_fold.py)."""
    info = _info(whole)
    where = where_of(whole)
    rows = [(where[id(t)], t) for t in texts if not t.startswith(("#program", "#defined", "#show"))]
    if any(info.head[i] is None or info.all[i] is None or info.pos[i] is None for i, _ in rows):
        info = _whole(info)
    timed = {("true", 2)}
    untimed = []
    for i, t in rows:
        if info.step[i] is not None:
            timed |= {_plain(p) for p in info.head[i]}
        else:
            untimed.append((i, t))
    later = set(timed)  # (the predicates with atoms at time 1: timed, and those read through statements without a time)
    todo = [(i, t, {_plain(p) for p in info.head[i]}, {_plain(p) for p in info.all[i] | info.pos[i]})
            for i, t in untimed]
    todo = [row for row in todo if row[2] and not row[2] & timed]  # (a head with a time: true(F, 0), now(TS, 0))
    grew = True
    while grew:
        grew = False
        for i, t, heads, body in todo:
            if body & later:
                if t in step:
                    return True
                if not heads <= later:
                    later |= heads
                    grew = True
    return False


def _settle_part(whole: list[str], facts: _QueryFacts, kinds: frozenset[tuple[str, int]],
                 preds: frozenset[tuple[str, int]] | None = None, shapes: frozenset[Any] | None = None) -> str | None:
    """The program that names the next rules event in the state after an apply step, grounded after the step in
    its Control (:meth:`Engine.solve`'s ``then_settle``): rules_asp/settle.lp, and the statements a ``settle``
    query keeps (pyglue/relevant.py) on the state's facts, those about a time in their step form (the rules index's,
    pyglue/incremental.py: ``T`` bound to the part's parameter, grounded with 1), those without a time that the step
    didn't have. The state after the step has the fluents ``next(F, 0)``, of the ``kinds`` (functor, arity) the step
    may give next/2, and the same card and auxiliary facts as the state before it. None (the caller asks a settle
    query on the resulting state) when one of these statements reads a predicate of the step's own facts
    (``query/2``, a choice, ..., which have no time) or ``mode/1``: then time 1 would not be the state alone; and
    likewise when a statement without a time that the step grounds before it reads what time 1 gives
    (:func:`_reads_time1`). (Grounded in one part: in stages, each probed as the step's are, it cost more than
    it left out.) With ``shapes`` (those of the state at time 1, :func:`_shapes_after`), the statements that can't
    fire on them are left out (pyglue/relevant.py, firing)."""
    # the fluents at time 1 are of the ``kinds`` of the step's next/2 atoms (pyglue/relevant.py, REFINED)
    preds = facts.predicates if preds is None else preds  # (normalized: pyglue/relevant.py, normalize)
    first = (id(whole), preds, facts.step, kinds)  # (what base is made of: computed once for them)
    base = _SETTLE_BASES.get(first)
    if base is None:
        # the symbols at time 1 are those the step's rules may make, as well as the facts' (pyglue/relevant.py,
        # symbol)
        base = frozenset(p for p in live_symbols(whole, preds) - facts.step if not p[0].startswith("true@")) \
            | {(f"true@{name}/{arity}", 1) for name, arity in kinds}
        if len(_SETTLE_BASES) > 256:
            _SETTLE_BASES.clear()
        _SETTLE_BASES[first] = base
    key = (id(whole), base, preds)
    if key in _SETTLE_PARTS:
        listed = _SETTLE_PARTS[key]
    else:
        step = set(relevant(whole, "apply", preds))
        banned = facts.step | {("mode", 1)}
        where = where_of(whole)
        # (its part has the parameter t, grounded with t = 1: the statements' step forms bind their time T to it)
        listed = [(-1, "#program settle(t).\n" + files("rules_asp").joinpath("settle.lp").read_text(encoding="utf-8"))]
        texts = relevant(whole, "settle", base)
        info = _info(whole)
        if _reads_time1(whole, texts, step):
            texts, listed = [], None
        for text in texts:
            if text.startswith(("#program", "#defined", "#show")):
                continue
            i = where[id(text)]
            if info.all[i] is None:
                info = _whole(info)
            if any(_plain(p) in banned for p in info.all[i]):
                listed = None
                break
            if info.step[i] is not None:
                listed.append((i, info.step[i]))
            elif text not in step:
                listed.append((i, text))
        if len(_SETTLE_PARTS) > 64:
            _SETTLE_PARTS.clear()
        _SETTLE_PARTS[key] = listed
    if listed is None:
        return None
    # (the statements that can't fire at time 1 left out, pyglue/relevant.py firing: the state there has the shapes
    # of the facts before the step, which persist, and those the step's next/2 atoms may have)
    fires = None if shapes is None else firing(whole, "settle", base, shapes)
    text_key = (id(listed), fires)
    part = _SETTLE_TEXTS.get(text_key)
    if part is None or part[0] is not listed:
        if len(_SETTLE_TEXTS) > 256:
            _SETTLE_TEXTS.clear()
        part = _SETTLE_TEXTS[text_key] = (listed, "\n".join(t for i, t in listed if fires is None or i < 0
                                                             or i in fires))
    return part[1]
