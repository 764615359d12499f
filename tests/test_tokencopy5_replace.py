"""Token copies 5 (branch tokencopy5, issue 22): "the first time you would create one or more tokens ..., you may instead
create that many tokens that are copies of ..." (CR 614.1a, 616.1, 707.2, 111.1): Moonlit Meditation, Mirrormind Crown
and Esix, Fractal Bloom by name from the bundled library, in tiny states. Each expected value is worked out from the CR
and the cards' rulings before running the engine: the replacement looks only at the player's first token creation of the
turn; declined then, it doesn't apply later that turn; the tokens become copies of the permanent as they are created."""

from __future__ import annotations

from .conftest import make_state, only
from .test_token_copies_more import abilities_of, bf
from .test_tokencopy2 import chars, tokens

HEARTWOOD = {"event": "create_token", "player": "alice", "token": "Heartwood"}


def _names(engine, s) -> list[str]:
    return sorted(chars(engine, s, t["id"])["name"] for t in tokens(s))


def _outcome_names(engine, outs) -> list[list[str]]:
    return sorted(_names(engine, o.state) for o in outs)


def test_first_tokens_instead_copies_parse_614_1a():
    assert abilities_of("Moonlit Meditation")[1] == {"first_tokens_instead_copies": "enchanted_permanent",
                                                     "during": "each_turn"}
    assert abilities_of("Mirrormind Crown")[0] == {"first_tokens_instead_copies": "equipped_creature",
                                                   "during": "each_turn"}
    assert abilities_of("Esix, Fractal Bloom")[1] == {"first_tokens_instead_copies": "other_creature",
                                                      "during": "your_turns"}


def _meditation(**player):
    return make_state([bf("rb", "Runeclaw Bear"), bf("mm", "Moonlit Meditation", attached_to="rb")],
                      players=[{"name": "alice", "life": 20, "mana_pool": "", **player},
                               {"name": "bob", "life": 20, "mana_pool": ""}])


def test_moonlit_meditation_may_make_the_first_token_a_copy_of_the_enchanted_creature_614_1a_707_2(engine):
    """CR 614.1a ("you may"): Alice's first token creation of the turn (a Heartwood) has two outcomes: the Heartwood, or
    instead a token that's a copy of Runeclaw Bear, the enchanted creature (CR 707.2: a 2/2 green Bear creature named
    Runeclaw Bear, a token, under Alice's control, CR 111.2)."""
    outs = engine.apply(_meditation(), HEARTWOOD)
    assert _outcome_names(engine, outs) == [["Heartwood Token"], ["Runeclaw Bear"]]
    s = next(o.state for o in outs if _names(engine, o.state) == ["Runeclaw Bear"])
    (tok,) = tokens(s)
    c = chars(engine, s, tok["id"])
    assert (c["power"], c["toughness"], c["types"], c["subtypes"], tok["controller"]) == (
        2, 2, ["creature"], ["Bear"], "alice")


def test_moonlit_meditation_applies_only_to_the_first_creation_each_turn_614_1a(engine):
    """CR 614.1a: "the first time ... each turn": whether Alice applied it or not, her second token creation that turn
    is a Heartwood only (one outcome each)."""
    for s in [o.state for o in engine.apply(_meditation(), HEARTWOOD)]:
        s2 = only(engine.apply(s, HEARTWOOD))
        assert sorted(_names(engine, s2)).count("Heartwood Token") == _names(engine, s).count("Heartwood Token") + 1
        assert len(tokens(s2)) == 2


def test_moonlit_meditation_not_after_a_token_this_turn_614_1a(engine):
    """CR 614.1a: Alice has already created tokens this turn (the state's count): no replacement, one outcome."""
    s = only(engine.apply(_meditation(token_creations_this_turn=1), HEARTWOOD))
    assert _names(engine, s) == ["Heartwood Token"]


def test_mirrormind_crown_needs_to_be_attached_301_5a_614_1a(engine):
    """CR 301.5a: unattached, the Crown's ability has no equipped creature to copy ("as long as this Equipment is attached
    to a creature"): the Heartwood only. Attached to Runeclaw Bear: a copy of the Bear may be created instead."""
    s = make_state([bf("rb", "Runeclaw Bear"), bf("mc", "Mirrormind Crown")])
    assert _outcome_names(engine, engine.apply(s, HEARTWOOD)) == [["Heartwood Token"]]
    s = make_state([bf("rb", "Runeclaw Bear"), bf("mc", "Mirrormind Crown", attached_to="rb")])
    assert _outcome_names(engine, engine.apply(s, HEARTWOOD)) == [["Heartwood Token"], ["Runeclaw Bear"]]


def test_esix_on_your_turn_copies_a_chosen_creature_other_than_esix_614_1a_115_10a(engine):
    """Esix: "during each of your turns": on Alice's turn she may instead create a copy of a creature other than Esix,
    whoever controls it (Bob's Runeclaw Bear; chosen, not targeted, CR 115.10a): two outcomes, never a copy of Esix."""
    s = make_state([bf("ex", "Esix, Fractal Bloom"), bf("rb", "Runeclaw Bear", "bob")])
    assert _outcome_names(engine, engine.apply(s, HEARTWOOD)) == [["Heartwood Token"], ["Runeclaw Bear"]]


def test_esix_not_on_an_opponents_turn_614_1a(engine):
    """Esix: on Bob's turn Alice's first token creation is not replaced: one outcome, the Heartwood."""
    s = make_state([bf("ex", "Esix, Fractal Bloom"), bf("rb", "Runeclaw Bear", "bob")], active_player="bob",
                   priority="bob")
    assert _outcome_names(engine, engine.apply(s, HEARTWOOD)) == [["Heartwood Token"]]
