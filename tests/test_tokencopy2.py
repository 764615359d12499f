"""Token copies 2 (branch tokencopy2, issue 22; CR 707.2, 707.8, 707.9, 111.1, 115.1, 603.7, 508.4): real census cards
by name from the bundled library (their Oracle text read by the grammar), in tiny states. Each expected value is worked
out from the CR and the cards' rulings before running the engine."""

from __future__ import annotations

from typing import Any

from .conftest import lands, make_state, only
from .test_token_copies_more import abilities_of, bf, zone


def token(oid: str, chars: dict[str, Any], owner: str = "alice", **kw: Any) -> dict[str, Any]:
    """A token on the battlefield with the given characteristics (CR 111.4)."""
    return {"id": oid, "token": True, "zone": "battlefield", "owner": owner, "characteristics": chars, **kw}


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def pass2(engine, s):
    """Both players pass: the top object of the stack resolves (CR 117.4, 608); every resulting state."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def pass_pass(engine, s):
    return only(pass2(engine, s))


def name_of(engine, s, oid: str) -> str:
    return engine.derive(s).object(oid).characteristics["name"]


def chars(engine, s, oid: str) -> dict[str, Any]:
    return engine.derive(s).object(oid).characteristics


def targets_of(s, oid: str):
    (o,) = [o for o in s.doc["objects"] if o["id"] == oid]
    return o.get("targets")


def act_targets(engine, s, oid: str) -> set[str]:
    return {t for a in engine.legal_actions(s) if a.action.get("object") == oid for ts in a.targets for t in ts}


MOUSE = {"name": "Mouse Token", "types": ["creature"], "subtypes": ["Mouse"], "colors": ["white"], "power": 1,
         "toughness": 1}
# a test token (not a real card): an artifact token with no abilities
GADGET = {"name": "Gadget Token", "types": ["artifact"], "subtypes": [], "colors": []}
# a test token (not a real card): a Saga token with no chapter abilities (so CR 714.4 never sacrifices it)
SAGA_TOKEN = {"name": "Saga Token", "types": ["enchantment"], "subtypes": ["Saga"], "colors": []}


# --- target descriptions (CR 115.1) ----------------------------------------------------------------------------------


def test_worldwalker_helm_targets_only_an_artifact_token_you_control_115_1():
    assert abilities_of("Worldwalker Helm")[1] == {"activated": {
        "cost": "{1}{U}", "tap": True, "target": "artifact_token_you_control", "effect": {"create_token_copy": "target"}}}


def test_worldwalker_helm_copies_alices_artifact_token_not_a_creature_token_or_bobs_115_1_707_2(engine):
    """CR 115.1: "target artifact token you control": Alice's Gadget token only; not her nontoken Skyclave Relic, not her
    Mouse token (a creature, no artifact), not Bob's Gadget token. CR 707.2, 111.1: resolved, a second Gadget token under
    Alice's control; CR 614.1a: the Helm's own first ability replaces that creation of an artifact token, so a Map
    token is created with it."""
    s = make_state([bf("wh", "Worldwalker Helm"), *lands("alice", islands=2), bf("sr", "Skyclave Relic"),
                    token("g1", GADGET), token("m1", MOUSE), token("g2", GADGET, "bob")])
    assert act_targets(engine, s, "wh") == {"g1"}
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "wh"]
    s = engine.apply(s, {**act.action, "targets": ["g1"]})[0].state   # (which Island pays which part: no matter)
    s = pass_pass(engine, s)
    made = [t for t in tokens(s) if t["id"] not in ("g1", "m1", "g2")]
    assert sorted((name_of(engine, s, t["id"]), t["controller"]) for t in made) == [("Gadget Token", "alice"),
                                                                                  ("Map Token", "alice")]


def test_city_of_death_chapter_two_targets_a_non_saga_token_714_3c_115_1(engine):
    """CR 714.3c, 714.2b: City of Death with one lore counter gets its second as Alice's precombat main phase begins;
    chapter II triggers. CR 115.1, 205.3: "target non-Saga token you control": her Mouse token, not her Saga token (it has
    the subtype Saga) nor Bob's Mouse token: one legal target, so one resulting state. Resolved: a second Mouse token."""
    s = make_state([bf("cod", "City of Death", timestamp=1, counters={"lore": 1}),
                    token("m1", MOUSE, timestamp=2), token("st", SAGA_TOKEN, timestamp=3),
                    token("bm", MOUSE, "bob", timestamp=4)], phase="beginning", step="draw")
    s = only(pass2(engine, s))
    assert s.doc["phase"] == "precombat_main"
    assert targets_of(s, s.doc["stack"][-1]) == ["m1"]
    s = pass_pass(engine, s)
    assert sorted(name_of(engine, s, t["id"]) for t in tokens(s) if t.get("controller", t["owner"]) == "alice") == [
        "Mouse Token", "Mouse Token", "Saga Token"]


# --- copy exceptions (CR 707.9b) -------------------------------------------------------------------------------------


def test_jolly_balloon_man_token_is_a_red_1_1_balloon_besides_its_copied_values_707_9b_603_7a(engine):
    """CR 707.2, 707.9b: the token copies Runeclaw Bear (a 2/2 green Bear) with the exceptions: 1/1, red in addition to
    green, a Balloon in addition to Bear, a creature (it already is), flying and haste added. CR 603.7a: a delayed
    trigger waits to sacrifice it at the beginning of the next end step. CR 602.5d: "Activate only as a sorcery"."""
    s = make_state([bf("jb", "The Jolly Balloon Man"), bf("m1", "Mountain"), bf("rb", "Runeclaw Bear")])
    assert act_targets(engine, s, "jb") == {"rb"}      # "another target creature you control": not itself
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "jb"]
    s = engine.apply(s, {**act.action, "targets": ["rb"]})[0].state
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"]) == ("Runeclaw Bear", 1, 1)
    assert sorted(c["colors"]) == ["green", "red"] and sorted(c["subtypes"]) == ["Balloon", "Bear"]
    assert {"flying", "haste"} <= {str(a) for a in c["abilities"]}
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"sacrifice_object": tok["id"]}


def test_scarab_god_token_of_a_card_in_a_graveyard_is_a_4_4_black_zombie_707_8_707_9b(engine):
    """CR 115.1: the target is a creature card in any graveyard (Bob's Runeclaw Bear). CR 406.2: it is exiled. CR 707.8,
    707.2: the token copies the card's copiable values (Runeclaw Bear, a creature); CR 707.9b: except it's a 4/4, black
    (its only color) and a Zombie (its only creature type: not a Bear). Alice controls it (CR 111.1)."""
    s = make_state([bf("sg", "The Scarab God"), *lands("alice", islands=2), bf("s1", "Swamp"), bf("s2", "Swamp"),
                    zone("rb", "Runeclaw Bear", "graveyard", "bob")])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "sg"]
    s = engine.apply(s, {**act.action, "targets": ["rb"]})[0].state
    s = pass_pass(engine, s)
    assert next(o for o in s.doc["objects"] if o["id"] == "rb")["zone"] == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"], c["types"]) == (
        "Runeclaw Bear", 4, 4, ["black"], ["Zombie"], ["creature"])
    assert tok.get("controller", tok["owner"]) == "alice"


# --- events (CR 603.2) -----------------------------------------------------------------------------------------------


def _cast_and_resolve(engine, s, oid: str):
    s = engine.apply(s, {"action": "cast", "object": oid})[0].state   # (which land pays: no matter)
    return pass_pass(engine, s)


def test_cadric_copies_a_legendary_permanent_entering_if_paid_603_2_608_2d_707_2(engine):
    """CR 603.2, 205.4a: Isamaru, Hound of Konda (legendary) enters under Alice's control: Cadric's ability triggers.
    CR 608.2d: she may pay {1}: paid, a token copy of Isamaru (707.2) that gains haste (611.2) and that a delayed trigger
    sacrifices at the next end step (603.7a); Cadric makes the legend rule not apply to her tokens, so both Isamarus stay
    (704.5j). Declined: no token."""
    s = make_state([bf("ca", "Cadric, Soul Kindler"), zone("is", "Isamaru, Hound of Konda", "hand"),
                    *[bf(f"p{i}", "Plains") for i in range(2)]])
    s = _cast_and_resolve(engine, s, "is")
    assert len(s.doc["stack"]) == 1
    outs = pass2(engine, s)
    paid = [o.state for o in outs if tokens(o.state)]
    declined = [o.state for o in outs if not tokens(o.state)]
    assert paid and declined
    s = paid[0]
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert c["name"] == "Isamaru, Hound of Konda" and "haste" in {str(a) for a in c["abilities"]}
    assert engine.derive(s).object("is").zone == "battlefield"
    assert engine.derive(s).object(tok["id"]).zone == "battlefield"
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"sacrifice_object": tok["id"]}


def test_cadric_ignores_a_nonlegendary_permanent_603_2(engine):
    """CR 603.2: Runeclaw Bear isn't legendary: nothing triggers as it enters."""
    s = make_state([bf("ca", "Cadric, Soul Kindler"), zone("rb", "Runeclaw Bear", "hand"),
                    *[bf(f"f{i}", "Forest") for i in range(2)]])
    s = _cast_and_resolve(engine, s, "rb")
    assert s.doc["stack"] == [] and engine.derive(s).object("rb").zone == "battlefield"


# --- up to one target card in a graveyard, a token copy of it (CR 115.1d, 707.8, 707.9b) ------------------------------


def test_ardyn_copies_up_to_one_creature_card_from_a_graveyard_as_a_5_5_black_demon_115_1d_707_8_707_9b(engine):
    """CR 507.1, 603.2b: as Alice's beginning of combat step begins Ardyn's ability triggers. CR 115.1d: its target is up
    to one creature card in any graveyard: Bob's Runeclaw Bear, or none (Alice's Jump is an instant card): two states.
    With the Bear: CR 406.2, it is exiled; CR 707.8, 707.2, 707.9b: Alice gets a token copy of it that is 5/5, black and
    a Demon only; CR 613.1f: Ardyn's "Demons you control have menace, lifelink, and haste" applies to it. With none:
    nothing is exiled and there is no token (no card to copy)."""
    s = make_state([bf("ar", "Ardyn, the Usurper"), zone("rb", "Runeclaw Bear", "graveyard", "bob"),
                    zone("ju", "Jump", "graveyard")])
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert sorted(str(targets_of(o.state, o.state.doc["stack"][-1])) for o in outs) == ["None", "['rb']"]
    for o in outs:
        res = pass_pass(engine, o.state)
        if targets_of(o.state, o.state.doc["stack"][-1]) is None:
            assert tokens(res) == [] and engine.derive(res).object("rb").zone == "graveyard"
            continue
        assert engine.derive(res).object("rb").zone == "exile"
        (tok,) = tokens(res)
        c = chars(engine, res, tok["id"])
        assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"], c["types"]) == (
            "Runeclaw Bear", 5, 5, ["black"], ["Demon"], ["creature"])
        assert {"menace", "lifelink", "haste"} <= {str(a) for a in c["abilities"]}
        assert tok.get("controller", tok["owner"]) == "alice"


def test_anikthea_copies_a_non_aura_enchantment_card_from_your_graveyard_as_a_3_3_zombie_115_1d_707_9b(engine):
    """CR 603.6a: Anikthea enters: its ability triggers. CR 115.1d, 205.3: up to one target non-Aura enchantment card
    from Alice's graveyard: her Necroduality or none (not her Curse of Echoes, an Aura; not Bob's Necroduality): two
    states. With Necroduality: exiled (406.2), and a token copy of it (707.8) that is a 3/3 black Zombie enchantment
    creature (707.9b: the color set, Zombie and creature added to its types)."""
    s = make_state([zone("ak", "Anikthea, Hand of Erebos", "hand"), bf("p1", "Plains"), bf("s1", "Swamp"),
                    *[bf(f"f{i}", "Forest") for i in range(3)], zone("nd", "Necroduality", "graveyard"),
                    zone("ce", "Curse of Echoes", "graveyard"), zone("bn", "Necroduality", "graveyard", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "ak"})[0].state   # (which land pays: no matter)
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert sorted(str(targets_of(o.state, o.state.doc["stack"][-1])) for o in outs) == ["None", "['nd']"]
    (s,) = [o.state for o in outs if targets_of(o.state, o.state.doc["stack"][-1]) == ["nd"]]
    s = pass_pass(engine, s)
    assert engine.derive(s).object("nd").zone == "exile"
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"], sorted(c["types"])) == (
        "Necroduality", 3, 3, ["black"], ["Zombie"], ["creature", "enchantment"])


def test_uchuulon_copies_itself_only_if_it_exiled_an_opponents_creature_card_115_1d_608_2c(engine):
    """CR 513.1a, 603.2b: as Alice's end step begins Uchuulon's ability triggers. CR 115.1d: up to one target creature
    card from an opponent's graveyard: Bob's Runeclaw Bear or none (Alice's own Bear is in her graveyard, not an
    opponent's): two states. CR 406.2, 608.2c, 707.2: with the Bear, it is exiled and Alice gets a token copy of Uchuulon;
    with none, nothing is exiled, so ("If you do") no token."""
    s = make_state([bf("uc", "Uchuulon"), zone("rb", "Runeclaw Bear", "graveyard", "bob"),
                    zone("ab", "Runeclaw Bear", "graveyard")], phase="postcombat_main")
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    assert all(o.state.doc["step"] == "end" for o in outs)
    assert sorted(str(targets_of(o.state, o.state.doc["stack"][-1])) for o in outs) == ["None", "['rb']"]
    for o in outs:
        chosen = targets_of(o.state, o.state.doc["stack"][-1])
        res = pass_pass(engine, o.state)
        if chosen is None:
            assert tokens(res) == [] and engine.derive(res).object("rb").zone == "graveyard"
        else:
            assert engine.derive(res).object("rb").zone == "exile"
            assert [name_of(engine, res, t["id"]) for t in tokens(res)] == ["Uchuulon"]
        assert engine.derive(res).object("ab").zone == "graveyard"


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


def test_ratadrabik_copies_a_legendary_creature_that_died_as_a_nonlegendary_black_zombie_700_4_707_9b(engine):
    """CR 700.4, 603.10a: Alice's Isamaru, Hound of Konda (a legendary white 2/2 Dog) dies (Lightning Bolt): Ratadrabik's
    ability triggers, naming it. CR 707.2, 707.9b: resolved, a token copy of Isamaru that isn't legendary, is 2/2, black
    in addition to white and a Zombie in addition to Dog; CR 613.1f: "Other Zombies you control have vigilance" gives it
    vigilance."""
    s = make_state([bf("ra", "Ratadrabik of Urborg"), bf("is", "Isamaru, Hound of Konda"),
                    zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["is"]})))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "is"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["power"], c["toughness"], c.get("supertypes", [])) == ("Isamaru, Hound of Konda", 2, 2, [])
    assert sorted(c["colors"]) == ["black", "white"] and sorted(c["subtypes"]) == ["Dog", "Zombie"]
    assert "vigilance" in {str(a) for a in c["abilities"]}


def test_ratadrabik_ignores_a_nonlegendary_creature_dying_603_2(engine):
    """CR 603.2: Runeclaw Bear isn't legendary: its death triggers nothing."""
    s = make_state([bf("ra", "Ratadrabik of Urborg"), bf("rb", "Runeclaw Bear"), zone("lb", "Lightning Bolt", "hand"),
                    bf("m", "Mountain")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["rb"]})))
    assert stack_abilities(s) == [] and tokens(s) == []


# --- up to N targets, a token copy of each (CR 601.2c, 115.1d, 608.2b) -----------------------------------------------


def _mirage_state():
    return make_state([zone("hm", "Hate Mirage", "hand"), *[bf(f"m{i}", "Mountain") for i in range(4)],
                       bf("ab", "Runeclaw Bear"), bf("bb", "Runeclaw Bear", "bob"),
                       bf("bi", "Isamaru, Hound of Konda", "bob")])


def test_hate_mirage_targets_up_to_two_creatures_you_dont_control_601_2c_115_1d(engine):
    """CR 601.2c, 115.1d: "up to two target creatures you don't control": Bob's Runeclaw Bear and Isamaru may be chosen,
    Alice's own Bear may not; two different targets at most: the legal target sets are none, either one, or both."""
    acts = [a for a in engine.legal_actions(_mirage_state()) if a.action.get("object") == "hm"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"bb", "bi"}
    outs = engine.apply(_mirage_state(), {"action": "cast", "object": "hm"})     # (the targets not named)
    assert sorted(str(targets_of(o.state, "hm")) for o in outs) == ["None", "['bb', 'bi']", "['bb']", "['bi']"]


def test_hate_mirage_copies_each_target_with_haste_and_exiles_them_together_707_2_611_2_603_7a(engine):
    """CR 707.2, 111.1: a token copy of each of Bob's two creatures, created under Alice's control; CR 611.2: they gain
    haste (not a copiable value); CR 603.7a: one delayed trigger exiles the tokens created together at the beginning of
    the next end step (they share a timestamp, CR 613.7d)."""
    s = engine.apply(_mirage_state(), {"action": "cast", "object": "hm", "targets": ["bb", "bi"]})[0].state
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert sorted(name_of(engine, s, t["id"]) for t in toks) == ["Isamaru, Hound of Konda", "Runeclaw Bear"]
    for t in toks:
        assert t["controller"] == "alice" and "haste" in {str(a) for a in chars(engine, s, t["id"])["abilities"]}
    assert s.to_document()["delayed_triggers"] == [{"source": "hm", "controller": "alice", "text": {
        "trigger": "next_end_step", "effect": {"leave_tokens_created": "exile", "timestamp": toks[0]["timestamp"]}}}]


def test_hate_mirage_cast_with_no_target_resolves_and_copies_nothing_608_2b(engine):
    """CR 608.2b: cast with no target, it has no targets to check: it resolves (to Alice's graveyard) and creates
    nothing."""
    outs = engine.apply(_mirage_state(), {"action": "cast", "object": "hm"})
    (s,) = [o.state for o in outs if targets_of(o.state, "hm") is None]
    s = pass_pass(engine, s)
    assert tokens(s) == [] and engine.derive(s).object("hm").zone == "graveyard"


# --- a creature type chosen as the spell resolves (CR 608.2d) --------------------------------------------------------


def test_kindred_charge_copies_each_creature_you_control_of_the_chosen_type_608_2d_707_2(engine):
    """CR 608.2d, 205.3m: resolving, Alice chooses a creature type: worth choosing are Bear (her Runeclaw Bear) and Dog
    (her Isamaru). CR 608.2c, 707.2: a token copy of each creature she controls of that type (not Bob's Bear), which gains
    haste (611.2) and is exiled at the beginning of the next end step (603.7a, one token: the delayed trigger names it).
    With Dog the token is a legendary Isamaru too: CR 704.5j, Alice keeps one of the two, the other goes to the graveyard
    (a token there ceases to exist, 704.5d): three states in all."""
    s = make_state([zone("kc", "Kindred Charge", "hand"), *[bf(f"m{i}", "Mountain") for i in range(6)],
                    bf("ab", "Runeclaw Bear"), bf("ai", "Isamaru, Hound of Konda"), bf("bb", "Runeclaw Bear", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "kc"})[0].state
    got = []
    for o in pass2(engine, s):
        chose = [r["value"] for r in o.records if r["event"] == "chose"]
        d = engine.derive(o.state)
        toks = [t for t in tokens(o.state) if d.object(t["id"]).zone == "battlefield"]
        for t in toks:
            c = d.object(t["id"]).characteristics
            assert t["controller"] == "alice" and "haste" in {str(a) for a in c["abilities"]}
        got.append((chose[0], sorted(d.object(t["id"]).characteristics["name"] for t in toks), d.object("ai").zone))
    assert sorted(got) == [("Bear", ["Runeclaw Bear"], "battlefield"), ("Dog", [], "battlefield"),
                           ("Dog", ["Isamaru, Hound of Konda"], "graveyard")]


# --- "if you've cast a noncreature spell this turn" (CR 603.4, 601.2i) -----------------------------------------------


def _reeds_outcome(engine, s):
    """From Alice's precombat main phase with an empty stack: both players pass, the beginning of combat step begins
    (CR 507.1); the state then (its trigger, if any, on the stack)."""
    s = pass_pass(engine, s)
    assert s.doc["step"] == "beginning_of_combat"
    return s


def test_council_of_reeds_copies_itself_after_a_noncreature_spell_603_4_601_2i(engine):
    """CR 601.2i: Alice casts Lightning Bolt (an instant: a noncreature spell) at Bob; it resolves. CR 507.1, 603.4: as
    her beginning of combat step begins, she has cast a noncreature spell this turn: Council of Reeds' ability triggers;
    resolved (the condition still true), a token copy of Council of Reeds (707.2)."""
    s = make_state([bf("cr", "Council of Reeds"), zone("lb", "Lightning Bolt", "hand"), bf("m", "Mountain")])
    s = pass_pass(engine, only(engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]})))
    s = _reeds_outcome(engine, s)
    assert len(s.doc["stack"]) == 1
    s = pass_pass(engine, s)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Council of Reeds"]


def test_council_of_reeds_without_a_noncreature_spell_does_nothing_603_4(engine):
    """CR 603.4: no noncreature spell cast this turn: no trigger; with the state's count at 1 (a noncreature spell cast
    earlier this turn, players[i].noncreature_spells_cast_this_turn), it triggers."""
    s = _reeds_outcome(engine, make_state([bf("cr", "Council of Reeds")]))
    assert s.doc["stack"] == []
    players = [{"name": "alice", "life": 20, "mana_pool": "", "noncreature_spells_cast_this_turn": 1},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = _reeds_outcome(engine, make_state([bf("cr", "Council of Reeds")], players=players))
    assert len(s.doc["stack"]) == 1


def test_council_of_reeds_a_creature_spell_isnt_a_noncreature_spell_601_2i(engine):
    """CR 601.2i, 603.4: Alice casts Runeclaw Bear (a creature spell) and it resolves: no noncreature spell this turn, no
    trigger at the beginning of combat."""
    s = make_state([bf("cr", "Council of Reeds"), zone("rb", "Runeclaw Bear", "hand"),
                    *[bf(f"f{i}", "Forest") for i in range(2)]])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "rb"})[0].state)
    s = _reeds_outcome(engine, s)
    assert s.doc["stack"] == []


# --- "except they're not legendary" (CR 707.9b) ----------------------------------------------------------------------


def test_jace_cunning_castaway_minus_five_makes_two_nonlegendary_copies_606_707_9b_306_5b(engine):
    """CR 606.4, 606.6: Jace, Cunning Castaway (5 loyalty) activates its −5 ability: its loyalty counters are removed as
    a cost: 0. CR 707.2, 707.9b: resolved, two token copies of Jace that aren't legendary (CR 704.5j doesn't apply); CR
    306.5b: each enters with loyalty counters equal to its printed loyalty, 3. CR 704.5i: the original Jace, with 0
    loyalty, is put into its owner's graveyard."""
    s = make_state([bf("jc", "Jace, Cunning Castaway", counters={"loyalty": 5})])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "jc"
              and a.action["ability"].get("loyalty") == -5]
    s = engine.apply(s, act.action)[0].state
    s = pass_pass(engine, s)
    d = engine.derive(s)
    assert d.object("jc").zone == "graveyard"
    toks = [t for t in tokens(s) if d.object(t["id"]).zone == "battlefield"]
    assert len(toks) == 2
    for t in toks:
        c = d.object(t["id"]).characteristics
        assert (c["name"], c.get("supertypes", []), t["counters"]) == ("Jace, Cunning Castaway", [], {"loyalty": 3})


# --- tapped and attacking token copies (CR 508.4, 506.3, 603.7a, 511.2) ----------------------------------------------


def _life(s, who: str) -> int:
    return next(p for p in s.doc["players"] if p["name"] == who)["life"]


def test_flamerush_rider_copies_another_attacker_tapped_and_attacking_then_exiles_it_508_4_511_2(engine):
    """CR 508.1, 603.2: Flamerush Rider (3/3) and Runeclaw Bear (2/2) attack Bob: the Rider's ability triggers; its target,
    another attacking creature, can only be the Bear. CR 707.2, 508.4, 110.5b: resolved, a token copy of the Bear enters
    tapped and attacking Bob (the only thing it may attack). Unblocked, the three deal 3 + 2 + 2 = 7 combat damage to Bob
    (510.2): 13 life. CR 603.7a, 511.2: as the end of combat step begins the delayed trigger exiles the token."""
    s = make_state([bf("fr", "Flamerush Rider"), bf("rb", "Runeclaw Bear")], phase="combat", step="declare_attackers",
                   priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["fr", "rb"]}))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["rb"]
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Runeclaw Bear"
    assert (tok.get("tapped"), tok.get("attacking")) == (True, "bob")
    s = pass_pass(engine, s)
    s = only(engine.apply(s, {"action": "declare_blockers", "blockers": []}))
    s = pass_pass(engine, s)
    assert _life(s, "bob") == 13
    s = pass_pass(engine, s)
    assert s.doc["step"] == "end_of_combat" and len(s.doc["stack"]) == 1
    s = pass_pass(engine, s)
    assert [t for t in tokens(s) if t["zone"] == "battlefield"] == []


# a test card (not a real card): a planeswalker with no abilities
WALKER = {"name": "Test Walker", "mana_cost": "{3}", "types": ["planeswalker"], "loyalty": 3, "abilities": []}


def test_flamerush_rider_token_attacks_bob_or_his_planeswalker_as_alice_chooses_508_4(engine):
    """CR 508.4: the token's controller chooses which defending player or planeswalker a defending player controls it
    attacks: Bob or his Test Walker: two resulting states."""
    s = make_state([bf("fr", "Flamerush Rider"), bf("rb", "Runeclaw Bear"),
                    bf("pw", "Test Walker", "bob", counters={"loyalty": 3})], cards=[WALKER], phase="combat",
                   step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [
        {"object": "fr", "player": "bob"}, {"object": "rb", "player": "bob"}]}))
    outs = pass2(engine, s)
    assert sorted(t["attacking"] for o in outs for t in tokens(o.state)) == ["bob", "pw"]


# --- a delayed triggered ability for the rest of the turn (CR 603.7a, 603.7b) ----------------------------------------


def _duplication_resolved(engine):
    s = make_state([zone("td", "Theoretical Duplication", "hand"), *lands("alice", islands=3),
                    zone("bc", "Runeclaw Bear", "hand", "bob"), zone("ac", "Runeclaw Bear", "hand")])
    s = engine.apply(s, {"action": "cast", "object": "td"})[0].state
    return pass_pass(engine, s)


def test_theoretical_duplication_copies_an_opponents_creature_entering_this_turn_603_7a_707_2(engine):
    """CR 603.7a, 603.7d: resolved, Theoretical Duplication leaves a delayed triggered ability controlled by Alice. CR
    603.2, 603.6a: Bob's Runeclaw Bear card enters the battlefield under his control: it triggers, naming the Bear; CR
    707.2, 111.1: resolved, Alice creates a token copy of it."""
    s = _duplication_resolved(engine)
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"]) == ("td", "alice")
    s = only(engine.apply(s, {"event": "move", "object": "bc", "to": "battlefield"}))
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "bc"
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    assert (name_of(engine, s, tok["id"]), tok["controller"]) == ("Runeclaw Bear", "alice")
    assert len(s.to_document()["delayed_triggers"]) == 1     # (it triggers again for the rest of the turn, 603.7b)


def test_theoretical_duplication_not_for_your_own_creature_nor_next_turn_603_7c(engine):
    """CR 603.2: Alice's own Bear entering doesn't trigger it (an opponent's creature only). CR 603.7b: "this turn": as
    the next turn begins the delayed trigger is gone, and Bob's Bear entering then triggers nothing."""
    s = _duplication_resolved(engine)
    mine = only(engine.apply(s, {"event": "move", "object": "ac", "to": "battlefield"}))
    assert stack_abilities(mine) == []
    later = only(engine.apply(s, {"event": "end_turn"}))
    assert not later.to_document().get("delayed_triggers")
    later = only(engine.apply(later, {"event": "move", "object": "bc", "to": "battlefield"}))
    assert stack_abilities(later) == []


# --- "Then exile all other tokens created with this creature" (CR 406.2, 111.1) --------------------------------------


def test_faerie_artisans_keeps_only_its_newest_token_copy_603_2_707_9b_406_2(engine):
    """CR 603.2: Bob's Runeclaw Bear enters: Faerie Artisans triggers; resolved, Alice's token copy of the Bear is an
    artifact in addition to its other types (707.9b). Then Bob's Isamaru enters: resolved, a token copy of Isamaru
    (an artifact creature too) and the Bear token, created with Faerie Artisans before, is exiled (406.2; a token there
    ceases to exist, 704.5d): Alice has the Isamaru token only."""
    s = make_state([bf("fa", "Faerie Artisans"), zone("bb", "Runeclaw Bear", "hand", "bob"),
                    zone("bi", "Isamaru, Hound of Konda", "hand", "bob")])
    s = pass_pass(engine, only(engine.apply(s, {"event": "move", "object": "bb", "to": "battlefield"})))
    (t1,) = tokens(s)
    c = chars(engine, s, t1["id"])
    assert (c["name"], sorted(c["types"])) == ("Runeclaw Bear", ["artifact", "creature"])
    s = pass_pass(engine, only(engine.apply(s, {"event": "move", "object": "bi", "to": "battlefield"})))
    d = engine.derive(s)
    alive = [t for t in tokens(s) if d.object(t["id"]).zone == "battlefield"]
    assert [d.object(t["id"]).characteristics["name"] for t in alive] == ["Isamaru, Hound of Konda"]
    assert d.object("bb").zone == "battlefield" and alive[0]["controller"] == "alice"


# --- "a token that's a copy of the exiled card" (CR 607.2a, 707.2) ----------------------------------------------------

# a test card (not a real card): Soul Foundry's two abilities with a fixed cost ({X} and "X is the mana value of that
# card" are another template's)
FOUNDRY = {"name": "Test Foundry", "mana_cost": "{4}", "types": ["artifact"],
           "oracle_text": "Imprint — When this artifact enters, you may exile a creature card from your hand.\n"
                          "{3}, {T}: Create a token that's a copy of the exiled card."}


def test_the_exiled_card_is_the_one_exiled_with_this_artifact_607_2a_707_2(engine):
    """CR 607.2a: "the exiled card" is the card exiled with this artifact by its linked imprint ability (Bob's Runeclaw
    Bear, exiled with it); another card in exile (Isamaru, exiled with nothing) isn't. CR 707.2, 111.1: resolved, Alice
    gets a token copy of the Bear."""
    from pyglue.oracle import parse_face
    card = {**FOUNDRY, "abilities": parse_face({**FOUNDRY, "oracle_text": FOUNDRY["oracle_text"]})}
    card.pop("oracle_text")
    assert card["abilities"][1] == {"activated": {"cost": "{3}", "tap": True,
                                                  "effect": {"create_token_copy": "exiled_with"}}}
    s = make_state([bf("tf", "Test Foundry"), *lands("alice", islands=3),
                    zone("rb", "Runeclaw Bear", "exile", "bob", exiled_with="tf"),
                    zone("is", "Isamaru, Hound of Konda", "exile")], cards=[card])
    (act,) = [a for a in engine.legal_actions(s) if a.action.get("object") == "tf"]
    s = pass_pass(engine, engine.apply(s, act.action)[0].state)
    assert [(name_of(engine, s, t["id"]), t["controller"]) for t in tokens(s)] == [("Runeclaw Bear", "alice")]


# --- "When this creature dies, if it's not a token, create a token that's a copy of it" (CR 700.4, 603.4, 603.10a) ---


def test_vaultborn_tyrant_dying_leaves_an_artifact_token_copy_of_itself_603_10a_707_9b(engine):
    """CR 700.4, 603.10a: Vaultborn Tyrant is put into its owner's graveyard from the battlefield: it dies, and its
    ability triggers (it isn't a token, CR 603.4). CR 707.2, 707.9b: resolved, a token copy of Vaultborn Tyrant that is an
    artifact in addition to its other types. That token dying then triggers nothing: it is a token."""
    s = make_state([bf("vt", "Vaultborn Tyrant")])
    s = only(engine.apply(s, {"event": "move", "object": "vt", "to": "graveyard"}))
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], sorted(c["types"])) == ("Vaultborn Tyrant", ["artifact", "creature"])
    s = only(engine.apply(s, {"event": "move", "object": tok["id"], "to": "graveyard"}))
    assert stack_abilities(s) == []


def test_dance_of_many_targets_a_nontoken_creature_115_1(engine):
    """CR 115.1: "target nontoken creature": Bob's Runeclaw Bear, not Alice's Mouse token."""
    s = make_state([zone("dm", "Dance of Many", "hand"), *lands("alice", islands=4), bf("rb", "Runeclaw Bear", "bob"),
                    token("m1", MOUSE)])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "dm"})[0].state)
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["rb"]


# --- a reflexive triggered ability: "you may pay {1}. When you do, ..." (CR 603.12) -----------------------------------

# a test token (not a real card): a token named Dutiful Replicator
REPLICATOR_TOKEN = {"name": "Dutiful Replicator", "types": ["artifact", "creature"], "subtypes": ["Assembly-Worker"],
                    "colors": [], "power": 3, "toughness": 2}


def test_dutiful_replicator_reflexive_trigger_copies_a_token_not_named_like_it_603_12_115_1(engine):
    """CR 603.6a: Dutiful Replicator enters: its ability triggers. CR 608.2d: resolving, Alice may pay {1}; declined,
    nothing more. Paid: CR 603.12, a reflexive triggered ability triggers and is put on the stack with its target: a token
    Alice controls not named Dutiful Replicator: her Mouse token only (not her Dutiful Replicator token, not Bob's Mouse
    token). Resolved: a token copy of the Mouse (707.2)."""
    s = make_state([zone("dr", "Dutiful Replicator", "hand"), *lands("alice", islands=4), token("m1", MOUSE),
                    token("d1", REPLICATOR_TOKEN), token("bm", MOUSE, "bob")])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "dr"})[0].state)
    (enters,) = stack_abilities(s)
    outs = pass2(engine, s)
    declined = [o.state for o in outs if not stack_abilities(o.state)]
    paid = [o.state for o in outs if stack_abilities(o.state)]
    assert declined and paid
    s = paid[0]
    (refl,) = stack_abilities(s)
    assert refl["targets"] == ["m1"] and refl["ability"]["source"] == "dr"
    before = {t["id"] for t in tokens(s)}
    s = pass_pass(engine, s)
    made = [t for t in tokens(s) if t["id"] not in before]
    assert [(name_of(engine, s, t["id"]), t["controller"]) for t in made] == [("Mouse Token", "alice")]


# --- "Whenever an enchantment you control enters, you may ... Do this only once each turn." (CR 603.2, 608.2d) -------


def test_ondu_spiritdancer_copies_an_entering_enchantment_once_each_turn_603_2_608_2d(engine):
    """CR 603.2, 603.6a: Alice's Necroduality (an enchantment) enters: Ondu Spiritdancer's ability triggers, naming it.
    CR 608.2d: she may create a token copy of it (707.2) or not: two states. The token copy is an enchantment entering
    under her control too (111.1): the ability triggers again, but she has done this once this turn: resolved, no
    second token."""
    s = make_state([bf("os", "Ondu Spiritdancer"), zone("nd", "Necroduality", "hand"), *lands("alice", islands=4)])
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "nd"})[0].state)
    (ab,) = stack_abilities(s)
    assert ab["ability"]["text"]["trigger"]["that_object"] == "nd"
    outs = pass2(engine, s)
    assert sorted(len(tokens(o.state)) for o in outs) == [0, 1]
    (s,) = [o.state for o in outs if tokens(o.state)]
    (tok,) = tokens(s)
    assert name_of(engine, s, tok["id"]) == "Necroduality"
    (again,) = stack_abilities(s)
    assert again["ability"]["text"]["trigger"]["that_object"] == tok["id"]
    s = pass_pass(engine, s)
    assert len(tokens(s)) == 1 and stack_abilities(s) == []


# --- Tempt with Reflections: a tempting offer (CR 111.2, 608.2d) -----------------------------------------------------


def test_tempt_with_reflections_each_opponent_who_accepts_gives_you_one_more_111_2_608_2d(engine):
    """CR 707.2, 111.1: Alice's spell targets her Runeclaw Bear and creates a token copy of it for her. CR 608.2d, 111.2:
    Bob may create one under his own control: declined, Alice has one token copy and Bob none; accepted, Bob has one and
    Alice one more for him, two."""
    s = make_state([zone("tw", "Tempt with Reflections", "hand"), *lands("alice", islands=4), bf("rb", "Runeclaw Bear")])
    s = engine.apply(s, {"action": "cast", "object": "tw", "targets": ["rb"]})[0].state
    got = set()
    for o in pass2(engine, s):
        toks = tokens(o.state)
        assert all(name_of(engine, o.state, t["id"]) == "Runeclaw Bear" for t in toks)
        got.add((sum(t["controller"] == "alice" for t in toks), sum(t["controller"] == "bob" for t in toks)))
    assert got == {(1, 0), (2, 1)}


# --- "where X is one plus the number of instant and sorcery spells you've cast this turn" (CR 107.3c) ----------------


def test_rionya_makes_one_plus_the_instants_and_sorceries_cast_this_turn_copies_107_3c(engine):
    """CR 507.1, 603.2b: as Alice's beginning of combat step begins, Rionya's ability triggers, targeting another creature
    she controls (her Runeclaw Bear, not Rionya). CR 107.3c: she cast two instant or sorcery spells this turn (the state's
    count): X = 1 + 2 = 3 token copies of the Bear (707.2), which gain haste (611.2) and are exiled together at the next
    end step (603.7a)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "instants_sorceries_cast_this_turn": 2},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("ri", "Rionya, Fire Dancer"), bf("rb", "Runeclaw Bear")], players=players)
    s = pass_pass(engine, s)
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["rb"]
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert [name_of(engine, s, t["id"]) for t in toks] == ["Runeclaw Bear"] * 3
    assert all("haste" in {str(a) for a in chars(engine, s, t["id"])["abilities"]} for t in toks)
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"]["leave_tokens_created"] == "exile"


# --- "Exile X target creature cards from your graveyard. For each card exiled this way, ..." (CR 601.2c, 107.3) ------


def _hour_state():
    return make_state([zone("he", "Hour of Eternity", "hand"), *lands("alice", islands=7),
                       zone("rb", "Runeclaw Bear", "graveyard"), zone("is", "Isamaru, Hound of Konda", "graveyard"),
                       zone("ju", "Jump", "graveyard"), zone("bb", "Runeclaw Bear", "graveyard", "bob")])


def test_hour_of_eternity_exiles_x_creature_cards_and_copies_each_as_a_4_4_black_zombie_601_2c_707_8_707_9b(engine):
    """CR 107.3, 601.2b-c: announced with X = 2 ({4}{U}{U}{U}), Alice chooses two creature cards from her graveyard: her
    Runeclaw Bear and Isamaru (not Jump, an instant; not Bob's Bear). CR 406.2, 707.8, 707.9b: resolved, both are exiled
    and there is a token copy of each, a 4/4 black Zombie."""
    outs = engine.apply(_hour_state(), {"action": "cast", "object": "he", "x": 2})
    assert {tuple(targets_of(o.state, "he")) for o in outs} == {("is", "rb")}
    s = pass_pass(engine, outs[0].state)
    d = engine.derive(s)
    assert (d.object("rb").zone, d.object("is").zone, d.object("bb").zone) == ("exile", "exile", "graveyard")
    got = sorted((c["name"], c["power"], c["toughness"], tuple(c["colors"]), tuple(c["subtypes"]))
                 for c in (d.object(t["id"]).characteristics for t in tokens(s)))
    assert got == [("Isamaru, Hound of Konda", 4, 4, ("black",), ("Zombie",)),
                   ("Runeclaw Bear", 4, 4, ("black",), ("Zombie",))]


def test_hour_of_eternity_needs_x_legal_targets_601_2c(engine):
    """CR 601.2c: with X = 3 Alice would need three creature cards in her graveyard; she has two: not legal."""
    assert not engine.why_not(_hour_state(), {"action": "cast", "object": "he", "x": 3}).legal


# --- "for each card you've discarded this turn, create a token that's a copy of ~" (CR 701.9a, 508.4) ---------------


def test_living_laser_makes_a_nonlegendary_attacking_copy_per_card_discarded_this_turn_701_9a_508_4(engine):
    """CR 508.1, 603.2: Living Laser attacks Bob; Alice discarded two cards this turn (the state's count): its ability
    creates two token copies of it (707.2) that aren't legendary (707.9b; so the legend rule leaves all three, 704.5j),
    entering tapped and attacking Bob (508.4), exiled together at the next end step (603.7a)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "cards_discarded_this_turn": 2},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([bf("ll", "Living Laser")], players=players, phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ll"]}))
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2
    for t in toks:
        c = chars(engine, s, t["id"])
        assert (c["name"], c.get("supertypes", []), t.get("tapped"), t.get("attacking")) == (
            "Living Laser", [], True, "bob")
    assert engine.derive(s).object("ll").zone == "battlefield"
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"]["leave_tokens_created"] == "exile"


def test_living_laser_without_discards_makes_no_copy_701_9a(engine):
    """No card discarded this turn: no token."""
    s = make_state([bf("ll", "Living Laser")], phase="combat", step="declare_attackers", priority=None)
    s = pass_pass(engine, only(engine.apply(s, {"action": "declare_attackers", "attackers": ["ll"]})))
    assert tokens(s) == []


# --- "Destroy up to X target artifacts. If X is 5 or more, for each artifact destroyed this way, ..." (CR 107.3) -----


def _twilight_state():
    return make_state([zone("rt", "Red Sun's Twilight", "hand"), *[bf(f"m{i}", "Mountain") for i in range(7)],
                       bf("mw", "Mirrorworks", "bob"), bf("sr", "Skyclave Relic", "bob")])


def test_red_suns_twilight_with_x_5_copies_each_artifact_it_destroyed_701_8a_702_12b_707_2(engine):
    """CR 107.3, 601.2c: X = 5 ({5}{R}{R}), targets Bob's Mirrorworks and Skyclave Relic. CR 701.8a, 702.12b: Mirrorworks
    is destroyed, the Relic (indestructible) isn't. CR 707.2, 608.2h: so one token copy, of Mirrorworks, for Alice; it
    gains haste (611.2) and a delayed trigger will exile it at the next end step (603.7a)."""
    s = engine.apply(_twilight_state(), {"action": "cast", "object": "rt", "x": 5, "targets": ["mw", "sr"]})[0].state
    s = pass_pass(engine, s)
    d = engine.derive(s)
    assert (d.object("mw").zone, d.object("sr").zone) == ("graveyard", "battlefield")
    (tok,) = tokens(s)
    c = d.object(tok["id"]).characteristics
    assert (c["name"], tok["controller"], "haste" in {str(a) for a in c["abilities"]}) == ("Mirrorworks", "alice", True)
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"exile_object": tok["id"]}


def test_red_suns_twilight_with_x_below_5_copies_nothing_107_3(engine):
    """CR 107.3: X = 1 ({1}{R}{R}), target Bob's Mirrorworks: destroyed, and no token (X isn't 5 or more)."""
    s = engine.apply(_twilight_state(), {"action": "cast", "object": "rt", "x": 1, "targets": ["mw"]})[0].state
    s = pass_pass(engine, s)
    assert engine.derive(s).object("mw").zone == "graveyard" and tokens(s) == []


def test_doppelgang_makes_x_copies_of_each_of_x_targets_601_2c_107_3_707_2(engine):
    """CR 107.3, 601.2b-c: announced with X = 2 ({6}{G}{U}), Doppelgang has two target permanents: Bob's Runeclaw Bear
    and Alice's Mountain (any two permanents). CR 707.2, 111.1: resolved, two token copies of each: four tokens, all
    Alice's."""
    s = make_state([zone("dg", "Doppelgang", "hand"), *lands("alice", islands=4, forests=3), bf("mt", "Mountain"),
                    bf("rb", "Runeclaw Bear", "bob")])
    s = engine.apply(s, {"action": "cast", "object": "dg", "x": 2, "targets": ["rb", "mt"]})[0].state
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert sorted(name_of(engine, s, t["id"]) for t in toks) == ["Mountain", "Mountain", "Runeclaw Bear",
                                                                  "Runeclaw Bear"]
    assert {t["controller"] for t in toks} == {"alice"}


def test_elminsters_simulacrum_copies_up_to_one_creature_of_each_opponent_601_2c_115_1d(engine):
    """CR 601.2c, 115.1d: one slot for Bob (Alice's only opponent): his Runeclaw Bear or Isamaru, or none (not Alice's own
    Bear): three states. CR 707.2, 111.1: with the Bear chosen, Alice creates a token copy of it; with none, nothing
    (608.2b: it still resolves)."""
    s = make_state([zone("es", "Elminster's Simulacrum", "hand"), *lands("alice", islands=6),
                    bf("ab", "Runeclaw Bear"), bf("bb", "Runeclaw Bear", "bob"), bf("bi", "Isamaru, Hound of Konda", "bob")])
    outs = engine.apply(s, {"action": "cast", "object": "es"})
    assert sorted(str(targets_of(o.state, "es")) for o in outs) == ["None", "['bb']", "['bi']"]
    (s,) = [o.state for o in outs if targets_of(o.state, "es") == ["bb"]]
    s = pass_pass(engine, s)
    assert [(name_of(engine, s, t["id"]), t["controller"]) for t in tokens(s)] == [("Runeclaw Bear", "alice")]
    (s,) = [o.state for o in outs if targets_of(o.state, "es") is None]
    s = pass_pass(engine, s)
    assert tokens(s) == [] and engine.derive(s).object("es").zone == "graveyard"


# --- "If the token isn't a creature, it becomes a 2/2 Robot Villain creature in addition to its other types." --------


def test_ultron_token_copy_of_a_noncreature_artifact_becomes_a_2_2_robot_villain_611_2_613_4b(engine):
    """CR 603.2: Alice's Mirrorworks (a noncreature artifact, not a token) enters: Ultron's ability triggers. CR 608.2d,
    118.1: she pays {2}: a token copy of Mirrorworks (707.2). CR 611.2, 613.1d, 613.4b: it isn't a creature, so it becomes
    a 2/2 Robot Villain artifact creature, still named Mirrorworks."""
    s = make_state([bf("ul", "Ultron, Artificial Malevolence"), zone("mw", "Mirrorworks", "hand"),
                    *lands("alice", islands=2)])
    s = only(engine.apply(s, {"event": "move", "object": "mw", "to": "battlefield"}))
    outs = pass2(engine, s)
    (s,) = [o.state for o in outs if tokens(o.state)][:1]
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], sorted(c["types"]), sorted(c["subtypes"]), c["power"], c["toughness"]) == (
        "Mirrorworks", ["artifact", "creature"], ["Robot", "Villain"], 2, 2)


def test_ultron_token_copy_of_an_artifact_creature_stays_as_copied_608_2c(engine):
    """CR 608.2c: a token copy of Dutiful Replicator (an artifact creature, 3/2 Assembly-Worker) is a creature: it doesn't
    become a 2/2 Robot Villain."""
    s = make_state([bf("ul", "Ultron, Artificial Malevolence"), zone("dr", "Dutiful Replicator", "hand"),
                    *lands("alice", islands=2)])
    outs = engine.apply(s, {"event": "move", "object": "dr", "to": "battlefield"})
    # (Dutiful Replicator's own enters trigger too: Alice orders the two, CR 603.3b; Ultron's on top)
    s = next(o.state for o in outs if stack_abilities(o.state)[-1]["ability"]["source"] == "ul")
    s = next(o.state for o in pass2(engine, s) if tokens(o.state))
    tok = next(t for t in tokens(s))
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["subtypes"], c["power"], c["toughness"]) == ("Dutiful Replicator", ["Assembly-Worker"], 3, 2)


# --- more templates of token copies (copy abilities of cards with other lines) ----------------------------------------


def test_nemesis_trap_exiles_an_attacker_and_copies_it_as_it_last_existed_115_1_608_2h_707_2(engine):
    """CR 115.1, 506.4: "target attacking creature": Alice's attacking Runeclaw Bear, not Bob's Isamaru (not attacking).
    CR 406.2, 608.2h, 707.2: resolved, the Bear is exiled and Alice gets a token copy of it (not attacking: it wasn't put
    onto the battlefield attacking, 508.4), which a delayed trigger exiles at the next end step (603.7a)."""
    s = make_state([zone("nt", "Nemesis Trap", "hand"), *[bf(f"s{i}", "Swamp") for i in range(6)],
                    bf("rb", "Runeclaw Bear"), bf("bi", "Isamaru, Hound of Konda", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["rb"]}))
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "nt"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"rb"}
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "nt", "targets": ["rb"]})[0].state)
    assert engine.derive(s).object("rb").zone == "exile"
    (tok,) = tokens(s)
    assert (name_of(engine, s, tok["id"]), tok.get("attacking")) == ("Runeclaw Bear", None)
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"exile_object": tok["id"]}


def test_dual_nature_gives_the_entering_creatures_controller_a_copy_111_2_707_2(engine):
    """CR 603.2: Bob's Runeclaw Bear enters: Alice's Dual Nature triggers; CR 111.2, 707.2: its controller, Bob, creates a
    token copy of it."""
    s = make_state([bf("dn", "Dual Nature"), zone("bb", "Runeclaw Bear", "hand", "bob")])
    s = pass_pass(engine, only(engine.apply(s, {"event": "move", "object": "bb", "to": "battlefield"})))
    assert [(name_of(engine, s, t["id"]), t["controller"]) for t in tokens(s)] == [("Runeclaw Bear", "bob")]


def test_myrkul_copy_of_the_dead_creature_is_an_enchantment_only_707_9b(engine):
    """CR 700.4: Alice's Runeclaw Bear dies: Myrkul's ability triggers; CR 608.2d: she may exile the card; if she does, a
    token copy of it (707.2) whose card type is enchantment only (707.9b: "loses all other card types")."""
    s = make_state([bf("my", "Myrkul, Lord of Bones"), bf("rb", "Runeclaw Bear")])
    s = only(engine.apply(s, {"event": "move", "object": "rb", "to": "graveyard"}))
    (s,) = [o.state for o in pass2(engine, s) if tokens(o.state)]
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["name"], c["types"]) == ("Runeclaw Bear", ["enchantment"])
    assert engine.derive(s).object("rb").zone == "exile"


def test_march_of_progress_copies_the_chosen_artifact_creature_115_1_707_2(engine):
    """CR 115.1: "target artifact creature you control": Alice's Dutiful Replicator, not her Runeclaw Bear. CR 707.2:
    resolved, one token copy of it."""
    s = make_state([zone("mp", "March of Progress", "hand"), *lands("alice", islands=3), bf("dr", "Dutiful Replicator"),
                    bf("rb", "Runeclaw Bear")])
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "mp"]
    assert {t for a in acts for ts in a.targets for t in ts} == {"dr"}
    s = pass_pass(engine, engine.apply(s, {"action": "cast", "object": "mp", "targets": ["dr"]})[0].state)
    assert [name_of(engine, s, t["id"]) for t in tokens(s)] == ["Dutiful Replicator"]


def test_foggy_swamp_visions_copies_each_creature_card_it_exiled_from_any_graveyard_601_2c_707_8(engine):
    """CR 107.3, 601.2b-c: X = 1 (announced for its waterbend {X}), one target creature card from any graveyard: Bob's
    Runeclaw Bear. CR 406.2, 707.8:
    resolved, it is exiled and Alice gets a token copy of it, which she sacrifices at the beginning of her next end step
    (603.7a). (Its additional cost, waterbend {X}, is another template's.)"""
    s = make_state([zone("fs", "Foggy Swamp Visions", "hand"), *lands("alice", islands=2), bf("sw", "Swamp"),
                    bf("sw2", "Swamp"), zone("bb", "Runeclaw Bear", "graveyard", "bob")])
    outs = engine.apply(s, {"action": "cast", "object": "fs", "x": 1, "targets": ["bb"]})
    s = pass_pass(engine, outs[0].state)
    assert engine.derive(s).object("bb").zone == "exile"
    (tok,) = tokens(s)
    assert (name_of(engine, s, tok["id"]), tok["controller"]) == ("Runeclaw Bear", "alice")


def test_gyrus_may_copy_a_creature_card_with_lesser_power_attacking_115_1_608_2d_508_4(engine):
    """CR 115.1, 208.1: Gyrus (4 +1/+1 counters: power 4) attacks; its target is a creature card with power less than 4
    in Alice's graveyard: her Runeclaw Bear (2), not her Vaultborn Tyrant (6), not Bob's Bear. CR 608.2d: she may exile
    it; if she does, a token copy of it enters tapped and attacking Bob (707.2, 508.4)."""
    s = make_state([bf("gy", "Gyrus, Waker of Corpses", counters={"+1/+1": 4}), zone("rb", "Runeclaw Bear", "graveyard"),
                    zone("vt", "Vaultborn Tyrant", "graveyard"), zone("bb", "Runeclaw Bear", "graveyard", "bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["gy"]}))
    (ab,) = stack_abilities(s)
    assert ab["targets"] == ["rb"]
    outs = pass2(engine, s)
    (s,) = [o.state for o in outs if tokens(o.state)]
    (tok,) = tokens(s)
    assert (name_of(engine, s, tok["id"]), tok.get("tapped"), tok.get("attacking")) == ("Runeclaw Bear", True, "bob")
    assert engine.derive(s).object("rb").zone == "exile"


# --- "Whenever you sacrifice another permanent" (CR 701.21a, 603.2) --------------------------------------------------


def test_sorcerers_broom_triggers_on_a_sacrificed_land_and_may_copy_itself_701_21a_603_2_608_2d(engine):
    """CR 118.3, 701.21a: Alice sacrifices Littjara Mirrorlake to pay its ability's cost: she sacrificed another permanent,
    so Sorcerer's Broom's ability triggers (603.2) and goes on the stack above the Mirrorlake's ability. CR 608.2d:
    resolving, she may pay {3}: if she does, a token copy of the Broom (707.2)."""
    s = make_state([bf("sb", "Sorcerer's Broom"), bf("lm", "Littjara Mirrorlake"), *lands("alice", islands=4, forests=4)])
    (act,) = {str(a.action): a for a in engine.legal_actions(s) if a.action.get("object") == "lm" and a.targets}.values()
    s = engine.apply(s, {**act.action, "targets": ["sb"]})[0].state
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["lm", "sb"]
    outs = pass2(engine, s)
    paid = [o.state for o in outs if tokens(o.state)]
    assert paid and any(not tokens(o.state) for o in outs)
    assert [name_of(engine, paid[0], t["id"]) for t in tokens(paid[0])] == ["Sorcerer's Broom"]


# --- "Whenever you sacrifice this artifact or another artifact, ... at the beginning of the next end step, create a
# token that's a copy of that artifact." (CR 603.10a, 603.7a) ------------------------------------------------------------


def test_esoteric_duplicator_sacrificed_comes_back_as_a_token_at_the_next_end_step_603_10a_603_7a(engine):
    """CR 118.3, 701.21a: Alice sacrifices Esoteric Duplicator to pay Tempestra's ability's cost; CR 603.10a: its
    "whenever you sacrifice this artifact" ability triggers (it looks back in time). CR 608.2d: she pays {2}: CR 603.7a, a
    delayed trigger naming the Duplicator card. As the next end step begins it triggers; resolved, a token copy of
    Esoteric Duplicator for Alice (707.2)."""
    s = make_state([bf("te", "Tempestra, Dame of Games"), bf("ed", "Esoteric Duplicator"), bf("rb", "Runeclaw Bear"),
                    *[bf(f"m{i}", "Mountain") for i in range(3)], *lands("alice", islands=2)], phase="postcombat_main")
    acts = [a for a in engine.legal_actions(s) if a.action.get("object") == "te"]
    s = engine.apply(s, {**acts[0].action, "targets": ["rb"]})[0].state
    assert engine.derive(s).object("ed").zone == "graveyard"
    assert [a["ability"]["source"] for a in stack_abilities(s)] == ["te", "ed"]
    s = next(o.state for o in pass2(engine, s) if o.state.to_document().get("delayed_triggers"))
    assert s.to_document()["delayed_triggers"][0]["text"]["effect"] == {"create_token_copy_object": "ed"}
    s = pass_pass(engine, s)          # Tempestra's ability resolves (a token copy of the Bear)
    outs = pass2(engine, s)           # the end step begins: both delayed triggers, in the order Alice chooses (603.3b)
    assert len(outs) == 2 and all(len(o.state.doc["stack"]) == 2 for o in outs)
    s = pass_pass(engine, pass_pass(engine, next(o.state for o in outs
                                                 if stack_abilities(o.state)[-1]["ability"]["source"] == "ed")))
    assert "Esoteric Duplicator" in [name_of(engine, s, t["id"]) for t in tokens(s) if t["zone"] == "battlefield"]
