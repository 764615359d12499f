"""CR 707.2b: "Once an object has been copied, changing the copiable values of the original object won't cause the
copy to change" (issue 16 points 1b, 1c).

A state may give a copy effect by its source alone (`source: ID`: the source's copiable values as the state
stands). Expected values from the CR: when a step changes the source's copiable values (it becomes a copy of
something else, 707.4) or takes the source away (it leaves the game with its owner, 800.4a), the copy keeps what
it copied, so the resulting state writes those values down and never names a source that no longer exists.
"""

from __future__ import annotations

from .conftest import make_state, only

ISAMARU = {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}", "supertypes": ["legendary"], "types": ["creature"],
           "subtypes": ["Dog"], "power": 2, "toughness": 2}
BEARS = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice", "timestamp": 1}
BEARS_VALUES = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "colors": ["green"], "types": ["creature"],
                "subtypes": ["Bear"], "power": 2, "toughness": 2}


def clone_of(source, owner="alice", ts=3):
    return {"id": "clone", "token": True, "zone": "battlefield", "owner": owner, "timestamp": ts,
            "copy_effects": [{"source": source, "timestamp": ts}]}


def obj(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def chars(engine, s, oid):
    c = engine.derive(s).object(oid).characteristics
    return {k: c.get(k) for k in ("name", "supertypes", "subtypes", "power", "toughness")}


def test_707_2b_copy_keeps_values_when_its_source_becomes_a_copy(engine):
    """A token copying Grizzly Bears; the Bears become a copy of Isamaru (legendary, CR 707.4). The Bears are now
    Isamaru, the token is still a 2/2 Grizzly Bears, not legendary (707.2b), so Alice doesn't control two legendary
    Isamarus and no legend rule applies (704.5j): the Bears' Isamaru and Bob's stay on the battlefield."""
    s = make_state([BEARS, {"id": "isamaru", "card": "Isamaru, Hound of Konda", "zone": "battlefield",
                            "owner": "bob", "timestamp": 2}, clone_of("bears")], cards=[ISAMARU])
    out = engine.apply(s, {"event": "become_copy", "object": "bears", "source": "isamaru"})
    assert len(out) == 1
    s1, events = out[0].state, out[0].events
    assert ("copy_keeps_values(clone, bears)", "707.2b") in events
    assert not any(e.startswith("moved") for e, _ in events)
    assert chars(engine, s1, "bears")["name"] == "Isamaru, Hound of Konda"
    assert chars(engine, s1, "clone") == {"name": "Grizzly Bears", "supertypes": [], "subtypes": ["Bear"],
                                          "power": 2, "toughness": 2}
    (ce,) = obj(s1, "clone")["copy_effects"]
    assert ce["source"] == "bears" and ce["values"] == BEARS_VALUES
    assert [o["zone"] for o in s1.doc["objects"]] == ["battlefield"] * 3


def test_707_2b_800_4a_copy_keeps_values_when_its_source_leaves_with_its_owner(engine):
    """Bob's token copies Alice's Grizzly Bears; Alice leaves the game (three players), and her Bears with her
    (800.4a). The token stays a Grizzly Bears (707.2b); its copy effect keeps the values and names no source that
    no longer exists, so the resulting state loads again (before the fix it failed validation)."""
    s = make_state([BEARS, clone_of("bears", owner="bob")],
                   players=[{"name": "alice"}, {"name": "bob"}, {"name": "carol"}])
    s1 = only(engine.apply(s, {"event": "player_leaves", "player": "alice"}))
    assert [o["id"] for o in s1.doc["objects"]] == ["clone"]
    (ce,) = obj(s1, "clone")["copy_effects"]
    assert "source" not in ce and ce["values"] == BEARS_VALUES
    assert chars(engine, s1, "clone")["name"] == "Grizzly Bears"


def test_707_2b_a_source_that_doesnt_change_is_still_read_live(engine):
    """A step that changes none of the source's copiable values (a +1/+1 effect begins: other effects aren't
    copied, 707.2) writes nothing down: the copy effect stays as given."""
    s = make_state([BEARS, clone_of("bears")])
    s1 = only(engine.apply(s, {"event": "add_effect", "effect": {"affects": ["bears"], "modify_pt": [1, 1]}}))
    assert obj(s1, "clone")["copy_effects"] == [{"source": "bears", "timestamp": 3}]


def test_707_3_a_copy_of_a_copy_keeps_values_when_the_middle_one_leaves(engine):
    """A copies B, B copies the Bears (both given by source). B moves to its owner's hand (a new object, 400.7:
    outside the battlefield its copy effect ends): A keeps what it copied from B, the Bears' values (707.3, 707.2b)."""
    b = dict(clone_of("bears"), id="b", token=False, card="Isamaru, Hound of Konda")
    a = {"id": "a", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 4,
         "copy_effects": [{"source": "b", "timestamp": 4}]}
    s = make_state([BEARS, b, a], cards=[ISAMARU])
    s1 = only(engine.apply(s, {"event": "move", "object": "b", "to": "hand"}))
    assert chars(engine, s1, "a")["name"] == "Grizzly Bears"
    assert obj(s1, "a")["copy_effects"][0]["values"] == BEARS_VALUES


def test_707_2b_800_4a_a_copy_with_values_drops_its_source_when_the_source_leaves_with_its_owner(engine):
    """Croaking Counterpart's token (a copy of Bob's Grizzly Bears, except a 1/1 green Frog) is made with the values
    it copied written down beside its source (707.2c-style snapshot). Bob leaves the game (three players here;
    a loss for drawing from an empty library, 704.5b, does the same, 800.4a) and his Bears with him: the token
    keeps what it copied (707.2b), a 1/1 Frog named Grizzly Bears, and its copy effect no longer names the Bears
    (a Game played on from examples/states/croaking_counterpart.yaml failed validation at Bob's last draw)."""
    frog = {"colors": ["green"], "power": 1, "subtypes": ["Frog"], "toughness": 1}
    token = {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3,
             "copy_effects": [{"source": "bears", "timestamp": 3, "values": BEARS_VALUES, "except": frog}]}
    s = make_state([dict(BEARS, owner="bob"), token],
                   players=[{"name": "alice"}, {"name": "bob"}, {"name": "carol"}])
    s1 = only(engine.apply(s, {"event": "player_leaves", "player": "bob"}))
    assert [o["id"] for o in s1.doc["objects"]] == ["frog"]
    (ce,) = obj(s1, "frog")["copy_effects"]
    assert "source" not in ce and ce["values"] == BEARS_VALUES and ce["except"] == frog
    assert chars(engine, s1, "frog") == {"name": "Grizzly Bears", "supertypes": [], "subtypes": ["Frog"],
                                         "power": 1, "toughness": 1}
