"""Mana in a pool and mana from a restricted source counted together for one cost (CR 106.4, 106.6, 107.4e, 601.2h).

rules_asp/kernel/mana.lp compares what a player can pay with against each color set's need: the per-player part (the
pool and the unrestricted sources) and, per action, the restricted sources whose mana may be spent on it. Issue 25
item 5 rewrote that comparison (the two are no longer added into one value first, which the bounded check's universe
grounded for every pair of values); these cases, worked out from the rules, pin the sum where the pool is part of it.

Cards: Heartwood Crafter (real, bundled: a creature that enters prepared; "{T}: Add {C}. Spend this mana only to cast a
spell not from your hand ...", read as mana_not_for cast_from_hand) and its prepare spell Soul Tether ({2}{R/G}),
which a prepared Crafter's copy in exile lets its controller cast (CR 722.3c): not from her hand, so the Crafter's
{C} may pay for it (106.6).
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state


def _state(pool: str, crafter_tapped: bool = False):
    objs: list[dict[str, Any]] = [
        {"id": "hc", "card": "Heartwood Crafter", "zone": "battlefield", "owner": "alice",
         "designations": ["prepared"], "tapped": crafter_tapped},
        {"id": "st", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "hc",
         "copy_effects": [{"prepare_of": "hc"}]}]
    players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state(objs, players=players)


def _may_cast_the_copy(engine, s) -> bool:
    return any(a.player == "alice" and a.action["action"] == "cast" and a.action.get("object") == "st"
               for a in engine.legal_actions(s))


def test_pool_and_restricted_source_pay_one_cost_together_106_6_601_2h(engine):
    """CR 106.4, 106.6, 107.4e, 601.2h: Soul Tether costs {2}{R/G}: three mana, one of them red or green. With {G}{G} in
    Alice's pool and her untapped Crafter, she has three units, a {G} for the hybrid symbol and the Crafter's {C}
    (which may be spent here: the copy is cast from exile) for the generic: she may cast it."""
    assert _may_cast_the_copy(engine, _state("{G}{G}"))


def test_pool_and_restricted_source_one_short_106_6_601_2h(engine):
    """CR 601.2h: with {G} alone in the pool and the Crafter, two units for a cost of three: she may not; with {G}{G}
    and the Crafter tapped (no {C} from it, CR 106.6's source gone), two again: she may not."""
    assert not _may_cast_the_copy(engine, _state("{G}"))
    assert not _may_cast_the_copy(engine, _state("{G}{G}", crafter_tapped=True))
