"""Oracle text to mtgasp's ability vocabulary, with the Lark grammar pyglue/oracle.lark.

:func:`parse_text` reads a face's Oracle text line by line (a keyword line "Flying, vigilance" gives several
keywords; the "•" lines of a modal spell belong to the "Choose one —" line before them). Reminder text in
parentheses is dropped (CR 207.2a). The face's name, its short name before a comma, and "this creature",
"this spell", ... mean the object itself (CR 201.4b). An instant's or sorcery's instructions become one
``{spell: {effect: ..., target: ...}}`` (CR 113.3a). A line the grammar can't read, or whose parts the
vocabulary can't say, becomes ``{unsupported: LINE}`` as a whole (never half an ability).
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

from . import vocabulary

_REMINDER = re.compile(r"\s*\([^()]*\)")


class Unsupported(Exception):
    """A line that parses but says something the vocabulary can't (yet)."""


@lru_cache(maxsize=1)
def _parser():
    from lark import Lark
    text = resources.files("pyglue").joinpath("oracle.lark").read_text(encoding="utf-8")
    # cache=True: Lark keeps the built LALR tables in the temporary folder, keyed by the grammar's text, so a
    # new process loads them instead of building them again (about 1 s)
    return Lark(text, parser="lalr", start=["ability_line", "spell_line"], cache=True)


@lru_cache(maxsize=1 << 16)
def _cached_tree(line: str, is_spell: bool):
    """The parse tree of a line (after the self-name substitution), or None when no template reads it; cached by
    the line's text (many lines of a card corpus repeat: keyword lines, "Flying", a land's "{T}: Add {G}.").
    Only a parse failure is None: an error in the grammar itself (lark's GrammarError) raises."""
    from lark.exceptions import UnexpectedInput
    parser = _parser()
    try:
        return parser.parse(line, start="spell_line" if is_spell else "ability_line")
    except UnexpectedInput:
        return None


def _transform(tree, is_spell: bool, name: str) -> list:
    """The abilities the transformer builds from a line's tree. A rule method's Unsupported (which lark wraps in
    a VisitError) is Unsupported; any other error in a method is a bug in oracle.py and raises as it is."""
    from lark.exceptions import VisitError
    try:
        return _build(is_spell, name).transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unsupported):
            raise e.orig_exc from None
        raise


def strip_reminder(line: str) -> str:
    """The line without reminder text (CR 207.2a) and surrounding spaces."""
    return " ".join(_REMINDER.sub("", line.replace("\u2019", "'")).split())


#: first words of a legendary name that are no short name (CR 201.5c)
_NOT_SHORT = ("The", "A", "An")


def _self_names(name: str, legendary: bool = False) -> list[str]:
    names = [name.strip()] if name and name.strip() else []
    if " // " in name:   # a split card held as one record (CR 709.4a: each half's name is its own; 201.5)
        names += [half.strip() for half in name.split(" // ")]
    elif "," in name:
        names.append(name.split(",", 1)[0].strip())
    elif legendary and len(name.split()) > 1:
        # CR 201.5c: a legendary card without a comma in its name refers to itself by its first word ("Gandalf"
        # for Gandalf the Grey, "Loki" for Loki Laufeyson; branch effects5); not an article or a possessive
        first = name.split()[0]
        if first[:1].isupper() and first not in _NOT_SHORT and "'" not in first:
            names.append(first)
    return [n for n in sorted(set(names), key=len, reverse=True) if n]


def _with_self(line: str, name: str, legendary: bool = False) -> str:
    """The line with each whole-word mention of the face's name (or short name) written "~" (CR 201.4b). A
    plain scan, not a regular expression per name: a corpus has 35,000 names, and compiling one each costs
    more than parsing."""
    full = name.strip()
    for n in _self_names(name, legendary):
        start = line.find(n)
        while start >= 0:
            end = start + len(n)
            before = line[start - 1] if start else ""
            after = line[end] if end < len(line) else ""
            # a short name that begins another name ("except its name is Mishra's Warform", CR 707.9b; branch
            # effects4) is that name's word, not the object
            other = n != full and line[:start].lower().endswith(("its name is ", "named "))
            if not other and not (before and (before.isalnum() or before in "_'-")) \
                    and not (after and (after.isalnum() or after in "_-")):
                line = line[:start] + "~" + line[end:]
            start = line.find(n, start + 1)
    return line


#: a leveler's striation header (CR 711.2a-b): "LEVEL 2-3", "LEVEL 4+"
_LEVEL = re.compile(r"LEVEL \d+(-\d+|\+)$")


#: a Class's level bar (CR 716.2a; branch keywords3): "{1}{U}: Level 2"
_CLASS_BAR = re.compile(r"(\{[^}]+\})+: Level \d+$")


def _lines(text: str) -> list[str]:
    out: list[str] = []
    striation = False
    for raw in text.split("\n"):
        line = strip_reminder(raw)
        if not line:
            continue
        if _LEVEL.match(line) or _CLASS_BAR.match(line):
            striation = True    # (its power/toughness and abilities hold only at that level, CR 711.2: one line,
            out.append(line)    # which no template reads, rather than abilities that would apply at any level;
                                # a Class's section likewise: its abilities are its level bar's, CR 716.2a)
        elif striation:
            out[-1] += " / " + line
        elif line.startswith("\u2022") and out:
            out[-1] += " " + line
        elif line.startswith("{P}") and out and "{P} worth of modes" in out[-1]:
            out[-1] += " " + line   # a pawprint mode (CR 700.2i; branch effects5): "{P}{P} — EFFECT"
        elif line.startswith("+ ") and out and out[-1].lower().startswith("spree"):
            out[-1] += " " + line   # a spree mode (CR 702.172a; branch keywords): "+ {COST} — EFFECT"
        else:
            out.append(line)
    return out


def parse_text(text: str, name: str, types: list[str], supertypes: list[str] | None = None) -> list:
    """The abilities of a face's Oracle ``text`` in the vocabulary (see the module docstring); ``supertypes``: a
    legendary face's short name without a comma is its first word (CR 201.5c)."""
    is_spell = any(t.lower() in ("instant", "sorcery") for t in types)
    legendary = any(str(t).lower() == "legendary" for t in supertypes or ())
    out: list[Any] = []
    spell_at, spell_effects = -1, None      # where the spell ability is in out, and its effects so far
    for line in _lines(text or ""):
        tree = _cached_tree(_with_self(line, name, legendary), is_spell)
        if tree is None:
            out.append({"unsupported": line})
            continue
        try:
            got = _transform(tree, is_spell, name)
            for i, ability in enumerate(got):
                if isinstance(ability, _SpellPart) and spell_effects is not None:
                    # more instructions on another line ("Scry 1." / "Draw a card."): the same spell ability
                    if ability.modes is not None or spell_effects is _MODAL:
                        raise Unsupported("instructions besides the modes")
                    spell_effects = _Effects.of(spell_effects.items + ability.effects.items)
                    got[i] = _SpellPart(spell_effects)
        except Unsupported:
            out.append({"unsupported": line})
            continue
        for ability in got:
            if isinstance(ability, _SpellPart):
                if spell_at < 0:
                    spell_at = len(out)
                    out.append(None)
                spell_effects = ability.effects if ability.modes is None else _MODAL
                out[spell_at] = {"spell": ability.value()}
            else:
                out.append(ability)
    return out


def parse_face(face: dict) -> list:
    """The abilities of a card face in mtgasp's card format (``name``, ``types``, ``oracle_text``)."""
    return parse_text(face.get("oracle_text") or "", face.get("name") or "", list(face.get("types") or []),
                      list(face.get("supertypes") or []))


def _as_list(v: Any) -> list:
    return v if isinstance(v, list) else [v]


def _effs(v: Any) -> list:
    """A sentence's or clause's effects; one the generic builder built is a vocabulary value with no target of its
    own."""
    return [e if isinstance(e, _Eff) else _Eff(e, None) for e in _as_list(v)]


# ---------------------------------------------------------------------------------------------------------
# Building vocabulary values from the trees



class _Eff:
    """One effect and how it refers to the ability's target: ``target`` the target description it names,
    ``mention`` which "target ..." words of the text that is (two effects of one clause share it, "Target
    player draws two cards and loses 2 life"), ``self_subject`` whether the value applies to the source when
    the ability has no target (gain_ability, modify_pt: their docstrings), ``you`` whether it is the
    controller's although the vocabulary gives it to the target when there is one (draw)."""

    def __init__(self, value: Any, target: Any, self_subject: bool = False, you: bool = False,
                 mention: Any = None) -> None:
        self.value, self.target, self.self_subject, self.you = value, target, self_subject, you
        self.mention = mention if mention is not None or target is None else object()


class _Effects:
    """The effects of one ability and its one target (the vocabulary has one target per ability or mode)."""

    def __init__(self, items: list[_Eff], target: Any = None, mention: Any = None) -> None:
        self.items, self.target, self.mention = items, target, mention

    @classmethod
    def of(cls, items: list[_Eff]) -> _Effects:
        named = [e for e in items if e.target is not None]
        if len({id(e.mention) for e in named}) > 1:
            raise Unsupported("more than one target")
        target = named[0].target if named else None
        # "draw a card" beside a target that is no player stays the controller's (kernel/library.lp)
        if target is not None and any(e.self_subject or (e.you and target in ("player", "opponent")) for e in items):
            # the vocabulary applies these to the target whenever there is one
            raise Unsupported("effect on the source in an ability with a target")
        return cls(items, target, named[0].mention if named else None)

    def effect(self) -> Any:
        vals = [e.value for e in self.items]
        return vals[0] if len(vals) == 1 else vals


_MODAL = object()
_SOURCE = object()   # the words naming the source itself ("~", "this creature"): no value of a template


class _SpellPart:
    """A spell's instructions (CR 113.3a): its effects, or the card-file value of its modes (``modal``: choose, max,
    unchosen, max_if, repeat or paws, and modes; CR 700.2)."""

    def __init__(self, effects: _Effects | None, modal: dict | None = None) -> None:
        self.effects, self.modal = effects, modal
        self.modes = None if modal is None else modal["modes"]

    def value(self) -> dict:
        if self.modal is not None:
            return self.modal
        return _with_target({"effect": self.effects.effect()}, self.effects.target)


def _with_target(d: dict, target: Any) -> dict:
    if target is not None:
        d["target"] = target
    return d


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10}
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_PLURALS = {"lands": "land", "creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
            "planeswalkers": "planeswalker", "battles": "battle"}
_MANA_LETTERS = ("W", "U", "B", "R", "G")
#: creature types whose plural isn't the singular with "s" (oracle.lark's SUB_IRREG_PL; branch effects4)
_IRREGULAR_PLURALS = {"Pegasi": "Pegasus", "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf",
                      "Allies": "Ally", "Harpies": "Harpy", "Foxes": "Fox", "Mice": "Mouse", "Sphinxes": "Sphinx",
                      "Fungi": "Fungus", "Lynxes": "Lynx", "Octopi": "Octopus"}
#: the terminals whose value is a word's entry in a table (numbers, ordinals, plural types: in lower case)
_WORDS = {"NUMBER_WORD": _NUMBERS, "ORDINAL": _ORDINALS, "PLURAL_TYPE": _PLURALS, "SUB_IRREG_PL": _IRREGULAR_PLURALS}


def _signed(s: str) -> int:
    s = s.replace("\u2212", "-")
    if "X" in s:
        raise Unsupported("X in a power/toughness change")
    return int(s)


@lru_cache(maxsize=1)
def _build_cls():
    """The Transformer class, made on first use (lark is not imported with this module)."""
    from lark import Transformer

    class Build(Transformer):
        def __init__(self, is_spell: bool, name: str) -> None:
            super().__init__()
            self.is_spell, self.name = is_spell, name

        def __default__(self, data, children, meta):
            """A rule without a method of its own: built from its name (pyglue/oracle.lark's header)."""
            return _generic(str(data), children)

        # -- start rules ---------------------------------------------------------------------------------
        def ability_line(self, c):
            return c[0] if isinstance(c[0], list) else [c[0]]

        def spell_line(self, c):
            return c[0]

        def spell_text(self, c):
            if not self.is_spell:
                raise Unsupported("instructions outside a spell")
            return [c[0] if isinstance(c[0], _SpellPart) else _SpellPart(c[0])]

        def modal(self, c):
            if c and isinstance(c[0], str) and c[0].startswith("{"):
                # Spree (CR 702.172a; branch keywords): "+ {COST} — EFFECT" modes, one or more, each with its cost
                costs, effs = c[0::2], c[1::2]
                if len(effs) < 2 or len(costs) != len(effs):
                    raise Unsupported("a spree spell needs two modes, each with a cost")
                return _SpellPart(None, {"choose": 1, "max": len(effs), "modes": [
                    {**_with_target({"effect": m.effect()}, m.target), "cost": str(k)} for k, m in zip(costs, effs)]})
            n, modes = c[0], c[1:]
            # "Choose one or both" / "one or more" (branch keywords): a modal_most child says the most modes
            most = modes.pop(0) if modes and not isinstance(modes[0], _Effects) else None
            if modes and isinstance(modes[0], str):
                # pawprint modes (CR 700.2i; branch effects5): "{P}{P} — EFFECT", up to n pawprints' worth, each mode as
                # often as the pawprints allow ("You may choose the same mode more than once", 700.2d)
                paws, effs = [str(k).count("{P}") for k in modes[0::2]], modes[1::2]
                if len(effs) < 2 or len(paws) != len(effs) or most != "repeat":
                    raise Unsupported("pawprint modes: two or more, each with its pawprints, any of them repeatable")
                return _SpellPart(None, {"paws": n, "repeat": True, "modes": [
                    {**_with_target({"effect": m.effect()}, m.target), "paws": k} for k, m in zip(paws, effs)]})
            if len(modes) < 2:
                raise Unsupported("a modal spell needs two modes")
            out: dict = {"choose": n}
            if most == "unchosen":   # "choose one that hasn't been chosen" (branch keywords, CR 700.2)
                out["unchosen"] = True
            elif most == "repeat":   # "You may choose the same mode more than once" (branch effects5, CR 700.2d)
                out["repeat"] = True
            elif most is not None:
                # "choose one or both / or more", or "If CONDITION, you may choose both instead." (branch effects4,
                # CR 700.2): all of them with the condition
                most_if = most["max_if"] if isinstance(most, dict) and "max_if" in most else None
                top = len(modes) if most == "all" or most_if is not None else most
                out.update({"max": top} if top != n else {}, **({"max_if": most_if} if most_if is not None else {}))
            return _SpellPart(None, {**out, "modes": [_with_target({"effect": m.effect()}, m.target) for m in modes]})

        # -- copy exceptions (CR 707.9) -----------------------------------------------------------------
        def exception_list(self, c):
            out: dict = {}
            for part in c:
                for k, v in part.items():
                    if k in out and not (isinstance(v, list) and isinstance(out[k], list)):
                        raise Unsupported(f"copy exception {k} twice")
                    out[k] = out[k] + v if k in out else v
            return out

        def ex_name_self(self, c):
            if not self.name:
                raise Unsupported("no name for self")
            return {"name": self.name}

        # -- triggers (CR 603) ---------------------------------------------------------------------------
        def triggered(self, c):
            # "This ability triggers only if ~ is on the battlefield or if ~ is in your graveyard and you control a
            # SUBTYPE" (foretell cards D): the event, wrapped with the zones it works from (CR 113.6k)
            zone = [x for x in c if isinstance(x, _Arg)]
            c = [x for x in c if not isinstance(x, _Arg)]
            event, rest = c[0], c[1:]
            if zone:
                event = {zone[0].key: zone[0].value, "event": event}
            cond = rest[0] if len(rest) == 2 else None
            effs: _Effects = rest[-1]
            out = {"trigger": event}
            if cond is not None:
                out["if"] = cond
            if isinstance(effs, _SpellPart):
                # a modal triggered ability, "..., choose one —" (CR 700.2b; branch keywords): its effect the modes
                return out | {"effect": effs.value()}
            return _with_target(out, effs.target) | {"effect": effs.effect()}

        def triggered_once_each_turn(self, c):
            # "This ability triggers only once each turn." after the effects: a limit on the event (CR 603.2)
            out = self.triggered(c)
            return {**out, "trigger": {"once_each_turn": out["trigger"]}}

        # -- activated, mana and loyalty abilities ------------------------------------------------------
        def activated(self, c):
            mana, tap, also = c[0]
            effs: _Effects = c[1]
            if any(isinstance(e.value, dict) and "add_mana" in e.value for e in effs.items):
                # "{T}, Remove a KIND counter from ~: Add {C}." (Spell Satchel; branch effects4): a mana ability whose
                # cost also removes a counter from its source (CR 605.1a, 118.3, 122.1)
                add = effs.items[0].value["add_mana"] if len(effs.items) == 1 else None
                rm = also.get("remove_counter_from_self") if isinstance(also, dict) else None
                if tap and not mana and rm and len(c) == 2 and isinstance(add, str) \
                        and re.fullmatch(r"\{[WUBRGC]\}", add):
                    return {"mana_remove_counter": [add[1]], "counter": rm}
                raise Unsupported("a mana ability other than {T}: Add one mana (CR 605.1a)")
            out = {"activated": _with_target({"cost": mana, "tap": tap, "effect": effs.effect()}, effs.target)}
            if also is not None:
                out["also"] = also  # an extra cost (CR 118.3): vocabulary.py's activated_with
            if len(c) > 2:
                out["only"] = c[2]  # an activation restriction (CR 602.5)
            return out

        def cost(self, c):
            # the mana and {T} parts, and an extra cost (CR 118.3) tagged also
            extra = [x.value for x in c if isinstance(x, _Arg) and x.key == "also"]
            c = [x for x in c if isinstance(x, str)]
            mana = "".join(x for x in c if x != "{T}")
            taps = sum(1 for x in c if x == "{T}")
            if taps > 1 or len([x for x in c if x != "{T}"]) > 1 or len(extra) > 3:
                raise Unsupported("cost")
            # several extra costs (branch effects4): their list, each paid as if it were the only one (CR 601.2h)
            return mana, taps == 1, (extra[0] if len(extra) == 1 else extra if extra else None)

        def mana_any_color(self, c):
            return list(_MANA_LETTERS)

        def loyalty_ability(self, c):
            # its target, if any, is the ability's one target slot, as an activated ability's (CR 606.3, 602.2b;
            # branch effects: rules_asp/kernel/effects_loyalty.lp)
            effs: _Effects = c[1]
            cost = str(c[0]).strip("[]").replace("\u2212", "-")
            # "[−X]" (branch walkers): X loyalty counters removed, X chosen as it is activated (CR 606.4, 107.3a;
            # rules_asp/kernel/walkers_loyalty.lp)
            head = {"loyalty_x": "minus"} if cost == "-X" else {"loyalty": int(cost)}
            return _with_target({**head, "effect": effs.effect()}, effs.target)

        # -- effects -------------------------------------------------------------------------------------
        def effects(self, c):
            items: list[_Eff] = []
            for sentence in c:
                if isinstance(sentence, tuple):          # ("instead", effects, condition): replaces what came before
                    _, then, condition = sentence
                    if not items:
                        raise Unsupported("instead of nothing")
                    before = _Effects.of(items)
                    then = [e if not isinstance(e.value, _Those) else e.value.resolve(items) for e in then]
                    if condition in ("foretold", "kicked") or isinstance(condition, dict):
                        # (a dict: a condition of the vocabulary, "If you control six or more lands, ... instead")
                        value = {"if": condition, "then": _Effects.of(then).effect(), "else": before.effect()}
                    else:
                        value = {"if_cast_from_exile": _Effects.of(then).effect(), "else": before.effect()}
                    both = _Effects.of(before.items + _Effects.of(then).items)
                    items = [_Eff(value, both.target, mention=both.mention)]
                else:
                    items += _effs(sentence)
            if any(isinstance(e.value, _Those) for e in items):
                raise Unsupported("those tokens")
            self._merge_copy_targets(items)
            _check_token_follow_ups(items)
            return _Effects.of(items)


        @staticmethod
        def _merge_copy_targets(items: list[_Eff]) -> None:
            """"Copy target spell. You may choose new targets for the copy." (CR 707.10c)"""
            for i, e in enumerate(items):
                if e.value == "_new_targets":
                    # the copy is the latest copy_spell before it ("copy target spell, then return it to its
                    # owner's hand. You may choose new targets for the copy.", Narset's Reversal)
                    copied = [x for x in items[:i] if isinstance(x.value, dict) and "copy_spell" in x.value]
                    if not copied:
                        raise Unsupported("new targets for what")
                    copied[-1].value["new_targets"] = True
            items[:] = [e for e in items if e.value != "_new_targets"]

        def if_cond_instead(self, c):
            return ("instead", c[1], c[0])

        def clause_list(self, c):
            return [e for x in c for e in _effs(x)]

        def pump(self, c):
            # "SUBJECT gets +N/+N and gains KEYWORD until end of turn" (CR 611.2): each change an effect of one
            # mention; "~"/"this creature" the source, a target the target, "it"/"those creatures" the target if the
            # ability has one (the vocabulary applies these to it), else the source
            subj = c[0] if c[0] is _SOURCE or isinstance(c[0], _Arg) else None
            target = subj.value if isinstance(subj, _Arg) else None
            one = object()
            return [_Eff(dict(v, until="end_of_turn"), target, self_subject=subj is _SOURCE, mention=one)
                    for ch in (c[1:] if subj is not None else c) for v in ch]

        def gets(self, c):
            p, t = str(c[0]).split("/")
            return [{"modify_pt": [_signed(p), _signed(t)]}]

        def token_spec(self, c):
            # CR 111.4: a token is named by the effect that makes it, or else after its subtypes
            tok = _generic("map", c)
            tok.setdefault("name", " ".join(tok["subtypes"]) + " Token")
            if "~" in tok["name"]:
                # a name given with the face's own name in it, written "~" before parsing ("Tamiyo's Notebook"; branch
                # walkers): the short name it stands for (CR 201.4b, 201.5c: the part before the comma)
                tok["name"] = tok["name"].replace("~", _self_names(self.name)[-1])
            return tok

        def create_those(self, c):
            return _Eff(_Those(c[0]), None)

        def search(self, c):
            types = next((x for x in c if isinstance(x, list)), None)
            # "a card": any card, each of which has one of the card types (CR 205.2a)
            return _Eff({"search_library": types or list(vocabulary.CARD_TYPES)}, None)

        def exile_self(self, c):
            if not self.is_spell:
                raise Unsupported("exile a permanent source")
            return _Eff({"exile": "self"}, None)

        # -- words ---------------------------------------------------------------------------------------
        def self(self, c):  # noqa: PLE0213 - the grammar rule "self"
            return _SOURCE

    for cond in ("foretold", "cast_from_exile", "kicked"):   # "If this spell was foretold, ... instead": effects
        setattr(Build, f"if_{cond}_instead", lambda self, c, cond=cond: ("instead", c[0], cond))
    return Build


class _Arg:
    """A tagged argument (a rule named a_KEY or a_KEY__VALUE): the value of KEY in the template built above;
    ``inner`` the effect it is the value of, when it is one (its target stays the ability's)."""

    def __init__(self, key: str, value: Any, inner: _Eff | None = None) -> None:
        self.key, self.value, self.inner = key, value, inner


def _const(text: str) -> Any:
    """The constant a name part stands for: digits an int, true/false a bool, anything else the text."""
    return int(text) if text.isdigit() else {"true": True, "false": False, "var_x": "X"}.get(text, text)


def _token_value(tok: Any) -> Any:
    """A terminal's value: numbers and number words an int, a plural card type its singular, a power/toughness
    (change) its power and toughness tags, an ability word nothing (CR 207.2c), else the text."""
    kind, text = tok.type, str(tok)
    if kind == "INT" or kind.startswith("INT_"):   # (INT_*: a number read with its own lookahead; branch keywords3)
        return int(text)
    if kind in _WORDS:
        return _WORDS[kind][text if kind == "SUB_IRREG_PL" else text.lower()]
    if kind == "GENERIC":
        return int(text[1:-1])
    if kind == "ABILITY_WORD":
        return None
    if kind == "MANA_SYMBOL":
        return text[1:-1]
    if kind == "NON_SUBTYPE" or kind.startswith("NON_SUBTYPE_"):
        return text[4:]
    if kind == "M9_CARD_NAME":   # (branch must9) a card named in the text, spelled as the library spells it
        return _library_name(text)
    if kind in ("PT", "PT_CHANGE"):
        p, t = text.split("/")
        pt = (_signed(p), _signed(t)) if kind == "PT_CHANGE" else tuple(_pt_values(text).values())
        return (_Arg("power", pt[0]), _Arg("toughness", pt[1]))
    return text


@lru_cache(maxsize=1)
def _library_names() -> dict[str, str]:
    """{lowercased name: name} of the cards data/oracle/library_source.json holds (branch must9)."""
    import json
    from .files import library_source
    return {n.lower(): n for n in json.loads(library_source().read_bytes())["data"]}


def _library_name(text: str) -> str:
    """A card name as a text writes it ("All that Glitters", Kylem All-Star) as the card's own name ("All That
    Glitters"): the same name whatever its case (CR 201.2); a name the library lacks stays as written."""
    return _library_names().get(text.lower(), text)


def _tags(values: list) -> list:
    """The values with each group of tags (a tuple of _Arg) spread out."""
    return [x for v in values for x in (v if isinstance(v, tuple) and all(isinstance(a, _Arg) for a in v) else (v,))]


def _check_token_follow_ups(items: list) -> None:
    """"It gains haste." / "Sacrifice it at the beginning of the next end step." (token_gains, tokens_leave) mean the
    tokens a token copy of the same ability created before them (CR 611.2, 603.7); with none before, "it" means
    something else, which the grammar doesn't read."""
    made = False
    for e in items:
        v = e.value if isinstance(e.value, dict) else {}
        # a token copy: made here, or under then ("you may pay {R}. If you do, create a token that's a copy ...",
        # branch tokencopy) or effect ("create X tokens that are copies of ..., where X is ...": x_is_count; tokencopy2)
        if "create_token_copy" in v or "exile_card_copy" in v \
                or any(isinstance(v.get(k), dict) and "create_token_copy" in v[k] for k in ("then", "effect")):
            made = True
        elif {"token_gains", "tokens_leave", "token_counters"} & set(v) and not made:
            raise Unsupported("those tokens: no token copy before")
        elif made and e.target is None and not e.self_subject and ("gain_ability" in v or "modify_pt" in v):
            # "It gains haste until end of turn." after a token copy: "it" is the token (pump_it read it as the target)
            if "modify_pt" in e.value:
                raise Unsupported("it gets: the token")
            e.value = {"token_gains": e.value["gain_ability"], "until": e.value["until"]}


def _generic(name: str, children: list) -> Any:
    """The value of a rule named NAME built from its children by the naming convention of oracle.lark."""
    from lark import Token
    values = [_token_value(c) if isinstance(c, Token) else c for c in children]
    values = _tags([v for v in values if v is not None and v is not _SOURCE])
    if name.startswith(("kw_", "v_")):
        return _const(name.split("_", 1)[1])
    if name == "val":
        if len(values) != 1:
            raise AssertionError(f"oracle.lark: val needs one value, got {values!r}")
        return values[0]
    if name == "map":
        return {v.key: v.value for v in values}
    if name == "counts":
        # "+1/+1", or a named kind ("film", branch statics); the count may be X ("X additional", branch becomes2)
        kind = next(v for v in values if isinstance(v, str) and v != "X")
        # a counter's kind is its name whatever its case ("Remove 3 Rebuilding Counters", Slobad; branch effects4)
        return {kind.lower(): next(v for v in values if v is not kind)}
    if name.startswith("a_") and name.split("__")[0] not in vocabulary.terms.templates():   # a_player_hand_at_most
        key, _, const = name[2:].partition("__")
        one = values[0] if len(values) == 1 else None
        if const:
            # over the ability's target: KEY: VALUE, and the target stays the ability's
            return (_Arg(key, _const(const)), one) if isinstance(one, _Arg) and one.key == "target" else _Arg(
                key, _const(const))
        if len(values) != 1:
            raise AssertionError(f"oracle.lark: {name} needs one value, got {values!r}")
        if isinstance(one, _Arg) and one.key == "target" and key != "target":
            return _Arg(key, one.value)     # a second target slot: its noun under KEY
        if isinstance(one, list) and one and all(isinstance(e, _Eff) for e in one):
            # the effects of a clause list: one target at most (CR 115.1), and what refers to the source or to you
            effs = _Effects.of(one)
            one = _Eff(effs.effect(), effs.target, self_subject=any(e.self_subject for e in one),
                       you=any(e.you for e in one), mention=effs.mention)
        if isinstance(one, _Eff):
            # an effect as an argument ("then": ..., "effect": ...): its value; its target, and how it refers to
            # the source or to you, stay the ability's (the template built above it carries them)
            return _Arg(key, one.value, inner=one)
        return _Arg(key, one)
    if name.startswith("per_"):
        # one value {TEMPLATE: v} for each v of the one list it has ("gains flying and haste")
        return [{name[4:]: v} for v in values[0]]
    if name.startswith("concat_"):
        # one list of the children's values, a list child giving its items ("instant or sorcery spells or foretell")
        return [x for v in values for x in _as_list(v)]
    if name.startswith("share_"):
        # the first child's value is the head of each template after it ("creatures you control get +1/+1 and
        # gain haste": one group, two effects, CR 611.2c); a template built without a head has it None
        head, *parts = values
        out_parts = []
        for part in parts:
            if not isinstance(part, dict) or next(iter(part.values()), head) is not None:
                raise AssertionError(f"oracle.lark: {name} shares {head!r} with {part!r}, which has a head")
            out_parts.append({**part, next(iter(part)): head})
        return out_parts
    if name.startswith("list_"):
        target = [v for v in values if isinstance(v, _Arg) and v.key == "target"]
        if not target:
            return values
        one = object()      # one "target ..." mention that every effect of the list is about
        return [_Eff(v.value if isinstance(v, _Eff) else v, target[0].value, mention=one)
                for v in values if not isinstance(v, _Arg)]
    nested = name.startswith("of_")
    tpl, *rest = name[3:].split("__") if nested else name.split("__")
    head: Any = None
    if len(rest) % 2:
        head, rest = _const(rest[0]), rest[1:]
    inner_key = None
    if nested:
        inner_key, head = head, None    # of_TEMPLATE__KEY: the untagged value goes under KEY
    pairs = {k: _const(v) for k, v in zip(rest[::2], rest[1::2])}
    subject = pairs.pop("subject", None)
    out: dict = {}
    target: Any = None
    inner: list[_Eff] = []
    for v in values:
        if isinstance(v, _Arg) and v.key == "target":
            target = v.value
        elif isinstance(v, _Arg):
            out[v.key] = v.value
            if v.inner is not None:
                inner.append(v.inner)
        elif head is None and isinstance(v, _Eff):
            # an effect as the untagged value ("you may put a +1/+1 counter on target creature"): its value; its
            # target stays the ability's, as a tagged effect's does
            head = v.value
            inner.append(v)
        elif head is None:
            head = v
        else:
            raise AssertionError(f"oracle.lark: {name} has two untagged values {head!r}, {v!r}")
    out.update(pairs)
    value: Any
    if nested:
        value = {tpl: out if inner_key is None else {inner_key: head, **out}}
    else:
        if head is None:
            args = vocabulary.terms.templates().get(tpl, {}).get("args") or [{}]
            head = [] if args[0].get("type") == "card_types" else None
        value = tpl if head is None and not out else {tpl: head, **out}
    if inner:
        # a template around effects ("if": ..., "then": EFFECT): one effect that refers as they do
        effs = _Effects.of([*inner, *([_Eff(None, target)] if target is not None else [])])
        return _Eff(value, effs.target, self_subject=subject == "source" or any(e.self_subject for e in inner),
                    you=subject == "you" or any(e.you for e in inner), mention=effs.mention)
    if target is None and subject is None:
        return value
    # an effect on the ability's target, or one whose subject the vocabulary would otherwise read as the target
    return _Eff(value, target, self_subject=subject == "source", you=subject == "you")


class _Those:
    """"X of those tokens" (after "If this spell was foretold/kicked, ... instead"): the tokens created before."""

    def __init__(self, count: Any) -> None:
        self.count = count

    def resolve(self, before: list[_Eff]) -> _Eff:
        made = [e for e in before if isinstance(e.value, dict) and {"create_tokens", "create_token_copy"} & set(e.value)]
        if len(made) != 1:
            raise Unsupported("those tokens")
        if "create_token_copy" in made[0].value:
            # "create five of those tokens" after "create a token that's a copy of target creature" (Rite of
            # Replication): N token copies of the same target, with the same exceptions
            if made[0].value["create_token_copy"] != "target":
                raise Unsupported("those tokens")
            return _Eff(dict(made[0].value, count=self.count), made[0].target, mention=made[0].mention)
        tokens = made[0].value["create_tokens"]
        return _Eff({"create_tokens": {"count": self.count, "token": tokens["token"]}}, None)


def _pt_values(pt: str) -> dict:
    p, t = pt.split("/")
    if not (p.isdigit() and t.isdigit()):
        raise Unsupported("X power or toughness")
    return {"power": int(p), "toughness": int(t)}


def _build(is_spell: bool, name: str):
    return _build_cls()(is_spell, name)
