"""What the differential oracle's two bridges share (phase.rs: :mod:`pyglue.research.phase_bridge`; python-mtg:
:mod:`pyglue.research.mtg_bridge`; docs/differential.md): the bridged position (:class:`Bridged`) and its gaps, the
tables that rename another engine's steps, mana and counters to ours, the pieces of a state document both write,
and the adapter base the runner drives (:class:`EngineAdapter`). Renaming only: nothing here decides anything
about the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import vocabulary

#: our steps in turn order (CR 500-514), each by its step's name (a main phase by its phase's) -> (phase, step)
STEPS: dict[str, tuple[str, str | None]] = {
    "untap": ("beginning", "untap"), "upkeep": ("beginning", "upkeep"), "draw": ("beginning", "draw"),
    "precombat_main": ("precombat_main", None), "beginning_of_combat": ("combat", "beginning_of_combat"),
    "declare_attackers": ("combat", "declare_attackers"), "declare_blockers": ("combat", "declare_blockers"),
    "combat_damage": ("combat", "combat_damage"), "end_of_combat": ("combat", "end_of_combat"),
    "postcombat_main": ("postcombat_main", None), "end": ("ending", "end"), "cleanup": ("ending", "cleanup"),
}
#: the five colors (CR 105.1) -> their mana symbols' letters; colorless mana is {C} (CR 107.4c)
COLORS: dict[str, str] = dict(zip(vocabulary.COLORS, "WUBRG"))
MANA: dict[str, str] = {**COLORS, "colorless": "C"}
#: the counters we can write (CR 122), by another engine's name of them lower-cased
COUNTERS = {"p1p1": "+1/+1", "+1/+1": "+1/+1", "m1m1": "-1/-1", "-1/-1": "-1/-1", "loyalty": "loyalty",
            "defense": "defense"}


@dataclass(frozen=True, order=True)
class Gap:
    """Something of the other engine's state or actions our format can't express (or the bridge doesn't yet):
    what, where."""

    kind: str
    detail: str

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "detail": self.detail}


@dataclass
class Bridged:
    """A position as our state document: ``doc`` (loads with ``state_from_document``), ``ids`` (the engine's id ->
    our id), ``gaps`` (what could not be mapped; the position is not compared when there is one)."""

    doc: dict[str, Any]
    ids: dict[Any, str]
    gaps: list[Gap] = field(default_factory=list)
    waiting: str = ""
    actor: int | None = None

    def our_id(self, pid: Any) -> str:
        return self.ids.get(pid, f"o{pid}")

    def object(self, oid: Any) -> dict[str, Any]:
        """Our object ``oid`` of the document ({} for none)."""
        return next((o for o in self.doc["objects"] if o["id"] == oid), {})


def player_name(seat: int) -> str:
    return f"p{seat}"


def bundled(library: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """``library``, or our bundled library (pyglue.cards) if None."""
    if library is None:
        from ..cards import library as cards
        return cards()
    return library


def document(turn: int, active: int, name: Any, table: Mapping[Any, tuple[str, str | None]], what: str,
             priority: str | None, gaps: list[Gap]) -> dict[str, Any]:
    """A state document with no players and objects yet, at the step the engine calls ``name`` (``table``: its
    step names -> ours); a step with no CR 500 step of ours is a gap (the document says the precombat main)."""
    step = table.get(name)
    if step is None:
        gaps.append(Gap("phase", f"{what} {name!r} has no CR 500 step here"))
        step = ("precombat_main", None)
    return {"turn": turn, "active_player": player_name(active), "phase": step[0], "step": step[1],
            "priority": priority, "players": [], "objects": [], "stack": []}


def counter_names(given: Any, gaps: list[Gap], where: str) -> dict[str, Any]:
    """The engine's counters (``(kind, count)`` pairs) in our names; a kind we can't write is a gap."""
    out: dict[str, Any] = {}
    for kind, n in given:
        if str(kind).lower() in COUNTERS:
            out[COUNTERS[str(kind).lower()]] = n
        else:
            gaps.append(Gap("counter", f"{where}: counter {kind!r}"))
    return out


def place(ob: dict[str, Any], zone: str, pos: int, **battlefield: Any) -> None:
    """``ob`` at ``pos`` of its ``zone``: its library position (0 the top), and on the battlefield each status given
    (None or False: none)."""
    if zone == "library":
        ob["library_position"] = pos
    if zone == "battlefield":
        ob.update((k, v) for k, v in battlefield.items() if v is not None and v is not False)


def token_copy(library: Mapping[str, Any], creator: str | None) -> dict[str, Any] | None:
    """The exceptions of the token copy the spell of ``creator`` (a card of ``library``) creates ({} for none; CR
    707.9b), or None if it has no such spell."""
    for ab in (library.get(creator) or {}).get("abilities") or [] if creator else []:
        eff = (ab.get("spell") or {}).get("effect") if isinstance(ab, dict) else None
        if isinstance(eff, dict) and "create_token_copy" in eff:
            return dict(eff.get("except") or {})
    return None


def copy_effect(card: str, exceptions: Mapping[str, Any] | None, **more: Any) -> dict[str, Any]:
    """Our copy effect of ``card`` (CR 707.2) with its ``exceptions`` (707.9b) when there are any."""
    return {"card": card, **more, **({"except": exceptions} if exceptions else {})}


def colors_of(cost: str) -> list[str]:
    """CR 202.2: a card's colors are those of the mana symbols of its mana cost (no color indicator here)."""
    return sorted(c for c, letter in COLORS.items() if letter in cost)


def translate(kind: Any, table: Mapping[Any, tuple[str, bool]], pid: Callable[[], Any], bridged: Bridged,
              cast_cost: Callable[[dict[str, Any], str], str | Gap], unknown: str) -> dict[str, Any] | Gap:
    """Our action for another engine's action ``kind`` by ``table`` (its kind -> our action and whether it names an
    object, ``pid()`` the engine's id of it); a kind the table lacks is the gap ``unknown``. A cast's cost follows
    from where the card is (CR 601.2b): ``cast_cost(ob, oid)``, a cost or the gap that stops it. Targets and modes
    are not part of the action (phase asks for them after the cast begins; python-mtg lists a move per choice)."""
    if kind not in table:
        return Gap("action", unknown)
    ours, named = table[kind]
    if not named:
        return {"action": ours}
    oid = bridged.our_id(pid())
    if ours != "cast":
        return {"action": ours, "object": oid}
    cost = cast_cost(bridged.object(oid), oid)
    return cost if isinstance(cost, Gap) else {"action": "cast", "object": oid, "cost": cost}


class EngineAdapter:
    """What the runner (:class:`pyglue.research.differential.Runner`) needs of another engine (phase.rs:
    :class:`~pyglue.research.phase_bridge.PhaseAdapter`; python-mtg: :class:`~pyglue.research.mtg_bridge.MtgAdapter`):
    ``new_game(deck, seed)``, ``decision(game)`` (seat to act, legal actions, whether compared; None: over),
    ``state(game)``, ``bridge(raw, library)``, ``move(game, actor, choice, raw)`` (an error or None), ``objects(raw)``,
    ``characteristics(o)``, ``has_prepare_spell(o)``, ``prepared_without_copy(raw)``, ``action_to_ours(a, bridged)``,
    ``action_json(a)``, ``may_declare(raw)``, ``minimize(raw)``; and the rest, whose defaults are here."""

    name = engine = bug_kind = state_file = ""
    #: ``classify_refusal(key, failures, bridged)``, for an engine whose extra legal actions are asked of our
    #: why-not (the class of the rule it names, or None); None: they are not asked
    classify_refusal: Any = None

    def __init__(self) -> None:
        #: what the runner saw create each token of the game being played (the engine keeps no copy effect on it)
        self.sources: dict[Any, Any] = {}

    def became_copy(self, o: Mapping[str, Any]) -> bool:
        return False

    def action_label(self, action: Any) -> str:
        """The kind of an action both list, beyond ours (``prepare_copy``), for the report."""
        return ""

    def classify_action(self, side: str, key: tuple[str, ...], bridged: Bridged,
                        raw: Any) -> tuple[str, str] | None:
        """A legal-action disagreement the engine explains: its class and detail, or None."""
        return None

    def classify_characteristic(self, key: str, ours: Mapping[str, Any], theirs: Mapping[str, Any], view: Any,
                                o: Mapping[str, Any], raw: Any) -> tuple[str, str] | None:
        return None

    def findings(self, raw: Any, bridged: Bridged) -> list[tuple[str, str]]:
        """Findings of a position the engine makes whatever its actions (class, detail)."""
        return []

    def saved(self) -> dict[str, Any]:
        """What else a reproducer's finding.json keeps to bridge its state again."""
        return {}

    def after(self, game: Any) -> Any:
        """The engine's state after a move, for (c) (None: not judged)."""
        return None
