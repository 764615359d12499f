"""Reality Fracture, issue 23, branch rf3: the Heartwood cards (CR 111.10x) Aerid Konstrari, Tenured Tethermage and
Hungering Puppetbeast, with real cards of the bundled library (sources: data/oracle/SOURCES.md):

- Aerid Konstrari (Forge script), 5/4 flying: "When Aerid Konstrari enters or dies, create a Heartwood token." and
  "{6}: Create a Heartwood token. Then Aerid Konstrari gets +X/+0 until end of turn, where X is the number of
  artifacts you control."
- Tenured Tethermage (XMage class), 1/1: "When this creature enters, you may sacrifice a land. If you do, create two
  tapped Heartwood tokens." and "Tap two untapped artifacts you control: Put two +1/+1 counters on this creature."
- Hungering Puppetbeast (Forge script), 5/5 artifact creature: "{1}, Sacrifice another artifact: Put a +1/+1 counter
  on this creature. It gains your choice of trample, hexproof, or haste until end of turn."

CR 111.10x: a Heartwood token is a red and green Heartwood artifact token with "{T}: Add {R} or {G}." Every expected
value below was worked out from the CR text named in the test before the engine was run. "Test Relic" is a test card
(a plain artifact with no abilities), not a real card.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import lands, make_state, only
from .test_prepare_creature_cards import abilities_on_stack, bf, resolve_all, zone

AERID = "Aerid Konstrari"
TETHER = "Tenured Tethermage"
PUPPET = "Hungering Puppetbeast"
RELIC = {"name": "Test Relic", "mana_cost": "{2}", "types": ["artifact"], "notes": "a test artifact (no abilities)"}


def st(objects: list, cards: list, extra: list = ()):
    """A two-player state (alice active with priority, first main phase); real cards come from the library."""
    return make_state(objects, cards=[dict(c) for c in extra])


def ability(card: str, i: int):
    return library()[card]["abilities"][i]


def activate(obj: str, ab) -> dict:
    return {"action": "activate", "object": obj, "ability": ab}


def heartwoods(d, controller: str = "alice") -> list:
    """(tapped, colors) of each Heartwood token on the battlefield under the controller's control."""
    return sorted((o.tapped, tuple(sorted(o.characteristics.get("colors", []))))
                  for o in d.objects if o.token and o.zone == "battlefield" and o.controller == controller
                  and "Heartwood" in o.characteristics.get("subtypes", []))


def pt(d, oid: str) -> tuple[int, int]:
    ch = d.object(oid).characteristics
    return ch["power"], ch["toughness"]


# --- Aerid Konstrari

def test_aerid_reads_enters_or_dies_and_its_then_instruction_603_2_608_2c():
    """CR 603.2: one triggered ability with two trigger events (any_of); CR 608.2c: the activated ability's two
    instructions, in order."""
    assert library()[AERID]["abilities"] == [
        "flying",
        {"trigger": {"any_of": ["enters", "dies"]}, "effect": {"create_token": "Heartwood"}},
        {"activated": {"cost": "{6}", "tap": False,
                       "effect": [{"create_token": "Heartwood"},
                                  {"self_gets_power_count": "artifacts_you_control"}]}}]


def test_aerid_entering_creates_a_heartwood_603_6a_111_10x(engine):
    """CR 603.6a: Aerid enters: its ability triggers; as it resolves alice (its controller) creates one Heartwood
    token, a red and green artifact (CR 111.10x), untapped (CR 110.5b)."""
    s = st([zone("ak", AERID, "hand")], [AERID])
    s = only(engine.apply(s, {"event": "move", "object": "ak", "to": "battlefield"}))
    assert len(abilities_on_stack(s)) == 1
    (out,) = resolve_all(engine, s)
    assert heartwoods(engine.derive(out)) == [(False, ("green", "red"))]


def test_aerid_dying_creates_a_heartwood_603_10a_700_4(engine):
    """CR 700.4: Aerid is put into its owner's graveyard from the battlefield: it dies; CR 603.10a: the
    leaves-the-battlefield trigger looks back, so it triggers; alice controlled it, so she creates the Heartwood."""
    s = st([bf("ak", AERID)], [AERID])
    s = only(engine.apply(s, {"event": "move", "object": "ak", "to": "graveyard"}))
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    (out,) = resolve_all(engine, s)
    assert heartwoods(engine.derive(out)) == [(False, ("green", "red"))]


def test_aerid_pump_counts_the_new_heartwood_608_2c_107_3c(engine):
    """{6} is paid with alice's six Forests (CR 601.2g-h via 602.2b). As the ability resolves (CR 608.2c, in order)
    she creates a Heartwood, then X is counted (CR 107.3c): her artifacts are the Test Relic and the new Heartwood,
    2 (bob's Test Relic isn't hers). Aerid, printed 5/4, gets +2/+0 until end of turn (CR 613.4c): 7/4."""
    ab = ability(AERID, 2)
    s = st([bf("ak", AERID), bf("relic", "Test Relic"), bf("brelic", "Test Relic", owner="bob"),
            *lands("alice", forests=6)], [AERID], extra=[RELIC])
    s = only(engine.apply(s, activate("ak", ab)))
    (out,) = resolve_all(engine, s)
    d = engine.derive(out)
    assert (heartwoods(d), pt(d, "ak")) == ([(False, ("green", "red"))], (7, 4))


# --- Tenured Tethermage

def test_tethermage_reads_its_cost_and_tapped_tokens_118_3_110_5b():
    assert library()[TETHER]["abilities"] == [
        {"trigger": "enters", "effect": {"may_sacrifice_then": "land",
                                         "then": {"create_tapped_token": 2, "token": "Heartwood"}}},
        {"activated": {"cost": "", "tap": False, "effect": {"put_counters": {"+1/+1": 2}, "to": "self"}},
         "also": {"tap_untapped_artifacts": 2}}]


def test_tethermage_may_sacrifice_a_land_for_two_tapped_heartwoods_608_2d_110_5b(engine):
    """CR 608.2d: as the enters trigger resolves alice chooses whether to sacrifice a land, and which: her Forest or
    her Island, or none. CR 608.2c: "if you do": with a land sacrificed (CR 701.21a: to its owner's graveyard) she
    creates two Heartwood tokens (CR 111.1: two objects), tapped (CR 110.5b: the effect says so); without, none."""
    s = st([zone("tt", TETHER, "hand"), *lands("alice", islands=1, forests=1)], [TETHER])
    s = only(engine.apply(s, {"event": "move", "object": "tt", "to": "battlefield"}))
    got = set()
    for out in resolve_all(engine, s):
        d = engine.derive(out)
        gone = tuple(sorted(i for i in ("aisland1", "aforest1") if d.object(i).zone == "graveyard"))
        got.add((gone, tuple(heartwoods(d))))
    two = ((True, ("green", "red")), (True, ("green", "red")))
    assert got == {((), ()), (("aisland1",), two), (("aforest1",), two)}


def test_tethermage_taps_two_untapped_artifacts_for_two_counters_118_3_602_2b(engine):
    """CR 118.3, 602.2b: alice has two untapped Test Relics and a tapped one: paying taps the two untapped ones; as
    the ability resolves two +1/+1 counters go on the Tethermage (CR 122.1): 1/1 -> 3/3."""
    ab = ability(TETHER, 1)
    s = st([bf("tt", TETHER), bf("r1", "Test Relic"), bf("r2", "Test Relic"), bf("r3", "Test Relic", tapped=True)],
           [TETHER], extra=[RELIC])
    s = only(engine.apply(s, activate("tt", ab)))
    objs = {o["id"]: o for o in s.doc["objects"]}
    assert [objs[i].get("tapped", False) for i in ("r1", "r2", "r3", "tt")] == [True, True, True, False]
    (out,) = resolve_all(engine, s)
    assert pt(engine.derive(out), "tt") == (3, 3)


def test_tethermage_cant_pay_with_one_untapped_artifact_602_2b_601_2h(engine):
    """CR 602.2b, 601.2h: one untapped artifact of hers (the other is tapped, bob's isn't hers): the cost can't be
    paid in full, so the ability can't be activated."""
    ab = ability(TETHER, 1)
    s = st([bf("tt", TETHER), bf("r1", "Test Relic"), bf("r2", "Test Relic", tapped=True),
            bf("r9", "Test Relic", owner="bob")], [TETHER], extra=[RELIC])
    w = engine.why_not(s, activate("tt", ab))
    assert not w.legal and ("cannot_pay(tap_untapped_artifacts(2))", "118.3") in w.failures


# --- Hungering Puppetbeast

def test_puppetbeast_sacrifices_another_artifact_then_chosen_keyword_608_2d(engine):
    """CR 118.3, 701.21a: {1} (her Forest) and the Test Relic sacrificed (to the graveyard) pay the cost. As it
    resolves a +1/+1 counter goes on the Puppetbeast (5/5 -> 6/6) and alice chooses trample, hexproof or haste
    (CR 608.2d): three resulting states, each with the one keyword chosen (CR 613.1f)."""
    ab = ability(PUPPET, 1)
    s = st([bf("pb", PUPPET), bf("relic", "Test Relic"), *lands("alice", forests=1)], [PUPPET], extra=[RELIC])
    s = only(engine.apply(s, activate("pb", ab)))
    assert {o["id"]: o for o in s.doc["objects"]}["relic"]["zone"] == "graveyard"
    got = set()
    for out in resolve_all(engine, s):
        d = engine.derive(out)
        kws = tuple(sorted(a for a in d.object("pb").characteristics.get("abilities", []) if isinstance(a, str)))
        got.add((pt(d, "pb"), kws))
    assert got == {((6, 6), ("trample",)), ((6, 6), ("hexproof",)), ((6, 6), ("haste",))}


def test_puppetbeast_cant_sacrifice_itself_118_3(engine):
    """"Another artifact": the Puppetbeast is an artifact but can't pay for its own ability; with no other artifact
    the cost can't be paid (CR 602.2b, 601.2h)."""
    ab = ability(PUPPET, 1)
    s = st([bf("pb", PUPPET), *lands("alice", forests=1)], [PUPPET])
    w = engine.why_not(s, activate("pb", ab))
    assert not w.legal and ("cannot_pay(sacrifice_another_artifact)", "118.3") in w.failures
