"""Issue 26 item 3: data declares. The actions and rules events are declared once (pyglue/data/action.schema.json's
``x-terms``: each name's arguments, the keys that hold them and their kinds), and that declaration drives the encoder
(pyglue.translate) and the decoder (pyglue.answers.action_dict). No engine is run here."""

from __future__ import annotations

from pyglue.answers import action_dict
from pyglue.schema import terms
from pyglue.state import schema
from pyglue.translate import action_facts

from .conftest import make_state

KINDS = {"object", "player", "const", "int", "term"}


def test_every_action_and_event_of_the_schema_declares_its_term_and_nothing_else():
    """The enums JSON Schema validates are exactly the declared names, each argument with a known kind."""
    props = schema("action")["properties"]
    for kind in ("action", "event"):
        assert list(terms()[kind]) == props[kind]["enum"], kind
        for name, args in terms()[kind].items():
            assert {k for _, k in args} <= KINDS, name
            assert all(key in props for key, _ in args if kind == "action"), name


def test_an_action_encoded_then_decoded_is_the_same_mapping():
    """The decoder is the encoder's inverse, from the one declaration: ``does(P, A, 0)`` of each player action read
    back as the mapping ``apply`` takes (CR 601.2 cast, 305.1 play, 702.143a foretell, 702.170a plot, 709.5e unlock,
    702.37e turn face up, 117.3d pass, 508.1 and 509.1 the declarations)."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    for name, args in terms()["action"].items():
        if name == "activate":   # (an ability in the card-file vocabulary: tests/test_api_outcomes.py decodes them)
            continue
        action = {"action": name} | {key: ("mana" if kind == "const" else "x") for key, kind in args}
        facts, _ = action_facts(st, action)
        does = [s for s in facts if s.name == "does"]
        assert len(does) == 1 and action_dict(does[0].arguments[1]) == action, name
