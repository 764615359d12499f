"""What the rules ground to, per query and in check's search (issue 25: the ground size is what costs).

Run from a checkout (``export MTGASP_CACHE_DIR=...``; each subcommand prints and asserts nothing):

``python bench/ground.py query [STATE.yaml ...]``
    per state (default examples/states/croaking_counterpart.yaml and bench/peers.py's mid-game position), for
    ``legal`` and ``apply`` of a pass: each ``ctl.ground`` call's part names, statements and CPU time (median of
    ``--runs``), and the grounding's atoms and ground rules, the top predicates by atoms and by ground rules (a rule
    counted under its head's predicate; ``?aux`` an aggregate's or projection's own atoms). clingo's grounding of a
    small query costs about the same per statement whether or not it has instances (``overhead``: 400 rules of an
    empty body domain; measured on the 2-core machine: about 5 us a rule and 5 us more a body literal, 30 us a rule
    with an aggregate; a #defined nothing), so a query's time follows its statements, not its atoms: legal and apply
    ground 1,200-2,700 atoms, most of them the rules' static tables (hybrid_in/2, in_set/2) added as facts.

``python bench/ground.py check [--objects N] [--steps K] [--top M]``
    check's search grounding (pyglue/research/check.py ``_ground``: the rules, invariants.lp and universe.lp over
    every state of N objects, K steps): CPU seconds, atoms, ground rules, peak memory, and the rule statements that
    make the most ground rules (each statement gets a marker ``#external`` body atom, so its ground rules are
    counted by the marker; an aggregate's or a projection's own rules count as "unattributed"). With ``--top 0
    --solve J``: no markers, and the first J jobs (pyglue/research/check.py ``job_keys``) solved on the grounding one
    after another, as the serial check solves them, with their CPU seconds.

``python bench/ground.py answers OUT.json``
    the answers to compare between two checkouts (rules rewritten for speed must give the same): for every state
    under examples/states/ and bench/peers.py's two positions, ``legal`` (player, action, targets, rules, choices),
    each legal action's ``apply`` outcomes (resulting state, events, choices; at most ``--actions`` actions a state),
    ``derive`` and the state's ``violations`` (invariants.lp). Compare two files with ``cmp`` or ``python -m json.tool``.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _positions() -> list[tuple[str, Any]]:
    from bench.peers import MID_GAME, START, mtgasp_state

    return [("peers start", mtgasp_state(START)), ("peers mid-game", mtgasp_state(MID_GAME))]


# --- query: one legal / apply grounding -------------------------------------------------------------------------

class _Observer:
    def __init__(self) -> None:
        self.heads: list[int] = []

    def rule(self, choice: bool, head: list[int], body: list[int]) -> None:
        self.heads.append(head[0] if head else 0)

    def weight_rule(self, choice: bool, head: list[int], lower: int, body: list[tuple[int, int]]) -> None:
        self.heads.append(head[0] if head else 0)


def _instrument(observe: bool) -> list[Any]:
    """Patch pyglue.solve's Control maker: each Control records its ground calls (parts, CPU s) and statements."""
    import clingo

    import pyglue.solve as S

    log: list[Any] = []

    class Timed(clingo.Control):
        def ground(self, parts=(("base", ()),), context=None):
            t = time.process_time()
            super().ground(parts, context)
            self.calls.append(([p[0] for p in parts], time.process_time() - t))

    def control(args=("--warn=none",), logger=None):
        ctl = Timed(list(args), logger=logger or (lambda c, m: None), message_limit=50)
        ctl.calls, ctl.added, ctl.obs = [], collections.Counter(), None
        if observe:
            ctl.obs = _Observer()
            ctl.register_observer(ctl.obs)
        log.append(ctl)
        return ctl

    add = S._add

    def _add(ctl, part, stmts, cache=None, limit=50_000):
        # (statements as clingo gets them: not the files' "#program base." lines, which _add leaves out, nor comments;
        # the settle part is one text of many)
        n = sum(len([s for s in t.split("\n") if s.strip() and not s.lstrip().startswith("%") and s[:1] not in " \t"])
                if "\n" in t else t != "#program base." for t in stmts) if stmts and isinstance(stmts[0], str) \
            else len(stmts)
        ctl.added[part] += n
        return add(ctl, part, stmts, cache, limit)

    S.control, S._add = control, _add
    return log


def query(args: argparse.Namespace) -> None:
    from pyglue import Engine, load_state

    log = _instrument(observe=False)
    engine = Engine()
    states = [(p, load_state(p)) for p in args.states] if args.states else \
        [("examples/states/croaking_counterpart.yaml", load_state(str(ROOT / "examples/states/croaking_counterpart.yaml")))] \
        + _positions()[1:]
    for name, state in states:
        print(f"== {name} ==")
        for q in ("legal", "apply"):
            run = (lambda s=state: engine.legal_actions(s)) if q == "legal" else \
                (lambda s=state: engine.apply(s, {"action": "pass"}))
            for _ in range(3):
                run()
            per: dict[tuple[str, ...], list[float]] = collections.defaultdict(list)
            total = []
            for _ in range(args.runs):
                log.clear()
                t = time.process_time()
                run()
                total.append(time.process_time() - t)
                for ctl in log:
                    for parts, dt in ctl.calls:
                        per[tuple(parts)].append(dt)
            calls = "; ".join(f"{'+'.join(p)} {statistics.median(v) * 1000:.2f} ms" for p, v in per.items())
            added = sum((c.added for c in log), collections.Counter())
            print(f"  {q:5s} {statistics.median(total) * 1000:6.1f} ms CPU (median of {args.runs}); ground: {calls}; "
                  f"statements {dict(added)}")
        _sizes(engine, state, args.top)


def _sizes(engine: Any, state: Any, top: int) -> None:
    """Atoms and ground rules per predicate of one legal and one apply (a Control with an observer)."""
    import pyglue.solve as S

    maker = S.control
    log: list[Any] = []

    def observed(args=("--warn=none",), logger=None):
        ctl = maker(args, logger)
        ctl.obs = _Observer()
        ctl.register_observer(ctl.obs)
        log.append(ctl)
        return ctl

    S.control = observed
    try:
        for q in ("legal", "apply"):
            log.clear()
            engine.legal_actions(state) if q == "legal" else engine.apply(state, {"action": "pass"})
            atoms, rules = collections.Counter(), collections.Counter()
            for ctl in log:
                lit = {}
                for a in ctl.symbolic_atoms:
                    p = f"{a.symbol.name}/{len(a.symbol.arguments)}"
                    atoms[p] += 1
                    lit[a.literal] = p
                for h in ctl.obs.heads:
                    rules[lit.get(h, "?aux") if h else "#false"] += 1
            print(f"  {q:5s} atoms {sum(atoms.values())}, ground rules {sum(rules.values())}; by atoms: "
                  + ", ".join(f"{p} {c}" for p, c in atoms.most_common(top)))
            print("        by ground rules: " + ", ".join(f"{p} {c}" for p, c in rules.most_common(top)))
    finally:
        S.control = maker


def overhead(args: argparse.Namespace) -> None:
    """The CPU time clingo's ground takes per statement whose body has no instances (on a small query's facts)."""
    import clingo

    def run(n: int) -> float:
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], "".join(f"f{i}(1..3).\n" for i in range(50)))
        ctl.add("base", [], "\n".join(f"zz{i}(X,Y) :- zzd{i}(X); zze{i}(Y)." for i in range(n)))
        t = time.process_time()
        ctl.ground([("base", [])])
        return time.process_time() - t

    for n in (0, 400):
        print(f"  {n} statements: {statistics.median(run(n) for _ in range(args.runs)) * 1000:.2f} ms")


# --- check: the search's grounding ------------------------------------------------------------------------------

def check(args: argparse.Namespace) -> None:
    import clingo
    from clingo import ast as A

    import pyglue.research.check as C
    from pyglue import Engine

    engine = Engine()
    facts = "".join(f"{s}.\n" for s in C._universe_facts(engine, C._universe_base(), args.objects, None))
    program = C.universe_program(None)
    obs = _Observer()
    bodies: list[list[int]] = []
    if args.top:
        obs.rule = lambda choice, head, body: bodies.append(body)  # type: ignore[method-assign]
        obs.weight_rule = lambda choice, head, lower, body: bodies.append([x for x, _ in body])  # type: ignore
    ctl = clingo.Control(["--warn=none", "--models=1"])
    ctl.register_observer(obs)
    where: dict[int, tuple[str, str]] = {}
    at = A.Location(A.Position("<m>", 1, 1), A.Position("<m>", 1, 1))
    with A.ProgramBuilder(ctl) as builder:
        for i, stmt in enumerate(program):
            if args.top and stmt.ast_type == A.ASTType.Rule:
                mark = A.Literal(at, A.Sign.NoSign, A.SymbolicAtom(A.Function(at, "__m", [A.SymbolicTerm(
                    at, clingo.Number(i))], 0)))
                builder.add(A.Rule(stmt.location, stmt.head, list(stmt.body) + [mark]))
                where[i] = (f"{Path(stmt.location.begin.filename).name}:{stmt.location.begin.line}", str(stmt))
            else:
                builder.add(stmt)
        if args.top:
            A.parse_string(f"#external __m(0..{len(program)}).", builder.add)
    ctl.add("base", [], facts + f"time(0..{args.steps}). steps({args.steps}).\nwant_counterexample.\n")
    t = time.process_time()
    ctl.ground([("base", [])])
    dt = time.process_time() - t
    n_rules = len(bodies) if args.top else len(obs.heads)
    print(f"check's search, {args.objects} objects, {args.steps} steps: ground {dt:.1f} s CPU, "
          f"{len(ctl.symbolic_atoms) - (len(program) + 1 if args.top else 0)} atoms, {n_rules} ground rules, "
          f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2 ** 20:.2f} GiB"
          + (" (with a marker atom per rule statement)" if args.top else ""))
    if args.solve:  # (the first jobs' searches on this grounding, one after another, as check runs them serially)
        total = 0.0
        for key in C.job_keys(args.objects)[:args.solve]:
            t = time.process_time()
            found = ctl.solve(assumptions=C._assumptions(ctl, key, args.objects)).satisfiable
            total += time.process_time() - t
            print(f"  job {key}: {'counterexample' if found else 'none'}, {time.process_time() - t:.1f} s CPU")
        print(f"  {args.solve} jobs solved in {total:.1f} s CPU, peak RSS "
              f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2 ** 20:.2f} GiB")
    if not args.top:
        return
    marks = {a.literal: a.symbol.arguments[0].number for a in ctl.symbolic_atoms.by_signature("__m", 1)}
    count: collections.Counter[int] = collections.Counter()
    for body in bodies:
        count[next((marks[x] for x in body if x in marks), -1)] += 1
    print(f"  unattributed (aggregates', projections' own): {count.pop(-1, 0)}")
    for i, c in count.most_common(args.top):
        print(f"  {c:9d}  {where[i][0]:28s} {where[i][1][:200]}")


# --- answers: legal, apply and violations of every example state --------------------------------------------------

def answers(args: argparse.Namespace) -> None:
    from pyglue import Engine, load_state
    from pyglue.state import dump_document

    engine = Engine()
    out: dict[str, Any] = {}
    states = []
    for p in sorted((ROOT / "examples/states").glob("*.yaml")):
        with contextlib.suppress(Exception):  # (a state file meant to be refused: broken.yaml)
            states.append((str(p.relative_to(ROOT)), load_state(str(p))))
    for name, state in states + _positions():
        entry: dict[str, Any] = {}
        try:
            legal = engine.legal_actions(state)
            entry["legal"] = [[a.player, a.action, a.targets, a.rules, a.choices, a.ability_index] for a in legal]
        except Exception as e:  # noqa: BLE001 - the answer to compare is the error too
            entry["legal"] = f"{type(e).__name__}: {e}"
            legal = []
        applied = []
        for a in list(legal)[:args.actions]:
            try:
                outs = engine.apply(state, a.action)
                applied.append([a.action, [[dump_document(o.state.to_document()), o.events, o.choices] for o in outs]])
            except Exception as e:  # noqa: BLE001
                applied.append([a.action, f"{type(e).__name__}: {e}"])
        entry["apply"] = applied
        try:
            entry["derive"] = repr(engine.derive(state))
        except Exception as e:  # noqa: BLE001
            entry["derive"] = f"{type(e).__name__}: {e}"
        try:
            entry["violations"] = engine.violations(state)
        except Exception as e:  # noqa: BLE001
            entry["violations"] = f"{type(e).__name__}: {e}"
        out[name] = entry
        print(f"  {name}: {len(legal)} legal, {sum(len(x[1]) for x in applied if isinstance(x[1], list))} outcomes",
              flush=True)
    Path(args.out).write_text(json.dumps(out, indent=1, sort_keys=True, default=str), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    q = sub.add_parser("query")
    q.add_argument("states", nargs="*")
    q.add_argument("--runs", type=int, default=21)
    q.add_argument("--top", type=int, default=12)
    o = sub.add_parser("overhead")  # (the per-statement cost on a small grounding)
    o.add_argument("--runs", type=int, default=21)
    c = sub.add_parser("check")
    c.add_argument("--objects", type=int, default=2)
    c.add_argument("--steps", type=int, default=2)
    c.add_argument("--top", type=int, default=30, help="statements listed (0: sizes only, no markers)")
    c.add_argument("--solve", type=int, default=0, help="then solve the first N jobs (use with --top 0)")
    a = sub.add_parser("answers")
    a.add_argument("out")
    a.add_argument("--actions", type=int, default=12)
    args = ap.parse_args()
    {"query": query, "overhead": overhead, "check": check, "answers": answers}[args.cmd](args)


if __name__ == "__main__":
    main()
