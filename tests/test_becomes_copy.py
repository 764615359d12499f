"""Becomes-a-copy triggered abilities of issue 22 (branch becomes), played from the cards' real Oracle text in the
bundled library: CR 707.4 (a permanent that becomes a copy keeps its counters and status and doesn't enter), 707.9a
("except it has this ability" is a copiable value), 603.2 and 603.6a (enters triggers, one per creature), 608.2d
("you may"), 514.2 ("until end of turn" ends at cleanup), 601.2c/601.2i (heroic). Runeclaw Bear (a vanilla {1}{G}
2/2 Bear) and Juggernaut come from examples/cards/cr707.yaml. Each expected value was worked out from the CR rule
named in the test and the card's rulings before the engine was run.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, cast, lands, make_state, only
from .test_entercopy_cards import bf, ch, hand

CR707 = {c["name"]: c for c in yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]}


def st(objects, **kw):
    return make_state(objects, cards=[CR707["Runeclaw Bear"]], **kw)




def pass2(engine, s):
    """Both players pass: the top object of the stack resolves (CR 117.4, 608); every resulting state."""
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def cast_resolve(engine, s, action):
    return only(pass2(engine, only(engine.apply(s, action))))


def stack_sources(s):
    """The sources of the abilities on the stack, bottom first (a spell: None)."""
    abil = {o["id"]: o["ability"]["source"] for o in s.doc["objects"] if "ability" in o}
    return [abil.get(x) for x in s.doc["stack"]]


def targets_of(s, oid):
    (o,) = [o for o in s.doc["objects"] if o["id"] == oid]
    return o.get("targets")


# ----------------------------------------------------------------------------------------------------------
# "Whenever another creature [you control] enters, ... becomes a copy of that creature" (CR 603.6a, 707.4, 707.9a)

def test_707_9a_603_6a_unstable_shapeshifter_becomes_the_entering_creature_and_keeps_the_ability(engine):
    """CR 603.6a, 707.4, 707.9a (Unstable Shapeshifter): Alice's Runeclaw Bear enters; the Shapeshifter's ability
    triggers (any creature, either player's); as it resolves the Shapeshifter becomes a 2/2 Runeclaw Bear (Bear,
    green) that still has "Whenever another creature enters, ..." (a copiable value, 707.9a)."""
    s = st([bf("us", "Unstable Shapeshifter", ts=1), hand("bear", "Runeclaw Bear"), *lands("alice", forests=2)])
    s = cast_resolve(engine, s, {"action": "cast", "object": "bear"})
    assert stack_sources(s) == ["us"]
    (out,) = pass2(engine, s)
    assert ("became_copy(us, bear)", "707.4") in out.events
    c = ch(engine.derive(out.state), "us")
    assert (c["name"], c["power"], c["toughness"], c["subtypes"], c["colors"]) == ("Runeclaw Bear", 2, 2, ["Bear"], ["green"])
    assert c["abilities"] == [{"trigger": "another_creature_enters",
                               "effect": {"become_copy": "it", "keep_this_ability": True}}]


def test_707_9a_unstable_shapeshifter_copy_keeps_copying_the_next_creature(engine):
    """CR 707.9a, 707.4, 613.7 (Unstable Shapeshifter rulings): having become a Runeclaw Bear with its ability (its own
    trigger, as above), it becomes a copy of the next creature that enters too (Alice's Juggernaut): a 5/3 Juggernaut
    (the later copy effect wins), with the Shapeshifter's ability again."""
    s = st([bf("us", "Unstable Shapeshifter", ts=1), hand("bear", "Runeclaw Bear"), hand("jug", "Juggernaut"),
            *lands("alice", forests=2, islands=4)])
    s = only(pass2(engine, cast(engine, s, "bear", only_one=False)))   # (which lands paid: not looked at)
    s = only(pass2(engine, s))
    assert ch(engine.derive(s), "us")["name"] == "Runeclaw Bear"
    s = cast_resolve(engine, s, {"action": "cast", "object": "jug"})
    assert stack_sources(s) == ["us"]
    (out,) = pass2(engine, s)
    c = ch(engine.derive(out.state), "us")
    assert (c["name"], c["power"], c["toughness"]) == ("Juggernaut", 5, 3)
    assert {"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": True}} in c["abilities"]


def test_603_6a_renegade_doppelganger_ignores_an_opponents_creature(engine):
    """CR 603.2 (Renegade Doppelganger): "another creature you control": Bob's Juggernaut entering under Bob's control
    doesn't trigger Alice's Doppelganger; the stack is empty after the Juggernaut resolves."""
    s = st([bf("rd", "Renegade Doppelganger", ts=1), hand("jug", "Juggernaut", "bob"), *lands("bob", islands=4)],
           active_player="bob", priority="bob")
    s = cast_resolve(engine, s, {"action": "cast", "object": "jug"})
    assert s.doc["stack"] == []
    assert ch(engine.derive(s), "rd")["name"] == "Renegade Doppelganger"


def test_608_2d_514_2_renegade_doppelganger_may_copy_until_end_of_turn(engine):
    """CR 603.2, 608.2d, 707.4, 514.2 (Renegade Doppelganger): Alice's Runeclaw Bear enters; the trigger resolves with
    two outcomes: declined (still a 0/1 Renegade Doppelganger) or a 2/2 Runeclaw Bear until end of turn, without the
    Doppelganger's ability (it copied none: no exception). At cleanup the copy effect ends: Renegade Doppelganger
    again, with its ability."""
    s = st([bf("rd", "Renegade Doppelganger", ts=1), hand("bear", "Runeclaw Bear"), *lands("alice", forests=2)])
    s = cast_resolve(engine, s, {"action": "cast", "object": "bear"})
    assert stack_sources(s) == ["rd"]
    outs = pass2(engine, s)
    assert len(outs) == 2
    names = sorted(ch(engine.derive(o.state), "rd")["name"] for o in outs)
    assert names == ["Renegade Doppelganger", "Runeclaw Bear"]
    (copied,) = [o.state for o in outs if ch(engine.derive(o.state), "rd")["name"] == "Runeclaw Bear"]
    c = ch(engine.derive(copied), "rd")
    assert (c["power"], c["toughness"], c["abilities"]) == (2, 2, [])
    after = only(engine.apply(copied, {"event": "end_turn"}))
    c = ch(engine.derive(after), "rd")
    assert (c["name"], c["power"], c["toughness"], len(c["abilities"])) == ("Renegade Doppelganger", 0, 1, 1)


# ----------------------------------------------------------------------------------------------------------
# Heroic: "Whenever you cast a spell that targets this creature, ..." (CR 601.2c, 601.2i, 603.2)

def test_601_2i_707_9a_artisan_of_forms_heroic_becomes_a_copy_with_this_ability(engine):
    """CR 601.2i, 603.2, 608.2d, 707.9a (Artisan of Forms): Alice casts Jump targeting Artisan of Forms; heroic
    triggers as Jump becomes cast and goes on the stack above it, targeting Bob's Juggernaut (the only creature
    other than the Artisan; "target creature" may be the Artisan itself too: two choices of target). Resolving it
    with the Juggernaut as target: declined, or the Artisan becomes a 5/3 Juggernaut with the heroic ability."""
    s = st([bf("art", "Artisan of Forms", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2), hand("jump", "Jump"),
            *lands("alice", islands=1)])
    outs = engine.apply(s, {"action": "cast", "object": "jump", "targets": ["art"]})
    assert len(outs) == 2          # heroic's target: the Artisan or the Juggernaut (CR 603.3d)
    assert all(stack_sources(o.state) == [None, "art"] for o in outs)
    assert sorted(targets_of(o.state, o.state.doc["stack"][-1])[0] for o in outs) == ["art", "jug"]
    (s,) = [o.state for o in outs if targets_of(o.state, o.state.doc["stack"][-1]) == ["jug"]]
    res = pass2(engine, s)
    assert len(res) == 2
    got = sorted((ch(engine.derive(o.state), "art")["name"], ch(engine.derive(o.state), "art")["power"]) for o in res)
    assert got == [("Artisan of Forms", 1), ("Juggernaut", 5)]
    (cp,) = [o.state for o in res if ch(engine.derive(o.state), "art")["name"] == "Juggernaut"]
    abil = ch(engine.derive(cp), "art")["abilities"]
    assert any(isinstance(a, dict) and a.get("trigger") == "you_cast_spell_targeting_self" for a in abil)


def test_603_2_heroic_does_not_trigger_on_an_opponents_spell(engine):
    """CR 603.2 (heroic): "you cast": Bob's Jump targeting Alice's Artisan of Forms triggers nothing."""
    s = st([bf("art", "Artisan of Forms", ts=1), hand("jump", "Jump", "bob"), *lands("bob", islands=1)],
           active_player="bob", priority="bob")
    (out,) = engine.apply(s, {"action": "cast", "object": "jump", "targets": ["art"]})
    assert len(out.state.doc["stack"]) == 1


# ----------------------------------------------------------------------------------------------------------
# Attack triggers with "another target ..." (CR 115.1, 508.1m, 603.3d, 707.4, 707.9b, 707.9a)

def attack_step(objects, **top):
    """Alice's declare attackers step, before her declaration (CR 508.1)."""
    return st(objects, **dict({"phase": "combat", "step": "declare_attackers", "priority": None}, **top))


def test_115_1_707_4_tilonalli_skinshifter_copies_another_nonlegendary_attacker_until_end_of_turn(engine):
    """CR 508.1m, 603.3d, 115.1, 707.4, 514.2 (Tilonalli's Skinshifter): Alice attacks with the Skinshifter, Runeclaw
    Bear and the legendary Loki, Lord of Misrule. The trigger's only legal target is the Bear (Loki is legendary, the
    Skinshifter itself isn't "another"): one outcome. Resolved, the Skinshifter is a 2/2 Runeclaw Bear, still attacking
    (707.4: status isn't a copiable value); after cleanup it is a 0/1 Tilonalli's Skinshifter again."""
    s = attack_step([bf("ts", "Tilonalli's Skinshifter", ts=1), bf("bear", "Runeclaw Bear", ts=2),
                     bf("loki", "Loki, Lord of Misrule", ts=3)])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ts", "bear", "loki"]}))
    assert stack_sources(s) == ["ts"]
    assert targets_of(s, s.doc["stack"][-1]) == ["bear"]
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    c = ch(d, "ts")
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 2, 2)
    (doc,) = [o for o in out.state.doc["objects"] if o["id"] == "ts"]
    assert doc.get("attacking") == "bob"
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    c = ch(engine.derive(after), "ts")
    assert (c["name"], c["power"], c["toughness"]) == ("Tilonalli's Skinshifter", 0, 1)


def test_115_1_tilonalli_skinshifter_trigger_with_no_other_attacker_is_removed(engine):
    """CR 603.3d: attacking alone, the Skinshifter's ability has no legal target ("another ... attacking creature")
    and is removed from the stack; the Skinshifter stays itself."""
    s = attack_step([bf("ts", "Tilonalli's Skinshifter", ts=1), bf("bear", "Runeclaw Bear", ts=2)])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ts"]}))
    assert s.doc["stack"] == []
    assert ch(engine.derive(s), "ts")["name"] == "Tilonalli's Skinshifter"


def test_115_1_707_9b_707_9a_sunfrill_imitator_copies_another_dinosaur_you_control(engine):
    """CR 115.1, 603.3d, 608.2d, 707.9b, 707.9a (Sunfrill Imitator): Alice attacks with Sunfrill Imitator; she controls
    a Polyraptor, Bob controls another. The only legal target is Alice's Polyraptor (not Bob's: "you control"; not the
    Imitator itself, a Dinosaur too: "another"). Resolved: declined, or the Imitator becomes a 5/5 Dinosaur named
    Sunfrill Imitator with Polyraptor's enrage ability and its own attack ability; no duration, so after cleanup it
    still is."""
    s = attack_step([bf("si", "Sunfrill Imitator", ts=1), bf("pr", "Polyraptor", ts=2),
                     bf("bpr", "Polyraptor", owner="bob", ts=3)])
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["si"]}))
    assert stack_sources(s) == ["si"]
    assert targets_of(s, s.doc["stack"][-1]) == ["pr"]
    outs = pass2(engine, s)
    assert len(outs) == 2
    got = sorted((ch(engine.derive(o.state), "si")["name"], ch(engine.derive(o.state), "si")["power"]) for o in outs)
    assert got == [("Sunfrill Imitator", 3), ("Sunfrill Imitator", 5)]
    (cp,) = [o.state for o in outs if ch(engine.derive(o.state), "si")["power"] == 5]
    c = ch(engine.derive(cp), "si")
    assert (c["toughness"], c["subtypes"]) == (5, ["Dinosaur"])
    poly = ch(engine.derive(cp), "pr")["abilities"]
    assert len(c["abilities"]) == len(poly) + 1 and all(a in c["abilities"] for a in poly)
    assert [a for a in c["abilities"] if a not in poly][0]["trigger"] == "attacks"
    after = only(engine.apply(cp, {"event": "end_turn"}))
    assert ch(engine.derive(after), "si")["power"] == 5


# ----------------------------------------------------------------------------------------------------------
# "Each ... you control becomes a copy of ..." (CR 707.4, 611.2c, 110.2, 707.9b)

def legal_of(engine, s, kind, oid):
    return [a for a in engine.legal_actions(s) if a.action["action"] == kind and a.action.get("object") == oid]


def test_707_4_707_9b_loki_each_other_creature_you_control_becomes_a_nonlegendary_loki(engine):
    """CR 602.2, 707.4, 707.9b, 611.2c, 514.2 (Loki, Lord of Misrule): Alice activates Loki ({U}, {T}) choosing Loki
    itself ("target creature you control": Loki or her Runeclaw Bear, not Bob's Juggernaut). Resolved: the Bear is a
    3/4 "Loki, Lord of Misrule" that isn't legendary (the exception), with Loki's ability; Loki and Bob's Juggernaut are
    unchanged. After cleanup the Bear is a 2/2 Runeclaw Bear again."""
    s = st([bf("loki", "Loki, Lord of Misrule", ts=1), bf("bear", "Runeclaw Bear", ts=2),
            bf("jug", "Juggernaut", owner="bob", ts=3), *lands("alice", islands=1)])
    (act,) = legal_of(engine, s, "activate", "loki")
    assert sorted(act.targets[0]) == ["bear", "loki"]
    s = only(engine.apply(s, dict(act.action, targets=["loki"])))
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    c = ch(d, "bear")
    assert (c["name"], c["power"], c["toughness"], c["supertypes"]) == ("Loki, Lord of Misrule", 3, 4, [])
    assert c["abilities"] == ch(d, "loki")["abilities"]
    assert (ch(d, "loki")["supertypes"], ch(d, "jug")["name"]) == (["legendary"], "Juggernaut")
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    c = ch(engine.derive(after), "bear")
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 2, 2)


def test_707_4_masterful_replication_other_artifacts_you_control_copy_the_target(engine):
    """CR 700.2, 707.4, 611.2c (Masterful Replication, second mode): Alice chooses her Juggernaut; her other artifact,
    a Golem token (a 3/3 colorless Golem artifact creature), becomes a 5/3 Juggernaut until end of turn (still a token,
    111.1); Bob's Golem token can't be the target (CR 601.2c, "you control") and stays a Golem."""
    golem = {"name": "Golem Token", "types": ["artifact", "creature"], "subtypes": ["Golem"], "colors": [],
             "power": 3, "toughness": 3}
    s = st([bf("jug", "Juggernaut", ts=1), hand("mr", "Masterful Replication"), *lands("alice", islands=6),
            {"id": "g1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": golem},
            {"id": "g2", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 3, "characteristics": golem}])
    w = engine.why_not(s, {"action": "cast", "object": "mr", "modes": [2], "targets": ["g2"]})   # Bob's: illegal
    assert not w.legal and "illegal_target(1, g2)" in str(w.failures)
    s = engine.apply(s, {"action": "cast", "object": "mr", "modes": [2], "targets": ["jug"]})[0].state
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    assert (ch(d, "g1")["name"], ch(d, "g1")["power"], d.object("g1").token) == ("Juggernaut", 5, True)
    assert ch(d, "g2")["name"] == "Golem Token"


def test_707_4_mirrorform_nonland_permanents_you_control_become_copies_of_the_target(engine):
    """CR 707.4, 611.2c, 110.2 (Mirrorform): Alice targets Bob's Juggernaut; her Runeclaw Bear becomes a 5/3
    Juggernaut with no duration (still one after cleanup); her Islands (lands) and Bob's permanents don't change."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2), hand("mf", "Mirrorform"),
            *lands("alice", islands=6)])
    s = engine.apply(s, {"action": "cast", "object": "mf", "targets": ["jug"]})[0].state
    (out,) = pass2(engine, s)
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    d = engine.derive(after)
    assert (ch(d, "bear")["name"], ch(d, "bear")["power"], ch(d, "bear")["toughness"]) == ("Juggernaut", 5, 3)
    assert {ch(d, o.id)["name"] for o in d.objects if o.id.startswith("aisland")} == {"Island"}


def test_115_1_mirrorform_cannot_target_an_aura(engine):
    """CR 115.1, 303.4 (Mirrorform): "target non-Aura permanent": Bob's Aura (a test card) is no legal target; the
    Bear and the Islands are."""
    aura = {"name": "Test Aura (test card)", "types": ["enchantment"], "subtypes": ["Aura"], "colors": ["blue"]}
    s = st([bf("bear", "Runeclaw Bear", ts=1), hand("mf", "Mirrorform"), *lands("alice", islands=6),
            {"id": "aura", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 3, "characteristics": aura}])
    targets = {x for a in legal_of(engine, s, "cast", "mf") for x in a.targets[0]}
    assert "aura" not in targets and "bear" in targets


# ----------------------------------------------------------------------------------------------------------
# Entering as a copy: Deceptive Frostkite's kind, Vesuva's "enter tapped as a copy" (CR 707.5, 614.1c, 707.9b, 707.2)

def entered_as(outcomes, oid):
    out = {}
    for o in outcomes:
        got = [e[0][len(f"entered_as_copy({oid}, "):-1] for e in o.events if e[0].startswith(f"entered_as_copy({oid}, ")]
        out[got[0] if got else None] = o.state
    return out


def test_707_5_208_1_deceptive_frostkite_copies_only_your_creatures_with_power_4_or_more(engine):
    """CR 707.5, 110.2, 208.1, 707.9b (Deceptive Frostkite): Alice controls Juggernaut (5/3) and a Runeclaw Bear with
    two +1/+1 counters (4/4 now: power is judged with the counters, CR 613); Bob controls Polyraptor (5/5, not hers); a
    plain 2/2 Bear of hers is too small. Outcomes: copy the Juggernaut, copy the countered Bear, or not copy. Copying
    the Bear it is a 2/2 (counters aren't copied, 707.2) Runeclaw Bear that is a Bear Dragon with flying."""
    s = st([bf("jug", "Juggernaut", ts=1), bf("big", "Runeclaw Bear", ts=2, counters={"+1/+1": 2}),
            bf("bear", "Runeclaw Bear", ts=3), bf("pr", "Polyraptor", owner="bob", ts=4),
            hand("dfk", "Deceptive Frostkite"), *lands("alice", islands=2)])
    outs = entered_as(pass2(engine, only(engine.apply(s, {"action": "cast", "object": "dfk"}))), "dfk")
    assert sorted(outs, key=str) == sorted(["jug", "big", None], key=str)
    c = ch(engine.derive(outs["big"]), "dfk")
    assert (c["name"], c["power"], c["toughness"], sorted(c["subtypes"])) == ("Runeclaw Bear", 2, 2, ["Bear", "Dragon"])
    assert "flying" in c["abilities"]
    c = ch(engine.derive(outs[None]), "dfk")
    assert (c["name"], c["power"]) == ("Deceptive Frostkite", 1)


def test_707_5_614_1c_vesuva_enters_tapped_only_as_a_copy(engine):
    """CR 707.5, 614.1c (Vesuva): Alice plays Vesuva with Thespian's Stage and an Island on the battlefield. Outcomes:
    a tapped copy of Thespian's Stage (with its abilities), a tapped Island, or (declining the replacement) an
    untapped Vesuva: "enter tapped as a copy" is one optional replacement."""
    s = st([bf("stage", "Thespian's Stage", ts=1), *lands("alice", islands=1), hand("ves", "Vesuva")])
    outs = entered_as(engine.apply(s, {"action": "play", "object": "ves"}), "ves")
    assert sorted(outs, key=str) == sorted(["stage", "aisland1", None], key=str)
    tapped = {k: bool(next(o for o in v.doc["objects"] if o["id"] == "ves").get("tapped")) for k, v in outs.items()}
    assert tapped == {"stage": True, "aisland1": True, None: False}
    c = ch(engine.derive(outs["stage"]), "ves")
    assert (c["name"], len(c["abilities"])) == ("Thespian's Stage", 2)


# ----------------------------------------------------------------------------------------------------------
# Absorb Identity (CR 608.2c, 608.2d, 608.2h, 707.4, 702.73a, 514.2)

def test_608_2h_707_4_absorb_identity_shapeshifters_become_copies_of_the_returned_creature(engine):
    """CR 608.2c, 608.2h, 608.2d, 707.4, 702.73a, 514.2 (Absorb Identity): Alice returns Bob's Juggernaut to his hand;
    she may have her Shapeshifters become copies of it until end of turn: her Unstable Shapeshifter (a Shapeshifter)
    and her Renegade Doppelganger (a Shapeshifter too) become 5/3 Juggernauts; her
    Runeclaw Bear (a Bear) doesn't. Two outcomes (she may decline). The Juggernaut is in Bob's hand either way. After
    cleanup both are themselves again."""
    s = st([bf("us", "Unstable Shapeshifter", ts=1), bf("rd", "Renegade Doppelganger", ts=2), bf("bear", "Runeclaw Bear", ts=3),
            bf("jug", "Juggernaut", owner="bob", ts=4), hand("ai", "Absorb Identity"), *lands("alice", islands=2)])
    s = only(engine.apply(s, {"action": "cast", "object": "ai", "targets": ["jug"]}))
    outs = pass2(engine, s)
    assert len(outs) == 2
    seen = []
    for o in outs:
        d = engine.derive(o.state)
        assert d.object("jug").zone == "hand"
        seen.append(tuple(ch(d, x)["name"] for x in ("us", "rd", "bear")))
    assert sorted(seen) == [("Juggernaut", "Juggernaut", "Runeclaw Bear"),
                            ("Unstable Shapeshifter", "Renegade Doppelganger", "Runeclaw Bear")]
    (cp,) = [o.state for o in outs if ch(engine.derive(o.state), "us")["name"] == "Juggernaut"]
    assert (ch(engine.derive(cp), "rd")["power"], ch(engine.derive(cp), "rd")["toughness"]) == (5, 3)
    after = only(engine.apply(cp, {"event": "end_turn"}))
    d = engine.derive(after)
    assert (ch(d, "us")["name"], ch(d, "rd")["name"]) == ("Unstable Shapeshifter", "Renegade Doppelganger")


# ----------------------------------------------------------------------------------------------------------
# Sagas (CR 714.2-714.4, 704.5s): Three Blind Mice ({2}{W} Enchantment — Saga; I — Create a 1/1 white Mouse creature
# token. II, III — Create a token that's a copy of target token you control. IV — Creatures you control get +1/+1 and
# gain vigilance until end of turn.)

MOUSE = {"name": "Mouse Token", "types": ["creature"], "subtypes": ["Mouse"], "colors": ["white"], "power": 1, "toughness": 1}


def lore(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid).get("counters", {}).get("lore", 0)


def tokens_named(d, name):
    return [o for o in d.objects if o.token and o.zone == "battlefield" and o.characteristics["name"] == name]


def test_714_3a_714_2b_saga_enters_with_a_lore_counter_and_chapter_one_triggers(engine):
    """CR 714.3a, 122.6, 714.2b, 603.6a: Three Blind Mice resolves and enters with one lore counter; its chapter I
    ability triggers (0 -> 1); resolved, Alice has a 1/1 white Mouse token. The Saga stays (1 < 4, 714.4)."""
    s = st([hand("tbm", "Three Blind Mice"), *[dict(o, card="Plains") for o in lands("alice", islands=3)]])
    s = cast_resolve(engine, s, {"action": "cast", "object": "tbm"})
    assert lore(s, "tbm") == 1
    assert stack_sources(s) == ["tbm"]
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    (mouse,) = tokens_named(d, "Mouse Token")
    c = mouse.characteristics
    assert (c["power"], c["toughness"], c["colors"], mouse.controller) == (1, 1, ["white"], "alice")
    assert d.object("tbm").zone == "battlefield"


def test_714_3c_714_2c_precombat_main_adds_a_lore_counter_and_chapter_two_copies_a_token(engine):
    """CR 714.3c, 714.2b, 714.2c, 707.2: in Alice's draw step her Three Blind Mice has one lore counter; both players
    pass, her precombat main phase begins and she puts a lore counter on it (a turn-based action, no stack): 2 lore
    counters, so "II, III —" triggers for chapter II only (1 -> 2), targeting her Mouse token (a token she controls).
    Resolved: a second Mouse token, a copy of the first."""
    s = st([bf("tbm", "Three Blind Mice", ts=1, counters={"lore": 1}),
            {"id": "m1", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2, "characteristics": MOUSE}],
           phase="beginning", step="draw")
    s = only(pass2(engine, s))
    assert (s.doc["phase"], lore(s, "tbm")) == ("precombat_main", 2)
    assert stack_sources(s) == ["tbm"] and targets_of(s, s.doc["stack"][-1]) == ["m1"]
    (out,) = pass2(engine, s)
    assert len(tokens_named(engine.derive(out.state), "Mouse Token")) == 2


def test_714_4_704_5s_saga_is_sacrificed_after_its_final_chapter_resolves(engine):
    """CR 714.2d, 714.4, 704.5s: Three Blind Mice with three lore counters gets its fourth as Alice's precombat main
    phase begins; chapter IV (its final chapter number, 4) triggers. While that ability is on the stack the Saga isn't
    sacrificed (it is the source of a chapter ability not yet off the stack); once it resolves (her Runeclaw Bear is a
    3/3 with vigilance until end of turn) the state-based action sacrifices the Saga: it is in Alice's graveyard."""
    s = st([bf("tbm", "Three Blind Mice", ts=1, counters={"lore": 3}), bf("bear", "Runeclaw Bear", ts=2)],
           phase="beginning", step="draw")
    s = only(pass2(engine, s))
    assert lore(s, "tbm") == 4 and stack_sources(s) == ["tbm"]
    assert engine.derive(s).object("tbm").zone == "battlefield"
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    c = ch(d, "bear")
    assert (c["power"], c["toughness"], "vigilance" in c["abilities"]) == (3, 3, True)
    assert d.object("tbm").zone == "graveyard"


# ----------------------------------------------------------------------------------------------------------
# "At the beginning of combat on your turn", "up to one other target creature you control" (CR 507.1, 603.2b, 115.1d)

def test_507_1_115_1d_irma_becomes_a_copy_of_up_to_one_other_creature_then_gets_a_counter(engine):
    """CR 507.1, 603.2b, 115.1d, 601.2c, 707.9b, 707.9a, 122.1 (Irma, Part-Time Mutant, a 1/1): Alice passes her
    precombat main phase; as her beginning of combat step begins Irma's ability triggers. Its target is up to one other
    creature she controls: her Runeclaw Bear or none (not Bob's Juggernaut, not Irma): two states. With the Bear, Irma
    becomes a Runeclaw Bear named Irma, Part-Time Mutant with this ability, then gets a +1/+1 counter: 3/3. With none,
    she is still herself, and the counter still goes on: 2/2."""
    s = st([bf("irma", "Irma, Part-Time Mutant", ts=1), bf("bear", "Runeclaw Bear", ts=2),
            bf("jug", "Juggernaut", owner="bob", ts=3)])
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert len(outs) == 2 and all(o.state.doc["step"] == "beginning_of_combat" for o in outs)
    assert sorted(str(targets_of(o.state, o.state.doc["stack"][-1])) for o in outs) == ["None", "['bear']"]
    got = {}
    for o in outs:
        t = targets_of(o.state, o.state.doc["stack"][-1])
        (res,) = pass2(engine, o.state)
        c = ch(engine.derive(res.state), "irma")
        got[str(t)] = (c["name"], c["subtypes"], c["power"], c["toughness"], len(c["abilities"]))
    assert got == {"['bear']": ("Irma, Part-Time Mutant", ["Bear"], 3, 3, 1),
                   "None": ("Irma, Part-Time Mutant", ["Human", "Mutant", "Shapeshifter"], 2, 2, 1)}


def test_601_2i_707_9b_hulkling_copies_up_to_one_other_creature_on_a_noncreature_spell(engine):
    """CR 601.2i, 603.2, 115.1d, 707.9b, 707.9a, 514.2 (Hulkling, Young Avenger, a 4/4 flier): Alice casts Jump (an
    instant) targeting Hulkling; its ability triggers, with up to one other target creature: Bob's Juggernaut or none
    (two states). With the Juggernaut and resolved, Hulkling is an artifact creature Juggernaut named Hulkling, Young
    Avenger, 4/4 (the exception sets it), with flying and this ability besides the Juggernaut's abilities; after
    cleanup it is Hulkling again."""
    s = st([bf("hulk", "Hulkling, Young Avenger", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2), hand("jump", "Jump"),
            *lands("alice", islands=1)])
    outs = engine.apply(s, {"action": "cast", "object": "jump", "targets": ["hulk"]})
    assert len(outs) == 2 and all(stack_sources(o.state) == [None, "hulk"] for o in outs)
    (s,) = [o.state for o in outs if targets_of(o.state, o.state.doc["stack"][-1]) == ["jug"]]
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    c = ch(d, "hulk")
    jug = ch(d, "jug")["abilities"]
    assert (c["name"], c["power"], c["toughness"], c["subtypes"]) == ("Hulkling, Young Avenger", 4, 4, ["Juggernaut"])
    assert "flying" in c["abilities"] and all(a in c["abilities"] for a in jug)
    assert any(isinstance(a, dict) and isinstance(a.get("trigger"), dict) and "you_cast" in a["trigger"]
               for a in c["abilities"])   # (this ability, CR 707.9a)
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    assert ch(engine.derive(after), "hulk")["subtypes"] == ["Hero", "Kree", "Skrull"]


def test_603_2_hulkling_ignores_a_creature_spell(engine):
    """CR 603.2 (Hulkling): casting Runeclaw Bear, a creature spell, triggers nothing: only the Bear is on the stack."""
    s = st([bf("hulk", "Hulkling, Young Avenger", ts=1), hand("bear", "Runeclaw Bear"), *lands("alice", forests=2)])
    (out,) = engine.apply(s, {"action": "cast", "object": "bear"})
    assert out.state.doc["stack"] == ["bear"]


# ----------------------------------------------------------------------------------------------------------
# True Polymorph: two targets (CR 601.2c, 115.3, 608.2b, 707.4)

def test_601_2c_707_4_true_polymorph_first_target_becomes_a_copy_of_the_second(engine):
    """CR 601.2c, 115.3, 707.4 (True Polymorph): Alice targets her Runeclaw Bear, then Bob's Juggernaut; resolved, the
    Bear is a 5/3 artifact creature Juggernaut for good (no duration: still after cleanup), still Alice's (control
    isn't copied, 707.2); Bob's Juggernaut is unchanged. The same object can't be both targets ("another")."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2), hand("tp", "True Polymorph"),
            *lands("alice", islands=6)])
    w = engine.why_not(s, {"action": "cast", "object": "tp", "targets": ["bear", "bear"]})
    assert not w.legal
    s = engine.apply(s, {"action": "cast", "object": "tp", "targets": ["bear", "jug"]})[0].state
    (out,) = pass2(engine, s)
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    d = engine.derive(after)
    c = ch(d, "bear")
    assert (c["name"], c["power"], c["toughness"], c["types"], d.object("bear").controller) == \
        ("Juggernaut", 5, 3, ["artifact", "creature"], "alice")
    assert d.object("jug").copy_of == []


def test_608_2b_true_polymorph_with_the_second_target_gone_copies_nothing(engine):
    """CR 608.2b (True Polymorph): if the second target (Bob's Juggernaut) has left the battlefield before it resolves,
    the first (Alice's Bear, still legal) becomes a copy of nothing: it stays a Runeclaw Bear."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2), hand("tp", "True Polymorph"),
            *lands("alice", islands=6)])
    s = engine.apply(s, {"action": "cast", "object": "tp", "targets": ["bear", "jug"]})[0].state
    s = only(engine.apply(s, {"event": "move", "object": "jug", "to": "graveyard"}))
    (out,) = pass2(engine, s)
    assert ch(engine.derive(out.state), "bear")["name"] == "Runeclaw Bear"


def test_707_5_614_1c_echoing_deeps_enters_tapped_as_a_copy_of_a_land_card_in_a_graveyard(engine):
    """CR 707.5, 614.1c, 707.9b (Echoing Deeps): Alice plays Echoing Deeps; Bob's graveyard holds Thespian's Stage and
    Runeclaw Bear (not a land card), hers a Forest. Outcomes: a tapped Thespian's Stage that is a Cave too, a tapped
    Forest that is a Cave too, or (declined) an untapped Echoing Deeps."""
    gy = lambda oid, card, owner: {"id": oid, "card": card, "zone": "graveyard", "owner": owner}
    s = st([gy("stage", "Thespian's Stage", "bob"), gy("bear", "Runeclaw Bear", "bob"), gy("for", "Forest", "alice"),
            hand("ed", "Echoing Deeps")])
    outs = entered_as(engine.apply(s, {"action": "play", "object": "ed"}), "ed")
    assert sorted(outs, key=str) == sorted(["stage", "for", None], key=str)
    tapped = {k: bool(next(o for o in v.doc["objects"] if o["id"] == "ed").get("tapped")) for k, v in outs.items()}
    assert tapped == {"stage": True, "for": True, None: False}
    c = ch(engine.derive(outs["stage"]), "ed")
    assert (c["name"], c["subtypes"]) == ("Thespian's Stage", ["Cave"])
    c = ch(engine.derive(outs["for"]), "ed")
    assert (c["name"], sorted(c["subtypes"])) == ("Forest", ["Cave", "Forest"])


# ----------------------------------------------------------------------------------------------------------
# Lazav, Dimir Mastermind (CR 603.2, 603.2c, 608.2d, 707.4, 707.9a-b)

def test_603_2_707_9b_lazav_becomes_a_copy_of_a_creature_card_put_into_an_opponents_graveyard(engine):
    """CR 603.2, 608.2d, 707.4, 707.9b, 707.9a (Lazav, Dimir Mastermind, a 3/3 legendary Shapeshifter with hexproof):
    a Runeclaw Bear card goes from Bob's hand to his graveyard ("from anywhere"): Lazav's ability triggers, naming the
    card. Resolved: declined, or Lazav is a 2/2 green Bear named Lazav, Dimir Mastermind, legendary, with hexproof and
    this ability (and none of the Bear's: it has none). The Bear card stays in the graveyard (not exiled)."""
    s = st([bf("lazav", "Lazav, Dimir Mastermind", ts=1), hand("bb", "Runeclaw Bear", "bob")])
    s = only(engine.apply(s, {"event": "move", "object": "bb", "to": "graveyard"}))
    assert stack_sources(s) == ["lazav"]
    outs = pass2(engine, s)
    assert len(outs) == 2
    (cp,) = [o.state for o in outs if ch(engine.derive(o.state), "lazav")["power"] == 2]
    c = ch(engine.derive(cp), "lazav")
    assert (c["name"], c["toughness"], c["colors"], c["subtypes"], c["supertypes"]) == \
        ("Lazav, Dimir Mastermind", 2, ["green"], ["Bear"], ["legendary"])
    assert c["abilities"][0] == "hexproof" and c["abilities"][1]["trigger"] == "creature_card_to_opponent_graveyard"
    assert len(c["abilities"]) == 2


def test_603_2_lazav_ignores_its_controllers_graveyard_and_noncreature_cards(engine):
    """CR 603.2 (Lazav, Dimir Mastermind): a Runeclaw Bear card put into Alice's own graveyard, or Jump (an instant
    card) put into Bob's, triggers nothing."""
    s = st([bf("lazav", "Lazav, Dimir Mastermind", ts=1), hand("ab", "Runeclaw Bear"), hand("jump", "Jump", "bob")])
    s1 = only(engine.apply(s, {"event": "move", "object": "ab", "to": "graveyard"}))
    s2 = only(engine.apply(s, {"event": "move", "object": "jump", "to": "graveyard"}))
    assert s1.doc["stack"] == [] == s2.doc["stack"]


# ----------------------------------------------------------------------------------------------------------
# Dack's Duplicate: "except it has haste and dethrone" (CR 707.9a, 702.10, 702.105a)

def duplicate_of_bear(engine, bob_life=20):
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("dd", "Dack's Duplicate"),
            *lands("alice", islands=2), *[dict(o, id="m" + o["id"], card="Mountain") for o in lands("alice", islands=2)]],
           players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": bob_life, "mana_pool": ""}])
    outs = entered_as(pass2(engine, only(engine.apply(s, {"action": "cast", "object": "dd"}))), "dd")
    s = outs["bear"]
    s = only(pass2(engine, s))                       # to the beginning of combat (CR 500.2)
    s = only(pass2(engine, s))                       # to the declare attackers step
    assert s.doc["step"] == "declare_attackers"
    return s


def test_707_9a_702_105a_dacks_duplicate_copy_attacks_at_once_and_dethrone_triggers(engine):
    """CR 707.5, 707.9a, 702.10b, 702.105a (Dack's Duplicate): entering as a copy of Bob's Runeclaw Bear it is a 2/2
    Bear with haste and dethrone; it attacks the turn it entered (haste) and, Bob being tied for the most life (20 and
    20), dethrone triggers; resolved, it has a +1/+1 counter: 3/3."""
    s = duplicate_of_bear(engine)
    c = ch(engine.derive(s), "dd")
    assert (c["name"], c["power"], "haste" in c["abilities"], "dethrone" in c["abilities"]) == ("Runeclaw Bear", 2, True, True)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["dd"]}))
    assert stack_sources(s) == ["dd"]
    (out,) = pass2(engine, s)
    c = ch(engine.derive(out.state), "dd")
    assert (c["power"], c["toughness"]) == (3, 3)


def test_702_105a_dethrone_doesnt_trigger_against_a_player_with_less_life(engine):
    """CR 702.105a: with Bob at 10 life and Alice at 20, Bob isn't the player with the most life: attacking him
    triggers nothing."""
    s = duplicate_of_bear(engine, bob_life=10)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["dd"]}))
    assert s.doc["stack"] == []


# ----------------------------------------------------------------------------------------------------------
# Copycrook: "except it has "Whenever this creature attacks, it connives."" (CR 707.9a, 701.50a)

def test_707_9a_701_50a_copycrook_copy_connives_when_it_attacks(engine):
    """CR 707.9a, 603.2, 701.50a (Copycrook): a Copycrook that is a copy of Alice's Runeclaw Bear with the exception's
    quoted ability attacks; it connives: Alice draws Jump (the top card of her library), then discards a card: the
    Forest in her hand (a land: no counter, a 2/2) or Jump (a nonland card: a +1/+1 counter, a 3/3). Two states."""
    conn = {"trigger": "attacks", "effect": "connive"}
    s = attack_step([bf("bear", "Runeclaw Bear", ts=1),
                     bf("cc", "Copycrook", ts=2, copy_effects=[{"source": "bear", "except": {"add_abilities": [conn]}}]),
                     hand("hf", "Forest"),
                     {"id": "lj", "card": "Jump", "zone": "library", "owner": "alice", "library_position": 1}])
    c = ch(engine.derive(s), "cc")
    assert (c["name"], conn in c["abilities"]) == ("Runeclaw Bear", True)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["cc"]}))
    assert stack_sources(s) == ["cc"]
    outs = pass2(engine, s)
    got = sorted((next(o["id"] for o in out.state.doc["objects"] if o["zone"] == "graveyard"),
                  ch(engine.derive(out.state), "cc")["power"]) for out in outs)
    assert got == [("hf", 2), ("lj", 3)]


# ----------------------------------------------------------------------------------------------------------
# Mocking Doppelganger: "except it has "Other creatures with the same name as this creature are goaded."" (701.15b)

def test_707_9a_701_15b_mocking_doppelganger_goads_the_creatures_sharing_its_name(engine):
    """CR 707.9a, 701.15b, 508.1d, 201.2 (Mocking Doppelganger): Alice's Doppelganger is a copy of Bob's Runeclaw Bear
    with the quoted static ability. In Bob's declare attackers step his Runeclaw Bear (same name) is goaded by Alice: it
    must attack; his Polyraptor (another name) may or may not: declaring no attack, or only the Polyraptor, is illegal
    (2 legal declarations). The Doppelganger itself isn't goaded ("other")."""
    goad = {"static": "others_with_same_name_goaded"}
    s = attack_step([bf("bear", "Runeclaw Bear", owner="bob", ts=1), bf("pr", "Polyraptor", owner="bob", ts=2),
                     bf("md", "Mocking Doppelganger", ts=3, copy_effects=[{"source": "bear", "except": {"add_abilities": [goad]}}])],
                    active_player="bob")
    outs = engine.apply(s, {"action": "declare_attackers"}, settle=False)
    assert sorted(tuple(sorted(o["id"] for o in x.state.doc["objects"] if o.get("attacking"))) for x in outs) == \
        [("bear",), ("bear", "pr")]
    w = engine.why_not(s, {"action": "declare_attackers", "attackers": ["pr"]})
    assert w.failures == [("goaded(bear)", "701.15b")]


# ----------------------------------------------------------------------------------------------------------
# Evil Twin: "except it has "{U}{B}, {T}: Destroy target creature with the same name as this creature."" (CR 115.1)

def test_707_9a_115_1_evil_twin_destroys_a_creature_with_its_name(engine):
    """CR 707.9a, 602.2b, 115.1, 201.2 (Evil Twin): Alice's Evil Twin is a copy of Bob's Runeclaw Bear with the quoted
    ability. Its legal targets are the creatures named Runeclaw Bear: Bob's Bear and the Twin itself (not "another"),
    not Bob's Polyraptor. Targeting Bob's Bear and resolved, the Bear is destroyed: in Bob's graveyard."""
    twin = {"activated": {"cost": "{U}{B}", "tap": True, "target": "creature_same_name", "effect": {"destroy": "target"}}}
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), bf("pr", "Polyraptor", owner="bob", ts=2),
            bf("et", "Evil Twin", ts=3, copy_effects=[{"source": "bear", "except": {"add_abilities": [twin]}}]),
            *lands("alice", islands=1), {"id": "sw", "card": "Swamp", "zone": "battlefield", "owner": "alice"}])
    (act,) = legal_of(engine, s, "activate", "et")
    assert sorted(act.targets[0]) == ["bear", "et"]
    s = only(engine.apply(s, dict(act.action, targets=["bear"])))
    (out,) = pass2(engine, s)
    assert engine.derive(out.state).object("bear").zone == "graveyard"


# ----------------------------------------------------------------------------------------------------------
# An enters trigger a copy exception gives triggers as the copy enters (CR 707.9a, 707.5, 603.6a): Callidus Assassin

def test_707_9a_603_6a_callidus_assassin_exception_enters_trigger_triggers(engine):
    """CR 707.5, 614.1c, 707.9a, 603.6a, 115.1d, 201.2 (Callidus Assassin): it enters tapped as a copy of Bob's Runeclaw
    Bear (b1); the quoted "When this creature enters, destroy up to one other target creature with the same name as
    this creature" is a copiable value of the copy as it enters, so it triggers. Its target: either of Bob's Runeclaw
    Bears (b1, the one copied, is another object) or none; not the Assassin itself ("other"), nor Polyraptor (another
    name). Resolved with b2: b2 is destroyed, b1 stays."""
    s = st([bf("b1", "Runeclaw Bear", owner="bob", ts=1), bf("b2", "Runeclaw Bear", owner="bob", ts=2),
            bf("pr", "Polyraptor", owner="bob", ts=3), hand("ca", "Callidus Assassin"), *lands("alice", islands=4),
            *[dict(o, id="s" + o["id"], card="Swamp") for o in lands("alice", islands=2)]])
    outs = pass2(engine, engine.apply(s, {"action": "cast", "object": "ca"})[0].state)
    as_b1 = [o.state for o in outs if ("entered_as_copy(ca, b1)", "707.5") in o.events]
    assert as_b1
    targets = sorted(str(targets_of(x, x.doc["stack"][-1])) for x in as_b1)
    assert targets == ["None", "['b1']", "['b2']"]
    (s,) = [x for x in as_b1 if targets_of(x, x.doc["stack"][-1]) == ["b2"]]
    assert next(o for o in s.doc["objects"] if o["id"] == "ca").get("tapped") is True
    (out,) = pass2(engine, s)
    d = engine.derive(out.state)
    assert (d.object("b2").zone, d.object("b1").zone) == ("graveyard", "battlefield")


# ----------------------------------------------------------------------------------------------------------
# Mirror of the Forebears: "target creature you control of the chosen type" (CR 614.12, 115.1, 707.4, 707.9b, 514.2)

def test_707_9b_514_2_mirror_of_the_forebears_copies_a_creature_of_the_chosen_type_until_end_of_turn(engine):
    """CR 115.1, 602.2b, 707.4, 707.9b, 514.2 (Mirror of the Forebears, Bear chosen as it entered): its ability may
    target only Alice's Runeclaw Bear (not her Polyraptor, a Dinosaur; not Bob's Runeclaw Bear). Resolved, the Mirror is
    a 2/2 Runeclaw Bear that is an artifact creature (the exception adds artifact); after cleanup it is Mirror of the
    Forebears again, an artifact and no creature."""
    s = st([bf("mir", "Mirror of the Forebears", ts=1, chosen={"creature_type": "Bear"}), bf("bear", "Runeclaw Bear", ts=2),
            bf("pr", "Polyraptor", ts=3), bf("bb", "Runeclaw Bear", owner="bob", ts=4), *lands("alice", islands=1)])
    (act,) = legal_of(engine, s, "activate", "mir")
    assert act.targets == [["bear"]]
    s = only(engine.apply(s, dict(act.action, targets=["bear"])))
    (out,) = pass2(engine, s)
    c = ch(engine.derive(out.state), "mir")
    assert (c["name"], c["power"], c["toughness"], c["types"]) == ("Runeclaw Bear", 2, 2, ["artifact", "creature"])
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    c = ch(engine.derive(after), "mir")
    assert (c["name"], c["types"]) == ("Mirror of the Forebears", ["artifact"])


def test_602_2b_707_4_shuri_one_artifact_you_control_becomes_a_copy_of_a_second_until_end_of_turn(engine):
    """CR 602.2b, 601.2c, 707.4, 707.9b, 514.2 (Shuri, Wakandan Inventor): both targets are artifacts Alice controls
    (her Juggernaut and her Mirror of the Forebears; not Bob's Juggernaut), two different ones ("a second target").
    Targeting the Mirror, then the Juggernaut: resolved, the Mirror is a 5/3 Juggernaut until end of turn; after cleanup
    it is Mirror of the Forebears again."""
    s = st([bf("shuri", "Shuri, Wakandan Inventor", ts=1), bf("jug", "Juggernaut", ts=2),
            bf("mir", "Mirror of the Forebears", ts=3, chosen={"creature_type": "Bear"}),
            bf("bj", "Juggernaut", owner="bob", ts=4), *lands("alice", islands=1)])
    (act,) = legal_of(engine, s, "activate", "shuri")
    assert [sorted(x) for x in act.targets] == [["jug", "mir"], ["jug", "mir"]]
    assert not engine.why_not(s, dict(act.action, targets=["mir", "mir"])).legal
    assert not engine.why_not(s, dict(act.action, targets=["mir", "bj"])).legal
    s = only(engine.apply(s, dict(act.action, targets=["mir", "jug"])))
    (out,) = pass2(engine, s)
    c = ch(engine.derive(out.state), "mir")
    assert (c["name"], c["power"], c["toughness"]) == ("Juggernaut", 5, 3)
    after = only(engine.apply(out.state, {"event": "end_turn"}))
    assert ch(engine.derive(after), "mir")["name"] == "Mirror of the Forebears"


def test_714_3a_707_2_token_copy_of_a_saga_enters_with_one_lore_counter_and_chapter_one_triggers(engine):
    """CR 111.1, 707.2, 714.3a, 714.2b: a token copy of Alice's Three Blind Mice (which has two lore counters: counters
    aren't copied) enters with one lore counter, and its chapter I ability triggers; resolved, a Mouse token. The
    original keeps its two counters and nothing of it triggers."""
    s = st([bf("tbm", "Three Blind Mice", ts=1, counters={"lore": 2})])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "tbm", "controller": "alice"}))
    (tok,) = [o for o in s.doc["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert (lore(s, tok["id"]), lore(s, "tbm")) == (1, 2)
    assert stack_sources(s) == [tok["id"]]
    (out,) = pass2(engine, s)
    assert len(tokens_named(engine.derive(out.state), "Mouse Token")) == 1
