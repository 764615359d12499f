"""Property-based fuzzing (issue 16 point 8): example states mutated at random (a value replaced, a key dropped,
an entry duplicated) must give an answer or a clean rejection (InputError), never another exception. A bounded
number of examples runs in the suite; MTGASP_FUZZ_EXAMPLES=N runs more."""

from __future__ import annotations

import os
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyglue import state_from_document
from pyglue.solve import IllegalAction
from pyglue.state import InputError

from .conftest import EXAMPLES, mutate_document

STATES = sorted((EXAMPLES / "states").glob("*.yaml"))
STATES = [p for p in STATES if p.name != "broken.yaml"]
EXAMPLES_N = int(os.environ.get("MTGASP_FUZZ_EXAMPLES", "25"))
WEIRD = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**12), st.text(max_size=8),
                  st.lists(st.integers(0, 3), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(), max_size=1))


@st.composite
def mutated(draw):
    path = draw(st.sampled_from(STATES))
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return path, mutate_document(draw, doc, WEIRD)


@settings(max_examples=EXAMPLES_N, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(mutated())
def test_a_mutated_state_gives_an_answer_or_a_clean_rejection(engine, case):
    path, doc = case
    try:
        state = state_from_document(doc, base=Path(path).parent, source=str(path))
    except InputError:
        return
    try:
        engine.derive(state)
        engine.legal_actions(state)
        engine.apply(state, {"action": "pass"})
    except (InputError, IllegalAction):
        pass
