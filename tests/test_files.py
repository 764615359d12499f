"""pyglue/files.py: package files found without importlib.resources where the package is a folder on disk, and
through it otherwise (a zipped install); SHA-256 digests as hashlib gives them (issue 13: start-up)."""

from __future__ import annotations

import hashlib
import sys
import zipfile
from pathlib import Path

import pytest

from pyglue.files import as_file, files, sha256


def test_a_package_on_disk_is_its_folder():
    import rules_asp

    top = files("rules_asp")
    assert top == Path(rules_asp.__file__).parent
    assert top.joinpath("main.lp").is_file()
    with as_file(top.joinpath("main.lp")) as path:
        assert path == top / "main.lp"


def test_a_zipped_package_is_read_through_importlib_resources(tmp_path, monkeypatch):
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zpkg_mtgasp/__init__.py", "")
        z.writestr("zpkg_mtgasp/data/x.txt", "in the zip\n")
    monkeypatch.syspath_prepend(str(archive))
    try:
        top = files("zpkg_mtgasp")
        assert not isinstance(top, Path)
        assert top.joinpath("data", "x.txt").read_text(encoding="utf-8") == "in the zip\n"
        with as_file(top.joinpath("data", "x.txt")) as path:  # extracted to a temporary file while in use
            assert Path(path).read_text(encoding="utf-8") == "in the zip\n"
    finally:
        sys.modules.pop("zpkg_mtgasp", None)


@pytest.mark.parametrize("data", [b"", b"abc", bytes(range(256)) * 99])
def test_sha256_is_hashlibs(data):
    assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
    h = sha256()
    h.update(data[:7])
    h.update(data[7:])
    assert h.hexdigest() == hashlib.sha256(data).hexdigest()
