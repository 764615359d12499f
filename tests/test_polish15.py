"""Small findings a new user left in session 15 (polish15): each test names the doc sentence or CR rule the
behaviour broke, what happened and what should. Expected values come from the docs, not from the engine's output."""

from __future__ import annotations

import pytest

from pyglue import Game, load_state
from pyglue.errors import InputError

from .conftest import ROOT

LAST_DRAW = ROOT / "examples/states/last_draw.yaml"


@pytest.mark.parametrize("action", [{}, {"object": "x"}], ids=["empty", "no action key"])
def test_an_action_without_its_action_key_says_that_key_is_missing(action):
    """docs/python_api.md: "a malformed action or state document is an InputError listing every problem with its
    path". ``Game.push({})`` said "(document): a mapping of 0 key(s) is not valid under any of the given schemas",
    naming neither the key ``action`` nor that it is missing; it should name ``'action'`` as missing."""
    game = Game(load_state(LAST_DRAW))
    with pytest.raises(InputError) as info:
        game.push(action)
    text = str(info.value)
    assert "'action' is missing" in text and "given schemas" not in text


def test_an_action_with_both_action_and_event_says_so():
    """The same (the action schema, `mtgasp schema action`: a document has `action` or `event`): both keys at once said "is valid under each
    of {'required': ['event']}, ..."; it should say both keys are given and only one is allowed."""
    game = Game(load_state(LAST_DRAW))
    with pytest.raises(InputError) as info:
        game.push({"action": "pass", "event": "resolve"})
    assert "'action' and 'event'" in str(info.value) and "valid under each" not in str(info.value)


@pytest.mark.parametrize("where", ["folder", "folder/", "missing/state.yaml"])
def test_save_state_to_a_folder_or_a_missing_folder_names_the_path_given(tmp_path, where):
    """docs/python_api.md: "Wrong arguments raise at once, naming what is wrong" (and save_state writes "whole or not
    at all"). ``save_state(state, FOLDER)`` raised IsADirectoryError naming a temporary file
    (``.folder.eevsyk68.tmp``), not the path given; it should be an InputError naming that path, nothing written."""
    from pyglue import save_state

    (tmp_path / "folder").mkdir()
    path = str(tmp_path / where)
    with pytest.raises(InputError) as info:
        save_state(load_state(LAST_DRAW), path)
    assert info.value.source == path and ".tmp" not in str(info.value)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["folder"]
