"""pyglue: the thin Python layer of mtgasp (state <-> facts, solving, answers, CLI).

Public API::

    from pyglue import Engine, load_state
    state = load_state("examples/states/croaking_counterpart.yaml")
    engine = Engine()
    engine.derive(state)            # Derivation: characteristics, copiable values, copies (CR 613, 707, 722)
    engine.legal_actions(state)     # [LegalAction]: what each player may do now (CR 117, 601, 722.3c)
    engine.apply(state, {"action": "pass"})   # [Outcome]: every legal resulting state
    engine.why_not(state, action)   # WhyNot: failed conditions with CR rules
    Game(state).legal_moves         # [Move]: one per legal resulting state; push/pop, is_game_over, outcome

The names are imported on first use (PEP 562), so that a command imports only the modules it needs.
"""

from __future__ import annotations

import importlib
from typing import Any

from . import notebook  # noqa: F401 - registers the pictures notebooks show (pyglue/display.py); imports nothing heavy

_WHERE = {"Derivation": "answers", "LegalAction": "answers", "ObjectView": "answers", "Outcome": "answers",
          "WhyNot": "answers", "ArgumentTypeError": "solve", "Engine": "solve", "IllegalAction": "solve", "SolveError": "solve",
          "CardLibrary": "state", "GameState": "state", "InputError": "state", "load_cards": "state",
          "load_state": "state", "save_state": "state", "state_from_document": "state",
          "Game": "game", "Move": "game"}

__all__ = ["ArgumentTypeError", "CardLibrary", "Derivation", "Engine", "Game", "GameState", "IllegalAction", "InputError", "LegalAction",
           "Move", "ObjectView", "Outcome", "SolveError", "WhyNot", "load_cards", "load_state", "save_state",
           "state_from_document"]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'pyglue' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
