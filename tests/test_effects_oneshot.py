"""One-shot effects, triggered abilities made of them and statics that census copy cards carry besides their copy line
(issue 22, branch effects; rules_asp/kernel/effects_*.lp). Real cards from the bundled library, read from their Oracle
text. Each expected value was worked out from the CR rule named in the test (and the card's rulings) before the engine
was run.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import basics, make_state, only


def st(objects: list[dict[str, Any]], **top: Any):
    return make_state(objects, **top)


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def pass2(engine, s) -> list:
    """Both players pass: the top of the stack resolves (CR 117.4, 608); every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def stack_abilities(s, source: str, trigger: Any = None) -> list[dict[str, Any]]:
    """The abilities of ``source`` on the stack (bottom first); with ``trigger``, the triggered ones of that event."""
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i] for i in s.doc["stack"] if "ability" in objs[i] and objs[i]["ability"]["source"] == source
            and (trigger is None or objs[i]["ability"]["text"].get("trigger") == trigger)]


def resolve_to(engine, s, source: str, trigger: Any = "enters") -> list:
    """Resolve the top of the stack until a ``trigger`` ability of ``source`` is on it; the states then (one per
    choice)."""
    states = [s]
    for _ in range(6):
        if all(stack_abilities(x, source, trigger) for x in states):
            return states
        states = [y for x in states for y in pass2(engine, x)]
    raise AssertionError("no ability of " + source)


# ----------------------------------------------------------------------------------------------------------
# "up to one target ..." (CR 115.1d, 601.2c, 603.3d)

def test_hatut_reads_up_to_one_target_artifact_or_enchantment_115_1d():
    assert library()["Hatut Zeraze Strike Force"]["abilities"][1] == {
        "trigger": "enters", "target": {"up_to_one": "artifact_or_enchantment"}, "effect": {"destroy": "target"}}


def test_115_1d_603_3d_hatut_destroys_up_to_one_target_artifact_or_enchantment(engine):
    """CR 603.3d, 115.1d, 701.8a (Hatut Zeraze Strike Force): Alice's Hatut enters; its ability's target is up to one
    artifact or enchantment: Bob's Glorious Anthem, Bob's Mirari or none (not Bob's Grizzly-like creature, not the
    lands): three states. With the Anthem chosen the ability destroys it (Bob's graveyard), the Mirari stays."""
    s = st([hand("hz", "Hatut Zeraze Strike Force"), *basics("alice", "Plains", 4),
            bf("anthem", "Glorious Anthem", "bob"), bf("mirari", "Mirari", "bob"), bf("bear", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "hz"}))
    states = resolve_to(engine, s, "hz")
    targets = sorted(str(stack_abilities(x, "hz")[-1].get("targets")) for x in states)
    assert targets == ["None", "['anthem']", "['mirari']"]
    (with_anthem,) = [x for x in states if stack_abilities(x, "hz")[-1].get("targets") == ["anthem"]]
    (out,) = pass2(engine, with_anthem)
    assert obj(out, "anthem")["zone"] == "graveyard"
    assert obj(out, "mirari")["zone"] == "battlefield"


def test_115_1d_hatut_with_no_artifact_or_enchantment_still_triggers(engine):
    """CR 115.1d, 603.3d: with no artifact or enchantment on the battlefield the ability still goes on the stack (it may
    have no target: it isn't removed), one state; it resolves doing nothing and Bob's Grizzly Bears stays."""
    s = st([hand("hz", "Hatut Zeraze Strike Force"), *basics("alice", "Plains", 4), bf("bear", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "hz"}))
    (s,) = resolve_to(engine, s, "hz")
    assert stack_abilities(s, "hz")[-1].get("targets") is None
    (out,) = pass2(engine, s)
    assert obj(out, "bear")["zone"] == "battlefield" and out.doc["stack"] == []


# ----------------------------------------------------------------------------------------------------------
# Sieges' enters triggers: "each player mills three cards, then each opponent discards a card and you draw a card"
# (CR 701.17a, 701.9a, 121.1, 608.2c)

def lib(owner: str, *ids: str) -> list[dict[str, Any]]:
    """Cards in ``owner``'s library, the first on top (CR 401.1)."""
    return [{"id": i, "card": "Island", "zone": "library", "owner": owner, "library_position": k + 1}
            for k, i in enumerate(ids)]


def test_sieges_read_their_enters_triggers():
    amonkhet = library()["Invasion of Amonkhet"]["abilities"]
    assert {"trigger": "enters", "effect": [{"each_player_mills": 3}, {"each_opponent_discards": 1}, {"draw": 1}]} \
        in amonkhet
    assert {"trigger": "enters", "effect": [{"draw": 3}, {"discard": 1, "who": "you"}]} \
        in library()["Invasion of Vryn"]["abilities"]


def test_701_17a_701_9a_608_2c_invasion_of_amonkhet_mills_then_discards_then_draws(engine):
    """CR 608.2c, 701.17a, 701.9a, 121.1 (Invasion of Amonkhet, {1}{U}{B}): Alice casts it; it enters (Bob protects it)
    and its ability triggers. Resolving, in order: each player mills three (Alice's a1-a3, Bob's b1-b3 to their
    graveyards), then Bob, her only opponent, discards one of his two cards (his choice: two states), then Alice draws
    one card: the top of what is left, a4 (not a card just milled)."""
    s = st([hand("inv", "Invasion of Amonkhet"), *basics("alice", "Island", 1), *basics("alice", "Swamp", 2),
            *lib("alice", "a1", "a2", "a3", "a4"), *lib("bob", "b1", "b2", "b3", "b4"),
            hand("h1", "Grizzly Bears", "bob"), hand("h2", "Glorious Anthem", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "inv"})[0].state
    (s,) = resolve_to(engine, s, "inv")
    outs = pass2(engine, s)
    assert len(outs) == 2
    for out in outs:
        assert [obj(out, c)["zone"] for c in ("a1", "a2", "a3", "b1", "b2", "b3")] == ["graveyard"] * 6
        assert obj(out, "a4")["zone"] == "hand" and obj(out, "b4")["zone"] == "library"
    assert sorted((obj(o, "h1")["zone"], obj(o, "h2")["zone"]) for o in outs) == [("graveyard", "hand"),
                                                                                   ("hand", "graveyard")]


def test_121_1_701_9a_invasion_of_vryn_draws_three_then_discards_one(engine):
    """CR 121.2, 701.9a, 608.2c (Invasion of Vryn, {3}{U}): its enters trigger draws Alice three cards (a1-a3), then she
    discards one card of her hand, which now holds them (three choices: three states, a1, a2 or a3 discarded; her
    hand is empty besides)."""
    s = st([hand("inv", "Invasion of Vryn"), *basics("alice", "Island", 4), *lib("alice", "a1", "a2", "a3", "a4")])
    s = engine.apply(s, {"action": "cast", "object": "inv"})[0].state
    (s,) = resolve_to(engine, s, "inv")
    outs = pass2(engine, s)
    got = sorted(tuple(obj(o, c)["zone"] for c in ("a1", "a2", "a3", "a4")) for o in outs)
    assert got == [("graveyard", "hand", "hand", "library"), ("hand", "graveyard", "hand", "library"),
                   ("hand", "hand", "graveyard", "library")]


# ----------------------------------------------------------------------------------------------------------
# Investigate (CR 701.16a, 111.10f)

def clues(s, owner: str = "alice") -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"
            and o.get("controller", o["owner"]) == owner]


def test_investigate_lines_read():
    lib_ = library()
    assert {"trigger": {"any_of": ["enters", "attacks"]}, "effect": {"investigate": 1}} \
        in lib_["Blu, Mansion Prince"]["abilities"]
    assert {"trigger": "enters", "effect": {"may_discard": 1, "then": {"investigate": 2}}} \
        in lib_["Resonance Technician"]["abilities"]


def test_701_16a_111_10f_investigating_twice_makes_two_clues_that_draw(engine):
    """CR 701.16a, 111.10f, 608.2c, 701.9a (Resonance Technician, {3}{U/R}{U/R}): it enters; its trigger lets Alice discard a card;
    if she does (her Grizzly Bears, her only card), she investigates twice: two Clue tokens, each a colorless Clue
    artifact named Clue Token (CR 111.4) with "{2}, Sacrifice this token: Draw a card." (two states: discard or not;
    with no discard, no Clue).
    Sacrificing a Clue and paying {2} (her two other Islands) draws her the top card of her library (CR 602.2, 121.1)."""
    s = st([hand("rt", "Resonance Technician"), hand("gb", "Grizzly Bears"), *basics("alice", "Island", 7),
            *lib("alice", "a1", "a2")])
    s = engine.apply(s, {"action": "cast", "object": "rt"})[0].state
    (s,) = resolve_to(engine, s, "rt")
    outs = pass2(engine, s)
    assert sorted(len(clues(o)) for o in outs) == [0, 2]
    (out,) = [o for o in outs if clues(o)]
    assert obj(out, "gb")["zone"] == "graveyard"
    d = engine.derive(out)
    for c in clues(out):
        ch = d.object(c["id"]).characteristics
        assert (ch["name"], ch["types"], ch["subtypes"], ch.get("colors", [])) == ("Clue Token", ["artifact"], ["Clue"], [])
    acts = [a.action for a in engine.legal_actions(out) if a.action.get("object") in {c["id"] for c in clues(out)}]
    assert acts, "a Clue's ability can be activated"
    after = engine.apply(out, acts[0])[0].state
    after = pass2(engine, after)[0]
    assert obj(after, "a1")["zone"] == "hand"
    assert len(clues(after)) == 1


# ----------------------------------------------------------------------------------------------------------
# "Exile target creature until this permanent leaves the battlefield" (CR 610.3, 610.3b-c)

def test_exile_until_leaves_lines_read():
    lib_ = library()
    assert {"trigger": "enters", "target": "creature", "effect": {"exile_until_source_leaves": "target"}} \
        in lib_["Reflection Net"]["abilities"]
    assert {"trigger": "enters", "target": "up_to_one_other_creature_you_control",
            "effect": {"exile_until_source_leaves": "target"}} in lib_["Mardu Siegebreaker"]["abilities"]
    assert {"trigger": "enters", "target": {"up_to_one": "creature"}, "effect": {"exile_until_source_leaves": "target"}} \
        in lib_["Assimilation Aegis"]["abilities"]


def test_610_3_610_3c_reflection_net_exiles_until_it_leaves_then_the_card_returns(engine):
    """CR 610.3, 607.2a, 610.3c (Reflection Net, {1}{W}{U}, an artifact): it enters; its trigger targets a creature:
    Bob's Grizzly Bears, the only one (one state). Resolving, the Bears are exiled with the Net. When the Net leaves
    the battlefield (moved to Alice's hand), the Bears return to the battlefield under Bob's control."""
    s = st([hand("net", "Reflection Net"), *basics("alice", "Plains", 2), *basics("alice", "Island", 1),
            bf("bear", "Grizzly Bears", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "net"})[0].state
    (s,) = resolve_to(engine, s, "net")
    assert stack_abilities(s, "net", "enters")[-1].get("targets") == ["bear"]
    (out,) = pass2(engine, s)
    assert obj(out, "bear")["zone"] == "exile"
    (back,) = [o.state for o in engine.apply(out, {"event": "move", "object": "net", "to": "hand"})]
    bear = obj(back, "bear")
    assert (bear["zone"], bear.get("controller", bear["owner"])) == ("battlefield", "bob")


def test_610_3b_the_source_gone_first_nothing_is_exiled(engine):
    """CR 610.3b (Reflection Net): its trigger is on the stack targeting Bob's Bears when the Net leaves the battlefield
    (to Alice's hand); the ability resolves and exiles nothing: the Bears stay."""
    s = st([hand("net", "Reflection Net"), *basics("alice", "Plains", 2), *basics("alice", "Island", 1),
            bf("bear", "Grizzly Bears", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "net"})[0].state
    (s,) = resolve_to(engine, s, "net")
    (s,) = [o.state for o in engine.apply(s, {"event": "move", "object": "net", "to": "hand"})]
    (out,) = pass2(engine, s)
    assert obj(out, "bear")["zone"] == "battlefield" and out.doc["stack"] == []


def test_115_1d_610_3_assimilation_aegis_may_exile_no_creature(engine):
    """CR 115.1d, 610.3 (Assimilation Aegis, {1}{W}{U}): its trigger has up to one target creature: Bob's Bears or none
    (two states); with the Bears they are exiled, with none nothing is."""
    s = st([hand("ae", "Assimilation Aegis"), *basics("alice", "Plains", 2), *basics("alice", "Island", 1),
            bf("bear", "Grizzly Bears", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "ae"})[0].state
    states = resolve_to(engine, s, "ae")
    assert sorted(str(stack_abilities(x, "ae", "enters")[-1].get("targets")) for x in states) == ["None", "['bear']"]
    got = sorted(obj(pass2(engine, x)[0], "bear")["zone"] for x in states)
    assert got == ["battlefield", "exile"]


# ----------------------------------------------------------------------------------------------------------
# "Each opponent sacrifices a creature of their choice. Each opponent who can't loses half their life, rounded up."
# (Skull Storm; CR 701.21a, 107.1a, 119.3)

def life(s, player: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == player)["life"]


def resolve_all(engine, s) -> list:
    """Pass until the stack is empty; every resulting state."""
    states = [s]
    for _ in range(6):
        if all(not x.doc["stack"] for x in states):
            return states
        states = [y for x in states for y in pass2(engine, x)]
    raise AssertionError("the stack doesn't empty")


def test_skull_storm_reads():
    assert {"spell": {"effect": {"each_opponent_sacrifices": "creature", "else_lose_half_life": True}}} \
        in library()["Skull Storm"]["abilities"]


def test_701_21a_skull_storm_opponent_sacrifices_a_creature_of_their_choice(engine):
    """CR 701.21a (Skull Storm, {7}{B}{B}): Bob controls Grizzly Bears and a second Grizzly Bears: he chooses which to
    sacrifice (two states, one of them in his graveyard in each); he could, so he loses no life (20)."""
    s = st([hand("ss", "Skull Storm"), *basics("alice", "Swamp", 9), bf("b1", "Grizzly Bears", "bob"),
            bf("b2", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "cast", "object": "ss"}))
    outs = resolve_all(engine, s)
    assert sorted((obj(o, "b1")["zone"], obj(o, "b2")["zone"]) for o in outs) == [("battlefield", "graveyard"),
                                                                                   ("graveyard", "battlefield")]
    assert [life(o, "bob") for o in outs] == [20, 20]


def test_107_1a_skull_storm_opponent_who_cant_loses_half_rounded_up(engine):
    """CR 701.21a, 107.1a, 119.3 (Skull Storm): Bob, at 15 life, controls no creature (only a Glorious Anthem): he
    can't sacrifice one, so he loses half his life rounded up: 8 (15 / 2 = 7.5 -> 8), to 7; Alice keeps 20."""
    s = st([hand("ss", "Skull Storm"), *basics("alice", "Swamp", 9), bf("an", "Glorious Anthem", "bob")],
           players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 15, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ss"}))
    (out,) = resolve_all(engine, s)
    assert (life(out, "bob"), life(out, "alice"), obj(out, "an")["zone"]) == (7, 20, "battlefield")


# ----------------------------------------------------------------------------------------------------------
# Imprint with a mana value (Isochron Scepter; CR 607.2a, 608.2d, 202.3)

def test_isochron_scepter_reads():
    assert library()["Isochron Scepter"]["abilities"][0] == {
        "trigger": "enters", "effect": {"exile_from_hand_linked_mv": ["instant"], "max_mana_value": 2}}


def test_607_2a_202_3_isochron_scepter_may_imprint_an_instant_with_mana_value_2_or_less(engine):
    """CR 607.2a, 608.2d, 202.3 (Isochron Scepter, {2}): it enters; resolving its imprint trigger Alice may exile from
    her hand an instant card with mana value 2 or less: Lightning Bolt (1) or Fork (2), or none: three states. Not
    Boltwave (a sorcery), not Cackling Counterpart (an instant of mana value 3). The card chosen is exiled with the
    Scepter."""
    s = st([hand("sc", "Isochron Scepter"), *basics("alice", "Island", 2), hand("bolt", "Lightning Bolt"),
            hand("fork", "Fork"), hand("wave", "Boltwave"), hand("cc", "Cackling Counterpart")])
    s = only(engine.apply(s, {"action": "cast", "object": "sc"}))
    (s,) = resolve_to(engine, s, "sc")
    outs = pass2(engine, s)
    got = sorted(tuple(obj(o, c)["zone"] for c in ("bolt", "fork", "wave", "cc")) for o in outs)
    assert got == [("exile", "hand", "hand", "hand"), ("hand", "exile", "hand", "hand"), ("hand", "hand", "hand", "hand")]
    (with_bolt,) = [o for o in outs if obj(o, "bolt")["zone"] == "exile"]
    assert obj(with_bolt, "bolt").get("exiled_with") == "sc"


# ----------------------------------------------------------------------------------------------------------
# "if you've cast a noncreature spell this turn" (Mister Fantastic; CR 603.4, 601.2i) and "put two +1/+1 counters on
# each other Moogle you control" (Summon: Good King Mog XII; CR 714.2b, 122.1)

def to_combat(engine, s):
    """Alice passes in her precombat main phase with an empty stack, then Bob: the beginning of combat step begins."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_mister_fantastic_and_good_king_mog_read():
    assert {"trigger": {"beginning_of": "beginning_of_combat", "whose": "your"}, "if": "cast_noncreature_spell_this_turn",
            "effect": {"draw": 1}} in library()["Mister Fantastic"]["abilities"]
    assert {"trigger": {"chapters": [4]}, "effect": {"put_counters_each_other": {"+1/+1": 2}, "subtype": "Moogle"}} \
        in library()["Summon: Good King Mog XII"]["abilities"]


def test_603_4_mister_fantastic_draws_after_a_noncreature_spell(engine):
    """CR 601.2i, 603.4, 507.1 (Mister Fantastic): Alice casts Lightning Bolt at Bob (a noncreature spell) in her
    precombat main phase; it resolves (Bob at 17). As her beginning of combat step begins the ability's condition holds:
    it triggers, and resolving (the condition still true) she draws her top card, a1."""
    s = st([bf("mf", "Mister Fantastic"), hand("bolt", "Lightning Bolt"), *basics("alice", "Mountain", 1),
            *lib("alice", "a1", "a2")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (s,) = pass2(engine, s)
    assert life(s, "bob") == 17 and s.doc["stack"] == []
    s = to_combat(engine, s)
    assert s.doc["step"] == "beginning_of_combat" and stack_abilities(s, "mf")
    (out,) = pass2(engine, s)
    assert obj(out, "a1")["zone"] == "hand" and obj(out, "a2")["zone"] == "library"


def test_603_4_mister_fantastic_without_a_noncreature_spell_doesnt_trigger(engine):
    """CR 603.4: Alice has cast only Grizzly Bears (a creature spell) this turn: as her beginning of combat step begins
    the condition is false and the ability doesn't trigger: the stack is empty, a1 stays in her library."""
    s = st([bf("mf", "Mister Fantastic"), hand("gb", "Grizzly Bears"), *basics("alice", "Forest", 2),
            *lib("alice", "a1", "a2")])
    s = engine.apply(s, {"action": "cast", "object": "gb"})[0].state
    (s,) = pass2(engine, s)
    s = to_combat(engine, s)
    assert s.doc["step"] == "beginning_of_combat" and s.doc["stack"] == []
    assert obj(s, "a1")["zone"] == "library"


MOOGLE = {"name": "Moogle Token", "types": ["creature"], "subtypes": ["Moogle"], "colors": ["white"], "power": 1,
          "toughness": 2}


def test_714_2b_122_1_good_king_mog_chapter_iv_counters_on_each_other_moogle(engine):
    """CR 714.3c, 714.2b, 122.1 (Summon: Good King Mog XII, a 4/4 Saga creature that is a Moogle): with three lore
    counters in Alice's draw step, her precombat main phase adds the fourth; chapter IV triggers. Resolved: her two
    1/2 Moogle tokens get two +1/+1 counters each (3/4); the Saga itself, a Moogle but not an "other" one, gets none,
    and Bob's Moogle token gets none."""
    s = st([bf("mog", "Summon: Good King Mog XII", timestamp=1, counters={"lore": 3}),
            {"id": "m1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": MOOGLE},
            {"id": "m2", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3, "characteristics": MOOGLE},
            {"id": "m3", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 4, "characteristics": MOOGLE}],
           phase="beginning", step="draw")
    (s,) = pass2(engine, s)
    assert s.doc["phase"] == "precombat_main" and stack_abilities(s, "mog")
    (out,) = pass2(engine, s)
    got = {i: obj(out, i).get("counters", {}).get("+1/+1", 0) for i in ("m1", "m2", "m3", "mog")}
    assert got == {"m1": 2, "m2": 2, "m3": 0, "mog": 0}


# ----------------------------------------------------------------------------------------------------------
# Loyalty abilities with a target (CR 606.3, 606.4, 602.2b, 601.2c, 115.1d)

def loyalty(s, oid: str) -> int:
    return obj(s, oid).get("counters", {}).get("loyalty", 0)


def test_targeted_loyalty_abilities_read():
    assert library()["Chandra, the Firebrand"]["abilities"][0] == {"loyalty": 1, "effect": {"damage": 1},
                                                                   "target": "any"}
    assert library()["Oko, the Trickster"]["abilities"][0] == {
        "loyalty": 1, "target": {"up_to_one": "creature_you_control"},
        "effect": {"put_counters": {"+1/+1": 2}, "to": "target"}}


def test_606_4_602_2b_chandra_plus_one_deals_1_damage_to_any_target(engine):
    """CR 606.3, 606.4, 602.2b, 601.2c (Chandra, the Firebrand, 3 loyalty): in her main phase with an empty stack Alice
    activates [+1] targeting Bob: the cost is paid as it is activated (4 loyalty), the ability is on the stack with Bob
    as its target; resolved, Bob is at 19. The same ability can't be activated again this turn (606.3)."""
    ab = library()["Chandra, the Firebrand"]["abilities"][0]
    s = st([bf("ch", "Chandra, the Firebrand", counters={"loyalty": 3})])
    s = only(engine.apply(s, {"action": "activate", "object": "ch", "ability": ab, "targets": ["bob"]}))
    assert loyalty(s, "ch") == 4
    (a,) = stack_abilities(s, "ch")
    assert a.get("targets") == ["bob"]
    (out,) = pass2(engine, s)
    assert life(out, "bob") == 19 and out.doc["stack"] == []
    assert not engine.why_not(out, {"action": "activate", "object": "ch", "ability": ab, "targets": ["bob"]}).legal


def test_115_1d_oko_plus_one_up_to_one_target_creature_you_control(engine):
    """CR 606.4, 115.1d, 122.1 (Oko, the Trickster, 4 loyalty): [+1] puts two +1/+1 counters on up to one target
    creature Alice controls. With her Grizzly Bears as the target, resolved, the Bears have two +1/+1 counters and Oko
    5 loyalty; with no target (activated naming none) it resolves doing nothing but Oko still has 5 loyalty. Bob's
    Bears can't be the target."""
    ab = library()["Oko, the Trickster"]["abilities"][0]
    base = st([bf("oko", "Oko, the Trickster", counters={"loyalty": 4}), bf("gb", "Grizzly Bears"),
               bf("bb", "Grizzly Bears", "bob")])
    s = only(engine.apply(base, {"action": "activate", "object": "oko", "ability": ab, "targets": ["gb"]}))
    (out,) = pass2(engine, s)
    assert (obj(out, "gb").get("counters", {}).get("+1/+1"), loyalty(out, "oko")) == (2, 5)
    assert not engine.why_not(base, {"action": "activate", "object": "oko", "ability": ab, "targets": ["bb"]}).legal
    outs = engine.apply(base, {"action": "activate", "object": "oko", "ability": ab, "targets": []})
    (none,) = [o.state for o in outs if not stack_abilities(o.state, "oko")[0].get("targets")]
    (out,) = pass2(engine, none)
    assert (obj(out, "gb").get("counters", {}).get("+1/+1"), loyalty(out, "oko")) == (None, 5)


def test_701_23a_201_2_saheeli_rai_minus_seven_finds_up_to_three_artifacts_with_different_names(engine):
    """CR 606.4, 701.23a-b, 201.2 (Saheeli Rai, 7 loyalty): [−7]: Alice's library holds two Mirari and one Sculpting Steel
    (artifacts) and an Island. She may put onto the battlefield any set of up to three artifact cards with different
    names: none, one Mirari (either of the two), the Steel, or one Mirari and the Steel: 1 + 2 + 1 + 2 = 6 states; never
    both Mirari, never the Island. Saheeli, at 0 loyalty, is put into the graveyard (704.5i)."""
    ab = library()["Saheeli Rai"]["abilities"][2]
    assert ab == {"loyalty": -7, "effect": {"search_different_names_to_battlefield": 3, "type": "artifact"}}
    s = st([bf("sa", "Saheeli Rai", counters={"loyalty": 7}),
            {"id": "m1", "card": "Mirari", "zone": "library", "owner": "alice", "library_position": 1},
            {"id": "m2", "card": "Mirari", "zone": "library", "owner": "alice", "library_position": 2},
            {"id": "st", "card": "Sculpting Steel", "zone": "library", "owner": "alice", "library_position": 3},
            {"id": "is", "card": "Island", "zone": "library", "owner": "alice", "library_position": 4}])
    s = only(engine.apply(s, {"action": "activate", "object": "sa", "ability": ab}))
    outs = pass2(engine, s)
    got = sorted(tuple(sorted(i for i in ("m1", "m2", "st", "is") if obj(o, i)["zone"] == "battlefield")) for o in outs)
    assert got == [(), ("m1",), ("m1", "st"), ("m2",), ("m2", "st"), ("st",)]
    assert all(obj(o, "sa")["zone"] == "graveyard" for o in outs)


def test_115_3_601_2c_chandra_minus_six_deals_6_damage_to_each_of_up_to_six_targets(engine):
    """CR 606.4, 601.2c, 115.3, 608.2b (Chandra, the Firebrand, 6 loyalty): [−6] names Bob and Bob's two Grizzly Bears
    as its targets (three of up to six): resolved, Bob is at 14 and both 2/2 Bears die; Chandra, at 0 loyalty, is put
    into the graveyard. Naming the same Bears twice, or a seventh target, isn't legal."""
    ab = library()["Chandra, the Firebrand"]["abilities"][2]
    assert ab == {"loyalty": -6, "effect": {"damage": 6}, "target": {"up_to_n_any": 6}}
    base = st([bf("ch", "Chandra, the Firebrand", counters={"loyalty": 6}), bf("b1", "Grizzly Bears", "bob"),
               bf("b2", "Grizzly Bears", "bob")])
    act = {"action": "activate", "object": "ch", "ability": ab, "targets": ["bob", "b1", "b2"]}
    s = only(engine.apply(base, act))
    assert sorted(stack_abilities(s, "ch")[0].get("targets")) == ["b1", "b2", "bob"]
    (out,) = pass2(engine, s)
    assert life(out, "bob") == 14
    assert [obj(out, i)["zone"] for i in ("b1", "b2", "ch")] == ["graveyard"] * 3
    assert not engine.why_not(base, dict(act, targets=["b1", "b1"])).legal


def test_701_22a_kaya_zero_draws_two_then_each_opponent_may_scry_1(engine):
    """CR 606.4, 121.2, 701.22a, 608.2c (Kaya, Intangible Slayer, [0]): Alice draws her top two cards (a1, a2); then
    Bob, her opponent, scries 1: his top card b1 stays on top or goes to the bottom (two states); Alice's a3 stays."""
    ab = library()["Kaya, Intangible Slayer"]["abilities"][2]
    assert ab == {"loyalty": 0, "effect": [{"draw": 2}, {"each_opponent_scries": 1}]}
    s = st([bf("ka", "Kaya, Intangible Slayer", counters={"loyalty": 7}), *lib("alice", "a1", "a2", "a3"),
            *lib("bob", "b1", "b2", "b3")])
    s = only(engine.apply(s, {"action": "activate", "object": "ka", "ability": ab}))
    outs = pass2(engine, s)
    assert len(outs) == 2
    for out in outs:
        assert [obj(out, i)["zone"] for i in ("a1", "a2", "a3")] == ["hand", "hand", "library"]
    tops = sorted(min((o["library_position"], o["id"]) for o in out.doc["objects"]
                      if o["zone"] == "library" and o["owner"] == "bob")[1] for out in outs)
    assert tops == ["b1", "b2"]


def test_608_2d_701_21a_daretti_minus_one_may_sacrifice_an_artifact_to_destroy(engine):
    """CR 606.4, 602.2b, 608.2d, 701.21a, 701.8a (Daretti, Ingenious Iconoclast, [−1]): targeting Bob's Grizzly Bears,
    resolving, Alice may sacrifice her Mirari (her only artifact): if she does the Bears are destroyed; if she doesn't,
    nothing happens. Two states."""
    ab = library()["Daretti, Ingenious Iconoclast"]["abilities"][1]
    assert ab == {"loyalty": -1, "effect": {"may_sacrifice_then": "artifact", "then": {"destroy": "target"}},
                  "target": "artifact_or_creature"}
    s = st([bf("da", "Daretti, Ingenious Iconoclast", counters={"loyalty": 3}), bf("mi", "Mirari"),
            bf("gb", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "da", "ability": ab, "targets": ["gb"]}))
    outs = pass2(engine, s)
    assert sorted((obj(o, "mi")["zone"], obj(o, "gb")["zone"]) for o in outs) == [("battlefield", "battlefield"),
                                                                                   ("graveyard", "graveyard")]


def test_613_4b_611_2c_oko_minus_seven_base_10_10_and_trample_until_end_of_turn(engine):
    """CR 606.4, 611.2c, 613.4b, 613.4c, 613.1f, 514.2 (Oko, the Trickster, [−7]): Alice's Grizzly Bears with a +1/+1
    counter becomes base 10/10 with trample: 11/11 (the counter still applies, layer 7c); Bob's Bears stay 2/2 without
    trample. After the turn's cleanup Alice's Bears are 3/3 again."""
    ab = library()["Oko, the Trickster"]["abilities"][2]
    assert ab["loyalty"] == -7
    s = st([bf("oko", "Oko, the Trickster", counters={"loyalty": 7}), bf("gb", "Grizzly Bears", counters={"+1/+1": 1}),
            bf("bb", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "oko", "ability": ab}))
    (out,) = pass2(engine, s)
    d = engine.derive(out)
    mine, his = d.object("gb").characteristics, d.object("bb").characteristics
    assert (mine["power"], mine["toughness"], "trample" in mine["abilities"]) == (11, 11, True)
    assert (his["power"], his["toughness"], "trample" in his["abilities"]) == (2, 2, False)
    after = only(engine.apply(out, {"event": "end_turn"}))
    c = engine.derive(after).object("gb").characteristics
    assert (c["power"], c["toughness"], "trample" in c["abilities"]) == (3, 3, False)


def test_121_1_122_1_jace_mirror_mage_zero_removes_loyalty_equal_to_the_drawn_cards_mana_value(engine):
    """CR 606.4, 121.1, 202.3, 122.1 (Jace, Mirror Mage, 4 loyalty, [0]): Alice draws her top card, Fork ({R}{R}, mana
    value 2), and reveals it: two loyalty counters are removed from Jace, 2 left. Drawing an Island (no mana cost,
    mana value 0) removes none: 4."""
    ab = library()["Jace, Mirror Mage"]["abilities"][3]
    assert ab == {"loyalty": 0, "effect": "draw_reveal_remove_loyalty_mv"}
    for top, left in (("Fork", 2), ("Island", 4)):
        s = st([bf("jace", "Jace, Mirror Mage", counters={"loyalty": 4}),
                {"id": "c1", "card": top, "zone": "library", "owner": "alice", "library_position": 1}])
        s = only(engine.apply(s, {"action": "activate", "object": "jace", "ability": ab}))
        (out,) = pass2(engine, s)
        assert (obj(out, "c1")["zone"], loyalty(out, "jace")) == ("hand", left)


# ----------------------------------------------------------------------------------------------------------
# "Whenever this creature or another creature you control with power 4 or greater enters" (CR 603.2, 603.6a)

def test_603_6a_vaultborn_tyrant_triggers_on_itself_and_on_a_big_creature(engine):
    """CR 603.6a, 119.3, 121.1 (Vaultborn Tyrant, a 6/6): it enters: its ability triggers; resolved, Alice gains 3 life
    (23) and draws a1. Then her Juggernaut (5/3, power 4 or greater) enters: it triggers again (26, a2 drawn). Her
    Grizzly Bears (2/2) entering doesn't trigger it."""
    s = st([hand("vt", "Vaultborn Tyrant"), hand("jug", "Juggernaut"), hand("gb", "Grizzly Bears"),
            *lib("alice", "a1", "a2", "a3")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{G}" * 13}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = engine.apply(s, {"action": "cast", "object": "vt"})[0].state
    (s,) = resolve_to(engine, s, "vt", {"self_or_another_enters": "creature", "min_power": 4})
    (s,) = pass2(engine, s)
    assert (life(s, "alice"), obj(s, "a1")["zone"]) == (23, "hand")
    s = engine.apply(s, {"action": "cast", "object": "jug"})[0].state
    (s,) = pass2(engine, s)
    assert len(stack_abilities(s, "vt")) == 1
    (s,) = pass2(engine, s)
    assert (life(s, "alice"), obj(s, "a2")["zone"]) == (26, "hand")
    s = engine.apply(s, {"action": "cast", "object": "gb"})[0].state
    (s,) = pass2(engine, s)
    assert s.doc["stack"] == [] and obj(s, "gb")["zone"] == "battlefield"


def test_603_6a_calix_triggers_for_another_enchantment_you_control_with_a_target(engine):
    """CR 603.6a, 603.3d, 122.1 (Calix, Guided by Fate, a 2/2 enchantment creature, on the battlefield): Alice's Glorious
    Anthem (an enchantment) enters: the constellation ability triggers; its target is a creature: Calix or Bob's Grizzly
    Bears (two states). With the Bears, resolved, the Bears have a +1/+1 counter."""
    assert library()["Calix, Guided by Fate"]["abilities"][0] == {
        "trigger": {"self_or_another_enters": "enchantment"}, "target": "creature",
        "effect": {"put_counters": {"+1/+1": 1}, "to": "target"}}
    s = st([bf("calix", "Calix, Guided by Fate"), hand("an", "Glorious Anthem"), bf("gb", "Grizzly Bears", "bob")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "an"}))
    states = pass2(engine, s)
    assert sorted(str(stack_abilities(x, "calix")[0].get("targets")) for x in states) == ["['calix']", "['gb']"]
    (with_bears,) = [x for x in states if stack_abilities(x, "calix")[0].get("targets") == ["gb"]]
    (out,) = pass2(engine, with_bears)
    assert obj(out, "gb").get("counters") == {"+1/+1": 1}


# ----------------------------------------------------------------------------------------------------------
# A token with a quoted activated ability (Ertha Jo, Frontier Mentor; CR 111.4, 113.1b, 302.6, 602.5d)

MERC_AB = {"activated": {"cost": "", "tap": True, "effect": {"modify_pt": [1, 0], "until": "end_of_turn"},
                         "target": "creature_you_control"}, "only": "sorcery"}
MERC_ACT = {"activated": MERC_AB["activated"]}   # (an action names the ability without its restriction)


def test_111_4_ertha_jo_makes_a_mercenary_with_its_quoted_ability(engine):
    """CR 111.4, 113.1b (Ertha Jo, Frontier Mentor, {2}{R}{W}): it enters; its trigger creates a 1/1 red Mercenary
    creature token that has "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a
    sorcery." The token just came under Alice's control: its {T} ability can't be activated this turn (CR 302.6, 602.5a)."""
    s = st([hand("ej", "Ertha Jo, Frontier Mentor")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}{W}{R}{W}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ej"}))
    (s,) = resolve_to(engine, s, "ej")
    (out,) = pass2(engine, s)
    d = engine.derive(out)
    (tok,) = [o for o in out.doc["objects"] if o.get("token")]
    c = d.object(tok["id"]).characteristics
    assert (c["power"], c["toughness"], c["colors"], c["subtypes"]) == (1, 1, ["red"], ["Mercenary"])
    assert c["abilities"] == [MERC_AB]
    why = engine.why_not(out, {"action": "activate", "object": tok["id"], "ability": MERC_ACT, "targets": ["ej"]})
    assert not why.legal


def test_602_5d_a_mercenary_token_pumps_a_creature_you_control(engine):
    """CR 602.2, 602.5d, 611.2 (the Mercenary token of Ertha Jo, under Alice's control since her turn began): in her
    main phase with an empty stack she taps it: her Grizzly Bears gets +1/+0 until end of turn (3/2); Bob's Bears can't
    be the target."""
    merc = {"name": "Mercenary", "types": ["creature"], "subtypes": ["Mercenary"], "colors": ["red"], "power": 1,
            "toughness": 1, "abilities": [MERC_AB]}
    s = st([{"id": "m", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 1, "characteristics": merc},
            bf("gb", "Grizzly Bears"), bf("bb", "Grizzly Bears", "bob")])
    assert not engine.why_not(s, {"action": "activate", "object": "m", "ability": MERC_ACT, "targets": ["bb"]}).legal
    s = only(engine.apply(s, {"action": "activate", "object": "m", "ability": MERC_ACT, "targets": ["gb"]}))
    (out,) = pass2(engine, s)
    c = engine.derive(out).object("gb").characteristics
    assert (c["power"], c["toughness"], obj(out, "m").get("tapped")) == (3, 2, True)


def test_603_10a_120_3_ob_nixilis_devil_deals_1_damage_to_any_target_when_it_dies(engine):
    """CR 606.4, 111.4, 603.10a, 120.3 (Ob Nixilis, the Adversary, 3 loyalty, [−2]): Alice creates a 1/1 red Devil token
    with "When this token dies, it deals 1 damage to any target." (Ob Nixilis at 1). The Devil is put into the
    graveyard: its ability triggers (leaves-the-battlefield abilities look back, 603.10a); targeting Bob, resolved, Bob
    is at 19."""
    ab = library()["Ob Nixilis, the Adversary"]["abilities"][2]
    assert ab["loyalty"] == -2
    s = st([bf("ob", "Ob Nixilis, the Adversary", counters={"loyalty": 3})])
    s = only(engine.apply(s, {"action": "activate", "object": "ob", "ability": ab}))
    (s,) = pass2(engine, s)
    (devil,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert loyalty(s, "ob") == 1
    outs = engine.apply(s, {"event": "move", "object": devil, "to": "graveyard"})
    (s,) = [o.state for o in outs if stack_abilities(o.state, devil) and
            stack_abilities(o.state, devil)[0].get("targets") == ["bob"]]
    (out,) = pass2(engine, s)
    assert life(out, "bob") == 19


def test_118_12a_ob_nixilis_plus_one_opponent_discards_or_loses_2_and_you_gain_2_with_a_devil(engine):
    """CR 606.4, 118.12a, 701.9a, 119.3, 608.2c (Ob Nixilis, the Adversary, [+1]): Bob, holding one card (Grizzly Bears),
    chooses: discard it (Bob stays at 20) or not (Bob at 18): two states. Alice controls a Devil token, so she gains
    2 life (22) in both."""
    ab = library()["Ob Nixilis, the Adversary"]["abilities"][1]
    assert ab == {"loyalty": 1, "effect": [{"each_opponent_loses_unless_discards": 2},
                                           {"if": {"you_control_any": ["Demon", "Devil"]}, "then": {"gain_life": 2}}]}
    devil = {"name": "Devil", "types": ["creature"], "subtypes": ["Devil"], "colors": ["red"], "power": 1,
             "toughness": 1}
    s = st([bf("ob", "Ob Nixilis, the Adversary", counters={"loyalty": 3}), hand("h1", "Grizzly Bears", "bob"),
            {"id": "dv", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 1, "characteristics": devil}])
    s = only(engine.apply(s, {"action": "activate", "object": "ob", "ability": ab}))
    outs = pass2(engine, s)
    got = sorted((obj(o, "h1")["zone"], life(o, "bob"), life(o, "alice")) for o in outs)
    assert got == [("graveyard", 20, 22), ("hand", 18, 22)]


def test_608_2c_ob_nixilis_plus_one_without_a_demon_or_devil_no_life_gained(engine):
    """CR 608.2c, 118.12a (Ob Nixilis, [+1]): Bob has no card in hand: he can't discard, so he loses 2 (18); Alice controls
    no Demon or Devil (Ob Nixilis is a planeswalker, not a creature Devil): no life gained (20)."""
    ab = library()["Ob Nixilis, the Adversary"]["abilities"][1]
    s = st([bf("ob", "Ob Nixilis, the Adversary", counters={"loyalty": 3})])
    s = only(engine.apply(s, {"action": "activate", "object": "ob", "ability": ab}))
    (out,) = pass2(engine, s)
    assert (life(out, "bob"), life(out, "alice")) == (18, 20)


# ----------------------------------------------------------------------------------------------------------
# "Whenever one or more Villains you control deal combat damage to a player" (Loki, the Deceiver; CR 510.3a, 603.2c)

VILLAIN = {"name": "Villain", "types": ["creature"], "subtypes": ["Villain"], "colors": ["black"], "power": 2,
           "toughness": 2}


def combat_to_damage(engine, s, attackers):
    """Alice attacks with ``attackers``; Bob doesn't block; the combat damage step (priority after it)."""
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": attackers}))
    (s,) = pass2(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    (s,) = pass2(engine, s)
    return s


def test_603_2c_loki_the_deceiver_draws_once_when_villains_deal_combat_damage(engine):
    """CR 510.2, 510.3a, 603.2c (Loki, the Deceiver, a God Sorcerer Villain, staying home): Alice's two 2/2 Villain
    tokens attack and deal combat damage to Bob (16): the ability triggers once ("one or more"); resolved, she draws
    a1."""
    s = st([bf("loki", "Loki, the Deceiver"),
            {"id": "v1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": VILLAIN},
            {"id": "v2", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3, "characteristics": VILLAIN},
            *lib("alice", "a1", "a2")], phase="combat", step="declare_attackers", priority=None)
    s = combat_to_damage(engine, s, ["v1", "v2"])
    assert life(s, "bob") == 16 and len(stack_abilities(s, "loki")) == 1
    (out,) = pass2(engine, s)
    assert (obj(out, "a1")["zone"], obj(out, "a2")["zone"]) == ("hand", "library")


def test_603_2_loki_the_deceiver_ignores_a_non_villain(engine):
    """CR 603.2: Alice's Grizzly Bears (not a Villain) deals combat damage to Bob (18): no trigger."""
    s = st([bf("loki", "Loki, the Deceiver"), bf("gb", "Grizzly Bears"), *lib("alice", "a1")],
           phase="combat", step="declare_attackers", priority=None)
    s = combat_to_damage(engine, s, ["gb"])
    assert life(s, "bob") == 18 and stack_abilities(s, "loki") == []


# ----------------------------------------------------------------------------------------------------------
# "When Shaun leaves the battlefield, exile all Synth tokens you control." (CR 603.6c, 603.10a, 406.2) and "Sacrifice all
# Reflections you control." (CR 701.21a)

SYNTH = {"name": "Synth", "types": ["artifact", "creature"], "subtypes": ["Synth"], "colors": [], "power": 2,
         "toughness": 2}


def test_603_10a_shaun_leaving_exiles_the_synth_tokens_you_control(engine):
    """CR 603.6c, 603.10a, 406.2 (Shaun, Father of Synths): Shaun is returned to Alice's hand: its ability triggers;
    resolved, Alice's Synth token is exiled (and ceases to exist, 111.7), her Grizzly Bears and Bob's Synth token
    stay."""
    s = st([bf("sh", "Shaun, Father of Synths"), bf("gb", "Grizzly Bears"),
            {"id": "s1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": SYNTH},
            {"id": "s2", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 3, "characteristics": SYNTH}])
    (s,) = [o.state for o in engine.apply(s, {"event": "move", "object": "sh", "to": "hand"})]
    assert len(stack_abilities(s, "sh")) == 1
    (out,) = pass2(engine, s)
    ids = {o["id"]: o["zone"] for o in out.doc["objects"]}
    assert "s1" not in ids or ids["s1"] == "exile"
    assert (ids["s2"], ids["gb"]) == ("battlefield", "battlefield")


def test_701_21a_apprentices_folly_chapter_three_sacrifices_all_reflections(engine):
    """CR 714.2b, 701.21a (The Apprentice's Folly, 2 lore counters, in Alice's draw step): her precombat main phase adds
    the third; chapter III triggers; resolved, her two Reflection tokens are sacrificed, her Grizzly Bears stays, and so
    does Bob's Reflection token; the Saga then goes to the graveyard (714.4)."""
    refl = dict(SYNTH, name="Reflection", subtypes=["Reflection"])
    s = st([bf("af", "The Apprentice's Folly", timestamp=1, counters={"lore": 2}), bf("gb", "Grizzly Bears"),
            {"id": "r1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": refl},
            {"id": "r2", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3, "characteristics": refl},
            {"id": "r3", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 4, "characteristics": refl}],
           phase="beginning", step="draw")
    (s,) = pass2(engine, s)
    assert stack_abilities(s, "af")
    (out,) = pass2(engine, s)
    ids = {o["id"]: o["zone"] for o in out.doc["objects"]}
    assert all(i not in ids or ids[i] == "graveyard" for i in ("r1", "r2"))
    assert (ids["r3"], ids["gb"], ids["af"]) == ("battlefield", "battlefield", "graveyard")


# ----------------------------------------------------------------------------------------------------------
# Magecraft effects (CR 207.2c, 601.2i, 611.2, 613.4b)

def test_613_4b_octavia_target_creature_has_base_8_8_until_end_of_turn(engine):
    """CR 601.2i, 611.2, 613.4b, 613.4c, 514.2 (Octavia, Living Thesis): Alice casts Lightning Bolt at Bob; magecraft
    triggers, targeting her Grizzly Bears with a +1/+1 counter (or another creature: Octavia, Bob's Bears); resolved,
    her Bears are base 8/8 with the counter: 9/9. After cleanup, 3/3 again."""
    s = st([bf("oc", "Octavia, Living Thesis"), bf("gb", "Grizzly Bears", counters={"+1/+1": 1}),
            bf("bb", "Grizzly Bears", "bob"), hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert sorted(str(stack_abilities(o.state, "oc")[0].get("targets")) for o in outs) == [
        "['bb']", "['gb']", "['oc']"]
    (s,) = [o.state for o in outs if stack_abilities(o.state, "oc")[0].get("targets") == ["gb"]]
    (out,) = pass2(engine, s)
    c = engine.derive(out).object("gb").characteristics
    assert (c["power"], c["toughness"]) == (9, 9)
    (out,) = pass2(engine, out)
    after = only(engine.apply(out, {"event": "end_turn"}))
    c = engine.derive(after).object("gb").characteristics
    assert (c["power"], c["toughness"]) == (3, 3)


def test_613_4b_symmetry_sage_target_creature_you_control_has_base_power_2(engine):
    """CR 611.2, 613.4b (Symmetry Sage, a 0/2 flier): Alice casts Lightning Bolt at Bob; magecraft targets a creature she
    controls: the Sage itself or her Juggernaut (5/3); with the Juggernaut, resolved, it is 2/3 until end of turn (base
    power 2, its base toughness 3 kept)."""
    s = st([bf("ss", "Symmetry Sage"), bf("jug", "Juggernaut"), bf("bb", "Grizzly Bears", "bob"),
            hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert sorted(str(stack_abilities(o.state, "ss")[0].get("targets")) for o in outs) == ["['jug']", "['ss']"]
    (s,) = [o.state for o in outs if stack_abilities(o.state, "ss")[0].get("targets") == ["jug"]]
    (out,) = pass2(engine, s)
    c = engine.derive(out).object("jug").characteristics
    assert (c["power"], c["toughness"]) == (2, 3)


def test_608_2c_prismari_apprentice_unblockable_without_a_counter_for_a_small_spell(engine):
    """CR 601.2i, 611.2, 509.1b, 608.2c (Prismari Apprentice, a 2/2): Alice casts Lightning Bolt (mana value 1) at Bob;
    magecraft triggers, referring to the Bolt ("that spell"); resolved, the Apprentice can't be blocked this turn and
    gets no counter (1 < 5)."""
    s = st([bf("pa", "Prismari Apprentice"), hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert stack_abilities(s, "pa")[0]["ability"].get("that_spell") == "bolt"
    (out,) = pass2(engine, s)
    c = engine.derive(out).object("pa").characteristics
    assert "cant_be_blocked" in c["abilities"] and obj(out, "pa").get("counters") is None


def test_608_2c_202_3_prismari_apprentice_counter_for_a_spell_of_mana_value_5_or_more(engine):
    """CR 608.2c, 202.3 (Prismari Apprentice): Alice casts Alrund's Epiphany ({5}{U}{U}, mana value 7); the magecraft
    ability resolves first (above the spell): the Apprentice can't be blocked this turn and gets a +1/+1 counter (3/3)."""
    s = st([bf("pa", "Prismari Apprentice"), hand("ae", "Alrund's Epiphany")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}" * 7}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ae"}))
    (out,) = pass2(engine, s)
    assert out.doc["stack"] == ["ae"]
    c = engine.derive(out).object("pa").characteristics
    assert ("cant_be_blocked" in c["abilities"], c["power"], c["toughness"]) == (True, 3, 3)


def test_702_3b_prismari_pledgemage_can_attack_despite_defender_this_turn(engine):
    """CR 702.3b, 611.2, 514.2 (Prismari Pledgemage, a 3/3 with defender): in Alice's main phase it can't attack
    (defender). She casts Lightning Bolt at Bob; magecraft resolved, it can attack this turn: declared as an attacker,
    Bob takes 3 (14, after the Bolt's 3)."""
    s = st([bf("pp", "Prismari Pledgemage"), hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (s,) = pass2(engine, s)
    (s,) = pass2(engine, s)
    assert life(s, "bob") == 17 and s.doc["stack"] == []
    s = to_combat(engine, s)
    (s,) = pass2(engine, s)
    assert s.doc["step"] == "declare_attackers"
    s = combat_to_damage(engine, s, ["pp"])
    assert life(s, "bob") == 14


def test_702_3b_prismari_pledgemage_with_defender_cant_attack_without_magecraft(engine):
    """CR 702.3b (Prismari Pledgemage): with no instant or sorcery cast this turn it has defender and can't attack."""
    s = st([bf("pp", "Prismari Pledgemage")], phase="combat", step="declare_attackers", priority=None)
    assert not engine.why_not(s, {"action": "declare_attackers", "attackers": ["pp"]}).legal


# a test card (not a real card): an instant of mana value 10 that does nothing
TEST_BIG = {"name": "Test Card Big Instant", "mana_cost": "{10}", "types": ["instant"], "abilities": [],
            "oracle": "(test card)"}


def test_608_2c_zaffai_scry_then_token_for_mana_value_5(engine):
    """CR 701.22a, 608.2c, 111.1 (Zaffai, Thunder Conductor): Alice casts Alrund's Epiphany (mana value 7); resolving the
    magecraft ability she scries 1 (her top card a1 stays or goes to the bottom: two states), then, 7 >= 5, creates a
    4/4 blue and red Elemental token; 7 < 10: no damage (Bob at 20)."""
    s = st([bf("za", "Zaffai, Thunder Conductor"), hand("ae", "Alrund's Epiphany"), *lib("alice", "a1", "a2")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}" * 7}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ae"}))
    outs = pass2(engine, s)
    assert len(outs) == 2
    for out in outs:
        (tok,) = [o for o in out.doc["objects"] if o.get("token")]
        c = engine.derive(out).object(tok["id"]).characteristics
        assert (c["power"], c["toughness"], sorted(c["colors"]), c["subtypes"]) == (4, 4, ["blue", "red"], ["Elemental"])
        assert life(out, "bob") == 20


def test_120_3_zaffai_ten_damage_to_a_random_opponent_for_mana_value_10(engine):
    """CR 608.2c, 120.3, 102.2 (Zaffai): Alice casts a test instant of mana value 10: the token is created and Zaffai
    deals 10 damage to an opponent chosen at random: Bob, her only opponent (10 life)."""
    s = make_state([bf("za", "Zaffai, Thunder Conductor"), hand("big", "Test Card Big Instant")], cards=[TEST_BIG],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}" * 10},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "big"}))
    outs = pass2(engine, s)
    assert {life(o, "bob") for o in outs} == {10}
    assert all(len([o for o in out.doc["objects"] if o.get("token")]) == 1 for out in outs)


def test_401_4_quandrix_apprentice_takes_a_land_from_the_top_three_and_bottoms_the_rest(engine):
    """CR 401.4, 701.20a, 608.2c-d (Quandrix Apprentice): Alice's library, top first: Island a1, Lightning Bolt a2,
    Forest a3, Grizzly Bears a4. She casts Lightning Bolt at Bob; resolving magecraft she may take a1 or a3 (lands) or
    nothing; the other looked-at cards go to the bottom in any order: 2 + 2 + 6 = 10 states. In every one a4 is now the
    top card of her library and no card but a land went to her hand."""
    s = st([bf("qa", "Quandrix Apprentice"), hand("bolt", "Lightning Bolt"),
            {"id": "a1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1},
            {"id": "a2", "card": "Lightning Bolt", "zone": "library", "owner": "alice", "library_position": 2},
            {"id": "a3", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 3},
            {"id": "a4", "card": "Grizzly Bears", "zone": "library", "owner": "alice", "library_position": 4}],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    outs = pass2(engine, s)
    assert len(outs) == 10
    taken = sorted(tuple(i for i in ("a1", "a2", "a3", "a4") if obj(o, i)["zone"] == "hand") for o in outs)
    assert taken == [()] * 6 + [("a1",)] * 2 + [("a3",)] * 2
    for o in outs:
        lib_ = sorted((x["library_position"], x["id"]) for x in o.doc["objects"] if x["zone"] == "library")
        assert lib_[0][1] == "a4"


SPIRIT = {"name": "Spirit", "types": ["creature"], "subtypes": ["Spirit"], "colors": ["white"], "power": 1,
          "toughness": 1}
SPIRIT_AB = {"activated": {"cost": "", "tap": True, "effect": {"damage_each": 1, "to": "opponents"}}}


def test_611_2c_lorehold_apprentice_spirits_gain_a_damage_ability_until_end_of_turn(engine):
    """CR 611.2c, 613.1f, 113.1b, 602.2 (Lorehold Apprentice): Alice casts Lightning Bolt at Bob (17); magecraft
    resolves: her Spirit token gains "{T}: This creature deals 1 damage to each opponent." until end of turn (Bob's
    Spirit doesn't, nor her Grizzly Bears). She taps it: Bob at 16. After cleanup it no longer has the ability."""
    s = st([bf("la", "Lorehold Apprentice"), hand("bolt", "Lightning Bolt"), bf("gb", "Grizzly Bears"),
            {"id": "sp", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": SPIRIT},
            {"id": "bs", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 3, "characteristics": SPIRIT}],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (s,) = pass2(engine, s)
    (s,) = pass2(engine, s)
    d = engine.derive(s)
    assert SPIRIT_AB in d.object("sp").characteristics["abilities"]
    assert SPIRIT_AB not in d.object("bs").characteristics["abilities"]
    assert SPIRIT_AB not in d.object("gb").characteristics["abilities"]
    s = only(engine.apply(s, {"action": "activate", "object": "sp", "ability": SPIRIT_AB}))
    (s,) = pass2(engine, s)
    assert life(s, "bob") == 16
    after = only(engine.apply(s, {"event": "end_turn"}))
    assert SPIRIT_AB not in engine.derive(after).object("sp").characteristics["abilities"]


def test_509_1b_deekah_target_creature_token_cant_be_blocked_this_turn(engine):
    """CR 115.1, 611.2, 509.1b (Deekah, Fractal Theorist: "{3}{U}: Target creature token can't be blocked this turn."):
    the target is a creature token (Alice's Spirit token, not her Grizzly Bears); resolved, the Spirit can't be blocked
    until end of turn; after cleanup it can be again."""
    ab = library()["Deekah, Fractal Theorist"]["abilities"][1]
    assert ab == {"activated": {"cost": "{3}{U}", "tap": False, "effect": {"gain_ability": "cant_be_blocked",
                                                                             "until": "end_of_turn"},
                                "target": "creature_token"}}
    s = st([bf("dk", "Deekah, Fractal Theorist"), bf("gb", "Grizzly Bears"),
            {"id": "sp", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": SPIRIT}],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    assert not engine.why_not(s, {"action": "activate", "object": "dk", "ability": ab, "targets": ["gb"]}).legal
    s = only(engine.apply(s, {"action": "activate", "object": "dk", "ability": ab, "targets": ["sp"]}))
    (out,) = pass2(engine, s)
    assert "cant_be_blocked" in engine.derive(out).object("sp").characteristics["abilities"]
    after = only(engine.apply(out, {"event": "end_turn"}))
    assert "cant_be_blocked" not in engine.derive(after).object("sp").characteristics["abilities"]


def test_122_1_deekah_magecraft_fractal_with_counters_equal_to_that_spells_mana_value(engine):
    """CR 111.1, 122.1, 107.3c (Deekah, Fractal Theorist): Alice casts Alrund's Epiphany (mana value 7); the magecraft
    ability resolves first: a 0/0 green and blue Fractal token with seven +1/+1 counters (7/7), which survives the
    state-based actions."""
    s = st([bf("dk", "Deekah, Fractal Theorist"), hand("ae", "Alrund's Epiphany")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}" * 7}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ae"}))
    (out,) = pass2(engine, s)
    (tok,) = [o for o in out.doc["objects"] if o.get("token")]
    assert tok["zone"] == "battlefield" and tok.get("counters") == {"+1/+1": 7}
    c = engine.derive(out).object(tok["id"]).characteristics
    assert (c["power"], c["toughness"], c["subtypes"]) == (7, 7, ["Fractal"])


def test_608_2c_cursed_recording_seventh_counter_removes_them_and_deals_20(engine):
    """CR 122.1, 608.2c, 120.3, 704.5a (Cursed Recording, six time counters): Alice casts Lightning Bolt at Bob; its
    ability resolves first: the seventh time counter, then, seven or more: all removed and 20 damage to Alice: 0 life,
    she loses the game (Bob wins; her objects leave the game with her, 800.4a)."""
    s = st([bf("cr", "Cursed Recording", counters={"time": 6}), hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    (out,) = outs
    assert any("counter_removed" in e[0] for e in out.events)
    assert (out.state.doc.get("game_over"), out.state.doc.get("winner")) == (True, "bob")


def test_122_1_cursed_recording_below_seven_just_adds_a_counter(engine):
    """CR 122.1, 608.2c (Cursed Recording, two time counters): the ability adds a third; fewer than seven: nothing more
    (Alice at 20)."""
    s = st([bf("cr", "Cursed Recording", counters={"time": 2}), hand("bolt", "Lightning Bolt")],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (out,) = pass2(engine, s)
    assert (obj(out, "cr")["counters"]["time"], life(out, "alice")) == (3, 20)
