"""Outcomes labelled by their choices and events as structured records (issue 15, points 1 and 2).

Each expectation is worked out from the CR and the cards' Oracle text: Croaking Counterpart ({1}{G}{U}, "create a
token that's a copy of target non-Frog creature") cast in examples/states/croaking_counterpart.yaml has two legal
targets (aviator, bears: CR 601.2c) and three ways to pay (Forest for {G}, two of the three Islands for {U} and
{1}: CR 601.2g-h), so six resulting states, each naming its target and its three sources.
"""

from __future__ import annotations

import json

from click.testing import CliRunner

from pyglue import load_state
from pyglue.answers import Outcome, event_record
from pyglue.cli import main
from pyglue.render import outcomes_text
from pyglue.state import state_from_document

from .conftest import EXAMPLES, lands, make_state

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"


def croak_outcomes(engine):
    return engine.apply(load_state(CROAK), {"action": "cast", "object": "croak"})


def test_601_2c_601_2h_each_cast_outcome_names_its_target_and_payment_sources(engine):
    outs = croak_outcomes(engine)
    labels = {(tuple(o.chosen("target", "croak")), tuple(o.chosen("payment", "alice"))) for o in outs}
    islands = [("island1", "island2"), ("island1", "island3"), ("island2", "island3")]
    assert len(outs) == 6
    assert labels == {((t,), tuple(sorted(("forest1",) + pair))) for t in ("aviator", "bears") for pair in islands}
    for o in outs:  # the target choice names its slot (the spell's first and only target, CR 115.1)
        assert [c.get("slot") for c in o.choices if c["choice"] == "target"] == [1]


def test_no_two_outcomes_of_one_apply_print_the_same(engine):
    text = outcomes_text(croak_outcomes(engine), load_state(CROAK))
    blocks = text.split("\n[")[1:]
    assert len(blocks) == 6 and len({b.split("]", 1)[1] for b in blocks}) == 6


def test_outcomes_alike_in_print_name_what_differs():
    """Two resulting states that differ only in a library card's position (CR 401.1) print differently: the
    change list compares every entry of the two documents, the library order too."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "c1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1},
                       {"id": "c2", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2}]}
    other = json.loads(json.dumps(doc))
    other["objects"][0]["library_position"], other["objects"][1]["library_position"] = 2, 1
    a, b = (state_from_document(d, base=EXAMPLES / "states") for d in (doc, other))
    text = outcomes_text([Outcome(a, []), Outcome(b, [])], a)
    first, second = text.split("[2]")
    assert first.split("[1]")[1] != second
    assert "library_position" not in first
    assert "~ c1: library_position: 1 -> 2" in second and "~ c2: library_position: 2 -> 1" in second


def test_603_3b_the_order_of_simultaneous_triggers_is_a_choice(engine):
    """Two Encouraging Aviators attack: each "whenever this attacks" trigger is Alice's, and she puts them on the
    stack in the order she chooses (CR 603.3b): two outcomes, each naming its order, and each attack names what
    it attacks (Bob, the only defending player: CR 508.1b)."""
    s = make_state([{"id": "av1", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"},
                    {"id": "av2", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["av1", "av2"]})
    orders = sorted(tuple(o.chosen("order", "alice")) for o in outs)
    put = {tuple(sorted(e["object"] for e in o.to_json()["events"] if e["event"] == "put_on_stack")) for o in outs}
    assert len(outs) == 2 and len(put) == 1
    (a, b), = put  # the two abilities, av1's and av2's (ids av1.ability.N, av2.ability.N: CR 603.3)
    assert a.startswith("av1.ability.") and b.startswith("av2.ability.")
    assert orders == [(a, b), (b, a)]
    for o in outs:
        assert [(c["position"], c["value"]) for c in o.choices if c["choice"] == "order"] == \
            list(enumerate(o.chosen("order", "alice"), 1))
        assert o.chosen("attack") == ["bob", "bob"]
        # each triggered event carries its ability as a card-file mapping, not as text (CR 603.2)
        triggered = [e for e in o.to_json()["events"] if e["event"] == "triggered"]
        assert sorted(e["object"] for e in triggered) == ["av1", "av2"]
        assert all(e["ability"] == {"trigger": "attacks", "effect": {"become_prepared": "self"}} for e in triggered)
        # the stack lists the first put on it first (bottom): the order chosen (CR 405.2)
        assert o.state.doc["stack"] == o.chosen("order", "alice")


def test_701_22a_a_scry_arrangement_is_a_choice(engine):
    """Behold the Multiverse (scry 2, then draw 2) with four library cards: Alice looks at c1 and c2 and puts each
    on the top or the bottom in any order (CR 701.22a), then draws the top two. Both on top draws both in either
    order (one resulting state); both on the bottom leaves them in two orders; one on the bottom leaves c3 drawn
    with the other: 1 + 2 + 2 = 5 resulting states, each naming a side for c1 and for c2."""
    s = make_state([{"id": "behold", "card": "Behold the Multiverse", "zone": "hand", "owner": "alice"}]
                   + lands("alice", islands=4)
                   + [{"id": f"c{i}", "card": "Island", "zone": "library", "owner": "alice", "library_position": i}
                      for i in range(1, 5)])
    (cast,) = engine.apply(s, {"action": "cast", "object": "behold", "cost": "mana"})
    (passed,) = engine.apply(cast.state, {"action": "pass"})
    outs = engine.apply(passed.state, {"action": "pass"})
    assert len(outs) == 5
    for o in outs:
        scry = {c["value"]: c["side"] for c in o.choices if c["choice"] == "scry"}
        assert set(scry) == {"c1", "c2"} and set(scry.values()) <= {"top", "bottom"}
    sides = sorted(tuple(sorted(c["side"] for c in o.choices if c["choice"] == "scry")) for o in outs)
    assert sides == [("bottom", "bottom")] * 2 + [("bottom", "top")] * 2 + [("top", "top")]


def test_601_2i_events_are_records_with_named_arguments(engine):
    out = croak_outcomes(engine)[0].to_json()
    assert {"event": "cast", "player": "alice", "object": "croak", "rule": "601.2i"} in out["events"]
    assert {"event": "moved", "object": "croak", "zone": "stack", "rule": "400.7"} in out["events"]
    croak = next(o for o in out["state"]["objects"] if o["id"] == "croak")
    assert [c["value"] for c in out["choices"] if c["choice"] == "target"] == croak["targets"]


def test_an_event_without_names_lists_its_arguments():
    from clingo import parse_term

    assert event_record(parse_term('not_an_event("x", 3)'), "100.1") == \
        {"event": "not_an_event", "args": ["x", 3], "rule": "100.1"}


def test_apply_json_has_choices_and_event_records():
    action = "{action: cast, object: croak, targets: [aviator], payment: [forest1, island1, island2]}"
    r = CliRunner().invoke(main, ["apply", str(CROAK), action, "--json"])
    assert r.exit_code == 0, r.output
    (out,) = json.loads(r.output)
    # (CR 601.2c, 601.2h: Alice, who casts it, chooses its target and pays: each choice names her as its chooser)
    assert out["choices"] == [{"choice": "payment", "object": "alice", "value": v, "chooser": "alice"}
                              for v in ("forest1", "island1", "island2")] + \
        [{"choice": "target", "object": "croak", "slot": 1, "value": "aviator", "chooser": "alice"}]
    assert out["events"] == [{"event": "cast", "object": "croak", "player": "alice", "rule": "601.2i"},
                             {"event": "moved", "object": "croak", "rule": "400.7", "zone": "stack"}]


def test_707_5_614_12_a_clone_outcome_names_what_it_copies_and_the_type_it_chose(engine):
    """CR 707.6 Example state: Clone ("you may have this enter as a copy of any creature on the battlefield")
    resolves with Adaptive Automaton the only creature. Each resulting state where it entered as a copy names
    that copy choice (aa, CR 707.5) and the creature type chosen as it entered (CR 614.12), the one its state
    records; the one where it copied nothing names no copy."""
    from .conftest import only

    s = load_state(EXAMPLES / "states" / "cr707_6_adaptive_automaton.yaml")
    s = only(engine.apply(s, {"action": "cast", "object": "clone"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    copied = 0
    for out in outs:
        (clone,) = [o for o in out.state.doc["objects"] if o["id"] == "clone"]
        if clone["zone"] == "battlefield":
            copied += 1
            assert out.chosen("copy", "clone") == ["aa"]
            assert out.chosen("creature_type", "clone") == [clone["chosen"]["creature_type"]]
        else:
            assert out.chosen("copy", "clone") == []
    assert copied == len(outs) - 1 > 1


def test_110_5_derive_reports_every_status(engine):
    """derive's status of each object, from the state's fluents as the rules read them: tapped (CR 110.5a),
    attacking Bob (506.4), two +1/+1 counters (122.1), 1 marked damage (120.6), blocking (509.1g), summoning
    sickness (302.6), phased out (702.26a); every key is there for every object."""
    s = make_state([{"id": "bear", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice", "tapped": True,
                     "attacking": "bob", "counters": {"+1/+1": 2}, "damage": 1},
                    {"id": "bb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "blocking": ["bear"],
                     "summoning_sick": True},
                    {"id": "ph", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "phased_out": True}],
                   phase="combat", step="declare_blockers")
    d = engine.derive(s)
    st = {o.id: o.status for o in d.objects}
    assert {k for v in st.values() for k in v} == set(st["ph"])  # the same keys for every object
    assert (st["bear"]["tapped"], st["bear"]["attacking"], st["bear"]["counters"], st["bear"]["damage"]) == \
        (True, "bob", {"+1/+1": 2}, 1)
    assert (st["bb"]["blocking"], st["bb"]["summoning_sick"], st["bb"]["tapped"]) == (["bear"], True, False)
    assert st["ph"]["phased_out"] is True and st["ph"]["attacking"] is None
    assert d.to_json()["objects"][0]["status"] == st["bear"]


def test_ids_printed_paste_back_into_why_and_goals(tmp_path):
    """A token's id (croak.token.9, made by croak at timestamp 9: CR 111.1, 707.2) as why prints it, unquoted,
    is taken back by why; and no table breaks an id across lines."""
    from pyglue.research.names import quote_id_text

    assert quote_id_text("in_zone(croak.token.9, battlefield, 0)", {"croak.token.9", "croak"}) == \
        'in_zone("croak.token.9", battlefield, 0)'
    assert quote_id_text('x("croak.token.9", croak)', {"croak.token.9", "croak"}) == 'x("croak.token.9", croak)'
    runner = CliRunner()
    steps = [(str(CROAK), "{action: cast, object: croak, targets: [aviator], payment: [forest1, island1, island2]}"),
             (str(tmp_path / "1" / "001.yaml"), "{action: pass}"), (str(tmp_path / "2" / "001.yaml"), "{action: pass}")]
    for i, (state, action) in enumerate(steps, 1):
        r = runner.invoke(main, ["apply", state, action, "--out", str(tmp_path / str(i))])
        assert r.exit_code == 0, r.output
    last = str(tmp_path / "3" / "001.yaml")
    r = runner.invoke(main, ["why", last, "in_zone(croak.token.9, battlefield, 0)"])
    assert r.exit_code == 0 and r.output.startswith("in_zone(croak.token.9, battlefield, 0)"), r.output
    pasted = r.output.splitlines()[1].split("  (")[0].strip()  # the line below, as printed
    r2 = runner.invoke(main, ["why", last, pasted])
    assert r2.exit_code == 0 and r2.output.startswith(pasted), r2.output


def test_tables_never_break_an_id():
    long_id = "a_very_long_object_identifier.token.12"
    s = make_state([{"id": long_id, "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"},
                    {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"}]
                   + lands("alice", islands=2, forests=1))
    from pyglue import Engine
    from pyglue.render import derivation_text, legal_text

    eng = Engine(on_message=lambda code, text: None)
    text = derivation_text(s, eng.derive(s)) + legal_text(eng.legal_actions(s))
    assert text.count(long_id) == 2  # its row in the battlefield table and the cast's targets, each whole


def test_every_event_the_rules_show_has_argument_names():
    """Each event(NAME(...), RULE, T) head in rules_asp/ (and sba(NAME(...)), shown as events) is named in
    pyglue/data/events.json, so no event of apply's JSON falls back to bare args."""
    import re

    from pyglue.answers import _event_names

    from .conftest import ROOT

    heads = set()
    for path in (ROOT / "rules_asp").rglob("*.lp"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.lstrip().startswith("%"):
                heads |= set(re.findall(r'\b(?:event|sba)\(([a-z_]+)[(,]', line.split("%")[0]))
    names = {k.split("/")[0] for k in _event_names()}
    assert heads - names - {"_"} == set()
