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
"""

from .answers import Derivation, LegalAction, ObjectView, Outcome, WhyNot
from .game import Game, Move
from .solve import Engine, IllegalAction, SolveError
from .state import CardLibrary, GameState, InputError, load_cards, load_state, save_state, state_from_document

__all__ = ["CardLibrary", "Derivation", "Engine", "Game", "GameState", "IllegalAction", "InputError", "LegalAction",
           "Move", "ObjectView", "Outcome", "SolveError", "WhyNot", "load_cards", "load_state", "save_state",
           "state_from_document"]
