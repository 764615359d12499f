"""Branch gaps12 (session 8): a target noun with a mana value (Abrupt Decay), a hand discard of a nonland card
(Thoughtseize), an Aura's count of artifacts and/or enchantments (All That Glitters). Real cards by name from the bundled
library; each expected value was worked out from the CR text and the cards' Oracle text before the engine ran."""

from __future__ import annotations

from pyglue.cards import library

from .conftest import actions_of, make_state, on_bf, resolve


def _copies(state):
    return [o for o in state.doc["objects"] if o.get("copy")]


def test_115_1_202_3_608_2g_abrupt_decay_copy_targets_only_a_nonland_permanent_with_mana_value_3_or_less(engine):
    """The Duke of Midrange's trigger with Abrupt Decay chosen, Bob controlling Grizzly Bears (mana value 2), Serra Angel
    (5) and a Forest (a land): the copy has a legal target, the Bears, so Alice must cast it (608.2g: her only legal
    action); "target nonland permanent with mana value 3 or less" (115.1, 202.3) is the Bears alone, not the Angel, the
    Forest nor the Duke (5)."""
    duke = on_bf("duke", "The Duke of Midrange", "alice")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "duke", "text": library()["The Duke of Midrange"]["abilities"][0]}}
    s = make_state([duke, trig, on_bf("bears", "Grizzly Bears", "bob"), on_bf("angel", "Serra Angel", "bob"),
                    on_bf("forest", "Forest", "bob")], stack=["trig"], priority="bob", passed=["alice"])
    (st,) = [o.state for o in engine.apply(s, {"action": "pass"})
             if _copies(o.state)[0]["copy_effects"][0]["card"] == "Abrupt Decay"]
    cp = _copies(st)[0]["id"]
    assert actions_of(engine, st) == {("alice", "cast", cp)}
    legal = {x: engine.why_not(st, {"action": "cast", "object": cp, "cost": "free", "targets": [x]}).legal
             for x in ("bears", "angel", "forest", "duke")}
    assert legal == {"bears": True, "angel": False, "forest": False, "duke": False}


def test_701_20a_701_9a_thoughtseize_discards_a_nonland_card_of_the_casters_choice(engine):
    """Thoughtseize targeting Bob, whose hand is a Forest, Grizzly Bears and Lightning Bolt: Alice chooses a nonland card
    (one resulting state each: the Bears or the Bolt, never the Forest), Bob discards it (701.9a: to his graveyard), and
    Alice loses 2 life (119.3)."""
    s = make_state([{"id": "ts", "card": "Thoughtseize", "zone": "stack", "owner": "alice", "targets": ["bob"]},
                    {"id": "f", "card": "Forest", "zone": "hand", "owner": "bob"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "bob"},
                    {"id": "lb", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"}], stack=["ts"])
    outs = [o.state for o in resolve(engine, s)]
    zones = sorted(tuple(sorted((o["id"], o["zone"]) for o in st.doc["objects"] if o["id"] in ("f", "gb", "lb")))
                   for st in outs)
    assert zones == [(("f", "hand"), ("gb", "graveyard"), ("lb", "hand")),
                     (("f", "hand"), ("gb", "hand"), ("lb", "graveyard"))]
    assert {next(p["life"] for p in st.doc["players"] if p["name"] == "alice") for st in outs} == {18}


def test_611_3a_613_4c_all_that_glitters_counts_each_artifact_and_or_enchantment_its_controller_controls(engine):
    """Alice's Grizzly Bears enchanted by her All That Glitters; she controls Krark's Thumb (an artifact) and Myr
    Propagator (an artifact creature), Bob controls Black Lotus: three artifacts and/or enchantments are Alice's (the
    Aura itself is one), so the Bears get +3/+3 and are 5/5 (613.4c, counted now, 611.3a); Bob's Lotus isn't counted
    and the Propagator isn't enchanted (1/1)."""
    s = make_state([on_bf("gb", "Grizzly Bears", "alice"), on_bf("atg", "All That Glitters", "alice", attached_to="gb"),
                    on_bf("kt", "Krark's Thumb", "alice"), on_bf("myr", "Myr Propagator", "alice"),
                    on_bf("lotus", "Black Lotus", "bob")])
    d = engine.derive(s)
    pt = {x: (d.object(x).characteristics["power"], d.object(x).characteristics["toughness"]) for x in ("gb", "myr")}
    assert pt == {"gb": (5, 5), "myr": (1, 1)}


def _players(**designations):
    return [{"name": n, "life": 20, "mana_pool": "", **designations.get(n, {})} for n in ("alice", "bob")]


def _to_end_step(engine, monarch):
    s = make_state([{"id": "l1", "card": "Island", "zone": "library", "owner": "alice"}], phase="postcombat_main",
                   players=_players(**{monarch: {"monarch": True}}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    return s


def test_725_2_the_monarchs_end_step_draw_has_no_source_and_is_the_monarchs(engine):
    """CR 725.2: "At the beginning of the monarch's end step, that player draws a card" has no source object and is
    controlled by the monarch (an exception to 113.8). Alice, the monarch, reaches her end step (513.1a): the ability
    triggers (603.2b) and is put on the stack (603.3) with the designation named as its source; the state it is in
    reads back, and when both players pass it resolves: Alice draws the Island (121.1)."""
    s = _to_end_step(engine, "alice")
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert (s.doc["step"], ab["ability"]["source"], ab["controller"]) == ("end", "monarch", "alice")
    (after,) = [o.state for o in resolve(engine, make_state(s.doc["objects"], step="end", phase="ending",
                                                            players=s.doc["players"], stack=s.doc["stack"]))]
    assert [(o["id"], o["zone"]) for o in after.doc["objects"]] == [("l1", "hand")]


def test_725_2_no_draw_trigger_in_the_end_step_of_a_player_who_isnt_the_monarch(engine):
    """Bob is the monarch; Alice's end step begins: "the monarch's end step" is Bob's only, nothing triggers."""
    s = _to_end_step(engine, "bob")
    assert (s.doc["step"], s.doc.get("stack", [])) == ("end", [])


def test_725_2_725_3_each_creature_dealing_combat_damage_to_the_monarch_makes_its_controller_the_monarch(engine):
    """CR 725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch", with no
    source and controlled by the monarch. Alice's two Grizzly Bears attack Bob, the monarch, unblocked: combat damage
    (510.2, Bob at 16) triggers it once for each (603.2c), two abilities Bob controls, in the order he chooses (603.3b:
    two resulting states). The state reads back; the top one resolves: Alice becomes the monarch and Bob stops being
    it (725.3)."""
    bears = [on_bf(x, "Grizzly Bears", "alice", tapped=True, attacking="bob") for x in ("b1", "b2")]
    s = make_state(bears, phase="combat", step="declare_blockers", players=_players(bob={"monarch": True}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert len(outs) == 2
    st = outs[0].doc
    abs_ = [o for o in st["objects"] if o["zone"] == "stack"]
    assert sorted((o["ability"]["source"], o["controller"]) for o in abs_) == [("monarch", "bob")] * 2
    assert [p["life"] for p in st["players"]] == [20, 16]
    again = make_state(st["objects"], phase="combat", step="combat_damage", players=st["players"], stack=st["stack"])
    (after,) = [o.state for o in resolve(engine, again)]
    assert [bool(p.get("monarch")) for p in after.doc["players"]] == [True, False]
