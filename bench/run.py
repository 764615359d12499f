"""mtgasp benchmark: latency and memory of ``Engine.derive`` and ``Engine.legal_actions``.

Run ``python bench/run.py`` (everything; under 2 minutes on 2 cores at the time of writing,
bounded to roughly 10 minutes even if 10,000 objects gets slow, see "Repetitions") or
``python bench/run.py --quick`` (100 and 1,000 objects only, about 20 s). It prints figures;
it asserts nothing and exits 0 whether or not the targets are met. The layout of the output
is fixed; only the numbers vary from run to run.

What is measured
----------------
States are generated in memory as state documents (docs/state_format.md) and loaded with
``pyglue.state_from_document(doc, extra_cards=...)``, with the cards of
``examples/cards/sos.yaml``. The generator is seeded, so a size always gives the same state.
A state of N objects (N = 100, 1,000, 10,000) has 2, 3 or 4 players and, as fractions of N,
dealt round robin to the players: libraries ~35 %, hands 5 %, graveyards 12 %, exile ~8 %,
and a battlefield of lands 16 % (Islands and Forests, half of them tapped), creatures 12 %
(Grizzly Bears, Encouraging Aviator), token copies of creatures with Croaking Counterpart's
exceptions 6 % (``token: true``, ``copy_effects: [{source, except, timestamp}]``), copy chains
4 % (chains of 5 tokens: token k copies object k-1, each with its own exception) and N/250
(at least 1) prepared Encouraging Aviators (``designations: [prepared]``), each with its
exiled prepare copy (``copy: true``, ``prepare_copy_of``, ``copy_effects: [{prepare_of}]``,
CR 722.3c). It is the first player's precombat main phase with an empty stack, so every card
in a hand and every prepare copy is a cast (or play) candidate whose targets and cost (against
the untapped lands) are checked.

For each size and query (derive, legal), in a fresh child process (so its peak RSS belongs
to that size and query alone):

* load        ``state_from_document`` (schema and reference validation), once;
* translate   ``pyglue.translate.state_facts`` once on the freshly built state (it caches its
              result on the state, so it is timed on its own and excluded from the rest);
* engine      the median wall time of ``engine.derive(state)`` / ``engine.legal_actions(state)``
              after one warm-up call: the whole query -- building a Control with the parsed
              rules, adding the facts, grounding, solving, and decoding the answer into Python;
* in solve    the part of engine spent inside ``Engine.solve`` (Control, ground, solve,
              collecting the symbols; the method is wrapped on the instance to time it); the
              rest is decoding (``pyglue.answers``);
* floor       the median wall time of grounding and solving the same facts (``state_facts``
              plus ``time(0)`` and ``mode(...)``) with an empty rule set:
              ``clingo.Control(["--models=1"])``, ``ctl.add("base", [], facts_text)``, ground,
              solve. It is what any query on the state costs at the least; printed also with the facts
              added through clingo's backend (``add_rule([add_atom(s)])``, as ``Engine.solve`` adds them);
* ratio       engine / floor;
* atoms/rules clingo's ``--stats`` (problem.lp) for the grounded rules + facts, from one more
              query (``Engine.solve(facts, stats=True)``);
* py peak     tracemalloc's peak during one more (untimed) query: Python-side allocations
              only (clingo's C++ memory is not seen by tracemalloc);
* rss         ``resource.getrusage`` ru_maxrss of the child: after building and translating
              the state, and after the timed queries (the peak of the process).

Repetitions: 1 warm-up + 5 timed runs (1 warm-up + 3 at 10,000 objects). If the warm-up of a
size and query takes more than SLOW (60 s), it is the only run: its time is reported
(runs "1*") and the extra queries for atoms/rules and py peak are skipped. Then the two
targets are checked: legal on 1,000 objects within 3x the floor, and the time from 1,000 to
10,000 objects grows no more than 11x (derive and legal; engine time; issue 13 point 6).

"foretold cards" times legal on four players with 200 foretold cards in exile (issue 4's scenario)
against its floor. "copy chains" times derive (median of 7 after 1 warm-up, in this process) on a small board
(2 players, 4 lands, a card in hand) plus a chain of depth d: a Grizzly Bears, then d
tokens, token k a copy of object k-1 with an exception. "many copies of one object" is the
same board plus k token copies of one Encouraging Aviator. The "per added copy" columns
((t - t_first) / (n - n_first), for engine and in solve) stay about constant when growth is
linear in depth / count.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

import clingo

ROOT = Path(__file__).resolve().parent.parent
CARD_FILE = ROOT / "examples" / "cards" / "sos.yaml"
SIZES = (100, 1_000, 10_000)
QUICK_SIZES = (100, 1_000)
PLAYERS = {100: 2, 1_000: 3, 10_000: 4}
CHAIN_DEPTHS = (1, 5, 10, 25, 50)
MANY_COPIES = (1, 10, 100, 500)
GROWTH_RUNS = 7
SLOW = 60.0  # s: a warm-up query slower than this is the only run of that size and query

FROG = {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}
CREATURES = ("Grizzly Bears", "Encouraging Aviator")
SPELLS = ("Grizzly Bears", "Encouraging Aviator", "Croaking Counterpart", "Island", "Forest")


# --- state generation -------------------------------------------------------------------------


def cards() -> Any:
    """The card library of examples/cards/sos.yaml and khm.yaml."""
    from pyglue import load_cards

    return load_cards(CARD_FILE.parent / "khm.yaml", load_cards(CARD_FILE))


def chain_exception(k: int) -> dict[str, Any]:
    """A different copy exception for each link of a chain (CR 707.9)."""
    return ({"power": 1 + k % 4}, {"add_subtypes": ["Frog"]}, {"toughness": 2 + k % 3},
            {"colors": ["green"], "add_types": ["artifact"]})[k % 4]


class Builder:
    """Accumulates the objects of a state document with increasing timestamps."""

    def __init__(self, players: list[str]) -> None:
        self.players = players
        self.objects: list[dict[str, Any]] = []

    def add(self, zone: str, owner: str, **fields: Any) -> str:
        oid = f"o{len(self.objects) + 1}"
        o: dict[str, Any] = {"id": oid, "zone": zone, "owner": owner, "timestamp": len(self.objects) + 1}
        if zone == "battlefield":
            o["controller"] = owner
        o.update(fields)
        for ce in o.get("copy_effects", []):
            ce.setdefault("timestamp", o["timestamp"])
        self.objects.append(o)
        return oid

    def token_copy(self, owner: str, source: str, exc: dict[str, Any]) -> str:
        return self.add("battlefield", owner, token=True,
                        copy_effects=[{"source": source, "except": dict(exc)}])

    def prepared(self, owner: str) -> str:
        perm = self.add("battlefield", owner, card="Encouraging Aviator", designations=["prepared"])
        self.add("exile", owner, copy=True, prepare_copy_of=perm, copy_effects=[{"prepare_of": perm}])
        return perm

    def document(self) -> dict[str, Any]:
        return {"turn": 5, "active_player": self.players[0], "phase": "precombat_main", "step": None,
                "priority": self.players[0],
                "players": [{"name": p, "life": 20, "mana_pool": ""} for p in self.players],
                "objects": self.objects}


def mixed_document(n: int) -> dict[str, Any]:
    """A state document with exactly ``n`` objects in the mix described in the module docstring."""
    rng = random.Random(n)
    players = [f"p{i + 1}" for i in range(PLAYERS.get(n, 2 + n % 3))]
    b = Builder(players)
    n_prepared = max(1, n // 250)
    n_lands, n_creatures = n * 16 // 100, n * 12 // 100
    n_tokens, n_chain = n * 6 // 100, n * 4 // 100
    n_hand = max(2 * len(players), n * 5 // 100)
    n_grave, n_exile = n * 12 // 100, n * 8 // 100 - n_prepared
    n_p = len(players)
    owner = lambda i: players[i % n_p]  # noqa: E731 - round robin; i // n_p counts per player
    for i in range(n_lands):  # each player: Island, Forest, Island (tapped), Forest (tapped), ...
        b.add("battlefield", owner(i), card=("Island", "Forest")[i // n_p % 2], tapped=i // (2 * n_p) % 2 == 1)
    creatures = [b.add("battlefield", owner(i), card=CREATURES[i // n_p % 2]) for i in range(n_creatures)]
    for i in range(n_prepared):
        creatures.append(b.prepared(owner(i)))
    for i in range(n_tokens):
        b.token_copy(owner(i), rng.choice(creatures), FROG)
    made = 0
    while made < n_chain:  # chains of 5 tokens, each headed by a creature
        prev = rng.choice(creatures)
        for k in range(min(5, n_chain - made)):
            prev = b.token_copy(owner(made), prev, chain_exception(k))
            made += 1
    for i in range(n_hand):
        b.add("hand", owner(i), card=SPELLS[i // n_p % len(SPELLS)])
    for i in range(n_grave):
        b.add("graveyard", owner(i), card=rng.choice(SPELLS))
    for i in range(n_exile):
        b.add("exile", owner(i), card=rng.choice(SPELLS))
    i = 0
    while len(b.objects) < n:
        b.add("library", owner(i), card=rng.choice(SPELLS))
        i += 1
    assert len(b.objects) == n, (len(b.objects), n)
    return b.document()


def small_board() -> Builder:
    b = Builder(["p1", "p2"])
    for i in range(4):
        b.add("battlefield", "p1", card=("Island", "Forest")[i % 2])
    b.add("hand", "p1", card="Croaking Counterpart")
    return b


def chain_document(depth: int) -> dict[str, Any]:
    """The small board plus a Grizzly Bears and ``depth`` tokens, token k a copy of object k-1."""
    b = small_board()
    prev = b.add("battlefield", "p2", card="Grizzly Bears")
    for k in range(depth):
        prev = b.token_copy("p1", prev, chain_exception(k))
    return b.document()


def many_copies_document(count: int) -> dict[str, Any]:
    """The small board plus an Encouraging Aviator and ``count`` token copies of it."""
    b = small_board()
    src = b.add("battlefield", "p2", card="Encouraging Aviator")
    for _ in range(count):
        b.token_copy("p1", src, FROG)
    return b.document()


def foretold_document(n_foretold: int = 200) -> dict[str, Any]:
    """Four players, each with lands, a hand with Saw It Coming, and ``n_foretold`` foretold cards in exile
    in all (foretold on earlier turns, so castable for their foretell cost), plus a spell on the stack."""
    players = ["p1", "p2", "p3", "p4"]
    b = Builder(players)
    for p in players:
        for k in range(4):
            b.add("battlefield", p, card=("Island", "Forest")[k % 2])
        b.add("hand", p, card="Saw It Coming")
    for i in range(n_foretold):
        b.add("exile", players[i % 4], card="Saw It Coming", face_down=True, foretold={"turn": 1 + i % 4})
    spell = b.add("stack", "p2", card="Grizzly Bears", controller="p2")
    doc = b.document()
    doc["stack"] = [spell]
    return doc


def foretold_section(library: Any) -> None:
    """Issue 4's scenario: legal with 200 foretold cards across four players, against the floor."""
    from pyglue import Engine

    engine = Engine(time_limit=600)
    state = build(foretold_document(200), library)
    facts = floor_facts(state, "legal")
    t = timed(lambda: engine.legal_actions(state), 1, GROWTH_RUNS)
    t_floor = timed(lambda: floor(facts), 1, GROWTH_RUNS)
    n_cast = sum(1 for a in engine.legal_actions(state) if a.action["action"] == "cast")
    print("\n== foretold cards ==")
    print(f"  200 foretold cards, 4 players, {len(state.doc['objects'])} objects: legal {ms(t)}, floor {ms(t_floor)}, "
          f"ratio {t / t_floor:.1f}x (target: within 5x), {n_cast} castable for their foretell cost")


def build(doc: dict[str, Any], library: Any) -> Any:
    from pyglue import state_from_document

    return state_from_document(doc, extra_cards=library)


# --- measuring --------------------------------------------------------------------------------


def floor_facts(state: Any, mode: str) -> list[clingo.Symbol]:
    from pyglue.translate import state_facts

    return state_facts(state) + [clingo.Function("time", [clingo.Number(0)]),
                                 clingo.Function("mode", [clingo.Function(mode)])]


def floor(facts: list[clingo.Symbol]) -> None:
    """Ground and solve the facts with no rules: the least any query on them costs."""
    ctl = clingo.Control(["--models=1"])
    ctl.add("base", [], "".join(f"{s}.\n" for s in facts))
    ctl.ground([("base", [])])
    ctl.solve()


def floor_backend(facts: list[clingo.Symbol]) -> None:
    """The floor with the facts added through clingo's backend (as ``Engine.solve`` adds them) instead of as text."""
    ctl = clingo.Control(["--models=1"])
    with ctl.backend() as backend:
        for s in facts:
            backend.add_rule([backend.add_atom(s)])
    ctl.ground([("base", [])])
    ctl.solve()


def timed(fn: Callable[[], Any], warmup: int, runs: int) -> float:
    """Median wall time (s) of ``runs`` calls of ``fn`` after ``warmup`` calls."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def instrument(engine: Any) -> list[float]:
    """Record, per query, the time spent inside ``Engine.solve`` (Control, ground, solve, symbols).

    Wraps the method on this instance only; ``del engine.solve`` undoes it. The rest of a
    query's time is building the facts list and decoding the answer.
    """
    spent: list[float] = []
    method = type(engine).solve

    def solve(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return method(engine, *args, **kwargs)
        finally:
            spent.append(time.perf_counter() - t0)

    engine.solve = solve
    return spent


def maxrss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def job(size: int, query: str) -> dict[str, Any]:
    """One size and one query, measured in this (fresh) process."""
    from pyglue import Engine
    from pyglue.translate import state_facts

    library = cards()
    doc = mixed_document(size)
    t0 = time.perf_counter()
    state = build(doc, library)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    n_facts = len(state_facts(state))  # cached on the state from now on
    translate_s = time.perf_counter() - t0
    engine = Engine(time_limit=1800)
    rss_state = maxrss_mib()
    in_solve = instrument(engine)
    call = (lambda: engine.derive(state)) if query == "derive" else (lambda: engine.legal_actions(state))
    t0 = time.perf_counter()
    call()  # warm-up
    warm_s = time.perf_counter() - t0
    slow = warm_s > SLOW
    runs = 0 if slow else 3 if size >= 10_000 else 5
    engine_s = warm_s if slow else timed(call, 0, runs)
    solve_s = statistics.median(in_solve[-max(runs, 1):])
    del engine.solve
    rss_peak = maxrss_mib()
    facts = floor_facts(state, query)
    floor_s = timed(lambda: floor(facts), 1, max(runs, 3))
    floor_b = timed(lambda: floor_backend(facts), 1, max(runs, 3))
    out = {"size": size, "query": query, "players": len(state.doc["players"]), "runs": runs,
           "facts": n_facts, "load": load_s, "translate": translate_s, "engine": engine_s, "solve": solve_s,
           "floor": floor_s, "floor_backend": floor_b, "rss_state": rss_state, "rss_peak": rss_peak,
           "py_peak": None, "atoms": None, "rules": None}
    if not slow:  # one more query each for tracemalloc and for clingo's statistics
        tracemalloc.start()
        call()
        out["py_peak"] = tracemalloc.get_traced_memory()[1] / 2**20
        tracemalloc.stop()
        engine.solve(engine._facts(state, query), stats=True)  # the query's facts: its sliced rules, as it grounds them
        out["atoms"], out["rules"] = engine.stats.atoms, engine.stats.rules
    return out


def in_child(size: int, query: str) -> dict[str, Any]:
    """Run :func:`job` in a fresh interpreter; on failure, the last line of its error output."""
    proc = subprocess.run([sys.executable, __file__, "--job", str(size), query], capture_output=True, text=True)
    if proc.returncode != 0:
        lines = proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"]
        return {"size": size, "query": query, "error": lines[-1][:100]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


# --- report -----------------------------------------------------------------------------------


def ms(s: float | None) -> str:
    return f"{s * 1000:10.1f} ms" if s is not None else f"{'-':>13}"


def num(n: int | None) -> str:
    return f"{n:>9,}" if n is not None else f"{'-':>9}"


def mib(x: float | None) -> str:
    return f"{x:6.1f} MiB" if x is not None else f"{'-':>10}"


def sizes_section(sizes: tuple[int, ...]) -> dict[tuple[int, str], dict[str, Any]]:
    print("== game states ==")
    print("runs: timed runs after 1 warm-up (1* = only the warm-up ran: slower than "
          f"{SLOW:.0f} s; then no py peak/atoms/rules)")
    print("engine, floor: median wall time; in solve: the part of engine inside Engine.solve (Control, "
          "ground, solve;\n  the rest is decoding); ratio = engine / floor; atoms, rules: clingo --stats")
    print("py peak: tracemalloc peak of one query; rss: the child's ru_maxrss, state built and "
          "translated -> after the query runs")
    results: dict[tuple[int, str], dict[str, Any]] = {}
    for size in sizes:
        for query in ("derive", "legal"):
            results[size, query] = in_child(size, query)
        r = next((x for x in (results[size, "derive"], results[size, "legal"]) if "error" not in x), None)
        if r is None:
            print(f"\n{size:,} objects")
        else:
            print(f"\n{size:,} objects, {r['players']} players, {r['facts']:,} facts")
            print(f"  load (validate)  {ms(r['load'])}   (state_from_document)")
            print(f"  translate        {ms(r['translate'])}   (state_facts once, fresh state)")
        print(f"  {'query':<7} {'runs':>4} {'engine':>13} {'in solve':>13} {'floor':>13} {'ratio':>7} "
              f"{'atoms':>9} {'rules':>9} {'py peak':>10} {'rss':>19}")
        for query in ("derive", "legal"):
            r = results[size, query]
            if "error" in r:
                print(f"  {query:<7} failed: {r['error']}")
                continue
            runs = str(r["runs"]) if r["runs"] else "1*"
            print(f"  {query:<7} {runs:>4} {ms(r['engine'])} {ms(r['solve'])} {ms(r['floor'])} "
                  f"{r['engine'] / r['floor']:>6.1f}x {num(r['atoms'])} {num(r['rules'])} "
                  f"{mib(r['py_peak'])} {r['rss_state']:>6.0f} -> {r['rss_peak']:>5.0f} MiB", flush=True)
        for query in ("derive", "legal"):
            r = results[size, query]
            if "error" not in r:
                print(f"  {query:<7} floor with the facts added through clingo's backend {ms(r['floor_backend'])}: "
                      f"ratio {r['engine'] / r['floor_backend']:.1f}x")
    return results


def targets_section(results: dict[tuple[int, str], dict[str, Any]]) -> None:
    def engine(size: int, query: str) -> float | None:
        r = results.get((size, query))
        return None if r is None or "error" in r else r["engine"]

    print("\n== targets ==")
    r = results.get((1_000, "legal"), {})
    if (1_000, "legal") not in results:
        print("legal,  1,000 objects, within 3x the floor:         n/a   (not run)")
    elif engine(1_000, "legal") is None:
        print("legal,  1,000 objects, within 3x the floor:         n/a   NOT MET (failed)")
    else:
        ratio = r["engine"] / r["floor"]
        print(f"legal,  1,000 objects, within 3x the floor:      {ratio:6.1f}x   {'MET' if ratio <= 3 else 'NOT MET'}")
    for query in ("derive", "legal"):
        head = f"{query + ',':<8}1,000 -> 10,000 objects, grows <= 11x:"
        if (10_000, query) not in results:
            print(f"{head}    n/a   (not run: --quick)")
        elif engine(10_000, query) is None or engine(1_000, query) is None:
            print(f"{head}    n/a   NOT MET (failed)")
        else:
            g = engine(10_000, query) / engine(1_000, query)
            print(f"{head} {g:6.1f}x   {'MET' if g <= 11 else 'NOT MET'}")


def growth_section(title: str, label: str, values: tuple[int, ...],
                   make: Callable[[int], dict[str, Any]], library: Any) -> None:
    from pyglue import Engine

    engine = Engine(time_limit=600)
    in_solve = instrument(engine)
    print(f"\n== {title} ==")
    print(f"(derive, median of {GROWTH_RUNS} after 1 warm-up; per added copy = (t - t at {values[0]}) / "
          f"({label} - {values[0]}), for engine and in solve)")
    print(f"  {label:>6} {'objects':>8} {'engine':>13} {'in solve':>13}   {'per added copy':>27}")
    first: tuple[int, float, float] | None = None
    for v in values:
        state = build(make(v), library)
        t = timed(lambda: engine.derive(state), 1, GROWTH_RUNS)
        t_solve = statistics.median(in_solve[-GROWTH_RUNS:])
        per = "" if first is None else \
            f"{(t - first[1]) / (v - first[0]) * 1000:10.2f} ms {(t_solve - first[2]) / (v - first[0]) * 1000:10.2f} ms"
        first = first or (v, t, t_solve)
        print(f"  {v:>6} {len(state.doc['objects']):>8} {ms(t)} {ms(t_solve)}   {per:>27}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="only 100 and 1,000 objects")
    ap.add_argument("--job", nargs=2, metavar=("SIZE", "QUERY"), help=argparse.SUPPRESS)
    ap.add_argument("--foretold", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.foretold:
        foretold_section(cards())
        return
    if args.job:
        print(json.dumps(job(int(args.job[0]), args.job[1])))
        return
    started = time.perf_counter()
    print(f"mtgasp benchmark  clingo {clingo.__version__}  python {sys.version.split()[0]}  "
          f"{'--quick' if args.quick else 'full'}")
    results = sizes_section(QUICK_SIZES if args.quick else SIZES)
    targets_section(results)
    library = cards()
    growth_section("copy chains", "depth", CHAIN_DEPTHS, chain_document, library)
    growth_section("many copies of one object", "copies", MANY_COPIES, many_copies_document, library)
    # in a fresh process, like the sizes: the states kept alive by the sections above slow Python's
    # decoding (measured: 11.9x in-process against 9.2-9.5x fresh)
    proc = subprocess.run([sys.executable, __file__, "--foretold"], capture_output=True, text=True, check=True)
    print(proc.stdout, end="")
    print(f"\ntotal {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
