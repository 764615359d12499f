"""Moved to :mod:`pyglue.research.explore` (issue 26: the research tools' subpackage); the old name imports it."""
import sys

from .research import explore

sys.modules[__name__] = explore
