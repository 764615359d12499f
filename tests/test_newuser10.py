"""What a new user (an engine developer reading README.md and docs/) found in session 9, branch newuser10.

Each expected value comes from the state format's contract (docs/state_format.md, docs/commands/README.md: bad input is
reported all at once, each problem with its place) or from the September 25, 2026 CR and the cards' Oracle text.
"""

from __future__ import annotations


from .test_input_errors import assert_problem, base_doc, problems_of


def test_a_string_where_a_list_belongs_is_one_problem_not_one_per_letter():
    """docs/commands/README.md: each problem with its place. `targets: bears` and `stack: croak` (strings, where the
    state format takes lists) are each one schema problem at that field: the value the schema refused is not read
    on letter by letter ('b' is neither an object nor a player, 'c' is not an object, ...). The Attraction deck of
    a player given as a string likewise. Exactly those three problems."""
    doc = base_doc()
    doc["objects"][0]["targets"] = "bears"
    doc["stack"] = "croak"
    doc["players"][0]["attraction_deck"] = "hall"
    probs = problems_of(doc)
    assert_problem(probs, "objects[0].targets", "'bears'", "array")
    assert_problem(probs, "stack", "'croak'", "array")
    assert_problem(probs, "players[0].attraction_deck", "'hall'", "array")
    assert len(probs) == 3, probs


def test_a_cost_with_x_or_multikicker_that_cant_be_paid_is_said_in_words_107_3a_702_33c(engine):
    """Alice controls Pool of Vigorous Growth ("{X}, {T}, Discard a card: ..."), Zethi, Arcane Blademaster
    ({1}{W}{U}, "Multikicker {W/U}") is in her hand, an Island too, and her pool holds {W}{U}{U}: three mana. CR
    107.3a, 602.2b: X = 4 is four mana, more than she has; CR 702.33c, 601.2f: Zethi kicked three times costs six.
    why-not says each cost with its X or its count (the cost {X} with X = 4; {1}{W}{U} plus its multikicker {W/U}
    paid 3 times), not the rules' internal term names (act with x, s8k times)."""
    from pyglue import render

    from .conftest import make_state
    s = make_state([{"id": "pool", "card": "Pool of Vigorous Growth", "zone": "battlefield", "owner": "alice"},
                    {"id": "z", "card": "Zethi, Arcane Blademaster", "zone": "hand", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{W}{U}{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    pool = render.why_not_text(engine.why_not(s, {"action": "activate", "object": "pool", "ability": 0, "x": 4,
                                                  "discard": ["isl"]}), s)
    assert "the cost {X} with X = 4 can't be paid (CR 602.2b)" in pool, pool
    zethi = render.why_not_text(engine.why_not(s, {"action": "cast", "object": "z", "kicked": 3}), s)
    assert "the cost {1}{W}{U} plus its multikicker {W/U} paid 3 times can't be paid (CR 601.2h)" in zethi, zethi


def test_the_legal_table_shows_multikicker_counts_and_the_cards_a_discard_cost_can_take_702_33c_602_2b(engine):
    """Alice controls Hallway Heckler ("{T}, Discard a card: Draw a card."); in her hand Zethi, Arcane Blademaster
    ({1}{W}{U}, "Multikicker {W/U}") and an Island; her pool {W}{U}{U}{U}{U}: five mana. CR 702.33c, 601.2f: Zethi
    may be cast unkicked, kicked once (four mana) or twice (five): the table's rows for once and twice differ ("kicked"
    and "kicked 2 times"), as the --json actions do (kicked: true, kicked: 2). CR 602.2b, 118.3: the Heckler's row
    names the cards its discard cost can take (Zethi or the Island), as --json's choices.discard does."""

    from .conftest import alice_pool, legal_rows, make_state
    s = make_state([{"id": "hh", "card": "Hallway Heckler", "zone": "battlefield", "owner": "alice"},
                    {"id": "z", "card": "Zethi, Arcane Blademaster", "zone": "hand", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}],
                   players=alice_pool("{W}{U}{U}{U}{U}"))
    rows = legal_rows(engine, s)
    casts = [r for r in rows if r.startswith("alice cast z mana")]
    assert [c.split(" 117.1a")[0] for c in casts] == ["alice cast z mana", "alice cast z mana kicked",
                                                     "alice cast z mana kicked 2 times"], rows
    (heckler,) = [r for r in rows if r.startswith("alice activate hh")]
    assert "discard one of: isl, z" in heckler, heckler


def test_a_budget_that_is_no_finite_number_is_refused_exit_2():
    """docs/commands/check.md, explore.md: --memory-budget GIB and --time-budget SECONDS are amounts. `nan` and `inf`
    (which a float reads) are refused with exit 2 naming the option, before any work: --memory-budget inf crashed
    with OverflowError capping the address space, --memory-budget nan with ValueError, and --time-budget nan was
    silently no budget. A memory budget too large to cap (1e300 GiB) is refused too."""
    from click.testing import CliRunner

    from pyglue.cli import main
    for args in (["check", "--bound", "1", "--memory-budget", "inf"], ["check", "--bound", "1", "--memory-budget", "nan"],
                 ["check", "--bound", "1", "--memory-budget", "1e300"], ["check", "--bound", "1", "--time-budget", "nan"],
                 ["explore", "examples/states/prepare_lifecycle.yaml", "--goal", "prepared(O, T)", "--memory-budget",
                  "inf"]):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 2 and isinstance(r.exception, SystemExit), (args, r.output, r.exception)
        assert f"Invalid value for '{args[-2]}'" in r.output, (args, r.output)


def test_cards_show_finds_a_card_by_its_two_part_name_or_another_face_as_coverage_does():
    """docs/cards.md: `cards coverage --names` finds a card by a back face's name or an "A // B" name; `cards show`
    took only the card's own name ("no bundled card named 'Bonecrusher Giant // Stomp'"). Bonecrusher Giant's
    Adventure is Stomp (CR 715.2): `cards show "Bonecrusher Giant // Stomp"`, `cards show Stomp` and a name with
    blanks around it show the card, exit 0."""
    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main
    for name in ("Bonecrusher Giant // Stomp", "Stomp", " bonecrusher giant "):
        r = CliRunner().invoke(main, ["cards", "show", name])
        assert r.exit_code == 0 and yaml.safe_load(r.output)["name"] == "Bonecrusher Giant", (name, r.output)


def test_an_explore_step_that_activates_an_ability_reads_as_the_ability_602_2():
    """docs/commands/explore.md: each step is the action in words, as legal names it. The time-point search's step for
    Hallway Heckler's "{T}, Discard a card: Draw a card." (its mana cost the empty string) was written
    `activate(hh, activated(, tap, none, draw(1)))` (--json's `step`), which no reader parses, and printed
    "activate hh ability ( activated an ability of )". The step's ability is written as its mapping, as a trigger's
    is, and said as its text; the event activated/2 (CR 602.2) is still a sentence."""
    import json

    from clingo import parse_term

    from pyglue import answers, render
    step = answers.render_term(parse_term('activate(hh, activated("", tap, none, draw(1)))'))
    assert json.loads(step[len("activate(hh, "):-1]) == {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}
    assert render.step_text(step) == "activate hh ability ({T}: draw 1)"
    assert render.step_text(answers.render_term(parse_term("activated(alice, hh)"))) == \
        "alice activated an ability of hh"


def test_a_decision_step_shows_the_card_its_discard_cost_took_602_2b(engine):
    """docs/commands/explore.md: each step of a plan shows the choices it made under the keys of an apply action, so
    that it replays. Hallway Heckler ("{T}, Discard a card: Draw a card.") with a Lightning Bolt and an Island in
    Alice's hand: the engine gives one legal move per card the cost can take (CR 602.2b, 118.3); a --decisions step
    made of such a move shows `{discard: [bolt]}` or `{discard: [isl]}` (it showed neither, so two steps read alike)."""
    from pyglue import Game
    from pyglue.research.decisions import _plan

    from .conftest import make_state
    s = make_state([{"id": "hh", "card": "Hallway Heckler", "zone": "battlefield", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    {"id": "isl", "card": "Island", "zone": "hand", "owner": "alice"},
                    {"id": "top", "card": "Plains", "zone": "library", "owner": "alice"}])
    game = Game(s, engine=engine)
    moves = [m for m in game.legal_moves if m.action["action"] == "activate"]
    texts = sorted(_plan([(m, False)]).steps[0].text() for m in moves)
    assert [t.split(" {")[-1] for t in texts] == ["discard: [bolt]}", "discard: [isl]}"], texts
    # (each move's action replays to that move: it names the card, docs/python_api.md; and the open choice of the
    # activation without it is a prompt under the apply key `discard`, made for the ability as a mapping)
    assert sorted(m.action["discard"] for m in moves) == [["bolt"], ["isl"]]
    bare = {k: v for k, v in moves[0].action.items() if k != "discard"}
    (prompt,) = [p for p in game.prompts(bare) if p.choice == "discard"]
    assert prompt.key == "discard" and prompt.object["object"] == "hh", prompt
    assert prompt.options == ["bolt", "isl"], prompt.options   # (each card; the action's `discard` lists it)


def test_an_explore_plan_with_one_step_and_no_forced_step_says_so_in_words(tmp_path):
    """docs/commands/explore.md's plan header, in plain English: a plan of one decision and no forced step was
    "plan 1 (1 decision, 1 step; 0 forced steps, the engine's only legal move)" and a time-point plan of one step
    "plan 1 (1 steps)". Hallway Heckler ("{T}, Discard a card: Draw a card.") with Lightning Bolt in Alice's hand:
    the goal "the Bolt is in her graveyard" is one activation away (CR 602.2b, 701.9a)."""
    import yaml
    from click.testing import CliRunner

    from pyglue.cli import main
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20}, {"name": "bob", "life": 20}],
           "objects": [{"id": "hh", "card": "Hallway Heckler", "zone": "battlefield", "owner": "alice"},
                       {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}]}
    path = tmp_path / "heckler.yaml"
    path.write_text(yaml.safe_dump(doc))
    r = CliRunner().invoke(main, ["explore", str(path), "--goal", "true(zone(bolt, graveyard), T)", "--decisions",
                                  "--horizon", "1"])
    assert r.exit_code == 0 and r.output.startswith("plan 1 (1 decision, 1 step):\n"), r.output
