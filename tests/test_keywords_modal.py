"""Modal spells with a range of modes: "Choose one or both —" and "Choose one or more —" (issue 22, branch keywords;
rules_asp/modes.lp).

CR 700.2: a modal spell's caster chooses a number of its modes; "one or both" allows one or two, "one or more" any
number from one to all. CR 700.2a, 601.2b: the modes are chosen as the spell is cast, and a mode without a legal
target can't be chosen. CR 700.2c, 601.2c: only the chosen modes' targets are chosen. CR 700.2d: a mode is chosen
at most once. CR 608.2c: the chosen modes' instructions are followed in printed order. Each expected value was worked
out from these rules before the engine was run.

Saheeli's Artistry ({4}{U}{U} sorcery, from the bundled library): "Choose one or both — • Create a token that's a
copy of target artifact. • Create a token that's a copy of target creature, except it's an artifact in addition to
its other types." Mimic Vat (an artifact) and Grizzly Bears (a creature) are real cards as well. The "one or more"
spell below is a test card, labelled so, made of templates the grammar already reads.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library
from pyglue.oracle import parse_text

from .conftest import make_state, only

ARTISTRY_MODES = [{"effect": {"create_token_copy": "target"}, "target": "artifact"},
                  {"effect": {"create_token_copy": "target", "except": {"add_types": ["artifact"]}},
                   "target": "creature"}]

# a test card (not a real card): three modes the grammar reads, none with a target
TEST_ONE_OR_MORE = {"name": "Test Card One Or More", "mana_cost": "{1}", "types": ["sorcery"],
                    "abilities": [{"spell": {"choose": 1, "max": 3, "modes": [
                        {"effect": {"draw": 1}}, {"effect": {"gain_life": 3}},
                        {"effect": {"lose_life": 2, "who": "each_opponent"}}]}}]}


def bf(oid: str, card: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner}


def obj(s, oid: str) -> dict[str, Any]:
    return next(o for o in s.doc["objects"] if o["id"] == oid)


def life(s, player: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == player)["life"]


def artistry_state(**top: Any):
    objs = [{"id": "art", "card": "Saheeli's Artistry", "zone": "hand", "owner": "alice"},
            *[bf(f"island{i}", "Island") for i in range(6)],
            bf("vat", "Mimic Vat", "bob"), bf("bears", "Grizzly Bears", "bob")]
    return make_state(objs, **top)


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_700_2_choose_one_or_both_reads_as_one_to_two_modes():
    """CR 700.2: "Choose one or both" is a modal spell whose caster chooses one or two of its modes: {choose: 1,
    max: 2}. "Choose one or more" with three modes is {choose: 1, max: 3}; "Choose two" stays {choose: 2}."""
    assert library()["Saheeli's Artistry"]["abilities"] == [{"spell": {"choose": 1, "max": 2, "modes": ARTISTRY_MODES}}]
    more = parse_text("Choose one or more \u2014\n\u2022 Draw a card.\n\u2022 You gain 3 life.\n\u2022 Scry 2.",
                      "Test Card", ["sorcery"])
    assert more == [{"spell": {"choose": 1, "max": 3, "modes": [{"effect": {"draw": 1}}, {"effect": {"gain_life": 3}},
                                                                {"effect": {"scry": 2}}]}}]
    two = parse_text("Choose two \u2014\n\u2022 Draw a card.\n\u2022 You gain 3 life.\n\u2022 Scry 2.",
                     "Test Card", ["sorcery"])
    assert two[0]["spell"]["choose"] == 2 and "max" not in two[0]["spell"]


def test_700_2_601_2b_one_or_both_every_choice_of_modes_and_targets(engine):
    """CR 601.2b, 700.2: cast without naming modes, one resulting state per choice: mode 1 alone (its one legal
    target, Mimic Vat: the only artifact), mode 2 alone (Grizzly Bears: the only creature), or both (CR 700.2c:
    each chosen mode's target, in the modes' order). Never no mode, never a mode twice (700.2d)."""
    got = sorted((tuple(obj(o.state, "art")["modes"]), tuple(obj(o.state, "art")["targets"]))
                 for o in engine.apply(artistry_state(), {"action": "cast", "object": "art"}))
    assert got == [((1,), ("vat",)), ((1, 2), ("vat", "bears")), ((2,), ("bears",))]


def test_700_2_700_2d_number_of_modes_one_or_both(engine):
    """CR 700.2: one or both: naming both modes is legal; three modes (one twice) break 700.2 (at most two) and
    700.2d (a mode at most once)."""
    s = artistry_state()
    assert engine.why_not(s, {"action": "cast", "object": "art", "modes": [1, 2], "targets": ["vat", "bears"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "art", "modes": [2], "targets": ["bears"]}).legal
    w = engine.why_not(s, {"action": "cast", "object": "art", "modes": [1, 2, 2], "targets": ["vat", "bears", "bears"]})
    assert ("wrong_number_of_modes(3, 2)", "700.2") in w.failures
    assert ("mode_chosen_twice(2)", "700.2d") in w.failures


def test_700_2a_one_or_both_without_an_artifact_only_mode_two(engine):
    """CR 700.2a: with no artifact on the battlefield, mode 1 can't be chosen: the only choice is mode 2 alone,
    targeting the Bears."""
    objs = [{"id": "art", "card": "Saheeli's Artistry", "zone": "hand", "owner": "alice"},
            *[bf(f"island{i}", "Island") for i in range(6)], bf("bears", "Grizzly Bears", "bob")]
    got = [(obj(o.state, "art")["modes"], obj(o.state, "art")["targets"])
           for o in engine.apply(make_state(objs), {"action": "cast", "object": "art"})]
    assert got == [([2], ["bears"])]


def test_608_2c_one_or_both_resolves_both_modes(engine):
    """CR 608.2c, 707.2, 707.9: both modes chosen: Alice creates a token copy of Mimic Vat and a token copy of
    Grizzly Bears that is an artifact in addition to its other types (a 2/2 artifact creature), both under her
    control (111.2)."""
    s = only(engine.apply(artistry_state(), {"action": "cast", "object": "art", "modes": [1, 2],
                                              "targets": ["vat", "bears"]}))
    s = passes(engine, s)
    assert obj(s, "art")["zone"] == "graveyard"
    d = engine.derive(s)
    made = [o for o in s.doc["objects"] if o["id"] not in {"art", "vat", "bears"} and not o["id"].startswith("island")]
    assert len(made) == 2
    kinds = {}
    for o in made:
        ch = d.object(o["id"]).characteristics
        assert o.get("controller", "alice") == "alice"
        kinds[ch["name"]] = sorted(ch["types"])
    assert kinds == {"Mimic Vat": ["artifact"], "Grizzly Bears": ["artifact", "creature"]}


def test_700_2_one_or_more_any_number_of_modes(engine):
    """CR 700.2: "choose one or more" of three modes without targets: every nonempty set of them, 7 states
    (2^3 - 1), each mode at most once (700.2d). With all three: Alice draws a card, gains 3 life and Bob loses 2
    life, in printed order (608.2c)."""
    objs = [{"id": "spell", "card": "Test Card One Or More", "zone": "hand", "owner": "alice"},
            bf("island0", "Island"), {"id": "lib1", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}]
    s = make_state(objs, cards=[TEST_ONE_OR_MORE])
    outs = engine.apply(s, {"action": "cast", "object": "spell"})
    assert sorted(tuple(obj(o.state, "spell")["modes"]) for o in outs) == [
        (1,), (1, 2), (1, 2, 3), (1, 3), (2,), (2, 3), (3,)]
    s = only(engine.apply(s, {"action": "cast", "object": "spell", "modes": [1, 2, 3]}))
    s = passes(engine, s)
    assert (life(s, "alice"), life(s, "bob"), obj(s, "lib1")["zone"]) == (23, 18, "hand")


# --- Spree (CR 702.172a) -----------------------------------------------------------------------------------
# Three Steps Ahead ({U} instant): "Spree. + {1}{U} — Counter target spell. + {3} — Create a token that's a copy of
# target artifact or creature you control. + {2} — Draw two cards, then discard a card."

def steps_state(islands: int):
    objs = [{"id": "steps", "card": "Three Steps Ahead", "zone": "hand", "owner": "alice"},
            *[bf(f"island{i}", "Island") for i in range(islands)], bf("bears", "Grizzly Bears"),
            {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
             "targets": ["alice"]},
            {"id": "lib1", "card": "Grizzly Bears", "zone": "library", "owner": "alice"},
            {"id": "lib2", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}]
    return make_state(objs, stack=["bolt"])


def test_702_172a_spree_reads_its_modes_and_their_costs():
    """CR 702.172a: the "+" lines are the modes of one modal spell, one or more chosen ({choose: 1, max: 3}), each
    with its additional cost."""
    (ab,) = library()["Three Steps Ahead"]["abilities"]
    assert (ab["spell"]["choose"], ab["spell"]["max"]) == (1, 3)
    assert [m["cost"] for m in ab["spell"]["modes"]] == ["{1}{U}", "{3}", "{2}"]


def test_702_172a_spree_total_cost_adds_each_chosen_modes_cost(engine):
    """CR 702.172a, 601.2f: the total cost is {U} plus the chosen modes' costs: mode 1 alone {U}+{1}{U} (3 mana),
    modes 1 and 3 5 mana, modes 1 and 2 6 mana. Four Islands pay the first, not the others; six pay 1 and 2."""
    counter = {"action": "cast", "object": "steps", "modes": [1], "targets": ["bolt"]}
    four = steps_state(4)
    assert engine.why_not(four, counter).legal
    assert not engine.why_not(four, {**counter, "modes": [1, 3]}).legal
    assert not engine.why_not(four, {**counter, "modes": [1, 2], "targets": ["bolt", "bears"]}).legal
    assert engine.why_not(steps_state(5), {**counter, "modes": [1, 3]}).legal
    assert engine.why_not(steps_state(6), {**counter, "modes": [1, 2], "targets": ["bolt", "bears"]}).legal


def test_601_2b_spree_choices_limited_by_what_can_be_paid(engine):
    """CR 601.2b, 601.2h: with three Islands Alice can choose mode 1 (3 mana, targeting Bolt) or mode 3 (3 mana);
    mode 2 costs 4 and any two modes 5 or more: two resulting states."""
    got = sorted((tuple(obj(o.state, "steps")["modes"]), tuple(obj(o.state, "steps").get("targets", [])))
                 for o in engine.apply(steps_state(3), {"action": "cast", "object": "steps"}))
    assert got == [((1,), ("bolt",)), ((3,), ())]


def test_702_172a_spree_mode_resolves(engine):
    """CR 608.2c: cast for mode 1 (three Islands tapped), Three Steps Ahead counters Lightning Bolt (701.6a): Bolt
    goes to Bob's graveyard and Alice keeps 20 life."""
    s = only(engine.apply(steps_state(3), {"action": "cast", "object": "steps", "modes": [1], "targets": ["bolt"]}))
    assert all(obj(s, f"island{i}").get("tapped") for i in range(3))
    s = passes(engine, s)
    assert obj(s, "bolt")["zone"] == "graveyard" and obj(s, "steps")["zone"] == "graveyard"
    assert life(s, "alice") == 20


def test_702_172a_601_2h_spree_not_castable_when_no_mode_can_be_paid(engine):
    """CR 702.172a, 601.2h: with two Islands Alice can pay {U} but no mode's cost besides it (each mode needs 3 mana
    or more in all): Three Steps Ahead isn't a legal cast, and isn't listed; with three Islands it is."""
    two = steps_state(2)
    w = engine.why_not(two, {"action": "cast", "object": "steps"})
    assert ("no_mode_can_be_paid", "702.172a") in w.failures
    assert not [a for a in engine.legal_actions(two) if a.action.get("object") == "steps"]
    assert [a for a in engine.legal_actions(steps_state(3)) if a.action.get("object") == "steps"]


# --- Modal triggered abilities (CR 700.2b, 603.3c) ---------------------------------------------------------
# Oltec Matterweaver: "Whenever you cast a creature spell, choose one — • Create a 1/1 colorless Gnome artifact
# creature token. • Create a token that's a copy of target artifact token you control."

def oltec_state(extra: list[dict[str, Any]]):
    objs = [bf("olt", "Oltec Matterweaver"), {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
            bf("f0", "Forest"), bf("f1", "Forest"), *extra]
    return make_state(objs)


def stack_ability(s):
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack" and o["id"].startswith("olt.ability")]
    return ab


def test_700_2b_modal_trigger_reads_its_modes():
    """CR 700.2: the triggered ability's effect is its two modes, choose one."""
    (ab,) = library()["Oltec Matterweaver"]["abilities"]
    assert ab["trigger"] == {"you_cast": ["creature"]}
    assert (ab["effect"]["choose"], [m.get("target") for m in ab["effect"]["modes"]]) == \
        (1, [None, "artifact_token_you_control"])


def test_700_2b_603_3c_a_mode_without_a_legal_target_cant_be_chosen(engine):
    """CR 603.3c, 700.2b: Alice casts Grizzly Bears; with no artifact token she controls, only mode 1 can be chosen:
    one resulting state, the ability on the stack with mode 1. Resolving (608.2c), a 1/1 Gnome token is created."""
    outs = engine.apply(oltec_state([]), {"action": "cast", "object": "bears"})
    assert [stack_ability(o.state).get("modes") for o in outs] == [[1]]
    (s,) = passes_all(engine, outs[0].state)
    made = [o for o in s.doc["objects"] if ".token" in o["id"]]
    assert len(made) == 1 and engine.derive(s).object(made[0]["id"]).characteristics["name"] == "Gnome Token"


def test_603_3c_700_2c_modal_trigger_mode_and_target_chosen_as_it_is_put_on_the_stack(engine):
    """CR 603.3c, 700.2c: with an artifact token (a Mimic Vat token) Alice controls, both modes can be chosen: two
    resulting states, mode 1 without a target, mode 2 targeting the token. Mode 2 resolving makes a token copy of
    Mimic Vat (707.2)."""
    vat = {"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice", "token": True}
    outs = engine.apply(oltec_state([vat]), {"action": "cast", "object": "bears"})
    got = sorted((tuple(stack_ability(o.state).get("modes", [])), tuple(stack_ability(o.state).get("targets", [])))
                 for o in outs)
    assert got == [((1,), ()), ((2,), ("vat",))]
    (two,) = [o.state for o in outs if stack_ability(o.state).get("modes") == [2]]
    (s,) = passes_all(engine, two)
    made = [o for o in s.doc["objects"] if ".token" in o["id"]]
    assert len(made) == 1 and engine.derive(s).object(made[0]["id"]).characteristics["name"] == "Mimic Vat"


def passes_all(engine, s):
    """Both players pass in turn: the top of the stack (the trigger) resolves; every resulting state."""
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


# --- "Choose one that hasn't been chosen" (CR 700.2) -------------------------------------------------------
# Silent Hallcreeper: "This creature can't be blocked. Whenever this creature deals combat damage to a player, choose
# one that hasn't been chosen — • Put two +1/+1 counters on this creature. • Draw a card. • This creature becomes a
# copy of another target creature you control."

def hallcreeper_damage(engine, used: list[int]):
    """Alice's Silent Hallcreeper attacks Bob (it can't be blocked) and deals him combat damage: the resulting states
    as its trigger goes on the stack. Grizzly Bears is her other creature."""
    hc = bf("hc", "Silent Hallcreeper")
    if used:
        hc["modes_chosen_before"] = used
    objs = [hc, bf("bears", "Grizzly Bears"), {"id": "lib1", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}]
    s = make_state(objs, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["hc"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    return [o for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def hc_ability(s):
    return [o for o in s.doc["objects"] if o["zone"] == "stack" and o["id"].startswith("hc.ability")]


def test_700_2_unchosen_modes_first_time_any_mode(engine):
    """CR 700.2, 603.3c: the first time, any of the three modes (mode 3 targeting the Bears, Alice's other creature):
    three resulting states; the Hallcreeper then remembers the mode chosen."""
    outs = hallcreeper_damage(engine, [])
    got = sorted(tuple(hc_ability(o.state)[0].get("modes", [])) for o in outs)
    assert got == [(1,), (2,), (3,)]
    for o in outs:
        (ab,) = hc_ability(o.state)
        assert obj(o.state, "hc")["modes_chosen_before"] == ab["modes"]


def test_700_2_unchosen_modes_only_the_rest(engine):
    """CR 700.2: with modes 1 and 2 chosen before, only mode 3 can be chosen (targeting the Bears)."""
    outs = hallcreeper_damage(engine, [1, 2])
    assert [(hc_ability(o.state)[0]["modes"], hc_ability(o.state)[0]["targets"]) for o in outs] == [([3], ["bears"])]


def test_700_2b_unchosen_modes_all_used_the_ability_is_removed(engine):
    """CR 700.2b: with all three modes chosen before, no mode can be chosen: the ability is removed from the stack."""
    outs = hallcreeper_damage(engine, [1, 2, 3])
    assert len(outs) == 1 and hc_ability(outs[0].state) == []
    assert any(e[0].startswith("removed_no_mode") for e in outs[0].events)


def test_608_2c_unchosen_mode_resolves(engine):
    """CR 608.2c, 122.1: the state where mode 1 was chosen: resolving, two +1/+1 counters go on the Hallcreeper."""
    (s,) = [o.state for o in hallcreeper_damage(engine, []) if hc_ability(o.state)[0]["modes"] == [1]]
    (s,) = passes_all(engine, s)
    assert obj(s, "hc")["counters"] == {"+1/+1": 2}
    assert obj(s, "hc")["modes_chosen_before"] == [1]
