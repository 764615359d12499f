"""CR 711 (leveler cards): the abilities and power/toughness of a striation ("LEVEL 2-3", "LEVEL 4+") hold only
while the permanent has that many level counters (711.2a-b, 711.6). No rule reads level counters yet, so each
striation is kept as one unsupported line: none of its abilities may act at any level."""

from __future__ import annotations

from pyglue.cards import library
from pyglue.vocabulary import not_acted_on


def test_echo_mage_striations_are_not_abilities_at_level_zero_711_2():
    """Echo Mage: its copy abilities are its LEVEL 2-3 and LEVEL 4+ striations' (711.2b); read as plain lines they
    would let a level-0 Echo Mage copy spells. Each striation is one unsupported line, reported as such."""
    abilities = library()["Echo Mage"]["abilities"]
    assert not any("activated" in ab for ab in abilities if isinstance(ab, dict))
    lines = [ab["unsupported"] for ab in abilities]
    assert [ln.split(" / ")[0] for ln in lines if ln.startswith("LEVEL")] == ["LEVEL 2-3", "LEVEL 4+"]
    assert any("Copy target instant or sorcery spell twice" in ln for ln in lines)
    assert all(not_acted_on(ab) for ab in abilities)
