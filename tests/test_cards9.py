"""Branch cards9: the monarch (CR 725), the initiative (CR 726), dungeons completed (CR 309.7).

Court of Vantress: "When this enchantment enters, you become the monarch." and "At the beginning of your upkeep,
choose up to one other target enchantment or artifact. If you're the monarch, you may create a token that's a copy of
it. If you're not the monarch, you may have this enchantment become a copy of it, except it has this ability."
Tomb of Horrors Adventurer: "When this creature enters, you take the initiative." and "Whenever you cast your second
spell each turn, copy it. If you've completed a dungeon, copy that spell twice instead. You may choose new targets for
the copies." Every expected value below was worked out from the CR (September 25, 2026) before the engine was run.
"""

from __future__ import annotations

from typing import Any

import pytest

from pyglue.cards import library
from pyglue.solve import IllegalAction

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def players(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    return [{"name": "alice", "life": 20, "mana_pool": "", **(alice or {})},
            {"name": "bob", "life": 20, "mana_pool": "", **(bob or {})}]


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.to_document()["players"] if p["name"] == name)


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


def pass_pass(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def test_cards_read_their_oracle_text_725_726():
    lib = library()
    court = lib["Court of Vantress"]["abilities"]
    assert court[0] == {"trigger": "enters", "effect": "become_the_monarch"}
    assert court[1]["target"] == "up_to_one_other_enchantment_or_artifact"
    assert court[1]["effect"] == {"if": "you_are_the_monarch", "then": {"may_do": {"create_token_copy": "target"}},
                                  "else": {"self_becomes_copy": "target", "until": "forever", "may": True,
                                           "except": {"this_ability": True}}}
    tomb = lib["Tomb of Horrors Adventurer"]["abilities"]
    assert tomb == [{"trigger": "enters", "effect": "take_the_initiative"},
                    {"trigger": {"you_cast": [], "nth": 2}, "effect": "copy_it_twice_if_completed_dungeon"}]


def _cast_and_resolve_its_enters_trigger(engine, card: str, islands: int, designation: str):
    """Bob has the designation; Alice casts CARD from her hand with that many Islands; it resolves and enters (608.3),
    its one enters trigger goes on the stack (603.2, 603.3) and resolves: the state after it."""
    s = make_state([{"id": "it", "card": card, "zone": "hand", "owner": "alice"},
                    *[bf(f"i{k}", "Island") for k in range(islands)]], players=players(bob={designation: True}))
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "it"})[0].state)
    assert len(stack_abilities(s)) == 1
    return pass_pass(engine, s)


def test_court_enters_alice_becomes_the_monarch_725_1_725_3(engine):
    """Bob is the monarch; Alice casts Court of Vantress ({2}{U}{U}, four Islands). It resolves and enters (608.3): its
    enters trigger goes on the stack (603.2, 603.3); resolved, Alice becomes the monarch and Bob stops being it (725.3:
    one monarch at a time)."""
    s = _cast_and_resolve_its_enters_trigger(engine, "Court of Vantress", 4, "monarch")
    assert player(s, "alice").get("monarch") is True
    assert not player(s, "bob").get("monarch")


def _court_upkeep(engine, monarch: str):
    """From Bob's end step to Alice's upkeep (500.1, 503.1a): Court of Vantress triggers; its controller chooses up to
    one other target enchantment or artifact (115.1d, 603.3d): Ether, or none (Court itself is not "other"; Islands
    are neither). The outcome with Ether chosen."""
    s = make_state([bf("court", "Court of Vantress"), bf("ether", "Ether"), bf("i1", "Island")],
                   active_player="bob", priority="bob", phase="ending", step="end",
                   players=players(**{monarch: {"monarch": True}}))
    outs = [o.state for o in engine.apply(s, {"event": "end_turn"})]
    assert len(outs) == 2        # Ether, or no target
    (s,) = [o for o in outs if "ether" in str([a.get("targets") for a in stack_abilities(o)])]
    return s


def test_court_upkeep_monarch_may_create_token_copy_725_1_608_2d_707_2(engine):
    """Alice is the monarch: resolving, she may create a token that's a copy of Ether (608.2c: the condition holds;
    608.2d: two resulting states, a token named Ether or none); Court stays Court of Vantress."""
    s = _court_upkeep(engine, "alice")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert sorted(len(tokens(o)) for o in outs) == [0, 1]
    for o in outs:
        assert engine.derive(o).object("court").characteristics["name"] == "Court of Vantress"
        for t in tokens(o):
            assert engine.derive(o).object(t["id"]).characteristics["name"] == "Ether"


def test_court_upkeep_not_monarch_may_become_copy_with_this_ability_707_9a(engine):
    """Bob is the monarch: resolving, Alice may have Court become a copy of Ether, except it has this ability (707.9a:
    named Ether, an artifact, keeping the upkeep trigger); no token either way (608.2c: the monarch branch is not
    followed). Two resulting states."""
    s = _court_upkeep(engine, "bob")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert len(outs) == 2 and all(tokens(o) == [] for o in outs)
    names = sorted(engine.derive(o).object("court").characteristics["name"] for o in outs)
    assert names == ["Court of Vantress", "Ether"]
    (copied,) = [o for o in outs if engine.derive(o).object("court").characteristics["name"] == "Ether"]
    ch = engine.derive(copied).object("court").characteristics
    assert ch["types"] == ["artifact"]      # 707.2: Ether's card type only; no longer an enchantment
    assert any("you_are_the_monarch" in str(a) for a in ch["abilities"])


def _tomb_second_spell(engine, alice: dict[str, Any]):
    """Alice cast one spell this turn; she casts Lightning Bolt at Bob, her second (601.2i, 603.2): Tomb of Horrors
    Adventurer triggers above it. Both pass: the trigger resolves."""
    s = make_state([bf("tomb", "Tomb of Horrors Adventurer"), bf("m1", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}],
                   players=players(alice={"spells_cast_this_turn": 1, **alice}))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert len(stack_abilities(s)) == 1
    s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def spell_copies(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if i != "bolt" and not by_id[i].get("ability")]


def test_tomb_copies_second_spell_once_707_10_707_10c(engine):
    """No dungeon completed: one copy of Bolt above it (707.10); Alice may choose a new target for it (707.10c): Bob,
    Alice or the Adventurer, one resulting state each."""
    outs = _tomb_second_spell(engine, {})
    assert len(outs) == 3
    assert all(len(spell_copies(o)) == 1 for o in outs)


def test_tomb_copies_twice_after_completing_a_dungeon_309_7(engine):
    """Alice has completed a dungeon (309.7): two copies (608.2c), each with its own new target (707.10c): 3 x 3
    resulting states."""
    outs = _tomb_second_spell(engine, {"dungeons_completed": 1})
    assert len(outs) == 9
    assert all(len(spell_copies(o)) == 2 for o in outs)


def test_tomb_enters_alice_takes_the_initiative_726_1_726_3(engine):
    """Bob has the initiative; Alice casts Tomb of Horrors Adventurer ({5}{U}, six Islands). It enters; its trigger
    resolved, Alice has the initiative and Bob no longer (726.3: one player at a time)."""
    s = _cast_and_resolve_its_enters_trigger(engine, "Tomb of Horrors Adventurer", 6, "initiative")
    assert player(s, "alice").get("initiative") is True
    assert not player(s, "bob").get("initiative")


def _lib(oid: str, card: str, pos: int) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "library", "owner": "alice", "library_position": pos}


def test_chandra_pyromaster_minus_seven_copies_an_exiled_instant_three_times_406_2_707_12(engine):
    """Chandra, Pyromaster's [−7] with 7 loyalty (606.4: 0 left; 704.5i puts her into the graveyard). Alice's library
    holds four cards, fewer than ten: all are exiled (406.2). Two are instant or sorcery cards, Lightning Bolt and Careful
    Study: Alice chooses one (608.2c; two resulting states), and three copies of it are made in exile, each hers to cast
    now without paying its mana cost (707.12, 707.12a). Island and Grizzly Bears are exiled too."""
    (ab,) = [a for a in library()["Chandra, Pyromaster"]["abilities"] if a.get("loyalty") == -7]
    assert ab == {"loyalty": -7, "effect": {"exile_top_copy_instant_sorcery_cast_free": 10, "copies": 3}}
    s = make_state([bf("chandra", "Chandra, Pyromaster", counters={"loyalty": 7}), _lib("l1", "Lightning Bolt", 1),
                    _lib("l2", "Island", 2), _lib("l3", "Grizzly Bears", 3), _lib("l4", "Careful Study", 4)])
    s = only(engine.apply(s, {"action": "activate", "object": "chandra", "ability": ab}))
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]

    def copied(st) -> list:
        return sorted(engine.derive(st).object(o["id"]).characteristics["name"] for o in st.doc["objects"]
                      if o.get("cast_now_by") == "alice")
    assert sorted(copied(st) for st in outs) == [["Careful Study"] * 3, ["Lightning Bolt"] * 3]
    (s,) = [st for st in outs if copied(st) == ["Lightning Bolt"] * 3]
    objs = {o["id"]: o for o in s.to_document()["objects"]}
    assert all(objs[i]["zone"] == "exile" for i in ("l1", "l2", "l3", "l4"))
    # 606.4, 704.5i: the [-7] paid, Chandra had 0 loyalty and went to the graveyard before the ability resolved (it
    # resolves anyway, 113.7a)
    assert objs["chandra"]["zone"] == "graveyard"
    copies = [o for o in objs.values() if o.get("cast_now_by") == "alice"]
    assert len(copies) == 3
    assert all(engine.derive(s).object(c["id"]).characteristics["name"] == "Lightning Bolt" for c in copies)
    # "without paying their mana costs" (118.9): each copy may be cast for free, and only so (Alice has no mana)
    costs = {(a.action["object"], a.action.get("cost")) for a in engine.legal_actions(s)
             if a.action.get("action") == "cast"}
    assert costs == {(c["id"], "free") for c in copies}


def test_chandra_pyromaster_plus_one_two_targets_115_1_601_2c_120_3(engine):
    """Chandra, Pyromaster's [+1] (606.4: 4 + 1 = 5 loyalty) targeting Bob and Bob's Grizzly Bears (a creature that
    player controls, 601.2c): resolving, 1 damage to each (120.3): Bob at 19, the Bears marked with 1 damage (2/2:
    it survives) and, until the turn ends, unable to block (611.2a). Alice's own Bears can't be the second target: Bob
    doesn't control it (115.1, 601.2c: an illegal activation)."""
    (ab,) = [a for a in library()["Chandra, Pyromaster"]["abilities"] if a.get("loyalty") == 1]
    s0 = make_state([bf("chandra", "Chandra, Pyromaster", counters={"loyalty": 4}),
                     bf("bb", "Grizzly Bears", owner="bob"), bf("ab", "Grizzly Bears")])
    with pytest.raises(IllegalAction, match=r"illegal_target\(2, ab\)"):
        engine.apply(s0, {"action": "activate", "object": "chandra", "ability": ab, "targets": ["bob", "ab"]})
    s = only(engine.apply(s0, {"action": "activate", "object": "chandra", "ability": ab, "targets": ["bob", "bb"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    doc = s.to_document()
    objs = {o["id"]: o for o in doc["objects"]}
    assert objs["chandra"]["counters"]["loyalty"] == 5
    assert player(s, "bob")["life"] == 19
    assert objs["bb"]["zone"] == "battlefield" and objs["bb"].get("damage") == 1
    assert "cant_block" in str(engine.derive(s).object("bb").characteristics["abilities"])
    assert "cant_block" not in str(engine.derive(s).object("ab").characteristics["abilities"])


def test_the_monarch_draws_at_the_beginning_of_their_end_step_725_2(engine):
    """CR 725.2: "At the beginning of the monarch's end step, that player draws a card" is an inherent triggered
    ability with no source. Alice is the monarch; her postcombat main phase ends with the stack empty (both pass,
    500.2): her end step begins (513.1) and the ability triggers; it goes on the stack before she receives priority
    (603.3, 117.5)."""
    s = make_state([_lib("l1", "Island", 1)], phase="postcombat_main", players=players(alice={"monarch": True}))
    s = pass_pass(engine, s)
    assert (s.doc["step"], len(s.doc.get("stack", []))) == ("end", 1)


def test_taking_the_initiative_ventures_into_undercity_726_2(engine):
    """CR 726.2: "Whenever a player takes the initiative, that player ventures into Undercity" is an inherent triggered
    ability. Tomb of Horrors Adventurer's enters trigger resolves: Alice takes the initiative from Bob (726.3) and that
    ability triggers; it goes on the stack before anyone receives priority (603.3, 117.5)."""
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "tomb", "text": library()["Tomb of Horrors Adventurer"]["abilities"][0]}}
    s = make_state([bf("tomb", "Tomb of Horrors Adventurer"), trig], stack=["trig"],
                   players=players(bob={"initiative": True}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert player(s, "alice").get("initiative") is True and not player(s, "bob").get("initiative")
    (ab,) = stack_abilities(s)
    assert (ab["ability"]["source"], ab["controller"]) == ("initiative", "alice")   # (review14: hers, 726.2)
