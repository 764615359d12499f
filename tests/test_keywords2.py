"""Keyword abilities and ability words census copy cards carry beside their copy ability (issue 22, branch keywords2;
rules_asp/kernel/keywords2_*.lp). Each expected value was worked out from the CR text (the rule number in each test's
name) and the card's rulings before the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_keywords_costs import at, fails, obj, passes

# --- Partner (CR 702.124) ----------------------------------------------------------------------------------
# Krark, the Thumbless ({1}{R} legendary creature): a cast trigger, then "Partner". Sakashima of a Thousand Faces and
# Enolc, Perfect Clone also have partner; Bill Potts has Doctor's companion (702.124m).

KRARK = "Krark, the Thumbless"


def test_702_124h_702_124m_partner_lines_read():
    """"Partner" reads as the keyword partner, "Doctor's companion" as doctors_companion."""
    lib = library()
    assert "partner" in lib[KRARK]["abilities"]
    assert "partner" in lib["Sakashima of a Thousand Faces"]["abilities"]
    assert "doctors_companion" in lib["Bill Potts"]["abilities"]


def test_702_124a_partner_works_before_the_game_only(engine):
    """CR 702.124a: a partner ability modifies deck construction and functions before the game begins; during a game
    it does nothing. Krark on the battlefield: derive names that rule for its partner ability, warns about nothing
    (every ability of Krark is acted on), and Krark in hand is cast as any creature (two Mountains pay {1}{R}; no
    command zone is involved, 903.3 applies to commanders chosen before the game)."""
    s = make_state([at("krark", KRARK, "battlefield"), at("krark2", KRARK, "hand"),
                    at("m1", "Mountain", "battlefield"), at("m2", "Mountain", "battlefield")])
    d = engine.derive(s)
    assert ("deck_construction_only(krark, partner)", "702.124a") in d.reasons
    assert d.warnings == []
    assert engine.why_not(s, {"action": "cast", "object": "krark2"}).legal


# --- Dash (CR 702.109a) ------------------------------------------------------------------------------------
# Flamerush Rider ({4}{R} creature 3/3): an attack trigger making a token copy, then "Dash {2}{R}{R}".

RIDER = "Flamerush Rider"


def rider_state(mountains: int, **more: Any):
    return make_state([at("rider", RIDER, "hand"),
                       *[at(f"m{i}", "Mountain", "battlefield") for i in range(mountains)]], **more)


def test_702_109a_dash_line_reads():
    assert {"dash": "{2}{R}{R}"} in library()[RIDER]["abilities"]


def test_702_109a_118_9_dash_cast_for_the_dash_cost(engine):
    """CR 702.109a, 118.9, 601.2f: four Mountains pay the dash cost {2}{R}{R} but not the mana cost {4}{R}: the cast
    for its dash cost is legal, the cast for its mana cost is not; Grizzly Bears, without dash, can't be cast that way
    (702.109a)."""
    s = rider_state(4)
    assert engine.why_not(s, {"action": "cast", "object": "rider", "cost": "dash"}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "rider"}).legal
    s2 = make_state([at("bears", "Grizzly Bears", "hand"), *[at(f"m{i}", "Forest", "battlefield") for i in range(4)]])
    w = engine.why_not(s2, {"action": "cast", "object": "bears", "cost": "dash"})
    assert ("no_dash", "702.109a") in fails(w)


def test_702_109a_dashed_permanent_has_haste_and_returns_at_the_next_end_step(engine):
    """CR 702.109a, 608.3a: cast for its dash cost, Flamerush Rider resolves and enters the battlefield; its dash cost
    was paid, so it has haste (it may attack this turn although it just came under Alice's control, 302.6), and a
    delayed trigger, controlled by Alice (603.7d), waits to return it to her hand at the beginning of the next end step
    (603.7a)."""
    s = only(engine.apply(rider_state(4), {"action": "cast", "object": "rider", "cost": "dash"}))
    assert (obj(s, "rider")["zone"], obj(s, "rider")["cast_with"]) == ("stack", "dash")
    (done,) = passes(engine, s)
    rider = obj(done, "rider")
    assert rider["zone"] == "battlefield"
    assert "haste" in engine.derive(done).object("rider").characteristics["abilities"]
    (dt,) = done.doc["delayed_triggers"]
    assert (dt["source"], dt["controller"], dt["text"]["trigger"]) == ("rider", "alice", "next_end_step")
    assert dt["text"]["effect"] == {"return_object_to_hand": "rider", "timestamp": rider["timestamp"]}


def test_702_109a_a_creature_cast_for_its_mana_cost_has_no_haste(engine):
    """CR 702.109a: haste only as long as the dash cost was paid: cast for {4}{R} (five Mountains), the Rider enters
    without haste and with no delayed trigger."""
    s = only(engine.apply(rider_state(5), {"action": "cast", "object": "rider"}))
    (done,) = passes(engine, s)
    assert obj(done, "rider")["zone"] == "battlefield"
    assert "haste" not in engine.derive(done).object("rider").characteristics["abilities"]
    assert not done.doc.get("delayed_triggers")


def test_702_109a_603_7c_dashed_creature_returns_to_its_owners_hand(engine):
    """CR 603.7b, 702.109a: Alice's dashed Rider (timestamp 5, the one the delayed trigger names) in her postcombat main
    phase; both pass with the stack empty: the end step begins and the delayed trigger goes on the stack; it resolves
    and the Rider, still that object, returns to Alice's hand (603.7c)."""
    dt = {"source": "rider", "controller": "alice",
          "text": {"trigger": "next_end_step", "effect": {"return_object_to_hand": "rider", "timestamp": 5}}}
    s = make_state([at("rider", RIDER, "battlefield", timestamp=5, cast_with="dash")], phase="postcombat_main",
                   delayed_triggers=[dt])
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["step"] == "end" and len(s.doc["stack"]) == 1 and not s.doc.get("delayed_triggers")
    (done,) = passes(engine, s)
    assert obj(done, "rider")["zone"] == "hand"


# --- Blitz (CR 702.152a) -----------------------------------------------------------------------------------
# Jaxis, the Troublemaker ({3}{R} creature 2/3): an activated token-copy ability, then "Blitz {1}{R}".

JAXIS = "Jaxis, the Troublemaker"


def test_702_152a_blitz_cast_and_enter_with_haste_and_a_sacrifice_trigger(engine):
    """CR 702.152a, 118.9: two Mountains pay the blitz cost {1}{R}, not the mana cost {3}{R}. Cast so, Jaxis resolves
    (608.3a) with haste and "when it is put into a graveyard from the battlefield, draw a card", and a delayed trigger
    controlled by Alice (603.7d) will sacrifice it at the beginning of the next end step."""
    assert {"blitz": "{1}{R}"} in library()[JAXIS]["abilities"]
    s = make_state([at("jaxis", JAXIS, "hand"), at("m1", "Mountain", "battlefield"), at("m2", "Mountain", "battlefield")])
    assert not engine.why_not(s, {"action": "cast", "object": "jaxis"}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "jaxis", "cost": "blitz"}))
    (done,) = passes(engine, s)
    assert obj(done, "jaxis")["zone"] == "battlefield"
    abilities = engine.derive(done).object("jaxis").characteristics["abilities"]
    assert "haste" in abilities and {"trigger": "dies", "effect": {"draw": 1}} in abilities
    assert done.doc["delayed_triggers"] == [{"source": "jaxis", "controller": "alice",
                                             "text": {"trigger": "next_end_step", "effect": {"sacrifice_object": "jaxis"}}}]


def test_702_152a_blitzed_creature_is_sacrificed_and_its_controller_draws(engine):
    """CR 603.7b, 701.21a, 603.10a: at the beginning of the end step the delayed trigger sacrifices Alice's blitzed
    Jaxis; it was put into her graveyard from the battlefield with the blitz trigger, so she then draws a card (the
    top card of her library, 121.1)."""
    dt = {"source": "jaxis", "controller": "alice",
          "text": {"trigger": "next_end_step", "effect": {"sacrifice_object": "jaxis"}}}
    s = make_state([at("jaxis", JAXIS, "battlefield", cast_with="blitz"),
                    at("lib1", "Grizzly Bears", "library", library_position=1)],
                   phase="postcombat_main", delayed_triggers=[dt])
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["step"] == "end" and len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    assert obj(s, "jaxis")["zone"] == "graveyard" and len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    assert obj(s, "lib1")["zone"] == "hand"


def test_702_152a_without_blitz_no_haste(engine):
    """CR 702.152a: a Jaxis on the battlefield not cast for its blitz cost has neither haste nor the draw trigger."""
    s = make_state([at("jaxis", JAXIS, "battlefield")])
    abilities = engine.derive(s).object("jaxis").characteristics["abilities"]
    assert "haste" not in abilities and {"trigger": "dies", "effect": {"draw": 1}} not in abilities


# --- Monstrosity (CR 701.37) -------------------------------------------------------------------------------
# Splitting Slime ({3}{G}{G} creature 3/3): "{4}{G}{G}: Monstrosity 3." and "When this creature becomes monstrous,
# create a token that's a copy of this creature."

SLIME = "Splitting Slime"
MONSTROSITY = {"activated": {"cost": "{4}{G}{G}", "effect": {"monstrosity": 3}, "tap": False}}


def slime_state(**slime: Any):
    return make_state([at("slime", SLIME, "battlefield", **slime),
                       *[at(f"f{i}", "Forest", "battlefield") for i in range(6)]])


def test_701_37a_monstrosity_counters_designation_and_trigger(engine):
    """CR 701.37a-b: the ability resolves: Splitting Slime isn't monstrous, so three +1/+1 counters are put on it and
    it becomes monstrous (a 6/6). CR 603.2, 701.37b: its "becomes monstrous" trigger then goes on the stack; resolving,
    it creates a token copy of the Slime (707.2: the copiable values only: a 3/3 with no counters, not monstrous)."""
    assert MONSTROSITY in library()[SLIME]["abilities"]
    s = only(engine.apply(slime_state(), {"action": "activate", "object": "slime", "ability": MONSTROSITY}))
    (s,) = passes(engine, s)
    slime = obj(s, "slime")
    assert slime.get("designations") == ["monstrous"] and slime["counters"] == {"+1/+1": 3}
    d = engine.derive(s).object("slime").characteristics
    assert (d["power"], d["toughness"]) == (6, 6)
    assert len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o["id"] not in {"slime", *(f"f{i}" for i in range(6))}]
    assert tok["zone"] == "battlefield" and not tok.get("counters") and not tok.get("designations")
    t = engine.derive(s).object(tok["id"]).characteristics
    assert (t["name"], t["power"], t["toughness"]) == (SLIME, 3, 3)


def test_701_37a_a_monstrous_permanent_gets_nothing_more(engine):
    """CR 701.37a: already monstrous (with its three counters), the Slime's monstrosity resolves and does nothing:
    still three counters, and it doesn't become monstrous again, so nothing triggers (603.2)."""
    s = slime_state(designations=["monstrous"], counters={"+1/+1": 3})
    s = only(engine.apply(s, {"action": "activate", "object": "slime", "ability": MONSTROSITY}))
    (s,) = passes(engine, s)
    assert obj(s, "slime")["counters"] == {"+1/+1": 3} and s.doc.get("stack", []) == []


# --- Saddle (CR 702.171) -----------------------------------------------------------------------------------
# Calamity, Galloping Inferno (legendary creature — Horse Mount 4/6): "Haste", an attack trigger (tokencopy3's), "Saddle 1".

CALAMITY = "Calamity, Galloping Inferno"
SADDLE = {"activated": {"cost": "", "effect": "self_becomes_saddled", "tap": False}, "also": {"saddle_power": 1},
          "only": "sorcery"}
SADDLE_ACT = {"activated": SADDLE["activated"]}   # (an action names the ability without its extra cost and restriction)


def test_702_171a_saddle_taps_creatures_and_the_mount_becomes_saddled(engine):
    """CR 702.171a, 702.171c: in Alice's main phase with the stack empty, she taps her Grizzly Bears (power 2 >= 1) to
    activate Saddle 1; the ability resolves and Calamity becomes saddled (702.171b), an untapped creature still."""
    assert SADDLE in library()[CALAMITY]["abilities"]
    s = make_state([at("cal", CALAMITY, "battlefield"), at("bears", "Grizzly Bears", "battlefield")])
    s = only(engine.apply(s, {"action": "activate", "object": "cal", "ability": SADDLE_ACT}))
    assert obj(s, "bears").get("tapped") and not obj(s, "cal").get("tapped")
    (s,) = passes(engine, s)
    assert obj(s, "cal").get("designations") == ["saddled"]


def test_702_171a_saddle_needs_other_creatures_with_enough_power(engine):
    """CR 702.171a, 602.2b: alone (Calamity can't tap itself for its own saddle cost, "other untapped creatures") the
    cost can't be paid."""
    s = make_state([at("cal", CALAMITY, "battlefield")])
    w = engine.why_not(s, {"action": "activate", "object": "cal", "ability": SADDLE_ACT})
    assert ("cannot_pay", "702.171a") in fails(w)


def test_702_171a_602_5d_saddle_only_as_a_sorcery(engine):
    """CR 702.171a, 602.5d: "Activate only as a sorcery": not in Bob's turn (Alice has priority in his main phase)."""
    s = make_state([at("cal", CALAMITY, "battlefield"), at("bears", "Grizzly Bears", "battlefield")],
                   active_player="bob")
    assert not engine.why_not(s, {"action": "activate", "object": "cal", "ability": SADDLE_ACT}).legal


def test_702_171b_saddled_until_end_of_turn(engine):
    """CR 702.171b, 514.2: a saddled Calamity stays saddled until the turn ends: Bob's end step passes into Alice's
    turn and it is no longer saddled."""
    s = make_state([at("cal", CALAMITY, "battlefield", designations=["saddled"])], turn=4, active_player="bob",
                   phase="ending", step="end", priority="bob")
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["active_player"] == "alice" and not obj(s, "cal").get("designations")


# --- Ascend (CR 702.131) -----------------------------------------------------------------------------------
# Ocelot Pride ({W} creature 1/1): "First strike, lifelink", "Ascend", an end step trigger (tokencopy3's).

OCELOT = "Ocelot Pride"


def ocelot_state(plains: int, **alice: Any):
    players = [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([at("ocelot", OCELOT, "battlefield"),
                       *[at(f"p{i}", "Plains", "battlefield") for i in range(plains)]], players=players)


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


def test_702_131b_ten_permanents_give_the_citys_blessing(engine):
    """CR 702.131b: Alice controls Ocelot Pride and nine Plains, ten permanents: any time that holds she gets the
    city's blessing: derive names 702.131b for it, and after the next step (she passes) she has it (702.131c)."""
    assert "ascend" in library()[OCELOT]["abilities"]
    s = ocelot_state(9)
    assert ("city_blessing(alice)", "702.131b") in engine.derive(s).reasons
    s2 = only(engine.apply(s, {"action": "pass"}))
    assert player(s2, "alice").get("city_blessing") is True
    assert not player(s2, "bob").get("city_blessing")


def test_702_131b_nine_permanents_give_nothing(engine):
    """CR 702.131b: with eight Plains (nine permanents) Alice doesn't get the city's blessing."""
    s = ocelot_state(8)
    assert not any(r[0].startswith("city_blessing") for r in engine.derive(s).reasons)
    assert not player(only(engine.apply(s, {"action": "pass"})), "alice").get("city_blessing")


def test_702_131c_the_citys_blessing_stays_for_the_rest_of_the_game(engine):
    """CR 702.131c: once she has it, Alice keeps the city's blessing with only Ocelot Pride left."""
    s = ocelot_state(0, city_blessing=True)
    assert player(only(engine.apply(s, {"action": "pass"})), "alice").get("city_blessing") is True


# --- Prototype (CR 702.160a, 718) --------------------------------------------------------------------------
# Skitterbeam Battalion ({9} artifact creature — Construct 4/4): "Prototype {3}{R}{R} — 2/2", trample, haste, an enters
# trigger (tokencopy3's).

SKITTER = "Skitterbeam Battalion"


def skitter_state(mountains: int, zone: str = "hand"):
    return make_state([at("sk", SKITTER, zone), *[at(f"m{i}", "Mountain", "battlefield") for i in range(mountains)]])


def test_702_160a_prototype_line_reads():
    assert {"prototype": "{3}{R}{R}", "power": 2, "toughness": 2} in library()[SKITTER]["abilities"]


def test_718_3a_cast_prototyped_for_its_alternative_mana_cost(engine):
    """CR 718.3, 718.3a: five Mountains pay the prototype mana cost {3}{R}{R}: cast prototyped it is legal; cast
    normally ({9}) it is not."""
    s = skitter_state(5)
    assert engine.why_not(s, {"action": "cast", "object": "sk", "as": "prototype"}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "sk"}).legal


def test_718_3b_prototyped_spell_and_permanent_have_the_alternative_characteristics(engine):
    """CR 718.3b, 718.5, 105.2: on the stack and then on the battlefield, the prototyped Battalion is a red 2/2 with mana
    cost {3}{R}{R} (mana value 5); its name, types and abilities are the card's (an artifact creature — Construct with
    trample and haste)."""
    s = only(engine.apply(skitter_state(5), {"action": "cast", "object": "sk", "as": "prototype"}))
    for state in (s, passes(engine, s)[0]):
        v = engine.derive(state).object("sk")
        c = v.characteristics
        assert (c["power"], c["toughness"], c["mana_cost"], c["colors"], v.mana_value) == (2, 2, "{3}{R}{R}", ["red"], 5)
        assert (c["name"], c["types"], c["subtypes"]) == (SKITTER, ["artifact", "creature"], ["Construct"])
        assert "trample" in c["abilities"] and "haste" in c["abilities"]
    (done,) = passes(engine, s)
    assert (obj(done, "sk")["zone"], obj(done, "sk")["cast_as"]) == ("battlefield", "prototype")


def test_718_4_a_prototype_card_elsewhere_or_cast_normally_has_its_normal_characteristics(engine):
    """CR 718.4: in the hand, and on the battlefield after being cast normally (nine Mountains), the Battalion is a
    colorless 4/4 with mana value 9."""
    c = engine.derive(skitter_state(0)).object("sk").characteristics
    assert (c["power"], c["toughness"], c["colors"]) == (4, 4, [])
    s = only(engine.apply(skitter_state(9), {"action": "cast", "object": "sk"}))
    (done,) = passes(engine, s)
    v = engine.derive(done).object("sk")
    assert (v.characteristics["power"], v.characteristics["toughness"], v.characteristics["colors"], v.mana_value) == \
        (4, 4, [], 9)


def test_718_3d_a_token_copy_of_a_prototyped_permanent_is_prototyped(engine):
    """CR 718.3d, 707.2: a token copy of the prototyped Battalion on the battlefield has its alternative characteristics:
    a red 2/2 with mana value 5."""
    s = make_state([at("sk", SKITTER, "battlefield", cast_as="prototype")])
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "sk", "controller": "alice"})
    (tok,) = [o for o in out.state.doc["objects"] if o["id"] != "sk"]
    v = engine.derive(out.state).object(tok["id"])
    assert (v.characteristics["power"], v.characteristics["toughness"], v.characteristics["colors"], v.mana_value) == \
        (2, 2, ["red"], 5)


# --- DESIGN.md: derive and legal stay decided by grounding ----------------------------------------------------

def test_keywords2_keep_derive_and_legal_decided_by_grounding():
    """DESIGN.md: derive and legal are stratified: with a dashed and a blitzed permanent (layer 6 haste from their cast
    kind), a saddled mount, a monstrous creature, ascend with ten permanents, a prototyped permanent and partner,
    grounding alone decides every atom."""
    from .conftest import undecided_by_grounding

    s = make_state([at("rider", RIDER, "battlefield", cast_with="dash"), at("jaxis", JAXIS, "battlefield", cast_with="blitz"),
                    at("cal", CALAMITY, "battlefield", designations=["saddled"]),
                    at("slime", SLIME, "battlefield", designations=["monstrous"], counters={"+1/+1": 3}),
                    at("ocelot", OCELOT, "battlefield"), at("sk", SKITTER, "battlefield", cast_as="prototype"),
                    at("krark", KRARK, "battlefield"), at("sk2", SKITTER, "hand"),
                    at("bandit", BANDIT, "exile", plotted_on_turn=2), at("bandit2", BANDIT, "hand"),
                    at("march", "March of Progress", "stack", controller="alice", cast_with="overload"),
                    at("march2", "March of Progress", "hand"), at("jug", "Juggernaut", "battlefield"),
                    at("cheer", CHEER, "battlefield", cast_with="evoke"), at("cheer2", CHEER, "hand"),
                    at("prot", PROTEGE, "hand"), at("casc", "Juggernaut", "exile", cascade_exiled=True),
                    at("duel", GADWICK, "battlefield"), at("msm", MSM, "battlefield"), at("tyr", TYRANT, "battlefield"),
                    at("umbra", UMBRA, "battlefield", attached_to="msm"),
                    {"id": "role", "token": True, "zone": "battlefield", "owner": "alice", "attached_to": "jug",
                     "characteristics": CURSED},
                    *[at(f"p{i}", "Plains", "battlefield") for i in range(4)]], stack=["march"])
    for mode in ("derive", "legal"):
        assert undecided_by_grounding(s, mode) == [], mode


# --- Plot (CR 702.170, 116.2k) -----------------------------------------------------------------------------
# Visage Bandit ({3}{U} creature — Shapeshifter Rogue 2/2): an enters-as-a-copy line, then "Plot {2}{U}".

BANDIT = "Visage Bandit"


def bandit_state(islands: int, zone: str = "hand", **top: Any):
    return make_state([at("bandit", BANDIT, zone, **({"plotted_on_turn": top.pop("plotted")} if "plotted" in top else {})),
                       *[at(f"i{i}", "Island", "battlefield") for i in range(islands)]], **top)


def test_702_170a_116_2k_plot_is_a_special_action_exiling_the_card(engine):
    """CR 702.170a-b, 116.2k, 116.3: in Alice's main phase with the stack empty, three Islands pay {2}{U}: plot is
    legal (legal lists it); taken, the Bandit is exiled from her hand as a plotted card (plotted on turn 3), nothing is
    put on the stack, and she holds priority again."""
    assert {"plot": "{2}{U}"} in library()[BANDIT]["abilities"]
    s = bandit_state(3)
    assert {"action": "plot", "object": "bandit"} in [a.action for a in engine.legal_actions(s)]
    out = only(engine.apply(s, {"action": "plot", "object": "bandit"}))
    assert (obj(out, "bandit")["zone"], obj(out, "bandit")["plotted_on_turn"]) == ("exile", 3)
    assert not out.doc.get("stack") and out.doc["priority"] == "alice"
    assert all(obj(out, f"i{i}").get("tapped") for i in range(3))


def test_702_170a_plot_only_at_sorcery_timing_and_for_its_cost(engine):
    """CR 702.170a: not in Bob's turn (Alice holding priority in his main phase); and with two Islands the plot cost
    {2}{U} can't be paid."""
    w = engine.why_not(bandit_state(3, active_player="bob"), {"action": "plot", "object": "bandit"})
    assert ("needs_sorcery_timing", "702.170a") in fails(w)
    w = engine.why_not(bandit_state(2), {"action": "plot", "object": "bandit"})
    assert ("cannot_pay", "702.170a") in fails(w)


def test_702_170d_a_plotted_card_is_cast_free_on_a_later_turn(engine):
    """CR 702.170d, 118.9: plotted on turn 2, on turn 3 in her main phase with the stack empty Alice may cast the Bandit
    from exile without paying its mana cost (no lands); plotted on turn 3, not this turn; and not for its mana cost
    (601.3: no permission from exile)."""
    cast = {"action": "cast", "object": "bandit", "cost": "free"}
    assert engine.why_not(bandit_state(0, "exile", plotted=2), cast).legal
    w = engine.why_not(bandit_state(0, "exile", plotted=3), cast)
    assert ("plotted_this_turn", "702.170d") in fails(w)
    assert not engine.why_not(bandit_state(4, "exile", plotted=2), {"action": "cast", "object": "bandit"}).legal
    s = only(engine.apply(bandit_state(0, "exile", plotted=2), cast))
    assert (obj(s, "bandit")["zone"], obj(s, "bandit")["cast_from"]) == ("stack", "exile")


def test_702_170d_plotted_card_cast_only_in_its_owners_main_phase_with_an_empty_stack(engine):
    """CR 702.170d: during Alice's beginning of combat step the plotted Bandit can't be cast from exile (only during her
    main phase while the stack is empty)."""
    s = bandit_state(0, "exile", plotted=2, phase="combat", step="beginning_of_combat")
    w = engine.why_not(s, {"action": "cast", "object": "bandit", "cost": "free"})
    assert ("needs_sorcery_timing", "702.170d") in fails(w)


# --- Overload (CR 702.96) ----------------------------------------------------------------------------------
# March of Progress ({2}{U} sorcery): "Choose target artifact creature you control. For each creature chosen this way,
# create a token that's a copy of it." and "Overload {6}{U}".

MARCH = "March of Progress"


def march_state(islands: int):
    return make_state([at("march", MARCH, "hand"), at("j1", "Juggernaut", "battlefield"),
                       at("j2", "Juggernaut", "battlefield"), at("bears", "Grizzly Bears", "battlefield"),
                       at("bj", "Juggernaut", "battlefield", "bob"),
                       *[at(f"i{i}", "Island", "battlefield") for i in range(islands)]])


def new_tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if o.get("token")]


def test_702_96a_overload_cast_has_no_targets(engine):
    """CR 702.96a-b, 118.9: seven Islands pay the overload cost {6}{U}; cast for it, March of Progress takes no target
    (naming one is refused); three Islands don't pay it."""
    assert {"overload": "{6}{U}"} in library()[MARCH]["abilities"]
    s = march_state(7)
    assert engine.why_not(s, {"action": "cast", "object": "march", "cost": "overload"}).legal
    w = engine.why_not(s, {"action": "cast", "object": "march", "cost": "overload", "targets": ["j1"]})
    assert ("no_targets_when_overloaded", "702.96b") in fails(w)
    assert not engine.why_not(march_state(3), {"action": "cast", "object": "march", "cost": "overload"}).legal


def test_702_96a_overloaded_march_copies_each_artifact_creature_you_control(engine):
    """CR 702.96a, 707.2, 111.1: overloaded, "choose each artifact creature you control": as it resolves Alice creates a
    token copy of each of her two Juggernauts (not of her Grizzly Bears, not of Bob's Juggernaut)."""
    s = only(engine.apply(march_state(7), {"action": "cast", "object": "march", "cost": "overload"}))
    assert obj(s, "march")["cast_with"] == "overload" and not obj(s, "march").get("targets")
    (done,) = passes(engine, s)
    toks = new_tokens(done)
    assert len(toks) == 2 and all(t["zone"] == "battlefield" and t.get("controller", t["owner"]) == "alice"
                                  for t in toks)
    d = engine.derive(done)
    assert [d.object(t["id"]).characteristics["name"] for t in toks] == ["Juggernaut", "Juggernaut"]


def test_702_96a_march_cast_normally_copies_its_one_target(engine):
    """CR 601.2c, 707.2: cast for its mana cost, March of Progress targets one artifact creature Alice controls (Bob's
    Juggernaut isn't one) and makes one token copy of it."""
    s = march_state(3)
    assert not engine.why_not(s, {"action": "cast", "object": "march", "targets": ["bj"]}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "march", "targets": ["j1"]}))
    (done,) = passes(engine, s)
    assert len(new_tokens(done)) == 1


# --- Evoke (CR 702.74a) ------------------------------------------------------------------------------------
# Cheer ({3}{R}{W} creature 4/4): "Lifelink, haste", "When this creature enters, create two tokens that are copies of
# target token.", "Evoke—Celebrate an opponent." (an action outside the game as its evoke cost)

CHEER = "Cheer"


def test_702_74a_evoke_celebrate_cast_and_sacrificed_as_it_enters(engine):
    """CR 702.74a, 118.9: with no lands Alice may cast Cheer for its evoke cost (celebrating an opponent is no game
    action: no mana), not for its mana cost. It resolves and enters (608.3a); with no token on the battlefield its copy
    trigger has no target and isn't put on the stack (603.3d), and its evoke trigger is (603.6a): resolving, Alice
    sacrifices Cheer (701.21a)."""
    assert "evoke_celebrate" in library()[CHEER]["abilities"]
    s = make_state([at("cheer", CHEER, "hand")])
    assert not engine.why_not(s, {"action": "cast", "object": "cheer"}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "cheer", "cost": "evoke"}))
    (s,) = passes(engine, s)
    assert obj(s, "cheer")["zone"] == "battlefield" and obj(s, "cheer")["cast_with"] == "evoke"
    assert len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    assert obj(s, "cheer")["zone"] == "graveyard"


def test_702_74a_cast_for_its_mana_cost_no_sacrifice(engine):
    """CR 702.74a: cast for {3}{R}{W} (three Mountains, two Plains), Cheer enters and nothing triggers to sacrifice
    it."""
    lands = [at(f"m{i}", "Mountain", "battlefield") for i in range(3)] + \
            [at(f"p{i}", "Plains", "battlefield") for i in range(2)]
    s = only(engine.apply(make_state([at("cheer", CHEER, "hand"), *lands]), {"action": "cast", "object": "cheer"}))
    (s,) = passes(engine, s)
    assert obj(s, "cheer")["zone"] == "battlefield" and not s.doc.get("stack")


# --- Cascade (CR 702.85a) ----------------------------------------------------------------------------------
# Sakashima's Protege ({4}{U}{U} creature, mana value 6): "Flash", "Cascade", an enters-as-a-copy line.

PROTEGE = "Sakashima's Protege"


def protege_state(library: list[str]):
    lib = [at(f"lib{i}", card, "library", library_position=i + 1) for i, card in enumerate(library)]
    return make_state([at("prot", PROTEGE, "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(6)], *lib])


def cascade_resolved(engine, library: list[str]):
    s = only(engine.apply(protege_state(library), {"action": "cast", "object": "prot"}))
    assert len(s.doc["stack"]) == 2     # the cascade trigger above the spell (702.85a, 601.2i)
    return passes(engine, s)


def test_702_85a_cascade_exiles_to_a_lesser_nonland_card_which_may_be_cast_free(engine):
    """CR 702.85a: Alice casts Sakashima's Protege (mana value 6); its cascade trigger resolves: from the top of her
    library it exiles Island (a land) and Juggernaut (nonland, mana value 4 < 6) and stops; she may cast Juggernaut
    now without paying its mana cost (118.9; her Islands are all tapped). Cast, it goes on the stack and the Island
    goes to the bottom of her library, under Grizzly Bears."""
    assert "cascade" in library()[PROTEGE]["abilities"]
    (s,) = cascade_resolved(engine, ["Island", "Juggernaut", "Grizzly Bears"])
    assert (obj(s, "lib0")["zone"], obj(s, "lib1")["zone"], obj(s, "lib2")["zone"]) == ("exile", "exile", "library")
    cast = {"action": "cast", "object": "lib1", "cost": "free"}
    assert engine.why_not(s, cast).legal
    s = only(engine.apply(s, cast))
    assert obj(s, "lib1")["zone"] == "stack"
    assert obj(s, "lib0")["zone"] == "library"
    assert obj(s, "lib0")["library_position"] > obj(s, "lib2")["library_position"]


def test_702_85a_cascade_card_not_cast_goes_to_the_bottom_in_a_random_order(engine):
    """CR 702.85a: Alice lets the chance go (she passes): Island and Juggernaut go to the bottom of her library in a
    random order: two resulting states, one per order, both under Grizzly Bears."""
    (s,) = cascade_resolved(engine, ["Island", "Juggernaut", "Grizzly Bears"])
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    orders = set()
    for o in outs:
        pos = {i: obj(o, f"lib{i}")["library_position"] for i in range(3)}
        assert all(obj(o, f"lib{i}")["zone"] == "library" for i in range(3)) and pos[2] < min(pos[0], pos[1])
        orders.add(pos[0] < pos[1])
    assert orders == {True, False}


def test_702_85a_cascade_with_no_lesser_nonland_card_puts_all_back(engine):
    """CR 702.85a: a library of two Islands holds no nonland card: both are exiled, none can be cast, and both go back
    to the bottom of the library in a random order as the trigger resolves (two resulting states)."""
    s = only(engine.apply(protege_state(["Island", "Island"]), {"action": "cast", "object": "prot"}))
    outs = [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]
    assert len(outs) == 2
    for o in outs:
        assert [obj(o, f"lib{i}")["zone"] for i in range(2)] == ["library", "library"]
        assert len(o.doc["stack"]) == 1 and o.doc["stack"] == ["prot"]


# --- Cursed Role tokens (CR 111.10j, 303.7a, 704.5z) --------------------------------------------------------
# Gadwick's First Duel ({1}{U} enchantment — Saga): "I — Create a Cursed Role token attached to up to one target
# creature.", "II — Scry 2.", "III — ..." (a delayed copy of the next small instant or sorcery).

GADWICK = "Gadwick's First Duel"
CURSED = {"name": "Cursed", "types": ["enchantment"], "subtypes": ["Aura", "Role"],
          "abilities": [{"enchant": "creature"}, {"enchanted_base_pt": [1, 1]}]}


def chapter_one_on(engine, extra: list[dict[str, Any]]):
    """Alice casts the Saga; it resolves and gets its first lore counter (714.3a): chapter I triggers (714.2b); the
    state in which its target is Bob's Grizzly Bears."""
    s = make_state([at("duel", GADWICK, "hand"), at("i1", "Island", "battlefield"), at("i2", "Island", "battlefield"),
                    at("bears", "Grizzly Bears", "battlefield", "bob"), *extra])
    s = only(engine.apply(s, {"action": "cast", "object": "duel"}))
    outs = passes(engine, s)
    with_bears = [o for o in outs for i in o.doc["stack"]
                  if next(x for x in o.doc["objects"] if x["id"] == i).get("targets") == ["bears"]]
    assert len(with_bears) == 1
    return with_bears[0]


def test_111_10j_chapter_one_creates_a_cursed_role_on_the_target(engine):
    """CR 111.10j, 613.4b: chapter I resolves: Alice creates a Cursed Role token (an Aura Role enchantment named
    Cursed) attached to Bob's Grizzly Bears, whose base power and toughness become 1/1."""
    assert {"effect": {"create_cursed_role": "target"}, "target": {"up_to_one": "creature"},
            "trigger": {"chapters": [1]}} in library()[GADWICK]["abilities"]
    (s,) = passes(engine, chapter_one_on(engine, []))
    (role,) = [o for o in s.doc["objects"] if o.get("token")]
    assert (role["zone"], role["attached_to"], role.get("controller", role["owner"])) == ("battlefield", "bears", "alice")
    d = engine.derive(s)
    r = d.object(role["id"]).characteristics
    assert (r["name"], r["subtypes"]) == ("Cursed", ["Aura", "Role"])
    b = d.object("bears").characteristics
    assert (b["power"], b["toughness"]) == (1, 1)


def test_303_7a_704_5z_the_newer_role_of_one_player_replaces_the_older(engine):
    """CR 303.7a, 704.5z: the Bears already wear a Cursed Role Alice controls (timestamp 1); the new one from chapter I
    is more recent, so the older one is put into its owner's graveyard as state-based actions are checked (and, a
    token, ceases to exist, 704.5d): one Role is left on the Bears."""
    old = {"id": "oldrole", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 1,
           "attached_to": "bears", "characteristics": CURSED}
    (s,) = passes(engine, chapter_one_on(engine, [old]))
    roles = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert len(roles) == 1 and roles[0]["id"] != "oldrole"


# --- Wither (CR 702.80a) -----------------------------------------------------------------------------------
# Spinerock Tyrant ({3}{R}{R} creature — Dragon 6/6): "Flying", "Wither", a cast trigger (spellcopy3's).

TYRANT = "Spinerock Tyrant"


def tyrant_combat(engine, blocker: str):
    """Alice's Spinerock Tyrant attacks and is blocked by Bob's ``blocker``; both players pass until combat damage is
    dealt (510.2) and state-based actions are checked (704.3)."""
    s = make_state([at("tyr", TYRANT, "battlefield", attacking="bob", blocked=True),
                    at("blk", blocker, "battlefield", "bob", blocking=["tyr"])],
                   phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    events = []
    for _ in range(3):
        out = only_outcome(engine.apply(s, {"action": "pass"}))
        s, events = out.state, events + list(out.events)
        if s.doc["step"] != "declare_blockers":
            break
    return s, events


def only_outcome(outs):
    assert len(outs) == 1
    return outs[0]


def test_702_80a_wither_damage_becomes_minus_counters(engine):
    """CR 702.80a, 120.3d, 510.2: the Tyrant (wither) deals 6 combat damage to the blocking Serra Angel (4/4): no damage
    is marked on the Angel; six -1/-1 counters are put on it instead, a -2/-2, and it is put into Bob's graveyard (704.5f:
    toughness 0 or less). The Angel's 4 damage to the Tyrant (no wither) is marked on it (120.3e)."""
    assert "wither" in library()[TYRANT]["abilities"]
    s, events = tyrant_combat(engine, "Serra Angel")
    assert ("withered(tyr, blk, 6)", "702.80a") in events
    assert obj(s, "blk")["zone"] == "graveyard"
    assert obj(s, "tyr").get("damage") == 4


def test_702_80a_a_creature_that_survives_wither_keeps_the_counters(engine):
    """CR 702.80a, 122.1: blocked by Bob's Hulking Metamorph (a 7/7), the Tyrant puts six -1/-1 counters on it and marks
    no damage: it survives as a 1/1 with the counters."""
    s, _ = tyrant_combat(engine, "Hulking Metamorph")
    blk = obj(s, "blk")
    assert (blk["zone"], blk.get("counters"), blk.get("damage", 0)) == ("battlefield", {"-1/-1": 6}, 0)
    c = engine.derive(s).object("blk").characteristics
    assert (c["power"], c["toughness"]) == (1, 1)


# --- Backup (CR 702.165a) ----------------------------------------------------------------------------------
# Mirror-Style Master ({4}{R}{R} creature 3/3): "Backup 1" and an attack trigger (tokencopy3's).

MSM = "Mirror-Style Master"


def msm_enters(engine):
    """Alice casts Mirror-Style Master (six Mountains); it resolves and enters: its backup trigger targets a creature
    (603.3d): one state per target (itself, her Grizzly Bears)."""
    s = make_state([at("msm", MSM, "hand"), at("bears", "Grizzly Bears", "battlefield"),
                    *[at(f"m{i}", "Mountain", "battlefield") for i in range(6)]])
    s = only(engine.apply(s, {"action": "cast", "object": "msm"}))
    return {next(x for x in o.doc["objects"] if x["id"] == o.doc["stack"][-1])["targets"][0]: o
            for o in passes(engine, s)}


def test_702_165a_backup_on_another_creature_counter_and_abilities(engine):
    """CR 702.165a, 122.1, 611.2: the backup trigger on Alice's Grizzly Bears resolves: one +1/+1 counter on it (a 3/3)
    and, another creature, it gains the Master's other ability (its attack trigger) until end of turn."""
    assert {"backup": 1} in library()[MSM]["abilities"]
    states = msm_enters(engine)
    assert set(states) == {"msm", "bears"}
    (s,) = passes(engine, states["bears"])
    assert obj(s, "bears")["counters"] == {"+1/+1": 1}
    d = engine.derive(s)
    b, m = d.object("bears").characteristics, d.object("msm").characteristics
    assert (b["power"], b["toughness"]) == (3, 3)
    other = [a for a in m["abilities"] if a != {"backup": 1}]
    assert other and all(a in b["abilities"] for a in other) and {"backup": 1} not in b["abilities"]


def test_702_165a_backup_on_itself_only_the_counter(engine):
    """CR 702.165a: targeting the Master itself, it gets the +1/+1 counter (a 4/4) and gains nothing."""
    (s,) = passes(engine, msm_enters(engine)["msm"])
    assert obj(s, "msm")["counters"] == {"+1/+1": 1} and not s.doc.get("continuous_effects")


# --- Umbra armor (CR 702.89a) ------------------------------------------------------------------------------
# Penumbra Umbra ({1}{G} Aura: enchant creature you control): a dies-like trigger (tokencopy3's), "Umbra armor".

UMBRA = "Penumbra Umbra"


def umbra_state(**bears: Any):
    return make_state([at("bears", "Grizzly Bears", "battlefield", **bears),
                       at("umbra", UMBRA, "battlefield", attached_to="bears")])


def test_702_89a_lethal_damage_removed_and_the_aura_destroyed_instead(engine):
    """CR 702.89a, 704.5g: Alice's Grizzly Bears (2/2) with 2 damage marked would be destroyed as state-based actions are
    checked; its umbra armor applies instead: the damage is removed and Penumbra Umbra is destroyed (to the graveyard);
    the Bears stay on the battlefield."""
    assert "umbra_armor" in library()[UMBRA]["abilities"]
    s = only(engine.apply(umbra_state(damage=2), {"event": "state_based_actions"}))
    assert obj(s, "bears")["zone"] == "battlefield" and not obj(s, "bears").get("damage")
    assert obj(s, "umbra")["zone"] == "graveyard"


def test_702_89a_deathtouch_damage_too(engine):
    """CR 702.89a, 704.5h: 1 damage from a deathtouch source would destroy the Bears; the umbra armor applies instead."""
    s = only(engine.apply(umbra_state(damage=1, deathtouch_damage=True), {"event": "state_based_actions"}))
    assert obj(s, "bears")["zone"] == "battlefield" and obj(s, "umbra")["zone"] == "graveyard"


def test_702_89a_not_for_toughness_zero(engine):
    """CR 704.5f, 702.89a: a creature with toughness 0 isn't destroyed, so umbra armor doesn't apply: Bears with two
    -1/-1 counters go to the graveyard (and the Aura, attached to nothing, then too, 704.5m)."""
    s = only(engine.apply(umbra_state(counters={"-1/-1": 2}), {"event": "state_based_actions"}))
    assert obj(s, "bears")["zone"] == "graveyard"
