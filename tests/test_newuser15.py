"""A demanding new user, session 15: an engine developer following docs/python_api.md, docs/serve.md and the
research commands' pages word by word (Engine, Game, prompts, outcomes, serve's game commands, derive's views),
then checking answers against the CR. Expected values are worked out from the docs and the CR text
(../shared/cr/) before running the engine."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from pyglue import Engine, Game, load_state, state_from_document
from pyglue.cli import main
from pyglue.solve import ArgumentTypeError

from .conftest import ROOT

EXAMPLE = ROOT / "examples/states/croaking_counterpart.yaml"

#: CR 707.10 / Fork: Alice's Blaze (X=2, targeting Bob) on the stack under Bob's Fork targeting it
BLAZE_FORKED = {
    "turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
    "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
    "objects": [
        {"id": "blaze", "card": "Blaze", "zone": "stack", "owner": "alice", "controller": "alice", "x": 2,
         "targets": ["bob"], "cast_with": "mana", "cast_from": "hand"},
        {"id": "fork", "card": "Fork", "zone": "stack", "owner": "bob", "controller": "bob", "targets": ["blaze"],
         "cast_with": "mana", "cast_from": "hand"}],
    "stack": ["blaze", "fork"],
}


@pytest.mark.parametrize("engine_arg", [Engine, 5, True, "engine"], ids=["the class", "int", "bool", "str"])
def test_game_with_an_engine_of_another_type_raises_at_once(engine_arg):
    """docs/python_api.md: "Wrong arguments raise at once, naming what is wrong ... a TypeError naming the types
    taken". ``Game(state, Engine)`` (the class, not an instance) or ``Game(state, True)`` (meaning settle) was taken;
    the first ``legal_moves`` then failed with "Engine.apply_and_legal() missing 1 required positional argument" or
    "'bool' object has no attribute 'apply_and_legal'", naming neither the argument nor what it takes."""
    state = load_state(EXAMPLE)
    with pytest.raises(TypeError, match="engine") as info:
        Game(state, engine_arg)
    assert isinstance(info.value, ArgumentTypeError)
    assert "Engine" in str(info.value)


@pytest.mark.parametrize("settle", ["no", 0, None])
def test_game_with_a_settle_of_another_type_raises_at_once(settle, engine):
    """As above: ``settle`` is whether state-based actions and triggers are applied before a player would receive
    priority (CR 117.5), True or False; "no" was taken as True (a non-empty string) and None as False."""
    with pytest.raises(ArgumentTypeError, match="settle"):
        Game(load_state(EXAMPLE), engine, settle=settle)


def test_a_copy_of_a_spell_is_not_said_to_have_been_cast_707_10(engine, tmp_path):
    """CR 707.10: "a copy of a spell isn't cast"; it copies the decisions made for the spell (modes, targets, X,
    additional or alternative costs). Fork resolves: Bob's copy of Blaze (X=2) is on the stack. derive said of it
    "a copy of a spell, controlled by bob; cast from hand for its mana cost": it was never cast, from a hand or at
    all. It should say it was not cast, keeping the copied X and target."""
    game = Game(BLAZE_FORKED, engine)
    game.push({"action": "pass"})
    (move,) = [m for m in game.legal_moves if m.choices and m.choices[0]["value"] == "alice"]
    game.push(move)
    copy = next(o for o in game.state.doc["objects"] if o.get("copy"))
    text = _derive_text(game.state.to_document(), tmp_path)
    line = next(x for x in text.splitlines() if x.strip().startswith(f"{copy['id']} (top of the stack)"))
    assert "a copy of a spell, controlled by bob" in line
    assert "cast from" not in line and "not cast (CR 707.10)" in line
    assert "targets: 1: alice" in line and "X = 2" in line
    # the original was cast from Alice's hand for its mana cost (the state says so)
    assert "blaze (2 from the top): a spell, controlled by alice; cast from hand for its mana cost" in text


def test_a_spell_whose_state_gives_no_zone_cast_from_is_not_said_cast_from_hand_601_2a(engine, tmp_path):
    """docs/state_format.md: ``cast_from`` is the zone the spell was cast from (CR 601.2a), kept while it is on the
    stack; a state that doesn't give it says nothing of it. derive said "cast from hand" of a spell cast for its
    flashback cost (CR 702.34a: cast from a graveyard) whose state names no zone: it should name no zone then."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "croak", "card": "Croaking Counterpart", "zone": "stack", "owner": "alice",
                        "controller": "alice", "targets": ["bears"], "cast_with": "flashback"},
                       {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}],
           "stack": ["croak"]}
    text = _derive_text(doc, tmp_path)
    line = next(x for x in text.splitlines() if x.strip().startswith("croak (top of the stack)"))
    assert "cast from hand" not in line and "flashback" in line, line


def _derive_text(doc, tmp_path) -> str:
    import yaml

    path = tmp_path / "state.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    result = CliRunner().invoke(main, ["derive", str(path)])
    assert result.exit_code == 0, result.output
    return result.stdout


def _clone_resolving(engine, card: str) -> Game:
    """Alice's main phase: she controls Ranar the Ever-Watchful (legendary) and casts ``card`` (Clone); both pass
    until it resolves (the pass to play is Bob's)."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": "{U}{U}{U}{U}"},
                       {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "ranar", "card": "Ranar the Ever-Watchful", "zone": "battlefield", "owner": "alice",
                        "timestamp": 1},
                       {"id": "clone", "card": card, "zone": "hand", "owner": "alice", "timestamp": 2}]}
    game = Game(doc, engine)
    game.push({"action": "cast", "object": "clone"})
    game.push({"action": "pass"})
    return game


def test_describe_tells_the_legend_rule_choice_under_its_chooser_704_5j(engine):
    """pyglue/game.py's describe: "a choice another player makes in the move ... is told under that player's name".
    Bob's pass resolves Alice's Clone copying her Ranar; the legend rule has Alice choose which to keep (CR 704.5j:
    "the controller of two or more legendary permanents with the same name chooses one of them"). describe said
    "bob: pass; chose copy of clone: ranar; kept of alice: clone", as if Bob chose; Alice's choice is told under her
    name."""
    game = _clone_resolving(engine, "Clone")
    texts = [game.describe(m) for m in game.legal_moves]
    kept_clone = [t for t in texts if "kept of alice: clone" in t]
    assert len(kept_clone) == 1, texts
    # (Alice's choices are told together: her Clone's copy too, CR 707.5, 109.5; Bob chose nothing)
    assert kept_clone[0].startswith("bob: pass; alice chose ") and "; chose" not in kept_clone[0]
    assert "kept of alice: clone" in kept_clone[0].split("; alice chose ", 1)[1]


def test_describe_tells_a_clones_copy_choice_under_its_controller_707_5(engine):
    """CR 707.5 / Clone: "You may have this creature enter as a copy of any creature on the battlefield": "you" is the
    Clone's controller (CR 109.5), Alice, who chooses as it resolves on Bob's pass. describe says "bob: pass; chose
    copy of clone: ranar", as if Bob chose; it should tell the copy choice under Alice's name."""
    game = _clone_resolving(engine, "Clone")
    for text in (game.describe(m) for m in game.legal_moves):
        assert "alice chose copy of clone: ranar" in text, text


def test_an_abilitys_flag_reads_as_words_not_python_true(engine):
    """docs/commands/derive.md: the abilities column says each ability in English (pyglue/ability_text.py: "never
    its raw term"). Fork (CR 707.10c: "You may choose new targets for the copy") read "target instant or sorcery
    spell: copy it (new targets: True)", Python's spelling of a flag; it should say yes (or no)."""
    view = engine.derive(state_from_document(BLAZE_FORKED)).object("fork")
    from pyglue.render import ability_text

    texts = [ability_text(a) for a in view.characteristics["abilities"]]
    assert any("copy it (new targets: yes)" in t for t in texts), texts
    assert not any("True" in t or "False" in t for t in texts), texts


def test_a_spell_copys_exception_is_said_in_the_ability_text_707_9(engine):
    """CR 707.10 Example (Fork: "Copy target instant or sorcery spell, except that the copy is red"): derive's ability
    text said "copy it (new targets: ...)" and left the exception out, where Croaking Counterpart's says "create a
    token copy of it, except colors green, ..." (CR 707.9). Fork's should name its exception too."""
    from pyglue.render import ability_text

    view = engine.derive(state_from_document(BLAZE_FORKED)).object("fork")
    texts = [ability_text(a) for a in view.characteristics["abilities"]]
    assert any("copy it" in t and "except colors red" in t for t in texts), texts


def test_save_state_takes_a_state_as_every_entry_point_does(tmp_path):
    """docs/python_api.md: "Every query (and Game) takes a state as a GameState or as a state document ... a state
    ... of another type ... is a TypeError naming the types taken". save_state (pyglue's public API) raised
    "AttributeError: 'dict' object has no attribute 'to_document'" for a document and for 5 alike."""
    from pyglue import save_state

    path = tmp_path / "out.yaml"
    save_state(BLAZE_FORKED, path)
    assert load_state(path).doc["stack"] == ["blaze", "fork"]
    with pytest.raises(TypeError, match="GameState"):
        save_state(5, tmp_path / "five.yaml")
    assert not (tmp_path / "five.yaml").exists()


def test_rule_of_an_empty_number_names_the_argument_not_a_document():
    """docs/commands/README.md: bad input is reported with its place, exit 2. `mtgasp rule ""` said
    "(document): the Comprehensive Rules ... has no rule ''": rule reads no document; the place is its NUMBER."""
    result = CliRunner().invoke(main, ["rule", ""])
    assert result.exit_code == 2
    assert "(document)" not in result.stderr and "NUMBER: " in result.stderr, result.stderr


def test_a_view_as_a_player_names_no_card_only_a_withheld_card_carries_402_3(engine):
    """docs/commands/graph.md (derive --as): the state as that player may see it, another player's hand withheld (CR
    402.3; "a withheld card also loses its id"). Bob's view of the Croaking Counterpart state listed under
    card_names (CR 722.5: the names a player may choose) "Croaking Counterpart", a card that is only in Alice's hand:
    Bob learnt what she holds. Names that visible cards carry (Island, also in the libraries; Jump, the Aviator's
    prepare spell) stay."""
    state = load_state(EXAMPLE)
    assert "Croaking Counterpart" in {c["name"] for c in engine.derive(state).card_names}
    names = {c["name"] for c in engine.derive(state, viewer="bob").card_names}
    assert "Croaking Counterpart" not in names
    assert {"Island", "Jump", "Encouraging Aviator", "Grizzly Bears", "Forest"} <= names
    # Alice sees her own hand: the name is hers to see
    assert "Croaking Counterpart" in {c["name"] for c in engine.derive(state, viewer="alice").card_names}


def test_a_no_effect_event_record_keeps_its_name_722_3a(engine):
    """docs/python_api.md: --json has each event as a record, its name under ``event`` and the arguments under the
    names pyglue/data/events.json gives them. no_effect's first argument was named ``event`` too, so the record of a
    prepared permanent's attack trigger resolving (CR 722.3a: "a permanent can't gain this designation if the
    permanent already has it") read {"event": "become_prepared(aviator)", "reason": "already_prepared"}: the event's
    name (no_effect) was overwritten by its argument."""
    doc = {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
           "players": [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": ""}],
           "objects": [{"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}]}
    outcome, = engine.apply(state_from_document(doc), {"event": "become_prepared", "object": "aviator"})
    prepared = outcome.state
    outcome, = engine.apply(prepared, {"event": "become_prepared", "object": "aviator"})
    records = [r for r in outcome.event_records() if r["rule"] == "722.3a"]
    assert records == [{"event": "no_effect", "rule": "722.3a", "attempted": "become_prepared(aviator)",
                        "reason": "already_prepared"}], outcome.event_records()
    from pyglue.sentences import record_sentence

    assert record_sentence(records[0]) == "aviator becoming prepared did nothing: already prepared"


def test_a_face_down_permanent_shows_its_face_down_values_to_an_opponent_708_2a(engine):
    """CR 708.2a: a permanent that entered face down "is a 2/2 face-down creature with no text, no name, no subtypes,
    and no mana cost"; CR 708.5: another player can't look at its face, but those values are its characteristics,
    which everyone sees (Bob's Clone copies them: 707.2 Example). Bob's view (derive --as bob) of Alice's face-down
    Grinning Demon showed an object with no types and no power or toughness, not a creature at all; it should show
    the 2/2 nameless creature, and still not its card (nor the card's name among card_names)."""
    state = load_state(ROOT / "examples/states/cr707_2_face_down_grinning_demon.yaml")
    d = engine.derive(state, viewer="bob")
    view = d.object(d.aliases["fd"])
    assert view.hidden and view.face_down
    chars = view.characteristics
    assert (chars["types"], chars["power"], chars["toughness"], chars["name"]) == (["creature"], 2, 2, None)
    assert view.copiable["power"] == 2 and view.copiable["name"] is None
    assert "Grinning Demon" not in str(d.to_json())


def test_an_ability_on_the_stack_is_said_in_words_603_3(engine, tmp_path):
    """docs/commands/derive.md: "Under the stack's table, each spell or ability on it in words". Encouraging Aviator
    attacks; its "Whenever this creature attacks, it becomes prepared" triggers and is put on the stack (CR 603.2,
    603.3: it has the text of the ability that created it). derive said of such an ability (first seen on the Frog
    token copy's, "an ability of croak.token.9") "{'effect': {'become_prepared': 'self'}, 'trigger': 'attacks'}", a
    Python mapping; it should be the ability's words, as the abilities column says them."""
    import yaml

    doc = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    doc.update(phase="combat", step="declare_attackers", priority=None)
    game = Game(doc, engine)
    game.push({"action": "declare_attackers", "attackers": ["aviator"]})
    (trigger,) = [o["id"] for o in game.state.doc["objects"] if o.get("ability")]
    text = _derive_text(game.state.to_document(), tmp_path)
    line = next(x for x in text.splitlines() if x.strip().startswith(f"{trigger} (top of the stack)"))
    assert "an ability of aviator: whenever this attacks: it becomes prepared" in line, line
    assert "{" not in line, line


def test_a_pending_state_based_action_names_an_object_whose_id_is_a_colour_letter_704_5g(tmp_path):
    """CR 704.5g, 704.3: a creature with lethal damage is put into its owner's graveyard before a player receives
    priority; `legal` says so under "pending". An object whose id is `b` was named "black" (the sentence knew no
    object of the state and read the id as a colour's letter); it is the Grizzly Bears with id b."""
    state = tmp_path / "b.yaml"
    state.write_text("turn: 3\nactive_player: alice\nphase: precombat_main\nstep: null\npriority: alice\n"
                     "players:\n  - {name: alice, life: 20, mana_pool: ''}\n  - {name: bob, life: 20, mana_pool: ''}\n"
                     "objects:\n  - {id: b, card: Grizzly Bears, zone: battlefield, owner: alice, damage: 2}\n"
                     "  - {id: w, card: Grizzly Bears, zone: battlefield, owner: bob}\nstack: []\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["legal", str(state)])
    assert r.exit_code == 0, r.output
    pending = " ".join(r.output[r.output.index("pending:"):].split())
    assert "Grizzly Bears (b)" in pending and "704.5g" in pending and "black" not in pending, pending
