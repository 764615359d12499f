"""Reality Fracture's prepare cards (issue 23; rules_asp/kernel/rf_prepare.lp, branch rf).

Codie, Ravenous Codex (read from its Forge script, data/oracle/forge_faces.tsv): "Whenever you cast a prepared spell,
copy it. You may choose new targets for the copy." and "{W}{U}{B}{R}{G}, {T}: Each creature you control becomes
prepared. (Only creatures with prepare spells can become prepared.)"

The rules the expected values come from (the September 25, 2026 CR): CR 722.3c, the exiled copy of a prepared
permanent's prepare spell, which its controller may cast; CR 601.2i, 603.2: a "whenever you cast" ability triggers
as the spell becomes cast; CR 603.3: it goes on the stack the next time a player would receive priority, above the
spell; CR 707.10, 707.10c: a copy of a spell is put on the stack, not cast, and its controller may choose new
targets for it; CR 722.3d: a copy of a prepare spell is a prepare spell too; CR 722.3a: only a permanent with a
prepare spell becomes prepared, and one already prepared stays so; CR 611.2c: a group is fixed as the effect
happens. The other cards are real cards of the bundled library: Emeritus of Ideation // Ancestral Recall (its
spell "Target player draws three cards."), Grizzly Bears, Lightning Bolt and the basic lands.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def prepared_emeritus(owner: str = "alice") -> list[dict[str, Any]]:
    """``owner``'s prepared Emeritus of Ideation with its Ancestral Recall copy in exile (CR 722.3c)."""
    return [bf("emi", "Emeritus of Ideation", owner, designations=["prepared"]),
            {"id": "ar", "zone": "exile", "owner": owner, "copy": True, "prepare_copy_of": "emi",
             "copy_effects": [{"prepare_of": "emi"}]}]


def codie_triggers(s) -> list[str]:
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [i for i in s.doc["stack"] if "ability" in objs[i] and objs[i]["ability"]["source"] == "codie"]


CODIE_ACTIVATED = 0  # derive lists the activated ability first (abilities sorted), numbered from 0


def pass_both(engine, s):
    """Both players pass (CR 117.4): the top of the stack resolves; every resulting state."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_codie_reads_its_oracle_text_603_2_722_3a():
    """Codie's two abilities are read: the cast trigger copying the spell with new targets (CR 707.10c) and the
    activated ability whose effect is the group "creatures you control" becoming prepared (CR 722.3a)."""
    ab = library()["Codie, Ravenous Codex"]["abilities"]
    assert ab[0] == {"trigger": "you_cast_prepared_spell", "effect": {"copy_that_spell": "new_targets"}}
    assert ab[1]["activated"]["effect"] == {"each_becomes_prepared": "creatures_you_control"}
    assert ab[1]["activated"]["tap"] is True and ab[1]["activated"]["cost"] == "{W}{U}{B}{R}{G}"


def test_casting_the_prepare_copy_triggers_codie_601_2i_603_2_722_3c(engine):
    """Alice controls Codie and a prepared Emeritus of Ideation; she casts the exiled Ancestral Recall copy (CR
    722.3c) targeting Bob. CR 601.2i, 603.2: Codie's ability triggers once as it becomes cast; CR 603.3: it goes on
    the stack above the spell. CR 601.2i: casting the copy unprepares the Emeritus."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"), *prepared_emeritus(), bf("isl", "Island")])
    s = only(engine.apply(s, {"action": "cast", "object": "ar", "targets": ["bob"]}))
    (trig,) = codie_triggers(s)
    assert s.doc["stack"] == ["ar", trig]
    assert engine.derive(s).object("emi").designations == []


def test_codie_copies_the_prepared_spell_with_new_targets_707_10c_722_3d(engine):
    """Resolving, Codie's ability copies the Ancestral Recall copy for Alice (CR 707.10), who may choose new
    targets (CR 707.10c): its target player may stay Bob or become Alice, two resulting states. The copy is a
    prepare spell too (CR 722.3d), controlled by Alice (CR 707.10); the copy put on the stack isn't cast, so Codie
    doesn't trigger again (CR 707.10, 601.2i)."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"), *prepared_emeritus(), bf("isl", "Island")])
    s = only(engine.apply(s, {"action": "cast", "object": "ar", "targets": ["bob"]}))
    outs = pass_both(engine, s)
    targets = []
    for out in outs:
        st = out.state
        assert codie_triggers(st) == []
        (cp,) = [i for i in st.doc["stack"] if i != "ar"]
        assert st.doc["stack"] == ["ar", cp]
        d = engine.derive(st)
        assert (d.object(cp).prepare_spell, d.object(cp).controller) == (True, "alice")
        targets.append(next(o for o in st.doc["objects"] if o["id"] == cp)["targets"][0])
    assert sorted(targets) == ["alice", "bob"]


def test_a_spell_not_cast_as_a_prepare_spell_does_not_trigger_codie_603_2(engine):
    """CR 603.2: Lightning Bolt cast from Alice's hand is not a prepare spell (CR 722.3): Codie doesn't trigger;
    only the Bolt is on the stack."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}, bf("mtn", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"] and codie_triggers(s) == []


def test_an_opponents_prepared_spell_does_not_trigger_codie_603_2(engine):
    """CR 603.2: "whenever you cast": on his turn, Bob casts the copy of his prepared Emeritus's Ancestral Recall;
    Alice's Codie doesn't trigger: only Bob's spell is on the stack."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"), *prepared_emeritus("bob"), bf("bisl", "Island", "bob")],
                   active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "ar", "targets": ["alice"]}))
    assert s.doc["stack"] == ["ar"] and codie_triggers(s) == []


def test_each_creature_you_control_becomes_prepared_722_3a_722_3c_611_2c(engine):
    """Codie's {W}{U}{B}{R}{G}, {T}: resolving, each creature Alice controls is told to become prepared (CR 611.2c,
    the group as the effect happens). CR 722.3a: her Emeritus of Ideation, which has a prepare spell, becomes
    prepared and a copy of Ancestral Recall is created in exile for it (CR 722.3c); her Grizzly Bears, with no
    prepare spell, can't; Bob's Emeritus isn't hers, so it stays unprepared."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"), bf("emi", "Emeritus of Ideation"),
                    bf("bears", "Grizzly Bears"), bf("bemi", "Emeritus of Ideation", "bob"),
                    bf("p", "Plains"), bf("i", "Island"), bf("sw", "Swamp"), bf("m", "Mountain"), bf("f", "Forest")])
    s = only(engine.apply(s, {"action": "activate", "object": "codie", "ability": CODIE_ACTIVATED}))
    (out,) = pass_both(engine, s)
    d = engine.derive(out.state)
    assert d.object("emi").designations == ["prepared"]
    assert d.object("bears").designations == [] and d.object("bemi").designations == []
    copies = [o for o in d.objects if o.prepare_copy_of == "emi"]
    assert len(copies) == 1 and copies[0].zone == "exile" and copies[0].characteristics["name"] == "Ancestral Recall"
    assert not [o for o in d.objects if o.prepare_copy_of in ("bears", "bemi")]


def test_an_already_prepared_creature_stays_as_it_is_722_3a(engine):
    """CR 722.3a: Codie's ability on Alice's Emeritus that is prepared already: no second copy is made; the one
    Ancestral Recall copy stays in exile."""
    s = make_state([bf("codie", "Codie, Ravenous Codex"), *prepared_emeritus(),
                    bf("p", "Plains"), bf("i", "Island"), bf("sw", "Swamp"), bf("m", "Mountain"), bf("f", "Forest")])
    s = only(engine.apply(s, {"action": "activate", "object": "codie", "ability": CODIE_ACTIVATED}))
    (out,) = pass_both(engine, s)
    d = engine.derive(out.state)
    assert d.object("emi").designations == ["prepared"]
    assert [o.id for o in d.objects if o.prepare_copy_of == "emi"] == ["ar"]


def test_soul_tether_reads_create_a_heartwood_token_111_10x():
    """Soul Tether (Woodwork Prodigy's, Konstrari Improviser's prepare spell): "Create a Heartwood token." is the
    predefined token of CR 111.10x; Woodwork Prodigy's upkeep trigger re-prepares it (CR 722.3a, 603.4)."""
    lib = library()
    for card in ("Woodwork Prodigy", "Konstrari Improviser"):
        assert lib[card]["prepare"]["abilities"] == [{"spell": {"effect": {"create_token": "Heartwood"}}}], card


def test_casting_soul_tether_creates_a_heartwood_token_111_10x_601_2i(engine):
    """Alice's prepared Woodwork Prodigy; she casts its Soul Tether copy ({2}{R/G}: a Mountain and two Forests).
    CR 601.2i: casting it unprepares the Prodigy. Resolving, CR 111.10x: she creates a Heartwood token, a red and
    green Heartwood artifact token with "{T}: Add {R} or {G}."; CR 111.2: under her control."""
    s = make_state([bf("wp", "Woodwork Prodigy", designations=["prepared"]),
                    {"id": "st", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "wp",
                     "copy_effects": [{"prepare_of": "wp"}]},
                    bf("m", "Mountain"), bf("f1", "Forest"), bf("f2", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "st"}))
    assert engine.derive(s).object("wp").designations == []
    (out,) = pass_both(engine, s)
    d = engine.derive(out.state)
    (tok,) = [o for o in d.objects if o.characteristics.get("name") == "Heartwood Token"]  # CR 111.4
    ch = tok.characteristics
    assert (tok.zone, tok.controller) == ("battlefield", "alice")
    assert (ch["types"], ch["subtypes"], sorted(ch["colors"])) == (["artifact"], ["Heartwood"], ["green", "red"])


# --- Empower Jace on the Reality Fracture cards (CR 701.71a; rules_asp/tokens.lp acts on empower_jace)

def jace_tokens(engine, s) -> list[tuple[str, int]]:
    d = engine.derive(s)
    return sorted((o.controller, o.characteristics["loyalty"]) for o in d.objects
                  if o.token and "Jace" in o.characteristics["subtypes"] and o.zone == "battlefield")


def test_empower_jace_lines_read_701_71a():
    """CR 701.71a: "Empower Jace N" is read on a spell (Protege's Awakening, with "Draw a card."), an enters trigger
    (Mindseeker Oculus) and after another effect of the same spell (No Admittance)."""
    lib = library()
    assert lib["Protege's Awakening"]["abilities"] == [{"spell": {"effect": [{"empower_jace": 6}, {"draw": 1}]}}]
    assert lib["Mindseeker Oculus"]["abilities"] == [{"trigger": "enters", "effect": {"empower_jace": 4}}]
    assert lib["No Admittance"]["abilities"] == [
        {"spell": {"effect": [{"damage": 3}, {"empower_jace": 1}], "target": "any"}}]


def test_proteges_awakening_creates_a_jace_with_six_loyalty_701_71a(engine):
    """Alice controls no Jace token and casts Protege's Awakening ({3}{U}). CR 701.71a: she first creates a blue
    Jace planeswalker token with 0 loyalty, then puts six loyalty counters on it: one Jace token, loyalty 6; then she
    draws a card (CR 121.1): her one library card is in her hand."""
    s = make_state([{"id": "pa", "card": "Protege's Awakening", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Island", "zone": "library", "owner": "alice"},
                    *[bf(f"i{k}", "Island") for k in range(4)]])
    s = only(engine.apply(s, {"action": "cast", "object": "pa"}))
    (out,) = pass_both(engine, s)
    assert jace_tokens(engine, out.state) == [("alice", 6)]
    assert next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"] == "hand"


def test_mindseeker_oculus_adds_to_the_jace_alice_controls_701_71a(engine):
    """Alice controls a Jace token with 2 loyalty (made by an empower_jace event) and casts Mindseeker Oculus ({2}{U}).
    CR 701.71a: its enters trigger puts four loyalty counters on that token (she controls one, so none is
    created): one Jace token, loyalty 6."""
    s = only(engine.apply(make_state([{"id": "mo", "card": "Mindseeker Oculus", "zone": "hand", "owner": "alice"},
                                      *[bf(f"i{k}", "Island") for k in range(3)]]),
                          {"event": "empower_jace", "player": "alice", "n": 2}))
    s = only(engine.apply(s, {"action": "cast", "object": "mo"}))
    (out,) = pass_both(engine, s)              # the Oculus resolves; its enters trigger goes on the stack
    (out,) = pass_both(engine, out.state)      # the trigger resolves
    assert jace_tokens(engine, out.state) == [("alice", 6)]


# --- Void Extrapolator's threshold (CR 604.1, 611.3a, 613.4c)

def _extrapolator_with_graveyard(n: int, owner: str = "alice"):
    return make_state([bf("ve", "Void Extrapolator"),
                       *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": owner} for k in range(n)]])


def test_void_extrapolator_reads_its_threshold_static_207_2c():
    """The ability word "Threshold" has no rules meaning (CR 207.2c): the line is a static ability "gets +1/+1 as
    long as there are seven or more cards in your graveyard" (the condition graveyard_has 7)."""
    assert library()["Void Extrapolator"]["abilities"] == [
        "enters_prepared", {"self_gets_while": {"graveyard_has": 7}, "power": 1, "toughness": 1}]


def test_threshold_gives_plus_one_with_seven_cards_613_4c(engine):
    """Void Extrapolator is printed 2/2. CR 604.1, 613.4c: with seven cards in its controller's graveyard its static
    ability applies in layer 7c: 3/3; with six it doesn't: 2/2 (CR 611.3a: checked all the time)."""
    for n, pt in ((7, (3, 3)), (6, (2, 2))):
        ch = engine.derive(_extrapolator_with_graveyard(n)).object("ve").characteristics
        assert (ch["power"], ch["toughness"]) == pt, n


def test_threshold_counts_its_controllers_graveyard_only_109_5(engine):
    """CR 109.5: "your graveyard" is the graveyard of the ability's controller, Alice: seven cards in Bob's
    graveyard don't count: 2/2."""
    ch = engine.derive(_extrapolator_with_graveyard(7, "bob")).object("ve").characteristics
    assert (ch["power"], ch["toughness"]) == (2, 2)


# --- Paradox Shaper's "{2}: Put target card from your graveyard on the bottom of your library." (CR 400.3, 401.4)

def test_paradox_shaper_puts_a_graveyard_card_on_the_bottom_400_3(engine):
    """Alice activates Paradox Shaper's ability ({2}: two Islands) targeting Lightning Bolt in her graveyard (CR
    115.1); her library holds two cards. Resolving, the Bolt goes to the bottom of her library (CR 400.3: its
    owner's): drawn last, after both, so her library from the top is the two cards, then the Bolt."""
    s = make_state([bf("ps", "Paradox Shaper"), bf("i1", "Island"), bf("i2", "Island"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                    {"id": "l1", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "l2", "card": "Mountain", "zone": "library", "owner": "alice", "library_position": 2}])
    s = only(engine.apply(s, {"action": "activate", "object": "ps", "ability": 0, "targets": ["bolt"]}))
    (out,) = pass_both(engine, s)
    objs = {o["id"]: o for o in out.state.doc["objects"]}
    assert objs["bolt"]["zone"] == "library"
    order = sorted((o["library_position"], o["id"]) for o in out.state.doc["objects"] if o["zone"] == "library")
    assert [i for _, i in order] == ["l1", "l2", "bolt"]


# --- Prowess (CR 702.108a): Pyre Rhymer, Pompous Battlemage, Variable Chaser

def test_prowess_is_read_in_a_keyword_list_702_108a():
    """Variable Chaser's "Flying, prowess" and Pyre Rhymer's "Prowess" are keyword lines with prowess."""
    lib = library()
    assert lib["Variable Chaser"]["abilities"][0:2] == ["flying", "prowess"]
    assert lib["Pyre Rhymer"]["abilities"][0] == "prowess"


def test_prowess_triggers_on_a_noncreature_spell_702_108a(engine):
    """Alice controls Pyre Rhymer (printed 3/3) and casts Lightning Bolt at Bob. CR 702.108a, 601.2i: prowess
    triggers; CR 603.3: its ability goes on the stack above the Bolt. Resolving, the Rhymer gets +1/+1 until end of
    turn: 4/4 while the Bolt still waits on the stack."""
    s = make_state([bf("pr", "Pyre Rhymer"), {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    bf("m", "Mountain")])
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    objs = {o["id"]: o for o in s.doc["objects"]}
    (trig,) = [i for i in s.doc["stack"] if "ability" in objs[i]]
    assert s.doc["stack"] == ["bolt", trig] and objs[trig]["ability"]["source"] == "pr"
    (out,) = pass_both(engine, s)
    ch = engine.derive(out.state).object("pr").characteristics
    assert (ch["power"], ch["toughness"], out.state.doc["stack"]) == (4, 4, ["bolt"])


def test_prowess_ignores_creature_spells_and_opponents_spells_702_108a(engine):
    """CR 702.108a: "you cast a noncreature spell": Alice casting Grizzly Bears (a creature spell) doesn't trigger
    her Rhymer's prowess, nor does Bob casting Lightning Bolt on his turn."""
    s = make_state([bf("pr", "Pyre Rhymer"), {"id": "gb", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
                    bf("f1", "Forest"), bf("f2", "Forest")])
    s = only(engine.apply(s, {"action": "cast", "object": "gb"}))
    assert s.doc["stack"] == ["gb"]
    s = make_state([bf("pr", "Pyre Rhymer"), {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"},
                    bf("bm", "Mountain", "bob")], active_player="bob", priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["alice"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Unwind History (Diviner of Victory's prepare spell): a target by mana value (CR 115.1, 202.3)

def _diviner_state():
    return make_state([bf("dv", "Diviner of Victory", designations=["prepared"]),
                       {"id": "uh", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "dv",
                        "copy_effects": [{"prepare_of": "dv"}]},
                       bf("bears", "Grizzly Bears", "bob"), bf("emi", "Emeritus of Ideation", "bob"),
                       bf("own", "Grizzly Bears"), bf("i1", "Island"), bf("i2", "Island"),
                       {"id": "top", "card": "Forest", "zone": "library", "owner": "alice"}])


def test_unwind_history_targets_an_opponents_creature_with_mana_value_3_or_less_115_1_202_3(engine):
    """Unwind History: "Return target creature an opponent controls with mana value 3 or less to its owner's hand.
    Surveil 1." CR 115.1, 202.3: of Bob's Grizzly Bears (mana value 2) and Emeritus of Ideation (5) and Alice's own
    Bears, only Bob's Bears can be its target."""
    casts = [a.action for a in engine.legal_actions(_diviner_state()) if a.action.get("object") == "uh"]
    assert casts and all(a["action"] == "cast" for a in casts)
    assert not engine.why_not(_diviner_state(), {"action": "cast", "object": "uh", "targets": ["emi"]}).legal
    assert not engine.why_not(_diviner_state(), {"action": "cast", "object": "uh", "targets": ["own"]}).legal
    assert engine.why_not(_diviner_state(), {"action": "cast", "object": "uh", "targets": ["bears"]}).legal


def test_unwind_history_returns_the_bears_and_surveils_400_7_701_25a(engine):
    """Resolving, Bob's Bears go to his hand (a new object, CR 400.7); then Alice surveils 1 (CR 701.25a): her top
    card stays on top or goes to her graveyard, a resulting state each way; in both the Bears are in Bob's hand and
    the Diviner was unprepared by the cast (CR 601.2i)."""
    s = only(engine.apply(_diviner_state(), {"action": "cast", "object": "uh", "targets": ["bears"]}))
    outs = pass_both(engine, s)
    assert sorted(next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"] for out in outs) == \
        ["graveyard", "library"]
    for out in outs:
        assert next(o for o in out.state.doc["objects"] if o["id"] == "bears")["zone"] == "hand"
        assert engine.derive(out.state).object("dv").designations == []


# --- Enroot (Carnivorous Cultivator's prepare spell): a search into the graveyard (CR 701.23a-b)

def test_enroot_puts_a_land_card_from_the_library_into_the_graveyard_701_23(engine):
    """Alice's prepared Carnivorous Cultivator; she casts its Enroot copy ({G}: a Forest). Her library holds a Forest
    and Grizzly Bears. Resolving, CR 701.23a: she may find a land card and put it into her graveyard; CR 701.23b:
    she may also find nothing (a hidden zone): two resulting states, the Forest in her graveyard or still in her
    library; the Bears are never found (not a land card)."""
    s = make_state([bf("cc", "Carnivorous Cultivator", designations=["prepared"]),
                    {"id": "en", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "cc",
                     "copy_effects": [{"prepare_of": "cc"}]},
                    bf("f", "Forest"),
                    {"id": "lf", "card": "Forest", "zone": "library", "owner": "alice"},
                    {"id": "lb", "card": "Grizzly Bears", "zone": "library", "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "en"}))
    outs = pass_both(engine, s)
    zones = sorted((next(o for o in out.state.doc["objects"] if o["id"] == "lf")["zone"],
                    next(o for o in out.state.doc["objects"] if o["id"] == "lb")["zone"]) for out in outs)
    assert zones == [("graveyard", "library"), ("library", "library")]


# --- Improvised Act (Pompous Battlemage's prepare spell): "You may discard a card. If you do, draw a card."

def _battlemage_state(hand_cards: int):
    return make_state([bf("pb", "Pompous Battlemage", designations=["prepared"]),
                       {"id": "ia", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "pb",
                        "copy_effects": [{"prepare_of": "pb"}]},
                       bf("m", "Mountain"),
                       *[{"id": f"h{k}", "card": "Island", "zone": "hand", "owner": "alice"} for k in range(hand_cards)],
                       {"id": "top", "card": "Forest", "zone": "library", "owner": "alice"}])


def test_improvised_act_discard_then_draw_or_decline_608_2c_701_9a(engine):
    """Alice casts the Improvised Act copy with one card in hand. CR 608.2c, 701.9a: she may discard it and then
    draws her top card, or decline and draw nothing: two resulting states. Casting the copy is a noncreature spell,
    so the Battlemage's prowess triggers too (CR 702.108a): it resolves first (top of the stack)."""
    s = only(engine.apply(_battlemage_state(1), {"action": "cast", "object": "ia"}))
    (s,) = [o.state for o in pass_both(engine, s)]          # prowess resolves: the Battlemage is 2/2
    assert engine.derive(s).object("pb").characteristics["power"] == 2
    outs = pass_both(engine, s)
    zones = sorted((next(o for o in out.state.doc["objects"] if o["id"] == "h0")["zone"],
                    next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"]) for out in outs)
    assert zones == [("graveyard", "hand"), ("hand", "library")]


def test_improvised_act_with_an_empty_hand_can_not_discard_609_3(engine):
    """CR 609.3: with no card in hand Alice can't discard, so she doesn't draw: one resulting state, the Forest still
    on top of her library."""
    s = only(engine.apply(_battlemage_state(0), {"action": "cast", "object": "ia"}))
    (s,) = [o.state for o in pass_both(engine, s)]
    (out,) = pass_both(engine, s)
    assert next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"] == "library"


# --- Hallway Heckler's "{T}, Discard a card: Draw a card." (the extra cost of CR 118.3, 701.9a)

def test_hallway_heckler_discards_as_a_cost_then_draws_118_3_701_9a(engine):
    """Alice's Hallway Heckler; two cards in hand, one in her library. CR 602.2b, 118.3: activating, she taps it and
    discards a card of her choice as the cost (one resulting state per card); CR 701.9a: it goes to her graveyard.
    Resolving, she draws her top card."""
    s = make_state([bf("hh", "Hallway Heckler"),
                    {"id": "h1", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "h2", "card": "Forest", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Mountain", "zone": "library", "owner": "alice"}])
    (act,) = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "hh"]   # (named by its
    outs = engine.apply(s, act)                                     # plain activated term, activation_costs.lp)
    discarded = sorted(next(o["id"] for o in out.state.doc["objects"] if o["zone"] == "graveyard") for out in outs)
    assert discarded == ["h1", "h2"]
    (out,) = pass_both(engine, outs[0].state)
    assert next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"] == "hand"


def test_hallway_heckler_cannot_be_activated_with_an_empty_hand_118_3(engine):
    """CR 118.3, 602.2b: with no card in hand the cost can't be paid: activating isn't legal."""
    s = make_state([bf("hh", "Hallway Heckler")])
    w = engine.why_not(s, {"action": "activate", "object": "hh",
                           "ability": {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}})
    assert ("cannot_pay(discard_a_card)", "118.3") in w.failures


# --- Arc of Fortune (Variable Chaser's prepare spell): "Each player may discard their hand and draw seven cards."

def test_arc_of_fortune_each_player_chooses_101_4_608_2d_701_9a(engine):
    """Alice casts the Arc of Fortune copy of her prepared Variable Chaser ({2}{U}); each player holds one card and has
    seven cards in their library. CR 101.4, 608.2d: each player chooses whether to; CR 701.9a, 121.2: one who does
    discards their hand and draws seven. Four resulting states (neither, Alice, Bob, both); in each, a player who
    did has their old card in the graveyard and seven cards in hand, one who didn't keeps their one card."""
    libs = [{"id": f"{p[0]}l{k}", "card": "Island", "zone": "library", "owner": p} for p in ("alice", "bob")
            for k in range(7)]
    s = make_state([bf("vc", "Variable Chaser", designations=["prepared"]),
                    {"id": "arc", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "vc",
                     "copy_effects": [{"prepare_of": "vc"}]},
                    *[bf(f"i{k}", "Island") for k in range(3)],
                    {"id": "ah", "card": "Forest", "zone": "hand", "owner": "alice"},
                    {"id": "bh", "card": "Forest", "zone": "hand", "owner": "bob"}, *libs])
    s = only(engine.apply(s, {"action": "cast", "object": "arc"}))
    outs = [o.state for o in pass_both(engine, s)]
    (s,) = outs   # the Chaser's prowess resolves first (a noncreature spell, CR 702.108a)
    seen = set()
    for out in pass_both(engine, s):
        objs = {o["id"]: o for o in out.state.doc["objects"]}
        hands = {p: sum(1 for o in objs.values() if o["zone"] == "hand" and o["owner"] == p) for p in ("alice", "bob")}
        did = tuple(objs[f"{p[0]}h"]["zone"] == "graveyard" for p in ("alice", "bob"))
        assert hands == {p: 7 if d else 1 for p, d in zip(("alice", "bob"), did)}
        seen.add(did)
    assert seen == {(False, False), (True, False), (False, True), (True, True)}


# --- Rewrite Regrets: a graveyard target by card types and mana value (CR 115.1, 202.3), then Empower Jace 2

def _regrets_state():
    return make_state([{"id": "rr", "card": "Rewrite Regrets", "zone": "hand", "owner": "alice"},
                       *[bf(f"s{k}", "Swamp") for k in range(4)],
                       {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                       {"id": "ad", "card": "Astral Dragon", "zone": "graveyard", "owner": "alice"},
                       {"id": "lb", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"},
                       {"id": "bb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}])


def test_rewrite_regrets_targets_a_creature_card_with_mana_value_6_or_less_in_your_graveyard_115_1(engine):
    """"Return target creature or planeswalker card with mana value 6 or less from your graveyard to the
    battlefield." CR 115.1, 202.3: of Alice's Grizzly Bears (a creature card, 2), Astral Dragon (a creature card, 8)
    and Lightning Bolt (an instant), and Bob's Grizzly Bears (not in her graveyard), only her Bears can be the
    target."""
    legal = {t for t in ("gb", "ad", "lb", "bb")
             if engine.why_not(_regrets_state(), {"action": "cast", "object": "rr", "targets": [t]}).legal}
    assert legal == {"gb"}


def test_rewrite_regrets_returns_the_bears_and_empowers_jace_701_71a(engine):
    """Resolving, the Bears return to the battlefield under Alice's control (CR 110.2a), then she empowers Jace 2
    (CR 701.71a): a Jace token with two loyalty counters."""
    s = only(engine.apply(_regrets_state(), {"action": "cast", "object": "rr", "targets": ["gb"]}))
    (out,) = pass_both(engine, s)
    d = engine.derive(out.state)
    assert (d.object("gb").zone, d.object("gb").controller) == ("battlefield", "alice")
    assert jace_tokens(engine, out.state) == [("alice", 2)]


# --- Fatehold Charm: "target spell or creature" (CR 115.1) in a modal spell (CR 700.2)

def test_fatehold_charm_returns_a_spell_to_its_owners_hand_115_1_700_2(engine):
    """Bob's Lightning Bolt is on the stack targeting Alice. She casts Fatehold Charm ({W}{U}) choosing its second
    mode, "Return target spell or creature to its owner's hand." (CR 601.2b, 700.2), targeting the Bolt (CR 115.1:
    a spell on the stack). Resolving, the Bolt goes to Bob's hand (CR 400.7: a new object) and is not dealt: the
    stack is empty and Alice has 20 life."""
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
                     "targets": ["alice"]},
                    {"id": "fc", "card": "Fatehold Charm", "zone": "hand", "owner": "alice"},
                    bf("p", "Plains"), bf("i", "Island")], stack=["bolt"])
    s = only(engine.apply(s, {"action": "cast", "object": "fc", "modes": [2], "targets": ["bolt"]}))
    (out,) = pass_both(engine, s)
    objs = {o["id"]: o for o in out.state.doc["objects"]}
    assert objs["bolt"]["zone"] == "hand" and out.state.doc["stack"] == []
    assert next(p for p in out.state.doc["players"] if p["name"] == "alice")["life"] == 20


def test_fatehold_charm_first_mode_draws_and_empowers_jace_701_71a(engine):
    """The first mode: Alice draws a card (CR 121.1), then empowers Jace 2 (CR 701.71a): a Jace token with two
    loyalty counters."""
    s = make_state([{"id": "fc", "card": "Fatehold Charm", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Forest", "zone": "library", "owner": "alice"},
                    bf("p", "Plains"), bf("i", "Island")])
    s = only(engine.apply(s, {"action": "cast", "object": "fc", "modes": [1]}))
    (out,) = pass_both(engine, s)
    assert next(o for o in out.state.doc["objects"] if o["id"] == "top")["zone"] == "hand"
    assert jace_tokens(engine, out.state) == [("alice", 2)]
