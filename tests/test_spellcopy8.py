"""Cards of the census that copy, G-R, their other sentences too (issue 22, branch spellcopy8):
rules_asp/kernel/spellcopy8_cards.lp.

Each expected value was worked out from the CR rules named in the test and the card's rulings before the engine was
run. Real cards from the bundled library; a card labelled "(test card)" is not a real card.
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand, pass_twice, to_combat_trigger
from .test_becomes4_cards import abilities_of, chars, obj

RESOLVE = {"event": "resolve"}   # (the top object of the stack resolves, as after both players pass, 608.1)


def _life(s, name: str) -> int:
    return next(p["life"] for p in s.to_document()["players"] if p["name"] == name)


# --- Jeong Jeong, the Deserter: "Firebending 1" / "Exhaust — {3}: Put a +1/+1 counter on Jeong Jeong. When you next
# cast a Lesson spell this turn, copy it and you may choose new targets for the copy." ({2}{R} 2/3)

JEONG = "Jeong Jeong, the Deserter"
LESSON_NAME = "Test Lesson (test card)"
LESSON_TEXT = "Target player loses 2 life."


def _lesson_card():
    from pyglue.oracle import parse_text
    return {"name": LESSON_NAME, "mana_cost": "{R}", "types": ["instant"], "subtypes": ["Lesson"],
            "abilities": parse_text(LESSON_TEXT, LESSON_NAME, ["instant"])}


def test_603_7_jeong_jeong_reads_its_exhaust_line():
    assert {"activated": {"cost": "{3}", "tap": False,
                          "effect": [{"put_counters": {"+1/+1": 1}, "to": "self"},
                                     {"copy_next_subtype_spell": "Lesson"}]},
            "only": "exhaust"} in abilities_of(JEONG)


def test_603_7b_205_3k_707_10c_jeong_jeong_copies_the_next_lesson_only(engine):
    """CR 702.177a, 602.2: alice activates Jeong Jeong's exhaust ability ({3} of her five {R}); it resolves: a +1/+1
    counter on Jeong Jeong (3/4) and a delayed triggered ability, its source Jeong Jeong and controller alice (603.7,
    603.7e). Lightning Bolt (an instant, not a Lesson) doesn't trigger it: the Bolt alone on the stack, the delayed
    ability still waits; the Bolt resolves, bob at 17. Her Test Lesson (an instant with the spell type Lesson, 205.3k)
    at bob triggers it (603.7b, 601.2i): the trigger above the Lesson, the delayed ability gone. Resolving, it copies
    the Lesson (707.10): alice may keep bob as the copy's target or choose herself (707.10c), one resulting state each.
    With bob kept, the copy and the Lesson resolve: bob loses 2 life twice, 13."""
    card = _lesson_card()
    s = make_state([bf("jj", JEONG), hand("bolt", "Lightning Bolt"), hand("les", LESSON_NAME)], cards=[card],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    exh = next(a for a in abilities_of(JEONG) if isinstance(a, dict) and a.get("only") == "exhaust")
    s = only(engine.apply(s, {"action": "activate", "object": "jj", "ability": {"activated": exh["activated"]}}))
    s = only(engine.apply(s, RESOLVE))
    c = chars(engine, s, "jj")
    assert (c["power"], c["toughness"]) == (3, 4)
    (d,) = s.to_document()["delayed_triggers"]
    assert (d["source"], d["controller"]) == ("jj", "alice")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.to_document()["stack"] == ["bolt"] and len(s.to_document()["delayed_triggers"]) == 1
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 17
    s = only(engine.apply(s, {"action": "cast", "object": "les", "targets": ["bob"]}))
    doc = s.to_document()
    assert len(doc["stack"]) == 2 and doc["stack"][0] == "les" and not doc.get("delayed_triggers")
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    by_target = {}
    for out in outs:
        (cp,) = [o for o in out.to_document()["objects"] if o["zone"] == "stack" and ".spell_copy." in o["id"]]
        assert cp["controller"] == "alice"
        by_target[cp["targets"][0]] = out
    assert set(by_target) == {"alice", "bob"}
    s = only(engine.apply(by_target["bob"], RESOLVE))
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 13 and obj(s, "les")["zone"] == "graveyard"


def test_514_2_702_177a_jeong_jeong_delayed_trigger_ends_with_the_turn(engine):
    """CR 514.2: "this turn": unused, the delayed triggered ability is gone once the turn ends. CR 702.177a: an exhaust
    ability is activated only once: with {R}{R}{R} still in her pool, alice can't activate it a second time."""
    s = make_state([bf("jj", JEONG)], players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}{R}"},
                                               {"name": "bob", "life": 20, "mana_pool": ""}])
    exh = next(a for a in abilities_of(JEONG) if isinstance(a, dict) and a.get("only") == "exhaust")
    act = {"action": "activate", "object": "jj", "ability": {"activated": exh["activated"]}}
    s = only(engine.apply(s, act))
    s = only(engine.apply(s, RESOLVE))
    assert len(s.to_document()["delayed_triggers"]) == 1
    assert [f for f in engine.why_not(s, act).failures if f[1] == "702.177a"]
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert not s.to_document().get("delayed_triggers")


# --- Gandalf the Grey: "Whenever you cast an instant or sorcery spell, choose one that hasn't been chosen — • You may
# tap or untap target permanent. • Gandalf deals 3 damage to each opponent. • Copy target instant or sorcery spell you
# control. You may choose new targets for the copy. • Put Gandalf on top of its owner's library." ({3}{U}{R} 3/4)
# Its short name "Gandalf" (no comma) is read as ~ (branch effects5's change, in main): the library's card reads as its
# text parsed with "Gandalf" as the name it refers to, and the scenario plays the library's card.

GANDALF = "Gandalf the Grey"
GANDALF_TEST = "Gandalf the Grey (its Oracle text, short name read as ~)"


def _gandalf_card():
    from pyglue.cards import library
    from pyglue.oracle import parse_text
    real = library()[GANDALF]
    return {**{k: real[k] for k in ("mana_cost", "types", "subtypes", "supertypes", "power", "toughness")},
            "name": GANDALF_TEST, "abilities": parse_text(real["oracle"], "Gandalf", ["creature"])}


def test_700_2b_707_10c_gandalf_the_grey_modes_put_it_on_top_or_copy_the_spell(engine):
    """CR 603.2, 603.3c, 700.2b: alice casts Lightning Bolt at bob; Gandalf triggers and, put on the stack, she chooses
    one of the four modes, none chosen before: four resulting states (mode 1's one legal target is Gandalf, the only
    permanent; mode 3's the Bolt). With mode 4 the ability resolves and Gandalf, still the same object on the
    battlefield, goes on top of alice's library (608.2c; 400.7: had it left the battlefield, the new object wouldn't
    move). With mode 3 it resolves: a copy of the Bolt under alice's control (707.10), its target bob kept or changed
    to alice or Gandalf, a creature ("any target", 115.4, 707.10c); with bob kept the copy and the Bolt resolve: bob
    at 14. A second Bolt then triggers it again, Gandalf still the same object: only the three modes not chosen yet,
    1, 2 and 4 (the card's "that hasn't been chosen")."""
    s = make_state([bf("g", GANDALF), hand("bolt", "Lightning Bolt"), hand("bolt2", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})]
    by_mode = {}
    for o in outs:
        (ab,) = [x for x in o.to_document()["objects"] if x.get("ability")]
        by_mode[tuple(ab["modes"])] = o
    assert sorted(by_mode) == [(1,), (2,), (3,), (4,)]
    s4 = only(engine.apply(by_mode[(4,)], RESOLVE))
    assert obj(s4, "g")["zone"] == "library" and s4.to_document()["stack"] == ["bolt"]
    outs = [o.state for o in engine.apply(by_mode[(3,)], RESOLVE)]
    by_target = {}
    for o in outs:
        (cp,) = [x for x in o.to_document()["objects"] if x["zone"] == "stack" and ".spell_copy." in x["id"]]
        assert cp["controller"] == "alice"
        by_target[cp["targets"][0]] = o
    assert set(by_target) == {"alice", "bob", "g"}
    s3 = only(engine.apply(by_target["bob"], RESOLVE))
    s3 = only(engine.apply(s3, RESOLVE))
    assert _life(s3, "bob") == 14 and obj(s3, "g")["zone"] == "battlefield"
    modes = set()
    for o in engine.apply(s3, {"action": "cast", "object": "bolt2", "targets": ["bob"]}):
        (ab,) = [x for x in o.state.to_document()["objects"] if x.get("ability")]
        modes.add(tuple(ab["modes"]))
    assert modes == {(1,), (2,), (4,)}


def test_700_2_gandalf_the_grey_reads_whole():
    """The library's card, its short name "Gandalf" read as ~ (branch effects5), reads as its text, "Gandalf" named."""
    assert abilities_of(GANDALF) == _gandalf_card()["abilities"]


# --- Ominous Lockbox: "As Ominous Lockbox enters, secretly choose a number between 1 and 20." / "When an opponent casts
# a spell with mana value equal to the chosen number, sacrifice Ominous Lockbox. If you do, copy that spell, and you may
# choose new targets for the copy." / "{2}, Sacrifice Ominous Lockbox: Draw a card." ({1}{U} artifact)

LOCKBOX = "Ominous Lockbox"


def test_614_12_ominous_lockbox_reads_whole():
    abs_ = abilities_of(LOCKBOX)
    assert {"as_enters_choose_number": 20, "least": 1} in abs_
    assert {"trigger": "opponent_casts_spell_mv_chosen_number", "effect": "sacrifice_self_copy_that_spell"} in abs_
    assert not [a for a in abs_ if "unsupported" in a]


def test_614_12_ominous_lockbox_chooses_a_number_as_it_enters(engine):
    """CR 614.12: alice's Ominous Lockbox resolves and, as it enters, she chooses a number from 1 to 20: twenty
    resulting states, one per number, each kept on the Lockbox."""
    s = make_state([{"id": "ol", "card": LOCKBOX, "zone": "stack", "owner": "alice", "controller": "alice"}],
                   stack=["ol"])
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    assert all(obj(o, "ol")["zone"] == "battlefield" for o in outs)
    assert sorted(obj(o, "ol")["chosen_number"] for o in outs) == list(range(1, 21))


def test_603_2_701_21a_707_10c_ominous_lockbox_copies_a_spell_of_the_chosen_mana_value(engine):
    """CR 603.2, 202.3: the Lockbox's chosen number is 1. Bob casts Lightning Bolt (mana value 1) at alice: the Lockbox
    triggers (alice's ability above the Bolt). Resolving, alice sacrifices the Lockbox (701.21a: in her graveyard) and,
    as she did, copies the Bolt (608.2c, 707.10), the copy hers: she keeps alice as its target or chooses bob (707.10c),
    one state each. With bob chosen, the copy resolves (bob at 17), then the Bolt (alice at 17). With the number 2 the
    Bolt doesn't trigger it: the Bolt alone on the stack. With the number 3, Blaze with X = 2 does (mana value 3 on the
    stack, 202.3e)."""
    def state(n):
        return make_state([bf("ol", LOCKBOX, chosen_number=n), hand("bolt", "Lightning Bolt", "bob"),
                           hand("blaze", "Blaze", "bob")],
                          players=[{"name": "alice", "life": 20, "mana_pool": ""},
                                   {"name": "bob", "life": 20, "mana_pool": "{R}{R}{R}"}],
                          active_player="bob", priority="bob")
    s = only(engine.apply(state(2), {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    assert s.to_document()["stack"] == ["bolt"]
    s = only(engine.apply(state(3), {"action": "cast", "object": "blaze", "x": 2, "targets": ["alice"]}))
    assert len(s.to_document()["stack"]) == 2
    s = only(engine.apply(state(1), {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    doc = s.to_document()
    assert len(doc["stack"]) == 2 and doc["stack"][0] == "bolt"
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    by_target = {}
    for o in outs:
        assert obj(o, "ol")["zone"] == "graveyard"
        (cp,) = [x for x in o.to_document()["objects"] if x["zone"] == "stack" and ".spell_copy." in x["id"]]
        assert cp["controller"] == "alice"
        by_target[cp["targets"][0]] = o
    assert set(by_target) == {"alice", "bob"}
    s = only(engine.apply(by_target["bob"], RESOLVE))
    assert _life(s, "bob") == 17
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "alice") == 17


def test_608_2c_ominous_lockbox_gone_copies_nothing(engine):
    """CR 608.2c: "sacrifice ~. If you do, copy that spell": the Lockbox (number 1) triggers on bob's Lightning Bolt;
    bob passes and alice, in response, activates its "{2}, Sacrifice ~: Draw a card." (602.2; the Lockbox in her
    graveyard, 701.21a). The draw resolves (her library's Island in her hand); then the trigger resolves: she can't
    sacrifice the Lockbox (400.7: the card in her graveyard is a new object), so no copy: only the Bolt on the stack."""
    s = make_state([bf("ol", LOCKBOX, chosen_number=1), hand("bolt", "Lightning Bolt", "bob"),
                    {"id": "lib", "card": "Island", "zone": "library", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": "{R}"}],
                   active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    sac = next(a for a in abilities_of(LOCKBOX) if isinstance(a, dict) and "activated" in a)
    s = only(engine.apply(s, {"action": "activate", "object": "ol", "ability": sac}))
    assert obj(s, "ol")["zone"] == "graveyard" and len(s.to_document()["stack"]) == 3
    s = only(engine.apply(s, RESOLVE))
    assert obj(s, "lib")["zone"] == "hand"
    s = only(engine.apply(s, RESOLVE))
    assert s.to_document()["stack"] == ["bolt"]
    assert not [o for o in s.to_document()["objects"] if ".spell_copy." in o["id"]]


# --- Gogo, Mysterious Mime: "At the beginning of combat on your turn, you may have Gogo become a copy of another target
# creature you control until end of turn, except its name is Gogo, Mysterious Mime. If you do, Gogo and that creature
# each get +2/+0 and gain haste until end of turn and attack this turn if able." ({3}{R} 2/2)

GOGO = "Gogo, Mysterious Mime"


def test_608_2c_gogo_reads_whole():
    (ab,) = abilities_of(GOGO)
    assert ab["target"] == "another_creature_you_control"
    assert ab["effect"][1] == {"if_copied_self_and_that_each_get_attack": "haste", "power": 2, "toughness": 0}


def test_707_9b_508_1d_gogo_copies_pumps_and_both_must_attack(engine):
    """CR 603.2b: as alice's beginning of combat step begins Gogo's ability triggers, its target her Grizzly Bears
    (the only other creature she controls; Gogo just entered: summoning sick). Resolving, she may decline (608.2d): then
    nothing else happens (608.2c), Gogo stays a 2/2 with no requirement. Or Gogo becomes a copy of the Bears named Gogo,
    Mysterious Mime (707.2, 707.9b): both get +2/+0 and haste until end of turn (613.4c, 613.1f): two 4/2 with haste,
    each must attack this turn if able (508.1d). Declaring only the Bears as attacker, Gogo able to attack (haste), is
    illegal and why-not names Gogo's requirement; both attacking is legal. At cleanup the copy, the +2/+0, haste and
    requirement end (514.2): Gogo is a 2/2 Gogo again."""
    s = make_state([bf("gogo", GOGO, summoning_sick=True), bf("bears", "Grizzly Bears")])
    s = to_combat_trigger(engine, s)
    assert obj(s, s.doc["stack"][0])["targets"] == ["bears"]
    outs = pass_twice(engine, s)
    (dec,) = [o.state for o in outs if any(e[0].startswith("declined(") for e in o.events)]
    c = chars(engine, dec, "gogo")
    assert (c["name"], c["power"], c["toughness"]) == (GOGO, 2, 2) and "haste" not in c["abilities"]
    assert not obj(dec, "gogo").get("attacks_this_turn_if_able")
    (s,) = [o.state for o in outs if not any(e[0].startswith("declined(") for e in o.events)]
    for oid in ("gogo", "bears"):
        c = chars(engine, s, oid)
        assert (c["power"], c["toughness"]) == (4, 2) and "haste" in c["abilities"]
        assert obj(s, oid).get("attacks_this_turn_if_able") is True
    c = chars(engine, s, "gogo")
    assert c["name"] == GOGO and c["subtypes"] == ["Bear"] and c["colors"] == ["green"]     # the Bears' (707.2)
    s = only(pass_twice(engine, s))
    assert s.doc["step"] == "declare_attackers"
    assert engine.why_not(s, {"action": "declare_attackers", "attackers": ["bears"]}).failures == [
        ("must_attack_this_turn(gogo)", "508.1d")]
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["gogo", "bears"]}))
    assert obj(s, "gogo").get("attacking") == "bob" and obj(s, "bears").get("attacking") == "bob"
    s = only(engine.apply(s, {"event": "end_turn"}))
    c = chars(engine, s, "gogo")
    assert (c["name"], c["power"], c["toughness"]) == (GOGO, 2, 2)
    assert not obj(s, "gogo").get("attacks_this_turn_if_able")


# --- Magus Lucea Kane: "Spiritual Leader — At the beginning of combat on your turn, put a +1/+1 counter on target
# creature." / "Psychic Stimulus — {T}: Add {C}{C}. When you next cast a spell with {X} in its mana cost or activate an
# ability with {X} in its activation cost this turn, copy that spell or ability. You may choose new targets for the
# copy." ({1}{G}{U}{R} 1/1)

MAGUS = "Magus Lucea Kane"


def test_605_1a_magus_lucea_kane_reads_whole():
    abs_ = abilities_of(MAGUS)
    assert {"mana_next_x_copy": "{C}{C}"} in abs_
    assert not [a for a in abs_ if "unsupported" in a]


def test_106_4_603_7b_707_10c_magus_lucea_kane_copies_the_next_x_spell(engine):
    """CR 605.1a, 601.2g: alice casts Grizzly Bears ({1}{G}) paying {G} from her pool and {1} with Magus's mana: Magus is
    tapped and adds {C}{C}; one {C} pays, the other stays in her pool (106.4). The Bears has no {X} in its mana cost: the
    delayed triggered ability (603.7) waits, the Bears alone on the stack. The Bears resolves. She casts Blaze ({X}{R})
    with X = 1 at bob, paying her {R} and the {C} left: the delayed ability triggers (603.7b, 107.3) and is gone; it
    resolves: a copy of Blaze (X 1, 707.10) hers, its target bob kept or changed (707.10c). With bob kept, the copy and
    Blaze resolve: bob at 18."""
    s = make_state([bf("magus", MAGUS), hand("gb", "Grizzly Bears"), hand("blaze", "Blaze")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "gb", "payment": ["magus"]}))
    doc = s.to_document()
    alice = next(p for p in doc["players"] if p["name"] == "alice")
    assert obj(s, "magus").get("tapped") and alice["mana_pool"] == "{R}{C}"
    assert doc["stack"] == ["gb"] and len(doc["delayed_triggers"]) == 1
    s = only(engine.apply(s, RESOLVE))
    s = only(engine.apply(s, {"action": "cast", "object": "blaze", "x": 1, "targets": ["bob"]}))
    doc = s.to_document()
    assert len(doc["stack"]) == 2 and doc["stack"][0] == "blaze" and not doc.get("delayed_triggers")
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    by_target = {}
    for o in outs:
        (cp,) = [x for x in o.to_document()["objects"] if x["zone"] == "stack" and ".spell_copy." in x["id"]]
        assert cp["controller"] == "alice"
        by_target[cp["targets"][0]] = o
    assert set(by_target) == {"alice", "bob", "gb", "magus"}      # "any target": the two creatures too (115.4)
    s = only(engine.apply(by_target["bob"], RESOLVE))
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 18


def test_601_2g_603_7a_magus_lucea_kane_mana_paying_for_the_x_spell_itself(engine):
    """CR 601.2g, 601.2i: Magus's mana paying for Blaze (X = 2: {2} with its {C}{C}, {R} from the pool) is activated as
    Blaze is cast, and Blaze becomes cast after: the delayed ability, made before, triggers on Blaze itself (603.7a,
    603.7b), nothing waits and nothing is left in the pool."""
    s = make_state([bf("magus", MAGUS), hand("blaze", "Blaze")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "blaze", "x": 2, "targets": ["bob"]}))
    doc = s.to_document()
    alice = next(p for p in doc["players"] if p["name"] == "alice")
    assert len(doc["stack"]) == 2 and doc["stack"][0] == "blaze" and not doc.get("delayed_triggers")
    assert not alice.get("mana_pool")


WAND_NAME = "Test X Wand (test card)"
WAND_TEXT = "{X}, {T}: Target player loses X life."


def test_602_2_707_10_magus_lucea_kane_copies_an_ability_with_x_in_its_cost(engine):
    """CR 602.2, 601.2g: alice activates her Test X Wand's "{X}, {T}: Target player loses X life." with X = 2 at bob,
    paying {2} with Magus's {C}{C}: the delayed ability triggers on that ability (603.7a, 603.7b), above it on the
    stack. It resolves: a copy of the ability (707.10: with the value of X chosen for it, 2), hers, its target bob kept
    or changed to alice (707.10c). With bob kept, the copy and the ability resolve: bob at 16."""
    from pyglue.oracle import parse_text
    wand = {"name": WAND_NAME, "mana_cost": "{1}", "types": ["artifact"],
            "abilities": parse_text(WAND_TEXT, WAND_NAME, ["artifact"])}
    s = make_state([bf("magus", MAGUS), bf("wand", WAND_NAME)], cards=[wand])
    s = only(engine.apply(s, {"action": "activate", "object": "wand", "ability": wand["abilities"][0], "x": 2,
                              "targets": ["bob"]}))
    doc = s.to_document()
    assert len(doc["stack"]) == 2 and not doc.get("delayed_triggers") and obj(s, "magus").get("tapped")
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    by_target = {}
    for o in outs:
        (cp,) = [x for x in o.to_document()["objects"] if x["zone"] == "stack" and x["id"] not in doc["stack"]]
        assert cp["controller"] == "alice"
        by_target[cp["targets"][0]] = o
    assert set(by_target) == {"alice", "bob"}
    s = only(engine.apply(by_target["bob"], RESOLVE))
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 16


# --- Loki Laufeyson: "{1}, {T}: When you next cast an instant or sorcery spell with mana value less than or equal to
# Loki's power this turn, copy that spell. You may choose new targets for the copy." / "Power-up — {4}{R}: Put two +1/+1
# counters on Loki." ({1}{R} 2/1). Its short name "Loki" is read as ~ by branch effects5 (and its Power-up line is
# effects5's, or spellcopy10's): the library's card reads its first line as that text with "Loki" named.

LOKI = "Loki Laufeyson"
LOKI_TEST = "Loki Laufeyson (its Oracle text, short name read as ~)"


def _loki_card():
    from pyglue.cards import library
    from pyglue.oracle import parse_text
    real = library()[LOKI]
    first = real["oracle"].split("\n")[0]
    return {**{k: real[k] for k in ("mana_cost", "types", "subtypes", "supertypes", "power", "toughness")},
            "name": LOKI_TEST, "abilities": parse_text(first, "Loki", ["creature"])}


def test_603_7_loki_laufeyson_reads_its_copy_line():
    assert abilities_of(LOKI)[0] == _loki_card()["abilities"][0]


def test_603_7b_202_3e_loki_copies_the_next_spell_of_mana_value_up_to_its_power(engine):
    """CR 602.2: alice activates Loki's {1}, {T} ability; it resolves: a delayed triggered ability (603.7, 603.7e). Blaze
    with X = 2 (mana value 3 on the stack, 202.3e) is more than Loki's power 2: it doesn't trigger, the delayed ability
    waits; Blaze resolves, bob at 18. Lightning Bolt (mana value 1) triggers it (603.7b) and it is gone; resolving, it
    copies the Bolt (707.10), alice keeping bob as the copy's target or choosing another (707.10c). With bob kept, the
    copy and the Bolt resolve: bob at 12."""
    s = make_state([bf("loki", LOKI), hand("blaze", "Blaze"), hand("bolt", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "loki", "ability": abilities_of(LOKI)[0]}))
    s = only(engine.apply(s, RESOLVE))
    assert len(s.to_document()["delayed_triggers"]) == 1
    s = only(engine.apply(s, {"action": "cast", "object": "blaze", "x": 2, "targets": ["bob"]}))
    assert s.to_document()["stack"] == ["blaze"] and len(s.to_document()["delayed_triggers"]) == 1
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 18
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    doc = s.to_document()
    assert len(doc["stack"]) == 2 and doc["stack"][0] == "bolt" and not doc.get("delayed_triggers")
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    by_target = {}
    for o in outs:
        (cp,) = [x for x in o.to_document()["objects"] if x["zone"] == "stack" and ".spell_copy." in x["id"]]
        by_target[cp["targets"][0]] = o
    assert set(by_target) == {"alice", "bob", "loki"}
    s = only(engine.apply(by_target["bob"], RESOLVE))
    s = only(engine.apply(s, RESOLVE))
    assert _life(s, "bob") == 12
