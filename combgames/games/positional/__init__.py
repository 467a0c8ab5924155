"""Positional (Maker-Maker) games on a hypergraph, and tic-tac-toe.

Two players, X and O, alternately claim a free point of a finite set; the first to own every point of a winning
line wins; a full board with no line owned is a draw (seeds/001_b5e936bd6e3419b9.txt, Sections 1 and 2).

=====================================================  ==========================================================
module                                                 what it holds
=====================================================  ==========================================================
:mod:`~combgames.games.positional.rules`               :class:`PositionalGame`: the rules on any hypergraph,
                                                       reduced play, move ordering, text notation
:mod:`~combgames.games.positional.erdos_selfridge`     the Erdős–Selfridge potentials and the draw criterion
                                                       that reduced play scores at once
:mod:`~combgames.games.positional.keys`                the choice of canonical key (group, nauty, none) and the
                                                       checks of the symmetries it relies on
:mod:`~combgames.games.positional.tictactoe`           :class:`TicTacToe` on the n x n grid
=====================================================  ==========================================================

Games on planes and designs are built in :mod:`combgames.games.designs_games`, on hypercubes in
:mod:`combgames.games.hypercube`.

Examples
--------
>>> from combgames.games.positional import PositionalGame
>>> g = PositionalGame(["a", "b", "c", "d"], [(0, 1), (2, 3)], reduced=True)
>>> g.moves(g.parse_position("X=a O=c"))   # X completes a-b at once
[1]
"""

from combgames.games.positional.keys import KEYS
from combgames.games.positional.rules import POSITIONAL_OPTIONS, PositionalGame
from combgames.games.positional.tictactoe import TICTACTOE_MAX, TicTacToe, grid_lines

__all__ = ["KEYS", "POSITIONAL_OPTIONS", "PositionalGame", "TICTACTOE_MAX", "TicTacToe", "grid_lines"]
