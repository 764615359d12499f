"""Cards of the census that copy, their other sentences too (issue 22, branch spellcopy7, cards A-F):
rules_asp/kernel/spellcopy7_cards.lp.

Each expected value was worked out from the CR rules named in the test and the card's Oracle text before the engine
was run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text.
"""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand, pass_twice
from .test_becomes4_cards import abilities_of, obj


def on_stack(s) -> list[dict[str, Any]]:
    """The stack's objects, bottom first."""
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i] for i in s.doc["stack"]]


def source_of(o: dict[str, Any]) -> str | None:
    return (o.get("ability") or {}).get("source")


def pool(s, player: str) -> str:
    return next(p["mana_pool"] for p in s.doc["players"] if p["name"] == player)


def library(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"{owner[0]}lib{i}", "card": "Island", "zone": "library", "owner": owner} for i in range(n)]


def in_hand(s, owner: str) -> int:
    return sum(1 for o in s.doc["objects"] if o["zone"] == "hand" and o["owner"] == owner)


# --- Aboleth Spawn: "Flash" / "Ward {2}" / "Probing Telepathy — Whenever a creature entering under an opponent's control
# causes a triggered ability of that creature to trigger, you may copy that ability. You may choose new targets for the
# copy." ({2}{U} 2/3). Firebender Ascension: "When this enchantment enters, create a 2/2 red Soldier creature token with
# firebending 1." / "Whenever a creature you control attacking causes a triggered ability of that creature to trigger,
# put a quest counter on this enchantment. Then if it has four or more quest counters on it, you may copy that ability.
# You may choose new targets for the copy." ({1}{R} enchantment)

def test_603_2_aboleth_spawn_and_firebender_ascension_read_their_triggers():
    assert abilities_of("Aboleth Spawn")[2] == {"trigger": "opponent_creature_entering_triggers_own",
                                                "effect": "may_copy_that_ability"}
    assert abilities_of("Firebender Ascension")[1] == {
        "trigger": "your_creature_attacking_triggers_own",
        "effect": {"counter_then_may_copy_that_ability": "quest", "at_least": 4}}


def test_603_6a_707_10_aboleth_spawn_copies_an_opponents_enters_trigger(engine):
    """Bob's turn: he casts Wall of Omens ("When this creature enters, draw a card."); it resolves and enters under his
    control, and its ability triggers (603.6a); that makes Alice's Aboleth Spawn trigger (603.2). Both wait and are put
    on the stack in APNAP order (603.3b): Bob's (the active player's) first, Alice's above it. Hers resolves first: she
    may copy that ability (603.5: two resulting states). Copied, the copy is hers (707.10) and goes on the stack above
    the Wall's ability; it resolves first and she (its controller, "you") draws a card, Bob's still waiting. Declined,
    only the Wall's ability is left."""
    s = make_state([bf("spawn", "Aboleth Spawn"), hand("wall", "Wall of Omens", "bob"), *library("alice", 2),
                    *library("bob", 2)],
                   active_player="bob", priority="bob",
                   players=[{"name": "alice", "life": 20, "mana_pool": ""},
                            {"name": "bob", "life": 20, "mana_pool": "{W}{W}"}])
    s = only(engine.apply(s, {"action": "cast", "object": "wall"}))
    s = only(pass_twice(engine, s))
    assert obj(s, "wall")["zone"] == "battlefield"
    st = on_stack(s)
    assert [source_of(o) for o in st] == ["wall", "spawn"]
    assert (st[0]["controller"], st[1]["controller"]) == ("bob", "alice")
    assert st[1]["ability"].get("that_spell") == st[0]["id"]
    outs = [o.state for o in pass_twice(engine, s)]
    assert len(outs) == 2
    copied = [x for x in outs if len(x.doc["stack"]) == 2]
    declined = [x for x in outs if len(x.doc["stack"]) == 1]
    assert len(copied) == 1 and len(declined) == 1
    assert on_stack(declined[0])[0]["id"] == st[0]["id"]
    s = copied[0]
    bottom, cp = on_stack(s)
    assert bottom["id"] == st[0]["id"] and cp["controller"] == "alice" and source_of(cp) == "wall"
    a0, b0 = in_hand(s, "alice"), in_hand(s, "bob")
    s = only(pass_twice(engine, s))
    assert (in_hand(s, "alice"), in_hand(s, "bob")) == (a0 + 1, b0)
    assert s.doc["stack"] == [st[0]["id"]]


def test_603_2_aboleth_spawn_ignores_its_controllers_own_creatures(engine):
    """Alice casts Wall of Omens while she controls Aboleth Spawn: the Wall enters under her control, not an opponent's,
    so only the Wall's own ability triggers (603.6a)."""
    s = make_state([bf("spawn", "Aboleth Spawn"), hand("wall", "Wall of Omens"), *library("alice", 2)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{W}{W}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "wall"}))
    s = only(pass_twice(engine, s))
    assert [source_of(o) for o in on_stack(s)] == ["wall"]


def test_508_1m_122_1_707_10_firebender_ascension_copies_a_firebending_trigger(engine):
    """Alice's declare attackers step: her Grizzly Bears has firebending 1 (a continuous effect, as Sozin's Comet gives)
    and her Firebender Ascension has three quest counters. The Bears attack: firebending triggers (702.189a, 508.1m) and
    so does the Ascension (603.2). Both are Alice's: she orders them (603.3b), two resulting states.
    - The Ascension's on top: it resolves first, the fourth quest counter goes on (122.1), and then with four she may
      copy the firebending ability (608.2c, 603.5): copied, the copy (hers, 707.10) resolves and adds {R}, the original
      still waiting; declined, only the original is left.
    - The firebending ability on top: it resolves first ({R}); then the Ascension's gets its counter, but that ability
      has left the stack and nothing is copied."""
    s = make_state([bf("gb", "Grizzly Bears"), bf("asc", "Firebender Ascension", counters={"quest": 3})],
                   phase="combat", step="declare_attackers", priority=None,
                   continuous_effects=[{"id": "comet", "affects": ["gb"], "gain_abilities": [{"firebending": 1}],
                                        "until": "end_of_turn", "timestamp": 9}])
    outs = [o.state for o in engine.apply(s, {"action": "declare_attackers", "attackers": ["gb"]})]
    assert len(outs) == 2
    by_top = {source_of(on_stack(x)[-1]): x for x in outs}
    assert sorted(by_top) == ["asc", "gb"]
    # the Ascension's ability on top
    s = by_top["asc"]
    fb = on_stack(s)[0]
    assert on_stack(s)[1]["ability"].get("that_spell") == fb["id"]
    res = [o.state for o in pass_twice(engine, s)]
    assert len(res) == 2 and all(obj(x, "asc")["counters"] == {"quest": 4} for x in res)
    (cs,) = [x for x in res if len(x.doc["stack"]) == 2]
    (ds,) = [x for x in res if len(x.doc["stack"]) == 1]
    assert on_stack(ds)[0]["id"] == fb["id"]
    cp = on_stack(cs)[1]
    assert (source_of(cp), cp["controller"]) == ("gb", "alice")
    cs = only(pass_twice(engine, cs))
    assert pool(cs, "alice") == "{R}" and cs.doc["stack"] == [fb["id"]]
    # the firebending ability on top
    s = only(pass_twice(engine, by_top["gb"]))
    assert pool(s, "alice") == "{R}"
    s = only(pass_twice(engine, s))
    assert obj(s, "asc")["counters"] == {"quest": 4} and s.doc["stack"] == []
    assert pool(s, "alice") == "{R}"


# --- Barroom Brawl: "Target creature you control fights target creature the opponent to your left controls. Then that
# player may copy this spell and may choose new targets for the copy." ({1}{G} sorcery)

def test_barroom_brawl_reads_its_fight_and_copy():
    assert abilities_of("Barroom Brawl") == [{"spell": {
        "effect": [{"fights_target": "creature_left_opponent_controls"}, "left_opponent_may_copy_this_spell"],
        "target": "creature_you_control"}}]


def test_701_14a_707_10c_barroom_brawl_the_opponent_copies_it_with_new_targets(engine):
    """Alice (Serra Angel aa, 4/4) casts Barroom Brawl on her Angel and Bob's Grizzly Bears bb (Bob is the opponent to
    her left: in a two-player game her one opponent, 102.2, 101.4). Bob also controls Serra Angel ba. Resolving: the
    Angel and the Bears fight (701.14a: 4 damage to the Bears, 2 to aa); then Bob may copy the spell (608.2d). Declined:
    one state. Copied (707.10c): each target may stay (even though illegal for him now) or change to a legal one: the
    first ("creature you control", now Bob's) aa kept, ba or bb (the Bears, with lethal damage, is still on the
    battlefield until state-based actions); the second ("creature the opponent to your left controls": Alice's) bb kept
    or aa: 3 x 2 = 6 states, 7 in all. With ba and aa chosen: the Bears dies (704.5g); the copy, Bob's, resolves: ba and
    aa fight, each deals 4 (aa has 6 damage, ba 4): both die; Alice, the opponent to Bob's left, may copy Bob's copy
    (she declines here)."""
    s = make_state([bf("aa", "Serra Angel"), bf("ba", "Serra Angel", "bob"), bf("bb", "Grizzly Bears", "bob"),
                    hand("brawl", "Barroom Brawl")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "brawl", "targets": ["aa", "bb"]}))
    outs = [o.state for o in pass_twice(engine, s)]
    assert len(outs) == 7
    assert all(obj(x, "bb")["zone"] == "graveyard" and obj(x, "aa").get("damage") == 2 for x in outs)
    assert all(obj(x, "brawl")["zone"] == "graveyard" for x in outs)
    declined = [x for x in outs if not x.doc["stack"]]
    assert len(declined) == 1
    copies = {}
    for x in outs:
        if x.doc["stack"]:
            (cp,) = on_stack(x)
            assert cp["controller"] == "bob"
            copies[tuple(cp["targets"])] = x
    assert sorted(copies) == sorted((a, b) for a in ("aa", "ba", "bb") for b in ("bb", "aa"))
    s = copies[("ba", "aa")]
    outs = [o.state for o in pass_twice(engine, s)]
    assert all(obj(x, "aa")["zone"] == "graveyard" and obj(x, "ba")["zone"] == "graveyard" for x in outs)
    (done,) = [x for x in outs if not x.doc["stack"]]
    assert len(outs) > 1 and all(on_stack(x)[0]["controller"] == "alice" for x in outs if x.doc["stack"])


# --- Case of the Shifting Visage: "At the beginning of your upkeep, surveil 1." / "To solve — There are fifteen or more
# cards in your graveyard." / "Solved — Whenever you cast a nonlegendary creature spell, copy that spell." ({1}{U}{U})

CASE = "Case of the Shifting Visage"


def test_719_3_case_of_the_shifting_visage_reads_to_solve_and_solved():
    abs_ = abilities_of(CASE)
    assert abs_[1] == {"trigger": {"beginning_of": "end", "whose": "your"},
                       "if": {"case_unsolved_and": {"graveyard_has": 15}}, "effect": "become_solved"}
    assert abs_[2] == {"solved": {"trigger": {"you_cast": ["creature"], "spell": ["nonlegendary"]},
                                  "effect": {"copy_that_spell": "same_targets"}}}


def gy(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"{owner[0]}gy{i}", "card": "Island", "zone": "graveyard", "owner": owner} for i in range(n)]


def test_719_3a_the_case_becomes_solved_at_your_end_step_with_fifteen_cards(engine):
    """CR 719.3a, 603.4: Alice's second main phase ends (both pass with an empty stack, 500.2) and her end step begins:
    with fifteen cards in her graveyard and the Case not solved, its "To solve" ability triggers; resolved, the Case is
    solved (719.3b). With fourteen cards, nothing triggers."""
    def at_end(n):
        s = make_state([bf("case", CASE), *gy("alice", n)], phase="postcombat_main")
        return only(pass_twice(engine, s))
    s = at_end(15)
    assert s.doc["step"] == "end" and [source_of(o) for o in on_stack(s)] == ["case"]
    s = only(pass_twice(engine, s))
    assert s.doc["stack"] == [] and obj(s, "case").get("designations") == ["solved"]
    s = at_end(14)
    assert s.doc["step"] == "end" and s.doc["stack"] == []


def test_702_169c_707_10_only_a_solved_case_copies_a_nonlegendary_creature_spell(engine):
    """CR 702.169c: Alice casts Grizzly Bears (nonlegendary). With the Case solved (719.3b), its Solved ability triggers
    (601.2i); resolved, it copies the Bears spell (707.10): the copy, Alice's, is on the stack above the Bears. Unsolved,
    the Case has no such ability: nothing triggers."""
    def cast_bears(solved):
        s = make_state([bf("case", CASE, **({"designations": ["solved"]} if solved else {})), hand("gb", "Grizzly Bears")],
                       players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}"},
                                {"name": "bob", "life": 20, "mana_pool": ""}])
        return only(engine.apply(s, {"action": "cast", "object": "gb"}))
    s = cast_bears(True)
    assert [source_of(o) for o in on_stack(s)] == [None, "case"]
    s = only(pass_twice(engine, s))
    bottom, cp = on_stack(s)
    assert bottom["id"] == "gb" and cp["controller"] == "alice" and cp["id"] != "gb"
    s = cast_bears(False)
    assert s.doc["stack"] == ["gb"]


# --- Extus, Oriq Overlord: "Magecraft — Whenever you cast or copy an instant or sorcery spell, return target nonlegendary
# creature card from your graveyard to your hand." (its back face, Awaken the Blood Avatar, isn't read yet)

def test_115_1_205_4a_extus_returns_a_nonlegendary_creature_card(engine):
    """Alice controls Extus and casts Lightning Bolt at Bob (601.2i: magecraft triggers). Her graveyard holds Grizzly
    Bears and Alania, Divergent Storm (a legendary creature card, 205.4a): the only legal target is the Bears (115.1),
    so one resulting state; resolved, the Bears is in her hand and Alania still in her graveyard."""
    assert abilities_of("Extus, Oriq Overlord")[1] == {
        "trigger": {"you_cast_or_copy": ["instant", "sorcery"]},
        "target": {"nonlegendary_graveyard_card": ["creature"]}, "effect": {"return_to_hand": "target"}}
    s = make_state([bf("extus", "Extus, Oriq Overlord"), hand("bolt", "Lightning Bolt"),
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "alania", "card": "Alania, Divergent Storm", "zone": "graveyard", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = [o for o in on_stack(s) if source_of(o) == "extus"]
    assert ab["targets"] == ["gb"]
    s = only(pass_twice(engine, s))
    assert obj(s, "gb")["zone"] == "hand" and obj(s, "alania")["zone"] == "graveyard"


# --- Blade of Shared Souls: "For Mirrodin!" / "Whenever this Equipment becomes attached to a creature, for as long as
# this Equipment remains attached to it, you may have that creature become a copy of another target creature you
# control." / "Equip {2}" ({2}{U} Equipment)

BLADE = "Blade of Shared Souls"


def test_702_163a_blade_of_shared_souls_reads_for_mirrodin_and_its_trigger():
    assert abilities_of(BLADE)[:2] == [
        "for_mirrodin", {"trigger": "self_becomes_attached", "target": "another_creature_you_control",
                         "effect": {"attached_may_become_copy": "target"}}]


def _blade_resolved(engine, *others):
    s = make_state([hand("blade", BLADE), *others],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "blade"}))
    s = only(pass_twice(engine, s))            # the Blade resolves and enters: For Mirrodin! triggers (603.6a)
    assert [source_of(o) for o in on_stack(s)] == ["blade"]
    return only(pass_twice(engine, s))         # ... and resolves


def rebel_of(s) -> str:
    (tok,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    return tok


def test_707_4_611_2b_the_rebel_may_become_a_copy_while_the_blade_stays_attached(engine):
    """CR 702.163a: Alice's Blade enters; For Mirrodin! resolves: a 2/2 red Rebel creature token (111.4: Rebel Token) and
    the Blade attached to it (701.3a). The Blade has become attached to a creature, so its other ability triggers; with
    Alice's Serra Angel on the battlefield, it targets the Angel (the only other creature she controls, 115.1). Resolved, she may (608.2d) have the Rebel become a copy of the Angel (707.4: a 4/4
    flying Serra Angel) or not (still a 2/2 Rebel): two states. Once the Blade leaves the battlefield it no longer
    remains attached, and the copy effect ends (611.2b): the token is a 2/2 Rebel again."""
    s = _blade_resolved(engine, bf("angel", "Serra Angel"))
    reb = rebel_of(s)
    c = engine.derive(s).object(reb).characteristics
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == ("Rebel Token", 2, 2, ["red"], ["Rebel"])
    assert obj(s, "blade").get("attached_to") == reb
    (ab,) = on_stack(s)
    assert source_of(ab) == "blade" and ab["targets"] == ["angel"]
    outs = [o.state for o in pass_twice(engine, s)]
    names = sorted(engine.derive(x).object(reb).characteristics["name"] for x in outs)
    assert names == ["Rebel Token", "Serra Angel"]
    (s,) = [x for x in outs if engine.derive(x).object(reb).characteristics["name"] == "Serra Angel"]
    c = engine.derive(s).object(reb).characteristics
    assert (c["power"], c["toughness"]) == (4, 4) and "flying" in c["abilities"]
    s = only(engine.apply(s, {"event": "move", "object": "blade", "to": "graveyard"}))
    c = engine.derive(s).object(reb).characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Rebel Token", 2, 2)


# --- Dynaheir, Invoker Adept: "Haste" / "You may activate abilities of other creatures you control as though those
# creatures had haste." / "{T}: When you next activate an ability that isn't a mana ability this turn by spending four or
# more mana to activate it, copy that ability. You may choose new targets for the copy." ({1}{U}{R}{W})

DYN = "Dynaheir, Invoker Adept"
RESOLVE = {"event": "resolve"}   # (the top object of the stack resolves, as after both players pass, 608.1)


def activated_of(card: str) -> dict[str, Any]:
    return next(a for a in abilities_of(card) if isinstance(a, dict) and "activated" in a)


def test_dynaheir_reads_its_static_and_delayed_copy():
    assert abilities_of(DYN) == ["haste", "activate_others_as_though_haste",
                                 {"activated": {"cost": "", "tap": True, "effect": {"copy_next_ability_spending": 4}}}]


def test_602_5a_702_10c_dynaheir_lets_other_creatures_tap_as_though_they_had_haste(engine):
    """CR 602.5a: Alice's Archivist ("{T}: Draw a card.") came under her control this turn (summoning sick): she can't
    activate its {T} ability, unless she controls Dynaheir (702.10c: as though it had haste). Bob's summoning-sick
    Archivist gets nothing from Alice's Dynaheir ("creatures you control")."""
    arch = {"action": "activate", "object": "arch", "ability": activated_of("Archivist")}
    lib = library("alice", 1) + library("bob", 1)
    s = make_state([bf("arch", "Archivist", summoning_sick=True), *lib])
    assert engine.why_not(s, arch).failures == [("summoning_sick", "602.5a")]
    s = make_state([bf("dyn", DYN), bf("arch", "Archivist", summoning_sick=True),
                    bf("barch", "Archivist", "bob", summoning_sick=True), *lib])
    s = only(engine.apply(s, arch))
    assert [source_of(o) for o in on_stack(s)] == ["arch"]
    s = make_state([bf("dyn", DYN), bf("barch", "Archivist", "bob", summoning_sick=True), *lib], priority="bob")
    w = engine.why_not(s, {"action": "activate", "object": "barch", "ability": activated_of("Archivist")})
    assert w.failures == [("summoning_sick", "602.5a")]


def test_603_7c_707_10_dynaheir_copies_the_next_ability_paid_with_four_mana(engine):
    """CR 603.7: Alice activates Dynaheir's {T} ability; it resolves: a delayed triggered ability waits. She activates her
    Archivist's {T} ability (no mana spent): nothing triggers (603.7b); it resolves (a card drawn). She activates League
    Guildmage's "{3}{U}, {T}: Draw a card." paying four mana (601.2h via 602.2b): the delayed ability triggers above it;
    resolved, it copies that ability for her (707.10); the copy and the ability resolve: two more cards. The delayed
    ability triggered once and is gone."""
    s = make_state([bf("dyn", DYN), bf("arch", "Archivist"), bf("lg", "League Guildmage"), *library("alice", 4)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "dyn", "ability": activated_of(DYN)}))
    s = only(engine.apply(s, RESOLVE))
    assert s.to_document().get("delayed_triggers")
    s = only(engine.apply(s, {"action": "activate", "object": "arch", "ability": activated_of("Archivist")}))
    assert [source_of(o) for o in on_stack(s)] == ["arch"]
    s = only(engine.apply(s, RESOLVE))
    assert in_hand(s, "alice") == 1 and s.to_document().get("delayed_triggers")
    s = only(engine.apply(s, {"action": "activate", "object": "lg", "ability": activated_of("League Guildmage")}))
    assert [source_of(o) for o in on_stack(s)] == ["lg", "dyn"]
    s = only(engine.apply(s, RESOLVE))
    (orig, cp) = on_stack(s)
    assert source_of(cp) == "lg" and cp["controller"] == "alice" and cp["id"] != orig["id"]
    for _ in range(2):
        s = only(engine.apply(s, RESOLVE))
    assert in_hand(s, "alice") == 3 and s.doc["stack"] == []
    assert not s.to_document().get("delayed_triggers")


# --- Alania, Divergent Storm: "Whenever you cast a spell, if it's the first instant spell, the first sorcery spell, or
# the first Otter spell other than Alania you've cast this turn, you may have target opponent draw a card. If you do,
# copy that spell. You may choose new targets for the copy." ({3}{U}{R} legendary Otter Wizard)

ALANIA = "Alania, Divergent Storm"


def alice(pool: str, **counts) -> list[dict[str, Any]]:
    return [{"name": "alice", "life": 20, "mana_pool": pool, **counts}, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_alania_reads_its_trigger():
    assert abilities_of(ALANIA) == [{"trigger": {"you_cast": []}, "if": "first_instant_sorcery_or_otter_this_turn",
                                     "target": "opponent", "effect": {"may_have_target_draw_copy_that_spell": "target"}}]


def test_603_4_707_10c_alania_copies_the_first_instant_for_a_card_to_the_opponent(engine):
    """Alice controls Alania and casts Lightning Bolt at Bob, her first instant spell this turn (601.2i, 603.4): Alania
    triggers, targeting Bob (the only opponent, 115.1). Resolved, she may have him draw a card (608.2d). Declined: nothing,
    the Bolt alone on the stack. Accepted: Bob draws (121.1) and the Bolt is copied for her (707.10), the copy's target
    kept (Bob) or changed to another legal one (707.10c: Alice, or Alania, a creature: "any target", 115.4): four
    resulting states."""
    s = make_state([bf("al", ALANIA), hand("bolt", "Lightning Bolt"), *library("bob", 1)], players=alice("{R}"))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    (ab,) = [o for o in on_stack(s) if source_of(o) == "al"]
    assert ab["targets"] == ["bob"]
    outs = [o.state for o in pass_twice(engine, s)]
    assert len(outs) == 4
    (declined,) = [x for x in outs if x.doc["stack"] == ["bolt"]]
    assert in_hand(declined, "bob") == 0
    copies = [x for x in outs if len(x.doc["stack"]) == 2]
    assert all(in_hand(x, "bob") == 1 and on_stack(x)[1]["controller"] == "alice" for x in copies)
    assert sorted(on_stack(x)[1]["targets"][0] for x in copies) == ["al", "alice", "bob"]


def test_601_2i_603_4_alania_only_the_first_instant_or_sorcery(engine):
    """Alice already cast an instant spell this turn (instants_cast_this_turn 1, instants_sorceries_cast_this_turn 1):
    a second Lightning Bolt doesn't make Alania trigger (603.4), but Boltwave, her first sorcery spell, does."""
    counts = {"instants_cast_this_turn": 1, "instants_sorceries_cast_this_turn": 1}
    s = make_state([bf("al", ALANIA), hand("bolt", "Lightning Bolt")], players=alice("{R}", **counts))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]
    s = make_state([bf("al", ALANIA), hand("wave", "Boltwave")], players=alice("{R}", **counts))
    s = only(engine.apply(s, {"action": "cast", "object": "wave"}))
    assert [source_of(o) for o in on_stack(s)] == [None, "al"]


def test_205_3m_alania_the_first_otter_spell_other_than_alania(engine):
    """Kitsa, Otterball Elite is an Otter: as Alice's first Otter spell this turn, it makes Alania trigger, and the count
    of her Otter spells becomes 1 (601.2i); with one cast before, it doesn't. A second Alania, an Otter spell named Alania,
    never counts: no trigger, and the count stays 0."""
    s = make_state([bf("al", ALANIA), hand("kitsa", "Kitsa, Otterball Elite")], players=alice("{U}{U}"))
    s = only(engine.apply(s, {"action": "cast", "object": "kitsa"}))
    assert [source_of(o) for o in on_stack(s)] == [None, "al"]
    assert s.doc["players"][0].get("otter_spells_cast_this_turn") == 1
    s = make_state([bf("al", ALANIA), hand("kitsa", "Kitsa, Otterball Elite")],
                   players=alice("{U}{U}", otter_spells_cast_this_turn=1))
    s = only(engine.apply(s, {"action": "cast", "object": "kitsa"}))
    assert s.doc["stack"] == ["kitsa"]
    s = make_state([bf("al", ALANIA), hand("al2", ALANIA)], players=alice("{U}{U}{U}{R}{R}"))
    s = only(engine.apply(s, {"action": "cast", "object": "al2"}))
    assert s.doc["stack"] == ["al2"] and not s.doc["players"][0].get("otter_spells_cast_this_turn")


# --- Elemental Expressionist: "Magecraft — Whenever you cast or copy an instant or sorcery spell, choose target creature
# you control. Until end of turn, it gains "If this creature would leave the battlefield, exile it instead of putting it
# anywhere else" and "When this creature is put into exile, create a 4/4 blue and red Elemental creature token.""

EE = "Elemental Expressionist"


def test_614_1a_603_6c_elemental_expressionist_exiles_instead_and_makes_an_elemental(engine):
    """Alice controls the Expressionist and Grizzly Bears and casts Lightning Bolt at Bob: magecraft triggers (601.2i),
    its target one of her creatures (115.1): two resulting states. With the Bears chosen, the ability resolves: the Bears
    gain both quoted abilities until end of turn (611.2c, 613.1f). The Bears would then be put into a graveyard: exiled
    instead (614.1a), so they don't die (614.6); being put into exile triggers their other ability (603.6c, 603.10a),
    which resolves: a 4/4 blue and red Elemental creature token (111.4: Elemental Token), Alice's."""
    ab = abilities_of(EE)[0]
    assert ab["effect"]["abilities"][0] == "exile_instead_of_leaving"
    assert ab["effect"]["abilities"][1]["trigger"] == "self_put_into_exile"
    s = make_state([bf("ee", EE), bf("gb", "Grizzly Bears"), hand("bolt", "Lightning Bolt")], players=alice("{R}"))
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})]
    assert sorted(on_stack(x)[1]["targets"][0] for x in outs) == ["ee", "gb"]
    (s,) = [x for x in outs if on_stack(x)[1]["targets"] == ["gb"]]
    s = only(pass_twice(engine, s))
    assert "exile_instead_of_leaving" in engine.derive(s).object("gb").characteristics["abilities"]
    s = only(engine.apply(s, {"event": "move", "object": "gb", "to": "graveyard"}))
    assert obj(s, "gb")["zone"] == "exile"
    assert [source_of(o) for o in on_stack(s)] == [None, "gb"]
    s = only(pass_twice(engine, s))
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], c["power"], c["toughness"], sorted(c["colors"])) == ("Elemental Token", 4, 4, ["blue", "red"])
    assert tok.get("controller", tok["owner"]) == "alice"


# --- Chef's Kiss: "Gain control of target spell that targets only a single permanent or player. Copy it, then reselect
# the targets at random for the spell and the copy. The new targets can't be you or a permanent you control." ({1}{R}{R})

def test_115_7_707_10_chefs_kiss_steals_copies_and_retargets(engine):
    """Bob casts Lightning Bolt at Alice (one target, a player: Chef's Kiss can target it, 115.1). Alice casts Chef's
    Kiss on the Bolt; resolved, the Bolt is hers, it is copied for her (707.10), and the targets of the spell and of the
    copy are chosen again at random among those legal for her that aren't her or her Serra Angel: Bob or his Grizzly
    Bears, each (115.7): four resulting states, each with the Bolt and the copy Alice's."""
    s = make_state([bf("angel", "Serra Angel"), bf("bb", "Grizzly Bears", "bob"), hand("bolt", "Lightning Bolt", "bob"),
                    hand("kiss", "Chef's Kiss")], priority="bob",
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": "{R}"}])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "cast", "object": "kiss", "targets": ["bolt"]}))
    outs = [o.state for o in pass_twice(engine, s)]
    assert len(outs) == 4
    seen = set()
    for x in outs:
        bolt, cp = on_stack(x)
        assert bolt["id"] == "bolt" and bolt["controller"] == "alice" and cp["controller"] == "alice"
        seen.add((bolt["targets"][0], cp["targets"][0]))
    assert seen == {(a, b) for a in ("bob", "bb") for b in ("bob", "bb")}


# --- Founding the Third Path: "Read ahead" / "I — You may cast an instant or sorcery spell with mana value 1 or 2 from
# your hand without paying its mana cost." / "II — Target player mills four cards." / "III — Exile target instant or
# sorcery card from your graveyard. Copy it. You may cast the copy." (read ahead and chapter I aren't read yet)

FOUNDING = "Founding the Third Path"


def test_714_2b_707_12_founding_chapter_three_casts_a_copy_paying_its_cost(engine):
    """CR 714.3c, 714.2b: in Alice's draw step the Saga has two lore counters; her precombat main phase begins, a third,
    chapter III triggers, its target the one instant or sorcery card in her graveyard, Lightning Bolt (115.1). Resolved:
    the Bolt is exiled (406.2) and copied; she may cast the copy (707.12), paying its cost ({R}, 601.2f: her Mountain),
    and does, at Bob: resolved, Bob is at 17 (the copy then ceases to exist, 707.10a).
    CR 608.2g, 704.3, 117.5 (branch castnow): the copy is cast while the chapter ability resolves, when no state-based
    action is checked: with the step settled, the Saga is still on the battlefield while the cast is pending, and is
    sacrificed (714.4) only once the copy is on the stack. Declined instead (Alice passes), the Saga is sacrificed and the
    copy, outside the stack, ceases to exist (704.5e)."""
    abs_ = abilities_of(FOUNDING)
    assert {"trigger": {"chapters": [2]}, "target": "player", "effect": {"target_mills": 4}} in abs_
    assert {"trigger": {"chapters": [3]}, "target": {"graveyard_card": ["instant", "sorcery"]},
            "effect": {"exile_cast_copy_paying": "target"}} in abs_
    s = make_state([bf("saga", FOUNDING, counters={"lore": 2}), bf("mtn", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   phase="beginning", step="draw")
    s = only(pass_twice(engine, s))
    (ab,) = on_stack(s)
    assert source_of(ab) == "saga" and ab["targets"] == ["bolt"]
    # (the copy is cast as the ability resolves, 707.12, 608.2g: before the state-based actions that then sacrifice the
    # Saga, 714.4, 704.3)
    s = only(engine.apply(s, RESOLVE))
    assert obj(s, "bolt")["zone"] == "exile" and obj(s, "saga")["zone"] == "battlefield"
    (cp,) = [o["id"] for o in s.doc["objects"] if o.get("cast_now_by")]
    declined = only(engine.apply(s, {"action": "pass"}))
    assert obj(declined, "saga")["zone"] == "graveyard" and cp not in {o["id"] for o in declined.doc["objects"]}
    s = only(engine.apply(s, {"action": "cast", "object": cp, "targets": ["bob"]}))
    assert obj(s, "mtn").get("tapped") and s.doc["stack"][-1] == cp and obj(s, "saga")["zone"] == "graveyard"
    s = only(engine.apply(s, RESOLVE))
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 17


def test_701_17a_founding_chapter_two_mills_the_target_player(engine):
    """CR 714.3c: the Saga's second lore counter as Alice's precombat main phase begins; chapter II triggers, its target a
    player (115.1): Alice or Bob, two resulting states. At Bob: resolved, the top four of his five library cards go to his
    graveyard (701.17a), the fifth stays."""
    s = make_state([bf("saga", FOUNDING, counters={"lore": 1}), *library("bob", 5)], phase="beginning", step="draw")
    outs = [o.state for o in pass_twice(engine, s)]
    assert sorted(on_stack(x)[0]["targets"][0] for x in outs) == ["alice", "bob"]
    (s,) = [x for x in outs if on_stack(x)[0]["targets"] == ["bob"]]
    s = only(engine.apply(s, RESOLVE))
    zones = sorted(o["zone"] for o in s.doc["objects"] if o["owner"] == "bob")
    assert zones == ["graveyard"] * 4 + ["library"]


def test_702_155_714_3b_read_ahead_and_chapter_one_cast_from_hand(engine):
    """CR 702.155b, 714.3b: Alice's Founding the Third Path resolves; as it enters she chooses 1, 2 or 3 and it enters with
    that many lore counters. 702.155a: only the chapter of exactly that number triggers: with 3, chapter III (its target
    the Bolt in her graveyard: one state); with 2, chapter II (its target Alice or Bob: two states); with 1, chapter I:
    four resulting states. Chapter I resolves (608.2g): she may cast an instant or sorcery card of mana value 1 or 2 from
    her hand without paying its mana cost: her Lightning Bolt (not her Grizzly Bears, a creature), or nothing: two states.
    Picked, she casts the Bolt free (118.9) at Bob: it is on the stack."""
    s = make_state([hand("ftp", FOUNDING), hand("bolt", "Lightning Bolt"), hand("gb", "Grizzly Bears"),
                    {"id": "gbolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}],
                   players=alice("{U}{U}"))
    s = only(engine.apply(s, {"action": "cast", "object": "ftp"}))
    outs = [o.state for o in pass_twice(engine, s)]
    assert len(outs) == 4
    by_lore = {}
    for x in outs:
        (ab,) = on_stack(x)
        by_lore.setdefault(obj(x, "ftp")["counters"]["lore"], []).append(ab)
    assert sorted((k, len(v)) for k, v in by_lore.items()) == [(1, 1), (2, 2), (3, 1)]
    assert by_lore[3][0]["targets"] == ["gbolt"] and "targets" not in by_lore[1][0]
    (s,) = [x for x in outs if obj(x, "ftp")["counters"]["lore"] == 1]
    outs = [o.state for o in engine.apply(s, RESOLVE)]
    assert len(outs) == 2
    (s,) = [x for x in outs if any(o.get("cast_now_by") for o in x.doc["objects"])]
    assert [o["id"] for o in s.doc["objects"] if o.get("cast_now_by")] == ["bolt"]
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "cost": "free", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Baron Helmut Zemo: "Whenever you cast a black spell from your hand, Baron Helmut Zemo connives." (its Boast line
# isn't read yet)

def test_105_2_601_2i_zemo_connives_on_a_black_spell_only(engine):
    """CR 601.2i, 105.2: Alice casts Twilight Diviner ({2}{B}, black) from her hand: Zemo's ability triggers (above the
    spell); Lightning Bolt (red) doesn't make it trigger."""
    assert abilities_of("Baron Helmut Zemo")[0] == {"trigger": {"you_cast": [], "spell": ["black"], "from_hand": True},
                                                    "effect": "connive"}
    s = make_state([bf("zemo", "Baron Helmut Zemo"), hand("td", "Twilight Diviner")], players=alice("{B}{B}{B}"))
    s = only(engine.apply(s, {"action": "cast", "object": "td"}))
    assert [source_of(o) for o in on_stack(s)] == [None, "zemo"]
    s = make_state([bf("zemo", "Baron Helmut Zemo"), hand("bolt", "Lightning Bolt")], players=alice("{R}"))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Ashling, Flame Dancer: "You don't lose unspent red mana as steps and phases end." / "Magecraft — Whenever you cast
# or copy an instant or sorcery spell, discard a card, then draw a card. If this is the second time this ability has
# resolved this turn, Ashling deals 2 damage to each opponent and each creature they control. If it's the third time,
# add {R}{R}{R}{R}."

ASHLING = "Ashling, Flame Dancer"


def _ashling(resolved: int):
    return make_state([bf("ash", ASHLING, ability_resolutions_this_turn=resolved), bf("bb", "Grizzly Bears", "bob"),
                       hand("bolt", "Lightning Bolt"), hand("isl", "Island"), *library("alice", 2)],
                      players=alice("{R}"))


def test_608_2c_707_10b_ashling_second_resolution_deals_damage(engine):
    """CR 608.2c: Ashling's magecraft ability already resolved once this turn; Alice casts Lightning Bolt at Bob and it
    triggers again (601.2i). Resolving, she discards her Island (her only card) and draws a card; it is the second time
    this turn, so Ashling deals 2 damage to Bob (18) and to his Grizzly Bears, which die (704.5g); the count is 2."""
    s = only(engine.apply(_ashling(1), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert obj(s, "isl")["zone"] == "graveyard" and in_hand(s, "alice") == 1
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 18
    assert obj(s, "bb")["zone"] == "graveyard"
    assert obj(s, "ash").get("ability_resolutions_this_turn") == 2


def test_500_5_ashling_third_resolution_adds_red_mana_that_stays(engine):
    """The third time (608.2c): Ashling deals no damage and adds {R}{R}{R}{R}. The Bolt resolves (Bob at 17); both pass
    with the stack empty and the precombat main phase ends (500.5): the red mana stays in Alice's pool (Ashling's static
    ability)."""
    s = only(engine.apply(_ashling(2), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(pass_twice(engine, s))
    assert s.doc["players"][0]["mana_pool"] == "{R}{R}{R}{R}" and obj(s, "bb")["zone"] == "battlefield"
    s = only(pass_twice(engine, s))
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 17
    s = only(pass_twice(engine, s))
    assert s.doc["phase"] == "combat" and s.doc["players"][0]["mana_pool"] == "{R}{R}{R}{R}"
