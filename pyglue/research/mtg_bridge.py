"""A bridge to python-mtg (``pip install python-mtg``: a Datalog rules engine with a python-chess-style API) for
the differential runner (issue 24 item 5, docs/differential.md): its game state as our state document, its legal
moves as our actions, behind the same :class:`pyglue.research.differential.EngineAdapter` as phase.rs.

Nothing here decides anything about the game: it renames. What the bridge cannot express is a gap (listed, never
guessed). What python-mtg's design leaves out of a position is written in docs/differential.md: it has no stack
at a decision point (a spell is cast and resolved inside one move), no priority for the non-active player, and its
mana pool is restocked from the untapped sources at each decision point (so the bridge reads the lands, not the
pool). python-mtg is imported only in the functions that need it.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from collections.abc import Mapping
from typing import Any

from .bridge import (MANA, STEPS, Bridged, EngineAdapter, Gap, bundled, copy_effect, counter_names, document,
                     place, player_name, token_copy, translate)

SEATS = ("alice", "bob")
#: python-mtg's moves -> ours, and whether the move names an object (its third element). turn_face_up is no action
#: of ours: python-mtg offers it for a foretold card in exile (classified, not mapped away)
MOVES = {"pass": ("pass", False), "play": ("play", True), "cast": ("cast", True), "foretell": ("foretell", True),
         "turn_face_up": ("turn_face_up", True), "attack": ("declare_attackers", False),
         "block": ("declare_blockers", False)}


def _quiet(fn: Any, *a: Any, **k: Any) -> Any:
    """python-mtg narrates every event on stdout: keep it out of ours."""
    with contextlib.redirect_stdout(io.StringIO()):
        return fn(*a, **k)


def corpus_name(name: str, library: Mapping[str, Any]) -> str:
    """The name python-mtg's corpus gives a card of ours: a prepare card is "Creature // Spell"."""
    spell = (library.get(name) or {}).get("prepare")
    return f"{name} // {spell['name']}" if spell else name


def our_name(name: str, library: Mapping[str, Any]) -> str | None:
    """Our library's card for a python-mtg card name, or None."""
    if name in library:
        return name
    front = name.split(" // ")[0]
    return front if front in library and corpus_name(front, library) == name else None


def _ids(st: Mapping[str, Any], rel: str) -> set[Any]:
    """The first arguments of python-mtg's relation ``rel`` (the ids of a unary one: ``tapped``, ``is_token``...)."""
    return {r[0] for r in st.get(rel, set())}


def _our_id(cid: str) -> str:
    return "m_" + re.sub(r"[^A-Za-z0-9_]", "_", cid)


class MtgAdapter(EngineAdapter):
    """python-mtg behind the differential runner's engine interface. Games are played with explicit land drops
    and python-mtg's instant-speed windows (``explicit_lands``, ``instant_speed``), both seats from one list.
    ``sources``: token id -> (the card whose spell created it, the id of the object it copied)."""

    name = "mtg"
    engine = "python-mtg 0.1.1 (Datalog)"
    bug_kind = "python_mtg_bug"
    state_file = "mtg_state.json"

    def __init__(self, library: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.library = bundled(library)
        #: foretold card id -> the turn it was foretold (python-mtg keeps only that it was)
        self.foretold: dict[str, int] = {}

    def new_game(self, deck: Mapping[str, int], seed: int) -> Any:
        import mtg  # optional extra

        cards = [corpus_name(n, self.library) for n, k in sorted(deck.items()) for _ in range(k)]
        self.sources, self.foretold = {}, {}
        return _quiet(mtg.Game, {SEATS[0]: cards, SEATS[1]: list(cards)}, seed=seed, explicit_lands=True,
                      instant_speed=True)

    def saved(self) -> dict[str, Any]:
        """Written with a reproducer: the foretell turns the runner saw (python-mtg keeps none)."""
        return {"foretold": dict(sorted(self.foretold.items()))}

    def restore(self, finding: Mapping[str, Any]) -> None:
        """What a reproducer's finding.json saved (:meth:`saved`, the token sources), for replaying it."""
        self.sources = {k: (v[0], v[1]) for k, v in (finding.get("token_sources") or {}).items()}
        self.foretold = {k: int(v) for k, v in (finding.get("foretold") or {}).items()}

    def decision(self, game: Any) -> tuple[int, list[Any], bool] | None:
        """Every python-mtg decision point is compared: a priority window of the active player (its only kind),
        or a declaration (attackers by the active player, blockers by the defending player)."""
        if game.is_game_over():
            return None
        moves = game.legal_moves
        if not moves:
            return None
        return SEATS.index(game.turn), moves, True

    def state(self, game: Any) -> dict[str, Any]:
        """The position: python-mtg's state (its relations, never changed in place by a move), the engine's derived
        characteristics of the permanents (one evaluation), the seat to act and a copy of the game (for the
        reproducer)."""
        from mtg import driver

        st = game.state
        out = _quiet(driver.run, st, ["controls", "creature", "power", "eff_toughness", "printed_type",
                                      "printed_subtype", "printed_color"])
        return {"state": st, "derived": out, "actor": SEATS.index(game.turn), "game": game.copy(),
                "turn": int(st.get("_turn", 0)) + 1}

    def bridge(self, raw: Mapping[str, Any], library: Mapping[str, Any]) -> Bridged:
        """Our document of a position (:meth:`state`), or of a saved one (:meth:`minimize`: a serialized game)."""
        if "game" not in raw:
            import mtg

            raw = self.state(mtg.Game.deserialize(json.dumps(raw)))
        return to_document(raw, library, self.sources, self.foretold)

    def move(self, game: Any, actor: int, choice: Any, raw: Any) -> str | None:
        st = game.state
        before = _ids(st, "is_token")
        kind = choice.raw[0]
        try:
            _quiet(game.push, choice)
        except Exception as exc:  # noqa: BLE001 - python-mtg refusing its own legal move is a finding
            return f"{kind}: {type(exc).__name__}: {str(exc)[:120]}"
        made = _ids(game.state, "is_token") - before
        if kind == "cast":
            creator = our_name(game.name(choice.raw[2]), self.library) or game.name(choice.raw[2])
            target = (choice.raw[3] or {}).get("target") if isinstance(choice.raw[3], dict) else None
            for tid in made:
                self.sources[tid] = (creator, target if isinstance(target, str) else None)
        if kind == "foretell":
            self.foretold[choice.raw[2]] = int(st.get("_turn", 0)) + 1
        return None

    # -- python-mtg-side reads of one position -----------------------------------------------------------------
    @staticmethod
    def objects(raw: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
        """The permanents, each as its derived characteristics in our keys (python-mtg's names them)."""
        st, out = raw["state"], raw["derived"]
        creatures = {c for (c,) in out["creature"]}
        power = {c: int(n) for (c, n) in out["power"]}
        toughness = {c: int(n) for (c, n) in out["eff_toughness"]}
        group: dict[str, dict[str, list[str]]] = {"types": {}, "subtypes": {}, "colors": {}}
        for key, rel in (("types", "printed_type"), ("subtypes", "printed_subtype"), ("colors", "printed_color")):
            for c, v in out[rel]:
                group[key].setdefault(c, []).append(v)
        tokens = _ids(st, "is_token")
        inst = dict(st.get("instance_of", set()))
        objs = {}
        for (c,) in st.get("on_battlefield", set()):
            objs[c] = {"id": c, "slug": inst.get(c), "token": c in tokens,
                       "types": sorted(group["types"].get(c, [])),
                       "subtypes": sorted(s.capitalize() for s in group["subtypes"].get(c, [])),
                       "colors": sorted(group["colors"].get(c, [])),
                       "power": power.get(c) if c in creatures else None,
                       "toughness": toughness.get(c) if c in creatures else None}
        return objs

    characteristics = staticmethod(lambda o: {k: o[k] for k in ("types", "subtypes", "colors", "power", "toughness")})

    @staticmethod
    def has_prepare_spell(o: Mapping[str, Any]) -> bool:
        """A card keeps its prepare spell (python-mtg's card is "Creature // Spell"); python-mtg's token copy is a
        token of its own (no copied card), so it has none."""
        return not o.get("token")

    @staticmethod
    def prepared_without_copy(raw: Mapping[str, Any]) -> list[str]:
        """Every prepared permanent: python-mtg never makes the copy of the prepare spell in exile (its
        effect_handlers/prepare.py: the state alone is kept)."""
        st = raw["state"]
        return sorted(_ids(st, "prepared") & _ids(st, "on_battlefield"))

    @staticmethod
    def action_to_ours(move: Any, bridged: Bridged) -> dict[str, Any] | Gap:
        """Our action for a python-mtg move (its ``raw`` tuple), :data:`MOVES`; a cast from the hand for its mana
        cost, from a graveyard for flashback (CR 601.2b, 702.34a)."""
        a = getattr(move, "raw", move)
        if a[0] == "tap_mana":
            return Gap("action", "tap_mana: every mana source tapped at once, the mana floating (a bundle of mana "
                                 "abilities; our actions activate none outside a cost)")
        return translate(a[0], MOVES, lambda: a[2], bridged, lambda ob, oid: {"hand": "mana", "graveyard": "flashback"}
                         .get(ob.get("zone")) or Gap("action", f"cast of {oid} from {ob.get('zone')}"),
                         f"python-mtg move {a[0]}")

    @staticmethod
    def action_json(move: Any) -> Any:
        a = getattr(move, "raw", move)
        return json.loads(json.dumps(a, default=lambda x: sorted(x, key=str) if isinstance(x, (set, frozenset))
                                     else str(x)))

    @staticmethod
    def may_declare(raw: Mapping[str, Any]) -> tuple[str, set[str]] | None:
        """At a declaration: the creatures python-mtg lets attack (in any of its attack moves) or block."""
        step = next(iter(raw["state"].get("current_step", {("",)})))[0]
        moves = [m.raw for m in raw["game"].legal_moves]
        if step == "declare_attackers":
            return "attackers", {c for m in moves if m[0] == "attack" for c in m[1]}
        if step == "declare_blockers":
            return "blockers", {b for m in moves if m[0] == "block" for (b, _a) in m[1]}
        return None

    @staticmethod
    def classify_action(side: str, key: tuple[str, ...], bridged: Bridged,
                        raw: Mapping[str, Any]) -> tuple[str, str] | None:
        """A legal-action disagreement python-mtg's design explains (see the classes in pyglue.research.differential):
        from its position, then from our document (our side's cast of the exiled copy of a prepared permanent's
        spell, or of a card with flash outside a main phase; our foretelling with a permanent that makes it cost
        less)."""
        if side == "phase_only" and key[0] == "turn_face_up":
            return "foretold_card_turned_face_up", "turn a foretold card in exile face up"
        if side == "ours_only" and key[0] == "cast" and key[2] == "foretell":
            return "foretold_card_not_castable", "cast a foretold card from exile for its foretell cost"
        if side == "ours_only" and key[0] == "cast" and key[2] == "flashback":
            return "flashback_not_castable", "cast a card with flashback from its owner's graveyard"
        step = next(iter(raw["state"].get("current_step") or {("",)}))[0]
        if side == "ours_only" and key[0] == "foretell" and step not in ("precombat_main", "postcombat_main"):
            return "foretell_only_in_main_phase", f"foretell in the {step} step"
        if side == "ours_only" and key[0] == "foretell":
            actor = bridged.doc.get("priority")
            for o in bridged.doc["objects"]:
                abilities = (_library_card(o) or {}).get("abilities", [])
                if o["zone"] == "battlefield" and o.get("controller") == actor and any(
                        isinstance(a, dict) and "foretell_costs_less" in a for a in abilities):
                    return "foretell_cost_reduction_ignored", f"foretell with {o.get('card')} on the battlefield"
        if side == "ours_only" and key[0] == "cast":
            ob = bridged.object(key[1])
            step = bridged.doc.get("step")
            if ob.get("zone") == "hand" and step is not None and "flash" in (_library_card(ob) or {}).get(
                    "abilities", []):
                return "flash_not_instant_speed", f"cast {ob.get('card')} (flash) in the {step} step"
            if ob.get("zone") == "battlefield":  # (the key of a prepare copy's cast names its permanent)
                return "prepare_copy_not_castable", f"cast the prepare copy of {ob.get('card') or key[1]}"
        return None

    @staticmethod
    def classify_refusal(key: tuple[str, ...], failures: list[tuple[str, str]],
                         bridged: Bridged) -> tuple[str, str] | None:
        """python-mtg lists an action our rules forbid: the class of the rule our why-not names."""
        ob = bridged.object(key[1])
        for why, rule in failures:
            if why.startswith("no_legal_target") and rule.startswith("601.2c"):
                return "cast_without_legal_target", f"cast {ob.get('card') or key[1]} with no legal target"
        return None

    @staticmethod
    def classify_characteristic(key: str, ours: Mapping[str, Any], theirs: Mapping[str, Any], view: Any,
                                o: Mapping[str, Any], raw: Mapping[str, Any]) -> tuple[str, str] | None:
        if key == "colors" and "land" in (ours.get("types") or []) and not ours.get("mana_cost") and not ours[key]:
            return "land_has_color", f"colors of {ours['name']}: python-mtg {theirs[key]!r}"
        if o.get("token") and str(o["id"]).startswith("copy_of_"):
            return "token_copy_not_a_copy", f"{key} of python-mtg's token {o['id'].split('#')[0]}"
        return None

    def findings(self, raw: Mapping[str, Any], bridged: Bridged) -> list[tuple[str, str]]:
        """python-mtg's token copies that copy nothing (a finding per position that has one)."""
        return [("token_copy_not_a_copy", f"token {o['characteristics']['name'].split('#')[0]} made by {self.sources[c][0]}")
                for c, oid in bridged.ids.items() for o in bridged.doc["objects"]
                if o["id"] == oid and o.get("token") and "characteristics" in o and c in self.sources]

    # after(): (c) is not judged for python-mtg: one of its moves is several of ours (a cast resolves in it and the
    # game runs on to the next decision point)

    @staticmethod
    def minimize(raw: Mapping[str, Any]) -> Any:
        """The position as python-mtg serializes it (``mtg.Game.deserialize`` loads it)."""
        return json.loads(raw["game"].serialize())


def to_document(raw: Mapping[str, Any], library: Mapping[str, Any] | None = None,
                sources: Mapping[str, tuple[str, str | None]] | None = None,
                foretold: Mapping[str, int] | None = None) -> Bridged:
    """Our state document for a python-mtg position (:meth:`MtgAdapter.state`, or a serialized game's)."""
    library = bundled(library)
    st = raw["state"]
    game = raw["game"]
    gaps: list[Gap] = []
    ids: dict[str, str] = {}
    step_name = next(iter(st.get("current_step") or {("",)}))[0]
    active = next(iter(st["active_player"]))[0]
    declaring = step_name in ("declare_attackers", "declare_blockers")
    doc = document(raw.get("turn", int(st.get("_turn", 0)) + 1), SEATS.index(active), step_name, STEPS, "step",
                   None if declaring else player_name(raw["actor"]), gaps)
    # python-mtg's pool at a decision point is its untapped sources' mana (restocked, the sources left untapped)
    # plus the mana floated by its tap_mana move: only the floated mana is in a pool. A pool that is not that sum
    # (seen after tap_mana) is a gap, not guessed.
    from mtg import driver

    pool = {c: n for (q, c, n) in st.get("mana_pool", set()) if q == active and n}
    resolved = _quiet(driver._resolve_pool, st, active)
    if resolved is not None and pool != {c: n for c, n in resolved[0].items() if n}:
        gaps.append(Gap("mana_pool", f"{active}: python-mtg's pool {sorted(pool.items())} is not its untapped "
                                     f"sources' mana and floating mana {sorted(resolved[0].items())}"))
    life = dict(st.get("life", set()))
    played = _ids(st, "_land_played")
    floating: dict[str, str] = {}
    for row in st.get("floating_mana", set()):
        p, color, n = row
        letter = MANA.get(color)
        if letter is None:
            gaps.append(Gap("mana_pool", f"{p}: floating mana {row!r}"))
            continue
        floating[p] = floating.get(p, "") + ("{" + letter + "}") * int(n)
    for i, p in enumerate(SEATS):
        # the pool python-mtg restocks from the untapped sources at each decision point is their mana, not mana in
        # a pool (the sources stay untapped): only mana floated by its tap_mana move is in a pool
        doc["players"].append({"name": player_name(i), "life": life.get(p, 20), "mana_pool": floating.get(p, ""),
                               "lands_played": 1 if p in played else 0})
    owner = {c: p for (p, c) in st.get("printed_control", set())}
    controls = {c: p for (p, c) in raw["derived"]["controls"]}
    tokens, sick, tapped, prepared, face_down, marked = (
        _ids(st, rel) for rel in ("is_token", "_sick", "tapped", "prepared", "face_down", "_foretold"))
    attacks = {c: p for (c, p) in st.get("attacks", set())} if step_name == "declare_blockers" else {}
    counters: dict[str, dict[str, int]] = {}
    for row in st.get("counter", set()):
        counters.setdefault(row[0], {}).update(counter_names([(str(row[1]), int(row[-1]))], gaps, row[0]))
    zones: list[tuple[str, list[str]]] = []
    for p in SEATS:
        lib = [c for c in (st.get("_lib_order") or {}).get(p, []) if (p, c) in st.get("in_library", set())]
        if len(lib) != sum(1 for (q, _c) in st.get("in_library", set()) if q == p):
            gaps.append(Gap("library", f"{p}: the library's order is not known"))
        zones.append(("library", lib))
        zones.append(("hand", sorted(c for (q, c) in st.get("in_hand", set()) if q == p)))
    for zone, rel in (("battlefield", "on_battlefield"), ("graveyard", "graveyard"), ("exile", "exile")):
        zones.append((zone, sorted(_ids(st, rel))))
    for zone, lst in zones:
        for pos, c in enumerate(lst):
            oid = ids[c] = _our_id(c)
            own = owner.get(c) or controls.get(c)
            if own not in SEATS:
                gaps.append(Gap("owner", f"{oid}: no owner"))
                continue
            ob: dict[str, Any] = {"id": oid, "zone": zone, "owner": player_name(SEATS.index(own)),
                                  "controller": player_name(SEATS.index(controls.get(c, own)))}
            name = game.name(c)
            if c in tokens:
                ob["token"] = True
                creator, target = (sources or {}).get(c, (None, None))
                made = token_copy(library, creator)
                copied = our_name(game.name(target), library) if target else None
                if made is not None and copied and target not in tokens:
                    ob["copy_effects"] = [copy_effect(copied, made)]
                elif made is not None and c.startswith("copy_of_"):
                    # python-mtg's "copy" token copies nothing (a finding, MtgAdapter.findings): it is written as
                    # the token python-mtg made, with its own values, so that the rest of the position is compared
                    ob["characteristics"] = _token_values(c, name, raw["derived"])
                else:
                    gaps.append(Gap("token", f"{oid}: token {name!r} created by {creator!r}: not a copy of a card "
                                             "of ours the runner saw it copy"))
            else:
                card = our_name(name, library)
                if card is None:
                    gaps.append(Gap("card", f"{oid}: card {name!r} is not in our bundled library"))
                else:
                    ob["card"] = card
            place(ob, zone, pos, tapped=c in tapped, summoning_sick=c in sick,
                  designations=["prepared"] if c in prepared else None,
                  attacking=c in attacks and (player_name(SEATS.index(attacks[c])) if attacks[c] in SEATS else True))
            if counters.get(c):
                ob["counters"] = counters[c]
            if zone == "exile" and c in face_down:
                ob["face_down"] = True
                if c in marked:
                    if c in (foretold or {}):
                        ob["foretold"] = {"turn": foretold[c]}  # type: ignore[index]
                    else:
                        gaps.append(Gap("foretold", f"{oid}: foretold on a turn the runner did not see"))
            doc["objects"].append(ob)
    if attacks:
        doc["attackers_declared"] = True
    return Bridged(doc=doc, ids=ids, gaps=sorted(set(gaps)), waiting=step_name, actor=raw["actor"])


def _token_values(c: str, name: str, derived: Mapping[str, Any]) -> dict[str, Any]:
    """A python-mtg token's own values in our characteristic keys (its printed types and colors; power and
    toughness when it is a creature). Its subtype (the slug of the phrase that made it) is no subtype of ours."""
    types = sorted(t for (x, t) in derived["printed_type"] if x == c)
    out: dict[str, Any] = {"name": name, "types": types}
    colors = sorted(v for (x, v) in derived["printed_color"] if x == c)
    if colors:
        out["colors"] = colors
    if any(x == c for (x,) in derived["creature"]):
        out["power"] = next((int(n) for (x, n) in derived["power"] if x == c), 0)
        out["toughness"] = next((int(n) for (x, n) in derived["eff_toughness"] if x == c), 0)
    return out


def _library_card(ob: Mapping[str, Any]) -> Mapping[str, Any] | None:
    from ..cards import library

    return library().get(ob.get("card") or "")
