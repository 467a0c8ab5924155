"""Small compiled kernels for the Grundy theory package, each a plain Python function with a numba twin.

Every kernel below is written as ordinary Python over numpy arrays (the *reference*); :func:`kernel`
returns either that function itself (``backend="python"``) or its ``numba.njit`` compilation
(``backend="numba"``). ``backend="auto"`` means numba. Tests run both on the same inputs and compare.

Kernels
-------
``tactix_normal_table``   Sprague-Grundy values (normal play, Tactix) of every subset of an m x n board.
``tactix_misere_table``   Outcome (1 = the player to move wins) of every subset under misere play (TACTIX).
``octal_sequence``        Grundy values G(0..N) of an octal game given by its digit array.
``s_shape_table``         Grundy values of the S-shaped boards S(a, b), a <= A, b <= B.

Board encoding: cell (r, c) of an m x n board is bit ``r * n + c`` of a position mask. A move removes a
non-empty run of consecutive present counters in one row or one column (seeds/004_7c4ca64fa9fabca3.txt,
"Tactix"). Row moves are looked up in ``row_iv[pattern]`` (all intervals of n-bit ``pattern`` whose cells are
all present); column moves in ``col_iv`` for the m-bit column pattern, spread back onto the board by
``spread``; single cells are generated once (as row moves).
"""

from __future__ import annotations

import numpy as np

__all__ = ["BACKENDS", "interval_table", "kernel", "octal_sequence", "resolve_backend", "s_shape_table",
           "tactix_misere_table", "tactix_normal_table"]

BACKENDS = ("auto", "numba", "python")


def interval_table(length: int, min_size: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Return ``(iv, count)``: for each ``length``-bit pattern, its runs' sub-intervals of >= ``min_size`` cells.

    ``iv[p, :count[p]]`` are bitmasks of the intervals ``[i..j]`` of ``p`` all of whose bits are set.

    Examples
    --------
    >>> iv, cnt = interval_table(3)
    >>> sorted(int(x) for x in iv[0b101, :cnt[0b101]]), sorted(int(x) for x in iv[0b111, :cnt[0b111]])
    ([1, 4], [1, 2, 3, 4, 6, 7])
    """
    if length < 1:
        raise ValueError(f"length must be >= 1, not {length}")
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


def _board_tables(m: int, n: int):
    row_iv, row_cnt = interval_table(n, 1)
    col_iv, col_cnt = interval_table(m, 2) if m > 1 else (np.zeros((2, 1), np.int64), np.zeros(2, np.int64))
    spread = np.zeros(1 << m, dtype=np.int64)
    for q in range(1 << m):
        s = 0
        for r in range(m):
            if q >> r & 1:
                s |= 1 << (r * n)
        spread[q] = s
    return row_iv, row_cnt, col_iv, col_cnt, spread


def tactix_normal_table(m, n, row_iv, row_cnt, col_iv, col_cnt, spread, out):
    """Fill ``out[mask]`` with the normal-play Grundy value of every subset ``mask`` of the m x n board.

    A disconnected position is split: its value is the XOR of the value of the 4-connected component of its
    lowest cell and the value of the rest (both are smaller masks, so already known). A connected position
    takes the mex over its moves. ``out`` must be an integer array of length ``2 ** (m * n)``.
    """
    size = 1 << (m * n)
    full_row = (1 << n) - 1
    not_first = 0
    not_last = 0
    for r in range(m):
        for c in range(n):
            if c != 0:
                not_first |= 1 << (r * n + c)
            if c != n - 1:
                not_last |= 1 << (r * n + c)
    seen = np.zeros(1024, dtype=np.int64)
    out[0] = 0
    for mask in range(1, size):
        comp = mask & -mask
        while True:
            grow = comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last) | (comp << n) | (comp >> n)
            grow &= mask
            if grow == comp:
                break
            comp = grow
        if comp != mask:
            out[mask] = out[comp] ^ out[mask ^ comp]
            continue
        stamp = mask
        for r in range(m):
            shift = r * n
            pat = (mask >> shift) & full_row
            for k in range(row_cnt[pat]):
                v = out[mask ^ (row_iv[pat, k] << shift)]
                if v < 1024:
                    seen[v] = stamp
        if m > 1:
            for c in range(n):
                pat = 0
                for r in range(m):
                    pat |= ((mask >> (r * n + c)) & 1) << r
                for k in range(col_cnt[pat]):
                    v = out[mask ^ (spread[col_iv[pat, k]] << c)]
                    if v < 1024:
                        seen[v] = stamp
        g = 0
        while seen[g] == stamp:
            g += 1
        out[mask] = g
    return out


def tactix_misere_table(m, n, row_iv, row_cnt, col_iv, col_cnt, spread, out):
    """Fill ``out[mask]`` with 1 if the player to move wins ``mask`` under misere play, else 0.

    Misere: the player who takes the last counter loses, so the empty board is a win for the player to
    move; otherwise the player to move wins iff some move leads to a position lost for the player to move.
    """
    size = 1 << (m * n)
    full_row = (1 << n) - 1
    out[0] = 1
    for mask in range(1, size):
        win = 0
        for r in range(m):
            shift = r * n
            pat = (mask >> shift) & full_row
            for k in range(row_cnt[pat]):
                if out[mask ^ (row_iv[pat, k] << shift)] == 0:
                    win = 1
                    break
            if win:
                break
        if not win and m > 1:
            for c in range(n):
                pat = 0
                for r in range(m):
                    pat |= ((mask >> (r * n + c)) & 1) << r
                for k in range(col_cnt[pat]):
                    if out[mask ^ (spread[col_iv[pat, k]] << c)] == 0:
                        win = 1
                        break
                if win:
                    break
        out[mask] = win
    return out


def octal_sequence(digits, limit, out):
    """Fill ``out[0..limit]`` with the Grundy values of the octal game with code digits ``digits``.

    ``digits[k]`` (k >= 0) is the k-th code digit: removing k tokens from a heap is allowed leaving no heap
    (bit 1), one non-empty heap (bit 2) or two non-empty heaps (bit 4). ``digits[0]`` may only use bit 4
    (splitting a heap without removing tokens).
    """
    nd = digits.shape[0]
    bound = 2 * limit + 2 * nd + 8  # mex <= number of options; larger option values are irrelevant
    seen = np.zeros(bound + 1, dtype=np.int64)
    for h in range(limit + 1):
        stamp = h + 1
        for k in range(nd):
            d = digits[k]
            if d == 0 or k > h:
                continue
            rest = h - k
            if d & 1 and rest == 0 and k > 0:
                seen[0] = stamp
            if d & 2 and rest > 0 and k > 0:
                v = out[rest]
                if v <= bound:
                    seen[v] = stamp
            if d & 4 and rest >= 2:
                for i in range(1, rest // 2 + 1):
                    v = out[i] ^ out[rest - i]
                    if v <= bound:
                        seen[v] = stamp
        g = 0
        while seen[g] == stamp:
            g += 1
        out[h] = g
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


_PYTHON = {
    "s_shape_table": s_shape_table,
    "tactix_normal_table": tactix_normal_table,
    "tactix_misere_table": tactix_misere_table,
    "octal_sequence": octal_sequence,
}
_COMPILED: dict = {}


def kernel(name: str, backend: str = "auto"):
    """Return kernel ``name`` for ``backend``: ``"python"`` (reference), ``"numba"`` or ``"auto"`` (= numba).

    Raises
    ------
    ValueError
        If ``name`` or ``backend`` is unknown.
    """
    if name not in _PYTHON:
        raise ValueError(f"kernel must be one of {sorted(_PYTHON)}, not {name!r}")
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    if backend == "python":
        return _PYTHON[name]
    if name not in _COMPILED:
        import numba

        _COMPILED[name] = numba.njit(cache=False, nogil=True)(_PYTHON[name])
    return _COMPILED[name]


def resolve_backend(backend: str) -> str:
    """Return the backend actually used for ``backend`` ("auto" -> "numba")."""
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    return "numba" if backend == "auto" else backend
