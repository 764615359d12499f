"""Reality Fracture, issue 23, branch rf4: Jace, Reality Sculptor's [-3] and [0], a real card of the bundled library
(Forge script j/jace_reality_sculptor.txt, data/oracle/SOURCES.md):

    [+1]: Empower Jace X, where X is the number of Islands you control.
    [-3]: Until your next turn, whenever a creature attacks you or a planeswalker you control, it gets -5/-0 until end
          of turn.
    [0]: Exile all but the bottom card of each opponent's library. Activate only if there are twenty-five or more
         loyalty counters among Jaces you control.

Every expected value below was worked out from the CR text named in the test before the engine was run.
"""

from __future__ import annotations

import copy

from pyglue.cards import library
from pyglue.state import state_from_document

from .conftest import EXAMPLES, make_state, only

JACE = "Jace, Reality Sculptor"


def bf(oid: str, card: str, owner: str = "alice", **kw) -> dict:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def lib(oid: str, owner: str, pos: int) -> dict:
    return {"id": oid, "card": "Grizzly Bears", "zone": "library", "owner": owner, "library_position": pos}


def loyalty_action(engine, s, oid: str, cost: int):
    (act,) = [a.action for a in engine.legal_actions(s)
              if a.action.get("action") == "activate" and a.action.get("object") == oid
              and a.action["ability"].get("loyalty") == cost]
    return act


def resolve(engine, s):
    return only(engine.apply(s, {"event": "resolve"}))


def obj(s, oid: str) -> dict:
    (o,) = [o for o in s.doc["objects"] if o["id"] == oid]
    return o


def test_jace_reality_sculptor_reads_its_three_loyalty_abilities_606_1():
    abilities = library()[JACE]["abilities"]
    assert len(abilities) == 3        # [+1]'s empowering is branch rf2's (tests/test_rf2.py, test_rf3_jace.py)
    assert {"loyalty": 1, "effect": {"effect": "empower_jace_x", "where_x_is": "islands_you_control"}} in abilities
    assert {"loyalty": -3, "effect": {"next_turn_trigger": "creature_attacks_you_or_your_planeswalker",
                                      "then": {"that_object_gets": "end_of_turn", "power": -5, "toughness": 0}}} \
        in abilities
    assert {"loyalty": 0, "effect": {"exile_all_but_bottom": "each_opponent", "only_if_jaces_loyalty_at_least": 25}} \
        in abilities


def test_minus_three_until_your_next_turn_each_attacker_gets_minus_five_603_7b_603_2c(engine):
    """Alice activates [-3] of her Jace (5 loyalty; CR 606.4: 5 - 3 = 2) and it resolves: a delayed triggered ability
    of hers (CR 603.7a, 603.7e: source Jace, controller alice) waits. On Bob's next turn (not alice's: it lasts until
    her next turn, 611.2a) Bob's two Grizzly Bears (2/2) attack, one alice and one her Jace: it triggers once for each
    (CR 603.7b: a stated duration, so again and again; 603.2c; alice orders the two, 603.3b), and each resolved ability gives its Bears -5/-0 until
    end of turn (CR 613.4c): -3/2 each. A third Bears that doesn't attack stays 2/2."""
    s = make_state([bf("jace", JACE, counters={"loyalty": 5})])
    s = only(engine.apply(s, loyalty_action(engine, s, "jace", -3)))
    assert obj(s, "jace")["counters"]["loyalty"] == 2
    s = resolve(engine, s)
    (dt,) = s.doc["delayed_triggers"]
    assert dt["source"] == "jace" and dt["controller"] == "alice"
    doc = copy.deepcopy(s.doc)
    doc.update(turn=doc["turn"] + 1, active_player="bob", phase="combat", step="declare_attackers", priority=None)
    doc["objects"] += [bf("b1", "Grizzly Bears", "bob"), bf("b2", "Grizzly Bears", "bob"),
                       bf("b3", "Grizzly Bears", "bob")]
    s2 = state_from_document(doc, base=EXAMPLES / "states")
    outs = engine.apply(s2, {"action": "declare_attackers", "attackers": [
        {"object": "b1", "player": "alice"}, {"object": "b2", "planeswalker": "jace"}]})
    assert len(outs) == 2     # alice puts her two triggers on the stack in either order (CR 603.3b)
    s2 = outs[0].state
    assert len(s2.doc["stack"]) == 2
    s2 = resolve(engine, resolve(engine, s2))
    d = engine.derive(s2)
    for oid in ("b1", "b2"):
        c = d.object(oid).characteristics
        assert (c["power"], c["toughness"]) == (-3, 2)
    c = d.object("b3").characteristics
    assert (c["power"], c["toughness"]) == (2, 2)
    assert s2.doc["delayed_triggers"]     # still waiting: Bob's turn isn't alice's next turn (611.2a)
    s3 = only(engine.apply(s2, {"event": "end_turn"}))
    assert s3.doc["active_player"] == "alice" and not s3.doc.get("delayed_triggers")   # her next turn began: gone


def test_minus_three_still_triggers_with_its_source_gone_603_7e_113_7a(engine):
    """The delayed trigger [-3] made waits in a state whose Jace has ceased to exist (a token Jace that died:
    delayed_triggers[].source_left). CR 603.7e, 113.7a: it still triggers when Bob's Grizzly Bears attacks alice: one
    ability on the stack, its source marked lost; resolved, the Bears is -3/2 (CR 613.4c)."""
    text = {"trigger": {"next_turn": "creature_attacks_you_or_your_planeswalker"},
            "effect": {"that_object_gets": "end_of_turn", "power": -5, "toughness": 0}}
    s = make_state([bf("b1", "Grizzly Bears", "bob")], active_player="bob", phase="combat", step="declare_attackers",
                   priority=None, delayed_triggers=[{"source": "jt", "text": text, "controller": "alice",
                                                     "source_left": True}])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "b1", "player": "alice"}]}))
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert ab["ability"]["source_left"] is True
    c = engine.derive(only(engine.apply(s, {"event": "resolve"}))).object("b1").characteristics
    assert (c["power"], c["toughness"]) == (-3, 2)


def test_zero_needs_twenty_five_loyalty_among_jaces_then_exiles_all_but_the_bottom_602_5_406_2(engine):
    """CR 602.5: with 24 loyalty counters on her Jace (the only Jace she controls) alice can't activate [0]; with 25
    she can (CR 606.4: [0] changes nothing), also as 20 on it and 5 on a Jace token she controls (a Jace too, 205.3j). Resolved, Bob's library of three cards keeps only its bottom card (the
    greatest position, 3); the other two are exiled (CR 406.2). Alice's own library is untouched (each opponent)."""
    libs = [lib("o1", "bob", 1), lib("o2", "bob", 2), lib("o3", "bob", 3), lib("m1", "alice", 1), lib("m2", "alice", 2)]
    s24 = make_state([bf("jace", JACE, counters={"loyalty": 24}), *libs])
    zero = next(a for a in library()[JACE]["abilities"] if a.get("loyalty") == 0)
    w = engine.why_not(s24, {"action": "activate", "object": "jace", "ability": zero})
    assert not w.legal and ("too_few_jace_loyalty(24, 25)", "602.5") in set(w.failures)
    s20 = only(engine.apply(make_state([bf("jace", JACE, counters={"loyalty": 20})]),
                            {"event": "empower_jace", "player": "alice", "n": 5}))
    assert loyalty_action(engine, s20, "jace", 0)     # 20 on it and 5 on her Jace token (CR 701.71a, 205.3j): 25
    s = make_state([bf("jace", JACE, counters={"loyalty": 25}), *libs])
    s = resolve(engine, only(engine.apply(s, loyalty_action(engine, s, "jace", 0))))
    zones = {o["id"]: o["zone"] for o in s.doc["objects"]}
    assert (zones["o1"], zones["o2"], zones["o3"]) == ("exile", "exile", "library")
    assert (zones["m1"], zones["m2"]) == ("library", "library")


def test_zero_counts_only_the_jaces_you_control_602_5(engine):
    """"Activate only if there are twenty-five or more loyalty counters among Jaces you control": alice's Jace has 20
    and Bob's Jace, Reality Sculptor 5; Bob's isn't hers, so the count is 20 and [0] can't be activated (CR 602.5)."""
    s = make_state([bf("jace", JACE, counters={"loyalty": 20}), bf("bjace", JACE, "bob", counters={"loyalty": 5})])
    zero = next(a for a in library()[JACE]["abilities"] if a.get("loyalty") == 0)
    w = engine.why_not(s, {"action": "activate", "object": "jace", "ability": zero})
    assert not w.legal and ("too_few_jace_loyalty(20, 25)", "602.5") in set(w.failures)
