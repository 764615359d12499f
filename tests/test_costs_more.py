"""More activation costs and restrictions (branch costs; CR 113.6m, 118.3, 602.2, 602.5b): real census cards by name
from the bundled library (their Oracle text read by the grammar), in tiny states; rules_asp/kernel/costs_more.lp.
Each expected value is worked out from the CR text named in the test's docstring before the engine was run."""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import lands, make_state, only
from .test_copy_spell_cards import real


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def zone(oid: str, card: str, z: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": z, "owner": owner, **kw}


def spell(oid: str, card: str, owner: str, targets: list[str]) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "stack", "owner": owner, "controller": owner, "targets": targets,
            "cast_with": "mana"}


def objects(s) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in s.doc["objects"]}


def activations(engine, s, oid: str) -> list:
    return [a for a in engine.legal_actions(s) if a.action["action"] == "activate" and a.action["object"] == oid]


def activated_of(name: str) -> dict[str, Any]:
    (ab,) = [a for a in library()[name]["abilities"] if isinstance(a, dict) and "activated" in a]
    return ab


def act(oid: str, name: str, targets: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"action": "activate", "object": oid, "ability": {"activated": activated_of(name)["activated"]}}
    if targets:
        out["targets"] = targets
    return out


def stack_abilities(s) -> list[dict[str, Any]]:
    by_id = {o["id"]: o for o in s.doc["objects"]}
    return [by_id[i] for i in s.doc.get("stack", []) if by_id[i].get("ability")]


def pass_pass(engine, s) -> list:
    return [o.state for o in engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"})]


# --- Geistblast: "{2}{U}, Exile this card from your graveyard: Copy target instant or sorcery spell you control. You
# may choose new targets for the copy."

GB = "Geistblast"


def test_geistblast_reads_its_graveyard_cost_118_3():
    assert activated_of(GB) == {
        "activated": {"cost": "{2}{U}", "tap": False, "effect": {"copy_spell": "target", "new_targets": True},
                      "target": {"spell_you_control": ["instant", "sorcery"]}},
        "also": "exile_this_card_from_graveyard"}


def _gb_state(where: str = "graveyard", owner: str = "alice", islands: int = 3, bolt_owner: str = "alice"):
    return make_state([spell("bolt", "Lightning Bolt", bolt_owner, ["bob" if bolt_owner == "alice" else "alice"]),
                       zone("gb", GB, where, owner), *lands("alice", islands=islands)], stack=["bolt"],
                      priority="alice")


def test_geistblast_activated_from_the_graveyard_exiles_it_113_6m_602_2(engine):
    """CR 113.6m: the cost moves the card out of the graveyard, so the ability works there; CR 602.2: its owner
    alice (it has no controller there) activates it targeting her own Bolt; CR 118.3: paying exiles Geistblast and
    taps the three Islands for {2}{U}; the ability is on the stack above the Bolt, alice's."""
    (a,) = activations(engine, _gb_state(), "gb")
    assert a.targets == [["bolt"]]
    s = only(engine.apply(_gb_state(), act("gb", GB, ["bolt"])))
    objs = objects(s)
    assert objs["gb"]["zone"] == "exile"
    assert all(objs[f"aisland{i}"].get("tapped") for i in (1, 2, 3))
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice" and s.doc["stack"][-1] == ab["id"]


def test_geistblast_copy_of_bolt_707_10_707_10c_113_7a(engine):
    """CR 113.7a: the ability resolves although its source is in exile; CR 707.10: a copy of Bolt goes on the stack
    under alice's control; CR 707.10c: its target (bob) may be kept or changed to the only other legal target, alice
    (no creature, planeswalker or battle is on the battlefield): two resulting states."""
    s = only(engine.apply(_gb_state(), act("gb", GB, ["bolt"])))
    outs = pass_pass(engine, s)
    copies = sorted(tuple(o.get("targets", [])) for out in outs for o in out.doc["objects"]
                    if ".spell_copy" in o["id"] and o.get("zone") == "stack" and o.get("controller") == "alice")
    assert copies == [("alice",), ("bob",)]


def test_geistblast_not_from_hand_or_battlefield_113_6m(engine):
    """CR 113.6m: in alice's hand the ability doesn't work: it can't be activated."""
    s = _gb_state(where="hand")
    assert activations(engine, s, "gb") == []
    assert not engine.why_not(s, act("gb", GB, ["bolt"])).legal


def test_geistblast_in_an_opponents_graveyard_602_2(engine):
    """CR 602.2: only the card's owner (bob) may activate it; alice can't."""
    s = _gb_state(owner="bob")
    assert activations(engine, s, "gb") == []
    assert not engine.why_not(s, act("gb", GB, ["bolt"])).legal


def test_geistblast_needs_its_mana_and_a_spell_you_control_118_3_115_1(engine):
    """CR 118.3, 602.2b: with two Islands {2}{U} can't be paid; CR 115.1: with only bob's Bolt on the stack there is
    no instant or sorcery spell alice controls to target."""
    assert activations(engine, _gb_state(islands=2), "gb") == []
    assert activations(engine, _gb_state(bolt_owner="bob"), "gb") == []


# --- Rootha, Mercurial Artist: "{2}, Return Rootha to its owner's hand: Copy target instant or sorcery spell you
# control. You may choose new targets for the copy."

ROOTHA = "Rootha, Mercurial Artist"


def test_rootha_reads_its_return_cost_118_3():
    assert activated_of(ROOTHA)["also"] == "return_self_to_hand"


def _rootha_state(islands: int = 2):
    # bob owns Rootha, alice controls it (CR 108.3, 108.4)
    return make_state([spell("bolt", "Lightning Bolt", "alice", ["bob"]), bf("ro", ROOTHA, "bob", controller="alice"),
                       *lands("alice", islands=islands)], stack=["bolt"])


def test_rootha_returns_to_its_owners_hand_as_the_cost_118_3_602_2(engine):
    """CR 602.2: alice, Rootha's controller, activates it; CR 118.3: paying returns Rootha to its owner bob's hand
    and taps the two Islands for {2}; the ability is on the stack, alice's (CR 113.7a: it exists without its
    source); it resolves: a copy of alice's Bolt under her control, targeting bob or alice (CR 707.10, 707.10c; no
    creature is left on the battlefield): two resulting states."""
    s = only(engine.apply(_rootha_state(), act("ro", ROOTHA, ["bolt"])))
    ro = objects(s)["ro"]
    assert (ro["zone"], ro["owner"]) == ("hand", "bob")
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice"
    outs = pass_pass(engine, s)
    copies = sorted(tuple(o.get("targets", [])) for out in outs for o in out.doc["objects"]
                    if ".spell_copy" in o["id"] and o.get("zone") == "stack" and o.get("controller") == "alice")
    assert copies == [("alice",), ("bob",)]


def test_rootha_needs_its_mana_118_3(engine):
    """CR 118.3, 602.2b: with one Island the {2} can't be paid: no activation, and Rootha stays."""
    assert activations(engine, _rootha_state(islands=1), "ro") == []


# --- Uyo, Silent Prophet: "{2}, Return two lands you control to their owner's hand: Copy target instant or sorcery
# spell. You may choose new targets for the copy."

UYO = "Uyo, Silent Prophet"


def test_uyo_reads_its_return_cost_118_3():
    assert activated_of(UYO)["also"] == {"return_lands_to_hand": 2}


def _uyo_state(islands: int, bob_islands: int = 0):
    return make_state([spell("bolt", "Lightning Bolt", "bob", ["alice"]), bf("uyo", UYO),
                       *lands("alice", islands=islands), *lands("bob", islands=bob_islands)], stack=["bolt"])


def test_uyo_taps_two_lands_for_mana_then_returns_them_118_3_601_2g_601_2h(engine):
    """CR 601.2g: the two Islands are tapped for {2} before the costs are paid; CR 601.2h, 118.3: a tapped land can
    still be returned, so both pay the return cost too: one resulting state, both Islands in alice's hand; Uyo copies
    bob's Bolt ("target instant or sorcery spell": any player's, CR 115.1)."""
    s = only(engine.apply(_uyo_state(2), act("uyo", UYO, ["bolt"])))
    objs = objects(s)
    assert (objs["aisland1"]["zone"], objs["aisland2"]["zone"]) == ("hand", "hand")
    (ab,) = stack_abilities(s)
    assert ab["controller"] == "alice"


def test_uyo_one_state_per_pair_of_lands_118_3(engine):
    """CR 118.3, 601.2h: with three Islands alice chooses which two she returns: the returned pairs are the three
    pairs of them, and one Island stays on the battlefield each time."""
    outs = [o.state for o in engine.apply(_uyo_state(3), act("uyo", UYO, ["bolt"]))]
    pairs = {tuple(i for i in ("aisland1", "aisland2", "aisland3") if objects(o)[i]["zone"] == "hand") for o in outs}
    assert pairs == {("aisland1", "aisland2"), ("aisland1", "aisland3"), ("aisland2", "aisland3")}


def test_uyo_needs_two_lands_it_controls_118_3(engine):
    """CR 118.3: alice controls one land (bob's Islands aren't hers): the cost can't be paid in full."""
    s = _uyo_state(1, bob_islands=2)
    assert activations(engine, s, "uyo") == []
    w = engine.why_not(s, act("uyo", UYO, ["bolt"]))
    assert ("cannot_pay(return_lands_to_hand(2))", "118.3") in w.failures


# --- Peter Parker's Camera: "{2}, {T}, Remove a film counter from this artifact: Copy target activated or triggered
# ability you control. You may choose new targets for the copy."

CAMERA = "Peter Parker's Camera"


def test_camera_reads_its_counter_cost_118_3():
    assert activated_of(CAMERA)["also"] == {"remove_counter_from_self": "film"}


def _camera_state(film: int):
    mow = real("Man-o'-War")   # "When this creature enters, return target creature to its owner's hand."
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "targets": ["bbear"], "ability": {"source": "mow", "text": mow["abilities"][0]}}
    cam = bf("cam", CAMERA, counters={"film": film}) if film else bf("cam", CAMERA)
    return make_state([trig, bf("mow", "Man-o'-War"), cam, bf("bbear", "Grizzly Bears", "bob"),
                       *lands("alice", islands=2)], cards=[mow], stack=["mow.ability.3"])


def test_camera_removes_one_film_counter_118_3_122_1(engine):
    """CR 118.3, 602.2b: with three film counters the cost is paid: the Camera is tapped ({T}, CR 107.5), one film
    counter is removed (two are left), the Islands pay {2}; the ability targets alice's Man-o'-War trigger."""
    s = only(engine.apply(_camera_state(3), act("cam", CAMERA, ["mow.ability.3"])))
    cam = objects(s)["cam"]
    assert cam.get("tapped") and cam.get("counters") == {"film": 2}
    assert s.doc["stack"][0] == "mow.ability.3" and len(stack_abilities(s)) == 2


def test_camera_last_counter_118_3(engine):
    """CR 118.3: the last film counter can pay the cost; none is left after."""
    s = only(engine.apply(_camera_state(1), act("cam", CAMERA, ["mow.ability.3"])))
    assert not objects(s)["cam"].get("counters")


def test_camera_without_film_counters_can_not_be_activated_118_3(engine):
    """CR 118.3, 602.2b: no film counter on the Camera: the cost can't be paid, the ability can't be activated."""
    s = _camera_state(0)
    assert activations(engine, s, "cam") == []
    w = engine.why_not(s, act("cam", CAMERA, ["mow.ability.3"]))
    assert ("cannot_pay(remove_counter_from_self(film))", "118.3") in w.failures


# --- Kirol, Attentive First-Year: "Tap two untapped creatures you control: Copy target triggered ability you control.
# You may choose new targets for the copy. Activate only once each turn."

KIROL = "Kirol, Attentive First-Year"


def test_kirol_reads_once_each_turn_602_5b():
    assert activated_of(KIROL)["only"] == "once_each_turn"


def _kirol_state(**kirol: Any):
    mow = real("Man-o'-War")
    trig = {"id": "mow.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "targets": ["bbear"], "ability": {"source": "mow", "text": mow["abilities"][0]}}
    return make_state([trig, bf("mow", "Man-o'-War", tapped=True), bf("kirol", KIROL, **kirol), bf("abear", "Grizzly Bears"),
                       bf("bbear", "Grizzly Bears", "bob")], cards=[mow], stack=["mow.ability.3"])


def test_kirol_once_then_not_again_this_turn_602_5b(engine):
    """CR 118.3: Kirol (no {T} in the cost, so it may be one of the two) and alice's untapped Bear pay the cost (her
    Man-o'-War is tapped): one resulting state, both tapped; CR 602.5b: Kirol then records the activation, and the
    ability can't be activated again this turn."""
    s = only(engine.apply(_kirol_state(), act("kirol", KIROL, ["mow.ability.3"])))
    objs = objects(s)
    assert objs["kirol"].get("tapped") and objs["abear"].get("tapped")
    assert objs["kirol"].get("activated_once_this_turn") is True


def test_kirol_already_activated_this_turn_602_5b(engine):
    """CR 602.5b: the state records an activation this turn: with the creatures to pay, it still can't be activated."""
    s = _kirol_state(activated_once_this_turn=True)
    assert activations(engine, s, "kirol") == []
    assert ("already_activated_this_turn", "602.5b") in engine.why_not(s, act("kirol", KIROL, ["mow.ability.3"])).failures


def test_kirol_record_ends_with_the_turn_602_5b_500_1(engine):
    """CR 602.5b "each turn", 500.1: as the next turn begins the record is gone."""
    s = make_state([bf("kirol", KIROL, activated_once_this_turn=True)], active_player="bob", priority="bob")
    s = only(engine.apply(s, {"event": "end_turn"}))
    assert not objects(s)["kirol"].get("activated_once_this_turn")


# --- Scientist Supreme of A.I.M.: "Pay 2 life: Copy target activated or triggered ability you control from an artifact
# source. You may choose new targets for the copy. Activate only during your turn and only once each turn."

SCI = "Scientist Supreme of A.I.M."
TRINKET_AB = {"activated": {"cost": "", "tap": True, "effect": {"draw": 1}}}
TRINKET = {"name": "Test Trinket", "mana_cost": "{1}", "types": ["artifact"], "abilities": [TRINKET_AB],
           "notes": "a test artifact: {T}: Draw a card."}


def test_scientist_reads_pay_life_and_its_restrictions_118_3_602_5b():
    ab = activated_of(SCI)
    assert (ab["also"], ab["only"]) == ({"pay_life": 2}, "during_your_turn_once_each_turn")


def _sci_state(life: int = 20, **top: Any):
    trig = {"id": "tr.ability.3", "zone": "stack", "owner": "alice", "controller": "alice",
            "ability": {"source": "tr", "text": TRINKET_AB}}
    top.setdefault("players", [{"name": "alice", "life": life, "mana_pool": ""},
                               {"name": "bob", "life": 20, "mana_pool": ""}])
    return make_state([trig, bf("tr", "Test Trinket", tapped=True), bf("sci", SCI, **top.pop("sci", {}))],
                      cards=[TRINKET], stack=["tr.ability.3"], **top)


def life_of(s, player: str) -> int:
    return next(p["life"] for p in s.doc["players"] if p["name"] == player)


def test_scientist_pays_two_life_119_4_602_5b(engine):
    """CR 119.4: alice (20 life) pays 2 life, losing it: 18; the ability targets her Trinket's ability (an artifact
    source) and the activation is recorded for the turn (CR 602.5b)."""
    (a,) = activations(engine, _sci_state(), "sci")
    assert a.targets == [["tr.ability.3"]]
    s = only(engine.apply(_sci_state(), act("sci", SCI, ["tr.ability.3"])))
    assert life_of(s, "alice") == 18
    assert objects(s)["sci"].get("activated_once_this_turn") is True
    assert len(stack_abilities(s)) == 2


def test_scientist_life_total_must_cover_the_payment_119_4(engine):
    """CR 119.4: with 1 life alice can't pay 2 life; with exactly 2 she can (and goes to 0)."""
    s = _sci_state(life=1)
    assert activations(engine, s, "sci") == []
    assert ("not_enough_life(2)", "119.4") in engine.why_not(s, act("sci", SCI, ["tr.ability.3"])).failures
    assert activations(engine, _sci_state(life=2), "sci") != []


def test_scientist_only_during_your_turn_602_5b(engine):
    """CR 602.5b: in bob's turn (alice holding priority) the ability can't be activated."""
    s = _sci_state(active_player="bob", priority="alice")
    assert ("not_your_turn", "602.5b") in engine.why_not(s, act("sci", SCI, ["tr.ability.3"])).failures


def test_scientist_only_once_each_turn_602_5b(engine):
    """CR 602.5b: activated already this turn: not again."""
    s = _sci_state(sci={"activated_once_this_turn": True})
    assert ("already_activated_this_turn", "602.5b") in engine.why_not(s, act("sci", SCI, ["tr.ability.3"])).failures
