"""A foretold card's foretold status in derive and in apply's change list. CR 702.143a: a player who foretells a
card exiles it face down, may look at it as long as it remains in exile, and may cast it after the current turn
for its foretell cost; so its owner sees the turn it was foretold and its foretell cost, and an opponent (who may
not look at it, CR 406.3) sees neither. Saw It Coming: "Foretell {1}{U}" (Oracle)."""

from __future__ import annotations

from pyglue import render

from .conftest import make_state, only


def _exiled(turn=4):
    return make_state([
        {"id": "saw", "card": "Saw It Coming", "zone": "exile", "owner": "alice", "face_down": True,
         "foretold": {"turn": turn}},
        {"id": "saw2", "card": "Saw It Coming", "zone": "hand", "owner": "alice"},
        {"id": "i1", "card": "Island", "zone": "battlefield", "owner": "alice"},
        {"id": "i2", "card": "Island", "zone": "battlefield", "owner": "alice"}], turn=5)


def test_derive_shows_the_turn_and_foretell_cost_of_a_foretold_card_702_143a(engine):
    """CR 702.143a: foretold on turn 4, castable for its foretell cost {1}{U}; in the text the status says so."""
    st = _exiled()
    d = engine.derive(st)
    (saw,) = [o for o in d.objects if o.id == "saw"]
    assert saw.foretold == {"turn": 4, "costs": ["{1}{U}"]}
    assert saw.to_json()["foretold"] == {"turn": 4, "costs": ["{1}{U}"]}
    (hand,) = [o for o in d.objects if o.id == "saw2"]
    assert hand.foretold is None  # in hand: not foretold (702.143a: only an exiled card is)
    assert "face down, foretold turn 4, cost {1}{U}" in _status_column(render.derivation_text(st, d), "saw")


def _status_column(text, oid):
    """The status cell of object ``oid``'s row in derive's table (the column wraps over several lines)."""
    lines = text.splitlines()
    (row,) = [i for i, line in enumerate(lines) if line.split()[:1] == [oid]]
    header = next(line for line in reversed(lines[:row]) if " status " in line)
    start, end = header.index(" status ") + 1, header.index(" abilities")
    cell = []
    for line in lines[row:]:
        if not line.strip() or (cell and line[:start].strip()):
            break
        cell.append(line[start:end].strip())
    return " ".join(cell)


def test_foretold_status_is_the_owners_to_see_702_143a_406_3(engine):
    """CR 702.143a: the owner may look at the foretold card (derive as alice shows it); CR 406.3: a face-down
    exiled card is hidden from the other player (derive as bob: hidden, no foretold entry)."""
    st = _exiled()
    (mine,) = [o for o in engine.derive(st, viewer="alice").objects if o.id == "saw"]
    assert mine.foretold == {"turn": 4, "costs": ["{1}{U}"]}
    as_bob = engine.derive(st, viewer="bob")  # (issue 27: the hidden card under its opaque id)
    (theirs,) = [o for o in as_bob.objects if o.id == as_bob.aliases["saw"]]
    assert theirs.hidden and theirs.foretold is None


def test_the_change_list_of_a_foretell_names_the_foretold_turn_702_143a(engine):
    """CR 702.143a, 116.2h: foretelling Saw It Coming on turn 5 exiles it face down; it becomes foretold on turn
    5: the change list names the zone, the face-down status and foretold turn 5."""
    st = _exiled()
    out = only(engine.apply(st, {"action": "foretell", "object": "saw2"}))
    (line,) = [x for x in render.state_diff(st, out) if x.startswith("~ saw2: ")]
    assert "zone: hand -> exile" in line and "face_down: None -> True" in line
    assert "foretold: None -> {'turn': 5}" in line
