"""The card-file ability vocabulary (pyglue/vocabulary.py) round-trips: YAML -> symbol -> YAML."""

from __future__ import annotations

import pytest

from pyglue import vocabulary as voc

ABILITIES = [
    "flying", "enters_prepared",
    {"trigger": "attacks", "effect": {"become_prepared": "self"}},
    {"trigger": "enters", "target": {"graveyard_card": ["instant", "sorcery"]}, "effect": {"return_to_hand": "target"}},
    {"spell": {"target": "creature", "effect": {"gain_ability": "flying", "until": "end_of_turn"}}},
    {"spell": {"target": {"creature": {"not_subtype": "Frog"}},
               "effect": {"create_token_copy": "target",
                          "except": {"colors": ["green"], "power": 1, "subtypes": ["Frog"], "toughness": 1}}}},
    {"spell": {"target": "spell", "effect": {"counter": "target"}}},
    {"spell": {"target": {"graveyard_card": []}, "effect": {"return_to_hand": "target"}}},
    {"spell": {"target": "creature", "effect": {"modify_pt": [-2, 1], "until": "forever"}}},
    {"mana": ["G", "R"]},
    {"loyalty": -3, "effect": {"draw": 1}},
    {"foretell": "{1}{U}"}, {"flashback": "{3}{G}{U}"}, {"cda": "power_toughness"},
    {"static": "grant_foretell", "reduce": 2}, {"static": "first_foretell_free"},
    {"enters_as_copy": "creature"}, {"enters_as_copy": "creature", "except": {"power": 7, "toughness": 7}},
    {"trigger": "you_foretell", "effect": {"modify_pt": [2, 0], "until": "end_of_turn"}},
    {"spell": {"effect": {"search_library": ["instant", "sorcery"]}}}, {"spell": {"effect": {"create_token": "Treasure"}}},
    {"spell": {"target": "creature", "effect": {"empower_jace": 2}}}, {"sacrifice_for_mana": "any_color"},
]


@pytest.mark.parametrize("ability", ABILITIES, ids=[str(a)[:40] for a in ABILITIES])
def test_ability_round_trip(ability):
    """Every form of the documented vocabulary converts to a symbol and back unchanged, so resulting
    states that carry abilities (tokens, ability objects) load again."""
    sym = voc.ability_term(ability, "abilities[0]", voc.Aux.empty())
    assert voc.to_yaml(sym) == ability


@pytest.mark.parametrize("ability", ABILITIES, ids=[str(a)[:40] for a in ABILITIES])
def test_every_ability_renders_for_people(ability):
    """The human tables render every vocabulary form as text (no crash, no raw JSON)."""
    from pyglue.render import ability_text

    text = ability_text(ability)
    assert text and "{'" not in text and '{"' not in text


def test_package_json_files_have_no_duplicate_keys():
    """A JSON object with one key twice loads as the last one: a merge of two branches that each added an entry of the
    same name (vocabulary.json's exile_cast_copy_paying once) would silently drop one. Every data file the package
    reads has each key once per object."""
    import json
    from pathlib import Path

    def unique(pairs):
        keys = [k for k, _ in pairs]
        repeated = sorted({k for k in keys if keys.count(k) > 1})
        assert not repeated, f"repeated keys {repeated}"
        return dict(pairs)

    data = Path(__file__).resolve().parent.parent / "pyglue" / "data"
    files = sorted(data.glob("*.json"))
    assert files
    for path in files:
        json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=unique)
