"""Issue 25.1's last untried design, measured: ONE grounding per game over a domain of the fluents the game reaches.

Verdict (session 14, super16): it does not pay, and 3x is not reachable by grounding alone. With the smallest
domain possible (the oracle below, read off the game already played, which no engine has in advance) the mean move
halves (start 25-31 -> 14-15 ms, mid-game 65-80 -> 28-34 ms, load 6-8), still 6-8x and 12-15x phase.rs's; with the
smallest domain an over-approximation can compute (the oracle lifted over the objects) it is 2x worse than today
from the start, and mid-game one grounding takes 73 s and 4.1 GB. Figures and reasons: the closing note below.

Run ``python bench/superset.py [--positions start mid-game] [--base /work/wt/base16] [--levels pass all]``. Each
game is bench/peers.py's seeded engine loop (60 moves of ``Game.legal_moves`` then ``push`` from the position), each
variant played in a process of its own (so that each is the first game of its process, as bench/peers.py's
figure is) and timed in CPU time; phase.rs's live loop (``actions()`` then ``apply``) in this process.

Variants:

base      the base checkout's Game (``--base``, default this checkout): a kept Control re-solved where the
          position's fluents fit it, a new grounding over a window of recent positions otherwise (pyglue/reuse.py).
record    (not timed) this checkout's Game with every apply query recorded: per query kind (the solve's models,
          its settle part, its legal part) the fluents, step facts and other facts of each, written to a file.
oracle    the same game, each query kind asked on ONE Control per game, grounded over the ORACLE domain: the
          fluents true in every recorded query of the kind as facts, every other fluent any of them had as
          externals, every step fact as externals. No over-approximation can be smaller than this domain, so its
          grounding cost is a lower bound for the design (the domain itself costs nothing here: it is read off the
          recorded game). ``--levels pass``: only the pass of the player with priority (with its legal part),
          as the kept Control serves today; ``all``: every apply query (the pass, the other actions' applies,
          the settling steps: their ``happens/2`` and choice facts as step externals too).
lifted    as oracle, with the domain lifted over the objects: every fluent of the oracle domain with each
          object argument (at most two a fluent) replaced by each object of the game of its kind (an id, or an
          ``obj(Id)`` reference; these games' fluents name no id the state lacks: a token or a spell on the stack
          keeps its card's id), the smallest domain an over-approximation that treats objects alike ("each object in each zone it can
          reach", "each status for each permanent") can have (numbers, players and the rest kept as recorded:
          still favourable to the design).

Per variant: mean and median move, the groundings (new Controls), their time, the re-solves (hits) and their mean
time, the process's peak RSS, and the largest grounding's clingo atoms and rules; "floor" is the mean move less its
groundings and fresh queries; "again" the same game played a second time in the process (on the superset Controls
kept since the first: no grounding at all, the design's floor whatever computing its domain costs), with where its
time goes. Every variant must play the same game (its trace: each move's player, action and resulting state).

Closing note (session 14, super16; base = main d37dae5c, /work/wt/base16; CPU ms a move, 2 cores shared):

(1) The domain. The queries of a game have the same facts but fluents and step facts (one set per query kind:
    recorded), so one Control per kind can serve a whole game if its externals cover every fluent the game reaches.
    Reached: from the start 159 fluents over 57 passes (36 in all of them), mid-game 222 over 60 (57 in all).
    Computable ahead: the fluents are timestamps of each object, targets (object pairs), stack positions, zones,
    controllers, a copy's card and copiable values; an over-approximation that treats the objects alike must hold
    the oracle's fluents for every object of the argument's kind: 532 (start, 11 ids and references) and 1272
    (mid-game, 17), mostly timestamp (326 mid-game), target (270), card (105), zone (86), stack_pos (34). A rules-derived reachable set (a relaxed
    fixpoint of next/2) is no smaller, and is itself a grounding of the whole program over possible fluents
    (explore's multi-shot program: ~2 s a mid-game step, session 13).
(2) One grounding of the pass's Control (with its legal part) over the domain, at loads 4-7:
      start    oracle   159 fluents   140-192 ms     9.6 k atoms    11.5 k rules   +29 MB   re-solve 2.7-3.6 ms
      start    lifted   532 fluents   0.79-0.88 s     98 k atoms     176 k rules   +85 MB   re-solve  25-27 ms
      mid-game oracle   222 fluents   335-439 ms      26 k atoms      77 k rules   +50 MB   re-solve 7.0-7.8 ms
      mid-game lifted  1272 fluents   73 s           3.9 M atoms      12 M rules  +4.1 GB   re-solve 1.4 s
    against today's kept Control (a window of recent positions): 7.2 k atoms / 8.4 k rules from the start, 10 k /
    13 k mid-game, 30-100 ms a grounding, a re-solve 1.3-2.6 ms. Externals are ground as every combination they
    allow: a rule joining k fluents grows with the product (mid-game the oracle's 222 fluents give 6x the rules of
    the ~130 of a window), and clasp propagates over the whole grounding at each solve even with most externals
    assumed false, so a re-solve grows with it (x3 oracle mid-game, x13 lifted from the start).
(3)+(4) Whole games, each the first of its process, phase.rs's live loop in the parent (same traces throughout).
    Last run, load 6.7-7.8 (phase mean 2.15 ms start, 2.56 ms mid-game):
                       mean  /phase  groundings (s)  re-solves (ms)  fresh (s)  floor  again  /phase
      start  base      27.9   13.0      11 (0.76)       49 (1.8)     10 (0.41)   7.3   21.5   10.0
             oracle/pass 17.7  8.2       2 (0.18)       58 (2.3)     10 (0.43)   7.0   10.4    4.8
             oracle/all  14.4  6.7       3 (0.30)       64 (2.4)      3 (0.10)   7.5    7.8    3.6
             lifted/pass 57.0 26.5       2 (0.90)       58 (24.8)    10 (0.57)  31.2   38.3   17.8
             lifted/all  57.8 26.9       3 (1.45)       64 (22.4)     3 (0.12)  30.3   31.2   14.5
             base again  28.9 13.5      11 (0.76)       49 (1.9)     10 (0.43)   7.9   23.4   10.9
      mid    base      75.5   29.5      21 (2.57)       48 (2.3)     15 (1.03)  15.4   65.1   25.4
             oracle/pass 45.1 17.6       4 (0.62)       65 (6.1)     15 (1.10)  16.3   29.0   11.3
             oracle/all  29.8 11.6       3 (0.68)       77 (5.4)      4 (0.20)  15.2   15.9    6.2
             base again  69.9 27.3      21 (2.44)       48 (2.1)     15 (0.92)  14.0   56.1   21.9
    The run before (load 6.3-7.3, phase 1.72 / 2.21 ms): start base 25.2-27.7 (14.6-16.1x), oracle/all 13.8
    (8.0x), again 7.4 (4.3x), lifted/all 71.2 (an over-object lifting without kinds: 670 fluents); mid-game base
    65.0-66.4 (29.5-30.1x), oracle/all 27.5 (12.5x), again 15.5 (7.0x).
    Earlier: load 5.5-6.4 (phase 2.69 / 2.26 ms): start base 28.0-31.5 (10.4-11.7x), oracle/all 15.4
    (5.7x), again 8.6 (3.2x); mid-game base 72.3-79.7 (32-35x), oracle/all 33.6 (14.9x), again 16.3 (7.2x).
    Load 3.2-3.5 (phase 1.84 / 1.59 ms): start base again 22.0 (12.0x), oracle/pass 16.8 (9.2x), oracle/all 13.9
    (7.6x); mid-game base 50.9-54.2 (32-34x), oracle/pass 31.6 (19.9x), oracle/all 23.8 (15.0x).
    ("pass": only the pass of the player with priority on the one Control, as today's kept Control; "all": every
    apply query, the other actions and the settling steps too, one Control per query kind: 3 in all. The oracle's
    Controls are freed after the game, outside its time, as base's last one is; base frees one at each new
    grounding, in the move's time: clingo_control_free ~29 ms a mid-game Control, about half of a missing
    position's Reuse.wrap, 5.8 ms a move mid-game, 1.6 from the start.)
Lowest mean reachable. The "again" game on the oracle Controls grounds nothing: start 7.4-8.6 ms (3.2-4.3x phase
by load), mid-game 15.5-16.4 ms (6.2-7.2x). Where it goes, a move (load ~7): clingo's solve and reading its models
2.9 (start) / 7.0 (mid-game) ms, decoding the outcomes (answers.outcome) 2.2 / 3.9, the next states' facts
(Engine._facts) 0.9 / 1.2, ordering outcomes through YAML (_dedupe) 0.2 / 1.0, the legal answer's decoding (and
its solve where the pass's Control had none) 0.9 / 2.0. So even with grounding free, mid-game is 2-3x off 3x;
reaching it takes, beyond no grounding at the positions with new fluents (which only a domain known in advance
gives, and a superset's re-solve then costs 2.5-3x a small Control's), the Python per move cut from ~7 to ~2 ms:
decoding only the pushed move's resulting state (legal_moves listing what makes each move distinct, the issue's
third way), the next position's facts taken from the answer's next/2 atoms instead of a document round trip,
outcomes ordered without YAML. Today's small Controls without their groundings (base's floor less Reuse.wrap, which
is mostly freeing the Control a new grounding replaces): start 5.4-6.3 ms, mid-game 8.5-9.5 ms a move, 3-4x phase
by load. Estimated, not measured: with small Controls (re-solve ~2 ms), no groundings and
those cuts, ~4-5 ms a move from the start and ~6-7 ms mid-game: 3x at the start, about 4x mid-game. Grounding at
the 10-21 positions with new fluents is then the whole gap, and this measurement says a covering domain can't
remove it: the lowest mean seen with grounding is the oracle's 13.8-14.4 / 27.5-29.8 ms (6.7-8x / 11.6-12.5x at
load ~7), and no engine has the oracle's domain before the game is played.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _play(layout: list[Any], engine: Any, game_hook: Any = None) -> list[float]:
    """bench/peers.py's seeded engine loop, each move's player, action and resulting state kept in TRACE."""
    from bench import peers as P

    return P.mtgasp_loop(engine, layout, game_hook=game_hook, on_move=lambda move: TRACE.append(
        json.dumps([move.player, move.action, move.outcome.state.doc], sort_keys=True, default=str)))


#: each move of the last game played: its player, action and resulting state (the variants' answers compared)
TRACE: list[str] = []


def _key(models: int, project: bool, then_settle: bool, legal_out: Any) -> str:
    return f"models={models} project={project} settle={then_settle} legal={legal_out is not None}"


#: the step facts of a query kind asked on one Control (``all``: every apply query's own facts)
_STEPS_PASS = ("does", "query")
_STEPS_ALL = ("does", "query", "happens", "choice", "targets", "target", "pay", "pays", "chosen", "order",
              "division_bound", "damage", "x_value", "discard", "attackers", "blockers", "named")


def child(args: argparse.Namespace) -> dict[str, Any]:
    sys.path.insert(0, str(args.root))
    os.chdir(args.root)
    import clingo

    import pyglue.reuse as R
    import pyglue.solve as S
    from bench import peers as P
    from pyglue import Engine
    from pyglue.clingo_c import handle

    layout = P.POSITIONS[args.position][1]
    engine = Engine()
    stats: dict[str, Any] = {"ground": [], "hit": [], "fresh": [], "atoms": 0, "rules": 0, "misses": 0}
    real_solve = S.Engine.solve
    if args.mode == "record":
        split = R.Reuse()
        recorded: dict[str, dict[str, Any]] = {}

        def solve(self: Any, facts: Any, models: int = 1, project: bool = False, stats_: bool = False,
                  program: Any = None, on_model: Any = None, then_settle: bool = False, ordered: bool = True,
                  legal_out: Any = None) -> Any:
            if getattr(facts, "mode", None) == "apply" and program is None:
                k = _key(models, project, then_settle, legal_out)
                saved, R._STEP = R._STEP, _STEPS_ALL
                try:
                    fl, st, fx = split._split(facts)
                finally:
                    R._STEP = saved
                r = recorded.setdefault(k, {"fluents": {}, "steps": set(), "fixed": {}, "n": 0, "inter": None})
                r["n"] += 1
                for h in fl:
                    r["fluents"][h] = str(split.sym[h])
                r["inter"] = set(fl) if r["inter"] is None else r["inter"] & fl
                r["steps"].update(str(s) for s in st)
                fxs = frozenset(fx)
                r["fixed"][fxs] = r["fixed"].get(fxs, 0) + 1
            return real_solve(self, facts, models, project, stats_, program, on_model, then_settle, ordered, legal_out)

        S.Engine.solve = solve
        times = _play(layout, engine)
        out = {}
        for k, r in recorded.items():
            out[k] = {"n": r["n"], "fluents": sorted(r["fluents"].values()),
                      "inter": sorted(r["fluents"][h] for h in r["inter"]), "steps": sorted(r["steps"]),
                      "fixed_sets": len(r["fixed"])}
        return {"moves": len(times), "domains": out,
                "trace": __import__("hashlib").sha1("\n".join(TRACE).encode()).hexdigest()[:12]}

    # --- timed variants: a classifying wrapper around Engine.solve ---
    def classify(self: Any, facts: Any, *a: Any, **kw: Any) -> Any:
        reuse = getattr(facts, "reuse", None)
        t0 = time.process_time()
        found = real_solve(self, facts, *a, **kw)
        dt = time.process_time() - t0
        kind = "fresh" if reuse is None else ("hit" if getattr(facts, "hit", False) else "ground")
        stats[kind].append(dt)
        if kind == "ground" and reuse is not None and reuse.ctl is not None:
            lp = reuse.ctl.statistics["problem"]["lp"]
            if lp["atoms"] > stats["atoms"]:
                stats["atoms"], stats["rules"] = int(lp["atoms"]), int(lp["rules"])
        return found

    if args.mode == "base":
        S.Engine.solve = classify
    else:
        domains = json.loads(Path(args.domain).read_text())["domains"]
        steps_of = _STEPS_PASS if args.level == "pass" else _STEPS_ALL
        R._STEP = steps_of
        objects = _objects(P.mtgasp_state(layout), domains)

        class Super(R.Reuse):
            """A Reuse grounded once over a fixed domain (see the module's notes)."""

            def __init__(self, dom: dict[str, Any]) -> None:
                super().__init__()
                syms = [clingo.parse_term(t) for t in dom["fluents"]]
                if args.domain_kind == "lifted":
                    syms = _lift(syms, objects)
                self.union = set()
                for s in syms:
                    self.sym[handle(s)] = s
                    self.union.add(handle(s))
                self.inter = {handle(clingo.parse_term(t)) for t in dom["inter"]}
                self.dom_steps = {x for x in map(clingo.parse_term, dom["steps"]) if x.name in steps_of}
                self.size = len(self.union)

            def wrap(self, facts: Any, state: Any, action: Any) -> Any:
                from pyglue.facts import true_at
                from pyglue.relevant import fact_predicates

                query = type(facts)
                fluents, steps, fixed = self._split(facts)
                fixed_set = frozenset(fixed)
                hit = self.ctl is not None and fixed_set == self.fixed and self.facts <= fluents and \
                    fluents <= self.facts | self.open and self.steps.issuperset(steps)
                if not hit:
                    if self.ctl is not None:
                        stats["misses"] += 1
                    self.drop()
                    self.fixed = fixed_set
                    self.facts = self.inter & fluents
                    self.open = (self.union | fluents) - self.facts
                    self.steps = set(self.steps) | self.dom_steps | set(steps)
                    from pyglue.clingo_c import symbol
                    listed = [symbol(r) for r in fixed] + [self.sym[r] for r in self.facts]
                    domain = listed + [self.sym[r] for r in self.open] + list(self.steps)
                    self.grounded, self.domain = listed, domain
                    out = query(facts, facts.mode, fact_predicates(domain), facts.step | frozenset(
                        p for p in fact_predicates(list(self.steps)) if p[0][:1] != "$"))
                else:
                    out = query(facts, facts.mode, facts.predicates, facts.step)
                out.reuse, out.hit = self, hit
                out.true = set(true_at([self.sym[r] for r in fluents & self.open], 0)) | {handle(s) for s in steps}
                return out

        supers = {k: Super(d) for k, d in domains.items()}
        stats["domain"] = {k: s.size for k, s in supers.items()}
        pass_key = next(k for k in domains if "legal=True" in k)

        def routed(self: Any, facts: Any, models: int = 1, project: bool = False, stats_: bool = False,
                   program: Any = None, on_model: Any = None, then_settle: bool = False, ordered: bool = True,
                   legal_out: Any = None) -> Any:
            if args.level == "all" and getattr(facts, "mode", None) == "apply" and program is None and \
                    not isinstance(getattr(facts, "reuse", None), Super):
                sup = supers.get(_key(models, project, then_settle, legal_out))
                if sup is not None:
                    facts = sup.wrap(facts, None, None)
            return classify(self, facts, models, project, stats_, program, on_model, then_settle, ordered,
                            legal_out)

        S.Engine.solve = routed

        if args.mode == "ground1":  # one grounding of the pass's Control at the position, and re-solves on it
            from pyglue.game import Game

            game = Game(P.mtgasp_state(layout), engine)
            game._reuse = supers[pass_key]
            rss0 = _rss_mb()
            t0 = time.process_time()
            engine.apply_and_legal(game.state, {"action": "pass"}, settle=game.settle, reuse=game._reuse)
            t_ground = time.process_time() - t0
            t0 = time.process_time()
            for _ in range(5):
                engine.apply_and_legal(game.state, {"action": "pass"}, settle=game.settle, reuse=game._reuse)
            t_hit = (time.process_time() - t0) / 5
            lp = game._reuse.ctl.statistics["problem"]["lp"]
            return {"ground_s": t_ground, "hit_s": t_hit, "atoms": int(lp["atoms"]), "rules": int(lp["rules"]),
                    "rss_growth_mb": _rss_mb() - rss0, "domain": stats["domain"], "hits": stats["hit"]}

        def hook(game: Any) -> None:
            game._reuse = supers[pass_key]
            game._reuse.others = False
            if args.level == "all":
                game._batch = lambda acts: None  # (every apply on the kind's one Control instead)
        times = _play(layout, engine, hook)
        out = _summary(times, stats)
        # the same game again on the same Controls (each kept since the first game: no grounding at all), the floor
        # of the design: every position a re-solve plus decoding; profiled with --profile
        out["again"] = _again(layout, engine, hook, stats, args.profile)
        return out
    times = _play(layout, engine)
    out = _summary(times, stats)
    out["again"] = _again(layout, engine, None, stats, args.profile)
    return out


def _again(layout: list[Any], engine: Any, hook: Any, stats: dict[str, Any], profile: str) -> dict[str, Any]:
    for k in ("ground", "hit", "fresh"):
        stats[k] = []
    TRACE.clear()
    if not profile:
        parts = _timers()
        try:
            out = _summary(_play(layout, engine, hook), stats)
        finally:
            out_parts = {k: v[0] for k, v in parts.items()}
            _untimers(parts)
        out["parts"] = out_parts
        return out
    import cProfile
    import pstats

    prof = cProfile.Profile()
    prof.enable()
    times = _play(layout, engine, hook)
    prof.disable()
    with open(profile, "w") as f:
        pstats.Stats(prof, stream=f).sort_stats("cumulative").print_stats(60)
    return _summary(times, stats)


def _objects(state: Any, domains: dict[str, Any]) -> list[Any]:
    """Every object id of the game: the state's and any an oracle fluent names (tokens, stack items)."""
    import clingo

    from pyglue.translate import object_id

    ids = {str(object_id(o)) for o in state.objects}
    names = {clingo.parse_term(i) for i in ids}
    for d in domains.values():
        for t in d["fluents"]:
            _collect(clingo.parse_term(t), names, ids)
    return sorted(names, key=str)


def _collect(s: Any, names: set[Any], ids: set[str]) -> None:
    import clingo

    if s.type != clingo.SymbolType.Function:
        return
    if str(s) in ids:
        return
    if s.name == "obj" or (s.name in ("tok", "token_id", "ability_id") and s.arguments):
        names.add(s)
    for a in s.arguments:
        _collect(a, names, ids)


def _lift(syms: list[Any], objects: list[Any]) -> list[Any]:
    """Every fluent of ``syms`` with each object argument (at any depth, at most two in a fluent) replaced by each
    object of ``objects`` of its kind (an id by an id, an ``obj(Id)`` reference by a reference)."""
    import itertools

    import clingo

    objs = set(objects)
    kinds = {k: [o for o in objects if (o.type == clingo.SymbolType.String) == k] for k in (True, False)}

    def slots(s: Any, path: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
        if s in objs:
            return [path]
        if s.type != clingo.SymbolType.Function:
            return []
        return [p for i, a in enumerate(s.arguments) for p in slots(a, path + (i,))]

    def at(s: Any, path: tuple[int, ...]) -> Any:
        return s if not path else at(s.arguments[path[0]], path[1:])

    def put(s: Any, path: tuple[int, ...], v: Any) -> Any:
        if not path:
            return v
        args = list(s.arguments)
        args[path[0]] = put(args[path[0]], path[1:], v)
        return clingo.Function(s.name, args, s.positive)

    out = set(syms)
    for s in syms:
        ps = slots(s)
        if not ps or len(ps) > 2:
            continue
        for vs in itertools.product(*[kinds[at(s, p).type == clingo.SymbolType.String] for p in ps]):
            t = s
            for p, v in zip(ps, vs):
                t = put(t, p, v)
            out.add(t)
    return sorted(out, key=str)


#: where a game's time goes (_again): (module, class or None, function) timed, each sum apart (none nests another
#: but solve, which holds _answers: the clingo solve and reading its models)
_PARTS = (("pyglue.solve", "Engine", "solve"), ("pyglue.solve", "Engine", "_answers"),
          ("pyglue.answers", None, "outcome"), ("pyglue.solve", "Engine", "_facts"), ("pyglue.solve", None, "_dedupe"),
          ("pyglue.solve", "Engine", "legal_actions"), ("pyglue.game", None, "_filled"),
          ("pyglue.reuse", "Reuse", "wrap"))


def _timers() -> dict[str, list[Any]]:
    import importlib

    parts: dict[str, list[Any]] = {}
    for mod, cls, fn in _PARTS:
        owner = importlib.import_module(mod)
        owner = getattr(owner, cls) if cls else owner
        real = getattr(owner, fn)
        cell = [0.0, owner, fn, real]

        def timed(*a: Any, _real: Any = real, _cell: list[Any] = cell, **kw: Any) -> Any:
            t0 = time.process_time()
            try:
                return _real(*a, **kw)
            finally:
                _cell[0] += time.process_time() - t0
        setattr(owner, fn, timed)
        parts[fn] = cell
    return parts


def _untimers(parts: dict[str, list[Any]]) -> None:
    for _, owner, fn, real in parts.values():
        setattr(owner, fn, real)


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _summary(times: list[float], stats: dict[str, Any]) -> dict[str, Any]:
    g, h, fr = stats["ground"], stats["hit"], stats["fresh"]
    return {"moves": len(times), "mean": statistics.mean(times), "median": statistics.median(times),
            "total": sum(times), "grounds": len(g), "ground_s": sum(g), "ground_max": max(g, default=0.0),
            "hits": len(h), "hit_mean": statistics.mean(h) if h else 0.0, "fresh": len(fr), "fresh_s": sum(fr),
            "misses": stats["misses"], "atoms": stats["atoms"], "rules": stats["rules"],
            "domain": stats.get("domain"),
            "trace": __import__("hashlib").sha1("\n".join(TRACE).encode()).hexdigest()[:12],
            "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def _run(argv: list[str], root: Path) -> dict[str, Any]:
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    if root.resolve() != ROOT and "MTGASP_CACHE_DIR" in env:  # (the base checkout's caches apart from this one's)
        env["MTGASP_CACHE_DIR"] = env["MTGASP_CACHE_DIR"] + "_base"
    p = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", *argv, "--root", str(root)],
                       check=False, capture_output=True, text=True, env=env)
    if p.returncode:
        raise SystemExit(f"child {argv} failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="bench/superset.py", description=__doc__.split("\n")[0])
    parser.add_argument("--positions", nargs="+", default=["start", "mid-game"])
    parser.add_argument("--base", type=Path, default=ROOT, help="the base checkout (default: this one)")
    parser.add_argument("--levels", nargs="+", default=["pass", "all"], choices=["pass", "all"])
    parser.add_argument("--domains", nargs="+", default=["oracle", "lifted"], choices=["oracle", "lifted"],
                        help="the domains measured (lifted: one grounding, and the whole games from the start only)")
    parser.add_argument("--heavy", action="store_true", help="the lifted domain mid-game too (73 s, 4.1 GB)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--mode", default="base", help=argparse.SUPPRESS)
    parser.add_argument("--position", default="start", help=argparse.SUPPRESS)
    parser.add_argument("--domain", default="", help=argparse.SUPPRESS)
    parser.add_argument("--domain-kind", default="oracle", help=argparse.SUPPRESS)
    parser.add_argument("--level", default="pass", help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    parser.add_argument("--profile", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args), default=list))
        return
    import phase

    sys.path.insert(0, str(ROOT))
    from bench import peers as P

    ph = P.phase_engine(phase)
    tmp = Path(os.environ.get("MTGASP_CACHE_DIR", "/tmp")) / "superset"
    tmp.mkdir(parents=True, exist_ok=True)
    for pos in args.positions:
        layout = P.POSITIONS[pos][1]
        theirs = P.phase_loop(ph, P.phase_position(ph, layout))
        ph_mean = statistics.mean(theirs)
        dom = tmp / f"{pos}.json"
        rec = _run(["--mode", "record", "--position", pos, "--domain", str(dom)], ROOT)
        dom.write_text(json.dumps(rec))
        print(f"\n== {pos}: {rec['moves']} moves (trace {rec['trace']}); phase live loop mean {ph_mean * 1000:.2f} ms, median "
              f"{statistics.median(theirs) * 1000:.2f} ms (load {_load()}) ==")
        for k, d in rec["domains"].items():
            print(f"  recorded {k}: {d['n']} queries, {len(d['fluents'])} fluents ({len(d['inter'])} in all), "
                  f"{len(d['steps'])} step facts, {d['fixed_sets']} distinct other-fact sets")
        for kind in args.domains:  # (2) one grounding of the pass's Control over the domain: time, size, memory
            if kind == "lifted" and pos != "start" and not args.heavy:
                print("  lifted domain, one grounding: skipped (mid-game: 73 s and 4.1 GB at load 7; --heavy runs it)")
                continue
            g = _run(["--mode", "ground1", "--position", pos, "--domain", str(dom), "--domain-kind", kind], ROOT)
            print(f"  {kind} domain, one grounding of the pass: {g['domain'][pass_kind(g['domain'])]} fluents, "
                  f"{g['ground_s'] * 1000:.0f} ms, {g['atoms']} atoms, {g['rules']} rules, +{g['rss_growth_mb']:.0f} MB "
                  f"RSS; a re-solve on it (pass and legal, decoded) {g['hit_s'] * 1000:.1f} ms (load {_load()})")
        rows = [("base", _run(["--mode", "base", "--position", pos], args.base), _load())]
        for kind in args.domains:
            if kind == "lifted" and pos != "start" and not args.heavy:
                continue
            for level in args.levels:
                rows.append((f"{kind}/{level}", _run(["--mode", "super", "--position", pos, "--domain", str(dom),
                                                      "--domain-kind", kind, "--level", level], ROOT), _load()))
        rows.append(("base again", _run(["--mode", "base", "--position", pos], args.base), _load()))
        print(f"  {'variant':<13}{'mean':>6}{'median':>7}{'/phase':>7}{'ground':>7}{'ground s':>9}{'max ms':>7}"
              f"{'hits':>5}{'hit ms':>7}{'fresh':>6}{'fresh s':>8}{'floor':>6}{'again':>6}{'/phase':>7}{'atoms':>7}"
              f"{'rules':>7}{'RSS MB':>7}  trace         load")
        for name, r, load in rows:
            floor = (r["total"] - r["ground_s"] - r["fresh_s"]) / r["moves"]
            again = r["again"]["mean"]
            print(f"  {name:<13}{r['mean'] * 1000:6.1f}{r['median'] * 1000:7.1f}{r['mean'] / ph_mean:7.1f}"
                  f"{r['grounds']:7d}{r['ground_s']:9.2f}{r['ground_max'] * 1000:7.0f}{r['hits']:5d}"
                  f"{r['hit_mean'] * 1000:7.1f}{r['fresh']:6d}{r['fresh_s']:8.2f}{floor * 1000:6.1f}{again * 1000:6.1f}"
                  f"{again / ph_mean:7.1f}{r['atoms']:7d}{r['rules']:7d}{r['rss_mb']:7.0f}  {r['trace']}  {load}"
                  + ("" if r["trace"] == rec["trace"] and r["again"]["trace"] == rec["trace"] else "  DIFFERENT GAME"))
        print("  the again game's time a move, ms (solve holds _answers: clingo's solve and reading its models; "
              "legal_actions may hold a solve):")
        for name, r, _ in rows:
            n = r["again"]["moves"]
            print(f"    {name:<13}" + ", ".join(f"{k} {v / n * 1000:.2f}" for k, v in r["again"]["parts"].items()))


def pass_kind(domain: dict[str, Any]) -> str:
    return next(k for k in domain if "legal=True" in k)


if __name__ == "__main__":
    main()
