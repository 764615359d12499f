"""{X} in activation costs (issue 22, branch becomes2; rules_asp/kernel/becomes2_x.lp).

CR 107.3a: the controller of an activated ability with {X} in its activation cost announces X as it activates it,
unless the text defines X (107.3c); 601.2b (via 602.2b) announces X before 601.2c chooses targets, so a target "with
mana value X" is chosen against the X announced; 601.2f: each {X} is X generic mana; 107.3a: while the ability is on
the stack X is that value, and 608.2b checks the target again against it. Each expected value below was worked out
from these rules and the cards' rulings before the engine was run.

Real cards from the bundled library: Lazav, the Multifarious ("{X}: Lazav becomes a copy of target creature card in
your graveyard with mana value X, except its name is Lazav, the Multifarious, it's legendary in addition to its other
types, and it has this ability."), Grizzly Bears ({1}{G}, mana value 2), Hill Giant ({3}{R}, mana value 4), Island.
"""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import make_state, only

LAZAV_TEXT = ("{X}: Lazav becomes a copy of target creature card in your graveyard with mana value X, except its name "
              "is Lazav, the Multifarious, it's legendary in addition to its other types, and it has this ability.")
LAZAV_AB = parse_text(LAZAV_TEXT, "Lazav, the Multifarious", ["creature"])[0]
# A test card (not a real card): X defined by the text as on Prototype Portal and Soul Foundry, with an effect the
# vocabulary already has, so that only the cost is under test.
PORTAL_TEXT = "{X}, {T}: You gain 1 life. X is the mana value of the exiled card."
PORTAL = {"name": "Test Portal (test card)", "mana_cost": "{4}", "types": ["artifact"],
          "abilities": parse_text(PORTAL_TEXT, "Test Portal (test card)", ["artifact"])}
PORTAL_AB = PORTAL["abilities"][0]


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def gy(oid, card, owner="alice"):
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def islands(n, owner="alice"):
    return [bf(f"{owner[0]}island{i}", "Island", owner) for i in range(n)]


def lazav_state(n_islands):
    return make_state([bf("lazav", "Lazav, the Multifarious"), gy("bears", "Grizzly Bears"), gy("giant", "Hill Giant"),
                       gy("bbears", "Grizzly Bears", "bob")] + islands(n_islands))


def act(obj, ab, **kw):
    return {"action": "activate", "object": obj, "ability": ab, **kw}


def pass_twice(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_grammar_reads_lazav_and_the_defined_x():
    assert LAZAV_AB["activated"]["cost"] == "{X}"
    assert LAZAV_AB["activated"]["target"] == {"mana_value_x": {"graveyard_card": ["creature"]}}
    assert PORTAL_AB["activated"]["effect"][-1] == {"x_is": "mana_value_of_exiled_card"}


def test_107_3a_601_2b_c_legal_table_lists_each_x_with_its_own_targets(engine):
    """CR 601.2b-c via 602.2b: X first, then the target: with four Islands Alice may announce X from 0 to 4; only X = 2
    (her Grizzly Bears; Bob's is in his graveyard, not hers) and X = 4 (Hill Giant) have a legal target, and X = 0 has
    none (no creature card with mana value 0), so those two are the activations listed."""
    acts = [a for a in engine.legal_actions(lazav_state(4), "alice") if a.action["action"] == "activate"]
    assert [(a.action.get("x"), a.targets) for a in acts] == [(2, [["bears"]]), (4, [["giant"]])]
    assert "107.3a" in acts[0].rules and "602.2b" in acts[0].rules


def test_601_2c_target_must_have_the_announced_mana_value(engine):
    """CR 601.2c: announced X = 2, Hill Giant (mana value 4) isn't a legal target."""
    w = engine.why_not(lazav_state(4), act("lazav", LAZAV_AB, x=2, targets=["giant"]))
    assert not w.legal and ("illegal_target(1, giant)", "601.2c") in w.failures


def test_601_2f_602_2b_x_is_paid_as_generic_mana(engine):
    """CR 601.2f-h via 602.2b: X = 4 is {4}; two Islands can't pay it."""
    w = engine.why_not(lazav_state(2), act("lazav", LAZAV_AB, x=4, targets=["giant"]))
    assert not w.legal and any(f.startswith("cannot_pay") for f, _ in w.failures)
    assert engine.why_not(lazav_state(4), act("lazav", LAZAV_AB, x=4, targets=["giant"])).legal


def test_707_4_707_9b_lazav_becomes_a_copy_of_the_card_with_its_exceptions(engine):
    """X = 2 paid with both Islands (601.2f), target Grizzly Bears; on resolution (608.2b: still a legal target with
    mana value 2) Lazav becomes a copy of it (707.4): a 2/2 Bear, except its name is Lazav, the Multifarious, it's
    legendary, and it has this ability (707.9a-b)."""
    s = only(engine.apply(lazav_state(2), act("lazav", LAZAV_AB, x=2, targets=["bears"])))
    doc = s.to_document()
    assert all(o.get("tapped") for o in doc["objects"] if o.get("card") == "Island")
    d = engine.derive(pass_twice(engine, s))
    c = d.object("lazav").characteristics
    assert (c["name"], c["power"], c["toughness"], c["subtypes"], c["supertypes"]) == \
        ("Lazav, the Multifarious", 2, 2, ["Bear"], ["legendary"])
    assert [a["activated"]["cost"] for a in c["abilities"] if "activated" in a] == ["{X}"]


def test_608_2b_target_that_left_the_graveyard_does_nothing(engine):
    """CR 608.2b: the Bears leave Alice's graveyard before the ability resolves: its only target is illegal, it
    doesn't resolve, and Lazav stays itself."""
    s = only(engine.apply(lazav_state(2), act("lazav", LAZAV_AB, x=2, targets=["bears"])))
    s = only(engine.apply(s, {"event": "move", "object": "bears", "to": "exile"}))
    c = engine.derive(pass_twice(engine, s)).object("lazav").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Lazav, the Multifarious", 1, 3)


def portal_state(n_islands, exiled=True):
    objs = [bf("portal", "Test Portal (test card)")] + islands(n_islands)
    if exiled:
        objs.append({"id": "giant", "card": "Hill Giant", "zone": "exile", "owner": "alice", "exiled_with": "portal"})
    return make_state(objs, cards=[PORTAL])


def test_107_3c_x_defined_by_the_text_is_the_exiled_cards_mana_value(engine):
    """CR 107.3c: "X is the mana value of the exiled card": Hill Giant's 4, not chosen: with three Islands the cost
    {4} can't be paid; with four it can, and is then listed once, with no X to announce."""
    w = engine.why_not(portal_state(3), act("portal", PORTAL_AB))
    assert not w.legal and any(f.startswith("cannot_pay") for f, _ in w.failures)
    acts = [a for a in engine.legal_actions(portal_state(4), "alice") if a.action["action"] == "activate"]
    assert [a.action.get("x") for a in acts] == [None]
    s = only(engine.apply(portal_state(4), act("portal", PORTAL_AB)))
    assert sum(1 for o in s.to_document()["objects"] if o.get("card") == "Island" and o.get("tapped")) == 4


def test_107_3c_a_defined_x_cant_be_announced(engine):
    """CR 107.3c: its controller doesn't choose X: an action announcing X = 1 can't be taken."""
    w = engine.why_not(portal_state(4), act("portal", PORTAL_AB, x=1))
    assert not w.legal and ("x_defined_by_text(4)", "107.3c") in w.failures


def test_107_3c_no_exiled_card_x_is_0(engine):
    """No card exiled with it: X is 0 (CR 107.3c, 202.3: no object to take a mana value from), the cost is just {T}."""
    acts = [a for a in engine.legal_actions(portal_state(0, exiled=False), "alice") if a.action["action"] == "activate"]
    assert [a.action.get("x") for a in acts] == [None]


# --- Gigantoplasm: "You may have this creature enter as a copy of any creature on the battlefield, except it has
# "{X}: This creature has base power and toughness X/X.""

GIGA_AB = {"activated": {"cost": "{X}", "tap": False, "effect": "base_pt_x"}}


def test_613_4b_107_3a_gigantoplasm_copy_sets_its_base_pt_to_x(engine):
    """Gigantoplasm is a copy of Grizzly Bears with the quoted ability (CR 707.9a) and a +1/+1 counter. Activated with
    X = 5 (paid with five Islands, 601.2f), the ability sets its base power and toughness to 5/5 (layer 7b, 613.4b);
    the counter still applies after it (613.4c): 6/6, still named Grizzly Bears."""
    from pyglue.cards import library
    assert {"except": {"add_abilities": [GIGA_AB]}, "enters_as_copy": "creature"} in library()["Gigantoplasm"]["abilities"]
    s = make_state([bf("bears", "Grizzly Bears", timestamp=1),
                    bf("giga", "Gigantoplasm", timestamp=2, counters={"+1/+1": 1},
                       copy_effects=[{"source": "bears", "except": {"add_abilities": [GIGA_AB]}}])] + islands(5))
    assert engine.derive(s).object("giga").characteristics["power"] == 3
    s = only(engine.apply(s, act("giga", GIGA_AB, x=5)))
    c = engine.derive(pass_twice(engine, s)).object("giga").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 6, 6)


def test_107_3a_legal_table_lists_each_payable_x_of_an_activation(engine):
    """CR 107.3a, 601.2b, 601.2g-h via 602.2b: with three Islands, Gigantoplasm's "{X}: ..." may be activated with
    X = 0 (listed without x) and with each X up to 3; not 4."""
    s = make_state([bf("bears", "Grizzly Bears", timestamp=1),
                    bf("giga", "Gigantoplasm", timestamp=2,
                       copy_effects=[{"source": "bears", "except": {"add_abilities": [GIGA_AB]}}])] + islands(3))
    acts = [a for a in engine.legal_actions(s, "alice") if a.action["action"] == "activate"]
    assert [a.action.get("x") for a in acts] == [None, 1, 2, 3]


def test_derive_and_legal_stay_decided_by_grounding_with_x_activations():
    """DESIGN.md: derive and legal are stratified; the {X} rules (targets with mana value X, a defined X, the legal
    table's X values) keep them so (no atom left undecided by grounding)."""
    from .conftest import undecided_by_grounding
    for st in (lazav_state(4), portal_state(4)):
        for mode in ("derive", "legal"):
            assert undecided_by_grounding(st, mode) == []
