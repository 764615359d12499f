"""Moved to :mod:`pyglue.research.decisions` (issue 26: the research tools' subpackage); the old name imports it."""
import sys

from .research import decisions

sys.modules[__name__] = decisions
