"""Lords: "[Other] GROUP you control get +N/+M [and have KEYWORDS]" (branch statics, issue 22;
rules_asp/kernel/statics_lords.lp).

CR 604.2: a static ability of a permanent makes a continuous effect while the permanent is on the battlefield.
CR 611.3a: the set of objects it affects is found again continuously. CR 613.4c: +N/+M applies in layer 7c;
CR 613.1f: granting keywords applies in layer 6. CR 702.73a: a changeling has every creature type. "You control" is
the lord's controller (CR 109.5); "other" leaves out the lord itself. Each expected value was worked out from these
rules and the cards' printed power and toughness before the engine was run.

Real cards from the bundled library: Naru Meha, Master Wizard (Human Wizard 3/3, "Other Wizards you control get
+1/+1."), Archmage Emeritus (Human Wizard 2/2), Grizzly Bears (Bear 2/2), Changeling Outcast (Shapeshifter 1/1,
changeling), Hofri Ghostforge (Dwarf Cleric 4/5, "Spirits you control get +1/+1 and have trample and haste."), Urza,
Prince of Kroog (Human Artificer 2/3, "Artifact creatures you control get +2/+2."), Brudiclad, Telchor Engineer
(artifact creature 4/4, "Creature tokens you control have haste."), Weaver of Harmony (enchantment creature 2/2,
"Other enchantment creatures you control get +1/+1.").
"""

from __future__ import annotations

from typing import Any

from pyglue.cards import library

from .conftest import make_state


def bf(oid: str, card: str, owner: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "zone": "battlefield", "owner": owner, **kw}


def pt(d, oid: str) -> tuple[int, int]:
    c = d.object(oid).characteristics
    return c["power"], c["toughness"]


def abilities(d, oid: str) -> list:
    """The keyword abilities (plain strings) among the object's abilities."""
    return [a for a in d.object(oid).characteristics.get("abilities", []) if isinstance(a, str)]


def test_lord_lines_are_read_613_4c():
    """The lines read as the lord template (CR 613.4c, 613.1f): group, other, bonus and keywords."""
    lib = library()
    assert {"lord": "permanents", "subtypes": ["Wizard"], "other": True, "power": 1, "toughness": 1} in \
        lib["Naru Meha, Master Wizard"]["abilities"]
    assert {"lord": "permanents", "subtypes": ["Spirit"], "power": 1, "toughness": 1,
            "abilities": ["trample", "haste"]} in lib["Hofri Ghostforge"]["abilities"]
    assert {"lord": "tokens", "types": ["creature"], "abilities": ["haste"]} in \
        lib["Brudiclad, Telchor Engineer"]["abilities"]
    assert {"lord": "permanents", "types": ["artifact", "creature"], "power": 2, "toughness": 2} in \
        lib["Urza, Prince of Kroog"]["abilities"]


def test_other_wizards_you_control_get_plus_one_613_4c_109_5(engine):
    """Naru Meha: Alice's Archmage Emeritus (a Wizard) is 3/3; Naru Meha itself isn't "other" (3/3 as printed);
    Alice's Grizzly Bears isn't a Wizard (2/2); Bob's Archmage Emeritus isn't Alice's (2/2)."""
    s = make_state([bf("naru", "Naru Meha, Master Wizard"), bf("emer", "Archmage Emeritus"),
                    bf("bears", "Grizzly Bears"), bf("bemer", "Archmage Emeritus", "bob")])
    d = engine.derive(s)
    assert pt(d, "emer") == (3, 3)
    assert pt(d, "naru") == (3, 3)
    assert pt(d, "bears") == (2, 2)
    assert pt(d, "bemer") == (2, 2)


def test_changeling_is_a_wizard_702_73a(engine):
    """CR 702.73a: Changeling Outcast has every creature type, so it is one of Naru Meha's Wizards: 2/2."""
    s = make_state([bf("naru", "Naru Meha, Master Wizard"), bf("outcast", "Changeling Outcast")])
    assert pt(engine.derive(s), "outcast") == (2, 2)


def test_lord_off_the_battlefield_does_nothing_604_2(engine):
    """CR 604.2: Naru Meha in Alice's graveyard gives nothing: Archmage Emeritus stays 2/2."""
    s = make_state([{"id": "naru", "card": "Naru Meha, Master Wizard", "zone": "graveyard", "owner": "alice"},
                    bf("emer", "Archmage Emeritus")])
    assert pt(engine.derive(s), "emer") == (2, 2)


def test_lord_under_another_controller_613_4c_109_5(engine):
    """CR 109.5: Bob controls Alice's Naru Meha (a control effect in the state): Bob's Wizards get +1/+1, Alice's
    don't."""
    s = make_state([bf("naru", "Naru Meha, Master Wizard", controller="bob"), bf("emer", "Archmage Emeritus"),
                    bf("bemer", "Archmage Emeritus", "bob")])
    d = engine.derive(s)
    assert pt(d, "emer") == (2, 2)
    assert pt(d, "bemer") == (3, 3)


def test_spirits_get_plus_one_and_have_trample_and_haste_613_1f(engine):
    """Hofri Ghostforge: the changeling is a Spirit (CR 702.73a): 2/2 with trample and haste (layer 6, CR 613.1f);
    Hofri (a Dwarf Cleric) and Grizzly Bears get nothing."""
    s = make_state([bf("hofri", "Hofri Ghostforge"), bf("outcast", "Changeling Outcast"), bf("bears", "Grizzly Bears")])
    d = engine.derive(s)
    assert pt(d, "outcast") == (2, 2)
    assert {"trample", "haste"} <= set(abilities(d, "outcast"))
    assert pt(d, "hofri") == (4, 5) and "haste" not in abilities(d, "hofri")
    assert pt(d, "bears") == (2, 2) and "haste" not in abilities(d, "bears")


def test_artifact_creatures_you_control_get_plus_two_205_2a(engine):
    """Urza: Brudiclad is an artifact creature (6/6); Urza (a creature, not an artifact) stays 2/3 and Grizzly Bears
    2/2 (every card type named must be there, CR 205.2a)."""
    s = make_state([bf("urza", "Urza, Prince of Kroog"), bf("brud", "Brudiclad, Telchor Engineer"),
                    bf("bears", "Grizzly Bears")])
    d = engine.derive(s)
    assert pt(d, "brud") == (6, 6)
    assert pt(d, "urza") == (2, 3)
    assert pt(d, "bears") == (2, 2)


def test_creature_tokens_you_control_have_haste_111_1(engine):
    """Brudiclad: a token copy of Grizzly Bears Alice controls has haste; the nontoken Grizzly Bears doesn't."""
    tok = bf("tok", None, token=True, timestamp=5, copy_effects=[{"card": "Grizzly Bears", "timestamp": 5}])
    del tok["card"]
    s = make_state([bf("brud", "Brudiclad, Telchor Engineer"), bf("bears", "Grizzly Bears"), tok])
    d = engine.derive(s)
    assert "haste" in abilities(d, "tok")
    assert "haste" not in abilities(d, "bears")


def test_two_lords_add_up_613_4c(engine):
    """Two Naru Mehas: each is an "other" Wizard for the other (4/4), and Archmage Emeritus gets +1/+1 twice (4/4),
    CR 613.4c: each effect applies."""
    s = make_state([bf("naru1", "Naru Meha, Master Wizard"), bf("naru2", "Naru Meha, Master Wizard"),
                    bf("emer", "Archmage Emeritus")])
    d = engine.derive(s)
    assert pt(d, "emer") == (4, 4)
    assert pt(d, "naru1") == (4, 4) and pt(d, "naru2") == (4, 4)


def test_gets_plus_one_for_each_artifact_you_control_613_4c(engine):
    """Storm-Kiln Artist (2/2, "gets +1/+0 for each artifact you control"): Alice controls The Fire Crystal and
    Brudiclad (artifacts); Bob's Fire Crystal isn't hers: 4/2 (CR 613.4c, 611.3a)."""
    s = make_state([bf("ska", "Storm-Kiln Artist"), bf("fc", "The Fire Crystal"), bf("brud", "Brudiclad, Telchor Engineer"),
                    bf("bfc", "The Fire Crystal", "bob")])
    assert pt(engine.derive(s), "ska") == (4, 2)


def test_no_artifacts_no_bonus_613_4c(engine):
    """With no artifact, Storm-Kiln Artist is 2/2 as printed."""
    s = make_state([bf("ska", "Storm-Kiln Artist"), bf("bears", "Grizzly Bears")])
    assert pt(engine.derive(s), "ska") == (2, 2)


def test_each_creature_that_is_a_food_or_a_golem_613_4c(engine):
    """Brenard, Ginger Sculptor (a Human Artificer 3/3): a changeling is a Golem (CR 702.73a): 3/3 with trample;
    Brenard and Grizzly Bears are neither: unchanged, no trample."""
    s = make_state([bf("bren", "Brenard, Ginger Sculptor"), bf("outcast", "Changeling Outcast"),
                    bf("bears", "Grizzly Bears")])
    d = engine.derive(s)
    assert pt(d, "outcast") == (3, 3) and "trample" in abilities(d, "outcast")
    assert pt(d, "bren") == (3, 3) and "trample" not in abilities(d, "bren")
    assert pt(d, "bears") == (2, 2)


def test_creatures_of_the_chosen_type_614_12_613_4c(engine):
    """Renewed Solidarity ("Creatures you control of the chosen type get +1/+0."), Bear chosen as it entered (CR
    614.12): Alice's Grizzly Bears (a Bear) is 3/2; her Archmage Emeritus (Human Wizard) stays 2/2; Bob's Bears 2/2."""
    s = make_state([bf("rs", "Renewed Solidarity", chosen={"creature_type": "Bear"}), bf("gb", "Grizzly Bears"),
                    bf("emer", "Archmage Emeritus"), bf("bgb", "Grizzly Bears", "bob")])
    d = engine.derive(s)
    assert pt(d, "gb") == (3, 2)
    assert pt(d, "emer") == (2, 2)
    assert pt(d, "bgb") == (2, 2)


def test_no_type_chosen_no_bonus_614_12(engine):
    """Without a chosen type (none was chosen: a state that says none), nothing gets the bonus."""
    s = make_state([bf("rs", "Renewed Solidarity"), bf("gb", "Grizzly Bears")])
    assert pt(engine.derive(s), "gb") == (2, 2)
