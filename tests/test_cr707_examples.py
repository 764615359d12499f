"""The Example paragraphs of CR 707 that the current vocabulary can express (and the copy Example of 616.1f),
each loaded from its state file examples/states/cr707_<rule>_<name>.yaml (cards from examples/cards/cr707.yaml);
each expected value is the one the Example states. Actions the Example describes are applied in the test."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue import load_state, state_from_document

from .conftest import EXAMPLES, make_state
from .test_copy_scenarios import ch, entered_as_copy_of, only, resolve_cast

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
STATES = Path(EXAMPLES) / "states"


def st(objects, **kw):
    return make_state(objects, cards=CR707, **kw)


def example(name):
    """The Example's starting state, examples/states/<name>.yaml."""
    return load_state(STATES / f"{name}.yaml")


def turned_face_up(state, oid, keep):
    """``state`` with only the objects ``keep``, ``oid`` among them turned face up (the Examples' "if it
    is turned face up": there is no face-up event in the vocabulary)."""
    doc = state.to_document()
    doc["objects"] = [dict(o, face_down=False) if o["id"] == oid else o for o in doc["objects"] if o["id"] in keep]
    return state_from_document(doc)


def test_707_2_clone_of_animated_chimeric_staff_is_an_artifact(engine):
    """CR 707.2 Example: after Chimeric Staff became a 5/5 Construct artifact creature, a Clone that enters as
    a copy of it is an artifact, not a 5/5 Construct artifact creature (the effect isn't copied)."""
    d = engine.derive(example("cr707_2_chimeric_staff"))
    staff = d.object("staff").characteristics
    assert (staff["types"], staff["subtypes"], staff["power"]) == (["artifact", "creature"], ["Construct"], 5)
    clone = d.object("clone").characteristics
    assert (clone["name"], clone["types"], clone["subtypes"], clone["power"], clone["toughness"]) == \
        ("Chimeric Staff", ["artifact"], [], None, None)


def test_707_3_clone_of_vesuvan_doppelganger_copying_runeclaw_bear(engine):
    """CR 707.3 Example: Vesuvan Doppelganger enters as a copy of Runeclaw Bear except it doesn't copy its
    color (707.9c); a Clone copying the Doppelganger is a 2/2 blue Bear named Runeclaw Bear."""
    d = engine.derive(example("cr707_3_vesuvan_doppelganger"))
    for oid in ("vd", "clone"):
        ch = d.object(oid).characteristics
        assert (ch["name"], ch["colors"], ch["subtypes"], ch["power"], ch["toughness"]) == \
            ("Runeclaw Bear", ["blue"], ["Bear"], 2, 2), oid


def test_707_9b_copy_artifact_of_juggernaut(engine):
    """CR 707.9b Example: Copy Artifact enters as a copy of Juggernaut, except it's an enchantment in addition
    to its other types: its copiable types are artifact, creature and enchantment."""
    d = engine.derive(example("cr707_9b_copy_artifact"))
    assert d.object("ca").copiable["types"] == ["artifact", "creature", "enchantment"]
    assert (d.object("ca").characteristics["name"], d.object("ca").characteristics["power"]) == ("Juggernaut", 5)


def test_707_4_becoming_a_copy_keeps_noncopy_effects(engine):
    """CR 707.4: a permanent that becomes a copy of another keeps the non-copy effects on it (the Example's
    Giant Growth +3/+3 stays): Clone (as a 2/2 Runeclaw Bear) gets +3/+3 -> 5/5."""
    s = example("cr707_4_giant_growth_stays")
    s2 = only(engine.apply(s, {"event": "become_copy", "object": "clone", "source": "bear"}))
    ch = engine.derive(s2).object("clone").characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Runeclaw Bear", 5, 5)


def test_707_9d_quicksilver_gargantuan_copying_tarmogoyf(engine):
    """CR 707.9d Example: Quicksilver Gargantuan enters as a copy of Tarmogoyf except it's 7/7: the exception
    sets power and toughness, so Tarmogoyf's characteristic-defining ability for them is not copied."""
    ch = engine.derive(example("cr707_9d_quicksilver_gargantuan")).object("qg").characteristics
    assert (ch["name"], ch["power"], ch["toughness"], ch["abilities"]) == ("Tarmogoyf", 7, 7, [])


def test_707_2_clone_of_a_face_down_creature(engine):
    """CR 707.2 Example (708.2): a Clone copying a face-down Grinning Demon is a colorless 2/2 creature with no
    name, no creature types, no abilities and no mana cost; the Clone itself is face up."""
    d = engine.derive(example("cr707_2_face_down_grinning_demon"))
    ch = d.object("clone").characteristics
    assert (ch["name"], ch["colors"], ch["types"], ch["subtypes"], ch["abilities"], ch["mana_cost"],
            ch["power"], ch["toughness"]) == (None, [], ["creature"], [], [], None, 2, 2)
    assert d.object("clone").face_down is False
    assert d.object("fd").characteristics["power"] == 2


def test_707_10_fork_copy_is_red_with_the_same_mode_and_may_change_target(engine):
    """CR 707.10 Example (Fork targeting Emerald Charm): as Fork resolves, a copy of the Charm goes on the stack
    under Bob's control. Expected from the rules: it is red, not green (Fork's exception, 707.9b); it has the
    mode chosen for the original, untap target permanent (700.2g); its target is the original's (the tapped
    Forest) or, as Fork lets Bob choose new targets, any other legal target of that mode (707.10c): the other
    permanents, Bob's Mountain and Serra Angel. So three resulting states; the copy is not cast."""
    s = example("cr707_10_fork")
    outs = engine.apply(s, {"event": "resolve"})
    seen = set()
    for out in outs:
        d = engine.derive(out.state)
        (cp,) = [o for o in d.objects if o.id.startswith("charm.spell_copy")]
        assert (cp.characteristics["name"], cp.characteristics["colors"], cp.controller) == \
            ("Emerald Charm", ["red"], "bob")
        (doc,) = [o for o in out.state.doc["objects"] if o["id"] == cp.id]
        assert doc["modes"] == [1]
        seen.add(tuple(doc["targets"]))
        assert ("cast(bob, " + cp.id + ")", "601.2i") not in out.events
        assert d.object("charm").characteristics["colors"] == ["green"]
    assert sorted(seen) == [("angel",), ("forest",), ("mountain",)]


def _cast_clone(engine, battlefield, extra_cards=()):
    from .conftest import lands, only

    s = make_state([{"id": "clone", "card": "Clone", "zone": "hand", "owner": "alice"}, *battlefield,
                    *lands("alice", islands=4)], cards=CR707 + list(extra_cards))
    s = only(engine.apply(s, {"action": "cast", "object": "clone"}))
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def test_707_5_clone_chooses_what_to_copy_as_it_enters(engine):
    """CR 707.5: Clone enters as a copy of a creature of its controller's choice, or of nothing ("you may"):
    one resulting state per choice; a Clone that copies nothing is a 0/0 and dies (704.5f)."""
    outs = _cast_clone(engine, [{"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
                                {"id": "jug", "card": "Juggernaut", "zone": "battlefield", "owner": "bob"}])
    names = sorted(next((o.characteristics["name"] for o in engine.derive(out.state).objects if o.id == "clone"
                         and o.zone == "battlefield"), "(died)") for out in outs)
    assert names == ["(died)", "Juggernaut", "Runeclaw Bear"]


def test_707_5_clone_copying_an_enters_prepared_creature_enters_prepared(engine):
    """CR 707.5 with 722.3a: copied "enters prepared" text applies as the Clone enters: it is prepared and its
    controller gets the prepare copy in exile (722.3c)."""
    prepper = {"name": "Test Prepper", "mana_cost": "{1}{U}", "types": ["creature"], "power": 2, "toughness": 2,
               "abilities": ["enters_prepared"],
               "prepare": {"name": "Test Boost", "mana_cost": "{U}", "types": ["sorcery"],
                           "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [1, 1]}}}]}}
    outs = _cast_clone(engine, [{"id": "pp", "card": "Test Prepper", "zone": "battlefield", "owner": "bob"}],
                       [prepper])
    (out,) = [o for o in outs if any(x.get("copy_effects") for x in o.state.doc["objects"] if x["id"] == "clone")]
    d = engine.derive(out.state)
    assert d.object("clone").designations == ["prepared"]
    (c,) = [o for o in d.objects if o.zone == "exile"]
    assert (c.characteristics["name"], c.owner, c.prepare_copy_of) == ("Test Boost", "alice", "clone")
    assert ("entered_as_copy(clone, pp)", "707.5") in out.events


def test_why_shows_the_copy_chain_layer_by_layer_613_2():
    """`mtgasp why`: for a copy of a copy, each copy effect in timestamp order with the copiable values after
    it (CR 613.2, 707.3) and the non-copy effects by layer (CR 613.1); unknown objects are bad input."""
    from click.testing import CliRunner

    from pyglue.cli import main
    from pyglue.state import dump_document

    s = st([{"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "vd", "card": "Vesuvan Doppelganger", "zone": "battlefield", "owner": "bob", "timestamp": 2,
             "copy_effects": [{"source": "bear", "except": {"retain": ["colors"]}, "timestamp": 2}]},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice", "timestamp": 3,
             "copy_effects": [{"source": "vd", "timestamp": 3}]}],
           continuous_effects=[{"id": "gg", "affects": ["clone"], "modify_pt": [3, 3], "timestamp": 4}])
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as fh:
        fh.write(dump_document(s.to_document()))
    r = CliRunner().invoke(main, ["why", fh.name, "clone"])
    assert r.exit_code == 0, r.output
    assert "layer 1 (613.2), timestamp 3: copy of vd (707.2)" in r.output
    assert "name: Runeclaw Bear" in r.output and "colors: blue" in r.output
    assert "layer 7c modifying power/toughness (613.4c), timestamp 4: effect gg" in r.output
    assert "power: 5" in r.output
    assert CliRunner().invoke(main, ["why", fh.name, "nobody"]).exit_code == 2


# The Example paragraphs added with the copy scenarios (helpers from test_copy_scenarios.py).


def test_707_3_708_10_face_down_creature_becomes_a_copy_of_branchsnap_lorian(engine):
    """CR 707.3 Example (Branchsnap Lorian), 708.10: a face-down Grinning Demon that became a copy of Branchsnap
    Lorian is still a nameless colorless 2/2 with no abilities; a Clone copying it copies those face-down
    values; once it is face up it is a 4/1 green Branchsnap Lorian with trample and the real card's morph {G} (702.37a,
    read since branch special8)."""
    s = example("cr707_3_branchsnap_lorian")
    d = engine.derive(s)
    for oid in ("fd", "clone"):
        c = ch(d, oid)
        assert (c["name"], c["colors"], c["types"], c["abilities"], c["mana_cost"], c["power"], c["toughness"]) == \
            (None, [], ["creature"], [], None, 2, 2), oid
    up = turned_face_up(s, "fd", keep=("lorian", "fd"))
    c = ch(engine.derive(up), "fd")
    assert (c["name"], c["colors"], c["abilities"], c["power"], c["toughness"]) == \
        ("Branchsnap Lorian", ["green"], ["trample", {"morph": "{G}"}], 4, 1)


def test_707_3_face_down_creature_becomes_a_copy_of_wandering_ones(engine):
    """CR 707.3 Example (Wandering Ones): a face-down Grinning Demon that became a copy of Wandering Ones stays a
    nameless 2/2; if an effect turns it face up it is a 1/1 blue Spirit named Wandering Ones."""
    s = example("cr707_3_wandering_ones")
    d = engine.derive(s)
    assert (ch(d, "fd")["name"], ch(d, "fd")["power"]) == (None, 2)
    c = ch(engine.derive(turned_face_up(s, "fd", keep=("wo", "fd"))), "fd")
    assert (c["name"], c["colors"], c["subtypes"], c["power"], c["toughness"]) == ("Wandering Ones", ["blue"], ["Spirit"], 1, 1)


def test_707_5_clone_copying_wall_of_omens_draws_a_card(engine):
    """CR 707.5 Example (Wall of Omens): a Clone entering as a copy of Wall of Omens has its enters-the-battlefield
    trigger; it triggers and, once it resolves, the Clone's controller draws a card."""
    s = example("cr707_5_wall_of_omens")
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "clone"}), "clone", "wall")
    assert ch(engine.derive(s2), "clone")["name"] == "Wall of Omens"
    assert len(s2.doc["stack"]) == 1
    s3 = only(engine.apply(only(engine.apply(s2, {"action": "pass"})), {"action": "pass"}))
    assert [o["zone"] for o in s3.doc["objects"] if o["id"] == "lib1"] == ["hand"]


def test_707_5_clone_copying_skyshroud_behemoth_enters_tapped_with_fade_counters(engine):
    """CR 707.5 Example (Skyshroud Behemoth), 614.1c: the copied "enters tapped" and "enters with two fade
    counters" apply as the Clone enters: it is a tapped 10/10 Skyshroud Behemoth with two fade counters."""
    s = example("cr707_5_skyshroud_behemoth")
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "clone"}), "clone", "sky")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == "clone"]
    assert (doc.get("tapped"), doc.get("counters")) == (True, {"fade": 2})
    assert ch(engine.derive(s2), "clone")["name"] == "Skyshroud Behemoth"


def test_616_1f_essence_of_the_wild_rusted_sentinel_enters_untapped_as_a_copy(engine):
    """CR 616.1f Example (Essence of the Wild), 707.5: Rusted Sentinel, which normally enters tapped, enters as a
    copy of Essence of the Wild: it has no "enters tapped" any more and enters untapped, a 6/6 green Avatar
    creature (not an artifact) named Essence of the Wild."""
    s = example("cr707_616_1f_essence_of_the_wild")
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "rs"})
    assert ("entered_as_copy(rs, ess)", "707.5") in out.events
    d = engine.derive(out.state)
    c = ch(d, "rs")
    assert (c["name"], c["types"], c["subtypes"], c["colors"], c["power"], c["toughness"]) == \
        ("Essence of the Wild", ["creature"], ["Avatar"], ["green"], 6, 6)
    assert d.object("rs").tapped is False


def test_707_9e_altered_ego_copying_clone_gets_no_counters(engine):
    """CR 707.9e Example (Altered Ego), 616.1f: Altered Ego (X = 2) enters as a copy of a Clone that copied
    nothing; applying the copied Clone ability it copies Runeclaw Bear: another copy effect was applied after
    the one with the exception, so it gets no +1/+1 counters (a 2/2). Copying the Bear directly, it gets two
    (a 4/4); copying the Clone and choosing nothing for it, the counters do apply."""
    s = example("cr707_9e_altered_ego")
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    results = set()
    for out in outs:
        (doc,) = [o for o in out.state.doc["objects"] if o["id"] == "ego"]
        copied = tuple(ce["source"] for ce in doc.get("copy_effects", []))
        c = ch(engine.derive(out.state), "ego")
        results.add((doc["zone"], copied, c["name"], c["power"], str(doc.get("counters"))))
    assert results == {
        ("battlefield", ("clone", "bear"), "Runeclaw Bear", 2, "None"),      # 707.9e: no counters
        ("battlefield", ("bear",), "Runeclaw Bear", 4, "{'+1/+1': 2}"),
        ("battlefield", ("clone",), "Clone", 2, "{'+1/+1': 2}"),             # nothing chosen for the Clone part
        ("graveyard", (), "Altered Ego", 0, "None"),                         # copies the Clone twice, or nothing:
    }                                                                        # a 0/0 that dies (704.5f)


def test_707_9a_clone_copies_the_ability_unstable_shapeshifter_gave_itself(engine):
    """CR 707.9a Example (Quirion Elves, Unstable Shapeshifter): the Shapeshifter copied the Elves except it has
    its copy ability; a Clone entering as a copy of the Shapeshifter copies those copiable values: a 1/1 green
    Elf Druid named Quirion Elves with the Elves' abilities (the real card's "{T}: Add {G}." and its two lines about
    a chosen color, carried as text) and the Shapeshifter's triggered ability."""
    shift_ab = {"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": True}}
    s = example("cr707_9a_unstable_shapeshifter")
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "clone"}), "clone", "shift")
    c = ch(engine.derive(s2), "clone")
    assert (c["name"], c["subtypes"], c["colors"], c["power"], c["toughness"]) == \
        ("Quirion Elves", ["Druid", "Elf"], ["green"], 1, 1)
    elves = [{"unsupported": "As this creature enters, choose a color."}, {"mana": ["G"]},
             {"unsupported": "{T}: Add one mana of the chosen color."}]
    assert sorted(map(str, c["abilities"])) == sorted(map(str, elves + [shift_ab]))


# Changeling Outcast's second line (the bundled library's real card), "This creature can't block and can't be
# blocked.": two abilities (CR 509.1a, 509.1b), copiable values (CR 707.2)
OUTCAST_LINES = ["cant_be_blocked", "cant_block"]


def test_707_9d_glasspool_mimic_copies_changeling(engine):
    """CR 707.9d (its second Example): an exception that adds types "in addition to its other types" keeps the
    copied characteristic-defining ability: Glasspool Mimic copying Changeling Outcast has changeling and is a
    Shapeshifter Rogue. (The state's Mimic is a TEST card: Glasspool Mimic without "you control"; the Outcast is
    Alice's, so that makes no difference here.)"""
    s = example("cr707_9d_glasspool_mimic")
    s2 = entered_as_copy_of(engine, resolve_cast(engine, s, {"action": "cast", "object": "gm"}), "gm", "out")
    c = ch(engine.derive(s2), "gm")
    assert (c["name"], c["abilities"], c["subtypes"]) == ("Changeling Outcast", sorted(["changeling", *OUTCAST_LINES]),
                                                          ["Rogue", "Shapeshifter"])


def test_707_9f_moritte_copying_an_animated_land_gets_no_counters_or_changeling(engine):
    """CR 707.9f Example (Moritte of the Frost): copying a land that became a creature until end of turn, the
    copy would be a noncreature permanent (the animating effect isn't copied, 707.2), so the "if it's a creature"
    part doesn't apply: a legendary snow basic land Forest without counters or changeling. Copying Runeclaw
    Bear, it applies: a legendary snow Bear with changeling and two +1/+1 counters (4/4). (The state's Moritte is
    a TEST card without "you control"; both permanents are Alice's, so that makes no difference here.)"""
    s = example("cr707_9f_moritte_of_the_frost")
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    land = entered_as_copy_of(engine, outs, "mor", "forest")
    (doc,) = [o for o in land.doc["objects"] if o["id"] == "mor"]
    c = ch(engine.derive(land), "mor")
    assert (c["name"], c["types"], c["supertypes"], c["abilities"], doc.get("counters")) == \
        ("Forest", ["land"], ["basic", "legendary", "snow"], [], None)
    bear = entered_as_copy_of(engine, outs, "mor", "bear")
    (doc,) = [o for o in bear.doc["objects"] if o["id"] == "mor"]
    c = ch(engine.derive(bear), "mor")
    assert (c["name"], c["supertypes"], c["abilities"], c["power"], doc.get("counters")) == \
        ("Runeclaw Bear", ["legendary", "snow"], ["changeling"], 4, {"+1/+1": 2})
