"""Branch walkers (session 7): planeswalker cards, "can be your commander" (CR 903.3a), the monarch (CR 725).

Each expected value was worked out from the Comprehensive Rules (September 25, 2026) and the cards' rulings before
the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


# --- CR 903.3, 903.3a: "~ can be your commander" -----------------------------------------------------------------

def test_can_be_your_commander_reads_as_an_ability_903_3a():
    """The three Battlebond/Kaladesh-era planeswalkers say it on a line of their own: the keyword
    can_be_your_commander (a rule of deck construction, CR 903.3a)."""
    lib = library()
    for name in ("Rowan Kenrith", "Will Kenrith", "Saheeli, the Gifted"):
        assert "can_be_your_commander" in lib[name]["abilities"], name


def test_commander_designation_check_903_3(engine):
    """CR 903.3: a commander is a legendary creature (or Vehicle, Spacecraft) card; CR 903.3a: a card that says it
    can be your commander may be one too. Rowan Kenrith (a legendary planeswalker with the ability) and Taigam (a
    legendary creature) are fine commanders; Chandra, the Firebrand (a legendary planeswalker without the ability)
    and Grizzly Bears (not legendary) are not: the state is an input error for each, CR 903.3. Rowan's ability
    works before the game only: derive gives its reason, 903.3a."""
    s = make_state([bf("rowan", "Rowan Kenrith", commander=True), bf("taigam", "Taigam, Master Opportunist",
                    owner="bob", commander=True), bf("chandra", "Chandra, the Firebrand", commander=True),
                    bf("bears", "Grizzly Bears", owner="bob", commander=True)])
    d = engine.derive(s)
    assert sorted(d.input_errors) == [("bears", "not_a_possible_commander", "903.3"),
                                      ("chandra", "not_a_possible_commander", "903.3")]
    assert ("deck_construction_only(rowan, can_be_your_commander)", "903.3a") in d.reasons
