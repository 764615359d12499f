"""CR 800.4a with 608.2b: when a player leaves the game, the objects they own leave with them; a spell that
targeted one of those objects (or the player) has lost that target, and the state stays a valid state file.
Expected values worked out from the rule text."""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, make_state, only

CARDS = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707_10_choices.yaml").read_text(encoding="utf-8"))["cards"]


def test_800_4a_608_2b_a_spell_targeting_a_permanent_of_a_player_who_left_fizzles(engine):
    """Bob is at 3 life. The top Lightning Bolt deals him 3: he loses (704.5a) and leaves the game, and his Hill Giant
    leaves with him (800.4a); Alice, the last player, wins (104.2a). The other Bolt's only target is gone: it is
    kept as a lost target, and when that Bolt resolves (an event applied as given) it doesn't (608.2b): it goes
    to the graveyard and deals no damage."""
    s = make_state([{"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "bob", "timestamp": 1},
                    {"id": "bolt2", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "targets": ["giant"]},
                    {"id": "bolt1", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "targets": ["bob"]}],
                   cards=CARDS, stack=["bolt2", "bolt1"],
                   players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 3, "mana_pool": ""}])
    s1 = only(engine.apply(s, {"event": "resolve"}))
    objs = {o["id"]: o for o in s1.doc["objects"]}
    assert "giant" not in objs and [p["name"] for p in s1.doc["players"]] == ["alice"]
    assert objs["bolt2"]["lost_targets"] == [1]
    assert (s1.doc.get("game_over"), s1.doc.get("winner")) == (True, "alice")   # CR 104.2a
    out = engine.apply(s1, {"event": "resolve"})
    assert ("fizzles(bolt2)", "608.2b") in out[0].events
    assert {o["id"]: o["zone"] for o in out[0].state.doc["objects"]}["bolt2"] == "graveyard"
