"""Domineering: Left places vertical dominoes, Right horizontal ones; who cannot place one loses.

Played on any region of a grid (Berlekamp-Conway-Guy [1]_ ch. 1-2; Siegel [2]_ I.1, II). A board is
``(rows, cols, empty)`` with ``empty`` the bitmask of the empty cells, cell ``r * cols + c`` (row r from the
top, column c from the left); the game ``Domineering(rows, cols)`` starts from the empty rows x cols
rectangle, and a board of any shape is a position of the ruleset. Left's domino covers two cells of a column,
Right's two cells of a row (CGSuite's convention: Left vertical). Board text: rows separated by ``/``, ``.`` an
empty cell and ``#`` a filled one, e.g. ``"../.."``. A move is named by its two cells, ``a1-a2`` (column
letter, row number from the top).

For values (:func:`combgames.cgt.game_value`) a board splits into its 4-connected regions of empty cells
(``summands``), and a region's key is its cropped bitmask up to the reflections in the two axes, which keep
each player's dominoes. The transposition exchanges Left and Right, so a region and its transpose have
opposite values: they share a number with opposite signs, and the walk values the first one it meets and
negates that value for the other.

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
        """The 4-connected regions of empty cells (each on the board's grid: keys ignore translation); cells no
        domino can cover are left out."""
        parts = _split(*board)[1]
        return list(parts) if parts else [board]

    def board_key(self, board: Board) -> Hashable:
        """For one region, the least of the cropped board's images under the reflections in its two axes; for
        several, the sorted keys of the regions (a sum is known by its summands)."""
        return _split(*board)[0]

    def value_key(self, p: tuple[Board, int]) -> Hashable:
        found = _SPLITS.get(p[0])  # the common case, a board split before, without a further call
        return (found if found is not None else _split(*p[0]))[0]

    def summands(self, p: tuple[Board, int]) -> list[tuple[Board, int]]:
        found = _SPLITS.get(p[0])
        parts = (found if found is not None else _split(*p[0]))[1]
        return [(b, p[1]) for b in parts] if parts else [p]

    def _negated_value_key(self, key: Hashable) -> int | None:
        """The key of the transposed region of a region keyed ``key`` (its value is the negative of this one's,
        see :func:`combgames.cgt.values.game_value`); None for a board of several regions."""
        return -key if type(key) is int else None

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


_SPLITS: dict[Board, tuple] = {}
_REGIONS: dict[tuple, int] = {}
_SPLITS_MAX = 1 << 21


def _split(rows: int, cols: int, empty: int) -> tuple:
    """(key, regions): the board's value key and its regions (None for one region), remembered for up to
    2^21 boards (a pure function of the board).

    Empty cells with no empty neighbour take no part in play and are dropped first. A region's key is a small
    int numbering its shape (regions equal up to translation and the two reflections share it; see
    :func:`_region_key` for the sign); a board of several regions is keyed by the sorted numbers of its regions.
    """
    board = (rows, cols, empty)
    found = _SPLITS.get(board)
    if found is not None:
        return found
    not_first, not_last = column_masks(rows, cols)
    live = empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))
    if live != empty:
        inner = _split(rows, cols, live)
        found = (inner[0], inner[1] if inner[1] is not None else ((rows, cols, live),))
    else:
        parts = grid_components(rows, cols, empty)
        if len(parts) <= 1:
            found = (_region_key(rows, cols, empty), None)
        else:  # each part is one region of live cells: keyed without splitting it again
            boards = tuple((rows, cols, part) for part in parts)  # keys ignore translation
            found = (tuple(sorted([_region_key(rows, cols, part) for part in parts])), boards)
    if len(_SPLITS) < _SPLITS_MAX:
        _SPLITS[board] = found
    return found


def _region_key(rows: int, cols: int, region: int) -> int:
    """The signed number of the shape of one region of live cells (see :func:`_split`), remembered in
    ``_SPLITS`` as the split of the board holding just that region.

    A shape and its transpose (which swaps Left's and Right's dominoes, so has the negative value) share a
    number n >= 1 in ``_REGIONS``: the orientation whose reflection key is the lesser has key n, the other -n
    (n when the two keys agree). :meth:`Domineering._negated_value_key` then lets the walk value one of the two."""
    board = (rows, cols, region)
    found = _SPLITS.get(board)
    if found is None:
        h, w, cropped = _cropped(rows, cols, region)
        if h * w == 0:
            found = (_REGIONS.setdefault((0, 0, 0), len(_REGIONS) + 1), None)
        else:
            key = (h, w, _reflection_key(h, w, cropped))
            flipped = (w, h, _reflection_key(w, h, _transposed(h, w, cropped)))
            n = _REGIONS.setdefault(min(key, flipped), len(_REGIONS) + 1)
            found = (n if key <= flipped else -n, None)
        if len(_SPLITS) < _SPLITS_MAX:
            _SPLITS[board] = found
    return found[0]


def _cropped(rows: int, cols: int, mask: int) -> tuple[int, int, int]:
    """(h, w, mask) of one mask cropped to its smallest rectangle: :func:`~combgames.games.partizan.grid_cropped` for one mask,
    reading only the rows it occupies."""
    if not mask:
        return 0, 0, 0
    r0 = ((mask & -mask).bit_length() - 1) // cols
    h = (mask.bit_length() - 1) // cols - r0 + 1
    mask >>= r0 * cols
    full = (1 << cols) - 1
    lines = [(mask >> (k * cols)) & full for k in range(h)]
    used = 0
    for line in lines:
        used |= line
    c0 = (used & -used).bit_length() - 1
    w = used.bit_length() - c0
    out = 0
    for k, line in enumerate(lines):
        out |= (line >> c0) << (k * w)
    return h, w, out


def _reflection_key(rows: int, cols: int, mask: int) -> int:
    """The least of the masks of a rows x cols grid's images under the reflections in its two axes (the
    identity, rows reversed, columns reversed, both): equal for boards that are such images of one another."""
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
    return min(mask, upside, mirror, both)


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
