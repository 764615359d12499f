"""Rite of Replication (real card, bundled library: Kicker {5}; "Create a token that's a copy of target creature. If
this spell was kicked, create five of those tokens instead."). Expected values worked out from CR 702.33a/d/e
(kicker, "if this spell was kicked ... instead", 608.2c), 707.2 (a token copy has the target's copiable values),
111.1-111.2 (the spell's controller creates and controls them) and 601.2f-h (the kicked cast costs {2}{U}{U} plus
{5}) before the engine was run."""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import lands, make_state, on_bf, only

RITE = {"id": "rite", "card": "Rite of Replication", "zone": "hand", "owner": "alice"}
BEARS = on_bf("bbears", "Grizzly Bears", "bob")


def _tokens(state):
    return [o for o in state.doc["objects"] if o["id"].startswith("rite.token") and o["zone"] == "battlefield"]


def _resolve(engine, s, action):
    s = only(engine.apply(s, action))
    return only(engine.apply(s, {"event": "resolve"}))


def test_rite_reads_kicker_and_five_copies_instead_702_33e():
    """CR 702.33a, 702.33e: "Kicker {5}" is the kicker ability; "create five of those tokens instead" replaces the one
    token copy of the same target with five when the spell was kicked."""
    text = ("Kicker {5}\nCreate a token that's a copy of target creature. If this spell was kicked, create five of "
            "those tokens instead.")
    assert parse_text(text, "Rite of Replication", ["sorcery"]) == [
        {"kicker": "{5}"},
        {"spell": {"effect": {"if": "kicked", "then": {"create_token_copy": "target", "count": 5},
                              "else": {"create_token_copy": "target"}}, "target": "creature"}}]


def test_rite_unkicked_one_token_copy_707_2(engine):
    """CR 707.2, 111.2: unkicked ({2}{U}{U}, four Islands), one token copy of Bob's Grizzly Bears, under Alice's
    control, named Grizzly Bears, a 2/2 creature."""
    s = make_state([RITE, BEARS, *lands("alice", islands=4)])
    after = _resolve(engine, s, {"action": "cast", "object": "rite", "targets": ["bbears"]})
    (tok,) = _tokens(after)
    d = engine.derive(after)
    ch = d.object(tok["id"]).characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Grizzly Bears", 2, 2)
    assert d.object(tok["id"]).controller == "alice"


def test_rite_kicked_needs_nine_mana_601_2f(engine):
    """CR 601.2f-h, 702.33a: the kicked cast costs {2}{U}{U} plus {5}: eight lands can't pay it, nine can."""
    w = engine.why_not(make_state([RITE, BEARS, *lands("alice", islands=8)]),
                       {"action": "cast", "object": "rite", "kicked": True, "targets": ["bbears"]})
    assert any(f.startswith("cannot_pay") for f, _ in w.failures)
    s9 = make_state([RITE, BEARS, *lands("alice", islands=9)])
    assert any(a.action.get("kicked") for a in engine.legal_actions(s9) if a.action.get("object") == "rite")


def test_rite_kicked_five_token_copies_702_33e(engine):
    """CR 702.33e, 608.2c: kicked, the spell creates five token copies of the Bears instead of one, each a Grizzly
    Bears controlled by Alice (707.2, 111.2); the original stays Bob's."""
    s = make_state([RITE, BEARS, *lands("alice", islands=9)])
    after = _resolve(engine, s, {"action": "cast", "object": "rite", "kicked": True, "targets": ["bbears"]})
    toks = _tokens(after)
    assert len(toks) == 5
    d = engine.derive(after)
    assert {d.object(t["id"]).characteristics["name"] for t in toks} == {"Grizzly Bears"}
    assert {d.object(t["id"]).controller for t in toks} == {"alice"}
    assert d.object("bbears").controller == "bob"
