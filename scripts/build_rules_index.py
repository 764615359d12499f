"""Write pyglue/data/rules_index.json (and the same per program as pyglue/data/rules_index.NAME.marshal, the form a
query loads): per statement of the programs a query grounds (the rules, rules_asp/main.lp
and its includes; and the rules with the state invariants), the predicates pyglue/relevant.py reads to slice a
query's program, keyed by a digest of the statements, with each statement's text (a query adds the kept ones as
text: no parse into ASTs at run time), and a digest of the rules_asp files they were parsed from.

Run after editing any rules_asp/*.lp file (tests/test_relevant.py checks the file is up to date; a stale file only
costs speed: the index is then worked out in memory, about 0.6 s per process).
"""

from __future__ import annotations

import json
import os
import marshal
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyglue.relevant import FAST_FILE, INDEX_FILE, fast_documents, index_documents
from pyglue.solve import rules_program


def programs() -> list:
    """The programs a query grounds, by name: the rules, and the rules with the state invariants (pyglue/check.py's
    program: derive, legal and why-not evaluate them in the same solve)."""
    from pyglue.check import program

    return [("rules", rules_program()), ("checked", program())]


def main() -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":  # a set is written in its iteration order, which follows str hashes:
        # one seed, so that the same rules write the same bytes
        os.execve(sys.executable, [sys.executable, *sys.argv], dict(os.environ, PYTHONHASHSEED="0"))
    out = ROOT / "pyglue" / "data" / INDEX_FILE
    tmp = out.with_suffix(".tmp")
    docs = index_documents(programs())
    tmp.write_text(json.dumps(docs, separators=(",", ":")) + "\n", encoding="utf-8")
    tmp.replace(out)
    print(f"wrote {out.relative_to(ROOT)}")
    for name, doc in fast_documents().items():  # the same, ready to use: what a query loads (pyglue/relevant.py)
        out = ROOT / "pyglue" / "data" / FAST_FILE.format(name)
        tmp = out.with_suffix(".tmp")
        tmp.write_bytes(marshal.dumps(doc, 4))
        tmp.replace(out)
        print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
