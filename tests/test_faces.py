"""Objects with more than one set of characteristics (rules_asp/faces.lp): double-faced cards (CR 712, 707.8,
707.8a, 707.10g, 701.27), flip cards (CR 710, 707.3, 110.5), adventurer cards (CR 715) and omen cards (CR 720).

Each CR Example is loaded from its state file in examples/states/ (cards: the bundled library, pyglue/data/library.json); every
expected value is worked out from the rule text in the docstring, not read off the engine."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import yaml
from click.testing import CliRunner

from pyglue import load_state, state_from_document
from pyglue.cards import library
from pyglue.cli import main
from pyglue.state import schema

from .conftest import EXAMPLES, undecided_by_grounding

STATES = Path(EXAMPLES) / "states"
CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]


def example(name):
    return load_state(STATES / f"{name}.yaml")


def state(objects, active="alice", phase="precombat_main", step=None, pool="", stack=()):
    """A two-player state with the faces and CR 707 cards inline; ``pool`` is Alice's mana pool."""
    return state_from_document({
        "turn": 4, "active_player": active, "phase": phase, "step": step, "priority": "alice",
        "players": [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}],
        "cards": CR707, "objects": objects, "stack": list(stack)})


def only(outcomes):
    assert len(outcomes) == 1, [o.events for o in outcomes]
    return outcomes[0].state


def view(d, oid):
    o = d.object(oid)
    c = o.characteristics
    return {"name": c["name"], "power": c["power"], "toughness": c["toughness"], "colors": c["colors"],
            "face_up": o.face_up, "faces": o.faces}


def new_ids(before, after):
    return sorted(set(after.objects) - set(before.objects))


def doc_of(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid)


# --- CR 712, 707.8, 707.8a, 707.10g: double-faced cards ----------------------------------------------------

RANSACKER = {"name": "Werewolf Ransacker", "power": 5, "toughness": 4, "colors": ["red"]}
DESERTER = {"name": "Afflicted Deserter", "power": 3, "toughness": 2, "colors": ["red"]}


def test_712_8e_transformed_permanent_has_its_back_face_and_front_mana_value(engine):
    """CR 712.8e: a transformed (back face up) Afflicted Deserter has only Werewolf Ransacker's characteristics
    (a 5/4 red Werewolf, red by its color indicator), and its mana value is its front face's: {3}{R} = 4."""
    d = engine.derive(example("cr707_8a_afflicted_deserter"))
    assert view(d, "deserter") == dict(RANSACKER, face_up="back", faces=["main", "back"])
    assert d.object("deserter").characteristics["subtypes"] == ["Werewolf"]
    assert d.object("deserter").mana_value == 4


def test_707_8_clone_copying_transformed_permanent_is_single_faced(engine):
    """CR 707.8: a copy of a double-faced permanent uses the copiable values of the face that's up, and the copy
    is not double-faced. Alice's Clone copied the transformed Deserter: a Werewolf Ransacker with one face (face
    up: its only, front face); CR 712.8e: a permanent copying a back face has mana value 0. CR 701.27c: told to
    transform, it doesn't (it isn't double-faced) and stays a Werewolf Ransacker."""
    s = example("cr707_8a_afflicted_deserter")
    d = engine.derive(s)
    assert view(d, "clone") == dict(RANSACKER, face_up="main", faces=["main"])
    assert d.object("clone").mana_value == 0
    out = engine.apply(s, {"event": "transform", "object": "clone"})
    assert ("no_effect(transform(clone), not_double_faced)", "701.27c") in out[0].events
    assert view(engine.derive(only(out)), "clone")["name"] == "Werewolf Ransacker"


def test_707_8a_example_token_copy_of_afflicted_deserter_is_double_faced(engine):
    """CR 707.8a Example (Afflicted Deserter // Werewolf Ransacker): a token that's a copy of the permanent has
    the same two faces and can transform, and enters with the same face up as the permanent it copies (here the
    back face: Werewolf Ransacker). Transforming it turns Afflicted Deserter up (a 3/2 Human Werewolf)."""
    s = example("cr707_8a_afflicted_deserter")
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "deserter", "controller": "alice"}))
    (tok,) = new_ids(s, s2)
    assert doc_of(s2, tok).get("transformed") is True
    d = engine.derive(s2)
    assert view(d, tok) == dict(RANSACKER, face_up="back", faces=["main", "back"])
    assert d.object(tok).copiable["name"] == "Afflicted Deserter"
    assert d.object(tok).copiable["back"]["name"] == "Werewolf Ransacker"
    out = engine.apply(s2, {"event": "transform", "object": tok})
    assert (f"transformed({tok})", "701.27a") in out[0].events
    d3 = engine.derive(only(out))
    assert view(d3, tok) == dict(DESERTER, face_up="main", faces=["main", "back"])
    assert d3.object(tok).characteristics["subtypes"] == ["Human", "Werewolf"]


def test_707_8a_token_copy_of_front_face_up_permanent_enters_front_face_up(engine):
    """CR 707.8a: with the front face up on the original, the double-faced token enters front face up, and
    can transform to its back face (CR 701.27a)."""
    s = state([{"id": "deserter", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "bob"}])
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "deserter", "controller": "alice"}))
    (tok,) = new_ids(s, s2)
    assert not doc_of(s2, tok).get("transformed")
    assert view(engine.derive(s2), tok) == dict(DESERTER, face_up="main", faces=["main", "back"])
    s3 = only(engine.apply(s2, {"event": "transform", "object": tok}))
    assert view(engine.derive(s3), tok) == dict(RANSACKER, face_up="back", faces=["main", "back"])


def test_707_8a_712_8a_token_copy_of_double_faced_card_in_graveyard(engine):
    """CR 707.8a: a token copy of a double-faced card not on the battlefield is double-faced too, with both faces;
    a card has no status (CR 110.5d), so the token enters front face up. (The card in the graveyard has only its
    front face's characteristics, CR 712.8a.)"""
    s = state([{"id": "deserter", "card": "Afflicted Deserter", "zone": "graveyard", "owner": "alice"}])
    assert view(engine.derive(s), "deserter")["name"] == "Afflicted Deserter"
    s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "deserter", "controller": "alice"}))
    (tok,) = new_ids(s, s2)
    assert view(engine.derive(s2), tok) == dict(DESERTER, face_up="main", faces=["main", "back"])


def test_707_8a_clone_example_token_copy_of_clone_is_not_double_faced(engine):
    """CR 707.8a Example (Clone): a token created as a copy of a Clone isn't a double-faced token, even if it
    enters as a copy of a double-faced permanent through the copied Clone replacement (CR 707.5). Choosing the
    transformed Deserter, the token is a Werewolf Ransacker with a single face, front face up; choosing nothing
    ("you may"), it stays a Clone (a 0/0, left to state-based actions: not applied here)."""
    s = example("cr707_8a_clone_token")
    outs = engine.apply(s, {"event": "create_token_copy", "source": "clone", "controller": "alice"}, settle=False)
    seen = {}
    for out in outs:
        (tok,) = new_ids(s, out.state)
        v = view(engine.derive(out.state), tok)
        seen[v["name"]] = (v["faces"], v["face_up"], doc_of(out.state, tok).get("transformed", False))
    assert seen == {"Werewolf Ransacker": (["main"], "main", False), "Clone": (["main"], "main", False)}


def test_707_10g_copy_of_double_faced_permanent_spell_is_double_faced(engine):
    """CR 707.10g: a copy of a double-faced permanent spell has both faces, each the original's, with the same
    face up; the token it becomes as it resolves is a double-faced token (CR 707.10f), which can transform."""
    s = state([{"id": "ds", "card": "Afflicted Deserter", "zone": "stack", "owner": "alice", "controller": "alice"}],
              stack=["ds"])
    s2 = only(engine.apply(s, {"event": "copy_spell", "object": "ds", "controller": "alice"}))
    (cp,) = new_ids(s, s2)
    assert view(engine.derive(s2), cp) == dict(DESERTER, face_up="main", faces=["main", "back"])
    s3 = only(engine.apply(s2, {"event": "resolve"}))      # the copy is on top: it resolves, becoming a token
    assert doc_of(s3, cp).get("token") is True and doc_of(s3, cp)["zone"] == "battlefield"
    assert view(engine.derive(s3), cp)["faces"] == ["main", "back"]
    s4 = only(engine.apply(s3, {"event": "transform", "object": cp}))
    assert view(engine.derive(s4), cp) == dict(RANSACKER, face_up="back", faces=["main", "back"])


def test_707_10g_712_13_copy_of_spell_cast_transformed_has_its_back_face_up(engine):
    """CR 707.10g, 712.8c: a spell with its back face up (cast transformed) has only its back face's
    characteristics; a copy of it is created with its back face up. CR 712.13: each enters the battlefield with
    the face up it had on the stack."""
    s = state([{"id": "ds", "card": "Afflicted Deserter", "zone": "stack", "owner": "alice", "controller": "alice",
                "transformed": True}], stack=["ds"])
    assert view(engine.derive(s), "ds")["name"] == "Werewolf Ransacker"
    s2 = only(engine.apply(s, {"event": "copy_spell", "object": "ds", "controller": "alice"}))
    (cp,) = new_ids(s, s2)
    assert doc_of(s2, cp).get("transformed") is True
    assert view(engine.derive(s2), cp) == dict(RANSACKER, face_up="back", faces=["main", "back"])
    # CR 712.13, 707.10f: it resolves into a double-faced token with the same face up
    s3 = only(engine.apply(s2, {"event": "resolve"}))
    assert doc_of(s3, cp).get("token") is True and doc_of(s3, cp).get("transformed") is True
    assert view(engine.derive(s3), cp) == dict(RANSACKER, face_up="back", faces=["main", "back"])
    # ... and so does the original card (CR 712.13)
    s4 = only(engine.apply(s3, {"event": "resolve"}))
    assert view(engine.derive(s4), "ds") == dict(RANSACKER, face_up="back", faces=["main", "back"])


def test_712_18_transforming_keeps_effects_and_is_the_same_object(engine):
    """CR 712.18: a transforming permanent isn't a new object: a +2/+2 effect on it still applies, its id and
    timestamp stay. Werewolf Ransacker 5/4 +2/+2 = 7/6."""
    s = state([{"id": "deserter", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "alice",
                "timestamp": 1}])
    doc = s.to_document()
    doc["continuous_effects"] = [{"id": "e1", "affects": ["deserter"], "modify_pt": [2, 2], "timestamp": 2}]
    s = state_from_document(doc)
    s2 = only(engine.apply(s, {"event": "transform", "object": "deserter"}))
    assert doc_of(s2, "deserter")["timestamp"] == 1
    c = engine.derive(s2).object("deserter").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Werewolf Ransacker", 7, 6)


# --- CR 710, 707.3, 110.5: flip cards ------------------------------------------------------------------------

def test_707_3_example_tomoya_becomes_a_copy_of_nezumi_shortfang(engine):
    """CR 707.3 Example: Tomoya the Revealer (a flipped flip card) becomes a copy of Nezumi Shortfang (unflipped):
    its characteristics become Stabwhisker the Odious's, the flipped half of Shortfang (a legendary 3/3 Rat
    Shaman). CR 710.1c: a flipped permanent's color and mana cost are the normal ones: Shortfang's black, {1}{B}."""
    s = example("cr707_3_tomoya_the_revealer")
    d0 = engine.derive(s)
    assert view(d0, "tomoya")["name"] == "Tomoya the Revealer" and view(d0, "tomoya")["colors"] == ["blue"]
    s2 = only(engine.apply(s, {"event": "become_copy", "object": "tomoya", "source": "shortfang"}))
    assert doc_of(s2, "tomoya").get("flipped") is True          # CR 110.5c: the status stays
    d = engine.derive(s2)
    c = d.object("tomoya").characteristics
    assert (c["name"], c["power"], c["toughness"], c["supertypes"], c["subtypes"], c["colors"], c["mana_cost"]) == \
        ("Stabwhisker the Odious", 3, 3, ["legendary"], ["Rat", "Shaman"], ["black"], "{1}{B}")
    assert d.object("tomoya").face_up == "flip"
    assert view(d, "shortfang")["name"] == "Nezumi Shortfang"


def test_110_5c_example_dimir_doppelganger_keeps_its_flipped_status(engine):
    """CR 110.5c Example (Dimir Doppelganger): a copy of Jushi Apprentice; it flips: Tomoya the Revealer; then a
    copy of Runeclaw Bear: a 2/2 Bear, still flipped (irrelevant to the Bear); then a copy of a Nezumi Shortfang
    card: being flipped, it has Stabwhisker the Odious's characteristics."""
    s = example("cr110_5_dimir_doppelganger")
    s1 = only(engine.apply(s, {"event": "become_copy", "object": "dd", "source": "jushi"}))
    assert view(engine.derive(s1), "dd")["name"] == "Jushi Apprentice"
    s2 = only(engine.apply(s1, {"event": "flip", "object": "dd"}))
    v2 = view(engine.derive(s2), "dd")
    assert (v2["name"], v2["power"], v2["toughness"], v2["face_up"]) == ("Tomoya the Revealer", 2, 3, "flip")
    s3 = only(engine.apply(s2, {"event": "become_copy", "object": "dd", "source": "bear"}))
    assert doc_of(s3, "dd").get("flipped") is True
    v3 = view(engine.derive(s3), "dd")
    assert (v3["name"], v3["power"], v3["toughness"], v3["face_up"], v3["faces"]) == \
        ("Runeclaw Bear", 2, 2, "main", ["main"])
    s4 = only(engine.apply(s3, {"event": "become_copy", "object": "dd", "source": "shortfang"}))
    v4 = view(engine.derive(s4), "dd")
    assert (v4["name"], v4["power"], v4["toughness"], v4["face_up"]) == ("Stabwhisker the Odious", 3, 3, "flip")


def test_707_2_110_5_clone_copying_a_flipped_permanent_is_unflipped(engine):
    """CR 707.2, 110.5: status isn't copied. A Clone copying a flipped Jushi Apprentice copies both halves but
    enters unflipped (CR 110.5b), so it is Jushi Apprentice (a 1/2), not Tomoya; CR 710.4: flipping is one-way,
    and the Clone may later flip into Tomoya the Revealer (it has the flipped half)."""
    s = state([{"id": "tomoya", "card": "Jushi Apprentice", "zone": "battlefield", "owner": "bob", "flipped": True,
                "timestamp": 1},
               {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice", "timestamp": 2,
                "copy_effects": [{"source": "tomoya", "timestamp": 2}]}])
    d = engine.derive(s)
    assert view(d, "clone") == {"name": "Jushi Apprentice", "power": 1, "toughness": 2, "colors": ["blue"],
                                "face_up": "main", "faces": ["main", "flip"]}
    s2 = only(engine.apply(s, {"event": "flip", "object": "clone"}))
    assert view(engine.derive(s2), "clone")["name"] == "Tomoya the Revealer"


# --- CR 715: adventurer cards ----------------------------------------------------------------------------------

def test_715_2b_clone_copying_an_adventurer_creature_has_the_adventure(engine):
    """CR 715.2b: the existence and values of the Adventure are copiable: the Clone copying Bonecrusher Giant is a
    4/3 Giant with the alternative characteristics Stomp ({1}{R} instant Adventure); CR 715.4: on the
    battlefield it has only its normal characteristics."""
    d = engine.derive(example("cr715_bonecrusher_giant"))
    assert view(d, "clone") == {"name": "Bonecrusher Giant", "power": 4, "toughness": 3, "colors": ["red"],
                                "face_up": "main", "faces": ["main", "adventure"]}
    stomp = d.object("clone").copiable["adventure"]
    assert (stomp["name"], stomp["mana_cost"], stomp["types"], stomp["subtypes"]) == \
        ("Stomp", "{1}{R}", ["instant"], ["Adventure"])


def test_715_3_715_3a_cast_as_an_adventure_at_instant_speed(engine):
    """CR 715.3, 715.3a: as she casts the card Alice chooses to cast it as an Adventure, and only Stomp's
    characteristics are evaluated: an instant, castable in Bob's turn for {1}{R}. Cast normally it is a creature
    spell, which needs sorcery timing (CR 117.1a, 307.1)."""
    s = example("cr715_bonecrusher_giant")
    acts = {(a.action.get("object"), a.action.get("as")): a for a in engine.legal_actions(s, "alice")
            if a.action["action"] == "cast"}
    assert set(acts) == {("giant", "adventure")}
    assert "715.3a" in acts[("giant", "adventure")].rules
    why = engine.why_not(s, {"action": "cast", "object": "giant"})
    assert not why.legal and ("needs_sorcery_timing", "117.1a") in why.failures


def test_715_3b_715_3d_adventure_on_the_stack_then_exiled_and_cast_later(engine):
    """CR 715.3b: on the stack as an Adventure the spell has only Stomp's characteristics (red instant named Stomp,
    mana value 2). CR 715.3d: as it resolves its controller exiles it (not the graveyard) and may later cast it
    from exile, normally (Bonecrusher Giant, in her main phase) but not as an Adventure."""
    s = example("cr715_bonecrusher_giant")
    outs = engine.apply(s, {"action": "cast", "object": "giant", "as": "adventure"})
    s1 = outs[0].state
    assert doc_of(s1, "giant")["cast_as"] == "adventure"
    o = engine.derive(s1).object("giant")
    assert (o.characteristics["name"], o.characteristics["types"], o.characteristics["colors"], o.mana_value,
            o.face_up) == ("Stomp", ["instant"], ["red"], 2, "adventure")
    out = engine.apply(s1, {"event": "resolve"})
    s2 = only(out)
    assert ("exiled_on_adventure(giant)", "715.3d") in out[0].events
    g = doc_of(s2, "giant")
    assert (g["zone"], g["exiled_on_adventure_by"]) == ("exile", "alice")
    assert engine.derive(s2).object("giant").characteristics["name"] == "Bonecrusher Giant"   # CR 715.4
    # Alice's own main phase, {2}{R}{R} in her pool: the card may be cast from exile as the creature (715.3d)
    doc = s2.to_document()
    doc.update(active_player="alice", phase="precombat_main", step=None, priority="alice")
    doc["players"][0]["mana_pool"] = "{R}{R}{R}"
    s3 = state_from_document(doc)
    acts = [a for a in engine.legal_actions(s3, "alice") if a.action.get("object") == "giant"]
    assert [a.action for a in acts] == [{"action": "cast", "object": "giant", "cost": "mana"}]
    assert "715.3d" in acts[0].rules
    why = engine.why_not(s3, {"action": "cast", "object": "giant", "as": "adventure"})
    assert not why.legal and ("not_as_adventure_again", "715.3d") in why.failures


def test_715_3c_copy_of_an_adventure_spell_is_an_adventure_and_ceases_to_exist(engine):
    """CR 715.3c: a copy of an Adventure spell is an Adventure with only the alternative characteristics (Stomp),
    not the normal ones (it has no Bonecrusher Giant face). Rules about a spell cast as an Adventure refer to
    the copy too (715.3c), so as it resolves it is exiled (715.3d); then, a copy of a card outside the stack and
    the battlefield, it ceases to exist (707.10a, 704.5e)."""
    s = example("cr715_bonecrusher_giant")
    s1 = engine.apply(s, {"action": "cast", "object": "giant", "as": "adventure"})[0].state
    s2 = only(engine.apply(s1, {"event": "copy_spell", "object": "giant", "controller": "alice"}))
    (cp,) = new_ids(s1, s2)
    assert doc_of(s2, cp)["cast_as"] == "adventure"
    v = view(engine.derive(s2), cp)
    assert (v["name"], v["face_up"], v["faces"]) == ("Stomp", "adventure", ["adventure"])
    out = engine.apply(s2, {"event": "resolve"})
    s3 = only(out)
    assert cp not in s3.objects
    assert (f"exiled_on_adventure({cp})", "715.3d") in out[0].events
    assert doc_of(s3, "giant")["zone"] == "stack"


# --- CR 720: omen cards -------------------------------------------------------------------------------------

def test_720_3_720_3b_720_3d_cast_as_an_omen_draw_then_shuffled_into_library(engine):
    """CR 720.3, 720.3a: cast as an Omen, only Coil and Catch's characteristics count: a {3}{U} instant, castable in
    Bob's turn (the Dragon, a creature, isn't). CR 720.3b: on the stack it has only those. CR 720.3d: as it
    resolves (Alice draws three cards, then discards one of them, her choice, CR 701.9a: one state each) it is
    shuffled into its owner's library, not put into the graveyard."""
    s = example("cr720_marang_river_regent")
    casts = {(a.action["object"], a.action.get("as")) for a in engine.legal_actions(s, "alice")
             if a.action["action"] == "cast"}
    assert casts == {("regent", "omen")}
    s1 = only(engine.apply(s, {"action": "cast", "object": "regent", "as": "omen"}))
    o = engine.derive(s1).object("regent")
    assert (o.characteristics["name"], o.characteristics["types"], o.characteristics["colors"], o.face_up,
            o.mana_value) == ("Coil and Catch", ["instant"], ["blue"], "omen", 4)
    out = engine.apply(s1, {"event": "resolve"})
    discarded = set()
    for o in out:
        assert ("shuffled_into_library(regent)", "720.3d") in o.events
        assert doc_of(o.state, "regent")["zone"] == "library"
        zones = {x: doc_of(o.state, x)["zone"] for x in ("lib1", "lib2", "lib3")}
        assert sorted(zones.values()) == ["graveyard", "hand", "hand"]
        discarded |= {x for x, z in zones.items() if z == "graveyard"}
        assert engine.derive(o.state).object("regent").characteristics["name"] == "Marang River Regent"   # CR 720.4
    assert (len(out), discarded) == (3, {"lib1", "lib2", "lib3"})


def test_720_2b_720_3c_copy_of_an_omen_spell_is_an_omen(engine):
    """CR 720.3c: a copy of an Omen spell is an Omen with only Coil and Catch's characteristics, and rules about a
    spell cast as an Omen refer to it too: as it resolves it is shuffled into its owner's library (720.3d); then
    it ceases to exist (707.10a, 704.5e)."""
    s = example("cr720_marang_river_regent")
    s1 = only(engine.apply(s, {"action": "cast", "object": "regent", "as": "omen"}))
    s2 = only(engine.apply(s1, {"event": "copy_spell", "object": "regent", "controller": "alice"}))
    (cp,) = new_ids(s1, s2)
    v = view(engine.derive(s2), cp)
    assert (v["name"], v["face_up"], v["faces"]) == ("Coil and Catch", "omen", ["omen"])
    out = engine.apply(s2, {"event": "resolve"})
    assert len(out) == 3   # the copy's "then discard a card": one state per card discarded (CR 701.9a)
    for o in out:
        assert cp not in o.state.objects
        assert (f"shuffled_into_library({cp})", "720.3d") in o.events


# --- output -----------------------------------------------------------------------------------------------

def test_derive_json_shows_faces_and_face_up_and_why_works():
    """The derive --json contract (output.schema.json) carries each object's faces and the face up; `mtgasp why`
    explains the face up (CR 712.8e)."""
    path = str(STATES / "cr707_8a_afflicted_deserter.yaml")
    r = CliRunner().invoke(main, ["derive", path, "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.output)
    jsonschema.validate(doc, schema("output"))
    objs = {o["id"]: o for o in doc["objects"]}
    assert (objs["deserter"]["face_up"], objs["deserter"]["faces"]) == ("back", ["main", "back"])
    assert objs["deserter"]["copiable"]["back"]["name"] == "Werewolf Ransacker"
    r = CliRunner().invoke(main, ["derive", path])
    assert r.exit_code == 0 and "transformed" in r.output
    r = CliRunner().invoke(main, ["why", path, "face_up(deserter, back, 0)"])
    assert r.exit_code == 0, r.output
    assert "712.8e" in r.output


# --- check and the shape of the program -------------------------------------------------------------------

FACE_STATES = ["cr707_8a_afflicted_deserter", "cr707_3_tomoya_the_revealer", "cr715_bonecrusher_giant"]


def test_invariants_hold_on_the_faces_example_states_707_8_707_8a(engine):
    """`mtgasp check`'s invariants (among them 707.8: a copy of a double-faced permanent has one face; 707.8a: a
    token copy of one has both faces and the same face up; 110.5: flipped isn't copied) hold in these states and
    on every legal action and rules event from them."""
    from pyglue.research.check import check

    r = check(engine, [example(n) for n in FACE_STATES])
    assert r.holds, r.violations
    assert r.states == len(FACE_STATES) and r.steps > 0


def test_faces_keep_derive_and_legal_decided_by_grounding():
    """DESIGN.md: derive and legal stay stratified with faces: which face is up and which faces a copy takes are
    decided without negating copiable/5 inside the copy recursion (has_face/3, faces.lp). Here a transformed
    double-faced card, a Clone of it, a token copy of it, a flipped flip card copied by a Clone, an Adventure on
    the stack and a copy of it."""
    s = state([{"id": "des", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "alice", "transformed": True},
               {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice",
                "copy_effects": [{"source": "des"}]},
               {"id": "tok", "token": True, "zone": "battlefield", "owner": "bob", "transformed": True,
                "copy_effects": [{"source": "des", "all_faces": True}]},
               {"id": "tok2", "token": True, "zone": "battlefield", "owner": "bob",
                "copy_effects": [{"source": "tok"}]},
               {"id": "jushi", "card": "Jushi Apprentice", "zone": "battlefield", "owner": "bob", "flipped": True},
               {"id": "clone2", "card": "Clone", "zone": "battlefield", "owner": "alice", "flipped": True,
                "copy_effects": [{"source": "jushi"}]},
               {"id": "stomp", "card": "Bonecrusher Giant", "zone": "stack", "owner": "alice", "cast_as": "adventure"},
               {"id": "stomp2", "copy": True, "zone": "stack", "owner": "alice", "cast_as": "adventure",
                "copy_effects": [{"source": "stomp"}]}], stack=["stomp", "stomp2"])
    for mode in ("derive", "legal"):
        assert undecided_by_grounding(s, mode) == [], mode


def test_707_8a_live_token_copy_with_all_faces_and_copy_of_it(engine):
    """CR 707.8a with 707.8 (state-file copy effects): a token whose copy effect keeps all faces (all_faces: true)
    of the transformed Deserter is double-faced and, transformed, a Werewolf Ransacker; a token that copies that
    token plainly copies only its face up: a single-faced Werewolf Ransacker (CR 707.8)."""
    s = state([{"id": "des", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "alice", "transformed": True},
               {"id": "tok", "token": True, "zone": "battlefield", "owner": "bob", "transformed": True,
                "copy_effects": [{"source": "des", "all_faces": True}]},
               {"id": "tok2", "token": True, "zone": "battlefield", "owner": "bob",
                "copy_effects": [{"source": "tok"}]}])
    d = engine.derive(s)
    assert view(d, "tok") == dict(RANSACKER, face_up="back", faces=["main", "back"])
    assert view(d, "tok2") == dict(RANSACKER, face_up="main", faces=["main"])


def test_712_19_710_5_715_5_720_5_card_names_of_every_face(engine):
    """CR 712.19, 710.5, 715.5, 720.5: choosing a card name, a player may choose a back face's name (Werewolf
    Ransacker, a creature name), a flipped name (Tomoya the Revealer), an Adventure's (Stomp, an instant name) or
    an Omen's (Coil and Catch, an instant name)."""
    s = state([{"id": "d", "card": "Afflicted Deserter", "zone": "battlefield", "owner": "alice"},
               {"id": "j", "card": "Jushi Apprentice", "zone": "battlefield", "owner": "alice"},
               {"id": "g", "card": "Bonecrusher Giant", "zone": "hand", "owner": "alice"},
               {"id": "r", "card": "Marang River Regent", "zone": "hand", "owner": "alice"}])
    names = {n["name"]: n["types"] for n in engine.derive(s).card_names}
    assert names["Werewolf Ransacker"] == ["creature"] and names["Tomoya the Revealer"] == ["creature"]
    assert names["Stomp"] == ["instant"] and names["Coil and Catch"] == ["instant"]


def test_cast_as_only_on_the_stack_is_bad_input():
    """Bad input names the path: cast_as on an object that isn't on the stack (CR 715.3b, 720.3b); an adventure
    exile permission for someone who isn't a player."""
    import pytest

    from pyglue.state import InputError

    with pytest.raises(InputError) as err:
        state([{"id": "g", "card": "Bonecrusher Giant", "zone": "hand", "owner": "alice", "cast_as": "adventure"},
               {"id": "h", "card": "Bonecrusher Giant", "zone": "exile", "owner": "alice",
                "exiled_on_adventure_by": "carol"}])
    paths = {p for p, _ in err.value.problems}
    assert paths == {"objects[0].cast_as", "objects[1].exiled_on_adventure_by"}


def test_707_8_707_5_entering_as_a_copy_of_a_transformed_permanent_reads_the_face_up(engine):
    """CR 707.8, 707.5: what applies as a permanent enters as a copy of a transformed double-faced permanent is the
    text of the face that's up. Here the back face is given (for the test) "this enters tapped": a token copy
    (CR 707.8a, entering back face up) enters tapped; with the front face up it doesn't."""
    cards = [dict(library()["Afflicted Deserter"])]
    cards[0] = dict(cards[0], name="Test Deserter", back=dict(cards[0]["back"], abilities=["enters_tapped"]))
    for transformed, tapped in ((True, True), (False, False)):
        s = state_from_document({
            "turn": 4, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
            "players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}], "cards": cards,
            "objects": [{"id": "d", "card": "Test Deserter", "zone": "battlefield", "owner": "alice",
                         "transformed": transformed}]})
        s2 = only(engine.apply(s, {"event": "create_token_copy", "source": "d", "controller": "alice"}))
        (tok,) = new_ids(s, s2)
        assert bool(doc_of(s2, tok).get("tapped")) is tapped, transformed
