"""Kaldheim foretell cards (examples/cards/khm.yaml) and their release-note rulings that bear on foretell
(CR 702.143), with what they lean on: restricted mana (106.6), destroy (701.8), scry (701.22), extra turns
(500.7), tokens (111.1-111.4) and X (107.3). Each expected value was worked out from the rule text first."""

from __future__ import annotations

from typing import Any

from .conftest import actions_of, basics, foretold, lands, make_state, only, resolve

CUP, DOOM, BEHOLD, EPIPHANY, STARN, KARFELL, DD = ("Poison the Cup", "Doomskar", "Behold the Multiverse",
                                                    "Alrund's Epiphany", "Starnheim Unleashed", "Karfell Harbinger",
                                                    "Dream Devourer")
BLUE_BEAR = {"name": "Test Blue Bear", "mana_cost": "{1}{U}", "types": ["creature"], "power": 2, "toughness": 2,
             "abilities": [{"foretell": "{U}"}]}
STONE_BEAR = {"name": "Test Indestructible Bear", "mana_cost": "{1}{G}", "types": ["creature"], "power": 2,
              "toughness": 2, "abilities": ["indestructible"]}


def library(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"l{i}", "card": "Grizzly Bears", "zone": "library", "owner": owner, "library_position": i}
            for i in range(1, n + 1)]


def zone_of(state, oid: str) -> str | None:
    return next((o["zone"] for o in state.doc["objects"] if o["id"] == oid), None)


# --- Karfell Harbinger: "{T}: Add {U}. Spend this mana only to foretell a card from your hand or cast an
# instant or sorcery spell." (CR 106.6)

def test_karfell_mana_pays_for_foretelling_106_6_116_2h(engine):
    """CR 106.6, 116.2h: the restricted {U} may pay the {2} of foretelling; with one Island that makes {2}."""
    s = make_state([{"id": "kh", "card": KARFELL, "zone": "battlefield", "owner": "alice"},
                    {"id": "bb", "card": "Test Blue Bear", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=1)], cards=[BLUE_BEAR])
    assert ("alice", "foretell", "bb") in actions_of(engine, s)
    out = only(engine.apply(s, {"action": "foretell", "object": "bb"}))
    assert sorted(o["id"] for o in out.doc["objects"] if o.get("tapped")) == ["aisland1", "kh"]


def test_karfell_mana_cannot_cast_a_creature_spell_106_6(engine):
    """CR 106.6: the mana can't be spent on a creature spell ({1}{U} with Karfell and one Island is one usable
    mana short), but it pays for an instant; naming Karfell for the creature fails with 106.6."""
    s = make_state([{"id": "kh", "card": KARFELL, "zone": "battlefield", "owner": "alice"},
                    {"id": "bb", "card": "Test Blue Bear", "zone": "hand", "owner": "alice"},
                    {"id": "beh", "card": BEHOLD, "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=1)], cards=[BLUE_BEAR])
    w = engine.why_not(s, {"action": "cast", "object": "bb"})
    assert ("cannot_pay({1}{U})", "601.2h") in w.failures
    w = engine.why_not(s, {"action": "cast", "object": "bb", "payment": ["kh", "aisland1"]})
    assert ("mana_restricted(kh)", "106.6") in w.failures
    more = make_state(s.doc["objects"] + lands("alice", islands=3)[1:], cards=[BLUE_BEAR])
    assert ("alice", "cast", "beh") in actions_of(engine, more)  # {3}{U}: Karfell's {U} + three Islands


def test_karfell_mana_cannot_cast_a_foretold_creature_card_106_6(engine):
    """Ruling (Karfell Harbinger): a creature card cast from exile for its foretell cost is still a creature
    spell, so the restricted mana can't pay its foretell cost {U}."""
    s = make_state([{"id": "kh", "card": KARFELL, "zone": "battlefield", "owner": "alice"},
                    foretold("bb", "Test Blue Bear")], cards=[BLUE_BEAR])
    w = engine.why_not(s, {"action": "cast", "object": "bb", "cost": "foretell"})
    assert ("cannot_pay({U})", "601.2h") in w.failures


# --- Poison the Cup: "Destroy target creature. If this spell was foretold, scry 2." Foretell {1}{B}.

def _cup_state(cup: dict[str, Any], swamps: int, **top: Any):
    return make_state([cup, {"id": "bear", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                       *basics("alice", "Swamp", swamps), *library("alice", 3)], **top)


def test_poison_the_cup_foretold_destroys_and_scries_702_143c_701_22a(engine):
    """CR 702.143c: cast for its foretell cost {1}{B}, it was foretold: the bear goes to its owner's graveyard
    (CR 701.8a) and Alice scries 2 (CR 701.22a): each of the top two cards on top or bottom, in any order,
    which is 6 resulting states (2 top orders + 2 + 2 bottom orders), the third card staying between."""
    s = only(engine.apply(_cup_state(foretold("cup", CUP), 2),
                          {"action": "cast", "object": "cup", "cost": "foretell", "targets": ["bear"]}))
    outs = resolve(engine, s)
    assert len(outs) == 6
    orders = set()
    for o in outs:
        assert ("destroyed(bear)", "701.8a") in o.events and ("scried(alice, 2)", "701.22a") in o.events
        assert (zone_of(o.state, "bear"), zone_of(o.state, "cup")) == ("graveyard", "graveyard")
        lib = sorted((x["library_position"], x["id"]) for x in o.state.doc["objects"] if x["zone"] == "library")
        orders.add(tuple(i for _, i in lib))
    assert orders == {("l1", "l2", "l3"), ("l2", "l1", "l3"), ("l1", "l3", "l2"), ("l2", "l3", "l1"),
                      ("l3", "l1", "l2"), ("l3", "l2", "l1")}


def test_poison_the_cup_cast_from_hand_does_not_scry_702_143c(engine):
    """CR 702.143c: cast from the hand for {1}{B}{B} it was never foretold: destroy, no scry, one state."""
    s = only(engine.apply(_cup_state({"id": "cup", "card": CUP, "zone": "hand", "owner": "alice"}, 3),
                          {"action": "cast", "object": "cup", "targets": ["bear"]}))
    out = only(resolve(engine, s))
    assert zone_of(out, "bear") == "graveyard"
    assert [x["id"] for x in sorted(out.doc["objects"], key=lambda x: x.get("library_position", 0))
            if x["zone"] == "library"] == ["l1", "l2", "l3"]


def test_poison_the_cup_foretold_but_cast_free_still_scries_702_143c(engine):
    """CR 702.143c: a foretold card cast for another cost (here without paying its mana cost) is still a spell
    that was foretold, so it scries: again 6 resulting states."""
    s = _cup_state(foretold("cup", CUP), 0,
                   continuous_effects=[{"id": "fr", "affects": ["cup"], "free_cast_for": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "cup", "cost": "free", "targets": ["bear"]}))
    outs = resolve(engine, s)
    assert len(outs) == 6 and all(("scried(alice, 2)", "701.22a") in o.events for o in outs)


def test_copy_of_a_foretold_poison_the_cup_does_not_scry_707_10_702_143c(engine):
    """CR 707.10, 702.143c: a copy of the foretold spell copies its target, but it was never a foretold card, so
    it destroys without scrying (one resulting state). The original, though foretold, then has no legal target
    and doesn't resolve (CR 608.2b): no scry at all."""
    s = only(engine.apply(_cup_state(foretold("cup", CUP), 2),
                          {"action": "cast", "object": "cup", "cost": "foretell", "targets": ["bear"]}))
    s = only(engine.apply(s, {"event": "copy_spell", "object": "cup", "controller": "alice"}))
    (out,) = resolve(engine, s)
    assert not any(e.startswith("scried") for e, _ in out.events)
    assert zone_of(out.state, "bear") == "graveyard" and zone_of(out.state, "cup") == "stack"
    (last,) = resolve(engine, out.state)
    assert ("fizzles(cup)", "608.2b") in last.events and not any(e.startswith("scried") for e, _ in last.events)


def test_poison_the_cup_cannot_destroy_an_indestructible_creature_702_12b(engine):
    """CR 702.12b: an indestructible permanent isn't destroyed; the scry still happens (the spell resolves)."""
    s = make_state([foretold("cup", CUP), {"id": "stone", "card": STONE_BEAR["name"], "zone": "battlefield",
                                           "owner": "bob"}, *basics("alice", "Swamp", 2)], cards=[STONE_BEAR])
    s = only(engine.apply(s, {"action": "cast", "object": "cup", "cost": "foretell", "targets": ["stone"]}))
    (out,) = resolve(engine, s)  # an empty library: nothing to order
    assert zone_of(out.state, "stone") == "battlefield"
    assert ("scried(alice, 2)", "701.22a") in out.events


# --- Doomskar: "Destroy all creatures." Foretell {1}{W}{W}.

def test_doomskar_for_its_foretell_cost_destroys_all_creatures_701_8a_704_5d(engine):
    """CR 702.143a, 118.9: cast for {1}{W}{W} on a later turn; CR 701.8a: every creature, each player's, goes to
    its owner's graveyard; lands stay; a creature token put there ceases to exist (CR 704.5d, 111.7)."""
    s = make_state([foretold("doom", DOOM), {"id": "ab", "card": "Grizzly Bears", "zone": "battlefield",
                                             "owner": "alice"},
                    {"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                    {"id": "tok", "token": True, "zone": "battlefield", "owner": "bob",
                     "characteristics": {"name": "Bird", "types": ["creature"], "subtypes": ["Bird"], "power": 1,
                                         "toughness": 1}},
                    *basics("alice", "Plains", 3)])
    s = only(engine.apply(s, {"action": "cast", "object": "doom", "cost": "foretell"}))
    out = only(resolve(engine, s))
    assert {o["id"]: o["zone"] for o in out.doc["objects"] if o["id"] in ("ab", "bb", "doom")} == \
        {"ab": "graveyard", "bb": "graveyard", "doom": "graveyard"}
    assert "tok" not in {o["id"] for o in out.doc["objects"]}
    assert sorted(o["id"] for o in out.doc["objects"] if o["zone"] == "battlefield") == \
        ["aplains1", "aplains2", "aplains3"]


def test_doomskar_foretold_keeps_sorcery_timing_702_143a_307_1(engine):
    """CR 702.143a, 307.1: a foretold sorcery can't be cast in an opponent's turn."""
    s = make_state([foretold("doom", DOOM), *basics("alice", "Plains", 3)], active_player="bob",
                   priority="alice")
    assert ("needs_sorcery_timing", "117.1a") in engine.why_not(
        s, {"action": "cast", "object": "doom", "cost": "foretell"}).failures


# --- Behold the Multiverse: "Scry 2, then draw two cards." Foretell {1}{U}.

def test_behold_the_multiverse_draws_after_the_scry_608_2c_701_22a(engine):
    """CR 608.2c: the instructions are followed in order, so the two cards drawn are the top two after the scry.
    With l1, l2, l3 on top: keeping both draws l1+l2; one on the bottom draws the kept one and l3; both on the
    bottom draws l3 and the one put first on the bottom. So every pair can be drawn, and no other hand."""
    s = make_state([foretold("beh", BEHOLD), *lands("alice", islands=2), *library("alice", 3)])
    s = only(engine.apply(s, {"action": "cast", "object": "beh", "cost": "foretell"}))
    hands = {tuple(sorted(o["id"] for o in out.state.doc["objects"] if o["zone"] == "hand"))
             for out in resolve(engine, s)}
    assert hands == {("l1", "l2"), ("l1", "l3"), ("l2", "l3")}


# --- Alrund's Epiphany: "Create two 1/1 blue Bird creature tokens with flying. Take an extra turn after this
# one. Exile Alrund's Epiphany." Foretell {4}{U}{U}.

def test_alrunds_epiphany_resolves_birds_extra_turn_exiled_face_up_not_foretold(engine):
    """CR 111.1-111.4: two 1/1 blue Bird tokens with flying under Alice's control; CR 500.7: an extra turn for
    Alice; ruling (CR 608.2n, 400.7): it is exiled face up as part of its effect and isn't foretold."""
    s = make_state([foretold("epi", EPIPHANY), *lands("alice", islands=6)])
    s = only(engine.apply(s, {"action": "cast", "object": "epi", "cost": "foretell"}))
    out = only(resolve(engine, s))
    (epi,) = [o for o in out.doc["objects"] if o["id"] == "epi"]
    assert (epi["zone"], epi.get("face_down", False), "foretold" in epi) == ("exile", False, False)
    birds = [o for o in out.doc["objects"] if o.get("token")]
    assert len(birds) == 2 and {o["controller"] for o in birds} == {"alice"}
    d = engine.derive(out)
    for b in birds:
        ch = d.object(b["id"]).characteristics
        assert (ch["name"], ch["colors"], ch["subtypes"], ch["power"], ch["toughness"], ch["abilities"]) == \
            ("Bird", ["blue"], ["Bird"], 1, 1, ["flying"])
    assert out.doc["players"][0].get("extra_turns") and "extra_turns" not in out.doc["players"][1]
    assert not engine.derive(out).object("epi").foretold_spell


def test_alrunds_epiphany_countered_goes_to_the_graveyard_608_2n(engine):
    """Ruling: exiling itself is part of its effect; if it doesn't resolve (countered by Saw It Coming, CR
    701.6a) it is put into its owner's graveyard."""
    s = make_state([{"id": "epi", "card": EPIPHANY, "zone": "stack", "owner": "alice", "controller": "alice"},
                    {"id": "saw", "card": "Saw It Coming", "zone": "hand", "owner": "bob"},
                    *lands("bob", islands=3)], stack=["epi"], priority="bob", passed=["alice"])
    s = only(engine.apply(s, {"action": "cast", "object": "saw", "targets": ["epi"], "player": "bob"}))
    (after_bob,) = [o.state for o in engine.apply(s, {"action": "pass", "player": "bob"})]
    out = only(engine.apply(after_bob, {"action": "pass", "player": "alice"}))
    assert zone_of(out, "epi") == "graveyard"


def test_extra_turn_is_taken_after_this_one_500_7(engine):
    """CR 500.7: when the turn ends, Alice (who has an extra turn) takes the next turn instead of Bob."""
    s = make_state([], players=[{"name": "alice", "life": 20, "extra_turns": [9]}, {"name": "bob", "life": 20}])
    out = only(engine.apply(s, {"event": "end_turn"}))
    assert (out.doc["active_player"], out.doc["turn"]) == ("alice", 4)
    assert "extra_turns" not in out.doc["players"][0]
    nxt = only(engine.apply(out, {"event": "end_turn"}))
    assert nxt.doc["active_player"] == "bob"


def test_most_recently_created_extra_turn_first_500_7(engine):
    """CR 500.7: with several extra turns pending, the most recently created one is taken first."""
    s = make_state([], players=[{"name": "alice", "life": 20, "extra_turns": [5]},
                                {"name": "bob", "life": 20, "extra_turns": [9]}])
    first = only(engine.apply(s, {"event": "end_turn"}))
    second = only(engine.apply(first, {"event": "end_turn"}))
    assert (first.doc["active_player"], second.doc["active_player"]) == ("bob", "alice")


# --- Starnheim Unleashed: "Create a 4/4 white Angel creature token with flying. If this spell was foretold,
# create X of those tokens instead." Foretell {X}{X}{W}.

def _angels(engine, state):
    d = engine.derive(state)
    out = []
    for o in state.doc["objects"]:
        if o.get("token"):
            ch = d.object(o["id"]).characteristics
            out.append((ch["name"], ch["colors"], ch["power"], ch["toughness"], ch["abilities"]))
    return out


def test_starnheim_foretold_with_x_2_makes_two_angels_107_3a_702_143c(engine):
    """CR 107.3a, 601.2f: X = 2 makes the foretell cost {X}{X}{W} five mana; CR 702.143c: foretold, so X = 2
    Angel tokens, each a 4/4 white flyer (CR 111.4)."""
    s = make_state([foretold("st", STARN), *basics("alice", "Plains", 5)])
    s = only(engine.apply(s, {"action": "cast", "object": "st", "cost": "foretell", "x": 2}))
    out = only(resolve(engine, s))
    assert _angels(engine, out) == [("Angel", ["white"], 4, 4, ["flying"])] * 2


def test_starnheim_x_must_be_paid_601_2h(engine):
    """CR 601.2f-h: with five Plains X = 3 ({X}{X}{W} = seven mana) can't be paid."""
    s = make_state([foretold("st", STARN), *basics("alice", "Plains", 5)])
    w = engine.why_not(s, {"action": "cast", "object": "st", "cost": "foretell", "x": 3})
    assert any(why.startswith("cannot_pay") and rule == "601.2h" for why, rule in w.failures)


def test_starnheim_from_hand_makes_one_angel_702_143c(engine):
    """CR 702.143c: cast from the hand for its mana cost ({2}{W}{W}, four Plains) it wasn't foretold: one Angel."""
    s = make_state([{"id": "st", "card": STARN, "zone": "hand", "owner": "alice"}, *basics("alice", "Plains", 4)])
    s = only(engine.apply(s, {"action": "cast", "object": "st"}))
    assert _angels(engine, only(resolve(engine, s))) == [("Angel", ["white"], 4, 4, ["flying"])]


def test_starnheim_foretold_with_x_0_makes_no_angel_107_3(engine):
    """CR 107.3, 702.143c: foretold and cast with X = 0 (cost {W}): "X of those tokens instead" is none."""
    s = make_state([foretold("st", STARN), *basics("alice", "Plains", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "st", "cost": "foretell"}))
    assert _angels(engine, only(resolve(engine, s))) == []


# --- Dream Devourer rulings

def test_dream_devourer_reduction_is_generic_only_601_2f(engine):
    """Ruling: a card with mana cost {1}{G}{G} gets foretell cost {G}{G} (the {2} reduction can't lower colored
    requirements), and keeps it in exile (CR 702.143e)."""
    gg = {"name": "Test Double Green", "mana_cost": "{1}{G}{G}", "types": ["creature"], "power": 3,
          "toughness": 3}
    s = make_state([{"id": "dd", "card": DD, "zone": "battlefield", "owner": "alice"},
                    {"id": "g", "card": gg["name"], "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=2)], cards=[gg])
    s = only(engine.apply(s, {"action": "foretell", "object": "g"}))
    (g,) = [o for o in s.doc["objects"] if o["id"] == "g"]
    assert g["foretold"] == {"turn": 3, "cost": "{G}{G}"}


def test_dream_devourer_does_not_trigger_on_casting_a_foretold_card_603_2(engine):
    """Ruling: its last ability triggers on foretelling (exiling from the hand), not on casting a foretold card
    from exile: casting leaves the stack with only the spell."""
    s = make_state([{"id": "dd", "card": DD, "zone": "battlefield", "owner": "alice"},
                    foretold("bb", "Test Blue Bear"), *lands("alice", islands=1)], cards=[BLUE_BEAR])
    s = only(engine.apply(s, {"action": "cast", "object": "bb", "cost": "foretell"}))
    assert s.doc["stack"] == ["bb"] and not s.doc.get("triggered")
