"""Clobber: move one of your stones onto an orthogonally adjacent stone of your opponent, removing it.

Left plays the black stones ``x``, Right the white stones ``o`` (CGSuite's convention); a move takes a stone of
the mover onto a neighbouring (up, down, left, right) opponent's stone, which is removed, leaving the source
empty. Who cannot move loses ([1]_ ch. 1 and 4; Siegel [2]_ I.1). A board is ``(rows, cols, x, o)`` with
bitmasks of the black and white stones (cell ``r * cols + c``); board text has rows separated by ``/`` with
``x``, ``o`` and ``.``, e.g. ``"xo"`` or ``"xox/o.o"``, the top row first. A move is named ``a1-b1`` (from,
to; ``a1`` is the bottom-left cell, as in every square-grid game of the toolkit). The game ``Clobber(board)``
starts from a board (default the 1 x 6 row ``xoxoxo``).

For values a board splits into its 4-connected groups of stones (empty cells never fill, so groups never
interact); a group's key is its cropped board up to the whole symmetry group of the rectangle (every
reflection and rotation keeps the rules and the colours).

References
----------
.. [1] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007), ch. 1 (Clobber).
.. [2] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. I.1.

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(Clobber(t))) for t in ("xo", "xxo", "xo/ox")]
['*', '^', '*']
"""

from __future__ import annotations

from typing import Hashable

from combgames.games.partizan import LEFT, StoneGridGame, grid_components, grid_cropped, grid_key
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["Clobber", "GAMES", "MAX_CELLS"]

MAX_CELLS = 64
"""The most cells of a Clobber board."""

Board = tuple[int, int, int, int]


class Clobber(StoneGridGame):
    """Clobber from a board (see the module docstring).

    Parameters
    ----------
    board : str
        The start board's text (default ``"xoxoxo"``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for malformed text (row and column of the bad cell) or more than :data:`MAX_CELLS`
        cells.

    Examples
    --------
    >>> g = Clobber("xo.")
    >>> [g.move_name(m) for m in g.moves(g.initial())]
    ['a1-b1']
    """

    OPTIONS = Options(Option("board", Text(), "xoxoxo", "the start board: rows of x (Left), o (Right), . (empty)"))
    name = "clobber"
    title = "Clobber"
    max_cells = MAX_CELLS

    def __init__(self, board: str = "xoxoxo"):
        self.board = Clobber.OPTIONS.check(board=board)["board"]
        self._start = self.parse_board(self.board)

    def board_options(self, board: Board, player: int) -> list[tuple[tuple, Board]]:
        """Each stone of the player onto each orthogonally adjacent opponent's stone."""
        rows, cols, x, o = board
        mine, theirs = (x, o) if player == LEFT else (o, x)
        out = []
        m = mine
        while m:
            low = m & -m
            i = low.bit_length() - 1
            r, c = divmod(i, cols)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= rr < rows and 0 <= cc < cols and theirs >> (rr * cols + cc) & 1:
                    target = 1 << (rr * cols + cc)
                    new_mine, new_theirs = (mine & ~low) | target, theirs & ~target
                    after = (rows, cols, new_mine, new_theirs) if player == LEFT else (rows, cols, new_theirs, new_mine)
                    out.append((((r, c), (rr, cc)), after))
            m ^= low
        return out

    def board_summands(self, board: Board) -> list[Board]:
        """The 4-connected groups of stones, each cropped."""
        rows, cols, x, o = board
        parts = grid_components(rows, cols, x | o)
        if len(parts) <= 1:
            return [board]
        out = []
        for part in parts:
            h, w, (px, po) = grid_cropped(rows, cols, (x & part, o & part))
            out.append((h, w, px, po))
        return out

    def board_key(self, board: Board) -> Hashable:
        """The least image of the cropped board under the symmetries of the rectangle."""
        rows, cols, x, o = board
        return grid_key(rows, cols, (x, o), transpose=True)


GAMES = {"clobber": GameFactory(Clobber, Clobber.OPTIONS)}
