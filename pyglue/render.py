"""Human output: a table per zone, copies marked with what they copy (rich tables).

Output is deterministic: a fixed width and sorted rows, so the same input prints the same bytes.
"""

from __future__ import annotations

import io
import json
import re
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table

from . import sentences
from .ability_text import _except_text, ability_text, plain_text
from .answers import Derivation, LegalAction, ObjectView, Outcome, WhyNot, pool_text
from .inputs import inputs
from .options import OPTIONS
from .schema import declarations, terms
from .state import GameState
from .translate import library_places, state_facts

WIDTH = 140
ZONE_ORDER = ("battlefield", "stack", "exile", "hand", "graveyard", "library", "command", "outside")


class _Buffer(io.StringIO):
    """A text buffer whose value has no trailing spaces on its lines (rich pads them)."""

    def getvalue(self) -> str:
        return "\n".join(line.rstrip() for line in super().getvalue().split("\n"))


def _console() -> tuple[Console, io.StringIO]:
    buf = _Buffer()
    return Console(file=buf, width=WIDTH, color_system=None, emoji=False, highlight=False, soft_wrap=False), buf


def _types_line(ch: dict[str, Any]) -> str:
    left = " ".join(ch.get("supertypes", []) + ch.get("types", []))
    sub = " ".join(ch.get("subtypes", []))
    return f"{left} - {sub}" if sub else left


def _copy_text(o: ObjectView) -> str:
    parts = []
    for c in o.copy_of:
        src = c.get("source") or c.get("card") or (f"prepare spell of {c['prepare_of']}" if c.get("prepare_of") else "?")
        exc = c.get("except") or {}
        parts.append(f"copy of {src}" + (f", except {_except_text(exc)}" if exc else ""))
    if o.prepare_copy_of:
        parts.append(f"prepare copy for {o.prepare_copy_of}" + ("" if o.prepare_copy_active else " (link broken)"))
    if o.ability:
        parts.append(f"ability of {o.ability['source']}")
    return "; ".join(parts)


#: the status column's word for the face an object has up (CR 712.8e, 710.2, 715.3b, 720.3b)
_FACE_UP = {"back": "transformed", "flip": "flipped", "adventure": "Adventure", "omen": "Omen"}
#: how the abilities column names the faces not in use (CR 712, 710, 715, 720)
_FACE_LABEL = {"back": "back face", "flip": "flipped", "adventure": "Adventure", "omen": "Omen"}


def _status_words(st: dict[str, Any]) -> list[str]:
    """The statuses derive's table adds after tapped and the designations (CR 110.5, 122.1, 120.6, 506.4, 509.1)."""
    out = [k.replace("_", " ") for k in ("phased_out", "summoning_sick", "blocked") if st.get(k)]
    if st.get("attacking"):
        out.append("attacking" + (f" {st['attacking']}" if isinstance(st["attacking"], str) else ""))
    out += [f"blocking {a}" for a in st.get("blocking", [])]
    out += [f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in st.get("counters", {}).items()]
    if st.get("damage"):
        out.append(f"damage {st['damage']}")
    return out


#: the longest text a table cell, an event's line or a line of `cards coverage` shows whole (issue 28 item 5); --json
#: has every text whole
CELL_LIMIT = 600


def cut(text: str, limit: int = CELL_LIMIT, whole: str = "; --json has it whole") -> str:
    """``text``, or its first ``limit`` characters with a marker saying how long it is (``… (2,600,000
    characters; --json has it whole)``)."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters{whole})"


def _table(title: str, columns: tuple[str, ...], **options: Any) -> Table:
    """A table as every human output draws it: its title on the left, a line under the head, ``columns`` folding."""
    t = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, **options)
    for col in columns:
        t.add_column(col, overflow="fold")
    return t


def _whole_words(t: Table) -> Table:
    """Widen each column to its longest word, so that no id (``emab.prepare_copy.13``) or player name is broken
    across lines: the columns wrap between words only."""
    for col in t.columns:
        # (a word longer than 60 characters, a cut text's, may wrap: no id is that long in practice)
        longest = min(60, max((len(w) for c in col.cells for w in str(c).split()), default=0))
        col.min_width = max(col.min_width or 0, longest)
        if col.max_width is not None and col.max_width < longest:
            col.max_width = longest
    return t


def derivation_text(state: GameState, d: Derivation) -> str:
    """Tables per zone of a :class:`Derivation`, then the pending rules events."""
    con, buf = _console()
    doc = state.doc
    whose = (f"{doc['active_player']}'s turn" if doc.get("active_player") is not None
             else f"no active player (left the game; next in turn order: {doc.get('next_in_turn_order')})")
    con.print(f"Turn {doc['turn']}, {whose}; {plain_text(doc['phase'])}"
              + (f" / {plain_text(doc['step'])}" if doc.get("step") else "")
              + f"; priority: {doc.get('priority') or 'none'}; stack"
              # from the top (CR 405.2), as the lines under the stack's table say it; the state lists it bottom first
              + (f" from the top: {', '.join(d.aliases.get(x, x) for x in reversed(doc['stack']))}"
                 if doc["stack"] else ": empty"))
    if d.players:
        t = _table("players", ("player", "life", "mana pool", "status"))
        for p in d.players:
            status = ", ".join(([("active")] if p["active"] else []) + (["priority"] if p["priority"] else [])
                               + (["passed"] if p["passed"] else [])
                               + ([f"{p['lands_played']} land(s) played"] if p["lands_played"] else [])
                               + ([f"{p['foretold_this_turn']} foretold"] if p["foretold_this_turn"] else [])
                               + ([f"extra turns {', '.join(map(str, p['extra_turns']))}"] if p["extra_turns"] else []))
            t.add_row(p["name"], str(p["life"]), p["mana_pool"] or "empty", status)
        con.print(_whole_words(t))
    for zone in ZONE_ORDER:
        objs = [o for o in d.objects if o.zone == zone]
        if not objs:
            continue
        if zone == "stack":  # from the top (CR 405.2), as the header and the lines under the table
            objs.sort(key=lambda o: (o.stack or {}).get("position") or 0)
        t = _table(zone, (), expand=True)
        for col, width in (("id", 18), ("name", 16), ("cost", 10), ("colors", 11), ("type line", 18), ("P/T", 5),
                           ("owner/ctrl", 11), ("status", 12)):
            t.add_column(col, overflow="fold", max_width=width)
        t.add_column("abilities", overflow="fold", ratio=1)
        for o in objs:
            ch = o.characteristics
            pt = f"{ch['power']}/{ch['toughness']}" if ch.get("power") is not None else ""
            status = ", ".join(([("tapped")] if o.tapped else []) + o.designations
                               + (["token"] if o.token else []) + (["copy"] if o.copy else [])
                               + (["face down"] if o.face_down else [])
                               + ([f"foretold turn {o.foretold['turn']}"
                                   + "".join(f", cost {c}" for c in o.foretold["costs"])] if o.foretold else [])
                               + ([_FACE_UP[o.face_up]] if o.face_up in _FACE_UP else []) + _status_words(o.status))
            abil = [ability_text(a) for a in ch.get("abilities", [])]
            prep = o.copiable.get("prepare")
            if prep:
                abil.append(f"prepare spell: {prep.get('name')} {prep.get('mana_cost') or ''}".rstrip())
            abil += [f"{label}: {o.copiable[face].get('name')}" for face, label in _FACE_LABEL.items()
                     if o.copiable.get(face) and face != o.face_up]
            if o.face_up in _FACE_LABEL:
                abil.append(f"normal face: {o.copiable.get('name')}")
            t.add_row(o.id, cut(ch.get("name") or ""), ch.get("mana_cost") or "", ",".join(ch.get("colors", [])),
                      cut(_types_line(ch)), pt, f"{o.owner}/{o.controller or '-'}", status, cut("; ".join(abil)))
        con.print(_whole_words(t))
        for o in objs:
            if _copy_text(o):
                con.print(f"  {o.id}: {_copy_text(o)}")
        if zone == "stack":
            for o in objs:
                con.print(f"  {_stack_line(o)}")
    for k in d.pending:
        con.print(f"pending: {sentences.pending_sentence(k)}")
    namer = sentences.Namer([state])
    for e in d.input_findings:
        con.print(f"input error: {namer(e.where)}: {e.text} (CR {e.rule})")
    return buf.getvalue()


def _stack_line(o: Any) -> str:
    """One object on the stack in words: where it is, who controls it (the rules' controller/2, CR 108.4), what it
    is, how it was cast and what was chosen for it (CR 405.2, 601.2b-h; a copy, CR 707.10)."""
    st = o.stack or {}
    pos = st.get("position")
    where = "top of the stack" if pos == 1 else f"{pos} from the top" if pos else "on the stack"
    what = ("a copy of a spell" if o.copy else "an ability" if o.ability else "a spell")
    if o.ability:   # (its text in words, as the abilities column says it: never the mapping)
        text = o.ability.get("text")
        what += f" of {o.ability.get('source')}: {text if isinstance(text, str) else ability_text(text)}"
    parts = [f"{o.id} ({where}): {what}, controlled by {o.controller}"]
    # CR 707.10: a copy put on the stack by an effect isn't cast; a copy that was cast (a prepare copy, 722.3c, 707.12)
    # has the zone it was cast from
    if o.copy and not st.get("cast_from"):
        parts.append("not cast (CR 707.10)")
    elif st.get("cast_with"):   # (the zone only where the state gives it, CR 601.2a)
        how = sentences.patterns()["cast_with"].get(st["cast_with"], st["cast_with"])
        parts.append("cast" + (f" from {st['cast_from']}" if st.get("cast_from") else "") + f" for {how}")
    if st.get("targets"):
        parts.append("targets: " + ", ".join(f"{i}: {t}" for i, t in enumerate(st["targets"], 1)))
    if st.get("modes"):
        parts.append("modes: " + ", ".join(map(str, st["modes"])))
    if "x" in st:
        parts.append(f"X = {st['x']}")
    if st.get("kicked"):
        parts.append("kicked")
    return "; ".join(parts)


def action_text(action: dict[str, Any], ability_index: int | None = None) -> str:
    """An action as the legal table names it: ``cast croak mana``, ``cast giant mana as adventure``,
    ``activate jace.token.1 ability 1 ([-3]: draw 1)``."""
    act = " ".join(str(action[k]) for k in ("action", "object", "cost") if k in action)
    if "as" in action:
        act += f" as {action['as']}"
    if "x" in action:
        act += f" x={action['x']}"
    if "door" in action:   # a Room's door to unlock (CR 709.5e)
        act += f" door {action['door']}"
    if action.get("kicked"):   # multikicker's count (CR 702.33c): `kicked: 2`; true is kicked once
        k = action["kicked"]
        act += f" kicked {k} times" if type(k) is int and k > 1 else " kicked"
    if action.get("action") == "activate":
        idx = "" if ability_index is None else f"{ability_index} "
        act += f" ability {idx}({ability_text(action['ability'])})"
    return act


def step_text(what: str, namer: sentences.Namer | None = None) -> str:
    """An explore step's action or rules event (its term's text) in words: a player's action as the legal table names
    it (``cast emab mana``), a rules event or "what if" event as a sentence (``the waiting triggered abilities are put
    on the stack``)."""
    term = sentences.parse(what)
    name, args = term if isinstance(term, tuple) else (term, [])
    if name in terms()["action"] and all(isinstance(a, str) for a in args):
        return " ".join([name] + args)
    if name == "activate" and len(args) == 2:
        ab = args[1] if isinstance(args[1], dict) else None
        return f"activate {args[0]} ability ({ability_text(ab) if ab else sentences.event_sentence(args[1])})"
    return cut(sentences.step_sentence(term, namer))


def game_over_text(over: dict[str, Any], then: str) -> str:
    """A finished game in words (legal's ``game_over``: its winner or a draw, the CR rules), then ``then``."""
    won = f"{over['winner']} won" if over["winner"] else "a draw"
    return f"the game is over: {won} (CR {', '.join(over['rules'])}); {then}"


def legal_text(actions: list[LegalAction], state: Any = None) -> str:
    """One line per legal action with its open choices and CR rules; then a finished game or the pending state-based
    actions, their objects named as in ``state`` (the state asked about)."""
    con, buf = _console()
    t = _table("legal actions", ("player", "action", "targets (per slot)", "CR"))
    for a in actions:
        act = cut(action_text(a.shown_action(), a.ability_index))
        opts = " | ".join(", ".join(s) for s in a.targets)
        for d in declarations().values():
            if a.choices and d["key"] in a.choices:
                opts = "; ".join(f"{c['object']} -> {', '.join(c[d['may']])}" for c in a.choices[d["key"]]) or "none"
        if a.choices and a.choices.get("named"):   # the card the pass must name (`named`, CR 201.4, 608.2d)
            named = "; ".join(f"named: a card {str(c.get('how', '')).replace('_', ' ')} for {c.get('object')} "
                              f"({str(c.get('criterion', '')).replace('_', ' ')})" for c in a.choices["named"])
            opts = f"{opts}; {named}" if opts else named
        if a.choices and a.choices.get("discard"):   # the cards that can pay an activation's discard cost (CR 602.2b)
            discard = f"discard one of: {', '.join(a.choices['discard'])}"
            opts = f"{opts}; {discard}" if opts else discard
        t.add_row(a.player, act, opts, ", ".join(a.rules))
    con.print(_whole_words(t))
    over, pending = getattr(actions, "game_over", None), getattr(actions, "pending", [])
    if over:   # (what the rules say of a finished game, CR 104.1, 104.2a, 104.4a)
        con.print(game_over_text(over, "no player has priority and no action is legal"))
    elif not actions:   # (an empty table said nothing: --player without priority)
        con.print("no legal action now (`mtgasp why-not STATE ACTION` says why an action is not legal)")
    if pending:   # (state-based actions apply; they are performed first, CR 704.3, 117.5)
        con.print("pending: state-based actions are to be performed before a player receives priority (CR 704.3): "
                  + "; ".join(sentences.with_rule(sentences.record_sentence(r, sentences.Namer([state])), r["rule"])
                              for r in pending)
                  + " (`mtgasp apply STATE '{event: state_based_actions}'` performs them)")
    return buf.getvalue()


def why_not_text(w: WhyNot, state: GameState | None = None) -> str:
    """The verdict and each failed condition, as a sentence, with its CR rules (objects named from ``state`` when
    given, else by their ids)."""
    act = " ".join(str(w.action[k]) for k in ("action", "object") if k in w.action)
    if w.legal:
        return f"{w.player}: {act} is legal now.\n" + warnings_text(w.warnings)
    lines = [f"{w.player}: {act} is not legal now:"]
    # one line per failed condition, with every rule that makes it fail (a condition may break two rules)
    rules: dict[str, list[str]] = {}
    namer = sentences.Namer([state] if state is not None else [])
    for c, r in w.failures:
        rules.setdefault(cut(sentences.reason_sentence(c, namer)), []).append(r)
    lines += [f"  - {c} (CR {', '.join(rs)})" for c, rs in rules.items()]
    return "\n".join(lines) + "\n" + warnings_text(w.warnings)


#: what the change list shows of a new object besides its zone: its choices on the stack (CR 601.2b-c, 707.10)
_NEW_KEYS = ("targets", "modes", "x", "kicked", "counters", "damage", "foretold")
#: the state's entries that are not part of the game (where its cards come from)
_NOT_GAME = ("objects", "players", "cards", "card_files")


def _value_text(v: Any) -> str:
    if isinstance(v, list):
        return ", ".join(str(x) for x in v) or "none"
    if isinstance(v, dict):
        return ", ".join(f"{k} {x}" for k, x in sorted(v.items())) or "none"
    return str(v)


def _present(v: Any) -> Any:
    """A value as the change list compares it: an absent entry and its empty or false value are the same."""
    return None if v in (None, False, [], {}, "") else v


def _absent_as(v: Any, other: Any) -> Any:
    """An absent player field said as the state format's default for the kind of value it is compared with: a flag
    (city_blessing, CR 702.131c) false, a count 0, a list empty."""
    if v is not None:
        return v
    if isinstance(other, bool):
        return False
    return 0 if isinstance(other, int) else [] if isinstance(other, list) else v


def _player_entry(p: dict[str, Any]) -> dict[str, Any]:
    """A player's entries as the change list compares them (an absent entry and its empty or false value alike)."""
    out = {k: _present(v) for k, v in p.items() if k != "name"}
    return out | {"mana_pool": pool_text(p.get("mana_pool")) or "empty"}


def _entry_diff(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """``key: old -> new`` for every entry of two mappings that differs (absent and empty alike)."""
    return [f"{k}: {a.get(k)} -> {b.get(k)}" for k in sorted(set(a) | set(b) - {"id"}, key=lambda k: (k != "zone", k))
            if _present(a.get(k)) != _present(b.get(k))]


def _by_id(items: Any) -> dict[str, Any] | None:
    if isinstance(items, list) and items and all(isinstance(x, dict) and "id" in x for x in items):
        return {str(x["id"]): x for x in items}
    return None


def _compared(o: dict[str, Any], places: dict[str, int], listed: int, controls: dict[str, str]) -> dict[str, Any]:
    """An object's entries as the change list compares them: its controller as the rules read the state
    (``controls``, pyglue.inputs: CR 108.4); a library card's position is its place in its owner's
    library; an absent timestamp is the listing order (``listed``, from 1), as translate.py reads it."""
    out = dict(o)
    out.setdefault("timestamp", listed)
    out["controller"] = controls.get(o["id"])
    out.pop("library_position", None)
    if o["id"] in places:
        out["library_position"] = places[o["id"]]
    return out


def state_diff(before: GameState, after: GameState) -> list[str]:
    """Every entry that differs between the two state documents: object by object, then the game's own entries
    (a list of entries with ids, such as the continuous effects, entry by entry), then each player's; sorted
    within each part. An absent entry and its empty or false value are the same."""
    old = before.objects
    new = after.objects
    places_a, places_b = library_places(before.doc), library_places(after.doc)
    order_a, order_b = ({o["id"]: i for i, o in enumerate(st.doc["objects"], 1)} for st in (before, after))
    controls_a, controls_b = (inputs(st, state_facts(st)).controls for st in (before, after))
    out = []
    for oid in sorted(set(old) | set(new)):
        a, b = old.get(oid), new.get(oid)
        if a is None:
            extra = "".join(f"; {k} {_value_text(b[k])}" for k in _NEW_KEYS if _present(b.get(k)) is not None)
            out.append(f"+ {oid} ({b['zone']}{extra})")
        elif b is None:
            out.append(f"- {oid}")
        else:
            ch = _entry_diff(_compared(a, places_a, order_a[oid], controls_a),
                             _compared(b, places_b, order_b[oid], controls_b))
            if ch:
                out.append(f"~ {oid}: " + "; ".join(ch))
    da, db = before.doc, after.doc
    for key in sorted((set(da) | set(db)) - set(_NOT_GAME)):
        va, vb = _present(da.get(key)), _present(db.get(key))
        if va == vb:
            continue
        ia, ib = _by_id(va or []), _by_id(vb or [])
        if (ia is not None or va is None) and (ib is not None or vb is None) and (ia or ib):
            ia, ib = ia or {}, ib or {}
            for eid in sorted(set(ia) | set(ib)):
                if eid not in ia:
                    out.append(f"+ {key} {eid}: {json.dumps(ib[eid], sort_keys=True)}")
                elif eid not in ib:
                    out.append(f"- {key} {eid}")
                elif ch := _entry_diff(ia[eid], ib[eid]):
                    out.append(f"~ {key} {eid}: " + "; ".join(ch))
        else:
            out.append(f"~ {key}: {da.get(key)} -> {db.get(key)}")
    new_players = {p["name"]: p for p in after.doc["players"]}
    for p_old in before.doc["players"]:
        name = p_old["name"]
        if name not in new_players:
            out.append(f"- player {name}")
            continue
        a, b = _player_entry(p_old), _player_entry(new_players[name])
        for k in sorted(set(a) | set(b)):
            va, vb = a.get(k), b.get(k)
            if va != vb:
                label = k.replace("_", " ")
                # an absent count is 0, an absent flag false (the state format's defaults)
                va, vb = _absent_as(va, vb), _absent_as(vb, va)
                out.append(f"~ {name}'s {label}: {_value_text(va)} -> {_value_text(vb)}")
    return out


def outcomes_text(outcomes: list[Outcome], before: GameState | None = None) -> str:
    """A short summary per resulting state: what happened, each event a sentence with its CR rule, and what
    changed."""
    blocks = []
    for o in outcomes:
        block = events_lines(o.events, sentences.Namer([before, o.state]), "  ")
        block += [f"  chose {c}" for c in choices_text(o.choices)]
        if before is not None:
            block += [f"    {d}" for d in state_diff(before, o.state)]
        blocks.append(block)
    # no two outcomes print the same: where two blocks read alike, each names what its state document has that
    # the other's lacks (the outcomes of one apply are distinct documents)
    flat = [_flatten(o.state.to_document()) for o in outcomes]
    printed = [list(b) for b in blocks]
    for i, block in enumerate(blocks):
        twins = [j for j, other in enumerate(printed) if j != i and other == printed[i]]
        if twins:
            mine = set(flat[i]) - set().union(*(set(flat[j]) for j in twins))
            block += [f"    = {k}: {v}" for k, v in sorted(mine)]
    lines = [f"{len(outcomes)} resulting state(s)"]
    for i, block in enumerate(blocks, 1):
        lines += [f"[{i}]"] + block
    return "\n".join(lines) + "\n"


def events_lines(events: list[tuple[str, str]], namer: sentences.Namer | None = None, indent: str = "  ") -> list[str]:
    """Each event (its term's text and CR rule) as a sentence with its rule: ``alice cast Croaking Counterpart
    (CR 601.2i)``."""
    return [f"{indent}{sentences.with_rule(cut(sentences.event_sentence(e, namer)), r)}" for e, r in events]


def game_outcome_text(over: Any, namer: sentences.Namer | None = None) -> str:
    """How a game ended (pyglue.game.GameOutcome, CR 104): the winner or a draw, and the events that name why."""
    head = f"game over: {over.winner} wins" if over.winner else "game over: no winner (a draw, CR 104.4a)"
    why = [sentences.with_rule(sentences.record_sentence(r, namer), str(r.get("rule", ""))) for r in over.events]
    return head + "".join(f"\n  {w}" for w in why)


def _flatten(doc: Any, path: str = "") -> list[tuple[str, str]]:
    """A document as (path, value) leaves; an object in a list is named by its id."""
    if isinstance(doc, dict):
        return [leaf for k, v in doc.items() for leaf in _flatten(v, f"{path}.{k}" if path else str(k))]
    if isinstance(doc, list) and all(isinstance(x, dict) and "id" in x for x in doc) and doc:
        return [leaf for x in doc for leaf in _flatten(x, f"{path}[{x['id']}]")]
    return [(path, json.dumps(doc, sort_keys=True))]


def choices_text(choices: list[dict[str, Any]]) -> list[str]:
    """An outcome's choices (answers.decode_choices), one line per kind and object: ``target 1 of croak:
    aviator``, ``payment of alice: forest1, island1, island2``, ``order of alice: 1 a.ability.3, 2 b.ability.4``."""
    groups: dict[tuple[str, str], list[str]] = {}
    for c in choices:
        obj = c["object"] if isinstance(c["object"], str) else json.dumps(c["object"], sort_keys=True)
        if isinstance(c["object"], dict) and set(c["object"]) == {"object", "ability"}:
            # an ability being activated (CR 602.2b: its targets are chosen as it's put on the stack), in words
            said = ability_text(c["object"]["ability"])
            obj = f"{c['object']['object']}'s ability ({said if len(said) <= 60 else said[:59] + '…'})"
        kind = c["choice"] + (f" {c['slot']}" if "slot" in c else "")
        val = c["value"] if isinstance(c["value"], str) else json.dumps(c["value"], sort_keys=True)
        pool = re.fullmatch(r"pool\(([wubrgc])(?:, ?(\d+))?\)", val) if c["choice"] == "payment" else None
        if pool:   # mana from the player's mana pool (CR 106.4), not a permanent; as much as the rules say it took
            val = f"{{{pool.group(1).upper()}}}" * int(pool.group(2) or 1) + " from the mana pool"
        if "side" in c:
            val = f"{val} {c['side']} {c['position']}"
        elif "position" in c:
            val = f"{c['position']} {val}"
        elif "recipient" in c:
            val = f"{val} to {c['recipient']}"
        # (a plain "chosen" value is the pick of the player its record names, not of the spell it is made for)
        by = (c.get("chooser") or obj) if c["choice"] == "chosen" else None
        groups.setdefault((kind, obj, by), []).append(val)
    # (a plain "chosen" value is the player's own pick: "bears (by alice)", not "chosen of alice: bears"; made for an
    # object, "bears (by alice, for spell)")
    return [(f"{', '.join(vals)} (by {by})" if by == obj else f"{', '.join(vals)} (by {by}, for {obj})")
            if kind == "chosen" else f"{kind} of {obj}: {', '.join(vals)}"
            for (kind, obj, by), vals in groups.items()]


def readings_text(readings: list[dict[str, str]]) -> str:
    """One line per open reading of the CR (``--option``) the answer above depends on, and how it was read."""
    if not readings:
        return ""
    return "\n".join(["readings (rules the CR leaves open; switch with --option NAME)"] + [
        f"  {r['option']}: {r['reading']} (CR {r['rule']}): {OPTIONS.get(r['option'], '')}" for r in readings]) + "\n"


def warnings_text(warnings: list[dict[str, Any]]) -> str:
    """One line per object ability no rule acts on (support.lp): the answers above may miss what it does."""
    if not warnings:
        return ""
    # (apply's outcomes: the same object in several resulting states, once)
    lines = dict.fromkeys(f"  {w['object']}: {cut('; '.join(w['not_acted_on']) or ability_text(w['ability']))}"
                          for w in warnings)
    return "\n".join(["warnings (abilities no rule acts on; the answers above may miss what they do)", *lines]) + "\n"


def outcome_warnings(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    """The ``warnings`` of every resulting state of an apply, each object's once, sorted as derive sorts them."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for o in outcomes:
        for w in o.warnings:
            seen.setdefault((w["object"], json.dumps(w["ability"], sort_keys=True)), w)
    return [seen[k] for k in sorted(seen)]


def coverage_text(report: dict[str, Any], near: dict[str, list[str]] | None = None) -> str:
    """`cards coverage`: one line per card with what no rule acts on, then the totals; ``near``: for a name that is no
    card, the card names most like it."""
    out = io.StringIO()
    for row in report["cards"]:
        card = row["card"] + (f" (card: {row['library']})" if row.get("library") else "")
        if "library" in row and row["library"] is None:
            like = (near or {}).get(row["card"])
            hint = f"; did you mean {' or '.join(repr(n) for n in like)}?" if like else ""
            out.write(f"none  {card}: no card of that name{hint}\n")
            continue
        if row["supported"]:
            out.write(f"ok    {card}\n")
            continue
        out.write(f"miss  {card}\n")
        for face, parts in sorted(row["not_acted_on"].items()):
            for part in parts:  # (a long text is cut, marked with its length: --json has it whole)
                out.write(f"        {face}: {cut(part, whole='')}\n")
        if row.get("digital_only"):   # (branch rf2) Alchemy's digital-only actions, which no CR rule defines
            out.write(f"        (needs a digital-only action: {', '.join(row['digital_only'])})\n")
    out.write("\ntotals (cards with no ability that the rules don't act on)\n")
    for key, label in (("all", "all cards"), ("prepare", "prepare cards (CR 722)"),
                       ("foretell", "foretell cards (CR 702.143)"),
                       ("copy", "copy abilities supported (nothing not acted on is about copying)")):
        if key not in report["totals"]:
            continue
        t = report["totals"][key]
        if not t["cards"]:  # (a share of no cards is no figure)
            out.write(f"  {label}: none among these cards\n")
            continue
        out.write(f"  {label}: {t['supported']}/{t['cards']} ({t['percent']}%)\n")
    if report.get("not_found"):
        out.write(f"  no card of that name: {len(report['not_found'])}: {', '.join(report['not_found'])}\n")
        for name, why in sorted(report.get("left_out", {}).items()):
            out.write(f"    {name}: left out of the bundled library ({why})\n")
    return out.getvalue()
