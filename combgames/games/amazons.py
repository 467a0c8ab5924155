"""Amazons: move one of your amazons like a chess queen, then shoot an arrow from where it lands; who cannot
move loses.

Left plays the black amazons ``x``, Right the white amazons ``o``. A move takes an amazon of the mover any number
of cells in one of the eight directions (orthogonal or diagonal) over empty cells only, then shoots an arrow
from the cell it landed on, again like a queen over empty cells (the cell the amazon just left is empty), and
the cell the arrow lands on is burnt for the rest of the game. Amazons and burnt cells block both moves and
arrows. Who cannot move loses (Lessons in Play [1]_; Berlekamp [2]_; Snatzke [3]_; Müller and Tegos
[4]_; CGSuite's ``game.grid.Amazons`` [5]_ plays these rules).

A board is ``(rows, cols, x, o, burnt)`` with bitmasks of the black and white amazons and of the burnt cells
(cell ``r * cols + c``); board text has rows separated by ``/`` with ``x`` (``L`` is read as ``x``), ``o``
(``R`` is read as ``o``), ``.`` an empty cell and ``#`` a burnt one, the top row first, e.g. ``"x.../o..."``
(CGSuite's ``"x...|o..."``). A move is named ``a1-b2/c3``: the amazon's cell, the cell it moves to, and the
cell its arrow burns (``a1`` is the bottom-left cell, as in every square-grid game of the toolkit). The game
``Amazons(board)`` starts from a board (default ``"x../.o."``).

For values a board splits into its regions: the 8-connected components of the cells not burnt. Nothing crosses
a burnt cell or leaves a region (queen moves and arrows go through empty cells, which are in the region), so
the regions are a disjunctive sum; a region without an amazon or without an empty cell is 0 and is dropped.
A region with amazons of one colour only still counts (its owner's spare moves are a number). A region's key
is its cropped board up to the whole symmetry group of the rectangle (queen moves are the same after any
reflection or rotation).

Size: a region holds at most :data:`MAX_REGION_CELLS` = 25 cells not burnt (a 5 x 5 board), and a board at
most :data:`MAX_CELLS` cells; larger regions are refused (their values are out of reach of the walk).

References
----------
.. [1] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007).
.. [2] E. R. Berlekamp, "Sums of N x 2 Amazons", in *Game Theory, Optimal Stopping, Probability and
   Statistics*, IMS Lecture Notes - Monograph Series 35 (2000).
.. [3] R. G. Snatzke, "Exhaustive search in the game Amazons", in *More Games of No Chance*, MSRI
   Publications 42 (2002).
.. [4] M. Müller, T. Tegos, "Experiments in computer Amazons", in *More Games of No Chance*, MSRI Publications
   42 (2002).
.. [5] A. N. Siegel, CGSuite, ``game.grid.Amazons`` (its test suite values ``"x...|o..."``).

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(Amazons(t))) for t in ("x.", "x..", "x.o", "x./.o")]
['1', '2', '*', '0']
"""

from __future__ import annotations

from typing import Any, Hashable

from combgames.base.bitboards import column_masks, set_bits
from combgames.game import PositionFormatError
from combgames.games.boards import column_name
from combgames.games.partizan import (LEFT, PartizanGame, grid_board_diagram, grid_cells_text, grid_cropped, grid_key,
                                      grid_masks, grid_move_name, parse_grid)
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["Amazons", "GAMES", "MAX_CELLS", "MAX_REGION_CELLS", "amazons_regions"]

MAX_CELLS = 64
"""The most cells of an Amazons board."""
MAX_REGION_CELLS = 25
"""The most cells not burnt in one region of an Amazons board (a 5 x 5 board)."""

Board = tuple[int, int, int, int, int]
Move = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]
_QUEEN = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


class Amazons(PartizanGame):
    """Amazons from a board (see the module docstring).

    Parameters
    ----------
    board : str
        The start board's text (default ``"x../.o."``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for malformed text (row and column of the bad cell), more than :data:`MAX_CELLS` cells,
        or a region of more than :data:`MAX_REGION_CELLS` cells not burnt.

    Examples
    --------
    >>> g = Amazons("x.#")
    >>> [g.move_name(m) for m in g.moves(g.initial())]
    ['a1-b1/a1']
    """

    OPTIONS = Options(Option("board", Text(), "x../.o.", "the start board: rows of x (Left), o (Right), . (empty), "
                                                         "# (burnt)"))
    name = "amazons"

    def __init__(self, board: str = "x../.o."):
        self.board = Amazons.OPTIONS.check(board=board)["board"]
        self._start = self.parse_board(self.board)

    def __repr__(self) -> str:
        return f"Amazons({self.board_text(self._start)!r})"

    def cache_key(self) -> str:
        return f"amazons;board={self.board_text(self._start)}"

    def initial_board(self) -> Board:
        return self._start

    def board_options(self, board: Board, player: int) -> list[tuple[Move, Board]]:
        """Each amazon of the player, each queen move over empty cells, then each arrow shot like a queen from
        where it lands (its old cell counts as empty)."""
        rows, cols, x, o, burnt = board
        mine = x if player == LEFT else o
        out = []
        for i in set_bits(mine):
            start = divmod(i, cols)
            occupied = (x | o | burnt) & ~(1 << i)
            for to in _queen_reach(start, occupied | (1 << i), rows, cols):
                land = 1 << (to[0] * cols + to[1])
                moved = (mine & ~(1 << i)) | land
                for arrow in _queen_reach(to, occupied | land, rows, cols):
                    after_burnt = burnt | 1 << (arrow[0] * cols + arrow[1])
                    after = ((rows, cols, moved, o, after_burnt) if player == LEFT
                             else (rows, cols, x, moved, after_burnt))
                    out.append(((start, to, arrow), after))
        return out

    def check_board(self, board: Any) -> None:
        if not (isinstance(board, tuple) and len(board) == 5 and all(type(v) is int for v in board)):
            raise TypeError(f"not a position of {self!r}: a board is (rows, cols, x mask, o mask, burnt mask), "
                            f"not {board!r}")
        rows, cols, x, o, burnt = board
        full = 1 << rows * cols if rows >= 0 and cols >= 0 else 0
        if (rows < 0 or cols < 0 or not all(0 <= m < full for m in (x, o, burnt)) or x & o or (x | o) & burnt
                or rows * cols > MAX_CELLS):
            raise ValueError(f"not a position of {self!r}: {board!r} (disjoint masks within rows x cols cells, at "
                             f"most {MAX_CELLS} cells)")
        size = _largest_region(rows, cols, x | o, burnt)
        if size > MAX_REGION_CELLS:
            raise ValueError(f"not a position of {self!r}: {self.board_text(board)!r} has {_too_large(size)}")

    def board_text(self, board: Board) -> str:
        rows, cols, x, o, burnt = board
        if rows * cols == 0:
            return "#"
        return grid_cells_text(rows, cols, lambda i: "x" if x >> i & 1 else "o" if o >> i & 1 else
                               "#" if burnt >> i & 1 else ".")

    def parse_board(self, text: str) -> Board:
        rows, cols, lines = parse_grid(text, "xoLR.#", "Amazons")
        if rows * cols > MAX_CELLS:
            raise PositionFormatError(f"Amazons board text {text!r}: {rows * cols} cells, at most {MAX_CELLS}")
        x, o, burnt = grid_masks(lines, cols, "xL", "oR", "#")
        size = _largest_region(rows, cols, x | o, burnt)
        if size > MAX_REGION_CELLS:
            raise PositionFormatError(f"Amazons board text {text!r}: {_too_large(size)}")
        return (rows, cols, x, o, burnt)

    def move_name(self, move: Move, rows: int | None = None) -> str:
        """``a1-b2/c3``: the amazon's cell, where it moves, where its arrow lands (column letter, row number from
        the bottom of a board of ``rows`` rows, default the start board's)."""
        rows = self._start[0] if rows is None else rows
        (ar, ac) = move[2]
        return f"{grid_move_name(move[:2], rows)}/{column_name(ac)}{rows - ar}"

    def format_move(self, m: Move, p: Any = None) -> str:
        return self.move_name(m, None if p is None else p[0][0])

    def diagram(self, p: tuple[Board, int]) -> str:
        """The board with its coordinates (``a1`` bottom left) and the player to move."""
        return grid_board_diagram(self.board_text(p[0]), p[1])

    def board_summands(self, board: Board) -> list[Board]:
        """The regions with an amazon and an empty cell (:func:`amazons_regions`), each cropped; the board itself
        when it has one such region or none."""
        parts = amazons_regions(board)
        return parts if len(parts) > 1 else [board]

    def board_key(self, board: Board) -> Hashable:
        """The sorted keys of the board's regions with an amazon and an empty cell, each its cropped board up to
        the symmetries of the rectangle."""
        return tuple(sorted(grid_key(h, w, (x, o, (1 << h * w) - 1 & ~(x | o | burnt)), transpose=True)
                            for h, w, x, o, burnt in amazons_regions(board)))


def amazons_regions(board: Board) -> list[Board]:
    """The regions of ``board`` that hold an amazon and an empty cell (8-connected components of the cells not
    burnt; see the module docstring), each cropped to its smallest rectangle with the cells outside it burnt.

    Examples
    --------
    >>> [Amazons().board_text(b) for b in amazons_regions(Amazons("x.#.o/###.#/o#..x").initial_board())]
    ['x.', '#.o/#.#/..x']
    """
    rows, cols, x, o, burnt = board
    full = (1 << rows * cols) - 1
    empty = full & ~(x | o | burnt)
    out = []
    for region in _components(rows, cols, full & ~burnt):
        if region & (x | o) and region & empty:
            h, w, (rx, ro, re) = grid_cropped(rows, cols, (x & region, o & region, empty & region))
            out.append((h, w, rx, ro, ((1 << h * w) - 1) & ~(rx | ro | re)))
    return out


def _largest_region(rows: int, cols: int, amazons: int, burnt: int) -> int:
    """The most cells not burnt of a region of the board holding an amazon (0 when there is none)."""
    regions = _components(rows, cols, ~burnt & ((1 << rows * cols) - 1))
    return max((bin(region).count("1") for region in regions if region & amazons), default=0)


def _too_large(size: int) -> str:
    return (f"a region of {size} cells not burnt; at most {MAX_REGION_CELLS} (a 5 x 5 board) per region, larger "
            "ones are out of reach of the value walk")


def _components(rows: int, cols: int, cells: int) -> list[int]:
    """The 8-connected components of ``cells`` (king moves: a queen's step in every direction)."""
    not_first, not_last = column_masks(rows, cols)
    parts = []
    left = cells
    while left:
        comp = left & -left
        while True:
            across = comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last)
            grow = (across | (across << cols) | (across >> cols)) & cells
            if grow == comp:
                break
            comp = grow
        parts.append(comp)
        left &= ~comp
    return parts


def _queen_reach(start: tuple[int, int], occupied: int, rows: int, cols: int) -> list[tuple[int, int]]:
    """The cells a queen at ``start`` reaches over cells not in ``occupied``."""
    r0, c0 = start
    out = []
    for dr, dc in _QUEEN:
        r, c = r0 + dr, c0 + dc
        while 0 <= r < rows and 0 <= c < cols and not occupied >> (r * cols + c) & 1:
            out.append((r, c))
            r, c = r + dr, c + dc
    return out


GAMES = {"amazons": GameFactory(Amazons, Amazons.OPTIONS)}
