"""A bridge to phase.rs (the ``phase-python`` bindings): its game state as our state document, its legal
actions as ours and back (issue 24, docs/differential.md).

Nothing here decides anything about the game: it renames. Every value the bridge cannot express exactly in
our state format is a *gap* (``Gap``), listed, never guessed; a position with a gap is not compared.

- :func:`card_data` builds phase's card database (its ``card-data.json`` shape) from cards of OUR bundled
  library, so both engines read the same Oracle text (phase parses it with its own parser).
- :func:`to_document` turns ``Game.state()`` into a state document (docs/state_format.md), with the map
  from phase's object ids to ours.
- :func:`action_to_ours` / :func:`action_to_phase` map one action each way.

phase-python is an optional extra (``pip install "mtgasp[phase]"``); this module imports it only in the
functions that need it.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from .bridge import (COLORS, MANA, STEPS, Bridged, EngineAdapter, Gap, bundled, colors_of, copy_effect,
                     counter_names, document, place, player_name, token_copy, translate)

#: phase's phase names, in turn order -> our (phase, step) (CR 500-514)
PHASES = dict(zip(("Untap", "Upkeep", "Draw", "PreCombatMain", "BeginCombat", "DeclareAttackers", "DeclareBlockers",
                   "CombatDamage", "EndCombat", "PostCombatMain", "End", "Cleanup"), STEPS.values()))
ZONES = {z.capitalize(): z for z in ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")}
#: phase's casting variants -> our cast cost (CR 601.2b, 702.143, 702.34)
CAST_WITH = {"Normal": "mana", "Foretell": "foretell", "Flashback": "flashback", "JumpStart": "jump_start"}
#: phase's color names -> ours, and its mana units' colors -> our mana symbols' letters
COLOR_NAMES = {c.capitalize(): c for c in COLORS}
SHARDS = {c.capitalize(): letter for c, letter in MANA.items()}
#: phase's actions -> ours, and whether the action names an object (its data's ``object_id``)
ACTIONS = {"PassPriority": ("pass", False), "PlayLand": ("play", True), "CastSpell": ("cast", True),
           "Foretell": ("foretell", True), "DeclareAttackers": ("declare_attackers", False),
           "DeclareBlockers": ("declare_blockers", False)}


# --- cards -----------------------------------------------------------------------------------------------------

def _mtgjson_face(card: Mapping[str, Any], layout: str) -> dict[str, Any]:
    """One face of our library card in the MTGJSON atomic shape phase's ``build_oracle_face`` reads."""
    face = {"name": card["name"], "manaCost": card.get("mana_cost", ""), "text": card.get("oracle", ""),
            "types": [t.capitalize() for t in card.get("types", [])],
            "subtypes": list(card.get("subtypes", [])),
            "supertypes": [t.capitalize() for t in card.get("supertypes", [])],
            "layout": layout, "colors": _letters(card), "colorIdentity": _letters(card), "identifiers": {},
            "manaValue": 0,
            "type": " ".join(card.get("types", []))}
    for key in ("power", "toughness", "loyalty", "defense"):
        if key in card:
            face[key] = str(card[key])
    return face


def _letters(card: Mapping[str, Any]) -> list[str]:
    """The card's colors as MTGJSON letters: its color indicator, else its mana cost's colors (CR 202.2)."""
    named = card.get("colors") or card.get("color_indicator") or colors_of(card.get("mana_cost", ""))
    return sorted(COLORS[c] for c in named if c in COLORS)


def card_data(names: Iterable[str], library: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """phase's card database (``card-data.json``) for ``names``, built from our bundled library (pyglue.cards).

    Only the named cards are loaded: phase keys faces by name, so a prepare spell that reprints an older card
    (Jump, Regrowth) would otherwise be shadowed by the older card. A prepare card's two faces share one oracle
    id, as phase needs to give the permanent its spell (``back_face``). phase parses the Oracle text itself
    (``build_oracle_face_multi``: keywords from the text)."""
    from phase import build_oracle_face_multi  # optional extra

    library = bundled(library)
    out: dict[str, Any] = {}
    for name in sorted(set(names)):
        card = library[name]
        oid = str(uuid.uuid5(uuid.NAMESPACE_URL, "mtgasp:" + name))
        if "prepare" in card:
            for i, face in enumerate((card, card["prepare"])):
                entry = dict(build_oracle_face_multi(_mtgjson_face(face, "prepare"), oid))
                entry.update(layout="prepare", face_index=i)
                out[face["name"].lower()] = entry
        else:
            out[name.lower()] = dict(build_oracle_face_multi(_mtgjson_face(card, "normal"), oid))
    return out


def engine_for(names: Iterable[str]) -> Any:
    """A phase ``Engine`` that knows ``names`` (and nothing else)."""
    from phase import Engine

    return Engine.from_json(json.dumps(card_data(names)))


# --- state -----------------------------------------------------------------------------------------------------

def _cost(mc: Any) -> str | None:
    if not isinstance(mc, dict) or mc.get("type") != "Cost":
        return None
    out = f"{{{mc['generic']}}}" if mc.get("generic") else ""
    for s in mc.get("shards", []):
        if s not in SHARDS:
            return None
        out += "{" + SHARDS[s] + "}"
    return out


def _targets(ob: dict[str, Any], ab: Mapping[str, Any], ids: Mapping[int, str], gaps: list[Gap]) -> None:
    """The targets of a spell or ability on the stack (objects and players), on ``ob``; any other is a gap."""
    targets = [ids.get(t["Object"], f"o{t['Object']}") if isinstance(t, dict) and "Object" in t else
               player_name(t["Player"]) if isinstance(t, dict) and "Player" in t else None
               for t in ab.get("targets") or []]
    if None in targets:
        gaps.append(Gap("target", f"{ob['id']}: a target that is neither an object nor a player"))
    if targets:
        ob["targets"] = [t for t in targets if t]


def _zones(st: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """phase's zones but the stack, each with its object ids in order (a library's top first)."""
    return [(z, p.get(z) or []) for p in st["players"] for z in ("library", "hand", "graveyard")] + \
        [("battlefield", st.get("battlefield") or []), ("exile", st.get("exile") or [])]


def to_document(state: Mapping[str, Any], library: Mapping[str, Any] | None = None,
                token_sources: Mapping[int, str] | None = None) -> Bridged:
    """Our state document for phase's ``Game.state()`` (or its ``state`` member); see the module docstring.

    ``token_sources`` names, for a token phase created, the card whose spell created it (the runner sees it
    resolve): phase keeps no copy effect on a token copy, so the copy effect is rebuilt from that card's own
    ``create_token_copy`` ability (our reading of its text); a token of unknown origin is a gap."""
    library = bundled(library)
    st = state.get("state", state)
    gaps: list[Gap] = []
    objs: dict[str, Any] = st["objects"]
    ids = {int(k): f"o{k}" for k in objs}
    wf = st.get("waiting_for") or {}
    waiting = wf.get("type", "")
    actor = (wf.get("data") or {}).get("player") if isinstance(wf.get("data"), dict) else None
    doc = document(st.get("turn_number", 1), st["active_player"], st.get("phase"), PHASES, "phase",
                   player_name(actor) if waiting == "Priority" and actor is not None else None, gaps)
    if waiting not in ("Priority", "DeclareAttackers", "DeclareBlockers", "GameOver"):
        gaps.append(Gap("decision", f"phase waits for {waiting}: a choice inside an action, which our actions "
                                    "carry whole (the position is compared only through its action)"))
    if waiting == "GameOver":
        doc["game_over"] = True
    passes = st.get("priority_passes") or []
    if passes and isinstance(passes, list) and all(isinstance(p, int) for p in passes):
        doc["passed"] = sorted({player_name(p) for p in passes})
    for p in st["players"]:
        pool = ""
        for unit in (p.get("mana_pool") or {}).get("mana", []):
            color = unit.get("color") if isinstance(unit, dict) else None
            if color not in SHARDS:
                gaps.append(Gap("mana_pool", f"p{p['id']}: mana {json.dumps(unit)[:80]}"))
                continue
            pool += "{" + SHARDS[color] + "}"
        doc["players"].append({"name": player_name(p["id"]), "life": p["life"], "mana_pool": pool,
                               "lands_played": p.get("lands_played_this_turn", 0)})
    combat = st.get("combat") or {}
    attacking, blocking = _combat(combat, ids, gaps)
    if attacking:
        doc["attackers_declared"] = True  # CR 508.8: else the declare blockers and combat damage steps are skipped
    stack_entries = st.get("stack") or []
    for entry in stack_entries:
        if (entry.get("kind") or {}).get("type") not in ("Spell", "TriggeredAbility"):
            gaps.append(Gap("stack", f"stack entry of kind {(entry.get('kind') or {}).get('type')}: an ability on "
                                     "the stack (our `ability:` object) is not bridged yet"))
    for zone, lst in _zones(st):
        for pos, pid in enumerate(lst):
            o = objs.get(str(pid))
            if o is None:
                gaps.append(Gap("object", f"{zone} lists {pid}, not an object"))
                continue
            doc["objects"].append(_object(o, zone, pos, ids, library, gaps, attacking, blocking, token_sources,
                                          st.get("transient_continuous_effects")))
    for entry in stack_entries:
        kind = entry.get("kind") or {}
        if kind.get("type") == "TriggeredAbility":
            ob = _triggered(entry, objs, ids, doc["objects"], library, gaps)
            if ob is not None:
                doc["objects"].append(ob)
                doc["stack"].append(ob["id"])
            continue
        if kind.get("type") != "Spell":
            continue
        data = kind.get("data") or {}
        o = objs.get(str(entry.get("id")))
        if o is None:
            gaps.append(Gap("stack", f"spell {entry.get('id')} is not an object"))
            continue
        if o.get("is_copy") and not o.get("is_token"):
            ob = _spell_copy(o, objs, ids, library, gaps)
        else:
            ob = _object(o, "stack", 0, ids, library, gaps, attacking, blocking, token_sources)
        _targets(ob, data.get("ability") or {}, ids, gaps)
        ab = data.get("ability") or {}
        variant = data.get("casting_variant", "Normal")
        if variant in CAST_WITH:
            ob["cast_with"] = CAST_WITH[variant]
        else:
            gaps.append(Gap("cast_with", f"{ob['id']}: casting variant {variant!r}"))
        src = (ab.get("context") or {}).get("cast_from_zone") or o.get("cast_from_zone")
        if src in ZONES:
            ob["cast_from"] = ZONES[src]
        doc["objects"].append(ob)
        doc["stack"].append(ob["id"])
    return Bridged(doc=doc, ids=ids, gaps=sorted(set(gaps)), waiting=waiting, actor=actor)


def _spell_copy(o: Mapping[str, Any], objs: Mapping[str, Any], ids: Mapping[int, str], library: Mapping[str, Any],
                gaps: list[Gap]) -> dict[str, Any]:
    """A copy of a spell on the stack (CR 707.10) as our spell-copy object. phase makes one kind: the copy of a
    prepared permanent's prepare spell being cast (``prepared_copy_source``, CR 722.3c). It becomes ours as the
    exiled prepare copy our rules make and cast: a copy (``copy: true``) linked to the permanent
    (``prepare_copy_of``) whose copy effect holds only the prepare spell's characteristics, fixed as the copy
    was made (CR 707.2b): the prepare spell of the permanent's card in our library. Any other copy of a spell, or
    a permanent that is no card of ours with that spell, is a gap."""
    oid = ids[o["id"]]
    ob: dict[str, Any] = {"id": oid, "zone": "stack", "owner": player_name(o["owner"]),
                          "controller": player_name(o.get("controller", o["owner"])),
                          "timestamp": int(o.get("timestamp") or 0), "copy": True}
    sid = o.get("prepared_copy_source")
    src = objs.get(str(sid)) if isinstance(sid, int) else None
    if src is None:
        gaps.append(Gap("copy", f"{oid}: a copy of a spell that is not a prepare copy (707.10): not bridged yet"))
        return ob
    name = (src.get("base_printed_ref") or src.get("printed_ref") or {}).get("face_name") or src.get("base_name")
    spell = (library.get(name) or {}).get("prepare")
    copied = (o.get("base_printed_ref") or {}).get("face_name") or o.get("base_name")
    if src.get("is_token") or src.get("layer1_copy_effect") or not spell or spell.get("name") != copied:
        gaps.append(Gap("copy", f"{oid}: a copy of {copied!r}, the prepare spell of {name!r}: not that card's own "
                                "prepare spell in our library (not guessed)"))
        return ob
    values = {k: v for k, v in spell.items() if k not in ("oracle", "color_indicator")}
    values["colors"] = list(spell.get("colors") or spell.get("color_indicator") or colors_of(spell["mana_cost"]))
    ob["prepare_copy_of"] = ids[sid]
    ob["copy_effects"] = [{"prepare_of": ids[sid], "values": values, "timestamp": ob["timestamp"]}]
    return ob


def _triggered(entry: Mapping[str, Any], objs: Mapping[str, Any], ids: Mapping[int, str],
               bridged: list[dict[str, Any]], library: Mapping[str, Any], gaps: list[Gap]) -> dict[str, Any] | None:
    """A triggered ability on the stack as our ``ability:`` object (CR 113.1c, 603.3): its source and its text,
    which is the source card's triggered ability when that card has exactly one (else a gap: not guessed)."""
    ab = ((entry.get("kind") or {}).get("data") or {}).get("ability") or {}
    sid = ab.get("source_id")
    src = next((o for o in bridged if o["id"] == ids.get(sid)), None) if isinstance(sid, int) else None
    name = (src or {}).get("card") or ((src or {}).get("copy_effects") or [{}])[0].get("card")
    terms = [a for a in (library.get(name) or {}).get("abilities") or [] if isinstance(a, dict) and "trigger" in a]
    oid = f"o{entry.get('id')}"
    if len(terms) != 1:
        gaps.append(Gap("stack", f"{oid}: a triggered ability of {name or sid!r}, which has {len(terms)} triggered "
                                 "abilities in our library: which one is not guessed"))
        return None
    ob: dict[str, Any] = {"id": oid, "zone": "stack", "owner": player_name(entry.get("controller", 0)),
                          "controller": player_name(entry.get("controller", 0)),
                          "ability": {"source": ids[sid], "text": terms[0]}}
    there = objs.get(str(sid)) or {}
    if there.get("zone") != "Battlefield" or there.get("incarnation") != ab.get("source_incarnation", there.get(
            "incarnation")):
        ob["ability"]["source_left"] = True  # CR 400.7
    _targets(ob, ab, ids, gaps)
    return ob


def _combat(combat: Mapping[str, Any], ids: Mapping[int, str], gaps: list[Gap]
            ) -> tuple[dict[str, str], dict[str, list[str]]]:
    attacking: dict[str, str] = {}
    blocking: dict[str, list[str]] = {}
    for a in combat.get("attackers") or []:
        if not isinstance(a, dict) or "object_id" not in a:
            gaps.append(Gap("combat", f"attacker {json.dumps(a)[:80]}"))
            continue
        tgt = a.get("defending_player")
        oid = ids.get(a["object_id"], f"o{a['object_id']}")
        attacking[oid] = player_name(tgt) if isinstance(tgt, int) else ""
        if a.get("blocked"):
            blocking.setdefault("blocked", []).append(oid)
    for b, atts in (combat.get("blocker_to_attacker") or {}).items():
        blocking[ids.get(int(b), f"o{b}")] = [ids.get(x, f"o{x}") for x in (atts if isinstance(atts, list) else [atts])]
    return attacking, blocking


def _object(o: Mapping[str, Any], zone: str, pos: int, ids: Mapping[int, str], library: Mapping[str, Any],
            gaps: list[Gap], attacking: Mapping[str, str], blocking: Mapping[str, list[str]],
            token_sources: Mapping[int, str] | None = None,
            effects: list[Any] | None = None) -> dict[str, Any]:
    oid = ids[o["id"]]
    ob: dict[str, Any] = {"id": oid, "zone": zone, "owner": player_name(o["owner"]),
                          "controller": player_name(o.get("controller", o["owner"])),
                          "timestamp": int(o.get("timestamp") or 0)}
    printed = (o.get("base_printed_ref") or o.get("printed_ref") or {}).get("face_name") or o.get("base_name")
    name = o.get("base_name") or printed
    front = printed if printed in library else name
    if o.get("is_token"):
        ob["token"] = True
        # phase keeps no copy effect on a token copy (its copiable values are baked into its base values): the
        # copy effect is the creating card's (CR 707.2, 707.9b), its exceptions from that card's ability
        creator = (token_sources or {}).get(o["id"])
        made = token_copy(library, creator)
        if name in library and made is not None:
            ob["copy_effects"] = [copy_effect(name, made, timestamp=ob["timestamp"])]
        else:
            why = (f"created by {creator!r}, which makes no token copy here" if creator else "created by an effect "
                   "the runner did not see resolve") if name in library else "not a card of our library"
            gaps.append(Gap("token", f"{oid}: token {name!r}: {why}"))
            ob["characteristics"] = {k: v for k, v in phase_characteristics(o, base=True).items()
                                     if v not in (None, [])}
    elif front in library:
        ob["card"] = front
    else:
        gaps.append(Gap("card", f"{oid}: card {name!r} is not in our bundled library"))
    if o.get("is_copy") and not o.get("is_token"):
        gaps.append(Gap("copy", f"{oid}: a copy of a card or spell (is_copy) is not bridged yet"))
    if o.get("layer1_copy_effect"):
        made = _copy_of_card(o, effects or [], library)
        if made is None:
            gaps.append(Gap("copy_effect", f"{oid}: a layer-1 copy effect that copies no card of our library "
                                           "(or has exceptions): not bridged"))
        else:
            ob["copy_effects"] = [{"card": made, "timestamp": ob["timestamp"]}]
    if o.get("face_down"):
        ob["face_down"] = True
    place(ob, zone, pos, tapped=bool(o.get("tapped")), damage=o.get("damage_marked") or None,
          summoning_sick=bool(o.get("summoning_sick")), designations=["prepared"] if o.get("prepared") else None,
          attacking=oid in attacking and (attacking[oid] or True), blocking=blocking.get(oid),
          blocked=oid in blocking.get("blocked", []))  # (blocked: CR 509.1h)
    counters = counter_names((o.get("counters") or {}).items(), gaps, oid)
    if counters:
        ob["counters"] = counters
    for perm in o.get("casting_permissions") or []:
        if isinstance(perm, dict) and perm.get("type") == "Foretold" and zone == "exile":
            # CR 702.143a: foretold on that turn; a cost other than the card's own is one an effect gave (702.143d)
            ob["foretold"] = {"turn": perm.get("turn_foretold", 0)}
            own = [a.get("foretell") for a in (library.get(front) or {}).get("abilities", [])
                   if isinstance(a, dict) and "foretell" in a]
            cost = _cost(perm.get("cost"))
            if cost is None:
                gaps.append(Gap("foretold", f"{oid}: foretell cost {json.dumps(perm.get('cost'))[:80]}"))
            elif cost not in own:
                ob["foretold"]["cost"] = cost
        else:
            gaps.append(Gap("permission", f"{oid}: casting permission {json.dumps(perm)[:80]}"))
    return ob


def _copy_of_card(o: Mapping[str, Any], effects: list[Any], library: Mapping[str, Any]) -> str | None:
    """The card whose printed values phase's layer-1 copy effect on ``o`` copied (CR 707.2; Clone), when that is
    one card of our library and the copied values are its printed name, cost and power/toughness (no
    exception); else None."""
    ref = o.get("layer1_copy_effect") or {}
    for eff in effects:
        if eff.get("id") != ref.get("continuous_effect_id"):
            continue
        mods = eff.get("modifications") or []
        i = ref.get("modification_index", 0)
        mod = mods[i] if isinstance(i, int) and i < len(mods) else {}
        name = (mod.get("printed_ref") or {}).get("face_name")
        values = mod.get("values") or {}
        card = library.get(name) if mod.get("type") == "CopyValues" else None
        if card and values.get("name") == name and _cost(values.get("mana_cost")) == (card.get("mana_cost") or None) \
                and values.get("power") == card.get("power") and values.get("toughness") == card.get("toughness"):
            return name
    return None


# --- characteristics ------------------------------------------------------------------------------------------

def phase_characteristics(o: Mapping[str, Any], base: bool = False) -> dict[str, Any]:
    """phase's object after its layers (``base``: its base, i.e. copiable, values), in our characteristic keys
    (CR 109.3)."""
    p = "base_" if base else ""  # (phase names its base values base_name, base_power, ...)
    ct = o.get(f"{p}card_types") or {}
    return {"name": o.get(f"{p}name"), "mana_cost": _cost(o.get(f"{p}mana_cost")),
            "colors": sorted(COLOR_NAMES.get(c, c) for c in o.get(f"{p}color") or []),
            "types": sorted(t.lower() for t in ct.get("core_types") or []),
            "subtypes": sorted(ct.get("subtypes") or []),
            "supertypes": sorted(t.lower() for t in ct.get("supertypes") or []),
            "power": o.get(f"{p}power"), "toughness": o.get(f"{p}toughness"),
            "loyalty": None if base else o.get("loyalty")}


def our_characteristics(ch: Mapping[str, Any]) -> dict[str, Any]:
    """Our derive's characteristics in the same keys."""
    mc = ch.get("mana_cost")
    return {"name": ch.get("name"), "mana_cost": mc if mc else None,
            "colors": sorted(ch.get("colors") or []), "types": sorted(ch.get("types") or []),
            "subtypes": sorted(ch.get("subtypes") or []), "supertypes": sorted(ch.get("supertypes") or []),
            "power": ch.get("power"), "toughness": ch.get("toughness"), "loyalty": ch.get("loyalty")}


# --- actions ---------------------------------------------------------------------------------------------------

def action_to_ours(action: Any, bridged: Bridged) -> dict[str, Any] | Gap:
    """Our action for a phase action (a ``GameAction`` or its tagged dict), or the :class:`Gap` that stops it.

    The key compared is the action's kind and object (and cost): phase asks for targets after the cast begins
    (``TargetSelection``), ours carry them, so targets are compared at that prompt, not here."""
    d = action.to_dict() if hasattr(action, "to_dict") else action
    kind, data = d.get("type"), d.get("data") or {}
    if kind == "CastPreparedCopy":  # (casting the exiled copy of that permanent's prepare spell, CR 722.3c)
        return {"action": "cast", "prepare_copy_of": bridged.our_id(data["source"]), "cost": "mana"}
    return translate(kind, ACTIONS, lambda: data["object_id"], bridged, _cast_cost, f"phase action {kind}")


def _cast_cost(ob: Mapping[str, Any], oid: str) -> str | Gap:
    """A cast's cost by where the card is (CR 601.2b): a foretold card in exile for its foretell cost (702.143a), a
    card in a graveyard for flashback (702.34a), else its mana cost."""
    cost = {"exile": "foretell" if ob.get("foretold") else None, "graveyard": "flashback"}.get(ob.get("zone"), "mana")
    return cost or Gap("action", f"CastSpell of {oid} from exile without a foretell permission")


def key_of(action: Mapping[str, Any]) -> tuple[str, ...]:
    """The comparable key of one of our actions (kind, object or prepare copy's source, cost)."""
    return (action.get("action", ""), str(action.get("object") or action.get("prepare_copy_of") or ""),
            str(action.get("cost") or ""))


def action_to_phase(key: tuple[str, ...], actions: list[Any], bridged: Bridged) -> Any | None:
    """The phase action (of ``actions``, phase's legal list) with our action's key, or None."""
    for a in actions:
        ours = action_to_ours(a, bridged)
        if isinstance(ours, dict) and key_of(ours) == key:
            return a
    return None


def _top_spell(state: Mapping[str, Any]) -> str | None:
    """The card of the spell on top of phase's stack (the one whose resolution makes the next tokens)."""
    st = state.get("state", state)
    stack = st.get("stack") or []
    if not stack or ((stack[-1].get("kind") or {}).get("type") != "Spell"):
        return None
    o = st["objects"].get(str(stack[-1]["id"])) or {}
    return ((o.get("base_printed_ref") or {}).get("face_name")) or o.get("base_name")


def minimize(state: Mapping[str, Any], library_kept: int = 2) -> dict[str, Any]:
    """phase's state, smaller and still loadable: each library cut to its top ``library_kept`` cards, and the
    records of the past (deck lists, this turn's zone changes) emptied. The position's objects, zones, stack, combat
    and prompt are kept (and the rules journal, which phase checks as it loads)."""
    import copy

    out = copy.deepcopy(dict(state))
    st = out.get("state", out)
    for p in st["players"]:
        p["library"] = p["library"][:library_kept]
    keep = {i for _, ids in _zones(st) for i in ids} | {e["id"] for e in st.get("stack") or []}
    st["objects"] = {k: v for k, v in st["objects"].items() if int(k) in keep}
    st["deck_pools"] = []
    st["zone_changes_this_turn"] = []
    return out


# --- the engine adapter the differential runner drives (pyglue.research.differential.EngineAdapter) ----------------------

class PhaseAdapter(EngineAdapter):
    """phase.rs behind the differential runner's engine interface (:class:`pyglue.research.bridge.EngineAdapter`):
    games, decision points, the bridge and the phase-side reads the shared comparison needs. It decides nothing.
    ``sources``: the card whose spell created each token of the game being played."""

    name = "phase"
    engine = "phase.rs (phase-python 0.103)"
    bug_kind = "phase_bug"
    state_file = "phase_state.json"

    def __init__(self) -> None:
        super().__init__()
        self._engines: dict[tuple[tuple[str, int], ...], Any] = {}

    def engine_for(self, deck: Mapping[str, int]) -> Any:
        key = tuple(sorted(deck.items()))
        if key not in self._engines:
            self._engines[key] = engine_for(deck)
        return self._engines[key]

    def new_game(self, deck: Mapping[str, int], seed: int) -> Any:
        cards = [n for n, k in sorted(deck.items()) for _ in range(k)]
        self.sources = {}
        return self.engine_for(deck).new_game(cards, cards, seed=seed)

    def decision(self, game: Any) -> tuple[int, list[Any], bool] | None:
        """(the seat to act, phase's legal actions, whether the position is compared) or None when the game is
        over. Compared: priority, and the declare attackers/blockers prompts; a prompt inside an action is not."""
        actions = game.actions()
        wf = game.waiting_for() or {}
        if not actions or wf.get("type") == "GameOver":
            return None
        actor = (wf.get("data") or {}).get("player") if isinstance(wf.get("data"), dict) else None
        if actor is None:
            actor = game.priority_player()
        return actor, actions, wf.get("type") in ("Priority", "DeclareAttackers", "DeclareBlockers")

    state = after = staticmethod(lambda game: game.state())

    def bridge(self, raw: Mapping[str, Any], library: Mapping[str, Any]) -> Bridged:
        return to_document(raw, library, self.sources)

    def move(self, game: Any, actor: int, choice: Any, raw: Mapping[str, Any] | None) -> str | None:
        """Apply phase's own legal action (a prompt that names no player, a mulligan, is answered by the seat phase
        accepts it from) and note which spell made each new token; the error when no seat may take it."""
        top = _top_spell(raw if raw is not None else game.state())
        before = {o["id"] for o in game.battlefield() if o.get("is_token")}
        error = ""
        for seat in [actor] + [p for p in range(2) if p != actor]:
            try:
                game.apply(seat, choice)
                break
            except ValueError as exc:
                error = str(exc)
        else:
            return f"{choice.kind}: {error[:120]}"
        for tid in {o["id"] for o in game.battlefield() if o.get("is_token")} - before:
            if top is not None:
                self.sources[tid] = top
        return None

    # -- phase-side reads of one position ----------------------------------------------------------------------
    @staticmethod
    def objects(raw: Mapping[str, Any]) -> dict[int, Mapping[str, Any]]:
        return {int(k): o for k, o in raw.get("state", raw)["objects"].items()}

    characteristics = staticmethod(phase_characteristics)
    has_prepare_spell = staticmethod(lambda o: bool(o.get("back_face")))
    became_copy = staticmethod(lambda o: bool(o.get("layer1_copy_effect")))

    @staticmethod
    def prepared_without_copy(raw: Mapping[str, Any]) -> list[int]:
        """The prepared permanents with no copy of their prepare spell in exile (phase's ``prepared_copy_source``)."""
        st = raw.get("state", raw)
        copies = {o.get("prepared_copy_source") for o in st["objects"].values() if o.get("zone") == "Exile"}
        return [int(k) for k, o in st["objects"].items()
                if o.get("prepared") and o.get("zone") == "Battlefield" and int(k) not in copies]

    action_to_ours = staticmethod(action_to_ours)
    action_label = staticmethod(lambda action: "prepare_copy" if action.kind == "CastPreparedCopy" else "")
    action_json = staticmethod(lambda action: action.to_dict())

    @staticmethod
    def may_declare(raw: Mapping[str, Any]) -> tuple[str, set[int]] | None:
        """At a declaration prompt: which declaration (attackers/blockers) and the creatures phase lets take part."""
        wf = raw.get("state", raw).get("waiting_for") or {}
        data = wf.get("data") or {}
        for kind, field_, key in (("DeclareAttackers", "attackers", "valid_attacker_ids"),
                                  ("DeclareBlockers", "blockers", "valid_blocker_ids")):
            if wf.get("type") == kind:
                return field_, set(data.get(key) or [])
        return None

    @staticmethod
    def classify_action(side: str, key: tuple[str, ...], bridged: Bridged,
                        raw: Mapping[str, Any]) -> tuple[str, str] | None:
        """A legal-action disagreement phase explains itself: a permanent on the battlefield whose text about the
        action phase's parser left Unimplemented (Cosmos Charger: "Foretelling cards from your hand costs {1}
        less and can be done on any player's turn")."""
        word = "foretell"
        if word not in (key[0], key[2]):
            return None
        for o in raw.get("state", raw)["objects"].values():
            if o.get("zone") != "Battlefield":
                continue
            for ab in o.get("abilities") or []:
                eff = ab.get("effect") or {}
                if eff.get("type") == "Unimplemented" and word in (ab.get("description") or "").lower():
                    return ("phase_unimplemented_text",
                            f"{side}: {key[0]} with {o.get('name')} on the battlefield: {ab.get('description')}")
        return None

    minimize = staticmethod(minimize)

