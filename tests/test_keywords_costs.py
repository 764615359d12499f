"""Retrace (CR 702.81a) and buyback (CR 702.27a): keyword abilities with an additional cost (issue 22, branch keywords;
rules_asp/kernel/keywords_costs.lp).

CR 702.81a: "Retrace" means its owner may cast the card from their graveyard by discarding a land card as an
additional cost; CR 118.8, 601.2b, 601.2f-h: the additional cost is announced and paid with the other costs (the
mana cost here). CR 702.27a: "Buyback [cost]" means its caster may pay [cost] in addition to its other costs and, if
they did, the spell is put into its owner's hand instead of their graveyard as it resolves (608.2n); a spell that
doesn't resolve (608.2b) goes to the graveyard as usual. Each expected value was worked out from these rules before
the engine was run.

Real cards from the bundled library: Spitting Image ({4}{G/U}{G/U} sorcery: "Create a token that's a copy of target
creature. Retrace"), Reiterate ({1}{R}{R} instant: "Buyback {3}. Copy target instant or sorcery spell. You may
choose new targets for the copy."), Lightning Bolt, Grizzly Bears, basic lands.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def at(oid: str, card: str, zone: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner, **more}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def fails(w) -> set[tuple[str, str]]:
    return {(f[0].split("(")[0], f[1]) for f in w.failures}


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def test_keyword_lines_read_702_81a_702_27a():
    """The keyword lines read as the keyword retrace and the ability {buyback: "{3}"}."""
    lib = library()
    assert "retrace" in lib["Spitting Image"]["abilities"]
    assert {"buyback": "{3}"} in lib["Reiterate"]["abilities"]


# --- Retrace (CR 702.81a) ----------------------------------------------------------------------------------

def image_state(hand: list[dict[str, Any]], **top: Any):
    lands = [at(f"forest{i}", "Forest", "battlefield") for i in range(3)] + \
            [at(f"island{i}", "Island", "battlefield") for i in range(3)]
    return make_state([at("img", "Spitting Image", "graveyard"), *hand, *lands,
                       at("bbears", "Grizzly Bears", "battlefield", "bob")], **top)


HAND = [at("hforest", "Forest", "hand"), at("hbears", "Grizzly Bears", "hand")]


def test_702_81a_retrace_cast_from_graveyard_discarding_a_land_card(engine):
    """CR 702.81a, 118.8: from Alice's graveyard, Spitting Image may be cast with retrace, discarding the Forest in
    her hand (six lands pay {4}{G/U}{G/U}); discarding Grizzly Bears (not a land card) can't pay the cost; and it
    can't be cast from the graveyard for its mana cost alone (601.3: no permission)."""
    s = image_state(HAND)
    ok = engine.why_not(s, {"action": "cast", "object": "img", "cost": "retrace", "discard": ["hforest"],
                            "targets": ["bbears"]})
    assert ok.legal, ok.failures
    bad = engine.why_not(s, {"action": "cast", "object": "img", "cost": "retrace", "discard": ["hbears"],
                             "targets": ["bbears"]})
    assert ("cannot_discard_for_cost", "702.81a") in fails(bad)
    plain = engine.why_not(s, {"action": "cast", "object": "img", "cost": "mana", "targets": ["bbears"]})
    assert not plain.legal


def test_702_81a_retrace_needs_a_land_card_in_hand(engine):
    """CR 702.81a, 601.2h: with only a nonland card in hand, the additional cost can't be paid."""
    s = image_state([at("hbears", "Grizzly Bears", "hand")])
    w = engine.why_not(s, {"action": "cast", "object": "img", "cost": "retrace", "targets": ["bbears"]})
    assert ("cannot_pay_additional_cost", "601.2h") in fails(w)


def test_702_81a_retrace_discards_then_resolves_to_the_graveyard(engine):
    """CR 601.2h, 701.9a: casting with retrace discards the Forest (to Alice's graveyard) and puts Spitting Image on
    the stack, cast_with retrace. CR 608.2n: as the sorcery resolves Alice creates a token copy of Grizzly Bears
    (707.2) and Spitting Image goes to her graveyard again (retrace, unlike flashback, doesn't exile it)."""
    s = only(engine.apply(image_state(HAND), {"action": "cast", "object": "img", "cost": "retrace",
                                              "targets": ["bbears"]}))
    assert obj(s, "hforest")["zone"] == "graveyard"
    assert obj(s, "hbears")["zone"] == "hand"
    assert obj(s, "img")["zone"] == "stack" and obj(s, "img")["cast_with"] == "retrace"
    (done,) = passes(engine, s)
    assert obj(done, "img")["zone"] == "graveyard"
    tokens = [o for o in done.doc["objects"] if o["id"].startswith("img.token")]
    assert len(tokens) == 1 and tokens[0]["controller"] == "alice"
    assert engine.derive(done).object(tokens[0]["id"]).characteristics["name"] == "Grizzly Bears"


# --- Buyback (CR 702.27a) ----------------------------------------------------------------------------------

def reiterate_state(mountains: int):
    objs = [at("rei", "Reiterate", "hand"), *[at(f"m{i}", "Mountain", "battlefield") for i in range(mountains)],
            at("bolt", "Lightning Bolt", "stack", "bob", controller="bob", targets=["alice"])]
    return make_state(objs, stack=["bolt"])


def test_702_27a_buyback_adds_its_cost(engine):
    """CR 702.27a, 601.2f: with buyback the total cost is {1}{R}{R} + {3}: six Mountains pay it, five don't (then
    only the plain cast is legal, 601.2h)."""
    cast = {"action": "cast", "object": "rei", "targets": ["bolt"]}
    assert engine.why_not(reiterate_state(6), {**cast, "cost": "buyback"}).legal
    five = reiterate_state(5)
    assert ("cannot_pay", "601.2h") in fails(engine.why_not(five, {**cast, "cost": "buyback"}))
    assert engine.why_not(five, {**cast, "cost": "mana"}).legal


def test_702_27a_buyback_paid_returns_to_hand_as_it_resolves(engine):
    """CR 702.27a, 608.2n: Reiterate cast with buyback (all six Mountains tapped) copies Bolt as it resolves and is
    put into Alice's hand instead of her graveyard, in every resulting state (one per target of the copy, 707.10c)."""
    s = only(engine.apply(reiterate_state(6), {"action": "cast", "object": "rei", "cost": "buyback",
                                               "targets": ["bolt"]}))
    assert all(obj(s, f"m{i}").get("tapped") for i in range(6))
    outs = passes(engine, s)
    assert outs
    for out in outs:
        assert obj(out, "rei")["zone"] == "hand"
        assert any(o["id"].startswith("bolt.spell_copy") for o in out.doc["objects"])


def test_702_27a_without_buyback_to_the_graveyard(engine):
    """CR 608.2n: cast for its mana cost alone (three Mountains), Reiterate goes to the graveyard as it resolves."""
    s = only(engine.apply(reiterate_state(3), {"action": "cast", "object": "rei", "cost": "mana", "targets": ["bolt"]}))
    for out in passes(engine, s):
        assert obj(out, "rei")["zone"] == "graveyard"


def test_608_2b_buyback_spell_that_doesnt_resolve_goes_to_the_graveyard(engine):
    """CR 608.2b, 702.27a: Bolt leaves the stack before Reiterate (cast with buyback) resolves: its only target is
    illegal, so it doesn't resolve and goes to Alice's graveyard, not her hand."""
    s = only(engine.apply(reiterate_state(6), {"action": "cast", "object": "rei", "cost": "buyback",
                                               "targets": ["bolt"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bolt", "to": "graveyard"}))
    (out,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert obj(out, "rei")["zone"] == "graveyard"


# --- Entwine (CR 702.42a) ----------------------------------------------------------------------------------
# Mirage Mockery ({2}{U} sorcery): "Choose one — • Create a token that's a copy of target artifact creature you
# control. • Create a token that's a copy of target nonartifact creature you control. Entwine {2}{U}". Cogwork
# Assembler is a 2/3 artifact creature, Grizzly Bears a nonartifact creature.

# a test card (not a real card): "choose one" of three modes, with entwine {1}
TEST_ENTWINE = {"name": "Test Card Entwine Three", "mana_cost": "{1}", "types": ["sorcery"],
                "abilities": [{"spell": {"choose": 1, "modes": [
                    {"effect": {"draw": 1}}, {"effect": {"gain_life": 3}},
                    {"effect": {"lose_life": 2, "who": "each_opponent"}}]}}, {"entwine": "{1}"}]}


def mockery_state(islands: int):
    objs = [at("mock", "Mirage Mockery", "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(islands)],
            at("cog", "Cogwork Assembler", "battlefield"), at("bears", "Grizzly Bears", "battlefield"),
            at("bbears", "Grizzly Bears", "battlefield", "bob")]
    return make_state(objs)


def test_702_42a_entwine_reads_and_targets_115_1():
    """The keyword line reads as {entwine: "{2}{U}"}; the modes' targets as artifact_creature_you_control and
    nonartifact_creature_you_control."""
    abilities = library()["Mirage Mockery"]["abilities"]
    assert {"entwine": "{2}{U}"} in abilities
    (spell,) = [a["spell"] for a in abilities if isinstance(a, dict) and "spell" in a]
    assert spell["choose"] == 1
    assert [m["target"] for m in spell["modes"]] == ["artifact_creature_you_control", "nonartifact_creature_you_control"]


def test_700_2_115_1_without_entwine_one_mode_and_its_own_kind_of_target(engine):
    """CR 700.2, 601.2c: with three Islands (not enough for the entwine cost too), Alice chooses one mode: mode 1 can
    target only her Cogwork Assembler (the only artifact creature she controls), mode 2 only her Grizzly Bears (not
    Bob's: "you control"). Two resulting states."""
    got = sorted((tuple(obj(o.state, "mock")["modes"]), tuple(obj(o.state, "mock")["targets"]))
                 for o in engine.apply(mockery_state(3), {"action": "cast", "object": "mock"}))
    assert got == [((1,), ("cog",)), ((2,), ("bears",))]


def test_702_42a_entwine_both_modes_for_the_additional_cost(engine):
    """CR 702.42a, 601.2f: choosing both modes costs {2}{U} + {2}{U}: six Islands pay it, five don't."""
    both = {"action": "cast", "object": "mock", "modes": [1, 2], "targets": ["cog", "bears"]}
    assert engine.why_not(mockery_state(6), both).legal
    assert not engine.why_not(mockery_state(5), both).legal
    assert engine.why_not(mockery_state(5), {"action": "cast", "object": "mock", "modes": [2],
                                             "targets": ["bears"]}).legal


def test_702_42b_entwined_both_modes_resolve(engine):
    """CR 702.42b, 608.2c: entwined, all six Islands tapped; resolving, Alice creates a token copy of Cogwork
    Assembler and one of Grizzly Bears (707.2)."""
    s = only(engine.apply(mockery_state(6), {"action": "cast", "object": "mock", "modes": [1, 2],
                                             "targets": ["cog", "bears"]}))
    assert all(obj(s, f"i{i}").get("tapped") for i in range(6))
    (done,) = passes(engine, s)
    d = engine.derive(done)
    names = sorted(d.object(o["id"]).characteristics["name"] for o in done.doc["objects"]
                   if o["id"].startswith("mock.token"))
    assert names == ["Cogwork Assembler", "Grizzly Bears"]


def test_702_42a_entwine_is_all_modes_or_the_number_it_says(engine):
    """CR 702.42a: a "choose one" spell of three modes with entwine: one mode, or all three (paying {1} more); two
    modes is neither."""
    objs = [at("tc", "Test Card Entwine Three", "hand"), at("i0", "Island", "battlefield"),
            at("i1", "Island", "battlefield"), at("lib1", "Grizzly Bears", "library")]
    s = make_state(objs, cards=[TEST_ENTWINE])
    two = engine.why_not(s, {"action": "cast", "object": "tc", "modes": [1, 2]})
    assert ("wrong_number_of_modes", "702.42a") in fails(two)
    assert engine.why_not(s, {"action": "cast", "object": "tc", "modes": [1, 2, 3]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "tc", "modes": [3]}).legal


# --- Rebound (CR 702.88a) ----------------------------------------------------------------------------------
# Quantum Misalignment ({4}{U} sorcery): "Create a token that's a copy of target creature you control, except it
# isn't legendary. Rebound"

REBOUND = {"source": "qm", "text": {"trigger": "rebound_upkeep", "effect": "cast_rebound"}, "controller": "alice"}


def test_702_88a_rebound_cast_from_hand_is_exiled_with_a_delayed_trigger(engine):
    """CR 702.88a, 608.2n: cast from Alice's hand, Quantum Misalignment resolves (a token copy of her Grizzly
    Bears, 707.2) and is exiled instead of put into her graveyard; a delayed trigger waits for her next upkeep
    (603.7)."""
    assert "rebound" in library()["Quantum Misalignment"]["abilities"]
    objs = [at("qm", "Quantum Misalignment", "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(5)],
            at("bears", "Grizzly Bears", "battlefield")]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "qm", "targets": ["bears"]}))
    (done,) = passes(engine, s)
    assert obj(done, "qm")["zone"] == "exile"
    assert done.doc["delayed_triggers"] == [REBOUND]
    assert [o["id"] for o in done.doc["objects"] if o["id"].startswith("qm.token")]


def test_702_88a_rebound_from_a_graveyard_cast_goes_to_the_graveyard(engine):
    """CR 702.88a: only a spell cast from its controller's hand rebounds: Quantum Misalignment cast from the
    graveyard (a test of the rule: a state that says it was cast from there) goes to the graveyard as it resolves,
    with no delayed trigger."""
    objs = [at("qm", "Quantum Misalignment", "stack", controller="alice", targets=["bears"], cast_from="graveyard"),
            at("bears", "Grizzly Bears", "battlefield")]
    (done,) = [o.state for o in engine.apply(make_state(objs, stack=["qm"]), {"event": "resolve"})]
    assert obj(done, "qm")["zone"] == "graveyard"
    assert not done.doc.get("delayed_triggers")


def test_702_88a_603_7b_rebound_triggers_at_the_next_upkeep_and_casts_for_free(engine):
    """CR 603.7b, 503.1a: at the beginning of Alice's next upkeep (Bob's end step passes into her turn) the delayed
    trigger goes on the stack; before it resolves she can't cast the sorcery (117.1a, 601.3). CR 702.88a-b, 118.9:
    as it resolves she may cast Quantum Misalignment from exile without paying its mana cost, now (no mana)."""
    objs = [at("qm", "Quantum Misalignment", "exile"), at("bears", "Grizzly Bears", "battlefield")]
    s = make_state(objs, turn=4, active_player="bob", phase="ending", step="end", priority="bob",
                   delayed_triggers=[REBOUND])
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    assert len(s.doc["stack"]) == 1 and not s.doc.get("delayed_triggers")
    cast = {"action": "cast", "object": "qm", "cost": "free", "targets": ["bears"]}
    assert not engine.why_not(s, cast).legal
    (s,) = passes(engine, s)
    assert engine.why_not(s, cast).legal
    s = only(engine.apply(s, cast))
    assert obj(s, "qm")["zone"] == "stack"
    assert obj(s, "qm")["cast_from"] == "exile"


# --- Flashback with behold (CR 702.34a, 701.4a) ------------------------------------------------------------
# Kindle the Inner Flame ({3}{R} kindred sorcery — Elemental): "Create a token that's a copy of target creature you
# control, except it has haste and "At the beginning of the end step, sacrifice this token." Flashback—{1}{R}, Behold
# three Elementals." Colorstorm Stallion and Living Laser are Elemental creatures, Omni-Changeling a changeling.

def kindle_state(elementals: list[dict[str, Any]]):
    objs = [at("kindle", "Kindle the Inner Flame", "graveyard"), at("m0", "Mountain", "battlefield"),
            at("m1", "Mountain", "battlefield"), at("bears", "Grizzly Bears", "battlefield"), *elementals]
    return make_state(objs)


THREE = [at("stallion", "Colorstorm Stallion", "battlefield"), at("laser", "Living Laser", "hand"),
         at("omni", "Omni-Changeling", "battlefield")]


def test_701_4a_flashback_beholding_three_elementals(engine):
    """CR 702.34a, 701.4a: Alice may cast Kindle the Inner Flame from her graveyard for {1}{R} when she can behold
    three Elementals: an Elemental she controls (Colorstorm Stallion), an Elemental card in her hand (Living Laser)
    and a changeling she controls (Omni-Changeling, every creature type: 702.73a). With only two, she can't."""
    assert {"flashback_behold": "{1}{R}", "count": 3, "subtype": "Elemental"} in \
        library()["Kindle the Inner Flame"]["abilities"]
    cast = {"action": "cast", "object": "kindle", "cost": "flashback", "targets": ["bears"]}
    assert engine.why_not(kindle_state(THREE), cast).legal
    two = engine.why_not(kindle_state(THREE[:2]), cast)
    assert ("cannot_behold", "701.4a") in fails(two)


def test_702_34a_beheld_flashback_resolves_and_is_exiled(engine):
    """CR 702.34a: cast with flashback, it creates the token copy (of Grizzly Bears, with haste) and is exiled; the
    beheld objects stay where they were (701.4a: revealing or choosing moves nothing)."""
    s = only(engine.apply(kindle_state(THREE), {"action": "cast", "object": "kindle", "cost": "flashback",
                                               "targets": ["bears"]}))
    # CR 603.3, 608.1: Colorstorm Stallion's opus ability triggered on the cast and is above Kindle: it resolves
    # first (+1/+1 until end of turn; two mana spent, fewer than five: no token copy)
    (mid,) = passes(engine, s)
    assert obj(mid, "kindle")["zone"] == "stack"
    (done,) = passes(engine, mid)
    assert obj(done, "kindle")["zone"] == "exile"
    assert (obj(done, "laser")["zone"], obj(done, "stallion")["zone"]) == ("hand", "battlefield")
    (tok,) = [o for o in done.doc["objects"] if o["id"].startswith("kindle.token")]
    ch = engine.derive(done).object(tok["id"]).characteristics
    assert ch["name"] == "Grizzly Bears" and "haste" in ch["abilities"]


# --- Convoke (CR 702.51a) ----------------------------------------------------------------------------------
# Omni-Changeling ({3}{U}{U} creature): "Changeling. Convoke. You may have this creature enter as a copy of any
# creature on the battlefield, except it has changeling." Grizzly Bears are green creatures; Clone ({3}{U}) has no
# convoke.

def convoke_state(islands: int, bears: int, spell: str = "Omni-Changeling"):
    objs = [at("spell", spell, "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(islands)],
            *[at(f"b{i}", "Grizzly Bears", "battlefield") for i in range(bears)]]
    return make_state(objs)


def test_702_51a_convoke_creatures_pay_generic_mana(engine):
    """CR 702.51a: two Islands pay {U}{U} and three Grizzly Bears, tapped, pay {3}: the cast is legal, and its one
    payment taps all five (the green Bears can't pay {U}). Clone, without convoke, can't be cast with one Island
    and three Bears (601.2h)."""
    assert "convoke" in library()["Omni-Changeling"]["abilities"]
    s = convoke_state(2, 3)
    assert engine.why_not(s, {"action": "cast", "object": "spell"}).legal
    cast = only(engine.apply(s, {"action": "cast", "object": "spell"}))
    assert obj(cast, "spell")["zone"] == "stack"
    assert all(obj(cast, x).get("tapped") for x in ("i0", "i1", "b0", "b1", "b2"))
    clone = engine.why_not(convoke_state(1, 3, "Clone"), {"action": "cast", "object": "spell"})
    assert ("cannot_pay", "601.2h") in fails(clone)


def test_702_51a_convoke_a_creature_pays_only_its_own_colors(engine):
    """CR 702.51a: a creature pays a colored mana only of its own color: one Island and four green Bears have five
    units, but only one can pay blue, and Omni-Changeling needs {U}{U} (601.2h)."""
    w = engine.why_not(convoke_state(1, 4), {"action": "cast", "object": "spell"})
    assert ("cannot_pay", "601.2h") in fails(w)


def test_702_51a_convoke_one_state_per_way_of_paying(engine):
    """CR 601.2g-h, 702.51a: with four Islands and two Bears, {3}{U}{U} is paid by the four Islands and one Bear (two
    states: which Bear), or by three Islands and both Bears (four states: which Island stays untapped; the Islands
    pay {U}{U} and one generic). Six ways in all."""
    outs = engine.apply(convoke_state(4, 2), {"action": "cast", "object": "spell"})
    tapped = sorted(tuple(sorted(o["id"] for o in out.state.doc["objects"] if o.get("tapped"))) for out in outs)
    assert len(tapped) == 6 and len(set(tapped)) == 6
    assert all(len(t) == 5 for t in tapped)


# --- Improvise (CR 702.126a) -------------------------------------------------------------------------------
# Synth Infiltrator ({3}{U}{U} artifact creature): "Improvise. You may have this creature enter as a copy of any
# creature on the battlefield, except it's a Synth artifact creature in addition to its other types." Mimic Vat is an
# artifact (no mana ability).

def improvise_state(islands: int, vats: int):
    objs = [at("synth", "Synth Infiltrator", "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(islands)],
            *[at(f"v{i}", "Mimic Vat", "battlefield") for i in range(vats)]]
    return make_state(objs)


def test_702_126a_improvise_artifacts_pay_generic_mana(engine):
    """CR 702.126a: two Islands pay {U}{U} and three Mimic Vats, tapped, pay {3}: legal, and the one payment taps all
    five. With one Island and four Vats it can't be cast: an artifact pays only generic mana (601.2h)."""
    assert "improvise" in library()["Synth Infiltrator"]["abilities"]
    cast = only(engine.apply(improvise_state(2, 3), {"action": "cast", "object": "synth"}))
    assert all(obj(cast, x).get("tapped") for x in ("i0", "i1", "v0", "v1", "v2"))
    w = engine.why_not(improvise_state(1, 4), {"action": "cast", "object": "synth"})
    assert ("cannot_pay", "601.2h") in fails(w)
    assert not engine.why_not(improvise_state(2, 2), {"action": "cast", "object": "synth"}).legal


# --- Mayhem (CR 702.187b) ----------------------------------------------------------------------------------
# Chameleon, Master of Disguise ({3}{U} creature): "You may have Chameleon enter as a copy of a creature you control,
# except his name is Chameleon, Master of Disguise. Mayhem {2}{U}". Hallway Heckler: "{T}, Discard a card: Draw a
# card." (among its abilities).

CHAMELEON = "Chameleon, Master of Disguise"


def chameleon_state(discarded: bool):
    objs = [at("cham", CHAMELEON, "graveyard", **({"discarded_this_turn": True} if discarded else {})),
            *[at(f"i{i}", "Island", "battlefield") for i in range(3)], at("bears", "Grizzly Bears", "battlefield")]
    return make_state(objs)


def test_702_187b_mayhem_cast_from_graveyard_if_discarded_this_turn(engine):
    """CR 702.187b: discarded this turn, Chameleon may be cast from Alice's graveyard for {2}{U} (three Islands);
    not discarded this turn, it can't; and never for its mana cost from there (601.3)."""
    assert {"mayhem": "{2}{U}"} in library()[CHAMELEON]["abilities"]
    assert engine.why_not(chameleon_state(True), {"action": "cast", "object": "cham", "cost": "mayhem"}).legal
    w = engine.why_not(chameleon_state(False), {"action": "cast", "object": "cham", "cost": "mayhem"})
    assert ("not_discarded_this_turn", "702.187b") in fails(w)
    assert not engine.why_not(chameleon_state(True), {"action": "cast", "object": "cham", "cost": "mana"}).legal


def test_701_9a_702_187b_a_card_discarded_for_a_cost_can_be_cast_with_mayhem(engine):
    """CR 701.9a, 118.3: Alice activates Hallway Heckler, discarding Chameleon (her only card in hand) for the cost:
    it is in her graveyard, discarded this turn. After the ability resolves (she draws), with the stack empty
    (117.1a: a creature), she may cast it with mayhem; cast, it is on the stack, cast_with mayhem."""
    heckler = {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}   # (named by its plain activated term)
    objs = [at("heck", "Hallway Heckler", "battlefield"), at("cham", CHAMELEON, "hand"),
            *[at(f"i{i}", "Island", "battlefield") for i in range(3)], at("lib1", "Grizzly Bears", "library")]
    s = only(engine.apply(make_state(objs), {"action": "activate", "object": "heck", "ability": heckler}))
    assert obj(s, "cham")["zone"] == "graveyard" and obj(s, "cham").get("discarded_this_turn")
    (s,) = passes(engine, s)
    cast = {"action": "cast", "object": "cham", "cost": "mayhem"}
    assert engine.why_not(s, cast).legal
    s = only(engine.apply(s, cast))
    assert (obj(s, "cham")["zone"], obj(s, "cham")["cast_with"]) == ("stack", "mayhem")


# --- Sneak (CR 702.190a-b) ---------------------------------------------------------------------------------
# Donatello, Gadget Master ({2}{U} creature): "Sneak {1}{U}. Whenever Donatello deals combat damage to a player,
# create a token that's a copy of target artifact you control."

DONATELLO = "Donatello, Gadget Master"


def blockers_step(engine):
    """Alice attacks Bob with two Grizzly Bears; Bob blocks the second with his own: her declare blockers step, with
    priority (CR 509.1, 509.2)."""
    objs = [at("don", DONATELLO, "hand"), at("i0", "Island", "battlefield"), at("i1", "Island", "battlefield"),
            at("b1", "Grizzly Bears", "battlefield"), at("b2", "Grizzly Bears", "battlefield"),
            at("bb", "Grizzly Bears", "battlefield", "bob")]
    s = make_state(objs, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["b1", "b2"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "b2"}]}))
    assert (s.doc["step"], s.doc["priority"]) == ("declare_blockers", "alice")
    return s


def test_702_190a_sneak_returns_an_unblocked_attacker(engine):
    """CR 702.190a: in her declare blockers step Alice casts Donatello for {1}{U}, returning an unblocked creature she
    controls: only the unblocked Bears (b1) can be (b2 is blocked), so there is one resulting state; b1 is in her
    hand, Donatello on the stack, cast_with sneak, both Islands tapped."""
    assert {"sneak": "{1}{U}"} in library()[DONATELLO]["abilities"]
    s = only(engine.apply(blockers_step(engine), {"action": "cast", "object": "don", "cost": "sneak"}))
    assert obj(s, "b1")["zone"] == "hand" and obj(s, "b2")["zone"] == "battlefield"
    assert (obj(s, "don")["zone"], obj(s, "don")["cast_with"]) == ("stack", "sneak")
    assert obj(s, "i0").get("tapped") and obj(s, "i1").get("tapped")


def test_702_190b_sneak_enters_tapped_and_attacking(engine):
    """CR 702.190b, 508.4: resolving, Donatello enters the battlefield tapped and attacking Bob, the player the
    returned Bears attacked."""
    s = only(engine.apply(blockers_step(engine), {"action": "cast", "object": "don", "cost": "sneak"}))
    (s,) = passes(engine, s)
    don = obj(s, "don")
    assert don["zone"] == "battlefield" and don.get("tapped")
    assert don.get("attacking") in (True, "bob")


def test_702_190a_sneak_only_in_your_declare_blockers_step(engine):
    """CR 702.190a: in Alice's precombat main phase sneak can't be used."""
    objs = [at("don", DONATELLO, "hand"), at("i0", "Island", "battlefield"), at("i1", "Island", "battlefield"),
            at("b1", "Grizzly Bears", "battlefield")]
    w = engine.why_not(make_state(objs), {"action": "cast", "object": "don", "cost": "sneak"})
    assert ("not_your_declare_blockers_step", "702.190a") in fails(w)


# --- Ninjutsu (CR 702.49a-c) -------------------------------------------------------------------------------
# Mist-Syndicate Naga ({2}{U} 3/1 creature): "Ninjutsu {2}{U}. Whenever this creature deals combat damage to a player,
# create a token that's a copy of this creature."

NAGA = "Mist-Syndicate Naga"
NINJUTSU = {"ninjutsu": "{2}{U}"}


def naga_blockers_step(engine):
    """Alice attacks Bob with Grizzly Bears (b1) and Bob doesn't block: her declare blockers step, with priority."""
    objs = [at("naga", NAGA, "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(3)],
            at("b1", "Grizzly Bears", "battlefield")]
    s = make_state(objs, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["b1"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    return only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))


def test_702_49a_ninjutsu_from_hand_returns_the_unblocked_attacker(engine):
    """CR 702.49a, 113.6b: from Alice's hand, Naga's ninjutsu is activated for {2}{U}, returning the unblocked Bears
    to her hand; the ability goes on the stack (the Naga stays in her hand until it resolves)."""
    assert NINJUTSU in library()[NAGA]["abilities"]
    s = only(engine.apply(naga_blockers_step(engine), {"action": "activate", "object": "naga", "ability": NINJUTSU}))
    assert obj(s, "b1")["zone"] == "hand" and obj(s, "naga")["zone"] == "hand"
    assert len(s.doc["stack"]) == 1 and all(obj(s, f"i{i}").get("tapped") for i in range(3))


def test_702_49c_ninjutsu_enters_tapped_and_attacking_then_deals_combat_damage(engine):
    """CR 702.49a, 702.49c, 508.4: resolving, the Naga enters tapped and attacking Bob (the Bears' player). CR 510.2:
    unblocked, it deals 3 combat damage to Bob (20 -> 17), and its trigger makes a token copy of it (707.2)."""
    s = only(engine.apply(naga_blockers_step(engine), {"action": "activate", "object": "naga", "ability": NINJUTSU}))
    (s,) = passes(engine, s)
    naga = obj(s, "naga")
    assert naga["zone"] == "battlefield" and naga.get("tapped") and naga.get("attacking") in (True, "bob")
    (s,) = passes(engine, s)   # to the combat damage step: 3 damage to Bob, the trigger on the stack
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    (s,) = passes(engine, s)
    assert [o["id"] for o in s.doc["objects"] if o["id"].startswith("naga.") and o["zone"] == "battlefield"]


def test_702_49a_ninjutsu_needs_an_unblocked_attacker(engine):
    """CR 702.49a, 509.1h: in the precombat main phase no creature is an unblocked attacker: the cost can't be
    paid."""
    objs = [at("naga", NAGA, "hand"), *[at(f"i{i}", "Island", "battlefield") for i in range(3)],
            at("b1", "Grizzly Bears", "battlefield")]
    w = engine.why_not(make_state(objs), {"action": "activate", "object": "naga", "ability": NINJUTSU})
    assert ("cannot_pay", "702.49a") in fails(w)


# --- Evolve (CR 702.100a-b) --------------------------------------------------------------------------------
# Watchful Radstag ({2}{G} 2/2): "Evolve. Whenever this creature evolves, create a token that's a copy of it."
# Cogwork Assembler is a 2/3 artifact creature ({3}), Grizzly Bears a 2/2 ({1}{G}).

def radstag_cast(engine, card: str, forests: int):
    objs = [at("rad", "Watchful Radstag", "battlefield"), at("new", card, "hand"),
            *[at(f"f{i}", "Forest", "battlefield") for i in range(forests)]]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "new"}))
    (s,) = passes(engine, s)   # the creature spell resolves and enters (CR 608.3)
    return s


def test_702_100a_evolve_for_greater_toughness_then_it_evolves(engine):
    """CR 702.100a, 603.4: Cogwork Assembler (2/3) enters under Alice's control: its toughness 3 is greater than the
    Radstag's 2, so evolve triggers; resolving (still greater), a +1/+1 counter goes on the Radstag (3/3). CR
    702.100b: it evolved, so its other ability triggers: a token copy of it (707.2: the copy has no counter, 2/2)."""
    assert library()["Watchful Radstag"]["abilities"] == ["evolve",
                                                         {"trigger": "evolves", "effect": {"create_token_copy": "self"}}]
    s = radstag_cast(engine, "Cogwork Assembler", 3)
    assert len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    assert obj(s, "rad").get("counters") == {"+1/+1": 1}
    assert len(s.doc["stack"]) == 1   # the evolves trigger
    (s,) = passes(engine, s)
    (tok,) = [o for o in s.doc["objects"] if ".token" in o["id"]]
    d = engine.derive(s)
    assert d.object(tok["id"]).characteristics["name"] == "Watchful Radstag"
    assert (d.object("rad").characteristics["power"], d.object(tok["id"]).characteristics["power"]) == (3, 2)


def test_702_100a_evolve_not_for_equal_power_and_toughness(engine):
    """CR 702.100a, 603.4: Grizzly Bears (2/2) is not greater in power or toughness than the 2/2 Radstag: evolve
    doesn't trigger."""
    s = radstag_cast(engine, "Grizzly Bears", 2)
    assert s.doc["stack"] == [] and not obj(s, "rad").get("counters")


def test_702_100a_evolve_for_a_token_entering(engine):
    """CR 702.100a, 111.1, 707.2: Cogwork Assembler's ability ({7}) creates a token copy of itself (2/3) under Alice's
    control: it enters with toughness 3 > 2, so the Radstag's evolve triggers (resolving: a +1/+1 counter)."""
    ability = library()["Cogwork Assembler"]["abilities"][0]
    objs = [at("rad", "Watchful Radstag", "battlefield"), at("cog", "Cogwork Assembler", "battlefield"),
            *[at(f"f{i}", "Forest", "battlefield") for i in range(7)]]
    s = only(engine.apply(make_state(objs), {"action": "activate", "object": "cog", "ability": ability,
                                             "targets": ["cog"]}))
    (s,) = passes(engine, s)
    assert any(".token" in o["id"] for o in s.doc["objects"])
    assert len(s.doc["stack"]) == 1
    (s,) = passes(engine, s)
    assert obj(s, "rad").get("counters") == {"+1/+1": 1}
