"""`mtgasp why STATE ATOM`: the derivation tree of a derived atom (issue 6, point 5), each node with the rule
(file:line) that derived it and the CR rules that rule cites. Expected trees worked out from the rules."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pyglue.cli import main
from pyglue.research.derivation import derivation
from pyglue.state import InputError

from .conftest import EXAMPLES, make_state

CROAK = str(EXAMPLES / "states" / "croaking_counterpart.yaml")


def _walk(node):
    yield node
    for c in node.children:
        yield from _walk(c)


def test_legal_cast_comes_from_a_card_in_its_owners_hand_601_3(engine):
    """CR 601.2b, 601.3: casting Croaking Counterpart is legal because it is a cast candidate (a card in its
    owner's hand, not an ability) for its mana cost, and no condition of the cast fails; the leaves are the
    state's facts."""
    from pyglue import load_state

    tree = derivation(engine, load_state(CROAK), "legal(alice, cast(croak, mana), 0)")
    assert tree.atom == "legal(alice, cast(croak, mana), 0)" and tree.source.startswith("rules_asp/kernel/casting.lp:")
    cost = tree.children[0]
    assert cost.atom == "cast_cost(alice, croak, mana, 0)" and "601.2b" in cost.rules
    assert "not failing(alice, cast(croak, mana), 0)" in [c.atom for c in tree.children]
    given = {n.atom for n in _walk(tree) if n.note == "(given)"}
    assert {"true(zone(croak, hand), 0)", "true(owner(croak, alice), 0)"} <= given


def test_token_copy_name_comes_from_the_copy_effect_707_2(engine):
    """CR 707.2, 707.9b: the Frog token's name is the Aviator's: its copiable name comes from its last copy
    effect, whose source is the Aviator's copiable name, and no exception overrides the name."""
    s = make_state([
        {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
        {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
         "copy_effects": [{"source": "aviator", "except": {"subtypes": ["Frog"], "power": 1}, "timestamp": 2}]}])
    tree = derivation(engine, s, 'char(frog, name, "Encouraging Aviator", 0)', depth=8)
    atoms = [n.atom for n in _walk(tree)]
    assert "copiable(frog, main, name, Encouraging Aviator, 0)" in atoms
    assert "copiable(aviator, main, name, Encouraging Aviator, 0)" in atoms
    assert "true(copy_effect(frog, frog.copy.1, 2), 0)" in atoms
    assert any("707.2" in n.rules for n in _walk(tree))


def test_atoms_that_do_not_hold_or_do_not_parse_are_input_errors(engine):
    from pyglue import load_state

    st = load_state(CROAK)
    with pytest.raises(InputError, match="doesn't hold"):
        derivation(engine, st, "prepared(aviator, 0)")
    with pytest.raises(InputError, match="parses"):
        derivation(engine, st, "prepared(aviator")


def test_why_command_for_atoms_and_objects():
    r = CliRunner().invoke(main, ["why", CROAK, "legal(alice, cast(croak, mana), 0)", "--json"])
    assert r.exit_code == 0, r.output
    tree = json.loads(r.output)
    assert tree["atom"] == "legal(alice, cast(croak, mana), 0)" and tree["children"]
    r = CliRunner().invoke(main, ["why", CROAK, "aviator"])
    assert r.exit_code == 0 and r.output.startswith("aviator:")
    r = CliRunner().invoke(main, ["why", CROAK, "prepared(aviator, 0)"])
    assert r.exit_code == 2
