"""Compiled kernels of the Grundy theory package: plain Python functions with numba twins.

Every kernel below is written as ordinary Python over numpy arrays: the function itself is the reference
(``backend="python"``), and :func:`combgames.base.kernels.kernel` compiles it unchanged with numba. Tests run both
on the same inputs and compare. (The octal games' kernel lives with the games in :mod:`combgames.games.octal`,
and Tactix's in :mod:`combgames.games.tactix._kernels`, so that the games can use them.)

Kernels
-------
``grundys_game_sparse``   Grundy's game G(0..N) by the sparse-space method (the direct mex is the
                          take-and-break kernel on code 4!.0).
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import popcount

__all__ = ["grundys_game_sparse"]


def grundys_game_sparse(start, limit, mask, out, rare, counters):
    """Fill ``out[start..limit]`` with the values of Grundy's game by the sparse-space method.

    Grundy's game: a move splits one heap into two unequal non-empty heaps, so
    ``G(n) = mex{G(a) ^ G(n - a) : 1 <= a < n - a}``. Class a value x by the parity of the bits of ``x & mask``:
    *rare* values have even parity (class 0), *common* values odd parity. The XOR of two common values is
    rare, so a common value v is an option value of n only through a pair with a rare member: all those
    pairs are enumerated from the list of rare heaps (``rare[:counters[0]]``). A rare candidate v is then
    looked for among all pairs, scanning a = 1, 2, ... only until v appears (usually after a few steps); only
    when the answer itself is rare does the scan run to the end. Exact for every mask; the mask only decides
    the speed (Gangolli and Plambeck's and Flammenkamp's observation: for a good mask rare values are rare).

    ``out[:start]`` must hold the values already computed and ``rare[:counters[0]]`` the rare heaps among them;
    ``counters[1]`` counts the pairs examined. Returns the next heap to compute: ``limit + 1``, or an earlier n
    when the array ``rare`` is full (the caller gives a larger one and continues from n). Values must stay
    below 2^16 (they are below 2^10 as far as they are known).
    """
    seen = np.zeros(1 << 16, dtype=np.int64)
    scanned = np.zeros(1 << 16, dtype=np.int64)
    for n in range(start, limit + 1):
        if counters[0] >= rare.shape[0]:
            return n
        stamp = n + 1
        nrare = counters[0]
        for i in range(nrare):
            r = rare[i]
            q = n - r
            if q >= 1 and q != r:
                seen[out[r] ^ out[q]] = stamp
        counters[1] += nrare
        pos = 1
        top = (n - 1) // 2
        v = 0
        while True:
            if seen[v] != stamp:
                if popcount(v & mask) & 1:  # a common value
                    break
                while scanned[v] != stamp and pos <= top:
                    scanned[out[pos] ^ out[n - pos]] = stamp
                    pos += 1
                if scanned[v] != stamp:
                    break
            v += 1
        counters[1] += pos - 1
        out[n] = v
        if (popcount(v & mask) & 1) == 0 and n >= 1:  # a rare value
            rare[counters[0]] = n
            counters[0] += 1
    return limit + 1
