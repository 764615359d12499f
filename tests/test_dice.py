"""Die rolls with a results table (CR 706) and coin flips (CR 705) (branch dice): rules_asp/kernel/dice_rolls.lp.

Each expected value was worked out from the CR rules named in the test and the card's Oracle text before the engine
was run. Real cards from the bundled library; the abilities are those the importer reads from their Oracle text. A
random result is a resulting state of its own (CR 706.1a: a d20 has 20 equally likely results, so 20 states).
"""

from __future__ import annotations

from .conftest import make_state, only
from .test_becomes2_cards import bf, hand
from .test_becomes4_cards import abilities_of, obj


def pass_all(engine, s, n=2):
    """Every player passes in turn: the top of the stack resolves; the resulting states."""
    for _ in range(n - 1):
        s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def copies(s):
    return [o for o in s.doc["objects"] if o["zone"] == "stack" and ".spell_copy." in o["id"]]


def lib(oid, card, owner, pos):
    return {"id": oid, "card": card, "zone": "library", "owner": owner, "library_position": pos}


def natural(outcome):
    """The natural result of the one die roll of an outcome (its die_rolled event, CR 706.2)."""
    (ev,) = [e for e, _ in outcome.events if e.startswith("die_rolled(")]
    return int(ev.split(",")[1])


def in_hand(s, owner):
    return sorted(o["id"] for o in s.doc["objects"] if o["zone"] == "hand" and o["owner"] == owner)


# --- Wyll's Reversal: "Choose target spell or ability with one or more targets. Roll a d20 and add the greatest power
# among creatures you control." / "1—14 | You may choose new targets for that spell or ability." / "15+ | You may choose
# new targets for that spell or ability. Then copy it. You may choose new targets for the copy." ({2}{R} instant)

WYLL = "Wyll's Reversal"


def test_706_3a_wylls_reversal_reads_its_roll_and_results_table():
    assert abilities_of(WYLL) == [
        {"spell": {"target": "spell_or_ability_with_targets",
                   "effect": {"roll_d20": "target", "plus": "greatest_power_you_control"}}},
        {"roll_result_range": 1, "to": 14, "effect": "may_retarget_that"},
        {"roll_result_from": 15, "effect": "may_retarget_that_then_copy"}]


def test_706_2_115_7d_707_10c_wylls_reversal_retargets_a_bolt_and_copies_it_on_15_or_more(engine):
    """Alice casts Lightning Bolt at Bob, then Wyll's Reversal targeting the Bolt (a spell with a target). It resolves: she
    rolls a d20 and adds 0 (she controls no creature, 706.2); each natural result is a resulting state (706.1a): 20. On
    1-14 (14 states) she may choose new targets for the Bolt (115.7d): it targets Bob or alice, no copy. On 15-20 (6
    states) the same, then the Bolt is copied for her and she may choose the copy's target (707.10, 707.10c): Bob or
    alice. So the Bolt's target and the copy's across the states are exactly: (Bob, none), (alice, none) and each pair
    of Bob and alice (results that leave the same state are one resulting state: 6 states); a state with a copy comes
    from a natural result of 15 or more, one without from 1-14."""
    s = make_state([hand("lb", "Lightning Bolt"), hand("wr", WYLL)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]}))
    s = only(engine.apply(s, {"action": "cast", "object": "wr", "targets": ["lb"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    got = {}
    for o in engine.apply(s, {"action": "pass"}):
        st, nat = o.state, natural(o)
        cps = copies(st)
        assert len(cps) <= 1 and st.doc["stack"][0] == "lb"
        assert (len(cps) == 1) == (nat >= 15)
        assert all(c["controller"] == "alice" for c in cps)     # the copy is hers: she created it (707.10)
        got[(obj(st, "lb")["targets"][0], cps[0]["targets"][0] if cps else None)] = nat
    assert set(got) == {("bob", None), ("alice", None), ("bob", "bob"), ("bob", "alice"), ("alice", "bob"),
                        ("alice", "alice")}


def test_706_2_706_3a_wylls_reversal_adds_the_greatest_power_among_her_creatures_to_the_natural_result(engine):
    """The same, Alice controlling Grizzly Bears (2/2) and Shivan Dragon (5/5): the modifier is the greatest power, 5
    (706.2), so the result is the natural result plus 5 and the 15+ row applies from a natural 10 on (706.3a); the copy
    appears exactly in the states of a natural result of 10 or more (each resulting state names one natural result that
    leads to it)."""
    s = make_state([hand("lb", "Lightning Bolt"), hand("wr", WYLL), bf("gb", "Grizzly Bears"), bf("sd", "Shivan Dragon")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]}))
    s = only(engine.apply(s, {"action": "cast", "object": "wr", "targets": ["lb"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    kinds = set()
    for o in engine.apply(s, {"action": "pass"}):
        ncp = len(copies(o.state))
        (ev,) = [e for e, _ in o.events if e.startswith("die_rolled(")]
        nat, res = (int(x) for x in ev[:-1].split(", ")[1:3])     # die_rolled(source, natural, result)
        assert res == nat + 5 and ncp == (res >= 15) == (nat >= 10)
        kinds.add(ncp)
    assert kinds == {0, 1}


# --- Mathise, Surge Channeler: "Whenever you cast an instant or sorcery spell with mana value 3 or greater, roll a d20."
# / "1-9 | Each player draws a card." / "10-19 | You draw a card." / "20 | Copy that spell. You may choose new targets
# for the copy." ({2}{U} 1/1)

MATHISE = "Mathise, Surge Channeler"


def test_706_3a_mathise_reads_its_trigger_and_three_rows():
    assert abilities_of(MATHISE) == [
        {"trigger": {"you_cast": ["instant", "sorcery"], "min_mana_value": 3}, "effect": {"roll_d20": "none"}},
        {"roll_result_range": 1, "to": 9, "effect": {"each_player_draws": 1}},
        {"roll_result_range": 10, "to": 19, "effect": {"draw": 1}},
        {"roll_result_exact": 20, "effect": {"copy_that_spell": "new_targets"}}]


def test_706_1a_706_3a_707_10_mathise_rolls_twenty_results_of_three_kinds(engine):
    """Alice controls Mathise and casts Seething Song ({2}{R} sorcery, mana value 3: the trigger's condition holds,
    603.2). The trigger resolves first: a d20, no modifier (706.2), 20 results (706.1a) leaving three resulting states.
    Natural 1-9: each player draws a card (alice's l1 and bob's m1 into hands); 10-19: alice alone draws l1; 20: no
    draw, and Seething Song is copied for alice (707.10; it has no target to choose), the copy on top of the stack."""
    s = make_state([bf("ma", MATHISE), hand("ss", "Seething Song"),
                    lib("l1", "Grizzly Bears", "alice", 1), lib("l2", "Grizzly Bears", "alice", 2),
                    lib("m1", "Grizzly Bears", "bob", 1), lib("m2", "Grizzly Bears", "bob", 2)],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "ss"}))
    assert len(s.doc["stack"]) == 2     # Seething Song, and Mathise's trigger above it
    kinds = {}
    for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}):
        st, nat = o.state, natural(o)
        k = (tuple(in_hand(st, "alice")), tuple(in_hand(st, "bob")), len(copies(st)))
        assert k not in kinds
        kinds[k] = 1 if nat <= 9 else 10 if nat <= 19 else 20
    assert kinds == {(("l1",), ("m1",), 0): 1, (("l1",), (), 0): 10, ((), (), 1): 20}


def test_603_2_mathise_doesnt_trigger_on_a_spell_of_mana_value_less_than_3(engine):
    """Alice controls Mathise and casts Lightning Bolt (mana value 1, 202.3): the trigger condition fails (603.2), so only
    the Bolt is on the stack."""
    s = make_state([bf("ma", MATHISE), hand("lb", "Lightning Bolt")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]}))
    assert s.doc["stack"] == ["lb"]


# --- Mirror March: "Whenever a nontoken creature you control enters, flip a coin until you lose a flip. For each flip
# you won, create a token that's a copy of that creature. Those tokens gain haste. Exile them at the beginning of the next
# end step." ({5}{R} enchantment)

MIRROR = "Mirror March"


def test_705_2_mirror_march_reads_its_trigger():
    assert abilities_of(MIRROR) == [
        {"trigger": {"nontoken_enters": "creature", "who": "you"},
         "effect": [{"flip_until_lose": "for_each_win", "effect": {"create_token_copy": "that"}},
                    {"token_gains": "haste", "until": "forever"},
                    {"tokens_leave": "exile", "at": "next_end_step"}]}]


def test_705_2_707_2_mirror_march_copies_the_bears_once_per_flip_won_up_to_the_bound(engine):
    """Alice controls Mirror March and casts Grizzly Bears; it enters and the trigger resolves. Flips until one is lost
    (705.2): 0, 1, 2 or 3 flips won (the CR sets no bound: 3 is the engine's, named by the coin_flips_bounded event of
    each outcome; a longer run is left out), each its own resulting state, with that many tokens that are copies of the Bears (707.2: named Grizzly
    Bears, 2/2), each with haste (611.2), and as many flips won as tokens in the coin_flips_won event; a delayed
    trigger of Alice's will exile them at the beginning of the next end step (603.7a)."""
    s = make_state([bf("mm", MIRROR), hand("gb", "Grizzly Bears")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    (s,) = pass_all(engine, s)
    assert len(s.doc["stack"]) == 1     # the trigger for the Bears (603.3)
    won = {}
    for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}):
        toks = [x for x in o.state.doc["objects"] if x["zone"] == "battlefield" and x["id"] not in ("mm", "gb")]
        evs = [e for e, _ in o.events if e.startswith("coin_flips")]
        assert any(e.startswith("coin_flips_bounded(") and e.endswith(", 3)") for e in evs)
        (k,) = [int(e[:-1].rsplit(", ", 1)[1]) for e in evs if e.startswith("coin_flips_won(")]
        assert len(toks) == k and k not in won
        # "Exile them at the beginning of the next end step": a delayed trigger of Alice's (603.7a) when there are tokens
        dts = o.state.doc.get("delayed_triggers", [])
        assert all(d["text"]["trigger"] == "next_end_step" and d["controller"] == "alice" for d in dts)
        assert k == 0 or dts
        if k == 3:      # (one derive: the three tokens of the longest run)
            d = engine.derive(o.state)
            for t in toks:
                ch = d.object(t["id"]).characteristics
                assert (ch["name"], ch["power"], ch["toughness"]) == ("Grizzly Bears", 2, 2)
                assert "haste" in ch["abilities"]
        won[k] = len(toks)
    assert won == {0: 0, 1: 1, 2: 2, 3: 3}


# --- Delina, Wild Mage: "Whenever Delina attacks, choose target creature you control, then roll a d20." / "1—14 | Create
# a tapped and attacking token that's a copy of that creature, except it's not legendary and it has "At end of combat,
# exile this token."" / "15—20 | Create one of those tokens. You may roll again." ({3}{R} legendary 3/2)

DELINA = "Delina, Wild Mage"


def test_706_3c_delina_reads_its_trigger_and_rows():
    assert abilities_of(DELINA) == [
        {"trigger": "attacks", "target": "creature_you_control", "effect": {"roll_d20": "target"}},
        {"roll_result_range": 1, "to": 14, "effect": {
            "create_token_copy": "tapped_attacking",
            "except": {"remove_supertypes": ["legendary"],
                       "add_abilities": [{"trigger": "at_end_of_combat", "effect": {"exile": "self"}}]}}},
        {"roll_result_range": 15, "to": 20, "effect": "one_of_those_tokens_may_roll_again"}]


def test_706_3c_508_4_511_2_delina_makes_one_token_per_roll_and_rolls_again_on_15_or_more(engine):
    """Delina attacks alone and targets herself (the only creature Alice controls, 115.1). Every roll makes one token
    that's a copy of Delina, not legendary (707.9b), tapped and attacking Bob (508.4): a first roll of 1-14 makes one; a
    first roll of 15-20 makes one and Alice may roll again (706.3c, 608.2d): declining leaves one, rolling again (any
    result) makes a second. The CR sets no bound (a second 15-20 lets her roll a third time, and so on); the engine
    stops after the second roll (dice_rolls_bounded names a second roll of 15-20). So within that bound exactly two
    resulting states: one token (no rolls_again event) and two tokens (rolls_again). (Its quoted "At end of combat,
    exile this token." triggers as the end of combat step begins, 511.2: walking there costs seconds, left out here.)"""
    s = make_state([bf("de", DELINA)], phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["de"]}))
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(s, {"action": "pass"}))
    by_count = {}
    for o in engine.apply(s, {"action": "pass"}):
        toks = [x for x in o.state.doc["objects"] if x["zone"] == "battlefield" and x["id"] != "de"]
        again = any(e.startswith("rolls_again(") for e, _ in o.events)
        assert len(toks) not in by_count
        by_count[len(toks)] = (again, o.state)
        for t in toks:
            assert t.get("tapped") and t.get("attacking") == "bob"
    assert {k: v[0] for k, v in by_count.items()} == {1: False, 2: True}
    # a token put onto the battlefield attacking was never declared as an attacker: Delina's copy doesn't trigger
    assert all(v[1].doc["stack"] == [] for v in by_count.values())     # (508.3a)
    st = by_count[1][1]
    (tok,) = [x["id"] for x in st.doc["objects"] if x["zone"] == "battlefield" and x["id"] != "de"]
    ch = engine.derive(st).object(tok).characteristics
    assert ch["name"] == DELINA and "legendary" not in ch.get("supertypes", [])
    assert {"trigger": "at_end_of_combat", "effect": {"exile": "self"}} in ch["abilities"]     # the exception (707.9a)


# --- Wizard's Spellbook: "{T}: Exile target instant or sorcery card from a graveyard. Roll a d20. Activate only as a
# sorcery." / "1—9 | Copy that card. You may cast the copy." / "10—19 | Copy that card. You may cast the copy by paying
# {1} rather than paying its mana cost." / "20 | Copy each card exiled with this artifact. You may cast any number of the
# copies without paying their mana costs." ({5}{U}{U} artifact)

SPELLBOOK = "Wizard's Spellbook"


def test_706_3a_wizards_spellbook_reads_its_ability_and_rows():
    assert abilities_of(SPELLBOOK) == [
        {"activated": {"cost": "", "tap": True, "effect": {"exile_roll_d20": "target"},
                       "target": {"card_in_a_graveyard": ["instant", "sorcery"]}}, "only": "sorcery"},
        {"roll_result_range": 1, "to": 9, "effect": "copy_that_card_may_cast"},
        {"roll_result_range": 10, "to": 19, "effect": {"copy_that_card_cast_for": "{1}"}},
        {"roll_result_exact": 20, "effect": "copy_each_linked_cast_free"}]


def test_607_2a_707_12_118_9_wizards_spellbook_copies_by_its_roll(engine):
    """Alice's Spellbook (Seething Song already exiled with it) exiles Lightning Bolt from her graveyard (406.2; now
    exiled with the Spellbook too, 607.2a) and she rolls a d20 (706.1a): three resulting states. 1-9: one copy of the
    Bolt in exile for her to cast now, paying its mana cost (707.12: cast cost mana, no other). 10-19: one copy, cast
    only by paying {1} (118.9: cost alternative; not mana, not free). 20: a copy of each card exiled with the Spellbook,
    the Bolt and Seething Song, each to cast now for free (707.12a; one after the other: one of them first)."""
    s = make_state([bf("sb", SPELLBOOK), {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "ss", "card": "Seething Song", "zone": "exile", "owner": "alice", "exiled_with": "sb"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "activate", "object": "sb", "ability": abilities_of(SPELLBOOK)[0],
                              "targets": ["lb"]}))
    got = set()
    for st in pass_all(engine, s):
        assert obj(st, "lb")["zone"] == "exile" and obj(st, "lb").get("exiled_with") == "sb"
        cps = {o["id"]: o["card"] if "card" in o else None for o in st.doc["objects"] if o.get("cast_now_by") == "alice"}
        costs = frozenset(a.action.get("cost") for a in engine.legal_actions(st) if a.action.get("action") == "cast"
                          and a.action["object"] in cps)
        got.add((len(cps), costs))
    assert got == {(1, frozenset({"mana"})), (1, frozenset({"alternative"})), (2, frozenset({"free"}))}


# A test card (not a real one) with the quoted ability Delina's tokens get: "At end of combat, exile this token."
EOC = {"name": "Test End of Combat Exile", "mana_cost": "{1}", "types": ["creature"], "power": 1, "toughness": 1,
       "abilities": [{"trigger": "at_end_of_combat", "effect": {"exile": "self"}}]}


def test_511_2_406_2_at_end_of_combat_exiles_its_source_as_the_step_begins(engine):
    """In the combat damage step both players pass: the end of combat step begins and the ability triggers (511.2); it
    resolves and exiles its source (406.2). Before it resolves the permanent is still on the battlefield."""
    s = make_state([bf("ec", "Test End of Combat Exile")], cards=[EOC], phase="combat", step="combat_damage")
    s = pass_all(engine, s)[0]
    assert (s.doc["step"], len(s.doc["stack"]), obj(s, "ec")["zone"]) == ("end_of_combat", 1, "battlefield")
    (s,) = pass_all(engine, s)
    assert obj(s, "ec")["zone"] == "exile"
