"""review17 (session 15): neighbouring cases of this session's fixes, each expected value worked out from the CR
(../shared/cr/, September 25, 2026) and the cards' Oracle text (`mtgasp cards show NAME`) before the engine was run.

Sacrifices (trust17 gave eight kinds of sacrifice a choice record, show.lp's choice(sacrifice, O, X, Chooser)): the
other sacrifices with more than one resulting state had none, so an outcome didn't say what was sacrificed nor who
chose it. CR 701.21a: a player sacrifices only permanents they control; a sacrifice paid as a cost is chosen by the
player activating (602.2b, 601.2h); one an effect offers, by the player its text names (608.2d, 109.5)."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_split_cards import at, lands


def _sacrifices(outcome) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((c["value"], c["chooser"]) for c in outcome.choices if c["choice"] == "sacrifice"))


def _resolved(engine, s) -> list:
    """Both players pass (CR 117.4): the top of the stack resolves; the outcomes (with their choices)."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def _activated(card: str) -> dict[str, Any]:
    (ab,) = [a for a in library()[card]["abilities"] if isinstance(a, dict) and "also" in a]
    return ab


def test_sacrifice_another_creature_as_a_cost_is_the_activators_choice_dane_602_2b_701_21a(engine):
    """The Ever-Changing 'Dane: "{1}, Sacrifice another creature: ..." CR 602.2b, 601.2h: Alice, activating it with an
    Island, chooses which of her other creatures to sacrifice (701.21a: never Bob's Bears, never the 'Dane itself):
    two outcomes, her Grizzly Bears or her Hill Giant, each recorded as chosen by Alice."""
    s = make_state([at("dane", "The Ever-Changing 'Dane", "battlefield"), at("g1", "Grizzly Bears", "battlefield"),
                    at("hg", "Hill Giant", "battlefield"), at("bbear", "Grizzly Bears", "battlefield", "bob"),
                    *lands("alice", "Island", 1)])
    outs = engine.apply(s, {"action": "activate", "object": "dane", "ability": _activated("The Ever-Changing 'Dane")})
    assert sorted(_sacrifices(o) for o in outs) == [(("g1", "alice"),), (("hg", "alice"),)]


def test_sacrifice_a_desert_as_a_cost_is_the_activators_choice_lazotep_quarry_602_2b_701_21a(engine):
    """Lazotep Quarry: "{X}{2}, {T}, Sacrifice a Desert: Exile target creature card with mana value X from your
    graveyard. ..." (it is a Desert itself). CR 602.2b, 601.2h: Alice, with X = 2 for the Grizzly Bears in her graveyard
    and four Islands, may sacrifice the Quarry she taps or her other (tapped) Quarry: two outcomes, each chosen by
    Alice."""
    s = make_state([at("q1", "Lazotep Quarry", "battlefield"), at("q2", "Lazotep Quarry", "battlefield", tapped=True),
                    at("gb", "Grizzly Bears", "graveyard"), *lands("alice", "Island", 4)])
    outs = engine.apply(s, {"action": "activate", "object": "q1", "ability": _activated("Lazotep Quarry"), "x": 2,
                            "targets": ["gb"]})
    assert sorted(_sacrifices(o) for o in outs) == [(("q1", "alice"),), (("q2", "alice"),)]


def test_you_may_sacrifice_an_artifact_is_the_controllers_choice_daretti_608_2d_701_21a(engine):
    """Daretti, Ingenious Iconoclast's [-1]: "You may sacrifice an artifact. If you do, destroy target artifact or
    creature." CR 608.2d, 109.5: as it resolves Alice (its controller) may sacrifice one of her two artifacts: three
    outcomes, none sacrificed, her Mimic Vat or her Brute Suit, each chosen by Alice."""
    s = make_state([at("dar", "Daretti, Ingenious Iconoclast", "battlefield", counters={"loyalty": 3}),
                    at("vat", "Mimic Vat", "battlefield"), at("suit", "Brute Suit", "battlefield"),
                    at("bbear", "Grizzly Bears", "battlefield", "bob")])
    (minus1,) = [a for a in library()["Daretti, Ingenious Iconoclast"]["abilities"] if a.get("loyalty") == -1]
    s = only(engine.apply(s, {"action": "activate", "object": "dar", "ability": minus1, "targets": ["bbear"]}))
    assert sorted(_sacrifices(o) for o in _resolved(engine, s)) == [(), (("suit", "alice"),), (("vat", "alice"),)]


# a test card (not a real card): Rootcast Apprenticeship's fourth mode alone, as tests/test_tokencopy4_modes.py has it
TEST_SAC = {"name": "Test Card Sacrifice Nontoken Artifact", "mana_cost": "{1}", "types": ["sorcery"],
            "abilities": [{"spell": {"target": "opponent",
                                     "effect": {"target_player_sacrifices_nontoken": "artifact"}}}]}


def test_target_opponent_sacrifices_an_artifact_of_their_choice_701_21a_608_2d(engine):
    """Rootcast Apprenticeship's mode "Target opponent sacrifices a nontoken artifact of their choice." (a test card
    with that mode alone). CR 701.21a, 608.2d: Bob, the target, chooses one of his two nontoken artifacts: two
    outcomes, each recorded as Bob's choice, never Alice's (the spell's controller)."""
    s = make_state([at("sac", TEST_SAC["name"], "hand"), *lands("alice", "Island", 1),
                    at("vat", "Mimic Vat", "battlefield", "bob"), at("suit", "Brute Suit", "battlefield", "bob")],
                   cards=[TEST_SAC])
    s = only(engine.apply(s, {"action": "cast", "object": "sac", "targets": ["bob"]}))
    assert sorted(_sacrifices(o) for o in _resolved(engine, s)) == [(("suit", "bob"),), (("vat", "bob"),)]


def test_tricksters_talisman_sacrifice_is_the_abilitys_controllers_choice_608_2d_701_21a(engine):
    """Trickster's Talisman's granted trigger: "... you may sacrifice Trickster's Talisman. If you do, create a token
    that's a copy of this creature." CR 608.2d, 109.5: Alice, the ability's controller, may sacrifice it: two outcomes,
    none and the Talisman chosen by Alice."""
    from .test_attachments import until_a_trigger

    s = make_state([at("tt", "Trickster's Talisman", "battlefield", attached_to="bear"),
                    at("bear", "Runeclaw Bear", "battlefield")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "bear", "player": "bob"}]}))
    s = until_a_trigger(engine, s)
    assert sorted(_sacrifices(o) for o in _resolved(engine, s)) == [(), (("tt", "alice"),)]


# --- why: counters in layer 7c, after 7b (newuser17's fix named one +1/+1 counter; here -1/-1 and a 7b effect) -------


def test_why_names_minus_counters_in_7c_after_a_7b_effect_613_4b_613_4c_122_1a(engine):
    """CR 613.4b: an effect setting Grizzly Bears' base power and toughness to 0/1 (layer 7b); 613.4c: a +2/+2
    effect and a -1/-1 counter (122.1a) modify it (7c): 0 + 2 - 1 = 1 power, 1 + 2 - 1 = 2 toughness. why names the
    7b effect, then the 7c effect and one -1/-1 counter, and ends 1/2."""
    from .test_newuser17 import state
    from .test_split_cards import at as nat

    s = state([nat("b", "Grizzly Bears", "battlefield", counters={"-1/-1": 1})],
              continuous_effects=[{"id": "e1", "affects": ["b"], "modify_pt": [2, 2], "timestamp": 5},
                                  {"id": "e2", "affects": ["b"], "set_base_pt": [0, 1], "timestamp": 6}])
    lines = [x.strip() for x in engine.explain(s, "b")]
    layered = [x for x in lines if x.startswith("layer 7")]
    assert [x.split(" ")[1] for x in layered] == ["7b", "7c", "7c"]
    assert "effect e2" in layered[0] and "effect e1" in layered[1]
    assert layered[2].endswith(": 1 -1/-1 counter(s) (122.1a)")
    assert "power: 1," in lines[-1] and "toughness: 2," in lines[-1]


# --- face-down objects as each player sees them (decide17's face_down_seen/3, CR 708.5) -----------------------------


def test_a_face_down_permanent_its_owner_doesnt_control_is_hidden_from_the_owner_708_5_708_2a(engine):
    """CR 708.5: "You can't look at ... face-down spells or permanents controlled by another player": Alice owns a
    face-down Grinning Demon Bob controls; as Alice it is hidden, its face-down values (708.2a: a 2/2 creature with no
    name) seen; as Bob (its controller) it is not hidden, the same 2/2 with no name. CR 406.3: her Grizzly Bears
    exiled face down (not foretold) is hidden from Alice too, with no characteristics (406.3a)."""
    from pyglue.answers import face_dict

    from .test_newuser17 import state
    from .test_split_cards import at as nat

    s = state([nat("fd", "Grinning Demon", "battlefield", face_down=True, controller="bob", timestamp=1),
               nat("ex", "Grizzly Bears", "exile", face_down=True, timestamp=2)])
    alice, bob = engine.derive(s, viewer="alice"), engine.derive(s, viewer="bob")
    seen = alice.object(alice.aliases["fd"])
    assert seen.hidden and (seen.characteristics["power"], seen.characteristics["name"]) == (2, None)
    assert not bob.object("fd").hidden and bob.object("fd").characteristics == seen.characteristics
    ex = alice.object(alice.aliases["ex"])
    assert ex.hidden and ex.characteristics == face_dict([])


# --- derive's abilities column in words (newuser17's enters-as-copy words; here the subject "you") -----------------


def test_an_ability_says_you_lose_not_you_loses_in_words():
    """Grinning Demon's Oracle text: "At the beginning of your upkeep, you lose 2 life."; Careful Study's: "Draw two
    cards, then discard two cards." docs/commands/derive.md: the abilities column says each ability in English. It
    said "you loses 2 life" and "then you discards 2" (the vocabulary's "{who} loses" with who = you)."""
    from pyglue.render import ability_text

    lib = library()
    assert ability_text(lib["Grinning Demon"]["abilities"][0]).endswith("you lose 2 life")
    assert ability_text(lib["Careful Study"]["abilities"][0]) == "draw 2, then you discard 2"


def test_a_mana_abilitys_sacrifice_is_its_activators_choice_lazotep_quarry_605_3a_601_2g_701_21a(engine):
    """Lazotep Quarry: "{T}, Sacrifice a creature: Add one mana of any color." Alice casts Lightning Bolt at Bob with
    the Quarry her only source of red: she activates that mana ability while paying (CR 601.2g, 605.3a) and chooses
    the creature she sacrifices (701.21a): two outcomes, her Grizzly Bears or her Hill Giant, each chosen by Alice."""
    s = make_state([at("q", "Lazotep Quarry", "battlefield"), at("g1", "Grizzly Bears", "battlefield"),
                    at("hg", "Hill Giant", "battlefield"), at("bolt", "Lightning Bolt", "hand")])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert sorted(_sacrifices(o) for o in outs) == [(("g1", "alice"),), (("hg", "alice"),)]


# --- X in a spell's mana value as it becomes cast (trust17's cast_mv), with a cost reduction ------------------------


def test_a_cast_trigger_sees_x_and_not_the_cost_reduction_dirgur_focusmage_202_3_202_3e_601_2f(engine):
    """Dirgur Focusmage: "Instant and sorcery spells you cast cost {1} less to cast. Whenever you cast an instant or
    sorcery spell with mana value 5 or greater from your hand, this creature becomes prepared." Blaze {X}{R} with X = 4
    costs {3}{R} (601.2f: four Mountains pay it) but its mana value is 5 (202.3: from its mana cost, not the cost
    paid; 202.3e: X = 4 on the stack): the trigger goes on the stack. With X = 3 (three Mountains) the mana value is
    4: no trigger."""
    def abilities(x: int) -> set[int]:
        s = make_state([at("df", "Dirgur Focusmage", "battlefield"), at("bz", "Blaze", "hand"),
                        *lands("alice", "Mountain", x)])
        return {len([o for o in out.state.doc["objects"] if "ability" in o])
                for out in engine.apply(s, {"action": "cast", "object": "bz", "x": x, "targets": ["bob"]})}
    assert (abilities(4), abilities(3)) == ({1}, {0})


# --- 202.3a: an object with no mana cost has mana value 0 (a reader of mana_value/3 that had no fallback) ----------


def test_cascade_stops_at_a_nonland_card_with_no_mana_cost_202_3a_702_85a(engine):
    """CR 702.85a: cascade exiles cards from the top until a nonland card with mana value less than the spell's; CR
    202.3a: a card with no mana cost has mana value 0. Alice casts Sakashima's Protege (mana value 6) over a library of
    Island, Mox Tantalite (an artifact with no mana cost: mana value 0 < 6) and Juggernaut: the cascade exiles Island
    and Mox Tantalite and stops; Juggernaut stays in her library. She may cast the Mox without paying its mana cost
    (118.6a: an alternative cost may be paid for an unpayable cost)."""
    from .test_keywords2 import cascade_resolved
    from .test_token_copies import obj

    (s,) = cascade_resolved(engine, ["Island", "Mox Tantalite", "Juggernaut"])
    assert [obj(s, f"lib{i}")["zone"] for i in range(3)] == ["exile", "exile", "library"]
    assert engine.why_not(s, {"action": "cast", "object": "lib1", "cost": "free"}).legal


def test_unwind_history_may_target_a_face_down_creature_mana_value_0_202_3a_708_2a(engine):
    """Unwind History (Diviner of Victory's prepare spell): "Return target creature an opponent controls with mana
    value 3 or less to its owner's hand. ..." CR 708.2a: Bob's face-down Grinning Demon is a 2/2 creature with no mana
    cost; 202.3a: its mana value is 0, so it is a legal target (601.2c); Bob's Hill Giant (mana value 4) is not."""
    from .test_rf_prepare import _diviner_state

    s = _diviner_state()
    s = make_state([*s.doc["objects"], at("fd", "Grinning Demon", "battlefield", "bob", face_down=True),
                    at("hg", "Hill Giant", "battlefield", "bob")])
    assert engine.why_not(s, {"action": "cast", "object": "uh", "targets": ["fd"]}).legal
    assert not engine.why_not(s, {"action": "cast", "object": "uh", "targets": ["hg"]}).legal


def test_jace_reawakened_may_plot_a_card_with_no_mana_cost_202_3a_702_170a(engine):
    """Jace Reawakened's second [+1]: "You may exile a nonland card with mana value 3 or less from your hand. If you do,
    it becomes plotted." CR 202.3a: Mox Tantalite (an artifact with no mana cost) has mana value 0: resolving, Alice
    may exile it or not (608.2d); her Archivist (mana value 4) can't be: two resulting states, none or the Mox
    exiled (702.170a)."""
    (ab,) = [a for a in library()["Jace Reawakened"]["abilities"]
             if isinstance(a, dict) and a.get("effect") == {"may_exile_from_hand_plotted": 3}]
    s = make_state([at("jace", "Jace Reawakened", "battlefield", counters={"loyalty": 3}),
                    at("mox", "Mox Tantalite", "hand"), at("arch", "Archivist", "hand")], turn=4)
    s = only(engine.apply(s, {"action": "activate", "object": "jace", "ability": ab}))
    got = {tuple(o["id"] for o in out.state.doc["objects"] if o["zone"] == "exile")
           for out in engine.apply(s, {"event": "resolve"})}
    assert got == {(), ("mox",)}


# a test card (not a real card): a creature card with no mana cost (mana value 0, CR 202.3a)
TEST_COSTLESS = {"name": "Test Card Costless Creature", "types": ["creature"], "power": 1, "toughness": 1}


def test_nahiri_may_target_a_creature_card_with_no_mana_cost_202_3a_306_5c(engine):
    """Nahiri, the Unforgiving's [0]: "Exile target creature or Equipment card with mana value less than Nahiri's
    loyalty from your graveyard. ..." CR 202.3a: a creature card with no mana cost (a test card) has mana value 0, less
    than Nahiri's 5 loyalty (306.5c): a legal target (601.2c, 115.1); Alice's Hill Giant card (mana value 4) too, her
    Emeritus of Ideation (5) not."""
    (ab,) = [a for a in library()["Nahiri, the Unforgiving"]["abilities"]
             if isinstance(a, dict) and a.get("loyalty") == 0]
    s = make_state([at("nah", "Nahiri, the Unforgiving", "battlefield", counters={"loyalty": 5}),
                    at("tc", TEST_COSTLESS["name"], "graveyard"), at("hg", "Hill Giant", "graveyard"),
                    at("emi", "Emeritus of Ideation", "graveyard")], cards=[TEST_COSTLESS])
    legal = {t: engine.why_not(s, {"action": "activate", "object": "nah", "ability": ab, "targets": [t]}).legal
             for t in ("tc", "hg", "emi")}
    assert legal == {"tc": True, "hg": True, "emi": False}


def test_a_face_down_spell_seen_by_an_opponent_keeps_its_place_on_the_stack_400_2_405_2_708_5(engine):
    """CR 400.2: the stack is a public zone, a face-down card's face the only thing withheld; 405.2: the stack keeps
    the order in which things were put on it; 708.5: Bob can't look at Alice's face-down spell. Alice cast a
    face-down Grinning Demon, then Lightning Bolt above it: as Bob, the hidden spell is second from the top (position 2),
    the Bolt on top (position 1)."""
    from .test_newuser17 import state

    s = state([at("sp", "Grinning Demon", "stack", face_down=True, controller="alice", cast_with="mana", timestamp=3),
               at("bolt", "Lightning Bolt", "stack", controller="alice", cast_with="mana", targets=["bob"],
                  timestamp=4)], stack=["sp", "bolt"])
    bob = engine.derive(s, viewer="bob")
    hidden = bob.object(bob.aliases["sp"])
    assert hidden.hidden and (hidden.stack or {}).get("position") == 2
    assert bob.object("bolt").stack["position"] == 1


# a test card (not a real card): an instant with no mana cost (mana value 0, CR 202.3a)
TEST_COSTLESS_INSTANT = {"name": "Test Card Costless Instant", "types": ["instant"],
                         "abilities": [{"spell": {"effect": {"draw": 1}}}]}


def test_izzet_guildmage_may_copy_an_instant_with_no_mana_cost_202_3a_707_10(engine):
    """Izzet Guildmage: "{2}{U}: Copy target instant spell you control with mana value 2 or less. ..." CR 202.3a: an
    instant spell with no mana cost (a test card) has mana value 0: a legal target (601.2c, 602.2b); Alice's Behold the
    Multiverse on the stack (mana value 4) is not."""
    (ab,) = [a for a in library()["Izzet Guildmage"]["abilities"] if "'{2}{U}'" in str(a)]
    s = make_state([at("ig", "Izzet Guildmage", "battlefield"), *lands("alice", "Island", 3),
                    at("ci", TEST_COSTLESS_INSTANT["name"], "stack", controller="alice", cast_with="mana"),
                    at("bm", "Behold the Multiverse", "stack", controller="alice", cast_with="mana")],
                   stack=["bm", "ci"], cards=[TEST_COSTLESS_INSTANT])
    legal = {t: engine.why_not(s, {"action": "activate", "object": "ig", "ability": ab, "targets": [t]}).legal
             for t in ("ci", "bm")}
    assert legal == {"ci": True, "bm": False}
