"""The rules index read a group at a time (pyglue/relevant.py, _Lazy; issue 22's start-up): filter 1's fixpoint over
the groups whose gates become live is the fixpoint over every statement of the program, and a query reads only a
small part of the program."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyglue import relevant as R
from pyglue.solve import Engine
from pyglue.state import load_state

STATES = Path(__file__).resolve().parent.parent / "examples" / "states"


@pytest.mark.parametrize("name", ["checked", "rules"])
def test_the_gated_fixpoint_is_the_whole_programs(name):
    engine = Engine()
    size = len(R._info(R.shipped(name)).kind)
    raw = R.cache_paths()[name].read_bytes()
    # (an index of this test's own: the process's shared one may have been read whole by another test's walk)
    lazy = R._Lazy(R._load(name)(raw), [None] * size)
    whole = R._Lazy(R._load(name)(raw), [None] * size).full()
    statements = [i for i, k in enumerate(whole.kind) if k != "drop"]
    for state in ("croaking_counterpart.yaml", "cr707_9d_glasspool_mimic.yaml", "cr111_12_mimic_vat.yaml"):
        facts = engine._facts(load_state(STATES / state), "legal")
        preds = R.normalize(R.shipped(name), facts.predicates)
        live, every_live = R._live(lazy, preds), R._live(whole, preds)
        assert lazy.fire(live) == R._fire(whole, statements, every_live) and live == every_live, state
    read = sum(len(lazy._members[g]) for g in lazy._read[0])
    assert read < len(statements) // 3, (read, len(statements))
