"""CR 711 (leveler cards): the abilities and power/toughness of a striation ("LEVEL 2-3", "LEVEL 4+") hold only
while the permanent has that many level counters (711.2a-b, 711.6). Since branch keywords3 each striation is read as
one k3_level_striation static ability (rules_asp/kernel/keywords3_level.lp; behaviour tested in
tests/test_keywords3.py): its abilities are never plain abilities of the card, so a level-0 Echo Mage can't copy."""

from __future__ import annotations

from pyglue.cards import library
from pyglue.vocabulary import not_acted_on


def test_echo_mage_striations_are_not_abilities_at_level_zero_711_2():
    """Echo Mage: its copy abilities are its LEVEL 2-3 and LEVEL 4+ striations' (711.2b); read as plain lines they
    would let a level-0 Echo Mage copy spells. Each striation is one static ability holding them, with its range."""
    abilities = library()["Echo Mage"]["abilities"]
    assert not any("activated" in ab for ab in abilities if isinstance(ab, dict))
    stri = [ab for ab in abilities if "k3_level_striation" in ab]
    assert [(ab["min"], ab.get("max"), ab["power"], ab["toughness"]) for ab in stri] == [(2, 3, 2, 4), (4, None, 2, 5)]
    assert "copy_target_times" in stri[1]["abilities"][0]["activated"]["effect"]
    assert all(not not_acted_on(ab) for ab in abilities)
