"""Branch cards10 (session 7). Each expected value was worked out from the CR (September 25, 2026) and the cards'
rulings before the engine was run.

The Everflowing Well // The Myriad Pools: "When The Everflowing Well enters, mill two cards, then draw two cards." and
"Descend 8 — At the beginning of your upkeep, if there are eight or more permanent cards in your graveyard, transform
The Everflowing Well." (a legendary artifact costing {2}{U}).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def gy(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def library_cards(owner: str, *cards: tuple[str, str]) -> list[dict[str, Any]]:
    """Cards (id, name) in ``owner``'s library, the first on top (CR 401.1)."""
    return [{"id": i, "card": c, "zone": "library", "owner": owner, "library_position": k + 1}
            for k, (i, c) in enumerate(cards)]


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def pass2(engine, s) -> list:
    """Both players pass: the top of the stack resolves (CR 117.4, 608); every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


# --- The Everflowing Well ---------------------------------------------------------------------------------------------


def test_everflowing_well_reads_both_lines_701_17a_207_2c():
    """CR 701.17a, 121.1: the enters trigger mills two then draws two (two instructions, 608.2c); CR 207.2c: "Descend
    8" is an ability word, the trigger an upkeep trigger with an intervening if (603.4) that transforms it."""
    ab = library()["The Everflowing Well"]["abilities"]
    assert ab[0] == {"trigger": "enters", "effect": [{"mill": 2}, {"draw": 2}]}
    assert ab[1] == {"trigger": {"beginning_of": "upkeep", "whose": "your"},
                     "if": {"permanent_cards_in_graveyard": 8}, "effect": "transform_self"}


def test_everflowing_well_enters_mills_two_then_draws_two_701_17a_121_1(engine):
    """Alice casts the Well; it resolves and its enters trigger resolves: CR 701.17a: the top two cards of Alice's library (l1, l2) go to
    her graveyard; then (608.2c) CR 121.1: she draws the next two (l3, l4); l5 stays. One resulting state."""
    objs = [{"id": "well", "card": "The Everflowing Well", "zone": "hand", "owner": "alice"},
            *(bf(f"i{k}", "Island") for k in range(3)),
            *library_cards("alice", ("l1", "Island"), ("l2", "Forest"), ("l3", "Plains"), ("l4", "Swamp"),
                           ("l5", "Mountain"))]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "well"}))
    (s,) = pass2(engine, s)
    assert obj(s, "well")["zone"] == "battlefield" and len(s.doc["stack"]) == 1
    (out,) = pass2(engine, s)
    assert [obj(out, i)["zone"] for i in ("l1", "l2", "l3", "l4", "l5")] == \
        ["graveyard", "graveyard", "hand", "hand", "library"]


def _well_upkeep(engine, grave: list[dict[str, Any]]):
    objs = [bf("well", "The Everflowing Well"), *grave, *library_cards("alice", ("l1", "Island"))]
    return only(engine.apply(make_state(objs, active_player="bob", phase="ending", step="end"), {"event": "end_turn"}))


def test_descend_8_transforms_the_well_with_eight_permanent_cards_603_4_701_27a(engine):
    """Alice's graveyard: seven Islands and a Grizzly Bears (eight permanent cards, CR 110.4a) and a Lightning Bolt (an
    instant, not a permanent card). Her upkeep begins: the trigger's condition holds (603.4), it goes on the stack and
    resolves: the Well transforms into The Myriad Pools (701.27a)."""
    grave = [gy(f"g{k}", "Island") for k in range(7)] + [gy("bears", "Grizzly Bears"), gy("bolt", "Lightning Bolt")]
    s = _well_upkeep(engine, grave)
    assert s.doc["step"] == "upkeep" and len(s.doc["stack"]) == 1
    (out,) = pass2(engine, s)
    assert obj(out, "well").get("transformed") is True
    c = engine.derive(out).object("well").characteristics        # 712.8e: the back face's characteristics
    assert (c["name"], sorted(c["types"])) == ("The Myriad Pools", ["artifact", "land"])


def test_descend_8_doesnt_trigger_with_seven_permanent_cards_603_4(engine):
    """Six Islands, a Grizzly Bears and a Lightning Bolt: seven permanent cards, so the intervening if is false as the
    upkeep begins and the ability doesn't trigger (CR 603.4): the stack stays empty. Nor does it do anything if it
    resolves with only those seven (603.4)."""
    grave = [gy(f"g{k}", "Island") for k in range(6)] + [gy("bears", "Grizzly Bears"), gy("bolt", "Lightning Bolt")]
    s = _well_upkeep(engine, grave)
    assert s.doc["step"] == "upkeep" and not s.doc.get("stack")
    # 603.4: the condition is checked again as the ability resolves: on the stack with only those seven permanent cards
    # left in the graveyard (one left it in response), it does nothing: the Well stays front face up
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "well", "text": library()["The Everflowing Well"]["abilities"][1]}}
    s = make_state([bf("well", "The Everflowing Well"), *grave, trig], stack=["trig"], phase="beginning", step="upkeep")
    out = only(engine.apply(s, {"event": "resolve"}))
    assert (obj(out, "well").get("transformed"), out.doc.get("stack")) == (None, [])


# --- The Myriad Pools -------------------------------------------------------------------------------------------------


def test_myriad_pools_reads_its_trigger_603_2_115_1d():
    """The back face's trigger: the event (601.2i, 106.4), "up to one other target permanent you control" (115.1d) and
    the copy effect until end of turn (707.4, 514.2)."""
    ab = library()["The Everflowing Well"]["back"]["abilities"][1]
    assert ab == {"trigger": "you_cast_permanent_spell_using_self_mana",
                  "target": "up_to_one_other_permanent_you_control",
                  "effect": {"target_becomes_copy": "that_spell", "until": "end_of_turn"}}


def _pools_cast(engine, payment: list[str]):
    objs = [bf("pools", "The Everflowing Well", transformed=True), bf("f1", "Forest"), bf("isl", "Island"),
            {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}]
    return [o.state for o in engine.apply(make_state(objs), {"action": "cast", "object": "gb", "payment": payment})]


def test_myriad_pools_mana_on_a_creature_spell_copies_it_onto_a_permanent_601_2h_603_3d_707_4(engine):
    """Alice casts Grizzly Bears (a creature spell, 110.4b) paying {G} with a Forest and {1} with the Pools' {U}
    (601.2g-h): the ability triggers (601.2i, 603.2). Its target, chosen as it goes on the stack (603.3d, 115.1d): the
    Forest, the Island, or none (not the Pools: "other"; not Bears: a spell): three states. With the Island chosen it
    resolves first (405.5): the Island becomes a copy of the Bears spell (707.2, 707.4): named Grizzly Bears, a 2/2
    creature and no land."""
    outs = _pools_cast(engine, ["f1", "pools"])
    assert all(len(s.doc["stack"]) == 2 and obj(s, s.doc["stack"][-1])["ability"]["that_spell"] == "gb" for s in outs)
    picks = sorted(tuple(obj(s, s.doc["stack"][-1]).get("targets", [])) for s in outs)
    assert picks == [(), ("f1",), ("isl",)]
    s = next(s for s in outs if obj(s, s.doc["stack"][-1]).get("targets") == ["isl"])
    (out,) = pass2(engine, s)
    c = engine.derive(out).object("isl").characteristics
    assert (c["name"], c["types"], c["power"], c["toughness"]) == ("Grizzly Bears", ["creature"], 2, 2)


def test_myriad_pools_doesnt_trigger_without_its_mana_601_2h(engine):
    """Paid with the Forest and the Island only, no mana the Pools made is spent on the Bears: no trigger (CR 603.2);
    the Bears spell alone is on the stack. A sorcery paid with the Pools' mana doesn't trigger it either."""
    (s,) = _pools_cast(engine, ["f1", "isl"])
    assert s.doc["stack"] == ["gb"]
    # nor for a spell that isn't a permanent spell (110.4b), even paid with the Pools' {U}: Careful Study, a sorcery
    objs = [bf("pools", "The Everflowing Well", transformed=True),
            {"id": "cs", "card": "Careful Study", "zone": "hand", "owner": "alice"}]
    (s,) = [o.state for o in engine.apply(make_state(objs), {"action": "cast", "object": "cs", "payment": ["pools"]})]
    assert s.doc["stack"] == ["cs"]


# --- The Tale of Tamiyo -----------------------------------------------------------------------------------------------


def test_tale_of_tamiyo_chapter_i_mills_and_draws_while_the_pair_shares_a_type_701_17a_121_1_205_2a(engine):
    """Alice casts The Tale of Tamiyo; it enters with a lore counter and chapter I triggers (714.2b, 714.3a). Her library
    from the top: Island, Forest, Grizzly Bears, Lightning Bolt, Grizzly Bears, Mountain. She mills Island and Forest
    (701.17a): both lands (205.2a), so she draws Grizzly Bears (121.1) and repeats: she mills Lightning Bolt (an instant)
    and Grizzly Bears (a creature): no shared type, so it stops. The Mountain stays. One resulting state."""
    objs = [{"id": "tale", "card": "The Tale of Tamiyo", "zone": "hand", "owner": "alice"},
            *(bf(f"i{k}", "Island") for k in range(3)),
            *library_cards("alice", ("l1", "Island"), ("l2", "Forest"), ("l3", "Grizzly Bears"),
                           ("l4", "Lightning Bolt"), ("l5", "Grizzly Bears"), ("l6", "Mountain"))]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "tale"}))
    (s,) = pass2(engine, s)
    assert obj(s, "tale")["zone"] == "battlefield" and len(s.doc["stack"]) == 1
    (out,) = pass2(engine, s)
    assert [obj(out, i)["zone"] for i in ("l1", "l2", "l3", "l4", "l5", "l6")] == \
        ["graveyard", "graveyard", "hand", "graveyard", "graveyard", "library"]


def _tale_chapter_iv(engine, grave: list[dict[str, Any]], *more: dict[str, Any]):
    """Alice's draw step, her Tale with three lore counters; both pass: her precombat main phase begins, the fourth lore
    counter goes on it (714.3c) and chapter IV triggers (714.2b); each resulting state."""
    s = make_state([bf("tale", "The Tale of Tamiyo", counters={"lore": 3}), *grave, *more],
                   phase="beginning", step="draw")
    return pass2(engine, s)


def test_tale_of_tamiyo_chapter_iv_targets_any_number_of_its_cards_601_2c_115_1d(engine):
    """Alice's graveyard: Lightning Bolt (an instant), Careful Study (a sorcery), Tamiyo, Compleated Sage (a Tamiyo
    planeswalker card) and Grizzly Bears (a creature, not a legal target); Bob's graveyard a Lightning Bolt (not "your
    graveyard"). As chapter IV goes on the stack she chooses any number of the three (601.2c via 603.3d; each a target,
    115.1), zero included (107.1c "any number" may be zero; 115.6: an ability requiring targets may allow zero): every
    subset, eight states. With none the ability is on the stack all the same (a legal choice was
    made, so 603.3d doesn't remove it) and the Saga isn't sacrificed while it is there (714.4); it resolves doing nothing
    (no card exiled or copied), then the state-based action sacrifices the Tale (714.4, 704.5s)."""
    outs = _tale_chapter_iv(engine, [gy("bolt", "Lightning Bolt"), gy("cs", "Careful Study"), gy("gb", "Grizzly Bears"),
                                     gy("tam", "Tamiyo, Compleated Sage"), gy("bbolt", "Lightning Bolt", "bob")])
    picks = sorted(tuple(sorted(obj(s, s.doc["stack"][-1]).get("targets", []))) for s in outs)
    assert picks == sorted(tuple(sorted(c)) for k in range(4) for c in combinations(("bolt", "cs", "tam"), k))
    (none,) = [s for s in outs if not obj(s, s.doc["stack"][-1]).get("targets")]
    assert (obj(none, "tale")["zone"], len(none.doc["stack"])) == ("battlefield", 1)
    (out,) = pass2(engine, none)
    assert [obj(out, i)["zone"] for i in ("tale", "bolt", "cs", "gb", "tam")] == ["graveyard"] * 5
    assert not out.doc.get("stack") and not [o for o in out.doc["objects"] if o.get("cast_now_by")]


def test_tale_of_tamiyo_chapter_iv_exiles_copies_and_offers_the_copies_paid_406_2_707_12(engine):
    """Chapter IV with both Lightning Bolt and Careful Study as targets resolves: both are exiled (406.2); a copy of each
    is made in exile (707.12) for Alice to cast now, each by paying its mana cost ("you may cast", no cost waived:
    601.2f; her Island and Mountain can pay {U} and {R}). Grizzly Bears stays in her graveyard."""
    outs = _tale_chapter_iv(engine, [gy("bolt", "Lightning Bolt"), gy("cs", "Careful Study"), gy("gb", "Grizzly Bears")],
                            bf("isl", "Island"), bf("mtn", "Mountain"))
    s = next(s for s in outs if sorted(obj(s, s.doc["stack"][-1]).get("targets", [])) == ["bolt", "cs"])
    (out,) = pass2(engine, s)
    assert [obj(out, i)["zone"] for i in ("bolt", "cs", "gb")] == ["exile", "exile", "graveyard"]
    cps = {o["id"] for o in out.doc["objects"] if o.get("cast_now_by") == "alice"}
    assert len(cps) == 2 and all(obj(out, c)["zone"] == "exile" for c in cps)
    costs = {a.action.get("cost") for a in engine.legal_actions(out) if a.action.get("action") == "cast"
             and a.action["object"] in cps}
    assert costs == {"mana"}
    # 707.12a: she may cast none of them; declining, the ability is done: the copies left in exile cease to exist
    # (704.5e) and the Saga, no longer the source of a chapter ability on the stack, is sacrificed (714.4)
    done = only(engine.apply(out, {"action": "pass"}))
    assert (obj(done, "tale")["zone"], [o["id"] for o in done.doc["objects"] if o["id"] in cps]) == ("graveyard", [])
