"""Casualty X with a copy that isn't legendary and has starting loyalty X (CR 702.153a, 601.2b, 707.10, 707.9b; Ob
Nixilis, the Adversary, {1}{B}{R} legendary planeswalker, loyalty 3; branch keywords3, issue 22;
rules_asp/kernel/keywords3_casualty.lp). Each expected value was worked out from the CR text and the card's rulings
(X is chosen as the spell is cast; the creature sacrificed has power X or greater; the copy is a token, not
legendary, with X loyalty counters) before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state
from .test_token_copies import obj, pass_twice


def _state(creatures: list[tuple[str, str]]):
    return make_state([{"id": "ob", "card": "Ob Nixilis, the Adversary", "zone": "hand", "owner": "alice"}]
                      + [{"id": i, "card": c, "zone": "battlefield", "owner": "alice"} for i, c in creatures]
                      + basics("alice", "Swamp", 2) + basics("alice", "Mountain", 1))


def _stack(s):
    return [o for o in s.to_document()["objects"] if o["zone"] == "stack"]


def test_702_153a_ob_nixilis_casualty_line_reads():
    assert library()["Ob Nixilis, the Adversary"]["abilities"][0] == {"k3_casualty_x": "nonlegendary_loyalty_x"}


def test_702_153a_601_2b_casualty_x_sacrifices_a_creature_with_power_x_or_greater(engine):
    """Alice casts Ob Nixilis announcing X = 3 (601.2b): Hill Giant (power 3) may be sacrificed, Runeclaw Bear (power 2)
    can't (702.153a: power X or greater). Two resulting states: not paying (both creatures stay, only the spell on the
    stack) and sacrificing Hill Giant (it is in the graveyard; the casualty trigger waits to go on the stack)."""
    s = _state([("hg", "Hill Giant"), ("rb", "Runeclaw Bear")])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "ob", "x": 3})]
    got = sorted((obj(o, "hg")["zone"], obj(o, "rb")["zone"]) for o in outs)
    assert got == [("battlefield", "battlefield"), ("graveyard", "battlefield")]


def test_707_10_707_9b_the_copy_is_a_nonlegendary_token_with_loyalty_x(engine):
    """Sacrificing Hill Giant with X = 3: the casualty trigger copies Ob Nixilis (707.10); the copy resolves first and
    becomes a token (707.10f) that isn't legendary and enters with 3 loyalty counters (707.9b, 306.5b); then Ob
    Nixilis itself resolves: legendary, its printed 3 loyalty. The legend rule doesn't apply (only one is legendary):
    both stay on the battlefield."""
    s = _state([("hg", "Hill Giant")])
    (s,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "ob", "x": 3})
            if obj(o.state, "hg")["zone"] == "graveyard"]
    for _ in range(6):
        if not _stack(s):
            break
        s = pass_twice(engine, s)
    d = engine.derive(s)
    obs = [o for o in s.to_document()["objects"] if o["zone"] == "battlefield"
           and d.object(o["id"]).characteristics["name"] == "Ob Nixilis, the Adversary"]
    assert len(obs) == 2
    (tok,) = [o for o in obs if o.get("token")]
    (card,) = [o for o in obs if not o.get("token")]
    assert "legendary" not in d.object(tok["id"]).characteristics.get("supertypes", [])
    assert "legendary" in d.object(card["id"]).characteristics.get("supertypes", [])
    assert tok.get("counters") == {"loyalty": 3} and card.get("counters") == {"loyalty": 3}


def test_707_9b_the_copys_loyalty_is_the_announced_x_not_the_power(engine):
    """X = 2 announced, Hill Giant (power 3) sacrificed (power 2 or greater suffices): the copy's starting loyalty is
    X = 2, not the creature's power (the ability says X)."""
    s = _state([("hg", "Hill Giant")])
    (s,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "ob", "x": 2})
            if obj(o.state, "hg")["zone"] == "graveyard"]
    for _ in range(6):
        if not _stack(s):
            break
        s = pass_twice(engine, s)
    (tok,) = [o for o in s.to_document()["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert tok.get("counters") == {"loyalty": 2}


def test_601_2b_legal_casts_offer_x_up_to_the_greatest_power(engine):
    """The legal actions offer Ob Nixilis with X from 1 to 3 (Hill Giant's power is the greatest; a greater X would
    leave nothing to sacrifice) besides the cast itself (X = 0)."""
    s = _state([("hg", "Hill Giant"), ("rb", "Runeclaw Bear")])
    xs = sorted(a.action.get("x", 0) for a in engine.legal_actions(s) if a.action.get("action") == "cast"
                and a.action.get("object") == "ob")
    assert xs == [0, 1, 2, 3]


def test_704_5i_x_0_copy_has_no_loyalty_and_dies(engine):
    """No X announced (X = 0, 601.2b): any creature may be sacrificed (power 0 or greater); Runeclaw Bear is. The copy
    enters with no loyalty counters (starting loyalty 0, 306.5b) and is put into the graveyard as a state-based action
    (704.5i), where the token ceases to exist (704.5d): only Ob Nixilis the card stays, with 3 loyalty."""
    s = _state([("rb", "Runeclaw Bear")])
    (s,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "ob"})
            if obj(o.state, "rb")["zone"] == "graveyard"]
    for _ in range(6):
        if not _stack(s):
            break
        s = pass_twice(engine, s)
    bf = [o for o in s.to_document()["objects"] if o["zone"] == "battlefield" and o["id"] == "ob" or o.get("token")]
    assert [(o["id"], o["zone"], o.get("counters")) for o in bf] == [("ob", "battlefield", {"loyalty": 3})]
