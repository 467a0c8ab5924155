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
:func:`octal_values` computes G(0..N) with the take-and-break kernel
(:func:`~combgames.games.octal_kernels.take_break_sequence`), compiled or as its Python twin by size.

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

import numpy as np

from combgames.games.heaps import OctalCode
from combgames.games.octal import (
    MAX_OPERATIONS,
    Periodicity,
    check_sequence_cost,
    code_period,
    find_arithmetic_period,
    find_period,
    grundy_sequence,
)
from combgames.base.checks import check_int

__all__ = ["MAX_OPERATIONS", "OctalCode", "Periodicity", "find_arithmetic_period", "find_period", "octal_values",
           "octal_periodicity"]


def _code(code: str | OctalCode) -> OctalCode:
    return code if isinstance(code, OctalCode) else OctalCode(code)


def octal_values(code: str | OctalCode, limit: int, *, backend: str = "auto",
                 max_operations: int = MAX_OPERATIONS) -> np.ndarray:
    """Return the Grundy values ``G(0), ..., G(limit)`` of single heaps of the octal game ``code``.

    Parameters
    ----------
    code : str or OctalCode
    limit : int
        Largest heap size (>= 0).
    backend : {"auto", "numba", "python"}
        Compiled kernel or its pure-Python twin; ``"auto"`` chooses by size
        (:func:`~combgames.games.octal.sequence_backend`: the twin below
        :data:`~combgames.games.octal.PYTHON_OPERATIONS` steps until the process has loaded the kernel).
    max_operations : int
        Refuse a sequence whose cost (below) is more than this (default 2 * 10^10, about 15 s with numba).

    Raises
    ------
    ValueError
        For a bad code, limit or backend, or a cost over ``max_operations`` (the message gives the cost).

    Notes
    -----
    O(limit^2) when some digit has bit 4 (splitting), O(limit * t) otherwise. Computed by
    :func:`~combgames.games.octal.grundy_sequence` (which returns a tuple for a short sequence and needs no
    numpy: the command line calls it directly).

    Examples
    --------
    >>> octal_values("0.77", 12, backend="python").tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
    """
    c = _code(code)
    limit = check_int(limit, "limit", minimum=0)
    check_sequence_cost(c, limit, max_operations, f"octal_values({str(c)!r}, {limit})")
    return np.array(grundy_sequence(c, limit, backend=backend), dtype=np.int64)


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
