"""Progress of long work (the bounded check, explore's horizon, cards import and coverage), shown on a terminal.

Long-running functions say how far they are with :func:`report`; nothing is shown unless a caller has turned a
display on with :func:`shown` (the CLI does, when standard error is a terminal and the output is not --json), so
the library, the tests and piped output see nothing extra. The display is rich's progress bar on standard error:
what is being done, done of total (or a count when the total is unknown), elapsed time."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Any, Iterator

_DISPLAY: list[Any] = []


def report(task: str, done: int, total: int | None = None, detail: str = "") -> None:
    """Say that ``done`` of ``total`` parts of ``task`` are done (``detail``: what is being worked on now)."""
    if _DISPLAY:
        _DISPLAY[-1].update(task, done, total, detail)


@contextmanager
def shown(enabled: bool | None = None) -> Iterator[None]:
    """Show progress while the block runs: ``enabled`` None means when standard error is a terminal."""
    if enabled is None:
        enabled = sys.stderr.isatty()
    if not enabled:
        yield
        return
    display = _Bars()
    _DISPLAY.append(display)
    try:
        yield
    finally:
        _DISPLAY.pop()
        display.close()


class _Bars:
    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), console=Console(stderr=True), transient=True)
        self.progress.start()
        self.tasks: dict[str, Any] = {}

    def update(self, task: str, done: int, total: int | None, detail: str) -> None:
        if task not in self.tasks:
            self.tasks[task] = self.progress.add_task(task, total=total)
        self.progress.update(self.tasks[task], completed=done, total=total,
                             description=f"{task}: {detail}" if detail else task)

    def close(self) -> None:
        self.progress.stop()
