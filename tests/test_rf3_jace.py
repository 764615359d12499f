"""Reality Fracture, issue 23, branch rf3: the Empower Jace cards' triggers on loyalty abilities, with real cards of the
bundled library (sources: data/oracle/SOURCES.md):

- Way of the Paradox (Forge script): "When Way of the Paradox enters, empower Jace 5." and "Whenever you activate a
  loyalty ability, you gain 1 life. You may play an additional land this turn."
- Way of the Mind Sculptor (Forge script): "When Way of the Mind Sculptor enters, empower Jace 5." and "Whenever you
  activate a loyalty ability, if you removed two or more loyalty counters to activate it, draw a card."

The Jace token of CR 701.71a has "[-1]: Surveil 1." and "[-3]: Draw a card." Every expected value below was worked out
from the CR text named in the test before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state, only

PARADOX = "Way of the Paradox"
SCULPTOR = "Way of the Mind Sculptor"


def bf(oid: str, card: str, owner: str = "alice", **kw) -> dict:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def with_jace(engine, objects, **alice):
    """Alice empowers Jace 5 (CR 701.71a): a Jace token of hers with five loyalty counters."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20}]
    s = make_state(objects, players=players)
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 5}))
    (jace,) = [o["id"] for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    return s, jace


def loyalty_action(engine, s, jace: str, cost: int):
    (act,) = [a.action for a in engine.legal_actions(s)
              if a.action.get("action") == "activate" and a.action.get("object") == jace
              and a.action["ability"].get("loyalty") == cost]
    return act


def resolve(engine, s):
    return only(engine.apply(s, {"event": "resolve"}))


def test_the_ways_read_their_loyalty_triggers_606_3_603_4():
    assert library()[PARADOX]["abilities"][1] == {
        "trigger": "you_activate_loyalty", "effect": [{"gain_life": 1}, "additional_land_this_turn"]}
    assert library()[SCULPTOR]["abilities"][1] == {
        "trigger": "you_activate_loyalty", "if": {"removed_loyalty_at_least": 2}, "effect": {"draw": 1}}


def test_paradox_gains_life_and_a_land_play_on_a_loyalty_ability_603_2_305_2(engine):
    """Alice has played a land this turn (CR 305.2: no other now). She activates her Jace token's [-1] (CR 606.3): Way
    of the Paradox triggers (CR 603.2) and goes on the stack above it. As it resolves she gains 1 life (20 -> 21) and
    may play an additional land this turn (CR 505.6b): once the stack is empty (CR 305.1) the Forest in her hand may be
    played."""
    s, jace = with_jace(engine, [bf("wp", PARADOX), {"id": "f1", "card": "Forest", "zone": "hand", "owner": "alice"}],
                        lands_played=1)
    assert not any(a.action.get("action") == "play" for a in engine.legal_actions(s))
    s = only(engine.apply(s, loyalty_action(engine, s, jace, -1)))
    assert len(s.doc["stack"]) == 2
    s = resolve(engine, s)
    assert s.doc["players"][0]["life"] == 21
    s = resolve(engine, s)   # the Jace ability (surveil 1, an empty library): a land is played with an empty stack (305.1)
    assert any(a.action.get("action") == "play" and a.action.get("object") == "f1" for a in engine.legal_actions(s))


def test_sculptor_draws_for_a_minus_three_not_for_a_minus_one_603_4_606_4(engine):
    """CR 606.4: [-3] removes three loyalty counters as its cost, so Way of the Mind Sculptor's intervening-if holds
    (CR 603.4): it triggers, and as it resolves alice draws the top card of her library. [-1] removes one: no
    trigger, only the Jace ability on the stack."""
    lib = [{"id": "l1", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 1}]
    s, jace = with_jace(engine, [bf("ws", SCULPTOR), *lib])
    s1 = only(engine.apply(s, loyalty_action(engine, s, jace, -1)))
    assert len(s1.doc["stack"]) == 1
    s3 = only(engine.apply(s, loyalty_action(engine, s, jace, -3)))
    assert len(s3.doc["stack"]) == 2
    s3 = resolve(engine, s3)
    assert {o["id"]: o["zone"] for o in s3.doc["objects"]}["l1"] == "hand"


# --- Inspired Tethermage (Forge script), 3/2: "Whenever you put one or more loyalty counters on a planeswalker, put a
# +1/+1 counter on this creature." and "{6}: Empower Jace 2."

def test_tethermage_reads_its_loyalty_counter_trigger_603_2():
    assert library()["Inspired Tethermage"]["abilities"][0] == {
        "trigger": "you_put_loyalty_counters", "effect": {"put_counters": {"+1/+1": 1}, "to": "self"}}


def test_empowering_jace_puts_loyalty_counters_and_grows_the_tethermage_701_71a_122_1(engine):
    """CR 701.71a: alice empowers Jace 5: she creates a Jace token and puts five loyalty counters on it: the
    Tethermage's ability triggers once (one or more counters, CR 603.2); as it resolves it gets a +1/+1 counter: 4/3.
    Activating the Jace's [-1] afterwards removes a counter (CR 606.4): no trigger."""
    s, jace = with_jace(engine, [bf("it", "Inspired Tethermage")])
    assert len(s.doc["stack"]) == 1
    s = resolve(engine, s)
    ch = engine.derive(s).object("it").characteristics
    assert (ch["power"], ch["toughness"]) == (4, 3)
    s = only(engine.apply(s, loyalty_action(engine, s, jace, -1)))
    assert len(s.doc["stack"]) == 1


def test_bobs_empowering_doesnt_trigger_alices_tethermage_603_2(engine):
    """"You put": bob empowering Jace (his own token, CR 701.71a) is not alice putting counters: no trigger."""
    s = make_state([bf("it", "Inspired Tethermage")])
    s = only(engine.apply(s, {"event": "empower_jace", "player": "bob", "n": 2}))
    assert s.doc.get("stack", []) == []


# --- Solve for Disappointment (Forge script), {1}{B} sorcery: "Target opponent reveals their hand. You choose a nonland
# permanent card from it. That player discards that card." and "Empower Jace 1."

def _solve(engine, bob_hand):
    objs = [{"id": "sd", "card": "Solve for Disappointment", "zone": "hand", "owner": "alice"},
            bf("s1", "Swamp"), bf("s2", "Swamp"),
            *[{"id": i, "card": c, "zone": "hand", "owner": "bob"} for i, c in bob_hand]]
    s = make_state(objs)
    s = only(engine.apply(s, {"action": "cast", "object": "sd", "targets": ["bob"]}))
    return [o.state for o in engine.apply(s, {"event": "resolve"})]


def _zones(s) -> dict:
    return {o["id"]: o["zone"] for o in s.doc["objects"]}


def test_solve_discards_the_one_nonland_permanent_card_701_9a_110_4a(engine):
    """Bob's hand: Grizzly Bears (a creature card), Forest (a land), Lightning Bolt (an instant). Only the Bears is a
    nonland permanent card (CR 110.4a), so alice must choose it: one resulting state, the Bears in bob's graveyard
    (CR 701.9a), the others in his hand; then she empowers Jace 1 (CR 701.71a): a Jace token with loyalty 1."""
    (out,) = _solve(engine, [("gb", "Grizzly Bears"), ("fo", "Forest"), ("lb", "Lightning Bolt")])
    z = _zones(out)
    assert (z["gb"], z["fo"], z["lb"]) == ("graveyard", "hand", "hand")
    jaces = [o.characteristics.get("loyalty") for o in engine.derive(out).objects if o.token and o.zone == "battlefield"]
    assert jaces == [1]


def test_solve_gives_a_choice_among_nonland_permanent_cards_608_2d(engine):
    """Two creature cards in bob's hand: alice chooses either, one resulting state each."""
    outs = _solve(engine, [("g1", "Grizzly Bears"), ("g2", "Runeclaw Bear")])
    assert sorted(tuple(sorted(i for i in ("g1", "g2") if _zones(o)[i] == "graveyard")) for o in outs) == \
        [("g1",), ("g2",)]


def test_solve_with_no_nonland_permanent_card_discards_nothing_701_9a(engine):
    """Only a Forest and an instant: nothing can be chosen, nothing is discarded."""
    (out,) = _solve(engine, [("fo", "Forest"), ("lb", "Lightning Bolt")])
    assert (_zones(out)["fo"], _zones(out)["lb"]) == ("hand", "hand")


# --- Theorist's Proxy (Forge script): "{U}, Sacrifice this creature: The next spell you cast this turn can't be
# countered."

def test_proxy_makes_the_next_spell_uncounterable_101_2(engine):
    """CR 602.2b, 118.3: alice pays {U} (her Island) and sacrifices the Proxy (to her graveyard, CR 701.21a). As the
    ability resolves, the next spell she casts this turn can't be countered. She casts Grizzly Bears (two Forests):
    as it is cast it becomes a spell that can't be countered, and the effect is used up; a counter event then leaves
    it on the stack (CR 101.2, 701.6a)."""
    ab = library()["Theorist's Proxy"]["abilities"][2]
    s = make_state([bf("tp", "Theorist's Proxy"), bf("i1", "Island"), bf("f1", "Forest"), bf("f2", "Forest"),
                    {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    s = only(engine.apply(s, {"action": "activate", "object": "tp", "ability": ab}))
    assert _zones(s)["tp"] == "graveyard"
    s = resolve(engine, s)
    assert len(s.doc["players"][0].get("next_spell_uncounterable_by", [])) == 1
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert s.doc["players"][0].get("next_spell_uncounterable_by") is None
    assert {o["id"]: o for o in s.doc["objects"]}["gb"].get("cant_be_countered") is True
    s = only(engine.apply(s, {"event": "counter", "object": "gb"}))
    assert (_zones(s)["gb"], s.doc["stack"]) == ("stack", ["gb"])


def test_proxys_effect_ends_with_the_turn_514_2(engine):
    """"This turn": unused, the effect is gone as the turn ends."""
    s = make_state([], players=[{"name": "alice", "life": 20, "mana_pool": "", "next_spell_uncounterable_by": ["x"]},
                                {"name": "bob", "life": 20}])
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["players"][0].get("next_spell_uncounterable_by") is None


# --- Violent Echoes (Forge script), {2}{R}{R} instant: "Violent Echoes deals 6 damage to target creature or
# planeswalker. If excess damage was dealt to that permanent this way, empower Jace X, where X is that excess damage."

def _echoes(engine, target: dict):
    objs = [{"id": "ve", "card": "Violent Echoes", "zone": "hand", "owner": "alice"},
            *[bf(f"m{i}", "Mountain") for i in range(4)], target]
    s = make_state(objs)
    s = only(engine.apply(s, {"action": "cast", "object": "ve", "targets": [target["id"]]}))
    out = only(engine.apply(s, {"event": "resolve"}))
    return [o.characteristics.get("loyalty") for o in engine.derive(out).objects
            if o.token and o.zone == "battlefield" and o.controller == "alice"]


def test_echoes_excess_over_a_bears_lethal_damage_empowers_jace_120_10(engine):
    """Bob's Grizzly Bears (2/2, no damage marked): lethal damage is 2 (CR 120.6), so 6 damage has 4 excess (CR
    120.10): alice empowers Jace 4: a Jace token with loyalty 4 (CR 701.71a)."""
    assert _echoes(engine, bf("gb", "Grizzly Bears", owner="bob")) == [4]


def test_echoes_counts_damage_already_marked_120_6(engine):
    """With 1 damage already marked on the Bears, lethal damage is 1: 5 excess, loyalty 5."""
    assert _echoes(engine, bf("gb", "Grizzly Bears", owner="bob", damage=1)) == [5]


def test_echoes_without_excess_doesnt_empower_608_2c(engine):
    """Hungering Puppetbeast (5/5 artifact creature) takes 6: 1 excess, a Jace token with loyalty 1. With two +1/+1
    counters it is 7/7: lethal damage 7, no excess, so the if-clause fails and alice gets no Jace token."""
    assert _echoes(engine, bf("pb", "Hungering Puppetbeast", owner="bob")) == [1]
    assert _echoes(engine, bf("pb", "Hungering Puppetbeast", owner="bob", counters={"+1/+1": 2})) == []


# --- Hexhaven Battalion (Forge script): "Basic landcycling {2}"

def test_basic_landcycling_finds_a_basic_land_702_29e_701_23b(engine):
    """CR 702.29e: "{2}, Discard this card: Search your library for a basic land card, reveal it, put it into your
    hand, then shuffle." Alice pays {2} (two Plains) and discards the Battalion from her hand (to her graveyard); as
    the ability resolves she finds the Forest (a basic land) or, searching a hidden zone, nothing (CR 701.23b): two
    resulting states. The Grizzly Bears in her library is no land: it stays."""
    ab = library()["Hexhaven Battalion"]["abilities"][1]
    assert ab == {"activated": {"cost": "{2}", "tap": False, "effect": "search_basic_land_to_hand"},
                  "also": "discard_this_card"}
    s = make_state([{"id": "hb", "card": "Hexhaven Battalion", "zone": "hand", "owner": "alice"},
                    bf("p1", "Plains"), bf("p2", "Plains"),
                    {"id": "l1", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "l2", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 2}])
    s = only(engine.apply(s, {"action": "activate", "object": "hb", "ability": ab}))
    assert _zones(s)["hb"] == "graveyard"
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert sorted((_zones(o)["l1"], _zones(o)["l2"]) for o in outs) == [("library", "hand"), ("library", "library")]


# --- Sanctum Lurker (Forge script): "When this creature enters, empower Jace 1.", "Planeswalkers you control aren't put
# into their owners' graveyards for having 0 loyalty." and "Planeswalkers you control have "[+2]: This planeswalker deals
# 1 damage to each opponent and you gain 1 life.""

def test_lurker_grants_its_loyalty_ability_to_her_jace_613_1f_606_3(engine):
    """CR 604.2, 613.1f: alice's Jace token (loyalty 5) has the [+2] ability while she controls Sanctum Lurker. She
    activates it (CR 606.4: +2, loyalty 7); as it resolves the Jace deals 1 damage to bob (19) and she gains 1 life
    (21)."""
    s, jace = with_jace(engine, [bf("sl", "Sanctum Lurker")])
    s = only(engine.apply(s, loyalty_action(engine, s, jace, 2)))
    assert engine.derive(s).object(jace).characteristics.get("loyalty") == 7
    s = resolve(engine, s)
    assert (s.doc["players"][0]["life"], s.doc["players"][1]["life"]) == (21, 19)


def test_lurker_keeps_a_zero_loyalty_planeswalker_704_5i(engine):
    """CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard as a state-based action. Alice
    empowers Jace 3 (a Jace token with loyalty 3, CR 701.71a) and activates its [-3] (CR 606.4: loyalty 0). With Sanctum
    Lurker on her side the token stays on the battlefield through state-based actions; without it, it leaves (a
    token in a graveyard ceases to exist, CR 704.5d)."""
    players = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20}]
    s = make_state([bf("sl", "Sanctum Lurker")], players=players)
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 3}))
    (jace,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    s = only(engine.apply(s, loyalty_action(engine, s, jace, -3)))
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert _zones(s)[jace] == "battlefield"
    s2 = make_state([], players=players)
    s2 = only(engine.apply(s2, {"event": "empower_jace", "player": "alice", "n": 3}))
    (jace2,) = [o["id"] for o in s2.doc["objects"] if o.get("token")]
    s2 = only(engine.apply(s2, loyalty_action(engine, s2, jace2, -3)))
    s2 = only(engine.apply(s2, {"event": "state_based_actions"}))
    assert jace2 not in {o["id"] for o in s2.doc["objects"] if o["zone"] == "battlefield"}


# --- Avatar of Burgeoning Echoes (Forge script): "Planeswalkers you control have "[-10]: Put a +1/+1 counter on target
# creature for each land you control.""

def test_avatar_grants_minus_ten_counters_per_land_122_1_608_2h(engine):
    """Alice's Jace token has loyalty 10 (empower Jace 10, CR 701.71a) and, from the Avatar, the [-10] ability (CR
    604.2, 613.1f). She activates it targeting her Grizzly Bears; as it resolves she controls three Forests, so the
    Bears get three +1/+1 counters (CR 122.1, 608.2h): 2/2 -> 5/5."""
    players = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20}]
    s = make_state([bf("av", "Avatar of Burgeoning Echoes"), bf("gb", "Grizzly Bears"),
                    bf("f1", "Forest"), bf("f2", "Forest"), bf("f3", "Forest")], players=players)
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 10}))
    (jace,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    act = dict(loyalty_action(engine, s, jace, -10), targets=["gb"])
    s = only(engine.apply(s, act))
    s = resolve(engine, s)
    ch = engine.derive(s).object("gb").characteristics
    assert (ch["power"], ch["toughness"]) == (5, 5)


# --- Jace's Machinations (Forge script), {2}{U} sorcery: "Until end of turn, you may activate loyalty abilities of
# Jace planeswalkers you control on any player's turn any time you could cast an instant." and "Empower Jace 8."

def test_machinations_lets_jace_act_with_a_spell_on_the_stack_606_3_117_1a(engine):
    """CR 606.3: a loyalty ability is activated only at sorcery speed: with a spell on the stack alice can't activate
    her Jace token's [-1]. With the effect (players[].loyalty_instant_speed: Jace) she may, having priority (CR
    117.1a); still once this turn (606.3)."""
    stack_spell = {"id": "sp", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"}
    for field, allowed in (([], False), (["Jace"], True)):
        players = [{"name": "alice", "life": 20, "mana_pool": "", "loyalty_instant_speed": field},
                   {"name": "bob", "life": 20}]
        s = make_state([stack_spell], players=players, stack=["sp"])
        s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 3}))
        (jace,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
        acts = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate"
                and a.action.get("object") == jace]
        assert bool(acts) is allowed


def test_machinations_resolves_to_the_field_and_a_jace_608_2(engine):
    """Cast with three Islands ({2}{U}); as it resolves alice gets the permission for Jace planeswalkers this turn and
    empowers Jace 8 (CR 701.71a): a Jace token with loyalty 8."""
    s = make_state([{"id": "jm", "card": "Jace's Machinations", "zone": "hand", "owner": "alice"},
                    bf("i1", "Island"), bf("i2", "Island"), bf("i3", "Island")])
    s = only(engine.apply(s, {"action": "cast", "object": "jm"}))
    s = resolve(engine, s)
    assert s.doc["players"][0].get("loyalty_instant_speed") == ["Jace"]
    assert [o.characteristics.get("loyalty") for o in engine.derive(s).objects if o.token] == [8]


# --- Plan for All Outcomes (Forge script): "Whenever you cast your first noncreature spell each turn, empower Jace 1."

def test_plan_empowers_on_the_first_noncreature_spell_only_603_2(engine):
    """CR 601.2i, 603.2: alice casts Test Relic (an artifact: a noncreature spell), her first this turn: the ability
    triggers. Had she cast a noncreature spell before this turn (players[].noncreature_spells_cast_this_turn 1), it
    doesn't. A creature spell (Grizzly Bears) never triggers it."""
    relic = {"name": "Test Relic", "mana_cost": "{2}", "types": ["artifact"], "notes": "a test artifact (no abilities)"}

    def cast(card: str, before: int) -> int:
        players = [{"name": "alice", "life": 20, "mana_pool": "", "noncreature_spells_cast_this_turn": before},
                   {"name": "bob", "life": 20}]
        s = make_state([bf("pa", "Plan for All Outcomes"), {"id": "x", "card": card, "zone": "hand", "owner": "alice"},
                        bf("f1", "Forest"), bf("f2", "Forest")], cards=[dict(relic)], players=players)
        s = only(engine.apply(s, {"action": "cast", "object": "x"}))
        return len(s.doc["stack"])
    assert (cast("Test Relic", 0), cast("Test Relic", 1), cast("Grizzly Bears", 0)) == (2, 1, 1)


def test_plan_puts_another_nonland_permanent_on_top_or_bottom_401_4(engine):
    """CR 603.3d, 115.1d: Plan for All Outcomes enters (cast earlier; here moved onto the battlefield); its ability may
    target bob's Grizzly Bears (a nonland permanent other than itself; his Forest is a land: not a legal target) or
    nothing. Targeting the Bears: as it resolves bob, its owner, puts it on top of his library or at the bottom (two
    resulting states, CR 401.4); his library holds one card, so the Bears is first or second from the top."""
    s = make_state([{"id": "pa", "card": "Plan for All Outcomes", "zone": "hand", "owner": "alice"},
                    bf("gb", "Grizzly Bears", owner="bob"), bf("fo", "Forest", owner="bob"),
                    {"id": "bl", "card": "Island", "zone": "library", "owner": "bob", "library_position": 1}])
    outs = engine.apply(s, {"event": "move", "object": "pa", "to": "battlefield"})
    def stack_targets(st) -> tuple:
        return tuple(t for ob in st.doc["objects"] if ob["id"] in st.doc.get("stack", []) for t in ob.get("targets", []))
    assert sorted(stack_targets(o.state) for o in outs) == [(), ("gb",)]
    (with_target,) = [o.state for o in outs
                      if any(ob.get("targets") == ["gb"] for ob in o.state.doc["objects"])]
    res = [o.state for o in engine.apply(with_target, {"event": "resolve"})]
    places = sorted(next(ob for ob in r.doc["objects"] if ob["zone"] == "library" and ob["card"] == "Grizzly Bears")
                    ["library_position"] - min(ob["library_position"] for ob in r.doc["objects"] if ob["zone"] == "library")
                    for r in res)
    assert places == [0, 1]


# --- Jace, Reality Sculptor (Forge script), loyalty 5: "[+1]: Empower Jace X, where X is the number of Islands you
# control." (read although the self-name substitution writes "Empower ~ X")

def test_reality_sculptor_plus_one_empowers_a_jace_token_not_itself_701_71a(engine):
    """CR 606.4: alice activates the [+1] (5 -> 6 loyalty). As it resolves X is the Islands she controls, 2 (CR
    107.3c); CR 701.71a puts loyalty counters on a Jace *token*: she controls none (the Sculptor is a card), so she
    creates one and puts two counters on it: the token has loyalty 2, the Sculptor keeps 6."""
    ab = library()["Jace, Reality Sculptor"]["abilities"][0]
    assert ab == {"loyalty": 1, "effect": {"where_x_is": "islands_you_control", "effect": "empower_jace_x"}}
    s = make_state([bf("jrs", "Jace, Reality Sculptor", counters={"loyalty": 5}), bf("i1", "Island"), bf("i2", "Island")])
    s = only(engine.apply(s, {"action": "activate", "object": "jrs", "ability": ab}))
    s = resolve(engine, s)
    d = engine.derive(s)
    assert d.object("jrs").characteristics.get("loyalty") == 6
    assert [o.characteristics.get("loyalty") for o in d.objects if o.token] == [2]


# --- Countersculpt (Forge script), {U}{U} instant: "As an additional cost to cast this spell, behold a Jace or pay
# {1}." and "Counter target spell. Empower Jace 1."

def _sculpt(engine, islands: int, jace_in_hand: bool):
    objs = [{"id": "cs", "card": "Countersculpt", "zone": "hand", "owner": "alice"},
            {"id": "sp", "card": "Grizzly Bears", "zone": "stack", "owner": "bob", "controller": "bob"},
            *[bf(f"i{k}", "Island") for k in range(islands)]]
    if jace_in_hand:
        objs.append({"id": "jc", "card": "Jace, Reality Sculptor", "zone": "hand", "owner": "alice"})
    return make_state(objs, stack=["sp"])


def _tapped_after_cast(engine, s) -> list:
    outs = engine.apply(s, {"action": "cast", "object": "cs", "targets": ["sp"]})
    return sorted(sum(1 for ob in o.state.doc["objects"] if ob.get("tapped")) for o in outs)


def test_countersculpt_without_a_jace_costs_one_more_601_2f(engine):
    """CR 601.2b, 601.2f: with no Jace to behold (CR 701.4a) alice pays {1} more: {1}{U}{U}, three Islands; with two
    Islands she can't cast it."""
    assert _tapped_after_cast(engine, _sculpt(engine, 3, False)) == [3]
    assert not any(a.action.get("object") == "cs" for a in engine.legal_actions(_sculpt(engine, 2, False)))


def test_countersculpt_beholding_a_jace_card_costs_nothing_more_701_4a(engine):
    """CR 701.4a: revealing the Jace card in her hand beholds a Jace: {U}{U} suffice (two Islands). With three Islands
    she may also choose to pay {1} instead (CR 601.2b): beholding taps two of them (three ways to choose which, CR
    601.2g), paying taps all three (one way)."""
    assert _tapped_after_cast(engine, _sculpt(engine, 2, True)) == [2]
    assert _tapped_after_cast(engine, _sculpt(engine, 3, True)) == [2, 2, 2, 3]
