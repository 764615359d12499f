#!/usr/bin/env python3
"""Re-run the README's console blocks and compare (or replace) their output, so the tour never drifts.

Each ```console block holds lines `$ COMMAND` followed by that command's output. The commands run in order (a
later one may read what an earlier one wrote, as /tmp/mtgasp-step1), from the repository's folder, with the
`mtgasp` of this Python on PATH, through bash; a command that exits non-zero shows "(exit code N)" after
its output. Commands whose first words are in SLOW (check's bound, explore) and pictures that need
Graphviz (graph --out FILE.svg|png) run only with --all.

    python scripts/readme_blocks.py            # compare; exit 1 and show the first difference if any
    python scripts/readme_blocks.py --update   # write the outputs into README.md
    python scripts/readme_blocks.py --all      # also the slow commands
"""

from __future__ import annotations

import difflib
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
SLOW = ("mtgasp check", "mtgasp explore")
BLOCK = re.compile(r"```console\n(.*?)```", re.S)


def _commands(block: str) -> list[tuple[str, str]]:
    """``(command, output)`` pairs of a console block."""
    out: list[tuple[str, str]] = []
    for line in block.splitlines(keepends=True):
        if line.startswith("$ "):
            out.append((line[2:].rstrip("\n"), ""))
        elif out:
            out[-1] = (out[-1][0], out[-1][1] + line)
    return out


def run(command: str) -> str:
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
               COLUMNS="120", PYTHONPATH=str(ROOT))
    r = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True)
    return r.stdout + r.stderr + (f"(exit code {r.returncode})\n" if r.returncode else "")


def main() -> None:
    update, everything = "--update" in sys.argv, "--all" in sys.argv
    text = README.read_text(encoding="utf-8")
    failures: list[str] = []

    def redo(m: re.Match) -> str:
        parts = []
        for command, shown in _commands(m.group(1)):
            slow = command.startswith(SLOW) or (command.startswith("mtgasp graph") and ".dot" not in command)
            if not everything and slow:
                got = shown
            else:
                got = run(command)
                if got != shown:
                    diff = "".join(difflib.unified_diff(shown.splitlines(True), got.splitlines(True), "README",
                                                        "now", n=1))
                    failures.append(f"$ {command}\n{diff}")
            parts.append(f"$ {command}\n{got}")
        return "```console\n" + "".join(parts) + "```"

    new = BLOCK.sub(redo, text)
    if update:
        README.write_text(new, encoding="utf-8")
        print(f"README.md: {len(failures)} block output(s) rewritten")
        return
    if failures:
        print(f"{len(failures)} README command(s) print something else now; first:\n{failures[0]}")
        raise SystemExit(1)
    print("README console blocks up to date")


if __name__ == "__main__":
    main()
