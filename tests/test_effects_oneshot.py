"""One-shot effects, triggered abilities made of them and statics that census copy cards carry besides their copy line
(issue 22, branch effects; rules_asp/kernel/effects_*.lp). Real cards from the bundled library, read from their Oracle
text. Each expected value was worked out from the CR rule named in the test (and the card's rulings) before the engine
was run.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import basics, make_state, only


def st(objects: list[dict[str, Any]], **top: Any):
    return make_state(objects, **top)


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def pass2(engine, s) -> list:
    """Both players pass: the top of the stack resolves (CR 117.4, 608); every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def stack_abilities(s, source: str, trigger: Any = None) -> list[dict[str, Any]]:
    """The abilities of ``source`` on the stack (bottom first); with ``trigger``, the triggered ones of that event."""
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i] for i in s.doc["stack"] if "ability" in objs[i] and objs[i]["ability"]["source"] == source
            and (trigger is None or objs[i]["ability"]["text"].get("trigger") == trigger)]


def resolve_to(engine, s, source: str, trigger: Any = "enters") -> list:
    """Resolve the top of the stack until a ``trigger`` ability of ``source`` is on it; the states then (one per
    choice)."""
    states = [s]
    for _ in range(6):
        if all(stack_abilities(x, source, trigger) for x in states):
            return states
        states = [y for x in states for y in pass2(engine, x)]
    raise AssertionError("no ability of " + source)


# ----------------------------------------------------------------------------------------------------------
# "up to one target ..." (CR 115.1d, 601.2c, 603.3d)

def test_hatut_reads_up_to_one_target_artifact_or_enchantment_115_1d():
    assert library()["Hatut Zeraze Strike Force"]["abilities"][1] == {
        "trigger": "enters", "target": {"up_to_one": "artifact_or_enchantment"}, "effect": {"destroy": "target"}}


def test_115_1d_603_3d_hatut_destroys_up_to_one_target_artifact_or_enchantment(engine):
    """CR 603.3d, 115.1d, 701.8a (Hatut Zeraze Strike Force): Alice's Hatut enters; its ability's target is up to one
    artifact or enchantment: Bob's Glorious Anthem, Bob's Mirari or none (not Bob's Grizzly-like creature, not the
    lands): three states. With the Anthem chosen the ability destroys it (Bob's graveyard), the Mirari stays."""
    s = st([hand("hz", "Hatut Zeraze Strike Force"), *basics("alice", "Plains", 4),
            bf("anthem", "Glorious Anthem", "bob"), bf("mirari", "Mirari", "bob"), bf("bear", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "hz"}))
    states = resolve_to(engine, s, "hz")
    targets = sorted(str(stack_abilities(x, "hz")[-1].get("targets")) for x in states)
    assert targets == ["None", "['anthem']", "['mirari']"]
    (with_anthem,) = [x for x in states if stack_abilities(x, "hz")[-1].get("targets") == ["anthem"]]
    (out,) = pass2(engine, with_anthem)
    assert obj(out, "anthem")["zone"] == "graveyard"
    assert obj(out, "mirari")["zone"] == "battlefield"


def test_115_1d_hatut_with_no_artifact_or_enchantment_still_triggers(engine):
    """CR 115.1d, 603.3d: with no artifact or enchantment on the battlefield the ability still goes on the stack (it may
    have no target: it isn't removed), one state; it resolves doing nothing and Bob's Grizzly Bears stays."""
    s = st([hand("hz", "Hatut Zeraze Strike Force"), *basics("alice", "Plains", 4), bf("bear", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "hz"}))
    (s,) = resolve_to(engine, s, "hz")
    assert stack_abilities(s, "hz")[-1].get("targets") is None
    (out,) = pass2(engine, s)
    assert obj(out, "bear")["zone"] == "battlefield" and out.doc["stack"] == []
