"""A demanding new user, session 13: an engine developer feeding the product bad input and the Python API as an
engine loop would. Expected values are worked out from the docs (docs/cards.md, docs/python_api.md,
docs/serve.md, docs/commands/*.md) and the CR before running."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from pyglue.cli import main


def _face(name: str, **kw) -> dict:
    face = {"name": name, "manaCost": "{1}", "type": "Creature — Ox", "types": ["Creature"], "subtypes": ["Ox"],
            "supertypes": [], "colors": [], "power": "1", "toughness": "1", "text": "", "layout": "normal"}
    face.update(kw)
    return face


@pytest.mark.parametrize("printed, expected", [
    ("3.5", 3),      # an Un-card's 3½: CR 107.1a, only integers; its leading integer stands for it (not 35)
    (".5", 0),       # Little Girl's ½
    ("1e400", 1),    # no printed number; never 1400
    ("1+*", 1),      # a characteristic-defining ability (CR 604.3): the printed number stands for it
    ("*+1", 0),
    ("7-*", 7),
])
def test_a_printed_power_that_is_no_integer_stands_for_its_leading_integer_107_1a(printed, expected):
    """docs/cards.md: import reads the characteristics from the data; a power that is no integer (CR 107.1a: the
    game uses integers) is not computed, and the note says which number stands for it: the leading integer of the
    printed text, never its digits run together."""
    from pyglue.cards import convert_face
    notes: list[str] = []
    got = convert_face(_face("Test Ox", power=printed), "data.Test Ox[0]", notes)
    assert got["power"] == expected
    assert len(notes) == 1 and f"printed power {printed}" in notes[0] and f"{expected} stands for it" in notes[0]


def test_a_power_of_5000_digits_skips_that_card_and_imports_the_rest(tmp_path):
    """docs/cards.md: a value a card file can't hold is skipped and reported by name, field and reason; the other
    cards are imported (exit 0). Before, int() refused the 5000 digits and the whole file was 'not readable as JSON'."""
    src = tmp_path / "cards.json"
    src.write_text(json.dumps({"meta": {}, "data": {"Big Ox": [_face("Big Ox", power="9" * 5000)],
                                                    "Test Ox": [_face("Test Ox")]}}), encoding="utf-8")
    out = tmp_path / "out.yaml"
    r = CliRunner().invoke(main, ["cards", "import", str(src), "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert [c["name"] for c in yaml.safe_load(out.read_text(encoding="utf-8"))["cards"]] == ["Test Ox"]
    assert "Big Ox" in json.dumps(report) and "power" in json.dumps(report)
