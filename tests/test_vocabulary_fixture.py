"""Issue 11 point 5: moving the hand-written ability kinds of pyglue/vocabulary.py into data
(pyglue/data/vocabulary.json, encoded by pyglue/terms.py) changes neither card files nor the rules' input.
For every ability of every card of the bundled library and of every YAML file under examples/ (and the forms
listed in tests/vocabulary_fixture.py's EXTRA), the encoder gives the same clingo term and auxiliary facts as
the hand-written encoder did (tests/data/vocabulary_terms.json, written once from it), and the term decodes to
the same YAML, which encodes again to the same term as it did (the decoder sorts the values of a copy exception)."""

from __future__ import annotations

import json

import pytest

from pyglue import vocabulary as voc
from tests.vocabulary_fixture import BAD_FIXTURE, FIXTURE, aux_strings, sources

ENTRIES = json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("e", ENTRIES, ids=[e["where"][-60:] for e in ENTRIES])
def test_same_term_and_yaml_as_the_reference_encoder(e):
    aux = voc.Aux.empty()
    sym = voc.ability_term(e["ability"], e["where"], aux)
    assert str(sym) == e["term"]
    assert aux_strings(aux) == e["aux"]
    back = voc.to_yaml(sym)
    assert back == e["yaml"]
    assert str(voc.ability_term(back, e["where"], voc.Aux.empty())) == e["yaml_term"]


def test_every_card_ability_decodes_and_encodes_again_to_the_same_term():
    """Abilities the reference fixture predates (every card added since, every example): each one the encoder
    accepts decodes to YAML that encodes to a term decoding to the same YAML, and that YAML is a fixed point
    (it encodes again to the same term with the same auxiliary facts). The decoder sorts the values of a copy
    exception (707.9), so a card listing them in another order gets the sorted term the second time. A property
    of the encoder and decoder together, not a copy of their output."""
    broken = []
    for where, ab in sources():
        try:
            sym = voc.ability_term(ab, where, voc.Aux.empty())
        except voc.VocabularyError:
            continue
        back = voc.to_yaml(sym)
        sym2 = voc.ability_term(back, where, voc.Aux.empty())
        again = voc.to_yaml(sym2)
        aux2, aux3 = voc.Aux.empty(), voc.Aux.empty()
        same = str(voc.ability_term(again, where, aux2)) == str(voc.ability_term(back, where, aux3))
        if again != back or not same or aux_strings(aux2) != aux_strings(aux3) or (
                "except(" not in str(sym) and (str(sym2) != str(sym))):
            broken.append(where)
    assert not broken, broken[:10]


BAD = json.loads(BAD_FIXTURE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("e", BAD, ids=[json.dumps(e["ability"])[:50] for e in BAD])
def test_bad_forms_are_still_refused_naming_the_place(e):
    """Bad input never crashes: each bad form of a kind that moved is refused with a VocabularyError whose path
    is where the reference encoder pointed (or the same part of the ability: its parent), and a message."""
    with pytest.raises(voc.VocabularyError) as err:
        voc.ability_term(e["ability"], e["root"], voc.Aux.empty())
    parent = e["path"].rsplit(".", 1)[0] if "." in e["path"] else e["path"]
    assert err.value.path.startswith(parent) and err.value.message
