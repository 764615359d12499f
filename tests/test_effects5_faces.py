"""Branch effects5: Fable of the Mirror-Breaker's chapters II and III (CR 701.9a, 121.1, 608.2c; 701.13a, 712.14a,
400.7; rules_asp/kernel/effects5_faces.lp), with the chapter ability on the stack as the library reads it. Each
expected value was worked out from the CR before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

FABLE = "Fable of the Mirror-Breaker"


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def chapter_state(n: int, *extra):
    ab = dict(library()[FABLE]["abilities"][n - 1], trigger={"chapter": n})   # (the chapter that triggered, 714.2b)
    trig = {"id": "fb.ability.1", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "fb", "text": ab}}
    return make_state([trig, bf("fb", FABLE, counters={"lore": n}), *extra], stack=["fb.ability.1"])


def test_fable_reads_whole():
    assert not [a for a in library()[FABLE]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def test_712_14a_chapter_iii_returns_it_transformed(engine):
    """Chapter III resolves: Fable is exiled and returns to the battlefield at once with its back face up (712.14a),
    Reflection of Kiki-Jiki, a 2/2 enchantment creature under Alice's control; a new object (400.7): no lore counters,
    so no Saga sacrifice (and it isn't a Saga any more)."""
    s = only(engine.apply(chapter_state(3), {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    doc = s.to_document()
    (fb,) = [o for o in doc["objects"] if o["zone"] == "battlefield" and o.get("card") == FABLE]
    assert fb.get("transformed") and not fb.get("counters") and fb.get("controller", fb["owner"]) == "alice"
    ch = engine.derive(s).object(fb["id"]).characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Reflection of Kiki-Jiki", 2, 2)


def test_701_9a_121_1_chapter_ii_discards_up_to_two_and_draws_that_many(engine):
    """Chapter II with two cards in Alice's hand and three in her library: she discards none (draws none), one of the two
    (draws one) or both (draws two): four resulting states; cards in her graveyard 0, 1, 1, 2 and in her library 3, 2,
    2, 1."""
    hand = [{"id": f"h{k}", "card": "Island", "zone": "hand", "owner": "alice"} for k in (1, 2)]
    lib = [{"id": f"l{k}", "card": "Island", "zone": "library", "owner": "alice", "library_position": k}
           for k in (1, 2, 3)]
    s = only(engine.apply(chapter_state(2, *hand, *lib), {"action": "pass"}))
    got = []
    for o in engine.apply(s, {"action": "pass"}):
        zones = [x["zone"] for x in o.state.doc["objects"] if x["id"][0] in "hl"]
        got.append((zones.count("graveyard"), zones.count("library")))
    assert sorted(got) == [(0, 3), (1, 2), (1, 2), (2, 1)]
