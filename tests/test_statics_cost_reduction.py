""""This spell costs {N} less to cast if CONDITION." (branch statics, issue 22; rules_asp/kernel/statics_misc.lp)

CR 601.2f: the total cost is the mana cost less the cost reductions; CR 118.7a: a generic reduction reduces only the
generic part. The condition is read for the caster as the cost is determined. Each expected value was worked out from
these rules and the cards' mana costs before the engine was run. Real cards: Capricious Hellraiser ({3}{R}{R}{R};
"... {3} less to cast if you have nine or more cards in your graveyard"), Octavia, Living Thesis ({8}{U}{U}; "... {8}
less to cast if you have eight or more instant and/or sorcery cards in your graveyard"), Lightning Bolt (an instant),
Grizzly Bears, basic lands.
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state


def obj(oid: str, card: str, zone: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def grave(card: str, n: int, owner: str = "alice", start: int = 0) -> list[dict[str, Any]]:
    return [obj(f"{owner[0]}g{card[:3].lower()}{start + i}", card, "graveyard", owner) for i in range(n)]


def lands(card: str, n: int) -> list[dict[str, Any]]:
    return [obj(f"{card.lower()}{i}", card, "battlefield") for i in range(n)]


def castable(engine, objects, oid: str) -> bool:
    return engine.why_not(make_state(objects), {"action": "cast", "object": oid}).legal


def test_nine_cards_in_graveyard_reduce_by_three_601_2f(engine):
    """Nine cards in Alice's graveyard: Capricious Hellraiser costs {R}{R}{R}; three Mountains pay it."""
    objs = [obj("hell", "Capricious Hellraiser", "hand"), *grave("Grizzly Bears", 9), *lands("Mountain", 3)]
    assert castable(engine, objs, "hell")


def test_eight_cards_dont_reduce_601_2f(engine):
    """Eight cards: the condition fails; the cost stays {3}{R}{R}{R} and three Mountains don't pay it."""
    objs = [obj("hell", "Capricious Hellraiser", "hand"), *grave("Grizzly Bears", 8), *lands("Mountain", 3)]
    assert not castable(engine, objs, "hell")


def test_opponents_graveyard_doesnt_count_109_5(engine):
    """"Your graveyard" is the caster's: nine cards in Bob's graveyard don't reduce Alice's cost."""
    objs = [obj("hell", "Capricious Hellraiser", "hand"), *grave("Grizzly Bears", 9, owner="bob"),
            *lands("Mountain", 3)]
    assert not castable(engine, objs, "hell")


def test_instant_and_or_sorcery_cards_octavia_118_7a(engine):
    """Eight instants in Alice's graveyard: Octavia costs {U}{U} (the generic {8} gone, CR 118.7a); with seven instants
    and a creature card (eight cards, seven of the types) it still costs {8}{U}{U}."""
    yes = [obj("oct", "Octavia, Living Thesis", "hand"), *grave("Lightning Bolt", 8), *lands("Island", 2)]
    assert castable(engine, yes, "oct")
    no = [obj("oct", "Octavia, Living Thesis", "hand"), *grave("Lightning Bolt", 7), *grave("Grizzly Bears", 1),
          *lands("Island", 2)]
    assert not castable(engine, no, "oct")


def test_reduction_is_generic_only_118_7a(engine):
    """CR 118.7a: the {3} reduction doesn't touch {R}{R}{R}: two Mountains don't pay Capricious Hellraiser even with
    nine cards in the graveyard."""
    objs = [obj("hell", "Capricious Hellraiser", "hand"), *grave("Grizzly Bears", 9), *lands("Mountain", 2)]
    assert not castable(engine, objs, "hell")


# --- "Red spells you cast cost {1} less to cast." (The Fire Crystal, an artifact), "Dragon spells you cast cost {1}
# less to cast." (Sarkhan, Soul Aflame): CR 601.2f, 118.7a, 604.1

def test_red_spells_cost_one_less_601_2f(engine):
    """The Fire Crystal: Capricious Hellraiser (red, {3}{R}{R}{R}, no graveyard) costs {2}{R}{R}{R}: five Mountains
    pay it, four don't."""
    base = [obj("fc", "The Fire Crystal", "battlefield"), obj("hell", "Capricious Hellraiser", "hand")]
    assert castable(engine, base + lands("Mountain", 5), "hell")
    assert not castable(engine, base + lands("Mountain", 4), "hell")


def test_other_colors_and_opponents_crystal_dont_reduce_601_2f(engine):
    """Grizzly Bears (green, {1}{G}) isn't red: one Forest doesn't pay it under The Fire Crystal; and Bob's Fire
    Crystal doesn't reduce Alice's red spell (five Mountains don't pay the full cost)."""
    assert not castable(engine, [obj("fc", "The Fire Crystal", "battlefield"), obj("gb", "Grizzly Bears", "hand"),
                                 *lands("Forest", 1)], "gb")
    assert not castable(engine, [obj("fc", "The Fire Crystal", "battlefield", "bob"),
                                 obj("hell", "Capricious Hellraiser", "hand"), *lands("Mountain", 5)], "hell")


def test_dragon_spells_cost_one_less_205_3m(engine):
    """Sarkhan, Soul Aflame: Capricious Hellraiser is a Dragon (CR 205.3m): five Mountains pay it; Grizzly Bears (a
    Bear) isn't reduced."""
    assert castable(engine, [obj("sark", "Sarkhan, Soul Aflame", "battlefield"),
                             obj("hell", "Capricious Hellraiser", "hand"), *lands("Mountain", 5)], "hell")
    assert not castable(engine, [obj("sark", "Sarkhan, Soul Aflame", "battlefield"), obj("gb", "Grizzly Bears", "hand"),
                                 *lands("Forest", 1)], "gb")
