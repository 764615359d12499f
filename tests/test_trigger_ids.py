"""Two abilities of one source that trigger on one event are two objects on the stack (CR 603.2, 603.3, 603.3b).

The session 6 note suspected that a waiting trigger's id, ``ability(O, TS)`` with TS one above the latest
timestamp for every trigger of a step, made two such abilities one stack object. It did: "TEST Twin Herald"
(a TEST card: two "when this creature enters" abilities) put one object on the stack. Expected values from the
CR: each ability triggers once as the Herald enters (603.2, 603.6a); the next time a player would receive
priority both are put on the stack in the order their controller chooses (603.3b: two orders, two states), each
an object of its own (113.1b) with its own id; they resolve one at a time, last in first out (405.5, 608.2):
Alice gains 2 life and draws a card, in either order.
"""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import make_state, only, resolve

HERALD_TEXT = "When this creature enters, you gain 2 life.\nWhen this creature enters, draw a card."
HERALD = {"name": "TEST Twin Herald", "mana_cost": "{G}", "types": ["creature"], "subtypes": ["Elf"],
          "power": 1, "toughness": 1, "notes": "TEST card: two enters triggers on one object",
          "abilities": parse_text(HERALD_TEXT, "TEST Twin Herald", ["creature"])}


def _on_stack(engine):
    s = make_state([{"id": "h", "card": HERALD["name"], "zone": "hand", "owner": "alice"},
                    {"id": "af", "card": "Forest", "zone": "battlefield", "owner": "alice"},
                    {"id": "alib1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}],
                   cards=[HERALD])
    s = only(engine.apply(s, {"action": "cast", "object": "h"}))
    return resolve(engine, s)   # the Herald resolves and enters; its triggers are put on the stack (settled)


def test_603_3b_two_triggers_of_one_source_are_two_stack_objects(engine):
    assert len(HERALD["abilities"]) == 2 and all(a["trigger"] == "enters" for a in HERALD["abilities"])
    outs = _on_stack(engine)
    assert len(outs) == 2                                   # CR 603.3b: one state per order
    orders = set()
    for out in outs:
        stack = out.state.doc["stack"]
        assert len(stack) == 2 and len(set(stack)) == 2     # CR 603.3: each ability is its own object
        assert sum(1 for e, r in out.events if e.startswith("put_on_stack(") and r == "603.3") == 2
        orders.add(tuple(stack))
    assert len(orders) == 2                                 # the two orders differ


def test_603_3b_both_triggers_resolve_gain_2_life_and_draw_a_card(engine):
    for out in _on_stack(engine):
        s = out.state
        for _ in range(2):                                  # CR 608.2: each resolves, top first
            s = only(resolve(engine, s))
        alice = next(p for p in s.doc["players"] if p["name"] == "alice")
        assert alice["life"] == 22
        assert next(o for o in s.doc["objects"] if o["id"] == "alib1")["zone"] == "hand"
        assert not s.doc.get("stack")
