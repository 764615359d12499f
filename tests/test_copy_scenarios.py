"""Copy scenarios from the rule text of CR 707 (with 111, 608.3f, 613.2, 614, 616, 704.5e, 708) and from the
official rulings of copy cards (Spark Double, Phantasmal Image, Sakashima, Glasspool Mimic, Cytoshape,
Mirrorweave, Twinflame, Quasiduplicate, Reverberate, Double Major, Clone, Vesuvan Doppelganger, ...).

Each expected value was worked out from the rules named in the test's name and docstring before the engine
was run. Cards are in examples/cards/cr707.yaml (abilities outside the vocabulary are listed as notes there);
spells whose effect is not in the vocabulary (Reverberate, Double Major, Cytoshape, Mirrorweave) are applied
as the rules event their resolution performs (copy_spell, become_copy).
"""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, lands, make_state, only

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
GROWTH = {"name": "Giant Growth", "mana_cost": "{G}", "types": ["instant"],
          "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [3, 3], "until": "end_of_turn"}}}]}
BLAZE = {"name": "Blaze", "mana_cost": "{X}{R}", "types": ["sorcery"],
         "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [-1, -1], "until": "end_of_turn"}}}],
         "notes": "Test stand-in for an X spell: only the target and the X matter here."}


def st(objects, **kw):
    return make_state(objects, cards=CR707 + [GROWTH, BLAZE], **kw)


def bf(oid, card, owner="alice", ts=None, **kw):
    o = {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}
    if ts is not None:
        o["timestamp"] = ts
    return o


def ch(d, oid):
    return d.object(oid).characteristics


def tokens(d):
    return [o for o in d.objects if o.token and o.zone == "battlefield"]


def resolve_cast(engine, s, action):
    """Cast, then both players pass: the spell resolves (CR 117.4, 608)."""
    s = only(engine.apply(s, action))
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def entered_as_copy_of(engine, outcomes, oid, source):
    """The outcome in which ``oid`` entered as a copy of ``source`` (CR 707.5: one outcome per choice)."""
    (out,) = [o for o in outcomes if (f"entered_as_copy({oid}, {source})", "707.5") in o.events]
    return out.state


# ----------------------------------------------------------------------------------------------------------
# Copiable values: what is and isn't copied (CR 707.2, 707.3, 707.4, 613.2)

def test_707_3_613_2_copy_of_a_copy_of_a_copy_sees_each_exception(engine):
    """CR 707.3, 707.9b, 613.2: Quicksilver Gargantuan copies Runeclaw Bear except it's 7/7; a Clone copies the
    Gargantuan; a token copies the Clone. Each copy copies the copiable values of the one before, so all three
    are 7/7 green Bears named Runeclaw Bear."""
    s = st([bf("bear", "Runeclaw Bear", ts=1),
            bf("qg", "Quicksilver Gargantuan", ts=2, copy_effects=[{"source": "bear", "except": {"power": 7, "toughness": 7}}]),
            bf("clone", "Clone", owner="bob", ts=3, copy_effects=[{"source": "qg"}]),
            {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 4,
             "copy_effects": [{"source": "clone"}]}])
    d = engine.derive(s)
    for oid in ("qg", "clone", "tok"):
        c = ch(d, oid)
        assert (c["name"], c["colors"], c["subtypes"], c["power"], c["toughness"], c["mana_cost"]) == \
            ("Runeclaw Bear", ["green"], ["Bear"], 7, 7, "{1}{G}"), oid
    assert d.object("tok").copiable["power"] == 7


def test_707_4_613_7_later_copy_effect_replaces_the_earlier_one_and_its_exceptions(engine):
    """CR 707.4, 613.2, 613.7: a permanent that was a copy of Runeclaw Bear except it's also an Illusion then
    becomes a copy of Juggernaut: the later copy effect sets every copiable value, so it is a 5/3 Juggernaut
    and no longer an Illusion."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", ts=2),
            bf("shift", "Clone", ts=3, copy_effects=[{"source": "bear", "except": {"add_subtypes": ["Illusion"]}, "timestamp": 3},
                                                     {"source": "jug", "timestamp": 6}])])
    c = ch(engine.derive(s), "shift")
    assert (c["name"], c["subtypes"], c["types"], c["power"], c["toughness"]) == \
        ("Juggernaut", ["Juggernaut"], ["artifact", "creature"], 5, 3)


def test_707_2_110_5_quasiduplicate_copies_neither_counters_nor_tapped_status(engine):
    """CR 707.2 (counters and status are not copied), 110.5b (a permanent enters untapped), 111.2: Quasiduplicate
    targets a tapped Runeclaw Bear with two +1/+1 counters: the token is an untapped 2/2 without counters, owned
    and controlled by the caster; the Bear stays a 4/4."""
    s = st([bf("bear", "Runeclaw Bear", ts=1, tapped=True, counters={"+1/+1": 2}),
            {"id": "qd", "card": "Quasiduplicate", "zone": "hand", "owner": "alice"}, *lands("alice", islands=3)])
    s2 = only(resolve_cast(engine, s, {"action": "cast", "object": "qd", "targets": ["bear"]}))
    d = engine.derive(s2)
    (tok,) = tokens(d)
    assert (tok.characteristics["name"], tok.characteristics["power"], tok.characteristics["toughness"]) == \
        ("Runeclaw Bear", 2, 2)
    assert (tok.tapped, tok.owner, tok.controller) == (False, "alice", "alice")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == tok.id]
    assert "counters" not in doc and not doc.get("tapped")
    assert (ch(d, "bear")["power"], ch(d, "bear")["toughness"]) == (4, 4)


def test_111_2_707_2_token_copy_of_an_opponents_creature_is_the_creators(engine):
    """CR 111.2: the player who creates a token owns it and it enters under their control, even as a copy of
    another player's creature (CR 707.2: ownership is not a copiable value)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1)])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "bear", "controller": "alice"}))
    (tok,) = tokens(engine.derive(s2))
    assert (tok.owner, tok.controller, tok.characteristics["name"]) == ("alice", "alice", "Runeclaw Bear")


def test_707_2_clone_does_not_copy_an_ability_granted_by_an_effect(engine):
    """CR 707.2, 613.1f: a Runeclaw Bear that gained flying until end of turn is copied by a Clone: the Clone
    has no flying (an ability-adding effect is not copiable)."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("clone", "Clone", owner="bob", ts=3, copy_effects=[{"source": "bear"}])],
           continuous_effects=[{"id": "fly", "affects": ["bear"], "gain_abilities": ["flying"], "until": "end_of_turn",
                                "timestamp": 2}])
    d = engine.derive(s)
    assert ch(d, "bear")["abilities"] == ["flying"]
    assert ch(d, "clone")["abilities"] == []


def test_111_3_707_2_copy_of_a_token_copies_the_values_it_was_created_with(engine):
    """CR 111.3, 707.2: a token's defined values are its copiable values; a token copy of a 1/1 white Soldier
    creature token is a 1/1 white Soldier creature named Soldier Token."""
    soldier = {"name": "Soldier Token", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
               "power": 1, "toughness": 1}
    s = st([{"id": "sol", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 1, "characteristics": soldier}])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "sol", "controller": "alice"}))
    d = engine.derive(s2)
    (tok,) = [o for o in tokens(d) if o.id != "sol"]
    c = tok.characteristics
    assert (c["name"], c["types"], c["subtypes"], c["colors"], c["power"], c["toughness"], c["mana_cost"]) == \
        ("Soldier Token", ["creature"], ["Soldier"], ["white"], 1, 1, None)


def test_707_2b_token_copy_keeps_its_values_when_the_original_becomes_something_else(engine):
    """CR 707.2b: once copied, a change to the original's copiable values doesn't change the copy: the token copy
    of Runeclaw Bear stays a Runeclaw Bear after the Bear becomes a copy of Juggernaut."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", ts=2)])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "bear", "controller": "alice"}))
    s = only(engine.apply(s, {"event": "become_copy", "object": "bear", "source": "jug"}))
    d = engine.derive(s)
    (tok,) = tokens(d)
    assert ch(d, "bear")["name"] == "Juggernaut"
    assert (tok.characteristics["name"], tok.characteristics["power"]) == ("Runeclaw Bear", 2)


def test_707_2_306_5b_token_copy_of_a_planeswalker_enters_with_its_printed_loyalty(engine):
    """CR 707.2 (counters aren't copied), 306.5b: a token copy of Jace Beleren with five loyalty counters enters
    with three (its printed loyalty), not five."""
    s = st([bf("jace", "Jace Beleren", ts=1, counters={"loyalty": 5})])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "jace", "controller": "bob"}))
    d = engine.derive(s2)
    (tok,) = tokens(d)
    assert (tok.characteristics["name"], tok.characteristics["loyalty"]) == ("Jace Beleren", 3)
    assert ch(d, "jace")["loyalty"] == 5


def test_400_7_707_4_copy_effect_ends_when_the_clone_leaves_the_battlefield(engine):
    """CR 400.7, 613.2: a Clone copying Runeclaw Bear returned to its owner's hand is a new object: the copy
    effect doesn't follow it, so in the hand it is the card Clone ({3}{U} 0/0 Shapeshifter)."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("clone", "Clone", ts=2, copy_effects=[{"source": "bear"}])])
    s2 = only(engine.apply(s, {"event": "move", "object": "clone", "to": "hand"}))
    d = engine.derive(s2)
    c = ch(d, "clone")
    assert (d.object("clone").zone, c["name"], c["mana_cost"], c["subtypes"], c["power"]) == \
        ("hand", "Clone", "{3}{U}", ["Shapeshifter"], 0)
    assert d.object("clone").copy_of == []


# ----------------------------------------------------------------------------------------------------------
# Exceptions (CR 707.9)

def test_707_9b_707_9e_spark_double_isnt_legendary_and_a_copy_of_it_isnt_either(engine):
    """CR 707.5, 707.9b, 707.9e, 707.2 (Spark Double rulings): Spark Double enters as a copy of Isamaru, Hound of
    Konda except it isn't legendary and it enters with an additional +1/+1 counter: a nonlegendary Dog named
    Isamaru, 3/3 with the counter. "Isn't legendary" is part of its copiable values, so a Clone that copies the
    Spark Double isn't legendary either; the counter is not copied (a 2/2)."""
    s = st([bf("isamaru", "Isamaru, Hound of Konda", ts=1),
            {"id": "sd", "card": "Spark Double", "zone": "hand", "owner": "alice"}, *lands("alice", islands=4)])
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "sd"}), "sd", "isamaru")
    d = engine.derive(s2)
    c = ch(d, "sd")
    assert (c["name"], c["supertypes"], c["subtypes"], c["power"], c["toughness"]) == \
        ("Isamaru, Hound of Konda", [], ["Dog"], 3, 3)
    assert [o.get("counters") for o in s2.doc["objects"] if o["id"] == "sd"] == [{"+1/+1": 1}]
    assert ch(d, "isamaru")["supertypes"] == ["legendary"]
    doc = s2.to_document()
    doc["objects"].append(bf("clone", "Clone", owner="bob", ts=50, copy_effects=[{"source": "sd"}]))
    from pyglue import state_from_document
    c2 = ch(engine.derive(state_from_document(doc, base=EXAMPLES / "states")), "clone")
    assert (c2["name"], c2["supertypes"], c2["power"]) == ("Isamaru, Hound of Konda", [], 2)


def test_707_9b_phantasmal_image_is_an_illusion_in_addition_and_passes_it_on(engine):
    """CR 707.5, 707.9b (Phantasmal Image rulings): the Image enters as a copy of Runeclaw Bear except it's an
    Illusion in addition to its other types: a green 2/2 Bear Illusion named Runeclaw Bear; a token copy of the
    Image is a Bear Illusion too (707.3)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1),
            {"id": "img", "card": "Phantasmal Image", "zone": "hand", "owner": "alice"}, *lands("alice", islands=2)])
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "img"}), "img", "bear")
    c = ch(engine.derive(s2), "img")
    assert (c["name"], c["subtypes"], c["colors"], c["mana_cost"], c["power"]) == \
        ("Runeclaw Bear", ["Bear", "Illusion"], ["green"], "{1}{G}", 2)
    s3 = only(engine.apply(s2, {"event": "create_token_copy", "source": "img", "controller": "bob"}))
    (tok,) = tokens(engine.derive(s3))
    assert tok.characteristics["subtypes"] == ["Bear", "Illusion"]


def test_707_9b_sakashima_keeps_its_own_name_and_is_legendary(engine):
    """CR 707.9b (Sakashima the Impostor rulings): it enters as a copy of Runeclaw Bear except its name is
    Sakashima the Impostor and it's legendary in addition to its other types: a legendary 2/2 green Bear named
    Sakashima the Impostor with the Bear's mana cost."""
    s = st([bf("bear", "Runeclaw Bear", ts=1),
            bf("sak", "Sakashima the Impostor", ts=2,
               copy_effects=[{"source": "bear", "except": {"name": "Sakashima the Impostor", "add_supertypes": ["legendary"]}}])])
    c = ch(engine.derive(s), "sak")
    assert (c["name"], c["supertypes"], c["subtypes"], c["mana_cost"], c["power"], c["toughness"]) == \
        ("Sakashima the Impostor", ["legendary"], ["Bear"], "{1}{G}", 2, 2)


def test_707_9d_702_73a_a_copy_that_sets_creature_types_drops_changeling(engine):
    """CR 707.9d with 702.73a (changeling is a characteristic-defining ability for creature types): Croaking
    Counterpart's token copy of Changeling Outcast is "a 1/1 green Frog", an exception that sets the subtypes,
    so changeling is not copied; the Outcast's other abilities, "can't block and can't be blocked", are (CR 707.2)."""
    s = st([bf("out", "Changeling Outcast", owner="bob", ts=1)])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "out", "controller": "alice",
                               "except": {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}}))
    (tok,) = tokens(engine.derive(s2))
    c = tok.characteristics
    assert (c["name"], c["subtypes"], c["abilities"], c["colors"], c["power"]) == \
        ("Changeling Outcast", ["Frog"], ["cant_be_blocked", "cant_block"], ["green"], 1)


def test_707_9a_twinflame_token_has_haste_and_a_copy_of_it_does_too(engine):
    """CR 707.9a (Twinflame rulings): the token copy of Runeclaw Bear has haste as part of its copiable values;
    the Bear itself doesn't gain haste; a token copy of the Twinflame token has haste too (707.3)."""
    # Twinflame costs {1}{R}: Alice has {R}{R} in her mana pool.
    s = st([bf("bear", "Runeclaw Bear", ts=1), {"id": "tf", "card": "Twinflame", "zone": "hand", "owner": "alice"}],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"}, {"name": "bob", "life": 20}])
    s2 = only(resolve_cast(engine, s, {"action": "cast", "object": "tf", "targets": ["bear"]}))
    d = engine.derive(s2)
    (tok,) = tokens(d)
    assert (tok.characteristics["name"], tok.characteristics["abilities"]) == ("Runeclaw Bear", ["haste"])
    assert ch(d, "bear")["abilities"] == []
    s3 = only(engine.apply(s2, {"event": "create_token_copy", "source": tok.id, "controller": "alice"}))
    assert sorted(t.characteristics["abilities"] == ["haste"] for t in tokens(engine.derive(s3))) == [True, True]


def test_707_9b_707_3_clone_of_a_quicksilver_gargantuan_copy_is_7_7(engine):
    """CR 707.9b, 707.3: Quicksilver Gargantuan copying Runeclaw Bear is 7/7 as a copiable value; a Clone that
    enters as a copy of it (cast and resolved, CR 707.5) is a 7/7 Runeclaw Bear."""
    s = st([bf("qg", "Quicksilver Gargantuan", ts=2, copy_effects=[{"source": "bear", "except": {"power": 7, "toughness": 7}}]),
            bf("bear", "Runeclaw Bear", ts=1),
            {"id": "clone", "card": "Clone", "zone": "hand", "owner": "bob"}, *lands("bob", islands=4)],
           priority="bob", active_player="bob")
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "clone"}), "clone", "qg")
    c = ch(engine.derive(s2), "clone")
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 7, 7)


def test_707_9c_707_4_vesuvan_doppelganger_becomes_a_copy_of_another_keeping_its_color(engine):
    """CR 707.9c, 707.4 (the 707.3 Example's upkeep ability): a Vesuvan Doppelganger copying Runeclaw Bear (not
    its color) becomes a copy of Juggernaut, again not copying color: a blue 5/3 Juggernaut; the +3/+3 from
    Giant Growth on it still applies (707.4): 8/6."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", ts=2),
            bf("vd", "Vesuvan Doppelganger", owner="bob", ts=3,
               copy_effects=[{"source": "bear", "except": {"retain": ["colors"]}}])],
           continuous_effects=[{"id": "gg", "affects": ["vd"], "modify_pt": [3, 3], "until": "end_of_turn", "timestamp": 4}])
    s2 = only(engine.apply(s, {"event": "become_copy", "object": "vd", "source": "jug", "except": {"retain": ["colors"]}}))
    c = ch(engine.derive(s2), "vd")
    assert (c["name"], c["colors"], c["types"], c["power"], c["toughness"]) == \
        ("Juggernaut", ["blue"], ["artifact", "creature"], 8, 6)


# ----------------------------------------------------------------------------------------------------------
# Becoming a copy and entering as a copy (CR 707.4, 707.5)

def test_707_4_becoming_a_copy_of_wall_of_omens_triggers_nothing(engine):
    """CR 707.4 (Cytoshape rulings): a permanent that becomes a copy while on the battlefield doesn't enter, so
    the copied "when this enters" ability doesn't trigger; the Bear is now a 0/4 Wall with defender."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("wall", "Wall of Omens", ts=2)])
    (out,) = engine.apply(s, {"event": "become_copy", "object": "bear", "source": "wall"})
    assert not out.state.doc.get("triggered") and out.state.doc["stack"] == []
    assert not [e for e in out.events if e[0].startswith("triggered")]
    c = ch(engine.derive(out.state), "bear")
    assert (c["name"], c["power"], c["toughness"], c["abilities"][0]) == ("Wall of Omens", 0, 4, "defender")


def test_707_4_mirrorweave_each_other_creature_becomes_a_copy_until_end_of_turn(engine):
    """CR 707.4, 707.2, 111.1, 514.2 (Mirrorweave rulings): each other creature becomes a copy of Runeclaw Bear
    until end of turn. A Juggernaut with a +1/+1 counter is a 3/3 Runeclaw Bear (counters stay, 707.4); a Soldier
    token is still a token; the Bear itself is unchanged. At cleanup the copy effects end: the Juggernaut is a
    6/4 Juggernaut again (its counter stays) and the token a white Soldier Token."""
    soldier = {"name": "Soldier Token", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
               "power": 1, "toughness": 1}
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2, counters={"+1/+1": 1}),
            {"id": "sol", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 3, "characteristics": soldier}])
    for oid in ("jug", "sol"):
        s = only(engine.apply(s, {"event": "become_copy", "object": oid, "source": "bear", "until": "end_of_turn"}))
    d = engine.derive(s)
    assert (ch(d, "jug")["name"], ch(d, "jug")["power"], ch(d, "jug")["toughness"]) == ("Runeclaw Bear", 3, 3)
    assert (ch(d, "sol")["name"], ch(d, "sol")["colors"], d.object("sol").token) == ("Runeclaw Bear", ["green"], True)
    assert d.object("bear").copy_of == [] and ch(d, "bear")["name"] == "Runeclaw Bear"
    s = only(engine.apply(s, {"event": "end_turn"}))
    d = engine.derive(s)
    assert (ch(d, "jug")["name"], ch(d, "jug")["power"], ch(d, "jug")["toughness"]) == ("Juggernaut", 6, 4)
    assert (ch(d, "sol")["name"], ch(d, "sol")["colors"]) == ("Soldier Token", ["white"])
    assert d.object("jug").copy_of == [] == d.object("sol").copy_of


def test_707_4_514_2_cytoshape_copy_until_end_of_turn_keeps_counters_and_other_effects(engine):
    """CR 707.4, 707.2, 514.2 (Cytoshape rulings): a Juggernaut with a +1/+1 counter and Giant Growth's +3/+3
    becomes a copy of Runeclaw Bear until end of turn: a 6/6 Runeclaw Bear (2/2 copied, +1/+1 counter, +3/+3).
    The resulting state keeps the copy effect with its duration; after the turn ends both effects are gone and
    it is a 6/4 Juggernaut with its counter."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), bf("jug", "Juggernaut", ts=2, counters={"+1/+1": 1})],
           continuous_effects=[{"id": "gg", "affects": ["jug"], "modify_pt": [3, 3], "until": "end_of_turn", "timestamp": 3}])
    (out,) = engine.apply(s, {"event": "become_copy", "object": "jug", "source": "bear", "until": "end_of_turn"})
    assert ("became_copy(jug, bear)", "707.4") in out.events
    (doc,) = [o for o in out.state.doc["objects"] if o["id"] == "jug"]
    assert [ce.get("until") for ce in doc["copy_effects"]] == ["end_of_turn"]
    c = ch(engine.derive(out.state), "jug")
    assert (c["name"], c["subtypes"], c["power"], c["toughness"]) == ("Runeclaw Bear", ["Bear"], 6, 6)
    s2 = only(engine.apply(out.state, {"event": "end_turn"}))
    c = ch(engine.derive(s2), "jug")
    assert (c["name"], c["power"], c["toughness"]) == ("Juggernaut", 6, 4)


def test_616_1f_essence_of_the_wild_wins_over_clone(engine):
    """CR 616.1c, 616.1f (Essence of the Wild rulings): a Clone entering under Essence of the Wild's controller
    ends up a copy of Essence whichever replacement is applied first; there is no choice of another creature."""
    s = st([bf("ess", "Essence of the Wild", ts=1), bf("bear", "Runeclaw Bear", owner="bob", ts=2),
            {"id": "clone", "card": "Clone", "zone": "hand", "owner": "alice"}, *lands("alice", islands=4)])
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "clone"})
    assert ch(engine.derive(out.state), "clone")["name"] == "Essence of the Wild"


def test_707_5_616_1f_token_copy_under_essence_of_the_wild_is_an_essence(engine):
    """CR 707.5, 616.1f, 614.12 (Essence of the Wild rulings: creature tokens too): Quasiduplicate's token copy
    of Wall of Omens enters as a copy of Essence of the Wild instead, so the Wall's "when this enters" ability
    doesn't trigger; the token is a 6/6 Essence of the Wild."""
    s = st([bf("ess", "Essence of the Wild", ts=1), bf("wall", "Wall of Omens", ts=2),
            {"id": "qd", "card": "Quasiduplicate", "zone": "hand", "owner": "alice"}, *lands("alice", islands=3)])
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "qd", "targets": ["wall"]})
    (tok,) = tokens(engine.derive(out.state))
    assert (tok.characteristics["name"], tok.characteristics["power"]) == ("Essence of the Wild", 6)
    assert out.state.doc["stack"] == [] and not out.state.doc.get("triggered")


def test_707_2c_707_2b_creature_that_entered_as_essence_stays_one(engine):
    """CR 707.2c, 707.2b: a static copy effect's values are fixed when it first applies. A Runeclaw Bear entered
    as a copy of Essence of the Wild; then Essence becomes a copy of Juggernaut until end of turn (Cytoshape):
    the Bear is still a 6/6 Essence of the Wild, with Essence's ability as a copiable value. A second Runeclaw
    Bear cast now has one replacement only (Essence, a Juggernaut now, no longer has the ability): it enters as
    a copy of the first Bear, an Essence of the Wild."""
    s = st([bf("ess", "Essence of the Wild", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2),
            {"id": "b1", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"},
            {"id": "b2", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"}, *lands("alice", forests=4)])
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "b1", "payment": ["aforest1", "aforest2"]})
    s2 = only(engine.apply(out.state, {"event": "become_copy", "object": "ess", "source": "jug", "until": "end_of_turn"}))
    (out,) = resolve_cast(engine, s2, {"action": "cast", "object": "b2", "payment": ["aforest3", "aforest4"]})
    assert ("entered_as_copy(b2, b1)", "707.5") in out.events
    d = engine.derive(out.state)
    assert (ch(d, "ess")["name"], ch(d, "b1")["name"], ch(d, "b1")["power"], ch(d, "b2")["name"]) == \
        ("Juggernaut", "Essence of the Wild", 6, "Essence of the Wild")


# ----------------------------------------------------------------------------------------------------------
# Face-down objects (CR 707.2, 707.3, 708.2, 708.10)

def test_707_2_708_2_token_copy_of_a_face_down_creature_is_a_face_up_2_2(engine):
    """CR 707.2, 708.2 (Quasiduplicate-style token copy): the copiable values of a face-down creature are the
    face-down values, so the token is a face-up nameless colorless 2/2 creature with no abilities."""
    s = st([bf("fd", "Grinning Demon", owner="bob", ts=1, face_down=True)])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "fd", "controller": "alice"}))
    (tok,) = tokens(engine.derive(s2))
    c = tok.characteristics
    assert (tok.face_down, c["name"], c["types"], c["abilities"], c["power"], c["toughness"]) == \
        (False, None, ["creature"], [], 2, 2)


# ----------------------------------------------------------------------------------------------------------
# Copies of spells (CR 707.10, 707.10c, 707.10f, 608.3f, 704.5e, 112.2)

def _growth_on_stack(**obj):
    return st([{"id": "gg", "card": "Giant Growth", "zone": "stack", "owner": "alice", "controller": "alice",
                "targets": ["bear"], **obj},
               bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2)], stack=["gg"])


def test_707_10_112_2_reverberate_copy_is_owned_and_controlled_by_its_copier_and_not_cast(engine):
    """CR 707.10, 112.2, 707.10c (Reverberate rulings): Bob's Reverberate copies Alice's Giant Growth: the copy
    is owned and controlled by Bob, isn't cast, and is green like the original; Bob may keep the target or
    choose another legal one: one resulting state per choice (Runeclaw Bear or Juggernaut)."""
    outs = engine.apply(_growth_on_stack(), {"event": "copy_spell", "object": "gg", "controller": "bob", "new_targets": True})
    seen = []
    for out in outs:
        (cp,) = [o for o in out.state.doc["objects"] if o["id"].startswith("gg.spell_copy")]
        v = engine.derive(out.state).object(cp["id"])
        assert (v.owner, v.controller, v.characteristics["colors"], cp.get("cast_with")) == ("bob", "bob", ["green"], None)
        seen.append(tuple(cp["targets"]))
    assert sorted(seen) == [("bear",), ("jug",)]


def test_707_10c_copy_may_keep_a_target_that_is_now_illegal(engine):
    """CR 707.10c: the copy's controller may leave a target unchanged even if it is illegal now (the Bear gained
    shroud), or change it to a legal one; the Bear can't be a new target. Two resulting states."""
    s = _growth_on_stack()
    s = st(s.doc["objects"], stack=["gg"],
           continuous_effects=[{"id": "sh", "affects": ["bear"], "gain_abilities": ["shroud"], "timestamp": 5}])
    outs = engine.apply(s, {"event": "copy_spell", "object": "gg", "controller": "bob", "new_targets": True})
    targets = sorted(tuple(o["targets"]) for out in outs for o in out.state.doc["objects"]
                     if o["id"].startswith("gg.spell_copy"))
    assert targets == [("bear",), ("jug",)]


def test_707_10_copy_of_a_spell_copies_x_and_kicker(engine):
    """CR 707.10, 202.3e (Reverberate rulings): a copy of a spell cast with X = 3 and kicked has X = 3 and is
    kicked; its mana value on the stack is 4, like the original's."""
    s = st([{"id": "bz", "card": "Blaze", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["bear"],
             "x": 3, "kicked": True, "cast_with": "mana"}, bf("bear", "Runeclaw Bear", ts=1)], stack=["bz"])
    s2 = only(engine.apply(s, {"event": "copy_spell", "object": "bz", "controller": "bob"}))
    (cp,) = [o for o in s2.doc["objects"] if o["id"].startswith("bz.spell_copy")]
    assert (cp["x"], cp.get("kicked"), cp["targets"]) == (3, True, ["bear"])
    d = engine.derive(s2)
    assert d.object(cp["id"]).mana_value == 4 == d.object("bz").mana_value


def test_704_5e_countered_copy_of_a_spell_ceases_to_exist(engine):
    """CR 704.5e, 707.10a: a copy of a spell that is countered goes to the graveyard and then ceases to exist as
    a state-based action; the original spell is still on the stack."""
    s = only(engine.apply(_growth_on_stack(), {"event": "copy_spell", "object": "gg", "controller": "bob"}))
    (cid,) = [o["id"] for o in s.doc["objects"] if o["id"].startswith("gg.spell_copy")]
    (out,) = engine.apply(s, {"event": "counter", "object": cid})
    assert cid not in {o["id"] for o in out.state.doc["objects"]}
    assert (f"cease({cid})", "704.5e") in out.events
    assert out.state.doc["stack"] == ["gg"]


def test_707_10f_608_3f_double_major_copy_isnt_legendary_and_becomes_a_token(engine):
    """CR 707.10, 707.9b, 707.10f, 608.3f (Double Major rulings): Alice copies her Isamaru spell except the copy
    isn't legendary; the copy resolves first and becomes a nonlegendary token Isamaru, a 2/2 Dog; then the
    original resolves into the legendary card Isamaru."""
    s = st([{"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "stack", "owner": "alice", "controller": "alice"}],
           stack=["isa"])
    s = only(engine.apply(s, {"event": "copy_spell", "object": "isa", "controller": "alice",
                              "except": {"remove_supertypes": ["legendary"]}}))
    (cid,) = [o["id"] for o in s.doc["objects"] if o["id"].startswith("isa.spell_copy")]
    assert ch(engine.derive(s), cid)["supertypes"] == []
    s = only(engine.apply(s, {"event": "resolve"}))
    d = engine.derive(s)
    v = d.object(cid)
    assert (v.zone, v.token, v.copy, v.characteristics["name"], v.characteristics["supertypes"],
            v.characteristics["power"]) == ("battlefield", True, False, "Isamaru, Hound of Konda", [], 2)
    s = only(engine.apply(s, {"event": "resolve"}))
    d = engine.derive(s)
    assert (d.object("isa").zone, ch(d, "isa")["supertypes"]) == ("battlefield", ["legendary"])


def test_copy_vocabulary_round_trips_and_renders():
    """The vocabulary forms the copy rules added (enters tapped / with counters, CR 614.1c; Essence of the Wild's
    static ability, 707.5; Unstable Shapeshifter's trigger, 707.9a; 707.9e-f exceptions; "a permanent") convert
    to symbols and back unchanged and render for people."""
    from pyglue import vocabulary as voc
    from pyglue.render import ability_text

    for ab in ["enters_tapped", {"enters_with_counters": {"fade": 2}}, {"static": "your_creatures_enter_as_copy"},
               {"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": True}},
               {"enters_as_copy": "creature", "except": {"enters_with_counters": {"+1/+1": "X"}}},
               {"enters_as_copy": "permanent",
                "except": {"add_supertypes": ["legendary", "snow"],
                           "if_creature": {"add_abilities": ["changeling"], "enters_with_counters": {"+1/+1": 2}}}}]:
        assert voc.to_yaml(voc.ability_term(ab, "abilities[0]", voc.Aux.empty())) == ab
        assert ability_text(ab)


def test_616_1f_722_3a_emeritus_entering_as_essence_of_the_wild_is_not_prepared(engine):
    """CR 707.5, 616.1f with 722.3a: Emeritus of Abundance ("this creature enters prepared") cast under Alice's
    Essence of the Wild enters as a copy of Essence. Only the copied text applies as it enters (CR 707.5), and
    Essence has neither "enters prepared" nor a prepare spell, which a permanent needs to become prepared
    (CR 722.3a): the permanent is a 6/6 Essence of the Wild, not prepared, and no prepare copy is made (722.3c)."""
    s = st([bf("ess", "Essence of the Wild", ts=1),
            {"id": "emab", "card": "Emeritus of Abundance", "zone": "hand", "owner": "alice"}, *lands("alice", forests=3)])
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "emab"})
    d = engine.derive(out.state)
    assert (ch(d, "emab")["name"], ch(d, "emab")["power"]) == ("Essence of the Wild", 6)
    assert "prepared" not in d.object("emab").designations
    assert [o["id"] for o in out.state.doc["objects"] if o["zone"] == "exile"] == []


def test_707_5_614_12_306_5b_a_planeswalker_entering_as_a_copy_of_a_creature_gets_no_loyalty(engine):
    """Issue 27 item 2, CR 707.5, 614.12, 306.5b: a Mystic Reflection-style replacement (enters_as_copy_next, copy_of
    Bob's Grizzly Bears) waits for the next creature or planeswalker. Alice casts Jace, Mirror Mage (a planeswalker,
    loyalty 4); it enters as a copy of the Bears: as it enters it is a creature, not a planeswalker, so CR 306.5b gives
    it no loyalty counters, and it stays on the battlefield as a 2/2 Grizzly Bears."""
    s = make_state([{"id": "jace", "card": "Jace, Mirror Mage", "zone": "hand", "owner": "alice"},
                    {"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
                   enters_as_copy_next=[{"source": "bb", "copy_of": "bb", "controller": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "jace"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    jace = next(o for o in s.doc["objects"] if o["id"] == "jace")
    assert jace["zone"] == "battlefield" and "loyalty" not in jace.get("counters", {})
    c = engine.derive(s).object("jace").characteristics
    assert (c["name"], c["types"], c["power"], c["toughness"]) == ("Grizzly Bears", ["creature"], 2, 2)
