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
