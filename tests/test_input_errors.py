"""Bad input, as a new user writes it: every problem is reported, with its path, and nothing crashes.

The contract (docs/state_format.md, "A game state" and the paragraph above "A card"): game-state
and card files, YAML or JSON, are validated against the JSON Schema shipped in the package
(``mtgasp schema``) before any solving, and every problem is reported at once, each with its path in
the document (``objects[2].zone``). On the command line bad input exits with code 2 and never shows a
traceback (pyglue/cli.py module docstring).

Tests marked ``xfail(strict=True)`` pin requirements the product does not meet yet; each reason
says what goes wrong.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner, Result

from pyglue import InputError, load_cards, load_state, state_from_document
from pyglue.cli import main
from pyglue.state import schema as shipped_schema

ROOT = Path(__file__).parent.parent
SOS = (ROOT / "examples" / "cards" / "sos.yaml").resolve()
EXAMPLE_STATE = ROOT / "examples" / "states" / "croaking_counterpart.yaml"

#: A name that would be ASP syntax if it were pasted into a program instead of passed as data.
EVIL_NAME = 'Jump." :- x.'


# ---------------------------------------------------------------------------------------------
# helpers


def base_doc() -> dict[str, Any]:
    """A valid state (from examples/states/croaking_counterpart.yaml) using the SOS cards by absolute path."""
    return {
        "turn": 3,
        "active_player": "alice",
        "phase": "precombat_main",
        "step": None,
        "priority": "alice",
        "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
        "card_files": [str(SOS)],
        "objects": [
            {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
            {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice", "timestamp": 2},
            {"id": "island1", "card": "Island", "zone": "battlefield", "owner": "alice", "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "timestamp": 4},
        ],
    }


def write(tmp_path: Path, name: str, content: Any) -> Path:
    """Write ``content`` (text, bytes, or a document dumped as YAML/JSON by the suffix) to tmp_path/name."""
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    elif isinstance(content, str):
        p.write_text(content, encoding="utf-8")
    elif name.endswith(".json"):
        p.write_text(json.dumps(content), encoding="utf-8")
    else:
        p.write_text(yaml.safe_dump(content, sort_keys=False), encoding="utf-8")
    return p


def run(*args: str) -> Result:
    """Run the CLI in-process; an uncaught exception (a crash) fails the test with its type and message."""
    result = CliRunner().invoke(main, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        pytest.fail(f"crashed with {type(result.exception).__name__}: {result.exception}\n{result.output}")
    return result


def assert_input_error(result: Result, *fragments: str) -> None:
    """Bad input on the CLI: exit code 2, no traceback, and every fragment in the output."""
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == 2, f"exit {result.exit_code}, expected 2:\n{result.output}"
    for frag in fragments:
        assert frag in result.output, f"{frag!r} not in output:\n{result.output}"


def problems_of(doc: Any, base: Path | None = None) -> list[tuple[str, str]]:
    """The problems ``state_from_document`` reports for ``doc``; fails if it accepts the document."""
    with pytest.raises(InputError) as info:
        state_from_document(doc, base=base)
    probs = info.value.problems
    assert isinstance(probs, list) and all(isinstance(p, tuple) and len(p) == 2 for p in probs)
    return probs


def has(problems: list[tuple[str, str]], path: str, *fragments: str) -> bool:
    """Whether one problem sits at exactly ``path`` and its message holds every fragment."""
    return any(p == path and all(f in m for f in fragments) for p, m in problems)


def assert_problem(problems: list[tuple[str, str]], path: str, *fragments: str) -> None:
    assert has(problems, path, *fragments), f"no problem at {path!r} with {fragments}; got {problems}"


# ---------------------------------------------------------------------------------------------
# the baseline and the schema command


def test_base_state_is_valid(tmp_path):
    """The base document every other test breaks loads and derives (exit 0): otherwise a failure below
    could come from the base, not from the one thing each test breaks."""
    state = state_from_document(base_doc())
    assert sorted(state.objects) == ["aviator", "bears", "croak", "island1"]
    result = run("derive", "--json", write(tmp_path, "ok.yaml", base_doc()))
    assert result.exit_code == 0, result.output
    json.loads(result.output)


@pytest.mark.parametrize("kind", ["state", "cards", "action", "output", "serve"])
def test_schema_prints_valid_json_schema(kind):
    """`mtgasp schema KIND` prints, for each kind, JSON that parses, is itself a valid Draft 2020-12 JSON
    Schema, and is exactly the schema shipped in the package (docs/state_format.md: "a published JSON
    Schema"; Output: "a schema beside the input schema")."""
    result = run("schema", kind)
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    jsonschema.Draft202012Validator.check_schema(printed)
    assert printed == shipped_schema(kind)
    assert printed.get("title")


def test_schema_default_kind_is_state():
    """`mtgasp schema` without KIND prints the state schema (the CLI's documented default)."""
    result = run("schema")
    assert result.exit_code == 0
    assert json.loads(result.output) == shipped_schema("state")


def test_schema_unknown_kind_is_usage_error():
    """An unknown KIND is a usage error (exit 2) naming the choices, not a traceback."""
    result = run("schema", "bogus")
    assert_input_error(result, "state", "cards", "action", "output")


def test_printed_schemas_accept_shipped_examples():
    """The printed state and cards schemas accept the shipped examples, so a user can validate their own
    files with any JSON Schema tool and get the same verdict as mtgasp."""
    state_schema = json.loads(run("schema", "state").output)
    cards_schema = json.loads(run("schema", "cards").output)
    state = yaml.safe_load(EXAMPLE_STATE.read_text(encoding="utf-8"))
    cards = yaml.safe_load(SOS.read_text(encoding="utf-8"))
    assert list(jsonschema.Draft202012Validator(state_schema).iter_errors(state)) == []
    assert list(jsonschema.Draft202012Validator(cards_schema).iter_errors(cards)) == []


# ---------------------------------------------------------------------------------------------
# cross-references the issue names, each a clear error with its path


def test_unknown_card_name():
    """An object whose `card` is in neither card_files, cards nor the bundled library is an error at
    objects[i].card naming the card (docs/state_format.md: objects name cards loaded from card_files or inline
    `cards:`; issue 11: or bundled)."""
    doc = base_doc()
    doc["objects"][2]["card"] = "Timetwister"
    assert_problem(problems_of(doc), "objects[2].card", "unknown card", "Timetwister")


def test_unknown_card_in_copy_effect():
    """`copy_effects: [{card: NAME}]` copies a card's printed values (docs/state_format.md), so NAME must
    be a known card too."""
    doc = base_doc()
    doc["objects"].append({"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
                           "copy_effects": [{"card": "No Such Card"}]})
    assert_problem(problems_of(doc), "objects[4].copy_effects[0].card", "unknown card", "No Such Card")


def test_duplicate_ids():
    """Two objects with one id: the second is reported, naming the first (ids are the user's own and
    identify one object each, docs/state_format.md)."""
    doc = base_doc()
    doc["objects"][3]["id"] = "aviator"
    assert_problem(problems_of(doc), "objects[3].id", "duplicate id", "aviator", "objects[0]")


def test_duplicate_id_between_effect_and_object():
    """A continuous effect's id shares the id space with objects, so reusing an object id is an error."""
    doc = base_doc()
    doc["continuous_effects"] = [{"id": "aviator", "affects": ["aviator"], "set_colors": ["red"]}]
    assert_problem(problems_of(doc), "continuous_effects[0].id", "duplicate id")


def test_object_in_two_zones():
    """`zone: hand` but listed in `stack:` puts one object in two zones, which CR 400.1 rules out (an
    object is in exactly one zone); the error is at the stack entry and names the object's zone."""
    doc = base_doc()
    doc["stack"] = ["croak"]
    assert_problem(problems_of(doc), "stack[0]", "croak", "hand", "two zones")


def test_object_on_stack_not_listed_in_stack():
    """`zone: stack` without a `stack:` entry leaves its order unknown (docs/state_format.md: `stack` lists
    the objects on the stack, top last; CR 405.1)."""
    doc = base_doc()
    doc["objects"][1]["zone"] = "stack"
    assert_problem(problems_of(doc), "objects[1].zone", "croak", "not listed in stack")


def test_stack_entry_that_is_not_an_object():
    """A `stack:` entry must be the id of an object on the stack; an unknown id is an error there."""
    doc = base_doc()
    doc["objects"][1]["zone"] = "stack"
    doc["stack"] = ["croak", "ghost"]
    probs = problems_of(doc)
    assert_problem(probs, "stack[1]", "ghost", "not an object")
    assert not any(p.startswith("stack[0]") for p, _ in probs), probs


def test_stack_entry_twice():
    """An object is on the stack once: listing it twice is an error at the second entry."""
    doc = base_doc()
    doc["objects"][1]["zone"] = "stack"
    doc["stack"] = ["croak", "croak"]
    assert_problem(problems_of(doc), "stack[1]", "twice")


@pytest.mark.parametrize("key", ["controller", "owner"])
def test_controller_or_owner_not_a_player(key):
    """An object's controller (and owner) must be one of `players` (CR 108.3, 108.4)."""
    doc = base_doc()
    doc["objects"][0][key] = "carol"
    assert_problem(problems_of(doc), f"objects[0].{key}", "carol", "not a player")


@pytest.mark.parametrize("key", ["active_player", "priority"])
def test_active_player_and_priority_must_be_players(key):
    """active_player and priority name players (CR 102.1, 117.1)."""
    doc = base_doc()
    doc[key] = "carol"
    assert_problem(problems_of(doc), key, "carol", "not a player")


def test_other_player_references():
    """`passed`, `gain_control` of an effect, and a duplicated player name are each errors with paths."""
    doc = base_doc()
    doc["passed"] = ["carol"]
    doc["players"].append({"name": "alice"})
    doc["continuous_effects"] = [{"id": "e1", "affects": ["aviator"], "gain_control": "dave"}]
    probs = problems_of(doc)
    assert_problem(probs, "passed[0]", "carol", "not a player")
    assert_problem(probs, "players[2].name", "alice", "twice")
    assert_problem(probs, "continuous_effects[0].gain_control", "dave", "not a player")


def test_other_object_references():
    """Unknown ids in targets, copy_effects.source and effects' affects are each an error at their path
    (docs/state_format.md: `source: ID` names an object; `targets` one entry per target slot)."""
    doc = base_doc()
    doc["objects"][1].update(zone="stack", targets=["ghost1"])
    doc["stack"] = ["croak"]
    doc["objects"].append({"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
                           "copy_effects": [{"source": "ghost2"}]})
    doc["continuous_effects"] = [{"id": "e1", "affects": ["ghost3"], "set_colors": ["red"]}]
    probs = problems_of(doc)
    assert_problem(probs, "objects[1].targets[0]", "ghost1")
    assert_problem(probs, "objects[4].copy_effects[0].source", "unknown object", "ghost2")
    assert_problem(probs, "continuous_effects[0].affects[0]", "unknown object", "ghost3")


def test_step_must_belong_to_phase():
    """A step outside its phase is an error citing CR 500.1 (a main phase has no steps)."""
    doc = base_doc()
    doc["step"] = "declare_attackers"
    assert_problem(problems_of(doc), "step", "declare_attackers", "500.1")


@pytest.mark.parametrize(("ability", "path", "fragment"), [
    ("trample_ish", "cards[0].abilities[0]", "trample_ish"),
    ({"trigger": "explodes", "effect": {"counter": "target"}}, "cards[0].abilities[0].trigger", "explodes"),
    ({"spell": {"target": "creature", "effect": {"explode": 3}}}, "cards[0].abilities[0].spell.effect", "explode"),
    ({"spell": {"target": "planet", "effect": {"counter": "target"}}}, "cards[0].abilities[0].spell.target", "planet"),
    ({"spell": {"effect": {"gain_ability": "flying", "until": "next_week"}}},
     "cards[0].abilities[0].spell.effect.until", "next_week"),
])
def test_ability_outside_vocabulary(ability, path, fragment):
    """An ability outside the documented vocabulary is an error naming it, never silently dropped
    (docs/state_format.md, "Ability vocabulary"); the path points into the ability."""
    doc = base_doc()
    doc["cards"] = [{"name": "Odd Card", "types": ["creature"], "power": 1, "toughness": 1,
                     "abilities": [ability]}]
    assert_problem(problems_of(doc), path, fragment)


def test_bad_ability_in_prepare_face_and_effects():
    """Abilities are checked everywhere they occur: a prepare face (CR 722.2), an effect's
    gain_abilities, an ability object on the stack."""
    doc = base_doc()
    doc["cards"] = [{"name": "Odd Card", "types": ["creature"],
                     "prepare": {"name": "Odd Spell", "types": ["instant"], "abilities": ["zzz1"]}}]
    doc["continuous_effects"] = [{"id": "e1", "affects": ["aviator"], "gain_abilities": ["zzz2"]}]
    doc["objects"].append({"id": "trig", "zone": "stack", "owner": "alice",
                           "ability": {"source": "aviator", "text": "zzz3"}})
    doc["stack"] = ["trig"]
    probs = problems_of(doc)
    assert_problem(probs, "cards[0].prepare.abilities[0]", "zzz1", "outside the vocabulary")
    assert_problem(probs, "continuous_effects[0].gain_abilities[0]", "zzz2", "outside the vocabulary")
    assert_problem(probs, "objects[4].ability.text", "zzz3", "outside the vocabulary")


def test_a_bad_value_of_any_declared_field_is_a_problem_at_its_path():
    """Every declared field of a continuous effect, and each object field the vocabulary reads, is read as the encoder
    reads it, so a value it can't read is a problem at its path, never a crash: a mana symbol outside CR 107.4 in an
    effect's incorporate or a foretell cost an effect gave (702.143d), a color outside CR 105.1."""
    doc = base_doc()
    doc["continuous_effects"] = [{"id": "e1", "affects": ["aviator"], "incorporate": "{Q}"},
                                 {"id": "e2", "affects": ["aviator"], "add_colors": ["redd"]}]
    doc["objects"].append({"id": "ft", "card": "Grizzly Bears", "zone": "exile", "owner": "alice",
                           "foretold": {"turn": 1, "cost": "{Q}"}})
    probs = problems_of(doc)
    assert_problem(probs, "continuous_effects[0].incorporate", "{Q}", "not supported")
    assert_problem(probs, "continuous_effects[1].add_colors[0]", "redd", "not one of")
    assert_problem(probs, f"objects[{len(doc['objects']) - 1}].foretold.cost", "{Q}", "not supported")


def test_a_bad_value_of_a_waiting_item_is_a_problem_at_its_path():
    """The values kept for a copy (CR 608.2h: Mystic Reflection's waiting effect, CR 707.5; a creature's last known
    values) and a waiting triggered ability's text are read as the encoder reads them: a color outside CR 105.1 or an
    ability outside the vocabulary is a problem at its path, never a crash."""
    doc = base_doc()
    doc["last_known"] = [{"object": "gone", "values": {"colors": ["redd"]}}]
    doc["enters_as_copy_next"] = [{"source": "aviator", "copy_of": "gone", "controller": "alice",
                                   "values": {"types": ["creature"], "colors": ["bluee"]}}]
    doc["triggered"] = [{"source": "aviator", "controller": "alice", "text": "zzz4"}]
    probs = problems_of(doc)
    assert_problem(probs, "last_known[0].values.colors[0]", "redd", "not one of")
    assert_problem(probs, "enters_as_copy_next[0].values.colors[0]", "bluee", "not one of")
    assert_problem(probs, "triggered[0].text", "zzz4", "outside the vocabulary")


def test_bad_characteristics_values():
    """Colors, card types and supertypes come from fixed lists (CR 105.1, 205.2a, 205.4a): a typo is an
    error at its list index."""
    doc = base_doc()
    doc["cards"] = [{"name": "Odd Card", "types": ["creature", "creatur"], "colors": ["purple"],
                     "supertypes": ["legendery"]}]
    probs = problems_of(doc)
    assert_problem(probs, "cards[0].types[1]", "creatur")
    assert_problem(probs, "cards[0].colors[0]", "purple")
    assert_problem(probs, "cards[0].supertypes[0]", "legendery")


def test_unknown_copy_exception_key():
    """A copy exception key outside CR 707.9's characteristic keys (e.g. British `colour`) is an error
    naming the key, not silently ignored."""
    doc = base_doc()
    doc["objects"].append({"id": "tok", "token": True, "zone": "battlefield", "owner": "alice",
                           "copy_effects": [{"source": "aviator", "except": {"colour": ["green"]}}]})
    assert_problem(problems_of(doc), "objects[4].copy_effects[0].except.colour", "unknown copy exception")


def test_all_problems_reported_at_once():
    """Several independent cross-reference problems come back together in one InputError, and on the CLI
    in one run with exit 2 (docs/state_format.md: "report every problem at once")."""
    doc = base_doc()
    doc["objects"][0]["controller"] = "carol"
    doc["objects"][1]["card"] = "Nope"
    doc["objects"][3]["id"] = "aviator"
    doc["stack"] = ["island1", "ghost"]
    probs = problems_of(doc)
    for path in ("objects[0].controller", "objects[1].card", "objects[3].id", "stack[0]", "stack[1]"):
        assert any(p == path for p, _ in probs), (path, probs)


def test_cli_lists_every_problem_with_paths(tmp_path):
    """On the CLI, the same problems are printed with their paths, the count, exit code 2, no traceback."""
    doc = base_doc()
    doc["objects"][0]["controller"] = "carol"
    doc["objects"][1]["card"] = "Nope"
    doc["stack"] = ["ghost"]
    result = run("derive", write(tmp_path, "bad.yaml", doc))
    assert_input_error(result, "3 problem(s)", "objects[0].controller", "objects[1].card", "stack[0]", "bad.yaml")


@pytest.mark.parametrize("command", [["derive"], ["legal"], ["apply", None, "{action: pass}"],
                                     ["why-not", None, "{action: pass}"]])
def test_every_command_rejects_bad_state(tmp_path, command):
    """Every command that reads a state validates it first (exit 2 before any solving)."""
    doc = base_doc()
    doc["objects"][0]["card"] = "Nope"
    path = write(tmp_path, "bad.yaml", doc)
    args = [command[0], path] + [a for a in command[2:]]
    assert_input_error(run(*args), "objects[0].card", "unknown card")


def test_json_state_file_is_validated_the_same(tmp_path):
    """A JSON state file is the same document (docs/state_format.md): same problems, same paths, exit 2."""
    doc = base_doc()
    doc["objects"][2]["zone"] = "pocket"
    result = run("derive", write(tmp_path, "bad.json", doc))
    assert_input_error(result, "objects[2].zone", "pocket")


def test_valid_json_state_file_loads(tmp_path):
    """A valid JSON state derives like its YAML twin."""
    result = run("derive", "--json", write(tmp_path, "ok.json", base_doc()))
    assert result.exit_code == 0, result.output
    assert [o["id"] for o in json.loads(result.output)["objects"]] == ["aviator", "croak", "island1", "bears"]


def test_installed_command_reports_on_stderr(tmp_path):
    """The installed `mtgasp` script (not just click's test runner) prints bad-input problems on stderr
    with exit 2 and no traceback; under --json stdout holds only the JSON error object (`$defs.error` of the
    output schema), for programs reading it."""
    exe = Path(sys.executable).parent / "mtgasp"
    if not exe.exists():
        pytest.skip("mtgasp console script not installed next to this Python")
    doc = base_doc()
    doc["objects"][0]["controller"] = "carol"
    proc = subprocess.run([str(exe), "derive", "--json", str(write(tmp_path, "s.yaml", doc))],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc
    err = json.loads(proc.stdout)["error"]
    assert err["kind"] == "input" and [p["path"] for p in err["problems"]] == ["objects[0].controller"]
    assert "objects[0].controller" in proc.stderr and "Traceback" not in proc.stderr


# ---------------------------------------------------------------------------------------------
# files that are not what they should be


@pytest.mark.parametrize("text", [
    "turn: [1\nfoo: :",
    "players: [{name: alice}\nobjects: []\n",
    '{"players": [{"name": "alice"}], "objects": [}',
    "turn: !!python/name:os.system\n",
    "players:\n  - name: alice\n   life: 20\n",
])
def test_malformed_yaml_or_json(tmp_path, text):
    """Text that isn't YAML/JSON (or uses an unsafe Python tag) is one clear problem with its line, exit 2."""
    result = run("derive", write(tmp_path, "bad.yaml", text))
    assert_input_error(result, "not valid YAML/JSON", "line ")


@pytest.mark.parametrize(("text", "fragment"), [
    ("- alice\n- bob\n", "the document is a list, not a mapping"),
    ("just a string\n", "the document is a text, not a mapping"),
    ("", "the document is empty, not a mapping"),
    ("{}", "'players' is a required property"),
])
def test_document_not_a_mapping(tmp_path, text, fragment):
    """A state must be a mapping (docs/state_format.md); a list, a scalar, an empty file or an empty mapping is
    a schema error at the document itself, exit 2; its content isn't quoted (issue 16: a file that is no state
    file at all may be anything)."""
    result = run("derive", write(tmp_path, "bad.yaml", text))
    assert_input_error(result, "(document)", fragment)


def test_missing_state_file(tmp_path):
    """A state path that doesn't exist is a clear error (exit 2), not a traceback."""
    assert_input_error(run("derive", tmp_path / "nope.yaml"), "nope.yaml", "cannot read file")
    with pytest.raises(InputError) as info:
        load_state(tmp_path / "nope.yaml")
    assert "cannot read file" in info.value.problems[0][1]


@pytest.mark.parametrize("where", ["missing.yaml", "sub"])
def test_card_files_path_that_does_not_exist(tmp_path, where):
    """A card_files entry that isn't a readable file (missing, or a directory) is an error at
    card_files[i], and the state is refused (exit 2)."""
    (tmp_path / "sub").mkdir()
    doc = base_doc()
    doc["card_files"] = [where]
    path = write(tmp_path, "state.yaml", doc)
    with pytest.raises(InputError) as info:
        load_state(path)
    assert any(p.startswith("card_files[0]") and "cannot read file" in m for p, m in info.value.problems), \
        info.value.problems
    assert_input_error(run("derive", path), "card_files[0]", "cannot read file")


def test_card_files_relative_to_state_file(tmp_path, monkeypatch):
    """card_files are read relative to the state file's folder (load_state docstring), so a state
    works from any working directory (once the folder it names is on the cards path: test_file_limits.py)."""
    from pyglue.state import LIMITS

    monkeypatch.setattr(LIMITS, "cards_path", (str(tmp_path),))
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "sos.yaml").write_text(SOS.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "states").mkdir()
    doc = base_doc()
    doc["card_files"] = ["../cards/sos.yaml"]
    assert load_state(write(tmp_path / "states", "s.yaml", doc)).objects["aviator"]["card"] == "Encouraging Aviator"


def test_bad_card_file_vocabulary_reported_with_paths(tmp_path):
    """Vocabulary problems inside a card file are reported with the card's path, both by load_cards and
    through a state's card_files."""
    cards = {"cards": [{"name": "Z", "types": ["creature"], "abilities": ["zzz"]}]}
    path = write(tmp_path, "cards.yaml", cards)
    with pytest.raises(InputError) as info:
        load_cards(path)
    assert_problem(info.value.problems, "cards[0].abilities[0]", "zzz")
    doc = base_doc()
    doc["card_files"] = [str(path)]
    doc["objects"] = [{"id": "z", "card": "Z", "zone": "battlefield", "owner": "alice"}]
    assert_input_error(run("derive", write(tmp_path, "s.yaml", doc)), "card_files[0]", "cards[0].abilities[0]", "zzz")


def test_card_defined_twice_differently():
    """One name, two different definitions (inline vs card_files) is ambiguous and an error."""
    doc = base_doc()
    doc["cards"] = [{"name": "Island", "types": ["creature"], "power": 1, "toughness": 1}]
    assert_problem(problems_of(doc), "cards[0].name", "Island", "defined twice")


# ---------------------------------------------------------------------------------------------
# wrong types, unknown keys, bad mana


@pytest.mark.parametrize(("mutate", "path", "fragment"), [
    (lambda d: d["players"][0].__setitem__("life", "x"), "players[0].life", "'x' is not of type 'integer'"),
    (lambda d: d.__setitem__("turn", "five"), "turn", "not of type 'integer'"),
    (lambda d: d.__setitem__("turn", 0), "turn", "minimum"),
    (lambda d: d["objects"][0].__setitem__("timestamp", 1.5), "objects[0].timestamp", "not of type 'integer'"),
    (lambda d: d["objects"][0].__setitem__("tapped", "yes"), "objects[0].tapped", "not of type 'boolean'"),
    (lambda d: d["objects"][0].__setitem__("id", 7), "objects[0].id", "not of type 'string'"),
    (lambda d: d["objects"][0].__setitem__("zone", "pocket"), "objects[0].zone", "pocket"),
    (lambda d: d["objects"][0].__setitem__("counters", {"+1/+1": "two"}), "objects[0].counters.+1/+1", "integer"),
    (lambda d: d.__setitem__("phase", "upkeep"), "phase", "upkeep"),
    (lambda d: d.__setitem__("stack", "croak"), "stack", "not of type 'array'"),
    (lambda d: d.__setitem__("card_files", str(SOS)), "card_files", "not of type 'array'"),
    (lambda d: d.__setitem__("players", []), "players", "non-empty"),
    (lambda d: d["objects"][0].pop("zone"), "objects[0]", "'zone' is a required property"),
    (lambda d: d["objects"][0].__setitem__("designations", ["foretold"]), "objects[0].designations[0]", "foretold"),
])
def test_wrong_types_are_schema_errors(mutate, path, fragment):
    """Wrong types and values are JSON Schema errors at the field's path (the schema is the published
    contract, docs/state_format.md); e.g. `life: "x"` at players[0].life."""
    doc = base_doc()
    mutate(doc)
    assert_problem(problems_of(doc), path, fragment)


def test_wrong_type_on_cli(tmp_path):
    """`life: "x"` on the CLI: exit 2, path and message, no traceback."""
    doc = base_doc()
    doc["players"][0]["life"] = "x"
    assert_input_error(run("derive", write(tmp_path, "s.yaml", doc)), "players[0].life", "not of type 'integer'")


@pytest.mark.parametrize(("mutate", "path", "key"), [
    (lambda d: d.__setitem__("bogus", 1), "", "bogus"),
    (lambda d: d["players"][1].__setitem__("hp", 20), "players[1]", "hp"),
    (lambda d: d["objects"][0].__setitem__("colour", "red"), "objects[0]", "colour"),
    (lambda d: d.__setitem__("cards", [{"name": "Z", "types": ["land"], "flavour": "x"}]), "cards[0]", "flavour"),
    (lambda d: d["objects"].append({"id": "t", "zone": "battlefield", "owner": "alice", "token": True,
                                    "copy_effects": [{"source": "aviator", "wat": 1}]}),
     "objects[4].copy_effects[0]", "wat"),
    (lambda d: d.__setitem__("continuous_effects", [{"id": "e", "affects": ["aviator"], "add_abilities": ["flying"]}]),
     "continuous_effects[0]", "add_abilities"),
])
def test_unknown_keys_are_errors(mutate, path, key):
    """Unknown keys (typos such as `colour`, `hp`) are errors at the mapping that holds them, naming the
    key: a silently ignored typo would change the answer without telling the user."""
    doc = base_doc()
    mutate(doc)
    assert_problem(problems_of(doc), path, key, "unexpected")


@pytest.mark.parametrize(("mutate", "path", "fragment"), [
    (lambda d: d["players"][0].__setitem__("mana_pool", "{Q}"), "players[0].mana_pool", "{Q}"),
    (lambda d: d["players"][0].__setitem__("mana_pool", "{U/P}"), "players[0].mana_pool", "W, U, B, R, G or C"),
    (lambda d: d["players"][0].__setitem__("mana_pool", "UU"), "players[0].mana_pool", "outside {...}"),
    (lambda d: d["players"][0].__setitem__("mana_pool", "{2}"), "players[0].mana_pool", "W, U, B, R, G or C"),
    (lambda d: d.__setitem__("cards", [{"name": "Z", "types": ["instant"], "mana_cost": "{3/W}"}]),
     "cards[0].mana_cost", "not supported"),
    (lambda d: d["players"][0].__setitem__("mana_pool", "{G/W}"), "players[0].mana_pool", "W, U, B, R, G or C"),
    (lambda d: d.__setitem__("cards", [{"name": "Z", "types": ["instant"], "abilities": [{"foretell": "{S}"}]}]),
     "cards[0].abilities[0].foretell", "{S}"),
    (lambda d: d.__setitem__("cards", [{"name": "Z", "types": ["land"], "abilities": [{"mana": ["Q"]}]}]),
     "cards[0].abilities[0].mana", "mana letters"),
])
def test_unsupported_mana_symbols(mutate, path, fragment):
    """Mana symbols outside the supported set (numbers, W U B R G C, X, hybrids, {2/W}, Phyrexian; CR 107.4) are
    errors at their path ({3/W} is no symbol of CR 107.4; a pool holds no hybrid or Phyrexian mana, CR 106.1),
    in mana pools, mana costs, foretell costs and mana abilities; a pool holds no generic mana (CR 106.1)."""
    doc = base_doc()
    mutate(doc)
    assert_problem(problems_of(doc), path, fragment)


def test_unsupported_mana_symbol_on_cli(tmp_path):
    """The mana case on the CLI: exit 2, path, the symbol named."""
    doc = base_doc()
    doc["players"][0]["mana_pool"] = "{Q}"
    assert_input_error(run("derive", write(tmp_path, "s.yaml", doc)), "players[0].mana_pool", "{Q}", "not supported")


# ---------------------------------------------------------------------------------------------
# ACTION arguments and --player


@pytest.fixture()
def state_file(tmp_path) -> Path:
    return write(tmp_path, "state.yaml", base_doc())


@pytest.mark.parametrize("command", ["apply", "why-not"])
@pytest.mark.parametrize("action", ["[1, 2]", "pass", "null", "", "42"])
def test_action_not_a_mapping(state_file, command, action):
    """An ACTION that isn't a mapping (a list, a bare word, null, nothing) is a clear error, exit 2
    (docs/state_format.md: "An action or rules event ... is a small mapping")."""
    assert_input_error(run(command, state_file, action), "ACTION", "must be a mapping")


@pytest.mark.parametrize("command", ["apply", "why-not"])
def test_action_malformed_yaml(state_file, command):
    """An ACTION that isn't YAML/JSON is a parse error with its column, exit 2."""
    assert_input_error(run(command, state_file, "{action: pass"), "ACTION", "not valid YAML/JSON")


@pytest.mark.parametrize("command", ["apply", "why-not"])
def test_action_unknown_object(state_file, command):
    """An action naming an id that isn't an object is an error at the action's `object` field."""
    assert_input_error(run(command, state_file, "{action: cast, object: ghost}"), "object", "unknown object 'ghost'")


def test_event_unknown_object(state_file):
    """A rules event about an unknown object is an error at its field (`object`, `source`)."""
    assert_input_error(run("apply", state_file, "{event: attacks, object: ghost}"), "object", "unknown object 'ghost'")
    assert_input_error(run("apply", state_file, "{event: become_copy, object: aviator, source: ghost}"),
                       "source", "unknown object 'ghost'")


def test_action_unknown_target(state_file):
    """A cast naming a target that's neither an object nor a player is an error at targets[i]."""
    assert_input_error(run("apply", state_file, "{action: cast, object: croak, targets: [ghost]}"),
                       "targets[0]", "ghost")


def test_unknown_event_and_action_kind(state_file):
    """An event or action kind outside the action schema is an error naming it, exit 2."""
    assert_input_error(run("apply", state_file, "{event: explode, object: aviator}"), "event", "'explode'")
    assert_input_error(run("apply", state_file, "{action: dance}"), "action", "'dance'")


@pytest.mark.parametrize("action", ["{}", "{action: pass, event: resolve}", "{action: pass, when: now}",
                                    "{event: attacks, object: 5}", "{event: move, object: aviator}",
                                    "{event: attacks}"])
def test_action_shape_errors(state_file, action):
    """Empty, ambiguous (both action and event), unknown keys, wrong types and missing fields: each is
    bad input (exit 2), not a solver failure."""
    assert_input_error(run("apply", state_file, action))


@pytest.mark.parametrize("action", ["{action: pass, player: carol}",
                                    "{event: gain_control, object: aviator, player: carol}",
                                    "{event: create_token_copy, source: aviator, controller: carol}"])
def test_action_player_not_a_player(state_file, action):
    """A player field naming someone who isn't in `players` is an error at that field."""
    assert_input_error(run("apply", state_file, action), "carol", "not a player")


def test_action_from_file(tmp_path, state_file):
    """ACTION may be a YAML/JSON file; its problems are reported like inline ones."""
    path = write(tmp_path, "act.yaml", {"action": "cast", "object": "ghost"})
    assert_input_error(run("apply", state_file, path), "unknown object 'ghost'")
    path = write(tmp_path, "act.json", [1, 2])
    assert_input_error(run("apply", state_file, path), "must be a mapping")


def test_illegal_but_well_formed_action_is_exit_1(state_file):
    """A well-formed action that the rules forbid is not bad input: exit 1 with the reasons (cli.py:
    "1 the action asked about is not legal"), so scripts can tell the two apart."""
    result = run("apply", state_file, "{action: play, object: bears}")
    assert result.exit_code == 1, result.output
    assert "not legal" in result.output and "Traceback" not in result.output


def test_player_option_not_a_player(state_file):
    """`legal --player carol` when carol isn't a player is an error naming --player, exit 2."""
    assert_input_error(run("legal", state_file, "--player", "carol"), "--player", "carol", "not a player")


def test_player_option_valid(state_file):
    """`legal --player alice` lists only alice's actions (a sanity check for the test above)."""
    result = run("legal", state_file, "--player", "alice", "--json")
    assert result.exit_code == 0, result.output
    assert {a["player"] for a in json.loads(result.output)["actions"]} == {"alice"}


# ---------------------------------------------------------------------------------------------
# names and ids are plain data, never program text


def test_card_name_with_asp_syntax_is_plain_data(tmp_path):
    """A card name with quotes, dots and `:-` (`Jump." :- x.`) is data: derive shows it unchanged, in
    JSON and in the table, and nothing is injected into the ASP program."""
    doc = base_doc()
    doc["cards"] = [{"name": EVIL_NAME, "types": ["creature"], "subtypes": ['Frog". :- y.'], "power": 2,
                     "toughness": 2, "mana_cost": "{U}"}]
    doc["objects"].append({"id": "evil", "card": EVIL_NAME, "zone": "battlefield", "owner": "alice"})
    path = write(tmp_path, "s.yaml", doc)
    result = run("derive", "--json", path)
    assert result.exit_code == 0, result.output
    objs = {o["id"]: o for o in json.loads(result.output)["objects"]}
    assert objs["evil"]["characteristics"]["name"] == EVIL_NAME
    assert objs["evil"]["copiable"]["name"] == EVIL_NAME
    assert objs["evil"]["characteristics"]["subtypes"] == ['Frog". :- y.']
    assert objs["aviator"]["characteristics"]["name"] == "Encouraging Aviator"
    text = run("derive", path)
    assert text.exit_code == 0 and EVIL_NAME in text.output, text.output


def test_player_and_id_with_asp_syntax_are_plain_data(tmp_path):
    """Player names and object ids with quotes, dots, `:-` and backslashes are data too."""
    player, oid = 'al"ice.', 'x".:-\\y'
    doc = base_doc()
    doc["players"][0]["name"] = player
    doc["active_player"] = doc["priority"] = player
    for o in doc["objects"]:
        if o["owner"] == "alice":
            o["owner"] = player
    doc["objects"][0]["id"] = oid
    result = run("derive", "--json", write(tmp_path, "s.yaml", doc))
    assert result.exit_code == 0, result.output
    objs = {o["id"]: o for o in json.loads(result.output)["objects"]}
    assert objs[oid]["controller"] == player and objs[oid]["owner"] == player


def test_card_name_with_asp_syntax_in_json_file(tmp_path):
    """The same name in a JSON state file round-trips unchanged."""
    doc = base_doc()
    doc["cards"] = [{"name": EVIL_NAME, "types": ["artifact"]}]
    doc["objects"].append({"id": "evil", "card": EVIL_NAME, "zone": "battlefield", "owner": "bob"})
    result = run("derive", "--json", write(tmp_path, "s.json", doc))
    assert result.exit_code == 0, result.output
    objs = {o["id"]: o for o in json.loads(result.output)["objects"]}
    assert objs["evil"]["characteristics"]["name"] == EVIL_NAME


def test_input_error_api():
    """InputError.problems is a list of (path, message) pairs and str() lists each with its path, so API
    users get what the CLI prints."""
    doc = base_doc()
    doc["objects"][0]["controller"] = "carol"
    with pytest.raises(InputError) as info:
        state_from_document(doc, source="mine.yaml")
    err = info.value
    assert err.problems == [("objects[0].controller", "'carol' is not a player")]
    assert "mine.yaml" in str(err) and "objects[0].controller" in str(err)
    assert isinstance(err, ValueError)


# ---------------------------------------------------------------------------------------------
# requirements not met yet (bugs): strict xfails


def test_schema_and_reference_problems_reported_together():
    """docs/state_format.md: "report every problem at once". A typo'd key and an unknown card in one file
    should both be reported in one run."""
    doc = base_doc()
    doc["objects"][0]["colour"] = "red"
    doc["objects"][1]["card"] = "Nope"
    probs = problems_of(doc)
    assert_problem(probs, "objects[0]", "colour")
    assert_problem(probs, "objects[1].card", "unknown card")


def test_every_bad_ability_in_a_list_is_reported():
    """Every problem at once (docs/state_format.md) includes each bad entry of one `abilities:` list."""
    doc = base_doc()
    doc["cards"] = [{"name": "Z", "types": ["creature"], "power": 1, "toughness": 1,
                     "abilities": ["zzz", "flying", {"trigger": "explodes", "effect": {"counter": "target"}},
                                   {"spell": {"effect": {"explode": 1}}}]}]
    probs = problems_of(doc)
    assert_problem(probs, "cards[0].abilities[0]", "zzz")
    assert_problem(probs, "cards[0].abilities[2].trigger", "explodes")
    assert_problem(probs, "cards[0].abilities[3].spell.effect", "explode")


def test_card_file_schema_problems_have_paths(tmp_path):
    """Card files are validated with paths like state files (docs/state_format.md: each problem with its path)."""
    path = write(tmp_path, "cards.yaml", {"cards": [{"name": "Z", "types": ["creature"], "colour": ["red"]},
                                                    {"name": "Y", "types": ["creature"], "power": "2"}]})
    with pytest.raises(InputError) as info:
        load_cards(path)
    probs = info.value.problems
    assert_problem(probs, "cards[0]", "colour")
    assert_problem(probs, "cards[1].power", "integer")


def test_tab_indented_json_state_loads(tmp_path):
    """docs/state_format.md: "JSON is the same document": any valid JSON state must load."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(base_doc(), indent="\t"), encoding="utf-8")
    result = run("derive", "--json", path)
    assert result.exit_code == 0, result.output


def test_json_surrogate_pair_escapes(tmp_path):
    """A JSON file written by json.dumps with default ensure_ascii must load, its name decoded."""
    doc = base_doc()
    doc["cards"] = [{"name": "Frog \U0001F438", "types": ["artifact"]}]
    doc["objects"].append({"id": "frog", "card": "Frog \U0001F438", "zone": "battlefield", "owner": "bob"})
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc), encoding="ascii")
    result = run("derive", "--json", path)
    assert result.exit_code == 0, result.output
    objs = {o["id"]: o for o in json.loads(result.output)["objects"]}
    assert objs["frog"]["characteristics"]["name"] == "Frog \U0001F438"


def test_non_utf8_state_file(tmp_path):
    """A binary or Latin-1 file given as STATE is bad input: exit 2, no traceback."""
    result = run("derive", write(tmp_path, "s.yaml", b"\xff\xfeturn: 3\nname: Caf\xe9\n"))
    assert_input_error(result, "s.yaml")


def test_non_utf8_card_file(tmp_path):
    """A card_files entry pointing at a binary file is an error at card_files[0]."""
    bad = write(tmp_path, "cards.yaml", b"\x00\xff\xfe\xd0binary")
    doc = base_doc()
    doc["card_files"].append(str(bad))
    probs = problems_of(doc)
    assert any(p.startswith("card_files[1]") for p, _ in probs), probs


@pytest.mark.parametrize("mutate", [lambda d: d["players"][0].__setitem__("life", 10 ** 20),
                                    lambda d: d["objects"][0].__setitem__("timestamp", 2 ** 40)],
                         ids=["life", "timestamp"])
def test_huge_integers(tmp_path, mutate):
    """An integer too large for the solver is bad input (exit 2), not a crash."""
    doc = base_doc()
    mutate(doc)
    assert_input_error(run("derive", write(tmp_path, "s.yaml", doc)))


def test_why_not_with_rules_event(state_file):
    """why-not takes a player action (docs/state_format.md: "Player actions are checked for legality"); an event
    is bad input: exit 2 with that message, no traceback."""
    assert_input_error(run("why-not", state_file, "{event: attacks, object: aviator}"), "player action")


def test_missing_action_file(tmp_path, state_file):
    """An ACTION that looks like a YAML/JSON file name but doesn't exist should say the file can't be read."""
    result = run("apply", state_file, tmp_path / "act.yaml")
    assert_input_error(result, "act.yaml")
    assert "cannot read" in result.output or "No such file" in result.output, result.output


def test_duplicate_yaml_keys(tmp_path):
    """A state whose `objects:` key appears twice loses objects without a word; it must be an error."""
    text = (f"players: [{{name: alice}}, {{name: bob}}]\ncard_files: ['{SOS}']\n"
            "objects:\n  - {id: aviator, card: Encouraging Aviator, zone: battlefield, owner: alice}\n"
            "objects:\n  - {id: bears, card: Grizzly Bears, zone: battlefield, owner: bob}\n")
    assert_input_error(run("derive", write(tmp_path, "s.yaml", text)), "objects")


def test_unknown_key_in_foretold():
    """Unknown keys are errors everywhere, including nested status mappings such as foretold (CR 702.143a)."""
    doc = base_doc()
    doc["objects"][1].update(zone="exile", face_down=True, foretold={"turn": 2, "trun": 3})
    assert_problem(problems_of(doc), "objects[1].foretold", "trun")


def test_mana_ability_with_nested_list():
    """`{mana: [[U]]}` (an extra bracket) is a vocabulary error at its path, not a crash."""
    doc = base_doc()
    doc["cards"] = [{"name": "Z", "types": ["land"], "abilities": [{"mana": [["U"]]}]}]
    assert_problem(problems_of(doc), "cards[0].abilities[0].mana", "mana letters")


@pytest.mark.parametrize("text", ["- a\n- b\n", "title: x\n"], ids=["list", "no-state"])
def test_demo_file_with_wrong_shape(tmp_path, text):
    """The demo walk file is input too: a wrong shape is exit 2, no traceback."""
    assert_input_error(run("demo", "--file", write(tmp_path, "walk.yaml", text)))


def test_deeply_nested_document(tmp_path):
    """Pathological nesting is bad input, reported, never a crash."""
    text = "players: [{name: alice}]\nobjects: []\nnotes: " + "[" * 5000 + "]" * 5000 + "\n"
    assert_input_error(run("derive", write(tmp_path, "s.yaml", text)))
