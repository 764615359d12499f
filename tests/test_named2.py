"""Copies of cards the text names (branch named2, session 7; rules_asp/kernel/named2_*.lp): "choose a card name from
among ...", "create a token that's a copy of NAME", "cast a copy of NAME" (CR 707.13: the copy's values are the Oracle
card reference's; 707.12: a copy cast while the effect resolves; 201.4: a card name chosen). Real cards by name from
the bundled library. Each expected value was worked out from the CR text and the cards' rulings before the engine ran."""

from __future__ import annotations

import pytest

from pyglue import state_from_document
from pyglue.cards import library

from .conftest import make_state


def _abilities(name):
    return library()[name]["abilities"]


def _unsupported(name):
    return [a for a in _abilities(name) if isinstance(a, dict) and "unsupported" in a]


def _obj(s, oid):
    return next(o for o in s.to_document()["objects"] if o["id"] == oid)


def _copies(s):
    return [o for o in s.to_document()["objects"] if o.get("copy")]


def _bob_passes(engine, s):
    """Alice passes, then Bob (117.3d, 117.4): every resulting state (the top of the stack resolves)."""
    doc = s.to_document()
    doc.update(priority="bob", passed=["alice"])
    return [o.state for o in engine.apply(state_from_document(doc), {"action": "pass"})]


# --- Garth One-Eye ----------------------------------------------------------------------------------------------------


def test_201_4_707_13_garth_chooses_a_name_not_chosen_before_and_its_copy_is_cast_paying_its_costs(engine):
    """Garth One-Eye on Alice's battlefield, four of its six names chosen before (Disenchant, Braingeyser, Terror,
    Shivan Dragon). "{T}: Choose a card name that hasn't been chosen from among ...": resolved, the names left are
    Regrowth and Black Lotus (201.4, 608.2d: two resulting states). In each, a copy of that card is made outside the
    game with the Oracle values (707.13: Black Lotus an artifact costing {0}), Alice's to cast now paying its costs ("You may cast the copy", 707.12), and Garth remembers the name
    (five chosen now). With Black Lotus chosen she may cast the copy (for {0}: 601.2f-h)."""
    assert not _unsupported("Garth One-Eye")
    used = ["Disenchant", "Braingeyser", "Terror", "Shivan Dragon"]
    s = make_state([{"id": "garth", "card": "Garth One-Eye", "zone": "battlefield", "owner": "alice",
                     "names_chosen_before": used}])
    (ab,) = [a for a in _abilities("Garth One-Eye") if isinstance(a, dict) and "activated" in a]
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "garth", "ability": ab})]
    assert _obj(s, "garth").get("tapped")
    outs = _bob_passes(engine, s)
    got = {}
    for o in outs:
        (cp,) = _copies(o)
        name = cp["copy_effects"][0]["card"]    # the copy effect's source: the card named (707.13)
        got[name] = (cp["zone"], cp["owner"], cp["cast_now_by"], cp.get("cast_now_pays"),
                     sorted(_obj(o, "garth")["names_chosen_before"]))
        if name == "Black Lotus":
            c = engine.derive(o).object(cp["id"]).characteristics
            assert (c["name"], c["types"], c.get("mana_cost")) == ("Black Lotus", ["artifact"], "{0}")
            assert ("alice", "cast", cp["id"]) in {(a.player, a.action["action"], a.action.get("object"))
                                                   for a in engine.legal_actions(o)}
        else:   # Regrowth's copy targets a card in Alice's graveyard: she has none, so it can't be cast (601.2c)
            assert cp["id"] not in {a.action.get("object") for a in engine.legal_actions(o)}
    assert got == {"Black Lotus": ("outside", "alice", "alice", True, sorted(used + ["Black Lotus"])),
                   "Regrowth": ("outside", "alice", "alice", True, sorted(used + ["Regrowth"]))}


# --- Call Up Emrakul to Help ------------------------------------------------------------------------------------------


def _call_up(kicked):
    return make_state([{"id": "cu", "card": "Call Up Emrakul to Help", "zone": "stack", "owner": "alice",
                        "kicked": kicked, "targets": ["bears"]},
                       {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}],
                      stack=["cu"], priority="bob", passed=["alice"])


def test_702_33d_707_13_call_up_emrakul_kicked_creates_a_token_copy_of_emrakul_instead_of_the_scion(engine):
    """Call Up Emrakul to Help on the stack targeting Bob's Grizzly Bears, Bob passing after Alice. Unkicked: the Bears
    are exiled and Alice creates a 1/1 colorless Eldrazi Scion creature token (111.4: named Eldrazi Scion Token).
    Kicked (702.33d, 608.2c: "instead"): the Bears are exiled all the same and Alice creates, instead of the Scion, a
    token that's a copy of Emrakul, the Promised End (707.13: the Oracle values, a legendary colorless 13/13 Eldrazi
    creature)."""
    assert not _unsupported("Call Up Emrakul to Help")
    got = {}
    for kicked in (False, True):
        (s,) = [o.state for o in engine.apply(_call_up(kicked), {"action": "pass"})]
        toks = [o for o in s.to_document()["objects"] if o.get("token")]
        assert [o["controller"] for o in toks] == ["alice"] and _obj(s, "bears")["zone"] == "exile"
        c = engine.derive(s).object(toks[0]["id"]).characteristics
        got[kicked] = (c["name"], c.get("supertypes", []), c["types"], c["subtypes"], c.get("colors"), c["power"],
                       c["toughness"])
    assert got == {False: ("Eldrazi Scion Token", [], ["creature"], ["Eldrazi", "Scion"], [], 1, 1),
                   True: ("Emrakul, the Promised End", ["legendary"], ["creature"], ["Eldrazi"], [], 13, 13)}


def test_707_2_702_16_emrakuls_keywords_are_read_so_its_token_copy_has_them():
    """A token copy of Emrakul, the Promised End (Call Up Emrakul to Help kicked, The Heron Moon) copies its abilities
    (707.2): flying, trample and protection from instants (702.16a, 702.16b). No engine run: the library's reading."""
    got = {a for a in _abilities("Emrakul, the Promised End") if isinstance(a, str)}
    assert {"flying", "trample"} <= got


def test_605_1a_602_5a_a_tapped_scion_sacrifices_itself_to_pay_colorless_mana(engine):
    """Alice's tapped Eldrazi Scion token ("Sacrifice this creature: Add {C}.", no {T} in its cost: 602.5a) is her only
    mana source; she may cast Gingerbrute ({1}) from her hand with it (605.1a, 601.2g-h); paying sacrifices the Scion
    (701.21a: a token in the graveyard ceases to exist, 704.5d, so it is gone at once or at the next check)."""
    scion = {"id": "sc", "token": True, "zone": "battlefield", "owner": "alice", "tapped": True,
             "characteristics": {"name": "Eldrazi Scion Token", "types": ["creature"], "subtypes": ["Eldrazi", "Scion"],
                                 "power": 1, "toughness": 1, "abilities": ["sacrifice_self_for_colorless"]}}
    s = make_state([scion, {"id": "gb", "card": "Gingerbrute", "zone": "hand", "owner": "alice"}])
    outs = [o.state for o in engine.apply(s, {"action": "cast", "object": "gb"})]
    assert len(outs) == 1 and all(_obj(o, "gb")["zone"] == "stack" and
                        all(x["id"] != "sc" or x["zone"] == "graveyard" for x in o.to_document()["objects"])
                        for o in outs)


# --- The Inspector Inspector ------------------------------------------------------------------------------------------


def test_614_1c_707_5_707_13_other_creatures_enter_as_a_copy_of_thraben_inspector_and_investigate(engine):
    """Alice controls The Inspector Inspector; her Grizzly Bears spell resolves (Bob passing after her). 614.1c, 707.5:
    the Bears enter as a copy of Thraben Inspector (707.13: the Oracle values: named Thraben Inspector, a white 1/2
    Human Soldier creature), so its "When this creature enters, investigate." triggers (603.6a) and is put on the stack
    under Alice's control as she would receive priority (603.3). The Inspector Inspector itself stays what it is ("Other")."""
    assert not _unsupported("The Inspector Inspector")
    s = make_state([{"id": "ii", "card": "The Inspector Inspector", "zone": "battlefield", "owner": "alice"},
                    {"id": "bears", "card": "Grizzly Bears", "zone": "stack", "owner": "alice"}],
                   stack=["bears"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    d = engine.derive(s)
    c, ii = d.object("bears").characteristics, d.object("ii").characteristics
    assert (_obj(s, "bears")["zone"], c["name"], c["colors"], c["types"], c["subtypes"], c["power"], c["toughness"]) == \
        ("battlefield", "Thraben Inspector", ["white"], ["creature"], ["Human", "Soldier"], 1, 2)
    assert ii["name"] == "The Inspector Inspector"
    doc = s.to_document()
    (ab,) = [_obj(s, i) for i in doc["stack"]]
    assert (ab["ability"]["source"], ab["ability"]["text"], ab["controller"]) == \
        ("bears", {"trigger": "enters", "effect": {"investigate": 1}}, "alice")


# --- The Duke of Midrange ---------------------------------------------------------------------------------------------


def test_604_3_707_13_707_12_the_duke_counts_card_types_in_graveyards_and_casts_a_copy_of_a_chosen_card(engine):
    """Alice's The Duke of Midrange spell resolves; Grizzly Bears in her graveyard, Gingerbrute (an artifact creature) and
    a Forest in Bob's. 604.3, 613.4a, 205.2a: three card types among cards in all graveyards (creature, artifact, land:
    Gingerbrute counts both of its own), so the Duke is 3/4. Its enters trigger (603.6a) resolves: Alice chooses one of
    Thoughtseize, Lightning Bolt or Abrupt Decay (201.4, 608.2d: three resulting states) and a copy of that card is made
    outside the game (707.13) for her to cast now without paying its mana cost (707.12: no cast_now_pays)."""
    assert not _unsupported("The Duke of Midrange")
    s = make_state([{"id": "duke", "card": "The Duke of Midrange", "zone": "stack", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "graveyard", "owner": "alice"},
                    {"id": "ging", "card": "Gingerbrute", "zone": "graveyard", "owner": "bob"},
                    {"id": "fo", "card": "Forest", "zone": "graveyard", "owner": "bob"}],
                   stack=["duke"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    c = engine.derive(s).object("duke").characteristics
    assert (_obj(s, "duke")["zone"], c["power"], c["toughness"], len(s.to_document()["stack"])) == \
        ("battlefield", 3, 4, 1)
    got = {}
    for o in _bob_passes(engine, s):
        (cp,) = _copies(o)
        # (the copy effect's source is the card named, 707.13: copy.lp's source_card gives its values)
        got[cp["copy_effects"][0]["card"]] = (cp["zone"], cp["cast_now_by"], cp.get("cast_now_pays"))
    assert got == {n: ("outside", "alice", None) for n in ("Thoughtseize", "Lightning Bolt", "Abrupt Decay")}


# --- Brutal Command ---------------------------------------------------------------------------------------------------


def _brutal(modes, extra=()):
    return make_state([{"id": "bc", "card": "Brutal Command", "zone": "stack", "owner": "alice", "modes": modes}]
                      + list(extra), stack=["bc"], priority="bob", passed=["alice"])


def test_700_2_111_1_707_13_brutal_command_creates_gingerbrute_and_brute_suit_tokens(engine):
    """Brutal Command resolving with its first two modes (700.2, 608.2c): "Create a Gingerbrute token." and "Create a
    Brute Suit token." (the card names for a token that's a copy of that card, 111.1, 707.13): Alice gets two tokens
    with the Oracle values: Gingerbrute, a 1/1 artifact creature Food Golem with haste, and Brute Suit, a 4/3 artifact
    Vehicle (not a creature until crewed, 301.7; so, on the battlefield, with no power or toughness, 208.3: its 4/3
    are its copiable values, 707.2)."""
    assert not _unsupported("Brutal Command")
    (s,) = [o.state for o in engine.apply(_brutal([1, 2]), {"action": "pass"})]
    toks = [o for o in s.to_document()["objects"] if o.get("token")]
    d = engine.derive(s)
    got = sorted((c["name"], sorted(c["types"]), c["subtypes"], c.get("power"), c.get("toughness"), t["controller"])
                 for t in toks for c in [d.object(t["id"]).characteristics])
    assert got == [("Brute Suit", ["artifact"], ["Vehicle"], None, None, "alice"),
                   ("Gingerbrute", ["artifact", "creature"], ["Food", "Golem"], 1, 1, "alice")]
    assert {(d.object(t["id"]).copiable.get("power"), d.object(t["id"]).copiable.get("toughness")) for t in toks
            if d.object(t["id"]).copiable.get("name") == "Brute Suit"} == {(4, 3)}


def test_701_3a_707_12_brutal_command_attaches_a_the_brute_token_and_casts_a_copy_of_brute_strength(engine):
    """Brutal Command resolving with its last two modes, Alice controlling Grizzly Bears and Runeclaw Bear: "Create a The
    Brute token, then attach it to a creature you control." (701.3a, 303.4f: she chooses which, two resulting states: the
    Aura token attached to either) and "Cast a copy of Brute Strength without paying its mana cost." (707.13, 707.12: a
    copy made outside the game, hers to cast now for free)."""
    bears = [{"id": "gb", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"},
             {"id": "rb", "card": "Runeclaw Bear", "zone": "battlefield", "owner": "alice"}]
    got = set()
    for o in engine.apply(_brutal([3, 4], bears), {"action": "pass"}):
        (tok,) = [x for x in o.state.to_document()["objects"] if x.get("token")]
        (cp,) = _copies(o.state)
        got.add((tok["copy_effects"][0]["card"], tok.get("attached_to"), cp["copy_effects"][0]["card"], cp["zone"], cp["cast_now_by"],
                 cp.get("cast_now_pays")))
    assert got == {("The Brute", x, "Brute Strength", "outside", "alice", None) for x in ("gb", "rb")}


# --- The Dogronmaster -------------------------------------------------------------------------------------------------


def test_603_2_707_13_303_4f_the_dogronmaster_attaches_a_token_armadillo_cloak_to_the_dragon_that_entered(engine):
    """Alice controls The Dogronmaster; her Shivan Dragon spell resolves (Bob passing after her): the Dragon enters under
    her control, so the ability triggers (603.2) and is put on the stack. Resolved: Alice creates a token that's a copy
    of Armadillo Cloak (707.13: an Aura, "Enchanted creature gets +2/+2 and has trample") attached to that creature, the
    Shivan Dragon (303.4f), which is then 7/7 with trample (5/5 printed)."""
    assert not _unsupported("The Dogronmaster")
    s = make_state([{"id": "dog", "card": "The Dogronmaster", "zone": "battlefield", "owner": "alice"},
                    {"id": "shivan", "card": "Shivan Dragon", "zone": "stack", "owner": "alice"}],
                   stack=["shivan"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert [_obj(s, i)["ability"]["source"] for i in s.to_document()["stack"]] == ["dog"]
    (s,) = _bob_passes(engine, s)
    (tok,) = [o for o in s.to_document()["objects"] if o.get("token")]
    c = engine.derive(s).object("shivan").characteristics
    assert (tok["copy_effects"][0]["card"], tok["controller"], tok.get("attached_to"), c["power"], c["toughness"],
            "trample" in c["abilities"]) == ("Armadillo Cloak", "alice", "shivan", 7, 7, True)


# --- Princess Snowfall ------------------------------------------------------------------------------------------------


def test_707_13_603_12_princess_snowfall_creates_seven_dwarves_and_each_dwarf_deals_1_damage(engine):
    """Princess Snowfall's trigger ("When ~ enters the battlefield and at the beginning of your upkeep", 603.2: two
    events) on the stack, Alice controlling Storm-Kiln Artist (a Dwarf). Resolved (Bob passing after her): Alice creates
    a token that's a copy of Seven Dwarves (707.13: a red 2/2 Dwarf), and the reflexive "When you do" ability triggers
    (603.12) and is put on the stack with any target (603.3d: one resulting state per target; Bob among them).
    Targeting Bob and resolved: each Dwarf Alice controls deals 1 damage to him (120.3), the new token too: 20 - 2 = 18."""
    assert not _unsupported("Princess Snowfall")
    (ab,) = [a for a in _abilities("Princess Snowfall") if isinstance(a, dict) and "trigger" in a]
    s = make_state([{"id": "ps", "card": "Princess Snowfall", "zone": "battlefield", "owner": "alice"},
                    {"id": "ska", "card": "Storm-Kiln Artist", "zone": "battlefield", "owner": "alice"},
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                     "ability": {"source": "ps", "text": ab}}],
                   stack=["trig"], priority="bob", passed=["alice"])
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    at_bob, targets = [], []
    for o in outs:
        (tok,) = [x for x in o.to_document()["objects"] if x.get("token")]
        assert (tok["copy_effects"][0]["card"], tok["controller"]) == ("Seven Dwarves", "alice")
        (refl,) = [_obj(o, i) for i in o.to_document()["stack"]]
        assert refl["ability"]["source"] == "ps"
        if refl.get("targets") == ["bob"]:
            at_bob.append(o)
        targets += ["token" if t == tok["id"] else t for t in refl.get("targets", [])]
    # any target (115.4): both players and the three creatures, the new Dwarf token among them (it exists when the
    # reflexive ability is put on the stack, 603.12)
    assert sorted(targets) == sorted(["alice", "bob", "ps", "ska", "token"]) and len(at_bob) == 1
    (s,) = _bob_passes(engine, at_bob[0])
    assert [p["life"] for p in s.to_document()["players"] if p["name"] == "bob"] == [18]


# --- Ersta, Friend to All, Slobad, Actually Just Fine, Saga of Krark Losing His Thumb (review8) -------------------------


def test_606_4_201_4_707_13_ersta_minus_3_a_free_copy_of_one_of_five_names_she_chooses(engine):
    """Ersta, Friend to All (loyalty 5) on Alice's battlefield, her main phase, stack empty (606.3). Its −3: the cost
    removes three loyalty counters (606.4: 2 left); resolved (Bob passing after her), Alice chooses one of the five names
    (201.4, 608.2d: five resulting states, no randomness) and a copy of that card is made outside the game (707.13),
    hers to cast now without paying its mana cost (707.12: no cast_now_pays)."""
    (ab,) = [a for a in _abilities("Ersta, Friend to All") if isinstance(a, dict) and a.get("loyalty") == -3]
    s = make_state([{"id": "er", "card": "Ersta, Friend to All", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 5}}])
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "er", "ability": ab})]
    assert _obj(s, "er")["counters"]["loyalty"] == 2
    got = {}
    for o in _bob_passes(engine, s):
        (cp,) = _copies(o)
        got[cp["copy_effects"][0]["card"]] = (cp["zone"], cp["owner"], cp["cast_now_by"], cp.get("cast_now_pays"))
    assert got == {n: ("outside", "alice", "alice", None) for n in
                   ("Enlightened Tutor", "Mystical Tutor", "Booster Tutor", "Imperial Recruiter", "Worldly Tutor")}


def test_118_3_707_13_slobad_removes_three_rebuilding_counters_for_a_token_copy_of_bosh(engine):
    """Slobad, Actually Just Fine with three rebuilding counters: "{T}, Remove 3 Rebuilding Counters from Slobad: Create
    a token that's a copy of Bosh, Iron Golem." Activated (602.2, both costs paid: tapped, no counter left) and resolved:
    Alice's token copy of Bosh with the Oracle values (707.13: a legendary 6/7 artifact creature Golem with trample)."""
    # (its other activated ability, "{1}, {T}, Sacrifice another artifact or creature: Put a rebuilding counter on
    # Slobad.", is read since session 8's cards14: the Bosh ability is the one naming Bosh)
    (ab,) = [a for a in _abilities("Slobad, Actually Just Fine") if isinstance(a, dict) and "activated" in a
             and "Bosh" in str(a)]
    s = make_state([{"id": "sl", "card": "Slobad, Actually Just Fine", "zone": "battlefield", "owner": "alice",
                     "counters": {"rebuilding": 3}}])
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "sl", "ability": ab})]
    assert _obj(s, "sl").get("tapped") and not _obj(s, "sl").get("counters", {}).get("rebuilding")
    (s,) = _bob_passes(engine, s)
    (tok,) = [o for o in s.to_document()["objects"] if o.get("token")]
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (tok["controller"], c["name"], c.get("supertypes"), sorted(c["types"]), c["subtypes"], c["power"],
            c["toughness"], "trample" in c["abilities"]) == \
        ("alice", "Bosh, Iron Golem", ["legendary"], ["artifact", "creature"], ["Golem"], 6, 7, True)


def test_118_3_slobad_with_two_rebuilding_counters_cant_pay_the_cost(engine):
    """With two rebuilding counters the cost "Remove 3 Rebuilding Counters" can't be paid (118.3, 602.2b): Slobad's
    ability is no legal action."""
    s = make_state([{"id": "sl", "card": "Slobad, Actually Just Fine", "zone": "battlefield", "owner": "alice",
                     "counters": {"rebuilding": 2}}])
    assert not [a for a in engine.legal_actions(s) if a.action.get("object") == "sl"]


def test_714_2b_707_13_saga_of_krark_chapter_ii_creates_the_two_krark_tokens(engine):
    """Saga of Krark Losing His Thumb's chapter II ability on the stack (714.2b): resolved (Bob passing after Alice),
    Alice creates a token copy of Krark, the Thumbless (a legendary 2/2 Goblin Wizard) and one of Krark's Thumb (a
    legendary artifact) (707.13). Their names differ, so the legend rule (704.5j) keeps both."""
    (ab,) = [a for a in _abilities("Saga of Krark Losing His Thumb") if isinstance(a, dict)
             and a.get("trigger") == {"chapters": [2]}]
    s = make_state([{"id": "sk", "card": "Saga of Krark Losing His Thumb", "zone": "battlefield", "owner": "alice",
                     "counters": {"lore": 2}},
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                     "ability": {"source": "sk", "text": ab}}],
                   stack=["trig"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    d = engine.derive(s)
    got = sorted((c["name"], c.get("supertypes"), c["types"], c.get("power"), t["controller"], t["zone"])
                 for t in s.to_document()["objects"] if t.get("token")
                 for c in [d.object(t["id"]).characteristics])
    assert got == [("Krark's Thumb", ["legendary"], ["artifact"], None, "alice", "battlefield"),
                   ("Krark, the Thumbless", ["legendary"], ["creature"], 2, "alice", "battlefield")]


def test_603_2_the_dogronmaster_ignores_a_creature_that_is_no_dragon_or_dog(engine):
    """Alice controls The Dogronmaster; her Grizzly Bears (a Bear) resolve: no Dragon or Dog entered, so the ability
    doesn't trigger (603.2): the stack is empty and no token was made."""
    s = make_state([{"id": "dog", "card": "The Dogronmaster", "zone": "battlefield", "owner": "alice"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "stack", "owner": "alice"}],
                   stack=["gb"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    doc = s.to_document()
    assert (_obj(s, "gb")["zone"], doc["stack"], [o for o in doc["objects"] if o.get("token")]) == ("battlefield", [], [])
# --- The Heron Moon ---------------------------------------------------------------------------------------------------


def test_406_2_603_2_707_13_the_heron_moon_exiles_bobs_bottom_card_and_its_thirteenth_counter_casts_emrakul(engine):
    """The Heron Moon with twelve release counters on Alice's battlefield; Bob's library: Forest on top, Grizzly Bears at
    the bottom; on the stack its "{1}, {T}: Exile the bottom card of target opponent's library." targeting Bob. Resolved
    (Bob passing after Alice): the Bears are exiled (401.1, 406.2), a card Bob owns, so "Whenever one or more cards an
    opponent owns are put into exile" triggers (603.2) and is put on the stack. Resolved: the release counter makes
    thirteen (608.2c: then the count), so Alice sacrifices The Heron Moon (701.21a) and a copy of Emrakul, the Promised
    End is made outside the game (707.13) for her to cast now without paying its mana cost (707.12)."""
    assert not _unsupported("The Heron Moon")
    (ab,) = [a for a in _abilities("The Heron Moon") if isinstance(a, dict) and "activated" in a]
    s = make_state([{"id": "hm", "card": "The Heron Moon", "zone": "battlefield", "owner": "alice", "tapped": True,
                     "counters": {"release": 12}},
                    {"id": "act", "zone": "stack", "owner": "alice", "controller": "alice", "targets": ["bob"],
                     "ability": {"source": "hm", "text": ab}},
                    {"id": "fo", "card": "Forest", "zone": "library", "owner": "bob"},
                    {"id": "gb", "card": "Grizzly Bears", "zone": "library", "owner": "bob"}],
                   stack=["act"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert (_obj(s, "gb")["zone"], _obj(s, "fo")["zone"]) == ("exile", "library")
    assert [_obj(s, i)["ability"]["source"] for i in s.to_document()["stack"]] == ["hm"]
    (s,) = _bob_passes(engine, s)
    (cp,) = _copies(s)
    assert (_obj(s, "hm")["zone"], cp["copy_effects"][0]["card"], cp["zone"], cp["cast_now_by"],
            cp.get("cast_now_pays")) == ("graveyard", "Emrakul, the Promised End", "outside", "alice", None)


def test_122_1_the_heron_moon_below_thirteen_only_gets_a_release_counter(engine):
    """The Heron Moon's trigger resolving with five release counters on it: a sixth is put on it (122.1); with fewer
    than thirteen nothing else happens (608.2c): it stays on the battlefield and no copy is made."""
    (ab,) = [a for a in _abilities("The Heron Moon") if isinstance(a, dict) and "trigger" in a]
    s = make_state([{"id": "hm", "card": "The Heron Moon", "zone": "battlefield", "owner": "alice",
                     "counters": {"release": 5}},
                    {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
                     "ability": {"source": "hm", "text": ab}}],
                   stack=["trig"], priority="bob", passed=["alice"])
    (s,) = [o.state for o in engine.apply(s, {"action": "pass"})]
    assert (_obj(s, "hm")["zone"], _obj(s, "hm")["counters"], _copies(s)) == ("battlefield", {"release": 6}, [])


# --- Ersta, Friend to All ---------------------------------------------------------------------------------------------
# ("Ersta, Friend to All can be your commander.", CR 903.3d, is branch walkers' template)


def _ersta(engine, loyalty):
    ab = next(a for a in _abilities("Ersta, Friend to All") if isinstance(a, dict) and a.get("loyalty") == loyalty)
    s = make_state([{"id": "ersta", "card": "Ersta, Friend to All", "zone": "battlefield", "owner": "alice",
                     "counters": {"loyalty": 4}}])
    (s,) = [o.state for o in engine.apply(s, {"action": "activate", "object": "ersta", "ability": ab})]
    return s


def test_111_4_105_1_erstas_plus_one_creates_a_human_wizard_token_thats_all_colors(engine):
    """Ersta's [+1] (4 loyalty, so 5 after the cost, 606.4): resolved, Alice creates a 1/1 Human Wizard creature token
    that's all colors (111.4: named Human Wizard Token; 105.1: white, blue, black, red and green)."""
    s = _ersta(engine, 1)
    assert _obj(s, "ersta")["counters"] == {"loyalty": 5}
    (s,) = _bob_passes(engine, s)
    (tok,) = [o for o in s.to_document()["objects"] if o.get("token")]
    c = tok["characteristics"]     # (the values the effect gives the token, 111.4)
    assert (c["name"], sorted(c["colors"]), c["subtypes"], c["power"], c["toughness"]) == \
        ("Human Wizard Token", ["black", "blue", "green", "red", "white"], ["Human", "Wizard"], 1, 1)


def test_201_4_707_13_erstas_minus_three_chooses_a_tutor_and_its_copy_is_cast_for_free(engine):
    """Ersta's [−3]: resolved, Alice chooses one of Enlightened Tutor, Mystical Tutor, Booster Tutor, Imperial Recruiter
    and Worldly Tutor (201.4, 608.2d: five resulting states); a copy of that card is made outside the game (707.13) for
    her to cast now without paying its mana cost (707.12). No name is remembered: any may be chosen again later."""
    s = _ersta(engine, -3)
    got = {}
    for o in _bob_passes(engine, s):
        (cp,) = _copies(o)
        got[cp["copy_effects"][0]["card"]] = (cp["zone"], cp["cast_now_by"], cp.get("cast_now_pays"),
                                              _obj(o, "ersta").get("names_chosen_before"))
    assert got == {n: ("outside", "alice", None, None) for n in
                   ("Enlightened Tutor", "Mystical Tutor", "Booster Tutor", "Imperial Recruiter", "Worldly Tutor")}


# --- Slobad, Actually Just Fine; Saga of Krark Losing His Thumb (their token-copy lines; the cards' other lines are
# unsupported: "You can sacrifice creatures and artifacts interchangeably.", Flip Ahead, a coin flipped with an opponent)


def _resolving(card, ab, extra=(), **kw):
    """``card``'s ability ``ab`` on the stack (its source on Alice's battlefield), Bob passing after Alice."""
    src = {"id": "src", "card": card, "zone": "battlefield", "owner": "alice", **kw}
    return make_state([src, {"id": "ab", "zone": "stack", "owner": "alice", "controller": "alice",
                             "ability": {"source": "src", "text": ab}}] + list(extra),
                      stack=["ab"], priority="bob", passed=["alice"])


def test_111_1_707_13_slobads_ability_creates_a_token_copy_of_bosh_and_krarks_saga_two_tokens(engine):
    """Slobad's "Create a token that's a copy of Bosh, Iron Golem." resolving: Alice gets a token copy of Bosh (707.13:
    a legendary 6/7 artifact creature Golem with trample). Saga of Krark Losing His Thumb's chapter II resolving ("Create
    a token that's a copy of Krark, the Thumbless and a token that's a copy of Krark's Thumb."): two tokens, one a copy
    of each card (111.1), each its own object."""
    (sl,) = [a for a in _abilities("Slobad, Actually Just Fine") if isinstance(a, dict) and "activated" in a
             and "create_token_copy_of_card" in str(a)]
    # (on the stack, an activated ability is its activated part: the costs were paid, 602.2)
    (s,) = [o.state for o in engine.apply(_resolving("Slobad, Actually Just Fine", {"activated": sl["activated"]}),
                                          {"action": "pass"})]
    (tok,) = [o for o in s.to_document()["objects"] if o.get("token")]
    c = engine.derive(s).object(tok["id"]).characteristics
    assert (c["name"], c["supertypes"], sorted(c["types"]), c["subtypes"], c["power"], c["toughness"],
            "trample" in c["abilities"], tok["controller"]) == \
        ("Bosh, Iron Golem", ["legendary"], ["artifact", "creature"], ["Golem"], 6, 7, True, "alice")
    (ch2,) = [a for a in _abilities("Saga of Krark Losing His Thumb") if isinstance(a, dict)
              and a.get("trigger") == {"chapters": [2]}]
    (s,) = [o.state for o in engine.apply(_resolving("Saga of Krark Losing His Thumb", ch2, counters={"lore": 2}),
                                          {"action": "pass"})]
    toks = [o for o in s.to_document()["objects"] if o.get("token")]
    assert sorted(t["copy_effects"][0]["card"] for t in toks) == ["Krark's Thumb", "Krark, the Thumbless"]
    assert len({t["id"] for t in toks}) == 2 and {t["controller"] for t in toks} == {"alice"}


def test_400_7_garth_leaving_the_battlefield_forgets_the_names_chosen(engine):
    """Garth One-Eye with all six names chosen before is put into its owner's graveyard: there it is a new object with
    no memory of its previous existence (400.7), so no name is recorded as chosen for it any more."""
    s = make_state([{"id": "garth", "card": "Garth One-Eye", "zone": "battlefield", "owner": "alice",
                     "names_chosen_before": ["Disenchant", "Braingeyser", "Terror", "Shivan Dragon", "Regrowth",
                                             "Black Lotus"]}])
    (s,) = [o.state for o in engine.apply(s, {"event": "move", "object": "garth", "to": "graveyard"})]
    assert (_obj(s, "garth")["zone"], _obj(s, "garth").get("names_chosen_before")) == ("graveyard", None)
