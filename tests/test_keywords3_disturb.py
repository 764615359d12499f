"""Disturb and its back face's exile replacement (CR 702.146a-b, 712.11a, 712.11d, 712.8c, 614.1a, 614.6; branch
keywords3, issue 22; rules_asp/kernel/keywords3_disturb.lp). Each expected value was worked out from the CR text before
the engine was run. Real card from the bundled library: Mirrorhall Mimic ({3}{U} 0/0 Spirit, a clone; "Disturb
{3}{U}{U}") // Ghastly Mimicry (Aura, "Enchant creature", an upkeep token copy of the enchanted creature, and "If
Ghastly Mimicry would be put into a graveyard from anywhere, exile it instead.").
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice


def _state(zone="graveyard", islands=5):
    return make_state([{"id": "mm", "card": "Mirrorhall Mimic", "zone": zone, "owner": "alice"},
                       {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}]
                      + basics("alice", "Island", islands))


CAST = {"action": "cast", "object": "mm", "cost": "disturb", "targets": ["rb"]}


def test_702_146a_mirrorhall_mimic_reads_whole():
    c = library()["Mirrorhall Mimic"]
    assert {"k3_disturb": "{3}{U}{U}"} in c["abilities"]
    assert "shared_self_exiled_instead_of_graveyard" in c["back"]["abilities"]
    assert not [a for a in c["abilities"] + c["back"]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def test_702_146a_712_11a_cast_transformed_from_the_graveyard(engine):
    """Alice casts Mirrorhall Mimic from her graveyard for its disturb cost {3}{U}{U} (five Islands; 702.146a, 118.9):
    the spell is Ghastly Mimicry, an Aura with its back face up (712.11a, 712.8c), targeting Runeclaw Bear (enchant
    creature, 303.4a). It resolves and enters transformed (702.146b), attached to the Bear."""
    s = only(engine.apply(_state(), CAST))
    o = obj(s, "mm")
    assert (o["zone"], o.get("transformed"), o.get("targets")) == ("stack", True, ["rb"])
    c = engine.derive(s).object("mm").characteristics
    assert (c["name"], c["types"], c["subtypes"]) == ("Ghastly Mimicry", ["enchantment"], ["Aura"])
    s = pass_twice(engine, s)
    o = obj(s, "mm")
    assert (o["zone"], o.get("transformed"), o.get("attached_to")) == ("battlefield", True, "rb")


def test_702_146a_disturb_needs_the_graveyard_and_its_cost(engine):
    """From the hand the disturb cast fails (702.146a: from the graveyard); from the graveyard with four Islands the
    cost {3}{U}{U} can't be paid (601.2h)."""
    w = engine.why_not(_state(zone="hand"), CAST)
    assert not w.legal and ("not_in_graveyard", "702.146a") in {(f[0], f[1]) for f in w.failures}
    w = engine.why_not(_state(islands=4), CAST)
    assert not w.legal and "601.2h" in {f[1] for f in w.failures}


def test_712_11c_a_disturb_cast_needs_a_creature_to_enchant(engine):
    """Judged as its back face (712.11c): an Aura spell with enchant creature and no creature to target can't be cast
    (601.2c), although the front face, a creature spell, has no target."""
    s = make_state([{"id": "mm", "card": "Mirrorhall Mimic", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Island", 5))
    w = engine.why_not(s, {"action": "cast", "object": "mm", "cost": "disturb"})
    assert not w.legal and "601.2c" in {f[1] for f in w.failures}


def test_614_1a_ghastly_mimicry_is_exiled_instead_of_going_to_the_graveyard(engine):
    """Ghastly Mimicry enchants Runeclaw Bear; the Bear is put into the graveyard, so the Aura is put into its owner's
    graveyard as a state-based action (704.5m), but its replacement exiles it instead (614.1a, 614.6)."""
    s = make_state([{"id": "mm", "card": "Mirrorhall Mimic", "zone": "battlefield", "owner": "alice",
                     "transformed": True, "attached_to": "rb"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}])
    outs = engine.apply(s, {"event": "move", "object": "rb", "to": "graveyard"})
    s = outs[0].state
    for _ in range(3):
        if obj(s, "mm")["zone"] != "battlefield":
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert (obj(s, "rb")["zone"], obj(s, "mm")["zone"]) == ("graveyard", "exile")


def test_712_8a_mirrorhall_mimic_itself_goes_to_the_graveyard(engine):
    """The front face hasn't the replacement (712.8a, 712.8d): Mirrorhall Mimic on the battlefield as a creature (0/0:
    put into the graveyard, 704.5f) goes to the graveyard, from where it can be cast with disturb."""
    s = make_state([{"id": "mm", "card": "Mirrorhall Mimic", "zone": "battlefield", "owner": "alice"}])
    outs = engine.apply(s, {"event": "move", "object": "mm", "to": "graveyard"})
    assert obj(outs[0].state, "mm")["zone"] == "graveyard"


def test_601_2c_the_legal_disturb_cast_names_its_aura_target(engine):
    """Listed as a legal action, the disturb cast takes the back face's target (712.11c, 303.4a): a creature to enchant
    (Runeclaw Bear, Alice's only creature, is a legal choice); with no creature on the battlefield it isn't listed."""
    acts = [a for a in engine.legal_actions(_state()) if a.action.get("object") == "mm"]
    assert [a.action.get("cost") for a in acts] == ["disturb"]
    assert engine.why_not(_state(), CAST).legal
    s = make_state([{"id": "mm", "card": "Mirrorhall Mimic", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Island", 5))
    assert not [a for a in engine.legal_actions(s) if a.action.get("object") == "mm"]
