"""mtgasp check: the command line and serve print the same bytes on two checkouts (a refactoring's guard).

Run ``python bench/cli_equivalence.py --base CHECKOUT [--record FILE] [--only WORD]``. Every command of the list
below (derive and legal on every example state, text and --json; apply, why-not, why, explore, check, graph, rule,
schema, demo, cards, serve sessions, --help of every command, and bad input of many kinds) is run as a fresh
``mtgasp`` process on this checkout and on CHECKOUT, and its stdout, stderr and exit status compared (the
checkout's own path read as ROOT, the seconds a check took as S). With ``--record FILE`` the base's outputs are
kept in FILE and read from it on a later run (the base doesn't change while a branch does). Prints each command
that differs with a diff, and a total; exit 1 when any differs. About 335 processes per checkout: 5 to 10
minutes on a busy 2-core machine. Run from this checkout's root; the --out files go to /tmp/mtgasp-equivalence.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = Path("/tmp/mtgasp-equivalence")
CROAK = "examples/states/croaking_counterpart.yaml"
PREP = "examples/states/prepare_lifecycle.yaml"
CAST = "{action: cast, object: croak, targets: [aviator], payment: [forest1, island1, island2]}"


def serve_sessions() -> list[str]:
    """Request lines for serve: every command, and bad requests of every kind."""
    r = [
        {"id": 1, "command": "load", "path": CROAK},
        {"id": 2, "command": "derive", "state": "s1"},
        {"id": 3, "command": "derive", "state": "s1", "as": "bob"},
        {"id": 4, "command": "legal", "state": "s1", "player": "alice"},
        {"id": 5, "command": "why-not", "state": "s1", "action": {"action": "pass", "player": "bob"}},
        {"id": 6, "command": "apply", "state": "s1", "action": {"action": "cast", "object": "croak", "targets":
                                                                 ["aviator"]}, "documents": False},
        {"id": 7, "command": "apply", "state": "s1", "action": {"action": "pass", "player": "bob"}},
        {"id": 8, "command": "legal", "state": "s1", "player": "carol"},
        {"id": 9, "command": "derive", "state": "s99"},
        {"id": 10, "command": "bogus"},
        {"id": 11, "command": "legal", "state": "s1", "extra": 1},
        {"id": 12, "command": "game", "state": "s1"},
        {"id": 13, "command": "legal-moves", "game": "g1"},
        {"id": 14, "command": "push", "game": "g1", "move": 0},
        {"id": 15, "command": "push", "game": "g1", "move": 999},
        {"id": 16, "command": "pop", "game": "g1"},
        {"id": 17, "command": "pop", "game": "g1"},
        {"id": 18, "command": "push", "game": "g9", "move": 0},
        {"id": 19, "command": "load", "path": "examples/states/broken.yaml"},
        {"id": 20, "command": "load", "state": {"turn": 1}},
        {"id": 21, "command": "load"},
        {"id": 22, "command": "drop", "states": ["s1", "s42", "g1"]},
        {"id": 23, "command": "apply", "state": "s2", "action": {"action": "pass"}, "raw": True},
        {"id": [1], "command": "quit"},
    ]
    lines = [json.dumps(x) for x in r]
    lines[10:10] = ["not json", '{"id": 1, "id": 2}', "", "[1, 2]", '{"id": 1e400, "command": "quit"}']
    return lines


def commands() -> list[tuple[str, list[str], str]]:
    """(name, arguments, standard input)."""
    out: list[tuple[str, list[str], str]] = []

    def add(*args: str, stdin: str = "") -> None:
        name = " ".join(args) + (" <stdin>" if stdin else "")
        if all(name != n for n, _, _ in out):
            out.append((name, list(args), stdin))

    states = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "examples").glob("*/*.yaml") if "demo" not in p.parts)
    for s in states:
        for cmd in ("derive", "legal"):
            add(cmd, s)
            add(cmd, s, "--json")
    # help of every command
    add("--help")
    for c in ("derive", "legal", "apply", "why-not", "why", "check", "explore", "graph", "rule", "schema", "serve",
              "demo", "cards", "cards import", "cards coverage", "cards show", "cache", "cache build", "cache info",
              "cache clear", "diff", "diff phase", "diff mtg"):
        add(*c.split(), "--help")
    # derive / legal variants
    add("derive", CROAK, "--as", "bob")
    add("derive", CROAK, "--as", "bob", "--json")
    add("derive", CROAK, "--as", "carol")
    add("derive", CROAK, "--as", "carol", "--json")
    add("derive", "examples/impossible/foretold_in_hand.yaml", "--strict")
    add("derive", "examples/impossible/foretold_in_hand.yaml", "--strict", "--json")
    add("legal", CROAK, "--player", "bob")
    add("legal", CROAK, "--player", "bob", "--json")
    add("legal", "examples/impossible/foretold_in_hand.yaml", "--json")
    add("--option", "bogus", "derive", CROAK)
    add("--option", "bogus", "derive", CROAK, "--json")
    add("--cards-path", "/nonexistent", "derive", CROAK, "--json")
    add("--max-file-size", "ten", "derive", CROAK)
    add("--max-file-size", "100", "derive", CROAK, "--json")
    add("--max-declarations", "0", "legal", CROAK)
    add("derive", "/nonexistent.yaml")
    add("derive", "/nonexistent.yaml", "--json")
    add("derive", "examples")
    add("derive", "examples/cards/cr707.yaml", "--json")
    add("legal", CROAK, "--bogus")
    add("legal", CROAK, "--bogus", "--json")
    add("legal")
    add("bogus-command")
    # apply
    for a in ("{action: cast, object: croak, targets: [aviator]}", CAST, "{action: pass, player: bob}",
              "{action: pass}", "{event: state_based_actions}", "{action: cast, object: nothing}", "[1]", "{",
              "examples", "/nonexistent.yaml"):
        add("apply", CROAK, a)
        add("apply", CROAK, a, "--json")
    add("apply", CROAK, CAST, "--rule-text")
    add("apply", CROAK, CAST, "--rule-text", "--json")
    add("apply", CROAK, "{action: pass, player: bob}", "--rule-text")
    add("apply", CROAK, "{action: pass, player: bob}", "--rule-text", "--json")
    add("apply", CROAK, CAST, "--raw")
    add("apply", CROAK, CAST, "--out", str(OUT / "step1"))
    add("apply", str(OUT / "step1" / "001.yaml"), "{action: pass}", "--out", str(OUT / "step2"), "--json")
    add("apply", CROAK, CAST, "--out", str(OUT / "missing" / "x"))
    add("apply", CROAK, CAST, "--out", "")
    add("apply", CROAK, CAST, "--out", CROAK)
    add("apply", "examples/impossible/foretold_in_hand.yaml", "{action: pass}", "--strict")
    add("apply", "examples/impossible/foretold_in_hand.yaml", "{action: pass}")
    add("apply", PREP, "{action: pass}")
    add("apply", PREP, "{action: pass}", "--json")
    # why-not
    for a in ("{action: pass, player: bob}", "{action: cast, object: croak, player: bob}", "{action: pass}",
              "{action: cast, object: croak}", "{action: bogus}"):
        add("why-not", CROAK, a)
        add("why-not", CROAK, a, "--json")
        add("why-not", CROAK, a, "--rule-text")
        add("why-not", CROAK, a, "--rule-text", "--json")
    # why
    for t in ("croak", "aviator", "nothing", "legal(alice, cast(croak, mana), 0)", "prepared(aviator, 0)", "bad("):
        add("why", CROAK, t)
        add("why", CROAK, t, "--json")
        add("why", CROAK, t, "--rule-text")
        add("why", CROAK, t, "--rule-text", "--json")
    add("why", str(OUT / "step2" / "001.yaml"), "croak")
    # explore
    add("explore", PREP, "--goal", "prepared(O, T)", "--plans", "1")
    add("explore", PREP, "--goal", "prepared(O, T)", "--plans", "1", "--json")
    add("explore", "examples/states/cr715_bonecrusher_giant.yaml", "--goal", "true(zone(giant, exile), T)",
        "--plans", "1")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--horizon", "2")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--horizon", "2", "--json")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--decisions", "--horizon", "2")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--decisions", "--horizon", "2", "--json")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--decisions", "--allow", "attacks")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--decisions", "--allow", "attacks", "--json")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--fewest")
    add("explore", CROAK, "--goal", " ")
    add("explore", CROAK, "--goal", "bogus(")
    add("explore", CROAK, "--goal", "prepared(O, T)", "--time-budget", "nan")
    add("explore", "examples/states/last_draw.yaml", "--goal", "prepared(O, T)", "--horizon", "1")
    # check
    add("check", "examples/impossible/foretold_in_hand.yaml")
    add("check", "examples/impossible/foretold_in_hand.yaml", "--json")
    add("check", CROAK, PREP)
    add("check", "--bound", "1", "--count", "0")   # the bounded check: every state of one object
    add("check", "--bound", "1", "--count", "0", "--json")
    add("check", CROAK, "--bound", "3")
    add("check", CROAK, "--workers", "2", "--json")
    add("check", "--workers", "2", "--scheduler", "tcp://x:1")
    add("check", "--out", str(OUT / "missing" / "x.yaml"))
    # graph
    add("graph", CROAK, "--out", str(OUT / "g.dot"))
    add("graph", CROAK, "--out", str(OUT / "g.dot"), "--json")
    add("graph", CROAK, "--out", str(OUT / "g.txt"))
    add("graph", CROAK, "--out", str(OUT / "missing" / "g.dot"), "--json")
    # rule, schema
    add("rule", "722.3", "--no-subrules")
    add("rule", "707.10")
    add("rule", "707.10", "722.3c", "--json")
    add("rule", "999.9", "", "--json")
    for k in ("state", "cards", "action", "walk", "output", "serve", "bogus"):
        add("schema", k)
    # demo
    add("demo")
    add("demo", "--json")
    add("demo", "--walk", "cr_722_3c", "--file", "examples/demo/cr_722_3c.yaml")
    add("demo", "--file", "examples/demo/prepare_lifecycle.yaml")
    add("demo", "--file", CROAK)
    # cards
    add("cards", "show", "Croaking Counterpart")
    add("cards", "show", "croaking counterpart", "--json")
    add("cards", "show", "Croaking Counterpartt")
    add("cards", "show", "Croaking Counterpartt", "--json")
    add("cards", "coverage", "examples/cards/cr707.yaml")
    add("cards", "coverage", "examples/cards/cr707.yaml", "examples/cards/khm.yaml", "--json")
    add("cards", "coverage", "examples/states/broken.yaml")
    add("cards", "import", "/nonexistent.json")
    add("cards", "import", "/nonexistent.json", "--json")
    add("diff", "phase", "--games", "0")
    add("cache", "info", "--bogus")
    # serve
    lines = serve_sessions()
    add("serve", stdin="\n".join(lines) + "\n")
    add("serve", "--max-states", "2", stdin="\n".join(lines[:8]) + "\n")
    add("--max-file-size", "200", "serve", stdin="\n".join(lines[:3]) + "\n")
    return out


def run(root: Path, args: list[str], stdin: str) -> dict[str, object]:
    shutil.rmtree(OUT / "missing", ignore_errors=True)
    OUT.mkdir(exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONDONTWRITEBYTECODE="1", COLUMNS="120")
    code = "import sys; sys.argv[0] = 'mtgasp'; from pyglue.cli import main; main()"
    p = subprocess.run([sys.executable, "-c", code, *args], input=stdin.encode(), capture_output=True, cwd=root,
                       env=env, timeout=600)
    norm = (lambda b: b.decode("utf-8", "replace").replace(str(root), "ROOT"))
    return {"stdout": norm(p.stdout), "stderr": norm(p.stderr), "rc": p.returncode}


def run_all(root: Path, cmds: list[tuple[str, list[str], str]]) -> dict[str, dict[str, object]]:
    shutil.rmtree(OUT, ignore_errors=True)   # the --out folders start empty on each checkout
    return {name: run(root, args, stdin) for name, args, stdin in cmds}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", type=Path, required=True)
    ap.add_argument("--record", type=Path, help="keep the base's outputs here, and read them from here next time")
    ap.add_argument("--only", help="only the commands whose name holds this")
    a = ap.parse_args()
    cmds = [c for c in commands() if not a.only or a.only in c[0]]
    if a.record and a.record.is_file():
        base = json.loads(a.record.read_text())
        missing = [c for c in cmds if c[0] not in base]
        if missing:
            base.update(run_all(a.base.resolve(), missing))
            a.record.write_text(json.dumps(base))
    else:
        base = run_all(a.base.resolve(), cmds)
        if a.record:
            a.record.write_text(json.dumps(base))
    here = run_all(ROOT, cmds)
    for outs in (base, here):   # the seconds a check took, said alike
        for out in outs.values():
            for k in ("stdout", "stderr"):
                out[k] = re.sub(r'"seconds": [0-9.]+', '"seconds": S', re.sub(r"\b[0-9]+\.[0-9] s\b", "S s", out[k]))
    differ = 0
    for name, _, _ in cmds:
        if base[name] != here[name]:
            differ += 1
            print(f"DIFFERS: {name}")
            for k in ("rc", "stdout", "stderr"):
                if base[name][k] != here[name][k]:
                    print("".join(difflib.unified_diff(str(base[name][k]).splitlines(True),
                                                       str(here[name][k]).splitlines(True), f"base {k}", f"here {k}")))
    print(f"{len(cmds)} commands, {differ} differ; exit statuses seen: "
          f"{sorted({int(here[n]['rc']) for n, _, _ in cmds})}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
