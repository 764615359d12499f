"""Convoke, improvise and waterbend with creatures (artifacts) that are also mana sources (CR 702.51a, 702.126a,
701.67a, 601.2g-h, 106.6; rules_asp/kernel/keywords_costs.lp, mech1_waterbend.lp), worked out from the CR before the
engine was run.

CR 702.51a: "For each colored mana in this spell's total cost, you may tap an untapped creature of that color you
control rather than pay that mana. For each generic mana in this spell's total cost, you may tap an untapped creature
you control rather than pay that mana." Any untapped creature: one whose own mana ability can add mana too. CR 601.2g:
mana abilities are activated before the total cost is paid (601.2h), so a creature tapped for mana is no longer
untapped when it could convoke, and one that convoked is tapped and can't activate its {T} mana ability: each such
creature pays one mana of the cost in one of the two ways, never both. CR 702.126a: the same for improvise's
artifacts, which pay generic mana only; CR 701.67a-b: and for waterbend's artifacts and creatures, which pay the
waterbend cost's generic mana only.

Real cards from the bundled library: Omni-Changeling ({3}{U}{U} creature, convoke), Complete the Circuit ({5}{U}
instant, convoke), Synth Infiltrator ({3}{U}{U} artifact creature, improvise), Karfell Harbinger (blue creature: "{T}:
Add {U}. Spend this mana only to foretell a card from your hand or cast an instant or sorcery spell."), Heartwood
Crafter (green creature: "{T}: Add {C}. This mana can't be spent to cast spells from your hand."), Quirion Elves
(green creature, "{T}: Add {G}."; its chosen-color ability isn't supported and plays no part below: only the number
of units is at stake there), Mox Sapphire (artifact, "{T}: Add {U}."), Mimic Vat (artifact, no mana ability),
Grizzly Bears (green creature), Island, Swamp; for summoning sickness (CR 302.6) also Cursed Mirror (artifact, "{T}: Add
{R}.", and it may enter as a copy of a creature until end of turn, except it has haste), Gingerbrute ({1}), Forest, and
an Eldrazi Scion token ("Sacrifice this creature: Add {C}.", its characteristics given in the state).
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state


def at(oid: str, card: str, zone: str = "battlefield") -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": zone, "owner": "alice"}


def state(spell: str, *cards: str, bears: int = 0):
    return make_state([at("spell", spell, "hand"), *(at(f"x{i}", c) for i, c in enumerate(cards)),
                       *(at(f"b{i}", "Grizzly Bears") for i in range(bears))])


CAST = {"action": "cast", "object": "spell"}


def tapped_sets(engine, s, act: dict[str, Any] = CAST) -> set[tuple[str, ...]]:
    """The tapped objects of each state the action leads to."""
    return {tuple(sorted(o["id"] for o in out.state.doc["objects"] if o.get("tapped"))) for out in engine.apply(s, act)}


def test_702_51a_106_6_a_mana_creature_convokes_a_colored_symbol_of_its_color(engine):
    """CR 702.51a, 106.6, 601.2h: Omni-Changeling {3}{U}{U} from Alice's hand with one Island, Karfell Harbinger and
    three Grizzly Bears. The Harbinger's {U} can't be spent on a creature spell (106.6), but the Harbinger is a blue
    creature: tapped for convoke it pays one {U}; the Island pays the other and the Bears {3}: castable, and the one
    payment taps all five."""
    s = state("Omni-Changeling", "Island", "Karfell Harbinger", bears=3)
    assert engine.why_not(s, CAST).legal
    assert tapped_sets(engine, s) == {("b0", "b1", "b2", "x0", "x1")}


def test_702_51a_a_mana_creature_of_another_color_cant_convoke_a_colored_symbol(engine):
    """CR 702.51a, 106.6, 601.2h: one Island, Heartwood Crafter (green; its {C} can't be spent on a spell cast from
    the hand) and four Bears: six creatures and lands for {3}{U}{U}, but only the Island pays blue: not castable."""
    assert not engine.why_not(state("Omni-Changeling", "Island", "Heartwood Crafter", bears=4), CAST).legal


def test_702_51a_601_2g_a_mana_creature_pays_generic_once(engine):
    """CR 702.51a, 601.2g-h: two Islands, Quirion Elves and two Bears for Omni-Changeling {3}{U}{U}: the Islands pay
    {U}{U}, the Bears two generic and the Elves the third, tapped for {G} or for convoke: castable, every payment
    taps all five. With one Bear only four units: the Elves can't both add {G} and convoke: not castable."""
    s = state("Omni-Changeling", "Island", "Island", "Quirion Elves", bears=2)
    assert engine.why_not(s, CAST).legal
    assert tapped_sets(engine, s) == {("b0", "b1", "x0", "x1", "x2")}
    assert not engine.why_not(state("Omni-Changeling", "Island", "Island", "Quirion Elves", bears=1), CAST).legal


def test_702_51a_601_2g_a_creature_cant_add_mana_and_convoke_another_symbol(engine):
    """CR 702.51a, 601.2g-h, 106.6: Complete the Circuit {5}{U} (an instant: the Harbinger's {U} may be spent on it).
    Karfell Harbinger and five Bears: the Harbinger pays {U} (by its mana or by convoke), the Bears {5}: castable,
    and no payment leaves a Bear untapped (the Harbinger can't pay {U} with its mana and convoke a generic too). With
    four Bears, five units for six mana: not castable."""
    s = state("Complete the Circuit", "Karfell Harbinger", bears=5)
    assert engine.why_not(s, CAST).legal
    assert tapped_sets(engine, s) == {("b0", "b1", "b2", "b3", "b4", "x0")}
    assert not engine.why_not(state("Complete the Circuit", "Karfell Harbinger", bears=4), CAST).legal


def test_702_126a_601_2g_a_mana_artifact_improvises_or_adds_mana_once(engine):
    """CR 702.126a, 601.2g-h: Synth Infiltrator {3}{U}{U} with an Island, Mox Sapphire and three Mimic Vats: the
    Island and the Mox pay {U}{U} (the Mox by its mana: improvise pays generic only), the Vats {3}: castable, all five
    tapped. With two Vats, four units for five: not castable (the Mox counts once)."""
    s = state("Synth Infiltrator", "Island", "Mox Sapphire", "Mimic Vat", "Mimic Vat", "Mimic Vat")
    assert engine.why_not(s, CAST).legal
    assert tapped_sets(engine, s) == {("x0", "x1", "x2", "x3", "x4")}
    assert not engine.why_not(state("Synth Infiltrator", "Island", "Mox Sapphire", "Mimic Vat", "Mimic Vat"),
                              CAST).legal


# --- Waterbend (CR 701.67a-b): Foggy Swamp Visions ({1}{B}{B} sorcery, real, bundled: "As an additional cost to cast
# this spell, waterbend {X}. Exile X target creature cards from graveyards. For each creature card exiled this way,
# create a token that's a copy of it. At the beginning of your next end step, sacrifice those tokens.")

def fsv_state(*cards: str, bears: int = 0, graveyard: int = 1):
    return make_state([at("fsv", "Foggy Swamp Visions", "hand"), *(at(f"x{i}", c) for i, c in enumerate(cards)),
                       *(at(f"b{i}", "Grizzly Bears") for i in range(bears)),
                       *({"id": f"c{i}", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}
                         for i in range(1, graveyard + 1))])


FSV_CAST = {"action": "cast", "object": "fsv", "x": 1, "targets": ["c1"]}


def test_701_67a_106_6_a_restricted_mana_creature_waterbends(engine):
    """CR 701.67a-b, 106.6, 601.2h: X = 1: the total cost {1}{B}{B} plus the waterbend {1}. Three Swamps pay {1}{B}{B};
    Heartwood Crafter's {C} can't be spent on a spell cast from the hand, but the Crafter is an untapped creature:
    tapped, it pays the waterbend {1}: castable, the one payment taps all four."""
    s = fsv_state("Swamp", "Swamp", "Swamp", "Heartwood Crafter")
    assert engine.why_not(s, FSV_CAST).legal
    assert tapped_sets(engine, s, FSV_CAST) == {("x0", "x1", "x2", "x3")}


def test_701_67a_601_2g_a_mana_creature_pays_once_for_waterbend(engine):
    """CR 701.67a, 601.2g-h: X = 1, four mana in all. Two Swamps and Quirion Elves: three units (the Elves adds {G} or
    is tapped for the waterbend {1}, not both): not castable. With a Grizzly Bears besides: castable."""
    assert not engine.why_not(fsv_state("Swamp", "Swamp", "Quirion Elves"), FSV_CAST).legal
    assert engine.why_not(fsv_state("Swamp", "Swamp", "Quirion Elves", bears=1), FSV_CAST).legal


def test_107_3a_701_67a_the_legal_table_counts_a_restricted_mana_creature_for_x(engine):
    """CR 107.3a, 601.2b, 701.67a-b: three Swamps pay {1}{B}{B}; Heartwood Crafter (its {C} can't pay this spell) and a
    Grizzly Bears may each pay one generic mana of the waterbend {X}: the legal casts announce X = 1 or X = 2."""
    s = fsv_state("Swamp", "Swamp", "Swamp", "Heartwood Crafter", bears=1, graveyard=3)
    xs = {a.action.get("x") for a in engine.legal_actions(s) if a.action.get("object") == "fsv"}
    assert xs - {None} == {1, 2}


# --- Hazel of the Rootbloom (real, bundled): "{T}, Pay 2 life, Tap X untapped tokens you control: Add X mana in any
# combination of colors." (CR 605.1a, 107.3a, 118.3); a Heartwood token is the predefined red and green artifact token
# with "{T}: Add {R} or {G}." (CR 111.10x, named as 111.4 says); Wandering Ones ({U} creature, no text), Flesh
# Duplicate ({U}{U} creature).

HEARTWOOD = {"name": "Heartwood Token", "types": ["artifact"], "subtypes": ["Heartwood"], "colors": ["red", "green"],
             "abilities": [{"mana": ["R", "G"]}]}


def test_605_1a_601_2g_a_mana_token_may_be_tapped_for_hazel(engine):
    """CR 605.1a, 601.2g-h, 118.3: Wandering Ones {U} with Hazel and one Heartwood token: the token's own mana is red
    or green, but tapped for Hazel's cost it makes a mana of any color: {U}: castable, Hazel and the token tapped and
    2 life paid (18). The token taps once, for its own mana or for Hazel (601.2g): Flesh Duplicate ({U}{U}) can't be
    cast so (two symbols, one unit)."""
    def hazel(spell: str):
        return make_state([at("spell", spell, "hand"), at("hz", "Hazel of the Rootbloom"),
                           {"id": "h1", "token": True, "zone": "battlefield", "owner": "alice",
                            "characteristics": HEARTWOOD}])
    assert not engine.why_not(hazel("Flesh Duplicate"), CAST).legal
    s = hazel("Wandering Ones")
    assert engine.why_not(s, CAST).legal
    outs = [o.state for o in engine.apply(s, CAST)]
    assert outs and all({"hz", "h1"} <= {o["id"] for o in st.doc["objects"] if o.get("tapped")} for st in outs)
    assert all(next(p for p in st.doc["players"] if p["name"] == "alice")["life"] == 18 for st in outs)


# --- Summoning sickness (CR 302.6): a creature's {T} mana ability can't be activated unless the creature has been under
# its controller's control continuously since their most recent turn began; convoke's tapping is no {T} cost.

def _tether(*crafters: dict[str, Any], pool: str = "{G}"):
    """Heartwood Crafter's prepare spell Soul Tether ({2}{R/G} sorcery), a copy waiting in exile (CR 722.3c, cast from
    there, so the Crafters' {C} may be spent on it, 106.6), and Alice's pool."""
    hc = {"id": "hc", "card": "Heartwood Crafter", "zone": "battlefield", "owner": "alice", "designations": ["prepared"]}
    return make_state([hc, *crafters, {"id": "st", "zone": "exile", "owner": "alice", "copy": True,
                                       "prepare_copy_of": "hc", "copy_effects": [{"prepare_of": "hc"}]}],
                      players=[{"name": "alice", "life": 20, "mana_pool": pool},
                               {"name": "bob", "life": 20, "mana_pool": ""}])


def test_302_6_a_summoning_sick_creature_adds_no_mana(engine):
    """CR 302.6, 605.1a, 601.2g-h: Soul Tether {2}{R/G} with {G} in the pool, the prepared Crafter and a second
    Crafter: the two {C} pay {2}: castable. The second Crafter summoning sick: its {T} mana ability can't be activated,
    two units for three mana: not castable; with haste it could (702.10b), but the Crafter has none."""
    def crafter(**more: Any) -> dict[str, Any]:
        return {"id": "hc2", "card": "Heartwood Crafter", "zone": "battlefield", "owner": "alice", **more}
    cast = {"action": "cast", "object": "st"}
    assert engine.why_not(_tether(crafter()), cast).legal
    assert not engine.why_not(_tether(crafter(summoning_sick=True)), cast).legal


def test_302_6_702_51a_a_summoning_sick_mana_creature_still_convokes(engine):
    """CR 302.6, 702.51a: tapping a creature for convoke is no {T} cost: Omni-Changeling {3}{U}{U} with two Islands,
    Quirion Elves that came under Alice's control this turn and two Bears: the sick Elves can't add {G}, but it may
    convoke the third generic mana: castable, all five tapped. The sick Karfell Harbinger (blue) convokes a {U} so too:
    one Island, the Harbinger and three Bears."""
    s = make_state([at("spell", "Omni-Changeling", "hand"), at("x0", "Island"), at("x1", "Island"),
                    {**at("x2", "Quirion Elves"), "summoning_sick": True}, at("b0", "Grizzly Bears"),
                    at("b1", "Grizzly Bears")])
    assert tapped_sets(engine, s) == {("b0", "b1", "x0", "x1", "x2")}
    s = state("Omni-Changeling", "Island", bears=3)
    s = make_state([*s.doc["objects"], {**at("h", "Karfell Harbinger"), "summoning_sick": True}])
    assert engine.why_not(s, CAST).legal


BEARS = {"action": "cast", "object": "gb"}


def test_302_6_a_summoning_sick_mana_creature_cant_tap_for_mana_but_a_new_land_or_artifact_can(engine):
    """CR 302.6: Grizzly Bears {1}{G} in Alice's hand, an Island and Quirion Elves ("{T}: Add {G}."): castable (Island
    {1}, Elves {G}); the Elves summoning sick: its {T} mana ability can't be activated, no {G}: not castable. 302.6
    is about creatures only: a Forest and Cursed Mirror (an artifact, "{T}: Add {R}.") that both came under Alice's
    control this turn pay {G} and {1}: castable, both tapped."""
    gb = at("gb", "Grizzly Bears", "hand")
    assert engine.why_not(make_state([gb, at("i", "Island"), at("e", "Quirion Elves")]), BEARS).legal
    s = make_state([gb, at("i", "Island"), {**at("e", "Quirion Elves"), "summoning_sick": True}])
    assert not engine.why_not(s, BEARS).legal
    s = make_state([gb, {**at("f", "Forest"), "summoning_sick": True}, {**at("cm", "Cursed Mirror"),
                                                                         "summoning_sick": True}])
    assert tapped_sets(engine, s, BEARS) == {("cm", "f")}


def test_302_6_702_10c_an_artifact_become_a_creature_with_haste_taps_for_mana_at_once(engine):
    """CR 302.6, 702.10c, 707.9a: Alice casts Cursed Mirror ({2}{R}, from {R}{R}{R} in her pool) and it enters as a copy
    of Bob's Quirion Elves until end of turn, except it has haste: a creature that came under her control this turn
    (summoning sick) with "{T}: Add {G}." and haste, so its {T} ability may be activated: with an Island, Grizzly Bears
    {1}{G} is castable, the Mirror and the Island tapped."""
    s = make_state([at("cm", "Cursed Mirror", "hand"), at("gb", "Grizzly Bears", "hand"), at("i", "Island"),
                    {**at("e", "Quirion Elves"), "owner": "bob"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"}, {"name": "bob", "life": 20}])
    # (the pool's three {R} pay: the Island stays untapped)
    (s,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "cm"})
            if not any(x.get("tapped") for x in o.state.doc["objects"])]
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    outs = [o for o in engine.apply(s, {"action": "pass"}) if ("entered_as_copy(cm, e)", "707.5") in o.events]
    (s,) = [o.state for o in outs]
    cm = next(o for o in s.doc["objects"] if o["id"] == "cm")
    assert cm["zone"] == "battlefield" and cm.get("summoning_sick") is True
    assert tapped_sets(engine, s, BEARS) == {("cm", "i")}


def test_302_6_602_5a_a_summoning_sick_scion_sacrifices_itself_for_mana(engine):
    """CR 302.6, 602.5a, 605.1a: an Eldrazi Scion token's "Sacrifice this creature: Add {C}." has no {T} in its cost,
    so summoning sickness doesn't stop it: the sick Scion, Alice's only mana source, pays Gingerbrute's {1}."""
    scion = {"id": "sc", "token": True, "zone": "battlefield", "owner": "alice", "summoning_sick": True,
             "characteristics": {"name": "Eldrazi Scion Token", "types": ["creature"], "subtypes": ["Eldrazi", "Scion"],
                                 "power": 1, "toughness": 1, "abilities": ["sacrifice_self_for_colorless"]}}
    s = make_state([scion, at("gb", "Gingerbrute", "hand")])
    assert engine.why_not(s, {"action": "cast", "object": "gb"}).legal
