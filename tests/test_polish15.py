"""Small findings a new user left in session 15 (polish15): each test names the doc sentence or CR rule the
behaviour broke, what happened and what should. Expected values come from the docs, not from the engine's output."""

from __future__ import annotations

import pytest

from pyglue import Game, load_state
from pyglue.errors import InputError

from .conftest import ROOT

LAST_DRAW = ROOT / "examples/states/last_draw.yaml"


@pytest.mark.parametrize("action", [{}, {"object": "x"}], ids=["empty", "no action key"])
def test_an_action_without_its_action_key_says_that_key_is_missing(action):
    """docs/python_api.md: "a malformed action or state document is an InputError listing every problem with its
    path". ``Game.push({})`` said "(document): a mapping of 0 key(s) is not valid under any of the given schemas",
    naming neither the key ``action`` nor that it is missing; it should name ``'action'`` as missing."""
    game = Game(load_state(LAST_DRAW))
    with pytest.raises(InputError) as info:
        game.push(action)
    text = str(info.value)
    assert "'action' is missing" in text and "given schemas" not in text


def test_an_action_with_both_action_and_event_says_so():
    """The same (the action schema, `mtgasp schema action`: a document has `action` or `event`): both keys at once said "is valid under each
    of {'required': ['event']}, ..."; it should say both keys are given and only one is allowed."""
    game = Game(load_state(LAST_DRAW))
    with pytest.raises(InputError) as info:
        game.push({"action": "pass", "event": "resolve"})
    assert "'action' and 'event'" in str(info.value) and "valid under each" not in str(info.value)


@pytest.mark.parametrize("where", ["folder", "folder/", "missing/state.yaml"])
def test_save_state_to_a_folder_or_a_missing_folder_names_the_path_given(tmp_path, where):
    """docs/python_api.md: "Wrong arguments raise at once, naming what is wrong" (and save_state writes "whole or not
    at all"). ``save_state(state, FOLDER)`` raised IsADirectoryError naming a temporary file
    (``.folder.eevsyk68.tmp``), not the path given; it should be an InputError naming that path, nothing written."""
    from pyglue import save_state

    (tmp_path / "folder").mkdir()
    path = str(tmp_path / where)
    with pytest.raises(InputError) as info:
        save_state(load_state(LAST_DRAW), path)
    assert info.value.source == path and ".tmp" not in str(info.value)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["folder"]


def test_check_out_says_no_file_was_written_when_every_invariant_holds(tmp_path):
    """docs/commands/check.md: "`--out` writes it [the smallest counterexample] as a state file that derive loads".
    When every invariant held, ``check --out FILE`` printed "all hold" and said nothing of FILE, which then did not
    exist (a user looks for it); the last line should say no counterexample was written to FILE, and none is."""
    from click.testing import CliRunner

    from pyglue.cli import main

    out = tmp_path / "cx.yaml"
    r = CliRunner().invoke(main, ["check", "--bound", "1", "--steps", "1", "--count", "0",
                                  "--only", "foretold_in_exile_or_on_stack", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[-1] == f"all hold (no counterexample: {out} not written)"
    assert not out.exists()


def test_graph_json_names_zones_as_documented_not_as_clingo_terms(tmp_path):
    """docs/commands/graph.md (`--json`): a zone's id is ``battlefield`` for a shared zone and ``OWNER:ZONE`` for a
    player's own library, hand or graveyard (CR 400.1). ``graph --json`` printed clingo's terms
    (``zone(library,"alice")``); croaking_counterpart.yaml has Alice's hand and library, Bob's library and the
    battlefield, and the output is valid under the output schema's ``graph``."""
    import json

    import jsonschema
    from click.testing import CliRunner

    from pyglue.cli import main
    from pyglue.validation import schema

    r = CliRunner().invoke(main, ["graph", str(ROOT / "examples/states/croaking_counterpart.yaml"), "--json",
                                  "--out", str(tmp_path / "g.dot")])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert sorted(z["id"] for z in out["zones"]) == ["alice:hand", "alice:library", "battlefield", "bob:library"]
    zone_of = {o["id"]: o["zone"] for o in out["objects"]}
    assert (zone_of["croak"], zone_of["alib"], zone_of["blib"], zone_of["aviator"]) == (
        "alice:hand", "alice:library", "bob:library", "battlefield")
    sch = schema("output")
    jsonschema.validate(out, dict(sch["$defs"]["graph"], **{"$defs": sch["$defs"]}))


#: Alice's Mox Emerald (real card, mana cost {0}) in her hand, a Forest on the battlefield, her main phase
MOX_IN_HAND = {
    "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
    "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
    "objects": [{"id": "mox", "card": "Mox Emerald", "zone": "hand", "owner": "alice"},
                {"id": "forest1", "card": "Forest", "zone": "battlefield", "owner": "alice"}],
}


def test_explore_says_the_payment_note_only_when_mana_was_paid(tmp_path):
    """docs/commands/explore.md: the "(plans that differ only in which sources paid a cost are shown as one ...)"
    line is about the payment (CR 601.2h) a plan leaves open. Casting Mox Emerald, mana cost {0} (CR 202.1), pays
    nothing (CR 107.4d, 118.5: {0} is zero mana, a cost paid by acknowledging it), yet the line was printed for every plan with a
    cast; it should be printed only when a step paid mana, as the Emeritus plan of the doc does (mana cost {2}{G})."""
    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main

    path = tmp_path / "mox.yaml"
    path.write_text(yaml.safe_dump(MOX_IN_HAND))
    r = CliRunner().invoke(main, ["explore", str(path), "--goal", "true(zone(mox, battlefield), T)", "--plans", "1"])
    assert r.exit_code == 0, r.output
    assert "cast mox" in r.output and "paid a cost" not in r.output
    r = CliRunner().invoke(main, ["explore", str(ROOT / "examples/states/prepare_lifecycle.yaml"), "--goal",
                                  "prepared(O, T)", "--plans", "1"])
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[-1].startswith("(plans that differ only in which sources paid a cost")


def test_derive_reads_the_stack_from_the_top_in_its_header_table_and_lines():
    """docs/commands/derive.md: each spell or ability on the stack is said "from the top (CR 405.2)". In
    cr707_10_fork.yaml the state lists the stack bottom first (charm, then fork, which targets charm: fork is on top);
    the header said "stack: charm, fork" (bottom to top) and the table listed charm first while the lines under it
    began with fork (top of the stack). Header, table and lines should all go from the top: fork, then charm."""
    from click.testing import CliRunner

    from pyglue.cli import main

    r = CliRunner().invoke(main, ["derive", str(ROOT / "examples/states/cr707_10_fork.yaml")])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0].endswith("; stack from the top: fork, charm")
    rows = [ln.split()[0] for ln in lines[lines.index("stack") + 1:] if ln.split() and ln.split()[0] in
            ("fork", "charm")]
    assert rows == ["fork", "charm", "fork", "charm"]   # the table's rows, then the lines in words
    assert "fork (top of the stack)" in r.output and "charm (2 from the top)" in r.output
