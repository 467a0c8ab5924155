"""The kernel of the orthogonal-array check (:mod:`designs.orthogonal_arrays`).

A plain Python function over numpy arrays and integers: run as it is (the reference, ``backend="python"``) or
compiled by :func:`combgames.base.kernels.kernel`. :func:`designs.orthogonal_arrays.check_orthogonal_array`
counts with numpy (one ``bincount`` per batch of column tuples) and hands large arrays to the compiled kernel,
which counts one column tuple at a time in a table of n^t counters and stops at the first tuple shown more than
lambda times, as Sage's ``is_orthogonal_array`` does for t = 2 with a bitset.
"""

from __future__ import annotations

import numpy as np

__all__ = ["first_failing_tuple"]


def first_failing_tuple(columns: np.ndarray, combos: np.ndarray, n: int, index: int, counts: np.ndarray,
                        codes: np.ndarray) -> int:
    """Return the position in ``combos`` of the first column tuple whose rows show some t-tuple more than
    ``index`` times, or -1 if there is none.

    ``columns`` is the array transposed (k x N, symbols 0..n-1 already checked), ``combos`` the column tuples
    (C x t); ``counts`` (n^t entries) and ``codes`` (N entries) are scratch arrays, overwritten. For each tuple
    the rows' codes x_1 n^(t-1) + ... + x_t are computed column by column (a loop the compiler vectorises), then
    counted. With N = index n^t rows (checked by the caller), a tuple shown more than ``index`` times is the
    only way to fail, so every t-tuple is shown exactly ``index`` times when the answer is -1. O(N C t) steps,
    no allocation.
    """
    rows = columns.shape[1]
    size = counts.shape[0]
    t = combos.shape[1]
    for c in range(combos.shape[0]):
        first = combos[c, 0]
        for r in range(rows):
            codes[r] = columns[first, r]
        for i in range(1, t):
            column = combos[c, i]
            for r in range(rows):
                codes[r] = codes[r] * n + columns[column, r]
        for x in range(size):
            counts[x] = 0
        for r in range(rows):
            x = codes[r]
            counts[x] += 1
            if counts[x] > index:
                return c
    return -1
