"""Instructions of one resolution that act on what an earlier instruction of the same resolution made (branch seq;
CR 608.2c: the instructions are followed in the order written). Real census cards by name from the bundled library,
tiny states; each expected value is worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def abilities_of(name: str) -> list:
    return library()[name]["abilities"]


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def objs(s) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in s.doc["objects"]}


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if o.get("token")]


def name_of(engine, s, oid: str) -> str:
    return engine.derive(s).object(oid).characteristics["name"]


def pass_all(engine, s) -> list:
    """Both players pass: the top of the stack resolves (every resulting state)."""
    return [o.state for o1 in engine.apply(s, {"action": "pass"}) for o in engine.apply(o1.state, {"action": "pass"})]


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


# --- Joo Dee, One of Many: "Create a token that's a copy of this creature, then sacrifice an artifact or creature." ---

JOO = "Joo Dee, One of Many"


def test_joo_dee_parses_608_2c_701_21a():
    assert abilities_of(JOO) == [
        {"activated": {"cost": "{B}", "tap": True, "effect": [
            {"surveil": 1}, {"create_token_copy": "self"}, {"sacrifice_one_of": ["artifact", "creature"]}]},
         "only": "sorcery"}]


def test_joo_dee_may_sacrifice_the_token_it_just_made_608_2c_701_21a_704_5d(engine):
    """CR 602.2: {B} (a Swamp) and {T}: the ability goes on the stack. As it resolves Alice surveils 1 (an empty
    library: nothing to look at, 701.25a), creates a token copy of Joo Dee (707.2; untapped, 110.5b), then sacrifices
    an artifact or creature she controls (701.21a). The instructions are followed in order (608.2c), so the token is
    already there: she may sacrifice Joo Dee or the token (the Swamp is neither an artifact nor a creature): two
    resulting states. Sacrificed, the token goes to the graveyard and ceases to exist (704.5d): only Joo Dee, tapped,
    is left. Sacrificing Joo Dee leaves the token, named Joo Dee, One of Many, untapped."""
    s = make_state([bf("jd", JOO), bf("sw", "Swamp")])
    s = only(engine.apply(s, {"action": "activate", "object": "jd", "ability": 0}))
    outs = pass_all(engine, s)
    assert len(outs) == 2
    by_jd_zone = {objs(o)["jd"]["zone"]: o for o in outs}
    kept = by_jd_zone["battlefield"]
    assert tokens(kept) == [] and objs(kept)["jd"].get("tapped") is True
    gone = by_jd_zone["graveyard"]
    (tok,) = tokens(gone)
    assert tok["zone"] == "battlefield" and not tok.get("tapped")
    assert name_of(engine, gone, tok["id"]) == JOO


# --- Ocelot Pride: "create a 1/1 white Cat creature token. Then if you have the city's blessing, for each token you
# control that entered this turn, create a token that's a copy of it." (CR 608.2c, 702.131) ---------------------------

OCELOT = "Ocelot Pride"


def test_ocelot_pride_parses_608_2c_702_131c():
    assert abilities_of(OCELOT)[3] == {
        "trigger": {"beginning_of": "end", "whose": "your"}, "if": {"you_gained_life_this_turn": 1},
        "effect": [{"create_tokens": {"count": 1, "token": {
            "power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Cat"], "types": ["creature"],
            "name": "Cat Token"}}},
            {"if": "city_blessing", "then": {"create_token_copy": "each_entered", "of": "tokens_you_control"}}]}


def _ocelot_end_step(engine, objects: list[dict[str, Any]], **alice: Any):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "life_gained_this_turn": 1, **alice},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("oc", OCELOT), *objects], players=players, phase="postcombat_main")
    (s,) = pass_all(engine, s)            # the end step begins: the trigger (603.4: she gained life this turn)
    assert len(s.doc["stack"]) == 1
    (s,) = pass_all(engine, s)
    return s


def _token_names(engine, s) -> list[str]:
    return sorted(name_of(engine, s, t["id"]) for t in tokens(s))


def test_ocelot_pride_with_the_blessing_copies_the_cat_it_just_made_608_2c_707_2(engine):
    """CR 608.2c: Alice has the city's blessing (702.131c) and controls a Soldier token that entered this turn. The
    Cat is created first, so it too is a token she controls that entered this turn: one copy of the Soldier and one
    of the Cat (707.2, 111.3: the Cat's copiable values are those its creation gave it, a 1/1 white Cat). Tokens: the
    Soldier, two Cats, a second Soldier. Not copied: her Old Soldier token (it entered on an earlier turn) and Bob's
    token that entered this turn (not one she controls)."""
    soldier = {"id": "sol", "token": True, "zone": "battlefield", "owner": "alice", "entered_this_turn": True,
               "characteristics": {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"],
                                   "colors": ["white"], "power": 1, "toughness": 1}}
    old = {**soldier, "id": "old", "entered_this_turn": False,
           "characteristics": {**soldier["characteristics"], "name": "Old Soldier"}}
    bobs = {**soldier, "id": "bsol", "owner": "bob", "characteristics": {**soldier["characteristics"], "name": "Bob Soldier"}}
    s = _ocelot_end_step(engine, [soldier, old, bobs], city_blessing=True)
    assert _token_names(engine, s) == ["Bob Soldier", "Cat Token", "Cat Token", "Old Soldier", "Soldier", "Soldier"]
    cats = [t["id"] for t in tokens(s) if name_of(engine, s, t["id"]) == "Cat Token"]
    assert all(engine.derive(s).object(c).characteristics.get("power") == 1 for c in cats)


def test_ocelot_pride_the_cat_can_be_the_tenth_permanent_702_131b_608_2c(engine):
    """CR 702.131b: ascend on a permanent gives the blessing any time its controller controls ten or more
    permanents. Ocelot Pride and eight Plains are nine; the Cat makes ten before the "then if" is checked (608.2c), so
    Alice has the blessing and the Cat (the one token that entered this turn) is copied: two Cats, and she keeps
    the blessing (702.131c)."""
    s = _ocelot_end_step(engine, [bf(f"p{i}", "Plains") for i in range(8)])
    assert _token_names(engine, s) == ["Cat Token", "Cat Token"]
    assert player(s, "alice").get("city_blessing") is True


def test_ocelot_pride_nine_permanents_with_the_cat_no_blessing_702_131b(engine):
    """CR 702.131b, 608.2c: Ocelot Pride and seven Plains: the Cat makes nine permanents, fewer than ten: no blessing,
    so nothing is copied: one Cat."""
    s = _ocelot_end_step(engine, [bf(f"p{i}", "Plains") for i in range(7)])
    assert _token_names(engine, s) == ["Cat Token"]
    assert not player(s, "alice").get("city_blessing")


def test_ocelot_pride_no_life_gained_no_trigger_603_4(engine):
    """CR 603.4: the intervening "if you gained life this turn" is checked as the end step begins: Alice gained no life,
    so the ability doesn't trigger (nothing on the stack, no Cat)."""
    players = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("oc", OCELOT)], players=players, phase="postcombat_main")
    (s,) = pass_all(engine, s)
    assert s.doc["stack"] == [] and tokens(s) == []


# --- Explore the Vastlands (Wandering Archaic's back face) -----------------------------------------------------------

VASTLANDS_TEXT = ("Each player looks at the top five cards of their library and may reveal a land card and/or an instant "
                  "or sorcery card from among them. Each player puts the cards they revealed this way into their hand "
                  "and the rest on the bottom of their library in a random order. Each player gains 3 life.")


def test_wandering_archaic_back_face_parses_701_20a_119_3():
    assert library()["Wandering Archaic"]["back"]["abilities"] == [
        {"spell": {"effect": [{"each_player_look_top_land_and_spell": 5}, {"each_player_gains_life": 3}]}}]


def test_explore_the_vastlands_each_player_takes_a_land_and_a_spell_608_2d_401_4_119_3(engine):
    """A test card, "Test Explore the Vastlands", a sorcery {3} with Explore the Vastlands' text (the bundled card is its
    back face). Alice's library: Forest, Lightning Bolt; Bob's: Island. Each player looks at their top five (all of
    them, 401.4) and may reveal a land card and/or an instant or sorcery card (608.2d: each choice a resulting state);
    the rest go to the bottom at once (401.4) in a random order: every order is a resulting state. Alice: both (1
    state), the Forest only or the Bolt only (1 each), neither (2 orders): 5; Bob: the Island or not: 2; 10 in all. Each
    player gains 3 life (119.3): 23 in every state. Where Alice takes both, her hand holds the Forest and the Bolt."""
    from pyglue.oracle import parse_text
    card = {"name": "Test Explore the Vastlands", "mana_cost": "{3}", "types": ["sorcery"], "notes": VASTLANDS_TEXT,
            "abilities": parse_text(VASTLANDS_TEXT, "Explore the Vastlands", ["sorcery"])}
    s = make_state([{"id": "ev", "card": "Test Explore the Vastlands", "zone": "hand", "owner": "alice"},
                    *[bf(f"i{i}", "Island") for i in range(3)],
                    {"id": "fo", "card": "Forest", "zone": "library", "owner": "alice"},
                    {"id": "lb", "card": "Lightning Bolt", "zone": "library", "owner": "alice"},
                    {"id": "bi", "card": "Island", "zone": "library", "owner": "bob"}], cards=[card])
    s = engine.apply(s, {"action": "cast", "object": "ev"})[0].state
    outs = pass_all(engine, s)
    assert len(outs) == 10
    assert all(player(o, "alice")["life"] == 23 and player(o, "bob")["life"] == 23 for o in outs)
    assert {objs(o)["ev"]["zone"] for o in outs} == {"graveyard"}                  # 608.2n
    both = [o for o in outs if objs(o)["fo"]["zone"] == "hand" and objs(o)["lb"]["zone"] == "hand"]
    assert len(both) == 2 and {objs(o)["bi"]["zone"] for o in both} == {"hand", "library"}


# --- Leonardo da Vinci ------------------------------------------------------------------------------------------------

LEO = "Leonardo da Vinci"
TRINKET = {"name": "Test Trinket", "mana_cost": "{1}", "types": ["artifact"], "abilities": []}   # a test card


def test_leonardo_parses_608_2c_611_2c():
    assert abilities_of(LEO) == [
        {"activated": {"cost": "{3}{U}{U}", "tap": False, "effect": {"subtype_base_pt_hand_size": "Thopter"}}},
        {"activated": {"cost": "{2}{U}", "tap": True, "effect": [
            {"draw": 1}, {"discard": 1, "who": "you"},
            {"exile_discarded_copy": "artifact", "except": {
                "power": 0, "toughness": 2, "add_subtypes": ["Thopter"], "add_types": ["artifact", "creature"],
                "add_abilities": ["flying"]}}]}}]


def test_leonardo_copies_the_artifact_card_it_discarded_as_a_thopter_608_2c_406_2_707_9b(engine):
    """{2}{U}, {T}: Alice draws the top card of her library, Test Trinket (a test card: an artifact with no abilities),
    then discards a card (608.2c: the card just drawn is in her hand): the Trinket or her Island, two resulting
    states (608.2d). Discarding the Trinket, an artifact card: it is exiled from her graveyard (406.2), and she creates
    a token copy of it, except a 0/2 Thopter artifact creature with flying in addition to its other types (707.9b).
    Discarding the Island (not an artifact): it stays in her graveyard, no token."""
    s = make_state([bf("leo", LEO), *[bf(f"i{i}", "Island") for i in range(3)],
                    {"id": "hi", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "tr", "card": "Test Trinket", "zone": "library", "owner": "alice"}], cards=[TRINKET])
    s = engine.apply(s, {"action": "activate", "object": "leo", "ability": abilities_of(LEO)[1]})[0].state
    outs = pass_all(engine, s)
    assert len(outs) == 2
    by_tr = {objs(o)["tr"]["zone"]: o for o in outs}
    ex = by_tr["exile"]
    (tok,) = tokens(ex)
    ch = engine.derive(ex).object(tok["id"]).characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Test Trinket", 0, 2)
    assert set(ch["types"]) == {"artifact", "creature"} and ch["subtypes"] == ["Thopter"]
    assert "flying" in ch["abilities"]
    kept = by_tr["hand"]
    assert tokens(kept) == [] and objs(kept)["hi"]["zone"] == "graveyard"


def test_leonardo_thopters_have_base_pt_equal_to_cards_in_hand_611_2c_608_2h_613_4b(engine):
    """{3}{U}{U}: Alice has two cards in hand, so X is 2 (608.2h); her Thopter token (a 1/1 as created) has base power
    and toughness 2/2 until end of turn (613.4b, 611.2c); her second Thopter, with a +1/+1 counter, is 3/3 (the counter
    applies after, in layer 7c, 613.4c). Leonardo, no Thopter, stays 3/3; Bob's Thopter is not hers: 1/1."""
    def thopter(oid: str, owner: str, **more: Any) -> dict[str, Any]:
        return {"id": oid, "token": True, "zone": "battlefield", "owner": owner, **more,
                "characteristics": {"name": "Thopter", "types": ["artifact", "creature"], "subtypes": ["Thopter"],
                                    "colors": [], "power": 1, "toughness": 1, "abilities": ["flying"]}}
    s = make_state([bf("leo", LEO), *[bf(f"i{i}", "Island") for i in range(5)], thopter("th", "alice"),
                    thopter("thc", "alice", counters={"+1/+1": 1}), thopter("bth", "bob"),
                    {"id": "h1", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "h2", "card": "Island", "zone": "hand", "owner": "alice"}])
    s = engine.apply(s, {"action": "activate", "object": "leo", "ability": abilities_of(LEO)[0]})[0].state
    (s,) = pass_all(engine, s)
    d = engine.derive(s)
    pt = {o: (d.object(o).characteristics["power"], d.object(o).characteristics["toughness"])
          for o in ("th", "thc", "bth", "leo")}
    assert pt == {"th": (2, 2), "thc": (3, 3), "bth": (1, 1), "leo": (3, 3)}


# --- Spelltwine: "Cast the copies if able" (CR 608.2g, 707.12) -------------------------------------------------------


def test_spelltwine_parses_601_2c_707_12():
    assert abilities_of("Spelltwine") == [{"spell": {
        "effect": [{"exile_two_cast_copies_if_able": "target"}, {"exile": "self"}],
        "target": {"graveyard_card": ["instant", "sorcery"]}}}]


def _copies_to_cast(s) -> list[str]:
    return sorted(o["id"] for o in s.doc["objects"] if o.get("cast_now_by") == "alice")


def _alice_actions(engine, s) -> set[tuple]:
    return {(a.action["action"], a.action.get("object")) for a in engine.legal_actions(s, "alice")}


def test_spelltwine_copies_both_cards_and_its_caster_must_cast_them_608_2g_707_12_406_2(engine):
    """CR 601.2c: Spelltwine ({5}{U}) targets Boltwave in Alice's graveyard and Boltwave in Bob's (the second slot: a card
    in an opponent's graveyard). Resolving, both are exiled (406.2), each is copied in exile (707.12), and Spelltwine
    exiles itself. "Cast the copies if able" (608.2g): while a copy can be cast, Alice's only legal actions are casting
    the copies (no pass, no other spell: her Lightning Bolt in hand); having cast one, the other; then she may pass."""
    s = make_state([{"id": "st", "card": "Spelltwine", "zone": "hand", "owner": "alice"},
                    {"id": "lb", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    *[bf(f"i{i}", "Island") for i in range(6)], bf("m", "Mountain"),
                    {"id": "bw1", "card": "Boltwave", "zone": "graveyard", "owner": "alice"},
                    {"id": "bw2", "card": "Boltwave", "zone": "graveyard", "owner": "bob"}])
    s = engine.apply(s, {"action": "cast", "object": "st", "targets": ["bw1", "bw2"]})[0].state
    (s,) = pass_all(engine, s)
    o = objs(s)
    assert (o["bw1"]["zone"], o["bw2"]["zone"], o["st"]["zone"]) == ("exile", "exile", "exile")
    c1, c2 = _copies_to_cast(s)
    assert (o[c1]["zone"], o[c2]["zone"]) == ("exile", "exile")     # each copy made where its card is (707.12)
    assert _alice_actions(engine, s) == {("cast", c1), ("cast", c2)}
    # without paying their mana costs: the one way to cast each (601.2b, 118.9)
    assert {a.action.get("cost") for a in engine.legal_actions(s, "alice")} == {"free"}
    s = only(engine.apply(s, {"action": "cast", "object": c1, "cost": "free"}))
    assert _alice_actions(engine, s) == {("cast", c2)}
    s = only(engine.apply(s, {"action": "cast", "object": c2, "cost": "free"}))
    assert ("pass", None) in _alice_actions(engine, s)
    assert s.doc["stack"] == [c1, c2]           # each copy cast becomes the topmost object (608.2g)


def test_spelltwine_second_target_is_in_an_opponents_graveyard_601_2c(engine):
    """CR 601.2c, 115.1: the second target is an instant or sorcery card in an opponent's graveyard: with both Boltwaves
    in Alice's own graveyard Spelltwine has no legal second target, and can't be cast."""
    s = make_state([{"id": "st", "card": "Spelltwine", "zone": "hand", "owner": "alice"},
                    *[bf(f"i{i}", "Island") for i in range(6)],
                    {"id": "bw1", "card": "Boltwave", "zone": "graveyard", "owner": "alice"},
                    {"id": "bw2", "card": "Boltwave", "zone": "graveyard", "owner": "alice"}])
    assert ("cast", "st") not in _alice_actions(engine, s)


# --- The Joiner of Cats -----------------------------------------------------------------------------------------------

LURRUS = "Lurrus of the Dream-Den"


def test_joiner_of_cats_parses_608_2c_707_13():
    assert abilities_of("The Joiner of Cats") == [{"trigger": "attacks", "effect": {
        "look_top_put_attacking_else_named": 6, "subtype": "Cat", "card": LURRUS}}]


def test_joiner_of_cats_puts_a_cat_attacking_or_else_copies_lurrus_608_2d_508_4_707_13(engine):
    """The Joiner attacks Bob: its trigger (603.2). Alice's library: Ocelot Pride (a Cat creature card), Island. She
    may put Ocelot Pride onto the battlefield tapped and attacking (508.4: attacking Bob, the one defending player;
    608.2d): the Island goes to the bottom (one order), one state. Or she puts none: both go to the bottom in a random
    order (401.4: two orders, two states), and "if you don't" (608.2c) she creates a token copy of Lurrus of the
    Dream-Den (707.13), tapped and attacking Bob. Three states in all."""
    s = make_state([bf("jc", "The Joiner of Cats"),
                    {"id": "op", "card": OCELOT, "zone": "library", "owner": "alice"},
                    {"id": "is", "card": "Island", "zone": "library", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["jc"]}))
    outs = pass_all(engine, s)
    assert len(outs) == 3
    put = [o for o in outs if objs(o)["op"]["zone"] == "battlefield"]
    (p,) = put
    assert objs(p)["op"].get("tapped") is True and objs(p)["op"].get("attacking") == "bob" and tokens(p) == []
    for o in outs:
        if o is p:
            continue
        (tok,) = tokens(o)
        assert name_of(engine, o, tok["id"]) == LURRUS
        assert tok.get("tapped") is True and tok.get("attacking") == "bob"
        assert objs(o)["op"]["zone"] == "library"


def test_joiner_of_cats_a_non_cat_creature_card_cant_be_put_608_2d(engine):
    """Only a Cat creature card may be put onto the battlefield: with Runeclaw Bear (a Bear) the only card, Alice puts
    none; it goes to the bottom, and she creates the tapped and attacking Lurrus token: one resulting state."""
    s = make_state([bf("jc", "The Joiner of Cats"), {"id": "rb", "card": "Runeclaw Bear", "zone": "library",
                                                     "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["jc"]}))
    (o,) = pass_all(engine, s)
    (tok,) = tokens(o)
    assert objs(o)["rb"]["zone"] == "library" and name_of(engine, o, tok["id"]) == LURRUS


# --- Arteeoh, Dread Scavenger: exchange of control (CR 701.12) and a reflexive trigger (CR 603.12) ---------------------

ARTEEOH = "Arteeoh, Dread Scavenger"


def test_arteeoh_parses_701_12a_603_12():
    assert abilities_of(ARTEEOH)[2] == {
        "trigger": {"combat_damage_to_player": "self"}, "target": "two_other_artifacts",
        "effect": {"may_exchange_control_reflexive_copy": "target", "except": {
            "power": 1, "toughness": 1, "add_colors": ["green"], "add_subtypes": ["Squirrel"], "add_types": ["creature"]}}}


def test_arteeoh_exchanges_two_artifacts_then_copies_one_it_doesnt_control_701_12b_603_12_707_9b(engine):
    """Arteeoh attacks Bob unblocked and deals him combat damage (510.2): its ability triggers, its two targets the two
    other artifacts, Alice's Trinket and Bob's Trinket (test cards), the only pair (601.2c via 603.3d). Resolving, Alice
    may exchange control of them (608.2d): two states. Declined: nothing changes, no token. Exchanged: each player
    gains control of the other's (701.12b), and "when you do" (603.12) triggers; its target, an artifact Alice doesn't
    control, is now her old Trinket; resolved, she creates a token copy of it, a 1/1 green Squirrel artifact creature
    (707.9b)."""
    s = make_state([bf("ar", ARTEEOH, attacking="bob"), bf("at", "Test Trinket"), bf("bt", "Test Trinket", "bob")],
                   cards=[TRINKET], phase="combat", step="declare_blockers")
    (s,) = pass_all(engine, s)                    # combat damage: the trigger, its targets the two Trinkets
    assert len(s.doc["stack"]) == 1 and player(s, "bob")["life"] == 17     # 3 combat damage (120.3a)
    outs = pass_all(engine, s)
    assert len(outs) == 2
    ctl = [{x: d.object(x).controller for x in ("at", "bt")} for d in map(engine.derive, outs)]
    declined = outs[ctl.index({"at": "alice", "bt": "bob"})]
    assert declined.doc["stack"] == [] and tokens(declined) == []
    done = outs[ctl.index({"at": "bob", "bt": "alice"})]
    assert len(done.doc["stack"]) == 1
    (s,) = pass_all(engine, done)
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], ch["name"], ch["power"], ch["toughness"]) == ("alice", "Test Trinket", 1, 1)
    assert set(ch["types"]) == {"artifact", "creature"} and ch["subtypes"] == ["Squirrel"] and ch["colors"] == ["green"]


# --- Shelob, Child of Ungoliant ---------------------------------------------------------------------------------------

SHELOB = "Shelob, Child of Ungoliant"


def test_shelob_parses_603_10a_707_9b():
    assert abilities_of(SHELOB)[3] == {
        "trigger": "creature_damaged_by_your_spider_dies",
        "effect": {"create_token_copy": "that", "except": {
            "add_abilities": [{"activated": {"cost": "{2}", "effect": {"gain_life": 3}, "tap": True},
                               "also": "sacrifice_self"}],
            "add_subtypes": ["Food"], "types": ["artifact"]}}}


def test_shelob_copies_a_creature_its_spider_damage_killed_as_a_food_120_3_603_10a_707_9b(engine):
    """Shelob (a Spider, with deathtouch) attacks Bob, whose Runeclaw Bear blocks it. Combat damage (510.2): Shelob deals
    damage to the Bear (a Spider Alice controls dealt it damage this turn, 120.3), which dies as state-based actions
    are checked (704.5g: 8 damage is lethal; 704.5h: deathtouch as well). Shelob's ability triggers (603.10a: it looks back at the Bear); resolved, Alice
    creates a token copy of the Bear except it's a Food artifact, losing its other card types, with "{2}, {T},
    Sacrifice this token: You gain 3 life." (707.9b, 111.10b). It loses the creature type, so its creature type Bear
    goes too (205.1a): its only subtype is Food."""
    s = make_state([bf("sh", SHELOB, attacking="bob"), bf("bear", "Runeclaw Bear", "bob")],
                   phase="combat", step="declare_blockers", priority=None)
    s = only(engine.apply(s, {"action": "declare_blockers", "player": "bob",
                              "blockers": [{"object": "bear", "blocks": "sh"}]}))
    (s,) = pass_all(engine, s)
    assert objs(s)["bear"]["zone"] == "graveyard" and len(s.doc["stack"]) == 1
    (s,) = pass_all(engine, s)
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], ch["name"], ch["types"]) == ("alice", "Runeclaw Bear", ["artifact"])
    assert ch["subtypes"] == ["Food"]
    assert any(isinstance(a, dict) and a.get("also") == "sacrifice_self" for a in ch["abilities"])


def test_shelob_only_for_a_creature_a_spider_of_hers_damaged_603_10a(engine):
    """CR 603.10a: Bob's Bear dies (put into the graveyard from the battlefield, 700.4). Recorded as dealt damage this
    turn by a Spider Alice controlled (the state's damaged_by_spider_of), Shelob's ability triggers; without the record
    it doesn't, nor when the Spider that dealt the damage was Bob's ("a Spider you controlled")."""
    def dies(record: list[str]) -> list:
        s = make_state([bf("sh", SHELOB), bf("bear", "Runeclaw Bear", "bob", damaged_by_spider_of=record)]
                       if record else [bf("sh", SHELOB), bf("bear", "Runeclaw Bear", "bob")])
        (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "bear", "to": "graveyard"})
        return out.state.doc["stack"]
    assert len(dies(["alice"])) == 1 and dies([]) == [] and dies(["bob"]) == []


# --- review10: rulings and subrules the tests above leave out ----------------------------------------------------------


def test_joo_dee_gone_before_resolution_copies_its_last_known_information_608_2h_707_2(engine):
    """CR 608.2h: Joo Dee's ability is on the stack and Joo Dee has then left the battlefield (put into the graveyard):
    the ability still resolves (it is independent of its source, 113.7a); the token copies Joo Dee as it last existed
    on the battlefield (707.2). Then Alice sacrifices an artifact or creature: the token or her Runeclaw Bear, two
    resulting states; where the Bear goes, the token, named Joo Dee, One of Many, stays."""
    s = make_state([bf("jd", JOO), bf("sw", "Swamp"), bf("rb", "Runeclaw Bear")])
    s = only(engine.apply(s, {"action": "activate", "object": "jd", "ability": 0}))
    s = only(engine.apply(s, {"event": "move", "object": "jd", "to": "graveyard"}))
    outs = pass_all(engine, s)
    assert len(outs) == 2
    kept = next(o for o in outs if objs(o)["rb"]["zone"] == "graveyard")
    (tok,) = tokens(kept)
    assert name_of(engine, kept, tok["id"]) == JOO
    other = next(o for o in outs if objs(o)["rb"]["zone"] == "battlefield")
    assert tokens(other) == []


def test_arteeoh_exchange_with_a_target_gone_does_nothing_701_12a_603_12(engine):
    """CR 701.12a: Arteeoh's ability resolves with one of its two targets, Bob's Trinket, no longer on the battlefield
    (608.2b: the other is still legal, so it resolves): the whole exchange can't be completed, so no part of it
    happens; Alice didn't exchange, so the reflexive "when you do" doesn't trigger (603.12): her Trinket stays hers,
    nothing on the stack, no token."""
    s = make_state([bf("ar", ARTEEOH), bf("at", "Test Trinket"),
                    {"id": "bt", "card": "Test Trinket", "zone": "graveyard", "owner": "bob"},
                    {"id": "tr", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["at", "bt"],
                     "ability": {"source": "ar", "text": abilities_of(ARTEEOH)[2]}}], cards=[TRINKET], stack=["tr"])
    outs = pass_all(engine, s)
    assert outs
    for o in outs:
        assert engine.derive(o).object("at").controller == "alice"
        assert o.doc["stack"] == [] and tokens(o) == []


def test_shelob_not_for_itself_603_10a(engine):
    """Shelob's ability names "another creature": Shelob itself dying, even dealt damage this turn by a Spider Alice
    controlled, doesn't trigger it (603.10a looks back at Shelob on the battlefield, but it isn't another creature)."""
    s = make_state([bf("sh", SHELOB, damaged_by_spider_of=["alice"])])
    (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "sh", "to": "graveyard"})
    assert out.state.doc["stack"] == []
