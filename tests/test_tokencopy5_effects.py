"""Token copies 5 (branch tokencopy5, issue 22; CR 707.2, 707.9, 111.1, 603.4, 603.7): more census token copy abilities,
real cards by name from the bundled library, in tiny states. Each expected value is worked out from the CR and the
cards' rulings before running the engine."""

from __future__ import annotations

from .conftest import make_state, only
from .test_keywords_costs import at, passes
from .test_token_copies_more import abilities_of, stack_abilities
from .test_tokencopy2 import chars, pass_pass, tokens

# --- "if you cast it" (CR 603.4, 601.2) -------------------------------------------------------------------------------

SKITTER = "Skitterbeam Battalion"


def test_skitterbeam_battalion_parses_603_4():
    assert abilities_of(SKITTER)[-1] == {"trigger": "enters", "if": "you_cast_it",
                                         "effect": {"create_token_copy": "self", "count": 2}}


def test_skitterbeam_battalion_cast_makes_two_copies_that_dont_copy_again_603_4_718_3d_707_2(engine):
    """CR 601.2, 603.4: Alice casts the Battalion prototyped (five Mountains) and it resolves: she cast it, so its enters
    ability triggers, and the condition still holds as it resolves: two tokens that are copies of it (CR 111.1, 707.2),
    each, as a copy of a prototyped permanent, a red 2/2 Skitterbeam Battalion with trample and haste (718.3d). The
    tokens entering weren't cast: their own copies of the ability don't trigger (603.4), so the stack is then empty."""
    s = make_state([at("sk", SKITTER, "hand"), *[at(f"m{i}", "Mountain", "battlefield") for i in range(5)]])
    s = only(engine.apply(s, {"action": "cast", "object": "sk", "as": "prototype"}))
    (s,) = passes(engine, s)
    assert len(stack_abilities(s)) == 1
    s = pass_pass(engine, s)
    toks = tokens(s)
    assert len(toks) == 2
    for t in toks:
        c = chars(engine, s, t["id"])
        assert (c["name"], c["power"], c["toughness"], c["colors"]) == (SKITTER, 2, 2, ["red"])
        assert "trample" in c["abilities"] and "haste" in c["abilities"]
    assert stack_abilities(s) == []


def test_skitterbeam_battalion_not_cast_doesnt_trigger_603_4(engine):
    """CR 603.4: a token copy of the Battalion created by an effect (not cast) enters: its enters ability doesn't
    trigger, the stack stays empty and no more tokens come."""
    s = make_state([at("sk", SKITTER, "battlefield", cast_as="prototype")])
    (out,) = engine.apply(s, {"event": "create_token_copy", "source": "sk", "controller": "alice"})
    assert len(tokens(out.state)) == 1 and stack_abilities(out.state) == []
