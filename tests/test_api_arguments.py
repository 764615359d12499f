"""The Python API's argument handling (new-user trial, wave 6): a wrong type is a TypeError naming the expected
type, a wrong value a ValueError naming it and what there is; the Engine and Game agree (docs/api.md)."""

from __future__ import annotations

import pytest

from pyglue import Engine, InputError, load_state
from pyglue.game import Game
from pyglue.options import OPTIONS
from pyglue.solve import ArgumentTypeError

from .conftest import EXAMPLES

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"
OPTION = min(OPTIONS)


@pytest.fixture(scope="module")
def st():
    return load_state(CROAK)


def test_a_player_that_is_not_a_name_is_a_type_error(engine, st):
    with pytest.raises(TypeError, match=r"player is a player's name or None, not int 5"):
        engine.legal_actions(st, player=5)
    with pytest.raises(TypeError, match=r"viewer is a player's name, not int 5"):
        engine.derive(st, viewer=5)
    with pytest.raises(ValueError, match=r"'carol' is not a player in this game \(players: alice, bob\)"):
        engine.legal_actions(st, player="carol")


def test_engine_options_a_single_name_is_one_option():
    assert Engine(options=OPTION).options == (OPTION,)
    assert Engine(options=[OPTION]).options == (OPTION,)


def test_engine_options_of_another_type_name_the_expected_type():
    with pytest.raises(TypeError, match=r"options is an option name or a list of them \(known: .*\), not int 5"):
        Engine(options=5)
    with pytest.raises(TypeError, match="a list of option names, not int 5"):
        Engine(options=[5])
    with pytest.raises(InputError, match="unknown option 'nosuch'") as exc:
        Engine(options="nosuch")
    assert len(exc.value.problems) == 1  # one name, not one error per character


def test_an_action_that_is_not_a_mapping_is_the_same_error_for_engine_and_game(engine, st):
    """Engine.apply, why_not and Game.push all raise ArgumentTypeError: a TypeError, and an InputError (bad input,
    as the CLI reports it)."""
    for call in (lambda: engine.apply(st, "pass"), lambda: engine.why_not(st, "pass"),
                 lambda: Game(st, engine).push("pass")):
        with pytest.raises(ArgumentTypeError, match=r"mapping such as \{'action': 'pass'\}.*not str 'pass'") as exc:
            call()
        assert isinstance(exc.value, TypeError) and isinstance(exc.value, InputError)


def test_an_unknown_object_names_it_and_the_ids_there(engine, st):
    d = engine.derive(st)
    with pytest.raises(KeyError) as exc:
        d.object("nosuch")
    assert str(exc.value).startswith("no object 'nosuch' in this answer (ids: ")
    assert "aviator" in str(exc.value) and "croak" in str(exc.value)


def test_an_unknown_kind_of_choice_is_refused_naming_the_kinds(engine, st):
    (out,) = engine.apply(st, {"action": "cast", "object": "croak", "targets": ["aviator"],
                               "payment": ["forest1", "island1", "island2"]})
    assert out.chosen("target", "croak") == ["aviator"]
    assert out.chosen("mode") == []  # a kind the rules choose, none made here
    with pytest.raises(ValueError, match=r"'nosuch' is not a kind of choice; the kinds: .*payment.*target"):
        out.chosen("nosuch", "croak")


def test_the_kinds_of_choice_are_those_show_lp_shows():
    import re

    from pyglue.answers import CHOICE_KINDS

    from .conftest import ROOT

    text = (ROOT / "rules_asp" / "show.lp").read_text(encoding="utf-8")
    assert set(CHOICE_KINDS) == set(re.findall(r"^#show choice\((\w+)", text, re.MULTILINE))
