"""Issue 26 item 4: every clingo Control pyglue makes has a logger. They are all made by
pyglue/control.py's ``control``; a ``Control(...)`` call anywhere else in pyglue is a Control whose messages
would go straight to stderr, past the embedding program's logging."""

from __future__ import annotations

import ast
import logging
from pathlib import Path

from pyglue.control import control

PYGLUE = Path(__file__).resolve().parent.parent / "pyglue"


def _control_calls(text: str) -> list[int]:
    """The lines of the calls that make a clingo Control in the Python source ``text``: ``Control(...)``,
    ``x.Control(...)``, and a call of a name ``Control`` was imported as (``from clingo import Control as C``)."""
    tree = ast.parse(text)
    names = {"Control", "_Control"} | {a.asname for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                                       and (node.module or "").split(".")[0] == "clingo"
                                       for a in node.names if a.name == "Control" and a.asname}
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and ((isinstance(node.func, ast.Name) and node.func.id in names)
                 or (isinstance(node.func, ast.Attribute) and node.func.attr == "Control"))]


def test_the_finder_finds_a_control_made_under_another_name():
    assert _control_calls("from clingo import Control as C\nC(['--warn=none'])\n") == [2]
    assert _control_calls("import clingo\nclingo.control.Control()\n") == [2]
    assert _control_calls("from .control import control\ncontrol()\n") == []


def test_no_control_is_made_outside_pyglue_control():
    made = {str(p.relative_to(PYGLUE)): lines for p in sorted(PYGLUE.rglob("*.py"))
            if p.name != "control.py" and (lines := _control_calls(p.read_text(encoding="utf-8")))}
    assert made == {}


def test_what_clingo_says_goes_to_the_pyglue_clingo_logger(caplog):
    """An atom used in a body and defined nowhere is one of clingo's warnings: it reaches logging."""
    ctl = control(["--warn=all"])
    ctl.add("base", [], "a :- b.")
    with caplog.at_level(logging.WARNING, logger="pyglue.clingo"):
        ctl.ground([("base", [])])
    assert any(r.name == "pyglue.clingo" and "b" in r.getMessage() and r.code == "AtomUndefined"
               for r in caplog.records)
