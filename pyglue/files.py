"""The files a package ships (its data, the rules), as importlib.resources gives them, without importing it where
it needn't be: importlib.resources brings tempfile, zipfile and more with it, about 12 ms of a fresh process
(bench/startup.py), for what is a folder on disk in every install but a zipped one."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path
from typing import Any


def files(package: str) -> Any:
    """The folder of ``package`` as a :class:`~pathlib.Path` when it is one on disk, else
    ``importlib.resources.files(package)`` (a zip, another loader): either way a Traversable."""
    module = sys.modules.get(package) or importlib.import_module(package)
    where = getattr(module, "__file__", None)
    if where and os.path.isfile(where):
        return Path(where).parent
    from importlib import resources

    return resources.files(package)


def as_file(entry: Any) -> Any:
    """A context manager giving ``entry`` (from :func:`files`) as a path on disk, as ``importlib.resources.as_file``
    does: the path itself when it is one."""
    if isinstance(entry, Path):
        from contextlib import nullcontext

        return nullcontext(entry)
    from importlib import resources

    return resources.as_file(entry)


_SHA256: list[Any] = []


def sha256(data: bytes = b"") -> Any:
    """A SHA-256 hash object, as ``hashlib.sha256`` gives: from CPython's own SHA-2 module where there is one (the
    digests of the rules and schema files every query checks; hashlib loads OpenSSL first, about 3 ms of a fresh
    process), else from hashlib."""
    if not _SHA256:
        try:
            from _sha2 import sha256 as new  # CPython 3.12 and later
        except ImportError:
            try:
                from _sha256 import sha256 as new  # CPython 3.11
            except ImportError:
                from hashlib import sha256 as new
        _SHA256.append(new)
    return _SHA256[0](data)


def library_source() -> Path:
    """The library's source, MTGJSON-shaped Oracle data (data/oracle/README.md says where each face came from):
    package data of an installed mtgasp (pyglue/oracle_data/), else the checkout's data/oracle/. (Here, not in
    pyglue.cards, so that oracle.py can read its names without importing the card importer: no import cycle.)"""
    here = Path(__file__).resolve().parent
    shipped = here / "oracle_data" / "library_source.json"
    return shipped if shipped.is_file() else here.parent / "data" / "oracle" / "library_source.json"
