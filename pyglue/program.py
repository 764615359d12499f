"""The rules as clingo AST statements: ``rules_asp/main.lp`` with its includes (:func:`rules_program`), and the
checker's program, the rules with the state invariants (:func:`checked_program`), each parsed once per process.
The modules that keep ASTs of their own register with :func:`on_release` to drop them at exit: ASTs freed after
the interpreter tears clingo.ast down print "Exception ignored in AST.__del__" on the way out."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .files import as_file, files

_RULES: list[Any] | None = None
_CHECKED: list[Any] | None = None
_RELEASE: list[Callable[[], None]] = []
_REGISTERED = False


def on_release(drop: Callable[[], None]) -> None:
    """Call ``drop`` (which empties a cache of AST statements) before the interpreter exits."""
    _RELEASE.append(drop)
    release_at_exit()


def release_at_exit() -> None:
    global _REGISTERED
    if not _REGISTERED:
        import atexit

        atexit.register(_release)
        _REGISTERED = True


def _release() -> None:
    global _RULES, _CHECKED
    _RULES = _CHECKED = None
    for drop in _RELEASE:
        drop()


def parse_rules(*names: str, rules_dir: str | None = None) -> list[Any]:
    """The AST statements of the named files of ``rules_asp/`` (or of ``rules_dir``, a copy of it), parsed
    with their ``#include``s. Raises RuntimeError from clingo if a file doesn't parse."""
    from clingo import ast as clingo_ast

    release_at_exit()
    stmts: list[Any] = []
    for name in names:
        if rules_dir is not None:
            clingo_ast.parse_files([str(Path(rules_dir) / name)], stmts.append)
            continue
        with as_file(files("rules_asp").joinpath(name)) as path:
            clingo_ast.parse_files([str(path)], stmts.append)
    return stmts


def rules_program() -> list[Any]:
    """The parsed rules (AST statements of ``rules_asp/main.lp``), parsed once per process."""
    global _RULES
    if _RULES is None:
        _RULES = parse_rules("main.lp")
    return _RULES


def checked_program(rules_dir: str | None = None) -> list[Any]:
    """The checker's program: the rules (``rules_dir``/main.lp, default the installed rules_asp), the
    invariants and the check-mode selection, as AST statements. Tests pass a copy of rules_asp with a
    rule removed, to see that check catches it."""
    global _CHECKED
    if rules_dir is not None:
        return parse_rules("main.lp", rules_dir=rules_dir) + parse_rules("invariants.lp", "check_state.lp")
    if _CHECKED is None:
        _CHECKED = rules_program() + parse_rules("invariants.lp", "check_state.lp")
    return _CHECKED
