"""Which orthogonal arrays exist: Sage's ``designs.orthogonal_arrays`` interface, for every strength t.

An OA(N; k, n, t) of index 1 is an n^t x k array over 0..n-1 in which every t columns show each t-tuple
exactly once (:mod:`designs.orthogonal_arrays`); for t = 2 it is an OA(k, n), the array of k - 2 MOLS(n).
For each n and t this module finds the largest k the library builds, and answers Sage's four questions with
Sage's names and argument order (``designs.orthogonal_arrays.build(k, n, t=2)`` and so on in Sage;
here :func:`build`, :func:`exists`, :func:`is_available`, :func:`largest_available_k`,
:func:`explain_construction` of this module). For t = 2 every answer is :mod:`designs.mols_constructions`'
(OA(k, n) = k - 2 MOLS(n)); for t >= 3 the constructions tried are (the largest k wins, ties to the first):

``trivial``
    OA(n^t; t + 1, n, t) for every n, a column of sums (:func:`~designs.orthogonal_arrays.oa_zero_sum`).
``Bush``
    n = q a prime power, t <= q: OA(q^t; q + 1, q, t) from the polynomials of degree < t over GF(q)
    (:func:`~designs.orthogonal_arrays.bush_oa`, Bush 1952 [1]_).
``hyperoval``
    n = 2^m >= 4, t = 3: OA(q^3; q + 2, q, 3) from a hyperoval of PG(2, q)
    (:func:`~designs.orthogonal_arrays.hyperoval_oa`, Bose 1947 [3]_).
``product``
    n = a b: min(k(a), k(b)) columns, the Kronecker product of an OA for a and one for b
    (:func:`~designs.orthogonal_arrays.oa_product`).

The upper bounds (:func:`oa_upper_bound`), for an OA of index 1 and strength t >= 3 on n symbols, n any
integer >= 2 [1]_ (Section 2), [2]_ (Chapter 2):

* k <= t + 1 if n <= t;
* k <= n + t - 2 if n > t and n is odd;
* k <= n + t - 1 otherwise (also for every n: the rows beginning with t - 2 given symbols, those columns
  deleted, are an OA(k - t + 2, n), which has at most n + 1 columns);
* k <= n + t - 2 where the Bruck-Ryser theorem [4]_ excludes a projective plane of order n (n = 1, 2 mod 4
  and not a sum of two squares), for then an OA(k', n) has k' <= n (this lowers Bush's bound at the even
  orders n = 6, 14, 22, 30, ...).

For t = 3 and n = q a prime power the bound is q + 1 (q odd) and q + 2 (q even), and Bush's and the
hyperoval's arrays reach it: the table (:func:`oa_existence_table`) has no gap there. Elsewhere (n not a prime
power, or t >= 4 where only the MDS conjecture, for linear arrays, says q + 1) the gap is stated.

:func:`exists` answers True (built here), False (beyond the bound) or None (unknown to the library, Sage's
``Unknown``). :func:`build` raises ValueError for parameters beyond the bound and
:class:`~designs.block_designs.NotAvailable` (a ValueError) for parameters within it that no construction here
reaches (for t = 2, :class:`~designs.mols_constructions.MOLSNotAvailableError` in both cases).

References
----------
.. [1] K. A. Bush, "Orthogonal arrays of index unity", Ann. Math. Statist. 23 (1952) 426-434.
.. [2] A. S. Hedayat, N. J. A. Sloane, J. Stufken, Orthogonal Arrays: Theory and Applications, Springer, 1999.
.. [3] R. C. Bose, "Mathematical theory of the symmetrical factorial design", Sankhya 8 (1947) 107-166.
.. [4] R. H. Bruck, H. J. Ryser, "The nonexistence of certain finite projective planes", Canad. J. Math. 1
   (1949) 88-93.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from combgames.base.checks import check_int
from designs._limits import MAX_ENTRIES, check_size
from designs.block_designs import NotAvailable

__all__ = [
    "OAConstruction",
    "OAExistence",
    "oa_construction",
    "oa_upper_bound",
    "build",
    "exists",
    "is_available",
    "largest_available_k",
    "explain_construction",
    "oa_existence_table",
]


@dataclass(frozen=True)
class OAConstruction:
    """The construction of the library's largest OA(n^t; k, n, t) (t >= 3): its method and parameters.

    Attributes
    ----------
    n, t, k : int
        The order, the strength and the number of columns built.
    method : str
        ``"trivial"``, ``"Bush"``, ``"hyperoval"`` or ``"product"`` (module docstring).
    parameters : tuple of int
        (q,) for Bush and the hyperoval, (a, b) for a product, () for the trivial array.
    """

    n: int
    t: int
    k: int
    method: str
    parameters: tuple[int, ...] = ()

    @property
    def description(self) -> str:
        """The construction in words, e.g. ``"the hyperoval of PG(2, 8)"``."""
        if self.method == "trivial":
            return f"a column of sums mod {self.n} added to the {self.n}^{self.t} tuples"
        if self.method == "Bush":
            return f"Bush's polynomials of degree < {self.t} over GF({self.n})"
        if self.method == "hyperoval":
            return f"the hyperoval of PG(2, {self.n})"
        a, b = self.parameters
        return f"the product of OA({a}^{self.t}; {self.k}, {a}, {self.t}) and OA({b}^{self.t}; {self.k}, {b}, {self.t})"


def _check_nt(n: int, t: int) -> tuple[int, int]:
    return check_int(n, "n", minimum=2), check_int(t, "t", minimum=2)


def _prime_power_or_none(n: int) -> tuple[int, int] | None:
    from designs.fields import prime_power

    try:
        return prime_power(n)
    except ValueError:
        return None


@lru_cache(maxsize=None)
def _plan(n: int, t: int) -> OAConstruction:
    """The best construction for (n, t), t >= 3; products read the plans of the divisors."""
    best = OAConstruction(n, t, t + 1, "trivial")
    pp = _prime_power_or_none(n)
    if pp is not None and t <= n and n + 1 > best.k:
        best = OAConstruction(n, t, n + 1, "Bush", (n,))
    if pp is not None and pp[0] == 2 and t == 3 and n >= 4:
        best = OAConstruction(n, t, n + 2, "hyperoval", (n,))
    a = 2
    while a * a <= n:
        if n % a == 0:
            k = min(_plan(a, t).k, _plan(n // a, t).k)
            if k > best.k:
                best = OAConstruction(n, t, k, "product", (a, n // a))
        a += 1
    return best


def oa_construction(n: int, t: int = 3) -> OAConstruction:
    """Return the construction of the largest OA(n^t; k, n, t) of index 1 the library builds (t >= 3).

    Raises
    ------
    ValueError
        If n < 2 or t < 3 (for t = 2 see :func:`designs.mols_constructions.mols_construction`).

    Examples
    --------
    >>> from designs.oa_existence import oa_construction
    >>> [(c.k, c.method) for c in map(oa_construction, (6, 7, 8, 20))]
    [(4, 'trivial'), (8, 'Bush'), (10, 'hyperoval'), (6, 'product')]
    """
    n, t = _check_nt(n, t)
    if t == 2:
        raise ValueError("t must be >= 3 here; for t = 2 (MOLS) see designs.mols_constructions.mols_construction")
    for smaller in range(2, int(n ** 0.5) + 1):          # the divisors' plans first: no deep recursion
        if n % smaller == 0:
            _plan(smaller, t)
            _plan(n // smaller, t)
    return _plan(n, t)


def _bruck_ryser_excludes(n: int) -> bool:
    """True if the Bruck-Ryser theorem rules out a projective plane of order n: n = 1 or 2 mod 4 and n is not
    a sum of two squares [4]_."""
    from math import isqrt

    return n % 4 in (1, 2) and not any(isqrt(n - a * a) ** 2 == n - a * a for a in range(isqrt(n) + 1))


def oa_upper_bound(n: int, t: int = 3) -> tuple[int, str]:
    """Return an upper bound on k for an OA(n^t; k, n, t) of index 1 and the theorem giving it.

    t = 2: k <= n + 1 (at most n - 1 MOLS), and k <= n where the Bruck-Ryser theorem excludes a projective
    plane of order n (n = 1, 2 mod 4 and not a sum of two squares: then at most n - 2 MOLS) [4]_. t >= 3:
    Bush's bounds [1]_ (module docstring): t + 1 if n <= t; n + t - 2 if n > t is odd; n + t - 1 otherwise;
    and the strength-2 bound + t - 2 (the rows beginning with t - 2 given symbols, those columns deleted, are
    an OA(k - t + 2, n)), the smaller of the two. They hold for every n >= 2, a prime power or not.

    Examples
    --------
    >>> from designs.oa_existence import oa_upper_bound
    >>> [oa_upper_bound(n, 3)[0] for n in (2, 3, 4, 5, 6, 7, 8)]
    [4, 4, 6, 6, 7, 8, 10]
    >>> oa_upper_bound(6, 3)[1]
    'Bruck-Ryser (no projective plane of order 6) on the derived OA(k - t + 2, n): k <= n + t - 2'
    """
    n, t = _check_nt(n, t)
    plane_excluded = _bruck_ryser_excludes(n)
    if t == 2:
        if plane_excluded:
            return n, f"no projective plane of order {n} by Bruck-Ryser: at most n - 2 MOLS"
        return n + 1, "at most n - 1 MOLS of order n"
    if n <= t:
        return t + 1, "Bush's bound k <= t + 1 for n <= t"
    if plane_excluded:
        return n + t - 2, (f"Bruck-Ryser (no projective plane of order {n}) on the derived OA(k - t + 2, n): "
                           "k <= n + t - 2")
    if n % 2:
        return n + t - 2, "Bush's bound k <= n + t - 2 for odd n > t"
    return n + t - 1, "Bush's bound k <= n + t - 1 for even n > t"


def _check_k(k: int, n: int, t: int) -> tuple[int, int, int]:
    n, t = _check_nt(n, t)
    k = check_int(k, "k", minimum=1)
    if k < t:
        raise ValueError(f"an orthogonal array of strength t = {t} needs k >= t columns, not k = {k} "
                         "(undefined for k < t)")
    return k, n, t


def largest_available_k(n: int, t: int = 2) -> int:
    """Return the largest k for which the library builds an OA(n^t; k, n, t) of index 1 (Sage's name).

    For t = 2 this is :func:`designs.mols_constructions.largest_mols` (n) + 2.

    Examples
    --------
    >>> from designs.oa_existence import largest_available_k
    >>> largest_available_k(10), largest_available_k(9, 3), largest_available_k(16, 3)
    (4, 10, 18)
    """
    n, t = _check_nt(n, t)
    if t == 2:
        from designs.mols_constructions import largest_mols

        return largest_mols(n) + 2
    return oa_construction(n, t).k


def exists(k: int, n: int, t: int = 2) -> bool | None:
    """Return True if the library builds an OA(n^t; k, n, t), False if none exists (the bound of
    :func:`oa_upper_bound` is exceeded), None if the library does not know (Sage's ``Unknown``).

    Raises
    ------
    ValueError
        If n < 2, t < 2 or k < t.

    Examples
    --------
    >>> from designs.oa_existence import exists
    >>> exists(6, 4, 3), exists(7, 4, 3), exists(5, 6, 3), exists(4, 6, 3)
    (True, False, None, True)
    """
    k, n, t = _check_k(k, n, t)
    if k <= largest_available_k(n, t):
        return True
    if k > oa_upper_bound(n, t)[0]:
        return False
    return None


def is_available(k: int, n: int, t: int = 2) -> bool:
    """Return True if the library builds an OA(n^t; k, n, t) (Sage's name).

    Examples
    --------
    >>> from designs.oa_existence import is_available
    >>> is_available(10, 8, 3), is_available(11, 8, 3)
    (True, False)
    """
    k, n, t = _check_k(k, n, t)
    return k <= largest_available_k(n, t)


def explain_construction(k: int, n: int, t: int = 2) -> str:
    """Return how the library builds an OA(n^t; k, n, t), or why it does not (Sage's name).

    Examples
    --------
    >>> from designs.oa_existence import explain_construction
    >>> explain_construction(10, 8, 3)
    'OA(512; 10, 8, 3) by the hyperoval of PG(2, 8)'
    >>> explain_construction(11, 8, 3)
    "no OA(512; 11, 8, 3) exists: k = 11 exceeds 10 (Bush's bound k <= n + t - 1 for even n > t)"
    """
    k, n, t = _check_k(k, n, t)
    name = f"OA({n ** t}; {k}, {n}, {t})"
    bound, why = oa_upper_bound(n, t)
    if k > bound:
        return f"no {name} exists: k = {k} exceeds {bound} ({why})"
    if k > largest_available_k(n, t):
        return (f"{name} is not built here: the library builds k <= {largest_available_k(n, t)}, and "
                f"{bound} ({why}) is the best upper bound it knows")
    if k == t:
        return f"{name} by all {n}^{t} tuples"
    if t == 2:
        from designs.mols_constructions import mols_construction

        return f"{name} from {k - 2} MOLS({n}) by {mols_construction(n).description}"
    return f"{name} by {oa_construction(n, t).description}"


def _build(n: int, t: int, columns: int) -> np.ndarray:
    """An OA(n^t; columns, n, t) by the plan (t <= columns <= plan's k), checked by its constructor."""
    from designs import orthogonal_arrays as oa

    if columns == t:
        return oa.oa_full_factorial(n, t)
    c = _plan(n, t)
    if c.method == "Bush":
        return oa.bush_oa(n, t, columns)
    if c.method == "hyperoval":
        return oa.hyperoval_oa(n, columns)
    if c.method == "product":
        a, b = c.parameters
        return oa.oa_product(_build(a, t, columns), _build(b, t, columns), t)
    return oa.oa_zero_sum(n, t)[:, :columns]


def build(k: int, n: int, t: int = 2, *, max_entries: int = MAX_ENTRIES) -> np.ndarray:
    """Return an OA(n^t; k, n, t) of index 1 by the library's best construction, checked (Sage's name and
    argument order; Sage returns a list of lists, this a read-only numpy int64 array of n^t rows).

    Raises
    ------
    ValueError
        If n < 2, t < 2 or k < t; if k exceeds the upper bound (none exists); if the array would have more
        than ``max_entries`` entries (the refusal names the size).
    NotAvailable
        If k is within the bound but beyond the library's constructions (for t = 2,
        :class:`~designs.mols_constructions.MOLSNotAvailableError`, also a ValueError).

    Examples
    --------
    >>> from designs.oa_existence import build
    >>> build(6, 4, 3).shape, build(4, 10).shape
    ((64, 6), (100, 4))
    >>> build(5, 6, 3)
    Traceback (most recent call last):
    ...
    designs.block_designs.NotAvailable: OA(216; 5, 6, 3) is not built here: the library builds k <= 4, and 7 (Bruck-Ryser (no projective plane of order 6) on the derived OA(k - t + 2, n): k <= n + t - 2) is the best upper bound it knows
    """
    k, n, t = _check_k(k, n, t)
    if t == 2:
        from designs.mols_constructions import orthogonal_array

        return orthogonal_array(k, n, max_entries=max_entries)
    check_size(n ** t * k, max_entries, call=f"build({k}, {n}, {t})", what=f"an OA({n}^{t}; {k}, {n}, {t})")
    if not is_available(k, n, t):
        reason = explain_construction(k, n, t)
        raise (ValueError if exists(k, n, t) is False else NotAvailable)(reason)
    from designs.orthogonal_arrays import check_orthogonal_array

    oa = _build(n, t, k)
    if k > t and _plan(n, t).method in ("Bush", "hyperoval"):
        oa.flags.writeable = False
        return oa                                     # checked by bush_oa / hyperoval_oa already
    return check_orthogonal_array(oa, k, n, t)


@dataclass(frozen=True)
class OAExistence:
    """One entry of the OA existence table: the largest k built for (n, t) and the best upper bound known here.

    Attributes
    ----------
    n, t : int
    built : int
        The largest k the library builds (:func:`largest_available_k`).
    upper_bound : int
        :func:`oa_upper_bound`'s bound, with ``bound`` the theorem giving it.
    construction : str
        How the ``built`` columns are made.
    """

    n: int
    t: int
    built: int
    upper_bound: int
    bound: str
    construction: str

    @property
    def gap(self) -> int:
        """upper_bound - built: 0 when the library's array has the most columns possible."""
        return self.upper_bound - self.built


def oa_existence_table(n_max: int, t: int = 3, *, n_min: int = 2) -> list[OAExistence]:
    """Return, for every n in n_min..n_max, the largest k of an OA(n^t; k, n, t) the library builds, the upper
    bound and the gap (nothing is built: the plans only; :func:`build` builds an entry).

    Examples
    --------
    >>> from designs.oa_existence import oa_existence_table
    >>> [(e.n, e.built, e.upper_bound, e.gap) for e in oa_existence_table(8)]
    [(2, 4, 4, 0), (3, 4, 4, 0), (4, 6, 6, 0), (5, 6, 6, 0), (6, 4, 7, 3), (7, 8, 8, 0), (8, 10, 10, 0)]
    """
    n_max, t = _check_nt(n_max, t)
    n_min = check_int(n_min, "n_min", minimum=2, maximum=n_max)
    rows = []
    for n in range(n_min, n_max + 1):
        bound, why = oa_upper_bound(n, t)
        built = largest_available_k(n, t)
        rows.append(OAExistence(n, t, built, bound, why, explain_construction(built, n, t)))
    return rows
