"""Effects copy cards carry besides their copy line (branch statics, issue 22).

Each expected value was worked out from the CR and the cards' Oracle text before the engine was run.
Specimen Collector ({4}{U} 2/1): "When this creature enters, create a 1/1 green Squirrel creature token and a 0/3 blue
Crab creature token." (CR 111.1, 111.4: each token has exactly the values the effect gives.)
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only


def obj(oid: str, card: str, zone: str = "battlefield", owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def passes(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_two_token_kinds_111_1_111_4(engine):
    """Alice casts Specimen Collector; it resolves and enters; its enters ability triggers (CR 603.6a) and resolves:
    Alice gets two tokens, a 1/1 green Squirrel creature and a 0/3 blue Crab creature (CR 111.4)."""
    s = make_state([obj("sc", "Specimen Collector", "hand"), obj("i", "Island"),
                    *[obj(f"f{k}", "Forest") for k in range(4)]])
    s = only(engine.apply(s, {"action": "cast", "object": "sc"}))
    s = passes(engine, s)       # the creature spell resolves; its trigger goes on the stack
    s = passes(engine, s)       # the trigger resolves
    d = engine.derive(s)
    toks = [o for o in d.objects if o.token]
    got = sorted((o.characteristics["name"], o.characteristics["power"], o.characteristics["toughness"],
                  tuple(o.characteristics["colors"]), tuple(o.characteristics["subtypes"])) for o in toks)
    assert got == [("Crab Token", 0, 3, ("blue",), ("Crab",)), ("Squirrel Token", 1, 1, ("green",), ("Squirrel",))]
    assert all(o.controller == "alice" and o.zone == "battlefield" for o in toks)


def test_target_permanent_card_from_your_graveyard_110_4a_115_1(engine):
    """Ancestral Communion ({1}{G} sorcery): "Return target permanent card from your graveyard to your hand." CR 110.4a:
    a permanent card has a permanent type: Grizzly Bears in Alice's graveyard may be targeted, Lightning Bolt (an
    instant card) can't, nor Bob's Grizzly Bears ("your graveyard"). Resolving, the Bears card goes to Alice's hand."""
    objs = [obj("ac", "Ancestral Communion", "hand"), obj("gb", "Grizzly Bears", "graveyard"),
            obj("bolt", "Lightning Bolt", "graveyard"), obj("bgb", "Grizzly Bears", "graveyard", "bob"),
            obj("f1", "Forest"), obj("f2", "Forest")]
    s = make_state(objs)
    assert engine.why_not(s, {"action": "cast", "object": "ac", "targets": ["gb"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "ac", "targets": ["bolt"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "ac", "targets": ["bgb"]}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "ac", "targets": ["gb"]}))
    s = passes(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "gb")["zone"] == "hand"


def test_each_player_sacrifices_a_creature_of_their_choice_701_21a(engine):
    """Social Snub ({1}{W}{B} sorcery): "Each player sacrifices a creature of their choice. Each opponent loses 1 life
    and you gain 1 life." Alice's Grizzly Bears and Bob's Grizzly Bears both go to their owners' graveyards (each has
    one); Bob is at 19 life, Alice at 21. (Its other line, "When you cast this spell while you control a creature, you
    may copy this spell", triggers as Alice controls her Bears (CR 603.2); resolving, she may copy it or not (608.2d):
    two states; here she doesn't, and the spell resolves.)"""
    s = make_state([obj("ss", "Social Snub", "hand"), obj("agb", "Grizzly Bears"), obj("bgb", "Grizzly Bears", owner="bob"),
                    obj("p", "Plains"), obj("sw", "Swamp"), obj("f", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "ss"}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "ss"
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert sorted(len(o.state.doc["stack"]) for o in outs) == [1, 2]   # (no copy; a copy above the spell)
    (s,) = [o.state for o in outs if o.state.doc["stack"] == ["ss"]]
    s = passes(engine, s)
    zones = {o["id"]: o["zone"] for o in s.doc["objects"]}
    assert zones["agb"] == "graveyard" and zones["bgb"] == "graveyard"
    life = {p["name"]: p["life"] for p in s.doc["players"]}
    assert life == {"alice": 21, "bob": 19}


def test_double_the_counters_701_10e(engine):
    """Dragonsguard Elite (2/2) with three +1/+1 counters: "{4}{G}{G}: Double the number of +1/+1 counters on this
    creature." resolved, it has six (CR 701.10e: as many more as it has): 8/8."""
    lands = [obj(f"f{k}", "Forest") for k in range(6)]
    s = make_state([dict(obj("dg", "Dragonsguard Elite"), counters={"+1/+1": 3}), *lands])
    ab = {"activated": {"cost": "{4}{G}{G}", "tap": False, "effect": {"double_counters_self": "+1/+1"}}}
    s = only(engine.apply(s, {"action": "activate", "object": "dg", "ability": ab}))
    s = passes(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "dg").get("counters") == {"+1/+1": 6}
    c = engine.derive(s).object("dg").characteristics
    assert (c["power"], c["toughness"]) == (8, 8)


def test_creatures_named_like_this_cant_be_blocked_611_2c(engine):
    """Leitmotif Composer: "{2}{U}: Creatures named Leitmotif Composer can't be blocked this turn." Resolved, both of
    Alice's Composers and Bob's have the ability (the name is what counts, CR 201.2); Grizzly Bears doesn't."""
    s = make_state([obj("lc1", "Leitmotif Composer"), obj("lc2", "Leitmotif Composer"),
                    obj("blc", "Leitmotif Composer", owner="bob"), obj("gb", "Grizzly Bears"),
                    *[obj(f"i{k}", "Island") for k in range(3)]])
    ab = {"activated": {"cost": "{2}{U}", "tap": False, "effect": {"named_like_self_gain": "cant_be_blocked"}}}
    s = only(engine.apply(s, {"action": "activate", "object": "lc1", "ability": ab}))
    s = passes(engine, s)
    d = engine.derive(s)
    for oid in ("lc1", "lc2", "blc"):
        assert "cant_be_blocked" in d.object(oid).characteristics["abilities"]
    assert "cant_be_blocked" not in d.object("gb").characteristics.get("abilities", [])


def test_granted_cant_be_blocked_restricts_blocks_509_1b(engine):
    """After Leitmotif Composer's ability resolves, Alice attacks with it: Bob's Grizzly Bears can't block it (CR 509.1b,
    the ability granted until end of turn)."""
    s = make_state([obj("lc1", "Leitmotif Composer"), obj("bgb", "Grizzly Bears", owner="bob"),
                    *[obj(f"i{k}", "Island") for k in range(3)]])
    ab = {"activated": {"cost": "{2}{U}", "tap": False, "effect": {"named_like_self_gain": "cant_be_blocked"}}}
    s = passes(engine, only(engine.apply(s, {"action": "activate", "object": "lc1", "ability": ab})))
    s = passes(engine, s)                       # to the beginning of combat step
    s = passes(engine, s)                       # to the declare attackers step
    assert s.doc["step"] == "declare_attackers"
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["lc1"]}))
    s = passes(engine, s)
    assert s.doc["step"] == "declare_blockers"
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "bgb", "blocks": "lc1"}]})
    assert ("cant_be_blocked(lc1)", "509.1b") in set(w.failures)
