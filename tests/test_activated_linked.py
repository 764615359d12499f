"""Activated abilities (CR 602, 107.5, 117.1b), copies of abilities and of their sources (CR 707.2, 707.10b,
707.11) and linked abilities (CR 607.1, 607.2a, 707.7, 111.12), with Olivia Voldaren and Mimic Vat
(examples/cards/cr707.yaml). Each expected value is worked out from the rule text named in the test."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pyglue import load_state
from pyglue.solve import IllegalAction

from .conftest import EXAMPLES, make_state, only

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
STATES = Path(EXAMPLES) / "states"

# Olivia Voldaren's first ability as the card file writes it (the damage part waits for {damage: N}).
OLIVIA_AB = {"activated": {"cost": "{1}{R}", "tap": False, "target": "another_creature",
                           "effect": [{"damage": 1}, {"add_subtype": "Vampire", "until": "forever"},
                                      {"put_counters": {"+1/+1": 1}, "to": "self"}]}}
VAT_AB = {"activated": {"cost": "{3}", "tap": True, "effect": {"create_token_copy": "exiled_with", "gains": "haste",
                                                                "exile_at": "next_end_step"}}}
SHIFTER_TRIGGER = {"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": True}}


def st(objects, **kw):
    return make_state(objects, cards=CR707, **kw)


def mountains(owner, n, tapped=False):
    return [{"id": f"{owner[0]}mountain{i + 1}", "card": "Mountain", "zone": "battlefield", "owner": owner,
             "tapped": tapped} for i in range(n)]


def olivia_state(extra=(), mana=2, **kw):
    """Alice's Olivia Voldaren with ``mana`` untapped Mountains; Bob's Runeclaw Bear."""
    return st([{"id": "olivia", "card": "Olivia Voldaren", "zone": "battlefield", "owner": "alice"},
               {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"}]
              + mountains("alice", mana) + list(extra), **kw)


def activate(obj, ability, targets=None, **kw):
    act = {"action": "activate", "object": obj, "ability": ability, **kw}
    if targets is not None:
        act["targets"] = targets
    return act


def activations(engine, state):
    return [a for a in engine.legal_actions(state) if a.action["action"] == "activate"]


def stack_objects(state):
    return [o for o in state.to_document()["objects"] if o["zone"] == "stack"]


def counters(state, oid):
    return next(o for o in state.to_document()["objects"] if o["id"] == oid).get("counters", {})


# --- activating (CR 602.2, 117.1b, 107.5) ------------------------------------------------------------------


def test_602_2_legal_lists_the_ability_with_its_targets_but_not_the_source(engine):
    """CR 117.1b, 602.2: Alice holds priority and can pay {1}{R} with two Mountains, so activating Olivia's
    ability is legal; "another target creature" (CR 601.2c via 602.2b) can be Bob's Bear, not Olivia herself."""
    (act,) = activations(engine, olivia_state())
    assert act.player == "alice" and act.action == {"action": "activate", "object": "olivia", "ability": OLIVIA_AB}
    assert act.targets == [["bear"]]
    assert {"117.1b", "602.2b"} <= set(act.rules)


def test_602_2a_activating_puts_the_ability_on_the_stack_and_pays(engine):
    """CR 602.2a: the ability becomes an object on the stack with its source, controlled by the activating player;
    CR 601.2h via 602.2b: both Mountains are tapped to pay {1}{R}; CR 117.3c: Alice keeps priority."""
    s = only(engine.apply(olivia_state(), activate("olivia", OLIVIA_AB, ["bear"])))
    (ab,) = stack_objects(s)
    assert (ab["ability"]["source"], ab["ability"]["text"], ab["controller"], ab["targets"]) == \
        ("olivia", OLIVIA_AB, "alice", ["bear"])
    doc = s.to_document()
    assert all(o.get("tapped") for o in doc["objects"] if o.get("card") == "Mountain")
    assert doc["priority"] == "alice" and doc["stack"] == [ab["id"]]


def test_608_olivia_ability_resolves_vampire_and_counter(engine):
    """CR 608.2, 205.1b, 122.1: as it resolves the target becomes a Vampire in addition to its other types (Bear,
    Vampire) and Olivia gets a +1/+1 counter: a 4/4."""
    s = only(engine.apply(olivia_state(), activate("olivia", OLIVIA_AB, ["bear"])))
    s = only(engine.apply(s, {"event": "resolve"}))
    d = engine.derive(s)
    assert d.object("bear").characteristics["subtypes"] == ["Bear", "Vampire"]
    assert next(o for o in s.to_document()["objects"] if o["id"] == "bear").get("damage") == 1
    assert (d.object("olivia").characteristics["power"], d.object("olivia").characteristics["toughness"]) == (4, 4)
    assert stack_objects(s) == []


def test_602_2b_cannot_pay_is_not_legal_with_reason(engine):
    """CR 602.2b, 601.2h: with one Mountain Alice can't pay {1}{R}: not listed, why-not says cannot_pay."""
    s = olivia_state(mana=1)
    assert activations(engine, s) == []
    w = engine.why_not(s, activate("olivia", OLIVIA_AB, ["bear"]))
    assert not w.legal and ("cannot_pay({1}{R})", "602.2b") in w.failures


def test_602_2b_colored_mana_is_needed(engine):
    """CR 602.2b, 601.2h, 107.4: two Islands make two mana but no red: {R} can't be paid."""
    s = st([{"id": "olivia", "card": "Olivia Voldaren", "zone": "battlefield", "owner": "alice"},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
            {"id": "i1", "card": "Island", "zone": "battlefield", "owner": "alice"},
            {"id": "i2", "card": "Island", "zone": "battlefield", "owner": "alice"}])
    assert ("cannot_pay({1}{R})", "602.2b") in engine.why_not(s, activate("olivia", OLIVIA_AB, ["bear"])).failures


def test_117_1b_activated_at_instant_speed(engine):
    """CR 117.1b: unlike a loyalty ability (606.3), an activated ability may be activated whenever its controller
    has priority: in Bob's turn, combat, with a spell on the stack."""
    spell = {"id": "bolt", "card": "Grizzly Bears", "zone": "stack", "owner": "bob"}
    s = olivia_state([spell], active_player="bob", phase="combat", step="declare_attackers", stack=["bolt"])
    assert engine.why_not(s, activate("olivia", OLIVIA_AB, ["bear"])).legal


def test_602_2_only_the_controller_activates(engine):
    """CR 602.2: only the object's controller may activate its ability: Bob, holding priority, can't activate
    Alice's Olivia."""
    s = olivia_state(priority="bob")
    w = engine.why_not(s, activate("olivia", OLIVIA_AB, ["bear"], player="bob"))
    assert ("not_controller", "602.2") in w.failures


def test_601_2c_another_target_creature_is_not_the_source(engine):
    """CR 601.2c via 602.2b: "another target creature" can't be Olivia; with no other creature there is no legal
    target and the ability can't be activated."""
    w = engine.why_not(olivia_state(), activate("olivia", OLIVIA_AB, ["olivia"]))
    assert ("illegal_target(1, olivia)", "601.2c") in w.failures
    alone = st([{"id": "olivia", "card": "Olivia Voldaren", "zone": "battlefield", "owner": "alice"}]
               + mountains("alice", 2))
    assert ("no_legal_target(1)", "601.2c") in engine.why_not(alone, activate("olivia", OLIVIA_AB)).failures


def test_107_5_tapped_permanent_cannot_pay_tap_cost(engine):
    """CR 107.5: {T} means "tap this permanent"; a tapped Mimic Vat can't be tapped again, even with {3} available."""
    s = st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice", "tapped": True}]
           + mountains("alice", 3))
    assert activations(engine, s) == []
    assert ("already_tapped", "107.5") in engine.why_not(s, activate("vat", VAT_AB)).failures
    with pytest.raises(IllegalAction):
        engine.apply(s, activate("vat", VAT_AB))


def test_107_5_activating_taps_the_source(engine):
    """CR 107.5, 602.2b: paying {3}, {T} taps Mimic Vat and three Mountains."""
    s = st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice"}] + mountains("alice", 3))
    s = only(engine.apply(s, activate("vat", VAT_AB)))
    assert all(o.get("tapped") for o in s.to_document()["objects"] if o["zone"] == "battlefield")


# --- copies and abilities (CR 707.2, 708.2, 707.10b, 707.11) --------------------------------------------------


def test_707_2_copy_of_olivia_has_the_ability_and_counts_itself(engine):
    """CR 707.2: an activated ability is rules text, a copiable value: Alice's Clone copying Bob's Olivia has it.
    Its "Olivia" is the Clone itself (the ability's source, CR 707.11): the counter goes on the Clone, not on Olivia."""
    s = st([{"id": "olivia", "card": "Olivia Voldaren", "zone": "battlefield", "owner": "bob"},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice",
             "copy_effects": [{"source": "olivia"}]}] + mountains("alice", 2))
    (act,) = activations(engine, s)
    assert act.action["object"] == "clone" and sorted(act.targets[0]) == ["bear", "olivia"]
    s = only(engine.apply(s, activate("clone", OLIVIA_AB, ["olivia"])))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert counters(s, "clone") == {"+1/+1": 1} and counters(s, "olivia") == {}
    assert engine.derive(s).object("olivia").characteristics["subtypes"] == ["Vampire"]


def test_708_2_face_down_copy_has_no_abilities(engine):
    """CR 708.2, 707.2: a Clone copying a face-down Olivia is a 2/2 with no abilities: nothing to activate
    (CR 602.1: no such ability)."""
    s = st([{"id": "olivia", "card": "Olivia Voldaren", "zone": "battlefield", "owner": "bob", "face_down": True},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
            {"id": "clone", "card": "Clone", "zone": "battlefield", "owner": "alice",
             "copy_effects": [{"source": "olivia"}]}] + mountains("alice", 2))
    assert activations(engine, s) == []
    assert ("no_such_ability", "602.1") in engine.why_not(s, activate("clone", OLIVIA_AB, ["bear"])).failures


def test_707_11_example_shapeshifter_keeps_the_counter(engine):
    """CR 707.11 Example: the Shapeshifter (a copy of Olivia) activates the ability; before it resolves the
    Shapeshifter becomes a copy of Wall of Omens. The ability still deals 1 damage (to the Bear, a 2/2 that
    survives it: CR 120.3e, 704.5g) and puts the +1/+1 counter on the Shapeshifter (now a 0/4 Wall of Omens: 1/5),
    not on Olivia; the target becomes a Vampire."""
    s = load_state(STATES / "cr707_11_olivia_shapeshifter.yaml")
    (act,) = activations(engine, s)
    assert act.action["object"] == "shift"
    s = only(engine.apply(s, activate("shift", OLIVIA_AB, ["bear"])))
    s = only(engine.apply(s, {"event": "become_copy", "object": "shift", "source": "wall",
                              "except": {"add_abilities": [SHIFTER_TRIGGER]}}))
    s = only(engine.apply(s, {"event": "resolve"}))
    d = engine.derive(s)
    shift = d.object("shift").characteristics
    assert (shift["name"], shift["power"], shift["toughness"]) == ("Wall of Omens", 1, 5)
    assert counters(s, "shift") == {"+1/+1": 1} and counters(s, "olivia") == {}
    assert d.object("bear").characteristics["subtypes"] == ["Bear", "Vampire"]


def test_707_10b_copy_of_the_ability_has_the_same_source(engine):
    """CR 707.10b: Bob copies the Shapeshifter's activated ability (keeping its target, CR 707.10); the copy's
    "Olivia" is still the Shapeshifter, not Bob's Olivia Voldaren of that name: two counters on the Shapeshifter."""
    s = load_state(STATES / "cr707_11_olivia_shapeshifter.yaml")
    s = only(engine.apply(s, activate("shift", OLIVIA_AB, ["bear"])))
    (orig,) = stack_objects(s)
    s = only(engine.apply(s, {"event": "copy_spell", "object": orig["id"], "controller": "bob"}))
    copy = next(o for o in stack_objects(s) if o["id"] != orig["id"])
    assert (copy["ability"]["source"], copy["controller"], copy["targets"]) == ("shift", "bob", ["bear"])
    assert s.to_document()["stack"][-1] == copy["id"]
    s = only(engine.apply(s, {"event": "resolve"}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert counters(s, "shift") == {"+1/+1": 2} and counters(s, "olivia") == {}


# --- linked abilities: Mimic Vat (CR 607.2a, 707.7, 111.12) --------------------------------------------------


def test_111_12_example_mimic_vat_with_nothing_exiled_makes_no_token(engine):
    """CR 111.12 Example: no card was exiled with Mimic Vat (the exiled Bear was exiled otherwise, CR 607.2a), so
    its ability creates no token."""
    s = load_state(STATES / "cr111_12_mimic_vat.yaml")
    s = only(engine.apply(s, activate("vat", VAT_AB)))
    out = only_outcome(engine.apply(s, {"event": "resolve"}))
    assert sorted(o["id"] for o in out.state.to_document()["objects"]) == \
        ["bear", "mountain1", "mountain2", "mountain3", "vat"]
    assert not any(o.get("token") for o in out.state.to_document()["objects"])
    assert any(e.startswith("no_token(") and r == "111.12" for e, r in out.events)


def only_outcome(outcomes):
    assert len(outcomes) == 1
    return outcomes[0]


def vat_with_bear_exiled(engine):
    s = load_state(STATES / "cr111_12_mimic_vat.yaml")
    out = only_outcome(engine.apply(s, {"event": "exile_with", "object": "bear", "source": "vat"}))
    assert ("exiled_with(bear, vat)", "607.2a") in out.events
    return out.state


def test_607_2a_mimic_vat_token_copy_gains_haste(engine):
    """CR 607.2a, 111.1, 707.2: with Runeclaw Bear exiled with Mimic Vat, the ability creates a token copy of it
    (Alice's 2/2 Runeclaw Bear); "it gains haste" is an effect on the token (CR 611.2), not a copiable value."""
    s = only(engine.apply(vat_with_bear_exiled(engine), activate("vat", VAT_AB)))
    s = only(engine.apply(s, {"event": "resolve"}))
    (tok,) = [o for o in engine.derive(s).objects if o.token]
    ch = tok.characteristics
    assert (ch["name"], ch["power"], ch["toughness"], ch["abilities"]) == ("Runeclaw Bear", 2, 2, ["haste"])
    assert tok.copiable["abilities"] == [] and tok.controller == "alice"
    assert engine.derive(s).object("bear").zone == "exile"


def test_707_7_copy_of_mimic_vat_is_linked_only_to_itself(engine):
    """CR 707.7, 607.1: Copy Artifact copying Mimic Vat has both abilities, linked to each other: a card exiled
    with the original Vat isn't "exiled with" the copy, so the copy's ability makes no token (CR 111.12); a card
    the copy's own linked ability exiles is, and only the original Vat's ability copies the Bear."""
    s = vat_with_bear_exiled(engine)
    doc = s.to_document()
    doc["objects"] += [{"id": "ca", "card": "Copy Artifact", "zone": "battlefield", "owner": "alice",
                        "copy_effects": [{"source": "vat", "except": {"add_types": ["enchantment"]}}]},
                       {"id": "wall", "card": "Wall of Omens", "zone": "graveyard", "owner": "bob"}]
    doc["objects"] += mountains("alice", 6)[3:]
    s = st(doc["objects"])
    ca = engine.derive(s).object("ca").characteristics
    assert VAT_AB in ca["abilities"] and "enchantment" in ca["types"]
    theirs = ["amountain4", "amountain5", "amountain6"]
    s2 = only(engine.apply(s, activate("ca", VAT_AB, payment=theirs)))
    out = only_outcome(engine.apply(s2, {"event": "resolve"}))
    assert not any(o.get("token") for o in out.state.to_document()["objects"])
    # the copy exiles the Wall with its own linked ability: its token is a Wall of Omens, the Vat's a Bear
    s3 = only(engine.apply(s, {"event": "exile_with", "object": "wall", "source": "ca"}))
    s3 = only(engine.apply(s3, activate("ca", VAT_AB, payment=theirs)))
    s3 = only(engine.apply(s3, {"event": "resolve"}))
    s3 = only(engine.apply(s3, activate("vat", VAT_AB)))
    s3 = only(engine.apply(s3, {"event": "resolve"}))
    names = sorted(o.characteristics["name"] for o in engine.derive(s3).objects if o.token)
    assert names == ["Runeclaw Bear", "Wall of Omens"]


def test_400_7_a_card_leaving_exile_is_no_longer_exiled_with(engine):
    """CR 400.7, 607.2a: the linked ability refers only to cards in exile put there by the first ability; once the
    Bear leaves exile (to its owner's hand) it is a new object, and the Vat's ability makes no token."""
    s = only(engine.apply(vat_with_bear_exiled(engine), {"event": "move", "object": "bear", "to": "hand"}))
    assert "exiled_with" not in next(o for o in s.to_document()["objects"] if o["id"] == "bear")
    s = only(engine.apply(s, activate("vat", VAT_AB)))
    out = only_outcome(engine.apply(s, {"event": "resolve"}))
    assert not any(o.get("token") for o in out.state.to_document()["objects"])


def test_607_3_a_card_exiled_with_several_is_chosen(engine):
    """CR 607.3: "a card exiled with" it, when several are: the controller chooses one: one resulting state per
    card, a token copy of each in turn."""
    s = vat_with_bear_exiled(engine)
    doc = s.to_document()
    doc["objects"].append({"id": "wall", "card": "Wall of Omens", "zone": "exile", "owner": "bob",
                           "exiled_with": "vat"})
    s = only(engine.apply(st(doc["objects"]), activate("vat", VAT_AB)))
    outs = engine.apply(s, {"event": "resolve"})
    names = sorted(o.characteristics["name"] for out in outs for o in engine.derive(out.state).objects if o.token)
    assert names == ["Runeclaw Bear", "Wall of Omens"]


def test_exiled_with_input_is_validated(engine):
    """Bad input never crashes: exiled_with must name an object, and the card must be in exile (CR 607.2a)."""
    from pyglue.state import InputError
    with pytest.raises(InputError) as err:
        st([{"id": "bear", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "bob", "exiled_with": "nope"}])
    assert "exiled_with" in str(err.value) and "zone" in str(err.value)


# --- a copy replacement with a linked trigger (CR 603.11, 707.9g) -----------------------------------------------


def spidey_outcomes(engine, extra=()):
    s = load_state(STATES / "cr707_9g_superior_spider_man.yaml")
    if extra:
        s = st(s.to_document()["objects"] + list(extra))
    out = {}
    for o in engine.apply(s, {"event": "move", "object": "spidey", "to": "battlefield"}):
        copied = tuple(sorted(e[len("entered_as_copy(spidey, "):-1] for e, _ in o.events
                              if e.startswith("entered_as_copy(spidey")))
        out[copied] = o
    return out


def test_603_11_spider_man_copies_a_graveyard_card_and_exiles_it(engine):
    """CR 707.5, 707.9b, 603.11: entering as a copy of the Runeclaw Bear card in Bob's graveyard, Spider-Man is a
    4/4 Bear Spider Human Hero named Superior Spider-Man; the linked "when you do" trigger goes on the stack and
    exiles that card as it resolves."""
    outs = spidey_outcomes(engine, [{"id": "gbear", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "bob"}])
    assert set(outs) == {(), ("clone",), ("clone", "wall"), ("gbear",)}
    o = outs[("gbear",)]
    ch = engine.derive(o.state).object("spidey").characteristics
    assert (ch["name"], ch["power"], ch["toughness"], ch["subtypes"], ch["colors"]) == \
        ("Superior Spider-Man", 4, 4, ["Bear", "Hero", "Human", "Spider"], ["green"])
    (trig,) = stack_objects(o.state)
    assert trig["ability"] == {"source": "spidey", "text": {"trigger": "when_you_do", "effect": {"exile_card": "gbear"}}}
    s = only(engine.apply(o.state, {"event": "resolve"}))
    assert engine.derive(s).object("gbear").zone == "exile"
    # without a copy ("you may"), it is itself and nothing triggers
    assert stack_objects(outs[()].state) == []


def test_707_9g_a_later_copy_effect_stops_the_linked_trigger(engine):
    """CR 707.9g with 616.1f: Spider-Man copies the Clone card, so the copied Clone replacement applies too; if it
    makes Spider-Man a copy of Wall of Omens (a copy effect applied after the one with the linked trigger), "exile
    that card" doesn't trigger: the Clone card stays in the graveyard, and only the Wall's own enters trigger
    (CR 603.6a) waits. If it isn't applied, the linked trigger does exile the Clone card."""
    outs = spidey_outcomes(engine)
    late = outs[("clone", "wall")]
    ch = engine.derive(late.state).object("spidey").characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Wall of Omens", 0, 4)
    assert [o["ability"]["text"] for o in stack_objects(late.state)] == [{"trigger": "enters", "effect": {"draw": 1}}]
    assert not any(e.startswith("triggered(spidey, {\"effect\": {\"exile_card\"") for e, _ in late.events)
    s = only(engine.apply(late.state, {"event": "resolve"}))
    assert engine.derive(s).object("clone").zone == "graveyard"
    alone = outs[("clone",)]
    assert [o["ability"]["text"] for o in stack_objects(alone.state)] == \
        [{"trigger": "when_you_do", "effect": {"exile_card": "clone"}}]
    s = only(engine.apply(alone.state, {"event": "resolve"}))
    assert engine.derive(s).object("clone").zone == "exile"


# --- summoning sickness (CR 302.6, 602.5a, 702.10c) ------------------------------------------------------------

ARCHIVIST_AB = {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}


def test_602_5a_a_creature_new_under_control_cannot_use_tap_ability(engine):
    """CR 602.5a, 302.6: Archivist that just entered can't use "{T}: Draw a card"; nor during Bob's turn (Alice's
    most recent turn began before it arrived); once Alice's next turn begins it can."""
    s = st([{"id": "arch", "card": "Archivist", "zone": "hand", "owner": "alice"},
            {"id": "c1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "move", "object": "arch", "to": "battlefield"}))
    assert ("summoning_sick", "602.5a") in engine.why_not(s, activate("arch", ARCHIVIST_AB)).failures
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert ("summoning_sick", "602.5a") in engine.why_not(s, activate("arch", ARCHIVIST_AB, player="alice")).failures
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert s.to_document()["active_player"] == "alice"
    assert engine.why_not(s, activate("arch", ARCHIVIST_AB)).legal


def test_602_5a_applies_to_creatures_only(engine):
    """CR 602.5a speaks of a creature's ability: a Mimic Vat that just entered may use {3}, {T} at once."""
    s = st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice", "summoning_sick": True}]
           + mountains("alice", 3))
    assert engine.why_not(s, activate("vat", VAT_AB)).legal


def test_702_10c_mimic_vat_token_with_haste_taps_at_once(engine):
    """CR 702.10c, 111.12 Example's Mimic Vat: the token copy of an Archivist exiled with the Vat just arrived, but
    it gains haste, so its {T} ability may be activated right away (a plain copy couldn't, 602.5a)."""
    s = st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice"},
            {"id": "arch", "card": "Archivist", "zone": "exile", "owner": "bob", "exiled_with": "vat"},
            {"id": "c1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice"}] + mountains("alice", 3))
    s = only(engine.apply(s, activate("vat", VAT_AB)))
    s = only(engine.apply(s, {"event": "resolve"}))
    (tok,) = [o["id"] for o in s.to_document()["objects"] if o.get("token")]
    assert next(o for o in s.to_document()["objects"] if o["id"] == tok).get("summoning_sick")
    w = engine.why_not(s, activate(tok, ARCHIVIST_AB))
    assert w.legal
    (act,) = [a for a in activations(engine, s) if a.action["object"] == tok]
    assert "702.10c" in act.rules


def test_603_7_mimic_vat_token_is_exiled_at_the_next_end_step(engine):
    """CR 603.7a, 603.7b, 603.7e: Mimic Vat's ability makes the delayed trigger "exile it at the beginning of the next
    end step" (source Mimic Vat, controller Alice). It waits through the rest of the main phase; when both players
    pass with an empty stack the end step begins, it triggers once and goes on the stack; as it resolves the token
    is exiled and ceases to exist (CR 704.5d)."""
    s = st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice"},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "exile", "owner": "bob", "exiled_with": "vat"}]
           + mountains("alice", 3), phase="postcombat_main")
    s = only(engine.apply(s, activate("vat", VAT_AB)))
    s = only(engine.apply(s, {"event": "resolve"}))
    (tok,) = [o["id"] for o in s.to_document()["objects"] if o.get("token")]
    assert s.to_document()["delayed_triggers"] == [
        {"source": "vat", "controller": "alice", "text": {"trigger": "next_end_step", "effect": {"exile_object": tok}}}]
    s = only(engine.apply(s, {"action": "pass"}))
    assert tok in {o["id"] for o in s.to_document()["objects"]}
    s = only(engine.apply(s, {"action": "pass"}))
    doc = s.to_document()
    assert (doc["phase"], doc["step"], doc.get("delayed_triggers", [])) == ("ending", "end", [])
    (trig,) = stack_objects(s)
    assert (trig["ability"]["source"], trig["controller"]) == ("vat", "alice")
    s = only(engine.apply(s, {"event": "resolve"}))
    assert tok not in {o["id"] for o in s.to_document()["objects"]}
    assert engine.derive(s).object("bear").zone == "exile"


CASTLE_AB = {"activated": {"cost": "{2}{U}{U}", "tap": True, "effect": {"scry": 2}}}


def test_107_5_a_source_tapped_for_its_cost_cannot_also_make_mana(engine):
    """CR 107.5, 602.2b, 601.2h: Castle Vantress's {2}{U}{U}, {T} taps the Castle itself, so its own {T}: Add {U}
    can't help pay: with three Islands only three mana are left (not legal); with four Islands it is, and paying
    taps all four Islands and the Castle."""
    def castle(islands):
        return st([{"id": "castle", "card": "Castle Vantress", "zone": "battlefield", "owner": "alice"}]
                  + [{"id": f"i{k}", "card": "Island", "zone": "battlefield", "owner": "alice"} for k in range(islands)])
    three = castle(3)
    assert ("cannot_pay({2}{U}{U})", "602.2b") in engine.why_not(three, activate("castle", CASTLE_AB)).failures
    four = castle(4)
    (act,) = activations(engine, four)
    assert act.action["object"] == "castle"
    s = only(engine.apply(four, activate("castle", CASTLE_AB)))
    assert all(o.get("tapped") for o in s.to_document()["objects"] if o["zone"] == "battlefield")
