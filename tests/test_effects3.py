"""Non-copy effects, statics and triggers that census copy cards carry besides their copy line (issue 22, branch
effects3; rules_asp/kernel/effects3_*.lp). Real cards from the bundled library, read from their Oracle text. Each
expected value was worked out from the CR rule named in the test (and the card's rulings) before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_effects_oneshot import bf, hand, obj, pass2


# ----------------------------------------------------------------------------------------------------------
# Shifting Woodland: "This land enters tapped unless you control a Forest." (CR 614.1c, 614.12)

def test_shifting_woodland_reads_enters_tapped_unless_you_control_a_forest():
    assert library()["Shifting Woodland"]["abilities"][0] == {"enters_tapped_unless_control": "Forest"}


def play_woodland(engine, *others) -> dict:
    s = make_state([hand("sw", "Shifting Woodland"), *others])
    return obj(only(engine.apply(s, {"action": "play", "object": "sw"})), "sw")


def test_614_1c_shifting_woodland_enters_untapped_with_a_forest(engine):
    """CR 614.1c, 614.12: Alice controls a Forest as the land would enter: the replacement doesn't apply; it enters
    untapped."""
    got = play_woodland(engine, *basics("alice", "Forest", 1))
    assert got["zone"] == "battlefield" and not got.get("tapped")


def test_614_1c_shifting_woodland_enters_tapped_without_a_forest(engine):
    """CR 614.1c: Alice controls only an Island: the land enters tapped."""
    got = play_woodland(engine, *basics("alice", "Island", 1))
    assert got["zone"] == "battlefield" and got.get("tapped") is True


def test_614_12_shifting_woodland_reads_its_controllers_forests_only(engine):
    """CR 614.12, 109.5: "you control": Bob's Forest doesn't count for Alice's land, which enters tapped."""
    got = play_woodland(engine, *basics("bob", "Forest", 1))
    assert got.get("tapped") is True


# ----------------------------------------------------------------------------------------------------------
# Genestealer Patriarch: "Genestealer's Kiss — Whenever this creature attacks, put an infection counter on target
# creature defending player controls." (CR 207.2c, 508.1m, 603.3d, 115.1, 506.2, 122.1, 122.6)

def test_genestealer_patriarch_reads_its_attack_trigger():
    assert library()["Genestealer Patriarch"]["abilities"][0] == {
        "trigger": "attacks", "target": "creature_defending_player_controls",
        "effect": {"put_counters": {"infection": 1}, "to": "target"}}


def patriarch_attacks(engine, *others) -> list:
    s = make_state([bf("gp", "Genestealer Patriarch"), *others], phase="combat", step="declare_attackers",
                   priority=None)
    return [o.state for o in engine.apply(s, {"action": "declare_attackers", "attackers": ["gp"]})]


def targets(s) -> list:
    return [o.get("targets") for o in s.doc["objects"] if "ability" in o and o["ability"]["source"] == "gp"]


def test_115_1_506_2_patriarch_targets_only_a_creature_of_the_player_it_attacks(engine):
    """CR 508.1m, 603.3d: the ability triggers as the Patriarch is declared as an attacker and its target is chosen as it
    is put on the stack; CR 506.2, 115.1: only a creature Bob (the defending player) controls may be chosen: his two
    Grizzly Bears (one resulting state each), never Alice's own Bears nor the Patriarch."""
    outs = patriarch_attacks(engine, bf("ab", "Grizzly Bears"), bf("b1", "Grizzly Bears", "bob"),
                             bf("b2", "Grizzly Bears", "bob"))
    assert sorted(t for s in outs for t in targets(s)) == [["b1"], ["b2"]]


def test_122_6_patriarch_puts_an_infection_counter_on_the_target(engine):
    """CR 122.6, 608.2: resolved, the ability puts one infection counter on Bob's Bears (a counter of a kind with no rules
    meaning of its own, CR 122.1); Alice's Bears get none."""
    (s,) = patriarch_attacks(engine, bf("ab", "Grizzly Bears"), bf("b1", "Grizzly Bears", "bob"))
    (s,) = pass2(engine, s)
    assert obj(s, "b1").get("counters") == {"infection": 1}
    assert not obj(s, "ab").get("counters")


def test_603_3d_patriarch_without_a_defending_creature_is_removed(engine):
    """CR 603.3d: Bob controls no creature: the ability has no legal target (Alice's Bears aren't one) and is removed
    from the stack; nothing is put on it."""
    (s,) = patriarch_attacks(engine, bf("ab", "Grizzly Bears"))
    assert targets(s) == [] and not s.doc["stack"]
