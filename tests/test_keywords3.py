"""Keyword abilities and keyword-like lines census copy cards carry beside their copy ability (issue 22, branch
keywords3; rules_asp/kernel/keywords3_*.lp). Each expected value was worked out from the CR text (the rule number in
each test's name) and the card's rulings before the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice

# --- Dermotaxi's imprint: "As this Vehicle enters, exile a creature card from a graveyard." (CR 614.1c, 607.2a) ------


def test_614_1c_dermotaxi_imprint_line_reads():
    assert library()["Dermotaxi"]["abilities"][0] == {"k3_as_enters_exile_from_a_graveyard": ["creature"]}


def test_614_1c_607_2a_dermotaxi_exiles_a_creature_card_from_any_graveyard_as_it_enters(engine):
    """Dermotaxi ({2}) resolves and enters (CR 608.3); as it enters (614.1c, 614.12: a replacement effect, no trigger
    on the stack) Alice exiles a creature card from a graveyard, hers or Bob's: Runeclaw Bear (hers) or Grizzly Bears
    (Bob's), never Lightning Bolt (an instant). Two resulting states, one per card; the card is exiled with Dermotaxi
    (607.2a) and the other stays in its graveyard."""
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    got = sorted((obj(o.state, "taxi")["zone"], obj(o.state, "rb")["zone"], obj(o.state, "rb").get("exiled_with"),
                  obj(o.state, "gb")["zone"], obj(o.state, "gb").get("exiled_with"), obj(o.state, "bolt")["zone"])
                 for o in outs)
    assert got == [("battlefield", "exile", "taxi", "graveyard", None, "graveyard"),
                   ("battlefield", "graveyard", None, "exile", "taxi", "graveyard")]
    assert all(not [x for x in o.state.to_document()["objects"] if x["zone"] == "stack"] for o in outs)


def test_614_1c_dermotaxi_enters_with_nothing_to_exile(engine):
    """No creature card in any graveyard: the replacement exiles nothing and Dermotaxi still enters (614.1c)."""
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert (obj(s, "taxi")["zone"], obj(s, "bolt")["zone"]) == ("battlefield", "graveyard")


def test_607_2a_707_4_dermotaxi_becomes_a_copy_of_the_card_it_imprinted(engine):
    """Imprint then its linked ability (607.2a, 406.6): Dermotaxi enters exiling Bob's Grizzly Bears (the only creature
    card in a graveyard); tapping Alice's two Runeclaw Bears (118.3), it becomes a copy of the exiled card until end of
    turn, a Vehicle artifact in addition (707.4, 707.9b): a 2/2 named Grizzly Bears with types artifact and creature."""
    ab = next(a for a in library()["Dermotaxi"]["abilities"] if "activated" in a)
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"},
                    {"id": "c1", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                    {"id": "c2", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = pass_twice(engine, s)
    assert (obj(s, "gb")["zone"], obj(s, "gb").get("exiled_with")) == ("exile", "taxi")
    s = only(engine.apply(s, {"action": "activate", "object": "taxi", "ability": {"activated": ab["activated"]}}))
    s = pass_twice(engine, s)
    c = engine.derive(s).object("taxi").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert sorted(c["types"]) == ["artifact", "creature"] and "Vehicle" in c["subtypes"]
