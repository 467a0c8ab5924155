"""Values of Tactix: by components and their shapes, by the theory of rows, S-shapes and staircases, and by
tables of every subset (the game's own theory, so that every solver and command values a board alike).

Tactix (normal play) is impartial, so by the Sprague-Grundy theorem each position has a Nim value, and a
position made of several disjoint groups of counters is the disjunctive sum of the groups: its value is
the XOR of theirs (seeds/004_7c4ca64fa9fabca3.txt, "Sprague-Grundy"). A move removes a run of *adjacent*
counters, so it never touches two 4-connected components; the components are the groups. The value of a
group depends only on its shape up to translation and the 8 symmetries of the square lattice (rows and
columns play the same role), so :class:`ShapeValues` memoises by that shape.

Start with :func:`tactix_value` (one position), :func:`winning_moves` and :func:`tactix_table` (every subset
of a small board through a compiled kernel). The copying strategies of the seed and their checker are in
:mod:`combgames.grundy.tactix`, which also re-exports this module's functions.

Under misere play (TACTIX) values do not add up; misere outcomes are decided by search over whole positions
or by :func:`tactix_table` with ``convention="misere"``.

Methods and the cost model
--------------------------
:class:`TactixValuer` (behind :func:`tactix_value`, :func:`winning_moves`, ``combgames grundy`` and the game's
``nim_value`` / ``outcome_class`` / ``winning_moves``, so ``grundy_value`` and ``solve`` choose alike) values
each component of a normal-play position by

* the theory, when the component is a row (a Nim heap), an S-shaped board (``s_formula`` for arms up to 256,
  checked against the exact programme there, else ``s_table``) or a staircase (``staircase_values``):
  :class:`PathShape`, predicted ``steps x`` :data:`THEORY_STEP_SECONDS`;
* else the memo search (:class:`ShapeValues`) or the compiled table of the component's bounding box (at most
  30 cells), whichever :func:`plan` predicts faster. The memo search meets every connected subset of the
  component up to symmetry and translation once, so it is predicted from their count, computed exactly by
  :func:`connected_subsets` (a transfer matrix): ``shapes = subsets /`` :data:`SUBSETS_PER_SHAPE` and
  ``seconds = shapes x counters x`` :data:`SHAPE_COUNTER_SECONDS`; the table costs
  :data:`TABLE_START_SECONDS` (the first one in a process) ``+ 2^cells x`` :data:`TABLE_ENTRY_SECONDS`.

Misere play: whole-position search (predicted ``2^counters / |symmetries| x`` :data:`POSITION_SECONDS`; it
stops at the first winning move, so it often visits fewer) or the table of the counters' bounding box.

The constants were measured on this machine (numba 2 cores, shared): tables of 3 x 3 .. 5 x 5 (2^25 entries in
1.87 s normal, 3.72 s misere; 1.0-1.9 s for numba's import and the cached kernel's load in a fresh process); the memo search on
full rectangles 2 x 2 .. 4 x 5 and on the largest components of random 7 x 7 boards (90-700 us a shape, about
18 us a counter; 1.6-2.4 connected subsets a shape on random components, 3.6-9 on rectangles: 4.8 for 4 x 5,
9.0 for 4 x 4); the misere search on the 4 x 4 board (about 90 us a position). They predict within a factor
of about 3, which is enough where the methods differ by far more: the full 5 x 5 board goes to the table (about
3 s against 100 s for the memo search), 4 x 4 and smaller to the memo search.

Limits refuse up front only from a count that is certain: a memo search is refused when even the lower bound
of its shapes, ``subsets / (8 x counters)`` (each shape stands for at most 8 images at most ``counters``
places), is over ``max_shapes``; the exact programmes refuse over their exact step counts. Everything else
runs, reports progress (``{"phase", "seconds", "positions"}``), and stops at its limit with a
:class:`~combgames.base.checks.LimitError` that says how far it got and which parameter raises the limit.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from combgames.base.bitboards import grid_components

from combgames.game import CONVENTIONS, Game, checked_position
from combgames.games.tactix import _kernels
from combgames.games.tactix.rules import TactixRules, cells_of, move_masks
from combgames.symmetry import dihedral_square
from combgames.base.checks import LimitError, check_int, check_one_of, is_int, size_text
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.base.mex import mex

__all__ = [
    "MAX_POSITIONS", "MAX_SHAPES", "METHODS", "PathShape", "Plan", "ShapeValues", "TableResult", "TactixValuer",
    "components", "connected_subsets", "path_shape", "plan", "rectangle_values", "shape_key", "tactix_table",
    "tactix_value", "winning_moves",
]


MAX_SHAPES = 300_000
"""Default limit on the shapes the component memo search evaluates in one call (0.1-0.4 ms each, growing with
the counters: the full 5 x 5 board needs 262,292, about 100 s)."""

MAX_POSITIONS = 2_000_000
"""Default limit on the positions (up to symmetry) a misere whole-position search visits (about 90 us each)."""

METHODS = ("auto", "theory", "search", "table")
"""How a position is valued: ``"theory"`` (every component a row, an S-shape or a staircase: closed forms and
polynomial programmes), ``"search"`` (the component memo search, :class:`ShapeValues`; misere: whole-position
search), ``"table"`` (the compiled table of every subset of a component's bounding box, :func:`tactix_table`; misere:
of the counters' bounding box), ``"auto"`` (per component, the cheapest by the cost model of the module
docstring)."""

# the cost model (see the module docstring for the measurements)
TABLE_START_SECONDS = 1.5
"""Seconds of the first compiled table in a process (numba's import and the cached kernel's load: 1.0-1.9 s
measured in fresh processes)."""
TABLE_ENTRY_SECONDS = {"normal": 56e-9, "misere": 110e-9}
"""Seconds per entry of :func:`tactix_table` (2^cells entries), by convention."""
SHAPE_COUNTER_SECONDS = 18e-6
"""Seconds per shape and per counter of the component memo search (:class:`ShapeValues`)."""
SUBSETS_PER_SHAPE = 4
"""Connected subsets of a component per distinct shape up to symmetry (measured 1.6-2.4 on random sparse
components, 3.6-9 on full rectangles: the geometric middle)."""
POSITION_SECONDS = 90e-6
"""Seconds per position (up to symmetry) of the misere whole-position search."""
THEORY_STEP_SECONDS = 60e-9
"""Seconds per step of the staircase programme (:func:`~combgames.games.tactix.staircase.staircase_values`)."""


def require_tactix(game: Any, what: str) -> None:
    """TypeError unless ``game`` is a Tactix game (the theory of this module is Tactix's: its rules suffice);
    ``what`` names the caller in the message. Package-internal (not in ``__all__``), also used by
    :mod:`combgames.games.tactix.copying`."""
    if not isinstance(game, TactixRules):
        raise TypeError(f"{what} needs a Tactix game, not {type(game).__name__}")


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
    """The 8 symmetries of the side x side square (:func:`~combgames.symmetry.dihedral_square`), as tuples."""
    return tuple(tuple(g) for g in dihedral_square(side).elements.tolist())


def shape_key(cells: Iterable[tuple[int, int]]) -> tuple[int, int, int]:
    """Return the canonical ``(height, width, mask)`` of a set of cells up to translation and the 8 symmetries.

    ``mask`` numbers the cells of the height x width bounding box row by row. Two sets of cells get the same
    key iff one is carried to the other by a translation followed by a rotation or reflection of the grid.

    The 8 symmetries of the square lattice act on a shape through its bounding square: the shape is placed
    in the corner of a side x side square (side = the longer side of its bounding box), moved by each element
    of :func:`~combgames.symmetry.dihedral_square` (side), and each image is translated back to its own
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
    The shapes met are the connected subsets of the components, up to translation and symmetry, so the cost is
    their number (estimated by :func:`connected_subsets`), not 2^counters. :meth:`shape_value` stops after
    evaluating ``max_shapes`` shapes in one call with a :class:`~combgames.base.checks.LimitError`; the shapes valued
    so far stay in :attr:`table`, so a second call with a larger limit goes on from there. A row of n counters
    (a Nim heap) is valued n without search.

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

    def value(self, mask: int, cols: int, *, max_shapes: int = MAX_SHAPES,
              progress: Callable[[dict], None] | None = None) -> int:
        """Return the Grundy value of the counters ``mask`` on a board ``cols`` wide (XOR over the components).

        Raises
        ------
        combgames.base.checks.LimitError
            If valuing the components takes more than ``max_shapes`` shapes (see :meth:`shape_value`).
        """
        comps = _components(check_int(mask, "mask", minimum=0), check_int(cols, "cols", minimum=1))
        v = 0
        for comp in comps:
            v ^= self.shape_value(self.key(comp, cols), max_shapes=max_shapes, progress=progress)
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

    def shape_value(self, key: tuple[int, int, int], *, max_shapes: int = MAX_SHAPES,
                    progress: Callable[[dict], None] | None = None) -> int:
        """Return the value of the connected shape with canonical key ``key`` (see :func:`shape_key`).

        ``progress``, if given, is called about every half second with ``{"phase": "shapes", "seconds": ...,
        "positions": shapes evaluated in this call}``.

        Raises
        ------
        combgames.base.checks.LimitError
            After evaluating ``max_shapes`` shapes in this call without reaching ``key`` (the shapes valued so
            far are kept in :attr:`table`; the message says how many).
        """
        max_shapes = check_int(max_shapes, "max_shapes", minimum=1)
        if not (isinstance(key, tuple) and len(key) == 3 and all(is_int(v) and v >= 0 for v in key)
                and key[2] < 1 << (key[0] * key[1])):
            raise TypeError(f"a shape key is (height, width, mask) as shape_key returns it, not {key!r}"[:200])
        table = self.table
        if key in table:
            return table[key]
        start = self.nodes
        t0 = last = time.perf_counter()
        stack = [(key, self._children(key))]
        while stack:
            done = self.nodes - start
            if done >= max_shapes:
                raise LimitError(f"Tactix value of a {key[0]} x {key[1]} shape with {key[2].bit_count()} counters: "
                                 f"stopped after evaluating max_shapes={max_shapes:,} shapes in "
                                 f"{time.perf_counter() - t0:.0f} s ({len(table):,} shapes valued so far, kept in the "
                                 "ShapeValues table); pass a larger max_shapes to go on")
            if progress is not None and done & 255 == 0:
                now = time.perf_counter()
                if now - last >= 0.5:
                    last = now
                    progress({"phase": "shapes", "seconds": now - t0, "positions": done})
            k, children = stack[-1]
            missing = [c for opt in children for c in opt if c not in table]
            if missing:
                for c in dict.fromkeys(missing):
                    if c[0] == 1:  # a row (connected, one high): a Nim heap
                        table[c] = c[1]
                    else:
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


# ---------------------------------------------------------------------------------------------- theory
class PathShape:
    """A monotonic (staircase) component: its counters in path order and its row lengths.

    A row of counters is a Nim heap (one row), an S-shaped board S(a, b) is the two-row case, and longer
    staircases have three rows or more (:mod:`combgames.games.tactix.staircase`). Every group of counters a move can
    leave is an interval [s, e] of the path, and every move is a straight interval, so the component is valued
    by :meth:`interval_value`: the length of a heap, ``s_formula`` for S(a, b) with a, b <= 256 (where the
    tests check it against the exact programme), the exact programme :func:`~combgames.games.tactix.sshape.s_table`
    beyond, and :func:`~combgames.games.tactix.staircase.staircase_values` for three rows or more.

    Attributes
    ----------
    path : list of (row, col)
        The counters in path order, in the coordinates of the board they were found on.
    lengths : tuple of int
        The row lengths in the orientation with the fewest rows.
    """

    def __init__(self, path: list[tuple[int, int]], lengths: tuple[int, ...]):
        self.path, self.lengths = path, lengths
        self._values: list[list[int]] | None = None
        self._s_table: np.ndarray | None = None

    @property
    def kind(self) -> str:
        """``"heap"``, ``"s-shape"`` or ``"staircase"``."""
        return ("heap", "s-shape")[len(self.lengths) - 1] if len(self.lengths) <= 2 else "staircase"

    def __repr__(self) -> str:
        return f"PathShape({self.kind}, lengths={list(self.lengths)})"

    def steps(self) -> int:
        """The work of valuing it: 1 for a heap or a formula S-shape, else the steps of the exact programme."""
        n = len(self.path)
        if len(self.lengths) == 1:
            return 1
        if len(self.lengths) == 2:
            a, b = self.lengths
            return 1 if max(a, b) <= 256 else a * b * (a + b)
        return n * (n + 1) // 2 * len(self.moves())

    def interval_value(self, s: int, e: int) -> int:
        """The Grundy value of the counters ``path[s..e]`` (0 for an empty interval, ``e < s``)."""
        if e < s:
            return 0
        if len(self.lengths) == 1:
            return e - s + 1
        if len(self.lengths) == 2:
            a = self.lengths[0]
            top, bottom = max(0, min(e, a - 1) - s + 1), max(0, e - max(s, a) + 1)
            if top and bottom:  # the shared vertical pair is path[a - 1], path[a]
                return self._s(top, bottom)
            return top + bottom
        if self._values is None:
            from combgames.games.tactix.staircase import staircase_values

            self._values = staircase_values(self.lengths)
        return self._values[s][e]

    def _s(self, a: int, b: int) -> int:
        from combgames.games.tactix.sshape import s_formula, s_table

        if max(a, b) <= 256:
            return s_formula(a, b)
        if self._s_table is None:
            self._s_table = s_table(*self.lengths)
        return int(self._s_table[a, b])

    def value(self) -> int:
        """The Grundy value of the whole component."""
        return self.interval_value(0, len(self.path) - 1)

    def moves(self) -> list[tuple[int, int]]:
        """The moves as path intervals ``(s, e)``: the runs inside a straight segment (a row, or a column)."""
        path = self.path
        out = set()
        for axis in (0, 1):
            i = 0
            while i < len(path):
                j = i
                while j + 1 < len(path) and path[j + 1][axis] == path[i][axis]:
                    j += 1
                out.update((s, e) for s in range(i, j + 1) for e in range(s, j + 1))
                i = j + 1
        return sorted(out)


def path_shape(cells: Sequence[tuple[int, int]]) -> PathShape | None:
    """Return the :class:`PathShape` of a set of cells if it is a monotonic (staircase) board, else None.

    A staircase has rows of lengths l_1, ..., l_k, each row starting in the column where the one above ends
    (:mod:`combgames.games.tactix.staircase`), in any of the 8 orientations; the orientation with the fewest rows is
    kept (a column of n is a heap of one row, S(a, b) has two rows).

    Examples
    --------
    >>> path_shape([(0, 0), (0, 1), (0, 2), (1, 2), (1, 3)])
    PathShape(s-shape, lengths=[3, 2])
    >>> path_shape([(0, 0), (1, 0), (2, 0)]), path_shape([(0, 0), (0, 1), (1, 0), (1, 1)])
    (PathShape(heap, lengths=[3]), None)
    """
    best = None
    for transpose in (False, True):
        for mirror in (False, True):
            found = _staircase(cells, transpose, mirror)
            if found is not None and (best is None or len(found.lengths) < len(best.lengths)):
                best = found
    return best


def _staircase(cells: Sequence[tuple[int, int]], transpose: bool, mirror: bool) -> PathShape | None:
    """The staircase going down and to the right in the image of ``cells`` (transposed, then mirrored left to
    right), with its path in the original coordinates; None if the image is not one."""
    rows: dict[int, list[tuple[int, tuple[int, int]]]] = {}
    for cell in cells:
        r, c = (cell[1], cell[0]) if transpose else cell
        rows.setdefault(r, []).append((-c if mirror else c, cell))
    top = min(rows)
    if sorted(rows) != list(range(top, top + len(rows))):
        return None
    path: list[tuple[int, int]] = []
    lengths = []
    end = None
    for r in range(top, top + len(rows)):
        row = sorted(rows[r])
        first, last = row[0][0], row[-1][0]
        if last - first + 1 != len(row) or (end is not None and first != end):
            return None
        path.extend(cell for _, cell in row)  # the row's first counter is below the last of the row above
        lengths.append(len(row))
        end = last
    return PathShape(path, tuple(lengths))


# ---------------------------------------------------------------------------------------------- cost
MAX_TRANSFER_WIDTH = 6
"""The widest side :func:`connected_subsets` counts exactly (its states grow about 8-fold per column)."""
STRIP_WIDTH = 4
"""The width of the strip counted for a lower bound when both sides are wider than :data:`MAX_TRANSFER_WIDTH`."""


ESTIMATE_WORK = 50_000
"""The work (states x row subsets) :func:`plan` spends counting the connected subsets of a component
(at most about 0.2 s)."""


def _seconds(count: int, each: float) -> float:
    """``count * each`` for counts too large for a float."""
    return min(count, 10**300) * each


def connected_subsets(cells: Iterable[tuple[int, int]], *, max_work: int | None = None) -> tuple[int, bool]:
    """Count the non-empty 4-connected subsets of a set of cells: the sub-components a memo search can meet.

    Transfer matrix row by row along the longer side: a state is the connectivity of the chosen cells of the
    last row (which of them are joined through the rows above). Every connected subset of the rows done so far
    is counted, so when ``max_work`` (state x row-subset steps) runs out the count so far is returned, a lower
    bound, with ``exact=False``; so is the count of the connected subsets of a strip of :data:`STRIP_WIDTH`
    columns when both sides are longer than :data:`MAX_TRANSFER_WIDTH`.

    Returns
    -------
    (count, exact)

    Examples
    --------
    >>> connected_subsets([(r, c) for r in range(3) for c in range(3)])   # OEIS A059525: 218 for 3 x 3
    (218, True)
    """
    cells = set(cells)
    if not cells:
        return 0, True
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    cells = {(r - r0, c - c0) for r, c in cells}
    h, w = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
    if w > h:
        cells, h, w = {(c, r) for r, c in cells}, w, h
    exact = True
    if w > MAX_TRANSFER_WIDTH:  # count the subsets of a strip: a lower bound
        w, exact = STRIP_WIDTH, False
    rows = [sum(1 << c for c in range(w) if (r, c) in cells) for r in range(h)]
    empty = (0,) * w
    states: dict[tuple[int, ...], int] = {}
    step: dict[tuple[tuple[int, ...], int], tuple[int, ...] | None] = {}  # (labels, chosen cells) -> labels
    closed = work = 0
    for row in rows:
        subsets = _submasks(row)
        if max_work is not None and work + len(states) * len(subsets) > max_work:
            return closed + sum(n for s, n in states.items() if len(set(s) - {0}) == 1), False
        work += len(states) * len(subsets)
        new: dict[tuple[int, ...], int] = {}
        for labels, count in list(states.items()) + [(empty, 1)]:  # (empty: components starting in this row)
            for s in subsets:
                nxt = step.get((labels, s), 0)
                if nxt == 0:
                    nxt = step[(labels, s)] = _next_labels(labels, s, w)
                if nxt is None or (labels == empty and not s):
                    continue
                if nxt == empty:
                    closed += count
                else:
                    new[nxt] = new.get(nxt, 0) + count
        states = new
    return closed + sum(n for s, n in states.items() if len(set(s) - {0}) == 1), exact


def _submasks(mask: int) -> list[int]:
    out, s = [], mask
    while True:
        out.append(s)
        if s == 0:
            return out
        s = (s - 1) & mask


def _next_labels(labels: tuple[int, ...], s: int, w: int) -> tuple[int, ...] | None:
    """The labels of the row ``s`` below a row with ``labels``; None if a component of the row above is cut off
    while others go on; the empty tuple of zeros if the one component above ends here (``s`` empty)."""
    old = set(labels) - {0}
    if s == 0:
        return (0,) * w if len(old) == 1 else None
    parent = list(range(w + len(labels) + 1))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for c in range(w):
        if s >> c & 1:
            if c and s >> (c - 1) & 1:
                parent[find(c)] = find(c - 1)
            if labels[c]:
                parent[find(c)] = find(w + labels[c])
    roots = {find(c) for c in range(w) if s >> c & 1}
    if any(find(w + lab) not in roots for lab in old):
        return None
    names: dict[int, int] = {}
    return tuple(names.setdefault(find(c), len(names) + 1) if s >> c & 1 else 0 for c in range(w))


@dataclass
class Part:
    """How one component is valued: ``method`` is ``"heap"``, ``"s-shape"``, ``"staircase"`` (the theory),
    ``"search"`` (memo search) or ``"table"`` (compiled table of its bounding box); ``seconds`` the prediction;
    ``estimate`` the counts the prediction comes from."""

    mask: int
    counters: int
    method: str
    seconds: float
    estimate: dict = field(default_factory=dict)


@dataclass
class Plan:
    """The methods chosen for a position (:func:`plan`): one :class:`Part` per component under normal play, one
    for the whole position under misere play; ``method`` sums them up ("theory", "search", "table" or a mix
    joined by "+")."""

    convention: str
    parts: list[Part]
    seconds: float

    @property
    def method(self) -> str:
        names = dict.fromkeys("theory" if p.method in ("heap", "s-shape", "staircase") else p.method
                              for p in self.parts)
        return "+".join(names) or "theory"


def _box(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return r0, c0, max(r for r, _ in cells) - r0 + 1, max(c for _, c in cells) - c0 + 1


def _table_seconds(cells: int, convention: str, tables_built: bool) -> float:
    return (0.0 if tables_built else TABLE_START_SECONDS) + _seconds(1 << cells, TABLE_ENTRY_SECONDS[convention])


def _component_part(comp: int, cols: int, method: str, tables_built: bool) -> Part:
    """The plan of one component under normal play (see :func:`plan`)."""
    cells = cells_of(comp, cols)
    n = len(cells)
    if method in ("auto", "theory"):
        shape = path_shape(cells)
        if shape is not None:
            steps = shape.steps()
            return Part(comp, n, shape.kind, steps * THEORY_STEP_SECONDS, {"steps": steps})
        if method == "theory":
            raise ValueError(f"a component of {n} counters is not a row, an S-shape or a staircase: no theory values "
                             "it (use --method auto, search or table)")
    _, _, h, w = _box(cells)
    table = h * w <= 30
    if method == "table":
        if not table:
            raise ValueError(f"a component's bounding box is {h} x {w} = {h * w} cells: the compiled table is for at "
                             "most 30 (use --method auto or search)")
        return Part(comp, n, "table", _table_seconds(h * w, "normal", tables_built), {"entries": 1 << (h * w)})
    table_seconds = _table_seconds(h * w, "normal", tables_built) if table else float("inf")
    subsets, exact = connected_subsets(cells, max_work=ESTIMATE_WORK)
    shapes = max(1, subsets // SUBSETS_PER_SHAPE)
    estimate = {"connected_subsets": subsets, "exact": exact, "shapes": shapes,
                "shapes_at_least": -(-subsets // (8 * n))}
    search_seconds = _seconds(shapes * n, SHAPE_COUNTER_SECONDS)
    if method == "auto" and table_seconds < search_seconds:
        return Part(comp, n, "table", table_seconds, {"entries": 1 << (h * w), **estimate})
    return Part(comp, n, "search", search_seconds, estimate)


def plan(game: Game, position: Any = None, *, convention: str | None = None, method: str = "auto") -> Plan:
    """Return how :class:`TactixValuer` values a position with ``method``, and the predicted seconds.

    Normal play, per component: a row, S-shape or staircase by the theory (:class:`PathShape`); otherwise the
    memo search or the compiled table of the component's bounding box (at most 30 cells), whichever the cost
    model predicts faster ("auto"). Misere play: whole-position search or the table of the counters' bounding
    box. Nothing is computed but the estimates (a count of connected subsets, :func:`connected_subsets`).

    Raises
    ------
    ValueError
        For a method that does not apply (``"theory"`` on a component no theory values, ``"table"`` on a box of
        more than 30 cells).

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> plan(Tactix(board="xxx./..xx")).method, plan(Tactix(5, 5)).method
    ('theory', 'table')
    """
    require_tactix(game, "plan")
    p = game.initial() if position is None else checked_position(game, position)
    conv = check_one_of(convention if convention is not None else game.convention, "convention", CONVENTIONS)
    check_one_of(method, "method", METHODS)
    built = bool(_TABLES)
    if conv == "normal":
        parts = [_component_part(comp, game.cols, method, built) for comp in _components(p[0], game.cols)]
        return Plan(conv, parts, sum(part.seconds for part in parts))
    mask = p[0]
    n = mask.bit_count()
    if method == "theory":
        raise ValueError("misere play has no theory here: it is searched whole (use --method auto, search or table)")
    cells = cells_of(mask, game.cols)
    h, w = _box(cells)[2:] if cells else (0, 0)
    table_seconds = _table_seconds(h * w, "misere", built) if h * w <= 30 else float("inf")
    if method == "table" and h * w > 30:
        raise ValueError(f"the counters' bounding box is {h} x {w} = {h * w} cells: the compiled table is for at most "
                         "30 (use --method auto or search)")
    search_seconds = _seconds(max(1, (1 << n) // game.symmetry_group.order()), POSITION_SECONDS)
    estimate = {"positions_at_most": 1 << n, "entries": 1 << (h * w)}
    use_table = method == "table" or (method == "auto" and table_seconds < search_seconds)
    part = Part(mask, n, "table" if use_table else "search", table_seconds if use_table else search_seconds, estimate)
    return Plan(conv, [part], part.seconds)


# ---------------------------------------------------------------------------------------------- valuing
_TABLES: dict[tuple[int, int, str], np.ndarray] = {}
"""The compiled tables built in this process, by (rows, cols, convention); at most 2^27 bytes kept."""


def _table(rows: int, cols: int, convention: str) -> np.ndarray:
    key = (rows, cols, convention)
    if key not in _TABLES:
        values = tactix_table(rows, cols, convention=convention).values
        while _TABLES and sum(t.nbytes for t in _TABLES.values()) + values.nbytes > 1 << 27:
            _TABLES.pop(next(iter(_TABLES)))
        _TABLES[key] = values
    return _TABLES[key]


class _BoxTable:
    """A compiled table of a bounding box, read with masks of the board (``cols`` wide)."""

    def __init__(self, cells: list[tuple[int, int]], cols: int, convention: str):
        r0, c0, self.h, self.w = _box(cells)
        self.values = _table(self.h, self.w, convention)
        self.bit = {r * cols + c: (r - r0) * self.w + (c - c0) for r, c in cells}

    def __getitem__(self, mask: int) -> int:
        m = 0
        while mask:
            low = mask & -mask
            m |= 1 << self.bit[low.bit_length() - 1]
            mask ^= low
        return int(self.values[m])


class TactixValuer:
    """Values, outcomes and winning moves of the positions of one Tactix game, by the methods :func:`plan` picks.

    Keeps what it computed (the memo search's :class:`ShapeValues`, the theory of each component, the compiled
    tables), so one valuer answers many positions of the game; :class:`~combgames.games.tactix.Tactix` keeps one
    for its ``nim_value``, ``outcome_class`` and ``winning_moves``.

    Parameters
    ----------
    game : Tactix
    method : {"auto", "theory", "search", "table"}
        See :data:`METHODS`.
    shapes : ShapeValues, optional
        The memo table of the search (default a fresh one).
    max_shapes : int
        Stop a component memo search after this many shapes (:data:`MAX_SHAPES`), with a LimitError; a search
        whose lower bound of shapes (connected subsets / (8 counters)) is already over it is refused up front.
    max_positions : int
        Stop a misere whole-position search after this many positions (:data:`MAX_POSITIONS`).
    progress : callable, optional
        Called with ``{"phase", "seconds", "positions"}`` about every half second of a search.
    """

    def __init__(self, game: Game, *, method: str = "auto", shapes: ShapeValues | None = None,
                 max_shapes: int = MAX_SHAPES, max_positions: int = MAX_POSITIONS,
                 progress: Callable[[dict], None] | None = None):
        require_tactix(game, "TactixValuer")
        if shapes is not None and not isinstance(shapes, ShapeValues):
            raise TypeError(f"shapes must be a ShapeValues table, not {type(shapes).__name__}")
        self.game = game
        self.method = check_one_of(method, "method", METHODS)
        self.shapes = shapes if shapes is not None else ShapeValues()
        self.max_shapes = check_int(max_shapes, "max_shapes", minimum=1)
        self.max_positions = check_int(max_positions, "max_positions", minimum=1)
        self.progress = progress
        self._parts: dict[int, tuple[Part, Any]] = {}
        self._misere: dict[int, bool] = {}

    def plan(self, p: Any, convention: str | None = None) -> Plan:
        """:func:`plan` of ``p`` with this valuer's method."""
        return plan(self.game, p, convention=convention, method=self.method)

    # ----------------------------------------------------------------- normal play
    def _component(self, comp: int) -> tuple[Part, Any]:
        """The plan of a component and what values it: a PathShape, a _BoxTable, or None (the memo search)."""
        found = self._parts.get(comp)
        if found is None:
            part = _component_part(comp, self.game.cols, self.method, bool(_TABLES))
            cells = cells_of(comp, self.game.cols)
            if part.method in ("heap", "s-shape", "staircase"):
                how: Any = path_shape(cells)
            elif part.method == "table":
                how = _BoxTable(cells, self.game.cols, "normal")
            else:
                if part.estimate["shapes_at_least"] > self.max_shapes:
                    raise LimitError(
                        f"Tactix memo search refused: a component of {part.counters} counters has at least "
                        f"{size_text(part.estimate['connected_subsets'])} connected subsets, so at least "
                        f"{size_text(part.estimate['shapes_at_least'])} shapes up to symmetry, more than max_shapes="
                        f"{size_text(self.max_shapes)} (pass a larger max_shapes to try anyway)", refused=True)
                how = None
            found = self._parts[comp] = (part, how)
        return found

    def _component_value(self, comp: int, part: Part, how: Any) -> int:
        if isinstance(how, PathShape):
            return how.value()
        if isinstance(how, _BoxTable):
            return how[comp]
        return self.shapes.value(comp, self.game.cols, max_shapes=self.max_shapes, progress=self.progress)

    def value(self, p: Any) -> int:
        """The normal-play Grundy value of ``p``: the XOR of its components' values."""
        v = 0
        for comp in _components(p[0], self.game.cols):
            v ^= self._component_value(comp, *self._component(comp))
        return v

    def _moves_to(self, comp: int, part: Part, how: Any, target: int) -> list[int]:
        """The moves inside ``comp`` that leave it with value ``target``, as masks of the board."""
        cols = self.game.cols
        if isinstance(how, PathShape):
            bits = [1 << (r * cols + c) for r, c in how.path]
            n = len(bits)
            return [sum(bits[s:e + 1]) for s, e in how.moves()
                    if how.interval_value(0, s - 1) ^ how.interval_value(e + 1, n - 1) == target]
        moves = move_masks(comp, self.game._lines)
        if isinstance(how, _BoxTable):
            return [m for m in moves if how[comp & ~m] == target]
        return [m for m in moves if self.shapes.value(comp & ~m, cols, max_shapes=self.max_shapes,
                                                       progress=self.progress) == target]

    def _normal_winning_moves(self, p: Any) -> list[int]:
        comps = [(comp, *self._component(comp)) for comp in _components(p[0], self.game.cols)]
        values = [self._component_value(*c) for c in comps]
        total = 0
        for v in values:
            total ^= v
        out: list[int] = []
        if total:
            for (comp, part, how), v in zip(comps, values):  # (a move may also raise a component's value)
                out.extend(self._moves_to(comp, part, how, total ^ v))
        return sorted(out)

    # ----------------------------------------------------------------- misere play
    def _misere_solver(self, mask: int) -> Callable[[int], bool]:
        """Misere: a function telling, for ``mask`` and its sub-positions, whether the player to move wins (the
        table of the counters' bounding box, or whole-position search, as :func:`plan` chooses for ``mask``)."""
        part = plan(self.game, (mask, 0), convention="misere", method=self.method).parts[0]
        if part.method == "table" and mask:
            table = _BoxTable(cells_of(mask, self.game.cols), self.game.cols, "misere")
            return lambda m: bool(table[m])
        return self._search_misere

    def _search_misere(self, root: int) -> bool:
        """Whole-position misere search, memoised up to the grid's symmetry: a position is won for the player to
        move iff it is empty or some move leaves a lost one (the search stops at the first)."""
        game, memo = self.game, self._misere
        key = game._canonize
        if key(root) in memo:
            return memo[key(root)]
        lines = game._lines
        t0 = last = time.perf_counter()
        start = len(memo)
        stack = [[root, move_masks(root, lines), 0]]
        while stack:
            frame = stack[-1]
            mask, moves, i = frame
            won = mask == 0
            while i < len(moves):
                known = memo.get(key(mask & ~moves[i]))
                if known is None:
                    break
                if not known:
                    won = True
                    break
                i += 1
            if not won and i < len(moves):  # a child not valued yet: value it first, then come back to it
                frame[2] = i
                child = mask & ~moves[i]
                stack.append([child, move_masks(child, lines), 0])
                visited = len(memo) - start
                if visited >= self.max_positions:
                    raise LimitError(f"misere Tactix search stopped after {visited:,} positions up to symmetry in "
                                     f"{time.perf_counter() - t0:.0f} s (max_positions={self.max_positions:,}; they "
                                     "are kept for the next call); pass a larger max_positions to go on")
                if self.progress is not None:
                    now = time.perf_counter()
                    if now - last >= 0.5:
                        last = now
                        self.progress({"phase": "misere search", "seconds": now - t0, "positions": visited})
                continue
            memo[key(mask)] = won
            stack.pop()
        return memo[key(root)]

    def outcome(self, p: Any, convention: str | None = None) -> str:
        """``"N"`` (the player to move wins) or ``"P"`` under ``convention`` (default the game's)."""
        conv = check_one_of(convention if convention is not None else self.game.convention, "convention",
                            CONVENTIONS)
        if conv == "normal":
            return "N" if self.value(p) else "P"
        return "N" if self._misere_solver(p[0])(p[0]) else "P"

    def winning_moves(self, p: Any, convention: str | None = None) -> list[int]:
        """The moves of ``p`` to a P-position under ``convention`` (default the game's), as sorted masks."""
        conv = check_one_of(convention if convention is not None else self.game.convention, "convention",
                            CONVENTIONS)
        if conv == "normal":
            return self._normal_winning_moves(p)
        mask = p[0]
        next_wins = self._misere_solver(mask)
        return [m for m in move_masks(mask, self.game._lines) if not next_wins(mask & ~m)]


def tactix_value(game: Game, position: Any = None, *, method: str = "auto", shapes: ShapeValues | None = None,
                 max_shapes: int = MAX_SHAPES, progress: Callable[[dict], None] | None = None) -> int:
    """Return the normal-play Grundy value of a Tactix position: the XOR of its components' values.

    Each component is valued by the theory when it is a row, an S-shape or a staircase, else by the memo
    search or the compiled table of its bounding box, whichever :func:`plan` predicts faster (``method="auto"``).

    Parameters
    ----------
    game : Tactix
    position : optional
        ``(mask, player)``; default the game's initial position.
    method : {"auto", "theory", "search", "table"}
        See :data:`METHODS`.
    shapes : ShapeValues, optional
        The memo table of the search; pass one to share it across calls (default: a fresh table).
    max_shapes : int
        Stop a memo search after evaluating this many shapes (default :data:`MAX_SHAPES`); refuse one whose
        lower bound of shapes is over it.
    progress : callable, optional
        Progress reports of a long search (see :class:`TactixValuer`).

    Raises
    ------
    combgames.base.checks.LimitError
        A memo search over ``max_shapes`` (refused up front, ``refused=True``, when even the lower bound of its
        shapes is over the limit).
    ValueError
        For a position of another game, or a method that does not apply.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> tactix_value(Tactix(3, 3)), tactix_value(Tactix(board="xxx./..xx"))   # S-shaped board S(3, 2)
    (1, 5)
    """
    require_tactix(game, "tactix_value")
    p = game.initial() if position is None else checked_position(game, position)
    return TactixValuer(game, method=method, shapes=shapes, max_shapes=max_shapes, progress=progress).value(p)


def winning_moves(game: Game, position: Any = None, *, convention: str | None = None, method: str = "auto",
                  max_shapes: int = MAX_SHAPES, max_positions: int = MAX_POSITIONS,
                  progress: Callable[[dict], None] | None = None) -> list:
    """Return the moves of a Tactix position that leave a second-player win (P-position), sorted.

    Under normal play these are the moves to value 0 (by components, as :func:`tactix_value`); under misere
    play the moves to a misere P-position (whole-position search or the compiled table, by :func:`plan`).

    Parameters
    ----------
    convention : {"normal", "misere"}, optional
        Default the game's own convention.
    max_positions : int
        Misere play: stop the whole-position search after this many positions (default :data:`MAX_POSITIONS`).

    Other parameters as :func:`tactix_value`.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(board="xxx./..xx")
    >>> winning_moves(game), winning_moves(game, convention="misere") != []   # take the corner c of the top row
    ([4], True)
    """
    require_tactix(game, "winning_moves")
    p = game.initial() if position is None else checked_position(game, position)
    valuer = TactixValuer(game, method=method, max_shapes=max_shapes, max_positions=max_positions, progress=progress)
    return valuer.winning_moves(p, convention)


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


def tactix_table(rows: int, cols: int, *, convention: str = "normal", backend: str = "auto",
                 progress: Callable[[dict], Any] | None = None) -> TableResult:
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
    progress : callable, optional
        Called about once a second while the table is filled, with ``{"phase": "Tactix table", "positions",
        "total", "seconds"}``. The kernel is interruptible (Ctrl-C, or SIGTERM and SIGHUP under the command
        line, stop it within a fraction of a second: :func:`combgames.base.kernels.run_interruptible`).

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
        fn(1, 1, misere, *_kernels.board_tables(1, 1), tiny, np.zeros(2, dtype=np.int64))
        compile_seconds = time.perf_counter() - t0
    out = np.zeros(1 << (rows * cols), dtype=np.uint8)
    control = np.zeros(2, dtype=np.int64)
    t1 = time.perf_counter()
    run_interruptible(lambda: fn(rows, cols, misere, *tabs, out, control), control, _kernels.STOP, progress=progress,
                      report=lambda: {"phase": "Tactix table", "positions": int(control[_kernels.DONE]),
                                      "total": len(out), "seconds": time.perf_counter() - t0})
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
