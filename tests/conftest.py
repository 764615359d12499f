"""Shared fixtures: one Engine per session whose clingo warnings fail the test that caused them."""

from __future__ import annotations

import copy
import gc
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml

from pyglue import Engine, state_from_document
from pyglue.state import GameState

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SHARED = ROOT.parent / "shared"
SOS_CARDS = [card for name in ("sos.yaml", "khm.yaml")
             for card in yaml.safe_load((EXAMPLES / "cards" / name).read_text(encoding="utf-8"))["cards"]]


def pytest_configure(config: pytest.Config) -> None:
    """The tests' own cache of derived data (pyglue/cache.py), never the user's: MTGASP_TEST_CACHE_DIR, else one
    folder per user in the temporary folder, kept between runs (entries are keyed by their inputs). It is built
    once, here, before any xdist worker starts (workers inherit the variable and find it built)."""
    # Python's cyclic garbage collector, less often: a query allocates tens of thousands of objects that the
    # engine's caches keep (rules slices, symbols, records), so with the default thresholds (700, 10, 10) a test
    # file spent ~12% of its CPU time in ~900 collections (test_effects_oneshot.py, gc.callbacks: 4.9-5.1 s of ~42 s), with these 2.1-3.4 s (user time 42.2 -> 40.9 s, the two beside each other)
    gc.set_threshold(20_000, 20, 100)
    folder = os.environ.get("MTGASP_TEST_CACHE_DIR") or os.path.join(
        tempfile.gettempdir(), f"mtgasp-test-cache-{os.getuid() if hasattr(os, 'getuid') else 'user'}")
    os.environ["MTGASP_CACHE_DIR"] = folder
    if not hasattr(config, "workerinput"):  # the controller (or a run without xdist)
        _bytecode_in(folder)
        _work_stealing(config)
        _build_cache()


def _work_stealing(config: pytest.Config) -> None:
    """``pytest -n N`` (the README's ``-n auto``) hands tests out with xdist's work stealing unless ``--dist`` is
    given: each worker starts with one half of the collection, in order, and a worker that runs out takes half of
    what the other has left. xdist's default (load) hands out ever smaller chunks, so that most test files near the
    end of a run were split between the workers, each then solving again what the other's tests of that file had
    already solved (the session Engine's memory of solves, module fixtures, check's kept groundings are a
    process's own): the 39 files tests/test_[c-d]*.py on two workers, both ways side by side, took 190 s of CPU
    instead of 208 (one file split instead of eight). Set here rather than in pyproject's addopts, which would
    make pytest refuse to start without pytest-xdist."""
    given = getattr(config.known_args_namespace, "dist", "no")  # (as given: "no" unless --dist, -d)
    if getattr(config.option, "dist", "no") == "load" and given == "no" and not getattr(config.option, "distload", 0):
        config.option.dist = "worksteal"


def _bytecode_in(folder: str) -> None:
    """Where Python is told to write no bytecode (PYTHONDONTWRITEBYTECODE), the test run writes it, in the test cache
    (``pycache`` there, PYTHONPYCACHEPREFIX), never beside the sources: the workers and every process a test starts
    inherit it. Else each of them compiles the modules it imports from source: a fresh `mtgasp legal` took 0.56 s of
    CPU instead of 0.41 (the README's console blocks start ~31 such processes), and pytest rewrote every test file's
    asserts again in each run (collecting the suite: 11.3 s of CPU, 4.5 s with the rewritten files kept)."""
    import sys

    if not sys.dont_write_bytecode:
        return
    prefix = os.path.join(folder, "pycache")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False


def _build_cache() -> None:
    """Every entry of the cache of derived data (pyglue/cli.py's build_cache). On a cold cache the card library is
    built in a child process while this one builds the rules index and the validators: the two take about 4 and 5 s
    of CPU and nothing else runs meanwhile (the test workers start after this), so on two cores the run waits ~5 s
    instead of ~9. Then build_cache finds them (or builds what the child could not, raising its error here)."""
    import subprocess
    import sys

    from pyglue import relevant, state
    from pyglue.cards import library_path
    from pyglue.cli import build_cache

    child = None
    if not library_path().is_file():
        child = subprocess.Popen([sys.executable, "-c", "from pyglue.cards import warm_library; warm_library()"],
                                 cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        relevant.warm()
        state.warm_validators()
    finally:
        if child is not None:
            child.wait()
    build_cache()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``long`` (whole CLI runs of the research tools, cache rebuilds, Dask clusters: each several
    seconds, what they check also checked by quicker tests in process) run only with MTGASP_LONG=1 (README), so that
    the suite stays under ten minutes on two cores."""
    if os.environ.get("MTGASP_LONG"):
        return
    skip = pytest.mark.skip(reason="a long test: MTGASP_LONG=1 runs it")
    for item in items:
        if item.get_closest_marker("long"):
            item.add_marker(skip)


class _MemoEngine(Engine):
    """The session's Engine, which answers a solve it was asked before (the same facts, in the same order, the same
    program object and arguments) from memory: many tests replay the same steps from the same start (a fixture per
    test, as tests/test_cr_722_3c.py's frog and prepared; 262 of its 316 solves were repeats). The answer is the
    one that solve gave, with clingo's messages of that solve given again (the ``engine`` fixture fails on them as
    before). A solve with statistics, a callback per answer, or a program set on the engine is always solved."""

    memo_size = 4096

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        from collections import OrderedDict

        self._memo: OrderedDict[tuple, tuple] = OrderedDict()

    def solve(self, facts, models=1, project=False, stats=False, program=None, on_model=None, then_settle=False,
              ordered=True, legal_out=None):
        if stats or on_model is not None or self._program is not None:
            return super().solve(facts, models, project, stats, program, on_model, then_settle, ordered, legal_out)
        key = (tuple(facts), getattr(facts, "mode", None), getattr(facts, "predicates", None),
               getattr(facts, "step", None), models, project, id(program), then_settle, ordered,
               legal_out is not None, self.options, self.time_limit)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is program:
            self._memo.move_to_end(key)
            _, found, legal, messages = hit
            for code, text in messages:
                self._logger(code, text)
            if legal_out is not None:
                legal_out.extend(list(x) for x in legal)
            return [list(x) for x in found]
        before = len(self.messages)
        out: list[list] = [] if legal_out is not None else None
        found = super().solve(facts, models, project, stats, program, on_model, then_settle, ordered, out)
        if out is not None:
            legal_out.extend(list(x) for x in out)
        self._memo[key] = (program, [list(x) for x in found], [list(x) for x in out or ()],
                           list(self.messages[before:]))
        if len(self._memo) > self.memo_size:
            self._memo.popitem(last=False)
        return found


@pytest.fixture(scope="session")
def _engine() -> Engine:
    return _MemoEngine(time_limit=120, on_message=lambda code, text: None)


@pytest.fixture()
def engine(_engine: Engine):
    """The shared Engine; any clingo warning (e.g. atom undefined) emitted during the test fails it."""
    _engine.messages.clear()
    yield _engine
    assert _engine.messages == [], f"clingo warnings: {_engine.messages}"


def token_objects(state: GameState) -> list[dict[str, Any]]:
    """The state document's token objects, in every zone."""
    return [o for o in state.doc["objects"] if o.get("token")]


def made_of_named(outcome: Any, event: str = "created_token_copy") -> dict[str, str]:
    """{object id: card name} of the copies the events ``event`` (created_token_copy or copy_to_cast) say were made
    of a card defined by name (CR 707.13)."""
    out = {}
    for e, r in outcome.events:
        if e.startswith(event + "(") and r == "707.13":
            oid, _, rest = e[len(event) + 1:].partition(", card(")
            out[oid] = rest[:-2]
    return out


def alice_pool(pool: str) -> list[dict[str, Any]]:
    """The two players of :func:`make_state`'s state, Alice with ``pool`` in her mana pool (``players=`` of it)."""
    return [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}]


def make_state(objects: list[dict[str, Any]], cards: list[dict[str, Any]] | None = None, **top: Any) -> GameState:
    """A two-player state (alice active, holding priority, first main phase) with the example cards
    (examples/cards/sos.yaml and khm.yaml) that it or the running test's file names inline (:func:`example_cards`),
    and ``cards``."""
    doc: dict[str, Any] = {
        "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
        "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
        "objects": objects,
    }
    doc.update(top)
    doc["cards"] = example_cards(doc) + (cards or [])
    return state_from_document(doc, base=EXAMPLES / "states")


_SOURCES: dict[str, str] = {}


def example_cards(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Copies of the example cards (examples/cards/sos.yaml and khm.yaml) that ``doc`` (a state document) names, or
    that the running test's file mentions (an action or a choice may name one later); all of them outside a test.
    A card that nothing in the test names changes no answer it looks at, but each query would translate its
    facts and ground what they switch on (the rules gated on a card's abilities, derive's ``card_names``)."""
    test = os.environ.get("PYTEST_CURRENT_TEST", "").split("::", 1)[0]
    if not test:
        return copy.deepcopy(SOS_CARDS)
    source = _SOURCES.get(test)
    if source is None:
        try:
            source = _SOURCES[test] = (ROOT / test).read_text(encoding="utf-8")
        except OSError:
            return copy.deepcopy(SOS_CARDS)
    named = json.dumps(doc)
    return [copy.deepcopy(c) for c in SOS_CARDS
            if json.dumps(c["name"]) in named or c["name"] in source or c["name"].replace("'", "\\'") in source]


def lands(owner: str, islands: int = 0, forests: int = 0, tapped: bool = False) -> list[dict[str, Any]]:
    """Basic lands for ``owner``: ids island1.., forest1.. prefixed with the owner's initial."""
    out = []
    for i in range(islands):
        out.append({"id": f"{owner[0]}island{i + 1}", "card": "Island", "zone": "battlefield", "owner": owner,
                    "tapped": tapped})
    for i in range(forests):
        out.append({"id": f"{owner[0]}forest{i + 1}", "card": "Forest", "zone": "battlefield", "owner": owner,
                    "tapped": tapped})
    return out


def actions_of(engine: Engine, state: GameState, player: str | None = None) -> set[tuple]:
    """Legal actions as a set of (player, action, object) tuples, for set comparisons."""
    return {(a.player, a.action["action"], a.action.get("object")) for a in engine.legal_actions(state, player)}


def legal_rows(engine: Engine, state: GameState) -> list[str]:
    """``mtgasp legal``'s table rows for ``state``, each with its runs of spaces made one."""
    from pyglue import render

    return [" ".join(line.split()) for line in render.legal_text(engine.legal_actions(state)).splitlines()]


def seeded_walk(game: Any, twin: Any, seed: int, positions: int = 12) -> Any:
    """Play ``game`` and ``twin`` (two Games of the same state) alike through a seeded game, yielding at each of
    up to ``positions`` positions before its move: a move picked at random among ``game``'s, the same index in
    ``twin``'s; it stops at a position with no move, a game over, or an open move (one that needs a prompt)."""
    import random

    pick = random.Random(seed)
    for _ in range(positions):
        yield
        moves = game.legal_moves
        if not moves or game.is_game_over():
            return
        i = pick.randrange(len(moves))
        if moves[i].is_open:
            return
        game.push(moves[i])
        twin.push(twin.legal_moves[i])


def only(outcomes: list) -> Any:
    """The single outcome of an apply whose result is forced; fails if there are several or none."""
    assert len(outcomes) == 1, f"expected exactly one resulting state, got {len(outcomes)}"
    return outcomes[0].state


def cast(engine, state, oid: str, cost: str = "mana", targets: list[str] | None = None, only_one: bool = True):
    """The state after casting ``oid`` (by ``cost``: mana, foretell, ...; with ``targets``). With ``only_one`` the
    cast must have exactly one resulting state (:func:`only`); without, it must have one at least and the first is
    taken (for casts whose outcomes differ only in which lands paid, which the test doesn't look at)."""
    action: dict[str, Any] = {"action": "cast", "object": oid}
    if cost != "mana":
        action["cost"] = cost
    if targets:
        action["targets"] = targets
    outcomes = engine.apply(state, action)
    if only_one:
        return only(outcomes)
    assert outcomes, "the cast is legal"
    return outcomes[0].state


def basics(owner: str, name: str, n: int) -> list[dict[str, Any]]:
    """``n`` basic lands ``name`` on the battlefield for ``owner``: ids like aplains1, aplains2, ..."""
    return [{"id": f"{owner[0]}{name.lower()}{i + 1}", "card": name, "zone": "battlefield", "owner": owner}
            for i in range(n)]


def on_bf(oid: str, name: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "zone": "battlefield", "owner": owner, **more}


def in_hand(oid: str, name: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": name, "zone": "hand", "owner": owner}


def foretold(oid: str, name: str, turn: int = 2, owner: str = "alice") -> dict[str, Any]:
    """A card foretold on ``turn`` (CR 702.143a): face down in exile."""
    return {"id": oid, "card": name, "zone": "exile", "owner": owner, "face_down": True, "foretold": {"turn": turn}}


def resolve(engine, state) -> list:
    """Both players pass in turn (CR 117.4): the top of the stack resolves; every resulting state."""
    (after_alice,) = [o.state for o in engine.apply(state, {"action": "pass"})]
    return engine.apply(after_alice, {"action": "pass"})


@pytest.fixture(autouse=True)
def _reset_loader_limits():
    """A CLI invocation sets the loaders' limits for its process (--max-file-size, --cards-path); in the test process
    they are reset after each test so that one test's limits never reach another."""
    from pyglue.state import LIMITS

    yield
    LIMITS.max_file_size = None
    LIMITS.cards_path = None


def undecided_by_grounding(state: GameState, mode: str) -> list[str]:
    """The atoms that grounding the whole rules on ``state``'s facts in ``mode`` leaves undecided (DESIGN.md: derive
    and legal are stratified, so there should be none). An atom with no program literal (0) was dropped by the
    grounder as false: decided too (an atom of a recursive component that only a negative literal names)."""
    from clingo import Control
    from clingo import ast as clingo_ast

    from pyglue.solve import _mode, _time0, rules_program
    from pyglue.translate import state_facts

    ctl = Control(["--warn=none"])
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for stmt in rules_program():
            builder.add(stmt)
    ctl.add("base", [], "".join(f"{x}.\n" for x in state_facts(state) + [_time0(), _mode(mode)]))
    ctl.ground([("base", [])])
    return sorted(str(a.symbol) for a in ctl.symbolic_atoms if not a.is_fact and a.literal != 0)


def document_paths(doc, prefix=()):
    """Every path (a tuple of keys and indices) into a YAML/JSON document, parents before children."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield prefix + (k,)
            yield from document_paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield prefix + (i,)
            yield from document_paths(v, prefix + (i,))


def mutate_document(draw, doc, weird, hows=("replace", "drop", "duplicate")):
    """``doc`` after one to three random edits drawn with Hypothesis's ``draw``: a value replaced by one drawn from
    ``weird``, a key or item dropped, a list item duplicated, and with "add" in ``hows`` a new key."""
    import copy

    from hypothesis import strategies as st

    for _ in range(draw(st.integers(1, 3))):
        paths = list(document_paths(doc))
        if not paths:
            break
        where = draw(st.sampled_from(paths))
        parent = doc
        for k in where[:-1]:
            parent = parent[k]
        how = draw(st.sampled_from(list(hows)))
        key = where[-1]
        if how == "replace":
            parent[key] = draw(weird)
        elif how == "drop":
            del parent[key]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(weird)
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return doc


def manual_text() -> str:
    """README.md and every page of the manual under docs/, one text (what the documentation says, wherever a page
    says it)."""
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    return "\n".join(p.read_text(encoding="utf-8") for p in pages)
