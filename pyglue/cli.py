"""The ``mtgasp`` command line (click).

Exit codes: 0 success; 1 the action asked about is not legal (apply), the solver failed, or a
program a command needs is missing or failed (Graphviz's ``dot`` for ``graph --out FILE.svg``);
2 bad input (a file, a field or an action that breaks the format), always with every
problem listed and no traceback.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import click

from .options import OPTIONS
from .state import LIMITS, InputError, dump_document, load_state, parse_document, parse_size, read_document, \
    save_state, schema

# Each command imports what it uses (the rules engine, rich for tables, Graphviz, the card importer), so that
# `mtgasp --help` or a --json query starts without the rest (bench/startup.py).

_OPTIONS: list[str] = []


def engine() -> Any:
    from .solve import Engine

    return Engine(options=tuple(_OPTIONS))


def _emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))


def _fail_input(exc: InputError) -> None:
    click.echo(f"error: {exc}", err=True)
    sys.exit(2)


def _load(path: str):
    try:
        return load_state(path)
    except InputError as exc:
        _fail_input(exc)


def _action(text: str) -> dict[str, Any]:
    try:
        p = Path(text)
        looks_like_file = p.suffix in (".yaml", ".yml", ".json") and "\n" not in text and "{" not in text
        doc = read_document(p) if looks_like_file else parse_document(text, "ACTION")
    except InputError as exc:
        _fail_input(exc)
    if not isinstance(doc, dict):
        _fail_input(InputError([("", "an action must be a mapping such as {action: pass}")], "ACTION"))
    return doc


def _strict(f: Any) -> Any:
    return click.option("--strict", is_flag=True,
                        help="Impossible input (a state breaking an invariant of rules_asp/invariants.lp) is an "
                             "error (exit 2) instead of a warning.")(f)


def _impossible(eng: Any, st: Any, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a --json answer) with ``impossible_input``: each state invariant the input breaks (as the warnings
    on stderr name them), when there is one."""
    broken = eng.input_violations(st)
    if not broken:
        return data
    from .check import invariants

    texts = {n: t for n, _, t in invariants()}
    return data | {"impossible_input": [{"invariant": name, "rule": rule, "objects": objects,
                                         "text": texts.get(name, "")} for name, rule, objects in broken]}


def _check_input(eng: Any, st: Any, strict: bool) -> None:
    """Warn (on stderr) about each state invariant the input breaks, naming it and its CR rule; with ``strict``,
    exit 2 after the warnings. Evaluated as `mtgasp check STATE` does (pyglue/check.py)."""
    broken = eng.input_violations(st)
    if not broken:
        return
    from .check import invariants

    texts = {n: t for n, _, t in invariants()}
    for name, rule, objects in broken:
        click.echo(f"{'error' if strict else 'warning'}: impossible input: {st.source} breaks {name} (CR {rule}) "
                   f"at {objects}: {texts.get(name, '')}", err=True)
    if strict:
        sys.exit(2)


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except InputError as exc:
            _fail_input(exc)
        except (RuntimeError, ValueError) as exc:
            from .solve import IllegalAction, SolveError

            if isinstance(exc, SolveError):
                click.echo(f"error: {exc}", err=True)
                sys.exit(1)
            if isinstance(exc, IllegalAction):
                from . import render

                click.echo(render.why_not_text(exc.why), nl=False)
                sys.exit(1)
            raise


@click.group(cls=_Group)
@click.version_option(package_name="mtgasp")
@click.option("--option", "options", multiple=True, metavar="NAME",
              help="Switch on a reading the CR leaves open: " + "; ".join(f"{k}: {v}" for k, v in OPTIONS.items()))
@click.option("--cards-path", "cards_path", multiple=True, metavar="DIR",
              help="A folder a state's card_files may be in besides the state file's own (repeatable; default: "
                   "MTGASP_CARDS_PATH, else the working directory). Card files elsewhere are refused unread.")
@click.option("--max-file-size", "max_file_size", metavar="SIZE",
              help="The largest state, card or action file read, e.g. 10M (default: MTGASP_MAX_FILE_SIZE, else "
                   "10M); larger files are refused before parsing. `cards import` streams and is exempt.")
def main(options: tuple[str, ...], cards_path: tuple[str, ...], max_file_size: str | None) -> None:
    """mtgasp: the Comprehensive Rules of copying (707), foretell (702.143) and prepare (722) in ASP."""
    _OPTIONS[:] = list(options)
    LIMITS.cards_path = tuple(cards_path) if cards_path else None
    LIMITS.max_file_size = None
    if max_file_size is not None:
        try:
            LIMITS.max_file_size = parse_size(max_file_size)
        except ValueError as exc:
            _fail_input(InputError([("--max-file-size", str(exc))], "options"))
    engine()  # an unknown option is bad input before any file is read


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--as", "viewer", metavar="PLAYER", help="Show the state as PLAYER may see it (hidden cards withheld).")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON (see `mtgasp schema output`).")
@_strict
def derive(state: str, viewer: str | None, as_json: bool, strict: bool) -> None:
    """What every object in STATE is now: characteristics, copiable values, designations, copies."""
    st = _load(state)
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    d = eng.derive(st, viewer=viewer)
    if as_json:
        _emit_json(_impossible(eng, st, d.to_json()))
    else:
        from . import render

        click.echo(render.derivation_text(st, d) + render.warnings_text(d.warnings) + render.readings_text(d.readings),
                   nl=False)
    _check_input(eng, st, strict)


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--player", help="Only this player's actions.")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
@_strict
def legal(state: str, player: str | None, as_json: bool, strict: bool) -> None:
    """The legal actions in STATE, with targets and the CR rules that make each legal."""
    st = _load(state)
    if player is not None and player not in st.players:
        _fail_input(InputError([("--player", f"{player!r} is not a player")], state))
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    acts = eng.legal_actions(st, player)
    if as_json:
        _emit_json(_impossible(eng, st, acts.to_json()))
    else:
        from . import render

        click.echo(render.legal_text(acts) + render.warnings_text(acts.warnings) + render.readings_text(acts.readings),
                   nl=False)
    _check_input(eng, st, strict)


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("action")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Write each resulting state here as NNN.yaml.")
@click.option("--raw", is_flag=True, help="Don't run state-based actions and triggers before priority (CR 117.5).")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
@_strict
def apply(state: str, action: str, out_dir: str | None, raw: bool, as_json: bool, strict: bool) -> None:
    """Every legal resulting state of ACTION (inline YAML/JSON or a file) in STATE."""
    st = _load(state)
    act = _action(action)
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    from .solve import IllegalAction

    try:
        outcomes = eng.apply(st, act, settle=not raw)
    except IllegalAction as exc:
        if as_json:
            _emit_json({"illegal": exc.why.to_json()})
        else:
            from . import render

            click.echo(render.why_not_text(exc.why), nl=False)
        _check_input(eng, st, strict)
        sys.exit(1)
    # (after the answer: for a player action, apply's legality check found the invariants already)
    _check_input(eng, st, strict)
    if out_dir:
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        for i, o in enumerate(outcomes, 1):
            save_state(o.state, out / f"{i:03d}.yaml")
    if as_json:
        _emit_json([o.to_json() for o in outcomes])
    else:
        from . import render

        click.echo(render.outcomes_text(outcomes, st), nl=False)
        if out_dir:
            click.echo(f"wrote {len(outcomes)} state file(s) to {out_dir}")


@main.command("why-not")
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("action")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
@_strict
def why_not(state: str, action: str, as_json: bool, strict: bool) -> None:
    """Whether a player ACTION is legal in STATE, and each failed condition with its CR rule."""
    st = _load(state)
    act = _action(action)
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    w = eng.why_not(st, act)
    if as_json:
        _emit_json(_impossible(eng, st, w.to_json()))
    else:
        from . import render

        click.echo(render.why_not_text(w) + render.readings_text(w.readings), nl=False)
    _check_input(eng, st, strict)


@main.command()
@click.argument("states", nargs=-1, type=click.Path(dir_okay=False), metavar="[STATE...]")
@click.option("--bound", type=click.IntRange(1, 4), default=2, show_default=True,
              help="Without STATE: the most objects in a generated state.")
@click.option("--steps", type=click.IntRange(1, 3), default=1, show_default=True,
              help="Without STATE: the most steps taken from a generated state.")
@click.option("--count", "count", type=click.IntRange(0, 4), default=None, metavar="N",
              help="Without STATE: count the states and (state, first step) pairs of sizes up to N by "
                   "enumerating them (default: up to 2 objects; 0: none). The proof covers every size either way.")
@click.option("--workers", type=click.IntRange(1, 64), default=None, metavar="N",
              help="Without STATE: run the universe's jobs on N worker processes (a Dask LocalCluster).")
@click.option("--scheduler", metavar="ADDRESS", default=None,
              help="Without STATE: run the jobs on the Dask distributed cluster at ADDRESS (tcp://host:port).")
@click.option("--only", "only", metavar="NAME", help="Check only this invariant (see rules_asp/invariants.lp).")
@click.option("--out", "out_file", type=click.Path(dir_okay=False), metavar="FILE",
              help="Without STATE: write the smallest counterexample here as a state file.")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
def check(states: tuple[str, ...], bound: int, steps: int, count: int | None, workers: int | None,
          scheduler: str | None, only: str | None, out_file: str | None, as_json: bool) -> None:
    """Check the invariants of rules_asp/invariants.lp (each with its CR rule). Without STATE: on every
    state of the universe (docs/check.md: two players; up to --bound objects, each a card of eight shapes in
    any zone, a token copy, a prepare copy or a copy of a spell; tapped, prepared, foretold, targets, mana)
    and every sequence of up to --steps steps from it, printing coverage and the smallest counterexample.
    With STATE: on each state, every legal action and rules event from it, and every state reached. Exit 1 if
    an invariant is broken."""
    from . import check as checker

    try:
        if states:
            _check_states(checker, [_load(p) for p in states], only, as_json)
        else:
            if workers is not None and scheduler is not None:
                raise InputError([("--workers", "give --workers or --scheduler, not both")], "check")
            _check_bound(checker, bound, steps, min(bound, 2) if count is None else count, workers, scheduler,
                         only, out_file, as_json)
    except InputError as exc:
        _fail_input(exc)


def _check_states(checker: Any, sts: list, only: str | None, as_json: bool) -> None:
    report = checker.check(engine(), sts, only=only)
    rows = [{"invariant": v.invariant, "rule": v.rule, "objects": v.objects, "state": v.source, "step": v.step}
            for v in report.violations]
    conflicts = [{"state": src, "invariant": c.invariant, "rule": c.rule, "facts": c.facts}
                 for src, c in report.conflicts]
    if as_json:
        _emit_json({"invariants": report.invariants, "states": report.states, "steps": report.steps,
                    "resulting_states": report.outcomes, "seconds": round(report.seconds, 2), "violations": rows,
                    "conflicts": conflicts})
    else:
        click.echo(f"{len(report.invariants)} invariants, {report.states} states, {report.steps} steps, "
                   f"{report.outcomes} resulting states checked in {report.seconds:.1f} s")
        for c in conflicts:
            click.echo(f"CONFLICT in {c['state']}: these facts can't hold together by {c['invariant']} "
                       f"(CR {c['rule']}): {'; '.join(c['facts'])}")
        for r in rows:
            click.echo(f"BROKEN {r['invariant']} (CR {r['rule']}) on {r['objects']}: {r['state']}, {r['step']}")
        if report.holds:
            click.echo("all hold")
    sys.exit(0 if report.holds else 1)


def _dask_client(workers: int | None, scheduler: str | None) -> Any:
    """A dask.distributed Client: on a LocalCluster of ``workers`` processes, or on the cluster at ``scheduler``."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise InputError([("--workers" if workers else "--scheduler",
                           "needs dask.distributed: pip install 'mtgasp[research]'")], "check") from None
    if scheduler is not None:
        try:
            return Client(scheduler, timeout="10s")
        except (OSError, ValueError, TimeoutError) as exc:
            raise InputError([("--scheduler", f"can't reach a Dask scheduler at {scheduler!r}: {exc}")],
                             "check") from None
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address="127.0.0.1:0")
    return Client(cluster)


def _check_bound(checker: Any, bound: int, steps: int, count: int, workers: int | None, scheduler: str | None,
                 only: str | None, out_file: str | None, as_json: bool) -> None:
    from .solve import Engine

    eng = Engine(time_limit=280, options=tuple(_OPTIONS))
    client = None if workers is None and scheduler is None else _dask_client(workers, scheduler)
    try:
        report = checker.check_bound(eng, bound, only=only, count=count, steps=steps, client=client)
    finally:
        if client is not None:
            cluster = client.cluster
            client.close()
            if cluster is not None:
                cluster.close()
    cx = report.counterexample
    if cx is not None and out_file:
        save_state(cx.state, out_file)
    if as_json:
        _emit_json({"invariants": report.invariants, "bound": bound, "steps": steps, "seconds": round(report.seconds, 2),
                    "workers": report.workers,
                    "jobs": {str(k): v for k, v in sorted(report.jobs.items())},
                    "states": {str(k): v for k, v in sorted(report.states.items())},
                    "covered": {str(k): v for k, v in sorted(report.covered.items())},
                    "counterexample": None if cx is None else {
                        "objects": cx.objects, "steps": cx.steps, "step": cx.step, "path": cx.path,
                        "state": cx.state.to_document(),
                        "violations": [{"invariant": n, "rule": r, "objects": w, "time": t}
                                       for n, r, w, t in cx.violations]}})
    else:
        click.echo(f"{len(report.invariants)} invariants, bound {bound}, steps {steps}, "
                   f"{report.workers} worker(s): {report.seconds:.1f} s")
        for k in sorted(report.jobs):
            counted = (f"{report.states[k]:,} states, {report.covered[k]:,} (state, first step) pairs"
                       if k in report.states else "states not counted (--count)")
            click.echo(f"  {k} object{'s' if k > 1 else ''}: {report.jobs[k]} jobs proven; {counted}; "
                       f"every sequence of up to {steps} step(s)")
        if cx is None:
            click.echo("all hold")
        else:
            click.echo(f"counterexample with {cx.objects} object(s) and {cx.steps} step(s): {cx.step}")
            about = checker.step_invariants()
            for n, r, w, t in cx.violations:
                click.echo(f"  BROKEN {n} (CR {r}) on {w} {'in the step' if n in about else 'in the state'} at time {t}")
            click.echo(f"  state written to {out_file}" if out_file else "  (--out FILE writes the state)")
    sys.exit(0 if report.holds else 1)


#: the address space explore's grounding may take before it stops with a message (bytes)
_MEMORY_CAP = 8 << 30


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--goal", required=True, help="A goal of rules_asp/goals.lp, or a rule body over time T such as "
                                             "'prepared(O, T), is_token(O, T)'.")
@click.option("--horizon", type=click.IntRange(1, 60), default=4, show_default=True, help="At most this many steps.")
@click.option("--plans", type=click.IntRange(1, 100), default=3, show_default=True, help="At most this many plans.")
@click.option("--allow", multiple=True, metavar="KIND",
              help="Also use 'what if' rules events of this kind: attacks, become_prepared, copy_spell, end_turn.")
@click.option("--time-budget", type=click.FloatRange(min=0, min_open=True), default=None, metavar="SECONDS",
              help="Stop the search after this many seconds, saying so (default: the engine's time limit).")
@click.option("--memory-budget", type=click.FloatRange(min=0.25), default=(_MEMORY_CAP >> 30) - 2,
              show_default=True, metavar="GIB", help="Stop the search when it would take more memory, saying so.")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
def explore(state: str, goal: str, horizon: int, plans: int, allow: tuple[str, ...], time_budget: float | None,
            memory_budget: float, as_json: bool) -> None:
    """The shortest sequences of legal actions and rules events from STATE that reach GOAL, as numbered
    plays with the CR rules that license each step and what happened. Exit 1 if none within the horizon."""
    from . import explore as explorer

    st = _load(state)
    searched: list[tuple[int]] = []
    try:
        # the budget is checked between groundings and solves; the address space cap (2 GiB above it) stops a
        # single grounding that would run away before the check
        with _memory_cap(int((memory_budget + 2) * (1 << 30))):
            length, found = explorer.explore(engine(), st, goal, horizon=horizon, plans=plans, allow=allow,
                                             time_budget=time_budget, memory_budget=memory_budget,
                                             on_horizon=lambda k, _s: searched.append((k,)))
    except InputError as exc:
        _fail_input(exc)
    except explorer.BudgetExceeded as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    except MemoryError:
        done = (f"horizons up to {searched[-1][0]} have no plan" if searched else "no horizon was searched in full")
        click.echo(f"error: the search hit its memory budget of {memory_budget:g} GiB ({done}); each object a step "
                   "may create multiplies it: try a smaller --horizon or a larger --memory-budget", err=True)
        sys.exit(1)
    if as_json:
        _emit_json({"goal": goal, "length": length, "plans": [[{
            "t": s.t, "who": s.who, "step": s.what, **({"choices": s.choices} if s.choices else {}), "rules": s.rules,
            "events": s.records} for s in p.steps] for p in found]})
    elif not found:
        click.echo(f"no sequence of at most {horizon} steps reaches {goal}")
    elif length == 0:
        click.echo(f"{goal} holds in the state as given (0 steps)")
    else:
        for i, p in enumerate(found, 1):
            click.echo(f"plan {i} ({length} steps):")
            for s in p.steps:
                rules = f"  [CR {', '.join(s.rules)}]" if s.rules else ""
                click.echo(f"  {s.t + 1}. {s.who}: {s.text()}{rules}")
                for e, r in s.events:
                    click.echo(f"       {e} (CR {r})")
        if any(s.what.startswith(("cast(", "activate(")) for p in found for s in p.steps):
            click.echo("(plans that differ only in which sources paid a cost are shown as one: the payment, "
                       "CR 601.2h, is left open, as apply's payment key)")
    sys.exit(0 if found else 1)


class _memory_cap:
    """Cap the process's address space while grounding (so an exploding search raises MemoryError)."""

    def __init__(self, cap: int = _MEMORY_CAP) -> None:
        self._cap = cap

    def __enter__(self) -> None:
        import resource

        self._old = resource.getrlimit(resource.RLIMIT_AS)
        hard = self._old[1]
        cap = self._cap if hard == resource.RLIM_INFINITY else min(self._cap, hard)
        try:
            resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
        except (ValueError, OSError):
            self._old = None

    def __exit__(self, *exc: object) -> None:
        import resource

        if self._old is not None:
            resource.setrlimit(resource.RLIMIT_AS, self._old)


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("target", metavar="OBJECT|ATOM")
@click.option("--depth", type=click.IntRange(1, 50), default=6, show_default=True,
              help="For an ATOM: how deep the tree goes.")
@click.option("--json", "as_json", is_flag=True, help="JSON: for an OBJECT its explanation lines and derived view, for "
                                                     "an ATOM the tree (see `mtgasp schema output`).")
def why(state: str, target: str, depth: int, as_json: bool) -> None:
    """For an OBJECT id: how its characteristics come about, copy effects layer by layer, other effects, with
    CR rules. For an ATOM of the rules with its time (e.g. "prepared(aviator, 0)", "legal(alice,
    cast(croak, mana), 0)"): its derivation tree, each step with the rule's file:line and CR rules."""
    st = _load(state)
    if "(" not in target:
        eng = engine()
        lines = eng.explain(st, target)
        if as_json:
            _emit_json({"object": target, "explanation": lines, "view": eng.derive(st).object(target).to_json()})
        else:
            click.echo("\n".join(lines))
        return
    from .derivation import derivation

    try:
        tree = derivation(engine(), st, target, depth=depth)
    except InputError as exc:
        _fail_input(exc)
    if as_json:
        _emit_json(tree.to_json())
    else:
        click.echo("\n".join(tree.lines()))


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--out", "out_file", required=True, type=click.Path(dir_okay=False), metavar="FILE",
              help="FILE.svg or FILE.png (drawn by Graphviz's dot program), or FILE.dot (DOT text, no program needed).")
def graph(state: str, out_file: str) -> None:
    """Draw STATE: objects by zone, what each copy copies (with its exceptions) and prepare links."""
    from . import graph as drawing

    drawing.output_format(out_file)  # a wrong suffix is bad input before any solving
    st = _load(state)
    try:
        drawing.write(drawing.picture(engine(), st), out_file)
    except (drawing.GraphvizMissing, drawing.GraphvizFailed) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    click.echo(f"wrote {out_file}")


@main.command("schema")
@click.argument("kind", type=click.Choice(["state", "cards", "action", "output", "serve"]), default="state")
def schema_cmd(kind: str) -> None:
    """Print the JSON Schema of state files, card files (with the ability vocabulary), actions, the --json
    output, or the requests of `mtgasp serve` (its responses in $defs.response)."""
    _emit_json(schema(kind))


@main.command()
@click.option("--max-states", type=click.IntRange(1, 1_000_000), default=1000, show_default=True,
              help="The most states kept at once (loaded or reached by apply); `drop` frees them.")
def serve(max_states: int) -> None:
    """Answer JSON requests, one per line on standard input, one JSON response per line on standard output:
    load a state (a file or a document) and get a handle; derive, legal, why-not and apply on it (apply names
    each resulting state). Every response carries the request's id; bad input is an error response and the
    process goes on. Ends at {"command": "quit"} or the end of the input. Protocol: docs/serve.md; requests:
    `mtgasp schema serve`."""
    from .serve import serve as run

    sys.exit(run(engine(), max_states=max_states))


@main.group("cards")
def cards_group() -> None:
    """Real cards: import MTGJSON or Scryfall data, the bundled library, and what the rules act on."""


@cards_group.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--out", "out_file", type=click.Path(dir_okay=False), metavar="CARDS.yaml",
              help="Write the card file here (nothing is written if any card is malformed); default: stdout.")
def cards_import(files: tuple[str, ...], out_file: str | None) -> None:
    """Convert MTGJSON files (AtomicCards.json, set files; plain or .gz) or a Scryfall bulk card array into a card
    file: characteristics from the data, abilities parsed from the Oracle text (unreadable sentences kept as
    {unsupported: TEXT})."""
    import os
    import tempfile

    from .cards import ImportReport, write_card_file
    from .state import clip, clip_message

    for f in files:
        if not Path(f).is_file():
            _fail_input(InputError([("", "no such file")], f))
    report = ImportReport()
    # written to a temporary file first: nothing half-written, wherever it stops (a malformed card, an error)
    folder = Path(out_file).resolve().parent if out_file else None
    if folder is not None and not folder.is_dir():
        _fail_input(InputError([("--out", "the folder it names doesn't exist")], out_file))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".mtgasp-import.", suffix=".yaml")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            n = write_card_file(list(files), out, report)
        if report.problems:
            _fail_input(InputError(report.problems, ", ".join(files)))
        if out_file:
            os.replace(tmp, out_file)
        else:
            with open(tmp, encoding="utf-8") as f:
                for line in f:
                    click.echo(line, nl=False)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    skipped = sum(len(v) for v in report.skipped.values())
    click.echo(f"imported {n} card(s)" + (f"; skipped {skipped} our format can't hold:" if skipped else ""), err=True)
    for why, names in sorted(report.skipped.items()):
        click.echo(clip_message(f"  {len(names)}: {why} (e.g. {', '.join(clip(n) for n in names[:3])})"), err=True)


@cards_group.command("coverage")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False), metavar="[CARDS...]")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
def cards_coverage(files: tuple[str, ...], as_json: bool) -> None:
    """Per card (the bundled library, or the card files given), whether every ability parsed and is acted on by
    the rules; totals for all cards, prepare cards (CR 722) and foretell cards (CR 702.143)."""
    from .cards import coverage, library
    from .state import CardLibrary, load_cards

    if files:
        lib = CardLibrary()
        for f in files:
            load_cards(f, lib)
        known = lib.cards
    else:
        known = library()
    report = coverage(known)
    if as_json:
        _emit_json(report)
    else:
        from . import render

        click.echo(render.coverage_text(report), nl=False)


@cards_group.command("show")
@click.argument("name")
def cards_show(name: str) -> None:
    """Print a bundled card as a card file entry (YAML)."""
    from .cards import closest_names, library

    card = library().get(name)
    if card is None:
        near = closest_names(name, sorted(library()))
        hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
        _fail_input(InputError([("", f"no bundled card named {name[:200]!r}{hint}")], "NAME"))
    click.echo(dump_document(card), nl=False)


WALKS = ("cr_722_3c", "prepare_lifecycle")


@main.command()
@click.option("--walk", type=click.Choice(WALKS + ("all",)), default="all", show_default=True,
              help="Which built-in walk: the CR 722.3c Example, the prepare lifecycle, or both.")
@click.option("--file", "demo_file", type=click.Path(dir_okay=False), help="Your own demo walk file instead.")
def demo(walk: str, demo_file: str | None) -> None:
    """Walk examples step by step: objects, copies and legal actions at each step.

    The built-in walks: the CR 722.3c Example (a token copy of Encouraging Aviator becomes prepared), and
    a prepare lifecycle (enters prepared, cast the copy, prepared again, control changes, leaves).
    """
    if demo_file:
        _run_demo(Path(demo_file))
        return
    for name in WALKS if walk == "all" else (walk,):
        with resources.as_file(resources.files("pyglue").joinpath("examples", "demo", f"{name}.yaml")) as p:
            _run_demo(p)


def _run_demo(path: Path) -> None:
    walk = read_document(path)
    problems = []
    if not isinstance(walk, dict):
        problems.append(("", "a demo walk is a mapping with title, state and steps"))
    else:
        if not isinstance(walk.get("state"), str):
            problems.append(("state", "missing: the state file the walk starts from"))
        steps = walk.get("steps", [])
        if not isinstance(steps, list) or not all(isinstance(x, dict) for x in steps):
            problems.append(("steps", "a list of {say, do, repeat, show} mappings"))
        else:
            for i, step in enumerate(steps):
                rep = step.get("repeat", 1)
                if not isinstance(rep, int) or isinstance(rep, bool) or not 0 < rep <= 100:
                    problems.append((f"steps[{i}].repeat", "a number of times from 1 to 100"))
                if "do" in step and not isinstance(step["do"], dict):
                    problems.append((f"steps[{i}].do", "an action or event mapping"))
    if problems:
        raise InputError(problems, str(path))
    walk.setdefault("title", path.name)
    walk.setdefault("steps", [])
    st = load_state(path.parent / walk["state"])
    eng = engine()
    click.echo(f"== {walk['title']}\n")
    for n, step in enumerate(walk["steps"], 1):
        click.echo(f"-- step {n}: {step.get('say', '')}")
        act = step.get("do")
        for _ in range(int(step.get("repeat", 1)) if act else 0):
            click.echo(f"   > {json.dumps(act, sort_keys=True)}")
            outcomes = eng.apply(st, act)
            for e, r in outcomes[0].events:
                click.echo(f"     {e}  (CR {r})")
            st = outcomes[0].state
        if step.get("show"):
            from . import render

            d = eng.derive(st)
            click.echo(render.derivation_text(st, d), nl=False)
            click.echo(render.legal_text(eng.legal_actions(st)), nl=False)
        click.echo("")
