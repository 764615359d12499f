"""Token copies of cards defined by name enter as copies (branch fix13, session 8): random1's "create a token that's a
copy of one of the following at random" and named2's "create a token that's a copy of NAME" make a token whose copiable
values are the card's as it enters (CR 707.5, 707.13), so a planeswalker token enters with its printed loyalty in
loyalty counters (306.5b; with none it would be put into its owner's graveyard, 704.5i) and the card's "When this
creature enters" ability triggers (603.6a) and is put on the stack as a player would next receive priority (603.3).
The two test spells are test cards (labelled so): each carries a real card's ability form, with real cards by name from
the bundled library (Liliana of the Veil: planeswalker, loyalty 3; Thraben Inspector: "When this creature enters,
investigate."). Each expected value was worked out from the CR text and the cards' Oracle text before the engine ran."""

from __future__ import annotations

from pyglue.cards import library

from .conftest import make_state

#: a test card: Who's That Praetor?'s ability form (random1: "Choose one at random. Create a token that's a copy of the
#: chosen card.") with a list of two real cards
RANDOM_TEST = {"name": "TEST random token copy (test card)", "types": ["sorcery"], "mana_cost": "{1}",
               "abilities": [{"spell": {"effect": {"cards": [{"card": "Liliana of the Veil"},
                                                             {"card": "Thraben Inspector"}],
                                                   "token_copy_of_random_card": "you"}}}]}
#: a test card: Slobad, Actually Just Fine's effect form (named2: "Create a token that's a copy of NAME."), twice
NAMED_TEST = {"name": "TEST named token copies (test card)", "types": ["sorcery"], "mana_cost": "{1}",
              "abilities": [{"spell": {"effect": [{"create_token_copy_of_card": {"card": "Liliana of the Veil"}},
                                                  {"create_token_copy_of_card": {"card": "Thraben Inspector"}}]}}]}


#: (an inline card's references don't load library cards: pyglue.state's bundled cards follow the state's and the
#: library cards' references only, so the test passes them)
NAMES = ("Liliana of the Veil", "Thraben Inspector")


def _resolve(engine, card):
    s = make_state([{"id": "sp", "card": card["name"], "zone": "stack", "owner": "alice"}], cards=[card] + [library()[n] for n in NAMES],
                   stack=["sp"], priority="bob", passed=["alice"])
    return [o.state.to_document() for o in engine.apply(s, {"action": "pass"})]


def _seen(doc):
    """(the tokens on the battlefield as (name of the card copied, loyalty counters), the stack's abilities as (the
    source's card copied, text, controller))"""
    by_id = {o["id"]: o for o in doc["objects"]}
    copied = {o["id"]: o["copy_effects"][0]["card"] for o in doc["objects"] if o.get("token") and o.get("copy_effects")}
    toks = sorted((copied.get(o["id"]), o.get("counters", {}).get("loyalty"))
                  for o in doc["objects"] if o.get("token") and o["zone"] == "battlefield")
    stack = [(copied.get(by_id[i]["ability"]["source"]), by_id[i]["ability"]["text"], by_id[i]["controller"])
             for i in doc["stack"]]
    return toks, stack


INVESTIGATE = {"trigger": "enters", "effect": {"investigate": 1}}


def test_608_2d_707_5_306_5b_603_6a_random1_token_copy_of_a_planeswalker_has_loyalty_and_enters_triggers(engine):
    """Alice's test spell picks Liliana of the Veil or Thraben Inspector at random: two resulting states (608.2d). With
    Liliana, her token copy enters with 3 loyalty counters (306.5b, 707.5) and stays (704.5i doesn't apply); with the
    Inspector, her 1/2 token's "When this creature enters, investigate." triggers (603.6a) and is on the stack under her
    control (603.3a), the spell gone to her graveyard."""
    got = sorted(_seen(doc) for doc in _resolve(engine, RANDOM_TEST))
    assert got == [([("Liliana of the Veil", 3)], []),
                   ([("Thraben Inspector", None)], [("Thraben Inspector", INVESTIGATE, "alice")])]


def test_707_13_707_5_306_5b_603_6a_named2_token_copies_of_named_cards_enter_as_copies(engine):
    """Alice's test spell creates a token copy of Liliana of the Veil, then one of Thraben Inspector (one resulting
    state): the Liliana token has 3 loyalty counters (306.5b, 707.5), and the Inspector token's enters ability has
    triggered (603.6a) and is on the stack under her control (603.3a)."""
    (doc,) = _resolve(engine, NAMED_TEST)
    assert _seen(doc) == ([("Liliana of the Veil", 3), ("Thraben Inspector", None)],
                          [("Thraben Inspector", INVESTIGATE, "alice")])
