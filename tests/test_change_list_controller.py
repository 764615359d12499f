"""The change list compares a permanent's or spell's controller as the rules read it: CR 108.4 and 112.2, a spell's
controller is the player who cast it (a state without a controller field gives its owner, docs/state_format.md);
CR 108.4, a card that is neither a permanent nor a spell (one in a graveyard) has no controller (108.4a's "use its
owner instead" is for what asks for one; the change list shows that it has none). (A guard for moving render.py's
_compared default into the rules, architecture review 2.1: the line must stay the same.)"""

from __future__ import annotations

from pyglue import render

from .conftest import make_state


def test_a_resolved_spell_without_a_controller_field_loses_its_owner_as_controller_108_4(engine):
    """Alice's Lightning Bolt on the stack, no controller field: the rules read Alice as its controller (CR 108.4);
    it resolves into her graveyard (CR 608.2n), where it has none (108.4): the change list says alice -> None."""
    st = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "targets": ["bob"]},
                     {"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
                    stack=["bolt"])
    (out,) = engine.apply(st, {"event": "resolve"}, settle=False)
    (line,) = [x for x in render.state_diff(st, out.state) if x.startswith("~ bolt: ")]
    assert "zone: stack -> graveyard" in line and "controller: alice -> None" in line
    assert not [x for x in render.state_diff(st, out.state) if x.startswith("~ bb: ")]
