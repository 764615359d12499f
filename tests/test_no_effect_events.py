"""Rules events that can do nothing say so (like become_prepared's no_effect, CR 722.3a): an event applied as
given whose rule doesn't apply reports no_effect with the reason and the rule, and leaves the state as it was."""

from __future__ import annotations

from pyglue import render

from .conftest import make_state


def _nothing_changed(st, out):
    return render.state_diff(st, out) == []


def test_resolve_with_an_empty_stack_has_no_effect_608_1(engine):
    """CR 608.1: the object on top of the stack resolves; with the stack empty there is none."""
    st = make_state([{"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    (out,) = engine.apply(st, {"event": "resolve"})
    assert ("no_effect(resolve, empty_stack)", "608.1") in out.events
    assert _nothing_changed(st, out.state)


def test_become_foretold_in_hand_has_no_effect_702_143d(engine):
    """CR 702.143d: an effect makes a card *in exile* foretold; a card in hand doesn't become foretold."""
    st = make_state([{"id": "saw", "card": "Saw It Coming", "zone": "hand", "owner": "alice"}])
    (out,) = engine.apply(st, {"event": "become_foretold", "object": "saw"})
    assert ("no_effect(become_foretold(saw), not_in_exile)", "702.143d") in out.events
    assert _nothing_changed(st, out.state)


def test_become_foretold_in_exile_still_works_702_143d(engine):
    """CR 702.143d: a card in exile that an effect makes foretold becomes foretold (this turn, turn 3)."""
    st = make_state([{"id": "saw", "card": "Saw It Coming", "zone": "exile", "owner": "alice", "face_down": True}])
    (out,) = engine.apply(st, {"event": "become_foretold", "object": "saw"})
    assert ("became_foretold(saw)", "702.143d") in out.events
    assert not [e for e, _ in out.events if e.startswith("no_effect")]
    assert out.state.objects["saw"]["foretold"]["turn"] == 3


def test_game_end_without_a_foretold_card_has_no_effect_702_143f(engine):
    """CR 702.143f: at the end of the game the face-down foretold cards are revealed; with none, nothing is."""
    st = make_state([{"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    (out,) = engine.apply(st, {"event": "game_end"})
    assert ("no_effect(game_end, no_face_down_foretold_card)", "702.143f") in out.events
    assert _nothing_changed(st, out.state)
