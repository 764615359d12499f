"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes2).

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid, card, owner="alice"):
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def pass_twice(engine, s):
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def with_event(outcomes, event):
    (out,) = [o for o in outcomes if event in o.events]
    return out.state


def counters(s, oid):
    o = next(o for o in s.to_document()["objects"] if o["id"] == oid)
    return o.get("counters", {})


# --- Altered Ego: "You may have this creature enter as a copy of any creature on the battlefield, except it enters
# with X additional +1/+1 counters on it." ({X}{2}{G}{U})

def test_707_9e_107_3m_altered_ego_enters_with_x_counters(engine):
    """CR 107.3m: the enters replacement's X is the X paid for the spell (2 here, the cost {2}{2}{G}{U} from six
    mana); 707.5, 707.9e: it enters as a copy of Grizzly Bears with two +1/+1 counters: a 2/2 Bear named Grizzly
    Bears, 4/4 with the counters."""
    s = make_state([hand("ego", "Altered Ego"), bf("bears", "Grizzly Bears", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{U}{G}{G}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ego", "x": 2}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(ego, bears)", "707.5"))
    assert counters(s, "ego") == {"+1/+1": 2}
    c = engine.derive(s).object("ego").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 4, 4)


# --- Auton Soldier: "You may have this creature enter as a copy of any creature on the battlefield, except it isn't
# legendary, is an artifact in addition to its other types, and has myriad." ({4}{U}{U})

def test_707_9b_auton_soldier_copy_is_a_nonlegendary_artifact_with_myriad(engine):
    """CR 707.5, 707.9b: a copy of Bob's Isamaru, Hound of Konda (a legendary 2/2 Dog) with the exceptions: the same
    name and power/toughness, not legendary, an artifact creature, with myriad (702.116a) beside Isamaru's abilities."""
    s = make_state([hand("auton", "Auton Soldier"), bf("isamaru", "Isamaru, Hound of Konda", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "auton"}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(auton, isamaru)", "707.5"))
    c = engine.derive(s).object("auton").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Isamaru, Hound of Konda", 2, 2)
    assert sorted(c["types"]) == ["artifact", "creature"] and "legendary" not in c.get("supertypes", [])
    assert "myriad" in c["abilities"]
