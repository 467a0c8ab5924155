"""Finite-field arithmetic tables GF(q), computed once with galois.

Planes and MOLS of order q need only a few thousand field operations, so every construction in
:mod:`designs` works with the q x q addition and multiplication tables of GF(q) as numpy arrays. They are
computed with galois in its ``"python-calculate"`` mode, which avoids compiling numba kernels for every new
field (the first galois field of a process still pays a one-time warm-up of about a second).

Elements are galois' integer representation 0..q-1 (for q = p^e: the polynomial basis of galois' default
Conway polynomial, x evaluated at p), so tables agree with ``galois.GF(q)`` arrays.

Start with :func:`field_tables`; :func:`prime_power` says whether (and how) an order is a prime power.

This module imports nothing else of :mod:`designs` (Latin squares, planes and collineations build on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from groundwork.checks import ArgumentTypeError, is_int

__all__ = ["FieldTables", "field_tables", "prime_power", "factorise"]


def factorise(n: int) -> dict[int, int]:
    """Return the prime factorisation of an integer n >= 1 as ``{prime: exponent}`` (trial division).

    Examples
    --------
    >>> from designs.fields import factorise
    >>> factorise(360) == {2: 3, 3: 2, 5: 1}
    True
    """
    out: dict[int, int] = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def prime_power(q: int) -> tuple[int, int]:
    """Return ``(p, e)`` with ``q = p**e`` and p prime, or raise ValueError.

    A finite field of order q exists exactly when q is a prime power.

    Raises
    ------
    ValueError
        If q is not a prime power; the message shows the factorisation, e.g. ``6 = 2 * 3``.
    TypeError
        If q is not an integer (a bool included).

    Examples
    --------
    >>> from designs.fields import prime_power
    >>> prime_power(32)
    (2, 5)
    """
    if not is_int(q):
        raise ArgumentTypeError(f"order must be an integer, not {type(q).__name__} {q!r}")
    q = int(q)
    if q < 2:
        raise ValueError(f"order must be a prime power >= 2, not {q}")
    factors = factorise(q)
    if len(factors) != 1:
        text = " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(factors.items()))
        raise ValueError(f"order must be a prime power (no field GF({q}) exists), not {q} = {text}")
    ((p, e),) = factors.items()
    return p, e


@dataclass(frozen=True, eq=False)
class FieldTables:
    """Operation tables of GF(q) on the integers 0..q-1 (read-only arrays).

    Attributes
    ----------
    q, p, e : int
        Order, characteristic and degree (q = p^e).
    add, mul : ndarray, shape (q, q)
        ``add[a, b] = a + b``, ``mul[a, b] = a * b``.
    neg, inv : ndarray, shape (q,)
        Additive inverse; multiplicative inverse (``inv[0] = 0`` by convention, never used as an inverse).
    frobenius : ndarray, shape (q,)
        The Frobenius automorphism a -> a^p.
    primitive : int
        galois' primitive element (a generator of the multiplicative group).
    """

    q: int
    p: int
    e: int
    add: np.ndarray
    mul: np.ndarray
    neg: np.ndarray
    inv: np.ndarray
    frobenius: np.ndarray
    primitive: int


@lru_cache(maxsize=None)
def field_tables(q: int) -> FieldTables:
    """Return the operation tables of GF(q) (cached per q).

    Raises
    ------
    ValueError
        If q is not a prime power (no field of order q).

    Examples
    --------
    >>> from designs.fields import field_tables
    >>> F = field_tables(4)
    >>> int(F.mul[2, 3]), int(F.add[2, 3]), F.primitive
    (1, 1, 2)
    """
    p, e = prime_power(q)
    import galois

    gf = galois.GF(int(q), compile="python-calculate")
    x = gf(np.arange(q))
    add = np.asarray((x[:, None] + x[None, :]).view(np.ndarray), dtype=np.int64)
    mul = np.asarray((x[:, None] * x[None, :]).view(np.ndarray), dtype=np.int64)
    neg = np.asarray((-x).view(np.ndarray), dtype=np.int64)
    inv = np.zeros(q, dtype=np.int64)
    inv[1:] = np.asarray((gf(1) / x[1:]).view(np.ndarray), dtype=np.int64)
    frob = np.asarray((x ** p).view(np.ndarray), dtype=np.int64)
    for arr in (add, mul, neg, inv, frob):
        arr.flags.writeable = False
    return FieldTables(int(q), p, e, add, mul, neg, inv, frob, int(gf.primitive_element))
