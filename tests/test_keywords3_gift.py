"""Gift (CR 702.174; branch keywords3, issue 22; rules_asp/kernel/keywords3_gift.lp). Each expected value was worked
out from the CR text and the card's rulings before the engine was run. Real cards from the bundled library: Octomancer
({3}{G}{U} 3/3, "Gift an Octopus" and "At the beginning of each end step, create a token that's a copy of target
creature token that entered the battlefield this turn.").
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice, tokens


def _state(**top):
    return make_state([{"id": "oc", "card": "Octomancer", "zone": "hand", "owner": "alice"}]
                      + basics("alice", "Forest", 3) + basics("alice", "Island", 2), **top)


def _stack(s):
    return [o for o in s.to_document()["objects"] if o["zone"] == "stack"]


def _chars(engine, s, oid):
    return engine.derive(s).object(oid).characteristics


def test_702_174i_octomancer_gift_line_reads():
    abilities = library()["Octomancer"]["abilities"]
    assert abilities[0] == {"k3_gift": "octopus"}
    assert not [a for a in abilities if "unsupported" in a]


def test_702_174a_casting_octomancer_may_promise_the_gift_to_bob(engine):
    """As Alice casts Octomancer she may promise Bob (her one opponent) a gift (702.174a: an optional additional cost):
    two resulting states, the spell with the promise to Bob (702.174k) and without."""
    outs = [o.state for o in engine.apply(_state(), {"action": "cast", "object": "oc"})]
    assert sorted(str(obj(s, "oc").get("gift_promised_to")) for s in outs) == ["None", "bob"]


def _promised(engine, **top):
    (s,) = [o.state for o in engine.apply(_state(**top), {"action": "cast", "object": "oc"})
            if obj(o.state, "oc").get("gift_promised_to") == "bob"]
    return s


def test_702_174b_702_174i_the_promised_gift_gives_bob_an_8_8_octopus(engine):
    """Octomancer resolves and enters (608.3); its gift ability triggers (702.174b: when it enters, if the gift cost was
    paid); resolved, Bob, the chosen player, creates an 8/8 blue Octopus creature token (702.174i): his, under his
    control (111.1-111.2), named Octopus Token (111.4: the effect names no name). Alice gets none."""
    s = pass_twice(engine, _promised(engine))
    assert obj(s, "oc")["zone"] == "battlefield"
    assert len(_stack(s)) == 1
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    c = _chars(engine, s, tok["id"])
    assert (tok["owner"], tok.get("controller", tok["owner"])) == ("bob", "bob")
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["types"], c["subtypes"]) == \
        ("Octopus Token", 8, 8, ["blue"], ["creature"], ["Octopus"])


def test_702_174b_no_gift_no_octopus(engine):
    """Not promised: Octomancer enters and nothing triggers; no token."""
    (s,) = [o.state for o in engine.apply(_state(), {"action": "cast", "object": "oc"})
            if obj(o.state, "oc").get("gift_promised_to") is None]
    s = pass_twice(engine, s)
    assert obj(s, "oc")["zone"] == "battlefield" and not _stack(s) and not tokens(s)


def test_603_2b_707_2_octomancer_copies_the_octopus_it_gave_at_the_end_step(engine):
    """The Octopus entered this turn: at the beginning of the end step Octomancer's ability triggers targeting it (the
    only creature token that entered this turn, 115.1) and Alice creates a token copy of it (707.2): an 8/8 Octopus
    of hers, besides Bob's. (Cast in Alice's second main phase, so that passing reaches the end step.)"""
    s = pass_twice(engine, pass_twice(engine, _promised(engine, phase="postcombat_main")))
    for _ in range(8):
        if _stack(s):
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert [o.get("targets") for o in _stack(s)] == [[tokens(s)[0]["id"]]]
    s = pass_twice(engine, s)
    mine = [t for t in tokens(s) if t.get("controller", t["owner"]) == "alice"]
    assert len(mine) == 1 and _chars(engine, s, mine[0]["id"])["power"] == 8


def test_702_174e_702_174j_gift_a_card_on_a_sorcery_bob_draws(engine):
    """Coiling Rebirth ({3}{B}{B} sorcery, "Gift a card"): cast promising Bob the gift (702.174a), it resolves and
    Bob, the chosen player, draws a card (702.174e, 702.174j: before its other instructions). Not promised: Bob draws
    nothing. (Its return-and-copy sentence, on Hill Giant, is tested in tests/test_tokencopy7.py.)"""
    def state():
        return make_state([{"id": "cr", "card": "Coiling Rebirth", "zone": "hand", "owner": "alice"},
                           {"id": "hg", "card": "Hill Giant", "zone": "graveyard", "owner": "alice"},
                           {"id": "blib", "card": "Grizzly Bears", "zone": "library", "owner": "bob",
                            "library_position": 1},
                           {"id": "alib", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                            "library_position": 1}]
                          + basics("alice", "Swamp", 5))
    outs = [o.state for o in engine.apply(state(), {"action": "cast", "object": "cr"})]
    got = {}
    for s in outs:
        promised = obj(s, "cr").get("gift_promised_to")
        s = pass_twice(engine, s)
        got[promised] = (obj(s, "blib")["zone"], obj(s, "alib")["zone"])
    assert got == {"bob": ("hand", "library"), None: ("library", "library")}
