"""Compiled kernel of Grundy's game: the sparse-space method over a head and a window (bounded, or all values).

``grundys_game_blocked`` is plain Python over numpy arrays (the reference, ``backend="python"``);
:func:`combgames.base.kernels.kernel` compiles it unchanged with numba, and the tests compare the two on random
inputs. Its drivers hold the arrays between calls: :class:`combgames.grundy.grundys_game.SparseStream` (a
bounded window, for runs on disk) and :func:`combgames.grundy.grundys_game.grundys_game_values` (every value
in memory as the window).

Kernels
-------
``grundys_game_blocked``   G(start..stop - 1) of Grundy's game, reading values only from a head G(0..H - 1), a
                           window of recent heaps and a slice per far rare heap.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import popcount
from combgames.base.kernels import jitable

__all__ = ["NEEDS_VALUE", "RARE_FULL", "STOPPED", "grundys_game_blocked", "stored_value"]

RARE_FULL = 1
"""Status (``counters[2]``): the rare list is full at the returned heap (the caller gives larger arrays)."""
NEEDS_VALUE = 2
"""Status: the returned heap needs a value neither in the head nor in the window (the caller values it)."""
STOPPED = 3
"""Status: the stop flag ``control[0]`` was set; the returned heap is the next one to compute."""

_POLL = 1024
"""Heaps between two looks at the stop flag."""

_CHUNK = 32
"""Pairs scanned between two looks at whether the rare candidate has appeared."""

_ORDER_CHUNK = 8
"""The same for the pairs taken in the scan's order."""


@jitable
def stored_value(k, head, window, window_first):
    """G(k) from the head (``head[k]``, k < len(head)) or the window (``window[k - window_first]``), or -1
    when neither holds it."""
    if k < head.shape[0]:
        return np.int64(head[k])
    if k >= window_first:
        return np.int64(window[k - window_first])
    return np.int64(-1)


def grundys_game_blocked(start, stop, mask, head, window, window_first, rare, rare_values, near, far, far_first,
                         counters, control, order, span):
    """Write G(n) of Grundy's game into ``window[n - window_first]`` for n = start .. stop - 1.

    Grundy's game: a move splits one heap into two unequal non-empty heaps, so
    ``G(n) = mex{G(a) ^ G(n - a) : 1 <= a < n - a}``. The sparse-space method (Gangolli and Plambeck;
    Flammenkamp): a value x is *rare* when ``popcount(x & mask)`` is even, *common* when odd. The XOR of two
    common values is rare, so a common value is an option of n only through a pair (r, n - r) with r a rare
    heap: the common candidates come from the rare list alone. A rare candidate is looked for by a scan of the
    pairs (a, n - a), a = 1, 2, ..., stopped as soon as it appears (to the end only when G(n) is rare). Exact
    for every mask; the mask only decides the speed (for a good mask rare values are rare).

    Where the values are read. ``head[k] = G(k)`` for k < H = len(head); ``window[k - window_first] = G(k)``
    for ``window_first <= k < n`` (the window holds W = start - window_first recent heaps before ``start``,
    then the heaps computed here). The rare heaps' own values come from ``rare_values``. For heap n the
    method reads:

    - G(n - r) for each rare heap r < n. The *near* rare heaps ``rare[:near]`` are at most W, so n - r is in
      the window (or the head): read there without a check when n > 2 * rare[near - 1]. For each *far* rare
      heap ``rare[near + j]`` (beyond W, found before ``far_first``) G(n - r) is in the head, the window, or
      else in ``far[j, n - far_first]``, a slice the caller reads from the stored values once per block (the
      partners of one rare heap over consecutive heaps are consecutive heaps). Rare heaps found in this call
      have their partners in the head when H >= stop - start (the run's head is a whole block);
    - G(a) and G(n - a) for the scanned a: in the head and the window while a < H and a <= W; a scan stops
      after a few steps except at a rare heap n, where it runs to n / 2.

    So the method is exact from the head, the window and the far slices, in memory bounded by them whatever
    N. When a read still falls outside them (a scan past W, or a rare heap found here whose partner is past
    the head) the kernel does not guess: it returns that heap with status :data:`NEEDS_VALUE` and the
    caller values it by the plain mex over the stored values (exact, O(n), and rare: for Grundy's game the
    rare heaps to 2^21 end at 82,860 (Czajka), within W = 2^17; the next 13 lie between 47,461,861 and
    48,399,022 (computed here to 2^26, 1,287 in all, Flammenkamp's count): far rare heaps, read through the
    slices; only the scans at rare heaps fall back).

    The scan's order. A pair with a rare heap gives a common value, already marked by the rare loop, so only
    pairs of two common heaps can give a rare candidate, and the scan may visit the heaps a in any order as long
    as it ends with every a <= n / 2. ``order`` lists the common heaps of 1..``span`` (span < H) in the order to
    try first (:func:`combgames.grundy.grundys_game.scan_order`: one heap of each value in turn, so the values
    XORed with the recent ones are spread as theirs are; at heap 2^28 this scans 855 pairs a heap against
    3,045 in the order 1, 2, 3, ...); the scan then goes on from span + 1. The order is used at the heaps
    n >= 2 * span + 1 with ``n - span >= window_first``; elsewhere, or when ``order`` is empty, the scan runs
    a = 1, 2, 3, ... . The order changes the speed only, never a value.

    ``rare[:counters[0]]`` are the rare heaps below ``start`` (ascending) with their values in
    ``rare_values``; rare heaps found are appended. ``counters[1]`` counts the pairs examined, ``counters[2]``
    is set to the status (0: done, or :data:`RARE_FULL`, :data:`NEEDS_VALUE`, :data:`STOPPED`).
    ``control[0]`` is the stop flag (polled every 1,024 heaps), ``control[1]`` receives the next heap.
    ``seen`` stamps are heap numbers, so values must stay below 2^16. Returns the next heap to compute
    (``stop`` when done).
    """
    size = 1 << 16
    seen = np.zeros(size, dtype=np.int64)
    scanned = np.zeros(size, dtype=np.int64)
    h = head.shape[0]
    counters[2] = 0
    for n in range(start, stop):
        if (n - start) % _POLL == 0:
            control[1] = n
            if control[0]:
                counters[2] = STOPPED
                return n
        if counters[0] >= rare.shape[0]:
            counters[2] = RARE_FULL
            return n
        stamp = n + 1
        nrare = counters[0]
        last = rare[near - 1] if near > 0 else 0
        if n > 2 * last and n - last >= window_first:  # every G(n - r) in the window, no r = n - r: no checks
            base = n - window_first
            for i in range(near):
                seen[rare_values[i] ^ window[base - rare[i]]] = stamp
            checked = near
        else:
            checked = 0
        for i in range(checked, nrare):
            r = rare[i]
            q = n - r
            if q == r:
                continue
            g = stored_value(q, head, window, window_first)
            if g < 0 and near <= i < near + far.shape[0]:
                g = far[i - near, n - far_first]
            if g < 0:
                counters[2] = NEEDS_VALUE
                return n
            seen[rare_values[i] ^ g] = stamp
        counters[1] += nrare
        top = (n - 1) // 2
        if span > 0 and top >= span and span < h and n - span >= window_first:  # the order first, then span + 1..
            k, pos = 0, span + 1
        else:
            k, pos = order.shape[0], 1
        first_pos = pos
        base = n - window_first
        v = 0
        while True:
            if seen[v] != stamp:
                if popcount(v & mask) & 1:  # a common value: no pair gives it
                    break
                while scanned[v] != stamp and k < order.shape[0]:  # common heaps of 1..span, in the order
                    end = min(order.shape[0], k + _ORDER_CHUNK)
                    for j in range(k, end):
                        a = order[j]
                        scanned[head[a] ^ window[base - a]] = stamp
                    counters[1] += end - k
                    k = end
                while scanned[v] != stamp and pos <= top:
                    end = min(top, pos + _CHUNK - 1)
                    if end < h and n - end >= window_first:  # a chunk of pairs with no checks
                        for a in range(pos, end + 1):
                            scanned[head[a] ^ window[base - a]] = stamp
                        pos = end + 1
                        continue
                    a = stored_value(pos, head, window, window_first)
                    b = stored_value(n - pos, head, window, window_first)
                    if a < 0 or b < 0:
                        counters[2] = NEEDS_VALUE
                        return n
                    scanned[a ^ b] = stamp
                    pos += 1
                if scanned[v] != stamp:
                    break
            v += 1
        counters[1] += pos - first_pos
        window[n - window_first] = v
        if (popcount(v & mask) & 1) == 0:  # a rare value
            rare[counters[0]] = n
            rare_values[counters[0]] = v
            counters[0] += 1
    control[1] = stop
    return stop
