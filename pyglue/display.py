"""How a notebook shows pyglue's values. The classes' ``_repr_html_`` (a state, a derivation, legal actions, a
why-not, an outcome, a move, a game) ask :func:`picture` for their kind's picture; pyglue/notebook.py, the
presentation layer, fills :data:`PICTURES` when the package is imported (pyglue/__init__.py), so that the state
and answer modules don't import the layers above them (issue 26 item 4: no import cycle)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: kind -> the function that draws a value of that kind (``state_html``, ``state_svg``, ``derivation_html``, ...)
PICTURES: dict[str, Callable[[Any], Any]] = {}


def picture(kind: str, value: Any) -> Any:
    """``value`` drawn by the picture registered for ``kind``."""
    return PICTURES[kind](value)
