"""The choices made for spells, which a copy copies (CR 707.10): modes (700.2), additional costs (118.8), X,
the mana spent (601.2h), with damage and life (120.3, 119.3). The CR 707.10 Examples load
examples/states/cr707_10_*.yaml (Fork's is in test_cr707_examples.py); the other scenarios are built from the
rule text. Every expected value is worked out from the rules in the docstring."""

from __future__ import annotations

import yaml

from pyglue import load_state

from .conftest import EXAMPLES, make_state, only

CARDS = yaml.safe_load((EXAMPLES / "cards" / "cr707_10_choices.yaml").read_text(encoding="utf-8"))["cards"]


def example(name):
    return load_state(EXAMPLES / "states" / f"{name}.yaml")


def state(objects, **top):
    return make_state(objects, cards=CARDS, **top)


def obj(st, oid):
    return next((o for o in st.doc["objects"] if o["id"] == oid), None)


def life(st, player):
    return next(p["life"] for p in st.doc["players"] if p["name"] == player)


def copy_of(st, oid):
    (cp,) = [o for o in st.doc["objects"] if o["id"].startswith(f"{oid}.spell_copy")]
    return cp


def resolve(engine, st):
    return only(engine.apply(st, {"event": "resolve"}))


# --- CR 707.10 Example 2: Fling ---------------------------------------------------------------------------

def test_707_10_fling_copy_uses_the_power_of_the_creature_sacrificed_for_the_original(engine):
    """CR 707.10 Example (Fling): a copy's effect that refers to the object used to pay a cost uses the one paid
    for the original. Fork copies Fling (sacrificed Hill Giant, power 3). The copy may target Bob (the original's
    target) or any other legal "any target" (115.4): Alice or her Grizzly Bears: three states. In each it deals
    3 damage (the Giant's power), and the copy pays no cost: the Bears are sacrificed by nobody."""
    outs = engine.apply(example("cr707_10_fling"), {"event": "resolve"})
    results = {}
    for out in outs:
        cp = copy_of(out.state, "fling")
        assert cp["sacrificed"] == {"object": "giant", "power": 3}
        assert obj(out.state, "bears")["zone"] == "battlefield"
        after = resolve(engine, out.state)
        results[cp["targets"][0]] = (life(after, "alice"), life(after, "bob"), obj(after, "bears")["zone"])
    # 3 damage: to a player, 3 life lost (120.3a); to the 2/2 Bears, lethal damage (120.3e, 704.5g)
    assert results == {"bob": (20, 17, "battlefield"), "alice": (17, 20, "battlefield"),
                       "bears": (20, 20, "graveyard")}


def test_601_2h_casting_fling_sacrifices_the_chosen_creature_and_remembers_its_power(engine):
    """CR 601.2b, 601.2h, 118.8, 701.21a: Fling's additional cost is paid as it is cast: the creature named goes
    to the graveyard then, and Fling remembers it and its power (608.2h). Hill Giant (3/3) is sacrificed; Fling
    resolves for 3 to Bob (20 -> 17)."""
    st = state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}])
    cast = only(engine.apply(st, {"action": "cast", "object": "fling", "sacrifice": ["giant"], "targets": ["bob"]}))
    assert obj(cast, "giant")["zone"] == "graveyard"
    assert obj(cast, "fling")["sacrificed"] == {"object": "giant", "power": 3}
    assert life(resolve(engine, cast), "bob") == 17


def test_608_2h_fling_uses_the_sacrificed_creatures_last_known_power(engine):
    """CR 608.2h: the sacrificed creature has left the battlefield, so Fling uses its last known information:
    Hill Giant was 3/3 with +2/+2 until end of turn, so 5 damage (Bob 20 -> 15), not its printed 3."""
    st = state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}],
               continuous_effects=[{"id": "e1", "affects": ["giant"], "modify_pt": [2, 2], "until": "end_of_turn",
                                    "timestamp": 20}])
    cast = only(engine.apply(st, {"action": "cast", "object": "fling", "sacrifice": ["giant"], "targets": ["bob"]}))
    assert obj(cast, "fling")["sacrificed"]["power"] == 5
    assert life(resolve(engine, cast), "bob") == 15


def test_118_8_sacrificing_a_creature_you_dont_control_is_illegal(engine):
    """CR 118.8, 601.2b, 701.21a: the additional cost is "sacrifice a creature", and a player can sacrifice only
    a permanent they control: naming Bob's Grizzly Bears makes the cast illegal (why-not cites those rules);
    naming Alice's own Hill Giant is legal."""
    st = state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "owner": "alice"},
                {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}])
    w = engine.why_not(st, {"action": "cast", "object": "fling", "sacrifice": ["bears"], "targets": ["bob"]})
    assert not w.legal
    rules = {r for _, r in w.failures}
    assert {"118.8", "601.2b", "701.21a"} <= rules
    assert engine.why_not(st, {"action": "cast", "object": "fling", "sacrifice": ["giant"], "targets": ["bob"]}).legal


def test_601_2h_fling_cant_be_cast_without_a_creature_to_sacrifice(engine):
    """CR 601.2h: unpayable costs can't be paid. With no creature of her own (only Bob's), Alice can't cast
    Fling: it isn't among her legal actions."""
    st = state([{"id": "fling", "card": "Fling", "zone": "hand", "owner": "alice"},
                {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"},
                {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}])
    w = engine.why_not(st, {"action": "cast", "object": "fling"})
    assert ("cannot_pay_additional_cost(sacrifice(creature))", "601.2h") in w.failures
    assert all(a.action.get("object") != "fling" for a in engine.legal_actions(st, "alice"))


# --- CR 707.10 Example 3: Dawnglow Infusion ---------------------------------------------------------------

def _cast_dawnglow(engine, payment):
    return only(engine.apply(example("cr707_10_dawnglow_infusion"),
                             {"action": "cast", "object": "dawnglow", "x": 3, "payment": payment}))


def test_707_10_dawnglow_infusion_gains_x_per_color_spent_and_a_copy_gains_nothing(engine):
    """CR 707.10 Example (Dawnglow Infusion, {X}{G/W}, X = 3: 3 generic and one hybrid). Paid with a Forest, a
    Plains and two Mountains, both {G} and {W} were spent: the original gains 3 + 3 = 6. A copy (copy_spell) was not cast and mana isn't an object: it gains
    no life. The copy resolves first (on top): Alice stays at 20, then the original takes her to 26."""
    cast = _cast_dawnglow(engine, ["forest1", "plains1", "mountain1", "mountain2"])
    assert obj(cast, "dawnglow")["mana_spent"] == "{W}{R}{R}{G}"
    copied = only(engine.apply(cast, {"event": "copy_spell", "object": "dawnglow", "controller": "alice"}))
    cp = copy_of(copied, "dawnglow")
    assert cp.get("x") == 3 and "mana_spent" not in cp
    after_copy = resolve(engine, copied)
    assert life(after_copy, "alice") == 20
    assert life(resolve(engine, after_copy), "alice") == 26


def test_601_2h_dawnglow_infusion_paid_with_green_only_gains_x(engine):
    """CR 601.2h with the Dawnglow Example: paid with two Forests and two Mountains, only {G} was spent (the
    hybrid {G/W} paid with a Forest's green): Alice gains X = 3 (20 -> 23), not 6."""
    cast = _cast_dawnglow(engine, ["forest1", "forest2", "mountain1", "mountain2"])
    assert obj(cast, "dawnglow")["mana_spent"] == "{R}{R}{G}{G}"
    assert life(resolve(engine, cast), "alice") == 23


def test_107_4e_hybrid_symbol_needs_one_of_its_colors(engine):
    """CR 107.4e: {G/W} is paid with green or white mana. With X = 3 the cost is {3}{G/W}: Alice's four red
    mana (two Mountains, {R}{R} in her pool) are enough in number but none can pay the hybrid symbol, so the
    cast is illegal (601.2h). CR 202.2d: the card is green and white."""
    st = state([{"id": "dawnglow", "card": "Dawnglow Infusion", "zone": "hand", "owner": "alice"},
                {"id": "m1", "card": "Mountain", "zone": "battlefield", "owner": "alice"},
                {"id": "m2", "card": "Mountain", "zone": "battlefield", "owner": "alice"}],
               players=[{"name": "alice", "life": 20, "mana_pool": "{R}{R}"}, {"name": "bob", "life": 20}])
    w = engine.why_not(st, {"action": "cast", "object": "dawnglow", "x": 3})
    assert not w.legal and any(r == "601.2h" for _, r in w.failures)
    d = engine.derive(st)
    assert d.object("dawnglow").characteristics["colors"] == ["green", "white"]  # CR 202.2d


# --- Modes (CR 700.2) -------------------------------------------------------------------------------------

def _charm_state(**extra):
    objs = [{"id": "charm", "card": "Emerald Charm", "zone": "hand", "owner": "alice"},
            {"id": "forest", "card": "Forest", "zone": "battlefield", "owner": "alice"},
            {"id": "angel", "card": "Serra Angel", "zone": "battlefield", "owner": "bob"},
            {"id": "pacifism", "card": "Pacifism", "zone": "battlefield", "owner": "bob"}]
    return state(objs + extra.pop("more", []), **extra)


def test_700_2a_a_mode_without_a_legal_target_cant_be_chosen(engine):
    """CR 700.2a: the only enchantment is Pacifism, an Aura, so "destroy target non-Aura enchantment" has no
    legal target and can't be chosen; why-not says so. Casting without naming the mode gives one state per
    choosable mode and target: mode 1 (untap target permanent: forest, angel, pacifism) and mode 3 (target
    creature loses flying: angel) -- never mode 2."""
    st = _charm_state()
    w = engine.why_not(st, {"action": "cast", "object": "charm", "modes": [2]})
    assert ("mode_not_choosable(2)", "700.2a") in w.failures
    got = sorted((tuple(obj(o.state, "charm")["modes"]), tuple(obj(o.state, "charm")["targets"]))
                 for o in engine.apply(st, {"action": "cast", "object": "charm"}))
    assert got == [((1,), ("angel",)), ((1,), ("forest",)), ((1,), ("pacifism",)), ((3,), ("angel",))]


def test_700_2_and_700_2d_number_of_modes_and_no_mode_twice(engine):
    """CR 700.2: Emerald Charm says "choose one": naming two modes is illegal; CR 700.2d: the same mode can't
    be chosen twice. Naming one is legal."""
    st = _charm_state()
    two = engine.why_not(st, {"action": "cast", "object": "charm", "modes": [1, 3]})
    assert ("wrong_number_of_modes(2, 1)", "700.2") in two.failures
    twice = engine.why_not(st, {"action": "cast", "object": "charm", "modes": [1, 1]})
    assert ("mode_chosen_twice(1)", "700.2d") in twice.failures
    assert engine.why_not(st, {"action": "cast", "object": "charm", "modes": [3], "targets": ["angel"]}).legal


def test_700_2c_the_chosen_modes_target_and_effect(engine):
    """CR 700.2c, 601.2c: choosing mode 3, the Charm's only target is the creature (Serra Angel); as it resolves
    the Angel loses flying until end of turn (613.1f) and keeps vigilance."""
    st = _charm_state()
    cast = only(engine.apply(st, {"action": "cast", "object": "charm", "modes": [3], "targets": ["angel"]}))
    assert (obj(cast, "charm")["modes"], obj(cast, "charm")["targets"]) == ([3], ["angel"])
    done = resolve(engine, cast)
    assert engine.derive(done).object("angel").characteristics["abilities"] == ["vigilance"]


def test_608_2b_a_modes_target_gone_the_modal_spell_does_nothing(engine):
    """CR 608.2b: Emerald Charm (mode 2) targets Glorious Anthem; the Anthem leaves the battlefield before the
    Charm resolves, so its only target is illegal: the Charm doesn't resolve and goes to the graveyard, and
    nothing else is destroyed."""
    st = state([{"id": "charm", "card": "Emerald Charm", "zone": "stack", "owner": "alice", "controller": "alice",
                 "modes": [2], "targets": ["anthem"]},
                {"id": "anthem", "card": "Glorious Anthem", "zone": "battlefield", "owner": "bob"},
                {"id": "anthem2", "card": "Glorious Anthem", "zone": "battlefield", "owner": "bob"}],
               stack=["charm"])
    gone = only(engine.apply(st, {"event": "move", "object": "anthem", "to": "hand"}))
    outs = engine.apply(gone, {"event": "resolve"})
    assert len(outs) == 1
    assert ("fizzles(charm)", "608.2b") in outs[0].events
    assert obj(outs[0].state, "charm")["zone"] == "graveyard"
    assert obj(outs[0].state, "anthem2")["zone"] == "battlefield"


def test_700_2g_copy_of_a_modal_spell_keeps_its_mode_and_destroys(engine):
    """CR 700.2g, 707.10: a copy (copy_spell, same targets) of Emerald Charm with mode 2 targeting Glorious
    Anthem also has mode 2: the copy resolving destroys the Anthem (701.8a)."""
    st = state([{"id": "charm", "card": "Emerald Charm", "zone": "stack", "owner": "alice", "controller": "alice",
                 "modes": [2], "targets": ["anthem"]},
                {"id": "anthem", "card": "Glorious Anthem", "zone": "battlefield", "owner": "bob"}],
               stack=["charm"])
    copied = only(engine.apply(st, {"event": "copy_spell", "object": "charm", "controller": "bob"}))
    assert copy_of(copied, "charm")["modes"] == [2]
    done = resolve(engine, copied)
    assert obj(done, "anthem")["zone"] == "graveyard"


# --- X and kicker, damage and life ------------------------------------------------------------------------

def test_707_10_copy_of_blaze_keeps_x(engine):
    """CR 707.10, 107.3: a copy has the value of X chosen for the original. Blaze with X = 4 targets Bob; its
    copy also deals 4: Bob 20 -> 16 after the copy, 12 after the original."""
    st = state([{"id": "blaze", "card": "Blaze", "zone": "stack", "owner": "alice", "controller": "alice", "x": 4,
                 "targets": ["bob"]}], stack=["blaze"])
    copied = only(engine.apply(st, {"event": "copy_spell", "object": "blaze", "controller": "alice"}))
    assert copy_of(copied, "blaze")["x"] == 4
    once = resolve(engine, copied)
    assert life(once, "bob") == 16
    assert life(resolve(engine, once), "bob") == 12


def test_707_10_copy_of_a_kicked_spell_is_kicked(engine):
    """CR 707.10: additional costs paid for the original (kicker) are copied: the copy of a kicked Lightning
    Bolt is kicked too (the flag is all this tests: Bolt has no kicker text)."""
    st = state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
                 "kicked": True, "targets": ["bob"]}], stack=["bolt"])
    copied = only(engine.apply(st, {"event": "copy_spell", "object": "bolt", "controller": "alice"}))
    assert copy_of(copied, "bolt").get("kicked") is True


def test_120_3e_704_5g_bolt_marks_damage_and_a_lethally_damaged_creature_dies(engine):
    """CR 120.3e: Lightning Bolt's 3 damage is marked on Hill Giant (3/3) with 0 damage: lethal (704.5g), so the
    state-based actions put it into the graveyard. Bolting Serra Angel (4/4) leaves it with 3 damage marked."""
    def bolt_at(target, card):
        st = state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice",
                     "controller": "alice", "targets": [target]},
                    {"id": target, "card": card, "zone": "battlefield", "owner": "bob"}], stack=["bolt"])
        return resolve(engine, st)
    assert obj(bolt_at("giant", "Hill Giant"), "giant")["zone"] == "graveyard"
    angel = obj(bolt_at("angel", "Serra Angel"), "angel")
    assert (angel["zone"], angel.get("damage")) == ("battlefield", 3)


def test_120_3a_704_5a_a_player_at_0_life_loses(engine):
    """CR 120.3a: damage to a player is life loss: Bolt takes Bob from 3 to 0; CR 704.5a: a player with 0 or
    less life loses the game (and leaves it, 800.4a): Bob is no longer a player."""
    st = state([{"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "alice", "controller": "alice",
                 "targets": ["bob"]}], stack=["bolt"],
               players=[{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 3, "mana_pool": ""}])
    out = only(engine.apply(st, {"event": "resolve"}, settle=False))
    assert life(out, "bob") == 0
    after = only(engine.apply(out, {"event": "state_based_actions"}))
    assert [p["name"] for p in after.doc["players"]] == ["alice"]
