"""Branch must9 (session 7): mandatory casts of copies ("Cast a copy of ..." without "you may", CR 608.2g, 707.12),
Merfolk lords' statics (613.4c) and protection from a card type (702.16). Real cards by name from the bundled library.
Each expected value was worked out from the CR text and the cards' Oracle text before the engine ran."""

from __future__ import annotations

from pyglue.cards import library

from .conftest import actions_of, make_state, on_bf


def _ability(name, i):
    return library()[name]["abilities"][i]


def _copies(state):
    return [o for o in state.doc["objects"] if o.get("copy")]


def _resolve_trigger(engine, source, name, i, extra=(), **top):
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": source["id"], "text": _ability(name, i)}}
    s = make_state([source, trig, *extra], stack=["trig"], priority="bob", passed=["alice"], **top)
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def test_608_2g_707_12_the_duke_of_midranges_copy_is_the_only_action_while_it_can_be_cast(engine):
    """The Duke of Midrange's enters trigger resolves: "choose one of Thoughtseize, Lightning Bolt, or Abrupt Decay. Cast a
    copy of the chosen card without paying its mana cost." No "may": with Lightning Bolt chosen the copy has a legal
    target (a player, 115.1), so it can be cast for free and Alice must cast it (608.2g): passing, or any other action,
    is not legal; casting the copy is her only legal action."""
    duke = on_bf("duke", "The Duke of Midrange", "alice")
    outs = {_copies(s)[0]["copy_effects"][0]["card"]: s
            for s in _resolve_trigger(engine, duke, "The Duke of Midrange", 0)}
    assert set(outs) == {"Thoughtseize", "Lightning Bolt", "Abrupt Decay"}
    st = outs["Lightning Bolt"]
    assert actions_of(engine, st) == {("alice", "cast", _copies(st)[0]["id"])}


def test_608_2g_601_2c_the_duke_of_midranges_abrupt_decay_copy_with_no_legal_target_may_be_passed(engine):
    """The Duke of Midrange's trigger with Abrupt Decay chosen: its copy needs a target nonland permanent with mana value
    3 or less, and the only permanent is the Duke (mana value 5, 202.3): the copy can't be cast (601.2c), so the
    instruction to cast it binds nothing (101.3): passing is legal, casting it is not."""
    duke = on_bf("duke", "The Duke of Midrange", "alice")
    (st,) = [s for s in _resolve_trigger(engine, duke, "The Duke of Midrange", 0)
             if _copies(s)[0]["copy_effects"][0]["card"] == "Abrupt Decay"]
    acts = actions_of(engine, st, "alice")
    assert (("alice", "pass", None) in acts, ("alice", "cast", _copies(st)[0]["id"]) in acts) == (True, False)


def test_608_2g_601_2c_brutal_commands_brute_strength_copy_with_no_creature_to_target_may_be_passed(engine):
    """Brutal Command with modes 2 and 4: a Brute Suit token (a Vehicle, no creature, 301.7) and "Cast a copy of Brute
    Strength without paying its mana cost." Brute Strength targets a creature and there is none on the battlefield: the
    copy can't be cast (601.2c), so the obligation doesn't bind (608.2g "if able" by its nature) and passing is legal
    while the copy's cast is not."""
    s = make_state([{"id": "bc", "card": "Brutal Command", "zone": "stack", "owner": "alice", "modes": [2, 4]}],
                   stack=["bc"], priority="bob", passed=["alice"])
    (st,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    (cp,) = _copies(st)
    acts = actions_of(engine, st, "alice")
    assert (("alice", "pass", None) in acts, ("alice", "cast", cp["id"]) in acts) == (True, False)


def test_608_2c_303_4f_brutal_commands_the_brute_attaches_to_the_gingerbrute_token_made_first(engine):
    """Brutal Command with modes 1 and 3, Alice controlling no creature: the instructions are followed in the order
    written (608.2c): first a Gingerbrute token (an artifact creature), then a The Brute token (an Aura with enchant
    creature) that enters attached to a creature she chooses (303.4f) and is attached to a creature she controls
    (701.3a): the Gingerbrute token is the only one, so The Brute enchants it and it is a 2/1 (+1/+0)."""
    s = make_state([{"id": "bc", "card": "Brutal Command", "zone": "stack", "owner": "alice", "modes": [1, 3]}],
                   stack=["bc"], priority="bob", passed=["alice"])
    (st,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    toks = {o["copy_effects"][0]["card"]: o for o in st.doc["objects"] if o.get("token")}
    assert sorted(toks) == ["Gingerbrute", "The Brute"]
    assert toks["The Brute"].get("attached_to") == toks["Gingerbrute"]["id"]
    c = engine.derive(st).object(toks["Gingerbrute"]["id"]).characteristics
    assert (c["power"], c["toughness"]) == (2, 1)


def test_608_2g_601_2g_tibalt_copy_paid_only_by_a_land_leaves_passing_legal(engine):
    """Tibalt the Chaotic's +1 resolves and the Crack the Earth copy ({R}) is Alice's to cast paying its cost; her pool is
    empty and a Mountain could make {R}. Activating a mana ability is a chance she gets while casting (601.2g), not a
    duty, so the copy's cast doesn't bind her: both casting it and passing are legal."""
    tib = on_bf("tib", "Tibalt the Chaotic", "alice", counters={"loyalty": 5})
    mtn = on_bf("mtn", "Mountain", "alice")
    (st,) = [s for s in _resolve_trigger(engine, tib, "Tibalt the Chaotic", 0, extra=[mtn])
             if _copies(s)[0]["copy_effects"][0]["card"] == "Crack the Earth"]
    acts = actions_of(engine, st, "alice")
    assert {("alice", "pass", None), ("alice", "cast", _copies(st)[0]["id"])} <= acts


def test_613_4c_611_3a_lord_of_atlantis_pumps_every_merfolk_and_sovereign_only_its_controllers(engine):
    """Alice controls Merrow Reejerey and Grizzly Bears; Bob controls Lord of Atlantis and Merfolk Sovereign (each a 2/2
    Merfolk). Lord of Atlantis ("Other Merfolk get +1/+1 and have islandwalk.", no "you control") reaches every other
    Merfolk on the battlefield (611.3a); the Reejerey and the Sovereign ("Other Merfolk creatures you control get +1/+1.")
    reach only other Merfolk their own controller controls (613.4c, 109.5). So: Reejerey 3/3 with islandwalk (Lord only),
    Lord 3/3 without it (Sovereign only; "other"), Sovereign 3/3 with islandwalk (Lord only), Bears 2/2 (no Merfolk)."""
    s = make_state([on_bf("mr", "Merrow Reejerey", "alice"), on_bf("gb", "Grizzly Bears", "alice"),
                    on_bf("la", "Lord of Atlantis", "bob"), on_bf("ms", "Merfolk Sovereign", "bob")])
    d = engine.derive(s)
    got = {i: (c["power"], c["toughness"], "islandwalk" in c["abilities"])
           for i in ("mr", "gb", "la", "ms") for c in [d.object(i).characteristics]}
    assert got == {"mr": (3, 3, True), "gb": (2, 2, False), "la": (3, 3, False), "ms": (3, 3, True)}


def test_702_16b_emrakul_the_promised_end_has_protection_from_instants(engine):
    """Emrakul, the Promised End's keyword line "Flying, trample, protection from instants" (702.16a): Bob's Lightning
    Bolt (an instant) can't target Alice's Emrakul (702.16b) but may target Alice; Emrakul has flying and trample."""
    s = make_state([on_bf("emr", "Emrakul, the Promised End", "alice"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                    on_bf("mtn", "Mountain", "bob")], active_player="bob", priority="bob")
    c = engine.derive(s).object("emr").characteristics
    assert {"flying", "trample"} <= {a for a in c["abilities"] if isinstance(a, str)}
    assert not engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["emr"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}).legal


def test_707_13_303_4f_kylem_all_star_token_copy_of_all_that_glitters_attached_to_it(engine):
    """Kylem All-Star's enters trigger resolves: "create a token copy of All that Glitters and attach it to this
    creature." The text writes the name "All that Glitters"; the card is All That Glitters (201.2: the same English
    name). Alice creates a token copy of it (111.1, 707.13: an Aura enchantment named All That Glitters) attached to
    Kylem All-Star (701.3a, 303.4f), a Gold artifact too by Kylem's static ability (613.1d). With Kylem gone before
    the trigger resolves and no creature on the battlefield, the Aura token has nothing to enchant, so it isn't
    created (303.4g, 303.4i): no token anywhere."""
    kylem = on_bf("ky", "Kylem All-Star", "alice")
    (st,) = _resolve_trigger(engine, kylem, "Kylem All-Star", 0)
    (tok,) = [o for o in st.doc["objects"] if o.get("token")]
    c = engine.derive(st).object(tok["id"]).characteristics
    # (Kylem's other ability makes the enchantment Alice controls a Gold artifact too, 613.1d)
    assert (tok["copy_effects"][0]["card"], tok.get("attached_to"), tok["controller"], c["name"], sorted(c["types"]),
            sorted(c["subtypes"])) == ("All That Glitters", "ky", "alice", "All That Glitters",
                                       ["artifact", "enchantment"], ["Aura", "Gold"])
    gone = dict(kylem, zone="graveyard")
    (st,) = _resolve_trigger(engine, gone, "Kylem All-Star", 0)
    assert [o for o in st.doc["objects"] if o.get("token")] == []


def test_613_1d_613_1f_kylem_all_star_makes_enchantments_you_control_gold_artifacts_with_a_mana_ability(engine):
    """Kylem All-Star: "Enchantments you control are Gold artifacts in addition to their other types and have "Sacrifice
    this artifact: Add one mana of any color."" Alice's Ghostly Prison is an artifact enchantment with the subtype Gold
    (layer 4, 613.1d) and the mana ability (layer 6, 613.1f); Bob's Ghostly Prison is not changed ("you control").
    Alice may cast Gingerbrute ({1}) by sacrificing her Prison for mana (605.1a, 601.2g-h): afterwards it is in her
    graveyard (701.21a)."""
    s = make_state([on_bf("ky", "Kylem All-Star", "alice"), on_bf("gp", "Ghostly Prison", "alice"),
                    on_bf("bgp", "Ghostly Prison", "bob"),
                    {"id": "gb", "card": "Gingerbrute", "zone": "hand", "owner": "alice"}])
    d = engine.derive(s)
    got = {i: (sorted(c["types"]), c.get("subtypes", []), "sacrifice_only_for_mana" in str(c["abilities"]))
           for i in ("gp", "bgp") for c in [d.object(i).characteristics]}
    assert got == {"gp": (["artifact", "enchantment"], ["Gold"], True), "bgp": (["enchantment"], [], False)}
    (st,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "gb"})]
    assert {o["id"]: o["zone"] for o in st.doc["objects"] if o["id"] in ("gb", "gp")} == \
        {"gb": "stack", "gp": "graveyard"}
