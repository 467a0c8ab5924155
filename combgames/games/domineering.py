"""Domineering: Left places vertical dominoes, Right horizontal ones; who cannot place one loses.

Played on any region of a grid (Berlekamp-Conway-Guy [1]_ ch. 1-2; Siegel [2]_ I.1, II). A board is
``(rows, cols, empty)`` with ``empty`` the bitmask of the empty cells, cell ``r * cols + c`` (row r from the
top, column c from the left); the game ``Domineering(rows, cols)`` starts from the empty rows x cols
rectangle, and a board of any shape is a position of the ruleset. Left's domino covers two cells of a column,
Right's two cells of a row (CGSuite's convention: Left vertical). Board text: rows separated by ``/``, ``.`` an
empty cell and ``#`` a filled one, e.g. ``"../.."``. A move is named by its two cells, ``a1-a2`` (column
letter, row number from the bottom: ``a1`` is the bottom-left cell, as in every square-grid game of the
toolkit; the board text lists the rows from the top, as the board is drawn).

For values (:func:`combgames.cgt.game_value`) a board splits into its 4-connected regions of empty cells
(``summands``; cells no domino can cover are dropped), and each region gets a signed number for its shape:
regions equal up to translation and the reflections in the two axes (which keep each player's dominoes) share
it, and the transposed shape (which exchanges Left and Right, so has the negative value) has its negative.
The walk then runs over the numbered shapes (the region hooks of :mod:`combgames.cgt.values`): each shape is
valued once, from the boards its dominoes leave, themselves sums of numbered shapes.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 1-2 (Domineering, its values).
.. [2] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. I.1.

Examples
--------
>>> from combgames.cgt import game_value
>>> g = Domineering(2, 2)
>>> str(game_value(g)), g.format_position(g.initial()), g.moves(g.initial())
('+-1', '../..', [((0, 0), (1, 0)), ((0, 1), (1, 1))])
"""

from __future__ import annotations

from typing import Any, Hashable

from combgames.games.partizan import (LEFT, PartizanGame, column_masks, grid_board_diagram, grid_cells_text,
                                      grid_components, grid_masks, grid_move_name, parse_grid)
from combgames.games.registration import GameFactory
from combgames.options import Integer, Option, Options
from combgames.base.grid_kernels import grid_component

__all__ = ["Domineering", "GAMES", "MAX_SIDE"]

MAX_SIDE = 16
"""The longest side of a Domineering board (the game's options)."""

Board = tuple[int, int, int]


class Domineering(PartizanGame):
    """Domineering from the empty ``rows`` x ``cols`` rectangle (see the module docstring).

    Parameters
    ----------
    rows, cols : int
        The start rectangle, 1..:data:`MAX_SIDE` each (default 4 x 4).

    Raises
    ------
    ValueError
        For a side outside 1..:data:`MAX_SIDE`.

    Examples
    --------
    >>> g = Domineering(1, 3)
    >>> [g.move_name(m) for m in g.moves((g.initial()[0], 1))]
    ['a1-b1', 'b1-c1']
    """

    OPTIONS = Options(Option("rows", Integer(minimum=1, maximum=MAX_SIDE), 4, "rows of the start rectangle"),
                      Option("cols", Integer(minimum=1, maximum=MAX_SIDE), 4, "columns of the start rectangle"))
    name = "domineering"

    def __init__(self, rows: int = 4, cols: int = 4):
        values = Domineering.OPTIONS.check(rows=rows, cols=cols)
        self.rows, self.cols = values["rows"], values["cols"]

    def __repr__(self) -> str:
        return f"Domineering({self.rows}, {self.cols})"

    def cache_key(self) -> str:
        return f"domineering;rows={self.rows};cols={self.cols}"

    def initial_board(self) -> Board:
        return (self.rows, self.cols, (1 << (self.rows * self.cols)) - 1)

    def board_options(self, board: Board, player: int) -> list[tuple[tuple, Board]]:
        """Left: two cells of a column ((r, c), (r + 1, c)); Right: two cells of a row ((r, c), (r, c + 1))."""
        rows, cols, empty = board
        out = []
        if player == LEFT:
            pairs = empty & (empty >> cols)
            step = cols
        else:
            pairs = empty & (empty >> 1) & _not_last_column(rows, cols)
            step = 1
        while pairs:
            low = pairs & -pairs
            r, c = divmod(low.bit_length() - 1, cols)
            move = ((r, c), (r + 1, c)) if player == LEFT else ((r, c), (r, c + 1))
            out.append((move, (rows, cols, empty & ~(low | (low << step)))))
            pairs ^= low
        return out

    def check_board(self, board: Any) -> None:
        if not (isinstance(board, tuple) and len(board) == 3 and all(type(x) is int for x in board)):
            raise TypeError(f"not a position of {self!r}: a board is (rows, cols, empty cells bitmask), not {board!r}")
        rows, cols, empty = board
        if not (0 <= rows and 0 <= cols and 0 <= empty < (1 << (rows * cols))):
            raise ValueError(f"not a position of {self!r}: {board!r} (the mask must fit rows x cols cells)")

    def board_text(self, board: Board) -> str:
        rows, cols, empty = board
        if rows * cols == 0:
            return "#"
        return grid_cells_text(rows, cols, lambda i: "." if empty >> i & 1 else "#")

    def parse_board(self, text: str) -> Board:
        rows, cols, lines = parse_grid(text, ".#", "Domineering")
        (empty,) = grid_masks(lines, cols, ".")
        return (rows, cols, empty)

    def move_name(self, move: tuple[tuple[int, int], tuple[int, int]], rows: int | None = None) -> str:
        """``a1-a2``: the two cells (column letter, row number from the bottom of a board of ``rows`` rows,
        default the start rectangle's), the lower (or left) one first."""
        return grid_move_name(sorted(move, key=lambda rc: (-rc[0], rc[1])), self.rows if rows is None else rows)

    def format_move(self, m: tuple[tuple[int, int], tuple[int, int]], p: Any = None) -> str:
        return self.move_name(m, None if p is None else p[0][0])

    def diagram(self, p: tuple[Board, int]) -> str:
        """The board with its coordinates (``a1`` bottom left) and the player to move."""
        return grid_board_diagram(self.board_text(p[0]), p[1])

    def board_summands(self, board: Board) -> list[Board]:
        """The 4-connected regions of empty cells (each on the board's grid); cells no domino can cover are left
        out."""
        rows, cols, empty = board
        parts = grid_components(rows, cols, _live(rows, cols, empty))
        return [(rows, cols, part) for part in parts] if len(parts) > 1 else [(rows, cols, parts[0] if parts else 0)]

    def board_key(self, board: Board) -> Hashable:
        """The sorted signed numbers of the board's regions (:func:`_regions_of`): equal for boards whose regions
        are the same shapes up to translation and the two reflections; a transposed region has the negative
        number."""
        return _regions_of(*board)

    def value_key(self, p: tuple[Board, int]) -> Hashable:
        return _regions_of(*p[0])

    def summands(self, p: tuple[Board, int]) -> list[tuple[Board, int]]:
        return [(b, p[1]) for b in self.board_summands(p[0])]

    def _region_sum(self, p: tuple[Board, int]) -> tuple[int, ...]:
        """The board of ``p`` as a sum of numbered regions (the hook of :func:`combgames.cgt.game_value`)."""
        return _regions_of(*p[0])

    def _domineering_board(self, p: tuple[Board, int]) -> Board:
        """The board of ``p`` (the hook by which :func:`combgames.cgt.game_value` hands a board to the compiled
        core of :mod:`combgames.cgt`, which numbers and values its regions as the two hooks above do)."""
        return p[0]

    def _region_options(self, n: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Left's and Right's options of region ``n`` (n >= 1), each a sum of numbered regions (the hook of
        :func:`combgames.cgt.game_value`)."""
        return _region_options(n)

    def left_options(self, p: tuple[Board, int]) -> list[tuple[Board, int]]:
        """The boards after each vertical domino (Right to move)."""
        rows, cols, empty = p[0]
        pairs = empty & (empty >> cols)
        out = []
        while pairs:
            low = pairs & -pairs
            out.append(((rows, cols, empty & ~(low | (low << cols))), 1))
            pairs ^= low
        return out

    def right_options(self, p: tuple[Board, int]) -> list[tuple[Board, int]]:
        """The boards after each horizontal domino (Left to move)."""
        rows, cols, empty = p[0]
        pairs = empty & (empty >> 1) & _not_last_column(rows, cols)
        out = []
        while pairs:
            low = pairs & -pairs
            out.append(((rows, cols, empty & ~(low | (low << 1))), 0))
            pairs ^= low
        return out


_SHAPES: list[tuple["_Universe", int]] = [(None, 0)]  # region number n >= 1 -> (its universe, its shape's mask)
_UNIVERSES: dict[int, "_Universe"] = {}  # width W -> the universe of shapes drawn W cells wide
_IN_FRAME: dict[tuple[int, int], dict[int, int]] = {}  # (rows, cols) -> {region's mask on that grid: signed number}


def _live(rows: int, cols: int, empty: int) -> int:
    """The empty cells with an empty neighbour (the others take no part in play)."""
    not_first, not_last = column_masks(rows, cols)
    return empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))


def _regions_of(rows: int, cols: int, empty: int) -> tuple[int, ...]:
    """The board as a sum of regions: the sorted signed numbers (:meth:`_Universe.number`) of the 4-connected
    regions of its live cells (empty cells with an empty neighbour; () for a board without a move)."""
    not_first, not_last = column_masks(rows, cols)
    rest = empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))
    if not rest:
        return ()
    known = _IN_FRAME.get((rows, cols))
    if known is None:
        known = _IN_FRAME[(rows, cols)] = {}
    parts = []
    while rest:
        comp = grid_component(rest & -rest, rest, cols, not_first, not_last)
        n = known.get(comp)
        if n is None:
            n = known[comp] = _universe(max(rows, cols) + 1).number(_drawn(comp, rows, cols, max(rows, cols) + 1))
        parts.append(n)
        rest ^= comp
    if len(parts) > 1:
        parts.sort()
    return tuple(parts)


def _drawn(mask: int, rows: int, cols: int, width: int) -> int:
    """A mask of a rows x cols grid redrawn on a grid ``width`` >= cols cells wide (row r at bit r * width)."""
    full = (1 << cols) - 1
    out = 0
    for r in range(rows):
        out |= ((mask >> (r * cols)) & full) << (r * width)
    return out


def _universe(width: int) -> "_Universe":
    found = _UNIVERSES.get(width)
    if found is None:
        found = _UNIVERSES[width] = _Universe(width)
    return found


def _region_options(n: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """(Left's options, Right's options) of the region numbered ``n``: for each vertical (Left) and horizontal
    (Right) domino on its shape, the board left as a sum of regions (sorted signed numbers)."""
    universe, shape = _SHAPES[n]
    return universe.options(shape, universe.width), universe.options(shape, 1)


class _Universe:
    """The region shapes of boards up to ``width - 1`` cells a side, drawn on a grid ``width`` cells wide whose
    last column stays empty (cell (r, c) is bit ``r * width + c``): a shift by one never carries a cell from one
    row into the next, so the neighbours of a set are ``m << 1 | m >> 1 | m << width | m >> width`` with no masks.

    A shape is drawn with its top row and left column at 0. Shapes equal up to translation and the reflections
    in the two axes (which keep each player's dominoes) have one number n >= 1, the transposed shape (which
    swaps Left's and Right's dominoes, so has the negative value) -n; the first of them met is the shape
    numbered n (``_SHAPES[n]``, whose options :meth:`options` lists). ``numbers`` maps every mask
    met (anywhere on the grid) to its signed number, and ``sums`` every board met (a mask) to its sum of
    regions."""

    __slots__ = ("width", "numbers", "sums", "around", "rows_back", "row_down")

    def __init__(self, width: int):
        self.width = width
        self.numbers: dict[int, int] = {}
        self.sums: dict[int, tuple[int, ...]] = {}
        self.around: dict[int, int] = {}  # a domino -> the cells next to it (made as the dominoes are met)
        self.rows_back: dict[int, int] = {}  # a row pattern -> the pattern read backwards (within width - 1)
        self.row_down: dict[int, int] = {}  # a row pattern -> the same cells down the first column

    def options(self, shape: int, step: int) -> list[tuple[int, ...]]:
        """The boards left by each domino of one direction (``step``: width vertical, 1 horizontal) on the
        region ``shape``, as sums of regions (each board met once: ``sums`` remembers it).

        The board left, R - D (R the region, D the domino), loses its dead cells (those with no empty neighbour,
        all next to D) and splits into regions by flood fills, on the grid with a margin (a fill step is five shifts
        and an ``and``). Every region of R - D holds a cell next to D (R is connected), so a fill from such a cell
        that reaches all the others has found the one region: it stops there, a few steps around D, without
        crossing the board; a fill that stops growing first is a region, and the next starts from a cell next to D
        not in it. (Cheaper on small boards than telling the regions apart by tables of the cells around D.)"""
        sums, numbers, around, w = self.sums, self.numbers, self.around, self.width
        out = []
        pairs = shape & (shape >> step)
        while pairs:
            low = pairs & -pairs
            pairs ^= low
            domino = low | (low << step)
            child = shape ^ domino
            found = sums.get(child)
            if found is None:
                rest = child & ((child << 1) | (child >> 1) | (child << w) | (child >> w))  # the live cells
                cells = around.get(domino)
                if cells is None:
                    cells = around[domino] = (domino << 1) | (domino >> 1) | (domino << w) | (domino >> w)
                near = rest & cells
                parts = []
                while rest:
                    region = near & -near
                    while True:  # the flood fill of combgames.base.grid_kernels.grid_component, with a margin
                        grow = (region | (region << 1) | (region >> 1) | (region << w) | (region >> w)) & rest
                        if grow == region or near & ~grow == 0:  # a region; or one holding every cell near D
                            break
                        region = grow
                    region = grow if grow == region else rest  # every region of R - D holds a cell near D
                    n = numbers.get(region)
                    parts.append(n if n is not None else self.new_region(region))
                    rest ^= region
                    near &= ~region
                if len(parts) > 1:
                    parts.sort()
                found = sums[child] = tuple(parts)
            out.append(found)
        return out

    def number(self, region: int) -> int:
        """The signed number of a region (a connected set of live cells anywhere on the grid), numbering its
        shape when it is new (see the class docstring)."""
        found = self.numbers.get(region)
        return found if found is not None else self.new_region(region)

    def new_region(self, region: int) -> int:
        """:meth:`number` for a region not met before at this place of the grid."""
        drawn = self.at_origin(region)
        found = self.numbers.get(drawn)
        if found is None:
            found = self.new_shape(drawn)
        self.numbers[region] = found
        return found

    def at_origin(self, region: int) -> int:
        """The region translated so its top row and left column are 0."""
        w = self.width
        region >>= ((region & -region).bit_length() - 1) // w * w
        used = region
        while used >> w:  # the union of the rows, folded onto the first
            used = (used & ((1 << w) - 1)) | (used >> w)
        return region >> ((used & -used).bit_length() - 1)

    def new_shape(self, drawn: int) -> int:
        """Number the shape ``drawn`` (at the origin) and its images under the two reflections: -n when its
        transpose is numbered n, else a new number n (``_SHAPES[n]`` is then this shape); return the number."""
        w = self.width
        full = (1 << w) - 1
        rows = []
        while drawn:
            rows.append(drawn & full)
            drawn >>= w
        images = self.reflections(rows)
        down = self.row_down
        transpose = 0  # row k's cells (k, c) go to (c, k): the row's pattern spread down a column, moved right k
        for k, line in enumerate(rows):
            column = down.get(line)
            if column is None:
                column = down[line] = sum(1 << (c * w) for c in range(line.bit_length()) if line >> c & 1)
            transpose |= column << k
        numbers = self.numbers
        if transpose in images:  # a shape equal to an image of its transpose is its own negative: +n
            found = None
        else:  # the transposed shape's images are all numbered, or none is
            found = numbers.get(transpose)
        if found is None:
            found = len(_SHAPES)
            _SHAPES.append((self, images[0]))
        else:
            found = -found
        for image in images:
            numbers[image] = found
        return found

    def reflections(self, rows: list[int]) -> tuple[int, int, int, int]:
        """The masks of the shape with these row patterns (top to bottom, at the origin) and of its images under
        the reflections in its two axes (rows reversed, columns reversed, both), each at the origin."""
        w = self.width
        used = 0
        for line in rows:
            used |= line
        shift = w - 1 - used.bit_length()  # reversed within the shape's width
        back = self.rows_back
        drawn = upside = mirror = both = 0
        top = (len(rows) - 1) * w
        at = 0
        for line in rows:
            rev = back.get(line)
            if rev is None:
                rev = back[line] = _reversed_bits(line, w - 1)
            rev >>= shift
            drawn |= line << at
            upside |= line << (top - at)
            mirror |= rev << at
            both |= rev << (top - at)
            at += w
        return drawn, upside, mirror, both


def _reversed_bits(pattern: int, length: int) -> int:
    """``pattern`` (``length`` bits) read backwards."""
    out = 0
    for i in range(length):
        if pattern >> i & 1:
            out |= 1 << (length - 1 - i)
    return out


_NOT_LAST: dict[tuple[int, int], int] = {}


def _not_last_column(rows: int, cols: int) -> int:
    m = _NOT_LAST.get((rows, cols))
    if m is None:
        m = 0
        for r in range(rows):
            for c in range(cols - 1):
                m |= 1 << (r * cols + c)
        _NOT_LAST[(rows, cols)] = m
    return m


GAMES = {"domineering": GameFactory(Domineering, Domineering.OPTIONS)}
