"""Foretell cards, group C (CR 702.143), end to end from their real Oracle text (data/oracle/library_source.json,
through the importer): Mystic Reflection (CR 707.5, 614.1c, 616.1c, 608.2h), Lupine Harbingers (614.1c, 702.143c),
Haunting Voyage (608.2d, 702.143c), Lifestream's Blessing (601.2a-i, 107.3c), Ultimate Magic: Meteor (120.3, 608.2d,
701.8a), Impending Flux and Surge of Brilliance (Paradox: spells cast from anywhere other than the hand this turn,
601.2a, 107.3c). Every expected value was worked out from the CR text and the Oracle text before running the engine.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
import yaml

from pyglue.state import InputError

from .conftest import EXAMPLES, basics, foretold, in_hand, make_state, on_bf, resolve
from .conftest import cast as cast_any
from .test_foretell_cards_a import real

TROLL = {"name": "Test Troll", "mana_cost": "{4}", "types": ["creature"], "power": 4, "toughness": 4}
BIG = {"name": "Test Giant", "mana_cost": "{5}", "types": ["creature"], "subtypes": ["Giant"], "power": 5,
       "toughness": 5}
ELF = {"name": "Test Elf", "mana_cost": "{G}", "types": ["creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1}


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def player(s, name: str) -> dict[str, Any]:
    return next(p for p in s.doc["players"] if p["name"] == name)


def hand(s, owner: str) -> list[str]:
    return sorted(o["id"] for o in s.doc["objects"] if o["zone"] == "hand" and o["owner"] == owner)


def library(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"{owner[0]}lib{i}", "card": "Island", "zone": "library", "owner": owner, "library_position": i}
            for i in range(1, n + 1)]


#: cast, taking the first outcome: the outcomes differ only in which lands paid (none of these tests looks at that)
cast = partial(cast_any, only_one=False)


def resolved(engine, s):
    (out,) = resolve(engine, s)
    return out.state


def chars(engine, s, oid: str) -> dict[str, Any]:
    return next(o.characteristics for o in engine.derive(s).objects if o.id == oid)


# --- Mystic Reflection: "Choose target nonlegendary creature. The next time one or more creatures or planeswalkers
# enter this turn, they enter as copies of the chosen creature." Foretell {U}.

MR = "Mystic Reflection"


def _reflection_board(*more: dict[str, Any]) -> list[dict[str, Any]]:
    return [in_hand("mr", MR), on_bf("troll", "Test Troll", "bob"), *basics("alice", "Island", 2), *more]


def _reflected(engine, *more: dict[str, Any], cards: list | None = None):
    """Mystic Reflection cast from the hand on Bob's Test Troll and resolved."""
    s = make_state(_reflection_board(*more), cards=[real(MR), TROLL, *(cards or [])])
    return resolved(engine, cast(engine, s, "mr", targets=["troll"]))


def test_mystic_reflection_next_creature_enters_as_copy_707_5(engine):
    """CR 707.5: once Mystic Reflection has resolved, the next creature to enter (Alice's Grizzly Bears, cast and
    resolved) enters as a copy of the chosen Test Troll: it is a 4/4 named Test Troll as it arrives (the copiable
    values of CR 707.2), and the waiting effect is used up ("the next time"). A second Grizzly Bears entering later
    is a Grizzly Bears, 2/2."""
    s = _reflected(engine, in_hand("gb", "Grizzly Bears"), in_hand("gb2", "Grizzly Bears"),
                   *basics("alice", "Forest", 4))
    assert s.doc["enters_as_copy_next"] == [{"source": "mr", "timestamp": s.doc["enters_as_copy_next"][0]["timestamp"],
                                             "copy_of": "troll", "controller": "alice"}]
    s = resolved(engine, cast(engine, s, "gb"))
    c = chars(engine, s, "gb")
    assert (obj(s, "gb")["zone"], c["name"], c["power"], c["toughness"]) == ("battlefield", "Test Troll", 4, 4)
    assert "enters_as_copy_next" not in s.doc
    s = resolved(engine, cast(engine, s, "gb2"))
    c2 = chars(engine, s, "gb2")
    assert (c2["name"], c2["power"], c2["toughness"]) == ("Grizzly Bears", 2, 2)


def test_mystic_reflection_token_of_another_player_enters_as_copy_707_5_111_1(engine):
    """CR 707.5, 614.12: the effect isn't limited to its controller's creatures or to cards: a token Bob creates as a
    copy of his Grizzly Bears (CR 111.1, 707.2) enters as a copy of the chosen Test Troll instead, 4/4; Mystic
    Reflection's copy effect is the later one (CR 613.2, 616.1c), so the troll's values are its copiable values."""
    s = _reflected(engine, on_bf("bear", "Grizzly Bears", "bob"))
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "bear", "controller": "bob"})
    t = out.state
    (tok,) = [o for o in t.doc["objects"] if o.get("token")]
    c = chars(engine, t, tok["id"])
    assert (tok["owner"], c["name"], c["power"], c["toughness"]) == ("bob", "Test Troll", 4, 4)
    assert "enters_as_copy_next" not in t.doc


def _cr707(*names: str) -> list[dict[str, Any]]:
    cards = yaml.safe_load((EXAMPLES / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
    return [c for c in cards if c["name"] in names]


def test_mystic_reflection_and_essence_of_the_wild_order_chosen_616_1c(engine):
    """CR 616.1c, 616.1f: Alice controls Essence of the Wild ("creatures you control enter as a copy of this
    creature") and Mystic Reflection waits on Bob's Test Troll; her Grizzly Bears entering is affected by both copy
    replacements, and she chooses the order: whichever applies last decides what it is (CR 613.2, 707.2): a Test
    Troll 4/4 or an Essence of the Wild 6/6 -- two resulting states."""
    s = _reflected(engine, in_hand("gb", "Grizzly Bears"), on_bf("essence", "Essence of the Wild", "alice"),
                   *basics("alice", "Forest", 2), cards=_cr707("Essence of the Wild"))
    outs = resolve(engine, cast(engine, s, "gb"))
    got = sorted((chars(engine, o.state, "gb")["name"], chars(engine, o.state, "gb")["power"]) for o in outs)
    assert got == [("Essence of the Wild", 6), ("Test Troll", 4)]
    assert all("enters_as_copy_next" not in o.state.doc for o in outs)


def test_mystic_reflection_and_a_clone_entering_616_1f_707_5(engine):
    """CR 707.5, 616.1f: a Clone Alice casts enters while Mystic Reflection waits on the Test Troll. Whichever order
    she applies the two replacements in (Clone's own copying a Grizzly Bears, or the Troll, or nothing), Mystic
    Reflection's copy effect comes last or Clone's ability is no longer there to apply: in every resulting state the
    Clone is a Test Troll, 4/4."""
    s = _reflected(engine, in_hand("clone", "Clone"), on_bf("bear", "Grizzly Bears", "alice"),
                   *[on_bf(f"isle{i}", "Island", "alice") for i in range(4)], cards=_cr707("Clone"))
    outs = resolve(engine, cast(engine, s, "clone"))
    assert outs
    assert {(chars(engine, o.state, "clone")["name"], chars(engine, o.state, "clone")["power"]) for o in outs} == {
        ("Test Troll", 4)}


def test_mystic_reflection_chosen_creature_left_last_known_values_608_2h(engine):
    """CR 608.2h, 707.2: the chosen creature leaves the battlefield before anything enters; the creatures entering
    afterwards still copy it, as it last existed on the battlefield. Here the chosen permanent is a Grizzly Bears
    card that was a copy of Test Troll (a copy effect, CR 707.2): in the graveyard it is a Grizzly Bears again, but
    the creature that enters next is a Test Troll, 4/4."""
    fake = on_bf("fake", "Grizzly Bears", "bob", copy_effects=[{"card": "Test Troll", "timestamp": 1}])
    s = make_state([in_hand("mr", MR), fake, in_hand("gb", "Grizzly Bears"), *basics("alice", "Island", 2),
                    *basics("alice", "Forest", 2)], cards=[real(MR), TROLL])
    s = resolved(engine, cast(engine, s, "mr", targets=["fake"]))
    (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "fake", "to": "graveyard"})
    s = out.state
    (waiting,) = s.doc["enters_as_copy_next"]
    assert waiting["values"]["name"] == "Test Troll"
    s = resolved(engine, cast(engine, s, "gb"))
    c = chars(engine, s, "gb")
    assert (c["name"], c["power"], c["toughness"]) == ("Test Troll", 4, 4)


def test_mystic_reflection_ends_with_the_turn_514_2(engine):
    """"... enter this turn": if nothing entered, the effect is gone once the turn ends (CR 514.2)."""
    s = _reflected(engine)
    assert s.doc.get("enters_as_copy_next")
    (out,) = engine.apply(s, {"event": "end_turn"})
    assert "enters_as_copy_next" not in out.state.doc


def test_mystic_reflection_target_is_nonlegendary_115_1(engine):
    """CR 115.1, 205.4a: "target nonlegendary creature": Ranar the Ever-Watchful is legendary, so it can't be the
    target; the Test Troll can."""
    s = make_state(_reflection_board(on_bf("ranar", "Ranar the Ever-Watchful", "bob")), cards=[real(MR), TROLL])
    assert engine.why_not(s, {"action": "cast", "object": "mr", "targets": ["troll"]}).failures == []
    assert engine.why_not(s, {"action": "cast", "object": "mr", "targets": ["ranar"]}).failures == [
        ("illegal_target(1, ranar)", "601.2c")]


# --- Lupine Harbingers: "Trample, haste. This creature enters with X +1/+1 counters on it, where X is the number of
# turns you've begun since it was foretold." Foretell {4}{G}{G}; a 4/4.

LH = "Lupine Harbingers"


def test_lupine_harbingers_counters_from_turns_begun_702_143c_614_1c(engine):
    """CR 614.1c, 122.6: foretold on turn 1, then its owner began two turns (3 and 5); cast for its foretell cost, it enters with two
    +1/+1 counters: 6/6 (the count is kept on the spell cast from the foretold card, CR 702.143c)."""
    card = dict(foretold("lh", LH, turn=1), foretold={"turn": 1, "turns_begun": 2})
    s = make_state([card, *basics("alice", "Forest", 6)], cards=[real(LH)], turn=5)
    s = cast(engine, s, "lh", cost="foretell")
    assert obj(s, "lh")["foretold"]["turns_begun"] == 2
    s = resolved(engine, s)
    c = chars(engine, s, "lh")
    assert (obj(s, "lh")["counters"], c["power"], c["toughness"]) == ({"+1/+1": 2}, 6, 6)


def test_lupine_harbingers_from_hand_no_counters_614_1c(engine):
    """Cast from the hand it was never foretold: X is 0, so it enters with no counters, a 4/4."""
    s = make_state([in_hand("lh", LH), *basics("alice", "Forest", 4)], cards=[real(LH)])
    s = resolved(engine, cast(engine, s, "lh"))
    assert "counters" not in obj(s, "lh") and chars(engine, s, "lh")["power"] == 4


def test_foretold_card_counts_its_owners_turns_500_1_702_143c(engine):
    """CR 500.1, 101.4: foretold on turn 1, Alice has begun turn 3 since. A turn she begins (5, after Bob's turn 4)
    adds one to her foretold card's count; a turn Bob begins (4, after her turn 3) doesn't."""
    card = dict(foretold("lh", LH, turn=1), foretold={"turn": 1, "turns_begun": 1})
    bobs_turn = make_state([card], cards=[real(LH)], turn=4, active_player="bob", priority="bob")
    (out,) = engine.apply(bobs_turn, {"event": "end_turn"})
    assert out.state.doc["active_player"] == "alice" and obj(out.state, "lh")["foretold"]["turns_begun"] == 2
    alices_turn = make_state([card], cards=[real(LH)])
    (out,) = engine.apply(alices_turn, {"event": "end_turn"})
    assert out.state.doc["active_player"] == "bob" and obj(out.state, "lh")["foretold"]["turns_begun"] == 1


# --- Haunting Voyage: "Choose a creature type. Return up to two creature cards of that type from your graveyard to
# the battlefield. If this spell was foretold, return all creature cards of that type from your graveyard to the
# battlefield instead." Foretell {5}{B}{B}.

HV = "Haunting Voyage"
GRAVE = ["elf1", "elf2", "elf3", "gb"]


def _voyage(spell: dict[str, Any]):
    objs = [spell, *basics("alice", "Swamp", 7), *[{"id": f"elf{i}", "card": "Test Elf", "zone": "graveyard",
                                                     "owner": "alice"} for i in (1, 2, 3)],
            {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
            {"id": "belf", "card": "Test Elf", "zone": "graveyard", "owner": "bob"}]
    return make_state(objs, cards=[real(HV), ELF])


def _returned(engine, s) -> set[frozenset[str]]:
    outs = resolve(engine, s)
    return {frozenset(x for x in GRAVE + ["belf"] if obj(o.state, x)["zone"] == "battlefield") for o in outs}


def test_haunting_voyage_up_to_two_of_the_chosen_type_608_2d(engine):
    """CR 608.2d: cast from the hand, Alice chooses a creature type as it resolves and returns up to two of her
    creature cards of that type: any zero, one or two of her three Elves, or her Grizzly Bears (a Bear), never a Bear
    with an Elf, never three, never Bob's Elf (it isn't her graveyard)."""
    got = _returned(engine, cast(engine, _voyage(in_hand("hv", HV)), "hv"))
    elves = ["elf1", "elf2", "elf3"]
    want = {frozenset()} | {frozenset([e]) for e in elves} | {frozenset(p) for p in
                                                             (("elf1", "elf2"), ("elf1", "elf3"), ("elf2", "elf3"))}
    assert got == want | {frozenset(["gb"])}


def test_haunting_voyage_foretold_returns_all_of_the_type_702_143c(engine):
    """CR 702.143c: cast for its foretell cost it was foretold, so all her creature cards of the chosen type
    return: the three Elves, or the Grizzly Bears, or nothing (a type none of them has)."""
    got = _returned(engine, cast(engine, _voyage(foretold("hv", HV)), "hv", cost="foretell"))
    assert got == {frozenset(["elf1", "elf2", "elf3"]), frozenset(["gb"]), frozenset()}


# --- Lifestream's Blessing: "Draw X cards, where X is the greatest power among creatures you controlled as you cast
# this spell. If this spell was cast from exile, you gain twice X life." Foretell {4}{G}.

LB = "Lifestream's Blessing"


def _blessing(spell: dict[str, Any]):
    objs = [spell, *basics("alice", "Forest", 6), on_bf("troll", "Test Troll", "alice"),
            on_bf("gb", "Grizzly Bears", "alice"), on_bf("giant", "Test Giant", "bob"), *library("alice", 6)]
    return make_state(objs, cards=[real(LB), TROLL, BIG])


def test_lifestreams_blessing_from_exile_draws_and_gains_twice_x_601_2a_107_3c(engine):
    """CR 107.3c, 601.2a: X is the greatest power among the creatures Alice controlled as she cast it: her 4/4 Troll
    (Bob's 5/5 Giant isn't hers), so she draws 4; cast from exile (foretold), she also gains 2 * 4 = 8 life."""
    s = cast(engine, _blessing(foretold("lb", LB)), "lb", cost="foretell")
    assert obj(s, "lb")["greatest_power_as_cast"] == 4
    t = resolved(engine, s)
    assert (len(hand(t, "alice")), player(t, "alice")["life"]) == (4, 28)


def test_lifestreams_blessing_power_fixed_as_cast_from_hand_no_life_601_2a(engine):
    """Cast from the hand: no life. X was fixed as it was cast: the Troll leaving before it resolves doesn't change
    it, Alice still draws 4."""
    s = cast(engine, _blessing(in_hand("lb", LB)), "lb")
    (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "troll", "to": "graveyard"})
    t = resolved(engine, out.state)
    assert (len(hand(t, "alice")), player(t, "alice")["life"]) == (4, 20)


# --- Ultimate Magic: Meteor: "~ deals 7 damage to each creature. If this spell was cast from exile, for each
# opponent, choose an artifact or land that player controls. Destroy the chosen permanents." Foretell {5}{R}.

UM = "Ultimate Magic: Meteor"


def _meteor(spell: dict[str, Any]):
    objs = [spell, *basics("alice", "Mountain", 6), on_bf("bear", "Grizzly Bears", "bob"),
            on_bf("mine", "Grizzly Bears", "alice"), *basics("bob", "Plains", 2)]
    return make_state(objs, cards=[real(UM)])


def _bob_zones(s) -> tuple:
    return tuple(obj(s, x)["zone"] for x in ("bear", "bplains1", "bplains2"))


def test_meteor_from_exile_destroys_one_chosen_land_608_2d_701_8a(engine):
    """CR 120.3, 704.5g: 7 damage kills both players' Bears; CR 608.2d, 701.8a: cast from exile, Alice chooses one
    land Bob controls (one state per choice) and it is destroyed; her own Mountains stay."""
    outs = resolve(engine, cast(engine, _meteor(foretold("um", UM)), "um", cost="foretell"))
    assert sorted(_bob_zones(o.state) for o in outs) == [("graveyard", "battlefield", "graveyard"),
                                                          ("graveyard", "graveyard", "battlefield")]
    assert all(obj(o.state, "mine")["zone"] == "graveyard" and obj(o.state, "amountain1")["zone"] == "battlefield"
               for o in outs)


def test_meteor_from_hand_destroys_nothing_601_2a(engine):
    """Cast from the hand: only the damage; Bob keeps both Plains."""
    (out,) = resolve(engine, cast(engine, _meteor(in_hand("um", UM)), "um"))
    assert _bob_zones(out.state) == ("graveyard", "battlefield", "battlefield")


# --- Paradox: spells cast this turn from anywhere other than the hand (CR 601.2a, 601.2i, 107.3c)

SB, IF = "Surge of Brilliance", "Impending Flux"


def _with_count(objs: list[dict[str, Any]], names: list[str], n: int):
    players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_not_from_hand_this_turn": n},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state(objs, cards=[real(x) for x in names], players=players)


def test_surge_of_brilliance_from_exile_counts_itself_601_2i(engine):
    """CR 601.2a, 601.2i: one spell already cast from exile this turn, and Surge itself, cast from exile for its
    foretell cost: two such spells as it resolves, so Alice draws 2; the count she keeps is 2."""
    s = cast(engine, _with_count([foretold("sb", SB), *basics("alice", "Island", 2), *library("alice", 5)], [SB], 1),
             "sb", cost="foretell")
    assert player(s, "alice")["spells_cast_not_from_hand_this_turn"] == 2
    t = resolved(engine, s)
    assert len(hand(t, "alice")) == 2


def test_surge_of_brilliance_from_hand_draws_none_601_2a(engine):
    """Cast from the hand with no such spell this turn: X is 0, no card drawn, and the count stays 0."""
    s = cast(engine, _with_count([in_hand("sb", SB), *basics("alice", "Island", 2), *library("alice", 5)], [SB], 0),
             "sb")
    t = resolved(engine, s)
    assert hand(t, "alice") == [] and "spells_cast_not_from_hand_this_turn" not in player(t, "alice")


def _flux(spell: dict[str, Any]):
    return _with_count([spell, *basics("alice", "Mountain", 3), on_bf("bear", "Grizzly Bears", "bob"),
                        on_bf("mine", "Grizzly Bears", "alice")], [IF], 0)


def test_impending_flux_from_exile_deals_two_107_3c_120_3(engine):
    """CR 107.3c: X is 1 plus the spells cast from anywhere but the hand this turn: itself, from exile: 2. Bob goes to
    18, his Bear dies (CR 704.5g); Alice's Bear isn't his."""
    t = resolved(engine, cast(engine, _flux(foretold("fx", IF)), "fx", cost="foretell"))
    assert (player(t, "bob")["life"], obj(t, "bear")["zone"], obj(t, "mine")["zone"]) == (18, "graveyard",
                                                                                           "battlefield")


def test_impending_flux_from_hand_deals_one_107_3c(engine):
    """From the hand, with none cast otherwise: X = 1. Bob goes to 19, his Bear survives with 1 damage."""
    t = resolved(engine, cast(engine, _flux(in_hand("fx", IF)), "fx"))
    assert (player(t, "bob")["life"], obj(t, "bear").get("damage")) == (19, 1)


# --- Crush the Weak: "~ deals 2 damage to each creature. If a creature dealt damage this way would die this turn,
# exile it instead." Foretell {R}.

CW = "Crush the Weak"


def _crushed(engine):
    objs = [in_hand("cw", CW), *basics("alice", "Mountain", 3), on_bf("bear", "Grizzly Bears", "bob"),
            on_bf("troll", "Test Troll", "bob")]
    s = make_state(objs, cards=[real(CW), TROLL])
    return resolved(engine, cast(engine, s, "cw"))


def test_crush_the_weak_lethal_damage_exiles_instead_614_6_700_4(engine):
    """CR 120.3, 704.5g: 2 damage is lethal for the 2/2 Bear, which would be put into the graveyard; CR 614.1a,
    614.6: it is exiled instead, so it never dies (CR 700.4: the turn's count of creatures that died stays 0). The
    4/4 Troll survives with 2 damage, the replacement still on it for the turn."""
    t = _crushed(engine)
    assert obj(t, "bear")["zone"] == "exile" and not t.doc.get("turn_counts", {}).get("creatures_died")
    assert (obj(t, "troll").get("damage"), obj(t, "troll").get("exiled_if_it_would_die")) == (2, True)


def test_crush_the_weak_later_death_this_turn_exiled_then_effect_ends_614_1a_514_2(engine):
    """"Would die this turn": later in the turn, the damaged Troll put into the graveyard from the battlefield goes
    to exile instead (CR 614.1a); once the turn ends the replacement is gone (CR 514.2)."""
    t = _crushed(engine)
    (out,) = engine.apply(t, {"event": "leaves_battlefield", "object": "troll", "to": "graveyard"})
    assert obj(out.state, "troll")["zone"] == "exile"
    (nxt,) = engine.apply(t, {"event": "end_turn"})
    assert "exiled_if_it_would_die" not in obj(nxt.state, "troll")


def test_waiting_copy_effect_names_unknown_object_is_an_input_error():
    """Bad input never crashes: a waiting effect naming an object the state doesn't have, with no values, is an
    input error naming the field."""
    with pytest.raises(InputError, match=r"enters_as_copy_next\[0\]\.copy_of"):
        make_state([], enters_as_copy_next=[{"source": "mr", "copy_of": "ghost", "controller": "alice"}])
