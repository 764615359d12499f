"""Rules fixes of session 6 (branch rulesfix): each expected value is worked out from the CR and the Oracle text
before running the engine; the rule is in each test's name."""

from __future__ import annotations

from pyglue import state_from_document
from pyglue.game import Game
from pyglue.oracle import parse_text

from .conftest import basics, make_state, on_bf, only

# --- CR 611.2c, 613: each continuous effect of one resolution is its own effect

# No card in the library makes two continuous effects on different objects in one resolution, so this is a test
# card: a "choose two" modal spell (CR 700.2) whose modes each target a creature (700.2c, 601.2c).
TWIN_TEXT = ("Choose two —\n• Target creature gets +2/+2 until end of turn.\n"
             "• Target creature gains flying until end of turn.")
TWIN = {"name": "Test Twin Boon", "mana_cost": "{G}", "types": ["instant"],
        "notes": "test card: two continuous effects on two different targets in one resolution",
        "abilities": parse_text(TWIN_TEXT, "Test Twin Boon", ["Instant"])}


def _resolve(engine, s):
    s = only(engine.apply(s, {"action": "pass"}))
    return only(engine.apply(s, {"action": "pass"}))


def _pt_flying(engine, s, oid):
    c = engine.derive(s).object(oid).characteristics
    return c["power"], c["toughness"], "flying" in [str(a) for a in c.get("abilities", [])]


def test_two_continuous_effects_of_one_resolution_keep_their_own_affected_sets_611_2c_613(engine):
    """Alice casts the test card choosing both modes, the +2/+2 at her Grizzly Bears and flying at Bob's (CR 700.2,
    601.2c). As it resolves it creates two continuous effects (CR 611.2), each affecting only its own mode's target
    (608.2b, 611.2c): her Bears are 4/4 without flying (layer 7c, 613.4c), Bob's are a 2/2 with flying (layer 6,
    613.1f). Before the fix both effects shared one id, so both Bears were 4/4 fliers. The resulting state lists two
    effects with different ids and the same timestamp (613.7b: both created at once), and loaded again from its
    document it derives the same."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{G}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "tb", "card": TWIN["name"], "zone": "hand", "owner": "alice"},
                    on_bf("ab", "Grizzly Bears", "alice", timestamp=1), on_bf("bb", "Grizzly Bears", "bob", timestamp=2)],
                   cards=[TWIN], players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "tb", "modes": [1, 2], "targets": ["ab", "bb"]}))
    s = _resolve(engine, s)
    assert _pt_flying(engine, s, "ab") == (4, 4, False)
    assert _pt_flying(engine, s, "bb") == (2, 2, True)
    effects = s.doc["continuous_effects"]
    assert len(effects) == 2 and len({e["id"] for e in effects}) == 2
    assert sorted(e["affects"] for e in effects) == [["ab"], ["bb"]]
    assert len({e["timestamp"] for e in effects}) == 1
    again = state_from_document(s.doc)
    assert _pt_flying(engine, again, "ab") == (4, 4, False)
    assert _pt_flying(engine, again, "bb") == (2, 2, True)


def test_kayas_onslaught_one_target_gets_both_effects_611_2(engine):
    """Kaya's Onslaught (bundled): "Target creature gets +1/+1 and gains double strike until end of turn": both
    effects affect the one target (CR 611.2, 608.2b): Alice's Bears are a 3/3 with double strike; Bob's, not
    targeted, stay a 2/2 without it."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{W}{W}{W}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([{"id": "ko", "card": "Kaya's Onslaught", "zone": "hand", "owner": "alice"},
                    on_bf("ab", "Grizzly Bears", "alice", timestamp=1), on_bf("bb", "Grizzly Bears", "bob", timestamp=2)],
                   players=players)
    s = only(engine.apply(s, {"action": "cast", "object": "ko", "targets": ["ab"]}))
    s = _resolve(engine, s)
    d = engine.derive(s)
    a, b = d.object("ab").characteristics, d.object("bb").characteristics
    assert (a["power"], a["toughness"], "double_strike" in [str(x) for x in a["abilities"]]) == (3, 3, True)
    assert (b["power"], b["toughness"], "double_strike" in [str(x) for x in b.get("abilities", [])]) == (2, 2, False)


# --- CR 616.1: two replacement effects on one event; the affected object's controller chooses


def test_cosmic_intervention_and_crush_the_weak_on_one_creature_give_one_state_per_choice_616_1e_616_1f(engine):
    """Alice's Grizzly Bears carry Crush the Weak's "if it would die this turn, exile it instead" and Alice has Cosmic
    Intervention's "if a permanent you control would be put into a graveyard from the battlefield this turn, exile it
    instead. Return it ... at the beginning of the next end step" (both bundled). The Bears would be put into her
    graveyard: two replacement effects apply to the one event, neither a self-replacement nor about control, copying
    or faces (CR 616.1a-d), so Alice, the Bears' controller, chooses either (616.1e). Each exiles the Bears, after
    which the other no longer applies (616.1f: the event isn't a move to the graveyard any more). So two resulting
    states, both with the Bears in exile and not dead (614.6, 700.4): with Cosmic Intervention's applied a delayed
    return waits (603.7); with Crush the Weak's none does. Each outcome names the choice."""
    players = [{"name": "alice", "life": 20, "mana_pool": "", "exile_instead_of_graveyard_this_turn": True},
               {"name": "bob", "life": 20, "mana_pool": ""}]
    s = make_state([on_bf("ab", "Grizzly Bears", "alice", timestamp=1, exiled_if_it_would_die=True)],
                   players=players, phase="postcombat_main")
    outs = engine.apply(s, {"event": "move", "object": "ab", "to": "graveyard"})
    assert len(outs) == 2
    by_choice = {}
    for out in outs:
        (c,) = [c for c in out.choices if c["choice"] == "replacement"]
        assert c["object"] == "ab"
        by_choice[c["value"]] = out
        assert next(o for o in out.state.doc["objects"] if o["id"] == "ab")["zone"] == "exile"
        assert not any(e.startswith("dies(") for e, _ in out.events)
    assert set(by_choice) == {"exile_instead_of_graveyard", "exile_if_it_would_die"}
    assert len(by_choice["exile_instead_of_graveyard"].state.doc.get("delayed_triggers", [])) == 1
    assert not by_choice["exile_if_it_would_die"].state.doc.get("delayed_triggers")


def test_crush_the_weak_alone_still_exiles_without_a_choice_614_6(engine):
    """CR 616.1 asks for a choice only when two or more replacement effects apply: with Crush the Weak's alone (Alice
    has no Cosmic Intervention this turn) there is one resulting state, the Bears exiled and no return waiting."""
    s = make_state([on_bf("ab", "Grizzly Bears", "alice", timestamp=1, exiled_if_it_would_die=True)],
                   phase="postcombat_main")
    out = only_outcome(engine.apply(s, {"event": "move", "object": "ab", "to": "graveyard"}))
    assert next(o for o in out.state.doc["objects"] if o["id"] == "ab")["zone"] == "exile"
    assert not out.state.doc.get("delayed_triggers")
    assert not [c for c in out.choices if c["choice"] == "replacement"]


def only_outcome(outs):
    assert len(outs) == 1, f"expected one resulting state, got {len(outs)}"
    return outs[0]


# --- CR 603.2c: Battle Mammoth triggers once for each of your permanents an opponent's spell targets

# Spiritcall Enthusiast's prepare spell text as an instant Bob can cast ({G}): a clearly labelled test card.
TWO_PUMP_TEXT = "One or two target creatures each get +2/+2 until end of turn."
TWO_PUMP = {"name": "Test Twin Pump", "mana_cost": "{G}", "types": ["instant"],
            "notes": "test card: Spiritcall Enthusiast's prepare spell text as an instant",
            "abilities": parse_text(TWO_PUMP_TEXT, "Test Twin Pump", ["Instant"])}


def _bob_pumps(engine, targets, n=1):
    players = [{"name": "alice", "life": 20, "mana_pool": ""}, {"name": "bob", "life": 20, "mana_pool": "{G}"}]
    s = make_state([on_bf("mammoth", "Battle Mammoth", "alice", timestamp=1),
                    on_bf("ab", "Grizzly Bears", "alice", timestamp=2), on_bf("bb", "Grizzly Bears", "bob", timestamp=3),
                    {"id": "tp", "card": TWO_PUMP["name"], "zone": "hand", "owner": "bob"}],
                   cards=[TWO_PUMP], players=players, priority="bob")
    outs = engine.apply(s, {"action": "cast", "object": "tp", "targets": targets})
    assert len(outs) == n
    return [o.state for o in outs]


def _mammoth_triggers(s):
    objs = {o["id"]: o for o in s.doc["objects"]}
    return [objs[i] for i in s.doc["stack"] if objs[i].get("ability", {}).get("source") == "mammoth"]


def test_battle_mammoth_triggers_once_per_permanent_targeted_603_2c(engine):
    """Battle Mammoth: "Whenever a permanent you control becomes the target of a spell or ability an opponent
    controls, you may draw a card." Bob casts the test card targeting Alice's Mammoth and her Grizzly Bears (CR
    601.2c): two of Alice's permanents become targets, two occurrences of the trigger event in one event, so the
    ability triggers twice (CR 603.2c); both go on the stack under Alice's control (603.3a), above Bob's spell. Alice
    puts them there in the order she chooses (603.3b): two resulting states, one per order."""
    states = _bob_pumps(engine, ["mammoth", "ab"], n=2)
    orders = set()
    for s in states:
        trig = _mammoth_triggers(s)
        assert len(trig) == 2 and len({t["id"] for t in trig}) == 2
        assert {t["controller"] for t in trig} == {"alice"}
        assert s.doc["stack"][0] == "tp"
        orders.add(tuple(t["id"] for t in trig))
    assert len(orders) == 2


def test_battle_mammoth_one_of_yours_and_one_of_theirs_triggers_once_603_2c(engine):
    """Bob's spell targets Alice's Bears and his own: only one permanent Alice controls becomes a target, so the
    Mammoth triggers once (CR 603.2, 603.2c)."""
    (s,) = _bob_pumps(engine, ["ab", "bb"])
    assert len(_mammoth_triggers(s)) == 1


# --- CR 107.3a, 601.2b, 601.2g-h: the X values a legal cast may announce


def _cast_xs(engine, s, oid):
    return sorted(a.action.get("x", 0) for a in engine.legal_actions(s, "alice")
                  if a.action["action"] == "cast" and a.action["object"] == oid)


def test_legal_casts_offer_each_payable_x_107_3a_601_2b(engine):
    """Stream of Life ({X}{G}: "Target player gains X life") with three untapped Forests: Alice announces X as she
    casts it (CR 107.3a, 601.2b) and must then be able to pay {G} plus X generic (601.2g-h): 1 + X <= 3, so X is 0, 1
    or 2, and each is a legal action; X = 3 isn't."""
    s = make_state([{"id": "sol", "card": "Stream of Life", "zone": "hand", "owner": "alice"},
                    *basics("alice", "Forest", 3)])
    assert _cast_xs(engine, s, "sol") == [0, 1, 2]


def test_x_bound_counts_pool_and_sources_not_colors_for_x_107_3a_601_2h(engine):
    """Exsanguinate ({X}{B}{B}) with two untapped Swamps, a Forest and {R} in Alice's pool: {B}{B} takes both Swamps,
    and X generic can be paid by the Forest and the {R} (CR 107.4b: generic mana by any type): 2 + X <= 4, X is 0, 1
    or 2. With one Swamp only, {B}{B} can't be paid at all: no cast is legal (601.2h)."""
    players = [{"name": "alice", "life": 20, "mana_pool": "{R}"}, {"name": "bob", "life": 20, "mana_pool": ""}]
    objs = [{"id": "ex", "card": "Exsanguinate", "zone": "hand", "owner": "alice"}, *basics("alice", "Forest", 1)]
    s = make_state(objs + basics("alice", "Swamp", 2), players=players)
    assert _cast_xs(engine, s, "ex") == [0, 1, 2]
    s = make_state(objs + basics("alice", "Swamp", 1), players=players)
    assert _cast_xs(engine, s, "ex") == []


def test_game_legal_moves_include_the_x_casts_107_3a(engine):
    """pyglue.Game's legal_moves come from the legal actions: with three Forests, Stream of Life's moves announce X =
    0, 1 and 2 (CR 107.3a), each with a resulting state whose spell has that X."""
    s = make_state([{"id": "sol", "card": "Stream of Life", "zone": "hand", "owner": "alice"},
                    *basics("alice", "Forest", 3)])
    moves = [m for m in Game(s, engine=engine).legal_moves if m.action["action"] == "cast"]
    assert sorted({m.action.get("x", 0) for m in moves}) == [0, 1, 2]
    for m in moves:
        spell = next(o for o in m.outcome.state.doc["objects"] if o["id"] == "sol")
        assert spell.get("x", 0) == m.action.get("x", 0)
