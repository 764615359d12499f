"""Official rulings on prepare (the Italian mechanics article, shared/cr/mechanics_article_it.txt, and the
English rulings in shared/cr/722_preparation_cards.txt), each translated in its test's docstring and worked
out from CR 722 before running the engine."""

from __future__ import annotations

from .conftest import lands, make_state, only

# A test card standing in for the article's "Archeoincantatrice Zelante" (English name not established):
# "When this creature enters, return target instant or sorcery card from your graveyard to your hand."
ARCHMAGE = {"name": "Test Archmage", "mana_cost": "{1}{U}", "types": ["creature"], "subtypes": ["Human", "Wizard"],
            "power": 1, "toughness": 1, "notes": "test card for the article's Zelante ruling",
            "abilities": [{"trigger": "enters", "target": {"graveyard_card": ["instant", "sorcery"]},
                           "effect": {"return_to_hand": "target"}}]}
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["instant"], "notes": "a test instant"}


def _archmage_enters(engine, graveyard):
    s = make_state([{"id": "arch", "card": "Test Archmage", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=2), *graveyard], cards=[ARCHMAGE, BOLT])
    s = only(engine.apply(s, {"action": "cast", "object": "arch"}))
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_preparation_card_is_a_creature_card_in_the_graveyard_722_4(engine):
    """Ruling: "A preparation card is a creature card in every zone: in your graveyard Emeritus of Ideation is a
    blue creature card with mana value 5" (CR 722.4, 202.3)."""
    s = make_state([{"id": "emi", "card": "Emeritus of Ideation", "zone": "graveyard", "owner": "alice"}])
    o = engine.derive(s).object("emi")
    assert (o.characteristics["types"], o.characteristics["colors"], o.mana_value) == (["creature"], ["blue"], 5)


def test_enters_trigger_cant_target_a_preparation_card_as_instant_722_4_603_3d(engine):
    """Ruling: "[Emeritus of Ideation in the graveyard] can't be the target of Zelante's triggered ability
    ('return target instant or sorcery card from your graveyard')". With nothing else there the trigger has
    no legal target and is removed from the stack (CR 603.3d); the Emeritus stays."""
    (out,) = _archmage_enters(engine, [{"id": "emi", "card": "Emeritus of Ideation", "zone": "graveyard",
                                        "owner": "alice"}])
    assert [r for e, r in out.events if e.startswith("removed_no_target(")] == ["603.3d"]
    assert {o["id"]: o["zone"] for o in out.state.doc["objects"]}["emi"] == "graveyard"
    assert out.state.doc["stack"] == []


def test_enters_trigger_targets_only_the_instant_722_4(engine):
    """The same trigger with an instant card also in the graveyard: its only legal target is the instant
    (CR 115.1, 603.3d), and resolving returns it to the hand."""
    outs = _archmage_enters(engine, [{"id": "emi", "card": "Emeritus of Ideation", "zone": "graveyard",
                                      "owner": "alice"},
                                     {"id": "bolt", "card": "Test Bolt", "zone": "graveyard", "owner": "alice"}])
    (out,) = outs
    (ab,) = [o for o in out.state.doc["objects"] if o.get("ability")]
    assert ab["targets"] == ["bolt"]
    s = only(engine.apply(only(engine.apply(out.state, {"action": "pass"})), {"action": "pass"}))
    assert {o["id"]: o["zone"] for o in s.doc["objects"]}["bolt"] == "hand"


def test_token_copy_of_glasswright_enters_prepared_copy_ignores_exceptions(engine):
    """Ruling (article, last prepare example): Croaking Counterpart targeting Goblin Glasswright: the token
    enters prepared as a 1/1 green Frog (CR 707.5, 722.3a), but the exiled copy of Craft with Pride is still a
    red sorcery: not green, not a creature, not a Frog, no power or toughness (CR 722.3c)."""
    s = make_state([{"id": "gg", "card": "Goblin Glasswright", "zone": "battlefield", "owner": "bob"},
                    {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=2, forests=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "croak", "targets": ["gg"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    d = engine.derive(s)
    (tok,) = [o for o in d.objects if o.token]
    ch = tok.characteristics
    assert (ch["colors"], ch["subtypes"], ch["power"], ch["toughness"], tok.designations) == \
        (["green"], ["Frog"], 1, 1, ["prepared"])
    (c,) = [o for o in d.objects if o.zone == "exile"]
    ch = c.characteristics
    assert (ch["name"], ch["colors"], ch["types"], ch["subtypes"], ch["power"], ch["toughness"]) == \
        ("Craft with Pride", ["red"], ["sorcery"], [], None, None)
    assert c.owner == "alice" and c.prepare_copy_of == tok.id


def test_craft_with_pride_copy_creates_a_treasure_111_10a(engine):
    """Casting the exiled copy (sorcery timing, CR 307.1) and resolving it creates a Treasure token
    (CR 111.10a) under its caster's control; the Glasswright is unprepared (CR 601.2i)."""
    s = make_state([{"id": "gg", "card": "Goblin Glasswright", "zone": "hand", "owner": "alice"},
                    *lands("alice", forests=2)],
                   cards=[{"name": "Mountain", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Mountain"]}])
    s = make_state(s.doc["objects"] + [{"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                                       {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}],
                   cards=[{"name": "Mountain", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Mountain"]}])
    s = only(engine.apply(s, {"action": "cast", "object": "gg", "payment": ["m1", "aforest1"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": copy_id}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    d = engine.derive(s)
    assert [(o.characteristics["name"], o.controller) for o in d.objects if o.token] == [("Treasure Token", "alice")]
    assert d.object("gg").designations == []


def test_becoming_prepared_again_while_prepared_does_nothing_722_3a(engine):
    """Ruling (article): Emeritus of Ideation is prepared and attacks; when its trigger resolves it doesn't
    become prepared a second time nor create a second copy of Ancestral Recall (CR 722.3a)."""
    s = make_state([{"id": "emi", "card": "Emeritus of Ideation", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=5)])
    s = only(engine.apply(s, {"action": "cast", "object": "emi"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert engine.derive(s).object("emi").designations == ["prepared"]
    s = only(engine.apply(s, {"event": "attacks", "object": "emi"}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert len([o for o in s.doc["objects"] if o["zone"] == "exile"]) == 1


def test_unpreparing_an_unprepared_creature_does_nothing_722_3b(engine):
    """Ruling (article): if an effect makes a creature unprepared and it wasn't prepared, nothing happens."""
    s = make_state([{"id": "av", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}])
    (out,) = engine.apply(s, {"event": "become_unprepared", "object": "av"})
    assert out.events == []
    assert [(o["id"], o["zone"], o.get("designations")) for o in out.state.doc["objects"]] == [("av", "battlefield", None)]


def test_regrowth_copy_from_emeritus_of_abundance_is_a_sorcery_307_1(engine):
    """Ruling R1 and CR 722.3c: the copy is cast with the timing of its type: Regrowth, a sorcery, only in
    its controller's main phase with an empty stack (CR 307.1)."""
    s = make_state([{"id": "emab", "card": "Emeritus of Abundance", "zone": "hand", "owner": "alice"},
                    {"id": "dead", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    *lands("alice", forests=5)])
    s = only(engine.apply(s, {"action": "cast", "object": "emab", "payment": ["aforest1", "aforest2", "aforest3"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    (cast,) = [a for a in engine.legal_actions(s) if a.action.get("object") == copy_id]
    assert cast.targets == [["dead"]] and "307.1" in cast.rules
    combat = make_state(s.doc["objects"], phase="combat", step="declare_attackers")
    assert ("needs_sorcery_timing", "117.1a") in engine.why_not(combat, {"action": "cast", "object": copy_id}).failures


def _jump_on_stack(engine):
    """Alice's prepared Aviator; she casts the Jump copy targeting her Aviator during combat."""
    s = make_state([{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice",
                     "designations": ["prepared"]},
                    {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "aviator",
                     "copy_effects": [{"prepare_of": "aviator"}]},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                    *lands("alice", islands=1)], phase="combat", step="declare_attackers")
    return only(engine.apply(s, {"action": "cast", "object": "jump", "targets": ["aviator"]}))


def test_copy_of_a_prepare_spell_is_a_prepare_spell_722_3d(engine):
    """CR 722.3d: a copy of a prepare spell (here by the copy_spell event, CR 707.10) is also a prepare
    spell; it is owned and controlled by the player who put it on the stack (CR 112.2) and keeps the
    original's target."""
    s = _jump_on_stack(engine)
    s = only(engine.apply(s, {"event": "copy_spell", "object": "jump", "controller": "bob"}))
    d = engine.derive(s)
    (cp,) = [o for o in d.objects if o.id.startswith("jump.spell_copy")]
    assert (cp.prepare_spell, cp.owner, cp.controller, cp.characteristics["name"]) == (True, "bob", "bob", "Jump")
    assert d.object("jump").prepare_spell is True
    (doc,) = [o for o in s.doc["objects"] if o["id"] == cp.id]
    assert doc["targets"] == ["aviator"] and s.doc["stack"] == ["jump", cp.id]


def test_copy_with_new_targets_gives_a_state_per_choice_707_10c(engine):
    """CR 707.10c: the copy's controller may keep the target or change it to a legal one: the copy of Jump
    (target creature) may target the Aviator (kept) or the Bears: two resulting states."""
    s = _jump_on_stack(engine)
    outs = engine.apply(s, {"event": "copy_spell", "object": "jump", "controller": "bob", "new_targets": True})
    targets = sorted(o["targets"][0] for out in outs for o in out.state.doc["objects"]
                     if o["id"].startswith("jump.spell_copy"))
    assert targets == ["aviator", "bears"]


def test_copy_of_spell_resolves_then_ceases_704_5e(engine):
    """CR 707.10, 608.2n, 704.5e: the copy resolves first (top of the stack), then ceases to exist outside the
    stack; the Bears gain flying from bob's copy; the original still resolves afterwards."""
    s = _jump_on_stack(engine)
    outs = engine.apply(s, {"event": "copy_spell", "object": "jump", "controller": "bob", "new_targets": True})
    (s,) = [o.state for o in outs if any(x.get("targets") == ["bears"] for x in o.state.doc["objects"]
                                          if x["id"].startswith("jump.spell_copy"))]
    s = only(engine.apply(s, {"event": "resolve"}))
    assert s.doc["stack"] == ["jump"]
    assert "flying" in engine.derive(s).object("bears").characteristics["abilities"]


def test_prepare_spell_name_may_be_chosen_722_5(engine):
    """CR 722.5, ruling R9: a player choosing a card name may choose a prepare spell's name, judged by the
    alternative characteristics only: "Jump" is an instant card name, "Encouraging Aviator" a creature one,
    and "Jump" is not a creature card name."""
    d = engine.derive(make_state([]))
    names = {n["name"]: n["types"] for n in d.card_names}
    assert names["Jump"] == ["instant"] and names["Encouraging Aviator"] == ["creature"]
    assert names["Regrowth"] == ["sorcery"]


def test_prepare_copy_may_be_cast_without_paying_its_mana_cost_r8_118_9(engine):
    """Ruling R8 (CR 118.9): casting the copy isn't casting it for an alternative cost, so an effect that lets
    its controller cast it without paying its mana cost applies: with no mana at all, cast(jump, free) is
    legal, cast(jump, mana) is not; casting it still unprepares the permanent (CR 601.2i)."""
    s = make_state([{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice",
                     "designations": ["prepared"]},
                    {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "aviator",
                     "copy_effects": [{"prepare_of": "aviator"}]}],
                   phase="combat", step="declare_attackers",
                   continuous_effects=[{"id": "free", "affects": ["jump"], "free_cast_for": "alice"}])
    acts = {(a.action["object"], a.action["cost"]) for a in engine.legal_actions(s) if a.action["action"] == "cast"}
    assert acts == {("jump", "free")}
    assert ("cannot_pay({U})", "601.2h") in engine.why_not(s, {"action": "cast", "object": "jump"}).failures
    s2 = only(engine.apply(s, {"action": "cast", "object": "jump", "cost": "free", "targets": ["aviator"]}))
    assert [o.get("cast_with") for o in s2.doc["objects"] if o["id"] == "jump"] == ["free"]
    assert engine.derive(s2).object("aviator").designations == []


def test_free_cast_needs_a_permission_118_9(engine):
    """CR 118.9, 601.3: without an effect granting it, "free" is not a way to cast the copy."""
    s = _jump_on_stack(engine)
    w = engine.why_not(make_state([o for o in s.doc["objects"] if o["id"] != "jump"]),
                       {"action": "cast", "object": "aviator", "cost": "free"})
    assert ("no_free_cast_permission", "118.9") in w.failures


def test_mana_value_is_from_the_mana_cost_only_r16(engine):
    """Ruling R16 (CR 202.3): a spell's mana value comes from its mana cost only: the Ancestral Recall copy has
    mana value 1 while Emeritus of Ideation has 5."""
    s = make_state([{"id": "emi", "card": "Emeritus of Ideation", "zone": "battlefield", "owner": "alice",
                     "designations": ["prepared"]},
                    {"id": "ar", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "emi",
                     "copy_effects": [{"prepare_of": "emi"}]}])
    d = engine.derive(s)
    assert (d.object("emi").mana_value, d.object("ar").mana_value) == (5, 1)


def test_ancestral_recall_copy_draws_three_one_card_each_722_2c_121_2(engine):
    """CR 722.2c, 121.2: the Ancestral Recall copy makes its target draw three cards, one at a time; a
    preparation card among them counts as one card (three cards drawn, not four)."""
    s = make_state([{"id": "emi", "card": "Emeritus of Ideation", "zone": "battlefield", "owner": "alice",
                     "designations": ["prepared"]},
                    {"id": "ar", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "emi",
                     "copy_effects": [{"prepare_of": "emi"}]},
                    {"id": "l1", "card": "Emeritus of Abundance", "zone": "library", "owner": "alice"},
                    {"id": "l2", "card": "Island", "zone": "library", "owner": "alice"},
                    {"id": "l3", "card": "Encouraging Aviator", "zone": "library", "owner": "alice"},
                    {"id": "l4", "card": "Forest", "zone": "library", "owner": "alice"},
                    *lands("alice", islands=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "ar", "targets": ["alice"]}))
    (out,) = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert sorted(e for e, _ in out.events if e.startswith("drew(")) == \
        ["drew(alice, l1)", "drew(alice, l2)", "drew(alice, l3)"]
    assert {o["id"]: o["zone"] for o in out.state.doc["objects"] if o["id"].startswith("l")} == \
        {"l1": "hand", "l2": "hand", "l3": "hand", "l4": "library"}


def test_search_for_an_instant_does_not_find_a_preparation_card_722_4_701_23(engine):
    """Article: "if you search for an instant or sorcery card you can't find [a preparation card]; it's not an
    instant or sorcery card wherever it is" (CR 722.4, 701.23a): only failing to find remains; a search for a
    creature card can find it (one state per card found, plus finding nothing, CR 701.23b)."""
    tutor = {"name": "Test Tutor", "mana_cost": "{B}", "types": ["sorcery"],
             "abilities": [{"spell": {"effect": {"search_library": ["instant", "sorcery"]}}}]}
    hunter = {"name": "Test Hunter", "mana_cost": "{G}", "types": ["sorcery"],
              "abilities": [{"spell": {"effect": {"search_library": ["creature"]}}}]}
    lib = [{"id": "emi", "card": "Emeritus of Ideation", "zone": "library", "owner": "alice"},
           {"id": "isl", "card": "Island", "zone": "library", "owner": "alice"}]
    for card, expected in ((tutor, [[]]), (hunter, [[], ["emi"]])):
        s = make_state([{"id": "sp", "card": card["name"], "zone": "stack", "owner": "alice", "controller": "alice"},
                        *lib], cards=[tutor, hunter], stack=["sp"])
        outs = engine.apply(s, {"event": "resolve"})
        found = sorted(sorted(o["id"] for o in out.state.doc["objects"] if o["zone"] == "hand") for out in outs)
        assert found == expected, card["name"]


def test_countered_prepare_copy_leaves_permanent_unprepared_601_2i_701_6a(engine):
    """CR 601.2i, 701.6a: the permanent lost the designation when the copy became cast; countering the copy
    doesn't give it back, and the countered copy ceases to exist (704.5e)."""
    s = _jump_on_stack(engine)
    s = only(engine.apply(s, {"event": "counter", "object": "jump"}))
    assert engine.derive(s).object("aviator").designations == []
    assert "jump" not in {o["id"] for o in s.doc["objects"]}
