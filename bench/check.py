"""mtgasp benchmark: ``mtgasp check``'s bounded universe, serial and fanned out on Dask.

Run ``python bench/check.py`` (bound 2, 1 step, counting the states of 1 and 2 objects: about 4 minutes for
the three runs on 2 cores; ``--count 0`` proves only, a few seconds a run, so the cluster's start and each
worker's grounding dominate) or
``python bench/check.py --bound 3 --steps 2`` (the issue 14 target; 5 to 10 minutes per run on a loaded
2-core machine, so about half an hour for the three runs). It prints figures and asserts nothing; it exits 0.

What is measured: ``pyglue.research.check.check_bound`` on the universe of rules_asp/universe.lp (docs/check.md) run
three ways in one process, side by side: serially (the jobs one after another here), on a Dask
``LocalCluster`` of 1 worker process and of 2 worker processes (threads_per_worker=1). The cluster's start
is timed apart from the check. For each: wall seconds of the check, the jobs proven per size, the states
counted (``--count N``: sizes up to N), whether it holds, and the speed-up against the 1-worker cluster
(the same fan-out machinery with one worker, so the ratio is what the second worker brings) and against
the serial run. The machine is shared: the load average is printed with the figures.

Measured (load average 4 to 6 on 2 shared cores, so the second worker had little of a second core):
serial 78.4 s, 1 worker 74.9 s, 2 workers 65.2 s: 1.15x from the second worker; same coverage in every run.
``--count 0``: serial 3.3 s, 1 worker 5.3 s, 2 workers 13.9 s (grounding in each worker dominates).
"""

from __future__ import annotations

import argparse
import os
import time

from distributed import Client, LocalCluster

from pyglue.research.check import check_bound
from pyglue.solve import Engine


def run(bound: int, steps: int, count: int, workers: int | None) -> tuple[float, float, object]:
    engine = Engine(time_limit=3600)
    if workers is None:
        start = time.monotonic()
        report = check_bound(engine, bound, count=count, steps=steps)
        return 0.0, time.monotonic() - start, report
    t0 = time.monotonic()
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address="127.0.0.1:0")
    client = Client(cluster)
    started = time.monotonic() - t0
    try:
        start = time.monotonic()
        report = check_bound(engine, bound, count=count, steps=steps, client=client)
        return started, time.monotonic() - start, report
    finally:
        client.close()
        cluster.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bound", type=int, default=2)
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--count", type=int, default=2)
    ap.add_argument("--skip-serial", action="store_true")
    args = ap.parse_args()
    print(f"check --bound {args.bound} --steps {args.steps} --count {args.count}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    rows = []
    for workers in ([] if args.skip_serial else [None]) + [1, 2]:
        started, seconds, report = run(args.bound, args.steps, args.count, workers)
        rows.append((workers, started, seconds, report))
        print(f"  {'serial' if workers is None else f'{workers} worker(s)':>12}: {seconds:7.1f} s "
              f"(cluster start {started:4.1f} s)  jobs {report.jobs}  states {report.states}  "
              f"holds {report.holds}  load {os.getloadavg()[0]:.1f}", flush=True)
    by = {w: s for w, _, s, _ in rows}
    print(f"speed-up, 2 workers against 1: {by[1] / by[2]:.2f}x")
    if None in by:
        print(f"speed-up against serial: 1 worker {by[None] / by[1]:.2f}x, 2 workers {by[None] / by[2]:.2f}x")
    same = len({(str(r.jobs), str(r.states), str(r.covered), r.holds) for _, _, _, r in rows}) == 1
    print(f"same jobs, coverage and answer in every run: {same}")


if __name__ == "__main__":
    main()
