"""More token copies (branch tokencopy; CR 707.2, 707.9, 111.1, 110.5b, 115.1, 603.2, 603.4, 608.2d, 120.3, 121.2):
real census cards by name from the bundled library (their Oracle text read by the grammar), in tiny states. Each
expected value is worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import lands, make_state, only


def abilities_of(name: str) -> list:
    return library()[name]["abilities"]


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


def pass_pass(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def name_of(engine, s, oid: str) -> str:
    return engine.derive(s).object(oid).characteristics["name"]


# --- Relm's Sketching: "target artifact, creature, or land" ----------------------------------------------------------


def test_relms_sketching_parses_115_1():
    assert abilities_of("Relm's Sketching") == [
        {"spell": {"target": "artifact_creature_or_land", "effect": {"create_token_copy": "target"}}}]


def _sketch_state():
    return make_state([zone("rs", "Relm's Sketching", "hand"), *lands("alice", islands=4),
                       bf("bear", "Runeclaw Bear", "bob"), bf("necro", "Necroduality", "bob")])


def test_relms_sketching_targets_an_artifact_creature_or_land_not_an_enchantment_115_1(engine):
    """CR 115.1, 601.2c: a creature (the Bear, an artifact creature too), a land (each Island) may be the target; Bob's
    Necroduality, an enchantment only, may not."""
    acts = [a for a in engine.legal_actions(_sketch_state()) if a.action.get("object") == "rs"]
    chosen = {t for a in acts for ts in a.targets for t in ts}
    assert "bear" in chosen and "aisland1" in chosen and "necro" not in chosen


def test_relms_sketching_token_copies_the_bear_for_its_caster_707_2_111_1(engine):
    """CR 707.2, 111.1: the token is a copy of the Bear (its name, 2/2), created under Alice's control (she controls
    the resolving spell), not Bob's."""
    s = only(engine.apply(_sketch_state(), {"action": "cast", "object": "rs", "targets": ["bear"]}))
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (tok["controller"], name_of(engine, s, tok["id"])) == ("alice", "Runeclaw Bear")


# --- Compy Swarm: "if a creature died this turn", a tapped token copy ------------------------------------------------


def test_compy_swarm_parses_603_4_110_5b():
    assert abilities_of("Compy Swarm") == [
        {"trigger": {"beginning_of": "end", "whose": "your"}, "if": {"creatures_died_this_turn": 1},
         "effect": {"create_token_copy": "self", "tapped": True}}]


def test_compy_swarm_makes_a_tapped_copy_if_a_creature_died_603_4_110_5b_707_2(engine):
    """CR 603.4: a creature died this turn, so Compy Swarm triggers as Alice's end step begins; resolved, it creates a
    token that's a copy of Compy Swarm (707.2) that enters tapped (110.5b: tapped is a status the token is created
    with, not a copied value; the original stays untapped)."""
    s = pass_pass(engine, make_state([bf("cs", "Compy Swarm")], phase="postcombat_main",
                                     turn_counts={"creatures_died": 1}))
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Compy Swarm"
    assert tok.get("tapped") is True
    assert not next(o for o in s.doc["objects"] if o["id"] == "cs").get("tapped")


def test_compy_swarm_doesnt_trigger_if_no_creature_died_603_4(engine):
    """CR 603.4: no creature died this turn: the ability doesn't trigger; no token."""
    s = pass_pass(engine, make_state([bf("cs", "Compy Swarm")], phase="postcombat_main"))
    assert stack_abilities(s) == [] and tokens(s) == []


def test_skyclave_relic_parses_two_tapped_copies_702_33e():
    assert abilities_of("Skyclave Relic")[2] == {
        "trigger": "enters", "if": "kicked", "effect": {"create_token_copy": "self", "count": 2, "tapped": True}}


def test_skyclave_relic_kicked_makes_two_tapped_copies_702_33e_111_1(engine):
    """CR 702.33e, 603.4: cast kicked ({3} plus kicker {3}: six lands), Skyclave Relic's enters ability triggers; it
    creates two tokens that are copies of it, tapped (110.5b); the Relic itself is untapped."""
    s = make_state([zone("sr", "Skyclave Relic", "hand"), *lands("alice", islands=6)])
    s = only(engine.apply(s, {"action": "cast", "object": "sr", "kicked": True}))
    s = pass_pass(engine, s)          # the Relic resolves and enters: its trigger
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2 and all(t.get("tapped") for t in toks)
    assert {name_of(engine, s, t["id"]) for t in toks} == {"Skyclave Relic"}


# --- Polyraptor, Sprouting Phytohydra: "whenever this creature is dealt damage" --------------------------------------


def test_polyraptor_copies_itself_when_dealt_damage_603_2_120_3(engine):
    """CR 120.3, 603.2: Lightning Bolt deals 3 damage to Polyraptor (5/5: it survives); its enrage ability triggers;
    resolved, a token that's a copy of Polyraptor is created (707.2)."""
    s = make_state([bf("pr", "Polyraptor"), zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["pr"]}))
    s = pass_pass(engine, s)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Polyraptor"


def test_sprouting_phytohydra_may_create_a_copy_608_2d(engine):
    """CR 608.2d: "you may create ...": as the trigger resolves Alice chooses: two resulting states, one with a token
    copy of the Phytohydra and one without (a declined event)."""
    s = make_state([bf("ph", "Sprouting Phytohydra"), zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["ph"]}))
    s = pass_pass(engine, s)    # 3 damage to a 0/2: it dies, but the ability triggered (603.10a not needed: it saw it)
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]


# --- Homunculus Horde: "whenever you draw your second card each turn" -----------------------------------------------


def _horde_draw_step(engine, drawn_before: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "cards_drawn_this_turn": drawn_before},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return pass_pass(engine, make_state([bf("hh", "Homunculus Horde"), zone("top", "Island", "library",
                                                                             library_position=1)],
                                        phase="beginning", step="upkeep", players=players))


def test_homunculus_horde_triggers_on_the_second_card_121_2_603_2(engine):
    """CR 504.1, 121.2: Alice drew one card this turn; her draw step's draw is her second: the Horde triggers; resolved,
    a token copy of it (707.2)."""
    s = _horde_draw_step(engine, 1)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Homunculus Horde"


def test_homunculus_horde_not_on_the_first_card_121_2(engine):
    """CR 121.2: the draw step's card is her first this turn: no trigger."""
    assert stack_abilities(_horde_draw_step(engine, 0)) == []


# --- Mirror-Sigil Sergeant: "if you control a blue permanent, you may ..." -------------------------------------------


def test_mirror_sigil_sergeant_needs_a_blue_permanent_603_4_105_2(engine):
    """CR 603.4, 105.2: at the beginning of Alice's upkeep the Sergeant triggers only if she controls a blue permanent:
    with Homunculus Horde (blue) it does, and resolving she may create a copy (608.2d: two states); with only an Island
    (colorless) it doesn't trigger."""
    def upkeep(objects):
        return only(engine.apply(make_state(objects, active_player="bob", priority="bob", phase="ending",
                                            step="end"), {"event": "end_turn"}))
    s = upkeep([bf("mss", "Mirror-Sigil Sergeant"), bf("cl", "Runeclaw Bear"), bf("i", "Island")])
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep") and stack_abilities(s) == []
    s = upkeep([bf("mss", "Mirror-Sigil Sergeant"), bf("hh", "Homunculus Horde")])
    assert len(stack_abilities(s)) == 1
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]


# --- "Whenever [another] nontoken KIND [you control] enters, ... that creature" ----------------------------------------


def test_enters_that_creature_templates_parse_603_2():
    assert abilities_of("Necroduality") == [
        {"trigger": {"nontoken_enters": "creature", "subtype": "Zombie", "who": "you"},
         "effect": {"create_token_copy": "that"}}]
    assert abilities_of("Bramble Sovereign")[-1] == {
        "trigger": {"nontoken_enters": "creature", "another": True},
        "effect": {"may_pay": "{1}{G}", "then": {"create_token_copy": "that", "by": "its_controller"}}}
    assert abilities_of("Flameshadow Conjuring") == [
        {"trigger": {"nontoken_enters": "creature", "who": "you"},
         "effect": [{"may_pay": "{R}", "then": {"create_token_copy": "that"}}, {"token_gains": "haste", "until": "forever"},
                    {"tokens_leave": "exile", "at": "next_end_step"}]}]


def _cast_resolve(engine, s, oid):
    """Alice casts ``oid`` (a permanent spell) and both players pass: it resolves and enters. (The outcomes differ only
    in which lands paid: the first is taken.)"""
    return pass_pass(engine, engine.apply(s, {"action": "cast", "object": oid})[0].state)


def test_necroduality_copies_a_nontoken_zombie_once_603_2_707_2_111_1(engine):
    """CR 603.2: Karfell Harbinger (a Zombie) enters under Alice's control: Necroduality triggers, naming it; resolved,
    a token that's a copy of the Harbinger is created under Alice's control (707.2, 111.1). The token is a Zombie but a
    token, so it doesn't trigger Necroduality again: nothing is left on the stack."""
    s = make_state([bf("nd", "Necroduality"), zone("kh", "Karfell Harbinger", "hand"), *lands("alice", islands=2)])
    s = _cast_resolve(engine, s, "kh")
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "kh"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (tok["controller"], name_of(engine, s, tok["id"])) == ("alice", "Karfell Harbinger")
    assert stack_abilities(s) == []


def test_necroduality_ignores_a_non_zombie_603_2(engine):
    """CR 603.2: Runeclaw Bear is no Zombie: no trigger."""
    s = make_state([bf("nd", "Necroduality"), zone("rb", "Runeclaw Bear", "hand"), *lands("alice", forests=2)])
    assert stack_abilities(_cast_resolve(engine, s, "rb")) == []


TEST_DRAGON = {"name": "Test Legendary Dragon", "mana_cost": "{1}{R}", "types": ["creature"], "supertypes": ["legendary"],
               "subtypes": ["Dragon"], "power": 2, "toughness": 2, "notes": "test card: a legendary 2/2 Dragon, no text"}


def test_miirym_copies_another_dragon_except_not_legendary_707_9b(engine):
    """CR 707.9b: Miirym's token copy of the entering legendary Dragon has the Dragon's values except the legendary
    supertype, so the legend rule (704.5j) leaves both. Miirym itself is a Dragon, but "another": its own entering
    wouldn't count."""
    s = make_state([bf("mi", "Miirym, Sentinel Wyrm"), zone("dr", "Test Legendary Dragon", "hand"), bf("m1", "Mountain"),
                    bf("m2", "Mountain")], cards=[TEST_DRAGON])
    s = pass_pass(engine, _cast_resolve(engine, s, "dr"))
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert c["name"] == "Test Legendary Dragon" and "legendary" not in c.get("supertypes", [])
    assert next(o for o in s.doc["objects"] if o["id"] == "dr")["zone"] == "battlefield"


def _mirrorworks(engine, islands):
    s = make_state([bf("mw", "Mirrorworks"), zone("sr", "Skyclave Relic", "hand"), *lands("alice", islands=3 + islands)])
    s = _cast_resolve(engine, s, "sr")
    assert len(stack_abilities(s)) == 1           # Mirrorworks triggered for the Relic (another nontoken artifact)
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_mirrorworks_may_pay_2_to_copy_the_artifact_608_2d_601_2h(engine):
    """CR 608.2d, 118.1: with two untapped Islands left Alice may pay {2}: paid, a token copy of Skyclave Relic; or not
    paid, none. Both outcomes are states (however the lands pay)."""
    outs = _mirrorworks(engine, 2)
    assert {len(tokens(o.state)) for o in outs} == {0, 1}
    paid = next(o.state for o in outs if tokens(o.state))
    assert name_of(engine, paid, tokens(paid)[0]["id"]) == "Skyclave Relic"


def test_mirrorworks_cant_pay_without_mana_118_3(engine):
    """CR 118.3: a player can't pay a cost without the mana: with no untapped land left only the unpaid outcome."""
    outs = _mirrorworks(engine, 0)
    assert [len(tokens(o.state)) for o in outs] == [0]


def test_bramble_sovereign_the_creatures_controller_creates_the_copy_111_2(engine):
    """CR 603.3a, 111.2: Bob casts Runeclaw Bear on his turn; Alice's Bramble Sovereign triggers ("another nontoken
    creature", anyone's) and Alice controls the ability; she pays {1}{G} and the token copy of the Bear is created under
    Bob's control, "that creature's controller creates"."""
    s = make_state([bf("bs", "Bramble Sovereign"), *lands("alice", forests=2), zone("rb", "Runeclaw Bear", "hand", "bob"),
                    *lands("bob", forests=2)], active_player="bob", priority="bob")
    s = _cast_resolve(engine, s, "rb")
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice"
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    paid = [o.state for o in outs if tokens(o.state)]
    assert paid and all(tokens(p)[0]["controller"] == "bob" for p in paid)
    assert all(name_of(engine, p, tokens(p)[0]["id"]) == "Runeclaw Bear" for p in paid)


def test_flameshadow_conjuring_token_gains_haste_and_is_exiled_at_the_next_end_step_611_2_603_7(engine):
    """CR 611.2: paid {R}, the token copy of the Bear gains haste (not a copiable value); CR 603.7a: a delayed trigger
    will exile it at the beginning of the next end step."""
    s = make_state([bf("fc", "Flameshadow Conjuring"), zone("rb", "Runeclaw Bear", "hand"), *lands("alice", forests=2),
                    bf("m", "Mountain")])
    s = _cast_resolve(engine, s, "rb")
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    (paid,) = [o.state for o in outs if tokens(o.state)]
    (tok,) = tokens(paid)
    assert "haste" in [str(a) for a in engine.derive(paid).object(tok["id"]).characteristics["abilities"]]
    assert paid.to_document()["delayed_triggers"] == [{"source": "fc", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"exile_object": tok["id"]}}}]


# --- Heat Shimmer, Electroduplicate, Minion Reflector: 'except it has haste and "At the beginning of the end step, ..."'


def test_quoted_end_step_ability_exceptions_parse_707_9b():
    assert abilities_of("Heat Shimmer") == [{"spell": {"target": "creature", "effect": {
        "create_token_copy": "target", "except": {"add_abilities": [
            "haste", {"trigger": {"beginning_of": "end", "whose": "each"}, "effect": {"exile": "self"}}]}}}}]
    assert abilities_of("Minion Reflector")[-1]["effect"]["then"]["except"] == {"add_abilities": [
        "haste", {"trigger": {"beginning_of": "end", "whose": "each"}, "effect": "sacrifice_self"}]}


def test_heat_shimmer_token_has_haste_and_exiles_itself_at_the_end_step_707_9b_603_2b(engine):
    """CR 707.9b: Heat Shimmer's token copy of Bob's Runeclaw Bear has haste and the quoted triggered ability as part of
    its copiable values. CR 603.2b, 513.1a: as the end step begins the token's ability triggers (controlled by Alice,
    who controls the token); resolved, the token is exiled (701.13a) and ceases to exist (704.5d); the Bear stays."""
    s = make_state([zone("hs", "Heat Shimmer", "hand"), *[bf(f"m{i}", "Mountain") for i in range(3)],
                    bf("bear", "Runeclaw Bear", "bob")], phase="postcombat_main")
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "hs", "targets": ["bear"]})))
    (tok,) = tokens(s)
    d = engine.derive(s).object(tok["id"])
    assert "haste" in [str(a) for a in d.copiable["abilities"]]
    s = pass_pass(engine, s)             # the end step begins: the token's ability triggers
    (ab,) = stack_abilities(s)
    assert (ab["ability"]["source"], ab["controller"]) == (tok["id"], "alice")
    s = pass_pass(engine, s)
    assert tokens(s) == []
    assert next(o for o in s.doc["objects"] if o["id"] == "bear")["zone"] == "battlefield"


# --- Nightmare Shepherd, Impostor Syndrome, Extravagant Replication, Fated Infatuation ------------------------------


def test_nightmare_shepherd_may_exile_the_dead_creature_for_a_1_1_nightmare_copy_700_4_608_2d_707_9b(engine):
    """CR 700.4, 603.10a: Alice's Runeclaw Bear dies (Lightning Bolt): Nightmare Shepherd triggers, naming it. CR 608.2d:
    resolving, Alice may exile the Bear card: then a token copy of it is created that is 1/1 and a Nightmare in addition
    to its other types (707.9b); or she doesn't: the Bear stays in her graveyard and no token."""
    s = make_state([bf("ns", "Nightmare Shepherd"), bf("rb", "Runeclaw Bear"), zone("lb", "Lightning Bolt", "hand"),
                    bf("m", "Mountain")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["rb"]})))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "rb"
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    by = {len(tokens(o.state)): o.state for o in outs}
    assert sorted(by) == [0, 1]
    kept, made = by[0], by[1]
    assert next(o for o in kept.doc["objects"] if o["id"] == "rb")["zone"] == "graveyard"
    assert next(o for o in made.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    c = engine.derive(made).object(tokens(made)[0]["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 1, 1)
    assert set(c["subtypes"]) == {"Bear", "Nightmare"}


def test_nightmare_shepherd_not_for_a_token_603_2(engine):
    """"Another nontoken creature": a token Bear (a creature token Alice controls) dies: no trigger."""
    s = make_state([bf("ns", "Nightmare Shepherd"), bf("tb", "Runeclaw Bear", token=True),
                    zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["tb"]})))
    assert stack_abilities(s) == []


def test_impostor_syndrome_copies_each_nontoken_creature_that_deals_combat_damage_510_2_707_9b(engine):
    """CR 510.2, 603.2c: Alice's unblocked Runeclaw Bear deals combat damage to Bob: Impostor Syndrome triggers once,
    naming it; resolved, a token copy of the Bear (707.2; not legendary either way)."""
    s = make_state([bf("is", "Impostor Syndrome"), bf("rb", "Runeclaw Bear")], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rb"]}))
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 18
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "rb"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Runeclaw Bear"


def test_extravagant_replication_targets_another_nonland_permanent_you_control_115_1(engine):
    """CR 115.1, 603.3d: at the beginning of Alice's upkeep the ability targets another nonland permanent she controls:
    her Runeclaw Bear (not Extravagant Replication itself, not her Island, not Bob's Bear); the token copies it."""
    s = only(engine.apply(make_state([bf("er", "Extravagant Replication"), bf("rb", "Runeclaw Bear"), bf("i", "Island"),
                                      bf("bb", "Runeclaw Bear", "bob")], active_player="bob", priority="bob",
                                     phase="ending", step="end"), {"event": "end_turn"}))
    (ab,) = stack_abilities(s)
    assert ab.get("targets") == ["rb"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (tok["controller"], name_of(engine, s, tok["id"])) == ("alice", "Runeclaw Bear")


def test_fated_infatuation_scries_only_on_your_turn_608_2c(engine):
    """CR 608.2c: "If it's your turn, scry 2": cast on Alice's turn she scries (the scry's choices give several
    states); cast on Bob's turn (it's an instant) the token is made and no scry happens (one state)."""
    def cast_on(active):
        s = make_state([zone("fi", "Fated Infatuation", "hand"), *lands("alice", islands=3), bf("rb", "Runeclaw Bear"),
                        *[zone(f"l{i}", "Island", "library", library_position=i) for i in (1, 2)]],
                       active_player=active, priority="alice")
        s = only(engine.apply(s, {"action": "cast", "object": "fi", "targets": ["rb"]}))
        return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    outs = cast_on("bob")
    assert len(outs) == 1 and len(tokens(outs[0].state)) == 1
    outs = cast_on("alice")
    assert len(outs) > 1 and all(len(tokens(o.state)) == 1 for o in outs)


# --- for each ...: Multiversal Incursion, Parallel Evolution ----------------------------------------------------------


def test_multiversal_incursion_copies_each_nontoken_creature_not_legendary_608_2c_707_9b(engine):
    """CR 608.2c: one token copy of each nontoken creature Alice controls as the instruction begins: her Runeclaw Bear and
    Isamaru (legendary; the copy isn't, 707.9b, so the legend rule leaves both); not her token Bear, not Bob's Bear."""
    s = make_state([zone("mi", "Multiversal Incursion", "hand"), *lands("alice", islands=7), bf("rb", "Runeclaw Bear"),
                    bf("isa", "Isamaru, Hound of Konda"), bf("tb", "Runeclaw Bear", token=True),
                    bf("bb", "Runeclaw Bear", "bob")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "mi"})))
    new = [t for t in tokens(s) if t["id"] != "tb"]
    d = engine.derive(s)
    assert sorted(d.object(t["id"]).characteristics["name"] for t in new) == ["Isamaru, Hound of Konda",
                                                                             "Runeclaw Bear"]
    assert all(t["controller"] == "alice" for t in new)
    isa = next(t for t in new if d.object(t["id"]).characteristics["name"].startswith("Isamaru"))
    assert "legendary" not in d.object(isa["id"]).characteristics.get("supertypes", [])
    assert next(o for o in s.doc["objects"] if o["id"] == "isa")["zone"] == "battlefield"


def test_parallel_evolution_each_tokens_controller_creates_its_copy_111_2(engine):
    """CR 111.2: "its controller creates": Alice's creature token and Bob's each get a copy under their own controller;
    the nontoken Bear gets none."""
    s = make_state([zone("pe", "Parallel Evolution", "hand"), *lands("alice", forests=5), bf("rb", "Runeclaw Bear"),
                    bf("at", "Runeclaw Bear", token=True), bf("bt", "Grizzly Bears", "bob", token=True)])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "pe"})))
    new = [t for t in tokens(s) if t["id"] not in ("at", "bt")]
    assert sorted((t["controller"], name_of(engine, s, t["id"])) for t in new) == [("alice", "Runeclaw Bear"),
                                                                                   ("bob", "Grizzly Bears")]


# --- Feldon of the Third Path, Saheeli, the Sun's Brilliance: targets ------------------------------------------------


def test_feldon_copies_a_creature_card_in_your_graveyard_as_an_artifact_707_8_707_9b_603_7(engine):
    """CR 115.1: "target creature card in your graveyard": the Bear card in Alice's graveyard. CR 707.2, 707.9b: the token
    copies the card, an artifact in addition to its types; it gains haste (611.2) and a delayed trigger will sacrifice
    it at the beginning of the next end step (603.7a)."""
    s = make_state([bf("fe", "Feldon of the Third Path"), *[bf(f"m{i}", "Mountain") for i in range(3)],
                    zone("rb", "Runeclaw Bear", "graveyard"), zone("bb", "Runeclaw Bear", "graveyard", "bob")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "fe"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb"}
    s = only(engine.apply(s, {"action": "activate", "object": "fe", "ability": 0, "targets": ["rb"]}))
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert c["name"] == "Runeclaw Bear" and "artifact" in c["types"] and "haste" in [str(a) for a in c["abilities"]]
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"sacrifice_object": tok["id"]}


def test_saheeli_targets_another_creature_or_artifact_you_control_115_1(engine):
    """CR 115.1, 601.2c via 602.2b: "another target creature or artifact you control": Alice's Runeclaw Bear and her
    Skyclave Relic (an artifact), not Saheeli herself, not Bob's Bear."""
    s = make_state([bf("sa", "Saheeli, the Sun's Brilliance"), bf("i", "Island"), bf("m", "Mountain"),
                    bf("rb", "Runeclaw Bear"), bf("sr", "Skyclave Relic"), bf("bb", "Runeclaw Bear", "bob")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "sa"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb", "sr"}


# --- Copy Catchers, Mishra's Self-Replicator: "you may pay ... If you do" ---------------------------------------------

SURVEIL = {"name": "Test Surveil", "mana_cost": "{U}", "types": ["instant"], "notes": "test card: Surveil 1.",
           "abilities": [{"spell": {"effect": {"surveil": 1}}}]}


def test_copy_catchers_whenever_you_surveil_may_pay_701_25_608_2d(engine):
    """CR 701.25, 603.2: Alice surveils 1: Copy Catchers triggers; resolving, she may pay {1}{U} (two Islands untapped):
    paid, a token copy of Copy Catchers; or not."""
    s = make_state([bf("cc", "Copy Catchers"), zone("sv", "Test Surveil", "hand"), *lands("alice", islands=3),
                    zone("l1", "Island", "library", library_position=1)], cards=[SURVEIL])
    s = engine.apply(s, {"action": "cast", "object": "sv"})[0].state
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})   # surveil: top or graveyard
    s = outs[0].state
    assert len(stack_abilities(s)) == 1
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert {len(tokens(o.state)) for o in outs} == {0, 1}


def test_mishras_self_replicator_historic_spell_700_6(engine):
    """CR 700.6: an artifact spell is historic: casting Skyclave Relic triggers Mishra's Self-Replicator (it triggers as
    the spell becomes cast, above it on the stack); a sorcery isn't historic: no trigger."""
    s = make_state([bf("ms", "Mishra's Self-Replicator"), zone("sr", "Skyclave Relic", "hand"),
                    zone("pe", "Parallel Evolution", "hand"), *lands("alice", forests=5)])
    s1 = engine.apply(s, {"action": "cast", "object": "sr"})[0].state
    assert [a["ability"]["source"] for a in stack_abilities(s1)] == ["ms"]
    s2 = engine.apply(s, {"action": "cast", "object": "pe"})[0].state
    assert stack_abilities(s2) == []


# --- Mordor on the March, God-Pharaoh's Gift: exile a creature card from your graveyard, copy it ---------------------


def test_mordor_on_the_march_exiles_a_chosen_card_and_copies_it_406_2_707_8_115_10a(engine):
    """CR 115.10a, 608.2d: the card is chosen as the spell resolves (not targeted): with two creature cards in Alice's
    graveyard (and a land card, not a choice) two resulting states, each exiling one and making a token copy of it that
    has haste until end of turn (611.2) and a delayed trigger to exile it (603.7a)."""
    s = make_state([zone("mo", "Mordor on the March", "hand"), *[bf(f"m{i}", "Mountain") for i in range(3)],
                    bf("s1", "Swamp"), bf("s2", "Swamp"), zone("rb", "Runeclaw Bear", "graveyard"),
                    zone("gb", "Grizzly Bears", "graveyard"), zone("is", "Island", "graveyard")])
    s = engine.apply(s, {"action": "cast", "object": "mo"})[0].state
    s = pass_pass(engine, s)        # its storm trigger (no spell cast before it: no copy, CR 702.40a) resolves first
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    names = set()
    for o in outs:
        (tok,) = tokens(o.state)
        name = name_of(engine, o.state, tok["id"])
        names.add(name)
        exiled = {x["id"] for x in o.state.doc["objects"] if x["zone"] == "exile"}
        assert exiled == ({"rb"} if name == "Runeclaw Bear" else {"gb"})
        assert "haste" in [str(a) for a in engine.derive(o.state).object(tok["id"]).characteristics["abilities"]]
    assert names == {"Runeclaw Bear", "Grizzly Bears"}


def test_god_pharaohs_gift_at_beginning_of_combat_may_make_a_4_4_black_zombie_507_1_707_9b(engine):
    """CR 507.1, 603.2b: the Gift triggers as Alice's beginning of combat step begins. CR 608.2d, 707.9b: she may exile
    the Bear card: the token copy is a 4/4 black Zombie (power, toughness, color and creature types set) named Runeclaw
    Bear; or she exiles nothing."""
    s = pass_pass(engine, make_state([bf("gg", "God-Pharaoh's Gift"), zone("rb", "Runeclaw Bear", "graveyard")]))
    assert s.doc["step"] == "beginning_of_combat" and len(stack_abilities(s)) == 1
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    made = next(o.state for o in outs if tokens(o.state))
    c = engine.derive(made).object(tokens(made)[0]["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == ("Runeclaw Bear", 4, 4, ["black"],
                                                                                 ["Zombie"])


# --- Scute Swarm: "If you control six or more lands, ... instead"; Felhide Spiritbinder: "becomes untapped" ----------


def test_scute_swarm_parses_the_instead_sentence_608_2c():
    assert abilities_of("Scute Swarm") == [{"trigger": "land_you_control_enters", "effect": {
        "if": {"you_control_at_least": 6, "type": "land"}, "then": {"create_token_copy": "self"},
        "else": {"create_tokens": {"count": 1, "token": {"name": "Insect Token", "power": 1, "toughness": 1,
                                                         "colors": ["green"], "subtypes": ["Insect"],
                                                         "types": ["creature"]}}}}}]


def _scute(engine, forests_before):
    s = make_state([bf("ss", "Scute Swarm"), *lands("alice", forests=forests_before), zone("f", "Forest", "hand")])
    s = only(engine.apply(s, {"action": "play", "object": "f"}))
    assert len(stack_abilities(s)) == 1
    return pass_pass(engine, s)


def test_scute_swarm_with_six_lands_copies_itself_608_2c_707_2(engine):
    """CR 608.2c: as the landfall ability resolves Alice controls six lands (five and the one played): she creates a
    token that's a copy of Scute Swarm instead of an Insect token."""
    s = _scute(engine, 5)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Scute Swarm"]


def test_scute_swarm_with_five_lands_makes_an_insect_608_2c(engine):
    """CR 608.2c: four lands and the one played are five: the 1/1 Insect token (CR 111.4), not a copy."""
    s = _scute(engine, 4)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Insect Token"]


def test_felhide_spiritbinder_triggers_as_it_untaps_502_3_603_2(engine):
    """CR 502.3, 603.2: Alice's tapped Felhide Spiritbinder untaps in her untap step: its inspired ability triggers (put
    on the stack in her upkeep, targeting another creature: Bob's Bear). CR 608.2d: she may pay {1}{R} (two untapped
    Mountains): paid, a token copy of the Bear that is an enchantment in addition (707.9b); or none."""
    s = only(engine.apply(make_state([bf("fs", "Felhide Spiritbinder", tapped=True), bf("m1", "Mountain"),
                                      bf("m2", "Mountain"), bf("bb", "Runeclaw Bear", "bob")],
                                     active_player="bob", priority="bob", phase="ending", step="end"),
                          {"event": "end_turn"}))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["source"] == "fs" and ab.get("targets") == ["bb"]
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert {len(tokens(o.state)) for o in outs} == {0, 1}
    made = next(o.state for o in outs if tokens(o.state))
    c = engine.derive(made).object(tokens(made)[0]["id"]).characteristics
    assert c["name"] == "Runeclaw Bear" and "enchantment" in c["types"]


# --- Supplant Form, Fractured Identity: the target copied as the instruction before it moves it -------------------


def test_supplant_form_returns_the_creature_and_copies_it_608_2c_707_2(engine):
    """CR 608.2c, 707.2: Bob's Runeclaw Bear returns to his hand and Alice creates a token that's a copy of it (the
    Bear's copiable values, as it last existed on the battlefield, CR 608.2h)."""
    s = make_state([zone("sf", "Supplant Form", "hand"), *lands("alice", islands=6), bf("bb", "Runeclaw Bear", "bob")])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "sf", "targets": ["bb"]})[0].state)
    assert next(o for o in s.doc["objects"] if o["id"] == "bb")["zone"] == "hand"
    (tok,) = tokens(s)
    assert (tok["controller"], name_of(engine, s, tok["id"])) == ("alice", "Runeclaw Bear")


def test_fractured_identity_each_other_player_gets_a_copy_111_2(engine):
    """CR 111.2: Bob's Runeclaw Bear is exiled and each player other than Bob (its controller) creates a token copy of
    it: in a three-player game Alice and Carol, one each; Bob none."""
    players = [{"name": n, "life": 20, "mana_pool": "{W}" if n == "alice" else ""} for n in ("alice", "bob", "carol")]
    s = make_state([zone("fi", "Fractured Identity", "hand"), *lands("alice", islands=4),
                    bf("bb", "Runeclaw Bear", "bob")], players=players)
    s = engine.apply(s, {"action": "cast", "object": "fi", "targets": ["bb"]})[0].state
    for _ in range(3):              # Alice, Bob and Carol pass in turn: it resolves (CR 608.1)
        s = only(engine.apply(s, {"action": "pass"}))
    assert next(o for o in s.doc["objects"] if o["id"] == "bb")["zone"] == "exile"
    assert sorted((t["controller"], name_of(engine, s, t["id"])) for t in tokens(s)) == [
        ("alice", "Runeclaw Bear"), ("carol", "Runeclaw Bear")]


# --- Myriad (Conclave Evangelist) -------------------------------------------------------------------------------------

THREE = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]


def _myriad_attack(engine):
    s = make_state([bf("ce", "Conclave Evangelist")], players=THREE, phase="combat", step="declare_attackers",
                   priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "ce", "player": "bob"}]}))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["effect"] == {"myriad_copies": "bob"}
    for _ in range(3):
        s_next = engine.apply(s, {"action": "pass"})
        if len(s_next) > 1:
            return s_next
        s = s_next[0].state
    raise AssertionError("the myriad trigger didn't resolve")


def test_myriad_copies_attack_each_other_opponent_702_116a_508_4(engine):
    """CR 702.116a: Conclave Evangelist attacks Bob in a three-player game: myriad triggers; resolving, Alice may create
    a token copy of it tapped and attacking Carol, the opponent other than the defending player (608.2d: two states).
    CR 508.4: the token is attacking Carol although it was never declared (its own myriad doesn't trigger)."""
    outs = _myriad_attack(engine)
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    s = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(s)
    assert tok.get("tapped") is True and tok.get("attacking") == "carol"       # (the state names what it attacks)
    assert name_of(engine, s, tok["id"]) == "Conclave Evangelist"
    assert stack_abilities(s) == []
    assert s.to_document()["delayed_triggers"] == [{"source": "ce", "controller": "alice", "text": {
        "trigger": "end_of_combat", "effect": {"exile_object": tok["id"]}}}]


def test_myriad_does_nothing_with_one_opponent_702_116a(engine):
    """CR 702.116a: with a single opponent there is no opponent other than the defending player: no token."""
    s = make_state([bf("ce", "Conclave Evangelist")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ce"]}))
    s = pass_pass(engine, s)
    assert tokens(s) == []


def test_myriad_tokens_are_exiled_at_end_of_combat_603_7b_511_1(engine):
    """CR 603.7b, 511.1: the delayed trigger triggers as the end of combat step begins; resolved, the myriad token is
    exiled (and ceases to exist, 704.5d). (No blocks: the Evangelist deals 4 to Bob and its token 4 to Carol, CR
    510.1b; each has "whenever this creature deals combat damage to a player, create a token that's a copy of this
    creature", so two more token copies come first, in either order: the first order is taken.)"""
    outs = _myriad_attack(engine)
    s = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(s)
    for _ in range(40):
        doc = s.doc
        if doc["step"] == "end_of_combat" and stack_abilities(s):
            break
        if doc.get("priority") is None and doc["step"] == "declare_blockers":
            acts = [a for a in engine.legal_actions(s) if a.action["action"] == "declare_blockers"]
            s = only(engine.apply(s, {"action": "declare_blockers", "player": acts[0].player, "blockers": []}))
        else:
            s = engine.apply(s, {"action": "pass"})[0].state
    (ab,) = stack_abilities(s)
    assert ab["ability"]["source"] == "ce" and ab["ability"]["text"]["effect"] == {"exile_object": tok["id"]}
    assert [p["life"] for p in s.doc["players"]] == [20, 16, 16]
    for _ in range(3):
        s = only(engine.apply(s, {"action": "pass"}))
    assert tok["id"] not in {t["id"] for t in tokens(s)} and len(tokens(s)) == 2


# --- Molten Echoes: "of the chosen type"; Dreadfeast Demon: "sacrifice a non-Demon creature. If you do, ..." --------


def test_molten_echoes_copies_a_creature_of_the_chosen_type_614_12_603_2(engine):
    """CR 614.12, 603.2: the type chosen as Molten Echoes entered is Bear: Runeclaw Bear entering triggers it; the token
    copy gains haste (611.2) and a delayed trigger will exile it (603.7a). Karfell Harbinger (a Zombie Wizard) doesn't."""
    def cast(card, **lands_kw):
        s = make_state([bf("me", "Molten Echoes", chosen={"creature_type": "Bear"}), zone("c", card, "hand"),
                        *lands("alice", **lands_kw)])
        return _cast_resolve(engine, s, "c")
    assert stack_abilities(cast("Karfell Harbinger", islands=2)) == []
    s = cast("Runeclaw Bear", forests=2)
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "c"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert "haste" in [str(a) for a in engine.derive(s).object(tok["id"]).characteristics["abilities"]]
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"exile_object": tok["id"]}


def test_dreadfeast_demon_sacrifices_a_non_demon_then_copies_itself_701_21a_608_2c(engine):
    """CR 701.21a, 608.2c: at Alice's end step she sacrifices Runeclaw Bear (her one non-Demon creature) and creates a
    token copy of Dreadfeast Demon. With no other creature (the Demon is a Demon) nothing is sacrificed and no token."""
    s = pass_pass(engine, pass_pass(engine, make_state([bf("dd", "Dreadfeast Demon"), bf("rb", "Runeclaw Bear")],
                                                       phase="postcombat_main")))
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "graveyard"
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Dreadfeast Demon"]
    s = pass_pass(engine, pass_pass(engine, make_state([bf("dd", "Dreadfeast Demon")], phase="postcombat_main")))
    assert tokens(s) == [] and next(o for o in s.doc["objects"] if o["id"] == "dd")["zone"] == "battlefield"


# --- Welcome to Mini-apolis, Vesuvan Duplimancy, Gruff Triplets ------------------------------------------------------


def test_welcome_to_mini_apolis_copies_an_opponents_creature_spell_as_a_1_1_601_2i_707_9b(engine):
    """CR 601.2i, 603.2: Bob casts Runeclaw Bear; Alice's enchantment triggers (above the spell) naming it; resolved,
    Alice creates a token copy of the Bear spell's values, except 1/1 (707.9b). Then the Bear resolves for Bob."""
    s = make_state([bf("wm", "Welcome to Mini-apolis"), zone("rb", "Runeclaw Bear", "hand", "bob"),
                    *lands("bob", forests=2)], active_player="bob", priority="bob")
    s = engine.apply(s, {"action": "cast", "object": "rb"})[0].state
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice" and ab["ability"]["text"]["trigger"]["that_object"] == "rb"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], c["name"], c["power"], c["toughness"]) == ("alice", "Runeclaw Bear", 1, 1)


def test_vesuvan_duplimancy_copies_the_single_target_not_legendary_601_2c_707_9b(engine):
    """CR 601.2c: Alice's Lightning Bolt targets only her Isamaru: Vesuvan Duplimancy triggers above it, naming Isamaru;
    the token copy isn't legendary (707.9b), so after the Bolt kills Isamaru the token remains."""
    s = make_state([bf("vd", "Vesuvan Duplimancy"), bf("isa", "Isamaru, Hound of Konda"),
                    zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["isa"]}))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "isa"
    s = pass_pass(engine, pass_pass(engine, s))
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert c["name"] == "Isamaru, Hound of Konda" and "legendary" not in c.get("supertypes", [])
    assert next(o for o in s.doc["objects"] if o["id"] == "isa")["zone"] == "graveyard"


def test_vesuvan_duplimancy_not_for_an_opponents_creature_603_2(engine):
    """"A single artifact or creature you control": a Bolt at Bob's Bear doesn't trigger it."""
    s = make_state([bf("vd", "Vesuvan Duplimancy"), bf("bb", "Runeclaw Bear", "bob"),
                    zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bb"]}))
    assert stack_abilities(s) == []


def test_gruff_triplets_two_copies_whose_own_trigger_checks_it_isnt_a_token_603_4(engine):
    """CR 603.4: Gruff Triplets enters (not a token): its ability creates two token copies of it (707.2); the tokens
    enter with the same ability, but it isn't met for a token, so they don't trigger: two tokens, nothing on the
    stack."""
    assert abilities_of("Gruff Triplets")[1] == {"trigger": "enters", "if": "self_not_token",
                                                 "effect": {"create_token_copy": "self", "count": 2}}
    s = make_state([zone("gt", "Gruff Triplets", "hand"), *lands("alice", forests=6)])
    s = pass_pass(engine, _cast_resolve(engine, s, "gt"))
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Gruff Triplets"] * 2
    assert stack_abilities(s) == []


def test_seance_may_exile_the_target_card_for_a_spirit_copy_608_2d_707_9b(engine):
    """CR 603.2b: at the beginning of each upkeep (here Alice's) Séance triggers targeting the Bear card in her graveyard.
    CR 608.2d: resolving, she may exile it: then a token copy of it that is a Spirit in addition to its types (707.9b),
    with a delayed trigger to exile it at the next end step (603.7a); or she doesn't: no token, the card stays."""
    s = only(engine.apply(make_state([bf("se", "Séance"), zone("rb", "Runeclaw Bear", "graveyard")],
                                     active_player="bob", priority="bob", phase="ending", step="end"),
                          {"event": "end_turn"}))
    (ab,) = stack_abilities(s)
    assert ab.get("targets") == ["rb"]
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    by = {len(tokens(o.state)): o.state for o in outs}
    assert sorted(by) == [0, 1]
    assert next(o for o in by[0].doc["objects"] if o["id"] == "rb")["zone"] == "graveyard"
    made = by[1]
    (tok,) = tokens(made)
    assert set(engine.derive(made).object(tok["id"]).characteristics["subtypes"]) == {"Bear", "Spirit"}
    assert made.to_document()["delayed_triggers"][0]["text"]["effect"] == {"exile_object": tok["id"]}


DISCARD = {"name": "Test Discard", "mana_cost": "{U}", "types": ["instant"], "notes": "test card: Discard a card.",
           "abilities": [{"spell": {"effect": {"discard": 1, "who": "you"}}}]}


def test_hashaton_discarded_creature_card_may_become_a_tapped_4_4_zombie_copy_701_9a_110_5b(engine):
    """CR 701.9a, 603.2: Alice discards Runeclaw Bear (her only card in hand): Hashaton triggers naming it. CR 608.2d:
    she may pay {2}{U}: a tapped (110.5b) token copy of the card, except a 4/4 black Zombie (707.9b); or not."""
    s = make_state([bf("ha", "Hashaton, Scarab's Fist"), zone("td", "Test Discard", "hand"),
                    zone("rb", "Runeclaw Bear", "hand"), *lands("alice", islands=4)], cards=[DISCARD])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "td"})[0].state)
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "rb"
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert {len(tokens(o.state)) for o in outs} == {0, 1}
    made = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(made)
    c = engine.derive(made).object(tok["id"]).characteristics
    assert tok.get("tapped") is True
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == ("Runeclaw Bear", 4, 4, ["black"],
                                                                                 ["Zombie"])


# --- sacrifice costs: Littjara Mirrorlake, Tempestra, Dame of Games ---------------------------------------------------


def test_littjara_mirrorlake_is_sacrificed_as_a_cost_and_the_copy_enters_with_a_counter_118_3_707_9e(engine):
    """CR 118.3, 602.2b: sacrificing Littjara Mirrorlake is part of the cost: it is in the graveyard as the ability goes
    on the stack. CR 707.9e: the token copy of the Bear enters with an additional +1/+1 counter (not a copiable value)."""
    s = make_state([bf("lm", "Littjara Mirrorlake"), *lands("alice", islands=1, forests=4), bf("rb", "Runeclaw Bear")])
    (act,) = {str(a.action): a for a in engine.legal_actions(s) if a.action.get("object") == "lm" and a.targets}.values()
    s = engine.apply(s, {**act.action, "targets": ["rb"]})[0].state
    assert next(o for o in s.doc["objects"] if o["id"] == "lm")["zone"] == "graveyard"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Runeclaw Bear" and tok.get("counters") == {"+1/+1": 1}


def test_tempestra_needs_an_artifact_to_sacrifice_118_3(engine):
    """CR 118.3, 602.2b: with no artifact to sacrifice the cost can't be paid: the ability isn't a legal action; with
    Skyclave Relic it is, and the Relic is sacrificed as the ability is activated (701.21a). Resolved: a token copy of
    the Bear that isn't legendary and has haste (611.2), to be sacrificed at the next end step (603.7a)."""
    base = [bf("te", "Tempestra, Dame of Games"), bf("rb", "Runeclaw Bear"), *[bf(f"m{i}", "Mountain") for i in range(3)]]
    no_art = make_state(base)
    assert not [a for a in engine.legal_actions(no_art) if a.action.get("object") == "te"]
    s = make_state(base + [bf("sr", "Skyclave Relic")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "te"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb"}
    s = engine.apply(s, {**acts[0].action, "targets": ["rb"]})[0].state
    assert next(o for o in s.doc["objects"] if o["id"] == "sr")["zone"] == "graveyard"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert "haste" in [str(a) for a in engine.derive(s).object(tok["id"]).characteristics["abilities"]]
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"sacrifice_object": tok["id"]}


def test_cleaver_skaab_copies_the_sacrificed_zombie_twice_118_3_707_2(engine):
    """CR 118.3, 602.2b: "Sacrifice another Zombie" is paid with Karfell Harbinger (Cleaver Skaab, a Zombie itself, can't
    pay it); with no other Zombie the ability can't be activated. Resolved: two token copies of the sacrificed
    Harbinger (707.2, 111.1)."""
    base = [bf("cs", "Cleaver Skaab"), *lands("alice", islands=3)]
    assert not [a for a in engine.legal_actions(make_state(base)) if a.action.get("object") == "cs"]
    s = make_state(base + [bf("kh", "Karfell Harbinger")])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "cs"]
    s = engine.apply(s, act.action)[0].state
    assert next(o for o in s.doc["objects"] if o["id"] == "kh")["zone"] == "graveyard"
    s = pass_pass(engine, s)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Karfell Harbinger"] * 2


def test_schema_thief_targets_an_artifact_the_damaged_player_controls_510_2_115_1(engine):
    """CR 510.2, 603.2: Schema Thief deals combat damage to Bob; its ability targets an artifact that player controls:
    Bob's Skyclave Relic, not Alice's own Mirrorworks (CR 115.1). Resolved: Alice's token copy of the Relic."""
    s = make_state([bf("st", "Schema Thief"), bf("mw", "Mirrorworks"), bf("sr", "Skyclave Relic", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["st"]}))
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    (ab,) = stack_abilities(s)
    assert ab.get("targets") == ["sr"] and ab["ability"]["text"]["trigger"]["that_object"] == "bob"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (tok["controller"], name_of(engine, s, tok["id"])) == ("alice", "Skyclave Relic")


def test_astral_dragon_two_3_3_flying_dragon_copies_of_a_noncreature_permanent_707_9b_115_1(engine):
    """CR 115.1: "target noncreature permanent": Bob's Skyclave Relic or one of Alice's Islands (lands are noncreature
    permanents): one resulting state per target; never Bob's Bear. CR 707.9b: each of the two token copies of the Relic
    is the Relic with power and toughness 3/3, Dragon and creature added, and flying."""
    s = make_state([zone("ad", "Astral Dragon", "hand"), *lands("alice", islands=8), bf("sr", "Skyclave Relic", "bob"),
                    bf("bb", "Runeclaw Bear", "bob")])
    s = only(engine.apply(engine.apply(s, {"action": "cast", "object": "ad"})[0].state, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    chosen = {tuple(stack_abilities(o.state)[0].get("targets")) for o in outs}
    assert ("sr",) in chosen and ("bb",) not in chosen and len(chosen) == 9
    s = next(o.state for o in outs if stack_abilities(o.state)[0].get("targets") == ["sr"])
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2
    for t in toks:
        c = engine.derive(s).object(t["id"]).characteristics
        assert (c["name"], c["power"], c["toughness"]) == ("Skyclave Relic", 3, 3)
        assert {"artifact", "creature"} <= set(c["types"]) and c["subtypes"] == ["Dragon"]
        assert "flying" in [str(a) for a in c["abilities"]]


def test_applied_geometry_a_0_0_fractal_copy_gets_six_counters_707_9b_122_1_608_2c(engine):
    """CR 115.1: "target non-Aura permanent you control": Alice's Skyclave Relic (not Bob's). CR 707.9b: the token copy
    is a 0/0 Fractal artifact creature named Skyclave Relic; CR 122.1, 608.2c: six +1/+1 counters are put on it in the
    same resolution (no state-based action check in between, 704.3), so it is a 6/6 afterwards."""
    s = make_state([zone("ag", "Applied Geometry", "hand"), *lands("alice", islands=2, forests=2),
                    bf("sr", "Skyclave Relic"), bf("br", "Skyclave Relic", "bob")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "ag"]
    assert "br" not in {t for a in acts for ts in a.targets for t in ts}
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "ag", "targets": ["sr"]})[0].state)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"], c["subtypes"]) == ("Skyclave Relic", 6, 6, ["Fractal"])
    assert tok.get("counters") == {"+1/+1": 6}


def test_rebuild_the_city_three_3_3_creature_copies_of_the_land_707_9b(engine):
    """CR 707.9b: each of the three token copies of the target land (an Island of Alice's) is an Island land creature
    3/3 with vigilance and menace (the types and abilities added, power and toughness set)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{B}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([zone("rc", "Rebuild the City", "hand"), *lands("alice", islands=2, forests=2), bf("m1", "Mountain")],
                   players=players)
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "rc", "targets": ["aisland1"]})[0].state)
    toks = tokens(s)
    assert len(toks) == 3
    for t in toks:
        c = engine.derive(s).object(t["id"]).characteristics
        assert (c["name"], c["power"], c["toughness"]) == ("Island", 3, 3)
        assert {"land", "creature"} <= set(c["types"])
        assert {"vigilance", "menace"} <= {str(a) for a in c["abilities"]}


CHROME_DOME_COPY = {"name": "Test Chrome Dome", "mana_cost": "{3}", "types": ["artifact", "creature"],
                    "subtypes": ["Robot"], "power": 2, "toughness": 2,
                    "notes": "test card: Chrome Dome's copy ability only (its static line is another helper's)",
                    "abilities": library()["Chrome Dome"]["abilities"][1:]}


def test_chrome_dome_copies_another_artifact_you_control_not_itself_115_1(engine):
    """CR 115.1, 601.2c via 602.2b: "another target artifact you control": Alice's Skyclave Relic, not the Dome itself
    (an artifact creature) and not Bob's Relic. Resolved: a token copy of the Relic that has haste (611.2)."""
    s = make_state([bf("cd", "Test Chrome Dome"), bf("sr", "Skyclave Relic"), bf("br", "Skyclave Relic", "bob"),
                    *lands("alice", islands=5)], cards=[CHROME_DOME_COPY])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "cd"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"sr"}
    s = pass_pass(engine, engine.apply(s, {**acts[0].action, "targets": ["sr"]})[0].state)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Skyclave Relic"


def test_chronozoa_dies_without_time_counters_two_copies_603_4_603_10a(engine):
    """CR 603.10a, 603.4: Chronozoa (3/3) dies to Lightning Bolt with no time counter on it: its ability triggers and
    creates two token copies of it (707.2: the card's values; counters aren't copied). With a time counter on it as it
    dies, the condition fails: no trigger."""
    def bolt(**kw):
        s = make_state([bf("cz", "Chronozoa", **kw), zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
        return pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["cz"]})))
    assert stack_abilities(bolt(counters={"time": 1})) == []
    s = bolt()
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Chronozoa"] * 2
