"""Vanishing N (branch statics, issue 22; rules_asp/kernel/statics_keywords.lp).

CR 702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the beginning of your upkeep,
if this permanent has a time counter on it, remove a time counter from it," and "When the last time counter is
removed from this permanent, sacrifice it." CR 603.4: the intervening if is checked as the ability would trigger and as
it resolves. Each expected value was worked out from these rules before the engine was run. Chronozoa (real card):
{3}{U} 3/3, flying, vanishing 3.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state, only


def passes(engine, s):
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def chrono(counters: dict[str, int] | None = None) -> dict[str, Any]:
    o = {"id": "cz", "card": "Chronozoa", "zone": "battlefield", "owner": "alice"}
    if counters:
        o["counters"] = counters
    return o


def to_alices_upkeep(engine, objects):
    """Bob's end step, both pass: cleanup, then Alice's turn begins in her upkeep (CR 500.1, 503.1a)."""
    s = make_state(objects, active_player="bob", phase="ending", step="end", priority="bob")
    s = passes(engine, s)
    assert (s.doc["active_player"], s.doc["step"]) == ("alice", "upkeep")
    return s


def cz(s) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == "cz"), None)


def test_line_is_read_702_63a():
    assert {"vanishing": 3} in library()["Chronozoa"]["abilities"]


def test_enters_with_n_time_counters_702_63a(engine):
    """Cast and resolved, Chronozoa enters with three time counters."""
    s = make_state([{"id": "cz", "card": "Chronozoa", "zone": "hand", "owner": "alice"},
                    *[{"id": f"i{k}", "card": "Island", "zone": "battlefield", "owner": "alice"} for k in range(4)]])
    s = passes(engine, only(engine.apply(s, {"action": "cast", "object": "cz"})))
    assert cz(s)["zone"] == "battlefield" and cz(s).get("counters") == {"time": 3}


def test_upkeep_removes_a_time_counter_702_63a(engine):
    """With two time counters, the upkeep ability triggers; resolved, one is left and Chronozoa stays."""
    s = to_alices_upkeep(engine, [chrono({"time": 2})])
    assert len(s.doc["stack"]) == 1
    s = passes(engine, s)
    assert cz(s)["zone"] == "battlefield" and cz(s).get("counters") == {"time": 1}


def test_last_counter_removed_sacrifices_it_702_63a(engine):
    """With one time counter: the upkeep ability removes it; the last one removed, the third ability triggers and,
    resolved, Alice sacrifices Chronozoa: it is in her graveyard."""
    s = to_alices_upkeep(engine, [chrono({"time": 1})])
    s = passes(engine, s)       # the upkeep ability resolves: the last counter comes off; the sacrifice trigger waits
    assert len(s.doc["stack"]) == 1
    s = passes(engine, s)
    assert cz(s)["zone"] == "graveyard"


def test_no_time_counter_no_trigger_603_4(engine):
    """Without time counters the intervening if fails: nothing triggers in Alice's upkeep."""
    s = to_alices_upkeep(engine, [chrono()])
    assert s.doc["stack"] == []


def test_opponents_upkeep_doesnt_trigger_503_1a(engine):
    """"Your upkeep": Bob's Chronozoa doesn't trigger in Alice's upkeep."""
    o = dict(chrono({"time": 2}), owner="bob")
    s = to_alices_upkeep(engine, [o])
    assert s.doc["stack"] == []
