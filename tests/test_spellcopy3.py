"""Copying spells and abilities on the stack, more templates (issue 22, branch spellcopy3;
rules_asp/kernel/spellcopy3_cast.lp).

CR 707.10: to copy a spell or ability puts a copy of it on the stack, controlled by the player it is put on the stack
for; CR 707.10c: where the effect says so, that player may choose new targets for the copy (or keep any); CR 115.1:
a target description limits what may be chosen; CR 603.4: an intervening "if" is checked as the ability triggers and
again as it resolves; CR 603.5: "you may" is chosen as the ability resolves. Each expected value was worked out from
these rules and the cards' Oracle text and rulings before the engine was run.

Real cards from the bundled library, with Grizzly Bears, Serra Angel, Lightning Bolt and basic lands.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_spellcopy_cast import abilities_on_stack, bf, cast, copies, hand, obj, resolve


def spell(oid: str, card: str, owner: str = "alice", targets: list[str] | None = None) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "stack", "owner": owner, "controller": owner,
            "targets": targets or [], "cast_with": "mana"}


def activations(engine, s, oid: str) -> list:
    """The legal activations of ``oid``'s abilities (as legal lists them: an ability with an extra cost is named by its
    term there)."""
    return [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == oid]


def activate(engine, s, oid: str, targets: list[str], **more: Any):
    (act,) = {str(a.action): a for a in activations(engine, s, oid)}.values()
    return engine.apply(s, {**act.action, "targets": targets, **more})


def target_options(engine, s, oid: str) -> set[str]:
    return {t for a in activations(engine, s, oid) for ts in a.targets for t in ts}


def test_the_cards_read_their_oracle_text_707_10():
    lib = library()
    assert lib["Invasion of Vryn"]["back"]["abilities"] == [
        {"activated": {"cost": "{1}", "tap": True, "effect": {"copy_spell": "target", "new_targets": True},
                       "target": "any_spell_you_control"}, "also": "sacrifice_self"}]
    assert lib["Malicious Affliction"]["abilities"][0] == {
        "trigger": "cast_this_spell", "if": {"creatures_died_this_turn": 1},
        "effect": {"copy_this_spell": "may_once", "new_targets": True}}


# --- Overloaded Mage-Ring (Invasion of Vryn's back face): "{1}, {T}, Sacrifice this artifact: Copy target spell you
# control. You may choose new targets for the copy." --------------------------------------------------------------

def _mage_ring():
    """Alice's Grizzly Bears spell and, above it, Bob's Lightning Bolt (at Alice) are on the stack; Alice holds
    priority with Overloaded Mage-Ring (a transformed Invasion of Vryn) and an Island."""
    return make_state([spell("gb", "Grizzly Bears"), spell("bolt", "Lightning Bolt", "bob", ["alice"]),
                       bf("ring", "Invasion of Vryn", transformed=True), bf("isl", "Island")],
                      stack=["gb", "bolt"])


def test_mage_ring_targets_any_spell_its_controller_controls_115_1(engine):
    """CR 115.1: "target spell you control": Alice's creature spell is a legal target (any card type), Bob's Bolt is
    not (Alice doesn't control it)."""
    assert target_options(engine, _mage_ring(), "ring") == {"gb"}


def test_mage_ring_is_sacrificed_and_copies_the_creature_spell_707_10_701_21a(engine):
    """Activating, Alice sacrifices the Mage-Ring (CR 118.3, 701.21a: it goes to her graveyard) and taps the Island.
    The ability resolves: a copy of Grizzly Bears goes on the stack, Alice's (CR 707.10); the spell has no targets,
    so one resulting state."""
    s = only(activate(engine, _mage_ring(), "ring", ["gb"]))
    assert obj(s, "ring")["zone"] == "graveyard"
    (o,) = resolve(engine, s)
    (cp,) = copies(o)
    assert o.doc["stack"] == ["gb", "bolt", cp]
    assert obj(o, cp)["controller"] == "alice"
    assert engine.derive(o).object(cp).characteristics["name"] == "Grizzly Bears"


# --- Malicious Affliction: "Morbid — When you cast this spell, if a creature died this turn, you may copy Malicious
# Affliction and may choose a new target for the copy." / "Destroy target nonblack creature." -------------------------

def _affliction(died: int):
    objects = [hand("ma", "Malicious Affliction"), bf("s1", "Swamp"), bf("s2", "Swamp"),
               bf("gb", "Grizzly Bears", "bob"), bf("sa", "Serra Angel", "bob")]
    return make_state(objects, turn_counts={"creatures_died": died} if died else {})


def test_malicious_affliction_after_a_creature_died_may_copy_with_a_new_target_603_4_603_5_707_10c(engine):
    """A creature died this turn: casting Malicious Affliction at Bob's Bears, the morbid ability triggers (CR 603.4)
    above the spell. Resolving (the condition still true), Alice may copy the spell (CR 603.5): no copy, or a copy
    (Alice's, CR 707.10) whose target she keeps (the Bears) or changes to the Angel, the other nonblack creature
    (CR 707.10c): three resulting states."""
    s = cast(engine, _affliction(1), "ma", targets=["gb"])
    (ab,) = abilities_on_stack(s, "ma")
    assert s.doc["stack"] == ["ma", ab]
    outs = resolve(engine, s)
    assert len(outs) == 3
    assert sum(1 for o in outs if not copies(o)) == 1
    got = []
    for o in outs:
        for cp in copies(o):
            assert o.doc["stack"] == ["ma", cp] and obj(o, cp)["controller"] == "alice"
            got.append(obj(o, cp)["targets"])
    assert sorted(got) == [["gb"], ["sa"]]


def test_malicious_affliction_without_a_death_doesnt_trigger_603_4(engine):
    """No creature died this turn: the intervening if is false as the spell becomes cast, the ability doesn't
    trigger (CR 603.4); the stack holds the spell alone."""
    s = cast(engine, _affliction(0), "ma", targets=["gb"])
    assert s.doc["stack"] == ["ma"]
