"""The documentation never drifts (issue 16 point 6, issue 28 point 1): every console block of README.md and of the
manual in docs/, re-run now, prints what it shows, `<varies>` marking what depends on the machine
(scripts/readme_blocks.py; the bounded check without a state, the decision search and Graphviz pictures are left to
`python scripts/readme_blocks.py --all`). The README is a front door: at most 250 lines, every page it links to
exists."""

from __future__ import annotations

import re
import subprocess
import sys

from .conftest import ROOT


def test_readme_console_blocks_print_what_they_show():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "readme_blocks.py")], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr


def test_the_readme_is_a_front_door_of_at_most_250_lines():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 250


def test_every_link_of_the_readme_and_the_manual_names_a_page_that_exists():
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    missing = []
    for page in pages:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not (page.parent / target).exists():
                missing.append((str(page.relative_to(ROOT)), target))
    assert missing == []
