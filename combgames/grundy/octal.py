"""Octal games given by their code: Grundy sequences and (proved) periodicity.

An *octal game* is played on heaps of tokens. Its code ``d0.d1 d2 d3 ...`` has one octal digit per number k
of tokens removed: a move removes k tokens from one heap and is allowed to leave

* no heap (bit 1 of d_k): the heap had exactly k tokens,
* one non-empty heap (bit 2),
* two non-empty heaps (bit 4): the rest of the heap is split in two.

``d0`` (k = 0, before the point) may only use bit 4: split a heap in two without removing anything.
Examples: Kayles is 0.77 (knock down one or two adjacent pins), Dawson's Kayles is 0.07 (two adjacent
pins), Nim is 0.333... (infinite; not finite octal), 0.6 and 0.137 (Dawson's chess) are others.

The rule on one heap, :class:`OctalCode`, lives with the games (:mod:`combgames.games.heaps`).

Values. A position is a sum of heaps, so its value is the XOR of the heap values G(n);
:func:`octal_values` computes G(0..N) with a compiled kernel (:mod:`combgames.grundy._kernels`).

Periodicity (Guy and Smith's octal periodicity theorem). For a finite octal game whose last non-zero digit
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
from dataclasses import dataclass

import numpy as np

from combgames.games.heaps import OctalCode
from combgames.grundy import _kernels
from groundwork.checks import check_int
from groundwork.kernels import kernel, resolve_backend

__all__ = ["OctalCode", "Periodicity", "find_period", "octal_values", "octal_periodicity"]

def _code(code: str | OctalCode) -> OctalCode:
    return code if isinstance(code, OctalCode) else OctalCode(code)


def octal_values(code: str | OctalCode, limit: int, *, backend: str = "auto") -> np.ndarray:
    """Return the Grundy values ``G(0), ..., G(limit)`` of single heaps of the octal game ``code``.

    Parameters
    ----------
    code : str or OctalCode
    limit : int
        Largest heap size (>= 0).
    backend : {"auto", "numba", "python"}
        Compiled kernel or its pure-Python twin.

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
    fn = kernel(_kernels.octal_sequence, resolve_backend(backend))
    out = np.zeros(limit + 1, dtype=np.int64)
    fn(np.array(c.digits, dtype=np.int64), limit, out)
    return out


@dataclass(frozen=True)
class Periodicity:
    """Periodicity of a Grundy sequence: ``G(n + period) = G(n)`` for all ``n >= preperiod``.

    Attributes
    ----------
    preperiod : int
        The least n0 from which the period holds (the last exception is at n0 - 1).
    period : int
    proven : bool
        True when the octal periodicity theorem proves the period from the computed values.
    checked_to : int
        Largest heap size computed.
    exceptions : tuple of int
        The heap sizes n < n0 whose value differs from the periodic part: ``G(n) != G(m)`` for the
        m >= n0 with m = n (mod period).
    seconds : float
    """

    preperiod: int
    period: int
    proven: bool
    checked_to: int
    exceptions: tuple = ()
    seconds: float = 0.0


def find_period(values, max_take: int, *, splits_at_zero: bool = False) -> Periodicity | None:
    """Return the smallest period that the octal periodicity theorem proves for ``values``, or None.

    Parameters
    ----------
    values : sequence of int
        ``G(0), ..., G(N)``.
    max_take : int
        t, the index of the last non-zero code digit.
    splits_at_zero : bool
        True when d0 = 4; the theorem is stated for d0 = 0, so a period found is then reported with
        ``proven=False`` (observed on the computed range only).

    Notes
    -----
    For each p = 1, 2, ...: n0 is one past the last n with G(n) != G(n + p) in range; p is proven when
    ``2 n0 + 2 p + t - 1 <= N`` (every n < 2 n0 + p + t has G(n + p) computed). O(N^2) in the worst case.
    """
    g = np.asarray(values)
    N = len(g) - 1
    for p in range(1, N + 1):
        diff = np.nonzero(g[: N + 1 - p] != g[p:])[0]
        n0 = int(diff[-1]) + 1 if len(diff) else 0
        if 2 * n0 + 2 * p + max_take - 1 <= N:
            exceptions = tuple(n for n in range(n0) if g[n] != g[n0 + (n - n0) % p])
            return Periodicity(n0, p, not splits_at_zero, N, exceptions)
    return None


def octal_periodicity(code: str | OctalCode, limit: int = 2000, *, backend: str = "auto") -> Periodicity | None:
    """Compute ``G(0..limit)`` and return the proved period (see :func:`find_period`), or None if none yet.

    Examples
    --------
    >>> per = octal_periodicity("0.07", 200)   # Dawson's Kayles
    >>> (per.preperiod, per.period, per.proven, per.exceptions)
    (53, 34, True, (0, 1, 15, 17, 18, 32, 35, 52))
    """
    c = _code(code)
    t0 = time.perf_counter()
    values = octal_values(c, limit, backend=backend)
    res = find_period(values, c.max_take, splits_at_zero=c.digits[0] == 4)
    if res is None:
        return None
    return Periodicity(res.preperiod, res.period, res.proven, res.checked_to, res.exceptions,
                       time.perf_counter() - t0)
