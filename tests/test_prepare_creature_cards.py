"""The creature faces of real preparation cards (CR 722), end to end: each card's abilities are what the Oracle
grammar reads from its real Oracle text (data/oracle/library_source.json), and the rules act on them
(rules_asp/kernel/prepare_creatures.lp). A prepare spell's own effect isn't what these tests look at, so the
prepare face has no abilities. Each expected answer is worked out from the CR text named in the test's
docstring before the engine was run."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from pyglue import state_from_document
from pyglue.oracle import parse_text

from .conftest import EXAMPLES, ROOT, actions_of, example_cards, only

SOURCE = ROOT / "data" / "oracle" / "library_source.json"


@lru_cache(maxsize=1)
def _source() -> dict[str, Any]:
    return json.loads(SOURCE.read_text(encoding="utf-8"))["data"]


def real_card(name: str) -> dict[str, Any]:
    """The card whose front face is ``name``, its abilities parsed from its Oracle text (none unsupported)."""
    faces = next(v for k, v in _source().items() if k.split(" // ")[0] == name)
    main, prep = faces[0], faces[1]
    abilities = parse_text(main.get("text", ""), name, main.get("types", []))
    assert not [a for a in abilities if isinstance(a, dict) and "unsupported" in a], abilities
    card = {"name": name, "mana_cost": main["manaCost"], "types": [t.lower() for t in main["types"]],
            "subtypes": main.get("subtypes", []), "power": int(main["power"]), "toughness": int(main["toughness"]),
            "abilities": abilities, "notes": main.get("text", ""),
            "prepare": {"name": prep["faceName"], "mana_cost": prep["manaCost"],
                        "types": [t.lower() for t in prep["types"]], "abilities": []}}
    if main.get("supertypes"):
        card["supertypes"] = [t.lower() for t in main["supertypes"]]
    return card


BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["instant"], "notes": "a test instant (no effect)"}
BIG = {"name": "Test Big Bear", "mana_cost": "{4}{G}", "types": ["creature"], "power": 6, "toughness": 6,
       "notes": "a test 6/6 creature"}


def st(objects: list[dict[str, Any]], cards: list[str], extra: list[dict[str, Any]] = (), **top: Any):
    """A two-player state (alice active with priority, first main phase) with these real cards."""
    made = [real_card(n) for n in cards] + [copy.deepcopy(c) for c in (BOLT, BIG, *extra)]
    names = {c["name"] for c in made}
    players = top.pop("players", [{"name": "alice", "life": 20, "mana_pool": ""},
                                  {"name": "bob", "life": 20, "mana_pool": ""}])
    doc: dict[str, Any] = {
        "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
        "players": players, "objects": objects}
    doc.update(top)
    doc["cards"] = [c for c in example_cards(doc) if c["name"] not in names] + made
    return state_from_document(doc, base=EXAMPLES / "states")


def bf(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def zone(oid: str, card: str, z: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **more}


def lib(owner: str, cards: list[str]) -> list[dict[str, Any]]:
    return [zone(f"{owner[0]}l{i}", c, "library", owner, library_position=i) for i, c in enumerate(cards, 1)]


def abilities_on_stack(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc["stack"] if by_id[i].get("ability")]


def resolve_all(engine, s) -> list:
    """The top of the stack resolves (the resolve event): every resulting state."""
    return [o.state for o in engine.apply(s, {"event": "resolve"})]


def prepared(engine, s, oid: str) -> bool:
    return "prepared" in engine.derive(s).object(oid).designations


def new_turn_for(engine, objects, cards, **top):
    """bob's turn ends: alice's turn begins in her upkeep (CR 500.1, 502, 503)."""
    return only(engine.apply(st(objects, cards, active_player="bob", priority="bob", **top), {"event": "end_turn"}))


# --- Stingerquill Voxmancer: "At the beginning of your upkeep, if this creature isn't prepared, it becomes
# prepared."

VOX = "Stingerquill Voxmancer"


def test_voxmancer_unprepared_becomes_prepared_in_upkeep_603_4_722_3a(engine):
    """CR 503.1a, 603.2b: alice's upkeep begins; CR 603.4: her Voxmancer isn't prepared, so the ability
    triggers, and as it resolves it still isn't: it becomes prepared (CR 722.3a)."""
    s = new_turn_for(engine, [bf("vox", VOX)], [VOX])
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    (out,) = resolve_all(engine, s)
    assert prepared(engine, out, "vox")


def test_voxmancer_already_prepared_does_not_trigger_603_4(engine):
    """CR 603.4: a prepared Voxmancer fails the intervening if as the upkeep begins: nothing triggers."""
    s = new_turn_for(engine, [bf("vox", VOX, designations=["prepared"])], [VOX])
    assert abilities_on_stack(s) == []


def test_voxmancer_prepared_before_resolution_does_nothing_603_4(engine):
    """CR 603.4: the condition is checked again as the ability resolves; the Voxmancer became prepared in
    between (the become_prepared event), so the ability does nothing (and it stays prepared once)."""
    s = new_turn_for(engine, [bf("vox", VOX)], [VOX])
    s = only(engine.apply(s, {"event": "become_prepared", "object": "vox"}))
    outs = engine.apply(s, {"event": "resolve"})
    (out,) = outs
    assert abilities_on_stack(out.state) == []
    assert prepared(engine, out.state, "vox")
    assert any(e[0].startswith("condition_false_on_resolution") for e in out.events)


def pass_twice(engine, s) -> list:
    """Both players pass (CR 117.4): every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def target_of(s) -> Any:
    (ab,) = abilities_on_stack(s)
    return ab["targets"][0]


def tokens(s, owner: str) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if o.get("token") and o.get("owner") == owner]


# --- Emeritus of Truce: "When this creature enters, target player creates a 1/1 white and black Inkling creature
# token with flying. Then if an opponent controls more creatures than you, this creature becomes prepared."

TRUCE = "Emeritus of Truce"


def _truce_on_stack(engine, bob_creatures: int) -> dict[str, Any]:
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}"}, {"name": "bob", "life": 20}]
    s = st([zone("et", TRUCE, "hand"), *[bf(f"bb{i}", "Grizzly Bears", "bob") for i in range(bob_creatures)]],
           [TRUCE], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "et"}))
    # CR 603.3d: the enters ability's target is chosen as it goes on the stack: one state per player
    return {target_of(x): x for x in pass_twice(engine, s)}


def test_truce_target_player_creates_the_token_111_2(engine):
    """CR 111.2: the target player creates the Inkling: it is theirs and enters under their control, a 1/1 white
    and black Inkling with flying (CR 111.4)."""
    by_target = _truce_on_stack(engine, 0)
    assert sorted(by_target) == ["alice", "bob"]
    (out,) = resolve_all(engine, by_target["bob"])
    (tok,) = tokens(out, "bob")
    ch = engine.derive(out).object(tok["id"]).characteristics
    assert (ch["power"], ch["toughness"], sorted(ch["colors"]), ch["subtypes"]) == (1, 1, ["black", "white"],
                                                                                    ["Inkling"])
    assert "flying" in ch["abilities"]
    # bob's one Inkling against alice's Emeritus: not more creatures than alice (CR 608.2c)
    assert not prepared(engine, out, "et")


def test_truce_condition_counts_the_new_token_608_2c(engine):
    """CR 608.2c: the instructions are followed in order, so "then if an opponent controls more creatures than
    you" is checked after the token is created. Bob has one creature, alice her Emeritus: giving bob the Inkling
    makes it two to one, and the Emeritus becomes prepared (CR 722.3a); giving it to alice doesn't."""
    by_target = _truce_on_stack(engine, 1)
    (to_bob,) = resolve_all(engine, by_target["bob"])
    assert prepared(engine, to_bob, "et")
    (to_alice,) = resolve_all(engine, by_target["alice"])
    assert len(tokens(to_alice, "alice")) == 1
    assert not prepared(engine, to_alice, "et")


# --- Grave Researcher: "At the beginning of your upkeep, surveil 1. Then if there are three or more creature
# cards in your graveyard, this creature becomes prepared."

GRAVE = "Grave Researcher"


def test_grave_researcher_surveilled_creature_card_counts_608_2c_701_25a(engine):
    """CR 701.25a: surveil 1 looks at the top card (a creature card) and puts it into the graveyard or back; CR
    608.2c: the condition is checked after that. With two creature cards already there, the one surveilled
    into the graveyard makes three: prepared; kept on top: two, not prepared."""
    gy = [zone("g1", "Grizzly Bears", "graveyard"), zone("g2", "Grizzly Bears", "graveyard")]
    s = new_turn_for(engine, [bf("gr", GRAVE), *gy, *lib("alice", ["Grizzly Bears", "Island"])], [GRAVE])
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    outs = resolve_all(engine, s)
    by_zone = {next(o["zone"] for o in x.doc["objects"] if o["id"] == "al1"): x for x in outs}
    assert sorted(by_zone) == ["graveyard", "library"]
    assert prepared(engine, by_zone["graveyard"], "gr")
    assert not prepared(engine, by_zone["library"], "gr")


def test_grave_researcher_noncreature_cards_dont_count_608_2c(engine):
    """"Three or more creature cards": a surveilled Island in the graveyard makes three cards, two of them
    creature cards: not prepared in either resulting state."""
    gy = [zone("g1", "Grizzly Bears", "graveyard"), zone("g2", "Grizzly Bears", "graveyard")]
    s = new_turn_for(engine, [bf("gr", GRAVE), *gy, *lib("alice", ["Island", "Island"])], [GRAVE])
    outs = resolve_all(engine, s)
    assert len(outs) == 2
    assert not any(prepared(engine, x, "gr") for x in outs)


# --- Yavimaya Bloomsage: "At the beginning of your end step, put a +1/+1 counter on target creature you control.
# Then if that creature has power 7 or greater, this creature becomes prepared."

BLOOM = "Yavimaya Bloomsage"


def test_bloomsage_counter_makes_power_seven_608_2c_122_1a(engine):
    """CR 513.1a: alice's end step begins; the target is chosen as the ability goes on the stack (CR 603.3d).
    CR 122.1a, 608.2c: the counter is put first, so a 6/6 target has power 7 when the condition is checked:
    prepared. Targeting the 2/2 Bloomsage itself gives power 3: not prepared."""
    s = st([bf("ys", BLOOM), bf("big", "Test Big Bear"), bf("bb", "Grizzly Bears", "bob")], [BLOOM],
           phase="postcombat_main")
    by_target = {target_of(x): x for x in pass_twice(engine, s)}
    assert sorted(by_target) == ["big", "ys"]      # creatures alice controls only (CR 115.1)
    (big,) = resolve_all(engine, by_target["big"])
    assert engine.derive(big).object("big").characteristics["power"] == 7
    assert prepared(engine, big, "ys")
    (own,) = resolve_all(engine, by_target["ys"])
    assert engine.derive(own).object("ys").characteristics["power"] == 3
    assert not prepared(engine, own, "ys")


# --- Ward (CR 702.21a): Campus Composer "Ward {2}", Strife Scholar "Ward—Pay 2 life."

SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["instant"],
         "notes": "test card: Test Shock deals 2 damage to target creature.",
         "abilities": [{"spell": {"target": "creature", "effect": {"damage": 2}}}]}
COMPOSER, SCHOLAR = "Campus Composer", "Strife Scholar"


def _bob_shocks(engine, card: str, pool: str = "{R}", bob_life: int = 20, caster: str = "bob"):
    """bob (active, with priority) casts Test Shock at alice's ward creature; the ward trigger goes on the
    stack before a player gets priority (CR 603.3)."""
    players = [{"name": "alice", "life": 20, "mana_pool": pool if caster == "alice" else ""},
               {"name": "bob", "life": bob_life, "mana_pool": pool if caster == "bob" else ""}]
    s = st([bf("wc", card), zone("sh", "Test Shock", "hand", caster)], [card], extra=[SHOCK], players=players,
           active_player=caster, priority=caster)
    return only(engine.apply(s, {"action": "cast", "object": "sh", "targets": ["wc"]}))


def test_ward_triggers_on_an_opponents_spell_702_21a(engine):
    """CR 702.21a: alice's Composer becomes the target of bob's spell: ward triggers, controlled by alice, on
    top of the Shock."""
    s = _bob_shocks(engine, COMPOSER, pool="{R}{R}{R}")
    (ab,) = abilities_on_stack(s)
    assert ab["controller"] == "alice"
    assert s.doc["stack"][-1] == ab["id"] and "sh" in s.doc["stack"]


def test_ward_not_for_its_controllers_own_spell_702_21a(engine):
    """CR 702.21a: only a spell or ability an opponent controls: alice targeting her own Composer doesn't
    trigger ward."""
    s = _bob_shocks(engine, COMPOSER, pool="{R}", caster="alice")
    assert abilities_on_stack(s) == [] and s.doc["stack"] == ["sh"]


def test_ward_pay_or_be_countered_702_21a(engine):
    """CR 702.21a: as ward resolves bob may pay {2} (he has {R}{R} left): paying keeps the Shock on the stack
    and empties his pool; declining counters it (CR 701.6a: to his graveyard). Two resulting states."""
    s = _bob_shocks(engine, COMPOSER, pool="{R}{R}{R}")
    outs = resolve_all(engine, s)
    assert len(outs) == 2
    by_zone = {next(o["zone"] for o in x.doc["objects"] if o["id"] == "sh"): x for x in outs}
    assert sorted(by_zone) == ["graveyard", "stack"]
    paid = next(p for p in by_zone["stack"].doc["players"] if p["name"] == "bob")
    assert paid.get("mana_pool", "") == ""


def test_ward_countered_when_the_cost_cant_be_paid_702_21a_601_2h(engine):
    """CR 702.21a, 601.2h: with no mana left bob can't pay {2}: the Shock is countered, the only outcome."""
    s = _bob_shocks(engine, COMPOSER, pool="{R}")
    (out,) = resolve_all(engine, s)
    assert next(o["zone"] for o in out.doc["objects"] if o["id"] == "sh") == "graveyard"


def test_ward_pay_life_119_4(engine):
    """CR 702.21a, 119.4: "Ward—Pay 2 life": at 20 life bob may pay (to 18; the Shock stays) or decline (it is
    countered); at 1 life he can't pay 2 life, so it is countered."""
    outs = resolve_all(engine, _bob_shocks(engine, SCHOLAR, bob_life=20))
    got = sorted((next(o["zone"] for o in x.doc["objects"] if o["id"] == "sh"),
                  next(p["life"] for p in x.doc["players"] if p["name"] == "bob")) for x in outs)
    assert got == [("graveyard", 20), ("stack", 18)]
    (out,) = resolve_all(engine, _bob_shocks(engine, SCHOLAR, bob_life=1))
    assert next(o["zone"] for o in out.doc["objects"] if o["id"] == "sh") == "graveyard"


# --- Dirgur Focusmage: "Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f)

FOCUS = "Dirgur Focusmage"
DIVINE = {"name": "Test Divination", "mana_cost": "{2}{U}", "types": ["sorcery"], "notes": "a test sorcery"}
TEN = {"name": "Test Ten Drop", "mana_cost": "{9}{U}", "types": ["sorcery"], "notes": "a test sorcery"}
STUDY = {"name": "Test Study", "mana_cost": "{U}{U}", "types": ["instant"], "notes": "a test instant"}


def _focus(pool: str, hand: list[tuple[str, str]], focusmage_owner: str = "alice"):
    players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20}]
    return st([bf("fm", FOCUS, focusmage_owner), *[zone(i, c, "hand") for i, c in hand]], [FOCUS],
              extra=[DIVINE, TEN, STUDY], players=players)


def test_focusmage_reduces_generic_mana_601_2f(engine):
    """CR 601.2f: the total cost of a {2}{U} sorcery is {1}{U} with the Focusmage: {U}{U} pays it; the {1}{G}
    Grizzly Bears (a creature spell) isn't reduced, so {U}{U} can't pay its {G}; a {U}{U} instant has no generic
    mana to reduce and still costs {U}{U}. Paying {1}{U} leaves nothing in the pool."""
    s = _focus("{U}{U}", [("dv", "Test Divination"), ("gb", "Grizzly Bears"), ("ss", "Test Study")])
    casts = {o for p, a, o in actions_of(engine, s, "alice") if a == "cast"}
    assert casts == {"dv", "ss"}
    out = only(engine.apply(s, {"action": "cast", "object": "dv"}))
    assert next(p for p in out.doc["players"] if p["name"] == "alice").get("mana_pool", "") == ""


def test_focusmage_one_less_only_and_only_its_controller_601_2f(engine):
    """CR 601.2f: one less, not more: {9}{U} becomes {8}{U}, too much for {U}{U}; and without the reduction
    ({2}{U}) {U}{U} isn't enough: bob's Focusmage doesn't reduce alice's spells ("spells you cast")."""
    s = _focus("{U}{U}", [("ten", "Test Ten Drop")])
    assert not {o for p, a, o in actions_of(engine, s, "alice") if a == "cast"}
    s = _focus("{U}{U}", [("dv", "Test Divination")], focusmage_owner="bob")
    assert "dv" not in {o for p, a, o in actions_of(engine, s, "alice") if a == "cast"}


# --- Emeritus of Ideation: "Whenever this creature attacks, you may exile eight cards from your graveyard. If you
# do, this creature becomes prepared."

IDEA = "Emeritus of Ideation"


def _ideation_attacks(engine, gy_cards: int):
    gy = [zone(f"g{i}", "Island", "graveyard") for i in range(gy_cards)]
    s = st([bf("ei", IDEA), *gy, zone("bg", "Island", "graveyard", "bob")], [IDEA], phase="combat",
           step="declare_attackers")
    s = only(engine.apply(s, {"event": "attacks", "object": "ei"}))
    assert len(abilities_on_stack(s)) == 1
    return resolve_all(engine, s)


def test_ideation_may_exile_eight_if_you_do_608_2c(engine):
    """CR 608.2c: with exactly eight cards in her graveyard alice may exile them all (the Emeritus becomes
    prepared, CR 722.3a) or not (nothing happens): two resulting states. Bob's graveyard isn't hers."""
    outs = _ideation_attacks(engine, 8)
    assert len(outs) == 2
    did = [x for x in outs if prepared(engine, x, "ei")]
    (d,) = did
    assert sorted(o["id"] for o in d.doc["objects"] if o["zone"] == "exile" and o["id"].startswith("g")) == \
        [f"g{i}" for i in range(8)]
    assert next(o["zone"] for o in d.doc["objects"] if o["id"] == "bg") == "graveyard"


def test_ideation_fewer_than_eight_cards_cant_609_3(engine):
    """CR 609.3: with seven cards alice can't exile eight, so she doesn't "do" it: one resulting state, not
    prepared, nothing exiled. With nine she picks which eight: 1 + 9 resulting states."""
    (out,) = _ideation_attacks(engine, 7)
    assert not prepared(engine, out, "ei")
    assert all(o["zone"] == "graveyard" for o in out.doc["objects"] if o["id"].startswith("g"))
    assert len(_ideation_attacks(engine, 9)) == 10
