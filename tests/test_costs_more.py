"""More activation costs and restrictions (branch costs; CR 113.6m, 118.3, 602.2, 602.5b): real census cards by name
from the bundled library (their Oracle text read by the grammar), in tiny states; rules_asp/kernel/costs_more.lp.
Each expected value is worked out from the CR text named in the test's docstring before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import lands, make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def spell(oid: str, card: str, owner: str, targets: list[str]) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "stack", "owner": owner, "controller": owner, "targets": targets,
            "cast_with": "mana"}


def objects(s) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in s.doc["objects"]}


def activations(engine, s, oid: str) -> list:
    return [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == oid]


def activated_of(name: str) -> dict[str, Any]:
    (ab,) = [a for a in library()[name]["abilities"] if isinstance(a, dict) and "activated" in a]
    return ab


def act(oid: str, name: str, targets: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"action": "activate", "object": oid, "ability": {"activated": activated_of(name)["activated"]}}
    if targets:
        out["targets"] = targets
    return out


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


def pass_pass(engine, s) -> list:
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


# --- Geistblast: "{2}{U}, Exile this card from your graveyard: Copy target instant or sorcery spell you control. You
# may choose new targets for the copy."

GB = "Geistblast"


def test_geistblast_reads_its_graveyard_cost_118_3():
    assert activated_of(GB) == {
        "activated": {"cost": "{2}{U}", "tap": False, "effect": {"copy_spell": "target", "new_targets": True},
                      "target": {"spell_you_control": ["instant", "sorcery"]}},
        "also": "exile_this_card_from_graveyard"}


def _gb_state(where: str = "graveyard", owner: str = "alice", islands: int = 3, bolt_owner: str = "alice"):
    return make_state([spell("bolt", "Lightning Bolt", bolt_owner, ["bob" if bolt_owner == "alice" else "alice"]),
                       zone("gb", GB, where, owner), *lands("alice", islands=islands)], stack=["bolt"],
                      priority="alice")


def test_geistblast_activated_from_the_graveyard_exiles_it_113_6m_602_2(engine):
    """CR 113.6m: the cost moves the card out of the graveyard, so the ability works there; CR 602.2: its owner
    alice (it has no controller there) activates it targeting her own Bolt; CR 118.3: paying exiles Geistblast and
    taps the three Islands for {2}{U}; the ability is on the stack above the Bolt, alice's."""
    (a,) = activations(engine, _gb_state(), "gb")
    assert a.targets == [["bolt"]]
    s = only(engine.apply(_gb_state(), act("gb", GB, ["bolt"])))
    objs = objects(s)
    assert objs["gb"]["zone"] == "exile"
    assert all(objs[f"aisland{i}"].get("tapped") for i in (1, 2, 3))
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice" and s.doc["stack"][-1] == ab["id"]


def test_geistblast_copy_of_bolt_707_10_707_10c_113_7a(engine):
    """CR 113.7a: the ability resolves although its source is in exile; CR 707.10: a copy of Bolt goes on the stack
    under alice's control; CR 707.10c: its target (bob) may be kept or changed to the only other legal target, alice
    (no creature, planeswalker or battle is on the battlefield): two resulting states."""
    s = only(engine.apply(_gb_state(), act("gb", GB, ["bolt"])))
    outs = pass_pass(engine, s)
    copies = sorted(tuple(o.get("targets", [])) for out in outs for o in out.doc["objects"]
                    if ".spell_copy" in o["id"] and o.get("zone") == "stack" and o.get("controller") == "alice")
    assert copies == [("alice",), ("bob",)]


def test_geistblast_not_from_hand_or_battlefield_113_6m(engine):
    """CR 113.6m: in alice's hand the ability doesn't work: it can't be activated."""
    s = _gb_state(where="hand")
    assert activations(engine, s, "gb") == []
    assert not engine.why_not(s, act("gb", GB, ["bolt"])).legal


def test_geistblast_in_an_opponents_graveyard_602_2(engine):
    """CR 602.2: only the card's owner (bob) may activate it; alice can't."""
    s = _gb_state(owner="bob")
    assert activations(engine, s, "gb") == []
    assert not engine.why_not(s, act("gb", GB, ["bolt"])).legal


def test_geistblast_needs_its_mana_and_a_spell_you_control_118_3_115_1(engine):
    """CR 118.3, 602.2b: with two Islands {2}{U} can't be paid; CR 115.1: with only bob's Bolt on the stack there is
    no instant or sorcery spell alice controls to target."""
    assert activations(engine, _gb_state(islands=2), "gb") == []
    assert activations(engine, _gb_state(bolt_owner="bob"), "gb") == []
