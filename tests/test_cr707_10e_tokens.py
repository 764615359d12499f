"""CR 707.10e's Example (Frontline Heroism with Anointed Procession) and scenarios of the two rules it
leans on: cast triggers that copy "that spell" (CR 603.2, 707.10) and token-doubling replacement effects
(CR 614.1a, 614.5). Cards: examples/cards/cr707_10e.yaml (their printed characteristics). Each expected
value is worked out from the rule text in the docstring, not from the engine."""

from __future__ import annotations

from pathlib import Path

import yaml

from pyglue import load_state, state_from_document

from .conftest import EXAMPLES, make_state, only

STATE = Path(EXAMPLES) / "states" / "cr707_10e_frontline_heroism.yaml"
CARDS = [c for name in ("cr707.yaml", "cr707_10e.yaml")
         for c in yaml.safe_load((Path(EXAMPLES) / "cards" / name).read_text(encoding="utf-8"))["cards"]]


def without(state, *ids):
    doc = state.to_document()
    doc["objects"] = [o for o in doc["objects"] if o["id"] not in ids]
    return state_from_document(doc)


def with_objects(state, *objects):
    doc = state.to_document()
    doc["objects"] += list(objects)
    return state_from_document(doc)


def objs(state, zone):
    return {o["id"]: o for o in state.doc["objects"] if o["zone"] == zone}


def soldiers(state):
    return sorted(i for i, o in objs(state, "battlefield").items() if o.get("token") and ".token." in i)


def cast_triumph(engine, state, target="bear"):
    """Alice casts Moment of Triumph targeting ``target``; the state once triggers are on the stack."""
    return only(engine.apply(state, {"action": "cast", "object": "triumph", "targets": [target]}))


def resolve_top(engine, state):
    """Both players pass: the top of the stack resolves (CR 117.4); every resulting state."""
    s = only(engine.apply(state, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def test_707_10e_example_two_tokens_and_the_copy_targets_one_of_them(engine):
    """CR 707.10e Example: with Frontline Heroism and Anointed Procession, casting Moment of Triumph on a creature
    you control triggers Heroism; as the ability resolves two Soldier tokens are created (Procession doubles
    the one), then the spell is copied and the copy targets ONE of those tokens, its controller's choice: two
    resulting states, each copy with a single target, one per token. The original keeps its target."""
    s = cast_triumph(engine, load_state(STATE))
    (ab,) = [o for o in s.doc["objects"] if o.get("ability")]
    assert s.doc["stack"] == ["triumph", ab["id"]] and ab["ability"]["that_spell"] == "triumph"
    outs = resolve_top(engine, s)
    assert len(outs) == 2
    chosen = set()
    for out in outs:
        toks = soldiers(out)
        assert len(toks) == 2
        copies = [o for i, o in objs(out, "stack").items() if ".spell_copy." in i]
        assert len(copies) == 1 and len(copies[0]["targets"]) == 1 and copies[0]["targets"][0] in toks
        chosen.add(copies[0]["targets"][0])
        assert objs(out, "stack")["triumph"]["targets"] == ["bear"]
        assert out.doc["stack"][0] == "triumph" and out.doc["stack"][-1] == copies[0]["id"]
    assert len(chosen) == 2


def test_707_10e_the_tokens_are_red_1_1_soldiers_with_haste_111_4(engine):
    """CR 111.4: each token has exactly the values Frontline Heroism gives: a 1/1 red Soldier creature with
    haste, named Soldier; the doubled one too (CR 614.1a creates more of "those tokens")."""
    out = resolve_top(engine, cast_triumph(engine, load_state(STATE)))[0]
    d = engine.derive(out)
    for t in soldiers(out):
        c = d.object(t).characteristics
        assert (c["name"], c["colors"], c["types"], c["subtypes"], c["power"], c["toughness"], c["abilities"]) == \
            ("Soldier Token", ["red"], ["creature"], ["Soldier"], 1, 1, ["haste"])


def test_707_10e_without_procession_one_token_and_the_copy_targets_it(engine):
    """CR 707.10e: without a replacement effect there is one token, and the copy's every target is that token:
    exactly one resulting state."""
    s = cast_triumph(engine, without(load_state(STATE), "procession"))
    (out,) = resolve_top(engine, s)
    (tok,) = soldiers(out)
    (cp,) = [o for i, o in objs(out, "stack").items() if ".spell_copy." in i]
    assert cp["targets"] == [tok] and cp["controller"] == "alice"


def test_603_2_no_trigger_for_a_spell_targeting_an_opponents_creature(engine):
    """Frontline Heroism's trigger condition (CR 603.2): the spell must target only a single creature YOU control;
    Moment of Triumph on Bob's Bear doesn't trigger it: nothing but the spell goes on the stack."""
    s = cast_triumph(engine, load_state(STATE), target="bobs_bear")
    assert s.doc["stack"] == ["triumph"] and not s.doc.get("triggered")


def test_707_10_the_copy_is_not_cast_so_heroism_does_not_trigger_again(engine):
    """CR 707.10: a copy of a spell isn't cast, so the copy of Moment of Triumph (which targets only a creature
    Alice controls) doesn't trigger Frontline Heroism: after the ability resolves, nothing new waits."""
    s = cast_triumph(engine, without(load_state(STATE), "procession"))
    (out,) = resolve_top(engine, s)
    assert not out.doc.get("triggered") and len(out.doc["stack"]) == 2


def test_608_2_the_copy_and_the_original_each_give_plus_two(engine):
    """CR 608.2: the copy resolves first (it is on top) and its target token gets +2/+2 until end of turn (3/3);
    then the original resolves and the Bear gets +2/+2 (4/4). Each also gains Alice 2 life (CR 119.3): 24."""
    s = cast_triumph(engine, without(load_state(STATE), "procession"))
    (out,) = resolve_top(engine, s)
    (tok,) = soldiers(out)
    (s2,) = resolve_top(engine, out)
    (s3,) = resolve_top(engine, s2)
    d = engine.derive(s3)
    assert (d.object(tok).characteristics["power"], d.object(tok).characteristics["toughness"]) == (3, 3)
    assert (d.object("bear").characteristics["power"], d.object("bear").characteristics["toughness"]) == (4, 4)
    assert s3.doc["stack"] == []
    assert {p["name"]: p["life"] for p in s3.doc["players"]}["alice"] == 24


def test_608_2h_the_copy_is_made_even_if_the_spell_was_countered(engine):
    """CR 707.10 with 608.2h: the spell is countered while the ability waits on the stack; the ability still
    creates the token and copies the spell from its last known information (the copy targets the token)."""
    s = cast_triumph(engine, without(load_state(STATE), "procession"))
    s = only(engine.apply(s, {"event": "counter", "object": "triumph"}))
    assert "triumph" not in objs(s, "stack")
    (out,) = resolve_top(engine, s)
    (tok,) = soldiers(out)
    (cp,) = [o for i, o in objs(out, "stack").items() if ".spell_copy." in i]
    assert cp["targets"] == [tok]
    assert engine.derive(out).object(cp["id"]).characteristics["name"] == "Moment of Triumph"


def test_614_5_two_processions_make_four_tokens_and_four_choices(engine):
    """CR 614.1a, 614.5: each Anointed Procession's replacement applies once to the creation, each doubling it:
    1 x 2 x 2 = 4 Soldier tokens, and the copy may target any one of the four (four resulting states)."""
    s = with_objects(load_state(STATE), {"id": "procession2", "card": "Anointed Procession", "zone": "battlefield",
                                         "owner": "alice", "timestamp": 6})
    outs = resolve_top(engine, cast_triumph(engine, s))
    assert len(outs) == 4 and all(len(soldiers(o)) == 4 for o in outs)


def test_614_1a_an_opponents_procession_does_not_double_your_tokens(engine):
    """CR 614.1a: Anointed Procession doubles tokens created "under your control" only; Bob's Procession leaves
    Alice's creation at one token."""
    doc = load_state(STATE).to_document()
    for o in doc["objects"]:
        if o["id"] == "procession":
            o["owner"] = "bob"
    (out,) = resolve_top(engine, cast_triumph(engine, state_from_document(doc)))
    assert len(soldiers(out)) == 1


def test_614_1a_procession_doubles_a_predefined_token_111_10x(engine):
    """CR 614.1a with 111.10x: an event creating a Heartwood token under Alice's control creates two, each a red
    and green Heartwood artifact named Heartwood Token (CR 111.4)."""
    s = make_state([{"id": "procession", "card": "Anointed Procession", "zone": "battlefield", "owner": "alice"}],
                   cards=CARDS)
    s = only(engine.apply(s, {"event": "create_token", "player": "alice", "token": "Heartwood"}))
    hw = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert len(hw) == 2
    d = engine.derive(s)
    for h in hw:
        c = d.object(h).characteristics
        assert (c["name"], c["colors"], c["types"], d.object(h).controller) == \
            ("Heartwood Token", ["green", "red"], ["artifact"], "alice")


def test_614_1a_procession_doubles_token_copies_707_2(engine):
    """CR 614.1a with 707.2: creating a token that's a copy of Runeclaw Bear under Alice's control creates two,
    each a 2/2 green Bear named Runeclaw Bear."""
    s = make_state([{"id": "procession", "card": "Anointed Procession", "zone": "battlefield", "owner": "alice"},
                    {"id": "bear", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}], cards=CARDS)
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "bear", "controller": "alice"}))
    toks = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert len(toks) == 2
    d = engine.derive(s)
    for t in toks:
        c = d.object(t).characteristics
        assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Runeclaw Bear", 2, 2, ["green"])


def test_701_71a_procession_with_empower_jace_two_tokens_one_gets_the_counters(engine):
    """CR 701.71a with 614.1a: empowering Jace 3 with no Jace token creates one, which Procession makes two; then
    one Jace token Alice controls, her choice, gets the three loyalty counters: two resulting states. Before a
    player gets priority, the other Jace token (0 loyalty) goes to the graveyard (CR 704.5i) and, a token,
    ceases to exist (CR 704.5d): each state keeps one Jace token with loyalty 3, a different one in each."""
    s = make_state([{"id": "procession", "card": "Anointed Procession", "zone": "battlefield", "owner": "alice"}],
                   cards=CARDS)
    outs = engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 3})
    assert len(outs) == 2
    kept = set()
    for out in outs:
        (jace,) = [o for o in out.state.doc["objects"] if o.get("token")]
        assert jace["zone"] == "battlefield" and jace["counters"]["loyalty"] == 3
        kept.add(jace["id"])
        assert any(r == "704.5i" for _, r in out.events)
    assert len(kept) == 2


def test_707_5_616_1f_a_token_created_with_its_own_values_enters_as_essence_of_the_wild(engine):
    """CR 707.5, 616.1f, 614.12 (Essence of the Wild applies to creature tokens, whatever made them): Frontline
    Heroism's Soldier is a creature as it would exist on the battlefield (CR 111.4), so under Alice's Essence of
    the Wild it enters as a copy of Essence: a 6/6 green Avatar named Essence of the Wild. The copy of Moment
    of Triumph still targets that token (it is a creature Alice controls)."""
    s = make_state([{"id": "ess", "card": "Essence of the Wild", "zone": "battlefield", "owner": "alice", "timestamp": 1},
                    {"id": "heroism", "card": "Frontline Heroism", "zone": "battlefield", "owner": "alice", "timestamp": 2},
                    {"id": "plains", "card": "Plains", "zone": "battlefield", "owner": "alice", "timestamp": 3},
                    {"id": "triumph", "card": "Moment of Triumph", "zone": "hand", "owner": "alice"}], cards=CARDS)
    (out,) = resolve_top(engine, cast_triumph(engine, s, target="ess"))
    (tok,) = soldiers(out)
    c = engine.derive(out).object(tok).characteristics
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["subtypes"]) == \
        ("Essence of the Wild", 6, 6, ["green"], ["Avatar"])
    (cp,) = [o for i, o in objs(out, "stack").items() if ".spell_copy." in i]
    assert cp["targets"] == [tok]
