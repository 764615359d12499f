#!/usr/bin/env python3
"""Build the bundled card library from data/oracle/library_source.json into the user's cache (pyglue/cache.py),
as `mtgasp cache build` does for every entry (pyglue.cards.build_library: the same importer as `mtgasp cards
import`, so the library's abilities are what the grammar reads from the Oracle text). Nothing needs it: a query
builds the library on first use after the source, pyglue/oracle.lark or pyglue/data/vocabulary.json changes (the
cache is keyed by them). A card the source holds that can't be imported is an error naming it (exit 1).

    python scripts/build_library.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyglue import cards


def main() -> None:
    try:
        lib = cards.library()
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    print(f"library: {cards.library_path()}: {len(lib)} cards")


if __name__ == "__main__":
    main()
