"""apply's change list names every entry that differs between the state before and after (docs/state_format.md:
"apply ... each a state document ... plus what happened"). Each expected change is worked out from the rule the
event follows: a phased-out permanent's status (CR 702.26b), a control change (CR 613.1b, layer 2: a continuous
effect; the creature hasn't been under its new controller's control since the turn began, CR 302.6), the next
turn's active player (CR 500.1, 101.4: turn order), a copy effect (CR 707.2), a foretold card (CR 702.143a)."""

from __future__ import annotations

from pyglue import load_state, render

from .conftest import EXAMPLES, only

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"


def _diff(engine, event):
    st = load_state(CROAK)
    return render.state_diff(st, only(engine.apply(st, event)))


def _obj_line(lines, oid):
    (line,) = [x for x in lines if x.startswith(f"~ {oid}: ")]
    return line


def test_phase_out_shows_phased_out_702_26b(engine):
    """CR 702.26b: a permanent that phases out has its status changed to phased out: the Aviator's line says so,
    and nothing else changed (no other line)."""
    lines = _diff(engine, {"event": "phase_out", "object": "aviator"})
    assert lines == ["~ aviator: phased_out: None -> True"]


def test_gain_control_shows_the_new_control_effect_and_summoning_sickness_613_1b_302_6(engine):
    """CR 613.1b: gaining control is a layer-2 continuous effect (a new effect giving Bob control of the Aviator);
    CR 302.6: Bob hasn't controlled it continuously since his most recent turn began, so it is summoning sick."""
    lines = _diff(engine, {"event": "gain_control", "object": "aviator", "player": "bob"})
    assert "summoning_sick: None -> True" in _obj_line(lines, "aviator")
    (eff,) = [x for x in lines if x.startswith("+ continuous_effects ")]
    assert '"gain_control": "bob"' in eff and '"affects": ["aviator"]' in eff


def test_end_turn_shows_the_next_active_player_500_1_101_4(engine):
    """CR 500.1, 101.4: after Alice's turn 3 the next player in turn order, Bob, takes turn 4: the active player
    changes, as well as the turn number."""
    lines = _diff(engine, {"event": "end_turn"})
    assert "~ active_player: alice -> bob" in lines
    assert "~ turn: 3 -> 4" in lines


def test_become_copy_shows_the_copy_effect_707_2(engine):
    """CR 707.2: the Bears become a copy of the Aviator: they get a copy effect whose source is the Aviator."""
    lines = _diff(engine, {"event": "become_copy", "object": "bears", "source": "aviator"})
    line = _obj_line(lines, "bears")
    assert line.startswith("~ bears: copy_effects: None -> [") and "'source': 'aviator'" in line
