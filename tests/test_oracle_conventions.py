"""The vocabulary is data (issue 11, point 5): oracle.py builds values by the naming conventions of oracle.lark.

A new ability template is a grammar rule named by the conventions documented in pyglue/oracle.lark's header, a
vocabulary.json entry and .lp rules; it needs no method in oracle.py's transformer. ``Build`` keeps only the
structural methods listed here: start rules, how clauses, sentences and conditional or "instead" instructions
combine into one ability with one target, costs and mana abilities, the triggered, activated and loyalty
wrappers, and the few values that need the face's context. The grammar cases below are worked out from the CR
and the Oracle text (not from the engine): each is a template whose target or subject the conventions decide.
"""

from __future__ import annotations

import inspect

import pytest

from pyglue import oracle

# The methods Build may have. Adding one here needs a reason that is no single ability's: see oracle.lark's header.
STRUCTURAL = {
    # the transformer itself; a rule without a method is built by _generic
    "__init__", "__default__",
    # start rules and modal spells (CR 113.3a, 700.2)
    "ability_line", "spell_line", "spell_text", "modal",
    # triggered abilities (CR 603; intervening if 603.4, "triggers only once each turn" 603.2)
    "triggered", "triggered_once_each_turn",
    # activated, mana and loyalty abilities and their costs (CR 602.1, 118.3, 605, 606)
    "activated", "cost", "mana_any_color",
    "loyalty_ability",
    # how sentences and clauses combine into one ability with one target (CR 608.2c conditions, 614.1 "instead")
    "effects", "_merge_copy_targets", "clause_list", "if_foretold_instead", "if_cast_from_exile_instead",
    "if_kicked_instead",
    "if_cond_instead",      # "If you control six or more lands, ... instead" (branch tokencopy; CR 608.2c, 614.1)
    "create_those",
    # one subject, several changes until end of turn (CR 611.2)
    "pump", "gets",
    # copy exceptions merged into one (CR 707.9); the face's own name (CR 201.4b)
    "exception_list", "ex_name_self",
    # the source's own words (CR 201.4b), which the generic builder leaves out
    "self",
    # values that need the face's context or a default the grammar can't write: a token's name is its subtypes
    # (CR 111.4); "a card" in a search is any card (CR 205.2a); "exile ~" only from a spell (CR 608.2n)
    "token_spec", "search", "exile_self",
}


def _build_methods() -> set[str]:
    build = oracle._build_cls()
    return {name for name, v in vars(build).items() if inspect.isfunction(v) or isinstance(v, staticmethod)}


def test_build_has_only_structural_methods():
    extra = _build_methods() - STRUCTURAL
    assert not extra, (
        f"oracle.py's Build has methods for single templates: {sorted(extra)}. Name the grammar rule by the "
        "conventions in pyglue/oracle.lark's header (kw_, v_, val, a_KEY, a_target, list_, per_, concat_, share_, "
        "map, counts, of_, TEMPLATE__HEAD__KEY__VALUE, __subject__) instead, or, if the method is structural, add it to STRUCTURAL "
        "in tests/test_oracle_conventions.py with its reason.")


def test_allowlist_names_existing_methods():
    # a name left in the list after its method went away would let the next one in silently
    assert STRUCTURAL <= _build_methods()


def _one(text, types=("sorcery",)):
    return oracle.parse_text(text, "Test Card", list(types))


# (id with the CR rule, Oracle text, types, expected abilities)
CASES = [
    # a_target: the noun goes to the target slot, the value names the target (CR 115.1, 701.15a goad)
    ("701.15a-goad-target", "Goad target creature.", ["sorcery"],
     [{"spell": {"effect": {"goad": "target"}, "target": "creature"}}]),
    # player_target: "target player draws" (CR 121.1: a player draws)
    ("121.1-target-player-draws", "Target player draws two cards.", ["sorcery"],
     [{"spell": {"effect": {"draw": 2}, "target": "player"}}]),
    # list_ with a target: two effects, one "target player" mention (CR 115.1, 121.1, 119.3)
    ("119.3-draws-and-loses", "Target opponent draws a card and loses 3 life.", ["sorcery"],
     [{"spell": {"effect": [{"draw": 1}, {"lose_life": 3, "who": "target"}], "target": "opponent"}}]),
    # a_target__any: "any target" (CR 115.4)
    ("115.4-any-target", "~ deals 2 damage to any target.", ["instant"],
     [{"spell": {"effect": {"damage": 2}, "target": "any"}}]),
    # a_to__target: the counters' recipient is the target (CR 122.1)
    ("122.1-counters-on-target", "Put two +1/+1 counters on target creature.", ["sorcery"],
     [{"spell": {"effect": {"put_counters": {"+1/+1": 2}, "to": "target"}, "target": "creature"}}]),
    # __subject__source: "it" is the source when the ability has no target (CR 722.3a's becomes prepared)
    ("722-it-becomes-prepared", "Whenever this creature attacks, it becomes prepared.", ["creature"],
     [{"trigger": "attacks", "effect": {"become_prepared": "self"}}]),
    # a_then over effects: the conditional's target is the ability's (CR 608.2c, 702.143, 115.1)
    ("608.2c-if-foretold-target", "Draw a card. If this spell was foretold, destroy target creature.", ["sorcery"],
     [{"spell": {"effect": [{"draw": 1}, {"if": "foretold", "then": {"destroy": "target"}}], "target": "creature"}}]),
    # share_: one group, two effects, each on the group (CR 611.2c)
    ("611.2c-group-gets-and-gains", "Creatures you control get +1/+1 and gain haste until end of turn.", ["sorcery"],
     [{"spell": {"effect": [
         {"each_gets": "creatures_you_control", "power": 1, "toughness": 1, "until": "end_of_turn"},
         {"each_gains": "creatures_you_control", "ability": "haste", "until": "end_of_turn"}]}}]),
    # concat_: what the mana may be spent on, one list (CR 106.6; foretelling is a special action, 116.2h)
    ("106.6-spend-only-to", ("{T}: Add {U}. Spend this mana only to cast an instant or sorcery spell or foretell a "
     "card from your hand."), ["land"], [{"mana": ["U"], "only_for": ["instant", "sorcery", "foretell"]}]),
    # an event whose object one effect names also takes the other effects (CR 603.2)
    ("603.2-another-creature-enters-gain-life", "Whenever another creature enters, you gain 1 life.", ["creature"],
     [{"trigger": "another_creature_enters", "effect": {"gain_life": 1}}]),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_convention_cases(case):
    _, text, types, expected = case
    assert _one(text, types) == expected


# What the grammar's structure refuses (each a line kept whole as unsupported, never half read)
REFUSED = [
    # a player effect on a creature: "draws" is said of a player (CR 121.1, 115.1)
    ("121.1-creature-does-not-draw", "Target creature draws a card.", ["sorcery"]),
    # "counter" works on a spell (CR 701.6a)
    ("701.6a-counter-a-creature", "Counter target creature.", ["instant"]),
    # a permanent on the battlefield can't be returned to it: only a card from a graveyard (CR 110.2a, 400.7)
    ("400.7-return-permanent-to-battlefield", "Return target creature to the battlefield.", ["sorcery"]),
    # the source's "it" and another target in one ability: the vocabulary can't say which (subject source)
    ("722-it-beside-a-target", "When this creature enters, untap target creature. It becomes prepared.", ["creature"]),
    # "draw a card" is the controller's; beside a player target the vocabulary would give it to the target
    ("121.1-you-draw-beside-player-target", "Target player discards a card, then draw a card.", ["sorcery"]),
    # the same inside a conditional instruction: "it" beside a target (CR 608.2c)
    ("608.2c-it-in-then-if-beside-a-target", ("When this creature enters, tap target creature. Then if you control "
     "eight or more lands, it becomes prepared."), ["creature"]),
    # two targets, one inside the conditional: the vocabulary has one target per ability (CR 115.1)
    ("115.1-two-targets-across-if-foretold", ("Destroy target creature. If this spell was foretold, destroy target "
     "artifact."), ["sorcery"]),
    # "that creature", "that card", "that spell" name the object of one event only (CR 603.2): after any other
    # event there is no such object
    ("603.2-become-copy-after-dies", "Whenever a creature dies, this creature becomes a copy of that creature.",
     ["creature"]),
    ("603.2-exile-that-card-after-enters", ("When this artifact enters, you may exile that card. If you do, return "
     "each other card exiled with this artifact to its owner's graveyard."), ["artifact"]),
    ("603.2-copy-that-spell-after-any-cast", ("Whenever you cast a creature spell, copy that spell. The copy targets "
     "that token."), ["enchantment"]),
]


@pytest.mark.parametrize("case", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused_by_structure(case):
    _, text, types = case
    assert _one(text, types) == [{"unsupported": text}]
