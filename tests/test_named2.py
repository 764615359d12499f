"""Copies of cards the text names (branch named2, session 7; rules_asp/kernel/named2_*.lp): "choose a card name from
among ...", "create a token that's a copy of NAME", "cast a copy of NAME" (CR 707.13: the copy's values are the Oracle
card reference's; 707.12: a copy cast while the effect resolves; 201.4: a card name chosen). Real cards by name from
the bundled library. Each expected value was worked out from the CR text and the cards' rulings before the engine ran."""

from __future__ import annotations

from pyglue import state_from_document
from pyglue.cards import library

from .conftest import make_state


def _abilities(name):
    return library()[name]["abilities"]


def _unsupported(name):
    return [a for a in _abilities(name) if isinstance(a, dict) and "unsupported" in a]


def _obj(s, oid):
    return next(o for o in s.to_document()["objects"] if o["id"] == oid)


def _copies(s):
    return [o for o in s.to_document()["objects"] if o.get("copy")]


def _bob_passes(engine, s):
    """Alice passes, then Bob (117.3d, 117.4): every resulting state (the top of the stack resolves)."""
    doc = s.to_document()
    doc.update(priority="bob", passed=["alice"])
    return [o.state for o in engine.apply(state_from_document(doc), {"action": "pass"})]


# --- Garth One-Eye ----------------------------------------------------------------------------------------------------


def test_201_4_707_13_garth_chooses_a_name_not_chosen_before_and_its_copy_is_cast_paying_its_costs(engine):
    """Garth One-Eye on Alice's battlefield, four of its six names chosen before (Disenchant, Braingeyser, Terror,
    Shivan Dragon). "{T}: Choose a card name that hasn't been chosen from among ...": resolved, the names left are
    Regrowth and Black Lotus (201.4, 608.2d: two resulting states). In each, a copy of that card is made outside the
    game with the Oracle values (707.13: Black Lotus an artifact costing {0}; Regrowth a green sorcery costing
    {1}{G}), Alice's to cast now paying its costs ("You may cast the copy", 707.12), and Garth remembers the name
    (five chosen now). With Black Lotus chosen she may cast the copy (for {0}: 601.2f-h)."""
    assert not _unsupported("Garth One-Eye")
    used = ["Disenchant", "Braingeyser", "Terror", "Shivan Dragon"]
    s = make_state([{"id": "garth", "card": "Garth One-Eye", "zone": "battlefield", "owner": "alice",
                     "names_chosen_before": used}])
    (ab,) = [a for a in _abilities("Garth One-Eye") if isinstance(a, dict) and "activated" in a]
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "garth", "ability": ab})]
    assert _obj(s, "garth").get("tapped")
    outs = _bob_passes(engine, s)
    got = {}
    for o in outs:
        (cp,) = _copies(o)
        c = engine.derive(o).object(cp["id"]).characteristics
        got[c["name"]] = (cp["zone"], cp["owner"], cp["cast_now_by"], cp.get("cast_now_pays"), c["types"],
                          c.get("mana_cost"), sorted(_obj(o, "garth")["names_chosen_before"]))
        if c["name"] == "Black Lotus":
            assert ("alice", "cast", cp["id"]) in {(a.player, a.action["action"], a.action.get("object"))
                                                   for a in engine.legal_actions(o)}
    assert got == {
        "Black Lotus": ("outside", "alice", "alice", True, ["artifact"], "{0}", sorted(used + ["Black Lotus"])),
        "Regrowth": ("outside", "alice", "alice", True, ["sorcery"], "{1}{G}", sorted(used + ["Regrowth"]))}
