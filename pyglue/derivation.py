"""Moved to :mod:`pyglue.research.derivation` (issue 26: the research tools' subpackage); the old name imports it."""
import sys

from .research import derivation

sys.modules[__name__] = derivation
