"""mtgasp beside another engine that reads the same position (issue 13): phase-python, the Python bindings of
phase.rs (``pip install ".[bench]"``).

Run ``python bench/peers.py [--positions start mid-game] [--loops-only]`` (``--help`` lists the options). It
prints figures and asserts nothing; without phase-python it says so and exits 0.

Positions (the same cards, zones and untapped lands in both engines; Alice, turn 3, her precombat main phase,
holding priority, no land played this turn):

start       the CR 722.3c starting position, examples/states/croaking_counterpart.yaml: Alice has Encouraging
            Aviator, three Islands and a Forest on the battlefield and Croaking Counterpart in hand; Bob has
            Grizzly Bears.
mid-game    Alice has Encouraging Aviator, Emeritus of Abundance, three Islands and two Forests on the
            battlefield and Clone, Croaking Counterpart and Saw It Coming in hand; Bob has Grizzly Bears and
            two Forests.

Figures (median CPU time of this process after warm-up calls: both engines run in it, single-threaded, and on a
machine shared with other work the wall time mostly measures the neighbours):

mtgasp legal          ``Engine.legal_actions(state)`` on a loaded state (the state file read once).
phase load+actions    ``Engine.load_game(exported state)`` then ``Game.actions()``: a position handed in from
                      outside, as mtgasp is handed one. The ratio of the two (issue 25.2: at most 0.5) is of
                      medians taken side by side, the calls alternating in the same rounds.
phase live actions    ``Game.actions()`` on a game already loaded (phase's incremental case).
engine loop           (issue 25.1) a seeded game of 60 moves from the position: mtgasp's ``Game.legal_moves`` then
                      ``push`` of a move picked at random, against phase's live ``actions()`` then ``apply``
                      (each engine picks among its own moves, so the games differ once a choice does); the
                      median and mean CPU time of a move. "fresh" is the same game with each position grounded
                      afresh (the Game keeps no Control from position to position: pyglue/reuse.py); "apart" is
                      fresh with the legal query in a grounding of its own rather than with the pass
                      (Engine.apply_and_legal); all in the same run.

phase's card data (its card-data.json) is built here with ``phase.build_oracle_face`` from the MTGJSON-shaped
source entries of mtgasp's bundled library (data/oracle/library_source.json); each card gets one made-up
``scryfallOracleId`` (phase links the two faces of a prepare card only through it) and a ``colorIdentity``
(the union of its faces' colors, CR 903.4, which phase requires). phase has no way to start a game at a given
position, so one is reached by starting a game, keeping both hands, passing to Alice's first main phase and
rewriting the exported state's zones (each object's ``zone`` and the zone lists) and turn number before
``load_game``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: library_source.json keys of the cards both positions use
SOURCE_NAMES = ("Encouraging Aviator // Jump", "Emeritus of Abundance // Regrowth", "Grizzly Bears", "Clone",
                "Croaking Counterpart", "Saw It Coming", "Island", "Forest")

#: (owner seat, zone, card) per object; seat 0 is Alice
START = [(0, "battlefield", "Encouraging Aviator"), (0, "hand", "Croaking Counterpart"),
         (0, "battlefield", "Island"), (0, "battlefield", "Island"), (0, "battlefield", "Island"),
         (0, "battlefield", "Forest"), (1, "battlefield", "Grizzly Bears")]
MID_GAME = [(0, "battlefield", "Encouraging Aviator"), (0, "battlefield", "Emeritus of Abundance"),
            (0, "battlefield", "Island"), (0, "battlefield", "Island"), (0, "battlefield", "Island"),
            (0, "battlefield", "Forest"), (0, "battlefield", "Forest"),
            (0, "hand", "Clone"), (0, "hand", "Croaking Counterpart"), (0, "hand", "Saw It Coming"),
            (1, "battlefield", "Grizzly Bears"), (1, "battlefield", "Forest"), (1, "battlefield", "Forest")]
PLAYERS = ("alice", "bob")

WARMUP, RUNS = 3, 21


def timed(fn: Callable[[], Any], warmup: int = WARMUP, runs: int = RUNS) -> float:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(runs):
        t0 = time.process_time()
        fn()
        times.append(time.process_time() - t0)
    return statistics.median(times)


def timed_side_by_side(fa: Callable[[], Any], fb: Callable[[], Any], warmup: int = WARMUP,
                       runs: int = RUNS) -> tuple[float, float]:
    """The median CPU times of ``fa`` and ``fb`` called alternately (a, b, a, b, ...), so that both see the same
    moments of a machine whose speed swings (the ratio of two medians taken minutes apart swung 1.2 to 2.1)."""
    for _ in range(warmup):
        fa()
        fb()
    ta: list[float] = []
    tb: list[float] = []
    for _ in range(runs):
        for fn, out in ((fa, ta), (fb, tb)):
            t0 = time.process_time()
            fn()
            out.append(time.process_time() - t0)
    return statistics.median(ta), statistics.median(tb)


# --- mtgasp ---------------------------------------------------------------------------------------------


def mtgasp_state(layout: list[tuple[int, str, str]]) -> Any:
    """The position as an mtgasp state, every card from the bundled library."""
    from pyglue import state_from_document

    objects = []
    for i, (seat, zone, card) in enumerate(layout):
        oid = f"{card.split()[0].lower()}{i}"
        objects.append({"id": oid, "card": card, "zone": zone, "owner": PLAYERS[seat], "timestamp": i + 1})
    # a card in each library, so no draw is from an empty library (CR 704.5b)
    objects += [{"id": f"lib{s}", "card": "Island", "zone": "library", "owner": p, "timestamp": 0}
                for s, p in enumerate(PLAYERS)]
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": p, "life": 20, "mana_pool": ""} for p in PLAYERS], "objects": objects}
    return state_from_document(doc, source="bench/peers.py")


# --- phase ----------------------------------------------------------------------------------------------


def phase_engine(phase: Any) -> Any:
    """A phase Engine whose card data is built from mtgasp's bundled library's MTGJSON-shaped source entries."""
    source = json.loads((ROOT / "data" / "oracle" / "library_source.json").read_text(encoding="utf-8"))["data"]
    card_data: dict[str, Any] = {}
    for name in SOURCE_NAMES:
        faces = source[name]
        oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"mtgasp-bench/{name}"))
        identity = sorted({c for face in faces for c in face.get("colors", [])})
        for index, face in enumerate(faces):
            entry = dict(face, identifiers={"scryfallOracleId": oracle_id}, colorIdentity=identity)
            if len(faces) == 1:
                built = phase.build_oracle_face(entry, oracle_id)
            else:
                built = dict(phase.build_oracle_face_multi(entry, oracle_id), layout=face["layout"], face_index=index)
            card_data[built["name"].lower()] = built
    return phase.Engine.from_json(json.dumps(card_data))


def phase_position(engine: Any, layout: list[tuple[int, str, str]]) -> dict[str, Any]:
    """An exported phase state of the position: a game started, both hands kept, passed to the first main
    phase, then its zones rewritten to the layout (every other card in its owner's library)."""
    deck = ["Island"] * 20 + ["Forest"] * 16 + [n for n in ("Encouraging Aviator", "Emeritus of Abundance",
                                                             "Grizzly Bears", "Clone", "Croaking Counterpart",
                                                             "Saw It Coming") for _ in range(4)]
    game = engine.new_game(deck, deck, seed=1)
    while game.waiting_for()["type"] == "MulliganDecision":
        seat = game.waiting_for()["data"]["pending"][0]["player"]
        game.apply(seat, next(a for a in game.actions() if a.to_dict()["data"]["choice"]["type"] == "Keep"))
    while not (str(game).find("PreCombatMain") >= 0 and game.priority_player() == 0):
        game.apply(game.waiting_for()["data"]["player"],
                   next(a for a in game.actions() if a.to_dict()["type"] == "PassPriority"))
    exported = game.state()
    s = exported["state"]
    objects = s["objects"]
    for p in s["players"]:  # every card back in its owner's library, then each layout object out of it
        p["library"] = list(p["hand"]) + list(p["library"])
        p["hand"] = []
        p["lands_played_this_turn"] = 0
    for oid in s["battlefield"]:
        s["players"][objects[str(oid)]["owner"]]["library"].append(oid)
    s["battlefield"] = []
    for oid in (i for p in s["players"] for i in p["library"]):
        objects[str(oid)]["zone"] = "Library"
        objects[str(oid)]["tapped"] = False
    for ts, (seat, zone, card) in enumerate(layout, start=1):
        player = s["players"][seat]
        oid = next(i for i in player["library"] if objects[str(i)]["name"] == card)
        player["library"].remove(oid)
        obj = objects[str(oid)]
        obj["timestamp"] = ts
        if zone == "hand":
            player["hand"].append(oid)
            obj["zone"] = "Hand"
        else:
            s["battlefield"].append(oid)
            obj.update(zone="Battlefield", entered_battlefield_turn=1, summoning_sick=False)
    s["turn_number"] = 3
    s["lands_played_this_turn"] = 0
    s["lands_played_this_turn_by_player"] = {}
    s["next_timestamp"] = len(layout) + 1
    return exported


def describe(actions: list[Any]) -> str:
    kinds: dict[str, int] = {}
    for a in actions:
        kinds[a.kind] = kinds.get(a.kind, 0) + 1
    return ", ".join(f"{k} x{n}" for k, n in sorted(kinds.items()))


POSITIONS = {"start": ("start (CR 722.3c)", START), "mid-game": ("mid-game", MID_GAME)}


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(
        prog="bench/peers.py", description="mtgasp beside phase-python (phase.rs's Python bindings) on the same "
        "positions: legal against load+actions, apply, and the engine loop (60 moves of a seeded game). Prints "
        "median CPU times; asserts nothing.")
    parser.add_argument("--positions", nargs="+", choices=list(POSITIONS), default=list(POSITIONS),
                        help="the positions to run (default: both, start first)")
    parser.add_argument("--loops-only", action="store_true",
                        help="only the engine loops, mtgasp's first (kept Control, the first game of this process "
                        "on that position) and phase's: no legal/apply rounds, no fresh or apart loops")
    args = parser.parse_args(argv)
    try:
        import phase
    except ImportError:
        print('bench/peers.py: skipped: phase-python is not installed (pip install ".[bench]")')
        return
    from importlib.metadata import version

    from pyglue import Engine

    print(f"mtgasp beside phase-python {version('phase-python')}: median CPU time of {RUNS} after {WARMUP} warm-up calls")
    mtg = Engine()
    ph = phase_engine(phase)
    for name in args.positions:
        title, layout = POSITIONS[name]
        if args.loops_only:
            loop_section(title, layout, mtg, ph)
        else:
            position_section(title, layout, mtg, ph)


def loop_section(title: str, layout: list[tuple[int, str, str]], mtg: Any, ph: Any) -> None:
    """The engine loops alone: mtgasp's (the game's first in this process, then the same game again: what the
    analysis of new positions costs, pyglue/relevant.py, shows in the difference) and phase's."""
    exported = phase_position(ph, layout)
    t0 = time.process_time()
    first = mtgasp_loop(mtg, layout)
    t_first = time.process_time() - t0
    t0 = time.process_time()
    again = mtgasp_loop(mtg, layout)
    t_again = time.process_time() - t0
    theirs_loop = phase_loop(ph, exported)
    print(f"\n== {title}: engine loops ==")
    print(f"  engine loop, mtgasp     {statistics.median(first) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(first) * 1000:.1f}, {len(first)} moves, {t_first:.2f} s: the first game of this process)")
    print(f"  the same game again     {statistics.median(again) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(again) * 1000:.1f}, {t_again:.2f} s: every position's analysis kept)")
    print(f"  engine loop, phase      {statistics.median(theirs_loop) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(theirs_loop) * 1000:.1f}, {len(theirs_loop)} moves)")
    print(f"  loop mtgasp / phase     {statistics.mean(first) / statistics.mean(theirs_loop):8.1f}   "
          "(means; target: at most 3, issue 25.1)")


def position_section(title: str, layout: list[tuple[int, str, str]], mtg: Any, ph: Any) -> None:
    state = mtgasp_state(layout)
    exported = phase_position(ph, layout)
    live = ph.load_game(exported)
    ours = mtg.legal_actions(state)
    theirs = live.actions()
    t_legal, t_load = timed_side_by_side(lambda: mtg.legal_actions(state), lambda: ph.load_game(exported).actions())
    t_live = timed(lambda: live.actions())
    print(f"\n== {title} ==")
    print(f"  mtgasp legal            {t_legal * 1000:8.1f} ms   {len(ours)} actions: "
          f"{', '.join(sorted({a.action['action'] for a in ours}))}")
    print(f"  phase load+actions      {t_load * 1000:8.1f} ms   {len(theirs)} actions: {describe(theirs)}")
    print(f"  phase live actions      {t_live * 1000:8.1f} ms")
    print(f"  mtgasp legal / phase load+actions   {t_legal / t_load:6.2f}   (target: at most 0.5, issue 25.2)")
    print(f"  mtgasp legal / phase live actions   {t_legal / t_live:6.2f}")
    # issue 13.4: apply (one grounding per step) against legal on the same state
    # (the two timed alternately, the same number of times: legal is then slower than alone, ~35 against ~25 ms on a
    # quiet machine, as alternating queries keep less of each other's per-query caches; an engine loop asks each new
    # state once, so neither figure has the caches of a repeated question)
    t_legal2, t_apply = timed_side_by_side(lambda: mtg.legal_actions(state),
                                           lambda: mtg.apply(state, {"action": "pass"}))
    print(f"  mtgasp apply pass       {t_apply * 1000:8.1f} ms   apply / legal {t_apply / t_legal2:5.2f}   "
          f"(target: at most 1.5; legal {t_legal2 * 1000:.1f} ms in the same rounds)")
    ours_loop = mtgasp_loop(mtg, layout)
    kept = _LAST["game"]._reuse
    fresh_loop = mtgasp_loop(mtg, layout, fresh=True)
    apart_loop = mtgasp_loop(mtg, layout, apart=True)
    theirs_loop = phase_loop(ph, exported)
    print(f"  engine loop, mtgasp     {statistics.median(ours_loop) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(ours_loop) * 1000:.1f}, {len(ours_loop)} moves: Game.legal_moves then push)")
    print(f"  kept Control            the pass and legal of {kept.hits} positions re-solved, {kept.groundings} grounded "
          "(pyglue/reuse.py)")
    print(f"  engine loop, fresh      {statistics.median(fresh_loop) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(fresh_loop) * 1000:.1f}: each position grounded afresh, no Control kept)")
    print(f"  engine loop, apart      {statistics.median(apart_loop) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(apart_loop) * 1000:.1f}: the legal query and the pass in groundings of their own)")
    print(f"  engine loop, phase      {statistics.median(theirs_loop) * 1000:8.1f} ms a move (mean "
          f"{statistics.mean(theirs_loop) * 1000:.1f}, {len(theirs_loop)} moves: live actions() then apply)")
    print(f"  loop mtgasp / phase     {statistics.mean(ours_loop) / statistics.mean(theirs_loop):8.1f}   "
          "(means; target: at most 3, issue 25.1)")
    print(f"  loop fresh / phase      {statistics.mean(fresh_loop) / statistics.mean(theirs_loop):8.1f}   "
          "(means; the loop before a Control was kept from position to position)")
    print(f"  loop apart / phase      {statistics.mean(apart_loop) / statistics.mean(theirs_loop):8.1f}   "
          "(means; the loop before its legal query was grounded with the pass, fresh too)")


LOOP_MOVES, LOOP_SEED = 60, 1
_LAST: dict[str, Any] = {}  # (the game of the last loop: its kept Controls' counts)


def mtgasp_loop(mtg: Any, layout: list[tuple[int, str, str]], apart: bool = False, fresh: bool = False,
                game_hook: Any = None, on_move: Any = None) -> list[float]:
    """The CPU time of each move of a seeded game from the position: ``Game.legal_moves`` then ``push``. With
    ``fresh``, each position is grounded afresh (the game keeps no Control: pyglue/reuse.py). With ``apart``, as
    before issue 25.1's first step, fresh too: the legal query is not grounded with the pass of the player with
    priority (``Engine.apply_and_legal``) but asked in a grounding of its own. ``game_hook(game)`` is called before
    the first move, ``on_move(move)`` after each move's time is taken (bench/superset.py)."""
    import random

    import pyglue.solve
    from pyglue.game import Game

    if apart:
        real = pyglue.solve._legal_with
        pyglue.solve._legal_with = lambda *args: None
        try:
            return mtgasp_loop(mtg, layout, fresh=True)
        finally:
            pyglue.solve._legal_with = real
    game, pick, times = Game(mtgasp_state(layout), mtg), random.Random(LOOP_SEED), []
    _LAST["game"] = game
    if fresh:
        game._reuse = None
    if game_hook is not None:
        game_hook(game)
    for _ in range(LOOP_MOVES):
        t0 = time.process_time()
        if game.is_game_over():
            break
        moves = game.legal_moves
        if not moves:
            break
        move = game.push(pick.choice(moves))
        times.append(time.process_time() - t0)
        if on_move is not None:
            on_move(move)
    return times


def phase_loop(ph: Any, exported: dict[str, Any]) -> list[float]:
    """The CPU time of each move of a seeded game of phase's from the position: live ``actions()`` then ``apply``."""
    import random

    game, pick, times = ph.load_game(exported), random.Random(LOOP_SEED), []
    for _ in range(LOOP_MOVES):
        t0 = time.process_time()
        actions = game.actions()
        if not actions:
            break
        waiting = game.waiting_for()
        data = waiting.get("data") if isinstance(waiting, dict) else None
        seat = data.get("player", 0) if isinstance(data, dict) else 0
        game.apply(seat, pick.choice(actions))
        times.append(time.process_time() - t0)
    return times


if __name__ == "__main__":
    main()
