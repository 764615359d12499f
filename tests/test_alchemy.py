"""MTG Arena's digital-only Alchemy mechanics (branch alchemy; rules_asp/kernel/alchemy_*.lp). They are OUTSIDE the CR:
each is modelled from Arena's published description of it, on the CR rules its pieces rest on.

Specialize (Alchemy Horizons: Baldur's Gate): "Specialize COST" is "COST, Discard a card: this creature perpetually
specializes into the version of the discarded card's color. Activate only as a sorcery." (an activated ability, CR
602.1; the discard a cost, 118.3). The versions come from Forge's card scripts (data/oracle/alchemy_lists.tsv).
"Perpetually": the change follows the card through zone changes (which CR 400.7 gives no effect): its card is the
version from then on. Gut, Fanatical Priestess (Specialize {5}) has five versions; each version's "When this creature
specializes" (603.2) creates token copies of a creature card exiled with it (607.2a, 707.7, 707.9, 111.1) and
sacrifices them at the beginning of its controller's next end step (603.7a).

Each expected value was worked out from these rules and the cards' Oracle text before the engine was run.
"""

from __future__ import annotations

from pyglue.cards import library

from .conftest import basics, cast, in_hand, make_state, on_bf, only, resolve

PRIESTESS = "Gut, Fanatical Priestess"
SPECIALIZE = {"activated": {"cost": "{5}", "tap": False, "effect": "specialize"}, "also": "discard_a_card",
              "only": "sorcery"}


def obj(s, oid):
    return next(o for o in s.doc["objects"] if o["id"] == oid)



def _resolve_with_exiled(engine, sid, name, i, exiled):
    """Alice's permanent ``name`` (id ``sid``) with its i-th ability's trigger on the stack and the card ``exiled``
    in exile, exiled with it (607.2a); Bob passes after Alice: the one resulting state of its resolving."""
    src = on_bf(sid, name, "alice")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": sid, "text": library()[name]["abilities"][i]}}
    card = dict(exiled, zone="exile", exiled_with=sid)
    return only(engine.apply(make_state([src, trig, card], stack=["trig"], priority="bob", passed=["alice"]),
                             {"action": "pass"}))


def test_gut_cards_read_their_oracle_text_and_versions():
    """The five versions' copy sentence is read (trigger self_specializes; 607.2a's linked card of type creature;
    707.9 exceptions; 603.7a the sacrifice at the controller's next end step); the base card's Specialize {5} is the
    activated ability with the discard cost, and its versions are its specializes_into data, one a color."""
    lib = library()
    assert lib["Gut, Zealous Fanatic"]["abilities"] == [{
        "trigger": "self_specializes",
        "effect": [{"create_token_copy": "exiled_card", "card_type": "creature", "count": 2,
                    "except": {"power": 2, "toughness": 2, "add_abilities": ["haste"]}},
                   {"tokens_leave": "sacrifice", "at": "your_next_end_step"}]}]
    assert lib["Gut, Furious Fanatic"]["abilities"][0]["effect"][0]["except"] == {
        "add_abilities": ["double_strike", "haste"]}
    abs_ = lib[PRIESTESS]["abilities"]
    assert abs_[0] == SPECIALIZE
    assert {(a["color"], a["specializes_into"]["card"]) for a in abs_ if "specializes_into" in a} == {
        ("white", "Gut, Zealous Fanatic"), ("blue", "Gut, Devious Fanatic"), ("black", "Gut, Brutal Fanatic"),
        ("red", "Gut, Furious Fanatic"), ("green", "Gut, Bestial Fanatic")}


def test_specialize_discarding_a_green_card_makes_gut_bestial_and_copies_the_exiled_creature(engine):
    """Alice controls Gut, Fanatical Priestess and five Mountains; Serra Angel (a 4/4 flier) is in exile, exiled with
    Gut (607.2a); her hand is Grizzly Bears (green) and Mimic Vat (colorless). She activates Specialize {5} (602.1,
    sorcery timing 602.5d); its cost is "Choose a color, discard a card of that color" (Arena's reminder text; 118.3),
    which the colorless Vat can't pay: one resulting state, the Bears in her graveyard, the Vat in her hand, the
    ability on the stack remembering green. It resolves: Gut is now Gut, Bestial Fanatic (the green version), the same object still
    on the battlefield; its "When this creature specializes" triggers (603.2). That resolves: one token, a copy of
    Serra Angel (707.7) except 5/5 with trample and haste (707.9b: power/toughness set, abilities added; flying is
    the Angel's own), under Alice's control (111.1), and a delayed trigger to sacrifice it at the beginning of her
    next end step (603.7a)."""
    objs = [on_bf("gut", PRIESTESS, "alice"), *basics("alice", "Mountain", 5), in_hand("gb", "Grizzly Bears"),
            in_hand("vat", "Mimic Vat"),
            {"id": "angel", "card": "Serra Angel", "zone": "exile", "owner": "bob", "exiled_with": "gut"}]
    s = only(engine.apply(make_state(objs), {"action": "activate", "object": "gut", "ability": SPECIALIZE}))
    assert (obj(s, "gb")["zone"], obj(s, "vat")["zone"]) == ("graveyard", "hand")
    (ab,) = [o for o in s.doc["objects"] if o["zone"] == "stack"]
    assert ab["specialize_colors"] == ["green"]
    s = only(resolve(engine, s))
    assert (obj(s, "gut")["card"], obj(s, "gut")["zone"]) == ("Gut, Bestial Fanatic", "battlefield")
    # The green version's own values (its Oracle card: {4}{R}{R}{G}, a red and green 5/4): the green pip is added to
    # the mana cost, and the version has no Specialize (a specialized card can't specialize again).
    ch = engine.derive(s).object("gut").characteristics
    assert (ch["name"], ch["power"], ch["toughness"], set(ch["colors"]), ch["mana_cost"]) == (
        "Gut, Bestial Fanatic", 5, 4, {"red", "green"}, "{4}{R}{R}{G}")
    assert SPECIALIZE not in ch["abilities"]
    s = only(resolve(engine, s))
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    view = next(o for o in engine.derive(s).objects if o.id == tok["id"])
    ch = view.characteristics
    assert (ch["name"], ch["power"], ch["toughness"], view.controller) == ("Serra Angel", 5, 5, "alice")
    assert set(ch["abilities"]) == {"flying", "vigilance", "trample", "haste"}
    (delayed,) = s.doc["delayed_triggers"]
    assert "your_next_end_step" in str(delayed) and tok["id"] in str(delayed), delayed


def test_gut_zealous_fanatic_specializes_trigger_two_hasty_2_2_copies_sacrificed_at_the_next_end_step(engine):
    """Gut, Zealous Fanatic (the white version): "When this creature specializes, create two tokens that are copies of
    a creature card exiled with this creature, except they're 2/2 and have haste. Sacrifice them at the beginning of
    your next end step." Its trigger on the stack, Serra Angel exiled with it (607.2a): two tokens, each a copy of the
    Angel (707.7) except 2/2 with haste added (707.9b: flying and vigilance its own), Alice's (111.1); one delayed
    trigger sacrifices them at the beginning of her next end step (603.7a)."""
    s = _resolve_with_exiled(engine, "gut", "Gut, Zealous Fanatic", 0, {"id": "angel", "card": "Serra Angel", "owner": "bob"})
    toks = [o for o in s.doc["objects"] if o.get("token")]
    d = engine.derive(s)
    got = [(d.object(t["id"]).characteristics["name"], d.object(t["id"]).characteristics["power"],
            d.object(t["id"]).characteristics["toughness"], frozenset(d.object(t["id"]).characteristics["abilities"]),
            d.object(t["id"]).controller) for t in toks]
    assert got == [("Serra Angel", 2, 2, frozenset({"flying", "vigilance", "haste"}), "alice")] * 2
    (delayed,) = s.doc["delayed_triggers"]   # (it names the tokens by the timestamp they were created with)
    assert (delayed["controller"], delayed["text"]["trigger"], delayed["text"]["effect"]) == (
        "alice", "your_next_end_step", {"leave_tokens_created": "sacrifice", "timestamp": toks[0]["timestamp"]})
    assert {t["timestamp"] for t in toks} == {toks[0]["timestamp"]}


def test_specialize_cost_a_lands_basic_land_type_gives_its_color_a_multicolored_card_each_of_its_colors(engine):
    """Arena's Specialize: the discarded card's color, or the color of its basic land type, picks the version. Alice's
    hand is a Forest and Mimic Vat (colorless, no land type): only the Forest pays the cost (its land type Forest:
    green, 305.6), one resulting state, the ability remembering green. With Abrupt Decay ({B}{G}: black and green,
    202.2) her only card, she chooses either of its colors: two resulting states, black or green, the Decay discarded
    in both (118.3)."""
    def activations(hand):
        objs = [on_bf("gut", PRIESTESS, "alice"), *basics("alice", "Mountain", 5), *[in_hand(i, n) for i, n in hand]]
        outs = engine.apply(make_state(objs), {"action": "activate", "object": "gut", "ability": SPECIALIZE})
        return sorted((tuple(obj(o.state, i)["zone"] for i, _ in hand),
                       tuple(next(x for x in o.state.doc["objects"] if x["zone"] == "stack")["specialize_colors"]))
                      for o in outs)
    assert activations([("f", "Forest"), ("vat", "Mimic Vat")]) == [(("graveyard", "hand"), ("green",))]
    assert activations([("ad", "Abrupt Decay")]) == [(("graveyard",), ("black",)), (("graveyard",), ("green",))]


def lib_card(oid, name, pos):
    return {"id": oid, "card": name, "zone": "library", "owner": "alice", "library_position": pos}


def test_seek_two_instant_and_or_sorcery_cards_with_mana_value_3_then_exile_them(engine):
    """Signature Spells ({4}{U}{U} enchantment): "When Signature Spells enters the battlefield, seek two instant and/or
    sorcery cards with mana value 3, then exile them." Alice's library: Seething Song (instant {2}{R}), Secret
    Rendezvous (sorcery {1}{W}{W}), Wheel of Fortune (sorcery {2}{R}) meet the criterion (mana value 3, CR 202.3);
    Lightning Bolt (instant, 1), Braingeyser (sorcery {X}{U}{U}: 2 in the library, 202.3e), Replenish (sorcery, 4) and
    Grizzly Bears (a creature) don't. She casts it and it resolves (enters, 603.2: the trigger); the trigger resolves:
    Alchemy's seek picks two of the three at random, so three resulting states (608.2c: one for each pair), in each
    the pair in exile, exiled with Signature Spells (607.2a: what its upkeep ability copies), the rest of the library
    where it was and her hand empty."""
    meet = {"song": "Seething Song", "rdv": "Secret Rendezvous", "wheel": "Wheel of Fortune"}
    other = {"bolt": "Lightning Bolt", "brain": "Braingeyser", "rep": "Replenish", "gb": "Grizzly Bears"}
    objs = [in_hand("sig", "Signature Spells"), *basics("alice", "Island", 6),
            *[lib_card(i, n, k) for k, (i, n) in enumerate({**meet, **other}.items())]]
    s = only(resolve(engine, cast(engine, make_state(objs), "sig")))
    assert obj(s, "sig")["zone"] == "battlefield"
    outs = [o.state for o in resolve(engine, s)]
    pairs = set()
    for st in outs:
        exiled = {o["id"] for o in st.doc["objects"] if o["zone"] == "exile"}
        assert all(obj(st, i).get("exiled_with") == "sig" for i in exiled)
        assert not [o for o in st.doc["objects"] if o["zone"] == "hand"]
        assert all(obj(st, i)["zone"] == "library" for i in set(meet) - exiled | set(other))
        pairs.add(frozenset(exiled))
    assert len(outs) == 3 and pairs == {frozenset(p) for p in (("song", "rdv"), ("song", "wheel"), ("rdv", "wheel"))}


def test_seek_two_with_one_card_meeting_the_criterion_gets_that_one(engine):
    """Signature Spells' enters trigger on the stack; Alice's library holds one instant or sorcery card with mana value
    3 (Seething Song) and Grizzly Bears. Seek two gets the one card there is (Arena's seek: fewer if fewer meet it):
    one resulting state, Seething Song exiled with Signature Spells (607.2a), the Bears still in the library."""
    sig = on_bf("sig", "Signature Spells", "alice")
    trig = {"id": "trig", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "sig", "text": library()["Signature Spells"]["abilities"][0]}}
    s = make_state([sig, trig, lib_card("song", "Seething Song", 0), lib_card("gb", "Grizzly Bears", 1)],
                   stack=["trig"], priority="bob", passed=["alice"])
    st = only(engine.apply(s, {"action": "pass"}))
    assert [(o["id"], o["zone"], o.get("exiled_with")) for o in st.doc["objects"] if o["id"] != "sig"] == [
        ("song", "exile", "sig"), ("gb", "library", None)]


def test_707_12_signature_spells_upkeep_copies_an_exiled_card_to_cast_free(engine):
    """Signature Spells: "At the beginning of your upkeep, you may copy a card exiled with Signature Spells. You may
    cast the copy without paying its mana cost." Its trigger on the stack, Seething Song (instant {2}{R}: "Add
    {R}{R}{R}{R}{R}.") exiled with it (607.2a). It resolves: a copy of the card is made in exile, the zone the card is
    in (707.12), which Alice may cast now without paying its mana cost (608.2g): her one cast is that copy's, free;
    cast, a Seething Song copy is on the stack and the card itself stays in exile."""
    s = _resolve_with_exiled(engine, "sig", "Signature Spells", 1, {"id": "song", "card": "Seething Song", "owner": "alice"})
    (cp,) = [o for o in s.doc["objects"] if o.get("copy")]
    assert cp["zone"] == "exile"
    casts = [a.action for a in engine.legal_actions(s) if a.action["action"] == "cast"]
    assert casts == [{"action": "cast", "object": cp["id"], "cost": "free"}]
    s = only(engine.apply(s, casts[0]))
    assert (s.doc["stack"], obj(s, "song")["zone"]) == ([cp["id"]], "exile")
    assert engine.derive(s).object(cp["id"]).characteristics["name"] == "Seething Song"


LOOSE_BOOK = {"Bristling Boar", "Enraged Ceratok", "Exuberant Wolfbear", "Gaea's Protector", "Master Symmetrist",
              "Ornery Dilophosaur", "Overgrown Armasaur", "Predatory Wurm", "Prized Unicorn", "Sabertooth Mauler",
              "Spike-Tailed Ceratops", "Spore Crawler", "Thrashing Brontodon", "Wardscale Crocodile", "World Shaper"}
ENGINE_BOOK = {"Serra Angel", "Resplendent Angel", "Steel-Plume Marshal", "Duelcraft Trainer", "Falconer Adept",
               "Seraph of Dawn", "Star-Crowned Stag", "Benalish Marshal", "Blade Historian", "Captivating Crew",
               "Manaform Hellkite", "Serra Paragon", "Moonveil Regent", "Skyship Stalker", "Ogre Battledriver"}


def drafted(st, source):
    """The new cards in exile exiled with ``source``: (id, card) pairs."""
    return [(o["id"], o["card"]) for o in st.doc["objects"] if o["zone"] == "exile" and o.get("exiled_with") == source]


def test_loose_in_the_park_draws_then_drafts_each_spellbook_card_into_exile(engine):
    """Loose in the Park ({1}{G} Aura, enchant land): "When this enchantment enters, draw a card, then draft a card from
    this enchantment's spellbook and exile it." Its spellbook (Forge's script) is 15 cards. Alice casts it on her
    Forest (303.4a) and it resolves; the trigger (603.2) resolves: she draws her library's one card (121.1), then
    drafts: Alchemy offers three spellbook cards at random and she picks one, so each of the 15 may be the result:
    15 resulting states (608.2c), each with one new card of that name in exile (406.6), hers (108.3), exiled with
    Loose in the Park (607.2a: what its "{3}: Enchanted land becomes a copy of the exiled card ..." copies), and Grizzly
    Bears in her hand."""
    objs = [in_hand("lp", "Loose in the Park"), *basics("alice", "Forest", 5), lib_card("gb", "Grizzly Bears", 1)]
    s = cast(engine, make_state(objs), "lp", targets=["aforest1"], only_one=False)
    s = only(resolve(engine, s))
    assert obj(s, "lp")["attached_to"] == "aforest1"
    outs = [o.state for o in resolve(engine, s)]
    got = [drafted(st, "lp") for st in outs]
    assert all(len(g) == 1 for g in got) and {g[0][1] for g in got} == LOOSE_BOOK and len(outs) == 15
    assert all(obj(st, "gb")["zone"] == "hand" and obj(st, g[0][0])["owner"] == "alice" for st, g in zip(outs, got))


def test_protean_war_engine_drafts_a_spellbook_card_into_exile_as_it_enters(engine):
    """Protean War Engine ({R}{W} Vehicle 0/4, crew 3): "As Protean War Engine enters, draft a card from Protean War
    Engine's spellbook and exile it." Its spellbook (Forge's script) is 15 cards. Alice casts it and it resolves: as
    it enters (a replacement effect, 614.1c, 614.12) each of the 15 may be drafted: 15 resulting states (608.2c), each
    with the Engine on the battlefield and one new card of that name in exile, Alice's (108.3), exiled with the Engine
    (607.2a: what its "becomes a copy of the exiled card" copies)."""
    objs = [in_hand("pwe", "Protean War Engine"), *basics("alice", "Plains", 1), *basics("alice", "Mountain", 1),
            on_bf("gb1", "Grizzly Bears", "alice"), on_bf("gb2", "Grizzly Bears", "alice")]
    s = cast(engine, make_state(objs), "pwe")
    outs = [o.state for o in resolve(engine, s)]
    got = [drafted(st, "pwe") for st in outs]
    assert all(obj(st, "pwe")["zone"] == "battlefield" for st in outs)
    assert all(len(g) == 1 and obj(st, g[0][0])["owner"] == "alice" for st, g in zip(outs, got))
    assert {g[0][1] for g in got} == ENGINE_BOOK and len(outs) == 15
    # Where Serra Angel was drafted, Alice crews it with her two Bears (702.122a, power 4 >= 3); it becomes crewed, its
    # trigger resolves: until end of turn it is a copy of the exiled card (707.4; 707.9b: a Vehicle artifact too).
    (s,) = [st for st, g in zip(outs, got) if g[0][1] == "Serra Angel"]
    crew = {"action": "activate", "object": "pwe",
            "ability": {"activated": {"cost": "", "tap": False, "effect": "self_becomes_artifact_creature"}}}
    s = only(resolve(engine, only(resolve(engine, only(engine.apply(s, crew))))))
    ch = next(o for o in engine.derive(s).objects if o.id == "pwe").characteristics
    assert (ch["name"], ch["power"], ch["toughness"]) == ("Serra Angel", 4, 4)
    assert {"artifact", "creature"} <= set(ch["types"]) and "Vehicle" in ch["subtypes"]


ZOMBIE_ABILITY = {"activated": {"cost": "{1}{B}{B}", "tap": False, "effect": [
    "shuffle_self_into_library",
    {"create_token_copy": "self", "except": {"power": 4, "toughness": 4, "colors": ["black"], "add_subtypes": ["Zombie"]}}]},
    "also": "exile_this_card_from_graveyard", "only": "sorcery"}


def test_assemble_from_parts_perpetually_gives_a_graveyard_card_an_ability_that_follows_it(engine):
    """Assemble from Parts ({B} instant): "Target creature card in your graveyard perpetually gains "{1}{B}{B}, Exile this
    card from your graveyard: Shuffle it into its owner's library. Create a token that's a copy of it, except it's a
    4/4 black Zombie in addition to its other types. Activate only as a sorcery."" Alice casts it on Serra Angel in her
    graveyard (115.1) with four Swamps; it resolves: a continuous effect gives the card the ability (611.2, 613.1f), its
    duration perpetually. She activates it from the graveyard (sorcery timing, 602.5d): the cost exiles the Angel
    (118.3) and, perpetually (Alchemy: unlike 400.7), the exiled card still has the ability. It resolves: the Angel goes
    into her library (701.24a), still with the ability; she gets a token copy of it (707.2), a 4/4 black Angel Zombie
    with flying and vigilance (707.9b: power, toughness and color set, Zombie added; the copy doesn't get the gained
    ability, a layer 6 effect, not a copiable value, 707.2)."""
    objs = [in_hand("afp", "Assemble from Parts"), *basics("alice", "Swamp", 4),
            {"id": "angel", "card": "Serra Angel", "zone": "graveyard", "owner": "alice"}]
    s = cast(engine, make_state(objs), "afp", targets=["angel"], only_one=False)
    s = only(resolve(engine, s))

    def has_it(st):
        view = next(o for o in engine.derive(st).objects if o.id == "angel")
        return ZOMBIE_ABILITY in view.characteristics["abilities"]

    s = only(engine.apply(s, {"action": "activate", "object": "angel", "ability": ZOMBIE_ABILITY}))   # (it has it)
    assert obj(s, "angel")["zone"] == "exile"
    s = only(resolve(engine, s))
    assert obj(s, "angel")["zone"] == "library" and has_it(s)
    (tok,) = [o for o in s.doc["objects"] if o.get("token")]
    ch = next(o for o in engine.derive(s).objects if o.id == tok["id"]).characteristics
    assert (ch["name"], ch["power"], ch["toughness"], ch["colors"]) == ("Serra Angel", 4, 4, ["black"])
    assert set(ch["subtypes"]) == {"Angel", "Zombie"} and set(ch["abilities"]) == {"flying", "vigilance"}


EASEL_CHOOSE = {"activated": {"cost": "", "tap": True, "effect": {
    "choose_in_hand_perpetually": "instant_or_sorcery", "incorporate": "{U}{R}",
    "ability": {"trigger": "cast_this_spell", "effect": {"copy_this_spell": "once", "new_targets": True}}}},
    "only": "sorcery"}


def test_inspiring_easel_incorporates_u_r_and_the_copy_trigger_into_a_card_in_hand(engine):
    """Inspiring Easel: "{T}: Choose an instant or sorcery card in your hand. It perpetually incorporates {U}{R} and
    gains "When you cast this spell, copy it. You may choose new targets for the copy." Activate only as a sorcery."
    Alice's hand is Lightning Bolt ({R}); she has two Mountains and an Island. She activates the Easel (602.1) and it
    resolves: Bolt, her only such card, perpetually gets the ability (613.1f) and incorporates {U}{R}: it is blue and
    red (202.2, 613.1e), and casting it for its mana cost costs {U}{R} more (601.2f): {R}{U}{R}, all three lands. She
    casts it at Bob: the three lands are tapped, and its gained ability triggers (603.2: "when you cast this spell");
    it resolves: a copy of Bolt on the stack (707.10), its controller Alice, which may get a new target (707.10c): two
    resulting states, the copy aimed at Bob or at Alice (no creature or planeswalker is there)."""
    objs = [on_bf("easel", "Inspiring Easel", "alice"), in_hand("bolt", "Lightning Bolt"),
            *basics("alice", "Mountain", 2), *basics("alice", "Island", 1)]
    s = only(engine.apply(make_state(objs), {"action": "activate", "object": "easel", "ability": EASEL_CHOOSE}))
    s = only(resolve(engine, s))
    view = next(o for o in engine.derive(s).objects if o.id == "bolt")
    assert set(view.characteristics["colors"]) == {"red", "blue"}
    s = cast(engine, s, "bolt", targets=["bob"])
    assert all(obj(s, i).get("tapped") for i in ("amountain1", "amountain2", "aisland1"))
    targets = set()
    for st in [o.state for o in resolve(engine, s)]:
        (copy,) = [o for o in st.doc["objects"] if o.get("copy") and o["zone"] == "stack"]
        assert copy["controller"] == "alice"
        targets.add(tuple(copy["targets"]))
    assert targets == {("bob",), ("alice",)}
