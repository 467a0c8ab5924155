"""Folklore values of 3 x 3 tic-tac-toe (the game seeds/001_b5e936bd6e3419b9.txt generalises, Section 1).

Published values: a draw; 5478 legal positions reachable from the empty board; 765 up to symmetry.
Each is computed two ways: by the library's solvers and by the brute-force reference.
"""

from combgames.games.positional import TicTacToe
from combgames.solvers import alphabeta, retrograde
from tests.reference.minimax import minimax, reachable


def test_tictactoe_is_a_draw():
    g = TicTacToe()
    assert alphabeta(g).value.outcome == "draw"
    assert minimax(g, g.initial()).outcome == "draw"


def test_5478_reachable_positions():
    assert retrograde(TicTacToe(), symmetry=False).size == 5478
    assert len(reachable(TicTacToe())) == 5478


def test_765_up_to_symmetry():
    g = TicTacToe()
    assert retrograde(g).size == 765
    assert len({g.canonical(p) for p in reachable(g)}) == 765
