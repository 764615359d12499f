"""The differential oracle: play seeded games of another engine (phase.rs; python-mtg) and judge them move by move
against our rules (issue 24, docs/differential.md). The engine sits behind :class:`EngineAdapter` (its games,
decision points, bridge and reads); the comparison below is one copy for every engine.

At every decision point of a random game in phase.rs (the player to act chooses uniformly among phase's legal
actions) the position is bridged into our state format (:mod:`pyglue.research.phase_bridge`) and compared:

(a) the legal actions of the player to act, both directions (legal in phase and not here, and the reverse);
(b) every object's characteristics after copy effects, its designations, and which copies exist (a permanent's
    prepare spell, the prepare copy in exile while it is prepared);
(c) with ``apply_check``, phase's resulting state against our ``apply`` outcomes (single-step actions only).

Every disagreement is classified (:data:`CLASSES`): ``phase_bug`` (with the CR rule phase breaks),
``mtgasp_bug``, ``mapping_gap`` or ``open_reading``; one that matches no class is ``unclassified``. For each
class one reproducer is written under ``out``: phase's state JSON, our state document and the action.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import phase_bridge as pb
from .bridge import Bridged, EngineAdapter, Gap, player_name
from .. import progress

#: the default deck lists (both players play the same list): cards both engines know, from the bundled library
DEFAULT_DECKS: dict[str, dict[str, int]] = {
    "prepare": {"Studious First-Year": 4, "Spellbook Seeker": 4, "Encouraging Aviator": 4, "Landscape Painter": 4,
                "Island": 7, "Forest": 7},
    "foretell": {"Augury Raven": 4, "Behold the Multiverse": 4, "Saw It Coming": 4, "Cosmos Charger": 4,
                 "Island": 14},
    "copy": {"Croaking Counterpart": 4, "Cackling Counterpart": 4, "Clone": 4, "Studious First-Year": 4,
             "Encouraging Aviator": 4, "Island": 5, "Forest": 5},
}

#: class -> (kind, CR rule, one-line explanation). ``kind`` is engine_bug (reported as the engine's: phase_bug,
#: python_mtg_bug) | mtgasp_bug | mapping_gap | open_reading.
CLASSES: dict[str, tuple[str, str, str]] = {
    "token_copy_lacks_prepare_spell": (
        "engine_bug", "707.2, 722.2b",
        "a token copy of a prepare creature has no prepare spell: the spell is part of the copiable values"),
    "copy_lacks_prepare_spell": (
        "engine_bug", "707.2, 722.2b",
        ("a permanent that became a copy of a prepare creature (Clone) has no prepare spell: phase's copy effect "
         "copies the front face's values only")),
    "no_prepare_copy_in_exile": (
        "engine_bug", "722.3c",
        ("while a permanent is prepared, no copy of its prepare spell exists in exile (phase casts it from the "
         "permanent)")),
    "declare_attackers_step_skipped": (
        "engine_bug", "506.1, 508.2",
        ("with no creature able to attack, phase skips the declare attackers step (no priority in it); the CR "
         "skips only the declare blockers and combat damage steps (508.8)")),
    "first_draw_step_not_skipped": (
        "mtgasp_bug", "103.8a",
        ("on the starting player's first turn of a two-player game our engine enters the draw step (and gives "
         "priority in it) without drawing; the CR skips the whole step")),
    "phase_unimplemented_text": (
        "engine_bug", "116.2h, 702.143a, 118.7",
        ("a card's text phase's Oracle parser leaves Unimplemented (Cosmos Charger's foretell cost reduction and "
         "any-turn foretelling), so phase lacks an action that text makes legal")),
    # python-mtg (branch diff2, issue 24 item 5)
    "land_has_color": (
        "engine_bug", "202.2, 105.2c",
        ("a basic land (no mana cost, no color indicator) is colorless; python-mtg gives it the color of the mana it "
         "makes")),
    "cast_without_legal_target": (
        "engine_bug", "601.2c, 601.2e",
        ("python-mtg lists the cast of a spell that requires a target when there is no legal target for it (our "
         "why-not: no_legal_target, 601.2c)")),
    "token_copy_not_a_copy": (
        "engine_bug", "707.2, 707.9b",
        ("the token python-mtg makes for 'create a token that's a copy of target creature' copies nothing: an "
         "artifact named 'Copy Of Target Creature You Control', no color, 0/0")),
    "prepare_copy_not_castable": (
        "engine_bug", "722.3c",
        ("python-mtg never lets a prepared permanent's controller cast the copy of its prepare spell (its "
         "effect_handlers/prepare.py keeps the designation only)")),
    "foretold_card_not_castable": (
        "engine_bug", "702.143a",
        ("a card foretold on an earlier turn may be cast from exile for its foretell cost; python-mtg never lists "
         "that cast")),
    "foretold_card_turned_face_up": (
        "engine_bug", "702.143a, 116.2b",
        ("python-mtg offers to turn a foretold card in exile face up for its mana value (its morph 'turn face up' "
         "move, CR 116.2b is for a face-down permanent): the card stays in exile face up, never cast")),
    "flashback_not_castable": (
        "engine_bug", "702.34a",
        ("a card with flashback may be cast from its owner's graveyard for its flashback cost; python-mtg reads "
         "the keyword only as a marker other effects look for, and never lists that cast")),
    "foretell_only_in_main_phase": (
        "engine_bug", "702.143a, 116.2h",
        ("foretelling is a special action its owner may take any time they have priority during their turn; "
         "python-mtg offers it in its main phases only")),
    "flash_not_instant_speed": (
        "engine_bug", "702.8a, 117.1a",
        ("a creature spell with flash may be cast any time its owner could cast an instant; python-mtg's instant-"
         "speed windows look at the card type only")),
    "foretell_cost_reduction_ignored": (
        "engine_bug", "702.143a, 118.7",
        ("python-mtg always wants {2} to foretell, ignoring what reduces that cost (Cosmos Charger: {1} less), so "
         "with one untapped land it lists no foretelling")),
    "bridge_gap": (
        "mapping_gap", "",
        "the position holds something the bridge can't express in our state format (listed, never guessed)"),
    "action_gap": (
        "mapping_gap", "",
        "a phase action with no counterpart in our action format"),
    "state_refused": (
        "mapping_gap", "",
        "our state format refuses the bridged document"),
}


@dataclass
class Finding:
    cls: str
    detail: str
    count: int = 0
    example: str | None = None

    def to_json(self, bug_kind: str = "phase_bug") -> dict[str, Any]:
        kind, rule, why = CLASSES.get(self.cls, ("unclassified", "", ""))
        kind = bug_kind if kind == "engine_bug" else kind
        return {"kind": kind, "class": self.cls, "rule": rule, "explanation": why, "detail": self.detail,
                "count": self.count, "example": self.example}


@dataclass
class Report:
    engine: str = "phase.rs (phase-python 0.103)"
    #: the kind a bug of the other engine is reported as (phase_bug, python_mtg_bug)
    bug_kind: str = "phase_bug"
    games: int = 0
    positions: int = 0
    skipped: int = 0
    moves: int = 0
    seconds: float = 0.0
    findings: dict[tuple[str, str], Finding] = field(default_factory=dict)
    decks: list[str] = field(default_factory=list)
    #: legal actions both engines list, by kind (``cast/foretell``, ``cast/prepare_copy``, ``play``...)
    agreed: dict[str, int] = field(default_factory=dict)

    @property
    def unclassified(self) -> int:
        return sum(f.count for f in self.findings.values() if f.cls not in CLASSES)

    def to_json(self) -> dict[str, Any]:
        rate = self.positions / self.seconds if self.seconds else 0.0
        return {"engine": self.engine, "games": self.games, "positions": self.positions,
                "positions_skipped": self.skipped, "moves": self.moves, "decks": self.decks,
                "seconds": round(self.seconds, 1), "positions_per_second": round(rate, 2),
                "actions_agreed": dict(sorted(self.agreed.items())),
                "disagreements": [f.to_json(self.bug_kind) for _, f in sorted(self.findings.items())],
                "unclassified": self.unclassified}


#: our player actions (why-not takes these; an engine's action without a counterpart of ours is classified as is)
ACTIONS = ("pass", "play", "cast", "activate", "foretell", "declare_attackers", "declare_blockers")


class Runner:
    """Plays and judges games of one engine (``adapter``; phase.rs by default); :meth:`run` returns the
    :class:`Report`."""

    def __init__(self, decks: Mapping[str, Mapping[str, int]] | None = None, out: str | Path | None = None,
                 apply_check: bool = False, engine: Any = None, adapter: EngineAdapter | None = None) -> None:
        from ..cards import library
        from ..solve import Engine

        self.decks = dict(decks or DEFAULT_DECKS)
        self.library = library()
        for deck, cards in self.decks.items():
            missing = [n for n in cards if n not in self.library]
            if missing:
                raise ValueError(f"deck {deck!r}: not in the bundled library: {', '.join(missing)}")
        self.engine = engine if engine is not None else Engine()
        self.adapter: EngineAdapter = adapter if adapter is not None else pb.PhaseAdapter()
        self.out = Path(out) if out else None
        self.apply_check = apply_check
        self.report = Report(engine=self.adapter.engine, bug_kind=self.adapter.bug_kind, decks=sorted(self.decks))
        self._copies: dict[tuple[str, str], str] = {}
        self._deck = ""

    # -- findings --------------------------------------------------------------------------------------------
    def note(self, cls: str, detail: str, raw: Any = None, doc: Any = None, action: Any = None) -> None:
        key = (cls, detail if cls not in CLASSES else cls_detail(cls, detail))
        f = self.report.findings.get(key)
        if f is None:
            f = self.report.findings[key] = Finding(cls, key[1])
        f.count += 1
        if f.example is None and self.out is not None and raw is not None:
            f.example = self._write(cls, len([k for k in self.report.findings if k[0] == cls]), raw, doc,
                                    action, detail)

    def _write(self, cls: str, n: int, raw: Any, doc: Any, action: Any, detail: str) -> str:
        """One reproducer: the engine's state (minimized; phase's loads with ``Engine.load_game``), our state
        document of it, and the finding with the action (the engine's, or ours)."""
        assert self.out is not None
        where = self.out / f"{cls}_{n}"
        where.mkdir(parents=True, exist_ok=True)
        small = self.adapter.minimize(raw)
        (where / self.adapter.state_file).write_text(json.dumps(small, sort_keys=True, separators=(",", ":")) + "\n")
        ours = self.adapter.bridge(small, self.library)
        (where / "state.json").write_text(json.dumps(ours.doc, indent=1, sort_keys=True) + "\n")
        (where / "finding.json").write_text(json.dumps(
            {"class": cls, "detail": detail, "action": action, "deck": self._deck,
             "token_sources": {str(k): v for k, v in sorted(self.adapter.sources.items())}, **self.adapter.saved()},
            indent=1, sort_keys=True, default=str) + "\n")
        return str(where)

    # -- games -----------------------------------------------------------------------------------------------
    def phase_engine(self, deck: str) -> Any:
        """phase's ``Engine`` for a deck of ours (the phase adapter's)."""
        return self.adapter.engine_for(self.decks[deck])  # type: ignore[attr-defined]

    @property
    def _sources(self) -> Any:
        return self.adapter.sources

    @_sources.setter
    def _sources(self, value: Any) -> None:
        self.adapter.sources = value

    def run(self, games: int = 3, seed: int = 0, max_moves: int = 200) -> Report:
        start = time.monotonic()
        names = sorted(self.decks)
        for i in range(games):
            progress.report(f"diff {self.adapter.name}", i, games,
                            f"game {i + 1}, {self.report.positions} positions compared")
            self.play(names[i % len(names)], seed + i, max_moves)
            self.report.games += 1
        self.report.seconds = time.monotonic() - start
        return self.report

    def play(self, deck: str, seed: int, max_moves: int) -> None:
        game = self.adapter.new_game(self.decks[deck], seed)
        self._copies.clear()
        self._deck = deck
        rng = random.Random(seed)
        for _ in range(max_moves):
            point = self.adapter.decision(game)
            if point is None:
                return
            actor, actions, compared = point
            raw = ours = None
            if compared:
                raw = self.adapter.state(game)
                ours = self.compare(raw, actions, actor)
            choice = rng.choice(actions)
            error = self.adapter.move(game, actor, choice, raw)
            if error is not None:
                self.note("phase_refuses_listed_action", error, self.adapter.state(game), None,
                          self.adapter.action_json(choice))
                return
            self.report.moves += 1
            if self.apply_check and ours is not None:
                self.compare_apply(raw, ours, choice, game)

    # -- comparing -------------------------------------------------------------------------------------------
    def compare(self, raw: Any, actions: list[Any], actor: int,
                token_sources: Mapping[int, str] | None = None) -> tuple[Bridged, Any] | None:
        """Compare one position; our (bridged, state) of it, or None when it was skipped (a gap)."""
        from ..state import InputError

        if token_sources is not None:
            self._sources = dict(token_sources)
        bridged = self.adapter.bridge(raw, self.library)
        if bridged.gaps:
            self.report.skipped += 1
            for gap in bridged.gaps:
                self.note("bridge_gap", f"{gap.kind}: {gap.detail}", raw, bridged.doc)
            return None
        for cls, detail in self.adapter.findings(raw, bridged):
            self.note(cls, detail, raw, bridged.doc)
        # CR 722.3c: while a permanent is prepared, a copy of its prepare spell exists in exile. An engine that keeps
        # none (phase casts the spell from the permanent): each such permanent is a finding, and the copy is
        # completed by our own rules (the permanent becomes prepared here) so that the rest of the position is
        # still compared.
        missing = [bridged.our_id(pid) for pid in self.adapter.prepared_without_copy(raw)]
        doc = bridged.doc
        for oid in missing:
            ob = bridged.object(oid)
            self.note("no_prepare_copy_in_exile", f"prepared {ob.get('card') or 'token'}", raw, doc)
            ob.pop("designations", None)
        try:
            ours = self._complete(doc, missing)
        except InputError as exc:
            self.report.skipped += 1
            self.note("state_refused", "; ".join(f"{p}: {m}" for p, m in exc.problems[:3]), raw, doc)
            return None
        self.report.positions += 1
        derivation = self.engine.derive(ours)
        self.compare_objects(raw, bridged, derivation)
        self.compare_legal(raw, bridged, ours, derivation, actions, actor)
        return (bridged, ours)

    # single-step actions whose result the bridge can judge whole: the action carries every choice
    APPLIED = ("pass", "play", "foretell")

    def compare_apply(self, raw: Any, ours: tuple[Any, Any], choice: Any, game: Any,
                      token_sources: Mapping[int, str] | None = None) -> None:
        """(c) Is the engine's resulting state one of our ``apply`` outcomes? Compared on what both keep the same
        way: each player's life, and the cards (name, owner, zone) and which of them are tapped or prepared."""
        if token_sources is not None:
            self._sources = dict(token_sources)
        bridged, st = ours
        action = self.adapter.action_to_ours(choice, bridged)
        if isinstance(action, Gap) or action.get("action") not in self.APPLIED:
            return
        after = self.adapter.after(game)
        if after is None:
            return
        theirs = self.adapter.bridge(after, self.library)
        if theirs.gaps:
            return
        try:
            outcomes = self.engine.apply(st, {**action, "player": player_name(bridged.actor)}
                                         if bridged.actor is not None else action)
        except Exception as exc:  # noqa: BLE001 - an error of ours on a legal engine move is a finding
            self.note("apply_refused", f"{action.get('action')}: {type(exc).__name__}: {str(exc)[:120]}", raw,
                      bridged.doc, self.adapter.action_json(choice))
            return
        want = _projection(theirs.doc)
        got = [_projection(o.state.doc) for o in outcomes]
        if want not in got:
            diff = _first_difference(want, got[0]) if got else "no outcome"
            self.note(classify_apply(bridged.doc, action, want, got),
                      f"{action.get('action')} at step {bridged.doc.get('step')}: {diff}",
                      raw, bridged.doc, self.adapter.action_json(choice))

    def _complete(self, doc: dict[str, Any], missing: list[str]) -> Any:
        """Our state of ``doc`` with each of ``missing`` prepared and its exiled prepare copy created by our rules
        (CR 722.3c). The copy our engine made for a permanent with the same id and values is reused."""
        from ..state import InputError, state_from_document

        todo = []
        for oid in missing:
            ob = next(o for o in doc["objects"] if o["id"] == oid)
            key = (oid, json.dumps({k: ob.get(k) for k in ("card", "copy_effects", "controller")}, sort_keys=True))
            if key in self._copies:
                ob["designations"] = ["prepared"]
                doc["objects"].append(json.loads(self._copies[key]))
            else:
                todo.append((oid, key))
        ours = state_from_document(doc)
        for oid, key in todo:
            outcomes = self.engine.apply(ours, {"event": "become_prepared", "object": oid}, settle=False)
            if len(outcomes) != 1:
                raise InputError([(oid, f"become_prepared gave {len(outcomes)} outcomes")], "<bridge>")
            ours = outcomes[0].state
            made = [o for o in ours.doc["objects"] if o.get("prepare_copy_of") == oid]
            if len(made) == 1:
                self._copies[key] = json.dumps(made[0])
        return ours

    def compare_objects(self, raw: Any, bridged: Bridged, derivation: Any) -> None:
        objs = self.adapter.objects(raw)
        by_id = {o.id: o for o in derivation.objects}
        for pid, oid in bridged.ids.items():
            o = objs.get(pid)
            view = by_id.get(oid)
            if o is None or view is None or view.zone not in ("battlefield", "stack"):
                continue
            ch = pb.our_characteristics(view.characteristics)
            theirs = self.adapter.characteristics(o)
            for key in ch:
                if key in theirs and ch[key] != theirs[key]:
                    self.note(*self.classify_characteristic(key, ch, theirs, view, o, raw), raw, bridged.doc)
            # a permanent's prepare spell is part of its copiable values (CR 707.2, 722.2b)
            if view.zone == "battlefield" and "prepare" in (view.copiable or {}) and not self.adapter.has_prepare_spell(o):
                copied = self.adapter.became_copy(o)
                cls = ("token_copy_lacks_prepare_spell" if view.token else
                       "copy_lacks_prepare_spell" if copied else "unclassified:characteristic")
                what = "token copy" if view.token else "copy" if copied else "permanent"
                self.note(cls, f"{what} of {ch['name']}", raw, bridged.doc)

    def classify_characteristic(self, key: str, ours: Mapping[str, Any], theirs: Mapping[str, Any], view: Any,
                                o: Mapping[str, Any], raw: Any) -> tuple[str, str]:
        """The class and detail of a characteristic disagreement (the engine's own explanation first)."""
        detail = f"{key} of {ours['name']}: {self.adapter.name} {theirs[key]!r}, ours {ours[key]!r}"
        return self.adapter.classify_characteristic(key, ours, theirs, view, o, raw) or \
            ("unclassified:characteristic", detail)

    def compare_legal(self, raw: Any, bridged: Bridged, ours: Any, derivation: Any,
                      actions: list[Any], actor: int) -> None:
        prepare_copies = {o.id: o.prepare_copy_of for o in derivation.objects if o.prepare_copy_of}
        prepare_copies.update({o["id"]: o["prepare_copy_of"] for o in ours.doc["objects"] if o.get("prepare_copy_of")})
        player = player_name(actor)
        mine: dict[tuple[str, ...], Any] = {}
        for la in self.engine.legal_actions(ours, player=player):
            act = dict(la.action)
            if act.get("object") in prepare_copies:
                act["prepare_copy_of"] = prepare_copies[act.pop("object")]
            if act.get("action") == "cast":
                act.setdefault("cost", "mana")
            mine[pb.key_of(act)] = la
        theirs: dict[tuple[str, ...], Any] = {}
        for a in actions:
            mapped = self.adapter.action_to_ours(a, bridged)
            if isinstance(mapped, Gap):
                self.note("action_gap", mapped.detail, raw, bridged.doc, self.adapter.action_json(a))
                continue
            theirs[pb.key_of(mapped)] = a
        for key in set(theirs) & set(mine):
            label = self.adapter.action_label(theirs[key])
            kind = key[0] + (f"/{label}" if label else f"/{key[2]}" if key[0] == "cast" else "")
            self.report.agreed[kind] = self.report.agreed.get(kind, 0) + 1
        for key in sorted(set(theirs) - set(mine)):
            cls, detail = self.classify("phase_only", key, bridged, raw)
            refusal = self.adapter.classify_refusal
            if cls.startswith("unclassified") and refusal is not None:
                # the engine lists an action ours does not: our why-not names the rule that forbids it
                mapped = self.adapter.action_to_ours(theirs[key], bridged)
                failures: list[tuple[str, str]] = []
                if isinstance(mapped, dict) and mapped.get("action") in ACTIONS:
                    failures = self.engine.why_not(ours, {**mapped, "player": player}).failures
                cls, detail = refusal(key, failures, bridged) or (cls, detail + (f" (ours: {failures[:2]})"
                                                                                  if failures else ""))
            self.note(cls, detail, raw, bridged.doc, self.adapter.action_json(theirs[key]))
        for key in sorted(set(mine) - set(theirs)):
            self.note(*self.classify("ours_only", key, bridged, raw), raw, bridged.doc, mine[key].action)
        # declarations: which creatures may attack / block (CR 508.1a, 509.1a)
        declared = self.adapter.may_declare(raw)
        if declared is None:
            return
        field_, their_ids = declared
        la = mine.get((f"declare_{field_}", "", ""))
        our_set = {c["object"] for c in ((la.choices or {}).get(field_) or [])} if la else set()
        their_set = {bridged.our_id(x) for x in their_ids}
        for oid in sorted(their_set ^ our_set):
            side = "phase_only" if oid in their_set else "ours_only"
            self.note(*self.classify(side, (f"may_{field_[:-3]}", oid, ""), bridged, raw), raw, bridged.doc)

    def classify(self, side: str, key: tuple[str, ...], bridged: Bridged, raw: Any = None) -> tuple[str, str]:
        """The class and detail of a legal-action disagreement: the detail names the kind of action and the card
        (not the position), so that the same disagreement deduplicates. ``phase_only`` is the other engine's side
        (named so for every engine)."""
        obj = bridged.object(key[1])
        card = obj.get("card") or (obj.get("copy_effects") or [{}])[0].get("card") or key[1]
        zone = obj.get("zone", "")
        detail = f"{side}: {key[0]} {card} ({zone}) cost={key[2]} step={bridged.doc.get('step')}"
        known = self.adapter.classify_action(side, key, bridged, raw) if raw is not None else None
        return known or ("unclassified:" + side, detail)


def classify_apply(doc: Mapping[str, Any], action: Mapping[str, Any], want: Mapping[str, Any],
                   got: list[Mapping[str, Any]]) -> str:
    """The class of an ``apply`` disagreement (c), from where the game goes next in each engine."""
    if action.get("action") != "pass" or len(got) != 1:
        return "unclassified:apply"
    mine, theirs = got[0]["step"], want["step"]
    if doc.get("step") == "upkeep" and doc.get("turn") == 1 and mine == ("beginning", "draw") \
            and theirs == ("precombat_main", None):
        return "first_draw_step_not_skipped"
    if doc.get("step") == "beginning_of_combat" and mine == ("combat", "declare_attackers") \
            and theirs != mine and not doc.get("attackers_declared"):
        return "declare_attackers_step_skipped"
    return "unclassified:apply"


def _projection(doc: Mapping[str, Any]) -> dict[str, Any]:
    cards = sorted((o.get("card") or "", o["owner"], o["zone"], bool(o.get("tapped")), tuple(o.get("designations") or ()))
                   for o in doc["objects"] if o.get("card") and not o.get("copy"))
    return {"life": {p["name"]: p.get("life") for p in doc["players"]}, "turn": doc.get("turn"),
            "step": (doc.get("phase"), doc.get("step")), "cards": cards}


def _first_difference(want: Mapping[str, Any], got: Mapping[str, Any]) -> str:
    for key in ("turn", "step", "life"):
        if want[key] != got[key]:
            return f"{key}: phase {want[key]!r}, ours {got[key]!r}"
    a, b = set(want["cards"]), set(got["cards"])
    return f"cards: phase only {sorted(a - b)[:2]}, ours only {sorted(b - a)[:2]}"


def cls_detail(cls: str, detail: str) -> str:
    """The dedup key of a classified finding: its detail with object ids dropped."""
    import re

    return re.sub(r"\bo\d+\b", "o*", detail)
