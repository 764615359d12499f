"""CR 700.2d: "You may choose the same mode more than once." (branch effects5; rules_asp/kernel/effects5_modes.lp), with
Rootcast Apprenticeship and Cabaretti Confluence, real census cards from the bundled library, in tiny states.

CR 700.2d: a mode chosen N times is treated as though it were printed N times in a row; each time it needs a target,
that target may be the same object or another. The cast action names a mode once for each time it is chosen; its
targets are listed in the order of the occurrences: first the first choice of each mode (printed order), then the
second and later choices, mode by mode. Each expected value was worked out from the CR and the cards' rulings before
the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def cast_resolve(engine, s, oid, modes, targets):
    s = only(engine.apply(s, {"action": "cast", "object": oid, "modes": modes, "targets": targets}))
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def lands(name: str, n: int, tag: str) -> list[dict[str, Any]]:
    return [bf(f"{tag}{i}", name) for i in range(n)]


def test_both_cards_read_whole_700_2d():
    for name in ("Rootcast Apprenticeship", "Cabaretti Confluence"):
        (ab,) = library()[name]["abilities"]
        assert (ab["spell"]["choose"], ab["spell"]["repeat"], len(ab["spell"]["modes"])) == (3, True, 4 if
                                                                                           name[0] == "R" else 3)


def _rootcast(*extra):
    return make_state([{"id": "ra", "card": "Rootcast Apprenticeship", "zone": "hand", "owner": "alice"},
                       *lands("Forest", 4, "f"), bf("abear", "Grizzly Bears"), bf("vat", "Mimic Vat", "bob"),
                       bf("jug", "Juggernaut", "bob"), bf("bbear", "Grizzly Bears", "bob"), *extra])


def test_rootcast_counters_twice_on_one_creature_and_a_squirrel_700_2d_122_1(engine):
    """Modes 1, 1 and 3: mode 1 twice on Alice's Grizzly Bears (the same target both times, 700.2d), mode 3 on Alice.
    Two +1/+1 counters, then two more: four (122.1), a 6/6; Alice creates one 1/1 Squirrel. Targets in occurrence
    order: mode 1, mode 3, then mode 1's second choice."""
    s = cast_resolve(engine, _rootcast(), "ra", [1, 1, 3], ["abear", "alice", "abear"])
    assert obj(s, "abear")["counters"] == {"+1/+1": 4}
    d = engine.derive(s)
    assert (d.object("abear").characteristics["power"], d.object("abear").characteristics["toughness"]) == (6, 6)
    (sq,) = tokens(s)
    assert (sq.get("controller", sq["owner"]), d.object(sq["id"]).characteristics["name"]) == ("alice", "Squirrel Token")


def test_rootcast_sacrifice_twice_and_legality_700_2d_701_21a(engine):
    """Mode 3 on Alice, mode 4 twice on Bob: he sacrifices a nontoken artifact twice, his only two (Mimic Vat and
    Juggernaut) go to his graveyard (701.21a) and his Bears stays; Alice creates one Squirrel. Naming mode 1 twice is
    legal (700.2d); naming two modes is too few for "choose three" (700.2)."""
    s0 = _rootcast()
    assert engine.why_not(s0, {"action": "cast", "object": "ra", "modes": [1, 1, 1],
                               "targets": ["abear", "bbear", "abear"]}).legal
    w = engine.why_not(s0, {"action": "cast", "object": "ra", "modes": [1, 1], "targets": ["abear", "abear"]})
    assert not w.legal and ("wrong_number_of_modes(2, 3)", "700.2") in w.failures
    s = cast_resolve(engine, s0, "ra", [3, 4, 4], ["alice", "bob", "bob"])
    assert (obj(s, "vat")["zone"], obj(s, "jug")["zone"], obj(s, "bbear")["zone"]) == \
        ("graveyard", "graveyard", "battlefield")
    assert len(tokens(s)) == 1


def test_rootcast_squirrels_twice_for_one_player_700_2d_111_2(engine):
    """Mode 3 twice on Bob and mode 1 on Alice's Bears: Bob creates two Squirrels (each time one, 111.2: his), the
    Bears gets two +1/+1 counters."""
    s = cast_resolve(engine, _rootcast(), "ra", [1, 3, 3], ["abear", "bob", "bob"])
    toks = tokens(s)
    assert sorted(t.get("controller", t["owner"]) for t in toks) == ["bob", "bob"]
    assert len({t["id"] for t in toks}) == 2
    assert obj(s, "abear")["counters"] == {"+1/+1": 2}


def _cabaretti():
    return make_state([{"id": "cc", "card": "Cabaretti Confluence", "zone": "hand", "owner": "alice"},
                       *lands("Mountain", 4, "m"), bf("fo", "Forest"), bf("pl", "Plains"),
                       bf("abear", "Grizzly Bears"), bf("vat", "Mimic Vat", "bob"), bf("bbear", "Grizzly Bears", "bob")])


def test_cabaretti_two_token_copies_of_one_creature_700_2d_707_2(engine):
    """Mode 1 twice on Alice's Grizzly Bears and mode 2 on Bob's Mimic Vat: two tokens, each a copy of the Bears
    (707.2) with haste (it gains it, 611.2), under Alice's control; Mimic Vat is exiled. Targets in occurrence order:
    mode 1, mode 2, mode 1's second choice."""
    s = cast_resolve(engine, _cabaretti(), "cc", [1, 1, 2], ["abear", "vat", "abear"])
    toks = tokens(s)
    assert len(toks) == 2 and obj(s, "vat")["zone"] == "exile"
    d = engine.derive(s)
    for t in toks:
        ch = d.object(t["id"]).characteristics
        assert (t.get("controller", t["owner"]), ch["name"], "haste" in ch.get("abilities", [])) == \
            ("alice", "Grizzly Bears", True)


def test_cabaretti_team_pump_twice_700_2d_613_4c(engine):
    """Mode 3 twice on Alice (and mode 2 on Mimic Vat): her creatures get +1/+1 twice, her Bears is 4/4 with first
    strike until end of turn; Bob's Bears stays 2/2 without it."""
    s = cast_resolve(engine, _cabaretti(), "cc", [2, 3, 3], ["vat", "alice", "alice"])
    d = engine.derive(s)
    ab, bb = d.object("abear").characteristics, d.object("bbear").characteristics
    assert (ab["power"], ab["toughness"], "first_strike" in ab.get("abilities", [])) == (4, 4, True)
    assert (bb["power"], bb["toughness"], "first_strike" in bb.get("abilities", [])) == (2, 2, False)


# --- Season of Weaving: "Choose up to five {P} worth of modes. You may choose the same mode more than once. / {P} — Draw
# a card. / {P}{P} — Choose an artifact or creature you control. Create a token that's a copy of it. / {P}{P}{P} — Return
# each nonland, nontoken permanent to its owner's hand." (CR 700.2i, 700.2d)


def test_season_of_weaving_reads_whole_700_2i():
    (ab,) = library()["Season of Weaving"]["abilities"]
    assert (ab["spell"]["paws"], [m["paws"] for m in ab["spell"]["modes"]]) == (5, [1, 2, 3])


def _season(*extra):
    return make_state([{"id": "sw", "card": "Season of Weaving", "zone": "hand", "owner": "alice"},
                       *lands("Island", 6, "i"), bf("abear", "Grizzly Bears"), bf("bbear", "Grizzly Bears", "bob"),
                       bf("bvat", "Mimic Vat", "bob"),
                       *[{"id": f"l{k}", "card": "Island", "zone": "library", "owner": "alice", "library_position": k}
                         for k in (1, 2, 3)], *extra])


def test_season_draw_twice_and_bounce_700_2d_121_2_400_7(engine):
    """Modes 1, 1 and 3 (1 + 1 + 3 = 5 pawprints): Alice draws two cards (her library's top two); every nonland, nontoken
    permanent goes to its owner's hand: both Bears and Bob's Mimic Vat; the Islands stay. Six pawprints (2, 2, 2) are too
    many (700.2i); five {P} modes of one pawprint are legal."""
    s0 = _season()
    w = engine.why_not(s0, {"action": "cast", "object": "sw", "modes": [2, 2, 2]})
    assert not w.legal and ("too_many_pawprints(6, 5)", "700.2i") in w.failures
    assert engine.why_not(s0, {"action": "cast", "object": "sw", "modes": [1, 1, 1, 1, 1]}).legal
    s = cast_resolve(engine, s0, "sw", [1, 1, 3], [])
    zones = {k: obj(s, k)["zone"] for k in ("l1", "l2", "l3", "abear", "bbear", "bvat", "i0")}
    assert zones == {"l1": "hand", "l2": "hand", "l3": "library", "abear": "hand", "bbear": "hand", "bvat": "hand",
                     "i0": "battlefield"}


def test_season_two_copies_each_choice_its_own_700_2d_707_2(engine):
    """Modes 1, 2 and 2 (five pawprints) with Alice's Grizzly Bears and her own Mimic Vat: each choice of mode 2 picks
    an artifact or creature she controls (not targeted), the same one or another: three outcomes, two Bears tokens, a
    Bears and a Mimic Vat, or two Mimic Vats; she draws a card."""
    s = only(engine.apply(_season(bf("avat", "Mimic Vat")), {"action": "cast", "object": "sw", "modes": [1, 2, 2]}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    got = []
    for o in outs:
        d = engine.derive(o)
        got.append(sorted(d.object(t["id"]).characteristics["name"] for t in tokens(o)))
        assert obj(o, "l1")["zone"] == "hand" and all(t.get("controller", t["owner"]) == "alice" for t in tokens(o))
    assert sorted(got) == [["Grizzly Bears", "Grizzly Bears"], ["Grizzly Bears", "Mimic Vat"],
                           ["Mimic Vat", "Mimic Vat"]]
