"""The research tools (issue 26): ``mtgasp check`` (invariants), ``explore`` (plans, and ``--decisions``), ``why``
(derivation trees), ``graph`` (pictures) and ``diff`` (the differential oracle against phase.rs and python-mtg, with
their bridges). The core (pyglue.solve, answers, state, translate) never imports them; the CLI imports each on use."""
