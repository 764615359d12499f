"""Issue 25 item 3: Game.legal_moves and prompts never raise on a valid state. A declaration with more legal
resulting states than Engine.max_declarations (1,024) enumerates is offered as an open move: its prompt is the
whole set to declare, each creature with the options the rules give it (CR 508.1a attackers, 509.1a blockers), and
pushing the action with that set filled in plays it."""

from __future__ import annotations

import pytest

from pyglue import Game, state_from_document
from pyglue.game import AmbiguousMove


def _board(attackers: int, blockers: int = 0, step: str = "declare_attackers", attacking: bool = False) -> dict:
    objects = [{"id": "alib", "card": "Island", "zone": "library", "owner": "alice", "timestamp": 0},
               {"id": "blib", "card": "Island", "zone": "library", "owner": "bob", "timestamp": 0}]
    for i in range(attackers):
        o = {"id": f"a{i}", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice", "timestamp": i + 1}
        if attacking:
            o["attacking"] = "bob"
        objects.append(o)
    objects += [{"id": f"d{i}", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "timestamp": 50 + i}
                for i in range(blockers)]
    return {"players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}], "turn": 3,
            "active_player": "alice", "phase": "combat", "step": step, "priority": None, "objects": objects}


def test_eleven_possible_attackers_are_one_open_move_with_the_set_to_declare():
    """CR 508.1a: each of 11 untapped Grizzly Bears (turn 3, under Alice's control since the turn began, CR 302.6)
    may attack Bob or not: 2^11 = 2,048 declarations, past the 1,024 enumerated. The one legal action is offered
    as one open move whose prompt lists the 11 creatures, each of which may attack bob."""
    game = Game(state_from_document(_board(11)))
    moves = game.legal_moves
    assert len(moves) == 1 and moves[0].is_open and moves[0].outcome is None
    (prompt,) = moves[0].prompts
    assert prompt.key == "attackers" and prompt.object == "alice"
    assert sorted(o["object"] for o in prompt.options) == sorted(f"a{i}" for i in range(11))
    assert all(o["may_attack"] == ["bob"] for o in prompt.options)
    assert game.prompts({"action": "declare_attackers"}) == moves[0].prompts
    assert "to choose: attackers (11 options)" in game.describe(moves[0])


def test_an_open_move_is_not_played_until_its_set_is_given():
    game = Game(state_from_document(_board(11)))
    with pytest.raises(AmbiguousMove) as err:
        game.push(game.legal_moves[0])
    assert err.value.count is None and err.value.prompts[0].key == "attackers"
    with pytest.raises(AmbiguousMove):
        game.push({"action": "declare_attackers"})
    assert not game.move_stack


def test_the_chosen_set_is_played_as_one_move():
    """CR 508.1a: declaring two of the eleven as attackers of Bob is one legal declaration, one resulting state."""
    game = Game(state_from_document(_board(11)))
    move = game.push({"action": "declare_attackers",
                      "attackers": [{"object": "a0", "player": "bob"}, {"object": "a3", "player": "bob"}]})
    assert move.player == "alice"
    attacking = {o["id"]: o.get("attacking") for o in game.state.doc["objects"] if o.get("attacking")}
    assert attacking == {"a0": "bob", "a3": "bob"}


def test_five_attackers_against_five_possible_blockers_are_an_open_move():
    """CR 509.1a: each of Bob's five untapped Bears may block any one of five attackers or none: 6^5 = 7,776
    declarations. The open move's prompt lists each possible blocker with the five attackers it may block."""
    game = Game(state_from_document(_board(5, 5, step="declare_blockers", attacking=True)))
    (move,) = game.legal_moves
    assert move.is_open and move.player == "bob"
    (prompt,) = move.prompts
    assert prompt.key == "blockers"
    assert sorted(o["object"] for o in prompt.options) == [f"d{i}" for i in range(5)]
    assert all(sorted(o["may_block"]) == [f"a{i}" for i in range(5)] for o in prompt.options)


def test_a_loop_over_legal_moves_plays_through_a_board_of_eleven_creatures():
    """The README's loop, with open moves filled in (here: the empty set, CR 508.8 declares no attackers), plays on
    from an 11-creature board without raising."""
    game = Game(state_from_document(_board(11)))
    for _ in range(12):
        move = game.legal_moves[0]
        game.push(dict(move.action, **{move.prompts[0].key: []}) if move.is_open else move)
    assert len(game.move_stack) == 12
