#!/usr/bin/env python3
"""Build the rules index (pyglue/relevant.py) into the user's cache (pyglue/cache.py), as `mtgasp cache build`
does for every entry. Nothing needs it: a query builds the index on first use after a rules_asp/*.lp file changes
(the cache is keyed by the rules files), about 2 s once."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyglue import relevant


def main() -> None:
    relevant.warm()
    for path in relevant.cache_paths().values():
        print(f"rules index: {path}")


if __name__ == "__main__":
    main()
