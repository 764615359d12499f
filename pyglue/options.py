"""The readings of rules the CR leaves open that ``--option`` switches on (each read by one rule in rules_asp/).

A module of its own so that the command line can list them without importing the engine.
"""

#: Switches for readings of rules the CR leaves open (each read by one rule in rules_asp/).
OPTIONS = {
    "keep_prepare_copy_while_phased_out":
        "the exiled prepare copy stays while its permanent is phased out, beside the new copy it gets as it phases "
        "in (default: it ceases, CR 702.26b, 722.3c)",
    "copy_of_foretold_spell_is_foretold":
        "a copy of a spell that was foretold is itself a spell that was foretold (default: it isn't; it was never "
        "a foretold card, CR 702.143c, 707.10)",
}
