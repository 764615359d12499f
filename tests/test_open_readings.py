"""Readings the CR leaves open are `--option` switches, and every answer that depends on one says which reading it
used (issue 16 point 4).

- copy_of_foretold_spell_is_foretold (CR 702.143c with 707.10): 702.143c's "spell that was foretold" is "a spell
  that was a foretold card before it was cast"; a copy of a spell was never a card and isn't cast (707.10), yet it
  copies every decision made for the spell. Default off: a copy of a foretold Poison the Cup destroys without
  scrying; on: the copy is a spell that was foretold, so "if this spell was foretold, scry 2" applies to it.
- keep_prepare_copy_while_phased_out (CR 722.3c, 702.26b): off, a phased-out prepared permanent's exiled copy is
  no longer linked (a phased-out permanent is treated as though it doesn't exist); on, it stays linked.
"""

from __future__ import annotations

import json

import jsonschema
import yaml
from click.testing import CliRunner

from pyglue import Engine
from pyglue.cli import main
from pyglue.state import schema

from .conftest import make_state, manual_text, only
from .test_foretell_cards import CUP, _cup_state, foretold, resolve

COPY_OPT = "copy_of_foretold_spell_is_foretold"
PHASE_OPT = "keep_prepare_copy_while_phased_out"


def cup_cast_and_copied(engine):
    s = only(engine.apply(_cup_state(foretold("cup", CUP), 2),
                          {"action": "cast", "object": "cup", "cost": "foretell", "targets": ["bear"]}))
    (out,) = engine.apply(s, {"event": "copy_spell", "object": "cup", "controller": "alice"})
    return out


def the_copy(s):
    return next(o for o in s.doc["objects"] if o["id"].startswith("cup.spell_copy"))


def test_702_143c_707_10_default_reading_a_copy_is_not_foretold(engine):
    """Off (the default): the copy event says which reading it used; the copy isn't a foretold spell."""
    out = cup_cast_and_copied(engine)
    assert (f"reading({COPY_OPT}, off)", "702.143c") in out.events
    cp = the_copy(out.state)
    assert "foretold" not in cp
    assert engine.derive(out.state).object(cp["id"]).foretold_spell is False


def test_702_143c_707_10_other_reading_a_copy_is_foretold_and_scries():
    """On: the copy is marked foretold (turn 2, as the original), it is a foretold spell, and as it resolves it
    destroys the bear and scries 2 (701.22a: with three library cards, several resulting states, each scrying)."""
    eng = Engine(time_limit=120, on_message=lambda code, text: None, options=(COPY_OPT,))
    out = cup_cast_and_copied(eng)
    assert (f"reading({COPY_OPT}, on)", "702.143c") in out.events
    cp = the_copy(out.state)
    assert cp["foretold"] == {"turn": 2}
    assert eng.derive(out.state).object(cp["id"]).foretold_spell is True
    outs = resolve(eng, out.state)
    assert len(outs) > 1 and all(("scried(alice, 2)", "701.22a") in o.events for o in outs)


def phased_prepared():
    return make_state([{"id": "av", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice",
                        "designations": ["prepared"], "phased_out": True, "timestamp": 1},
                       {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "av",
                        "timestamp": 2, "copy_effects": [{"prepare_of": "av", "timestamp": 2}]}])


def test_722_3c_phased_out_answers_name_their_reading(engine):
    """A prepared Aviator phased out with its copy in exile: derive, legal and why-not each say they used
    keep_prepare_copy_while_phased_out, off by default (722.3c); with the option, on, and the copy is linked."""
    s = phased_prepared()
    expected = [{"option": PHASE_OPT, "reading": "off", "rule": "722.3c"}]
    d = engine.derive(s)
    assert d.readings == expected and d.object("jump").prepare_copy_active is False
    assert engine.legal_actions(s).readings == expected
    assert engine.why_not(s, {"action": "cast", "object": "jump"}).readings == expected
    on = Engine(time_limit=120, on_message=lambda code, text: None, options=(PHASE_OPT,))
    d = on.derive(s)
    assert d.readings == [dict(expected[0], reading="on")] and d.object("jump").prepare_copy_active is True


def test_an_answer_that_depends_on_no_reading_says_none(engine):
    s = make_state([{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    assert engine.derive(s).readings == [] and "readings" not in engine.derive(s).to_json()


def test_cli_prints_the_reading_and_json_keeps_the_contract(tmp_path):
    """The text answer lists the reading with its CR rule and the option's meaning; --json carries it as
    `readings` and validates against output.schema.json."""
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(phased_prepared().to_document()), encoding="utf-8")
    r = CliRunner().invoke(main, ["derive", str(p)])
    assert r.exit_code == 0 and f"{PHASE_OPT}: off (CR 722.3c)" in r.output, r.output
    r = CliRunner().invoke(main, ["--option", PHASE_OPT, "derive", str(p), "--json"])
    out = json.loads(r.stdout)
    assert out["readings"] == [{"option": PHASE_OPT, "reading": "on", "rule": "722.3c"}]
    jsonschema.validate(out, dict(schema("output")["$defs"]["derive"], **{"$defs": schema("output")["$defs"]}))
    r = CliRunner().invoke(main, ["--help"])
    assert COPY_OPT in r.output and PHASE_OPT in r.output


def test_readme_lists_every_option():
    readme = manual_text()
    from pyglue.solve import OPTIONS

    assert all(f"`{name}`" in readme for name in OPTIONS)
