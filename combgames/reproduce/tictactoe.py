"""Claims about ordinary 3 x 3 tic-tac-toe, the first client of the generic interface.

These numbers are folklore rather than from one seed; they check the interface and solvers end to end:
tic-tac-toe is a draw; 5478 legal positions are reachable from the empty board (play stopping at a line);
765 of them are distinct up to the 8 symmetries of the square. The tic-tac-toe of
seeds/001_b5e936bd6e3419b9.txt (Section 1) is the game these generalise.
"""

from __future__ import annotations

from combgames.games.positional import TicTacToe
from combgames.reproduce import Claim
from combgames.solvers import alphabeta, retrograde

SOURCE = "001_b5e936bd6e3419b9.txt:Section 1 (tic-tac-toe)"


def _value() -> str:
    return alphabeta(TicTacToe()).value.outcome


def _reachable(symmetry: bool) -> int:
    return retrograde(TicTacToe(), symmetry=symmetry).size


CLAIMS = [
    Claim("ttt.value", SOURCE, "3x3 tic-tac-toe is a draw with best play", "draw", _value),
    Claim("ttt.positions", SOURCE, "legal positions reachable from the empty 3x3 board", 5478,
          lambda: _reachable(False)),
    Claim("ttt.positions_up_to_symmetry", SOURCE, "the same, up to the 8 symmetries of the square", 765,
          lambda: _reachable(True)),
]
