"""`mtgasp serve` ends at SIGINT, also in the middle of a long request (docs/serve.md), with exit status 130."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import yaml

from pyglue.solve import Engine

from .test_combat_damage_choice import trampled


def test_sigint_ends_serve_during_a_long_request(tmp_path):
    """A pass whose combat damage has 79 divisions (CR 702.19b: an 80-power trampler blocked by a 2/2, 2..80 to the
    blocker) with the bound raised takes seconds to enumerate; SIGINT sent while it runs ends the process within
    a few seconds, even though it started with SIGINT ignored (as a background job does), with status 130."""
    doc = trampled(Engine()).to_document()
    for card in doc["cards"]:
        if card["name"] == "Test Trampler":
            card["power"] = 80
    path = tmp_path / "big.yaml"
    path.write_text(yaml.safe_dump(doc))
    requests = (json.dumps({"id": 1, "command": "load", "path": str(path)}) + "\n"
                + json.dumps({"id": 2, "command": "apply", "state": "s1", "action": {"action": "pass"}}) + "\n")
    cli = "import sys; from pyglue.cli import main; sys.argv[0] = 'mtgasp'; main()"
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # the child inherits SIGINT ignored
    try:
        proc = subprocess.Popen([sys.executable, "-c", cli, "--max-divisions", "1000", "serve"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        proc.stdin.write(requests.encode())
        proc.stdin.flush()
        assert json.loads(proc.stdout.readline())["ok"] is True  # loaded: the apply is under way
        time.sleep(0.5)
        start = time.monotonic()
        os.kill(proc.pid, signal.SIGINT)
        rc = proc.wait(timeout=20)
        took = time.monotonic() - start
    finally:
        if proc.poll() is None:
            proc.kill()
    assert rc == 130 and took < 5, (rc, took)
    assert b"interrupted" in proc.stderr.read()
