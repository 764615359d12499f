"""The rules analysis of pyglue/relevant.py (filter 1's fixpoint, the slices, their stages, firing) on recorded
inputs: a check that a change to the analysis picks the same statements for every query, and its CPU time alone.

    python bench/relevant_replay.py record REC.pkl [loop] [examples] [library]
    python bench/relevant_replay.py replay REC.pkl OUT.pkl [--root CHECKOUT] [--only WORKLOAD]
    python bench/relevant_replay.py compare OUT_A.pkl OUT_B.pkl

``record`` runs workloads in this checkout with the analysis's entry points wrapped, keeping each call's inputs in
order (the program by name, the mode, the facts' predicates, the facts' shapes): ``loop`` is bench/peers.py's two
engine loops (60 moves of a seeded game from each position), ``examples`` every example state's derive, legal
and apply of a pass, ``library`` tests/test_card_library.py's test of every library card in one state.
``replay`` asks the recorded questions again in a fresh process of ``--root`` (default: this checkout), in the
same order (the caches kept from query to query see what they saw), and keeps every answer: the slice
(``_relevant``), its stages, ``live_symbols``, the fixpoint, firing's statements and ``next/2`` shapes; it prints
the CPU time per workload and kind. ``compare`` says how many answers differ between two replays (0: the same
statements picked for every query). The rules index is built or read before the timing starts.
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGED = ("apply", "legal", "settle")


def record(out: str, works: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    from pyglue import relevant

    rec: list[tuple] = []

    def program(stmts):
        return next((n for n in relevant.PROGRAMS if relevant._SHIPPED.get(n) is stmts), None)

    real_relevant, real_fired, real_fixpoint = relevant._relevant, relevant._fired, relevant._fixpoint

    def _relevant(stmts, mode, fact_preds):
        if program(stmts):
            rec.append(("relevant", program(stmts), mode, fact_preds))
        return real_relevant(stmts, mode, fact_preds)

    def _fired(stmts, mode, fact_preds, facts, timeless):
        if program(stmts):
            rec.append(("fired", program(stmts), mode, fact_preds, facts, timeless))
        return real_fired(stmts, mode, fact_preds, facts, timeless)

    def _fixpoint(stmts, info, fact_preds):
        if program(stmts):
            rec.append(("fixpoint", program(stmts), fact_preds))
        return real_fixpoint(stmts, info, fact_preds)

    relevant._relevant, relevant._fired, relevant._fixpoint = _relevant, _fired, _fixpoint
    os.chdir(ROOT)
    for work in works:
        rec.append(("mark", work))
        if work == "loop":
            import peers

            from pyglue import Engine

            engine = Engine()
            for layout in (peers.START, peers.MID_GAME):
                peers.mtgasp_loop(engine, layout)
        elif work == "examples":
            from pyglue import Engine, load_state

            engine = Engine()
            for name in sorted(os.listdir("examples/states")):
                try:
                    state = load_state(os.path.join("examples/states", name))
                except Exception as exc:  # noqa: BLE001 - (the example of a bad state)
                    print(f"  {name}: not loaded: {type(exc).__name__}")
                    continue
                for ask, args in ((engine.derive, ()), (engine.legal_actions, ()),
                                  (engine.apply, ({"action": "pass"},))):
                    try:
                        ask(state, *args)
                    except Exception as exc:  # noqa: BLE001 - (a question an example has no answer to)
                        print(f"  {name}: {type(exc).__name__}: {str(exc)[:80]}")
        elif work == "library":
            import pytest

            pytest.main(["-q", "-p", "no:cacheprovider", "-n", "0", "tests/test_card_library.py", "-k",
                         "test_every_library_card_loads_derives_and_has_legal_actions"])
        else:
            raise SystemExit(f"relevant_replay.py: no workload {work!r} (loop, examples, library)")
    with open(out, "wb") as f:
        pickle.dump(rec, f)
    print(f"{sum(r[0] != 'mark' for r in rec)} inputs recorded in {out}")


def replay(rec_path: str, out: str | None, root: Path, only: str | None) -> None:
    sys.path.insert(0, str(root))
    from pyglue import relevant

    relevant.warm()
    with open(rec_path, "rb") as f:
        rec = pickle.load(f)
    answers, times, work = [], {}, None
    for r in rec:
        if r[0] == "mark":
            work = r[1]
            continue
        if only and work != only:
            continue
        stmts = relevant.shipped(r[1])
        t0 = time.process_time()
        if r[0] == "relevant":
            got: tuple = (tuple(relevant._relevant(stmts, r[2], r[3])[0]),)
            if r[2] in STAGED:
                st = relevant.stages(stmts, r[2], r[3])
                got += (None if st is None else (tuple(st[0]), tuple(map(tuple, st[1])), tuple(map(tuple, st[2]))),)
            got += (relevant.live_symbols(stmts, r[3]),)
        elif r[0] == "fired":
            ids, fires, nexts = relevant._fired(stmts, r[2], r[3], r[4], r[5])
            got = (tuple(ids), fires, nexts)
        else:
            got = relevant._fixpoint(stmts, relevant._info(stmts), r[2])
        t = times.setdefault((work, r[0]), [0, 0.0])
        t[0] += 1
        t[1] += time.process_time() - t0
        answers.append((r, got))
    print(f"replay on {root}: CPU time per workload and kind")
    for (w, kind), (n, t) in sorted(times.items()):
        print(f"  {w:9s} {kind:9s} {n:5d} calls {t * 1000:9.0f} ms")
    if out:
        with open(out, "wb") as f:
            pickle.dump(answers, f)


def compare(a_path: str, b_path: str) -> int:
    with open(a_path, "rb") as f:
        a = pickle.load(f)
    with open(b_path, "rb") as f:
        b = pickle.load(f)
    if len(a) != len(b) or any(x[0] != y[0] for x, y in zip(a, b)):
        print("not replays of the same recording")
        return 2
    differ = [(x[0][:3]) for x, y in zip(a, b) if x[1] != y[1]]
    for d in differ[:10]:
        print("differs:", d)
    print(f"{len(a)} answers compared, {len(differ)} differ")
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/relevant_replay.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("record", help="record the analysis's inputs of workloads")
    p.add_argument("out")
    p.add_argument("works", nargs="*", default=["loop", "examples", "library"])
    p = sub.add_parser("replay", help="ask the recorded questions again, keep the answers, print CPU times")
    p.add_argument("rec")
    p.add_argument("out", nargs="?")
    p.add_argument("--root", type=Path, default=ROOT, help="the checkout whose pyglue answers (default: this one)")
    p.add_argument("--only", help="one workload only (loop, examples, library)")
    p = sub.add_parser("compare", help="how many answers of two replays differ")
    p.add_argument("a")
    p.add_argument("b")
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.out, args.works)
    elif args.command == "replay":
        replay(args.rec, args.out, args.root.resolve(), args.only)
    else:
        return compare(args.a, args.b)
    return 0


if __name__ == "__main__":
    sys.exit(main())
