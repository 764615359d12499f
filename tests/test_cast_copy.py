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


# CR 707.13: a copy of a card defined by name (Garth One-Eye: "Create a copy of the card with the chosen name.
# You may cast the copy." with the reminder that its costs are still paid). The card files stand for the
# Oracle card reference; the copy is made outside the game (CR 400.11) and cast from there.
REGROWTH = {"name": "Regrowth", "mana_cost": "{1}{G}", "types": ["sorcery"],
            "abilities": [{"spell": {"target": {"graveyard_card": []}, "effect": {"return_to_hand": "target"}}}]}


def _garth_state(forests=2):
    objs = [{"id": "saw", "card": "Saw It Coming", "zone": "graveyard", "owner": "alice"}]
    objs += [{"id": f"f{i}", "card": "Forest", "zone": "battlefield", "owner": "alice"} for i in range(forests)]
    return make_state(objs, cards=[REGROWTH])


def test_707_13_a_copy_of_a_named_card_is_made_outside_the_game_with_its_oracle_values(engine):
    """CR 707.13: the copy of "Regrowth" gets the values of the card with that name in the card reference (a
    green sorcery costing {1}{G}); it is made outside the game (CR 400.11), owned by Alice, who is to cast it."""
    (out,) = engine.apply(_garth_state(), {"event": "cast_copy", "card": "Regrowth", "player": "alice", "cost": "mana"})
    (cp,) = [o for o in out.state.doc["objects"] if o.get("copy")]
    assert (cp["zone"], cp["owner"], cp["cast_now_by"], cp.get("cast_now_pays")) == ("outside", "alice", "alice", True)
    c = engine.derive(out.state).object(cp["id"]).characteristics
    assert (c["name"], c["mana_cost"], c["colors"], c["types"]) == ("Regrowth", "{1}{G}", ["green"], ["sorcery"])


def test_707_13_the_copy_is_cast_paying_its_costs_and_ignoring_timing(engine):
    """CR 707.12-707.13 (Garth One-Eye: "you may cast the copy", costs still paid): Alice may cast the copy of
    Regrowth for its mana cost, not for free, even with a spell on the stack (608.2g); paying {1}{G} taps both
    Forests and the copy goes on the stack targeting the card in her graveyard."""
    s = _garth_state()
    doc = s.to_document()
    doc["objects"].append({"id": "bears", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"})
    doc["stack"] = ["bears"]
    from pyglue import state_from_document
    (made,) = engine.apply(state_from_document(doc), {"event": "cast_copy", "card": "Regrowth", "player": "alice",
                                                      "cost": "mana"})
    (cp,) = [o["id"] for o in made.state.doc["objects"] if o.get("copy")]
    acts = actions_of(engine, made.state)
    assert ("alice", "cast", cp) in acts
    with_free = engine.why_not(made.state, {"action": "cast", "object": cp, "cost": "free"})
    assert not with_free.legal and ("no_permission(outside)", "601.3") in with_free.failures
    (cast,) = engine.apply(made.state, {"action": "cast", "object": cp, "cost": "mana", "targets": ["saw"]})
    assert cast.state.doc["stack"] == ["bears", cp]
    assert all(o.get("tapped") for o in cast.state.doc["objects"] if o["id"] in ("f0", "f1"))


def test_707_13_704_5e_without_mana_the_copy_cant_be_cast_and_ceases(engine):
    """CR 707.13, 601.2h, 704.5e: with one Forest Alice can't pay {1}{G}, so she can't cast the copy; it then
    ceases to exist at the next state-based action check."""
    (made,) = engine.apply(_garth_state(forests=1), {"event": "cast_copy", "card": "Regrowth", "player": "alice",
                                                     "cost": "mana"})
    (cp,) = [o["id"] for o in made.state.doc["objects"] if o.get("copy")]
    assert ("alice", "cast", cp) not in actions_of(engine, made.state)
    after = only(engine.apply(made.state, {"action": "pass"}))
    assert cp not in {o["id"] for o in after.doc["objects"]}


def test_707_14_a_copy_of_a_noted_card_uses_its_graveyard_values(engine):
    """CR 707.14 (Magar of the Magic Strings), 608.2h: the noted card was exiled from the graveyard; the copy uses
    the values the card had there (its printed Saw It Coming values: a blue instant), and is made where the
    object is (707.12: exile), to be cast without paying its mana cost."""
    s = make_state([{"id": "saw", "card": "Saw It Coming", "zone": "graveyard", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "move", "object": "saw", "to": "exile"}))
    (out,) = engine.apply(s, {"event": "cast_copy", "object": "saw", "player": "alice"})
    (cp,) = [o for o in out.state.doc["objects"] if o.get("copy")]
    c = engine.derive(out.state).object(cp["id"]).characteristics
    assert (cp["zone"], c["name"], c["colors"], c["types"], cp.get("cast_now_pays")) == \
        ("exile", "Saw It Coming", ["blue"], ["instant"], None)


def test_707_13_an_unknown_card_name_is_an_input_error(engine):
    """Bad input: a card name the state doesn't know is reported with the field it came from."""
    import pytest

    from pyglue.state import InputError
    with pytest.raises(InputError) as err:
        engine.apply(_garth_state(), {"event": "cast_copy", "card": "Timetwister", "player": "alice"})
    assert "card" in str(err.value) and "Timetwister" in str(err.value)
