"""Branch fix11: problems a new user (newuser10) found on main and left.

Each expected value is worked out from the September 25, 2026 CR and the cards' Oracle text before running the engine.
"""

from __future__ import annotations

from .conftest import alice_pool, legal_rows, make_state


def test_a_kicked_cast_of_a_spell_without_kicker_still_reports_its_unpayable_cost_601_2h_702_33a(engine):
    """Lightning Bolt ({R}, no kicker) in Alice's hand, her pool {U}. CR 702.33a: announced kicked, the cast can't be
    (it has no kicker); kicked twice, CR 702.33d: no multikicker either. CR 601.2f-h: either way its total cost {R}
    can't be paid from {U}, and why-not says so beside the kicker problem."""
    from pyglue import render

    s = make_state([{"id": "b", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    once = render.why_not_text(engine.why_not(s, {"action": "cast", "object": "b", "kicked": True,
                                                  "targets": ["bob"]}), s)
    assert "the cost {R} can't be paid (CR 601.2h)" in once, once
    assert "it has no kicker (CR 702.33a)" in once, once
    twice = render.why_not_text(engine.why_not(s, {"action": "cast", "object": "b", "kicked": 2,
                                                   "targets": ["bob"]}), s)
    assert "the cost {R} can't be paid (CR 601.2h)" in twice, twice
    assert "(CR 702.33d)" in twice, twice


def test_legal_shows_an_activations_whole_cost_and_its_json_action_applies_back_602_2b_602_5d(engine):
    """Alice controls Hallway Heckler ("{T}, Discard a card: Draw a card.") and Pyretic Prankster ("{3}{B/P}:
    Transform this creature. Activate only as a sorcery."), an Island in hand, {B}{B}{B}{B} in her pool, her main
    phase. CR 602.2b, 118.3: the discard is part of the Heckler's cost; CR 602.5d: the Prankster's ability may be
    activated only as a sorcery. The legal table and the JSON action (to_json) show both, and each JSON action is
    accepted back by apply (the Heckler's with the Island discarded, CR 701.9a)."""

    s = make_state([{"id": "hh", "card": "Hallway Heckler", "zone": "battlefield", "owner": "alice"},
                    {"id": "pp", "card": "Pyretic Prankster", "zone": "battlefield", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}],
                   players=alice_pool("{B}{B}{B}{B}"))
    acts = engine.legal_actions(s)
    rows = legal_rows(engine, s)
    (hh,) = [r for r in rows if r.startswith("alice activate hh")]
    (pp,) = [r for r in rows if r.startswith("alice activate pp")]
    assert "discard a card" in hh, hh
    assert "sorcery" in pp, pp
    by = {a.action["object"]: a for a in acts if a.action["action"] == "activate"}
    assert by["hh"].to_json()["action"]["ability"]["also"] == "discard_a_card", by["hh"].to_json()
    assert by["pp"].to_json()["action"]["ability"]["only"] == "sorcery", by["pp"].to_json()
    (out,) = engine.apply(s, dict(by["hh"].to_json()["action"], discard=["isl"]))
    assert "discarded_for_cost(isl)" in [e for e, _ in out.events], out.events
    assert engine.apply(s, by["pp"].to_json()["action"])


def test_a_payment_from_the_mana_pool_says_how_much_of_each_color_it_took_106_4_601_2h(engine):
    """Clone ({3}{U}) cast from a pool of {U}{C}{C}{C}{R}. CR 601.2h, 106.4: {U} pays the {U}; the generic {3} is
    paid by three of {C}{C}{C}{R}: all three {C}, or two {C} and the {R}. Two outcomes, each choice saying how much
    of each color left the pool (not one {C} for three)."""
    from pyglue import render

    s = make_state([{"id": "cl", "card": "Clone", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{C}{C}{C}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    texts = sorted(t for o in engine.apply(s, {"action": "cast", "object": "cl"}) for t in render.choices_text(o.choices))
    assert texts == ["payment of alice: {C}{C} from the mana pool, {R} from the mana pool, {U} from the mana pool",
                     "payment of alice: {C}{C}{C} from the mana pool, {U} from the mana pool"], texts


def test_a_second_target_for_a_one_target_spell_is_said_to_be_one_it_doesnt_have_601_2c(engine):
    """Lightning Bolt ("Lightning Bolt deals 3 damage to any target.") has one target. CR 601.2c: its caster chooses
    that one; asked with two targets (bob, then alice), the cast fails because the spell has no target 2, not because
    alice would be an illegal choice for a target it doesn't have; its first target is fine."""
    s = make_state([{"id": "b", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    w = engine.why_not(s, {"action": "cast", "object": "b", "targets": ["bob", "alice"]})
    assert not w.legal
    assert w.failures == [("no_target_slot(2)", "601.2c")], w.failures


def test_an_attraction_deck_naming_no_object_is_an_unknown_object_717_2():
    """CR 717.2: an Attraction deck is made of cards in the command zone. `attraction_deck: [nosuch]` names no object
    of the state: one problem, an unknown object at that place (as any id naming no object is), not a claim about an
    Attraction card."""
    from .test_input_errors import assert_problem, base_doc, problems_of

    doc = base_doc()
    doc["players"][0]["attraction_deck"] = ["nosuch"]
    probs = problems_of(doc)
    assert_problem(probs, "players[0].attraction_deck[0]", "unknown object", "'nosuch'")
    assert len(probs) == 1, probs


def test_cards_coverage_suggests_near_names_for_a_name_that_is_no_card_as_cards_show_does(tmp_path):
    """docs/cards.md: `cards coverage --names` counts a name that is no card as unsupported. "Lightning Bolts" is no
    card; the bundled library has Lightning Bolt: its row suggests it, as `cards show "Lightning Bolts"` does; Clone
    is found and gets no suggestion."""
    from click.testing import CliRunner

    from pyglue.cli import main
    names = tmp_path / "names.txt"
    names.write_text("Lightning Bolts\nClone\n")
    r = CliRunner().invoke(main, ["cards", "coverage", "--names", str(names)])
    assert r.exit_code == 0, r.output
    assert "none  Lightning Bolts: no card of that name; did you mean 'Lightning Bolt'?" in r.output, r.output
    assert "ok    Clone\n" in r.output, r.output
