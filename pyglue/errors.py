"""The error every bad input raises (:class:`InputError`, all its problems at once) and the cutting of what a
message quotes, so that a huge value in the input never makes a huge message. pyglue.state re-exports them."""

from __future__ import annotations

import re

#: the longest run of a value an error message quotes (longer ones are cut, ending in "…")
MAX_VALUE_CHARS = 200
#: the longest message of one problem, whatever it quotes
MAX_MESSAGE_CHARS = 1000
_LONG_QUOTED = re.compile(r"'[^'\n]{%d,}'|\"[^\"\n]{%d,}\"" % (MAX_VALUE_CHARS + 1, MAX_VALUE_CHARS + 1))


def clip(text: str, limit: int = MAX_VALUE_CHARS) -> str:
    """``text`` cut to ``limit`` characters (ending in "…" when cut)."""
    return text if len(text) <= limit else text[:limit] + "…"


def clip_message(text: str) -> str:
    """A problem's message with every quoted value cut to :data:`MAX_VALUE_CHARS` and the whole bounded."""
    text = _LONG_QUOTED.sub(lambda m: m.group(0)[:MAX_VALUE_CHARS + 1] + "…" + m.group(0)[-1], text)
    return clip(text, MAX_MESSAGE_CHARS)


class InputError(ValueError):
    """Bad input: ``problems`` lists ``(path, message)`` pairs, all found at once.

    Paths and messages are cut (:func:`clip`, :func:`clip_message`): a huge value in the input never makes a
    huge message."""

    def __init__(self, problems: list[tuple[str, str]], source: str = "") -> None:
        self.problems = sorted({(clip(str(p)), clip_message(str(m))) for p, m in problems})
        source = clip(str(source))
        self.source = source
        head = f"{source}: " if source else ""
        lines = "\n".join(f"  {p or '(document)'}: {m}" for p, m in self.problems)
        super().__init__(f"{head}{len(self.problems)} problem(s)\n{lines}")
