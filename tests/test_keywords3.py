"""Keyword abilities and keyword-like lines census copy cards carry beside their copy ability (issue 22, branch
keywords3; rules_asp/kernel/keywords3_*.lp). Each expected value was worked out from the CR text (the rule number in
each test's name) and the card's rulings before the engine was run. Real cards from the bundled library.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, only
from .test_attachments import to_upkeep_trigger
from .test_token_copies import obj, pass_twice

# --- Dermotaxi's imprint: "As this Vehicle enters, exile a creature card from a graveyard." (CR 614.1c, 607.2a) ------


def test_614_1c_dermotaxi_imprint_line_reads():
    assert library()["Dermotaxi"]["abilities"][0] == {"k3_as_enters_exile_from_a_graveyard": ["creature"]}


def test_614_1c_607_2a_dermotaxi_exiles_a_creature_card_from_any_graveyard_as_it_enters(engine):
    """Dermotaxi ({2}) resolves and enters (CR 608.3); as it enters (614.1c, 614.12: a replacement effect, no trigger
    on the stack) Alice exiles a creature card from a graveyard, hers or Bob's: Runeclaw Bear (hers) or Grizzly Bears
    (Bob's), never Lightning Bolt (an instant). Two resulting states, one per card; the card is exiled with Dermotaxi
    (607.2a) and the other stays in its graveyard."""
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "rb", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    got = sorted((obj(o.state, "taxi")["zone"], obj(o.state, "rb")["zone"], obj(o.state, "rb").get("exiled_with"),
                  obj(o.state, "gb")["zone"], obj(o.state, "gb").get("exiled_with"), obj(o.state, "bolt")["zone"])
                 for o in outs)
    assert got == [("battlefield", "exile", "taxi", "graveyard", None, "graveyard"),
                   ("battlefield", "graveyard", None, "exile", "taxi", "graveyard")]
    assert all(not [x for x in o.state.to_document()["objects"] if x["zone"] == "stack"] for o in outs)


def test_614_1c_dermotaxi_enters_with_nothing_to_exile(engine):
    """No creature card in any graveyard: the replacement exiles nothing and Dermotaxi still enters (614.1c)."""
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert (obj(s, "taxi")["zone"], obj(s, "bolt")["zone"]) == ("battlefield", "graveyard")


def test_607_2a_707_4_dermotaxi_becomes_a_copy_of_the_card_it_imprinted(engine):
    """Imprint then its linked ability (607.2a, 406.6): Dermotaxi enters exiling Bob's Grizzly Bears (the only creature
    card in a graveyard); tapping Alice's two Runeclaw Bears (118.3), it becomes a copy of the exiled card until end of
    turn, a Vehicle artifact in addition (707.4, 707.9b): a 2/2 named Grizzly Bears with types artifact and creature."""
    ab = next(a for a in library()["Dermotaxi"]["abilities"] if "activated" in a)
    s = make_state([{"id": "taxi", "card": "Dermotaxi", "zone": "hand", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"},
                    {"id": "c1", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"},
                    {"id": "c2", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}]
                   + basics("alice", "Plains", 2))
    s = only(engine.apply(s, {"action": "cast", "object": "taxi"}))
    s = pass_twice(engine, s)
    assert (obj(s, "gb")["zone"], obj(s, "gb").get("exiled_with")) == ("exile", "taxi")
    s = only(engine.apply(s, {"action": "activate", "object": "taxi", "ability": {"activated": ab["activated"]}}))
    s = pass_twice(engine, s)
    c = engine.derive(s).object("taxi").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert sorted(c["types"]) == ["artifact", "creature"] and "Vehicle" in c["subtypes"]


# --- Panoptic Mirror's imprint: "{X}, {T}: You may exile an instant or sorcery card with mana value X from your hand."
# (CR 107.3a, 607.2a, 608.2d)

def test_607_2a_608_2d_panoptic_mirror_imprints_an_instant_with_mana_value_x(engine):
    """Alice activates Panoptic Mirror announcing X = 2 (107.3a), paying {2} with two Mountains and tapping it. As the
    ability resolves she may exile an instant or sorcery card with mana value 2 from her hand (608.2d): Fork ({R}{R},
    mana value 2) or nothing: not Lightning Bolt (mana value 1) nor Runeclaw Bear (a creature card). Two resulting
    states; the exiled Fork is exiled with the Mirror (607.2a)."""
    ab = library()["Panoptic Mirror"]["abilities"][0]
    assert ab["activated"]["effect"] == {"k3_exile_from_hand_linked_mv_x": ["instant", "sorcery"]}
    s = make_state([{"id": "pm", "card": "Panoptic Mirror", "zone": "battlefield", "owner": "alice"},
                    {"id": "fork", "card": "Fork", "zone": "hand", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    {"id": "bear", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Mountain", 2))
    s = only(engine.apply(s, {"action": "activate", "object": "pm", "ability": ab, "x": 2}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    got = sorted((obj(o.state, "fork")["zone"], obj(o.state, "fork").get("exiled_with"), obj(o.state, "bolt")["zone"],
                  obj(o.state, "bear")["zone"]) for o in outs)
    assert got == [("exile", "pm", "hand", "hand"), ("hand", None, "hand", "hand")]


def test_603_2b_707_12_panoptic_mirror_casts_a_copy_of_its_imprinted_card_at_upkeep(engine):
    """Lightning Bolt is imprinted with X = 1 (107.3a, 607.2a). Then, from Bob's end step with an empty stack, Alice's
    turn begins: the Mirror's upkeep trigger (603.2b) resolves, she copies the Bolt (707.12) and casts the copy without
    paying its mana cost (608.2g) at Bob: 20 - 3 = 17. The Bolt stays exiled with the Mirror."""
    ab = library()["Panoptic Mirror"]["abilities"][0]
    s = make_state([{"id": "pm", "card": "Panoptic Mirror", "zone": "battlefield", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Mountain", 1))
    s = only(engine.apply(s, {"action": "activate", "object": "pm", "ability": ab, "x": 1}))
    s = only(engine.apply(s, {"action": "pass"}))
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"}) if obj(o.state, "bolt")["zone"] == "exile"]
    assert obj(s, "bolt").get("exiled_with") == "pm"
    s = make_state([{"id": "pm", "card": "Panoptic Mirror", "zone": "battlefield", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "exiled_with": "pm"},
                    {"id": "lib1", "card": "Mountain", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "lib2", "card": "Mountain", "zone": "library", "owner": "bob", "library_position": 1}],
                   active_player="bob", priority="bob", phase="ending", step="end")
    s = to_upkeep_trigger(engine, s)
    doc = s.to_document()
    assert (doc["active_player"], doc["step"]) == ("alice", "upkeep")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    (s,) = [o.state for o in outs if [x for x in o.state.to_document()["objects"] if x.get("cast_now_by") == "alice"]]
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    s = pass_twice(engine, s)
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 17
    assert (obj(s, "bolt")["zone"], obj(s, "bolt")["exiled_with"]) == ("exile", "pm")


# --- "Max speed —" (CR 702.179e): a condition on the ability, not an ability word -------------------------------------

def test_702_179e_max_speed_line_is_not_read_without_its_condition():
    """Slick Imitator's "Max speed — {1}, Sacrifice this creature: Copy target spell you control. ..." may be activated
    only by a player with max speed (702.179e): the line is never read as a plain activated ability; it is the
    activated ability held under ``max_speed`` (branch spellcopy10's rules act on it only at speed 4)."""
    abilities = library()["Slick Imitator"]["abilities"]
    assert not [a for a in abilities if "activated" in a]
    (held,) = [a for a in abilities if "max_speed" in a]
    assert held["max_speed"]["activated"]["effect"] == {"copy_spell": "target", "new_targets": True}
    assert "start_your_engines" in abilities


# --- Level up (CR 702.87a) and leveler striations (CR 711.2a-b, 711.5): Echo Mage ({1}{U}{U}, 2/3; Level up {1}{U};
# LEVEL 2-3: 2/4 and "{U}{U}, {T}: Copy target instant or sorcery spell. ..."; LEVEL 4+: 2/5 and "... twice ...")

ECHO_COPY = {"cost": "{U}{U}", "effect": {"copy_spell": "target", "new_targets": True}, "tap": True,
             "target": {"spell": ["instant", "sorcery"]}}


def _echo(level: int | None):
    more = {"counters": {"level": level}} if level else {}
    return make_state([{"id": "em", "card": "Echo Mage", "zone": "battlefield", "owner": "alice", **more}]
                      + basics("alice", "Island", 2))


def _echo_chars(engine, level: int | None):
    c = engine.derive(_echo(level)).object("em").characteristics
    has_copy = any(isinstance(a, dict) and "activated" in a and "copy_spell" in a["activated"]["effect"]
                   for a in c["abilities"])
    has_twice = any(isinstance(a, dict) and "activated" in a and "copy_target_times" in a["activated"]["effect"]
                    for a in c["abilities"])
    return c["power"], c["toughness"], has_copy, has_twice


def test_711_5_711_2a_711_2b_echo_mage_power_toughness_and_abilities_by_level(engine):
    """0 or 1 level counters: its printed 2/3 and neither copy ability (711.5). 2 or 3: base 2/4 and the LEVEL 2-3
    ability only (711.2a). 4 or 5: base 2/5 and the LEVEL 4+ ability only (711.2b)."""
    assert _echo_chars(engine, None) == (2, 3, False, False)
    assert _echo_chars(engine, 1) == (2, 3, False, False)
    assert _echo_chars(engine, 2) == (2, 4, True, False)
    assert _echo_chars(engine, 3) == (2, 4, True, False)
    assert _echo_chars(engine, 4) == (2, 5, False, True)
    assert _echo_chars(engine, 5) == (2, 5, False, True)


def test_702_87a_level_up_puts_a_level_counter_at_sorcery_speed(engine):
    """Level up {1}{U}: Alice pays it with her two Islands in her main phase with an empty stack (602.5d); the ability
    resolves and Echo Mage has one level counter (702.87a). Bob, not its controller, can't activate it."""
    s = _echo(None)
    assert not engine.why_not(s, {"action": "activate", "object": "em", "ability": {"activated": ECHO_COPY}}).legal
    s = only(engine.apply(s, {"action": "activate", "object": "em", "ability": {"k3_level_up": "{1}{U}"}}))
    s = pass_twice(engine, s)
    assert obj(s, "em").get("counters") == {"level": 1}


def test_602_5d_level_up_needs_sorcery_timing(engine):
    """With a spell on the stack Alice can't level up (602.5d: only when she could cast a sorcery)."""
    s = make_state([{"id": "em", "card": "Echo Mage", "zone": "battlefield", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Island", 2) + basics("alice", "Mountain", 1))
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    w = engine.why_not(s, {"action": "activate", "object": "em", "ability": {"k3_level_up": "{1}{U}"}})
    assert not w.legal and ("needs_sorcery_timing", "602.5d") in {(f[0].split("(")[0], f[1]) for f in w.failures}


def test_711_2a_707_10_a_level_2_echo_mage_copies_a_spell(engine):
    """With two level counters Echo Mage has its LEVEL 2-3 ability (711.2a): Alice casts Lightning Bolt at Bob, then
    pays {U}{U} and taps Echo Mage to copy it (707.10); the copy and the Bolt each deal 3 damage: Bob 20 -> 14. At one
    level counter the same activation isn't legal (711.5)."""
    def state(level):
        return make_state([{"id": "em", "card": "Echo Mage", "zone": "battlefield", "owner": "alice",
                            "counters": {"level": level}},
                           {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}]
                          + basics("alice", "Island", 2) + basics("alice", "Mountain", 1))
    act = {"action": "activate", "object": "em", "ability": {"activated": ECHO_COPY}, "targets": ["bolt"]}
    s1 = only(engine.apply(state(1), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert not engine.why_not(s1, act).legal
    s = only(engine.apply(state(2), {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(engine.apply(s, act))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    (s,) = [x for x in outs if any(o["zone"] == "stack" and o["id"] != "bolt" and o.get("targets") == ["bob"]
                                   for o in x.to_document()["objects"])]
    for _ in range(6):
        if not [o for o in s.to_document()["objects"] if o["zone"] == "stack"]:
            break
        s = pass_twice(engine, s)
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 14
