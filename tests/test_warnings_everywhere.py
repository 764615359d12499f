"""Every answer warns about the objects in it with an ability no rule acts on (issue 22, item 5), under the one key
``warnings`` (``$defs.warnings`` of `mtgasp schema output`): derive and legal (as before), why-not and each outcome of
apply (its resulting state), the same answers through `mtgasp serve`, and ``Game.warnings`` / ``Move.warnings``.

Which abilities no rule acts on is the rules' answer (rules_asp/support.lp, from vocabulary.json's acted_on and
the Oracle sentences the grammar couldn't read); Python only carries it. The test card below stands for any card
with such a sentence: its one ability is ``{unsupported: TEXT}``, which no rule reads. A token copy of it (CR 707.2:
the copiable values include the abilities) has the same ability, so an apply whose resulting state holds that token
warns about the token too.
"""

from __future__ import annotations

import json

import jsonschema
import yaml
from click.testing import CliRunner

from pyglue import Game
from pyglue.cli import main
from pyglue.serve import Server
from pyglue.state import schema

from .conftest import lands, make_state, only

ODD_TEXT = "Whenever this creature enters or attacks, ask a player outside the game to propose a new rule."
ODDITY = {"name": "Test Oddity", "mana_cost": "{2}{W}", "types": ["creature"], "subtypes": ["Human"], "power": 2,
          "toughness": 2, "notes": "test card: one ability no rule acts on (an unsupported Oracle sentence)",
          "abilities": [{"unsupported": ODD_TEXT}]}
WARNING = {"object": "odd", "ability": {"unsupported": ODD_TEXT}, "not_acted_on": [f"unsupported: {ODD_TEXT}"]}
CAST = {"action": "cast", "object": "croak", "targets": ["odd"], "payment": ["aforest1", "aisland1", "aisland2"]}
WHY_NOT = {"action": "cast", "object": "croak", "player": "bob"}


def state():
    """Alice's first main phase: Croaking Counterpart in her hand, three lands to pay for it; Bob's Test Oddity."""
    return make_state([{"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                       {"id": "odd", "card": "Test Oddity", "zone": "battlefield", "owner": "bob"},
                       *lands("alice", islands=2, forests=1)], cards=[ODDITY])


def others(warnings):
    """The warnings about objects other than Croaking Counterpart (whose flashback may or may not be acted on)."""
    return [w for w in warnings if w["object"] != "croak"]


def output_schema(name):
    out = schema("output")
    return dict(out["$defs"][name], **{"$defs": out["$defs"]})


def test_engine_every_answer_warns_about_the_oddity(engine):
    """derive, legal, why-not and apply each name the Test Oddity's unsupported ability under ``warnings``; the
    apply outcome (Croaking Counterpart on the stack, the Oddity still on the battlefield) too."""
    s = state()
    assert others(engine.derive(s).warnings) == [WARNING]
    assert others(engine.legal_actions(s).warnings) == [WARNING]
    why = engine.why_not(s, WHY_NOT)
    assert not why.legal and others(why.warnings) == [WARNING]
    (out,) = engine.apply(s, CAST)
    assert others(out.warnings) == [WARNING]
    assert others(out.to_json()["warnings"]) == [WARNING]
    jsonschema.validate(why.to_json(), output_schema("why_not"))
    jsonschema.validate([out.to_json()], output_schema("apply"))


def test_707_2_apply_warns_about_a_token_copy_of_the_oddity_in_the_resulting_state(engine):
    """CR 707.2, 111.1: Croaking Counterpart resolves and makes a token copy of the Oddity, which has the copied
    unsupported ability: the outcome's warnings name the token as well as the Oddity."""
    s = only(engine.apply(state(), CAST))
    s = only(engine.apply(s, {"action": "pass"}))
    (out,) = engine.apply(s, {"action": "pass"})
    (token,) = [o["id"] for o in out.state.doc["objects"] if o.get("token")]
    assert others(out.warnings) == sorted([WARNING, dict(WARNING, object=token)], key=lambda w: w["object"])


def test_no_warnings_without_such_an_ability(engine):
    """A state whose cards have no ability outside the rules: every answer's warnings are empty (no query is asked
    for them: no card has a not_acted_on ability)."""
    s = make_state([{"id": "bear", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    assert engine.warnings(s) == []
    assert engine.why_not(s, {"action": "pass", "player": "alice"}).warnings == []
    assert [o.warnings for o in engine.apply(s, {"action": "pass"})] == [[]]


def _state_file(tmp_path):
    path = tmp_path / "odd.yaml"
    path.write_text(yaml.safe_dump(state().to_document(), sort_keys=False), encoding="utf-8")
    return str(path)


def test_cli_text_of_each_command_warns(tmp_path):
    """`why-not` and `apply` print the warnings section `derive` and `legal` print (tests/test_readme.py, the
    README's croaking_counterpart blocks), naming the Oddity's sentence."""
    path = _state_file(tmp_path)
    line = f"  odd: unsupported: {ODD_TEXT}"
    for args in (["why-not", path, json.dumps(WHY_NOT)], ["apply", path, json.dumps(CAST)]):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 0, (args, r.output)
        assert "warnings (abilities no rule acts on; the answers above may miss what they do)" in r.output, args
        assert line in r.output.splitlines(), args


def test_cli_json_of_each_command_warns(tmp_path):
    """`--json`: the key ``warnings`` in why-not's answer and in each apply outcome, as in derive's and legal's
    (tests/test_cli_and_contract.py); each answer validates against `mtgasp schema output`; an illegal apply's
    answer ({illegal: why-not}) warns too."""
    path = _state_file(tmp_path)
    out = schema("output")
    runs = {"why_not": ["why-not", path, json.dumps(WHY_NOT)], "apply": ["apply", path, json.dumps(CAST)]}
    for name, args in runs.items():
        r = CliRunner().invoke(main, args + ["--json"])
        assert r.exit_code == 0, (args, r.output)
        doc = json.loads(r.output)
        jsonschema.validate(doc, dict(out, **{"$defs": out["$defs"]}))
        warned = [o["warnings"] for o in doc] if name == "apply" else [doc["warnings"]]
        assert [others(w) for w in warned] == [[WARNING]], name
    r = CliRunner().invoke(main, ["apply", path, json.dumps(WHY_NOT), "--json"])
    assert r.exit_code == 1 and others(json.loads(r.output)["illegal"]["warnings"]) == [WARNING]


def test_serve_answers_warn(engine, tmp_path):
    """`mtgasp serve`: derive, legal, why-not and apply (each outcome, with or without its document) answer with
    the same ``warnings``."""
    server = Server(engine)
    h = server.handle({"id": 1, "command": "load", "path": _state_file(tmp_path)})["result"]["state"]
    for command, extra in (("derive", {}), ("legal", {}), ("why-not", {"action": WHY_NOT})):
        r = server.handle({"id": 2, "command": command, "state": h, **extra})
        assert r["ok"] and others(r["result"]["warnings"]) == [WARNING], command
    r = server.handle({"id": 3, "command": "apply", "state": h, "action": CAST, "documents": False})
    assert r["ok"] and [others(o["warnings"]) for o in r["result"]["outcomes"]] == [[WARNING]]


def test_game_warns_about_the_position_and_each_move(engine):
    """``Game.warnings`` names the current state's objects with such an ability; each legal move's ``warnings``
    (and its JSON) those of the state it reaches."""
    game = Game(state(), engine)
    assert others(game.warnings) == [WARNING]
    move = next(m for m in game.legal_moves if m.action.get("action") == "cast")
    assert others(move.warnings) == [WARNING] and others(move.to_json()["warnings"]) == [WARNING]
