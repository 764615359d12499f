"""Review (review14) of mana.lp's restricted sources counted per action (CR 106.6, 601.2g-h, 107.4e), worked out from
the CR and the cards' Oracle text before running the engine.

Heartwood Crafter (real, bundled): "{T}: Add {C}. This mana can't be spent to cast spells from your hand." Its prepare
spell Soul Tether costs {2}{R/G}; a prepared Crafter's copy of it waits in exile (CR 722.3c) and is cast from there,
not from the hand. Grizzly Bears ({1}{G}) is cast from Alice's hand, where the Crafter's {C} can't be spent (106.6).
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state


def _crafter(oid: str, prepared: bool = False) -> dict[str, Any]:
    o: dict[str, Any] = {"id": oid, "card": "Heartwood Crafter", "zone": "battlefield", "owner": "alice"}
    if prepared:
        o["designations"] = ["prepared"]
    return o


def _state(pool: str, crafters: int = 1, bears_in_hand: bool = False, others: tuple[str, ...] = ()):
    objs: list[dict[str, Any]] = [*({"id": f"x{i}", "card": c, "zone": "battlefield", "owner": "alice"}
                                    for i, c in enumerate(others)),
                                  _crafter("hc", prepared=True),
                                  *(_crafter(f"hc{i}") for i in range(2, crafters + 1)),
                                  {"id": "st", "zone": "exile", "owner": "alice", "copy": True,
                                   "prepare_copy_of": "hc", "copy_effects": [{"prepare_of": "hc"}]}]
    if bears_in_hand:
        objs.append({"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"})
    players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state(objs, players=players)


def _may_cast(engine, s, oid: str) -> bool:
    return any(a.player == "alice" and a.action["action"] == "cast" and a.action.get("object") == oid
               for a in engine.legal_actions(s))


def test_106_6_restricted_mana_cant_pay_a_spell_cast_from_hand(engine):
    """CR 106.6, 601.2h: Grizzly Bears {1}{G} from Alice's hand with {G} in her pool and an untapped Crafter: the
    Crafter's {C} can't be spent on a spell cast from the hand, so one unit for a cost of two: not castable; with
    {G}{G} in the pool: castable (the pool alone pays it)."""
    assert not _may_cast(engine, _state("{G}", bears_in_hand=True), "gb")
    assert _may_cast(engine, _state("{G}{G}", bears_in_hand=True), "gb")


def test_106_6_two_restricted_sources_and_the_pool_pay_one_cost(engine):
    """CR 106.6, 107.4e, 601.2h: Soul Tether {2}{R/G} cast from exile, {G} in the pool and two untapped Crafters: {G}
    for the hybrid symbol, the two {C} (each may be spent: not cast from the hand) for {2}: castable. With one Crafter
    only: two units for three: not."""
    assert _may_cast(engine, _state("{G}", crafters=2), "st")
    assert not _may_cast(engine, _state("{G}", crafters=1), "st")


def test_107_4e_restricted_colorless_cant_pay_the_hybrid_symbol(engine):
    """CR 107.4e, 106.6, 601.2h: three untapped Crafters and an empty pool: three {C}, three units for {2}{R/G},
    but {R/G} needs red or green mana (colorless pays neither half): not castable. With {R} in the pool as well:
    castable."""
    assert not _may_cast(engine, _state("", crafters=3), "st")
    assert _may_cast(engine, _state("{R}", crafters=3), "st")


def test_106_6_two_sources_with_different_restrictions(engine):
    """CR 106.6, 107.4e, 601.2h: Karfell Harbinger ("{T}: Add {U}. Spend this mana only to foretell a card from your
    hand or cast an instant or sorcery spell.") beside the Crafter. Soul Tether (a sorcery, from exile) may take both:
    with {G} in the pool, {G} + {U} + {C} pay {2}{R/G}: castable; with no pool, two Crafters and the Harbinger make
    three units but none red or green for {R/G}: not. Grizzly Bears (a creature, from the hand) may take neither: with
    {G} in the pool, one unit for {1}{G}: not castable; with a Forest besides (free mana), castable."""
    assert _may_cast(engine, _state("{G}", others=("Karfell Harbinger",)), "st")
    assert not _may_cast(engine, _state("", crafters=2, others=("Karfell Harbinger",)), "st")
    assert not _may_cast(engine, _state("{G}", bears_in_hand=True, others=("Karfell Harbinger",)), "gb")
    assert _may_cast(engine, _state("{G}", bears_in_hand=True, others=("Karfell Harbinger", "Forest")), "gb")



def _convoke_state(bears: int):
    """Heartwood Crafter, Omni-Changeling ({3}{U}{U}, convoke) in Alice's hand, two Islands and some Grizzly Bears."""
    objs: list[dict[str, Any]] = [
        _crafter("hc"), {"id": "oc", "card": "Omni-Changeling", "zone": "hand", "owner": "alice"},
        *({"id": f"i{i}", "card": "Island", "zone": "battlefield", "owner": "alice"} for i in range(2)),
        *({"id": f"b{i}", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"} for i in range(bears))]
    return make_state(objs)


def test_702_51a_106_6_convoke_taps_a_restricted_mana_creature(engine):
    """CR 702.51a, 106.6, 601.2h: Omni-Changeling from Alice's hand with two Islands and two Grizzly Bears. The
    Crafter's {C} can't be spent on it (cast from the hand), but the Crafter, a green creature, may be tapped for
    convoke to pay one generic mana: {U}{U} from the Islands, {3} from the Bears and the Crafter: castable."""
    assert _may_cast(engine, _convoke_state(2), "oc")


def test_702_51a_106_6_convoke_with_a_restricted_source_one_short(engine):
    """CR 702.51a, 106.6, 601.2h: with one Bear, four units for {3}{U}{U} (the Crafter taps once, for convoke, and its
    mana can't pay a spell from the hand): not castable."""
    assert not _may_cast(engine, _convoke_state(1), "oc")
