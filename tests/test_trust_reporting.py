"""What a user sees when the input is wrong, or when a command writes files (the trust items of session 5's "noticed
and left"): every problem of a file in one run, each naming what is wrong and where; exit 2 on the command line,
never a traceback; nothing half-written; --json failures as a JSON error object on stdout; the Python API's wrong
arguments as clear TypeErrors and ValueErrors.

The rules facts used (a pass gives priority to the next player, CR 117.3d; casting Croaking Counterpart with two of
three Islands has three payments, CR 601.2h) are read off the CR, not the engine's output."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner, Result

from pyglue import Engine, Game, InputError, load_cards, load_state
from pyglue.cli import main
from pyglue.state import schema, write_atomic

from .conftest import ROOT

STATE = ROOT / "examples" / "states" / "croaking_counterpart.yaml"
CAST = "{action: cast, object: croak, targets: [aviator]}"   # CR 601.2h: three ways to pay with two of three Islands


def run(*args: Any) -> Result:
    result = CliRunner().invoke(main, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        pytest.fail(f"crashed with {type(result.exception).__name__}: {result.exception}\n{result.output}")
    assert "Traceback" not in result.output, result.output
    return result


def bad_input(result: Result, *fragments: str) -> str:
    assert result.exit_code == 2, f"exit {result.exit_code}:\n{result.output}"
    for frag in fragments:
        assert frag in result.output, f"{frag!r} not in:\n{result.output}"
    return result.output


def dump(path: Path, doc: Any) -> Path:
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def output_def(name: str) -> dict[str, Any]:
    out = schema("output")
    return dict(out["$defs"][name], **{"$defs": out["$defs"]})


# --- 1. a file's errors all at once ------------------------------------------------------------------------

BROKEN_CARDS = {"cards": [
    {"name": "Bad Power", "types": ["creature"], "power": "x", "toughness": 2},      # the schema refuses it
    {"name": "Bad Type", "types": ["creatur"], "power": 1, "toughness": 1},         # the vocabulary refuses it
    {"name": "Bad Cost", "types": ["creature"], "mana_cost": "{Q}", "power": 1, "toughness": 1},
    {"name": "Fine Card", "types": ["creature"], "power": 1, "toughness": 1},
]}


def _state_naming(names: list[str], card_file: str) -> dict[str, Any]:
    return {"players": [{"name": "alice"}, {"name": "bob"}], "card_files": [card_file],
            "objects": [{"id": f"o{i}", "card": n, "zone": "battlefield", "owner": "alice"}
                        for i, n in enumerate(names)]}


def test_card_file_problems_all_reported_in_one_run_without_unknown_card(tmp_path):
    """A card file with three bad cards: all three are reported in one run, each at its card's path, and the state
    naming them gets no "unknown card ... did you mean" on top (the cards are defined, with problems). The good
    card of the same file is not reported."""
    cards = dump(tmp_path / "cards.yaml", BROKEN_CARDS)
    with pytest.raises(InputError) as info:
        load_cards(cards)
    paths = {p for p, _ in info.value.problems}
    assert {"cards[0].power", "cards[1].types[0]", "cards[2].mana_cost"} <= paths
    assert not any(p.startswith("cards[3]") for p in paths)
    state = dump(tmp_path / "s.yaml", _state_naming([c["name"] for c in BROKEN_CARDS["cards"]], "cards.yaml"))
    out = bad_input(run("derive", state), "card_files[0] (cards.yaml) cards[0].power",
                    "cards[1].types[0]", "creatur", "cards[2].mana_cost", "{Q}")
    assert "unknown card" not in out and "did you mean" not in out
    assert out.count("cards[0].power") == 1  # one value refused once, not by the schema and the vocabulary both


def test_unreadable_card_file_is_named_instead_of_guessing_names(tmp_path):
    """A card file that isn't YAML at all: its parse error is reported, and a card the state names is said to be
    maybe in that file, not "did you mean" another card."""
    (tmp_path / "cards.yaml").write_text("cards: [\n", encoding="utf-8")
    state = dump(tmp_path / "s.yaml", _state_naming(["Grizly Bears"], "cards.yaml"))
    out = bad_input(run("derive", state), "card_files[0] (cards.yaml)", "not valid YAML/JSON", "could not be read")
    assert "did you mean" not in out


def test_cards_coverage_reports_every_files_problems_in_one_run(tmp_path):
    one = dump(tmp_path / "one.yaml", {"cards": [BROKEN_CARDS["cards"][0]]})
    two = dump(tmp_path / "two.yaml", {"cards": [BROKEN_CARDS["cards"][1]]})
    bad_input(run("cards", "coverage", one, two), "one.yaml: cards[0].power", "two.yaml: cards[0].types[0]")


def test_a_value_of_the_wrong_type_does_not_hide_the_other_objects_problems(tmp_path):
    """`counters: 3` (a mapping is expected) used to stop the cross-reference check, so that another object's
    unknown owner and misspelt card came only in the next run: now all three in one."""
    state = dump(tmp_path / "s.yaml", {"players": [{"name": "alice"}, {"name": "bob"}], "objects": [
        {"id": "a", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice", "counters": 3},
        {"id": "b", "card": "Grizly Bears", "zone": "battlefield", "owner": "carol"}]})
    bad_input(run("derive", state), "objects[0].counters", "objects[1].owner: 'carol' is not a player",
              "objects[1].card: unknown card 'Grizly Bears'")


def _walk_dir(tmp_path: Path) -> Path:
    (tmp_path / "cards").mkdir()
    shutil.copy(ROOT / "examples" / "cards" / "sos.yaml", tmp_path / "cards" / "sos.yaml")
    (tmp_path / "states").mkdir()
    shutil.copy(STATE, tmp_path / "states" / "start.yaml")
    return tmp_path / "states"


def test_demo_file_reports_every_bad_step_and_prints_no_walk(tmp_path):
    """A walk with three bad steps: each is reported (an unknown object, an illegal cast once Bob holds priority
    after Alice passes, CR 117.3d, and an action that isn't one), exit 2, and none of the walk is printed."""
    states = _walk_dir(tmp_path)
    walk = dump(states / "walk.yaml", {"title": "bad walk", "state": "start.yaml", "steps": [
        {"say": "no such object", "do": {"action": "cast", "object": "nosuch"}},
        {"say": "Alice passes", "do": {"action": "pass"}},
        {"say": "Alice casts without priority", "do": {"action": "cast", "object": "croak", "targets": ["aviator"]}},
        {"do": {"action": "frobnicate"}, "show": True}]})
    out = bad_input(run("--cards-path", tmp_path / "cards", "demo", "--file", walk),
                    "steps[0].do.object", "nosuch", "steps[2].do", "steps[3].do.action", "frobnicate")
    assert "steps[1]" not in out and "== bad walk" not in out


# --- 2. files written: a folder not ours is refused, no folder is made, whole files only ---------------------


def test_apply_out_replaces_its_own_earlier_files_and_leaves_none_stale(tmp_path):
    """Casting Croaking Counterpart writes three states (three payments, CR 601.2h); passing priority then writes
    one (CR 117.3d): the folder holds 001.yaml only, the earlier 002 and 003 are gone, and it loads."""
    out = tmp_path / "out"
    assert run("apply", STATE, CAST, "--out", out).exit_code == 0
    assert sorted(p.name for p in out.glob("*.yaml")) == ["001.yaml", "002.yaml", "003.yaml"]
    assert run("apply", STATE, "{action: pass}", "--out", out).exit_code == 0
    assert sorted(p.name for p in out.glob("*.yaml")) == ["001.yaml"]
    assert load_state(out / "001.yaml").doc["priority"] == "bob"
    assert not list(out.glob("*.tmp"))


def test_apply_out_refuses_a_folder_holding_other_files_and_writes_nothing(tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me", encoding="utf-8")
    bad_input(run("apply", STATE, "{action: pass}", "--out", out), "--out", "notes.txt", "nothing was written")
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]
    assert (out / "notes.txt").read_text(encoding="utf-8") == "keep me"


def test_apply_out_refuses_its_own_file_once_changed(tmp_path):
    """A state file apply wrote and the user then edited is theirs now: refused, and left as they wrote it."""
    out = tmp_path / "out"
    assert run("apply", STATE, "{action: pass}", "--out", out).exit_code == 0
    edited = (out / "001.yaml").read_text(encoding="utf-8") + "# my note\n"
    (out / "001.yaml").write_text(edited, encoding="utf-8")
    bad_input(run("apply", STATE, CAST, "--out", out), "001.yaml", "changed")
    assert (out / "001.yaml").read_text(encoding="utf-8") == edited and not (out / "002.yaml").exists()


@pytest.mark.parametrize("command", [
    lambda out: ["apply", STATE, "{action: pass}", "--out", out / "x"],
    lambda out: ["graph", STATE, "--out", out / "x.dot"],
    lambda out: ["check", "--out", out / "x.yaml"],
], ids=["apply", "graph", "check"])
def test_out_into_a_missing_folder_is_refused_and_creates_none(tmp_path, command):
    missing = tmp_path / "no" / "such"
    bad_input(run(*command(missing)), "--out", "doesn't exist")
    assert not (tmp_path / "no").exists()


def test_writes_are_whole_or_not_at_all(tmp_path, monkeypatch):
    """A write that fails at the rename leaves the file as it was and no temporary file behind."""
    import os

    target = tmp_path / "s.yaml"
    target.write_text("old", encoding="utf-8")

    def fail(*_a: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["s.yaml"]


# --- 3. --json on every command that answers, failures as a JSON error object --------------------------------


def _json(result: Result, code: int = 0) -> Any:
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


def test_demo_json_has_each_step_and_what_it_shows(tmp_path):
    """demo --json: after Alice passes, Bob holds priority (CR 117.3d), so every legal action shown is Bob's."""
    states = _walk_dir(tmp_path)
    walk = dump(states / "walk.yaml", {"title": "one pass", "state": "start.yaml",
                                       "steps": [{"say": "Alice passes", "do": {"action": "pass"}, "show": True}]})
    doc = _json(run("--cards-path", tmp_path / "cards", "demo", "--file", walk, "--json"))
    jsonschema.validate(doc, output_def("demo"))
    (step,) = doc["walks"][0]["steps"]
    assert step["done"][0]["do"] == {"action": "pass"}
    assert step["legal"]["actions"] and {a["player"] for a in step["legal"]["actions"]} == {"bob"}


@pytest.mark.long
def test_graph_cards_show_import_and_coverage_json_match_the_output_schema(tmp_path):
    doc = _json(run("graph", STATE, "--out", tmp_path / "g.dot", "--json"))
    jsonschema.validate(doc, output_def("graph"))
    assert {"aviator", "croak"} <= {o["id"] for o in doc["objects"]} and (tmp_path / "g.dot").exists()
    card = _json(run("cards", "show", "Grizzly Bears", "--json"))
    jsonschema.validate(card, output_def("cards_show"))
    assert (card["power"], card["toughness"]) == (2, 2)   # Grizzly Bears' printed 2/2
    src = tmp_path / "cards.json"
    src.write_text(json.dumps([{"name": "Grizzly Bears", "type_line": "Creature — Bear", "mana_cost": "{1}{G}",
                                "power": "2", "toughness": "2", "oracle_text": "", "layout": "normal"}]))
    rep = _json(run("cards", "import", src, "--out", tmp_path / "c.yaml", "--json"))
    jsonschema.validate(rep, output_def("cards_import"))
    assert rep["imported"] == 1 and load_cards(tmp_path / "c.yaml").cards["Grizzly Bears"]["power"] == 2
    cov = _json(run("cards", "coverage", tmp_path / "c.yaml", "--json"))
    jsonschema.validate(cov, output_def("cards_coverage"))
    jsonschema.validate(cov, schema("output"))
    assert cov["totals"]["all"] == {"cards": 1, "supported": 1, "percent": 100.0}


@pytest.mark.parametrize("args,path", [
    (["derive", "missing.yaml", "--json"], ""),
    (["legal", STATE, "--player", "carol", "--json"], "--player"),
    (["apply", STATE, "{action: frobnicate}", "--json"], "action"),
    (["why-not", STATE, "[1, 2]", "--json"], ""),
    (["graph", STATE, "--out", "x.pdf", "--json"], "--out"),
    (["cards", "show", "Grizly Bears", "--json"], ""),
    (["cards", "import", "missing.json", "--json"], "--out"),
    (["derive", "--json"], "STATE"),
], ids=["missing-file", "unknown-player", "bad-action", "action-not-mapping", "graph-suffix", "unknown-card",
        "import-without-out", "usage"])
def test_bad_input_under_json_is_a_json_error_object_exit_2(args, path):
    doc = _json(run(*args), code=2)
    jsonschema.validate(doc, output_def("error"))
    assert doc["error"]["kind"] in ("input", "usage") and doc["error"]["problems"]
    assert any(p["path"] == path for p in doc["error"]["problems"]), doc


# --- 4. the Python API's wrong arguments -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def api() -> tuple[Engine, Any]:
    return Engine(), load_state(STATE)


def test_legal_actions_for_a_player_not_in_the_game_names_the_players(api):
    engine, st = api
    with pytest.raises(ValueError, match=r"'carol' is not a player in this game \(players: alice, bob\)"):
        engine.legal_actions(st, player="carol")
    with pytest.raises(ValueError, match="carol"):
        Game(st, engine).legal_actions("carol")
    with pytest.raises(ValueError, match="carol"):
        engine.derive(st, viewer="carol")


def test_a_state_document_is_accepted_where_a_state_is(api, monkeypatch):
    """A plain mapping (a state file's document) is validated into a state: the same answer as the loaded file."""
    engine, st = api
    monkeypatch.chdir(STATE.parent)
    doc = yaml.safe_load(STATE.read_text(encoding="utf-8"))
    assert engine.derive(doc).to_json() == engine.derive(st).to_json()
    assert Game(doc, engine).state.players == ["alice", "bob"]
    with pytest.raises(InputError, match="objects"):
        engine.derive({"players": [{"name": "alice"}]})


def test_wrong_argument_types_raise_a_clear_type_error(api):
    engine, st = api
    with pytest.raises(TypeError, match=r"GameState .* or a state document \(a mapping\), not str; .*load_state"):
        engine.derive(str(STATE))
    with pytest.raises(TypeError, match=r"push takes a Move .* or an action mapping .* not str 'garbage'"):
        Game(st, engine).push("garbage")
    with pytest.raises(TypeError, match="not int"):
        Game(st, engine).push(5)


def test_serve_names_the_players_for_one_not_in_the_game(api):
    """serve: legal for a player not in the game, or derive as one, is an error response at the request's field
    naming the players there (and the process goes on)."""
    from pyglue.serve import Server

    engine, _ = api
    server = Server(engine)
    assert server.handle({"id": 1, "command": "load", "path": str(STATE)})["ok"]
    for field, request in (("player", {"command": "legal", "player": "carol"}),
                           ("as", {"command": "derive", "as": "carol"})):
        r = server.handle({"id": 2, "state": "s1", **request})
        assert r["ok"] is False and r["error"]["kind"] == "input", r
        assert {"path": field, "message": "'carol' is not a player in this game (players: alice, bob)"} in \
            r["error"]["problems"]
    assert server.handle({"id": 3, "command": "legal", "state": "s1", "player": "bob"})["ok"]
