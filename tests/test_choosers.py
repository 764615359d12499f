"""Who makes each choice is said by the rules (rules_asp/show.lp's choice(K, O, V, P)), not guessed by Python: each
choice record of an outcome names its ``chooser``, and ``Game.describe`` tells each choice under that player's name.

CR 109.5: "you" on an object is its controller (the would-be controller while a player casts or activates it).
CR 601.2c, 601.2h: the player casting a spell chooses its targets and pays its costs. CR 603.3b: each player puts the
triggered abilities they control on the stack in the order they choose. CR 704.5j: the player who controls two
legends with the same name chooses the one kept. CR 707.5: a Clone becomes a copy as it enters, "you" (its
controller) choosing what it copies, on whoever's pass it resolves. CR 707.10c: a copy's controller may choose new
targets for it. CR 508.1, 509.1a, 510.1c: the active player declares attackers, the defending player blockers, and
a creature blocked by two or more divides its combat damage as its controller chooses. Each expected value below
is worked out from those rules before running the engine (cards: the bundled library's, and test_combat's test
cards, labelled "Test ...")."""

from __future__ import annotations

from pyglue import Game, state_from_document

from .conftest import make_state
from .test_combat import attack_step, bf, blocked, passes, to_blockers


def _players_choices(outcomes) -> list[tuple[str, object, object, str]]:
    return [(c["choice"], c["object"], c["value"], c["chooser"]) for o in outcomes for c in o.choices]


def _clone_resolving(engine) -> Game:
    """Alice's main phase: she controls Ranar the Ever-Watchful (legendary) and casts Clone; she passes, and Bob's
    pass resolves it (CR 117.4, 608.1)."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                       {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "ranar", "card": "Ranar the Ever-Watchful", "zone": "battlefield", "owner": "alice",
                        "timestamp": 1},
                       {"id": "clone", "card": "Clone", "zone": "hand", "owner": "alice", "timestamp": 2}]}
    game = Game(doc, engine)
    game.push({"action": "cast", "object": "clone"})
    game.push({"action": "pass"})
    assert game.state.doc["priority"] == "bob"
    return game


def test_a_clones_copy_choice_on_the_opponents_pass_is_its_controllers_707_5_109_5(engine):
    """CR 707.5, 109.5: Clone ("You may have this creature enter as a copy of any creature on the battlefield")
    resolves on Bob's pass; "you" is Clone's controller, Alice: the copy choice is hers, not the mover's."""
    game = _clone_resolving(engine)
    moves = game.legal_moves
    copies = [c for m in moves for c in m.outcome.choices if c["choice"] == "copy"]
    assert {m.player for m in moves} == {"bob"}
    assert copies and {(c["object"], c["value"], c["chooser"]) for c in copies} == {("clone", "ranar", "alice")}
    for m in moves:
        if any(c["choice"] == "copy" for c in m.outcome.choices):
            assert game.describe(m).startswith("bob: pass; alice chose copy of clone: ranar")


def test_the_legend_rules_kept_is_the_legends_controllers_704_5j(engine):
    """CR 704.5j: Clone entering as a copy of Ranar gives Alice two legends named Ranar the Ever-Watchful; she, their
    controller, chooses the one kept (two moves, one each), though Bob's pass made it happen."""
    game = _clone_resolving(engine)
    kept = sorted((c["object"], c["value"], c["chooser"]) for m in game.legal_moves for c in m.outcome.choices
                  if c["choice"] == "kept")
    assert kept == [("alice", "clone", "alice"), ("alice", "ranar", "alice")]


def test_a_spells_targets_and_payment_are_its_casters_601_2c_601_2h(engine):
    """CR 601.2c, 601.2h: Alice casts Lightning Bolt with no target named: one outcome per legal target (Alice, Bob),
    each target and each mana source paying it chosen by Alice, the caster."""
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    bf("m1", "Mountain", "alice")])
    outs = engine.apply(s, {"action": "cast", "object": "bolt"})
    assert sorted(v for o in outs for v in o.chosen("target", "bolt")) == ["alice", "bob"]
    assert sorted(set(_players_choices(outs))) == [("payment", "alice", "m1", "alice"),
                                                   ("target", "bolt", "alice", "alice"),
                                                   ("target", "bolt", "bob", "alice")]


def test_the_order_of_an_opponents_triggers_is_theirs_603_3b(engine):
    """CR 603.3b: Bob controls two Mage Hunters ("Whenever an opponent casts ... an instant or sorcery spell, they
    lose 1 life"); Alice casts Lightning Bolt at Bob: both trigger, and Bob, their controller, puts them on the stack
    in the order he chooses (two outcomes, one per order); the Bolt's target and payment are Alice's (601.2c, h)."""
    s = make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    bf("m1", "Mountain", "alice"), bf("mh1", "Mage Hunter", "bob"), bf("mh2", "Mage Hunter", "bob")])
    game = Game(s, engine)
    moves = game.moves_of({"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert len(moves) == 2
    for m in moves:
        chooser = {c["choice"]: c["chooser"] for c in m.outcome.choices}
        assert chooser == {"payment": "alice", "target": "alice", "order": "bob"}
        assert [c["object"] for c in m.outcome.choices if c["choice"] == "order"] == ["bob", "bob"]
        text = game.describe(m)
        assert text.startswith("alice: cast bolt") and "; bob chose order of bob: 1 " in text, text
        assert "target 1 of bolt: bob" in text.split("; bob chose ")[0]


def test_a_copys_new_target_on_the_opponents_pass_is_the_copys_controllers_707_10c(engine):
    """CR 707.10c: Alice's Fork ("Copy target instant or sorcery spell ... You may choose new targets for the copy")
    targets Bob's Blaze (X=2, at Alice). Alice passes; Bob's pass resolves Fork: the copy is Alice's (Fork's
    controller, 707.10), so Alice chooses whether the copy keeps Alice as its target or targets Bob."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [
               {"id": "blaze", "card": "Blaze", "zone": "stack", "owner": "bob", "controller": "bob", "x": 2,
                "targets": ["alice"], "cast_with": "mana", "cast_from": "hand"},
               {"id": "fork", "card": "Fork", "zone": "stack", "owner": "alice", "controller": "alice",
                "targets": ["blaze"], "cast_with": "mana", "cast_from": "hand"}],
           "stack": ["blaze", "fork"]}
    game = Game(state_from_document(doc), engine)
    game.push({"action": "pass"})
    moves = game.legal_moves
    assert {m.player for m in moves} == {"bob"}
    new = sorted((c["value"], c["chooser"]) for m in moves for c in m.outcome.choices if c["choice"] == "new_target")
    assert new == [("alice", "alice"), ("bob", "alice")]
    assert all(game.describe(m).startswith("bob: pass; alice chose new_target 1 of ") for m in moves)


def test_a_double_blocked_attackers_division_is_its_controllers_on_the_opponents_pass_510_1c(engine):
    """CR 508.1: Alice (active) declares her Test Big (4/4) attacking: her choice. CR 509.1a: Bob, the defending
    player, blocks it with his two Grizzly Bears: his choice. CR 510.1c: blocked by two, it divides its 4 damage
    "as its controller chooses": Alice, though Bob's pass (after Alice's) begins the combat damage step; five
    divisions (0-4 to the first blocker)."""
    s = attack_step([bf("big", "Test Big", "alice"), bf("b1", "Grizzly Bears", "bob"), bf("b2", "Grizzly Bears", "bob")])
    (att,) = engine.apply(s, {"action": "declare_attackers", "attackers": ["big"]})
    assert [(c["choice"], c["object"], c["value"], c["chooser"]) for c in att.choices] == \
        [("attack", "big", "bob", "alice")]
    st = to_blockers(engine, s, ["big"])
    both = [{"object": "b1", "blocks": "big"}, {"object": "b2", "blocks": "big"}]
    (blk,) = engine.apply(st, {"action": "declare_blockers", "blockers": both})
    assert sorted((c["choice"], c["object"], c["chooser"]) for c in blk.choices) == \
        [("block", "b1", "bob"), ("block", "b2", "bob")]
    st = passes(engine, blocked(engine, st, both), 1)
    assert st.doc["priority"] == "bob"
    game = Game(st, engine)
    moves = game.legal_moves
    assert len(moves) == 5 and {m.player for m in moves} == {"bob"}
    for m in moves:
        parts = [c for c in m.outcome.choices if c["choice"] == "damage"]
        assert sorted(c["recipient"] for c in parts) == ["b1", "b2"] and sum(c["value"] for c in parts) == 4
        assert {c["chooser"] for c in parts} == {"alice"}
        assert game.describe(m).startswith("bob: pass; alice chose damage of big: ")


def test_a_triggers_target_on_the_opponents_pass_is_its_controllers_603_3d(engine):
    """CR 603.3d, 601.2c, 109.5: Alice's Emeritus of Truce ("When this creature enters, target player creates a 1/1
    ... Inkling") resolves on Bob's pass; its enters trigger is Alice's, and she chooses its target as it is put on
    the stack (Alice or Bob: two moves of Bob's pass), not Bob, who moved."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}"},
                       {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "emeritus", "card": "Emeritus of Truce", "zone": "hand", "owner": "alice"}]}
    game = Game(doc, engine)
    game.push({"action": "cast", "object": "emeritus"})
    game.push({"action": "pass"})
    moves = game.legal_moves
    assert {m.player for m in moves} == {"bob"}
    targets = sorted((c["value"], c["chooser"]) for m in moves for c in m.outcome.choices if c["choice"] == "target")
    assert targets == [("alice", "alice"), ("bob", "alice")]
    for m in moves:   # (Bob chose nothing; Alice's choices: her trigger's place on the stack, 603.3b, and its target)
        text = game.describe(m)
        assert text.startswith("bob: pass; alice chose ") and "; chose" not in text, text
        assert "target 1 of emeritus.ability." in text, text


def test_every_choice_the_rules_show_names_its_chooser_with_a_rule():
    """rules_asp/show.lp: each ``#show choice(K, O, V, P)`` names the chooser P (4 arguments; the decoder reads no
    other arity) and cites the CR rule that says who chooses, on the statement's own lines."""
    import re

    from clingo import ast

    from .conftest import ROOT

    text = (ROOT / "rules_asp" / "show.lp").read_text(encoding="utf-8")
    arities = []

    def take(stm):
        if stm.ast_type == ast.ASTType.ShowTerm and stm.term.ast_type == ast.ASTType.Function \
                and stm.term.name == "choice":
            arities.append(len(stm.term.arguments))

    ast.parse_string(text, take)
    statements = re.findall(r"^#show choice\(.*?\.[ \t]*(?:%[^\n]*)?$", text, re.MULTILINE | re.DOTALL)
    assert arities and set(arities) == {4} and len(statements) == len(arities)
    assert [s.splitlines()[0] for s in statements if not re.search(r"% CR \d{3}\.\d", s)] == []
