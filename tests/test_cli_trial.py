"""What a new user sees at the command line (session 6 trial): every bad input is exit 2 with a clear message
naming what and where, all problems at once, nothing half-written; options that don't apply are refused."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyglue.cli import main

from .conftest import EXAMPLES

STATE = str(EXAMPLES / "states" / "croaking_counterpart.yaml")


def run(*args: str):
    r = CliRunner().invoke(main, [str(a) for a in args])
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        pytest.fail(f"crashed with {type(r.exception).__name__}: {r.exception}\n{r.output}")
    return r


def bad_input(r, *fragments: str) -> None:
    assert "Traceback" not in r.output, r.output
    assert r.exit_code == 2, f"exit {r.exit_code}, expected 2:\n{r.output}"
    for frag in fragments:
        assert frag in r.output, f"{frag!r} not in:\n{r.output}"


# 1. demo walk files: a schema, checked up front, every problem at once


def test_walk_file_problems_are_all_reported_before_anything_runs(tmp_path):
    """A negative repeat, a non-boolean show, an unknown step key (a typo of say) and an unknown top-level key are
    each named at their path, in one run; no step is printed."""
    walk = tmp_path / "w.yaml"
    walk.write_text(f"title: t\nstate: {STATE}\nshwo: true\nsteps:\n  - say: a\n    repeat: -1\n    show: maybe\n"
                    "  - {frobnicate: 1}\n  - {sayy: x, do: {action: pass}}\n", encoding="utf-8")
    r = run("demo", "--file", walk)
    bad_input(r, "5 problem(s)", "'shwo' was unexpected", "steps[0].repeat", "steps[0].show",
              "steps[1]: Additional properties are not allowed ('frobnicate'", "'sayy' was unexpected")
    assert "-- step" not in r.output


def test_walk_schema_is_printed_and_the_shipped_walks_follow_it():
    """`mtgasp schema walk` prints the schema the demo checks; the built-in walks satisfy it."""
    import jsonschema
    import yaml

    r = run("schema", "walk")
    assert r.exit_code == 0, r.output
    sch = json.loads(r.output)
    assert sch["additionalProperties"] is False and sch["properties"]["steps"]["items"]["additionalProperties"] is False
    for f in sorted((EXAMPLES / "demo").glob("*.yaml")):
        jsonschema.Draft202012Validator(sch).validate(yaml.safe_load(f.read_text(encoding="utf-8")))


# (a walk step with only `do` has no empty heading: tests/test_cli_and_contract.py's
# test_demo_walks_the_prepare_lifecycle checks it on the same run of the walk)


# 3. written files get the mode a plain open gives them


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.long
def test_written_files_follow_the_umask(tmp_path):
    """apply --out (NNN.yaml and its manifest), graph --out and cards import --out: 0666 & ~umask (0644 under
    umask 0022), as any program's plain write, not mkstemp's 0600."""
    old = os.umask(0o022)
    try:
        out = tmp_path / "out"
        r = run("apply", STATE, "{action: pass}", "--out", out)
        assert r.exit_code == 0, r.output
        assert {p.name: _mode(p) for p in out.iterdir()} == {"001.yaml": 0o644, ".mtgasp-apply.json": 0o644}
        dot = tmp_path / "g.dot"
        assert run("graph", STATE, "--out", dot).exit_code == 0
        assert _mode(dot) == 0o644
        src = tmp_path / "cards.json"
        src.write_text(json.dumps([{"object": "card", "name": "Grizzly Bears", "layout": "normal",
                                    "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
                                    "power": "2", "toughness": "2", "colors": ["G"]}]), encoding="utf-8")
        cards = tmp_path / "cards.yaml"
        r = run("cards", "import", src, "--out", cards)
        assert r.exit_code == 0, r.output
        assert _mode(cards) == 0o644
        os.umask(0o077)
        assert run("graph", STATE, "--out", dot).exit_code == 0
        assert _mode(dot) == 0o600
    finally:
        os.umask(old)


# 4. options that don't apply are refused


@pytest.mark.parametrize("extra,option", [(["--out", "cx.yaml"], "--out"), (["--bound", "3"], "--bound"),
                                          (["--steps", "2"], "--steps"), (["--count", "1"], "--count")])
def test_check_with_state_refuses_options_of_the_bounded_check(tmp_path, monkeypatch, extra, option):
    """With STATE, check checks that state: --out, --bound, --steps, --count would be ignored, so they are
    refused (exit 2) naming the option, and nothing is written."""
    monkeypatch.chdir(tmp_path)
    r = run("check", STATE, *extra)
    bad_input(r, f"{option}: applies only to the bounded check (without STATE)")
    assert not (tmp_path / "cx.yaml").exists()


def test_demo_file_refuses_walk(tmp_path):
    """--walk names a built-in walk; with --file it would be ignored: refused, naming both."""
    bad_input(run("demo", "--file", EXAMPLES / "demo" / "cr_722_3c.yaml", "--walk", "cr_722_3c"), "--walk", "--file")


def test_check_time_budget_stops_with_a_message():
    """check --time-budget: past the budget it stops, naming the budget and how far it got (exit 1)."""
    r = run("check", "--time-budget", "0.5")
    assert r.exit_code == 1, r.output
    # how far it got depends on the machine's speed: no size at all, or every size up to some bound
    assert "time budget of 0.5 s" in r.output
    assert "no size was proven in full" in r.output or "every size up to" in r.output
    r = run("check", STATE, "--time-budget", "0.001")
    assert r.exit_code == 1, r.output
    assert "time budget of 0.001 s" in r.output


def test_check_only_one_invariant_says_invariant():
    r = run("check", STATE, "--only", "one_zone")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("1 invariant, 1 state, ")


# 5. messages


def test_apply_with_a_folder_as_action_says_it_is_a_folder():
    bad_input(run("apply", STATE, EXAMPLES), "is a folder: give an action file")


def test_why_not_lists_every_player_action_kind():
    """The kinds come from the action schema: foretell (CR 702.143a), activate (602), declare_attackers (508.1)
    and declare_blockers (509.1) are player actions too."""
    r = run("why-not", STATE, "{event: end_turn}")
    bad_input(r, "activate|cast|declare_attackers|declare_blockers|foretell|pass|play")


def test_explore_goal_syntax_error_is_in_the_message_only(capfd):
    """clingo's parser message goes into the error (its column included); nothing raw from clingo on stderr."""
    r = run("explore", STATE, "--goal", "prepared(O, T), is_token(O T)")
    bad_input(r, "--goal", "syntax error", "column ")
    assert "<string>" not in capfd.readouterr().err
    assert "<string>" not in r.output


def test_activate_unknown_object_by_ability_number_names_the_object():
    """An ability given by number on an unknown object: the object is the problem, not the ability's shape."""
    r = run("apply", STATE, "{action: activate, object: nope, ability: 1}")
    bad_input(r, "1 problem(s)", "object: unknown object 'nope'")
    assert "expected one of" not in r.output


def test_counter_count_not_an_integer_is_reported_once(tmp_path):
    text = (EXAMPLES / "states" / "croaking_counterpart.yaml").read_text(encoding="utf-8")
    text = text.replace("{id: aviator,", '{id: aviator, counters: {"+1/+1": x},')
    text = text.replace("../cards/", str(EXAMPLES / "cards") + "/")
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    r = run("derive", p)
    bad_input(r, "1 problem(s)", "counters.+1/+1")


def test_cards_show_is_case_insensitive():
    r = run("cards", "show", "encouraging aviator")
    assert r.exit_code == 0, r.output
    assert "name: Encouraging Aviator" in r.output


@pytest.mark.long
def test_explore_json_tells_no_plan_from_a_goal_that_holds():
    """No plan within the horizon: found false, length null; a goal already true: found true, length 0."""
    lifecycle = str(EXAMPLES / "states" / "prepare_lifecycle.yaml")
    r = run("explore", lifecycle, "--goal", "prepared(O, T)", "--horizon", "1", "--json")
    assert r.exit_code == 1
    out = json.loads(r.output)
    assert (out["found"], out["length"], out["plans"]) == (False, None, [])
    # every card in the state has an owner from the start (CR 108.3): the goal holds at time 0
    r = run("explore", lifecycle, "--goal", "owner(O, alice, T)", "--horizon", "1", "--json")
    out = json.loads(r.output)
    assert (r.exit_code, out["found"], out["length"]) == (0, True, 0), r.output


# 2. example states name card files only for cards the bundled library lacks


def _without_docs(d):
    if isinstance(d, dict):
        return {k: _without_docs(v) for k, v in d.items() if k not in ("notes", "oracle", "source")}
    if isinstance(d, list):
        return [_without_docs(x) for x in d]
    return d


@pytest.mark.parametrize("path", sorted((EXAMPLES / "states").glob("*.yaml")), ids=lambda p: p.name)
def test_example_state_names_card_files_only_for_cards_not_in_the_library(path):
    """A card file an example state names holds a card the state uses that the bundled library doesn't have as
    written there (else the state would depend on its folder for nothing)."""
    import yaml

    from pyglue.cards import library, referenced_names

    lib = library()
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    used = referenced_names({k: v for k, v in doc.items() if k != "cards"})
    for f in doc.get("card_files", []):
        cards = yaml.safe_load((path.parent / f).read_text(encoding="utf-8"))["cards"]
        needed = [c["name"] for c in cards if c["name"] in used
                  and (c["name"] not in lib or _without_docs(lib[c["name"]]) != _without_docs(c))]
        assert needed, f"{f}: every card the state uses from it is the library's; drop it from card_files"


def test_example_state_runs_from_its_own_folder(monkeypatch):
    monkeypatch.chdir(EXAMPLES / "states")
    r = run("legal", "croaking_counterpart.yaml")
    assert r.exit_code == 0, r.output


def test_card_file_outside_the_allowed_folders_says_how_to_fix_it(tmp_path):
    """The path rule names the option that admits the folder; following it reads the file."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "states").mkdir()
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "cards" / "c.yaml").write_text("cards:\n  - {name: Zed, types: [creature], power: 1, toughness: 1}\n",
                                               encoding="utf-8")
    s = tmp_path / "states" / "s.yaml"
    s.write_text("players: [{name: alice}, {name: bob}]\ncard_files: [../cards/c.yaml]\n"
                 "objects:\n  - {id: z, card: Zed, zone: battlefield, owner: alice}\n", encoding="utf-8")
    folder = str((tmp_path / "cards").resolve())
    r = run("--cards-path", tmp_path / "elsewhere", "derive", s)
    bad_input(r, "card_files[0]", f"--cards-path {folder}", "MTGASP_CARDS_PATH")
    r = run("--cards-path", folder, "derive", s)
    assert r.exit_code == 0, r.output
