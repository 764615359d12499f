"""Predefined tokens (CR 111.10, 111.10x Heartwood) and Empower Jace (CR 701.71a), with the official
rulings of the mechanics article (shared/cr/mechanics_article_it.txt, translated in each docstring)."""

from __future__ import annotations

from .conftest import make_state, only

JACE_CARD = {"name": "Jace, Test Mind", "mana_cost": "{2}{U}{U}", "types": ["planeswalker"], "subtypes": ["Jace"],
             "supertypes": ["legendary"], "loyalty": 4, "notes": "a test card: a nontoken Jace planeswalker"}
PROBE = {"name": "Probe", "mana_cost": "{R}{G}", "types": ["instant"]}


def _jaces(state, engine):
    d = engine.derive(state)
    return sorted((o.controller, o.characteristics["loyalty"]) for o in d.objects
                  if o.token and "Jace" in o.characteristics["subtypes"] and o.zone == "battlefield")


def test_heartwood_token_characteristics_111_10x(engine):
    """CR 111.10x (article: "each Heartwood token is a red and green artifact token with '{T}: Add {R} or
    {G}'"): the token created has exactly those characteristics; the effect gives it no name, so it is named
    "Heartwood Token" (CR 111.4: its subtype plus the word Token)."""
    s = only(engine.apply(make_state([]), {"event": "create_token", "player": "alice", "token": "Heartwood"}))
    (tok,) = engine.derive(s).objects
    ch = tok.characteristics
    assert (ch["name"], ch["types"], ch["subtypes"], ch["colors"], ch["abilities"]) == \
        ("Heartwood Token", ["artifact"], ["Heartwood"], ["green", "red"], [{"mana": ["G", "R"]}])
    assert (tok.token, tok.controller, tok.zone) == (True, "alice", "battlefield")


def test_heartwood_pays_red_or_green_601_2h(engine):
    """CR 111.10x, 605.1a: legal counts a Heartwood as a source of {R} or {G}; with a Forest it pays {R}{G}."""
    s = only(engine.apply(make_state([{"id": "probe", "card": "Probe", "zone": "hand", "owner": "alice"},
                                      {"id": "f", "card": "Forest", "zone": "battlefield", "owner": "alice"}],
                                     cards=[PROBE]),
                          {"event": "create_token", "player": "alice", "token": "Heartwood"}))
    assert ("alice", "cast", "probe") in {(a.player, a.action["action"], a.action.get("object"))
                                          for a in engine.legal_actions(s)}


def test_copy_of_a_heartwood_is_a_heartwood_707_2(engine):
    """CR 707.2: a token copy of a Heartwood token has its copiable values: a Heartwood with its mana ability."""
    s = only(engine.apply(make_state([]), {"event": "create_token", "player": "alice", "token": "Heartwood"}))
    (hid,) = [o["id"] for o in s.doc["objects"]]
    s = only(engine.apply(s, {"event": "create_token_copy", "source": hid, "controller": "bob"}))
    copies = [o for o in engine.derive(s).objects if o.controller == "bob"]
    assert [(o.characteristics["subtypes"], o.characteristics["abilities"]) for o in copies] == \
        [(["Heartwood"], [{"mana": ["G", "R"]}])]


def test_empower_jace_creates_the_token_first_701_71a(engine):
    """CR 701.71a (article ruling 1): with no Jace planeswalker token, create a blue Jace planeswalker token
    with 0 loyalty and the two loyalty abilities, then put N loyalty counters on it: loyalty 3. 701.71a names no name,
    so the token is named "Jace Token" (CR 111.4)."""
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "alice", "n": 3}))
    (j,) = engine.derive(s).objects
    ch = j.characteristics
    assert (ch["name"], ch["types"], ch["subtypes"], ch["colors"], ch["loyalty"], ch["supertypes"]) == \
        ("Jace Token", ["planeswalker"], ["Jace"], ["blue"], 3, [])
    assert sorted(ch["abilities"], key=str) == sorted([{"loyalty": -1, "effect": {"surveil": 1}},
                                                       {"loyalty": -3, "effect": {"draw": 1}}], key=str)
    assert engine.derive(s).pending == []


def test_empower_jace_adds_to_the_existing_token_701_71a(engine):
    """Article ruling 3: if you control a Jace planeswalker token you can't create a new one; the counters go
    on the existing token (3 + 2 = 5)."""
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "alice", "n": 3}))
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 2}))
    assert _jaces(s, engine) == [("alice", 5)]


def test_nontoken_jace_does_not_count_701_71a(engine):
    """Article ruling 2: empowering Jace doesn't put counters on a nontoken Jace planeswalker; a token is created."""
    s = make_state([{"id": "jc", "card": "Jace, Test Mind", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 4}}], cards=[JACE_CARD])
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 2}))
    assert _jaces(s, engine) == [("alice", 2)]
    assert engine.derive(s).object("jc").characteristics["loyalty"] == 4


def test_token_copy_of_a_jace_counts_and_choice_gives_two_states_701_71a(engine):
    """Article rulings 2-3: a Jace planeswalker token obtained otherwise (a token copy of a Jace card, which
    enters with its printed loyalty in counters, CR 306.5b) counts; with several Jace tokens you choose
    one of them: one resulting state per choice. (The second token copies another Jace card: two tokens
    with the same legendary name would meet the legend rule, CR 704.5j.)"""
    other = dict(JACE_CARD, name="Jace, Other Test Mind")
    s = make_state([{"id": "jc", "card": "Jace, Test Mind", "zone": "battlefield", "owner": "bob",
                     "counters": {"loyalty": 4}},
                    {"id": "jc2", "card": "Jace, Other Test Mind", "zone": "battlefield", "owner": "bob",
                     "counters": {"loyalty": 4}}], cards=[JACE_CARD, other])
    s = only(engine.apply(s, {"event": "create_token_copy", "source": "jc", "controller": "alice"}))
    assert _jaces(s, engine) == [("alice", 4)]
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 1}))
    assert _jaces(s, engine) == [("alice", 5)]
    s = only(engine.apply(make_state(s.doc["objects"], cards=[JACE_CARD, other]),
                          {"event": "create_token_copy", "source": "jc2", "controller": "alice"}))
    outs = engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 2})
    assert sorted(_jaces(o.state, engine) for o in outs) == [[("alice", 4), ("alice", 7)],
                                                              [("alice", 5), ("alice", 6)]]


def test_opponents_jace_token_does_not_count_701_71a(engine):
    """CR 701.71a: only a Jace planeswalker token *you* control counts."""
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "bob", "n": 3}))
    s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 1}))
    assert _jaces(s, engine) == [("alice", 1), ("bob", 3)]


def test_jace_token_with_zero_loyalty_dies_704_5i(engine):
    """CR 704.5i, 704.5d: empowering Jace 0 creates a 0-loyalty token, which goes to the graveyard as a
    state-based action and then ceases to exist."""
    s = only(engine.apply(make_state([]), {"event": "empower_jace", "player": "alice", "n": 0}))
    assert s.doc["objects"] == []


def test_empowering_spell_with_illegal_target_does_nothing_608_2b(engine):
    """Article ruling 4: a spell that empowers Jace and has targets doesn't resolve if every target is illegal
    (CR 608.2b): no Jace is empowered (or created)."""
    card = {"name": "Test Empowerment", "mana_cost": "{U}", "types": ["instant"],
            "abilities": [{"spell": {"target": "creature", "effect": {"empower_jace": 2}}}]}
    s = make_state([{"id": "sp", "card": "Test Empowerment", "zone": "stack", "owner": "alice",
                     "controller": "alice", "targets": ["bears"]},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
                   cards=[card], stack=["sp"])
    ok = only(engine.apply(s, {"event": "resolve"}))
    assert _jaces(ok, engine) == [("alice", 2)]
    gone = only(engine.apply(s, {"event": "move", "object": "bears", "to": "graveyard"}))
    gone = only(engine.apply(gone, {"event": "resolve"}))
    assert _jaces(gone, engine) == []


SURVEIL = {"loyalty": -1, "effect": {"surveil": 1}}
DRAW = {"loyalty": -3, "effect": {"draw": 1}}


def _jace(engine, n=3, **top):
    s = only(engine.apply(make_state([], **top), {"event": "empower_jace", "player": "alice", "n": n}))
    (jid,) = [o["id"] for o in s.doc["objects"]]
    return s, jid


def test_jace_loyalty_abilities_are_legal_at_sorcery_speed_606_3(engine):
    """CR 606.3, 606.6: in Alice's main phase with an empty stack both loyalty abilities of her 3-loyalty Jace
    are legal; CR 606.3: not in combat."""
    s, jid = _jace(engine)
    acts = sorted(str(a.action["ability"]) for a in engine.legal_actions(s) if a.action["action"] == "activate")
    assert acts == sorted([str(SURVEIL), str(DRAW)])
    combat = make_state(s.doc["objects"], phase="combat", step="declare_attackers")
    w = engine.why_not(combat, {"action": "activate", "object": jid, "ability": SURVEIL})
    assert ("needs_sorcery_timing", "606.3") in w.failures


def test_activating_pays_loyalty_once_per_turn_606_3_606_4(engine):
    """CR 606.4: activating [-1] removes a loyalty counter (3 -> 2) and puts the ability on the stack; CR 606.3:
    no second loyalty ability of that permanent this turn, even after it resolves."""
    s, jid = _jace(engine)
    s = only(engine.apply(s, {"action": "activate", "object": jid, "ability": SURVEIL}))
    assert engine.derive(s).object(jid).characteristics["loyalty"] == 2 and len(s.doc["stack"]) == 1
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert s.doc["stack"] == []
    w = engine.why_not(s, {"action": "activate", "object": jid, "ability": DRAW})
    assert ("loyalty_ability_already_activated", "606.3") in w.failures


def test_negative_cost_needs_enough_loyalty_606_6(engine):
    """CR 606.6: [-3] can't be activated with only 2 loyalty counters; [-1] can."""
    s, jid = _jace(engine, n=2)
    assert ("not_enough_loyalty(2)", "606.6") in engine.why_not(
        s, {"action": "activate", "object": jid, "ability": DRAW}).failures
    assert engine.why_not(s, {"action": "activate", "object": jid, "ability": SURVEIL}).legal


def test_paying_the_last_counters_kills_jace_704_5i(engine):
    """CR 606.4, 704.5i: activating [-3] with exactly 3 loyalty leaves 0; the state-based action puts the token
    into the graveyard (it then ceases, 704.5d) while the ability stays on the stack."""
    s, jid = _jace(engine)
    s = only(engine.apply(s, {"action": "activate", "object": jid, "ability": DRAW}))
    assert [o["id"] for o in s.doc["objects"]] == s.doc["stack"]
