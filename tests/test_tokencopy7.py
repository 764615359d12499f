"""Token copies made by activated abilities, spells and statics (branch tokencopy7, issue 22;
rules_asp/kernel/tokencopy7_*.lp). Real cards by name from the bundled library. Each expected value was worked out from
the CR text and the cards' rulings before the engine was run."""

from __future__ import annotations

import pytest

from pyglue.cards import library

from .conftest import basics, in_hand, make_state, on_bf, only
from .test_token_copies import obj, pass_twice, tokens


def _unsupported(name):
    return [a for a in library()[name]["abilities"] if isinstance(a, dict) and "unsupported" in a]


# --- Adagia, Windswept Bastion ---------------------------------------------------------------------------------------


def test_721_2a_707_9b_adagia_copies_an_artifact_or_enchantment_you_control_as_legendary(engine):
    """Adagia with 12 charge counters has its "12+ |" ability (721.2a). Its targets (115.1): Alice's Juggernaut (an
    artifact) and Glorious Anthem (an enchantment), not Hill Giant (neither) nor Bob's Anthem (not hers). Resolved
    targeting Juggernaut: a token Juggernaut that is legendary besides its own types (707.9b), under Alice's control
    (111.2)."""
    assert not _unsupported("Adagia, Windswept Bastion")
    s = make_state([on_bf("ad", "Adagia, Windswept Bastion", "alice", counters={"charge": 12}),
                    on_bf("jg", "Juggernaut", "alice"), on_bf("ga", "Glorious Anthem", "alice"),
                    on_bf("hg", "Hill Giant", "alice"), on_bf("bga", "Glorious Anthem", "bob")]
                   + basics("alice", "Plains", 4))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == "ad"
            and a.targets]
    assert sorted(x for a in acts for t in a.targets for x in t) == ["ga", "jg"]
    ab = acts[0].action["ability"]
    s = engine.apply(s, {"action": "activate", "object": "ad", "ability": ab, "targets": ["jg"]})[0].state
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    d = engine.derive(s).object(tok["id"]).characteristics
    assert (d["name"], sorted(d.get("supertypes", [])), d["types"]) == ("Juggernaut", ["legendary"],
                                                                       ["artifact", "creature"])


# --- Reflection of Kiki-Jiki (Fable of the Mirror-Breaker's back face) ---------------------------------------------


def test_115_1_602_2b_reflection_of_kiki_jiki_copies_another_nonlegendary_creature_you_control(engine):
    """Alice's transformed Fable (Reflection of Kiki-Jiki, 712.8e), her Hill Giant, her legendary Isamaru and Bob's
    Runeclaw Bear. "Another target nonlegendary creature you control" (115.1, 601.2c via 602.2b): only Hill Giant (not
    the Reflection itself, not Isamaru, not Bob's Bear). Resolved: a token Hill Giant with haste (707.9b) under Alice's
    control, and a delayed trigger that sacrifices it at the beginning of the next end step (603.7a)."""
    s = make_state([on_bf("rk", "Fable of the Mirror-Breaker", "alice", transformed=True),
                    on_bf("hg", "Hill Giant", "alice"), on_bf("isa", "Isamaru, Hound of Konda", "alice"),
                    on_bf("rb", "Runeclaw Bear", "bob")] + basics("alice", "Mountain", 1))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == "rk"]
    assert [a.targets for a in acts] == [[["hg"]]]
    s = only(engine.apply(s, {"action": "activate", "object": "rk", "ability": acts[0].action["ability"],
                              "targets": ["hg"]}))
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    d = engine.derive(s).object(tok["id"]).characteristics
    assert d["name"] == "Hill Giant" and "haste" in d["abilities"]
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"]) == ("rk", "alice")


# --- Saheeli, the Gifted; Grist, the Plague Swarm: "for each ..., create a token that's a copy of it" ---------------


def _loyalty_ability(engine, s, oid, n):
    """The action activating ``oid``'s loyalty ability with loyalty change ``n`` (CR 606.3)."""
    acts = [a.action for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == oid]
    (act,) = [a for a in acts if isinstance(a["ability"], dict) and a["ability"].get("loyalty") == n]
    return act


def test_608_2c_saheeli_minus_7_copies_each_artifact_you_control_with_haste_exiled_at_end_step(engine):
    """Saheeli's [-7] with Alice's two Juggernauts and Bob's Juggernaut: one token copy of each artifact Alice controls
    (608.2c, 111.1), two tokens, not of Bob's; they gain haste (611.2); one delayed trigger exiles them at the
    beginning of the next end step (603.7a)."""
    s = make_state([on_bf("sa", "Saheeli, the Gifted", "alice", counters={"loyalty": 7}),
                    on_bf("j1", "Juggernaut", "alice"), on_bf("j2", "Juggernaut", "alice"),
                    on_bf("bj", "Juggernaut", "bob")])
    s = only(engine.apply(s, _loyalty_ability(engine, s, "sa", -7)))
    s = pass_twice(engine, s)
    toks = tokens(s)
    assert sorted((t["owner"], t.get("controller", t["owner"])) for t in toks) == [("alice", "alice")] * 2
    d = engine.derive(s)
    for t in toks:
        c = d.object(t["id"]).characteristics
        assert c["name"] == "Juggernaut" and "haste" in c["abilities"]
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"]) == ("sa", "alice")


def test_707_8_707_9b_grist_minus_6_copies_each_creature_card_in_your_graveyard_as_a_1_1_insect(engine):
    """Grist, the Plague Swarm's [-6] (the transformed Grist, Voracious Larva) with Hill Giant, Runeclaw Bear and a
    Plains in Alice's graveyard and a Hill Giant in Bob's: a token copy of each creature card in Alice's graveyard
    (608.2c, 707.8), each a 1/1 black and green Insect creature with the card's name (707.9b: the exception sets its
    power, toughness, colors and creature types); the cards stay in the graveyard. Grist had 6 loyalty: paying the
    [-6] leaves it with none, so it is put into its owner's graveyard before the ability resolves (704.5i), and as the
    ability resolves its card is a creature card there too (its front face, 712.8a): a third token copies it."""
    s = make_state([on_bf("gr", "Grist, Voracious Larva", "alice", transformed=True, counters={"loyalty": 6}),
                    {"id": "hg", "card": "Hill Giant", "zone": "graveyard", "owner": "alice"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"},
                    {"id": "pl", "card": "Plains", "zone": "graveyard", "owner": "alice"},
                    {"id": "bhg", "card": "Hill Giant", "zone": "graveyard", "owner": "bob"}])
    s = only(engine.apply(s, _loyalty_ability(engine, s, "gr", -6)))
    s = pass_twice(engine, s)
    d = engine.derive(s)
    got = sorted((c["name"], c["power"], c["toughness"], tuple(sorted(c["colors"])), tuple(c["subtypes"]),
                  tuple(c["types"])) for c in (d.object(t["id"]).characteristics for t in tokens(s)))
    assert got == [("Grist, Voracious Larva", 1, 1, ("black", "green"), ("Insect",), ("creature",)),
                   ("Hill Giant", 1, 1, ("black", "green"), ("Insect",), ("creature",)),
                   ("Runeclaw Bear", 1, 1, ("black", "green"), ("Insect",), ("creature",))]
    assert obj(s, "hg")["zone"] == obj(s, "rb")["zone"] == "graveyard"


# --- Echo Chamber ----------------------------------------------------------------------------------------------------


def test_115_1_611_2_echo_chamber_copies_a_creature_an_opponent_controls_for_you_with_haste(engine):
    """Echo Chamber with Alice's Wall of Omens and Bob's Hill Giant and Runeclaw Bear: the target is a creature Bob (her
    opponent) controls (115.1): Hill Giant or Runeclaw Bear, never her Wall. Resolved targeting Hill Giant: Alice
    creates a token Hill Giant (111.2: under the ability's controller), which gains haste until end of turn (611.2), and
    a delayed trigger of Echo Chamber exiles it at the beginning of the next end step (603.7a)."""
    s = make_state([on_bf("ec", "Echo Chamber", "alice"), on_bf("wall", "Wall of Omens", "alice"),
                    on_bf("hg", "Hill Giant", "bob"), on_bf("rb", "Runeclaw Bear", "bob")]
                   + basics("alice", "Plains", 4))
    assert not _unsupported("Echo Chamber")
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == "ec"]
    assert sorted(x for a in acts for t in a.targets for x in t) == ["hg", "rb"]
    s = engine.apply(s, {"action": "activate", "object": "ec", "ability": acts[0].action["ability"],
                         "targets": ["hg"]})[0].state
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], tok.get("controller", tok["owner"]), "haste" in c["abilities"]) == ("Hill Giant", "alice", True)
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["text"]["effect"]) == ("ec", {"exile_object": tok["id"]})


# --- Coiling Rebirth -------------------------------------------------------------------------------------------------


def test_702_174j_608_2c_coiling_rebirth_copies_the_returned_creature_only_if_the_gift_was_promised(engine):
    """Coiling Rebirth targeting Hill Giant in Alice's graveyard: promised to Bob, Bob draws (702.174e), Hill Giant
    returns to the battlefield and, the gift promised and Hill Giant not legendary (608.2c), Alice creates a token copy
    of it that is 1/1 (707.9b). Not promised: Hill Giant returns, no token. Targeting the legendary Isamaru with the
    gift promised: Isamaru returns, no token."""
    def outcomes(target, only_promised=False):
        s = make_state([{"id": "cr", "card": "Coiling Rebirth", "zone": "hand", "owner": "alice"},
                        {"id": "hg", "card": "Hill Giant", "zone": "graveyard", "owner": "alice"},
                        {"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "graveyard", "owner": "alice"},
                        {"id": "blib", "card": "Runeclaw Bear", "zone": "library", "owner": "bob",
                         "library_position": 1}] + basics("alice", "Swamp", 5))
        got = {}
        for o in engine.apply(s, {"action": "cast", "object": "cr", "targets": [target]}):
            promised = obj(o.state, "cr").get("gift_promised_to")
            if only_promised and not promised:
                continue
            s2 = pass_twice(engine, o.state)
            toks = [(t["copy_effects"][0]["source"], t["copy_effects"][0].get("except"), t["controller"])
                    for t in tokens(s2)]
            got[promised] = (obj(s2, target)["zone"], obj(s2, "blib")["zone"], toks)
        return got
    assert outcomes("hg") == {"bob": ("battlefield", "hand", [("hg", {"power": 1, "toughness": 1}, "alice")]),
                              None: ("battlefield", "library", [])}
    assert outcomes("isa", only_promised=True) == {"bob": ("battlefield", "hand", [])}


# --- Mirror Match ----------------------------------------------------------------------------------------------------


def test_509_4_mirror_match_copies_each_creature_attacking_you_or_your_planeswalker_blocking_it(engine):
    """Bob's declare blockers step: his Hill Giant attacks Alice, his Runeclaw Bear attacks her Saheeli, his Juggernaut
    isn't attacking. Alice casts Mirror Match (an instant its text lets her cast only in this step, 601.3). Resolved: a token copy of Hill Giant and one of Runeclaw Bear
    under Alice's control (608.2c, 707.2, 111.1), each blocking the creature it copies (509.4, 509.4a), which are
    blocked (509.1h); one delayed trigger will exile both tokens at end of combat (603.7a, 511.2)."""
    s = make_state([in_hand("mm", "Mirror Match"), on_bf("sa", "Saheeli, the Gifted", "alice", counters={"loyalty": 4}),
                    on_bf("hg", "Hill Giant", "bob", attacking="alice"), on_bf("rb", "Runeclaw Bear", "bob", attacking="sa"),
                    on_bf("jg", "Juggernaut", "bob")] + basics("alice", "Island", 6),
                   active_player="bob", phase="combat", step="declare_blockers", priority="alice")
    s = only(engine.apply(s, {"action": "cast", "object": "mm"}))
    s = pass_twice(engine, s)
    d = engine.derive(s)
    got = sorted((d.object(t["id"]).characteristics["name"], tuple(t.get("blocking", ())),
                  t.get("controller", t["owner"])) for t in tokens(s))
    assert got == [("Hill Giant", ("hg",), "alice"), ("Runeclaw Bear", ("rb",), "alice")]
    assert obj(s, "hg").get("blocked") is True and obj(s, "rb").get("blocked") is True and not obj(s, "jg").get("blocked")
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["text"]["trigger"]) == ("mm", "end_of_combat")


# --- Zndrsplt's Judgment ---------------------------------------------------------------------------------------------


def test_608_2d_zndrsplts_judgment_friends_copy_a_creature_foes_return_one(engine):
    """Alice casts Zndrsplt's Judgment; she controls Hill Giant, Bob controls Runeclaw Bear and Wall of Omens. She
    chooses friend or foe for each player (608.2d: every combination is a resulting state); a friend chooses a creature
    they control and creates a token copy of it (707.2, 111.2: theirs); a foe chooses a creature they control and it
    returns to its owner's hand. Bob has two creatures to choose from, Alice one: 2 x 2 x 2 = 8 outcomes."""
    s = make_state([in_hand("zj", "Zndrsplt's Judgment"), on_bf("hg", "Hill Giant", "alice"),
                    on_bf("rb", "Runeclaw Bear", "bob"), on_bf("wall", "Wall of Omens", "bob")]
                   + basics("alice", "Island", 5))
    s = only(engine.apply(s, {"action": "cast", "object": "zj"}))
    s = only(engine.apply(s, {"action": "pass"}))
    got = set()
    for o in engine.apply(s, {"action": "pass"}):
        toks = tuple(sorted((t["copy_effects"][0]["source"], t["controller"]) for t in tokens(o.state)))
        hand = tuple(sorted(x for x in ("hg", "rb", "wall") if obj(o.state, x)["zone"] == "hand"))
        got.add((toks, hand))
    hg, rb, wall = ("hg", "alice"), ("rb", "bob"), ("wall", "bob")
    assert got == {((hg, rb), ()), ((hg, wall), ()),                 # both friends
                   ((hg,), ("rb",)), ((hg,), ("wall",)),              # Alice friend, Bob foe
                   ((rb,), ("hg",)), ((wall,), ("hg",)),              # Alice foe, Bob friend
                   ((), ("hg", "rb")), ((), ("hg", "wall"))}          # both foes


# --- The Master, Gallifrey's End -------------------------------------------------------------------------------------


def test_701_55a_the_master_exiles_the_dead_artifact_creature_and_bob_faces_a_villainous_choice(engine):
    """Alice's nontoken Juggernaut (an artifact creature) dies: The Master triggers, naming it (700.4, 603.10a). As it
    resolves Alice may exile the card (608.2d). If she does, she chooses an opponent with the most life, Bob, who faces
    a villainous choice (701.55a): he loses 4 life (119.3), or Alice creates a token copy of the Juggernaut card (707.2,
    111.1). Three outcomes: not exiled; exiled and Bob at 16; exiled and a token Juggernaut of Alice's."""
    s = make_state([on_bf("tm", "The Master, Gallifrey's End", "alice"), on_bf("jg", "Juggernaut", "alice")])
    s = only(engine.apply(s, {"event": "move", "object": "jg", "to": "graveyard"}))
    assert [o["ability"]["text"]["trigger"]["that_object"] for o in s.to_document()["objects"]
            if o["zone"] == "stack"] == ["jg"]
    s = only(engine.apply(s, {"action": "pass"}))
    got = set()
    for o in engine.apply(s, {"action": "pass"}):
        doc = o.state.to_document()
        got.add((obj(o.state, "jg")["zone"], next(p["life"] for p in doc["players"] if p["name"] == "bob"),
                 tuple((t["copy_effects"][0].get("source") or t["copy_effects"][0].get("card"), t["controller"])
                       for t in tokens(o.state))))
    assert got == {("graveyard", 20, ()), ("exile", 16, ()), ("exile", 20, (("jg", "alice"),))}


# --- Echocasting Symposium (its copy line; Paradigm is a keyword line of another branch) -----------------------------


def test_601_2c_111_2_echocasting_symposium_target_player_creates_a_copy_of_target_creature_you_control(engine):
    """Alice casts Echocasting Symposium targeting Bob (the player) and her Hill Giant (the second slot: a creature she
    controls, 601.2c; Bob's Runeclaw Bear can't be chosen there). Resolved: Bob creates a token copy of Hill Giant,
    under his control (111.2, 707.2)."""
    s = make_state([in_hand("es", "Echocasting Symposium"), on_bf("hg", "Hill Giant", "alice"),
                    on_bf("rb", "Runeclaw Bear", "bob")] + basics("alice", "Island", 6))
    w = engine.why_not(s, {"action": "cast", "object": "es", "targets": ["bob", "rb"]})
    assert not w.legal and ("illegal_target(2, rb)", "601.2c") in w.failures
    s = only(engine.apply(s, {"action": "cast", "object": "es", "targets": ["bob", "hg"]}))
    s = pass_twice(engine, s)
    assert [(t["copy_effects"][0]["source"], t["controller"]) for t in tokens(s)] == [("hg", "bob")]


# --- Here Comes a New Hero! --------------------------------------------------------------------------------------------


def test_601_2b_c_here_comes_a_new_hero_copies_up_to_one_creature_with_mana_value_at_most_x(engine):
    """Alice casts Here Comes a New Hero! ({X}{2}{U}) with X = 3, targeting herself and a creature with mana value 3 or
    less (601.2b: X is announced before the targets, 601.2c): her Runeclaw Bear (2) may be chosen, Bob's Hill Giant (4)
    may not. Resolved: she draws three cards (121.2) and creates a token copy of Runeclaw Bear (707.2). The creature
    slot may stay empty (115.1d): cast targeting only herself it is legal."""
    lib = [{"id": f"l{i}", "card": "Island", "zone": "library", "owner": "alice", "library_position": i}
           for i in (1, 2, 3)]
    s = make_state([in_hand("hc", "Here Comes a New Hero!"), on_bf("rb", "Runeclaw Bear", "alice"),
                    on_bf("hg", "Hill Giant", "bob")] + lib + basics("alice", "Island", 6))
    w = engine.why_not(s, {"action": "cast", "object": "hc", "x": 3, "targets": ["alice", "hg"]})
    assert not w.legal and ("illegal_target(2, hg)", "601.2c") in w.failures
    assert engine.why_not(s, {"action": "cast", "object": "hc", "x": 3, "targets": ["alice"]}).legal
    s = only(engine.apply(s, {"action": "cast", "object": "hc", "x": 3, "targets": ["alice", "rb"]}))
    s = pass_twice(engine, s)
    assert [(t["copy_effects"][0]["source"], t["controller"]) for t in tokens(s)] == [("rb", "alice")]
    assert [obj(s, f"l{i}")["zone"] for i in (1, 2, 3)] == ["hand"] * 3


# --- Blue Sun's Twilight -----------------------------------------------------------------------------------------------


def test_601_2b_613_1b_blue_suns_twilight_steals_a_creature_of_mana_value_at_most_x_and_copies_it_at_5(engine):
    """Bob's Hill Giant (mana value 4) and Runeclaw Bear (2); Alice has seven Islands for {X}{U}{U}. Announced with X
    (601.2b) the target is a creature with mana value X or less (601.2c): at X = 3 Hill Giant is illegal; at X = 0 or
    1 there is no target, so the legal table lists the cast with X = 2 to 5 (five is the most she can pay), Runeclaw
    Bear its only target at 2 and 3, both at 4 and 5. Cast with X = 5 on Hill Giant: Alice gains control of it for the
    rest of the game (613.1b, 611.2) and, X being 5 or more, creates a token copy of it (707.2)."""
    s = make_state([in_hand("bs", "Blue Sun's Twilight"), on_bf("hg", "Hill Giant", "bob"),
                    on_bf("rb", "Runeclaw Bear", "bob")] + basics("alice", "Island", 7))
    w = engine.why_not(s, {"action": "cast", "object": "bs", "x": 3, "targets": ["hg"]})
    assert not w.legal and ("illegal_target(1, hg)", "601.2c") in w.failures
    listed = {a.action.get("x", 0): sorted(x for t in a.targets for x in t) for a in engine.legal_actions(s)
              if a.action.get("object") == "bs"}
    assert listed == {2: ["rb"], 3: ["rb"], 4: ["hg", "rb"], 5: ["hg", "rb"]}
    s = only(engine.apply(s, {"action": "cast", "object": "bs", "x": 5, "targets": ["hg"]}))
    s = pass_twice(engine, s)
    (eff,) = s.to_document()["continuous_effects"]
    assert (eff["affects"], eff["gain_control"]) == (["hg"], "alice")
    assert engine.derive(s).object("hg").controller == "alice"
    assert [(t["copy_effects"][0]["source"], t["controller"]) for t in tokens(s)] == [("hg", "alice")]


# --- Hunted by The Family ----------------------------------------------------------------------------------------------


def test_701_55a_hunted_by_the_family_each_controller_chooses_human_or_copy(engine):
    """Alice casts Hunted by The Family targeting Bob's Hill Giant and Juggernaut (up to four creatures she doesn't
    control, 601.2c). For each, Bob faces a villainous choice (701.55a, 701.55d): it becomes a 1/1 white Human creature
    with no abilities (205.1a-b, 613.1d-f, 613.4b: Juggernaut loses its artifact type and its abilities), or Alice
    creates a token copy of it (707.2). Four outcomes."""
    s = make_state([in_hand("hf", "Hunted by The Family"), on_bf("hg", "Hill Giant", "bob"),
                    on_bf("jg", "Juggernaut", "bob")] + basics("alice", "Island", 7))
    s = only(engine.apply(s, {"action": "cast", "object": "hf", "targets": ["hg", "jg"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    got, both = set(), None
    for o in engine.apply(s, {"action": "pass"}):
        human = tuple(sorted(x for e in o.state.to_document()["continuous_effects"] for x in e["affects"]))
        got.add((human, tuple(sorted((t["copy_effects"][0]["source"], t["controller"]) for t in tokens(o.state)))))
        both = o.state if human == ("hg", "jg") else both
    d = engine.derive(both)
    for x in ("hg", "jg"):
        c = d.object(x).characteristics
        assert (c["power"], c["toughness"], c["colors"], c["types"], c["subtypes"], c.get("abilities", [])) == \
            (1, 1, ["white"], ["creature"], ["Human"], [])
    assert got == {(("hg", "jg"), ()), (("hg",), (("jg", "alice"),)), (("jg",), (("hg", "alice"),)),
                   ((), (("hg", "alice"), ("jg", "alice")))}


# --- Lucy MacLean, Positively Armed ------------------------------------------------------------------------------------


def _stack_objs(s):
    return [o for o in s.to_document()["objects"] if o["zone"] == "stack"]


def test_603_2c_115_1_lucy_maclean_has_another_player_copy_an_entering_token_once_each_turn(engine):
    """Alice's token Runeclaw Bear entered: Lucy's trigger naming it is on the stack (603.2c), targeting Bob, a player
    other than the token's controller (115.1). Resolving, Alice may have Bob create a token copy of it (608.2d, 111.2:
    his); if he does, Bob being her opponent she draws a card (121.2). Bob's new token enters and Lucy triggers again,
    its target the player other than Bob: Alice only (603.3d); resolved, nothing happens: it was done this turn."""
    assert not _unsupported("Lucy MacLean, Positively Armed")
    text = {"trigger": {"that_object": "tb", "on": "tc7_token_enters"}, "target": "player_other_than_its_controller",
            "effect": {"tc7_may_once_player_copies_it": "target"}}
    trig = {"id": "lucy.ability.1", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["bob"],
            "ability": {"source": "lucy", "text": text}}
    s = make_state([trig, on_bf("lucy", "Lucy MacLean, Positively Armed", "alice"),
                    on_bf("tb", "Runeclaw Bear", "alice", token=True),
                    {"id": "lib1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}],
                   stack=["lucy.ability.1"])
    s = only(engine.apply(s, {"action": "pass"}))
    outs = {len(tokens(o.state)): o.state for o in engine.apply(s, {"action": "pass"})}
    assert sorted(outs) == [1, 2]
    assert obj(outs[1], "lib1")["zone"] == "library"
    yes = outs[2]
    (copy_,) = [t for t in tokens(yes) if t["id"] != "tb"]
    assert (copy_["controller"], copy_["copy_effects"][0]["source"], obj(yes, "lib1")["zone"]) == ("bob", "tb", "hand")
    (trig2,) = _stack_objs(yes)
    assert trig2["targets"] == ["alice"]
    after = pass_twice(engine, yes)
    assert len(tokens(after)) == 2 and not _stack_objs(after)


# --- modal token-copy spells (700.2, 700.2d) -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["See Double", "Will of the Temur"])
def test_700_2_modal_token_copy_spells_with_choose_both_instead_read_whole(name):
    """Each of these modal spells has a mode "Create a token that's a copy of target ..." (707.2) that the token-copy
    templates read, under "Choose one. If ..., you may choose both instead." (700.2, effects4's modal_if)."""
    assert not _unsupported(name)


@pytest.mark.parametrize("name", ["Cabaretti Confluence", "Rootcast Apprenticeship"])
def test_700_2d_same_mode_more_than_once_spells_read_whole(name):
    """Their modal line says a mode may be chosen more than once (700.2d): branch effects5's modal_repeat
    (tests/test_effects5_modes.py)."""
    assert not _unsupported(name)


# --- Osgir, the Reconstructor ------------------------------------------------------------------------------------------


def test_118_3_601_2b_osgir_exiles_an_artifact_card_of_mana_value_x_and_makes_two_copies_of_it(engine):
    """Osgir with Juggernaut (an artifact card, mana value 4) in Alice's graveyard and four Plains. The cost "Exile an
    artifact card with mana value X from your graveyard" is paid after X is announced (601.2b via 602.2b): at X = 3 it
    can't be paid (118.3); the legal table lists the ability with X = 4 only (the one X with such a card). Activated
    with X = 4: Juggernaut is exiled and, resolved, Alice creates two token copies of it (707.2, 707.8)."""
    s = make_state([on_bf("os", "Osgir, the Reconstructor", "alice"),
                    {"id": "jg", "card": "Juggernaut", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Plains", 4))
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "os" and a.action.get("x")]
    assert act.action["x"] == 4
    ab = act.action["ability"]
    w = engine.why_not(s, {"action": "activate", "object": "os", "ability": ab, "x": 3})
    assert not w.legal and ("cannot_pay(exile_artifact_card_mv_x_from_graveyard)", "118.3") in w.failures
    s = engine.apply(s, {"action": "activate", "object": "os", "ability": ab, "x": 4})[0].state
    assert obj(s, "jg")["zone"] == "exile"
    s = pass_twice(engine, s)
    assert [(t["copy_effects"][0]["source"], t["controller"]) for t in tokens(s)] == [("jg", "alice")] * 2


# --- Lazotep Quarry (its copy line; its mana ability with a sacrifice cost isn't read) ---------------------------------


def test_118_3_707_9b_lazotep_quarry_sacrifices_a_desert_and_copies_a_card_of_mana_value_x_as_a_zombie(engine):
    """Lazotep Quarry (a Desert) with Hill Giant (mana value 4) in Alice's graveyard and six Plains: activated with X = 4
    targeting Hill Giant (601.2b-c: a creature card with mana value X), Alice taps the Quarry and sacrifices a Desert,
    the Quarry itself, the only one (118.3, 701.21a). Resolved: Hill Giant is exiled and Alice creates a token copy of
    it that is a 4/4 black Zombie (707.9b: those values set)."""
    s = make_state([on_bf("lq", "Lazotep Quarry", "alice"),
                    {"id": "hg", "card": "Hill Giant", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Plains", 6))
    ab = library()["Lazotep Quarry"]["abilities"][2]
    s = engine.apply(s, {"action": "activate", "object": "lq", "ability": ab, "x": 4, "targets": ["hg"]})[0].state
    assert obj(s, "lq")["zone"] == "graveyard"
    s = pass_twice(engine, s)
    assert obj(s, "hg")["zone"] == "exile"
    (tok,) = tokens(s)
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == ("Hill Giant", 4, 4, ["black"],
                                                                                   ["Zombie"])


# --- Esper Terra (its chapter ability; its chapter IV and Terra's front face aren't read) -------------------------------


def test_714_2b_608_2d_esper_terra_copies_a_saga_with_up_to_three_more_lore_counters(engine):
    """Esper Terra's chapter I ability is on the stack targeting Alice's Battle for Bretagard (a nonlegendary Saga she
    controls, 115.1; her legendary Esper Terra itself couldn't be). Resolved: a token copy of the Battle,
    with haste (611.2); a Saga, it enters with a lore counter (714.3a) and Alice puts 0 to 3 more on it (608.2d: four
    outcomes): its chapter abilities up to that count trigger (714.2b): I only, up to II, up to III (with four counters
    too, its last chapter being III). A delayed trigger will sacrifice it at the beginning of her next end step."""
    et = library()["Terra, Magical Adept"]["back"]["abilities"][0]
    trig = {"id": "et.ability.1", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["fb"],
            "ability": {"source": "et", "text": et}}
    s = make_state([trig, on_bf("et", "Terra, Magical Adept", "alice", transformed=True, counters={"lore": 1}),
                    on_bf("fb", "Battle for Bretagard", "alice", counters={"lore": 1})], stack=["et.ability.1"])
    s = only(engine.apply(s, {"action": "pass"}))
    got = set()
    for o in engine.apply(s, {"action": "pass"}):
        (tok,) = tokens(o.state)
        chapters = sorted(x["ability"]["text"]["trigger"]["chapter"] for x in _stack_objs(o.state)
                          if x["ability"]["source"] == tok["id"])
        got.add((tok["counters"]["lore"], tuple(chapters)))
        (dt,) = o.state.to_document()["delayed_triggers"]
        assert dt["text"]["trigger"] == "your_next_end_step"
    assert got == {(1, (1,)), (2, (1, 2)), (3, (1, 2, 3)), (4, (1, 2, 3))}
