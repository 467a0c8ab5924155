"""Grundy's game: split a heap into two unequal heaps. Its Grundy values by the direct mex and by sparse space.

Grundy's game [1]_ is the take-and-break game 4!.0 (:class:`~combgames.games.heaps.OctalCode`; registered as
``grundys-game``): a move splits one heap into two non-empty heaps of different sizes, so
``G(n) = mex{G(a) ^ G(n - a) : 1 <= a < n - a}``. It is not an octal game (octal codes cannot ask for unequal
heaps), and whether its values are eventually periodic is open; they have been computed far (Mike Guy to
10^7; Flammenkamp far beyond, by the sparse-space method) without a period.

Two methods:

- ``"direct"``: the take-and-break kernel (:func:`~combgames.games.octal_kernels.take_break_sequence`) on 4!.0, a mex
  over all n/2 splits of every heap: O(N^2 / 4).
- ``"sparse"``: the sparse-space method of Gangolli and Plambeck [2]_ as used by Flammenkamp [3]_
  (:func:`~combgames.grundy.grundys_game_kernels.grundys_game_blocked`): values split into rare and common
  classes by the parity of ``value & mask``; the common values of n come from the few pairs with a rare heap,
  the rare ones from a short scan. About O(N * (rare heaps)) when the mask is good; exact for every mask.

:func:`sparse_mask` chooses the mask from values already known (the one that leaves fewest rare heaps); it,
:func:`is_rare` and :func:`rare_heaps_of` live in :mod:`combgames.grundy.octal_sparse` (the same method for every
octal code), which serves both, and are re-exported here.

One kernel serves both uses: :func:`fill_sparse` (behind :func:`grundys_game_values`) gives it every value in
memory as its window; :class:`SparseStream` gives it a window of recent heaps, block after block in bounded
memory, for runs streamed to disk (:mod:`combgames.grundy.grundy_run`). :func:`mex_value` is the plain mex of
one heap, their check.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 4 ("Grundy's game").
.. [2] A. Gangolli and T. Plambeck, "A note on periodicity in some octal games", Internat. J. Game Theory 18
   (1989) 311-320.
.. [3] A. Flammenkamp, "Sprague-Grundy values of octal games", https://wwwhomes.uni-bielefeld.de/achim/octal.html.

Examples
--------
>>> r = grundys_game_values(20, method="sparse")
>>> r.values.tolist()[:12], r.method
([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2], 'sparse')
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from combgames.games.heaps import OctalCode
from combgames.games.octal import kernel_digits, run_sequence
from combgames.games.octal_kernels import take_break_sequence
from combgames.grundy.grundys_game_kernels import RARE_FULL, STOPPED, grundys_game_blocked
from combgames.grundy.octal import GrundySequence
from combgames.grundy.octal_sparse import (OctalSparseStream, is_rare, plain_value, rare_arrays, rare_heaps_of,
                                           rare_pairs, sparse_mask)
from combgames.base.checks import check_int, check_one_of, check_size
from combgames.base.kernels import kernel, resolve_backend, run_interruptible

__all__ = ["GRUNDYS_GAME", "GrundysGameValues", "MAX_ENTRIES", "SCAN_HEAPS", "SparseStream", "fill_sparse",
           "grundys_game_values", "is_rare", "mex_value", "rare_heaps_of", "scan_order", "sparse_mask"]

GRUNDYS_GAME = OctalCode("4!.0")
"""Grundy's game as a take-and-break code."""

MAX_ENTRIES = 5 * 10**8
"""Default limit on the heaps valued in one call (6 bytes each: 2 while computing, 4 for the int32 values)."""

_METHODS = ("direct", "sparse")

HEAD = 20000
"""The sparse method computes G(0..HEAD) directly first and chooses its mask on G(HEAD/2..HEAD)."""


@dataclass(frozen=True)
class GrundysGameValues:
    """The values G(0..N) of Grundy's game and how they were computed.

    Attributes
    ----------
    values : GrundySequence
        ``values[n] = G(n)`` (int32, read-only; an array that prints as a table of rows of ten heaps).
    method : str
        ``"direct"`` or ``"sparse"``.
    mask : int
        The sparse-space mask (0 for the direct method).
    rare : int
        How many heaps 1..N have a rare value (sparse method).
    pairs : int
        Pairs (a, n - a) examined (sparse method; the direct method examines about N^2 / 4).
    backend : str
    seconds : float
    """

    values: GrundySequence = field(repr=False)
    method: str
    mask: int
    rare: int
    pairs: int
    backend: str
    seconds: float


_SLICE = 1 << 16
"""Heaps per call of the blocked kernel in memory."""

SCAN_HEAPS = 1 << 16
"""The heaps 1..SCAN_HEAPS whose common ones the kernel's scan visits in :func:`scan_order`."""

NO_ORDER = np.zeros(0, dtype=np.int64)
"""An empty scan order: the kernel scans a = 1, 2, 3, ... ."""


def scan_order(values, mask: int, heaps: int = SCAN_HEAPS) -> tuple[np.ndarray, int]:
    """The order in which the blocked kernel scans the pairs (a, n - a), and its span.

    Only pairs of two common heaps can give a rare value (a rare heap's pairs are marked by the kernel's rare
    loop), so the scan needs the common heaps a only, in any order. The order returned lists the common heaps
    of 1..span (span = min(heaps, len(values) - 1)) by rounds: in each round the next heap (ascending) of each
    value, the largest value first. Small heaps have small values, and a pair (a, n - a) gives a small XOR
    only when G(a) is near G(n - a); taking each value in turn spreads the XORs, so the rare values below G(n)
    turn up sooner: at heap 2^28 the scan reads 855 pairs a heap against 3,045 in the order 1, 2, 3, ...
    (``benchmarks/bench_grundys_game.py``, its fallback row). The order changes the speed only: the kernel scans on from
    span + 1 and ends, at a rare heap, with every pair.

    >>> g = grundys_game_values(40).values
    >>> order, span = scan_order(g, 254, 24)
    >>> order.tolist(), span, [int(g[a]) for a in order]
    ([18, 13, 5, 21, 16, 8, 24, 19, 11, 22, 14, 17], 24, [4, 3, 2, 4, 3, 2, 4, 3, 2, 3, 2, 2])
    """
    values = np.asarray(values)
    span = max(0, min(check_int(heaps, "heaps", minimum=0), len(values) - 1))
    heap = np.arange(1, span + 1, dtype=np.int64)
    common = np.ones(span, dtype=bool)
    common[rare_heaps_of(values[:span + 1], mask) - 1] = False
    heap = heap[common]
    value = values[1:span + 1][common].astype(np.int64)
    by_value = np.lexsort((heap, -value))  # value descending, heap ascending
    heap, value = heap[by_value], value[by_value]
    starts = np.flatnonzero(np.r_[True, value[1:] != value[:-1]])
    rank = np.arange(len(heap)) - np.repeat(starts, np.diff(np.r_[starts, len(heap)]))  # rank within its value
    return np.ascontiguousarray(heap[np.lexsort((-value, rank))]), span


def fill_sparse(values: np.ndarray, start: int, mask: int, *, backend: str = "auto",
                control: np.ndarray | None = None) -> tuple[int, int]:
    """Fill ``values[start:]`` with G(start..) of Grundy's game by the sparse-space method, every value in memory.

    ``values`` is a uint16 array holding G(0..start - 1) in ``values[:start]`` (start >= 1). The blocked kernel
    (:func:`~combgames.grundy.grundys_game_kernels.grundys_game_blocked`) gets the whole array as its window
    (from heap 0) and ``values[:n]`` as its head, so no read falls outside memory (no far slices, no plain-mex
    fallback): the in-memory use of the kernel that :class:`SparseStream` runs over a bounded window. The rare
    heaps below n / 2 are *near* (read without checks), the later ones (Grundy's game's 13 from 47,461,861
    on, read at heaps below 2 x 48,399,022) are checked. Returns (the rare heaps among
    1 .. len(values) - 1, the pairs examined).

    ``control`` (two int64): ``control[0]`` is the stop flag of
    :func:`combgames.base.kernels.run_interruptible` (then KeyboardInterrupt is raised), ``control[1]``
    receives the next heap.

    >>> g = np.zeros(30, dtype=np.uint16)
    >>> fill_sparse(g, 1, 254)[0], g[:12].tolist()
    (14, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2])
    """
    values = np.asarray(values)
    if values.dtype != np.uint16 or values.ndim != 1 or not values.flags.c_contiguous or not values.flags.writeable:
        raise ValueError("values must be a writable one-dimensional uint16 array")
    start = check_int(start, "start", minimum=1, maximum=max(1, len(values)))
    mask = check_int(mask, "mask", minimum=0, maximum=(1 << 16) - 1)
    control = np.zeros(2, dtype=np.int64) if control is None else control
    rare, rare_values, counters = rare_arrays(values, start, mask)  # counters: rare heaps, pairs, status
    no_far = np.zeros((0, 0), dtype=np.uint16)
    run = kernel(grundys_game_blocked, backend)
    n, stop = start, values.shape[0]
    order, span = NO_ORDER, 0
    while n < stop:  # in slices: the rare heaps r < n / 2 are read by the kernel's unchecked loop, the rest checked
        near = int(np.searchsorted(rare[:counters[0]], (n - 1) // 2, side="right"))
        if span < SCAN_HEAPS and n > 2 * SCAN_HEAPS:  # the scan order, once its heaps are known
            order, span = scan_order(values[:n], mask)
        n = run(n, min(stop, n + _SLICE), mask, values[:n], values, 0, rare, rare_values, near, no_far, n,
                counters, control, order, span)
        if counters[2] == STOPPED:
            raise KeyboardInterrupt
        if counters[2] == RARE_FULL:
            rare = np.concatenate([rare, np.zeros_like(rare)])
            rare_values = np.concatenate([rare_values, np.zeros_like(rare_values)])
        elif counters[2] != 0:  # cannot happen: every heap below n is in the window
            raise RuntimeError(f"the blocked kernel asked for a value outside memory at heap {n}")
    return int(counters[0]), int(counters[1])


def grundys_game_values(limit: int, *, method: str = "sparse", mask: int | None = None, backend: str = "auto",
                        max_entries: int = MAX_ENTRIES, progress: Callable[[dict], Any] | None = None
                        ) -> GrundysGameValues:
    """Return the Grundy values G(0..limit) of Grundy's game.

    Parameters
    ----------
    limit : int
        Largest heap (>= 0).
    method : {"sparse", "direct"}
        See the module docstring; both give the same values (tested).
    mask : int, optional
        The sparse-space mask; default :func:`sparse_mask` of G(h/2..h), h = min(limit, :data:`HEAD`)
        (computed directly).
    backend : {"auto", "numba", "python"}
    max_entries : int
        Refuse a limit above this up front (default :data:`MAX_ENTRIES`).
    progress : callable, optional
        Called about once a second by the sparse method with ``{"phase": "Grundy's game", "done", "total",
        "seconds"}`` (heaps valued). Both methods are interruptible (Ctrl-C, or SIGTERM and SIGHUP under the
        command line, reach Python within a fraction of a second).

    Raises
    ------
    ValueError
        For a bad limit, method, mask or backend, or a limit over ``max_entries``.

    Examples
    --------
    >>> grundys_game_values(20, method="direct").values.tolist() == grundys_game_values(20).values.tolist()
    True
    """
    limit = check_int(limit, "limit", minimum=0)
    check_one_of(method, "method", _METHODS)
    check_size(limit + 1, max_entries, call=f"grundys_game_values({limit})", what="the heaps 0..limit",
               name="max_entries", unit="heaps", verb="value")
    used = resolve_backend(backend)
    t0 = time.perf_counter()
    if method == "direct":
        out = np.zeros(limit + 1, dtype=np.int64)
        run_sequence(kernel(take_break_sequence, used), *kernel_digits(GRUNDYS_GAME, limit), limit, out,
                     (limit + 1) ** 2 // 4)
        out = out.astype(np.int32)
        chosen, rare, pairs = 0, 0, sum(max(0, (n - 1) // 2) for n in range(limit + 1))
    else:
        head = min(limit, HEAD)
        known = np.zeros(head + 1, dtype=np.int64)
        run_sequence(kernel(take_break_sequence, used), *kernel_digits(GRUNDYS_GAME, head), head, known,
                     (head + 1) ** 2 // 4)
        chosen = (sparse_mask(known[head // 2:]) if mask is None
                  else check_int(mask, "mask", minimum=1, maximum=(1 << 16) - 1))
        values = np.zeros(limit + 1, dtype=np.uint16)
        values[: head + 1] = known
        control = np.zeros(2, dtype=np.int64)  # stop flag, next heap
        rare, pairs = run_interruptible(
            lambda: fill_sparse(values, head + 1, chosen, backend=used, control=control), control, 0,
            progress=progress, report=lambda: {"phase": "Grundy's game", "done": int(control[1]),
                                               "total": limit + 1, "seconds": time.perf_counter() - t0})
        out = values.astype(np.int32)
    out.flags.writeable = False
    return GrundysGameValues(GrundySequence(out, f"Grundy's game ({GRUNDYS_GAME})"), method, chosen, rare, pairs, used, time.perf_counter() - t0)


def mex_value(n: int, values: Callable[[int, int], np.ndarray], *, chunk: int = 1 << 20) -> int:
    """G(n) of Grundy's game by the plain mex ``mex{G(a) ^ G(n - a) : 1 <= a < n - a}``, reading the values
    through ``values(first, count)`` (G(first .. first + count - 1)) a chunk at a time (memory O(chunk)).

    >>> g = grundys_game_values(100).values
    >>> [mex_value(n, lambda first, count: g[first:first + count]) for n in (5, 20, 99)] == [2, 0, int(g[99])]
    True
    """
    return plain_value(GRUNDYS_GAME, n, values, chunk=chunk)  # the plain mex of every code, on 4!.0


class SparseStream(OctalSparseStream):
    """The values of Grundy's game block after block, in memory bounded by a head, a window and one slice per
    far rare heap (the sparse-space method): :class:`~combgames.grundy.octal_sparse.OctalSparseStream` on
    4!.0 running this game's own kernel.

    Holds the head G(0..H - 1), the last W values computed, the rare heaps with their values, and the next
    heap. :meth:`block` computes the next ``count`` values with
    :func:`~combgames.grundy.grundys_game_kernels.grundys_game_blocked` (exactness: see its docstring): the
    rare heaps up to W are read through the window, and for each rare heap r beyond W the partners G(n - r)
    of the block's heaps are read once per block through ``older(first, count)`` as one slice. A heap that
    still needs a value outside these (a scan past the window) is valued by
    :func:`~combgames.grundy.octal_sparse.sparse_value` reading the older values through ``older`` only as far as
    its scan needs. For Grundy's game, with W = 2^17, the rare heaps are near up
    to 82,860; the 13 between 47,461,861 and 48,399,022 are far; a scan reaches past the window at a rare heap
    and at the few heaps whose rare values below the mex turn up late (9 in 4 million at 2^28).

    The parameters are :class:`~combgames.grundy.octal_sparse.OctalSparseStream`'s without the code (the mask
    at least 1), and ``scan_heaps``: the kernel's scan takes the common heaps of 1..min(scan_heaps, W - 1,
    H - 1) first, in :func:`scan_order` (0: the plain order 1, 2, 3, ...; the values are the same).

    Examples
    --------
    >>> g = grundys_game_values(3000).values
    >>> s = SparseStream.from_values(g[:1024], 254, older=lambda f, c: g[f:f + c])
    >>> bool((s.block(1000) == g[1024:2024]).all()), s.next_heap
    (True, 2024)
    """

    def __init__(self, head, mask: int, rare, next_heap: int, recent, older: Callable[[int, int], np.ndarray],
                 backend: str = "auto", *, scan_heaps: int = SCAN_HEAPS) -> None:
        super().__init__(GRUNDYS_GAME, head, check_int(mask, "mask", minimum=1, maximum=(1 << 16) - 1), rare,
                         next_heap, recent, older, backend)
        scan_heaps = check_int(scan_heaps, "scan_heaps", minimum=0)
        self.order = scan_order(self.head, self.mask, min(scan_heaps, self.window - 1))

    @classmethod
    def from_values(cls, values, mask: int, *, older: Callable[[int, int], np.ndarray], backend: str = "auto"
                    ) -> "SparseStream":
        """A stream continuing after ``values`` = G(0..H - 1) (all of them the head and the window)."""
        values = np.asarray(values)
        return cls(values, mask, rare_pairs(values, mask), len(values), values, older, backend)

    def _call(self, n: int, stop: int, window: np.ndarray, window_first: int, rare: np.ndarray,
              rare_values: np.ndarray, near: int, far: np.ndarray, counters: np.ndarray) -> int:
        return kernel(grundys_game_blocked, self.backend)(
            n, stop, self.mask, self.head, window, window_first, rare, rare_values, near, far, self.next_heap,
            counters, self.control, *self.order)
