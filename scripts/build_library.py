#!/usr/bin/env python3
"""Rebuild the bundled card library, pyglue/data/library.json, from data/oracle/library_source.json.

The source is MTGJSON-shaped Oracle data (data/oracle/README.md says where each face came from); this
script runs it through the same importer as `mtgasp cards import`, so the library's abilities are what
the grammar (pyglue/oracle.lark) reads from the Oracle text. The output records the source file, its
date and its sources; it is deterministic (a test checks the committed library is up to date).

    python scripts/build_library.py [--check]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyglue.cards import ImportProblem, Skip, convert_card  # noqa: E402

SOURCE = ROOT / "data" / "oracle" / "library_source.json"
TARGET = ROOT / "pyglue" / "data" / "library.json"


def build() -> str:
    src = json.loads(SOURCE.read_text(encoding="utf-8"))
    cards, problems, skipped = [], [], []
    for name, faces in sorted(src["data"].items()):
        try:
            cards.append(convert_card(name, faces))
        except Skip as exc:  # a real card our format can't hold (a plane): left out, and said so
            skipped.append(f"{name}: {exc}")
        except ImportProblem as exc:
            problems.append(f"{name}: {exc}")
    problems += [f"{c['name']}: a name with ', \"' or a line break can't be found by pyglue.cards.Library" for c in cards
                 if ', "' in json.dumps(c["name"], ensure_ascii=False) or "\n" in c["name"]]
    if problems:
        raise SystemExit("library source problems:\n  " + "\n  ".join(problems))
    meta = {"built_from": "data/oracle/library_source.json", "date": src["meta"]["date"],
            "sources": src["meta"]["sources"], "built_by": "scripts/build_library.py", "left_out": skipped}
    # one card a line, its name first: pyglue.cards.library() finds the names without parsing the cards and parses
    # only the cards a state names (the file is still one JSON document, {"meta": ..., "cards": [...]})
    lines = ['{"name": ' + json.dumps(c["name"], ensure_ascii=False) + ", "
             + json.dumps({k: v for k, v in c.items() if k != "name"}, sort_keys=True, ensure_ascii=False)[1:]
             for c in sorted(cards, key=lambda c: c["name"])]
    return ('{"meta": ' + json.dumps(meta, sort_keys=True, ensure_ascii=False) + ',\n"cards": [\n'
            + ",\n".join(lines) + "\n]}\n")


def main() -> None:
    text = build()
    if "--check" in sys.argv[1:]:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print("library up to date" if same else "library out of date: run scripts/build_library.py")
        raise SystemExit(0 if same else 1)
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(json.loads(text)['cards'])} cards")


if __name__ == "__main__":
    main()
