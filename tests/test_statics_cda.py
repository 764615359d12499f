"""Characteristic-defining abilities that count (branch statics, issue 22; rules_asp/kernel/statics_cda.lp).

CR 604.3: a characteristic-defining ability functions in all zones. CR 613.4a: it applies in layer 7a, before the
effects that set power and toughness (7b) and those that modify them (7c). CR 707.9d: a copy exception that sets power
or toughness leaves the ability out of the copy. Each expected value was worked out from these rules before the engine
was run. Real cards: Pack Rat ("~'s power and toughness are each equal to the number of Rats you control.", a Rat),
Thunderbond Vanguard (... creatures you control), Mendicant Core, Guidelight (0/3 artifact creature; "~'s power is equal
to the number of artifacts you control."), Uchuulon (0/4 Crab Ooze Horror; "~'s power is equal to the number of Crabs,
Oozes, and/or Horrors you control."), The Fire Crystal (an artifact), Grizzly Bears.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def pt(d, oid: str) -> tuple[int, int]:
    c = d.object(oid).characteristics
    return c["power"], c["toughness"]


def test_lines_are_read_604_3():
    lib = library()
    assert {"cda_count_pt": "both", "subtypes": ["Rat"]} in lib["Pack Rat"]["abilities"]
    assert {"cda_count_pt": "power", "types": ["artifact"]} in lib["Mendicant Core, Guidelight"]["abilities"]
    assert {"cda_count_pt": "power", "subtypes": ["Crab", "Ooze", "Horror"]} in lib["Uchuulon"]["abilities"]


def test_pack_rat_counts_your_rats_613_4a(engine):
    """Two Pack Rats Alice controls: each counts both (2/2); Bob's Pack Rat counts only his own (1/1)."""
    s = make_state([bf("r1", "Pack Rat"), bf("r2", "Pack Rat"), bf("br", "Pack Rat", "bob")])
    d = engine.derive(s)
    assert pt(d, "r1") == (2, 2) and pt(d, "r2") == (2, 2)
    assert pt(d, "br") == (1, 1)


def test_works_in_every_zone_604_3(engine):
    """A Pack Rat card in Alice's hand, with two Pack Rats on her battlefield: 2/2 there too (it counts permanents)."""
    s = make_state([bf("r1", "Pack Rat"), bf("r2", "Pack Rat"),
                    {"id": "h", "card": "Pack Rat", "zone": "hand", "owner": "alice"}])
    assert pt(engine.derive(s), "h") == (2, 2)


def test_creatures_you_control_thunderbond_vanguard_613_4a(engine):
    """Thunderbond Vanguard and Grizzly Bears: two creatures: 2/2."""
    s = make_state([bf("tv", "Thunderbond Vanguard"), bf("gb", "Grizzly Bears")])
    assert pt(engine.derive(s), "tv") == (2, 2)


def test_power_only_keeps_printed_toughness_613_4a(engine):
    """Mendicant Core (an artifact creature, printed 0/3) and The Fire Crystal (an artifact): power 2, toughness 3."""
    s = make_state([bf("mc", "Mendicant Core, Guidelight"), bf("fc", "The Fire Crystal"), bf("gb", "Grizzly Bears")])
    assert pt(engine.derive(s), "mc") == (2, 3)


def test_one_of_the_subtypes_uchuulon_205_3m(engine):
    """Uchuulon (a Crab Ooze Horror, 0/4) alone: one permanent with one of the types: 1/4; Grizzly Bears adds nothing."""
    s = make_state([bf("u", "Uchuulon"), bf("gb", "Grizzly Bears")])
    assert pt(engine.derive(s), "u") == (1, 4)


def test_counters_modify_after_the_cda_613_4c(engine):
    """A +1/+1 counter on a lone Pack Rat: 1/1 from layer 7a, then +1/+1 in 7c: 2/2."""
    s = make_state([bf("r1", "Pack Rat", counters={"+1/+1": 1})])
    assert pt(engine.derive(s), "r1") == (2, 2)


def test_token_copy_counts_and_set_pt_exception_drops_it_707_9d(engine):
    """A token copy of Pack Rat is a Rat with the ability: with the original, each is 2/2. A token copy "except it's
    4/4" has no characteristic-defining ability for its power and toughness (CR 707.9d): 4/4, and it's still a Rat, so
    the original is 2/2."""
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 5,
           "copy_effects": [{"source": "r1", "timestamp": 5}]}
    d = engine.derive(make_state([bf("r1", "Pack Rat", timestamp=1), tok]))
    assert pt(d, "r1") == (2, 2) and pt(d, "tok") == (2, 2)
    tok4 = dict(tok, copy_effects=[{"source": "r1", "timestamp": 5, "except": {"power": 4, "toughness": 4}}])
    d = engine.derive(make_state([bf("r1", "Pack Rat", timestamp=1), tok4]))
    assert pt(d, "tok") == (4, 4)
    assert pt(d, "r1") == (2, 2)
