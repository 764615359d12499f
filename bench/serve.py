"""mtgasp benchmark: a ``mtgasp serve`` round trip against the same query in process.

Run ``python bench/serve.py [--runs N] [--state STATE]`` (default 11 runs, the demo state
``examples/states/croaking_counterpart.yaml``). It prints figures; it asserts nothing and exits 0 whether or not
the target is met.

For each query (legal, derive, why-not of a pass; a game's legal moves: ``game`` then ``legal-moves``, against
``Game(state).legal_moves`` in process, issue 25.3), side by side in one run:

* in process   the median wall time of the ``Engine`` call on a state loaded once (``load_state``), after one
               warm-up call, plus ``json.dumps`` of its ``to_json()`` (what a caller that wants the answer as
               data does);
* serve        the median wall time from writing the request line to a running ``mtgasp serve`` (started
               once, the state loaded once and asked about by its handle) to reading its response line, after
               one warm-up request;
* ratio        serve / in process. Target (issue 13): at most 1.2.

The two are measured alternately, run by run, so that a busy moment of the machine falls on both alike.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = "examples/states/croaking_counterpart.yaml"
TARGET = 1.2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=11, help="timed runs per query (default 11)")
    ap.add_argument("--state", default=STATE, help=f"the state file (default {STATE})")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from pyglue import Engine, load_state
    from pyglue.game import Game

    engine = Engine()
    st = load_state(ROOT / args.state)
    queries = {"legal": ({"command": "legal"}, lambda: engine.legal_actions(st).to_json()),
               "derive": ({"command": "derive"}, lambda: engine.derive(st).to_json()),
               "why-not pass": ({"command": "why-not", "action": {"action": "pass"}},
                                lambda: engine.why_not(st, {"action": "pass"}).to_json()),
               # a game started and its moves listed (the moves' resulting states are applied: no cache is hit)
               "legal-moves": (None, lambda: [m.to_json() for m in Game(st, engine).legal_moves])}
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from pyglue.cli import main; sys.exit(main())",
                             "serve"], cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)

    def ask(request: dict) -> dict:
        proc.stdin.write(json.dumps(request) + "\n")
        proc.stdin.flush()
        return json.loads(proc.stdout.readline())

    handle = ask({"id": 0, "command": "load", "path": str(ROOT / args.state)})["result"]["state"]
    print(f"serve round trip against the in-process call, median of {args.runs} (state: {args.state})")
    print(f"{'query':14} {'in process ms':>14} {'serve ms':>9} {'ratio':>6}")
    ratios = []
    def game_moves(i: int) -> dict:
        game = ask({"id": i, "command": "game", "state": handle})["result"]["game"]
        return ask({"id": i, "command": "legal-moves", "game": game})

    for name, (request, call) in queries.items():
        if request is None:
            asked = game_moves
        else:
            request = dict(request, state=handle)

            def asked(i: int, request: dict = request) -> dict:
                return ask(dict(request, id=i))
        json.dumps(call())
        assert asked(1)["ok"]
        inproc, served = [], []
        for i in range(args.runs):
            t0 = time.perf_counter()
            json.dumps(call())
            inproc.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            r = asked(i)
            served.append(time.perf_counter() - t0)
            assert r["ok"], r
        a, b = statistics.median(inproc), statistics.median(served)
        ratios.append(b / a)
        print(f"{name:14} {a * 1000:14.1f} {b * 1000:9.1f} {b / a:6.2f}")
    ask({"command": "quit"})
    proc.wait(timeout=60)
    worst = max(ratios)
    print(f"target: serve / in process <= {TARGET}: worst {worst:.2f} ({'met' if worst <= TARGET else 'not met'})")


if __name__ == "__main__":
    main()
