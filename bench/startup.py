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
* ``mtgasp legal STATE --json`` and ``mtgasp derive STATE --json``: a whole query;
* ``legal, pyglue without .pyc`` the same on a copy of pyglue/ and rules_asp/ without __pycache__, with
                                PYTHONDONTWRITEBYTECODE=1: pyglue compiled from source in every process, as an
                                editable install is where that variable is set (the other rows run without it,
                                so their warm-up run writes the .pyc files). It runs in the copy's folder (python
                                -c puts the working directory ahead of PYTHONPATH).
* with ``--base CHECKOUT``: legal and derive on that checkout too (and legal on this one through the same
  ``python -c`` entry), interleaved with the rest: before and after a change in one run.

Beside the wall time, the CPU time (user + system) of the child: on a busy machine it varies less.

``mtgasp`` is the console script beside the interpreter (``.venv/bin/mtgasp``), else the same
entry point through ``python -c``. The target (issue 13): ``mtgasp legal STATE --json`` at most
0.25 s. The ratio column is each command's median over ``python -c "import clingo"``.
Last, in this process: the CPU time of parsing the rules into ASTs and adding them to a Control (what pyglue
did before session 6) against ``Control.load`` of the files and against adding the shipped statement texts
(the rules index in the cache, pyglue/relevant.py: what a query now does: it adds only the statements it keeps, as text).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = "examples/states/croaking_counterpart.yaml"
TARGET = 0.25


def commands(state: str, root: Path | None, bare: Path, base: Path | None = None,
             base_bare: Path | None = None) -> list[tuple[str, list[str], dict[str, str], Path]]:
    """The commands timed: (name, argv, environment, working directory). ``python -c`` puts its working directory
    first on the path: a checkout's own rows run in it, the bare copies' in theirs."""
    py = sys.executable
    script = Path(py).parent / "mtgasp"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    here = root if root is not None else ROOT
    if root is not None:  # another checkout (e.g. the commit before a change), ahead of the installed one
        env["PYTHONPATH"] = str(root)
    cli = [str(script)] if script.exists() and root is None else \
        [py, "-c", "import sys; from pyglue.cli import main; sys.exit(main())"]
    entry = [py, "-c", "import sys; from pyglue.cli import main; sys.exit(main())"]
    st = str((here / state).resolve())

    def no_pyc(copy: Path) -> dict[str, str]:
        return dict(env, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(copy))

    out = [("python -c pass", [py, "-c", "pass"], env, here),
           ('python -c "import clingo"', [py, "-c", "import clingo"], env, here),
           ("mtgasp --help", cli + ["--help"], env, here),
           ("mtgasp legal STATE --json", cli + ["legal", st, "--json"], env, here),
           ("mtgasp derive STATE --json", cli + ["derive", st, "--json"], env, here),
           ("  legal, pyglue without .pyc", entry + ["legal", st, "--json"], no_pyc(bare), bare)]
    if base is not None and base_bare is not None:  # the same, on the base checkout, interleaved with the rest
        bst = str((base / state).resolve())
        benv = dict(env, PYTHONPATH=str(base))
        out += [("legal, this checkout, python -c", entry + ["legal", st, "--json"], dict(env, PYTHONPATH=str(here)),
                 here),
                ("legal, base checkout, python -c", entry + ["legal", bst, "--json"], benv, base),
                ("derive, base checkout", entry + ["derive", bst, "--json"], benv, base),
                ("  legal, base without .pyc", entry + ["legal", bst, "--json"], no_pyc(base_bare), base_bare)]
    return out


def wall(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """The wall time and the CPU time (user + system) of one run of ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run(argv, check=False, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    t = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed ({r.returncode}): {r.stderr.decode()[-500:]}")
    return t, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=11, help="fresh processes per command (default 11)")
    ap.add_argument("--state", default=STATE, help=f"the state file (default {STATE})")
    ap.add_argument("--root", type=Path, help="run the pyglue of this checkout instead (PYTHONPATH), e.g. a "
                                              "`git worktree` of the commit before a change")
    ap.add_argument("--base", type=Path, help="also run legal and derive on this checkout (e.g. a `git worktree` of "
                                              "the commit before a change), interleaved with the rest: before and "
                                              "after side by side in one run")
    args = ap.parse_args()
    cwd = args.root.resolve() if args.root else ROOT
    bare = Path(tempfile.mkdtemp(prefix="mtgasp-startup."))
    base = args.base.resolve() if args.base else None
    for pkg in ("pyglue", "rules_asp", "data/oracle"):  # (data/oracle: the library's source, pyglue/cards.py)
        for src, dst in ((cwd, bare / "here"), (base, bare / "base")):
            if src is not None and (src / pkg).is_dir():
                shutil.copytree(src / pkg, dst / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    cmds = commands(args.state, args.root.resolve() if args.root else None, bare / "here", base, bare / "base")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _, _ in cmds}
    for _, argv, env, at in cmds:  # one warm-up each (file cache, .pyc files written)
        wall(argv, env, at)
    for _ in range(args.runs):
        for name, argv, env, at in cmds:
            times[name].append(wall(argv, env, at))
    floor = statistics.median(t for t, _ in times['python -c "import clingo"'])
    print(f"fresh-process time, median of {args.runs} (state: {args.state}; code: {cwd}"
          + (f"; base: {base})" if base else ")"))
    print(f"{'command':30} {'wall s':>7} {'min s':>7} {'cpu s':>7} {'wall / import clingo':>21}")
    for name, _, _, _ in cmds:
        med = statistics.median(t for t, _ in times[name])
        cpu = statistics.median(c for _, c in times[name])
        print(f"{name:30} {med:7.3f} {min(t for t, _ in times[name]):7.3f} {cpu:7.3f} {med / floor:21.2f}")
    shutil.rmtree(bare, ignore_errors=True)
    legal = statistics.median(t for t, _ in times["mtgasp legal STATE --json"])
    print(f"target: mtgasp legal STATE --json <= {TARGET:.2f} s: {legal:.3f} s "
          f"({'met' if legal <= TARGET else 'not met'})")
    rules_forms(args.runs)


def rules_forms(runs: int) -> None:
    """How a process may get the rules into a Control, in this process (CPU time, median of ``runs``): parse
    rules_asp/main.lp into ASTs (what pyglue does once per process) and add them to a Control (every query),
    against ``Control.load`` of the files (parsing them in C++ each time)."""
    from importlib import resources

    from clingo import Control

    if str(ROOT) not in sys.path:  # (rules_asp is a folder of the checkout: importable from its root)
        sys.path.insert(0, str(ROOT))
    from clingo import ast as clingo_ast

    main_lp = str(resources.files("rules_asp").joinpath("main.lp"))

    def parse() -> list:
        out: list = []
        clingo_ast.parse_files([main_lp], out.append)
        return out

    stmts = parse()

    def add() -> None:
        ctl = Control(["--warn=none"])
        with clingo_ast.ProgramBuilder(ctl) as b:
            for x in stmts:
                b.add(x)

    def load() -> None:
        Control(["--warn=none"]).load(main_lp)

    from pyglue.relevant import shipped

    texts = shipped("rules")

    def text() -> None:
        if texts is not None:
            Control(["--warn=none"]).add("base", [], "\n".join(texts))

    def cpu(fn) -> float:
        xs = []
        for _ in range(runs):
            t0 = time.process_time()
            fn()
            xs.append(time.process_time() - t0)
        return statistics.median(xs) * 1000

    p, a, ld, tx = cpu(parse), cpu(add), cpu(load), cpu(text)
    print(f"rules (main.lp, {len(stmts)} statements), CPU ms: parse to ASTs {p:.1f}, add the ASTs to a Control "
          f"{a:.1f}, Control.load {ld:.1f}; a one-query process: parse + add {p + a:.1f} against load {ld:.1f}; "
          f"add every shipped statement text {tx:.1f}" + ("" if texts is not None else " (index out of date)"))


if __name__ == "__main__":
    main()
