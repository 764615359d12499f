"""Issue 28 item 3: pictures in notebooks. examples/cr_722_3c.ipynb plays the CR 722.3c Example; this test runs
its code cells in order (as a kernel would) and checks what the Example says: the token copy is a 1/1 green Frog
named Encouraging Aviator (CR 707.9b), and as it becomes prepared the copy in exile is a blue instant named Jump
(CR 722.3c). Each value a cell ends with is shown by Jupyter through _repr_html_ (or, for a state with Graphviz,
its graph as SVG), which must be mtgasp's own text."""

from __future__ import annotations

import ast
import json
import shutil

from .conftest import ROOT

NOTEBOOK = ROOT / "examples" / "cr_722_3c.ipynb"


def _run_cells(monkeypatch) -> tuple[dict, list]:
    monkeypatch.chdir(ROOT)
    cells = [c for c in json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    scope: dict = {}
    shown = []
    for cell in cells:
        source = "".join(cell["source"])
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<cell>", "exec"), scope)  # noqa: S102 - the project's own example notebook
        if last is not None:
            shown.append(eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope))  # noqa: S307
    return scope, shown


def test_the_notebook_plays_the_cr_722_3c_example(monkeypatch):
    _, shown = _run_cells(monkeypatch)
    assert shown[4] == ("Encouraging Aviator", ["green"], 1)          # CR 707.9b: the exceptions become copiable
    assert shown[5] == ("exile", "Jump", ["instant"], ["blue"])       # CR 722.3c: only the prepare spell's values


def test_every_shown_value_has_a_notebook_picture(monkeypatch):
    _, shown = _run_cells(monkeypatch)
    state, legal, why_not, outcome, view = shown[0], shown[1], shown[2], shown[3], shown[6]
    assert "croak" in state._repr_html_() and "<pre" in state._repr_html_()
    assert "cast croak mana" in legal._repr_html_()
    assert "the player doesn&#x27;t have priority (CR 117.1)" in why_not._repr_html_()
    assert "alice cast Croaking Counterpart (CR 601.2i)" in outcome._repr_html_()
    assert "Jump" in view._repr_html_()
    bundle = state._repr_mimebundle_()
    if shutil.which("dot"):
        assert bundle["image/svg+xml"].lstrip().startswith(("<?xml", "<svg"))
    else:
        assert state._repr_svg_() is None and "text/html" in bundle
