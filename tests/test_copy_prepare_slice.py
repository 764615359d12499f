"""The slice of CR 707 and 722 the foundation needs, beyond the 722.3c Example.

Expectations are worked out from the rules named in each docstring.
"""

from __future__ import annotations

from .conftest import actions_of, lands, make_state, only

AVIATOR = {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1}
BEARS = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "timestamp": 2}
FROG_EXC = {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}


def frog_copy(oid="frog", source="aviator", ts=5, **kw):
    return {"id": oid, "token": True, "zone": "battlefield", "owner": "alice", "timestamp": ts,
            "copy_effects": [{"source": source, "except": FROG_EXC, "timestamp": ts}], **kw}


def test_copy_of_a_copy_sees_the_exceptions_707_3_707_9b(engine):
    """CR 707.3, 707.9b: a copy of the Frog token copies its copiable values, which include the exceptions."""
    s = make_state([AVIATOR, frog_copy(), {"id": "clone", "token": True, "zone": "battlefield", "owner": "bob",
                                           "timestamp": 6, "copy_effects": [{"source": "frog"}]}])
    ch = engine.derive(s).object("clone").characteristics
    assert (ch["name"], ch["colors"], ch["subtypes"], ch["power"]) == ("Encouraging Aviator", ["green"], ["Frog"], 1)


def test_noncopy_effects_are_not_copied_707_2(engine):
    """CR 707.2 (Chimeric Staff example): effects other than copy effects on the original are not copied."""
    s = make_state([AVIATOR, {"id": "clone", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 9,
                              "copy_effects": [{"source": "aviator", "timestamp": 9}]}],
                   continuous_effects=[{"id": "e1", "affects": ["aviator"], "set_colors": ["red"], "modify_pt": [3, 3],
                                        "timestamp": 7}])
    d = engine.derive(s)
    assert d.object("aviator").characteristics["colors"] == ["red"]
    assert d.object("aviator").characteristics["power"] == 5
    ch = d.object("clone").characteristics
    assert (ch["colors"], ch["power"], ch["toughness"]) == (["blue"], 2, 3)


def test_later_copy_effect_replaces_earlier_707_4(engine):
    """CR 707.4, 613.2: of two copy effects, the later (timestamp order) sets the copiable values."""
    s = make_state([AVIATOR, BEARS, {"id": "shifter", "token": True, "zone": "battlefield", "owner": "alice",
                                     "timestamp": 3, "copy_effects": [{"source": "bears", "timestamp": 8},
                                                                      {"source": "aviator", "timestamp": 4}]}])
    assert engine.derive(s).object("shifter").characteristics["name"] == "Grizzly Bears"


def test_snapshot_values_are_kept_707_2b(engine):
    """CR 707.2b: the values a copy copied stay even if the original changes later (values: snapshot)."""
    snap = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
            "colors": ["green"], "power": 2, "toughness": 2}
    s = make_state([AVIATOR, {"id": "c", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3,
                              "copy_effects": [{"source": "aviator", "values": snap}]}])
    assert engine.derive(s).object("c").characteristics["name"] == "Grizzly Bears"


def test_retained_values_707_9c(engine):
    """CR 707.9c: "except it doesn't copy that creature's color": the copy keeps its own color."""
    s = make_state([AVIATOR, BEARS, {"id": "dopp", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                                     "timestamp": 3, "copy_effects": [{"source": "aviator", "except": {"retain": ["colors"]}}]}])
    ch = engine.derive(s).object("dopp").characteristics
    assert (ch["name"], ch["colors"]) == ("Encouraging Aviator", ["green"])


def test_in_addition_to_its_other_types_707_9b(engine):
    """CR 707.9b (Copy Artifact example): "an enchantment in addition to its other types"."""
    s = make_state([AVIATOR, {"id": "ca", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3,
                              "copy_effects": [{"source": "aviator", "except": {"add_types": ["enchantment"]}}]}])
    assert engine.derive(s).object("ca").characteristics["types"] == ["creature", "enchantment"]


def test_token_copy_created_as_an_event_is_a_token_111_1_707_2(engine):
    """The create_token_copy event (CR 111.1, 707.2): a token with the source's copiable values."""
    s = make_state([AVIATOR])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "aviator", "controller": "bob",
                               "except": {"add_subtypes": ["Frog"]}}))
    (tok,) = [o for o in engine.derive(s2).objects if o.token]
    assert (tok.controller, tok.characteristics["subtypes"]) == ("bob", ["Bird", "Frog", "Wizard"])


def _prepared(extra=None, **top):
    copy_obj = {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "aviator",
                "copy_effects": [{"prepare_of": "aviator"}]}
    av = dict(AVIATOR, designations=["prepared"])
    return make_state([av, copy_obj, BEARS, *lands("alice", islands=1), *(extra or [])], **top)


def test_become_prepared_needs_a_prepare_spell_722_3a(engine):
    """CR 722.3a: a permanent without a prepare spell can't become prepared."""
    s2 = only(engine.apply(make_state([BEARS]), {"event": "become_prepared", "object": "bears"}))
    assert engine.derive(s2).object("bears").designations == []
    assert len(s2.doc["objects"]) == 1


def test_not_prepared_twice_722_3a(engine):
    """CR 722.3a (ruling: not prepared more than once at a time): no second copy is created."""
    s = _prepared()
    s2 = only(engine.apply(s, {"event": "become_prepared", "object": "aviator"}))
    assert len([o for o in s2.doc["objects"] if o["zone"] == "exile"]) == 1


def test_becoming_prepared_creates_the_copy_722_3c(engine):
    """CR 722.3c: as the Aviator becomes prepared, its controller creates the Jump copy in exile."""
    s = make_state([AVIATOR])
    s2 = only(engine.apply(s, {"event": "become_prepared", "object": "aviator"}))
    d = engine.derive(s2)
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert (c.characteristics["name"], c.owner, c.prepare_copy_of, c.prepare_copy_active) == ("Jump", "alice", "aviator", True)


def test_unprepared_copy_ceases_722_3b_704_5e(engine):
    """CR 722.3b, 722.3c, 704.5e: once the permanent is unprepared, the copy no longer remains."""
    s2 = only(engine.apply(_prepared(), {"event": "become_unprepared", "object": "aviator"}))
    assert [o for o in s2.doc["objects"] if o["zone"] == "exile"] == []
    assert engine.derive(s2).object("aviator").designations == []


def test_permanent_leaves_copy_ceases_722_3c(engine):
    """CR 722.3c, 704.5e: when the prepared permanent leaves the battlefield, the copy ceases to exist."""
    s2 = only(engine.apply(_prepared(), {"event": "leaves_battlefield", "object": "aviator", "to": "graveyard"}))
    assert {o["id"] for o in s2.doc["objects"]} == {"aviator", "bears", "aisland1"}


def test_current_controller_casts_the_copy_722_3c(engine):
    """Ruling R3 (CR 722.3c): only the current controller of the prepared creature may cast the copy."""
    s = _prepared()
    s2 = only(engine.apply(s, {"event": "gain_control", "object": "aviator", "player": "bob"}))
    s2 = make_state(s2.doc["objects"] + lands("bob", islands=1), continuous_effects=s2.doc["continuous_effects"],
                    priority="bob", phase="combat", step="declare_attackers")
    assert ("bob", "cast", "jump") in actions_of(engine, s2, "bob")
    s3 = make_state(s2.doc["objects"], continuous_effects=s2.doc["continuous_effects"])
    w = engine.why_not(s3, {"action": "cast", "object": "jump"})
    assert ("not_prepared_permanent_controller", "722.3c") in w.failures


def test_prepared_creature_losing_abilities_stays_prepared_r6(engine):
    """Ruling R6 (CR 722.3a-c): losing all abilities changes neither the designation nor the castable copy."""
    s = _prepared(continuous_effects=[{"id": "e1", "affects": ["aviator"], "lose_all_abilities": True}])
    d = engine.derive(s)
    assert d.object("aviator").characteristics["abilities"] == [] and d.object("aviator").designations == ["prepared"]
    assert ("alice", "cast", "jump") in actions_of(engine, s)


def test_prepared_creature_that_stops_being_a_creature_r7(engine):
    """Ruling R7: a prepared permanent that stops being a creature is still prepared; the copy is castable."""
    s = _prepared(continuous_effects=[{"id": "e1", "affects": ["aviator"], "set_types": ["artifact"]}])
    assert ("alice", "cast", "jump") in actions_of(engine, s)


def test_copy_of_prepared_creature_is_not_prepared_r5_722_2b(engine):
    """Ruling R5 and CR 722.2b: being prepared isn't copiable, but the prepare spell is."""
    s = _prepared(extra=[{"id": "clone", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 9,
                          "copy_effects": [{"source": "aviator"}]}])
    c = engine.derive(s).object("clone")
    assert c.designations == [] and c.copiable["prepare"]["name"] == "Jump"


def test_prepared_creature_becoming_a_copy_keeps_the_copy_r7_707_2b(engine):
    """Ruling R7, CR 707.2b: the Aviator becomes a copy of the Bears (no prepare spell); it stays prepared and
    the exiled copy keeps its Jump characteristics, still castable."""
    s = make_state([AVIATOR, BEARS, *lands("alice", islands=1)])
    s = only(engine.apply(s, {"event": "become_prepared", "object": "aviator"}))
    s = only(engine.apply(s, {"event": "become_copy", "object": "aviator", "source": "bears"}))
    d = engine.derive(s)
    assert d.object("aviator").characteristics["name"] == "Grizzly Bears"
    assert d.object("aviator").designations == ["prepared"]
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert c.characteristics["name"] == "Jump"
    assert ("alice", "cast", c.id) in actions_of(engine, s)


def test_prepare_copy_that_fizzles_leaves_permanent_unprepared_r11_608_2b(engine):
    """Ruling R11, CR 601.2i: the permanent became unprepared when the copy was cast; if the copy doesn't
    resolve (its target is gone), it stays unprepared."""
    s = only(engine.apply(_prepared(phase="combat", step="declare_attackers"),
                          {"action": "cast", "object": "jump", "targets": ["bears"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert engine.derive(s).object("aviator").designations == []
    assert "jump" not in {o["id"] for o in s.doc["objects"]}


def test_preparation_card_in_hand_has_only_normal_characteristics_722_4(engine):
    """CR 722.4, 722.3: in the hand it is a creature card (sorcery timing, its own cost); never the instant Jump."""
    s = make_state([{"id": "av", "card": "Encouraging Aviator", "zone": "hand", "owner": "alice"},
                    *lands("alice", islands=3)], phase="combat", step="declare_attackers")
    d = engine.derive(s)
    assert d.object("av").characteristics["types"] == ["creature"] and d.object("av").mana_value == 3
    assert ("needs_sorcery_timing", "117.1a") in engine.why_not(s, {"action": "cast", "object": "av"}).failures


def test_copy_effects_that_loop_are_reported_707_2(engine):
    """CR 707.2: a copy takes values that exist; two objects copying each other (live sources) is an
    input that breaks the rules, reported as an input error rather than silently empty."""
    s = make_state([{"id": "a", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "b"}]},
                    {"id": "b", "token": True, "zone": "battlefield", "owner": "alice", "copy_effects": [{"source": "a"}]}])
    assert engine.derive(s).input_errors == [("a", "copy_cycle_or_empty_source", "707.2"),
                                             ("b", "copy_cycle_or_empty_source", "707.2")]


def test_add_effect_event_lose_all_abilities_keeps_prepared_r6(engine):
    """The add_effect event (a continuous effect begins, CR 611.2) with ruling R6: a prepared creature that
    loses all abilities stays prepared, and its copy stays castable; the effect gets the next timestamp."""
    s = _prepared(phase="combat", step="declare_attackers")
    s2 = only(engine.apply(s, {"event": "add_effect", "effect": {"affects": ["aviator"], "lose_all_abilities": True}}))
    (e,) = s2.doc["continuous_effects"]
    assert (e["id"], e["affects"], e["lose_all_abilities"]) == ("e1", ["aviator"], True)
    assert e["timestamp"] > max(o["timestamp"] for o in s2.doc["objects"])
    d = engine.derive(s2)
    assert d.object("aviator").characteristics["abilities"] == [] and d.object("aviator").designations == ["prepared"]
    assert ("alice", "cast", "jump") in actions_of(engine, s2)


# A test card (not a real one): a creature that enters prepared, whose prepare spell is expressible.
PREPPER = {"name": "Test Prepper", "mana_cost": "{1}{U}", "types": ["creature"], "subtypes": ["Human", "Wizard"],
           "power": 2, "toughness": 2, "abilities": ["enters_prepared"],
           "prepare": {"name": "Test Boost", "mana_cost": "{U}", "types": ["sorcery"],
                       "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [1, 1]}}}]}}


def test_card_that_enters_prepared_722_3a_722_3c(engine):
    """CR 722.3a ("enters prepared") and 722.3c: cast and resolved, it is prepared on the battlefield and its
    controller has the copy of its prepare spell in exile."""
    s = make_state([{"id": "p", "card": "Test Prepper", "zone": "hand", "owner": "alice"}, *lands("alice", islands=2)],
                   cards=[PREPPER])
    s = only(engine.apply(s, {"action": "cast", "object": "p"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    d = engine.derive(s)
    assert d.object("p").zone == "battlefield" and d.object("p").designations == ["prepared"]
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert (c.characteristics["name"], c.owner, c.prepare_copy_active) == ("Test Boost", "alice", True)


def test_token_copy_of_enters_prepared_creature_enters_prepared_707_5(engine):
    """CR 707.5: a token that enters as a copy has the copied "enters prepared" text apply as it enters."""
    s = make_state([{"id": "p", "card": "Test Prepper", "zone": "battlefield", "owner": "alice"}], cards=[PREPPER])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "p", "controller": "bob"}))
    d = engine.derive(s2)
    (tok,) = [o for o in d.objects if o.token]
    assert tok.designations == ["prepared"]
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert (c.characteristics["name"], c.owner, c.prepare_copy_of) == ("Test Boost", "bob", tok.id)


def test_phasing_out_ends_the_copy_and_phasing_in_makes_a_new_one_722_3c(engine):
    """CR 722.3c, 702.26b: while phased out the permanent is treated as though it doesn't exist, so the copy
    doesn't remain (our reading); as it phases in prepared a new copy is created."""
    s = only(engine.apply(_prepared(), {"event": "phase_out", "object": "aviator"}))
    assert [o for o in s.doc["objects"] if o["zone"] == "exile"] == []
    s = only(engine.apply(s, {"event": "phase_in", "object": "aviator"}))
    d = engine.derive(s)
    assert d.object("aviator").designations == ["prepared"]
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert c.characteristics["name"] == "Jump" and c.prepare_copy_active


def test_phasing_option_keeps_the_old_copy_beside_the_new_one_722_3c():
    """The switch keep_prepare_copy_while_phased_out: the copy stays while phased out (the permanent stays on the
    battlefield prepared). CR 722.3c: as it phases in prepared its controller creates a copy, and nothing ends the
    first, so two remain; casting one unprepares the permanent (601.2i) and the other then ceases (704.5e)."""
    from pyglue import Engine

    eng = Engine(options=["keep_prepare_copy_while_phased_out"])
    s = only(eng.apply(_prepared(), {"event": "phase_out", "object": "aviator"}))
    assert [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"] == ["jump"]
    s = only(eng.apply(s, {"event": "phase_in", "object": "aviator"}))
    exiled = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    assert len(exiled) == 2 and "jump" in exiled
    new = next(i for i in exiled if i != "jump")
    assert {a.action.get("object") for a in eng.legal_actions(s) if a.action["action"] == "cast"} >= {"jump", new}
    s = only(eng.apply(s, {"action": "cast", "object": new, "targets": ["bears"]}))
    assert "jump" not in [o["id"] for o in s.doc["objects"]]
    assert "designations" not in next(o for o in s.doc["objects"] if o["id"] == "aviator")


def test_a_second_prepare_copy_after_phasing_is_a_new_object_with_a_new_id_400_7(engine):
    """CR 400.7, 722.3c (default reading): phasing out ends the copy; each phasing in prepared creates a new copy,
    a new object, so the copy of the second phasing in has another id than the first's, though the first is gone."""
    s = only(engine.apply(_prepared(), {"event": "phase_out", "object": "aviator"}))
    s = only(engine.apply(s, {"event": "phase_in", "object": "aviator"}))
    (first,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"event": "phase_out", "object": "aviator"}))
    assert [o for o in s.doc["objects"] if o["zone"] == "exile"] == []
    s = only(engine.apply(s, {"event": "phase_in", "object": "aviator"}))
    (second,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    assert second != first
