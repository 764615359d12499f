"""Cards E (branch cov2): Run the Play (Striding Shotcaller's prepare spell) and Cosmic Intervention. Each expected
value is worked out from the CR and the Oracle text before running the engine. The spell is a test card with the
abilities the grammar reads from the real Oracle text (so the grammar and the rules are tested together)."""

from __future__ import annotations

import pytest

from pyglue import IllegalAction
from pyglue.oracle import parse_text

from .conftest import make_state, only

RUN_THE_PLAY_TEXT = ("Put a +1/+1 counter on each of up to X target creatures. Those creatures gain flying until end "
                     "of turn. Draw a card.")
RUN_THE_PLAY = {"name": "Test Run the Play", "mana_cost": "{X}{G}{U}", "types": ["sorcery"],
                "notes": "test card: Run the Play's Oracle text",
                "abilities": parse_text(RUN_THE_PLAY_TEXT, "Run the Play", ["Sorcery"])}


def _bears(oid, owner, ts):
    return {"id": oid, "card": "Grizzly Bears", "zone": "battlefield", "owner": owner, "timestamp": ts}


def _run_state(pool):
    players = [{"name": "alice", "life": 20, "mana_pool": pool}, {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([{"id": "run", "card": RUN_THE_PLAY["name"], "zone": "hand", "owner": "alice"},
                       _bears("abears", "alice", 1), _bears("bbears", "bob", 2),
                       {"id": "alib1", "card": "Island", "zone": "library", "owner": "alice", "library_position": 1}],
                      cards=[RUN_THE_PLAY], players=players)


def _resolve(engine, s):
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def _looks(engine, s, oid):
    o = engine.derive(s).object(oid)
    c = o.characteristics
    return c["power"], c["toughness"], "flying" in [str(a) for a in c.get("abilities", [])]


def _zone(s, oid):
    return next(o["zone"] for o in s.doc["objects"] if o["id"] == oid)


def test_run_the_play_parses_into_up_to_x_targets_601_2c():
    assert RUN_THE_PLAY["abilities"] == [{"spell": {
        "effect": [{"put_counters": {"+1/+1": 1}, "to": "target"}, {"gain_ability": "flying", "until": "end_of_turn"},
                   {"draw": 1}],
        "target": {"up_to_x": "creature"}}}]


def test_run_the_play_x_2_two_targets_each_get_a_counter_and_flying_107_3_601_2c(engine):
    """X = 2 ({2}{G}{U} from Alice's pool {G}{U}{G}{U}, CR 107.3, 601.2f), both Grizzly Bears targeted (CR 601.2c):
    each gets a +1/+1 counter (3/3, CR 122.1) and flying until end of turn (CR 611.2), and Alice draws a card."""
    s = only(engine.apply(_run_state("{G}{U}{G}{U}"),
                          {"action": "cast", "object": "run", "x": 2, "targets": ["abears", "bbears"]}))
    s = _resolve(engine, s)
    assert _looks(engine, s, "abears") == (3, 3, True)
    assert _looks(engine, s, "bbears") == (3, 3, True)
    assert _zone(s, "alib1") == "hand" and _zone(s, "run") == "graveyard"


def test_run_the_play_target_choices_are_the_sets_of_at_most_x_creatures_601_2c(engine):
    """CR 601.2c: with X = 2 and two creatures, the targets are any set of at most two different creatures: {},
    {abears}, {bbears}, {abears, bbears}: four resulting states of the cast (the mana is the whole pool: one
    payment)."""
    outs = engine.apply(_run_state("{G}{U}{G}{U}"), {"action": "cast", "object": "run", "x": 2})
    chosen = sorted(sorted(next(o for o in out.state.doc["objects"] if o["id"] == "run").get("targets", []))
                    for out in outs)
    assert chosen == [[], ["abears"], ["abears", "bbears"], ["bbears"]]


def test_run_the_play_x_1_allows_one_target_only_601_2c(engine):
    """CR 601.2c: "up to X": with X = 1, two targets can't be chosen."""
    with pytest.raises(IllegalAction):
        engine.apply(_run_state("{G}{U}{G}"), {"action": "cast", "object": "run", "x": 1,
                                                "targets": ["abears", "bbears"]})


def test_run_the_play_with_no_target_still_resolves_608_2b(engine):
    """X = 0 ({G}{U}): no target can be chosen (CR 601.2c); a spell with no targets isn't checked for them
    (CR 608.2b), so it resolves: Alice draws a card and no creature changes."""
    s = only(engine.apply(_run_state("{G}{U}"), {"action": "cast", "object": "run"}))
    s = _resolve(engine, s)
    assert _zone(s, "alib1") == "hand"
    assert _looks(engine, s, "abears") == (2, 2, False)


def test_run_the_play_whose_only_target_left_does_not_resolve_608_2b(engine):
    """CR 608.2b: cast with one target that then leaves the battlefield, its only target is illegal: it doesn't
    resolve, and Alice draws no card."""
    s = only(engine.apply(_run_state("{G}{U}{G}"), {"action": "cast", "object": "run", "x": 1,
                                                     "targets": ["bbears"]}))
    s = only(engine.apply(s, {"event": "move", "object": "bbears", "to": "hand"}))
    s = _resolve(engine, s)
    assert _zone(s, "alib1") == "library" and _zone(s, "run") == "graveyard"


# --- Cosmic Intervention

COSMIC_TEXT = ("If a permanent you control would be put into a graveyard from the battlefield this turn, exile it "
               "instead. Return it to the battlefield under its owner's control at the beginning of the next end step.")
COSMIC = {"name": "Test Cosmic Intervention", "mana_cost": "{3}{W}", "types": ["instant"],
          "notes": "test card: Cosmic Intervention's Oracle text (without foretell)",
          "abilities": parse_text(COSMIC_TEXT, "Cosmic Intervention", ["Instant"])}


def _cosmic_state(**alice):
    players = [dict({"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}{W}"}, **alice),
               {"name": "bob", "life": 20, "mana_pool": ""}]
    return make_state([{"id": "ci", "card": COSMIC["name"], "zone": "hand", "owner": "alice"},
                       _bears("abears", "alice", 1), _bears("bbears", "bob", 2)],
                      cards=[COSMIC], players=players, phase="postcombat_main")


def _events(outcome):
    return [(e, r) for e, r in outcome.events]


def test_cosmic_intervention_parses_601_2():
    assert COSMIC["abilities"] == [{"spell": {"effect": "exile_instead_return_next_end_step"}}]


def test_cosmic_intervention_exiles_instead_and_returns_at_the_next_end_step_614_6_603_7(engine):
    """Alice casts it and it resolves (CR 608.2). Her Grizzly Bears would then be put into her graveyard from the
    battlefield: it is exiled instead (CR 614.1a, 614.6), so it doesn't die (700.4). Bob's Bears, which she doesn't
    control, go to his graveyard. As the end step begins the delayed ability triggers (CR 603.7b), controlled by Alice
    (603.7d); when it resolves the Bears return to the battlefield under their owner's control (Alice)."""
    s = only(engine.apply(_cosmic_state(), {"action": "cast", "object": "ci"}))
    s = _resolve(engine, s)
    assert _zone(s, "ci") == "graveyard"
    assert next(p for p in s.doc["players"] if p["name"] == "alice").get("exile_instead_of_graveyard_this_turn")
    (out,) = engine.apply(s, {"event": "move", "object": "abears", "to": "graveyard"})
    s = out.state
    assert _zone(s, "abears") == "exile"
    assert ("exiled_instead(abears)", "614.6") in _events(out)
    assert not any(e.startswith("dies(") for e, _ in _events(out))
    s = only(engine.apply(s, {"event": "move", "object": "bbears", "to": "graveyard"}))
    assert _zone(s, "bbears") == "graveyard"
    # to the end step: Alice and Bob pass in the second main phase (CR 117.4); the trigger goes on the stack
    s = _resolve(engine, s)
    assert s.doc["step"] == "end" and not s.doc.get("delayed_triggers")
    (on_stack,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert engine.derive(s).object(on_stack["id"]).controller == "alice"
    s = _resolve(engine, s)
    assert _zone(s, "abears") == "battlefield"
    assert engine.derive(s).object("abears").controller == "alice"


def test_cosmic_intervention_lasts_this_turn_only_514_2(engine):
    """CR 514.2: "this turn": the replacement ends with the turn; next turn Alice's Bears go to her graveyard."""
    s = only(engine.apply(_cosmic_state(exile_instead_of_graveyard_this_turn=True), {"event": "end_turn"}))
    assert not any(p.get("exile_instead_of_graveyard_this_turn") for p in s.doc["players"])
    s = only(engine.apply(s, {"event": "move", "object": "abears", "to": "graveyard"}))
    assert _zone(s, "abears") == "graveyard"


def test_cosmic_intervention_token_is_exiled_and_does_not_return_704_5d(engine):
    """A token Alice controls would go to the graveyard: it is exiled instead, then ceases to exist as state-based
    actions are checked (CR 704.5d, 111.7): no return waits for it."""
    token = {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3,
             "copy_effects": [{"source": "abears", "timestamp": 3}]}
    st = _cosmic_state(exile_instead_of_graveyard_this_turn=True)
    st = make_state(st.doc["objects"] + [token], cards=[COSMIC], players=st.doc["players"], phase="postcombat_main")
    s = only(engine.apply(st, {"event": "move", "object": "tok", "to": "graveyard"}))
    assert "tok" not in [o["id"] for o in s.doc["objects"]]
    assert not s.doc.get("delayed_triggers")


# --- a delayed triggered ability whose source ceased to exist

BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["instant"],
        "notes": "test card: Test Bolt deals 3 damage to any target.",
        "abilities": [{"spell": {"target": "any", "effect": {"damage": 3}}}]}


def test_striking_palette_cast_from_a_prepare_copy_still_copies_the_next_spell_603_7e_704_5e(engine):
    """Pigment Wrangler (bundled) is prepared; Alice casts the copy of Striking Palette ("When you next cast an
    instant or sorcery spell this turn, copy that spell", CR 722.3c). It resolves and makes a delayed triggered
    ability whose source is that copy (CR 603.7a, 603.7e); the copy then ceases to exist (CR 704.5e), but the ability
    still waits (113.7a: its source is known by its last information) and the resulting state names the source as
    gone (before: the state failed validation). Alice then casts Test Bolt at Bob: it triggers, the Bolt is copied
    (707.10), and Bob takes 3 + 3 = 6 damage."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{R}{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "pw", "card": "Pigment Wrangler", "zone": "battlefield", "owner": "alice", "timestamp": 1},
                    {"id": "bolt", "card": BOLT["name"], "zone": "hand", "owner": "alice"}],
                   cards=[BOLT], players=players)
    s = only(engine.apply(s, {"event": "become_prepared", "object": "pw"}))
    (cid,) = [o["id"] for o in s.doc["objects"] if o["zone"] == "exile"]
    s = only(engine.apply(s, {"action": "cast", "object": cid}))
    s = _resolve(engine, s)
    assert cid not in [o["id"] for o in s.doc["objects"]]
    (d,) = s.doc["delayed_triggers"]
    assert (d["source"], d["controller"], d.get("source_left")) == (cid, "alice", True)
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert not s.doc.get("delayed_triggers")
    for _ in range(3):   # the trigger, the copy, then the Bolt resolve (CR 608.1)
        outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
        s = next(o.state for o in outs if "bob" in str(o.choices) or len(outs) == 1)
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 14


# --- the legal table of an X spell (CR 107.3, 601.2b-c): found by the session 6 note, fixed in session 7


def test_legal_x_casts_have_their_own_target_slots_107_3_601_2b(engine):
    """CR 601.2b: X is announced before targets are chosen (601.2c), so each announced X has its own slots: "up to
    X target creatures" has no slot at X = 0 (CR 107.3: no X announced is 0), one at X = 1 and two at X = 2, each
    of either Grizzly Bears (the pool {G}{U}{G}{U} pays at most X = 2)."""
    acts = [a for a in engine.legal_actions(_run_state("{G}{U}{G}{U}"), "alice") if a.action["action"] == "cast"]
    bears = ["abears", "bbears"]
    assert [(a.action.get("x"), a.targets) for a in acts] == [(None, []), (1, [bears]), (2, [bears, bears])]


def test_legal_x_slots_stay_those_of_x_0_when_x_is_not_a_number_of_targets_107_3(engine):
    """CR 107.3, 601.2c: when X counts something else (Blaze: "Blaze deals X damage to any target"), every X has
    the one slot of X = 0, any target: both players, and Alice's Grizzly Bears. Casts are listed by X: 0 first,
    then 1, 2, ..., 10 (not in the order of their text)."""
    from pyglue import state_from_document

    from .conftest import EXAMPLES

    blaze = {"name": "Blaze", "mana_cost": "{X}{R}", "types": ["sorcery"],
             "abilities": parse_text("Blaze deals X damage to any target.", "Blaze", ["sorcery"])}
    objs = [{"id": "blaze", "card": "Blaze", "zone": "hand", "owner": "alice"},
            {"id": "abears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}]
    s = state_from_document({"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None,
                             "priority": "alice", "players": [{"name": "alice", "mana_pool": "{R}" * 11},
                                                              {"name": "bob"}],
                             "cards": [blaze], "objects": objs}, base=EXAMPLES / "states")
    acts = [a for a in engine.legal_actions(s, "alice") if a.action["action"] == "cast"]
    assert [a.action.get("x") for a in acts] == [None] + list(range(1, 11))
    assert {str(a.targets) for a in acts} == {str([["abears", "alice", "bob"]])}
