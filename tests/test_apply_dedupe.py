"""apply's resulting states are distinct and sorted by their documents' YAML text (pyglue/solve.py, ``_dedupe``;
Engine.apply's docstring). The sort reads the text without the cards (the same in every resulting state of a step,
two thirds of the text; issue 25.1): the order must be the one the whole text gives."""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass
from typing import Any

from pyglue.solve import _dedupe, _sort_text
from pyglue.state import load_state

from .conftest import EXAMPLES


@dataclass
class _Doc:
    """A state's document (its ``doc`` and ``cards`` as GameState has them)."""

    doc: dict[str, Any]

    @property
    def cards(self) -> dict[str, Any]:
        return {c["name"]: c for c in self.doc.get("cards", [])}

    def to_document(self) -> dict[str, Any]:  # (as GameState.to_document: a copy, without card_files)
        out = copy.deepcopy(self.doc)
        out.pop("card_files", None)
        return out


@dataclass
class _Outcome:
    state: _Doc


def _by_whole_text(outcomes):
    seen = {}
    for o in outcomes:
        seen.setdefault(_sort_text(o.state.to_document()), o)
    return [seen[k] for k in sorted(seen)]


CARDS = [{"name": "Test Bear", "types": ["creature"], "power": 2, "toughness": 2}]


def test_documents_differing_before_and_after_the_cards_sort_as_their_text():
    """Documents that differ in an entry sorting before ``cards`` (present in some, absent in others, a prefix of
    another's), after it, or not at all (a duplicate, the first kept)."""
    variants_before = [{}, {"active_player": "alice"}, {"card_files": ["x.yaml"]}, {"active_player": "bob"},
                       {"active_player": "alice", "attacked": ["x"]}, {"a": 1}, {"card": 2}]
    variants_after = [{}, {"turn": 3}, {"turn": 4, "phase": "end"}, {"objects": [{"id": "a"}]}, {"zz": None}]
    outcomes = [_Outcome(_Doc(dict(b, cards=copy.deepcopy(CARDS), **a)))
                for b, a in itertools.product(variants_before, variants_after)]
    outcomes += [_Outcome(_Doc(copy.deepcopy(o.state.doc))) for o in outcomes[::3]]  # duplicates
    for order in (outcomes, outcomes[::-1]):
        assert [id(o) for o in _dedupe(list(order))] == [id(o) for o in _by_whole_text(order)]


def test_documents_with_other_cards_sort_by_the_whole_text():
    a = _Outcome(_Doc({"cards": CARDS, "turn": 4}))
    b = _Outcome(_Doc({"cards": [dict(CARDS[0], power=1)], "turn": 3}))
    assert _dedupe([a, b]) == _by_whole_text([a, b])


def test_a_cast_with_several_payments_keeps_the_order_of_the_whole_text(engine):
    """CR 601.2g-h: Croaking Counterpart cast from Alice's hand, paid by any of her lands that can: one resulting
    state per payment, in the order of their whole documents' text."""
    state = load_state(EXAMPLES / "states" / "croaking_counterpart.yaml")
    (cast,) = [a for a in engine.legal_actions(state) if a.action["action"] == "cast"]
    outs = engine.apply(state, cast.action)
    assert len(outs) > 1
    assert outs == _by_whole_text(outs)
