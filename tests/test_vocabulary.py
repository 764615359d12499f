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


def test_ability_text_keeps_the_mana_symbols_a_template_text_writes():
    """A template's English may write a symbol that names none of its arguments, an energy, tap, mana or X symbol
    (CR 107.3, 107.4, 107.5, 107.14): it is printed as written; it crashed the rendering (a KeyError or IndexError of
    str.format) for eighteen abilities of the bundled library, among them these."""
    from pyglue.ability_text import ability_text
    from pyglue.cards import library

    lib = library()
    texts = {name: [ability_text(ab) for ab in lib[name]["abilities"]]
             for name in ("Aurora Shifter", "Hazel of the Rootbloom", "Unbound Flourishing", "Wandering Archaic",
                          "The Mycosynth Gardens")}
    assert "whenever this deals combat damage to a player, you get that many {E}" in texts["Aurora Shifter"]
    assert any("tap X untapped tokens you control" in t and "{T}" in t for t in texts["Hazel of the Rootbloom"])
    assert sum("{X}" in t for t in texts["Unbound Flourishing"]) == 2
    assert any("they may pay {2}" in t for t in texts["Wandering Archaic"])
    assert "{1}, {T}: add one mana of any color" in texts["The Mycosynth Gardens"]


def test_ability_text_says_an_activation_restriction_in_the_words_it_is_declared_with_602_5():
    """CR 602.5b, 602.5d: an activated ability's restriction ("Activate only as a sorcery", "Activate only once each
    turn") reads as its declaration in vocabulary.json quotes it, not as the restriction's name (a test ability)."""
    from pyglue.ability_text import ability_text

    act = {"activated": {"cost": "{1}", "tap": False, "effect": "draw"}}
    assert ability_text(dict(act, only="sorcery")).endswith(" (activate only as a sorcery)")
    assert ability_text(dict(act, only="once_each_turn")).endswith(" (activate only once each turn)")
    assert ability_text(dict(act, only="source_power_3_or_greater")).endswith(
        " (activate only if its power is 3 or greater)")
    assert ability_text(dict(act, only="exhaust")).endswith(" (activate only: exhaust)")   # (no quoted words)


@pytest.mark.parametrize("only", [[], ["sorcery"], {"sorcery": True}])
def test_an_activation_restriction_that_is_not_a_name_is_refused_not_a_crash_602_5(only):
    """CR 602.5: an activation restriction is one of the declared ones, named (`only: sorcery`). A list or a mapping
    there is bad input: an error at `only` naming the restrictions (it raised TypeError, unhashable, before)."""
    act = {"activated": {"cost": "{1}", "effect": {"draw": 1}}, "only": only}
    with pytest.raises(voc.VocabularyError) as err:
        voc.ability_term(act, "abilities[0]", voc.Aux.empty())
    assert err.value.path == "abilities[0].only" and "sorcery" in err.value.message


def test_a_target_argument_given_as_null_reads_back_not_a_crash_115_1d():
    """CR 115.1d ("up to one target"): {up_to_one: null} is read as the term up_to_one(none); derive and cards show
    read abilities back, and that raised IndexError. It reads back as written and encodes to the same term again."""
    aux = voc.Aux.empty()
    ab = {"trigger": "enters", "target": {"up_to_one": None}, "effect": {"draw": 1}}
    term = voc.ability_term(ab, "abilities[0]", aux)
    back = voc.to_yaml(term)
    assert back["target"] == {"up_to_one": None}
    assert voc.ability_term(back, "abilities[0]", voc.Aux.empty()) == term
