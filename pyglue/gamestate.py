"""A validated game state (:class:`GameState`): the document and the cards it uses. Built by pyglue.state's
loaders, which re-export it; the encoder (pyglue.translate) reads it from here, below the loaders."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .display import picture


@dataclass
class GameState:
    """A validated game state: the document (docs/state_format.md) and the cards it uses.

    ``doc`` is the state mapping with defaults filled in; ``cards`` maps card names to
    card mappings. Build one with :func:`load_state` or :func:`state_from_document`.
    """

    doc: dict[str, Any]
    cards: dict[str, dict[str, Any]]
    source: str = "<state>"
    _facts: Any = field(default=None, repr=False, compare=False)
    _violations: Any = field(default=None, repr=False, compare=False)
    _input: Any = field(default=None, repr=False, compare=False)   # (pyglue.inputs: what input.lp says of it)

    def _repr_html_(self) -> str:
        """In a notebook: what every object is (derive's tables)."""
        return picture("state_html", self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """In a notebook: the state's graph as SVG when Graphviz is there, else derive's tables as HTML."""
        svg = self._repr_svg_()
        return {"image/svg+xml": svg} if svg else {"text/html": self._repr_html_()}

    def _repr_svg_(self) -> str | None:
        """In a notebook, with Graphviz: the state's graph (``mtgasp graph``); None without it (the HTML then)."""
        return picture("state_svg", self)

    @property
    def objects(self) -> dict[str, dict[str, Any]]:
        return {o["id"]: o for o in self.doc["objects"]}

    @property
    def players(self) -> list[str]:
        return [p["name"] for p in self.doc["players"]]

    def to_document(self) -> dict[str, Any]:
        """The state as a document that loads again (cards inline, no card_files)."""
        out = copy.deepcopy(self.doc)
        out.pop("card_files", None)
        out["cards"] = [self.cards[n] for n in sorted(self.cards)]
        return out
