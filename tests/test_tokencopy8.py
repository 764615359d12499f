"""Token copies 8 (branch tokencopy8, issue 22, session 6; CR 707.2, 115.1d, 603.7a, 118.12, 107.14): the census's
triggered token copy abilities, real cards by name from the bundled library, in tiny states. Each expected value is
worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from .conftest import make_state, only
from .test_token_copies_more import abilities_of, bf
from .test_tokencopy2 import chars, pass_pass, stack_abilities, token, tokens


def _unsupported(name: str) -> list:
    return [a for a in abilities_of(name) if isinstance(a, dict) and "unsupported" in a]


def _energy(s, player: str = "alice") -> int:
    return next(p for p in s.to_document()["players"] if p["name"] == player).get("energy_counters", 0)


def _players(energy: int) -> list:
    return [{"name": "alice", "life": 20, "mana_pool": "", "energy_counters": energy},
            {"name": "bob", "life": 20, "mana_pool": ""}]


# --- Satya, Aetherflux Genius (CR 115.1d, 508.4, 107.14, 603.7a, 118.12) -------------------------------------------

SATYA = "Satya, Aetherflux Genius"


def test_satya_reads_whole_115_1d_107_14_603_7a():
    assert _unsupported(SATYA) == []
    assert {"trigger": "attacks", "target": "up_to_one_other_nontoken_creature_you_control",
            "effect": [{"create_token_copy": "tapped_attacking"}, {"get_energy": 2},
                       {"tokens_leave_unless_energy": "sacrifice", "at": "next_end_step"}]} in abilities_of(SATYA)


def test_satya_copies_another_nontoken_attacker_and_gets_two_energy_508_4_107_14_603_7a(engine):
    """Satya and Runeclaw Bear attack Bob; Alice also controls a Bear token. Satya's ability triggers (603.2); its target,
    up to one other nontoken creature she controls (115.1d), is the nontoken Bear or none (not Satya, not the token): two
    ways to put it on the stack. With the Bear: resolved, a token copy of it enters tapped and attacking Bob (707.2,
    508.4), Alice gets {E}{E} (1 + 2 = 3 energy, 107.14) and a delayed trigger for the next end step names the new token
    (603.7a). With no target: no token, but the energy is still got (3)."""
    bear = {"name": "Bear Token", "types": ["creature"], "subtypes": ["Bear"], "colors": ["green"], "power": 2,
            "toughness": 2}
    s = make_state([bf("sa", SATYA), bf("rb", "Runeclaw Bear"), token("bt", bear)], players=_players(1),
                   phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["sa", "rb"]})
    assert sorted(tuple(stack_abilities(o.state)[0].get("targets") or []) for o in outs) == [(), ("rb",)]
    (with_bear,) = [o.state for o in outs if stack_abilities(o.state)[0].get("targets")]
    (none,) = [o.state for o in outs if not stack_abilities(o.state)[0].get("targets")]
    s = pass_pass(engine, with_bear)
    (tok,) = [t for t in tokens(s) if t["id"] != "bt"]
    assert chars(engine, s, tok["id"])["name"] == "Runeclaw Bear"
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    assert _energy(s) == 3
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"] == {"trigger": "next_end_step", "effect": {"sacrifice_object_unless_energy_mv": tok["id"]}}
    s = pass_pass(engine, none)
    assert [t["id"] for t in tokens(s)] == ["bt"] and _energy(s) == 3 and not s.doc.get("delayed_triggers")


def _satya_end_step(engine, energy: int):
    """The delayed trigger (603.7a) for Alice's token copy of Runeclaw Bear (mana value 2, its copied mana cost {1}{G},
    202.3) triggers as the end step begins; both players pass: it resolves."""
    bear = {"name": "Runeclaw Bear", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
            "colors": ["green"], "power": 2, "toughness": 2}
    dt = {"source": "sa", "controller": "alice", "text": {"trigger": "next_end_step",
                                                          "effect": {"sacrifice_object_unless_energy_mv": "tk"}}}
    s = make_state([bf("sa", SATYA), token("tk", bear)], players=_players(energy), phase="postcombat_main",
                   delayed_triggers=[dt])
    s = pass_pass(engine, s)
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["sa"]
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


def _token_there(s) -> bool:
    return any(t["id"] == "tk" and t["zone"] == "battlefield" for t in tokens(s))


def test_satya_token_kept_by_paying_energy_equal_to_its_mana_value_118_12_202_3(engine):
    """With 3 energy Alice may pay {E}{E} (the token's mana value, 2): two resulting states (608.2d): she pays (1 energy
    left, the token stays) or doesn't (3 energy, the token is sacrificed, 701.21a)."""
    got = sorted((_energy(s), _token_there(s)) for s in _satya_end_step(engine, 3))
    assert got == [(1, True), (3, False)]


def test_satya_token_sacrificed_without_enough_energy_118_12_701_21a(engine):
    """With 1 energy Alice can't pay {E}{E} (107.14): one resulting state, the token sacrificed, energy unchanged."""
    got = [(_energy(s), _token_there(s)) for s in _satya_end_step(engine, 1)]
    assert got == [(1, False)]
