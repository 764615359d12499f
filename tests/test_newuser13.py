"""A demanding new user, session 13: an engine developer feeding the product bad input and the Python API as an
engine loop would. Expected values are worked out from the docs (docs/cards.md, docs/python_api.md,
docs/serve.md, docs/commands/*.md) and the CR before running."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from pyglue.cli import main


def _face(name: str, **kw) -> dict:
    face = {"name": name, "manaCost": "{1}", "type": "Creature — Ox", "types": ["Creature"], "subtypes": ["Ox"],
            "supertypes": [], "colors": [], "power": "1", "toughness": "1", "text": "", "layout": "normal"}
    face.update(kw)
    return face


@pytest.mark.parametrize("printed, expected", [
    ("3.5", 3),      # an Un-card's 3½: CR 107.1a, only integers; its leading integer stands for it (not 35)
    (".5", 0),       # Little Girl's ½
    ("1e400", 1),    # no printed number; never 1400
    ("1+*", 1),      # a characteristic-defining ability (CR 604.3): the printed number stands for it
    ("*+1", 0),
    ("7-*", 7),
])
def test_a_printed_power_that_is_no_integer_stands_for_its_leading_integer_107_1a(printed, expected):
    """docs/cards.md: import reads the characteristics from the data; a power that is no integer (CR 107.1a: the
    game uses integers) is not computed, and the note says which number stands for it: the leading integer of the
    printed text, never its digits run together."""
    from pyglue.cards import convert_face
    notes: list[str] = []
    got = convert_face(_face("Test Ox", power=printed), "data.Test Ox[0]", notes)
    assert got["power"] == expected
    assert len(notes) == 1 and f"printed power {printed}" in notes[0] and f"{expected} stands for it" in notes[0]


def test_a_power_of_5000_digits_skips_that_card_and_imports_the_rest(tmp_path):
    """docs/cards.md: a value a card file can't hold is skipped and reported by name, field and reason; the other
    cards are imported (exit 0). Before, int() refused the 5000 digits and the whole file was 'not readable as JSON'."""
    src = tmp_path / "cards.json"
    src.write_text(json.dumps({"meta": {}, "data": {"Big Ox": [_face("Big Ox", power="9" * 5000)],
                                                    "Test Ox": [_face("Test Ox")]}}), encoding="utf-8")
    out = tmp_path / "out.yaml"
    r = CliRunner().invoke(main, ["cards", "import", str(src), "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert [c["name"] for c in yaml.safe_load(out.read_text(encoding="utf-8"))["cards"]] == ["Test Ox"]
    assert "Big Ox" in json.dumps(report) and "power" in json.dumps(report)


EXAMPLE = "examples/states/croaking_counterpart.yaml"


def _doc() -> dict:
    from .conftest import ROOT
    return yaml.safe_load((ROOT / EXAMPLE).read_text(encoding="utf-8"))


def test_a_float_where_an_integer_belongs_is_a_problem_at_its_path_107_1():
    """docs/state_format.md: every number is an integer (CR 107.1: the game uses integers); a JSON writer's 20.0
    was taken by the schema (JSON Schema counts 20.0 as an integer) and then crashed clingo's Number with a
    TypeError traceback. Now it is an InputError naming each path."""
    from pyglue.state import InputError, state_from_document
    doc = _doc()
    doc["turn"] = 3.0
    doc["players"][0]["life"] = 20.0
    with pytest.raises(InputError) as exc:
        state_from_document(doc)
    paths = sorted(p for p, _ in exc.value.problems)
    assert paths == ["players[0].life", "turn"], exc.value.problems
    assert all("20.0" in m or "3.0" in m for _, m in exc.value.problems)


def test_an_action_with_x_2_0_exits_2_naming_x_on_the_cli():
    """An action's x (CR 107.3) of 2.0 was a traceback (exit 1); it is bad input: exit 2, naming `x`."""
    from .conftest import ROOT
    r = CliRunner().invoke(main, ["apply", str(ROOT / EXAMPLE), "{action: cast, object: croak, x: 2.0}"])
    assert r.exit_code == 2, r.output
    assert "x: 2.0 is not of type 'integer'" in r.output and "Traceback" not in r.output


def test_serve_push_of_move_1_0_is_a_bad_request_not_an_internal_error():
    """docs/serve.md: a field of the wrong type is `bad_request` naming the field; `"move": 1.0` was an `internal`
    error (list indices must be integers)."""
    from pyglue.serve import Server
    from pyglue.solve import Engine
    server = Server(Engine())
    server.handle({"id": 1, "command": "load", "state": _doc()})
    assert server.handle({"id": 2, "command": "game", "state": "s1"})["ok"]
    r = server.handle({"id": 3, "command": "push", "game": "g1", "move": 1.0})
    assert (r["ok"], r["error"]["kind"], [p["path"] for p in r["error"]["problems"]]) == (False, "bad_request", ["move"])


def test_every_integer_of_the_state_schema_is_bounded_below_clingos_numbers():
    """A number past clingo's 32-bit integers crashed the translation (OverflowError: int too big to convert) when
    the schema gave it no maximum (regeneration_shields, CR 701.19a; exhausted, 702.177a): every integer the state
    schema declares has a maximum clingo's Number can carry."""
    from pyglue.validation import schema
    unbounded: list[str] = []

    def walk(node, path):
        if isinstance(node, dict):
            if node.get("type") == "integer" and not node.get("maximum", 2 ** 31) < 2 ** 31:
                unbounded.append(path)
            for k, v in node.items():
                walk(v, f"{path}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")
    for kind in ("state", "cards", "action"):
        walk(schema(kind), kind)
    assert unbounded == []


@pytest.mark.parametrize("key, value", [("regeneration_shields", 10 ** 30), ("exhausted", [10 ** 30])])
def test_a_huge_number_of_regeneration_shields_is_a_problem_at_its_path(key, value):
    from pyglue.state import InputError, state_from_document
    doc = _doc()
    doc["objects"][0][key] = value
    with pytest.raises(InputError) as exc:
        state_from_document(doc)
    assert [p for p, _ in exc.value.problems] == [f"objects[0].{key}" + ("[0]" if key == "exhausted" else "")]


def test_mana_for_foretell_that_is_no_mana_is_a_problem_at_its_path_106_6():
    """players[].mana_for_foretell is mana written as symbols (docs: "{W}{U}", CR 106.6), as mana_pool is: text
    outside symbols was a VocabularyError traceback on the CLI; it is bad input naming the field (exit 2)."""
    from pyglue.state import InputError, state_from_document
    doc = _doc()
    doc["players"][0]["mana_for_foretell"] = "two blue"
    with pytest.raises(InputError) as exc:
        state_from_document(doc)
    assert [p for p, _ in exc.value.problems] == ["players[0].mana_for_foretell"]
    assert "outside {...} symbols" in exc.value.problems[0][1]


@pytest.mark.parametrize("key", ["power", "toughness"])
def test_a_copy_exception_of_power_10_30_is_a_problem_at_its_path_707_9b(key):
    """A copy effect's exception sets a characteristic (CR 707.9b); a power past what a card file may hold (its schema:
    at most 10^9) was an OverflowError traceback in clingo's Number; it is a problem at its path."""
    from pyglue.state import InputError, state_from_document
    from .conftest import ROOT
    path = ROOT / "examples/states/cr707_9d_quicksilver_gargantuan.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    where = next((i, j) for i, o in enumerate(doc["objects"]) for j, e in enumerate(o.get("copy_effects", []))
                 if key in e.get("except", {}))
    doc["objects"][where[0]]["copy_effects"][where[1]]["except"][key] = 10 ** 30
    with pytest.raises(InputError) as exc:
        state_from_document(doc, base=path.parent, source=str(path))
    assert [p for p, _ in exc.value.problems] == [f"objects[{where[0]}].copy_effects[{where[1]}].except.{key}"]
    assert "from -1000000000 to 1000000000" in exc.value.problems[0][1]


def _with_card(abilities: list) -> dict:
    doc = _doc()
    doc["cards"] = [{"name": "Test Ox", "types": ["creature"], "subtypes": ["Ox"], "power": 1, "toughness": 1,
                     "abilities": abilities}]   # a test card, not a real one
    doc["objects"].append({"id": "ox", "card": "Test Ox", "zone": "battlefield", "owner": "alice", "timestamp": 50})
    return doc


@pytest.mark.parametrize("ability, path, fragment", [
    ([], "cards[0].abilities[0]", "not a list of 0 item(s)"),                  # was a VocabularyError traceback
    (["flying"], "cards[0].abilities[0]", "not a list of 1 item(s)"),
    ({"static": []}, "cards[0].abilities[0].static", "got []"),               # was TypeError: unhashable type
    ({"static": {"x": 1}}, "cards[0].abilities[0].static", "got {'x': 1}"),
])
def test_an_ability_of_the_wrong_shape_in_an_inline_card_is_a_problem_at_its_path(ability, path, fragment):
    """docs/state_format.md: an ability outside the vocabulary is an error naming it; a list where one ability
    belongs, or a list/mapping where a static ability's name belongs, escaped as a traceback."""
    from pyglue.state import InputError, state_from_document
    with pytest.raises(InputError) as exc:
        state_from_document(_with_card([ability]))
    assert [p for p, _ in exc.value.problems] == [path], exc.value.problems
    assert fragment in exc.value.problems[0][1]


def test_an_empty_state_path_is_named_as_empty_exit_2():
    """`mtgasp legal ""` said "error: 1 problem(s) / cannot read file: not a regular file" (the empty path is the
    working directory), naming no file; it says the path is empty."""
    r = CliRunner().invoke(main, ["legal", ""])
    assert r.exit_code == 2 and "cannot read file: the path is empty" in r.output and "Traceback" not in r.output


@pytest.mark.parametrize("args", [
    ["apply", EXAMPLE, "{action: pass}", "--out", ""],
    ["cards", "import", "CARDS", "--out", ""],
])
def test_an_empty_out_path_is_refused_not_taken_as_no_out(args, tmp_path, monkeypatch):
    """docs/commands/apply.md, cards.md: --out names where to write; "" was taken as no --out (apply wrote nothing and
    exited 0, cards import printed the card file on stdout). It is a usage error (exit 2) and nothing is printed
    as a result."""
    from .conftest import ROOT
    src = tmp_path / "cards.json"
    src.write_text(json.dumps({"meta": {}, "data": {"Test Ox": [_face("Test Ox")]}}), encoding="utf-8")
    args = [str(ROOT / a) if a == EXAMPLE else str(src) if a == "CARDS" else a for a in args]
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 2 and "'--out': the path is empty" in r.output
    assert "resulting state" not in r.output and "cards:" not in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.json"]


def test_serve_load_of_an_empty_path_is_a_bad_request_at_path():
    from pyglue.serve import Server
    from pyglue.solve import Engine
    r = Server(Engine()).handle({"id": 1, "command": "load", "path": ""})
    assert (r["ok"], r["error"]["kind"], [p["path"] for p in r["error"]["problems"]]) == (False, "bad_request", ["path"])


def test_load_state_of_a_mapping_is_a_type_error_saying_where_a_document_goes():
    """docs/python_api.md: a queries' state may be a document, but load_state reads a file; given the document it
    raised Python's own "expected str, bytes or os.PathLike object, not dict" from deep inside."""
    from pyglue import load_state
    with pytest.raises(TypeError, match=r"load_state takes the path of a state file .* not dict; .*Engine"):
        load_state(_doc())


def test_an_empty_card_file_name_is_a_schema_problem_at_its_path():
    """card_files: [""] said "card_files[0] (): cannot read file: not a regular file" (the state's own folder)."""
    from pyglue.state import InputError, state_from_document
    doc = _doc()
    doc["card_files"] = [""]
    with pytest.raises(InputError) as exc:
        state_from_document(doc)
    assert exc.value.problems == [("card_files[0]", "'' should be non-empty")]


def test_why_of_an_atom_with_a_variable_says_so_on_one_line():
    """docs/commands/why.md: `why STATE ATOM` takes an atom with its time argument; a pattern with a variable printed
    clingo's three-line "<string>:1:16: error: unexpected token:\\nZ\\n"; it is one line naming the token, and says
    what an atom is."""
    from .conftest import ROOT
    r = CliRunner().invoke(main, ["why", str(ROOT / EXAMPLE), "zone(aviator, Z)"])
    assert r.exit_code == 2
    line = next(x for x in r.output.splitlines() if x.strip().startswith("ATOM:"))
    assert "unexpected token: Z" in line and "no variables" in line and "<string>" not in r.output


def test_an_illegal_action_after_the_game_is_over_says_no_player_can_104_1(engine):
    """Pushing a pass once the game is over (CR 104.1: nobody has priority, 117.3a) raised "nobody can't {'action':
    'pass'}", which says everyone can; it says "no player can", as serve's error names "no player"."""
    from pyglue import Game, load_state
    from pyglue.solve import IllegalAction
    from .conftest import ROOT
    game = Game(load_state(ROOT / "examples/states/last_draw.yaml"))
    while not game.is_game_over():   # docs/python_api.md's play.py: alice wins as bob draws from an empty library
        game.push(game.legal_moves[0])
    with pytest.raises(IllegalAction) as exc:
        game.push({"action": "pass"})
    assert str(exc.value).startswith("no player can {'action': 'pass'}: game_over (CR 104.1)")


def test_legal_with_no_legal_action_says_so_under_the_table():
    """`mtgasp legal STATE --player bob` while alice holds priority (CR 117.1) printed an empty table and nothing
    else; a line says there is no legal action now and where to ask why."""
    from .conftest import ROOT
    r = CliRunner().invoke(main, ["legal", str(ROOT / EXAMPLE), "--player", "bob"])
    assert r.exit_code == 0 and "no legal action now" in r.output and "why-not" in r.output
    r = CliRunner().invoke(main, ["legal", str(ROOT / EXAMPLE)])
    assert r.exit_code == 0 and "no legal action" not in r.output


@pytest.mark.parametrize("payment", [["forest1", "island1", "island2", "island3"], []])
def test_why_not_and_apply_agree_on_an_explicit_payment_601_2h(engine, payment):
    """docs/commands/why-not.md: apply exits 1 on an illegal action because it has no resulting state, so an action
    why-not calls legal has one. CR 601.2h: the player pays the total cost ({1}{G}{U}) with the sources named;
    with none ([]) it can't be paid, as with [forest1] alone (which both call illegal today)."""
    from pyglue import load_state
    from pyglue.solve import IllegalAction
    from .conftest import ROOT
    state = load_state(ROOT / EXAMPLE)
    action = {"action": "cast", "object": "croak", "targets": ["aviator"], "payment": payment}
    legal = engine.why_not(state, action).legal
    try:
        outcomes = engine.apply(state, action)
    except IllegalAction:
        outcomes = []
    assert legal == bool(outcomes)
    if not payment:   # nothing pays {1}{G}{U}: not legal (CR 601.2h)
        assert not legal


def test_why_not_of_an_empty_targets_list_reads_whole_601_2c(engine):
    """action schema: `targets: []` chooses none, so Croaking Counterpart (which requires a target, CR 601.2c) can't
    be cast; the sentence said "(targets:  chooses none)": its "[]" was read as an empty optional part of the
    pattern and dropped."""
    from pyglue import load_state
    from pyglue.render import why_not_text
    from .conftest import ROOT
    state = load_state(ROOT / EXAMPLE)
    w = engine.why_not(state, {"action": "cast", "object": "croak", "targets": []})
    assert not w.legal
    text = why_not_text(w, state)
    assert "an empty targets list chooses none" in text and "  chooses" not in text


def test_every_optional_part_of_a_sentence_pattern_holds_a_placeholder():
    """pyglue/data/sentences.json: a `[...]` part of a pattern is left out when a value in it is empty; one with no
    placeholder (the "[]" of `targets: []`) loses its brackets and reads wrong. Each holds one."""
    import re
    from .conftest import ROOT
    data = json.loads((ROOT / "pyglue/data/sentences.json").read_text(encoding="utf-8"))
    bad = [(section, key, m.group(0)) for section, pats in data.items() if isinstance(pats, dict)
           for key, pat in pats.items() if isinstance(pat, str)
           for m in re.finditer(r"\[([^\[\]]*)\]", pat) if not re.search(r"\{\w+\}", m.group(1))]
    assert bad == []


def test_an_edited_document_of_a_state_is_answered_afresh_117_1a(engine):
    """docs/python_api.md: a GameState is a value; an engine loop edits its document (`to_document()`) and passes
    that. With Croaking Counterpart moved from hand to the graveyard, alice may no longer cast it (CR 601.3: it is
    cast from hand), and a bad edit is an InputError at its path."""
    from pyglue import load_state
    from pyglue.state import InputError
    from .conftest import ROOT
    state = load_state(ROOT / EXAMPLE)
    doc = state.to_document()
    next(o for o in doc["objects"] if o["id"] == "croak")["zone"] = "graveyard"
    assert [a.action["action"] for a in engine.legal_actions(doc, player="alice")] == ["pass"]
    doc["players"][0]["life"] = "x"
    with pytest.raises(InputError) as exc:
        engine.legal_actions(doc)
    assert [p for p, _ in exc.value.problems] == ["players[0].life"]


def test_cache_build_into_a_file_is_an_error_that_builds_nothing(tmp_path, monkeypatch):
    """docs/cache.md: a query warns about a cache folder it can't write and builds in memory; `cache build`, whose
    only work is the cache, did the same (about 25 s), printed "8 entries, 0 built" and exited 0. It exits 2 naming
    the folder and why ("File exists" said as "a file is there, not a folder"), building nothing."""
    blocker = tmp_path / "cache"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("MTGASP_CACHE_DIR", str(blocker))
    r = CliRunner().invoke(main, ["cache", "build"])
    assert r.exit_code == 2, r.output
    assert f"the cache folder {blocker} can't be written (a file is there, not a folder)" in r.output
    assert "built (" not in r.output and blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("extra", [[], ["--decisions"]])
def test_explore_with_an_empty_goal_is_refused_exit_2(extra):
    """docs/commands/explore.md: GOAL is a named goal or a rule body over T; `--goal ""` became "goal(T) :- .",
    which holds everywhere: " holds in the state as given (0 steps)", exit 0. It is bad input naming --goal."""
    from .conftest import ROOT
    r = CliRunner().invoke(main, ["explore", str(ROOT / EXAMPLE), "--goal", "  "] + extra)
    assert r.exit_code == 2 and "--goal: empty" in r.output and "holds in the state" not in r.output


def test_a_tapped_card_in_a_hand_is_impossible_input_110_5d(engine):
    """CR 110.5d: only permanents have status; cards not on the battlefield are neither tapped nor untapped. A state
    with Croaking Counterpart tapped in alice's hand is impossible input: docs/limits.md, either refused as it is
    read (input.lp) or warned about as a broken state invariant naming croak."""
    from pyglue.state import InputError, state_from_document
    doc = _doc()
    next(o for o in doc["objects"] if o["id"] == "croak")["tapped"] = True
    try:
        state = state_from_document(doc)
    except InputError as exc:
        assert any("croak" in p or "objects[1]" in p for p, _ in exc.problems)
        return
    assert any("croak" in str(objs) for _, _, objs in engine.input_violations(state))


@pytest.mark.parametrize("ability, near", [
    ({"enters_as_copi": "creature"}, "enters_as_copy"),   # one key misspelt: the ~150 templates were all listed
    ("flyng", "flying"),                                   # a keyword misspelt: the ~65 keywords were all listed
    ({"trigger": "entersx", "effect": {"draw": 1}}, "enters"),              # ~200 trigger events
    ({"spell": {"target": "creaturex", "effect": "counter"}}, "creature"),  # ~160 targets
])
def test_a_misspelt_ability_names_the_closest_templates_not_all_of_them(ability, near):
    """docs/state_format.md: an ability outside the vocabulary is an error naming it. The message listed every
    template (about 2,900 characters for a key); it names the closest and counts the rest, saying where they are."""
    from pyglue.state import InputError, state_from_document
    with pytest.raises(InputError) as exc:
        state_from_document(_with_card([ability]))
    [(path, message)] = exc.value.problems
    assert path.startswith("cards[0].abilities[0]") and near in message and " in all: `mtgasp schema cards`" in message
    assert len(message) < 600
