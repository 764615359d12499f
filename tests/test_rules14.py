"""Branch rules14 (session 13): rules gaps found by the new-user and rules helpers. Each expected value was worked out
from the CR text (September 25, 2026) before the engine was run; the rules are rules_asp/kernel/rules14_gaps.lp."""

from __future__ import annotations

from .conftest import make_state, only
from .test_cards9 import bf, player, players, stack_abilities
from .test_special8 import rooms


# --- CR 601.2b, 107.3a: an X announced for a cast none of whose costs has one ---------------------------------------

STARN = "Starnheim Unleashed"   # {2}{W}{W}, foretell {X}{X}{W}: "If this spell was foretold, create X of those tokens"


def test_an_x_in_the_foretell_cost_only_is_announced_only_for_that_cost_107_3a_601_2b(engine):
    """CR 107.3a: X is announced for an X in the spell's "mana cost, alternative cost, additional cost" that is paid
    (601.2b: "a variable cost that will be paid as it's being cast"). Starnheim Unleashed's X is in its foretell cost
    only: foretold and cast for that cost (an alternative cost, 118.9, 702.143a), X = 2 is announced and the cast is
    legal with five Plains; cast from the hand for its mana cost {2}{W}{W}, no cost paid has an X, so a cast
    announcing X = 2 is refused (no_x_to_announce, 601.2b), as the unannounced one isn't."""
    from .conftest import basics, foretold
    s = make_state([foretold("st", STARN), *basics("alice", "Plains", 5)])
    assert engine.why_not(s, {"action": "cast", "object": "st", "cost": "foretell", "x": 2}).legal
    s = make_state([{"id": "st", "card": STARN, "zone": "hand", "owner": "alice"}, *basics("alice", "Plains", 6)])
    w = engine.why_not(s, {"action": "cast", "object": "st", "x": 2})
    assert w.failures == [("no_x_to_announce", "601.2b")]
    assert engine.why_not(s, {"action": "cast", "object": "st"}).legal
    assert engine.why_not(s, {"action": "cast", "object": "st", "x": 0}).legal   # (x: 0 is "none announced", 107.3)


# --- CR 709.5e: a Room with both doors locked ------------------------------------------------------------------------

def _unlocks(engine, s):
    return [a.action for a in engine.legal_actions(s) if a.action.get("action") == "unlock"]


def test_the_legal_table_lists_both_doors_of_a_room_with_both_locked_709_5e(engine):
    """CR 709.5e: a player "may pay the mana cost of a locked half" to unlock it, during their main phase with the stack
    empty while they have priority (116.2m). Alice's Mirror Room (left half {2}{U}, right half Fractured Realm
    {5}{U}{U}) has both halves locked: with seven Islands she can pay either, so the table lists two unlocks of it, the
    one naming no door (the left, the action's default) and the one naming the right door; room2 has only its right
    half locked: one unlock, naming no door (the right: the only locked one). Bob's Room isn't hers (709.5e)."""
    assert _unlocks(engine, rooms(7)) == [{"action": "unlock", "object": "room"},
                                          {"action": "unlock", "object": "room", "door": "right"},
                                          {"action": "unlock", "object": "room2"}]
    # each row is an action apply takes as it is: the right door's gives the "right half unlocked" designation only
    out = only(engine.apply(rooms(7), {"action": "unlock", "object": "room", "door": "right"}))
    assert [o.get("designations") for o in out.doc["objects"] if o["id"] == "room"] == [["right_half_unlocked"]]


def test_only_the_door_whose_cost_can_be_paid_is_listed_709_5e_118_3(engine):
    """CR 709.5e: each locked half is unlocked for its own mana cost. With three Islands Alice can pay the left half's
    {2}{U} but not the right half's {5}{U}{U} (118.3: a cost can't be paid without the resources to pay it fully;
    unlocking is a special action, 116.2m, not a cast, so 601.2h doesn't apply): her Room has one row, the left
    door's, as before; room2's only locked door is the right one: none."""
    assert _unlocks(engine, rooms(3)) == [{"action": "unlock", "object": "room"}]


def test_no_door_is_listed_outside_the_main_phase_116_2m(engine):
    """CR 116.2m: unlocking is a special action taken only in the player's main phase with the stack empty: in Bob's
    turn Alice may unlock neither door of her Room, whatever she can pay."""
    assert _unlocks(engine, rooms(7, active_player="bob", priority="alice")) == []


# --- CR 726.5: taking the initiative again ---------------------------------------------------------------------------

def test_taking_the_initiative_while_having_it_triggers_but_adds_no_designation_726_5(engine):
    """CR 726.5: "If the player who currently has the initiative is instructed to take the initiative, this causes the
    last triggered ability in 726.2 to trigger but does not create a second initiative designation." Alice has the
    initiative; Tomb of Horrors Adventurer's "When this creature enters, you take the initiative" resolves: she still
    has it (one designation: the state's initiative stays true for her and false for Bob, 726.3), and "Whenever a
    player takes the initiative, that player ventures into Undercity" (726.2) triggers: one ability on the stack, its
    source the initiative, controlled by Alice, before anyone receives priority (603.3, 117.5)."""
    from pyglue.cards import library
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "tomb", "text": library()["Tomb of Horrors Adventurer"]["abilities"][0]}}
    s = make_state([bf("tomb", "Tomb of Horrors Adventurer"), trig], stack=["trig"],
                   players=players(alice={"initiative": True}))
    s = only(engine.apply(s, {"event": "resolve"}))
    assert player(s, "alice").get("initiative") is True and not player(s, "bob").get("initiative")
    (ab,) = stack_abilities(s)
    assert (ab["ability"]["source"], ab["controller"]) == ("initiative", "alice")
    assert ab["ability"]["text"]["trigger"] == "takes_the_initiative"


# --- CR 104.1, 104.2a, 104.4a: a finished game -----------------------------------------------------------------------

def _won_by_alice():
    """Bob has lost and left the game (104.3, 800.4a: his objects left with him); Alice, the one player still in it,
    has won (104.2a) and the game is over (104.1): the state as apply writes it after Bob loses."""
    return make_state([{"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                       {"id": "f1", "card": "Forest", "zone": "battlefield", "owner": "alice"}],
                      players=[{"name": "alice", "life": 20, "mana_pool": ""}], priority=None, game_over=True,
                      winner="alice")


def test_a_finished_game_says_it_is_over_and_who_won_104_1_104_2a(engine):
    """CR 104.1: "A game ends immediately when a player wins, when the game is a draw, or when the game is restarted";
    104.2a: a player whose opponents have all left the game wins. Nothing is legal once it is over: the legal answer
    lists no action and says the game is over, Alice the winner, by 104.1 and 104.2a."""
    acts = engine.legal_actions(_won_by_alice())
    assert list(acts) == []
    assert acts.game_over == {"winner": "alice", "rules": ["104.1", "104.2a"]}
    assert acts.to_json()["game_over"] == {"winner": "alice", "rules": ["104.1", "104.2a"]}


def test_a_drawn_game_says_it_is_over_with_no_winner_104_4a(engine):
    """CR 104.4a: "If all the players remaining in a game lose simultaneously, the game is a draw": no player is left
    and none won; the legal answer says the game is over, a draw (no winner), by 104.1 and 104.4a."""
    s = make_state([], players=[], priority=None, active_player=None, game_over=True)
    acts = engine.legal_actions(s)
    assert list(acts) == [] and acts.game_over == {"winner": None, "rules": ["104.1", "104.4a"]}


def test_a_game_going_on_has_no_game_over_104_1(engine):
    """CR 104.1: a game with two players in it and no winner goes on: no game_over in the legal answer."""
    acts = engine.legal_actions(make_state([]))
    assert acts.game_over is None and "game_over" not in acts.to_json()


def test_legal_and_explore_on_the_command_line_say_the_game_is_over_104_1(tmp_path):
    """docs/commands/legal.md and explore.md: legal's table of a finished game says it is over and who won (CR 104.1,
    104.2a) instead of "no legal action now"; explore, finding no plan, says no action or rules event follows (exit
    1); a goal that holds in the state as given is still found in 0 steps."""
    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main
    path = tmp_path / "over.yaml"
    path.write_text(yaml.safe_dump(_won_by_alice().to_document()), encoding="utf-8")
    r = CliRunner().invoke(main, ["legal", str(path)])
    assert r.exit_code == 0 and "the game is over: alice won (CR 104.1, 104.2a)" in r.output, r.output
    r = CliRunner().invoke(main, ["explore", str(path), "--goal", "in_zone(croak, stack, T)", "--horizon", "2"])
    assert r.exit_code == 1 and "the game is over: alice won" in r.output, r.output
    r = CliRunner().invoke(main, ["explore", str(path), "--goal", "in_zone(croak, hand, T)", "--horizon", "2"])
    assert r.exit_code == 0 and "0 steps" in r.output, r.output
    import json

    import jsonschema

    from pyglue.validation import schema
    r = CliRunner().invoke(main, ["explore", str(path), "--goal", "in_zone(croak, stack, T)", "--horizon", "1",
                                  "--json"])
    data = json.loads(r.stdout)
    assert r.exit_code == 1 and data["game_over"] == {"winner": "alice", "rules": ["104.1", "104.2a"]}, r.output
    jsonschema.validate(data, schema("output"))


# --- CR 704.3, 704.5a: a player at 0 life while a player holds priority ----------------------------------------------

def test_a_player_at_0_life_is_a_pending_state_based_action_704_5a_704_3(engine):
    """CR 704.5a: "If a player has 0 or less life, that player loses the game"; 704.3: whenever a player would get
    priority the game first performs the state-based actions that apply. A state with Bob at 0 life and Alice holding
    priority is the moment before she gets it (apply --raw writes such states): not impossible input, but a state-based
    action to perform first. The legal answer names it (Bob loses, 704.5a); performed (the state_based_actions event),
    Bob loses and leaves the game (104.3, 800.4a) and Alice, the one player left, wins (104.2a)."""
    s = make_state([], players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 0,
                                                                              "mana_pool": ""}])
    acts = engine.legal_actions(s)
    assert acts.pending == [{"event": "loses", "player": "bob", "rule": "704.5a"}]
    out = only(engine.apply(s, {"event": "state_based_actions"}))
    assert out.doc.get("game_over") is True and out.doc.get("winner") == "alice"
    assert [p["name"] for p in out.doc["players"]] == ["alice"]


def test_life_above_0_is_no_pending_state_based_action_704_5a(engine):
    """CR 704.5a applies at 0 or less life only: Bob at 1 life makes no finding."""
    s = make_state([], players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 1,
                                                                              "mana_pool": ""}])
    acts = engine.legal_actions(s)
    assert acts.pending == [] and "pending" not in acts.to_json()


def test_the_new_legal_keys_match_the_output_schema(engine):
    """The --json contract (output.schema.json): legal's game_over and pending, and a door row's action, validate."""
    import json

    import jsonschema

    from pyglue.validation import schema
    out = schema("output")
    won = engine.legal_actions(_won_by_alice()).to_json()
    zero = engine.legal_actions(make_state([], players=[{"name": "alice", "life": 20, "mana_pool": ""},
                                                        {"name": "bob", "life": -2, "mana_pool": ""}])).to_json()
    doors = engine.legal_actions(rooms(7)).to_json()
    assert "game_over" in won and zero["pending"] == [{"event": "loses", "player": "bob", "rule": "704.5a"}]
    for d in (won, zero, doors):
        jsonschema.validate(json.loads(json.dumps(d)), out)


# --- (review15) probes the tests above missed -------------------------------------------------------------------------

def test_both_players_at_0_life_lose_at_once_and_the_game_is_a_draw_704_5a_104_4a(engine):
    """CR 704.5a: each player at 0 or less life loses; 704.3: the applicable state-based actions are performed
    simultaneously as a single event, so both lose at once, and 104.4a: "If all the players remaining in a game lose
    simultaneously, the game is a draw". Alice at 0 and Bob at -1: two pending losses; performed, no player is left,
    no winner, and the legal answer says the game is over, a draw, by 104.1 and 104.4a."""
    s = make_state([], players=[{"name": "alice", "life": 0, "mana_pool": ""}, {"name": "bob", "life": -1,
                                                                               "mana_pool": ""}])
    assert engine.legal_actions(s).pending == [{"event": "loses", "player": "alice", "rule": "704.5a"},
                                               {"event": "loses", "player": "bob", "rule": "704.5a"}]
    out = only(engine.apply(s, {"event": "state_based_actions"}))
    assert (out.doc.get("game_over"), out.doc.get("winner"), out.doc["players"]) == (True, None, [])
    acts = engine.legal_actions(out)
    assert list(acts) == [] and acts.game_over == {"winner": None, "rules": ["104.1", "104.4a"]}


def test_a_finished_game_with_players_still_listed_cites_104_2_or_104_4_not_104_2a_104_4a(engine):
    """CR 104.2a wins a player "if that player's opponents have all left the game"; 104.4a draws a game when "all the
    players remaining ... lose simultaneously". A state over whose players list still names Bob beside the winner
    Alice ended another way (104.2: "several ways to win", 104.2b: an effect says so): 104.1 and 104.2, not 104.2a; a
    state over with both players listed and no winner is a draw some other way (104.4b: a loop of mandatory actions,
    104.4c: an effect): 104.1 and 104.4, not 104.4a."""
    won = engine.legal_actions(make_state([], priority=None, game_over=True, winner="alice"))
    assert list(won) == [] and won.game_over == {"winner": "alice", "rules": ["104.1", "104.2"]}
    drawn = engine.legal_actions(make_state([], priority=None, game_over=True))
    assert list(drawn) == [] and drawn.game_over == {"winner": None, "rules": ["104.1", "104.4"]}


# A test card (not a real card): "Kicker {X}" with an existing effect, the Oracle template of kicker spells; no card
# of the bundled library has an X in its kicker cost, which rules14_gaps.lp's kicker line (702.33a, 107.3a) reads.
KICKX_TEXT = "Kicker {X}\nDraw a card. If this spell was kicked, draw two cards instead."


def test_an_x_in_the_kicker_cost_is_announced_only_when_kicked_107_3a_601_2b_702_33a(engine):
    """CR 107.3a: X is announced for an X in an additional cost; 702.33a: kicker is an additional cost the caster may
    pay; 601.2b: the value of "a variable cost that will be paid as it's being cast" is announced. The test card's X
    is in its kicker cost only: kicked, X = 2 is announced (three Islands pay {U} + {2}); not kicked, no cost paid has
    an X, so announcing X = 2 is refused (no_x_to_announce, 601.2b), and the unkicked cast announcing none is legal."""
    from .test_jump_start_kicker import LIBRARY, lands, parse_text
    card = {"name": "Test Kicker X", "mana_cost": "{U}", "types": ["sorcery"], "oracle": KICKX_TEXT,
            "abilities": parse_text(KICKX_TEXT, "Test Kicker X", ["sorcery"])}
    assert card["abilities"][0] == {"kicker": "{X}"}
    s = make_state([{"id": "k", "card": "Test Kicker X", "zone": "hand", "owner": "alice"}, *LIBRARY,
                    *lands("alice", islands=3)], cards=[card])
    assert engine.why_not(s, {"action": "cast", "object": "k", "kicked": True, "x": 2}).legal
    assert engine.why_not(s, {"action": "cast", "object": "k", "x": 2}).failures == [("no_x_to_announce", "601.2b")]
    assert engine.why_not(s, {"action": "cast", "object": "k"}).legal


def test_the_legend_rule_is_a_pending_state_based_action_704_5j_704_3(engine, tmp_path):
    """CR 704.5j: "If two or more legendary permanents with the same name are controlled by the same player, that
    player chooses one of them, and the rest are put into their owners' graveyards"; 704.3: it is performed, with the
    other state-based actions that apply, before a player gets priority. Alice controls two Ranar the Ever-Watchful
    (legendary) and Bob's Grizzly Bears has lethal damage (704.5g): the legal answer names both, the legend rule by
    the player who chooses and the name (which one goes is her choice, made as it is performed), and legal's table
    says it in words."""
    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main
    ranar = "Ranar the Ever-Watchful"
    s = make_state([{"id": "r1", "card": ranar, "zone": "battlefield", "owner": "alice"},
                    {"id": "r2", "card": ranar, "zone": "battlefield", "owner": "alice"},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "damage": 2}])
    assert engine.legal_actions(s).pending == [
        {"event": "legend_rule_applies", "player": "alice", "name": ranar, "rule": "704.5j"},
        {"event": "to_graveyard", "object": "bears", "rule": "704.5g"}]
    path = tmp_path / "legend.yaml"
    path.write_text(yaml.safe_dump(s.to_document()), encoding="utf-8")
    r = CliRunner().invoke(main, ["legal", str(path)])
    text = " ".join(r.output.split())
    assert r.exit_code == 0 and f"alice controls two or more legendary permanents named {ranar}" in text, r.output
