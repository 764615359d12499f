"""CR 707.12: an effect instructs a player to cast a copy of an object: the copy is created in the object's
zone and cast then (601.2a-h, then cast), ignoring timing and priority (608.2g), without paying its mana
cost; if it isn't cast it ceases to exist (704.5e). Expected values worked out from the rule text."""

from __future__ import annotations

from .conftest import actions_of, make_state, only


def _saw_in_graveyard():
    """Alice's Saw It Coming in her graveyard; Bob's creature spell on the stack; Alice holds priority."""
    return make_state([{"id": "saw", "card": "Saw It Coming", "zone": "graveyard", "owner": "alice"},
                       {"id": "bears", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"}],
                      stack=["bears"])


def test_the_copy_is_made_in_the_objects_zone_707_12(engine):
    """CR 707.12: the copy is created in the graveyard (where the card is), owned by Alice; the card stays."""
    (out,) = engine.apply(_saw_in_graveyard(), {"event": "cast_copy", "object": "saw", "player": "alice"})
    assert ("copy_to_cast(saw.cast_copy.3, saw)", "707.12") in out.events
    copy = {o["id"]: o for o in out.state.doc["objects"]}["saw.cast_copy.3"]
    assert (copy["zone"], copy["owner"], copy.get("copy"), copy["cast_now_by"]) == ("graveyard", "alice", True, "alice")
    assert {o["id"]: o["zone"] for o in out.state.doc["objects"]}["saw"] == "graveyard"


def test_the_copy_is_cast_without_paying_its_mana_cost_707_12_601_2i(engine):
    """CR 707.12: Alice may cast the copy now, with no mana (none is available), targeting the spell; it moves
    to the stack and becomes cast (601.2i)."""
    (made,) = engine.apply(_saw_in_graveyard(), {"event": "cast_copy", "object": "saw", "player": "alice"})
    assert ("alice", "cast", "saw.cast_copy.3") in actions_of(engine, made.state)
    (cast,) = engine.apply(made.state, {"action": "cast", "object": "saw.cast_copy.3", "cost": "free",
                                        "targets": ["bears"]})
    assert ("cast(alice, saw.cast_copy.3)", "601.2i") in cast.events
    assert cast.state.doc["stack"] == ["bears", "saw.cast_copy.3"]


def test_a_copy_not_cast_ceases_to_exist_707_12_704_5e(engine):
    """CR 707.12, 704.5e: if Alice doesn't cast it, the copy of a card in the graveyard ceases to exist."""
    (made,) = engine.apply(_saw_in_graveyard(), {"event": "cast_copy", "object": "saw", "player": "alice"})
    after = only(engine.apply(made.state, {"action": "pass"}))
    assert "saw.cast_copy.3" not in {o["id"] for o in after.doc["objects"]}


def test_casting_a_copy_ignores_sorcery_timing_608_2g(engine):
    """CR 707.12, 608.2g: a sorcery's copy is cast while an effect resolves, so even with a spell on the stack."""
    s = make_state([{"id": "doom", "card": "Doomskar", "zone": "exile", "owner": "alice"},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"}],
                   stack=["bears"])
    (made,) = engine.apply(s, {"event": "cast_copy", "object": "doom", "player": "alice"})
    assert ("alice", "cast", "doom.cast_copy.3") in actions_of(engine, made.state)
