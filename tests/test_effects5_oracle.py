"""Branch effects5: Python-side reading of Oracle text (pyglue/oracle.py): a legendary card's short name (CR 201.5c)
and the power-up keyword kept apart from ability words (CR 702.193a, 207.2c)."""

from __future__ import annotations

from pyglue.cards import library
from pyglue.oracle import parse_text


def test_201_5c_a_legendary_name_without_a_comma_is_shortened_to_its_first_word():
    """CR 201.5c: "Gandalf" in Gandalf the Grey's text means the card itself (as "Gandalf" would for "Gandalf,
    Westward Voyager"); a non-legendary card's first word is no short name, nor is an article."""
    line = "Whenever Gandalf attacks, draw a card."
    assert parse_text(line, "Gandalf the Grey", ["creature"], ["legendary"]) == \
        [{"trigger": "attacks", "effect": {"draw": 1}}]
    assert parse_text(line, "Gandalf the Grey", ["creature"]) == [{"unsupported": line}]
    assert parse_text("Whenever The attacks, draw a card.", "The Grey", ["creature"], ["legendary"]) == \
        [{"unsupported": "Whenever The attacks, draw a card."}]


def test_702_193a_power_up_is_no_ability_word():
    """Loki Laufeyson's "Power-up — {4}{R}: Put two +1/+1 counters on Loki." is the power-up keyword (once only, its cost
    reduced the turn it entered, CR 702.193a), not a plain activated ability after an ability word (207.2c): with "Loki"
    read as the card (201.5c) it is the keyword (branch mech1): an activated ability marked power_up, never a plain
    activated ability that could be activated again."""
    (pu,) = [a for a in library()["Loki Laufeyson"]["abilities"] if isinstance(a, dict) and a.get("only") == "power_up"]
    assert pu["activated"]["cost"] == "{4}{R}" and pu["activated"]["effect"] == {"put_counters": {"+1/+1": 2}, "to": "self"}
    assert [a for a in library()["Loki Laufeyson"]["abilities"] if "Power-up" in str(a)] == []
