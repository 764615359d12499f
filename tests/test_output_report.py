"""What the commands print: players' life and mana (CR 119, 106.4), marked damage (120.3e), events that happen
twice in one step (119.3 with 707.10), a new spell copy's targets (707.10e), the 707.13 citation, ability
indexes (602, 606), why --json and the output schema for check / explore / why. Every expected value is
worked out from the rule text (or the format's promise in docs/state_format.md) before running the engine."""

from __future__ import annotations

import pytest

import json

import jsonschema
import yaml
from click.testing import CliRunner

from pyglue import load_state, render
from pyglue.cli import main
from pyglue.state import InputError, schema

from .conftest import EXAMPLES, make_state, only

CHOICES = yaml.safe_load((EXAMPLES / "cards" / "cr707_10_choices.yaml").read_text(encoding="utf-8"))["cards"]
STATES = EXAMPLES / "states"


def _bolts(bob_life=4, pool="{R}{U}"):
    """Two Lightning Bolts (3 damage each) on the stack: the top one at Bob, the other at his Hill Giant (3/3)."""
    return make_state([
        {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
         "targets": ["bob"], "cast_with": "mana"},
        {"id": "bolt2", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
         "targets": ["giant"], "cast_with": "mana"},
        {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "bob"}],
        cards=CHOICES, stack=["bolt2", "bolt"],
        players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": bob_life}])


def _validate(data):
    jsonschema.validate(json.loads(json.dumps(data)), schema("output"))


def test_derive_lists_players_with_life_and_mana_pool_119_106_4(engine):
    """CR 119.1, 106.4: each player's life total and mana pool are part of the game state: Bob at 4 life, Alice
    at 20 with {R}{U} in her pool, shown in W U B R G C order ({U}{R}); Alice is active and holds priority."""
    st = _bolts()
    d = engine.derive(st)
    players = {p["name"]: p for p in d.to_json()["players"]}
    assert (players["bob"]["life"], players["bob"]["mana_pool"]) == (4, "")
    assert (players["alice"]["life"], players["alice"]["mana_pool"]) == (20, "{U}{R}")
    assert players["alice"]["active"] and players["alice"]["priority"] and not players["bob"]["priority"]
    _validate(d.to_json())
    text = render.derivation_text(st, d)
    assert "players" in text and any(line.split()[:3] == ["bob", "4", "empty"] for line in text.splitlines())


def test_apply_change_list_shows_life_loss_and_marked_damage_120_3a_120_3e(engine):
    """CR 120.3a: 3 damage to Bob makes him lose 3 life (4 -> 1); CR 120.3e: 3 damage to the Hill Giant is
    marked on it (with --raw, before 704.5g puts it into the graveyard)."""
    st = _bolts()
    (out,) = engine.apply(st, {"event": "resolve"}, settle=False)
    assert "~ bob's life: 4 -> 1" in render.state_diff(st, out.state)
    (out2,) = engine.apply(out.state, {"event": "resolve"}, settle=False)
    assert any(line.startswith("~ giant:") and "damage: None -> 3" in line
               for line in render.state_diff(out.state, out2.state))


def test_counters_removed_by_a_loyalty_cost_are_in_the_change_list_606_4(engine):
    """CR 606.4: activating Jace's [-1] removes one loyalty counter (3 -> 2): the change list says so."""
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "alice", "n": 3}))
    (jid,) = [o["id"] for o in s.doc["objects"]]
    (out,) = engine.apply(s, {"action": "activate", "object": jid, "ability": 0})
    assert any(line.startswith(f"~ {jid}: ") and "counters: {'loyalty': 3} -> {'loyalty': 2}" in line
               for line in render.state_diff(s, out.state))


def test_a_reordered_mana_pool_is_no_change_106_4(engine):
    """CR 106.4: a mana pool holds amounts of mana; {R}{U} and {U}{R} are the same pool."""
    a, b = _bolts(pool="{R}{U}"), _bolts(pool="{U}{R}")
    assert not [line for line in render.state_diff(a, b) if "mana pool" in line]
    c = _bolts(pool="{U}")
    assert "~ alice's mana pool: {U}{R} -> {U}" in render.state_diff(a, c)


def test_dawnglow_paid_with_green_and_white_gains_3_twice_two_events_119_3_707_10(engine):
    """CR 707.10 Example (Dawnglow Infusion, X = 3, {G} and {W} spent): the original gains 3 life for green and
    3 for white: two life gains of the same amount in one step, so two events, and Alice goes 20 -> 26."""
    st = load_state(STATES / "cr707_10_dawnglow_infusion.yaml")
    cast = only(engine.apply(st, {"action": "cast", "object": "dawnglow", "x": 3,
                                  "payment": ["forest1", "plains1", "mountain1", "mountain2"]}))
    cast = only(engine.apply(cast, {"action": "pass"}))
    (out,) = engine.apply(cast, {"action": "pass"})
    gains = [e for e, r in out.events if e.startswith("gained_life(alice, 3") and r == "119.3"]
    assert len(gains) == 2
    assert "~ alice's life: 20 -> 26" in render.state_diff(st, out.state)
    # (issue 28 item 5: said as sentences, CR 119.3, with the color spent that gives each gain, 707.10 Example)
    text = render.outcomes_text([out])
    assert text.count("alice gained 3 life from Dawnglow Infusion (because") == 2
    assert "because green mana was spent to cast it" in text and "because white mana" in text


def test_spell_copy_targets_tell_the_two_outcomes_apart_707_10e(engine):
    """CR 707.10e Example: Frontline Heroism's copy of Moment of Triumph targets one of the two Soldier tokens,
    Alice's choice: two resulting states, and each change list names the token its new copy targets."""
    st = load_state(STATES / "cr707_10e_frontline_heroism.yaml")
    st = only(engine.apply(st, {"action": "cast", "object": "triumph", "targets": ["bear"]}))
    st = only(engine.apply(st, {"action": "pass"}))
    outs = engine.apply(st, {"action": "pass"})
    assert len(outs) == 2
    texts = [render.outcomes_text([o], st) for o in outs]
    assert texts[0] != texts[1]
    new_copies = [[line for line in t.splitlines() if "spell_copy" in line and line.strip().startswith("+")]
                  for t in texts]
    targets = sorted(lines[0].split("targets ")[1].rstrip(")") for lines in new_copies)
    tokens = sorted(o["id"] for o in outs[0].state.doc["objects"] if o.get("token"))
    assert targets == tokens and len(tokens) == 2


def test_a_copy_of_a_named_card_cites_707_13(engine):
    """CR 707.13: Garth One-Eye's copy of the card named Regrowth is created from the card's name, so the event
    cites 707.13, not 707.12 (that is for a copy of an object)."""
    regrowth = {"name": "Regrowth", "mana_cost": "{1}{G}", "types": ["sorcery"],
                "abilities": [{"spell": {"target": {"graveyard_card": []}, "effect": {"return_to_hand": "target"}}}]}
    st = make_state([], cards=[regrowth])
    (out,) = engine.apply(st, {"event": "cast_copy", "card": "Regrowth", "player": "alice", "cost": "mana"})
    rules = [r for e, r in out.events if e.startswith("copy_to_cast(")]
    assert rules == ["707.13"]


def _jace(engine):
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "alice", "n": 3}))
    (jid,) = [o["id"] for o in s.doc["objects"]]
    return s, jid


def test_legal_names_each_loyalty_ability_and_apply_takes_its_index_606_3(engine):
    """CR 606.3, 606.6: both loyalty abilities of a 3-loyalty Jace token are legal; legal shows which is which
    (index and text), and docs/state_format.md's {action: activate, object: jace1, ability: 0} activates the first
    listed (the same as naming its term); an index past the end is bad input naming `ability`."""
    s, jid = _jace(engine)
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert sorted(a.ability_index for a in acts) == [0, 1]
    rows = [line for line in render.legal_text(acts).splitlines() if "activate" in line]
    assert len(rows) == 2 and rows[0] != rows[1] and any("[-1]" in r for r in rows) and any("[-3]" in r for r in rows)
    abilities = engine.derive(s).object(jid).characteristics["abilities"]
    by_index = engine.apply(s, {"action": "activate", "object": jid, "ability": 0})
    by_term = engine.apply(s, {"action": "activate", "object": jid, "ability": abilities[0]})
    assert [o.state.to_document() for o in by_index] == [o.state.to_document() for o in by_term]
    try:
        engine.apply(s, {"action": "activate", "object": jid, "ability": 7})
        raise AssertionError("an index past the end must be bad input")
    except InputError as exc:
        assert "ability" in str(exc)
    _validate({"actions": [a.to_json() for a in acts], "warnings": []})


def test_why_not_omen_cast_of_a_card_without_an_omen_names_only_that_720_3(engine):
    """CR 720.3: a card is cast as an Omen only if it has an Omen face; Bonecrusher Giant (an adventurer card)
    has none, so that is the whole answer (not the creature face's timing and cost)."""
    st = load_state(STATES / "cr715_bonecrusher_giant.yaml")
    w = engine.why_not(st, {"action": "cast", "object": "giant", "as": "omen"})
    assert not w.legal and w.failures == [("no_such_face(omen)", "720.3")]


def test_why_not_text_lists_a_condition_once_with_all_its_rules_118_8_601_2b(engine):
    """CR 118.8, 601.2b: sacrificing Bob's creature for Fling's cost fails under both rules: one line, both
    rules."""
    st = make_state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                     {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                     {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                     {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                     {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}], cards=CHOICES)
    text = render.why_not_text(engine.why_not(st, {"action": "cast", "object": "fling", "sacrifice": ["bears"],
                                                   "targets": ["bob"]}))
    lines = [line for line in text.splitlines() if "bears can't be sacrificed to pay the cost" in line]
    assert len(lines) == 1 and "118.8" in lines[0] and "601.2b" in lines[0]


@pytest.mark.long
def test_why_check_and_explore_json_validate_against_the_output_schema():
    """The README's promise: every command's --json follows `mtgasp schema output`."""
    runner = CliRunner()
    lifecycle = str(STATES / "prepare_lifecycle.yaml")
    r = runner.invoke(main, ["why", str(STATES / "cr707_10_fork.yaml"), "fork", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["object"] == "fork" and out["explanation"] and out["view"]["id"] == "fork"
    _validate(out)
    r = runner.invoke(main, ["why", str(STATES / "croaking_counterpart.yaml"), "legal(alice, cast(croak, mana), 0)",
                               "--json"])
    assert r.exit_code == 0, r.output
    _validate(json.loads(r.output))
    r = runner.invoke(main, ["check", lifecycle, "--json"])
    assert r.exit_code == 0, r.output
    _validate(json.loads(r.output))
    r = runner.invoke(main, ["explore", lifecycle, "--goal", "prepared(O, T)", "--plans", "1", "--json"])
    assert r.exit_code == 0, r.output
    _validate(json.loads(r.output))
    r = runner.invoke(main, ["explore", lifecycle, "--goal", "prepared(O, T)", "--horizon", "1", "--json"])
    _validate(json.loads(r.output))
    r = runner.invoke(main, ["derive", lifecycle, "--json"])
    _validate(json.loads(r.output))
