"""Real cards (issue 11): importing MTGJSON and Scryfall data, the bundled library, coverage and the warnings for
abilities no rule acts on. Card values are the real cards' (data/oracle/library_source.json records where each
came from); expected values are read off the Oracle data and CR 722.2 (a preparation card's inset frame is a
second set of characteristics), 715/720 (Adventure, Omen) and 712 (double-faced cards)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from pyglue.cards.card_import import import_cards
from pyglue.cards import closest_names, coverage, library
from pyglue.cli import main
from pyglue.state import InputError, state_from_document

from .conftest import ROOT, lands, make_state

SOURCE = json.loads((ROOT / "data" / "oracle" / "library_source.json").read_text(encoding="utf-8"))["data"]


def _atomic(tmp_path: Path, names: list[str], gz: bool = False) -> Path:
    doc = {"meta": {"version": "test"}, "data": {n: SOURCE[n] for n in names}}
    p = tmp_path / ("AtomicCards.json.gz" if gz else "AtomicCards.json")
    data = json.dumps(doc).encode()
    p.write_bytes(gzip.compress(data) if gz else data)
    return p


def test_mtgjson_prepare_card_has_its_inset_spell_as_prepare_face_722_2(tmp_path):
    """CR 722.2: the prepare spell (side b of an MTGJSON "prepare" layout) is the card's `prepare` face, with its
    own name, cost and type; the creature keeps the front's values."""
    (card,) = import_cards([_atomic(tmp_path, ["Encouraging Aviator // Jump"])]).cards
    assert (card["name"], card["mana_cost"], card["types"], card["subtypes"], card["power"], card["toughness"]) == \
        ("Encouraging Aviator", "{2}{U}", ["creature"], ["Bird", "Wizard"], 2, 3)
    assert (card["prepare"]["name"], card["prepare"]["mana_cost"], card["prepare"]["types"]) == \
        ("Jump", "{U}", ["instant"])
    assert "colors" not in card  # blue follows from {2}{U} (CR 202.2): only colors that differ are written


def test_gzip_and_plain_give_the_same_cards(tmp_path):
    names = ["Encouraging Aviator // Jump", "Saw It Coming", "Bonecrusher Giant // Stomp"]
    plain = import_cards([_atomic(tmp_path, names)]).cards
    (tmp_path / "gz").mkdir()
    assert import_cards([_atomic(tmp_path / "gz", names, gz=True)]).cards == plain


def test_mtgjson_set_file_and_adventure_face_715_2(tmp_path):
    """An MTGJSON set file ({data: {code, cards: [...]}}); Stomp, side b of an adventure layout, is the
    `adventure` face (CR 715.2)."""
    faces = SOURCE["Bonecrusher Giant // Stomp"]
    p = tmp_path / "SET.json"
    p.write_text(json.dumps({"data": {"code": "TST", "name": "test set", "cards": faces + faces}}))
    (card,) = import_cards([p]).cards
    assert card["name"] == "Bonecrusher Giant" and card["adventure"]["name"] == "Stomp"
    assert card["adventure"]["types"] == ["instant"] and card["adventure"]["subtypes"] == ["Adventure"]


def test_scryfall_card_objects_with_card_faces(tmp_path):
    """Scryfall bulk data: an array of card objects; type_line split into supertypes, types and subtypes; a
    transform card's second face is `back` (CR 712)."""
    cards = [{"object": "card", "name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}",
              "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2", "colors": ["G"]},
             {"object": "card", "name": "Afflicted Deserter // Werewolf Ransacker", "layout": "transform",
              "card_faces": [
                  {"name": "Afflicted Deserter", "mana_cost": "{3}{R}", "type_line": "Creature — Human Werewolf",
                   "oracle_text": "", "power": "3", "toughness": "2", "colors": ["R"]},
                  {"name": "Werewolf Ransacker", "mana_cost": "", "type_line": "Creature — Werewolf",
                   "oracle_text": "", "power": "5", "toughness": "4", "colors": ["R"], "color_indicator": ["R"]}]},
             {"object": "card", "name": "Isamaru, Hound of Konda", "layout": "normal", "mana_cost": "{W}",
              "type_line": "Legendary Creature — Dog", "oracle_text": "", "power": "2", "toughness": "2"}]
    p = tmp_path / "oracle-cards.json"
    p.write_text(json.dumps(cards))
    got = {c["name"]: c for c in import_cards([p]).cards}
    assert got["Grizzly Bears"]["subtypes"] == ["Bear"] and got["Grizzly Bears"]["power"] == 2
    assert got["Afflicted Deserter"]["back"]["name"] == "Werewolf Ransacker"
    assert got["Afflicted Deserter"]["back"]["color_indicator"] == ["red"]
    assert got["Isamaru, Hound of Konda"]["supertypes"] == ["legendary"]


def test_malformed_input_exits_2_naming_card_and_field_and_writes_nothing(tmp_path):
    """Bad input: exit 2, the card and the field named, and no output file written."""
    p = tmp_path / "bad.json"
    p.write_text(json.dumps({"data": {"Broken Card": [{"name": "Broken Card", "types": "Creature"}]}}))
    out = tmp_path / "out.yaml"
    r = CliRunner().invoke(main, ["cards", "import", str(p), "--out", str(out)])
    assert r.exit_code == 2 and "Broken Card" in r.output and "types" in r.output
    assert not out.exists()


def test_not_json_is_bad_input(tmp_path):
    p = tmp_path / "x.json"
    p.write_text("hello")
    r = CliRunner().invoke(main, ["cards", "import", str(p)])
    assert r.exit_code == 2 and "x.json" in r.output


def test_truncated_json_and_a_missing_out_folder_are_bad_input(tmp_path):
    """A JSON file cut short is malformed data (exit 2 naming the file, no traceback), and --out into a folder that
    doesn't exist is refused before anything is read or written."""
    bad = tmp_path / "bad.json"
    bad.write_text("[1,2", encoding="utf-8")
    r = CliRunner().invoke(main, ["cards", "import", str(bad)])
    assert r.exit_code == 2 and "not readable as JSON card data" in r.output, r.output
    ok = tmp_path / "ok.json"
    ok.write_text("[]", encoding="utf-8")
    r = CliRunner().invoke(main, ["cards", "import", str(ok), "--out", str(tmp_path / "missing" / "x.yaml")])
    assert r.exit_code == 2 and "--out" in r.output and not (tmp_path / "missing").exists()


def test_import_writes_a_card_file_that_loads(tmp_path):
    out = tmp_path / "cards.yaml"
    r = CliRunner().invoke(main, ["cards", "import", str(_atomic(tmp_path, ["Encouraging Aviator // Jump",
                                                                             "Island"])), "--out", str(out)])
    assert r.exit_code == 0, r.output
    doc = {"players": [{"name": "alice"}, {"name": "bob"}], "card_files": ["cards.yaml"],
           "objects": [{"id": "a", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice"}]}
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(doc))
    r = CliRunner().invoke(main, ["derive", str(tmp_path / "s.yaml"), "--json"])
    assert r.exit_code == 0, r.output


def test_a_state_names_a_bundled_card_with_no_card_file(engine):
    """Issue point 3: `card: Encouraging Aviator` with no card_files or inline card uses the bundled library."""
    st = state_from_document({"players": [{"name": "alice"}, {"name": "bob"}],
                              "objects": [{"id": "a", "card": "Encouraging Aviator", "zone": "battlefield",
                                           "owner": "alice"}]})
    o = engine.derive(st).object("a")
    assert (o.characteristics["name"], o.characteristics["power"], o.characteristics["subtypes"]) == \
        ("Encouraging Aviator", 2, ["Bird", "Wizard"])
    assert set(st.cards) == {"Encouraging Aviator"}  # only the cards the state names are translated


def test_an_inline_card_overrides_the_bundled_one(engine):
    mine = {"name": "Encouraging Aviator", "mana_cost": "{U}", "types": ["creature"], "power": 9, "toughness": 9,
            "notes": "test card overriding the bundled one"}
    st = state_from_document({"players": [{"name": "alice"}, {"name": "bob"}], "cards": [mine],
                              "objects": [{"id": "a", "card": "Encouraging Aviator", "zone": "battlefield",
                                           "owner": "alice"}]})
    assert engine.derive(st).object("a").characteristics["power"] == 9


def test_unknown_card_names_the_closest_library_names():
    with pytest.raises(InputError) as exc:
        state_from_document({"players": [{"name": "alice"}],
                             "objects": [{"id": "a", "card": "Encouraging Aviatr", "zone": "hand", "owner": "alice"}]})
    assert "Encouraging Aviator" in str(exc.value)
    assert closest_names("Encouraging Aviator // Jump", sorted(library())) == ["Encouraging Aviator"]


def test_library_holds_every_prepare_card_of_the_source_with_both_faces():
    """Issue point 3: every prepare card with both faces; 100% of the library loads (each card validates)."""
    from pyglue.state import card_problems

    lib = library()
    prepare = [n for n, faces in SOURCE.items() if faces[0].get("layout") == "prepare"]
    assert len(prepare) >= 50
    for n in prepare:
        front = n.split(" // ")[0]
        assert "prepare" in lib[front], front
    assert [p for c in lib.values() for p in card_problems(c, c["name"])] == []


def test_library_is_built_from_its_source():
    """The library in use is what pyglue.cards.build_library makes of data/oracle/library_source.json now (it never
    drifts from the source and the grammar: the cache is keyed by them), and the build is deterministic."""
    from pyglue.cards import build_library, library_bytes

    text = build_library()
    assert library_bytes() == text.encode("utf-8") and build_library() == text


def test_coverage_report_counts_unsupported_and_carried_only():
    """Issue point 4: an {unsupported: TEXT} ability makes a card unsupported; a card whose abilities all act is
    supported, Mimic Vat's imprint (exile_linked, which the rules act on since issue 22, CR 607.2a) among them."""
    cards = {"A": {"name": "A", "types": ["creature"], "abilities": ["flying"]},
             "B": {"name": "B", "types": ["artifact"],
                   "abilities": [{"trigger": "nontoken_creature_dies", "effect": {"exile_linked": "it"}}]},
             "C": {"name": "C", "types": ["creature"], "abilities": [{"unsupported": "Whenever a thing."}],
                   "prepare": {"name": "D", "types": ["instant"]}}}
    rep = coverage(cards)
    assert [(r["card"], r["supported"]) for r in rep["cards"]] == [("A", True), ("B", True), ("C", False)]
    assert rep["cards"][2]["not_acted_on"] == {"main": ["unsupported: Whenever a thing."]}
    assert rep["totals"]["prepare"] == {"cards": 1, "supported": 0, "percent": 0.0}


def test_coverage_command_json():
    r = CliRunner().invoke(main, ["cards", "coverage", "--json"])
    assert r.exit_code == 0, r.output
    totals = json.loads(r.output)["totals"]
    assert totals["prepare"]["cards"] >= 50 and totals["foretell"]["cards"] >= 50


def test_derive_and_legal_warn_about_an_ability_no_rule_acts_on(engine):
    """Issue point 2: derive and legal name, per object, the ability text the rules don't act on."""
    card = {"name": "Test Oddity", "mana_cost": "{1}", "types": ["creature"], "power": 1, "toughness": 1,
            "notes": "test card", "abilities": ["flying", {"unsupported": "Whenever the moon is full, draw a card."}]}
    st = make_state([{"id": "odd", "card": "Test Oddity", "zone": "battlefield", "owner": "alice"},
                     *lands("alice", islands=1)], cards=[card])
    want = [{"object": "odd", "ability": {"unsupported": "Whenever the moon is full, draw a card."},
             "not_acted_on": ["unsupported: Whenever the moon is full, draw a card."]}]
    assert engine.derive(st).warnings == want
    assert engine.legal_actions(st).warnings == want


def test_a_copy_of_an_object_with_unsupported_text_warns_too_707_2(engine):
    """CR 707.2: a copy has the copied abilities, so the copy's answers may miss the same text."""
    card = {"name": "Test Oddity", "mana_cost": "{1}", "types": ["creature"], "power": 1, "toughness": 1,
            "notes": "test card", "abilities": [{"unsupported": "Whenever the moon is full, draw a card."}]}
    st = make_state([{"id": "odd", "card": "Test Oddity", "zone": "battlefield", "owner": "alice", "timestamp": 1},
                     {"id": "tok", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 2,
                      "copy_effects": [{"source": "odd", "timestamp": 2}]}], cards=[card])
    assert [w["object"] for w in engine.derive(st).warnings] == ["odd", "tok"]


def test_an_event_may_name_a_bundled_card_the_state_does_not_use_707_13(engine):
    """CR 707.13: `cast_copy` of a card named by the effect (Regrowth) finds it in the bundled library when no
    card file or inline card of the state defines it; the copy has its Oracle values ({1}{G} green sorcery)."""
    st = make_state([{"id": "f1", "card": "Forest", "zone": "battlefield", "owner": "alice"},
                     {"id": "f2", "card": "Forest", "zone": "battlefield", "owner": "alice"}])
    assert "Regrowth" not in st.cards
    (out,) = engine.apply(st, {"event": "cast_copy", "card": "Regrowth", "player": "alice", "cost": "mana"})
    (cp,) = [o for o in out.state.doc["objects"] if o.get("copy")]
    d = engine.derive(out.state).object(cp["id"])
    assert (d.characteristics["name"], d.characteristics["mana_cost"], d.characteristics["types"]) == \
        ("Regrowth", "{1}{G}", ["sorcery"])


def test_superscript_power_stands_for_zero():
    """S.N.O.T.'s printed power *² (a characteristic-defining ability, CR 604.3): "²" is a digit to Python's
    str.isdigit but not to int(); the number standing for it is 0, and the import goes on."""
    from pyglue.cards import convert_face
    notes: list[str] = []
    face = {"name": "S.N.O.T.", "types": ["Creature"], "power": "*\u00b2", "toughness": "*\u00b2", "text": ""}
    got = convert_face(face, "data.S.N.O.T.[0]", notes)
    assert (got["power"], got["toughness"]) == (0, 0) and len(notes) == 2
