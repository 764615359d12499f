"""CR 704.5j, the legend rule, as it meets copies (CR 707.2, 707.9b): a copy of a legendary permanent is
legendary with the same name; Spark Double's "isn't legendary" exception avoids the rule. Expected values
worked out from the rule text."""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, make_state

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
ISAMARU = {"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "battlefield", "owner": "alice", "timestamp": 1}


def test_token_copy_of_a_legend_makes_its_controller_choose_704_5j(engine):
    """CR 707.2, 704.5j: a token copy of Isamaru is a legendary Isamaru too; Alice controls both, so at the
    state-based action check she keeps one and the other goes to its owner's graveyard (the token then ceases,
    704.5d): two resulting states, one per choice."""
    s = make_state([ISAMARU, {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
                              "copy_effects": [{"source": "isa", "timestamp": 2}]}], cards=CR707)
    assert "state_based_actions" in engine.derive(s).settle
    outs = engine.apply(s, {"event": "state_based_actions"}, settle=False)
    kept = sorted(next(o["id"] for o in out.state.doc["objects"] if o["zone"] == "battlefield") for out in outs)
    assert kept == ["isa", "tok"]
    for out in outs:
        gone = "tok" if any(o["id"] == "isa" and o["zone"] == "battlefield" for o in out.state.doc["objects"]) else "isa"
        assert (f"legend_rule({gone})", "704.5j") in out.events


def test_different_controllers_keep_both_704_5j(engine):
    """CR 704.5j: the rule looks at one player's permanents: Bob's copy of Alice's Isamaru doesn't clash."""
    s = make_state([ISAMARU, {"id": "tok", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 2,
                              "copy_effects": [{"source": "isa", "timestamp": 2}]}], cards=CR707)
    assert "state_based_actions" not in engine.derive(s).settle


def test_spark_double_copy_is_not_legendary_so_no_clash_707_9b(engine):
    """CR 707.9b, 704.5j: a copy "except it isn't legendary" (Spark Double) keeps the name but not the
    supertype, so Alice keeps both."""
    s = make_state([ISAMARU, {"id": "sd", "card": "Spark Double", "zone": "battlefield", "owner": "alice",
                              "timestamp": 2,
                              "copy_effects": [{"source": "isa", "timestamp": 2,
                                                "except": {"remove_supertypes": ["legendary"]}}]}], cards=CR707)
    d = engine.derive(s)
    assert d.object("sd").characteristics["name"] == "Isamaru, Hound of Konda"
    assert "state_based_actions" not in d.settle
