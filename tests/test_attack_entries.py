"""What an attackers entry names, checked against what it is (CR 508.1a, 508.1b).

Expected values come from the CR text: CR 508.1a, the active player chooses which creatures attack (each once);
CR 508.1b, each attacks one player, planeswalker or battle, announced as such. An entry's key says which it
names, so a key that names the wrong kind of thing, or two keys in one entry, is refused, naming the entry.
"""

from __future__ import annotations

import pytest

from pyglue.solve import IllegalAction
from pyglue.state import InputError

from .test_combat import bf, obj

SIEGE = {"name": "Test Siege", "mana_cost": "{2}{R}", "types": ["battle"], "subtypes": ["Siege"], "abilities": []}
WALKER = {"name": "Test Walker", "mana_cost": "{3}", "types": ["planeswalker"], "loyalty": 3, "abilities": []}


def field():
    """Alice's Bears (may attack), Bob's planeswalker pw, and Alice's Siege that Bob protects."""
    from .conftest import make_state

    return make_state([bf("knight", "Grizzly Bears", "alice"),
                       bf("pw", "Test Walker", "bob", counters={"loyalty": 3}),
                       bf("siege", "Test Siege", "alice", protector="bob", counters={"defense": 4})],
                      cards=[SIEGE, WALKER], phase="combat", step="declare_attackers", priority=None)


def declare(*entries):
    return {"action": "declare_attackers", "attackers": list(entries)}


@pytest.mark.parametrize("entry, failure", [
    ({"object": "knight", "battle": "pw"}, ("not_a(battle, pw)", "508.1b")),
    ({"object": "knight", "planeswalker": "siege"}, ("not_a(planeswalker, siege)", "508.1b")),
    ({"object": "knight", "player": "siege"}, ("not_a(player, siege)", "508.1b")),
])
def test_an_entry_names_what_it_attacks_as_what_it_is_508_1b(engine, entry, failure):
    """CR 508.1b: the planeswalker isn't a battle, the battle isn't a planeswalker, the battle isn't a player:
    each such declaration is illegal, with that reason."""
    s = field()
    w = engine.why_not(s, declare(entry))
    assert not w.legal and failure in set(w.failures)
    with pytest.raises(IllegalAction):
        engine.apply(s, declare(entry))


@pytest.mark.parametrize("entry, whom", [
    ({"object": "knight", "planeswalker": "pw"}, "pw"),
    ({"object": "knight", "battle": "siege"}, "siege"),
    ({"object": "knight", "player": "bob"}, "bob"),
])
def test_an_entry_under_the_right_key_attacks_it_508_1b(engine, entry, whom):
    """CR 508.1b, 310.9b: Bob's planeswalker, the battle Bob protects, and Bob himself may each be attacked by
    Alice: one resulting state, the Bears attacking it."""
    (out,) = engine.apply(field(), declare(entry))
    assert obj(out.state, "knight")["attacking"] == whom


def test_an_entry_naming_two_things_is_refused_at_the_entry_508_1b(engine):
    """CR 508.1b: a creature attacks one player, planeswalker or battle: an entry naming a player and a
    planeswalker is bad input, at attackers[0], naming both keys."""
    with pytest.raises(InputError) as err:
        engine.apply(field(), declare({"object": "knight", "player": "bob", "planeswalker": "pw"}))
    assert any(path == "attackers[0]" and "player and planeswalker" in msg for path, msg in err.value.problems)


@pytest.mark.parametrize("entries", [
    ("knight", "knight"),
    ("knight", {"object": "knight", "player": "bob"}),
    ({"object": "knight", "player": "bob"}, {"object": "knight", "player": "bob"}),
])
def test_a_creature_listed_twice_attacks_twice_508_1a(engine, entries):
    """CR 508.1a: each chosen creature attacks once: the Bears listed twice, however the entries are written,
    is refused as attacks_twice(knight)."""
    s = field()
    w = engine.why_not(s, declare(*entries))
    assert not w.legal and ("attacks_twice(knight)", "508.1a") in set(w.failures)
    with pytest.raises(IllegalAction):
        engine.apply(s, declare(*entries))


def test_each_attack_choice_names_the_kind_it_attacks_as_508_1b(engine):
    """CR 508.1b: each attacking creature attacks a player, a planeswalker or a battle (310.9b: Alice's Siege that
    Bob protects is attacked as a battle, whatever its protector). With no set given, the Bears' three attacks (and
    not attacking) are four resulting states; each attack choice names the kind of what it attacks, and the
    Game's move fills the declaration under that key, so that playing it again is the same legal declaration."""
    from pyglue import Game

    s = field()
    kinds = sorted((c["value"], c["kind"]) for o in engine.apply(s, {"action": "declare_attackers"})
                   for c in o.choices if c["choice"] == "attack")
    assert kinds == [("bob", "player"), ("pw", "planeswalker"), ("siege", "battle")]
    entries = sorted(str(m.action["attackers"]) for m in Game(s, engine).legal_moves
                     if m.action.get("action") == "declare_attackers")
    assert entries == sorted(str(x) for x in ([], [{"object": "knight", "player": "bob"}],
                                              [{"object": "knight", "planeswalker": "pw"}],
                                              [{"object": "knight", "battle": "siege"}]))
