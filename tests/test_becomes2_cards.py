"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes2).

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from .conftest import make_state, only


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def hand(oid, card, owner="alice"):
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def pass_twice(engine, s):
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def to_combat_trigger(engine, s):
    """Pass from the precombat main phase until the beginning of combat trigger is on the stack (CR 507.1, 603.3):
    the step is beginning of combat and the stack holds that one ability."""
    for _ in range(3):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["step"] == "beginning_of_combat" and len(s.doc["stack"]) == 1
    return s


def with_event(outcomes, event):
    (out,) = [o for o in outcomes if event in o.events]
    return out.state


def counters(s, oid):
    o = next(o for o in s.to_document()["objects"] if o["id"] == oid)
    return o.get("counters", {})


# --- Altered Ego: "You may have this creature enter as a copy of any creature on the battlefield, except it enters
# with X additional +1/+1 counters on it." ({X}{2}{G}{U})

def test_707_9e_107_3m_altered_ego_enters_with_x_counters(engine):
    """CR 107.3m: the enters replacement's X is the X paid for the spell (2 here, the cost {2}{2}{G}{U} from six
    mana); 707.5, 707.9e: it enters as a copy of Grizzly Bears with two +1/+1 counters: a 2/2 Bear named Grizzly
    Bears, 4/4 with the counters."""
    s = make_state([hand("ego", "Altered Ego"), bf("bears", "Grizzly Bears", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{U}{G}{G}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ego", "x": 2}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(ego, bears)", "707.5"))
    assert counters(s, "ego") == {"+1/+1": 2}
    c = engine.derive(s).object("ego").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 4, 4)


# --- Auton Soldier: "You may have this creature enter as a copy of any creature on the battlefield, except it isn't
# legendary, is an artifact in addition to its other types, and has myriad." ({4}{U}{U})

def test_707_9b_auton_soldier_copy_is_a_nonlegendary_artifact_with_myriad(engine):
    """CR 707.5, 707.9b: a copy of Bob's Isamaru, Hound of Konda (a legendary 2/2 Dog) with the exceptions: the same
    name and power/toughness, not legendary, an artifact creature, with myriad (702.116a) beside Isamaru's abilities."""
    s = make_state([hand("auton", "Auton Soldier"), bf("isamaru", "Isamaru, Hound of Konda", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "auton"}))
    s = with_event(pass_twice(engine, s), ("entered_as_copy(auton, isamaru)", "707.5"))
    c = engine.derive(s).object("auton").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Isamaru, Hound of Konda", 2, 2)
    assert sorted(c["types"]) == ["artifact", "creature"] and "legendary" not in c.get("supertypes", [])
    assert "myriad" in c["abilities"]


# --- Shapesharer: "Changeling. {2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn."

SHARER_AB = {"activated": {"cost": "{2}{U}", "tap": False, "target": {"permanent": {"subtype": "Shapeshifter"}},
                           "effect": {"becomes_copy_of_target": "creature", "until": "your_next_turn"}}}


def sharer_state():
    return make_state([bf("sharer", "Shapesharer"), bf("angel", "Serra Angel", "bob")]
                      + [bf(f"isl{i}", "Island") for i in range(3)])


def _sharer(engine, s, targets):
    return only(engine.apply(s, {"action": "activate", "object": "sharer", "ability": SHARER_AB, "targets": targets}))


def test_611_2a_707_4_shapesharer_copy_lasts_until_your_next_turn(engine):
    """CR 707.4: Shapesharer (itself a Shapeshifter) becomes a copy of Bob's Serra Angel: a 4/4 flying Angel named
    Serra Angel. CR 611.2a: the effect lasts until Alice's next turn: through Bob's turn, and it ends as Alice's next
    turn begins (Shapesharer is a 1/1 again)."""
    s = only(pass_twice(engine, _sharer(engine, sharer_state(), ["sharer", "angel"])))
    c = engine.derive(s).object("sharer").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    (ce,) = next(o for o in s.to_document()["objects"] if o["id"] == "sharer")["copy_effects"]
    assert (ce["until"], ce["until_player"]) == ("your_next_turn", "alice")
    s = only(engine.apply(s, {"event": "end_turn"}))          # Bob's turn: still a copy
    assert s.doc["active_player"] == "bob"
    assert engine.derive(s).object("sharer").characteristics["name"] == "Serra Angel"
    s = only(engine.apply(s, {"event": "end_turn"}))          # Alice's next turn: the copy effect has ended
    assert s.doc["active_player"] == "alice"
    c = engine.derive(s).object("sharer").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Shapesharer", 1, 1)


def test_115_3_the_same_object_may_be_both_targets_but_the_first_must_be_a_shapeshifter(engine):
    """CR 115.3: each "target" is its own choice, so Shapesharer may be both targets (legal, and nothing changes);
    CR 115.1: the first target must be a Shapeshifter: Serra Angel (an Angel) isn't one."""
    act = {"action": "activate", "object": "sharer", "ability": SHARER_AB}
    assert engine.why_not(sharer_state(), dict(act, targets=["sharer", "sharer"])).legal
    w = engine.why_not(sharer_state(), dict(act, targets=["angel", "sharer"]))
    assert not w.legal and ("illegal_target(1, angel)", "601.2c") in w.failures
    s = only(pass_twice(engine, _sharer(engine, sharer_state(), ["sharer", "sharer"])))
    assert engine.derive(s).object("sharer").characteristics["name"] == "Shapesharer"


# --- Crystalline Resonance: "Whenever you cycle a card, you may have this enchantment become a copy of another target
# permanent until your next turn, except it has this ability."

CYCLING = {"activated": {"cost": "{2}", "tap": False, "effect": {"draw": 1}}}


def resonance_state():
    return make_state([bf("res", "Crystalline Resonance"), hand("ws", "Waxen Shapethief"), bf("i1", "Island"),
                       bf("i2", "Island"), {"id": "top", "card": "Grizzly Bears", "zone": "library", "owner": "alice"},
                       bf("angel", "Serra Angel", "bob")])


def _stack_targets(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid).get("targets")


def test_702_29c_603_2_cycling_triggers_resonance_and_it_becomes_a_copy_with_this_ability(engine):
    """CR 702.29a, 702.29c, 603.2: Alice cycles Waxen Shapethief (discarding it to pay the cost): Crystalline
    Resonance's ability triggers; its target is another permanent (115.1: Serra Angel or either Island, not the
    Resonance itself: three resulting states). Targeting Serra Angel and choosing to (608.2d), the Resonance becomes a
    copy of it (707.4): a 4/4 flying Angel creature named Serra Angel, that still has the cycling trigger (707.9a)."""
    outs = engine.apply(resonance_state(), {"action": "activate", "object": "ws", "ability": CYCLING})
    assert sorted(str(_stack_targets(o.state, "res.ability.7")) for o in outs) == \
        sorted(str([t]) for t in ("angel", "i1", "i2"))
    (s,) = [o.state for o in outs if _stack_targets(o.state, "res.ability.7") == ["angel"]]
    outs = pass_twice(engine, s)                    # the trigger resolves: Alice may or may not
    (s,) = [o.state for o in outs if ("declined(res.ability.7)", "608.2d") not in o.events]
    c = engine.derive(s).object("res").characteristics
    assert (c["name"], c["types"], c["power"], c["toughness"]) == ("Serra Angel", ["creature"], 4, 4)
    assert "flying" in c["abilities"] and any(isinstance(a, dict) and a.get("trigger") == "you_cycle"
                                              for a in c["abilities"])
    (declined,) = [o.state for o in outs if ("declined(res.ability.7)", "608.2d") in o.events]
    assert engine.derive(declined).object("res").characteristics["name"] == "Crystalline Resonance"


# --- Cemetery Puca: "Whenever a creature dies, you may pay {1}. If you do, this creature becomes a copy of that
# creature, except it has this ability." (CR 608.2h: the creature as it last existed on the battlefield)

PUCA_AB = {"trigger": "creature_dies_that",
           "effect": {"may_pay": "{1}", "then": {"become_copy": "it", "keep_this_ability": True}}}


def _puca_resolves(engine, s, dead):
    """``dead`` dies (a rules event: it is put into its owner's graveyard); Puca's trigger resolves; Alice pays {1}."""
    s = only(engine.apply(s, {"event": "move", "object": dead, "to": "graveyard"}))
    outs = pass_twice(engine, s)
    (paid,) = [o.state for o in outs if any(e[0].startswith("paid(") for e in o.events)]
    (declined,) = [o.state for o in outs if all(not e[0].startswith("paid(") for e in o.events)]
    return paid, declined


def test_608_2h_puca_copies_a_dead_clone_as_it_last_existed(engine):
    """Bob's Clone, a copy of Serra Angel, dies. Cemetery Puca copies it as it last existed on the battlefield (CR
    608.2h, 707.2, 707.3: a copy of Serra Angel, not the Clone card now in the graveyard): a 4/4 flying Serra Angel,
    with Puca's ability too (707.9a). Declining to pay (608.2d) leaves Puca a 1/2 Cemetery Puca."""
    from pyglue.cards import library
    assert PUCA_AB in library()["Cemetery Puca"]["abilities"]
    s = make_state([bf("puca", "Cemetery Puca", timestamp=1), bf("isl", "Island"),
                    bf("angel", "Serra Angel", "bob", timestamp=2),
                    bf("clone", "Clone", "bob", timestamp=3, copy_effects=[{"source": "angel"}])])
    paid, declined = _puca_resolves(engine, s, "clone")
    c = engine.derive(paid).object("puca").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert PUCA_AB in c["abilities"]
    c = engine.derive(declined).object("puca").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Cemetery Puca", 1, 2)


def test_608_2h_puca_copies_a_token_that_died(engine):
    """A 1/1 white Soldier token dies and ceases to exist (CR 704.5d, 111.7), but Puca copies it as it last existed
    (608.2h): a 1/1 white Soldier named Soldier."""
    tok = {"id": "tok", "token": True, "zone": "battlefield", "owner": "bob",
           "characteristics": {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"], "colors": ["white"],
                               "power": 1, "toughness": 1}}
    s = make_state([bf("puca", "Cemetery Puca"), bf("isl", "Island"), tok])
    paid, _ = _puca_resolves(engine, s, "tok")
    c = engine.derive(paid).object("puca").characteristics
    assert (c["name"], c["colors"], c["subtypes"], c["power"], c["toughness"]) == ("Soldier", ["white"], ["Soldier"], 1, 1)


# --- Thunderbond Vanguard: "Thunderbond Vanguard's power and toughness are each equal to the number of creatures you
# control. Each creature token you control enters as a copy of this creature."

def test_707_5_616_1f_thunderbond_tokens_enter_as_copies_of_it(engine):
    """CR 707.5, 616.1f, 613.7: a token copy of Grizzly Bears Alice creates enters as a copy of the Vanguard (that copy
    effect applies after the token's own, with a later timestamp): a Thunderbond Vanguard whose characteristic-defining
    ability counts Alice's three creatures (604.3, 707.2: the CDA is copied): 3/3. Bob's token isn't affected."""
    s = make_state([bf("tv", "Thunderbond Vanguard", timestamp=1), bf("bears", "Grizzly Bears", timestamp=2)])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "bears", "controller": "alice"}))
    (tok,) = [o for o in s.doc["objects"] if o.get("token") and o.get("zone") == "battlefield"]
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Thunderbond Vanguard", 3, 3)
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "bears", "controller": "bob"}))
    (btok,) = [o for o in s.doc["objects"] if o.get("token") and o.get("owner") == "bob"]
    assert engine.derive(s).object(btok["id"]).characteristics["name"] == "Grizzly Bears"


# --- Sarkhan, Soul Aflame: "Whenever a Dragon you control enters, you may have Sarkhan become a copy of it until end
# of turn, except its name is Sarkhan, Soul Aflame and it's legendary in addition to its other types."

def test_603_2_707_9b_sarkhan_becomes_a_copy_of_the_dragon_until_end_of_turn(engine):
    """Alice creates a token copy of Bob's Mirrorwing Dragon (a 4/5 flying Dragon): a Dragon enters under her control
    (CR 603.2, 111.1), so Sarkhan's ability triggers. Choosing to (608.2d), Sarkhan becomes a copy of the token (707.4)
    except its name is Sarkhan, Soul Aflame and it's legendary (707.9b): a legendary 4/5 flying Dragon; at cleanup the
    effect ends (514.2) and it is a 2/4 Sarkhan again. Bob's Dragon token doesn't trigger it (not Alice's)."""
    s = make_state([bf("sarkhan", "Sarkhan, Soul Aflame", timestamp=1), bf("mw", "Mirrorwing Dragon", "bob", timestamp=2)])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "mw", "controller": "alice"}))
    outs = pass_twice(engine, s)
    (s,) = [o.state for o in outs if not any(e[0].startswith("declined(") for e in o.events)]
    c = engine.derive(s).object("sarkhan").characteristics
    assert (c["name"], c["power"], c["toughness"], c["subtypes"]) == ("Sarkhan, Soul Aflame", 4, 5, ["Dragon"])
    assert "legendary" in c["supertypes"] and "flying" in c["abilities"]
    c = engine.derive(only(engine.apply(s, {"event": "end_turn"}))).object("sarkhan").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Sarkhan, Soul Aflame", 2, 4)
    s2 = only(engine.apply(make_state([bf("sarkhan", "Sarkhan, Soul Aflame"), bf("mw", "Mirrorwing Dragon", "bob")]),
                           {"event": "create_token_copy", "source": "mw", "controller": "bob"}))
    assert not s2.doc["stack"]


# --- Activated Sleeper: "Flash. You may have this creature enter as a copy of any creature card in a graveyard that
# was put there from the battlefield this turn, except it's a Phyrexian in addition to its other types." ({2}{B})

def test_707_5_activated_sleeper_copies_only_a_card_put_there_from_the_battlefield_this_turn(engine):
    """Alice's Grizzly Bears dies this turn (its card now has from_battlefield_this_turn); Bob's Hill Giant was in his
    graveyard already. Activated Sleeper may enter as a copy of the Bears only (CR 707.5, 614.1c; "you may": or as
    itself, a 0/0): a 2/2 Grizzly Bears that is a Bear and a Phyrexian (707.9b). As the turn ends the card loses the
    status (it was put there "this turn")."""
    s = make_state([hand("sleeper", "Activated Sleeper"), bf("bears", "Grizzly Bears"),
                    {"id": "giant", "card": "Hill Giant", "zone": "graveyard", "owner": "bob"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{B}{B}{B}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    dead = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    assert next(o for o in dead.doc["objects"] if o["id"] == "bears").get("from_battlefield_this_turn") is True
    s = only(engine.apply(dead, {"action": "cast", "object": "sleeper"}))
    outs = pass_twice(engine, s)
    copied = [e[0] for o in outs for e in o.events if e[0].startswith("entered_as_copy(")]
    assert copied == ["entered_as_copy(sleeper, bears)"]
    c = engine.derive(with_event(outs, ("entered_as_copy(sleeper, bears)", "707.5"))).object("sleeper").characteristics
    assert (c["name"], c["power"], c["toughness"], sorted(c["subtypes"])) == ("Grizzly Bears", 2, 2, ["Bear", "Phyrexian"])
    s = only(engine.apply(dead, {"event": "end_turn"}))
    assert "from_battlefield_this_turn" not in next(o for o in s.doc["objects"] if o["id"] == "bears")


# --- Protean Raider: "Raid — If you attacked this turn, you may have this creature enter as a copy of any creature on
# the battlefield." ({1}{U}{R}, a 2/2)

def _raider_state(attacked):
    alice = {"name": "alice", "life": 20, "mana_pool": "{U}{R}{R}"}
    if attacked:
        alice["attackers_declared_this_turn"] = 1
    return make_state([hand("raider", "Protean Raider"), bf("angel", "Serra Angel", "bob")],
                      players=[alice, {"name": "bob", "life": 20, "mana_pool": ""}], phase="postcombat_main")


def test_508_6_707_5_raid_protean_raider_copies_only_if_you_attacked(engine):
    """CR 508.6, 707.5: Alice attacked this turn, so Protean Raider may enter as a copy of Serra Angel (a 4/4 flying
    Serra Angel) or as itself; had she not attacked, the replacement doesn't apply and it enters as a 2/2 Protean
    Raider (one resulting state)."""
    outs = pass_twice(engine, only(engine.apply(_raider_state(True), {"action": "cast", "object": "raider"})))
    c = engine.derive(with_event(outs, ("entered_as_copy(raider, angel)", "707.5"))).object("raider").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    outs = pass_twice(engine, only(engine.apply(_raider_state(False), {"action": "cast", "object": "raider"})))
    assert len(outs) == 1 and not any(e[0].startswith("entered_as_copy") for e in outs[0].events)
    c = engine.derive(outs[0].state).object("raider").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Protean Raider", 2, 2)


def test_508_1a_508_6_declaring_attackers_counts_the_creatures(engine):
    """CR 508.1a, 508.6: Alice declares her Grizzly Bears as an attacker: she has attacked this turn (her count of
    creatures attacked with is 1)."""
    s = make_state([bf("bears", "Grizzly Bears")], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["bears"]}))
    assert next(p for p in s.doc["players"] if p["name"] == "alice")["attackers_declared_this_turn"] == 1


# --- Permeating Mass: "Whenever this creature deals combat damage to a creature, that creature becomes a copy of this
# creature." ({G}, a 1/3 Spirit)

def _mass_combat(engine, blocker_card):
    """Alice's Permeating Mass attacks and is blocked by Bob's ``blocker_card``; combat damage is dealt (510.2) and
    the trigger resolves (both players pass)."""
    s = make_state([bf("mass", "Permeating Mass", attacking="bob", blocked=True),
                    bf("blk", blocker_card, "bob", blocking=["mass"])],
                   phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    for _ in range(4):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    (trig,) = s.doc["stack"]
    assert trig.startswith("mass.ability")
    return only(pass_twice(engine, s))


def test_510_2_707_4_permeating_mass_makes_the_creature_it_damaged_a_copy(engine):
    """CR 510.2, 603.2: the Mass deals 1 combat damage to the blocking Grizzly Bears (which deals 2 back: the Mass
    survives); the trigger resolves and the Bears becomes a copy of Permeating Mass (707.4): a 1/3 Permeating Mass
    with 1 damage marked (707.4: the damage stays), still on the battlefield."""
    s = _mass_combat(engine, "Grizzly Bears")
    c = engine.derive(s).object("blk").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Permeating Mass", 1, 3)
    assert next(o for o in s.doc["objects"] if o["id"] == "blk")["zone"] == "battlefield"


def test_608_2h_permeating_mass_that_died_is_copied_as_it_last_existed(engine):
    """Blocked by Hill Giant (3/3), the Mass deals it 1 and is dealt 3: it dies (704.5g) before its trigger resolves.
    CR 608.2h: the Giant still becomes a copy of the Mass as it last existed on the battlefield: a 1/3 Permeating
    Mass."""
    s = _mass_combat(engine, "Hill Giant")
    assert next(o for o in s.doc["objects"] if o["id"] == "mass")["zone"] == "graveyard"
    c = engine.derive(s).object("blk").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Permeating Mass", 1, 3)


# --- Cephalid Facetaker: "At the beginning of combat on your turn, you may have this creature become a copy of another
# target creature until end of turn, except it's 1/4 and has "This creature can't be blocked.""

def test_707_9b_514_2_cephalid_facetaker_copy_is_1_4_unblockable_until_end_of_turn(engine):
    """CR 507.1, 603.2: as Alice's beginning of combat step begins the ability triggers; its target is another creature
    (Bob's Serra Angel, the only one). Choosing to (608.2d), the Facetaker becomes a copy of the Angel (707.4) except
    it's 1/4 and has "This creature can't be blocked." (707.9b): a 1/4 flying Serra Angel that can't be blocked. At
    cleanup the effect ends (514.2)."""
    s = make_state([bf("face", "Cephalid Facetaker"), bf("angel", "Serra Angel", "bob")])
    s = to_combat_trigger(engine, s)
    outs = pass_twice(engine, s)
    (s,) = [o.state for o in outs if not any(e[0].startswith("declined(") for e in o.events)]
    c = engine.derive(s).object("face").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 1, 4)
    assert "flying" in c["abilities"] and "cant_be_blocked" in c["abilities"]
    c = engine.derive(only(engine.apply(s, {"event": "end_turn"}))).object("face").characteristics
    assert c["name"] == "Cephalid Facetaker"


# --- Muddle, the Ever-Changing: "Whenever you cast an instant or sorcery spell, Muddle becomes a copy of up to one
# target nonlegendary creature you control until end of turn, except it has myriad."

def test_115_1d_707_9b_muddle_becomes_a_copy_of_up_to_one_of_your_creatures(engine):
    """CR 601.2i, 603.2: Alice casts Lightning Bolt at Bob; Muddle's ability triggers. Its target is up to one
    nonlegendary creature she controls (115.1d): her Grizzly Bears, or none (Bob's Serra Angel isn't hers): two
    resulting states. With the Bears, Muddle becomes a copy of it with myriad (707.4, 707.9b): a 2/2 Grizzly Bears,
    not legendary; with no target, it stays Muddle."""
    s = make_state([bf("muddle", "Muddle, the Ever-Changing"), bf("bears", "Grizzly Bears"), bf("angel", "Serra Angel", "bob"),
                    hand("bolt", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    trig = lambda st: next(o for o in st.doc["objects"] if o["id"] == st.doc["stack"][-1])
    assert sorted(str(trig(o.state).get("targets")) for o in outs) == sorted(["['bears']", "None"])
    (s,) = [o.state for o in outs if trig(o.state).get("targets") == ["bears"]]
    c = engine.derive(only(pass_twice(engine, s))).object("muddle").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert "myriad" in c["abilities"] and "legendary" not in c.get("supertypes", [])
    (s,) = [o.state for o in outs if not trig(o.state).get("targets")]
    assert engine.derive(only(pass_twice(engine, s))).object("muddle").characteristics["name"] == "Muddle, the Ever-Changing"


# --- Polymorphous Rush: "Strive — This spell costs {1}{U} more to cast for each target beyond the first. Choose a
# creature on the battlefield. Any number of target creatures you control each become a copy of that creature until
# end of turn." ({2}{U} instant)

def test_608_2d_707_4_polymorphous_rush_targets_become_copies_of_the_chosen_creature(engine):
    """Alice targets both her Grizzly Bears (601.2c; strive: {2}{U} + {1}{U}, five mana). As it resolves she chooses a
    creature on the battlefield (608.2d; not a target: one resulting state for each of the three creatures). Choosing
    Bob's Serra Angel, both Bears become copies of it (707.4): 4/4 flying Serra Angels, until end of turn (514.2)."""
    s = make_state([hand("rush", "Polymorphous Rush"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears"),
                    bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "rush", "targets": ["b1", "b2"]}))
    outs = pass_twice(engine, s)
    assert sorted(e[0] for o in outs for e in o.events if e[0].startswith("chose(")) == \
        ["chose(rush, copy_source, angel)", "chose(rush, copy_source, b1)", "chose(rush, copy_source, b2)"]
    s = with_event(outs, ("chose(rush, copy_source, angel)", "608.2d"))
    d = engine.derive(s)
    for b in ("b1", "b2"):
        c = d.object(b).characteristics
        assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    d = engine.derive(only(engine.apply(s, {"event": "end_turn"})))
    assert d.object("b1").characteristics["name"] == "Grizzly Bears"


# --- Absorbing Man: "Vigilance. At the beginning of your first main phase, until your next turn, Absorbing Man becomes
# a copy of up to one target artifact, non-Aura enchantment, or land, except his name is Absorbing Man, he's a
# legendary 4/4 Human Villain creature in addition to his other types, and he has vigilance."

def test_611_2a_707_9b_absorbing_man_becomes_a_land_creature_until_your_next_turn(engine):
    """CR 505.1, 603.2b: as Alice's precombat main phase begins the ability triggers; its target is up to one artifact,
    non-Aura enchantment or land (115.1d): her Island, Bob's Forest, or none (three resulting states). With Bob's
    Forest, Absorbing Man becomes a copy of it (707.4) with the exceptions (707.9b): a legendary 4/4 Forest land
    creature, a Human Villain, named Absorbing Man, with vigilance. It lasts through Bob's turn and ends as Alice's
    next turn begins (611.2a)."""
    s = make_state([bf("am", "Absorbing Man"), bf("isl", "Island"), bf("for", "Forest", "bob"),
                    {"id": "lib", "card": "Island", "zone": "library", "owner": "alice"}],
                   phase="beginning", step="draw")
    outs = pass_twice(engine, s)
    trig = lambda st: next(o for o in st.doc["objects"] if o["id"] == st.doc["stack"][-1])
    assert all(o.state.doc["phase"] == "precombat_main" for o in outs)
    assert sorted(str(trig(o.state).get("targets")) for o in outs) == sorted(["['isl']", "['for']", "None"])
    (s,) = [o.state for o in outs if trig(o.state).get("targets") == ["for"]]
    s = only(pass_twice(engine, s))
    c = engine.derive(s).object("am").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Absorbing Man", 4, 4)
    assert sorted(c["types"]) == ["creature", "land"] and "legendary" in c["supertypes"]
    assert sorted(c["subtypes"]) == ["Forest", "Human", "Villain"] and "vigilance" in c["abilities"]
    s = only(engine.apply(s, {"event": "end_turn"}))          # Bob's turn: still a copy
    assert sorted(engine.derive(s).object("am").characteristics["subtypes"]) == ["Forest", "Human", "Villain"]
    s = only(engine.apply(s, {"event": "end_turn"}))          # Alice's next turn: ended
    c = engine.derive(s).object("am").characteristics
    assert (c["types"], sorted(c["subtypes"])) == (["creature"], ["Human", "Villain"])


# --- Taskmaster, Mercenary Mimic (3/5): "Photographic Reflexes — At the beginning of your first main phase, until
# your next turn, Taskmaster becomes a copy of up to one target creature on the battlefield or creature card in a
# graveyard, except his name is Taskmaster, Mercenary Mimic and he's a legendary Human Mercenary Villain creature."

def test_707_9b_taskmaster_copies_a_creature_card_in_a_graveyard(engine):
    """CR 115.1d: the targets offered are any creature on the battlefield (Taskmaster itself, Bob's Serra Angel), the
    creature card Hill Giant in Alice's graveyard, or none: four resulting states. Copying the Hill Giant card (707.4,
    707.2: its printed values) with the exceptions (707.9b: they set the name, supertypes, card types and subtypes):
    a 3/3 legendary Human Mercenary Villain creature named Taskmaster, Mercenary Mimic (the Giant's power and
    toughness, not its creature type)."""
    s = make_state([bf("tm", "Taskmaster, Mercenary Mimic"), bf("angel", "Serra Angel", "bob"),
                    {"id": "giant", "card": "Hill Giant", "zone": "graveyard", "owner": "alice"},
                    {"id": "lib", "card": "Island", "zone": "library", "owner": "alice"}],
                   phase="beginning", step="draw")
    outs = pass_twice(engine, s)
    trig = lambda st: next(o for o in st.doc["objects"] if o["id"] == st.doc["stack"][-1])
    assert sorted(str(trig(o.state).get("targets")) for o in outs) == \
        sorted(["['tm']", "['angel']", "['giant']", "None"])
    (s,) = [o.state for o in outs if trig(o.state).get("targets") == ["giant"]]
    c = engine.derive(only(pass_twice(engine, s))).object("tm").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Taskmaster, Mercenary Mimic", 3, 3)
    assert (c["supertypes"], c["types"], sorted(c["subtypes"])) == (["legendary"], ["creature"],
                                                                     ["Human", "Mercenary", "Villain"])


# --- Synth Infiltrator, Sakashima's Student: exceptions adding card types and creature types (CR 707.9b)

def test_707_9b_added_types_and_creature_types_in_exceptions():
    from pyglue.cards import library
    lib = library()
    assert {"enters_as_copy": "creature", "except": {"add_subtypes": ["Synth"], "add_types": ["artifact", "creature"]}} \
        in lib["Synth Infiltrator"]["abilities"]
    assert {"enters_as_copy": "creature", "except": {"add_subtypes": ["Ninja"]}} in lib["Sakashima's Student"]["abilities"]


def test_707_9b_synth_infiltrator_copy_is_an_artifact_synth(engine):
    """CR 707.5, 707.9b: entering as a copy of Grizzly Bears, except it's a Synth artifact creature in addition to its
    other types: a 2/2 artifact creature, Bear Synth, named Grizzly Bears."""
    s = make_state([bf("si", "Synth Infiltrator", copy_effects=[{"source": "bears", "except": {
                        "add_subtypes": ["Synth"], "add_types": ["artifact", "creature"]}}], timestamp=2),
                    bf("bears", "Grizzly Bears", "bob", timestamp=1)])
    c = engine.derive(s).object("si").characteristics
    assert (c["name"], sorted(c["types"]), sorted(c["subtypes"])) == ("Grizzly Bears", ["artifact", "creature"],
                                                                      ["Bear", "Synth"])


# --- Volrath, the Shapestealer: "{1}: Until your next turn, Volrath becomes a copy of target creature with a counter on
# it, except it's 7/5 and it has this ability."

VOLRATH_AB = {"activated": {"cost": "{1}", "tap": False, "target": "creature_with_a_counter",
                            "effect": {"self_becomes_copy": "target", "until": "your_next_turn",
                                       "except": {"power": 7, "toughness": 5, "this_ability": True}}}}


def test_115_1_611_2a_volrath_copies_a_creature_with_a_counter_until_your_next_turn(engine):
    """CR 115.1: only a creature with a counter on it may be the target (Bob's Serra Angel with a -1/-1 counter, not
    his Grizzly Bears). Volrath becomes a copy of the Angel (707.4) except it's 7/5 and has this ability (707.9a-b):
    a 7/5 flying Serra Angel (the Angel's counter isn't copied, 707.2); until Alice's next turn (611.2a)."""
    s = make_state([bf("vol", "Volrath, the Shapestealer"), bf("isl", "Island"),
                    bf("angel", "Serra Angel", "bob", counters={"-1/-1": 1}), bf("bears", "Grizzly Bears", "bob")])
    from pyglue.cards import library
    assert VOLRATH_AB in library()["Volrath, the Shapestealer"]["abilities"]
    w = engine.why_not(s, {"action": "activate", "object": "vol", "ability": VOLRATH_AB, "targets": ["bears"]})
    assert not w.legal and ("illegal_target(1, bears)", "601.2c") in w.failures
    s = only(engine.apply(s, {"action": "activate", "object": "vol", "ability": VOLRATH_AB, "targets": ["angel"]}))
    s = only(pass_twice(engine, s))
    c = engine.derive(s).object("vol").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 7, 5) and "flying" in c["abilities"]
    assert VOLRATH_AB in c["abilities"]
    s = only(engine.apply(only(engine.apply(s, {"event": "end_turn"})), {"event": "end_turn"}))
    assert engine.derive(s).object("vol").characteristics["name"] == "Volrath, the Shapestealer"


# --- Sakashima's Protege: "Flash. Cascade. You may have this creature enter as a copy of any permanent that entered
# this turn." ({4}{U}{U})

def test_707_5_400_7_protege_copies_only_a_permanent_that_entered_this_turn(engine):
    """Alice's Grizzly Bears entered this turn (its entered_this_turn status); Bob's Serra Angel didn't; Bob then
    creates a token copy of his Angel (it enters now, 111.1). Sakashima's Protege may enter as a copy of the Bears or
    of the token, not of the Angel (CR 707.5, 614.1c), or as itself. Its cascade trigger (702.85a) goes on the stack
    above it and resolves first (Alice's library is empty: nothing is exiled)."""
    s = make_state([hand("prot", "Sakashima's Protege"), bf("bears", "Grizzly Bears", entered_this_turn=True),
                    bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "angel", "controller": "bob"}))
    (tok,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert next(o for o in s.doc["objects"] if o["id"] == tok).get("entered_this_turn") is True
    s = only(pass_twice(engine, only(engine.apply(s, {"action": "cast", "object": "prot"}))))
    assert [o["id"] for o in s.doc["objects"] if o["zone"] == "stack"] == ["prot"]
    outs = pass_twice(engine, s)
    copied = sorted(e[0] for o in outs for e in o.events if e[0].startswith("entered_as_copy("))
    assert copied == sorted([f"entered_as_copy(prot, {tok})", "entered_as_copy(prot, bears)"])
    c = engine.derive(with_event(outs, ("entered_as_copy(prot, bears)", "707.5"))).object("prot").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
