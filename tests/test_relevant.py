"""Grounding only the statements a query can use (pyglue/relevant.py) and the fast reading of answers
(pyglue/facts.py) change no answer (issue 13).

A program and the statements kept for a mode must have the same answer sets on the shown atoms: a rule that can't
fire, or that derives only atoms nothing shown or constrained reads, adds nothing to them (the splitting-set
theorem of answer set programming). So each example state's answers are compared, for every mode, with those of
the whole rules, ground with every clingo warning on (STYLE.md: no warnings on the rules as written).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from clingo import Control, Function, parse_term
from clingo import ast as clingo_ast

from pyglue import schema as S
from pyglue.facts import sort_key, unify
from pyglue.relevant import relevant, stages
from pyglue.state import load_state
from pyglue.translate import action_facts

from .plain_reader import unify as plain_unify

STATES = sorted(p for p in (Path(__file__).resolve().parent.parent / "examples" / "states").glob("*.yaml")
                if p.name != "broken.yaml")
CLASSES = [v for v in vars(S).values() if isinstance(v, S.P)]


def _answers(stmts, facts, warn="--warn=all"):
    messages = []
    ctl = Control(["--models=0", "--project=show", warn], logger=lambda code, text: messages.append(text))
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for s in stmts:
            builder.add(s)
    ctl.add("base", [], "".join(f"{s}.\n" for s in facts))
    ctl.ground([("base", [])])
    found = []
    ctl.solve(on_model=lambda m: found.append(sorted(m.symbols(shown=True))))
    return sorted(found), messages


def _whole_answers(engine, facts):
    """``_answers`` of the whole rules (every warning on) on ``facts``: the answer sets and clingo's messages. Two
    tests below compare the same queries (legal and settle on each example state) with the whole rules, so each
    grounding is done once per run: kept in this process and, for the other test workers, as a file in the tests'
    cache folder named by a digest of the facts, in a folder named by one of the rules files (never a stale answer;
    the folders of other rules are removed)."""
    digest = _digest(engine, facts)
    if digest in _WHOLE:
        return _WHOLE[digest]
    path = _whole_folder() / f"{digest}.json"
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        got = [sorted(parse_term(t) for t in answer) for answer in doc["answers"]], doc["messages"]
    except (OSError, ValueError, KeyError, TypeError, RuntimeError):
        got = _answers(engine.program, facts)
        _keep(path, got)
    _WHOLE[digest] = got
    return got


def _digest(engine, facts) -> str:
    from pyglue.cache import hasher

    h = hasher()
    h.update(f"{len(engine.program)}\n".encode())
    h.update("".join(f"{x}.\n" for x in facts).encode())
    return h.hexdigest()


def _whole_folder() -> Path:
    from pyglue.cache import cache_dir
    from pyglue.relevant import sources_digest

    folder = cache_dir() / f"test_relevant_whole-{sources_digest()[:32]}"
    if not _WHOLE:
        for old in cache_dir().glob("test_relevant_whole-*"):
            if old != folder:
                shutil.rmtree(old, ignore_errors=True)
    return folder


def _keep(path: Path, got) -> None:
    answers, messages = got
    text = json.dumps({"answers": [[str(x) for x in a] for a in answers], "messages": messages})
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)


_WHOLE: dict[str, tuple[list, list]] = {}

#: the modes whose whole-rules answers on a state are compared (tests below): all of them from one grounding per state
SHARED_MODES = ("derive", "legal", "settle", "whynot", "apply")


def _whole_of(engine, state, mode, facts):
    """:func:`_whole_answers` of ``facts`` (a ``mode`` query's on ``state``, as :func:`_facts` makes it), from one
    grounding of the whole rules per state for every mode of SHARED_MODES (every warning on): the facts the modes'
    queries share as facts, each mode's own (``mode(M)``, and for apply and whynot the pass's ``does``/``query`` and
    auxiliary facts) as ``#external`` atoms, each mode solved with its own set true and the others false (an
    external atom set true is a fact to the solver, one set false absent: the answer sets of the mode's facts given
    as facts). The grounding has the instances of every mode's query, so a warning any of them would give is in its
    messages, which each mode takes. Where a rule could make one of those atoms (its predicate has a rule head), or
    ``facts`` are not the mode's own, the query is grounded on its own. (The whole rules ground in about a second:
    once per state instead of once per mode.) Each mode's answers are kept as :func:`_whole_answers` keeps them."""
    if mode not in SHARED_MODES:
        return _whole_answers(engine, facts)
    digest = _digest(engine, facts)
    if digest in _WHOLE:
        return _WHOLE[digest]
    path = _whole_folder() / f"{digest}.json"
    if path.exists():
        return _whole_answers(engine, facts)
    every = {m: facts if m == mode else _facts(engine, state, m) for m in SHARED_MODES}
    if set(every[mode]) != set(_facts(engine, state, mode)):
        return _whole_answers(engine, facts)
    shared = set.intersection(*(set(f) for f in every.values()))
    own = {m: list(dict.fromkeys(x for x in f if x not in shared)) for m, f in every.items()}
    extra = list(dict.fromkeys(x for xs in own.values() for x in xs))
    if any((x.name, len(x.arguments)) in _rule_heads(engine) for x in extra):
        return _whole_answers(engine, facts)
    messages = []
    ctl = Control(["--models=0", "--project=show", "--warn=all"], logger=lambda code, text: messages.append(text))
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for s in engine.program:
            builder.add(s)
    ctl.add("base", [], "".join(f"{x}.\n" for x in dict.fromkeys(x for x in facts if x in shared))
            + "".join(f"#external {x}.\n" for x in extra))
    ctl.ground([("base", [])])
    for m, f in every.items():
        mine = set(own[m])
        for x in extra:
            ctl.assign_external(x, x in mine)
        found = []
        ctl.solve(on_model=lambda model: found.append(sorted(model.symbols(shown=True))))
        got = (sorted(found), list(messages))
        key = _digest(engine, f)
        _WHOLE[key] = got
        _keep(_whole_folder() / f"{key}.json", got)
    return _WHOLE[digest]


_HEADS: dict[int, set] = {}


def _rule_heads(engine) -> set:
    """The predicates (name, arity) that some rule of the whole rules has in its head."""
    if id(engine.program) not in _HEADS:
        _HEADS[id(engine.program)] = {p for stmt in engine.program if stmt.ast_type == clingo_ast.ASTType.Rule
                                      for p in _head_predicates(stmt.head)}
    return _HEADS[id(engine.program)]


def _facts(engine, state, mode):
    facts = engine._facts(state, mode)
    if mode == "apply":  # a pass of priority: a step (CR 117.3d), its legality judged in the same grounding
        step, aux = action_facts(state, {"action": "pass"})
        facts = facts + step + aux
    if mode == "whynot":
        step, aux = action_facts(state, {"action": "pass"})
        facts = facts + [s for s in step if s.name == "query"] + aux
    return facts


#: every example state is compared in a long run (MTGASP_LONG=1); the suite's default run compares every third one for
#: derive and legal (the whole rules' grounding of one state costs about a second and the suite has ten minutes)
_LONG = pytest.mark.long
CASES = [(p, m) if i % 3 == 0 else pytest.param(p, m, marks=_LONG)
         for m in ("derive", "legal") for i, p in enumerate(STATES)] + \
    [(p, m) for m in ("whynot", "apply", "settle") for p in STATES[::4]]


@pytest.mark.parametrize(("path", "mode"), CASES, ids=lambda x: x if isinstance(x, str) else x.stem)
def test_the_statements_kept_for_a_query_give_its_answers(engine, path, mode):
    """Same answer sets on the shown atoms with the kept statements as with the whole rules; the whole rules
    ground without a warning."""
    state = load_state(path)
    facts = _facts(engine, state, mode)
    whole, messages = _whole_of(engine, state, mode, facts)
    assert messages == []
    kept = relevant(engine.program, mode, facts.predicates)
    assert len(kept) < len(engine.program)
    sliced, _ = _answers(kept, facts, "--warn=none")
    assert sliced == whole


@pytest.mark.parametrize(("path", "mode"), [(p, "legal") if i % 2 == 0 else pytest.param(p, "legal", marks=_LONG)
                                           for i, p in enumerate(STATES)] + [(p, "settle") for p in STATES[::4]],
                         ids=lambda x: x if isinstance(x, str) else x.stem)
def test_a_query_grounded_in_stages_gives_its_answers(engine, path, mode):
    """legal and settle are grounded in stages, in the order of the rules' dependencies, each stage without the
    rules that read a predicate an earlier stage left without atoms (pyglue/relevant.py stages and prune): their
    answer sets on the shown atoms are those of the whole rules (the splitting-set theorem)."""
    state = load_state(path)
    facts = engine._facts(state, mode)
    assert stages(engine.program, mode, facts.predicates) is not None
    whole, _ = _whole_of(engine, state, mode, facts)
    assert engine.solve(facts, models=0, project=True) == whole


#: every fourth example state: each is the start of the steps below
STEP_STATES = STATES[1::4]


def _basic_lands(state) -> list[str]:
    return [o["id"] for o in state.doc["objects"] if o.get("card") in ("Island", "Forest")]


def _whole_step_answers(engine, state, actions) -> list:
    """Per action, the whole rules' answer sets on the shown atoms of its step on ``state``, from one grounding:
    the facts the steps share as facts, each step's own (``does``, ``query``, its choices and auxiliary facts) as
    ``#external`` atoms, and each step solved with its own set true and the others false (an external atom set true
    is a fact to the solver, set false one that is absent: the same answer sets as the step's facts given as facts;
    the whole rules ground in about a second, once per state instead of once per step). Where a rule could make
    one of those atoms (its predicate has a rule head in the rules), each step is grounded on its own instead."""
    shared = engine._facts(state, "apply")
    common = set(shared)
    own = []
    for action in actions:
        step, aux = action_facts(state, action)
        facts = engine._facts(state, "apply", step + aux)
        assert facts.step, action
        own.append((facts, [x for x in dict.fromkeys(step + aux) if x not in common]))
    heads = {p for stmt in engine.program if stmt.ast_type == clingo_ast.ASTType.Rule
             for p in _head_predicates(stmt.head)}
    extra = list(dict.fromkeys(x for _, xs in own for x in xs))
    if any((x.name, len(x.arguments)) in heads for x in extra):
        return [_answers(engine.program, facts, "--warn=none")[0] for facts, _ in own]
    ctl = Control(["--models=0", "--project=show", "--warn=none"])
    with clingo_ast.ProgramBuilder(ctl) as builder:
        for s in engine.program:
            builder.add(s)
    ctl.add("base", [], "".join(f"{x}.\n" for x in shared) + "".join(f"#external {x}.\n" for x in extra))
    ctl.ground([("base", [])])
    out = []
    for _, xs in own:
        mine = set(xs)
        for x in extra:
            ctl.assign_external(x, x in mine)
        found = []
        ctl.solve(on_model=lambda m: found.append(sorted(m.symbols(shown=True))))
        out.append(sorted(found))
    return out


def _head_predicates(head) -> set:
    out = set()

    def put(node):
        if node.ast_type == clingo_ast.ASTType.SymbolicAtom:
            t = node.symbol
            for x in (t.arguments if t.ast_type == clingo_ast.ASTType.Pool else [t]):
                if x.ast_type == clingo_ast.ASTType.UnaryOperation:
                    x = x.argument
                if x.ast_type == clingo_ast.ASTType.Function:
                    out.add((x.name, len(x.arguments)))
                elif x.ast_type == clingo_ast.ASTType.SymbolicTerm:
                    out.add((x.symbol.name, len(x.symbol.arguments)))
            return
        for key in node.child_keys:
            child = getattr(node, key)
            for c in (child if isinstance(child, list) else [child]):
                if isinstance(c, clingo_ast.AST):
                    put(c)

    put(head)
    return out


@pytest.mark.parametrize("path", [p if i % 3 == 0 else pytest.param(p, marks=_LONG)
                                  for i, p in enumerate(STEP_STATES)], ids=lambda p: p.stem)
def test_a_step_grounded_in_stages_gives_its_answers(engine, path):
    """A step (mode apply, with its action as does/3 and query/2) is grounded in stages: the rules in the order of
    their dependencies, each stage with only the rules that can still fire (pyglue/relevant.py stages and prune). Its answer sets on the shown
    atoms are those of the whole rules, for each step the state has: passing priority (CR 117.3d), each of its
    first four legal actions as legal lists them, and casting a basic land as a spell, which shows illegal/2 in
    every way to carry it out (CR 305.9: a land is played, never cast), where the state has one."""
    state = load_state(path)
    actions = [{"action": "pass"}] + [a.action for a in engine.legal_actions(state)[:4]]
    lands = [{"action": "cast", "object": land} for land in _basic_lands(state)[:1]]
    for action, whole in zip(actions + lands, _whole_step_answers(engine, state, actions + lands)):
        step, aux = action_facts(state, action)
        assert engine.solve(engine._facts(state, "apply", step + aux), models=0, project=True) == whole, action
        if action in lands:
            assert all(any(s.name == "illegal" for s in answer) for answer in whole), action["object"]


def test_some_step_state_has_a_basic_land_to_cast():
    """The illegal land cast above is checked on at least one state (the examples could change)."""
    assert any(_basic_lands(load_state(p)) for p in STEP_STATES)


@pytest.mark.parametrize("path", STATES[:12], ids=lambda p: p.stem)
def test_answer_records_are_the_ones_the_schema_reads(engine, path):
    """pyglue.facts.unify (through clingo's C handle) gives, for every predicate of the vocabulary, the records
    that the plain reader (tests/plain_reader.py, through Symbol's properties) gives, for a derive and for a step's
    next state; and pyglue.facts.sort_key orders symbols as clingo's comparison does."""
    state = load_state(path)
    derive = engine.solve(engine._facts(state, "derive"))[0]
    nxt = [s.arguments[0] for s in engine.solve(_facts(engine, state, "apply"), models=1)[0] if s.name == "next"]
    for symbols in (derive, nxt, list(state._facts)):
        shuffled = symbols[1::2] + symbols[::2]
        assert sorted(shuffled, key=sort_key) == sorted(shuffled)  # clingo's order of symbols
        for cls in CLASSES:  # (one predicate at a time: the plain reader reads a symbol into each that fits)
            ours, theirs = unify([cls], symbols), plain_unify([cls], symbols)
            want = sorted(tuple(x) for x in theirs.query(cls).all())
            assert sorted(tuple(x) for x in ours.query(cls).all()) == want, cls.name


def test_the_rules_index_is_the_rules():
    """The rules index a query loads from the cache (pyglue/cache.py) holds the statements the rules files parse to,
    as they print, for both programs, with the digests of the parsed statements (so _cached_info finds it)."""
    from pyglue import relevant as R
    from pyglue.research.check import program
    from pyglue.solve import rules_program

    for name, stmts in (("rules", rules_program()), ("checked", program())):
        assert R.shipped(name) == [str(s) for s in stmts]
        assert R._DIGESTS[name] == R.digest(stmts)
        assert R._cached_info(stmts) is R._info(R.shipped(name))


@pytest.mark.long
def test_the_cached_index_is_what_is_built():
    """Each program's cache entry (what a query loads, issue 13: start-up) is what indexing the rules gives now."""
    import marshal

    from pyglue import relevant as R

    built = R.fast_documents()
    assert sorted(built) == ["checked", "rules"]
    for name, doc in built.items():
        read = R._document(R.cache_paths()[name].read_bytes())
        assert [marshal.loads(g) for g in read.pop("groups")] == [marshal.loads(g) for g in doc.pop("groups")]
        assert read == doc


_PROBE = """
import sys
from pyglue import relevant as R
assert R.__file__.startswith(sys.argv[1]), R.__file__
print(R.cache_key())
"""


def test_an_edited_rules_file_is_a_new_cache_key(tmp_path):
    """The index's cache key covers every rules_asp .lp file: a copy of pyglue and rules_asp with one .lp file
    changed, or one added, has a key of its own (a miss: the index is built anew, never a stale one read); the
    unchanged copy has the installed rules' key."""
    import os
    import shutil
    import subprocess
    import sys

    import pyglue
    import rules_asp
    from pyglue.relevant import cache_key

    for pkg in (pyglue, rules_asp):
        src = Path(pkg.__file__).parent
        shutil.copytree(src, tmp_path / src.name, ignore=shutil.ignore_patterns("__pycache__"))
    rules = tmp_path / "rules_asp"
    env = dict(os.environ, PYTHONPATH=str(tmp_path), PYTHONDONTWRITEBYTECODE="1")

    def key() -> str:
        r = subprocess.run([sys.executable, "-c", _PROBE, str(tmp_path)], capture_output=True, text=True, env=env,
                           cwd=tmp_path, check=False)  # (python -c puts the working directory first on the path)
        assert r.returncode == 0 and r.stderr == "", r.stderr
        return r.stdout.strip()

    keys = [key()]
    assert keys[0] == cache_key()
    (rules / "main.lp").write_text((rules / "main.lp").read_text(encoding="utf-8") + "\n% edited\n", encoding="utf-8")
    keys.append(key())
    lp = min((rules / "kernel").glob("*.lp"))
    lp.write_text(lp.read_text(encoding="utf-8") + "\n% edited\n", encoding="utf-8")
    keys.append(key())
    (rules / "new.lp").write_text("% not included anywhere\n", encoding="utf-8")
    keys.append(key())
    assert len(set(keys)) == 4, keys


def _parsed(text):
    out = []
    clingo_ast.parse_string(text, out.append)
    return [s for s in out if s.ast_type != clingo_ast.ASTType.Program]


def test_a_rule_reading_a_fluent_kind_no_rule_can_make_is_left_out():
    """Filter 1 with fluents refined by kind: a positive ``true(counters(...), T)`` needs a counters fluent. Here
    the state's fluents (true/1) are zones only, and true/2 takes exactly their kinds (a variable passed on), so
    the rule reading counters can't fire and is left out, while the one reading zones stays; a rule that makes
    a counters fluent (``next(counters(O, 1), T)``, passed on to time 1) brings it back."""
    rules = """
        true(F, 0) :- true(F).
        zone_of(O, Z, T) :- true(zone(O, Z), T).
        countered(O, T) :- true(counters(O, N), T), N > 0.
        #show zone_of/3.
        #show countered/2.
    """
    stmts = _parsed(rules)
    facts = frozenset({("true", 1), ("true@zone/2", 1)})
    kept = {str(s) for s in relevant(stmts, "derive", facts)}
    assert any(s.startswith("zone_of(") for s in kept)
    assert not any(s.startswith("countered(") for s in kept)
    more = _parsed(rules + """
        next(counters(O, 1), T) :- true(zone(O, battlefield), T).
        true(F, T + 1) :- next(F, T).
    """)
    assert any(str(s).startswith("countered(") for s in relevant(more, "derive", facts))
    # the same answers as the whole program on a state with a zone fluent (the splitting-set argument)
    state = [Function("true", [Function("zone", [Function("a"), Function("battlefield")])])]
    for program in (stmts, more):
        assert _answers(relevant(program, "derive", facts), state, "--warn=none")[0] == \
            _answers(program, state, "--warn=none")[0]
