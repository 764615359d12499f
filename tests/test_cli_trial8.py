"""New-user trial of session 8: the human output and messages it found wrong, each worked out before running.

- An event sentence whose pattern already ends with its own rule (``... was visited (CR 701.52a)``, ``kicked 2 times
  (CR 702.33c-d)`` for 702.33d) does not get the rule a second time.
- An event naming a card whose name holds a comma ("Liliana, the Last Hope", "Gut, Furious Fanatic": answers write
  strings bare) reads back as one name, not as a sentence with empty places.
- A player action written with `target:` (copy_spell's key) instead of `targets:` is bad input that says so (exit 2).
- A misspelt `named:` card gets the closest names.
"""

from __future__ import annotations

from click.testing import CliRunner

from pyglue import sentences
from pyglue.cli import main

from .conftest import EXAMPLES

CROAK = EXAMPLES / "states" / "croaking_counterpart.yaml"


def run(*args: object):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), f"crashed: {r.exception!r}\n{r.output}"
    return r


def test_a_rule_the_sentence_already_cites_is_not_repeated():
    assert sentences.with_rule("Hall of Mirrors was visited (CR 701.52a)", "701.52a").count("CR 701.52a") == 1
    assert sentences.with_rule("Zethi was kicked 2 times (CR 702.33c-d)", "702.33d") == \
        "Zethi was kicked 2 times (CR 702.33c-d)"
    assert sentences.with_rule("alice cast Croaking Counterpart", "601.2i") == "alice cast Croaking Counterpart (CR 601.2i)"
    # a different rule is still said (702.3 is not 702.33)
    assert sentences.with_rule("x (CR 702.33c-d)", "702.3").endswith("(CR 702.3)")


def test_an_event_naming_a_card_with_a_comma_reads_as_one_name():
    said = sentences.event_sentence("chose(ab, card_at_random, Liliana, the Last Hope)")
    assert said == "for ab, the random card chosen is Liliana, the Last Hope"
    said = sentences.event_sentence("specialized(gut, Gut, Furious Fanatic)")
    assert said.startswith("gut specialized: its card is now Gut, Furious Fanatic, for good")


def test_target_instead_of_targets_is_bad_input_naming_it():
    r = run("why-not", CROAK, "{action: cast, object: croak, target: [aviator]}")
    assert r.exit_code == 2
    assert "target: a player action names its targets as `targets: [ID, ...]`" in r.output
    assert "Traceback" not in r.output


def test_a_misspelt_named_card_gets_the_closest_names():
    r = run("apply", CROAK, "{action: pass, named: Grizly Bears}")
    assert r.exit_code == 2
    assert "named: 'Grizly Bears': no card of that name" in r.output and "did you mean 'Grizzly Bears'" in r.output
