"""The memory limits of the research tools' budgets (``check``, ``explore``; their --memory-budget): the process's
address space capped while a search runs, and the resident memory of a process, where /proc tells it."""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import gc
import os
import resource
from collections.abc import Iterator


@contextlib.contextmanager
def address_space_capped(gib: float | None) -> Iterator[None]:
    """While the body runs, this process's address space capped at ``gib`` GiB (at most its hard limit; no cap if
    None or the system refuses one), so that a grounding that runs away raises MemoryError; restored after."""
    old = resource.getrlimit(resource.RLIMIT_AS)
    capped = False
    if gib is not None:
        cap = int(gib * (1 << 30))
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (cap if old[1] == resource.RLIM_INFINITY else min(cap, old[1]),
                                                    old[1]))
            capped = True
    try:
        yield
    finally:
        if capped:
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(resource.RLIMIT_AS, old)


def resident_bytes(pid: int | str = "self") -> int | None:
    """The resident memory of process ``pid`` (this one by default) in bytes, where /proc tells it."""
    try:
        with open(f"/proc/{pid}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def peak_mib() -> float:
    """This process's peak resident memory (MiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def release_freed() -> None:
    """Hand the memory this process has freed (dropped clingo Controls) back to the system, so that its resident
    memory, which the budgets read, falls: a garbage collection, then glibc's malloc_trim where there is one."""
    gc.collect()
    with contextlib.suppress(OSError, AttributeError, TypeError):
        ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)
