"""Octal games given by their code: Grundy sequences and (proved) periodicity.

An *octal game* is played on heaps of tokens. Its code ``d0.d1 d2 d3 ...`` has one octal digit per number k
of tokens removed: a move removes k tokens from one heap and is allowed to leave

* no heap (bit 1 of d_k): the heap had exactly k tokens,
* one non-empty heap (bit 2),
* two non-empty heaps (bit 4): the rest of the heap is split in two.

``d0`` (k = 0, before the point) may only use bit 4: split a heap in two without removing anything.
Examples: Kayles is 0.77 (knock down one or two adjacent pins), Dawson's Kayles is 0.07 (two adjacent
pins), Nim is 0.333... (infinite; not finite octal), 0.6 and 0.137 (Dawson's chess) are others.

The rule on one heap, :class:`OctalCode`, lives with the games (:mod:`combgames.games.heaps`), and so do the
one compiled kernel of the Grundy sequence and the period finder (:mod:`combgames.games.octal`, where
:class:`~combgames.games.octal.OctalGame` values heaps of any size with them); this module gives them their
theory-side entry points.

Values. A position is a sum of heaps, so its value is the XOR of the heap values G(n);
:func:`octal_values` computes G(0..N) with the compiled kernel
(:func:`~combgames.games.octal_kernels.take_break_sequence`).

Periodicity (Guy and Smith's octal periodicity theorem [1]_, [2]_). For a finite octal game whose last non-zero digit
is d_t, if ``G(n + p) = G(n)`` for all n with ``n0 <= n < 2 n0 + p + t``, then it holds for all n >= n0.
:func:`find_period` searches the smallest period p (and, for it, the smallest pre-period n0) that the
computed values *prove* by this theorem.

References
----------
.. [1] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52
   (1956) 514-526.
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, ch. 4.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import numpy as np

from combgames.games.heaps import OctalCode
from combgames.games.octal import (
    Periodicity,
    code_period,
    find_arithmetic_period,
    find_period,
    kernel_digits,
)
from combgames.games.octal_kernels import take_break_sequence
from combgames.base.checks import check_int, check_size
from combgames.base.kernels import kernel, resolve_backend, run_interruptible

__all__ = ["MAX_OPERATIONS", "OctalCode", "Periodicity", "find_arithmetic_period", "find_period", "octal_values",
           "octal_periodicity"]

MAX_OPERATIONS = 2 * 10**10
"""Default limit on the kernel's operations for one sequence (about 15 s with numba)."""

THREAD_OPERATIONS = 10**8
"""A sequence costing more operations than this (about 0.1 s) is computed by :func:`run_sequence` in a worker
thread, so that an interrupt reaches Python at once."""


def _code(code: str | OctalCode) -> OctalCode:
    return code if isinstance(code, OctalCode) else OctalCode(code)


def _check_cost(c: OctalCode, limit: int, max_operations: int, call: str) -> int:
    """Refuse up front a sequence whose kernel would take more than ``max_operations`` steps; return its
    steps."""
    length = limit + 1 if c.period else len(c.digits)
    splits = sum(1 for d in c.digits if d & 4)
    triples = sum(1 for d in c.digits if d & 8)
    cost = (splits * (limit + 1) ** 2 // 4 + triples * (limit + 1) ** 3 // 36
            + (limit + 1) * min(length, limit + 1))
    what = (f"about {splits} x limit^2 / 4 + {triples} x limit^3 / 36" if splits or triples
            else "about limit x (t + 1)")
    check_size(cost, max_operations, call=call, what=f"the values of heaps up to {limit:,} of code {c} ({what})",
               name="max_operations", unit="operations", verb="compute")
    return cost


def run_sequence(fn: Any, digits: np.ndarray, marks: np.ndarray, limit: int, out: np.ndarray, operations: int) -> None:
    """Fill ``out[0..limit]`` by ``fn``, :func:`~combgames.games.octal_kernels.take_break_sequence` or its compilation,
    interruptibly when it costs more than :data:`THREAD_OPERATIONS` steps.

    The kernel looks at no stop flag, so an interrupt (Ctrl-C, or SIGTERM and SIGHUP under the command line) is
    re-raised at once (:func:`combgames.base.kernels.run_interruptible` with no grace) and the kernel is left to
    end in the background, writing only into ``out``.
    """
    if operations <= THREAD_OPERATIONS:
        fn(digits, marks, limit, out)
        return
    run_interruptible(lambda: fn(digits, marks, limit, out), np.zeros(1, dtype=np.int64), 0, grace=0.0)


def octal_values(code: str | OctalCode, limit: int, *, backend: str = "auto",
                 max_operations: int = MAX_OPERATIONS) -> np.ndarray:
    """Return the Grundy values ``G(0), ..., G(limit)`` of single heaps of the octal game ``code``.

    Parameters
    ----------
    code : str or OctalCode
    limit : int
        Largest heap size (>= 0).
    backend : {"auto", "numba", "python"}
        Compiled kernel or its pure-Python twin.
    max_operations : int
        Refuse a sequence whose cost (below) is more than this (default 2 * 10^10, about 15 s with numba).

    Raises
    ------
    ValueError
        For a bad code, limit or backend, or a cost over ``max_operations`` (the message gives the cost).

    Notes
    -----
    O(limit^2) when some digit has bit 4 (splitting), O(limit * t) otherwise.

    Examples
    --------
    >>> octal_values("0.77", 12, backend="python").tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
    """
    c = _code(code)
    limit = check_int(limit, "limit", minimum=0)
    cost = _check_cost(c, limit, max_operations, f"octal_values({str(c)!r}, {limit})")
    fn = kernel(take_break_sequence, resolve_backend(backend))
    out = np.zeros(limit + 1, dtype=np.int64)
    run_sequence(fn, *kernel_digits(c, limit), limit, out, cost)
    return out


def octal_periodicity(code: str | OctalCode, limit: int = 2000, *, backend: str = "auto",
                      max_operations: int = MAX_OPERATIONS) -> Periodicity | None:
    """Compute ``G(0..limit)`` and return the proved period (see :func:`find_period`), or None if none yet.

    Raises
    ------
    ValueError
        As :func:`octal_values` (a sequence costing more than ``max_operations`` is refused up front).

    Examples
    --------
    >>> per = octal_periodicity("0.07", 200)   # Dawson's Kayles
    >>> (per.preperiod, per.period, per.proven, per.exceptions)
    (53, 34, True, (0, 1, 15, 17, 18, 32, 35, 52))
    """
    c = _code(code)
    t0 = time.perf_counter()
    values = octal_values(c, limit, backend=backend, max_operations=max_operations)
    res = code_period(c, values)
    if res is None:
        return None
    return replace(res, seconds=time.perf_counter() - t0)
