"""The other modes of modal token-copy spells (issue 22, branch tokencopy4; rules_asp/kernel/tokencopy4_modes.lp):
real census cards by name from the bundled library (their Oracle text read by the grammar), in tiny states.

CR 700.2, 601.2b: the caster chooses the modes as the spell is cast; 700.2c: only the chosen modes' targets are
chosen; 608.2c: the chosen modes' instructions are followed in printed order. Each expected value was worked out from
the CR and the cards' rulings before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only
from .test_copy_spell_cards import real


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def tokens(s) -> list[dict[str, Any]]:
    return [o for o in s.to_document()["objects"] if o.get("token")]


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; the one resulting state."""
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def unsupported(name: str) -> list:
    return [a for a in library()[name]["abilities"] if isinstance(a, dict) and "unsupported" in a]


def islands(owner: str, n: int) -> list[dict[str, Any]]:
    return [bf(f"{owner[0]}isl{i}", "Island", owner) for i in range(n)]


# --- Sublime Epiphany: "Choose one or more — • Counter target spell. • Counter target activated or triggered
# ability. • Return target nonland permanent to its owner's hand. • Create a token that's a copy of target creature
# you control. • Target player draws a card."


def test_sublime_epiphany_reads_whole_115_1_700_2():
    assert unsupported("Sublime Epiphany") == []
    (ab,) = library()["Sublime Epiphany"]["abilities"]
    assert ab["spell"]["max"] == 5
    assert ab["spell"]["modes"][1] == {"effect": {"counter": "target"}, "target": "activated_or_triggered_ability"}


def _epiphany_state():
    """Bob's Man-o'-War trigger ("When this creature enters, return target creature to its owner's hand.") is on the
    stack targeting Alice's Grizzly Bears; Alice holds Sublime Epiphany with six Islands and a card in her library."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "bob", "controller": "bob", "targets": ["abear"],
            "ability": {"source": "mow", "text": mow["abilities"][0]}}
    return make_state([trig, bf("mow", "Man-o'-War", "bob"), bf("abear", "Grizzly Bears"),
                       zone("se", "Sublime Epiphany", "hand"), zone("lib1", "Island", "library"),
                       *islands("alice", 6)], cards=[mow], stack=["mow.ability.3"])


def test_sublime_epiphany_counters_bobs_trigger_115_1_701_6a(engine):
    """CR 115.1: mode 2 may target Bob's triggered ability on the stack (whoever controls it); CR 701.6a: resolving,
    Epiphany counters it: it is removed from the stack and ceases to exist, so Alice's Bears stay on the
    battlefield; Epiphany goes to Alice's graveyard (608.2n)."""
    s = only(engine.apply(_epiphany_state(), {"action": "cast", "object": "se", "modes": [2],
                                              "targets": ["mow.ability.3"]}))
    s = passes(engine, s)
    assert obj(s, "mow.ability.3") is None and s.doc.get("stack", []) == []
    assert obj(s, "abear")["zone"] == "battlefield" and obj(s, "se")["zone"] == "graveyard"


def test_sublime_epiphany_ability_mode_cant_target_a_permanent_or_be_chosen_without_an_ability_700_2a(engine):
    """CR 115.1: mode 2's target is an ability on the stack, never a permanent; CR 700.2a: with no ability on the
    stack mode 2 can't be chosen."""
    s = _epiphany_state()
    assert not engine.why_not(s, {"action": "cast", "object": "se", "modes": [2], "targets": ["mow"]}).legal
    quiet = make_state([bf("abear", "Grizzly Bears"), zone("se", "Sublime Epiphany", "hand"), *islands("alice", 6)])
    w = engine.why_not(quiet, {"action": "cast", "object": "se", "modes": [2], "targets": ["abear"]})
    assert ("mode_not_choosable(2)", "700.2a") in w.failures


def test_sublime_epiphany_three_modes_in_printed_order_608_2c(engine):
    """CR 700.2, 608.2c: modes 2, 4 and 5: the trigger is countered, Alice creates a token copy of her Bears
    (CR 707.2, 111.2: hers) and Alice (the target player) draws her library's one card."""
    s = only(engine.apply(_epiphany_state(), {"action": "cast", "object": "se", "modes": [2, 4, 5],
                                              "targets": ["mow.ability.3", "abear", "alice"]}))
    s = passes(engine, s)
    assert obj(s, "mow.ability.3") is None
    (tok,) = tokens(s)
    assert tok.get("controller", tok["owner"]) == "alice"
    assert engine.derive(s).object(tok["id"]).characteristics["name"] == "Grizzly Bears"
    assert obj(s, "lib1")["zone"] == "hand"
