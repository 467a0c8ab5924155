"""Finite-field arithmetic tables GF(q), computed once with galois.

Planes and MOLS of order q need only a few thousand field operations, so every construction in
:mod:`designs` works with the q x q addition and multiplication tables of GF(q) as numpy arrays. They are
computed with galois in its ``"python-calculate"`` mode, which avoids compiling numba kernels for every new
field (the first galois field of a process still pays a one-time warm-up of about a second).

Elements are galois' integer representation 0..q-1 (for q = p^e: the polynomial basis of galois' default
Conway polynomial, x evaluated at p), so tables agree with ``galois.GF(q)`` arrays.

Start with :func:`field_tables`; :func:`prime_power` says whether (and how) an order is a prime power.

This module imports nothing else of :mod:`designs` but its size limits (:mod:`designs._limits`); Latin squares,
planes and collineations build on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from designs._limits import MAX_ENTRIES, check_size
from combgames.base.checks import ArgumentTypeError, check_int, is_int

__all__ = ["FieldTables", "field_tables", "prime_power", "is_prime_power", "factorise"]


def factorise(n: int) -> dict[int, int]:
    """Return the prime factorisation of an integer n >= 1 as ``{prime: exponent}`` (sympy's ``factorint``).

    Raises
    ------
    TypeError
        If n is not an integer (a bool included).
    ValueError
        If n < 1.

    Notes
    -----
    sympy factors by trial division of small primes, then Pollard's rho and p - 1 methods: instant for the
    orders of squares that fit in memory; a product of two large primes (50 digits and more) takes long.

    Examples
    --------
    >>> from designs.fields import factorise
    >>> factorise(360) == {2: 3, 3: 2, 5: 1}
    True
    """
    n = check_int(n, "n", minimum=1)
    from sympy import factorint

    return {int(p): int(e) for p, e in sorted(factorint(n).items())}


def _factor_text(q: int) -> str:
    """``"2 * 3"``, ``"2^3 * 5"``: the factorisation of q, found with a bounded effort (a cofactor that is not
    split by trial division up to 10^5 and not prime is written as it is, followed by "(composite)")."""
    from sympy import factorint, isprime

    parts = []
    for p, e in sorted(factorint(q, limit=10**5).items()):
        text = str(p) if isprime(p) else f"{p} (composite)"
        parts.append(f"{text}^{e}" if e > 1 else text)
    return " * ".join(parts)


def prime_power(q: int) -> tuple[int, int]:
    """Return ``(p, e)`` with ``q = p**e`` and p prime, or raise ValueError.

    A finite field of order q exists exactly when q is a prime power.

    Raises
    ------
    ValueError
        If q is not a prime power; the message shows the factorisation, e.g. ``6 = 2 * 3``.
    TypeError
        If q is not an integer (a bool included).

    Notes
    -----
    A primality test and a perfect-power test (sympy's ``isprime`` and ``perfect_power``): fast for integers of
    any size (``prime_power(2**61 - 1)`` and ``prime_power(3**100)`` take microseconds). q = p^e with p prime
    exactly when q is prime or its largest perfect-power root is a prime.

    Examples
    --------
    >>> from designs.fields import prime_power
    >>> prime_power(32), prime_power(2**61 - 1)
    ((2, 5), (2305843009213693951, 1))
    """
    if not is_int(q):
        raise ArgumentTypeError(f"order must be an integer, not {type(q).__name__} {q!r}")
    q = int(q)
    if q < 2:
        raise ValueError(f"order must be a prime power >= 2, not {q}")
    from sympy import isprime, perfect_power

    if isprime(q):
        return q, 1
    root = perfect_power(q)
    if root and isprime(root[0]):
        return int(root[0]), int(root[1])
    raise ValueError(f"order must be a prime power (no field GF({q}) exists), not {q} = {_factor_text(q)}")


def is_prime_power(q: int) -> bool:
    """Return True if q = p^e for a prime p and e >= 1 (the orders of the finite fields), else False.

    Examples
    --------
    >>> from designs.fields import is_prime_power
    >>> [q for q in range(1, 30) if is_prime_power(q)]
    [2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29]
    """
    try:
        prime_power(q)
    except ValueError:
        return False
    return True


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


def field_tables(q: int, *, max_entries: int = MAX_ENTRIES) -> FieldTables:
    """Return the operation tables of GF(q) (cached per q).

    Parameters
    ----------
    q : int
        A prime power.
    max_entries : int
        Refuse a field whose two q x q tables have more entries than this (default
        :data:`designs._limits.MAX_ENTRIES`, 10^7: q <= 2236).

    Raises
    ------
    ValueError
        If q is not a prime power (no field of order q), or the tables would have more than ``max_entries``
        entries (the message gives their number).

    Examples
    --------
    >>> from designs.fields import field_tables
    >>> F = field_tables(4)
    >>> int(F.mul[2, 3]), int(F.add[2, 3]), F.primitive
    (1, 1, 2)
    """
    p, e = prime_power(q)
    check_size(2 * p**e * p**e, max_entries, call=f"field_tables({p**e})",
               what=f"the addition and multiplication tables of GF({p**e}) (2 q^2)")
    return _field_tables(p**e, p, e)


@lru_cache(maxsize=None)
def _field_tables(q: int, p: int, e: int) -> FieldTables:
    """:func:`field_tables` after its checks (cached per q = p^e)."""
    import galois

    # The prime field first, in Python: galois looks up the Conway polynomial of GF(p^e) with polynomials over
    # GF(p), which it would otherwise compile with numba (2.5 s of CPU in every process, for tables of a few
    # thousand entries); the class it keeps for GF(p) is then the Python one.
    galois.GF(int(p), compile="python-calculate")
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
