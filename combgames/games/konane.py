"""Konane: jump one of your stones over an adjacent opponent's stone, capturing it; who cannot move loses.

Left plays the black stones ``x``, Right the white stones ``o``. A move takes a stone of the mover in a straight
line (up, down, left or right) over an orthogonally adjacent stone of the opponent into the empty cell just
beyond, removing the stone jumped. The same stone may go on jumping in the same direction, over another
opponent's stone into the empty cell beyond, as often as it can; stopping after any of these jumps is one move,
so a stone that can jump three times in a row has three moves in that direction (Ernst [1]_; Lessons in Play
[2]_; Chan and Tsai [3]_ on 1 x n boards). Jumps never turn. Who cannot move loses (the opening moves of the
traditional game, which remove stones from the full board, are not modelled: a position is any board).

A board is ``(rows, cols, x, o)`` with bitmasks of the black and white stones (cell ``r * cols + c``); board
text has rows separated by ``/`` with ``x``, ``o`` and ``.``, the top row first, e.g. ``"xo.ox"``. A move is
named ``a1-c1`` (from, to; ``a1`` is the bottom-left cell, as in every square-grid game of the toolkit). The
game ``Konane(board)`` starts from a board (default the 1 x 6 row ``"xo.ox."``).

For values a board splits into groups of stones that can never interact (:func:`konane_groups`): a stone moves
only by capturing, so before any stone meets another group an ``x`` of a group with b white stones stays within
distance 2b of where it stood (each jump captures one of them and goes two cells), an ``o`` within 2a (a the
black stones); two groups whose stones s, t are always more than r(s) + r(t) + 2 apart (Manhattan distance)
can therefore never jump over, land next to, or block each other. A group is cropped to its stones' box
widened by its largest reach (cells farther out are never used), and keyed up to the whole symmetry group of
the rectangle (the rules are the same after any reflection or rotation).

References
----------
.. [1] M. D. Ernst, "Playing Konane mathematically: a combinatorial game-theoretic analysis", *UMAP Journal*
   16(2) (1995), pp. 95-121.
.. [2] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007).
.. [3] A. Chan, A. Tsai, "1 x n Konane: a summary of results", in *More Games of No Chance*, MSRI Publications
   42 (Cambridge University Press, 2002).

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(Konane(t))) for t in ("xo.", ".xo.", "xo.o.", "xo.ox")]
['1', '*', '1', '0']
"""

from __future__ import annotations

from typing import Hashable

from combgames.base.bitboards import set_bits
from combgames.games.partizan import LEFT, StoneGridGame, grid_key
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["GAMES", "Konane", "MAX_CELLS", "konane_groups"]

MAX_CELLS = 64
"""The most cells of a Konane board."""

Board = tuple[int, int, int, int]
_DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


class Konane(StoneGridGame):
    """Konane from a board (see the module docstring).

    Parameters
    ----------
    board : str
        The start board's text (default ``"xo.ox."``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for malformed text (row and column of the bad cell) or more than :data:`MAX_CELLS`
        cells.

    Examples
    --------
    >>> g = Konane("xo.o.")
    >>> [g.move_name(m) for m in g.moves(g.initial())]
    ['a1-c1', 'a1-e1']
    """

    OPTIONS = Options(Option("board", Text(), "xo.ox.", "the start board: rows of x (Left), o (Right), . (empty)"))
    name = "konane"
    title = "Konane"
    max_cells = MAX_CELLS

    def __init__(self, board: str = "xo.ox."):
        self.board = Konane.OPTIONS.check(board=board)["board"]
        self._start = self.parse_board(self.board)

    def board_options(self, board: Board, player: int) -> list[tuple[tuple, Board]]:
        """Each stone of the player, in each direction, after each of the jumps it can make in a row."""
        rows, cols, x, o = board
        mine, theirs = (x, o) if player == LEFT else (o, x)
        out = []
        for i in set_bits(mine):
            r, c = divmod(i, cols)
            for dr, dc in _DIRECTIONS:
                taken = 0
                k = 1
                while True:
                    ro, co = r + (2 * k - 1) * dr, c + (2 * k - 1) * dc  # the stone jumped
                    rl, cl = r + 2 * k * dr, c + 2 * k * dc  # the cell landed on
                    if not (0 <= rl < rows and 0 <= cl < cols):
                        break
                    over, land = 1 << (ro * cols + co), 1 << (rl * cols + cl)
                    if not (theirs & over) or (mine | theirs) & land:
                        break
                    taken |= over
                    new_mine, new_theirs = (mine & ~(1 << i)) | land, theirs & ~taken
                    after = (rows, cols, new_mine, new_theirs) if player == LEFT else (rows, cols, new_theirs, new_mine)
                    out.append((((r, c), (rl, cl)), after))
                    k += 1
        return out

    def board_summands(self, board: Board) -> list[Board]:
        """The groups of stones that never interact (:func:`konane_groups`), each cropped to the cells its
        stones can use; the board itself when it is one group."""
        parts = _cropped_groups(board)
        return parts if len(parts) > 1 else [board]

    def board_key(self, board: Board) -> Hashable:
        """The sorted keys of the board's groups: each group cropped to the cells its stones can use, keyed up
        to the symmetries of the rectangle."""
        return tuple(sorted(grid_key(h, w, (x, o, (1 << h * w) - 1), transpose=True)
                            for h, w, x, o in _cropped_groups(board)))


def konane_groups(board: Board) -> list[tuple[int, int]]:
    """The stones of ``board`` split into groups that can never interact, as ``(x, o)`` masks (see the module
    docstring): stones start in groups of one and two groups merge while a stone s of one and t of the other
    are at most r(s) + r(t) + 2 apart, r(s) the reach of s in its group (2 x the opponent's stones there).

    Examples
    --------
    >>> len(konane_groups(Konane("xo.......ox").initial_board())), len(konane_groups(Konane("xo..ox").initial_board()))
    (2, 1)
    """
    rows, cols, x, o = board
    groups = [(1 << i, 0) for i in set_bits(x)] + [(0, 1 << i) for i in set_bits(o)]
    merged = True
    while merged:
        merged = False
        for a in range(len(groups)):
            for b in range(a + 1, len(groups)):
                if _may_interact(groups[a], groups[b], cols):
                    groups[a] = (groups[a][0] | groups[b][0], groups[a][1] | groups[b][1])
                    del groups[b]
                    merged = True
                    break
            if merged:
                break
    return groups


def _stones(group: tuple[int, int], cols: int) -> list[tuple[int, int, int]]:
    """(row, column, reach) of each stone of a group: an x reaches 2 x the group's o stones, an o 2 x its x."""
    gx, go = group
    reach_x, reach_o = 2 * bin(go).count("1"), 2 * bin(gx).count("1")
    return ([(*divmod(i, cols), reach_x) for i in set_bits(gx)] + [(*divmod(i, cols), reach_o) for i in set_bits(go)])


def _may_interact(a: tuple[int, int], b: tuple[int, int], cols: int) -> bool:
    return any(abs(r - s) + abs(c - t) <= p + q + 2 for r, c, p in _stones(a, cols) for s, t, q in _stones(b, cols))


def _cropped_groups(board: Board) -> list[Board]:
    """The groups of :func:`konane_groups`, each as a board cropped to its stones' box widened by its largest
    reach (within the board)."""
    rows, cols, _, _ = board
    out = []
    for group in konane_groups(board):
        stones = _stones(group, cols)
        reach = max(q for _, _, q in stones)
        r0 = max(0, min(r for r, _, _ in stones) - reach)
        r1 = min(rows - 1, max(r for r, _, _ in stones) + reach)
        c0 = max(0, min(c for _, c, _ in stones) - reach)
        c1 = min(cols - 1, max(c for _, c, _ in stones) + reach)
        h, w = r1 - r0 + 1, c1 - c0 + 1
        masks = []
        for m in group:
            n = 0
            for i in set_bits(m):
                r, c = divmod(i, cols)
                n |= 1 << ((r - r0) * w + (c - c0))
            masks.append(n)
        out.append((h, w, masks[0], masks[1]))
    return out


GAMES = {"konane": GameFactory(Konane, Konane.OPTIONS)}
