"""Files confined and bounded (issue 16 point 2): card_files outside the state file's folder and the cards path are
refused unread; messages never quote a file's content and cut every value to 200 characters; YAML alias bombs are
refused; a file over the size limit (10 MB by default) is refused before parsing; `cards import` streams and is
exempt from the limit."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import pyglue.state as state_mod
from pyglue.cli import main
from pyglue.state import DEFAULT_MAX_FILE_SIZE, InputError, load_cards, load_state

from .conftest import EXAMPLES, ROOT

SECRET = "TOP-SECRET-LINE root:x:0:0"
CARD = [{"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
         "power": 2, "toughness": 2}]
CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"


def run(*args: str, env: dict | None = None):
    r = CliRunner().invoke(main, [str(a) for a in args], env=env)
    assert r.exception is None or isinstance(r.exception, SystemExit), f"crashed: {r.exception!r}\n{r.output}"
    return r


def layout(tmp_path: Path, card_file_text: str, ref: str = "../outside/cards.yaml") -> Path:
    """tmp/states/s.yaml naming tmp/outside/cards.yaml (outside the state's folder and the working directory)."""
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "cards.yaml").write_text(card_file_text, encoding="utf-8")
    (tmp_path / "states").mkdir()
    s = tmp_path / "states" / "s.yaml"
    s.write_text(yaml.safe_dump({"players": [{"name": "alice"}, {"name": "bob"}], "card_files": [ref],
                                 "objects": [{"id": "b", "card": "Test Bear", "zone": "battlefield",
                                              "owner": "alice"}]}), encoding="utf-8")
    return s


def test_card_file_outside_the_state_folder_is_refused_unread(tmp_path, monkeypatch):
    """`../outside/cards.yaml` resolves outside the state file's folder and the working directory (the default
    cards path): refused, naming card_files[0], and never opened (load_cards isn't called), so nothing of it shows."""
    assert not tmp_path.resolve().is_relative_to(Path.cwd().resolve())
    s = layout(tmp_path, SECRET)
    opened = []
    real = state_mod.load_cards
    monkeypatch.setattr(state_mod, "load_cards", lambda p, lib=None: opened.append(p) or real(p, lib))
    r = run("derive", s)
    assert r.exit_code == 2 and "card_files[0]" in r.output and "outside the state file's folder" in r.output
    assert SECRET not in r.output and opened == []


def test_a_symbolic_link_out_of_the_state_folder_is_refused(tmp_path):
    """A link inside the state folder that points outside resolves outside: refused too."""
    s = layout(tmp_path, SECRET, ref="link.yaml")
    os.symlink(tmp_path / "outside" / "cards.yaml", tmp_path / "states" / "link.yaml")
    r = run("derive", s)
    assert r.exit_code == 2 and "outside the state file's folder" in r.output and SECRET not in r.output


def test_cards_path_option_and_environment_admit_a_folder(tmp_path):
    """`--cards-path DIR` (or MTGASP_CARDS_PATH) names a folder card files may be in: the same state loads."""
    s = layout(tmp_path, yaml.safe_dump(CARD))
    assert run("--cards-path", tmp_path / "outside", "derive", s).exit_code == 0
    assert run("derive", s, env={"MTGASP_CARDS_PATH": str(tmp_path / "outside")}).exit_code == 0
    assert run("derive", s).exit_code == 2  # the option doesn't outlive its invocation


def test_a_card_file_in_the_state_folder_loads(tmp_path):
    s = layout(tmp_path, "", ref="cards.yaml")
    (tmp_path / "states" / "cards.yaml").write_text(yaml.safe_dump(CARD), encoding="utf-8")
    assert run("derive", s).exit_code == 0


def test_a_file_that_is_no_card_file_is_named_not_quoted(tmp_path):
    """A file in an allowed folder that isn't a card file at all (a line of text): its content isn't quoted."""
    s = layout(tmp_path, SECRET)
    r = run("--cards-path", tmp_path / "outside", "derive", s)
    assert r.exit_code == 2 and "the document is a text" in r.output and SECRET not in r.output


def test_long_values_are_cut_to_200_characters(tmp_path):
    """A 100,000-character id and a 100,000-character list entry: every quoted value at most 200 characters (plus
    the mark of the cut) and every message short."""
    long = "x" * 100_000
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump({"players": [{"name": "alice"}], "priority": long,
                                 "objects": [long, {"id": long, "zone": "nowhere", "owner": long}]}), encoding="utf-8")
    r = run("derive", p)
    assert r.exit_code == 2
    assert "x" * 201 not in r.output and "x" * 200 in r.output
    assert max(len(line) for line in r.output.splitlines()) <= 1100
    with pytest.raises(InputError) as exc:
        load_state(p)
    assert all(len(m) <= 1000 and len(q) <= 201 for q, m in exc.value.problems)


def alias_bomb(levels: int = 8) -> str:
    text = "x:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for i in range(1, levels + 1):
        text += f"  a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n"
    return text + f"players: [{{name: alice}}]\nobjects: [*a{levels}]\n"


def test_yaml_alias_bomb_is_refused_with_a_short_message(tmp_path):
    """Ten to the ninth values from a 600-byte file: refused before validation, in one short line."""
    p = tmp_path / "bomb.yaml"
    p.write_text(alias_bomb(), encoding="utf-8")
    r = run("derive", p)
    assert r.exit_code == 2 and "YAML aliases expand the document" in r.output and len(r.output) < 400
    p.write_text("a: &a [*a]\n", encoding="utf-8")
    r = run("derive", p)
    assert r.exit_code == 2 and "alias refers to a value that contains it" in r.output


def test_a_small_alias_is_still_read():
    """examples/cards/khm.yaml names a token once with an anchor and reuses it: bounded, so accepted."""
    assert "*angel" in (EXAMPLES / "cards" / "khm.yaml").read_text(encoding="utf-8")
    assert load_cards(EXAMPLES / "cards" / "khm.yaml").cards


def test_a_file_over_the_size_limit_is_refused_before_parsing(tmp_path, monkeypatch):
    """Over 10 MB by default: refused naming the limit; the parser is never called. --max-file-size and
    MTGASP_MAX_FILE_SIZE set the limit (the example state is refused at 1k, accepted at 1M)."""
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.truncate(DEFAULT_MAX_FILE_SIZE + 1)
    monkeypatch.setattr(state_mod, "parse_document", lambda *a, **k: pytest.fail("parsed"))
    r = run("derive", big)
    assert r.exit_code == 2 and f"larger than the limit of {DEFAULT_MAX_FILE_SIZE} bytes" in r.output
    monkeypatch.undo()
    assert run("--max-file-size", "1k", "derive", CROAK).exit_code == 2
    assert run("--max-file-size", "1M", "derive", CROAK).exit_code == 0
    assert run("derive", CROAK, env={"MTGASP_MAX_FILE_SIZE": "1k"}).exit_code == 2
    r = run("--max-file-size", "lots", "derive", CROAK)
    assert r.exit_code == 2 and "--max-file-size" in r.output


def test_cards_import_is_exempt_from_the_size_limit(tmp_path):
    """`cards import` streams MTGJSON files on purpose: a 1-byte limit doesn't stop it."""
    source = json.loads((ROOT / "data" / "oracle" / "library_source.json").read_text(encoding="utf-8"))["data"]
    name = sorted(source)[0]
    p = tmp_path / "AtomicCards.json"
    p.write_text(json.dumps({"meta": {}, "data": {name: source[name]}}), encoding="utf-8")
    r = run("--max-file-size", "1", "cards", "import", p, "--out", tmp_path / "out.yaml")
    assert r.exit_code == 0, r.output
