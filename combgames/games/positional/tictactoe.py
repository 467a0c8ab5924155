"""Tic-tac-toe on the n x n grid: the positional game on its rows, columns and two diagonals.

:class:`TicTacToe` is a :class:`~combgames.games.positional.PositionalGame` (the rules, in
:mod:`combgames.games.positional.rules`) on the lines of :func:`grid_lines`, with the 8 symmetries of the square
(:func:`~combgames.symmetry.dihedral_square`) for its canonical key and the coordinates ``a1`` .. of the
square-grid games (``a1`` bottom left) for its moves.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from combgames.games.boards import column_name, grid_diagram
from combgames.games.positional.rules import POSITIONAL_OPTIONS, Position, PositionalGame
from combgames.games.registration import GameFactory
from combgames.options import Integer, Option, Options
from combgames.symmetry import CellGroup, dihedral_square

__all__ = ["GAMES", "TICTACTOE_MAX", "TicTacToe", "grid_lines"]

TICTACTOE_MAX = 100
"""The largest board side of :class:`TicTacToe` (10,000 points, built in about a second; no solver goes near
it)."""


def grid_lines(n: int) -> list[tuple[int, ...]]:
    """The 2n + 2 lines of the n x n grid: rows, columns, and the two diagonals (cells row-major)."""
    rows = [tuple(n * r + c for c in range(n)) for r in range(n)]
    cols = [tuple(n * r + c for r in range(n)) for c in range(n)]
    diagonals = [tuple(n * i + i for i in range(n)), tuple(n * i + (n - 1 - i) for i in range(n))]
    return rows + cols + diagonals


class TicTacToe(PositionalGame):
    """Tic-tac-toe on the n x n grid (default 3): the positional game on its rows, columns and diagonals.

    The symmetry group is the dihedral group of the square (8 elements), used for the canonical key. Points are
    named by column letter (``a``, ``b``, ..., ``z``, ``aa``, ...) and row number from the bottom (``a1`` is the
    bottom-left cell); :meth:`diagram` draws the board with these coordinates.

    Parameters
    ----------
    n : int
        The board side, 1..:data:`TICTACTOE_MAX`.
    **options
        The options of :class:`PositionalGame` (:data:`POSITIONAL_OPTIONS`).

    Raises
    ------
    ValueError
        If ``n`` is out of range; TypeError if it is not an integer or an option is unknown.

    Examples
    --------
    >>> from combgames.solvers import alphabeta
    >>> g = TicTacToe()
    >>> str(alphabeta(g).value)
    'draw'
    >>> g.format_position(g.play(g.initial(), g.parse_move("b2")))
    '.../.x./... O'
    >>> TicTacToe(27).labels[26:28]
    ('aa27', 'a26')
    >>> print(g.diagram(g.play(g.initial(), g.parse_move("a1"))))
    3 . . .
    2 . . .
    1 x . .
      a b c
    O to move
    """

    OPTIONS = Options(Option("n", Integer(minimum=1, maximum=TICTACTOE_MAX), 3, "the board side (n x n)"),
                      *POSITIONAL_OPTIONS)

    def __init__(self, n: int = 3, **options: Any):
        n = TicTacToe.OPTIONS.check(n=n, **options)["n"]
        labels, lines, group = _grid_structure(n)
        super().__init__(labels, lines, group=group, shape=(n, n), **options)

    def __repr__(self) -> str:
        return f"TicTacToe({self.shape[0]})"  # type: ignore[index]

    def diagram(self, p: Position) -> str:
        """The board with its coordinates (``a1`` bottom left, :func:`~combgames.games.boards.grid_diagram`)
        and the player to move."""
        n = self.shape[0]  # type: ignore[index]
        cells = ["x" if p[0] >> i & 1 else "o" if p[1] >> i & 1 else "." for i in range(self.n)]
        grid = grid_diagram([cells[r * n:(r + 1) * n] for r in range(n)])
        return f"{grid}\n{'XO'[self.to_move(p)]} to move"


@lru_cache(maxsize=16)
def _grid_structure(n: int) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...], CellGroup]:
    """The labels, lines and dihedral group of the n x n grid, built once per n: the group object carries its
    canonizer tables (:meth:`~combgames.symmetry.CellGroup.mask_canonizer` keeps them), so every TicTacToe(n)
    shares them instead of rebuilding them."""
    labels = tuple(f"{column_name(c)}{n - r}" for r in range(n) for c in range(n))  # row 1 at the bottom
    return labels, tuple(grid_lines(n)), dihedral_square(n)


GAMES = {"tictactoe": GameFactory(TicTacToe, TicTacToe.OPTIONS)}
