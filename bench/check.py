"""mtgasp benchmark: ``mtgasp check``'s bounded universe, here and on Dask workers, wall time and peak memory.

Run ``python bench/check.py`` (bound 2, 1 step, no counting: a minute or two a run on a loaded 2-core machine) or
``python bench/check.py --bound 3 --steps 2 --count 2 --modes serial,keepall`` (the issue 25 target: within 2 GB
and 10 minutes), ``--bound 4 --modes serial,fanned`` (the speed-up of 2 workers at bound 4). It prints figures and
asserts nothing; it exits 0.

What is measured: ``pyglue.research.check.check_bound`` on the universe of rules_asp/universe.lp (docs/check.md),
each way in a fresh process (so that each has its own peak memory), one after another in this run, side by side:

* ``serial``: the jobs one after another in one process (``mtgasp check``);
* ``auto``: a Dask ``LocalCluster`` of 2 worker processes (threads_per_worker=1) started when the check first
  sends work to it, and work sent only where that pays (the largest size's at the start, ``check._largest_pays``;
  a later size's by ``check.FANOUT_SECONDS``): ``mtgasp check --workers 2``;
* ``fanned``: the same cluster started first and every piece of work (a size's search of K steps, whole; a count,
  job by job) sent to it at the start, the largest first (``fan_out=True``);
* ``keepall``: serial, every grounded Control kept for later jobs (``KEEP_GIB`` unbounded): the memory before
  issue 25's cut;
* ``keepsolver``: serial, a grounded Control kept however much the solver has grown over its jobs
  (``REGROUND_GIB`` unbounded).

For each: wall seconds (with the cluster's start), the CPU seconds of the check's process and of its workers
(what the load changes less than the wall time), the peak resident memory of the check's process and of its
largest worker, the work run here, the jobs proven per size, the states counted (``--count N``: sizes up to N),
whether it holds, the load average before and after (the machine is shared: say it beside every figure). Last,
the speed-ups against serial and whether every run gave the same jobs, coverage and answer.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import subprocess
import sys
import time

MODES = ("serial", "auto", "fanned", "keepall", "keepsolver")


def one(mode: str, bound: int, steps: int, count: int) -> dict:
    """One run in this process: the figures as a dict."""
    import pyglue.research.check as checker
    from pyglue.solve import Engine

    made: list = []

    def client():
        from distributed import Client, LocalCluster

        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                               dashboard_address="127.0.0.1:0")
        made.append(Client(cluster))
        return made[0]

    if mode == "keepall":
        checker.KEEP_GIB = math.inf
    if mode == "keepsolver":
        checker.REGROUND_GIB = math.inf
    load = os.getloadavg()[0]
    start = time.monotonic()
    try:
        report = checker.check_bound(Engine(time_limit=3600), bound, count=count, steps=steps,
                                     client={"auto": client, "fanned": client}.get(mode),
                                     fan_out=True if mode == "fanned" else None)
        seconds = time.monotonic() - start
        usage = made[0].run(lambda: resource.getrusage(resource.RUSAGE_SELF)) if made else {}
        workers = max((u.ru_maxrss for u in usage.values()), default=0)
        worker_cpu = sum(u.ru_utime + u.ru_stime for u in usage.values())
    finally:
        for c in made:
            c.close()
            c.cluster.close()
    used = resource.getrusage(resource.RUSAGE_SELF)
    return {"mode": mode, "seconds": round(seconds, 1), "cpu": round(used.ru_utime + used.ru_stime, 1),
            "worker_cpu": round(worker_cpu, 1), "peak_gib": resource.getrusage(
                resource.RUSAGE_SELF).ru_maxrss / (1 << 20), "worker_peak_gib": workers / (1 << 20),
            "workers": report.workers, "here": report.here, "jobs": report.jobs, "states": report.states,
            "covered": report.covered, "holds": report.holds, "load": [load, os.getloadavg()[0]]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bound", type=int, default=2)
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--count", type=int, default=0)
    ap.add_argument("--modes", default="serial,auto,fanned,keepall", help=f"some of {','.join(MODES)}")
    ap.add_argument("--one", choices=MODES, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(args.one, args.bound, args.steps, args.count)))
        return
    print(f"check --bound {args.bound} --steps {args.steps} --count {args.count}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    rows = {}
    for mode in args.modes.split(","):
        out = subprocess.run([sys.executable, __file__, "--one", mode, "--bound", str(args.bound), "--steps",
                              str(args.steps), "--count", str(args.count)], capture_output=True, text=True, check=False)
        if out.returncode:
            print(f"  {mode:>8}: failed: {out.stderr.strip().splitlines()[-1:]}", flush=True)
            continue
        r = rows[mode] = json.loads(out.stdout.strip().splitlines()[-1])
        worker = f", largest worker {r['worker_peak_gib']:.2f} GiB" if r["worker_peak_gib"] else ""
        there = f", {r['worker_cpu']:.1f} s in workers" if r["worker_peak_gib"] else ""
        print(f"  {mode:>8}: {r['seconds']:7.1f} s ({r['cpu']:.1f} s CPU here{there}), peak {r['peak_gib']:.2f} GiB{worker}; {r['workers']} "
              f"worker(s), run here: {'; '.join(r['here']) or ('all' if mode in ('serial', 'keepall', 'keepsolver') else 'none')}"
              f"; jobs {r['jobs']}, states {r['states']}, holds {r['holds']}; load {r['load'][0]:.1f} -> "
              f"{r['load'][1]:.1f}", flush=True)
    if "serial" in rows:
        for mode in rows.keys() - {"serial"}:
            print(f"speed-up of {mode} against serial: {rows['serial']['seconds'] / rows[mode]['seconds']:.2f}x")
    same = len({json.dumps([r["jobs"], r["states"], r["covered"], r["holds"]]) for r in rows.values()}) == 1
    print(f"same jobs, coverage and answer in every run: {same}")


if __name__ == "__main__":
    main()
