"""Copies of a card picked at random, or chosen, from a list the text gives or a set the text defines (branch lists,
session 8; rules_asp/kernel/random1_cards.lp for the lists, rules_asp/kernel/lists_*.lp for the rest). A card picked at
random as an effect is followed is no player's choice: each possible card is one resulting state (CR 608.2c, 608.2d); a
copy of a card defined by name takes the Oracle card reference's values (707.13; here the bundled library's card), and a
token enters under its creator's control (111.1, 111.2). Real cards by name from the bundled library; each expected
value was worked out from the CR text and the cards' Oracle text before the engine was run."""

from __future__ import annotations

from pyglue.cards import library

from .conftest import made_of_named as _made
from .conftest import make_state, on_bf
from .conftest import token_objects as _tokens
from .test_token_copies import obj


def _ability(name, i):
    return library()[name]["abilities"][i]


def _trigger_resolves(engine, source, name, i, controller="alice", **top):
    """``source`` (the card ``name``, ``controller``'s, on the battlefield) with its i-th ability's trigger on the stack,
    Bob passing after Alice (CR 117.4): every resulting state of the resolution."""
    trig = {"id": "trig", "zone": "stack", "owner": controller, "controller": controller,
            "ability": {"source": source["id"], "text": _ability(name, i)}}
    s = make_state([source, trig], stack=["trig"], priority="bob", passed=["alice"], **top)
    return engine.apply(s, {"action": "pass"})


GOBLINS = ["Skirk Prospector", "Goblin Lackey", "Goblin Piledriver", "Goblin Warchief", "Boggart Harbinger",
           "Goblin Ringleader"]


def test_608_2d_707_13_the_goblin_mastermind_combat_damage_token_copy_of_one_of_six_goblins(engine):
    """The Goblin Mastermind: "Whenever ~ deals combat damage to a player, you create a token that's a copy of one of
    Skirk Prospector, Goblin Lackey, Goblin Piledriver, Goblin Warchief, Boggart Harbinger, or Goblin Ringleader, chosen at
    random." Its trigger resolves: six resulting states, one per goblin (608.2d); in each Alice controls one token on the
    battlefield (111.1), a copy of that card (707.13: Goblin Piledriver is a 1/2 Goblin Warrior creature costing
    {1}{R}; a permanent Alice controls while she controls the Mastermind, so a Kindred Goblin too, 613.1d)."""
    gm = on_bf("gm", "The Goblin Mastermind", "alice")
    got = {}
    for o in _trigger_resolves(engine, gm, "The Goblin Mastermind", 1, phase="combat", step="combat_damage"):
        (tok,) = _tokens(o.state)
        (name,) = _made(o).values()
        got[name] = (tok["controller"], tok["zone"])
        if name == "Goblin Piledriver":
            d = engine.derive(o.state).object(tok["id"]).characteristics
            assert (d["name"], d["power"], d["toughness"], sorted(d["types"]), sorted(d["subtypes"]),
                    d["mana_cost"]) == (name, 1, 2, ["creature", "kindred"], ["Goblin", "Warrior"], "{1}{R}")
    assert got == {n: ("alice", "battlefield") for n in GOBLINS}


def test_201_2_608_2d_the_ash_lizards_odd_capitals_name_real_cards(engine):
    """The Ash Lizard: "Whenever ~ attacks, create a token that's a copy of one of the following cards at random: Ash
    Zealot; Bog-Strider Ash; Grotag ThrASHer; Seedguide Ash; Unstoppable Ash; ViASHino Warrior." All six are real cards
    (the corpus holds each); "Grotag ThrASHer" is Grotag Thrasher and "ViASHino Warrior" Viashino Warrior written with
    odd capitals (201.2: a card's name is its English name, whatever the case it is written in). Its trigger resolves:
    six states (608.2d), in each one token of Alice's that is a copy of that card (707.13): Viashino Warrior's token is a
    4/2 Lizard Warrior (its Oracle type line since the Viashino became Lizards), which The Ash Lizard's "Other Lizards,
    Treefolk, And Warriors you control get +2/+2" makes 6/4 (613.4c)."""
    lz = on_bf("lz", "The Ash Lizard", "alice", attacking="bob")
    got = {}
    for o in _trigger_resolves(engine, lz, "The Ash Lizard", 1, phase="combat", step="declare_attackers"):
        (tok,) = _tokens(o.state)
        (name,) = _made(o).values()
        got[name] = tok["controller"]
        if name == "Viashino Warrior":
            d = engine.derive(o.state).object(tok["id"]).characteristics
            assert (d["name"], sorted(d["subtypes"]), d["power"], d["toughness"]) == (name, ["Lizard", "Warrior"], 6, 4)
    assert got == {n: "alice" for n in ("Ash Zealot", "Bog-Strider Ash", "Grotag Thrasher", "Seedguide Ash",
                                        "Unstoppable Ash", "Viashino Warrior")}


# --- The Mox Painter -------------------------------------------------------------------------------------------------

MOXEN = ["Mox Amber", "Chrome Mox", "Mox Diamond", "Mox Emerald", "Mox Jet", "Mox Opal", "Mox Pearl", "Mox Ruby",
         "Mox Sapphire", "Mox Tantalite"]


def _painter_resolves(engine, objects, cards):
    """The Mox Painter's "{1}, {T}: ..." ability (Alice's) on the stack, Bob passing after Alice: every resulting state
    (on the stack an activated ability is its activated part: its costs were paid, 602.2)."""
    (ab,) = [a for a in library()["The Mox Painter"]["abilities"] if a["activated"].get("tap")]
    mp = on_bf("mp", "The Mox Painter", "alice", tapped=True)
    act = {"id": "act", "zone": "stack", "owner": "alice", "controller": "alice",
           "ability": {"source": "mp", "text": {"activated": ab["activated"]}}}
    s = make_state([mp, act] + objects, cards=cards, stack=["act"], priority="bob", passed=["alice"])
    return engine.apply(s, {"action": "pass"})


def _names(engine, state, ids):
    d = engine.derive(state)
    return sorted(d.object(i).characteristics["name"] for i in ids)


def test_608_2d_608_2c_the_mox_painter_the_last_mox_then_a_mox_lotus_token(engine):
    """The Mox Painter: "{1}, {T}: Choose a tournament-legal Mox you don't control at random. Create a token that's a copy
    of it. Then if you control all ten, create a Mox Lotus token." (the ten its reminder text names). Alice controls
    nine of them, all but Mox Jet: Mox Jet is the only Mox she doesn't control, so one resulting state (608.2d); she
    creates a token copy of Mox Jet (707.13, 111.1); then, in the order written (608.2c), she controls all ten, so she
    creates a Mox Lotus token too: two tokens, Mox Jet and Mox Lotus."""
    nine = [on_bf(f"m{i}", n, "alice") for i, n in enumerate(MOXEN) if n != "Mox Jet"]
    (o,) = _painter_resolves(engine, nine, [library()["Mox Jet"], library()["Mox Lotus"]])
    toks = [t["id"] for t in _tokens(o.state)]
    picked = [e for e, r in o.events if e.startswith("chose(") and r == "608.2d"]
    assert picked == ["chose(act, card_at_random, Mox Jet)"]
    assert _names(engine, o.state, toks) == ["Mox Jet", "Mox Lotus"]
    assert {t["controller"] for t in _tokens(o.state)} == {"alice"}


def test_608_2c_609_3_the_mox_painter_with_all_ten_already_makes_only_the_mox_lotus(engine):
    """Alice already controls all ten Moxen: there is no Mox she doesn't control to choose, so no Mox token (609.3: do
    as much as possible); then she controls all ten, so she creates a Mox Lotus token: one resulting state, one token,
    Mox Lotus, hers (111.1)."""
    ten = [on_bf(f"m{i}", n, "alice") for i, n in enumerate(MOXEN)]
    (o,) = _painter_resolves(engine, ten, [library()["Mox Lotus"]])
    toks = _tokens(o.state)
    assert (_names(engine, o.state, [t["id"] for t in toks]), [t["controller"] for t in toks]) == (["Mox Lotus"],
                                                                                                   ["alice"])


def test_608_2d_the_mox_painter_a_mox_bob_controls_may_be_picked_and_no_lotus(engine):
    """Alice controls seven of the ten Moxen, all but Mox Jet, Mox Opal and Mox Ruby; Bob controls Mox Jet ("you don't
    control": Bob's doesn't count as hers). The Moxen Alice doesn't control are Mox Jet, Mox Opal and Mox Ruby: three
    resulting states (608.2d), each with one token of Alice's copying that Mox (707.13); she then controls eight of the
    ten, so no Mox Lotus token."""
    objs = [on_bf(f"m{i}", n, "alice") for i, n in enumerate(MOXEN) if n not in ("Mox Jet", "Mox Opal", "Mox Ruby")]
    outs = _painter_resolves(engine, objs + [on_bf("jet", "Mox Jet", "bob")],
                             [library()[n] for n in ("Mox Opal", "Mox Ruby", "Mox Lotus")])
    assert [len(_tokens(o.state)) for o in outs] == [1] * 3
    got = sorted(_names(engine, o.state, [t["id"] for t in _tokens(o.state)])[0] for o in outs)
    assert got == ["Mox Jet", "Mox Opal", "Mox Ruby"]


# --- sets the text defines: Legends' Elder Dragons, a Liliana planeswalker, Svega's planeswalker names ------------------

ELDERS = ["Arcades Sabboth", "Chromium", "Nicol Bolas", "Palladia-Mors", "Vaevictis Asmadi"]


def test_608_2d_707_13_fate_reforged_chapter_two_a_token_copy_of_a_chosen_legends_elder_dragon(engine):
    """Fate Reforged (the back face of The Battle of Dragon Brothers), chapter II: "Create a token that's a copy of any
    Elder Dragon from the Legends expansion." Legends' Elder Dragons are five creature cards (Arcades Sabboth, Chromium,
    Nicol Bolas, Palladia-Mors, Vaevictis Asmadi). The state's card files hold all five and Chandra, Pyromaster (no
    Elder Dragon). Its controller chooses one as it resolves: five resulting states (608.2d), in each one token of
    Alice's copying that card (707.13, 111.1): Nicol Bolas's is a legendary 7/7 Elder Dragon costing {2}{U}{U}{B}{B}{R}{R}."""
    ab = library()["The Battle of Dragon Brothers"]["back"]["abilities"][2]
    assert ab == {"trigger": {"chapters": [2]}, "effect": "token_copy_of_legends_elder_dragon"}
    saga = on_bf("fr", "The Battle of Dragon Brothers", "alice")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "fr", "text": ab}}
    s = make_state([saga, trig], cards=[library()[n] for n in ELDERS + ["Chandra, Pyromaster"]], stack=["trig"],
                   priority="bob", passed=["alice"])
    got = {}
    for o in engine.apply(s, {"action": "pass"}):
        (tok,) = _tokens(o.state)
        (name,) = _made(o).values()
        got[name] = tok["controller"]
        if name == "Nicol Bolas":
            d = engine.derive(o.state).object(tok["id"]).characteristics
            assert (d["power"], d["toughness"], d["supertypes"], sorted(d["subtypes"]), d["mana_cost"]) == (
                7, 7, ["legendary"], ["Dragon", "Elder"], "{2}{U}{U}{B}{B}{R}{R}")
    assert got == {n: "alice" for n in ELDERS}


#: (branch fix13) The Disciple of Vess's pool in the bundled library (data/oracle/named_cards.txt: the corpus's Liliana
#: planeswalker cards, 14 entries less a reversible reprint and a transforming card's back face), with each card's
#: printed loyalty (the corpus's Oracle data)
LILIANAS = {"Liliana, the Last Hope": 3, "Liliana, Death's Majesty": 5, "Liliana, Death Wielder": 5,
            "Liliana of the Dark Realms": 3, "Liliana Vess": 5, "Liliana, Dreadhorde General": 6,
            "Liliana, Untouched by Death": 4, "Liliana, the Necromancer": 4, "Liliana, Waker of the Dead": 4,
            "Liliana, Death Mage": 4, "Liliana of the Veil": 3, "Professor Onyx": 5}


def test_608_2d_306_1_the_disciple_of_vess_a_planeswalker_from_hand_or_a_random_liliana_token(engine):
    """The Disciple of Vess: "Whenever ~ attacks, you may put a planeswalker card from your hand onto the battlefield. If
    you don't, create a token that's a copy of a Liliana planeswalker chosen at random." Alice holds Chandra, Pyromaster
    (a planeswalker card, 306.1) in her hand; the state has no card files or inline cards: the bundled library's Disciple
    loads its pool, the twelve Liliana planeswalker cards of the library (LILIANAS; Professor Onyx is a Liliana too).
    Thirteen resulting states: Chandra put onto the battlefield and no token; or not, and one of the twelve Lilianas
    picked at random (608.2d), Alice's token copy of it (707.13, 111.1), Chandra still in her hand. Each planeswalker
    enters with its printed loyalty in loyalty counters (306.5b; a token copy has the card's copiable values as it
    enters, 707.5, so 704.5i doesn't put it into the graveyard): Chandra, Pyromaster 4, each Liliana its own."""
    dv = on_bf("dv", "The Disciple of Vess", "alice", attacking="bob")
    hand = {"id": "ch", "card": "Chandra, Pyromaster", "zone": "hand", "owner": "alice"}
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "dv", "text": _ability("The Disciple of Vess", 0)}}
    s = make_state([dv, hand, trig], stack=["trig"], priority="bob", passed=["alice"], phase="combat",
                   step="declare_attackers")
    got, loyalty = set(), {}
    for o in engine.apply(s, {"action": "pass"}):
        made = tuple(_made(o).values())
        chandra = next(x for x in o.state.doc["objects"] if x["id"] == "ch")
        got.add((chandra["zone"], made))
        for x in [chandra] + _tokens(o.state):
            if x["zone"] == "battlefield":
                loyalty[made[0] if made else "Chandra, Pyromaster"] = x.get("counters", {}).get("loyalty")
    assert got == {("battlefield", ())} | {("hand", (n,)) for n in LILIANAS}
    assert loyalty == {"Chandra, Pyromaster": 4, **LILIANAS}


def test_201_4_107_3a_svega_minus_x_a_planeswalker_card_name_with_mana_value_x_copy_cast_free(engine):
    """Svega, the Unconventional's "[−X]: Choose an Elspeth, Teferi, Liliana, Chandra, or Garruk planeswalker card name
    with mana value X. Create a copy of the card with the chosen name. You may cast the copy without paying its mana
    cost." Svega has 4 loyalty; Alice announces X = 4 (107.3a). The card files hold Chandra, Pyromaster ({2}{R}{R}: 4),
    Chandra, the Firebrand ({3}{R}: 4), Chandra, Hope's Beacon (6), Liliana of the Veil (3) and Professor Onyx (a
    Liliana, 6): the names with mana value 4 are the two Chandras. Two resulting states (201.4, one per name), in each
    a copy of that card made outside the game (707.13) that Alice may cast now without paying its mana cost (707.12,
    608.2g: casting it is among her legal actions)."""
    (ab,) = [a for a in library()["Svega, the Unconventional"]["abilities"] if isinstance(a, dict) and "loyalty_x" in a]
    sv = on_bf("sv", "Svega, the Unconventional", "alice", counters={"loyalty": 4})
    held = ["Chandra, Pyromaster", "Chandra, the Firebrand", "Chandra, Hope's Beacon", "Liliana of the Veil",
            "Professor Onyx"]
    s = make_state([sv], cards=[library()[n] for n in held])
    act = {"action": "activate", "object": "sv", "ability": {"loyalty": -4, "effect": ab["effect"]}}
    (o,) = engine.apply(s, act)
    got = {}
    for r in engine.apply(o.state, {"event": "resolve"}):
        (name,) = _made(r, "copy_to_cast").values()
        (cid,) = [oid for oid in _made(r, "copy_to_cast")]
        got[name] = ("alice", "cast", cid) in {(a.player, a.action["action"], a.action.get("object"))
                                               for a in engine.legal_actions(r.state)}
    assert got == {"Chandra, Pyromaster": True, "Chandra, the Firebrand": True}


def test_608_2d_707_13_614_12_investi_gate_two_named_guilds_token_copies_of_their_gates_enter_tapped(engine):
    """Investi-Gate (sorcery): "Name two Ravnica Guilds. Create two copies that are copies of their gates." and
    "Investigate." A guild's gate is its Guildgate; the state has no card files: the bundled library's Investi-Gate loads
    its pool, the ten Guildgates (data/oracle/named_cards.txt; branch fix13). Alice names two different guilds as it
    resolves: 10 * 9 / 2 = 45 pairs, 45 resulting states (608.2d). In each she creates a token copy of each of the two
    Guildgates (707.13, 111.1), which enter tapped: the copy has "This land enters tapped." as it enters (707.5, 614.12,
    614.1c); then she investigates, a Clue token, untapped (701.16a, 111.10f)."""
    gates = ["Azorius Guildgate", "Boros Guildgate", "Dimir Guildgate", "Golgari Guildgate", "Gruul Guildgate",
             "Izzet Guildgate", "Orzhov Guildgate", "Rakdos Guildgate", "Selesnya Guildgate", "Simic Guildgate"]
    s = make_state([{"id": "ig", "card": "Investi-Gate", "zone": "stack", "owner": "alice"}], stack=["ig"],
                   priority="bob", passed=["alice"])
    got = set()
    for o in engine.apply(s, {"action": "pass"}):
        made = _made(o)
        tapped = {made.get(t["id"], "Clue"): bool(t.get("tapped")) for t in _tokens(o.state)}
        got.add(tuple(sorted(tapped.items())))
    pairs = [(a, b) for i, a in enumerate(gates) for b in gates[i + 1:]]
    assert got == {tuple(sorted([("Clue", False), (a, True), (b, True)])) for a, b in pairs}


def test_608_2d_709_5h_blu_mansion_prince_a_random_room_token_unlocked_triggers_its_door(engine):
    """Blu, Mansion Prince: "Whenever you sacrifice a Clue, choose a Room card at random. Create a token that's a copy of
    one of its halves, then unlock it." The card files hold one Room card, Mirror Room (the library models its left
    half: "When you unlock this door, create a token that's a copy of target creature you control, except it's a
    Reflection ..."). The trigger resolves: one resulting state (608.2d); Alice's token copy of Mirror Room (707.13,
    111.1) has its left half unlocked (709.5c), and its door's ability triggers (709.5h) and is put on the stack (603.3),
    its target Blu, the one creature Alice controls."""
    blu = on_bf("blu", "Blu, Mansion Prince", "alice")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "blu", "text": _ability("Blu, Mansion Prince", 1)}}
    s = make_state([blu, trig], cards=[library()["Mirror Room"]], stack=["trig"], priority="bob", passed=["alice"])
    (o,) = engine.apply(s, {"action": "pass"})
    (tok,) = _tokens(o.state)
    assert (_made(o), tok["controller"], tok.get("designations")) == (
        {tok["id"]: "Mirror Room"}, "alice", ["left_half_unlocked"])
    (ab,) = [x for x in o.state.doc["objects"] if x["id"] in o.state.doc["stack"]]
    assert (ab["ability"]["source"], ab.get("targets")) == (tok["id"], ["blu"])


def test_115_1_122_1_205_3j_svega_landfall_loyalty_on_target_planeswalker_and_attendees_per_type(engine):
    """Svega, the Unconventional (loyalty 3): "Landfall — Whenever a land enters under your control, put a loyalty
    counter on target planeswalker." and "[−2]: For each planeswalker type among planeswalkers you control, create a 1/1
    Attendee creature token that's all colors." Alice controls Svega and Chandra, Pyromaster (4 loyalty) and plays a
    Forest: the Landfall ability triggers (603.2) and, put on the stack (603.3d), targets a planeswalker (115.1): Svega
    or Chandra, the two choices. Targeting Chandra, it resolves: a loyalty counter on her, 5 (122.1). Then Svega's −2
    (3 → 1 loyalty, 606.4): the planeswalker types among Alice's planeswalkers are Svega and Chandra (205.3j): two 1/1
    Attendee tokens, white, blue, black, red and green (111.4, 105.1)."""
    sv = on_bf("sv", "Svega, the Unconventional", "alice", counters={"loyalty": 3})
    ch = on_bf("ch", "Chandra, Pyromaster", "alice", counters={"loyalty": 4})
    s = make_state([sv, ch, {"id": "f", "card": "Forest", "zone": "hand", "owner": "alice"}])
    outs = engine.apply(s, {"action": "play", "object": "f"})
    by_target = {tuple(x.get("targets", [])): r.state for r in outs for x in r.state.doc["objects"]
                 if x["id"] in r.state.doc["stack"]}
    assert sorted(by_target) == [("ch",), ("sv",)]
    (r,) = engine.apply(by_target[("ch",)], {"event": "resolve"})
    assert obj(r.state, "ch")["counters"]["loyalty"] == 5
    (ab,) = [a for a in library()["Svega, the Unconventional"]["abilities"] if isinstance(a, dict) and
             a.get("loyalty") == -2]
    (o,) = engine.apply(r.state, {"action": "activate", "object": "sv", "ability": ab})
    (o,) = engine.apply(o.state, {"event": "resolve"})
    toks = _tokens(o.state)
    d = engine.derive(o.state)
    assert sorted((d.object(t["id"]).characteristics["name"], d.object(t["id"]).characteristics["power"],
                   tuple(sorted(d.object(t["id"]).characteristics["colors"]))) for t in toks) == \
        [("Attendee Token", 1, ("black", "blue", "green", "red", "white"))] * 2
    assert obj(o.state, "sv")["counters"]["loyalty"] == 1


def test_613_1d_611_3a_the_goblin_mastermind_makes_alices_permanents_and_cards_kindred_goblins(engine):
    """The Goblin Mastermind: "As long as you control ~ or it's your commander, permanents you control are Kindred Goblins
    in addition to their other types. The same is true for spells you control and cards that you own that aren't on the
    battlefield." Alice controls it and Grizzly Bears, and holds a Forest; Bob controls Grizzly Bears. Layer 4 (613.1d)
    adds the card type kindred (308.1) and the subtype Goblin (205.1b) to Alice's Bears (creature, kindred; Bear,
    Goblin), to the Mastermind itself, and to her Forest in hand (land, kindred; Forest, Goblin); Bob's Bears are
    unchanged (a creature, a Bear). With the Mastermind in the command zone as Alice's commander (903.3), her Bears are
    Kindred Goblins too."""
    s = make_state([on_bf("gm", "The Goblin Mastermind", "alice"), on_bf("ab", "Grizzly Bears", "alice"),
                    on_bf("bb", "Grizzly Bears", "bob"), {"id": "f", "card": "Forest", "zone": "hand", "owner": "alice"}])
    d = engine.derive(s)

    def tl(oid):
        c = d.object(oid).characteristics
        return sorted(c["types"]), sorted(c["subtypes"])
    assert tl("ab") == (["creature", "kindred"], ["Bear", "Goblin"])
    assert tl("gm") == (["creature", "kindred"], ["Goblin", "Wizard"])
    assert tl("f") == (["kindred", "land"], ["Forest", "Goblin"])
    assert tl("bb") == (["creature"], ["Bear"])
    # "spells you control" and "cards that you own that aren't on the battlefield": Alice's Lightning Bolt on the stack
    # and her Serra Angel in exile are Kindred Goblins; Bob's Bolt on the stack isn't
    s = make_state([on_bf("gm", "The Goblin Mastermind", "alice"),
                    {"id": "ab", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "targets": ["bob"]},
                    {"id": "bb", "card": "Lightning Bolt", "zone": "stack", "owner": "bob", "targets": ["alice"]},
                    {"id": "ex", "card": "Serra Angel", "zone": "exile", "owner": "alice"}], stack=["ab", "bb"])
    d = engine.derive(s)
    assert (tl("ab"), tl("bb"), tl("ex")) == ((["instant", "kindred"], ["Goblin"]), (["instant"], []),
                                              (["creature", "kindred"], ["Angel", "Goblin"]))
    # "or it's your commander": in the command zone, Alice's commander (903.3), it still applies to her Bears
    s = make_state([{"id": "gm", "card": "The Goblin Mastermind", "zone": "command", "owner": "alice", "commander": True},
                    on_bf("ab", "Grizzly Bears", "alice")])
    d = engine.derive(s)
    assert tl("ab") == (["creature", "kindred"], ["Bear", "Goblin"])


#: (branch fix13) The Disciple of Nissa's pool in the bundled library (data/oracle/named_cards.txt: the corpus's Nissa
#: planeswalker cards less a transforming card's back face), with each card's printed loyalty (X: 0, 107.3)
NISSAS = {"Nissa, Steward of Elements": 0, "Nissa, Who Shakes the World": 5, "Nissa, Voice of Zendikar": 3,
          "Nissa, Worldwaker": 3, "Nissa, Genesis Mage": 5, "Nissa, Vital Force": 5, "Nissa, Nature's Artisan": 5,
          "Nissa, Ascended Animist": 7, "Nissa Revane": 2, "Nissa of Shadowed Boughs": 4}


def test_608_2d_603_12_306_5b_the_disciple_of_nissa_pays_x_then_random_nissa_tokens_with_an_extra_loyalty(engine):
    """The Disciple of Nissa: "Whenever the Disciple of Nissa attacks, you may pay {X}{X}{X}{G}{G}. When you do, create X
    tokens that are copies of different Nissa planeswalkers chosen at random. They each enter with an additional
    loyalty counter." Alice has {G}{G}{G}{G}{G} in her pool; the state has no card files: the bundled library's Disciple
    loads its pool, the library's ten Nissa planeswalker cards (NISSAS, branch fix13). Her trigger resolves: three
    resulting states (608.2d): she declines (her pool untouched), or pays with X = 0 ({G}{G}: three {G} left) or X = 1
    ({3}{G}{G}: all five; X = 2 would cost eight, 107.3); a payment triggers the reflexive ability (603.12), put on the
    stack. With X = 1 it resolves: ten states, one per Nissa picked at random (608.2d), Alice's token copy of it (707.13)
    entering with its printed loyalty and one more (306.5b, 122.6): Nissa, Steward of Elements's loyalty is X, 0 for a
    token no one cast (107.3), so it has 1 and survives 704.5i; Nissa, Ascended Animist's compleated lowers the loyalty
    only for {G/P} paid with life (702.150a), so 7 + 1."""
    dn = on_bf("dn", "The Disciple of Nissa", "alice", attacking="bob")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "dn", "text": _ability("The Disciple of Nissa", 0)}}
    s = make_state([dn, trig], stack=["trig"], priority="bob", passed=["alice"], phase="combat", step="declare_attackers",
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    outs = engine.apply(s, {"action": "pass"})
    pools = {o.state.doc["players"][0]["mana_pool"]: len(o.state.doc["stack"]) for o in outs}
    assert pools == {"{G}{G}{G}{G}{G}": 0, "{G}{G}{G}": 1, "": 1}
    (paid1,) = [o.state for o in outs if o.state.doc["players"][0]["mana_pool"] == ""]
    got = {}
    for r in engine.apply(paid1, {"event": "resolve"}):
        (tok,) = _tokens(r.state)
        (name,) = _made(r).values()
        got[name] = tok.get("counters", {}).get("loyalty")
    assert got == {n: loyalty + 1 for n, loyalty in NISSAS.items()}


def test_201_4_707_9b_awoken_nephilim_is_the_named_guildpact_nephilim_in_all_zones_and_legendary(engine):
    """Awoken Nephilim: "During deck construction, name a Nephilim card originally printed in Guildpact. ~ has that
    card's color identity and is a copy of that card in all zones except it's also Legendary." Alice's copy on the
    battlefield and Bob's in his hand were named Glint-Eye Nephilim (a state field, objects[].named_before_game): each
    is a copy of it in its zone (707.2: the Oracle card's values: a 2/2 Nephilim creature costing {U}{B}{R}{G}), named
    Glint-Eye Nephilim, and legendary in addition (707.9b). Another Awoken Nephilim with no name given is its printed
    self (a legendary Nephilim with no mana cost). Cast from Alice's hand, it costs {U}{B}{R}{G} (601.2f: the copy's
    mana cost) and is the copy on the stack too."""
    glint = {"named_before_game": {"card": "Glint-Eye Nephilim"}}
    s = make_state([on_bf("an", "Awoken Nephilim", "alice", **glint),
                    {"id": "ah", "card": "Awoken Nephilim", "zone": "hand", "owner": "bob", **glint},
                    {"id": "plain", "card": "Awoken Nephilim", "zone": "hand", "owner": "alice"}])
    d = engine.derive(s)

    def vals(oid):
        c = d.object(oid).characteristics
        return c["name"], c.get("power"), c.get("toughness"), c["supertypes"], c["subtypes"], c.get("mana_cost")
    want = ("Glint-Eye Nephilim", 2, 2, ["legendary"], ["Nephilim"], "{U}{B}{R}{G}")
    assert (vals("an"), vals("ah")) == (want, want)
    assert vals("plain")[0] == "Awoken Nephilim" and not vals("plain")[5]
    # cast from Alice's hand, it costs the copied mana cost, {U}{B}{R}{G} (601.2f), and is the copy on the stack too
    s = make_state([{"id": "an", "card": "Awoken Nephilim", "zone": "hand", "owner": "alice", **glint}],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{U}{B}{R}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    (o,) = engine.apply(s, {"action": "cast", "object": "an"})
    d = engine.derive(o.state)
    assert (o.state.doc["players"][0]["mana_pool"], obj(o.state, "an")["zone"], vals("an")) == ("", "stack", want)
