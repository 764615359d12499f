"""``mtgasp cards import``: MTGJSON or Scryfall card data converted (pyglue/cards/__init__.py's ``convert_card``) and
written as a card file, one card at a time, with what the card file loader (pyglue/state.py) would refuse
reported by card and field instead of written (issue 23 item 5)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .. import progress
from . import ImportProblem, ImportReport, Skip, convert_card, records
from ..state import card_problems, schema_problems


def iter_cards(paths: list[str | Path], report: ImportReport, limit_problems: int = 50) -> Iterator[dict[str, Any]]:
    """Every card of the files, converted, one at a time (memory bounded by one card); malformed data and
    skipped cards go to ``report`` (at most ``limit_problems`` problems, then it stops)."""
    for path in paths:
        try:
            for where, raw in records(path):
                try:
                    card = convert_card(where, raw, report=report)
                    refused = loader_problems(card)
                    if refused:  # a value the data holds but a card file can't: never written (issue 23 item 5)
                        field_, message = refused[0]
                        raise Skip(f"a card file can't hold its {field_}: {message}"[:300])
                    yield card
                except Skip as exc:
                    report.skipped.setdefault(str(exc), []).append(where)
                except ImportProblem as exc:
                    report.problems.append((f"{path}: {exc.where}"[:300], exc.message[:200]))
                    if len(report.problems) >= limit_problems:
                        return
        except ImportProblem as exc:
            report.problems.append((exc.where[:300], exc.message[:200]))
        except (OSError, ValueError, _json_error()) as exc:  # ijson's errors: JSONError and ValueErrors
            report.problems.append((str(path)[:300], f"not readable as JSON card data: {exc}"[:200]))


def loader_problems(card: dict[str, Any]) -> list[tuple[str, str]]:
    """What the card file loader (pyglue.state.load_cards) would refuse in this one card, as ``(field, message)``:
    the card file schema's problems (a number out of range) and the vocabulary's (a cost it can't read)."""
    out = schema_problems([card], "cards", branch=0) or card_problems(card, "[0]")  # (as load_cards: schema first)
    return [(q[4:] if q.startswith("[0].") else q, m) for q, m in out]


def _json_error() -> type[Exception]:
    import ijson

    return ijson.JSONError


def import_cards(paths: list[str | Path], limit_problems: int = 50) -> ImportReport:
    """Every card of the files, converted and sorted by name, with the problems and skipped cards."""
    report = ImportReport()
    report.cards = sorted(iter_cards(paths, report, limit_problems), key=lambda c: c["name"])
    return report


def write_card_file(paths: list[str | Path], out: Any, report: ImportReport) -> int:
    """Stream the converted cards of ``paths`` as a card file (``cards:`` then one list item per card, in the
    input's order) to the text stream ``out``; returns the number written (see :func:`iter_cards`)."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter when PyYAML has it
    out.write("cards:\n")
    n = 0
    for card in iter_cards(paths, report):
        if n % 500 == 0:
            progress.report("cards import", n, None, f"{n} cards")
        out.write(yaml.dump([card], Dumper=dumper, sort_keys=True, allow_unicode=True, default_flow_style=False))
        n += 1
    if n == 0:
        out.write("[]\n")
    return n
