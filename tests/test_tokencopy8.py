"""Token copies 8 (branch tokencopy8, issue 22, session 6; CR 707.2, 115.1d, 603.7a, 118.12, 107.14): the census's
triggered token copy abilities, real cards by name from the bundled library, in tiny states. Each expected value is
worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

import pytest

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_token_copies_more import abilities_of, bf
from .test_tokencopy2 import chars, pass2, pass_pass, stack_abilities, token, tokens


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


# --- Saheeli, Radiant Creator (CR 601.2i, 107.14, 608.2d, 603.12, 707.9b, 603.7a) ----------------------------------

SAHEELI = "Saheeli, Radiant Creator"
#: test cards (not real cards): a {0} artifact, a {0} Human Artificer and a {0} Human Soldier, none with abilities
TEST_SPELLS = [
    {"name": "Test Trinket", "mana_cost": "{0}", "types": ["artifact"], "abilities": []},
    {"name": "Test Tinkerer", "mana_cost": "{0}", "types": ["creature"], "subtypes": ["Human", "Artificer"],
     "power": 1, "toughness": 1, "abilities": []},
    {"name": "Test Squire", "mana_cost": "{0}", "types": ["creature"], "subtypes": ["Human", "Soldier"],
     "power": 1, "toughness": 1, "abilities": []},
]


def test_saheeli_radiant_creator_reads_whole_603_12_707_9b():
    assert _unsupported(SAHEELI) == []
    assert {"trigger": {"you_cast_subtype_or_type": "Artificer", "or_type": "artifact"},
            "effect": {"get_energy": 1}} in abilities_of(SAHEELI)
    assert {"trigger": {"beginning_of": "beginning_of_combat", "whose": "your"},
            "effect": {"may_pay_energy_reflexive_copy": "permanent_you_control", "energy": 3,
                       "except": {"power": 5, "toughness": 5, "add_types": ["artifact", "creature"],
                                  "add_abilities": ["haste"]},
                       "leave": "sacrifice_next_end_step"}} in abilities_of(SAHEELI)


def test_saheeli_gets_energy_for_an_artificer_or_an_artifact_spell_only_601_2i_205_3(engine):
    """Alice casts Test Trinket (an artifact spell): Saheeli's ability triggers (601.2i, 603.2); resolved, she gets {E}
    (107.14): 1 energy. Then Test Tinkerer (a creature spell with the creature type Artificer, 205.3): it triggers again:
    2 energy. Test Squire (a Human Soldier creature spell) is neither: no trigger."""
    hand = [{"id": i, "card": c, "zone": "hand", "owner": "alice"}
            for i, c in (("tr", "Test Trinket"), ("ti", "Test Tinkerer"), ("sq", "Test Squire"))]
    s = make_state([bf("sh", SAHEELI), *hand], cards=TEST_SPELLS, players=_players(0))
    for oid, energy in (("tr", 1), ("ti", 2)):
        s = only(engine.apply(s, {"action": "cast", "object": oid}))
        assert [a["ability"]["source"] for a in stack_abilities(s)] == ["sh"]
        s = pass_pass(engine, pass_pass(engine, s))
        assert _energy(s) == energy and not s.doc["stack"]
    s = only(engine.apply(s, {"action": "cast", "object": "sq"}))
    assert stack_abilities(s) == []


def test_saheeli_pays_three_energy_for_a_5_5_hasty_artifact_copy_sacrificed_at_end_step_603_12_707_9b(engine):
    """At the beginning of combat on Alice's turn (507.1) Saheeli's ability triggers; as it resolves Alice, with 3 energy
    counters, may pay {E}{E}{E} (608.2d: two resulting states). Declining: 3 energy, nothing on the stack. Paying: 0
    energy and a reflexive trigger (603.12) whose target is a permanent she controls: Saheeli or Runeclaw Bear (two ways
    to put it on the stack). With the Bear: resolved, a token copy of it (707.2) that is a 5/5 (707.9b) artifact creature
    Bear named Runeclaw Bear with haste, and a delayed trigger that sacrifices it at the next end step (603.7a)."""
    from .test_becomes2_cards import to_combat_trigger
    s = make_state([bf("sh", SAHEELI), bf("rb", "Runeclaw Bear")], players=_players(3))
    s = to_combat_trigger(engine, s)
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert sorted(_energy(o.state) for o in outs) == [0, 0, 3]
    (declined,) = [o.state for o in outs if _energy(o.state) == 3]
    assert not declined.doc["stack"]
    paid = [o.state for o in outs if _energy(o.state) == 0]
    assert sorted(stack_abilities(p)[0]["targets"][0] for p in paid) == ["rb", "sh"]
    (s,) = [p for p in paid if stack_abilities(p)[0]["targets"] == ["rb"]]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 5, 5)
    assert set(c["types"]) == {"artifact", "creature"} and "Bear" in c["subtypes"] and "haste" in c["abilities"]
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"] == {"trigger": "next_end_step", "effect": {"sacrifice_object": tok["id"]}}


# --- Krothuss, Lord of the Deep (CR 508.4, 608.2c, 205.3, 707.2) --------------------------------------------------

RUNO = "Runo Stromkirk"
#: a test card (not a real card): a vanilla 1/1 Octopus
OCTOPUS = {"name": "Test Octopus", "mana_cost": "{U}", "types": ["creature"], "subtypes": ["Octopus"], "power": 1,
           "toughness": 1, "abilities": []}


def test_krothuss_copy_line_reads_608_2c():
    assert {"trigger": "attacks", "target": "another_attacking_creature",
            "effect": [{"create_token_copy": "tapped_attacking"},
                       {"copies_instead_if_target_subtype": ["Kraken", "Leviathan", "Octopus", "Serpent"],
                        "count": 2}]} in library()[RUNO]["back"]["abilities"]


def test_krothuss_makes_two_copies_of_an_octopus_and_one_of_a_bear_508_4_608_2c(engine):
    """Krothuss (Runo Stromkirk transformed, 712.8e), Test Octopus and Runeclaw Bear attack Bob: Krothuss's ability
    triggers (603.2); its target, another attacking creature, is the Octopus or the Bear (two ways). Resolved with the
    Octopus (an Octopus, 205.3): two token copies of it, both tapped and attacking Bob (707.2, 508.4, 608.2c). With the
    Bear (not one of the four types): one token copy, tapped and attacking."""
    s = make_state([bf("kr", RUNO, transformed=True), bf("oc", "Test Octopus"), bf("rb", "Runeclaw Bear")],
                   cards=[OCTOPUS], phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["kr", "oc", "rb"]})
    by_target = {stack_abilities(o.state)[0]["targets"][0]: o.state for o in outs}
    assert sorted(by_target) == ["oc", "rb"]
    for target, name, n in (("oc", "Test Octopus", 2), ("rb", "Runeclaw Bear", 1)):
        s = pass_pass(engine, by_target[target])
        made = tokens(s)
        assert len(made) == n
        for t in made:
            assert chars(engine, s, t["id"])["name"] == name
            assert (t.get("tapped"), t.get("attacking")) == (True, "bob")


# --- Wedding Ring (CR 603.4, 601.2a, 111.2, 707.2) ----------------------------------------------------------------

RING = "Wedding Ring"


def test_wedding_ring_copy_line_reads_603_4():
    assert {"trigger": "enters", "if": "you_cast_it", "target": "opponent",
            "effect": {"target_player_creates_token_copy_of_self": "target"}} in abilities_of(RING)


def test_wedding_ring_cast_gives_the_target_opponent_a_token_copy_603_4_111_2_707_2(engine):
    """Alice casts Wedding Ring ({2}{W}{W}); it resolves and enters: it was cast, so its ability triggers (603.4), its
    target an opponent: Bob. Resolved: Bob creates a token that's a copy of it (111.2, 707.2): a Wedding Ring artifact he
    controls. Put onto the battlefield from Alice's hand without being cast, it doesn't trigger (603.4)."""
    s = make_state([{"id": "wr", "card": RING, "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}{W}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "wr"})))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["bob"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert tok["owner"] == "bob" and tok.get("controller", "bob") == "bob"
    c = chars(engine, s, tok["id"])
    assert c["name"] == RING and c["types"] == ["artifact"]
    s = make_state([{"id": "wr", "card": RING, "zone": "hand", "owner": "alice"}])
    (out,) = engine.apply(s, {"event": "move", "object": "wr", "to": "battlefield"})
    assert stack_abilities(out.state) == [] and tokens(out.state) == []


#: test cards (not real cards): a {0} sorcery and a {0} instant
INSIGHT = {"name": "Test Insight", "mana_cost": "{0}", "types": ["sorcery"], "notes": "Draw two cards."}
SALVE = {"name": "Test Salve", "mana_cost": "{0}", "types": ["instant"], "notes": "You gain 3 life."}


def _test_spell(card: dict) -> dict:
    from pyglue.oracle import parse_text
    return dict(card, abilities=parse_text(card["notes"], card["name"], card["types"]))


def test_wedding_ring_other_lines_read_603_2c():
    assert _unsupported(RING) == []
    assert {"trigger": {"opponent_controlling_named_self": "draws_a_card"}, "effect": {"draw": 1}} in abilities_of(RING)
    assert {"trigger": {"opponent_controlling_named_self": "gains_life"},
            "effect": "gain_that_much_life"} in abilities_of(RING)


def test_wedding_ring_draws_per_card_and_gains_that_much_on_the_ring_holders_turn_121_2_119_10_603_2c(engine):
    """Bob, the active player, controls a Wedding Ring (the token Alice's gave him); Alice controls hers. Bob casts Test
    Salve and gains 3 life on his turn: Alice's Ring triggers (119.10) and she gains that much: 23. Bob casts Test
    Insight and draws two cards: Alice's Ring triggers once per card (121.2, 603.2c): two abilities, which she puts on
    the stack in either order (603.3b); Bob's Ring doesn't (Alice, its controller's opponent, isn't the one drawing)."""
    ring = {"name": RING, "mana_cost": "{2}{W}{W}", "types": ["artifact"], "colors": ["white"]}
    lib = [{"id": f"bl{i}", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": i}
           for i in (1, 2)]
    s = make_state([bf("wr", RING), token("bwr", dict(ring, abilities=abilities_of(RING)), owner="bob"),
                    {"id": "ins", "card": "Test Insight", "zone": "hand", "owner": "bob"},
                    {"id": "sal", "card": "Test Salve", "zone": "hand", "owner": "bob"}, *lib],
                   cards=[_test_spell(INSIGHT), _test_spell(SALVE)], active_player="bob", priority="bob")
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "sal"})))
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["wr"]
    s = pass_pass(engine, s)
    assert [p["life"] for p in s.doc["players"]] == [23, 23]
    outs = pass2(engine, only(engine.apply(s, {"action": "cast", "object": "ins"})))
    assert len(outs) == 2
    assert [a["ability"]["source"] for a in stack_abilities(outs[0].state)] == ["wr", "wr"]


# --- Grub, Notorious Auntie (CR 701.68a-c, 608.2d, 707.2, 707.9b, 508.4) -------------------------------------------

GRUB = "Grub, Storied Matriarch"


def test_grub_notorious_auntie_copy_line_reads_701_68():
    assert {"trigger": "attacks", "effect": {"shared_may_blight": 1, "then": {
        "create_token_copy_blighted": "tapped_attacking", "except": {"add_abilities": [
            {"trigger": {"beginning_of": "end", "whose": "each"}, "effect": "sacrifice_self"}]}}}} \
        in library()[GRUB]["back"]["abilities"]


def test_grub_blights_a_bear_and_copies_it_tapped_and_attacking_701_68c_707_2(engine):
    """Grub, Notorious Auntie (Grub transformed) attacks Bob alone; Alice also controls Runeclaw Bear. The trigger
    resolves: she may blight 1 (701.68a, 608.2d): put a -1/-1 counter on Grub, on the Bear, or decline. Blighting Grub
    (2/1): a 1/0, and its legendary token copy: state-based actions at once (704.3): Grub dies (704.5f) and the legend
    rule (704.5j) has Alice keep one of the two: two resulting states. Four in all. Blighting the Bear: it is a 1/1;
    a token copy of it (707.2: a 2/2, the counter isn't copied) enters tapped and attacking Bob (508.4) and has the end
    step sacrifice trigger (707.9b). Declining: no token, no counter."""
    s = make_state([bf("gr", GRUB, transformed=True), bf("rb", "Runeclaw Bear")], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["gr"]}))
    outs = [o.state for o in pass2(engine, s)]
    assert len(outs) == 4
    # (declining; and keeping the dying Grub under the legend rule, which leaves no token either)
    assert sum(1 for o in outs if not tokens(o)) == 2
    assert sum(1 for o in outs if not tokens(o) and next(x for x in o.doc["objects"] if x["id"] == "gr")["zone"]
               == "battlefield") == 1
    (s,) = [o for o in outs if chars(engine, o, "rb")["power"] == 1]
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 2, 2)
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    assert {"trigger": {"beginning_of": "end", "whose": "each"}, "effect": "sacrifice_self"} in c["abilities"]


#: a test card (not a real card): a vanilla Goblin
GOBLIN = {"name": "Test Goblin", "mana_cost": "{R}", "types": ["creature"], "subtypes": ["Goblin"], "power": 1,
          "toughness": 1, "abilities": []}


def test_grub_storied_matriarch_reads_whole_701_27a_115_1d():
    assert _unsupported(GRUB) == []
    assert {"trigger": {"any_of": ["enters", "transforms_into_front"]},
            "target": {"up_to_one_subtype_card_in_your_graveyard": "Goblin"},
            "effect": {"return_to_hand": "target"}} in abilities_of(GRUB)


def test_grub_returns_a_goblin_card_as_it_enters_or_transforms_into_its_front_face_603_2_701_27a(engine):
    """Grub, Storied Matriarch enters (put onto the battlefield): its ability triggers (603.6a); its target, up to one
    Goblin card in Alice's graveyard (115.1d), is Test Goblin or none; Runeclaw Bear (a Bear) isn't one: two ways.
    Resolved with Test Goblin: it returns to her hand. Grub, Notorious Auntie (transformed) transforming into Grub,
    Storied Matriarch (701.27a, 712.8d) triggers the same ability; the Matriarch transforming into the Auntie doesn't."""
    gy = [{"id": "tg", "card": "Test Goblin", "zone": "graveyard", "owner": "alice"},
          {"id": "rbg", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"}]
    s = make_state([{"id": "gr", "card": GRUB, "zone": "hand", "owner": "alice"}, *gy], cards=[GOBLIN])
    outs = engine.apply(s, {"event": "move", "object": "gr", "to": "battlefield"})
    assert sorted(tuple(stack_abilities(o.state)[0].get("targets") or []) for o in outs) == [(), ("tg",)]
    (s,) = [o.state for o in outs if stack_abilities(o.state)[0].get("targets")]
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "tg")["zone"] == "hand"
    s = make_state([bf("gr", GRUB, transformed=True), *gy], cards=[GOBLIN])
    outs = engine.apply(s, {"event": "transform", "object": "gr"})
    assert sorted(tuple(stack_abilities(o.state)[0].get("targets") or []) for o in outs) == [(), ("tg",)]
    s = make_state([bf("gr", GRUB), *gy], cards=[GOBLIN])
    (out,) = engine.apply(s, {"event": "transform", "object": "gr"})
    assert stack_abilities(out.state) == []


# --- Sauron, the Necromancer (CR 406.2, 707.8, 707.9b, 508.4, 603.7a) ---------------------------------------------

SAURON = "Sauron, the Necromancer"


def test_sauron_reads_whole_707_9b_603_7a():
    assert _unsupported(SAURON) == []
    assert {"trigger": "attacks", "target": {"graveyard_card": ["creature"]}, "effect": [
        {"exile": "target"},
        {"create_token_copy": "tapped_attacking", "except": {"power": 3, "toughness": 3, "colors": ["black"],
                                                            "subtypes": ["Wraith"], "add_abilities": ["menace"]}},
        {"tokens_leave_unless_ring_bearer": "exile", "at": "next_end_step"}]} in abilities_of(SAURON)


def test_sauron_exiles_a_creature_card_and_makes_a_3_3_black_wraith_copy_attacking_707_8_707_9b(engine):
    """Sauron attacks Bob; Alice's graveyard holds Runeclaw Bear (its one creature card: the only target, 115.1) and an
    Island. Resolved: the Bear card is exiled (406.2) and a token copy of it (707.8) enters tapped and attacking Bob
    (508.4): named Runeclaw Bear, but a 3/3 black Wraith with menace (707.9b: color and creature type set, not added).
    A delayed trigger for the next end step names the token (603.7a)."""
    s = make_state([bf("sn", SAURON), {"id": "rbg", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"},
                    {"id": "isg", "card": "Island", "zone": "graveyard", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["sn"]}))
    assert stack_abilities(s)[0]["targets"] == ["rbg"]
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rbg")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 3, 3)
    assert (c["colors"], c["subtypes"]) == (["black"], ["Wraith"]) and "menace" in c["abilities"]
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"] == {"trigger": "next_end_step", "effect": {"exile_object_unless_ring_bearer": tok["id"]}}


def test_sauron_token_exiled_at_the_next_end_step_603_7a_406_2(engine):
    """The delayed trigger triggers as the end step begins; resolved, Sauron isn't Alice's Ring-bearer (701.54a: no Ring
    has tempted her), so the token is exiled (406.2) and, a token, ceases to exist (704.5d)."""
    wraith = {"name": "Runeclaw Bear", "types": ["creature"], "subtypes": ["Wraith"], "colors": ["black"], "power": 3,
              "toughness": 3}
    dt = {"source": "sn", "controller": "alice", "text": {"trigger": "next_end_step",
                                                          "effect": {"exile_object_unless_ring_bearer": "tk"}}}
    s = make_state([bf("sn", SAURON), token("tk", wraith)], phase="postcombat_main", delayed_triggers=[dt])
    s = pass_pass(engine, s)
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["sn"]
    s = pass_pass(engine, s)
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []


# --- Firion, Wild Rose Warrior (CR 603.6a, 707.9b, 601.2f, 602.2b, 603.7a) -----------------------------------------

FIRION = "Firion, Wild Rose Warrior"
#: a test card (not a real card): an Equipment with equip {3} only
SWORD = {"name": "Test Sword", "mana_cost": "{1}", "types": ["artifact"], "subtypes": ["Equipment"],
         "notes": "Equip {3}"}


def test_firion_reads_whole_707_9b_602_2b():
    assert _unsupported(FIRION) == []
    assert {"trigger": {"nontoken_enters": "artifact", "subtype": "Equipment", "who": "you"}, "effect": [
        {"create_token_copy": "that", "except": {"add_abilities": [{"equip_abilities_cost_less": 2}]}},
        {"tokens_leave_next_upkeep": "sacrifice"}]} in abilities_of(FIRION)


def test_firion_copies_an_equipment_whose_token_equips_for_two_less_601_2f_602_2b(engine):
    """Test Sword (a nontoken Equipment) enters under Alice's control: Firion's ability triggers (603.6a). Resolved: a
    token copy of it (707.2) that also has "This Equipment's equip abilities cost {2} less to activate" (707.9b), and a
    delayed trigger for the next upkeep that sacrifices it (603.7a). With one untapped Mountain, Alice can activate the
    token's equip {3} for {1} (601.2f via 602.2b: {2} less) but not the Sword's own (602.2b, 601.2h)."""
    s = make_state([bf("fi", FIRION), {"id": "sw", "card": "Test Sword", "zone": "hand", "owner": "alice"},
                    *basics("alice", "Mountain", 1)], cards=[_test_spell(SWORD)])
    (out,) = engine.apply(s, {"event": "move", "object": "sw", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["fi"]
    s = pass_pass(engine, out.state)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Test Sword" and {"equip_abilities_cost_less": 2} in c["abilities"]
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"] == {"trigger": "next_upkeep", "effect": {"sacrifice_object": tok["id"]}}
    equips = {a.action.get("object") for a in engine.legal_actions(s) if a.action.get("action") == "activate"}
    assert tok["id"] in equips and "sw" not in equips


def test_firion_token_sacrificed_at_the_next_upkeep_603_7a_503_1(engine):
    """The delayed trigger waits through Alice's end step and triggers as the next upkeep (Bob's) begins (603.7b,
    503.1); resolved, Alice sacrifices the token (701.21a): it leaves the battlefield."""
    gadget = {"name": "Test Sword", "types": ["artifact"], "subtypes": ["Equipment"], "colors": []}
    dt = {"source": "fi", "controller": "alice", "text": {"trigger": "next_upkeep",
                                                          "effect": {"sacrifice_object": "tk"}}}
    s = make_state([bf("fi", FIRION), token("tk", gadget)], phase="ending", step="end", delayed_triggers=[dt])
    for _ in range(6):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert (s.doc["active_player"], s.doc["step"]) == ("bob", "upkeep")
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["fi"]
    s = pass_pass(engine, s)
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []



# --- Altaïr Ibn-La'Ahad's copy line (CR 115.1d, 122.1, 608.2c, 707.8, 508.4, 603.7a) ------------------------------

ALTAIR_TEXT = ("Whenever Altaïr attacks, exile up to one target Assassin creature card from your graveyard with a memory "
               "counter on it. Then for each creature card you own in exile with a memory counter on it, create a "
               "tapped and attacking token that's a copy of it. Exile those tokens at end of combat.")


def _altair_cards() -> list:
    """Test cards (not real cards): Altaïr Ibn-La'Ahad's copy line read with its short name written ~ (the library
    reads it once a short name without a comma is ~, effects5's), and a vanilla Human Assassin."""
    from pyglue.oracle import parse_text
    return [{"name": "Test Altair", "mana_cost": "{1}{W}{B}", "types": ["creature"], "subtypes": ["Human", "Assassin"],
             "power": 3, "toughness": 3, "abilities": parse_text(ALTAIR_TEXT, "Altaïr", ["creature"])},
            {"name": "Test Assassin", "mana_cost": "{B}", "types": ["creature"], "subtypes": ["Human", "Assassin"],
             "power": 2, "toughness": 1, "abilities": []}]


def test_altair_copy_line_reads_with_its_short_name_115_1d_122_1():
    assert _altair_cards()[0]["abilities"] == [{"trigger": "attacks", "target": {
        "up_to_one_subtype_type_card_in_your_graveyard": "Assassin", "type": "creature"}, "effect": [
        {"exile_with_counter": "target", "counter_kind": "memory"},
        {"create_token_copy": "each_exiled_with_counter", "counter_kind": "memory"},
        {"tokens_leave": "exile", "at": "end_of_combat"}]}]


def test_altair_copies_each_memory_card_with_the_one_it_just_exiled_608_2c_707_8_508_4(engine):
    """Test Altair (Altaïr's line) attacks Bob. Alice's graveyard holds Test Assassin; in exile she owns Runeclaw Bear
    with a memory counter. The target: up to one Assassin creature card in her graveyard (115.1d): the Assassin or none.
    With the Assassin: it is exiled with a memory counter (406.2, 122.1), then (608.2c) a token copy of each creature
    card she owns in exile with a memory counter, the Assassin included: two tokens, tapped and attacking Bob (707.8,
    508.4), and a delayed trigger exiling them at end of combat (603.7a, 511.2). With none: one token, the Bear's."""
    s = make_state([bf("al", "Test Altair"), {"id": "asn", "card": "Test Assassin", "zone": "graveyard", "owner": "alice"},
                    {"id": "rbx", "card": "Runeclaw Bear", "zone": "exile", "owner": "alice", "counters": {"memory": 1}}],
                   cards=_altair_cards(), phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["al"]})
    assert sorted(tuple(stack_abilities(o.state)[0].get("targets") or []) for o in outs) == [(), ("asn",)]
    for o in outs:
        target = stack_abilities(o.state)[0].get("targets")
        s = pass_pass(engine, o.state)
        names = sorted(chars(engine, s, t["id"])["name"] for t in tokens(s))
        assert names == (["Runeclaw Bear", "Test Assassin"] if target else ["Runeclaw Bear"])
        assert all((t.get("tapped"), t.get("attacking")) == (True, "bob") for t in tokens(s))
        assert len(s.doc["delayed_triggers"]) == 1


def test_altair_reads_whole():
    """Altaïr Ibn-La'Ahad reads whole: "Whenever Altaïr attacks" names the card by its short name (CR 201.5c: a
    legendary card's first word, no comma in its name), so every ability is one the rules act on."""
    assert _unsupported("Altaïr Ibn-La'Ahad") == []


def test_runo_stromkirk_reads_whole():
    """Runo Stromkirk // Krothuss reads whole (both faces): its abilities are all ones the rules act on (mech2, colors9)."""
    assert _unsupported(RUNO) == [] and [a for a in library()[RUNO]["back"]["abilities"]
                                          if isinstance(a, dict) and "unsupported" in a] == []
