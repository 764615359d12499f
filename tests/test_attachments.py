"""Equipment and Auras (branch attach; CR 301.5, 303.4, 701.3, 702.5, 702.6, 704.5m-p, 613.1f, 613.4c): the attached_to
state field, equip, Aura spells, the state-based actions, "equipped/enchanted creature gets/has", triggers about the
equipped creature, and the two copy cards that are an Aura and an Equipment: Splinter Twin and Helm of the Host,
played through `apply`. Every card is the bundled library's (its real Oracle text). Each expected value is worked out
from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from pyglue.oracle import parse_text

from .conftest import basics, make_state, only
from .test_token_copies import obj, pass_twice, tokens


def until_a_trigger(engine, s):
    """From the declaration of attackers: Bob declares no blockers (CR 509.1) and both pass, until a triggered
    ability is on the stack (at most six steps; CR 510.2 combat damage triggers)."""
    for _ in range(6):
        doc = s.to_document()
        if [o for o in doc["objects"] if o["zone"] == "stack"]:
            break
        s = only(engine.apply(s, {"action": "declare_blockers", "player": "bob", "blockers": []})) \
            if doc.get("step") == "declare_blockers" and doc.get("priority") is None else \
            only(engine.apply(s, {"action": "pass"}))
    return s


def ch(engine, s, oid):
    return engine.derive(s).object(oid).characteristics


def activations(engine, s, player=None):
    return sorted(((a.player, a.action["object"], a.action["ability"], a.targets)
                   for a in engine.legal_actions(s, player) if a.action["action"] == "activate"), key=str)


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


EQUIP5 = {"equip": "{5}"}


# --- the grammar reads the census lines ---------------------------------------------------------------------------


def test_702_5a_702_6a_613_grammar_reads_enchant_equip_and_attached_statics():
    """CR 702.5a "Enchant [object or player]", 702.6a "Equip [cost]", and the statics and triggers about the equipped
    or enchanted creature (301.5a, 303.4b) are read from the Oracle lines the census cards print."""
    assert parse_text("Enchant creature you control", "X", ["Enchantment"]) == [{"enchant": "creature_you_control"}]
    assert parse_text("Enchant player", "X", ["Enchantment"]) == [{"enchant": "player"}]
    assert parse_text("Equip {2}", "X", ["Artifact"]) == [{"equip": "{2}"}]
    assert parse_text("Equipped creature gets +2/+0.", "X", ["Artifact"]) == [
        {"attached_static": "equipped", "power": 2, "toughness": 0}]
    assert parse_text("Equipped creature has haste.", "X", ["Artifact"]) == [{"attached_static": "equipped",
                                                                              "has": ["haste"]}]
    assert parse_text("Whenever equipped creature attacks, draw a card.", "X", ["Artifact"]) == [
        {"trigger": {"attached_attacks": "equipped"}, "effect": {"draw": 1}}]


# --- Equip (CR 702.6a, 701.3, 301.5) -------------------------------------------------------------------------------


def helm_state(**kw):
    """Alice's Helm of the Host (unattached), her Runeclaw Bear and Isamaru (legendary), Bob's Runeclaw Bear, and five
    untapped Plains for Alice."""
    objects = [bf("helm", "Helm of the Host"), bf("bear", "Runeclaw Bear"), bf("isamaru", "Isamaru, Hound of Konda"),
               bf("obear", "Runeclaw Bear", "bob")] + basics("alice", "Plains", 5)
    objects += kw.pop("more", [])
    return make_state(objects, **kw)


def test_702_6a_115_1_equip_targets_a_creature_you_control(engine):
    """CR 702.6a: "Equip {5}" is "{5}: Attach this permanent to target creature you control. Activate only as a
    sorcery": in Alice's main phase with an empty stack and five untapped lands, she may activate it targeting her Bear
    or Isamaru, not Bob's Bear (115.1, "you control")."""
    assert activations(engine, helm_state(), "alice") == [("alice", "helm", EQUIP5, [["bear", "isamaru"]])]
    why = engine.why_not(helm_state(), {"action": "activate", "object": "helm", "ability": EQUIP5,
                                         "targets": ["obear"]})
    assert ("illegal_target(1, obear)", "601.2c") in why.failures


def test_602_5d_702_6a_equip_only_as_a_sorcery(engine):
    """CR 702.6a, 602.5d: "activate only as a sorcery": not in combat (the beginning of combat step), and not while
    the stack holds something."""
    s = helm_state(phase="combat", step="beginning_of_combat")
    assert activations(engine, s, "alice") == []
    why = engine.why_not(s, {"action": "activate", "object": "helm", "ability": EQUIP5, "targets": ["bear"]})
    assert ("needs_sorcery_timing", "602.5d") in why.failures


def test_602_2b_equip_cost_must_be_paid(engine):
    """CR 602.2b, 601.2h: with four lands Alice can't pay {5}: the equip ability can't be activated."""
    s = make_state([bf("helm", "Helm of the Host"), bf("bear", "Runeclaw Bear")] + basics("alice", "Plains", 4))
    assert activations(engine, s, "alice") == []


def test_701_3a_702_6a_equip_resolves_and_attaches(engine):
    """CR 602.2: activating pays {5} (the five Plains tap) and puts the ability on the stack; CR 608.2, 701.3a: as it
    resolves, Helm of the Host becomes attached to the Bear (attached_to), and the Bear is the equipped creature."""
    s = only(engine.apply(helm_state(), {"action": "activate", "object": "helm", "ability": EQUIP5,
                                         "targets": ["bear"]}))
    assert all(obj(s, f"aplains{i}").get("tapped") for i in range(1, 6))
    assert obj(s, "helm").get("attached_to") is None            # still on the stack
    s = pass_twice(engine, s)
    assert obj(s, "helm").get("attached_to") == "bear"


def test_701_3c_701_3b_equip_moves_it_with_a_new_timestamp_and_to_the_same_creature_does_nothing(engine):
    """CR 701.3c: attaching the Helm, which equips the Bear, to Isamaru moves it there with a new timestamp (greater
    than every timestamp in the state). CR 701.3b: equipping the creature it already equips does nothing: it stays,
    and keeps its timestamp."""
    s = helm_state()
    s = make_state([dict(o, attached_to="bear", timestamp=2) if o["id"] == "helm" else o
                    for o in s.to_document()["objects"]])
    s2 = pass_twice(engine, only(engine.apply(s, {"action": "activate", "object": "helm", "ability": EQUIP5,
                                                  "targets": ["isamaru"]})))
    helm = obj(s2, "helm")
    assert helm["attached_to"] == "isamaru"
    assert helm["timestamp"] > max(o.get("timestamp", 0) for o in s2.to_document()["objects"] if o["id"] != "helm")
    s3 = pass_twice(engine, only(engine.apply(s, {"action": "activate", "object": "helm", "ability": EQUIP5,
                                                  "targets": ["bear"]})))
    assert (obj(s3, "helm")["attached_to"], obj(s3, "helm")["timestamp"]) == ("bear", 2)


def test_608_2b_equip_whose_target_left_does_nothing(engine):
    """CR 608.2b: the equip ability's only target, the Bear, left the battlefield before it resolved: the ability
    doesn't resolve, and the Helm stays unattached."""
    s = only(engine.apply(helm_state(), {"action": "activate", "object": "helm", "ability": EQUIP5,
                                         "targets": ["bear"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bear", "to": "graveyard"}))
    s = pass_twice(engine, s)
    assert obj(s, "helm").get("attached_to") is None
    assert obj(s, "helm")["zone"] == "battlefield"


# --- Equipped creature gets ... (CR 613.4c, 613.1f) -------------------------------------------------------------------


def test_613_4c_301_5a_equipped_creature_gets_plus_two_plus_zero(engine):
    """Bloodforged Battle-Axe, "Equipped creature gets +2/+0.": the equipped Runeclaw Bear (2/2) is 4/2 (layer 7c,
    CR 613.4c); Bob's Bear, not equipped, stays 2/2; unattached, the Axe gives nothing."""
    s = make_state([bf("axe", "Bloodforged Battle-Axe", attached_to="bear"), bf("bear", "Runeclaw Bear"),
                    bf("obear", "Runeclaw Bear", "bob")])
    assert (ch(engine, s, "bear")["power"], ch(engine, s, "bear")["toughness"]) == (4, 2)
    assert (ch(engine, s, "obear")["power"], ch(engine, s, "obear")["toughness"]) == (2, 2)
    s = make_state([bf("axe", "Bloodforged Battle-Axe"), bf("bear", "Runeclaw Bear")])
    assert ch(engine, s, "bear")["power"] == 2


# --- State-based actions (CR 704.5m, 704.5n, 704.5p) ---------------------------------------------------------------


def test_704_5n_equipment_attached_to_a_noncreature_becomes_unattached(engine):
    """CR 704.5n, 301.5c: an Equipment attached to a land (not a creature) becomes unattached and stays on the
    battlefield as state-based actions are checked."""
    s = make_state([bf("helm", "Helm of the Host", attached_to="aplains1")] + basics("alice", "Plains", 1))
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    helm = obj(s, "helm")
    assert (helm["zone"], helm.get("attached_to")) == ("battlefield", None)


def test_704_5m_303_4c_aura_whose_creature_left_goes_to_the_graveyard(engine):
    """CR 704.5m, 303.4c: Splinter Twin attached to a Bear that is now in the graveyard (a new object, 400.7) is
    attached to an illegal object: it is put into its owner's graveyard."""
    s = make_state([bf("twin", "Splinter Twin", attached_to="bear"),
                    {"id": "bear", "card": "Runeclaw Bear", "zone": "graveyard", "owner": "alice"}])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert obj(s, "twin")["zone"] == "graveyard"


def test_704_5m_aura_attached_to_nothing_or_to_a_land_goes_to_the_graveyard(engine):
    """CR 704.5m: an Aura on the battlefield attached to nothing, or to a land its "Enchant creature" doesn't allow
    (702.5a), is put into its owner's graveyard; attached to a creature, it stays."""
    for attached in ({}, {"attached_to": "aplains1"}):
        s = make_state([bf("twin", "Splinter Twin", **attached)] + basics("alice", "Plains", 1))
        s = only(engine.apply(s, {"event": "state_based_actions"}))
        assert obj(s, "twin")["zone"] == "graveyard"
    s = make_state([bf("twin", "Splinter Twin", attached_to="bear"), bf("bear", "Runeclaw Bear")])
    assert engine.derive(s).object("twin") is not None
    outs = engine.apply(s, {"event": "state_based_actions"})
    assert obj(only(outs), "twin")["zone"] == "battlefield"


def test_704_5m_704_3_aura_goes_when_its_creature_dies(engine):
    """CR 704.5g, then 704.5m: the enchanted Bear with lethal damage dies; Splinter Twin, then attached to nothing on
    the battlefield, goes to the graveyard as state-based actions are checked again (704.3: until none applies), in the
    same apply of the state_based_actions event."""
    s = make_state([bf("twin", "Splinter Twin", attached_to="bear"), bf("bear", "Runeclaw Bear", damage=2)])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert (obj(s, "bear")["zone"], obj(s, "twin")["zone"]) == ("graveyard", "graveyard")


# --- Splinter Twin (CR 303.4, 702.5, 613.1f, 707.2, 707.9b, 603.7) -------------------------------------------------


TWIN_AB = {"activated": {"cost": "", "tap": True, "effect": [
    {"create_token_copy": "self", "except": {"add_abilities": ["haste"]}},
    {"tokens_leave": "exile", "at": "next_end_step"}]}}


def twin_state(**kw):
    """Splinter Twin in Alice's hand, four Mountains; her Runeclaw Bear and Bob's Runeclaw Bear on the battlefield."""
    objects = [{"id": "twin", "card": "Splinter Twin", "zone": "hand", "owner": "alice"},
               bf("bear", "Runeclaw Bear", **kw.pop("bear", {})), bf("obear", "Runeclaw Bear", "bob"),
               bf("wall", "Wall of Omens")] + basics("alice", "Mountain", 4)
    return make_state(objects, **kw)


def test_303_4a_702_5a_splinter_twin_targets_any_creature(engine):
    """CR 303.4a: an Aura spell targets what its enchant ability allows: "Enchant creature": Alice's Bear, Bob's Bear
    and her Wall of Omens (creatures), not a land or a player (115.1)."""
    (cast,) = [a for a in engine.legal_actions(twin_state(), "alice") if a.action["action"] == "cast"]
    assert cast.action["object"] == "twin" and cast.targets == [["bear", "obear", "wall"]]


def test_303_4b_608_3_splinter_twin_enters_attached_and_grants_its_ability(engine):
    """CR 608.3, 303.4b: the resolving Aura spell enters the battlefield attached to its target, the Bear. CR 613.1f:
    the Bear has the quoted ability (layer 6); the Wall and Bob's Bear don't; the Aura itself doesn't."""
    s = pass_twice(engine, only(engine.apply(twin_state(), {"action": "cast", "object": "twin", "targets": ["bear"]})))
    assert (obj(s, "twin")["zone"], obj(s, "twin")["attached_to"]) == ("battlefield", "bear")
    assert ch(engine, s, "bear").get("abilities") == [TWIN_AB]
    assert TWIN_AB not in ch(engine, s, "obear").get("abilities", [])
    assert TWIN_AB not in ch(engine, s, "twin").get("abilities", [])


def test_608_3b_splinter_twin_whose_target_left_goes_to_the_graveyard(engine):
    """CR 608.3b, 303.4a: the Aura spell's only target left the battlefield before it resolved: it doesn't resolve
    and is put into its owner's graveyard (it never enters the battlefield)."""
    s = only(engine.apply(twin_state(), {"action": "cast", "object": "twin", "targets": ["bear"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bear", "to": "graveyard"}))
    s = pass_twice(engine, s)
    assert obj(s, "twin")["zone"] == "graveyard"


def enchanted(creature="bear", **kw):
    """Splinter Twin on the battlefield attached to ``creature``."""
    return make_state(
        [bf("twin", "Splinter Twin", attached_to=creature), bf("bear", "Runeclaw Bear", **kw.pop("bear", {})),
         bf("obear", "Runeclaw Bear", "bob"), bf("wall", "Wall of Omens"),
         {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1},
         {"id": "lib2", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}], **kw)


def test_splinter_twin_token_is_a_hasty_copy_exiled_at_the_next_end_step_707_2_707_9b_603_7(engine):
    """Splinter Twin on Alice's Bear (not summoning sick). CR 303.4e, 602.2: Alice, the Bear's controller, activates
    the granted ability, tapping the Bear (107.5). As it resolves: a token that's a copy of the Bear (707.2: Runeclaw
    Bear, 2/2, green) with haste as a copiable value (707.9b); the token is not enchanted and doesn't have the
    granted ability (707.2: an ability granted by an Aura isn't copied). CR 603.7a: a delayed trigger, controlled by
    Alice, waits to exile the token at the beginning of the next end step."""
    s = enchanted()
    assert activations(engine, s) == [("alice", "bear", TWIN_AB, [])]
    s = only(engine.apply(s, {"action": "activate", "object": "bear", "ability": 0}))
    assert obj(s, "bear").get("tapped") is True
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert (tok["zone"], tok["controller"], tok.get("attached_to")) == ("battlefield", "alice", None)
    c = ch(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Runeclaw Bear", 2, 2, ["green"])
    assert c["abilities"] == ["haste"]
    assert engine.derive(s).object(tok["id"]).copiable["abilities"] == ["haste"]
    assert s.to_document()["delayed_triggers"] == [{"source": "bear", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"exile_object": tok["id"]}}}]
    # CR 702.10c, 302.6: the token has haste, so it may attack this turn; its copy has no {T} ability to activate
    assert [a for a in activations(engine, s) if a[1] == tok["id"]] == []


def test_splinter_twin_token_is_exiled_at_the_next_end_step_603_7b(engine):
    """CR 603.7b: the delayed trigger triggers as the end step begins; as it resolves the token is exiled (then it
    ceases to exist, 704.5d)."""
    s = enchanted(phase="postcombat_main")
    s = pass_twice(engine, only(engine.apply(s, {"action": "activate", "object": "bear", "ability": 0})))
    assert len(tokens(s)) == 1
    s = pass_twice(engine, s)                     # the end step begins: the delayed trigger goes on the stack
    assert (s.to_document()["phase"], s.to_document()["step"]) == ("ending", "end")
    s = pass_twice(engine, s)                     # it resolves: the token is exiled
    s = only(engine.apply(s, {"event": "state_based_actions"})) if tokens(s) else s
    assert tokens(s) == [] and obj(s, "bear")["zone"] == "battlefield"


def test_302_6_602_5a_splinter_twin_on_a_summoning_sick_creature_can_t_tap(engine):
    """Splinter Twin's ruling and CR 302.6, 602.5a: the granted ability has {T} in its cost; the Bear came under
    Alice's control this turn and has no haste, so the ability can't be activated."""
    s = enchanted(bear={"summoning_sick": True})
    assert activations(engine, s) == []
    why = engine.why_not(s, {"action": "activate", "object": "bear", "ability": 0})
    assert ("summoning_sick", "602.5a") in why.failures


def test_303_4e_splinter_twin_on_an_opponents_creature_is_theirs_to_activate(engine):
    """CR 303.4e: an ability an Aura grants to the enchanted creature is activated by that creature's controller:
    Alice's Splinter Twin on Bob's Bear gives Bob (not Alice) the ability; the token is Bob's (111.1)."""
    s = enchanted("obear", active_player="bob", priority="bob")
    assert activations(engine, s) == [("bob", "obear", TWIN_AB, [])]
    s = pass_twice(engine, only(engine.apply(s, {"action": "activate", "object": "obear", "ability": 0})))
    (tok,) = tokens(s)
    assert tok["controller"] == "bob" and tok["owner"] == "bob"


def test_splinter_twin_on_wall_of_omens_the_token_s_enters_trigger_draws_603_6a_707_5(engine):
    """The token copy of the enchanted Wall of Omens has the Wall's enters trigger ("When this creature enters, draw a
    card", a copiable value, 707.2); it triggers as the token enters (603.6a) and Alice draws a card as it resolves.
    The Wall, a 0/4 with defender, has the ability even though it can't attack: its {T} ability isn't an attack."""
    s = enchanted("wall")
    s = pass_twice(engine, only(engine.apply(s, {"action": "activate", "object": "wall", "ability": TWIN_AB})))
    (tok,) = tokens(s)
    assert {"defender", "haste"} <= set(map(str, ch(engine, s, tok["id"])["abilities"]))
    s = pass_twice(engine, s)
    assert obj(s, "lib1")["zone"] == "hand"


# --- Helm of the Host (CR 507.1, 603.2b, 707.2, 707.9b, 611.2) ------------------------------------------------------


def test_helm_of_the_host_copies_the_equipped_creature_each_combat_on_your_turn_707_9b_611_2(engine):
    """Helm of the Host equips Isamaru (legendary). CR 507.1, 603.2b: as Alice's beginning of combat step begins, its
    ability triggers and goes on the stack (603.3). As it resolves: a token that's a copy of Isamaru (707.2), except
    it isn't legendary (707.9b: a copiable value), so the legend rule (704.5j) doesn't apply and both stay; the token
    gains haste (611.2: an effect of the ability, not a copiable value). The token isn't equipped (the Helm stays on
    Isamaru)."""
    s = helm_state()
    s = make_state([dict(o, attached_to="isamaru") if o["id"] == "helm" else o for o in s.to_document()["objects"]])
    s = pass_twice(engine, s)           # precombat main -> beginning of combat: the trigger
    doc = s.to_document()
    assert (doc["phase"], doc["step"]) == ("combat", "beginning_of_combat")
    (trig,) = [o for o in doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "helm" and trig["controller"] == "alice"
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert (tok["zone"], tok["controller"], tok.get("attached_to")) == ("battlefield", "alice", None)
    d = engine.derive(s).object(tok["id"])
    assert (d.characteristics["name"], d.characteristics["power"], d.characteristics["supertypes"]) == (
        "Isamaru, Hound of Konda", 2, [])
    assert "haste" in map(str, d.characteristics["abilities"])
    assert "haste" not in map(str, d.copiable.get("abilities", []))
    assert obj(s, "isamaru")["zone"] == "battlefield" and obj(s, "helm")["attached_to"] == "isamaru"


def test_helm_of_the_host_not_on_your_turn_and_unattached_makes_nothing_603_2b(engine):
    """CR 603.2b: "on your turn": in Bob's turn the Helm doesn't trigger at the beginning of combat. Helm of the Host's
    ruling: unattached, its ability triggers but creates no token (there is no equipped creature to copy)."""
    s = helm_state(active_player="bob", priority="bob")
    s = make_state([dict(o, attached_to="isamaru") if o["id"] == "helm" else o for o in s.to_document()["objects"]],
                   active_player="bob", priority="bob")
    s = pass_twice(engine, s)
    assert [o for o in s.to_document()["objects"] if o["zone"] == "stack"] == []
    s = pass_twice(engine, pass_twice(engine, helm_state()))
    assert tokens(s) == []


def test_707_2_301_5b_token_copy_of_an_attached_equipment_enters_unattached(engine):
    """CR 707.2: a copy of the Helm copies its copiable values, never what it is attached to; CR 301.5b: an Equipment
    enters unattached. A token copy of the Helm equipping Isamaru is an unattached Helm of the Host (and a legendary
    one: the legend rule, 704.5j, then asks Alice to keep one)."""
    s = helm_state()
    s = make_state([dict(o, attached_to="isamaru") if o["id"] == "helm" else o for o in s.to_document()["objects"]])
    outs = engine.apply(s, {"event": "create_token_copy", "source": "helm", "controller": "alice"})
    kept = [o.state for o in outs if obj(o.state, "helm")["zone"] == "battlefield"]
    (s,) = kept                                  # the state in which Alice keeps the original Helm (704.5j)
    assert len(outs) == 2 and obj(s, "helm")["attached_to"] == "isamaru"
    kept_tok = [o.state for o in outs if obj(o.state, "helm")["zone"] == "graveyard"]
    (tok2,) = tokens(kept_tok[0])
    assert tok2["zone"] == "battlefield" and tok2.get("attached_to") is None
    assert ch(engine, kept_tok[0], tok2["id"])["name"] == "Helm of the Host"


def test_303_4f_token_copy_of_an_aura_is_attached_as_it_enters(engine):
    """CR 303.4f: a token copy of Splinter Twin (an Aura created, not cast) is attached as it enters to a legal object
    its controller chooses ("Enchant creature": the Bear, Bob's Bear, or the Wall: three resulting states); never to
    what the original enchants by copying (707.2)."""
    s = enchanted()
    outs = engine.apply(s, {"event": "create_token_copy", "source": "twin", "controller": "alice"})
    assert sorted(tokens(o.state)[0].get("attached_to") for o in outs) == ["bear", "obear", "wall"]


# --- conditional and counted statics (CR 604.1, 611.3a, 613.4c) -------------------------------------------------------


def test_604_1_brass_knuckles_gives_double_strike_only_with_two_equipment_attached(engine):
    """Brass Knuckles, "Equipped creature has double strike as long as two or more Equipment are attached to it": with
    only Brass Knuckles on the Bear, no double strike; with Brass Knuckles and Helm of the Host both attached to it,
    the Bear has double strike (layer 6, 613.1f); Isamaru, equipped by neither, doesn't."""
    one = make_state([bf("bk", "Brass Knuckles", attached_to="bear"), bf("bear", "Runeclaw Bear"),
                      bf("isamaru", "Isamaru, Hound of Konda")])
    assert "double_strike" not in ch(engine, one, "bear").get("abilities", [])
    two = make_state([bf("bk", "Brass Knuckles", attached_to="bear"),
                      bf("helm", "Helm of the Host", attached_to="bear"),
                      bf("bear", "Runeclaw Bear"), bf("isamaru", "Isamaru, Hound of Konda")])
    assert "double_strike" in ch(engine, two, "bear")["abilities"]
    assert "double_strike" not in ch(engine, two, "isamaru").get("abilities", [])


def test_611_3a_613_4c_improvised_arsenal_counts_the_artifacts_you_control(engine):
    """Improvised Arsenal, "Equipped creature gets +1/+0 for each artifact you control": Alice controls the Arsenal
    and Helm of the Host (two artifacts; Bob's Brass Knuckles isn't hers): the equipped Bear (2/2) is 4/2 (layer 7c).
    The count is continuous (611.3a): with the Helm gone, 3/2."""
    objs = [bf("arsenal", "Improvised Arsenal", attached_to="bear"), bf("helm", "Helm of the Host"),
            bf("bk", "Brass Knuckles", "bob"), bf("bear", "Runeclaw Bear")]
    c = ch(engine, make_state(objs), "bear")
    assert (c["power"], c["toughness"]) == (4, 2)
    c = ch(engine, make_state([o for o in objs if o["id"] != "helm"]), "bear")
    assert (c["power"], c["toughness"]) == (3, 2)


# --- Mirror Mockery (CR 508.1m, 603.5, 603.7, 511.2) ------------------------------------------------------------------


def test_mirror_mockery_may_copy_the_attacking_creature_and_exiles_it_at_end_of_combat_603_5_511_2(engine):
    """Mirror Mockery on Alice's Bear. CR 508.1m, 603.2: declaring the Bear as an attacker triggers "whenever enchanted
    creature attacks"; CR 603.5: as the ability resolves Alice chooses whether to create the token: two resulting
    states, one with a token copy of the Bear (707.2; not attacking: it was never declared, 508.1) and one without.
    CR 603.7a, 511.2: with the token, a delayed trigger exiles it as the end of combat step begins."""
    s = make_state([bf("mm", "Mirror Mockery", attached_to="bear"), bf("bear", "Runeclaw Bear")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["bear"]}))
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "mm"
    s1 = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s1, {"action": "pass"})
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    (s,) = [o.state for o in outs if tokens(o.state)]
    (tok,) = tokens(s)
    assert ch(engine, s, tok["id"])["name"] == "Runeclaw Bear" and not tok.get("attacking")
    assert s.to_document()["delayed_triggers"] == [{"source": "mm", "controller": "alice", "text": {
        "trigger": "end_of_combat", "effect": {"exile_object": tok["id"]}}}]
    for _ in range(4):                     # through blockers and combat damage, to the end of combat step
        if s.to_document().get("step") == "end_of_combat":
            break
        s = pass_twice(engine, s) if s.to_document().get("priority") else only(engine.apply(
            s, {"action": "declare_blockers", "player": "bob", "blockers": []}))
    assert s.to_document()["step"] == "end_of_combat"
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    s = pass_twice(engine, s)
    assert tokens(s) == []


# --- Stolen Identity: cipher (CR 702.99) ------------------------------------------------------------------------------


def test_702_99a_stolen_identity_copies_and_may_be_encoded_on_a_creature_you_control(engine):
    """Stolen Identity targeting Bob's Wall of Omens: Alice creates a token copy of it (707.2, 111.1), whose enters
    trigger waits. CR 702.99a: then she may exile Stolen Identity encoded on a creature she controls: her Bear or the
    new token (cipher is the last instruction, 608.2c), or neither (it goes to her graveyard): three resulting
    states."""
    s = make_state([{"id": "si", "card": "Stolen Identity", "zone": "hand", "owner": "alice"},
                    bf("bear", "Runeclaw Bear"), bf("owall", "Wall of Omens", "bob")] + basics("alice", "Island", 6))
    s = only(engine.apply(s, {"action": "cast", "object": "si", "targets": ["owall"]}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    seen = []
    for o in outs:
        (tok,) = tokens(o.state)
        si = obj(o.state, "si")
        seen.append((si["zone"], {None: None, "bear": "bear", tok["id"]: "token"}[si.get("encoded_on")]))
        assert ch(engine, o.state, tok["id"])["name"] == "Wall of Omens" and tok["controller"] == "alice"
    assert sorted(seen, key=str) == sorted([("graveyard", None), ("exile", "bear"), ("exile", "token")], key=str)


def encoded_state(**kw):
    """Stolen Identity exiled, encoded on Alice's Bear, which attacks Bob (no blockers declared yet); Bob's Wall of
    Omens; a card in each library."""
    return make_state([{"id": "si", "card": "Stolen Identity", "zone": "exile", "owner": "alice", "encoded_on": "bear"},
                       bf("bear", "Runeclaw Bear"), bf("owall", "Wall of Omens", "bob"),
                       {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                        "library_position": 1}],
                      phase="combat", step="declare_attackers", priority=None, **kw)


def test_702_99a_613_1f_the_encoded_creature_has_the_cipher_trigger(engine):
    """CR 702.99a: while Stolen Identity is encoded on the Bear, the Bear has "Whenever this creature deals combat
    damage to a player, you may copy the encoded card and you may cast the copy without paying its mana cost"
    (layer 6); Bob's Wall doesn't. CR 702.99c: with the card no longer exiled, the Bear no longer has it."""
    s = encoded_state()
    ab = {"trigger": {"combat_damage_to_player": "self"}, "effect": {"cast_encoded": "si"}}
    assert ab in ch(engine, s, "bear")["abilities"]
    assert ab not in ch(engine, s, "owall").get("abilities", [])
    s = only(engine.apply(s, {"event": "move", "object": "si", "to": "graveyard"}))
    assert ab not in ch(engine, s, "bear").get("abilities", [])


def test_702_99a_707_12_combat_damage_casts_a_copy_of_the_encoded_card(engine):
    """The Bear attacks Bob unblocked and deals him combat damage (510.2): the cipher trigger triggers (603.2) under
    Alice's control. As it resolves, Alice copies Stolen Identity (707.12) and may cast the copy without paying its
    mana cost (608.2g: now, during the resolution); she casts it targeting Bob's Wall, and it resolves: a second token
    copy of the Wall. The copy isn't a card, so it isn't encoded (702.99a: "represented by a card"); it ceases to exist
    (704.5e). The card stays encoded on the Bear."""
    s = only(engine.apply(encoded_state(), {"action": "declare_attackers", "attackers": [{"object": "bear",
                                                                                          "player": "bob"}]}))
    for _ in range(6):
        stack = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
        if stack:
            break
        doc = s.to_document()
        s = only(engine.apply(s, {"action": "declare_blockers", "player": "bob", "blockers": []})) \
            if doc.get("step") == "declare_blockers" and doc.get("priority") is None else \
            only(engine.apply(s, {"action": "pass"}))
    (trig,) = stack
    assert trig["ability"]["source"] == "bear" and trig["ability"]["text"]["effect"] == {"cast_encoded": "si"}
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 18
    s = pass_twice(engine, s)
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"] or [None]
    assert copy is not None and copy["zone"] == "exile"
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["owall"]}))
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert ch(engine, s, tok["id"])["name"] == "Wall of Omens" and tok["controller"] == "alice"
    assert obj(s, "si")["zone"] == "exile" and obj(s, "si")["encoded_on"] == "bear"
    assert copy["id"] not in {o["id"] for o in s.to_document()["objects"]}


# --- Followed Footsteps, Bloodforged Battle-Axe (CR 603.2b, 510.3a, 707.2, 301.5b) ------------------------------------


def test_603_2b_707_2_followed_footsteps_copies_the_enchanted_creature_each_upkeep(engine):
    """Followed Footsteps on Bob's Bear, controlled by Alice: "At the beginning of your upkeep, create a token that's a
    copy of enchanted creature." As Alice's turn begins (Bob's end step passes, cleanup, then her untap and upkeep),
    it triggers (603.2b); as it resolves Alice creates a token copy of the Bear (707.2), hers (111.1), not enchanted."""
    s = make_state([bf("ff", "Followed Footsteps", attached_to="obear"), bf("obear", "Runeclaw Bear", "bob"),
                    {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "lib2", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}],
                   active_player="bob", priority="bob", phase="ending", step="end")
    s = to_upkeep_trigger(engine, s)
    doc = s.to_document()
    assert (doc["active_player"], doc["step"]) == ("alice", "upkeep")
    (trig,) = [o for o in doc["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "ff" and trig["controller"] == "alice"
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert (ch(engine, s, tok["id"])["name"], tok["controller"], tok.get("attached_to")) == (
        "Runeclaw Bear", "alice", None)


def test_510_3a_301_5b_bloodforged_battle_axe_copies_itself_on_combat_damage(engine):
    """Bloodforged Battle-Axe on Alice's Bear (4/2 with it): "Whenever equipped creature deals combat damage to a
    player, create a token that's a copy of this Equipment." The Bear attacks Bob unblocked and deals him 4 damage
    (510.2); the trigger (603.2) resolves: a token Bloodforged Battle-Axe, unattached (301.5b: an Equipment enters
    unattached; 707.2: a copy doesn't copy what it is attached to)."""
    s = make_state([bf("axe", "Bloodforged Battle-Axe", attached_to="bear"), bf("bear", "Runeclaw Bear")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "bear", "player": "bob"}]}))
    s = until_a_trigger(engine, s)
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 16
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    assert (ch(engine, s, tok["id"])["name"], tok["zone"], tok.get("attached_to")) == (
        "Bloodforged Battle-Axe", "battlefield", None)


# --- Twinflame: any number of targets, strive (CR 601.2c, 601.2f, 207.2c, 608.2b, 707.9b, 603.7) ----------------------


def twinflame_state(mountains):
    """Twinflame in Alice's hand, her Runeclaw Bear and Wall of Omens, Bob's Runeclaw Bear; ``mountains`` Mountains."""
    return make_state([{"id": "tf", "card": "Twinflame", "zone": "hand", "owner": "alice"},
                       bf("bear", "Runeclaw Bear"), bf("wall", "Wall of Omens"), bf("obear", "Runeclaw Bear", "bob"),
                       {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                        "library_position": 1}] + basics("alice", "Mountain", mountains))


def test_601_2f_207_2c_strive_costs_more_for_each_target_beyond_the_first(engine):
    """Twinflame costs {1}{R}; strive adds {2}{R} for each target beyond the first (601.2f, after the targets are
    chosen, 601.2c). With two Mountains: one target is payable, two ({3}{R}{R} in all) aren't (601.2h). With five: two
    targets are, and casting them taps all five (the cost_increased event says by how much)."""
    assert engine.why_not(twinflame_state(2), {"action": "cast", "object": "tf", "targets": ["bear"]}).legal
    why = engine.why_not(twinflame_state(2), {"action": "cast", "object": "tf", "targets": ["bear", "wall"]})
    assert not why.legal and why.failures[0][1] == "601.2h"
    assert engine.why_not(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "wall"]}).legal
    (out,) = engine.apply(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "wall"]})
    assert all(obj(out.state, f"amountain{i}").get("tapped") for i in range(1, 6))
    assert ("cost_increased(tf, {2}{R}, 1)", "601.2f") in out.events


def test_601_2c_115_1_twinflame_targets_any_number_of_creatures_you_control(engine):
    """CR 601.2c: any number of different targets, each a creature Alice controls (115.1): Bob's Bear can't be one;
    the same creature can't be two of them (601.2c: "the same object ... can't be chosen more than once" for one
    "target" word); none at all is a legal choice too (three resulting states with two Mountains: none, the Bear,
    the Wall)."""
    why = engine.why_not(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "obear"]})
    assert ("illegal_target(2, obear)", "601.2c") in why.failures
    why = engine.why_not(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "bear"]})
    assert ("same_target_twice(bear)", "601.2c") in why.failures
    outs = engine.apply(twinflame_state(2), {"action": "cast", "object": "tf"})
    assert sorted(str(obj(o.state, "tf").get("targets")) for o in outs) == ["None", "['bear']", "['wall']"]


def test_707_9b_603_7_twinflame_copies_each_target_with_haste_and_exiles_them_at_the_end_step(engine):
    """Twinflame on the Bear and the Wall: as it resolves, a token copy of each (707.2), with haste as a copiable value
    (707.9b), Alice's (111.1); the Wall token's enters trigger triggers (603.6a). CR 603.7a: one delayed trigger exiles
    the tokens at the beginning of the next end step."""
    (out,) = engine.apply(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "wall"]})
    s = pass_twice(engine, out.state)
    toks = tokens(s)
    assert sorted(ch(engine, s, t["id"])["name"] for t in toks) == ["Runeclaw Bear", "Wall of Omens"]
    assert all("haste" in ch(engine, s, t["id"])["abilities"] and t["controller"] == "alice" for t in toks)
    ((ts,),) = {(t["timestamp"],) for t in toks}
    assert s.to_document()["delayed_triggers"] == [{"source": "tf", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"leave_tokens_created": "exile", "timestamp": ts}}}]
    assert obj(s, "tf")["zone"] == "graveyard"


def test_608_2b_twinflame_copies_the_targets_still_legal(engine):
    """CR 608.2b: the Bear left the battlefield before Twinflame resolved; the Wall is still a legal target: Twinflame
    resolves and copies the Wall only."""
    (out,) = engine.apply(twinflame_state(5), {"action": "cast", "object": "tf", "targets": ["bear", "wall"]})
    s = only(engine.apply(out.state, {"event": "move", "object": "bear", "to": "graveyard"}))
    s = pass_twice(engine, s)
    assert [ch(engine, s, t["id"])["name"] for t in tokens(s)] == ["Wall of Omens"]


# --- Illusionist's Bracers (CR 602.2, 603.2, 707.10, 707.10b) ---------------------------------------------------------


def test_707_10b_illusionists_bracers_copies_an_ability_of_the_equipped_creature(engine):
    """Illusionist's Bracers on Alice's Archivist ("{T}: Draw a card."). CR 602.2, 603.2: activating the Archivist's
    ability triggers the Bracers ("whenever an ability of equipped creature is activated"), which goes on the stack
    above it (603.3); as it resolves it copies that ability (707.10, 707.10b: same source). The copy resolves, then the
    ability: Alice draws two cards. Bob's Archivist, not equipped, triggers nothing."""
    s = make_state([bf("bracers", "Illusionist's Bracers", attached_to="arch"), bf("arch", "Archivist"),
                    bf("oarch", "Archivist", "bob")] +
                   [{"id": f"lib{i}", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                     "library_position": i} for i in (1, 2, 3)])
    ab = {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}
    s = only(engine.apply(s, {"action": "activate", "object": "arch", "ability": ab}))
    stack = sorted((o for o in s.to_document()["objects"] if o["zone"] == "stack"), key=lambda o: o["id"])
    assert sorted(o["ability"]["source"] for o in stack) == ["arch", "bracers"]
    s = pass_twice(engine, s)                       # the Bracers' trigger resolves: a copy of the ability
    stack = [o["ability"]["source"] for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert stack == ["arch", "arch"]
    s = pass_twice(engine, pass_twice(engine, s))   # the copy, then the ability
    assert sorted(o["id"] for o in s.to_document()["objects"] if o["zone"] == "hand") == ["lib1", "lib2"]


def test_603_2_illusionists_bracers_ignores_other_creatures_abilities(engine):
    """CR 603.2: the Bracers equip Alice's Archivist; Bob's Archivist's activation (in Bob's turn) isn't an ability of
    the equipped creature: nothing triggers."""
    s = make_state([bf("bracers", "Illusionist's Bracers", attached_to="arch"), bf("arch", "Archivist"),
                    bf("oarch", "Archivist", "bob"),
                    {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}],
                   active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "activate", "object": "oarch",
                              "ability": {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}}))
    assert [o["ability"]["source"] for o in s.to_document()["objects"] if o["zone"] == "stack"] == ["oarch"]


# --- Mechanized Production (CR 608.2c, 104.2b, 707.2) -----------------------------------------------------------------


def mechanized_state(copies):
    """Mechanized Production on Alice's Bloodforged Battle-Axe; ``copies`` more Battle-Axes (tokens) already hers;
    Bob's Battle-Axe; Bob's    end step with an empty stack, so that passing twice begins Alice's turn (her upkeep)."""
    objs = [bf("mp", "Mechanized Production", attached_to="axe"), bf("axe", "Bloodforged Battle-Axe"),
            bf("baxe", "Bloodforged Battle-Axe", "bob"),
            {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1},
            {"id": "lib2", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}]
    objs += [{"id": f"t{i}", "token": True, "zone": "battlefield", "owner": "alice",
              "characteristics": {"name": "Bloodforged Battle-Axe", "types": ["artifact"], "subtypes": ["Equipment"]}}
             for i in range(copies)]
    return make_state(objs, active_player="bob", priority="bob", phase="ending", step="end")


def to_upkeep_trigger(engine, s):
    """From Bob's end step, pass until a trigger is on the stack (at most four passes: Alice's upkeep, CR 503.1)."""
    for _ in range(4):
        if [o for o in s.to_document()["objects"] if o["zone"] == "stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def upkeep_resolved(engine, s):
    return pass_twice(engine, to_upkeep_trigger(engine, s))


def test_608_2c_104_2b_mechanized_production_wins_with_the_eighth_same_name_artifact(engine):
    """Mechanized Production on Alice's Bloodforged Battle-Axe, with six other Battle-Axes hers (Bob's doesn't count:
    "you control"). At her upkeep the trigger creates an eighth Bloodforged Battle-Axe of hers (not legendary): the
    token copy
    (707.2) counts, the check coming after it (608.2c): Alice wins the game (104.2b; Bob loses, 104.3e, and the game
    is over, 104.2a). With one Battle-Axe fewer, seven: the game goes on."""
    s = upkeep_resolved(engine, mechanized_state(6))
    doc = s.to_document()
    assert doc.get("game_over") is True and doc.get("winner") == "alice"
    s = upkeep_resolved(engine, mechanized_state(5))
    doc = s.to_document()
    assert not doc.get("game_over") and len([o for o in doc["objects"] if o.get("token")]) == 6


# --- DESIGN.md: derive and legal are decided by grounding, with attachments too ---------------------------------------


def test_derive_and_legal_with_attachments_are_decided_by_grounding():
    """DESIGN.md: derive and legal are stratified (no choices): grounding alone decides every atom, also with Auras and
    Equipment granting abilities and power (layers 6 and 7c read the attached permanent's layer 1 values), counted
    statics, a cipher card encoded on a creature, and Twinflame and an Aura spell in hand."""
    from .conftest import undecided_by_grounding
    s = make_state([bf("twin", "Splinter Twin", attached_to="bear"), bf("bear", "Runeclaw Bear"),
                    bf("bk", "Brass Knuckles", attached_to="bear"), bf("arsenal", "Improvised Arsenal",
                                                                        attached_to="bear"),
                    bf("mp", "Mechanized Production", attached_to="arsenal"),
                    bf("bracers", "Illusionist's Bracers", attached_to="wall"), bf("wall", "Wall of Omens"),
                    {"id": "si", "card": "Stolen Identity", "zone": "exile", "owner": "alice", "encoded_on": "wall"},
                    {"id": "tf", "card": "Twinflame", "zone": "hand", "owner": "alice"},
                    {"id": "mm", "card": "Mirror Mockery", "zone": "hand", "owner": "alice"},
                    bf("echoes", "Curse of Echoes", attached_to="bob"), bf("shaken", "Curse of Shaken Faith",
                                                                           attached_to="bob"),
                    bf("tt", "Trickster's Talisman", attached_to="wall"), bf("bb", "Battlemage's Bracers"),
                    bf("sb", "Spellbinder"), bf("ee", "Endless Evil", attached_to="wall"),
                    bf("ff", "Followed Footsteps", attached_to="wall"), bf("helm", "Helm of the Host")]
                   + basics("alice", "Mountain", 3))
    for mode in ("derive", "legal"):
        assert undecided_by_grounding(s, mode) == []


# --- Endless Evil (CR 707.9b, 603.10a, 603.4, 704.5m) -----------------------------------------------------------------


def test_707_9b_endless_evil_copies_the_enchanted_creature_as_a_1_1(engine):
    """Endless Evil on Alice's Cleaver Skaab (a 2/4 Horror): at the beginning of her upkeep a token copy of it, except
    the token is 1/1 (707.9b: power and toughness set as copiable values): a 1/1 Cleaver Skaab, a Horror."""
    s = make_state([bf("ee", "Endless Evil", attached_to="skaab"), bf("skaab", "Cleaver Skaab"),
                    {"id": "lib1", "card": "Runeclaw Bear", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "lib2", "card": "Runeclaw Bear", "zone": "library", "owner": "bob", "library_position": 1}],
                   active_player="bob", priority="bob", phase="ending", step="end")
    s = upkeep_resolved(engine, s)
    (tok,) = tokens(s)
    c = ch(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["subtypes"]) == ("Cleaver Skaab", 1, 1, ["Horror", "Zombie"])


def test_603_10a_603_4_endless_evil_returns_to_hand_when_its_horror_dies(engine):
    """CR 700.4, 603.10a: the enchanted Cleaver Skaab (a Horror) dies (704.5g, lethal damage); Endless Evil's ability
    looks back and triggers, though the Aura is then put into the graveyard (704.5m). As it resolves, Alice returns the
    Endless Evil card to her hand. On Runeclaw Bear (not a Horror, 603.4) nothing triggers: it stays in the
    graveyard."""
    s = make_state([bf("ee", "Endless Evil", attached_to="skaab"), bf("skaab", "Cleaver Skaab", damage=4)])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert (obj(s, "skaab")["zone"], obj(s, "ee")["zone"]) == ("graveyard", "graveyard")
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "ee"
    s = pass_twice(engine, s)
    assert obj(s, "ee")["zone"] == "hand"
    s = make_state([bf("ee", "Endless Evil", attached_to="bear"), bf("bear", "Runeclaw Bear", damage=2)])
    s = only(engine.apply(s, {"event": "state_based_actions"}))
    assert obj(s, "ee")["zone"] == "graveyard"
    assert [o for o in s.to_document()["objects"] if o["zone"] == "stack"] == []


# --- Curse of Echoes: an Aura enchanting a player (CR 303.4a, 702.5d, 601.2i, 707.10c) -------------------------------


def test_702_5d_303_4a_curse_of_echoes_targets_a_player_only(engine):
    """CR 702.5d: an Aura with "enchant player" targets a player and can't target a permanent (303.4a): Curse of
    Echoes cast by Alice may target Alice or Bob, not her Bear; it enters attached to that player (303.4b)."""
    s = make_state([{"id": "curse", "card": "Curse of Echoes", "zone": "hand", "owner": "alice"},
                    bf("bear", "Runeclaw Bear")] + basics("alice", "Island", 5))
    (cast,) = [a for a in engine.legal_actions(s, "alice") if a.action["action"] == "cast"]
    assert sorted(cast.targets[0]) == ["alice", "bob"]
    s = pass_twice(engine, only(engine.apply(s, {"action": "cast", "object": "curse", "targets": ["bob"]})))
    assert (obj(s, "curse")["zone"], obj(s, "curse")["attached_to"]) == ("battlefield", "bob")


def test_601_2i_707_10c_curse_of_echoes_lets_each_other_player_copy_the_enchanted_players_spell(engine):
    """Alice's Curse of Echoes enchants Bob. CR 601.2i, 603.2: Bob casts Lightning Bolt targeting Alice: the Curse
    triggers (Alice controls the trigger). As it resolves, each player other than Bob, here Alice, may copy the Bolt
    (603.5); her copy is hers (707.10) and she may choose new targets for it (707.10c): resulting states with no copy,
    and with Alice's copy targeting Alice (kept) or another legal target such as Bob. Alice's own spells don't
    trigger it (she isn't enchanted)."""
    s = make_state([bf("curse", "Curse of Echoes", attached_to="bob"), bf("bear", "Runeclaw Bear"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                    bf("bmountain", "Mountain", "bob")], active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    stack = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert sorted(o["id"] for o in stack if o.get("ability")) != [] and \
        [o["controller"] for o in stack if o.get("ability")] == ["alice"]
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    copies = []
    for o in outs:
        cs = [x for x in o.state.to_document()["objects"] if x["zone"] == "stack" and x.get("copy")]
        copies.append(tuple((c["controller"], tuple(c.get("targets", []))) for c in cs))
    assert () in copies
    assert (("alice", ("alice",)),) in copies and (("alice", ("bob",)),) in copies


# --- Spellbinder: imprint and the equipped creature's combat damage (CR 607.2a, 608.2d, 707.12) -----------------------


def test_607_2a_608_2d_spellbinder_may_imprint_an_instant_from_hand(engine):
    """Spellbinder resolves and enters (CR 608.3); its imprint trigger (603.6a) resolves: Alice may exile an instant
    card from her hand (608.2d): her Lightning Bolt (not her Runeclaw Bear card, a creature), or nothing: two resulting
    states; the exiled Bolt is exiled with Spellbinder (607.2a)."""
    s = make_state([{"id": "sb", "card": "Spellbinder", "zone": "hand", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    {"id": "bearcard", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Plains", 3))
    s = pass_twice(engine, only(engine.apply(s, {"action": "cast", "object": "sb"})))
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack"]
    assert trig["ability"]["source"] == "sb"
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    got = sorted((obj(o.state, "bolt")["zone"], obj(o.state, "bolt").get("exiled_with"),
                  obj(o.state, "bearcard")["zone"]) for o in outs)
    assert got == [("exile", "sb", "hand"), ("hand", None, "hand")]


def test_707_12_spellbinder_casts_a_copy_of_the_imprinted_card_on_combat_damage(engine):
    """Spellbinder (Lightning Bolt exiled with it) equips Alice's Bear, which deals combat damage to Bob (510.2): the
    trigger resolves and Alice copies the Bolt (707.12), a copy in exile she may cast now without paying its mana cost
    (608.2g); cast at Bob, it resolves: Bob, at 18 after the combat damage, is at 15. The Bolt stays exiled with
    Spellbinder."""
    s = make_state([bf("sb", "Spellbinder", attached_to="bear"), bf("bear", "Runeclaw Bear"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "exile", "owner": "alice", "exiled_with": "sb"}],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "bear", "player": "bob"}]}))
    s = until_a_trigger(engine, s)
    s = pass_twice(engine, s)
    (copy,) = [o for o in s.to_document()["objects"] if o.get("cast_now_by") == "alice"]
    s = only(engine.apply(s, {"action": "cast", "object": copy["id"], "cost": "free", "targets": ["bob"]}))
    s = pass_twice(engine, s)
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 15
    assert (obj(s, "bolt")["zone"], obj(s, "bolt")["exiled_with"]) == ("exile", "sb")


def test_608_2d_601_2h_battlemages_bracers_copies_the_ability_if_its_controller_pays(engine):
    """Battlemage's Bracers on Alice's Archivist (summoning sick: CR 302.6 would stop its {T} ability, but the Bracers
    give it haste, 702.10c). Activating it triggers the Bracers; as the trigger resolves Alice may pay {1} (608.2d):
    with an untapped Plains, two resulting states: she pays (the Plains taps, 601.2h) and copies the ability
    (707.10b), or she doesn't. With no mana she can't pay: only the state without the copy."""
    ab = {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}

    def run(lands):
        s = make_state([bf("bracers", "Battlemage's Bracers", attached_to="arch"),
                        bf("arch", "Archivist", summoning_sick=True)] + basics("alice", "Plains", lands) +
                       [{"id": f"lib{i}", "card": "Runeclaw Bear", "zone": "library", "owner": "alice",
                         "library_position": i} for i in (1, 2, 3)])
        assert "haste" in ch(engine, s, "arch")["abilities"]
        s = only(engine.apply(s, {"action": "activate", "object": "arch", "ability": ab}))
        s = only(engine.apply(s, {"action": "pass"}))
        return engine.apply(s, {"action": "pass"})

    got = sorted((len([o for o in x.state.to_document()["objects"] if o["zone"] == "stack"]),
                  bool(obj(x.state, "aplains1").get("tapped"))) for x in run(1))
    assert got == [(1, False), (2, True)]
    got = [len([o for o in x.state.to_document()["objects"] if o["zone"] == "stack"]) for x in run(0)]
    assert got == [1]


# --- Trickster's Talisman: a granted trigger naming the Equipment (CR 201.4b, 608.2d, 701.21a, 707.2) -----------------


def test_201_4b_701_21a_tricksters_talisman_may_be_sacrificed_to_copy_the_equipped_creature(engine):
    """Trickster's Talisman on Alice's Bear: the Bear is 3/3 (+1/+1, 613.4c) and has the quoted trigger (613.1f). The
    Bear deals 3 combat damage to Bob; as the granted trigger resolves Alice may sacrifice Trickster's Talisman
    (the name in the granted ability is the Talisman, 201.4b): two resulting states: she does (the Talisman goes to
    her graveyard, 701.21a) and creates a token copy of the Bear (707.2: a 2/2 Runeclaw Bear, the +1/+1 isn't
    copied), or she doesn't (no token, the Talisman stays)."""
    s = make_state([bf("tt", "Trickster's Talisman", attached_to="bear"), bf("bear", "Runeclaw Bear")],
                   phase="combat", step="declare_attackers", priority=None)
    c = ch(engine, s, "bear")
    assert (c["power"], c["toughness"]) == (3, 3)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [{"object": "bear", "player": "bob"}]}))
    s = until_a_trigger(engine, s)
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 17
    s = only(engine.apply(s, {"action": "pass"}))
    got = []
    for o in engine.apply(s, {"action": "pass"}):
        toks = tokens(o.state)
        got.append((obj(o.state, "tt")["zone"], [(ch(engine, o.state, t["id"])["name"],
                                                   ch(engine, o.state, t["id"])["power"]) for t in toks]))
    assert sorted(got) == [("battlefield", []), ("graveyard", [("Runeclaw Bear", 2)])]


# --- Curse of Shaken Faith (CR 601.2i, 707.10, 120.3) -----------------------------------------------------------------


def test_601_2i_120_3_curse_of_shaken_faith_punishes_the_second_spell(engine):
    """Alice's Curse of Shaken Faith enchants Bob. Bob's first spell this turn (spells_cast_this_turn 0) triggers
    nothing; a spell after it (he has cast one already) triggers the Curse, which deals 2 damage to Bob as it resolves
    (120.3): 20 -> 18 (before his Bolt, aimed at Alice, resolves)."""
    def state(cast_before):
        return make_state([bf("curse", "Curse of Shaken Faith", attached_to="bob"),
                           {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                           bf("bmountain", "Mountain", "bob")], active_player="bob", priority="bob",
                          players=[{"name": "alice", "life": 20, "mana_pool": ""},
                                   {"name": "bob", "life": 20, "mana_pool": "",
                                    "spells_cast_this_turn": cast_before}])
    s = only(engine.apply(state(0), {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    assert [o["id"] for o in s.to_document()["objects"] if o["zone"] == "stack"] == ["bolt"]
    s = only(engine.apply(state(1), {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack" and o.get("ability")]
    assert trig["ability"]["source"] == "curse" and trig["controller"] == "alice"
    s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "pass"}))
    assert next(p for p in s.to_document()["players"] if p["name"] == "bob")["life"] == 18


def test_707_10_curse_of_shaken_faith_punishes_copying_a_spell(engine):
    """CR 707.10: Bob copies a spell (the copy_spell rules event puts a copy of Alice's Lightning Bolt on the stack
    under his control): the Curse of Shaken Faith enchanting him triggers; Alice copying it wouldn't."""
    def state():
        return make_state([bf("curse", "Curse of Shaken Faith", attached_to="bob"),
                           {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice",
                            "targets": ["bob"]}], stack=["bolt"])
    s = only(engine.apply(state(), {"event": "copy_spell", "object": "bolt", "controller": "bob"}))
    assert [o["ability"]["source"] for o in s.to_document()["objects"] if o.get("ability")] == ["curse"]
    s = only(engine.apply(state(), {"event": "copy_spell", "object": "bolt", "controller": "alice"}))
    assert [o for o in s.to_document()["objects"] if o.get("ability")] == []


# --- Don't Worry About It: an Aura enchanting a card in hand (CR 115.1, 601.2f, 601.2i, 707.10, 704.5m) ---------------


def test_303_4a_dont_worry_about_it_targets_a_card_in_your_hand(engine):
    """"Enchant card in your hand": the Aura spell targets a card in its caster's hand (303.4a): Alice's Runeclaw Bear
    card, not Bob's card in his hand, not her Bear on the battlefield, not itself (115.5)."""
    s = make_state([{"id": "dwai", "card": "Don't Worry About It", "zone": "hand", "owner": "alice"},
                    {"id": "bearcard", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"},
                    {"id": "bobcard", "card": "Runeclaw Bear", "zone": "hand", "owner": "bob"},
                    bf("bear", "Runeclaw Bear")] + basics("alice", "Island", 2) + basics("alice", "Forest", 1))
    (cast,) = [a for a in engine.legal_actions(s, "alice") if a.action.get("object") == "dwai"]
    assert [sorted(set(x) - {"dwai"}) for x in cast.targets] == [["bearcard"]]
    # (CR 115.5: not itself: it is on the stack as it is cast; the listing names the spec's cards in hand)
    why = engine.why_not(s, {"action": "cast", "object": "dwai", "targets": ["dwai"]})
    assert ("illegal_target(1, dwai)", "601.2c") in why.failures
    why = engine.why_not(s, {"action": "cast", "object": "dwai", "targets": ["bobcard"]})
    assert ("illegal_target(1, bobcard)", "601.2c") in why.failures
    s = pass_twice(engine, only(engine.apply(s, {"action": "cast", "object": "dwai", "targets": ["bearcard"]})))
    assert (obj(s, "dwai")["zone"], obj(s, "dwai")["attached_to"]) == ("battlefield", "bearcard")


def test_601_2f_601_2i_707_10_dont_worry_about_it_reduces_the_cost_and_copies_the_spell(engine):
    """Don't Worry About It enchants Alice's Runeclaw Bear card ({1}{G}): it costs {1} less (601.2f), so one Forest pays
    it. Casting it triggers "when you cast enchanted card, copy it" (601.2i); the Aura, attached to a card that left
    the hand (400.7), goes to the graveyard (704.5m). The trigger resolves: a copy of the Bear spell, Alice's
    (707.10); both resolve: two Runeclaw Bears, one of them a token (707.10f)."""
    s = make_state([bf("dwai", "Don't Worry About It", attached_to="bearcard"),
                    {"id": "bearcard", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Forest", 1))
    s = only(engine.apply(s, {"action": "cast", "object": "bearcard"}))
    assert obj(s, "aforest1").get("tapped") is True and obj(s, "dwai")["zone"] == "graveyard"
    (trig,) = [o for o in s.to_document()["objects"] if o["zone"] == "stack" and o.get("ability")]
    assert trig["ability"]["source"] == "dwai"
    s = pass_twice(engine, s)
    assert len([o for o in s.to_document()["objects"] if o["zone"] == "stack"]) == 2
    s = pass_twice(engine, pass_twice(engine, s))
    bears = [o for o in s.to_document()["objects"] if o["zone"] == "battlefield" and o["id"] != "aforest1"]
    assert sorted(bool(o.get("token")) for o in bears) == [False, True]
    assert all(ch(engine, s, o["id"])["name"] == "Runeclaw Bear" for o in bears)
    s = make_state([{"id": "bearcard", "card": "Runeclaw Bear", "zone": "hand", "owner": "alice"}]
                   + basics("alice", "Forest", 1))
    assert not engine.why_not(s, {"action": "cast", "object": "bearcard"}).legal
