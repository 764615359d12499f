"""mtgasp benchmark: latency and memory of ``Engine.derive`` and ``Engine.legal_actions``.

Run ``python bench/run.py`` (everything, about 5-10 minutes on 2 cores) or
``python bench/run.py --quick`` (100 and 1,000 objects only). It prints figures; it asserts
nothing. The layout of the output is fixed; only the numbers vary from run to run.

What is measured
----------------
States are generated in memory as state documents (STATE_FORMAT.md) and loaded with
``pyglue.state_from_document(doc, extra_cards=...)``, with the cards of
``examples/cards/sos.yaml``. The generator is seeded, so a size always gives the same state.
A state of N objects (N = 100, 1,000, 10,000) has 2, 3 or 4 players and, as fractions of N:
libraries ~35 %, hands 5 %, graveyards 12 %, exile ~8 % and a battlefield of lands
(Island/Forest, half of them tapped) 16 %, creatures (Grizzly Bears, Encouraging Aviator) 12 %,
token copies of creatures with Croaking Counterpart's exceptions 6 %, copy chains 4 %
(chains of 5: token k copies object k-1, each with its own exception) and N/250 (at least 1)
prepared Encouraging Aviators, each with its exiled prepare copy (CR 722.3c). It is the
active player's precombat main phase with an empty stack, so every card in a hand is a
cast (or play) candidate whose cost is checked against the untapped lands.

For each size and query (derive, legal), in a fresh child process (so its peak RSS belongs
to that size and query alone):

* translate   ``pyglue.translate.state_facts`` once on a freshly built state (it caches its
              result on the state, so it is timed on its own and excluded from the rest);
* engine      the median wall time of ``engine.derive(state)`` / ``engine.legal_actions(state)``
              after one warm-up call (which also fills the facts cache): the whole query --
              building a Control with the parsed rules, adding the facts, grounding, solving
              and decoding the answer into Python objects;
* floor       the median wall time of grounding and solving the same facts (``state_facts``
              plus ``time(0)`` and ``mode(...)``) with an empty rule set:
              ``clingo.Control(["--models=1"])``, ``ctl.add("base", [], facts_text)``, ground,
              solve. It is what any query on the state costs at the least;
* ratio       engine / floor;
* py peak     tracemalloc's peak during one more (untimed) query: Python-side allocations
              only (clingo's C++ memory is not seen by tracemalloc);
* rss         ``resource.getrusage`` ru_maxrss of the child: after building and translating
              the state, and after the query runs (the peak of the process).

Repetitions: 1 warm-up + 5 timed runs (1 warm-up + 3 at 10,000 objects). Then the two targets
are checked: legal on 1,000 objects within 10x the floor, and the time from 1,000 to 10,000
objects grows no more than 12x (derive and legal).

"copy chains" times derive on a small board (2 players, 4 lands) plus a chain of depth d
(a Grizzly Bears, then d tokens, token k a copy of object k-1 with an exception), and
"many copies of one object" the same board plus k token copies of one creature; growth
per added copy should be about constant (linear in depth / count).
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

FROG = {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}
CREATURES = ("Grizzly Bears", "Encouraging Aviator")
SPELLS = ("Grizzly Bears", "Encouraging Aviator", "Croaking Counterpart", "Island", "Forest")


# --- state generation -------------------------------------------------------------------------


def cards() -> Any:
    """The card library of examples/cards/sos.yaml."""
    from pyglue import load_cards

    return load_cards(CARD_FILE)


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
    owner = lambda i: players[i % len(players)]  # noqa: E731 - round robin
    for i in range(n_lands):
        b.add("battlefield", owner(i), card=("Island", "Forest")[i % 2], tapped=bool(i // len(players) % 2))
    creatures = [b.add("battlefield", owner(i), card=CREATURES[i % 2]) for i in range(n_creatures)]
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
        b.add("hand", owner(i), card=SPELLS[i % len(SPELLS)])
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


def maxrss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def job(size: int, query: str) -> dict[str, Any]:
    """One size and one query, measured in this (fresh) process."""
    from pyglue import Engine
    from pyglue.translate import state_facts

    runs = 3 if size >= 10_000 else 5
    library = cards()
    doc = mixed_document(size)
    t0 = time.perf_counter()
    state = build(doc, library)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    n_facts = len(state_facts(state))
    translate_s = time.perf_counter() - t0
    engine = Engine(time_limit=600)
    rss_state = maxrss_mib()
    call = (lambda: engine.derive(state)) if query == "derive" else (lambda: engine.legal_actions(state))
    engine_s = timed(call, 1, runs)
    rss_peak = maxrss_mib()
    facts = floor_facts(state, query)
    floor_s = timed(lambda: floor(facts), 1, runs)
    tracemalloc.start()
    call()
    py_peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    engine.solve(facts, stats=True)
    return {"size": size, "query": query, "runs": runs, "facts": n_facts, "load": load_s,
            "translate": translate_s, "engine": engine_s, "floor": floor_s, "py_peak": py_peak,
            "rss_state": rss_state, "rss_peak": rss_peak, "atoms": engine.stats.atoms,
            "rules": engine.stats.rules}


def in_child(size: int, query: str) -> dict[str, Any]:
    out = subprocess.run([sys.executable, __file__, "--job", str(size), query],
                         check=True, capture_output=True, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


# --- report -----------------------------------------------------------------------------------


def ms(s: float) -> str:
    return f"{s * 1000:10.1f} ms"


def sizes_section(sizes: tuple[int, ...]) -> dict[tuple[int, str], dict[str, Any]]:
    print("== game states ==")
    print("(median after 1 warm-up; runs = timed runs; ratio = engine / floor; "
          "rss = child ru_maxrss: state built and translated -> peak)")
    results: dict[tuple[int, str], dict[str, Any]] = {}
    for size in sizes:
        for query in ("derive", "legal"):
            results[size, query] = in_child(size, query)
        r = results[size, "derive"]
        print(f"\n{size:,} objects, {PLAYERS.get(size)} players, {r['facts']:,} facts")
        print(f"  load (validate)    {ms(r['load'])}")
        print(f"  translate          {ms(r['translate'])}   (state_facts once, fresh state)")
        print(f"  {'query':<8} {'runs':>4} {'engine':>13} {'floor':>13} {'ratio':>7} "
              f"{'atoms':>9} {'rules':>9} {'py peak':>10} {'rss':>19}")
        for query in ("derive", "legal"):
            r = results[size, query]
            print(f"  {query:<8} {r['runs']:>4} {ms(r['engine'])} {ms(r['floor'])} "
                  f"{r['engine'] / r['floor']:>6.1f}x {r['atoms']:>9,} {r['rules']:>9,} "
                  f"{r['py_peak']:>6.1f} MiB {r['rss_state']:>6.0f} -> {r['rss_peak']:>5.0f} MiB",
                  flush=True)
    return results


def targets_section(results: dict[tuple[int, str], dict[str, Any]]) -> None:
    print("\n== targets ==")
    r = results[1_000, "legal"]
    ratio = r["engine"] / r["floor"]
    print(f"legal, 1,000 objects, within 10x the floor:   {ratio:6.1f}x   "
          f"{'MET' if ratio <= 10 else 'NOT MET'}")
    for query in ("derive", "legal"):
        if (10_000, query) not in results:
            print(f"{query:<6} 1,000 -> 10,000 objects, <= 12x:     (not run: --quick)")
            continue
        g = results[10_000, query]["engine"] / results[1_000, query]["engine"]
        print(f"{query:<6} 1,000 -> 10,000 objects, <= 12x:     {g:6.1f}x   {'MET' if g <= 12 else 'NOT MET'}")


def growth_section(title: str, label: str, values: tuple[int, ...],
                   make: Callable[[int], dict[str, Any]], library: Any) -> None:
    from pyglue import Engine

    engine = Engine(time_limit=600)
    print(f"\n== {title} ==")
    print("(derive, median of 5 after 1 warm-up; per added copy = (t - t_first) / (n - n_first))")
    print(f"  {label:>6} {'objects':>8} {'derive':>13} {'per added copy':>16}")
    first: tuple[int, float] | None = None
    for v in values:
        state = build(make(v), library)
        t = timed(lambda: engine.derive(state), 1, 5)
        per = "" if first is None else f"{(t - first[1]) / (v - first[0]) * 1000:13.2f} ms"
        first = first or (v, t)
        print(f"  {v:>6} {len(state.doc['objects']):>8} {ms(t)} {per:>16}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="only 100 and 1,000 objects")
    ap.add_argument("--job", nargs=2, metavar=("SIZE", "QUERY"), help=argparse.SUPPRESS)
    args = ap.parse_args()
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
    print(f"\ntotal {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
