"""Token copies made by activated abilities, spells and statics (branch tokencopy7, issue 22;
rules_asp/kernel/tokencopy7_*.lp). Real cards by name from the bundled library. Each expected value was worked out from
the CR text and the cards' rulings before the engine was run."""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, make_state, on_bf, only
from .test_token_copies import obj, pass_twice, tokens


def _unsupported(name):
    return [a for a in library()[name]["abilities"] if isinstance(a, dict) and "unsupported" in a]


# --- Adagia, Windswept Bastion ---------------------------------------------------------------------------------------


def test_721_2a_707_9b_adagia_copies_an_artifact_or_enchantment_you_control_as_legendary(engine):
    """Adagia with 12 charge counters has its "12+ |" ability (721.2a). Its targets (115.1): Alice's Juggernaut (an
    artifact) and Glorious Anthem (an enchantment), not Hill Giant (neither) nor Bob's Anthem (not hers). Resolved
    targeting Juggernaut: a token Juggernaut that is legendary besides its own types (707.9b), under Alice's control
    (111.2)."""
    assert not _unsupported("Adagia, Windswept Bastion")
    s = make_state([on_bf("ad", "Adagia, Windswept Bastion", "alice", counters={"charge": 12}),
                    on_bf("jg", "Juggernaut", "alice"), on_bf("ga", "Glorious Anthem", "alice"),
                    on_bf("hg", "Hill Giant", "alice"), on_bf("bga", "Glorious Anthem", "bob")]
                   + basics("alice", "Plains", 4))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == "ad"
            and a.targets]
    assert sorted(x for a in acts for t in a.targets for x in t) == ["ga", "jg"]
    ab = acts[0].action["ability"]
    s = engine.apply(s, {"action": "activate", "object": "ad", "ability": ab, "targets": ["jg"]})[0].state
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    d = engine.derive(s).object(tok["id"]).characteristics
    assert (d["name"], sorted(d.get("supertypes", [])), d["types"]) == ("Juggernaut", ["legendary"],
                                                                       ["artifact", "creature"])


# --- Reflection of Kiki-Jiki (Fable of the Mirror-Breaker's back face) ---------------------------------------------


def test_115_1_602_2b_reflection_of_kiki_jiki_copies_another_nonlegendary_creature_you_control(engine):
    """Alice's transformed Fable (Reflection of Kiki-Jiki, 712.8e), her Hill Giant, her legendary Isamaru and Bob's
    Runeclaw Bear. "Another target nonlegendary creature you control" (115.1, 601.2c via 602.2b): only Hill Giant (not
    the Reflection itself, not Isamaru, not Bob's Bear). Resolved: a token Hill Giant with haste (707.9b) under Alice's
    control, and a delayed trigger that sacrifices it at the beginning of the next end step (603.7a)."""
    s = make_state([on_bf("rk", "Fable of the Mirror-Breaker", "alice", transformed=True),
                    on_bf("hg", "Hill Giant", "alice"), on_bf("isa", "Isamaru, Hound of Konda", "alice"),
                    on_bf("rb", "Runeclaw Bear", "bob")] + basics("alice", "Mountain", 1))
    acts = [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == "rk"]
    assert [a.targets for a in acts] == [[["hg"]]]
    s = only(engine.apply(s, {"action": "activate", "object": "rk", "ability": acts[0].action["ability"],
                              "targets": ["hg"]}))
    s = pass_twice(engine, s)
    (tok,) = tokens(s)
    d = engine.derive(s).object(tok["id"]).characteristics
    assert d["name"] == "Hill Giant" and "haste" in d["abilities"]
    (dt,) = s.to_document()["delayed_triggers"]
    assert (dt["source"], dt["controller"]) == ("rk", "alice")
