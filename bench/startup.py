"""mtgasp benchmark: the wall time of a fresh ``mtgasp`` process, beside the Python floor.

Run ``python bench/startup.py [--runs N] [--state STATE]``
(default 11 runs, the demo state ``examples/states/croaking_counterpart.yaml``). It prints
figures; it asserts nothing and exits 0 whether or not the target is met.

Each command is started N times as a new process (``subprocess.run``, output discarded) and the
median wall time is printed, the commands interleaved round by round so that a busy moment of
the machine falls on all of them alike:

* ``python -c pass``            the interpreter's own start-up (the floor of any Python tool);
* ``python -c "import clingo"`` the floor of any tool that solves with clingo;
* ``mtgasp --help``             the command line without a query;
* ``mtgasp legal STATE --json`` and ``mtgasp derive STATE --json``: a whole query.

``mtgasp`` is the console script beside the interpreter (``.venv/bin/mtgasp``), else the same
entry point through ``python -c``. The target (issue 13): ``mtgasp legal STATE --json`` at most
0.25 s. The ratio column is each command's median over ``python -c "import clingo"``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = "examples/states/croaking_counterpart.yaml"
TARGET = 0.25


def commands(state: str) -> list[tuple[str, list[str]]]:
    py = sys.executable
    script = Path(py).parent / "mtgasp"
    cli = [str(script)] if script.exists() else [py, "-c", "import sys; from pyglue.cli import main; sys.exit(main())"]
    return [("python -c pass", [py, "-c", "pass"]),
            ('python -c "import clingo"', [py, "-c", "import clingo"]),
            ("mtgasp --help", cli + ["--help"]),
            ("mtgasp legal STATE --json", cli + ["legal", state, "--json"]),
            ("mtgasp derive STATE --json", cli + ["derive", state, "--json"])]


def wall(argv: list[str]) -> float:
    t0 = time.perf_counter()
    r = subprocess.run(argv, check=False, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    t = time.perf_counter() - t0
    if r.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed ({r.returncode}): {r.stderr.decode()[-500:]}")
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=11, help="fresh processes per command (default 11)")
    ap.add_argument("--state", default=STATE, help=f"the state file (default {STATE})")
    args = ap.parse_args()
    cmds = commands(args.state)
    times: dict[str, list[float]] = {name: [] for name, _ in cmds}
    for _, argv in cmds:  # one warm-up each (file cache, .pyc files)
        wall(argv)
    for _ in range(args.runs):
        for name, argv in cmds:
            times[name].append(wall(argv))
    floor = statistics.median(times['python -c "import clingo"'])
    print(f"fresh-process wall time, median of {args.runs} (state: {args.state})")
    print(f"{'command':30} {'median s':>9} {'min s':>7} {'/ import clingo':>16}")
    for name, _ in cmds:
        med = statistics.median(times[name])
        print(f"{name:30} {med:9.3f} {min(times[name]):7.3f} {med / floor:16.2f}")
    legal = statistics.median(times["mtgasp legal STATE --json"])
    print(f"target: mtgasp legal STATE --json <= {TARGET:.2f} s: {legal:.3f} s "
          f"({'met' if legal <= TARGET else 'not met'})")


if __name__ == "__main__":
    main()
