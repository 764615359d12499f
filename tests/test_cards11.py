"""The copy sentences of the r8_cards11 cards (issue 22, branch cards11; rules_asp/kernel/cards11_*.lp).

Each expected value was worked out from the CR and the card's Oracle text before the engine was run: CR 701.38a (each
player votes), 701.6a (counter), 707.10 (a copy of a spell is put on the stack under the control of the player who
copies it, with the spell's targets unless new ones may be chosen), 101.4 (APNAP order).

Real cards from the bundled library, with Lightning Bolt and basic lands.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state, only
from .test_spellcopy3 import spell
from .test_spellcopy9 import pass_all
from .test_spellcopy_cast import abilities_on_stack, bf, cast, copies, hand, obj
from .test_token_copies_more import name_of, pass_pass


# --- Yeah Nah: "Each player votes for yeah or nah. If yeah gets the most votes or is tied for the most votes, each
# player copies target spell. If nah gets the most votes, counter that spell." -----------------------------------

def test_yeah_nah_reads_its_oracle_text_701_38a():
    assert library()["Yeah Nah"]["abilities"][0] == {
        "spell": {"effect": {"vote_each_player_copies_or_counter": "target"}, "target": "spell"}}


def test_yeah_nah_counters_on_more_nah_votes_else_each_player_copies_701_38a_707_10_101_4(engine):
    """Bob's Lightning Bolt (at Alice) is the target. Each player votes (CR 701.38a): four sets of votes. Only both for
    nah gives nah the most votes: the Bolt is countered (CR 701.6a). A tie (one each) or both for yeah: each player
    copies the Bolt (CR 707.10): two copies, each controlled by the player who made it, each still at Alice (the text
    offers no new targets), Alice's first (she is the active player, CR 101.4) and Bob's above it. The three sets of
    votes that copy leave the same game: two resulting states in all."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("yn", "Yeah Nah"), bf("i1", "Island"),
                    bf("i2", "Island"), bf("i3", "Island")], stack=["bolt"])
    s = cast(engine, s, "yn", targets=["bolt"])
    outs = engine.apply(s, {"event": "resolve"})
    assert len(outs) == 2
    (countered,) = [o for o in outs if obj(o.state, "bolt")["zone"] == "graveyard"]
    assert copies(countered.state) == []
    assert {e[0] for e in countered.events if "voted" in e[0]} == {"voted(alice, nah)", "voted(bob, nah)"}
    (copied,) = [o.state for o in outs if obj(o.state, "bolt")["zone"] == "stack"]
    cps = copies(copied)
    assert copied.doc["stack"] == ["bolt", *cps] and len(cps) == 2
    assert [obj(copied, c)["controller"] for c in cps] == ["alice", "bob"]
    assert all(obj(copied, c)["targets"] == ["alice"] for c in cps)


# --- Zethi, Arcane Blademaster: "Whenever Zethi attacks, copy each exiled card you own with a kick counter on it. You may
# cast the copies." -------------------------------------------------------------------------------------------------

def test_zethi_copies_each_exiled_card_alice_owns_with_a_kick_counter_707_12_122_1_601_2f(engine):
    """Zethi attacks (CR 508.1, 603.2): its ability triggers. Three Lightning Bolts are in exile: Alice's with a kick
    counter (CR 122.1), Alice's without one, Bob's with one. Resolving, only the first is copied ("you own", "with a kick
    counter on it"): one copy made in exile for Alice to cast now (CR 707.12), paying its mana cost {R} ("You may cast the
    copies" says no "without paying", CR 601.2f): cast for free it is illegal; paying with the Mountain, the copy is on the
    stack and the Mountain tapped. The exiled cards stay in exile, their counters on them."""
    s = make_state([bf("zethi", "Zethi, Arcane Blademaster"), bf("mtn", "Mountain"),
                    {"id": "k1", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "counters": {"kick": 1}},
                    {"id": "k0", "card": "Lightning Bolt", "zone": "exile", "owner": "alice"},
                    {"id": "kb", "card": "Lightning Bolt", "zone": "exile", "owner": "bob", "counters": {"kick": 1}}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["zethi"]}))
    assert len(abilities_on_stack(s, "zethi")) == 1
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    made = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    assert len(made) == 1 and made[0]["zone"] == "exile"
    assert made[0]["copy_effects"][0]["source"] == "k1"   # (review13: the copy's source, not its id's spelling)
    assert obj(s, "k1")["zone"] == "exile" and obj(s, "k1")["counters"] == {"kick": 1}
    assert not engine.why_not(s, {"action": "cast", "object": made[0]["id"], "cost": "free"}).legal
    s = engine.apply(s, {"action": "cast", "object": made[0]["id"], "targets": ["bob"]})[0].state
    assert s.doc["stack"] == [made[0]["id"]] and obj(s, "mtn").get("tapped") is True


# --- Zethi, Arcane Blademaster: "When Zethi enters, exile up to X target instant cards from your graveyard, where X is
# the number of times Zethi was kicked. Put a kick counter on each of them." ---------------------------------------

def test_zethi_enters_kicked_twice_exiles_up_to_two_instants_with_kick_counters_702_33d_115_1d_122_1(engine):
    """Zethi, kicked twice (CR 702.33d: the permanent it becomes keeps the count, 608.3), resolves and enters: its
    ability triggers and, as it goes on the stack, Alice chooses up to two target instant cards in her graveyard (CR
    115.1d, 601.2c via 603.3d): three Lightning Bolts there (Grizzly Bears, a creature card, can't be chosen): no card,
    one of three or two of three: 1 + 3 + 3 = 7 resulting states (review13: Boltwave, a sorcery card, can't be chosen
    either: "instant cards"). Resolving with two: both are exiled (CR 406.2), each
    with one kick counter on it (CR 122.1); the third Bolt stays in the graveyard."""
    gy = [{"id": f"b{i}", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"} for i in (1, 2, 3)]
    s = make_state([{**spell("z", "Zethi, Arcane Blademaster"), "kicked": True, "kicked_times": 2}, *gy,
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "bw", "card": "Boltwave", "zone": "graveyard", "owner": "alice"}], stack=["z"])
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    picks = sorted(tuple(obj(o, a).get("targets") or []) for o in outs for a in abilities_on_stack(o, "z"))
    assert picks == [(), ("b1",), ("b1", "b2"), ("b1", "b3"), ("b2",), ("b2", "b3"), ("b3",)]
    (s,) = [o for o in outs for a in abilities_on_stack(o, "z") if obj(o, a).get("targets") == ["b1", "b2"]]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert [obj(s, b)["zone"] for b in ("b1", "b2", "b3")] == ["exile", "exile", "graveyard"]
    assert obj(s, "b1").get("counters") == {"kick": 1} and obj(s, "b2").get("counters") == {"kick": 1}


# --- The Magic Bandit: "Whenever you cast a spell or play a land you don't own, copy it." -----------------------------

def test_the_magic_bandit_copies_a_spell_and_a_land_alice_doesnt_own_707_10_707_2_108_3(engine):
    """Bob owns a Lightning Bolt and a Forest in exile that Alice may play (a continuous effect, CR 601.3, 305.1). Alice
    casts the Bolt at Bob: she isn't its owner (CR 108.3), so the Bandit's ability triggers (CR 603.2); resolving, the
    Bolt is copied for Alice (CR 707.10), the copy controlled by her, above the Bolt, still at Bob (no new targets).
    Alice then plays the Forest (a land, CR 305.1): the ability triggers again; resolving, Alice creates a token that's a
    copy of the Forest (a permanent is copied as a token, CR 707.2, 111.1), under her control."""
    s = make_state([bf("mb", "The Magic Bandit"), bf("mtn", "Mountain"),
                    {"id": "bb", "card": "Lightning Bolt", "zone": "exile", "owner": "bob"},
                    {"id": "bfo", "card": "Forest", "zone": "exile", "owner": "bob"}],
                   continuous_effects=[{"id": "e1", "timestamp": 1, "affects": ["bb", "bfo"], "play_for": "alice"}])
    s = cast(engine, s, "bb", targets=["bob"])
    (ab,) = abilities_on_stack(s, "mb")
    assert s.doc["stack"] == ["bb", ab]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    (cp,) = copies(s)
    assert s.doc["stack"] == ["bb", cp]
    assert obj(s, cp)["controller"] == "alice" and obj(s, cp)["targets"] == ["bob"]
    s = only(engine.apply(s, {"event": "resolve"}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert s.doc["stack"] == []
    s = only(engine.apply(s, {"action": "play", "object": "bfo"}))
    (ab,) = abilities_on_stack(s, "mb")
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    assert tok["zone"] == "battlefield" and tok.get("controller", tok["owner"]) == "alice"
    assert name_of(engine, s, tok["id"]) == "Forest"
    assert obj(s, "bfo")["zone"] == "battlefield" and obj(s, "bfo").get("controller", "alice") == "alice"


# --- Mysterious Stranger: "When this creature enters, for each graveyard with an instant or sorcery card in it, exile
# target instant or sorcery card from that graveyard. If two or more cards are exiled this way, choose one of them at
# random and copy it. You may cast the copy without paying its mana cost." ----------------------------------------

def test_mysterious_stranger_one_target_per_graveyard_then_a_random_copy_cast_free_115_1_608_2d_707_12(engine):
    """The Stranger resolves and enters; its ability triggers. Alice's graveyard holds two Lightning Bolts, Bob's one
    Brainstorm and Grizzly Bears (a creature card: no target): one target from each graveyard (CR 115.1, 601.2c via
    603.3d): a Bolt of Alice's (two choices) and the Brainstorm: two resulting states. Resolving with a1 and the
    Brainstorm: both are exiled (CR 406.2); two cards were, so one of them is chosen at random (CR 608.2d: two states)
    and Alice may cast a copy of it, made in exile, without paying its mana cost (CR 707.12, 118.9). The other Bolt
    stays in the graveyard."""
    s = make_state([spell("ms", "Mysterious Stranger"),
                    {"id": "a1", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "a2", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "bs", "card": "Brainstorm", "zone": "graveyard", "owner": "bob"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}], stack=["ms"])
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    picks = sorted(tuple(obj(o, a).get("targets") or []) for o in outs for a in abilities_on_stack(o, "ms"))
    assert picks == [("a1", "bs"), ("a2", "bs")]
    (s,) = [o for o in outs for a in abilities_on_stack(o, "ms") if obj(o, a).get("targets") == ["a1", "bs"]]
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert len(outs) == 2
    for o in outs:
        assert [obj(o, x)["zone"] for x in ("a1", "a2", "bs")] == ["exile", "graveyard", "exile"]
    made = {name_of(engine, o, c["id"]): (o, c["id"]) for o in outs for c in o.to_document()["objects"]
            if c.get("cast_now_by") == "alice"}
    assert sorted(made) == ["Brainstorm", "Lightning Bolt"]
    o, c = made["Brainstorm"]
    assert engine.why_not(o, {"action": "cast", "object": c, "cost": "free"}).legal
    # (review13) only Alice's graveyard has an instant or sorcery card: one target, one card exiled, and "if two or more
    # cards are exiled this way" is false: nothing is copied (CR 608.2c)
    s = make_state([spell("ms", "Mysterious Stranger"),
                    {"id": "a1", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}], stack=["ms"])
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert [obj(s, a)["targets"] for a in abilities_on_stack(s, "ms")] == [["a1"]]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert obj(s, "a1")["zone"] == "exile" and [c for c in s.to_document()["objects"] if c.get("cast_now_by")] == []


# --- Bloodthirsty Adversary: "When this creature enters, you may pay {2}{R} any number of times. When you pay this cost
# one or more times, put that many +1/+1 counters on this creature, then exile up to that many target instant and/or
# sorcery cards with mana value 3 or less from your graveyard and copy them. You may cast any number of the copies
# without paying their mana costs." -----------------------------------------------------------------------------

def test_bloodthirsty_adversary_pays_n_times_then_a_reflexive_trigger_with_up_to_n_targets_603_12_707_12(engine):
    """The Adversary resolves and enters; its ability triggers and resolves with RRRRRR in Alice's pool. She may pay
    {2}{R} none, one or two times (CR 608.2d, 601.2g-h: six mana pays it at most twice). Paying once or twice, the
    reflexive ability triggers (CR 603.12) and, as it is put on the stack, Alice chooses up to that many target instant
    or sorcery cards with mana value 3 or less in her graveyard (CR 115.1d): Lightning Bolt and Brainstorm (Serra Angel,
    a creature card, can't be chosen): once: none, one or the other (3); twice: none, either, both (4); with the decline,
    8 resulting states. Twice with both: the pool is empty; resolving, two +1/+1 counters on the Adversary (CR 122.1),
    both cards exiled (CR 406.2) and a copy of each made in exile for Alice to cast without paying (CR 707.12, 707.12a)."""
    s = make_state([spell("ba", "Bloodthirsty Adversary"),
                    {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "bs", "card": "Brainstorm", "zone": "graveyard", "owner": "alice"},
                    {"id": "sa", "card": "Serra Angel", "zone": "graveyard", "owner": "alice"}], stack=["ba"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert len(outs) == 8
    pools = sorted(next(p for p in o.doc["players"] if p["name"] == "alice")["mana_pool"] for o in outs)
    assert pools == [""] * 4 + ["{R}{R}{R}"] * 3 + ["{R}{R}{R}{R}{R}{R}"]
    (s,) = [o for o in outs for a in abilities_on_stack(o, "ba") if sorted(obj(o, a).get("targets") or []) == ["bs", "lb"]]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert obj(s, "ba").get("counters") == {"+1/+1": 2}
    assert [obj(s, x)["zone"] for x in ("lb", "bs", "sa")] == ["exile", "exile", "graveyard"]
    made = sorted(name_of(engine, s, c["id"]) for c in s.to_document()["objects"] if c.get("cast_now_by") == "alice")
    assert made == ["Brainstorm", "Lightning Bolt"]


# --- Bargain (CR 702.166) and Dan, Shrewd Trader: "You can bargain any permanent instead of just artifacts, enchantments,
# and tokens." / "Whenever you cast a spell, if it was bargained, copy that spell. You may choose new targets for the
# copy." --------------------------------------------------------------------------------------------------------

def _bargain_bolt() -> dict:
    """A TEST CARD (no card of the library has bargain): Lightning Bolt's cost and ability, with bargain."""
    bolt = library()["Lightning Bolt"]
    return {"name": "Bargain Bolt (test card)", "types": ["instant"], "mana_cost": bolt["mana_cost"],
            "abilities": ["bargain", *bolt["abilities"]]}


def test_dan_reads_its_oracle_text_702_166():
    assert library()["Dan, Shrewd Trader"]["abilities"] == [
        "bargain_any_permanent",
        {"effect": {"copy_that_spell": "new_targets"}, "trigger": "you_cast_bargained_spell"}]


def test_dan_bargain_any_permanent_and_copy_the_bargained_spell_702_166_603_4_707_10c(engine):
    """Alice controls Dan and Grizzly Bears (a creature: no artifact, enchantment or token) and casts the test card's
    bargain Bolt at Bob with {R} in her pool. Bargain is an optional additional cost (CR 702.166a, 601.2h); with Dan she
    may sacrifice any permanent she controls: not at all, the Bears or Dan: three resulting states. Not bargained, Dan's
    ability doesn't trigger (CR 603.4); Dan sacrificed, it doesn't either (gone at CR 601.2h before the spell becomes
    cast, 601.2i; review13). Bargained with the Bears: the Bears are in the graveyard (CR 701.21a), the spell
    was bargained (CR 702.166b) and Dan's ability triggers; resolving, the Bolt is copied for Alice, who may choose a
    new target (CR 707.10c: Alice, Bob or Dan): three states, the copy above the Bolt."""
    s = make_state([bf("dan", "Dan, Shrewd Trader"), bf("gb", "Grizzly Bears"), hand("bb", "Bargain Bolt (test card)")],
                   cards=[_bargain_bolt()],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "bb", "targets": ["bob"]})]
    assert len(outs) == 3
    (plain,) = [o for o in outs if obj(o, "gb")["zone"] == "battlefield" and obj(o, "dan")["zone"] == "battlefield"]
    assert abilities_on_stack(plain, "dan") == []
    # (review13) Dan sacrificed for the bargain is gone when the spell becomes cast (CR 601.2h before 601.2i): no trigger
    (no_dan,) = [o for o in outs if obj(o, "dan")["zone"] == "graveyard"]
    assert abilities_on_stack(no_dan, "dan") == [] and obj(no_dan, "gb")["zone"] == "battlefield"
    (s,) = [o for o in outs if obj(o, "gb")["zone"] == "graveyard"]
    (ab,) = abilities_on_stack(s, "dan")
    assert s.doc["stack"] == ["bb", ab]
    outs = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "dan"]
    assert all(o.doc["stack"] == ["bb", copies(o)[0]] and obj(o, copies(o)[0])["controller"] == "alice" for o in outs)


# --- Magar of the Magic Strings: "{1}{B}{R}: Note the name of target instant or sorcery card in your graveyard and put it
# onto the battlefield face down. It's a 3/3 creature with "Whenever this creature deals combat damage to a player, you
# may create a copy of the card with the noted name. You may cast the copy without paying its mana cost" and "If this
# creature would leave the battlefield, exile it instead of putting it anywhere else."" -----------------------------

def test_magar_puts_the_card_face_down_as_a_3_3_with_its_name_noted_707_14_708_2(engine):
    """Alice activates Magar ({1}{B}{R} from her pool) targeting the Lightning Bolt in her graveyard. Resolving, the Bolt
    is put onto the battlefield face down under her control (CR 708.2, 110.2), its name noted (CR 707.14): a 3/3
    creature with no name (708.2a) and the two quoted abilities. Destroyed by lethal damage, it is exiled instead."""
    s = make_state([bf("mg", "Magar of the Magic Strings"),
                    {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    hand("kill", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{B}{R}{R}{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == "mg"]
    s = engine.apply(s, {**act.action, "targets": ["lb"]})[0].state
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    lb = obj(s, "lb")
    assert lb["zone"] == "battlefield" and lb.get("face_down") is True and lb.get("chosen") == {"noted_name": "Lightning Bolt"}
    ch = engine.derive(s).object("lb").characteristics
    assert (ch.get("power"), ch.get("toughness"), ch.get("types"), ch.get("name")) == (3, 3, ["creature"], None)
    assert len(ch.get("abilities", [])) == 2
    # (review13) "If this creature would leave the battlefield, exile it instead": Alice's other Bolt deals it 3, lethal
    # (CR 704.5g); it would die and is exiled instead (CR 614.1a), no longer face down (CR 708.9)
    s = only(engine.apply(s, {"action": "cast", "object": "kill", "targets": ["lb"]}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, "lb")["zone"] == "exile" and not obj(s, "lb").get("face_down")


def test_magar_face_down_card_deals_combat_damage_and_its_copy_is_cast_free_707_14_707_12(engine):
    """The face-down Bolt (name noted: Lightning Bolt) attacks Bob unblocked and deals him 3 combat damage (a 3/3, CR
    510.2): its ability triggers (CR 603.2); resolving, a copy of Lightning Bolt (the card with the noted name, CR
    707.14) is made for Alice to cast without paying its mana cost (CR 707.12, 118.9)."""
    s = make_state([{"id": "fd", "card": "Lightning Bolt", "zone": "battlefield", "owner": "alice", "face_down": True,
                     "chosen": {"noted_name": "Lightning Bolt"}}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["fd"]}))
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    assert len(abilities_on_stack(s, "fd")) == 1
    s = pass_pass(engine, s)
    (c,) = [c for c in s.to_document()["objects"] if c.get("cast_now_by") == "alice"]
    assert name_of(engine, s, c["id"]) == "Lightning Bolt"
    assert engine.why_not(s, {"action": "cast", "object": c["id"], "cost": "free", "targets": ["bob"]}).legal


# --- Ertai's Meddling: "X can't be 0." / "Target spell's controller exiles it with X delay counters on it." / "At the
# beginning of each of that player's upkeeps, if that card is exiled, remove a delay counter from it. If the card has no
# delay counters on it, the player puts it onto the stack as a copy of the original spell." ----------------------

def test_ertais_meddling_exiles_the_spell_with_x_delay_counters_601_2b_122_1(engine):
    """Bob's Lightning Bolt at Alice is on the stack. Cast with no X, Ertai's Meddling is refused (X can't be 0, CR
    601.2b, 107.3). Cast with X = 2 ({2}{U} from Alice's pool) at the Bolt and resolved: the Bolt card is exiled (CR
    406.2) with two delay counters (CR 122.1), still naming Alice as its target (the original spell's choices, CR
    707.10), and has gained the upkeep ability (CR 611.2a)."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("em", "Ertai's Meddling")], stack=["bolt"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    assert not engine.why_not(s, {"action": "cast", "object": "em", "targets": ["bolt"]}).legal
    s = cast(engine, s, "em", targets=["bolt"], x=2)
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    b = obj(s, "bolt")
    assert b["zone"] == "exile" and b.get("counters") == {"delay": 2} and b.get("targets") == ["alice"]
    assert "delay_counter_upkeep_put_onto_stack" in engine.derive(s).object("bolt").characteristics["abilities"]


def test_ertais_meddling_last_delay_counter_puts_the_card_onto_the_stack_as_the_original_spell_503_1_707_10(engine):
    """Bob's Bolt card is in exile with one delay counter and the gained ability, its original target Alice. Alice's end
    step, both pass: Bob's upkeep begins and the ability triggers (CR 503.1, 603.2). Resolving, the card is still exiled:
    the last delay counter comes off (CR 122.1) and, none left, Bob puts the card onto the stack as a copy of the original
    spell (not cast, CR 601.1), under his control, its target Alice (CR 707.10). Resolving, it deals 3 damage to Alice
    (17 life) and goes to Bob's graveyard."""
    eff = {"id": "eff1", "affects": ["bolt"], "gain_abilities": ["delay_counter_upkeep_put_onto_stack"], "timestamp": 2}
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "bob", "counters": {"delay": 1},
                     "targets": ["alice"]}],
                   phase="ending", step="end", priority="alice", continuous_effects=[eff])
    (s,) = pass_all(engine, s, 2)
    assert (s.doc["active_player"], s.doc["step"]) == ("bob", "upkeep")
    assert len(abilities_on_stack(s, "bolt")) == 1
    (s,) = pass_all(engine, s, 2)
    b = obj(s, "bolt")
    assert s.doc["stack"] == ["bolt"] and b.get("controller") == "bob" and b.get("targets") == ["alice"]
    assert not b.get("counters")
    (s,) = pass_all(engine, s, 2)
    assert obj(s, "bolt")["zone"] == "graveyard"
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 17


# --- The Mysterious Sphere: "Advertising — {T}: Exile the top card of your library. You gain 1 life." / "Show — At the
# beginning of combat on your turn, if there are three or more cards exiled with The Mysterious Sphere, you may put them
# into your graveyard. If you do, create copies of each nonland card among them. You may cast the copies without paying
# their mana costs. If you cast a creature spell this way, it gains haste and "Sacrifice this creature at the beginning
# of your end step."" ------------------------------------------------------------------------------------------

def test_the_mysterious_sphere_exiles_the_top_card_with_itself_and_gains_life_607_2a(engine):
    """{T}: the top card of Alice's library (Lightning Bolt, above the Forest) is exiled with the Sphere (CR 401.1,
    406.2, 607.2a) and Alice gains 1 life (21); the Forest stays in the library."""
    s = make_state([bf("sph", "The Mysterious Sphere"),
                    {"id": "l1", "card": "Lightning Bolt", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "l2", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 2}])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == "sph"]
    s = engine.apply(s, act.action)[0].state
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert obj(s, "l1")["zone"] == "exile" and obj(s, "l1").get("exiled_with") == "sph"
    assert obj(s, "l2")["zone"] == "library"
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["life"] == 21


def test_the_mysterious_sphere_show_puts_them_in_the_graveyard_and_casts_copies_603_4_707_12(engine):
    """Three cards are exiled with the Sphere (Lightning Bolt, Grizzly Bears, Forest): three or more, so at the beginning
    of combat on Alice's turn the Show ability triggers (CR 507.1, 603.4). Resolving, Alice may put them into their
    owner's graveyard or not (CR 608.2d): two states. Putting them: all three in the graveyard, and a copy of each
    nonland card (the Bolt and the Bears; not the Forest) made for her to cast without paying (CR 707.12, 118.9); the
    Bears' copy, a creature spell once cast, has haste and the end-step sacrifice ability."""
    s, made = _sphere_show(engine)
    assert sorted(made) == ["Grizzly Bears", "Lightning Bolt"]
    # (review13) the haste and the sacrifice ability come with the cast: the Bears copy cast for free resolves into a
    # creature (a token, CR 111.13) that has them (CR 400.7a: an effect on the permanent spell stays with the permanent)
    bears = made["Grizzly Bears"]
    s = only(engine.apply(s, {"action": "cast", "object": bears, "cost": "free"}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert obj(s, bears)["zone"] == "battlefield"
    abilities = engine.derive(s).object(bears).characteristics["abilities"]
    assert "haste" in abilities and len(abilities) == 2


def _sphere_show(engine):
    ex = [{"id": i, "card": c, "zone": "exile", "owner": "alice", "exiled_with": "sph"}
          for i, c in (("x1", "Lightning Bolt"), ("x2", "Grizzly Bears"), ("x3", "Forest"))]
    s = make_state([bf("sph", "The Mysterious Sphere"), *ex])
    (s,) = pass_all(engine, s, 2)
    assert s.doc["step"] == "beginning_of_combat" and len(abilities_on_stack(s, "sph")) == 1
    outs = pass_all(engine, s, 2)
    assert len(outs) == 2
    (s,) = [o for o in outs if obj(o, "x1")["zone"] == "graveyard"]
    assert [obj(s, x)["zone"] for x in ("x1", "x2", "x3")] == ["graveyard"] * 3
    return s, {name_of(engine, s, c["id"]): c["id"] for c in s.to_document()["objects"] if c.get("cast_now_by") == "alice"}


def test_the_mysterious_sphere_copy_gains_haste_only_once_cast_as_a_creature_spell_707_2_400_7a(engine):
    """(review13) "If you cast a creature spell this way, it gains haste and ...": the copy of Grizzly Bears, not yet
    cast, is a plain copy of the card (CR 707.2: its copiable values are the Bears' printed ones, no abilities); only
    the creature spell cast this way gains the two abilities, by an effect, not as copiable values (so a Clone entering
    as a copy of the resulting creature wouldn't get them, CR 707.2)."""
    s, made = _sphere_show(engine)
    assert engine.derive(s).object(made["Grizzly Bears"]).characteristics.get("abilities", []) == []


# --- Finale of Promise: "You may cast up to one target instant card and/or up to one target sorcery card from your
# graveyard each with mana value X or less without paying their mana costs. If a spell cast this way would be put into
# your graveyard, exile it instead. If X is 10 or more, copy each of those spells twice. You may choose new targets for
# the copies." ---------------------------------------------------------------------------------------------------

def _finale_state(pool: str, *gy: tuple[str, str]):
    cards = [{"id": i, "card": c, "zone": "graveyard", "owner": "alice"} for i, c in gy]
    return make_state([hand("fp", "Finale of Promise"), *cards],
                      players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}])


def test_finale_of_promise_casts_an_instant_and_a_sorcery_free_and_exiles_them_601_2c_608_2g_614_1a(engine):
    """X = 1 ({1}{R}{R}): Lightning Bolt (an instant, mana value 1) and Boltwave (a sorcery, 1) may be the targets;
    Blightning (mana value 3) may not (CR 601.2c: more than X). Resolving, Alice may cast both now without paying (CR
    608.2g, 118.9): she casts Boltwave, then the Bolt at Bob. Resolving, each deals 3 damage to Bob (14) and is exiled
    instead of going to her graveyard (CR 614.1a)."""
    s = _finale_state("{R}{R}{R}", ("lb", "Lightning Bolt"), ("bw", "Boltwave"), ("bl", "Blightning"),
                      ("lb2", "Lightning Bolt"))
    assert not engine.why_not(s, {"action": "cast", "object": "fp", "x": 1, "targets": ["lb", "bl"]}).legal
    # (review13) "up to one target instant card and/or up to one target sorcery card": not two instants (CR 601.2c;
    # asking for it was a SolveError with no reason before)
    assert not engine.why_not(s, {"action": "cast", "object": "fp", "x": 1, "targets": ["lb", "lb2"]}).legal
    s = cast(engine, s, "fp", x=1, targets=["lb", "bw"])
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert sorted(o["id"] for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice") == ["bw", "lb"]
    s = only(engine.apply(s, {"action": "cast", "object": "bw", "cost": "free"}))
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "cost": "free", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bw", "lb"]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 14
    assert obj(s, "lb")["zone"] == "exile" and obj(s, "bw")["zone"] == "exile"


def test_finale_of_promise_with_x_10_copies_both_spells_twice_once_both_are_cast_707_10_608_2g(engine):
    """X = 10 (twelve mana), the Bolt and Boltwave its targets: Alice casts Boltwave, then the Bolt at Bob, both during
    Finale's resolution (CR 608.2g). "Copy each of those spells twice" follows the casts in the text, so nothing is
    copied after Boltwave's cast alone (the stack is Boltwave only); once the Bolt is cast too, each spell is copied
    twice (CR 707.10): four copies above the two spells, two of each, and no ability on the stack; each Bolt copy's
    target Alice or Bob (CR 707.10c: four states)."""
    s = _finale_state("{R}" * 12, ("lb", "Lightning Bolt"), ("bw", "Boltwave"))
    s = cast(engine, s, "fp", x=10, targets=["lb", "bw"])
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    s = only(engine.apply(s, {"action": "cast", "object": "bw", "cost": "free"}))
    assert s.doc["stack"] == ["bw"]
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "lb", "cost": "free", "targets": ["bob"]})]
    for o in outs:
        cps = copies(o)
        assert o.doc["stack"][:2] == ["bw", "lb"] and o.doc["stack"][2:] == cps and len(cps) == 4
        assert sorted(name_of(engine, o, c) for c in cps) == ["Boltwave"] * 2 + ["Lightning Bolt"] * 2
        assert abilities_on_stack(o, "lb") == abilities_on_stack(o, "bw") == []
    assert sorted(tuple(obj(o, c)["targets"][0] for c in copies(o) if obj(o, c).get("targets")) for o in outs) == [
        ("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


def test_bargain_without_dan_takes_only_an_artifact_enchantment_or_token_702_166a(engine):
    """Without Dan, bargain sacrifices only an artifact, an enchantment or a token (CR 702.166a): Alice's Grizzly Bears
    can't pay it, so casting the test card's bargain Bolt has one outcome, not bargained, the Bears still there."""
    s = make_state([bf("gb", "Grizzly Bears"), hand("bb", "Bargain Bolt (test card)")], cards=[_bargain_bolt()],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    (s,) = [o.state for o in engine.apply(s, {"action": "cast", "object": "bb", "targets": ["bob"]})]
    assert obj(s, "gb")["zone"] == "battlefield" and s.doc["stack"] == ["bb"]


def test_the_magic_bandit_exiles_the_top_card_of_the_opponent_it_hit_cast_with_mana_of_any_type_510_2_601_3(engine):
    """The Magic Bandit attacks Bob unblocked and deals him combat damage (CR 510.2): its ability triggers (CR 603.2).
    Resolving, the top card of Bob's library, Lightning Bolt (above a Forest), is exiled (CR 401.1, 406.2), and Alice may
    cast it while it stays exiled (CR 601.3), spending mana of any type: with only an Island, the Bolt's {R} can't be
    paid as its mana cost (CR 601.2h) but can with mana of any type (the cast kind any_type)."""
    s = make_state([bf("mb", "The Magic Bandit"), bf("isl", "Island"),
                    {"id": "b1", "card": "Lightning Bolt", "zone": "library", "owner": "bob", "library_position": 1},
                    {"id": "b2", "card": "Forest", "zone": "library", "owner": "bob", "library_position": 2}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["mb"]}))
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    assert len(abilities_on_stack(s, "mb")) == 1
    s = pass_pass(engine, s)
    assert obj(s, "b1")["zone"] == "exile" and obj(s, "b2")["zone"] == "library"
    assert not engine.why_not(s, {"action": "cast", "object": "b1", "cost": "mana", "targets": ["bob"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "b1", "cost": "any_type", "targets": ["bob"]}).legal


def test_the_magic_bandit_mana_of_any_type_still_pays_x_107_3a_601_2f_707_10(engine):
    """(review13) Bob's Blaze ({X}{R}: X damage to any target) was exiled by The Magic Bandit's first ability: Alice may
    cast it spending mana of any type (here the cast kind any_type). X is still announced and paid (CR 107.3a, 601.2b,
    601.2f): X = 2 costs three mana, so one {U} can't pay it and {U}{U}{U} does, emptying her pool. The Bandit's second
    ability triggers (she cast a spell she doesn't own, CR 603.2) and its copy keeps X = 2 and the target Bob (CR
    707.10): the copy deals Bob 2 (18), then Blaze 2 more (16)."""
    eff = {"id": "e1", "timestamp": 1, "affects": ["bz"], "play_for": "alice", "gain_abilities": ["any_type_mana_to_cast"]}
    act = {"action": "cast", "object": "bz", "cost": "any_type", "x": 2, "targets": ["bob"]}
    objs = [bf("mb", "The Magic Bandit"), {"id": "bz", "card": "Blaze", "zone": "exile", "owner": "bob"}]
    pool = [{"name": "alice", "life": 20, "mana_pool": "{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    assert not engine.why_not(make_state(objs, continuous_effects=[eff], players=pool), act).legal
    pool[0]["mana_pool"] = "{U}{U}{U}"
    s = only(engine.apply(make_state(objs, continuous_effects=[eff], players=pool), act))
    assert s.to_document()["players"][0]["mana_pool"] in ("", None)
    (ab,) = abilities_on_stack(s, "mb")
    assert s.doc["stack"] == ["bz", ab]
    life = []
    for _ in range(3):
        s = only(engine.apply(s, {"event": "resolve"}))
        life.append(next(p for p in s.doc["players"] if p["name"] == "bob")["life"])
    assert life == [20, 18, 16] and s.doc["stack"] == []


def test_finale_of_promise_copies_exist_before_anyone_gets_priority_608_2g(engine):
    """(review13) A spell Finale lets Alice cast is cast during Finale's resolution and nobody gets priority after it
    (CR 608.2g); "copy each of those spells twice" is part of the same resolution (CR 707.10): once the cast is done,
    the two copies are already on the stack above the Bolt, with no ability in between, each copy's target Alice or
    Bob (CR 707.10c): four resulting states."""
    s = _finale_state("{R}" * 12, ("lb", "Lightning Bolt"))
    s = cast(engine, s, "fp", x=10, targets=["lb"])
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "lb", "cost": "free", "targets": ["bob"]})]
    assert all(abilities_on_stack(o, "lb") == [] and o.doc["stack"] == ["lb", *copies(o)] for o in outs)
    assert sorted(tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs) == [
        ("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


def test_ertais_meddling_legal_actions_never_offer_x_0_601_2b(engine):
    """(review13) "X can't be 0.": of the casts of Ertai's Meddling at Bob's Bolt with {U}{U}{U}, the legal ones
    announce X = 1 or X = 2 (CR 601.2b, 107.3); the cast with no X announced (X = 0, 107.3) isn't legal."""
    s = make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("em", "Ertai's Meddling")], stack=["bolt"],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    assert sorted(a.action.get("x", 0) for a in engine.legal_actions(s) if a.action.get("object") == "em") == [1, 2]


def test_ertais_meddling_that_player_is_the_spells_controller_not_its_owner_608_2h(engine):
    """(review13) At Alice's end step, the Lightning Bolt on the stack is Bob's card that Alice cast (she controls it).
    Alice's Ertai's Meddling (X = 1) resolves: the spell's controller, Alice, exiles it with one delay counter. "that
    player" of the upkeep ability is that controller (the text: "Target spell's controller ... each of that player's
    upkeeps"), not the card's owner: at Bob's upkeep, next, nothing triggers (CR 503.1, 603.2)."""
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "alice",
                     "targets": ["bob"], "cast_with": "mana"}, hand("em", "Ertai's Meddling")], stack=["bolt"],
                   phase="ending", step="end", priority="alice",
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = cast(engine, s, "em", targets=["bolt"], x=1)
    (s,) = [o.state for o in engine.apply(s, {"event": "resolve"})]
    assert obj(s, "bolt")["zone"] == "exile" and obj(s, "bolt").get("counters") == {"delay": 1}
    (s,) = pass_all(engine, s, 2)
    assert (s.doc["active_player"], s.doc["step"]) == ("bob", "upkeep")
    assert abilities_on_stack(s, "bolt") == []


def test_ertais_meddling_that_player_counts_down_and_puts_the_card_back_608_2h_503_1(engine):
    """Bob's Bolt card is in exile with one delay counter and the gained ability; "that player" is Alice (she controlled
    the spell as it was exiled: delay_player), its original target Bob. Bob's end step, both pass: Alice's upkeep
    begins and the ability triggers (CR 503.1, 603.2); resolving, the last delay counter comes off (122.1) and Alice
    puts the card onto the stack as a copy of the original spell, under her control, its target Bob (707.10)."""
    eff = {"id": "eff1", "affects": ["bolt"], "gain_abilities": ["delay_counter_upkeep_put_onto_stack"], "timestamp": 2}
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "bob", "counters": {"delay": 1},
                     "targets": ["bob"], "delay_player": "alice"}],
                   active_player="bob", phase="ending", step="end", priority="bob", continuous_effects=[eff])
    (s,) = pass_all(engine, s, 2)
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    assert len(abilities_on_stack(s, "bolt")) == 1
    (s,) = pass_all(engine, s, 2)
    b = obj(s, "bolt")
    assert s.doc["stack"] == ["bolt"] and b.get("controller") == "alice" and b.get("targets") == ["bob"]
