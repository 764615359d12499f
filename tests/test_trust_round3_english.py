"""Issue 27 (trust, round 3), the items of branch english: real cards by name from the bundled library in tiny
states; each expected value is worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def pass_pass(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


# --- CR 603.2c: an ability triggers once for each time its event happens ---------------------------------------------


def test_landfall_triggers_once_for_each_land_entering_at_once_603_2c(engine):
    """Relm's Sketching copies Alice's Forest under Anointed Procession: the effect creates two Forest tokens at once
    (CR 614.1a, 111.1, 707.2). Scute Swarm's "whenever a land you control enters" happens once for each land (CR
    603.2c, 603.6a), so two of its abilities wait and both go on the stack before Alice receives priority (CR 603.3,
    117.5); Relm's Sketching went to the graveyard, so the stack holds exactly those two."""
    s = make_state([zone("rs", "Relm's Sketching", "hand"), *lands("alice", islands=4),
                    bf("forest", "Forest"), bf("ap", "Anointed Procession"), bf("swarm", "Scute Swarm")])
    cast = engine.apply(s, {"action": "cast", "object": "rs", "targets": ["forest"],
                            "payment": ["aisland1", "aisland2", "aisland3", "aisland4"]})
    once = only(engine.apply(only(cast), {"action": "pass"}))
    outs = engine.apply(once, {"action": "pass"})
    # Alice orders her two triggers (CR 603.3b): one resulting state per order, each with both on the stack
    assert len(outs) == 2
    for o in outs:
        forests = [x for x in o.state.doc["objects"] if x.get("token") and x.get("zone") == "battlefield"]
        assert len(forests) == 2
        abilities = stack_abilities(o.state)
        assert len(abilities) == 2 and {a["ability"]["source"] for a in abilities} == {"swarm"}
        assert [r["rule"] for r in o.event_records() if r["event"] == "triggered"] == ["603.2", "603.2c"]


def test_landfall_triggers_once_for_one_land_603_2(engine):
    """Without Anointed Procession one Forest token enters: one trigger (CR 603.2)."""
    s = make_state([zone("rs", "Relm's Sketching", "hand"), *lands("alice", islands=4),
                    bf("forest", "Forest"), bf("swarm", "Scute Swarm")])
    cast = engine.apply(s, {"action": "cast", "object": "rs", "targets": ["forest"],
                            "payment": ["aisland1", "aisland2", "aisland3", "aisland4"]})
    after = pass_pass(engine, only(cast))
    assert len(stack_abilities(after)) == 1


# --- Game: a declined "may" is a choice (CR 608.2d, 707.5) ------------------------------------------------------------


def test_game_prompts_offer_declining_a_clone_copy_707_5(engine):
    """CR 707.5: "You may have Clone enter as a copy of any creature on the battlefield": as Clone resolves Alice
    chooses the Wall or nothing. Game.prompts of the pass that resolves it offers the copy with both options, None
    (declined) and the Wall, and the two moves read differently."""
    from pyglue import Game, load_state

    from .conftest import EXAMPLES

    g = Game(load_state(EXAMPLES / "states" / "cr707_5_wall_of_omens.yaml"), engine)
    g.push({"action": "cast", "object": "clone"})
    g.push({"action": "pass"})
    (prompt,) = g.prompts({"action": "pass"})
    assert (prompt.choice, prompt.object, prompt.options) == ("copy", "clone", [None, "wall"])
    assert len({g.describe(m) for m in g.legal_moves}) == len(g.legal_moves) == 2


def test_game_prompts_offer_declining_a_may_trigger_608_2d(engine):
    """Renegade Doppelganger: "Whenever another creature you control enters, you may have this creature become a
    copy of that creature until end of turn." Grizzly Bears resolves and enters (CR 608.3a), the trigger goes on the
    stack (CR 603.3); as it resolves Alice may decline (CR 608.2d): two moves, told apart by the declined "may", and
    the pass's prompt is that choice (declined: False or True)."""
    from pyglue import Game

    s = make_state([zone("bears", "Grizzly Bears", "hand"), *lands("alice", forests=2),
                    bf("dopp", "Renegade Doppelganger")])
    g = Game(s, engine)
    g.push({"action": "cast", "object": "bears"})
    g.push({"action": "pass"})
    g.push({"action": "pass"})   # Grizzly Bears resolves; the Doppelganger's trigger waits, then goes on the stack
    assert [o for o in g.state.doc["objects"] if o.get("ability")], "the trigger is on the stack"
    g.push({"action": "pass"})
    prompts = g.prompts({"action": "pass"})
    assert [(p.choice, p.options) for p in prompts] == [("declined", [False, True])]
    texts = [g.describe(m) for m in g.legal_moves]
    assert len(texts) == 2 and len(set(texts)) == 2
    assert any("was declined" in t for t in texts)


# --- derive --as: hidden cards get opaque ids (CR 401.2, 402.3) -------------------------------------------------------


def test_derive_as_a_player_gives_hidden_cards_opaque_ids_401_2_402_3(tmp_path, engine):
    """CR 402.3: a player may not look at an opponent's hand; CR 401.2: nobody may look at a library, though the
    order of its cards is kept. Ids are the user's and may name the card (``saw`` for Bob's Swords to Plowshares):
    derive --as alice shows Bob's hand card and every library card under an id that says only whose and where
    (``hidden:bob:hand:1``, a library counted from the top), in the table and in --json; Alice's own hand keeps its
    ids, and derive without --as shows every id."""
    import json

    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main

    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}],
           "objects": [{"id": "mybolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                       {"id": "saw", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                       {"id": "bottom_forest", "card": "Forest", "zone": "library", "owner": "bob",
                        "library_position": 2},
                       {"id": "top_bolt", "card": "Lightning Bolt", "zone": "library", "owner": "bob",
                        "library_position": 1},
                       {"id": "alib", "card": "Island", "zone": "library", "owner": "alice"}]}
    path = tmp_path / "hidden.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    r = CliRunner().invoke(main, ["derive", str(path), "--as", "alice", "--json"])
    assert r.exit_code == 0, r.output
    ids = {o["id"]: o for o in json.loads(r.output)["objects"]}
    assert set(ids) == {"mybolt", "hidden:bob:hand:1", "hidden:bob:library:1", "hidden:bob:library:2",
                        "hidden:alice:library:1"}
    assert all(ids[i]["hidden"] for i in ids if i.startswith("hidden:"))
    for secret in ("saw", "top_bolt", "bottom_forest", "alib"):
        assert secret not in r.output
    text = CliRunner().invoke(main, ["derive", str(path), "--as", "alice"]).output
    assert "hidden:bob:hand:1" in text and "mybolt" in text
    assert not any(secret in text for secret in ("saw", "top_bolt", "bottom_forest", "alib"))
    # (the API tells the caller, who holds the whole state, which is which: the top card is library 1)
    from pyglue import load_state

    d = engine.derive(load_state(path), viewer="alice")
    assert d.aliases == {"saw": "hidden:bob:hand:1", "top_bolt": "hidden:bob:library:1",
                         "bottom_forest": "hidden:bob:library:2", "alib": "hidden:alice:library:1"}
    # (without --as, nothing is hidden: the ids are the user's)
    assert {o["id"] for o in json.loads(CliRunner().invoke(main, ["derive", str(path), "--json"]).output)["objects"]} \
        == {"mybolt", "saw", "bottom_forest", "top_bolt", "alib"}


# --- CR 506.4c, 802.2a: blocking a creature whose planeswalker left, with three players -------------------------------


def _walker_gone(engine):
    """Alice, Bob and Carol (all of Alice's opponents defend, CR 802.2). Alice's Grizzly Bears attacks Bob's Jace
    Beleren (CR 508.1b); with priority in the declare attackers step she Bolts Jace, whose loyalty falls to 0 and who
    is put into the graveyard (CR 120.3c, 704.5i): the Bears attack nothing now but may be blocked (CR 506.4c). Then
    every player passes into the declare blockers step."""
    three = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]
    s = make_state([bf("bear", "Grizzly Bears"), bf("m1", "Mountain"), zone("bolt", "Lightning Bolt", "hand"),
                    bf("jace", "Jace Beleren", "bob", counters={"loyalty": 3}),
                    bf("bobbear", "Grizzly Bears", "bob"), bf("carolbear", "Grizzly Bears", "carol")],
                   players=three, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "bear", "planeswalker": "jace"}]}))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["jace"], "payment": ["m1"]}))
    for _ in range(3):  # Alice, Bob, Carol pass: the Bolt resolves, Jace goes to the graveyard (CR 704.5i)
        s = only(engine.apply(s, {"action": "pass"}))
    assert next(o for o in s.doc["objects"] if o["id"] == "jace")["zone"] == "graveyard"
    for _ in range(3):  # and again: the declare attackers step ends (CR 500.2)
        s = only(engine.apply(s, {"action": "pass"}))
    assert (s.doc["step"], s.doc["priority"]) == ("declare_blockers", None)
    return s


def test_only_the_planeswalkers_controller_may_block_once_it_is_gone_506_4c_802_2a(engine):
    """CR 509.1a: a defending player blocks creatures attacking them, a planeswalker they control or a battle they
    protect; CR 802.2a: the defending player of a creature whose planeswalker was removed from combat is that
    planeswalker's controller. So Bob may block the Bears (CR 506.4c) and Carol may not."""
    s = _walker_gone(engine)
    # (the state records whose planeswalker it was, and loads again: state field defending_player)
    bear = next(o for o in s.doc["objects"] if o["id"] == "bear")
    assert bear["attacking"] == "jace" and bear["defending_player"] == "bob"
    from pyglue import state_from_document

    assert state_from_document(s.to_document()).doc is not None
    may = {c["object"]: c["may_block"] for a in engine.legal_actions(s) if a.action["action"] == "declare_blockers"
           for c in (a.choices or {}).get("blockers", [])}
    assert may.get("bobbear") == ["bear"]
    assert may.get("carolbear", []) == []
    w = engine.why_not(s, {"action": "declare_blockers", "player": "carol",
                           "blockers": [{"object": "carolbear", "blocks": "bear"}]})
    assert not w.legal and ("not_attacking_you(bear)", "509.1a") in w.failures
