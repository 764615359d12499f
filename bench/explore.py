"""mtgasp benchmark: ``mtgasp explore``'s incremental search, time and peak memory per horizon.

Run ``python bench/explore.py`` (every example state, goal ``token_copy_prepared``, horizons up to 10, a
60 s budget per state: the issue 14 target "horizon 10 from every example state within 60 s, or a clear
message naming the budget it hit") or ``python bench/explore.py --cr-722-3c`` (only the CR 722.3c play from
examples/states/croaking_counterpart.yaml with ``--allow end_turn``; target: under 10 s and 2 GiB).
It prints figures and asserts nothing; it exits 0.

What is measured: each state in a child process of its own, ``pyglue.research.explore.explore`` with its ``stats``
argument: for each horizon k the seconds since the search began when horizon k was solved, and the peak
resident memory of the search's own process (explore runs it in a forked child) then. A state whose search
hits its budget says which budget and the last horizon searched in full. The machine is shared: the load
average is printed with the figures.

Measured (load average 3 to 4 on 2 shared cores), goal token_copy_prepared, seconds and peak MiB when the
horizon was searched in full, before (lead d00413b) and after counting the triggers of earlier APNAP players
with one #count instead of a #sum of possible counts (rules_asp/kernel/stack.lp, trig_before/3):
croaking_counterpart.yaml: before h4 4.3 s 122, h5 24.5 s 645, past 3 GiB in h6; after h5 4.8 s 157,
h6 10.1 s 441, past 3 GiB in h7 (no plan by h6: the token is summoning sick, CR 302.6).
With --allow end_turn (``--cr-722-3c``): after h5 11.7 s 439, h6 71.1 s 2827, past 4 GiB in h7: the
16-step play is out of reach. prepare_lifecycle.yaml: h10 before 15.7 s 930, after 9.1 s 250.
Session 6 (load average 6 to 8, the search in a forked child ended at its budget): every example state either
reaches horizon 10 or stops with the message naming the budget (time 60 s or memory 2 GiB), none crashes;
croaking_counterpart.yaml h5 10.1 s 152, h6 39.7 s 437, then the time budget (h7's grounding alone took 32 s
and 1.4 GiB in a quieter run). The CR 722.3c play through real actions (no what-if event) is 45 steps.
Session 6, stack positions of triggers (rules_asp/kernel/stack.lp: trig_place/3, trig_rank_taken/3, Q != P in
trig_before/3), one run each at load average 2.2-2.3, ``--allow attacks`` on croaking_counterpart.yaml, seconds,
peak MiB, ground rules of the step: before h5 3.9 s 184 (553 k rules), h6 15.1 s 518 (2.79 M), h7 past the 60 s
budget; after h5 2.1 s 127 (68 k), h6 3.7 s 203 (177 k), h7 7.7 s 425 (478 k): the plan of 7 steps (cast,
passes, the declaration of attackers, passes) is found. With the trigger's timestamp guard (starts(triggered) only with a latest timestamp at least
the source's): h7 250 k rules, 275 MiB (23.6 s at load 5.5, the machine busy with tests).
Every example state, default goal, before the guard (load 2.3 to 7): 21 reach horizon 10 with no plan, 11 stop
with the 60 s message; cr707_10e_frontline_heroism and cr707_11_olivia_shapeshifter already at horizon 4 (combat
damage: life/2 values, not stack positions).
Session 7, ``--cr-722-3c --decisions`` (pyglue/research/decisions.py, real actions only, horizon 6 decisions): the plan of
6 decisions and 46 steps (40 forced), 60 states asked: 34.6 s, 72 MiB at load average 5.1; 44.9 s wall for the
whole ``mtgasp explore ... --decisions`` process, 74.5 MB max RSS, at 4.8; 118 s at 6.6-7.3 (tests beside it).
The time-point search never reached it (45 time points; budget after horizon 7).
Session 7, the goal asked in each state's legal query (before: a goal query of its own per state) and with a
step only where the goal's rules read it, side by side in one run at load average 2.6-3.1, two rounds each:
before (511c765) 14.3 s, 13.3 s, 60 states, 87 MiB; after 6.8 s, 6.5 s, 61 states (the goal state's legal
actions are asked too), 53 MiB. Per state after: legal with the goal 0.035 s, apply 0.07 s, goal 0 (before,
measured with the same timers at load 3.6-3.8: legal 0.053 s, apply 0.10 s, goal 0.12-0.15 s). The whole
``mtgasp explore ... --decisions`` command: 16.4 s, 91 MB max RSS before; 8.2 s, 55 MB after.
Session 9 (decide10), ``--cr-722-3c --decisions [--fewest]``, the queries counted (``Result.queries``): depth first,
the plan of 6 decisions and 45 steps (39 forced), 73 states, 73 legal queries and 74 applies: 15.5 s at load 2.5
(62.1 s at 10.4, the machine shared by seven helpers). The proof of the fewest (``--fewest``, iterative
deepening), side by side in one run at load 9.0-9.4: before (5d5ddd75) 394 s, 772 states, 831 applies; after (a
decision with no decisions left is not expanded) 337 s, 772 states, 770 applies; 157 s before at load 4-6. With
``--fewest --budget 900`` at load 10-14 it stopped at the budget having proven no plan of at most 4 decisions
(682 states). The 10 s target of the proof is not a matter of search order: the 772 states are every state
within 5 decisions and those of the 6th until the plan (no two equal), about 96 % of them forced passes, each
a legal query and an apply (0.07 s and 0.13 s on a quiet machine); 10 s needs about 13 ms a state, the engine
loop of issue 25 item 1. Trying a land play after passing (instead of before) made the depth-first search ask
168 states instead of 73.
Session 10 (loop11), each state's legal actions asked with its pass on a Control kept from state to state
(pyglue/reuse.py) and the goal in a query of its own, side by side with main in one run at load 9-11, two rounds:
the plan (6 decisions, 45 steps, 73 states) found at 14.8 and 15.1 s before, 9.0 and 10.2 s after; applies 74 -> 10.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
STATES = ROOT / "examples" / "states"


def _one(path: str, goal: str, horizon: int, allow: tuple[str, ...], budget: float, memory_gib: float,
         out: mp.Queue) -> None:
    from pyglue import load_state
    from pyglue.research.explore import BudgetExceeded, explore
    from pyglue.solve import Engine

    stats: dict = {"horizons": []}
    result: dict = {"path": path, "rows": []}
    try:
        st = load_state(path)
        length, plans = explore(Engine(time_limit=budget), st, goal, horizon=horizon, plans=1, allow=allow,
                                time_budget=budget, memory_budget=memory_gib, stats=stats)
        result["outcome"] = f"plan of {length} steps" if plans else f"no plan within {horizon} steps"
    except BudgetExceeded as exc:
        result["outcome"] = str(exc)
    except Exception as exc:  # noqa: BLE001 (a state the search can't take: reported, the run goes on)
        result["outcome"] = f"{type(exc).__name__}: {exc}"
    result["rows"] = stats["horizons"]
    out.put(result)


def _decisions(path: str, budget: float, memory_gib: float, fewest: bool, out: mp.Queue) -> None:
    import time

    from pyglue import load_state
    from pyglue.research.decisions import explore_decisions
    from pyglue.research.explore import BudgetExceeded
    from pyglue.solve import Engine

    stats: dict = {"horizons": []}
    start = time.monotonic()
    try:
        res = explore_decisions(Engine(time_limit=budget), load_state(path), "token_copy_prepared", horizon=6,
                                time_budget=budget, memory_budget=memory_gib, stats=stats, fewest=fewest)
        steps = len(res.plans[0].steps) if res.plans else 0
        outcome = (f"plan of {res.decisions} decisions, {steps} steps" + (" (proven the fewest)" if res.fewest else "")
                   if res.plans else "no plan")
    except BudgetExceeded as exc:
        outcome = str(exc)
    split = stats.get("seconds") or {}
    n = stats.get("states") or 0
    asked = stats.get("queries") or {}
    per = ", ".join(f"{k} {v:.1f} s" + (f" ({v / n:.3f} s a state)" if n else "") + f" {asked.get(k, '?')} asked"
                    for k, v in split.items())
    out.put({"path": path, "rows": stats["horizons"],
             "outcome": f"{outcome}; {time.monotonic() - start:.1f} s, {stats.get('states', '?')} states"
                        + (f"; queries: {per}" if per else "") + f" (load average {os.getloadavg()[0]:.1f} at the end)"})


def _in_child(target: Any, args: tuple[Any, ...], path: Path, budget: float) -> dict[str, Any] | None:
    """``target(*args, queue)`` in a forked child (so its peak memory is its own): what it put on the queue, or
    None (said) if it ran past twice the budget and a minute."""
    ctx = mp.get_context("fork")
    q: mp.Queue = ctx.Queue()
    p = ctx.Process(target=target, args=(*args, q))
    p.start()
    p.join(budget * 2 + 60)
    if p.is_alive():
        p.kill()
        print(f"{path.name}: killed after {budget * 2 + 60:g} s")
        return None
    return q.get() if not q.empty() else {"rows": [], "outcome": f"child exited with {p.exitcode}"}


def run_decisions(path: Path, budget: float, memory_gib: float, fewest: bool = False) -> None:
    """``explore --decisions`` (pyglue/research/decisions.py) from ``path``, depth first or with ``fewest``
    (``--fewest``, iterative deepening): seconds and peak MiB when the plan was found, states asked, the queries."""
    res = _in_child(_decisions, (str(path), budget, memory_gib, fewest), path, budget)
    if res is not None:
        figures = "  ".join(f"plan of {k} decisions at {s:.1f}s {m:.0f}MiB" for k, s, m in res["rows"])
        print(f"{path.name} --decisions{' --fewest' if fewest else ''}: {res['outcome']}\n    {figures}", flush=True)


def run(path: Path, goal: str, horizon: int, allow: tuple[str, ...], budget: float, memory_gib: float) -> None:
    res = _in_child(_one, (str(path), goal, horizon, allow, budget, memory_gib), path, budget)
    if res is not None:
        figures = "  ".join(f"h{k}: {s:.1f}s {m:.0f}MiB" for k, s, m in res["rows"])
        print(f"{path.name}: {res['outcome']}\n    {figures}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--goal", default="token_copy_prepared")
    ap.add_argument("--horizon", type=int, default=10)
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per state")
    ap.add_argument("--memory", type=float, default=2.0, help="GiB per state")
    ap.add_argument("--allow", action="append", default=[])
    ap.add_argument("--cr-722-3c", action="store_true", help="only croaking_counterpart.yaml, --allow end_turn, "
                                                              "horizon 20")
    ap.add_argument("--decisions", action="store_true", help="with --cr-722-3c: only the search over decision "
                                                               "points (explore --decisions, real actions only)")
    ap.add_argument("--fewest", action="store_true", help="with --cr-722-3c --decisions: also the proof of the "
                                                            "fewest decisions (explore --decisions --fewest)")
    ap.add_argument("states", nargs="*", help="state files (default: every example state)")
    a = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if a.cr_722_3c:
        run_decisions(STATES / "croaking_counterpart.yaml", a.budget, a.memory)
        if a.fewest:
            run_decisions(STATES / "croaking_counterpart.yaml", a.budget, a.memory, fewest=True)
        if a.decisions:
            return
        run(STATES / "croaking_counterpart.yaml", "token_copy_prepared", 20, ("end_turn",), a.budget, a.memory)
        return
    paths = [Path(s) for s in a.states] or sorted(p for p in STATES.glob("*.yaml") if p.name != "broken.yaml")
    for path in paths:
        run(path, a.goal, a.horizon, tuple(a.allow), a.budget, a.memory)
    sys.exit(0)


if __name__ == "__main__":
    main()
