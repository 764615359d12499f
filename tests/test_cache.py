"""The per-user cache of derived data (pyglue/cache.py, issue 26): the rules index, the schema validators and the
bundled library are built on first use into it, keyed by their inputs; a stale entry is a miss, a corrupt one is
built again, an unwritable folder means building in memory with one warning, and processes building at once are
safe. The answers are the same in every case."""

from __future__ import annotations

import json
import marshal
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyglue import cache, cards, relevant, state

ROOT = Path(__file__).resolve().parent.parent
STATE = str(ROOT / "examples" / "states" / "croaking_counterpart.yaml")


def _run(args: list[str], cache_dir: Path, code: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, MTGASP_CACHE_DIR=str(cache_dir), PYTHONPATH=str(ROOT))
    argv = [sys.executable, "-c", code or "from pyglue.cli import main; main()", *args]
    return subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)


def test_the_cache_folder_follows_the_environment(monkeypatch, tmp_path):
    """MTGASP_CACHE_DIR, else $XDG_CACHE_HOME/mtgasp, else ~/.cache/mtgasp."""
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path / "a"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "a"
    monkeypatch.delenv("MTGASP_CACHE_DIR")
    assert cache.cache_dir() == tmp_path / "xdg" / "mtgasp"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "mtgasp"


def test_a_hit_reads_the_entry_and_a_corrupt_one_is_built_again(monkeypatch, tmp_path):
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path))
    calls = []

    def build():
        calls.append(1)
        return {"x": b"good"}

    def load(raw):
        if raw != b"good":
            raise ValueError("corrupt")
        return raw.decode()

    paths = {"x": cache.entry("test", cache.key("input"), "bin")}
    assert cache.cached(paths, build, load, "x") == "good" and len(calls) == 1
    assert cache.cached(paths, build, load, "x") == "good" and len(calls) == 1  # a hit: not built
    paths["x"].write_bytes(b"goo")  # cut short
    assert cache.cached(paths, build, load, "x") == "good" and len(calls) == 2
    assert paths["x"].read_bytes() == b"good"
    assert [p.name for p in tmp_path.iterdir()] == [paths["x"].name]  # no temporary file left


def test_a_changed_input_is_a_new_key(monkeypatch, tmp_path):
    """The library's key covers its source (one byte changed: another key); the validators' the schema files."""
    before = cards._library_key()
    src = tmp_path / "library_source.json"
    src.write_bytes(cards.library_source().read_bytes().replace(b'"date"', b' "date"', 1))
    monkeypatch.setattr(cards, "library_source", lambda: src)
    cards._library_key.cache_clear()
    try:
        assert cards._library_key() != before
    finally:
        cards._library_key.cache_clear()
    assert cache.key("a", "bc") != cache.key("ab", "c")  # parts are delimited


def test_a_stamp_keeps_a_digest_until_a_file_changes(monkeypatch, tmp_path):
    """The rules index's key is kept per stamp of its files (sizes, times): read back while they are unchanged, computed
    again once one changes, and not kept for a file changed within the racy window (it could change again unseen)."""
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path / "c"))
    f = tmp_path / "rules.lp"
    f.write_text("a.", encoding="utf-8")
    calls = []

    def digest():
        calls.append(1)
        return cache.key(f.read_bytes())

    first = cache.stamped("t", ["x"], [f], digest)
    assert cache.stamped("t", ["x"], [f], digest) == first and len(calls) == 2  # just written: racy, not kept
    monkeypatch.setattr(cache, "RACY_NS", 0)
    assert cache.stamped("t", ["x"], [f], digest) == first and len(calls) == 3
    assert cache.stamped("t", ["x"], [f], digest) == first and len(calls) == 3  # kept: read back
    f.write_text("b. c.", encoding="utf-8")
    assert cache.stamped("t", ["x"], [f], digest) == cache.key(b"b. c.") != first and len(calls) == 4
    assert cache.stamped("t", ["y"], [f], digest) and len(calls) == 5  # another tool or layout: another stamp


def test_the_rules_tables_grounded_once_are_kept(monkeypatch, tmp_path):
    """The atoms of the rules' own tables (pyglue/relevant.py, static) are read back from the cache as grounding gives
    them, a table that isn't all facts as None; a corrupt entry is grounded again."""
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path))
    texts = ['colour(white;"a \\"b\\"";-x;f(1,(2,3))).', "twice(C) :- colour(C).", "maybe(1) :- not maybe(2).",
             "maybe(2) :- not maybe(1).", "none(1) :- colour(nothing)."]
    preds = {("colour", 1), ("twice", 1), ("maybe", 1), ("none", 1)}
    want = relevant._ground(texts[:2] + texts[4:], preds - {("maybe", 1)})
    assert sorted(want) == [("colour", 1), ("none", 1), ("twice", 1)] and want[("none", 1)] == [] \
        and len(want[("twice", 1)]) == 4
    for _ in range(2):  # grounded and written, then read back
        assert relevant._ground_static(texts[:2] + texts[4:], preds - {("maybe", 1)}) == want
    both = relevant._ground(texts, preds)
    assert both[("maybe", 1)] is None and both[("colour", 1)] == want[("colour", 1)]
    assert relevant._ground_static(texts, preds) == both
    assert relevant._ground_static(texts, preds) == both
    for entry in tmp_path.iterdir():
        if entry.name.startswith(cache.STATIC):
            entry.write_bytes(b"x")
    assert relevant._ground_static(texts[:2] + texts[4:], preds - {("maybe", 1)}) == want


def test_old_entries_of_a_kind_are_pruned(monkeypatch, tmp_path):
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path))
    for i in range(cache.KEEP + 3):
        p = cache.entry("test", cache.key(str(i)), "bin")
        cache.write(p, b"x")
        os.utime(p, (i, i))
    assert len(list(tmp_path.iterdir())) == cache.KEEP + 1


def test_other_programs_files_named_like_a_kind_are_never_removed(monkeypatch, tmp_path):
    """docs/cache.md: MTGASP_CACHE_DIR may be a shared folder. An entry is KIND-KEY[.SUFFIX] with KEY a 32-digit
    hex digest; another program's `library-notes.txt` or `rules_index-old.json` is neither pruned nor cleared."""
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(tmp_path))
    theirs = ["library-notes.txt", "rules_index-old.json", "validator-" + "g" * 32 + ".marshal", ".library-x.tmp"]
    for name in theirs:
        (tmp_path / name).write_text("theirs", encoding="utf-8")
    for i in range(cache.KEEP + 3):
        p = cache.entry("library", cache.key(str(i)), "json")
        cache.write(p, b"x")
        os.utime(p, (i, i))
    assert len([p for p in tmp_path.iterdir() if p.name not in theirs]) == cache.KEEP + 1
    assert cache.clear() == cache.KEEP + 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(theirs)


def _entries(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if not p.name.startswith(cache.STAMP)}


@pytest.mark.long
def test_an_unwritable_cache_gives_the_same_answer_with_one_warning(tmp_path):
    """A cache folder that can't be created (under a plain file): the query builds in memory, answers as with the
    cache, and warns once on stderr."""
    warm = _run(["legal", STATE, "--json"], Path(os.environ["MTGASP_CACHE_DIR"]))
    assert warm.returncode == 0 and warm.stderr == "", warm.stderr
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    r = _run(["legal", STATE, "--json"], tmp_path / "file" / "cache")
    assert r.returncode == 0, r.stderr
    assert r.stdout == warm.stdout
    assert r.stderr.count("warning") == 1 and "can't be written" in r.stderr, r.stderr


@pytest.mark.long
def test_corrupt_entries_are_rebuilt(tmp_path):
    """Every entry cut short or overwritten: the next query rebuilds what it uses and answers the same."""
    folder = Path(os.environ["MTGASP_CACHE_DIR"])
    warm = _run(["legal", STATE, "--json"], folder)
    current = {*relevant.cache_paths().values(), *state.validator_paths().values(), cards.library_path()}
    for p in current:
        data = p.read_bytes()
        (tmp_path / p.name).write_bytes(data[:len(data) // 2] if p.suffix == ".marshal" else b"{" + data[1:-9])
    r = _run(["legal", STATE, "--json"], tmp_path)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert r.stdout == warm.stdout
    for name in ("rules", "checked"):  # (the same data: a set's bytes follow the process's string hashes)
        docs = [relevant._document(p.read_bytes()) for p in (tmp_path / relevant.cache_paths()[name].name,
                                                             relevant.cache_paths()[name])]
        a, b = docs
        assert [marshal.loads(g) for g in a.pop("groups")] == [marshal.loads(g) for g in b.pop("groups")]
        assert a == b
    assert (tmp_path / state.validator_paths()["state"].name).stat().st_size \
        == state.validator_paths()["state"].stat().st_size


def test_processes_building_at_once_are_safe(tmp_path):
    """Four processes build the validators into an empty folder at once: each succeeds, each entry is whole (it
    loads), and no temporary file is left."""
    code = "from pyglue import state; state.warm_validators(); print(all(state.fast_validator(*v) for v in " \
           "state.FAST_VALIDATORS.values()))"
    env = dict(os.environ, MTGASP_CACHE_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env, cwd=ROOT) for _ in range(4)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [o for o in outs] == [("True\n", "")] * 4
    names = sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(cache.STAMP))  # (and the key's stamp)
    assert names == sorted(p.name for p in state.validator_paths().values())
    assert {k: marshal.loads(v).co_consts for k, v in _entries(tmp_path).items()} \
        == {p.name: marshal.loads(p.read_bytes()).co_consts for p in state.validator_paths().values()}


@pytest.mark.parametrize("command", ["build", "info", "clear"])
def test_the_cache_commands(tmp_path, command):
    """`mtgasp cache build` builds every entry (then info lists them as current), `clear` removes them."""
    folder = tmp_path / "c"
    shutil.copytree(os.environ["MTGASP_CACHE_DIR"], folder)  # a warm copy: build finds every entry
    r = _run(["cache", command], folder)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    if command == "build":
        assert r.stdout.startswith(f"{folder}: 8 entries, 0 built")
    elif command == "info":
        info = json.loads(_run(["cache", "info", "--json"], folder).stdout)
        assert info["dir"] == str(folder)
        current = [e for e in info["entries"] if e["current"]]
        assert len(current) == 8 and all(e["bytes"] > 0 for e in current)
    else:
        assert r.stdout.startswith(f"{folder}: ") and r.stdout.endswith(" entries removed\n")
        assert not any(p.name.split("-")[0] in cache.KINDS for p in folder.iterdir())
