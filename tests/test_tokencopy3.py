"""Token copies 3 (branch tokencopy3, issue 22; CR 707.2, 707.8, 707.9, 111.1, 607.2a, 508.4, 603.7): real census cards
by name from the bundled library (their Oracle text read by the grammar), in tiny states. Each expected value is worked
out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from .conftest import lands, make_state, only
from .test_token_copies_more import abilities_of, bf, stack_abilities, zone
from .test_tokencopy2 import GADGET, MOUSE, WALKER, chars, pass2, pass_pass, token, tokens


def _life(s, who: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == who)["life"]


def _on_battlefield(s) -> list[dict]:
    return [t for t in tokens(s) if t["zone"] == "battlefield"]


# --- copies of the exiled card, tapped and attacking (CR 607.2a, 508.4) ----------------------------------------------


def test_phantom_steed_parses_607_2a_508_4():
    assert abilities_of("Phantom Steed")[2] == {"trigger": "attacks", "effect": [
        {"create_token_copy": "exiled_attacking", "except": {"add_subtypes": ["Illusion"]}},
        {"tokens_leave": "sacrifice", "at": "end_of_combat"}]}


def _steed_attacks(engine, exiled: bool = True):
    bear = zone("rb", "Runeclaw Bear", "exile", **({"exiled_with": "ps"} if exiled else {}))
    s = make_state([bf("ps", "Phantom Steed"), bear], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ps"]}))
    assert len(stack_abilities(s)) == 1          # CR 508.1m, 603.2: its attack trigger
    return pass_pass(engine, s)


def test_phantom_steed_copies_the_exiled_card_tapped_and_attacking_as_an_illusion_607_2a_707_9b_508_4(engine):
    """CR 607.2a: "the exiled card" is the Runeclaw Bear its enters ability exiled (exiled_with the Steed). CR 707.2,
    707.9b: the token is a Runeclaw Bear (2/2 Bear) that is an Illusion too. CR 508.4, 110.5b: it enters tapped and
    attacking Bob, the only thing Alice may have it attack. Unblocked: 4 (Steed) + 2 (token) = 6 combat damage, Bob at
    14 (510.2). CR 603.7a, 511.2: at end of combat its delayed trigger sacrifices the token (it then ceases to exist,
    704.5d); the Bear stays in exile."""
    s = _steed_attacks(engine)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], sorted(c["subtypes"])) == ("Runeclaw Bear", 2, 2,
                                                                             ["Bear", "Illusion"])
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    assert _life(s, "bob") == 14
    s = pass_pass(engine, s)
    assert s.doc["step"] == "end_of_combat" and len(s.doc["stack"]) == 1
    s = pass_pass(engine, s)
    assert _on_battlefield(s) == []
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"


def test_phantom_steed_with_no_exiled_card_makes_no_token_111_12_607_2a(engine):
    """CR 607.2a: a Runeclaw Bear in exile that the Steed didn't exile isn't "the exiled card": no token (111.12)."""
    s = _steed_attacks(engine, exiled=False)
    assert tokens(s) == []


def test_mardu_siegebreaker_parses_607_2a_508_4_603_7():
    assert abilities_of("Mardu Siegebreaker")[-1] == {"trigger": "attacks", "effect": [
        {"create_token_copy": "exiled_attacking", "per": "each_opponent"},
        {"tokens_leave": "sacrifice", "at": "your_next_end_step"}]}


def test_mardu_siegebreaker_token_attacks_that_opponent_not_his_planeswalker_508_4_603_7a(engine):
    """CR 508.4: the effect says what the token attacks: Bob, the opponent it was created for, not his Test Walker (so
    one resulting state, not one per attackable thing). CR 607.2a, 707.2, 110.5b: a tapped token copy of the exiled
    Runeclaw Bear. CR 603.7a: a delayed trigger sacrifices it as Alice's next end step begins."""
    s = make_state([bf("ms", "Mardu Siegebreaker"), zone("rb", "Runeclaw Bear", "exile", exiled_with="ms"),
                    bf("pw", "Test Walker", "bob", counters={"loyalty": 3})], cards=[WALKER], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "ms", "player": "bob"}]}))
    s = only(pass2(engine, s))
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Runeclaw Bear"
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    (dt,) = s.to_document()["delayed_triggers"]
    assert dt["text"]["effect"] == {"sacrifice_object": tok["id"]}


# --- copy exceptions (CR 707.9b) -------------------------------------------------------------------------------------


def test_jace_mirror_mage_parses_707_9b():
    assert abilities_of("Jace, Mirror Mage")[1] == {"trigger": "enters", "if": "kicked", "effect": {
        "create_token_copy": "self", "except": {"remove_supertypes": ["legendary"], "loyalty": 1}}}


def _jace_cast(engine, kicked: bool):
    s = make_state([zone("jm", "Jace, Mirror Mage", "hand"), *lands("alice", islands=5)])
    s = engine.apply(s, {"action": "cast", "object": "jm", **({"kicked": True} if kicked else {})})[0].state
    return pass_pass(engine, s)                  # Jace resolves and enters (CR 608.3)


def test_jace_mirror_mage_kicked_makes_a_nonlegendary_copy_with_one_loyalty_707_9b_306_5b(engine):
    """CR 702.33d, 603.4: kicked, Jace's enters ability triggers. CR 707.2, 707.9b: resolved, a token copy of Jace that
    isn't legendary (so CR 704.5j keeps both) and whose loyalty, a copiable value, is 1; CR 306.5b: it enters with one
    loyalty counter, while Jace itself entered with 4 (its printed loyalty)."""
    s = _jace_cast(engine, kicked=True)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c.get("supertypes", []), c["loyalty"], tok["counters"]) == (
        "Jace, Mirror Mage", [], 1, {"loyalty": 1})
    assert chars(engine, s, "jm")["loyalty"] == 4


def test_jace_mirror_mage_not_kicked_doesnt_trigger_603_4(engine):
    """CR 603.4: not kicked, the intervening "if" is false as Jace enters: no trigger, no token."""
    s = _jace_cast(engine, kicked=False)
    assert stack_abilities(s) == [] and tokens(s) == []


# --- a Saga's linked chapters (CR 607.2a, 714.2) ---------------------------------------------------------------------


def test_the_cloning_of_shredder_parses_607_2a_707_9b():
    exc = {"remove_supertypes": ["legendary"], "add_subtypes": ["Mutant"]}
    assert abilities_of("The Cloning of Shredder") == [
        {"trigger": {"chapters": [1]}, "target": {"graveyard_card": ["creature"]},
         "effect": [{"exile": "target"}, {"create_token_copy": "target", "except": exc}]},
        {"trigger": {"chapters": [2, 3]}, "effect": {"create_token_copy": "exiled_with", "except": exc}}]


def test_the_cloning_of_shredder_chapter_one_exiles_the_card_with_the_saga_and_copies_it_607_2a_707_9b(engine):
    """CR 714.3b, 714.2b: as Alice's precombat main phase begins, the Saga gets its first lore counter: chapter I
    triggers, targeting the only creature card in her graveyard, Isamaru, Hound of Konda (legendary Dog). CR 406.2,
    607.2a: resolved, Isamaru is exiled, and exiled with the Saga (chapter II's "a card exiled with this Saga" refers to
    it). CR 707.8, 707.9b: the token is Isamaru (2/2), not legendary, a Dog and a Mutant."""
    s = make_state([bf("cs", "The Cloning of Shredder"), zone("is", "Isamaru, Hound of Konda", "graveyard")],
                   phase="beginning", step="draw")
    s = only(pass2(engine, s))
    assert s.doc["phase"] == "precombat_main" and len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    card = next(o for o in s.doc["objects"] if o["id"] == "is")
    assert (card["zone"], card.get("exiled_with")) == ("exile", "cs")
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c.get("supertypes", []), sorted(c["subtypes"]), c["power"]) == (
        "Isamaru, Hound of Konda", [], ["Dog", "Mutant"], 2)


def test_the_cloning_of_shredder_chapter_two_copies_the_card_exiled_with_it_not_another_607_2a_714_2b(engine):
    """CR 714.2b: the second lore counter triggers chapter II. CR 607.2a: "a card exiled with this Saga": Isamaru
    (exiled with it), not the Runeclaw Bear another effect exiled; one card, so one resulting state. CR 707.9b: a
    nonlegendary Mutant copy of Isamaru."""
    s = make_state([bf("cs", "The Cloning of Shredder", counters={"lore": 1}),
                    zone("is", "Isamaru, Hound of Konda", "exile", exiled_with="cs"),
                    zone("rb", "Runeclaw Bear", "exile")],
                   phase="beginning", step="draw")
    s = only(pass2(engine, s))
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c.get("supertypes", []), sorted(c["subtypes"])) == (
        "Isamaru, Hound of Konda", [], ["Dog", "Mutant"])


# --- conditions (CR 603.4) -------------------------------------------------------------------------------------------


def _blob_upkeep(engine, commander: dict | None):
    """Bob's end step passes; Alice's turn begins (untap, then upkeep: CR 503.1, 603.2b)."""
    objs = [bf("bb", "Biowaste Blob"),
            {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1},
            {"id": "lib2", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}]
    s = make_state(objs + ([commander] if commander else []), active_player="bob", priority="bob", phase="ending",
                   step="end")
    for _ in range(4):
        if (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep"):
            break
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_biowaste_blob_copies_itself_at_upkeep_if_alice_controls_a_commander_903_3_603_4(engine):
    """CR 903.3, 603.4: Alice controls a commander (Bob's, under her control, counts too: "a commander"): as her upkeep
    begins the Blob's ability triggers; resolved, a token copy of it (707.2). CR 613.4c: each is a 0/0 Ooze that gets
    +1/+1 from each Ooze lord she controls, itself and the other: both 2/2."""
    s = _blob_upkeep(engine, bf("cmd", "Runeclaw Bear", "bob", commander=True, controller="alice"))
    assert (s.doc["active_player"], s.doc["step"], len(stack_abilities(s))) == ("alice", "upkeep", 1)
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Biowaste Blob", 2, 2)
    assert (chars(engine, s, "bb")["power"], tok.get("controller", tok["owner"])) == (2, "alice")


def test_biowaste_blob_without_a_commander_doesnt_trigger_603_4(engine):
    """CR 603.4: Alice controls no commander (Bob controls his own): no trigger as her upkeep begins."""
    s = _blob_upkeep(engine, bf("cmd", "Runeclaw Bear", "bob", commander=True))
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep") and stack_abilities(s) == []


# --- each token that entered this turn (CR 608.2c, 707.2) ------------------------------------------------------------


def test_redoubled_stormsinger_parses_608_2c_508_4_603_7a():
    assert abilities_of("Redoubled Stormsinger")[-1] == {"trigger": "attacks", "effect": [
        {"create_token_copy": "each_entered", "of": "creature_tokens_you_control", "tapped_attacking": True},
        {"tokens_leave": "sacrifice", "at": "next_end_step"}]}


def test_redoubled_stormsinger_copies_only_creature_tokens_alice_controls_that_entered_this_turn_608_2c_508_4(engine):
    """CR 608.2c: the group is the creature tokens Alice controls that entered the battlefield this turn: her Mouse token
    m1 only (not m2, there since an earlier turn; not her Gadget token, no creature; not Bob's Mouse token). CR 707.2,
    110.5b, 508.4: one token copy of m1, tapped and attacking Bob. CR 603.7a: a delayed trigger sacrifices it at the
    beginning of the next end step."""
    s = make_state([bf("rs", "Redoubled Stormsinger"), token("m1", MOUSE, entered_this_turn=True), token("m2", MOUSE),
                    token("g1", GADGET, entered_this_turn=True), token("b1", MOUSE, "bob", entered_this_turn=True)],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rs"]}))
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] not in ("m1", "m2", "g1", "b1")]
    assert chars(engine, s, tok["id"])["name"] == "Mouse Token"
    assert (tok.get("tapped"), tok.get("attacking"), tok.get("controller", tok["owner"])) == (True, "bob", "alice")
    (dt,) = s.to_document()["delayed_triggers"]
    assert dt["text"]["effect"] == {"sacrifice_object": tok["id"]}


def test_renewed_solidarity_copies_each_token_of_the_chosen_type_that_entered_this_turn_608_2c_205_3m(engine):
    """CR 513.1a, 603.2b: as Alice's end step begins, Renewed Solidarity (chosen type Mouse) triggers. CR 608.2c: the
    tokens she controls of that type that entered this turn: m1 only (m2 entered earlier; the Gadget token has no
    creature type). CR 707.2: one token copy of m1; CR 613.4c: her Mouse creatures get +1/+0 from it: 2/1."""
    s = make_state([bf("rn", "Renewed Solidarity", chosen={"creature_type": "Mouse"}),
                    token("m1", MOUSE, entered_this_turn=True), token("m2", MOUSE),
                    token("g1", GADGET, entered_this_turn=True)], phase="postcombat_main")
    s = only(pass2(engine, s))
    assert s.doc["step"] == "end" and len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] not in ("m1", "m2", "g1")]
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Mouse Token", 2, 1)


# --- "you may" and a target other than the source (CR 608.2d, 115.1) -------------------------------------------------


def test_shaun_parses_608_2d_707_9b():
    assert abilities_of("Shaun, Father of Synths")[0] == {
        "trigger": {"you_attack": 1}, "target": "attacking_legendary_creature_you_control_other", "effect": {
            "may_do": {"create_token_copy": "tapped_attacking", "except": {
                "remove_supertypes": ["legendary"], "add_subtypes": ["Synth"], "add_types": ["artifact", "creature"]}}}}


def test_shaun_may_copy_another_attacking_legendary_creature_as_a_nonlegendary_synth_artifact_508_4_707_9b(engine):
    """CR 508.1m, 603.2: Alice attacks with Shaun (legendary) and Isamaru, Hound of Konda (legendary 2/2): Shaun's
    ability triggers; its target must be an attacking legendary creature she controls other than Shaun: Isamaru (her
    Runeclaw Bear, attacking too, isn't legendary). CR 608.2d: she may create the token or not (two resulting states).
    Created: a token copy of Isamaru that isn't legendary, is a Dog Synth and an artifact creature (707.9b), tapped and
    attacking Bob (508.4)."""
    s = make_state([bf("sh", "Shaun, Father of Synths"), bf("is", "Isamaru, Hound of Konda"),
                    bf("rb", "Runeclaw Bear")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["sh", "is", "rb"]}))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["is"]
    outs = pass2(engine, s)
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    s = next(o.state for o in outs if tokens(o.state))
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c.get("supertypes", []), sorted(c["subtypes"]), sorted(c["types"])) == (
        "Isamaru, Hound of Konda", [], ["Dog", "Synth"], ["artifact", "creature"])
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")


# --- "when this enters from your hand, if it's attacking" (CR 603.6a, 603.4, 702.49a) -------------------------------


def test_thousand_faced_shadow_parses_603_4():
    assert abilities_of("Thousand-Faced Shadow")[2] == {
        "trigger": "self_enters_from_hand", "if": "self_attacking", "target": "another_attacking_creature",
        "effect": [{"create_token_copy": "target"}, "tokens_enter_attacking"]}


def _shadow_blockers_step(engine):
    """Alice attacks Bob with two Runeclaw Bears; Bob doesn't block: her declare blockers step, with priority."""
    s = make_state([zone("tf", "Thousand-Faced Shadow", "hand"), *lands("alice", islands=4),
                    bf("b1", "Runeclaw Bear"), bf("b2", "Runeclaw Bear")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["b1", "b2"]}))
    s = pass_pass(engine, s)
    return only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))


def test_thousand_faced_shadow_by_ninjutsu_copies_another_attacker_tapped_and_attacking_702_49a_603_4_508_4(engine):
    """CR 702.49a: its ninjutsu returns the unblocked b1 to Alice's hand; resolved, the Shadow enters from her hand
    tapped and attacking Bob: its ability triggers (603.6a) with its intervening if true (603.4: it is attacking). CR
    115.1: "another target attacking creature": b2 only (b1 left combat, the Shadow is the source). CR 707.2, 508.4:
    resolved, a token copy of the Bear that enters tapped and attacking Bob."""
    s = _shadow_blockers_step(engine)
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "tf"]
    outs = [o.state for a in acts for o in engine.apply(s, a.action)]   # (one per unblocked attacker returned)
    s = next(x for x in outs if next(o for o in x.doc["objects"] if o["id"] == "b1")["zone"] == "hand")
    s = pass_pass(engine, s)                      # the ninjutsu ability resolves: the Shadow enters attacking
    shadow = next(o for o in s.doc["objects"] if o["id"] == "tf")
    assert (shadow["zone"], shadow.get("attacking")) == ("battlefield", "bob")
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["b2"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert chars(engine, s, tok["id"])["name"] == "Runeclaw Bear"
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")


def test_thousand_faced_shadow_cast_in_a_main_phase_doesnt_trigger_603_4(engine):
    """CR 603.4: cast and resolved in Alice's main phase, the Shadow enters from her hand but isn't attacking: no
    trigger."""
    s = make_state([zone("tf", "Thousand-Faced Shadow", "hand"), *lands("alice", islands=3),
                    bf("b2", "Runeclaw Bear")])
    s = engine.apply(s, {"action": "cast", "object": "tf"})[0].state
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "tf")["zone"] == "battlefield"
    assert stack_abilities(s) == [] and tokens(s) == []


# --- tokens chosen as the ability resolves (CR 608.2d) ---------------------------------------------------------------

# the Human Warrior token Battle for Bretagard's chapter I creates
HUMAN_WARRIOR = {"name": "Human Warrior", "types": ["creature"], "subtypes": ["Human", "Warrior"], "colors": ["white"],
                 "power": 1, "toughness": 1}


def test_battle_for_bretagard_chapter_three_copies_chosen_tokens_with_different_names_608_2d_201_2_707_2(engine):
    """CR 714.2b: the third lore counter triggers chapter III. CR 608.2d: as it resolves Alice chooses any number of her
    artifact or creature tokens with different names: of her two Human Warrior tokens at most one (CR 201.2: same name),
    her Gadget token (an artifact) or not; never Bob's Mouse token. CR 707.2: a token copy of each chosen. So the copies
    made, by name, are one of: none; a Human Warrior; a Gadget Token; both (one resulting state per set chosen)."""
    s = make_state([bf("bb", "Battle for Bretagard", counters={"lore": 2}), token("h1", HUMAN_WARRIOR),
                    token("h2", HUMAN_WARRIOR), token("g1", GADGET), token("m1", MOUSE, "bob")],
                   phase="beginning", step="draw")
    s = only(pass2(engine, s))
    assert len(stack_abilities(s)) == 1
    made = set()
    for o in pass2(engine, s):
        new = [t for t in tokens(o.state) if t["id"] not in ("h1", "h2", "g1", "m1")]
        assert all(t.get("controller", t["owner"]) == "alice" for t in new)
        made.add(tuple(sorted(chars(engine, o.state, t["id"])["name"] for t in new)))
    assert made == {(), ("Human Warrior",), ("Gadget Token",), ("Gadget Token", "Human Warrior")}


# --- targets (CR 115.1) ----------------------------------------------------------------------------------------------


def test_daretti_minus_six_copies_an_artifact_card_in_a_graveyard_three_times_115_1_707_8(engine):
    """CR 115.1, 606.3: Daretti's −6: the legal targets are artifact cards in any graveyard (Bob's Worldwalker Helm) and
    artifacts on the battlefield (Alice's Skyclave Relic), not a creature card there (Runeclaw Bear) nor a nonartifact
    permanent (Bob's Mouse token). CR 707.8, 707.2, 111.1: resolved with the Helm, three token copies of it under
    Alice's control; the card stays in Bob's graveyard."""
    s = make_state([bf("da", "Daretti, Ingenious Iconoclast", counters={"loyalty": 6}), bf("sr", "Skyclave Relic"),
                    zone("wh", "Worldwalker Helm", "graveyard", "bob"), zone("rb", "Runeclaw Bear", "graveyard", "bob"),
                    token("m1", MOUSE, "bob")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "da"
            and a.action["ability"].get("loyalty") == -6]
    assert {t for a in acts for ts in a.targets for t in ts} == {"sr", "wh"}
    s = engine.apply(s, {**acts[0].action, "targets": ["wh"]})[0].state
    s = pass_pass(engine, s)
    made = [t for t in tokens(s) if t["id"] != "m1"]
    assert sorted((chars(engine, s, t["id"])["name"], t.get("controller", t["owner"])) for t in made) == [
        ("Worldwalker Helm", "alice")] * 3
    assert next(o for o in s.doc["objects"] if o["id"] == "wh")["zone"] == "graveyard"


def test_the_apprentices_folly_targets_a_creature_no_token_shares_a_name_with_115_1_201_2_707_9b(engine):
    """CR 714.3b, 714.2b: the first lore counter triggers chapter I. CR 115.1, 201.2: its target is a nontoken creature
    Alice controls whose name none of her tokens has: Isamaru, Hound of Konda, not her Runeclaw Bear (her token is named
    Runeclaw Bear too), not Bob's Runeclaw Bear. CR 707.9b: resolved, a token copy of Isamaru that isn't legendary, is a
    Reflection as well as a Dog, and has haste."""
    bear_token = {"name": "Runeclaw Bear", "types": ["creature"], "subtypes": ["Bear"], "colors": ["green"],
                  "power": 2, "toughness": 2}
    s = make_state([bf("af", "The Apprentice's Folly"), bf("is", "Isamaru, Hound of Konda"), bf("rb", "Runeclaw Bear"),
                    token("bt", bear_token), bf("ob", "Runeclaw Bear", "bob")], phase="beginning", step="draw")
    s = only(pass2(engine, s))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["is"]
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] != "bt"]
    c = chars(engine, s, tok["id"])
    assert (c["name"], c.get("supertypes", []), sorted(c["subtypes"])) == (
        "Isamaru, Hound of Konda", [], ["Dog", "Reflection"])
    assert "haste" in {str(a) for a in c["abilities"]}


def test_offsprings_revenge_parses_115_1_611_2a():
    assert abilities_of("Offspring's Revenge")[0] == {
        "trigger": {"beginning_of": "beginning_of_combat", "whose": "your"},
        "target": {"graveyard_card_of_colors": ["creature"], "colors": ["red", "white", "black"]},
        "effect": [{"exile": "target"}, {"create_token_copy": "target", "except": {"power": 1, "toughness": 1}},
                   {"token_gains": "haste", "until": "your_next_turn"}]}


def test_offsprings_revenge_copies_a_white_creature_card_as_a_1_1_with_haste_until_alices_next_turn_105_2_611_2a(
        engine):
    """CR 507.1, 603.2b: as Alice's beginning of combat step begins the ability triggers. CR 115.1, 105.2: its target is
    a red, white, or black creature card in her graveyard: Isamaru (white), not Runeclaw Bear (green) nor Bob's
    Isamaru. CR 406.2, 707.8, 707.9b: resolved, Isamaru is exiled and the token is a 1/1 Isamaru; CR 611.2, 611.2a: it
    has haste, by an effect that lasts until Alice's next turn."""
    s = make_state([bf("or", "Offspring's Revenge"), zone("is", "Isamaru, Hound of Konda", "graveyard"),
                    zone("rb", "Runeclaw Bear", "graveyard"), zone("bi", "Isamaru, Hound of Konda", "graveyard", "bob")])
    s = only(pass2(engine, s))
    assert s.doc["step"] == "beginning_of_combat"
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["is"]
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "is")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Isamaru, Hound of Konda", 1, 1)
    assert "haste" in {str(a) for a in c["abilities"]}
    (eff,) = [e for e in s.to_document()["continuous_effects"] if tok["id"] in e["affects"]]
    assert (eff["until"], eff["until_player"]) == ("your_next_turn", "alice")


def _haste_until_alices_turn(active: str):
    """A Mouse token of Alice's with haste from an effect that lasts until her next turn, in the end step of
    ``active``'s turn."""
    eff = {"id": "e1", "affects": ["m1"], "gain_abilities": ["haste"], "until": "your_next_turn",
           "until_player": "alice", "timestamp": 5}
    libs = [{"id": f"lib{p}", "card": "Runeclaw Bear", "zone": "library", "owner": p, "library_position": 1}
            for p in ("alice", "bob")]
    return make_state([token("m1", MOUSE, timestamp=4), *libs], continuous_effects=[eff], active_player=active,
                      priority=active, phase="ending", step="end")


def _through_cleanup(engine, s):
    for _ in range(4):
        if s.doc["step"] == "upkeep":
            return s
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_until_your_next_turn_lasts_through_bobs_turn_and_ends_as_alices_begins_611_2a(engine):
    """CR 611.2a, 500.1: the effect lasts until Alice's next turn: as Bob's turn begins (after Alice's end step and
    cleanup, 514.2 ends only "until end of turn" effects) the Mouse still has haste; as Alice's next turn begins it
    hasn't."""
    from_alice = _through_cleanup(engine, _haste_until_alices_turn("alice"))
    assert from_alice.doc["active_player"] == "bob"
    assert "haste" in {str(a) for a in chars(engine, from_alice, "m1")["abilities"]}
    from_bob = _through_cleanup(engine, _haste_until_alices_turn("bob"))
    assert from_bob.doc["active_player"] == "alice"
    assert "haste" not in {str(a) for a in chars(engine, from_bob, "m1").get("abilities", [])}


def _kaya_minus_three(engine, extra: list, target: str):
    s = make_state([bf("ky", "Kaya, Intangible Slayer", counters={"loyalty": 7}), *extra])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "ky"
              and a.action["ability"].get("loyalty") == -3]
    s = engine.apply(s, {**act.action, "targets": [target]})[0].state
    return pass_pass(engine, s)


def test_kaya_intangible_slayer_exiles_a_creature_and_copies_it_as_a_white_1_1_spirit_with_flying_608_2h_707_9b(engine):
    """CR 115.1: "target creature or enchantment": Bob's Runeclaw Bear. CR 406.2: exiled. CR 608.2h, 707.2: it wasn't
    an Aura, so Alice gets a token copy of it as it last existed, except (707.9b) it's 1/1, white (its only color), a
    Bear and a Spirit, a creature, with flying."""
    s = _kaya_minus_three(engine, [bf("rb", "Runeclaw Bear", "bob")], "rb")
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], sorted(c["subtypes"])) == (
        "Runeclaw Bear", 1, 1, ["white"], ["Bear", "Spirit"])
    assert "flying" in {str(a) for a in c["abilities"]} and tok.get("controller", tok["owner"]) == "alice"


def test_kaya_intangible_slayer_makes_no_copy_of_an_aura_608_2h(engine):
    """CR 115.1: an enchantment may be the target: Bob's Followed Footsteps (an Aura on his Bear). Exiled; it was an
    Aura as it last existed on the battlefield (608.2h): no token."""
    s = _kaya_minus_three(engine, [bf("rb", "Runeclaw Bear", "bob"), bf("ff", "Followed Footsteps", "bob",
                                                                         attached_to="rb")], "ff")
    assert next(o for o in s.doc["objects"] if o["id"] == "ff")["zone"] == "exile"
    assert tokens(s) == []


def test_romana_ii_copies_a_token_that_entered_this_turn_tapped_115_1_110_5b(engine):
    """CR 115.1, 400.7: "target token that entered this turn": Bob's Mouse token m1 (any player's), not Alice's Mouse
    token m2 (there since an earlier turn) nor her nontoken Runeclaw Bear. CR 707.2, 111.1, 110.5b: resolved, Alice
    gets a tapped token copy of it. (Romana's "Doctor's companion" line is another area's.)"""
    s = make_state([bf("ro", "Romana II"), bf("i1", "Island"), token("m1", MOUSE, "bob", entered_this_turn=True),
                    token("m2", MOUSE), bf("rb", "Runeclaw Bear", entered_this_turn=True)])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "ro"]
    assert {t for ts in act.targets for t in ts} == {"m1"}
    s = engine.apply(s, {**act.action, "targets": ["m1"]})[0].state
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] not in ("m1", "m2")]
    assert (chars(engine, s, tok["id"])["name"], tok.get("tapped"), tok.get("controller", tok["owner"])) == (
        "Mouse Token", True, "alice")


def test_octomancer_copies_a_creature_token_that_entered_this_turn_at_the_end_step_115_1_603_2b(engine):
    """CR 513.1a, 603.2b: as the end step begins, Octomancer's ability triggers. CR 115.1: its target is a creature token
    that entered the battlefield this turn: Bob's Mouse token m1, not the Gadget token (no creature) nor Alice's Mouse
    token m2 (an earlier turn's); one legal target. CR 707.2: resolved, Alice gets a token copy of it. (Octomancer's
    gift line is another area's.)"""
    s = make_state([bf("oc", "Octomancer"), token("m1", MOUSE, "bob", entered_this_turn=True), token("m2", MOUSE),
                    token("g1", GADGET, entered_this_turn=True)], phase="postcombat_main")
    s = only(pass2(engine, s))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["m1"]
    s = pass_pass(engine, s)
    (tok,) = [t for t in tokens(s) if t["id"] not in ("m1", "m2", "g1")]
    assert (chars(engine, s, tok["id"])["name"], tok.get("controller", tok["owner"])) == ("Mouse Token", "alice")


# --- cards put into a graveyard this turn (CR 400.7) -----------------------------------------------------------------

# a test token (not a real card): a 2/2 black Nightmare creature token
NIGHTMARE = {"name": "Nightmare Token", "types": ["creature"], "subtypes": ["Nightmare"], "colors": ["black"],
             "power": 2, "toughness": 2}


def test_abyssal_harvester_copies_a_card_put_into_a_graveyard_this_turn_then_exiles_the_other_nightmares_400_7(
        engine):
    """CR 115.1, 400.7: the target is a creature card in a graveyard that was put there this turn: Bob's Runeclaw Bear
    (put there this turn), not his Isamaru (an earlier turn). CR 406.2, 707.8, 707.9b: resolved, the Bear is exiled and
    Alice gets a token copy that is a Bear Nightmare; then her other Nightmare tokens (n1) are exiled (CR 111.7: it
    ceases to exist), the new one not among them."""
    s = make_state([bf("ah", "Abyssal Harvester"), zone("rb", "Runeclaw Bear", "graveyard", "bob",
                                                         put_into_graveyard_this_turn=True),
                    zone("is", "Isamaru, Hound of Konda", "graveyard", "bob"), token("n1", NIGHTMARE)])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "ah"]
    assert {t for ts in act.targets for t in ts} == {"rb"}
    s = engine.apply(s, {**act.action, "targets": ["rb"]})[0].state
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    (tok,) = _on_battlefield(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], sorted(c["subtypes"])) == ("Runeclaw Bear", ["Bear", "Nightmare"])


def test_a_card_put_into_a_graveyard_is_marked_for_this_turn_only_in_a_harvester_game_400_7(engine):
    """CR 400.7: Alice's Runeclaw Bear put into her graveyard (a rules event) is a card put there this turn, kept as a
    status of the card while Abyssal Harvester is in the game."""
    s = make_state([bf("ah", "Abyssal Harvester"), bf("rb", "Runeclaw Bear")])
    s = only(engine.apply(s, {"event": "move", "object": "rb", "to": "graveyard"}))
    card = next(o for o in s.doc["objects"] if o["id"] == "rb")
    assert (card["zone"], card.get("put_into_graveyard_this_turn")) == ("graveyard", True)


def test_oko_the_ringleader_minus_five_copies_each_other_nonland_permanent_alice_controls_608_2c_707_2(engine):
    """CR 606.3, 608.2c: Oko's −5: the group is the nonland permanents Alice controls other than Oko: her Runeclaw Bear
    and Skyclave Relic, not her Forest (a land), not Bob's Runeclaw Bear. CR 707.2, 111.1: one token copy of each,
    hers. (Oko's +1 line is another area's.)"""
    s = make_state([bf("ok", "Oko, the Ringleader", counters={"loyalty": 6}), bf("rb", "Runeclaw Bear"),
                    bf("sr", "Skyclave Relic"), bf("f1", "Forest"), bf("ob", "Runeclaw Bear", "bob")])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "ok"
              and a.action["ability"].get("loyalty") == -5]
    s = pass_pass(engine, engine.apply(s, act.action)[0].state)
    made = tokens(s)
    assert sorted((chars(engine, s, t["id"])["name"], t.get("controller", t["owner"])) for t in made) == [
        ("Runeclaw Bear", "alice"), ("Skyclave Relic", "alice")]


def test_dino_dna_copies_a_creature_card_exiled_with_it_as_a_6_6_green_dinosaur_with_trample_607_2a_707_9b(engine):
    """CR 115.1, 607.2a: "target creature card exiled with this artifact": the Runeclaw Bear exiled with Dino DNA, not
    the Isamaru in exile that it didn't exile. CR 707.2, 707.9b: resolved, a token copy of the Bear that is 6/6, green,
    a Dinosaur (its only creature type), a creature, with trample. CR 602.5d: only as a sorcery (Alice's main phase,
    empty stack). (Dino DNA's imprint line is another area's.)"""
    s = make_state([bf("dd", "Dino DNA"), *lands("alice", forests=6), zone("rb", "Runeclaw Bear", "exile",
                                                                             exiled_with="dd"),
                    zone("is", "Isamaru, Hound of Konda", "exile")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "dd"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb"}
    s = pass_pass(engine, engine.apply(s, {**acts[0].action, "targets": ["rb"]})[0].state)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"], c["types"]) == (
        "Runeclaw Bear", 6, 6, ["green"], ["Dinosaur"], ["creature"])
    assert "trample" in {str(a) for a in c["abilities"]}


def test_mirror_style_master_copies_each_attacking_modified_creature_700_9_508_4_511_2(engine):
    """CR 508.1m: Alice attacks with Mirror-Style Master and two Runeclaw Bears, one with a +1/+1 counter (modified, CR
    700.9), one without; her Isamaru stays home with a +1/+1 counter (not attacking). CR 608.2c, 707.2, 508.4: resolved,
    one token copy, of the modified attacking Bear, tapped and attacking Bob. CR 603.7a, 511.2: exiled at end of combat.
    (The Master's backup line is another area's.)"""
    s = make_state([bf("ms", "Mirror-Style Master"), bf("b1", "Runeclaw Bear", counters={"+1/+1": 1}),
                    bf("b2", "Runeclaw Bear"), bf("is", "Isamaru, Hound of Konda", counters={"+1/+1": 1})],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ms", "b1", "b2"]}))
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], tok.get("tapped"), tok.get("attacking")) == ("Runeclaw Bear", 2, True, "bob")
    (dt,) = s.to_document()["delayed_triggers"]
    assert dt["text"]["effect"] == {"exile_object": tok["id"]}


def test_nahiri_the_unforgiving_zero_copies_a_cheap_creature_or_equipment_card_with_haste_until_exiled_115_1(engine):
    """CR 115.1, 202.3: Nahiri's [0] with 3 loyalty: the targets are creature or Equipment cards in Alice's graveyard
    with mana value less than 3: Runeclaw Bear (2) and Bloodforged Battle-Axe (an Equipment, 1); not Phantom Steed (4),
    not Skyclave Relic (an artifact, no Equipment), not Bob's Runeclaw Bear. CR 406.2, 707.8: resolved with the Bear,
    it is exiled and Alice gets a token copy that has haste (611.2); a delayed trigger exiles it at the beginning of the
    next end step (603.7a). (Nahiri's first +1 line is another area's.)"""
    s = make_state([bf("nh", "Nahiri, the Unforgiving", counters={"loyalty": 3}),
                    zone("rb", "Runeclaw Bear", "graveyard"), zone("ax", "Bloodforged Battle-Axe", "graveyard"),
                    zone("ps", "Phantom Steed", "graveyard"), zone("sr", "Skyclave Relic", "graveyard"),
                    zone("ob", "Runeclaw Bear", "graveyard", "bob")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "nh"
            and a.action["ability"].get("loyalty") == 0]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb", "ax"}
    s = pass_pass(engine, engine.apply(s, {**acts[0].action, "targets": ["rb"]})[0].state)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Runeclaw Bear" and "haste" in {str(a) for a in c["abilities"]}
    (dt,) = s.to_document()["delayed_triggers"]
    assert dt["text"]["effect"] == {"exile_object": tok["id"]}


# a test token (not a real card): a 1/1 green Squirrel creature token
SQUIRREL = {"name": "Squirrel Token", "types": ["creature"], "subtypes": ["Squirrel"], "colors": ["green"], "power": 1,
            "toughness": 1}


def _hazel_end_step(engine, tok: dict):
    s = make_state([bf("hz", "Hazel of the Rootbloom"), token("t1", tok)], phase="postcombat_main")
    s = only(pass2(engine, s))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["t1"]
    s = pass_pass(engine, s)
    return [chars(engine, s, t["id"])["name"] for t in tokens(s) if t["id"] != "t1"]


def test_hazel_copies_a_squirrel_token_twice_and_another_token_once_608_2c_707_2(engine):
    """CR 513.1a, 603.2b: as Alice's end step begins Hazel's ability triggers, targeting her only token. CR 608.2c: the
    target a Squirrel, two token copies of it instead of one (707.2); a Mouse token: one."""
    assert _hazel_end_step(engine, SQUIRREL) == ["Squirrel Token", "Squirrel Token"]
    assert _hazel_end_step(engine, MOUSE) == ["Mouse Token"]


def test_mirror_style_master_counts_an_equipped_attacker_as_modified_700_9(engine):
    """CR 700.9, 301.5: an equipped creature is modified: Alice's attacking Runeclaw Bear with Bloodforged Battle-Axe
    attached (no counters) is copied; her unequipped attacking Isamaru isn't."""
    s = make_state([bf("ms", "Mirror-Style Master"), bf("b1", "Runeclaw Bear"),
                    bf("ax", "Bloodforged Battle-Axe", attached_to="b1"), bf("is", "Isamaru, Hound of Konda")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ms", "b1", "is"]}))
    s = pass_pass(engine, s)
    assert [chars(engine, s, t["id"])["name"] for t in tokens(s)] == ["Runeclaw Bear"]


# --- events (CR 603.2) -----------------------------------------------------------------------------------------------


def test_genestealer_patriarch_copies_a_dying_creature_with_an_infection_counter_700_4_603_10a_707_9b(engine):
    """CR 700.4, 603.10a: Bob's Runeclaw Bear with an infection counter on it dies (put into his graveyard from the
    battlefield, a rules event): the Patriarch's ability triggers for it; his Isamaru dying without one at the same time
    makes no trigger. CR 707.2, 707.9b, 111.1: resolved, Alice creates a token copy of the Bear (as it is now, a card in
    the graveyard) that is a Tyranid too. (The Patriarch's first ability line is another area's.)"""
    s = make_state([bf("gp", "Genestealer Patriarch"), bf("rb", "Runeclaw Bear", "bob", counters={"infection": 1}),
                    bf("is", "Isamaru, Hound of Konda", "bob")])
    s = only(engine.apply(s, {"event": "move", "object": "rb", "to": "graveyard"}))
    s = only(engine.apply(s, {"event": "move", "object": "is", "to": "graveyard"}))
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], sorted(c["subtypes"]), tok.get("controller", tok["owner"])) == (
        "Runeclaw Bear", ["Bear", "Tyranid"], "alice")
