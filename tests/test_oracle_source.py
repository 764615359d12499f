"""Structure checks for data/oracle/library_source.json (no rules logic)."""
import glob
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "data" / "oracle" / "library_source.json"


def load():
    with open(SOURCE, encoding="utf-8") as fh:
        return json.load(fh)


def example_card_names():
    names = set()
    for path in glob.glob(str(ROOT / "examples" / "cards" / "*.yaml")):
        for line in open(path, encoding="utf-8"):
            m = re.match(r"^  - name: (.*)$", line)  # top-level card entries; tokens are nested
            if m:
                names.add(m.group(1).strip().strip('"'))
    return names


def test_faces_have_name_types_and_a_known_source():
    doc = load()
    sources = doc["meta"]["sources"]
    assert doc["data"], "no cards"
    for card, faces in doc["data"].items():
        assert faces, card
        for face in faces:
            assert face["name"] == card
            assert isinstance(face["types"], list) and face["types"], card
            assert face["source"] in sources, (card, face["source"])


def test_data_is_sorted_by_name():
    names = list(load()["data"])
    assert names == sorted(names)


def test_prepare_cards_have_two_faces_a_and_b():
    for card, faces in load()["data"].items():
        if any(f["layout"] == "prepare" for f in faces):
            assert [f.get("side") for f in faces] == ["a", "b"], card
            assert card == " // ".join(f["faceName"] for f in faces)


def test_every_example_card_is_present():
    """Every card of examples/cards is a real card of the source, except TEST cards (named "TEST ..."), which are
    simplified stand-ins and carry no real card's name."""
    fronts = set()
    for card, faces in load()["data"].items():
        fronts.add(card)
        fronts.add(faces[0].get("faceName", card))
    missing = sorted(n for n in example_card_names() - fronts if not n.startswith("TEST "))
    assert not missing, missing
