"""Who draws (CR 121.1, 608.2c): each instruction's player comes from its own words. "Draw a card" is the
controller's draw even when the spell or ability also targets a permanent; "target player draws" is the
targeted player's. Test cards, each named as one."""

from __future__ import annotations

from .conftest import lands, make_state, only

BOUNCE_DRAW = {"name": "Test Bounce and Draw", "mana_cost": "{U}", "types": ["instant"],
               "notes": "test card: Choose two — Return target permanent to its owner's hand; Draw a card.",
               "abilities": [{"spell": {"choose": 2, "modes": [{"target": "permanent", "effect": {"return_to_hand": "target"}},
                                                                {"effect": {"draw": 1}}]}}]}
BOUNCE_THEN_DRAW = {"name": "Test Repulse", "mana_cost": "{U}", "types": ["instant"],
                    "notes": "test card: Return target creature to its owner's hand. Draw a card.",
                    "abilities": [{"spell": {"target": "creature", "effect": [{"return_to_hand": "target"}, {"draw": 1}]}}]}


def _hand(state, player):
    return sorted(o["id"] for o in state.doc["objects"] if o["zone"] == "hand" and o["owner"] == player)


def _cast_and_resolve(engine, state, action):
    s = only(engine.apply(state, action))
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def _board(card):
    return make_state([{"id": "spell", "card": card["name"], "zone": "hand", "owner": "alice"},
                       {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                       {"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1},
                       {"id": "blib", "card": "Island", "zone": "library", "owner": "bob", "library_position": 1},
                       *lands("alice", islands=1)], cards=[BOUNCE_DRAW, BOUNCE_THEN_DRAW])


def test_modal_bounce_and_draw_draws_for_the_controller_608_2c_700_2(engine):
    """Issue 16 point 1d: with both modes chosen, the Bears return to Bob's hand and Alice (the controller) draws;
    before, the draw went to the first target, a permanent, and so to nobody."""
    s = _cast_and_resolve(engine, _board(BOUNCE_DRAW),
                          {"action": "cast", "object": "spell", "modes": [1, 2], "targets": ["bears"]})
    assert _hand(s, "alice") == ["alib"] and _hand(s, "bob") == ["bears"]


def test_bounce_then_draw_draws_for_the_controller_121_1(engine):
    s = _cast_and_resolve(engine, _board(BOUNCE_THEN_DRAW), {"action": "cast", "object": "spell", "targets": ["bears"]})
    assert _hand(s, "alice") == ["alib"] and _hand(s, "bob") == ["bears"]


RECALL = {"name": "Ancestral Recall", "mana_cost": "{U}", "types": ["instant"],
          "notes": "Oracle text: Target player draws three cards.",
          "abilities": [{"spell": {"target": "player", "effect": {"draw": 3}}}]}


def test_target_player_draws_stays_the_target_s_draw_121_1(engine):
    """Ancestral Recall: target player draws three cards: Bob, targeted, draws his three; Alice draws none."""
    st = make_state([{"id": "recall", "card": "Ancestral Recall", "zone": "hand", "owner": "alice"},
                     *[{"id": f"blib{i}", "card": "Island", "zone": "library", "owner": "bob", "library_position": i}
                       for i in (1, 2, 3)],
                     {"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1},
                     *lands("alice", islands=1)], cards=[RECALL])
    s = _cast_and_resolve(engine, st, {"action": "cast", "object": "recall", "targets": ["bob"]})
    assert _hand(s, "bob") == ["blib1", "blib2", "blib3"] and _hand(s, "alice") == []
