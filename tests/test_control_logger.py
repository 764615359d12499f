"""Issue 26 item 4: every clingo Control pyglue makes has a logger. They are all made by
pyglue/control.py's ``control``; a ``Control(...)`` call anywhere else in pyglue is a Control whose messages
would go straight to stderr, past the embedding program's logging."""

from __future__ import annotations

import ast
import logging
from pathlib import Path

from pyglue.control import control

PYGLUE = Path(__file__).resolve().parent.parent / "pyglue"


def _control_calls(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and ((isinstance(node.func, ast.Name) and node.func.id in ("Control", "_Control"))
                 or (isinstance(node.func, ast.Attribute) and node.func.attr == "Control"))]


def test_no_control_is_made_outside_pyglue_control():
    made = {str(p.relative_to(PYGLUE)): lines for p in sorted(PYGLUE.rglob("*.py"))
            if p.name != "control.py" and (lines := _control_calls(p))}
    assert made == {}


def test_what_clingo_says_goes_to_the_pyglue_clingo_logger(caplog):
    """An atom used in a body and defined nowhere is one of clingo's warnings: it reaches logging."""
    ctl = control(["--warn=all"])
    ctl.add("base", [], "a :- b.")
    with caplog.at_level(logging.WARNING, logger="pyglue.clingo"):
        ctl.ground([("base", [])])
    assert any(r.name == "pyglue.clingo" and "b" in r.getMessage() and r.code == "AtomUndefined"
               for r in caplog.records)
