"""Whether a player can pay a mana cost (CR 601.2g-h, 605, 106.4, 107.4), decided by counting:
Hall's condition over the sets of required colors, and enough units for the whole cost.

Each case lists the untapped sources and the pool, a cost, and whether it can be paid, worked
out by hand: a source taps for one mana of one of its colors (CR 106.4, 605.1a); a colored symbol
needs that color, {C} needs colorless mana, a generic symbol takes any mana (CR 107.4b-c).
"""

from __future__ import annotations

import pytest

from .conftest import make_state

HEARTWOOD = {"name": "Heartwood Token", "types": ["artifact"], "subtypes": ["Heartwood"], "colors": ["red", "green"],
             "abilities": [{"mana": ["R", "G"]}]}  # the predefined token of CR 111.10x (named as 111.4 says)
LANDS = [{"name": "Mountain", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Mountain"]},
         {"name": "Wastes", "types": ["land"], "supertypes": ["basic"], "abilities": [{"mana": ["C"]}]}]


def _sources(spec: str) -> list[dict]:
    out = []
    for i, kind in enumerate(spec.split()):
        if kind == "RG":
            out.append({"id": f"h{i}", "token": True, "zone": "battlefield", "owner": "alice",
                        "characteristics": HEARTWOOD})
        else:
            card = {"G": "Forest", "U": "Island", "R": "Mountain", "C": "Wastes"}[kind]
            out.append({"id": f"l{i}", "card": card, "zone": "battlefield", "owner": "alice"})
    return out


CASES = [
    ("RG RG", "", "{R}{G}", True),
    ("RG G", "", "{R}{G}", True),        # the Heartwood must pay {R}
    ("RG G", "", "{R}{R}", False),       # only one source can make red
    ("RG RG", "", "{R}{R}{G}", False),   # three symbols, two sources
    ("R G RG", "", "{1}{R}{G}", True),
    ("G G RG", "", "{R}{G}{G}", True),
    ("G G RG", "", "{R}{R}", False),
    ("G G", "", "{C}", False),          # colorless mana is not green (CR 107.4c)
    ("C G", "", "{C}{G}", True),
    ("U", "{U}{U}", "{U}{U}{U}", True),  # pool and lands together
    ("U", "{U}{U}", "{U}{U}{U}{U}", False),
    ("", "{G}", "{1}", True),            # generic takes any mana
    ("RG", "{W}", "{W}{R}", True),
    ("RG", "{W}", "{W}{W}", False),
]


@pytest.mark.parametrize("sources,pool,cost,payable", CASES)
def test_can_pay_601_2h(engine, sources, pool, cost, payable):
    """CR 601.2h: the cost can be paid in full from the pool and untapped mana sources, or not at all."""
    spell = {"name": "Probe", "mana_cost": cost, "types": ["instant"]}
    s = make_state([{"id": "probe", "card": "Probe", "zone": "hand", "owner": "alice"}, *_sources(sources)],
                   cards=[spell, *LANDS],
                   players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20}])
    why = engine.why_not(s, {"action": "cast", "object": "probe"})
    assert why.legal is payable, why.failures
    if not payable:
        assert why.failures == [(f"cannot_pay({cost})", "601.2h")]


def test_payment_taps_the_heartwood_for_red(engine):
    """CR 601.2h: paying {R}{G} from a Heartwood and a Forest taps both; there is one way to do it."""
    s = make_state([{"id": "probe", "card": "Probe", "zone": "hand", "owner": "alice"}, *_sources("RG G")],
                   cards=[{"name": "Probe", "mana_cost": "{R}{G}", "types": ["instant"]}, *LANDS])
    outs = engine.apply(s, {"action": "cast", "object": "probe"})
    assert len(outs) == 1
    assert {o["id"] for o in outs[0].state.doc["objects"] if o.get("tapped")} == {"h0", "l1"}


def test_named_payment_is_checked_601_2g_601_2h(engine):
    """CR 601.2g-h: sources named for the payment must be mana sources of the caster, and must cover the
    cost by themselves; why-not says which condition fails."""
    s = make_state([{"id": "probe", "card": "Probe", "zone": "hand", "owner": "alice"}, *_sources("RG G"),
                    {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}],
                   cards=[{"name": "Probe", "mana_cost": "{R}{G}", "types": ["instant"]}, *LANDS])
    w = engine.why_not(s, {"action": "cast", "object": "probe", "payment": ["bears"]})
    assert ("not_a_mana_source(bears)", "601.2g") in w.failures
    w = engine.why_not(s, {"action": "cast", "object": "probe", "payment": ["l1"]})
    assert w.failures == [("cannot_pay({R}{G})", "601.2h")]
    assert engine.why_not(s, {"action": "cast", "object": "probe", "payment": ["h0", "l1"]}).legal
