"""Copying spells and abilities on the stack, more templates (issue 22, branch spellcopy3;
rules_asp/kernel/spellcopy3_cast.lp).

CR 707.10: to copy a spell or ability puts a copy of it on the stack, controlled by the player it is put on the stack
for; CR 707.10c: where the effect says so, that player may choose new targets for the copy (or keep any); CR 115.1:
a target description limits what may be chosen; CR 603.4: an intervening "if" is checked as the ability triggers and
again as it resolves; CR 603.5: "you may" is chosen as the ability resolves. Each expected value was worked out from
these rules and the cards' Oracle text and rulings before the engine was run.

Real cards from the bundled library, with Grizzly Bears, Serra Angel, Lightning Bolt and basic lands.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library
from pyglue.oracle import parse_text

from .conftest import foretold, make_state, only
from .test_copy_spell_cards import real
from .test_spellcopy_cast import (
    abilities_on_stack,
    bf,
    cast,
    copies,
    hand,
    obj,
    resolve,
)


def spell(oid: str, card: str, owner: str = "alice", targets: list[str] | None = None) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "stack", "owner": owner, "controller": owner,
            "targets": targets or [], "cast_with": "mana"}


def activations(engine, s, oid: str) -> list:
    """The legal activations of ``oid``'s abilities (as legal lists them: an ability with an extra cost is named by its
    term there)."""
    return [a for a in engine.legal_actions(s) if a.action.get("action") == "activate" and a.action.get("object") == oid]


def activate(engine, s, oid: str, targets: list[str], **more: Any):
    (act,) = {str(a.action): a for a in activations(engine, s, oid)}.values()
    return engine.apply(s, {**act.action, "targets": targets, **more})


def target_options(engine, s, oid: str) -> set[str]:
    return {t for a in activations(engine, s, oid) for ts in a.targets for t in ts}


def test_the_cards_read_their_oracle_text_707_10():
    lib = library()
    assert lib["Invasion of Vryn"]["back"]["abilities"] == [
        {"activated": {"cost": "{1}", "tap": True, "effect": {"copy_spell": "target", "new_targets": True},
                       "target": "any_spell_you_control"}, "also": "sacrifice_self"}]
    assert lib["Malicious Affliction"]["abilities"][0] == {
        "trigger": "cast_this_spell", "if": {"creatures_died_this_turn": 1},
        "effect": {"copy_this_spell": "may_once", "new_targets": True}}


# --- Overloaded Mage-Ring (Invasion of Vryn's back face): "{1}, {T}, Sacrifice this artifact: Copy target spell you
# control. You may choose new targets for the copy." --------------------------------------------------------------

def _mage_ring():
    """Alice's Grizzly Bears spell and, above it, Bob's Lightning Bolt (at Alice) are on the stack; Alice holds
    priority with Overloaded Mage-Ring (a transformed Invasion of Vryn) and an Island."""
    return make_state([spell("gb", "Grizzly Bears"), spell("bolt", "Lightning Bolt", "bob", ["alice"]),
                       bf("ring", "Invasion of Vryn", transformed=True), bf("isl", "Island")],
                      stack=["gb", "bolt"])


def test_mage_ring_targets_any_spell_its_controller_controls_115_1(engine):
    """CR 115.1: "target spell you control": Alice's creature spell is a legal target (any card type), Bob's Bolt is
    not (Alice doesn't control it)."""
    assert target_options(engine, _mage_ring(), "ring") == {"gb"}


def test_mage_ring_is_sacrificed_and_copies_the_creature_spell_707_10_701_21a(engine):
    """Activating, Alice sacrifices the Mage-Ring (CR 118.3, 701.21a: it goes to her graveyard) and taps the Island.
    The ability resolves: a copy of Grizzly Bears goes on the stack, Alice's (CR 707.10); the spell has no targets,
    so one resulting state."""
    s = only(activate(engine, _mage_ring(), "ring", ["gb"]))
    assert obj(s, "ring")["zone"] == "graveyard"
    (o,) = resolve(engine, s)
    (cp,) = copies(o)
    assert o.doc["stack"] == ["gb", "bolt", cp]
    assert obj(o, cp)["controller"] == "alice"
    assert engine.derive(o).object(cp).characteristics["name"] == "Grizzly Bears"


# --- Malicious Affliction: "Morbid — When you cast this spell, if a creature died this turn, you may copy Malicious
# Affliction and may choose a new target for the copy." / "Destroy target nonblack creature." -------------------------

def _affliction(died: int):
    objects = [hand("ma", "Malicious Affliction"), bf("s1", "Swamp"), bf("s2", "Swamp"),
               bf("gb", "Grizzly Bears", "bob"), bf("sa", "Serra Angel", "bob")]
    return make_state(objects, turn_counts={"creatures_died": died} if died else {})


def test_malicious_affliction_after_a_creature_died_may_copy_with_a_new_target_603_4_603_5_707_10c(engine):
    """A creature died this turn: casting Malicious Affliction at Bob's Bears, the morbid ability triggers (CR 603.4)
    above the spell. Resolving (the condition still true), Alice may copy the spell (CR 603.5): no copy, or a copy
    (Alice's, CR 707.10) whose target she keeps (the Bears) or changes to the Angel, the other nonblack creature
    (CR 707.10c): three resulting states."""
    s = cast(engine, _affliction(1), "ma", targets=["gb"])
    (ab,) = abilities_on_stack(s, "ma")
    assert s.doc["stack"] == ["ma", ab]
    outs = resolve(engine, s)
    assert len(outs) == 3
    assert sum(1 for o in outs if not copies(o)) == 1
    got = []
    for o in outs:
        for cp in copies(o):
            assert o.doc["stack"] == ["ma", cp] and obj(o, cp)["controller"] == "alice"
            got.append(obj(o, cp)["targets"])
    assert sorted(got) == [["gb"], ["sa"]]


def test_malicious_affliction_without_a_death_doesnt_trigger_603_4(engine):
    """No creature died this turn: the intervening if is false as the spell becomes cast, the ability doesn't
    trigger (CR 603.4); the stack holds the spell alone."""
    s = cast(engine, _affliction(0), "ma", targets=["gb"])
    assert s.doc["stack"] == ["ma"]


# --- League Guildmage: "{X}{R}, {T}: Copy target instant or sorcery spell you control with mana value X. You may
# choose new targets for the copy." ---------------------------------------------------------------------------------

def _league():
    """Alice's Rampant Growth (mana value 2) and, above it, her Lightning Bolt (mana value 1, at Bob) are on the stack;
    she holds priority with League Guildmage and three untapped Mountains."""
    return make_state([spell("rg", "Rampant Growth"), spell("bolt", "Lightning Bolt", targets=["bob"]),
                       bf("lg", "League Guildmage"), *[bf(f"m{i}", "Mountain") for i in range(3)]],
                      stack=["rg", "bolt"])


def test_league_guildmage_x_picks_the_mana_value_of_the_target_107_3a_601_2c(engine):
    """CR 107.3a, 601.2b-c via 602.2b: X is announced before the target is chosen. Three Mountains (one for {R}) pay X
    up to 2: at X = 1 the only legal target is the Bolt (mana value 1), at X = 2 the Rampant Growth (mana value 2,
    CR 202.3)."""
    acts = {a.action.get("x"): a.targets for a in activations(engine, _league(), "lg") if a.targets}
    assert acts == {1: [["bolt"]], 2: [["rg"]]}


def test_league_guildmage_copies_bolt_with_new_targets_707_10c(engine):
    """Activated with X = 1 at the Bolt, the ability resolves: a copy of the Bolt, Alice's, whose target Bob she may
    keep or change to herself or League Guildmage (CR 707.10c; the Mountains are no legal target): three states."""
    (act,) = [a for a in activations(engine, _league(), "lg") if a.action.get("x") == 1]
    s = engine.apply(_league(), {**act.action, "targets": ["bolt"]})[0].state
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "lg"]
    for o in outs:
        (cp,) = copies(o)
        assert o.doc["stack"] == ["rg", "bolt", cp] and obj(o, cp)["controller"] == "alice"


# --- copying an ability several times: Mister Fantastic ("{R}{G}{W}{U}, {T}: Copy target triggered ability you
# control twice. You may choose new targets for the copies."), Gogo, Master of Mimicry ("{X}{X}, {T}: Copy target
# activated or triggered ability you control X times. You may choose new targets for the copies. This ability can't be
# copied and X can't be 0.") ------------------------------------------------------------------------------------------

def _mow_trigger(*objects: dict[str, Any]):
    """Alice's Man-o'-War entered: its trigger ("return target creature to its owner's hand") is on the stack at Bob's
    Grizzly Bears; Alice holds priority."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["bbear"],
            "ability": {"source": "mow", "text": mow["abilities"][0]}}
    return make_state([trig, bf("mow", "Man-o'-War"), bf("bbear", "Grizzly Bears", "bob"), *objects],
                      cards=[mow], stack=["mow.ability.3"])


def _ability_copies(s) -> list[dict[str, Any]]:
    return [obj(s, i) for i in s.doc["stack"] if ".ability_copy" in i]


def test_mister_fantastic_copies_the_trigger_twice_each_with_its_own_targets_707_10b_707_10c(engine):
    """Resolving, Mister Fantastic's ability puts two copies of the trigger on the stack (CR 707.10), Alice's, with the
    trigger's source Man-o'-War (CR 707.10b). For each copy separately Alice keeps Bob's Bears as its target or picks
    another creature, Man-o'-War or Mister Fantastic (CR 707.10c): 3 x 3 = 9 resulting states; the original trigger
    keeps its target and stays at the bottom."""
    s = _mow_trigger(bf("mf", "Mister Fantastic"),
                     *[bf(f"l{i}", c) for i, c in enumerate(["Mountain", "Forest", "Plains", "Island"])])
    assert target_options(engine, s, "mf") == {"mow.ability.3"}
    s = activate(engine, s, "mf", ["mow.ability.3"])[0].state
    outs = resolve(engine, s)
    assert len(outs) == 9
    got = set()
    for o in outs:
        cps = _ability_copies(o)
        assert len(cps) == 2 and o.doc["stack"] == ["mow.ability.3", *[c["id"] for c in cps]]
        assert obj(o, "mow.ability.3")["targets"] == ["bbear"]
        for c in cps:
            assert (c["controller"], c["ability"]["source"]) == ("alice", "mow")
        got.add(tuple(c["targets"][0] for c in cps))
    assert got == {(x, y) for x in ("bbear", "mow", "mf") for y in ("bbear", "mow", "mf")}


def _gogo(*more: dict[str, Any]):
    return _mow_trigger(bf("gogo", "Gogo, Master of Mimicry"), *[bf(f"i{i}", "Island") for i in range(4)], *more)


def test_gogo_x_cant_be_0_107_3a(engine):
    """Four Islands pay {X}{X} with X up to 2: the activations offered announce X = 1 or X = 2; announced as 0 the
    ability can't be activated ("X can't be 0")."""
    acts = activations(engine, _gogo(), "gogo")
    assert sorted(a.action.get("x") for a in acts) == [1, 2]
    (one,) = [a for a in acts if a.action.get("x") == 1]
    why = engine.why_not(_gogo(), {**one.action, "x": 0, "targets": ["mow.ability.3"]})
    assert not why.legal and "x_cant_be_0" in str(why.failures)


def test_gogo_copies_the_trigger_x_times_707_10_107_3a(engine):
    """With X = 2 announced (CR 107.3a), resolving Gogo's ability puts two copies of the trigger on the stack (CR
    707.10b), each with its own target chosen from the three creatures (CR 707.10c): nine states, two copies in each."""
    (two,) = [a for a in activations(engine, _gogo(), "gogo") if a.action.get("x") == 2]
    s = engine.apply(_gogo(), {**two.action, "targets": ["mow.ability.3"]})[0].state
    outs = resolve(engine, s)
    assert len(outs) == 9
    assert all(len(_ability_copies(o)) == 2 for o in outs)


def test_gogos_ability_cant_be_copied_113_6g(engine):
    """Gogo's ability (X = 1) targets the trigger; then Alice activates Lithoform Engine ("{2}, {T}: Copy target
    activated or triggered ability you control. ...") at Gogo's ability on the stack (a legal target: an activated
    ability she controls). Resolving, the Engine's ability makes no copy: Gogo's ability can't be copied (CR 113.6g:
    that works on the stack). One state; the stack holds the trigger and Gogo's ability."""
    s = _gogo(bf("le", "Lithoform Engine"))
    (one,) = [a for a in activations(engine, s, "gogo") if a.action.get("x") == 1]
    s = engine.apply(s, {**one.action, "targets": ["mow.ability.3"]})[0].state
    (g1,) = abilities_on_stack(s, "gogo")
    acts = [a for a in activations(engine, s, "le") if a.action["ability"]["activated"]["cost"] == "{2}"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"mow.ability.3", g1}
    s = engine.apply(s, {**acts[0].action, "targets": [g1]})[0].state
    (o,) = resolve(engine, s)
    assert o.doc["stack"] == ["mow.ability.3", g1]
    assert not _ability_copies(o)


def test_myojin_copies_a_permanent_spell_three_times_707_10(engine):
    """Myojin of Cryptic Dreams' "Remove an indestructible counter from Myojin of Cryptic Dreams: Copy target permanent
    spell you control three times." (its other line, an enters-with-counter replacement, isn't read): with one
    indestructible counter on it and Alice's Grizzly Bears spell on the stack, paying removes the counter (CR 118.3,
    122.1); resolving, three copies of the Bears go on the stack above it, Alice's (CR 707.10; no targets to choose):
    one resulting state."""
    s = make_state([spell("gb", "Grizzly Bears"), bf("my", "Myojin of Cryptic Dreams", counters={"indestructible": 1})],
                   stack=["gb"])
    assert target_options(engine, s, "my") == {"gb"}
    s = activate(engine, s, "my", ["gb"])[0].state
    assert not obj(s, "my").get("counters")
    (o,) = resolve(engine, s)
    cps = copies(o)
    assert len(cps) == 3 and o.doc["stack"] == ["gb", *cps]
    assert all(obj(o, c)["controller"] == "alice" for c in cps)


# --- Elite Arcanist: "When this creature enters, you may exile an instant card from your hand." / "{X}, {T}: Copy the
# exiled card. You may cast the copy without paying its mana cost. X is the mana value of the exiled card." ---------

def _arcanist(*lands: dict[str, Any]):
    return make_state([bf("ea", "Elite Arcanist"), *lands,
                       {"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "exiled_with": "ea"}])


def test_elite_arcanist_x_is_the_exiled_cards_mana_value_107_3c(engine):
    """X is defined by the text as the Bolt's mana value, 1 (CR 107.3c): with no untapped land the {X} can't be paid
    and the ability isn't offered; with an Island it is."""
    assert not activations(engine, _arcanist(), "ea")
    assert activations(engine, _arcanist(bf("isl", "Island")), "ea")


def test_elite_arcanist_casts_a_copy_of_the_exiled_card_707_12_608_2g(engine):
    """The ability resolves: Alice copies the Bolt exiled with Elite Arcanist (CR 607.2a), a copy she may cast now
    without paying its mana cost (CR 707.12, 608.2g). Cast at Bob, it resolves: Bob is at 17. The Bolt card stays
    exiled with the Arcanist."""
    s = _arcanist(bf("isl", "Island"))
    (act,) = activations(engine, s, "ea")
    s = engine.apply(s, act.action)[0].state
    (s,) = resolve(engine, s)
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 17
    assert (obj(s, "bolt")["zone"], obj(s, "bolt")["exiled_with"]) == ("exile", "ea")


# --- Kitsa, Otterball Elite: "{2}, {T}: Copy target instant or sorcery spell you control. You may choose new targets
# for the copy. Activate only if Kitsa's power is 3 or greater." -------------------------------------------------------

def _kitsa(**more: Any):
    """Alice's Lightning Bolt (at Bob) is on the stack; she has Kitsa (a 1/3) and two Islands."""
    return make_state([spell("bolt", "Lightning Bolt", targets=["bob"]), bf("kitsa", "Kitsa, Otterball Elite", **more),
                       bf("i1", "Island"), bf("i2", "Island")], stack=["bolt"])


def test_kitsa_copies_only_with_power_3_or_greater_602_5b(engine):
    """CR 602.5b: at power 1 the copy ability can't be activated (her other ability, {T}: loot, still can); with two
    +1/+1 counters Kitsa's power is 3 and the Bolt is its legal target."""
    def copy_acts(s):
        return [a for a in activations(engine, s, "kitsa") if a.targets]
    assert not copy_acts(_kitsa())
    assert {t for a in copy_acts(_kitsa(counters={"+1/+1": 2})) for ts in a.targets for t in ts} == {"bolt"}


def test_kitsa_copy_707_10c(engine):
    """At power 3 the ability resolves: a copy of the Bolt, Alice's, its target Bob kept or changed to Alice or Kitsa
    (CR 707.10c): three resulting states."""
    s = _kitsa(counters={"+1/+1": 2})
    (act,) = [a for a in activations(engine, s, "kitsa") if a.targets]
    s = engine.apply(s, {**act.action, "targets": ["bolt"]})[0].state
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "kitsa"]


# --- Ertha Jo, Frontier Mentor: "Whenever you activate an ability that targets a creature or player, copy that
# ability. You may choose new targets for the copy." --------------------------------------------------------------------

# A test card (not a real card): a targeted activated ability and an untargeted one.
TRAINER_TEXT = "{T}: Target creature gets +1/+0 until end of turn.\n{2}: Draw a card."
TRAINER = {"name": "Test Trainer (test card)", "mana_cost": "{1}", "types": ["artifact"],
           "abilities": parse_text(TRAINER_TEXT, "Test Trainer (test card)", ["artifact"])}


def _ertha():
    return make_state([bf("ej", "Ertha Jo, Frontier Mentor"), bf("tt", "Test Trainer (test card)"),
                       bf("bb", "Grizzly Bears", "bob"), bf("i1", "Island"), bf("i2", "Island")], cards=[TRAINER])


def test_ertha_jo_copies_an_ability_that_targets_a_creature_603_2_707_10c(engine):
    """Alice activates the Trainer's ability at Bob's Bears: it targets a creature, so Ertha Jo's ability triggers (CR
    603.2) and goes on the stack above it. Resolving, it copies that ability (CR 707.10; Alice's, same source, CR
    707.10b), its target kept or changed to Ertha Jo (the other creature; CR 707.10c): two resulting states."""
    s = _ertha()
    (act,) = [a for a in activations(engine, s, "tt") if a.targets]
    s = engine.apply(s, {**act.action, "targets": ["bb"]})[0].state
    (tr,) = abilities_on_stack(s, "tt")
    (ej,) = abilities_on_stack(s, "ej")
    assert s.doc["stack"] == [tr, ej]
    outs = resolve(engine, s)
    assert len(outs) == 2
    got = []
    for o in outs:
        (cp,) = _ability_copies(o)
        assert o.doc["stack"] == [tr, cp["id"]]
        assert (cp["controller"], cp["ability"]["source"]) == ("alice", "tt")
        got.append(cp["targets"][0])
    assert sorted(got) == ["bb", "ej"]


def test_ertha_jo_ignores_an_ability_without_a_target_603_2(engine):
    """The Trainer's "{2}: Draw a card." targets nothing: Ertha Jo's ability doesn't trigger; the stack holds the
    activated ability alone."""
    s = _ertha()
    (act,) = [a for a in activations(engine, s, "tt") if not a.targets]
    s = engine.apply(s, act.action)[0].state
    assert [o for o in s.doc["stack"] if o.startswith("ej.")] == []
    assert len(s.doc["stack"]) == 1


# --- Insidious Will: "Choose one — • Counter target spell. • You may choose new targets for target spell. • Copy target
# instant or sorcery spell. You may choose new targets for the copy." ----------------------------------------------------

def _will():
    """Bob's Lightning Bolt is on the stack at Alice; Alice holds priority with Insidious Will in hand, Grizzly Bears and
    four Islands."""
    return make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), hand("will", "Insidious Will"),
                       bf("gb", "Grizzly Bears"), *[bf(f"i{i}", "Island") for i in range(4)]], stack=["bolt"])


def test_insidious_will_new_targets_for_bobs_bolt_115_7d(engine):
    """Second mode at Bob's Bolt: resolving, Alice may keep its target (herself) or change it to another legal target
    for Bolt, Bob or the Bears (CR 115.7d): three resulting states; the Bolt stays Bob's, and no copy is made."""
    s = cast(engine, _will(), "will", modes=[2], targets=["bolt"])
    outs = resolve(engine, s)
    assert sorted(obj(o, "bolt")["targets"][0] for o in outs) == ["alice", "bob", "gb"]
    for o in outs:
        assert o.doc["stack"] == ["bolt"] and obj(o, "bolt")["controller"] == "bob" and not copies(o)


def test_insidious_will_copy_mode_707_10c(engine):
    """Third mode at Bob's Bolt: a copy of it, Alice's (CR 707.10), its target kept or changed (CR 707.10c): three
    states, Bob's Bolt still at Alice."""
    s = cast(engine, _will(), "will", modes=[3], targets=["bolt"])
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob", "gb"]
    assert all(obj(o, "bolt")["targets"] == ["alice"] for o in outs)


# --- Mnemonic Deluge: "Exile target instant or sorcery card from a graveyard. Copy that card three times. You may cast
# the copies without paying their mana costs. Exile Mnemonic Deluge." ---------------------------------------------------

def _deluge_resolved(engine):
    """Alice's Mnemonic Deluge, targeting the Lightning Bolt in Bob's graveyard, resolves."""
    s = make_state([{**spell("md", "Mnemonic Deluge", targets=["bolt"])},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "bob"}], stack=["md"])
    (s,) = resolve(engine, s)
    return s


def _to_cast(s) -> list[str]:
    return sorted(o["id"] for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice")


def test_mnemonic_deluge_exiles_the_card_and_makes_three_copies_to_cast_707_12(engine):
    """Resolving, the Bolt is exiled (CR 406.2), three copies of it are made in exile for Alice to cast for free
    (CR 707.12), and Mnemonic Deluge itself is exiled."""
    s = _deluge_resolved(engine)
    assert obj(s, "bolt")["zone"] == "exile" and obj(s, "md")["zone"] == "exile"
    assert len(_to_cast(s)) == 3


def test_mnemonic_deluge_each_copy_cast_one_after_another_707_12a(engine):
    """CR 707.12a: Alice chooses for each copy whether to cast it. She casts the first at Bob: the other two may still be
    cast; she casts the second at Bob, then the third at Bob. The three spells resolve: Bob is at 11."""
    s = _deluge_resolved(engine)
    for k in range(3):
        left = _to_cast(s)
        assert len(left) == 3 - k
        s = only(engine.apply(s, {"action": "cast", "object": left[0], "cost": "free", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 3
    for _ in range(3):
        (s,) = resolve(engine, s)
    assert next(p for p in s.doc["players"] if p["name"] == "bob")["life"] == 11


def test_mnemonic_deluge_copies_not_cast_cease_707_12a_704_5e(engine):
    """Alice casts one copy and then passes priority: the two copies she didn't cast lose their chance and cease to
    exist (CR 707.12, 704.5e)."""
    s = _deluge_resolved(engine)
    s = only(engine.apply(s, {"action": "cast", "object": _to_cast(s)[0], "cost": "free", "targets": ["bob"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert _to_cast(s) == []
    assert [o["id"] for o in s.doc["objects"] if o["id"].startswith("cast_copy") or ".cast_copy" in o["id"]] == \
        [s.doc["stack"][0]]


# --- Repeated Reverberation: "When you next cast an instant spell, cast a sorcery spell, or activate a loyalty ability
# this turn, copy that spell or ability twice. You may choose new targets for the copies." -------------------------------

def _reverberated(engine, *objects: dict[str, Any]):
    """Alice's Repeated Reverberation resolves (her main phase): the delayed triggered ability waits (CR 603.7a)."""
    s = make_state([spell("rr", "Repeated Reverberation"), *objects], stack=["rr"])
    (s,) = resolve(engine, s)
    assert len(s.to_document()["delayed_triggers"]) == 1
    return s


def test_repeated_reverberation_copies_the_next_instant_twice_603_7c_707_10c(engine):
    """Alice then casts Lightning Bolt at Bob: the delayed ability triggers (CR 603.7c) and resolves: two copies of the
    Bolt, Alice's, each with its target kept (Bob) or changed to Alice (CR 707.10c, each copy separately): four states.
    It triggered once: it is gone."""
    s = _reverberated(engine, hand("bolt", "Lightning Bolt"), bf("m", "Mountain"))
    s = cast(engine, s, "bolt", targets=["bob"])
    assert len(s.doc["stack"]) == 2 and not s.to_document().get("delayed_triggers")
    outs = resolve(engine, s)
    assert len(outs) == 4
    assert {tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs} == \
        {(x, y) for x in ("alice", "bob") for y in ("alice", "bob")}


def test_repeated_reverberation_copies_a_loyalty_ability_twice_606_3_707_10b(engine):
    """Alice activates Chandra, the Firebrand's +1 ("deals 1 damage to any target") at Bob: a loyalty ability, so the
    delayed ability triggers; resolving, two copies of the +1 ability go on the stack, Alice's, source Chandra (CR
    707.10b), each target kept or changed to Alice or Chandra (CR 707.10c): nine states."""
    s = _reverberated(engine, bf("ch", "Chandra, the Firebrand", counters={"loyalty": 3}))
    (act,) = [a for a in activations(engine, s, "ch") if a.action["ability"].get("loyalty") == 1]
    s = engine.apply(s, {**act.action, "targets": ["bob"]})[0].state
    assert len(s.doc["stack"]) == 2
    outs = resolve(engine, s)
    assert len(outs) == 9
    for o in outs:
        cps = _ability_copies(o)
        assert len(cps) == 2 and all((c["controller"], c["ability"]["source"]) == ("alice", "ch") for c in cps)
    assert {tuple(c["targets"][0] for c in _ability_copies(o)) for o in outs} == \
        {(x, y) for x in ("alice", "bob", "ch") for y in ("alice", "bob", "ch")}


# --- Tempt with Mayhem: "Tempting offer — Choose target instant or sorcery spell. Each opponent may copy that spell and
# may choose new targets for the copy they control. You copy that spell once plus an additional time for each opponent
# who copied the spell this way. You may choose new targets for the copies you control." ---------------------------------

def test_tempt_with_mayhem_bob_may_copy_then_alice_copies_once_plus_one_608_2d_707_10c(engine):
    """Alice's Lightning Bolt (at Bob) and, above it, her Tempt with Mayhem targeting it are on the stack. Resolving,
    Bob chooses (CR 608.2d). He declines: Alice copies the Bolt once, its target Bob or Alice (CR 707.10c): two states.
    He copies: his copy first (his, target Alice or Bob), then Alice's two copies above it (each target Alice or Bob):
    2 x 2 x 2 = 8 states. Ten in all."""
    s = make_state([spell("bolt", "Lightning Bolt", targets=["bob"]), spell("tm", "Tempt with Mayhem", targets=["bolt"])],
                   stack=["bolt", "tm"])
    outs = resolve(engine, s)
    assert len(outs) == 10
    got = {}
    for o in outs:
        cps = copies(o)
        assert o.doc["stack"] == ["bolt", *cps]
        owners = tuple(obj(o, c)["controller"] for c in cps)
        got.setdefault(owners, set()).add(tuple(obj(o, c)["targets"][0] for c in cps))
    assert set(got) == {("alice",), ("bob", "alice", "alice")}
    assert got[("alice",)] == {("alice",), ("bob",)}
    assert len(got[("bob", "alice", "alice")]) == 8


# --- Nalfeshnee: "Whenever you cast a spell from exile, copy it. You may choose new targets for the copy. If it's a
# permanent spell, the copy gains haste and "At the beginning of the end step, sacrifice this permanent."" ---------------

def _nalfeshnee(card: str):
    """Alice has Nalfeshnee, two Islands, and CARD foretold on an earlier turn (face down in exile)."""
    return make_state([bf("nf", "Nalfeshnee"), bf("i1", "Island"), bf("i2", "Island"), foretold("fx", card)])


def _abilities(engine, s, oid: str) -> list[str]:
    return [str(a) for a in engine.derive(s).object(oid).characteristics["abilities"]]


def test_nalfeshnee_copies_a_creature_spell_cast_from_exile_with_haste_707_10f_707_9b(engine):
    """Alice casts the foretold Augury Raven from exile (foretell cost {1}{U}): Nalfeshnee's ability triggers (CR
    601.2a: the spell was in exile as she began to cast it). Resolving, it copies the Raven (CR 707.10): a permanent
    spell, so the copy gains haste and the end-step sacrifice trigger (CR 707.9b), the Raven itself not. The copy
    resolves into a token (CR 707.10f) with haste."""
    s = cast(engine, _nalfeshnee("Augury Raven"), "fx", cost="foretell")
    (ab,) = abilities_on_stack(s, "nf")
    assert s.doc["stack"] == ["fx", ab]
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["fx", cp]
    assert "haste" in _abilities(engine, s, cp) and "haste" not in _abilities(engine, s, "fx")
    assert any("sacrifice_self" in a for a in _abilities(engine, s, cp))
    (s,) = resolve(engine, s)
    (tok,) = [o["id"] for o in s.doc["objects"] if o.get("zone") == "battlefield" and o["id"] == cp]
    assert "haste" in _abilities(engine, s, tok)


def test_nalfeshnee_copy_of_an_instant_gains_nothing_707_10(engine):
    """The foretold Behold the Multiverse cast from exile: copied (CR 707.10), an instant spell, so the copy has no
    added abilities."""
    s = cast(engine, _nalfeshnee("Behold the Multiverse"), "fx", cost="foretell")
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert "haste" not in _abilities(engine, s, cp)


def test_nalfeshnee_ignores_a_spell_cast_from_hand_601_2a(engine):
    """Augury Raven cast from Alice's hand (four Islands pay its {3}{U}): it wasn't in exile, nothing triggers (CR
    601.2a)."""
    s = make_state([bf("nf", "Nalfeshnee"), *[bf(f"i{i}", "Island") for i in range(4)], hand("fh", "Augury Raven")])
    s = cast(engine, s, "fh")
    assert s.doc["stack"] == ["fh"]


# --- Spider-Verse: "Whenever you cast a spell from anywhere other than your hand, you may copy it. If you do, you may
# choose new targets for the copy. If the copy is a permanent spell, it gains haste. Do this only once each turn." -------
# --- Mizzix, Replica Rider: "Whenever you cast a spell from anywhere other than your hand, you may pay {1}{U/R}. If you
# do, copy that spell and you may choose new targets for the copy. If the copy is a permanent spell, it gains haste and
# "At the beginning of your end step, sacrifice this permanent."" --------------------------------------------------------

def test_spider_verse_may_copy_a_spell_cast_from_exile_once_a_turn_603_5_707_9b(engine):
    """Alice casts the foretold Augury Raven from exile (not from her hand, CR 601.2a): Spider-Verse's ability triggers.
    Resolving, she may copy it (CR 603.5): two states. In the one with the copy, the copy (a permanent spell) has haste
    (CR 707.9b) and Spider-Verse has done it this turn."""
    s = make_state([bf("sv", "Spider-Verse"), bf("i1", "Island"), bf("i2", "Island"), foretold("fx", "Augury Raven")])
    s = cast(engine, s, "fx", cost="foretell")
    assert len(abilities_on_stack(s, "sv")) == 1
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    o = next(o for o in outs if copies(o))
    assert "haste" in _abilities(engine, o, copies(o)[0])
    assert obj(o, "sv").get("done_once_this_turn") is True
    assert not obj(next(o for o in outs if not copies(o)), "sv").get("done_once_this_turn")


def test_spider_verse_not_again_this_turn_603_5(engine):
    """Spider-Verse has already copied a spell this turn: the ability triggers but makes no copy (one state)."""
    s = make_state([bf("sv", "Spider-Verse", done_once_this_turn=True), bf("i1", "Island"), bf("i2", "Island"),
                    foretold("fx", "Augury Raven")])
    s = cast(engine, s, "fx", cost="foretell")
    (o,) = resolve(engine, s)
    assert not copies(o)


def test_mizzix_replica_rider_pays_to_copy_with_haste_and_sacrifice_603_5_707_9b(engine):
    """Alice casts the foretold Augury Raven from exile with Mizzix, Replica Rider and four Islands (two pay the
    foretell cost): the ability triggers; resolving, she may pay {1}{U/R} (two states). Paid: a copy of the Raven with
    haste and the sacrifice trigger (CR 707.9b), hers."""
    s = make_state([bf("mz", "Mizzix, Replica Rider"), *[bf(f"i{i}", "Island") for i in range(4)],
                    foretold("fx", "Augury Raven")])
    s = cast(engine, s, "fx", cost="foretell")
    assert len(abilities_on_stack(s, "mz")) == 1
    outs = resolve(engine, s)
    assert sorted(len(copies(o)) for o in outs) == [0, 1]
    o = next(o for o in outs if copies(o))
    (cp,) = copies(o)
    assert obj(o, cp)["controller"] == "alice"
    got = _abilities(engine, o, cp)
    assert "haste" in got and any("sacrifice_self" in a for a in got)


# --- Choreographed Sparks: "This spell can't be copied." / "Choose one or both — • Copy target instant or sorcery spell
# you control. You may choose new targets for the copy. • Copy target creature spell you control. The copy gains haste
# and "At the beginning of the end step, sacrifice this token."" --------------------------------------------------------

def test_choreographed_sparks_copies_a_creature_spell_with_haste_707_9b_707_10f(engine):
    """Second mode at Alice's Grizzly Bears spell: resolving, a copy of the Bears (Alice's, CR 707.10) with haste and
    the end-step sacrifice trigger (CR 707.9b); it resolves into a token Bears with haste (CR 707.10f)."""
    s = make_state([spell("gb", "Grizzly Bears"), hand("cs", "Choreographed Sparks"), bf("m1", "Mountain"),
                    bf("m2", "Mountain")], stack=["gb"])
    s = cast(engine, s, "cs", modes=[2], targets=["gb"])
    (s,) = resolve(engine, s)
    (cp,) = copies(s)
    assert s.doc["stack"] == ["gb", cp] and obj(s, cp)["controller"] == "alice"
    got = _abilities(engine, s, cp)
    assert "haste" in got and any("sacrifice_self" in a for a in got)
    (s,) = resolve(engine, s)
    assert obj(s, cp)["zone"] == "battlefield" and "haste" in _abilities(engine, s, cp)


def test_choreographed_sparks_cant_be_copied_113_6g(engine):
    """Alice's Choreographed Sparks (first mode, at her Lightning Bolt) is on the stack; she casts Reverberate at the
    Sparks. Reverberate resolves and makes no copy: the Sparks can't be copied (CR 113.6g). One state; the stack holds
    the Bolt and the Sparks."""
    s = make_state([spell("bolt", "Lightning Bolt", targets=["bob"]),
                    {**spell("cs", "Choreographed Sparks", targets=["bolt"]), "modes": [1]},
                    hand("rv", "Reverberate"), bf("m1", "Mountain"), bf("m2", "Mountain")], stack=["bolt", "cs"])
    s = cast(engine, s, "rv", targets=["cs"])
    (o,) = resolve(engine, s)
    assert o.doc["stack"] == ["bolt", "cs"] and not copies(o)


# --- Display of Power: "This spell can't be copied." / "Copy any number of target instant and/or sorcery spells. You
# may choose new targets for the copies." -----------------------------------------------------------------------------

def _display():
    """Alice's Lightning Bolt (at Bob) and Bob's Lightning Bolt (at Alice) are on the stack; Alice holds Display of
    Power and three Mountains ({1}{R}{R})."""
    return make_state([spell("ab", "Lightning Bolt", targets=["bob"]), spell("bb", "Lightning Bolt", "bob", ["alice"]),
                       hand("dp", "Display of Power"), *[bf(f"m{i}", "Mountain") for i in range(3)]],
                      stack=["ab", "bb"])


def test_display_of_power_copies_each_target_spell_707_10c(engine):
    """Cast at both Bolts (any number of targets, CR 601.2c), Display of Power resolves: a copy of each, both Alice's
    (CR 707.10), the first slot's first; each copy's target kept or changed to the other player (CR 707.10c): four
    states."""
    s = cast(engine, _display(), "dp", targets=["ab", "bb"])
    outs = resolve(engine, s)
    assert len(outs) == 4
    for o in outs:
        cps = copies(o)
        assert len(cps) == 2 and o.doc["stack"] == ["ab", "bb", *cps]
        assert all(obj(o, c)["controller"] == "alice" for c in cps)
    assert {tuple(obj(o, c)["targets"][0] for c in copies(o)) for o in outs} == \
        {(x, y) for x in ("alice", "bob") for y in ("alice", "bob")}


def test_display_of_power_with_one_target_707_10(engine):
    """Cast at Bob's Bolt only (the cast whose only target is that Bolt): one copy, Alice's, its target Alice kept or
    changed to Bob: two states."""
    outs = engine.apply(_display(), {"action": "cast", "object": "dp", "targets": ["bb"]})
    (s,) = [o.state for o in outs if obj(o.state, "dp")["targets"] == ["bb"]]
    outs = resolve(engine, s)
    assert sorted(obj(o, copies(o)[0])["targets"][0] for o in outs) == ["alice", "bob"]


# --- Plumb the Forbidden: "As an additional cost to cast this spell, you may sacrifice one or more creatures. When you
# do, copy this spell for each creature sacrificed this way." / "You draw a card and you lose 1 life." -------------------

def test_plumb_the_forbidden_copies_for_each_creature_sacrificed_118_8_603_12_707_10(engine):
    """Alice casts Plumb the Forbidden with two Grizzly Bears: she may sacrifice none, either or both (CR 118.8, 601.2h):
    four resulting states. Sacrificing both, the reflexive ability triggers (CR 603.12) and resolves: two copies of the
    spell, Alice's (CR 707.10). Sacrificing none, nothing triggers."""
    s = make_state([hand("pf", "Plumb the Forbidden"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears"),
                    bf("s1", "Swamp"), bf("s2", "Swamp")])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "pf"})]
    assert len(outs) == 4
    def gone(o):
        return tuple(sorted(b for b in ("b1", "b2") if obj(o, b)["zone"] == "graveyard"))
    assert sorted(gone(o) for o in outs) == [(), ("b1",), ("b1", "b2"), ("b2",)]
    (none,) = [o for o in outs if gone(o) == ()]
    assert none.doc["stack"] == ["pf"]
    (both,) = [o for o in outs if gone(o) == ("b1", "b2")]
    (ab,) = abilities_on_stack(both, "pf")
    assert both.doc["stack"] == ["pf", ab]
    (o,) = resolve(engine, both)
    cps = copies(o)
    assert len(cps) == 2 and o.doc["stack"] == ["pf", *cps]
    assert all(obj(o, c)["controller"] == "alice" for c in cps)


# --- Ulalek, Fused Atrocity: "Whenever you cast an Eldrazi spell, you may pay {C}{C}. If you do, copy all spells you
# control, then copy all other activated and triggered abilities you control. You may choose new targets for the
# copies." ------------------------------------------------------------------------------------------------------------

# Test cards (not real cards): a kindred Eldrazi instant (CR 308.1, 308.2), and a land that taps for {C}.
TEST_ELDRAZI = {"name": "Test Eldrazi (test card)", "mana_cost": "{1}", "types": ["kindred", "instant"],
                "subtypes": ["Eldrazi"],
                "abilities": parse_text("Draw a card.", "Test Eldrazi (test card)", ["kindred", "instant"])}
TEST_WASTES = {"name": "Test Wastes (test card)", "types": ["land"],
               "abilities": parse_text("{T}: Add {C}.", "Test Wastes (test card)", ["land"])}


def test_ulalek_copies_all_spells_then_all_other_abilities_603_5_707_10b_707_10c(engine):
    """On the stack: Alice's Man-o'-War trigger (at Bob's Bears) and her Lightning Bolt (at Bob). She casts the Eldrazi
    instant (a Mountain pays): Ulalek's ability triggers. Resolving, she may pay {C}{C} (two Wastes; CR 603.5). Unpaid: no
    copy (one state). Paid: a copy of the Bolt and of the Eldrazi spell, in stack order, then of the trigger (CR
    707.10, 707.10b), all hers; the Bolt copy's target kept or changed to any of five (the players, Man-o'-War, the
    Bears, Ulalek; CR 707.10c), the trigger copy's to any of the three creatures: 15 states. Sixteen in all."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["bbear"],
            "ability": {"source": "mow", "text": mow["abilities"][0]}}
    s = make_state([trig, spell("bolt", "Lightning Bolt", targets=["bob"]), bf("mow", "Man-o'-War"),
                    bf("bbear", "Grizzly Bears", "bob"), bf("ul", "Ulalek, Fused Atrocity"), hand("el", TEST_ELDRAZI["name"]),
                    bf("m", "Mountain"), bf("w1", TEST_WASTES["name"]), bf("w2", TEST_WASTES["name"])],
                   cards=[mow, TEST_ELDRAZI, TEST_WASTES], stack=["mow.ability.3", "bolt"])
    s = cast(engine, s, "el", payment=["m"])
    (ab,) = abilities_on_stack(s, "ul")
    assert s.doc["stack"] == ["mow.ability.3", "bolt", "el", ab]
    outs = resolve(engine, s)
    assert len(outs) == 16
    unpaid = [o for o in outs if len(o.doc["stack"]) == 3]
    assert len(unpaid) == 1 and unpaid[0].doc["stack"] == ["mow.ability.3", "bolt", "el"]
    got = set()
    for o in outs:
        if o in unpaid:
            continue
        st = o.doc["stack"]
        assert st[:3] == ["mow.ability.3", "bolt", "el"] and len(st) == 6
        assert st[3].startswith("bolt.spell_copy") and st[4].startswith("el.spell_copy")
        assert ".ability_copy" in st[5] and obj(o, st[5])["ability"]["source"] == "mow"
        assert all(obj(o, c)["controller"] == "alice" for c in st[3:])
        got.add((obj(o, st[3])["targets"][0], obj(o, st[5])["targets"][0]))
    assert got == {(x, y) for x in ("alice", "bob", "mow", "bbear", "ul") for y in ("mow", "bbear", "ul")}


# --- Nashi, Moon's Legacy: "Whenever Nashi attacks, exile up to one target legendary or Rat card from your graveyard and
# copy it. You may cast the copy." ----------------------------------------------------------------------------------------

def _nashi_attacks(engine):
    """Alice's Nashi attacks Bob; her graveyard holds Errant, Street Artist (legendary) and Grizzly Bears (neither
    legendary nor a Rat); she has an Island. The trigger's possible targets: Errant, or none (CR 115.1d)."""
    s = make_state([bf("nashi", "Nashi, Moon's Legacy"), bf("isl", "Island"),
                    {"id": "err", "card": "Errant, Street Artist", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    return [o.state for o in engine.apply(s, {"action": "declare_attackers",
                                              "attackers": [{"object": "nashi", "player": "bob"}]})]


def test_nashi_targets_a_legendary_card_or_none_115_1d(engine):
    outs = _nashi_attacks(engine)
    got = sorted(tuple(obj(o, a).get("targets") or []) for o in outs for a in abilities_on_stack(o, "nashi"))
    assert got == [(), ("err",)]


def test_nashi_exiles_it_and_alice_casts_the_copy_paying_its_cost_707_12_601_2f(engine):
    """Resolving with Errant as its target: Errant is exiled (CR 406.2) and a copy of it made in exile for Alice to
    cast now (CR 707.12), paying its mana cost {U} (no "without paying", CR 601.2f): cast for free it is illegal; cast
    paying with the Island, it is on the stack and the Island is tapped."""
    (s,) = [o for o in _nashi_attacks(engine) for a in abilities_on_stack(o, "nashi") if obj(o, a).get("targets")]
    s = only(engine.apply(s, {"action": "pass"}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert obj(s, "err")["zone"] == "exile"
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    assert not engine.why_not(s, {"action": "cast", "object": copy["id"], "cost": "free"}).legal
    s = engine.apply(s, {"action": "cast", "object": copy["id"]})[0].state
    assert s.doc["stack"] == [copy["id"]] and obj(s, "isl").get("tapped") is True


# --- Arcane Bombardment: "Whenever you cast your first instant or sorcery spell each turn, exile an instant or sorcery
# card at random from your graveyard. Then copy each card exiled with this enchantment. You may cast any number of the
# copies without paying their mana costs." ------------------------------------------------------------------------------

def test_arcane_bombardment_exiles_at_random_and_copies_every_card_exiled_with_it_607_2a_707_12a(engine):
    """A Lightning Bolt is already exiled with Arcane Bombardment; Alice's graveyard holds two Brainstorms and Grizzly
    Bears. She casts her first instant this turn (a Bolt at Bob): the ability triggers and resolves: one Brainstorm,
    chosen at random (two states, CR 608.2d), is exiled with it (CR 607.2a); then copies of both cards exiled with it,
    the Bolt and that Brainstorm, are made for Alice to cast for free (CR 707.12). She casts both, one after the other
    (CR 707.12a)."""
    s = make_state([bf("ab", "Arcane Bombardment"), bf("m", "Mountain"), hand("b2", "Lightning Bolt"),
                    {"id": "xb", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "exiled_with": "ab"},
                    {"id": "bs1", "card": "Brainstorm", "zone": "graveyard", "owner": "alice"},
                    {"id": "bs2", "card": "Brainstorm", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}])
    s = cast(engine, s, "b2", targets=["bob"])
    assert len(abilities_on_stack(s, "ab")) == 1
    outs = resolve(engine, s)
    assert len(outs) == 2
    assert sorted(next(c for c in ("bs1", "bs2") if obj(o, c)["zone"] == "exile") for o in outs) == ["bs1", "bs2"]
    o = outs[0]
    assert obj(o, "gb")["zone"] == "graveyard"
    left = sorted(x["id"] for x in o.to_document()["objects"] if x.get("cast_now_by") == "alice")
    assert len(left) == 2
    names = sorted(engine.derive(o).object(c).characteristics["name"] for c in left)
    assert names == ["Brainstorm", "Lightning Bolt"]
    bolt_copy = next(c for c in left if engine.derive(o).object(c).characteristics["name"] == "Lightning Bolt")
    other = next(c for c in left if c != bolt_copy)
    o = only(engine.apply(o, {"action": "cast", "object": bolt_copy, "cost": "free", "targets": ["bob"]}))
    o = only(engine.apply(o, {"action": "cast", "object": other, "cost": "free"}))
    assert o.doc["stack"][-2:] == [bolt_copy, other]


# --- Eye of the Storm: "Whenever a player casts an instant or sorcery card, exile it. Then that player copies each
# instant or sorcery card exiled with this enchantment. For each copy, the player may cast the copy without paying its
# mana cost." ------------------------------------------------------------------------------------------------------------

def test_eye_of_the_storm_exiles_the_spell_and_its_caster_casts_copies_of_every_card_exiled_with_it_707_12a(engine):
    """Alice controls Eye of the Storm, with a Brainstorm already exiled with it. Bob casts Lightning Bolt at Alice: the
    ability triggers (CR 603.2). Resolving, the Bolt is exiled with the Eye (it won't resolve; CR 406.2, 607.2a), and
    Bob, its caster, gets copies of both cards exiled with the Eye to cast for free (CR 707.12); he casts the Bolt copy
    at Alice, and then the Brainstorm copy (CR 707.12a)."""
    s = make_state([bf("eye", "Eye of the Storm"), hand("bolt", "Lightning Bolt", "bob"), bf("m", "Mountain", "bob"),
                    {"id": "xbs", "card": "Brainstorm", "zone": "exile", "owner": "alice", "exiled_with": "eye"}],
                   active_player="bob", priority="bob")
    s = cast(engine, s, "bolt", targets=["alice"])
    (ab,) = abilities_on_stack(s, "eye")
    assert s.doc["stack"] == ["bolt", ab]
    (s,) = resolve(engine, s)
    assert obj(s, "bolt")["zone"] == "exile" and obj(s, "bolt")["exiled_with"] == "eye" and s.doc["stack"] == []
    left = sorted(x["id"] for x in s.to_document()["objects"] if x.get("cast_now_by") == "bob")
    names = {c: engine.derive(s).object(c).characteristics["name"] for c in left}
    assert sorted(names.values()) == ["Brainstorm", "Lightning Bolt"]
    bolt_copy = next(c for c in left if names[c] == "Lightning Bolt")
    other = next(c for c in left if c != bolt_copy)
    s = only(engine.apply(s, {"action": "cast", "object": bolt_copy, "cost": "free", "targets": ["alice"]}))
    s = only(engine.apply(s, {"action": "cast", "object": other, "cost": "free"}))
    assert s.doc["stack"] == [bolt_copy, other]


# --- Panoptic Mirror: "At the beginning of your upkeep, you may copy a card exiled with this artifact. If you do, you
# may cast the copy without paying its mana cost." (its Imprint line is another template's) ---------------------------------

def test_panoptic_mirror_copies_one_card_exiled_with_it_to_cast_607_2a_707_12(engine):
    """Lightning Bolt and Brainstorm are exiled with Alice's Panoptic Mirror; its upkeep trigger resolves: Alice copies
    one of them, her choice (CR 607.2a: the cards exiled with it; two states), a copy she may cast for free (CR
    707.12)."""
    mirror = library()["Panoptic Mirror"]
    trig = {"id": "pm.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "pm", "text": mirror["abilities"][1]}}
    s = make_state([trig, bf("pm", "Panoptic Mirror"),
                    {"id": "xb", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "exiled_with": "pm"},
                    {"id": "xs", "card": "Brainstorm", "zone": "exile", "owner": "alice", "exiled_with": "pm"}],
                   phase="beginning", step="upkeep", stack=["pm.ability.3"])
    outs = resolve(engine, s)
    names = []
    for o in outs:
        (c,) = [x["id"] for x in o.to_document()["objects"] if x.get("cast_now_by") == "alice"]
        names.append(engine.derive(o).object(c).characteristics["name"])
    assert sorted(names) == ["Brainstorm", "Lightning Bolt"]


# --- Renegade Bull: "Whenever this creature attacks, exile up to one target instant or sorcery card from your graveyard
# and copy it. You may cast the copy without paying its mana cost." (its other line is another template's); Mizzix's
# Mastery: "Exile target card that's an instant or sorcery from your graveyard. For each card exiled this way, copy it,
# and you may cast the copy without paying its mana cost. Exile Mizzix's Mastery." (overload is another template's) ------

def test_renegade_bull_exiles_a_card_and_its_copy_may_be_cast_free_115_1d_707_12(engine):
    """Renegade Bull attacks: its trigger targets the Lightning Bolt in Alice's graveyard or nothing (CR 115.1d; the
    Grizzly Bears card isn't an instant or sorcery). With the Bolt: resolving, the Bolt is exiled and a copy of it made
    for Alice to cast for free (CR 707.12); cast at Bob, it is on the stack, and casting it (an instant) triggers the
    Bull's own "whenever you cast an instant or sorcery spell" ability, which goes on the stack above it (603.3)."""
    s = make_state([bf("rb", "Renegade Bull"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    outs = [o.state for o in engine.apply(s, {"action": "declare_attackers",
                                              "attackers": [{"object": "rb", "player": "bob"}]})]
    got = sorted(tuple(obj(o, a).get("targets") or []) for o in outs for a in abilities_on_stack(o, "rb"))
    assert got == [(), ("bolt",)]
    (s,) = [o for o in outs for a in abilities_on_stack(o, "rb") if obj(o, a).get("targets")]
    s = only(engine.apply(s, {"action": "pass"}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert obj(s, "bolt")["zone"] == "exile"
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    assert s.doc["stack"][0] == copy["id"] and [obj(s, i).get("ability", {}).get("source") for i in s.doc["stack"][1:]] \
        == ["rb"]


def test_mizzixs_mastery_exiles_the_card_and_casts_a_copy_free_707_12(engine):
    """Mizzix's Mastery, targeting the Lightning Bolt in Alice's graveyard, resolves: the Bolt is exiled, a copy made for
    her to cast for free (CR 707.12), and the Mastery itself exiled."""
    s = make_state([spell("mm", "Mizzix's Mastery", targets=["bolt"]),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}], stack=["mm"])
    (s,) = resolve(engine, s)
    assert obj(s, "bolt")["zone"] == "exile" and obj(s, "mm")["zone"] == "exile"
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    assert engine.derive(s).object(copy["id"]).characteristics["name"] == "Lightning Bolt"


def test_demilich_copy_is_cast_paying_its_cost_601_2f_707_12(engine):
    """Demilich's "Whenever this creature attacks, exile up to one target instant or sorcery card from your graveyard.
    Copy it. You may cast the copy." (its other lines are other templates'): with the Bolt targeted, resolving exiles it
    and makes a copy Alice may cast now paying {R} (CR 601.2f): not for free; with her Mountain, yes."""
    s = make_state([bf("dl", "Demilich"), bf("m", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   phase="combat", step="declare_attackers", priority=None)
    outs = [o.state for o in engine.apply(s, {"action": "declare_attackers",
                                              "attackers": [{"object": "dl", "player": "bob"}]})]
    (s,) = [o for o in outs for a in abilities_on_stack(o, "dl") if obj(o, a).get("targets")]
    s = only(engine.apply(s, {"action": "pass"}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    assert not engine.why_not(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}).legal
    s = engine.apply(s, {"action": "cast", "object": copy["id"], "targets": ["bob"]})[0].state
    assert s.doc["stack"] == [copy["id"]] and obj(s, "m").get("tapped") is True


# --- Chandra's Regulator: "Whenever you activate a loyalty ability of a Chandra planeswalker, you may pay {1}. If you do,
# copy that ability. You may choose new targets for the copy." (its other line is another template's) --------------------

def test_chandras_regulator_pays_to_copy_a_chandra_loyalty_ability_603_5_707_10b(engine):
    """Alice activates Chandra, the Firebrand's +1 at Bob: the Regulator's ability triggers (Chandra is a Chandra
    planeswalker). Resolving, she may pay {1} (an Island): unpaid, no copy; paid, a copy of the +1 ability (source
    Chandra, CR 707.10b) whose target she keeps or changes to herself or Chandra (CR 707.10c): four states."""
    s = make_state([bf("ch", "Chandra, the Firebrand", counters={"loyalty": 3}), bf("reg", "Chandra's Regulator"),
                    bf("isl", "Island")])
    (act,) = [a for a in activations(engine, s, "ch") if a.action["ability"].get("loyalty") == 1]
    s = engine.apply(s, {**act.action, "targets": ["bob"]})[0].state
    assert len(abilities_on_stack(s, "reg")) == 1
    outs = resolve(engine, s)
    assert sorted(len(_ability_copies(o)) for o in outs) == [0, 1, 1, 1]
    got = sorted(_ability_copies(o)[0]["targets"][0] for o in outs if _ability_copies(o))
    assert got == ["alice", "bob", "ch"]
    assert all(c["ability"]["source"] == "ch" for o in outs for c in _ability_copies(o))


def test_rowans_talent_copies_the_enchanted_planeswalkers_loyalty_ability_707_10b(engine):
    """Rowan's Talent ("Whenever you activate a loyalty ability of enchanted planeswalker, copy that ability. You may
    choose new targets for the copy."; its granted ability is another template's) enchants Chandra, the Firebrand:
    Alice activates the +1 at Bob; the Talent's ability triggers and resolves: a copy of the +1 ability, source Chandra
    (CR 707.10b), its target kept or changed to Alice or Chandra (CR 707.10c): three states."""
    s = make_state([bf("ch", "Chandra, the Firebrand", counters={"loyalty": 3}),
                    bf("rt", "Rowan's Talent", attached_to="ch")])
    # (Chandra's own +1, "deals 1 damage to any target"; the Talent grants her another +1, read since main's merge)
    (act,) = [a for a in activations(engine, s, "ch") if a.action["ability"].get("loyalty") == 1
              and a.action["ability"].get("effect") == {"damage": 1}]
    s = engine.apply(s, {**act.action, "targets": ["bob"]})[0].state
    assert len(abilities_on_stack(s, "rt")) == 1
    outs = resolve(engine, s)
    assert sorted(_ability_copies(o)[0]["targets"][0] for o in outs) == ["alice", "bob", "ch"]
