"""The other modes of modal token-copy spells (issue 22, branch tokencopy4; rules_asp/kernel/tokencopy4_modes.lp):
real census cards by name from the bundled library (their Oracle text read by the grammar), in tiny states.

CR 700.2, 601.2b: the caster chooses the modes as the spell is cast; 700.2c: only the chosen modes' targets are
chosen; 608.2c: the chosen modes' instructions are followed in printed order. Each expected value was worked out from
the CR and the cards' rulings before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_copy_spell_cards import real


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def unsupported(name: str) -> list:
    return [a for a in library()[name]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def islands(owner: str, n: int) -> list[dict[str, Any]]:
    return [bf(f"{owner[0]}isl{i}", "Island", owner) for i in range(n)]


# --- Sublime Epiphany: "Choose one or more — • Counter target spell. • Counter target activated or triggered
# ability. • Return target nonland permanent to its owner's hand. • Create a token that's a copy of target creature
# you control. • Target player draws a card."


def test_sublime_epiphany_reads_whole_115_1_700_2():
    assert unsupported("Sublime Epiphany") == []
    (ab,) = library()["Sublime Epiphany"]["abilities"]
    assert ab["spell"]["max"] == 5
    assert ab["spell"]["modes"][1] == {"effect": {"counter": "target"}, "target": "activated_or_triggered_ability"}


def _epiphany_state():
    """Bob's Man-o'-War trigger ("When this creature enters, return target creature to its owner's hand.") is on the
    stack targeting Alice's Grizzly Bears; Alice holds Sublime Epiphany with six Islands and a card in her library."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "bob", "controller": "bob", "targets": ["abear"],
            "ability": {"source": "mow", "text": mow["abilities"][0]}}
    return make_state([trig, bf("mow", "Man-o'-War", "bob"), bf("abear", "Grizzly Bears"),
                       zone("se", "Sublime Epiphany", "hand"), zone("lib1", "Island", "library"),
                       *islands("alice", 6)], cards=[mow], stack=["mow.ability.3"])


def test_sublime_epiphany_counters_bobs_trigger_115_1_701_6a(engine):
    """CR 115.1: mode 2 may target Bob's triggered ability on the stack (whoever controls it); CR 701.6a: resolving,
    Epiphany counters it: it is removed from the stack and ceases to exist, so Alice's Bears stay on the
    battlefield; Epiphany goes to Alice's graveyard (608.2n)."""
    s = only(engine.apply(_epiphany_state(), {"action": "cast", "object": "se", "modes": [2],
                                              "targets": ["mow.ability.3"]}))
    s = passes(engine, s)
    assert obj(s, "mow.ability.3") is None and s.doc.get("stack", []) == []
    assert obj(s, "abear")["zone"] == "battlefield" and obj(s, "se")["zone"] == "graveyard"


def test_sublime_epiphany_ability_mode_cant_target_a_permanent_or_be_chosen_without_an_ability_700_2a(engine):
    """CR 115.1: mode 2's target is an ability on the stack, never a permanent; CR 700.2a: with no ability on the
    stack mode 2 can't be chosen."""
    s = _epiphany_state()
    assert not engine.why_not(s, {"action": "cast", "object": "se", "modes": [2], "targets": ["mow"]}).legal
    quiet = make_state([bf("abear", "Grizzly Bears"), zone("se", "Sublime Epiphany", "hand"), *islands("alice", 6)])
    w = engine.why_not(quiet, {"action": "cast", "object": "se", "modes": [2], "targets": ["abear"]})
    assert ("mode_not_choosable(2)", "700.2a") in w.failures


def test_sublime_epiphany_three_modes_in_printed_order_608_2c(engine):
    """CR 700.2, 608.2c: modes 2, 4 and 5: the trigger is countered, Alice creates a token copy of her Bears
    (CR 707.2, 111.2: hers) and Alice (the target player) draws her library's one card."""
    s = only(engine.apply(_epiphany_state(), {"action": "cast", "object": "se", "modes": [2, 4, 5],
                                              "targets": ["mow.ability.3", "abear", "alice"]}))
    s = passes(engine, s)
    assert obj(s, "mow.ability.3") is None
    (tok,) = tokens(s)
    assert tok.get("controller", tok["owner"]) == "alice"
    assert engine.derive(s).object(tok["id"]).characteristics["name"] == "Grizzly Bears"
    assert obj(s, "lib1")["zone"] == "hand"


# --- Ashling's Command: "Choose two — • Create a token that's a copy of target Elemental you control. • Target player
# draws two cards. • Ashling's Command deals 2 damage to each creature target player controls. • Target player creates
# two Treasure tokens."


def test_ashlings_command_reads_whole_700_2():
    assert unsupported("Ashling's Command") == []
    (ab,) = library()["Ashling's Command"]["abilities"]
    assert ab["spell"]["choose"] == 2 and len(ab["spell"]["modes"]) == 4


def _ashling_state():
    """Alice: Ashling's Command in hand, three Islands and two Mountains, a Grizzly Bears; Bob: a Grizzly Bears and a
    Runeclaw Bear (2/2 each) and two cards in his library."""
    return make_state([zone("ac", "Ashling's Command", "hand"), *islands("alice", 3),
                       bf("am1", "Mountain"), bf("am2", "Mountain"), bf("abear", "Grizzly Bears"),
                       bf("bbear", "Grizzly Bears", "bob"), bf("brune", "Runeclaw Bear", "bob"),
                       zone("blib1", "Island", "library", "bob"), zone("blib2", "Island", "library", "bob")])


def _cast_resolve(engine, s, oid, modes, targets):
    act = {"action": "cast", "object": oid}
    if modes:
        act["modes"] = modes
    if targets:
        act["targets"] = targets
    s = only(engine.apply(s, act))
    return passes(engine, s)


def test_ashlings_command_damage_to_bobs_creatures_and_treasures_for_alice_120_3_111_10a(engine):
    """Modes 3 and 4, targets Bob then Alice. CR 120.3, 115.10a: each creature Bob controls is dealt 2 damage (not
    targeted): both his 2/2s are destroyed by the state-based action of 704.5g; Alice's Bears aren't dealt any. CR
    111.2, 111.10a: Alice, the target of mode 4, creates two Treasure tokens (colorless Treasure artifacts)."""
    s = _cast_resolve(engine, _ashling_state(), "ac", [3, 4], ["bob", "alice"])
    assert (obj(s, "bbear")["zone"], obj(s, "brune")["zone"], obj(s, "abear")["zone"]) == \
        ("graveyard", "graveyard", "battlefield")
    toks = tokens(s)
    d = engine.derive(s)
    assert sorted((t.get("controller", t["owner"]), d.object(t["id"]).characteristics["name"]) for t in toks) == \
        [("alice", "Treasure Token"), ("alice", "Treasure Token")]


def test_ashlings_command_each_mode_acts_on_its_own_target_700_2f(engine):
    """Modes 2 and 4, targets Bob then Alice (CR 700.2f: each mode its own target): Bob draws two cards, Alice creates
    the two Treasures (Bob none); no creature is dealt damage. Modes 3 and 4 with Alice then Bob: Alice's Bears are
    destroyed (704.5g), Bob's aren't, and the Treasures are Bob's."""
    s = _cast_resolve(engine, _ashling_state(), "ac", [2, 4], ["bob", "alice"])
    assert (obj(s, "blib1")["zone"], obj(s, "blib2")["zone"]) == ("hand", "hand")
    assert [t.get("controller", t["owner"]) for t in tokens(s)] == ["alice", "alice"]
    assert obj(s, "bbear")["zone"] == "battlefield"
    # modes 3 and 4 the other way round: Alice's Bears are dealt the damage, Bob creates the Treasures
    s = _cast_resolve(engine, _ashling_state(), "ac", [3, 4], ["alice", "bob"])
    assert obj(s, "abear")["zone"] == "graveyard" and obj(s, "bbear")["zone"] == "battlefield"
    assert [t.get("controller", t["owner"]) for t in tokens(s)] == ["bob", "bob"]


# --- "Creatures target player controls get +N/+M and gain KEYWORD until end of turn" (Grub's Command's mode 2)


def test_team_pump_of_target_player_parses_115_1():
    """CR 115.1: the player is the mode's one target; the two instructions share it."""
    (ab,) = library()["Grub's Command"]["abilities"]
    mode = ab["spell"]["modes"][1] if "spell" in ab else None
    assert mode == {"target": "player", "effect": [
        {"target_player_creatures_get": "target", "power": 1, "toughness": 1, "until": "end_of_turn"},
        {"target_player_creatures_gain": "target", "ability": "haste", "until": "end_of_turn"}]}


def _grub_state():
    """Alice: Grub's Command in hand, three Swamps and two Mountains, a Grizzly Bears; Bob: a Grizzly Bears and a
    library of six cards, from the top: Island, Grub's Command (a Kindred Goblin sorcery card), Island,
    Kiki-Jiki, Mirror Breaker (a Goblin creature card), Island, Island."""
    lib = ["Island", "Grub's Command", "Island", "Kiki-Jiki, Mirror Breaker", "Island", "Island"]
    return make_state([zone("gc", "Grub's Command", "hand"), *[bf(f"asw{i}", "Swamp") for i in range(3)],
                       bf("am1", "Mountain"), bf("am2", "Mountain"), bf("abear", "Grizzly Bears"),
                       bf("bbear", "Grizzly Bears", "bob"),
                       *[zone(f"b{k + 1}", c, "library", "bob", library_position=k + 1) for k, c in enumerate(lib)]])


def test_grubs_command_reads_whole_700_2():
    assert unsupported("Grub's Command") == []


def test_grubs_command_team_pump_and_mill_each_on_its_own_player_611_2c_701_17a(engine):
    """Modes 2 and 4, targets Alice then Bob. CR 611.2c, 613.4c, 613.1f: Alice's creatures (her Bears) get +1/+1 and
    gain haste until end of turn: a 3/3 with haste; Bob's Bears don't (he isn't mode 2's target). CR 701.17a, 608.2c:
    Bob mills his top five cards; the Goblin cards among them (Grub's Command, Kiki-Jiki) go to his hand, the three
    Islands stay in his graveyard, and his sixth card stays in his library."""
    s = _cast_resolve(engine, _grub_state(), "gc", [2, 4], ["alice", "bob"])
    d = engine.derive(s)
    ab, bb = d.object("abear").characteristics, d.object("bbear").characteristics
    assert (ab["power"], ab["toughness"], "haste" in ab.get("abilities", [])) == (3, 3, True)
    assert (bb["power"], bb["toughness"], "haste" in bb.get("abilities", [])) == (2, 2, False)
    zones = {k: obj(s, k)["zone"] for k in ("b1", "b2", "b3", "b4", "b5", "b6")}
    assert zones == {"b1": "graveyard", "b2": "hand", "b3": "graveyard", "b4": "hand", "b5": "graveyard",
                     "b6": "library"}


def test_grubs_command_pump_is_for_the_creatures_as_it_resolves_611_2c(engine):
    """Modes 2 and 3, targets Bob then his Bears (CR 608.2c: printed order): Bob's creatures get +1/+1 and haste, then
    mode 3 destroys his Bears (701.8a; +1/+1 doesn't stop it); Alice's Bears are unchanged."""
    s = _cast_resolve(engine, _grub_state(), "gc", [2, 3], ["bob", "bbear"])
    assert obj(s, "bbear")["zone"] == "graveyard"
    ab = engine.derive(s).object("abear").characteristics
    assert (ab["power"], ab["toughness"]) == (2, 2)


# --- Sygg's Command: "Choose two — • Create a token that's a copy of target Merfolk you control. • Creatures target
# player controls gain lifelink until end of turn. • Target player draws a card. • Tap target creature. Put a stun
# counter on it."


def test_syggs_command_reads_whole_700_2():
    assert unsupported("Sygg's Command") == []
    (ab,) = library()["Sygg's Command"]["abilities"]
    assert ab["spell"]["modes"][3] == {"effect": {"tap_and_stun": "target"}, "target": "creature"}


def _sygg_state():
    """Alice: Sygg's Command in hand, Plains and two Islands, a Grizzly Bears, a card in her library; Bob: an
    untapped Grizzly Bears."""
    return make_state([zone("sc", "Sygg's Command", "hand"), bf("apl", "Plains"), *islands("alice", 2),
                       bf("abear", "Grizzly Bears"), zone("alib", "Island", "library"),
                       bf("bbear", "Grizzly Bears", "bob")])


def test_syggs_command_draw_and_stun_701_26a_122_1(engine):
    """Modes 3 and 4, targets Alice then Bob's Bears: Alice draws her one card; the Bears become tapped (701.26a)
    with one stun counter (122.1)."""
    s = _cast_resolve(engine, _sygg_state(), "sc", [3, 4], ["alice", "bbear"])
    assert obj(s, "alib")["zone"] == "hand"
    b = obj(s, "bbear")
    assert b.get("tapped") is True and b.get("counters") == {"stun": 1}


def test_syggs_command_lifelink_for_target_players_creatures_611_2c(engine):
    """Modes 2 and 4, targets Alice then Bob's Bears: Alice's Bears gain lifelink until end of turn (Bob's
    don't: only the target player's creatures, CR 611.2c, 115.10a)."""
    s = _cast_resolve(engine, _sygg_state(), "sc", [2, 4], ["alice", "bbear"])
    d = engine.derive(s)
    assert "lifelink" in d.object("abear").characteristics.get("abilities", [])
    assert "lifelink" not in d.object("bbear").characteristics.get("abilities", [])


def test_stun_counter_replaces_untapping_in_the_untap_step_122_1d_502_3(engine):
    """CR 502.3, 122.1d: Bob's tapped Bears have a stun counter as his turn begins: instead of untapping, the stun
    counter is removed and the Bears stay tapped; his tapped Island without one untaps as usual."""
    s = make_state([bf("bbear", "Grizzly Bears", "bob", tapped=True, counters={"stun": 1}),
                    bf("bisl", "Island", "bob", tapped=True)], phase="ending", step="end")
    for _ in range(4):
        if s.doc["active_player"] == "bob":
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["active_player"] == "bob"
    b = obj(s, "bbear")
    assert b.get("tapped") is True and not b.get("counters")
    assert not obj(s, "bisl").get("tapped")


# --- Brigid's Command: "Choose two — • Create a token that's a copy of target Kithkin you control. • Target player
# creates a 1/1 green and white Kithkin creature token. • Target creature you control gets +3/+3 until end of turn.
# • Target creature you control fights target creature an opponent controls."


def test_brigids_command_reads_whole_700_2():
    assert unsupported("Brigid's Command") == []
    (ab,) = library()["Brigid's Command"]["abilities"]
    assert ab["spell"]["modes"][3] == {"effect": {"fights_target": "creature_opponent_controls"},
                                       "target": "creature_you_control"}


def _brigid_state():
    """Alice: Brigid's Command in hand, Forest, Plains and Forest, a Grizzly Bears (2/2); Bob: a Runeclaw Bear (2/2)."""
    return make_state([zone("bc", "Brigid's Command", "hand"), bf("af1", "Forest"), bf("apl", "Plains"),
                       bf("af2", "Forest"), bf("abear", "Grizzly Bears"), bf("brune", "Runeclaw Bear", "bob")])


def test_brigids_command_pump_then_fight_608_2c_701_14a(engine):
    """Modes 3 and 4; the targets are mode 3's (Alice's Bears), mode 4's first (her Bears again: each "target" is
    its own, CR 115.3) and mode 4's second (Bob's Runeclaw Bear), its own slot after the modes' (CR 601.2c). CR 608.2c:
    the Bears get +3/+3 first, then fight (701.14a): 5 damage to the Runeclaw Bear (destroyed, 704.5g), 2 to the 5/5
    Bears (it survives)."""
    s = _cast_resolve(engine, _brigid_state(), "bc", [3, 4], ["abear", "abear", "brune"])
    assert obj(s, "brune")["zone"] == "graveyard" and obj(s, "abear")["zone"] == "battlefield"
    assert obj(s, "abear").get("damage") == 2


def test_brigids_command_kithkin_for_the_target_player_and_fight_111_2_701_14a(engine):
    """Modes 2 and 4, targets Alice (mode 2), her Bears and Bob's Runeclaw Bear (mode 4): Alice creates a 1/1 green and
    white Kithkin (CR 111.2: the target player of that mode); the two 2/2s fight and both are destroyed."""
    s = _cast_resolve(engine, _brigid_state(), "bc", [2, 4], ["alice", "abear", "brune"])
    assert (obj(s, "abear")["zone"], obj(s, "brune")["zone"]) == ("graveyard", "graveyard")
    d = engine.derive(s)
    got = [(t.get("controller", t["owner"]), d.object(t["id"]).characteristics["name"],
            d.object(t["id"]).characteristics["power"]) for t in tokens(s)]
    assert got == [("alice", "Kithkin Token", 1)]


def test_brigids_command_second_target_is_an_opponents_creature_115_1(engine):
    """CR 115.1, 601.2c: mode 4's second target must be a creature an opponent controls: Alice's own Bears can't be."""
    s = _brigid_state()
    assert engine.why_not(s, {"action": "cast", "object": "bc", "modes": [3, 4],
                              "targets": ["abear", "abear", "brune"]}).legal
    w = engine.why_not(s, {"action": "cast", "object": "bc", "modes": [3, 4], "targets": ["abear", "abear", "abear"]})
    assert not w.legal and ("illegal_target(3, abear)", "601.2c") in w.failures


# --- Trystan's Command: "Choose two — • Create a token that's a copy of target Elf you control. • Return one or two
# target permanent cards from your graveyard to your hand. • Destroy target creature or enchantment. • Creatures target
# player controls get +3/+3 until end of turn. Untap them."


def test_trystans_command_reads_whole_700_2():
    assert unsupported("Trystan's Command") == []


def _trystan_state():
    """Alice: Trystan's Command in hand, three Swamps and three Forests, a tapped Grizzly Bears; in her graveyard two
    permanent cards (Grizzly Bears, Runeclaw Bear) and an instant (Lightning Bolt). Bob: a Grizzly Bears."""
    return make_state([zone("tc", "Trystan's Command", "hand"), *[bf(f"asw{i}", "Swamp") for i in range(3)],
                       *[bf(f"afo{i}", "Forest") for i in range(3)], bf("abear", "Grizzly Bears", tapped=True),
                       zone("gy1", "Grizzly Bears", "graveyard"), zone("gy2", "Runeclaw Bear", "graveyard"),
                       zone("bolt", "Lightning Bolt", "graveyard"), bf("bbear", "Grizzly Bears", "bob")])


def test_trystans_command_two_cards_back_and_pump_untap_608_2b_611_2c_701_26b(engine):
    """Modes 2 and 4. Targets: mode 2's first (Grizzly Bears card), mode 4's (Alice), then mode 2's second (Runeclaw
    Bear card), its own slot after the modes' (CR 601.2c). Both cards go to Alice's hand (608.2b: each legal target);
    her creatures get +3/+3 (her Bears: 5/5; Bob's stays 2/2, CR 611.2c) and are untapped (701.26b)."""
    s = _cast_resolve(engine, _trystan_state(), "tc", [2, 4], ["gy1", "alice", "gy2"])
    assert (obj(s, "gy1")["zone"], obj(s, "gy2")["zone"], obj(s, "bolt")["zone"]) == ("hand", "hand", "graveyard")
    assert not obj(s, "abear").get("tapped")
    d = engine.derive(s)
    assert (d.object("abear").characteristics["power"], d.object("bbear").characteristics["power"]) == (5, 2)


def test_trystans_command_one_card_is_enough_601_2c(engine):
    """CR 601.2c: "one or two": Alice names only one card for mode 2 (and Bob's Bears for mode 3): the one card comes
    back, the other stays; Bob's Bears are destroyed (701.8a)."""
    s = _cast_resolve(engine, _trystan_state(), "tc", [2, 3], ["gy1", "bbear"])
    assert (obj(s, "gy1")["zone"], obj(s, "gy2")["zone"], obj(s, "bbear")["zone"]) == ("hand", "graveyard", "graveyard")


def test_trystans_command_targets_permanent_cards_only_115_1(engine):
    """CR 115.1, 110.4a: an instant card (Lightning Bolt) isn't a permanent card: it can't be one of mode 2's targets,
    neither the first nor the second; the same card can't be both (one word "target", CR 601.2c)."""
    s = _trystan_state()
    for targets in (["bolt", "alice"], ["gy1", "alice", "bolt"]):
        assert not engine.why_not(s, {"action": "cast", "object": "tc", "modes": [2, 4], "targets": targets}).legal
    w = engine.why_not(s, {"action": "cast", "object": "tc", "modes": [2, 4], "targets": ["gy1", "alice", "gy1"]})
    assert not w.legal and ("same_target_twice(gy1)", "601.2c") in w.failures


# --- Rootcast Apprenticeship's fourth mode, "Target opponent sacrifices a nontoken artifact of their choice." (the card
# itself waits for its "Choose three. You may choose the same mode more than once." header: see the xfail below)

# a test card (not a real card): Rootcast Apprenticeship's fourth mode alone, as the grammar reads it
TEST_SAC = {"name": "Test Card Sacrifice Nontoken Artifact", "mana_cost": "{1}", "types": ["sorcery"],
            "abilities": [{"spell": {"target": "opponent",
                                     "effect": {"target_player_sacrifices_nontoken": "artifact"}}}]}


def test_target_opponent_sacrifices_a_nontoken_artifact_701_21a(engine):
    """CR 115.1: the target is an opponent; CR 701.21a: Bob sacrifices a nontoken artifact he controls, his Mimic Vat
    (the only one: his Grizzly Bears isn't an artifact): it goes to his graveyard."""
    s = make_state([zone("sac", TEST_SAC["name"], "hand"), *islands("alice", 1), bf("vat", "Mimic Vat", "bob"),
                    bf("bbear", "Grizzly Bears", "bob")], cards=[TEST_SAC])
    assert not engine.why_not(s, {"action": "cast", "object": "sac", "targets": ["alice"]}).legal
    s = _cast_resolve(engine, s, "sac", None, ["bob"])
    assert (obj(s, "vat")["zone"], obj(s, "bbear")["zone"]) == ("graveyard", "battlefield")


def test_rootcast_apprenticeship_choose_three_same_mode_700_2d():
    """CR 700.2d: "You may choose the same mode more than once." needs the modal wrapper to carry a repeat flag (the
    vocabulary's modal(N, Modes[, Max]) has none; pyglue/vocabulary.py's _spell_modes, not data): every mode of the card
    is read already."""
    import pytest
    if unsupported("Rootcast Apprenticeship"):
        pytest.xfail("700.2d 'choose the same mode more than once' is not in the modal vocabulary (vocabulary.py)")


# --- Will of the Temur's two modes (the card itself waits for its conditional "choose both" header: see the xfail)

# test cards (not real cards): each of Will of the Temur's modes alone, as the grammar reads them
TEST_DRAW_MV = {"name": "Test Card Draw Greatest Mana Value", "mana_cost": "{1}", "types": ["sorcery"],
                "abilities": [{"spell": {"target": "player",
                                         "effect": {"draw_greatest_mana_value_you_control": "target"}}}]}
TEST_DRAGON = {"name": "Test Card Dragon Copy", "mana_cost": "{1}", "types": ["sorcery"],
               "abilities": [{"spell": {"target": "permanent", "effect": {"create_token_copy": "target", "except": {
                   "power": 4, "toughness": 4, "add_subtypes": ["Dragon"], "add_types": ["creature"],
                   "add_abilities": ["flying"]}}}}]}


def test_will_of_the_temur_modes_read_707_9b():
    (ab,) = library()["Will of the Temur"]["abilities"][-1:]
    # the header "Choose one. If you control a commander as you cast this spell, you may choose both instead." is read
    # since branch effects4 (CR 700.2: up to both modes while the condition holds); each mode alone:
    assert (ab["spell"]["choose"], ab["spell"]["max"], ab["spell"]["max_if"]) == (1, 2, "you_control_a_commander")
    from pyglue.oracle import parse_text
    assert parse_text("Create a token that's a copy of target permanent, except it's a 4/4 Dragon creature with flying "
                      "in addition to its other types.", "Test", ["sorcery"]) == TEST_DRAGON["abilities"]
    assert parse_text("Target player draws cards equal to the greatest mana value among permanents you control.",
                      "Test", ["sorcery"]) == TEST_DRAW_MV["abilities"]


def test_target_player_draws_the_greatest_mana_value_among_your_permanents_121_2_202_3(engine):
    """Alice controls an Island (mana value 0), Grizzly Bears (2) and Mimic Vat (3): the greatest is 3 (CR 202.3); Bob,
    the target, draws three cards of his four (121.2)."""
    lib = [zone(f"b{i}", "Island", "library", "bob", library_position=i) for i in (1, 2, 3, 4)]
    s = make_state([zone("dm", TEST_DRAW_MV["name"], "hand"), *islands("alice", 1), bf("abear", "Grizzly Bears"),
                    bf("vat", "Mimic Vat"), *lib], cards=[TEST_DRAW_MV])
    s = _cast_resolve(engine, s, "dm", None, ["bob"])
    assert [obj(s, f"b{i}")["zone"] for i in (1, 2, 3, 4)] == ["hand", "hand", "hand", "library"]


def test_copy_except_a_dragon_creature_with_flying_in_addition_707_9b_205_1b(engine):
    """CR 707.9b, 205.1b: a token copy of Bob's Grizzly Bears that is 4/4, a Dragon and a creature in addition to its
    types (Bear stays: "in addition"), with flying; Alice's."""
    s = make_state([zone("dc", TEST_DRAGON["name"], "hand"), *islands("alice", 1), bf("bbear", "Grizzly Bears", "bob")],
                   cards=[TEST_DRAGON])
    s = _cast_resolve(engine, s, "dc", None, ["bbear"])
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (tok.get("controller", tok["owner"]), ch["power"], ch["toughness"], sorted(ch["subtypes"]),
            "flying" in ch["abilities"]) == ("alice", 4, 4, ["Bear", "Dragon"], True)


def test_will_of_the_temur_choose_both_if_you_control_a_commander_700_2():
    """CR 700.2, 903.3: "If you control a commander as you cast this spell, you may choose both instead." needs a
    conditional most-modes in the modal wrapper (pyglue/vocabulary.py's _spell_modes, not data) and a commander
    designation; See Double's "If an opponent has eight or more cards in their graveyard, ..." the same wrapper."""
    import pytest
    if unsupported("Will of the Temur"):
        pytest.xfail("a conditional 'you may choose both instead' is not in the modal vocabulary (vocabulary.py)")


def test_adric_counters_target_activated_or_triggered_ability_602_2b_701_6a(engine):
    """Adric, Mathematical Genius's "Ultimate Sacrifice — {1}{U}, Sacrifice Adric: Counter target activated or triggered
    ability." (the ability word has no rules meaning, CR 207.2c): Alice sacrifices Adric as a cost (118.3) and
    targets Bob's Man-o'-War trigger (115.1); resolving, her ability counters it (701.6a): the trigger ceases to exist
    and her Bears stay."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "bob", "controller": "bob", "targets": ["abear"],
            "ability": {"source": "mow", "text": mow["abilities"][0]}}
    s = make_state([trig, bf("mow", "Man-o'-War", "bob"), bf("abear", "Grizzly Bears"), bf("adric",
                    "Adric, Mathematical Genius"), *islands("alice", 2)], cards=[mow], stack=["mow.ability.3"])
    s = only(engine.apply(s, {"action": "activate", "object": "adric", "ability": 1, "targets": ["mow.ability.3"]}))
    assert obj(s, "adric")["zone"] == "graveyard"
    s = passes(engine, s)
    assert obj(s, "mow.ability.3") is None and s.doc.get("stack", []) == []
    assert obj(s, "abear")["zone"] == "battlefield"
