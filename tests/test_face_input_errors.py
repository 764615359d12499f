"""Bad face input (tests/test_input_errors.py style): face status or faces that can't be are input errors naming
the path, exit 2 on the command line; and the flip event on a card that isn't a flip card does nothing.

CR 701.27a, 712.2, 712.8a: only a double-faced card or token can have its back face up, and only as a permanent or
a spell. CR 710.2, 710.4, 110.5d: only a permanent is flipped (CR 110.5c: it stays flipped when it stops being a flip
card). CR 715.3, 720.3: a spell is cast as an Adventure or Omen only if its card has that face, and only a spell is. A
card has one layout: double-faced, flip, Adventurer or Omen (CR 712.1, 710.1, 715.1, 720.1). Every face has a name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pyglue import InputError, load_cards, state_from_document

from .conftest import EXAMPLES
from .test_input_errors import assert_input_error, assert_problem, problems_of, run, write

CR707 = (EXAMPLES / "cards" / "cr707.yaml").resolve()
SOS = (EXAMPLES / "cards" / "sos.yaml").resolve()


def doc(*objects: dict[str, Any], stack: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"turn": 3, "active_player": "alice", "phase": "precombat_main", "step": None, "priority": "alice",
            "players": [{"name": "alice"}, {"name": "bob"}], "card_files": [str(CR707), str(SOS)],
            "objects": list(objects), "stack": list(stack)}


def obj(oid: str, card: str, zone: str = "battlefield", **kw: Any) -> dict[str, Any]:
    o = {"id": oid, "card": card, "zone": zone, "owner": "alice", **kw}
    if zone == "stack":
        o["controller"] = "alice"
    return o


BAD = {
    "transformed_not_double_faced": (doc(obj("b", "Runeclaw Bear", transformed=True)), "objects[0].transformed",
                                     "double-faced"),
    "transformed_in_graveyard": (doc(obj("d", "Afflicted Deserter", "graveyard", transformed=True)),
                                 "objects[0].transformed", "712.8a"),
    "transformed_in_hand": (doc(obj("d", "Afflicted Deserter", "hand", transformed=True)),
                            "objects[0].transformed", "712.8a"),
    "flipped_in_graveyard": (doc(obj("j", "Jushi Apprentice", "graveyard", flipped=True)), "objects[0].flipped",
                             "710.2"),
    "cast_as_omen_not_on_stack": (doc(obj("r", "Marang River Regent", "hand", cast_as="omen")), "objects[0].cast_as",
                                  "stack"),
    "cast_as_adventure_without_face": (doc(obj("r", "Marang River Regent", "stack", cast_as="adventure"),
                                           stack=("r",)), "objects[0].cast_as", "adventure"),
    "cast_as_omen_without_face": (doc(obj("g", "Bonecrusher Giant", "stack", cast_as="omen"), stack=("g",)),
                                  "objects[0].cast_as", "omen"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_face_status_that_cant_be_is_an_input_error(name):
    """Each bad face status is reported at its path with the reason."""
    d, path, frag = BAD[name]
    assert_problem(problems_of(d), path, frag)


@pytest.mark.parametrize("name", sorted(BAD))
def test_face_status_that_cant_be_exits_2_on_the_cli(tmp_path, name):
    d, path, frag = BAD[name]
    assert_input_error(run("derive", write(tmp_path, "s.yaml", d)), path)


def test_good_face_status_still_loads():
    """The legitimate forms: a transformed double-faced permanent, a flipped flip card, an Adventure spell, a
    Clone copying a flip card and flipped (CR 710.4 via its copy effect), a transformed copy of a transformed
    double-faced spell (CR 707.10g), a flipped Afflicted Deserter (not a flip card: CR 110.5c, a permanent keeps its
    flipped status after it stops being a copy of a flip card)."""
    state_from_document(doc(obj("d", "Afflicted Deserter", transformed=True),
                            obj("j", "Jushi Apprentice", flipped=True),
                            obj("g", "Bonecrusher Giant", "stack", cast_as="adventure"),
                            obj("c", "Clone", flipped=True, copy_effects=[{"source": "j", "timestamp": 5}]),
                            obj("s", "Afflicted Deserter", "stack", transformed=True),
                            obj("f", "Afflicted Deserter", flipped=True),
                            stack=("g", "s")))


def card_file(tmp_path: Path, card: dict[str, Any]) -> Path:
    return write(tmp_path, "cards.yaml", {"cards": [card]})


def test_a_card_with_two_kinds_of_alternative_faces_is_an_error(tmp_path):
    """CR 712.1, 715.1: a card is double-faced or an Adventurer card, not both: back: and adventure: together are
    an error at the second face's path."""
    card = {"name": "Odd Card", "mana_cost": "{1}{G}", "types": ["creature"], "power": 1, "toughness": 1,
            "back": {"name": "Odd Back", "types": ["creature"], "power": 2, "toughness": 2},
            "adventure": {"name": "Odd Trip", "mana_cost": "{G}", "types": ["instant"], "subtypes": ["Adventure"]}}
    p = card_file(tmp_path, card)
    with pytest.raises(InputError) as info:
        load_cards(p)
    assert any(path.endswith("cards[0].adventure") and "one kind" in m for path, m in info.value.problems)
    assert_input_error(run("derive", write(tmp_path, "s.yaml", dict(doc(), card_files=[str(p)]))),
                       "cards[0].adventure")


@pytest.mark.parametrize("face", ["back", "flip", "adventure", "omen", "prepare"])
def test_a_face_without_a_name_is_an_error(tmp_path, face):
    """Every face has a name (CR 201.2: a name is a characteristic of each face): a nameless face is an error
    naming its path."""
    card = {"name": "Nameless Face", "mana_cost": "{1}{G}", "types": ["creature"], "power": 1, "toughness": 1,
            face: {"types": ["creature"], "power": 2, "toughness": 2}}
    p = card_file(tmp_path, card)
    assert_input_error(run("derive", write(tmp_path, "s.yaml", dict(doc(), card_files=[str(p)]))),
                       f"cards[0].{face}", "name")


def test_710_1_flipping_a_double_faced_permanent_does_nothing(engine):
    """CR 710.1, 710.1b: only a flip card has a flipped half to flip to; told to flip, Afflicted Deserter (a
    double-faced card) isn't flipped and the event says why; Jushi Apprentice flips (CR 710.4)."""
    s = state_from_document(doc(obj("d", "Afflicted Deserter", timestamp=1), obj("j", "Jushi Apprentice",
                                                                                   timestamp=2)))
    (out,) = engine.apply(s, {"event": "flip", "object": "d"})
    assert not next(o for o in out.state.doc["objects"] if o["id"] == "d").get("flipped")
    assert ("no_effect(flip(d),not_a_flip_card)", "710.1") in [(e.replace(" ", ""), r) for e, r in out.events]
    (out2,) = engine.apply(s, {"event": "flip", "object": "j"})
    assert next(o for o in out2.state.doc["objects"] if o["id"] == "j").get("flipped") is True
    assert engine.derive(out2.state).object("j").characteristics["name"] == "Tomoya the Revealer"
