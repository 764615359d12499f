"""Bugs a new user and reviewers found in session 8 (issue 22's card oracle), fixed in session 9 (branch gaps10).

Each expected value comes from the September 25, 2026 CR and the cards' Oracle text (the bundled library's):
Hallway Heckler "{T}, Discard a card: Draw a card."; Chandra's Regulator "{1}, {T}, Discard a Mountain card or a red
card: Draw a card."
"""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state
from .test_spellcopy3 import spell
from .test_spellcopy_cast import abilities_on_stack, obj


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def test_an_activation_names_the_card_it_discards_602_2b_118_3_701_9a(engine):
    """Alice controls Hallway Heckler, Chandra's Regulator and an untapped Forest; her hand is an Island and a
    Mountain. CR 602.2b, 601.2h, 118.3: an activation's cost is paid with a card of her hand: legal offers each card
    that can pay it (the Heckler: both; the Regulator, "a Mountain card or a red card": the Mountain only). CR 701.9a:
    apply with discard: [the Mountain] gives one resulting state, the Mountain in her graveyard and the Island still
    in hand. A card that isn't in her hand (the Forest), or not of the kind the cost asks (the Island for the
    Regulator), is refused under CR 118.3; two cards for a cost of one card are refused under 602.2b."""
    s = make_state([bf("hh", "Hallway Heckler"), bf("cr", "Chandra's Regulator"), bf("f", "Forest"),
                    hand("isl", "Island"), hand("mtn", "Mountain"),
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}])
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    offered = {a.action["object"]: a.choices for a in acts}
    assert offered == {"hh": {"discard": ["isl", "mtn"]}, "cr": {"discard": ["mtn"]}}
    heckler, regulator = (next(a.action for a in acts if a.action["object"] == o) for o in ("hh", "cr"))
    (out,) = engine.apply(s, dict(heckler, discard=["mtn"]))
    zones = {o["id"]: o["zone"] for o in out.state.doc["objects"]}
    assert (zones["mtn"], zones["isl"]) == ("graveyard", "hand")
    # (review10) the {T} is paid too (601.2h), and the draw waits for the ability to resolve (602.2a, 608.2): the
    # Heckler is tapped, its ability is on the stack and the Plains is still in her library
    assert obj(out.state, "hh").get("tapped") and len(abilities_on_stack(out.state, "hh")) == 1
    assert zones["top"] == "library"
    w = engine.why_not(s, dict(heckler, discard=["f"]))
    assert ("cannot_discard_for_cost(f)", "118.3") in w.failures
    w = engine.why_not(s, dict(heckler, discard=["isl", "mtn"]))
    assert ("discards_one(2)", "602.2b") in w.failures
    w = engine.why_not(s, dict(regulator, discard=["isl"]))
    assert ("cannot_discard_for_cost(isl)", "118.3") in w.failures


def test_each_target_of_zethis_trigger_is_a_choice_601_2c_603_3d(engine):
    """Zethi, Arcane Blademaster, kicked twice, resolves (CR 702.33d) with three Lightning Bolts in Alice's graveyard:
    its enters trigger goes on the stack with up to two target instant cards (CR 603.3d, 601.2c, 115.1d). In the
    resulting state where it targets two Bolts, apply's choices report both: the first as target(1), the second as
    target(2), each on the trigger."""
    gy = [{"id": f"b{i}", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"} for i in (1, 2, 3)]
    s = make_state([{**spell("z", "Zethi, Arcane Blademaster"), "kicked": True, "kicked_times": 2}, *gy], stack=["z"])
    outs = engine.apply(s, {"event": "resolve"})
    # (review10) "up to X target": one instance of "target", so no Bolt twice and the order doesn't matter (601.2c);
    # zero targets is a choice too (the trigger is still put on the stack): one resulting state per set of at most two
    assert sorted(tuple(obj(o.state, a).get("targets") or ()) for o in outs for a in abilities_on_stack(o.state, "z")) \
        == [(), ("b1",), ("b1", "b2"), ("b1", "b3"), ("b2",), ("b2", "b3"), ("b3",)]
    (out,) = [o for o in outs for a in abilities_on_stack(o.state, "z") if obj(o.state, a).get("targets") == ["b1", "b3"]]
    ab = next(iter(abilities_on_stack(out.state, "z")))
    targets = sorted((c["slot"], c["value"]) for c in out.choices if c["choice"] == "target" and c["object"] == ab)
    assert targets == [(1, "b1"), (2, "b3")]


def test_each_target_of_a_two_target_activation_is_a_choice_601_2c_602_2b(engine):
    """Shuri, Wakandan Inventor's "{1}, {T}: Target artifact you control becomes a copy of a second target artifact you
    control until end of turn, ..." with Alice's Juggernaut and Mirror of the Forebears and one Island: activated with
    no targets named, two resulting states (CR 601.2c via 602.2b: two different artifacts, in either order); each
    one's choices name both slots of the ability, target(1) and target(2), different objects."""
    s = make_state([bf("shuri", "Shuri, Wakandan Inventor"), bf("jug", "Juggernaut"),
                    bf("mir", "Mirror of the Forebears", chosen={"creature_type": "Bear"}), *lands("alice", islands=1)])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    seen = sorted(tuple(sorted((c["slot"], c["value"]) for c in o.choices if c["choice"] == "target"))
                  for o in engine.apply(s, act))
    assert seen == [((1, "jug"), (2, "mir")), ((1, "mir"), (2, "jug"))]


def test_lit_up_and_attraction_deck_name_attractions_717_1_717_2():
    """CR 717.1: only an Attraction card has numbers lit up: Grizzly Bears (a creature) with lit_up is refused, naming
    the object; Hall of Mirrors (an Attraction) with lit_up in Alice's Attraction deck in the command zone is not. CR
    717.2: an Attraction deck is Attraction cards in the command zone: Bob's naming the Bears on the battlefield is
    refused, naming the Bears. Exactly those two findings."""
    from .test_input_errors import assert_problem, base_doc, problems_of
    doc = base_doc()
    doc["objects"][3]["lit_up"] = [2]   # bears
    doc["objects"].append({"id": "hall", "card": "Hall of Mirrors", "zone": "command", "owner": "alice",
                           "lit_up": [2, 6]})
    doc["players"][0]["attraction_deck"] = ["hall"]
    doc["players"][1]["attraction_deck"] = ["bears"]
    probs = problems_of(doc)
    assert_problem(probs, "objects[3].lit_up", "'bears'", "Attraction", "717.1")
    assert_problem(probs, "players[1].attraction_deck", "'bears'", "Attraction", "717.2")
    assert len(probs) == 2, probs


def test_an_unknown_phase_is_one_error_and_a_missing_step_is_told_500_1():
    """CR 500.1: the turn's phases are beginning, precombat main, combat, postcombat main and ending; only the main
    phases have no steps. A state with phase: main (no such phase) has one problem, at phase: no follow-on claim that
    its step isn't part of it. A state in the beginning phase with step: null is told that this phase has steps (not
    that "a main phase has no steps")."""
    from .test_input_errors import assert_problem, base_doc, problems_of
    doc = base_doc()
    doc["phase"] = "main"
    probs = problems_of(doc)
    assert_problem(probs, "phase", "'main'")
    assert len(probs) == 1, probs
    doc["phase"] = "beginning"
    (prob,) = problems_of(doc)
    assert prob[0] == "step" and "beginning" in prob[1] and "500.1" in prob[1] and "main phase has no steps" in prob[1]
    assert "is not part of" not in prob[1]


def test_legal_offers_each_multikicker_count_the_mana_pays_702_33c(engine):
    """Zethi, Arcane Blademaster ({1}{W}{U}, "Multikicker {W/U}") in Alice's hand, a Plains and four Islands untapped:
    five mana. CR 702.33c, 601.2f: kicked N times its total cost is three mana plus N: legal offers the cast unkicked,
    kicked once (kicked: true, four mana) and kicked twice (kicked: 2, five mana), not three times (six). CR 702.33d:
    apply of the kicked: 2 entry casts it kicked two times."""
    s = make_state([hand("z", "Zethi, Arcane Blademaster"), bf("pl", "Plains"),
                    *[bf(f"i{k}", "Island") for k in range(4)]])
    casts = [a.action for a in engine.legal_actions(s) if a.action["action"] == "cast" and a.action["object"] == "z"]
    assert [c.get("kicked", False) for c in casts] == [False, True, 2]
    (out,) = engine.apply(s, casts[2])
    assert (obj(out.state, "z").get("kicked"), obj(out.state, "z").get("kicked_times")) == (True, 2)


def test_cards_show_of_an_unknown_name_is_one_clear_error_exit_2():
    """`mtgasp cards show NAME` of a name the bundled library lacks: exit 2, one line naming the card (and the near
    name), no "NAME: 1 problem(s)" / "(document)" framing; under --json the same sentence is the error's message."""
    import json

    from click.testing import CliRunner

    from pyglue.cli import main
    r = CliRunner().invoke(main, ["cards", "show", "Grizly Bears"])
    assert r.exit_code == 2
    assert r.output.strip() == "error: no bundled card named 'Grizly Bears'; did you mean 'Grizzly Bears'?"
    r = CliRunner().invoke(main, ["cards", "show", "Grizly Bears", "--json"])
    err = json.loads(r.stdout)["error"]
    assert r.exit_code == 2 and err["message"].startswith("no bundled card named 'Grizly Bears'")


def test_an_x_activation_with_a_discard_cost_offers_the_cards_at_each_x_107_3a_602_2b(engine):
    """Pool of Vigorous Growth ("{X}, {T}, Discard a card: ... Activate only as a sorcery."), Alice's pool {C}{C}, a
    Lightning Bolt and an Island in hand. CR 107.3a, 601.2b via 602.2b: she announces X from 0 to 2 (the mana she
    has); CR 118.3: at each X, either card can pay the discard. Apply with x: 2 and discard: [the Bolt]: one resulting
    state, the Bolt in her graveyard, the Island in hand, her pool empty (CR 601.2g-h)."""
    s = make_state([bf("pool", "Pool of Vigorous Growth"), hand("bolt", "Lightning Bolt"), hand("isl", "Island")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{C}{C}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert sorted((a.action.get("x", 0), tuple(a.choices["discard"])) for a in acts) == [
        (0, ("bolt", "isl")), (1, ("bolt", "isl")), (2, ("bolt", "isl"))]
    act = next(a.action for a in acts if a.action.get("x") == 2)
    (out,) = engine.apply(s, dict(act, discard=["bolt"]))
    assert (obj(out.state, "bolt")["zone"], obj(out.state, "isl")["zone"]) == ("graveyard", "hand")
    assert not out.state.to_document()["players"][0].get("mana_pool")
    assert obj(out.state, "pool").get("tapped")   # (review10) {T} paid as well (601.2h)
