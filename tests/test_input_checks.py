"""Issue 26 item 2: the CR-cited checks of a given state are rules (rules_asp/input.lp), each finding an error
naming the path and the rule; Python only reads them. Expected values worked out from the CR:

- CR 701.15b: goaded is a designation of a permanent (a card in a graveyard can't be goaded; a permanent that
  isn't a creature may keep it, so only the zone is checked);
- CR 607.2a: a card "exiled with" an object is in exile (one in a hand isn't);
- CR 702.189a (firebending's mana): mana kept until end of combat is mana of the pool, so a pool without it can't
  keep it, and the mana is kept only until the combat phase it was added in ends;
- CR 501.1: the beginning phase has the untap, upkeep and draw steps, not declare attackers;
- CR 104.1: a game in progress has no winner;
- CR 106.1b: mana is white, blue, black, red, green or colorless: "{2}" is a cost's generic part,
  never mana spent.
"""

from __future__ import annotations

from clingo import Control

from pyglue import crtext
from pyglue.files import as_file, files

from .test_input_errors import assert_problem, base_doc, problems_of


def _check_texts(name: str) -> list:
    ctl = Control(["--warn=none"])
    with as_file(files("rules_asp").joinpath(name)) as path:
        ctl.load(str(path))
    ctl.ground([("base", [])])
    return [a.symbol.arguments for a in ctl.symbolic_atoms.by_signature("check_text", 4)], \
        {a.symbol.arguments[0].name for a in ctl.symbolic_atoms.by_signature("severity", 1)}


def test_every_input_check_is_an_error_citing_rules_of_the_cr():
    """Each check_text/4 of input.lp has severity error, a text, and rule numbers the shipped CR has."""
    checks, _ = _check_texts("input.lp")
    assert len(checks) >= 15
    for name, rule, severity, text in checks:
        assert severity.name == "error" and text.string, name
        assert all(crtext.exists(r.strip()) for r in rule.string.split(",")), (name, rule)


def test_input_checks_and_state_invariants_are_one_form_of_finding():
    """Issue 26 item 2: input.lp's checks and invariants.lp's invariants are declared in one form (findings.lp's
    check_text/4, with a severity both files share): input.lp's are errors (the state is refused as read),
    invariants.lp's own warnings (impossible input; an error with --strict); invariants.lp shares input.lp's checks
    (input_checks.lp: state invariants of the states the rules reach), each once; each cites rules the shipped CR
    has."""
    inputs, severities = _check_texts("input.lp")
    every, severities_too = _check_texts("invariants.lp")
    assert severities == severities_too == {"error", "warning"}
    assert {s.name for _, _, s, _ in inputs} == {"error"}
    invariants = [c for c in every if c[2].name == "warning"]
    assert sorted(map(str, inputs)) == sorted(str(c) for c in every if c[2].name == "error")
    names = [n.name for n, _, _, _ in inputs + invariants]
    assert len(names) == len(set(names)) == len(every)
    for name, rule, _, text in invariants:
        assert text.string and all(crtext.exists(r.strip()) for r in rule.string.split(",")), (name, rule)


def test_one_state_breaking_six_cr_checks_reports_each_at_its_path():
    """Seven findings of the rules in one read, each at its path with its CR rule (701.15b, 607.2a, 702.189a, 501.1,
    104.1, 106.1b); the seventh: mana kept until end of combat in the beginning phase (702.189a: firebending adds it
    as a creature attacks, and it is kept only until that combat ends)."""
    doc = base_doc()
    doc["phase"], doc["step"] = "beginning", "declare_attackers"
    doc["winner"] = "alice"
    doc["players"][0]["mana_kept_until_end_of_combat"] = "{R}"
    doc["objects"][1]["exiled_with"] = "aviator"   # croak, in alice's hand
    doc["objects"][0]["mana_spent"] = "{2}{G}"
    doc["objects"][2]["goaded_by"] = ["bob"]   # (review10) an Island on the battlefield: a permanent may be goaded
    doc["objects"].append({"id": "gy", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob",
                           "goaded_by": ["alice"]})
    probs = problems_of(doc)
    assert_problem(probs, "objects[4].zone", "goaded", "701.15b")
    assert_problem(probs, "objects[1].zone", "exile", "607.2a")
    assert_problem(probs, "players[0].mana_kept_until_end_of_combat", "pool", "702.189a")
    assert_problem(probs, "players[0].mana_kept_until_end_of_combat", "beginning", "combat phase", "702.189a")
    assert_problem(probs, "step", "declare_attackers", "beginning", "501.1")   # (trust17: each phase's steps, not 500.1)
    assert_problem(probs, "winner", "104.1")
    # (review10) "106.4" is where mana goes (the pool); the kinds of mana are 106.1b
    assert_problem(probs, "objects[0].mana_spent", "mana", "106.1b")
    assert len(probs) == 7, probs


def test_faces_are_read_from_the_facts_the_rules_read():
    """input.lp finds an object's faces in the facts every query reads (its card's card_char/4, a token's
    token_char, a copy effect's card or values): CR 718.3, 702.160a: Hulking Metamorph (Prototype {2}{U}{U} - 3/3)
    may be a spell cast prototyped, Grizzly Bears (no prototype) may not; CR 707.8a, 712.2: a token copying the
    double-faced Afflicted Deserter (copy effect naming the card) is double-faced and may be transformed, a Clone
    copying Grizzly Bears' values may not be (701.27c: its card isn't double-faced either); CR 710.2: a copy whose
    given values have a flip face may be flipped; CR 111.4, 712.2: a token whose characteristics have a back face
    (a test token) may be transformed."""
    doc = base_doc()
    deserter = {"name": "Afflicted Deserter", "types": ["creature"], "back": {"name": "Werewolf Ransacker",
                                                                           "types": ["creature"]}}
    flip = {"name": "Jushi Apprentice", "types": ["creature"], "flip": {"name": "Tomoya the Revealer",
                                                                      "types": ["creature"]}}
    doc["objects"] += [
        {"id": "hm", "card": "Hulking Metamorph", "zone": "stack", "owner": "alice", "controller": "alice",
         "cast_as": "prototype"},
        {"id": "gb", "card": "Grizzly Bears", "zone": "stack", "owner": "alice", "controller": "alice",
         "cast_as": "prototype"},
        {"id": "c1", "token": True, "zone": "battlefield", "owner": "alice", "transformed": True,
         "copy_effects": [{"card": "Afflicted Deserter", "timestamp": 9}]},
        {"id": "c2", "card": "Clone", "zone": "battlefield", "owner": "alice", "transformed": True,
         "copy_effects": [{"values": {"name": "Grizzly Bears", "types": ["creature"]}, "timestamp": 9}]},
        {"id": "c3", "card": "Clone", "zone": "battlefield", "owner": "alice", "flipped": True,
         "copy_effects": [{"values": flip, "timestamp": 9}]},
        {"id": "tk", "token": True, "zone": "battlefield", "owner": "alice", "transformed": True,
         "characteristics": dict(deserter, name="Test Double-Faced Token")},
    ]
    doc["stack"] = ["hm", "gb"]
    probs = problems_of(doc)
    # (review10) not "720.3": that is the Omen rule; the prototype rule is 718.3
    assert_problem(probs, "objects[5].cast_as", "prototype", "718.3")
    assert_problem(probs, "objects[7].transformed", "back", "712.2")
    assert len(probs) == 2, probs


def test_one_formatter_for_both_kinds_of_finding():
    """pyglue/inputs.py's Finding formats an input check (an error: "path: text (CR rule)", the state refused) and a
    broken state invariant (a warning on stderr naming the invariant, its CR rule and the objects; impossible_input
    under --json) from the same fields: CR 702.143a, a foretold card is in exile (or a spell that was one), so a
    foretold card in a hand breaks foretold_in_exile_or_on_stack at that card; CR 104.1, a winner is named only
    once the game is over."""
    from pyglue.inputs import check_texts, finding, invariant_findings

    (warned,) = invariant_findings([("foretold_in_exile_or_on_stack", "702.143a", "saw")])
    assert (warned.severity, warned.rule, warned.where) == ("warning", "702.143a", "saw")
    assert warned.line("s.yaml", strict=False).startswith(
        "warning: impossible input: s.yaml breaks foretold_in_exile_or_on_stack (CR 702.143a) at saw: ")
    assert warned.line("s.yaml", strict=True).startswith("error: impossible input: s.yaml breaks ")
    assert warned.to_json() == {"invariant": "foretold_in_exile_or_on_stack", "rule": "702.143a", "objects": "saw",
                                "text": warned.text}
    refused = finding(check_texts("input.lp"), "winner_after_game", "winner")
    assert refused.severity == "error" and refused.problem() == ("winner", f"{refused.text} (CR 104.1)")
    assert "game over" in refused.text or "game_over" in refused.text
