"""Play first legal moves from a state to the end of the game (README, "Python API")."""
import sys

from pyglue import Game, load_state

game = Game(load_state(sys.argv[1] if len(sys.argv) > 1 else "examples/states/last_draw.yaml"))
while not game.is_game_over():
    move = game.legal_moves[0]          # every legal move: one per legal resulting state
    print(game.describe(move))          # who, what, and the choices that make it this move
    game.push(move)                     # game.pop() takes it back
print("winner:", game.outcome().winner, game.outcome().events[0])
