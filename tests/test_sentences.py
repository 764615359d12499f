"""Issue 28 item 5: every event and reason in human output is an English sentence with its CR rule; the JSON
answers keep the terms (pyglue/sentences.py, pyglue/data/sentences.json).

The sentences are what the rules say happened, said as the CR says it: a spell is cast (601.2i), moves to the
stack (601.2a, 400.7), resolves (608.2); the failed conditions of an action are said as the rule that fails."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from pyglue import load_state, render, sentences
from pyglue.answers import _event_names
from pyglue.cli import main

from .conftest import EXAMPLES, ROOT

# (head, index of the reason argument): why an action fails (fails/5, casting.lp) and the faults of combat whose
# reason fails/5 passes on (combat.lp)
_REASON_HEADS = {"fails": 2, "attack_fault": 1, "block_fault": 1, "evasion_fault": 2, "division_fault": 1}


def _args(s: str) -> list[str] | None:
    """The top-level arguments of a term's text from just after its opening parenthesis."""
    depth, args, cur = 0, [], ""
    for ch in s:
        if ch in "({[":
            depth += 1
        if ch in ")}]":
            if depth == 0:
                return args + [cur.strip()]
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            continue
        cur += ch
    return None


def _rule_reasons() -> set[tuple[str, int]]:
    """Each (name, arity) of a reason the rules give (the head's reason argument, written out)."""
    out = set()
    for path in (ROOT / "rules_asp").rglob("*.lp"):
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.split("%")[0]
            for head, i in _REASON_HEADS.items():
                m = re.match(rf"\s*{head}\(", line)
                args = _args(line[m.end():]) if m else None
                if not args or len(args) <= i:
                    continue
                mm = re.match(r"([a-z_][A-Za-z0-9_]*)(\()?", args[i])
                if mm:
                    inner = _args(args[i][mm.end():]) if mm.group(2) else []
                    if inner is not None:
                        out.add((mm.group(1), len(inner)))
    return out


def test_every_declared_event_has_a_sentence():
    """Each event of pyglue/data/events.json has a pattern whose placeholders are its declared argument names (or
    positions): the one renderer then says every event the rules show (tests/test_api_outcomes.py checks that
    every event the rules show is declared)."""
    pats = sentences.patterns()["events"]
    for key, names in _event_names().items():
        assert key in pats or key.split("/")[0] in pats, f"event {key} has no sentence in sentences.json"
        pat = pats.get(key, pats.get(key.split("/")[0]))
        for p in re.findall(r"\{([A-Za-z0-9_]+)\}", pat):
            assert p in names or (p.isdigit() and 1 <= int(p) <= len(names)), (key, p)
    for key in pats:  # nothing said of an event that is not declared
        assert key in _event_names() or key.split("/")[0] in _event_names(), key


def test_every_reason_the_rules_give_has_a_sentence():
    """Each reason an action fails by (fails/5 and the faults of combat and of a division of combat damage, CR
    506-510) has a pattern of its arity."""
    reasons = _rule_reasons()
    assert ("no_priority", 0) in reasons and ("cannot_pay", 1) in reasons and ("tapped", 1) in reasons
    missing = sorted(f"{n}/{a}" for n, a in reasons if sentences.pattern_of("reasons", n, a) is None)
    assert missing == []


def test_sentences_read_the_ids_as_names():
    """CR 601.2i: ``cast(alice, croak)`` is Alice casting Croaking Counterpart; a name two objects share is told
    apart by the id (the three Islands); a player is named as the state names them."""
    st = load_state(EXAMPLES / "states" / "croaking_counterpart.yaml")
    n = sentences.Namer([st])
    assert sentences.event_sentence("cast(alice, croak)", n) == "alice cast Croaking Counterpart"
    assert sentences.event_sentence("tapped(island1)", n) == "Island (island1) became tapped"
    assert sentences.event_sentence("moved(croak, stack)", n) == "Croaking Counterpart moved to the stack"
    assert sentences.event_sentence("skipped(declare_blockers)", n) == "the declare blockers step was skipped"
    # an optional part is left out for none (CR 119.3: life gained from a source, for no further cause)
    assert sentences.event_sentence("gained_life(alice, 3, croak, none)", n) == \
        "alice gained 3 life from Croaking Counterpart"
    # a mana cost is a value, never a placeholder; a term inside a term is said too (CR 510.1a)
    assert sentences.reason_sentence("cannot_pay({1}{G}{U})", n) == "the cost {1}{G}{U} can't be paid"
    assert sentences.reason_sentence("damage_division(bears, damage_total(2))", n) == \
        "the combat damage of Grizzly Bears can't be divided that way: the division doesn't add up to its 2 damage"
    # an ability is said as its text
    ab = json.dumps({"trigger": "attacks", "effect": {"become_prepared": "self"}})
    assert sentences.event_sentence(f"triggered(aviator, {ab})", n) == \
        "an ability of Encouraging Aviator triggered: \u201cwhenever this attacks: it becomes prepared\u201d"


def test_an_unknown_term_is_said_in_words_not_raw():
    """A term the vocabulary doesn't know (a reading of a future rule) is still no raw term: its words."""
    assert sentences.event_sentence("brand_new(some_thing, 3)") == "brand new some thing 3"
    assert sentences.parse("a(b, c(d, {1}{G}), e.f.1)") == ("a", ["b", ("c", ["d", "{1}{G}"]), "e.f.1"])
    # (text that isn't a term, however deep or cut, is its text: nothing raises)
    for bad in ("a(" * 5000 + ")" * 5000, "cast(alice, croak", '{"x": ', "", ")("):
        assert isinstance(sentences.event_sentence(bad), str) and isinstance(sentences.reason_sentence(bad), str)


def test_apply_prints_sentences_and_json_keeps_terms_601_2i():
    """CR 601.2a, 601.2i: casting Croaking Counterpart moves it to the stack and it becomes cast; the human
    output says so with the rules, the JSON keeps the structured records."""
    state = str(EXAMPLES / "states" / "croaking_counterpart.yaml")
    act = "{action: cast, object: croak, targets: [aviator], payment: [forest1, island1, island2]}"
    r = CliRunner().invoke(main, ["apply", state, act])
    assert r.exit_code == 0, r.output
    assert "  alice cast Croaking Counterpart (CR 601.2i)\n" in r.output
    assert "  Croaking Counterpart moved to the stack (CR 400.7)\n" in r.output
    assert "cast(alice" not in r.output
    r = CliRunner().invoke(main, ["apply", state, act, "--json"])
    events = json.loads(r.output)[0]["events"]
    assert {"event": "cast", "player": "alice", "object": "croak", "rule": "601.2i"} in events


def test_why_not_says_each_failed_condition_117_1_601_3():
    """Bob may not cast Alice's sorcery: he has no priority (117.1), a sorcery needs its controller's main phase
    and an empty stack (117.1a, 307.1), he can't pay (601.2h) and nothing lets him cast a card from another's
    hand (601.3). The JSON keeps the conditions as terms."""
    state = str(EXAMPLES / "states" / "croaking_counterpart.yaml")
    r = CliRunner().invoke(main, ["why-not", state, "{action: cast, object: croak, player: bob}"])
    assert r.output.splitlines()[1:] == [
        "  - the player doesn't have priority (CR 117.1)",
        "  - it can be cast only in its controller's own main phase while the stack is empty (CR 117.1a)",
        "  - the cost {1}{G}{U} can't be paid (CR 601.2h)",
        "  - nothing lets it be cast from its owner's hand (CR 601.3)"]
    r = CliRunner().invoke(main, ["why-not", state, "{action: cast, object: croak, player: bob}", "--json"])
    assert {f["condition"] for f in json.loads(r.output)["failures"]} >= {"no_priority", "no_permission(hand)"}


#: a raw term: a name with arguments, or a snake_case constant (ids are taken out first)
_RAW = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]*\b|\b[a-z_][a-z0-9_]*\((?!s\))|\{\"")


def _raw_terms(text: str, ids: set[str]) -> list[str]:
    for oid in sorted(ids, key=len, reverse=True):
        text = text.replace(oid, "ID")
    return _RAW.findall(text)


def _ids(*states) -> set[str]:
    return {o for s in states for o in s.objects} | {p for s in states for p in s.players}


# every example state in a long run (MTGASP_LONG=1); every other one in the suite's default run (ten minutes)
@pytest.mark.parametrize("path", [p if i % 2 == 0 else pytest.param(p, marks=pytest.mark.long)
                                  for i, p in enumerate(sorted((EXAMPLES / "states").glob("*.yaml")))],
                         ids=lambda p: p.stem)
def test_no_raw_term_reaches_the_human_output_of_the_example_states(engine, path):
    """For each example state: derive's and legal's tables, why-not of each legal action asked of the other
    player, and the events of apply of each legal action (settled, CR 117.5) are English, with no term of the rules
    or of the card vocabulary left raw (an ability's text is quoted in an event, and checked too)."""
    from pyglue.solve import IllegalAction
    from pyglue.state import InputError

    try:
        st = load_state(path)
    except InputError:  # (broken.yaml and the impossible states are about other answers)
        pytest.skip("not a loadable state")
    d = engine.derive(st)
    acts = engine.legal_actions(st)
    # derive's tables (the header's phase and step, the abilities column, pending events) and the legal table
    seen = [render.derivation_text(st, d), render.legal_text(acts)]
    others = [p for p in st.players if p != st.doc.get("priority")]
    for a in acts[:6]:
        try:
            outs = engine.apply(st, a.action)
        except IllegalAction as exc:
            seen.append(render.why_not_text(exc.why, st))
            continue
        for o in outs[:3]:
            seen.append("\n".join(render.events_lines(o.events, sentences.Namer([st, o.state]))))
            ids = _ids(st, o.state)
            assert _raw_terms(seen[-1], ids) == [], seen[-1]
        if others and a.action.get("object"):
            w = engine.why_not(st, dict(a.action, player=others[0]))
            seen.append(render.why_not_text(w, st))
    text = "\n".join(seen)
    assert _raw_terms(text, _ids(st)) == [], text


def test_game_pictures_say_each_move_in_sentences_104_2a_704_5b(engine):
    """CR 504.1, 704.5b, 104.2a: from last_draw.yaml both players pass until Bob draws from his empty library in
    his draw step and loses; Alice wins. The game's picture lists each move with its events as sentences, a move's
    picture its own, and the outcome says who won and why, with the rules; the records stay structured."""
    from pyglue import Game

    g = Game(load_state(EXAMPLES / "states" / "last_draw.yaml"), engine)
    for _ in range(12):
        if g.is_game_over():
            break
        g.push({"action": "pass"})
    over = g.outcome()
    assert over is not None and over.winner == "alice"
    assert {"event": "loses", "player": "bob", "rule": "704.5b"} in over.events
    text = str(over)
    assert text.startswith("game over: alice wins")
    assert "bob loses the game (CR 704.5b)" in text and "alice wins the game (CR 104.2a)" in text
    html = g._repr_html_()
    assert "1. alice: pass" in html and "bob loses the game (CR 704.5b)" in html
    assert "loses(" not in html and "drew_from" not in html
    assert "bob had to draw from an empty library (CR 704.5b)" in g.peek()._repr_html_()


def test_long_texts_are_cut_with_a_marker_in_tables(engine):
    """Issue 28 item 5: a card with a very long text (a test card: one unsupported sentence of 50,000 characters)
    shows at most CELL_LIMIT characters of it in derive's table, with a marker giving its length; --json keeps it
    whole."""
    from .conftest import make_state

    long = "Do " + "a very long thing " * 2800 + "now."
    card = {"name": "Test Verbose Card", "mana_cost": "{1}", "types": ["artifact"], "abilities": [{"unsupported": long}]}
    st = make_state([{"id": "verbose", "card": "Test Verbose Card", "zone": "battlefield", "owner": "alice"}],
                    cards=[card])
    d = engine.derive(st)
    text = render.derivation_text(st, d)
    assert f"\u2026 ({len('unsupported: ' + long):,} characters; --json has it whole)" in text
    assert len(text) < 5000
    assert d.object("verbose").characteristics["abilities"] == [{"unsupported": long}]


def test_explore_steps_are_said_in_words():
    """An explore step is a player's action as the legal table names it, or a rules event said as a sentence (CR
    704.3 state-based actions, 603.3 triggers put on the stack) or a "what if" event; never the rules' term."""
    st = load_state(EXAMPLES / "states" / "croaking_counterpart.yaml")
    n = sentences.Namer([st])
    assert render.step_text("cast(croak, mana)", n) == "cast croak mana"
    assert render.step_text("put_triggers", n) == "the waiting triggered abilities are put on the stack (CR 603.3)"
    assert render.step_text("state_based_actions", n) == "state-based actions are performed (CR 704.3)"
    assert render.step_text("attacks(aviator)", n) == "what if Encouraging Aviator attacked"
    assert render.step_text("copy_spell(croak, alice, no, except((), ()))", n) == \
        "what if alice copied Croaking Counterpart"
