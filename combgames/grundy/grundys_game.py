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
  (:func:`~combgames.grundy._kernels.grundys_game_sparse`): values split into rare and common classes by the
  parity of ``value & mask``; the common values of n come from the few pairs with a rare heap, the rare
  ones from a short scan. About O(N * (rare heaps)) when the mask is good; exact for every mask.

:func:`sparse_mask` chooses the mask from values already known (the one that leaves fewest rare heaps).

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
from combgames.grundy._kernels import grundys_game_sparse
from combgames.grundy.octal import GrundySequence
from combgames.base.checks import check_int, check_one_of, check_size
from combgames.base.kernels import kernel, resolve_backend, run_interruptible

__all__ = ["GRUNDYS_GAME", "GrundysGameValues", "MAX_ENTRIES", "grundys_game_values", "sparse_mask"]

GRUNDYS_GAME = OctalCode("4!.0")
"""Grundy's game as a take-and-break code."""

MAX_ENTRIES = 5 * 10**8
"""Default limit on the heaps valued in one call (4 bytes each for the values and for the rare list)."""

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


def _parity(x: int) -> int:
    return bin(x).count("1") & 1


def sparse_mask(values, *, bits: int | None = None) -> int:
    """Return the mask whose rare class (even parity of ``value & mask``) holds the fewest of ``values[1:]``
    (ties: the smallest mask).

    Parameters
    ----------
    values : sequence of int
        Known values G(0..n) (e.g. from the direct method).
    bits : int, optional
        Masks below 2^bits are tried (default: enough bits for the largest value).

    Examples
    --------
    >>> g = grundys_game_values(20000, method="direct").values[10000:]
    >>> m = sparse_mask(g)
    >>> m, sum(1 for v in g[1:] if bin(int(v) & m).count("1") % 2 == 0) < len(g) // 20
    (254, True)
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


def _sparse(run: Any, n: int, limit: int, mask: int, out: np.ndarray, rare: np.ndarray, counters: np.ndarray,
            control: np.ndarray) -> None:
    """Fill ``out[n..limit]`` by the sparse kernel ``run`` in slices of about 50 ms (a larger ``rare`` list when
    it fills), until done or ``control[0]`` (the stop flag of :func:`combgames.base.kernels.run_interruptible`) is
    set; ``control[1]`` is the next heap."""
    step = 256
    while n <= limit and not control[0]:
        t0 = time.perf_counter()
        end = min(limit, n + step - 1)
        while n <= end:
            n = run(n, end, mask, out, rare, counters)
            if n <= end:
                rare = np.concatenate([rare, np.zeros_like(rare)])
        control[1] = n
        seconds = time.perf_counter() - t0
        step = step * 2 if seconds < 0.025 else max(16, step // 2) if seconds > 0.1 else step


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
        out = np.zeros(limit + 1, dtype=np.int32)
        out[: head + 1] = known
        listed = [n for n in range(1, head + 1) if not _parity(int(known[n]) & chosen)]
        rare_heaps = np.zeros(max(2 * len(listed), 1024), dtype=np.int32)
        rare_heaps[: len(listed)] = listed
        counters = np.array([len(listed), 0], dtype=np.int64)
        control = np.zeros(2, dtype=np.int64)  # stop flag, heaps done
        run_interruptible(lambda: _sparse(kernel(grundys_game_sparse, used), head + 1, limit, chosen, out, rare_heaps,
                                          counters, control), control, 0, progress=progress,
                          report=lambda: {"phase": "Grundy's game", "done": int(control[1]), "total": limit + 1,
                                          "seconds": time.perf_counter() - t0})
        rare, pairs = int(counters[0]), int(counters[1])
    out.flags.writeable = False
    return GrundysGameValues(GrundySequence(out, f"Grundy's game ({GRUNDYS_GAME})"), method, chosen, rare, pairs, used, time.perf_counter() - t0)
