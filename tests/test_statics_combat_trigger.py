""""At the beginning of combat on your turn" / "At the beginning of each combat" (branch statics, issue 22;
rules_asp/kernel/statics_misc.lp).

CR 507.1: the beginning of combat step is the first step of the combat phase. CR 603.2b: an ability that triggers "at
the beginning of" a step triggers as the step begins; "on your turn" only in its controller's turn. Each expected value
was worked out from these rules before the engine was run. Magus Lucea Kane (real card): "Spiritual Leader — At the
beginning of combat on your turn, put a +1/+1 counter on target creature." (an ability word, CR 207.2c); Test Combat
Watcher is a test card.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state, only

WATCHER = {"name": "Test Combat Watcher", "types": ["creature"], "subtypes": ["Human"], "power": 1, "toughness": 1,
           "mana_cost": "{1}", "abilities": [{"trigger": {"beginning_of_combat": "each"}, "effect": {"draw": 1}}]}


def bf(oid: str, card: str, owner: str = "alice") -> dict:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner}


def to_combat(engine, s):
    """Both players pass in the precombat main phase with an empty stack: the game moves to the beginning of combat
    step (CR 500.2); each resulting state."""
    outs = []
    for o in engine.apply(s, {"action": "pass"}):
        outs += [o2.state for o2 in engine.apply(o.state, {"action": "pass"})]
    return outs


def abilities_on_stack(state, source: str) -> list:
    return [o for o in state.doc["objects"] if o["zone"] == "stack" and o.get("ability", {}).get("source") == source]


def test_line_is_read_507_1():
    # (read as branch attach's beginning_of: beginning_of_combat, one reading for every branch)
    assert {"trigger": {"beginning_of": "beginning_of_combat", "whose": "your"}, "target": "creature",
            "effect": {"put_counters": {"+1/+1": 1}, "to": "target"}} in library()["Magus Lucea Kane"]["abilities"]


def test_triggers_at_beginning_of_combat_on_your_turn_507_1_603_2b(engine):
    """Alice's turn: as the beginning of combat step begins, Magus Lucea Kane's ability triggers and goes on the stack
    (CR 603.3) with a target chosen: Magus or Grizzly Bears, one resulting state each."""
    s = make_state([bf("magus", "Magus Lucea Kane"), bf("bear", "Grizzly Bears")])
    outs = to_combat(engine, s)
    assert len(outs) == 2
    for st in outs:
        assert (st.doc["phase"], st.doc["step"]) == ("combat", "beginning_of_combat")
        assert len(abilities_on_stack(st, "magus")) == 1


def test_not_on_an_opponents_turn_603_2b(engine):
    """Bob's turn: "on your turn" is Alice's turn only; nothing triggers and the step begins with Bob's priority."""
    s = make_state([bf("magus", "Magus Lucea Kane"), bf("bear", "Grizzly Bears")], active_player="bob",
                   priority="bob")
    (st,) = to_combat(engine, s)
    assert st.doc["step"] == "beginning_of_combat"
    assert abilities_on_stack(st, "magus") == []


def test_each_combat_triggers_on_every_turn_507_1(engine):
    """"At the beginning of each combat": Alice's Test Combat Watcher triggers in Bob's turn too."""
    s = make_state([bf("w", "Test Combat Watcher")], cards=[WATCHER], active_player="bob", priority="bob")
    (st,) = to_combat(engine, s)
    assert len(abilities_on_stack(st, "w")) == 1


def test_other_steps_dont_trigger_it_603_2b(engine):
    """Passing in the beginning of combat step (to the declare attackers step) triggers nothing more."""
    s = make_state([bf("magus", "Magus Lucea Kane")], phase="combat", step="beginning_of_combat")
    st = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert st.doc["step"] != "beginning_of_combat"
    assert abilities_on_stack(st, "magus") == []


def test_land_enters_under_your_control_is_landfalls_event_603_6a():
    """"Whenever a land enters under your control" (older Oracle wording) is the event "a land you control enters"."""
    from pyglue.oracle import parse_text
    assert parse_text("Landfall \u2014 Whenever a land enters under your control, you gain 1 life.", "Test Card",
                      ["creature"]) == [{"trigger": "land_you_control_enters", "effect": {"gain_life": 1}}]
