"""Oracle text -> ability vocabulary (pyglue/oracle.lark, pyglue/oracle.py).

Each case is a real Oracle line (or a face's whole text) and the vocabulary value written by hand from the
text; the test id names the CR rule of the template. Every parse result must be accepted by
pyglue.vocabulary.ability_term. The test bed (the prepare cards' creature faces and the foretell cards of
the library's Oracle source, data/oracle/library_source.json) measures the share of lines read without
unsupported.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyglue import vocabulary
from pyglue.oracle import parse_face, parse_text, strip_reminder

CREATURE = ["creature"]
INSTANT = ["instant"]
SORCERY = ["sorcery"]
PREP = {"become_prepared": "self"}
EOT = "end_of_turn"
SOLDIER = {"name": "Soldier Token", "colors": ["red"], "types": ["creature"], "subtypes": ["Soldier"], "power": 1,
           "toughness": 1, "abilities": ["haste"]}


def _accepted(abilities: list) -> None:
    for i, a in enumerate(abilities):
        vocabulary.ability_term(a, f"abilities[{i}]", vocabulary.Aux.empty())


# (id with CR rule, face name, types, Oracle text, expected abilities)
CASES = [
    # keywords (CR 702)
    ("702.9-flying", "Augury Raven", CREATURE, "Flying", ["flying"]),
    ("702.2-702.19-keyword-line", "Vengeful Reaper", CREATURE, "Flying, deathtouch, haste",
     ["flying", "deathtouch", "haste"]),
    ("702.7-first-strike", "Joined Researchers", CREATURE, "First strike", ["first_strike"]),
    ("702.4-double-strike", "Quill-Blade Laureate", CREATURE, "Double strike", ["double_strike"]),
    ("702.20-702.15-serra", "Serra Angel", CREATURE,
     "Flying\nVigilance (Attacking doesn't cause this creature to tap.)", ["flying", "vigilance"]),
    ("702.21a-ward-cost", "Emeritus of Ideation", CREATURE, "Flying, ward {2}", ["flying", {"ward": "{2}"}]),
    ("702.21a-ward-line", "Campus Composer", CREATURE, "Ward {2}", [{"ward": "{2}"}]),
    # (Strife Scholar's "Ward\u2014Pay 2 life.": test_prepare_creature_lines below)
    ("702.73-changeling", "Changeling Outcast", CREATURE,
     "Changeling (This card is every creature type.)", ["changeling"]),
    ("702.143-foretell", "Saw It Coming", INSTANT,
     "Foretell {1}{U} (During your turn, you may pay {2} and exile this card from your hand face down. "
     "Cast it on a later turn for its foretell cost.)", [{"foretell": "{1}{U}"}]),
    ("702.34-flashback", "Think Twice", INSTANT,
     "Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. "
     "Then exile it.)", [{"spell": {"effect": {"draw": 1}}}, {"flashback": "{2}{U}"}]),
    # enters prepared (CR 722.3a), enters tapped / with counters (CR 614.1c, 122.6)
    ("722.3a-this-creature-enters-prepared", "Landscape Painter", CREATURE,
     "This creature enters prepared. (While it's prepared, you may cast a copy of its spell. Doing so "
     "unprepares it.)", ["enters_prepared"]),
    ("722.3a-short-name-enters-prepared", "Jadzi, Steward of Fate", CREATURE,
     "Jadzi enters prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
     ["enters_prepared"]),
    ("614.1c-enters-tapped", "Dread Wanderer", CREATURE, "This creature enters tapped.", ["enters_tapped"]),
    # the older Oracle wording, kept by Forge's script of Glasspool Mimic's back face (data/oracle/forge_faces.tsv)
    ("614.1c-enters-the-battlefield-tapped", "Glasspool Shore", ["land"], "Glasspool Shore enters the battlefield tapped.",
     ["enters_tapped"]),
    ("122.6-enters-with-counters", "Fertilid", CREATURE, "This creature enters with two +1/+1 counters on it.",
     [{"enters_with_counters": {"+1/+1": 2}}]),
    # triggers (CR 603.2) with become prepared (CR 722.3a)
    ("603.2-722.3a-attacks-it", "Encouraging Aviator", CREATURE,
     "Whenever this creature attacks, it becomes prepared.", [{"trigger": "attacks", "effect": PREP}]),
    ("603.6a-enters-draw-discard", "Jadzi, Steward of Fate", CREATURE,
     "When Jadzi enters, draw two cards, then discard two cards.",
     [{"trigger": "enters", "effect": [{"draw": 2}, {"discard": 2, "who": "you"}]}]),
    ("603.2-513.1a-each-end-step-if-died", "Bloodline Recollector", CREATURE,
     "At the beginning of each end step, if three or more creatures died this turn, this creature becomes "
     "prepared.",
     [{"trigger": {"beginning_of": "end", "whose": "each"}, "if": {"creatures_died_this_turn": 3},
       "effect": PREP}]),
    ("603.4-your-end-step", "Emeritus of Woe", CREATURE,
     "At the beginning of your end step, if two or more creatures died this turn, this creature becomes "
     "prepared.",
     [{"trigger": {"beginning_of": "end", "whose": "your"}, "if": {"creatures_died_this_turn": 2},
       "effect": PREP}]),
    ("603.4-opponent-more-cards", "Joined Researchers", CREATURE,
     "At the beginning of each end step, if an opponent has more cards in hand than you, this creature "
     "becomes prepared.",
     [{"trigger": {"beginning_of": "end", "whose": "each"}, "if": "opponent_more_cards_in_hand",
       "effect": PREP}]),
    ("603.4-505.1-second-main-gained-2", "Scheming Silvertongue", CREATURE,
     "At the beginning of your second main phase, if you gained 2 or more life this turn, this creature "
     "becomes prepared.",
     [{"trigger": {"beginning_of": "postcombat_main", "whose": "your"}, "if": {"you_gained_life_this_turn": 2},
       "effect": PREP}]),
    ("505.1-first-main", "Scathing Shadelock", CREATURE,
     "At the beginning of your first main phase, this creature becomes prepared.",
     [{"trigger": {"beginning_of": "precombat_main", "whose": "your"}, "effect": PREP}]),
    ("603.4-gained-life", "Eccentric Pestfinder", CREATURE,
     "At the beginning of each end step, if you gained life this turn, this creature becomes prepared.",
     [{"trigger": {"beginning_of": "end", "whose": "each"}, "if": {"you_gained_life_this_turn": 1},
       "effect": PREP}]),
    ("603.4-503.1a-upkeep-hand-at-most", "Naktamun Lorespinner", CREATURE,
     "At the beginning of your upkeep, if a player has one or fewer cards in hand, this creature becomes "
     "prepared.",
     [{"trigger": {"beginning_of": "upkeep", "whose": "your"}, "if": {"a_player_hand_at_most": 1},
       "effect": PREP}]),
    ("603.4-graveyard-and-or", "Lorehold Archivist", CREATURE,
     "At the beginning of your upkeep, if there are three or more artifact and/or creature cards in your "
     "graveyard, this creature becomes prepared.",
     [{"trigger": {"beginning_of": "upkeep", "whose": "your"},
       "if": {"graveyard_has": 3, "types": ["artifact", "creature"]}, "effect": PREP}]),
    ("603.4-control-eight-lands", "Emeritus of Abundance", CREATURE,
     "Whenever this creature attacks, if you control eight or more lands, this creature becomes prepared.",
     [{"trigger": "attacks", "if": {"you_control_at_least": 8, "type": "land"}, "effect": PREP}]),
    ("601.2i-third-spell", "Emeritus of Conflict", CREATURE,
     "Whenever you cast your third spell each turn, this creature becomes prepared.",
     [{"trigger": {"you_cast": [], "nth": 3}, "effect": PREP}]),
    ("601.2i-creature-spell-short-name", "Abigale, Poet Laureate", CREATURE,
     "Whenever you cast a creature spell, Abigale becomes prepared.",
     [{"trigger": {"you_cast": ["creature"]}, "effect": PREP}]),
    ("601.2i-instant-or-sorcery-mv-hand", "Dirgur Focusmage", CREATURE,
     "Whenever you cast an instant or sorcery spell with mana value 5 or greater from your hand, this "
     "creature becomes prepared.",
     [{"trigger": {"you_cast": ["instant", "sorcery"], "min_mana_value": 5, "from_hand": True},
       "effect": PREP}]),
    ("601.2i-second-spell-gain-life", "Doomskar Oracle", CREATURE,
     "Whenever you cast your second spell each turn, you gain 2 life.",
     [{"trigger": {"you_cast": [], "nth": 2}, "effect": {"gain_life": 2}}]),
    ("508.1m-attack-with-two", "Eiganjo Dynastorian", CREATURE,
     "Whenever you attack with two or more creatures, this creature becomes prepared.",
     [{"trigger": {"you_attack": 2}, "effect": PREP}]),
    ("207.2c-603.6a-landfall", "Tam, Observant Sequencer", CREATURE,
     "Landfall \u2014 Whenever a land you control enters, Tam becomes prepared. (While it's prepared, you may "
     "cast a copy of its spell. Doing so unprepares it.)",
     [{"trigger": "land_you_control_enters", "effect": PREP}]),
    ("510.3a-creatures-combat-damage", "Striding Shotcaller", CREATURE,
     "Whenever one or more creatures you control deal combat damage to a player, this creature becomes "
     "prepared.",
     [{"trigger": {"combat_damage_to_player": "creatures_you_control"}, "effect": PREP}]),
    ("510.3a-self-combat-damage-draw", "Soulknife Spy", CREATURE,
     "Whenever this creature deals combat damage to a player, draw a card.",
     [{"trigger": {"combat_damage_to_player": "self"}, "effect": {"draw": 1}}]),
    ("603.2-enters-and-whenever-tokens-damage", "Inspired Skypainter", CREATURE,
     "When this creature enters and whenever one or more creature tokens you control deal combat damage to "
     "a player, this creature becomes prepared.",
     [{"trigger": {"any_of": ["enters", {"combat_damage_to_player": "creature_tokens_you_control"}]},
       "effect": PREP}]),
    ("119.9-gain-life-first-time", "Leech Collector", CREATURE,
     "Whenever you gain life for the first time each turn, this creature becomes prepared.",
     [{"trigger": {"you_gain_life": "first_time"}, "effect": PREP}]),
    ("603.10a-cards-leave-graveyard", "Kirol, History Buff", CREATURE,
     "Whenever one or more cards leave your graveyard, Kirol becomes prepared.",
     [{"trigger": "cards_leave_your_graveyard", "effect": PREP}]),
    ("603.6a-tokens-enter", "Spiritcall Enthusiast", CREATURE,
     "Whenever one or more tokens you control enter, this creature becomes prepared.",
     [{"trigger": "tokens_you_control_enter", "effect": PREP}]),
    ("121.2-opponent-second-card", "Defacing Duskmage", CREATURE,
     "Whenever an opponent draws their second card each turn, this creature becomes prepared.",
     [{"trigger": {"opponent_draws": 2}, "effect": PREP}]),
    ("700.4-creature-dies", "Zulaport Chanter", CREATURE,
     "Whenever a creature dies, target player loses 1 life and you gain 1 life.",
     [{"trigger": "creature_dies", "target": "player",
       "effect": [{"lose_life": 1, "who": "target"}, {"gain_life": 1}]}]),
    ("119.3-each-opponent-loses", "Vampire Spawn", CREATURE,
     "When this creature enters, each opponent loses 2 life and you gain 2 life.",
     [{"trigger": "enters", "effect": [{"lose_life": 2, "who": "each_opponent"}, {"gain_life": 2}]}]),
    ("701.25a-attacks-surveil", "Nightveil Sprite", CREATURE,
     "Whenever this creature attacks, surveil 1. (Look at the top card of your library. You may put it into "
     "your graveyard.)", [{"trigger": "attacks", "effect": {"surveil": 1}}]),
    ("702.143d-enters-or-attacks-foretell", "Ethereal Valkyrie", CREATURE,
     "Whenever this creature enters or attacks, draw a card, then exile a card from your hand face down. It "
     "becomes foretold. Its foretell cost is its mana cost reduced by {2}. (On a later turn, you may cast it "
     "for its foretell cost, even if this creature has left the battlefield.)",
     [{"trigger": {"any_of": ["enters", "attacks"]}, "effect": [{"draw": 1}, {"foretell_from_hand": 2}]}]),
    ("702.143-you-foretell-pump", "Dream Devourer", CREATURE,
     "Whenever you foretell a card, this creature gets +2/+0 until end of turn.",
     [{"trigger": "you_foretell", "effect": {"modify_pt": [2, 0], "until": EOT}}]),
    # statics of foretell (CR 702.143), tokens (CR 614.1a)
    ("702.143-grant-foretell", "Dream Devourer", CREATURE,
     "Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its mana "
     "cost reduced by {2}. (During your turn, you may pay {2} and exile it from your hand face down. Cast it "
     "on a later turn for its foretell cost.)", [{"static": "grant_foretell", "reduce": 2}]),
    ("702.143-first-foretell-free", "Ranar the Ever-Watchful", CREATURE,
     "The first card you foretell each turn costs {0} to foretell.", [{"static": "first_foretell_free"}]),
    ("614.1a-double-tokens", "Anointed Procession", ["enchantment"],
     "If an effect would create one or more tokens under your control, it creates twice that many of those "
     "tokens instead.", [{"static": "double_tokens"}]),
    # copy (CR 707.5, 707.9, 707.10)
    ("707.5-clone", "Clone", CREATURE,
     "You may have this creature enter as a copy of any creature on the battlefield.",
     [{"enters_as_copy": "creature"}]),
    ("707.9b-except-7-7", "Quicksilver Gargantuan", CREATURE,
     "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
     [{"enters_as_copy": "creature", "except": {"power": 7, "toughness": 7}}]),
    ("707.9b-copy-artifact-in-addition", "Copy Artifact", ["enchantment"],
     "You may have this enchantment enter as a copy of any artifact on the battlefield, except it's an "
     "enchantment in addition to its other types.",
     [{"enters_as_copy": "artifact", "except": {"add_types": ["enchantment"]}}]),
    ("707.9b-707.2-token-copy-frog", "Croaking Counterpart", SORCERY,
     "Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog.\nFlashback "
     "{3}{G}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
     [{"spell": {"target": {"creature": {"not_subtype": "Frog"}},
                 "effect": {"create_token_copy": "target",
                            "except": {"power": 1, "toughness": 1, "colors": ["green"], "subtypes": ["Frog"]}}}},
      {"flashback": "{3}{G}{U}"}]),
    ("707.10c-copy-spell-new-targets", "Twincast", INSTANT,
     "Copy target instant or sorcery spell. You may choose new targets for the copy.",
     [{"spell": {"target": {"spell": ["instant", "sorcery"]},
                 "effect": {"copy_spell": "target", "new_targets": True}}}]),
    ("707.5-603.11-copy-card-in-graveyard", "Superior Spider-Man", CREATURE,
     "Mind Swap \u2014 You may have Superior Spider-Man enter as a copy of any creature card in a graveyard, except "
     "his name is Superior Spider-Man and he's a 4/4 Spider Human Hero in addition to his other types. When you "
     "do, exile that card.",
     [{"enters_as_copy": "creature", "from": "graveyard", "when_you_do": "exile_that_card",
       "except": {"name": "Superior Spider-Man", "power": 4, "toughness": 4,
                  "add_subtypes": ["Spider", "Human", "Hero"]}}]),
    ("707.5-body-double", "Body Double", CREATURE,
     "You may have this creature enter as a copy of any creature card in a graveyard.",
     [{"enters_as_copy": "creature", "from": "graveyard"}]),
    ("707.5-616.1f-essence-of-the-wild", "Essence of the Wild", CREATURE,
     "Creatures you control enter as a copy of this creature.", [{"static": "your_creatures_enter_as_copy"}]),
    ("614.12-adaptive-automaton", "Adaptive Automaton", ["artifact", "creature"],
     "As this creature enters, choose a creature type.\nThis creature is the chosen type in addition to its "
     "other types.\nOther creatures you control of the chosen type get +1/+1.",
     [{"as_enters_choose": "creature_type"}, {"static": "is_chosen_type"},
      # (branch statics reads the third line: a lord of the chosen type, CR 614.12, 613.4c)
      {"lord_chosen_type": "permanents", "types": ["creature"], "power": 1, "toughness": 1, "other": True}]),
    ("707.9a-unstable-shapeshifter", "Unstable Shapeshifter", CREATURE,
     "Whenever another creature enters, this creature becomes a copy of that creature, except it has this "
     "ability.",
     [{"trigger": "another_creature_enters", "effect": {"become_copy": "it", "keep_this_ability": True}}]),
    ("607.2a-707.7-mimic-vat", "Mimic Vat", ["artifact"],
     "Imprint \u2014 Whenever a nontoken creature dies, you may exile that card. If you do, return each other card "
     "exiled with this artifact to its owner's graveyard.\n{3}, {T}: Create a token that's a copy of a card "
     "exiled with this artifact. It gains haste. Exile it at the beginning of the next end step.",
     [{"trigger": "nontoken_creature_dies", "effect": {"exile_linked": "it"}},
      {"activated": {"cost": "{3}", "tap": True, "effect": {"create_token_copy": "exiled_with", "gains": "haste",
                                                           "exile_at": "next_end_step"}}}]),
    ("707.10e-frontline-heroism", "Frontline Heroism", ["enchantment"],
     "When this enchantment enters, create a 1/1 red Soldier creature token with haste.\nWhenever you cast a "
     "spell that targets only a single creature you control, create a 1/1 red Soldier creature token with "
     "haste, then copy that spell. The copy targets that token.",
     [{"trigger": "enters", "effect": {"create_tokens": {"count": 1, "token": SOLDIER}}},
      {"trigger": "you_cast_spell_targeting_only_a_single_creature_you_control",
       "effect": [{"create_tokens": {"count": 1, "token": SOLDIER}}, {"copy_that_spell": "created_token"}]}]),
    ("707.9a-608.2h-cemetery-puca", "Cemetery Puca", CREATURE,   # (branch becomes2: read since)
     "Whenever a creature dies, you may pay {1}. If you do, this creature becomes a copy of that creature, "
     "except it has this ability.",
     [{"trigger": "creature_dies_that",
       "effect": {"may_pay": "{1}", "then": {"become_copy": "it", "keep_this_ability": True}}}]),
    # spells (CR 113.3a)
    ("701.6a-counter-spell", "Saw It Coming", INSTANT, "Counter target spell.",
     [{"spell": {"target": "spell", "effect": {"counter": "target"}}}]),
    ("701.6a-counter-creature-spell", "Essence Scatter", INSTANT, "Counter target creature spell.",
     [{"spell": {"target": {"spell": ["creature"]}, "effect": {"counter": "target"}}}]),
    ("701.8a-destroy-target", "Murder", INSTANT, "Destroy target creature.",
     [{"spell": {"target": "creature", "effect": {"destroy": "target"}}}]),
    ("701.8a-destroy-all", "Doomskar", SORCERY, "Destroy all creatures.",
     [{"spell": {"effect": {"destroy_all": "creature"}}}]),
    ("613.4c-gets", "Mammoth Growth", INSTANT, "Target creature gets +4/+4 until end of turn.",
     [{"spell": {"target": "creature", "effect": {"modify_pt": [4, 4], "until": EOT}}}]),
    ("613.1f-gains", "Jump", INSTANT, "Target creature gains flying until end of turn.",
     [{"spell": {"target": "creature", "effect": {"gain_ability": "flying", "until": EOT}}}]),
    ("613.4c-613.1f-gets-and-gains", "Kaya's Onslaught", INSTANT,
     "Target creature gets +1/+1 and gains double strike until end of turn.",
     [{"spell": {"target": "creature", "effect": [{"modify_pt": [1, 1], "until": EOT},
                                                   {"gain_ability": "double_strike", "until": EOT}]}}]),
    ("121.1-draw", "Divination", SORCERY, "Draw two cards.", [{"spell": {"effect": {"draw": 2}}}]),
    ("121.2-target-player-draws", "Ancestral Recall", INSTANT, "Target player draws three cards.",
     [{"spell": {"target": "player", "effect": {"draw": 3}}}]),
    ("121.1-119.3-draws-and-loses", "Sign in Blood", SORCERY, "Target player draws two cards and loses 2 life.",
     [{"spell": {"target": "player", "effect": [{"draw": 2}, {"lose_life": 2, "who": "target"}]}}]),
    ("701.22a-scry-then-draw", "Behold the Multiverse", INSTANT, "Scry 2, then draw two cards.",
     [{"spell": {"effect": [{"scry": 2}, {"draw": 2}]}}]),
    ("701.22a-two-lines-one-spell", "Opt", INSTANT,
     "Scry 1. (Look at the top card of your library. You may put that card on the bottom.)\nDraw a card.",
     [{"spell": {"effect": [{"scry": 1}, {"draw": 1}]}}]),
    ("401.4-brainstorm", "Brainstorm", INSTANT,
     "Draw three cards, then put two cards from your hand on top of your library in any order.",
     [{"spell": {"effect": [{"draw": 3}, {"put_back": 2}]}}]),
    ("701.9a-discard", "Careful Study", SORCERY, "Draw two cards, then discard two cards.",
     [{"spell": {"effect": [{"draw": 2}, {"discard": 2, "who": "you"}]}}]),
    ("701.9a-target-player-discards", "Mind Rot", SORCERY, "Target player discards two cards.",
     [{"spell": {"target": "player", "effect": {"discard": 2, "who": "target"}}}]),
    ("111.1-111.4-create-tokens", "Dwarven Reinforcements", SORCERY,
     "Create two 2/1 red Dwarf Berserker creature tokens.",
     [{"spell": {"effect": {"create_tokens": {"count": 2, "token": {
         "name": "Dwarf Berserker Token", "colors": ["red"], "types": ["creature"], "subtypes": ["Dwarf", "Berserker"],
         "power": 2, "toughness": 1}}}}}]),
    ("111.4-500.7-608.2n-alrund", "Alrund's Epiphany", SORCERY,
     "Create two 1/1 blue Bird creature tokens with flying. Take an extra turn after this one. Exile Alrund's "
     "Epiphany.",
     [{"spell": {"effect": [
         {"create_tokens": {"count": 2, "token": {"name": "Bird Token", "colors": ["blue"], "types": ["creature"],
                                                  "subtypes": ["Bird"], "power": 1, "toughness": 1,
                                                  "abilities": ["flying"]}}},
         {"extra_turn": "you"}, {"exile": "self"}]}}]),
    ("702.143c-foretold-instead", "Starnheim Unleashed", SORCERY,
     "Create a 4/4 white Angel Warrior creature token with flying and vigilance. If this spell was foretold, "
     "create X of those tokens instead.",
     [{"spell": {"effect": {
         "if": "foretold",
         "then": {"create_tokens": {"count": "X", "token": {
             "name": "Angel Warrior Token", "colors": ["white"], "types": ["creature"], "subtypes": ["Angel", "Warrior"],
             "power": 4, "toughness": 4, "abilities": ["flying", "vigilance"]}}},
         "else": {"create_tokens": {"count": 1, "token": {
             "name": "Angel Warrior Token", "colors": ["white"], "types": ["creature"], "subtypes": ["Angel", "Warrior"],
             "power": 4, "toughness": 4, "abilities": ["flying", "vigilance"]}}}}}}]),
    ("702.143c-if-foretold", "Poison the Cup", INSTANT, "Destroy target creature. If this spell was foretold, scry 2.",
     [{"spell": {"target": "creature", "effect": [{"destroy": "target"}, {"if": "foretold", "then": {"scry": 2}}]}}]),
    ("120.3-self-name-damage", "Lightning Bolt", INSTANT, "Lightning Bolt deals 3 damage to any target.",
     [{"spell": {"target": "any", "effect": {"damage": 3}}}]),
    ("118.8-608.2h-fling", "Fling", INSTANT,
     "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the "
     "sacrificed creature's power to any target.",
     [{"additional_cost": {"sacrifice": "creature"}},
      {"spell": {"target": "any", "effect": {"damage": {"power_of": "sacrificed"}}}}]),
    ("400.7-return-card-to-hand", "Regrowth", SORCERY, "Return target card from your graveyard to your hand.",
     [{"spell": {"target": {"graveyard_card": []}, "effect": {"return_to_hand": "target"}}}]),
    ("400.7-return-creature-card", "Raise Dead", SORCERY,
     "Return target creature card from your graveyard to your hand.",
     [{"spell": {"target": {"graveyard_card": ["creature"]}, "effect": {"return_to_hand": "target"}}}]),
    ("400.7-bounce", "Unsummon", INSTANT, "Return target creature to its owner's hand.",
     [{"spell": {"target": "creature", "effect": {"return_to_hand": "target"}}}]),
    ("701.23-tutor-any-card", "Demonic Tutor", SORCERY,
     "Search your library for a card, put that card into your hand, then shuffle.",
     [{"spell": {"effect": {"search_library": list(vocabulary.CARD_TYPES)}}}]),
    ("701.23-tutor-artifact-reveal", "Fabricate", SORCERY,
     "Search your library for an artifact card, reveal it, put it into your hand, then shuffle.",
     [{"spell": {"effect": {"search_library": ["artifact"]}}}]),
    ("701.23-tutor-on-top-unsupported", "Mystical Tutor", INSTANT,
     "Search your library for an instant or sorcery card, reveal it, then shuffle and put that card on top.",
     [{"unsupported": "Search your library for an instant or sorcery card, reveal it, then shuffle and put that "
                      "card on top."}]),
    ("500.7-extra-turn", "Time Walk", SORCERY, "Take an extra turn after this one.",
     [{"spell": {"effect": {"extra_turn": "you"}}}]),
    ("106.4-add-mana-spell", "Seething Song", INSTANT, "Add {R}{R}{R}{R}{R}.",
     [{"spell": {"effect": {"add_mana": "{R}{R}{R}{R}{R}"}}}]),
    ("701.17a-121.1-mill-then-draw-line", "Mental Note", INSTANT,
     "Mill two cards. (Put the top two cards of your library into your graveyard.)\nDraw a card.",
     [{"spell": {"effect": [{"mill": 2}, {"draw": 1}]}}]),
    ("400.7-reanimate", "Resurrection", SORCERY, "Return target creature card from your graveyard to the battlefield.",
     [{"spell": {"target": {"graveyard_card": ["creature"]}, "effect": {"return_to_battlefield": "target"}}}]),
    ("701.26b-untap", "Burst of Energy", INSTANT, "Untap target permanent.",
     [{"spell": {"target": "permanent", "effect": {"untap": "target"}}}]),
    ("701.8a-destroy-permanent", "Vindicate", SORCERY, "Destroy target permanent.",
     [{"spell": {"target": "permanent", "effect": {"destroy": "target"}}}]),
    ("122.1-121.1-counter-then-draw", "Honor", SORCERY,
     "Put a +1/+1 counter on target creature.\nDraw a card.",
     # draw is the target's only when the target is a player (kernel/library.lp); beside a creature, the controller's
     [{"spell": {"target": "creature", "effect": [{"put_counters": {"+1/+1": 1}, "to": "target"}, {"draw": 1}]}}]),
    ("700.2-modal-counter-or-surveil", "Spellgyre", INSTANT,
     "Choose one \u2014\n\u2022 Counter target spell.\n\u2022 Surveil 2, then draw two cards. (To surveil 2, look at "
     "the top two cards of your library, then put any number of them into your graveyard and the rest on top of "
     "your library in any order.)",
     [{"spell": {"choose": 1, "modes": [{"target": "spell", "effect": {"counter": "target"}},
                                        {"effect": [{"surveil": 2}, {"draw": 2}]}]}}]),
    ("700.2-613.1f-modal-emerald-charm", "Emerald Charm", INSTANT,
     "Choose one \u2014\n\u2022 Untap target permanent.\n\u2022 Destroy target non-Aura enchantment.\n\u2022 Target "
     "creature loses flying until end of turn.",
     [{"spell": {"choose": 1, "modes": [
         {"target": "permanent", "effect": {"untap": "target"}},
         {"target": {"enchantment": {"not_subtype": "Aura"}}, "effect": {"destroy": "target"}},
         {"target": "creature", "effect": {"lose_ability": "flying", "until": EOT}}]}}]),
    ("700.2-modal-mode-unsupported", "Healing Salve", INSTANT,
     "Choose one \u2014\n\u2022 Target player gains 3 life.\n\u2022 Prevent the next 3 damage that would be dealt to "
     "any target this turn.",
     [{"unsupported": "Choose one \u2014 \u2022 Target player gains 3 life. \u2022 Prevent the next 3 damage that "
                      "would be dealt to any target this turn."}]),
    ("115.1-120.3-creature-or-planeswalker", "Demon Bolt", INSTANT,
     "Demon Bolt deals 4 damage to target creature or planeswalker.",
     [{"spell": {"target": "creature_or_planeswalker", "effect": {"damage": 4}}}]),
    ("115.1-tapped-creature", "Iron Verdict", INSTANT, "Iron Verdict deals 5 damage to target tapped creature.",
     [{"spell": {"target": "tapped_creature", "effect": {"damage": 5}}}]),
    ("115.1-nonland-permanent", "Depart the Realm", INSTANT, "Return target nonland permanent to its owner's hand.",
     [{"spell": {"target": "nonland_permanent", "effect": {"return_to_hand": "target"}}}]),
    ("611.2c-613.4c-each-gets", "Warhorn Blast", INSTANT, "Creatures you control get +2/+1 until end of turn.",
     [{"spell": {"effect": {"each_gets": "creatures_you_control", "power": 2, "toughness": 1, "until": EOT}}}]),
    ("611.2c-each-gets-and-gains", "Doomskar Titan", CREATURE,
     "When this creature enters, creatures you control get +1/+0 and gain haste until end of turn.",
     [{"trigger": "enters", "effect": [
         {"each_gets": "creatures_you_control", "power": 1, "toughness": 0, "until": EOT},
         {"each_gains": "creatures_you_control", "ability": "haste", "until": EOT}]}]),
    ("701.21a-each-player-sacrifices", "Tergrid's Shadow", INSTANT, "Each player sacrifices two creatures.",
     [{"spell": {"effect": {"each_player_sacrifices": 2, "type": "creature"}}}]),
    ("115.10a-608.2c-cast-from-exile-instead", "Delayed Blast Fireball", INSTANT,
     "Delayed Blast Fireball deals 2 damage to each opponent and each creature they control. If this spell was "
     "cast from exile, it deals 5 damage to each opponent and each creature they control instead.",
     [{"spell": {"effect": {"if_cast_from_exile": {"damage_each": 5, "to": "opponents_and_their_creatures"},
                            "else": {"damage_each": 2, "to": "opponents_and_their_creatures"}}}}]),
    # mana and activated abilities (CR 605, 602.1)
    ("605.1a-tap-add", "Llanowar Elves", CREATURE, "{T}: Add {G}.", [{"mana": ["G"]}]),
    ("605.1a-any-color", "Birds of Paradise", CREATURE, "Flying\n{T}: Add one mana of any color.",
     ["flying", {"mana": ["W", "U", "B", "R", "G"]}]),
    ("106.6-spend-only", "Karfell Harbinger", CREATURE,
     "{T}: Add {U}. Spend this mana only to foretell a card from your hand or cast an instant or sorcery spell.",
     [{"mana": ["U"], "only_for": ["foretell", "instant", "sorcery"]}]),
    ("602.1-mana-and-tap-cost", "Jayemdae Tome", ["artifact"], "{4}, {T}: Draw a card.",
     [{"activated": {"cost": "{4}", "tap": True, "effect": {"draw": 1}}}]),
    ("602.1-tap-damage", "Prodigal Pyromancer", CREATURE, "{T}: This creature deals 1 damage to any target.",
     [{"activated": {"cost": "", "tap": True, "target": "any", "effect": {"damage": 1}}}]),
    ("602.1-722.3a-target-becomes-prepared", "Skycoach Waypoint", ["land"],
     "{T}: Add {C}.\n{3}, {T}: Target creature becomes prepared. (Only creatures with prepare spells can become "
     "prepared.)",
     [{"mana": ["C"]},
      {"activated": {"cost": "{3}", "tap": True, "target": "creature", "effect": {"become_prepared": "target"}}}]),
    ("701.26-each-upkeep-tap-or-untap", "Tidal Force", CREATURE,
     "At the beginning of each upkeep, you may tap or untap target permanent.",
     [{"trigger": {"beginning_of": "upkeep", "whose": "each"}, "target": "permanent",
       "effect": {"tap_or_untap": "target"}}]),
    # (branch rf2: "choose up to one" is zero or one mode, CR 700.2, 603.3c)
    ("700.2-modal-trigger-up-to-one", "Biblioplex Tomekeeper", ["artifact", "creature"],
     "When this creature enters, choose up to one \u2014\n\u2022 Target creature becomes prepared. (Only creatures "
     "with prepare spells can become prepared.)\n\u2022 Target creature becomes unprepared.",
     [{"trigger": "enters", "effect": {"choose": 0, "max": 1, "modes": [
         {"effect": {"become_prepared": "target"}, "target": "creature"},
         {"effect": {"become_unprepared": "target"}, "target": "creature"}]}}]),
    # unsupported lines stay, word for word without reminder text
    # (Emeritus of Ideation's "you may exile eight cards ... If you do": test_prepare_creature_lines below)
    # (Grave Researcher's "Then if ..." line: test_prepare_creature_lines below)
    ("605.1a-two-mana-unsupported", "Test Card Two Colors", ["artifact"], "{T}: Add {W}{U}.",
     [{"unsupported": "{T}: Add {W}{U}."}]),
    ("605.1a-two-mana-of-one-kind", "Sol Ring", ["artifact"], "{T}: Add {C}{C}.", [{"mana_pair": ["C"]}]),  # (effects5)
    ("701.8a-partly-readable-unsupported", "Wrath of God", SORCERY,
     "Destroy all creatures. They can't be regenerated.",
     [{"unsupported": "Destroy all creatures. They can't be regenerated."}]),
]


@pytest.mark.parametrize("name,types,text,expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_oracle_line(name, types, text, expected):
    got = parse_text(text, name, types)
    assert got == expected
    _accepted(got)


def test_reminder_text_is_dropped():
    """CR 207.2a: reminder text has no rules meaning; a line that is only reminder text gives nothing."""
    assert strip_reminder("Vigilance (Attacking doesn't cause this creature to tap.)") == "Vigilance"
    saga = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"
    assert parse_text(saga, "Niko Defies Destiny", ["enchantment"]) == []


def test_name_and_this_creature_mean_self():
    """CR 201.4b: the card's name, its short name and "this creature" all mean the object itself."""
    expected = [{"trigger": "enters", "effect": {"draw": 1}}]
    for name, text in (("Sarulf's Packmate", "When Sarulf's Packmate enters, draw a card."),
                       ("Jadzi, Steward of Fate", "When Jadzi, Steward of Fate enters, draw a card."),
                       ("Jadzi, Steward of Fate", "When Jadzi enters, draw a card."),
                       ("Anyone", "When this creature enters, draw a card.")):
        assert parse_text(text, name, CREATURE) == expected
    # another card's name is not self
    assert parse_text("When Jadzi enters, draw a card.", "Kirol, History Buff", CREATURE) == \
        [{"unsupported": "When Jadzi enters, draw a card."}]


def test_unreadable_line_is_kept_without_reminder():
    # (branch statics reads "This creature can't block." now: an unreadable line in its place)
    text = "Flying\nThis creature can't attack. (It still blocks.)\nHaste"
    assert parse_text(text, "Some Bird", CREATURE) == ["flying", {"unsupported": "This creature can't attack."},
                                                        "haste"]


def test_become_unprepared():
    """CR 722.3b (a constructed line: no printed card says it outside a mode yet)."""
    got = parse_text("{1}: Target creature becomes unprepared.", "Constructed", ["artifact"])
    assert got == [{"activated": {"cost": "{1}", "tap": False, "target": "creature",
                                  "effect": {"become_unprepared": "target"}}}]
    _accepted(got)


def test_one_target_per_ability():
    """The vocabulary has one target per ability (CR 115.1 allows more): two "target" words are unsupported,
    and "it" is the source only when there is no target (constructed lines)."""
    for text in ("Destroy target creature. Target creature gains flying until end of turn.",
                 "Target creature gets +1/+1 until end of turn, then it becomes prepared."):
        assert parse_text(text, "Constructed", INSTANT) == [{"unsupported": text}]


def test_parse_face():
    face = {"name": "Encouraging Aviator", "types": ["creature"],
            "oracle_text": "Flying\nWhenever this creature attacks, it becomes prepared."}
    assert parse_face(face) == ["flying", {"trigger": "attacks", "effect": PREP}]


def test_spell_instructions_on_a_permanent_are_unsupported():
    """A permanent's face has no spell ability (CR 113.3a): instructions alone are not an ability of it."""
    assert parse_text("Draw a card.", "Some Creature", CREATURE) == [{"unsupported": "Draw a card."}]


# ---------------------------------------------------------------------------------------------------------
# The test bed: the prepare creature faces and foretell cards of the library's Oracle source

@pytest.fixture(scope="module")
def corpus():
    """The library's Oracle source (data/oracle/library_source.json, in the repository): each card's faces as
    MTGJSON gives them, in the corpus' shape (name "A // B", text, types, layout; the first face)."""
    path = Path(__file__).resolve().parent.parent / "data" / "oracle" / "library_source.json"
    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    return [dict(faces[0], name=name, text=faces[0].get("text") or "") for name, faces in sorted(data.items())]


def _bed(cards: list[dict]) -> tuple[int, int, list[str], int]:
    """(lines read, lines, unsupported lines, abilities checked) over the faces' lines."""
    ok = total = checked = 0
    missed: list[str] = []
    for c in cards:
        name, types = c["name"].split(" // ")[0], [t.lower() for t in c["types"]]
        whole = parse_text(c["text"], name, types)
        _accepted(whole)
        checked += len(whole)
        for line in c["text"].split("\n"):
            got = parse_text(line, name, types)
            if not got:
                continue                       # only reminder text
            total += 1
            bad = [a["unsupported"] for a in got if isinstance(a, dict) and "unsupported" in a]
            ok += not bad
            missed += bad
    return ok, total, missed, checked


def test_bed_prepare_creature_faces(corpus):
    cards = [c for c in corpus if c.get("layout") == "prepare"]
    assert len(cards) == 70  # the library's preparation cards (data/oracle/SOURCES.md; 51 before branch rf added 18, 69
    #                          before branch rf4 added Ursine Guide // Ranger's Merit)
    ok, total, missed, checked = _bed(cards)
    print(f"prepare creature faces: {ok}/{total} lines read ({ok / total:.0%}); unsupported: {missed}")
    assert total == 121 and ok >= 109   # (85 and 72 before branch rf added the Reality Fracture prepare cards; 119
    #                                     and 108 before Ursine Guide's two lines, one of them its conjure, unread)


def test_bed_foretell_cards(corpus):
    cards = [c for c in corpus if "foretell" in (c.get("text") or "").lower()]
    assert len(cards) == 61
    ok, total, missed, checked = _bed(cards)
    print(f"foretell cards: {ok}/{total} lines read ({ok / total:.0%}); unsupported: {missed}")
    assert total == 138 and ok >= 96


# Foretell cards, group C1 (branch foretell-a): (id with CR rule, face name, types, Oracle text, expected)
C1_CASES = [
    ("118.7-101.1-cosmos-charger", "Cosmos Charger", CREATURE,
     "Flash\nFlying\nForetelling cards from your hand costs {1} less and can be done on any player's turn.\n"
     "Foretell {2}{U}",
     ["flash", "flying", {"foretell_costs_less": 1, "any_turn": True}, {"foretell": "{2}{U}"}]),
    ("608.2c-601.2a-delayed-blast-fireball", "Delayed Blast Fireball", INSTANT,
     "Delayed Blast Fireball deals 2 damage to each opponent and each creature they control. If this spell was cast "
     "from exile, it deals 5 damage to each opponent and each creature they control instead.",
     [{"spell": {"effect": {"if_cast_from_exile": {"damage_each": 5, "to": "opponents_and_their_creatures"},
                            "else": {"damage_each": 2, "to": "opponents_and_their_creatures"}}}}]),
    ("115.1-120.3-jarl-of-the-forsaken", "Jarl of the Forsaken", CREATURE,
     "When this creature enters, destroy target creature or planeswalker an opponent controls that was dealt damage "
     "this turn.",
     [{"trigger": "enters", "target": "creature_or_planeswalker_opponent_damaged", "effect": {"destroy": "target"}}]),
]


# foretell cards, group C2 (branch foretell-b)
_BIRD = {"name": "Bird Token", "colors": ["blue"], "types": ["creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1,
         "abilities": ["flying"]}
_ELF_WARRIOR = {"name": "Elf Warrior Token", "colors": ["green"], "types": ["creature"], "subtypes": ["Elf", "Warrior"],
                "power": 1, "toughness": 1}
_ZOMBIE = {"name": "Zombie Berserker Token", "colors": ["black"], "types": ["creature"], "subtypes": ["Zombie", "Berserker"],
           "power": 2, "toughness": 2}
FORETELL_B_CASES = [
    ("701.13a-111.2-ravenform", "Ravenform", SORCERY,
     "Exile target artifact or creature. Its controller creates a 1/1 blue Bird creature token with flying.",
     [{"spell": {"target": "artifact_or_creature", "effect": [
         {"exile": "target"}, {"target_controller_creates": {"create_tokens": {"count": 1, "token": _BIRD}}}]}}]),
    ("608.2c-if-target-is", "Return Upon the Tide", SORCERY,
     "Return target creature card from your graveyard to the battlefield. If it's an Elf, create two 1/1 green Elf "
     "Warrior creature tokens.",
     [{"spell": {"target": {"graveyard_card": ["creature"]}, "effect": [
         {"return_to_battlefield": "target"},
         {"if_target_is": "Elf", "then": {"create_tokens": {"count": 2, "token": _ELF_WARRIOR}}}]}}]),
    ("701.9a-121.2-skull-raid", "Skull Raid", SORCERY,
     "Target opponent discards two cards. If fewer than two cards were discarded this way, you draw cards equal to "
     "the difference.",
     [{"spell": {"target": "opponent", "effect": [{"discard": 2, "who": "target"}, {"draw_discard_shortfall": 2}]}}]),
    ("107.3c-nontoken-died", "Rise of the Dread Marn", INSTANT,
     "Create X 2/2 black Zombie Berserker creature tokens, where X is the number of nontoken creatures that died "
     "this turn.",
     [{"spell": {"effect": {"where_x_is": "nontoken_creatures_died_this_turn",
                            "effect": {"create_tokens": {"count": "X", "token": _ZOMBIE}}}}}]),
    ("107.3c-115.10a-spectral-deluge", "Spectral Deluge", SORCERY,
     "Return each creature your opponents control with toughness X or less to its owner's hand, where X is the "
     "number of Islands you control.",
     [{"spell": {"effect": {"where_x_is": "islands_you_control",
                            "effect": {"return_each_to_hand": "opponents_creatures", "max_toughness": "x"}}}}]),
    ("121.2-tales", "Tales of the Ancestors", SORCERY,
     "Each player with fewer cards in hand than the player with the most cards in hand draws cards equal to the "
     "difference.", [{"spell": {"effect": "draw_to_most_in_hand"}}]),
    ("115.1-permanent-card-mv", "Shepherd of the Cosmos", CREATURE,
     "When this creature enters, return target permanent card with mana value 2 or less from your graveyard to the "
     "battlefield.",
     [{"trigger": "enters", "target": {"permanent_card_mv_at_most": 2}, "effect": {"return_to_battlefield": "target"}}]),
    ("601.2f-sage", "Sage of the Beyond", CREATURE,
     "Spells you cast from anywhere other than your hand cost {2} less to cast.",
     [{"spells_cost_less_not_from_hand": 2}]),
]


# --- the creature faces of preparation cards (branch prep-creatures): CR 608.2c "Then if", CR 603.4, 111.2
PREP_CREATURE_CASES = [
    ("608.2c-then-if-graveyard", "Grave Researcher", CREATURE,
     "At the beginning of your upkeep, surveil 1. Then if there are three or more creature cards in your "
     "graveyard, this creature becomes prepared. (While it's prepared, you may cast a copy of its spell. Doing "
     "so unprepares it.)",
     [{"trigger": {"beginning_of": "upkeep", "whose": "your"},
       "effect": [{"surveil": 1}, {"if": {"graveyard_has": 3, "types": ["creature"]}, "then": PREP}]}]),
    ("608.2c-111.2-target-player-creates-then-if", "Emeritus of Truce", CREATURE,
     "When this creature enters, target player creates a 1/1 white and black Inkling creature token with flying. "
     "Then if an opponent controls more creatures than you, this creature becomes prepared.",
     [{"trigger": "enters", "target": "player",
       "effect": [{"target_player_creates": {"create_tokens": {"count": 1, "token": {
           "name": "Inkling Token", "colors": ["white", "black"], "types": ["creature"], "subtypes": ["Inkling"],
           "power": 1, "toughness": 1, "abilities": ["flying"]}}}},
           {"if": {"opponent_controls_more": "creature"}, "then": PREP}]}]),
    ("608.2c-then-if-that-creature-power", "Yavimaya Bloomsage", CREATURE,
     "At the beginning of your end step, put a +1/+1 counter on target creature you control. Then if that "
     "creature has power 7 or greater, this creature becomes prepared.",
     [{"trigger": {"beginning_of": "end", "whose": "your"}, "target": "creature_you_control",
       "effect": [{"put_counters": {"+1/+1": 1}, "to": "target"}, {"if": {"target_power_at_least": 7}, "then": PREP}]}]),
    ("603.4-self-not-prepared", "Stingerquill Voxmancer", CREATURE,
     "At the beginning of your upkeep, if this creature isn't prepared, it becomes prepared.",
     [{"trigger": {"beginning_of": "upkeep", "whose": "your"}, "if": "self_not_prepared", "effect": PREP}]),
    ("702.21a-ward-mana", "Campus Composer", CREATURE, "Ward {2}", [{"ward": "{2}"}]),
    ("702.21a-119.4-ward-pay-life", "Strife Scholar", CREATURE, "Ward\u2014Pay 2 life.", [{"ward_life": 2}]),
    ("601.2f-spells-cost-less", "Dirgur Focusmage", CREATURE, "Instant and sorcery spells you cast cost {1} less to cast.",
     [{"spells_cost_less": ["instant", "sorcery"], "by": 1}]),
    ("608.2c-609.3-may-exile-if-you-do", "Emeritus of Ideation", CREATURE,
     "Whenever this creature attacks, you may exile eight cards from your graveyard. If you do, this creature "
     "becomes prepared.",
     [{"trigger": "attacks", "effect": {"may_exile_from_graveyard": 8, "then": PREP}}]),
    ("608.2c-it-with-a-target-unsupported", "Test Card", CREATURE,
     "At the beginning of your end step, put a +1/+1 counter on target creature you control. Then if that "
     "creature has power 7 or greater, it becomes prepared.",
     [{"unsupported": "At the beginning of your end step, put a +1/+1 counter on target creature you control. "
                      "Then if that creature has power 7 or greater, it becomes prepared."}]),
]


# ---------------------------------------------------------------------------------------------------------
# Prepare spells, group B (branch prep-spells): the inset spells of preparation cards (CR 722.2)

PREP_SPELL_CASES = [
    ("701.13a-608.2h-swords", "Swords to Plowshares", INSTANT,
     "Exile target creature. Its controller gains life equal to its power.",
     [{"spell": {"target": "creature", "effect": [{"exile": "target"}, {"its_controller_gains_life": "its_power"}]}}]),
    ("701.23a-rampant-growth", "Rampant Growth", SORCERY,
     "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
     [{"spell": {"effect": {"search_to_battlefield": "basic_land", "tapped": True}}}]),
    ("701.9a-121.2-wheel", "Wheel of Fortune", SORCERY, "Each player discards their hand, then draws seven cards.",
     [{"spell": {"effect": [{"discard_hand": "each_player"}, {"each_player_draws": 7}]}}]),
    ("119.3-stream-of-life", "Stream of Life", SORCERY, "Target player gains X life.",
     [{"spell": {"target": "player", "effect": {"target_gains_life": "X"}}}]),
    ("110.2a-replenish", "Replenish", SORCERY,
     "Return all enchantment cards from your graveyard to the battlefield. (Auras with nothing to enchant remain "
     "in your graveyard.)", [{"spell": {"effect": {"return_all_to_battlefield": "enchantment"}}}]),
    ("119.3-exsanguinate", "Exsanguinate", SORCERY,
     "Each opponent loses X life. You gain life equal to the life lost this way.",
     [{"spell": {"effect": [{"lose_life": "X", "who": "each_opponent"}, {"gain_life_lost": "this_way"}]}}]),
    ("107.3-braingeyser", "Braingeyser", SORCERY, "Target player draws X cards.",
     [{"spell": {"target": "player", "effect": {"draw": "X"}}}]),
    ("119.3-each-player-loses", "Vandal's Edit", INSTANT, "Draw two cards. Each player loses 2 life.",
     [{"spell": {"effect": [{"draw": 2}, {"lose_life": 2, "who": "each_player"}]}}]),
    ("121.1-draw-beside-a-creature-target", "Rejoinder", SORCERY,
     "You may tap or untap target creature.\nDraw a card.",
     [{"spell": {"target": "creature", "effect": [{"tap_or_untap": "target"}, {"draw": 1}]}}]),
    ("115.1-nonbasic-land", "Rocket Volley", SORCERY, "Destroy target nonbasic land.",
     [{"spell": {"target": "nonbasic_land", "effect": {"destroy": "target"}}}]),
    ("121.2-you-and-target-opponent-draw", "Secret Rendezvous", SORCERY,
     "You and target opponent each draw three cards.",
     [{"spell": {"target": "opponent", "effect": {"you_and_target_draw": 3}}}]),
    ("110.2a-119.3-reanimate", "Reanimate", SORCERY,
     "Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to "
     "that card's mana value.",
     [{"spell": {"target": {"card_in_a_graveyard": ["creature"]},
                 "effect": [{"return_to_battlefield": "target"}, {"lose_life_mana_value": "target"}]}}]),
    ("122.1-611.2-pack-a-punch-it-is-the-target", "Pack a Punch", SORCERY,
     "Mill a card. Put two +1/+1 counters on target creature. It gains trample until end of turn.",
     [{"spell": {"target": "creature", "effect": [{"mill": 1}, {"put_counters": {"+1/+1": 2}, "to": "target"},
                                                  {"gain_ability": "trample", "until": EOT}]}}]),
    ("611.2-it-is-the-source-without-target", "Test Creature", CREATURE,
     "Whenever this creature attacks, it gains flying until end of turn.",
     [{"trigger": "attacks", "effect": {"gain_ability": "flying", "until": EOT}}]),
    ("111.4-token-named", "Peer Review", SORCERY,
     "Create a 2/2 colorless Wizard Soldier creature token named Cadet. Surveil 1.",
     [{"spell": {"effect": [{"create_tokens": {"count": 1, "token": {
         "name": "Cadet", "colors": [], "types": ["creature"], "subtypes": ["Wizard", "Soldier"], "power": 2,
         "toughness": 2}}}, {"surveil": 1}]}}]),
    ("707.2-611.2-token-copy-gains-haste", "Maestro's Gift", SORCERY,
     "Create a token that's a copy of target creature you control. That token gains haste until end of turn.",
     [{"spell": {"target": "creature_you_control",
                 "effect": [{"create_token_copy": "target"}, {"token_gains": "haste", "until": EOT}]}}]),
    ("701.13a-707.2-exile-card-copy-it", "Restore Relic", SORCERY,
     "Exile target artifact or creature card from your graveyard. Create a token that's a copy of it.",
     [{"spell": {"target": {"graveyard_card": ["artifact", "creature"]},
                 "effect": [{"exile": "target"}, {"create_token_copy": "target"}]}}]),
    ("111.1-122.1-x-tokens-then-counters-on-each", "Oracle's Gift", SORCERY,
     "Create X 0/0 green and blue Fractal creature tokens, then put X +1/+1 counters on each Fractal you control.",
     [{"spell": {"effect": [{"create_tokens": {"count": "X", "token": {
         "name": "Fractal Token", "colors": ["green", "blue"], "types": ["creature"], "subtypes": ["Fractal"], "power": 0,
         "toughness": 0}}}, {"put_counters_each": "Fractal", "amount": "X", "kind": "+1/+1"}]}}]),
    ("111.4-603.2-token-with-quoted-trigger", "Pest Friend", SORCERY,
     "Create a 1/1 black and green Pest creature token with \"Whenever this token attacks, you gain 1 life.\"",
     [{"spell": {"effect": {"create_tokens": {"count": 1, "token": {
         "name": "Pest Token", "colors": ["black", "green"], "types": ["creature"], "subtypes": ["Pest"], "power": 1,
         "toughness": 1, "abilities": [{"trigger": "attacks", "effect": {"gain_life": 1}}]}}}}}]),
    ("701.17a-110.2a-mill-then-put-from-among-them", "Bind to Life", SORCERY,
     "Mill seven cards. Then put a creature card from among them onto the battlefield.",
     [{"spell": {"effect": [{"mill": 7}, {"put_from_milled": "creature"}]}}]),
    ("121.1-draw-beside-a-player-target-unsupported", "Test", SORCERY, "Target opponent discards a card.\nDraw a card.",
     [{"spell": {"target": "opponent", "effect": {"discard": 1, "who": "target"}}}, {"unsupported": "Draw a card."}]),
]


# ---------------------------------------------------------------------------------------------------------
# Activation costs and restrictions (branch wave3-p): extra costs (CR 118.3) and "Activate only ..." (CR 602.5)

ACTIVATION_COST_CASES = [
    ("118.3-harmonized-trio", "Harmonized Trio", CREATURE,
     "{T}, Tap two untapped creatures you control: This creature becomes prepared.",
     [{"activated": {"cost": "", "tap": True, "effect": PREP}, "also": {"tap_untapped_creatures": 2}}]),
    ("118.3-602.5d-lluwen", "Lluwen, Exchange Student", CREATURE,
     "Exile a creature card from your graveyard: Lluwen becomes prepared. Activate only as a sorcery.",
     [{"activated": {"cost": "", "tap": False, "effect": PREP}, "also": "exile_creature_card_from_graveyard",
       "only": "sorcery"}]),
    ("602.5b-sanar", "Sanar, Unfinished Genius", CREATURE,
     "{T}: Create a Treasure token. Activate only if you've cast an instant or sorcery spell this turn.",
     [{"activated": {"cost": "", "tap": True, "effect": {"create_token": "Treasure"}},
       "only": "cast_instant_or_sorcery_this_turn"}]),
    ("701.13a-400.7-all-aboard", "All Aboard", INSTANT,
     "Exile target non-Pilot creature you control, then return that card to the battlefield under its owner's control.",
     [{"spell": {"effect": {"exile_and_return": "target"}, "target": {"creature_you_control_not": "Pilot"}}}]),
    ("115.1-exile-non-pilot-you-control", "Test Card", INSTANT, "Exile target non-Pilot creature you control.",
     [{"spell": {"effect": {"exile": "target"}, "target": {"creature_you_control_not": "Pilot"}}}]),
    # (branch effects4: several extra costs are read, each paid, CR 601.2h; this line was unsupported before)
    ("118.3-601.2h-two-extra-costs", "Test Card", CREATURE,
     "Tap two untapped creatures you control, Exile a creature card from your graveyard: Draw a card.",
     [{"activated": {"cost": "", "tap": False, "effect": {"draw": 1}},
       "also": [{"tap_untapped_creatures": 2}, "exile_creature_card_from_graveyard"]}]),
]


# branch wave3-f: next-cast copies (CR 603.7, 707.10c)
NEXT_CAST_CASES = [
    ("603.7-707.10c-next-instant-or-sorcery-mv-4", "Dual Strike", ["Instant"],
     "When you next cast an instant or sorcery spell with mana value 4 or less this turn, copy that spell. "
     "You may choose new targets for the copy.",
     [{"spell": {"effect": {"copy_next_instant_or_sorcery": "mana_value_at_most", "mana_value": 4}}}]),
    ("603.7-707.10c-next-instant-or-sorcery", "Striking Palette", ["Sorcery"],
     "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for "
     "the copy.",
     [{"spell": {"effect": {"copy_next_instant_or_sorcery": "any_mana_value"}}}]),
    ("111.10a-110.5b-fish-and-tapped-treasures", "Frost Fair Lure Fish", ["Creature"],
     "When this creature enters, create two 1/1 blue Fish creature tokens and create two tapped Treasure tokens.",
     [{"trigger": "enters", "effect": [{"create_tokens": {"count": 2, "token": {
         "name": "Fish Token", "colors": ["blue"], "types": ["creature"], "subtypes": ["Fish"], "power": 1,
         "toughness": 1}}}, {"create_tapped_treasure": 2}]}]),
    ("615.1-601.2a-if-cast-from-exile-prevent-damage-to-you", "Ultimate Magic: Holy", ["Instant"],
     "Permanents you control gain indestructible until end of turn. If this spell was cast from exile, prevent all "
     "damage that would be dealt to you this turn.",
     [{"spell": {"effect": [
         {"each_gains": "permanents_you_control", "ability": "indestructible", "until": "end_of_turn"},
         {"prevent_damage_to_you": "this_turn", "only_if": "cast_from_exile"}]}}]),
]


# branch cov-fa: foretell cards C (rules_asp/kernel/foretell_cards_c.lp)
FORETELL_C_CASES = [
    ("707.5-614.1c-mystic-reflection", "Mystic Reflection", INSTANT,
     "Choose target nonlegendary creature. The next time one or more creatures or planeswalkers enter this turn, "
     "they enter as copies of the chosen creature.",
     [{"spell": {"effect": {"next_enter_as_copy": "target"}, "target": "nonlegendary_creature"}}]),
    ("614.1c-702.143c-lupine-harbingers", "Lupine Harbingers", CREATURE,
     "Lupine Harbingers enters the battlefield with X +1/+1 counters on it, where X is the number of turns you've "
     "begun since it was foretold.",
     [{"enters_with_counters_foretold_turns": "+1/+1"}]),
    ("608.2d-702.143c-haunting-voyage", "Haunting Voyage", SORCERY,
     "Choose a creature type. Return up to two creature cards of that type from your graveyard to the battlefield. "
     "If this spell was foretold, return all creature cards of that type from your graveyard to the battlefield "
     "instead.",
     [{"spell": {"effect": {"if": "foretold", "then": {"return_chosen_creature_type": "all"},
                            "else": {"return_chosen_creature_type": "up_to", "count": 2}}}}]),
    ("107.3c-601.2a-lifestreams-blessing", "Lifestream's Blessing", INSTANT,
     "Draw X cards, where X is the greatest power among creatures you controlled as you cast this spell. If this "
     "spell was cast from exile, you gain twice X life.",
     [{"spell": {"effect": [{"x_is_count": "greatest_power_as_cast", "plus": 0, "effect": {"draw": "X"}},
                            {"if": "cast_from_exile", "then": "gain_twice_x_life"}]}}]),
    ("608.2d-701.8a-meteor", "Ultimate Magic: Meteor", SORCERY,
     "Ultimate Magic: Meteor deals 7 damage to each creature. If this spell was cast from exile, for each opponent, "
     "choose an artifact or land that player controls. Destroy the chosen permanents.",
     [{"spell": {"effect": [{"damage_each": 7, "to": "creatures"},
                            {"if": "cast_from_exile", "then": {"destroy_chosen_each_opponent": ["artifact", "land"]}}]}}]),
    ("207.2c-107.3c-impending-flux", "Impending Flux", SORCERY,
     "Paradox \u2014 Impending Flux deals X damage to each opponent and each creature they control, where X is 1 plus "
     "the number of spells you've cast from anywhere other than your hand this turn.",
     [{"spell": {"effect": {"x_is_count": "spells_cast_not_from_hand_this_turn", "plus": 1,
                            "effect": {"damage_each": "X", "to": "opponents_and_their_creatures"}}}}]),
    ("207.2c-107.3c-surge-of-brilliance", "Surge of Brilliance", INSTANT,
     "Paradox \u2014 Draw a card for each spell you've cast this turn from anywhere other than your hand.",
     [{"spell": {"effect": {"x_is_count": "spells_cast_not_from_hand_this_turn", "plus": 0, "effect": {"draw": "X"}}}}]),
    ("608.2c-if-cast-from-exile-needs-a-clause", "Test Card", INSTANT,
     "Draw a card. If this spell was cast from exile, frobnicate.",
     [{"unsupported": "Draw a card. If this spell was cast from exile, frobnicate."}]),
]


# branch cov-fb: foretell cards D (CR 119.7, 113.6b, 613.1f, 509.1b-c, 603.2, 702.143d, 701.15, 610.3, 702.189a)
FORETELL_D_CASES = [
    ("119.7-opponents-cant-gain-life", "Quakebringer", CREATURE, "Your opponents can't gain life.",
     ["opponents_cant_gain_life"]),
    ("113.6b-trigger-also-from-the-graveyard", "Quakebringer", CREATURE,
     "At the beginning of your upkeep, Quakebringer deals 2 damage to each opponent. This ability triggers only if "
     "Quakebringer is on the battlefield or if Quakebringer is in your graveyard and you control a Giant.",
     [{"trigger": {"or_in_graveyard_with": "Giant", "event": {"beginning_of": "upkeep", "whose": "your"}},
       "effect": {"damage_each": 2, "to": "opponents"}}]),
    ("613.1f-509.1b-subtype-you-control-have", "Frost Fair Lure Fish", CREATURE,
     "Fish you control have haste and can't be blocked by Humans.",
     [{"subtype_you_control_have": "Fish", "ability": "haste", "unblockable_by": "Human"}]),
    ("603.2-targeted-by-an-opponent-may-draw", "Battle Mammoth", CREATURE,
     "Whenever a permanent you control becomes the target of a spell or ability an opponent controls, you may draw "
     "a card.",
     [{"trigger": "permanent_you_control_targeted", "effect": {"may_draw": 1}}]),
    ("509.1c-must-be-blocked", "The Foretold Soldier", CREATURE, "This creature must be blocked if able.",
     ["must_be_blocked"]),
    ("509.1b-not-by-more-than-one", "The Foretold Soldier", CREATURE,
     "This creature can't be blocked by more than one creature.", ["cant_be_blocked_by_more_than_one"]),
    ("702.143d-deals-damage-exile-foretold", "The Foretold Soldier", CREATURE,
     "Whenever this creature deals damage, exile it face down. It becomes foretold.",
     [{"trigger": "self_deals_damage", "effect": "exile_self_foretold"}]),
    ("701.15a-goad-creature-an-opponent-controls", "Bohn, Beguiling Balladeer", CREATURE,
     "Whenever you cast your second spell each turn, goad target creature an opponent controls.",
     [{"trigger": {"you_cast": [], "nth": 2}, "target": "creature_opponent_controls", "effect": {"goad": "target"}}]),
    ("610.3-exile-until-this-leaves", "Glorious Protector", CREATURE,
     "When this creature enters, you may exile any number of non-Angel creatures you control until this creature "
     "leaves the battlefield.",
     [{"trigger": "enters", "effect": {"exile_until_leaves": "Angel"}}]),
    ("702.189a-each-gains-firebending", "Sozin's Comet", ["Sorcery"],
     "Each creature you control gains firebending 5 until end of turn.",
     [{"spell": {"effect": {"each_gains_firebending": 5}}}]),
    ("702.189a-firebending-keyword", "Test Card", CREATURE, "Firebending 2", [{"firebending": 2}]),
    ("701.14a-601.2c-counter-then-fight-up-to-one", "Struggle for Skemfar", ["Sorcery"],
     "Put a +1/+1 counter on target creature you control. Then that creature fights up to one target creature you "
     "don't control.",
     [{"spell": {"effect": [{"put_counters": {"+1/+1": 1}, "to": "target"},
                            {"fight_up_to_one": "creature_you_dont_control"}], "target": "creature_you_control"}}]),
    ("509.1c-must-be-blocked-by-two-unsupported", "Test Card", CREATURE,
     "This creature must be blocked by two or more creatures if able.",
     [{"unsupported": "This creature must be blocked by two or more creatures if able."}]),
]


# Prepare cards, group C (branch cov-p).
PREP_CARDS_C_CASES = [
    ("111.1-603.6c-turn-stones-pest-per-opponent", "Turn Stones", ["Sorcery"],
     "For each opponent, you create a 1/1 black and green Pest creature token with \"When this token dies, you gain "
     "1 life.\"",
     [{"spell": {"effect": {"create_tokens": {"count": "each_opponent", "token": {
         "name": "Pest Token", "colors": ["black", "green"], "types": ["creature"], "subtypes": ["Pest"], "power": 1,
         "toughness": 1, "abilities": [{"trigger": "dies", "effect": {"gain_life": 1}}]}}}}}]),
    ("603.2-701.25d-fateseer-once-each-turn", "Prudent Fateseer", ["Creature"],
     "Whenever you scry or surveil, creatures you control get +1/+0 until end of turn. This ability triggers only "
     "once each turn.",
     [{"trigger": {"once_each_turn": "you_scry_or_surveil"},
       "effect": {"each_gets": "creatures_you_control", "power": 1, "toughness": 0, "until": "end_of_turn"}}]),
    ("601.2c-scrollboost-one-or-two-targets", "Scrollboost", ["Instant"],
     "One or two target creatures each get +2/+2 until end of turn.",
     [{"spell": {"target": {"one_or_two": "creature"}, "effect": {"modify_pt": [2, 2], "until": "end_of_turn"}}}]),
    ("603.7-stensian-sanguinist-delayed-trigger", "Stensian Sanguinist", ["Creature"],
     "Whenever you attack, target creature gains deathtouch until end of turn. Whenever that creature deals combat "
     "damage to a player this combat, this creature becomes prepared.",
     [{"trigger": {"you_attack": 1}, "target": "creature",
       "effect": [{"gain_ability": "deathtouch", "until": "end_of_turn"}, "delayed_prepare_on_combat_damage"]}]),
    ("111.1-create-two-treasures", "Test Treasures", ["Sorcery"], "Create two Treasure tokens.",
     [{"spell": {"effect": {"create_token": "Treasure", "count": 2}}}]),
]


# Cards E (branch cov2).
CARDS_E_CASES = [
    ("601.2c-107.3-run-the-play-up-to-x-targets", "Run the Play", ["Sorcery"],
     "Put a +1/+1 counter on each of up to X target creatures. Those creatures gain flying until end of turn. Draw a "
     "card.",
     [{"spell": {"target": {"up_to_x": "creature"},
                 "effect": [{"put_counters": {"+1/+1": 1}, "to": "target"},
                            {"gain_ability": "flying", "until": "end_of_turn"}, {"draw": 1}]}}]),
    ("614.1a-603.7-cosmic-intervention", "Cosmic Intervention", ["Instant"],
     "If a permanent you control would be put into a graveyard from the battlefield this turn, exile it instead. "
     "Return it to the battlefield under its owner's control at the beginning of the next end step.\nForetell {1}{W}",
     [{"spell": {"effect": "exile_instead_return_next_end_step"}}, {"foretell": "{1}{W}"}]),
]


# One table for every group's rows (the helpers of each round added a group).
GROUP_CASES = (C1_CASES + FORETELL_B_CASES + PREP_CREATURE_CASES + PREP_SPELL_CASES + ACTIVATION_COST_CASES
               + NEXT_CAST_CASES + FORETELL_C_CASES + FORETELL_D_CASES + PREP_CARDS_C_CASES + CARDS_E_CASES)


@pytest.mark.parametrize("name,types,text,expected", [c[1:] for c in GROUP_CASES], ids=[c[0] for c in GROUP_CASES])
def test_oracle_line_of_a_group(name, types, text, expected):
    got = parse_text(text, name, types)
    assert got == expected
    _accepted(got)


def test_you_may_put_a_counter_on_a_target_keeps_the_target_608_2d_122_1():
    """CR 608.2d ("you may" is chosen as the ability resolves), 122.1 (putting counters), 115.1 (the ability's
    target): Festering Mummy's "When this creature dies, you may put a -1/-1 counter on target creature." is a dies
    trigger targeting a creature whose effect is may_do of putting the counter on that target. The counter effect
    leaked as the parser's internal object under may_do (unwritable, its target lost) before."""
    got = parse_text("When this creature dies, you may put a -1/-1 counter on target creature.", "Festering Mummy",
                     ["Creature"])
    assert got == [{"trigger": "dies", "target": "creature",
                    "effect": {"may_do": {"put_counters": {"-1/-1": 1}, "to": "target"}}}]
    vocabulary.ability_term(got[0], "abilities[0]", vocabulary.Aux.empty())   # a value of the vocabulary
