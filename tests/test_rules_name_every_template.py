"""Which abilities the rules act on comes from the rules (issue 26 item 2, architecture review 2.1): every template
of pyglue/data/vocabulary.json is named by some statement of the checked program (the rules and the invariants), as
its functor or its ``term_name``, unless the data says no rule acts on it (``acted_on: false``; support.lp warns about
such an ability, CR 113.1). A template added without a rule, or a rule renamed away from its template, fails here
rather than counting silently as supported by ``cards coverage`` (which reads only the data: pyglue/vocabulary.py's
not_acted_on). A name's mere presence in a statement is the test: crude, but free of grounding."""

from __future__ import annotations

import re

from pyglue import terms
from pyglue.program import checked_program

#: templates named by no rule although the data doesn't mark them acted_on: false (none: prowess_triggered, stale
#: since the rules made prowess trigger as you_cast_noncreature, statics_keywords.lp, CR 702.108a, was removed)
KNOWN_UNNAMED: set[str] = set()


def test_every_vocabulary_template_is_named_by_a_rule_or_marked_not_acted_on():
    words = set(re.findall(r"[a-z_][A-Za-z0-9_]*", "\n".join(map(str, checked_program()))))
    templates = terms.templates()
    unnamed = {n for n, t in templates.items() if n not in words and t.get("term_name", n) not in words}
    carried = {n for n, t in templates.items() if t.get("acted_on") is False}
    assert unnamed - carried == KNOWN_UNNAMED
