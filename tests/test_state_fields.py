"""The state fields declared as data (pyglue/data/state.schema.json's ``x-fluent`` annotations, issue 11 point 5).

A state's fields become ``true/1`` fluents (translate) and ``next/1`` fluents become a state document again
(answers): for every example state and the test states here, the facts and the document read back from them are
what they were before the fields became data (tests/data/state_fields/lead_round_trip.json, written by
``python tests/test_state_fields.py`` on the lead branch), and the document read back holds the input's fields.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import yaml
from clingo import Function

from pyglue.answers import state_from_next
from pyglue.state import InputError, load_state, schema, state_from_document
from pyglue.translate import state_facts

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data" / "state_fields"
FIXTURE = DATA / "lead_round_trip.json"
STATES = sorted((ROOT / "examples" / "states").glob("*.yaml")) + sorted(DATA.glob("*.yaml"))


def _loadable() -> list[Path]:
    out = []
    for p in STATES:
        try:
            load_state(p)
        except InputError:
            continue   # (examples/states/broken.yaml shows the errors of a bad state)
        out.append(p)
    return out


def round_trip(path: Path) -> dict:
    """The facts of the state at ``path`` (sorted text) and the document read back from them as ``next/1``."""
    st = load_state(path)
    facts = state_facts(st)
    nxt = [Function("next", [s.arguments[0]]) for s in facts if s.name == "true"]
    nxt += [s for s in facts if s.name == "mana_symbol"]
    back = state_from_next(st, nxt).to_document()
    back.pop("cards")   # (the old state's, unchanged)
    return {"facts": sorted(str(s) for s in facts if s.name in ("true", "mana_symbol")), "state": back}


def _key(path: Path) -> str:
    return str(path.relative_to(ROOT))


LOADABLE = _loadable()


@pytest.mark.parametrize("path", LOADABLE, ids=_key)
def test_facts_and_state_read_back_as_before(path):
    """Issue 11 point 5: declaring the fields as data changes no fact and no resulting state document."""
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))[_key(path)]
    got = round_trip(path)
    # the state's fluents are the same; the cost facts may be fewer, as the example states now name the bundled
    # library's cards instead of card_files (only the cards a state uses are translated), never other
    fluents = [[f for f in facts if f.startswith("true(")] for facts in (got["facts"], expected["facts"])]
    assert fluents[0] == fluents[1]
    assert set(got["facts"]) - set(expected["facts"]) == set()
    states = [{k: v for k, v in doc.items() if k != "card_files"} for doc in (got["state"], expected["state"])]
    assert states[0] == states[1]


@pytest.mark.parametrize("path", LOADABLE, ids=_key)
def test_state_read_back_holds_the_input_fields(path):
    """state -> facts -> state gives back every field of the input (with the defaults a loaded state has)."""
    st = load_state(path)
    back = round_trip(path)["state"]
    want = st.to_document()
    for o in want["objects"]:
        o.setdefault("timestamp", want["objects"].index(o) + 1)
        for ce in o.get("copy_effects", []):
            ce.setdefault("timestamp", o["timestamp"])
    for i, e in enumerate(want["continuous_effects"]):
        e.setdefault("timestamp", len(want["objects"]) + i + 1)
    lib = [o for o in want["objects"] if o["zone"] == "library"]
    for j, o in enumerate(lib):
        o.setdefault("library_position", j + 1)
    # (a card the bundled library lacks, such as a TEST card, comes from the state's own card files)
    files = yaml.safe_load(Path(path).read_text(encoding="utf-8")).get("card_files")
    reloaded = state_from_document(dict(back, card_files=files) if files else back, base=Path(path).parent).to_document()
    for key in sorted(set(want) | set(reloaded)):
        if key in ("card_files", "cards"):
            continue
        if key == "objects":
            for a, b in zip(reloaded[key], want[key], strict=True):
                assert _normal(a) == _normal(b), a["id"]
        assert _normal(reloaded.get(key)) == _normal(want.get(key)), key


def _normal(v):
    """Lists the decoder writes in sorted order (ids, designations, modes) compared as sorted."""
    if isinstance(v, dict):
        return {k: _normal(x) for k, x in v.items() if x not in (None, [], {}, False, 0, "") or k in ("life", "turn")}
    if isinstance(v, list):
        items = [_normal(x) for x in v]
        return items if any(isinstance(x, dict) for x in items) else sorted(items, key=str)
    return v


def test_every_declared_field_is_in_a_round_trip_state():
    """Each x-fluent field of the state schema is set in a state of this round trip (a new field gets a value
    in tests/data/state_fields/every_field.yaml, so that its encoding and decoding are checked)."""
    import yaml

    from pyglue.schema import STATE_FIELDS

    docs = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted(DATA.glob("*.yaml"))]

    def given(fl) -> bool:
        for d in docs:
            for m in {"game": [d], "player": d["players"], "object": d["objects"],
                      "effect": d.get("continuous_effects", []),
                      "copy_effect": [ce for o in d["objects"] for ce in o.get("copy_effects") or []]}.get(
                          fl.scope, d.get(fl.scope, [])):   # (a list of items, x-items: its own scope)
                v = m.get(fl.path[0])
                if len(fl.path) == 2:
                    v = (v or {}).get(fl.path[1])
                if v not in (None, False, "", [], {}) or (fl.zero and v is not None):
                    return True
        return False

    assert [fl.path for fl in STATE_FIELDS if not given(fl)] == []


def test_state_schema_with_x_fluent_is_a_valid_json_schema():
    """`mtgasp schema state` prints the schema with its x-fluent annotations, still a valid 2020-12 schema."""
    import jsonschema

    sch = schema("state")
    jsonschema.Draft202012Validator.check_schema(sch)
    assert sch["properties"]["objects"]["items"]["properties"]["goaded_by"]["x-fluent"]["name"] == "goaded"


def _doc(**objects_extra):
    obj = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}
    return {"players": [{"name": "alice"}, {"name": "bob"}], "card_files": [], "objects": [dict(obj, **objects_extra)]}


@pytest.mark.parametrize(("extra", "path", "message"), [
    # CR 701.15a: a player goads a creature; goaded_by names players
    ({"goaded_by": ["carol"]}, "objects[0].goaded_by[0]", "'carol' is not a player"),
    # CR 108.3: an object's owner is a player
    ({"owner": "carol"}, "objects[0].owner", "'carol' is not a player"),
    # CR 607.2a: a card is exiled with an object (linked abilities)
    ({"exiled_with": "nothing", "zone": "exile"}, "objects[0].exiled_with", "unknown object 'nothing'"),
])
def test_refers_annotation_names_the_bad_reference(extra, path, message):
    """A field whose x-fluent says ``refers`` must name a player or an object: the error names the field."""
    with pytest.raises(InputError) as err:
        state_from_document(_doc(**extra), base=ROOT / "examples" / "states")
    assert (path, message) in err.value.problems


def test_refers_annotation_on_a_game_field():
    """passed (CR 117.3d) lists players: a name that isn't one is an error at passed[i]."""
    doc = _doc()
    doc["passed"] = ["alice", "carol"]
    with pytest.raises(InputError) as err:
        state_from_document(doc, base=ROOT / "examples" / "states")
    assert ("passed[1]", "'carol' is not a player") in err.value.problems


if __name__ == "__main__":   # write the fixture (on the lead branch, before a change to translate/answers)
    out = {_key(p): round_trip(p) for p in _loadable()}
    FIXTURE.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE} ({len(out)} states)", file=sys.stderr)
