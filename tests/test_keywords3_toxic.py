"""Toxic and poison counters (CR 702.164a-c, 122.1f, 704.5c; branch keywords3, issue 22;
rules_asp/kernel/keywords3_toxic.lp). Each expected value was worked out from the CR text before the engine was run.
The toxic creature is a test card (not a real card); Kinzu of the Bleak Coven's token copies "have toxic 1" (that line
is another template's).
"""

from __future__ import annotations

from .conftest import make_state
from .test_combat import CARDS, bf, blocked, creature, life, passes, to_blockers

TOXIC = creature("Test Toxic Bear", 2, 2, {"toxic": 2})


def _poison(state, player):
    return next(p.get("poison_counters", 0) for p in state.doc["players"] if p["name"] == player)


def _state(bob_poison=0):
    players = [{"name": "alice", "life": 20, "mana_pool": ""},
               {"name": "bob", "life": 20, "mana_pool": "", **({"poison_counters": bob_poison} if bob_poison else {})}]
    return make_state([bf("tox", "Test Toxic Bear", "alice"), bf("bb", "Grizzly Bears", "bob")],
                      cards=CARDS + [TOXIC], players=players, phase="combat", step="declare_attackers", priority=None)


def test_702_164c_combat_damage_to_a_player_gives_poison_counters(engine):
    """The 2/2 with toxic 2 attacks unblocked: Bob takes 2 damage (510.1b, 120.3a) and gets 2 poison counters
    (702.164c: its total toxic value, in addition to the damage)."""
    st = passes(engine, blocked(engine, to_blockers(engine, _state(), ["tox"]), []))
    assert (life(st, "bob"), _poison(st, "bob")) == (18, 2)


def test_702_164c_no_poison_when_blocked(engine):
    """Blocked by Grizzly Bears, it deals its combat damage to the blocker, none to Bob: no poison counters."""
    st = passes(engine, blocked(engine, to_blockers(engine, _state(), ["tox"]), [{"object": "bb", "blocks": "tox"}]))
    assert (life(st, "bob"), _poison(st, "bob")) == (20, 0)


def test_704_5c_ten_poison_counters_lose_the_game(engine):
    """Bob has 8 poison counters; the unblocked toxic 2 creature gives him 2 more: 10, and he loses the game as a
    state-based action (704.5c) although his life is 18; Alice wins (104.2a)."""
    st = passes(engine, blocked(engine, to_blockers(engine, _state(bob_poison=8), ["tox"]), []))
    assert (st.doc.get("game_over"), st.doc.get("winner")) == (True, "alice")
