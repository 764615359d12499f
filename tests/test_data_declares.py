"""Issue 26 item 3: data declares. The actions and rules events are declared once (pyglue/data/action.schema.json's
``x-terms``: each name's arguments, the keys that hold them and their kinds), and that declaration drives the encoder
(pyglue.translate) and the decoder (pyglue.answers.action_dict); the choices an action names become the facts
their ``x-fact`` annotations declare. No engine is run here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from clingo import Control

from pyglue.answers import action_dict
from pyglue.schema import terms
from pyglue.state import InputError, schema
from pyglue.translate import action_facts

from .conftest import make_state

KINDS = {"object", "player", "const", "int", "term"}


def test_every_action_and_event_of_the_schema_declares_its_term_and_nothing_else():
    """The enums JSON Schema validates are exactly the declared names, each argument with a known kind."""
    props = schema("action")["properties"]
    for kind in ("action", "event"):
        assert list(terms()[kind]) == props[kind]["enum"], kind
        for name, args in terms()[kind].items():
            assert {k for _, k in args} <= KINDS, name
            assert all(key in props for key, _ in args if kind == "action"), name


def test_an_action_encoded_then_decoded_is_the_same_mapping():
    """The decoder is the encoder's inverse, from the one declaration: ``does(P, A, 0)`` of each player action read
    back as the mapping ``apply`` takes (CR 601.2 cast, 305.1 play, 702.143a foretell, 702.170a plot, 709.5e unlock,
    702.37e turn face up, 117.3d pass, 508.1 and 509.1 the declarations)."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    for name, args in terms()["action"].items():
        if name == "activate":   # (an ability in the card-file vocabulary: tests/test_api_outcomes.py decodes them)
            continue
        action = {"action": name} | {key: ("mana" if kind == "const" else "x") for key, kind in args}
        facts, _ = action_facts(st, action)
        does = [s for s in facts if s.name == "does"]
        assert len(does) == 1 and action_dict(does[0].arguments[1]) == action, name


def test_the_choices_an_action_names_become_the_declared_facts():
    """A cast's choices (CR 601.2b-c: targets by slot, X, modes, costs paid by sacrificing or discarding, the face
    cast, CR 715.3) and the sources paying it (CR 601.2g-h) become the facts the ``x-fact`` annotations declare; a
    choice naming nothing in the state is an error at its path."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"},
                     {"id": "y", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    action = {"action": "cast", "object": "x", "targets": ["y", "bob"], "x": 2, "modes": [3, 1], "sacrifice": ["y"],
              "discard": ["x"], "as": "adventure", "payment": ["y"]}
    facts, _ = action_facts(st, action)
    want = {'chosen_target(1,"y")', 'chosen_target(2,"bob")', "chosen_x(2)", "chosen_mode(1,3)", "chosen_mode(2,1)",
            'chosen_sacrifice("y")', 'chosen_discard("x")', "chosen_face(adventure)", 'chosen_payment("y")'}
    assert want <= {str(s) for s in facts}
    assert not any(str(s).startswith("chosen_x") for s in action_facts(st, dict(action, x=0))[0])
    with pytest.raises(InputError) as err:
        action_facts(st, dict(action, targets=["y", "nobody"], sacrifice=["gone"], payment=["z"]))
    assert err.value.problems == sorted([("targets[1]", "'nobody' is neither an object nor a player"),
                                         ("sacrifice[0]", "unknown object 'gone'"), ("payment[0]", "unknown object 'z'")])


def _rules_text(name: str) -> str:
    return (Path(__file__).resolve().parent.parent / "rules_asp" / name).read_text(encoding="utf-8")


def test_zones_steps_and_statuses_are_the_rules_own():
    """The lists Python keeps of zones (CR 400.1), phases and steps (CR 500.1) and statuses (CR 110.5) are the ones
    the rules declare: objects.lp's zone_name/1, turn_order.lp's step_order/3 and show.lp's status/2 flags; and the
    state format's enums are the same lists (issue 26 item 3: one list, checked where a copy can't go yet)."""
    from pyglue.answers import STATUS_FLAGS
    from pyglue.render import ZONE_ORDER

    ctl = Control(["--warn=none"])
    ctl.add("base", [], _rules_text("kernel/turn_order.lp") + "\n".join(
        line for line in _rules_text("kernel/objects.lp").splitlines() if line.startswith("zone_name(")))
    ctl.ground([("base", [])])
    atoms = [a.symbol for a in ctl.symbolic_atoms]
    zones = {a.arguments[0].name for a in atoms if a.match("zone_name", 1)}
    order = sorted((a.arguments[0].number, a.arguments[1].name, a.arguments[2].name)
                   for a in atoms if a.match("step_order", 3))
    props = schema("state")["properties"]
    assert zones == set(ZONE_ORDER) == set(props["objects"]["items"]["properties"]["zone"]["enum"])
    assert list(dict.fromkeys(ph for _, ph, _ in order)) == props["phase"]["enum"]
    assert props["step"]["enum"] == [None] + [s for _, _, s in order if s != "none"]
    # the steps of each phase in order (501.1, 506.1, 512.1; a main phase has none, 500.1), as the rules order them
    assert {ph: tuple(None if s == "none" else s for _, p, s in order if p == ph) for ph in props["phase"]["enum"]} == {
        "beginning": ("untap", "upkeep", "draw"), "precombat_main": (None,),
        "combat": ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"),
        "postcombat_main": (None,), "ending": ("end", "cleanup")}
    flags = set(re.findall(r"^#show status\(O, ([a-z_]+)\)", _rules_text("show.lp"), re.MULTILINE))
    assert set(STATUS_FLAGS) == flags - {"attacking"}   # (attacking: what it attacks, when named, CR 508.1b)


def test_the_outputs_the_decoder_reads_are_the_ones_the_rules_show():
    """Each output predicate of pyglue.schema's table (what the decoder reads from an answer) is one rules_asp/show.lp
    shows (``#show NAME/ARITY.`` or ``#show NAME(...) : ...``): the rules declare the outputs, the table names them."""
    from clingo import ast

    from pyglue.schema import OUTPUT

    shown = set()

    def take(stm):
        if stm.ast_type == ast.ASTType.ShowSignature:
            shown.add((stm.name, stm.arity))
        elif stm.ast_type == ast.ASTType.ShowTerm and stm.term.ast_type == ast.ASTType.Function:
            shown.add((stm.term.name, len(stm.term.arguments)))

    ast.parse_string(_rules_text("show.lp"), take)
    assert [(p.name, p.arity) for p in OUTPUT if (p.name, p.arity) not in shown] == []


def test_the_declared_lists_are_the_crs_own_400_1_500_1_501_1_506_1_512_1_110_5():
    """(review10) The lists above agree with each other; this checks them against the CR's text, written out here: the
    seven zones (400.1; ``outside`` names objects outside the game, 400.11, not a zone; the ante zone isn't modelled),
    the five phases in order (500.1), the steps of each in order (501.1 untap, upkeep, draw; 506.1 the five combat
    steps; 512.1 end and cleanup; a main phase has none, 500.1) and a status flag for each of 110.5's categories
    (tapped, flipped, face down, phased out)."""
    from pyglue.answers import STATUS_FLAGS

    props = schema("state")["properties"]
    zones = props["objects"]["items"]["properties"]["zone"]["enum"]
    assert set(zones) - {"outside"} == {"library", "hand", "battlefield", "graveyard", "stack", "exile", "command"}
    assert props["phase"]["enum"] == ["beginning", "precombat_main", "combat", "postcombat_main", "ending"]
    assert props["step"]["enum"] == [None, "untap", "upkeep", "draw", "beginning_of_combat", "declare_attackers",
                                     "declare_blockers", "combat_damage", "end_of_combat", "end", "cleanup"]
    assert {"tapped", "flipped", "face_down", "phased_out"} <= set(STATUS_FLAGS)


def test_an_added_effect_names_objects_and_players_of_the_state():
    """A continuous effect an add_effect event begins (CR 611.2) names the objects it affects and the players its
    fields name, as a state's effects do (state.schema.json's refers): one that names none is an error at its path."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}])
    effect = {"affects": ["x", "nosuch"], "gain_control": "carol", "free_cast_for": "dave", "until": "end_of_turn"}
    with pytest.raises(InputError) as err:
        action_facts(st, {"event": "add_effect", "effect": effect})
    assert err.value.problems == [("effect.affects[1]", "unknown object 'nosuch'"),
                                  ("effect.free_cast_for", "'dave' is not a player"),
                                  ("effect.gain_control", "'carol' is not a player")]
    facts, _ = action_facts(st, {"event": "add_effect", "effect": dict(effect, affects=["x"], gain_control="bob",
                                                                         free_cast_for="alice")})
    assert "happens(add_effect(\"e1\"),0)" in {str(s) for s in facts}


def test_each_choice_is_a_fact_only_for_the_actions_its_x_fact_names():
    """(decide17) The actions a choice belongs to are declared with it (``x-fact``'s ``of``): a cast's kicker paid
    (CR 702.33a: once; multikicker 702.33c: a number of times) and modes (601.2b) are facts of a cast; a land played
    (305.1) neither targets nor is kicked, so the same keys on a play make no fact; a payment is any action's."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    keys = {"object": "x", "kicked": 3, "modes": [1], "targets": ["bob"], "payment": []}
    cast = {str(s) for s in action_facts(st, {"action": "cast", **keys})[0]}
    play = {str(s) for s in action_facts(st, {"action": "play", **keys})[0]}
    assert {"chosen_kicked(3)", "chosen_mode(1,1)", 'chosen_target(1,"bob")', "chosen_no_payment"} <= cast
    assert {s for s in play if s.startswith("chosen")} == {"chosen_no_payment"}
    assert "chosen_kicked" in {str(s) for s in action_facts(st, {"action": "cast", "object": "x", "kicked": True})[0]}
    # CR 509.1a: each blocker and the attacking creature it blocks, an item of two declared fields
    block = {"action": "declare_blockers", "blockers": [{"object": "x", "blocks": "x"}]}
    assert 'chosen_block("x","x")' in {str(s) for s in action_facts(st, block)[0]}
    with pytest.raises(InputError) as err:
        action_facts(st, {"action": "declare_blockers", "blockers": [{"object": "x", "blocks": "gone"}]})
    assert err.value.problems == [("blockers[0].blocks", "unknown object 'gone'")]


def test_the_optional_and_several_choice_kinds_and_the_declined_events_are_declared_ones():
    """(decide17) pyglue/data/choices.json's ``optional`` kinds (a "may", CR 608.2d) and ``several`` kinds (a set or an
    order in one resulting state) are kinds of choice it declares, and events.json's ``declined`` names are events it
    names; from the CR: a Clone's copy is optional (its "You may have ... enter as a copy", 707.5, 608.2d), the
    sources paying a cost may be several (601.2g-h), a target slot holds one target (601.2c)."""
    from pyglue.answers import CHOICE_KINDS
    from pyglue.schema import _data

    choices, events = _data("choices.json"), _data("events.json")
    assert set(choices["optional"]["kinds"]) | set(choices["several"]["kinds"]) <= set(CHOICE_KINDS)
    assert {n.split("/")[0] for n in events["events"]} >= set(events["declined"]["names"])
    assert "copy" in choices["optional"]["kinds"] and "payment" in choices["several"]["kinds"]
    assert "target" not in choices["several"]["kinds"] + choices["optional"]["kinds"]


def test_the_checkers_jobs_split_the_universe_by_the_zones_and_copy_kinds_universe_lp_states():
    """(decide17) research/check.py splits the bounded universe by o1's kind and zone as rules_asp/universe.lp states
    them (gen_zone/1, slot_shape/3), not by lists of its own: a card in each zone the universe uses, and each object
    that is not a card in its one zone, from the CR: a token copy on the battlefield (111.1, 111.7), the prepare copy
    in exile (722.3c), a copy of a spell on the stack (707.10)."""
    from pyglue.research.check import SHAPES, job_keys

    keys = job_keys(2)
    assert keys[-1] is None and len(keys) == len(set(keys))
    assert {z for s, z in keys[:-4]} == {"hand", "battlefield", "graveyard", "exile", "library", "stack"}
    assert keys[-4:-1] == [("token_copy", "battlefield"), ("prepare_copy", "exile"), ("spell_copy", "stack")]
    assert job_keys(1) == keys[:-4] + [None] and {s for s, _ in keys[:-4]} == set(SHAPES)


def test_a_missing_predefined_token_names_every_token_the_schema_allows_111_10():
    """(decide17) create_token without ``token`` says which predefined tokens there are (CR 111.10: Treasure 111.10a,
    Gold 111.10c, Powerstone 111.10h; Jace, 701.71a; Heartwood) from the schema's enum: the message's own list had
    drifted (it named three)."""
    st = make_state([{"id": "x", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}])
    with pytest.raises(InputError) as err:
        action_facts(st, {"event": "create_token", "player": "alice"})
    assert err.value.problems == [("token", "missing: which predefined token (Gold, Heartwood, Jace, Powerstone or "
                                            "Treasure)")]
