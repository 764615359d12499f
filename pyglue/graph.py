"""Moved to :mod:`pyglue.research.graph` (issue 26: the research tools' subpackage); the old name imports it."""
import sys

from .research import graph

sys.modules[__name__] = graph
