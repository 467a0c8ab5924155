"""Cram: Domineering where both players may place a domino either way; who cannot place one loses.

Cram is the impartial form of Domineering (Berlekamp-Conway-Guy [1]_ ch. 7; Gardner [2]_): a move covers two
adjacent empty cells of a grid, across or down, whoever moves. Under normal play every board is equivalent to a
Nim heap, its *nimber* (Sprague-Grundy value). Two facts of [1]_: on an even x even rectangle the second player
wins (nimber 0) by answering each domino with its image under the half turn, and on an even x odd rectangle the
first player wins by the central domino, then the same answers; a 1 x n strip is Dawson's Kayles, the octal game
0.07 (a domino takes two adjacent cells of a row, leaving no row, one or two).

A board is ``(rows, cols, empty)`` with ``empty`` the bitmask of the empty cells, cell ``r * cols + c`` (row r
from the top), as in :mod:`~combgames.games.domineering`; a position is ``(board, player to move)``. The game
``Cram(rows, cols)`` starts from the empty rectangle, ``Cram(board="../...")`` from any region; a board of any
shape is a position. Board text: rows separated by ``/``, ``.`` an empty cell and ``#`` a covered one. A move
is named by its two cells, ``a1-b1`` (column letter, row number from the bottom: ``a1`` is the bottom-left
cell). Position text is the board's, followed by ``" | 2"`` when the second player is to move.

Values. :meth:`Cram.nim_value` is the board's nimber by the compiled search of
:mod:`~combgames.games.cram_kernels` (regions split and XORed, a transposition table keyed by each region's
shape up to the symmetries of the grid, the half-turn rule), so ``combgames value cram`` prints ``*n`` and the
Grundy solver reads it. The board splits into its regions (:meth:`Cram.board_summands`), and
:meth:`Cram.canonical` keys a board by its regions' shapes up to translation, reflection and rotation.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., ch. 7
   (Cram; the symmetry strategy), ch. 4 (Dawson's Kayles, 0.07).
.. [2] M. Gardner, Mathematical Games, *Scientific American* 230 (February 1974).

Examples
--------
>>> g = Cram(2, 3)
>>> g.nim_value(g.initial()), g.format_position(g.initial())
(1, '.../...')
>>> [g.format_move(m) for m in g.moves(g.parse_position("##./..."))]
['a1-b1', 'b1-c1', 'c1-c2']
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable, Hashable

from combgames.base.bitboards import column_masks, grid_components
from combgames.base.checks import ArgumentTypeError, LimitError
from combgames.game import IllegalMoveError, PositionFormatError, player_suffix, split_player_suffix
from combgames.games.partizan import (grid_board_diagram, grid_cells_text, grid_cropped, grid_key, grid_masks,
                                      grid_move_name, parse_grid)
from combgames.games.registration import GameFactory
from combgames.options import Custom, Integer, Option, Options

__all__ = ["Cram", "CramTable", "GAMES", "MAX_SIDE", "PYTHON_CELLS", "cram_nimber", "domino_tiling"]

MAX_SIDE = 16
"""The longest side of a Cram start rectangle (the game's options)."""

PYTHON_CELLS = 20
"""Boards of at most this many cells are valued by the Python twin of the kernel (backend "auto"): it answers
them in well under a second, and a process that values only such boards never compiles the kernel."""

Board = tuple[int, int, int]
Position = tuple[Board, int]
Move = tuple[tuple[int, int], tuple[int, int]]


def _board_option(value: Any, name: str) -> str | None:
    """The ``board`` option: board text (it fixes the grid) or None (the empty rows x cols rectangle)."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ArgumentTypeError(f"option {name} must be board text like '../...' or none, not {value!r}")
    parse_board(value)
    return value


OPTIONS = Options(
    Option("rows", Integer(minimum=1, maximum=MAX_SIDE), 3, "rows of the start rectangle"),
    Option("cols", Integer(minimum=1, maximum=MAX_SIDE), 4, "columns of the start rectangle"),
    Option("board", Custom("board text like '##./...' ('.' empty, '#' covered; it fixes the grid), or none for "
                           "the empty rectangle", checker=_board_option,
                           parser=lambda text, name: None if text.strip().lower() == "none" else text), None,
           "the start board"),
)
"""The declared options of :class:`Cram` (constructor, catalogue and command line)."""


def parse_board(text: str) -> Board:
    """The board written ``text`` (rows separated by ``/``, ``.`` empty, ``#`` covered), as (rows, cols, empty).

    Raises
    ------
    PositionFormatError
        Naming the row and column of a bad symbol, or a row of another length.

    Examples
    --------
    >>> parse_board("#./..")
    (2, 2, 14)
    """
    rows, cols, lines = parse_grid(text, ".#", "Cram")
    (empty,) = grid_masks(lines, cols, ".")
    return (rows, cols, empty)


def board_text(board: Board) -> str:
    """The text of a board (the inverse of :func:`parse_board`)."""
    rows, cols, empty = board
    return grid_cells_text(rows, cols, lambda i: "." if empty >> i & 1 else "#") if rows * cols else "#"


def live_cells(rows: int, cols: int, empty: int) -> int:
    """The empty cells with an empty neighbour (the others take no part in play)."""
    not_first, not_last = column_masks(rows, cols)
    return empty & (((empty << 1) & not_first) | ((empty >> 1) & not_last) | (empty << cols) | (empty >> cols))


def domino_tiling(rows: int, cols: int, cells: int) -> list[tuple[int, int]] | None:
    """A tiling of the cells ``cells`` of a rows x cols grid by dominoes (pairs of adjacent cells, each cell in
    one), or None when there is none: a maximum matching of the grid graph, which is bipartite (the two colours
    of a chessboard), by augmenting paths (Kuhn). The covered cells of a Cram board played from a rectangle
    are tiled by the dominoes placed; the picture draws them so.

    Examples
    --------
    >>> domino_tiling(2, 2, 0b1111), domino_tiling(1, 3, 0b111)
    ([(0, 2), (1, 3)], None)
    """
    from combgames.base.bitboards import set_bits

    members = set(set_bits(cells))
    dark = [i for i in sorted(members) if (i // cols + i % cols) % 2 == 0]
    partner: dict[int, int] = {}  # light cell -> the dark cell it is paired with

    def neighbours(i: int) -> list[int]:
        r, c = divmod(i, cols)
        around = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        return [a * cols + b for a, b in around if 0 <= a < rows and 0 <= b < cols and a * cols + b in members]

    def augment(i: int, visited: set[int]) -> bool:
        for j in neighbours(i):
            if j not in visited:
                visited.add(j)
                if j not in partner or augment(partner[j], visited):
                    partner[j] = i
                    return True
        return False

    if 2 * len(dark) != len(members):
        return None
    for i in dark:
        if not augment(i, set()):
            return None
    return sorted(tuple(sorted(pair)) for pair in ((i, j) for j, i in partner.items()))


class CramTable:
    """The transposition table of the nimber kernel (:mod:`~combgames.games.cram_kernels`): 2^``bits`` slots of
    a region's key and its nimber (16 bytes a slot), kept between calls so that every board asked shares what
    was found; and the kernel's control array (stop flag, regions valued).

    Parameters
    ----------
    bits : int
        The table has 2^bits slots (default 20: 16 MiB); 10..30.
    """

    def __init__(self, bits: int = 20):
        import numpy as np

        from combgames.base.checks import check_int

        check_int(bits, "bits", minimum=10, maximum=30)
        self.bits = bits
        self.keys = np.zeros(1 << bits, dtype=np.int64)
        self.infos = np.zeros(1 << bits, dtype=np.int64)
        self.control = np.zeros(2, dtype=np.int64)

    @property
    def regions_valued(self) -> int:
        """The regions the kernel has valued with this table (searched, not read back)."""
        return int(self.control[1])

    def filled(self) -> int:
        """The slots in use."""
        import numpy as np

        return int(np.count_nonzero(self.infos))


_TABLES: dict[str, CramTable] = {}


def _shared_table(backend: str, cells: int = 0) -> CramTable:
    """The process's table for a backend (the Python twin keeps its own, so the twin tests compare them), with
    room for the regions of a board of ``cells`` cells: 2^(cells - 12) slots, from 2^20 to 2^24 (256 MiB). A
    3 x 12 board values about 30 million regions through a 2^20-slot table in 270 s and through 2^24 slots in
    about 20 s; a table too small for the board asked is replaced by a larger one (what it held is found again)."""
    bits = 16 if backend == "python" else min(24, max(20, cells - 12))
    table = _TABLES.get(backend)
    if table is None or table.bits < bits:
        table = _TABLES[backend] = CramTable(bits)
    return table


def cram_nimber(board: Board, *, backend: str = "auto", symmetry: bool = True, table: CramTable | None = None,
                progress: Callable[[dict], Any] | None = None) -> int:
    """The nimber (Sprague-Grundy value, normal play) of the Cram board ``(rows, cols, empty)``.

    Parameters
    ----------
    board : (int, int, int)
        The grid's rows and columns and the bitmask of its empty cells.
    backend : {"auto", "numba", "python"}
        The compiled kernel or its Python twin (:func:`combgames.games.cram_kernels.cram_nimber`); "auto" takes
        the twin for boards of at most :data:`PYTHON_CELLS` cells.
    symmetry : bool
        Use the half-turn rule (a region symmetric under the half turn of its box, with no cell at or next to
        the centre joined to its image, is a second-player win); off, every region is searched.
    table : CramTable, optional
        The transposition table (default the process's, one per backend).
    progress : callable, optional
        Called about once a second with ``{"phase": "cram", "positions": regions valued, "seconds": t}`` while
        the compiled kernel runs (Ctrl-C stops it within a second).

    Raises
    ------
    LimitError
        (refused) if a region's bounding box has more than 63 cells (a board the half-turn rule answers, such as
        an even x even rectangle, is answered whatever its size)
        (:data:`~combgames.games.cram_kernels.MAX_CELLS`).
    ValueError
        If a nimber exceeds 127 (the kernel's set of seen values).

    Examples
    --------
    >>> cram_nimber((4, 5, (1 << 20) - 1)), cram_nimber((1, 7, 0b1111111))
    (2, 1)
    """
    from combgames.base.kernels import resolve_backend
    from combgames.games import cram_kernels

    rows, cols, empty = board
    live = live_cells(rows, cols, empty)
    if not live:
        return 0
    h, w, (cropped,) = grid_cropped(rows, cols, (live,))
    if symmetry and cram_kernels.symmetric_loss(cropped, h, w):  # any size: the second player copies
        return 0
    if h * w <= cram_kernels.MAX_CELLS:
        parts = [(h, w, cropped)]
    else:
        parts = [_cropped(rows, cols, region) for region in grid_components(rows, cols, live)]
        for ph, pw, _ in parts:
            if ph * pw > cram_kernels.MAX_CELLS:
                raise LimitError(f"Cram nimbers are computed for regions whose bounding box has at most "
                                 f"{cram_kernels.MAX_CELLS} cells; this board has a {ph} x {pw} region", refused=True)
    used = resolve_backend(backend)
    if backend == "auto" and max((ph * pw for ph, pw, _ in parts), default=0) <= PYTHON_CELLS:
        used = "python"
    total = 0
    for part in parts:
        total ^= _region_nimber(part, used, symmetry, table or _shared_table(used, part[0] * part[1]), progress)
    return total


def _cropped(rows: int, cols: int, region: int) -> Board:
    h, w, (mask,) = grid_cropped(rows, cols, (region,))
    return (h, w, mask)


def _region_nimber(board: Board, backend: str, symmetry: bool, table: CramTable, progress) -> int:
    """The kernel's answer for one board of at most 63 cells (see :func:`cram_nimber`)."""
    from combgames.base.kernels import kernel, run_interruptible
    from combgames.games import cram_kernels

    rows, cols, empty = board
    fn = kernel(cram_kernels.cram_nimber, backend)
    call = lambda: fn(empty, rows, cols, table.keys, table.infos, table.control, symmetry)  # noqa: E731
    if backend == "python":
        table.control[0] = 0
        value = int(call())
    else:
        start = time.monotonic()
        first = table.regions_valued
        value = int(run_interruptible(call, table.control, 0, progress=progress, report=lambda: {
            "phase": "cram", "positions": table.regions_valued - first, "seconds": time.monotonic() - start}))
    if value == cram_kernels.NIMBER_TOO_LARGE:
        raise ValueError(f"a Cram region of {board_text(board)} has an option of nimber above "
                         f"{cram_kernels.MAX_NIMBER}, more than the kernel holds")
    return value


@lru_cache(maxsize=4096)
def region_key(rows: int, cols: int, region: int) -> tuple:
    """A key equal for regions that are images of one another under translation and the symmetries of the grid
    (reflections, rotations, the transposition: each keeps Cram's moves): :func:`combgames.games.partizan.grid_key`
    with the transposition."""
    return grid_key(rows, cols, (region,), transpose=True)


class Cram:
    """Cram from the empty ``rows`` x ``cols`` rectangle, or from the board ``board`` (see the module docstring).

    Parameters
    ----------
    rows, cols : int
        The start rectangle, 1..:data:`MAX_SIDE` each (default 3 x 4); ignored when ``board`` is given.
    board : str, optional
        Board text (``.`` empty, ``#`` covered), e.g. ``"##./..."``: the start board, on its own grid.

    Raises
    ------
    ValueError
        For a side outside 1..:data:`MAX_SIDE` or malformed board text.
    """

    OPTIONS = OPTIONS
    name = "cram"
    players = 2
    impartial = True
    convention = "normal"
    acyclic = True
    no_move_rule = "loss"

    def __init__(self, rows: int = 3, cols: int = 4, board: str | None = None):
        values = OPTIONS.check(rows=rows, cols=cols, board=board)
        self.board = values["board"]
        if self.board is None:
            self.rows, self.cols = values["rows"], values["cols"]
            self.start = (self.rows, self.cols, (1 << (self.rows * self.cols)) - 1)
        else:
            self.start = parse_board(self.board)
            self.rows, self.cols = self.start[0], self.start[1]

    def __repr__(self) -> str:
        return f"Cram(board={self.board!r})" if self.board is not None else f"Cram({self.rows}, {self.cols})"

    def cache_key(self) -> str:
        return f"cram;board={board_text(self.start)}"

    # ------------------------------------------------------------------ rules
    def initial(self) -> Position:
        return (self.start, 0)

    def to_move(self, p: Position) -> int:
        return p[1]

    def board_options(self, board: Board) -> list[tuple[Move, Board]]:
        """``(move, board after it)`` for every domino: across ((r, c), (r, c + 1)), then down ((r, c), (r + 1, c))."""
        rows, cols, empty = board
        _, not_last = column_masks(rows, cols)
        out = []
        for pairs, step in ((empty & (empty >> 1) & not_last, 1), (empty & (empty >> cols), cols)):
            while pairs:
                low = pairs & -pairs
                r, c = divmod(low.bit_length() - 1, cols)
                move = ((r, c), (r, c + 1)) if step == 1 else ((r, c), (r + 1, c))
                out.append((move, (rows, cols, empty & ~(low | (low << step)))))
                pairs ^= low
        return out

    def moves(self, p: Position) -> list[Move]:
        return [m for m, _ in self.board_options(p[0])]

    def play(self, p: Position, m: Move) -> Position:
        for move, board in self.board_options(p[0]):
            if move == m:
                return (board, 1 - p[1])
        self.check_position(p)
        raise IllegalMoveError(f"illegal move {m!r} in {self.format_position(p)} of {self!r}: a move covers two "
                               "adjacent empty cells")

    def result(self, p: Position) -> None:
        return None

    def check_position(self, p: Any) -> None:
        """Raise unless ``p`` is ``((rows, cols, empty), player)`` with the mask inside the grid and player 0 or 1.

        Raises
        ------
        TypeError
            If ``p`` is not such a pair of ints.
        ValueError
            If the mask does not fit the grid or the player is not 0 or 1.
        """
        if not (isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], tuple) and len(p[0]) == 3
                and all(type(x) is int for x in p[0])):
            raise TypeError(f"not a position of {self!r}: a position is ((rows, cols, empty cells), player), "
                            f"not {p!r}")
        (rows, cols, empty), player = p
        if type(player) is not int or player not in (0, 1):
            raise ValueError(f"not a position of {self!r}: the player to move must be 0 or 1, not {player!r}")
        if not (rows >= 0 and cols >= 0 and 0 <= empty < (1 << (rows * cols))):
            raise ValueError(f"not a position of {self!r}: {p[0]!r} (the mask must fit rows x cols cells)")

    def is_setup_position(self, p: Any) -> bool:
        """True for every well-formed position: Cram is played from any board."""
        self.check_position(p)
        return True

    # ------------------------------------------------------------------ regions and keys
    def board_summands(self, board: Board) -> list[Board]:
        """The regions of the board (4-connected sets of cells a domino can cover), each on the board's grid; the
        board's nimber is the XOR of theirs."""
        rows, cols, empty = board
        return [(rows, cols, part) for part in grid_components(rows, cols, live_cells(rows, cols, empty))]

    def board_key(self, board: Board) -> Hashable:
        """The sorted keys of the board's regions (:func:`region_key`): equal for boards whose regions are the same
        shapes up to translation, reflection and rotation (so of equal nimber)."""
        rows, cols, empty = board
        return tuple(sorted(region_key(rows, cols, part)
                            for part in grid_components(rows, cols, live_cells(rows, cols, empty))))

    def canonical(self, p: Position) -> Hashable:
        """The transposition key: :meth:`board_key` (the player to move does not count: Cram is impartial)."""
        return self.board_key(p[0])

    # ------------------------------------------------------------------ values
    def nim_value(self, p: Position, progress: Callable[[dict], Any] | None = None) -> int:
        """The nimber of ``p``'s board (:func:`cram_nimber`, reporting to ``progress`` while its kernel runs)."""
        return cram_nimber(p[0], progress=progress)

    def outcome_class(self, p: Position) -> str:
        """``"P"`` when the nimber is 0 (the player to move loses), else ``"N"``."""
        return "N" if self.nim_value(p) else "P"

    def winning_moves(self, p: Position) -> list[Move]:
        """The moves to a board of nimber 0."""
        return [m for m, board in self.board_options(p[0]) if cram_nimber(board) == 0]

    # ------------------------------------------------------------------ notation
    def format_position(self, p: Position) -> str:
        return player_suffix(board_text(p[0]), p[1])

    def parse_position(self, text: str) -> Position:
        """The position written ``text``: the board's text, then ``" | 2"`` when the second player is to move."""
        rest, player = split_player_suffix(text)
        return (parse_board(rest.strip()), player)

    def format_move(self, m: Move, p: Any = None) -> str:
        """``a1-b1``: the two cells (column letter, row number from the bottom), the lower (or left) one first."""
        rows = self.rows if p is None else p[0][0]
        return grid_move_name(sorted(m, key=lambda rc: (-rc[0], rc[1])), rows)

    def parse_move(self, text: str, p: Position) -> Move:
        for m in self.moves(p):
            if self.format_move(m, p) == text.strip():
                return m
        raise PositionFormatError(f"move {text!r} is not a legal move in {self.format_position(p)}: write the two "
                                  "empty cells of a domino, e.g. a1-b1")

    def diagram(self, p: Position) -> str:
        """The board with its coordinates (``a1`` bottom left) and the player to move."""
        text = grid_board_diagram(board_text(p[0]), 0)
        return text.rsplit("\n", 1)[0] + f"\nplayer {p[1] + 1} to move"


GAMES = {"cram": GameFactory(Cram, OPTIONS)}
