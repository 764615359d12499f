"""Branch effects5: Lazotep Quarry's "{T}, Sacrifice a creature: Add one mana of any color." (CR 605.1a, 601.2g-h,
701.21a; rules_asp/kernel/effects5_mana.lp). Each expected value was worked out from the CR before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


BOLT = {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}


def test_lazotep_quarry_reads_whole():
    assert not [a for a in library()["Lazotep Quarry"]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def test_605_1a_701_21a_red_mana_by_sacrificing_a_creature(engine):
    """Alice's only sources are Lazotep Quarry ({T}: Add {C}, and the sacrificing ability). With her Grizzly Bears she
    can cast Lightning Bolt ({R}): the Quarry adds red by sacrificing the Bears (601.2g-h, 701.21a): the Bears is in her
    graveyard, the Quarry tapped. Without a creature the Quarry adds only {C}: Bolt can't be cast (601.2h)."""
    s = make_state([bf("lq", "Lazotep Quarry"), bf("abear", "Grizzly Bears"), BOLT])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert (obj(s, "abear")["zone"], obj(s, "lq").get("tapped"), obj(s, "bolt")["zone"]) == \
        ("graveyard", True, "stack")
    alone = make_state([bf("lq", "Lazotep Quarry"), BOLT])
    assert not engine.why_not(alone, {"action": "cast", "object": "bolt", "targets": ["bob"]}).legal


def test_601_2g_generic_mana_needs_no_sacrifice(engine):
    """Casting Grizzly Bears ({1}{G}) with a Forest and the Quarry, Alice's other Bears on the battlefield: the Quarry
    may pay {1} with {C} (nothing sacrificed) while the Forest pays {G}, or pay {G} by sacrificing her Bears while the
    Forest pays {1}: two resulting states (601.2g: she chooses the mana abilities she activates)."""
    s = make_state([bf("lq", "Lazotep Quarry"), bf("fo", "Forest"), bf("abear", "Grizzly Bears"),
                    {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "gb"})]
    assert sorted(obj(o, "abear")["zone"] for o in outs) == ["battlefield", "graveyard"]


def test_605_1a_106_6_pit_automaton_two_mana_only_for_abilities(engine):
    """Pit Automaton's "{T}: Add {C}{C}. Spend this mana only to activate abilities.": its two mana pay Mirage Mirror's
    {2} ability (602.2b) on their own (its only mana source): one resulting state, the Automaton tapped; with a Forest
    they can't pay for casting Grizzly Bears ({1}{G}) (106.6)."""
    assert library()["Pit Automaton"]["abilities"][1] == {"mana_pair": ["C"], "only_for": ["ability"]}
    (mm,) = [a for a in library()["Mirage Mirror"]["abilities"] if isinstance(a, dict) and "activated" in a]
    gb = {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}
    s = make_state([bf("pit", "Pit Automaton"), bf("fo", "Forest"), gb])
    assert not engine.why_not(s, {"action": "cast", "object": "gb"}).legal
    s = make_state([bf("pit", "Pit Automaton"), bf("mm", "Mirage Mirror"), bf("abear", "Grizzly Bears")])
    (own,) = [a for a in library()["Pit Automaton"]["abilities"] if isinstance(a, dict) and "activated" in a]
    # 107.5: its own "{2}, {T}: ..." can't be paid with its mana (tapped for mana, it couldn't be tapped for {T})
    assert ("cannot_pay({2})", "602.2b") in engine.why_not(s, {"action": "activate", "object": "pit",
                                                               "ability": own}).failures
    s = only(engine.apply(s, {"action": "activate", "object": "mm", "ability": mm, "targets": ["abear"]}))
    assert obj(s, "pit").get("tapped")
