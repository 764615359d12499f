"""English sentences for the rules' events and reasons (issue 28 item 5): what the human outputs print.

The rules name what happens as terms (``cast(alice, croak)``, ``no_priority``); the JSON answers keep them
structured. For people every term is said as a sentence from a pattern in ``pyglue/data/sentences.json``, one per
event of ``pyglue/data/events.json`` (by the argument names declared there: ``"{player} cast {object}"``), one per
reason an action fails (``fails/5`` and the faults of combat, by position: ``"{1} is tapped"``) and one per term
found inside them (``found(C)``, a cost). One renderer fills them all: an object id becomes the object's name
(with its id where two objects share a name), a player stays a player, an ability (a card-file mapping) becomes
its text, a nested term its own sentence, any other constant its words (``declare_blockers``: "declare
blockers"). A part in ``[...]`` is left out when a value in it says nothing (``none``). Nothing here decides
anything about the game: it only reads what the rules showed.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from .files import files

#: a parsed term: a constant, id, number or text (str), a mapping (an ability), or (name, [arguments])
Term = Any


@functools.lru_cache(maxsize=1)
def patterns() -> dict[str, dict[str, str]]:
    """``pyglue/data/sentences.json``: ``events``, ``reasons``, ``terms``, ``pending`` and ``words``."""
    return json.loads(files("pyglue").joinpath("data", "sentences.json").read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=1)
def _event_names() -> dict[str, list[str]]:
    """``pyglue/data/events.json``'s ``events``: each event's argument names, by name/arity or name."""
    return json.loads(files("pyglue").joinpath("data", "events.json").read_text(encoding="utf-8"))["events"]


# ---------------------------------------------------------------------------------------------
# reading a term's text (answers.render_term) back


def parse(text: str) -> Term:
    """A term's text as :func:`pyglue.answers.render_term` writes it, read back: ``name(arg, ...)`` as
    ``(name, [args])``, an embedded ability (JSON) as its mapping, anything else as its text. Never fails: what
    does not read as a term is its text."""
    try:
        term, rest = _read(text.strip(), 0)
    except (ValueError, IndexError, RecursionError):
        return text
    return term if rest == len(text.strip()) else text


def _read(s: str, i: int) -> tuple[Term, int]:
    if s.startswith('{"', i):  # an ability or other mapping (answers.render_term writes it as JSON)
        return json.JSONDecoder().raw_decode(s, i)
    j = i
    depth = 0
    while j < len(s):
        ch = s[j]
        if ch == "{":  # a mana cost's symbols ({1}{G}{U}) are part of a constant
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0 and ch in ",()":
            break
        j += 1
    name = s[i:j].strip()
    if j < len(s) and s[j] == "(" and not name:  # a tuple: (), (a, b)
        return _items(s, j + 1)
    if j < len(s) and s[j] == "(" and re.fullmatch(r"[a-z_][A-Za-z0-9_]*", name):
        args, j = _items(s, j + 1)
        return (name, args), j
    return name, j


def _items(s: str, j: int) -> tuple[list[Term], int]:
    """The comma-separated terms from ``j`` (just after an opening parenthesis) to its closing one."""
    items: list[Term] = []
    while s[j] == " ":
        j += 1
    if s[j] == ")":
        return items, j + 1
    while True:
        item, j = _read(s, j)
        items.append(item)
        while s[j] == " ":
            j += 1
        if s[j] == ")":
            return items, j + 1
        if s[j] != ",":
            raise ValueError(s)
        j += 1
        while s[j] == " ":
            j += 1


# ---------------------------------------------------------------------------------------------
# names


class Namer:
    """What an id is called in a sentence: an object by its name (``Croaking Counterpart``), with its id where
    two objects of the states share that name (``Island (island1)``); a player by their name; an ability on the
    stack as its source's (``Encouraging Aviator's ability``). Built from the states an answer is about (the state
    before first, then the states after: an object's name is its latest)."""

    def __init__(self, states: Iterable[Any] = (), extra: dict[str, str] | None = None) -> None:
        states = [s for s in states if s is not None]
        docs = [getattr(s, "doc", s) for s in states]
        self.players: set[str] = {p["name"] for d in docs for p in d.get("players", []) if isinstance(p, dict)}
        self._objs = objs = {o["id"]: o for d in docs for o in d.get("objects", [])
                             if isinstance(o, dict) and isinstance(o.get("id"), str)}
        self._cards: dict[str, Any] = {}
        for st in states:
            cards = getattr(st, "cards", None)
            if isinstance(cards, dict):
                self._cards.update(cards)
        base = {oid: _own_name(o, objs) for oid, o in objs.items()}
        base.update(extra or {})
        self.names = {oid: n for oid, n in base.items() if n}
        self._count = Counter(self.names.values())

    def knows(self, v: str) -> bool:
        return v in self.names or v in self.players or self._made(v) is not None

    def __call__(self, oid: str) -> str:
        if oid in self.players:
            return oid
        name = self.names.get(oid)
        if name is None:  # an object the states don't hold (made later in an explore plan, or gone)
            made = self._made(oid)
            return f"{made} ({oid})" if made else oid
        if name.endswith("'s ability"):
            return f"{name} ({oid})"
        return name if self._count.get(name, 0) == 1 else f"{name} ({oid})"


    def _made(self, oid: str) -> str | None:
        """What an id the rules gave a new object says of it (pyglue/answers.py renders them from what they come
        from: ``emab.prepare_copy.12`` is the copy of emab's prepare spell, ``croak.token.9`` a token croak made)."""
        m = _MADE.fullmatch(oid)
        if m is None or m.group(1) not in self.names:
            return None
        base, kind = m.group(1), m.group(2)
        if kind == "prepare_copy":  # CR 722.3c: a copy of the prepare spell
            card = self._cards.get(str(self._objs[base].get("card")))
            prep = card.get("prepare") if isinstance(card, dict) else None
            name = prep.get("name") if isinstance(prep, dict) else None
            return name if isinstance(name, str) and name else f"the prepare copy of {self.names[base]}"
        return {"token": "a token made by {}", "ability": "{}'s ability"}.get(kind, "a copy made by {}").format(
            self.names[base])


#: an id the rules give a new object: what it comes from, its kind, its timestamp (answers._render_id)
_MADE = re.compile(r"(.+)\.(token|prepare_copy|ability|copy|spell_copy|cast_copy|doubled)\.\d+(?:\.\d+)?")


def _own_name(o: dict[str, Any], objs: dict[str, dict[str, Any]], depth: int = 0) -> str | None:
    """An object's name as its state document tells it: the latest copy effect's name (CR 707.2), else its own
    characteristics' or card's; an ability on the stack is its source's (CR 113.7)."""
    ab = o.get("ability")
    if isinstance(ab, dict) and isinstance(ab.get("source"), str):
        src = objs.get(ab["source"])
        sname = _own_name(src, objs, depth + 1) if src is not None and depth < 5 else None
        return f"{sname or ab['source']}'s ability"
    effects = [e for e in o.get("copy_effects") or [] if isinstance(e, dict)]
    for e in sorted(effects, key=lambda e: e.get("timestamp") if isinstance(e.get("timestamp"), int) else 0,
                    reverse=True):
        name = (e.get("values") or {}).get("name") if isinstance(e.get("values"), dict) else None
        if isinstance(name, str) and name:
            return name
    ch = o.get("characteristics")
    if isinstance(ch, dict) and isinstance(ch.get("name"), str) and ch["name"]:
        return ch["name"]
    card = o.get("card")
    return card if isinstance(card, str) and card else None


# ---------------------------------------------------------------------------------------------
# sentences


_PLACE = re.compile(r"\{([A-Za-z0-9_]+)\}")
_PARTS = re.compile(r"\[([^\[\]]*)\]|\{([A-Za-z0-9_]+)\}")


def event_sentence(event: Any, namer: Namer | None = None) -> str:
    """An event (its text as answers.render_term writes it, or a parsed term) as an English sentence."""
    return _sentence(parse(event) if isinstance(event, str) else event, namer or Namer(), "events")


def record_sentence(record: dict[str, Any], namer: Namer | None = None) -> str:
    """An event record of the JSON answers (answers.event_record: ``{"event": "cast", "player": "alice",
    "object": "croak", "rule": "601.2i"}``) as its sentence, without the rule."""
    name = str(record.get("event", ""))
    if "args" in record and isinstance(record["args"], list):
        args = list(record["args"])
    else:
        keys = [k for k in record if k not in ("event", "rule")]
        names = _event_names()
        declared = next((names[k] for k in (f"{name}/{len(keys)}", name) if k in names and set(names[k]) == set(keys)),
                        keys)
        args = [record[k] for k in declared]
    # (a nested term is its text in a record: ``found(c1)``)
    args = [parse(a) if isinstance(a, str) and "(" in a else a for a in args]
    return _sentence((name, args) if args else name, namer or Namer(), "events")


def reason_sentence(reason: Any, namer: Namer | None = None) -> str:
    """A reason an action fails (why-not's ``condition``) as an English sentence."""
    return _sentence(parse(reason) if isinstance(reason, str) else reason, namer or Namer(), "reasons")


def step_sentence(step: Any, namer: Namer | None = None) -> str:
    """A rules event or "what if" event that is a step of an explore plan (settle.lp, explore.lp) as a sentence."""
    return _sentence(parse(step) if isinstance(step, str) else step, namer or Namer(), "steps")


def pending_sentence(kind: str) -> str:
    """What derive's ``pending`` kind (sba, triggers) means."""
    return patterns()["pending"].get(kind, _words(kind))


def with_rule(sentence: str, rule: str) -> str:
    """A sentence with its CR rule: ``alice cast Croaking Counterpart (CR 601.2i)``; not twice when the sentence's
    pattern already ends with that rule (``... was visited (CR 701.52a)``, ``(CR 702.33c-d)`` for 702.33d)."""
    if not rule:
        return sentence
    cited = re.search(r"\(CR ([^()]*)\)$", sentence)   # the pattern's own closing citation, if any
    if cited and re.match(re.escape(rule.rstrip("abcdefghijklmnopqrstuvwxyz")) + r"(?![0-9])", cited.group(1)):
        return sentence   # already cites that rule or a range holding it (702.33c-d for 702.33d)
    return f"{sentence} (CR {rule})"


def pattern_of(section: str, name: str, arity: int) -> tuple[str, list[str]] | None:
    """The pattern of ``name/arity`` in ``section`` and the names its placeholders may use (events: the argument
    names of events.json), or None."""
    table = patterns()[section]
    key = f"{name}/{arity}" if f"{name}/{arity}" in table else name
    pat = table.get(key)
    if pat is None:
        return None
    names = (_event_names().get(key, _event_names().get(name)) or []) if section == "events" else []
    names = names if len(names) == arity else []
    if key == name and f"{name}/{arity}" not in table and section != "events":
        # a reason or term pattern is for the arity it was written for (placeholders by position)
        used = [int(p) for p in _PLACE.findall(pat) if p.isdigit()]
        if used and max(used) > arity:
            return None
    return pat, names


def _sentence(term: Term, namer: Namer, section: str) -> str:
    if isinstance(term, tuple):
        name, args = term
    elif isinstance(term, str) and re.fullmatch(r"[a-z_][A-Za-z0-9_]*", term) and not namer.knows(term):
        name, args = term, []
    else:
        return _value(term, namer, section)
    declared = _event_names().get(name) if section == "events" else None
    if declared and len(args) > len(declared):
        args = _rejoin(args, len(declared))
    found = pattern_of(section, name, len(args))
    if found is None:
        for other in ("terms", "reasons", "events"):
            if other != section and (found := pattern_of(other, name, len(args))) is not None:
                section = other
                break
    if found is None:  # not in the vocabulary: its words and its values, never the raw term
        return " ".join([_words(name)] + [_value(a, namer, section) for a in args]).strip()
    pat, names = found
    return fill(pat, args, names, namer, section)


def _rejoin(args: list[Term], arity: int) -> list[Term]:
    """An event's arguments read back from its text, where a card name holding a comma ("Liliana, the Last Hope",
    answers.render_term writes strings bare) was cut in two: the pieces joined again, a piece that is no id or
    constant (it has a capital letter or a space) joining the name before it, until the event's arity is met."""
    out = list(args)
    i = 1
    while len(out) > arity and i < len(out):
        prev, cur = out[i - 1], out[i]
        if isinstance(prev, str) and isinstance(cur, str) and re.match(r"[^a-z]", prev) \
                and not re.fullmatch(r"[a-z_][a-z0-9_.]*", cur):
            out[i - 1:i + 1] = [f"{prev}, {cur}"]
        else:
            i += 1
    return out if len(out) == arity else list(args)


def fill(pat: str, args: list[Term], names: list[str], namer: Namer, section: str = "events") -> str:
    """A pattern with its placeholders filled: ``{player}`` by argument name, ``{1}`` by position; a ``[...]``
    part is left out when a value in it is empty (the constant ``none``)."""
    values: dict[str, str] = {}
    for i, a in enumerate(args):
        text = _value(a, namer, section)
        values[str(i + 1)] = text
        if i < len(names):
            values[names[i]] = text

    def sub(m: re.Match) -> str:
        if m.group(1) is not None:  # an optional part: left out when a value in it is empty
            inner = m.group(1)
            if any(not values.get(p) for p in _PLACE.findall(inner)):
                return ""
            return _PLACE.sub(lambda x: values.get(x.group(1), ""), inner)
        return values.get(m.group(2), "")

    # (one pass: a value filled in, a mana cost's {G} say, is never read as a placeholder); a name ending in s
    # takes a bare apostrophe (Grizzly Bears')
    return re.sub(r"(?<=s)'s\b", "'", _PARTS.sub(sub, pat))


def _value(v: Term, namer: Namer, section: str) -> str:
    if isinstance(v, tuple):
        return _sentence(v, namer, section)
    if isinstance(v, dict):
        if isinstance(v.get("object"), str) and "ability" in v:
            return f"{namer(v['object'])}'s ability \u201c{_ability(v['ability'])}\u201d"
        return f"\u201c{_ability(v)}\u201d"
    if isinstance(v, list):
        return ", ".join(_value(x, namer, section) for x in v)
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if namer.knows(s):
        return namer(s)
    words = patterns()["words"]
    if s in words:
        return words[s]
    if re.fullmatch(r"[a-z_][A-Za-z0-9_]*", s):
        found = pattern_of("terms", s, 0)
        if found is not None:
            return found[0]
        return _words(s)
    return s


def _ability(ab: Any) -> str:
    from .ability_text import ability_text

    try:
        return ability_text(ab)
    except (KeyError, TypeError, ValueError, AttributeError, StopIteration):
        return json.dumps(ab, sort_keys=True)


def _words(name: str) -> str:
    return name.replace("_", " ")
