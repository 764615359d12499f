"""What a new user (an engine developer reading README.md and docs/) found in session 9, branch newuser10.

Each expected value comes from the state format's contract (docs/state_format.md, docs/commands/README.md: bad input is
reported all at once, each problem with its place) or from the September 25, 2026 CR and the cards' Oracle text.
"""

from __future__ import annotations

from .test_input_errors import assert_problem, base_doc, problems_of


def test_a_string_where_a_list_belongs_is_one_problem_not_one_per_letter():
    """docs/commands/README.md: each problem with its place. `targets: bears` and `stack: croak` (strings, where the
    state format takes lists) are each one schema problem at that field: the value the schema refused is not read
    on letter by letter ('b' is neither an object nor a player, 'c' is not an object, ...). The Attraction deck of
    a player given as a string likewise. Exactly those three problems."""
    doc = base_doc()
    doc["objects"][0]["targets"] = "bears"
    doc["stack"] = "croak"
    doc["players"][0]["attraction_deck"] = "hall"
    probs = problems_of(doc)
    assert_problem(probs, "objects[0].targets", "'bears'", "array")
    assert_problem(probs, "stack", "'croak'", "array")
    assert_problem(probs, "players[0].attraction_deck", "'hall'", "array")
    assert len(probs) == 3, probs
