"""Issue 27 item 6: a serve session of mixed requests answers every line exactly once and its memory stays flat.

The suite runs a short session (every line gets one response, in order); MTGASP_SERVE_REQUESTS=5000 runs the
long one, which also measures the process's resident memory (Linux /proc) after the first 1,000 requests and at
the end: it may grow by at most 20 MB (states are dropped as a client does; kept ones are bounded by --max-states).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml

from .conftest import EXAMPLES, ROOT

REQUESTS = int(os.environ.get("MTGASP_SERVE_REQUESTS", "60"))
NAMES = ("croaking_counterpart", "prepare_lifecycle")


def _rss_mb(pid: int) -> int | None:
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return None
    for line in status.read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return None


def _requests(i: int, docs: list[dict]) -> list[dict]:
    """Request i of the session: a load, then (in turn) derive, legal, an apply whose outcomes are dropped, an
    inline why-not, a game with its moves; the loaded state is dropped at the end."""
    doc = json.loads(json.dumps(docs[i % 2]))
    doc["players"][0]["life"] = 1 + i % 400
    return [{"command": "load", "path": str(EXAMPLES / "states" / f"{NAMES[i % 2]}.yaml")},
            [{"command": "derive"}, {"command": "legal"}, {"command": "apply", "action": {"action": "pass"},
                                                            "documents": False},
             {"command": "why-not", "state": doc, "action": {"action": "pass"}},
             {"command": "game"}][i % 5]]


def test_a_session_of_mixed_requests_answers_each_line_once_and_stays_flat(tmp_path):
    docs = []
    for name in NAMES:
        d = yaml.safe_load((EXAMPLES / "states" / f"{name}.yaml").read_text(encoding="utf-8"))
        d.pop("card_files", None)
        docs.append(d)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.Popen([sys.executable, "-c", "import sys; from pyglue.cli import main; sys.exit(main())", "serve"],
                         cwd=tmp_path, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    sent = 0

    def ask(req: dict) -> dict:
        nonlocal sent
        sent += 1
        req = dict(req, id=sent)
        p.stdin.write(json.dumps(req) + "\n")
        p.stdin.flush()
        line = p.stdout.readline()
        assert line, f"no response to request {sent}: {req}"
        resp = json.loads(line)
        assert resp["id"] == sent
        return resp

    early = None
    try:
        for i in range(REQUESTS):
            load, other = _requests(i, docs)
            h = ask(load)["result"]["state"]
            if "state" not in other:
                other = dict(other, state=h)
            r = ask(other)
            assert r["ok"], r
            kept = [o["handle"] for o in r["result"].get("outcomes", [])]
            if other["command"] == "game":
                kept += [r["result"]["game"], r["result"]["state"]]
                assert ask({"command": "legal-moves", "game": r["result"]["game"]})["ok"]
            assert ask({"command": "drop", "states": [h, *kept]})["ok"]
            if i == 1000:
                early = _rss_mb(p.pid)
        late = _rss_mb(p.pid)
        assert ask({"command": "quit"})["ok"]
        assert p.wait(timeout=60) == 0
        assert p.stdout.read() == ""
    finally:
        if p.poll() is None:
            p.kill()
    if early is not None and late is not None:   # the long run (1,000 requests or more, on Linux)
        print(f"serve resident memory: {early} MB after 1,000 requests, {late} MB after {REQUESTS}")
        assert late - early <= 20, f"resident memory grew from {early} MB to {late} MB"
