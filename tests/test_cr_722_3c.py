"""The CR 722.3c Example end to end, every expectation worked out from the rule text.

Croaking Counterpart: "create a token that's a copy of target non-Frog creature, except it's
a 1/1 green Frog". Encouraging Aviator: {2}{U} 2/3 Bird Wizard, flying, "whenever this creature
attacks, it becomes prepared"; its prepare spell is Jump, {U} instant, "target creature gains
flying until end of turn".
"""

from __future__ import annotations

import pytest

from pyglue import Engine, IllegalAction

from .conftest import actions_of, lands, make_state, only


def _start():
    return make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
        {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice", "timestamp": 2},
        {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "timestamp": 3},
        # the card Alice draws in her next draw step (CR 504.1; an empty library would lose, CR 704.5b)
        {"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "timestamp": 0},
        *lands("alice", islands=3, forests=1),
    ])


def _resolve(engine: Engine, state):
    """Both players pass in succession (CR 117.4): the top of the stack resolves."""
    state = only(engine.apply(state, {"action": "pass"}))
    return only(engine.apply(state, {"action": "pass"}))


@pytest.fixture()
def frog(engine):
    """The state after Croaking Counterpart resolved targeting the Aviator (paying Forest + 2 Islands)."""
    st = only(engine.apply(_start(), {"action": "cast", "object": "croak", "targets": ["aviator"],
                                      "payment": ["aforest1", "aisland1", "aisland2"]}))
    return _resolve(engine, st)


def _token_id(state) -> str:
    (tid,) = [o["id"] for o in state.doc["objects"] if o.get("token")]
    return tid


def test_counterpart_targets_only_non_frog_creatures_601_2c(engine):
    """CR 601.2c, 115.1: the legal targets are the creatures that aren't Frogs: the Aviator and the Bears."""
    (cast,) = [a for a in engine.legal_actions(_start()) if a.action.get("object") == "croak"]
    assert cast.targets == [["aviator", "bears"]]


def test_token_copy_is_a_1_1_green_frog_707_2_707_9b(engine, frog):
    """CR 707.2 and 707.9b: the token copies the Aviator's copiable values, with the exceptions
    replacing color, creature types and power/toughness; the rest (name, cost, flying, the
    attack trigger) is copied."""
    d = engine.derive(frog)
    tok = d.object(_token_id(frog))
    ch = tok.characteristics
    assert (ch["name"], ch["mana_cost"], ch["colors"], ch["types"], ch["subtypes"], ch["power"], ch["toughness"]) == \
        ("Encouraging Aviator", "{2}{U}", ["green"], ["creature"], ["Frog"], 1, 1)
    assert "flying" in ch["abilities"]
    assert {"trigger": "attacks", "effect": {"become_prepared": "self"}} in ch["abilities"]
    assert tok.token is True and tok.controller == "alice"
    assert [c["source"] for c in tok.copy_of] == ["aviator"]


def test_token_copy_has_the_prepare_spell_722_2b(engine, frog):
    """CR 722.2b: the prepare spell's alternative characteristics are part of the copiable values,
    so the token copy has them too (and they are not changed by the Frog exception)."""
    prep = engine.derive(frog).object(_token_id(frog)).copiable["prepare"]
    assert (prep["name"], prep["mana_cost"], prep["types"], prep["colors"]) == ("Jump", "{U}", ["instant"], ["blue"])


def test_exceptions_become_copiable_values_707_9b(engine, frog):
    """CR 707.9b: the modified values are the token's copiable values (a later copy would see a 1/1 green Frog)."""
    cop = engine.derive(frog).object(_token_id(frog)).copiable
    assert (cop["colors"], cop["subtypes"], cop["power"], cop["toughness"]) == (["green"], ["Frog"], 1, 1)


def _attacked(engine, frog):
    """On Alice's next turn (the token has then been under her control since the turn began, CR 302.6,
    508.1a), move to her declare attackers step and have the token attack; its trigger goes on the stack."""
    st = only(engine.apply(only(engine.apply(frog, {"event": "end_turn"})), {"event": "end_turn"}))
    assert (st.doc["turn"], st.doc["active_player"]) == (5, "alice")
    while st.doc["step"] != "declare_attackers":
        st = only(engine.apply(st, {"action": "pass"}))
    return only(engine.apply(st, {"event": "attacks", "object": _token_id(frog)}))


def test_attack_trigger_goes_on_the_stack_603_3(engine, frog):
    """CR 603.2, 603.3: the copied "whenever this creature attacks" ability triggers and is put on the
    stack before a player receives priority; the attacking token taps (CR 508.1f)."""
    st = _attacked(engine, frog)
    assert len(st.doc["stack"]) == 1
    (ab,) = [o for o in st.doc["objects"] if o["id"] == st.doc["stack"][0]]
    assert ab["ability"]["source"] == _token_id(frog)
    tok = engine.derive(st).object(_token_id(frog))
    assert tok.tapped and tok.designations == []


@pytest.fixture()
def prepared(engine, frog):
    """The state after the attack trigger resolved: the token is prepared."""
    return _resolve(engine, _attacked(engine, frog))


def test_token_becomes_prepared_722_3a(engine, frog, prepared):
    """CR 722.3a: a permanent with a prepare spell that becomes prepared gets the designation."""
    assert engine.derive(prepared).object(_token_id(frog)).designations == ["prepared"]


def test_exiled_copy_has_only_the_prepare_spell_characteristics_722_3c(engine, frog, prepared):
    """CR 722.3c and its Example: the copy in exile is a blue instant named Jump; it is not green,
    has no power or toughness, and is not a Frog (the copy exceptions are ignored)."""
    d = engine.derive(prepared)
    (copy,) = [o for o in d.objects if o.zone == "exile"]
    ch = copy.characteristics
    assert ch["name"] == "Jump"
    assert ch["colors"] == ["blue"]
    assert ch["types"] == ["instant"] and ch["subtypes"] == []
    assert ch["power"] is None and ch["toughness"] is None
    assert ch["mana_cost"] == "{U}"
    assert ch["abilities"] == [{"spell": {"target": "creature", "effect": {"gain_ability": "flying", "until": "end_of_turn"}}}]
    assert copy.copy is True and copy.token is False
    assert copy.prepare_copy_of == _token_id(frog) and copy.prepare_copy_active
    assert "prepare" not in copy.copiable


def test_exiled_copy_survives_state_based_actions_722_3c_704_5e(engine, prepared):
    """CR 722.3c makes an exception to 704.5e: no state-based action applies to the exiled copy."""
    assert engine.derive(prepared).pending == []
    (st,) = [o.state for o in engine.apply(prepared, {"event": "state_based_actions"}, settle=False)]
    assert [o for o in st.doc["objects"] if o["zone"] == "exile"]


def test_controller_may_cast_the_copy_at_instant_speed_722_3c(engine, frog, prepared):
    """CR 722.3c, 117.1a, 304.1: during combat, the prepared token's controller may cast the copy (an
    instant), paying {U} from her untapped Island; the opponent may not."""
    d = engine.derive(prepared)
    (copy_id,) = [o.id for o in d.objects if o.zone == "exile"]
    assert ("alice", "cast", copy_id) in actions_of(engine, prepared)
    (cast,) = [a for a in engine.legal_actions(prepared) if a.action.get("object") == copy_id]
    assert "722.3c" in cast.rules and "304.1" in cast.rules
    assert cast.targets == [sorted(["aviator", "bears", _token_id(frog)])]
    why = engine.why_not(prepared, {"action": "cast", "object": copy_id, "player": "bob"})
    assert not why.legal and ("not_prepared_permanent_controller", "722.3c") in why.failures


def test_casting_the_copy_unprepares_601_2i(engine, frog, prepared):
    """CR 601.2i with 722.3c: the permanent loses the designation as the copy becomes cast; the copy is on
    the stack with Alice's chosen target."""
    copy_id = [o["id"] for o in prepared.doc["objects"] if o["zone"] == "exile"][0]
    st = only(engine.apply(prepared, {"action": "cast", "object": copy_id, "targets": ["bears"],
                                                "payment": ["aisland1"]}))
    assert engine.derive(st).object(_token_id(frog)).designations == []
    (spell,) = [o for o in st.doc["objects"] if o["id"] == copy_id]
    assert (spell["zone"], spell["targets"], st.doc["stack"]) == ("stack", ["bears"], [copy_id])


def test_jump_resolves_then_copy_ceases_608_2n_704_5e(engine, frog, prepared):
    """CR 608.2n puts the resolved instant into the graveyard; as a copy of a card outside the stack it then
    ceases to exist (CR 704.5e). The target gained flying (the Jump effect)."""
    copy_id = [o["id"] for o in prepared.doc["objects"] if o["zone"] == "exile"][0]
    st = only(engine.apply(prepared, {"action": "cast", "object": copy_id, "targets": ["bears"],
                                                "payment": ["aisland1"]}))
    st = _resolve(engine, st)
    assert copy_id not in {o["id"] for o in st.doc["objects"]}
    assert "flying" in engine.derive(st).object("bears").characteristics["abilities"]


def test_cast_copy_is_cast_once_722_3c_601_3(engine, frog, prepared):
    """Once cast, the copy is a spell on the stack: no rule lets anyone cast it again from there (CR 601.3),
    and the token is no longer prepared (CR 601.2i), so no other copy is castable either."""
    copy_id = [o["id"] for o in prepared.doc["objects"] if o["zone"] == "exile"][0]
    st = only(engine.apply(prepared, {"action": "cast", "object": copy_id, "targets": ["bears"],
                                                "payment": ["aisland1"]}))
    with pytest.raises(IllegalAction) as info:
        engine.apply(st, {"action": "cast", "object": copy_id, "targets": ["bears"]})
    assert ("not_prepared_permanent_controller", "722.3c") in info.value.why.failures
    assert {a.action["action"] for a in engine.legal_actions(st)} == {"pass"}
