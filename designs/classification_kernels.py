"""Kernels of the classification of Latin squares by generation (:mod:`designs.classification`).

Each is a plain Python function over numpy arrays and integers: run as it is (the reference, ``backend="python"``)
or compiled by :func:`combgames.base.kernels.kernel`. The piece every kernel needs, the cycle type of the
permutation row_i^-1 row_j coded as one integer (:func:`cycle_type_code`), is written once as a jitable.

A cycle type (the cycle lengths, largest first) is coded as the integer whose base-(n + 1) digits are those
lengths, padded with zeros to n digits; as the lengths sum to n, integer order is the order of the tuples. A
row's invariant in a rectangle is the descending list of the codes to the other rows (McKay, Meynert and
Myrvold, J. Combin. Des. 15 (2007) 98-119).
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable

__all__ = ["cycle_type_code", "fill_pair_codes", "largest_invariant_rows", "pair_codes"]


@jitable
def cycle_type_code(perm: np.ndarray, n: int, seen: np.ndarray, counts: np.ndarray) -> int:
    """The code of the cycle type of the permutation ``perm`` of 0..n-1 (see the module docstring).

    ``seen`` (n entries) and ``counts`` (n + 1 entries) are scratch arrays, overwritten; the cycles are
    counted by length, so nothing is sorted or allocated.
    """
    for x in range(n):
        seen[x] = 0
    for length in range(n + 1):
        counts[length] = 0
    for x0 in range(n):
        if seen[x0] == 0:
            length = 0
            x = x0
            while seen[x] == 0:
                seen[x] = 1
                x = perm[x]
                length += 1
            counts[length] += 1
    code = 0
    digits = 0
    for length in range(n, 0, -1):
        for _ in range(counts[length]):
            code = code * (n + 1) + length
            digits += 1
    for _ in range(n - digits):
        code = code * (n + 1)
    return code


@jitable
def fill_pair_codes(rows: np.ndarray, n: int, out: np.ndarray) -> None:
    """out[i, j] = out[j, i] = the code of the cycle type of row_i^-1 row_j, for i < j (the diagonal is left).

    ``rows`` is k x n (each row a permutation of 0..n-1); ``out`` at least k x k.
    """
    k = rows.shape[0]
    inverse = np.zeros(n, dtype=np.int64)
    perm = np.zeros(n, dtype=np.int64)
    seen = np.zeros(n, dtype=np.int64)
    counts = np.zeros(n + 1, dtype=np.int64)
    for i in range(k):
        for c in range(n):
            inverse[rows[i, c]] = c
        for j in range(i + 1, k):
            for x in range(n):
                perm[x] = rows[j, inverse[x]]
            code = cycle_type_code(perm, n, seen, counts)
            out[i, j] = code
            out[j, i] = code


def pair_codes(rows: np.ndarray, n: int, out: np.ndarray) -> None:
    """Kernel: out[i, j] = the code of the cycle type of row_i^-1 row_j, for i != j (:func:`fill_pair_codes`)."""
    fill_pair_codes(rows, n, out)


def largest_invariant_rows(rows: np.ndarray, n: int, out: np.ndarray, codes: np.ndarray, own: np.ndarray
                           ) -> tuple[int, int]:
    """Kernel: the rows extending a rectangle whose invariant is at least every other row's, into ``out``.

    The same filter as :func:`designs.classification._children` applies first: the compatible rows are
    enumerated by backtracking over columns with bitmasks; a row's invariant is the descending list of its
    codes (:func:`cycle_type_code`). Returns (rows kept, rows tried); ``out`` needs n! rows of n entries, and
    ``codes`` as many rows of at least k + 1 entries: codes[r, i] is the code of row_i^-1 new for the r-th row
    kept, and codes[r, k] the number of rows whose invariant ties with the new row's; ``own`` (at least k x k)
    receives the codes of row_i^-1 row_j of the rectangle (0 on the diagonal). No array is allocated per row
    tried: each row's invariant with the new row is merged on the fly with the new row's own
    (insertion-sorted) invariant.
    """
    k = rows.shape[0]
    full = (1 << n) - 1
    allowed = np.full(n, full, dtype=np.int64)
    inverse = np.zeros((k, n), dtype=np.int64)
    for i in range(k):
        for c in range(n):
            allowed[c] &= ~(1 << rows[i, c])
            inverse[i, rows[i, c]] = c
    seen = np.zeros(n, dtype=np.int64)
    counts = np.zeros(n + 1, dtype=np.int64)
    perm = np.zeros(n, dtype=np.int64)
    for i in range(k):
        own[i, i] = 0
    fill_pair_codes(rows, n, own)
    # each row's invariant in the rectangle, sorted largest first (k - 1 entries)
    ranked = np.zeros((k, max(k - 1, 1)), dtype=np.int64)
    for i in range(k):
        m = 0
        for j in range(k):
            if j != i:
                v = own[i, j]
                p = m
                while p > 0 and ranked[i, p - 1] < v:
                    ranked[i, p] = ranked[i, p - 1]
                    p -= 1
                ranked[i, p] = v
                m += 1
    to_new = np.zeros(k, dtype=np.int64)
    mine = np.zeros(k, dtype=np.int64)
    row = np.zeros(n, dtype=np.int64)
    options = np.zeros(n, dtype=np.int64)
    used = 0
    c = 0
    options[0] = allowed[0]
    kept = 0
    tried = 0
    while c >= 0:
        if options[c] == 0:
            c -= 1
            if c >= 0:
                used &= ~(1 << row[c])
            continue
        low = options[c] & -options[c]
        options[c] ^= low
        s = 0
        while (1 << s) != low:
            s += 1
        row[c] = s
        if c < n - 1:
            used |= low
            c += 1
            options[c] = allowed[c] & ~used
            continue
        tried += 1
        for i in range(k):
            for x in range(n):
                perm[x] = row[inverse[i, x]]
            v = cycle_type_code(perm, n, seen, counts)
            to_new[i] = v
            p = i
            while p > 0 and mine[p - 1] < v:
                mine[p] = mine[p - 1]
                p -= 1
            mine[p] = v
        good = True
        ties = 0
        for i in range(k):
            # row i's invariant with the new row: ranked[i] with to_new[i] inserted, against mine
            extra = to_new[i]
            inserted = False
            p = 0
            equal = True
            for t in range(k):
                if not inserted and (p >= k - 1 or extra >= ranked[i, p]):
                    v = extra
                    inserted = True
                else:
                    v = ranked[i, p]
                    p += 1
                if v != mine[t]:
                    equal = False
                    if v > mine[t]:
                        good = False
                    break
            if not good:
                break
            if equal:
                ties += 1
        if good:
            out[kept, :] = row
            codes[kept, :k] = to_new
            codes[kept, k] = ties
            kept += 1
    return kept, tried
