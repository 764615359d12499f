"""The inset spells of real preparation cards (CR 722.2), read from their Oracle text by the grammar and acted on
by the rules (rules_asp/kernel/prepare_spells.lp and the rule files their vocabulary entries name).

The cards are the bundled library's (pyglue/data/library.json): a state names them and nothing else. Most tests
cast the prepare spell the way a player does, as the copy of it that exists in exile while its permanent is
prepared (CR 722.3c; casting it unprepares the permanent, 601.2i); the rest put the spell itself on the stack.
Each expected answer was worked out from the CR text and the card's Oracle text before the engine was run.
"""

from __future__ import annotations

from .conftest import make_state, only

ANTHEM = {"name": "Test Anthem", "mana_cost": "{1}{W}", "types": ["enchantment"], "notes": "a test enchantment"}
DUAL = {"name": "Test Dual Land", "types": ["land"], "notes": "a test nonbasic land"}
CARDS = [ANTHEM, DUAL]


def state(objects, stack=(), **top):
    return make_state(list(objects), cards=CARDS, stack=list(stack), **top)


def players(alice_pool: str = "", alice: int = 20, bob: int = 20) -> list[dict]:
    return [{"name": "alice", "life": alice, "mana_pool": alice_pool}, {"name": "bob", "life": bob}]


def library(owner: str, n: int, prefix: str) -> list[dict]:
    """``n`` Grizzly Bears cards in ``owner``'s library, ids prefix1.. from the top."""
    return [{"id": f"{prefix}{i}", "card": "Grizzly Bears", "zone": "library", "owner": owner, "library_position": i}
            for i in range(1, n + 1)]


def hand(owner: str, n: int, prefix: str) -> list[dict]:
    return [{"id": f"{prefix}{i}", "card": "Grizzly Bears", "zone": "hand", "owner": owner} for i in range(1, n + 1)]


def on_stack(card: str, oid: str = "sp", **extra) -> dict:
    return {"id": oid, "card": card, "zone": "stack", "owner": "alice", "controller": "alice", **extra}


def pass_both(engine, s):
    """Both players pass in succession (CR 117.4): the top of the stack resolves."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def legal_copy_cast(engine, s, permanent: str):
    """The legal cast of the prepare copy once ``permanent`` becomes prepared (CR 722.3a, 722.3c): its one row of
    ``legal``, with its targets per slot."""
    s = only(engine.apply(s, {"event": "become_prepared", "object": permanent}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    (cast,) = [a for a in engine.legal_actions(s) if a.action.get("object") == copy_id]
    return cast


def cast_prepared_copy(engine, s, permanent: str, **cast):
    """``permanent`` becomes prepared (CR 722.3a), and with it a copy of its prepare spell exists in exile
    (722.3c); Alice casts that copy (``cast``: targets, x, payment), which unprepares the permanent (601.2i).
    Returns the state with the copy on the stack and the copy's id."""
    s = only(engine.apply(s, {"event": "become_prepared", "object": permanent}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id, **cast}))
    assert engine.derive(s).object(permanent).designations == []
    return s, copy_id


def zones(s) -> dict[str, str]:
    return {o["id"]: o["zone"] for o in s.doc["objects"]}


def in_zone(s, owner: str, zone: str) -> set[str]:
    return {o["id"] for o in s.doc["objects"] if o["zone"] == zone and o.get("owner") == owner}


def life(s) -> dict[str, int]:
    return {p["name"]: p["life"] for p in s.doc["players"]}


# --- spells whose templates the rules already acted on: the grammar now reads them

def test_vandals_edit_copy_draws_two_and_each_player_loses_two_722_3c_119_3(engine):
    """Defacing Duskmage // Vandal's Edit ({1}{W}{B} instant: "Draw two cards. Each player loses 2 life."). CR
    722.3c: Alice casts the exiled copy; CR 121.2: she draws her top two cards (a1, a2; a3 stays); CR 119.3:
    "each player" is every player, Alice too: both go from 20 to 18. The copy then ceases to exist (704.5e)."""
    s = state([{"id": "ddm", "card": "Defacing Duskmage", "zone": "battlefield", "owner": "alice"},
               *library("alice", 3, "a")], players=players("{W}{B}{B}"))
    s, copy_id = cast_prepared_copy(engine, s, "ddm")
    (out,) = pass_both(engine, s)
    assert life(out.state) == {"alice": 18, "bob": 18}
    assert in_zone(out.state, "alice", "hand") == {"a1", "a2"}
    assert sorted(e for e, r in out.events if r == "119.3") == [f"lost_life(alice, 2, {copy_id})",
                                                                f"lost_life(bob, 2, {copy_id})"]
    assert copy_id not in zones(out.state)


def test_stream_of_life_copy_target_player_gains_x_722_3c_107_3(engine):
    """Infirmary Healer // Stream of Life ({X}{G}: "Target player gains X life"). CR 722.3c, 107.3: Alice casts
    the copy with X = 3 ({3}{G} from her pool) targeting Bob: Bob goes from 20 to 23 (CR 119.3)."""
    s = state([{"id": "ih", "card": "Infirmary Healer", "zone": "battlefield", "owner": "alice"}],
              players=players("{G}{G}{G}{G}"))
    s, _ = cast_prepared_copy(engine, s, "ih", targets=["bob"], x=3)
    (out,) = pass_both(engine, s)
    assert life(out.state) == {"alice": 20, "bob": 23}


def test_exsanguinate_copy_drains_x_722_3c_119_3(engine):
    """Stensian Sanguinist // Exsanguinate ({X}{B}{B}: "Each opponent loses X life. You gain life equal to the
    life lost this way."). CR 722.3c, 107.3: the copy with X = 2 ({2}{B}{B}): Bob loses 2 (20 -> 18) and Alice
    gains the 2 lost (20 -> 22), CR 119.3, 608.2c."""
    s = state([{"id": "ssg", "card": "Stensian Sanguinist", "zone": "battlefield", "owner": "alice"}],
              players=players("{B}{B}{B}{B}"))
    s, _ = cast_prepared_copy(engine, s, "ssg", x=2)
    (out,) = pass_both(engine, s)
    assert life(out.state) == {"alice": 22, "bob": 18}


def test_braingeyser_copy_target_player_draws_x_722_3c_121_2(engine):
    """Dirgur Focusmage // Braingeyser ({X}{U}{U}: "Target player draws X cards."). CR 722.3c, 107.3, 121.2:
    the copy with X = 2 targeting Alice herself: she draws a1 and a2; a3 stays in her library."""
    s = state([{"id": "dfm", "card": "Dirgur Focusmage", "zone": "battlefield", "owner": "alice"},
               *library("alice", 3, "a")], players=players("{U}{U}{U}{U}"))
    s, _ = cast_prepared_copy(engine, s, "dfm", targets=["alice"], x=2)
    (out,) = pass_both(engine, s)
    assert in_zone(out.state, "alice", "hand") == {"a1", "a2"}
    assert in_zone(out.state, "alice", "library") == {"a3"}


def test_wheel_of_fortune_copy_each_discards_hand_then_draws_seven_722_3c_701_9a(engine):
    """Naktamun Lorespinner // Wheel of Fortune ({2}{R}: "Each player discards their hand, then draws seven
    cards."). CR 722.3c: Alice casts the copy; CR 701.9a, 608.2c: Alice's h1 and Bob's g1, g2 are discarded,
    then each draws seven (CR 121.2): their hands are their top seven cards."""
    s = state([{"id": "nls", "card": "Naktamun Lorespinner", "zone": "battlefield", "owner": "alice"},
               *hand("alice", 1, "h"), *hand("bob", 2, "g"), *library("alice", 8, "a"), *library("bob", 7, "b")],
              players=players("{R}{R}{R}"))
    s, _ = cast_prepared_copy(engine, s, "nls")
    (out,) = pass_both(engine, s)
    assert in_zone(out.state, "alice", "hand") == {f"a{i}" for i in range(1, 8)}
    assert in_zone(out.state, "bob", "hand") == {f"b{i}" for i in range(1, 8)}
    assert in_zone(out.state, "alice", "graveyard") == {"h1"}
    assert in_zone(out.state, "bob", "graveyard") == {"g1", "g2"}


def test_replenish_copy_returns_enchantment_cards_722_3c_110_2a(engine):
    """Eiganjo Dynastorian // Replenish ({3}{W}: "Return all enchantment cards from your graveyard to the
    battlefield."). CR 722.3c, 110.2a: the copy returns Alice's enchantment card (an1) to the battlefield under
    her control; her creature card and Bob's enchantment card stay in the graveyards."""
    s = state([{"id": "eds", "card": "Eiganjo Dynastorian", "zone": "battlefield", "owner": "alice"},
               {"id": "an1", "card": "Test Anthem", "zone": "graveyard", "owner": "alice"},
               {"id": "an2", "card": "Test Anthem", "zone": "graveyard", "owner": "bob"},
               {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}],
              players=players("{W}{W}{W}{W}"))
    s, _ = cast_prepared_copy(engine, s, "eds")
    (out,) = pass_both(engine, s)
    z = zones(out.state)
    assert (z["an1"], z["an2"], z["gb"]) == ("battlefield", "graveyard", "graveyard")


def test_rejoinder_copy_taps_or_untaps_and_draws_722_3c_701_26a(engine):
    """Elite Interceptor // Rejoinder ({1}{W}: "You may tap or untap target creature. Draw a card."). CR 722.3c:
    the copy targets Bob's untapped Bears; CR 701.26a: Alice may tap it or leave it (two resulting states); in
    both she, not the target, draws a card (a1; CR 121.1, "draw" is the controller's)."""
    s = state([{"id": "ei", "card": "Elite Interceptor", "zone": "battlefield", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
               *library("alice", 2, "a")], players=players("{W}{W}"))
    s, _ = cast_prepared_copy(engine, s, "ei", targets=["bears"])
    outs = pass_both(engine, s)
    tapped = sorted(bool({o["id"]: o for o in out.state.doc["objects"]}["bears"].get("tapped")) for out in outs)
    assert tapped == [False, True]
    assert all(in_zone(out.state, "alice", "hand") == {"a1"} for out in outs)


def test_swords_to_plowshares_of_emeritus_of_truce_701_13a_608_2h(engine):
    """Emeritus of Truce // Swords to Plowshares ({W}: "Exile target creature. Its controller gains life equal
    to its power."). The spell on the stack targeting Bob's Bears: they are exiled (CR 701.13a) and Bob gains 2
    (their power as they last existed, 608.2h)."""
    s = state([on_stack("Swords to Plowshares", targets=["bears"]),
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}], stack=["sp"])
    (out,) = engine.apply(s, {"event": "resolve"})
    assert zones(out.state)["bears"] == "exile" and life(out.state) == {"alice": 20, "bob": 22}


def test_rampant_growth_of_studious_first_year_701_23a(engine):
    """Studious First-Year // Rampant Growth ({1}{G}: "Search your library for a basic land card, put that card
    onto the battlefield tapped, then shuffle."). CR 701.23a-b: with a Forest and a Bears in her library, Alice
    finds the Forest (it enters tapped) or nothing: two resulting states."""
    s = state([on_stack("Rampant Growth"),
               {"id": "lf", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 1},
               {"id": "lb", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 2}],
              stack=["sp"])
    outs = engine.apply(s, {"event": "resolve"})
    got = sorted((zones(o.state)["lf"], bool({x["id"]: x for x in o.state.doc["objects"]}["lf"].get("tapped")))
                 for o in outs)
    assert got == [("battlefield", True), ("library", False)]


# --- new templates

def test_rocket_volley_copy_destroys_only_a_nonbasic_land_115_1_701_8a(engine):
    """Maelstrom Artisan // Rocket Volley ({1}{R}: "Destroy target nonbasic land."). CR 115.1, 205.4a: of Bob's
    lands only the nonbasic one is a legal target (the Forest has the basic supertype); CR 722.3c, 701.8a: the
    copy destroys it."""
    s = state([{"id": "mla", "card": "Maelstrom Artisan", "zone": "battlefield", "owner": "alice"},
               {"id": "dual", "card": "Test Dual Land", "zone": "battlefield", "owner": "bob"},
               {"id": "bforest", "card": "Forest", "zone": "battlefield", "owner": "bob"}],
              players=players("{R}{R}"))
    cast = legal_copy_cast(engine, s, "mla")
    assert cast.targets == [["dual"]]
    s, _ = cast_prepared_copy(engine, s, "mla", targets=["dual"])
    (out,) = pass_both(engine, s)
    assert zones(out.state)["dual"] == "graveyard" and zones(out.state)["bforest"] == "battlefield"


def test_secret_rendezvous_copy_you_and_target_opponent_each_draw_three_121_2(engine):
    """Joined Researchers // Secret Rendezvous ({1}{W}{W}: "You and target opponent each draw three cards."). CR
    722.3c, 121.2: Alice casts the copy targeting Bob: each draws their top three cards; the fourth stays."""
    s = state([{"id": "jr", "card": "Joined Researchers", "zone": "battlefield", "owner": "alice"},
               *library("alice", 4, "a"), *library("bob", 4, "b")], players=players("{W}{W}{W}"))
    s, _ = cast_prepared_copy(engine, s, "jr", targets=["bob"])
    (out,) = pass_both(engine, s)
    assert in_zone(out.state, "alice", "hand") == {"a1", "a2", "a3"}
    assert in_zone(out.state, "bob", "hand") == {"b1", "b2", "b3"}


def test_reanimate_copy_takes_an_opponents_creature_card_and_costs_its_mana_value_110_2a_119_3(engine):
    """Grave Researcher // Reanimate ({B}: "Put target creature card from a graveyard onto the battlefield under
    your control. You lose life equal to that card's mana value."). CR 115.1: any graveyard's creature card is a
    legal target (Bob's Bears, Alice's own), not a land card; CR 110.2a: the Bears enter under Alice's control,
    Bob still owns them (108.3); CR 119.3, 202.3: Alice loses 2 (the Bears' mana value {1}{G}): 20 -> 18."""
    s = state([{"id": "gr", "card": "Grave Researcher", "zone": "battlefield", "owner": "alice"},
               {"id": "bb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"},
               {"id": "ab", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
               {"id": "bf", "card": "Forest", "zone": "graveyard", "owner": "bob"}],
              players=players("{B}"))
    cast = legal_copy_cast(engine, s, "gr")
    assert sorted(cast.targets[0]) == ["ab", "bb"]
    s, _ = cast_prepared_copy(engine, s, "gr", targets=["bb"])
    (out,) = pass_both(engine, s)
    assert zones(out.state)["bb"] == "battlefield"
    d = engine.derive(out.state).object("bb")
    assert d.controller == "alice"
    assert life(out.state) == {"alice": 18, "bob": 20}


def test_pack_a_punch_copy_mills_counters_and_trample_701_17a_122_1(engine):
    """Kirol, History Buff // Pack a Punch ({1}{R}{W}: "Mill a card. Put two +1/+1 counters on target creature.
    It gains trample until end of turn."). CR 722.3c: the copy targets Alice's Bears; CR 701.17a: her top card
    a1 goes to her graveyard; CR 122.1: the Bears get two +1/+1 counters (a 4/4, 613.4c) and, "it" being the
    target, trample until end of turn (611.2, 613.1f)."""
    s = state([{"id": "kir", "card": "Kirol, History Buff", "zone": "battlefield", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"},
               *library("alice", 2, "a")], players=players("{R}{R}{W}"))
    s, _ = cast_prepared_copy(engine, s, "kir", targets=["bears"])
    outs = pass_both(engine, s)
    out = outs[0]
    assert zones(out.state)["a1"] == "graveyard" and zones(out.state)["a2"] == "library"
    assert {o["id"]: o for o in out.state.doc["objects"]}["bears"].get("counters") == {"+1/+1": 2}
    ch = engine.derive(out.state).object("bears").characteristics
    assert (ch["power"], ch["toughness"]) == (4, 4) and "trample" in ch["abilities"]
    assert "trample" not in engine.derive(out.state).object("kir").characteristics["abilities"]


def test_peer_review_copy_creates_cadet_then_surveils_111_4_701_25a(engine):
    """Prudent Fateseer // Peer Review ({2}{W/U}: "Create a 2/2 colorless Wizard Soldier creature token named
    Cadet. Surveil 1."). CR 111.4: the token is named Cadet, a 2/2 colorless Wizard Soldier creature; CR 701.25a:
    Alice then looks at her top card and puts it into her graveyard or back: two resulting states."""
    s = state([{"id": "pf", "card": "Prudent Fateseer", "zone": "battlefield", "owner": "alice"},
               *library("alice", 2, "a")], players=players("{W}{W}{W}"))
    s, _ = cast_prepared_copy(engine, s, "pf")
    outs = pass_both(engine, s)
    assert sorted(zones(o.state)["a1"] for o in outs) == ["graveyard", "library"]
    for o in outs:
        (tok,) = [x["id"] for x in o.state.doc["objects"] if x.get("token")]
        ch = engine.derive(o.state).object(tok).characteristics
        assert (ch["name"], ch["power"], ch["toughness"], ch["subtypes"], ch["colors"]) == \
            ("Cadet", 2, 2, ["Soldier", "Wizard"], [])


def tokens(s) -> list[str]:
    return [o["id"] for o in s.doc["objects"] if o.get("token")]


def test_maestros_gift_copy_token_copy_gains_haste_707_2_611_2(engine):
    """Inspired Skypainter // Maestro's Gift ({3}{U}{R}: "Create a token that's a copy of target creature you
    control. That token gains haste until end of turn."). CR 115.1: Bob's Bears aren't a legal target, Alice's
    are (and the Skypainter); CR 707.2: the token copies the Bears (a 2/2 Grizzly Bears); CR 611.2: it has
    haste from the spell's effect, which the original Bears don't get."""
    s = state([{"id": "isp", "card": "Inspired Skypainter", "zone": "battlefield", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"},
               {"id": "bbears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
              players=players("{U}{U}{U}{U}{R}"))
    cast = legal_copy_cast(engine, s, "isp")
    assert sorted(cast.targets[0]) == ["bears", "isp"]
    s, _ = cast_prepared_copy(engine, s, "isp", targets=["bears"])
    (out,) = pass_both(engine, s)
    (tok,) = tokens(out.state)
    d = engine.derive(out.state)
    ch = d.object(tok).characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Grizzly Bears", 2, 2) and "haste" in ch["abilities"]
    assert d.object(tok).controller == "alice"
    assert "haste" not in d.object("bears").characteristics["abilities"]


def test_restore_relic_copy_exiles_the_card_and_makes_a_token_copy_701_13a_707_2(engine):
    """Lorehold Archivist // Restore Relic ({2}{R}{W}: "Exile target artifact or creature card from your
    graveyard. Create a token that's a copy of it."). CR 115.1: only Alice's creature card is a legal target
    (not her land card, not Bob's creature card); CR 701.13a: it is exiled; CR 707.2, 111.1: a token copy of it,
    a 2/2 Grizzly Bears, enters under Alice's control."""
    s = state([{"id": "lha", "card": "Lorehold Archivist", "zone": "battlefield", "owner": "alice"},
               {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
               {"id": "gf", "card": "Forest", "zone": "graveyard", "owner": "alice"},
               {"id": "bgb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}],
              players=players("{R}{R}{R}{W}"))
    cast = legal_copy_cast(engine, s, "lha")
    assert cast.targets == [["gb"]]
    s, _ = cast_prepared_copy(engine, s, "lha", targets=["gb"])
    (out,) = pass_both(engine, s)
    assert zones(out.state)["gb"] == "exile"
    (tok,) = tokens(out.state)
    d = engine.derive(out.state).object(tok)
    assert (d.characteristics["name"], d.characteristics["power"], d.controller) == ("Grizzly Bears", 2, "alice")
    assert zones(out.state)[tok] == "battlefield"


def test_oracles_gift_copy_x_fractals_then_x_counters_on_each_111_1_122_1_608_2c(engine):
    """Jadzi, Steward of Fate // Oracle's Gift ({X}{X}{U}: "Create X 0/0 green and blue Fractal creature tokens,
    then put X +1/+1 counters on each Fractal you control."). CR 722.3c, 107.3: the copy with X = 2 ({2}{2}{U}); CR 111.1:
    two 0/0 Fractal tokens; CR 608.2c, 122.1: then each Fractal Alice controls, the new tokens among them, gets
    two +1/+1 counters: two 2/2s, which survive the check of CR 704.5f; Jadzi (no Fractal) gets none."""
    s = state([{"id": "jad", "card": "Jadzi, Steward of Fate", "zone": "battlefield", "owner": "alice"}],
              players=players("{G}{G}{G}{G}{U}"))
    s, _ = cast_prepared_copy(engine, s, "jad", x=2)
    (out,) = pass_both(engine, s)
    toks = tokens(out.state)
    assert len(toks) == 2
    d = engine.derive(out.state)
    for t in toks:
        ch = d.object(t).characteristics
        assert (ch["name"], ch["power"], ch["toughness"]) == ("Fractal Token", 2, 2)
        assert zones(out.state)[t] == "battlefield"
    assert not {o["id"]: o for o in out.state.doc["objects"]}["jad"].get("counters")


def test_pest_friend_copy_token_with_a_quoted_attack_trigger_111_4_603_2(engine):
    """Lluwen, Exchange Student // Pest Friend ({B/G}: "Create a 1/1 black and green Pest creature token with
    \\"Whenever this token attacks, you gain 1 life.\\""). CR 722.3c, 111.4: the copy creates a 1/1 black and
    green Pest that has the quoted triggered ability; CR 508.1m, 603.2, 119.3: when the Pest attacks, its ability
    triggers, and as it resolves Alice gains 1 life (20 -> 21)."""
    import copy as _copy
    from pyglue.state import state_from_document
    s = state([{"id": "llw", "card": "Lluwen, Exchange Student", "zone": "battlefield", "owner": "alice"}],
              players=players("{B}"))
    s, _ = cast_prepared_copy(engine, s, "llw")
    (out,) = pass_both(engine, s)
    (tok,) = tokens(out.state)
    ch = engine.derive(out.state).object(tok).characteristics
    assert (ch["name"], ch["power"], ch["toughness"], sorted(ch["colors"])) == ("Pest Token", 1, 1, ["black", "green"])
    assert {"trigger": "attacks", "effect": {"gain_life": 1}} in ch["abilities"]
    doc = _copy.deepcopy(out.state.doc)
    doc.update(phase="combat", step="declare_attackers")
    s = state_from_document(doc)
    s = only(engine.apply(s, {"event": "attacks", "object": tok}))
    assert len(s.doc["stack"]) == 1
    (res,) = pass_both(engine, s)
    assert life(res.state)["alice"] == 21


def test_bind_to_life_copy_mills_seven_then_one_creature_card_enters_701_17a_110_2a(engine):
    """Vastlands Scavenger // Bind to Life ({4}{G}: "Mill seven cards. Then put a creature card from among them
    onto the battlefield."). CR 722.3c: Alice casts the copy; CR 701.17a: her top seven cards are milled (l8, the
    eighth, stays); CR 608.2c, 110.2a: then one of the two creature cards among them (l2 or l4, her choice: two
    resulting states) goes onto the battlefield under her control; the other cards stay in her graveyard."""
    kinds = ["Forest", "Grizzly Bears", "Forest", "Grizzly Bears", "Forest", "Forest", "Forest", "Grizzly Bears"]
    lib = [{"id": f"l{i}", "card": k, "zone": "library", "owner": "alice", "library_position": i}
           for i, k in enumerate(kinds, 1)]
    s = state([{"id": "vsc", "card": "Vastlands Scavenger", "zone": "battlefield", "owner": "alice"}, *lib],
              players=players("{G}{G}{G}{G}{G}"))
    s, _ = cast_prepared_copy(engine, s, "vsc")
    outs = pass_both(engine, s)
    got = sorted(tuple(sorted(i for i in ("l2", "l4") if zones(o.state)[i] == "battlefield")) for o in outs)
    assert got == [("l2",), ("l4",)]
    for o in outs:
        z = zones(o.state)
        assert z["l8"] == "library"
        assert {i for i in ("l1", "l3", "l5", "l6", "l7") if z[i] == "graveyard"} == {"l1", "l3", "l5", "l6", "l7"}
        assert sorted(z[i] for i in ("l2", "l4")) == ["battlefield", "graveyard"]
