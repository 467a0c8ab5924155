"""The sparse-space method for any octal code: Grundy values G(0..N) in about O(N x rare heaps) instead of O(N^2).

Definitions. An octal code ``d0.d1 d2 ... dt`` (:class:`~combgames.games.heaps.OctalCode`) lets a move remove k
tokens from a heap leaving no heap (bit 1 of d_k, the heap had k tokens), one heap (bit 2) or two non-empty heaps
(bit 4: the rest m = n - k split as a + (m - a)). So ``G(n) = mex`` of the values G(n - k) of the one-heap
moves and the values ``G(a) ^ G(m - a)`` of the splits. For a *mask* m, a value x is *rare* when
``popcount(x & mask)`` is even and *common* when it is odd (:func:`is_rare`; heap 0 is rare).

The method (Gangolli and Plambeck [1]_, the "sparse space phenomenon" as Flammenkamp uses it [2]_). The XOR of
two values of the same class is rare and of two of different classes common. So a common value is the value of
a split only through a pair (r, m - r) with r a *rare heap* (a heap of rare value): the common candidates of n
come from the list of rare heaps alone, a few hundred for the games of interest, read for each split digit. The
values of the one-heap moves are read directly (t of them). A rare candidate not given by those is looked for by
a scan of the splits a = 1, 2, ..., stopped as soon as it appears; the scan runs to the end only when G(n) is
itself rare. So the cost is about N x (split digits) x (rare heaps) plus a full scan at each rare heap, and the
result is **exact for every mask**: the mask decides only the speed (the mask 0 makes every value rare, and the
method is the plain mex). :func:`sparse_mask` chooses the mask that leaves the fewest rare heaps in values
already known (G(h/2..h) of a head computed by the quadratic kernel).

Scope. Finite codes whose moves leave at most two heaps, with or without the marks ``!``/``?`` (the two heaps
must differ) and ``=`` (they must be equal): every octal code and Grundy's game 4!.0. Codes whose digits repeat
forever or that leave three heaps (hexadecimal digits 8..F) are refused (:func:`check_sparse_code`).

Entry points: :func:`octal_sparse_values` (behind :func:`combgames.grundy.octal.octal_values` with
``method="sparse"``, or ``"auto"``); :func:`fill_octal_sparse` fills an array in place (the compiled kernel
:func:`~combgames.grundy.octal_sparse_kernels.octal_sparse_fill`, in slices, interruptible);
:class:`OctalSparseStream` computes block after block in memory bounded by a window of recent heaps (the kernel
:func:`~combgames.grundy.octal_sparse_kernels.octal_sparse_blocked`; far values read on demand), for runs on disk
(:mod:`combgames.grundy.grundy_run`); :func:`plain_value` is the plain mex of one heap, an independent check of
single values; :func:`sparse_value` values one heap by the same argument as the kernels, reading only as far as
its scan needs (the stream's fallback).

Cost of the window (``benchmarks/bench_octal_sparse.py --stream 18 --run-to 1048575``, CPU seconds, best of 2
interleaved, shared machine): from heap 2^18 the stream costs 0.92 (.6, 5.5 microseconds a heap) and 1.08 (.16,
0.29) times the in-memory fill of the same heaps; a run to 2^20 on disk 1.22 (.6) and 2.09 (.16: a fast code, the
hashing, block files and the head's two quadratic prefixes weigh) times the same values in memory.

Sources read: the description of the method in the docstrings of :mod:`combgames.grundy.grundys_game` (this
module's Grundy's game version), and Czajka's tables of rare masks and counts (github.com/tczajka/octal-games,
transcribed in :mod:`combgames.reproduce.impartial_octal_table`). Gangolli and Plambeck's paper and Flammenkamp's
programs were not read here; the argument above is proved in full in this docstring.

References
----------
.. [1] A. Gangolli and T. Plambeck, "A note on periodicity in some octal games", Internat. J. Game Theory 18
   (1989) 311-320.
.. [2] A. Flammenkamp, "Sprague-Grundy values of octal games", https://wwwhomes.uni-bielefeld.de/achim/octal.html.

Examples
--------
>>> r = octal_sparse_values("0.6", 30000)
>>> r.method, hex(r.mask), r.mask == sparse_mask(r.values[r.head // 2:r.head + 1])
('sparse', '0x1ee', True)
>>> plain_value("0.6", 30000, r.values) == int(r.values[30000])
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from combgames.base.checks import check_int, check_one_of, check_size
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.heaps import OctalCode
from combgames.games.octal import MAX_OPERATIONS, check_sequence_cost, grundy_sequence
from combgames.grundy.octal_sparse_kernels import (NEEDS_VALUE, RARE_FULL, STOPPED, VALUE_LIMIT, VALUE_TOO_LARGE,
                                                   octal_sparse_blocked, octal_sparse_fill)

__all__ = ["HEAD", "MASK_BITS", "MAX_HEAPS", "METHODS", "OctalSparseStream", "OctalSparseValues", "QUADRATIC_FACTOR",
           "SPARSE_FROM", "check_sparse_code", "code_moves", "fill_octal_sparse", "head_mask", "is_rare",
           "octal_sparse_values", "plain_value", "prefers_sparse", "rare_arrays", "rare_heaps_of", "rare_pairs",
           "sparse_cost", "sparse_mask", "sparse_value", "splits_heaps"]

HEAD = 20000
"""The sparse method computes G(0..HEAD) with the quadratic kernel first and chooses its mask on G(HEAD/2..HEAD)."""

MASK_BITS = 10
"""Masks below 2^MASK_BITS are tried by default (:func:`sparse_mask` costs 2^bits passes over the value counts)."""

MAX_HEAPS = 10**9
"""Default limit on the heaps valued in one call (2 bytes each while computing)."""

SPARSE_FROM = 25000
"""With ``method="auto"`` a code that splits heaps is valued by the sparse method from this limit on (below, the
quadratic kernel alone; see :func:`octal_sparse_values` for the choice above it). Measured (benchmarks/
bench_octal_sparse.py, CPU seconds, best of 3 interleaved, shared machine), quadratic / sparse: at 20,000 heaps
(the head alone, plus choosing the mask) 0.79 (.6), 0.99 (.16), 0.98 (.376); at 25,000 0.97, 1.51, 1.0; at
30,000 1.23, 2.18, 1.98; at 131,072 6.7, 36, 19.5."""

QUADRATIC_FACTOR = 3
"""``method="auto"`` takes the sparse method when its estimated operations (:func:`sparse_cost`) times this factor
are fewer than the quadratic kernel's (s N^2 / 4). Measured at N = 65,536 (CPU seconds, one process, the shared
machine; estimate / quadratic operations, time quadratic / sparse): codes with no good mask, 0.04 0.72 and 0.52,
0.06 0.88 and 0.54, 0.164 0.98 and 0.45, 0.137 1.12 and 0.66, 0.72 1.36 and 0.56 (a sparse operation, a random
read, costs about 2.6 quadratic ones, and the short scans are not estimated); the sparse ones 0.14 0.15 and 3.2,
0.36 0.022 and 6.3, 0.77 and 0.45 under 0.001 and 10. So the sparse method is the faster one about when the ratio
is below 1 / 2.6: the factor 3 puts the choice there (a code near it costs about the same either way)."""

METHODS = ("auto", "sparse", "quadratic")
"""The methods of :func:`combgames.grundy.octal.octal_values` (this module serves the first two)."""

_SLICE = 1 << 15
"""Heaps per call of the kernel (each call returns to Python: well under 0.5 s for the codes measured)."""


# ------------------------------------------------------------------------------------------------ the classes
def _parity(x: int) -> int:
    return bin(x).count("1") & 1


def is_rare(value: int, mask: int) -> bool:
    """True when ``value`` is rare for ``mask``: ``value & mask`` has an even number of 1-bits.

    >>> [v for v in range(8) if is_rare(v, 254)]
    [0, 1, 6, 7]
    """
    return not _parity(int(value) & mask)


def rare_heaps_of(values, mask: int) -> np.ndarray:
    """The heaps n >= 1 whose value ``values[n]`` is rare for ``mask`` (:func:`is_rare` over an array), ascending.

    >>> rare_heaps_of([0, 0, 0, 1, 0, 2, 1, 0, 2], 254).tolist()
    [1, 2, 3, 4, 6, 7]
    """
    x = np.asarray(values, dtype=np.uint16)[1:] & np.uint16(mask)
    for shift in (8, 4, 2, 1):  # fold the 16 bits: the lowest bit becomes their parity
        x ^= x >> np.uint16(shift)
    return 1 + np.flatnonzero((x & np.uint16(1)) == 0)


def rare_pairs(values, mask: int) -> list[tuple[int, int]]:
    """The rare heaps n >= 1 of ``values`` (:func:`rare_heaps_of`) with their values, as pairs (n, G(n)).

    >>> rare_pairs([0, 0, 0, 1, 0, 2], 254)
    [(1, 0), (2, 0), (3, 1), (4, 0)]
    """
    return [(int(n), int(values[n])) for n in rare_heaps_of(values, mask)]


def sparse_mask(values, *, bits: int | None = None) -> int:
    """Return the mask whose rare class (even parity of ``value & mask``) holds the fewest of ``values[1:]``
    (ties: the smallest mask).

    Parameters
    ----------
    values : sequence of int
        Known values G(0..n) (e.g. from the direct mex).
    bits : int, optional
        Masks below 2^bits are tried (default: enough bits for the largest value).

    Examples
    --------
    >>> sparse_mask([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0])   # Grundy's game G(0..20)
    7
    """
    g = np.asarray(values, dtype=np.int64)[1:]
    top = int(g.max()) if g.size else 0
    bits = max(1, top.bit_length()) if bits is None else check_int(bits, "bits", minimum=1, maximum=16)
    counts = np.bincount(g, minlength=top + 1)
    best, best_rare = 1, None
    for mask in range(1, 1 << bits):
        rare = sum(int(c) for v, c in enumerate(counts) if c and not _parity(v & mask))
        if best_rare is None or rare < best_rare:
            best, best_rare = mask, rare
    return best


# ------------------------------------------------------------------------------------------------ the code
def check_sparse_code(code: str | OctalCode) -> OctalCode:
    """``code`` as an :class:`OctalCode` the sparse method takes, or ValueError saying why not (a malformed code;
    digits that repeat forever; a digit that leaves three heaps).

    >>> str(check_sparse_code(".6")), str(check_sparse_code("4!.0"))
    ('0.6', '4!.0')
    """
    if not isinstance(code, OctalCode):
        if not isinstance(code, str):
            raise TypeError(f"code must be an octal code like '0.6' or an OctalCode, not {code!r}"[:200])
        code = OctalCode(code)
    if code.period:
        raise ValueError(f"the sparse method needs a finite code; {code} repeats its last digits forever")
    if any(d & 8 for d in code.digits):
        raise ValueError(f"the sparse method takes codes whose moves leave at most two heaps; {code} has a "
                         "hexadecimal digit (three heaps)")
    return code


def splits_heaps(code: str | OctalCode) -> bool:
    """Whether ``code`` is one the sparse method takes (:func:`check_sparse_code`) and has a digit that splits a
    heap in two (bit 4) with no ``=`` mark: the codes the sparse method speeds up.

    >>> splits_heaps("0.6"), splits_heaps("0.3"), splits_heaps("0.[4]"), splits_heaps("4=.0")
    (True, False, False, False)
    """
    try:
        c = check_sparse_code(code)
    except ValueError:
        return False
    return any(d & 4 and m != "=" for d, m in zip(c.digits, c.marks))


def code_moves(code: str | OctalCode) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The arrays the kernel reads: ``(singles, splits, unequal, equal_splits)``.

    ``singles[k]`` is d_k's bits 1 and 2 (k = 0..t); ``splits`` the k whose digit has bit 4 with no ``=`` mark,
    ``unequal`` 1 where the mark is ``!`` or ``?`` (the two heaps must differ); ``equal_splits`` the k whose digit
    has bit 4 with the mark ``=``.

    >>> [a.tolist() for a in code_moves("0.376")]
    [[0, 3, 3, 2], [2, 3], [0, 0], []]
    >>> [a.tolist() for a in code_moves("4!.0")]
    [[0], [0], [1], []]
    """
    c = check_sparse_code(code)
    singles = np.array([d & 3 for d in c.digits], dtype=np.int64)
    splits = [k for k, (d, m) in enumerate(zip(c.digits, c.marks)) if d & 4 and m != "="]
    unequal = [1 if c.marks[k] in ("!", "?") else 0 for k in splits]
    equal = [k for k, (d, m) in enumerate(zip(c.digits, c.marks)) if d & 4 and m == "="]
    return (singles, np.array(splits, dtype=np.int64), np.array(unequal, dtype=np.int64),
            np.array(equal, dtype=np.int64))


def plain_value(code: str | OctalCode, n: int, values, *, chunk: int = 1 << 20) -> int:
    """G(n) of ``code`` by the plain mex over all its moves, reading G(0..n - 1) from ``values`` (numpy over the
    splits: O(n) per split digit): an independent check of single values of any method.

    ``values`` is a sequence holding G(0..n - 1), or a callable ``values(first, count)`` returning
    G(first .. first + count - 1) (a run's stored blocks, a stream's window): read ``chunk`` values at a time.

    >>> plain_value("0.77", 11, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2])
    6
    >>> g = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2]
    >>> plain_value("0.77", 11, lambda first, count: g[first:first + count], chunk=2)
    6
    """
    c = check_sparse_code(code)
    n = check_int(n, "n", minimum=0)
    chunk = check_int(chunk, "chunk", minimum=1)
    if callable(values):
        read = values
    else:
        g = np.asarray(values[:n], dtype=np.int64)
        read = lambda first, count: g[first:first + count]  # noqa: E731
    options = np.zeros(VALUE_LIMIT + 2, dtype=bool)
    options[0] = any(k > 0 and d & 1 and n == k for k, d in enumerate(c.digits))
    for k, (d, mark) in enumerate(zip(c.digits, c.marks)):
        m = n - k
        if d & 2 and k > 0 and m > 0:
            options[int(read(m, 1)[0])] = True
        if d & 4 and m >= 2:
            if mark == "=":
                options[0] |= m % 2 == 0
                continue
            top = m // 2 - 1 if mark in ("!", "?") and m % 2 == 0 else m // 2
            for a0 in range(1, top + 1, chunk):
                count = min(chunk, top + 1 - a0)
                low = np.asarray(read(a0, count), dtype=np.int64)
                high = np.asarray(read(m - a0 - count + 1, count), dtype=np.int64)[::-1]
                options[low ^ high] = True
    return int(np.argmin(options))


_NEAR_RARE = 1 << 17
""":func:`sparse_value` reads the partners of the rare heaps up to this as one slice, the others one by one."""

_LARGEST_CHUNK = 1 << 20
""":func:`sparse_value` doubles its chunk up to this many pairs (two int64 arrays of 8 MiB), so its memory stays
bounded however far a scan goes."""


def sparse_value(code: str | OctalCode, n: int, values: Callable[[int, int], np.ndarray], rare, rare_values,
                 mask: int, *, chunk: int = 1 << 16) -> int:
    """G(n) of ``code`` by the sparse-space argument, scanning the splits only as far as needed.

    The options of n are 0 (a digit with bit 1 taking the whole heap), G(n - k) (bit 2: one heap left) and
    G(a) ^ G(n - k - a) (bit 4: two heaps, a from 1 to the largest the digit's mark allows). A pair gives a
    common value (for ``mask``: :func:`is_rare`) exactly when one heap of it is rare. ``rare`` lists every rare
    heap below n, ``rare_values`` their values; ``values(first, count)`` returns G(first .. first + count - 1)
    below n. First the options of bits 1 and 2 and every pair with a rare heap are marked; then the pairs
    a = 1, 2, ... of each split, in chunks (``chunk``, doubled each time up to 2^20 pairs). After each round let
    m be the least value not marked: all values below m are options; if m is common it is none (only the marked
    options can give a common value), so G(n) = m; if m is rare the scans go on, and when they end every option
    is marked. So the result is the mex, exact for every mask; where a sparse kernel's window ends it reads about
    as many values as its scan needs, not every pair as :func:`plain_value` (which checks it, tests).

    >>> g = octal_sparse_values("4!.0", 3000).values
    >>> rare = rare_heaps_of(g[:2999], 254)
    >>> read = lambda f, c: g[f:f + c]
    >>> [sparse_value("4!.0", n, read, rare[rare < n], g[rare[rare < n]], 254, chunk=16)
    ...  for n in (100, 1500, 2999)]
    [2, 32, 2]
    >>> [int(g[n]) for n in (100, 1500, 2999)]
    [2, 32, 2]
    """
    c = check_sparse_code(code)
    n = check_int(n, "n", minimum=0)
    chunk = check_int(chunk, "chunk", minimum=1)
    marked = np.zeros(VALUE_LIMIT + 2, dtype=bool)
    rare = np.asarray(rare, dtype=np.int64)
    rare_values = np.asarray(rare_values, dtype=np.int64)
    marked[0] = any(k > 0 and d & 1 and n == k for k, d in enumerate(c.digits))
    scans = []  # [heap m split, the largest first heap a, the next a]
    for k, (d, mark) in enumerate(zip(c.digits, c.marks)):
        m = n - k
        if d & 2 and k > 0 and m > 0:
            marked[int(values(m, 1)[0])] = True
        if d & 4 and m >= 2:
            if mark == "=":
                marked[0] |= m % 2 == 0
                continue
            top = m // 2 - 1 if mark in ("!", "?") and m % 2 == 0 else m // 2
            _mark_rare_pairs(marked, m, top, rare, rare_values, values)
            scans.append([m, top, 1])
    while True:
        least = int(np.argmin(marked))
        if not is_rare(least, mask) or all(a > last for _, last, a in scans):
            return least
        for scan in scans:
            m, top, a = scan
            count = min(chunk, top + 1 - a)
            if count > 0:
                low = np.asarray(values(a, count), dtype=np.int64)
                high = np.asarray(values(m - a - count + 1, count), dtype=np.int64)[::-1]
                marked[low ^ high] = True
                scan[2] = a + count
        chunk = min(2 * chunk, max(chunk, _LARGEST_CHUNK))


def _mark_rare_pairs(marked: np.ndarray, m: int, top: int, rare: np.ndarray, rare_values: np.ndarray,
                     values: Callable[[int, int], np.ndarray]) -> None:
    """Mark G(r) ^ G(m - r) for every rare heap r of a split of m into (a, m - a), 1 <= a <= top."""
    keep = (rare >= 1) & (rare < m) & ((rare <= top) | (m - rare <= top))
    heaps, heap_values = rare[keep], rare_values[keep]
    near = heaps <= _NEAR_RARE  # their partners m - r are read as one slice
    if near.any():
        low = m - int(heaps[near].max())
        partners = np.asarray(values(low, m - low), dtype=np.int64)
        marked[heap_values[near] ^ partners[m - heaps[near] - low]] = True
    for r, v in zip(heaps[~near].tolist(), heap_values[~near].tolist()):
        marked[v ^ int(values(m - r, 1)[0])] = True


# ------------------------------------------------------------------------------------------------ the fill
def rare_arrays(values: np.ndarray, start: int, mask: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The arrays a sparse kernel starts from at heap ``start``: the rare heaps of ``values[1:start]`` (int64, room
    for as many again, at least 1,024), their values (uint16), and the counters ``[rare heaps, pairs, status]``.

    >>> [a.tolist()[:4] for a in rare_arrays(np.array([0, 0, 0, 1, 0, 2], dtype=np.uint16), 6, 254)]
    [[1, 2, 3, 4], [0, 0, 1, 0], [4, 0, 0]]
    """
    listed = rare_heaps_of(values[:start], mask)
    rare = np.zeros(max(2 * len(listed), 1024), dtype=np.int64)
    rare[:len(listed)] = listed
    rare_values = np.zeros(len(rare), dtype=np.uint16)
    rare_values[:len(listed)] = values[listed]
    return rare, rare_values, np.array([len(listed), 0, 0], dtype=np.int64)


def fill_octal_sparse(code: str | OctalCode, values: np.ndarray, start: int, mask: int, *, backend: str = "auto",
                      control: np.ndarray | None = None) -> tuple[int, int]:
    """Fill ``values[start:]`` with G(start..) of ``code`` by the sparse-space method, every value in memory.

    ``values`` is a writable uint16 array holding G(0..start - 1) in ``values[:start]`` (start >= 1). Returns
    (the rare heaps among 1 .. len(values) - 1, the pairs read). ``control`` (two int64): ``control[0]`` is the
    stop flag of :func:`combgames.base.kernels.run_interruptible` (then KeyboardInterrupt is raised, the values
    from ``control[1]`` on not written), ``control[1]`` receives the next heap.

    Raises
    ------
    ValueError
        For a code the method does not take, a bad array, start or mask, or a value reaching 2^16.

    >>> g = np.zeros(30, dtype=np.uint16)
    >>> fill_octal_sparse("0.77", g, 1, 3)[0], g[:12].tolist()
    (13, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6])
    """
    singles, splits, unequal, equal = code_moves(code)
    if (not isinstance(values, np.ndarray) or values.dtype != np.uint16 or values.ndim != 1
            or not values.flags.c_contiguous or not values.flags.writeable):
        raise ValueError("values must be a writable one-dimensional uint16 array")
    start = check_int(start, "start", minimum=1, maximum=max(1, len(values)))
    mask = check_int(mask, "mask", minimum=0, maximum=VALUE_LIMIT - 1)
    control = np.zeros(2, dtype=np.int64) if control is None else control
    rare, rare_values, counters = rare_arrays(values, start, mask)
    run = kernel(octal_sparse_fill, backend)
    n, stop = start, values.shape[0]
    while n < stop:
        n = run(n, min(stop, n + _SLICE), mask, singles, splits, unequal, equal, values, rare, rare_values, counters,
                control)
        if counters[2] == STOPPED:
            raise KeyboardInterrupt
        if counters[2] == RARE_FULL:
            rare = np.concatenate([rare, np.zeros_like(rare)])
            rare_values = np.concatenate([rare_values, np.zeros_like(rare_values)])
        elif counters[2] == VALUE_TOO_LARGE:
            raise ValueError(f"G({n}) of {code} is at least 2^16: the sparse method stores values below 2^16")
    return int(counters[0]), int(counters[1])


# ------------------------------------------------------------------------------------------------ the values
@dataclass(frozen=True)
class OctalSparseValues:
    """The values G(0..N) of an octal code and how they were computed.

    Attributes
    ----------
    values : numpy.ndarray
        ``values[n] = G(n)`` (uint16, read-only).
    code : str
    method : str
        ``"sparse"``, or ``"quadratic"`` when ``method="auto"`` chose the quadratic kernel.
    mask : int
        The mask (0 for the quadratic method).
    head : int
        H: G(0..H) came from the quadratic kernel (N for the quadratic method).
    rare : int
        The rare heaps among 1..N (sparse method; 0 for the quadratic one).
    pairs : int
        Pairs (a, m - a) read by the sparse method after the head (the quadratic method reads about
        s N^2 / 4, s the split digits).
    estimate : int
        The operations :func:`sparse_cost` foresaw from the head (0 when the method was not chosen by it).
    backend : str
    seconds : float
    """

    values: np.ndarray = field(repr=False)
    code: str
    method: str
    mask: int
    head: int
    rare: int
    pairs: int
    estimate: int
    backend: str
    seconds: float


def sparse_cost(code: str | OctalCode, limit: int, head_values, mask: int) -> int:
    """The operations the sparse method is expected to take for G(head + 1..limit) of ``code``, from the head's
    values G(0..head) and the mask: with R the rare heaps of the head and rho their density in its second half,
    ``s (L (R + rho L / 2) + rho (limit^2 - head^2) / 4)`` for L = limit - head and s split digits (the rare pairs
    of each heap, the rare heaps to come growing at rate rho, and a full scan at each of them). An estimate: the
    rare heaps of the games of interest stop early (rho underestimates nothing there), and the short scans at
    common heaps are not counted.

    >>> g = octal_sparse_values("0.6", 20000).values
    >>> sparse_cost("0.6", 10**6, g, sparse_mask(g[10000:])) < sparse_cost("0.6", 10**6, g, 0)
    True
    """
    s = len(code_moves(code)[1])
    g = np.asarray(head_values)
    head = len(g) - 1
    rare = rare_heaps_of(g, mask)
    rho = float(np.count_nonzero(rare > head // 2)) / max(head - head // 2, 1)
    tail = max(limit - head, 0)
    return int(s * (tail * (len(rare) + rho * tail / 2) + rho * max(limit * limit - head * head, 0) / 4)) + tail


def prefers_sparse(code: str | OctalCode, limit: int, estimate: int) -> bool:
    """The choice of ``method="auto"``: whether the sparse method, foreseen to take ``estimate`` operations
    (:func:`sparse_cost`), is faster than the quadratic kernel's ``s (limit + 1)^2 / 4`` for G(0..limit) of
    ``code`` (s its split digits): when ``QUADRATIC_FACTOR x estimate`` is below it.

    >>> prefers_sparse("0.6", 10**6, 10**9), prefers_sparse("0.6", 10**4, 10**7)
    (True, False)
    """
    s = len(code_moves(code)[1])
    return s > 0 and QUADRATIC_FACTOR * estimate < s * (limit + 1) ** 2 // 4


def _quadratic(code: OctalCode, limit: int, backend: str, max_operations: int) -> np.ndarray:
    check_sequence_cost(code, limit, max_operations, f"octal_values({str(code)!r}, {limit})")
    return np.asarray(grundy_sequence(code, limit, backend=backend), dtype=np.uint16)


def octal_sparse_values(code: str | OctalCode, limit: int, *, method: str = "sparse", mask: int | None = None,
                        head: int | None = None, backend: str = "auto", max_heaps: int = MAX_HEAPS,
                        max_operations: int | None = MAX_OPERATIONS,
                        progress: Callable[[dict], Any] | None = None) -> OctalSparseValues:
    """Return G(0..limit) of ``code`` by the sparse-space method (see the module text).

    Parameters
    ----------
    code : str or OctalCode
        A finite code whose moves leave at most two heaps (:func:`check_sparse_code`).
    limit : int
        Largest heap (>= 0).
    method : {"sparse", "auto"}
        ``"auto"``: after the head, the quadratic kernel instead when its cost s limit^2 / 4 is below
        :data:`QUADRATIC_FACTOR` times the estimate (:func:`sparse_cost`), or the code splits no heap.
    mask : int, optional
        The mask (0 .. 2^16 - 1; every mask gives the same values); default :func:`sparse_mask` of
        G(h/2..h) with masks below 2^:data:`MASK_BITS`.
    head : int, optional
        h: G(0..h) by the quadratic kernel (default ``min(limit, HEAD)``).
    backend : {"auto", "numba", "python"}
    max_heaps : int
        Refuse a limit above this up front (default :data:`MAX_HEAPS`).
    max_operations : int or None
        Refuse, once the head is computed, a request whose estimate (:func:`sparse_cost`) exceeds this
        (None: no refusal); the quadratic kernel's cost is refused as :func:`combgames.grundy.octal.octal_values`.
    progress : callable, optional
        Called about once a second with ``{"phase", "done", "total", "seconds"}`` (heaps valued); the run is
        interruptible (Ctrl-C reaches Python within a fraction of a second).

    Raises
    ------
    ValueError
        For a bad code, limit, method, mask, head or backend, a limit over ``max_heaps``, an estimate over
        ``max_operations``, or a value reaching 2^16.

    Examples
    --------
    >>> from combgames.grundy.octal import octal_values
    >>> r = octal_sparse_values("0.16", 3000, head=100, mask=0x1e)
    >>> r.values.tolist() == octal_values("0.16", 3000, method="quadratic").tolist(), r.rare
    (True, 49)
    """
    t0 = time.perf_counter()
    c = check_sparse_code(code)
    limit = check_int(limit, "limit", minimum=0)
    check_one_of(method, "method", ("sparse", "auto"))
    used = resolve_backend(backend)
    check_size(limit + 1, check_int(max_heaps, "max_heaps", minimum=1),
               call=f"octal_sparse_values({str(c)!r}, {limit})", what="the heaps 0..limit", name="max_heaps",
               unit="heaps", verb="value")
    h = min(limit, HEAD) if head is None else check_int(head, "head", minimum=0, maximum=limit)
    if mask is not None:
        mask = check_int(mask, "mask", minimum=0, maximum=VALUE_LIMIT - 1)
    s = len(code_moves(c)[1])
    ops = MAX_OPERATIONS if max_operations is None else check_int(max_operations, "max_operations", minimum=1)
    if method == "auto" and s == 0:
        return _result(_quadratic(c, limit, used, ops), c, "quadratic", 0, limit, 0, 0, 0, used, t0)
    known = _quadratic(c, h, used, ops)
    chosen = _mask_of(known) if mask is None else mask
    estimate = sparse_cost(c, limit, known, chosen)
    if method == "auto" and (h >= limit or not prefers_sparse(c, limit, estimate)):
        return _result(_quadratic(c, limit, used, ops), c, "quadratic", 0, limit, 0, 0, 0, used, t0)
    if max_operations is not None:
        check_size(estimate, ops, call=f"octal_values({str(c)!r}, {limit}, method='sparse')",
                   what=f"the estimated pairs of the sparse method after G(0..{h}) (mask {chosen:#x})",
                   name="max_operations", unit="operations", verb="compute")
    values = np.zeros(limit + 1, dtype=np.uint16)
    values[:h + 1] = known
    control = np.zeros(2, dtype=np.int64)  # stop flag, next heap
    rare, pairs = run_interruptible(
        lambda: fill_octal_sparse(c, values, h + 1, chosen, backend=used, control=control), control, 0,
        progress=progress, report=lambda: {"phase": f"octal {c} (sparse)", "done": int(control[1]),
                                           "total": limit + 1, "seconds": time.perf_counter() - t0}) \
        if h < limit else (len(rare_heaps_of(values, chosen)), 0)
    return _result(values, c, "sparse", chosen, h, rare, pairs, estimate, used, t0)


def _mask_of(known: np.ndarray) -> int:
    """The mask :func:`octal_sparse_values` chooses from the head G(0..h): :func:`sparse_mask` of G(h/2..h)."""
    h = len(known) - 1
    return sparse_mask(known[h // 2:], bits=min(MASK_BITS, max(1, int(known.max(initial=0)).bit_length())))


def head_mask(code: str | OctalCode, *, head: int = HEAD, backend: str = "auto") -> int:
    """The mask :func:`octal_sparse_values` chooses for ``code`` from a head of ``head`` heaps (a limit of at
    least ``head``): :func:`sparse_mask` of G(head/2..head), G by the quadratic kernel.

    >>> head_mask("0.6") == octal_sparse_values("0.6", 30000).mask
    True
    """
    c = check_sparse_code(code)
    return _mask_of(_quadratic(c, check_int(head, "head", minimum=1), resolve_backend(backend), MAX_OPERATIONS))


def _result(values: np.ndarray, code: OctalCode, method: str, mask: int, head: int, rare: int, pairs: int,
            estimate: int, backend: str, t0: float) -> OctalSparseValues:
    values.flags.writeable = False
    return OctalSparseValues(values, str(code), method, mask, head, rare, pairs, estimate, backend,
                             time.perf_counter() - t0)


# ------------------------------------------------------------------------------------------------ the stream
class OctalSparseStream:
    """The values of a code block after block, in memory bounded by a head, a window and one slice per far rare
    heap (the sparse-space method, for runs streamed to disk: :mod:`combgames.grundy.grundy_run`).

    Holds the head G(0..H - 1), the last W values computed, the rare heaps with their values, and the next
    heap. :meth:`block` computes the next ``count`` values with
    :func:`~combgames.grundy.octal_sparse_kernels.octal_sparse_blocked` (exactness: see its docstring): the rare
    heaps up to W - K (K the largest split digit) are read through the window; for each later rare heap r the
    partners G(n - k - r) of the block's heaps are read once per block through ``older(first, count)`` as one
    slice. A heap that still needs a value outside these (a scan past the window) is valued by
    :func:`sparse_value` reading the older values through ``older`` only as far as its scan needs (at a rare
    heap: every pair). Grundy's game's stream
    (:class:`combgames.grundy.grundys_game.SparseStream`) is this one running that game's own kernel.

    Parameters
    ----------
    code : str or OctalCode
        A code the method takes (:func:`check_sparse_code`).
    head : array
        G(0..H - 1) (H >= 1; a run gives at least a whole block, so that rare heaps found in a block have their
        partners in it).
    mask : int
        The sparse-space mask.
    rare : sequence of (heap, value)
        The rare heaps below the next heap, ascending (heaps >= 1).
    next_heap : int
        The first heap not yet valued (>= W).
    recent : array
        G(next_heap - W .. next_heap - 1): the window, W above every digit's k.
    older : callable
        ``older(first, count)`` returns stored values G(first .. first + count - 1) below ``next_heap``.
    backend : {"auto", "numba", "python"}

    Examples
    --------
    >>> g = octal_sparse_values("0.6", 5000).values
    >>> s = OctalSparseStream.from_values("0.6", g[:1024], 0x1ee, older=lambda f, c: g[f:f + c])
    >>> bool((s.block(1000) == g[1024:2024]).all()), s.next_heap
    (True, 2024)
    """

    def __init__(self, code: str | OctalCode, head, mask: int, rare, next_heap: int, recent,
                 older: Callable[[int, int], np.ndarray], backend: str = "auto") -> None:
        self.code = check_sparse_code(code)
        self.moves = code_moves(self.code)
        self.shift = int(self.moves[1].max(initial=0))  # the largest split digit k
        self.head = np.ascontiguousarray(head, dtype=np.uint16)
        self.mask = check_int(mask, "mask", minimum=0, maximum=VALUE_LIMIT - 1)
        self.recent = np.ascontiguousarray(recent, dtype=np.uint16)
        if self.head.shape[0] < 1 or self.recent.shape[0] < 1:
            raise ValueError("the head and the window must hold at least one value each")
        if self.recent.shape[0] <= len(self.code.digits):
            raise ValueError(f"the window ({self.recent.shape[0]} heaps) must exceed the digits of {self.code}")
        self.next_heap = check_int(next_heap, "next_heap", minimum=self.recent.shape[0])
        listed = [(int(r), int(v)) for r, v in rare]
        self.rare = np.array([r for r, _ in listed] + [0] * 1024, dtype=np.int64)
        self.rare_values = np.array([v for _, v in listed] + [0] * 1024, dtype=np.uint16)
        self.rare_count = len(listed)
        self.older = older
        self.backend = resolve_backend(backend)
        self.pairs = 0
        self.fallbacks = 0
        self.control = np.zeros(2, dtype=np.int64)  # stop flag, next heap (run_interruptible's)

    @classmethod
    def from_values(cls, code: str | OctalCode, values, mask: int, *, older: Callable[[int, int], np.ndarray],
                    backend: str = "auto") -> "OctalSparseStream":
        """A stream continuing after ``values`` = G(0..H - 1) (all of them the head and the window)."""
        values = np.asarray(values)
        return cls(code, values, mask, rare_pairs(values, mask), len(values), values, older, backend)

    @property
    def window(self) -> int:
        """W: the number of recent heaps held."""
        return int(self.recent.shape[0])

    def rare_heaps(self) -> list[tuple[int, int]]:
        """The rare heaps found so far (from heap 1) with their values, ascending."""
        return [(int(r), int(v)) for r, v in zip(self.rare[:self.rare_count], self.rare_values[:self.rare_count])]

    def _call(self, n: int, stop: int, window: np.ndarray, window_first: int, rare: np.ndarray,
              rare_values: np.ndarray, near: int, far: np.ndarray, counters: np.ndarray) -> int:
        """One call of the kernel from heap n (returns the next heap; the status in ``counters[2]``)."""
        singles, splits, unequal, equal = self.moves
        return kernel(octal_sparse_blocked, self.backend)(
            n, stop, self.mask, singles, splits, unequal, equal, self.head, window, window_first, rare, rare_values,
            near, far, self.next_heap, self.shift, counters, self.control)

    def _mex(self, n: int, read: Callable[[int, int], np.ndarray], rare: np.ndarray, rare_values: np.ndarray
             ) -> int:
        """G(n) by :func:`sparse_value`, reading G(0..n - 1) through ``read`` (``rare``, ``rare_values``: the rare
        heaps below n with their values)."""
        return sparse_value(self.code, n, read, rare, rare_values, self.mask)

    def block(self, count: int) -> np.ndarray:
        """Return G(next_heap .. next_heap + count - 1) (uint16) and move on; interruptible through
        ``control[0]`` (then KeyboardInterrupt is raised and the stream is left as it was)."""
        w = self.window
        first = self.next_heap
        window = np.empty(w + count, dtype=np.uint16)
        window[:w] = self.recent
        rare, rare_values = self.rare.copy(), self.rare_values.copy()
        near = int(np.searchsorted(rare[:self.rare_count], w - self.shift, side="right"))
        far = self._far_slices(rare[near:self.rare_count], first, count, window, first - w)
        counters = np.array([self.rare_count, 0, 0], dtype=np.int64)
        n, stop = first, first + count
        while n < stop:
            n = self._call(n, stop, window, first - w, rare, rare_values, near, far, counters)
            status = counters[2]
            if status == STOPPED:
                raise KeyboardInterrupt
            if status == VALUE_TOO_LARGE:
                raise ValueError(f"G({n}) of {self.code} is at least 2^16: the sparse method stores values below 2^16")
            if status == RARE_FULL or (status == NEEDS_VALUE and counters[0] >= rare.shape[0]):
                rare = np.concatenate([rare, np.zeros_like(rare)])
                rare_values = np.concatenate([rare_values, np.zeros_like(rare_values)])
            if status == NEEDS_VALUE:
                v = self._mex(n, lambda f, c: self._read(f, c, window, first - w, n), rare[:counters[0]],
                              rare_values[:counters[0]])
                self.fallbacks += 1
                window[n - first + w] = v
                if is_rare(v, self.mask):
                    rare[counters[0]], rare_values[counters[0]] = n, v
                    counters[0] += 1
                n += 1
        self.rare, self.rare_values, self.rare_count = rare, rare_values, int(counters[0])
        self.pairs += int(counters[1])
        self.next_heap = stop
        values = window[w:]
        self.recent = window[-w:].copy()
        return values

    def _far_slices(self, far_heaps: np.ndarray, first: int, count: int, window: np.ndarray, window_first: int
                    ) -> np.ndarray:
        """``far[j, x] = G(first - K - r_j + x)`` for the far rare heaps r_j (K the largest split digit), where
        that heap is below the window (the rest is read from the head or the window by the kernel, left 0 here)."""
        far = np.zeros((len(far_heaps), count + self.shift), dtype=np.uint16)
        for j, r in enumerate(far_heaps):
            origin = first - self.shift - int(r)
            lo, hi = max(origin, 0), min(first + count - int(r), window_first)
            if hi > lo:
                far[j, lo - origin:hi - origin] = self._read(lo, hi - lo, window, window_first, first)
        return far

    def _read(self, first: int, count: int, window: np.ndarray, window_first: int, n: int) -> np.ndarray:
        """G(first .. first + count - 1), all below heap n: from the head, the window or ``older``."""
        out = np.empty(count, dtype=np.int64)
        h = self.head.shape[0]
        cuts = sorted({first, first + count, *(c for c in (h, window_first) if first < c < first + count)})
        for lo, hi in zip(cuts, cuts[1:]):
            if hi <= h:
                out[lo - first:hi - first] = self.head[lo:hi]
            elif lo >= window_first:
                out[lo - first:hi - first] = window[lo - window_first:hi - window_first]
            else:
                out[lo - first:hi - first] = self.older(lo, hi - lo)
        return out
