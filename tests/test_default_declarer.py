"""Who makes a declaration that names no player (CR 508.1, 509.1, 506.2): the rules say (rules_asp/input.lp's
acts_by_default/2), Python only encodes it.

Expected values from the CR text: 508.1, the active player declares attackers; 509.1, the defending player
declares blockers; 506.2, in a two-player game the nonactive player is the defending player; 802.2, 802.4a,
with more players every opponent is a defending player but may block only what attacks them: the one player
attacked declares; 802.4, with several attacked each declares in turn, so the declaration must name its player.
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


def test_with_more_players_the_one_player_attacked_declares_blockers_802_4a(engine):
    """CR 802.2, 802.4a (review14): with three players Bob and Carol are both defending players, but Alice's Bears
    attack Bob only and a defending player may block only creatures attacking them (or their planeswalkers, battles
    they protect): Carol has nothing to block, so a declaration of blockers naming no player is Bob's."""
    s = blockers_step(3)
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "bb", "blocks": "bear"}]})
    assert (w.player, w.legal) == ("bob", True)


def test_with_two_players_attacked_no_defending_player_is_taken_for_granted_802_4(engine):
    """CR 802.4: Alice's Bears attack Bob and her other Bears attack Carol: each of them declares blockers in turn
    (APNAP order), so a declaration of blockers naming no player is bad input at ``player``, not Bob's or Carol's by
    guess."""
    s = make_state([bf("bear", "Grizzly Bears", "alice", attacking="bob"),
                    bf("bear2", "Grizzly Bears", "alice", attacking="carol"), bf("bb", "Grizzly Bears", "bob")],
                   cards=CARDS, phase="combat", step="declare_blockers", priority=None, attackers_declared=True,
                   players=[{"name": n, "life": 20} for n in ("alice", "bob", "carol")])
    with pytest.raises(InputError) as err:
        engine.apply(s, {"action": "declare_blockers", "blockers": []})
    assert [path for path, _ in err.value.problems] == ["player"]
