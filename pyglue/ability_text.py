"""Card abilities and effects in short English (``mtgasp cards``, derive's tables, sentences): each template's
vocabulary ``text`` (pyglue/terms.py's ``render``) where it has one, else the value's own words, never its raw
term. pyglue.render re-exports :func:`ability_text`, :func:`effect_text` and :func:`plain_text`."""

from __future__ import annotations

import json
import re
from typing import Any

from . import terms


def _tpl(value: Any, describe: Any) -> str | None:
    """A template's English from its vocabulary ``text`` (terms.render), its words never joined by underscores (a
    template whose text is its own name, ``another_creature``, reads "another creature")."""
    out = terms.render(value, describe)
    if out is None:
        return None
    # "{who} loses N life" with who = you: "you lose", not "you loses" (also discards, gets)
    return re.sub(r"\byou (loses|discards|gets)\b", lambda m: f"you {m[1][:-1]}", out).replace("_", " ")


def _target_text(t: Any) -> str:
    if isinstance(t, dict) and isinstance(t.get("graveyard_card"), list):
        return f"target {' or '.join(t['graveyard_card']) or 'any'} card in your graveyard"
    if isinstance(t, dict) and isinstance(t.get("spell"), list):
        return f"target {' or '.join(t['spell'])} spell"
    if terms.head(t, "target"):
        return f"target {_tpl(t, _any_text)}"
    if isinstance(t, str):
        return f"target {plain_text(t)}"
    kind, restr = next(iter(t.items()))
    if isinstance(restr, dict) and "not_subtype" in restr:
        return f"target non-{restr['not_subtype']} {kind}"
    return f"target {kind} {json.dumps(restr, sort_keys=True)}"


def _except_text(exc: dict[str, Any]) -> str:
    parts = []
    for k, v in sorted(exc.items()):
        val = "/".join(plain_text(x) for x in v) if isinstance(v, list) else plain_text(v)
        parts.append(f"{k.replace('_', ' ')} {val}")
    return ", ".join(parts)


def effect_text(e: Any) -> str:
    """A short English rendering of an effect term (vocabulary.py)."""
    if isinstance(e, str):   # a plain effect: its template's words, or its own ("cascade_exile": "cascade exile")
        return _tpl(e, _any_text) or e.replace("_", " ")
    if "gain_ability" in e:
        return f"gains {e['gain_ability']}" + (" until end of turn" if e.get("until") == "end_of_turn" else "")
    if "modify_pt" in e:
        p, t = e["modify_pt"]
        return f"gets {p:+d}/{t:+d}" + (" until end of turn" if e.get("until") == "end_of_turn" else "")
    if "become_prepared" in e:
        return "it becomes prepared"
    if isinstance(e, list):
        return ", then ".join(effect_text(x) for x in e)
    if e.get("create_token_copy") == "exiled_with":
        gains = f"; it gains {e['gains']}" if e.get("gains") else ""
        later = "; exile it at the beginning of the next end step" if e.get("exile_at") else ""
        return f"create a token copy of a card exiled with this{gains}{later}"
    if "add_subtype" in e:
        return f"it becomes a {e['add_subtype']} in addition to its other types"
    if "put_counters" in e:
        ((kind, n),) = e["put_counters"].items()
        return f"put {n} {kind} counter(s) on " + ("this" if e.get("to") == "self" else "it")
    if "create_token_copy" in e:
        n = e.get("count", 1)   # "create two tokens that are copies of ..." (Cheer)
        what = "a token copy" if not isinstance(n, int) or n == 1 else f"{n} token copies"
        return f"create {what} of it" + (f", except {_except_text(e['except'])}" if e.get("except") else "")
    if "counter" in e:
        return "counter it"
    if "create_token" in e:
        n = e.get("count", 1)
        return f"create a {e['create_token']} token" if n == 1 else f"create {n} {e['create_token']} tokens"
    if "search_library" in e:
        return f"search your library for a {' or '.join(e['search_library'])} card, put it into your hand"
    if isinstance(e.get("create_tokens"), dict) and isinstance(e["create_tokens"].get("token"), dict):
        n, tok = e["create_tokens"].get("count", 1), e["create_tokens"]["token"]
        pt = f"{tok['power']}/{tok['toughness']} " if "power" in tok and "toughness" in tok else ""
        what = " ".join(str(x) for x in [*tok.get("colors", []), tok.get("name", ""), *tok.get("types", [])] if x)
        with_ = f" with {', '.join(plain_text(a) for a in tok['abilities'])}" if tok.get("abilities") else ""
        return f"create {'a' if n == 1 else n} {pt}{what} token{'' if n == 1 else 's'}{with_}"
    if "copy_spell" in e and e.get("except"):   # Fork: "except that the copy is red" (CR 707.9, 707.10)
        return f"{_tpl(e, _any_text)}, except {_except_text(e['except'])}"
    return _tpl(e, _any_text) or plain_text(e)


def plain_text(v: Any) -> str:
    """Any value of the card vocabulary in words, for a template with no English of its own: a constant's words
    (``your_creatures_enter_as_copy``: "your creatures enter as copy"), a mapping's keys and values, a list's items;
    never the raw term or its JSON."""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, str):
        return v.replace("_", " ")
    if isinstance(v, dict):
        return "; ".join(f"{plain_text(k)} {plain_text(x)}".strip() for k, x in v.items())
    if isinstance(v, list):
        return ", ".join(plain_text(x) for x in v) or "none"
    return str(v)


def ability_text(ab: Any) -> str:
    """A short English rendering of an ability term (vocabulary.py)."""
    if isinstance(ab, str):  # a keyword or a plain template: its words ("enters_prepared": "enters prepared")
        return _tpl(ab, _any_text) or ab.replace("_", " ")
    if "trigger" in ab:
        tgt = f" ({_target_text(ab['target'])})" if ab.get("target") else ""
        event = ab["trigger"]
        when = _tpl(event, _any_text) if not isinstance(event, str) or \
            _tpl(event, _any_text) is not None else \
            f"whenever {plain_text(event)}" if "_" in event else f"whenever this {event}"
        when = when or f"whenever {plain_text(event)}"
        cond = f", {_tpl(ab['if'], _any_text)}" if ab.get("if") else ""
        if isinstance(ab["effect"], dict) and "modes" in ab["effect"]:   # a modal triggered ability (branch keywords)
            return f"{when}{cond}: {ability_text({'spell': ab['effect']})}"
        return f"{when}{cond}{tgt}: {effect_text(ab['effect'])}"
    if "spell" in ab:
        sp = ab["spell"]
        if "modes" in sp:  # a modal spell (CR 700.2): choose N of its modes
            modes = "; ".join((f"+{m['cost']} " if m.get("cost") else "")
                              + (f"{_target_text(m['target'])}: {effect_text(m['effect'])}" if m.get("target")
                                 else effect_text(m["effect"])) for m in sp["modes"])
            most = f" to {sp['max']}" if sp.get("max") else ""
            return f"choose {sp.get('choose', 1)}{most}: {modes}"
        tgt = f"{_target_text(sp['target'])}: " if sp.get("target") else ""
        return f"{tgt}{effect_text(sp['effect'])}"
    if "mana" in ab:
        return "{T}: add " + " or ".join("{" + c + "}" for c in ab["mana"])
    if "loyalty" in ab:
        return f"[{ab['loyalty']:+d}]: {effect_text(ab['effect'])}"
    if "activated" in ab:
        act = ab["activated"]
        also = plain_text(ab["also"]) if ab.get("also") else ""   # an extra cost (CR 118.3, 602.2b)
        cost = ", ".join(x for x in (act.get("cost"), "{T}" if act.get("tap") else "", also) if x)
        tgt = f" ({_target_text(act['target'])})" if act.get("target") else ""
        only = f" ({_restriction_text(ab['only'])})" if ab.get("only") else ""   # CR 602.5
        return f"{cost or '{0}'}:{tgt} {effect_text(act['effect'])}{only}"
    if "enters_as_copy" in ab:
        exc = f", except {_except_text(ab['except'])}" if ab.get("except") else ""
        kind = plain_text(ab["enters_as_copy"])   # its words, not the term (Mirror Image: "a creature you control")
        article = "an" if kind[:1] in "aeiou" else "a"
        return f"you may have this enter as a copy of {article} {kind} on the battlefield{exc}"
    if "cda" in ab:
        return f"characteristic-defining ability ({ab['cda'].replace('_', '/')})"
    if "static" in ab:
        return {"first_foretell_free": "the first card you foretell each turn costs {0} to foretell",
                "grant_foretell": f"nonland cards in your hand without foretell have foretell for their mana cost "
                                  f"less {{{ab.get('reduce', 0)}}}",
                "is_chosen_type": "this is the chosen type in addition to its other types"}.get(
                    ab["static"], plain_text(ab["static"]))
    if "sacrifice_for_mana" in ab:
        return "{T}, sacrifice this: add one mana of any color"
    generic = _tpl(ab, _any_text)
    if generic is not None:
        return generic
    return plain_text(ab)


def _restriction_text(name: str) -> str:
    """An activation restriction (CR 602.5) in the words its declaration quotes (vocabulary.json's ``activation``:
    "Activate only as a sorcery" says ``activate only as a sorcery``), else ``activate only: NAME``."""
    said = terms.activation()["restrictions"].get(name, {}).get("description", "")
    if not said.startswith('"'):
        return f"activate only: {plain_text(name)}"
    said = said[1:said.index('"', 1)].rstrip(".").replace("~'s", "its").replace("~", "this")
    return said if said.startswith("X ") else said[0].lower() + said[1:]


def _any_text(v: Any) -> str:
    """An effect, event or condition inside a template's text."""
    return _tpl(v, _any_text) or effect_text(v)
