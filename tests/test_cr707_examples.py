"""The Example paragraphs of CR 707 that the current vocabulary can express, as states built from
examples/cards/cr707.yaml; each expected value is the one the Example states."""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, make_state

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]


def st(objects, **kw):
    return make_state(objects, cards=CR707, **kw)


def test_707_2_clone_of_animated_chimeric_staff_is_an_artifact(engine):
    """CR 707.2 Example: after Chimeric Staff became a 5/5 Construct artifact creature, a Clone that enters as
    a copy of it is an artifact, not a 5/5 Construct artifact creature (the effect isn't copied)."""
    s = st([{"id": "staff", "card": "Chimeric Staff", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "bob", "timestamp": 3,
             "copy_effects": [{"source": "staff", "timestamp": 3}]}],
           continuous_effects=[{"id": "x5", "affects": ["staff"], "add_types": ["creature"],
                                "add_subtypes": ["Construct"], "set_base_pt": [5, 5], "until": "end_of_turn",
                                "timestamp": 2}])
    d = engine.derive(s)
    staff = d.object("staff").characteristics
    assert (staff["types"], staff["subtypes"], staff["power"]) == (["artifact", "creature"], ["Construct"], 5)
    clone = d.object("clone").characteristics
    assert (clone["name"], clone["types"], clone["subtypes"], clone["power"], clone["toughness"]) == \
        ("Chimeric Staff", ["artifact"], [], None, None)


def test_707_3_clone_of_vesuvan_doppelganger_copying_runeclaw_bear(engine):
    """CR 707.3 Example: Vesuvan Doppelganger enters as a copy of Runeclaw Bear except it doesn't copy its
    color (707.9c); a Clone copying the Doppelganger is a 2/2 blue Bear named Runeclaw Bear."""
    s = st([{"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "vd", "card": "Vesuvan Doppelganger", "zone": "battlefield", "owner": "bob", "timestamp": 2,
             "copy_effects": [{"source": "bear", "except": {"retain": ["colors"]}, "timestamp": 2}]},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice", "timestamp": 3,
             "copy_effects": [{"source": "vd", "timestamp": 3}]}])
    d = engine.derive(s)
    for oid in ("vd", "clone"):
        ch = d.object(oid).characteristics
        assert (ch["name"], ch["colors"], ch["subtypes"], ch["power"], ch["toughness"]) == \
            ("Runeclaw Bear", ["blue"], ["Bear"], 2, 2), oid


def test_707_9b_copy_artifact_of_juggernaut(engine):
    """CR 707.9b Example: Copy Artifact enters as a copy of Juggernaut, except it's an enchantment in addition
    to its other types: its copiable types are artifact, creature and enchantment."""
    s = st([{"id": "jug", "card": "Juggernaut", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "ca", "card": "Copy Artifact", "zone": "battlefield", "owner": "bob", "timestamp": 2,
             "copy_effects": [{"source": "jug", "except": {"add_types": ["enchantment"]}, "timestamp": 2}]}])
    d = engine.derive(s)
    assert d.object("ca").copiable["types"] == ["artifact", "creature", "enchantment"]
    assert (d.object("ca").characteristics["name"], d.object("ca").characteristics["power"]) == ("Juggernaut", 5)


def test_707_4_becoming_a_copy_keeps_noncopy_effects(engine):
    """CR 707.4: a permanent that becomes a copy of another keeps the non-copy effects on it (the Example's
    Giant Growth +3/+3 stays): Clone (as a 2/2 Runeclaw Bear) gets +3/+3 -> 5/5."""
    s = st([{"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "bob", "timestamp": 2}],
           continuous_effects=[{"id": "gg", "affects": ["clone"], "modify_pt": [3, 3], "until": "end_of_turn",
                                "timestamp": 3}])
    from .conftest import only
    s2 = only(engine.apply(s, {"event": "become_copy", "object": "clone", "source": "bear"}))
    ch = engine.derive(s2).object("clone").characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Runeclaw Bear", 5, 5)


def test_707_9d_quicksilver_gargantuan_copying_tarmogoyf(engine):
    """CR 707.9d Example: Quicksilver Gargantuan enters as a copy of Tarmogoyf except it's 7/7: the exception
    sets power and toughness, so Tarmogoyf's characteristic-defining ability for them is not copied."""
    s = st([{"id": "goyf", "card": "Tarmogoyf", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "qg", "card": "Quicksilver Gargantuan", "zone": "battlefield", "owner": "bob", "timestamp": 2,
             "copy_effects": [{"source": "goyf", "except": {"power": 7, "toughness": 7}, "timestamp": 2}]}])
    ch = engine.derive(s).object("qg").characteristics
    assert (ch["name"], ch["power"], ch["toughness"], ch["abilities"]) == ("Tarmogoyf", 7, 7, [])


def test_707_2_clone_of_a_face_down_creature(engine):
    """CR 707.2 Example (708.2): a Clone copying a face-down Grinning Demon is a colorless 2/2 creature with no
    name, no creature types, no abilities and no mana cost; the Clone itself is face up."""
    s = st([{"id": "fd", "card": "Grinning Demon", "zone": "battlefield", "owner": "alice", "face_down": True,
             "timestamp": 1},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "bob", "timestamp": 2,
             "copy_effects": [{"source": "fd", "timestamp": 2}]}])
    d = engine.derive(s)
    ch = d.object("clone").characteristics
    assert (ch["name"], ch["colors"], ch["types"], ch["subtypes"], ch["abilities"], ch["mana_cost"],
            ch["power"], ch["toughness"]) == (None, [], ["creature"], [], [], None, 2, 2)
    assert d.object("clone").face_down is False
    assert d.object("fd").characteristics["power"] == 2


def test_707_10_fork_copy_is_red_with_the_same_choices(engine):
    """CR 707.10 Example (Fork): the copy of the spell is red (an exception, 707.9b) instead of its color, keeps
    the choices made for the original (its target) unless new targets are chosen, and is not cast."""
    growth = {"name": "Giant Growth", "mana_cost": "{G}", "types": ["instant"],
              "abilities": [{"spell": {"target": "creature", "effect": {"modify_pt": [3, 3], "until": "end_of_turn"}}}]}
    from .conftest import only

    s = make_state([{"id": "gg", "card": "Giant Growth", "zone": "stack", "owner": "alice", "controller": "alice",
                     "targets": ["bear"]},
                    {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}],
                   stack=["gg"], cards=CR707 + [growth])
    s2 = only(engine.apply(s, {"event": "copy_spell", "object": "gg", "controller": "bob", "except": {"colors": ["red"]}}))
    d = engine.derive(s2)
    (cp,) = [o for o in d.objects if o.id.startswith("gg.spell_copy")]
    assert (cp.characteristics["name"], cp.characteristics["colors"], cp.controller) == ("Giant Growth", ["red"], "bob")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == cp.id]
    assert doc["targets"] == ["bear"] and doc.get("cast_with") is None


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
