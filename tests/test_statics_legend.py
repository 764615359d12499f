"""The legend rule's exemptions: "The "legend rule" doesn't apply to GROUP you control." (branch statics, issue 22;
rules_asp/kernel/statics_legend.lp).

CR 704.5j: a player who controls two or more legendary permanents with the same name chooses one and puts the rest
into their owners' graveyards. CR 101.1: a card's text that contradicts a rule wins, so the exempt permanents are left
out of the rule: they don't go, and they don't make a nonexempt permanent with their name go. Each expected value was
worked out from these rules before the engine was run.

Real cards from the bundled library: Cadric, Soul Kindler (legendary; "... doesn't apply to tokens you control"),
Council of Reeds (legendary; "... to creatures you control"), Spider-Verse (an enchantment; "... to Spiders you
control"), Shelob, Child of Ungoliant (a legendary Spider), Isamaru, Hound of Konda (a legendary Dog).
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", ts: int = 1) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, "timestamp": ts}


def token_copy(oid: str, source: str, owner: str = "alice", ts: int = 5) -> dict[str, Any]:
    return {"id": oid, "token": True, "zone": "battlefield", "owner": owner, "timestamp": ts,
            "copy_effects": [{"source": source, "timestamp": ts}]}


def sba_pending(engine, s) -> bool:
    return "state_based_actions" in engine.derive(s).settle


def test_legend_rule_lines_are_read_704_5j():
    lib = library()
    assert {"legend_rule_exempt": "tokens", "types": []} in lib["Cadric, Soul Kindler"]["abilities"]
    assert {"legend_rule_exempt": "permanents", "types": ["creature"]} in lib["Council of Reeds"]["abilities"]
    assert {"legend_rule_exempt": "permanents", "subtypes": ["Spider"]} in lib["Spider-Verse"]["abilities"]


def test_token_copy_of_a_legend_stays_under_cadric_704_5j_101_1(engine):
    """Cadric and a token copy of Cadric (legendary, same name, CR 707.2): the token is exempt, so only one nonexempt
    Cadric is left: no state-based action, both stay."""
    s = make_state([bf("cadric", "Cadric, Soul Kindler"), token_copy("tok", "cadric")])
    assert not sba_pending(engine, s)


def test_two_nontoken_legends_still_clash_under_cadric_704_5j(engine):
    """Cadric exempts tokens only: two nontoken Isamarus clash as ever, and one goes (two resulting states)."""
    s = make_state([bf("cadric", "Cadric, Soul Kindler"), bf("isa1", "Isamaru, Hound of Konda", ts=2),
                    bf("isa2", "Isamaru, Hound of Konda", ts=3)])
    assert sba_pending(engine, s)
    outs = engine.apply(s, {"event": "state_based_actions"}, settle=False)
    assert len(outs) == 2


def test_exemption_is_for_its_controller_only_704_5j_109_5(engine):
    """Bob controls Cadric; Alice's Isamaru and her token copy of it clash (Cadric's "you" is Bob, CR 109.5)."""
    s = make_state([bf("cadric", "Cadric, Soul Kindler", owner="bob"), bf("isa", "Isamaru, Hound of Konda"),
                    token_copy("tok", "isa")])
    assert sba_pending(engine, s)


def test_creatures_you_control_council_of_reeds_704_5j(engine):
    """Council of Reeds: two Isamarus (creatures) Alice controls don't clash."""
    s = make_state([bf("council", "Council of Reeds"), bf("isa1", "Isamaru, Hound of Konda", ts=2),
                    bf("isa2", "Isamaru, Hound of Konda", ts=3)])
    assert not sba_pending(engine, s)


def test_spiders_you_control_spider_verse_704_5j(engine):
    """Spider-Verse: two Shelobs (Spiders) don't clash; two Isamarus (Dogs) do."""
    spiders = make_state([bf("verse", "Spider-Verse"), bf("sh1", "Shelob, Child of Ungoliant", ts=2),
                          bf("sh2", "Shelob, Child of Ungoliant", ts=3)])
    assert not sba_pending(engine, spiders)
    dogs = make_state([bf("verse", "Spider-Verse"), bf("isa1", "Isamaru, Hound of Konda", ts=2),
                       bf("isa2", "Isamaru, Hound of Konda", ts=3)])
    assert sba_pending(engine, dogs)


def test_exempting_permanent_gone_the_rule_applies_704_5j(engine):
    """Council of Reeds in the graveyard exempts nothing (CR 604.1): the two Isamarus clash."""
    s = make_state([{"id": "council", "card": "Council of Reeds", "zone": "graveyard", "owner": "alice"},
                    bf("isa1", "Isamaru, Hound of Konda", ts=2), bf("isa2", "Isamaru, Hound of Konda", ts=3)])
    assert sba_pending(engine, s)
