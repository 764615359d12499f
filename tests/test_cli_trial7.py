"""New-user trial of session 7: the answers and messages it found wrong, each worked out before running.

- why-not of an action with no player named while no player holds priority (the declare attackers or blockers
  step before the declaration): no player may take it, as no player has priority (CR 117.3a, 117.1) and the
  declaration is a turn-based action that comes first (CR 508.1, 509.1, 703.1); an answer, not bad input.
- error messages name at most a few unexpected keys, each cut to 200 characters (README, Limits).
- `cards coverage` of cards with no prepare or foretell card says so instead of a share of none.
- Game.describe of something that is not a Move, and Game.pop / peek with no move played, say what is wrong.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from pyglue import load_state
from pyglue.cli import main
from pyglue.game import Game
from pyglue.solve import ArgumentTypeError, IllegalAction

from .conftest import EXAMPLES, manual_text

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"


def run(*args: object):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), f"crashed: {r.exception!r}\n{r.output}"
    return r


def _combat(tmp_path: Path, step: str) -> Path:
    """Alice's turn, combat, ``step`` begun and nothing declared yet: priority null (CR 508.1, 509.1)."""
    bears = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}
    if step == "declare_blockers":
        bears["attacking"] = "bob"
    doc = {"turn": 3, "active_player": "alice", "phase": "combat", "step": step, "priority": None,
           "players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}],
           "objects": [bears, {"id": "wall", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}]}
    p = tmp_path / f"{step}.yaml"
    p.write_text(yaml.safe_dump(doc), encoding="utf-8")
    return p


# --- why-not with nobody holding priority (CR 117.3a, 508.1, 509.1) --------------------------------------------

def test_why_not_pass_before_attackers_are_declared_117_3a_508_1(tmp_path):
    r = run("why-not", _combat(tmp_path, "declare_attackers"), "{action: pass}")
    assert r.exit_code == 0, r.output  # an answer, as every why-not answer (not bad input, exit 2)
    assert r.output == ("nobody: pass is not legal now:\n"
                        "  - no player has priority (CR 117.3a)\n"
                        "  - alice has yet to declare attackers (CR 508.1)\n")


def test_why_not_pass_before_blockers_are_declared_117_3a_509_1(tmp_path):
    r = run("why-not", _combat(tmp_path, "declare_blockers"), "{action: pass}", "--json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["legal"] is False and out["player"] == "nobody"
    assert {(f["condition"], f["rule"]) for f in out["failures"]} == {
        ("no_player_has_priority", "117.3a"), ("blockers_not_declared(bob)", "509.1")}


def test_apply_pass_before_the_declaration_is_illegal_not_bad_input(tmp_path, engine):
    """apply takes the same reading: the pass is illegal (exit 1, the failures), as any illegal action."""
    r = run("apply", _combat(tmp_path, "declare_attackers"), "{action: pass}")
    assert r.exit_code == 1 and "alice has yet to declare attackers (CR 508.1)" in r.output
    with pytest.raises(IllegalAction, match="no_player_has_priority"):
        engine.apply(load_state(_combat(tmp_path, "declare_attackers")), {"action": "pass"})


def test_the_declaration_itself_still_defaults_to_the_active_player_508_1(tmp_path, engine):
    w = engine.why_not(load_state(_combat(tmp_path, "declare_attackers")), {"action": "declare_attackers"})
    assert w.player == "alice" and w.legal


def test_with_a_player_named_the_answer_is_that_players_117_3d(tmp_path):
    r = run("why-not", _combat(tmp_path, "declare_attackers"), "{action: pass, player: bob}")
    assert r.output == "bob: pass is not legal now:\n  - the player doesn't have priority (CR 117.3d)\n"


# --- long messages are cut ------------------------------------------------------------------------------------

def test_many_unexpected_keys_are_counted_not_quoted(tmp_path):
    """60 unknown top-level keys: the message names five and counts the rest (README: values cut to 200)."""
    keys = {f"secret_{i:03d}_" + "x" * 300: "v" for i in range(60)}
    p = tmp_path / "many.yaml"
    p.write_text(yaml.safe_dump({"players": [{"name": "alice"}], "objects": [], **keys}), encoding="utf-8")
    r = run("derive", p)
    assert r.exit_code == 2
    line = next(x for x in r.output.splitlines() if "Additional properties" in x)
    named = line.count("secret_")
    assert 1 <= named <= 5 and f"and {60 - named} more were unexpected" in line
    assert "x" * 201 not in line  # each cut to 200 characters
    assert len(line) < 2 * 210 + 150  # long keys: fewer named, so that the count fits


def test_a_system_file_of_name_value_lines_is_not_quoted_back(tmp_path):
    """A file of ``Name: value`` lines (as /proc/meminfo) parses as a YAML mapping: its names are not listed."""
    p = tmp_path / "meminfo"
    p.write_text("".join(f"Field{i}: {i} kB\n" for i in range(50)), encoding="utf-8")
    r = run("derive", p)
    assert r.exit_code == 2 and "and 45 more were unexpected" in r.output and "Field49" not in r.output


def test_serve_load_of_such_a_file_is_cut_too(tmp_path):
    from pyglue.serve import Server

    p = tmp_path / "meminfo"
    p.write_text("".join(f"Field{i}: {i} kB\n" for i in range(50)), encoding="utf-8")
    from pyglue import Engine

    resp = Server(Engine()).handle_line(json.dumps({"id": 1, "command": "load", "path": str(p)}))
    text = json.dumps(resp)
    assert resp["error"]["kind"] == "input" and "45 more" in text and "Field49" not in text


# --- cards coverage with no prepare or foretell card ----------------------------------------------------------

def test_coverage_of_cards_without_prepare_or_foretell_cards(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text(yaml.safe_dump({"cards": [{"name": "Test Bear", "types": ["creature"], "power": 2,
                                            "toughness": 2, "mana_cost": "{1}{G}"}]}), encoding="utf-8")
    r = run("cards", "coverage", p)
    assert r.exit_code == 0, r.output
    assert "  all cards: 1/1 (100.0%)\n" in r.output
    assert "  prepare cards (CR 722): none among these cards\n" in r.output
    assert "  foretell cards (CR 702.143): none among these cards\n" in r.output
    assert "0/0" not in r.output


# --- the Python API's arguments -------------------------------------------------------------------------------

def test_describe_takes_a_move(engine):
    g = Game(load_state(CROAK), engine)
    with pytest.raises(ArgumentTypeError, match=r"describe takes a Move .*not int 5") as exc:
        g.describe(5)
    assert isinstance(exc.value, TypeError)
    assert g.describe(g.legal_moves[0])  # a Move is described


def test_pop_and_peek_with_no_move_played_say_so(engine):
    g = Game(load_state(CROAK), engine)
    with pytest.raises(IndexError, match="pop: no move to take back"):
        g.pop()
    with pytest.raises(IndexError, match="peek: no move has been played"):
        g.peek()


# --- the README's examples ------------------------------------------------------------------------------------

def test_every_readme_command_names_files_that_exist():
    """Each `$ mtgasp ...` line of the README, in a console or a text block, names only files of the repository
    (or ones an earlier command writes under /tmp), so it runs as printed."""
    import re

    from .conftest import ROOT

    text = manual_text()
    named = [(cmd, tok) for cmd in re.findall(r"^\$ (.*)$", text, re.MULTILINE)
             for tok in re.findall(r"[\w./-]+\.(?:yaml|json)\b", cmd)]
    assert named
    missing = [(c, t) for c, t in named if not t.startswith("/tmp") and not (ROOT / t).exists()]
    assert missing == []


def test_the_readme_impossible_state_breaks_702_143a_in_itself_and_what_it_reaches(engine):
    """examples/impossible/foretold_in_hand.yaml: a foretold card in a hand (CR 702.143a: a foretold card is
    exiled face down). Alice has no mana and nothing is on the stack, so passing is her one legal action
    (117.3d), and the state it reaches keeps the card where it was: the invariant is broken there too."""
    from pyglue.research.check import check

    from .conftest import ROOT

    r = check(engine, [load_state(ROOT / "examples" / "impossible" / "foretold_in_hand.yaml")])
    assert {(v.step, v.invariant, v.rule, v.objects) for v in r.violations} == {
        ("(the state itself)", "foretold_in_exile_or_on_stack", "702.143a", "saw"),
        ("action: pass, player: alice -> result", "foretold_in_exile_or_on_stack", "702.143a", "saw")}
    assert (r.states, r.steps, r.outcomes) == (1, 1, 1)
