"""Branch special8 (session 7): player actions the rules lacked. Each expected value was worked out from the CR
(September 25, 2026) and the cards' rulings before the engine was run.

Unlocking a door (CR 709.5e, 116.2m; rules_asp/kernel/special8_unlock.lp), with Mirror Room ({2}{U}, Enchantment —
Room; the library holds its left half: "When you unlock this door, create a token that's a copy of target creature you
control, except it's a Reflection in addition to its other creature types.").
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only
from .test_keywords_costs import at, fails, obj

ROOM = "Mirror Room"


def rooms(islands: int, **top: Any):
    """Alice: a locked Mirror Room, an unlocked one, Grizzly Bears, Islands; Bob: a locked Mirror Room."""
    return make_state([at("room", ROOM, "battlefield"),
                       at("room2", ROOM, "battlefield", designations=["left_half_unlocked"]),
                       at("room3", ROOM, "battlefield", "bob"), at("bears", "Grizzly Bears", "battlefield"),
                       *[at(f"i{i}", "Island", "battlefield") for i in range(islands)]], **top)


def test_unlock_is_a_special_action_paying_the_door_cost_709_5e_709_5h(engine):
    """CR 709.5e, 116.2m: in Alice's main phase with the stack empty, three Islands pay the locked door's mana cost
    {2}{U}: she may unlock her locked Room (not her unlocked one, nor Bob's). Taken (116.3: no stack), the Room gets the
    "left half unlocked" designation (709.5c), the Islands are tapped, and "When you unlock this door" triggers
    (709.5h): before she receives priority again it goes on the stack (117.5, 603.3) targeting her only creature."""
    s = rooms(3)
    acts = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "unlock"]
    assert acts == [{"action": "unlock", "object": "room"}]
    out = only(engine.apply(s, {"action": "unlock", "object": "room"}))
    assert obj(out, "room").get("designations") == ["left_half_unlocked"]
    assert all(obj(out, f"i{i}").get("tapped") for i in range(3))
    (ab,) = [o for o in out.doc["objects"] if "ability" in o]
    assert (ab["ability"]["source"], ab.get("targets"), out.doc["priority"]) == ("room", ["bears"], "alice")


def test_unlock_timing_cost_and_a_locked_door_116_2m_709_5e(engine):
    """CR 116.2m: not in Bob's turn (Alice holding priority in his main phase); CR 709.5e: two Islands can't pay {2}{U};
    an unlocked Room has no locked half to unlock."""
    w = engine.why_not(rooms(3, active_player="bob"), {"action": "unlock", "object": "room"})
    assert ("s8_main_phase_empty_stack", "116.2m") in fails(w)
    w = engine.why_not(rooms(2), {"action": "unlock", "object": "room"})
    assert ("cannot_pay", "709.5e") in fails(w)
    w = engine.why_not(rooms(3), {"action": "unlock", "object": "room2"})
    assert ("s8_no_locked_door", "709.5e") in fails(w)
