#!/usr/bin/env python3
"""Build the JSON Schema validators (fastjsonschema's code, pyglue/state.py) into the user's cache
(pyglue/cache.py), as `mtgasp cache build` does for every entry. Nothing needs it: a query builds a validator on
first use after a schema or pyglue/data/vocabulary.json changes (the cache is keyed by them)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyglue import state


def main() -> None:
    state.warm_validators()
    for path in state.validator_paths().values():
        print(f"validator: {path}{'' if path.is_file() else ' (not written: see the warning)'}")


if __name__ == "__main__":
    main()
