"""The combat declarations as docs/state_format.md describes them. CR 508.1 / 509.1: first the active (defending)
player declares attackers (blockers), a turn-based action; CR 508.2 / 509.2: second, the active player gets
priority; CR 117.3a: priority comes after the step's turn-based actions. So a state in the declare attackers step
with priority null is before the declaration (declare_attackers legal, pass not), and with priority held there the
declaration has been made."""

from __future__ import annotations

import re

import jsonschema
import yaml

from pyglue.state import schema

from .conftest import EXAMPLES, make_state, manual_text

DOCS = EXAMPLES.parent / "docs" / "state_format.md"


def _step(priority):
    return make_state([{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}],
                      turn=5, phase="combat", step="declare_attackers", priority=priority)


def test_the_docs_combat_example_is_before_the_declaration_508_1_117_3a():
    """The state example in docs/state_format.md (declare attackers step, nobody attacking) has priority null:
    nobody gets priority before the declaration (CR 508.1, 117.3a)."""
    text = DOCS.read_text(encoding="utf-8")
    block = text.split("## A game state", 1)[1].split("```yaml", 1)[1].split("```", 1)[0]
    doc = yaml.safe_load(block)
    assert (doc["phase"], doc["step"], doc["priority"]) == ("combat", "declare_attackers", None)
    assert not [o for o in doc["objects"] if o.get("attacking")]


def test_the_docs_list_the_combat_declarations_as_actions_508_1_509_1():
    """The README and docs/state_format.md name both declarations; each documented example is a valid action."""
    readme = manual_text()
    assert "declare_attackers" in readme and "declare_blockers" in readme
    examples = re.findall(r"^(\{action: declare_\w+.*?\})\s+#", DOCS.read_text(encoding="utf-8"), re.MULTILINE)
    assert sorted(yaml.safe_load(e)["action"] for e in examples) == ["declare_attackers", "declare_blockers"]
    for e in examples:
        jsonschema.validate(yaml.safe_load(e), schema("action"))


def test_before_the_declaration_only_the_declaration_is_legal_508_1_117_3a(engine):
    """CR 508.1, 117.3a: priority null in the step: Alice's declaration is legal; nobody can pass priority."""
    acts = [(a.player, a.action["action"]) for a in engine.legal_actions(_step(None))]
    assert ("alice", "declare_attackers") in acts
    assert not [a for a in acts if a[1] == "pass"]


def test_with_priority_held_the_declaration_was_made_508_1_508_2(engine):
    """CR 508.1, 508.2: the declaration comes before priority; with Alice holding priority in the step it has been
    made: why-not cites both rules."""
    w = engine.why_not(_step("alice"), {"action": "declare_attackers", "attackers": []})
    assert not w.legal
    assert {("attackers_already_declared", "508.1"), ("attackers_already_declared", "508.2")} <= set(w.failures)
