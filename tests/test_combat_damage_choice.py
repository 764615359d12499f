"""The division of combat damage as a player's choice (CR 510.1, 510.1c, 510.1e, 702.19b).

CR 510.1: the active player announces how each attacking creature assigns its combat damage; 510.1c: a creature
blocked by two or more divides it "as its controller chooses"; 702.19b: a trampler's controller assigns lethal
damage to its blockers first, the excess as they choose among the blockers and what it attacks. The division is
made as the combat damage step begins, that is by the pass that ends the declare blockers step, whoever makes it;
it is expressed by that pass's ``damage`` key ({attacker: {recipient: amount}}), and named with the attacking
creature's controller. Each expected value below is worked out from those rules before running the engine.
"""

from __future__ import annotations

import pytest

from pyglue import Game
from pyglue.solve import IllegalAction
from pyglue.state import InputError

from .conftest import make_state, only
from .test_combat import CARDS, bf, blocked, creature, life, obj, passes, to_blockers

MORE_CARDS = CARDS + [creature("Test Huge Trampler", 1000, 5, "trample")]


def attack_step(objects):
    """Alice's declare attackers step, before her declaration (no priority, CR 508.1)."""
    return make_state(objects, cards=MORE_CARDS, phase="combat", step="declare_attackers", priority=None)


def trampled(engine):
    """Alice's 5/5 trampler `tr` attacks Bob and is blocked by his Grizzly Bears `bb` (2/2); Alice has passed in
    the declare blockers step, Bob holds priority: his pass begins combat damage (CR 117.4, 510.1)."""
    s = attack_step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["tr"]), [{"object": "bb", "blocks": "tr"}])
    st = passes(engine, st, 1)
    assert st.doc["priority"] == "bob"
    return st


#: CR 702.19b: 5 damage, at least lethal (2) to the 2/2 blocker, the rest to it or to Bob
TRAMPLE_DIVISIONS = [{"tr": {"bb": 2, "bob": 3}}, {"tr": {"bb": 3, "bob": 2}}, {"tr": {"bb": 4, "bob": 1}},
                     {"tr": {"bb": 5, "bob": 0}}]


def test_each_division_is_a_move_whose_action_replays_to_it_510_1c_702_19b(engine):
    """CR 702.19b: four divisions, each a move of Bob's pass whose action names the division under `damage`;
    pushing that action replays exactly that move (one resulting state)."""
    g = Game(trampled(engine), engine)
    moves = g.legal_moves
    assert sorted((m.action for m in moves), key=str) == sorted(({"action": "pass", "damage": d}
                                                                 for d in TRAMPLE_DIVISIONS), key=str)
    for m in moves:
        replay = g.moves_of(m.action)
        assert len(replay) == 1
        assert replay[0].outcome.state.to_document() == m.outcome.state.to_document()
    g.push(next(m for m in moves if m.action["damage"] == {"tr": {"bb": 2, "bob": 3}}))
    assert g.state.doc["players"][1] == dict(g.state.doc["players"][1], name="bob", life=17)


def test_a_division_is_told_as_the_attacking_creatures_controllers_choice_510_1c(engine):
    """CR 510.1, 510.1c: Bob passes, but the division of Alice's attacker is Alice's choice; the description says
    so, with the recipients in one fixed order (bb before bob) in every move."""
    g = Game(trampled(engine), engine)
    texts = sorted(g.describe(m) for m in g.legal_moves)
    assert texts == [f"bob: pass; alice chose damage of tr: {b} to bb, {5 - b} to bob" for b in (2, 3, 4, 5)]


def test_the_division_prompt_names_the_damage_key_510_1c(engine):
    """The open choice of Bob's pass is the division of tr's damage, fixed by the `damage` key."""
    g = Game(trampled(engine), engine)
    (p,) = g.prompts({"action": "pass"})
    assert (p.choice, p.object, p.key, len(p.options)) == ("damage", "tr", "damage", 4)
    with pytest.raises(Exception) as exc:
        g.push({"action": "pass"})
    assert "damage of tr" in str(exc.value)


def test_a_given_division_is_the_one_resulting_state_510_2(engine):
    """CR 510.2: 2 to the blocker and 3 to Bob, dealt at once: Bob at 17, the Bears marked with 2."""
    st = only(engine.apply(trampled(engine), {"action": "pass", "damage": {"tr": {"bb": 2, "bob": 3}}}, settle=False))
    assert life(st, "bob") == 17 and obj(st, "bb")["damage"] == 2


@pytest.mark.parametrize("division, rule", [
    ({"tr": {"bb": 1, "bob": 4}}, "702.19b"),    # not lethal to the blocker, yet damage to Bob
    ({"tr": {"bb": 2, "bob": 2}}, "510.1a"),     # 4 of its 5: all of its power is assigned
    ({"tr": {"bb": 5, "alice": 0}}, "510.1c"),   # Alice is neither a blocker nor what tr attacks
    ({"tr": {"bb": 5}, "bb": {"tr": 2}}, "510.1c"),  # bb blocks one creature: all its damage to it, no division
])
def test_an_illegal_division_is_an_illegal_action_with_its_rule_510_1e(engine, division, rule):
    """CR 510.1e: a division that breaks 510.1a-c or 702.19b is illegal; apply names the rule."""
    with pytest.raises(IllegalAction) as exc:
        engine.apply(trampled(engine), {"action": "pass", "damage": division})
    assert rule in [r for _, r in exc.value.why.failures]


def test_a_division_on_a_pass_that_begins_no_damage_step_is_illegal_510_1(engine):
    """CR 117.4, 510.1: Alice's first pass in declare blockers doesn't end the step (Bob hasn't passed), so no
    damage is assigned and a division given with it is illegal."""
    s = attack_step([bf("tr", "Test Trampler", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["tr"]), [{"object": "bb", "blocks": "tr"}])
    with pytest.raises(IllegalAction):
        engine.apply(st, {"action": "pass", "damage": {"tr": {"bb": 2, "bob": 3}}})


def test_a_division_is_only_a_pass_key(engine):
    """Only a pass begins a step (CR 500.2), so `damage` on a declaration is bad input, named."""
    s = attack_step([bf("tr", "Test Trampler", "alice")])
    with pytest.raises(InputError) as exc:
        engine.apply(s, {"action": "declare_attackers", "attackers": ["tr"], "damage": {"tr": {"bob": 5}}})
    assert "damage" in str(exc.value)


def test_the_regrower_example_in_one_fixed_order_of_recipients_510_1c(engine):
    """CR 510.1c's Example: the five divisions of a 4/3 blocked by a 2/3 and a 1/1 are the five moves' `damage`,
    each told with the recipients in the same order (hunter, then spawn)."""
    s = attack_step([bf("regrower", "Test Regrower", "alice"), bf("spawn", "Test Spawn", "bob"),
                     bf("hunter", "Test Hunter", "bob")])
    st = blocked(engine, to_blockers(engine, s, ["regrower"]), [{"object": "spawn", "blocks": "regrower"},
                                                                 {"object": "hunter", "blocks": "regrower"}])
    g = Game(passes(engine, st, 1), engine, settle=False)
    moves = g.legal_moves
    assert sorted(m.action["damage"]["regrower"]["hunter"] for m in moves) == [0, 1, 2, 3, 4]
    assert all(sum(m.action["damage"]["regrower"].values()) == 4 for m in moves)
    assert sorted(g.describe(m) for m in moves) == [
        f"bob: pass; alice chose damage of regrower: {h} to hunter, {4 - h} to spawn" for h in range(5)]


def test_too_many_divisions_ask_for_the_division_naming_the_key_510_1c(engine):
    """CR 702.19b: a 1000-power trampler blocked by a 2/2 has 999 divisions (2..1000 to the blocker), past
    Engine.max_divisions: an InputError naming `damage`; given, the one division is dealt (998 to Bob)."""
    s = attack_step([bf("huge", "Test Huge Trampler", "alice"), bf("bb", "Grizzly Bears", "bob")])
    st = passes(engine, blocked(engine, to_blockers(engine, s, ["huge"]), [{"object": "bb", "blocks": "huge"}]), 1)
    assert engine.max_divisions < 999
    with pytest.raises(InputError) as exc:
        engine.apply(st, {"action": "pass"})
    assert exc.value.problems[0][0] == "damage" and "max_divisions" in str(exc.value)
    out = only(engine.apply(st, {"action": "pass", "damage": {"huge": {"bb": 2, "bob": 998}}}, settle=False))
    assert life(out, "bob") == 20 - 998


# --- the bounds on the command line ---------------------------------------------------------------------------


def _state_file(tmp_path, objects, **top):
    import yaml

    s = attack_step(objects)
    doc = dict(s.to_document(), **top)
    path = tmp_path / "state.yaml"
    path.write_text(yaml.safe_dump(doc))
    return str(path)


def test_explore_decisions_names_the_option_for_a_bound_it_passes_508_1a(tmp_path):
    """CR 508.1a: two creatures that may attack Bob give 2 x 2 = 4 declarations, each a move of the search; with
    --max-declarations 3 it can't list them, and says so with the option (exit 2); with 4 it searches."""
    from click.testing import CliRunner

    from pyglue.cli import main

    path = _state_file(tmp_path, [bf("b1", "Grizzly Bears", "alice"), bf("b2", "Grizzly Bears", "alice")])
    args = ["explore", path, "--goal", "true(attacking(O), T)", "--decisions", "--horizon", "1"]
    r = CliRunner().invoke(main, ["--max-declarations", "3", *args])
    assert r.exit_code == 2, r.output
    assert "--max-declarations" in r.output and "Engine.max_declarations" not in r.output.split("(")[0]
    r = CliRunner().invoke(main, ["--max-declarations", "4", *args])
    assert r.exit_code == 0, r.output


def test_apply_takes_max_divisions_on_the_command_line_702_19b(tmp_path):
    """CR 702.19b: the 5/5 trampler blocked by a 2/2 has 4 divisions: --max-divisions 3 asks for `damage` (exit
    2), --max-divisions 4 gives the four resulting states."""
    import json

    from click.testing import CliRunner

    from pyglue.cli import main
    from pyglue.solve import Engine

    st = trampled(Engine())
    path = tmp_path / "blk.yaml"
    import yaml

    path.write_text(yaml.safe_dump(st.to_document()))
    act = json.dumps({"action": "pass"})
    r = CliRunner().invoke(main, ["--max-divisions", "3", "apply", str(path), act])
    assert r.exit_code == 2 and "damage" in r.output, r.output
    r = CliRunner().invoke(main, ["--max-divisions", "4", "apply", str(path), act, "--json"])
    assert r.exit_code == 0, r.output
    assert len(json.loads(r.output)) == 4
