"""A new user's findings (branch newuser): each expected value comes from the CR or the documented contract
(docs/state_format.md, `mtgasp schema action`), worked out before running the engine."""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def dane_state():
    s = make_state([bf("dane", "The Ever-Changing 'Dane", timestamp=1), bf("bears", "Grizzly Bears", timestamp=2)])
    doc = s.to_document()
    doc["players"][0]["mana_pool"] = "{C}"
    from pyglue.state import state_from_document
    return state_from_document(doc)


def test_ability_index_of_an_ability_with_an_extra_cost_602_2(engine):
    """`ability: N` is the N-th ability as derive lists it (schema action). The Ever-Changing 'Dane's only ability
    costs {1} and another creature sacrificed (CR 602.2b, 118.3): with {C} and Grizzly Bears it can be activated, so
    ability 0 is legal, as the same ability written out in full (with its `also`) is."""
    s = dane_state()
    ab = engine.derive(s).object("dane").characteristics["abilities"][0]
    assert "also" in ab
    assert engine.why_not(s, {"action": "activate", "object": "dane", "ability": 0}).legal
    assert engine.why_not(s, {"action": "activate", "object": "dane", "ability": ab}).legal
    out = only(engine.apply(s, {"action": "activate", "object": "dane", "ability": 0, "sacrifice": ["bears"]}))
    assert {o["id"]: o["zone"] for o in out.to_document()["objects"]}["bears"] == "graveyard"   # CR 701.21a


def test_legal_numbers_an_ability_with_an_extra_cost_602_2(engine):
    """legal gives each activate action the index of its ability among derive's (render: `activate dane ability 0`)."""
    acts = [a for a in engine.legal_actions(dane_state()) if a.action.get("action") == "activate"]
    assert [a.ability_index for a in acts] == [0]


def test_ability_text_says_the_extra_cost_and_no_endless_duration_602_2b():
    """derive's ability text (docs/commands/derive.md: each ability in English): an activated ability's whole cost is
    paid as it's activated (CR 602.2b), so the sacrifice is part of what's said; an effect with no duration lasts
    (CR 611.2a) and isn't "until forever"."""
    from pyglue.cards import library
    from pyglue.render import ability_text
    text = ability_text(library()["The Ever-Changing 'Dane"]["abilities"][0])
    assert text.startswith("{1}, sacrifice another creature:")
    assert "forever" not in text


def test_city_blessing_change_is_said_as_a_flag_702_131c(engine):
    """Ocelot Pride's ascend with ten permanents: alice gets the city's blessing (CR 702.131c). The change list says
    the player's flag went from false (absent, the state format's default) to true, not from the count 0."""
    from pyglue.render import outcomes_text
    objs = [bf("op", "Ocelot Pride")] + [bf(f"i{n}", "Island") for n in range(9)]
    s = make_state(objs)
    outs = engine.apply(s, {"action": "pass"})
    text = outcomes_text(outs, s)
    assert "alice's city blessing: False -> True" in text
    assert "city blessing: 0" not in text


def test_cascade_trigger_is_said_in_english_702_85a(engine):
    """Casting Sakashima's Protege triggers its cascade (CR 702.85a); apply says each event as an English sentence
    (docs/commands/apply.md), so the trigger's effect is in words, never a raw term such as cascade_exile."""
    from pyglue.render import outcomes_text
    s = make_state([{"id": "sp", "card": "Sakashima's Protege", "zone": "hand", "owner": "alice"},
                    {"id": "l1", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}])
    doc = s.to_document()
    doc["players"][0]["mana_pool"] = "{U}{U}{U}{U}{U}{U}"
    from pyglue.state import state_from_document
    s = state_from_document(doc)
    text = outcomes_text(engine.apply(s, {"action": "cast", "object": "sp"}), s)
    line = next(x for x in text.splitlines() if "triggered" in x)
    assert "cascade_exile" not in line and "exile cards from the top of your library" in line


def test_clone_entering_as_a_copy_of_a_prototyped_permanent_718_3d(engine):
    """CR 718.3d, 707.5: Clone entering as a copy of Skitterbeam Battalion that was cast prototyped ({3}{R}{R} -- 2/2)
    has the alternative mana cost, power and toughness, so it is a red 2/2 with mana value 5 (105.2, 202.3), not the
    card's colorless 4/4 with mana value 9."""
    s = make_state([{"id": "sk", "card": "Skitterbeam Battalion", "zone": "battlefield", "owner": "alice",
                     "cast_as": "prototype", "timestamp": 1},
                    {"id": "cl", "card": "Clone", "zone": "stack", "owner": "alice", "cast_with": "mana",
                     "timestamp": 2}], stack=["cl"])
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    copied = [o.state for o in outs if engine.derive(o.state).object("cl").characteristics["name"] ==
              "Skitterbeam Battalion"]
    assert len(copied) == 1
    v = engine.derive(copied[0]).object("cl")
    assert (v.characteristics["power"], v.characteristics["toughness"], v.characteristics["colors"], v.mana_value) == \
        (2, 2, ["red"], 5)


def test_choices_of_an_activation_are_said_in_words_602_2b():
    """apply's human output says each choice in words (docs/commands/apply.md: `chose target 1 of croak: aviator`,
    `chose payment of alice: forest1, ...`). An activated ability's target is chosen as it is activated (CR 602.2b)
    and mana may come from the pool (CR 106.4): neither is printed as JSON or as the internal term pool(c)."""
    from pyglue.render import choices_text
    ab = {"activated": {"cost": "{6}", "tap": False, "effect": "counter"}}
    lines = choices_text([{"choice": "payment", "object": "alice", "value": "pool(c)"},
                          {"choice": "target", "slot": 1, "object": {"object": "dna", "ability": ab}, "value": "ang"}])
    assert lines[0] == "payment of alice: {C} from the mana pool"
    assert lines[1].startswith("target 1 of dna's ability ({6}:") and lines[1].endswith(": ang")
    assert "{\"" not in lines[1]


def test_activating_a_keyword_is_refused_as_not_an_activated_ability_602_1(engine):
    """Scion of the Ur-Dragon's ability 0 is flying, a keyword (static) ability, not an activated one (CR 602.1, 702.9):
    why-not says so, not that it isn't a loyalty ability (CR 606.2, which is about planeswalkers' abilities)."""
    s = make_state([bf("scion", "Scion of the Ur-Dragon")])
    why = engine.why_not(s, {"action": "activate", "object": "scion", "ability": 0})
    assert not why.legal
    reasons = {c for c, _ in why.failures}
    assert "not_an_activated_ability" in reasons and "not_a_loyalty_ability" not in reasons


def test_a_bad_mana_pool_names_the_field_and_its_form_106_4():
    """docs/state_format.md: a problem is reported with its path; a mana pool holds mana of the five colors and
    colorless (CR 106.4), written as symbols. Both "{1}" (generic isn't mana in a pool) and "C" (no braces) are
    refused naming players[0].mana_pool and showing the form, and neither is called a mana cost."""
    import pytest
    from pyglue.state import InputError, state_from_document
    for pool in ("{1}", "C"):
        doc = make_state([]).to_document()
        doc["players"][0]["mana_pool"] = pool
        with pytest.raises(InputError) as err:
            state_from_document(doc)
        msgs = [m for p, m in err.value.problems if p == "players[0].mana_pool"]
        assert msgs and "{W}{C}{C}" in msgs[0] and "mana cost" not in msgs[0]


def test_a_card_plotted_on_a_later_turn_is_impossible_input_702_170a(engine):
    """CR 702.170a: a card becomes plotted as its owner plots it, so on a turn that has begun; a state whose plotted
    card says turn 9 in turn 5 is impossible input (warned, an error with --strict), not silently a card that can
    never be cast. The same card plotted on turn 3 is fine."""
    def plotted(n):
        return make_state([{"id": "vb", "card": "Visage Bandit", "zone": "exile", "owner": "alice",
                            "plotted_on_turn": n}], turn=5)
    assert [v[0] for v in engine.input_violations(plotted(9))] == ["foretold_or_plotted_on_a_past_turn"]
    assert engine.input_violations(plotted(3)) == []


def test_cheer_trigger_text_says_two_copies_111_1():
    """Cheer: "create two tokens that are copies of target token" (CR 111.1, 707.2): its text in derive/apply says
    two token copies, not one."""
    from pyglue.cards import library
    from pyglue.render import ability_text
    trig = next(a for a in library()["Cheer"]["abilities"] if isinstance(a, dict) and "trigger" in a)
    assert "create 2 token copies of it" in ability_text(trig)


def test_only_a_prototype_card_is_cast_prototyped_718_3(engine):
    """CR 718.3, 702.160a: a player casting a prototype card chooses to cast it prototyped; Cheer has no prototype, so
    casting it `as: prototype` is not legal (and apply gives no state), while Skitterbeam Battalion may be."""
    s = make_state([{"id": "ch", "card": "Cheer", "zone": "hand", "owner": "alice"},
                    {"id": "sk", "card": "Skitterbeam Battalion", "zone": "hand", "owner": "alice"}])
    doc = s.to_document()
    doc["players"][0]["mana_pool"] = "{R}{R}{R}{R}{R}{W}"
    from pyglue.state import state_from_document
    s = state_from_document(doc)
    why = engine.why_not(s, {"action": "cast", "object": "ch", "as": "prototype"})
    assert not why.legal and ("no_such_face(prototype)", "718.3") in why.failures
    assert engine.why_not(s, {"action": "cast", "object": "sk", "as": "prototype"}).legal
