"""Why-not names a cost the rules computed as the player would pay it (CR 601.2f, 107.3a, 601.2h; show.lp's
plain_cost/1 and answers.mana_text), worked out from the CR before the engine was run.

CR 107.3a: the value of X is announced as the spell is cast and {X} then stands for that much generic mana; CR 601.2f:
the total cost is the mana cost (with X filled in), plus increases, less reductions; 601.2h: a total cost that can't
be paid can't be paid. Dawnglow Infusion ({X}{G/W} sorcery, real, bundled: "You gain X life if {G} was spent to cast
this spell and X life if {W} was spent to cast this spell.") and Blaze ({X}{R} sorcery: "Blaze deals X damage to any
target.").
"""

from __future__ import annotations

from typing import Any

from pyglue import vocabulary as voc
from pyglue.answers import mana_text

from .conftest import make_state


def at(oid: str, card: str, zone: str = "battlefield") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": "alice"}


def test_107_3a_601_2f_the_failure_names_the_cost_with_x_filled_in(engine):
    """CR 107.3a, 601.2f, 601.2h: Dawnglow Infusion announced with X = 3 costs {3}{G/W}; two Forests can't pay four
    mana: the failure names {3}{G/W} (the hybrid symbol as printed, CR 107.4e). Blaze with X = 2 and one Mountain:
    {2}{R}."""
    s = make_state([at("d", "Dawnglow Infusion", "hand"), at("f1", "Forest"), at("f2", "Forest")])
    assert engine.why_not(s, {"action": "cast", "object": "d", "x": 3}).failures == [("cannot_pay({3}{G/W})", "601.2h")]
    s = make_state([at("bl", "Blaze", "hand"), at("m", "Mountain")])
    w = engine.why_not(s, {"action": "cast", "object": "bl", "x": 2, "targets": ["bob"]})
    assert w.failures == [("cannot_pay({2}{R})", "601.2h")]


def test_107_4_mana_text_writes_every_symbol_as_printed():
    """CR 107.4, 107.4e-f: each kind of mana symbol the state format reads is written back as printed: {X}, generic,
    W U B R G C, hybrid ({G/W}, {C/W}, {2/W}) and Phyrexian ({G/U/P}, {U/P}) symbols, in one fixed order."""
    for cost in ("{X}{1}{U}{R}{R}", "{2}{G/W}", "{C/W}{2/W}", "{1}{G/U/P}{U/P}", "{W}{U}{B}{R}{G}{C}"):
        assert mana_text(dict(voc.parse_mana_cost(cost, "cost"))) == cost
