"""Branch phyrexian5: Phyrexian mana symbols in activation costs. CR 602.2b: 601.2b-i apply to activating an ability,
the activation cost standing for the mana cost; so, as for a spell, each Phyrexian symbol is announced paid with one
mana of its color (either color for a hybrid Phyrexian symbol) or with 2 life (107.4f, 601.2b), and life can be paid
only by a player whose life total is at least the payment (119.4). Sun-Blessed Guardian ("{5}{R/P}: Transform this
creature. Activate only as a sorcery.") by name from the bundled library; no card of the library has a hybrid
Phyrexian symbol in an activation cost, so that case is a test card. Each expected value was worked out from the CR
text before the engine was run."""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only
from .test_costs_more import act, activations, bf, objects, stack_abilities

SBG = "Sun-Blessed Guardian"
# A test card (not a real card): an artifact whose activation cost has a hybrid Phyrexian symbol.
RELIC_AB = {"activated": {"cost": "{1}{G/U/P}", "tap": False, "effect": {"draw": 1}}}
RELIC = {"name": "Test Hybrid Phyrexian Relic", "mana_cost": "{1}", "types": ["artifact"], "abilities": [RELIC_AB]}


def _players(life: int) -> list[dict[str, Any]]:
    return [{"name": "alice", "life": life, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}]


def _sbg(mountains: int, life: int):
    return make_state([bf("sbg", SBG), *(bf(f"m{i}", "Mountain") for i in range(mountains))], players=_players(life))


def _life(s) -> int:
    return s.doc["players"][0]["life"]


def _tapped(s) -> set[str]:
    return {i for i, o in objects(s).items() if o.get("tapped")}


def test_phyrexian_activation_paid_with_red_mana_at_1_life_107_4f_602_2b(engine):
    """CR 107.4f, 602.2b: {R/P} is paid with {R}: six Mountains pay {5}{R} at 1 life (paying 2 life is not possible,
    119.4), one resulting state: the six Mountains tapped, alice still at 1 life, the ability on the stack (602.2a)."""
    s = only(engine.apply(_sbg(6, 1), act("sbg", SBG)))
    assert _tapped(s) == {f"m{i}" for i in range(6)}
    assert _life(s) == 1
    assert len(stack_abilities(s)) == 1


def test_phyrexian_activation_paid_with_2_life_107_4f_119_4(engine):
    """CR 107.4f, 601.2b via 602.2b: five Mountains and 20 life: {5} from the Mountains and 2 life for {R/P} (the only
    way: five lands can't pay six mana), one resulting state: five Mountains tapped, alice at 18 (119.4: paying life
    is losing it), the paid_life event and choice. CR 119.4: at exactly 2 life the payment is allowed (a life total
    equal to the payment)."""
    (o,) = engine.apply(_sbg(5, 20), act("sbg", SBG))
    assert _tapped(o.state) == {f"m{i}" for i in range(5)}
    assert _life(o.state) == 18
    assert ("paid_life(alice, 2, sbg)", "119.4") in o.events
    assert o.chosen("paid_life") == [2]
    assert len(stack_abilities(o.state)) == 1
    assert engine.why_not(_sbg(5, 2), act("sbg", SBG)).legal


def test_phyrexian_activation_not_with_2_life_at_1_life_119_4(engine):
    """CR 119.4: at 1 life, alice can't pay 2 life; five Mountains can't pay {5}{R} either: the activation is illegal
    (602.2b, 601.2h), with not_enough_life(2) (119.4). With four Mountains at 20 life no way is payable whatever the
    life (four mana for the {5}): cannot_pay only, no life failure."""
    w = engine.why_not(_sbg(5, 1), act("sbg", SBG))
    assert not w.legal
    assert ("not_enough_life(2)", "119.4") in w.failures and ("cannot_pay({5}{R/P})", "602.2b") in w.failures
    assert activations(engine, _sbg(5, 1), "sbg") == []
    w = engine.why_not(_sbg(4, 20), act("sbg", SBG))
    assert ("cannot_pay({5}{R/P})", "602.2b") in w.failures
    assert not any(c.startswith("not_enough_life") for c, _ in w.failures)


def _relic(life: int, islands: int = 0, forests: int = 0):
    return make_state([{"id": "relic", "card": RELIC["name"], "zone": "battlefield", "owner": "alice"},
                       *lands("alice", islands=islands, forests=forests)], cards=[RELIC], players=_players(life))


def _relic_act() -> dict[str, Any]:
    return {"action": "activate", "object": "relic", "ability": RELIC_AB}


def test_hybrid_phyrexian_activation_paid_with_either_color_or_life_107_4f(engine):
    """CR 107.4f via 602.2b: {G/U/P} is paid with {G}, {U} or 2 life. An Island and a Forest at 20 life pay {1}{G/U/P}
    with both lands (life 20), or {1} with either land and 2 life (life 18): three different results. At 1 life, one
    Island can't pay both symbols (no life to pay): illegal, not_enough_life(2); two Islands can (blue pays the
    hybrid symbol)."""
    outs = engine.apply(_relic(20, islands=1, forests=1), _relic_act())
    seen = {(_life(o.state), frozenset(_tapped(o.state))) for o in outs}
    assert seen == {(20, frozenset({"aisland1", "aforest1"})), (18, frozenset({"aisland1"})),
                    (18, frozenset({"aforest1"}))}
    w = engine.why_not(_relic(1, islands=1), _relic_act())
    assert ("not_enough_life(2)", "119.4") in w.failures and not w.legal
    assert engine.why_not(_relic(1, islands=2), _relic_act()).legal


# A test card (not a real card): a mana artifact whose other ability's cost has {T} and a Phyrexian symbol.
TOTEM_AB = {"activated": {"cost": "{G/P}", "tap": True, "effect": {"draw": 1}}}
TOTEM = {"name": "Test Phyrexian Totem", "mana_cost": "{1}", "types": ["artifact"],
         "abilities": [{"mana": ["G"]}, TOTEM_AB]}


def test_phyrexian_activation_with_tap_symbol_source_cannot_pay_its_own_mana_107_5(engine):
    """CR 107.5, 602.2b: the {T} of "{T}, {G/P}" taps the Totem itself, so its own {G} can't pay the {G/P}: alone at 20
    life, {G/P} is paid with 2 life (one result: the Totem tapped, life 18); alone at 1 life nothing pays it
    (illegal); with a Forest at 1 life the Forest's {G} does."""
    def state(life, forests=0):
        return make_state([{"id": "totem", "card": TOTEM["name"], "zone": "battlefield", "owner": "alice"},
                           *lands("alice", forests=forests)], cards=[TOTEM], players=_players(life))
    totem_act = {"action": "activate", "object": "totem", "ability": TOTEM_AB}
    s = only(engine.apply(state(20), totem_act))
    assert (_tapped(s), _life(s)) == ({"totem"}, 18)
    assert not engine.why_not(state(1), totem_act).legal
    assert engine.why_not(state(1, forests=1), totem_act).legal


def test_monocolored_hybrid_in_activation_cost_paid_with_two_mana_107_4e(engine):
    """CR 107.4e via 602.2b (the same announcement as 601.2b): {2/W} is paid with {W} or two mana of any type; a test
    card's "{2/W}: Draw a card": two Islands pay it, one Island can't (one blue mana, no white)."""
    ab = {"activated": {"cost": "{2/W}", "tap": False, "effect": {"draw": 1}}}
    card = {"name": "Test Two Hybrid Relic", "mana_cost": "{1}", "types": ["artifact"], "abilities": [ab]}
    def state(islands):
        return make_state([{"id": "relic", "card": card["name"], "zone": "battlefield", "owner": "alice"},
                           *lands("alice", islands=islands)], cards=[card])
    action = {"action": "activate", "object": "relic", "ability": ab}
    assert engine.why_not(state(2), action).legal
    assert not engine.why_not(state(1), action).legal
