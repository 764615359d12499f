"""Grammar gaps closed in session 7: "Destroy target artifact." and "~ becomes prepared" on a sorcery face.

Shatter's text is "Destroy target artifact." ({1}{R} instant; the Eighth Edition card as listed at
https://mtgabyss.com/card/818401a7-593d-4f04-a782-9fa486b8c2f6). Expected values
come from CR 115.1 (a target is a described object), 601.2c (the target must fit the description), 701.8a
(destroy: the permanent goes to its owner's graveyard) and 722.3a (only a permanent with a prepare spell can
become prepared).
"""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import cast, in_hand, make_state, on_bf, resolve

SHATTER = {"name": "Shatter", "mana_cost": "{1}{R}", "types": ["instant"],
           "abilities": parse_text("Destroy target artifact.", "Shatter", ["instant"])}
# a TEST sorcery that names itself: "~ becomes prepared" (CR 201.4b: its name means the spell itself)
SELF_PREP = {"name": "TEST Self-Preparing Sorcery", "mana_cost": "{R}", "types": ["sorcery"],
             "abilities": parse_text("TEST Self-Preparing Sorcery becomes prepared.", "TEST Self-Preparing Sorcery",
                                     ["sorcery"])}


def test_115_1_target_artifact_parses_as_the_artifact_target():
    """CR 115.1: "target artifact" is a target described as an artifact; the effect is on that target."""
    assert SHATTER["abilities"] == [{"spell": {"target": "artifact", "effect": {"destroy": "target"}}}]
    assert parse_text("When this creature enters, destroy target artifact.", "X", ["creature"]) == \
        [{"trigger": "enters", "target": "artifact", "effect": {"destroy": "target"}}]
    # the longer description is still one target kind, not "artifact" followed by words left over
    assert parse_text("Destroy target artifact or creature.", "X", ["sorcery"]) == \
        [{"spell": {"target": "artifact_or_creature", "effect": {"destroy": "target"}}}]


def _shatter_state():
    return make_state([in_hand("shatter", "Shatter"), on_bf("m1", "Mountain", "alice"), on_bf("m2", "Mountain", "alice"),
                       on_bf("staff", "Chimeric Staff", "bob"), on_bf("jug", "Juggernaut", "bob"),
                       on_bf("bear", "Runeclaw Bear", "bob")],
                      cards=[SHATTER])


def test_601_2c_shatter_targets_artifacts_only(engine):
    """CR 601.2c, 115.1: Shatter's legal targets are the artifacts on the battlefield, creature or not (Chimeric
    Staff, Juggernaut), not Runeclaw Bear (a creature that isn't an artifact), nor a player."""
    s = _shatter_state()
    (a,) = [a for a in engine.legal_actions(s, "alice") if a.action["action"] == "cast"
            and a.action["object"] == "shatter"]
    assert [sorted(slot) for slot in a.targets] == [["jug", "staff"]]


def test_701_8a_shatter_destroys_the_target_artifact(engine):
    """CR 701.8a, 608.2b: Shatter resolves and destroys Juggernaut: it goes to Bob's graveyard; the Staff stays."""
    s = cast(engine, _shatter_state(), "shatter", targets=["jug"], only_one=False)
    (out,) = resolve(engine, s)
    zones = {o["id"]: o["zone"] for o in out.state.doc["objects"]}
    assert (zones["jug"], zones["staff"], zones["shatter"]) == ("graveyard", "battlefield", "graveyard")


def test_722_3a_a_sorcery_that_becomes_prepared_does_nothing(engine):
    """CR 722.3a: only a permanent with a prepare spell can become prepared. "~ becomes prepared" on a sorcery
    face parses (the spell is the source, CR 201.4b), and as it resolves the spell is not a permanent: no
    designation, and the event says why; the sorcery goes to the graveyard (608.2n)."""
    assert SELF_PREP["abilities"] == [{"spell": {"effect": {"become_prepared": "self"}}}]
    s = make_state([in_hand("sp", SELF_PREP["name"]), on_bf("m1", "Mountain", "alice")], cards=[SELF_PREP])
    (out,) = resolve(engine, cast(engine, s, "sp"))
    assert ("no_effect(become_prepared(sp),not_a_permanent)", "722.3a") in \
        [(e.replace(" ", ""), r) for e, r in out.events]
    sp = next(o for o in out.state.doc["objects"] if o["id"] == "sp")
    assert sp["zone"] == "graveyard" and "prepared" not in str(sp.get("designations", ""))
