"""The README never drifts (issue 16 point 6): every console block of the tour, re-run now, prints what the
README shows (scripts/readme_blocks.py; the slow `check` and `explore` blocks and Graphviz pictures are left
to `python scripts/readme_blocks.py --all`)."""

from __future__ import annotations

import subprocess
import sys

from .conftest import ROOT


def test_readme_console_blocks_print_what_they_show():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "readme_blocks.py")], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
