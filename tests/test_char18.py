"""char18 (session 15): two characteristics a reviewer found wrong, each expected value worked out from the CR
(../shared/cr/, September 25, 2026) and the cards' Oracle text before the engine was run.

CR 202.3a: "The mana value of an object with no mana cost is 0, unless that object is the back face of a nonmodal
double-faced permanent or spell, or it is a melded permanent." (202.3b: such a back face has its front face's.)
CR 208.3: "A noncreature permanent has no power or toughness, even if it's a card with a power and toughness printed on
it (such as a Vehicle)." CR 702.122a: a crewed Vehicle becomes an artifact creature (and then has power)."""

from __future__ import annotations

from .conftest import make_state, only
from .test_split_cards import at, lands
from .test_statics_crew import CREW_AB


# --- 202.3a: an object with no mana cost has mana value 0 ----------------------------------------------------------


def test_a_land_and_a_costless_artifact_have_mana_value_0_202_3a(engine):
    """CR 202.3a: an Island (a land: no mana cost) on the battlefield and Mox Tantalite (an artifact card with no mana
    cost) in hand each have mana value 0; a Grizzly Bears ({1}{G}) has 2 (202.3)."""
    d = engine.derive(make_state([at("isl", "Island", "battlefield"), at("mox", "Mox Tantalite", "hand"),
                                  at("gb", "Grizzly Bears", "battlefield")]))
    assert (d.object("isl").mana_value, d.object("mox").mana_value, d.object("gb").mana_value) == (0, 0, 2)


def test_a_face_down_permanent_has_mana_value_0_708_2a_202_3a(engine):
    """CR 708.2a: a face-down Grinning Demon is a 2/2 creature with no mana cost; 202.3a: its mana value is 0 (not its
    face's 4). Derived without a viewer (the whole state)."""
    d = engine.derive(make_state([at("fd", "Grinning Demon", "battlefield", face_down=True)]))
    assert d.object("fd").mana_value == 0


# a test card (not a real card): an instant with no mana cost (mana value 0, CR 202.3a)
TEST_COSTLESS_INSTANT = {"name": "Test Card Costless Instant", "types": ["instant"],
                         "abilities": [{"spell": {"effect": {"draw": 1}}}]}


def test_expansion_may_target_an_instant_spell_with_no_mana_cost_202_3a_115_1(engine):
    """Expansion: "Copy target instant or sorcery spell with mana value 4 or less." CR 202.3a: an instant spell with no
    mana cost (a test card, Bob's) has mana value 0 <= 4: a legal target (601.2c, 115.1)."""
    s = make_state([at("ci", TEST_COSTLESS_INSTANT["name"], "stack", "bob", controller="bob", cast_with="mana"),
                    at("ee", "Expansion", "hand"), *lands("alice", "Island", 2)],
                   stack=["ci"], cards=[TEST_COSTLESS_INSTANT])
    assert engine.why_not(s, {"action": "cast", "object": "ee", "targets": ["ci"]}).legal


# --- 208.3: a noncreature permanent has no power or toughness -------------------------------------------------------


def test_an_uncrewed_vehicle_has_no_power_or_toughness_208_3(engine):
    """Brute Suit (Artifact — Vehicle, printed 4/3, Crew 1) on the battlefield, not crewed, with a +1/+1 counter: CR
    208.3: a noncreature permanent has no power or toughness, printed or not (122.1a's counter changes nothing
    while it isn't a creature, 208.3a). In Alice's hand (not on the battlefield) it has its printed 4/3 (208.3)."""
    d = engine.derive(make_state([at("suit", "Brute Suit", "battlefield", counters={"+1/+1": 1}),
                                  at("hs", "Brute Suit", "hand")]))
    c = d.object("suit").characteristics
    assert (c.get("power"), c.get("toughness")) == (None, None)
    h = d.object("hs").characteristics
    assert (h.get("power"), h.get("toughness")) == (4, 3)


def test_a_crewed_vehicle_has_its_power_and_counters_702_122a_208_3(engine):
    """CR 702.122a: crewed (Crew 1, tapping Alice's Grizzly Bears), Brute Suit becomes an artifact creature until end
    of turn: it has its printed 4/3 plus its +1/+1 counter (613.4c, 122.1a): 5/4."""
    s = make_state([at("ch", "Brute Suit", "battlefield", counters={"+1/+1": 1}),
                    at("b1", "Grizzly Bears", "battlefield")])
    s = only(engine.apply(s, {"action": "activate", "object": "ch", "ability": CREW_AB}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    c = engine.derive(s).object("ch").characteristics
    assert "creature" in c["types"] and (c["power"], c["toughness"]) == (5, 4)


def test_unwind_history_cant_target_a_transformed_creature_of_front_mana_value_4_202_3b_712_8e(engine):
    """Unwind History: "Return target creature an opponent controls with mana value 3 or less ..." CR 202.3a's
    exception, 202.3b, 712.8e: Bob's transformed Afflicted Deserter (Werewolf Ransacker, a back face with no mana cost)
    has its front face's mana value, {3}{R} = 4 (not 0): not a legal target (601.2c); his face-down Grinning Demon (no
    mana cost, 708.2a: 0) is."""
    from .test_rf_prepare import _diviner_state

    s = _diviner_state()
    s = make_state([*s.doc["objects"],
                    at("wr", "Afflicted Deserter", "battlefield", "bob", transformed=True, timestamp=5),
                    at("fd", "Grinning Demon", "battlefield", "bob", face_down=True, timestamp=6)])
    assert engine.derive(s).object("wr").mana_value == 4
    assert not engine.why_not(s, {"action": "cast", "object": "uh", "targets": ["wr"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "uh", "targets": ["fd"]}).legal


def test_finale_of_promise_x_0_may_target_an_instant_card_with_no_mana_cost_202_3a_601_2c(engine):
    """Finale of Promise: "You may cast up to one target instant card and/or up to one target sorcery card from your
    graveyard each with mana value X or less ..." CR 202.3a: an instant card with no mana cost (a test card) in Alice's
    graveyard has mana value 0 <= X = 0 ({R}{R} paid): a legal target (601.2c); Lightning Bolt (1) is not."""
    s = make_state([at("fp", "Finale of Promise", "hand"), at("ci", TEST_COSTLESS_INSTANT["name"], "graveyard"),
                    at("lb", "Lightning Bolt", "graveyard")], cards=[TEST_COSTLESS_INSTANT],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    assert engine.why_not(s, {"action": "cast", "object": "fp", "x": 0, "targets": ["ci"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "fp", "x": 0, "targets": ["lb"]}).legal
