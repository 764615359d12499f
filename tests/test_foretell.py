"""CR 702.143 Foretell: the special action (116.2h, 116.3) and casting foretold cards for their foretell
cost (an alternative cost, 118.9, 601.2f-h). Expected values worked out from the rule text."""

from __future__ import annotations

import pytest

from pyglue import IllegalAction

from .conftest import actions_of, lands, make_state, only

SAW = "Saw It Coming"


def _hand(**top):
    return make_state([{"id": "saw", "card": SAW, "zone": "hand", "owner": "alice"},
                       *lands("alice", islands=3)], **top)


def test_foretell_is_legal_in_own_turn_with_priority_116_2h(engine):
    """CR 116.2h: a card with foretell in hand may be foretold any time its owner has priority during their
    turn, in any step (here combat), paying {2}."""
    s = _hand(phase="combat", step="declare_blockers")
    assert ("alice", "foretell", "saw") in actions_of(engine, s)


def test_foretell_not_in_opponents_turn_116_2h(engine):
    """CR 116.2h: only during the player's own turn."""
    s = make_state([{"id": "saw", "card": SAW, "zone": "hand", "owner": "bob"}, *lands("bob", islands=3)],
                   priority="bob")
    w = engine.why_not(s, {"action": "foretell", "object": "saw", "player": "bob"})
    assert w.failures == [("not_own_turn", "116.2h")]


def test_foretell_needs_two_mana_116_2h(engine):
    """CR 116.2h: foretelling costs {2}; with one Island it can't be paid."""
    s = make_state([{"id": "saw", "card": SAW, "zone": "hand", "owner": "alice"}, *lands("alice", islands=1)])
    assert ("cannot_pay({2})", "116.2h") in engine.why_not(s, {"action": "foretell", "object": "saw"}).failures


def test_foretell_special_action_702_143b_116_3(engine):
    """CR 702.143a-b, 116.3: the card is exiled face down and foretold this turn, {2} is paid, nothing goes on
    the stack, and the player keeps priority."""
    s = only(engine.apply(_hand(), {"action": "foretell", "object": "saw", "payment": ["aisland1", "aisland2"]}))
    (saw,) = [o for o in s.doc["objects"] if o["id"] == "saw"]
    assert (saw["zone"], saw.get("face_down"), saw["foretold"]) == ("exile", True, {"turn": 3})
    assert s.doc["stack"] == [] and s.doc["priority"] == "alice"
    assert sorted(o["id"] for o in s.doc["objects"] if o.get("tapped")) == ["aisland1", "aisland2"]


def test_foretold_card_not_castable_the_same_turn_702_143a(engine):
    """CR 702.143a: it may be cast only after the turn it was foretold has ended."""
    s = only(engine.apply(_hand(), {"action": "foretell", "object": "saw", "payment": ["aisland1", "aisland2"]}))
    w = engine.why_not(s, {"action": "cast", "object": "saw", "cost": "foretell"})
    assert ("foretold_this_turn", "702.143a") in w.failures


def _foretold(turn=2, **top):
    stack_spell = {"id": "bolt", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"}
    return make_state([{"id": "saw", "card": SAW, "zone": "exile", "owner": "alice", "face_down": True,
                        "foretold": {"turn": turn}}, stack_spell, *lands("alice", islands=2)],
                      stack=["bolt"], **top)


def test_foretold_card_cast_later_for_foretell_cost_702_143a_118_9(engine):
    """CR 702.143a, 118.9: on a later turn it may be cast for its foretell cost {1}{U} (two Islands), not for
    its mana cost {1}{U}{U} from exile (no permission, CR 601.3); the instant may target the spell on the stack."""
    s = _foretold()
    acts = {(a.action["object"], a.action["cost"]): a for a in engine.legal_actions(s) if a.action["action"] == "cast"}
    assert set(acts) == {("saw", "foretell")}
    assert acts[("saw", "foretell")].targets == [["bolt"]]
    assert {"702.143a", "118.9"} <= set(acts[("saw", "foretell")].rules)
    assert ("no_permission(exile)", "601.3") in engine.why_not(s, {"action": "cast", "object": "saw"}).failures


def test_cast_for_foretell_cost_keeps_mana_value_and_is_a_foretold_spell_118_9c_702_143c(engine):
    """CR 118.9c: the mana value stays 3 (the mana cost), CR 702.143c: the spell on the stack was foretold;
    it is face up on the stack and was cast for its foretell cost."""
    s = only(engine.apply(_foretold(), {"action": "cast", "object": "saw", "cost": "foretell", "targets": ["bolt"]}))
    d = engine.derive(s)
    o = d.object("saw")
    assert (o.zone, o.face_down, o.mana_value, o.foretold_spell) == ("stack", False, 3, True)
    assert [x.get("cast_with") for x in s.doc["objects"] if x["id"] == "saw"] == ["foretell"]


def test_sorcery_timing_still_applies_to_foretold_cards_702_143a(engine):
    """CR 702.143a, 307.1: a foretold sorcery is cast with sorcery timing (main phase, empty stack)."""
    sorcery = {"name": "Test Foretold Sorcery", "mana_cost": "{3}{U}", "types": ["sorcery"],
               "abilities": [{"foretell": "{U}"}]}
    s = make_state([{"id": "fs", "card": sorcery["name"], "zone": "exile", "owner": "alice", "face_down": True,
                     "foretold": {"turn": 1}}, *lands("alice", islands=1)], cards=[sorcery],
                   phase="combat", step="declare_attackers")
    assert ("needs_sorcery_timing", "117.1a") in engine.why_not(s, {"action": "cast", "object": "fs",
                                                                    "cost": "foretell"}).failures
    main = make_state(s.doc["objects"], cards=[sorcery])
    assert ("alice", "cast", "fs") in actions_of(engine, main)


def test_become_foretold_with_a_cost_702_143d(engine):
    """CR 702.143d: a card in exile that becomes foretold with a foretell cost may be cast for it after this turn,
    even though the card has no foretell itself."""
    s = make_state([{"id": "b", "card": "Grizzly Bears", "zone": "exile", "owner": "alice"},
                    *lands("alice", forests=1)])
    s = only(engine.apply(s, {"event": "become_foretold", "object": "b", "cost": "{G}"}))
    (b,) = s.doc["objects"][:1]
    assert b["foretold"] == {"turn": 3, "cost": "{G}"}
    assert ("foretold_this_turn", "702.143a") in engine.why_not(s, {"action": "cast", "object": "b",
                                                                    "cost": "foretell"}).failures
    later = make_state([dict(b, foretold={"turn": 2, "cost": "{G}"}), *lands("alice", forests=1)])
    assert ("alice", "cast", "b") in actions_of(engine, later)


def test_foretold_card_cast_free_by_another_permission_is_foretold_702_143c(engine):
    """CR 702.143c: a foretold card cast for another cost (an effect lets Alice cast it without paying its mana
    cost) is still a foretold spell; that permission works even in the turn it was foretold."""
    s = _foretold(turn=3, continuous_effects=[{"id": "fr", "affects": ["saw"], "free_cast_for": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "saw", "cost": "free", "targets": ["bolt"]}))
    assert engine.derive(s).object("saw").foretold_spell is True


def test_foretold_cards_are_cards_and_stay_704_5e(engine):
    """CR 704.5e concerns copies; a foretold card in exile is a card: no state-based action removes it."""
    s = _foretold()
    assert engine.derive(s).pending == []


def test_illegal_foretell_is_refused(engine):
    """CR 116.2h: an illegal special action is refused with its reasons (here: no priority)."""
    s = _hand(priority="bob")
    with pytest.raises(IllegalAction) as info:
        engine.apply(s, {"action": "foretell", "object": "saw", "player": "alice"})
    assert ("no_priority", "117.1") in info.value.why.failures


def test_derive_as_a_player_hides_what_they_cannot_see_406_3_402_3(engine):
    """CR 406.3, 702.143a: Alice may look at her foretold card, Bob sees only a face-down card in exile;
    CR 402.3: Bob can't see Alice's hand; CR 401.2: nobody sees a library."""
    s = make_state([{"id": "saw", "card": SAW, "zone": "exile", "owner": "alice", "face_down": True,
                     "foretold": {"turn": 2}},
                    {"id": "h", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "lib", "card": "Forest", "zone": "library", "owner": "alice"},
                    {"id": "bf", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}])
    for viewer, hidden in (("alice", {"lib"}), ("bob", {"saw", "h", "lib"})):
        d = engine.derive(s, viewer=viewer)
        # (issue 27: each hidden card under an opaque id, d.aliases telling the caller which is which)
        assert set(d.aliases) == hidden, viewer
        assert {o.id for o in d.objects if o.hidden} == set(d.aliases.values()), viewer
        assert all(o.characteristics["name"] is None for o in d.objects if o.hidden)
    as_bob = engine.derive(s, viewer="bob")
    assert as_bob.object(as_bob.aliases["saw"]).face_down is True
    assert engine.derive(s).object("saw").characteristics["name"] == SAW


def test_ranar_first_foretell_each_turn_costs_zero_601_2f(engine):
    """Ranar the Ever-Watchful: the first card Alice foretells each turn costs {0} (a cost change, CR 601.2f),
    so with no mana she may foretell one card; the second costs {2} again."""
    s = make_state([{"id": "ranar", "card": "Ranar the Ever-Watchful", "zone": "battlefield", "owner": "alice"},
                    {"id": "s1", "card": SAW, "zone": "hand", "owner": "alice"},
                    {"id": "s2", "card": SAW, "zone": "hand", "owner": "alice"}])
    assert {("alice", "foretell", "s1"), ("alice", "foretell", "s2")} <= actions_of(engine, s)
    s = only(engine.apply(s, {"action": "foretell", "object": "s1"}))
    assert s.doc["players"][0]["foretold_this_turn"] == 1
    assert ("cannot_pay({2})", "116.2h") in engine.why_not(s, {"action": "foretell", "object": "s2"}).failures
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert "foretold_this_turn" not in s.doc["players"][0]


def test_whenever_you_foretell_trigger_dream_devourer_603_2(engine):
    """Dream Devourer: "whenever you foretell a card, Dream Devourer gets +2/+0 until end of turn": foretelling
    triggers it (CR 603.2), it goes on the stack (CR 603.3) and resolves: a 2/3 until end of turn."""
    s = make_state([{"id": "dd", "card": "Dream Devourer", "zone": "battlefield", "owner": "alice"},
                    {"id": "saw", "card": SAW, "zone": "hand", "owner": "alice"}, *lands("alice", islands=2)])
    s = only(engine.apply(s, {"action": "foretell", "object": "saw"}))
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    ch = engine.derive(s).object("dd").characteristics
    assert (ch["power"], ch["toughness"]) == (2, 3)


def test_foretold_cards_revealed_when_the_game_ends_702_143f(engine):
    """CR 702.143f: at the end of the game all face-down foretold cards are revealed."""
    s = _foretold()
    (out,) = engine.apply(s, {"event": "game_end"})
    assert ("revealed(saw)", "702.143f") in out.events
    assert [o.get("face_down", False) for o in out.state.doc["objects"] if o["id"] == "saw"] == [False]


def test_player_leaving_reveals_and_takes_their_objects_702_143f_800_4a(engine):
    """CR 702.143f: a player who leaves reveals their face-down foretold cards; CR 800.4a: all objects they own
    leave the game with them, and the next player receives priority."""
    s = make_state([{"id": "saw", "card": SAW, "zone": "exile", "owner": "bob", "face_down": True,
                     "foretold": {"turn": 2}},
                    {"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                    {"id": "ab", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20}, {"name": "bob", "life": 20}, {"name": "carol", "life": 20}],
                   priority="bob")
    (out,) = engine.apply(s, {"event": "player_leaves", "player": "bob"})
    assert ("revealed(saw)", "702.143f") in out.events and ("left_game(bob)", "800.4a") in out.events
    assert [o["id"] for o in out.state.doc["objects"]] == ["ab"]
    assert [p["name"] for p in out.state.doc["players"]] == ["alice", "carol"]
    assert out.state.doc["priority"] == "carol"


def test_dream_devourer_grants_foretell_for_mana_cost_minus_two_702_143a(engine):
    """Dream Devourer: a nonland card in hand without foretell has foretell for its mana cost reduced by {2}
    (Croaking Counterpart {1}{G}{U} -> {G}{U}; the reduction lowers generic mana only, CR 601.2f); lands
    and cards with foretell get nothing. Once foretold, the card keeps that cost (CR 702.143e) even after
    the Devourer leaves, and is cast for it on a later turn."""
    s = make_state([{"id": "dd", "card": "Dream Devourer", "zone": "battlefield", "owner": "alice"},
                    {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=2, forests=1)])
    acts = actions_of(engine, s)
    assert ("alice", "foretell", "croak") in acts and ("alice", "foretell", "isl") not in acts
    s = only(engine.apply(s, {"action": "foretell", "object": "croak", "payment": ["aisland1", "aisland2"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))  # the trigger
    (croak,) = [o for o in s.doc["objects"] if o["id"] == "croak"]
    assert croak["foretold"] == {"turn": 3, "cost": "{U}{G}"}  # written in W U B R G order
    later = make_state([dict(croak, foretold={"turn": 2, "cost": "{U}{G}"}),
                        {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                        *lands("alice", islands=1, forests=1)])
    (cast,) = [a for a in engine.legal_actions(later) if a.action.get("object") == "croak"]
    assert cast.action["cost"] == "foretell" and cast.targets == [["bears"]]


def test_copy_of_a_spell_cast_for_its_foretell_cost_707_10_702_143c(engine):
    """CR 707.10: a copy of a spell copies the choice of an alternative cost (cast_with foretell); it is not a
    card that was foretold, so it is not a foretold spell (CR 702.143c)."""
    s = only(engine.apply(_foretold(), {"action": "cast", "object": "saw", "cost": "foretell", "targets": ["bolt"]}))
    s = only(engine.apply(s, {"event": "copy_spell", "object": "saw", "controller": "bob"}))
    (cp,) = [o for o in s.doc["objects"] if o["id"].startswith("saw.spell_copy")]
    assert (cp["cast_with"], cp["targets"]) == ("foretell", ["bolt"])
    d = engine.derive(s)
    assert d.object(cp["id"]).foretold_spell is False and d.object("saw").foretold_spell is True


def test_token_copy_of_dream_devourer_grants_foretell_too_707_2(engine):
    """CR 707.2: a token copy of Dream Devourer has its abilities, so its controller's cards get foretell."""
    s = make_state([{"id": "dd", "card": "Dream Devourer", "zone": "battlefield", "owner": "bob"},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=2)])
    assert ("alice", "foretell", "bears") not in actions_of(engine, s)
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "dd", "controller": "alice"}))
    assert ("alice", "foretell", "bears") in actions_of(engine, s)


def test_cost_increase_applies_to_the_foretell_cost_118_9d(engine):
    """CR 118.9d, 601.2f: a cost increase applies to an alternative cost: with "+{1}" the foretell cost {1}{U}
    becomes {2}{U}: two Islands can't pay it, three can. The mana value stays 3 (CR 118.9c)."""
    tax = [{"id": "tax", "affects": ["saw"], "cost_change": 1}]
    s = _foretold(continuous_effects=tax)
    w = engine.why_not(s, {"action": "cast", "object": "saw", "cost": "foretell"})
    assert [r for c, r in w.failures if c.startswith("cannot_pay(")] == ["601.2h"]
    s3 = make_state(s.doc["objects"] + lands("bob", islands=0) +
                    [{"id": "x3", "card": "Island", "zone": "battlefield", "owner": "alice"}],
                    stack=["bolt"], continuous_effects=tax)
    assert engine.why_not(s3, {"action": "cast", "object": "saw", "cost": "foretell"}).legal
    assert engine.derive(s3).object("saw").mana_value == 3


def test_cost_reduction_lowers_generic_only_601_2f(engine):
    """CR 601.2f: a reduction of {2} on Croaking Counterpart ({1}{G}{U}) leaves {G}{U}: a Forest and an Island
    pay it; colored mana is never reduced."""
    s = make_state([{"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                    *lands("alice", islands=1, forests=1)],
                   continuous_effects=[{"id": "cheap", "affects": ["croak"], "cost_change": -2}])
    assert engine.why_not(s, {"action": "cast", "object": "croak", "targets": ["bears"]}).legal
    out = only(engine.apply(s, {"action": "cast", "object": "croak", "targets": ["bears"]}))
    assert sorted(o["id"] for o in out.doc["objects"] if o.get("tapped")) == ["aforest1", "aisland1"]


def test_free_cast_still_pays_cost_increases_601_2f(engine):
    """CR 601.2f with 118.9: casting "without paying its mana cost" starts from {0}, and a cost increase of {1}
    must still be paid."""
    s = _foretold(continuous_effects=[{"id": "fr", "affects": ["saw"], "free_cast_for": "alice"},
                                      {"id": "tax", "affects": ["saw"], "cost_change": 1}])
    out = only(engine.apply(s, {"action": "cast", "object": "saw", "cost": "free", "targets": ["bolt"],
                                "payment": ["aisland1"]}))
    assert [o.get("tapped") for o in out.doc["objects"] if o["id"] == "aisland1"] == [True]


def test_foretell_with_a_nonempty_stack_116_2h(engine):
    """CR 116.2h: foretelling needs only priority during your own turn; the stack need not be empty."""
    s = make_state([{"id": "saw", "card": SAW, "zone": "hand", "owner": "alice"}, *lands("alice", islands=2),
                    {"id": "sp", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"}],
                   stack=["sp"], phase="beginning", step="upkeep")
    assert ("alice", "foretell", "saw") in actions_of(engine, s)


def test_only_from_the_owners_hand_702_143a(engine):
    """CR 702.143a: a card with foretell is foretold from its owner's hand: not from a graveyard, and not by
    another player."""
    s = make_state([{"id": "g", "card": SAW, "zone": "graveyard", "owner": "alice"},
                    {"id": "h", "card": SAW, "zone": "hand", "owner": "bob"}, *lands("alice", islands=2)])
    assert ("not_in_own_hand", "702.143a") in engine.why_not(s, {"action": "foretell", "object": "g"}).failures
    assert ("not_in_own_hand", "702.143a") in engine.why_not(s, {"action": "foretell", "object": "h"}).failures


def test_opponent_cant_cast_your_foretold_card_702_143a(engine):
    """CR 702.143a: only the player who foretold it (its owner) may cast a foretold card."""
    s = _foretold(priority="bob")
    w = engine.why_not(s, {"action": "cast", "object": "saw", "cost": "foretell", "player": "bob"})
    assert ("no_permission(exile)", "601.3") in w.failures
