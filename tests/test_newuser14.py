"""A demanding new user, session 14: an engine developer following the README and docs/ word by word, then
feeding the product unusual states and bad input. Expected values are worked out from the docs (docs/limits.md,
docs/serve.md, docs/state_format.md, docs/commands/*.md) and the CR before running the engine."""

from __future__ import annotations

import json
import shutil

import pytest
import yaml
from click.testing import CliRunner

from pyglue.cli import main

from .conftest import ROOT

EXAMPLE = ROOT / "examples/states/croaking_counterpart.yaml"


def _state_with_card_files(folder, card_files) -> str:
    doc = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    doc["card_files"] = card_files
    path = folder / "state.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    return str(path)


def test_a_symlinked_card_file_outside_is_refused_with_a_cards_path_that_admits_it(tmp_path, monkeypatch):
    """docs/limits.md, "Files": a card file outside the state file's folder and the cards path is refused unread,
    "the message naming the `--cards-path` that admits the file". A symbolic link in the state's folder to a file
    elsewhere is outside (confined() follows links); the message named the link's own folder, the state's folder,
    which admits nothing more: running with it was refused again. It must name the folder the link resolves to."""
    state_dir, outside = tmp_path / "state", tmp_path / "outside"
    state_dir.mkdir()
    outside.mkdir()
    shutil.copy(ROOT / "examples/cards/sos.yaml", outside / "sos.yaml")
    (state_dir / "link.yaml").symlink_to(outside / "sos.yaml")
    state = _state_with_card_files(state_dir, ["link.yaml"])
    monkeypatch.chdir(state_dir)   # (the default cards path: the working directory)
    r = CliRunner().invoke(main, ["legal", state, "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert problem["path"] == "card_files[0]"
    assert f"--cards-path {outside}" in problem["message"], problem["message"]
    r = CliRunner().invoke(main, ["--cards-path", str(outside), "legal", state, "--json"])
    assert r.exit_code == 0, r.output


def test_a_card_file_name_with_a_nul_is_no_path_not_outside_the_folder(tmp_path, monkeypatch):
    """docs/commands/README.md: bad input is a clear error naming what and where. A card_files entry with a NUL
    character is no path any system opens; it was reported as "outside the state file's folder", with a
    --cards-path to add that would not help. It must say the name is not a valid path."""
    state = _state_with_card_files(tmp_path, ["sos\x00.yaml"])
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["legal", state, "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert problem["path"] == "card_files[0]"
    assert "NUL" in problem["message"] and "outside" not in problem["message"], problem["message"]


def test_an_unquoted_date_in_yaml_is_the_text_json_would_give(tmp_path):
    """docs/state_format.md: "the format is plain YAML (JSON is the same document)"; the state's `date`
    ("2024-10-25", the real-world date for Hosting Season) written unquoted in YAML, `date: 2024-10-25`, was
    PyYAML's datetime.date and refused as "datetime.date(2024, 10, 25) is not of type 'string'" (a Python repr).
    YAML's dates are read as the text written, as JSON gives it."""
    from pyglue.state import load_state
    text = EXAMPLE.read_text(encoding="utf-8") + "date: 2024-10-25\n"
    path = tmp_path / "dated.yaml"
    path.write_text(text, encoding="utf-8")
    assert load_state(path).doc["date"] == "2024-10-25"


@pytest.mark.parametrize("move, shown", [(True, "true"), (None, "null")])
def test_serve_names_a_json_boolean_or_null_as_json_spells_it(move, shown):
    """docs/serve.md: serve speaks JSON, "an error names what is wrong"; a `"move": true` was answered
    "True is not of type 'integer'", Python's spelling of a value the client never wrote. The message names the
    value as the request has it (JSON's `true`, `null`; YAML's too)."""
    from pyglue.serve import Server
    response = Server(engine=None).handle({"id": 1, "command": "push", "game": "g1", "move": move})
    assert response["ok"] is False and response["error"]["kind"] == "bad_request", response
    (problem,) = response["error"]["problems"]
    assert problem["path"] == "move"
    assert problem["message"].startswith(f"{shown} is not of type"), problem["message"]
    assert "True" not in problem["message"] and "None" not in problem["message"]


@pytest.mark.parametrize("name, says", [("nobody", "asked of nobody"), ("monarch", "designation")])
def test_a_player_named_as_the_rules_own_words_is_a_problem_at_its_path(name, says):
    """docs/state_format.md: an action with no `player:` while no player holds priority is asked of `nobody`
    (CR 117.3a), and `monarch`/`initiative` name a designation as a triggered ability's source (CR 725.2, 726.2);
    an object id `monarch` is refused for that. A *player* named `nobody` was taken, and an illegal pass of hers
    was answered "no player can {'action': 'pass', 'player': 'nobody'}" (the words for no player at all); a
    player named `monarch` is the same clash as such an object id. Each is an input problem at players[i].name."""
    from pyglue.state import InputError, state_from_document
    doc = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    doc["players"][1]["name"] = name
    for o in doc["objects"]:
        if o["owner"] == "bob":
            o["owner"] = name
    with pytest.raises(InputError) as exc:
        state_from_document(doc)
    ((path, message),) = exc.value.problems
    assert path == "players[1].name" and says in message, exc.value.problems


@pytest.mark.parametrize("given", ["nonexistent-folder", "", "FILE"])
def test_a_cards_path_that_is_no_folder_is_refused_exit_2(given, tmp_path, monkeypatch):
    """docs/limits.md: `--cards-path DIR` names a folder card files may be in; docs/commands/README.md: bad input
    is reported with its place, exit 2. A mistyped folder (or a file, or '') was taken silently, admitting
    nothing (or, for '', the working directory), so the state's card file was later refused as outside a cards
    path the user had just given. It is refused at once, naming the option and the value."""
    monkeypatch.chdir(tmp_path)
    if given == "FILE":
        given = str(tmp_path / "cards.yaml")
        (tmp_path / "cards.yaml").write_text("cards: []\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["--cards-path", str(tmp_path), "--cards-path", given, "legal", str(EXAMPLE),
                                  "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert problem["path"] == "--cards-path" and repr(given) in problem["message"], problem


@pytest.mark.parametrize("entry", ["../victim.txt", "ABS"])
def test_apply_out_never_deletes_a_file_outside_its_folder_named_by_the_manifest(entry, tmp_path):
    """docs/commands/apply.md: `--out DIR` "replaces exactly those files" an earlier run wrote there, listed in
    DIR/.mtgasp-apply.json; no file outside what the user named is touched. A manifest naming ../victim.txt (or an
    absolute path) made apply delete that file outside the folder. Only the folder's own plain entries are
    replaced; the others of a manifest are none of ours."""
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    name = str(victim) if entry == "ABS" else entry
    (out / ".mtgasp-apply.json").write_text(json.dumps({name: "0" * 64}), encoding="utf-8")
    r = CliRunner().invoke(main, ["apply", str(EXAMPLE), "{action: pass}", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert victim.read_text(encoding="utf-8") == "precious\n"
    assert sorted(p.name for p in out.iterdir()) == [".mtgasp-apply.json", "001.yaml"]


def test_cache_clear_removes_only_its_own_temporary_files(tmp_path, monkeypatch):
    """docs/cache.md: `mtgasp cache clear` removes the cache's entries (and the temporary files a stopped process of
    ours left). With MTGASP_CACHE_DIR a shared folder (/tmp, a project folder), it removed every file there whose
    name ends in .tmp, other programs' too. Only ours go: `.probe.*.tmp` and `.ENTRY.*.tmp`."""
    from pyglue import cache
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path))
    theirs = [tmp_path / "editor-backup.tmp", tmp_path / ".swap.tmp"]
    k = cache.key("test")
    ours = [tmp_path / ".probe.ab12.tmp", tmp_path / f".library-{k}.bin.x1y2.tmp", tmp_path / f"library-{k}.bin"]
    for p in theirs + ours:
        p.write_text("x", encoding="utf-8")
    assert cache.clear() == len(ours)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in theirs)


def test_serve_pop_after_drop_answers_a_handle_that_is_kept(engine):
    """docs/serve.md: `pop` answers "the state before it" as a HANDLE, and handles "are never reused" once
    dropped. After `drop` of the game's states, pop answered the dropped handle "s1", and the next request on it
    was unknown_state. The state before is kept again under a new handle, which answers."""
    from pyglue.serve import Server
    srv = Server(engine)
    assert srv.handle({"command": "load", "path": str(EXAMPLE)})["result"] == {"state": "s1"}
    assert srv.handle({"command": "game", "state": "s1"})["ok"]
    assert srv.handle({"command": "push", "game": "g1", "action": {"action": "pass"}})["result"]["state"] == "s2"
    assert srv.handle({"command": "drop", "states": ["s1", "s2"]})["result"] == {"dropped": ["s1", "s2"]}
    popped = srv.handle({"command": "pop", "game": "g1"})
    assert popped["ok"] and popped["result"]["played"] == 0, popped
    handle = popped["result"]["state"]
    assert handle not in ("s1", "s2"), popped
    legal = srv.handle({"command": "legal", "state": handle})
    assert legal["ok"], legal
    assert {a["player"] for a in legal["result"]["actions"]} == {"alice"}   # the first state: alice's priority


@pytest.mark.parametrize("limit", ["60", None, True])
def test_engine_time_limit_of_another_type_is_a_type_error_at_once(limit):
    """docs/python_api.md: "Wrong arguments raise at once, naming what is wrong"; Engine(time_limit="60") was taken
    and failed only inside clingo at the first query."""
    from pyglue import Engine
    with pytest.raises(TypeError, match="time_limit"):
        Engine(time_limit=limit)


@pytest.mark.parametrize("limit", [0, -1, float("nan")])
def test_engine_time_limit_of_no_positive_seconds_is_a_value_error_at_once(limit):
    """docs/python_api.md, as above: a time limit of 0, -1 or NaN seconds bounds nothing (clingo's wait took -1 as
    no limit at all, NaN and 0 as no time); it is a ValueError naming time_limit."""
    from pyglue import Engine
    with pytest.raises(ValueError, match="time_limit"):
        Engine(time_limit=limit)


def test_engine_time_limit_of_infinity_is_no_limit():
    """Engine(time_limit=float('inf')), the natural "no limit", was "no answer within the time limit of inf s" at
    once (clingo's wait returned at once). It answers: the legal actions of the README's state (pass, cast croak,
    CR 117.3d, 601.2)."""
    from pyglue import Engine, load_state
    engine = Engine(time_limit=float("inf"))
    actions = engine.legal_actions(load_state(EXAMPLE), player="alice")
    assert sorted(a.action["action"] for a in actions) == ["cast", "pass"]


@pytest.mark.parametrize("names", ["/dev/zero", "BIG"])
def test_cards_coverage_names_of_no_regular_file_or_too_big_is_refused_exit_2(names, tmp_path):
    """docs/limits.md: a file over --max-file-size is refused before it is read; docs/commands/README.md: bad input
    exits 2 naming what and where. `cards coverage --names /dev/zero` read forever (memory growing), and a names
    file over the limit was read whole. Both are refused unread, at --names."""
    args = []
    if names == "BIG":
        names = str(tmp_path / "names.txt")
        (tmp_path / "names.txt").write_text("Grizzly Bears\n" * 200, encoding="utf-8")
        args = ["--max-file-size", "1k"]
    r = CliRunner().invoke(main, args + ["cards", "coverage", "--names", names, "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert problem["path"] == "--names", problem
    assert ("not a regular file" if names == "/dev/zero" else "larger than the limit") in problem["message"], problem


def test_cards_import_of_a_device_says_it_is_no_regular_file_not_missing(tmp_path):
    """docs/commands/README.md: an error names what is wrong. `cards import /dev/zero` said "/dev/zero: no such
    file", of a file that exists; it is "not a regular file", as a STATE argument's message says (exit 2, nothing
    written)."""
    out = tmp_path / "cards.yaml"
    r = CliRunner().invoke(main, ["cards", "import", "/dev/zero", "--out", str(out), "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert "not a regular file" in problem["message"] and "no such file" not in problem["message"], problem
    assert not out.exists()


@pytest.mark.parametrize("given", ["CR 707.9b", "707.9B", "cr 707.9b."])
def test_rule_takes_a_number_as_answers_cite_it(given):
    """docs/commands/rule.md: `mtgasp rule NUMBER` prints the rule every answer cites; answers cite "(CR 707.9b)"
    (README), so a user pastes "CR 707.9b". It was "no rule 'CR 707.9b'", and "707.9B" was no rule either, its
    closest named 707.9, 707.9g, 707.9f but not 707.9b. The CR's own prefix and a capital letter name the rule."""
    r = CliRunner().invoke(main, ["rule", given, "--no-subrules", "--json"])
    assert r.exit_code == 0, r.output
    assert [x["number"] for x in json.loads(r.stdout)["rules"]] == ["707.9b"]


def test_serve_refuses_a_request_with_a_key_given_twice_as_a_file_is():
    """docs/state_format.md: JSON is the same document as YAML, and a state file with a key given twice is refused
    ("key 'turn' appears twice": YAML 1.2 and RFC 8259's interoperable JSON have unique names). serve took the same
    document inline silently, its last value winning (`"id": 5, ..., "id": 6` answered id 6). It is bad_json,
    naming the key and the line."""
    from pyglue.serve import Server
    doc = EXAMPLE.read_text(encoding="utf-8")
    state = json.dumps(yaml.safe_load(doc))
    line = '{"id": 5, "command": "legal", "state": ' + state[:-1] + ', "turn": 4}}'
    response = Server(engine=None).handle_line(line, 3)
    assert response["ok"] is False and response["error"]["kind"] == "bad_json", response
    assert "'turn' appears twice" in response["error"]["message"]
    assert response["error"]["problems"][0]["path"].startswith("line 3")


def test_a_state_path_with_a_nul_says_so_not_no_such_file():
    """docs/serve.md: an error names what is wrong. `load` of a path with a NUL character (a JSON "\\u0000") said
    "cannot read file: no such file"; no system opens such a name, and the message says that."""
    from pyglue.serve import Server
    response = Server(engine=None).handle({"id": 1, "command": "load", "path": str(EXAMPLE) + "\x00x"})
    assert response["error"]["kind"] == "input", response
    (problem,) = response["error"]["problems"]
    assert "NUL" in problem["message"] and "no such file" not in problem["message"], problem


def test_the_play_example_ships_with_the_package():
    """README, "A short tour": installed elsewhere, the examples ship inside the package (pyglue/examples/) and the
    commands run as shown from there; docs/python_api.md's console block runs `python examples/play.py`, which
    was not shipped (package-data took examples/*/*.yaml only): after `pip install .` it was "can't open file"."""
    import fnmatch
    import tomllib
    globs = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["pyglue"]
    assert any(fnmatch.fnmatch("examples/play.py", g) for g in globs), globs
    assert (ROOT / "pyglue" / "examples" / "play.py").is_file()


def test_an_x_announced_for_a_spell_with_no_x_is_not_legal_601_2b(engine):
    """CR 601.2b: "If the spell has a variable cost that will be paid as it's being cast (such as an {X} in its
    mana cost; see rule 107.3), the player announces the value of that variable." Croaking Counterpart ({1}{G}{U})
    has none, so a cast announcing X=3 announces what the rules don't ask, as kicked on a card without kicker
    (no_kicker, 702.33a) and modes on a card that isn't modal (not_modal, 700.2) are refused. It was legal, and
    the spell went on the stack with x: 3."""
    from pyglue import load_state
    why = engine.why_not(load_state(EXAMPLE), {"action": "cast", "object": "croak", "targets": ["aviator"],
                                               "payment": ["forest1", "island1", "island2"], "x": 3})
    assert why.failures and any(r in ("601.2b", "107.3", "107.3a") for _, r in why.failures), why.failures


def test_a_game_not_over_with_one_player_is_impossible_input_104_2a():
    """CR 104.2a: "A player still in the game wins the game if that player's opponents have all left the game.
    This happens immediately"; CR 100.1: a game has two or more players. A state of one player in a game not over
    was answered (legal: pass; Game played her through her steps, declaring attackers against nobody). It is an
    input problem at `players` citing 104.2a, as an empty players list is (104.1)."""
    from pyglue.state import InputError, state_from_document
    one = {"turn": 1, "active_player": "a", "phase": "precombat_main", "step": None, "priority": "a",
           "players": [{"name": "a", "life": 20}], "objects": []}
    with pytest.raises(InputError) as exc:
        state_from_document(one)
    ((path, message),) = exc.value.problems
    assert path == "players" and "104.2a" in message, exc.value.problems
    state_from_document(dict(one, priority=None, game_over=True, winner="a"))   # over: she won (104.2a)


def test_a_cards_path_environment_entry_that_is_no_folder_is_an_input_error(tmp_path, monkeypatch):
    """docs/limits.md: MTGASP_CARDS_PATH is a list of folders, as `--cards-path` (which refuses a name that is no
    folder, exit 2). A mistyped entry admitted nothing, silently, and the card file was then called "outside the
    cards path"; now the environment's entry is named. A good list still admits the file."""
    state_dir, outside = tmp_path / "state", tmp_path / "outside"
    state_dir.mkdir()
    outside.mkdir()
    shutil.copy(ROOT / "examples/cards/sos.yaml", outside / "sos.yaml")
    state = _state_with_card_files(state_dir, [str(outside / "sos.yaml")])
    monkeypatch.setenv("MTGASP_CARDS_PATH", f"{tmp_path / 'outsid'}:{outside}")
    r = CliRunner().invoke(main, ["legal", state, "--json"])
    assert r.exit_code == 2, r.output
    (problem,) = json.loads(r.stdout)["error"]["problems"]
    assert problem["path"] == "MTGASP_CARDS_PATH" and "outsid'" in problem["message"], problem
    monkeypatch.setenv("MTGASP_CARDS_PATH", str(outside))
    assert CliRunner().invoke(main, ["legal", state, "--json"]).exit_code == 0


def test_a_names_file_that_is_not_utf8_is_said_in_words(tmp_path):
    """docs/commands/README.md: bad input is a clear error naming what and where (exit 2). `cards coverage --names`
    with a file that isn't UTF-8 showed Python's codec message ("'utf-8' codec can't decode byte 0xff ..."); it
    says "not UTF-8 text" and where, as a state file's error does."""
    names = tmp_path / "names.txt"
    names.write_bytes(b"Fork\n\xff\xfe\n")
    r = CliRunner().invoke(main, ["cards", "coverage", "--names", str(names)])
    assert r.exit_code == 2, r.output
    assert "not UTF-8 text (byte 5)" in r.output and "codec" not in r.output, r.output
