"""Compiled kernels of the sparse-space method for any octal code: every value in memory, or a bounded window.

The kernels are plain Python over numpy arrays (the reference, ``backend="python"``);
:func:`combgames.base.kernels.kernel` compiles them unchanged with numba, and the tests compare the two. Their
drivers hold the arrays between calls (one call per slice of heaps, so an interrupt reaches Python within a
fraction of a second): :func:`combgames.grundy.octal_sparse.fill_octal_sparse` (every value in memory) and
:class:`combgames.grundy.octal_sparse.OctalSparseStream` (a window of recent heaps, for runs on disk).

Kernels
-------
``octal_sparse_fill``      G(start..stop - 1) of an octal code whose moves leave at most two heaps, reading the
                           rare heaps' pairs, the moves that leave at most one heap, and a short scan.
``octal_sparse_blocked``   the same method reading values only from a head G(0..H - 1), a window of recent heaps
                           and a slice per far rare heap; a heap that needs another value is returned to the
                           caller (:data:`NEEDS_VALUE`), as the Grundy's-game kernel
                           (:mod:`combgames.grundy.grundys_game_kernels`) does.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import popcount

from combgames.grundy.grundys_game_kernels import stored_value

__all__ = ["NEEDS_VALUE", "RARE_FULL", "STOPPED", "VALUE_LIMIT", "VALUE_TOO_LARGE", "octal_sparse_blocked",
           "octal_sparse_fill"]

RARE_FULL = 1
"""Status (``counters[2]``): the rare list is full at the returned heap (the caller gives larger arrays)."""
NEEDS_VALUE = 2
"""Status: the returned heap needs a value neither in the head, the window nor the far slices (the caller values
it by the plain mex)."""
STOPPED = 3
"""Status: the stop flag ``control[0]`` was set; the returned heap is the next one to compute."""
VALUE_TOO_LARGE = 4
"""Status: the returned heap's value would be :data:`VALUE_LIMIT` or more (it is not written)."""

VALUE_LIMIT = 1 << 16
"""Values are stored as uint16: every value must be below 2^16 (the option tables have 2^16 + 1 entries)."""

_POLL = 1024
"""Heaps between two looks at the stop flag (or fewer: :data:`_WORK`)."""

_WORK = 1 << 24
"""Pairs read between two looks at the stop flag at most (about 20-50 ms; a bad mask makes heaps costly)."""

_CHUNK = 16
"""Values of a (the smaller heap of a split) scanned between two looks at whether the rare candidate appeared."""


def octal_sparse_fill(start, stop, mask, singles, splits, unequal, equal_splits, values, rare, rare_values,
                      counters, control):
    """Write G(n) into ``values[n]`` for n = start .. stop - 1, ``values[:start]`` holding G(0..start - 1).

    The code's moves, read from three lists (see :func:`combgames.grundy.octal_sparse.code_moves`):

    - ``singles[k]`` (k = 0..t): the digit's bits 1 and 2: remove k tokens leaving no heap (n = k) or one
      (n > k);
    - ``splits[j]``: the k whose digit has bit 4 (remove k, split the rest m = n - k in two non-empty heaps
      a + (m - a)), with ``unequal[j]`` 1 when the two heaps must differ (marks ``!``, ``?``);
    - ``equal_splits[j]``: the k whose split must leave two equal heaps (mark ``=``): option 0 when m is even.

    The sparse-space method (Gangolli and Plambeck; Flammenkamp): a value x is *rare* when
    ``popcount(x & mask)`` is even, *common* when odd. The XOR of two rare or of two common values is rare, so a
    common value is the value of a split only through a pair (r, m - r) with r a rare heap: the common candidates
    of n come from the rare list (both heaps of the pair: every rare r < m is read), the single-heap moves are
    read directly, and a rare candidate not yet seen is looked for by a scan of the splits a = 1, 2, ... (every
    split digit at each a), stopped as soon as it appears (to the end only when G(n) is rare). Exact for every
    mask (mask 0 makes every value rare: the plain mex with a scan); the mask decides only the speed.

    ``rare[:counters[0]]`` are the rare heaps 1 .. start - 1 (ascending) with their values in ``rare_values``;
    the rare heaps found are appended. ``counters[1]`` counts the pairs read, ``counters[2]`` receives the status
    (0: done, or :data:`RARE_FULL`, :data:`STOPPED`, :data:`VALUE_TOO_LARGE`). ``control[0]`` is the stop flag
    (polled every 1,024 heaps, or sooner after 2^24 pairs), ``control[1]`` receives the next heap. Returns the next
    heap to compute (``stop`` when done).
    """
    size = VALUE_LIMIT + 1
    seen = np.zeros(size, dtype=np.int64)
    scanned = np.zeros(size, dtype=np.int64)
    ns = splits.shape[0]
    tops = np.zeros(max(ns, 1), dtype=np.int64)
    nsingle = singles.shape[0]
    counters[2] = 0
    polled = counters[1]
    for n in range(start, stop):
        if (n - start) % _POLL == 0 or counters[1] - polled >= _WORK:
            polled = counters[1]
            control[1] = n
            if control[0]:
                counters[2] = STOPPED
                return n
        if counters[0] >= rare.shape[0]:
            counters[2] = RARE_FULL
            return n
        stamp = n + 1
        nrare = counters[0]
        for k in range(1, min(nsingle - 1, n) + 1):  # the moves that leave no heap or one heap
            d = singles[k]
            if d & 1 and n == k:
                seen[0] = stamp
            if d & 2 and n > k:
                seen[values[n - k]] = stamp
        for j in range(equal_splits.shape[0]):
            m = n - equal_splits[j]
            if m >= 2 and m % 2 == 0:
                seen[0] = stamp
        last = rare[nrare - 1] if nrare > 0 else 0
        top = 0
        for j in range(ns):  # the common candidates: a rare heap and its partner
            m = n - splits[j]
            tops[j] = 0
            if m < 2:
                continue
            tops[j] = m // 2 - 1 if unequal[j] and m % 2 == 0 else m // 2
            if tops[j] > top:
                top = tops[j]
            if 2 * last < m:  # every rare r < m / 2: no check on the partner
                for i in range(nrare):
                    seen[rare_values[i] ^ values[m - rare[i]]] = stamp
                counters[1] += nrare
                continue
            for i in range(nrare):
                r = rare[i]
                if r >= m:
                    break
                counters[1] += 1
                if unequal[j] and 2 * r == m:
                    continue
                seen[rare_values[i] ^ values[m - r]] = stamp
        pos = 1
        v = 0
        while True:
            if seen[v] != stamp:
                if popcount(v & mask) & 1:  # a common value: no pair gives it
                    break
                while scanned[v] != stamp and pos <= top:
                    end = min(top, pos + _CHUNK - 1)
                    for j in range(ns):
                        m = n - splits[j]
                        e = min(end, tops[j])
                        for a in range(pos, e + 1):
                            scanned[values[a] ^ values[m - a]] = stamp
                        if e >= pos:
                            counters[1] += e - pos + 1
                    pos = end + 1
                if scanned[v] != stamp:
                    break
            v += 1
        if v >= VALUE_LIMIT:
            counters[2] = VALUE_TOO_LARGE
            control[1] = n
            return n
        values[n] = v
        if (popcount(v & mask) & 1) == 0:  # a rare value
            rare[counters[0]] = n
            rare_values[counters[0]] = v
            counters[0] += 1
    control[1] = stop
    return stop


def octal_sparse_blocked(start, stop, mask, singles, splits, unequal, equal_splits, head, window, window_first,
                         rare, rare_values, near, far, far_first, far_shift, counters, control):
    """Write G(n) into ``window[n - window_first]`` for n = start .. stop - 1 by the method of
    :func:`octal_sparse_fill`, reading values only from a head, a window and far slices.

    ``head[k] = G(k)`` for k < H = len(head); ``window[k - window_first] = G(k)`` for ``window_first <= k < n``
    (W = start - window_first recent heaps, then the heaps computed here); the rare heaps' own values come from
    ``rare_values``. The caller keeps W above the largest k of ``singles`` (the one-heap moves read the window).
    For heap n and a split digit k (m = n - k) the method reads:

    - G(m - r) for each rare heap r < m. The *near* rare heaps ``rare[:near]`` are at most W - ``far_shift``
      (``far_shift`` >= every split digit k), so m - r is in the window: read without a check when m is above
      twice the last near one. For each *far* rare heap ``rare[near + j]`` (found before ``far_first``) G(m - r)
      is in the head, the window, or else in ``far[j, m - far_first + far_shift]`` (the slice
      G(far_first - r - far_shift ..) the caller reads once per block). Rare heaps found in this call have their
      partners in the head when H >= stop - start;
    - G(a) and G(m - a) for the scanned a: unchecked while a < H and m - a >= ``window_first``; a scan stops after
      a few steps except at a rare heap.

    A read that falls outside all of these is not guessed: the kernel returns that heap with status
    :data:`NEEDS_VALUE` (its value not written) and the caller values it by the plain mex. With the whole array
    as head and window (``window_first`` 0) it never happens.

    ``rare``, ``rare_values``, ``counters`` and ``control`` as in :func:`octal_sparse_fill` (status 0,
    :data:`RARE_FULL`, :data:`NEEDS_VALUE`, :data:`STOPPED`, :data:`VALUE_TOO_LARGE`). Returns the next heap to
    compute (``stop`` when done).
    """
    size = VALUE_LIMIT + 1
    seen = np.zeros(size, dtype=np.int64)
    scanned = np.zeros(size, dtype=np.int64)
    ns = splits.shape[0]
    tops = np.zeros(max(ns, 1), dtype=np.int64)
    nsingle = singles.shape[0]
    h = head.shape[0]
    nfar = far.shape[0]
    counters[2] = 0
    polled = counters[1]
    for n in range(start, stop):
        if (n - start) % _POLL == 0 or counters[1] - polled >= _WORK:
            polled = counters[1]
            control[1] = n
            if control[0]:
                counters[2] = STOPPED
                return n
        if counters[0] >= rare.shape[0]:
            counters[2] = RARE_FULL
            return n
        stamp = n + 1
        nrare = counters[0]
        base = n - window_first
        for k in range(1, min(nsingle - 1, n) + 1):  # the moves that leave no heap or one heap (in the window)
            d = singles[k]
            if d & 1 and n == k:
                seen[0] = stamp
            if d & 2 and n > k:
                seen[window[base - k]] = stamp
        for j in range(equal_splits.shape[0]):
            m = n - equal_splits[j]
            if m >= 2 and m % 2 == 0:
                seen[0] = stamp
        last = rare[near - 1] if near > 0 else 0
        top = 0
        for j in range(ns):  # the common candidates: a rare heap and its partner
            m = n - splits[j]
            tops[j] = 0
            if m < 2:
                continue
            tops[j] = m // 2 - 1 if unequal[j] and m % 2 == 0 else m // 2
            if tops[j] > top:
                top = tops[j]
            checked = 0
            if 2 * last < m and m - last >= window_first:  # every near r < m / 2, its partner in the window
                mb = m - window_first
                for i in range(near):
                    seen[rare_values[i] ^ window[mb - rare[i]]] = stamp
                counters[1] += near
                checked = near
            for i in range(checked, nrare):
                r = rare[i]
                if r >= m:
                    break
                counters[1] += 1
                if unequal[j] and 2 * r == m:
                    continue
                g = stored_value(m - r, head, window, window_first)
                if g < 0 and near <= i < near + nfar:
                    g = np.int64(far[i - near, m - far_first + far_shift])
                if g < 0:
                    counters[2] = NEEDS_VALUE
                    control[1] = n
                    return n
                seen[rare_values[i] ^ g] = stamp
        pos = 1
        v = 0
        while True:
            if seen[v] != stamp:
                if popcount(v & mask) & 1:  # a common value: no pair gives it
                    break
                while scanned[v] != stamp and pos <= top:
                    end = min(top, pos + _CHUNK - 1)
                    for j in range(ns):
                        m = n - splits[j]
                        e = min(end, tops[j])
                        if e < pos:
                            continue
                        if e < h and m - e >= window_first:  # a chunk of pairs with no checks
                            mb = m - window_first
                            for a in range(pos, e + 1):
                                scanned[head[a] ^ window[mb - a]] = stamp
                        else:
                            for a in range(pos, e + 1):
                                x = stored_value(a, head, window, window_first)
                                y = stored_value(m - a, head, window, window_first)
                                if x < 0 or y < 0:
                                    counters[2] = NEEDS_VALUE
                                    control[1] = n
                                    return n
                                scanned[x ^ y] = stamp
                        counters[1] += e - pos + 1
                    pos = end + 1
                if scanned[v] != stamp:
                    break
            v += 1
        if v >= VALUE_LIMIT:
            counters[2] = VALUE_TOO_LARGE
            control[1] = n
            return n
        window[n - window_first] = v
        if (popcount(v & mask) & 1) == 0:  # a rare value
            rare[counters[0]] = n
            rare_values[counters[0]] = v
            counters[0] += 1
    control[1] = stop
    return stop
