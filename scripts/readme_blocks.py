#!/usr/bin/env python3
"""Re-run the console blocks of README.md and of the manual in docs/ and compare (or replace) their output, so the
documentation never drifts.

Each ```console block holds lines `$ COMMAND` followed by that command's output. The pages run in the order of
PAGES (then any other page under docs/, sorted), the commands of a page in order (a later one may read what an
earlier one wrote, as /tmp/mtgasp-step1), from the repository's folder, with the `mtgasp` of this Python on PATH,
through bash; a command that exits non-zero shows "(exit code N)" after its output. `<varies>` in a shown line
matches any text there: it marks what depends on the machine (a time), which is run but not compared. Commands
matched by SLOW (the bounded check without a state, the decision search) and pictures that need Graphviz (graph
--out FILE.svg|png) run only with --all.

    python scripts/readme_blocks.py            # compare; exit 1 and show the first difference if any
    python scripts/readme_blocks.py --update   # write the outputs into the pages (keeping <varies> lines)
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
#: the pages whose blocks run first, in this order (the apply page writes the states the derive page reads)
PAGES = ["README.md", "docs/commands/README.md", "docs/commands/demo.md", "docs/commands/legal.md",
         "docs/commands/why-not.md", "docs/commands/apply.md", "docs/commands/derive.md", "docs/commands/why.md",
         "docs/commands/graph.md", "docs/commands/check.md", "docs/commands/explore.md", "docs/commands/schema.md",
         "docs/commands/serve.md", "docs/commands/rule.md"]
SLOW = re.compile(r"^mtgasp check( --|$)|^mtgasp explore .*--decisions")
BLOCK = re.compile(r"```console\n(.*?)```", re.S)
VARIES = "<varies>"


def pages() -> list[Path]:
    listed = [ROOT / p for p in PAGES]
    others = sorted(p for p in (ROOT / "docs").rglob("*.md") if p not in listed)
    return [p for p in listed if p.exists()] + others


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


def matches(shown: str, got: str) -> bool:
    """Whether ``got`` is what is ``shown``, a `<varies>` in a shown line matching any text within that line."""
    if VARIES not in shown:
        return shown == got
    pattern = "".join(re.escape(part) if part != VARIES else "[^\n]*?" for part in re.split(f"({VARIES})", shown))
    return re.fullmatch(pattern, got) is not None


def main() -> None:
    update, everything = "--update" in sys.argv, "--all" in sys.argv
    failures: list[str] = []
    rewritten = 0
    for page in pages():
        text = page.read_text(encoding="utf-8")
        name = str(page.relative_to(ROOT))

        def redo(m: re.Match, name: str = name) -> str:
            nonlocal rewritten
            parts = []
            for command, shown in _commands(m.group(1)):
                slow = SLOW.search(command) or (command.startswith("mtgasp graph") and ".dot" not in command)
                if not everything and slow:
                    got = shown
                else:
                    got = run(command)
                    if matches(shown, got):
                        got = shown  # (keeps the <varies> marks)
                    else:
                        rewritten += 1
                        diff = "".join(difflib.unified_diff(shown.splitlines(True), got.splitlines(True), name,
                                                            "now", n=1))
                        failures.append(f"{name}: $ {command}\n{diff}")
                parts.append(f"$ {command}\n{got}")
            return "```console\n" + "".join(parts) + "```"

        new = BLOCK.sub(redo, text)
        if update and new != text:
            page.write_text(new, encoding="utf-8")
    if update:
        print(f"{rewritten} block output(s) rewritten")
        return
    if failures:
        print(f"{len(failures)} documented command(s) print something else now; first:\n{failures[0]}")
        raise SystemExit(1)
    print("console blocks of README.md and docs/ up to date")


if __name__ == "__main__":
    main()
