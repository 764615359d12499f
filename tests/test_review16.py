"""Review16 (session 14): probes of split cards (CR 709) and of who chooses, beyond tests/test_split_cards.py and
tests/test_choosers.py. Each expected value was worked out from the CR (September 25, 2026), a ruling where cited, and
the cards' Oracle text (data/oracle/library_source.json) before the engine was run:
- Isochron Scepter {2}: "Imprint — When this artifact enters, you may exile an instant card with mana value 2 or less
  from your hand. ..."; Sevinne's Reclamation {2}{W}: "Return target permanent card with mana value 3 or less from your
  graveyard to the battlefield. ..."; Dual Strike {R}{R}: "When you next cast an instant or sorcery spell with mana
  value 4 or less this turn, copy that spell. ..."; Blaze {X}{R}: "Blaze deals X damage to any target.";
  Soundwave, Superior Captain (Soundwave, Sonic Spy's back face): "Whenever you cast a spell with an odd [even] mana
  value, convert ~ ..."; Lithoform Engine: "{4}, {T}: Copy target permanent spell you control."
- the split cards of test_split_cards.py: Expansion {U/R}{U/R} // Explosion {X}{U}{U}{R}{R}, Odds {U}{R} // Ends
  {3}{R}{W}, Mirror Room {2}{U} // Fractured Realm {5}{U}{U} (Enchantment — Room)."""

from __future__ import annotations

from typing import Any

from .conftest import make_state, only
from .test_becomes2_cards import bf
from .test_split_cards import at, lands, obj, passes, view


def _abilities(s) -> list[dict[str, Any]]:
    return [o for o in s.doc["objects"] if "ability" in o]


# --- 709.4, 709.4b, 202.3d: off the stack, the halves combined --------------------------------------------------------


def test_a_room_in_a_graveyard_library_or_exile_has_both_halves_709_4_202_3d(engine):
    """CR 709.4: off the stack (and off the battlefield, where 709.5 applies) Mirror Room // Fractured Realm has both
    halves combined: both names, mana cost {2}{U}{5}{U}{U}, mana value 3 + 7 = 10 (709.4b, 202.3d), blue, an
    Enchantment — Room (709.5a) with each half's ability (709.4c): in a graveyard, a library and exile alike."""
    s = make_state([at("rg", "Mirror Room", "graveyard"), at("rl", "Mirror Room", "library"),
                    at("rx", "Mirror Room", "exile")])
    d = engine.derive(s)
    for oid in ("rg", "rl", "rx"):
        o = d.object(oid)
        c = o.characteristics
        assert (c["name"], c["mana_cost"], o.mana_value, c["colors"], c["types"], c["subtypes"], len(c["abilities"])) \
            == ("Mirror Room // Fractured Realm", "{2}{U}{5}{U}{U}", 10, ["blue"], ["enchantment"], ["Room"], 2), oid


def test_isochron_scepter_cant_imprint_a_split_card_of_mana_value_6_709_4b(engine):
    """CR 709.4b, 202.3d-f: in a hand Expansion // Explosion's mana value is 6 (2 + 4, X = 0), not its halves' 2 or 4:
    Isochron Scepter's imprint ("an instant card with mana value 2 or less from your hand") may take Lightning Bolt
    (mana value 1) or nothing, never Expansion // Explosion: two resulting states, Expansion in the hand in both."""
    s = make_state([at("is", "Isochron Scepter", "hand"), at("ee", "Expansion", "hand"), at("lb", "Lightning Bolt", "hand"),
                    *lands("alice", "Island", 2)])
    s = only(engine.apply(s, {"action": "cast", "object": "is"}))
    s = passes(engine, s)
    assert len(_abilities(s)) == 1
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    assert sorted((obj(o.state, "ee")["zone"], obj(o.state, "lb")["zone"]) for o in outs) == \
        [("hand", "exile"), ("hand", "hand")]


def test_sevinnes_reclamation_cant_return_a_room_of_mana_value_10_709_4b(engine):
    """CR 709.4b, 202.3d: Mirror Room // Fractured Realm in a graveyard has mana value 10, though its left half's is 3:
    Sevinne's Reclamation ("target permanent card with mana value 3 or less from your graveyard") can't target it; it
    can target Grizzly Bears (2)."""
    s = make_state([at("sr", "Sevinne's Reclamation", "hand"), at("room", "Mirror Room", "graveyard"),
                    at("gb", "Grizzly Bears", "graveyard"), *lands("alice", "Plains", 3)])
    assert not engine.why_not(s, {"action": "cast", "object": "sr", "targets": ["room"]}).legal
    assert engine.why_not(s, {"action": "cast", "object": "sr", "targets": ["gb"]}).legal


# --- 709.3: casting one half -------------------------------------------------------------------------------------------


def test_the_legal_actions_list_both_halves_when_both_can_be_cast_709_3(engine):
    """CR 709.3: the player chooses which half to cast. With three Islands, three Mountains and Bob's Lightning Bolt on
    the stack, Alice can cast Expansion ({U/R}{U/R}, targeting the Bolt) or Explosion ({X}{U}{U}{R}{R}): the legal
    actions list a cast of each half; Explosion's with each X six lands can pay (CR 107.3a, 601.2b: X = 0, 1, 2, its
    {U}{U}{R}{R} taking four of them), Expansion's with none (it has no X)."""
    bolt = at("bolt", "Lightning Bolt", "stack", "bob", controller="bob", targets=["alice"], cast_with="mana")
    s = make_state([bolt, at("ee", "Expansion", "hand"), *lands("alice", "Island", 3), *lands("alice", "Mountain", 3)],
                   stack=["bolt"])
    casts = [a.action for a in engine.legal_actions(s) if a.action.get("object") == "ee"]
    assert {a.get("as") for a in casts} == {"left_half", "right_half"}
    assert sorted(a.get("x", 0) for a in casts if a["as"] == "right_half") == [0, 1, 2]
    assert [a.get("x", 0) for a in casts if a["as"] == "left_half"] == [0]


def test_ends_on_the_stack_is_only_ends_709_3b(engine):
    """CR 709.3b: on the stack only the half cast exists: Ends ({3}{R}{W}) is red and white with mana value 5 and Ends'
    ability only; Odds ({U}{R}) blue and red, mana value 2 (202.3d: the half chosen)."""
    ends = at("ends", "Odds", "stack", controller="alice", cast_as="right_half", targets=["bob"], cast_with="mana")
    odds = at("odds", "Odds", "stack", controller="alice", targets=["ends"], cast_with="mana")
    s = make_state([ends, odds], stack=["ends", "odds"])
    e, o = view(engine, s, "ends"), view(engine, s, "odds")
    assert (e.characteristics["name"], e.mana_value, e.characteristics["colors"], len(e.characteristics["abilities"])) \
        == ("Ends", 5, ["red", "white"], 1)
    assert (o.characteristics["name"], o.mana_value, o.characteristics["colors"]) == ("Odds", 2, ["blue", "red"])


def test_ends_sacrifice_is_the_target_players_choice_701_21a_608_2d(engine):
    """Ends, "Target player sacrifices two attacking creatures.", cast by Alice at Bob, resolves on Alice's pass after
    Bob's: Bob, the player sacrificing, chooses the two (701.21a: a player sacrifices permanents they control; 608.2d):
    each of the three outcomes names Bob as the chooser of its two attackers, not Alice (the spell's controller)."""
    ends = at("ends", "Odds", "stack", controller="alice", cast_as="right_half", targets=["bob"], cast_with="mana")
    bears = [at(f"a{i}", "Grizzly Bears", "battlefield", "bob", attacking="alice") for i in range(3)]
    s = make_state([ends, *bears], stack=["ends"], phase="combat", step="declare_attackers", active_player="bob",
                   priority="bob")
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    picks = sorted(tuple(sorted((c["value"], c["chooser"]) for c in o.choices if c["choice"] == "sacrifice"))
                   for o in outs)
    assert picks == [(("a0", "bob"), ("a1", "bob")), (("a0", "bob"), ("a2", "bob")), (("a1", "bob"), ("a2", "bob"))]


# --- 202.3e: X counts in a spell's mana value as it becomes cast --------------------------------------------------


def test_dual_strike_sees_the_x_of_the_spell_cast_202_3e_603_7(engine):
    """CR 202.3e: on the stack X is its chosen value; the spell becomes cast with it (601.2b, 601.2i). Dual Strike's
    delayed ability ("When you next cast an instant or sorcery spell with mana value 4 or less this turn") triggers for
    Explosion cast with X = 0 (mana value 4: 709.3b, the half cast), not with X = 1 (5); for Blaze with X = 3 (4), not
    with X = 4 (5)."""
    def cast_after_dual_strike(extra: list[dict[str, Any]], action: dict[str, Any]):
        ds = at("ds", "Dual Strike", "stack", controller="alice", cast_with="mana")
        s = passes(engine, make_state([ds, *extra], stack=["ds"]))
        assert s.doc.get("delayed_triggers")
        return [len(_abilities(o.state)) for o in engine.apply(s, action)]

    ee = [at("ee", "Expansion", "hand"), *lands("alice", "Island", 3), *lands("alice", "Mountain", 2)]
    explosion = {"action": "cast", "object": "ee", "as": "right_half", "targets": ["alice", "alice"]}
    assert set(cast_after_dual_strike(ee, {**explosion, "x": 0})) == {1}
    assert set(cast_after_dual_strike(ee, {**explosion, "x": 1})) == {0}
    bz = [at("bz", "Blaze", "hand"), *lands("alice", "Mountain", 5)]
    assert set(cast_after_dual_strike(bz, {"action": "cast", "object": "bz", "x": 3, "targets": ["bob"]})) == {1}
    assert set(cast_after_dual_strike(bz, {"action": "cast", "object": "bz", "x": 4, "targets": ["bob"]})) == {0}


def test_soundwave_superior_captain_reads_the_x_of_the_spell_cast_202_3e_603_2(engine):
    """CR 202.3e, 601.2i: Blaze cast with X = 1 has mana value 2, even, as it becomes cast: Soundwave, Superior
    Captain's even trigger (Laserbeak) triggers, the odd one (Ravage) doesn't."""
    s = make_state([bf("sw", "Soundwave, Sonic Spy", transformed=True),
                    {"id": "bz", "card": "Blaze", "zone": "hand", "owner": "alice"}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {"action": "cast", "object": "bz", "cost": "mana", "x": 1, "targets": ["bob"]}))
    (ab,) = _abilities(s)
    assert ab["ability"]["text"]["trigger"] == {"you_cast_mv_parity": "even"}


# --- 709.5b, 709.5d: a copy of a Room spell -------------------------------------------------------------------------


def test_a_copy_of_a_room_spell_enters_with_the_cast_halfs_door_unlocked_709_5d_707_10(engine):
    """CR 707.10: a copy of a spell copies the decisions made casting it (here which half was cast, 709.3; 709.5b: both
    halves exist in the copy); 707.10f: it resolves into a token. The Rooms' ruling (Glassworks // Shattered Yard,
    2024-09-20): "when the copy resolves, the token it becomes will enter with the appropriate door unlocked" (709.5d
    reads "cast"; a copy isn't cast, 707.10: the ruling decides). Alice's Lithoform Engine copies her Fractured Realm
    spell: the token enters with the right door unlocked (Fractured Realm, mana value 7); a copy of her Mirror Room
    spell enters with the left door unlocked, and its "When you unlock this door" triggers (709.5h), targeting her Bears."""
    def copy_resolved(room: dict[str, Any]):
        s = make_state([room, at("le", "Lithoform Engine", "battlefield"), at("bears", "Grizzly Bears", "battlefield"),
                        *lands("alice", "Island", 4)], stack=["room"])
        s = only(engine.apply(s, {"action": "activate", "object": "le", "ability": 2, "targets": ["room"]}))
        s = passes(engine, passes(engine, s))
        (cp,) = [o for o in s.doc["objects"] if o.get("token")]
        return s, cp

    s, cp = copy_resolved(at("room", "Mirror Room", "stack", controller="alice", cast_as="right_half",
                             cast_with="mana"))
    v = view(engine, s, cp["id"])
    assert (cp["zone"], cp.get("designations")) == ("battlefield", ["right_half_unlocked"])
    assert (v.characteristics["name"], v.mana_value) == ("Fractured Realm", 7)
    s, cp = copy_resolved(at("room", "Mirror Room", "stack", controller="alice", cast_with="mana"))
    assert (cp["zone"], cp.get("designations")) == ("battlefield", ["left_half_unlocked"])
    assert view(engine, s, cp["id"]).characteristics["name"] == "Mirror Room"
    assert [(a["ability"]["source"], a.get("targets")) for a in _abilities(s)] == [(cp["id"], ["bears"])]


def test_reflective_rimekins_boon_sees_the_x_of_the_spell_cast_202_3e_603_7(engine):
    """CR 202.3e, 601.2i: Reflective Rimekin's boon ("When you cast an instant or sorcery spell with mana value 3 or less,
    copy it") triggers for Blaze cast with X = 2 (mana value 3), not with X = 3 (4)."""
    boon = {"source": "rk", "controller": "alice",
            "text": {"trigger": {"boon_cast_instant_or_sorcery": 3}, "effect": {"copy_that_spell": "new_targets"}}}

    def stacks(x: int) -> set[int]:
        s = make_state([at("rk", "Reflective Rimekin", "battlefield"), at("bz", "Blaze", "hand"),
                        *lands("alice", "Mountain", 4)], delayed_triggers=[boon])
        return {len(o.state.doc["stack"]) for o in engine.apply(s, {"action": "cast", "object": "bz", "x": x,
                                                                     "targets": ["bob"]})}
    assert (stacks(2), stacks(3)) == ({2}, {1})


# --- 603.3b, 101.4: APNAP, and each player orders their own triggers -------------------------------------------------


def test_triggers_of_both_players_go_on_the_stack_in_apnap_order_603_3b_101_4(engine):
    """CR 603.3b: Alice casts Lightning Bolt; her Renegade Bull ("Whenever you cast an instant or sorcery spell") and
    Bob's Mage Hunter ("Whenever an opponent casts ... an instant or sorcery spell") trigger. Each player, in APNAP
    order (101.4), puts the abilities they control on the stack: in Alice's turn hers first, Bob's on top (it resolves
    first); in Bob's turn (Alice casting the instant in his declare attackers step) Bob's first, hers on top. Each
    places their own (the order choices name Alice and Bob as choosers)."""
    for active, stack in (("alice", ["lb", "rb.ability.5", "mh.ability.5"]),
                          ("bob", ["lb", "mh.ability.5", "rb.ability.5"])):
        when = {} if active == "alice" else {"phase": "combat", "step": "declare_attackers"}
        s = make_state([at("rb", "Renegade Bull", "battlefield"), at("mh", "Mage Hunter", "battlefield", "bob"),
                        at("lb", "Lightning Bolt", "hand"), at("m0", "Mountain", "battlefield")],
                       active_player=active, priority="alice", **when)
        (out,) = engine.apply(s, {"action": "cast", "object": "lb", "targets": ["bob"]})
        assert out.state.doc["stack"] == stack, active
        assert sorted((c["value"], c["chooser"]) for c in out.choices if c["choice"] == "order") == \
            [("mh.ability.5", "bob"), ("rb.ability.5", "alice")]
