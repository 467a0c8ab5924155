"""Kernels of the orthogonal-mate count (:mod:`designs.mate_census`): transversals, then exact covers by them.

Each is a plain Python function over numpy arrays and integers: run as it is (the reference, ``backend="python"``)
or compiled by :func:`combgames.base.kernels.kernel`.

A *transversal* of a Latin square L of order n is a set of n cells, one in each row and each column, holding n
different symbols; it is stored as its columns, ``t[i]`` the column of its cell in row i. A square M is an
orthogonal mate of L exactly when the cells of each symbol of M form a transversal of L, so the mates of L up to
a relabelling of M's symbols are the partitions of the n^2 cells of L into n disjoint transversals
(Colbourn-Dinitz, Handbook of Combinatorial Designs, 2nd ed., III.3). :func:`count_decompositions` counts
those partitions by Knuth's Algorithm X (D. E. Knuth, "Dancing links", arXiv:cs/0011047) on bitmasks: each
transversal is a mask of its n cells, and each step branches on the uncovered cell lying in the fewest
transversals still disjoint from the ones chosen.

Cell (i, j) is bit ``(i n + j) % CELL_BITS`` of word ``(i n + j) // CELL_BITS``: two words of 42 bits hold the
81 cells of order 9, and every mask stays a nonnegative int64 in Python and in compiled code alike.
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable

__all__ = ["CELL_BITS", "CONTROL_NODES", "CONTROL_STOP", "count_decompositions", "list_transversals"]

CELL_BITS = 42
"""Cells per word of a transversal's mask (two words: orders up to 9)."""

CONTROL_STOP = 0
"""Index of the stop flag in the control array (:func:`combgames.base.kernels.run_interruptible`)."""

CONTROL_NODES = 1
"""Index of the count of search nodes (transversals chosen) in the control array."""

POLL_EVERY = 4096
"""Search nodes between two looks at the stop flag."""


def list_transversals(square: np.ndarray, n: int, out: np.ndarray) -> int:
    """Write the transversals of the Latin square ``square`` (n x n, symbols 0..n-1) into the rows of ``out``
    (each as its n columns, in lexicographic order) and return how many there are.

    Only the first ``out.shape[0]`` are written; a return value above that asks the caller for a larger
    ``out``. Depth-first search row by row over the free columns whose symbol is free.
    """
    capacity = out.shape[0]
    count = 0
    columns = np.zeros(n, dtype=np.int64)
    next_column = np.zeros(n + 1, dtype=np.int64)
    used_columns = 0
    used_symbols = 0
    row = 0
    while row >= 0:
        if row == n:
            if count < capacity:
                for i in range(n):
                    out[count, i] = columns[i]
            count += 1
            row -= 1
            used_columns ^= 1 << columns[row]
            used_symbols ^= 1 << square[row, columns[row]]
            continue
        j = next_column[row]
        while j < n and ((used_columns >> j) & 1 or (used_symbols >> square[row, j]) & 1):
            j += 1
        if j < n:
            next_column[row] = j + 1
            columns[row] = j
            used_columns |= 1 << j
            used_symbols |= 1 << square[row, j]
            row += 1
            next_column[row] = 0
        else:
            row -= 1
            if row >= 0:
                used_columns ^= 1 << columns[row]
                used_symbols ^= 1 << square[row, columns[row]]
    return count


def count_decompositions(transversals: np.ndarray, total: int, n: int, limit: int, control: np.ndarray) -> int:
    """The number of partitions of the n^2 cells into n of the first ``total`` rows of ``transversals``
    (each row a transversal as its n columns): the orthogonal mates of the square, one per relabelling class.

    Stops at ``limit`` partitions when ``limit > 0`` (``limit = 1`` asks only whether a mate exists).
    ``control[CONTROL_NODES]`` counts the transversals chosen; the search returns early (with the partitions
    found so far) once ``control[CONTROL_STOP]`` is set, looked at every :data:`POLL_EVERY` nodes.
    """
    cells = n * n
    low = np.zeros(total, dtype=np.int64)
    high = np.zeros(total, dtype=np.int64)
    cell_of = np.zeros((total, n), dtype=np.int64)
    for t in range(total):
        for i in range(n):
            c = i * n + transversals[t, i]
            cell_of[t, i] = c
            if c < CELL_BITS:
                low[t] |= 1 << c
            else:
                high[t] |= 1 << (c - CELL_BITS)
    live = np.zeros((n + 1, max(total, 1)), dtype=np.int64)
    live_count = np.zeros(n + 1, dtype=np.int64)
    branch = np.zeros((n + 1, max(total, 1)), dtype=np.int64)
    branch_count = np.zeros(n + 1, dtype=np.int64)
    branch_next = np.zeros(n + 1, dtype=np.int64)
    covered_low = np.zeros(n + 1, dtype=np.int64)
    covered_high = np.zeros(n + 1, dtype=np.int64)
    through = np.zeros(cells, dtype=np.int64)
    for t in range(total):
        live[0, t] = t
    live_count[0] = total
    found = 0
    nodes = 0
    depth = 0
    _branch_at(0, n, live, live_count, branch, branch_count, branch_next, covered_low, covered_high, cell_of, low,
               high, through)
    while depth >= 0:
        if branch_next[depth] == branch_count[depth]:
            depth -= 1
            continue
        t = branch[depth, branch_next[depth]]
        branch_next[depth] += 1
        nodes += 1
        if nodes % POLL_EVERY == 0:
            control[CONTROL_NODES] = nodes
            if control[CONTROL_STOP] != 0:
                break
        if depth + 1 == n:
            found += 1
            if limit > 0 and found >= limit:
                break
            continue
        kept = 0
        for k in range(live_count[depth]):
            u = live[depth, k]
            if (low[u] & low[t]) == 0 and (high[u] & high[t]) == 0:
                live[depth + 1, kept] = u
                kept += 1
        live_count[depth + 1] = kept
        covered_low[depth + 1] = covered_low[depth] | low[t]
        covered_high[depth + 1] = covered_high[depth] | high[t]
        depth += 1
        _branch_at(depth, n, live, live_count, branch, branch_count, branch_next, covered_low, covered_high,
                   cell_of, low, high, through)
    control[CONTROL_NODES] = nodes
    return found


@jitable
def _branch_at(depth: int, n: int, live: np.ndarray, live_count: np.ndarray, branch: np.ndarray,
               branch_count: np.ndarray, branch_next: np.ndarray, covered_low: np.ndarray, covered_high: np.ndarray,
               cell_of: np.ndarray, low: np.ndarray, high: np.ndarray, through: np.ndarray) -> None:
    """Fill ``branch[depth]`` with the live transversals through the uncovered cell that the fewest of them
    cover (none when fewer live transversals remain than transversals to choose, or a cell is in none)."""
    branch_next[depth] = 0
    branch_count[depth] = 0
    if live_count[depth] < n - depth:
        return
    cells = n * n
    for c in range(cells):
        through[c] = 0
    for k in range(live_count[depth]):
        t = live[depth, k]
        for i in range(n):
            through[cell_of[t, i]] += 1
    best = -1
    fewest = live_count[depth] + 1
    for c in range(cells):
        if c < CELL_BITS:
            covered = (covered_low[depth] >> c) & 1
        else:
            covered = (covered_high[depth] >> (c - CELL_BITS)) & 1
        if covered == 0 and through[c] < fewest:
            fewest = through[c]
            best = c
            if fewest == 0:
                return
    if best < 0:
        return
    count = 0
    for k in range(live_count[depth]):
        t = live[depth, k]
        if cell_of[t, best // n] == best:
            branch[depth, count] = t
            count += 1
    branch_count[depth] = count
