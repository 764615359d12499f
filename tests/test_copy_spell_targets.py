"""CR 707.10d-e: copies of a spell for each player or object it could target, and copies with a target an
effect names. Expected values worked out from the rule text."""

from __future__ import annotations

import pytest

from pyglue.state import InputError

from .conftest import make_state, only

SHROUD_BEAR = {"name": "Test Shroud Bear", "mana_cost": "{1}{G}", "types": ["creature"], "power": 2,
               "toughness": 2, "abilities": ["shroud"]}


def _croak_on_stack(*extra):
    """Alice's Croaking Counterpart ("create a token copy of target non-Frog creature ...") targets her Bears."""
    return make_state([{"id": "croak", "card": "Croaking Counterpart", "zone": "stack", "owner": "alice",
                        "controller": "alice", "targets": ["b1"]},
                       {"id": "b1", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"},
                       {"id": "b2", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                       {"id": "av", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "bob"},
                       *extra], cards=[SHROUD_BEAR], stack=["croak"])


def _copies(state):
    return {o["id"]: o for o in state.doc["objects"] if o["id"].startswith("croak.spell_copy")}


def test_copy_with_a_named_new_target_707_10e(engine):
    """CR 707.10e: the copy's target is the one the effect names (Bob's Bears), the original keeps its own;
    the copy is owned and controlled by the player it was created for (CR 707.10)."""
    out = only(engine.apply(_croak_on_stack(), {"event": "copy_spell", "object": "croak", "controller": "bob",
                                                "target": "b2"}, settle=False))
    (cp,) = _copies(out).values()
    assert (cp["targets"], cp["owner"], cp["controller"]) == (["b2"], "bob", "bob")
    assert [o["targets"] for o in out.doc["objects"] if o["id"] == "croak"] == [["b1"]]


def test_copy_is_not_created_when_the_named_target_is_illegal_707_10e(engine):
    """CR 707.10e: a player isn't a legal target for "target non-Frog creature", so no copy is created."""
    (out,) = engine.apply(_croak_on_stack(), {"event": "copy_spell", "object": "croak", "controller": "alice",
                                             "target": "alice"}, settle=False)
    assert not _copies(out.state) and ("no_copy(croak, alice)", "707.10e") in out.events


def test_copy_for_each_creature_it_could_target_707_10d(engine):
    """CR 707.10d: one copy for each creature the spell could target (both Bears and the Aviator, the original's
    own target included); a creature with shroud can't be targeted (CR 702.18a), so none for it. The three
    copies go on the stack in any order Bob chooses: 3! = 6 resulting states."""
    shroud = {"id": "sh", "card": "Test Shroud Bear", "zone": "battlefield", "owner": "alice"}
    outs = engine.apply(_croak_on_stack(shroud), {"event": "copy_spell", "object": "croak", "controller": "bob",
                                                  "for_each": True}, settle=False)
    assert len(outs) == 6
    orders = set()
    for o in outs:
        copies = _copies(o.state)
        assert sorted(c["targets"][0] for c in copies.values()) == ["av", "b1", "b2"]
        assert {c["controller"] for c in copies.values()} == {"bob"}
        orders.add(tuple(copies[i]["targets"][0] for i in o.state.doc["stack"] if i in copies))
    assert len(orders) == 6


def test_target_and_for_each_together_are_bad_input():
    with pytest.raises(InputError, match="not both"):
        from pyglue import Engine

        Engine().apply(_croak_on_stack(), {"event": "copy_spell", "object": "croak", "controller": "bob",
                                           "target": "b2", "for_each": True})
