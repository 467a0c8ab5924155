"""Domineering: Left places vertical dominoes, Right horizontal ones; who cannot place one loses.

Played on any region of a grid (Berlekamp-Conway-Guy [1]_ ch. 1-2; Siegel [2]_ I.1, II). A board is
``(rows, cols, empty)`` with ``empty`` the bitmask of the empty cells, cell ``r * cols + c`` (row r from the
top, column c from the left); the game ``Domineering(rows, cols)`` starts from the empty rows x cols
rectangle, and a board of any shape is a position of the ruleset. Left's domino covers two cells of a column,
Right's two cells of a row (CGSuite's convention: Left vertical). Board text: rows separated by ``/``, ``.`` an
empty cell and ``#`` a filled one, e.g. ``"../.."``. A move is named by its two cells, ``a1-a2`` (column
letter, row number from the top).

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

from functools import lru_cache
from typing import Any, Hashable

from combgames.games.boards import column_name
from combgames.games.partizan import LEFT, PartizanGame, column_masks, grid_cells_text, grid_components, parse_grid
from combgames.games.registration import GameFactory
from combgames.options import Integer, Option, Options
from groundwork.bitboards import grid_component

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
        empty = 0
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch == ".":
                    empty |= 1 << (r * cols + c)
        return (rows, cols, empty)

    def move_name(self, move: tuple[tuple[int, int], tuple[int, int]]) -> str:
        """``a1-a2``: the two cells (column letter, row number from the top)."""
        return "-".join(f"{column_name(c)}{r + 1}" for r, c in move)

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


_SHAPES: list[tuple[int, int, int]] = [(0, 0, 0)]  # region number n >= 1 -> its shape (h, w, mask)
_NUMBERS: dict[tuple[int, int, int], int] = {}  # a shape (h, w, mask), cropped -> its region number
_IN_FRAME: dict[tuple[int, int], dict[int, int]] = {}  # (h, w) -> {region's mask on an h x w grid: signed number}


def _live(rows: int, cols: int, empty: int) -> int:
    """The empty cells with an empty neighbour (the others take no part in play)."""
    not_first, not_last = column_masks(rows, cols)
    return empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))


def _regions_of(rows: int, cols: int, empty: int) -> tuple[int, ...]:
    """The board as a sum of regions: the sorted signed numbers (:func:`_region_number`) of the 4-connected
    regions of its live cells (empty cells with an empty neighbour; () for a board without a move)."""
    not_first, not_last = column_masks(rows, cols)
    return _sum_in_frame(rows, cols, empty, not_first, not_last, _frame_numbers(rows, cols))


def _frame_numbers(rows: int, cols: int) -> dict[int, int]:
    found = _IN_FRAME.get((rows, cols))
    if found is None:
        found = _IN_FRAME[(rows, cols)] = {}
    return found


def _sum_in_frame(rows: int, cols: int, empty: int, not_first: int, not_last: int, known: dict) -> tuple:
    """:func:`_regions_of` with the grid's column masks and its table ``known`` of region masks already
    numbered (the hot path of the walk: each region found by a bit-parallel flood fill from its lowest cell)."""
    rest = empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))
    if not rest:
        return ()
    parts = []
    while rest:
        comp = grid_component(rest & -rest, rest, cols, not_first, not_last)
        n = known.get(comp)
        if n is None:
            n = known[comp] = _region_number(rows, cols, comp)
        parts.append(n)
        rest ^= comp
    if len(parts) > 1:
        parts.sort()
    return tuple(parts)


def _region_number(rows: int, cols: int, region: int) -> int:
    """The signed number of one region of live cells on a rows x cols grid.

    Shapes equal up to translation and the reflections in the two axes (which keep each player's dominoes)
    have one number n >= 1; the transposed shape (which swaps Left's and Right's dominoes, so has the negative
    value) has -n. Of a shape's eight images, the least (h, w, mask) is the one numbered n (``_SHAPES[n]``),
    the one whose options :func:`_region_options` lists; a shape equal to an image of its transpose is n."""
    h, w, cropped = _cropped(rows, cols, region)
    n = _NUMBERS.get((h, w, cropped))
    if n is not None:
        return n
    images = _reflections(h, w, cropped)
    flipped = _reflections(w, h, _transposed(h, w, cropped))
    mine, theirs = (h, w, min(images)), (w, h, min(flipped))
    n = len(_SHAPES)
    _SHAPES.append(min(mine, theirs))
    sign = 1 if mine <= theirs else -1
    for image in images:
        _NUMBERS.setdefault((h, w, image), sign * n)
    for image in flipped:
        _NUMBERS.setdefault((w, h, image), -sign * n)
    return _NUMBERS[(h, w, cropped)]


def _region_options(n: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """(Left's options, Right's options) of the region numbered ``n``: for each vertical (Left) and horizontal
    (Right) domino on the shape ``_SHAPES[n]``, the board left as a sum of regions (:func:`_regions_of`)."""
    h, w, shape = _SHAPES[n]
    frame = _FRAMES.get((h, w))
    if frame is None:
        frame = _FRAMES[(h, w)] = _Frame(h, w)
    return _options(frame, shape, frame.vertical, w), _options(frame, shape, frame.horizontal, 1)


def _options(frame: "_Frame", shape: int, dominoes: list, step: int) -> list[tuple[int, ...]]:
    """The boards left by each domino of one direction (``step``: cols vertical, 1 horizontal) on a connected
    region ``shape`` of ``frame``, as sums of regions (remembered in ``frame.sums`` by their masks).

    Every region of R - D (R connected, D the domino) holds a cell next to D, and the cells next to D that
    are joined through the cells around them (:meth:`_Frame.window`) are in one region; so the groups of
    :func:`_touching_groups` tell the regions apart: one group, one region (no flood fill); k groups, at most k
    regions, found by flood fills from all but the last group left over."""
    rows, cols, not_first, not_last, sums = frame.rows, frame.cols, frame.not_first, frame.not_last, frame.sums
    out = []
    pairs = shape & (shape >> step) & (not_last if step == 1 else -1)
    while pairs:
        low = pairs & -pairs
        pairs ^= low
        domino = low | (low << step)
        child = shape ^ domino
        found = sums.get(child)
        if found is not None:
            out.append(found)
            continue
        cell = low.bit_length() - 1
        window = dominoes[cell]
        if window is None:
            window = dominoes[cell] = frame.window(domino)
        around = child & window[0]
        split = window[2].get(around)
        if split is None:
            split = window[2][around] = _touching_groups(frame, around, window[1])
        dead, groups = split
        rest = child ^ dead
        if not rest:
            found = ()
        elif len(groups) == 1:
            found = sums.get(rest)
            if found is None:
                found = sums[rest] = (_region_number(rows, cols, rest),)
        else:
            parts = []
            for i in range(len(groups) - 1):
                comp = groups[i] & rest
                if not comp:
                    continue
                while True:
                    grow = (comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last) | (comp << cols)
                            | (comp >> cols)) & rest
                    if grow == comp:
                        break
                    comp = grow
                one = sums.get(comp)
                if one is None:
                    one = sums[comp] = (_region_number(rows, cols, comp),)
                parts.append(one[0])
                rest ^= comp
            if rest:
                one = sums.get(rest)
                if one is None:
                    one = sums[rest] = (_region_number(rows, cols, rest),)
                parts.append(one[0])
            if len(parts) > 1:
                parts.sort()
            found = tuple(parts)
        sums[child] = found
        out.append(found)
    return out


def _touching_groups(frame: "_Frame", around: int, touching: int) -> tuple[int, tuple[int, ...]]:
    """(dead, groups) for the empty cells ``around`` a domino just placed (its window): ``dead``, the cells next
    to the domino left with no empty neighbour; ``groups``, the other cells next to it, grouped by the
    4-connected parts of ``around`` that join them."""
    cols, not_first, not_last = frame.cols, frame.not_first, frame.not_last
    near = around & (((around << 1) & not_first) | ((around >> 1) & not_last) | (around << cols) | (around >> cols))
    dead = touching & around & ~near
    left = touching & near
    live = around & ~dead
    groups = []
    while left:
        comp = grid_component(left & -left, live, cols, not_first, not_last)
        groups.append(comp & touching)
        left &= ~comp
    return dead, tuple(groups)


class _Frame:
    """The tables of one rows x cols grid for the options of its regions: its column masks, the sums of regions
    of the boards (masks) met on it, and for the domino whose first cell is each cell, vertical and horizontal,
    its window (the cells around it and the cells next to those: every neighbour of a cell next to the domino)
    with the cells next to it, and the groups of :func:`_touching_groups` by the empty cells of the window."""

    __slots__ = ("rows", "cols", "not_first", "not_last", "sums", "vertical", "horizontal")

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.not_first, self.not_last = column_masks(rows, cols)
        self.sums: dict[int, tuple[int, ...]] = {}  # a board's mask on this grid -> its sum of regions
        self.vertical: list = [None] * (rows * cols)  # windows, made as the dominoes are met
        self.horizontal: list = [None] * (rows * cols)

    def window(self, domino: int) -> tuple[int, int, dict]:
        """(the window of ``domino``: the cells within distance 2 of it; the cells next to it; an empty table
        for the groups of :func:`_touching_groups` by the empty cells of the window)."""
        touching = self.spread(domino) & ~domino
        return self.spread(touching) & ~domino, touching, {}

    def spread(self, cells: int) -> int:
        """``cells`` and their neighbours on the grid."""
        cols, not_first, not_last = self.cols, self.not_first, self.not_last
        grown = cells | ((cells << 1) & not_first) | ((cells >> 1) & not_last) | (cells << cols) | (cells >> cols)
        return grown & ((1 << (self.rows * cols)) - 1)


_FRAMES: dict[tuple[int, int], _Frame] = {}


def _cropped(rows: int, cols: int, mask: int) -> tuple[int, int, int]:
    """(h, w, mask) of one mask cropped to its smallest rectangle: :func:`~combgames.games.partizan.grid_cropped`
    for one mask, reading only the rows it occupies (their union by doubling shifts)."""
    if not mask:
        return 0, 0, 0
    r0 = ((mask & -mask).bit_length() - 1) // cols
    h = (mask.bit_length() - 1) // cols - r0 + 1
    mask >>= r0 * cols
    used, span = mask, cols
    while span < h * cols:
        used |= used >> span
        span <<= 1
    used &= (1 << cols) - 1
    c0 = (used & -used).bit_length() - 1
    w = used.bit_length() - c0
    if w == cols:
        return h, w, mask
    line = ((1 << w) - 1) << c0
    out = 0
    for k in range(h):
        out |= ((mask >> (k * cols)) & line) >> c0 << (k * w)
    return h, w, out


def _reflections(rows: int, cols: int, mask: int) -> tuple[int, int, int, int]:
    """The masks of a rows x cols grid's images under the reflections in its two axes (the identity, rows
    reversed, columns reversed, both)."""
    reverse = _reversed_rows(cols)
    full = (1 << cols) - 1
    top_down = (rows - 1) * cols
    upside = mirror = both = 0
    for k in range(rows):
        line = (mask >> (k * cols)) & full
        back = reverse[line]
        upside |= line << (top_down - k * cols)
        mirror |= back << (k * cols)
        both |= back << (top_down - k * cols)
    return mask, upside, mirror, both


@lru_cache(maxsize=64)
def _reversed_rows(cols: int) -> list[int]:
    """For each row pattern of ``cols`` bits, the pattern read backwards (2^cols entries)."""
    table = [0] * (1 << cols)
    for pattern in range(1, 1 << cols):
        low = pattern & -pattern
        table[pattern] = table[pattern ^ low] | (1 << (cols - low.bit_length()))
    return table


def _transposed(rows: int, cols: int, mask: int) -> int:
    """The mask of the transposed grid (cols x rows): cell (r, c) goes to (c, r), a row at a time."""
    spread = _spread_rows(rows, cols)
    full = (1 << cols) - 1
    out = 0
    for r in range(rows):
        out |= spread[(mask >> (r * cols)) & full] << r
    return out


@lru_cache(maxsize=256)
def _spread_rows(rows: int, cols: int) -> list[int]:
    """For each row pattern of ``cols`` bits, the column of the transposed grid it becomes (bit c goes to bit
    c * rows): the transposition of :func:`_transposed` reads this table once per row (2^cols entries)."""
    table = [0] * (1 << cols)
    for pattern in range(1, 1 << cols):
        low = pattern & -pattern
        table[pattern] = table[pattern ^ low] | (1 << ((low.bit_length() - 1) * rows))
    return table


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
