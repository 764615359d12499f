"""Prepare cards, group C (branch cov-p), and two kernel fixes: "create N Treasure tokens" makes N tokens
(CR 111.1, 111.10a), and the draw instructions of one resolution add up (CR 121.2). Each expected value is
worked out from the CR and the cards' Oracle text before running the engine. Test cards are named as such."""

from __future__ import annotations

from .conftest import lands, make_state, only

TWO_TREASURES = {"name": "Test Two Treasures", "mana_cost": "{U}", "types": ["sorcery"],
                 "notes": "test card: Create two Treasure tokens.",
                 "abilities": [{"spell": {"effect": {"create_token": "Treasure", "count": 2}}}]}
DRAW_TWO_THEN_ONE = {"name": "Test Draw Two Then One", "mana_cost": "{U}", "types": ["sorcery"],
                     "notes": "test card: Draw two cards. Draw a card.",
                     "abilities": [{"spell": {"effect": [{"draw": 2}, {"draw": 1}]}}]}
DRAW_ONE_TWICE = {"name": "Test Draw One Twice", "mana_cost": "{U}", "types": ["sorcery"],
                  "notes": "test card: Draw a card. Scry 1. Draw a card.",
                  "abilities": [{"spell": {"effect": [{"draw": 1}, {"scry": 1}, {"draw": 1}]}}]}
TEST_CARDS = [TWO_TREASURES, DRAW_TWO_THEN_ONE, DRAW_ONE_TWICE]


def _cast_and_resolve(engine, state, action):
    s = only(engine.apply(state, action))
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def _library(owner, n):
    return [{"id": f"{owner[0]}lib{i}", "card": "Island", "zone": "library", "owner": owner, "library_position": i}
            for i in range(1, n + 1)]


def _hand(state, player):
    return sorted(o["id"] for o in state.doc["objects"] if o["zone"] == "hand" and o["owner"] == player)


def test_create_two_treasure_tokens_makes_two_tokens_111_1_111_10a(engine):
    """CR 111.1, 111.10a: "Create two Treasure tokens" puts two Treasure tokens onto the battlefield, each its own
    permanent (before: two equal instructions were one, and one token was made)."""
    st = make_state([{"id": "spell", "card": TWO_TREASURES["name"], "zone": "hand", "owner": "alice"},
                     *lands("alice", islands=1)], cards=TEST_CARDS)
    s = only(_cast_and_resolve(engine, st, {"action": "cast", "object": "spell"}))
    d = engine.derive(s)
    tokens = [(o.characteristics["name"], o.controller, o.zone) for o in d.objects if o.token]
    assert tokens == [("Treasure Token", "alice", "battlefield")] * 2


def test_two_draw_instructions_add_up_121_2(engine):
    """CR 121.2, 608.2c: "Draw two cards. Draw a card." is three draws: Alice's three top cards go to her hand
    (before: the larger instruction, two, was all she drew)."""
    st = make_state([{"id": "spell", "card": DRAW_TWO_THEN_ONE["name"], "zone": "hand", "owner": "alice"},
                     *_library("alice", 4), *lands("alice", islands=1)], cards=TEST_CARDS)
    s = only(_cast_and_resolve(engine, st, {"action": "cast", "object": "spell"}))
    assert _hand(s, "alice") == ["alib1", "alib2", "alib3"]


def test_the_same_draw_written_twice_is_two_draws_121_2(engine):
    """CR 121.2, 608.2c: "Draw a card. Scry 1. Draw a card." draws two cards, whatever the scry does: in each
    resulting state (the scried card on top or at the bottom, CR 701.22a) two cards of four are in Alice's hand."""
    st = make_state([{"id": "spell", "card": DRAW_ONE_TWICE["name"], "zone": "hand", "owner": "alice"},
                     *_library("alice", 4), *lands("alice", islands=1)], cards=TEST_CARDS)
    outcomes = _cast_and_resolve(engine, st, {"action": "cast", "object": "spell"})
    assert len(outcomes) >= 1
    assert [len(_hand(o.state, "alice")) for o in outcomes] == [2] * len(outcomes)


# --- the library's cards ------------------------------------------------------------------------------------

def _real(name):
    from .test_combat import real_card
    return real_card(name)


def _bf(oid, card, owner, **more):
    return dict({"id": oid, "card": card, "zone": "battlefield", "owner": owner}, **more)


def _passes(engine, state, n=2):
    for _ in range(n):
        state = only(engine.apply(state, {"action": "pass"}))
    return state


def test_turn_stones_one_pest_per_opponent_111_1_111_4(engine):
    """Turn Stones (Eccentric Pestfinder's prepare spell), in a three-player game: "For each opponent, you create a
    1/1 black and green Pest creature token with 'When this token dies, you gain 1 life.'" Alice has two opponents:
    two Pests, each 1/1 black and green with that ability (CR 111.1, 111.4)."""
    from .test_prepare_spell_cards import cast_prepared_copy
    players = [{"name": n, "life": 20, "mana_pool": "{B}{G}" if n == "alice" else ""} for n in ("alice", "bob", "carol")]
    st = make_state([_bf("pest", "Eccentric Pestfinder", "alice")], players=players)
    s, _ = cast_prepared_copy(engine, st, "pest")
    s = _passes(engine, s, 3)
    pests = [o for o in engine.derive(s).objects if o.token]
    assert [(o.characteristics["name"], o.characteristics["power"], o.characteristics["toughness"],
             sorted(o.characteristics["colors"]), o.controller) for o in pests] == \
        [("Pest Token", 1, 1, ["black", "green"], "alice")] * 2
    assert all(o.characteristics["abilities"] == [{"trigger": "dies", "effect": {"gain_life": 1}}] for o in pests)
    # CR 603.6c, 603.10a, 700.4: a Pest put into the graveyard from the battlefield dies; its ability looks back and
    # triggers although the token is gone (CR 704.5d): Alice gains 1 life.
    s = only(engine.apply(s, {"event": "move", "object": pests[0].id, "to": "graveyard"}))
    assert len(s.doc["stack"]) == 1
    s = _passes(engine, s, 3)
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "alice") == 21


def _sanguinist_attack(engine, target):
    """Alice attacks with her Grizzly Bears; Stensian Sanguinist's "whenever you attack" ability targets ``target``
    and resolves (CR 508.1m, 603.3d); Bob declares no blockers; combat damage is dealt (CR 510.2)."""
    from .test_combat import attack_step, blocked
    s = attack_step([_bf("sang", "Stensian Sanguinist", "alice"), _bf("bear", "Grizzly Bears", "alice")])
    outs = engine.apply(s, {"action": "declare_attackers", "attackers": ["bear"]})
    (s,) = [o.state for o in outs if any(x["zone"] == "stack" and x.get("targets") == [target] for x in o.state.doc["objects"])]
    s = _passes(engine, s)                       # the ability resolves: the target gains deathtouch
    s = _passes(engine, s)                       # to the declare blockers step
    s = blocked(engine, s, [])
    return _passes(engine, s)                    # combat damage


def test_sanguinist_prepared_when_that_creature_hits_603_7_722_3(engine):
    """Stensian Sanguinist: "Whenever you attack, target creature gains deathtouch until end of turn. Whenever that
    creature deals combat damage to a player this combat, this creature becomes prepared." The ability targets the
    attacking Bears: they have deathtouch (CR 702.2), deal 2 combat damage to Bob, and the delayed ability
    (CR 603.7) triggers; as it resolves the Sanguinist becomes prepared (CR 722.3)."""
    s = _sanguinist_attack(engine, "bear")
    assert "deathtouch" in engine.derive(s).object("bear").characteristics["abilities"]
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 18
    assert len(s.doc["stack"]) == 1
    s = _passes(engine, s)
    assert engine.derive(s).object("sang").designations == ["prepared"]


def test_sanguinist_not_prepared_when_another_creature_hits_603_7c(engine):
    """The delayed ability is about the target only (CR 603.7c): targeting the Sanguinist itself, which doesn't
    attack, the Bears' combat damage to Bob doesn't trigger it, and the Sanguinist stays unprepared."""
    s = _sanguinist_attack(engine, "sang")
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 18
    assert s.doc["stack"] == [] and engine.derive(s).object("sang").designations == []


SURVEIL_ONE = {"name": "Test Surveil", "mana_cost": "{U}", "types": ["instant"],
               "notes": "test card: Surveil 1.", "abilities": [{"spell": {"effect": {"surveil": 1}}}]}


def _fateseer_state(**fateseer):
    return make_state([_bf("fate", "Prudent Fateseer", "alice", **fateseer),
                       {"id": "sv", "card": "Test Surveil", "zone": "hand", "owner": "alice"},
                       *_library("alice", 3), *lands("alice", islands=1)], cards=[SURVEIL_ONE])


def _surveil(engine, s):
    """Alice casts Test Surveil and it resolves; she keeps the card on top (one of the two resulting states)."""
    s = only(engine.apply(s, {"action": "cast", "object": "sv"}))
    s = _passes(engine, s, 1)
    outs = engine.apply(s, {"action": "pass"})
    (s,) = [o.state for o in outs if next(x for x in o.state.doc["objects"] if x["id"] == "alib1")["zone"] == "library"]
    return s


def test_fateseer_triggers_on_surveil_701_25d_603_2(engine):
    """Prudent Fateseer: "Whenever you scry or surveil, creatures you control get +1/+0 until end of turn." Alice
    surveils 1: it triggers (CR 701.25d), and as the ability resolves the Fateseer (1/4) is 2/4 (CR 611.2c)."""
    s = _surveil(engine, _fateseer_state())
    assert len(s.doc["stack"]) == 1
    assert next(x for x in s.doc["objects"] if x["id"] == "fate").get("triggered_once_this_turn") is True
    s = _passes(engine, s)
    ch = engine.derive(s).object("fate").characteristics
    assert (ch["power"], ch["toughness"]) == (2, 4)


def test_fateseer_triggers_only_once_each_turn_603_2(engine):
    """"This ability triggers only once each turn": its ability already triggered this turn, a second surveil
    doesn't trigger it: nothing goes on the stack and the Fateseer stays 1/4."""
    s = _surveil(engine, _fateseer_state(triggered_once_this_turn=True))
    assert s.doc["stack"] == []
    ch = engine.derive(s).object("fate").characteristics
    assert (ch["power"], ch["toughness"]) == (1, 4)


def test_fateseer_triggers_again_next_turn_500_1(engine):
    """The limit is per turn: as a new turn begins the record is gone (CR 500.1)."""
    s = only(engine.apply(_fateseer_state(triggered_once_this_turn=True), {"event": "end_turn"}))
    assert "triggered_once_this_turn" not in next(x for x in s.doc["objects"] if x["id"] == "fate")


def _pt(engine, s, oid):
    ch = engine.derive(s).object(oid).characteristics
    return ch["power"], ch["toughness"]


def _scrollboost_state():
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}{W}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([_bf("spirit", "Spiritcall Enthusiast", "alice"), _bf("bear", "Grizzly Bears", "bob")],
                      players=players)


def test_scrollboost_two_targets_each_get_2_2_601_2c(engine):
    """Scrollboost (Spiritcall Enthusiast's prepare spell): "One or two target creatures each get +2/+2 until end of
    turn." With two targets, the Enthusiast (3/3) and Bob's Grizzly Bears (2/2), both get +2/+2 (CR 601.2c: a
    variable number of targets; CR 611.2): 5/5 and 4/4."""
    from .test_prepare_spell_cards import cast_prepared_copy
    s, _ = cast_prepared_copy(engine, _scrollboost_state(), "spirit", targets=["spirit", "bear"])
    s = _passes(engine, s)
    assert (_pt(engine, s, "spirit"), _pt(engine, s, "bear")) == ((5, 5), (4, 4))


def test_scrollboost_one_or_two_targets_are_the_choices_601_2c(engine):
    """CR 601.2c: the player chooses one or two different creatures: with two creatures on the battlefield the
    choices are {spirit}, {bear}, {spirit, bear}: three resulting states of the cast (never the same creature
    twice); an action naming one target casts it with that one only, and the other creature is unchanged."""
    from .test_prepare_spell_cards import cast_prepared_copy
    s = only(engine.apply(_scrollboost_state(), {"event": "become_prepared", "object": "spirit"}))
    (copy_id,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    outs = engine.apply(s, {"action": "cast", "object": copy_id})
    chosen = sorted(sorted(next(x for x in o.state.doc["objects"] if x["id"] == copy_id)["targets"]) for o in outs)
    assert chosen == [["bear"], ["spirit"], ["spirit", "bear"]] or chosen == [["bear"], ["bear", "spirit"], ["spirit"]]
    s, _ = cast_prepared_copy(engine, _scrollboost_state(), "spirit", targets=["bear"])
    s = _passes(engine, s)
    assert (_pt(engine, s, "spirit"), _pt(engine, s, "bear")) == ((3, 3), (4, 4))


def test_scrollboost_one_target_left_the_other_still_gets_it_608_2b(engine):
    """CR 608.2b: a spell with two targets resolves if one is still legal, and acts only on that one: the Bears
    leave the battlefield before it resolves; the Enthusiast still gets +2/+2."""
    from .test_prepare_spell_cards import cast_prepared_copy
    s, _ = cast_prepared_copy(engine, _scrollboost_state(), "spirit", targets=["spirit", "bear"])
    s = only(engine.apply(s, {"event": "move", "object": "bear", "to": "hand"}))
    s = _passes(engine, s)
    assert _pt(engine, s, "spirit") == (5, 5)
