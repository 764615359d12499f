"""The bundled card library against the hand-written example cards, and the vocabulary page against its
sources (issue 11 points 3 and 5: examples/cards/ are checked against library cards; docs never drift)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from pyglue.cards import library

from .conftest import EXAMPLES, ROOT

#: the characteristics compared (CR 109.3); abilities differ on purpose: the examples write them in the
#: vocabulary by hand, the library reads them from Oracle text
KEYS = ("name", "mana_cost", "types", "subtypes", "supertypes", "power", "toughness", "loyalty", "color_indicator")
EXAMPLE_CARDS = [(f.name, c) for f in sorted((EXAMPLES / "cards").glob("*.yaml"))
                 for c in yaml.safe_load(f.read_text(encoding="utf-8"))["cards"]]


@pytest.mark.parametrize("card", [c for _, c in EXAMPLE_CARDS], ids=[f"{f}:{c['name']}" for f, c in EXAMPLE_CARDS])
def test_example_card_agrees_with_the_oracle_data(card):
    """Each hand-written example card's characteristics, face by face, are the real card's (library)."""
    lib = library()
    assert card["name"] in lib, "every example card is a real card in the library"
    real = lib[card["name"]]
    for face in ("main", "prepare", "back", "adventure", "omen", "flip"):
        mine = card if face == "main" else card.get(face)
        theirs = real if face == "main" else real.get(face)
        if mine is None:
            continue
        assert theirs is not None, f"the real card has no {face} face"
        for key in KEYS:
            a, b = mine.get(key), theirs.get(key)
            if key in ("subtypes", "supertypes", "color_indicator"):
                a, b = a or [], b or []
            assert a == b, f"{face}.{key}: example {a!r}, Oracle data {b!r}"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_vocabulary_page_is_up_to_date():
    """docs/vocabulary.md is generated from pyglue/data/vocabulary.json and docs/vocabulary_handwritten.txt."""
    assert _script("vocabulary_doc").build() == (ROOT / "docs" / "vocabulary.md").read_text(encoding="utf-8")
