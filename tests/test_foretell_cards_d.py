"""Foretell cards of group D (branch cov-fb): the bundled library's real cards, read from their Oracle text by the
grammar, acted on by rules_asp/kernel/foretell_cards_d.lp (and the rules it reuses). Every expected value was worked
out from the CR text and the card's Oracle text before running the engine."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyglue import vocabulary
from pyglue.cards import convert_card
from pyglue.solve import IllegalAction

from .conftest import ROOT, basics, make_state, only, resolve

HEAL = {"name": "Test Heal", "mana_cost": "{W}", "types": ["instant"], "abilities": [{"spell": {"effect": {"gain_life": 3}}}]}
SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["instant"],
         "abilities": [{"spell": {"target": "any", "effect": {"damage": 2}}}]}
GIANT = {"name": "Test Giant", "mana_cost": "{2}{R}", "types": ["creature"], "subtypes": ["Giant"], "power": 3,
         "toughness": 3}
HUMAN = {"name": "Test Human", "mana_cost": "{1}{W}", "types": ["creature"], "subtypes": ["Human", "Soldier"],
         "power": 2, "toughness": 2}
FISH = {"name": "Test Fish", "mana_cost": "{U}", "types": ["creature"], "subtypes": ["Fish"], "power": 1, "toughness": 1}
CARDS = [HEAL, SHOCK, GIANT, HUMAN, FISH]


def st(objects: list[dict[str, Any]], **top: Any):
    return make_state(objects, cards=CARDS, **top)


def bf(oid: str, name: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "zone": "battlefield", "owner": owner, **more}


def zone(oid: str, name: str, z: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "zone": z, "owner": owner, **more}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def life(s, player: str) -> int:
    return next(p["life"] for p in s.doc["players"] if p["name"] == player)


def hand(s, owner: str) -> set[str]:
    return {o["id"] for o in s.doc["objects"] if o["zone"] == "hand" and o["owner"] == owner}


def abilities_on_stack(s) -> list[dict[str, Any]]:
    return [obj(s, i) for i in s.doc["stack"] if obj(s, i).get("ability")]


def passes(engine, s, n: int = 2):
    for _ in range(n):
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def attack_step(objects, **top):
    """The active player's declare attackers step, before the declaration (no priority, CR 508.1)."""
    return st(objects, **dict({"phase": "combat", "step": "declare_attackers", "priority": None}, **top))


def to_blockers(engine, s, attackers):
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": attackers}))
    s = passes(engine, s)
    assert (s.doc["step"], s.doc["priority"]) == ("declare_blockers", None)
    return s


@pytest.mark.parametrize("name", ["Quakebringer", "Frost Fair Lure Fish", "Battle Mammoth", "The Foretold Soldier",
                                  "Bohn, Beguiling Balladeer", "Glorious Protector",
                                  "Sozin's Comet", "Struggle for Skemfar"])
def test_library_card_fully_read(name):
    """Every line of these cards' Oracle text (data/oracle/library_source.json, through the importer) parses into
    templates the rules act on."""
    card = convert_card(name, json.loads((ROOT / "data" / "oracle" / "library_source.json").read_text())["data"][name])
    assert vocabulary.not_acted_on(card["abilities"]) == []


# --- Quakebringer: "Your opponents can't gain life." / "At the beginning of your upkeep, Quakebringer deals 2 damage
# to each opponent. This ability triggers only if Quakebringer is on the battlefield or if Quakebringer is in your
# graveyard and you control a Giant." Foretell {2}{R}{R}.

def _heal(caster: str, *objects):
    """CASTER's Test Heal ("you gain 3 life") on the stack; alice holds priority."""
    return st([zone("heal", "Test Heal", "stack", caster, controller=caster), *objects], stack=["heal"])


def test_quakebringer_opponents_cant_gain_life_119_7(engine):
    """CR 119.7: with Alice's Quakebringer on the battlefield, Bob's "you gain 3 life" gains him nothing (20); Alice,
    who isn't her own opponent, still gains 3 (23); without Quakebringer Bob gains 3 (23)."""
    (out,) = resolve(engine, _heal("bob", bf("qb", "Quakebringer")))
    assert life(out.state, "bob") == 20
    assert not any(e.startswith("gained_life(") for e, _ in out.events)
    assert any(e.startswith("cant_gain_life(bob, 3") and r == "119.7" for e, r in out.events)
    (out,) = resolve(engine, _heal("alice", bf("qb", "Quakebringer")))
    assert life(out.state, "alice") == 23
    (out,) = resolve(engine, _heal("bob"))
    assert life(out.state, "bob") == 23


def _bobs_upkeep(engine, objects):
    """Alice's turn ends: Bob's turn begins in his upkeep (CR 500.1, 503.1a)."""
    s = only(engine.apply(st(objects), {"event": "end_turn"}))
    assert (s.doc["active_player"], s.doc["step"]) == ("bob", "upkeep")
    return s


def test_quakebringer_upkeep_trigger_on_the_battlefield_503_1a_603_2b(engine):
    """CR 603.2b: at the beginning of Bob's upkeep his Quakebringer on the battlefield triggers (Bob controls it) and
    deals 2 damage to Alice (CR 120.3a: 20 -> 18)."""
    s = _bobs_upkeep(engine, [bf("qb", "Quakebringer", "bob")])
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "bob"
    assert life(passes(engine, s), "alice") == 18


def test_quakebringer_triggers_from_the_graveyard_with_a_giant_113_6b_603_3a(engine):
    """CR 113.6b: the ability says it works from the graveyard while Bob controls a Giant: Quakebringer in Bob's
    graveyard and Bob's Test Giant: it triggers, controlled by Bob, its owner (CR 603.3a, 108.4a), and Alice goes to
    18. Without a Giant, or with the Giant Alice's, it doesn't trigger."""
    s = _bobs_upkeep(engine, [zone("qb", "Quakebringer", "graveyard", "bob"), bf("giant", "Test Giant", "bob")])
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "bob"
    assert life(passes(engine, s), "alice") == 18
    assert _bobs_upkeep(engine, [zone("qb", "Quakebringer", "graveyard", "bob")]).doc["stack"] == []
    assert _bobs_upkeep(engine, [zone("qb", "Quakebringer", "graveyard", "bob"),
                                 bf("giant", "Test Giant", "alice")]).doc["stack"] == []


# --- Frost Fair Lure Fish: "When this creature enters, create two 1/1 blue Fish creature tokens and create two tapped
# Treasure tokens." / "Fish you control have haste and can't be blocked by Humans." Foretell {3}{U}{R}.

def test_lure_fish_gives_fish_haste_613_1f_302_6(engine):
    """CR 613.1f, 302.6: Alice's Fish (the Lure Fish itself and a Test Fish, both new this turn) have haste and may
    attack; her new Grizzly Bears (not a Fish) may not; Bob's Fish don't have haste (Alice's "you control")."""
    s = attack_step([bf("lure", "Frost Fair Lure Fish", summoning_sick=True),
                     bf("fish", "Test Fish", summoning_sick=True), bf("gb", "Grizzly Bears", summoning_sick=True),
                     bf("bfish", "Test Fish", "bob")])
    (act,) = engine.legal_actions(s)
    assert act.choices == {"attackers": [{"object": "fish", "may_attack": ["bob"]},
                                         {"object": "lure", "may_attack": ["bob"]}]}
    chars = {o.id: o.characteristics for o in engine.derive(s).objects}
    assert "haste" in chars["fish"]["abilities"] and "haste" not in chars["bfish"]["abilities"]


def test_lure_fish_fish_cant_be_blocked_by_humans_509_1b(engine):
    """CR 509.1b: Bob's Test Human can't block Alice's attacking Test Fish; his Grizzly Bears can."""
    s = to_blockers(engine, attack_step([bf("lure", "Frost Fair Lure Fish", tapped=True), bf("fish", "Test Fish"),
                                         bf("human", "Test Human", "bob"), bf("gb", "Grizzly Bears", "bob")]),
                    ["fish"])
    (act,) = engine.legal_actions(s)
    assert act.choices == {"blockers": [{"object": "gb", "may_block": ["fish"]}]}
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "human", "blocks": "fish"}]})
    assert w.failures == [("cant_be_blocked_by(Human)", "509.1b")]


# --- Battle Mammoth: "Trample" / "Whenever a permanent you control becomes the target of a spell or ability an
# opponent controls, you may draw a card." Foretell {2}{G}{G}.

def _shock(engine, caster: str, target: str):
    s = st([bf("mammoth", "Battle Mammoth"), bf("gb", "Grizzly Bears"), zone("shock", "Test Shock", "hand", caster),
            *basics(caster, "Mountain", 1), zone("lib1", "Island", "library", "alice", library_position=1)],
           priority=caster)
    return only(engine.apply(s, {"action": "cast", "object": "shock", "targets": [target]}))


def test_battle_mammoth_opponent_targets_your_permanent_you_may_draw_603_2_608_2d(engine):
    """CR 603.2, 601.2c: Bob casts Test Shock targeting Alice's Grizzly Bears: the Mammoth triggers (Alice controls the
    ability); as it resolves Alice may draw: two resulting states, one with the top card of her library in hand."""
    s = _shock(engine, "bob", "gb")
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    outs = resolve(engine, s)
    assert sorted(len(hand(o.state, "alice")) for o in outs) == [0, 1]


def test_battle_mammoth_not_for_your_own_spell_603_2(engine):
    """Alice's own Test Shock targeting her Bears isn't an opponent's: no trigger."""
    s = _shock(engine, "alice", "gb")
    assert abilities_on_stack(s) == []


# --- The Foretold Soldier: "This creature must be blocked if able." / "This creature can't be blocked by more than
# one creature." / "Whenever this creature deals damage, exile it face down. It becomes foretold." Foretell {1}{G}.

def test_foretold_soldier_blocked_by_exactly_one_509_1b_509_1c(engine):
    """CR 509.1c: Bob must block the Soldier if able; CR 509.1b: not with two creatures. With two untapped Bears, the
    legal declarations are one Bear or the other blocking it: 2 states (not 4). No block, or both, is illegal."""
    s = to_blockers(engine, attack_step([bf("sol", "The Foretold Soldier"), bf("b1", "Grizzly Bears", "bob"),
                                         bf("b2", "Grizzly Bears", "bob")]), ["sol"])
    outs = engine.apply(s, {"action": "declare_blockers"}, settle=False)
    assert sorted(tuple(sorted(o["id"] for o in x.state.doc["objects"] if o.get("blocking"))) for x in outs) == \
        [("b1",), ("b2",)]
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": []})
    assert w.failures == [("must_be_blocked(sol)", "509.1c")]
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "b1", "blocks": "sol"},
                                                                      {"object": "b2", "blocks": "sol"}]})
    assert w.failures == [("blocked_by_more_than_one(sol)", "509.1b")]
    with pytest.raises(IllegalAction):
        engine.apply(s, {"action": "declare_blockers", "blockers": []})


def test_foretold_soldier_the_requirement_takes_the_only_blocker_509_1c(engine):
    """CR 509.1c: Soldier and Grizzly Bears attack, Bob has one Bear: blocking the Bears (or nothing) obeys none of
    the requirements while blocking the Soldier obeys one, so that is the only legal declaration."""
    s = to_blockers(engine, attack_step([bf("sol", "The Foretold Soldier"), bf("gb", "Grizzly Bears"),
                                         bf("b1", "Grizzly Bears", "bob")]), ["sol", "gb"])
    (out,) = engine.apply(s, {"action": "declare_blockers"}, settle=False)
    assert obj(out.state, "b1")["blocking"] == ["sol"]
    w = engine.why_not(s, {"action": "declare_blockers", "blockers": [{"object": "b1", "blocks": "gb"}]})
    assert w.failures == [("must_be_blocked(sol)", "509.1c")]


def test_foretold_soldier_deals_damage_and_becomes_foretold_702_143d(engine):
    """CR 510.2, 603.2: unblocked (Bob has no creature), the Soldier deals 6 combat damage to Bob and its ability
    triggers; it resolves: the Soldier is exiled face down and foretold this turn (turn 3, CR 702.143d); on a later
    turn Alice may cast it for its foretell cost {1}{G} (CR 702.143a)."""
    s = to_blockers(engine, attack_step([bf("sol", "The Foretold Soldier")]), ["sol"])
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = passes(engine, s)       # to the combat damage step: 6 damage to Bob, the trigger goes on the stack
    assert life(s, "bob") == 14
    assert len(abilities_on_stack(s)) == 1
    s = passes(engine, s)       # it resolves
    sol = obj(s, "sol")
    assert (sol["zone"], sol.get("face_down"), sol["foretold"]) == ("exile", True, {"turn": 3})
    later = st([dict(sol), *basics("alice", "Forest", 2)], turn=5)
    assert any(a.action == {"action": "cast", "object": "sol", "cost": "foretell"}
               for a in engine.legal_actions(later, "alice"))


# --- Bohn, Beguiling Balladeer: "Each nonland card in your hand without foretell has foretell. ..." / "Whenever you
# cast your second spell each turn, goad target creature an opponent controls."

def test_bohn_second_spell_goads_an_opponents_creature_701_15a(engine):
    """CR 601.2i, 603.2: Alice's second spell this turn makes Bohn trigger; its target is a creature an opponent
    controls (Bob's Bears; not Alice's Giant, CR 115.1); it resolves: the Bears are goaded by Alice (CR 701.15a)."""
    s = st([bf("bohn", "Bohn, Beguiling Balladeer"), bf("giant", "Test Giant"), bf("bgb", "Grizzly Bears", "bob"),
            zone("heal", "Test Heal", "hand"), *basics("alice", "Plains", 1)],
           players=[{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1},
                    {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "heal"}))
    (ab,) = abilities_on_stack(s)
    assert ab["targets"] == ["bgb"]
    s = passes(engine, s)
    assert obj(s, "bgb")["goaded_by"] == ["alice"]


def test_goaded_creature_must_attack_508_1d_701_15b(engine):
    """CR 701.15b, 508.1d: in Bob's turn his Bears goaded by Alice must attack (Alice, the only player to attack);
    his other Bears may or may not: 2 legal declarations; declaring no attack is illegal."""
    s = attack_step([bf("bgb", "Grizzly Bears", "bob", goaded_by=["alice"]), bf("b2", "Grizzly Bears", "bob")],
                    active_player="bob")
    outs = engine.apply(s, {"action": "declare_attackers"}, settle=False)
    assert sorted(tuple(sorted(o["id"] for o in x.state.doc["objects"] if o.get("attacking"))) for x in outs) == \
        [("b2", "bgb"), ("bgb",)]
    w = engine.why_not(s, {"action": "declare_attackers", "attackers": ["b2"]})
    assert w.failures == [("goaded(bgb)", "701.15b")]


def test_goad_ends_as_the_goading_players_turn_begins_701_15a(engine):
    """CR 701.15a: goaded until Alice's next turn: when Bob's turn ends and Alice's begins, the Bears aren't goaded."""
    s = st([bf("bgb", "Grizzly Bears", "bob", goaded_by=["alice"])], active_player="bob", priority="bob")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "alice" and "goaded_by" not in obj(s, "bgb")


THREE = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""},
         {"name": "carol", "life": 0, "mana_pool": ""}]


def test_goad_by_a_player_who_leaves_lasts_until_their_turn_would_have_begun_800_4m(engine):
    """CR 800.4m, 701.15b: seats alice, bob, carol; in Alice's turn Bob's Bears are goaded by Carol, who is at 0 life.
    Alice passes: Carol loses (704.5a) and leaves. The goad doesn't end then, nor last forever: Carol's next turn
    would have begun after Bob's, so the Bears stay goaded through Bob's turn (recorded as goaded until the turn after
    Bob's), and end goaded as Alice's next turn begins."""
    s = st([bf("bgb", "Grizzly Bears", "bob", goaded_by=["carol"])], players=THREE)
    s = only(engine.apply(s, {"action": "pass"}))
    assert [p["name"] for p in s.doc["players"]] == ["alice", "bob"]
    assert obj(s, "bgb").get("goaded_after_turn_of") == ["bob"] and "goaded_by" not in obj(s, "bgb")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "bob" and obj(s, "bgb").get("goaded_after_turn_of") == ["bob"]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.doc["active_player"] == "alice" and "goaded_after_turn_of" not in obj(s, "bgb")


def test_goaded_by_a_departed_player_still_attacks_if_able_800_4m_701_15b(engine):
    """CR 701.15b, 800.4m: in Bob's turn his Bears goaded by a player who has left must still attack each combat if
    able (the only player left to attack is Alice); not attacking with them is illegal."""
    s = attack_step([bf("bgb", "Grizzly Bears", "bob", goaded_after_turn_of=["bob"])], active_player="bob")
    outs = engine.apply(s, {"action": "declare_attackers"}, settle=False)
    assert [sorted(o["id"] for o in x.state.doc["objects"] if o.get("attacking")) for x in outs] == [["bgb"]]
    assert engine.why_not(s, {"action": "declare_attackers", "attackers": []}).failures == [("goaded(bgb)", "701.15b")]


def test_goad_passes_on_when_the_player_before_the_departed_one_leaves_too_800_4m(engine):
    """CR 800.4m: seats alice, bob, carol, dave; the Bears are goaded until the turn after Bob's (Carol left). Bob is at
    0 life and leaves too: the departed Carol's turn would now have begun after Alice's, so the goad moves to Alice's."""
    four = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 0, "mana_pool": ""},
            {"name": "dave", "life": 20, "mana_pool": ""}]
    s = st([bf("dgb", "Grizzly Bears", "dave", goaded_after_turn_of=["bob"])], players=four)
    s = only(engine.apply(s, {"action": "pass"}))
    assert obj(s, "dgb").get("goaded_after_turn_of") == ["alice"]

# --- Glorious Protector: "Flash" / "Flying" / "When this creature enters, you may exile any number of non-Angel
# creatures you control until this creature leaves the battlefield." Foretell {2}{W}.

def _protector_trigger(engine):
    """Alice casts Glorious Protector (flash, {2}{W}{W}) and it resolves: its enters ability is on the stack."""
    s = st([zone("gp", "Glorious Protector", "hand"), bf("gb", "Grizzly Bears"), bf("human", "Test Human"),
            bf("bgb", "Grizzly Bears", "bob"), *basics("alice", "Plains", 4)])
    s = passes(engine, only(engine.apply(s, {"action": "cast", "object": "gp"})))
    assert obj(s, "gp")["zone"] == "battlefield" and len(abilities_on_stack(s)) == 1
    return s


def test_glorious_protector_exiles_any_number_until_it_leaves_610_3(engine):
    """CR 610.3: as the ability resolves Alice chooses any number of her non-Angel creatures (Bears, Human; not Bob's
    Bears, not the Protector, an Angel): 4 resulting states, from none to both. With both exiled with the Protector,
    it leaves the battlefield: both return to the battlefield under Alice's control (CR 610.3c)."""
    outs = resolve(engine, _protector_trigger(engine))
    exiled = sorted(tuple(sorted(o["id"] for o in x.state.doc["objects"] if o["zone"] == "exile")) for x in outs)
    assert exiled == [(), ("gb",), ("gb", "human"), ("human",)]
    both = next(x.state for x in outs if obj(x.state, "gb")["zone"] == obj(x.state, "human")["zone"] == "exile")
    assert obj(both, "gb")["exiled_with"] == "gp" and obj(both, "bgb")["zone"] == "battlefield"
    back = only(engine.apply(both, {"event": "move", "object": "gp", "to": "graveyard"}))
    assert [obj(back, i)["zone"] for i in ("gp", "gb", "human")] == ["graveyard", "battlefield", "battlefield"]
    assert obj(back, "gb").get("controller", "alice") == "alice" and "exiled_with" not in obj(back, "gb")


def test_glorious_protector_gone_before_resolution_exiles_nothing_610_3b(engine):
    """CR 610.3b: the Protector leaves the battlefield before its ability resolves: nothing is exiled (one state)."""
    s = only(engine.apply(_protector_trigger(engine), {"event": "move", "object": "gp", "to": "graveyard"}))
    (out,) = resolve(engine, s)
    assert obj(out.state, "gb")["zone"] == "battlefield" and obj(out.state, "human")["zone"] == "battlefield"


# --- Sozin's Comet: "Each creature you control gains firebending 5 until end of turn. (Whenever it attacks, add
# {R}{R}{R}{R}{R}. This mana lasts until end of combat.)" Foretell {2}{R}. CR 702.189a: firebending N is a triggered
# ability, "whenever this creature attacks, add N {R}; until end of combat, you don't lose this mana as steps and
# phases end".

def pool(s, player: str) -> str:
    return next(p["mana_pool"] for p in s.doc["players"] if p["name"] == player)


def test_sozins_comet_gives_your_creatures_firebending_611_2c(engine):
    """CR 611.2c, 613.1f: Alice's creatures as the Comet resolves gain firebending 5 (until end of turn); Bob's Bears
    don't."""
    s = st([zone("comet", "Sozin's Comet", "hand"), bf("gb", "Grizzly Bears"), bf("giant", "Test Giant"),
            bf("bgb", "Grizzly Bears", "bob"), *basics("alice", "Mountain", 5)])
    (out,) = resolve(engine, only(engine.apply(s, {"action": "cast", "object": "comet"})))
    chars = {o.id: o.characteristics for o in engine.derive(out.state).objects}
    assert {"firebending": 5} in chars["gb"]["abilities"] and {"firebending": 5} in chars["giant"]["abilities"]
    assert {"firebending": 5} not in chars["bgb"]["abilities"]


def test_firebending_mana_lasts_until_end_of_combat_702_189a(engine):
    """CR 702.189a: the Bears (firebending 5 from a Comet effect) attack: the trigger resolves and Alice has {R}x5.
    Her {G} empties as the declare attackers step ends (CR 106.4), the red mana doesn't, nor as the declare blockers
    and combat damage steps end; it empties as the end of combat step ends (R = 5 until then, none after)."""
    s = attack_step([bf("gb", "Grizzly Bears")],
                    players=[{"name": "alice", "life": 20, "mana_pool": "{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}],
                    continuous_effects=[{"id": "comet", "affects": ["gb"], "gain_abilities": [{"firebending": 5}],
                                         "until": "end_of_turn", "timestamp": 9}])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["gb"]}))
    assert len(abilities_on_stack(s)) == 1
    s = passes(engine, s)                     # the firebending trigger resolves
    assert pool(s, "alice") == "{R}{R}{R}{R}{R}{G}"
    s = passes(engine, s)                     # declare attackers ends: the {G} is lost
    assert (s.doc["step"], pool(s, "alice")) == ("declare_blockers", "{R}{R}{R}{R}{R}")
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    seen = []
    while s.doc["phase"] == "combat":
        seen.append((s.doc["step"], pool(s, "alice")))
        s = passes(engine, s)
    assert seen[-2:] == [("combat_damage", "{R}{R}{R}{R}{R}"), ("end_of_combat", "{R}{R}{R}{R}{R}")]
    assert (s.doc["phase"], pool(s, "alice")) == ("postcombat_main", "")
    assert "mana_kept_until_end_of_combat" not in s.doc["players"][0]


# --- Struggle for Skemfar: "Put a +1/+1 counter on target creature you control. Then that creature fights up to one
# target creature you don't control." Foretell {G}.

def _struggle(*objects):
    return st([zone("sfs", "Struggle for Skemfar", "hand"), bf("gb", "Grizzly Bears"), *objects,
               *basics("alice", "Forest", 4)])


def test_struggle_for_skemfar_counter_then_fight_701_14a_608_2c(engine):
    """CR 122.1, 608.2c: Alice's Grizzly Bears get a +1/+1 counter (3/3), then fight Bob's Test Giant (3/3, CR
    701.14a): each deals 3 damage to the other, so both are destroyed (CR 704.5g). (Without the counter counted the
    Giant would survive 2 damage.)"""
    s = only(engine.apply(_struggle(bf("giant", "Test Giant", "bob")),
                          {"action": "cast", "object": "sfs", "targets": ["gb", "giant"]}))
    assert obj(s, "sfs")["targets"] == ["gb", "giant"]
    (out,) = resolve(engine, s)
    assert obj(out.state, "giant")["zone"] == "graveyard" and obj(out.state, "gb")["zone"] == "graveyard"
    assert ("fight(gb, giant)", "701.14a") in out.events


def test_struggle_for_skemfar_up_to_one_target_601_2c(engine):
    """CR 601.2c: "up to one target": with no creature Alice doesn't control, she may still cast it with only its
    first target; it resolves: a +1/+1 counter on the Bears and no fight (CR 701.14b). Her own Giant isn't a legal
    second target (CR 115.1)."""
    s = _struggle(bf("mine", "Test Giant"))
    (cast,) = [a for a in engine.legal_actions(s, "alice") if a.action == {"action": "cast", "object": "sfs",
                                                                           "cost": "mana"}]
    assert cast.targets == [["gb", "mine"], []]
    w = engine.why_not(s, {"action": "cast", "object": "sfs", "targets": ["gb", "mine"]})
    assert ("illegal_target(2, mine)", "601.2c") in w.failures
    (out,) = resolve(engine, only(engine.apply(s, {"action": "cast", "object": "sfs", "targets": ["gb"]})))
    assert obj(out.state, "gb")["counters"] == {"+1/+1": 1} and obj(out.state, "gb")["zone"] == "battlefield"
    assert "damage" not in obj(out.state, "mine")
