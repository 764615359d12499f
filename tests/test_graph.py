"""`mtgasp graph`: objects by zone (CR 400.1), copy relations with their exceptions (CR 707.2, 707.9) and
prepare links (CR 722.3a, 722.3c), drawn from rules_asp/graph.lp's answer.

The state below is worked out by hand: the Frog token copies Encouraging Aviator except it is a 1/1 green
Frog (CR 707.9b); a second token copies the Frog, so its copiable values are the Frog's, exceptions
included (CR 707.3), plus an artifact type of its own; the Frog is prepared and "jump" is its exiled
prepare copy, a copy of the prepare spell only (CR 722.3c). "oldjump" was made when the Aviator became
prepared, but the Aviator is not prepared now, so it is no longer linked and ceases to exist (CR 704.5e).
"""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

from pyglue.cli import main
from pyglue.research.graph import (
    FORMATS,
    GraphvizMissing,
    picture,
    picture_from_facts,
    render,
    to_digraph,
)
from pyglue.state import save_state

from .conftest import make_state

FROG_EXC = {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}
OBJECTS = [
    {"id": "aviator", "card": "Encouraging Aviator", "zone": "battlefield", "owner": "alice", "timestamp": 1},
    {"id": "croak", "card": "Croaking Counterpart", "zone": "hand", "owner": "alice", "timestamp": 2},
    {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob", "timestamp": 3},
    {"id": "oldjump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "aviator", "timestamp": 4,
     "copy_effects": [{"prepare_of": "aviator", "timestamp": 4}]},
    {"id": "frog", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 5,
     "designations": ["prepared"], "copy_effects": [{"source": "aviator", "except": FROG_EXC, "timestamp": 5}]},
    {"id": "jump", "zone": "exile", "owner": "alice", "copy": True, "prepare_copy_of": "frog", "timestamp": 6,
     "copy_effects": [{"prepare_of": "frog", "timestamp": 6}]},
    {"id": "frog2", "token": True, "zone": "battlefield", "owner": "bob", "timestamp": 7,
     "copy_effects": [{"source": "frog", "except": {"add_types": ["artifact"]}, "timestamp": 7}]},
]
NEEDS_DOT = pytest.mark.skipif(shutil.which("dot") is None,
                               reason="Graphviz's dot program is not installed (apt-get install graphviz)")


@pytest.fixture(scope="module")
def state():
    return make_state(OBJECTS)


@pytest.fixture(scope="module")
def pic(_engine, state):
    """The state's picture, drawn once for the module's tests (they only read it); no clingo warning."""
    _engine.messages.clear()
    out = picture(_engine, state)
    assert _engine.messages == []
    return out


@pytest.fixture()
def state_file(state, tmp_path):
    path = tmp_path / "chain.yaml"
    save_state(state, path)
    return str(path)


def test_objects_are_grouped_by_zone_400_1(pic):
    """CR 400.1: battlefield and exile are shared zones; each player has their own hand and graveyard."""
    clusters = {cid: (c.label, pic.in_cluster(cid)) for cid, c in pic.clusters.items()}
    assert clusters == {
        "zone(battlefield)": ("battlefield", ["aviator", "frog", "frog2"]),
        "zone(exile)": ("exile", ["jump", "oldjump"]),
        'zone(hand,"alice")': ("alice's hand", ["croak"]),
        'zone(graveyard,"bob")': ("bob's graveyard", ["bears"]),
    }
    assert {n.id for n in pic.nodes.values() if n.cluster is None} == set()


def test_edges_are_the_copy_relations_and_prepare_links(pic):
    """Each copy effect is an arrow from the copy to what it copies (CR 707.2); a prepared permanent points
    to its linked exiled prepare copy (CR 722.3c); a prepare copy no longer linked is drawn apart."""
    assert {(e.tail, e.head, e.kind) for e in pic.edges} == {
        ("frog", "aviator", "frog.copy.1"),
        ("frog2", "frog", "frog2.copy.1"),
        ("jump", "frog", "jump.copy.1"),
        ("oldjump", "aviator", "oldjump.copy.1"),
        ("frog", "jump", "prepare_link"),
        ("aviator", "oldjump", "unlinked"),
    }


def test_copy_edge_is_labelled_with_its_exceptions_707_9(pic):
    """CR 707.9b: the Frog's exceptions set its colors, subtypes, power and toughness; CR 707.9a-b: the second
    token's adds a type. The timestamp orders copy effects (CR 613.2)."""
    (frog,) = pic.edges_between("frog", "aviator")
    assert frog.label.split("\n") == ["copy of (707.2), timestamp 5", "except (707.9):", "set colors green",
                                      "set power 1", "set subtypes Frog", "set toughness 1"]
    (frog2,) = pic.edges_between("frog2", "frog")
    assert frog2.label.split("\n") == ["copy of (707.2), timestamp 7", "except (707.9):", "add types artifact"]


def test_prepare_link_and_prepare_copy_722_3c(pic):
    """CR 722.3a, 722.3c: the prepared Frog is linked to jump, a copy of its prepare spell only (named Jump,
    not a Frog); oldjump's permanent is not prepared, so it is unlinked and ceases to exist (CR 704.5e)."""
    (link,) = pic.edges_between("frog", "jump")
    assert link.kind == "prepare_link" and "722.3c" in link.label
    (back,) = pic.edges_between("jump", "frog")
    assert back.label == "copy of its prepare spell (722.3c), timestamp 6"
    assert pic.nodes["jump"].label.split("\n") == ["jump", "Jump", "owner alice", "copy"]
    assert pic.nodes["frog"].label.split("\n") == ["frog", "Encouraging Aviator", "controller alice",
                                                   "prepared token"]
    assert pic.nodes["frog"].attrs["penwidth"] == "2"
    (old,) = pic.edges_between("aviator", "oldjump")
    assert old.kind == "unlinked" and old.attrs["style"] == "dotted"
    assert pic.nodes["oldjump"].label.split("\n") == ["oldjump", "Jump", "owner alice", "copy",
                                                      "ceases to exist (CR 704.5e)"]
    assert "ceases to exist" not in pic.nodes["jump"].label


def test_copy_of_a_copy_shows_the_copied_exceptions_707_3(pic):
    """CR 707.3: the second token copies the Frog's copiable values, so it is an Encouraging Aviator too."""
    assert pic.nodes["frog2"].label.split("\n") == ["frog2", "Encouraging Aviator", "controller bob", "token"]


def test_card_and_values_sources_are_drawn_outside_the_zones(engine):
    """A copy of a card's printed values points to the card; a copy effect given only the values it copied
    (CR 707.2b: they stay, however the original changes) points to those values, named by the copied name."""
    snap = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["creature"], "subtypes": ["Bear"],
            "colors": ["green"], "power": 2, "toughness": 2}
    s = make_state([{"id": "c", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 3,
                     "copy_effects": [{"values": snap, "timestamp": 3}]},
                    {"id": "d", "token": True, "zone": "battlefield", "owner": "alice", "timestamp": 4,
                     "copy_effects": [{"card": "Grizzly Bears", "timestamp": 4}]}])
    p = picture(engine, s)
    values = 'values(listed_copy("c",1))'
    assert {(e.tail, e.head) for e in p.edges} == {("c", values), ("d", 'card("Grizzly Bears")')}
    assert p.nodes[values].cluster is None and p.nodes['card("Grizzly Bears")'].cluster is None
    assert p.nodes[values].label == "Grizzly Bears\nvalues copied earlier (707.2b)"
    assert p.edges_between("c", values)[0].label == "copy of (707.2), timestamp 3\nvalues as copied (707.2b)"
    assert p.nodes['card("Grizzly Bears")'].label == "card Grizzly Bears\nprinted values"
    assert p.nodes["c"].label.split("\n")[:2] == ["c", "Grizzly Bears"]


@pytest.mark.long
def test_ids_and_names_are_data_in_dot(engine):
    """User text never becomes DOT syntax: an id with a colon, quotes and a backslash, a card name with rule
    and template syntax."""
    weird = 'Jump." :- x. {{ y }} <b>'
    s = make_state([{"id": 'a:b"c\\', "card": weird, "zone": "battlefield", "owner": "alice", "timestamp": 1}],
                   cards=[{"name": weird, "types": ["artifact"]}])
    p = picture(engine, s)
    node = p.nodes['a:b"c\\']
    assert node.label.split("\n")[:2] == ['a:b"c\\', weird]
    src = to_digraph(p).source
    assert '"#1" [label="a:b\\"c\\\\\\nJump.\\" :- x. {{ y }} <b>' in src


@NEEDS_DOT
@pytest.mark.long  # (a whole-rules picture: about 10 s; the suite has ten minutes)
def test_dot_reads_the_escaped_text_back(engine, tmp_path):
    """Graphviz itself parses the DOT and draws the user's text as it is."""
    weird = 'Jump." :- x. <b>'
    s = make_state([{"id": 'a:b"c', "card": weird, "zone": "battlefield", "owner": "alice", "timestamp": 1}],
                   cards=[{"name": weird, "types": ["artifact"]}])
    svg = render(picture(engine, s), "svg").decode()
    assert "a:b&quot;c" in svg and "Jump.&quot; :&#45; x. &lt;b&gt;" in svg


@pytest.mark.long
def test_cli_writes_dot_without_graphviz_programs(state_file, tmp_path, monkeypatch):
    """`.dot` needs no Graphviz program (PATH emptied); the same state gives the same bytes."""
    monkeypatch.setenv("PATH", str(tmp_path / "no-programs-here"))
    out = tmp_path / "chain.dot"
    r = CliRunner().invoke(main, ["graph", state_file, "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert r.output == f"wrote {out}\n"
    text = out.read_text(encoding="utf-8")
    assert text.startswith("digraph mtgasp {")
    assert "frog -> aviator [label=\"copy of (707.2), timestamp 5\\nexcept (707.9):\\nset colors green" in text
    assert "frog -> jump [label=\"prepared: its exiled prepare copy (722.3c)\"" in text
    assert text.count("subgraph cluster_") == 4
    first = out.read_bytes()
    assert CliRunner().invoke(main, ["graph", state_file, "--out", str(out)]).exit_code == 0
    assert out.read_bytes() == first


@pytest.mark.long
def test_cli_says_what_is_missing_without_dot(state_file, tmp_path, monkeypatch):
    """Without Graphviz's dot, .svg and .png fail with exit 1 (a program the command needs is missing, as
    pyglue/cli.py documents), naming dot, Graphviz and how to install it; no file is written."""
    monkeypatch.setenv("PATH", str(tmp_path / "no-programs-here"))
    for suffix in (".svg", ".png"):
        out = tmp_path / f"chain{suffix}"
        r = CliRunner().invoke(main, ["graph", state_file, "--out", str(out)])
        assert r.exit_code == 1
        assert "`dot` program" in r.output and "apt-get install graphviz" in r.output and "FILE.dot" in r.output
        assert not out.exists()
    with pytest.raises(GraphvizMissing):
        render(picture_from_facts([]), "png")


def test_cli_bad_input_exit_2(tmp_path):
    """A state file that breaks the format, a missing file, and an unknown --out suffix are bad input."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("turn: 1\nactive_player: alice\nphase: precombat_main\npriority: alice\nplayers: [{name: alice}]\n"
                   "objects:\n  - {id: x, card: No Such Card, zone: hand, owner: carol}\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["graph", str(bad), "--out", str(tmp_path / "g.dot")])
    assert r.exit_code == 2
    assert r.output.startswith(f"error: {bad}: ") and "objects[0].owner" in r.output
    r = CliRunner().invoke(main, ["graph", str(tmp_path / "missing.yaml"), "--out", str(tmp_path / "g.dot")])
    assert r.exit_code == 2 and "cannot read file" in r.output
    r = CliRunner().invoke(main, ["graph", str(bad), "--out", str(tmp_path / "g.pdf")])
    assert r.exit_code == 2 and "must end in .svg, .png or .dot" in r.output
    assert not (tmp_path / "g.dot").exists()
    assert set(FORMATS) == {".dot", ".svg", ".png"}


@pytest.mark.long
@NEEDS_DOT
@pytest.mark.parametrize("suffix,magic", [(".svg", b"<?xml"), (".png", b"\x89PNG\r\n\x1a\n")])
def test_cli_draws_svg_and_png(state_file, tmp_path, suffix, magic):
    out = tmp_path / f"chain{suffix}"
    r = CliRunner().invoke(main, ["graph", state_file, "--out", str(out)])
    assert r.exit_code == 0, r.output
    data = out.read_bytes()
    assert data.startswith(magic)
    if suffix == ".svg":
        text = data.decode()
        assert "set subtypes Frog" in text and "prepared: its exiled prepare copy (722.3c)" in text


@pytest.mark.long  # (a whole-rules picture: about 10 s; the suite has ten minutes)
def test_example_state_croaking_counterpart(engine):
    """examples/states/croaking_counterpart.yaml: no copies yet, so no arrows; nine objects in four zones (each
    player's library holds the card they will draw, CR 504.1; a library is its owner's own zone, CR 400.1)."""
    from pyglue import load_state

    from .conftest import EXAMPLES

    p = picture(engine, load_state(EXAMPLES / "states" / "croaking_counterpart.yaml"))
    assert p.edges == []
    assert {c: p.in_cluster(c) for c in p.clusters} == {
        "zone(battlefield)": ["aviator", "bears", "forest1", "island1", "island2", "island3"],
        'zone(hand,"alice")': ["croak"], 'zone(library,"alice")': ["alib"],
        'zone(library,"bob")': ["blib"]}
    assert p.attrs["label"] == "turn 3, active player alice, precombat_main"
