"""Branch fix11: problems a new user (newuser10) found on main and left.

Each expected value is worked out from the September 25, 2026 CR and the cards' Oracle text before running the engine.
"""

from __future__ import annotations

from .conftest import make_state


def test_a_kicked_cast_of_a_spell_without_kicker_still_reports_its_unpayable_cost_601_2h_702_33a(engine):
    """Lightning Bolt ({R}, no kicker) in Alice's hand, her pool {U}. CR 702.33a: announced kicked, the cast can't be
    (it has no kicker); kicked twice, CR 702.33d: no multikicker either. CR 601.2f-h: either way its total cost {R}
    can't be paid from {U}, and why-not says so beside the kicker problem."""
    from pyglue import render

    s = make_state([{"id": "b", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    once = render.why_not_text(engine.why_not(s, {"action": "cast", "object": "b", "kicked": True,
                                                  "targets": ["bob"]}), s)
    assert "the cost {R} can't be paid (CR 601.2h)" in once, once
    assert "it has no kicker (CR 702.33a)" in once, once
    twice = render.why_not_text(engine.why_not(s, {"action": "cast", "object": "b", "kicked": 2,
                                                   "targets": ["bob"]}), s)
    assert "the cost {R} can't be paid (CR 601.2h)" in twice, twice
    assert "(CR 702.33d)" in twice, twice
