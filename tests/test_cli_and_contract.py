"""Packaging, the fact vocabulary contract, the CLI, and the stable JSON output."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from pyglue import Engine, load_state
from pyglue.cli import main
from pyglue.schema import FLUENTS, OUTPUT, STATIC, declared_inputs
from pyglue.state import schema
from pyglue.translate import state_facts

from .conftest import EXAMPLES, manual_text, make_state, undecided_by_grounding

STATE = str(EXAMPLES / "states" / "croaking_counterpart.yaml")
RULES = resources.files("rules_asp")


def _lp_files():
    with resources.as_file(RULES) as root:
        return sorted(Path(root).rglob("*.lp"))


def test_rules_ship_as_package_data():
    """Issue point 1: the .lp files are found through importlib.resources (main.lp and its includes)."""
    names = {p.name for p in _lp_files()}
    assert {"main.lp", "defined.lp", "show.lp", "copy.lp", "prepare.lp", "objects.lp", "casting.lp"} <= names


def test_every_lp_file_opens_with_its_cr_section():
    """STYLE.md: each .lp file opens with a %# title naming its CR section (or its role)."""
    for p in _lp_files():
        first = p.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("%# "), p.name


def _cr_rule_numbers() -> set[str]:
    """The rule numbers of the CR edition mtgasp cites and ships (pyglue/data/cr/, pyglue.crtext)."""
    from pyglue import crtext

    return set(crtext.rules())


def test_every_cited_rule_exists_in_the_cr():
    """DESIGN.md: every CR rule number the rules and the vocabulary data cite exists in the CR (the edition shipped
    as package data, so the test runs in any clone)."""
    known = _cr_rule_numbers()
    cited = set()
    for p in _lp_files():
        cited |= set(re.findall(r"\b(?:1\d\d|[2-9]\d\d)\.\d+[a-z]?\b", p.read_text(encoding="utf-8")))
    import json
    vocab = json.loads((EXAMPLES.parent / "pyglue" / "data" / "vocabulary.json").read_text(encoding="utf-8"))
    cited |= {r for t in vocab["templates"].values() for r in t.get("cr", [])}
    assert sorted(r for r in cited if r not in known) == []


def test_the_cited_edition_is_named_where_people_read_it():
    """README.md and rules_asp/main.lp name the edition the rules cite, the one pyglue/data/cr/ ships."""
    from pyglue import crtext

    root = Path(__file__).resolve().parents[1]
    assert crtext.EDITION_NAME.endswith("September 25, 2026")
    assert "September 25, 2026" in (root / "README.md").read_text(encoding="utf-8")
    assert "September 25, 2026" in (root / "rules_asp" / "main.lp").read_text(encoding="utf-8")


def test_the_september_2026_renumbering_is_cited_by_its_new_numbers():
    """CR 601 (September 25, 2026 edition): a new 601.5 moved the April rules 601.5-601.7 to 601.6-601.8, so 601.5a
    and 601.6b are gone; CR 310 and 704.5: the September edition renumbered battles (310.8 became 310.9, 310.10
    became 310.11, 310.11 became 310.12) and the battle state-based actions (704.5w-x became 704.5x-y). No rule the
    project cites is one the new edition removed. Re-check these sections (601, 310, 506, 704.5) against each new
    edition."""
    known = _cr_rule_numbers()
    for gone in ("601.5a", "601.6b", "310.8a", "310.11a", "506.7a"):
        assert gone not in known
    for new in ("601.5", "601.8", "310.9a", "310.12a", "704.5y", "707.12a", "111.10w", "111.10x", "701.69", "701.70",
                "701.71"):
        assert new in known


def test_no_clingo_warnings_on_the_example(engine):
    """STYLE.md: grounding with --warn=all gives no warnings (the engine fixture fails on any)."""
    st = load_state(STATE)
    engine.derive(st)
    engine.legal_actions(st)


def test_encoded_facts_use_only_the_vocabulary():
    """Issue point 5: every fact the encoder produces is a predicate of pyglue.schema's table or an input the rules
    declare (``#defined`` in rules_asp/defined.lp, the input contract; issue 26 item 3)."""
    names = {(c.name, c.arity) for c in FLUENTS + STATIC + OUTPUT}
    names |= {(name, n) for name, arities in declared_inputs().items() for n in arities}
    st = load_state(STATE)
    for sym in state_facts(st):
        assert (sym.name, len(sym.arguments)) in names
        if sym.name == "true":
            inner = sym.arguments[0]
            assert (inner.name, len(inner.arguments)) in names, inner


def test_card_name_with_quotes_dots_and_rule_syntax_is_data(engine):
    """Issue point 5: a card named `Jump." :- x.` is plain data; derive shows it unchanged."""
    evil = 'Jump." :- x. #show y. %*'
    card = {"name": evil, "mana_cost": "{U}", "types": ["creature"], "subtypes": ['Fr"og :- a.'], "power": 1,
            "toughness": 1}
    s = make_state([{"id": 'o."x', "card": evil, "zone": "battlefield", "owner": "alice"}], cards=[card])
    ch = engine.derive(s).object('o."x').characteristics
    assert (ch["name"], ch["subtypes"]) == (evil, ['Fr"og :- a.'])


def test_outputs_match_the_output_schema(engine):
    """The --json contract: each output validates against output.schema.json."""
    out = schema("output")
    st = load_state(STATE)
    docs = [engine.derive(st).to_json(), engine.legal_actions(st).to_json(),
            engine.why_not(st, {"action": "cast", "object": "croak"}).to_json(),
            [o.to_json() for o in engine.apply(st, {"action": "pass"})]]
    for d in docs:
        jsonschema.validate(json.loads(json.dumps(d)), out)


@pytest.mark.parametrize("args", [["derive", STATE, "--json"], ["legal", STATE, "--json"],
                                  ["why-not", STATE, "{action: cast, object: croak}", "--json"],
                                  ["apply", STATE, "{action: cast, object: croak, targets: [aviator]}", "--json"]])
def test_json_output_is_stable(args):
    """DESIGN.md: the same input gives the same bytes."""
    r1 = CliRunner().invoke(main, args)
    r2 = CliRunner().invoke(main, args)
    assert r1.exit_code == 0, r1.output
    assert r1.output == r2.output
    json.loads(r1.output)


def test_cli_human_output_marks_copies(tmp_path):
    """Issue point 7: a readable table per zone; copies marked with what they copy."""
    r = CliRunner().invoke(main, ["apply", STATE, "{action: cast, object: croak, targets: [aviator], "
                                  "payment: [forest1, island1, island2]}", "--out", str(tmp_path)])
    assert r.exit_code == 0, r.output
    s1 = tmp_path / "001.yaml"
    for _ in range(2):
        r = CliRunner().invoke(main, ["apply", str(s1), "{action: pass}", "--out", str(tmp_path)])
        assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["derive", str(s1)])
    assert r.exit_code == 0
    assert "copy of" in r.output and "battlefield" in r.output and "graveyard" in r.output


def test_apply_out_writes_states_that_load_again(tmp_path):
    """Issue point 7: `apply --out DIR` writes each resulting state as a file that loads again."""
    r = CliRunner().invoke(main, ["apply", STATE, "{action: cast, object: croak, targets: [aviator]}", "--out",
                                  str(tmp_path)])
    assert r.exit_code == 0, r.output
    files = sorted(tmp_path.glob("*.yaml"))
    assert len(files) == 3  # CR 601.2h: three ways to choose which two of the three Islands pay
    for f in files:
        st = load_state(f)
        assert st.doc["stack"] == ["croak"]


def test_apply_illegal_action_says_why(tmp_path):
    """An illegal action is refused with its failed conditions and CR rules (exit code 1)."""
    r = CliRunner().invoke(main, ["apply", STATE, "{action: cast, object: croak, player: bob}"])
    assert r.exit_code == 1
    assert "117.1" in r.output and "601.3" in r.output


def test_legal_player_filter():
    """`legal --player P` lists only P's actions (here bob has none: alice holds priority, CR 117.1); no warning:
    Croaking Counterpart's flashback is acted on (CR 702.34a, tests/test_flashback.py)."""
    r = CliRunner().invoke(main, ["legal", STATE, "--player", "bob", "--json"])
    assert r.exit_code == 0 and json.loads(r.output) == {"actions": [], "warnings": []}


def test_schema_command_prints_the_shipped_schema():
    """Issue point 3: `mtgasp schema` prints the JSON Schema shipped in the package."""
    r = CliRunner().invoke(main, ["schema"])
    assert r.exit_code == 0 and json.loads(r.output) == schema("state")


def test_demo_walks_the_prepare_lifecycle():
    """Issue 5: the lifecycle walk: enters prepared (722.3a), the copy is cast (601.2i), prepared again on
    attack, the new controller may cast it (ruling R3), and it ceases when the permanent leaves (704.5e)."""
    r = CliRunner().invoke(main, ["demo", "--walk", "prepare_lifecycle"])
    assert r.exit_code == 0, r.output
    # (issue 28 item 5: each event a sentence with its rule; two Regrowth copies are told apart by their ids)
    for line in ("Emeritus of Abundance enters prepared (CR 722.3a)",
                 "Emeritus of Abundance became unprepared (CR 601.2i)",
                 "Emeritus of Abundance became prepared (CR 722.3a)",
                 "bob gained control of Emeritus of Abundance (CR 613.1b)",
                 "Regrowth (emab.prepare_copy.17) ceased to exist (CR 704.5e)"):
        assert line in r.output
    # (the id carries the copy's timestamp: .17, as Alice's draw-step card took a timestamp first, CR 613.7d)
    assert "bob      cast emab.prepare_copy.17 mana   bdead" in r.output
    # (session 6 trial, moved here from tests/test_cli_trial.py so that the walk runs once: prepare_lifecycle has
    # steps with only `do`, whose heading is "-- step N" with no dangling colon)
    assert "-- step 2\n" in r.output
    assert not any(line.rstrip().endswith(":") and line.startswith("-- step") for line in r.output.splitlines())


def test_demo_walks_the_example():
    """Issue point 9: `mtgasp demo` walks the CR 722.3c example and shows the Jump copy in exile. Issue 12 point
    6: through real actions only, no what-if event: the token is summoning sick in turn 3 (CR 302.6), so the
    walk passes through Alice's and Bob's turns, each declaring no attackers (508.1, then 508.8 skips blockers
    and damage), to Alice's turn 5, where the token is declared as an attacker. Timestamps (613.7): the spell 8,
    the token 9; Bob's draw in turn 4 and Alice's in turn 5 (504.1) and the trigger put on the stack take the
    next ones, so the prepare copy made as the trigger resolves is .13."""
    r = CliRunner().invoke(main, ["demo", "--walk", "cr_722_3c"])
    assert r.exit_code == 0, r.output
    assert '"event"' not in r.output
    # (issue 28 item 5: each event a sentence with its rule; the token and the Aviator share a name, so the
    # token is told by its id)
    assert r.output.count("the declare blockers step was skipped (CR 508.8)") == 2
    assert "Encouraging Aviator (croak.token.9) attacks (CR 508.1)" in r.output
    assert "Jump was created in exile as the prepare copy of Encouraging Aviator (croak.token.9) (CR 722.3c)" \
        in r.output
    assert "Encouraging Aviator (croak.token.9) became unprepared (CR 601.2i)" in r.output
    assert "Jump ceased to exist (CR 704.5e)" in r.output
    assert "exile" in r.output and "Jump" in r.output


def test_engine_reuses_parsed_rules():
    """Issue point 6: the rules are parsed once per process; every Engine shares them."""
    assert Engine().program is Engine().program


def test_apply_keeps_every_object_field_it_does_not_change(engine):
    """Nothing is lost or corrupted by a step that doesn't touch an object: passing priority
    (CR 117.3d) changes only who holds priority; every object field comes back as it was."""
    objects = [
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "controller": "bob",
         "tapped": True, "timestamp": 4, "designations": ["prepared"], "counters": {"+1/+1": 2}, "damage": 1,
         "attacking": True},
        {"id": "jump", "zone": "exile", "owner": "bob", "copy": True, "prepare_copy_of": "aviator", "timestamp": 5,
         "copy_effects": [{"prepare_of": "aviator", "timestamp": 5}]},
        {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 6,
         "characteristics": {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
                             "power": 1, "toughness": 1}},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 7, "phased_out": True,
         "copy_effects": [{"source": "aviator", "except": {"power": 1, "subtypes": ["Frog"], "retain": ["colors"]},
                           "timestamp": 7}]},
        {"id": "fd", "card": "Grizzly Bears", "zone": "exile", "owner": "bob", "face_down": True,
         "foretold": {"turn": 2}, "timestamp": 8},
        {"id": "sp", "card": "Croaking Counterpart", "zone": "stack", "owner": "alice", "controller": "alice",
         "targets": ["aviator"], "cast_with": "mana", "x": 3, "kicked": True, "timestamp": 9},
    ]
    s = make_state(objects, stack=["sp"], passed=[],
                   continuous_effects=[{"id": "e1", "affects": ["aviator"], "gain_control": "bob", "timestamp": 10},
                                       {"id": "e2", "affects": ["tok"], "set_colors": ["red"], "modify_pt": [1, 0],
                                        "until": "end_of_turn", "timestamp": 11}])
    (out,) = engine.apply(s, {"action": "pass"}, settle=False)
    assert out.state.doc["objects"] == s.doc["objects"]
    assert out.state.doc["continuous_effects"] == s.doc["continuous_effects"]
    assert (out.state.doc["priority"], out.state.doc["passed"]) == ("bob", ["alice"])


def test_readme_has_two_setup_commands_and_ci_runs_the_test_one():
    """Issue point 2: README gives exactly two set-up commands (demo, tests); .ci/run runs the test one."""
    root = EXAMPLES.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.*?)\n```", setup, flags=re.S)
    assert len(commands) == 2
    assert commands[0].endswith("mtgasp demo")
    assert "pytest" in commands[1]
    ci = (root / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci


@pytest.mark.parametrize("mode", ["derive", "legal"])
def test_derive_and_legal_are_decided_by_grounding(mode):
    """DESIGN.md: derive and legal are stratified rules with no choices, so grounding alone decides every
    atom (each is a fact). A negation inside the copy recursion once broke this and cost 100x at 10,000
    objects; this state has copies of copies, exceptions and a prepare copy to exercise that recursion.
    Conditional instructions (CR 608.2c "Then if ...") once put the targeting and cost rules in a recursive
    component with resolving (almost 600 atoms left undecided here)."""
    st = make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice",
         "designations": ["prepared"]},
        {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "aviator",
         "copy_effects": [{"prepare_of": "aviator"}]},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "bob",
         "copy_effects": [{"source": "aviator", "except": {"subtypes": ["Frog"], "power": 1}}]},
        {"id": "frog2", "token": True, "zone": "battlefield", "owner": "bob",
         "copy_effects": [{"source": "frog", "except": {"retain": ["colors"]}}]},
        {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"}])
    assert undecided_by_grounding(st, mode) == []


def test_cli_derive_as_and_options():
    """`derive --as PLAYER` withholds what that player can't see (Bob can't see Alice's hand, CR 402.3);
    an unknown --as player or --option is bad input (exit 2)."""
    r = CliRunner().invoke(main, ["derive", STATE, "--as", "bob", "--json"])
    assert r.exit_code == 0, r.output
    objs = {o["id"]: o for o in json.loads(r.output)["objects"]}
    # (issue 27: a hidden card's id is opaque, hidden:OWNER:ZONE:N, as the user's id may name the card)
    assert "croak" not in objs
    hidden = objs["hidden:alice:hand:1"]
    assert hidden["hidden"] is True and hidden["characteristics"]["name"] is None
    assert objs["aviator"]["hidden"] is False
    assert CliRunner().invoke(main, ["derive", STATE, "--as", "carol"]).exit_code == 2
    r = CliRunner().invoke(main, ["--option", "nonsense", "derive", STATE])
    assert r.exit_code == 2 and "unknown option" in r.output
    r = CliRunner().invoke(main, ["--option", "keep_prepare_copy_while_phased_out", "legal", STATE])
    assert r.exit_code == 0


def test_readme_bad_input_example_reproduces():
    """The README's "Bad input" example file exists and gives the five problems the README shows (exit 2)."""
    r = CliRunner().invoke(main, ["derive", str(EXAMPLES / "states" / "broken.yaml")])
    assert r.exit_code == 2
    readme = manual_text()
    for line in r.output.splitlines()[1:]:
        assert line in readme, line
    assert "5 problem(s)" in r.output


@pytest.mark.parametrize("path", sorted((EXAMPLES / "states").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_state_derives_as_text(path):
    """The human tables render for every shipped example state (a modal spell's abilities once crashed them);
    Emerald Charm's modes are listed as choose 1 of them (CR 700.2)."""
    r = CliRunner().invoke(main, ["derive", str(path)])
    assert r.exit_code in (0, 2), r.output  # broken.yaml is bad input on purpose
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    if path.stem == "cr707_10_fork":
        assert "choose 1: target permanent: untap it" in r.output


def test_derive_as_a_player_withholds_the_warnings_of_hidden_cards(tmp_path):
    """CR 402.3: Bob may not see Alice's hand, so `derive --as bob` doesn't name what the abilities of a card in it
    are (a test card with an unsupported sentence) in the warnings either; as Alice it does."""
    doc = yaml.safe_load(Path(STATE).read_text(encoding="utf-8"))
    doc["cards"] = [{"name": "Test Oddity", "mana_cost": "{1}", "types": ["sorcery"],
                     "abilities": [{"unsupported": "Do a thing no rule knows."}]}]
    doc["objects"].append({"id": "odd", "card": "Test Oddity", "zone": "hand", "owner": "alice", "timestamp": 8})
    path = tmp_path / "odd.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    bob = json.loads(CliRunner().invoke(main, ["derive", str(path), "--as", "bob", "--json"]).output)
    assert [w for w in bob["warnings"] if w["object"] == "odd"] == []
    alice = json.loads(CliRunner().invoke(main, ["derive", str(path), "--as", "alice", "--json"]).output)
    assert [w["object"] for w in alice["warnings"]] == ["odd"]


@pytest.mark.parametrize("goal", ["token_copy_preapred", "prepard(O, T)"])
def test_explore_refuses_a_goal_naming_nothing_the_rules_define(goal):
    """A misspelt goal name or predicate is bad input (exit 2 naming it and the named goals), not a search that
    can only answer "no plan"."""
    r = CliRunner().invoke(main, ["explore", STATE, "--goal", goal, "--horizon", "1"])
    assert r.exit_code == 2 and "neither a named goal" in r.output and "token_copy_prepared" in r.output, r.output
