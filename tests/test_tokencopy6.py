"""Token copies 6 (branch tokencopy6, issue 22; CR 707.2, 707.9b, 111.1, 110.5b, 603.2, 603.2c, 603.7): the census's
triggered token copy abilities, real cards by name from the bundled library, in tiny states. Each expected value is
worked out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

import pytest

from .conftest import basics, make_state, only
from .test_token_copies_more import abilities_of, bf, zone
from .test_tokencopy2 import GADGET, chars, pass_pass, stack_abilities, token, tokens


def _unsupported(name: str) -> list:
    return [a for a in abilities_of(name) if isinstance(a, dict) and "unsupported" in a]


# --- Inchblade Companion: "..., except it doesn't have this ability" (CR 707.9b, 603.2) --------------------------------

def test_inchblade_companion_reads_whole_707_9b():
    assert _unsupported("Inchblade Companion") == []
    assert {"trigger": {"once_each_turn": "self_becomes_attached"},
            "effect": "create_token_copy_self_without_this_ability"} in abilities_of("Inchblade Companion")


def test_inchblade_companion_attached_makes_a_copy_without_the_trigger_707_9b_702_151b(engine):
    """Alice pays {2} to attach Inchblade Companion to her Runeclaw Bear (702.151a); it becomes attached to a creature:
    its ability triggers (603.2). Resolved, a token copy of the Companion (707.2): a 1/1 artifact creature named
    Inchblade Companion (not attached, so a creature, 702.151b) with reconfigure but without the triggered ability
    (707.9b); nothing else is on the stack."""
    s = make_state([bf("ic", "Inchblade Companion"), bf("rb", "Runeclaw Bear"), *basics("alice", "Plains", 2)])
    s = only(engine.apply(s, {"action": "activate", "object": "ic", "ability": {"k3_reconfigure_attach": "{2}"},
                              "targets": ["rb"]}))
    s = pass_pass(engine, s)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Inchblade Companion", 1, 1)
    assert "creature" in c["types"] and "artifact" in c["types"]
    assert {"k3_reconfigure": "{2}"} in c["abilities"]
    assert not [a for a in c["abilities"] if isinstance(a, dict) and "trigger" in a]
    assert stack_abilities(s) == []


# --- Kambal, Profiteering Mayor: "one or more tokens your opponents control enter" (CR 603.2c, 111.1, 110.5b) ----------

def test_kambal_reads_whole_603_2():
    assert _unsupported("Kambal, Profiteering Mayor") == []


def test_kambal_copies_bobs_token_tapped_once_each_turn_603_2_110_5b(engine):
    """Bob creates a token copy of his Runeclaw Bear: a token his (Alice's opponent's) enters, so Kambal's first ability
    triggers (603.2); the second ("tokens you control") doesn't. Resolved: Alice creates a tapped token copy of Bob's
    token (707.2, 110.5b), a Runeclaw Bear she controls; her token entering now triggers the second ability (one on the
    stack). Bob creates another token the same turn: the first ability has triggered this turn, so nothing more
    triggers (603.2, "only once each turn")."""
    s = make_state([bf("km", "Kambal, Profiteering Mayor"), bf("rb", "Runeclaw Bear", "bob")])
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "rb", "controller": "bob"})
    s = out.state
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    mine = [t for t in tokens(s) if t.get("controller", t["owner"]) == "alice"]
    assert len(mine) == 1 and mine[0].get("tapped") is True
    assert chars(engine, s, mine[0]["id"])["name"] == "Runeclaw Bear"
    assert len(stack_abilities(s)) == 1
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "rb", "controller": "bob"})
    assert len(stack_abilities(out.state)) == 1


# --- Scouring Swarm: "Whenever you sacrifice a land, ... if seven or more land cards ... Otherwise, ..." ---------------

def test_scouring_swarm_reads_whole_701_21a():
    assert _unsupported("Scouring Swarm") == []


def _swarm_sacrificed(engine, forests: int):
    """Alice casts Chain of Vapor on her Runeclaw Bear; resolved, the Bear returns to her hand and she may sacrifice a
    land: she sacrifices her Island (and doesn't copy the spell): Scouring Swarm's ability triggers (603.2, 701.21a)."""
    s = make_state([bf("sw", "Scouring Swarm"), bf("rb", "Runeclaw Bear"), bf("is", "Island"),
                    zone("cv", "Chain of Vapor", "hand"), *[zone(f"f{i}", "Forest", "graveyard") for i in range(forests)]])
    s = only(engine.apply(s, {"action": "cast", "object": "cv", "targets": ["rb"]}))
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    (s,) = [o.state for o in outs if len(o.state.doc.get("stack", [])) == 1]
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["sw"]
    return pass_pass(engine, s)


def test_scouring_swarm_counts_the_sacrificed_land_tapped_copy_608_2c_110_5b(engine):
    """Six Forests in Alice's graveyard and the sacrificed Island: seven land cards as the ability resolves (the
    condition isn't an intervening if: it is checked on resolution, 608.2c), so a tapped token copy of Scouring Swarm
    (707.2, 110.5b): a 1/1 Insect with flying named Scouring Swarm."""
    s = _swarm_sacrificed(engine, 6)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Scouring Swarm", 1, 1) and "flying" in c["abilities"]
    assert tok.get("tapped") is True


def test_scouring_swarm_with_six_land_cards_makes_a_tapped_insect_608_2c_111_4(engine):
    """Five Forests and the Island: six land cards, so instead a tapped 1/1 black Insect creature token with flying
    (111.4, 110.5b)."""
    s = _swarm_sacrificed(engine, 5)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Insect Token", 1, 1, ["black"])
    assert "flying" in c["abilities"] and tok.get("tapped") is True


# --- Ochre Jelly: "When this creature dies, if it had two or more +1/+1 counters on it, ..." (CR 603.10a, 603.7a) -------

def test_ochre_jelly_reads_whole_603_7a():
    assert _unsupported("Ochre Jelly") == []


def test_ochre_jelly_with_three_counters_returns_as_a_1_1_token_at_the_end_step_603_7a_122_6(engine):
    """Alice's Ochre Jelly with three +1/+1 counters dies in her second main phase: it had two or more (603.10a, 603.4),
    so the ability triggers; resolved, it makes a delayed trigger (603.7a). Nothing happens until the end step begins
    (the stack is then empty: only the delayed trigger waits). As the end step begins it triggers; resolved, a token
    copy of Ochre Jelly (707.2: a 0/0 with trample) with half of three +1/+1 counters rounded down: one (a 1/1)."""
    s = make_state([bf("oj", "Ochre Jelly", counters={"+1/+1": 3})], phase="postcombat_main")
    (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "oj", "to": "graveyard"})
    s = out.state
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["oj"]
    s = pass_pass(engine, s)
    assert tokens(s) == [] and stack_abilities(s) == []
    s = pass_pass(engine, s)    # to the end step: the delayed trigger triggers
    assert len(stack_abilities(s)) == 1 and tokens(s) == []
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Ochre Jelly", 1, 1) and "trample" in c["abilities"]
    assert tok.get("counters") == {"+1/+1": 1}


def test_ochre_jelly_with_one_counter_doesnt_trigger_603_4(engine):
    """With one +1/+1 counter as it dies, the intervening-if condition is false: nothing triggers (603.4)."""
    s = make_state([bf("oj", "Ochre Jelly", counters={"+1/+1": 1})])
    (out,) = engine.apply(s, {"event": "leaves_battlefield", "object": "oj", "to": "graveyard"})
    assert stack_abilities(out.state) == []


# --- Twilight Diviner: "... other creatures you control enter, if they entered or were cast from a graveyard" ----------

def test_twilight_diviner_reads_whole_603_2():
    assert _unsupported("Twilight Diviner") == []


def test_twilight_diviner_copies_a_creature_from_a_graveyard_once_each_turn_603_2_603_4_707_2(engine):
    """Hill Giant enters under Alice's control from her hand: not from a graveyard, so nothing triggers (603.4). Runeclaw
    Bear enters from her graveyard: the ability triggers (603.2); resolved, a token copy of the Bear (707.2, 111.1).
    Grizzly Bears then enters from her graveyard the same turn: the ability has triggered this turn, nothing more."""
    s = make_state([bf("td", "Twilight Diviner"), zone("hg", "Hill Giant", "hand"), zone("rb", "Runeclaw Bear", "graveyard"),
                    zone("gb", "Grizzly Bears", "graveyard")])
    (out,) = engine.apply(s, {"event": "move", "object": "hg", "to": "battlefield"})
    assert stack_abilities(out.state) == []
    (out,) = engine.apply(out.state, {"event": "move", "object": "rb", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["td"]
    s = pass_pass(engine, out.state)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Runeclaw Bear"
    (out,) = engine.apply(s, {"event": "move", "object": "gb", "to": "battlefield"})
    assert stack_abilities(out.state) == []


# --- Benthic Anomaly: "for each opponent, choose a creature that player controls ..." (CR 608.2d, 707.9b) ------------

def test_benthic_anomaly_reads_whole_601_2i():
    assert _unsupported("Benthic Anomaly") == []


def test_benthic_anomaly_copies_one_chosen_creature_with_the_total_pt_as_a_colorless_eldrazi_608_2d_707_9b(engine):
    """Three players. Alice casts Benthic Anomaly; its cast trigger (601.2i, 603.2) resolves first: she chooses Bob's Hill
    Giant (3/3) and Carol's Runeclaw Bear (2/2), the only creatures they control, then one of the two (608.2d: two
    resulting states): a token copy of it (707.2) that is 5/5 (3 + 2 and 3 + 2), colorless, with the card type creature
    and the subtype Eldrazi only (707.9b), its name the copied one's."""
    players = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]
    s = make_state([zone("ba", "Benthic Anomaly", "hand"), bf("hg", "Hill Giant", "bob"),
                    bf("rb", "Runeclaw Bear", "carol"), *basics("alice", "Island", 7)], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "ba"}))
    for _ in range(2):
        s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    got = set()
    for o in outs:
        (tok,) = tokens(o.state)
        c = chars(engine, o.state, tok["id"])
        assert (c["power"], c["toughness"], c.get("colors", []), c["types"], c["subtypes"]) == \
            (5, 5, [], ["creature"], ["Eldrazi"])
        got.add(c["name"])
    assert got == {"Hill Giant", "Runeclaw Bear"}


# --- Arna Kennerüd, Skycaptain: "Whenever a modified creature you control attacks, ..." (CR 700.9, 701.10e, 707.2) ----

def test_arna_kennerud_reads_whole_700_9():
    assert _unsupported("Arna Kennerüd, Skycaptain") == []


def test_arna_kennerud_doubles_counters_and_copies_the_attached_aura_onto_it_700_9_701_10e_707_2(engine):
    """Runeclaw Bear (one +1/+1 counter, enchanted by Alice's Followed Footsteps) and Grizzly Bears (unmodified) attack:
    only the Bear is modified (700.9): one trigger (603.2c). Resolved: the Bear has two +1/+1 counters (701.10e), a
    4/4, and a token copy of Followed Footsteps (707.2) is attached to it (701.3a)."""
    s = make_state([bf("ak", "Arna Kennerüd, Skycaptain"), bf("rb", "Runeclaw Bear", counters={"+1/+1": 1}),
                    bf("ff", "Followed Footsteps", attached_to="rb"), bf("gb", "Grizzly Bears")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rb", "gb"]}))
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["ak"]
    s = pass_pass(engine, s)
    rb = next(o for o in s.doc["objects"] if o["id"] == "rb")
    assert rb.get("counters") == {"+1/+1": 2}
    c = chars(engine, s, "rb")
    assert (c["power"], c["toughness"]) == (4, 4)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Followed Footsteps" and tok.get("attached_to") == "rb"


# --- Orvar, the All-Form (CR 601.2c, 603.4, 608.2d, 701.9a, 707.2) ---------------------------------------------------

def test_orvar_reads_whole_603_2():
    assert _unsupported("Orvar, the All-Form") == []


def test_orvar_copies_the_permanent_alices_instant_targets_603_4_707_2(engine):
    """Alice casts Lightning Bolt at Bob's Hill Giant: it targets no permanent she controls, nothing triggers (603.4).
    Cast instead at her own Runeclaw Bear: Orvar's ability triggers (601.2i) and resolves first: a token copy of the Bear
    (707.2), while the Bolt is still on the stack."""
    objs = [bf("ov", "Orvar, the All-Form"), bf("rb", "Runeclaw Bear"), bf("hg", "Hill Giant", "bob"),
            bf("m1", "Mountain"), zone("lb", "Lightning Bolt", "hand")]
    s = make_state(objs)
    assert stack_abilities(only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["hg"]}))) == []
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["rb"]}))
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["ov"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Runeclaw Bear" and "lb" in s.doc["stack"]


def test_orvar_discarded_by_bobs_spell_copies_a_target_permanent_701_9a_603_2_115_1(engine):
    """Bob casts Chain of Smog targeting Alice: she discards her two cards, Orvar among them (701.9a), caused by a spell
    her opponent controls: Orvar's ability triggers from her graveyard (603.2), controlled by her, targeting a
    permanent (115.1): with Bob's Hill Giant as the target, resolved, Alice creates a token copy of the Giant (707.2)."""
    s = make_state([zone("ov", "Orvar, the All-Form", "hand"), zone("is", "Island", "hand"),
                    bf("hg", "Hill Giant", "bob"), *basics("bob", "Swamp", 2), zone("cs", "Chain of Smog", "hand", "bob")],
                   active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "cs", "targets": ["alice"]}))
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    mine = [o.state for o in outs for a in stack_abilities(o.state)[-1:]
            if a["ability"]["source"] == "ov" and a.get("targets") == ["hg"]]
    assert mine
    s = mine[0]
    assert next(o for o in s.doc["objects"] if o["id"] == "ov")["zone"] == "graveyard"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Hill Giant" and tok.get("controller", tok["owner"]) == "alice"


# --- Ran and Shaw: "if you cast them and there are three or more Dragon and/or Lesson cards in your graveyard" ---------

RAN = "Ran and Shaw"


def test_ran_and_shaw_copy_line_reads_603_4():
    assert {"trigger": "enters", "if": {"you_cast_it_and_graveyard_has_subtypes": 3, "subtypes": ["Dragon", "Lesson"]},
            "effect": {"create_token_copy": "self", "except": {"remove_supertypes": ["legendary"]}}} \
        in abilities_of(RAN)


def test_ran_and_shaw_reads_whole():
    assert _unsupported(RAN) == []


def _ran_cast(engine, gy: list[str]):
    s = make_state([zone("rs", RAN, "hand"), *basics("alice", "Mountain", 5),
                    *[zone(f"g{i}", c, "graveyard") for i, c in enumerate(gy)]])
    s = only(engine.apply(s, {"action": "cast", "object": "rs"}))
    return pass_pass(engine, s)


def test_ran_and_shaw_cast_with_three_dragons_and_lessons_makes_a_nonlegendary_copy_603_4_707_9b(engine):
    """Alice casts Ran and Shaw with Astral Dragon, Deceptive Frostkite (Dragons) and Echocasting Symposium (a Lesson) in
    her graveyard: it entered as the spell she cast and three such cards are there, so the ability triggers (603.4);
    resolved, a token copy of Ran and Shaw that isn't legendary (707.9b)."""
    s = _ran_cast(engine, ["Astral Dragon", "Deceptive Frostkite", "Echocasting Symposium"])
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["rs"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == RAN and "legendary" not in c.get("supertypes", [])


def test_ran_and_shaw_with_two_such_cards_doesnt_trigger_603_4(engine):
    """Two Dragon and/or Lesson cards only: the condition is false as it enters, nothing triggers (603.4)."""
    s = _ran_cast(engine, ["Astral Dragon", "Echocasting Symposium", "Mountain"])
    assert stack_abilities(s) == [] and tokens(s) == []


# --- Preston, the Vanisher: "... enters, if it wasn't cast, ... except it's a 0/1 white Illusion" (CR 601.2a, 707.9b) --

PRESTON = "Preston, the Vanisher"


def test_preston_copy_line_reads_603_4():
    assert {"trigger": "another_nontoken_creature_you_control_enters_uncast", "effect": {
        "create_token_copy": "that", "except": {"power": 0, "toughness": 1, "colors": ["white"],
                                                "subtypes": ["Illusion"]}}} in abilities_of(PRESTON)


def test_preston_reads_whole():
    """Preston, the Vanisher reads whole: its cost "Sacrifice five Illusions" (CR 118.3, 701.21a) is read since
    effects5's "Sacrifice N SUBTYPEs" cost."""
    assert _unsupported(PRESTON) == []


def test_preston_copies_a_creature_put_onto_the_battlefield_not_one_cast_601_2a_707_9b(engine):
    """Runeclaw Bear is put onto the battlefield from Alice's hand (not cast): the ability triggers (603.2); resolved, a
    token copy of it that is a 0/1 white Illusion named Runeclaw Bear (707.9b: power, toughness, color and creature type
    set). Then Alice casts Grizzly Bears: it resolves and enters, but it was cast: nothing triggers (603.4)."""
    s = make_state([bf("pv", PRESTON), zone("rb", "Runeclaw Bear", "hand"), zone("gb", "Grizzly Bears", "hand"),
                    *basics("alice", "Forest", 2)])
    (out,) = engine.apply(s, {"event": "move", "object": "rb", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["pv"]
    s = pass_pass(engine, out.state)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == \
        ("Runeclaw Bear", 0, 1, ["white"], ["Illusion"])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "gb"})))
    assert next(o for o in s.doc["objects"] if o["id"] == "gb")["zone"] == "battlefield"
    assert stack_abilities(s) == []


# --- Stangg, Echo Warrior: the Twin and copies of the Auras and Equipment attached (CR 111.4, 508.4, 707.2, 603.7a) ----

STANGG = "Stangg, Echo Warrior"


def test_stangg_reads_whole_111_4():
    assert _unsupported(STANGG) == []


def test_stangg_attacks_makes_the_twin_attacking_with_a_copy_of_its_aura_508_4_707_2_701_3a(engine):
    """Stangg, enchanted by Alice's Followed Footsteps, attacks Bob: its ability triggers (508.1m). Resolved: Stangg Twin,
    a legendary 3/4 red and green Human Warrior creature token (111.4), tapped and attacking Bob (508.4, 110.5b), and a
    token copy of Followed Footsteps (707.2) attached to the Twin (701.3a)."""
    s = make_state([bf("st", STANGG), bf("ff", "Followed Footsteps", attached_to="st")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["st"]}))
    s = pass_pass(engine, s)
    toks = {chars(engine, s, t["id"])["name"]: t for t in tokens(s)}
    assert set(toks) == {"Stangg Twin", "Followed Footsteps"}
    twin = toks["Stangg Twin"]
    c = chars(engine, s, twin["id"])
    assert (c["power"], c["toughness"], sorted(c["colors"]), c["subtypes"], c.get("supertypes")) == \
        (3, 4, ["green", "red"], ["Human", "Warrior"], ["legendary"])
    assert (twin.get("tapped"), twin.get("attacking")) == (True, "bob")
    assert toks["Followed Footsteps"].get("attached_to") == twin["id"]
    # 603.7a: a delayed trigger waits for the next end step to sacrifice the tokens created this way
    (dt,) = s.doc["delayed_triggers"]
    assert (dt["text"]["trigger"], dt["text"]["effect"]["leave_tokens_created"]) == ("next_end_step", "sacrifice")


# --- Nacatl War-Pride (CR 509.1b, 509.1c, 508.4, 707.2, 603.7a) --------------------------------------------------------

NACATL = "Nacatl War-Pride"


def test_nacatl_war_pride_reads_whole_509_1c():
    assert _unsupported(NACATL) == []
    assert abilities_of(NACATL)[:2] == ["must_be_blocked", "cant_be_blocked_by_more_than_one"]


def test_nacatl_war_pride_attacking_makes_a_tapped_attacking_copy_per_defending_creature_508_4_603_7a(engine):
    """Nacatl War-Pride attacks Bob, who controls Hill Giant and Grizzly Bears: resolved, two token copies of it (X = 2,
    506.2, 707.2), each tapped and attacking Bob (508.4, 110.5b), and a delayed trigger to exile them (603.7a). Bob then
    must block exactly one Nacatl with exactly one creature each where able (509.1b-c): blocking none, or one Nacatl with
    both creatures, is illegal; each creature blocking a different Nacatl is legal."""
    s = make_state([bf("nw", NACATL), bf("hg", "Hill Giant", "bob"), bf("gb", "Grizzly Bears", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["nw"]}))
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2 and all((t.get("tapped"), t.get("attacking")) == (True, "bob") for t in toks)
    assert {chars(engine, s, t["id"])["name"] for t in toks} == {NACATL}
    (dt,) = s.doc["delayed_triggers"]
    assert (dt["text"]["trigger"], dt["text"]["effect"]["leave_tokens_created"]) == ("next_end_step", "exile")
    s = pass_pass(engine, s)
    assert s.doc["step"] == "declare_blockers" and s.doc.get("priority") is None
    t1, t2 = (t["id"] for t in toks)
    assert not engine.why_not(s, {"action": "declare_blockers", "player": "bob", "blockers": []}).legal
    both = [{"object": "hg", "blocks": "nw"}, {"object": "gb", "blocks": "nw"}]
    assert not engine.why_not(s, {"action": "declare_blockers", "player": "bob", "blockers": both}).legal
    split = [{"object": "hg", "blocks": "nw"}, {"object": "gb", "blocks": t1}]
    assert engine.why_not(s, {"action": "declare_blockers", "player": "bob", "blockers": split}).legal


# --- Imperial Mask: "each of your teammates creates a token that's a copy of this enchantment" (CR 102.3, 603.4) ------

def test_imperial_mask_reads_whole_102_3():
    assert _unsupported("Imperial Mask") == []


def test_imperial_mask_in_a_two_player_game_gives_no_teammate_a_copy_102_3_603_4(engine):
    """Imperial Mask enters Alice's battlefield (a card, not a token): its ability triggers (603.4). In a two-player game
    Bob is her opponent and she has no teammate (102.3): resolved, no token is created."""
    s = make_state([zone("im", "Imperial Mask", "hand")])
    (out,) = engine.apply(s, {"event": "move", "object": "im", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["im"]
    s = pass_pass(engine, out.state)
    assert tokens(s) == [] and stack_abilities(s) == []


# --- Mishra, Eminent One: "except its name is Mishra's Warform and it's a 4/4 Construct artifact creature ..." --------

def test_mishra_eminent_one_reads_whole_707_9b():
    assert _unsupported("Mishra, Eminent One") == []


def test_mishra_copies_a_noncreature_artifact_as_a_4_4_warform_with_haste_707_9b_611_2(engine):
    """At the beginning of combat on Alice's turn (her main phase passed), Mishra's ability triggers targeting her only
    noncreature artifact, a test Gadget token (an artifact with no abilities). Resolved: a token copy of it (707.2) named
    Mishra's Warform, a 4/4 artifact creature with the subtype Construct (707.9b), with haste (611.2), and a delayed
    trigger to sacrifice it at the next end step (603.7a)."""
    s = make_state([bf("me", "Mishra, Eminent One"), token("mw", GADGET)])
    s = pass_pass(engine, s)
    (ab,) = stack_abilities(s)
    assert ab.get("targets") == ["mw"]
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] != "mw"]
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Mishra's Warform", 4, 4)
    assert sorted(c["types"]) == ["artifact", "creature"] and c["subtypes"] == ["Construct"]
    assert "haste" in c["abilities"]
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"]["trigger"] == "next_end_step"


# --- Three Dog, Galaxy News DJ: "you may pay {2} and sacrifice an Aura attached to ~. When you do, ..." (CR 603.12) ---

def test_three_dog_reads_whole_603_12():
    assert _unsupported("Three Dog, Galaxy News DJ") == []


def test_three_dog_sacrifices_its_aura_and_copies_it_onto_the_other_attacker_608_2d_603_12_701_3a(engine):
    """Three Dog (enchanted by Alice's Followed Footsteps) and Runeclaw Bear attack: "whenever you attack" triggers
    (508.1m). Resolved, Alice may pay {2} and sacrifice the Aura (608.2d: two resulting states). Paying: Footsteps goes to
    her graveyard (701.21a) and the reflexive ability triggers (603.12); resolved, a token copy of Followed Footsteps
    attached to the Bear, the other attacking creature (707.2, 701.3a)."""
    s = make_state([bf("td", "Three Dog, Galaxy News DJ"), bf("ff", "Followed Footsteps", attached_to="td"),
                    bf("rb", "Runeclaw Bear"), *basics("alice", "Plains", 2)],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["td", "rb"]}))
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert len(outs) == 2
    (s,) = [o.state for o in outs if next(x for x in o.state.doc["objects"] if x["id"] == "ff")["zone"] == "graveyard"]
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["td"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Followed Footsteps" and tok.get("attached_to") == "rb"


# --- Springheart Nantuko: "you may pay {1}{G} if this permanent is attached to a creature you control ..." ------------

SPRING = "Springheart Nantuko"


def test_springheart_nantuko_copy_line_reads_608_2d():
    assert {"trigger": "land_you_control_enters", "effect": {
        "pay_copy_attached_creature_or": "{1}{G}", "otherwise": {"create_tokens": {"count": 1, "token": {
            "power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Insect"], "types": ["creature"],
            "name": "Insect Token"}}}}} in abilities_of(SPRING)


def test_springheart_nantuko_reads_whole():
    assert _unsupported(SPRING) == []


def test_springheart_nantuko_unattached_makes_an_insect_when_a_land_enters_608_2c_111_1(engine):
    """Springheart Nantuko is a creature, attached to nothing: a land entering under Alice's control triggers landfall
    (603.2); resolved, she can't pay to copy (no creature it's attached to), so no token was created that way and she
    creates a 1/1 green Insect creature token (111.1, 111.4)."""
    s = make_state([bf("sn", SPRING), zone("f1", "Forest", "hand")])
    (out,) = engine.apply(s, {"event": "move", "object": "f1", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["sn"]
    s = pass_pass(engine, out.state)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Insect Token", 1, 1, ["green"])


#: a test card (not a real card): an Aura with Springheart Nantuko's landfall line, standing for the bestowed Nantuko
SPRING_TEXT = ("Enchant creature\nLandfall — Whenever a land you control enters, you may pay {1}{G} if this permanent is "
               "attached to a creature you control. If you do, create a token that's a copy of that creature. If you "
               "didn't create a token this way, create a 1/1 green Insect creature token.")


def test_springheart_line_attached_pays_to_copy_the_creature_or_declines_for_an_insect_608_2d_707_2(engine):
    """The test Aura is attached to Alice's Runeclaw Bear; a land enters under her control: resolved, she may pay {1}{G}
    (608.2d: two resulting states): paying, a token copy of the Bear (707.2); declining, no token was created that way,
    so a 1/1 green Insect."""
    from pyglue.oracle import parse_text
    card = {"name": "Test Springheart Aura", "mana_cost": "{1}{G}", "types": ["enchantment"], "subtypes": ["Aura"],
            "notes": SPRING_TEXT, "abilities": parse_text(SPRING_TEXT, "Test Springheart Aura", ["enchantment"])}
    s = make_state([bf("rb", "Runeclaw Bear"), bf("sa", "Test Springheart Aura", attached_to="rb"),
                    zone("f1", "Forest", "hand"), *basics("alice", "Forest", 1)], cards=[card])
    (out,) = engine.apply(s, {"event": "move", "object": "f1", "to": "battlefield"})
    outs = engine.apply(only(engine.apply(out.state, {"action": "pass"})), {"action": "pass"})
    assert sorted(chars(engine, o.state, t["id"])["name"] for o in outs for t in tokens(o.state)) == \
        ["Insect Token", "Runeclaw Bear"]


# --- Calamity, Galloping Inferno: "choose a nonlegendary creature that saddled it this turn ..." (CR 702.171c) -------

CALAMITY = "Calamity, Galloping Inferno"


def test_calamity_reads_whole_702_171c():
    assert _unsupported(CALAMITY) == []


def test_calamity_saddling_records_the_creature_that_saddled_it_702_171c(engine):
    """Alice taps Runeclaw Bear to pay Calamity's Saddle 1 (702.171a): the Bear saddled Calamity this turn (702.171c)."""
    s = make_state([bf("ca", CALAMITY), bf("rb", "Runeclaw Bear")])
    s = only(engine.apply(s, {"action": "activate", "object": "ca", "ability": {"activated": {
        "cost": "", "effect": "self_becomes_saddled", "tap": False}}}))
    assert next(o for o in s.doc["objects"] if o["id"] == "ca").get("saddled_by_this_turn") == ["rb"]


def test_calamity_attacking_saddled_copies_its_saddler_twice_tapped_and_attacking_508_4_603_7a(engine):
    """Calamity, saddled this turn by Runeclaw Bear, attacks Bob: its ability triggers (702.171b). Resolved: the only
    nonlegendary creature that saddled it is the Bear, chosen in both processes: two token copies of the Bear (707.2),
    each tapped and attacking Bob (508.4), and two delayed triggers to sacrifice them at the next end step (603.7a)."""
    s = make_state([bf("ca", CALAMITY, designations=["saddled"], saddled_by_this_turn=["rb"]),
                    bf("rb", "Runeclaw Bear", tapped=True)], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ca"]}))
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["ca"]
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2 and {chars(engine, s, t["id"])["name"] for t in toks} == {"Runeclaw Bear"}
    assert all((t.get("tapped"), t.get("attacking")) == (True, "bob") for t in toks)
    assert sorted(d["text"]["trigger"] for d in s.doc["delayed_triggers"]) == ["next_end_step", "next_end_step"]


def test_tokencopy6_cards_keep_derive_decided_by_grounding():
    """DESIGN.md: derive stays decided by grounding alone with this branch's cards on the battlefield and in
    hand (an offer to pay once read off the resolution, not the text, made the mana rules undecided)."""
    from .conftest import undecided_by_grounding
    s = make_state([bf("td", "Three Dog, Galaxy News DJ"), bf("ff", "Followed Footsteps", attached_to="td"),
                    bf("sn", SPRING), bf("ca", CALAMITY, designations=["saddled"], saddled_by_this_turn=["rb"]),
                    bf("rb", "Runeclaw Bear"), *basics("alice", "Forest", 2)])
    assert undecided_by_grounding(s, "derive") == []


# --- Inalla, Archmage Ritualist: eminence, from the command zone too (CR 113.6, 608.2d, 707.2) -------------------------

INALLA = "Inalla, Archmage Ritualist"


def test_inalla_copy_line_reads_113_6():
    assert {"trigger": "another_nontoken_wizard_you_control_enters_eminence", "effect": [
        {"may_pay": "{1}", "then": {"create_token_copy": "that"}}, {"token_gains": "haste", "until": "forever"},
        {"tokens_leave": "exile", "at": "next_end_step"}]} in abilities_of(INALLA)


def test_inalla_reads_whole():
    assert _unsupported(INALLA) == []


def test_inalla_in_the_command_zone_copies_a_wizard_entering_113_6_608_2d(engine):
    """Inalla is in Alice's command zone; Archivist (a Human Wizard) enters under her control from her hand: eminence
    works from the command zone (113.6), so the ability triggers. Resolved, she may pay {1} (608.2d: two resulting
    states): paying, a token copy of Archivist (707.2) with haste (611.2)."""
    s = make_state([zone("in", INALLA, "command"), zone("ar", "Archivist", "hand"), *basics("alice", "Island", 1)])
    (out,) = engine.apply(s, {"event": "move", "object": "ar", "to": "battlefield"})
    assert [a["ability"]["source"] for a in stack_abilities(out.state)] == ["in"]
    outs = engine.apply(only(engine.apply(out.state, {"action": "pass"})), {"action": "pass"})
    (s,) = [o.state for o in outs if tokens(o.state)]
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Archivist" and "haste" in c["abilities"]


# --- Ashling, the Limitless: "Whenever you sacrifice a nontoken Elemental, create a token that's a copy of it. ..." ----

ASHLING = "Ashling, the Limitless"
#: a test card (not a real card): a sacrifice outlet
ALTAR_TEXT = "{1}, Sacrifice another creature: You gain 1 life."


def test_ashling_copy_line_reads_701_21a():
    assert {"trigger": {"you_sacrifice_a_nontoken": "Elemental"},
            "effect": {"copy_that_haste_sacrifice_unless_pay": "{W}{U}{B}{R}{G}"}} in abilities_of(ASHLING)


def test_ashling_reads_whole():
    # (its evoke line: branch effects5's grant_evoke_from_hand, tests/test_effects5_costs.py)
    assert _unsupported(ASHLING) == []


def test_ashling_copies_a_sacrificed_elemental_with_a_delayed_sacrifice_701_21a_707_2_603_7a(engine):
    """Alice sacrifices her Colorstorm Stallion (a nontoken Elemental) to the test altar's cost: Ashling's ability
    triggers (701.21a, 603.2). Resolved: a token copy of the Stallion (707.2) with haste (611.2), and a delayed trigger
    for her next end step that will sacrifice it unless she pays {W}{U}{B}{R}{G} (603.7a, 118.12)."""
    from pyglue.oracle import parse_text
    altar = {"name": "Test Altar", "mana_cost": "{1}", "types": ["artifact"], "notes": ALTAR_TEXT,
             "abilities": parse_text(ALTAR_TEXT, "Test Altar", ["artifact"])}
    s = make_state([bf("as", ASHLING), bf("cs", "Colorstorm Stallion"), bf("al", "Test Altar"),
                    *basics("alice", "Mountain", 1)], cards=[altar])
    outs = engine.apply(s, {"action": "activate", "object": "al", "ability": 0})
    (s,) = [o.state for o in outs if next(x for x in o.state.doc["objects"] if x["id"] == "cs")["zone"] == "graveyard"]
    assert "as" in [a["ability"]["source"] for a in stack_abilities(s)]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Colorstorm Stallion" and "haste" in c["abilities"]
    (dt,) = s.doc["delayed_triggers"]
    assert dt["text"]["trigger"] == "your_next_end_step"
    assert dt["text"]["effect"]["cost"] == "{W}{U}{B}{R}{G}"


def test_ashlings_delayed_trigger_sacrifices_the_token_she_cant_pay_for_118_12_701_21a(engine):
    """At the beginning of Alice's end step the delayed trigger (603.7a) triggers; resolved, she can't pay
    {W}{U}{B}{R}{G} (no mana), so she sacrifices the token (118.12, 701.21a): it leaves the battlefield."""
    dt = {"source": "as", "controller": "alice", "text": {"trigger": "your_next_end_step", "effect": {
        "sacrifice_object_unless_pay": "tk", "cost": "{W}{U}{B}{R}{G}"}}}
    s = make_state([bf("as", ASHLING), token("tk", GADGET)], phase="postcombat_main", delayed_triggers=[dt])
    s = pass_pass(engine, s)
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["as"]
    s = pass_pass(engine, s)
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []
