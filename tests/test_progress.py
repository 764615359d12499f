"""Issue 28 item 4: long work shows its progress on a terminal and nothing extra under --json or when the output is
not a terminal (pyglue/progress.py)."""

from __future__ import annotations

import io

from rich.console import Console

from pyglue import progress
from pyglue.progress import _Bars


def test_reports_are_silent_unless_a_display_is_shown(capsys):
    progress.report("check", 1, 10, "1 object(s)")
    with progress.shown(False):
        progress.report("check", 2, 10)
    out = capsys.readouterr()
    assert out.out == "" and out.err == ""


def test_a_display_counts_done_of_total(monkeypatch):
    buf = io.StringIO()
    monkeypatch.setattr("rich.console.Console", lambda stderr=True: Console(file=buf, force_terminal=True, width=100))
    with progress.shown(True):
        bars = progress._DISPLAY[-1]
        assert isinstance(bars, _Bars)
        progress.report("check", 3, 10, "2 object(s), 1 step(s)")
        task = bars.progress.tasks[0]
        assert (task.completed, task.total, task.description) == (3, 10, "check: 2 object(s), 1 step(s)")
    assert progress._DISPLAY == []


def test_the_cli_shows_none_when_output_is_not_a_terminal():
    from click.testing import CliRunner

    from pyglue.cli import main

    result = CliRunner().invoke(main, ["check", "examples/states/croaking_counterpart.yaml", "--json"])
    assert result.exit_code == 0 and result.stdout.lstrip().startswith("{")
    assert "check:" not in result.output


def test_a_long_unsupported_text_is_cut_with_a_marker_in_coverage():
    """Issue 28 item 5: one Oracle text of 2.6 MB made one line of `cards coverage`; a long text is cut and marked
    with its length (the JSON keeps it whole)."""
    from pyglue.render import coverage_text

    text = "Draw a card. " * 1000
    report = {"cards": [{"card": "Test Card (a test card)", "supported": False,
                         "not_acted_on": {"main": [f"unsupported: {text}"]}}],
              "totals": {"all": {"cards": 1, "supported": 0, "percent": 0.0}}}
    line = coverage_text(report).splitlines()[1]
    assert len(line) < 700 and line.endswith(f"… ({len('unsupported: ' + text):,} characters)")
