"""The text of the Comprehensive Rules the answers cite (pyglue/data/cr/, the September 25, 2026 edition): a rule by
its number with its subrules and examples, for `mtgasp rule` and the answers' ``--rule-text``.

The file is the CR as published (gzip-compressed): its table of contents, then the rules from "100. General" to the
glossary. A rule is a line that starts with its number ("722.", "722.3.", "722.3c"); the lines after it that start
"Example:" are its examples."""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass, field
from functools import lru_cache

from .files import files

EDITION = "2026-09-25"
EDITION_NAME = "Comprehensive Rules, effective September 25, 2026"
_FILE = f"CR-{EDITION}.txt.gz"
_RULE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? (.*)$")
#: a rule number as the answers and the rules' comments cite it ("722.3c", "707.10", "100")
NUMBER = re.compile(r"\b[1-9]\d\d(?:\.\d+[a-z]?)?\b")


@dataclass
class Rule:
    """One rule of the CR: its ``number`` ("722.3c"), ``text`` and ``examples``."""

    number: str
    text: str
    examples: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        out: dict = {"number": self.number, "text": self.text}
        if self.examples:
            out["examples"] = list(self.examples)
        return out


def text() -> str:
    """The whole CR text shipped."""
    return gzip.decompress(files("pyglue").joinpath("data", "cr", _FILE).read_bytes()).decode("utf-8")


@lru_cache(maxsize=1)
def rules() -> dict[str, Rule]:
    """Every rule of the CR by number, in the CR's order."""
    lines = text().splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("100. General")]
    body = lines[starts[1] if len(starts) > 1 else 0:]
    out: dict[str, Rule] = {}
    last: Rule | None = None
    for line in body:
        if line.strip() == "Glossary":
            break
        m = _RULE.match(line)
        if m:
            last = out[m.group(1)] = Rule(m.group(1), m.group(2).strip())
        elif line.startswith("Example:") and last is not None:
            last.examples.append(line[len("Example:"):].strip())
    return out


def exists(number: str) -> bool:
    return number in rules()


def rule(number: str) -> Rule:
    """The rule ``number``; KeyError (naming the closest numbers) if the CR has none."""
    number = number.strip().rstrip(".")
    if re.match(r"(?i)cr\s*\d", number) or re.fullmatch(r"[\d.]+[A-Z]", number):   # ("CR 707.9b", as answers cite)
        number = re.sub(r"(?i)^cr\s*", "", number).lower()
    found = rules().get(number)
    if found is None:
        raise KeyError(f"the {EDITION_NAME} has no rule {number!r}" + _near(number))
    return found


def with_subrules(number: str) -> list[Rule]:
    """The rule ``number`` and every rule under it ("722.3": 722.3a-d; "722": 722.1-722.5 and their subrules), in
    the CR's order."""
    head = rule(number)
    n = head.number
    under = re.compile(rf"^{re.escape(n)}(?:\.\d+[a-z]?|[a-z])$" if "." in n else rf"^{re.escape(n)}\.\d+[a-z]?$")
    return [head] + [r for k, r in rules().items() if under.match(k)]


def cited(text_: str) -> list[str]:
    """The rule numbers cited in ``text_`` that the CR has, in order of first mention (a number such as a life total
    or 3.5 is not a rule number unless the CR has it)."""
    seen: dict[str, None] = {}
    for n in NUMBER.findall(text_):
        if n in rules():
            seen.setdefault(n, None)
    return list(seen)


def _near(number: str) -> str:
    import difflib

    close = difflib.get_close_matches(number, list(rules()), n=3, cutoff=0.75)
    return f" (closest: {', '.join(close)})" if close else ""
