"""Theory of Tactix: values by components, tables of every subset, and the copying strategies.

Tactix (normal play) is impartial, so by the Sprague-Grundy theorem each position has a Nim value, and a
position made of several disjoint groups of counters is the disjunctive sum of the groups: its value is
the XOR of theirs (seeds/004_7c4ca64fa9fabca3.txt, "Sprague-Grundy"). A move removes a run of *adjacent*
counters, so it never touches two 4-connected components; the components are the groups. The value of a
group depends only on its shape up to translation and the 8 symmetries of the square lattice (rows and
columns play the same role), so :class:`ShapeValues` memoises by that shape.

Start with :func:`tactix_value` (one position), :func:`winning_moves`, :func:`tactix_table` (every subset
of a small board through a compiled kernel), :func:`mirror_strategy` (the 180-degree and middle-line copying
strategies of the seed) and :func:`check_memoryless_strategy`.

Under misere play (TACTIX) values do not add up; misere outcomes are decided by search over whole positions
(:func:`combgames.solvers.outcome_class`) or by :func:`tactix_table` with ``convention="misere"``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from groundwork.bitboards import grid_components

from combgames.explore import explore
from combgames.game import CONVENTIONS, Game, capabilities, checked_position, resolve_no_move_rule
from combgames.games.tactix import Tactix, cells_of, move_masks
from combgames.grundy import _kernels
from combgames.solvers.grundy import mex
from combgames.solvers.strategy import StrategyError
from combgames.symmetry.group import dihedral_rectangle, dihedral_square
from groundwork.checks import check_int, check_one_of, is_int
from groundwork.kernels import kernel, resolve_backend

__all__ = [
    "MAX_CELLS", "MAX_MISERE_CELLS", "MAX_SHAPES", "ShapeValues", "TableResult", "check_memoryless_strategy", "components", "mirror_strategy",
    "rectangle_values", "shape_key", "strategy_tree", "tactix_table", "tactix_value", "winning_moves",
]


MAX_CELLS = 30
"""Default limit on the cells of one component valued by :class:`ShapeValues` (its 2^cells sub-positions)."""

MAX_SHAPES = 300_000
"""Default limit on the shapes one call evaluates (about 0.3 ms each: the full 5 x 5 board needs 262,292)."""

MAX_MISERE_CELLS = 20
"""Default limit on the counters of a position searched whole under misere play (2^counters positions)."""


def _require_tactix(game: Any, what: str) -> None:
    """TypeError unless ``game`` is a Tactix game (the theory of this module is Tactix's)."""
    if not isinstance(game, Tactix):
        raise TypeError(f"{what} needs a Tactix game, not {type(game).__name__}")


def _refuse_cells(cells: int, limit: int, what: str) -> None:
    if cells > limit:
        raise ValueError(f"{what} has {cells} counters, so 2^{cells} positions to value, more than the limit of "
                         f"2^{limit} (max_cells={limit}; pass a larger max_cells to try anyway, or value every "
                         "subset of a board of at most 30 cells with tactix_table)")


# ---------------------------------------------------------------------------------------------- shapes
def components(mask: int, cols: int) -> list[int]:
    """Return the 4-connected components of a cell bitmask on a board ``cols`` wide, lowest cell first.

    Examples
    --------
    >>> components(0b1011_0001, 4)   # cells a1, a2, b2, d2 of a 2 x 4 board
    [49, 128]

    Raises
    ------
    ValueError
        If ``mask`` is negative or ``cols`` is not positive (TypeError, a ValueError too, for non-integers).
    """
    return _components(check_int(mask, "mask", minimum=0), check_int(cols, "cols", minimum=1))


def _components(mask: int, cols: int) -> list[int]:
    """:func:`components` without the argument checks (the hot path of :class:`ShapeValues`)."""
    return grid_components((mask.bit_length() + cols - 1) // cols, cols, mask)


@lru_cache(maxsize=64)
def _square_symmetries(side: int) -> tuple[tuple[int, ...], ...]:
    """The 8 symmetries of the side x side square (:func:`~combgames.symmetry.group.dihedral_square`), as tuples."""
    return tuple(tuple(g) for g in dihedral_square(side).elements.tolist())


def shape_key(cells: Iterable[tuple[int, int]]) -> tuple[int, int, int]:
    """Return the canonical ``(height, width, mask)`` of a set of cells up to translation and the 8 symmetries.

    ``mask`` numbers the cells of the height x width bounding box row by row. Two sets of cells get the same
    key iff one is carried to the other by a translation followed by a rotation or reflection of the grid.

    The 8 symmetries of the square lattice act on a shape through its bounding square: the shape is placed
    in the corner of a side x side square (side = the longer side of its bounding box), moved by each element
    of :func:`~combgames.symmetry.group.dihedral_square` (side), and each image is translated back to its own
    bounding box; the key is the least ``(height, width, mask)`` of the 8.

    Notes
    -----
    O(8 k) for k cells: the image of the bounding box is read off the images of two opposite corners, and
    an image whose box is larger than the best one found (a transposed box) is not encoded.

    Examples
    --------
    >>> shape_key([(0, 0), (0, 1), (1, 1)]) == shape_key([(5, 5), (6, 5), (6, 4)])
    True
    >>> shape_key([(0, 0), (0, 1), (0, 2)]), shape_key([(0, 0), (1, 0), (2, 0)])   # a row of 3 stands up
    ((1, 3, 7), (1, 3, 7))

    Raises
    ------
    TypeError
        If ``cells`` is not an iterable of (row, column) pairs of integers (the message shows the first bad one).
    """
    if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):
        raise TypeError(f"cells must be an iterable of (row, column) pairs, not {type(cells).__name__}")
    cells = list(cells)
    for c in cells:
        if not (isinstance(c, tuple) and len(c) == 2 and all(is_int(v) for v in c)):
            raise TypeError(f"cells must be (row, column) pairs of integers, not {c!r}")
    return _shape_key([(int(r), int(c)) for r, c in cells])


def _shape_key(cells: list[tuple[int, int]]) -> tuple[int, int, int]:
    """:func:`shape_key` without the argument checks (the hot path of :class:`ShapeValues`)."""
    if not cells:
        return (0, 0, 0)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    h = max(r for r, _ in cells) - r0 + 1
    w = max(c for _, c in cells) - c0 + 1
    side = max(h, w)
    placed = [(r - r0) * side + (c - c0) for r, c in cells]
    far = (h - 1) * side + (w - 1)  # the bounding box's far corner; (0, 0) is the near one
    best = None
    for g in _square_symmetries(side):
        ra, ca = divmod(g[0], side)  # the image of the box is the box spanned by the images of its corners
        rb, cb = divmod(g[far], side)
        size = (abs(ra - rb) + 1, abs(ca - cb) + 1)
        if best is not None and size > best[:2]:
            continue
        top, left, width = min(ra, rb), min(ca, cb), size[1]
        m = 0
        for i in placed:
            r, c = divmod(g[i], side)
            m |= 1 << ((r - top) * width + (c - left))
        key = (size[0], width, m)
        if best is None or key < best:
            best = key
    return best  # type: ignore[return-value]


def _box_lines(h: int, w: int) -> list[list[int]]:
    return [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]


class ShapeValues:
    """Normal-play Tactix values of connected shapes, memoised by :func:`shape_key`.

    The value of a connected shape S is ``mex{ XOR of the values of the components of S - run }`` over the
    runs (moves) of S; the value of any position is the XOR over its components. Evaluation is depth-first
    with an explicit stack. Keep one instance to share its table across many positions.

    Attributes
    ----------
    table : dict
        shape key -> value.
    nodes : int
        Number of shapes evaluated.

    Notes
    -----
    Bounded: :meth:`value` refuses up front a component of more than ``max_cells`` counters (it has up to
    2^cells sub-positions), and :meth:`shape_value` stops after evaluating ``max_shapes`` shapes in one call
    with a ValueError; the shapes valued so far stay in :attr:`table`, so a second call with a larger limit
    goes on from there.

    Examples
    --------
    >>> sv = ShapeValues()
    >>> sv.value(0b1111, 4), sv.value(0b0110_1111, 4)   # a row of 4 (a Nim heap); with a domino below
    (4, 6)
    """

    def __init__(self) -> None:
        self.table: dict[tuple[int, int, int], int] = {(0, 0, 0): 0}
        self._lines: dict[tuple[int, int], list[list[int]]] = {}
        self._keys: dict[tuple[int, int], tuple[int, int, int]] = {}
        self.nodes = 0

    def key(self, comp: int, cols: int) -> tuple[int, int, int]:
        """Return :func:`shape_key` of the cells of ``comp`` on a board ``cols`` wide (cached)."""
        k = self._keys.get((cols, comp))
        if k is None:
            k = self._keys[(cols, comp)] = _shape_key(cells_of(comp, cols))
        return k

    def value(self, mask: int, cols: int, *, max_cells: int = MAX_CELLS, max_shapes: int = MAX_SHAPES) -> int:
        """Return the Grundy value of the counters ``mask`` on a board ``cols`` wide.

        Raises
        ------
        ValueError
            If a component has more than ``max_cells`` counters (the message gives its 2^cells positions),
            or valuing it takes more than ``max_shapes`` shapes.
        """
        max_cells = check_int(max_cells, "max_cells", minimum=1)
        comps = _components(check_int(mask, "mask", minimum=0), check_int(cols, "cols", minimum=1))
        for comp in comps:
            _refuse_cells(bin(comp).count("1"), max_cells, "a component")
        v = 0
        for comp in comps:
            v ^= self.shape_value(self.key(comp, cols), max_shapes=max_shapes)
        return v

    def options(self, key: tuple[int, int, int]) -> list[list[tuple[int, int, int]]]:
        """The options of the connected shape ``key``: for each move, the shape keys of the components left.

        Examples
        --------
        >>> sorted(ShapeValues().options((1, 3, 7)))     # a row of three: take 1, 2 or 3 counters
        [[], [(1, 1, 1)], [(1, 1, 1)], [(1, 1, 1), (1, 1, 1)], [(1, 2, 3)], [(1, 2, 3)]]
        """
        return self._children(key)

    def _children(self, key: tuple[int, int, int]) -> list[list[tuple[int, int, int]]]:
        h, w, m = key
        lines = self._lines.get((h, w))
        if lines is None:
            lines = self._lines[(h, w)] = _box_lines(h, w)
        out = []
        for move in move_masks(m, lines):
            rest = m & ~move
            out.append([self.key(c, w) for c in _components(rest, w)])
        return out

    def shape_value(self, key: tuple[int, int, int], *, max_shapes: int = MAX_SHAPES) -> int:
        """Return the value of the connected shape with canonical key ``key`` (see :func:`shape_key`).

        Raises
        ------
        ValueError
            After evaluating ``max_shapes`` shapes in this call without reaching ``key`` (the shapes valued so
            far are kept in :attr:`table`).
        """
        max_shapes = check_int(max_shapes, "max_shapes", minimum=1)
        if not (isinstance(key, tuple) and len(key) == 3 and all(is_int(v) and v >= 0 for v in key)
                and key[2] < 1 << (key[0] * key[1])):
            raise TypeError(f"a shape key is (height, width, mask) as shape_key returns it, not {key!r}"[:200])
        table = self.table
        if key in table:
            return table[key]
        start = self.nodes
        stack = [(key, self._children(key))]
        while stack:
            if self.nodes - start >= max_shapes:
                raise ValueError(f"Tactix value of a {key[0]} x {key[1]} shape with {bin(key[2]).count('1')} counters: "
                                 f"stopped after evaluating max_shapes={max_shapes:,} shapes ({len(table):,} shapes "
                                 "valued so far, kept in the ShapeValues table; pass it again with a larger max_shapes "
                                 "to go on)")
            k, children = stack[-1]
            missing = [c for opt in children for c in opt if c not in table]
            if missing:
                for c in dict.fromkeys(missing):
                    stack.append((c, self._children(c)))
                # duplicates on the stack are harmless: a shape already in the table is skipped below
                continue
            stack.pop()
            if k in table:
                continue
            vals = []
            for opt in children:
                x = 0
                for c in opt:
                    x ^= table[c]
                vals.append(x)
            table[k] = mex(vals)
            self.nodes += 1
        return table[key]


def tactix_value(game: Game, position: Any = None, *, shapes: ShapeValues | None = None,
                 max_cells: int = MAX_CELLS, max_shapes: int = MAX_SHAPES) -> int:
    """Return the normal-play Grundy value of a Tactix position by splitting it into components.

    Parameters
    ----------
    game : Tactix
    position : optional
        ``(mask, player)``; default the game's initial position.
    shapes : ShapeValues, optional
        The memo table to use; pass one to share it across calls (default: a fresh table).
    max_cells : int
        Refuse a component of more counters than this (default 30): it has 2^cells sub-positions.
    max_shapes : int
        Stop after evaluating this many shapes (default 300,000, about 90 s; the 5 x 5 board needs 262,292).

    Raises
    ------
    ValueError
        For a position of another game, a component over ``max_cells`` (the message gives its 2^cells
        positions) or a valuation over ``max_shapes``.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> tactix_value(Tactix(3, 3)), tactix_value(Tactix(board="xxx./..xx"))   # S-shaped board S(3, 2)
    (1, 5)
    """
    _require_tactix(game, "tactix_value")
    if shapes is not None and not isinstance(shapes, ShapeValues):
        raise TypeError(f"shapes must be a ShapeValues table, not {type(shapes).__name__}")
    p = game.initial() if position is None else checked_position(game, position)
    sv = shapes if shapes is not None else ShapeValues()
    return sv.value(p[0], game.cols, max_cells=max_cells, max_shapes=max_shapes)


def winning_moves(game: Game, position: Any = None, *, convention: str | None = None,
                  max_cells: int | None = None, max_shapes: int = MAX_SHAPES) -> list:
    """Return the moves of a Tactix position that leave a second-player win (P-position).

    Under normal play these are the moves to value 0 (computed by components); under misere play the
    moves to a misere P-position (computed by search over whole positions).

    Parameters
    ----------
    game : Tactix
    position : optional
        Default the game's initial position.
    convention : {"normal", "misere"}, optional
        Default the game's own convention.
    max_cells : int, optional
        Normal play: refuse a component of more counters than this (default :data:`MAX_CELLS`, 30). Misere
        play: refuse a position of more counters than this (default :data:`MAX_MISERE_CELLS`, 20), since it
        is searched whole.
    max_shapes : int
        Normal play: as in :func:`tactix_value`.

    Raises
    ------
    ValueError
        For an unknown convention, a position of another game, or a position over the limits (the message
        gives the 2^cells positions).

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(board="xxx./..xx")
    >>> [game.format_move(m) for m in winning_moves(game)], winning_moves(game, convention="misere") != []
    (['c1'], True)
    """
    from combgames.solvers.grundy import GrundyEvaluator

    _require_tactix(game, "winning_moves")
    p = game.initial() if position is None else checked_position(game, position)
    conv = check_one_of(convention if convention is not None else capabilities(game).convention, "convention",
                        CONVENTIONS)
    if conv == "normal":
        limit = MAX_CELLS if max_cells is None else max_cells
        sv = ShapeValues()
        sv.value(p[0], game.cols, max_cells=limit, max_shapes=max_shapes)  # refuses before listing moves
        return [m for m in game.moves(p)
                if sv.value(game.play(p, m)[0], game.cols, max_cells=limit, max_shapes=max_shapes) == 0]
    limit = MAX_MISERE_CELLS if max_cells is None else check_int(max_cells, "max_cells", minimum=1)
    _refuse_cells(bin(p[0]).count("1"), limit, "a position searched whole under misere play")
    ev = GrundyEvaluator(game)
    return [m for m in game.moves(p) if ev.outcome(game.play(p, m), "misere") == "P"]


# ---------------------------------------------------------------------------------------------- tables
@dataclass
class TableResult:
    """Values of every subset of an m x n board.

    Attributes
    ----------
    rows, cols : int
    convention : str
        ``"normal"``: ``values[mask]`` is the Grundy value; ``"misere"``: 1 if the player to move wins.
    values : numpy.ndarray
        Indexed by the position mask (cell (r, c) is bit ``r * cols + c``).
    backend : str
        The backend actually used ("numba" or "python").
    seconds : float
        Time of the kernel call (numba compilation excluded; see ``compile_seconds``).
    """

    rows: int
    cols: int
    convention: str
    values: np.ndarray
    backend: str
    seconds: float
    compile_seconds: float = 0.0
    stats: dict = field(default_factory=dict)


def tactix_table(rows: int, cols: int, *, convention: str = "normal", backend: str = "auto") -> TableResult:
    """Compute the value of every subset of the rows x cols board with a compiled kernel.

    Parameters
    ----------
    rows, cols : int
        Board size, with rows * cols <= 30 (the table has 2 ** (rows * cols) entries of one byte).
    convention : {"normal", "misere"}
        Normal play: Grundy values (disconnected positions are split into components, connected ones take
        a mex). Misere play: outcome for the player to move (1 win, 0 loss), by search over whole positions.
    backend : {"auto", "numba", "python"}
        ``"python"`` runs the same kernel un-compiled (the reference; slow beyond 16 cells).

    Returns
    -------
    TableResult

    Raises
    ------
    ValueError
        If the board is larger than 30 cells or an argument is unknown.

    Notes
    -----
    Normal play costs O(2^(mn) (m + n) n) for the components plus one mex per connected subset; misere
    play stops at the first move to a lost position. The 5 x 5 board (2^25 positions) takes about a
    second per convention with numba.

    Examples
    --------
    >>> t = tactix_table(2, 2, backend="python")
    >>> [int(v) for v in t.values]
    [0, 1, 1, 2, 1, 2, 0, 3, 1, 0, 2, 3, 2, 3, 3, 0]
    """
    rows = check_int(rows, "rows", minimum=1)
    cols = check_int(cols, "cols", minimum=1)
    if rows * cols > 30:
        raise ValueError(f"the board must have at most 30 cells for a full table, not {rows} x {cols} = {rows * cols}")
    check_one_of(convention, "convention", CONVENTIONS)
    used = resolve_backend(backend)
    misere = convention == "misere"
    t0 = time.perf_counter()
    fn = kernel(_kernels.tactix_table_kernel, used)
    tabs = _kernels.board_tables(rows, cols)
    compile_seconds = 0.0
    if used == "numba":
        tiny = np.zeros(2, dtype=np.uint8)  # compile on a 1 x 1 board first, so `seconds` is the run alone
        fn(1, 1, misere, *_kernels.board_tables(1, 1), tiny)
        compile_seconds = time.perf_counter() - t0
    out = np.zeros(1 << (rows * cols), dtype=np.uint8)
    t1 = time.perf_counter()
    fn(rows, cols, misere, *tabs, out)
    seconds = time.perf_counter() - t1
    out.flags.writeable = False
    return TableResult(rows, cols, convention, out, used, seconds, compile_seconds)


def rectangle_values(rows: int, cols: int, *, backend: str = "auto") -> dict[tuple[int, int], tuple[int, str]]:
    """Return ``{(m, n): (normal-play value, misere outcome)}`` for every full m x n rectangle, m <= rows, n <= cols.

    Read off the two tables of :func:`tactix_table` for the rows x cols board (the m x n rectangle in its top
    left corner). The misere outcome is ``"N"`` (the player to move wins) or ``"P"``.

    Notes
    -----
    The 5 x 6 board needs two tables of 2^30 bytes (about a minute each with numba); 5 x 5 about 3 s.

    Examples
    --------
    >>> rectangle_values(2, 3, backend="python")[(2, 2)]
    (0, 'P')
    """
    normal = tactix_table(rows, cols, convention="normal", backend=backend).values
    out = {}
    masks = {(m, n): sum(1 << (r * cols + c) for r in range(m) for c in range(n))
             for m in range(1, rows + 1) for n in range(1, cols + 1)}
    for key, mask in masks.items():
        out[key] = int(normal[mask])
    del normal
    misere = tactix_table(rows, cols, convention="misere", backend=backend).values
    return {key: (out[key], "N" if misere[mask] else "P") for key, mask in masks.items()}


# ---------------------------------------------------------------------------------------------- strategies
def mirror_strategy(game: Game) -> Callable[[Any], int]:
    """Return the seed's copying strategy [1]_ for Tactix (normal play) on a full rectangle, as a function.

    * both sides even: the second player answers each move by its image under the 180-degree rotation
      (``R180`` of :func:`~combgames.symmetry.group.dihedral_rectangle`; the image never meets the move,
      because no row or column is its own image);
    * a side odd: the first player removes the whole middle row (if the number of rows is odd) or middle
      column, leaving two equal rectangles, then copies each reply onto the other rectangle by translation.

    The returned function maps a position ``(mask, player)`` where the strategy's owner is to move to the
    owner's move; its attribute ``owner`` is that player. Use :func:`check_memoryless_strategy` to check it
    against every reply.

    Raises
    ------
    ValueError
        If the game's board is not the full rectangle.

    References
    ----------
    .. [1] seeds/004_7c4ca64fa9fabca3.txt, "Tactix" (paragraph on the normal play convention).

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(2, 2)
    >>> strategy = mirror_strategy(game)
    >>> strategy.owner, game.format_move(strategy(game.play(game.initial(), 0b0001)))
    (1, 'b2')
    """
    _require_tactix(game, "mirror_strategy")
    rows, cols = game.rows, game.cols
    full = (1 << (rows * cols)) - 1
    if game.board != full:
        raise ValueError("the copying strategies are for the full rectangle")

    if rows % 2 == 0 and cols % 2 == 0:
        symmetries = dihedral_rectangle(rows, cols)
        half_turn = symmetries.names.index("R180")

        def rotate(m: int) -> int:
            return symmetries.image_mask(m, half_turn)

        def strategy(p: Any) -> int:
            checked_position(game, p)
            return _copy_last_move(rotate, full & ~p[0], p, "is symmetric: the 180-degree strategy")

        strategy.owner = 1  # type: ignore[attr-defined]
        return strategy

    if rows % 2 == 1:
        mid, half = rows // 2, rows // 2 + 1
        middle = sum(1 << (mid * cols + c) for c in range(cols))
        shift = half * cols  # the top rectangle's cells lie shift bits below the bottom one's
    else:
        mid, half = cols // 2, cols // 2 + 1
        middle = sum(1 << (r * cols + mid) for r in range(rows))
        shift = half
    first = sum(1 << i for i in range(rows * cols) if (i // cols if rows % 2 == 1 else i % cols) < mid)

    def translate(m: int) -> int:  # each half onto the other
        return ((m & first) << shift) | ((m & ~first) >> shift)

    def strategy(p: Any) -> int:  # type: ignore[no-redef]
        checked_position(game, p)
        if p[0] == full:
            return middle
        return _copy_last_move(translate, full & ~p[0] & ~middle, p, "is a copy of itself: the copying strategy")

    strategy.owner = 0  # type: ignore[attr-defined]
    return strategy


def _copy_last_move(copy: Callable[[int], int], gone: int, p: Any, what: str) -> int:
    """The copy of the opponent's last move: the removed counters ``gone`` whose copies are still present."""
    last = gone & ~copy(gone)
    if not last:
        raise ValueError(f"position {p!r} {what} has no move to copy")
    return copy(last)


class _Following:
    """``game`` with the moves of ``player`` cut down to the one move ``strategy`` chooses (a game itself)."""

    def __init__(self, game: Game, strategy: Callable[[Any], Any], player: int):
        self.game, self.strategy, self.player = game, strategy, player
        self.players = game.players
        self.pass_turn = capabilities(game).pass_turn

    def initial(self) -> Any:
        return self.game.initial()

    def to_move(self, p: Any) -> int:
        return self.game.to_move(p)

    def result(self, p: Any) -> Any:
        return self.game.result(p)

    def play(self, p: Any, m: Any) -> Any:
        return self.game.play(p, m)

    def moves(self, p: Any) -> Sequence[Any]:
        ms = self.game.moves(p)
        if not ms or self.game.to_move(p) != self.player or self.game.result(p) is not None:
            return ms
        m = self.strategy(p)
        if m not in ms:
            raise StrategyError(f"in {p!r} the strategy's move {m!r} is illegal")
        return [m]


def check_memoryless_strategy(game: Game, strategy: Callable[[Any], Any], player: int,
                              position: Any = None) -> int:
    """Check that a strategy given as a function of the position wins against every reply.

    Explores (:func:`combgames.explore.explore`, without symmetry) every position reachable when ``player``
    follows ``strategy`` and the opponent plays any legal move, each position once, and checks that the
    strategy's moves are legal and that every finished game is a win for ``player`` under the game's no-move
    rule. Unlike a strategy *tree*, the work is bounded by the number of distinct positions, not by the
    number of lines of play.

    Returns
    -------
    int
        The number of distinct positions visited.

    Raises
    ------
    combgames.solvers.StrategyError
        With the position where the strategy fails.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(2, 2)
    >>> check_memoryless_strategy(game, mirror_strategy(game), 1)   # start, 8 moves, 3 answers, 4 last moves
    16
    """
    if not callable(strategy):
        raise TypeError(f"strategy must be a function of the position, not {type(strategy).__name__}")
    player = check_int(player, "player", minimum=0, maximum=getattr(game, "players", 2) - 1)
    graph = explore(_Following(game, strategy, player), position, symmetry=False,
                    no_move_rule=resolve_no_move_rule(game))
    for node, result in graph.terminal.items():
        if result != player:
            raise StrategyError(f"the game ends in {graph.positions[node]!r} with result {result}, not a win for "
                                f"player {player}")
    return graph.size


def strategy_tree(game: Game, strategy: Callable[[Any], Any], player: int, position: Any = None):
    """Expand a memoryless strategy into a :class:`combgames.solvers.Strategy` tree (small games only)."""
    from combgames.solvers.strategy import Strategy

    p0 = game.initial() if position is None else position

    def build(p: Any) -> Strategy:
        ms = game.moves(p)
        if not ms:
            return Strategy()
        if game.to_move(p) == player:
            m = strategy(p)
            return Strategy(move=m, next=build(game.play(p, m)))
        return Strategy(replies={m: build(game.play(p, m)) for m in ms})

    return build(p0)
