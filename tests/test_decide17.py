"""decide17 (issue 26 item 2: the rules decide): which hidden objects still show their characteristics to a viewer is
the rules' (rules_asp/knowledge.lp face_down_seen/3, shown as face_down_seen/1), not a test of zones in Python."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue.answers import face_dict
from pyglue.state import state_from_document

ROOT = Path(__file__).resolve().parent.parent


def test_face_down_values_are_seen_on_the_battlefield_and_stack_not_in_exile_708_2_708_5(engine):
    """CR 708.2: face-down spells and permanents have the characteristics the rules that made them face down list
    (708.2a: a 2/2 creature with no name), and those are their characteristics for everyone; CR 708.5: Bob can't look
    at Alice's face-down permanent or spell, nor at a face-down card in any other zone. So derive as Bob shows Alice's
    face-down permanent and face-down spell hidden with the same characteristics Alice's own view has, and her
    face-down card in exile hidden with none."""
    doc = yaml.safe_load((ROOT / "examples/states/cr707_2_face_down_grinning_demon.yaml").read_text(encoding="utf-8"))
    doc["objects"] += [{"id": "spell", "card": "Grinning Demon", "zone": "stack", "owner": "alice", "face_down": True,
                        "controller": "alice", "cast_with": "mana", "timestamp": 3},
                       {"id": "ex", "card": "Grizzly Bears", "zone": "exile", "owner": "alice", "face_down": True,
                        "timestamp": 4}]
    doc["stack"] = ["spell"]
    state = state_from_document(doc)
    mine, bobs = engine.derive(state, viewer="alice"), engine.derive(state, viewer="bob")
    for oid in ("fd", "spell"):
        view = bobs.object(bobs.aliases[oid])
        assert view.hidden and view.characteristics == mine.object(oid).characteristics, oid
    assert bobs.object(bobs.aliases["fd"]).characteristics["power"] == 2
    view = bobs.object(bobs.aliases["ex"])
    assert view.hidden and view.characteristics == face_dict([]) and view.copiable == face_dict([])
    assert not mine.object("fd").hidden   # (708.5: its controller may look at it)
