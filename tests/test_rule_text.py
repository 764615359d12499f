"""Issue 28 item 2: the rule text at hand. The CR edition the rules cite (September 25, 2026) ships as package data;
`mtgasp rule` prints a rule with its subrules and examples; why-not, why and apply print the text of each rule an
answer cites under --rule-text (and carry it in --json as rule_text); every rule number the rules, the vocabulary
and pyglue cite exists in the shipped text. The expected texts below are read from the CR itself."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyglue import crtext
from pyglue.cli import main

from .conftest import EXAMPLES, ROOT

STATE = str(EXAMPLES / "states" / "croaking_counterpart.yaml")


def _cli(*args: str):
    return CliRunner().invoke(main, list(args))


def test_the_shipped_text_is_the_september_25_2026_edition():
    """pyglue/data/cr/README.md records the file's digest; the text says the date it is effective from."""
    text = crtext.text()
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == \
        "abebbfb5d48ffa6bece0ae64dfbe001eb0d2d79552ac59d600094ebe219185f2"
    assert "These rules are effective as of September 25, 2026." in text


def test_rule_722_3c_with_its_example():
    """CR 722.3c: the prepare copy in exile; its one Example is the Croaking Counterpart one."""
    r = crtext.rule("722.3c")
    assert r.text.startswith("As a permanent with a prepare spell gains the prepared designation")
    assert len(r.examples) == 1 and "Croaking Counterpart" in r.examples[0]


def test_a_rule_comes_with_its_subrules_in_order():
    assert [r.number for r in crtext.with_subrules("722.3")] == ["722.3", "722.3a", "722.3b", "722.3c", "722.3d"]
    numbers = [r.number for r in crtext.with_subrules("722")]
    assert numbers[:4] == ["722", "722.1", "722.2", "722.2a"] and numbers[-1] == "722.5"


def test_the_september_rules_are_there():
    """Rules new in the September 25, 2026 edition: 707.12a, 111.10w-x, 701.69-701.71, and 601.5 (the old 601.5-601.7
    renumbered 601.6-601.8)."""
    for n in ("707.12a", "111.10w", "111.10x", "701.69", "701.70", "701.71", "601.5", "601.8"):
        assert crtext.exists(n), n


def test_mtgasp_rule_prints_the_rule_and_its_subrules():
    result = _cli("rule", "722.3")
    assert result.exit_code == 0
    assert [line.split()[0] for line in result.output.splitlines() if re.match(r"^\d{3}\.", line)] == \
        ["722.3", "722.3a", "722.3b", "722.3c", "722.3d"]
    assert "    Example: A player casts Croaking Counterpart" in result.output


def test_mtgasp_rule_json_and_no_subrules():
    result = _cli("rule", "707.10", "--no-subrules", "--json")
    data = json.loads(result.stdout)
    assert data["edition"] == "2026-09-25"
    assert [r["number"] for r in data["rules"]] == ["707.10"]
    assert data["rules"][0]["text"] == crtext.rule("707.10").text


def test_an_unknown_rule_number_is_bad_input_naming_it():
    result = _cli("rule", "722.3z")
    assert result.exit_code == 2
    assert "722.3z" in result.output and "closest" in result.output


def test_why_not_rule_text_prints_each_cited_rule_under_the_answer():
    """Bob may not cast Alice's Croaking Counterpart: among the failures, no priority (CR 117.1); --rule-text prints
    117.1's own words under the answer."""
    result = _cli("why-not", STATE, "{action: cast, object: croak, player: bob}", "--rule-text")
    assert result.exit_code == 0
    answer, cited = result.output.split("rules cited (", 1)
    assert "the player doesn't have priority (CR 117.1)" in answer
    assert "  117.1 Unless a spell or ability is instructing a player to take an action" in cited


def test_why_not_rule_text_json_lists_number_and_text():
    result = _cli("why-not", STATE, "{action: cast, object: croak, player: bob}", "--rule-text", "--json")
    data = json.loads(result.stdout)
    numbers = [r["number"] for r in data["rule_text"]]
    assert "117.1" in numbers and len(numbers) == len(set(numbers))
    assert all(r["text"] == crtext.rule(r["number"]).text for r in data["rule_text"])


def test_apply_rule_text_cites_what_its_events_cite():
    """Casting Croaking Counterpart: the cast event cites 601.2i, the move to the stack 400.7."""
    result = _cli("apply", STATE, "{action: cast, object: croak, targets: [aviator], payment: [forest1, island1, "
                                  "island2]}", "--rule-text")
    cited = result.output.split("rules cited (", 1)[1]
    assert re.findall(r"^  (\d{3}\.\d+[a-z]?) ", cited, re.M) == ["601.2i", "400.7"]


def test_why_atom_rule_text():
    result = _cli("why", STATE, "legal(alice, cast(croak, mana), 0)", "--depth", "2", "--rule-text", "--json")
    data = json.loads(result.stdout)
    assert {"118.9", "601.2b"} <= {r["number"] for r in data["rule_text"]}


def _lp_and_vocabulary_cites() -> set[str]:
    cited: set[str] = set()
    for p in (ROOT / "rules_asp").rglob("*.lp"):
        cited |= set(re.findall(r"\b(?:1\d\d|[2-9]\d\d)\.\d+[a-z]?\b", p.read_text(encoding="utf-8")))
    vocab = json.loads((ROOT / "pyglue" / "data" / "vocabulary.json").read_text(encoding="utf-8"))
    cited |= {r for t in vocab["templates"].values() for r in t.get("cr", [])}
    for p in (ROOT / "pyglue").rglob("*.py"):
        for group in re.findall(r"\bCR ([0-9][0-9.a-z, -]*)", p.read_text(encoding="utf-8")):
            cited |= set(re.findall(r"\b(?:1\d\d|[2-9]\d\d)\.\d+[a-z]?\b", group))
    return cited


def test_every_rule_the_rules_vocabulary_and_pyglue_cite_exists_in_the_shipped_text():
    """DESIGN.md: cited rule numbers must exist (in the edition shipped, the one the answers cite)."""
    assert sorted(n for n in _lp_and_vocabulary_cites() if not crtext.exists(n)) == []


@pytest.mark.parametrize("number", ["100", "707", "722.3c", "702.143a"])
def test_cited_finds_rule_numbers_only(number):
    assert crtext.cited(f"see CR {number} and 20 life, 3.5") == [number]


def test_the_cr_ships_in_the_wheel_manifest():
    """pyproject.toml names the compressed CR as package data."""
    assert "data/cr/*.gz" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert Path(crtext.__file__).parent.joinpath("data", "cr", "CR-2026-09-25.txt.gz").is_file()
