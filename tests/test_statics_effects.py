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
    assert got == [("Crab", 0, 3, ("blue",), ("Crab",)), ("Squirrel", 1, 1, ("green",), ("Squirrel",))]
    assert all(o.controller == "alice" and o.zone == "battlefield" for o in toks)


def test_target_permanent_card_from_your_graveyard_110_4b_115_1(engine):
    """Ancestral Communion ({1}{G} sorcery): "Return target permanent card from your graveyard to your hand." CR 110.4b:
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
    one); Bob is at 19 life, Alice at 21."""
    s = make_state([obj("ss", "Social Snub", "hand"), obj("agb", "Grizzly Bears"), obj("bgb", "Grizzly Bears", owner="bob"),
                    obj("p", "Plains"), obj("sw", "Swamp"), obj("f", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "ss"}))
    s = passes(engine, s)
    zones = {o["id"]: o["zone"] for o in s.doc["objects"]}
    assert zones["agb"] == "graveyard" and zones["bgb"] == "graveyard"
    life = {p["name"]: p["life"] for p in s.doc["players"]}
    assert life == {"alice": 21, "bob": 19}
