"""Keyword abilities and ability words census copy cards carry beside their copy ability (issue 22, branch keywords2;
rules_asp/kernel/keywords2_*.lp). Each expected value was worked out from the CR text (the rule number in each test's
name) and the card's rulings before the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def at(oid: str, card: str, zone: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner, **more}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def fails(w) -> set[tuple[str, str]]:
    return {(f[0].split("(")[0], f[1]) for f in w.failures}


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


# --- Partner (CR 702.124) ----------------------------------------------------------------------------------
# Krark, the Thumbless ({1}{R} legendary creature): a cast trigger, then "Partner". Sakashima of a Thousand Faces and
# Enolc, Perfect Clone also have partner; Bill Potts has Doctor's companion (702.124m).

KRARK = "Krark, the Thumbless"


def test_702_124h_702_124m_partner_lines_read():
    """"Partner" reads as the keyword partner, "Doctor's companion" as doctors_companion."""
    lib = library()
    assert "partner" in lib[KRARK]["abilities"]
    assert "partner" in lib["Sakashima of a Thousand Faces"]["abilities"]
    assert "doctors_companion" in lib["Bill Potts"]["abilities"]


def test_702_124a_partner_works_before_the_game_only(engine):
    """CR 702.124a: a partner ability modifies deck construction and functions before the game begins; during a game
    it does nothing. Krark on the battlefield: derive names that rule for its partner ability, warns about nothing
    (every ability of Krark is acted on), and Krark in hand is cast as any creature (two Mountains pay {1}{R}; no
    command zone is involved, 903.3 applies to commanders chosen before the game)."""
    s = make_state([at("krark", KRARK, "battlefield"), at("krark2", KRARK, "hand"),
                    at("m1", "Mountain", "battlefield"), at("m2", "Mountain", "battlefield")])
    d = engine.derive(s)
    assert ("deck_construction_only(krark, partner)", "702.124a") in d.reasons
    assert d.warnings == []
    assert engine.why_not(s, {"action": "cast", "object": "krark2"}).legal
