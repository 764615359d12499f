"""Branch cards14 (session 8): Banned Eldraine Card's six additional costs and the copy each makes for the rest of the
game in all zones (rules_asp/kernel/cards14_banned.lp). Real cards by name from the bundled library; each expected value
was worked out from the CR text and the card's Oracle text before the engine was run."""

from __future__ import annotations

from .conftest import make_state
from .test_token_copies import obj


def _chars(engine, state, oid):
    c = engine.derive(state).object(oid).characteristics
    return c["name"], c["types"], c.get("mana_cost")


def test_banned_eldraine_card_cost_chosen_then_copy_in_all_zones_601_2b_601_2f_707_2(engine):
    """"As an additional cost to play ~, pay {B}, {3}{R}{G}, {3}{R}, {2}, {0}, or {1}{G}. It becomes a copy respectively
    of Cauldron Familiar, Escape to the Wilds, Fires of Invention, Lucky Clover, Mystic Sanctuary, Once Upon A Time for
    the rest of the game in all zones." Cast from Alice's hand with {B}{B} in her pool: the total cost is its mana cost
    {1} plus the cost chosen (601.2b, 601.2f); only {B} (total {1}{B}) and {0} (total {1}) can be paid (601.2h), so two
    resulting states: a Cauldron Familiar on the stack with an empty pool, and a Mystic Sanctuary with {B} left (707.2:
    the copy's values the Oracle card's: a creature costing {B}; a land with no mana cost). Named Fires of Invention
    with {R}{R}{R}{R}{R}: the total {1}{3}{R} takes all five, and it's an enchantment on the stack. The copy is not ended
    by a zone change (its text: for the rest of the game, in all zones): in the graveyard, a card that became Lucky
    Clover is an artifact named Lucky Clover costing {2}; "Once Upon A Time" is the card Once Upon a Time (201.2)."""
    bec = {"id": "bec", "card": "Banned Eldraine Card", "zone": "hand", "owner": "alice"}

    def state(pool, *extra):
        return make_state([bec, *extra], players=[{"name": "alice", "life": 20, "mana_pool": pool},
                                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(state("{B}{B}"), {"action": "cast", "object": "bec"})
    got = sorted((obj(o.state, "bec")["zone"], o.state.doc["players"][0]["mana_pool"], _chars(engine, o.state, "bec"))
                 for o in outs)
    assert got == [("stack", "", ("Cauldron Familiar", ["creature"], "{B}")),
                   ("stack", "{B}", ("Mystic Sanctuary", ["land"], None))]
    (o,) = engine.apply(state("{R}{R}{R}{R}{R}"), {"action": "cast", "object": "bec", "named": "Fires of Invention"})
    assert (o.state.doc["players"][0]["mana_pool"], _chars(engine, o.state, "bec")) == \
        ("", ("Fires of Invention", ["enchantment"], "{3}{R}"))
    gy = make_state([dict(bec, id="gy", zone="graveyard", copy_for_rest_of_game={"card": "Lucky Clover"}),
                     dict(bec, id="ou", zone="exile", copy_for_rest_of_game={"card": "Once Upon a Time"})])
    assert (_chars(engine, gy, "gy"), _chars(engine, gy, "ou")[0]) == \
        (("Lucky Clover", ["artifact"], "{2}"), "Once Upon a Time")
