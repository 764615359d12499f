"""Write tests/data/cr_rule_numbers.txt: the rule numbers of the Comprehensive Rules edition the project cites.

The edition is the one of September 25, 2026 (README.md, rules_asp/main.lp); its full text is
../shared/cr/2026-09-25/full_CR_2026-09-25.txt beside the checkout (or ../../shared, or the path given as argv[1]). Only numbers are
written, one per line (no CR text), so tests/test_cli_and_contract.py::test_every_cited_rule_exists_in_the_cr runs in
any clone; test_the_rule_number_list_matches_the_cr_text checks the file against the text when the text is there.

    python scripts/cr_rule_numbers.py [PATH-TO-FULL-CR-TEXT]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITION = "September 25, 2026"
CR_FILE = Path("shared") / "cr" / "2026-09-25" / "full_CR_2026-09-25.txt"
# beside the checkout (../shared), or beside the directory of worktrees the checkout is in (../../shared)
CR_TEXT = next((d / CR_FILE for d in (ROOT.parent, ROOT.parent.parent) if (d / CR_FILE).is_file()), ROOT.parent / CR_FILE)
OUT = ROOT / "tests" / "data" / "cr_rule_numbers.txt"

# a rule line starts with its number: "601.2a ...", "601.2. ...", and a section heading "601. Casting Spells"
RULE_LINE = re.compile(r"(?m)^(\d{3}(?:\.\d+[a-z]?)?)\.? ")


def rule_numbers(text: str) -> set[str]:
    """The rule numbers a CR text defines (section headings such as 601 included; the contents and glossary lines,
    which start with no number, are not)."""
    return set(RULE_LINE.findall(text))


def main(argv: list[str]) -> int:
    src = Path(argv[1]) if len(argv) > 1 else CR_TEXT
    if not src.is_file():
        print(f"no CR text at {src}", file=sys.stderr)
        return 1
    numbers = sorted(rule_numbers(src.read_text(encoding="utf-8")))   # plain string order, as the file always had
    head = [f"# The rule numbers of the Comprehensive Rules ({EDITION} edition), numbers only, one per line: the test",
            "# data of tests/test_cli_and_contract.py::test_every_cited_rule_exists_in_the_cr. Written by",
            "# scripts/cr_rule_numbers.py from ../shared/cr/2026-09-25/full_CR_2026-09-25.txt."]
    OUT.write_text("\n".join(head + numbers) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(numbers)} rule numbers ({EDITION})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
