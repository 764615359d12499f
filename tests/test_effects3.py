"""Non-copy effects, statics and triggers that census copy cards carry besides their copy line (issue 22, branch
effects3; rules_asp/kernel/effects3_*.lp). Real cards from the bundled library, read from their Oracle text. Each
expected value was worked out from the CR rule named in the test (and the card's rulings) before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_effects_oneshot import bf, hand, obj, pass2


# ----------------------------------------------------------------------------------------------------------
# Shifting Woodland: "This land enters tapped unless you control a Forest." (CR 614.1c, 614.12)

def test_shifting_woodland_reads_enters_tapped_unless_you_control_a_forest():
    assert library()["Shifting Woodland"]["abilities"][0] == {"enters_tapped_unless_control": "Forest"}


def play_woodland(engine, *others) -> dict:
    s = make_state([hand("sw", "Shifting Woodland"), *others])
    return obj(only(engine.apply(s, {"action": "play", "object": "sw"})), "sw")


def test_614_1c_shifting_woodland_enters_untapped_with_a_forest(engine):
    """CR 614.1c, 614.12: Alice controls a Forest as the land would enter: the replacement doesn't apply; it enters
    untapped."""
    got = play_woodland(engine, *basics("alice", "Forest", 1))
    assert got["zone"] == "battlefield" and not got.get("tapped")


def test_614_1c_shifting_woodland_enters_tapped_without_a_forest(engine):
    """CR 614.1c: Alice controls only an Island: the land enters tapped."""
    got = play_woodland(engine, *basics("alice", "Island", 1))
    assert got["zone"] == "battlefield" and got.get("tapped") is True


def test_614_12_shifting_woodland_reads_its_controllers_forests_only(engine):
    """CR 614.12, 109.5: "you control": Bob's Forest doesn't count for Alice's land, which enters tapped."""
    got = play_woodland(engine, *basics("bob", "Forest", 1))
    assert got.get("tapped") is True


# ----------------------------------------------------------------------------------------------------------
# Genestealer Patriarch: "Genestealer's Kiss — Whenever this creature attacks, put an infection counter on target
# creature defending player controls." (CR 207.2c, 508.1m, 603.3d, 115.1, 506.2, 122.1, 122.6)

def test_genestealer_patriarch_reads_its_attack_trigger():
    assert library()["Genestealer Patriarch"]["abilities"][0] == {
        "trigger": "attacks", "target": "creature_defending_player_controls",
        "effect": {"put_counters": {"infection": 1}, "to": "target"}}


def patriarch_attacks(engine, *others) -> list:
    s = make_state([bf("gp", "Genestealer Patriarch"), *others], phase="combat", step="declare_attackers",
                   priority=None)
    return [o.state for o in engine.apply(s, {"action": "declare_attackers", "attackers": ["gp"]})]


def targets(s) -> list:
    return [o.get("targets") for o in s.doc["objects"] if "ability" in o and o["ability"]["source"] == "gp"]


def test_115_1_506_2_patriarch_targets_only_a_creature_of_the_player_it_attacks(engine):
    """CR 508.1m, 603.3d: the ability triggers as the Patriarch is declared as an attacker and its target is chosen as it
    is put on the stack; CR 506.2, 115.1: only a creature Bob (the defending player) controls may be chosen: his two
    Grizzly Bears (one resulting state each), never Alice's own Bears nor the Patriarch."""
    outs = patriarch_attacks(engine, bf("ab", "Grizzly Bears"), bf("b1", "Grizzly Bears", "bob"),
                             bf("b2", "Grizzly Bears", "bob"))
    assert sorted(t for s in outs for t in targets(s)) == [["b1"], ["b2"]]


def test_122_6_patriarch_puts_an_infection_counter_on_the_target(engine):
    """CR 122.6, 608.2: resolved, the ability puts one infection counter on Bob's Bears (a counter of a kind with no rules
    meaning of its own, CR 122.1); Alice's Bears get none."""
    (s,) = patriarch_attacks(engine, bf("ab", "Grizzly Bears"), bf("b1", "Grizzly Bears", "bob"))
    (s,) = pass2(engine, s)
    assert obj(s, "b1").get("counters") == {"infection": 1}
    assert not obj(s, "ab").get("counters")


def test_603_3d_patriarch_without_a_defending_creature_is_removed(engine):
    """CR 603.3d: Bob controls no creature: the ability has no legal target (Alice's Bears aren't one) and is removed
    from the stack; nothing is put on it."""
    (s,) = patriarch_attacks(engine, bf("ab", "Grizzly Bears"))
    assert targets(s) == [] and not s.doc["stack"]


# ----------------------------------------------------------------------------------------------------------
# Adric, Mathematical Genius: "Ultimate Sacrifice — {1}{U}, Sacrifice Adric: Counter target activated or triggered
# ability." (CR 115.1, 602.2, 701.6a, 701.21a)

ADRIC = "Adric, Mathematical Genius"


def adric_ab() -> dict:
    return library()[ADRIC]["abilities"][1]


def test_adric_reads_counter_target_activated_or_triggered_ability():
    assert adric_ab() == {"activated": {"cost": "{1}{U}", "tap": False, "effect": {"counter": "target"},
                                        "target": "activated_or_triggered_ability"}, "also": "sacrifice_self"}


def archivist_on_stack(engine):
    """Bob, holding priority in Alice's main phase, activates his Archivist ("{T}: Draw a card."), then passes: Alice
    has priority with Bob's ability on the stack (CR 602.2, 117.3b-d)."""
    s = make_state([bf("adric", ADRIC), *basics("alice", "Island", 2), bf("arch", "Archivist", "bob"),
                    {"id": "bl1", "card": "Island", "zone": "library", "owner": "bob", "library_position": 1}],
                   priority="bob")
    arch_ab = library()["Archivist"]["abilities"][0]
    s = only(engine.apply(s, {"action": "activate", "object": "arch", "ability": arch_ab}))
    return only(engine.apply(s, {"action": "pass"}))


def test_701_6a_adric_counters_bobs_activated_ability(engine):
    """CR 602.2, 118.3: Alice pays {1}{U} and sacrifices Adric (to her graveyard, 701.21a) as the cost, targeting Bob's
    Archivist ability on the stack (CR 115.1). Both players pass: her ability resolves and counters Bob's, which is
    removed from the stack (CR 701.6a): Bob draws no card (his Island stays in his library) and no refund: the Archivist
    stays tapped (CR 701.6b)."""
    s = archivist_on_stack(engine)
    (bob_ab,) = s.doc["stack"]
    s = only(engine.apply(s, {"action": "activate", "object": "adric", "ability": adric_ab(), "targets": [bob_ab]}))
    assert obj(s, "adric")["zone"] == "graveyard"
    (s,) = pass2(engine, s)
    assert s.doc["stack"] == []
    assert obj(s, "bl1")["zone"] == "library"
    assert obj(s, "arch").get("tapped") is True


def test_115_1_adric_cant_target_a_spell(engine):
    """CR 115.1, 602.2b, 601.2c: a spell isn't an activated or triggered ability: with only Bob's Lightning Bolt on the
    stack Alice can't activate Adric's ability (no legal target)."""
    s = make_state([bf("adric", ADRIC), *basics("alice", "Island", 2), hand("bolt", "Lightning Bolt", "bob"),
                    *basics("bob", "Mountain", 1)], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["priority"] == "alice"
    acts = [a.action for a in engine.legal_actions(s, "alice") if a.action["action"] == "activate"]
    assert not [a for a in acts if a.get("object") == "adric" and a.get("ability") == adric_ab()]


# ----------------------------------------------------------------------------------------------------------
# Myojin of Cryptic Dreams: "Myojin of Cryptic Dreams enters with an indestructible counter on it if you cast it from
# your hand." (CR 614.1c, 122.6, 601.2a); keyword counters (CR 122.1b, 613.1f)

MYOJIN = "Myojin of Cryptic Dreams"


def test_myojin_reads_enters_with_an_indestructible_counter_if_cast_from_hand():
    assert library()[MYOJIN]["abilities"][0] == {"enters_with_counters_if_cast_from_hand": {"indestructible": 1}}


def test_122_6_myojin_cast_from_hand_enters_with_an_indestructible_counter(engine):
    """CR 601.2a, 608.3a, 614.1c, 122.6: Alice casts Myojin ({5}{U}{U}{U}) from her hand with eight Islands; it resolves
    and enters with one indestructible counter; CR 122.1b: so it has indestructible."""
    s = make_state([hand("my", MYOJIN), *basics("alice", "Island", 8)])
    s = only(engine.apply(s, {"action": "cast", "object": "my"}))
    (s,) = pass2(engine, s)
    assert obj(s, "my")["zone"] == "battlefield"
    assert obj(s, "my").get("counters") == {"indestructible": 1}
    assert "indestructible" in engine.derive(s).object("my").characteristics["abilities"]


def test_122_1b_a_keyword_counter_gives_its_keyword_and_none_without_it(engine):
    """CR 122.1b: a Grizzly Bears with an indestructible counter has indestructible, one with a flying counter flying;
    a Myojin without a counter (not entered from a cast from hand) has neither."""
    s = make_state([bf("b1", "Grizzly Bears", counters={"indestructible": 1}),
                    bf("b2", "Grizzly Bears", counters={"flying": 1}), bf("my", MYOJIN)])
    d = engine.derive(s)
    assert "indestructible" in d.object("b1").characteristics["abilities"]
    assert "flying" in d.object("b2").characteristics["abilities"]
    assert "indestructible" not in d.object("my").characteristics.get("abilities", [])


def test_614_1c_myojin_put_onto_the_battlefield_gets_no_counter(engine):
    """CR 614.1c, 601.2a: Alice casts Reanimate ({B}) targeting the Myojin card in her graveyard; it returns to the
    battlefield without being cast: no indestructible counter, no indestructible (and Alice loses 8 life, its mana
    value)."""
    s = make_state([hand("re", "Reanimate"), {"id": "my", "card": MYOJIN, "zone": "graveyard", "owner": "alice"},
                    *basics("alice", "Swamp", 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "re", "targets": ["my"]}))
    (s,) = pass2(engine, s)
    assert obj(s, "my")["zone"] == "battlefield"
    assert not obj(s, "my").get("counters")
    assert "indestructible" not in engine.derive(s).object("my").characteristics["abilities"]


# ----------------------------------------------------------------------------------------------------------
# Ochre Jelly: "This creature enters with X +1/+1 counters on it." (CR 614.1c, 122.6, 107.3m)

def test_ochre_jelly_reads_enters_with_x_counters():
    assert library()["Ochre Jelly"]["abilities"][1] == {"enters_with_x_counters": "+1/+1"}


def jelly_cast(engine, x: int) -> dict:
    s = make_state([hand("oj", "Ochre Jelly"), *basics("alice", "Forest", x + 1)])
    s = only(engine.apply(s, {"action": "cast", "object": "oj", "x": x}))
    (s,) = pass2(engine, s)
    return s


def test_107_3m_ochre_jelly_cast_with_x_3_enters_with_three_counters(engine):
    """CR 107.3a, 601.2f: Alice casts Ochre Jelly ({X}{G}) with X = 3, paying four mana (her four Forests); CR 107.3m, 122.6: it enters
    with three +1/+1 counters (the X of the spell it was): a 3/3 (base 0/0, CR 613.4c)."""
    s = jelly_cast(engine, 3)
    assert obj(s, "oj")["zone"] == "battlefield" and obj(s, "oj").get("counters") == {"+1/+1": 3}
    c = engine.derive(s).object("oj").characteristics
    assert (c["power"], c["toughness"]) == (3, 3)


def test_107_3m_ochre_jelly_with_x_0_gets_no_counter_and_dies(engine):
    """CR 107.3m: X = 0: no counters; a 0/0 creature is put into its owner's graveyard as state-based actions are
    checked (CR 704.5f)."""
    s = jelly_cast(engine, 0)
    assert obj(s, "oj")["zone"] == "graveyard"


# ----------------------------------------------------------------------------------------------------------
# Osgood, Operation Double: "{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an
# artifact." (CR 106.6, 602.2b, 605.1a)

OSGOOD = "Osgood, Operation Double"


def test_osgood_reads_its_restricted_mana_ability():
    assert library()[OSGOOD]["abilities"][1] == {"mana": ["C"], "only_for": ["artifact", "artifact_ability"]}


def can_activate(engine, s, oid: str) -> bool:
    return any(a.action["action"] == "activate" and a.action.get("object") == oid
               for a in engine.legal_actions(s, "alice"))


def test_106_6_osgoods_mana_pays_for_an_artifacts_ability(engine):
    """CR 602.2b, 106.6: Myr Propagator, an artifact creature, has "{3}, {T}: Create a token that's a copy of this
    creature."; Alice has two Islands and Osgood: three mana, Osgood's {C} may be spent on an artifact's ability: she may
    activate it. Without Osgood, two Islands can't pay {3}."""
    s = make_state([bf("osg", OSGOOD), bf("myr", "Myr Propagator"), *basics("alice", "Island", 2)])
    assert can_activate(engine, s, "myr")
    s = make_state([bf("myr", "Myr Propagator"), *basics("alice", "Island", 2)])
    assert not can_activate(engine, s, "myr")


def test_106_6_osgoods_mana_cant_pay_for_a_nonartifacts_ability(engine):
    """CR 106.6: Scion of the Ur-Dragon is no artifact: its "{2}: ..." ability can't be paid with an Island and Osgood's
    restricted {C}; with two Islands it can."""
    s = make_state([bf("osg", OSGOOD), bf("scion", "Scion of the Ur-Dragon"), *basics("alice", "Island", 1)])
    assert not can_activate(engine, s, "scion")
    s = make_state([bf("scion", "Scion of the Ur-Dragon"), *basics("alice", "Island", 2)])
    assert can_activate(engine, s, "scion")


def test_601_2h_paying_with_osgood_taps_it(engine):
    """CR 602.2b, 601.2g-h, 106.6: activating Myr Propagator with two Islands and Osgood, the three are tapped for
    mana (the only way to pay {3}); the Propagator is tapped for its {T}."""
    s = make_state([bf("osg", OSGOOD), bf("myr", "Myr Propagator"), *basics("alice", "Island", 2)])
    ab = library()["Myr Propagator"]["abilities"][0]
    s = only(engine.apply(s, {"action": "activate", "object": "myr", "ability": ab}))
    assert [obj(s, i).get("tapped") for i in ("osg", "aisland1", "aisland2", "myr")] == [True, True, True, True]


# ----------------------------------------------------------------------------------------------------------
# Chandra's Regulator: "{1}, {T}, Discard a Mountain card or a red card: Draw a card." (CR 118.3, 602.2b, 701.9a)

REGULATOR = "Chandra's Regulator"


def regulator_ab() -> dict:
    return library()[REGULATOR]["abilities"][1]


def test_chandras_regulator_reads_its_discard_cost():
    assert regulator_ab() == {"activated": {"cost": "{1}", "tap": True, "effect": {"draw": 1}},
                              "also": {"discard_card_of": "mountain_or_red"}}


def regulator_state(*cards):
    return make_state([bf("reg", REGULATOR), *basics("alice", "Island", 1), *[hand(i, c) for i, c in cards],
                       {"id": "lib1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}])


def test_118_3_regulator_discards_a_mountain_or_a_red_card(engine):
    """CR 118.3, 602.2b, 701.9a: Alice's hand: a Mountain card, Lightning Bolt (red) and Grizzly Bears (green). The cost
    is paid by discarding one card that is a Mountain or red, her choice: two resulting states (the Mountain or the
    Bolt discarded); the Bears are never discarded. Resolved, she draws a card (CR 121.1)."""
    s = regulator_state(("mtn", "Mountain"), ("bolt", "Lightning Bolt"), ("bears", "Grizzly Bears"))
    outs = [o.state for o in engine.apply(s, {"action": "activate", "object": "reg", "ability": regulator_ab()})]
    assert sorted(tuple(obj(x, i)["zone"] for i in ("mtn", "bolt", "bears")) for x in outs) == [
        ("graveyard", "hand", "hand"), ("hand", "graveyard", "hand")]
    (s,) = pass2(engine, outs[0])
    assert obj(s, "lib1")["zone"] == "hand"


def test_602_2b_regulator_cant_be_activated_without_such_a_card(engine):
    """CR 602.2b, 118.3: with only Grizzly Bears (a green creature card, no Mountain) in hand the cost can't be paid:
    the ability can't be activated."""
    s = regulator_state(("bears", "Grizzly Bears"))
    assert not can_activate(engine, s, "reg")
    assert can_activate(engine, regulator_state(("bolt", "Lightning Bolt")), "reg")


# ----------------------------------------------------------------------------------------------------------
# The Animus: "At the beginning of your end step, exile up to one target legendary creature card from a graveyard with a
# memory counter on it." (CR 513.1a, 603.3d, 115.1d, 406.2, 122.6)

def test_the_animus_reads_its_end_step_trigger():
    assert library()["The Animus"]["abilities"][0] == {
        "trigger": {"beginning_of": "end", "whose": "your"},
        "target": {"up_to_one_legendary_graveyard_card": ["creature"]},
        "effect": {"exile_with_counter": "target", "counter_kind": "memory"}}


def gy(oid: str, card: str, owner: str = "alice") -> dict:
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def animus_end_step(engine, *others) -> list:
    """Alice's second main phase, empty stack: both pass; her end step begins and the Animus's ability triggers and is
    put on the stack with its target (one state per choice, CR 603.3d)."""
    s = make_state([bf("an", "The Animus"), *others], phase="postcombat_main")
    s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def test_115_1d_the_animus_targets_a_legendary_creature_card_in_any_graveyard_or_none(engine):
    """CR 513.1a, 603.3d, 115.1d: the ability triggers as Alice's end step begins; its target is a legendary creature card
    in any graveyard: Garth One-Eye in Bob's graveyard, or none (two resulting states). Grizzly Bears (not legendary) in
    Alice's graveyard isn't one."""
    outs = animus_end_step(engine, gy("garth", "Garth One-Eye", "bob"), gy("bears", "Grizzly Bears"))
    assert all(x.doc["step"] == "end" and len(x.doc["stack"]) == 1 for x in outs)
    got = sorted(tuple(o.get("targets") or ()) for x in outs for o in x.doc["objects"] if "ability" in o)
    assert got == [(), ("garth",)]


def test_406_2_122_6_the_animus_exiles_the_card_with_a_memory_counter(engine):
    """CR 406.2, 122.6: resolved with Garth One-Eye as its target, the card goes to exile with one memory counter on it;
    with no target chosen nothing happens (Garth stays in Bob's graveyard)."""
    outs = animus_end_step(engine, gy("garth", "Garth One-Eye", "bob"))
    res = {}
    for x in outs:
        chose = any(o.get("targets") for o in x.doc["objects"] if "ability" in o)
        (after,) = pass2(engine, x)
        res[chose] = (obj(after, "garth")["zone"], obj(after, "garth").get("counters"))
    assert res == {True: ("exile", {"memory": 1}), False: ("graveyard", None)}


# ----------------------------------------------------------------------------------------------------------
# Nahiri, the Unforgiving: "[+1]: Until your next turn, up to one target creature attacks a player each combat if able."
# (CR 606.3, 115.1d, 508.1d, 611.2a)

NAHIRI = "Nahiri, the Unforgiving"


def nahiri_ab() -> dict:
    return library()[NAHIRI]["abilities"][1]


def test_nahiri_reads_its_attack_requirement():
    assert nahiri_ab() == {"loyalty": 1, "effect": {"must_attack_player": "target", "until": "your_next_turn"},
                           "target": {"up_to_one": "creature"}}


def test_508_1d_nahiri_gives_bobs_creature_the_requirement(engine):
    """CR 606.3, 115.1d: Alice activates Nahiri's [+1] targeting Bob's Grizzly Bears (loyalty 5 -> 6); resolved, the
    Bears attack a player each combat if able until Alice's next turn (CR 611.2a): the state records Alice on them."""
    s = make_state([bf("nah", NAHIRI, counters={"loyalty": 5}), bf("bb", "Grizzly Bears", "bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "nah", "ability": nahiri_ab(), "targets": ["bb"]}))
    assert obj(s, "nah")["counters"] == {"loyalty": 6}
    (s,) = pass2(engine, s)
    assert obj(s, "bb").get("must_attack_a_player") == ["alice"]


def bob_attacks(engine, *objs, **kw) -> list:
    s = make_state([bf("bb", "Grizzly Bears", "bob", must_attack_a_player=["alice"]), *objs], active_player="bob",
                   phase="combat", step="declare_attackers", priority=None, **kw)
    return [o.state for o in engine.apply(s, {"action": "declare_attackers"})]


def test_508_1d_the_creature_must_attack_alice_not_her_planeswalker_nor_stay_home(engine):
    """CR 508.1d: in Bob's declare attackers step, his Bears (able to attack: untapped, not summoning sick) must attack
    a player: with Alice's planeswalker Nahiri on the battlefield too, every legal declaration has the Bears attacking
    Alice (one resulting state); staying home or attacking Nahiri obeys no requirement though it could."""
    outs = bob_attacks(engine, bf("nah", NAHIRI, counters={"loyalty": 5}))
    assert len(outs) == 1 and obj(outs[0], "bb").get("attacking") == "alice"


def test_508_1d_a_tapped_creature_isnt_able_so_no_requirement_applies(engine):
    """CR 508.1d, 508.1a: tapped, the Bears can't attack: the requirement asks nothing; the declaration (no attackers)
    is legal."""
    s = make_state([bf("bb", "Grizzly Bears", "bob", must_attack_a_player=["alice"], tapped=True)], active_player="bob",
                   phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": []})
    assert len(outs) == 1 and not obj(outs[0].state, "bb").get("attacking")


def test_508_1d_why_not_declaring_no_attacker_names_the_requirement(engine):
    """CR 508.1d: Bob declaring no attackers, though his Bears could attack Alice, is illegal: why-not names the Bears'
    requirement."""
    s = make_state([bf("bb", "Grizzly Bears", "bob", must_attack_a_player=["alice"])], active_player="bob",
                   phase="combat", step="declare_attackers", priority=None)
    assert engine.why_not(s, {"action": "declare_attackers", "attackers": []}).failures == [
        ("must_attack_a_player(bb)", "508.1d")]


# ----------------------------------------------------------------------------------------------------------
# Rowan's Talent: "Enchanted planeswalker has "[+1]: Up to one target creature gets +2/+0 and gains first strike and
# trample until end of turn."" (CR 303.4b, 613.1f, 606.3)

TALENT_PW_AB = {"loyalty": 1, "effect": [{"modify_pt": [2, 0], "until": "end_of_turn"},
                                         {"gain_ability": "first_strike", "until": "end_of_turn"},
                                         {"gain_ability": "trample", "until": "end_of_turn"}],
                "target": {"up_to_one": "creature"}}


def test_rowans_talent_reads_the_loyalty_ability_it_grants():
    assert library()["Rowan's Talent"]["abilities"][1] == {"attached_static": "enchanted", "has": [TALENT_PW_AB]}


def talent_state():
    return make_state([bf("nah", NAHIRI, counters={"loyalty": 5}), bf("rt", "Rowan's Talent", attached_to="nah"),
                       bf("bears", "Grizzly Bears")])


def test_613_1f_the_enchanted_planeswalker_has_the_granted_loyalty_ability(engine):
    """CR 303.4b, 613.1f: Nahiri, enchanted by Rowan's Talent, has the quoted [+1] ability (layer 6) besides her own;
    CR 606.3: Alice may activate it in her main phase with an empty stack."""
    d = engine.derive(talent_state())
    assert TALENT_PW_AB in d.object("nah").characteristics["abilities"]
    acts = [a.action for a in engine.legal_actions(talent_state(), "alice") if a.action["action"] == "activate"]
    assert any(a["object"] == "nah" and a["ability"] == TALENT_PW_AB for a in acts)


def test_606_4_the_granted_ability_resolves_and_the_talent_copies_it(engine):
    """CR 606.4: activating it puts a loyalty counter on Nahiri (5 -> 6); Rowan's Talent's own ability triggers on the
    activation and copies it (CR 707.10, the copy keeps the target or takes another legal one: only the Bears are a
    creature). Both resolve: the Bears get +2/+0 twice (4/2 base 2/2: 6/2) and have first strike and trample until end
    of turn (CR 611.2)."""
    s = only(engine.apply(talent_state(), {"action": "activate", "object": "nah", "ability": TALENT_PW_AB,
                                           "targets": ["bears"]}))
    assert obj(s, "nah")["counters"] == {"loyalty": 6}
    states = [s]
    while any(x.doc["stack"] for x in states):
        states = [y for x in states for y in (pass2(engine, x) if x.doc["stack"] else [x])]
    for x in states:
        c = engine.derive(x).object("bears").characteristics
        assert (c["power"], c["toughness"]) == (6, 2)
        assert {"first_strike", "trample"} <= set(c["abilities"])


# ----------------------------------------------------------------------------------------------------------
# Oko, the Ringleader: "[+1]: Draw two cards. If you've committed a crime this turn, discard a card. Otherwise, discard
# two cards." (CR 606.3, 121.1, 608.2c, 701.9a, 700.13)

OKO = "Oko, the Ringleader"


def oko_ab() -> dict:
    return library()[OKO]["abilities"][1]


def test_oko_reads_draw_two_then_discard_by_crime():
    assert oko_ab() == {"loyalty": 1, "effect": [
        {"draw": 2}, {"if": "committed_crime_this_turn", "then": {"discard": 1, "who": "you"},
                      "else": {"discard": 2, "who": "you"}}]}


def alice(s) -> dict:
    return next(p for p in s.doc["players"] if p["name"] == "alice")


def oko_resolves(engine, crime: bool, *more) -> list:
    players = [{"name": "alice", "life": 20, "mana_pool": "", "committed_crime_this_turn": crime},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    lib = [{"id": f"l{i}", "card": "Island", "zone": "library", "owner": "alice", "library_position": i}
           for i in (1, 2)]
    s = make_state([bf("oko", OKO, counters={"loyalty": 3}), hand("h1", "Grizzly Bears"), *lib, *more],
                   players=players)
    s = only(engine.apply(s, {"action": "activate", "object": "oko", "ability": oko_ab()}))
    return pass2(engine, s)


def hand_size(s) -> int:
    return sum(1 for o in s.doc["objects"] if o["zone"] == "hand" and o["owner"] == "alice")


def test_608_2c_without_a_crime_oko_draws_two_and_discards_two(engine):
    """CR 121.1, 608.2c, 701.9a: no crime this turn: Alice draws two (three cards in hand) and discards two of her
    choice: one card left in every resulting state (three states: which card stays)."""
    outs = oko_resolves(engine, False)
    assert len(outs) == 3 and {hand_size(s) for s in outs} == {1}


def test_700_13_after_a_crime_oko_draws_two_and_discards_one(engine):
    """CR 700.13, 608.2c: Alice committed a crime this turn: she draws two and discards one: two cards left (three
    states: which card goes)."""
    outs = oko_resolves(engine, True)
    assert len(outs) == 3 and {hand_size(s) for s in outs} == {2}


def test_700_13_casting_a_spell_that_targets_an_opponent_is_a_crime(engine):
    """CR 700.13: in a game with Oko, Alice casting Lightning Bolt targeting Bob commits a crime (recorded on her for the
    turn); targeting her own Grizzly Bears doesn't."""
    objs = [bf("oko", OKO, counters={"loyalty": 3}), hand("bolt", "Lightning Bolt"), bf("ab", "Grizzly Bears"),
            *basics("alice", "Mountain", 1)]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert alice(s).get("committed_crime_this_turn") is True
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "bolt", "targets": ["ab"]}))
    assert not alice(s).get("committed_crime_this_turn")


# "Whenever you commit a crime, ..." (CR 603.2, 700.13), with a test card: the real cards that have it (Kaervek, the
# Punisher; Lazav, Familiar Stranger) copy cards or become copies, which is another branch's part.
CRIME_WATCHER = {"name": "TEST Crime Watcher", "mana_cost": "{1}{B}", "types": ["creature"], "power": 1,
                 "toughness": 1, "oracle": "Whenever you commit a crime, you gain 1 life.",
                 "abilities": [{"trigger": "you_commit_crime", "effect": {"gain_life": 1}}],
                 "notes": "a test card (the event of Kaervek, the Punisher with a simple effect)"}


def test_whenever_you_commit_a_crime_is_read():
    from pyglue.oracle import parse_text
    assert parse_text(CRIME_WATCHER["oracle"], CRIME_WATCHER["name"], ["creature"]) == CRIME_WATCHER["abilities"]


def test_603_2_700_13_a_crime_triggers_whenever_you_commit_a_crime(engine):
    """CR 700.13, 603.2: Alice casts Lightning Bolt targeting Bob: a crime; her Crime Watcher's ability triggers and goes
    on the stack above the Bolt (CR 603.3). Targeting her own Grizzly Bears isn't a crime: no trigger."""
    objs = [bf("cw", "TEST Crime Watcher"), hand("bolt", "Lightning Bolt"), bf("ab", "Grizzly Bears"),
            *basics("alice", "Mountain", 1)]
    s = only(engine.apply(make_state(objs, cards=[CRIME_WATCHER]),
                          {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    srcs = [obj(s, i).get("ability", {}).get("source") for i in s.doc["stack"]]
    assert srcs == [None, "cw"]
    s = only(engine.apply(make_state(objs, cards=[CRIME_WATCHER]),
                          {"action": "cast", "object": "bolt", "targets": ["ab"]}))
    assert s.doc["stack"] == ["bolt"]


# ----------------------------------------------------------------------------------------------------------
# Mimeoplasm, Revered One: "As Mimeoplasm enters, exile up to X creature cards from your graveyard. It enters with three
# +1/+1 counters on it for each creature card exiled this way." (CR 614.1c, 614.12, 107.3m, 122.6, 607.2a)

MIMEO = "Mimeoplasm, Revered One"


def test_mimeoplasm_reads_its_as_enters_exile():
    assert library()[MIMEO]["abilities"][0] == {"as_enters_exile_up_to_x": ["creature"],
                                                "counters_each": {"+1/+1": 3}}


def test_614_12_mimeoplasm_exiles_up_to_x_creature_cards_and_gets_three_counters_each(engine):
    """CR 107.3a, 601.2f: Alice casts Mimeoplasm ({X}{B}{G}{U}) with X = 2 (five lands). Her graveyard: three creature
    cards (two Grizzly Bears, Garth One-Eye) and Lightning Bolt. CR 614.12, 107.3m: as it enters she exiles up to two of
    the creature cards, her choice: 1 + 3 + 3 = 7 resulting states; the Bolt is never exiled. CR 122.6: three +1/+1
    counters for each card exiled; CR 607.2a: the cards are exiled with it. With none exiled it is a 0/0 and is put
    into her graveyard (CR 704.5f)."""
    objs = [hand("mim", MIMEO), *basics("alice", "Swamp", 2), *basics("alice", "Forest", 2),
            *basics("alice", "Island", 1), gy("g1", "Grizzly Bears"), gy("g2", "Grizzly Bears"),
            gy("garth", "Garth One-Eye"), gy("bolt", "Lightning Bolt")]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "mim", "x": 2}))
    outs = pass2(engine, s)
    got = []
    for x in outs:
        exiled = tuple(sorted(i for i in ("g1", "g2", "garth", "bolt") if obj(x, i)["zone"] == "exile"))
        assert all(obj(x, i).get("exiled_with") == "mim" for i in exiled)
        m = obj(x, "mim")
        got.append((exiled, m["zone"], (m.get("counters") or {}).get("+1/+1", 0)))
    assert sorted(got) == sorted([((), "graveyard", 0), (("g1",), "battlefield", 3), (("g2",), "battlefield", 3),
                                  (("garth",), "battlefield", 3), (("g1", "g2"), "battlefield", 6),
                                  (("g1", "garth"), "battlefield", 6), (("g2", "garth"), "battlefield", 6)])


# ----------------------------------------------------------------------------------------------------------
# Verazol, the Split Current: "Verazol enters with a +1/+1 counter on it for each mana spent to cast it." (CR 601.2h,
# 614.1c, 122.6)

def test_verazol_reads_a_counter_for_each_mana_spent():
    assert library()["Verazol, the Split Current"]["abilities"][0] == {"enters_with_counters_mana_spent": "+1/+1"}


def test_601_2h_verazol_enters_with_a_counter_for_each_mana_spent(engine):
    """CR 107.3a, 601.2h: Alice casts Verazol ({X}{G}{U}) with X = 2, spending four mana (two Forests, two Islands);
    CR 614.1c, 122.6: it enters with four +1/+1 counters: a 4/4. With X = 0, two mana: two counters."""
    for x, n in ((2, 4), (0, 2)):
        objs = [hand("vz", "Verazol, the Split Current"), *basics("alice", "Forest", 1 + x // 2),
                *basics("alice", "Island", 1 + x // 2)]
        s = only(engine.apply(make_state(objs), {"action": "cast", "object": "vz", "x": x}))
        (s,) = pass2(engine, s)
        assert obj(s, "vz").get("counters") == {"+1/+1": n}


# ----------------------------------------------------------------------------------------------------------
# Mirror Match: "Cast this spell only during the declare blockers step." (CR 601.3, 101.2, 117.1a)

def test_mirror_match_reads_its_casting_restriction():
    assert library()["Mirror Match"]["abilities"][0] == {"cast_only_during": "declare_blockers"}


def mirror_match_castable(engine, **top) -> bool:
    objs = [hand("mm", "Mirror Match"), *basics("alice", "Island", 6), bf("bb", "Grizzly Bears", "bob", attacking="alice")]
    s = make_state(objs, active_player="bob", priority="alice", **top)
    return any(a.action["action"] == "cast" and a.action.get("object") == "mm" for a in engine.legal_actions(s, "alice"))


def test_601_3_mirror_match_only_in_the_declare_blockers_step(engine):
    """CR 117.1a: an instant may be cast whenever its owner has priority; CR 601.3, 101.2: Mirror Match's restriction
    allows it only in the declare blockers step: Alice (six Islands) may cast it there on Bob's turn, not in his
    declare attackers step nor in his main phase."""
    assert mirror_match_castable(engine, phase="combat", step="declare_blockers", attackers_declared=True)
    assert not mirror_match_castable(engine, phase="combat", step="declare_attackers", attackers_declared=True)
    assert not mirror_match_castable(engine, phase="precombat_main", step=None)


def test_601_3_why_not_names_the_restriction(engine):
    """CR 601.3: in Alice's own main phase (she has priority, the stack is empty) the only reason she can't cast it is
    the restriction."""
    s = make_state([hand("mm", "Mirror Match"), *basics("alice", "Island", 6)])
    assert engine.why_not(s, {"action": "cast", "object": "mm"}).failures == [("only_during(declare_blockers)", "601.3")]


# ----------------------------------------------------------------------------------------------------------
# Imperial Mask: "You have hexproof." (CR 702.11c, 115.1, 601.2c)

def test_imperial_mask_reads_you_have_hexproof():
    assert library()["Imperial Mask"]["abilities"][1] == "you_have_hexproof"


def bob_targets(engine, card: str, mana: str, n: int, *objs) -> set:
    s = make_state([bf("mask", "Imperial Mask"), hand("sp", card, "bob"), *basics("bob", mana, n), *objs],
                   priority="bob", active_player="bob")
    return {t for a in engine.legal_actions(s, "bob") if a.action["action"] == "cast" for ts in a.targets for t in ts}


def test_702_11c_bob_cant_target_alice_with_a_mask(engine):
    """CR 702.11c, 115.1: Alice controls Imperial Mask: Bob's Lightning Bolt ("any target") may target Bob himself or
    Alice's Grizzly Bears, not Alice; his Sign in Blood ("target player") may target only himself."""
    assert bob_targets(engine, "Lightning Bolt", "Mountain", 1, bf("ab", "Grizzly Bears")) == {"bob", "ab"}
    assert bob_targets(engine, "Sign in Blood", "Swamp", 2) == {"bob"}


def test_702_11c_hexproof_stops_only_opponents(engine):
    """CR 702.11c: Alice's own Sign in Blood may target her (she isn't her own opponent), or Bob."""
    s = make_state([bf("mask", "Imperial Mask"), hand("sp", "Sign in Blood"), *basics("alice", "Swamp", 2)])
    got = {t for a in engine.legal_actions(s, "alice") if a.action["action"] == "cast" for ts in a.targets for t in ts}
    assert got == {"alice", "bob"}


# ----------------------------------------------------------------------------------------------------------
# Sevinne, the Chronoclasm: "Prevent all damage that would be dealt to Sevinne." (CR 615.1a, 604.1)

def test_sevinne_reads_prevent_all_damage_to_itself():
    assert library()["Sevinne, the Chronoclasm"]["abilities"][0] == "prevent_all_damage_to_self"


def test_615_1a_bolt_deals_no_damage_to_sevinne(engine):
    """CR 615.1a: Bob's Lightning Bolt targeting Alice's Sevinne (2/2) resolves; its 3 damage is prevented: Sevinne has
    no damage and stays on the battlefield. The same Bolt at Alice's Grizzly Bears destroys them (CR 704.5g)."""
    for tgt, card, zone in (("sev", "Sevinne, the Chronoclasm", "battlefield"), ("ab", "Grizzly Bears", "graveyard")):
        s = make_state([bf(tgt, card), hand("bolt", "Lightning Bolt", "bob"), *basics("bob", "Mountain", 1)],
                       priority="bob", active_player="bob")
        s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": [tgt]}))
        (s,) = pass2(engine, s)
        assert obj(s, tgt)["zone"] == zone and not obj(s, tgt).get("damage")


# ----------------------------------------------------------------------------------------------------------
# Firebender Ascension: "When this enchantment enters, create a 2/2 red Soldier creature token with firebending 1."
# (CR 603.6a, 111.1, 111.4, 702.189a)

def test_firebender_ascension_reads_a_token_with_firebending():
    assert library()["Firebender Ascension"]["abilities"][0] == {"trigger": "enters", "effect": {"create_tokens": {
        "count": 1, "token": {"power": 2, "toughness": 2, "colors": ["red"], "subtypes": ["Soldier"],
                              "types": ["creature"], "abilities": [{"firebending": 1}], "name": "Soldier Token"}}}}


def test_111_4_the_soldier_token_has_firebending_1(engine):
    """CR 603.6a: Alice casts Firebender Ascension ({1}{R}); it enters and its ability triggers; resolved, she creates a
    2/2 red Soldier creature token (CR 111.1) that has firebending 1 (CR 111.4, 702.189a)."""
    s = make_state([hand("fa", "Firebender Ascension"), *basics("alice", "Mountain", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "fa"}))
    (s,) = pass2(engine, s)
    (s,) = pass2(engine, s)
    toks = [o for o in s.doc["objects"] if o.get("token")]
    assert len(toks) == 1
    c = engine.derive(s).object(toks[0]["id"]).characteristics
    assert (c["power"], c["toughness"], c["colors"], c["subtypes"]) == (2, 2, ["red"], ["Soldier"])
    assert {"firebending": 1} in c["abilities"]


# ----------------------------------------------------------------------------------------------------------
# Shelob, Child of Ungoliant: "Other Spiders you control have deathtouch and ward {2}." (CR 604.2, 613.1f, 702.21a)

def test_shelob_reads_its_lord_with_ward():
    assert library()["Shelob, Child of Ungoliant"]["abilities"][2] == {
        "lord": "permanents", "subtypes": ["Spider"], "abilities": ["deathtouch", {"ward": "{2}"}], "other": True}


def test_613_1f_shelob_gives_other_spiders_deathtouch_and_ward(engine):
    """CR 613.1f: Alice's Superior Spider-Man (a Spider) has deathtouch and ward {2} from Shelob; Bob's Spider doesn't
    (CR 109.5: "you control"), nor Alice's Grizzly Bears (no Spider)."""
    s = make_state([bf("sh", "Shelob, Child of Ungoliant"), bf("sp", "Superior Spider-Man"),
                    bf("bsp", "Superior Spider-Man", "bob"), bf("ab", "Grizzly Bears")])
    d = engine.derive(s)
    abilities = d.object("sp").characteristics["abilities"]
    assert "deathtouch" in abilities and {"ward": "{2}"} in abilities
    for o in ("bsp", "ab"):
        assert {"ward": "{2}"} not in d.object(o).characteristics["abilities"]


# ----------------------------------------------------------------------------------------------------------
# Dedicated Dollmaker: "{1}{W}: Tokens you control gain indestructible until end of turn. Activate only once." (CR 611.2c,
# 613.1f, 602.5b)

def dollmaker_ab() -> dict:
    return library()["Dedicated Dollmaker"]["abilities"][1]


def test_dedicated_dollmaker_reads_its_once_only_ability():
    assert dollmaker_ab() == {"activated": {"cost": "{1}{W}", "tap": False, "effect": {
        "each_gains": "tokens_you_control", "ability": "indestructible", "until": "end_of_turn"}}, "only": "once"}


def test_611_2c_602_5b_dollmaker_makes_alices_tokens_indestructible_once(engine):
    """CR 611.2c, 613.1f: resolved, Alice's token (a Grizzly Bears token) has indestructible until end of turn; her
    nontoken Bears and Bob's token don't. CR 602.5b: the ability can't be activated a second time (four Plains: she
    could pay again)."""
    s = make_state([bf("dm", "Dedicated Dollmaker"), bf("tok", "Grizzly Bears", token=True), bf("ab", "Grizzly Bears"),
                    bf("btok", "Grizzly Bears", "bob", token=True), *basics("alice", "Plains", 4)])
    assert can_activate(engine, s, "dm")
    s = engine.apply(s, {"action": "activate", "object": "dm", "ability": dollmaker_ab()})[0].state   # (which Plains pay)
    (s,) = pass2(engine, s)
    d = engine.derive(s)
    assert "indestructible" in d.object("tok").characteristics["abilities"]
    assert all("indestructible" not in d.object(o).characteristics["abilities"] for o in ("ab", "btok"))
    assert not can_activate(engine, s, "dm")


# ----------------------------------------------------------------------------------------------------------
# Pyromancer Ascension: "Whenever you cast an instant or sorcery spell that has the same name as a card in your
# graveyard, you may put a quest counter on this enchantment." (CR 601.2i, 603.2, 201.2, 608.2d, 122.6)

def test_pyromancer_ascension_reads_its_first_trigger():
    assert library()["Pyromancer Ascension"]["abilities"][0] == {
        "trigger": "you_cast_instant_sorcery_named_as_graveyard_card",
        "effect": {"may_do": {"put_counters": {"quest": 1}, "to": "self"}}}


def ascension_cast(engine, *graveyard) -> list:
    objs = [bf("pa", "Pyromancer Ascension"), hand("bolt", "Lightning Bolt"), *basics("alice", "Mountain", 1),
            *[gy(i, c) for i, c in graveyard]]
    s = only(engine.apply(make_state(objs), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    return s


def test_603_2_201_2_a_bolt_with_a_bolt_in_the_graveyard_triggers(engine):
    """CR 601.2i, 603.2, 201.2: Alice casts Lightning Bolt with a Lightning Bolt card in her graveyard: the ability
    triggers (on the stack above the Bolt); CR 608.2d: resolved, she may put a quest counter on the Ascension: two
    states, one with the counter and one without."""
    s = ascension_cast(engine, ("gbolt", "Lightning Bolt"))
    assert [obj(s, i).get("ability", {}).get("source") for i in s.doc["stack"]] == [None, "pa"]
    got = sorted((obj(x, "pa").get("counters") or {}).get("quest", 0) for x in pass2(engine, s))
    assert got == [0, 1]


def test_201_2_no_card_with_that_name_no_trigger(engine):
    """CR 201.2: only Grizzly Bears in Alice's graveyard (another name): no trigger."""
    s = ascension_cast(engine, ("gb", "Grizzly Bears"))
    assert s.doc["stack"] == ["bolt"]


# ----------------------------------------------------------------------------------------------------------
# Jaya's Phoenix: "Whenever you cast a planeswalker spell, you may return this card from your graveyard to the
# battlefield." (CR 113.6k, 601.2i, 603.2, 603.3a, 608.2d)

def test_jayas_phoenix_reads_its_graveyard_trigger():
    assert library()["Jaya's Phoenix"]["abilities"][-1] == {
        "trigger": {"from_graveyard": True, "event": {"you_cast": ["planeswalker"]}},
        "effect": "may_return_self_from_graveyard"}


def phoenix_cast_walker(engine, zone: str) -> dict:
    """Alice casts Nahiri, the Unforgiving ({1}{R}{R/W/P}{W}, paying W for the hybrid) with her Jaya's Phoenix in
    ``zone``."""
    objs = [{"id": "jp", "card": "Jaya's Phoenix", "zone": zone, "owner": "alice"}, hand("nah", NAHIRI),
            *basics("alice", "Mountain", 2), *basics("alice", "Plains", 2)]
    outs = engine.apply(make_state(objs), {"action": "cast", "object": "nah"})
    assert outs
    return outs[0].state


def test_113_6k_the_phoenix_in_the_graveyard_triggers_and_may_return(engine):
    """CR 601.2i, 603.2, 113.6k: casting a planeswalker spell with the Phoenix in Alice's graveyard triggers its ability
    (controlled by Alice, its owner: 603.3a); CR 608.2d: resolved, she may return it to the battlefield: two states,
    the Phoenix on the battlefield or still in the graveyard."""
    s = phoenix_cast_walker(engine, "graveyard")
    (ab,) = [obj(s, i) for i in s.doc["stack"] if "ability" in obj(s, i)]
    assert ab["ability"]["source"] == "jp" and ab["controller"] == "alice"
    assert sorted(obj(x, "jp")["zone"] for x in pass2(engine, s)) == ["battlefield", "graveyard"]


def test_113_6k_the_phoenix_on_the_battlefield_doesnt_trigger(engine):
    """CR 113.6k: on the battlefield (or in the hand) the ability doesn't work: casting Nahiri triggers nothing."""
    for zone in ("battlefield", "hand"):
        s = phoenix_cast_walker(engine, zone)
        assert s.doc["stack"] == ["nah"]


# ----------------------------------------------------------------------------------------------------------
# Exterminator Magmarch: "{1}{B}: Regenerate this creature." (CR 701.19a, 704.5g, 614.8)

MAGMARCH = "Exterminator Magmarch"


def magmarch_ab() -> dict:
    return library()[MAGMARCH]["abilities"][1]


def test_magmarch_reads_regenerate():
    assert magmarch_ab() == {"activated": {"cost": "{1}{B}", "tap": False, "effect": "regenerate_self"}}


def test_701_19a_a_shield_replaces_lethal_damage_destruction(engine):
    """CR 701.19a: Alice activates the Magmarch's ability (two Swamps); resolved, it has a regeneration shield. Bob's
    Lightning Bolt deals 3 damage to it (toughness 3): lethal (CR 704.5g), but the destruction is replaced: the damage
    is removed, it is tapped, and the shield is used up; it stays on the battlefield."""
    s = make_state([bf("mm", MAGMARCH), *basics("alice", "Swamp", 2), hand("bolt", "Lightning Bolt", "bob"),
                    *basics("bob", "Mountain", 1)])
    s = only(engine.apply(s, {"action": "activate", "object": "mm", "ability": magmarch_ab()}))
    (s,) = pass2(engine, s)
    assert obj(s, "mm").get("regeneration_shields") == 1
    s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["priority"] == "bob"
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["mm"]}))
    (s,) = pass2(engine, s)
    m = obj(s, "mm")
    assert (m["zone"], m.get("tapped"), m.get("damage"), m.get("regeneration_shields")) == (
        "battlefield", True, None, None)


def test_701_19a_without_a_shield_the_magmarch_is_destroyed(engine):
    """CR 704.5g: the same Bolt without a shield destroys it."""
    s = make_state([bf("mm", MAGMARCH), hand("bolt", "Lightning Bolt", "bob"), *basics("bob", "Mountain", 1)],
                   priority="bob", active_player="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["mm"]}))
    (s,) = pass2(engine, s)
    assert obj(s, "mm")["zone"] == "graveyard"


# ----------------------------------------------------------------------------------------------------------
# Ghastly Mimicry (Mirrorhall Mimic's back face): "If Ghastly Mimicry would be put into a graveyard from anywhere, exile
# it instead." (CR 614.1a, 712.8e)

def test_ghastly_mimicry_reads_exile_instead():
    assert library()["Mirrorhall Mimic"]["back"]["abilities"][2] == "exile_if_put_into_graveyard"


def test_614_1a_ghastly_mimicry_is_exiled_instead_of_going_to_the_graveyard(engine):
    """CR 712.8e: Mirrorhall Mimic transformed is Ghastly Mimicry (an Aura) attached to Alice's Grizzly Bears; CR
    614.1a: put into a graveyard (the rules event "move to graveyard"), it goes to exile instead. The untransformed
    Mirrorhall Mimic (front face, no such ability) goes to the graveyard."""
    s = make_state([bf("bears", "Grizzly Bears"),
                    bf("gm", "Mirrorhall Mimic", transformed=True, attached_to="bears")])
    out = only(engine.apply(s, {"event": "move", "object": "gm", "to": "graveyard"}))
    assert obj(out, "gm")["zone"] == "exile"
    s = make_state([bf("mm", "Mirrorhall Mimic")])
    out = only(engine.apply(s, {"event": "move", "object": "mm", "to": "graveyard"}))
    assert obj(out, "mm")["zone"] == "graveyard"


# ----------------------------------------------------------------------------------------------------------
# Jace, Cunning Castaway: "[+1]: Whenever one or more creatures you control deal combat damage to a player this turn,
# draw a card, then discard a card." (CR 606.3, 603.7a-b, 510.2, 121.1, 701.9a)

JACE_CC = "Jace, Cunning Castaway"


def test_jace_cunning_castaway_reads_his_plus_one():
    assert library()[JACE_CC]["abilities"][0] == {"loyalty": 1, "effect": {
        "this_turn_trigger": {"combat_damage_to_player": "creatures_you_control"},
        "then": [{"draw": 1}, {"discard": 1, "who": "you"}]}}


def test_603_7b_jaces_delayed_trigger_loots_after_combat_damage(engine):
    """CR 606.3, 603.7a: Alice activates Jace's [+1]; resolved, it makes a delayed triggered ability for the turn. She
    attacks Bob with her Grizzly Bears, unblocked: they deal combat damage to Bob (CR 510.2) and the ability triggers
    (CR 603.7b); resolved, she draws her library's Island and discards a card of her choice (two cards in hand then:
    two resulting states, one card left in hand)."""
    lib = {"id": "l1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}
    s = make_state([bf("jace", JACE_CC, counters={"loyalty": 3}), bf("ab", "Grizzly Bears"), hand("h1", "Lightning Bolt"),
                    lib])
    s = only(engine.apply(s, {"action": "activate", "object": "jace",
                              "ability": library()[JACE_CC]["abilities"][0]}))
    (s,) = pass2(engine, s)
    for _ in range(12):
        if s.doc["step"] == "declare_attackers" and s.doc.get("priority") is None:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ab"]}))
    states = [s]
    for _ in range(12):
        if any(x.doc["stack"] for x in states):
            break
        nxt = []
        for x in states:
            acts = [a.action for a in engine.legal_actions(x)]
            act = next((a for a in acts if a["action"] == "declare_blockers"), {"action": "pass"})
            nxt += [o.state for o in engine.apply(x, act)]
        states = nxt
    (s,) = states
    assert player_life(s, "bob") == 18 and len(s.doc["stack"]) == 1
    outs = pass2(engine, s)
    assert len(outs) == 2
    for x in outs:
        assert obj(x, "l1")["zone"] in ("hand", "graveyard")
        assert sum(1 for o in x.doc["objects"] if o["zone"] == "hand" and o["owner"] == "alice") == 1


def player_life(s, name: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == name)["life"]
