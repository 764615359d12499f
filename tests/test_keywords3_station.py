"""Station and station symbols (CR 702.184a, 721.2a, 721.4; branch keywords3, issue 22;
rules_asp/kernel/keywords3_station.lp). Each expected value was worked out from the CR text before the engine was run.
Adagia, Windswept Bastion (a real card: "Station" and "12+ | {3}{W}, {T}: Create a token that's a copy of target
artifact or enchantment you control, except it's legendary. Activate only as a sorcery.") and a test card.
"""

from __future__ import annotations

from pyglue.cards import library
from pyglue.oracle import parse_text

from .conftest import make_state
from .test_token_copies import obj, pass_twice

#: a test card (not a real card): a station card whose symbol's ability the grammar reads
TEST_TEXT = "Station\n2+ | {T}: Draw a card."


def _test_card():
    return {"name": "Test Station Planet", "types": ["land"], "subtypes": ["Planet"], "notes": TEST_TEXT,
            "abilities": parse_text(TEST_TEXT, "Test Station Planet", ["land"])}


def test_702_184a_adagia_station_line_reads():
    assert "k3_station" in library()["Adagia, Windswept Bastion"]["abilities"]


def test_721_2a_adagia_reads_whole():
    assert not [a for a in library()["Adagia, Windswept Bastion"]["abilities"]
                if isinstance(a, dict) and "unsupported" in a]


def _adagia(more=(), **top):
    return make_state([{"id": "ad", "card": "Adagia, Windswept Bastion", "zone": "battlefield", "owner": "alice"},
                       {"id": "hg", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                       {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}] + list(more),
                      **top)


def test_702_184a_station_taps_another_creature_and_puts_its_power_in_charge_counters(engine):
    """Alice activates Adagia's station ability: she taps another untapped creature she controls, Hill Giant (power
    3) or Runeclaw Bear (power 2) (118.3: one resulting state each); resolved, Adagia has that many charge counters
    (3 or 2) and the tapped creature stays tapped."""
    outs = [o.state for o in engine.apply(_adagia(), {"action": "activate", "object": "ad", "ability": "k3_station"})]
    got = set()
    for s in outs:
        tapped = tuple(sorted(x for x in ("hg", "rb") if obj(s, x).get("tapped")))
        s = pass_twice(engine, s)
        got.add((tapped, (obj(s, "ad").get("counters") or {}).get("charge")))
    assert got == {(("hg",), 3), (("rb",), 2)}


def test_702_184a_station_needs_another_untapped_creature_and_sorcery_timing(engine):
    """With both creatures tapped there is no creature to tap (118.3: the cost can't be paid); in Bob's turn Alice
    can't station (602.5d: only as a sorcery)."""
    s = make_state([{"id": "ad", "card": "Adagia, Windswept Bastion", "zone": "battlefield", "owner": "alice"},
                    {"id": "hg", "card": "Hill Giant", "zone": "battlefield", "owner": "alice", "tapped": True}])
    w = engine.why_not(s, {"action": "activate", "object": "ad", "ability": "k3_station"})
    assert not w.legal and "118.3" in {f[1] for f in w.failures}
    w = engine.why_not(_adagia(active_player="bob", priority="alice"),
                       {"action": "activate", "object": "ad", "ability": "k3_station"})
    assert not w.legal and "needs_sorcery_timing" in {f[0] for f in w.failures}


def test_721_2a_a_station_symbols_ability_from_that_many_charge_counters(engine):
    """The test station card has "2+ | {T}: Draw a card.": with 1 charge counter it hasn't the ability (721.2a); with
    2 or more it has it."""
    def has_draw(n):
        more = {"counters": {"charge": n}} if n else {}
        s = make_state([{"id": "tp", "card": "Test Station Planet", "zone": "battlefield", "owner": "alice", **more}],
                       cards=[_test_card()])
        return any(isinstance(a, dict) and "activated" in a
                   for a in engine.derive(s).object("tp").characteristics.get("abilities", []))
    assert [has_draw(n) for n in (0, 1, 2, 5)] == [False, False, True, True]
