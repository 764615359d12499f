"""Branch cards14 (session 8): Banned Eldraine Card's six additional costs and the copy each makes for the rest of the
game in all zones (rules_asp/kernel/cards14_banned.lp). Real cards by name from the bundled library; each expected value
was worked out from the CR text and the card's Oracle text before the engine was run."""

from __future__ import annotations

from .conftest import make_state
from .test_token_copies import obj


def _chars(engine, state, oid):
    c = engine.derive(state).object(oid).characteristics
    return c["name"], c["types"], c.get("mana_cost")


def test_banned_eldraine_card_cost_chosen_then_copy_in_all_zones_601_2b_601_2f_707_2(engine):
    """"As an additional cost to play ~, pay {B}, {3}{R}{G}, {3}{R}, {2}, {0}, or {1}{G}. It becomes a copy respectively
    of Cauldron Familiar, Escape to the Wilds, Fires of Invention, Lucky Clover, Mystic Sanctuary, Once Upon A Time for
    the rest of the game in all zones." Cast from Alice's hand with {B}{B} in her pool: the total cost is its mana cost
    {1} plus the cost chosen (601.2b, 601.2f); only {B} (total {1}{B}) and {0} (total {1}) can be paid (601.2h), so two
    resulting states: a Cauldron Familiar on the stack with an empty pool, and a Mystic Sanctuary with {B} left (707.2:
    the copy's values the Oracle card's: a creature costing {B}; a land with no mana cost). Named Fires of Invention
    with {R}{R}{R}{R}{R}: the total {1}{3}{R} takes all five, and it's an enchantment on the stack. The copy is not ended
    by a zone change (its text: for the rest of the game, in all zones): in the graveyard, a card that became Lucky
    Clover is an artifact named Lucky Clover costing {2}; "Once Upon A Time" is the card Once Upon a Time (201.2)."""
    bec = {"id": "bec", "card": "Banned Eldraine Card", "zone": "hand", "owner": "alice"}

    def state(pool, *extra):
        return make_state([bec, *extra], players=[{"name": "alice", "life": 20, "mana_pool": pool},
                                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(state("{B}{B}"), {"action": "cast", "object": "bec"})
    got = sorted((obj(o.state, "bec")["zone"], o.state.doc["players"][0]["mana_pool"], _chars(engine, o.state, "bec"))
                 for o in outs)
    assert got == [("stack", "", ("Cauldron Familiar", ["creature"], "{B}")),
                   ("stack", "{B}", ("Mystic Sanctuary", ["land"], None))]
    (o,) = engine.apply(state("{R}{R}{R}{R}{R}"), {"action": "cast", "object": "bec", "named": "Fires of Invention"})
    assert (o.state.doc["players"][0]["mana_pool"], _chars(engine, o.state, "bec")) == \
        ("", ("Fires of Invention", ["enchantment"], "{3}{R}"))
    gy = make_state([dict(bec, id="gy", zone="graveyard", copy_for_rest_of_game={"card": "Lucky Clover"}),
                     dict(bec, id="ou", zone="exile", copy_for_rest_of_game={"card": "Once Upon a Time"})])
    assert (_chars(engine, gy, "gy"), _chars(engine, gy, "ou")[0]) == \
        (("Lucky Clover", ["artifact"], "{2}"), "Once Upon a Time")


def test_kaya_surveil_then_exile_a_card_from_a_graveyard_701_25a_608_2c_701_13a(engine):
    """Kaya, Spirits' Justice's "[+2]: Surveil 2, then exile a card from a graveyard." resolving with Forest on top of
    Alice's library, Island under it, and a Grizzly Bears in Bob's graveyard. Surveil 2 (701.25a): each of the two goes
    to the graveyard or back on top, in either order: both on top (2 orders), one in the graveyard (2 ways), both in the
    graveyard (1 way). Then (608.2c) Alice exiles one card from a graveyard, Bob's or hers, among them the cards surveil
    just put there (701.13a; no target: her choice as it resolves, 608.2d): 2*1 + 2*2 + 1*3 = 9 resulting states; in
    each exactly one card is in exile, and each of the three cards is the one exiled in some state, the surveilled one
    then in exile and not in the graveyard."""
    from pyglue.cards import library
    text = library()["Kaya, Spirits' Justice"]["abilities"][1]
    kaya = {"id": "kaya", "card": "Kaya, Spirits' Justice", "zone": "battlefield", "owner": "alice", "counters": {"loyalty": 5}}
    ab = {"id": "ab", "zone": "stack", "owner": "alice", "controller": "alice", "ability": {"source": "kaya", "text": text}}
    s = make_state([kaya, ab, {"id": "fo", "card": "Forest", "zone": "library", "owner": "alice"},
                    {"id": "is", "card": "Island", "zone": "library", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}],
                   stack=["ab"], priority="bob", passed=["alice"])
    outs = engine.apply(s, {"action": "pass"})
    exiled = [[o["id"] for o in out.state.doc["objects"] if o["zone"] == "exile"] for out in outs]
    assert (len(outs), sorted(len(e) for e in exiled)) == (9, [1] * 9)
    assert {e[0] for e in exiled} == {"fo", "is", "gb"}


def test_slobad_sacrifice_costs_interchangeably_101_1_118_3_701_21a(engine):
    """Slobad, Actually Just Fine, Hungering Puppetbeast (an artifact creature: "{1}, Sacrifice another artifact: Put a
    +1/+1 counter on this creature. ...") and Grizzly Bears (a creature, not an artifact) under Alice's control, {C} in
    her pool. Slobad's "{1}, {T}, Sacrifice another artifact or creature: ..." may be paid with the Puppetbeast or the
    Bears, never Slobad itself (118.3, 701.21a): two resulting states, the one sacrificed in its owner's graveyard, Slobad
    tapped. The Puppetbeast's cost asks for another artifact, and Alice controls none but the source; with Slobad's "You
    can sacrifice creatures and artifacts interchangeably." (101.1: the card's text over the rules) a creature will do:
    Slobad or the Bears, two resulting states."""
    objs = [{"id": "slo", "card": "Slobad, Actually Just Fine", "zone": "battlefield", "owner": "alice"},
            {"id": "pup", "card": "Hungering Puppetbeast", "zone": "battlefield", "owner": "alice"},
            {"id": "gb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}]
    s = make_state(objs, players=[{"name": "alice", "life": 20, "mana_pool": "{C}"},
                                  {"name": "bob", "life": 20, "mana_pool": ""}])

    def sacrificed(outs):
        return sorted((o["id"] for out in outs for o in out.state.doc["objects"] if o["zone"] == "graveyard"))
    from pyglue.cards import library
    outs = engine.apply(s, {"action": "activate", "object": "slo",
                            "ability": library()["Slobad, Actually Just Fine"]["abilities"][1]})
    assert (sacrificed(outs), [obj(o.state, "slo").get("tapped") for o in outs]) == (["gb", "pup"], [True, True])
    pup = library()["Hungering Puppetbeast"]["abilities"][1]
    assert sacrificed(engine.apply(s, {"action": "activate", "object": "pup", "ability": pup})) == ["gb", "slo"]


def test_kaya_minus_two_exiles_target_of_yours_and_up_to_one_of_each_other_player_601_2c_115_1d_608_2b(engine):
    """Kaya, Spirits' Justice's "[−2]: Exile target creature you control. For each other player, exile up to one target
    creature that player controls." Alice controls Kaya (5 loyalty) and a Grizzly Bears; Bob controls two Grizzly
    Bears. The first target is her Bears (the only creature she controls); the second slot, Bob's, is one of his Bears
    or none (115.1d): activated with no target named, three resulting states (601.2c via 602.2b). With the targets named
    (her Bears, then Bob's b1), once both players pass it resolves and exiles both (608.2b, 701.13a); b2 stays, Kaya
    has 3 loyalty (606.4)."""
    from pyglue.cards import library
    minus = library()["Kaya, Spirits' Justice"]["abilities"][3]
    bears = [{"id": i, "card": "Grizzly Bears", "zone": "battlefield", "owner": w} for i, w in
             (("ak", "alice"), ("b1", "bob"), ("b2", "bob"))]
    s = make_state([{"id": "kaya", "card": "Kaya, Spirits' Justice", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 5}}, *bears])
    assert len(engine.apply(s, {"action": "activate", "object": "kaya", "ability": minus})) == 3
    (o,) = engine.apply(s, {"action": "activate", "object": "kaya", "ability": minus, "targets": ["ak", "b1"]})
    (o,) = engine.apply(o.state, {"action": "pass"})
    outs = engine.apply(o.state, {"action": "pass"})
    zones = {(obj(out.state, "ak")["zone"], obj(out.state, "b1")["zone"], obj(out.state, "b2")["zone"],
              obj(out.state, "kaya")["counters"]["loyalty"]) for out in outs}
    assert zones == {("exile", "exile", "battlefield", 3)}


def test_invasion_of_arcavios_search_library_graveyard_outside_701_23a_701_23b_400_11(engine):
    """Invasion of Arcavios's "When this Siege enters, search your library, graveyard, and/or outside the game for an
    instant or sorcery card you own, reveal it, and put it into your hand. ..." resolving. Alice owns Saw It Coming
    (instant) and a Forest in her library, Doomskar (sorcery) in her graveyard and Poison the Cup (instant) outside the
    game (400.11); Bob's Saw It Coming in his graveyard isn't hers. One of her three instant or sorcery cards is found
    and put into her hand (701.23a): three resulting states; not finding one is no choice here, as a card of her
    graveyard, a public zone, has the quality (701.23b)."""
    from pyglue.cards import library
    text = library()["Invasion of Arcavios"]["abilities"][0]
    inv = {"id": "inv", "card": "Invasion of Arcavios", "zone": "battlefield", "owner": "alice", "protector": "bob",
           "counters": {"defense": 5}}
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "inv", "text": text}}
    cards = [("sic", "Saw It Coming", "library", "alice"), ("fo", "Forest", "library", "alice"),
             ("dk", "Doomskar", "graveyard", "alice"), ("ptc", "Poison the Cup", "outside", "alice"),
             ("bsic", "Saw It Coming", "graveyard", "bob")]
    s = make_state([inv, trig, *({"id": i, "card": c, "zone": z, "owner": w} for i, c, z, w in cards)],
                   stack=["trig"], priority="bob", passed=["alice"])
    outs = engine.apply(s, {"action": "pass"})
    hands = sorted(tuple(o["id"] for o in out.state.doc["objects"] if o["zone"] == "hand") for out in outs)
    assert hands == [("dk",), ("ptc",), ("sic",)]


def test_grist_plus_one_deathtouch_counter_if_black_card_milled_608_2c_122_1b(engine):
    """Grist, the Plague Swarm's "[+1]: Create a 1/1 black and green Insect creature token, then mill two cards. Put a
    deathtouch counter on the token if a black card was milled this way." resolving. With Poison the Cup ({1}{B}{B}:
    black, 105.2) and a Forest on top of Alice's library, both are milled (701.17a), one is black, so the token just
    created gets a deathtouch counter (608.2c) and has deathtouch (122.1b). With Saw It Coming (blue) and a Forest on
    top, the token gets none."""
    from pyglue.cards import library
    text = library()["Grist, Voracious Larva"]["back"]["abilities"][0]
    grist = {"id": "grist", "card": "Grist, Voracious Larva", "zone": "battlefield", "owner": "alice"}
    ab = {"id": "ab", "zone": "stack", "owner": "alice", "controller": "alice", "ability": {"source": "grist", "text": text}}

    def token_after(top):
        lib = [{"id": "c1", "card": top, "zone": "library", "owner": "alice"},
               {"id": "c2", "card": "Forest", "zone": "library", "owner": "alice"}]
        s = make_state([grist, ab, *lib], stack=["ab"], priority="bob", passed=["alice"])
        (o,) = engine.apply(s, {"action": "pass"})
        (tok,) = [x for x in o.state.doc["objects"] if x.get("token")]
        kws = engine.derive(o.state).object(tok["id"]).characteristics.get("abilities", [])
        return tok.get("counters", {}), "deathtouch" in kws, [obj(o.state, c)["zone"] for c in ("c1", "c2")]
    assert token_after("Poison the Cup") == ({"deathtouch": 1}, True, ["graveyard", "graveyard"])
    assert token_after("Saw It Coming") == ({}, False, ["graveyard", "graveyard"])


def test_grist_enters_from_graveyard_trigger_then_may_pay_transform_603_2_603_4_712_14a(engine):
    """Grist, Voracious Larva: "Whenever Grist or another creature you control enters, if it entered from your graveyard
    or you cast it from your graveyard, you may pay {G}. If you do, exile Grist, then return it to the battlefield
    transformed under its owner's control." Alice's Grizzly Bears moving from her graveyard to the battlefield makes the
    ability trigger (603.2, 603.4: the condition holds), and it goes on the stack (603.3); her other Grizzly Bears entering
    from her hand doesn't. Resolving
    with {G} in her pool: she pays and Grist comes back transformed, Grist, the Plague Swarm (701.13a, 712.14a), with
    its printed loyalty 3 (306.5b), or she doesn't and it stays Grist, Voracious Larva, {G} unspent (608.2d): two
    resulting states."""
    from pyglue.cards import library
    grist = {"id": "grist", "card": "Grist, Voracious Larva", "zone": "battlefield", "owner": "alice"}
    s = make_state([grist, {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "hb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    (o,) = engine.apply(s, {"event": "move", "object": "gb", "to": "battlefield"})
    (o2,) = engine.apply(s, {"event": "move", "object": "hb", "to": "battlefield"})
    def put_on_stack(out):   # (603.3: the triggered ability goes on the stack the next time a player would receive priority)
        return [x["ability"]["source"] for x in out.state.doc["objects"] if x["zone"] == "stack" and x.get("ability")]
    assert (put_on_stack(o), put_on_stack(o2)) == (["grist"], [])
    text = library()["Grist, Voracious Larva"]["abilities"][1]
    ab = {"id": "ab", "zone": "stack", "owner": "alice", "controller": "alice", "ability": {"source": "grist", "text": text}}
    s = make_state([grist, ab], stack=["ab"], priority="bob", passed=["alice"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    got = sorted((engine.derive(out.state).object("grist").characteristics["name"],
                  obj(out.state, "grist").get("counters", {}).get("loyalty"), out.state.doc["players"][0]["mana_pool"])
                 for out in engine.apply(s, {"action": "pass"}))
    assert got == [("Grist, Voracious Larva", None, "{G}"), ("Grist, the Plague Swarm", 3, "")]
