"""The per-user cache of derived data: what pyglue builds from its own files on first use instead of shipping it.

Three artefacts (issue 26): the rules index (:mod:`pyglue.relevant`, one marshal file per program), the JSON
Schema validators (:mod:`pyglue.state`, fastjsonschema's code, compiled) and the bundled card library
(:mod:`pyglue.cards`, built from data/oracle/library_source.json through the Oracle importer). Each entry is a file
named by its kind and a key: a digest of everything it is built from (the input files, the building code, the
versions of Python and of the tool that builds it). An edited input is a new key, so a stale entry is never read:
it is a miss, built anew (and old entries of the kind beyond the last few are removed). Two small kinds serve the
rules index's start-up: a stamp (:func:`stamped`: the index's key per size and times of its files, so a fresh process
need not hash them) and the atoms of the rules' own tables (pyglue/relevant.py, static), one per set of statements.

The folder: ``MTGASP_CACHE_DIR``, else ``$XDG_CACHE_HOME/mtgasp``, else ``~/.cache/mtgasp``. Writes go to a
temporary file renamed into place, so processes building the same entry at once each write a whole file and the
last rename wins (the files are the same). A folder that can't be written is warned about once per process on
stderr, and the entry is built in memory for this process: the answers are the same, only slower. An entry that
can't be read back (cut short, corrupt) is a miss too.

``mtgasp cache build`` builds every entry ahead of use (a first query otherwise pays it, about 6 s),
``mtgasp cache info`` lists them, ``mtgasp cache clear`` removes them.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: the layout of the cache's entries: part of every key
LAYOUT = "mtgasp cache 1"
#: entries of one kind kept beside a new one (older ones, by modification time, are removed when one is written)
KEEP = 4
#: kinds that keep more (small entries, one per set of inputs seen: :data:`STATIC`)
KEEP_OF = {"static": 64}

_WARNED: list[bool] = []


def cache_dir() -> Path:
    """The cache folder (not created): ``MTGASP_CACHE_DIR``, else ``$XDG_CACHE_HOME/mtgasp``, else
    ``~/.cache/mtgasp``."""
    env = os.environ.get("MTGASP_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "mtgasp"
    return Path.home() / ".cache" / "mtgasp"


def python_stamp() -> str:
    """The interpreter, as far as the entries depend on it (marshal's format and code objects change with it)."""
    import marshal

    return f"{sys.implementation.cache_tag} {sys.version} marshal {marshal.version}"


def tool_stamp(module: str) -> str:
    """The installed version of ``module`` without importing it (an import costs a fresh process 20-30 ms): a
    digest of its package's ``__init__.py`` and ``version.py`` (where each says its version), or "none"."""
    from importlib.util import find_spec

    try:
        spec = find_spec(module)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.origin or not os.path.isfile(spec.origin):
        return f"{module} none"
    h = hasher()
    for path in (Path(spec.origin), Path(spec.origin).with_name("version.py")):
        try:
            h.update(path.read_bytes())
        except OSError:
            pass
    return f"{module} {h.hexdigest()[:16]}"


def hasher() -> Any:
    """A BLAKE2b hash object (CPython's own module: no OpenSSL to load, and about ten times as fast as its SHA-256
    on the megabyte of inputs a key covers)."""
    try:
        from _blake2 import blake2b
    except ImportError:  # another Python
        from hashlib import blake2b
    return blake2b(digest_size=16)


def key(*parts: str | bytes) -> str:
    """The digest of ``parts`` (with :data:`LAYOUT`): an entry's key."""
    h = hasher()
    h.update(LAYOUT.encode())
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        h.update(f"\n{len(data)}\n".encode())
        h.update(data)
    return h.hexdigest()[:32]


def entry(kind: str, digest: str, suffix: str = "") -> Path:
    """The file of an entry: ``KIND-KEY[.SUFFIX]`` in the cache folder."""
    return cache_dir() / f"{kind}-{digest}{'.' + suffix if suffix else ''}"


def _warn(problem: str) -> None:
    if not _WARNED:
        _WARNED.append(True)
        print(f"mtgasp: warning: the cache folder {cache_dir()} can't be written ({problem}); derived data is built "
              "in memory for this process (the same answers, slower; set MTGASP_CACHE_DIR to a writable folder)",
              file=sys.stderr)


def _why(exc: OSError) -> str:
    """Why a folder can't be written, in words (a file where the folder should be was "File exists")."""
    import errno

    if exc.errno in (errno.EEXIST, errno.ENOTDIR):
        return "a file is there, not a folder"
    return exc.strerror or str(exc)


def unwritable() -> str | None:
    """Why the cache folder can't be written (made if missing, a file created and removed in it), or None."""
    import tempfile

    try:
        cache_dir().mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=cache_dir())
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        return _why(exc)
    return None


def read(path: Path, mapped: bool = False) -> Any:
    """An entry's bytes, or None when there is none (or it can't be read); with ``mapped``, the file mapped into
    memory instead (read-only ``mmap``: only the pages a reader touches are read; an entry is replaced by a rename,
    never written in place, so the mapping stays whole)."""
    try:
        if not mapped:
            return path.read_bytes()
        import mmap

        with open(path, "rb") as f:
            return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):  # (ValueError: an empty file can't be mapped)
        return None


def write(path: Path, data: bytes) -> bool:
    """Write an entry atomically (a temporary file in the same folder, renamed into place); False, with one
    warning per process, when the folder can't be written."""
    import tempfile

    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        _warn(_why(exc))
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _prune(path)
    return True


def _kind(name: str) -> str | None:
    """The kind of the entry file ``name`` (``KIND-KEY[.SUFFIX]``, KEY a :func:`key`), or None for any other file:
    the folder may be shared (``MTGASP_CACHE_DIR=/tmp``), and other programs' files are never touched."""
    kind, _, rest = name.partition("-")
    k = rest.split(".", 1)[0]
    return kind if len(k) == 32 and all(c in "0123456789abcdef" for c in k) else None


def _prune(path: Path) -> None:
    """Remove the entries of ``path``'s kind beyond the :data:`KEEP` newest (a reader that loses one rebuilds it)."""
    kind = path.name.split("-", 1)[0]
    try:
        digests: dict[str, float] = {}
        for other in path.parent.iterdir():
            if _kind(other.name) == kind:
                d = other.name[len(kind) + 1:].split(".", 1)[0]
                digests[d] = max(digests.get(d, 0.0), other.stat().st_mtime)
        old = sorted(digests, key=digests.__getitem__, reverse=True)[KEEP_OF.get(kind, KEEP) + 1:]
        if old:
            for other in path.parent.iterdir():
                if _kind(other.name) == kind and other.name[len(kind) + 1:].split(".", 1)[0] in old:
                    other.unlink()
    except OSError:
        pass


def cached(paths: dict[str, Path], build: Callable[[], dict[str, bytes]], load: Callable[[bytes], Any],
           want: str, mapped: bool = False) -> Any:
    """The entry ``want`` of a group of entries built together (``paths``: name -> file), loaded by ``load``: read
    from the cache when it is there and loads; else the group is built (``build``: name -> bytes), written (when
    the folder can be) and ``want``'s bytes loaded. With ``mapped``, ``load`` is given the file mapped into memory
    (:func:`read`) on a hit."""
    data = read(paths[want], mapped)
    if data is not None:
        try:
            return load(data)
        except Exception:  # noqa: BLE001, S110 - a corrupt or cut entry: a miss, built anew
            pass
    built = build()
    for name, path in paths.items():
        write(path, built[name])
    return load(built[want])


#: a file changed less than this long ago (ns) may change again within the file system's clock tick with the same
#: size and times: its stamp is not kept (git's "racily clean" files, the same problem)
RACY_NS = 2_000_000_000


def stamped(name: str, extra: list[str], paths: list[Path], digest: Callable[[], str]) -> str:
    """``digest()`` (a key computed from the bytes of ``paths`` and ``extra``), read from the cache's stamp entry of
    the files' names, sizes, modification and change times (ns) and inodes when there is one: hashing a few
    megabytes of inputs costs a fresh process ~20 ms, their stat ~1 ms. A write changes a file's change time (no
    tool sets it back), so a changed file has a new stamp: the digest is computed again, never a stale key; a file
    changed in the last :data:`RACY_NS` doesn't keep its stamp (a second write in the same clock tick could keep
    its times). An unwritable folder computes the digest in every process."""
    import time

    stamp, newest = [], 0
    for p in paths:
        try:
            st = os.stat(p)
        except (OSError, TypeError):   # (TypeError: a file of a zipped install, no stat)
            return digest()
        stamp.append(f"{p} {st.st_size} {st.st_mtime_ns} {st.st_ctime_ns} {st.st_ino}")
        newest = max(newest, st.st_mtime_ns, st.st_ctime_ns)
    path = entry(STAMP, key(name, *extra, *stamp))
    data = read(path)
    if data is not None and len(data) == 32 and data.isalnum():
        return data.decode()
    out = digest()
    if time.time_ns() - newest >= RACY_NS:
        write(path, out.encode())
    return out


# --- the commands: build, info, clear --------------------------------------------------------------------

#: the kinds of entry, as the files are named
KINDS = ("rules_index", "validator", "library")
#: the kind of the stamp entries (:func:`stamped`): removed by :func:`clear`, not listed by :func:`entries`
STAMP = "stamp"
#: the kind of the entries of the rules' tables grounded once (pyglue/relevant.py, static), as :data:`STAMP`
STATIC = "static"



def entries(kinds: tuple[str, ...] = KINDS) -> list[Path]:
    """The cache's entry files of ``kinds`` (none if there is no folder)."""
    try:
        return sorted(p for p in cache_dir().iterdir() if _kind(p.name) in kinds and p.is_file())
    except OSError:
        return []


def clear() -> int:
    """Remove every entry (and temporary file left by a process that was stopped); the number removed."""
    n = 0
    try:
        for p in cache_dir().iterdir():
            ours = KINDS + (STAMP, STATIC)   # (a temporary file: ours only, .probe.*.tmp or .ENTRY.*.tmp)
            tmp = p.name.endswith(".tmp") and (p.name.startswith(".probe.") or _kind(p.name[1:]) in ours)
            if p.is_file() and (_kind(p.name) in ours or tmp):
                p.unlink()
                n += 1
    except OSError:
        pass
    return n
