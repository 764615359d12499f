"""CR 707.6 (with 614.12): choices made as a permanent entered aren't copied; a permanent entering as a copy
makes its own "as this enters" choice. Expected values worked out from the rule text and its Example."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue import load_state

from .conftest import EXAMPLES, make_state, only

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
AUTOMATON = {"id": "aa", "card": "Adaptive Automaton", "zone": "battlefield", "owner": "bob",
             "chosen": {"creature_type": "Elf"}}


def test_automaton_is_the_chosen_type_in_addition(engine):
    """Adaptive Automaton that chose Elf is a Construct Elf (its static ability, layer 4)."""
    d = engine.derive(make_state([AUTOMATON], cards=CR707))
    assert d.object("aa").characteristics["subtypes"] == ["Construct", "Elf"]


def test_707_6_clone_of_adaptive_automaton_makes_its_own_choice(engine):
    """CR 707.6 Example: a Clone entering as a copy of Adaptive Automaton doesn't copy the Automaton's choice
    (Elf); its controller chooses a creature type anew: one resulting state per creature type (here, every
    creature type printed on a creature card of the game), each Clone a Construct of its own chosen type."""
    s = load_state(Path(EXAMPLES) / "states" / "cr707_6_adaptive_automaton.yaml")
    s = only(engine.apply(s, {"action": "cast", "object": "clone"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = engine.apply(s, {"action": "pass"})
    chosen = {}
    for out in outs:
        (clone,) = [o for o in out.state.doc["objects"] if o["id"] == "clone"]
        if clone["zone"] != "battlefield":
            continue  # the Clone that copied nothing: a 0/0 that died (704.5f)
        d = engine.derive(out.state)
        subtypes = d.object("clone").characteristics["subtypes"]
        chosen[clone["chosen"]["creature_type"]] = subtypes
        assert d.object("aa").characteristics["subtypes"] == ["Construct", "Elf"]
    # the game's creature cards are the bundled library's Clone (Shapeshifter) and Adaptive Automaton (Construct)
    assert set(chosen) == {"Construct", "Shapeshifter"}
    assert all(sorted({"Construct", t}) == subs for t, subs in chosen.items())
