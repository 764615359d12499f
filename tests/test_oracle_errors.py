"""Errors in the Oracle-text reader are not silent (issue 11, point 2).

Only a line no template reads (lark's UnexpectedInput) and a line whose parts the vocabulary can't say
(oracle.Unsupported) become ``{unsupported: LINE}``. A bug in a transformer method, or an error in the grammar
itself, must raise: turned into "unsupported" it would quietly lower the coverage of every card it touches.
"""

from __future__ import annotations

import pytest
from lark import Lark
from lark.exceptions import GrammarError, VisitError

from pyglue import oracle

PUMP = "Target creature gets +2/+2 until end of turn."


def test_the_line_parses_without_the_bug():
    # the control: with the real method, the CR 611.2 pump reads (so the cases below fail only by the bug)
    assert oracle.parse_text(PUMP, "Test Card", ["instant"]) == [
        {"spell": {"effect": {"modify_pt": [2, 2], "until": "end_of_turn"}, "target": "creature"}}]


def test_bug_in_a_method_raises(monkeypatch):
    def broken(self, c):
        raise KeyError("bug")

    monkeypatch.setattr(oracle._build_cls(), "gets", broken)
    with pytest.raises(VisitError) as err:
        oracle.parse_text(PUMP, "Test Card", ["instant"])
    assert isinstance(err.value.orig_exc, KeyError)


def test_unsupported_in_a_method_is_unsupported(monkeypatch):
    def refuse(self, c):
        raise oracle.Unsupported("not yet")

    monkeypatch.setattr(oracle._build_cls(), "gets", refuse)
    assert oracle.parse_text(PUMP, "Test Card", ["instant"]) == [{"unsupported": PUMP}]


def test_no_template_is_unsupported():
    line = "Draw a card for each wish you have made."
    assert oracle.parse_text(line, "Test Card", ["sorcery"]) == [{"unsupported": line}]


def test_grammar_error_raises(monkeypatch):
    oracle._cached_tree.cache_clear()
    monkeypatch.setattr(oracle, "_parser", lambda: Lark("ability_line: undefined_rule", parser="lalr"))
    try:
        with pytest.raises(GrammarError):
            oracle.parse_text("Flying", "Test Card", ["creature"])
    finally:
        oracle._cached_tree.cache_clear()
