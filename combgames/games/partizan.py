"""The base of partizan rulesets: Left and Right have different moves; who cannot move loses.

A *ruleset* (Siegel [1]_ I.1) says which boards Left and Right can move to from a board; a position of the game
is ``(board, player to move)`` with player 0 = Left and 1 = Right. Under normal play a player with no move
loses (``no_move_rule`` "loss"), so the generic solvers play these games as they are, and the partizan
capability of :mod:`combgames.game` (``left_options``, ``right_options``, ``summands``, ``value_key``) lets
:func:`combgames.cgt.game_value` compute the value {L | R} of a board, which does not depend on who is to move.

A subclass defines the board: ``initial_board()``, ``board_options(board, player)`` (the list of
``(move, board after it)``), ``check_board(board)``, ``board_text(board)`` / ``parse_board(text)``,
``move_name(move)``, and may define ``board_summands(board)`` (boards whose disjunctive sum is the board) and
``board_key(board)`` (a key equal on boards of equal value: symmetric images, cropped margins). Rulesets on boards
of Left's and Right's stones (``x``, ``o``) share their notation through :class:`StoneGridGame`.

Boards of any size are positions of a ruleset (CGT values regions of every shape); the game's parameters give
the start board. Position text is the board's text, followed by ``" | 2"`` when Right is to move.

Rulesets: :mod:`~combgames.games.domineering`, :mod:`~combgames.games.hackenbush`,
:mod:`~combgames.games.clobber`, :mod:`~combgames.games.toads_frogs`, :mod:`~combgames.games.cutcake`,
:mod:`~combgames.games.amazons`, :mod:`~combgames.games.konane`, :mod:`~combgames.games.toppling_dominoes`, and
Col and Snort on graphs (:mod:`~combgames.games.graph_rulesets`). Impartial games played on the same kinds of
board (Cram, Node-Kayles) are in :mod:`~combgames.games.cram` and :mod:`~combgames.games.graph_rulesets`.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. I.1.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Hashable

from combgames.base.bitboards import column_masks, grid_components, set_bits as _bits

from combgames.game import IllegalMoveError, PositionFormatError, player_suffix, split_player_suffix
from combgames.games.boards import column_name, grid_diagram
from combgames.symmetry import CellGroup, dihedral_rectangle

__all__ = ["LEFT", "PartizanGame", "RIGHT", "StoneGridGame", "column_masks", "crop_masks", "grid_cells_text",
           "grid_components", "grid_cropped", "grid_images", "grid_key", "grid_masks", "parse_grid"]

LEFT = 0
"""Left is player 0 (moves first from the start, by the convention of the other games)."""
RIGHT = 1
"""Right is player 1."""


class PartizanGame:
    """A partizan ruleset under normal play (see the module docstring); subclasses define the board."""

    players = 2
    player_names = ("Left", "Right")
    impartial = False
    acyclic = True
    no_move_rule = "loss"
    name = "partizan"

    # ------------------------------------------------------------------ to be defined by a ruleset
    def initial_board(self) -> Hashable:
        raise NotImplementedError

    def board_options(self, board: Any, player: int) -> list[tuple[Any, Any]]:
        raise NotImplementedError

    def check_board(self, board: Any) -> None:
        raise NotImplementedError

    def board_text(self, board: Any) -> str:
        raise NotImplementedError

    def parse_board(self, text: str) -> Any:
        raise NotImplementedError

    def move_name(self, move: Any) -> str:
        return str(move)

    def board_summands(self, board: Any) -> list:
        return [board]

    def board_key(self, board: Any) -> Hashable:
        return board

    # ------------------------------------------------------------------ the game interface
    def initial(self) -> tuple[Any, int]:
        return (self.initial_board(), LEFT)

    def to_move(self, p: tuple[Any, int]) -> int:
        return p[1]

    def moves(self, p: tuple[Any, int]) -> list:
        return [m for m, _ in self.board_options(p[0], p[1])]

    def play(self, p: tuple[Any, int], m: Any) -> tuple[Any, int]:
        for move, board in self.board_options(p[0], p[1]):
            if move == m:
                return (board, 1 - p[1])
        self.check_position(p)
        raise IllegalMoveError(f"illegal move {m!r} for {'Left' if p[1] == LEFT else 'Right'} in "
                               f"{self.format_position(p)} of {self!r}")

    def result(self, p: tuple[Any, int]) -> None:
        return None

    def check_position(self, p: Any) -> None:
        """Raise unless ``p`` is ``(board, player)`` with a board of this ruleset and player 0 or 1.

        Raises
        ------
        TypeError
            If ``p`` is not such a pair.
        ValueError
            If the board is malformed or the player is not 0 or 1 (the message names the game).
        """
        if not (isinstance(p, tuple) and len(p) == 2):
            raise TypeError(f"not a position of {self!r}: a position is (board, player), not {p!r}")
        if type(p[1]) is not int or p[1] not in (0, 1):
            raise ValueError(f"not a position of {self!r}: the player to move must be 0 (Left) or 1 (Right), "
                             f"not {p[1]!r}")
        self.check_board(p[0])

    def is_setup_position(self, p: Any) -> bool:
        """True for every well-formed position: a ruleset is played from any board."""
        self.check_position(p)
        return True

    def canonical(self, p: tuple[Any, int]) -> Hashable:
        """The transposition key: the board's value key with the player to move."""
        return (self.board_key(p[0]), p[1])

    # ------------------------------------------------------------------ the partizan capability
    def left_options(self, p: tuple[Any, int]) -> list[tuple[Any, int]]:
        """The positions after each move of Left in ``p``'s board (Right to move)."""
        return [(b, RIGHT) for _, b in self.board_options(p[0], LEFT)]

    def right_options(self, p: tuple[Any, int]) -> list[tuple[Any, int]]:
        """The positions after each move of Right in ``p``'s board (Left to move)."""
        return [(b, LEFT) for _, b in self.board_options(p[0], RIGHT)]

    def summands(self, p: tuple[Any, int]) -> list[tuple[Any, int]]:
        """Positions whose disjunctive sum is ``p`` (the board's independent regions)."""
        return [(b, p[1]) for b in self.board_summands(p[0])]

    def value_key(self, p: tuple[Any, int]) -> Hashable:
        """A key equal on boards of equal value (the player to move does not count)."""
        return self.board_key(p[0])

    # ------------------------------------------------------------------ notation
    def format_position(self, p: tuple[Any, int]) -> str:
        return player_suffix(self.board_text(p[0]), p[1])

    def parse_position(self, text: str) -> tuple[Any, int]:
        """The position written ``text``: the board's text, then ``" | 2"`` when Right is to move."""
        rest, player = split_player_suffix(text)
        return (self.parse_board(rest.strip()), player)

    def format_move(self, m: Any, p: Any = None) -> str:
        return self.move_name(m)

    def parse_move(self, text: str, p: tuple[Any, int]) -> Any:
        for m, _ in self.board_options(p[0], p[1]):
            if self.format_move(m, p) == text.strip():
                return m
        raise PositionFormatError(f"move {text!r} is not a legal move of {'Left' if p[1] == LEFT else 'Right'} in "
                                  f"{self.format_position(p)}")

    def diagram(self, p: tuple[Any, int]) -> str:
        return self.board_text(p[0]).replace("/", "\n")



class StoneGridGame(PartizanGame):
    """A ruleset on grid boards of stones: a board is ``(rows, cols, x, o)`` with bitmasks of Left's stones
    ``x`` and Right's stones ``o`` (cell ``r * cols + c``, row r from the top); board text has rows separated by
    ``/`` with ``x``, ``o`` and ``.``, the top row first; a move ``((r, c), (r', c'))`` is named ``a1-b1`` (from,
    to; ``a1`` is the bottom-left cell). The board notation of Clobber and Konane: a subclass sets ``title``
    (the game's name in messages) and ``max_cells``, keeps its start board in ``_start`` (its ``repr``, cache key
    and start follow), and defines the moves.
    """

    title = "stone grid"
    max_cells = 64

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.board_text(self._start)!r})"

    def cache_key(self) -> str:
        return f"{self.name};board={self.board_text(self._start)}"

    def initial_board(self) -> tuple[int, int, int, int]:
        return self._start

    def check_board(self, board: Any) -> None:
        if not (isinstance(board, tuple) and len(board) == 4 and all(type(v) is int for v in board)):
            raise TypeError(f"not a position of {self!r}: a board is (rows, cols, x mask, o mask), not {board!r}")
        rows, cols, x, o = board
        if rows < 0 or cols < 0 or not (0 <= x < 1 << rows * cols and 0 <= o < 1 << rows * cols) or x & o:
            raise ValueError(f"not a position of {self!r}: {board!r} (disjoint masks within rows x cols cells)")

    def board_text(self, board: tuple[int, int, int, int]) -> str:
        rows, cols, x, o = board
        if rows * cols == 0:
            return "."
        return grid_cells_text(rows, cols, lambda i: "x" if x >> i & 1 else "o" if o >> i & 1 else ".")

    def parse_board(self, text: str) -> tuple[int, int, int, int]:
        rows, cols, lines = parse_grid(text, "xo.", self.title)
        if rows * cols > self.max_cells:
            raise PositionFormatError(f"{self.title} board text {text!r}: {rows * cols} cells, at most "
                                      f"{self.max_cells}")
        x, o = grid_masks(lines, cols, "x", "o")
        return (rows, cols, x, o)

    def move_name(self, move: tuple, rows: int | None = None) -> str:
        """``a1-b1``: from and to (column letter, row number from the bottom of a board of ``rows`` rows,
        default the start board's)."""
        return grid_move_name(move, self._start[0] if rows is None else rows)

    def format_move(self, m: tuple, p: Any = None) -> str:
        return self.move_name(m, None if p is None else p[0][0])

    def diagram(self, p: tuple[tuple[int, int, int, int], int]) -> str:
        """The board with its coordinates (``a1`` bottom left) and the player to move."""
        return grid_board_diagram(self.board_text(p[0]), p[1])

# ---------------------------------------------------------------------------------------------- grid boards
def parse_grid(text: str, symbols: str, game: str) -> tuple[int, int, list[str]]:
    """Read grid text: rows separated by ``/`` (or new lines), each of the same length, of the ``symbols``.

    Returns
    -------
    (rows, cols, list of row strings)

    Raises
    ------
    PositionFormatError
        Naming the row and column of a bad symbol, or a row of another length.
    """
    if not isinstance(text, str):
        raise TypeError(f"{game} board text must be a str, not {type(text).__name__}")
    rows = [r.strip() for r in text.strip().replace("\n", "/").split("/")]
    if not rows or not rows[0]:
        raise PositionFormatError(f"{game} board text is empty; write rows of {symbols!r} separated by '/'")
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            raise PositionFormatError(f"{game} board text row {i + 1}: expected {width} cells like row 1, got "
                                      f"{len(row)} ({row!r})")
        for j, ch in enumerate(row):
            if ch not in symbols:
                raise PositionFormatError(f"{game} board text row {i + 1}, column {j + 1}: expected one of "
                                          f"{', '.join(repr(s) for s in symbols)}, not {ch!r}")
    return len(rows), width, rows


def grid_masks(lines: list[str], cols: int, *kinds: str) -> tuple[int, ...]:
    """The bitmask (cell ``r * cols + c``, row r from the top) of the cells of ``lines`` holding one of each
    kind's symbols, one mask per kind: ``grid_masks(lines, cols, "xL", "oR", "#")``.

    Examples
    --------
    >>> grid_masks(["x.", ".o"], 2, "x", "o", ".")
    (1, 8, 6)
    """
    masks = [0] * len(kinds)
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            for k, symbols in enumerate(kinds):
                if ch in symbols:
                    masks[k] |= 1 << (r * cols + c)
    return tuple(masks)


def grid_move_name(cells: Any, rows: int) -> str:
    """The cells ``(r, c)`` (row r from the top) of a board of ``rows`` rows joined by ``-``, each named by its
    column letter and its row number from the bottom: ``a1`` is the bottom-left cell (the toolkit's
    convention for square grids, :func:`~combgames.games.boards.grid_diagram`).

    Examples
    --------
    >>> grid_move_name(((0, 0), (1, 0)), 2)
    'a2-a1'
    """
    return "-".join(f"{column_name(c)}{rows - r}" for r, c in cells)


def grid_board_diagram(board_text: str, player: int) -> str:
    """Grid board text (rows joined by ``/``, top row first) drawn with its coordinates (``a1`` bottom left),
    then the player to move (Left or Right)."""
    grid = grid_diagram([list(row) for row in board_text.split("/")])
    return f"{grid}\n{'Left' if player == LEFT else 'Right'} to move"


def grid_cells_text(rows: int, cols: int, symbol) -> str:
    """Grid text: ``symbol(i)`` for cell i = r * cols + c, rows joined by ``/``."""
    return "/".join("".join(symbol(r * cols + c) for c in range(cols)) for r in range(rows))


def crop_masks(rows: int, cols: int, masks: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """The smallest rectangle holding every set bit of ``masks`` (cells r * cols + c), as (rows, cols, masks)
    translated to it; (0, 0, zeros) when no bit is set."""
    union = 0
    for m in masks:
        union |= m
    if not union:
        return 0, 0, tuple(0 for _ in masks)
    rs = [i // cols for i in _bits(union)]
    cs = [i % cols for i in _bits(union)]
    r0, r1, c0, c1 = min(rs), max(rs), min(cs), max(cs)
    h, w = r1 - r0 + 1, c1 - c0 + 1
    if (h, w) == (rows, cols):
        return rows, cols, masks
    out = []
    for m in masks:
        n = 0
        for i in _bits(m):
            n |= 1 << ((i // cols - r0) * w + (i % cols - c0))
        out.append(n)
    return h, w, tuple(out)


def grid_key(rows: int, cols: int, masks: tuple[int, ...], *, transpose: bool = False) -> tuple:
    """A key equal for grid boards that are translates or images of one another under the reflections in the
    two axes (``transpose``: every symmetry of the rectangle, the transposition included): the board cropped to
    its smallest rectangle h x w, keyed by ``(h, w, code)`` with ``code`` the canonical code of its masks under
    the group (:meth:`combgames.symmetry.CellGroup.mask_canonizer`, the one key scheme of bitmask boards).

    Examples
    --------
    >>> grid_key(2, 3, (0b000011,)) == grid_key(3, 2, (0b110000,)) == grid_key(1, 2, (0b11,))
    True
    >>> grid_key(1, 2, (0b11,)) == grid_key(2, 1, (0b11,))
    False
    >>> grid_key(1, 2, (1, 2), transpose=True) == grid_key(2, 1, (2, 1), transpose=True)
    True
    """
    h, w, cropped = grid_cropped(rows, cols, masks)
    if h * w == 0:
        return (0, 0, 0)
    key = (h, w, _canonizer(h, w, len(masks), transpose)(*cropped))
    if transpose and h != w:
        key = min(key, (w, h, _canonizer(w, h, len(masks), True)(*_transposed(h, w, cropped))))
    return key


def _transposed(rows: int, cols: int, masks: tuple[int, ...]) -> tuple[int, ...]:
    """The masks of a rows x cols grid transposed (cell (r, c) to (c, r) of a cols x rows grid)."""
    out = []
    for m in masks:
        n = 0
        for i in _bits(m):
            r, c = divmod(i, cols)
            n |= 1 << (c * rows + r)
        out.append(n)
    return tuple(out)


@lru_cache(maxsize=512)
def _canonizer(h: int, w: int, k: int, transpose: bool):
    """The canonizer of k masks on an h x w grid under its axis reflections (with ``transpose``, the whole
    symmetry group of the rectangle)."""
    group = dihedral_rectangle(h, w)
    if not transpose and h == w:
        keep = [i for i, name in enumerate(group.names) if name in ("e", "R180", "H", "V")]
        group = CellGroup([group.elements[i] for i in keep], names=[group.names[i] for i in keep], check=False)
    return group.mask_canonizer(k)


def grid_cropped(rows: int, cols: int, masks: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """The board cropped to the smallest rectangle holding its set bits, by row chunks (see :func:`crop_masks`)."""
    full = (1 << cols) - 1
    union = 0
    for m in masks:
        union |= m
    occupied = [r for r in range(rows) if (union >> (r * cols)) & full]
    if not occupied:
        return 0, 0, tuple(0 for _ in masks)
    r0, r1 = occupied[0], occupied[-1]
    columns = 0
    for r in range(r0, r1 + 1):
        columns |= (union >> (r * cols)) & full
    c0 = (columns & -columns).bit_length() - 1
    width = columns.bit_length() - c0
    out = []
    for m in masks:
        n = 0
        for k, r in enumerate(range(r0, r1 + 1)):
            n |= (((m >> (r * cols)) & full) >> c0) << (k * width)
        out.append(n)
    return r1 - r0 + 1, width, tuple(out)


def grid_images(rows: int, cols: int, masks: tuple[int, ...], transpose: bool) -> list[tuple[int, int, tuple]]:
    """The images of a grid board under the reflections in its two axes (and the transposition and the rest of
    the dihedral group when ``transpose``), each as (rows, cols, masks)."""
    out = []
    maps = [(False, False, False), (True, False, False), (False, True, False), (True, True, False)]
    if transpose:
        maps += [(a, b, True) for a, b, _ in maps]
    cells = [list(_bits(m)) for m in masks]
    for flip_r, flip_c, tr in maps:
        h, w = (cols, rows) if tr else (rows, cols)
        image = []
        for bits in cells:
            n = 0
            for i in bits:
                r, c = divmod(i, cols)
                if flip_r:
                    r = rows - 1 - r
                if flip_c:
                    c = cols - 1 - c
                if tr:
                    r, c = c, r
                n |= 1 << (r * w + c)
            image.append(n)
        out.append((h, w, tuple(image)))
    return out
