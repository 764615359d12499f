"""Review (review14) of ``targets: []`` / ``discard: []`` as "none chosen" (thin12's chosen_no_targets and
chosen_no_discard), cases worked out from the CR before running the engine:

- CR 115.6, 601.2c: a spell with "up to one" or "any number of" targets may be cast with zero targets chosen;
- CR 601.2c, 700.2c: a modal spell requires the targets of its chosen modes only: a mode without a target may be cast
  with ``targets: []``, a targeted mode may not;
- CR 702.81a, 601.2h, 118.3: retrace's additional cost is to discard a land card: casting it discarding none is illegal
  (and so is applying it), as for jump-start (702.133a), whose apply is checked here too.
"""

from __future__ import annotations

from typing import Any

import pytest

from pyglue import IllegalAction

from .conftest import basics, lands, make_state, on_bf, only, resolve


def at(oid: str, card: str, zone: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": owner}


def _stack_targets(s, oid: str):
    return [o.get("targets") for o in s.doc["objects"] if o["id"] == oid]


def test_115_6_601_2c_up_to_one_target_spell_cast_with_no_target(engine):
    """CR 115.6, 601.2c: Plunge into Winter ("Tap up to one target creature. Scry 1, then draw a card.") may be cast
    choosing zero targets: ``targets: []`` is legal and gives one resulting state, the spell with no target (without
    the key there would be one state per choice, Bob's Grizzly Bears among them, and one with none); with no creature
    on the battlefield at all it may be cast too."""
    s = make_state([at("plunge", "Plunge into Winter", "hand"), on_bf("bb", "Grizzly Bears", "bob"),
                    *basics("alice", "Plains", 2)])
    act = {"action": "cast", "object": "plunge", "targets": []}
    why = engine.why_not(s, act)
    assert why.legal, why.failures
    out = only(engine.apply(s, act))
    assert _stack_targets(out, "plunge") in ([None], [[]])
    bare = make_state([at("plunge", "Plunge into Winter", "hand"), *basics("alice", "Plains", 2)])
    assert engine.why_not(bare, {"action": "cast", "object": "plunge"}).legal


def test_115_6_608_2b_up_to_one_target_spell_with_no_target_resolves_and_does_the_rest(engine):
    """CR 115.6, 608.2b: Plunge into Winter cast with no target is not a targeted spell, so it can't be countered for
    having no legal target: it resolves, Bob's Grizzly Bears stay untapped, and Alice scries 1 and then draws a card
    (one of her two library cards is in her hand in every resulting state; a fizzled spell would draw none)."""
    s = make_state([at("plunge", "Plunge into Winter", "hand"), on_bf("bb", "Grizzly Bears", "bob"),
                    at("l1", "Island", "library"), at("l2", "Forest", "library"), *basics("alice", "Plains", 2)])
    cast = only(engine.apply(s, {"action": "cast", "object": "plunge", "targets": []}))
    outs = resolve(engine, cast)
    assert outs
    for o in outs:
        objs = {x["id"]: x for x in o.state.doc["objects"]}
        assert objs["plunge"]["zone"] == "graveyard"
        assert not objs["bb"].get("tapped")
        assert sorted(x for x in ("l1", "l2") if objs[x]["zone"] == "hand") in (["l1"], ["l2"])


def test_115_6_601_2c_any_number_of_targets_spell_cast_with_none(engine):
    """CR 115.6, 601.2c: Polymorphous Rush ("Any number of target creatures you control ...") may be cast with zero
    targets: ``targets: []`` is legal (strive adds nothing, 702.108a: no target beyond the first)."""
    s = make_state([at("rush", "Polymorphous Rush", "hand"), on_bf("ab", "Grizzly Bears", "alice"),
                    *lands("alice", islands=3)])
    act = {"action": "cast", "object": "rush", "targets": []}
    why = engine.why_not(s, act)
    assert why.legal, why.failures
    assert engine.apply(s, act)


def _replication():
    """Masterful Replication ({5}{U}, "Choose one — • Create two 3/3 ... Golem ... tokens. • Choose target artifact you
    control. Each other artifact you control becomes a copy ...") in Alice's hand, her Juggernaut, six Islands."""
    return make_state([at("mr", "Masterful Replication", "hand"), on_bf("jug", "Juggernaut", "alice"),
                       *lands("alice", islands=6)])


def test_601_2c_700_2c_modal_untargeted_mode_cast_with_targets_empty(engine):
    """CR 601.2c, 700.2c: mode 1 (the Golems) has no target: cast as though the spell required none, ``targets: []``
    is legal and gives one resulting state."""
    s = _replication()
    act = {"action": "cast", "object": "mr", "modes": [1], "targets": []}
    why = engine.why_not(s, act)
    assert why.legal, why.failures
    only(engine.apply(s, act))


def test_601_2c_700_2c_modal_targeted_mode_cant_be_cast_with_targets_empty(engine):
    """CR 601.2c, 700.2c, 601.2 (an unfulfillable step makes the cast illegal): mode 2 requires a target artifact you
    control; ``targets: []`` announces none: illegal, in why-not and in apply alike; naming the Juggernaut is legal."""
    act = {"action": "cast", "object": "mr", "modes": [2], "targets": []}
    _refused(engine, _replication(), act, {"targets": ["jug"]}, ("no_target_chosen(1)", "601.2c"))


def _refused(engine, s, act, named, failure):
    """``act`` with ``named`` (the choice given) is legal; as it is, why-not names ``failure`` and apply refuses it."""
    assert engine.why_not(s, dict(act, **named)).legal
    why = engine.why_not(s, act)
    assert not why.legal and failure in why.failures
    with pytest.raises(IllegalAction):
        engine.apply(s, act)


def _image(hand):
    """Spitting Image (retrace; {4}{G/U}{G/U}, "Create a token that's a copy of target creature") in Alice's graveyard,
    six lands, Bob's Grizzly Bears."""
    return make_state([at("img", "Spitting Image", "graveyard"), *hand, *lands("alice", islands=3, forests=3),
                       on_bf("bbears", "Grizzly Bears", "bob")])


def test_702_81a_retrace_discard_empty_cant_be_cast(engine):
    """CR 702.81a, 601.2h, 118.3: retrace's additional cost is to discard a land card; ``discard: []`` discards none:
    why-not says discards_one(0) (702.81a) and apply finds the cast illegal; naming the Forest is legal."""
    act = {"action": "cast", "object": "img", "cost": "retrace", "targets": ["bbears"], "discard": []}
    _refused(engine, _image([at("hforest", "Forest", "hand")]), act, {"discard": ["hforest"]},
             ("discards_one(0)", "702.81a"))


def test_702_133a_jump_start_discard_empty_apply_is_illegal(engine):
    """CR 702.133a, 601.2h: jump-start cast with ``discard: []`` (no card discarded) is illegal in apply too, not one
    resulting state per card in hand."""
    s = make_state([at("quasi", "Quasiduplicate", "graveyard"), on_bf("abears", "Grizzly Bears", "alice"),
                    at("h1", "Island", "hand"), at("h2", "Forest", "hand"), *lands("alice", islands=3)])
    with pytest.raises(IllegalAction):
        engine.apply(s, {"action": "cast", "object": "quasi", "cost": "jump_start", "targets": ["abears"],
                         "discard": []})


def test_602_2b_601_2c_targets_empty_loyalty_abilities_without_targets_are_legal(engine):
    """CR 602.2b, 601.2c: an activated ability that requires no target is activated as without the key:
    Chandra, Pyromaster's [0] ("Exile the top card of your library. You may play it this turn.") and Kaya, Spirits'
    Justice's [+1] ("Create a 1/1 white and black Spirit creature token with flying.") with ``targets: []`` are legal
    and each gives one resulting state."""
    from pyglue.cards import library

    def loyalty(card, n):
        (ab,) = [a for a in library()[card]["abilities"] if isinstance(a, dict) and a.get("loyalty") == n]
        return ab

    s = make_state([on_bf("chandra", "Chandra, Pyromaster", "alice", counters={"loyalty": 4}),
                    on_bf("kaya", "Kaya, Spirits' Justice", "alice", counters={"loyalty": 5}),
                    at("lib1", "Island", "library")])
    for oid, ab in (("chandra", loyalty("Chandra, Pyromaster", 0)), ("kaya", loyalty("Kaya, Spirits' Justice", 1))):
        act = {"action": "activate", "object": oid, "ability": ab, "targets": []}
        why = engine.why_not(s, act)
        assert why.legal, (oid, why.failures)
        only(engine.apply(s, act))


@pytest.mark.parametrize("card, land, n", [
    ("Elminster's Simulacrum", "Island", 6),   # "... a copy of up to one target creature that player controls"
    ("Hunted by The Family", "Island", 7),     # "Choose up to four target creatures you don't control."
    ("Hate Mirage", "Mountain", 4),            # "Choose up to two target creatures you don't control."
    ("Display of Power", "Mountain", 3),       # "Copy any number of target instant and/or sorcery spells."
])
def test_115_6_601_2c_up_to_n_and_any_number_spells_cast_with_no_target(engine, card, land, n):
    """CR 115.6, 601.2c: a spell whose targets are "up to N" or "any number of" may be cast with zero targets chosen:
    ``targets: []`` is legal (Bob's Grizzly Bears on the battlefield notwithstanding) and gives one resulting state,
    the spell on the stack with no target."""
    s = make_state([at("sp", card, "hand"), on_bf("bb", "Grizzly Bears", "bob"), *basics("alice", land, n)])
    act = {"action": "cast", "object": "sp", "targets": []}
    why = engine.why_not(s, act)
    assert why.legal, why.failures
    assert _stack_targets(only(engine.apply(s, act)), "sp") in ([None], [[]])


def test_115_1b_601_2c_aura_spell_cant_be_cast_with_targets_empty(engine):
    """CR 115.1b, 303.4a, 601.2c: an Aura spell is always targeted (its enchant keyword): Splinter Twin ("Enchant
    creature") cast with ``targets: []`` is illegal (no_target_chosen(1)), in why-not and apply; naming Alice's Runeclaw
    Bear is legal."""
    s = make_state([at("aura", "Splinter Twin", "hand"), on_bf("rb", "Runeclaw Bear", "alice"),
                    *basics("alice", "Mountain", 4)])
    act = {"action": "cast", "object": "aura", "targets": []}
    assert engine.why_not(s, dict(act, targets=["rb"])).legal
    why = engine.why_not(s, act)
    assert not why.legal and ("no_target_chosen(1)", "601.2c") in why.failures
    with pytest.raises(IllegalAction):
        engine.apply(s, act)


def test_115_4_601_2c_any_target_spell_cant_be_cast_with_targets_empty(engine):
    """CR 115.4, 601.2c: Lightning Bolt ("deals 3 damage to any target") requires one target: cast with
    ``targets: []`` it is illegal (no_target_chosen(1)); naming Bob is legal."""
    s = make_state([at("bolt", "Lightning Bolt", "hand"), *basics("alice", "Mountain", 1)])
    act = {"action": "cast", "object": "bolt", "targets": []}
    assert engine.why_not(s, dict(act, targets=["bob"])).legal
    why = engine.why_not(s, act)
    assert not why.legal and ("no_target_chosen(1)", "601.2c") in why.failures


def test_602_2b_118_3_discard_empty_an_activation_with_a_discard_cost_is_illegal(engine):
    """CR 602.2b, 601.2h, 118.3: Hallway Heckler's "{T}, Discard a card: Draw a card." activated with ``discard: []``
    (no card discarded) can't pay its cost: illegal (discards_one(0), 602.2b) in why-not and apply, though Alice holds
    an Island and a Mountain (without the key: one choice per card)."""
    s = make_state([on_bf("hh", "Hallway Heckler", "alice"), at("isl", "Island", "hand"), at("mtn", "Mountain", "hand"),
                    at("top", "Plains", "library")])
    (act,) = [a for a in engine.legal_actions(s) if a.action["action"] == "activate"]
    assert sorted(act.choices["discard"]) == ["isl", "mtn"]
    none = dict(act.action, discard=[])
    why = engine.why_not(s, none)
    assert not why.legal and ("discards_one(0)", "602.2b") in why.failures
    with pytest.raises(IllegalAction):
        engine.apply(s, none)
