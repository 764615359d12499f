"""Moved to :mod:`pyglue.research.check` (issue 26: the research tools' subpackage); the old name imports it."""
import sys

from .research import check

sys.modules[__name__] = check
