"""Who makes a declaration that names no player (CR 508.1, 509.1, 506.2): the rules say (rules_asp/input.lp's
acts_by_default/2), Python only encodes it.

Expected values from the CR text: 508.1, the active player declares attackers; 509.1, the defending player
declares blockers; 506.2, in a two-player game the nonactive player is the defending player; 506.2a, in a
multiplayer game the defending player(s) depend on the variant and its options, so none is taken for granted and
the declaration must name its player.
"""

from __future__ import annotations

import pytest

from pyglue.state import InputError

from .conftest import make_state
from .test_combat import CARDS, attack_step, bf, obj, to_blockers


def blockers_step(players: int = 2):
    """Alice's Bears attack Bob; the declare blockers step before the declaration (no priority, CR 509.1)."""
    extra = {"players": [{"name": n, "life": 20} for n in ("alice", "bob", "carol")[:players]]}
    return make_state([bf("bear", "Grizzly Bears", "alice", attacking="bob"), bf("bb", "Grizzly Bears", "bob")],
                      cards=CARDS, phase="combat", step="declare_blockers", priority=None, attackers_declared=True,
                      **extra)


def test_attackers_naming_no_player_are_the_active_players_508_1(engine):
    """CR 508.1: Alice, the active player, declares attackers: a declaration naming no player is hers."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    w = engine.why_not(s, {"action": "declare_attackers", "attackers": ["bear"]})
    assert (w.player, w.legal) == ("alice", True)


def test_blockers_naming_no_player_are_the_defending_players_509_1_506_2(engine):
    """CR 509.1, 506.2: in a two-player game Bob, the nonactive player, is the defending player and declares
    blockers: a declaration naming no player is his, and his Bears block Alice's."""
    s = blockers_step()
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "bear"}]})
    assert (w.player, w.legal) == ("bob", True)
    (out,) = engine.apply(s, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "bear"}]})
    assert obj(out.state, "bb")["blocking"] == ["bear"]


def test_in_a_state_the_engine_built_the_defending_player_declares_blockers_509_1_506_2(engine):
    """CR 508.1, 509.1, 506.2: Alice's Bears attack (her declaration, naming no player), the step passes to the
    declare blockers step: there a declaration of blockers naming no player is Bob's (the state the engine built,
    whose declarer the rules name without its other input checks)."""
    s = attack_step([bf("bear", "Grizzly Bears", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = to_blockers(engine, s, ["bear"])
    w = engine.why_not(st, {"action": "declare_blockers", "blockers": []})
    assert (w.player, w.legal) == ("bob", True)


def test_with_more_players_no_defending_player_is_taken_for_granted_506_2a(engine):
    """CR 506.2a: with three players the defending player depends on the variant: a declaration of blockers
    naming no player is bad input at ``player``, not Bob's or Carol's by guess."""
    with pytest.raises(InputError) as err:
        engine.apply(blockers_step(3), {"action": "declare_blockers", "blockers": []})
    assert [path for path, _ in err.value.problems] == ["player"]
