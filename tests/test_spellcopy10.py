"""Branch spellcopy10 (issue 22): emblems (CR 114), speed (702.179), power-up (702.193), die rolls (706).

Expected values come from the CR (September 25, 2026) and the cards' Oracle text before the engine was run.
CR 114.2: "[Player] gets an emblem with [ability]" puts an emblem into the command zone, owned and controlled by that
player; 114.3: no characteristics but the ability; 114.4: its abilities work from the command zone.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only

WILL = "Will Kenrith"
COPY_TRIGGER = {"trigger": {"you_cast": ["instant", "sorcery"]}, "effect": {"copy_that_spell": "new_targets"}}


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def objs(s) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in s.doc["objects"]}


def test_emblem_lines_read_114_2():
    """Will Kenrith's [-8] targets a player who gets the emblem (114.2); Rowan, Scholar of Sparks' [-4] gives it to
    its controller ("you"), with a may-pay copy trigger inside."""
    lib = library()
    (will8,) = [a for a in lib[WILL]["abilities"] if isinstance(a, dict) and a.get("loyalty") == -8]
    assert will8 == {"loyalty": -8, "target": "player", "effect": {"get_emblem": COPY_TRIGGER, "who": "target"}}
    (rowan4,) = [a for a in lib["Rowan, Scholar of Sparks"]["abilities"]
                 if isinstance(a, dict) and a.get("loyalty") == -4]
    assert rowan4["effect"]["who"] == "you"
    assert rowan4["effect"]["get_emblem"]["effect"] == {"may_pay": "{2}", "then": {"copy_that_spell": "new_targets"}}


def test_will_kenrith_gives_target_player_an_emblem_114_2_114_3(engine):
    """Alice activates Will Kenrith's [-8] (8 loyalty) targeting Bob. CR 606.4: the cost removes 8 loyalty counters,
    so Will (0 loyalty) is put into the graveyard by the state-based actions (704.5i) before the ability resolves.
    The ability still resolves (its source is not needed, 113.7a): Bob gets an emblem (114.2): an object in the
    command zone, owned by Bob, not a card (no card name), with the quoted ability alone (114.3)."""
    s = make_state([bf("will", WILL, counters={"loyalty": 8})])
    (act,) = [a.action for a in engine.legal_actions(s)
              if a.action.get("action") == "activate" and a.action.get("object") == "will"
              and a.action["ability"].get("loyalty") == -8]
    s = only(engine.apply(s, dict(act, targets=["bob"])))
    assert objs(s)["will"]["zone"] == "graveyard"
    s = only(engine.apply(s, {"event": "resolve"}))
    (em,) = [o for o in s.doc["objects"] if o.get("emblem")]
    assert em["zone"] == "command" and em["owner"] == "bob" and "card" not in em
    (ab,) = em["characteristics"]["abilities"]
    assert ab["trigger"]["you_cast"] == ["instant", "sorcery"] and ab["effect"] == COPY_TRIGGER["effect"]
    assert set(em["characteristics"]) == {"abilities"}


def test_emblem_copy_trigger_works_from_the_command_zone_114_4_603_3a(engine):
    """Alice has Will Kenrith's emblem (given as a state object) and casts Lightning Bolt at Bob. CR 114.4: the
    emblem's ability works from the command zone; 603.2: it triggers on the cast; 603.3a: Alice (its owner and
    controller, 114.2) puts it on the stack, above Bolt. Resolving, it copies Bolt (707.10) and Alice may choose a new
    target (707.10c): two resulting states, the copy aimed at Bob or at Alice (the only legal targets), Bolt staying
    below it."""
    em = {"id": "em", "emblem": True, "zone": "command", "owner": "alice",
          "characteristics": {"abilities": [COPY_TRIGGER]}}
    s = make_state([em, bf("m1", "Mountain"), {"id": "bolt", "card": "Lightning Bolt", "zone": "hand",
                                               "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "bolt"
    trig = objs(s)[s.doc["stack"][1]]
    assert trig["ability"]["source"] == "em" and trig["controller"] == "alice"
    outs = engine.apply(s, {"event": "resolve"})
    assert len(outs) == 2
    targets = set()
    for o in outs:
        bottom, top = o.state.doc["stack"]
        assert bottom == "bolt"
        copy = objs(o.state)[top]
        assert copy["controller"] == "alice" and copy.get("copy")
        targets.add(tuple(copy["targets"]))
    assert targets == {("bob",), ("alice",)}


def test_rowan_kenrith_emblem_copies_an_activated_ability_114_4_707_10(engine):
    """Alice has Rowan Kenrith's emblem ("Whenever you activate an ability that isn't a mana ability, copy it. You may
    choose new targets for the copy.", read from the card's [-8]) and activates Archivist's "{T}: Draw a card."
    CR 602.2, 603.2: the emblem's ability triggers (114.4) and goes on the stack above Archivist's ability. Resolving,
    it copies that ability (707.10): one resulting state (the ability has no target to change), the copy on top, with
    Archivist as its source (707.10b) and the same text."""
    (r8,) = [a for a in library()["Rowan Kenrith"]["abilities"] if isinstance(a, dict) and a.get("loyalty") == -8]
    assert r8["effect"] == {"get_emblem": {"trigger": {"you_activate": "any"}, "effect": "copy_that_ability"},
                            "who": "target"}
    em = {"id": "em", "emblem": True, "zone": "command", "owner": "alice",
          "characteristics": {"abilities": [r8["effect"]["get_emblem"]]}}
    s = make_state([em, bf("arch", "Archivist")])
    s = only(engine.apply(s, {"action": "activate", "object": "arch",
                              "ability": {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}}))
    bottom, top = s.doc["stack"]
    assert objs(s)[bottom]["ability"]["source"] == "arch" and objs(s)[top]["ability"]["source"] == "em"
    s = only(engine.apply(s, {"event": "resolve"}))
    bottom2, copy = s.doc["stack"]
    assert bottom2 == bottom and objs(s)[copy]["ability"]["source"] == "arch"
    assert objs(s)[copy]["ability"]["text"] == objs(s)[bottom]["ability"]["text"]
    assert objs(s)[copy]["controller"] == "alice"


MENDICANT = "Mendicant Core, Guidelight"


def players(speed: int | None) -> list[dict[str, Any]]:
    alice: dict[str, Any] = {"name": "alice", "life": 20, "mana_pool": ""}
    if speed is not None:
        alice["speed"] = speed
    return [alice, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_speed_lines_read_702_178a_702_179a():
    """Mendicant Core and Slick Imitator: "Start your engines!" and a "Max speed —" ability (702.178a) each."""
    lib = library()
    for name in (MENDICANT, "Slick Imitator"):
        assert "start_your_engines" in lib[name]["abilities"]
        assert any(isinstance(a, dict) and "max_speed" in a for a in lib[name]["abilities"])
    (ms,) = [a for a in lib[MENDICANT]["abilities"] if isinstance(a, dict) and "max_speed" in a]
    assert ms["max_speed"]["effect"] == {"may_pay": "{1}", "then": {"copy_that_spell": "same_targets"}}


def test_start_your_engines_gives_speed_one_as_a_state_based_action_702_179a(engine):
    """Alice controls Mendicant Core and has no speed (702.179b); Bob has none and controls nothing with start your
    engines!. CR 702.179a, 704.3: the state-based actions give Alice speed 1, Bob still none."""
    s = make_state([bf("mc", MENDICANT)], players=players(None))
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    alice, bob = s.doc["players"]
    assert alice.get("speed") == 1 and "speed" not in bob


def test_max_speed_copy_trigger_only_at_speed_four_702_178a(engine):
    """Alice controls Mendicant Core and casts Bloodforged Battle-Axe (an artifact spell, {1}). At speed 3 the Core
    doesn't have its max speed ability (702.178a, 702.179e): nothing triggers. At speed 4 it has it: it triggers
    (603.2) and, resolving, Alice may pay {1} (603.5): two resulting states, one with a copy of the Axe on the stack
    above it (707.10: the copy is hers), one without."""
    def axe_cast(speed: int):
        s = make_state([bf("mc", MENDICANT), bf("m1", "Mountain"), bf("m2", "Mountain"),
                        {"id": "axe", "card": "Bloodforged Battle-Axe", "zone": "hand", "owner": "alice"}],
                       players=players(speed))
        return engine.apply(s, {"action": "cast", "object": "axe"})[0].state
    assert axe_cast(3).doc["stack"] == ["axe"]
    s = axe_cast(4)
    assert s.doc["stack"][0] == "axe" and objs(s)[s.doc["stack"][1]]["ability"]["source"] == "mc"
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert sorted(len(o.doc["stack"]) for o in outs) == [1, 2]
    (paid,) = [o for o in outs if len(o.doc["stack"]) == 2]
    copy = objs(paid)[paid.doc["stack"][1]]
    assert copy.get("copy") and copy["controller"] == "alice" and copy["copy_effects"][0]["source"] == "axe"


def test_ersta_emblem_wins_with_twenty_wizards_603_4_104_2b(engine):
    """Alice has Ersta, Friend to All's emblem ("At the beginning of your upkeep, if you control twenty or more Wizards,
    you win the game.", read from the card's [-8]). Bob's turn ends and Alice's upkeep begins (CR 603.2). With 19
    Archivists (Human Wizards) the intervening if is false: nothing triggers (603.4). With 20 it triggers; resolving
    (the condition still true, 603.4), Alice wins (104.2b): Bob leaves and the game is over, Alice the winner."""
    (e8,) = [a for a in library()["Ersta, Friend to All"]["abilities"] if isinstance(a, dict) and a.get("loyalty") == -8]
    em = {"id": "em", "emblem": True, "zone": "command", "owner": "alice",
          "characteristics": {"abilities": [e8["effect"]["get_emblem"]]}}

    def upkeep(n: int):
        s = make_state([em] + [bf(f"w{i}", "Archivist") for i in range(n)],
                       active_player="bob", priority="bob", phase="ending", step="end")
        return only(engine.apply(s, {"event": "end_turn"}))
    s = upkeep(19)
    assert (s.doc["step"], s.doc["stack"]) == ("upkeep", [])
    s = upkeep(20)
    (ab,) = s.doc["stack"]
    assert objs(s)[ab]["ability"]["source"] == "em"
    s = only(engine.apply(s, {"event": "resolve"}))
    assert s.doc.get("game_over") and s.doc.get("winner") == "alice"


def test_jaya_emblem_copies_a_red_spell_twice_707_10_105_1(engine):
    """Alice has Jaya, Fiery Negotiator's emblem ("Whenever you cast a red instant or sorcery spell, copy it twice. You
    may choose new targets for the copies.", read from the card's [-8]). Ancestral Recall (blue, CR 105.1) cast at her
    doesn't trigger it. Lightning Bolt (red) at Bob does (603.2); resolving, it puts two copies of Bolt on the stack
    (707.10), each aimed at Bob or Alice as she chooses (707.10c): both copies are above Bolt in every outcome, and
    among the outcomes one copy at Alice and one at Bob appears."""
    (j8,) = [a for a in library()["Jaya, Fiery Negotiator"]["abilities"]
             if isinstance(a, dict) and a.get("loyalty") == -8]
    em = {"id": "em", "emblem": True, "zone": "command", "owner": "alice",
          "characteristics": {"abilities": [j8["effect"]["get_emblem"]]}}
    s = make_state([em, bf("i1", "Island"), {"id": "ar", "card": "Ancestral Recall", "zone": "hand", "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "ar", "targets": ["alice"]}))
    assert s.doc["stack"] == ["ar"]
    s = make_state([em, bf("m1", "Mountain"), {"id": "bolt", "card": "Lightning Bolt", "zone": "hand",
                                               "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2 and objs(s)[s.doc["stack"][1]]["ability"]["source"] == "em"
    outs = engine.apply(s, {"event": "resolve"})
    seen = set()
    for o in outs:
        bottom, c1, c2 = o.state.doc["stack"]
        assert bottom == "bolt"
        seen.add(tuple(sorted(objs(o.state)[c]["targets"][0] for c in (c1, c2))))
    assert ("alice", "bob") in seen and ("bob", "bob") in seen


def test_rowan_scholar_emblem_may_pay_two_then_copy_603_5_114_4(engine):
    """Alice has Rowan, Scholar of Sparks' emblem ("Whenever you cast an instant or sorcery spell, you may pay {2}. If you
    do, copy that spell. You may choose new targets for the copy.", its [-4]) and three Mountains; she casts Lightning
    Bolt at Bob with one. Resolving the trigger (114.4, 603.2), she may pay {2} (603.5, 118.1): with her two untapped
    Mountains she pays and Bolt is copied, aimed at Bob or at her (707.10c), or she doesn't and nothing is copied:
    three resulting states."""
    (r4,) = [a for a in library()["Rowan, Scholar of Sparks"]["abilities"]
             if isinstance(a, dict) and a.get("loyalty") == -4]
    em = {"id": "em", "emblem": True, "zone": "command", "owner": "alice",
          "characteristics": {"abilities": [r4["effect"]["get_emblem"]]}}
    s = make_state([em, bf("m1", "Mountain"), bf("m2", "Mountain"), bf("m3", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}])
    s = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})[0].state
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    copied = sorted(tuple(objs(o)[o.doc["stack"][1]]["targets"]) for o in outs if len(o.doc["stack"]) == 2)
    assert copied == [("alice",), ("bob",)]
    (declined,) = [o for o in outs if o.doc["stack"] == ["bolt"]]
    assert sum(1 for o in declined.doc["objects"] if o["zone"] == "battlefield" and not o.get("tapped")) == 2
