"""Compiled kernels of Tactix: plain Python functions with numba twins.

Every kernel below is written as ordinary Python over numpy arrays: the function itself is the reference
(``backend="python"``), and :func:`combgames.base.kernels.kernel` compiles it unchanged with numba (the one
dispatch rule of the project: ``"auto"`` is numba when it can be imported). Tests run both on the same inputs
and compare.

Kernels
-------
``tactix_table_kernel``   Tactix on every subset of an m x n board: Sprague-Grundy values (normal play) or
                          the outcome for the player to move (misere play, TACTIX).
``s_shape_table``         Grundy values of the S-shaped boards S(a, b), a <= A, b <= B.

Board encoding: cell (r, c) of an m x n board is bit ``r * n + c`` of a position mask. A move removes a
non-empty run of consecutive present counters in one row or one column (seeds/004_7c4ca64fa9fabca3.txt,
"Tactix"). Row moves are looked up in ``row_runs[pattern]`` (all intervals of the n-bit ``pattern`` whose cells are
all present); column moves in ``col_runs`` for the m-bit column pattern (runs of two or more cells, placed on
column 0); single cells are generated once (as row moves). :func:`board_tables` builds these tables.
"""

from __future__ import annotations

import numpy as np

from combgames.base.checks import check_int
from combgames.base.grid_kernels import column_masks, grid_component
from combgames.base.mex_kernels import stamped_mex

__all__ = ["board_tables", "interval_table", "s_shape_table", "tactix_table_kernel"]

STOP, DONE = 0, 1
"""The control array of the long kernels (:func:`combgames.base.kernels.run_interruptible`): ``control[STOP]`` is the
stop flag, looked at every :data:`POLL` steps (the kernel then returns early, its work unfinished);
``control[DONE]`` counts the steps done."""
POLL = 1 << 16
"""Steps (masks of the Tactix table) between two looks at the stop flag: about a millisecond."""


def interval_table(length: int, min_size: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Return ``(iv, count)``: for each ``length``-bit pattern, its runs' sub-intervals of >= ``min_size`` cells.

    ``iv[p, :count[p]]`` are bitmasks of the intervals ``[i..j]`` of ``p`` all of whose bits are set.

    Examples
    --------
    >>> iv, cnt = interval_table(3)
    >>> sorted(int(x) for x in iv[0b101, :cnt[0b101]]), sorted(int(x) for x in iv[0b111, :cnt[0b111]])
    ([1, 4], [1, 2, 3, 4, 6, 7])
    """
    length = check_int(length, "length", minimum=1)
    width = max(1, length * (length + 1) // 2)
    iv = np.zeros((1 << length, width), dtype=np.int64)
    cnt = np.zeros(1 << length, dtype=np.int64)
    for p in range(1 << length):
        k = 0
        for i in range(length):
            for j in range(i, length):
                seg = ((1 << (j + 1)) - 1) ^ ((1 << i) - 1)
                if j - i + 1 >= min_size and p & seg == seg:
                    iv[p, k] = seg
                    k += 1
        cnt[p] = k
    return iv, cnt


def board_tables(m: int, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Return ``(runs, count)``, the move table of the m x n board (one table for rows and columns).

    Row ``p < 2**n`` lists the runs of the n-bit row pattern p (as masks of row 0): ``runs[p, :count[p]]``.
    Row ``2**n + q`` lists the runs of at least two cells of the m-bit column pattern q, placed on the cells of
    column 0 (single cells are row moves). Shifted by ``r * n`` (row r) or ``c`` (column c), a run is the mask
    of the counters a move removes.

    Examples
    --------
    >>> runs, count = board_tables(2, 3)
    >>> int(count[0b111]), [int(x) for x in runs[8 + 0b11, :count[8 + 0b11]]]   # the column pair: cells 0 and 3
    (6, [9])
    """
    m = check_int(m, "m", minimum=1)
    n = check_int(n, "n", minimum=1)
    row_runs, row_count = interval_table(n, 1)
    col_runs, col_count = interval_table(m, 2) if m > 1 else (np.zeros((2, 1), np.int64), np.zeros(2, np.int64))
    spread = np.array([sum(1 << (r * n) for r in range(m) if q >> r & 1) for q in range(1 << m)], dtype=np.int64)
    runs = np.zeros(((1 << n) + (1 << m), max(row_runs.shape[1], col_runs.shape[1])), dtype=np.int64)
    runs[:1 << n, :row_runs.shape[1]] = row_runs
    runs[1 << n:, :col_runs.shape[1]] = spread[col_runs]
    return runs, np.concatenate([row_count, col_count])


def tactix_table_kernel(m, n, misere, runs, count, out, control):
    """Fill ``out[mask]`` for every subset ``mask`` of the m x n board: its normal-play Grundy value
    (``misere`` False) or, under misere play (``misere`` True), 1 if the player to move wins and 0 if not.

    Normal play: a disconnected position is split, its value being the XOR of the value of the 4-connected
    component of its lowest cell and the value of the rest (both smaller masks, so already known); a connected
    position takes the mex over its moves. Misere play: the player who takes the last counter loses, so the
    empty board is a win for the player to move; otherwise the player to move wins iff some move leads to a
    position lost for the player to move (the first such move ends the look). Both walk the same moves: the
    runs of each row, then the runs of two or more cells of each column (the table of :func:`board_tables`).
    ``out`` must be an integer array of length ``2 ** (m * n)``; ``control[DONE]`` counts the masks done and
    ``control[STOP]`` stops the kernel early (see :data:`STOP`).
    """
    size = 1 << (m * n)
    full_row = (1 << n) - 1
    not_first, not_last = column_masks(m, n)
    seen = np.zeros(1024, dtype=np.int64)
    out[0] = 1 if misere else 0
    lines = m + n if m > 1 else m  # line k < m is row k, line m + c is column c
    columns = 1 << n  # the table's rows for column patterns start here
    for mask in range(1, size):
        if mask % POLL == 0:
            control[DONE] = mask
            if control[STOP]:
                return out
        if not misere:
            comp = grid_component(mask & -mask, mask, n, not_first, not_last)
            if comp != mask:
                out[mask] = out[comp] ^ out[mask ^ comp]
                continue
        stamp = mask
        win = 0
        for line in range(lines):
            if line < m:
                shift = line * n
                pat = (mask >> shift) & full_row
            else:
                shift = line - m
                q = 0
                for r in range(m):
                    q |= ((mask >> (r * n + shift)) & 1) << r
                pat = columns + q
            for k in range(count[pat]):
                v = out[mask ^ (runs[pat, k] << shift)]
                if misere:
                    if v == 0:
                        win = 1
                        break
                elif v < 1024:
                    seen[v] = stamp
            if win:
                break
        if misere:
            out[mask] = win
        else:
            out[mask] = stamped_mex(seen, stamp)
    control[DONE] = size
    return out


def s_shape_table(A, B, R):
    """Fill ``R[a, b]`` (shape (A + 1, B + 1)) with the Grundy value of the S-shaped board S(a, b).

    S(a, b): a counters in a top row, b in a bottom row starting below the top row's last counter. Options:
    top-row runs leave a heap i and S(a'', b) with i + a'' = a - 1; bottom-row runs symmetrically; the
    vertical pair leaves heaps a - 1 and b - 1. Option sets grow with a (top) and b (bottom), so each cell
    adds O(a + b) values: O(A B (A + B)) in all.
    """
    width = A + B + 2
    top = np.zeros((B + 1, width), dtype=np.uint8)
    bottom = np.zeros((A + 1, width), dtype=np.uint8)
    for a in range(A + 1):
        R[a, 0] = a
    for b in range(B + 1):
        R[0, b] = b
    for a in range(1, A + 1):
        for b in range(1, B + 1):
            for i in range(a):
                top[b, i ^ R[a - 1 - i, b]] = 1
            for k in range(b):
                bottom[a, R[a, b - 1 - k] ^ k] = 1
            vertical = (a - 1) ^ (b - 1)
            g = 0
            while top[b, g] or bottom[a, g] or g == vertical:
                g += 1
            R[a, b] = g
    return R
