"""Battles: defense and protectors (CR 310.4, 310.9, 310.11, 310.12, 704.5v-y).

Expected values come from the CR text, worked out before the engine was run:
- CR 310.4a: a battle card not on the battlefield has its printed defense; CR 310.4b: a battle enters with its
  printed defense in defense counters; CR 310.4c: on the battlefield its defense is the number of those counters;
- CR 310.9a, 310.12a: as a Siege enters, its controller chooses its protector from among their opponents (one
  resulting state per choice); with no battle type the controller is the protector;
- CR 310.11, 704.5x: a battle not being attacked with no protector in the game gets one chosen by its controller;
  CR 704.5y: a Siege protected by its own controller gets an opponent as protector; both are state-based actions.
Invasion of Zendikar (MTGJSON: Battle — Siege, defense "3") is the real card imported.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import make_state
from .test_combat import bf, obj

SIEGE = {"name": "Test Siege", "mana_cost": "{2}{R}", "types": ["battle"], "subtypes": ["Siege"], "defense": 4,
         "abilities": []}
PLAIN = {"name": "Test Battle", "mana_cost": "{2}", "types": ["battle"], "defense": 2, "abilities": []}
THREE = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]


def battle_state(objects: list[dict[str, Any]], **top: Any):
    return make_state(objects, cards=[SIEGE, PLAIN], **top)


def test_a_battle_card_has_its_printed_defense_310_4a(engine):
    """CR 310.4a: the Siege in Alice's hand has defense 4, its printed number."""
    s = battle_state([{"id": "siege", "card": "Test Siege", "zone": "hand", "owner": "alice"}])
    assert engine.derive(s).object("siege").characteristics["defense"] == 4


def test_on_the_battlefield_defense_is_the_defense_counters_310_4c(engine):
    """CR 310.4c: a Siege with 2 defense counters (its printed defense is 4) has defense 2."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 2})])
    assert engine.derive(s).object("siege").characteristics["defense"] == 2


def test_a_siege_enters_with_defense_counters_and_an_opponent_protects_it_310_4b_310_12a(engine):
    """CR 310.4b, 310.12a: the Siege put onto the battlefield from Alice's hand enters with 4 defense counters, and
    Bob, her only opponent, is its protector: one resulting state, the battle on the battlefield (not put into the
    graveyard: its defense isn't 0, 704.5v)."""
    s = battle_state([{"id": "siege", "card": "Test Siege", "zone": "hand", "owner": "alice"}])
    (out,) = engine.apply(s, {"event": "move", "object": "siege", "to": "battlefield"})
    siege = obj(out.state, "siege")
    assert (siege["zone"], siege.get("counters"), siege.get("protector")) == ("battlefield", {"defense": 4}, "bob")


def test_with_two_opponents_either_may_protect_the_siege_310_12a(engine):
    """CR 310.12a: with Bob and Carol as opponents, Alice chooses either: two resulting states, never Alice."""
    s = battle_state([{"id": "siege", "card": "Test Siege", "zone": "hand", "owner": "alice"}], players=THREE)
    outs = engine.apply(s, {"event": "move", "object": "siege", "to": "battlefield"})
    assert sorted(obj(o.state, "siege").get("protector") for o in outs) == ["bob", "carol"]


def test_a_battle_without_a_battle_type_is_protected_by_its_controller_310_9a(engine):
    """CR 310.9a: a battle with no battle type has its controller as protector, and enters with its 2 defense
    counters (310.4b)."""
    s = battle_state([{"id": "b", "card": "Test Battle", "zone": "hand", "owner": "alice"}])
    (out,) = engine.apply(s, {"event": "move", "object": "b", "to": "battlefield"})
    assert (obj(out.state, "b").get("protector"), obj(out.state, "b").get("counters")) == ("alice", {"defense": 2})


def test_a_siege_with_no_protector_gets_one_at_the_check_704_5x(engine):
    """CR 310.11, 704.5x: Alice's Siege with no protector (not attacked), Bob and Carol her opponents: state-based
    actions are pending, and the check gives it Bob or Carol (two resulting states), never Alice."""
    s = battle_state([bf("siege", "Test Siege", "alice", counters={"defense": 4})], players=THREE)
    assert "state_based_actions" in engine.derive(s).settle
    outs = engine.apply(s, {"event": "state_based_actions"}, settle=False)
    assert sorted(obj(o.state, "siege").get("protector") for o in outs) == ["bob", "carol"]


def test_a_siege_its_controller_protects_gets_an_opponent_704_5y(engine):
    """CR 310.12a, 704.5y: Alice's Siege with Alice as its protector: at the check, Bob (her only opponent)
    becomes its protector; the battle stays on the battlefield."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="alice", counters={"defense": 4})])
    assert "state_based_actions" in engine.derive(s).settle
    (out,) = engine.apply(s, {"event": "state_based_actions"}, settle=False)
    assert (obj(out.state, "siege")["zone"], obj(out.state, "siege").get("protector")) == ("battlefield", "bob")


def test_a_battle_being_attacked_keeps_waiting_for_a_protector_704_5x(engine):
    """CR 704.5x: a battle with no protector that a creature is attacking gets none chosen: no state-based
    action applies to it."""
    s = battle_state([bf("siege", "Test Siege", "alice", counters={"defense": 4}),
                      bf("bear", "Grizzly Bears", "carol", tapped=True, attacking="siege")],
                     players=THREE, active_player="carol", phase="combat", step="declare_blockers", priority="carol",
                     attackers_declared=True, turn=4)
    assert "state_based_actions" not in engine.derive(s).settle


def test_a_well_protected_siege_needs_no_state_based_action_310_12a(engine):
    """CR 310.12a: Alice's Siege protected by Bob, with defense counters: nothing to do."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 4})])
    assert "state_based_actions" not in engine.derive(s).settle


def test_import_keeps_mtgjson_defense_310_4a():
    """CR 310.4a: MTGJSON's Invasion of Zendikar, Battle — Siege with defense "3", imports as a battle with
    defense 3."""
    from pyglue.cards import convert_card

    face = {"name": "Invasion of Zendikar", "manaCost": "{3}{G}", "colors": ["G"], "types": ["Battle"],
            "subtypes": ["Siege"], "supertypes": [], "type": "Battle — Siege", "defense": "3",
            "text": "(As a Siege enters, choose an opponent to protect it. You and others can attack it. When it's "
                    "defeated, exile it, then cast it transformed.)", "layout": "normal"}
    card = convert_card("Invasion of Zendikar", [face])
    assert (card["types"], card["subtypes"], card["defense"]) == (["battle"], ["Siege"], 3)


@pytest.mark.parametrize("bad", [-1, "3", 1.5])
def test_a_card_files_defense_is_a_whole_number(bad):
    """A card's defense is a number (CR 310.4a: the number printed in its lower right corner)."""
    from pyglue.state import InputError

    with pytest.raises(InputError, match="defense"):
        make_state([], cards=[dict(SIEGE, name="Bad Siege", defense=bad)])


def test_a_protector_off_the_battlefield_is_impossible_input_310_9_400_7(engine):
    """CR 310.9, 400.7: a protector is designated for a battle on the battlefield; a battle card in a graveyard is
    a new object with none, so a state giving it one is flagged, naming the invariant."""
    s = battle_state([{"id": "siege", "card": "Test Siege", "zone": "graveyard", "owner": "alice",
                       "protector": "bob"}])
    engine.derive(s)
    assert ("protector_only_on_battlefield", "310.9", "siege") in engine.input_violations(s)
    assert engine.input_violations(battle_state([bf("siege", "Test Siege", "alice", protector="bob",
                                                    counters={"defense": 4})])) == []


def test_a_battle_leaving_the_battlefield_loses_its_protector_400_7(engine):
    """CR 400.7, 310.9: the Siege Bob protects, moved to Alice's hand, is a new object without a protector."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 4})])
    (out,) = engine.apply(s, {"event": "move", "object": "siege", "to": "hand"})
    assert obj(out.state, "siege").get("protector") is None


@pytest.mark.long
def test_check_catches_a_siege_left_without_a_protector_310_11(engine, tmp_path):
    """CR 310.11, 704.5x: with the state-based action that gives a battle a protector removed from the rules,
    `check` of Alice's unprotected Siege reports battle_gets_protector; with the real rules all hold."""
    import shutil

    from pyglue.research.check import check, program

    from .conftest import ROOT

    s = battle_state([bf("siege", "Test Siege", "alice", counters={"defense": 4})])
    assert check(engine, [s]).holds
    rules = tmp_path / "rules_asp"
    shutil.copytree(ROOT / "rules_asp", rules)
    lp = rules / "kernel" / "battles.lp"
    line = ('sba(choose_protector(O), "704.5x", T) :- needs_protector(O, T), not has_protector(O, T), '
            'protector_candidate(O, _, T).\n')
    assert line in lp.read_text(encoding="utf-8")
    lp.write_text(lp.read_text(encoding="utf-8").replace(line, ""), encoding="utf-8")
    r = check(engine, [s], rules=program(str(rules)))
    assert ("battle_gets_protector", "310.11", "siege") in {(v.invariant, v.rule, v.objects) for v in r.violations}


def test_when_the_protector_leaves_the_next_check_gives_another_opponent_704_3_704_5x(engine):
    """CR 800.4a, 704.3, 704.5x, 310.12a: Alice's Siege protected by Bob, with Carol in the game; Bob at 0 life
    loses and leaves; the check is repeated, and the Siege, with no protector in the game, gets Carol, Alice's
    only opponent left: one resulting state."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 4})],
                     players=[dict(p, life=0) if p["name"] == "bob" else p for p in THREE])
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert [p["name"] for p in out.state.doc["players"]] == ["alice", "carol"]
    assert obj(out.state, "siege").get("protector") == "carol"


def test_a_siege_spell_resolves_into_a_battle_an_opponent_protects_310_2_310_4b_310_12a(engine):
    """CR 310.1: Alice casts a Siege ({2}) in her main phase with an empty stack; CR 310.2: it resolves onto the
    battlefield under her control; CR 310.4b: with its 3 defense counters; CR 310.12a: protected by Bob (her only
    opponent)."""
    from .conftest import cast, lands, resolve

    cheap = dict(SIEGE, name="Test Cheap Siege", mana_cost="{2}", defense=3)
    s = make_state([{"id": "siege", "card": "Test Cheap Siege", "zone": "hand", "owner": "alice"}]
                   + lands("alice", islands=2), cards=[cheap])
    (out,) = resolve(engine, cast(engine, s, "siege"))
    siege = obj(out.state, "siege")
    assert (siege["zone"], siege.get("controller", "alice"), siege.get("counters"), siege.get("protector")) == \
        ("battlefield", "alice", {"defense": 3}, "bob")


def test_a_token_copy_of_a_siege_enters_with_its_printed_defense_707_2_310_4b(engine):
    """CR 707.2 (counters aren't copied), 310.4b, 310.12a: a token copy of Alice's Siege, which has 2 defense
    counters left (printed defense 4), enters with 4 defense counters, protected by Bob (her only opponent)."""
    s = battle_state([bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 2})])
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "siege", "controller": "alice"})
    (tok,) = [o for o in out.state.doc["objects"] if o["id"] != "siege"]
    assert (tok["zone"], tok.get("counters"), tok.get("protector")) == ("battlefield", {"defense": 4}, "bob")
