"""The abilities of every card of the bundled library (pyglue.cards.library_bytes) and every YAML file under examples/, with the clingo
term, auxiliary facts and YAML that pyglue/vocabulary.py gave for each before the hand-written kinds moved to
pyglue/data/vocabulary.json (issue 11 point 5). tests/data/vocabulary_terms.json holds the reference encoder's
entries (written once, at 21cf441, for the abilities the cards had then, five of them updated since by deliberate
changes of the vocabulary); it is never rewritten from the current encoder, since an expectation copied from the code
under test can't fail. Abilities added later are checked by properties instead (tests/test_vocabulary_fixture.py:
every one encodes, decodes and encodes again to the same term)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import yaml

from pyglue import vocabulary as voc
from pyglue.cards import library_bytes

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "data" / "vocabulary_terms.json"
BAD_FIXTURE = ROOT / "tests" / "data" / "vocabulary_bad.json"
#: keys whose list holds abilities, and keys whose value is one ability (a trigger or ability object's text)
LIST_KEYS = ("abilities", "gain_abilities", "lose_abilities", "add_abilities", "remove_abilities")
ONE_KEYS = ("text", "ability")


def _walk(doc: Any, where: str) -> Iterator[tuple[str, Any]]:
    if isinstance(doc, dict):
        for k, v in doc.items():
            p = f"{where}.{k}"
            if k in LIST_KEYS and isinstance(v, list):
                yield from ((f"{p}[{i}]", a) for i, a in enumerate(v))
            elif k in ONE_KEYS and isinstance(v, (dict, str)):
                yield p, v
            yield from _walk(v, p)
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _walk(v, f"{where}[{i}]")


#: forms the cards don't show (made by the rules, or options no card uses), written out once here
EXTRA: list[Any] = [
    {"loyalty": -3, "effect": {"draw": 1}}, {"loyalty": 2, "effect": {"damage": 2}},
    {"trigger": "when_you_do", "effect": {"exile_card": "c1"}},
    {"trigger": "next_end_step", "effect": {"exile_object": "t1"}},
    {"trigger": "next_end_step", "effect": [{"exile_object": "t1"}, {"draw": 1}]},
    {"spell": {"target": "any", "effect": {"damage": "X"}}},
    {"spell": {"target": "any", "effect": {"damage": 0}}},
    {"spell": {"target": "creature", "effect": {"modify_pt": [3, -3]}}},
    {"spell": {"effect": {"gain_life": "X"}}}, {"spell": {"effect": {"gain_life": 3, "if_spent": "g"}}},
    {"spell": {"effect": {"gain_life": 2, "if_spent": "C"}}},
    {"spell": {"effect": {"create_token": "Heartwood", "count": 1}}},
    {"spell": {"effect": {"create_token": "Jace", "count": 3}}},
    {"spell": {"target": "creature", "effect": {"put_counters": {"p1p1": 2}, "to": "target"}}},
    {"trigger": "attacks", "effect": {"put_counters": {"p1p1": 1}}},
    {"spell": {"target": "spell", "effect": {"copy_spell": "target"}}},
    {"spell": {"target": "spell", "effect": {"copy_spell": "target", "new_targets": False, "except": {}}}},
    {"spell": {"target": "spell", "effect": {"copy_spell": "target", "new_targets": True,
                                             "except": {"add_subtypes": ["Frog"]}}}},
    {"activated": {"cost": "{1}", "effect": {"create_token_copy": "exiled_with"}}},
    {"activated": {"cost": "{1}", "effect": {"create_token_copy": "exiled_with", "gains": "haste"}}},
    {"activated": {"cost": "{1}", "effect": {"create_token_copy": "exiled_with", "exile_at": "next_end_step",
                                             "except": {"power": 1}}}},
    {"additional_cost": {"sacrifice": "artifact"}},
    {"static": "first_foretell_free"}, {"static": "grant_foretell"}, {"static": "grant_foretell", "reduce": 2},
    {"static": "your_creatures_enter_as_copy"}, {"static": "is_chosen_type"}, {"static": "double_tokens"},
    {"enters_as_copy": "permanent"}, {"enters_as_copy": "artifact", "except": {}},
    {"enters_as_copy": "creature", "except": {"if_creature": {"add_types": ["artifact"]},
                                              "enters_with_counters": {"p1p1": "X"}, "retain": ["name"]}},
    {"enters_as_copy": "creature", "from": "graveyard"},
    {"enters_as_copy": "creature", "from": "graveyard", "when_you_do": "exile_that_card"},
    {"enters_with_counters": {"fade": 3}},
    {"mana": ["C"]}, {"mana": ["W", "U", "W"], "only_for": ["foretell", "instant", "foretell"]},
    {"trigger": "another_creature_enters", "effect": {"become_copy": "it"}},
    {"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": False}},
    {"trigger": "enters", "effect": {"if": "foretold", "then": {"draw": 2}}},
    {"trigger": "enters", "effect": {"if": "foretold", "then": {"draw": 2}, "else": [{"draw": 1}, {"scry": 1}]}},
    {"activated": {"cost": "{T}", "effect": {"draw": 1}}, "only": "sorcery"},
    {"activated": {"cost": "{2}", "effect": {"draw": 1}}, "also": "exile_creature_card_from_graveyard"},
    {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}, "also": {"tap_untapped_creatures": 2},
     "only": "cast_instant_or_sorcery_this_turn"},
    {"spell": {"choose": 2, "modes": [{"effect": {"draw": 1}}, {"target": "creature", "effect": {"damage": 1}},
                                      {"target": "player", "effect": {"discard": 1, "who": "target"}}]}},
    {"spell": {"target": {"spell": ["sorcery", "instant", "sorcery"]}, "effect": {"counter": "target"}}},
    {"spell": {"target": {"enchantment": {"not_subtype": "Aura"}}, "effect": {"destroy": "target"}}},
    {"spell": {"target": "another_creature", "effect": {"destroy": "target"}}},
    {"spell": {"effect": {"create_tokens": {"count": "X", "token": {"name": "Elf", "types": ["creature"],
                                                                     "power": 1, "toughness": 1}}}}},
    {"spell": {"effect": {"create_tokens": {"count": "each_opponent", "token": {
        "name": "Spirit", "types": ["creature"], "colors": ["white"], "subtypes": ["Spirit"], "power": 1,
        "toughness": 1, "abilities": ["flying"], "supertypes": ["legendary"]}}}}},
] + [a for a in __import__("tests.test_vocabulary", fromlist=["ABILITIES"]).ABILITIES]

#: bad forms of the hand-written kinds: each must still be refused, naming where
BAD: list[Any] = [
    {"spell": {"effect": {"damage": -1}}}, {"spell": {"effect": {"damage": "lots"}}},
    {"spell": {"effect": {"damage": 1, "to": "self"}}}, {"spell": {"effect": {"gain_life": {"power_of": "sacrificed"}}}},
    {"spell": {"effect": {"gain_life": 1, "if_spent": "Q"}}}, {"spell": {"effect": {"modify_pt": [1]}}},
    {"spell": {"effect": {"modify_pt": [1, "2"]}}}, {"spell": {"effect": {"modify_pt": [1, 1], "until": "later"}}},
    {"spell": {"effect": {"create_token": "Goblin"}}}, {"spell": {"effect": {"create_token": "Treasure", "count": 0}}},
    {"spell": {"effect": {"put_counters": {"loyalty": 1}}}}, {"spell": {"effect": {"put_counters": {"p1p1": 1}, "to": "x"}}},
    {"spell": {"effect": {"put_counters": {"p1p1": 0}}}}, {"spell": {"effect": {"exile_object": ""}}},
    {"spell": {"effect": {"exile_card": 3}}}, {"spell": {"effect": {"copy_spell": "it"}}},
    {"spell": {"effect": {"copy_spell": "target", "new_targets": "yes"}}},
    {"spell": {"effect": {"create_token_copy": "exiled_with", "exile_at": "now"}}},
    {"spell": {"effect": {"create_token_copy": "exiled_with", "gains": "wings"}}},
    {"spell": {"effect": {"create_token_copy": "it"}}}, {"spell": {"effect": {"become_copy": "that"}}},
    {"spell": {"effect": {"create_token_copy": "target", "except": {"wings": 1}}}},
    {"additional_cost": {"sacrifice": "goblin"}}, {"additional_cost": {"discard": "creature"}},
    {"static": "nothing"}, {"static": "grant_foretell", "reduce": "two"}, {"static": "double_tokens", "reduce": 1},
    {"loyalty": "+1", "effect": {"draw": 1}}, {"loyalty": 1}, {"loyalty": 1, "effect": {"fly": 1}},
    {"enters_as_copy": "token"}, {"enters_as_copy": "creature", "from": "library"},
    {"enters_as_copy": "creature", "from": "graveyard", "when_you_do": "draw"},
    {"enters_with_counters": {"loyalty": 2}}, {"enters_with_counters": {"fade": "X"}}, {"mana": ["Q"]}, {"mana": []},
    {"mana": ["G"], "only_for": ["land"]}, {"trigger": "attacks"}, {"trigger": "sneezes", "effect": {"draw": 1}},
    {"spell": {"effect": []}}, {"spell": {"effect": {"if": "foretold"}}}, {"spell": {"target": "creature"}},
    {"activated": {"cost": "{T}", "effect": {"draw": 1}}, "only": "instant"},
    {"activated": {"cost": "{T}", "effect": {"draw": 1}}, "also": {"tap_untapped_creatures": 0}},
    {"activated": {"cost": 2, "effect": {"draw": 1}}}, "wings",
]


def bad_entries() -> list[dict[str, Any]]:
    """Each BAD form with the path the reference encoder named and its message."""
    out = []
    for i, ab in enumerate(BAD):
        try:
            voc.ability_term(ab, f"abilities[{i}]", voc.Aux.empty())
        except voc.VocabularyError as e:
            out.append({"ability": ab, "root": f"abilities[{i}]", "path": e.path, "message": e.message})
            continue
        raise AssertionError(f"BAD[{i}] is accepted: {ab!r}")
    return out


def sources() -> Iterator[tuple[str, Any]]:
    """(where, ability) for every candidate ability; each distinct value once."""
    seen: set[str] = set()
    docs = [("EXTRA", {"abilities": EXTRA}), ("library.json", json.loads(library_bytes()))]
    for f in sorted((ROOT / "examples").rglob("*.yaml")):
        try:
            docs.append((str(f.relative_to(ROOT)), yaml.safe_load(f.read_text(encoding="utf-8"))))
        except yaml.YAMLError:
            continue
    for name, doc in docs:
        for where, ab in _walk(doc, name):
            key = json.dumps(ab, sort_keys=True)
            if key not in seen:
                seen.add(key)
                yield where, ab


def aux_strings(aux: voc.Aux) -> dict[str, list[str]]:
    def s(x: Any) -> str:
        return "(" + ", ".join(map(s, x)) + ")" if isinstance(x, tuple) else str(x)
    return {f.name: sorted(s(x) for x in getattr(aux, f.name)) for f in fields(aux)}
