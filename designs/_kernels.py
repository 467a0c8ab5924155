"""Small numeric kernels for designs, each a plain Python function that numba compiles unchanged.

The plain functions are the reference implementation; :func:`combgames.base.kernels.kernel` returns them as they
are (``backend="python"``) or compiled (``backend="numba"``), with the one dispatch rule of the project.
"""

from __future__ import annotations

import numpy as np

__all__ = ["count_reduced_python"]


def count_reduced_python(n: int) -> int:
    """Count reduced Latin squares of order n by backtracking over cells with row/column bitmasks.

    Cells (i, j) with i, j >= 1 are filled in row-major order; first row and column are 0..n-1.
    """
    if n <= 2:
        return 1
    full = (1 << n) - 1
    rows = np.empty(n, dtype=np.int64)
    cols = np.empty(n, dtype=np.int64)
    for i in range(n):
        rows[i] = full & ~(1 << i)
        cols[i] = full & ~(1 << i)
    m = (n - 1) * (n - 1)
    cand = np.zeros(m, dtype=np.int64)
    chosen = np.zeros(m, dtype=np.int64)
    count = 0
    depth = 0
    cand[0] = rows[1] & cols[1]
    while depth >= 0:
        i = 1 + depth // (n - 1)
        j = 1 + depth % (n - 1)
        if cand[depth] == 0:
            depth -= 1
            if depth >= 0:
                pi = 1 + depth // (n - 1)
                pj = 1 + depth % (n - 1)
                rows[pi] |= chosen[depth]
                cols[pj] |= chosen[depth]
            continue
        low = cand[depth] & -cand[depth]
        cand[depth] ^= low
        if depth == m - 1:
            count += 1
            continue
        chosen[depth] = low
        rows[i] &= ~low
        cols[j] &= ~low
        depth += 1
        ni = 1 + depth // (n - 1)
        nj = 1 + depth % (n - 1)
        cand[depth] = rows[ni] & cols[nj]
    return count
