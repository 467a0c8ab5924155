"""The rules of Tactix and TACTIX: Nim on a grid of counters, under normal or misere play.

A position is a set of counters on the cells of an m x n grid. A move removes a non-empty run of
*consecutive present* counters in one row or in one column (no gaps inside the run). Piet Hein's TACTIX is
played on the full 4 x 4 board under the misere convention (who takes the last counter loses); Tactix with
a lower-case t is the same game under normal play (who takes the last counter wins), from any subset of the
grid (seeds/004_7c4ca64fa9fabca3.txt, "Tactix" and "TACTIX").

Representation
--------------
Positions are ``(mask, player)``: a bitmask of the present counters (cell (r, c) is bit ``r * cols + c``)
and the player to move. A move is the bitmask of the counters it removes. The canonical key is the least
image of the mask under the grid's symmetry group (the 8 symmetries of a square grid, the 4 of a
non-square rectangle) and drops the player: the game is impartial.

Text notation: rows separated by ``/`` (or newlines), ``x`` (or ``o``, ``X``, ``1``) a counter, ``.`` (or
``_``, ``0``) an empty cell, e.g. ``"xx../.xxx"``, the top row first. Cells are named like a chess board:
columns ``a, b, ...`` from the left, rows ``1, 2, ...`` from the bottom (``a1`` is the bottom-left cell, as in
every square-grid game of the toolkit); a move is written ``a1-c1`` (a run) or ``b2`` (one counter), and
:meth:`TactixRules.diagram` draws the board with these coordinates.

This module holds the rules only (:class:`TactixRules`: board, moves, symmetry, notation). The game with its
theory is :class:`combgames.games.tactix.Tactix`, a subclass answering ``nim_value``, ``outcome_class`` and
``winning_moves`` from :mod:`~combgames.games.tactix.values`; the theory modules import these rules, never the
game, so the package's modules form no import cycle.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Iterable

from combgames.game import IllegalMoveError, PositionFormatError, player_suffix, split_player_suffix
from combgames.games._pickling import portable_state
from combgames.games.boards import column_name, grid_diagram
from combgames.games.heaps import CONVENTION_OPTION
from combgames.options import Custom, Integer, Option, Options
from combgames.symmetry import CellGroup, dihedral_rectangle
from combgames.base.checks import ArgumentTypeError, is_int

if TYPE_CHECKING:
    import networkx

__all__ = ["MAX_CELLS", "OPTIONS", "TactixRules", "board_mask", "cells_of", "column_name", "format_board",
           "move_masks", "parse_board"]

Position = tuple[int, int]

_PRESENT = set("xXoO1#*")
_EMPTY = set("._0-")

MAX_CELLS = 100_000
"""The most cells of a Tactix grid (rows * cols); far beyond what any solver can value."""


def _board_value(value: Any, name: str) -> int | str | None:
    """The ``board`` option: board text, a bitmask of the counters, or None (the full grid)."""
    if value is None or isinstance(value, str):
        if isinstance(value, str):
            parse_board(value)
        return value
    if not is_int(value) or value < 0:
        raise ArgumentTypeError(f"option {name} must be board text like 'xx../.xxx', a bitmask >= 0 or None, "
                                f"not {value!r}")
    return int(value)


OPTIONS = Options(
    Option("rows", Integer(minimum=1, maximum=MAX_CELLS), 4, "rows of the grid"),
    Option("cols", Integer(minimum=1, maximum=MAX_CELLS), 4, "columns of the grid"),
    Option("board", Custom("board text like 'xx../.xxx' (it fixes the grid), or none for the full grid",
                           checker=_board_value,
                           parser=lambda text, name: None if text.strip().lower() == "none" else text), None,
           "the starting counters"),
    CONVENTION_OPTION,
)
"""The declared options of :class:`~combgames.games.tactix.Tactix` (constructor, catalogue and command line)."""


def parse_board(text: str) -> tuple[int, int, int]:
    """Parse board text like ``"xx../.xxx"`` into ``(rows, cols, mask)``.

    Raises
    ------
    PositionFormatError
        If the rows have different lengths or a character is neither a counter nor an empty cell.

    Examples
    --------
    >>> parse_board("xx../.xxx")
    (2, 4, 227)
    """
    if not isinstance(text, str):
        raise TypeError(f"board text must be a str, not {type(text).__name__}")
    lines = [ln.strip() for ln in text.replace("\n", "/").split("/")]
    lines = [ln for ln in lines if ln]
    if not lines:
        raise PositionFormatError(f"board text must have at least one row, not {text!r}")
    cols = len(lines[0])
    mask = 0
    for r, line in enumerate(lines):
        if len(line) != cols:
            raise PositionFormatError(f"board text row {r + 1}: expected {cols} cells, got {len(line)} ({line!r})")
        for c, ch in enumerate(line):
            if ch in _PRESENT:
                mask |= 1 << (r * cols + c)
            elif ch not in _EMPTY:
                raise PositionFormatError(
                    f"board text row {r + 1}, column {c + 1}: expected 'x' or '.', got {ch!r}")
    return len(lines), cols, mask


def format_board(mask: int, rows: int, cols: int) -> str:
    """Return the text form of ``mask`` on a rows x cols board (rows joined by ``/``).

    Examples
    --------
    >>> format_board(227, 2, 4)
    'xx../.xxx'
    """
    return "/".join("".join("x" if mask >> (r * cols + c) & 1 else "." for c in range(cols))
                    for r in range(rows))


def board_mask(cells: Iterable[tuple[int, int]], cols: int) -> int:
    """Return the bitmask of the ``(row, col)`` cells on a board with ``cols`` columns."""
    mask = 0
    for r, c in cells:
        mask |= 1 << (r * cols + c)
    return mask


def cells_of(mask: int, cols: int) -> list[tuple[int, int]]:
    """Return the ``(row, col)`` cells of ``mask`` on a board with ``cols`` columns, in row-major order."""
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(divmod(i, cols))
        mask >>= 1
        i += 1
    return out


class TactixRules:
    """The rules of Tactix (normal play) or TACTIX (misere play) on a subset of an m x n grid: positions,
    moves, symmetry and notation, without the theory (:class:`~combgames.games.tactix.Tactix` adds it).

    Parameters
    ----------
    rows, cols : int
        The grid size (default 4 x 4, Piet Hein's board).
    board : int or str, optional
        The starting counters: a bitmask or board text; default the full grid. Board text fixes the grid
        size itself (then ``rows``/``cols`` must agree with it or be left at their defaults).
    convention : {"normal", "misere"}
        ``"normal"`` (Tactix: who takes the last counter wins, default) or ``"misere"`` (TACTIX: who takes
        the last counter loses) [1]_.

    Raises
    ------
    ValueError
        If the grid is empty or has more than :data:`MAX_CELLS` cells, the mask has bits outside the grid, board
        text disagrees with ``rows``/``cols``, or the convention is unknown.
    TypeError
        If an argument has the wrong type.

    Notes
    -----
    Every position ``(mask, player)`` with counters on cells of the grid is a legal set-up
    (:meth:`is_setup_position`), reachable from the start or not.

    References
    ----------
    .. [1] J. Iacono and K. Mazur, "Tactix on an S-shaped board",
       seeds/004_7c4ca64fa9fabca3.txt.
    """

    players = 2
    impartial = True
    acyclic = True

    OPTIONS = OPTIONS

    def __init__(self, rows: int = 4, cols: int = 4, board: int | str | None = None, *,
                 convention: str = "normal"):
        values = OPTIONS.check(rows=rows, cols=cols, board=board, convention=convention)
        rows, cols, board = values["rows"], values["cols"], values["board"]
        if isinstance(board, str):
            r, c, mask = parse_board(board)
            if (rows, cols) not in ((4, 4), (r, c)):
                raise ValueError(f"board text is {r} x {c} but rows={rows}, cols={cols} were given")
            rows, cols, board = r, c, mask
        if rows * cols > MAX_CELLS:
            raise ValueError(f"a Tactix grid of {rows} x {cols} = {rows * cols:,} cells is larger than the limit of "
                             f"{MAX_CELLS:,} cells")
        full = (1 << (rows * cols)) - 1
        if board is None:
            board = full
        if board & ~full:
            raise ValueError(f"board must be a bitmask of cells of the {rows} x {cols} grid, not {board!r}")
        self.rows, self.cols, self.board, self.convention = rows, cols, board, values["convention"]
        self.full = full
        self._lines = self._build_lines()

    def __repr__(self) -> str:
        board = format_board(self.board, self.rows, self.cols)
        return f"{type(self).__name__}({self.rows}, {self.cols}, board={board!r}, convention={self.convention!r})"

    @classmethod
    def from_text(cls, text: str, *, convention: str = "normal") -> "TactixRules":
        """Return the game whose grid and starting counters are given by board text."""
        rows, cols, mask = parse_board(text)
        return cls(rows, cols, mask, convention=convention)

    # ------------------------------------------------------------------ rules
    def _build_lines(self) -> list[list[int]]:
        rows, cols = self.rows, self.cols
        lines = [[r * cols + c for c in range(cols)] for r in range(rows)]
        lines += [[r * cols + c for r in range(rows)] for c in range(cols)]
        return lines

    def initial(self) -> Position:
        return (self.board, 0)

    def to_move(self, p: Position) -> int:
        return p[1]

    def position_count(self, p: Position) -> int:
        """An upper bound on the positions reachable from ``p``: the subsets of its counters, 2^counters."""
        return 1 << p[0].bit_count()

    def moves(self, p: Position) -> list[int]:
        """Return the legal moves (bitmasks of removed counters), sorted, each counted once."""
        return move_masks(p[0], self._lines)

    def play(self, p: Position, m: int) -> Position:
        mask, player = p
        if not is_int(m) or m <= 0:
            raise IllegalMoveError(f"a Tactix move is a non-empty bitmask of counters, not {m!r}")
        if m & ~mask:
            raise IllegalMoveError(f"illegal move {self.format_move(m) if m <= self.full else m!r}: "
                                   f"it removes cells without a counter")
        if not self.is_run(m):
            raise IllegalMoveError(f"illegal move {self.format_move(m)}: not a run of consecutive cells "
                                   f"in one row or column")
        return (mask & ~m, 1 - player)

    def is_run(self, m: int) -> bool:
        """True if ``m`` is a non-empty set of consecutive cells of one row or one column (O(1) big-int
        operations: a run is a block of bits, or a column's cells spaced ``cols`` bits apart)."""
        if not is_int(m) or m <= 0 or m > self.full:
            return False
        m = int(m)
        low, high = (m & -m).bit_length() - 1, m.bit_length() - 1
        (r0, c0), (r1, c1) = divmod(low, self.cols), divmod(high, self.cols)
        if r0 == r1:
            return m == ((1 << (high - low + 1)) - 1) << low
        if c0 == c1:
            step = (1 << self.cols) - 1
            return m == (((1 << (self.cols * (r1 - r0 + 1))) - 1) // step) << low
        return False

    def result(self, p: Position) -> None:
        return None  # the game ends when no counter is left; the convention decides who won

    @property
    def no_move_rule(self) -> str:
        """``"loss"`` under normal play, ``"win"`` under misere play (who cannot move took no last counter)."""
        return "loss" if self.convention == "normal" else "win"

    def check_position(self, p: Position) -> None:
        """Raise unless ``p`` is a position of this game: ``(mask, player)``, the counters a bitmask of cells
        of the grid and the player to move 0 or 1.

        Raises
        ------
        TypeError
            If ``p`` is not a pair of ints.
        ValueError
            If the mask has cells outside the grid (a position of a larger grid?) or the player is not 0 or 1;
            the message names the game.
        """
        if not (isinstance(p, tuple) and len(p) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in p)):
            text = repr(p)
            raise TypeError(f"not a position of {self!r}: a position is a pair (mask, player) of ints, not "
                            f"{text if len(text) <= 80 else text[:77] + '...'}")
        mask, player = p
        if player not in (0, 1):
            raise ValueError(f"not a position of {self!r}: the player to move must be 0 or 1, not {player!r}")
        if mask < 0 or mask & ~self.full:
            raise ValueError(f"not a position of {self!r}: its counters must be cells of the {self.rows} x "
                             f"{self.cols} grid (bits 0..{self.rows * self.cols - 1}), not mask {mask}")

    def is_setup_position(self, p: Position) -> bool:
        """True for every position of the grid: any counters, either player to move, is a legal start."""
        self.check_position(p)
        return True

    # ------------------------------------------------------------------ symmetry
    @cached_property
    def symmetry_group(self) -> CellGroup:
        """The symmetries of the grid (:func:`~combgames.symmetry.dihedral_rectangle`): 8 for a square, 4 (e,
        R180, H, V) for a non-square rectangle."""
        return dihedral_rectangle(self.rows, self.cols)

    @cached_property
    def _canonize(self) -> Callable[[int], int]:
        return self.symmetry_group.mask_canonizer(1)

    def canonical(self, p: Position) -> int:
        """The least image of the counters' mask under :attr:`symmetry_group` (the player is dropped)."""
        return self._canonize(p[0])

    def cache_key(self) -> str:
        """The grid, the starting counters and the convention."""
        return f"rows={self.rows};cols={self.cols};board={self.board};convention={self.convention}"

    _CACHED = ("_canonize", "symmetry_group")
    """Cached properties dropped from the pickled state (rebuilt on use)."""

    def __getstate__(self) -> dict:
        return portable_state(self, self._CACHED)

    def graph(self, p: Position | None = None) -> "networkx.Graph":
        """The counters of ``p`` (default the start) as a networkx graph, counters joined when 4-adjacent.

        Its connected components are the independent parts whose values XOR (see :mod:`combgames.grundy.tactix`).
        The graph is in the schema of :mod:`combgames.base.graphs`: the counters are the points, numbered 0, 1, ...
        in row-major order, each with ``label=(row, col)`` and ``pos=(col, -row)`` (drawn as the board is
        written); adjacent counters are joined by edges of ``kind="edge"``.

        Examples
        --------
        >>> G = TactixRules(board="xx../.xxx").graph()
        >>> G.nodes[0]["label"], G.number_of_nodes(), G.number_of_edges()
        ((0, 0), 5, 4)
        """
        from combgames.base.graphs import incidence_graph

        mask = self.board if p is None else p[0]
        cells = cells_of(mask, self.cols)
        index = {cell: i for i, cell in enumerate(cells)}
        edges = [(i, index[r + dr, c + dc]) for (r, c), i in index.items() for dr, dc in ((0, 1), (1, 0))
                 if (r + dr, c + dc) in index]
        return incidence_graph(cells, edges=edges, positions=[(c, -r) for r, c in cells],
                               name=format_board(mask, self.rows, self.cols))

    def images(self, p: Position) -> list[Position]:
        """The images of ``p`` under every element of :attr:`symmetry_group` (same player to move)."""
        group = self.symmetry_group
        return [(group.image_mask(p[0], g), p[1]) for g in range(group.order())]

    def positions(self):
        """Every subset of the starting counters, with either player to move (closed under moves)."""
        board = self.board
        sub = board
        while True:
            yield (sub, 0)
            yield (sub, 1)
            if sub == 0:
                return
            sub = (sub - 1) & board

    # ------------------------------------------------------------------ notation
    def format_position(self, p: Position) -> str:
        """Board text; ``" | 2"`` is appended when the second player is to move (as for Nim)."""
        return player_suffix(format_board(p[0], self.rows, self.cols), p[1])

    def parse_position(self, text: str) -> Position:
        """Parse board text, optionally followed by ``| 1`` or ``| 2`` (the player to move, default 1).

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For malformed board text, or a grid of another size than the game's.
        """
        board, player = split_player_suffix(text)
        rows, cols, mask = parse_board(board)
        if (rows, cols) != (self.rows, self.cols):
            raise PositionFormatError(f"board text is {rows} x {cols}, the grid of {self!r} is {self.rows} x "
                                      f"{self.cols}")
        return (mask, player)

    def cell_name(self, cell: int) -> str:
        r, c = divmod(cell, self.cols)
        return f"{column_name(c)}{self.rows - r}"  # row 1 at the bottom

    def diagram(self, p: Position) -> str:
        """The board with its coordinates (``a1`` bottom left) and the player to move (1 or 2)."""
        rows = [["x" if p[0] >> (r * self.cols + c) & 1 else "." for c in range(self.cols)] for r in range(self.rows)]
        return f"{grid_diagram(rows)}\nplayer {p[1] + 1} to move"

    def format_move(self, m: int, p: Position | None = None) -> str:
        lowest_first = sorted(cells_of(m, self.cols), key=lambda rc: (-rc[0], rc[1]))  # a1-a3, a1-c1
        cells = [r * self.cols + c for r, c in lowest_first]
        if not cells:
            return "-"
        if len(cells) == 1:
            return self.cell_name(cells[0])
        return f"{self.cell_name(cells[0])}-{self.cell_name(cells[-1])}"

    def parse_move(self, text: str, p: Position | None = None) -> int:
        """Parse move text: a run ``a1-c1`` (its two end cells, in one row or column) or one cell ``b2``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For a malformed cell, a cell outside the grid, or ends not in one row or column.
        """
        if not isinstance(text, str):
            raise TypeError(f"move text must be a str, not {type(text).__name__}")
        parts = text.strip().split("-")
        if not 1 <= len(parts) <= 2:
            raise PositionFormatError(f"Tactix move text must be like 'a1-c1' or 'b2', not {text!r}")
        ends = [self._parse_cell(t, text) for t in parts]
        (r0, c0), (r1, c1) = ends[0], ends[-1]
        if r0 != r1 and c0 != c1:
            raise PositionFormatError(f"move {text!r}: its ends are not in one row or column")
        rs = range(min(r0, r1), max(r0, r1) + 1)
        cs = range(min(c0, c1), max(c0, c1) + 1)
        return board_mask(((r, c) for r in rs for c in cs), self.cols)

    def _parse_cell(self, token: str, text: str) -> tuple[int, int]:
        token = token.strip().lower()
        i = 0
        while i < len(token) and "a" <= token[i] <= "z":
            i += 1
        letters, digits = token[:i], token[i:]
        if not letters or not (digits.isascii() and digits.isdigit()) or len(digits) > 12 or len(letters) > 12:
            raise PositionFormatError(f"move {text!r}: cell {token!r} must be a column letter and a row number")
        c = 0
        for ch in letters:
            c = c * 26 + (ord(ch) - ord("a") + 1)
        c -= 1
        r = self.rows - int(digits)  # row 1 at the bottom
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise PositionFormatError(f"move {text!r}: cell {token!r} is outside the {self.rows} x {self.cols} grid")
        return r, c


def move_masks(mask: int, lines: list[list[int]]) -> list[int]:
    """Return the sorted distinct runs of present counters along ``lines`` (lists of cell indices)."""
    found = set()
    for line in lines:
        run: list[int] = []
        for cell in line + [-1]:
            if cell >= 0 and mask >> cell & 1:
                run.append(cell)
                continue
            for i in range(len(run)):
                seg = 0
                for j in range(i, len(run)):
                    seg |= 1 << run[j]
                    found.add(seg)
            run = []
    return sorted(found)

