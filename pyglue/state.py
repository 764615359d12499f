"""Game-state and card files: load, validate, save (docs/state_format.md).

Every document is checked against the JSON Schema shipped in ``pyglue/data`` and then
against the cross-references the schema cannot express (unknown cards, duplicate ids, a
controller who is not a player, ...). All problems are collected and raised together in
one :class:`InputError`, each with its path in the document (``objects[2].zone``).
"""

from __future__ import annotations

import copy
import functools
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import vocabulary as voc
from .errors import InputError, clip, clip_message  # noqa: F401 - (re-exported)
from .files import as_file, files
from .gamestate import GameState  # noqa: F401 - (re-exported)
from .validation import (  # noqa: F401 - (re-exported)
    FAST_VALIDATORS,
    MAX_DEPTH,
    _path,
    _validator,
    describe,
    fast_validator,
    scan_document,
    schema,
    schema_problems,
    validator_code,
    validator_paths,
    warm_validators,
)

#: the designations whose inherent triggered abilities have no source object (CR 725.2, 726.2): a triggered ability
#: waiting or on the stack names the designation as its source (branch gaps12; rules_asp/kernel/gaps12_designations.lp)
INHERENT_SOURCES = frozenset({"monarch", "initiative"})


# --- limits on what the loaders read (issue 16: files confined, bounded) --------------------------------

#: the largest file the loaders read, unless MTGASP_MAX_FILE_SIZE or ``--max-file-size`` says otherwise
DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024
#: the largest size limit that may be set (a file or request line is read whole into memory)
MAX_SIZE_LIMIT = 64 * 1024 ** 3
#: YAML aliases may add at most this many values to a document (an alias bomb adds billions)
MAX_ALIAS_EXPANSION = 100_000


@dataclass
class Limits:
    """What the loaders may read: ``max_file_size`` in bytes (None: MTGASP_MAX_FILE_SIZE, else
    :data:`DEFAULT_MAX_FILE_SIZE`); ``cards_path``, the folders a state's card_files may be in besides the state
    file's own (None: MTGASP_CARDS_PATH, a list of folders separated by the path separator, else the working
    directory). The CLI sets them from ``--max-file-size`` and ``--cards-path``."""

    max_file_size: int | None = None
    cards_path: tuple[str, ...] | None = None


LIMITS = Limits()


def parse_size(text: str) -> int:
    """A size in bytes from ``1048576``, ``500k``, ``10M`` or ``1G`` (powers of 1024); ValueError otherwise."""
    m = re.fullmatch(r"\s*(\d{1,30})\s*([kKmMgG]?)[bB]?\s*", str(text))
    if not m:
        raise ValueError(f"not a size: {clip(str(text))!r} (bytes, or a number with k, M or G)")
    size = int(m.group(1)) * 1024 ** " kmg".index((m.group(2) or " ").lower())
    if size > MAX_SIZE_LIMIT:
        raise ValueError(f"{clip(str(text))!r} is larger than the largest limit, {MAX_SIZE_LIMIT // 1024 ** 3}G")
    return size


def max_file_size() -> int:
    if LIMITS.max_file_size is not None:
        return LIMITS.max_file_size
    env = os.environ.get("MTGASP_MAX_FILE_SIZE")
    if env:
        try:
            return parse_size(env)
        except ValueError as exc:
            raise InputError([("MTGASP_MAX_FILE_SIZE", str(exc))], "environment") from None
    return DEFAULT_MAX_FILE_SIZE


def cards_path() -> list[Path]:
    """The folders (resolved) card_files may be in besides the state file's folder."""
    if LIMITS.cards_path is not None:
        folders = list(LIMITS.cards_path)
    elif os.environ.get("MTGASP_CARDS_PATH"):
        folders = [d for d in os.environ["MTGASP_CARDS_PATH"].split(os.pathsep) if d]
        wrong = [d for d in folders if not os.path.isdir(d)]   # (a mistyped folder would admit nothing, silently)
        if wrong:
            raise InputError([("MTGASP_CARDS_PATH", f"{d[:200]!r} is not a folder") for d in wrong], "environment")
    else:
        folders = [os.getcwd()]
    return [Path(d).resolve() for d in folders]


def _bundled_examples() -> Path | None:
    try:
        with as_file(files("pyglue").joinpath("examples")) as path:
            return Path(path).resolve()
    except (OSError, TypeError):
        return None


def confined(path: Path, base: Path | None) -> bool:
    """Whether ``path`` (resolved, symbolic links followed, nothing opened) is inside the state file's folder
    ``base``, a folder of :func:`cards_path`, or the examples shipped with the package."""
    real = path.resolve()
    roots = ([base.resolve()] if base is not None else []) + cards_path()
    shipped = _bundled_examples()
    if shipped is not None:
        roots.append(shipped)
    return any(real.is_relative_to(r) for r in roots)


def read_document(path: str | Path, max_bytes: int | None = None) -> Any:
    """Read a YAML or JSON file; raise :class:`InputError` if it can't be read or parsed, isn't a regular file,
    or is larger than ``max_bytes`` (default :func:`max_file_size`): that is refused before parsing."""
    if isinstance(path, str) and not path:   # (Path("") is the working directory: "not a regular file" named nothing)
        raise InputError([("", "cannot read file: the path is empty")], "''")
    if "\0" in str(path):   # (Path.is_file() says False: it was "no such file")
        raise InputError([("", "cannot read file: the path holds a NUL character, which no file's name has")],
                         repr(str(path))[1:-1])
    p = Path(path)
    limit = max_file_size() if max_bytes is None else max_bytes
    too_big = InputError([("", f"the file is larger than the limit of {limit} bytes (--max-file-size, "
                               "MTGASP_MAX_FILE_SIZE): not read")], str(path))
    try:
        if not p.is_file():
            why = "no such file" if not p.exists() else "not a regular file"
            raise InputError([("", f"cannot read file: {why}")], str(path))
        if p.stat().st_size > limit:
            raise too_big
        with open(p, "rb") as fh:  # in pieces: read(limit + 1) would ask for the whole limit's memory at once
            pieces: list[bytes] = []
            got = 0
            while got <= limit:
                piece = fh.read(min(1 << 20, limit + 1 - got))
                if not piece:
                    break
                pieces.append(piece)
                got += len(piece)
            data = b"".join(pieces)
        if len(data) > limit:
            raise too_big
        text = data.decode("utf-8")
    except InputError:
        raise
    except UnicodeDecodeError as exc:
        raise InputError([("", f"not UTF-8 text (byte {exc.start}): not a YAML or JSON file")], str(path)) from None
    except (OSError, ValueError) as exc:
        raise InputError([("", f"cannot read file: {getattr(exc, 'strerror', None) or type(exc).__name__}")],
                         str(path)) from None
    return parse_document(text, str(path))


@functools.cache
def _loaders() -> tuple[Any, Any]:
    """The YAML loaders (built on first use, so that a command reading no YAML doesn't import PyYAML): a safe
    loader that refuses a mapping key given twice (YAML 1.2 requires unique keys) and aliases that would add more
    than :data:`MAX_ALIAS_EXPANSION` values to the document (a "billion laughs" bomb); and the same on libyaml's
    parser (None without libyaml), which reads a card file several times faster."""
    import yaml

    class UniqueKeys:
        def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
            seen = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)
                if isinstance(key, (str, int, float, bool)) and key in seen:
                    raise yaml.constructor.ConstructorError(None, None, f"key {key!r} appears twice",
                                                            key_node.start_mark)
                if isinstance(key, (str, int, float, bool)):
                    seen.add(key)
            return super().construct_mapping(node, deep=deep)

    class Loader(UniqueKeys, yaml.SafeLoader):
        anchors_used = False

        def get_single_node(self) -> Any:
            node = super().get_single_node()
            if node is not None and self.anchors_used:
                _check_expansion(node)
            return node

        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.AliasEvent):
                self.anchors_used = True
            return super().compose_node(parent, index)

    # a YAML date (`date: 2024-10-25`) is the text written, as JSON gives it, not a datetime no schema takes
    Loader.add_constructor("tag:yaml.org,2002:timestamp", yaml.SafeLoader.construct_yaml_str)
    if not getattr(yaml, "__with_libyaml__", False):
        return Loader, None

    class CLoader(UniqueKeys, yaml.CSafeLoader):
        def get_single_node(self) -> Any:
            node = super().get_single_node()  # (libyaml composes; its aliases are nodes met twice)
            if node is not None:
                _shallow(node)
                _check_expansion(node)
            return node

    CLoader.add_constructor("tag:yaml.org,2002:timestamp", yaml.SafeLoader.construct_yaml_str)
    return Loader, CLoader


#: the deepest nesting the libyaml loader takes; a deeper document is read by the Python loader, as before
_FAST_DEPTH = 64


class _TooDeep(Exception):
    pass


def _shallow(root: Any) -> None:
    """Raise :class:`_TooDeep` if the node graph nests deeper than :data:`_FAST_DEPTH` (each node seen once)."""
    import yaml

    seen: set[int] = set()
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if depth > _FAST_DEPTH:
            raise _TooDeep
        if isinstance(node, yaml.SequenceNode):
            stack.extend((n, depth + 1) for n in node.value)
        elif isinstance(node, yaml.MappingNode):
            stack.extend((n, depth + 1) for kv in node.value for n in kv)


def _load_yaml(text: str) -> Any:
    """``text`` read by the libyaml loader; anything it doesn't read plainly (an error, deep nesting, an alias
    bomb) is read again by the Python loader, so that the document and every error are as that loader gives
    them."""
    import yaml

    slow, fast = _loaders()
    if fast is not None:
        try:
            return yaml.load(text, Loader=fast)  # noqa: S506 - a CSafeLoader subclass
        except (yaml.YAMLError, _TooDeep, _AliasBomb, RecursionError):
            pass
    return yaml.load(text, Loader=slow)  # noqa: S506 - a SafeLoader subclass


class _AliasBomb(Exception):
    pass


def _check_expansion(root: Any) -> None:
    """Raise :class:`_AliasBomb` if the node graph, with every alias expanded, has more than
    :data:`MAX_ALIAS_EXPANSION` values beyond its distinct nodes, or an alias inside its own anchor."""
    import yaml

    size: dict[int, int] = {}
    active: set[int] = set()

    def walk(node: Any) -> int:
        key = id(node)
        if key in size:
            return size[key]
        if key in active:
            raise _AliasBomb("a YAML alias refers to a value that contains it")
        active.add(key)
        total = 1
        if isinstance(node, yaml.SequenceNode):
            total += sum(walk(n) for n in node.value)
        elif isinstance(node, yaml.MappingNode):
            total += sum(walk(k) + walk(v) for k, v in node.value)
        active.discard(key)
        size[key] = total
        if total - len(size) > MAX_ALIAS_EXPANSION:
            raise _AliasBomb(f"YAML aliases expand the document by more than {MAX_ALIAS_EXPANSION} values: "
                             "not read (write the values out)")
        return total

    walk(root)


def parse_document(text: str, source: str = "<input>") -> Any:
    """Parse JSON or YAML text; raise :class:`InputError` on a syntax error.

    Text that starts like JSON is read as JSON first (tabs, surrogate pairs); YAML otherwise.
    A key given twice in one mapping is an error.
    """
    doc = None   # (text read as JSON is a list or a mapping: None is "not read as JSON", then read as YAML)
    if text.lstrip()[:1] in ("{", "["):
        try:
            doc = json.loads(text, object_pairs_hook=_unique_pairs)
        except ValueError as exc:
            if "digits" in str(exc):  # CPython's limit on an integer's length (int_max_str_digits)
                raise InputError([("", "a number has more digits than can be read (4,300 at most)")], source) from None
        except RecursionError:
            raise InputError([("", f"the document is nested more than {MAX_DEPTH} deep: not read")], source) from None
    if doc is None:
        import yaml

        try:
            doc = _load_yaml(text)
        except _AliasBomb as exc:
            raise InputError([("", str(exc))], source) from None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
            # (the problem only: str(exc) would quote the file's text around the mark)
            raise InputError([(where, f"not valid YAML/JSON: {getattr(exc, 'problem', None) or type(exc).__name__}")],
                             source) from None
        except RecursionError:
            raise InputError([("", f"the document is nested more than {MAX_DEPTH} deep: not read")], source) from None
        except ValueError as exc:  # an integer too long for int() (CPython's int_max_str_digits), a bad timestamp
            why = ("a number has more digits than can be read (4,300 at most)" if "digits" in str(exc)
                   else f"a value can't be read: {clip(str(exc))}")
            raise InputError([("", why)], source) from None
    problems = scan_document(doc)
    if problems:
        raise InputError(problems, source)
    return doc


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"key {k!r} appears twice")
        out[k] = v
    return out


@dataclass
class CardLibrary:
    """Cards by name: each a validated card mapping (CR 722.2: ``prepare`` holds the inset frame).

    ``broken`` names the cards a card file defines with problems (they are not in ``cards``), each with where
    it is, and ``unread`` the card files that could not be read at all: a state naming such a card gets the
    card file's problems, not an "unknown card" on top of them."""

    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)
    unread: list[str] = field(default_factory=list)

    def add(self, card: dict[str, Any], path: str, problems: list[tuple[str, str]]) -> None:
        name = card["name"]
        if name in self.cards and self.cards[name] != card:
            problems.append((f"{path}.name", f"card {name!r} is defined twice, differently"))
        self.cards[name] = card


#: the alternative faces that make a card's layout: double-faced, flip, Adventurer, Omen (CR 712.1, 710.1, 715.1,
#: 720.1); a card has one layout, so at most one of these
LAYOUT_FACES = ("back", "flip", "adventure", "omen")


def card_problems(card: dict[str, Any], path: str) -> list[tuple[str, str]]:
    """Vocabulary problems in one card (characteristics and abilities)."""
    out = []
    layouts = [k for k in LAYOUT_FACES if k in card]
    if len(layouts) > 1:
        out.append((f"{path}.{layouts[1]}", f"a card has one kind of alternative face, not both {layouts[0]} and "
                                             f"{layouts[1]} (CR 712.1, 710.1, 715.1, 720.1)"))
    aux = voc.Aux.empty()
    for name, face in voc.faces(card):
        face_path = path if name == "main" else f"{path}.{name}"
        for key in voc.CHARACTERISTICS:
            if key not in face:
                continue
            items = [(f"{face_path}.{key}[{i}]", v) for i, v in enumerate(face[key])] \
                if key in voc.MULTI and isinstance(face[key], list) else [(f"{face_path}.{key}", face[key])]
            for item_path, value in items:
                if isinstance(value, list) and key in voc.MULTI and isinstance(face[key], list):
                    out.append((item_path, f"each of the {key} is one value, not {describe(value)}"))
                    continue
                _vocabulary_problem(out, voc.characteristic_values, key, value, item_path, aux)
    return out


def load_cards(path: str | Path, library: CardLibrary | None = None) -> CardLibrary:
    """Load a card file (a list of cards or ``{cards: [...]}``) into a library.

    Raises :class:`InputError` with every problem found: the schema's and each card's vocabulary problems
    together. The cards without problems are added to ``library`` even so, and the names of the others are
    kept in ``library.broken`` (a file that can't be read at all, in ``library.unread``).
    """
    library = library if library is not None else CardLibrary()
    try:
        doc = read_document(path)
    except InputError:
        library.unread.append(str(path))
        raise
    problems = schema_problems(doc, "cards", branch=0 if isinstance(doc, list) else 1)
    items = doc if isinstance(doc, list) else doc.get("cards") if isinstance(doc, dict) else None
    prefix = "" if isinstance(doc, list) else "cards"
    if not isinstance(items, list):
        library.unread.append(str(path))
        raise InputError(problems, str(path))
    for i, card in enumerate(items):
        p = f"{prefix}[{i}]"
        if not isinstance(card, dict) or not isinstance(card.get("name"), str):
            continue
        mine = [(q, m) for q, m in problems if q == p or q.startswith((f"{p}.", f"{p}["))]
        try:  # a value the schema already refused isn't reported twice
            mine += [x for x in card_problems(card, p) if all(x[0] != q for q, _ in mine)]
        except Exception:  # a card that breaks the schema may break the vocabulary check too
            if not mine:
                raise
        if mine:
            problems += [x for x in mine if x not in problems]
            library.broken.setdefault(card["name"], f"{path} {p}")
        else:
            library.add(card, p, problems)
    if problems:
        raise InputError(problems, str(path))
    return library


def as_state(value: Any, what: str = "state") -> GameState:
    """``value`` if it is a :class:`GameState`; a state document (a mapping, as in a state file) validated into one
    by :func:`state_from_document` (card_files relative to the working directory); a :class:`TypeError` naming
    what is expected for anything else (the API's entry points take either)."""
    if isinstance(value, GameState):
        return value
    if isinstance(value, Mapping):
        return state_from_document(dict(value), source="<state document>")
    hint = "; for a state file use load_state(path)" if isinstance(value, (str, Path)) else ""
    raise TypeError(f"{what} must be a GameState (load_state, state_from_document) or a state document (a mapping), "
                    f"not {type(value).__name__}{hint}")


def check_player(state: GameState, player: Any, what: str = "player") -> None:
    """An :class:`InputError` (a ValueError) naming ``player`` and the players there, unless it is None or one of
    the game's players."""
    if player is not None and player not in state.players:
        there = ", ".join(state.players) or "none"
        raise InputError([(what, f"{clip(repr(player))} is not a player in this game (players: {there})")],
                         state.source)


def load_state(path: str | Path, extra_cards: CardLibrary | None = None) -> GameState:
    """Load and validate a game-state file (YAML or JSON).

    ``card_files`` are read relative to the state file's folder, and only from inside it or a folder of the
    cards path (:class:`Limits`); a file over the size limit is refused unread. Raises :class:`InputError`
    listing every problem (schema, vocabulary, cross-references), each with its path.
    """
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"load_state takes the path of a state file (str or os.PathLike), not {type(path).__name__}; "
                        "a state document (a mapping) goes to Engine's queries and Game as it is, or to "
                        "state_from_document")
    doc = read_document(path)
    return state_from_document(doc, base=Path(path).parent, source=str(path), extra_cards=extra_cards)


def state_from_document(doc: Any, base: Path | None = None, source: str = "<state>",
                        extra_cards: CardLibrary | None = None) -> GameState:
    """Validate a state mapping and build a :class:`GameState` (see :func:`load_state`).

    Schema problems and cross-reference problems are reported together, as far as the
    cross-references can be followed in a document that breaks the schema.
    """
    problems = schema_problems(doc, "state")
    if not isinstance(doc, dict) or (problems and problems == scan_document(doc)):  # (too deep: read no further)
        raise InputError(problems, source)
    schema_ok, n_schema, given = not problems, len(problems), doc
    doc = copy.deepcopy(doc)
    library = CardLibrary(dict(extra_cards.cards) if extra_cards else {})
    files = doc.get("card_files", [])
    for i, f in enumerate(files if isinstance(files, list) else []):
        if not isinstance(f, str) or not f:   # (the schema's problem)
            continue
        p = Path(f) if Path(f).is_absolute() or base is None else base / f
        if "\0" in f:   # (no system opens such a name: not "outside", which no --cards-path would mend)
            problems.append((f"card_files[{i}]", f"{clip(f)!r} is not a valid path (it holds a NUL character)"))
            continue
        try:
            inside = confined(p, base)
        except InputError:   # (MTGASP_CARDS_PATH names no folder)
            raise
        except (OSError, ValueError, RuntimeError):
            inside = False
        if not inside:   # (the folder that admits it is the one it resolves to: a symbolic link's target's)
            fix = (f"; to read it, add its folder: `mtgasp --cards-path {clip(os.path.dirname(os.path.realpath(p)))} "
                   "...` (or MTGASP_CARDS_PATH); a card of the bundled library (`mtgasp cards show NAME`) needs no "
                   "card_files")
            if base is None:  # a document with no file (given inline, e.g. to serve): no state file's folder
                where = ("" if Path(f).is_absolute() else f" (a document not read from a file: relative to the "
                         f"working directory, {clip(os.path.abspath(p))})")
                why = f"{clip(f)!r}{where} is outside the cards path (--cards-path, MTGASP_CARDS_PATH): not read"
                problems.append((f"card_files[{i}]", why + fix))
            else:
                problems.append((f"card_files[{i}]", f"{clip(f)!r} is outside the state file's folder and the cards "
                                                     "path (--cards-path, MTGASP_CARDS_PATH): not read" + fix))
            library.unread.append(f)   # (not read at all: an unknown card may be in it)
            continue
        try:
            load_cards(p, library)
        except InputError as exc:
            problems += [(f"card_files[{i}] ({f}) {q}".rstrip(), m) for q, m in exc.problems]
    inline = doc.get("cards", [])
    for i, card in enumerate(inline if isinstance(inline, list) else []):
        if isinstance(card, dict) and isinstance(card.get("name"), str):
            problems += card_problems(card, f"cards[{i}]")
            library.add(card, f"cards[{i}]", problems)
    _add_bundled(doc, library)
    state = GameState(doc=doc, cards=library.cards, source=source)
    try:
        _fill_defaults(doc)
        problems += reference_problems(doc, library.cards, library)
        problems += rules_problems(state, others=bool(problems))
    except Exception:  # noqa: BLE001 - only reached when the schema problems already say what is wrong
        if schema_ok:
            raise
        problems += _reference_problems_without(doc, library)
    if not schema_ok:   # a string the schema refused (where a list belongs) is checked no further: not letter by letter
        refused = {_path(e.absolute_path) for e in _validator("state", None).iter_errors(given)
                   if e.validator == "type" and isinstance(e.instance, str)}
        problems = problems[:n_schema] + [(p, m) for p, m in problems[n_schema:]
                                          if not any(p == r or p.startswith((r + "[", r + ".")) for r in refused)]
    if problems:
        raise InputError(problems, source)
    return state


def rules_problems(state: GameState, others: bool = False) -> list[tuple[str, str]]:
    """The CR-cited checks of a state, made by the rules (rules_asp/input.lp) on the facts its queries read
    (translate.state_facts, kept on ``state``): each finding of severity ``error`` as ``(path, "what is wrong (CR
    rule)")`` (pyglue.inputs.Finding). With ``others`` (problems already found), none if those stop the facts being
    made."""
    from .inputs import finding, inputs
    from .translate import state_facts

    try:
        facts = state_facts(state)
    except Exception:  # (a value those problems name: an unknown card, a term that doesn't parse)
        if others:
            return []
        raise
    doc = state.doc
    found = inputs(state, facts)
    seats = {pl["name"]: i for i, pl in enumerate(doc["players"])}
    index = {o["id"]: i for i, o in enumerate(doc["objects"])}
    out = []
    for name, at, details in found.problems:
        key = at.arguments[-1].name
        if at.name != "game":
            seat = seats if at.name == "player" else index
            key = f"{'players' if at.name == 'player' else 'objects'}[{seat[at.arguments[0].string]}].{key}"
        one = finding(found.checks, name.name, key, tuple(details.arguments))
        if one.severity == "error":
            out.append(one.problem())
    return sorted(set(out))


def _reference_problems_without(doc: dict[str, Any], library: CardLibrary) -> list[tuple[str, str]]:
    """The cross-reference problems of a document whose schema problems stopped the check (a value of the wrong
    type, such as ``counters: 3``), found with each value the schema refused left out, so that the other objects'
    problems still come in the same run; none if the check can't run even so."""
    trimmed = copy.deepcopy(doc)
    for err in list(_validator("state", None).iter_errors(trimmed)):
        *parent, key = list(err.absolute_path) or [None]
        node: Any = trimmed
        try:
            for part in parent:
                node = node[part]
            if isinstance(node, dict) and isinstance(key, str):
                node.pop(key, None)
        except (KeyError, IndexError, TypeError):
            continue
    try:
        _fill_defaults(trimmed)
        return reference_problems(trimmed, library.cards, library) + \
            rules_problems(GameState(doc=trimmed, cards=library.cards), others=True)
    except Exception:  # noqa: BLE001 - the schema problems say what is wrong
        return []


def engine_state(doc: dict[str, Any], cards: dict[str, dict[str, Any]], source: str) -> GameState:
    """A state the engine built (an apply answer's next state, ``doc`` with the validated ``cards`` of the state it
    came from, inline). The JSON Schema and the cards were checked when that state was read, so only the
    cross-references are checked again, as a guard against a rules bug (:class:`InputError` names them), not the
    rules' own input checks (rules_asp/input.lp); a user's document goes through :func:`state_from_document`."""
    library = CardLibrary(dict(cards))
    _add_bundled(doc, library)
    _fill_defaults(doc)
    problems = reference_problems(doc, library.cards)
    if problems:
        raise InputError(problems, source)
    return GameState(doc=doc, cards=library.cards, source=source)


def _add_bundled(doc: dict[str, Any], library: CardLibrary) -> None:
    """The bundled library's cards (pyglue.cards.library) for the names the state uses that no card file
    or inline card defines: only those, so that the rest of the library costs nothing (a card the added card
    itself names, such as a copy's card, is added too)."""
    from .cards import library as bundled
    from .cards import referenced_names

    names = referenced_names({k: v for k, v in doc.items() if k != "cards"}) - set(library.cards)
    while names:
        name = names.pop()
        card = bundled().get(name)
        if card is not None and name not in library.cards:
            library.cards[name] = card
            names |= referenced_names(card) - set(library.cards)


def _fill_defaults(doc: dict[str, Any]) -> None:
    players = doc["players"]
    for key, value in (("turn", 1), ("active_player", players[0]["name"] if players else None),
                       ("phase", "precombat_main"), ("step", None)):
        doc.setdefault(key, value)
    doc.setdefault("priority", None if doc.get("game_over") else doc["active_player"])
    for key in ("passed", "continuous_effects", "stack", "triggered"):
        doc.setdefault(key, [])
    for p in players:
        p.update({"life": 20, "mana_pool": "", "lands_played": 0} | p)


def _vocabulary_problem(out: list[tuple[str, str]], check: Any, *args: Any) -> None:
    """``check(*args)`` (a reading of the card-file vocabulary); what it refuses is one more problem in ``out``."""
    try:
        check(*args)
    except voc.VocabularyError as exc:
        out.append((exc.path, exc.message))


def reference_problems(doc: dict[str, Any], cards: dict[str, dict[str, Any]],
                       library: CardLibrary | None = None) -> list[tuple[str, str]]:
    """Cross-reference problems the JSON Schema can't see (ids, players, zones, cards, vocabulary); what the rules
    find wrong with the state is :func:`rules_problems`.

    A card that ``library`` holds as broken (a card file defines it with problems, reported with that file) is
    not also an unknown card; while a card file couldn't be read, an unknown card's message says so instead of
    guessing a name."""
    from .cards import unknown_card
    from .schema import FIELDS_BY_SCOPE, ITEMS, field_facts, field_reference_problems, item_facts

    out: list[tuple[str, str]] = []
    broken = library.broken if library is not None else {}
    unread = library.unread if library is not None else []
    players = [p["name"] for p in doc["players"]]
    pset = set(players)
    for i, name in enumerate(players):
        if players.index(name) != i:
            out.append((f"players[{i}].name", f"player {name!r} is listed twice"))
        if name == "nobody" or name in INHERENT_SOURCES:   # (the rules' own words: an action asked of nobody, 117.3a)
            out.append((f"players[{i}].name", f"{name!r} is the rules' own word (" + (
                "an action asked of nobody while no player holds priority, CR 117.3a)" if name == "nobody" else
                "the name of a designation, CR 725.2, 726.2)")))
        for key in (fl.path[0] for fl in FIELDS_BY_SCOPE["player"] if fl.value == "mana"):   # (mana_for_foretell too)
            try:
                voc.parse_mana_cost(doc["players"][i].get(key, ""), f"players[{i}].{key}")
            except voc.VocabularyError as exc:   # (the mana cost parser's message, said of mana)
                out.append((exc.path, exc.message.replace("mana cost ", "mana ", 1) +
                            (", written as symbols such as \"{W}{C}{C}\"" if key == "mana_pool" else "")))
    if doc.get("active_player") is not None and doc["active_player"] not in pset and not doc.get("game_over"):
        out.append(("active_player", f"{doc['active_player']!r} is not a player"))   # (the winner: input.lp)
    out += field_reference_problems("game", doc, "", pset, set())
    ids: dict[str, int] = {}
    for i, o in enumerate(doc["objects"]):
        if o["id"] in ids:
            out.append((f"objects[{i}].id", f"duplicate id {o['id']!r} (also objects[{ids[o['id']]}])"))
        else:
            ids[o["id"]] = i
        if o["id"] in pset:
            out.append((f"objects[{i}].id", f"id {o['id']!r} is also a player's name"))
        if o["id"] in INHERENT_SOURCES:   # (branch gaps12)
            out.append((f"objects[{i}].id", f"id {o['id']!r} is the name of a designation (CR 725.2, 726.2)"))
    for i, pl in enumerate(doc["players"]):   # (an Attraction deck's cards, CR 717.2: branch fix11)
        out += field_reference_problems("player", pl, f"players[{i}]", pset, ids)
    effect_ids: set[str] = set()
    for i, e in enumerate(doc.get("continuous_effects", [])):
        if e["id"] in effect_ids or e["id"] in ids:
            out.append((f"continuous_effects[{i}].id", f"duplicate id {e['id']!r}"))
        effect_ids.add(e["id"])
    objs = doc["objects"]
    read = {fl.path[0] for fl in FIELDS_BY_SCOPE["object"] if fl.value in ("mana", "cost", "record", "characteristic")}
    for i, o in enumerate(objs):
        p = f"objects[{i}]"
        out += field_reference_problems("object", o, p, pset, ids)
        if o.get("cast_now_pays") and not o.get("cast_now_by"):
            out.append((f"{p}.cast_now_pays", "only a copy someone is to cast now (cast_now_by) is cast paying"))
        defined = bool(o.get("card")) or bool(o.get("characteristics")) or bool(o.get("copy_effects")) \
            or bool(o.get("ability"))
        if not defined:
            out.append((p, "an object needs a card, characteristics, copy_effects or an ability"))
        if o.get("card") and o["card"] not in cards and o["card"] not in broken:
            out.append((f"{p}.card", unknown_card(o["card"], cards, unread)))
        if o.get("ability") and o["ability"]["source"] not in ids and not o["ability"].get("source_left") \
                and o["ability"]["source"] not in INHERENT_SOURCES:
            out.append((f"{p}.ability.source", f"unknown object {o['ability']['source']!r} "
                                               "(a source that no longer exists needs source_left: true)"))
        if o.get("characteristics"):
            out += card_problems(o["characteristics"], f"{p}.characteristics")
        for j, ce in enumerate(o.get("copy_effects", []) or []):
            q = f"{p}.copy_effects[{j}]"
            kinds = [k for k in ("source", "card", "prepare_of") if k in ce]
            if len(kinds) != 1 and "values" not in ce:
                out.append((q, "a copy effect names one of source, card or prepare_of (or gives values)"))
            if len(kinds) > 1:
                out.append((q, "a copy effect names only one of source, card or prepare_of"))
            for k in ("source", "prepare_of"):
                if k in ce and ce[k] not in ids:
                    out.append((f"{q}.{k}", f"unknown object {ce[k]!r}"))
            if "card" in ce and ce["card"] not in cards and ce["card"] not in broken:
                out.append((f"{q}.card", unknown_card(ce["card"], cards, unread)))
            if "except" in ce:
                _vocabulary_problem(out, voc.exception_entries, ce["except"], f"{q}.except", voc.Aux.empty())
            if "values" in ce:
                out += card_problems(ce["values"], f"{q}.values")
        lost = set(o.get("lost_targets", []) or [])
        for j, t in enumerate(o.get("targets", []) or []):
            # a target that has ceased to exist or left the game keeps its slot as a lost target (CR 800.4a)
            if t not in ids and t not in pset and j + 1 not in lost:
                out.append((f"{p}.targets[{j}]", f"target {t!r} is neither an object nor a player"))
        for key in read & o.keys():   # (a value read in the vocabulary: an ability, mana, a cost)
            _vocabulary_problem(out, field_facts, "object", {key: o[key]}, [], p, [].append)
        if o.get("sacrificed") and o["sacrificed"]["object"] not in ids:
            out.append((f"{p}.sacrificed.object", f"unknown object {o['sacrificed']['object']!r}"))
        # (a counter count that isn't an integer is the schema's problem, reported once there)
    stack = doc.get("stack", [])
    for j, sid in enumerate(stack):
        if sid not in ids:
            out.append((f"stack[{j}]", f"{sid!r} is not an object"))
        elif objs[ids[sid]]["zone"] != "stack":
            out.append((f"stack[{j}]", f"{sid!r} is listed on the stack but objects[{ids[sid]}].zone is "
                                        f"{objs[ids[sid]]['zone']!r}: an object can't be in two zones"))
        if stack.index(sid) != j:
            out.append((f"stack[{j}]", f"{sid!r} is on the stack twice"))
    for i, o in enumerate(objs):
        if o["zone"] == "stack" and o["id"] not in stack:
            out.append((f"objects[{i}].zone", f"{o['id']!r} is on the stack but not listed in stack (its order)"))
    for i, e in enumerate(doc.get("continuous_effects", [])):
        out += field_reference_problems("effect", e, f"continuous_effects[{i}]", pset, ids)
        for key in sorted(e):   # (each change read as the encoder reads it: characteristics, abilities, CR 613)
            _vocabulary_problem(out, field_facts, "effect", {key: e[key]}, [], f"continuous_effects[{i}]", [].append)
    for key in ("delayed_triggers", "triggered"):
        for i, t in enumerate(doc.get(key, [])):
            # (a waiting ability whose source left and ceased to exist, a dying token's, names it: source_left)
            if t["source"] not in ids and not t.get("source_left") and t["source"] not in INHERENT_SOURCES:
                out.append((f"{key}[{i}].source", f"unknown object {t['source']!r}"))
            if t["controller"] not in pset:
                out.append((f"{key}[{i}].controller", f"{t['controller']!r} is not a player"))
    for key, items in ITEMS.items():   # (each item read as the encoder reads it: its ability text, its values)
        for i, v in enumerate(doc.get(key, [])):
            _vocabulary_problem(out, item_facts, items, v, f"{key}[{i}]", [].append, voc.Aux.empty())
    # Mystic Reflection's waiting effects (CR 707.5): the chosen creature is named, or its values written down
    # (its source, a spell, may be gone: a copy of a spell ceases to exist, CR 704.5e)
    for i, r in enumerate(doc.get("enters_as_copy_next", [])):
        if r["copy_of"] not in ids and not r.get("values"):
            out.append((f"enters_as_copy_next[{i}].copy_of", f"unknown object {r['copy_of']!r} (and no values)"))
        if r["controller"] not in pset:
            out.append((f"enters_as_copy_next[{i}].controller", f"{r['controller']!r} is not a player"))
    return out


def dump_document(doc: Any) -> str:
    """YAML text of a document, keys sorted, stable across runs."""
    import yaml

    return yaml.safe_dump(doc, sort_keys=True, allow_unicode=True, default_flow_style=False)


def default_mode() -> int:
    """The mode a plain ``open(path, "w")`` gives a new file: 0666 less the process's umask (mkstemp's temporary
    files are 0600, which a file renamed into place would otherwise keep)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def temp_file(folder: str | Path | None, prefix: str, suffix: str = ".tmp") -> tuple[int, str]:
    """A new temporary file in ``folder`` (``mkstemp``) with :func:`default_mode`, to be renamed into place."""
    import tempfile

    fd, tmp = tempfile.mkstemp(dir=folder, prefix=prefix, suffix=suffix)
    os.fchmod(fd, default_mode())
    return fd, tmp


def write_atomic(path: str | Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temporary file in the same folder, then renamed over
    ``path`` (a reader never sees half a file; a failure leaves what was there). The folder must exist. The file
    gets the mode a plain write would give it (:func:`default_mode`)."""
    path = Path(path)
    fd, tmp = temp_file(path.parent, f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def save_state(state: GameState, path: str | Path) -> None:
    """Write ``state`` (a GameState, or a state document: validated first, :func:`as_state`) as a YAML state file that
    :func:`load_state` reads back (atomically, :func:`write_atomic`). A path that is a folder, or in a folder that
    doesn't exist, is an :class:`InputError` naming it (nothing is written)."""
    text = dump_document(as_state(state).to_document())
    where = Path(path)
    if where.is_dir():
        raise InputError([("path", "is a folder, not a file: give the state file's path (such as state.yaml)")],
                         str(path))
    if not where.parent.is_dir():  # no folder is created: a mistyped path is an error, not a new folder
        raise InputError([("path", f"the folder it names ({where.parent}) doesn't exist")], str(path))
    write_atomic(where, text)

