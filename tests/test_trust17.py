"""Trust17 (session 15): rules bugs earlier sessions noticed and left. Each expected value was worked out from the CR
(../shared/cr/) and the cards' Oracle text (data/oracle/library_source.json) before the engine was run:
- Blaze {X}{R}: "Blaze deals X damage to any target."; Leitmotif Composer {2}{U}: "... Whenever you cast an instant or
  sorcery spell with mana value 5 or greater, create a token that's a copy of this creature. ..."; Jackal, Genius
  Geneticist {G}{U} 1/1: "Trample / Whenever you cast a creature spell with mana value equal to Jackal's power, copy
  that spell, except the copy isn't legendary. Then put a +1/+1 counter on Jackal."; Mockingbird {X}{U}, a creature."""

from __future__ import annotations

from typing import Any

from .conftest import make_state
from .test_split_cards import at, lands


def _abilities(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if "ability" in o]


# --- 202.3e, 601.2b, 601.2i: X in a spell's mana value as it becomes cast --------------------------------------------


def test_a_cast_trigger_with_a_least_mana_value_sees_the_x_announced_202_3e_601_2i(engine):
    """CR 202.3e: on the stack X is the value announced (601.2b), and the spell is on the stack from the start of its
    casting (601.2a); "whenever you cast" triggers as it becomes cast (601.2i, 603.2). Blaze with X = 4 has mana value
    5: Leitmotif Composer's "instant or sorcery spell with mana value 5 or greater" triggers (one ability on the
    stack beside Blaze); with X = 3 (mana value 4) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("lc", "Leitmotif Composer", "battlefield"), at("bz", "Blaze", "hand"),
                        *lands("alice", "Mountain", 5)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "bz", "x": x,
                                                                   "targets": ["bob"]})}
    assert (triggered(4), triggered(3)) == ({1}, {0})


def test_jackal_compares_its_power_with_the_x_announced_202_3e_208_1(engine):
    """CR 202.3e, 601.2b, 601.2i: Jackal with a +1/+1 counter has power 2 (208.1, 122.1a); Mockingbird {X}{U} cast with
    X = 1 has mana value 2 as it becomes cast: Jackal triggers; with X = 0 (mana value 1) it doesn't."""
    def triggered(x: int) -> set[int]:
        s = make_state([at("jk", "Jackal, Genius Geneticist", "battlefield", counters={"+1/+1": 1}),
                        at("mb", "Mockingbird", "hand"), *lands("alice", "Island", 3)])
        return {len(_abilities(o.state)) for o in engine.apply(s, {"action": "cast", "object": "mb", "x": x})}
    assert (triggered(1), triggered(0)) == ({1}, {0})
