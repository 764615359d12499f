"""Branch mech1 (session 7): new keywords and costs, on real cards by name from the bundled library (tiny states).
Each expected value was worked out from the CR text named in the test's docstring (September 25, 2026 edition) and
the card's rulings before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import lands, make_state, only
from .test_costs_more import bf, objects, pass_pass

# --- Loki Laufeyson: "Power-up — {4}{R}: Put two +1/+1 counters on Loki." (mana cost {1}{R}; CR 702.193a-b)

LOKI = "Loki Laufeyson"


def _power_up(name: str) -> dict[str, Any]:
    (ab,) = [a for a in library()[name]["abilities"] if isinstance(a, dict) and a.get("only") == "power_up"]
    return ab


def _act_power_up(oid: str, name: str) -> dict[str, Any]:
    return {"action": "activate", "object": oid, "ability": {"activated": _power_up(name)["activated"]}}


def test_loki_reads_power_up_702_193a():
    assert _power_up(LOKI) == {"activated": {"cost": "{4}{R}", "tap": False,
                                             "effect": {"put_counters": {"+1/+1": 2}, "to": "self"}},
                               "only": "power_up"}


def test_loki_power_up_costs_3_the_turn_he_entered_and_only_once_702_193a_702_193b(engine):
    """CR 702.193a-b, 118.7: Loki entered this turn, so {4}{R} is reduced by his mana cost {1}{R}: the {R} takes away
    the {R}, the {1} one generic: {3}, paid with alice's three Islands (no red source needed): one resulting state,
    the three Islands tapped. Resolving (608.2), Loki gets two +1/+1 counters (122.1). 702.193a: "Activate this ability
    only once": it can't be activated again (already_activated), even with mana for it."""
    s = make_state([bf("loki", LOKI, entered_this_turn=True), *lands("alice", islands=3)])
    s = only(engine.apply(s, _act_power_up("loki", LOKI)))
    objs = objects(s)
    assert all(objs[f"aisland{i}"].get("tapped") for i in (1, 2, 3))
    (s,) = pass_pass(engine, s)
    assert objects(s)["loki"].get("counters") == {"+1/+1": 2}
    assert ("already_activated", "702.193a") in engine.why_not(s, _act_power_up("loki", LOKI)).failures


def test_loki_power_up_full_cost_when_he_didnt_enter_this_turn_702_193a(engine):
    """CR 702.193a: Loki didn't enter this turn: the cost is {4}{R}, which three Islands can't pay (602.2b: the
    failure cannot_pay of the printed cost)."""
    s = make_state([bf("loki", LOKI), *lands("alice", islands=3)])
    assert ("cannot_pay({4}{R})", "602.2b") in engine.why_not(s, _act_power_up("loki", LOKI)).failures
    # ... and while he entered this turn, {3} is still three mana: two Islands can't pay it
    s = make_state([bf("loki", LOKI, entered_this_turn=True), *lands("alice", islands=2)])
    assert any(f.startswith("cannot_pay") and r == "602.2b"
               for f, r in engine.why_not(s, _act_power_up("loki", LOKI)).failures)


def test_loki_power_up_why_not_names_the_reduced_cost_702_193b_118_7(engine):
    """CR 702.193b, 118.7: the cost that two Islands can't pay is the reduced one, {3}: the failure names it as the
    unreduced case names {4}{R} (602.2b)."""
    s = make_state([bf("loki", LOKI, entered_this_turn=True), *lands("alice", islands=2)])
    assert engine.why_not(s, _act_power_up("loki", LOKI)).failures == [("cannot_pay({3})", "602.2b")]


# --- Ran and Shaw: "Flying, firebending 2" (CR 702.189a: "Whenever this creature attacks, add {R}{R}. Until end of
# combat, you don't lose this mana as steps and phases end.")

RS = "Ran and Shaw"


def _pool(s, player: str) -> str:
    return next(p["mana_pool"] for p in s.doc["players"] if p["name"] == player)


def _passes(engine, s, n: int = 2):
    for _ in range(n):
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_ran_and_shaw_reads_flying_and_firebending_702_189a():
    assert library()[RS]["abilities"][:2] == ["flying", {"firebending": 2}]


def test_ran_and_shaw_attack_adds_two_red_kept_past_the_step_702_189a(engine):
    """CR 702.189a, 508.1m: Ran and Shaw attack: the firebending ability triggers (one ability on the stack, 603.3);
    it resolves: {R}{R} in alice's pool (that the mana lasts until end of combat is foretell_cards_d.lp's, tested with
    Sozin's Comet)."""
    s = make_state([bf("rs", RS)], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rs"]}))
    assert [o["ability"]["source"] for o in s.doc["objects"] if o["id"] in s.doc["stack"]] == ["rs"]
    s = _passes(engine, s)
    assert _pool(s, "alice") == "{R}{R}"
    # 702.189a: unlike other mana (500.4) it isn't lost as the declare attackers step ends
    s = _passes(engine, s)
    assert (s.doc["step"], _pool(s, "alice")) == ("declare_blockers", "{R}{R}")


# --- Foggy Swamp Visions ({1}{B}{B} sorcery): "As an additional cost to cast this spell, waterbend {X}." then "Exile X
# target creature cards from graveyards. For each creature card exiled this way, create a token that's a copy of it.
# ..." (CR 701.67a-b, 601.2b, 601.2f, 107.3a)

FSV = "Foggy Swamp Visions"


def _swamps(n: int) -> list[dict[str, Any]]:
    return [bf(f"sw{i}", "Swamp") for i in range(1, n + 1)]


def _gy(oid: str, card: str, owner: str = "bob") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def _fsv_cast(x: int, targets: list[str]) -> dict[str, Any]:
    return {"action": "cast", "object": "fsv", "x": x, "targets": targets}


def test_foggy_swamp_visions_reads_waterbend_x_701_67a():
    assert library()[FSV]["abilities"][0] == {"additional_waterbend": "{X}"}


def test_foggy_swamp_visions_waterbend_taps_creatures_for_x_701_67a(engine):
    """CR 601.2b, 107.3a: alice announces X = 2 and targets bob's two creature cards; 601.2f: the total cost is
    {1}{B}{B} plus the waterbend {2}: five mana. 701.67a: she has three Swamps and two untapped Grizzly Bears: the
    Swamps pay {1}{B}{B}, the two Bears are tapped for the {2} (summoning sickness doesn't matter, 302.6: no {T}
    cost): one resulting state, all five tapped, the spell on the stack with X = 2. Resolving (608.2), both cards are
    exiled and alice creates two tokens that are copies of Grizzly Bears (707.2, 111.1)."""
    s = make_state([{"id": "fsv", "card": FSV, "zone": "hand", "owner": "alice"}, *_swamps(3),
                    bf("gb1", "Grizzly Bears"), bf("gb2", "Grizzly Bears"),
                    _gy("c1", "Grizzly Bears"), _gy("c2", "Grizzly Bears")])
    s = only(engine.apply(s, _fsv_cast(2, ["c1", "c2"])))
    objs = objects(s)
    assert all(objs[i].get("tapped") for i in ("sw1", "sw2", "sw3", "gb1", "gb2"))
    assert s.doc["stack"] == ["fsv"]
    (s,) = pass_pass(engine, s)
    objs = objects(s)
    assert objs["c1"]["zone"] == objs["c2"]["zone"] == "exile"
    toks = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert len(toks) == 2 and all(o.get("controller", o["owner"]) == "alice" for o in toks)
    assert sorted(o["copy_effects"][0]["source"] for o in toks) == ["c1", "c2"]
    # "At the beginning of your next end step, sacrifice those tokens": a delayed triggered ability (603.7a), alice's
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"], d["text"]["trigger"]) == ("fsv", "alice", "your_next_end_step")
    assert d["text"]["effect"]["leave_tokens_created"] == "sacrifice"


def test_foggy_swamp_visions_creatures_pay_only_the_waterbend_part_701_67b(engine):
    """CR 701.67b: with X = 1 the total cost is {1}{B}{B}{1}; alice has two Swamps and two untapped Bears: the Swamps
    pay {B}{B}, one Bear the waterbend {1}, but no Bear may pay the {1} of the mana cost: the cast can't be paid
    (601.2h). With three Swamps and one Bear it can (the Bear for the waterbend {1})."""
    gy = [_gy("c1", "Grizzly Bears")]
    fsv = {"id": "fsv", "card": FSV, "zone": "hand", "owner": "alice"}
    s = make_state([fsv, *_swamps(2), bf("gb1", "Grizzly Bears"), bf("gb2", "Grizzly Bears"), *gy])
    assert any(f.startswith("cannot_pay") for f, _ in engine.why_not(s, _fsv_cast(1, ["c1"])).failures)
    s = make_state([fsv, *_swamps(3), bf("gb1", "Grizzly Bears"), *gy])
    s = only(engine.apply(s, _fsv_cast(1, ["c1"])))
    assert objects(s)["gb1"].get("tapped") and s.doc["stack"] == ["fsv"]


def test_foggy_swamp_visions_why_not_names_the_total_cost_601_2f(engine):
    """CR 601.2f: with X = 1 the total cost is {1}{B}{B} plus the waterbend {1}: {2}{B}{B}, the cost two Swamps and two
    Bears can't pay (601.2h)."""
    s = make_state([{"id": "fsv", "card": FSV, "zone": "hand", "owner": "alice"}, *_swamps(2),
                    bf("gb1", "Grizzly Bears"), bf("gb2", "Grizzly Bears"), _gy("c1", "Grizzly Bears")])
    assert engine.why_not(s, _fsv_cast(1, ["c1"])).failures == [("cannot_pay({2}{B}{B})", "601.2h")]


# --- Worldwalker Helm: "If you would create one or more artifact tokens, instead create those tokens plus an additional
# Map token." and "{1}{U}, {T}: Create a token that's a copy of target artifact token you control." (CR 614.1a,
# 111.10s: a Map token is a colorless Map artifact token with "{1}, {T}, Sacrifice this token: Target creature you
# control explores. Activate only as a sorcery."; 701.44a)

WH = "Worldwalker Helm"
CLUE = {"name": "Clue Token", "types": ["artifact"], "subtypes": ["Clue"]}
MAP_ABILITY = {"activated": {"cost": "{1}", "tap": True, "effect": {"explore": "target"}, "target": "creature_you_control"},
               "also": "sacrifice_self", "only": "sorcery"}


def _tok(oid: str, chars: dict[str, Any], owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "token": True, "zone": "battlefield", "owner": owner, "timestamp": 2, "characteristics": chars,
            **kw}


def test_worldwalker_helm_reads_its_replacement_614_1a():
    assert library()[WH]["abilities"][0] == "artifact_tokens_plus_map"


def test_worldwalker_helm_copy_of_an_artifact_token_brings_a_map_614_1a_111_10s(engine):
    """CR 614.1a: alice activates the Helm ({1}{U} from two Islands, {T}) targeting her Clue token; resolving, she
    would create one token, a copy of the Clue (an artifact, 707.2): instead she creates it and a Map token (111.10s):
    two new tokens under her control, the Clue copy and a colorless Map artifact with the Map's ability."""
    s = make_state([bf("wh", WH), _tok("clue", CLUE), *lands("alice", islands=2)])
    s = only(engine.apply(s, {"action": "activate", "object": "wh",
                              "ability": {"activated": library()[WH]["abilities"][1]["activated"]},
                              "targets": ["clue"]}))
    (s,) = pass_pass(engine, s)
    new = [o for o in s.doc["objects"] if o.get("token") and o["id"] != "clue"]
    assert sorted(o.get("characteristics", {}).get("name", "") for o in new) == ["", "Map Token"]
    (cl,) = [o for o in new if "copy_effects" in o]
    assert cl["copy_effects"][0]["source"] == "clue"
    (mp,) = [o["characteristics"] for o in new if "characteristics" in o]
    assert mp == {"name": "Map Token", "types": ["artifact"], "subtypes": ["Map"], "abilities": [MAP_ABILITY]}
    assert all(o["controller"] == "alice" for o in new)


def test_two_worldwalker_helms_each_add_a_map_614_5_616_1(engine):
    """CR 616.1, 614.5: with two Helms, alice's creation of the Clue copy is modified by one Helm (plus a Map), then the
    modified event, still one of artifact tokens, by the other (each applies once): the copy and two Map tokens."""
    s = make_state([bf("wh", WH), bf("wh2", WH), _tok("clue", CLUE), *lands("alice", islands=2)])
    s = only(engine.apply(s, {"action": "activate", "object": "wh",
                              "ability": {"activated": library()[WH]["abilities"][1]["activated"]},
                              "targets": ["clue"]}))
    (s,) = pass_pass(engine, s)
    new = [o for o in s.doc["objects"] if o.get("token") and o["id"] != "clue"]
    assert sorted(o.get("characteristics", {}).get("name", "") for o in new) == ["", "Map Token", "Map Token"]


def test_worldwalker_helm_no_map_for_a_token_that_isnt_an_artifact_614_1a(engine):
    """CR 614.1a: the Helm replaces only the creation of artifact tokens: Jaya, Fiery Negotiator's [+1] creates a 1/1
    red Monk creature token (not an artifact): alice gets the Monk alone, no Map."""
    (plus,) = [a for a in library()["Jaya, Fiery Negotiator"]["abilities"] if isinstance(a, dict)
               and a.get("loyalty") == 1]
    s = make_state([bf("wh", WH), bf("jaya", "Jaya, Fiery Negotiator", counters={"loyalty": 4})])
    s = only(engine.apply(s, {"action": "activate", "object": "jaya", "ability": plus}))
    (s,) = pass_pass(engine, s)
    assert [o["characteristics"]["name"] for o in s.doc["objects"] if o.get("token")] == ["Monk Token"]


def test_map_token_target_creature_explores_701_44a(engine):
    """CR 701.44a via the Map's ability (111.10s, 602.5d: sorcery timing, alice's main phase with an empty stack): the
    cost is {1} (an Island), {T} and sacrificing the Map (701.21a). Resolving, alice's Grizzly Bears explores: the top
    card of her library is Lightning Bolt, no land card: the Bears get a +1/+1 counter and she may put the Bolt into
    her graveyard: two resulting states, the Bolt in the graveyard or still in the library (a land card would go to
    her hand instead, 701.44a)."""
    mp = {"name": "Map Token", "types": ["artifact"], "subtypes": ["Map"], "abilities": [MAP_ABILITY]}
    act = {"action": "activate", "object": "map", "ability": {"activated": MAP_ABILITY["activated"]}, "targets": ["gb"]}
    lib = {"id": "top", "zone": "library", "owner": "alice", "library_position": 0}
    s = make_state([_tok("map", mp), bf("gb", "Grizzly Bears"), *lands("alice", islands=1),
                    {**lib, "card": "Lightning Bolt"}])
    s = only(engine.apply(s, act))
    assert "map" not in {o["id"] for o in s.doc["objects"] if o["zone"] == "battlefield"}
    outs = pass_pass(engine, s)
    assert sorted(objects(o)["top"]["zone"] for o in outs) == ["graveyard", "library"]
    assert all(objects(o)["gb"].get("counters") == {"+1/+1": 1} for o in outs)


def test_map_token_explore_reveals_a_land_to_hand_and_is_sorcery_speed_701_44a_602_5d(engine):
    """CR 701.44a: the top card is a Forest, a land card: it goes to alice's hand and the Bears get no counter (one
    resulting state). CR 602.5d: during bob's turn (alice holding priority) the Map's ability can't be activated."""
    mp = {"name": "Map Token", "types": ["artifact"], "subtypes": ["Map"], "abilities": [MAP_ABILITY]}
    act = {"action": "activate", "object": "map", "ability": {"activated": MAP_ABILITY["activated"]}, "targets": ["gb"]}
    objs = [_tok("map", mp), bf("gb", "Grizzly Bears"), *lands("alice", islands=1),
            {"id": "top", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 0}]
    assert ("needs_sorcery_timing", "602.5d") in engine.why_not(
        make_state(objs, active_player="bob", priority="alice"), act).failures
    (s,) = pass_pass(engine, only(engine.apply(make_state(objs), act)))
    assert objects(s)["top"]["zone"] == "hand" and not objects(s)["gb"].get("counters")


# --- Echocasting Symposium ({4}{U}{U} sorcery): "Target player creates a token that's a copy of target creature you
# control." and "Paradigm" (CR 702.192a)

ECS = "Echocasting Symposium"


def _player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


def test_echocasting_symposium_reads_paradigm_702_192a():
    assert "paradigm" in library()[ECS]["abilities"]


def test_paradigm_exiles_the_spell_and_waits_for_main_phases_702_192a(engine):
    """CR 702.192a: alice casts the Symposium (six Islands) targeting herself and her Grizzly Bears; it resolves: she
    creates a token copy of the Bears (707.2); "Exile this spell": the card goes to exile, not her graveyard (608.2n);
    it is the first time a spell she controls with this name resolved this game: her record has the name, and a
    delayed triggered ability of the card, hers, waits for her precombat main phases (603.7)."""
    s = make_state([{"id": "ecs", "card": ECS, "zone": "hand", "owner": "alice"}, bf("gb", "Grizzly Bears"),
                    *lands("alice", islands=6)])
    s = only(engine.apply(s, {"action": "cast", "object": "ecs", "targets": ["alice", "gb"]}))
    (s,) = pass_pass(engine, s)
    assert objects(s)["ecs"]["zone"] == "exile"
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    assert (tok["controller"], tok["copy_effects"][0]["source"]) == ("alice", "gb")
    assert _player(s, "alice").get("paradigm_resolved") == [ECS]
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("ecs", "alice")


PD_TRIGGER = {"source": "ecs", "text": {"trigger": "paradigm_main", "effect": {"cast_copy_of_exiled_card": "ecs"}},
              "controller": "alice"}


def test_paradigm_not_the_first_time_no_delayed_trigger_702_192a(engine):
    """CR 702.192a: a spell alice controlled named Echocasting Symposium already resolved this game (her record): this
    one is exiled as it resolves (608.2n) but makes no second delayed triggered ability."""
    s = make_state([{"id": "ecs", "card": ECS, "zone": "hand", "owner": "alice"}, bf("gb", "Grizzly Bears"),
                    *lands("alice", islands=6)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "paradigm_resolved": [ECS]},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ecs", "targets": ["alice", "gb"]}))
    (s,) = pass_pass(engine, s)
    assert objects(s)["ecs"]["zone"] == "exile" and not s.doc.get("delayed_triggers")


def test_paradigm_trigger_copies_the_card_at_precombat_main_702_192a_707_12(engine):
    """CR 702.192a, 603.7b, 505.1: alice's draw step ends (both pass): her precombat main phase begins and the
    delayed trigger triggers (one ability on the stack, its source the exiled card); it stays for her later main phases
    (still in delayed_triggers). Resolving, a copy of the card is created in exile and alice may cast it without paying
    its mana cost (707.12, 118.9): the copy waits for her to cast it now (cast_now_by), with no cost to pay."""
    s = make_state([{"id": "ecs", "card": ECS, "zone": "exile", "owner": "alice"}, bf("gb", "Grizzly Bears")],
                   phase="beginning", step="draw", delayed_triggers=[PD_TRIGGER],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "paradigm_resolved": [ECS]},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = pass_pass(engine, s)[0]
    assert s.doc["phase"] == "precombat_main"
    (ab,) = [o for o in s.doc["objects"] if o["id"] in s.doc["stack"]]
    assert ab["ability"]["source"] == "ecs" and s.doc["delayed_triggers"] == [PD_TRIGGER]
    (s,) = pass_pass(engine, s)
    (cp,) = [o for o in s.doc["objects"] if o.get("copy_effects") and o["zone"] == "exile"]
    assert cp.get("cast_now_by") == "alice" and not cp.get("cast_now_pays")
    # 707.12: she casts the copy (free) targeting bob and her Bears; resolving, bob creates the token copy (111.2);
    # "Exile this spell": the copy leaves the stack and ceases to exist (704.5e); a spell with this name resolved
    # before: no second delayed triggered ability (702.192a)
    s = only(engine.apply(s, {"action": "cast", "object": cp["id"], "cost": "free", "targets": ["bob", "gb"]}))
    assert s.doc["stack"] == [cp["id"]]
    (s,) = pass_pass(engine, s)
    assert cp["id"] not in {o["id"] for o in s.doc["objects"]}
    assert [o["controller"] for o in s.doc["objects"] if o.get("token")] == ["bob"]
    assert s.doc["delayed_triggers"] == [PD_TRIGGER]


def test_paradigm_trigger_waits_for_its_controllers_main_phase_702_192a(engine):
    """CR 702.192a: "each of your precombat main phases": bob's draw step ends and his precombat main phase begins:
    alice's delayed triggered ability doesn't trigger (the stack stays empty) and keeps waiting."""
    s = make_state([{"id": "ecs", "card": ECS, "zone": "exile", "owner": "alice"}],
                   phase="beginning", step="draw", active_player="bob", priority="bob", delayed_triggers=[PD_TRIGGER],
                   players=_players(paradigm_resolved=[ECS]))
    (s,) = pass_pass(engine, s)
    assert (s.doc["phase"], s.doc["stack"], s.doc["delayed_triggers"]) == ("precombat_main", [], [PD_TRIGGER])


# --- The Mycosynth Gardens: "{T}: Add {C}." and "{1}, {T}: Add one mana of any color." (CR 605.1a, 605.3b, 601.2g-h)

MG = "The Mycosynth Gardens"


def test_mycosynth_gardens_reads_its_filter_ability_605_1a():
    assert library()[MG]["abilities"][1] == "filter_mana_any_color"


def test_mycosynth_gardens_filters_an_islands_mana_into_red_605_3b_601_2h(engine):
    """CR 601.2g-h, 605.3b: alice casts Lightning Bolt ({R}) at bob with the Gardens and an Island: she activates the
    Gardens' any-color ability, paying its {1} by tapping the Island: {R}, both tapped, one resulting state. With the
    Gardens alone nothing pays its {1}, and its {C} can't pay {R}: the cast can't be paid. With the Gardens and an
    Island, Grizzly Bears ({1}{G}) needs two mana: the Gardens' any-color mana costs the Island's, so only one mana
    comes of the two lands: it can't be paid (601.2h)."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}
    s = make_state([bolt, bf("mg", MG), *lands("alice", islands=1)])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    objs = objects(s)
    assert objs["mg"].get("tapped") and objs["aisland1"].get("tapped") and s.doc["stack"] == ["bolt"]
    s = make_state([bolt, bf("mg", MG)])
    assert engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}).failures == [
        ("cannot_pay({R})", "601.2h")]
    s = make_state([{"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}, bf("mg", MG),
                    *lands("alice", islands=1)])
    assert engine.why_not(s, {"action": "cast", "object": "gb"}).failures == [("cannot_pay({1}{G})", "601.2h")]


# --- Hazel of the Rootbloom: "{T}, Pay 2 life, Tap X untapped tokens you control: Add X mana in any combination of
# colors." (CR 605.1a, 107.3a, 118.3, 119.4, 302.6)

HZ = "Hazel of the Rootbloom"


def test_hazel_reads_its_mana_ability_605_1a():
    assert library()[HZ]["abilities"][0] == {"tap_x_tokens_any_color_mana": 2}


def test_hazel_taps_a_token_for_red_and_pays_two_life_605_1a_119_4(engine):
    """CR 601.2g-h, 605.1a: alice casts Lightning Bolt ({R}) at bob with no land, Hazel (no summoning sickness) and two
    Clue tokens: she activates Hazel with X = 1: Hazel and one Clue tapped, 2 life paid (119.4: 18), {R}: two
    resulting states, one per Clue. At 1 life she can't pay 2 life (119.4), and with Hazel summoning sick she can't
    activate its {T} ability (302.6): either way the Bolt can't be paid (601.2h)."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}
    objs = [bolt, bf("hz", HZ), _tok("c1", CLUE), _tok("c2", CLUE)]
    outs = [o.state for o in engine.apply(make_state(objs), {"action": "cast", "object": "bolt", "targets": ["bob"]})]
    assert len(outs) == 2
    assert sorted(tuple(i for i in ("c1", "c2") if objects(o)[i].get("tapped")) for o in outs) == [("c1",), ("c2",)]
    assert all(objects(o)["hz"].get("tapped") and _player(o, "alice")["life"] == 18 for o in outs)
    low = [{"name": "alice", "life": 1, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}]
    for s in (make_state(objs, players=low), make_state([bolt, bf("hz", HZ, summoning_sick=True), *objs[2:]])):
        assert engine.why_not(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}).failures == [
            ("cannot_pay({R})", "601.2h")]


def test_hazel_may_tap_a_summoning_sick_creature_token_for_its_cost_302_6(engine):
    """CR 302.6 restricts only a creature's own {T} abilities: a Squirrel creature token that came under alice's
    control this turn can still be tapped for Hazel's "Tap X untapped tokens" (X = 1): the Bolt is cast, the token
    tapped (one resulting state)."""
    sq = {"name": "Squirrel Token", "types": ["creature"], "subtypes": ["Squirrel"], "colors": ["green"], "power": 1,
          "toughness": 1}
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}, bf("hz", HZ),
                    _tok("t1", sq, summoning_sick=True)])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert objects(s)["t1"].get("tapped") and s.doc["stack"] == ["bolt"]


# --- Sunken Palace: "{T}: Add {U}." and "{1}{U}, {T}, Exile seven cards from your graveyard: Add {U}. When you spend
# this mana to cast a spell or activate an ability, copy that spell or ability. You may choose new targets for the
# copy." (CR 605.1a, 605.3b, 118.3, 106.6, 603.7a, 707.10)

SP = "Sunken Palace"


def test_sunken_palace_reads_its_costly_mana_ability_605_1a():
    assert library()[SP]["abilities"][2] == "mana_exile_seven_spent_copy"


def test_sunken_palace_mana_copies_the_spell_it_pays_for_106_6_603_7a_707_10(engine):
    """CR 601.2g-h, 605.3b: alice casts Ancestral Recall ({U}) targeting herself with the Palace, two Islands and seven
    cards in her graveyard. The {U} comes from an Island (two states), from the Palace's {T}: Add {U} (one), or from its
    other ability, its {1}{U} paid by tapping both Islands and its seven cards exiled (118.3; one): four resulting
    states. In that last one alone the delayed triggered ability (106.6, 603.7a) triggers as the mana is spent:
    it is on the stack above the Recall; resolving, it copies the Recall for alice (707.10): the copy on the stack,
    its target alice's or, as she may choose a new one (707.10c), bob: two resulting states."""
    gy = [{"id": f"g{i}", "card": "Island", "zone": "graveyard", "owner": "alice"} for i in range(7)]
    s = make_state([{"id": "rec", "card": "Ancestral Recall", "zone": "hand", "owner": "alice"}, bf("sp", SP),
                    *lands("alice", islands=2), *gy])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "rec", "targets": ["alice"]})]
    assert len(outs) == 4
    (s,) = [o for o in outs if len(o.doc["stack"]) == 2]
    objs = objects(s)
    assert all(objs[i].get("tapped") for i in ("sp", "aisland1", "aisland2"))
    assert all(objs[f"g{i}"]["zone"] == "exile" for i in range(7))
    assert s.doc["stack"][0] == "rec" and objs[s.doc["stack"][1]]["ability"]["source"] == "sp"
    after = pass_pass(engine, s)
    assert all(len(o.doc["stack"]) == 2 and o.doc["stack"][0] == "rec" for o in after)
    assert sorted(tuple(objects(o)[o.doc["stack"][1]]["targets"]) for o in after) == [("alice",), ("bob",)]


def test_sunken_palace_mana_copies_the_ability_it_pays_for_106_6_603_7a_707_10(engine):
    """CR 602.2, 106.6, 603.7a: the same with Loki Laufeyson's "{1}, {T}: When you next cast ..." (no target): the {1}
    comes from an Island (two states), the Palace's {T}: Add {U} (one) or its costly ability (one): four resulting
    states; in the last the delayed triggered ability is on the stack above Loki's ability and, resolving, copies it
    (707.10): Loki's ability and its copy on the stack (one resulting state: no targets to choose)."""
    gy = [{"id": f"g{i}", "card": "Island", "zone": "graveyard", "owner": "alice"} for i in range(7)]
    loki = next(a for a in library()[LOKI]["abilities"] if isinstance(a, dict) and "activated" in a and "only" not in a)
    s = make_state([bf("loki", LOKI), bf("sp", SP), *lands("alice", islands=2), *gy])
    outs = [o.state for o in engine.apply(s, {"action": "activate", "object": "loki", "ability": loki})]
    assert len(outs) == 4
    (s,) = [o for o in outs if len(o.doc["stack"]) == 2]
    assert objects(s)[s.doc["stack"][1]]["ability"]["source"] == "sp"
    (s,) = pass_pass(engine, s)
    assert [objects(s)[i]["ability"]["source"] for i in s.doc["stack"]] == ["loki", "loki"]


# --- Artificer Class: "The first artifact spell you cast each turn costs {1} less to cast." and "{1}{U}: Level 2 / When
# this Class becomes level 2, reveal cards from the top of your library until you reveal an artifact card. Put that
# card into your hand and the rest on the bottom of your library in a random order." (CR 601.2f, 118.7, 701.20a)

AC = "Artificer Class"


def test_artificer_class_reads_both_sentences_601_2f_701_20a():
    abs_ = library()[AC]["abilities"]
    assert abs_[0] == {"first_artifact_spell_costs_less": 1}
    assert abs_[1]["abilities"] == [{"trigger": {"k3_class_becomes_level": 2}, "effect": "reveal_until_artifact_to_hand"}]


def test_artificer_class_first_artifact_spell_costs_1_less_601_2f_118_7(engine):
    """CR 601.2f, 118.7: alice has cast no artifact spell this turn: Strionic Resonator ({2}) costs {1}: her one Island
    pays it (one resulting state). Having cast one already this turn (artifact_spells_cast_this_turn: 1), it costs
    {2}: one Island can't pay it (601.2h)."""
    res = {"id": "res", "card": "Strionic Resonator", "zone": "hand", "owner": "alice"}
    s = only(engine.apply(make_state([res, bf("ac", AC), *lands("alice", islands=1)]),
                          {"action": "cast", "object": "res"}))
    assert s.doc["stack"] == ["res"] and objects(s)["aisland1"].get("tapped")
    s = make_state([res, bf("ac", AC), *lands("alice", islands=1)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "", "artifact_spells_cast_this_turn": 1},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    assert engine.why_not(s, {"action": "cast", "object": "res"}).failures == [("cannot_pay({2})", "601.2h")]


def test_artificer_class_level_2_reveals_until_an_artifact_701_20a_401_1(engine):
    """CR 701.20a, 608.2c: the level 2 trigger resolves; alice's library from the top: Grizzly Bears, Island, Strionic
    Resonator, Forest. The Bears, the Island and the Resonator are revealed; the Resonator goes to her hand; the Bears
    and the Island go to the bottom in a random order, under the Forest (401.1): two resulting states, one per
    order."""
    trig = {"id": "ac.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "ac", "text": library()[AC]["abilities"][1]["abilities"][0]}}
    lib = [{"id": i, "card": c, "zone": "library", "owner": "alice", "library_position": n}
           for n, (i, c) in enumerate([("l0", "Grizzly Bears"), ("l1", "Island"), ("l2", "Strionic Resonator"),
                                       ("l3", "Forest")])]
    s = make_state([trig, bf("ac", AC, class_level=2), *lib], stack=["ac.ability.3"])
    outs = pass_pass(engine, s)
    assert len(outs) == 2
    for o in outs:
        objs = objects(o)
        assert objs["l2"]["zone"] == "hand" and objs["l3"]["zone"] == "library"
        assert objs["l3"]["library_position"] < min(objs["l0"]["library_position"], objs["l1"]["library_position"])
    assert {objects(o)["l0"]["library_position"] < objects(o)["l1"]["library_position"] for o in outs} == {True, False}


def test_artificer_class_level_3_copies_an_artifact_you_control_at_your_end_step_513_1_707_2(engine):
    """Level 3: "At the beginning of your end step, create a token that's a copy of target artifact you control."
    Alice's postcombat main phase ends (both pass, 500.2): her end step begins and the ability triggers (513.1, 603.3):
    its only legal target is her Isochron Scepter, not bob's (115.1): one resulting state. Resolving, she creates a
    token copy of her Scepter (707.2, 111.2)."""
    s = make_state([bf("ac", AC, class_level=3), bf("sc", "Isochron Scepter"), bf("bsc", "Isochron Scepter", "bob")],
                   phase="postcombat_main")
    (s,) = pass_pass(engine, s)
    assert (s.doc["phase"], s.doc["step"]) == ("ending", "end")
    (ab,) = [o for o in s.doc["objects"] if o["id"] in s.doc["stack"]]
    assert (ab["ability"]["source"], ab["targets"]) == ("ac", ["sc"])
    (s,) = pass_pass(engine, s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    assert (tok["controller"], tok["copy_effects"][0]["source"]) == ("alice", "sc")


# --- Extus, Oriq Overlord // Awaken the Blood Avatar ({6}{B}{R} sorcery, its back face): "As an additional cost to cast
# this spell, you may sacrifice any number of creatures. This spell costs {2} less to cast for each creature sacrificed
# this way." and "Each opponent sacrifices a creature. Create a 3/6 black and red Avatar creature token with haste and
# "Whenever this creature attacks, it deals 3 damage to each opponent."" (CR 601.2b, 601.2f, 118.7, 701.21a, 111.4).
# The back face of a modal double-faced card isn't cast by the rules yet, so its text is tried on a test card.

ABA_NAME = "Test Blood Avatar (test card)"


def _aba_card() -> dict[str, Any]:
    """The back face's mana cost and abilities (as the bundled library reads its Oracle text) on a test card's front."""
    back = library()["Extus, Oriq Overlord"]["back"]
    assert back["mana_cost"] == "{6}{B}{R}" and back["abilities"][0] == {"may_sacrifice_creatures_costs_less": 2}
    return {"name": ABA_NAME, "mana_cost": back["mana_cost"], "types": ["sorcery"], "abilities": back["abilities"]}


def test_awaken_the_blood_avatar_sacrifices_reduce_its_cost_601_2f_701_21a(engine):
    """CR 601.2b, 601.2f, 118.7: alice has Grizzly Bears x2 and four lands (a Swamp, a Mountain, two Islands): the
    spell costs {6}{B}{R}, {2} less for each creature sacrificed; only with both Bears sacrificed ({2}{B}{R}) can the
    four lands pay: one resulting state, both Bears in her graveyard (701.21a). Resolving, bob sacrifices his only
    creature and alice creates a 3/6 black and red Avatar token with haste and the quoted attack trigger (111.4)."""
    card = _aba_card()
    s = make_state([{"id": "aba", "card": ABA_NAME, "zone": "hand", "owner": "alice"}, bf("gb1", "Grizzly Bears"),
                    bf("gb2", "Grizzly Bears"), bf("bgb", "Grizzly Bears", "bob"), bf("sw", "Swamp"),
                    bf("mt", "Mountain"), *lands("alice", islands=2)], cards=[card])
    s = only(engine.apply(s, {"action": "cast", "object": "aba"}))
    assert objects(s)["gb1"]["zone"] == objects(s)["gb2"]["zone"] == "graveyard" and s.doc["stack"] == ["aba"]
    (s,) = pass_pass(engine, s)
    assert objects(s)["bgb"]["zone"] == "graveyard"
    (tok,) = [o for o in engine.derive(s).objects if o.token]
    c = tok.characteristics
    assert (tok.controller, c["name"], c["power"], c["toughness"], sorted(c["colors"]), c["types"], c["subtypes"]) == (
        "alice", "Avatar Token", 3, 6, ["black", "red"], ["creature"], ["Avatar"])
    assert c["abilities"] == ["haste", {"trigger": "attacks", "effect": {"damage_each": 3, "to": "opponents"}}]


# --- Demilich ({U}{U}{U}{U}): "This spell costs {U} less to cast for each instant and sorcery spell you've cast this
# turn." and "You may cast this card from your graveyard by exiling four instant and/or sorcery cards from your
# graveyard in addition to paying its other costs." (CR 601.2f, 118.7, 601.3, 601.2b, 118.8)

DM = "Demilich"


def _players(**alice: Any) -> list[dict[str, Any]]:
    return [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_demilich_costs_u_less_per_instant_and_sorcery_cast_601_2f_118_7(engine):
    """CR 601.2f, 118.7: alice cast two instant and sorcery spells this turn: Demilich costs {U}{U}: her two Islands
    pay it (one resulting state). Having cast one, it costs {U}{U}{U}: two Islands can't (601.2h)."""
    dm = {"id": "dm", "card": DM, "zone": "hand", "owner": "alice"}
    s = make_state([dm, *lands("alice", islands=2)], players=_players(instants_sorceries_cast_this_turn=2))
    s = only(engine.apply(s, {"action": "cast", "object": "dm"}))
    assert s.doc["stack"] == ["dm"]
    s = make_state([dm, *lands("alice", islands=2)], players=_players(instants_sorceries_cast_this_turn=1))
    assert any(f.startswith("cannot_pay") for f, _ in engine.why_not(s, {"action": "cast", "object": "dm"}).failures)


def test_demilich_why_not_names_the_reduced_cost_601_2f(engine):
    """CR 601.2f, 118.7: having cast one instant or sorcery spell, Demilich's total cost is {U}{U}{U}: that is the
    cost two Islands can't pay (601.2h)."""
    s = make_state([{"id": "dm", "card": DM, "zone": "hand", "owner": "alice"}, *lands("alice", islands=2)],
                   players=_players(instants_sorceries_cast_this_turn=1))
    assert engine.why_not(s, {"action": "cast", "object": "dm"}).failures == [("cannot_pay({U}{U}{U})", "601.2h")]


def test_demilich_cast_from_the_graveyard_exiling_four_601_3_118_8(engine):
    """CR 601.3, 601.2b, 118.8: Demilich is in alice's graveyard with four instant cards (Lightning Bolt); four Islands
    pay {U}{U}{U}{U}: she casts it from there, the four Bolts exiled as the additional cost (one resulting state), it
    on the stack. With three Bolts the additional cost can't be paid (601.2h)."""
    bolts = [{"id": f"b{i}", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"} for i in range(4)]
    dm = {"id": "dm", "card": DM, "zone": "graveyard", "owner": "alice"}
    act = {"action": "cast", "object": "dm", "cost": "graveyard_exiling"}
    s = only(engine.apply(make_state([dm, *bolts, *lands("alice", islands=4)]), act))
    assert s.doc["stack"] == ["dm"] and all(objects(s)[f"b{i}"]["zone"] == "exile" for i in range(4))
    s = make_state([dm, *bolts[:3], *lands("alice", islands=4)])
    assert ("cannot_pay_additional_cost(exile_instants_sorceries)", "601.2h") in engine.why_not(s, act).failures
