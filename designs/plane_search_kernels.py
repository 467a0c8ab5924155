"""Kernels of the plane search (:mod:`designs.plane_search`): the lines through a cell, and the exact cover
of the lines through the 5-arc A, B, C, P, Q.

Each is a plain Python function over numpy arrays and integers: run as it is (the reference,
``backend="python"``) or compiled by :func:`combgames.base.kernels.kernel`; the module docstring of
:mod:`designs.plane_search` states the mathematics, which is recalled here only as far as the code needs it.

Points and lines
----------------
The plane of order n = m + 1 over a Latin square of order m has its points numbered as
:func:`designs.plane_search.triangle_points` does: A, B, C = 0, 1, 2, then X_r = 3 + r, Y_c = 3 + m + c,
Z_s = 3 + 2m + s, then the cells, (r, c) = 3 + 3m + r m + c. A *line* is a set of points, stored as a mask of
``ceil(points / WORD)`` words; a set of lines (by their index in a list) is a mask of ``ceil(lines / WORD)``
words. Bit i of a mask is bit ``i % WORD`` of word ``i // WORD``: with ``WORD = 63`` every word is a
non-negative int64, so the bit operations of :mod:`combgames.base.bitboard_kernels` apply to it unchanged in
compiled code and in Python.

The candidates
--------------
A line through a cell other than the triangle's lines is a *near transversal*: m - 1 cells in distinct rows,
columns and symbols, with the points X_r, Y_c, Z_s of the row, column and symbol it misses.
:func:`cell_lines` lists those through a given cell, in the order of a depth-first walk over the rows (at each
row first "skip this row", then the columns in increasing order) -- the order of
the private ``designs.plane_search.triangle._near_transversals``, so the lines, and with them the extensions, come
in the same order as before this kernel.

The exact cover
---------------
:func:`arc_setup` and :func:`arc_search` are Knuth's Algorithm X [1]_ on these bitsets: the items are the
points still to be joined to P and those still to be joined to Q; a line through P (Q) covers the points on it
for P (for Q; the line PQ for both); a chosen line keeps alive only the lines meeting it in exactly one point
(``meets``, made for line i when it is first chosen: the lines through exactly one of its points), as two
lines of a plane meet. At each node the item with the fewest live lines is branched on (the first such item:
P's before Q's, points in increasing order), its lines in increasing order; a node with no item left is an
extension. :func:`arc_search` keeps its whole state (the stack of live lines, items and branches) in arrays
of the caller, so it stops after ``budget`` nodes, when its output is full, or when the stop flag is set, and
continues from there at the next call: a compiled call returns to Python within a bounded time.

References
----------
.. [1] D. E. Knuth, "Dancing links", in Millennial Perspectives in Computer Science, Palgrave, 2000, 187-214.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import lowest_bit, popcount
from combgames.base.kernels import jitable

__all__ = ["WORD", "CONTROL_STOP", "CONTROL_NODES", "CONTROL_DEPTH", "CONTROL_FOUND", "CONTROL_SIZE", "DONE",
           "FULL", "PAUSED", "words", "cell_lines", "arc_setup", "arc_search"]

WORD = 63
"""Bits used per int64 word of a mask (the sign bit is left clear)."""

CONTROL_STOP = 0
"""Index of the stop flag in the control array (:func:`combgames.base.kernels.run_interruptible`)."""

CONTROL_NODES = 1
"""Index of the count of search nodes (lines chosen) in the control array."""

CONTROL_DEPTH = 2
"""Index of the depth of the search's stack (-1: the search is over)."""

CONTROL_FOUND = 3
"""Index of the number of extensions written to the output since the caller last emptied it."""

CONTROL_SIZE = 4
"""Length of the control array."""

DONE, FULL, PAUSED = 0, 1, 2
"""What :func:`arc_search` returns: the search is over; the output is full; the budget ran out or the stop flag
was set."""

POLL_EVERY = 1024
"""Search nodes between two looks at the stop flag."""


def words(bits: int) -> int:
    """The number of words of a mask of ``bits`` bits.

    Examples
    --------
    >>> words(91), words(63), words(64)
    (2, 1, 2)
    """
    return max(1, -(-bits // WORD))


@jitable
def set_bit(mask, row, i):
    """Set bit ``i`` of the mask ``mask[row]``."""
    mask[row, i // WORD] |= 1 << (i % WORD)


@jitable
def bit_is_set(mask, row, i):
    """Whether bit ``i`` of the mask ``mask[row]`` is set."""
    return (mask[row, i // WORD] >> (i % WORD)) & 1 == 1


def cell_lines(square: np.ndarray, m: int, row: int, column: int, exclude: int, masks: np.ndarray) -> int:
    """Write the masks of the near-transversal lines through the cell (``row``, ``column``) of the Latin square
    ``square`` (m x m, symbols 0..m-1) into the rows of ``masks`` and return how many there are.

    The lines through the cell ``exclude`` (a cell's number r m + c; -1: none) are left out. Only the first
    ``masks.shape[0]`` are written; a return value above that asks the caller for a larger ``masks``.
    """
    capacity = masks.shape[0]
    full = (1 << m) - 1
    first_cell = 3 + 3 * m
    choice = np.zeros(m + 1, dtype=np.int64)            # the column taken in each row, -1 where skipped
    following = np.zeros(m + 1, dtype=np.int64)         # the next choice to try in each row (-1: the skip)
    used_columns = 0
    used_symbols = 0
    skipped = -1
    count = 0
    r = 0
    following[0] = -1
    while r >= 0:
        if r == m:
            if skipped >= 0 and not (exclude >= 0 and choice[exclude // m] == exclude % m):
                if count < capacity:
                    _write_line(masks, count, choice, m, skipped, full & ~used_columns, full & ~used_symbols,
                                first_cell)
                count += 1
            r -= 1
            if choice[r] < 0:
                skipped = -1
            else:
                used_columns ^= 1 << choice[r]
                used_symbols ^= 1 << square[r, choice[r]]
            continue
        k = following[r]
        taken = False
        while k < m:
            if k < 0:
                if skipped < 0 and r != row:
                    choice[r] = -1
                    following[r] = 0
                    skipped = r
                    taken = True
                    break
                k = 0
                continue
            if (r != row or k == column) and not (used_columns >> k) & 1 and not (used_symbols >> square[r, k]) & 1:
                choice[r] = k
                following[r] = k + 1
                used_columns |= 1 << k
                used_symbols |= 1 << square[r, k]
                taken = True
                break
            k += 1
        if taken:
            r += 1
            following[r] = -1
        else:
            r -= 1
            if r >= 0:
                if choice[r] < 0:
                    skipped = -1
                else:
                    used_columns ^= 1 << choice[r]
                    used_symbols ^= 1 << square[r, choice[r]]
    return count


@jitable
def _write_line(masks, at, choice, m, skipped, free_columns, free_symbols, first_cell):
    """Write the mask of the line X_skipped, Y_c, Z_s and the chosen cells (c, s the column and symbol left free,
    each a one-bit mask) into ``masks[at]``."""
    for w in range(masks.shape[1]):
        masks[at, w] = 0
    set_bit(masks, at, 3 + skipped)
    set_bit(masks, at, 3 + m + lowest_bit(free_columns))
    set_bit(masks, at, 3 + 2 * m + lowest_bit(free_symbols))
    for r in range(m):
        if choice[r] >= 0:
            set_bit(masks, at, first_cell + r * m + choice[r])


def arc_setup(masks: np.ndarray, lines: int, points: int, p: int, q: int, need: np.ndarray,
              at: np.ndarray, through: np.ndarray, on: np.ndarray, live: np.ndarray, options: np.ndarray,
              control: np.ndarray) -> None:
    """Prepare :func:`arc_search` on the first ``lines`` rows of ``masks`` (the lines through P or Q), for the
    points ``p``, ``q`` and the items ``need[0, 0]`` (the points to join to P) and ``need[0, 1]`` (to Q).

    Fills ``at[i]`` (bit 0: line i passes through P, bit 1: through Q), ``through[side, x]`` (the lines through
    P (side 0) or Q (side 1) and the point x), ``on[x]`` (the lines through x), the root of the stack (every line
    live, its branch) and ``control``: depth 0, or -1 when the root has an item in no line; no node, nothing
    found. (An empty root, all points joined already, is the caller's to see: it is one extension, the empty one.)
    """
    line_words = live.shape[1]
    for x in range(points):
        for w in range(line_words):
            on[x, w] = 0
            through[0, x, w] = 0
            through[1, x, w] = 0
    for i in range(lines):
        at[i] = 0
        if bit_is_set(masks, i, p):
            at[i] |= 1
        if bit_is_set(masks, i, q):
            at[i] |= 2
        for x in range(points):
            if bit_is_set(masks, i, x):
                set_bit(on, x, i)
                for side in range(2):
                    if (at[i] >> side) & 1:
                        through[side, x, i // WORD] |= 1 << (i % WORD)
    for w in range(line_words):
        live[0, w] = 0
    for i in range(lines):
        set_bit(live, 0, i)
    control[CONTROL_NODES] = 0
    control[CONTROL_FOUND] = 0
    control[CONTROL_DEPTH] = 0 if _branch(0, need, live, through, options) > 0 else -1


@jitable
def _branch(depth, need, live, through, options):
    """Fill ``options[depth]`` with the live lines of the item (a point to join to P or to Q) in the fewest of
    them, and return their number (0 when some item is in none: a dead end)."""
    point_words = need.shape[2]
    line_words = live.shape[1]
    fewest = -1
    best_side = 0
    best_point = 0
    for side in range(2):
        for pw in range(point_words):
            left = need[depth, side, pw]
            while left != 0 and fewest != 0:
                x = pw * WORD + lowest_bit(left)
                left &= left - 1
                size = 0
                for w in range(line_words):
                    size += popcount(live[depth, w] & through[side, x, w])
                if fewest < 0 or size < fewest:
                    fewest = size
                    best_side = side
                    best_point = x
    if fewest > 0:
        for w in range(line_words):
            options[depth, w] = live[depth, w] & through[best_side, best_point, w]
    return max(fewest, 0)


@jitable
def _make_meets(i, masks, on, meets, made):
    """Fill ``meets[i]`` once: the lines through exactly one point of line i (those through two or more, line i
    itself among them, cannot stay beside it)."""
    if made[i] == 0:
        line_words = meets.shape[1]
        for w in range(line_words):
            once = 0
            twice = 0
            for pw in range(masks.shape[1]):
                left = masks[i, pw]
                while left != 0:
                    x = pw * WORD + lowest_bit(left)
                    left &= left - 1
                    twice |= once & on[x, w]
                    once |= on[x, w]
            meets[i, w] = once & ~twice
        made[i] = 1


def arc_search(masks: np.ndarray, need: np.ndarray, at: np.ndarray, through: np.ndarray,
               on: np.ndarray, meets: np.ndarray, made: np.ndarray, live: np.ndarray, options: np.ndarray,
               chosen: np.ndarray, out: np.ndarray, sizes: np.ndarray, control: np.ndarray, budget: int) -> int:
    """Run the exact cover prepared by :func:`arc_setup` for at most ``budget`` nodes; return :data:`DONE`,
    :data:`FULL` or :data:`PAUSED`.

    Each extension found is written to the next row of ``out`` (the indices of its lines in the order chosen,
    ``sizes[k]`` of them) and counted in ``control[CONTROL_FOUND]``; when ``out`` is full the search returns
    :data:`FULL` (the caller empties it, sets the count to 0 and calls again). ``control[CONTROL_NODES]`` counts
    the lines chosen; the stop flag ``control[CONTROL_STOP]`` is read every :data:`POLL_EVERY` nodes. The state
    is kept in the arrays, so a call continues where the last one stopped.
    """
    line_words = live.shape[1]
    point_words = need.shape[2]
    capacity = out.shape[0]
    depth = control[CONTROL_DEPTH]
    found = control[CONTROL_FOUND]
    nodes = control[CONTROL_NODES]
    status = DONE
    steps = 0
    while depth >= 0:
        i = -1
        for w in range(line_words):
            if options[depth, w] != 0:
                i = w * WORD + lowest_bit(options[depth, w])
                options[depth, w] &= options[depth, w] - 1
                break
        if i < 0:
            depth -= 1
            continue
        chosen[depth] = i
        _make_meets(i, masks, on, meets, made)
        for w in range(line_words):
            live[depth + 1, w] = live[depth, w] & meets[i, w]
        empty = True
        for side in range(2):
            for pw in range(point_words):
                left = need[depth, side, pw]
                if (at[i] >> side) & 1:
                    left &= ~masks[i, pw]
                need[depth + 1, side, pw] = left
                if left != 0:
                    empty = False
        nodes += 1
        steps += 1
        if empty:
            for k in range(depth + 1):
                out[found, k] = chosen[k]
            sizes[found] = depth + 1
            found += 1
            if found == capacity:
                status = FULL
                break
        elif _branch(depth + 1, need, live, through, options) > 0:
            depth += 1
        if steps >= budget or (steps % POLL_EVERY == 0 and control[CONTROL_STOP] != 0):
            status = PAUSED
            break
    if status == DONE:
        depth = -1
    control[CONTROL_DEPTH] = depth
    control[CONTROL_FOUND] = found
    control[CONTROL_NODES] = nodes
    return status
