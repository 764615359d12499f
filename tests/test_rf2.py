"""Reality Fracture, issue 23, branch rf2: the prepare creatures' remaining static abilities, predefined tokens' mana
abilities, and `cards import` reporting what it can't hold.

The cards are real cards of the bundled library (their sources: data/oracle/SOURCES.md): Theorix Metamage (Forge
script: "Threshold — This creature gets +1/+0 and has flying as long as there are seven or more cards in your
graveyard.", printed 2/3), Vigorbloom Vanguard (Forge script: "Each creature you control with a +1/+1 counter on it
has vigilance.", printed 2/2), Grizzly Bears (2/2), Island, Forest. Every expected value below is worked out from the
September 25, 2026 CR text cited in each test before the engine was run.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def keywords(d, oid: str) -> list[str]:
    """The object's keyword abilities (plain strings other than enters_prepared)."""
    return sorted(a for a in d.object(oid).characteristics.get("abilities", [])
                  if isinstance(a, str) and a != "enters_prepared")


def pt(d, oid: str) -> tuple[int, int]:
    ch = d.object(oid).characteristics
    return ch["power"], ch["toughness"]


# --- Theorix Metamage's threshold: "+1/+0 and has flying as long as ..." (CR 604.1, 611.3a, 613.1f, 613.4c)

def _metamage(n: int, owner: str = "alice"):
    return make_state([bf("tm", "Theorix Metamage"),
                       *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": owner} for k in range(n)]])


def test_theorix_metamage_reads_its_threshold_static_207_2c():
    """CR 207.2c: "Threshold" is an ability word without rules meaning; the line is one static ability: +1/+0 and
    flying while the condition "seven or more cards in your graveyard" holds."""
    assert library()["Theorix Metamage"]["abilities"] == [
        "enters_prepared", {"self_has_while": {"graveyard_has": 7}, "power": 1, "toughness": 0,
                            "abilities": ["flying"]}]


def test_threshold_gives_plus_one_and_flying_with_seven_cards_613_1f_613_4c(engine):
    """Theorix Metamage is printed 2/3 with no keyword. With seven cards in Alice's graveyard the ability applies:
    layer 6 adds flying (CR 613.1f), layer 7c +1/+0 (CR 613.4c): a 3/3 with flying. With six it doesn't apply (CR
    611.3a: the condition is checked continuously): 2/3, no flying."""
    d = engine.derive(_metamage(7))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((3, 3), ["flying"])
    d = engine.derive(_metamage(6))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((2, 3), [])


def test_threshold_reads_its_controllers_graveyard_109_5(engine):
    """CR 109.5: "your" graveyard is Alice's (the controller's); seven cards in Bob's graveyard: 2/3, no flying."""
    d = engine.derive(_metamage(7, owner="bob"))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((2, 3), [])


# --- Vigorbloom Vanguard: "Each creature you control with a +1/+1 counter on it has vigilance." (CR 604.2, 613.1f)

def test_vigorbloom_vanguard_reads_its_static_604_2():
    assert library()["Vigorbloom Vanguard"]["abilities"] == [
        "enters_prepared", {"lord_with_counter": "+1/+1", "abilities": ["vigilance"]}]


def test_creatures_with_a_plus_one_counter_have_vigilance_604_2_122_1(engine):
    """CR 604.2, 613.1f: Alice controls Vigorbloom Vanguard, a Grizzly Bears with a +1/+1 counter (gb1) and one with
    none (gb2); Bob controls a Grizzly Bears with a +1/+1 counter (gb3). Only gb1 is a creature Alice controls with
    a +1/+1 counter: it has vigilance (and is 3/3, CR 122.1a); gb2 and Bob's gb3 don't, nor does the Vanguard (no
    counter)."""
    d = engine.derive(make_state([bf("vv", "Vigorbloom Vanguard"),
                                  bf("gb1", "Grizzly Bears", counters={"+1/+1": 1}),
                                  bf("gb2", "Grizzly Bears"),
                                  bf("gb3", "Grizzly Bears", owner="bob", counters={"+1/+1": 1})]))
    assert [keywords(d, o) for o in ("gb1", "gb2", "gb3", "vv")] == [["vigilance"], [], [], []]
    assert pt(d, "gb1") == (3, 3)


def test_the_vanguard_itself_counts_611_3a(engine):
    """CR 611.3a: the group is whatever creatures match at the time; "each creature you control" includes the
    Vanguard: with a +1/+1 counter it has vigilance itself."""
    d = engine.derive(make_state([bf("vv", "Vigorbloom Vanguard", counters={"+1/+1": 1})]))
    assert keywords(d, "vv") == ["vigilance"]


def test_these_statics_leave_derive_decided_by_grounding():
    """DESIGN.md: derive is stratified; the keywords these abilities give (layer 6) must not depend on the layers'
    own results, so grounding alone decides every atom with both cards on the battlefield and the condition met."""
    from .conftest import undecided_by_grounding

    st = make_state([bf("tm", "Theorix Metamage"), bf("vv", "Vigorbloom Vanguard", counters={"+1/+1": 1}),
                     *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": "alice"} for k in range(7)]])
    assert undecided_by_grounding(st, "derive") == []
