"""Becomes-a-copy and enters-as-a-copy cards of the census (issue 22, branch becomes3): rules_asp/kernel/becomes3_*.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only
from .test_becomes2_cards import bf, counters, pass_twice, to_combat_trigger
from .test_costs_more import act, activated_of, objects, zone


def chars(engine, s, oid: str) -> dict[str, Any]:
    return engine.derive(s).object(oid).characteristics


# --- Naga Fleshcrafter: "Renew — {2}{U}, Exile this card from your graveyard: Put a +1/+1 counter on target
# nonlegendary creature you control. Each other creature you control becomes a copy of that creature until end of
# turn. Activate only as a sorcery."

NAGA = "Naga Fleshcrafter"


def test_207_2c_naga_fleshcrafter_renew_reads_as_a_graveyard_activated_ability():
    """CR 207.2c: "Renew" is an ability word (no rules meaning); the ability is activated from the graveyard by
    exiling the card (CR 118.3), its effects the counter and the group copy (707.4, 611.2c)."""
    assert activated_of(NAGA) == {
        "activated": {"cost": "{2}{U}", "tap": False,
                      "effect": [{"put_counters": {"+1/+1": 1}, "to": "target"},
                                 {"each_other_becomes_copy": "creature_you_control", "until": "end_of_turn"}],
                      "target": "nonlegendary_creature_you_control"},
        "also": "exile_this_card_from_graveyard", "only": "sorcery"}


def test_707_4_611_2c_naga_fleshcrafter_each_other_creature_becomes_a_copy(engine):
    """CR 602.2, 118.3: alice activates Naga Fleshcrafter's renew ability from her graveyard, exiling it, targeting her
    Serra Angel (4/4). As it resolves, the Angel gets a +1/+1 counter (5/5), then each other creature she controls (her
    Grizzly Bears, not Bob's Hill Giant, not the Angel itself) becomes a copy of the Angel until end of turn (707.4,
    611.2c): a 4/4 flying Serra Angel (counters aren't copiable values, 707.2). At cleanup the effect ends (514.2)."""
    s = make_state([zone("naga", NAGA, "graveyard"), bf("angel", "Serra Angel"), bf("bears", "Grizzly Bears"),
                    bf("giant", "Hill Giant", "bob"), *lands("alice", islands=3)])
    s = only(engine.apply(s, act("naga", NAGA, ["angel"])))
    assert objects(s)["naga"]["zone"] == "exile"
    s = only(pass_twice(engine, s))
    assert counters(s, "angel") == {"+1/+1": 1}
    c = chars(engine, s, "angel")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 5, 5)
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert chars(engine, s, "giant")["name"] == "Hill Giant"
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)


# --- Saheeli, Sublime Artificer: "[−2]: Target artifact you control becomes a copy of another target artifact or
# creature you control until end of turn, except it's an artifact in addition to its other types."

SAHEELI = "Saheeli, Sublime Artificer"


def saheeli_ability() -> dict[str, Any]:
    from pyglue.cards import library
    (ab,) = [a for a in library()[SAHEELI]["abilities"] if isinstance(a, dict) and "loyalty" in a]
    return ab


def test_606_3_saheeli_minus_two_reads_two_target_slots():
    assert saheeli_ability() == {"loyalty": -2, "target": "artifact_you_control",
                                 "effect": {"becomes_copy_of_second": "artifact_or_creature_you_control",
                                            "until": "end_of_turn", "except": {"add_types": ["artifact"]}}}


def test_707_9b_514_2_saheeli_artifact_becomes_an_artifact_copy_of_her_creature(engine):
    """CR 606.4, 601.2c via 602.2b: alice activates [−2] (5 -> 3 loyalty) targeting her Mirari (an artifact she
    controls) and her Serra Angel (another artifact or creature she controls). As it resolves (608.2b: both still
    legal) Mirari becomes a copy of the Angel, except it's an artifact in addition to its other types (707.4, 707.9b):
    a 4/4 flying artifact creature named Serra Angel, no longer legendary (the copied supertypes, 707.2). Bob's Hill
    Giant can't be the second target (not hers), nor Mirari itself ("another", 601.2c). At cleanup it is Mirari again
    (514.2)."""
    ab = saheeli_ability()
    base = make_state([bf("sah", SAHEELI, counters={"loyalty": 5}), bf("mirari", "Mirari"), bf("angel", "Serra Angel"),
                       bf("giant", "Hill Giant", "bob")])
    act2 = {"action": "activate", "object": "sah", "ability": ab, "targets": ["mirari", "angel"]}
    assert not engine.why_not(base, dict(act2, targets=["mirari", "giant"])).legal
    assert not engine.why_not(base, dict(act2, targets=["mirari", "mirari"])).legal
    s = only(engine.apply(base, act2))
    assert counters(s, "sah") == {"loyalty": 3}
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "mirari")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert sorted(c["types"]) == ["artifact", "creature"] and "legendary" not in c.get("supertypes", [])
    assert "flying" in c["abilities"]
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "mirari")["name"] == "Mirari"


# --- Flesh Duplicate: "You may have this creature enter as a copy of any creature on the battlefield, except it has
# vanishing 3 if that creature doesn't have vanishing." ({U}{U}, 0/0)

def _flesh(engine, copied: str, copied_id: str):
    from .test_becomes2_cards import hand, with_event
    s = make_state([hand("dup", "Flesh Duplicate"), bf(copied_id, copied, "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "dup"}))
    return with_event(pass_twice(engine, s), (f"entered_as_copy(dup, {copied_id})", "707.5"))


def test_707_9b_flesh_duplicate_copy_of_a_creature_without_vanishing_has_vanishing_3(engine):
    """CR 707.5, 614.1c: Flesh Duplicate enters as a copy of Bob's Serra Angel, which has no vanishing, so the copy has
    vanishing 3 besides the Angel's abilities (707.9b: a copiable value of the copy): a 4/4 flying, vigilance Serra
    Angel with vanishing 3 that enters with three time counters (702.63a)."""
    s = _flesh(engine, "Serra Angel", "angel")
    c = chars(engine, s, "dup")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert {"vanishing": 3} in c["abilities"] and "flying" in c["abilities"]
    assert counters(s, "dup") == {"time": 3}


def test_707_9b_flesh_duplicate_copy_of_a_creature_with_vanishing_has_only_its_vanishing(engine):
    """CR 707.2, 707.9b: Bob's Chronozoa has vanishing 3, so the exception doesn't apply: Flesh Duplicate is a plain
    copy of Chronozoa (a 3/3 flier) with Chronozoa's one vanishing ability, entering with three time counters
    (702.63a), not six."""
    s = _flesh(engine, "Chronozoa", "zoa")
    c = chars(engine, s, "dup")
    assert (c["name"], c["power"], c["toughness"]) == ("Chronozoa", 3, 3)
    assert [a for a in c["abilities"] if isinstance(a, dict) and "vanishing" in a] == [{"vanishing": 3}]
    assert counters(s, "dup") == {"time": 3}


# --- Imposter Mech: "You may have this Vehicle enter as a copy of a creature an opponent controls, except it's a
# Vehicle artifact with crew 3 and it loses all other card types." ({1}{U}{U}; Crew 3)

CREW_AB = {"activated": {"cost": "", "tap": False, "effect": "self_becomes_artifact_creature"}}


def test_707_9b_205_1a_imposter_mech_copy_is_a_vehicle_artifact_until_crewed(engine):
    """CR 707.5, 110.2: Imposter Mech enters as a copy of Bob's Serra Angel (a creature an opponent of alice controls),
    except it's a Vehicle artifact with crew 3 and loses its other card types (707.9b): named Serra Angel, with flying
    and vigilance, an artifact that isn't a creature (205.1a: card types set), with the subtype Vehicle and without
    the creature type Angel (205.1a: the subtypes of a removed card type go with it). Crewed by alice's Hill Giant
    (power 3, 702.122a) it becomes an artifact creature (205.1b keeps artifact and Vehicle) with the copied 4/4
    (301.7b)."""
    from .test_becomes2_cards import hand, with_event
    s = make_state([hand("mech", "Imposter Mech"), bf("angel", "Serra Angel", "bob"), bf("giant", "Hill Giant")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "mech"}))
    outs = pass_twice(engine, s)
    assert not any(("entered_as_copy(mech, giant)", "707.5") in o.events for o in outs)
    s = with_event(outs, ("entered_as_copy(mech, angel)", "707.5"))
    c = chars(engine, s, "mech")
    assert c["name"] == "Serra Angel" and c["types"] == ["artifact"]
    assert c["subtypes"] == ["Vehicle"]
    assert "flying" in c["abilities"] and "vigilance" in c["abilities"]
    s = only(engine.apply(s, {"action": "activate", "object": "mech", "ability": CREW_AB}))
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "mech")
    assert sorted(c["types"]) == ["artifact", "creature"] and (c["power"], c["toughness"]) == (4, 4)
    assert "Vehicle" in c["subtypes"]


# --- Infinite Reflection: "Enchant creature / When this Aura enters attached to a creature, each other nontoken
# creature you control becomes a copy of that creature. / Nontoken creatures you control enter as a copy of enchanted
# creature." ({5}{U})

def test_603_6a_707_4_infinite_reflection_enters_and_your_other_creatures_become_copies(engine):
    """CR 303.4b, 603.6a: alice's Infinite Reflection resolves attached to her Serra Angel and its ability triggers,
    naming the Angel. As it resolves (707.4, 611.2c) each other nontoken creature she controls, her Grizzly Bears,
    becomes a copy of the Angel (a 4/4 flying Serra Angel, with no duration); Bob's Hill Giant and the Angel itself
    stay as they are. Then a Grizzly Bears she casts enters as a copy of the enchanted Angel (707.5, 614.12, 616.1f)."""
    from .test_becomes2_cards import hand
    s = make_state([hand("refl", "Infinite Reflection"), bf("angel", "Serra Angel"), bf("bears", "Grizzly Bears"),
                    bf("giant", "Hill Giant", "bob"), hand("bears2", "Grizzly Bears")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}{U}{U}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, {"action": "cast", "object": "refl", "targets": ["angel"]})
    (s,) = [o.state for o in outs if o.state.doc["players"][0]["mana_pool"] == "{G}{G}"]
    s = only(pass_twice(engine, s))
    assert objects(s)["refl"].get("attached_to") == "angel" and len(s.doc["stack"]) == 1
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert chars(engine, s, "giant")["name"] == "Hill Giant"
    assert chars(engine, s, "angel")["name"] == "Serra Angel"
    s = only(engine.apply(s, {"action": "cast", "object": "bears2"}))
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "bears2")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "bears")
    assert c["name"] == "Serra Angel"


# --- Oko, the Trickster: "[0]: Until end of turn, Oko becomes a copy of target creature you control. Prevent all
# damage that would be dealt to him this turn."

def oko_zero() -> dict[str, Any]:
    from pyglue.cards import library
    (ab,) = [a for a in library()["Oko, the Trickster"]["abilities"] if isinstance(a, dict) and a.get("loyalty") == 0]
    return ab


def test_615_1a_707_4_oko_becomes_a_copy_and_damage_to_him_is_prevented(engine):
    """CR 606.4: [0] leaves Oko's 4 loyalty counters as they are; targeting alice's Serra Angel, it resolves: Oko
    becomes a copy of the Angel until end of turn (707.4: a 4/4 flying creature named Serra Angel, no longer a
    planeswalker, his loyalty counters still on him, 707.2) and all damage that would be dealt to him this turn is
    prevented (615.1a): alice's Lightning Bolt at him deals none (no damage marked). At cleanup he is Oko again, a
    planeswalker with 4 loyalty (514.2)."""
    ab = oko_zero()
    assert ab == {"loyalty": 0, "target": "creature_you_control",
                  "effect": [{"self_becomes_copy": "target", "until": "end_of_turn"}, "prevent_damage_to_self_this_turn"]}
    from .test_becomes2_cards import hand
    s = make_state([bf("oko", "Oko, the Trickster", counters={"loyalty": 4}), bf("angel", "Serra Angel"),
                    hand("bolt", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "oko", "ability": ab, "targets": ["angel"]}))
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "oko")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and c["types"] == ["creature"]
    assert objects(s)["oko"].get("damage_prevented_this_turn") is True
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["oko"]}))
    (out,) = pass_twice(engine, s)
    assert ("prevented(bolt, oko, 3)", "615.1a") in out.events
    s = out.state
    assert objects(s)["oko"]["zone"] == "battlefield" and not objects(s)["oko"].get("damage")
    assert counters(s, "oko") == {"loyalty": 4}
    s = only(engine.apply(s, {"event": "end_turn"}))
    c = chars(engine, s, "oko")
    assert c["name"] == "Oko, the Trickster" and c["types"] == ["planeswalker"]
    assert not objects(s)["oko"].get("damage_prevented_this_turn")


# --- Pirated Copy: "You may have this creature enter as a copy of any creature on the battlefield, except it's a Pirate
# in addition to its other types and it has "Whenever this creature or another creature with the same name deals
# combat damage to a player, you draw a card.""

PIRATED_EXC = {"add_subtypes": ["Pirate"],
               "add_abilities": [{"trigger": {"combat_damage_to_player": "self_or_same_name"}, "effect": {"draw": 1}}]}


def test_pirated_copy_reads_its_exception_707_9a():
    from pyglue.cards import library
    assert library()["Pirated Copy"]["abilities"] == [{"enters_as_copy": "creature", "except": PIRATED_EXC}]


def _pirated_combat(engine, attackers: list[str]):
    """Alice's Pirated Copy, a copy of her Grizzly Bears with its exceptions (707.9a-b), and the Bears; those named
    attack Bob unblocked; both players pass until combat damage is dealt and the triggers are put on the stack."""
    lib = [{"id": f"lib{i}", "card": "Island", "zone": "library", "owner": "alice", "library_position": i}
           for i in (1, 2, 3)]
    atk = {oid: {"attacking": "bob"} if oid in attackers else {} for oid in ("pc", "bears")}
    s = make_state([bf("pc", "Pirated Copy", timestamp=2, **atk["pc"],
                       copy_effects=[{"timestamp": 3, "source": "bears", "except": PIRATED_EXC}]),
                    bf("bears", "Grizzly Bears", timestamp=1, **atk["bears"]), *lib],
                   phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    for _ in range(4):
        if s.doc["stack"]:
            break
        outs = engine.apply(s, {"action": "pass"})
        # (two triggers at once: alice puts them on the stack in an order she chooses, CR 603.3b; either order)
        assert len({tuple(o.state.doc["stack"]) for o in outs}) == len(outs)
        s = outs[0].state
    return s


def test_603_2c_pirated_copy_triggers_for_itself_and_the_creature_with_its_name(engine):
    """CR 510.2: the Copy (a 2/2 Grizzly Bears with the quoted ability) and the Bears deal 2 combat damage each to Bob
    (20 -> 16); CR 603.2, 603.2c, 201.2: the ability triggers once for the Copy itself and once for the Bears, another
    creature with the same name: two abilities on the stack; resolved, alice draws two cards."""
    s = _pirated_combat(engine, ["pc", "bears"])
    assert s.doc["players"][1]["life"] == 16
    assert len(s.doc["stack"]) == 2 and all(i.startswith("pc.") for i in s.doc["stack"])
    s = only(pass_twice(engine, only(pass_twice(engine, s))))
    assert len([o for o in s.doc["objects"] if o["zone"] == "hand"]) == 2


def test_603_2_pirated_copy_triggers_for_the_other_creature_with_its_name_alone(engine):
    """Only the Bears attacks: it deals 2 combat damage to Bob, and the Copy's ability triggers once for it (another
    creature with the same name, CR 201.2, 603.2), though the Copy dealt none."""
    s = _pirated_combat(engine, ["bears"])
    assert s.doc["players"][1]["life"] == 18
    assert len(s.doc["stack"]) == 1 and s.doc["stack"][0].startswith("pc.")


# --- Mockingbird: "Flying / You may have this creature enter as a copy of any creature on the battlefield with mana
# value less than or equal to the amount of mana spent to cast this creature, except it's a Bird in addition to its
# other types and it has flying." ({X}{U})

def _mockingbird(engine, x: int):
    from .test_becomes2_cards import hand
    s = make_state([hand("mb", "Mockingbird"), bf("angel", "Serra Angel", "bob"), bf("giant", "Hill Giant", "bob"),
                    bf("bears", "Grizzly Bears", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}" * (x + 1)},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "mb", "x": x}))
    return pass_twice(engine, s)


def copied(outs, oid: str) -> list[str]:
    return sorted(e[0].split(", ")[1].rstrip(")") for o in outs for e in o.events
                  if e[0].startswith(f"entered_as_copy({oid}, "))


def test_601_2h_202_3_mockingbird_copies_only_up_to_the_mana_spent(engine):
    """CR 601.2h, 107.3m: cast for X = 2, three mana were spent on Mockingbird, so as it enters (707.5, 614.1c) it may
    copy Bob's Grizzly Bears (mana value 2) but not his Hill Giant (4) or Serra Angel (5); or enter as itself (two
    resulting states). As the Bears, it's a 2/2 Grizzly Bears that is also a Bird and has flying (707.9b). For X = 3
    (four spent) the Giant may be copied too."""
    outs = _mockingbird(engine, 2)
    assert len(outs) == 2 and copied(outs, "mb") == ["bears"]
    (s,) = [o.state for o in outs if o.events and any(e[0] == "entered_as_copy(mb, bears)" for e in o.events)]
    c = chars(engine, s, "mb")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert sorted(c["subtypes"]) == ["Bear", "Bird"] and "flying" in c["abilities"]
    assert copied(_mockingbird(engine, 3), "mb") == ["bears", "giant"]


# --- Scion of the Ur-Dragon: "{2}: Search your library for a Dragon permanent card and put it into your graveyard. If
# you do, Scion of the Ur-Dragon becomes a copy of that card until end of turn. Then shuffle."

def test_701_23a_707_4_scion_of_the_ur_dragon_becomes_a_copy_of_the_dragon_it_found(engine):
    """CR 602.2b: alice activates the ability for {2}. As it resolves she searches her library (701.23a): the only
    Dragon permanent card there is Mirrorwing Dragon (Grizzly Bears and Island are not Dragons); she may also find
    nothing (701.23b): two resulting states. Found, the Dragon goes to her graveyard and the Scion becomes a copy of it
    until end of turn (707.4, 707.2: its printed values): a 4/5 flying Mirrorwing Dragon, not legendary. Not found,
    the Scion stays itself. At cleanup it is the Scion again (514.2)."""
    lib = [{"id": f"lib{i}", "card": c, "zone": "library", "owner": "alice", "library_position": i}
           for i, c in ((1, "Grizzly Bears"), (2, "Mirrorwing Dragon"), (3, "Island"))]
    s = make_state([bf("scion", "Scion of the Ur-Dragon"), *lib],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    ab = {"activated": activated_of("Scion of the Ur-Dragon")["activated"]}
    s = only(engine.apply(s, {"action": "activate", "object": "scion", "ability": ab}))
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    (found,) = [o.state for o in outs if ("searched(alice, found(lib2))", "701.23a") in o.events]
    (none,) = [o.state for o in outs if ("searched(alice, nothing)", "701.23b") in o.events]
    assert objects(found)["lib2"]["zone"] == "graveyard"
    c = chars(engine, found, "scion")
    assert (c["name"], c["power"], c["toughness"]) == ("Mirrorwing Dragon", 4, 5) and "flying" in c["abilities"]
    assert "legendary" not in c.get("supertypes", [])
    assert chars(engine, none, "scion")["name"] == "Scion of the Ur-Dragon"
    assert chars(engine, only(engine.apply(found, {"event": "end_turn"})), "scion")["name"] == "Scion of the Ur-Dragon"


# --- Kimahri, Valiant Guardian: "Vigilance / Ronso Rage — At the beginning of combat on your turn, put a +1/+1 counter
# on Kimahri and tap target creature an opponent controls. Then you may have Kimahri become a copy of that creature,
# except its name is Kimahri, Valiant Guardian and it has vigilance and this ability."

def test_707_9a_kimahri_taps_and_may_become_a_copy_of_the_target(engine):
    """CR 507.1, 603.2: as alice's beginning of combat step begins the ability triggers, targeting Bob's Serra Angel
    (the only creature an opponent controls). It resolves (608.2c, in order): a +1/+1 counter on Kimahri, the Angel
    becomes tapped (701.26a); then alice may have Kimahri become a copy of the Angel (608.2d: two resulting states).
    As a copy (707.4, 707.9a-b) it is named Kimahri, Valiant Guardian, a 4/4 flying Angel with vigilance and this
    ability, 5/5 with its counter (not copied, 707.2); declined, it stays itself with the counter."""
    s = make_state([bf("kim", "Kimahri, Valiant Guardian"), bf("angel", "Serra Angel", "bob")])
    s = to_combat_trigger(engine, s)
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    for o in outs:
        assert objects(o.state)["angel"].get("tapped") and counters(o.state, "kim") == {"+1/+1": 1}
    (s,) = [o.state for o in outs if not any(e[0].startswith("declined(") for e in o.events)]
    c = chars(engine, s, "kim")
    assert (c["name"], c["power"], c["toughness"]) == ("Kimahri, Valiant Guardian", 5, 5)
    assert c["subtypes"] == ["Angel"] and "flying" in c["abilities"] and "vigilance" in c["abilities"]
    assert any(isinstance(a, dict) and a.get("trigger", {}) == {"beginning_of": "beginning_of_combat", "whose": "your"}
               for a in c["abilities"])


# --- The Ever-Changing 'Dane: "{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy of the
# sacrificed creature, except it has this ability."

DANE = "The Ever-Changing 'Dane"


def test_608_2h_707_9a_ever_changing_dane_becomes_a_copy_of_the_sacrificed_creature(engine):
    """CR 118.3, 701.21a: alice pays {1} and sacrifices another creature she controls: her Serra Angel or her Grizzly
    Bears (two resulting states; Bob's Hill Giant isn't hers, the 'Dane can't sacrifice itself). Sacrificing the
    Angel: as the ability resolves the 'Dane becomes a copy of the Angel as it last existed on the battlefield (608.2h,
    707.4): a 4/4 flying Serra Angel that still has this ability (707.9a), so it can do it again, sacrificing the
    Bears. With no other creature, the cost can't be paid (602.2b)."""
    ab = activated_of(DANE)
    assert ab == {"activated": {"cost": "{1}", "tap": False,
                                "effect": {"self_becomes_copy_of": "sacrificed", "except": {"this_ability": True}}},
                  "also": "sacrifice_another_creature"}
    act = {"action": "activate", "object": "dane", "ability": {"activated": ab["activated"]}}
    s = make_state([bf("dane", DANE), bf("angel", "Serra Angel"), bf("bears", "Grizzly Bears"),
                    bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, act)
    assert sorted(o for out in outs for o in ("angel", "bears") if objects(out.state)[o]["zone"] == "graveyard") == \
        ["angel", "bears"] and len(outs) == 2
    (s,) = [out.state for out in outs if objects(out.state)["angel"]["zone"] == "graveyard"]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "dane")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert {"activated": ab["activated"], "also": "sacrifice_another_creature"} in c["abilities"]
    s = only(engine.apply(s, act))
    assert objects(s)["bears"]["zone"] == "graveyard"
    s = only(pass_twice(engine, s))
    assert chars(engine, s, "dane")["name"] == "Grizzly Bears"
    assert not engine.why_not(s, act).legal


# --- Shameless Charlatan: "Commander creatures you own have "{2}{U}: This creature becomes a copy of another target
# creature.""

CHARLATAN_AB = {"activated": {"cost": "{2}{U}", "tap": False, "effect": {"self_becomes_copy": "target", "until": "forever"},
                              "target": "another_creature"}}


def test_613_1f_903_3_shameless_charlatan_gives_alices_commander_the_copy_ability(engine):
    """CR 604.2, 613.1f: while the Charlatan is on alice's battlefield, her commander creature (a Grizzly Bears card
    designated her commander, 903.3) has the quoted ability; her other Grizzly Bears (no commander) and Bob's commander
    Hill Giant (not hers) don't. Activated for {2}{U} targeting Bob's Serra Angel (another creature, 115.1), her
    commander becomes a copy of the Angel (707.4): a 4/4 flying Serra Angel, still with the ability."""
    s = make_state([bf("charl", "Shameless Charlatan"), bf("cmd", "Grizzly Bears", commander=True),
                    bf("other", "Grizzly Bears"), bf("giant", "Hill Giant", "bob", commander=True),
                    bf("angel", "Serra Angel", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    assert CHARLATAN_AB in chars(engine, s, "cmd")["abilities"]
    assert CHARLATAN_AB not in chars(engine, s, "other")["abilities"]
    assert CHARLATAN_AB not in chars(engine, s, "giant")["abilities"]
    act = {"action": "activate", "object": "cmd", "ability": CHARLATAN_AB, "targets": ["angel"]}
    assert not engine.why_not(s, dict(act, object="other")).legal
    s = only(pass_twice(engine, only(engine.apply(s, act))))
    c = chars(engine, s, "cmd")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert CHARLATAN_AB in c["abilities"]


# --- The Mycosynth Gardens: "{X}, {T}: This land becomes a copy of target nontoken artifact you control with mana
# value X."

def test_107_3a_mycosynth_gardens_becomes_a_copy_of_an_artifact_with_mana_value_x(engine):
    """CR 107.3a, 601.2b-c via 602.2b: X is announced, then the target: a nontoken artifact alice controls with mana
    value X. With X = 4 (paid with four mana) her Chimeric Staff (mana value 4) is the only one (Bob's Brass Knuckles,
    also 4, isn't hers); with X = 3 there is none, so that activation can't be made. As it resolves the land becomes a
    copy of the Staff (707.4, no duration): an artifact named Chimeric Staff, no longer a land."""
    gardens = activated_of("The Mycosynth Gardens")
    ab = {"activated": gardens["activated"]}
    assert ab["activated"]["target"] == {"mana_value_x": "nontoken_artifact_you_control"}
    s = make_state([bf("gardens", "The Mycosynth Gardens"), bf("staff", "Chimeric Staff"),
                    bf("knuckles", "Brass Knuckles", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    act = {"action": "activate", "object": "gardens", "ability": ab, "x": 4, "targets": ["staff"]}
    assert not engine.why_not(s, dict(act, targets=["knuckles"])).legal
    assert not engine.why_not(s, dict(act, x=3)).legal
    s = only(pass_twice(engine, only(engine.apply(s, act))))
    c = chars(engine, s, "gardens")
    assert c["name"] == "Chimeric Staff" and c["types"] == ["artifact"]


# --- Dermotaxi: "Imprint — As this Vehicle enters, exile a creature card from a graveyard. / Tap two untapped creatures
# you control: Until end of turn, this Vehicle becomes a copy of the exiled card, except it's a Vehicle artifact in
# addition to its other types."

def test_607_2a_707_9b_dermotaxi_becomes_a_vehicle_copy_of_the_exiled_card(engine):
    """CR 118.3: alice taps her two Grizzly Bears to pay the cost. As the ability resolves Dermotaxi becomes a copy of
    the card exiled with it (607.2a: Serra Angel, exiled_with Dermotaxi; not Bob's exiled Hill Giant, exiled by nothing
    of hers) until end of turn, except it's a Vehicle artifact in addition to its other types (707.4, 707.2, 707.9b): a
    4/4 flying Angel Vehicle artifact creature named Serra Angel. At cleanup it is Dermotaxi again (514.2)."""
    ab = activated_of("Dermotaxi")
    s = make_state([bf("taxi", "Dermotaxi"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears"),
                    zone("angel", "Serra Angel", "exile", exiled_with="taxi"), zone("giant", "Hill Giant", "exile", "bob")])
    s = only(engine.apply(s, {"action": "activate", "object": "taxi", "ability": {"activated": ab["activated"]}}))
    assert objects(s)["b1"].get("tapped") and objects(s)["b2"].get("tapped")
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "taxi")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert sorted(c["types"]) == ["artifact", "creature"] and sorted(c["subtypes"]) == ["Angel", "Vehicle"]
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "taxi")["name"] == "Dermotaxi"


# --- Sakashima of a Thousand Faces: "You may have Sakashima enter as a copy of another creature you control, except it
# has Sakashima's other abilities. / The "legend rule" doesn't apply to permanents you control. / Partner"; The Misty
# Stepper: "You may have The Misty Stepper enter as a copy of a creature you control, except its name is The Misty
# Stepper and it has its other abilities. / The Misty Stepper can't be blocked. / Spells you cast have split second."

def _enter_copying(engine, card: str, oid: str, pool: str, copied: str):
    from .test_becomes2_cards import hand, with_event
    s = make_state([hand(oid, card), bf("angel", "Serra Angel"), bf("giant", "Hill Giant", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": oid}))
    outs = pass_twice(engine, s)
    assert not any(e[0] == f"entered_as_copy({oid}, giant)" for o in outs for e in o.events)   # (not hers, 110.2)
    return with_event(outs, (f"entered_as_copy({oid}, {copied})", "707.5"))


def test_707_9a_misty_stepper_copy_keeps_its_other_abilities(engine):
    """CR 707.5, 110.2: The Misty Stepper may copy alice's Serra Angel (not Bob's Hill Giant); the copy is named The
    Misty Stepper (707.9b), a 4/4 flying, vigilance Angel, and has the card's other abilities as copiable values
    (707.9a): "This creature can't be blocked" among them; not its own copy replacement."""
    s = _enter_copying(engine, "The Misty Stepper", "misty", "{U}{U}{U}{U}{U}", "angel")
    c = chars(engine, s, "misty")
    assert (c["name"], c["power"], c["toughness"]) == ("The Misty Stepper", 4, 4)
    assert {"flying", "vigilance", "cant_be_blocked"} <= {a for a in c["abilities"] if isinstance(a, str)}
    assert not any(isinstance(a, dict) and "enters_as_copy" in a for a in c["abilities"])


def test_707_9a_sakashima_of_a_thousand_faces_copy_keeps_its_legend_rule_ability(engine):
    """CR 707.5, 707.9a: Sakashima enters as a copy of alice's Serra Angel and has Sakashima's other abilities: the
    "legend rule" exemption (and partner, which no rule acts on); it is a 4/4 flying Serra Angel."""
    s = _enter_copying(engine, "Sakashima of a Thousand Faces", "saka", "{U}{U}{U}{U}", "angel")
    c = chars(engine, s, "saka")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert {"legend_rule_exempt": "permanents"} in c["abilities"]


# --- Vesuvan Drifter: "Flying / You may look at the top card of your library any time. / At the beginning of each
# combat, you may reveal the top card of your library. If you reveal a creature card this way, this creature becomes a
# copy of that card until end of turn, except it has flying."

def _drifter(engine, top: str):
    lib = [{"id": "top", "card": top, "zone": "library", "owner": "alice", "library_position": 1},
           {"id": "second", "card": "Serra Angel", "zone": "library", "owner": "alice", "library_position": 2}]
    s = make_state([bf("drifter", "Vesuvan Drifter"), *lib])
    s = to_combat_trigger(engine, s)
    return pass_twice(engine, s)


def test_701_20a_707_4_vesuvan_drifter_reveals_a_creature_card_and_copies_it(engine):
    """CR 507.1, 603.2: the ability triggers as alice's beginning of combat step begins; as it resolves she may reveal
    her top card (608.2d: two resulting states). Revealed, it is Hill Giant, a creature card: the Drifter becomes a copy
    of it until end of turn, except it has flying (707.4, 707.2, 707.9b): a 3/3 flying Hill Giant; the card stays on
    top of her library (701.20a). Not revealed, nothing happens. At cleanup it is the Drifter again (514.2)."""
    outs = _drifter(engine, "Hill Giant")
    assert len(outs) == 2
    (s,) = [o.state for o in outs if ("revealed(top)", "701.20a") in o.events]
    c = chars(engine, s, "drifter")
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 3, 3) and "flying" in c["abilities"]
    assert objects(s)["top"]["zone"] == "library"
    (s2,) = [o.state for o in outs if ("revealed(top)", "701.20a") not in o.events]
    assert chars(engine, s2, "drifter")["name"] == "Vesuvan Drifter"
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "drifter")["name"] == "Vesuvan Drifter"


def test_701_20a_vesuvan_drifter_reveals_a_noncreature_card_and_stays_itself(engine):
    """A revealed Island isn't a creature card: the Drifter stays itself (the next card, a Serra Angel, isn't looked
    at)."""
    for o in _drifter(engine, "Island"):
        assert chars(engine, o.state, "drifter")["name"] == "Vesuvan Drifter"


# --- Mimeoplasm, Revered One: "{2}: Mimeoplasm becomes a copy of target creature card exiled with it, except it's 0/0
# and has this ability."

def test_607_2a_707_9b_mimeoplasm_becomes_a_0_0_copy_of_a_card_exiled_with_it(engine):
    """CR 115.1, 607.2a, 406.6: the target is a creature card exiled with Mimeoplasm (Serra Angel), not one exiled by
    something else (Hill Giant). As it resolves Mimeoplasm becomes a copy of the Angel (707.4, 707.2), except it's 0/0
    and has this ability (707.9a-b): a Serra Angel with flying and the ability, 3/3 with its three +1/+1 counters (not
    copiable values, 707.2), no duration."""
    ab = activated_of("Mimeoplasm, Revered One")
    s = make_state([bf("mimeo", "Mimeoplasm, Revered One", counters={"+1/+1": 3}),
                    zone("angel", "Serra Angel", "exile", exiled_with="mimeo"), zone("giant", "Hill Giant", "exile")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    act = {"action": "activate", "object": "mimeo", "ability": {"activated": ab["activated"]}, "targets": ["angel"]}
    assert not engine.why_not(s, dict(act, targets=["giant"])).legal
    s = only(pass_twice(engine, only(engine.apply(s, act))))
    c = chars(engine, s, "mimeo")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 3, 3) and "flying" in c["abilities"]
    assert {"activated": ab["activated"]} in c["abilities"]


# --- Reflection Net: "Flash / When this artifact enters, exile target creature until this artifact leaves the
# battlefield. / {2}: Target creature you control becomes a copy of a creature card exiled with Reflection Net.
# Activate only as a sorcery and only once."

def test_607_2a_602_5b_reflection_net_makes_your_creature_a_copy_only_once(engine):
    """CR 602.5d: in alice's main phase with an empty stack she activates it for {2} targeting her Grizzly Bears. As it
    resolves the Bears becomes a copy of the creature card exiled with the Net (607.2a: Serra Angel, not Bob's Hill
    Giant exiled by nothing of hers): a 4/4 flying Serra Angel, no duration (707.4, 707.2). It can't be activated a
    second time (602.5b: only once), even with mana for it."""
    ab = activated_of("Reflection Net")
    assert ab["only"] == "sorcery_once"
    s = make_state([bf("net", "Reflection Net"), bf("bears", "Grizzly Bears"),
                    zone("angel", "Serra Angel", "exile", "bob", exiled_with="net"), zone("giant", "Hill Giant", "exile", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    act = {"action": "activate", "object": "net", "ability": {"activated": ab["activated"]}, "targets": ["bears"]}
    s = only(engine.apply(s, act))
    assert objects(s)["net"].get("activated_once") is True
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "bears")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    w = engine.why_not(s, act)
    assert not w.legal and ("already_activated", "602.5b") in set(w.failures)


# --- Shifting Woodland: "This land enters tapped unless you control a Forest. / {T}: Add {G}. / Delirium — {2}{G}{G}:
# This land becomes a copy of target permanent card in your graveyard until end of turn. Activate only if there are
# four or more card types among cards in your graveyard."

def test_602_5b_707_4_shifting_woodland_delirium_copy_of_a_permanent_card(engine):
    """CR 602.5b: with Grizzly Bears (creature), Mirari (artifact), Lightning Bolt (instant) and Forest (land) in her
    graveyard, four card types, alice may activate it (without the Forest, three: she can't). The target is a permanent
    card in her graveyard (110.4a): the Bears, Mirari or the Forest, not the Bolt. Targeting the Bears, the land
    becomes a copy of it until end of turn (707.4, 707.2): a 2/2 creature named Grizzly Bears; at cleanup it is Shifting
    Woodland again (514.2)."""
    ab = activated_of("Shifting Woodland")
    assert ab["only"] == "delirium"
    gy = [zone("gbears", "Grizzly Bears", "graveyard"), zone("gmirari", "Mirari", "graveyard"),
          zone("gbolt", "Lightning Bolt", "graveyard"), zone("gforest", "Forest", "graveyard")]
    players = [{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("wood", "Shifting Woodland"), *gy], players=players)
    act = {"action": "activate", "object": "wood", "ability": {"activated": ab["activated"]}, "targets": ["gbears"]}
    assert not engine.why_not(s, dict(act, targets=["gbolt"])).legal
    w = engine.why_not(make_state([bf("wood", "Shifting Woodland"), *gy[:3]], players=players), act)
    assert ("fewer_than_four_card_types_in_graveyard", "602.5b") in set(w.failures)
    # (paid from her pool, or with three of it and the Woodland's own {G}: two ways, CR 601.2g-h)
    (s,) = [o.state for o in engine.apply(s, act) if not objects(o.state)["wood"].get("tapped")]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "wood")
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2) and c["types"] == ["creature"]
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "wood")["name"] == "Shifting Woodland"


# --- The Master, Formed Anew: "Body Thief — When you cast this spell, you may exile a creature you control and put a
# takeover counter on it. / You may have The Master enter as a copy of a creature card in exile with a takeover counter
# on it."

def test_707_5_the_master_exiles_a_creature_with_a_takeover_counter_then_copies_it(engine):
    """CR 601.2i, 603.2: casting The Master ({U}{B}) triggers its cast ability, above it on the stack. As that resolves
    alice may exile a creature she controls (608.2d: her Serra Angel, or nothing: two resulting states); the Angel card
    in exile gets a takeover counter (122.1, 400.7). As The Master then resolves and enters, it may enter as a copy of a
    creature card in exile with a takeover counter on it (707.5, 614.1c): the Angel (not Bob's exiled Hill Giant, which
    has none), or as itself: a 4/4 flying Serra Angel."""
    from .test_becomes2_cards import hand, with_event
    s = make_state([hand("master", "The Master, Formed Anew"), bf("angel", "Serra Angel"),
                    zone("giant", "Hill Giant", "exile", "bob")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{B}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "master"}))
    assert len(s.doc["stack"]) == 2
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    (s,) = [o.state for o in outs if ("exiled(angel)", "701.13a") in o.events]
    assert objects(s)["angel"]["zone"] == "exile" and counters(s, "angel") == {"takeover": 1}
    outs = pass_twice(engine, s)
    assert sorted(e[0] for o in outs for e in o.events if e[0].startswith("entered_as_copy(")) == \
        ["entered_as_copy(master, angel)"] and len(outs) == 2
    s = with_event(outs, ("entered_as_copy(master, angel)", "707.5"))
    c = chars(engine, s, "master")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]


# --- The Animus: "At the beginning of your end step, exile up to one target legendary creature card from a graveyard
# with a memory counter on it. / {T}: Until your next turn, target legendary creature you control becomes a copy of
# target creature card in exile with a memory counter on it. Activate only as a sorcery."

def test_611_2a_the_animus_legendary_creature_becomes_a_copy_of_an_exiled_card_until_your_next_turn(engine):
    """CR 601.2c via 602.2b: the first target is a legendary creature alice controls (Isamaru, Hound of Konda; not her
    Grizzly Bears), the second a creature card in exile with a memory counter on it (Serra Angel; not Hill Giant, which
    has none). As it resolves Isamaru becomes a copy of the Angel (707.4, 707.2: a 4/4 flying Serra Angel, no longer
    legendary) until alice's next turn (611.2a): still so after this turn ends."""
    ab = activated_of("The Animus")
    s = make_state([bf("animus", "The Animus"), bf("isamaru", "Isamaru, Hound of Konda"), bf("bears", "Grizzly Bears"),
                    zone("angel", "Serra Angel", "exile", "bob", counters={"memory": 1}),
                    zone("giant", "Hill Giant", "exile", "bob")])
    act = {"action": "activate", "object": "animus", "ability": {"activated": ab["activated"]},
           "targets": ["isamaru", "angel"]}
    assert not engine.why_not(s, dict(act, targets=["bears", "angel"])).legal
    assert not engine.why_not(s, dict(act, targets=["isamaru", "giant"])).legal
    s = only(pass_twice(engine, only(engine.apply(s, act))))
    c = chars(engine, s, "isamaru")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert "legendary" not in c.get("supertypes", [])
    assert chars(engine, only(engine.apply(s, {"event": "end_turn"})), "isamaru")["name"] == "Serra Angel"


# --- Lazav, Wearer of Faces: "Whenever Lazav attacks, exile target card from a graveyard, then investigate. / Whenever
# you sacrifice a Clue, you may have Lazav become a copy of a creature card exiled with it until end of turn."

def test_607_2a_lazav_wearer_of_faces_copies_the_card_it_exiled_when_a_clue_is_sacrificed(engine):
    """CR 508.1m, 603.2: Lazav attacks; its trigger targets a card in a graveyard (Bob's Serra Angel card) and, as it
    resolves, exiles it (exiled with Lazav: the two abilities are linked, 607.2a, 406.6) and alice investigates (a Clue,
    701.16a). With {2} in her pool she then sacrifices the Clue for its ability (701.21a, 602.2): Lazav's other ability triggers (603.2)
    and, as it resolves, she may have Lazav become a copy of the Angel card until end of turn (608.2d: two resulting
    states; 707.4, 707.2: a 4/4 flying Serra Angel)."""
    s = make_state([bf("lazav", "Lazav, Wearer of Faces"), zone("angel", "Serra Angel", "graveyard", "bob")],
                   phase="combat", step="declare_attackers", priority=None,
                   players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "lazav", "player": "bob"}]}))
    assert len(s.doc["stack"]) == 1
    trig = next(o for o in s.doc["objects"] if o["id"] == s.doc["stack"][0])
    assert trig.get("targets") == ["angel"]
    s = only(pass_twice(engine, s))
    assert objects(s)["angel"]["zone"] == "exile" and objects(s)["angel"].get("exiled_with") == "lazav"
    (clue,) = [o["id"] for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    s.doc["players"][0]["mana_pool"] = "{U}{U}"
    acts = [a.action for a in engine.legal_actions(s) if a.action.get("object") == clue]
    assert acts
    s = only(engine.apply(s, acts[0]))
    assert len(s.doc["stack"]) == 2
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    (s,) = [o.state for o in outs if not any(e[0].startswith("declined(") for e in o.events)]
    c = chars(engine, s, "lazav")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]


# --- Identity Thief: "Whenever this creature attacks, you may exile another target nontoken creature. If you do, this
# creature becomes a copy of that creature until end of turn. Return the exiled card to the battlefield under its
# owner's control at the beginning of the next end step."

def test_603_7_identity_thief_exiles_copies_and_returns_the_creature(engine):
    """CR 508.1m, 603.2: Identity Thief attacks; its trigger targets another nontoken creature (Bob's Serra Angel, the
    only one). As it resolves alice may exile it (608.2d: two resulting states). Exiled (701.13a), the Thief becomes a
    copy of the Angel until end of turn (707.4: a 4/4 flying Serra Angel) and, as the next end step begins, a delayed
    trigger (603.7) returns the Angel card to the battlefield under Bob's control (603.7c)."""
    s = make_state([bf("thief", "Identity Thief"), bf("angel", "Serra Angel", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "thief", "player": "bob"}]}))
    trig = next(o for o in s.doc["objects"] if o["id"] == s.doc["stack"][0])
    assert trig.get("targets") == ["angel"]
    outs = pass_twice(engine, s)
    assert len(outs) == 2
    (s,) = [o.state for o in outs if ("exiled(angel)", "701.13a") in o.events]
    assert objects(s)["angel"]["zone"] == "exile"
    c = chars(engine, s, "thief")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    for _ in range(16):
        if objects(s)["angel"]["zone"] == "battlefield":
            break
        step = s.doc.get("step")
        act = {"action": "declare_blockers", "player": "bob", "blockers": []} if step == "declare_blockers" \
            and not s.doc.get("priority") else {"action": "pass"}
        s = engine.apply(s, act)[0].state
    assert objects(s)["angel"]["zone"] == "battlefield" and objects(s)["angel"].get("controller", "bob") == "bob"


# --- Protean War Engine: "As Protean War Engine enters, draft a card from Protean War Engine's spellbook and exile it.
# / Whenever Protean War Engine becomes crewed, until end of turn, it becomes a copy of the exiled card, except it's a
# Vehicle artifact in addition to its other types. / Crew 3"

def test_702_122e_protean_war_engine_becomes_crewed_and_copies_the_exiled_card(engine):
    """CR 702.122a: alice crews it with her Hill Giant (power 3); as the crew ability resolves the Engine becomes an
    artifact creature and has become crewed (702.122e): its trigger goes on the stack. As that resolves it becomes a
    copy of the card exiled with it (607.2a: Serra Angel) until end of turn, except it's a Vehicle artifact in addition
    to its other types (707.4, 707.9b): a 4/4 flying artifact creature Serra Angel, an Angel Vehicle."""
    s = make_state([bf("engine", "Protean War Engine"), bf("giant", "Hill Giant"),
                    zone("angel", "Serra Angel", "exile", exiled_with="engine")])
    s = only(engine.apply(s, {"action": "activate", "object": "engine", "ability": CREW_AB}))
    s = only(pass_twice(engine, s))
    assert len(s.doc["stack"]) == 1
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "engine")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    assert sorted(c["types"]) == ["artifact", "creature"] and sorted(c["subtypes"]) == ["Angel", "Vehicle"]


# --- The Flood of Mars: "Islandwalk / Water Always Wins — Whenever this creature attacks, put a flood counter on
# another target creature or land. If it's a creature, it becomes a copy of this creature. If it's a land, it becomes an
# Island in addition to its other types."

def _flood(engine, target: str):
    s = make_state([bf("flood", "The Flood of Mars"), bf("bears", "Grizzly Bears", "bob"), bf("forest", "Forest", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "flood", "player": "bob"}]})
    by_target = {tuple(next(o for o in out.state.doc["objects"] if o["id"] == out.state.doc["stack"][0]).get("targets", [])):
                 out.state for out in outs}
    assert sorted(by_target) == [("bears",), ("forest",)]   # (not the Flood itself: "another", 115.1)
    return only(pass_twice(engine, by_target[(target,)]))


def test_707_4_the_flood_of_mars_makes_a_creature_a_copy_of_itself(engine):
    """CR 508.1m, 603.2: the ability targets Bob's Grizzly Bears; as it resolves the Bears gets a flood counter (122.1)
    and, being a creature, becomes a copy of The Flood of Mars (608.2c, 707.4): named The Flood of Mars, with
    islandwalk, the counter still on it."""
    s = _flood(engine, "bears")
    assert counters(s, "bears") == {"flood": 1}
    c = chars(engine, s, "bears")
    assert c["name"] == "The Flood of Mars" and "islandwalk" in c["abilities"]


def test_205_1b_the_flood_of_mars_makes_a_land_an_island_too(engine):
    """Targeting Bob's Forest: it gets a flood counter and, being a land, becomes an Island in addition to its other
    types (205.1b, 613.1d): a Forest Island, still named Forest, not a copy."""
    s = _flood(engine, "forest")
    assert counters(s, "forest") == {"flood": 1}
    c = chars(engine, s, "forest")
    assert c["name"] == "Forest" and sorted(c["subtypes"]) == ["Forest", "Island"] and c["types"] == ["land"]


# --- Valki, God of Lies: "{X}: Choose a creature card exiled with Valki with mana value X. Valki becomes a copy of that
# card."

def test_107_3a_707_4_valki_becomes_a_copy_of_an_exiled_card_with_mana_value_x(engine):
    """CR 107.3a, 602.2b: alice announces X = 5 and pays {5}. As the ability resolves she chooses a creature card
    exiled with Valki with mana value 5 (607.2a: Serra Angel; Hill Giant, also exiled with it, has mana value 4; Bob's
    other exiled Serra Angel wasn't exiled with Valki); Valki becomes a copy of it (707.4, 707.2: a 4/4 flying Serra
    Angel, no duration). With X = 4 it would be the Giant."""
    from pyglue.cards import library
    (ab,) = [a for a in library()["Valki, God of Lies"]["abilities"]
             if isinstance(a, dict) and a.get("activated", {}).get("cost") == "{X}"]
    state = lambda pool: make_state(
        [bf("valki", "Valki, God of Lies"), zone("angel", "Serra Angel", "exile", "bob", exiled_with="valki"),
         zone("giant", "Hill Giant", "exile", "bob", exiled_with="valki"), zone("angel2", "Serra Angel", "exile", "bob")],
        players=[{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}])
    act = {"action": "activate", "object": "valki", "ability": ab}
    s = only(pass_twice(engine, only(engine.apply(state("{B}" * 5), dict(act, x=5)))))
    c = chars(engine, s, "valki")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4) and "flying" in c["abilities"]
    s = only(pass_twice(engine, only(engine.apply(state("{B}" * 4), dict(act, x=4)))))
    assert chars(engine, s, "valki")["name"] == "Hill Giant"


# --- Loose in the Park: "Enchant land / When this enchantment enters, draw a card, then draft a card from this
# enchantment's spellbook and exile it. / {3}: Enchanted land becomes a copy of the exiled card until end of turn and
# gains haste. It's still a land."

def test_205_1b_loose_in_the_park_enchanted_land_becomes_a_copy_that_is_still_a_land(engine):
    """CR 607.2a: the card exiled with the Aura is Serra Angel. As the ability resolves the enchanted Forest becomes a
    copy of it until end of turn (707.4, 707.2) and is still a land (205.1b: it keeps its card type land and subtype
    Forest): a 4/4 flying Serra Angel creature land, Angel Forest, with haste (613.1f). At cleanup it is a Forest again
    (514.2)."""
    ab = activated_of("Loose in the Park")
    s = make_state([bf("park", "Loose in the Park", attached_to="forest"), bf("forest", "Forest"),
                    zone("angel", "Serra Angel", "exile", exiled_with="park")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}])
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "park", "ability": {"activated": ab["activated"]}})
            if not objects(o.state)["forest"].get("tapped")]
    s = only(pass_twice(engine, s))
    c = chars(engine, s, "forest")
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)
    assert sorted(c["types"]) == ["creature", "land"] and sorted(c["subtypes"]) == ["Angel", "Forest"]
    assert {"flying", "haste"} <= set(a for a in c["abilities"] if isinstance(a, str))
    c = chars(engine, only(engine.apply(s, {"event": "end_turn"})), "forest")
    assert c["name"] == "Forest" and "haste" not in c.get("abilities", [])


# --- Deceiver of Form: "At the beginning of combat on your turn, reveal the top card of your library. If a creature
# card is revealed this way, you may have creatures you control other than this creature become copies of that card
# until end of turn. You may put that card on the bottom of your library."

def test_701_20a_707_4_deceiver_of_form_makes_your_other_creatures_copies_of_the_revealed_card(engine):
    """CR 507.1, 603.2: the ability triggers as alice's beginning of combat step begins. As it resolves she reveals her
    top card, Serra Angel, a creature card (701.20a); she may have her creatures other than the Deceiver (her Grizzly
    Bears) become copies of it until end of turn (608.2d, 707.4, 611.2c), and may put the card on the bottom of her
    library (401.4): four resulting states. With both: the Bears is a 4/4 flying Serra Angel, the Deceiver itself
    unchanged, and the Angel card is below her Island."""
    lib = [{"id": "top", "card": "Serra Angel", "zone": "library", "owner": "alice", "library_position": 1},
           {"id": "isl", "card": "Island", "zone": "library", "owner": "alice", "library_position": 2}]
    s = make_state([bf("dec", "Deceiver of Form"), bf("bears", "Grizzly Bears"), *lib])
    s = to_combat_trigger(engine, s)
    outs = pass_twice(engine, s)
    assert len(outs) == 4
    pos = lambda st: objects(st)["top"]["library_position"] > objects(st)["isl"]["library_position"]
    (s,) = [o.state for o in outs if chars(engine, o.state, "bears")["name"] == "Serra Angel" and pos(o.state)]
    c = chars(engine, s, "bears")
    assert (c["power"], c["toughness"]) == (4, 4) and "flying" in c["abilities"]
    assert chars(engine, s, "dec")["name"] == "Deceiver of Form"
