"""Token copies 5 (branch tokencopy5, issue 22; CR 707.2, 707.9, 111.1, 603.4, 603.7): more census token copy abilities,
real cards by name from the bundled library, in tiny states. Each expected value is worked out from the CR and the
cards' rulings before running the engine."""

from __future__ import annotations

from pyglue.state import state_from_document

from .conftest import lands, make_state, only
from .test_keywords_costs import at, passes
from .test_token_copies_more import abilities_of, bf, stack_abilities, zone
from .test_tokencopy2 import GADGET, MOUSE, act_targets, chars, pass2, pass_pass, token, tokens

# --- "if you cast it" (CR 603.4, 601.2) -------------------------------------------------------------------------------

SKITTER = "Skitterbeam Battalion"


def test_skitterbeam_battalion_parses_603_4():
    assert abilities_of(SKITTER)[-1] == {"trigger": "enters", "if": "you_cast_it",
                                         "effect": {"create_token_copy": "self", "count": 2}}


def test_skitterbeam_battalion_cast_makes_two_copies_that_dont_copy_again_603_4_718_3d_707_2(engine):
    """CR 601.2, 603.4: Alice casts the Battalion prototyped (five Mountains) and it resolves: she cast it, so its enters
    ability triggers, and the condition still holds as it resolves: two tokens that are copies of it (CR 111.1, 707.2),
    each, as a copy of a prototyped permanent, a red 2/2 Skitterbeam Battalion with trample and haste (718.3d). The
    tokens entering weren't cast: their own copies of the ability don't trigger (603.4), so the stack is then empty."""
    s = make_state([at("sk", SKITTER, "hand"), *[at(f"m{i}", "Mountain", "battlefield") for i in range(5)]])
    s = only(engine.apply(s, {"action": "cast", "object": "sk", "as": "prototype"}))
    (s,) = passes(engine, s)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2
    for t in toks:
        c = chars(engine, s, t["id"])
        assert (c["name"], c["power"], c["toughness"], c["colors"]) == (SKITTER, 2, 2, ["red"])
        assert "trample" in c["abilities"] and "haste" in c["abilities"]
    assert stack_abilities(s) == []


def test_skitterbeam_battalion_not_cast_doesnt_trigger_603_4(engine):
    """CR 603.4: a token copy of the Battalion created by an effect (not cast) enters: its enters ability doesn't
    trigger, the stack stays empty and no more tokens come."""
    s = make_state([at("sk", SKITTER, "battlefield", cast_as="prototype")])
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "sk", "controller": "alice"})
    assert len(tokens(out.state)) == 1 and stack_abilities(out.state) == []


# --- X token copies with a quoted fight ability (CR 707.9b, 701.14) ---------------------------------------------------


def test_aggressive_biomancy_parses_707_9b_701_14a():
    assert abilities_of("Aggressive Biomancy") == [{"spell": {"target": "creature_you_control", "effect": {
        "create_token_copy": "target", "count": "X", "except": {"add_abilities": [
            {"trigger": "enters", "target": {"up_to_one": "creature_you_dont_control"},
             "effect": {"fight_source": "target"}}]}}}}]


def _biomancy(engine):
    """Alice casts Aggressive Biomancy ({X}{X}{G}{U}) with X = 1 on her Runeclaw Bear; it resolves: one token copy of the
    Bear with the quoted enters ability, which triggers (CR 603.6a) and targets up to one creature Alice doesn't control:
    Bob's Hill Giant, or none (CR 115.1d, 601.2c via 603.3d): two resulting states."""
    s = make_state([bf("rb", "Runeclaw Bear"), bf("hg", "Hill Giant", "bob"), at("ab", "Aggressive Biomancy", "hand"),
                    *lands("alice", islands=2, forests=2)])
    s = engine.apply(s, {"action": "cast", "object": "ab", "x": 1, "targets": ["rb"]})[0].state
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_aggressive_biomancy_token_fights_bobs_creature_701_14a_704_5g(engine):
    """CR 707.2, 707.9b: the token is a 2/2 Runeclaw Bear with the added ability. CR 701.14a: targeting the Hill Giant
    (3/3), they fight: the token deals 2 damage to the Giant, the Giant 3 to the token; the token dies (704.5g: it then
    ceases to exist, 704.5d) and the Giant survives with 2 damage."""
    outs = _biomancy(engine)
    assert sorted(str(a.get("targets")) for o in outs for a in stack_abilities(o.state)) == ["None", "['hg']"]
    s = next(o.state for o in outs if stack_abilities(o.state)[0].get("targets") == ["hg"])
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 2, 2)
    s = pass_pass(engine, s)
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []
    giant = next(o for o in s.doc["objects"] if o["id"] == "hg")
    assert (giant["zone"], giant.get("damage")) == ("battlefield", 2)


def test_aggressive_biomancy_token_with_no_target_fights_nothing_701_14b(engine):
    """CR 115.1d, 701.14b: with no target chosen, no damage is dealt: the token stays, the Giant is undamaged."""
    s = next(o.state for o in _biomancy(engine) if not stack_abilities(o.state)[0].get("targets"))
    s = pass_pass(engine, s)
    assert len([t for t in tokens(s) if t["zone"] == "battlefield"]) == 1
    assert next(o for o in s.doc["objects"] if o["id"] == "hg").get("damage") in (None, 0)


# --- "It gains haste and "When this token dies, draw a card."" (CR 611.2, 113.1b, 603.7) -------------------------------


def test_jaxis_parses_611_2_603_7():
    assert abilities_of("Jaxis, the Troublemaker")[0] == {"activated": {
        "cost": "{R}", "tap": True, "target": "another_creature_you_control", "effect": [
            {"create_token_copy": "target"},
            {"token_gains_quoted": {"trigger": "dies", "effect": {"draw": 1}}, "with": "haste", "until": "forever"},
            {"tokens_leave": "sacrifice", "at": "next_end_step"}]}, "also": "discard_a_card", "only": "sorcery"}


def test_jaxis_token_has_haste_and_draws_when_sacrificed_at_the_end_step_611_2_603_7a_603_10a(engine):
    """CR 602.2: Alice pays {R}, taps Jaxis and discards Hill Giant; resolved, the token copy of her Runeclaw Bear (CR
    707.2) gains haste and "When this token dies, draw a card." (CR 611.2: not copiable values). CR 603.7a: at the
    beginning of the next end step the delayed trigger sacrifices it; it dies, so its own ability triggers (603.10a: it
    looks back) and Alice draws her library's one card."""
    s = make_state([bf("jx", "Jaxis, the Troublemaker"), bf("rb", "Runeclaw Bear"), zone("hg", "Hill Giant", "hand"),
                    bf("m1", "Mountain"), zone("wo", "Wandering Ones", "library")])
    s = only(engine.apply(s, {"action": "activate", "object": "jx", "ability": 0, "targets": ["rb"]}))
    assert next(o for o in s.doc["objects"] if o["id"] == "hg")["zone"] == "graveyard"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Runeclaw Bear" and "haste" in c["abilities"]
    assert {"trigger": "dies", "effect": {"draw": 1}} in c["abilities"]
    for _ in range(12):     # to the end step, where the delayed trigger waits on the stack
        if s.doc["step"] == "end" and s.doc.get("stack"):
            break
        declare = s.doc["step"] == "declare_attackers" and s.doc.get("priority") is None
        s = only(engine.apply(s, {"action": "declare_attackers", "attackers": []} if declare else {"action": "pass"}))
    assert s.doc["step"] == "end"
    s = pass_pass(engine, s)            # the token is sacrificed; its dies ability triggers
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "wo")["zone"] == "hand"


# --- For the Common Good: X copies, then the tokens gain indestructible, then life for each token (CR 608.2c) -----------


def test_for_the_common_good_parses_608_2c():
    assert abilities_of("For the Common Good") == [{"spell": {"target": "token_you_control", "effect": [
        {"create_token_copy": "target", "count": "X"},
        {"tokens_you_control_gain": "indestructible", "until": "your_next_turn"},
        {"gain_life_per_token_you_control": 1}]}}]


def test_for_the_common_good_copies_then_all_her_tokens_gain_indestructible_and_life_608_2c_611_2a(engine):
    """Alice casts For the Common Good ({X}{X}{G}) with X = 2 on her Mouse token: two tokens that are copies of it (CR
    111.1, 707.2). CR 608.2c: then the tokens she controls, the two new ones with the Mouse (three; not Bob's Gadget),
    gain indestructible until her next turn (611.2a: the effect's duration is until_player alice's next turn); she gains
    1 life for each of the three: 23."""
    s = make_state([token("mo", MOUSE), token("ga", GADGET, "bob"), at("fg", "For the Common Good", "hand"),
                    *lands("alice", forests=5)])
    s = engine.apply(s, {"action": "cast", "object": "fg", "x": 2, "targets": ["mo"]})[0].state
    s = pass_pass(engine, s)
    mine = [t["id"] for t in tokens(s) if t.get("controller", t["owner"]) == "alice"]
    assert len(mine) == 3
    d = engine.derive(s)
    assert all("indestructible" in d.object(t).characteristics["abilities"] for t in mine)
    assert "indestructible" not in d.object("ga").characteristics["abilities"]
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 23
    (eff,) = [e for e in s.to_document()["continuous_effects"] if "indestructible" in e.get("gain_abilities", [])]
    assert (sorted(eff["affects"]), eff["until"], eff["until_player"]) == (sorted(mine), "your_next_turn", "alice")


# --- Penumbra Umbra: put into a graveyard from the battlefield, a copy of the creature it enchanted (CR 603.10a) --------


def test_penumbra_umbra_parses_603_10a_707_9b():
    assert abilities_of("Penumbra Umbra")[1] == {"trigger": "self_put_into_graveyard_from_battlefield", "effect": {
        "create_token_copy": "attached", "except": {"colors": ["black"]}}}


def test_penumbra_umbra_destroyed_by_umbra_armor_copies_the_creature_it_enchanted_in_black_702_89a_603_10a_707_9b(engine):
    """CR 702.89a, 704.5g: Alice's Grizzly Bears with 2 damage would be destroyed; the umbra armor destroys Penumbra
    Umbra instead (the Bears stay). CR 603.6c, 603.10a: the Umbra was put into a graveyard from the battlefield: its
    ability triggers, looking back at the Bears it enchanted. Resolved: a token that's a copy of the Bears, except it is
    black (CR 707.9b): a black 2/2 Grizzly Bears under Alice's control."""
    s = make_state([at("bears", "Grizzly Bears", "battlefield", damage=2),
                    at("umbra", "Penumbra Umbra", "battlefield", attached_to="bears")])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert next(o for o in s.doc["objects"] if o["id"] == "umbra")["zone"] == "graveyard"
    (ab,) = stack_abilities(s)
    assert ab["ability"]["that_spell"] == "bears"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["colors"], c["power"], c["toughness"]) == ("Grizzly Bears", ["black"], 2, 2)


# --- Colorstorm Stallion: "If five or more mana was spent to cast that spell" (CR 608.2c, 601.2h) -----------------------


def test_colorstorm_stallion_parses_608_2c():
    assert abilities_of("Colorstorm Stallion")[-1] == {"trigger": {"you_cast": ["instant", "sorcery"]}, "effect": [
        {"modify_pt": [1, 1], "until": "end_of_turn"},
        {"if": {"that_spell_mana_spent_at_least": 5}, "then": {"create_token_copy": "self"}}]}


def _stallion(engine, x: int):
    """Alice, with Colorstorm Stallion, casts For the Common Good ({X}{X}{G}) with X = ``x`` on her Mouse token, paying
    with Forests (2X + 1 mana); the Stallion's cast trigger (CR 601.2i, 603.2) goes on the stack above the spell and
    resolves first (both players pass)."""
    s = make_state([bf("cs", "Colorstorm Stallion"), token("mo", MOUSE), at("fg", "For the Common Good", "hand"),
                    *lands("alice", forests=2 * x + 1)])
    s = engine.apply(s, {"action": "cast", "object": "fg", "x": x, "targets": ["mo"]})[0].state
    assert len(stack_abilities(s)) == 1
    return pass_pass(engine, s)


def test_colorstorm_stallion_copies_itself_when_five_mana_was_spent_601_2h_608_2c_707_2(engine):
    """X = 2: five mana was spent on For the Common Good (CR 601.2h): the Stallion gets +1/+1 until end of turn and a
    token that's a copy of it is created (CR 707.2: the +1/+1 isn't a copiable value, so the token is a 3/3 Colorstorm
    Stallion; the Stallion is 4/4)."""
    s = _stallion(engine, 2)
    d = engine.derive(s)
    assert (d.object("cs").characteristics["power"], d.object("cs").characteristics["toughness"]) == (4, 4)
    (tok,) = [t for t in tokens(s) if t["id"] != "mo"]
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Colorstorm Stallion", 3, 3)


def test_colorstorm_stallion_no_copy_with_three_mana_608_2c(engine):
    """X = 1: three mana was spent: the Stallion only gets +1/+1; no token (CR 608.2c: the condition is false)."""
    s = _stallion(engine, 1)
    assert engine.derive(s).object("cs").characteristics["power"] == 4
    assert [t for t in tokens(s) if t["id"] != "mo"] == []


# --- Life of the Party: each opponent creates a copy of it, goaded for the rest of the game (CR 111.2, 701.15) ---------


def test_life_of_the_party_parses_603_4_111_2_701_15():
    assert abilities_of("Life of the Party")[-1] == {"trigger": "enters", "if": "self_not_token", "effect": [
        {"opponents_create_token_copy": "self"}, {"tokens_goaded": "rest_of_game"}]}


def test_life_of_the_party_gives_bob_a_goaded_copy_that_doesnt_copy_again_111_2_701_15b_603_4(engine):
    """Alice casts Life of the Party ({3}{R}); it enters, isn't a token, so its ability triggers (CR 603.4). Resolved:
    Bob, her one opponent, creates a token that's a copy of it (CR 111.2: under his control), goaded by Alice for the rest
    of the game (701.15b). The token entering is a token: its own copy of the ability doesn't trigger (603.4)."""
    s = make_state([at("lp", "Life of the Party", "hand"), *[at(f"m{i}", "Mountain", "battlefield") for i in range(4)]])
    s = only(engine.apply(s, {"action": "cast", "object": "lp"}))
    (s,) = passes(engine, s)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (tok["controller"], tok["goaded_for_the_rest_of_the_game_by"]) == ("bob", ["alice"])
    assert chars(engine, s, tok["id"])["name"] == "Life of the Party"
    assert stack_abilities(s) == []


def test_goaded_for_the_rest_of_the_game_keeps_its_attack_requirement_701_15b_508_1d(engine):
    """CR 701.15b, 508.1d: on Bob's turn, long after Alice's, his Runeclaw Bear goaded by her for the rest of the game
    must attack if able: declaring no attackers is illegal, attacking Alice is legal."""
    s = make_state([bf("rb", "Runeclaw Bear", "bob", goaded_for_the_rest_of_the_game_by=["alice"])], turn=9,
                   active_player="bob", phase="combat", step="declare_attackers", priority=None)
    assert not engine.why_not(s, {"action": "declare_attackers", "attackers": []}).legal
    assert engine.why_not(s, {"action": "declare_attackers", "attackers": [{"object": "rb", "player": "alice"}]}).legal


# --- Ghired: nontoken creatures you control have a quoted token copy ability (CR 604.2, 613.1f, 115.1) -----------------


def test_ghired_parses_604_2_113_1b():
    assert abilities_of("Ghired, Mirror of the Wilds")[-1] == {"nontoken_creatures_you_control_have": {"activated": {
        "cost": "", "tap": True, "target": "token_you_control_entered_this_turn",
        "effect": {"create_token_copy": "target"}}}}


def _ghired():
    return make_state([bf("gh", "Ghired, Mirror of the Wilds"), bf("rb", "Runeclaw Bear"),
                       token("new", MOUSE, entered_this_turn=True), token("old", MOUSE),
                       token("bobs", MOUSE, "bob", entered_this_turn=True)])


def test_ghired_grants_the_ability_to_nontoken_creatures_only_604_2_613_1f(engine):
    """CR 604.2, 613.1f: Alice's nontoken creatures (Ghired, Runeclaw Bear) have the quoted ability; her Mouse tokens
    don't (not nontoken); Bob's token doesn't (not hers)."""
    d = engine.derive(_ghired())
    granted = abilities_of("Ghired, Mirror of the Wilds")[-1]["nontoken_creatures_you_control_have"]
    for oid, has in (("gh", True), ("rb", True), ("new", False), ("old", False), ("bobs", False)):
        assert (granted in d.object(oid).characteristics["abilities"]) == has, oid


def test_ghired_granted_ability_targets_only_her_token_that_entered_this_turn_115_1_400_7(engine):
    """CR 115.1, 400.7: the Bear's granted ability can target only a token Alice controls that entered this turn: her new
    Mouse, not the old one, nor Bob's new one. CR 602.2, 707.2: activated and resolved, a token copy of the Mouse."""
    s = _ghired()
    assert act_targets(engine, s, "rb") == {"new"}
    s = engine.apply(s, {"action": "activate", "object": "rb", "ability": 0, "targets": ["new"]})[0].state
    s = pass_pass(engine, s)
    made = [t for t in tokens(s) if t["id"] not in ("new", "old", "bobs")]
    assert [(chars(engine, s, t["id"])["name"], t.get("controller", t["owner"])) for t in made] == [("Mouse Token", "alice")]


# --- Echoing Assault: "whenever you attack a player" and "that player" (CR 508.1m, 603.2c, 508.4) ----------------------


def test_echoing_assault_parses_603_2c_508_4():
    assert abilities_of("Echoing Assault")[1] == {
        "trigger": "you_attack_a_player", "target": "nontoken_creature_attacking_that_player", "effect": [
            {"create_token_copy": "target", "except": {"power": 1, "toughness": 1}}, "tokens_enter_attacking_that_player",
            {"tokens_leave": "sacrifice", "at": "next_end_step"}]}


def test_echoing_assault_copies_the_attacker_as_a_tapped_attacking_1_1_508_4_707_9b(engine):
    """CR 508.1m, 603.2: Alice attacks Bob with Hill Giant (and a Mouse token): the ability triggers once, for Bob; its
    target is a nontoken creature attacking Bob: the Giant only (not the token, nor her Runeclaw Bear at home). Resolved:
    a token copy of the Giant, except 1/1 (CR 707.9b), tapped and attacking Bob (508.4, 110.5b), with menace (the
    enchantment's "Creature tokens you control have menace", 613.1f); a delayed trigger will sacrifice it at the next end
    step (603.7a)."""
    s = make_state([bf("ea", "Echoing Assault"), bf("hg", "Hill Giant"), bf("rb", "Runeclaw Bear"), token("mo", MOUSE)],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["hg", "mo"]}))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["hg"]
    assert ab["ability"]["text"]["trigger"] == {"that_object": "bob", "on": "you_attack_a_player"}
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] != "mo"]
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], "menace" in c["abilities"]) == ("Hill Giant", 1, 1, True)
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    assert [d["text"]["effect"] for d in s.to_document()["delayed_triggers"]] == [{"sacrifice_object": tok["id"]}]


def test_echoing_assault_triggers_once_for_each_player_attacked_603_2c(engine):
    """CR 603.2c: with three players, Alice attacks Bob with Hill Giant and Carol with Runeclaw Bear: two triggers, one
    for each player; each one's target is a nontoken creature attacking its player (the Giant for Bob, the Bear for
    Carol). CR 603.3b: Alice puts them on the stack in the order she chooses: two resulting states, alike but for it."""
    players = [{"name": n, "life": 20, "mana_pool": ""} for n in ("alice", "bob", "carol")]
    s = make_state([bf("ea", "Echoing Assault"), bf("hg", "Hill Giant"), bf("rb", "Runeclaw Bear")], players=players,
                   phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "hg", "player": "bob"},
                                                                        {"object": "rb", "player": "carol"}]})
    assert len(outs) == 2
    for o in outs:
        got = sorted((a["ability"]["text"]["trigger"]["that_object"], a["targets"][0]) for a in stack_abilities(o.state))
        assert got == [("bob", "hg"), ("carol", "rb")]


# --- Shredder, Shadow Master: a copy attacking each other opponent (CR 508.1m, 603.2, 508.4, 707.9b) --------------------


def test_shredder_parses_603_2_508_4_707_9b():
    assert abilities_of("Shredder, Shadow Master")[0] == {"trigger": "self_attacks_a_player", "effect": [
        {"create_token_copy": "self_other_opponents_attacking", "except": {"remove_supertypes": ["legendary"]}},
        {"tokens_leave": "sacrifice", "at": "end_of_combat"}]}


def _shredder(engine, names):
    players = [{"name": n, "life": 20, "mana_pool": ""} for n in names]
    s = make_state([bf("sh", "Shredder, Shadow Master")], players=players, phase="combat", step="declare_attackers",
                   priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "sh", "player": "bob"}]}))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"] == {"that_object": "bob", "on": "self_attacks_a_player"}
    for _ in names:     # each player passes in turn (CR 117.4): the ability resolves
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_shredder_copies_attack_each_other_opponent_not_legendary_508_4_707_9b(engine):
    """Four players: Shredder attacks Bob; its ability names Bob (CR 603.2). Resolved: for Carol and Dave, the opponents
    other than Bob, a token copy of Shredder each (CR 111.1), not legendary (707.9b: so the legend rule leaves all three,
    704.5j), tapped and attacking that player (508.4, 110.5b)."""
    s = _shredder(engine, ("alice", "bob", "carol", "dave"))
    toks = tokens(s)
    assert sorted(t.get("attacking") for t in toks) == ["carol", "dave"]
    for t in toks:
        c = chars(engine, s, t["id"])
        assert (c["name"], c["supertypes"], t.get("tapped")) == ("Shredder, Shadow Master", [], True)
    assert next(o for o in s.doc["objects"] if o["id"] == "sh")["zone"] == "battlefield"


def test_shredder_in_a_two_player_game_makes_no_token_111_1(engine):
    """Two players: Bob is Alice's only opponent, so there is no other opponent: no token."""
    assert tokens(_shredder(engine, ("alice", "bob"))) == []


# --- Hofri Ghostforge: exile the dead creature, a Spirit copy that returns it as it leaves (CR 608.2c, 603.10a) ---------


def test_hofri_parses_608_2c_707_9b_603_10a():
    assert abilities_of("Hofri Ghostforge")[-1] == {
        "trigger": {"nontoken_dies": "creature", "who": "you", "another": True}, "effect": {"exile_that": "it", "then": {
            "create_token_copy": "that", "except": {"add_subtypes": ["Spirit"], "add_abilities": [
                {"trigger": "leaves_battlefield", "effect": "return_exiled_card_to_graveyard"}]}}}}


def test_hofri_exiles_the_dead_bear_for_a_spirit_copy_which_returns_it_as_it_dies_608_2c_707_9b_603_10a(engine):
    """CR 704.5g, 700.4: Alice's Runeclaw Bear with 2 damage dies; Hofri's ability triggers (603.10a). Resolved: the Bear
    card is exiled from her graveyard (406.2) and so a token copy of it is created: a Bear Spirit (707.9b), 2/2 and with
    Hofri's "Spirits you control get +1/+1 and have trample and haste" a 3/3 with trample and haste (613.4c, 613.1f), with
    the quoted ability. Then the token gets 3 damage and dies (704.5g): its ability triggers as it leaves (603.6c,
    603.10a); resolved, the exiled Bear card is put into Alice's graveyard."""
    s = make_state([bf("hf", "Hofri Ghostforge"), bf("rb", "Runeclaw Bear", damage=2)])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], sorted(c["subtypes"]), c["power"], c["toughness"]) == ("Runeclaw Bear", ["Bear", "Spirit"], 3, 3)
    assert "trample" in c["abilities"] and "haste" in c["abilities"]
    doc = s.to_document()
    next(o for o in doc["objects"] if o["id"] == tok["id"])["damage"] = 3
    s = only(engine.apply(state_from_document(doc), {"event": "state_based_actions"}))
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []
    (ab,) = stack_abilities(s)
    assert ab["ability"]["that_spell"] == "rb"
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "graveyard"


# --- Calix, Guided by Fate: a chosen nonlegendary enchantment copied, once each turn (CR 603.2c, 115.10a, 608.2d) -------


def test_calix_parses_603_2c_608_2d():
    assert abilities_of("Calix, Guided by Fate")[-1] == {"trigger": "self_or_enchanted_creature_combat_damage", "effect": {
        "may_once_each_turn": {"create_token_copy": "chosen_nonlegendary_enchantment_you_control"}}}


def _calix_hits(engine, **calix):
    """Alice's Calix (legendary 2/2; 3/3 with her Glorious Anthem) attacks Bob unblocked and deals combat damage to him
    (CR 510.2): its ability triggers, naming Calix (603.2c)."""
    s = make_state([bf("cx", "Calix, Guided by Fate", **calix), bf("ga", "Glorious Anthem")], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["cx"]}))
    for _ in range(8):
        if stack_abilities(s):
            break
        if s.doc["step"] == "declare_blockers" and s.doc.get("priority") is None:
            s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
        else:
            s = only(engine.apply(s, {"action": "pass"}))
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "cx"
    return pass2(engine, s)


def test_calix_may_copy_a_nonlegendary_enchantment_she_controls_608_2d_115_10a_707_2(engine):
    """CR 608.2d: two outcomes: no token, or a token copy of a nonlegendary enchantment Alice controls, chosen as it
    resolves (115.10a): Glorious Anthem (Calix itself is legendary). With two Anthems, Calix is 4/4 (613.4c); the choice
    is recorded so it can't be done again this turn."""
    outs = _calix_hits(engine)
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    s = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Glorious Anthem"
    assert chars(engine, s, "cx")["power"] == 4
    assert next(o for o in s.doc["objects"] if o["id"] == "cx").get("done_once_this_turn") is True


def test_calix_not_again_the_same_turn_608_2d(engine):
    """"Do this only once each turn": done already this turn, the ability resolves with no choice and no token."""
    outs = _calix_hits(engine, done_once_this_turn=True)
    assert [len(tokens(o.state)) for o in outs] == [0]


# --- Yenna, Redtooth Regent: a unique-named enchantment copied; an Aura token untaps Yenna (CR 115.1, 201.2, 608.2c) ----


def test_yenna_parses_115_1_608_2c():
    assert abilities_of("Yenna, Redtooth Regent")[-1] == {"activated": {
        "cost": "{2}", "tap": True, "target": "enchantment_you_control_unique_name", "effect": [
            {"create_token_copy": "target", "except": {"remove_supertypes": ["legendary"]}},
            {"if": "created_token_is_aura", "then": ["untap_self", {"scry": 2}]}]}, "only": "sorcery"}


def _yenna(*more):
    return make_state([bf("ye", "Yenna, Redtooth Regent"), bf("pu", "Penumbra Umbra", attached_to="ye"), *more,
                       *lands("alice", forests=2), zone("l1", "Hill Giant", "library"), zone("l2", "Hill Giant", "library")])


def test_yenna_targets_only_enchantments_with_a_name_no_other_permanent_of_hers_has_115_1_201_2(engine):
    """CR 115.1, 201.2: with one Glorious Anthem, Alice may target it or her Penumbra Umbra; with two Anthems, neither
    Anthem (each shares its name with the other), only the Umbra."""
    assert act_targets(engine, _yenna(bf("ga", "Glorious Anthem")), "ye") == {"ga", "pu"}
    assert act_targets(engine, _yenna(bf("ga", "Glorious Anthem"), bf("gb", "Glorious Anthem")), "ye") == {"pu"}


def test_yenna_copy_of_a_non_aura_leaves_her_tapped_608_2c(engine):
    """CR 707.2: a token copy of Glorious Anthem; it isn't an Aura, so Yenna stays tapped (608.2c)."""
    s = engine.apply(_yenna(bf("ga", "Glorious Anthem")), {"action": "activate", "object": "ye", "ability": 0,
                                                           "targets": ["ga"]})[0].state
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Glorious Anthem"
    assert next(o for o in s.doc["objects"] if o["id"] == "ye").get("tapped") is True


def test_yenna_copy_of_an_aura_untaps_her_608_2c_701_26b(engine):
    """CR 707.2, 303.4f: a token copy of Penumbra Umbra (an Aura, attached as it enters to a creature Alice controls);
    it is an Aura (608.2c: checked after the token is created), so Yenna untaps (701.26b) and Alice scries 2."""
    s = engine.apply(_yenna(), {"action": "activate", "object": "ye", "ability": 0, "targets": ["pu"]})[0].state
    outs = pass2(engine, s)
    assert outs
    for o in outs:
        (tok,) = tokens(o.state)
        assert chars(engine, o.state, tok["id"])["name"] == "Penumbra Umbra"
        assert not next(x for x in o.state.doc["objects"] if x["id"] == "ye").get("tapped")
        assert ("scried(alice, 2)", "701.22a") in o.events


# --- Mythos of Illuna: "If {R}{G} was spent to cast this spell, instead ..." (CR 601.2h, 608.2c, 603.4, 701.14a) -------


def test_mythos_of_illuna_parses_608_2c_707_9b():
    assert abilities_of("Mythos of Illuna") == [{"spell": {"target": "permanent", "effect": {
        "if": {"mana_spent_includes": "red_green"},
        "then": {"create_token_copy": "target", "except": {"add_abilities": [
            {"trigger": "enters", "if": "self_is_creature", "target": {"up_to_one": "creature_you_dont_control"},
             "effect": {"fight_source": "target"}}]}},
        "else": {"create_token_copy": "target"}}}}]


def test_mythos_of_illuna_with_red_and_green_spent_makes_a_fighting_copy_601_2h_603_4_701_14a(engine):
    """Alice casts Mythos of Illuna ({2}{R}{G}: a Mountain and a Forest pay the colored part, so red and green mana were
    spent, CR 601.2h) on Bob's Hill Giant: a token copy of it with the quoted ability (707.9b). It enters and is a
    creature (603.4): the ability triggers; targeting Bob's Runeclaw Bear, they fight (701.14a): the Bear (2/2) takes 3
    and dies (704.5g), the token (3/3) takes 2 and survives."""
    s = make_state([bf("hg", "Hill Giant", "bob"), bf("rb", "Runeclaw Bear", "bob"), at("my", "Mythos of Illuna", "hand"),
                    bf("m1", "Mountain"), *lands("alice", islands=2, forests=1)])
    s = engine.apply(s, {"action": "cast", "object": "my", "targets": ["hg"]})[0].state
    outs = pass2(engine, s)
    s = next(o.state for o in outs if stack_abilities(o.state) and stack_abilities(o.state)[0].get("targets") == ["rb"])
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Hill Giant"
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "graveyard"
    (tok,) = [t for t in tokens(s) if t["zone"] == "battlefield"]
    assert tok.get("damage") == 2


# --- Summon: Good King Mog XII: a delayed "whenever you cast a noncreature spell this turn" (CR 603.7a-b, 115.10a) -------

MOOGLE = {"name": "Moogle Token", "types": ["creature"], "subtypes": ["Moogle"], "colors": ["white"], "power": 1,
          "toughness": 2, "abilities": ["lifelink"]}


def test_good_king_mog_parses_603_7a():
    assert abilities_of("Summon: Good King Mog XII")[1] == {"trigger": {"chapters": [2, 3]}, "effect": {
        "this_turn_trigger": "you_cast_noncreature", "then": {"create_token_copy": "chosen_non_saga_token_you_control"}}}


def test_good_king_mog_chapter_two_copies_a_non_saga_token_when_she_casts_a_noncreature_spell_714_2b_603_7a(engine):
    """CR 714.3b, 714.2b: as Alice's precombat main phase begins, the Saga (1 lore counter) gets its second and chapter II
    triggers; resolved, it creates a delayed triggered ability for the turn (603.7a). She then casts For the Common Good
    (a noncreature spell, X = 0) on her Moogle token: the delayed ability triggers (603.7b) and, resolving first, creates
    a token that's a copy of a non-Saga token she controls, chosen as it resolves (115.10a): her Moogle, the only one."""
    s = make_state([bf("gk", "Summon: Good King Mog XII", counters={"lore": 1}), token("mo", MOOGLE),
                    at("fg", "For the Common Good", "hand"), *lands("alice", forests=1)], phase="beginning",
                   step="draw")
    s = pass_pass(engine, s)
    assert s.doc["phase"] == "precombat_main" and len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    assert len(s.to_document()["delayed_triggers"]) == 1
    s = engine.apply(s, {"action": "cast", "object": "fg", "x": 0, "targets": ["mo"]})[0].state
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    made = [t for t in tokens(s) if t["id"] != "mo"]
    assert [chars(engine, s, t["id"])["name"] for t in made] == ["Moogle Token"]


# --- "you may pay N life and exile it. If you do, ..." (CR 608.2d, 119.4; Kinzu of the Bleak Coven) ---------------------

KINZU_LIKE = {"name": "Test Life Exiler", "mana_cost": "{1}{B}", "types": ["creature"], "subtypes": ["Vampire"],
              "power": 2, "toughness": 2,
              "notes": "test card: Kinzu of the Bleak Coven's dies trigger without the toxic keyword of its exception",
              "abilities": [{"trigger": {"nontoken_dies": "creature", "who": "you", "another": True}, "effect": {
                  "may_pay_life_and_exile": "it", "life": 2,
                  "then": {"create_token_copy": "that", "except": {"power": 1, "toughness": 1}}}}]}


def test_kinzu_parses_608_2d_119_4_707_9b():
    assert abilities_of("Kinzu of the Bleak Coven")[-1] == {
        "trigger": {"nontoken_dies": "creature", "who": "you", "another": True}, "effect": {
            "may_pay_life_and_exile": "it", "life": 2, "then": {"create_token_copy": "that", "except": {
                "power": 1, "toughness": 1, "add_abilities": [{"toxic": 1}]}}}}


def test_pay_2_life_and_exile_the_dead_creature_for_a_1_1_copy_608_2d_119_4_707_9b(engine):
    """CR 704.5g, 700.4: Alice's Hill Giant with 3 damage dies; the test card's ability triggers. Resolved, two outcomes
    (608.2d): she declines (no token, 20 life, the Giant in her graveyard), or she pays 2 life (119.4: 18) and exiles the
    Giant card (406.2), and a token copy of it is created, except 1/1 (707.9b)."""
    s = make_state([bf("kz", "Test Life Exiler"), bf("hg", "Hill Giant", damage=3)], cards=[KINZU_LIKE])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    outs = pass2(engine, s)
    got = sorted((next(p for p in o.state.doc["players"] if p["name"] == "alice")["life"],
                  next(x for x in o.state.doc["objects"] if x["id"] == "hg")["zone"], len(tokens(o.state)))
                 for o in outs)
    assert got == [(18, "exile", 1), (20, "graveyard", 0)]
    s = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 1, 1)


def test_pay_life_not_offered_with_less_life_119_4(engine):
    """CR 119.4: with 1 life Alice can't pay 2 life: one outcome, no token, the Giant stays in her graveyard."""
    s = make_state([bf("kz", "Test Life Exiler"), bf("hg", "Hill Giant", damage=3)], cards=[KINZU_LIKE],
                   players=[{"name": "alice", "life": 1, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    (out,) = pass2(engine, s)
    assert tokens(out.state) == [] and next(x for x in out.state.doc["objects"] if x["id"] == "hg")["zone"] == "graveyard"


# --- "When you cast this spell, create a token that's a copy of it, except it isn't legendary." (CR 601.2i, 707.2) -----


def test_cast_trigger_token_copies_parse_601_2i_707_9b():
    want = {"trigger": "cast_this_spell", "effect": {"create_token_copy": "that_spell",
                                                      "except": {"remove_supertypes": ["legendary"]}}}
    assert abilities_of("Osgood, Operation Double")[0] == want
    assert abilities_of("The Water Maro")[0] == want


def test_osgood_cast_makes_a_nonlegendary_token_copy_of_the_spell_then_resolves_601_2i_707_2_707_9b(engine):
    """CR 601.2i, 603.2: Alice casts Osgood, Operation Double (a legendary creature spell): its cast trigger goes on the
    stack above it. Resolved: a token that's a copy of the spell (707.2: its copiable values, a creature named Osgood,
    Operation Double), not legendary (707.9b). Then Osgood resolves too: both stay (the legend rule, 704.5j, sees one
    legendary permanent)."""
    s = make_state([at("os", "Osgood, Operation Double", "hand"), *lands("alice", islands=2, forests=2),
                    *[at(f"m{i}", "Mountain", "battlefield") for i in range(2)]])
    s = engine.apply(s, {"action": "cast", "object": "os"})[0].state
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["supertypes"], "creature" in c["types"]) == ("Osgood, Operation Double", [], True)
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "os")["zone"] == "battlefield"
    assert [t["zone"] for t in tokens(s)] == ["battlefield"]


# --- Furnace-Blessed Conqueror: a tapped and attacking copy of itself with its +1/+1 counters (CR 508.4, 122.1) --------


def test_furnace_blessed_conqueror_parses_508_4_122_1():
    from pyglue.cards import library
    assert library()["Sun-Blessed Guardian"]["back"]["abilities"] == [{"trigger": "attacks", "effect": [
        {"create_token_copy": "self", "tapped": True}, "tokens_enter_attacking",
        {"token_counters_per_source_counter": "+1/+1", "per": "+1/+1"}, {"tokens_leave": "sacrifice", "at": "next_end_step"}]}]


def test_furnace_blessed_conqueror_attacks_and_copies_itself_with_its_counters_508_4_122_1_707_2(engine):
    """CR 712, 701.27 (its back face up, transformed): Alice's Furnace-Blessed Conqueror with two +1/+1 counters attacks Bob; its
    ability triggers. Resolved: a token copy of it (CR 707.2: the back face's values; counters aren't copied) that enters
    tapped and attacking Bob (508.4, 110.5b; Bob is the only thing to attack) with two +1/+1 counters (122.1: one for each
    on the Conqueror); a delayed trigger will sacrifice it at the next end step (603.7a)."""
    s = make_state([bf("fb", "Sun-Blessed Guardian", transformed=True, counters={"+1/+1": 2})], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["fb"]}))
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Furnace-Blessed Conqueror"
    assert (tok.get("tapped"), tok.get("attacking"), tok.get("counters")) == (True, "bob", {"+1/+1": 2})
    assert [d["text"]["effect"] for d in s.to_document()["delayed_triggers"]] == [{"sacrifice_object": tok["id"]}]


# --- Phoenix Fleet Airship: "if you sacrificed a permanent this turn" (CR 603.4, 701.21a) -------------------------------


def test_phoenix_fleet_airship_parses_603_4():
    assert abilities_of("Phoenix Fleet Airship")[1] == {"trigger": {"beginning_of": "end", "whose": "your"},
                                                         "if": "you_sacrificed_a_permanent_this_turn",
                                                         "effect": {"create_token_copy": "self"}}


def _airship(**alice):
    """Alice's Phoenix Fleet Airship; her postcombat main phase, both pass with the stack empty: her end step begins
    (CR 513.1)."""
    return make_state([bf("pf", "Phoenix Fleet Airship")], phase="postcombat_main",
                      players=[{"name": "alice", "life": 20, "mana_pool": "", **alice},
                               {"name": "bob", "life": 20, "mana_pool": ""}])


def test_phoenix_fleet_airship_copies_itself_if_she_sacrificed_a_permanent_603_4_707_2(engine):
    """CR 603.4: Alice sacrificed a permanent this turn (the state's count): as her end step begins, the ability
    triggers; resolved, a token that's a copy of the Airship (707.2)."""
    s = pass_pass(engine, _airship(permanents_sacrificed_this_turn=1))
    assert s.doc["step"] == "end" and len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Phoenix Fleet Airship"


def test_phoenix_fleet_airship_not_without_a_sacrifice_603_4(engine):
    """CR 603.4: no permanent sacrificed this turn: the ability doesn't trigger."""
    s = pass_pass(engine, _airship())
    assert s.doc["step"] == "end" and stack_abilities(s) == []


def test_a_sacrifice_is_counted_for_its_controller_701_21a_603_4(engine):
    """CR 603.7a, 701.21a: a delayed trigger sacrifices Alice's Mouse token as her end step begins. The Airship's ability
    looks as the step begins, before that sacrifice: it doesn't trigger (603.4). Once the delayed trigger resolves, the
    sacrifice is counted for Alice: 1 permanent sacrificed this turn."""
    s = make_state([bf("pf", "Phoenix Fleet Airship"), token("mo", MOUSE)], phase="postcombat_main",
                   delayed_triggers=[{"source": "pf", "controller": "alice",
                                      "text": {"trigger": "next_end_step", "effect": {"sacrifice_object": "mo"}}}])
    s = pass_pass(engine, s)
    assert s.doc["step"] == "end" and len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    assert tokens(s) == [] or all(t["zone"] != "battlefield" for t in tokens(s))
    assert next(p for p in s.doc["players"] if p["name"] == "alice").get("permanents_sacrificed_this_turn") == 1
    assert stack_abilities(s) == []


# --- Dedicated Dollmaker: exile up to one other nonland, nontoken permanent; its controller gets a copy (CR 111.2) -----


def test_dedicated_dollmaker_parses_115_1d_111_2_707_9b():
    assert abilities_of("Dedicated Dollmaker")[0] == {
        "trigger": "enters", "target": "up_to_one_other_nonland_nontoken_permanent", "effect": [
            {"exile": "target"}, {"create_token_copy": "target", "by": "its_controller",
                                  "except": {"remove_supertypes": ["legendary"], "add_types": ["artifact"]}}]}


def test_dedicated_dollmaker_exiles_bobs_creature_and_bob_gets_an_artifact_copy_111_2_707_9b(engine):
    """CR 603.6a, 115.1d: Alice's Dollmaker enters; its ability targets up to one other nonland, nontoken permanent: Bob's
    Isamaru, Hound of Konda (legendary), or none. Targeting Isamaru, resolved: Isamaru is exiled and its controller, Bob,
    creates a token that's a copy of it (CR 111.2), not legendary and an artifact in addition (707.9b)."""
    s = make_state([at("dd", "Dedicated Dollmaker", "hand"), bf("is", "Isamaru, Hound of Konda", "bob"),
                    *[at(f"p{i}", "Plains", "battlefield") for i in range(2)]])
    s = engine.apply(s, {"action": "cast", "object": "dd"})[0].state
    outs = pass2(engine, s)
    assert sorted(str(stack_abilities(o.state)[0].get("targets")) for o in outs) == ["None", "['is']"]
    s = next(o.state for o in outs if stack_abilities(o.state)[0].get("targets") == ["is"])
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "is")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (tok["controller"], c["name"], c["supertypes"], sorted(c["types"])) == (
        "bob", "Isamaru, Hound of Konda", [], ["artifact", "creature"])


def test_kinzu_token_is_a_1_1_with_toxic_1_707_9b_702_164(engine):
    """Kinzu itself: paid and exiled, the token copy of the Hill Giant is 1/1 with toxic 1 (CR 707.9b, 702.164a)."""
    s = make_state([bf("kz", "Kinzu of the Bleak Coven"), bf("hg", "Hill Giant", damage=3)])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    s = next(o.state for o in pass2(engine, s) if tokens(o.state))
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["power"], c["toughness"], {"toxic": 1} in c["abilities"]) == (1, 1, True)
