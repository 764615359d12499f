"""Token copies of cards outside the battlefield: revealed, in a library, graveyard or exile (issue 22, branch
tokencopy4; rules_asp/kernel/tokencopy4_modes.lp): real census cards by name from the bundled library, in tiny states.
Each expected value was worked out from the CR (707.8: a copy of a card uses its copiable values as a card; 707.2,
707.9) and the cards' rulings before the engine was run."""

from __future__ import annotations

from .conftest import make_state, only
from .test_tokencopy4_modes import (
    _cast_resolve,
    bf,
    islands,
    obj,
    tokens,
    unsupported,
    zone,
)

# --- Haunting Imitation: "Each player reveals the top card of their library. For each creature card revealed this way,
# create a token that's a copy of that card, except it's 1/1, it's a Spirit in addition to its other types, and it has
# flying. If no creature cards were revealed this way, return Haunting Imitation to its owner's hand."


def test_haunting_imitation_reads_whole():
    assert unsupported("Haunting Imitation") == []


def _imitation_state(alice_top: str, bob_top: str):
    return make_state([zone("hi", "Haunting Imitation", "hand"), *islands("alice", 3),
                       zone("atop", alice_top, "library", library_position=1),
                       zone("anext", "Island", "library", library_position=2),
                       zone("btop", bob_top, "library", "bob", library_position=1)])


def test_haunting_imitation_copies_each_revealed_creature_card_707_8_707_9(engine):
    """CR 701.20a: each player reveals their top card (Alice's Grizzly Bears, Bob's Runeclaw Bear); both stay in the
    libraries. CR 707.8, 707.2, 707.9a-b: Alice creates two tokens, a copy of each card with the exceptions: 1/1,
    Spirit in addition to its other creature types, with flying. The spell goes to the graveyard."""
    s = _cast_resolve(engine, _imitation_state("Grizzly Bears", "Runeclaw Bear"), "hi", None, None)
    assert (obj(s, "atop")["zone"], obj(s, "btop")["zone"], obj(s, "hi")["zone"]) == \
        ("library", "library", "graveyard")
    d = engine.derive(s)
    got = []
    for t in tokens(s):
        ch = d.object(t["id"]).characteristics
        got.append((t.get("controller", t["owner"]), ch["name"], ch["power"], ch["toughness"],
                    "Spirit" in ch["subtypes"], "Bear" in ch["subtypes"], "flying" in ch.get("abilities", [])))
    assert sorted(got) == [("alice", "Grizzly Bears", 1, 1, True, True, True),
                           ("alice", "Runeclaw Bear", 1, 1, True, True, True)]


def test_haunting_imitation_without_a_creature_card_returns_to_hand_608_2n(engine):
    """CR 608.2c, 608.2n: Alice's top card is an Island, Bob's an Island: no creature card is revealed, no token is
    created and Haunting Imitation goes to its owner's hand instead of the graveyard."""
    s = _cast_resolve(engine, _imitation_state("Island", "Island"), "hi", None, None)
    assert tokens(s) == [] and obj(s, "hi")["zone"] == "hand"


# --- Soul Separator: "{5}, {T}, Sacrifice this artifact: Exile target creature card from your graveyard. Create a token
# that's a copy of that card, except it's 1/1, it's a Spirit in addition to its other types, and it has flying. Create a
# black Zombie creature token with power equal to that card's power and toughness equal to that card's toughness."


def test_soul_separator_reads_whole():
    assert unsupported("Soul Separator") == []


def test_soul_separator_spirit_copy_and_zombie_with_the_cards_power_707_8_111_4_208_1(engine):
    """Alice activates Soul Separator (sacrificing it, CR 118.3) targeting Grizzly Bears in her graveyard; it resolves
    (CR 608.2c, in order): the card is exiled; a token copy of it (CR 707.8: the card's copiable values) that is 1/1,
    a Spirit in addition to its Bear type, with flying (707.9a-b); and a black Zombie creature token whose power and
    toughness are the card's, 2/2 (CR 111.4, 208.1). Both tokens are Alice's."""
    s = make_state([bf("ss", "Soul Separator"), *islands("alice", 5), zone("gb", "Grizzly Bears", "graveyard")])
    s = only(engine.apply(s, {"action": "activate", "object": "ss", "ability": 0, "targets": ["gb"]}))
    assert obj(s, "ss")["zone"] == "graveyard"
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert obj(s, "gb")["zone"] == "exile"
    d = engine.derive(s)
    got = []
    for t in tokens(s):
        ch = d.object(t["id"]).characteristics
        got.append((t.get("controller", t["owner"]), ch["name"], ch["power"], ch["toughness"], tuple(ch["subtypes"]),
                    tuple(ch.get("colors", [])), "flying" in ch.get("abilities", [])))
    assert sorted(got) == [("alice", "Grizzly Bears", 1, 1, ("Bear", "Spirit"), ("green",), True),
                           ("alice", "Zombie Token", 2, 2, ("Zombie",), ("black",), False)]


# --- Nexus of Becoming: "At the beginning of combat on your turn, draw a card. Then you may exile an artifact or
# creature card from your hand. If you do, create a token that's a copy of the exiled card, except it's a 3/3 Golem
# artifact creature in addition to its other types."


def test_nexus_of_becoming_reads_whole():
    assert unsupported("Nexus of Becoming") == []


def test_nexus_of_becoming_may_exile_the_drawn_card_or_another_608_2c_608_2d_707_8(engine):
    """Alice's Nexus of Becoming; her library's top card is Grizzly Bears, her hand holds Runeclaw Bear and an Island.
    At the beginning of combat the ability triggers (CR 507.1, 603.2); resolving, she draws the Bears (608.2c: then
    it is in her hand) and may exile an artifact or creature card from her hand (608.2d): none, the Bears or the
    Runeclaw Bear (never the Island: a land): three resulting states. Exiling one, she creates a token copy of it
    (707.8) that is 3/3, a Golem in addition to its Bear type and an artifact creature (707.9a-b)."""
    s = make_state([bf("nexus", "Nexus of Becoming"), zone("lib", "Grizzly Bears", "library", library_position=1),
                    zone("rb", "Runeclaw Bear", "hand"), zone("isl", "Island", "hand")])
    for _ in range(3):
        if s.doc.get("stack"):
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert s.doc["step"] == "beginning_of_combat" and len(s.doc["stack"]) == 1
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    got = set()
    for o in outs:
        st = o.state
        exiled = tuple(sorted(k for k in ("lib", "rb", "isl") if obj(st, k)["zone"] == "exile"))
        d = engine.derive(st)
        toks = []
        for t in tokens(st):
            ch = d.object(t["id"]).characteristics
            toks.append((ch["name"], ch["power"], ch["toughness"], tuple(sorted(ch["types"])),
                         tuple(sorted(ch["subtypes"]))))
        assert obj(st, "isl")["zone"] == "hand"
        if "lib" not in exiled:
            assert obj(st, "lib")["zone"] == "hand"   # drawn (CR 121.1)
        got.add((exiled, tuple(toks)))
    assert got == {((), ()),
                   (("lib",), (("Grizzly Bears", 3, 3, ("artifact", "creature"), ("Bear", "Golem")),)),
                   (("rb",), (("Runeclaw Bear", 3, 3, ("artifact", "creature"), ("Bear", "Golem")),))}


# --- Espers to Magicite: "Exile each opponent's graveyard. When you do, choose up to one target creature card exiled
# this way. Create a token that's a copy of that card, except it's an artifact and it loses all other card types."


def test_espers_to_magicite_reads_whole():
    assert unsupported("Espers to Magicite") == []


def _espers_resolved(engine):
    """Alice casts Espers to Magicite; Bob's graveyard holds Grizzly Bears and an Island, Alice's a Runeclaw Bear. Both
    pass: it resolves (every outcome)."""
    s = make_state([zone("esp", "Espers to Magicite", "hand"), *[bf(f"asw{i}", "Swamp") for i in range(4)],
                    zone("bgb", "Grizzly Bears", "graveyard", "bob"), zone("bisl", "Island", "graveyard", "bob"),
                    zone("agy", "Runeclaw Bear", "graveyard")])
    s = only(engine.apply(s, {"action": "cast", "object": "esp"}))
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_espers_to_magicite_exiles_the_opponents_graveyard_and_triggers_406_2_603_12(engine):
    """CR 406.2: Bob's two cards are exiled, Alice's own graveyard isn't touched. CR 603.12: having exiled cards, the
    reflexive ability triggers and goes on the stack as Alice would get priority (603.3), its target up to one
    creature card exiled this way (CR 115.1d): Bob's Grizzly Bears, or none: two resulting states."""
    outs = _espers_resolved(engine)
    seen = set()
    for o in outs:
        s = o.state
        assert (obj(s, "bgb")["zone"], obj(s, "bisl")["zone"], obj(s, "agy")["zone"]) == \
            ("exile", "exile", "graveyard")
        (ab,) = [obj(s, i) for i in s.doc["stack"]]
        seen.add(tuple(ab.get("targets", [])))
    assert seen == {("bgb",), ()}


def test_espers_to_magicite_token_is_an_artifact_only_707_8_707_9b(engine):
    """The ability targeting Bob's Grizzly Bears resolves: Alice creates a token copy of the card (CR 707.8) whose card
    types are artifact only (707.9b: the exception sets them), so it isn't a creature; its name stays, and its creature
    type Bear goes with the creature card type (CR 205.1a: a subtype of no card type it has is removed)."""
    (s,) = [o.state for o in _espers_resolved(engine) if obj(o.state, o.state.doc["stack"][0]).get("targets")]
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (tok.get("controller", tok["owner"]), ch["name"], ch["types"], ch["subtypes"]) == \
        ("alice", "Grizzly Bears", ["artifact"], [])


# --- Arcane Artisan: "{2}{U}, {T}: Target player draws a card, then exiles a card from their hand. If a creature card is
# exiled this way, that player creates a token that's a copy of that card." / "When this creature leaves the
# battlefield, exile all tokens created with it at the beginning of the next end step."


def test_arcane_artisan_reads_whole():
    assert unsupported("Arcane Artisan") == []


def _artisan_state():
    """Alice: Arcane Artisan, three Islands, an Island in hand, Grizzly Bears on top of her library; Bob: Runeclaw Bear
    on top of his library, an empty hand."""
    return make_state([bf("aa", "Arcane Artisan"), *islands("alice", 3), zone("ahand", "Island", "hand"),
                       zone("alib", "Grizzly Bears", "library", library_position=1),
                       zone("blib", "Runeclaw Bear", "library", "bob", library_position=1)])


def _activate_resolve(engine, target):
    s = only(engine.apply(_artisan_state(), {"action": "activate", "object": "aa", "ability": 0, "targets": [target]}))
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_arcane_artisan_alice_exiles_the_drawn_creature_or_another_card_608_2c_707_8(engine):
    """Alice targets herself: she draws the Grizzly Bears (CR 121.1), then exiles a card of her choice from her hand
    (608.2c: the Bears included): the Bears (she creates a token copy of it, 707.8, 111.2) or the Island (a land: no
    token): two resulting states."""
    got = set()
    for o in _activate_resolve(engine, "alice"):
        s = o.state
        d = engine.derive(s)
        toks = tuple((t.get("controller", t["owner"]), d.object(t["id"]).characteristics["name"]) for t in tokens(s))
        got.add((obj(s, "alib")["zone"], obj(s, "ahand")["zone"], toks))
    assert got == {("exile", "hand", (("alice", "Grizzly Bears"),)), ("hand", "exile", ())}


def test_arcane_artisan_that_player_creates_the_token_111_2(engine):
    """Alice targets Bob: he draws his Runeclaw Bear and, his only card, must exile it; he creates the token copy, so
    it is his (CR 111.2), not Alice's."""
    (o,) = _activate_resolve(engine, "bob")
    s = o.state
    assert obj(s, "blib")["zone"] == "exile"
    (tok,) = tokens(s)
    assert tok.get("controller", tok["owner"]) == "bob"
    assert engine.derive(s).object(tok["id"]).characteristics["name"] == "Runeclaw Bear"


def test_arcane_artisan_leaving_exiles_its_tokens_at_the_next_end_step_603_7a_607_2c(engine):
    """Alice's token copy of the Bears was created with Arcane Artisan (CR 607.2c). Artisan leaves the battlefield
    (put into the graveyard): its ability triggers (603.6c) and, resolving, creates a delayed triggered ability
    (603.7a); the token stays until the beginning of the next end step (513.1, 603.7a), where that ability triggers and exiles
    it (406.2; a token in exile then ceases to exist, 111.7, 704.5d)."""
    (s,) = [o.state for o in _activate_resolve(engine, "alice") if obj(o.state, "alib")["zone"] == "exile"]
    (tok,) = tokens(s)
    tid = tok["id"]
    s = only(engine.apply(s, {"event": "move", "object": "aa", "to": "graveyard"}))
    on_bf = []
    for _ in range(16):
        on_bf.append((s.doc["step"], (obj(s, tid) or {}).get("zone")))
        if obj(s, tid) is None or obj(s, tid)["zone"] != "battlefield" or s.doc["active_player"] != "alice":
            break
        act = {"action": "pass"} if s.doc.get("priority") else {"action": "declare_attackers", "attackers": []}
        s = only(engine.apply(s, act))
    assert s.doc["active_player"] == "alice" and s.doc["step"] == "end"
    assert obj(s, tid) is None or obj(s, tid)["zone"] != "battlefield"
    # it was still on the battlefield through the main phase and combat
    assert all(z == "battlefield" for st, z in on_bf[:-1])


# --- Fear of Ridicule: "Enchantment creatures you control have menace. / Whenever one or more enchantment creatures you
# control deal combat damage to a player, exile a random creature card from that player's library. Create a token that's
# a copy of that card, except it's a 1/1 enchantment creature."


def test_fear_of_ridicule_reads_whole():
    assert unsupported("Fear of Ridicule") == []


def _fear_combat(engine, attackers):
    """Alice's Fear of Ridicule (a 2/3 enchantment creature) and Grizzly Bears; those named attack Bob unblocked. Bob's
    library: Island, Grizzly Bears, Runeclaw Bear. Both pass until combat damage is dealt and the triggers (if any)
    are on the stack."""
    lib = [zone(f"blib{i}", c, "library", "bob", library_position=i)
           for i, c in enumerate(["Island", "Grizzly Bears", "Runeclaw Bear"], 1)]
    s = make_state([bf("fear", "Fear of Ridicule", **({"attacking": "bob"} if "fear" in attackers else {})),
                    bf("bears", "Grizzly Bears", **({"attacking": "bob"} if "bears" in attackers else {})), *lib],
                   phase="combat", step="declare_blockers", priority="alice", attackers_declared=True)
    for _ in range(4):
        if s.doc["stack"] or s.doc["step"] == "end_of_combat":
            break
        s = only(engine.apply(s, {"action": "pass"}))
    return s


def test_fear_of_ridicule_copies_a_random_creature_card_of_the_damaged_players_library_603_2_707_8_707_9b(engine):
    """CR 510.2: Fear of Ridicule deals 2 combat damage to Bob; CR 603.2: its ability triggers (an enchantment creature
    Alice controls dealt it), naming Bob. Resolving: a creature card of Bob's library at random (Grizzly Bears or
    Runeclaw Bear, never the Island: one resulting state each) is exiled and Alice creates a token copy of it that is
    1/1 and an enchantment creature (707.9b sets its card types: Runeclaw Bear's artifact type is gone)."""
    s = _fear_combat(engine, ["fear"])
    assert s.doc["players"][1]["life"] == 18 and len(s.doc["stack"]) == 1
    outs = engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})
    got = set()
    for o in outs:
        st = o.state
        (tok,) = tokens(st)
        ch = engine.derive(st).object(tok["id"]).characteristics
        exiled = tuple(k for k in ("blib1", "blib2", "blib3") if obj(st, k)["zone"] == "exile")
        got.add((exiled, tok.get("controller", tok["owner"]), ch["name"], ch["power"], ch["toughness"],
                 tuple(sorted(ch["types"]))))
    assert got == {(("blib2",), "alice", "Grizzly Bears", 1, 1, ("creature", "enchantment")),
                   (("blib3",), "alice", "Runeclaw Bear", 1, 1, ("creature", "enchantment"))}


def test_fear_of_ridicule_doesnt_trigger_for_a_creature_that_isnt_an_enchantment_603_2(engine):
    """Only the Grizzly Bears (not an enchantment) attacks and deals Bob 2 combat damage: nothing triggers."""
    s = _fear_combat(engine, ["bears"])
    assert s.doc["players"][1]["life"] == 18 and not s.doc["stack"]


# --- Norin and Feldon: "{2}{R}, {T}: Create a token that's a copy of target creature card in your graveyard, except
# it's an artifact in addition to its other types, gains haste, and has "Whenever a player casts a spell or a creature
# attacks, exile this token." Activate only as a sorcery."


def test_norin_and_feldon_reads_whole():
    assert unsupported("Norin and Feldon") == []


def _norin_token(engine):
    s = make_state([bf("nf", "Norin and Feldon"), *[bf(f"amo{i}", "Mountain") for i in range(4)],
                    zone("gb", "Grizzly Bears", "graveyard"), zone("bolt", "Lightning Bolt", "hand")])
    # (three of the four Mountains pay: one resulting state per choice, alike but for the land left; the first)
    s = engine.apply(s, {"action": "activate", "object": "nf", "ability": 0, "targets": ["gb"]})[0].state
    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_norin_and_feldon_token_is_an_artifact_creature_with_haste_707_8_707_9a(engine):
    """CR 707.8: the token copies the Grizzly Bears card (which stays in the graveyard); 707.9a-b: it is an artifact in
    addition to its types and has haste and the quoted triggered ability, all copiable values."""
    s = _norin_token(engine)
    assert obj(s, "gb")["zone"] == "graveyard"
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (ch["name"], sorted(ch["types"]), "haste" in ch["abilities"]) == \
        ("Grizzly Bears", ["artifact", "creature"], True)


def test_norin_and_feldon_token_is_exiled_when_a_player_casts_a_spell_603_2_406_2(engine):
    """CR 601.2i, 603.2: Alice casts Lightning Bolt at Bob: the token's ability triggers and goes on the stack above the
    Bolt (603.3); it resolves first and exiles the token (406.2: the token then ceases to exist, 111.7)."""
    s = _norin_token(engine)
    (tok,) = tokens(s)
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    assert len(s.doc["stack"]) == 2
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert obj(s, tok["id"]) is None or obj(s, tok["id"])["zone"] != "battlefield"
    assert s.doc["stack"] == ["bolt"]


def test_norin_and_feldon_token_is_exiled_when_it_attacks_508_1m_603_2(engine):
    """The token has haste (it can attack this turn, CR 302.6, 702.10b); declared as an attacker, a creature attacks
    (508.1m): its own ability triggers and, resolving, exiles it (406.2) before blockers are declared."""
    s = _norin_token(engine)
    (tok,) = tokens(s)
    for _ in range(6):
        if s.doc["step"] == "declare_attackers" and not s.doc.get("priority"):
            break
        s = only(engine.apply(s, {"action": "pass"}))
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": [tok["id"]]}))
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    assert obj(s, tok["id"]) is None or obj(s, tok["id"])["zone"] != "battlefield"


# --- Dollhouse of Horrors: "{1}, {T}, Exile a creature card from your graveyard: Create a token that's a copy of the
# exiled card, except it's a 0/0 Construct artifact in addition to its other types and it has "This token gets +1/+1 for
# each Construct you control." It gains haste until end of turn. Activate only as a sorcery."


def test_dollhouse_of_horrors_reads_whole():
    assert unsupported("Dollhouse of Horrors") == []


def test_dollhouse_of_horrors_copies_the_card_its_cost_exiled_118_3_707_9a_613_4c(engine):
    """CR 118.3, 602.2b: Alice pays the cost by exiling one of the two creature cards in her graveyard (one resulting
    state each). Resolving: the token copies that card, the one exiled (707.8), 0/0, a Construct artifact in addition
    (707.9b), with the quoted ability (707.9a): +1/+1 for each Construct she controls, itself the only one: 1/1
    (613.4c); haste until end of turn (611.2)."""
    s = make_state([bf("dh", "Dollhouse of Horrors"), bf("aisl", "Island"), zone("gb", "Grizzly Bears", "graveyard"),
                    zone("rb", "Runeclaw Bear", "graveyard")])
    got = set()
    for o in engine.apply(s, {"action": "activate", "object": "dh", "ability": 0}):
        st = only(engine.apply(only(engine.apply(o.state, {"action": "pass"})), {"action": "pass"}))
        exiled = tuple(k for k in ("gb", "rb") if obj(st, k)["zone"] == "exile")
        (tok,) = tokens(st)
        ch = engine.derive(st).object(tok["id"]).characteristics
        got.add((exiled, ch["name"], ch["power"], ch["toughness"], tuple(sorted(ch["types"])),
                 "Construct" in ch["subtypes"], "haste" in ch["abilities"]))
    assert got == {(("gb",), "Grizzly Bears", 1, 1, ("artifact", "creature"), True, True),
                   (("rb",), "Runeclaw Bear", 1, 1, ("artifact", "creature"), True, True)}


def test_dollhouse_of_horrors_copies_this_activations_card_not_an_earlier_one_607_2a_611_3a(engine):
    """A Runeclaw Bear card an earlier activation exiled is still in exile (recorded as exiled with Dollhouse of
    Horrors); this activation exiles the Grizzly Bears card: the token copies the Grizzly Bears (CR 118.3: the card
    this cost exiled), not the earlier card. Alice also controls Adaptive Automaton, a Construct: the token counts two
    Constructs (CR 611.3a), a 2/2."""
    s = make_state([bf("dh", "Dollhouse of Horrors"), bf("aisl", "Island"), bf("aa", "Adaptive Automaton"),
                    zone("gb", "Grizzly Bears", "graveyard"), zone("old", "Runeclaw Bear", "exile", exiled_with="dh")])
    s = only(engine.apply(s, {"action": "activate", "object": "dh", "ability": 0}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    (tok,) = tokens(s)
    ch = engine.derive(s).object(tok["id"]).characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Grizzly Bears", 2, 2)


# --- Sin, Spira's Punishment: "Flying / Whenever Sin enters or attacks, exile a permanent card from your graveyard at
# random, then create a tapped token that's a copy of that card. If the exiled card is a land card, repeat this process."


def test_sin_reads_whole():
    assert unsupported("Sin, Spira's Punishment") == []


def _sin_resolved(engine, grave):
    """Sin is put onto the battlefield from Alice's hand (CR 603.6a: its ability triggers); both pass: it resolves
    (every outcome)."""
    s = make_state([zone("sin", "Sin, Spira's Punishment", "hand"),
                    *[zone(k, c, "graveyard") for k, c in grave.items()]])
    s = only(engine.apply(s, {"event": "move", "object": "sin", "to": "battlefield"}))
    for _ in range(2):
        if s.doc["stack"]:
            break
        s = only(engine.apply(s, {"action": "pass"}))
    assert len(s.doc["stack"]) == 1
    return engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})


def test_sin_repeats_while_it_exiles_lands_608_2c_110_5b(engine):
    """Alice's graveyard: Island, Forest (land cards), Grizzly Bears (a nonland permanent card), Lightning Bolt (no
    permanent card). At random, the process exiles lands until the Bears: any set of the two lands, and the Bears
    (four resulting states; the Bolt never). Each exiled card gets a tapped token copy (CR 707.8, 110.5b)."""
    grave = {"isl": "Island", "for": "Forest", "gb": "Grizzly Bears", "bolt": "Lightning Bolt"}
    got = set()
    for o in _sin_resolved(engine, grave):
        s = o.state
        exiled = tuple(sorted(k for k in grave if obj(s, k)["zone"] == "exile"))
        d = engine.derive(s)
        toks = tuple(sorted((d.object(t["id"]).characteristics["name"], bool(t.get("tapped"))) for t in tokens(s)))
        got.add((exiled, toks))
    assert got == {(("gb",), (("Grizzly Bears", True),)),
                   (("gb", "isl"), (("Grizzly Bears", True), ("Island", True))),
                   (("for", "gb"), (("Forest", True), ("Grizzly Bears", True))),
                   (("for", "gb", "isl"), (("Forest", True), ("Grizzly Bears", True), ("Island", True)))}


def test_sin_with_only_lands_exiles_them_all_608_2c(engine):
    """With no nonland permanent card, every land card is exiled in turn (the process repeats until none is left): the
    Island and the Forest, each copied by a tapped token; one resulting state."""
    (o,) = _sin_resolved(engine, {"isl": "Island", "for": "Forest", "bolt": "Lightning Bolt"})
    s = o.state
    assert (obj(s, "isl")["zone"], obj(s, "for")["zone"], obj(s, "bolt")["zone"]) == ("exile", "exile", "graveyard")
    assert len(tokens(s)) == 2 and all(t.get("tapped") for t in tokens(s))


def test_tokencopy4_cards_keep_derive_and_legal_decided_by_grounding():
    """DESIGN.md: derive and legal stay stratified, decided by grounding alone, with this branch's cards in hand, on
    the battlefield and a stunned creature (a rule that once read a token's power from the card it copies into
    token_value/3 put the characteristics in a loop)."""
    from .conftest import undecided_by_grounding
    cards = [zone("ac", "Ashling's Command", "hand"), zone("bc", "Brigid's Command", "hand"),
             zone("tc", "Trystan's Command", "hand"), zone("sc", "Sygg's Command", "hand"),
             zone("gc", "Grub's Command", "hand"), zone("se", "Sublime Epiphany", "hand"),
             zone("hi", "Haunting Imitation", "hand"), zone("esp", "Espers to Magicite", "hand"),
             bf("sin", "Sin, Spira's Punishment"), bf("dh", "Dollhouse of Horrors"), bf("fear", "Fear of Ridicule"),
             bf("nf", "Norin and Feldon"), bf("aa", "Arcane Artisan"), bf("ss", "Soul Separator"),
             bf("nx", "Nexus of Becoming"), bf("bbear", "Grizzly Bears", "bob", tapped=True, counters={"stun": 2}),
             *islands("alice", 6), zone("gy", "Grizzly Bears", "graveyard"),
             zone("bgy", "Runeclaw Bear", "graveyard", "bob")]
    for mode in ("derive", "legal"):
        assert undecided_by_grounding(make_state(cards), mode) == []
