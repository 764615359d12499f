"""Issue 26 item 2: the CR-cited checks of a given state are rules (rules_asp/input.lp), each finding an error
naming the path and the rule; Python only reads them. Expected values worked out from the CR:

- CR 701.15b: only a creature permanent is goaded (a card in a graveyard can't be);
- CR 607.2a: a card "exiled with" an object is in exile (one in a hand isn't);
- CR 702.189a (firebending's mana): mana kept until end of combat is mana of the pool, so a pool without it can't
  keep it;
- CR 500.1: the beginning phase has the untap, upkeep and draw steps, not declare attackers;
- CR 104.1: a game in progress has no winner;
- CR 106.4: mana is white, blue, black, red, green or colorless: "{2}" is a cost's generic part, never mana spent.
"""

from __future__ import annotations

from clingo import Control

from pyglue import crtext
from pyglue.files import as_file, files

from .test_input_errors import assert_problem, base_doc, problems_of


def test_every_input_check_is_an_error_citing_rules_of_the_cr():
    """Each input_check/4 of input.lp has severity error, a text, and rule numbers the shipped CR has."""
    ctl = Control(["--warn=none"])
    with as_file(files("rules_asp").joinpath("input.lp")) as path:
        ctl.load(str(path))
    ctl.ground([("base", [])])
    checks = [a.symbol.arguments for a in ctl.symbolic_atoms.by_signature("input_check", 4)]
    assert len(checks) >= 15
    for name, rule, severity, text in checks:
        assert severity.name == "error" and text.string, name
        assert all(crtext.exists(r.strip()) for r in rule.string.split(",")), (name, rule)


def test_one_state_breaking_six_cr_checks_reports_each_at_its_path():
    """Six findings of the rules in one read, each at its path with its CR rule (701.15b, 607.2a, 702.189a, 500.1,
    104.1, 106.4)."""
    doc = base_doc()
    doc["phase"], doc["step"] = "beginning", "declare_attackers"
    doc["winner"] = "alice"
    doc["players"][0]["mana_kept_until_end_of_combat"] = "{R}"
    doc["objects"][1]["exiled_with"] = "aviator"   # croak, in alice's hand
    doc["objects"][0]["mana_spent"] = "{2}{G}"
    doc["objects"].append({"id": "gy", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob",
                           "goaded_by": ["alice"]})
    probs = problems_of(doc)
    assert_problem(probs, "objects[4].zone", "goaded", "701.15b")
    assert_problem(probs, "objects[1].zone", "exile", "607.2a")
    assert_problem(probs, "players[0].mana_kept_until_end_of_combat", "702.189a")
    assert_problem(probs, "step", "declare_attackers", "beginning", "500.1")
    assert_problem(probs, "winner", "104.1")
    assert_problem(probs, "objects[0].mana_spent", "106.4")
    assert len(probs) == 6, probs


def test_the_fluents_given_to_input_lp_are_those_it_reads():
    """state.input_reads (a scan of input.lp's text, so that loading a state parses no AST) names every fluent
    inside a true/1 atom of the program's ASTs: a check can't miss its facts."""
    from clingo import ast

    from pyglue.state import input_reads

    names: set[str] = set()

    def visit(node):
        if node.ast_type == ast.ASTType.Function and node.name == "true" and node.arguments:
            arg = node.arguments[0]
            names.add(arg.name if arg.ast_type == ast.ASTType.Function else arg.symbol.name)
        for key in node.child_keys:
            child = getattr(node, key)
            for c in child if isinstance(child, ast.ASTSequence) else [child] if isinstance(child, ast.AST) else []:
                visit(c)

    with as_file(files("rules_asp").joinpath("input.lp")) as path:
        ast.parse_files([str(path)], visit)
    assert names and names <= input_reads()
