"""Nimber arithmetic: nim-addition, nim-multiplication, inverses, powers and square roots; the fields GF(2^(2^k)).

The nimbers ``*a``, ``*b`` are added by XOR (the value of a sum of Nim heaps, Sprague-Grundy). Conway ([1]_ ch. 6)
also multiplies them, by the *mex definition*

    a (x) b = mex{ (a' (x) b) + (a (x) b') + (a' (x) b') : a' < a, b' < b }       (+ is XOR)

and shows that the nimbers below each *Fermat 2-power* F_k = 2^(2^k) form a field under XOR and (x): the field
with 2^(2^k) elements, GF(2^(2^k)) ([1]_ ch. 6; Lenstra [2]_). This module computes with the
nimbers as non-negative Python integers.

Algorithm. The mex definition takes O(a b) products of smaller nimbers; the fast algorithm is Conway's
recursive split. Let F = 2^(2^k) and a, b < F^2; write a = a1 F + a0 and b = b1 F + b0 with a0, a1, b0, b1 < F
(an ordinary product by F is the nim-product by F, for a1 < F). Then, from F (x) F = F + F/2 ([1]_ ch. 6,
the Fermat 2-power rules: F squared is the sesquimultiple 3F/2),

    a (x) b = ((a1 + a0)(b1 + b0) + a0 b0) F  +  a0 b0  +  (a1 b1) (x) (F/2)

with three half-size products (Karatsuba's trick in characteristic 2) and one product by F/2, itself a product
of half size. Products of nimbers below 16 are read from a table built once by this recursion. In
GF(2^m), m = 2^k, the inverse is a^(2^m - 2) and the square root is a^(2^(m-1)) (the Frobenius map a -> a^2
is a bijection of the field; its inverse is the m-1st power of it), computed by square-and-multiply.

Transfinite nimbers are omitted: the nimbers below omega^(omega^omega) form the algebraic closure of GF(2)
([1]_ ch. 6; Lenstra [2]_), but an omega-product (omega^3 = 2, for instance) needs ordinal arithmetic and
Lenstra's excess computation to pin down each finite field's place in the tower; no finite game of this
toolkit reaches them, so only the finite nimbers, the union of the fields GF(2^(2^k)), are implemented.

References
----------
.. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 6 ("The Curious Field On2").
.. [2] H. W. Lenstra, "Nim multiplication", Seminaire de Theorie des Nombres de Bordeaux (1977-78), exp. 11.

Examples
--------
>>> from combgames.cgt.nimbers import nim_multiply, nim_inverse, nim_sqrt, NimberField
>>> nim_multiply(2, 2), nim_multiply(4, 4), nim_multiply(16, 16), nim_multiply(2, 3)
(3, 6, 24, 1)
>>> nim_inverse(2), nim_sqrt(3)
(3, 2)
>>> f = NimberField(2)          # GF(16): the nimbers 0..15
>>> f.order, f.mul(7, f.inv(7))
(16, 1)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import reduce
from typing import Callable, Iterator, Sequence

from combgames.base.checks import check_int, is_int

__all__ = ["NimberField", "fermat_level", "nim_add", "nim_inverse", "nim_multiply", "nim_power", "nim_sqrt",
           "nim_square"]

MAX_FIELD_LEVEL = 12
"""The largest k of :class:`NimberField` (GF(2^4096)); its arithmetic is exact but slow beyond k = 8."""


def _check_nimber(a, name: str) -> int:
    if not is_int(a) or a < 0:
        raise ValueError(f"{name} must be a finite nimber, a non-negative integer, not {a!r}")
    return int(a)


def fermat_level(a: int) -> int:
    """The least k >= 0 with ``a < 2^(2^k)``: the smallest field GF(2^(2^k)) of nimbers holding ``a``.

    Examples
    --------
    >>> [fermat_level(a) for a in (0, 1, 2, 3, 4, 15, 16, 255, 256)]
    [0, 0, 1, 1, 2, 2, 3, 3, 4]
    """
    return _level(_check_nimber(a, "a"))


def nim_add(a: int, b: int) -> int:
    """The nim-sum ``a + b`` of two nimbers: their bitwise XOR (the value of the sum of two Nim heaps)."""
    return _check_nimber(a, "a") ^ _check_nimber(b, "b")


def _split(a: int, b: int, half: int) -> int:
    """``a (x) b`` for ``a, b < 2^(2 half)``, ``half`` 0 or a power of two (the module docstring's split by
    F = 2^half); products below 16 are read from the table once it is built."""
    if half <= 2 and _SMALL:
        return _SMALL[a][b]
    if half == 0:
        return a & b                          # GF(2)
    if not (a | b) >> half:
        return _split(a, b, half >> 1)        # both in the subfield below F
    mask = (1 << half) - 1
    a1, a0, b1, b0 = a >> half, a & mask, b >> half, b & mask
    low = _split(a0, b0, half >> 1)
    cross = _split(a1 ^ a0, b1 ^ b0, half >> 1)
    top = _split(a1, b1, half >> 1)
    return ((cross ^ low) << half) ^ low ^ _split(top, 1 << (half - 1), half >> 1)


_SMALL: list[list[int]] = []
_SMALL.extend([[_split(a, b, 2) for b in range(16)] for a in range(16)])  # built by the split from GF(2)
_SMALL_INVERSE = [0] + [row.index(1) for row in _SMALL[1:]]


def nim_multiply(a: int, b: int) -> int:
    """The nim-product ``a (x) b`` of two finite nimbers (Conway, ONAG ch. 6), by the recursive Fermat split.

    Equal to the mex definition of the module docstring (checked against it for a, b < 64 in the tests).

    Raises
    ------
    ValueError
        If ``a`` or ``b`` is not a non-negative integer.

    Examples
    --------
    >>> nim_multiply(8, 8), nim_multiply(3, 3), nim_multiply(5, 9), nim_multiply(256, 256)
    (13, 2, 6, 384)
    """
    a, b = _check_nimber(a, "a"), _check_nimber(b, "b")
    return _mul(a, b)


def _mul(a: int, b: int) -> int:
    if a < 16 and b < 16:
        return _SMALL[a][b]
    return _split(a, b, 1 << (_level(a | b) - 1))


def _level(a: int) -> int:
    """:func:`fermat_level` without the check."""
    k = 0
    while a >> (1 << k):
        k += 1
    return k


def nim_square(a: int) -> int:
    """``a (x) a``. In characteristic 2 squaring is additive: (a + b)^2 = a^2 + b^2 (the Frobenius map)."""
    a = _check_nimber(a, "a")
    return _mul(a, a)


def nim_power(a: int, n: int) -> int:
    """``a`` to the nim-power ``n >= 0`` (square and multiply); ``a^0 = 1``, ``0^0 = 1``.

    A negative ``n`` is the power of the inverse (``a`` nonzero).

    Examples
    --------
    >>> [nim_power(2, n) for n in range(4)]
    [1, 2, 3, 1]
    """
    a = _check_nimber(a, "a")
    n = check_int(n, "n")
    if n < 0:
        return _power(nim_inverse(a), -n)
    return _power(a, n)


def _power(a: int, n: int) -> int:
    result = 1
    while n:
        if n & 1:
            result = _mul(result, a)
        a = _mul(a, a)
        n >>= 1
    return result


def nim_inverse(a: int) -> int:
    """The nim-reciprocal of a nonzero nimber: the ``b`` with ``a (x) b = 1`` (``a^(2^m - 2)`` in its field
    GF(2^m), m = 2^k, by Fermat's little theorem), computed down the tower of quadratic extensions by norms.

    Raises
    ------
    ZeroDivisionError
        For ``a = 0``.

    Examples
    --------
    >>> [nim_inverse(a) for a in range(1, 8)]
    [1, 3, 2, 15, 12, 9, 11]
    """
    a = _check_nimber(a, "a")
    if a == 0:
        raise ZeroDivisionError("the nimber 0 has no nim-inverse")
    return _inverse(a)


def _inverse(a: int) -> int:
    """The inverse of ``a != 0`` down the tower: in GF(F^2) = GF(F)(F), F = 2^half, the conjugate of F over GF(F)
    is F + 1 (both roots of t^2 + t + F/2), so ``x = a1 F + a0`` has conjugate ``a1 F + (a0 + a1)`` and norm
    ``N = a0 (a0 + a1) + a1^2 (F/2)`` in GF(F); then ``1/x = conjugate / N``."""
    if a < 16:
        return _SMALL_INVERSE[a]
    half = 1 << (_level(a) - 1)
    a1, a0 = a >> half, a & ((1 << half) - 1)
    norm = _mul(a0, a0 ^ a1) ^ _mul(_mul(a1, a1), 1 << (half - 1))
    n_inv = _inverse(norm)
    return (_mul(a1, n_inv) << half) ^ _mul(a0 ^ a1, n_inv)


def nim_sqrt(a: int) -> int:
    """The nim-square root: the unique ``r`` with ``r (x) r = a``, ``a^(2^(m-1))`` in GF(2^m), m = 2^k.

    Examples
    --------
    >>> nim_sqrt(2), nim_sqrt(6), nim_sqrt(24)
    (3, 4, 16)
    """
    a = _check_nimber(a, "a")
    r = a
    for _ in range((1 << _level(a)) - 1):
        r = _mul(r, r)
    return r


# ---------------------------------------------------------------------------------------------- the fields
@dataclass(frozen=True)
class NimberField:
    """GF(2^(2^k)): the nimbers ``0 .. 2^(2^k) - 1`` under nim-addition (XOR) and nim-multiplication.

    Attributes
    ----------
    k : int
        The level: the field has ``order = 2^m`` elements, ``m = degree = 2^k`` (k = 0: GF(2), k = 1: GF(4) =
        {0, 1, 2, 3}, k = 2: GF(16), ...).

    Examples
    --------
    >>> f = NimberField(1)
    >>> [[f.mul(a, b) for b in f.elements()] for a in f.elements()]
    [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
    >>> r = f.root_of([1, 1, 1])      # a root of x^2 + x + 1 in GF(4): 2 or 3
    >>> r in (2, 3), f.evaluate([1, 1, 1], r)
    (True, 0)
    """

    k: int

    def __post_init__(self) -> None:
        check_int(self.k, "k", minimum=0, maximum=MAX_FIELD_LEVEL, why="the field GF(2^(2^k))")

    @property
    def degree(self) -> int:
        """m = 2^k: the field is GF(2^m), a vector space of dimension m over GF(2) = {0, 1}."""
        return 1 << self.k

    @property
    def order(self) -> int:
        """The number of elements, 2^m."""
        return 1 << self.degree

    def __contains__(self, a) -> bool:
        return is_int(a) and 0 <= a < self.order

    def elements(self) -> Iterator[int]:
        """The nimbers 0, 1, ..., order - 1."""
        return iter(range(self.order))

    def check(self, a, name: str = "a") -> int:
        """Return ``a`` if it is an element of this field, else raise a ValueError naming it."""
        if a not in self:
            raise ValueError(f"{name} must be a nimber of GF(2^{self.degree}), an integer in 0..{self.order - 1}, "
                             f"not {a!r}")
        return int(a)

    def add(self, a: int, b: int) -> int:
        """``a + b``: XOR."""
        return self.check(a) ^ self.check(b, "b")

    def mul(self, a: int, b: int) -> int:
        """``a (x) b``: the nim-product (:func:`nim_multiply`)."""
        return _mul(self.check(a), self.check(b, "b"))

    def pow(self, a: int, n: int) -> int:
        """``a^n`` (negative n: a power of the inverse)."""
        return nim_power(self.check(a), n)

    def inv(self, a: int) -> int:
        """The inverse of a nonzero element (ZeroDivisionError for 0)."""
        return nim_inverse(self.check(a))

    def sqrt(self, a: int) -> int:
        """The square root: ``a^(2^(m-1))``."""
        return nim_sqrt(self.check(a))

    def evaluate(self, coefficients: Sequence[int], x: int) -> int:
        """The polynomial with ``coefficients`` (highest degree first) at ``x`` (Horner's rule)."""
        x = self.check(x, "x")
        return reduce(lambda acc, c: _mul(acc, x) ^ self.check(c, "coefficient"), coefficients, 0)

    def root_of(self, coefficients: Sequence[int], *, seed: int = 0) -> int:
        """A root in this field of the polynomial with ``coefficients`` (highest degree first), which must split
        into distinct linear factors here (an irreducible polynomial of degree dividing m over GF(2) does).

        Method: equal-degree splitting by the trace (Berlekamp's trace algorithm): for random beta, the trace
        polynomial ``T(x) = sum_{i<m} (beta x)^(2^i)`` takes only the values 0 and 1 on the field, so
        ``gcd(f, T)`` is a proper factor of f for about half of the choices of beta; recurse on the smaller.

        Raises
        ------
        ValueError
            If the polynomial is constant, or does not split into distinct linear factors over this field.
        """
        f = _monic([self.check(c, "coefficient") for c in coefficients][::-1])
        if len(f) < 2:
            raise ValueError("a constant polynomial has no root to find")
        rng = random.Random(seed)
        for _ in range(64 * self.degree + 64):
            if len(f) == 2:
                return f[0]                   # x + c: the root c (characteristic 2)
            beta = rng.randrange(1, self.order)
            g = _poly_gcd(f, self._trace_mod([0, beta], f))
            if 1 < len(g) < len(f):
                h = _poly_divmod(f, g)[0]
                f = _monic(g if len(g) <= len(h) else h)
        raise ValueError(f"the polynomial {list(coefficients)} does not split into distinct linear factors over "
                         f"GF(2^{self.degree}) (no root found)")

    def isomorphism(self, coefficients: Sequence[int]) -> Callable[[int], int]:
        """The field isomorphism GF(2)[x]/(p) -> this field sending x to a root of p (:meth:`root_of`).

        ``p`` (``coefficients`` 0 or 1, highest degree first) must be irreducible over GF(2) of degree m; an
        element of GF(2)[x]/(p) is given as an integer whose bit i is its coefficient of x^i (the integer form of
        galois's ``GF(2^m)`` elements in its polynomial basis). The map is GF(2)-linear, sends the basis x^i to
        ``root^i``, and respects products because p(root) = 0.

        Examples
        --------
        >>> f = NimberField(2)
        >>> phi = f.isomorphism([1, 0, 0, 1, 1])          # x^4 + x + 1
        >>> phi(0b1), f.evaluate([1, 0, 0, 1, 1], phi(0b10))
        (1, 0)
        """
        if len(coefficients) != self.degree + 1 or any(c not in (0, 1) for c in coefficients):
            raise ValueError(f"the polynomial must have {self.degree + 1} coefficients 0 or 1 (degree "
                             f"{self.degree} over GF(2)), not {list(coefficients)}")
        root = self.root_of(coefficients)
        basis = [_power(root, i) for i in range(self.degree)]

        def phi(value: int) -> int:
            if not is_int(value) or not 0 <= value < self.order:
                raise ValueError(f"an element of GF(2^{self.degree}) is an integer in 0..{self.order - 1}, "
                                 f"not {value!r}")
            out = 0
            for i, image in enumerate(basis):
                if value >> i & 1:
                    out ^= image
            return out

        return phi

    def _trace_mod(self, p: list[int], f: list[int]) -> list[int]:
        """``sum_{i<m} p^(2^i) mod f`` (polynomials lowest degree first)."""
        total: list[int] = []
        power = _poly_divmod(p, f)[1]
        for _ in range(self.degree):
            total = _poly_add(total, power)
            power = _poly_divmod(_poly_mul(power, power), f)[1]
        return total


# ---------------------------------------------------------------------------------------------- polynomials
# Polynomials over the nimbers as lists of coefficients, lowest degree first, without trailing zeros.
def _trim(p: list[int]) -> list[int]:
    while p and p[-1] == 0:
        p.pop()
    return p


def _poly_add(p: list[int], q: list[int]) -> list[int]:
    n = max(len(p), len(q))
    return _trim([(p[i] if i < len(p) else 0) ^ (q[i] if i < len(q) else 0) for i in range(n)])


def _poly_mul(p: list[int], q: list[int]) -> list[int]:
    if not p or not q:
        return []
    out = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        if a:
            for j, b in enumerate(q):
                out[i + j] ^= _mul(a, b)
    return _trim(out)


def _monic(p: list[int]) -> list[int]:
    p = _trim(list(p))
    if not p:
        return p
    inv = nim_inverse(p[-1])
    return [_mul(c, inv) for c in p]


def _poly_divmod(p: list[int], d: list[int]) -> tuple[list[int], list[int]]:
    r = _trim(list(p))
    inv = nim_inverse(d[-1])
    q = [0] * max(len(r) - len(d) + 1, 0)
    while len(r) >= len(d):
        c = _mul(r[-1], inv)
        shift = len(r) - len(d)
        q[shift] = c
        for i, b in enumerate(d):
            r[shift + i] ^= _mul(c, b)
        _trim(r)
    return _trim(q), r


def _poly_gcd(p: list[int], q: list[int]) -> list[int]:
    while q:
        p, q = q, _poly_divmod(p, q)[1]
    return _monic(p)
