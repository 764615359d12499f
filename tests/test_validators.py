"""The generated JSON Schema validators (fastjsonschema's code, built into the cache by pyglue/state.py) are only a fast "valid"
answer: a document they accept must be one jsonschema finds no problem in (else bad input would pass unreported);
one they refuse is reported with jsonschema's messages. Checked on every example state and card file, and on
documents mutated at random as tests/test_fuzz.py mutates states."""

from __future__ import annotations

import copy
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyglue.state import FAST_VALIDATORS, _validator, fast_validator, schema_problems

from .conftest import EXAMPLES, mutate_document

ROOT = Path(__file__).resolve().parent.parent
STATES = sorted((EXAMPLES / "states").glob("*.yaml"))
CARDS = sorted((EXAMPLES / "cards").glob("*.yaml"))
WEIRD = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**12), st.floats(allow_nan=False, width=32),
                  st.text(max_size=8), st.lists(st.integers(0, 3), max_size=2),
                  st.dictionaries(st.text(max_size=3), st.integers(), max_size=1))


def _accepts(name: str, branch: int | None, doc) -> bool:
    try:
        fast_validator(name, branch)(copy.deepcopy(doc))
    except Exception:  # noqa: BLE001 - any refusal
        return False
    return True


def _jsonschema_problems(name: str, branch: int | None, doc) -> list:
    return list(_validator(name, branch).iter_errors(doc))


def test_the_cached_validators_are_fastjsonschemas_code():
    """Each validator in the cache (pyglue/cache.py) is fastjsonschema's code for its schema as it is now (the key
    covers the schema files and pyglue/data/vocabulary.json), and is in use."""
    import marshal

    from pyglue.state import validator_code, validator_paths

    for module, (name, branch) in FAST_VALIDATORS.items():
        code = marshal.loads(validator_paths()[module].read_bytes())
        assert code.co_consts == compile(validator_code(name, branch), "x", "exec").co_consts
        assert fast_validator(name, branch) is not None


def test_example_files_valid_for_both():
    """Every example state (but broken.yaml) and card file is valid for jsonschema and for the generated one."""
    for path in STATES:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        want = not _jsonschema_problems("state", None, doc)
        assert _accepts("state", None, doc) == want, path.name
        assert want or path.name == "broken.yaml", path.name
    for path in CARDS:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        branch = 0 if isinstance(doc, list) else 1
        assert _accepts("cards", branch, doc) and not _jsonschema_problems("cards", branch, doc), path.name


def test_a_refused_document_keeps_jsonschemas_messages():
    """A state with a wrong type is refused, with jsonschema's path and message (not fastjsonschema's)."""
    doc = yaml.safe_load((EXAMPLES / "states" / "croaking_counterpart.yaml").read_text(encoding="utf-8"))
    doc["turn"] = "three"
    assert not _accepts("state", None, doc)
    assert schema_problems(doc, "state") == [("turn", "'three' is not of type 'integer'")]


_PARSED: dict[Path, object] = {}


def _parsed(path: Path):
    """A fresh copy of ``path``'s YAML document, parsed once per run (each example mutates its own copy)."""
    if path not in _PARSED:
        _PARSED[path] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return copy.deepcopy(_PARSED[path])


@st.composite
def mutated(draw, files):
    path = draw(st.sampled_from(files))
    doc = _parsed(path)
    return mutate_document(draw, doc, WEIRD, ("replace", "drop", "duplicate", "add"))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(STATES))
def test_a_mutated_state_is_accepted_only_if_jsonschema_finds_it_valid(doc):
    if _accepts("state", None, doc):
        assert _jsonschema_problems("state", None, doc) == []


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(CARDS))
def test_a_mutated_card_file_is_accepted_only_if_jsonschema_finds_it_valid(doc):
    branch = 0 if isinstance(doc, list) else 1
    if _accepts("cards", branch, doc):
        assert _jsonschema_problems("cards", branch, doc) == []
