"""Every clingo Control of pyglue is made here, with a logger (issue 26 item 4): what clingo says (an
undefined atom, an error in a rule file, a grounding message) goes to Python's ``logging`` under
``pyglue.clingo`` instead of straight to stderr, so an embedding program decides what is shown. The Engine
passes its own logger (it keeps the messages of a query); every other Control uses :func:`log_message`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from clingo import Control, MessageCode

Logger = Callable[[MessageCode, str], None]


def log_message(code: MessageCode, text: str) -> None:
    """clingo's message, logged as a warning of ``pyglue.clingo`` (its code in the record's ``code``). (logging is
    imported here, when clingo has something to say: a fresh query that has nothing doesn't pay its import.)"""
    import logging

    logging.getLogger("pyglue.clingo").warning("clingo: %s", text.strip(), extra={"code": code.name})


def control(args: Sequence[str] = ("--warn=none",), logger: Logger | None = None) -> Control:
    """A clingo Control with ``args`` whose messages go to ``logger`` (default :func:`log_message`), at most 50."""
    return Control(list(args), logger=logger or log_message, message_limit=50)
