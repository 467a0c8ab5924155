"""Steiner triple systems, Kirkman triple systems and Steiner quadruple systems, by construction.

A *Steiner triple system* STS(n) is a 2-(n, 3, 1) design; it exists exactly when n = 1 or 3 mod 6 (Kirkman
1847). A *Kirkman triple system* KTS(v) is an STS(v) with a resolution (its triples split into (v - 1) / 2
parallel classes); it exists exactly when v = 3 mod 6 (Ray-Chaudhuri and Wilson 1971 [3]_). A *Steiner
quadruple system* SQS(n) is a 3-(n, 4, 1) design; it exists exactly when n = 2 or 4 mod 6 (Hanani 1960 [4]_).

* :func:`steiner_triple_system` (n): Bose's construction for n = 3 mod 6 and Skolem's for n = 1 mod 6, from
  the commutative quasigroups (x + y) / 2 of odd order and the half-idempotent one of even order [1]_ (1.2,
  1.3), in numpy: every n <= 1414 (the default limit of a million incidences).
* :func:`kirkman_triple_system` (v): the direct constructions of Ray-Chaudhuri and Wilson (KTS(2q + 1) and
  KTS(3q) for prime powers q = 1 mod 6 [2]_ (1.1, 1.2)), the product KTS(u) x KTS(w) = KTS(uw), and the
  doubling of a pairwise balanced design: a PBD(w, K) whose block sizes k all have a KTS(2k + 1) gives a
  KTS(2w + 1) [5]_ (IX.6.4). The PBDs are transversal designs with their groups as blocks, transversal designs
  with a point added to every group, a truncated TD(5, g) weighted by 3 with points added to its groups [5]_
  (IX.3.11), and Brouwer's PBD(34, {4, 7}) (read from ``data/steiner_pbd.json``) for KTS(69).
  :func:`kirkman_construction` names the construction chosen for v without building it. Every v = 3 mod 6 up
  to 1000 is built (and the plan reaches every v < 3000); a v it did not reach would raise
  :class:`~designs.block_designs.NotAvailable`.
* :func:`steiner_quadruple_system` (n): Hanani's six recursive constructions [4]_ (as Horan and Hurlbert
  present them [6]_, and as Sage chooses among them): SQS(2n), SQS(3n - 2), SQS(3n - 8), SQS(3n - 4),
  SQS(4n - 6), SQS(12n - 10) from a smaller SQS, starting from SQS(4) and an SQS(14) found here as an exact
  cover of the triples by orbits of quadruples under a group of order 7: every n = 2 or 4 mod 6 up to 182
  (the 3-subsets checked, at most a million). :func:`sqs_admissibility_problem` states the condition.

Each returns a :class:`~designs.block_designs.BlockDesign` (a
:class:`~designs.block_designs.ResolvableBlockDesign` for Kirkman systems) on the points ``0..n-1``, checked
when it is made, with the construction named. Parameters that fail the necessary condition raise ValueError
naming it (``"v = 10 is not 1 or 3 mod 6"``), a non-integer TypeError.

References
----------
.. [1] C. C. Lindner, C. A. Rodger, Design Theory, 2nd ed., CRC Press, 2009, ch. 1 (the Bose and Skolem
   constructions).
.. [2] D. R. Stinson, A survey of Kirkman triple systems and related designs, Discrete Math. 92 (1991)
   371-393 (constructions 1.1, 1.2, originally Ray-Chaudhuri and Wilson [3]_, theorems 5 and 6).
.. [3] D. K. Ray-Chaudhuri, R. M. Wilson, Solution of Kirkman's schoolgirl problem, Proc. Sympos. Pure Math.
   19 (1971) 187-203.
.. [4] H. Hanani, On quadruple systems, Canad. J. Math. 12 (1960) 145-157.
.. [5] T. Beth, D. Jungnickel, H. Lenz, Design Theory, 2nd ed., Cambridge University Press, 1999 (IX.3.11,
   IX.6.4).
.. [6] V. Horan, G. Hurlbert, Overlap cycles for Steiner quadruple systems, J. Combin. Des. 22 (2014) 53-70
   (arXiv:1204.3215: Hanani's constructions restated).
"""

from __future__ import annotations

from functools import lru_cache
from math import comb, gcd

import numpy as np

from combgames.base.checks import check_int
from designs._limits import MAX_INCIDENCES, check_size
from designs.block_designs import BlockDesign, NotAvailable, ResolvableBlockDesign, check_bibd_parameters
from designs.fields import is_prime_power

__all__ = [
    "steiner_triple_system",
    "kirkman_triple_system",
    "kirkman_construction",
    "steiner_quadruple_system",
    "sqs_admissibility_problem",
]


# ---------------------------------------------------------------------------------------------- triple systems
def steiner_triple_system(n: int, *, max_incidences: int = MAX_INCIDENCES) -> BlockDesign:
    """Return a Steiner triple system STS(n), a 2-(n, 3, 1) design on the points 0..n-1.

    For n = 6m + 3, Bose's construction: points Z_{2m+1} x Z_3, the triples {(x, 0), (x, 1), (x, 2)} and
    {(x, i), (y, i), ((x + y) / 2, i + 1)} for x < y. For n = 6m + 1, Skolem's: points Z_{2m} x Z_3 and a
    point oo, with the half-idempotent commutative quasigroup x o y of order 2m (the addition table of Z_{2m}
    with 2j renamed j and 2j + 1 renamed m + j); triples {(x, 0), (x, 1), (x, 2)} for x < m, {oo, (x + m, i),
    (x, i + 1)} for x < m, and {(x, i), (y, i), (x o y, i + 1)} for x < y [1]_ (1.2, 1.3).

    Parameters
    ----------
    n : int
        The number of points, 1 or 3 mod 6, n >= 3.
    max_incidences : int, keyword-only
        Refuse a system of more incidences (n (n - 1) / 2) than this (default 10^6: n <= 1414).

    Raises
    ------
    ValueError
        If n is not 1 or 3 mod 6 (or n < 3), or the system is larger than ``max_incidences``.
    TypeError
        If n is not an integer.

    Examples
    --------
    >>> from designs.steiner import steiner_triple_system
    >>> sts = steiner_triple_system(7)
    >>> sts, sts.automorphism_group().order()
    (BlockDesign(2-(7,3,1), b=7, by Skolem's construction (Lindner-Rodger, Design Theory, 1.3)), 168)
    >>> steiner_triple_system(10)
    Traceback (most recent call last):
    ...
    ValueError: no BIBD(10, 3, 1): v = 10 is not 1 or 3 mod 6
    """
    n = check_int(n, "n")
    check_bibd_parameters(n, 3)
    check_size(n * (n - 1) // 2, max_incidences, call=f"steiner_triple_system({n})",
               what=f"an STS({n}) (n (n - 1) / 2)", name="max_incidences", unit="incidences")
    if n % 6 == 3:
        blocks, name = bose_triples(n), "Bose's construction (Lindner-Rodger, Design Theory, 1.2)"
    else:
        blocks, name = skolem_triples(n), "Skolem's construction (Lindner-Rodger, Design Theory, 1.3)"
    return BlockDesign(range(n), blocks.tolist(), construction=name, by="indices")


def bose_triples(n: int) -> np.ndarray:
    """The triples of Bose's STS(n), n = 6m + 3, as an array of shape (b, 3); point (x, i) is x + i (2m + 1)."""
    order = n // 3
    x, y = np.triu_indices(order, 1)
    half = (order + 1) // 2                                     # 1/2 in Z_order
    middle = ((x + y) * half) % order
    return np.concatenate([_columns(order)] + [np.stack([x + i * order, y + i * order,
                                                         middle + (i + 1) % 3 * order], axis=1)
                                               for i in range(3)])


def skolem_triples(n: int) -> np.ndarray:
    """The triples of Skolem's STS(n), n = 6m + 1, shape (b, 3); point (x, i) is x + 2m i, oo is n - 1."""
    m = (n - 1) // 6
    order = 2 * m
    x, y = np.triu_indices(order, 1)
    s = (x + y) % order
    product = np.where(s % 2 == 0, s // 2, m + s // 2)          # the half-idempotent quasigroup x o y
    low = np.arange(m)
    infinite = [np.stack([np.full(m, n - 1), low + m + i * order, low + (i + 1) % 3 * order], axis=1)
                for i in range(3)]
    return np.concatenate([_columns(order)[:m]] + infinite + [
        np.stack([x + i * order, y + i * order, product + (i + 1) % 3 * order], axis=1) for i in range(3)])


def _columns(order: int) -> np.ndarray:
    """The triples {(x, 0), (x, 1), (x, 2)} with point (x, i) = x + i * order."""
    x = np.arange(order)
    return np.stack([x, x + order, x + 2 * order], axis=1)


# ------------------------------------------------------------------------------------------- Kirkman systems
# A Kirkman system under construction is an int array of shape ((v - 1) / 2, v / 3, 3): class c, its blocks.

def kirkman_triple_system(v: int, *, max_incidences: int = MAX_INCIDENCES) -> ResolvableBlockDesign:
    """Return a Kirkman triple system KTS(v): an STS(v) with its triples resolved into (v - 1) / 2 parallel
    classes, on the points 0..v-1.

    The construction (named in the result, see :func:`kirkman_construction`) is the first that applies of:
    KTS(3) itself; Ray-Chaudhuri and Wilson's KTS(2q + 1) and KTS(3q) for prime powers q = 1 mod 6 [2]_;
    the product KTS(u) x KTS(w) (points X x Y: the triples B x {y} and {x} x C, and on B x C for blocks B, C of
    two classes the six transversals, the three even ones making one class and the three odd another); and
    the doubling of a PBD(w, K) into KTS(2w + 1) [5]_ (IX.6.4): each point x becomes x0, x1, a point oo is
    added, a KTS(2k + 1) is laid on every block B of size k with its triples through oo being {x0, x1, oo},
    and the class of x gathers, over the blocks through x, the class of each KTS holding {x0, x1, oo}. The
    PBDs: a TD(k, n) with its groups as blocks; a TD(k, n) with a point added to every group; a TD(5, g) with
    its last group truncated, weighted by 3 (each block becomes a 4-GDD of type 3^4 or 3^5), with one point
    or (3g - 1) / 2 points joined to every group [5]_ (IX.3.11), a group and the joined points carrying one
    block or a KTS with a new point on each class; Brouwer's PBD(34, {4, 7}) [5]_ (p. 527).

    Covered: every v = 3 mod 6 up to 1000 (all 167 built and checked by the tests); the plan reaches every
    v < 3000.

    Parameters
    ----------
    v : int
        The number of points, 3 mod 6.
    max_incidences : int, keyword-only
        Refuse a system of more incidences (v (v - 1) / 2) than this (default 10^6).

    Raises
    ------
    ValueError
        If v is not 3 mod 6 (naming the condition), or the system is larger than ``max_incidences``.
    NotAvailable
        If v = 3 mod 6 but no construction here reaches it (the KTS exists: Ray-Chaudhuri and Wilson 1971).
    TypeError
        If v is not an integer.

    Examples
    --------
    >>> from designs.steiner import kirkman_triple_system
    >>> kts = kirkman_triple_system(15)
    >>> kts.construction
    'Ray-Chaudhuri-Wilson KTS(2q + 1), q = 7 (Stinson 1991, construction 1.1)'
    >>> len(kts.resolution), [len(c) for c in kts.resolution]
    (7, [5, 5, 5, 5, 5, 5, 5])
    >>> kirkman_triple_system(13)
    Traceback (most recent call last):
    ...
    ValueError: no KTS(13): v = 13 is not 3 mod 6 (a parallel class of triples needs 3 | v)
    """
    v = _check_kirkman(v)
    check_size(v * (v - 1) // 2, max_incidences, call=f"kirkman_triple_system({v})",
               what=f"a KTS({v}) (v (v - 1) / 2)", name="max_incidences", unit="incidences")
    classes = _kts(v)
    size = classes.shape[1]
    resolution = [range(c * size, (c + 1) * size) for c in range(classes.shape[0])]
    return ResolvableBlockDesign(range(v), classes.reshape(-1, 3).tolist(), resolution=resolution,
                                 construction=_describe(_kts_plan(v)), by="indices")


def kirkman_construction(v: int) -> str:
    """Name the construction :func:`kirkman_triple_system` uses for KTS(v), without building it.

    Raises
    ------
    ValueError, NotAvailable, TypeError
        As :func:`kirkman_triple_system`.

    Examples
    --------
    >>> from designs.steiner import kirkman_construction
    >>> kirkman_construction(9)
    'the product KTS(3) x KTS(3)'
    >>> kirkman_construction(69)
    "the doubling (Beth-Jungnickel-Lenz IX.6.4) of Brouwer's PBD(34, {4, 7}) (Beth-Jungnickel-Lenz, p. 527)"
    """
    return _describe(_kts_plan(_check_kirkman(v)))


def _check_kirkman(v: int) -> int:
    v = check_int(v, "v")
    check_bibd_parameters(v, 3)
    if v % 3:
        raise ValueError(f"no KTS({v}): v = {v} is not 3 mod 6 (a parallel class of triples needs 3 | v)")
    return v




@lru_cache(maxsize=None)
def _td_exists(k: int, n: int) -> bool:
    """Whether :func:`_td_blocks` builds a TD(k, n): over a field, cyclically, or by the MOLS table of
    :mod:`designs.mols_constructions` for n <= 60 (larger n are not asked, to keep the plan cheap)."""
    if n < 2 or k > n + 1:
        return False
    if k <= 3 or is_prime_power(n) or _smallest_prime_factor(n) > k - 2:
        return True
    if n > 60:
        return False
    from designs.mols_constructions import largest_mols

    return largest_mols(n) + 2 >= k


def _smallest_prime_factor(n: int) -> int:
    return next(p for p in range(2, n + 1) if n % p == 0)


@lru_cache(maxsize=None)
def _kts_plan(v: int) -> tuple:
    """The construction of KTS(v), v = 3 mod 6, as a tuple (method, parameters...); raise NotAvailable."""
    for smaller in range(3, v, 6):          # fill the cache bottom-up (no deep recursion)
        _kts_known(smaller)
    plan = _find_plan(v)
    if plan is None:
        raise NotAvailable(f"a KTS({v}) exists (Ray-Chaudhuri and Wilson 1971), no construction here")
    return plan


@lru_cache(maxsize=None)
def _kts_known(v: int) -> bool:
    try:
        _kts_plan(v)
    except NotAvailable:
        return False
    return True


def _good(k: int) -> bool:
    """Whether a block of size k can be doubled: a KTS(2k + 1) is built (k = 1 mod 3)."""
    return k >= 1 and k % 3 == 1 and _kts_known(2 * k + 1)


def _find_plan(v: int) -> tuple | None:
    if v == 3:
        return ("trivial",)
    q = (v - 1) // 2
    if q % 6 == 1 and is_prime_power(q):
        return ("rcw-2q+1", q)
    if v % 3 == 0 and (v // 3) % 6 == 1 and is_prime_power(v // 3):
        return ("rcw-3q", v // 3)
    for a in range(3, int(v**0.5) + 1, 6):
        if v % a == 0 and _kts_known(a) and _kts_known(v // a):
            return ("product", a, v // a)
    pbd = _find_pbd(q)
    return None if pbd is None else ("double",) + pbd


def _find_pbd(w: int) -> tuple | None:
    """A PBD(w, K) with every block size good, as (kind, parameters...), or None."""
    if w == 34 and _good(4) and _good(7):
        return ("published", 34)
    for k in range(4, w, 3):
        if w % k == 0 and _good(k) and _good(w // k) and _td_exists(k, w // k):
            return ("td-groups", k, w // k)
        n, rest = divmod(w - 1, k)
        if not rest and n >= 2 and _good(k) and _good(n + 1) and _td_exists(k, n):
            return ("td-point", k, n)
    return _find_tripled(w)


def _find_tripled(w: int) -> tuple | None:
    """A GDD on u points weighted by 3, with `extra` points joined to every group, giving a PBD(w = 3u + extra):
    ("tripled", extra, ("td5", g, rest)), the GDD a TD(5, g) with its last group truncated to rest points (a
    TD(4, g) if rest = 0)."""
    if w % 3 == 1:
        u = (w - 1) // 3
        for g in range(2, u // 4 + 1):
            rest = u - 4 * g
            if rest <= g and _group_ok(g, 1) and _group_ok(rest, 1) and _td_exists(5 if rest else 4, g):
                return ("tripled", 1, ("td5", g, rest))
    for g in range(3, w // 12 + 1, 2):
        extra = (3 * g - 1) // 2
        if not (_good(extra) and _kts_known(3 * g)):
            continue
        for k in (4, 5):
            if w == 3 * k * g + extra and _td_exists(k, g):
                return ("tripled", extra, ("td5", g, g if k == 5 else 0))
    return None


def _group_ok(size: int, extra: int) -> bool:
    """Whether a group of `size` points, tripled, with the `extra` points carries a PBD with good blocks
    (containing the extra points as a block when there are several): see :func:`_group_pbd`."""
    if size == 0:
        return True
    if extra == 1:
        return size == 1 or _good(3 * size + 1) or (size % 3 == 1 and _good(size))
    return size % 2 == 1 and extra == (3 * size - 1) // 2 and _kts_known(3 * size)


def _describe(plan: tuple) -> str:
    kind = plan[0]
    if kind == "trivial":
        return "the single triple"
    if kind == "rcw-2q+1":
        return f"Ray-Chaudhuri-Wilson KTS(2q + 1), q = {plan[1]} (Stinson 1991, construction 1.1)"
    if kind == "rcw-3q":
        return f"Ray-Chaudhuri-Wilson KTS(3q), q = {plan[1]} (Stinson 1991, construction 1.2)"
    if kind == "product":
        return f"the product KTS({plan[1]}) x KTS({plan[2]})"
    return f"the doubling (Beth-Jungnickel-Lenz IX.6.4) of {_describe_pbd(plan[1:])}"


def _describe_pbd(pbd: tuple) -> str:
    kind = pbd[0]
    if kind == "published":
        return "Brouwer's PBD(34, {4, 7}) (Beth-Jungnickel-Lenz, p. 527)"
    if kind == "td-groups":
        return f"the PBD({pbd[1] * pbd[2]}) of a TD({pbd[1]}, {pbd[2]}) and its groups"
    if kind == "td-point":
        return f"the PBD({pbd[1] * pbd[2] + 1}) of a TD({pbd[1]}, {pbd[2]}) with a point added to its groups"
    extra, gdd = pbd[1], pbd[2]
    g, rest = gdd[1:]
    base = f"a TD(4, {g})" if rest == 0 else (f"a TD(5, {g})" if rest == g else
                                              f"a TD(5, {g}) truncated to {rest} points")
    u = 4 * g + rest
    points = "a point" if extra == 1 else f"{extra} points"
    return f"the PBD({3 * u + extra}) of {base} weighted by 3 with {points} added (Beth-Jungnickel-Lenz IX.3.11)"


@lru_cache(maxsize=64)
def _kts(v: int) -> np.ndarray:
    """KTS(v) as classes, shape ((v - 1) / 2, v / 3, 3) (not yet checked; read-only, cached)."""
    plan = _kts_plan(v)
    kind = plan[0]
    if kind == "trivial":
        out = np.array([[[0, 1, 2]]])
    elif kind == "rcw-2q+1":
        out = _rcw_double_plus_one(plan[1])
    elif kind == "rcw-3q":
        out = _rcw_triple(plan[1])
    elif kind == "product":
        out = _kts_product(_kts(plan[1]), _kts(plan[2]))
    else:
        out = _kts_from_pbd(_pbd(plan[1:]), (v - 1) // 2)
    out = np.ascontiguousarray(out, dtype=np.int64)
    out.flags.writeable = False
    return out


def _field_powers(q: int):
    """GF(q)'s tables and the powers alpha^0..alpha^(q-2) of its primitive element."""
    from designs.fields import field_tables

    F = field_tables(q)
    powers = np.empty(q - 1, dtype=np.int64)
    powers[0] = 1
    for i in range(1, q - 1):
        powers[i] = F.mul[powers[i - 1], F.primitive]
    return F, powers


def _develop(F, base: np.ndarray, q: int) -> np.ndarray:
    """Translate base blocks of points (field element x, copy j) = x + j q by every element of GF(q):
    returns shape (q, len(base), 3), class g = base + g."""
    x, j = base % q, base // q
    moved = F.add[np.arange(q)[:, None, None], x[None]]
    return moved + j[None] * q


def _rcw_double_plus_one(q: int) -> np.ndarray:
    """KTS(2q + 1) for a prime power q = 6t + 1: points GF(q) x {0, 1} and oo = 2q [2]_ (construction 1.1).

    With alpha primitive and alpha^m = (alpha^t + 1) / 2, the base class is {(0, 0), (0, 1), oo}, the triples
    {alpha^i (1, alpha^t, 0), ... } = {(alpha^i, 0), (alpha^(t+i), 0), (alpha^(m+i), 1)} for i in [0, t) u
    [2t, 3t) u [4t, 5t), and {(alpha^(m+t+i), 1), (alpha^(m+3t+i), 1), (alpha^(m+5t+i), 1)} for i in [0, t);
    the classes are its q translates.
    """
    F, a = _field_powers(q)
    t = (q - 1) // 6
    log = {int(x): i for i, x in enumerate(a)}
    two = F.add[1, 1]
    m = log[int(F.mul[F.add[a[t], 1], F.inv[two]])]
    idx = list(range(t)) + list(range(2 * t, 3 * t)) + list(range(4 * t, 5 * t))
    mixed = [[a[i], a[(t + i) % (q - 1)], a[(m + i) % (q - 1)] + q] for i in idx]
    second = [[a[(m + s * t + i) % (q - 1)] + q for s in (1, 3, 5)] for i in range(t)]
    base = np.array(mixed + second, dtype=np.int64).reshape(-1, 3)
    classes = _develop(F, base, q)
    g = np.arange(q)
    star = np.stack([g, g + q, np.full(q, 2 * q)], axis=1)[:, None, :]
    return np.concatenate([star, classes], axis=1)


def _rcw_triple(q: int) -> np.ndarray:
    """KTS(3q) for a prime power q = 6t + 1: points GF(q) x Z_3 [2]_ (construction 1.2).

    A_0 = {(0, 0), (0, 1), (0, 2)}; B_ij = {(alpha^i, j), (alpha^(i+2t), j), (alpha^(i+4t), j)} (i < t);
    A_i = {(alpha^i, 0), (alpha^(i+2t), 1), (alpha^(i+4t), 2)} (i < 6t). The q translates of A_0, the B_ij and
    the A_i with i in [t, 2t) u [3t, 4t) u [5t, 6t) are q classes; the translates of each other A_i a class.
    """
    F, a = _field_powers(q)
    t = (q - 1) // 6
    n = q - 1
    B = [[a[i] + j * q, a[i + 2 * t] + j * q, a[i + 4 * t] + j * q] for j in range(3) for i in range(t)]
    A = [[a[i], a[(i + 2 * t) % n] + q, a[(i + 4 * t) % n] + 2 * q] for i in range(n)]
    rest = list(range(t, 2 * t)) + list(range(3 * t, 4 * t)) + list(range(5 * t, 6 * t))
    base = np.array([[0, q, 2 * q]] + B + [A[i] for i in rest], dtype=np.int64)
    first = _develop(F, base, q)
    own = [i for i in range(n) if i not in set(rest)]
    second = _develop(F, np.array([A[i] for i in own], dtype=np.int64), q).transpose(1, 0, 2)
    return np.concatenate([first, second], axis=0)


def _kts_product(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """KTS(uw) from KTS(u) (classes A) and KTS(w) (classes B); point (x, y) is x w + y."""
    u, w = A.shape[1] * 3, B.shape[1] * 3
    y = np.arange(w)
    x = np.arange(u)
    # classes of A times every y: (class, block, y, 3) -> (class, blocks * w, 3)
    first = (A[:, :, None, :] * w + y[None, None, :, None]).reshape(A.shape[0], -1, 3)
    second = (x[None, :, None, None] * w + B[:, None, :, :]).reshape(B.shape[0], -1, 3)
    shifts = np.arange(3)
    even = (shifts[:, None] + np.arange(3)[None, :]) % 3            # sigma_s(i) = s + i
    odd = (shifts[:, None] - np.arange(3)[None, :]) % 3             # sigma_s(i) = s - i
    out = [first, second]
    for perm in (even, odd):
        # blocks b of A's class P, c of B's class Q, shift s: points (b_i, c_{perm[s, i]})
        pts = A[:, None, :, None, None, :] * w + B[:, :, perm][None, :, None, :, :, :]
        # pts: (P, Q, blocks of P, blocks of Q, shift, 3)
        out.append(pts.reshape(A.shape[0] * B.shape[0], -1, 3))
    return np.concatenate(out, axis=0)


def _kts_from_pbd(blocks: list[np.ndarray], w: int) -> np.ndarray:
    """KTS(2w + 1) from a PBD(w, K) given as arrays of blocks, one array per block size [5]_ (IX.6.4).

    Point x of the PBD becomes 2x and 2x + 1, oo is 2w. On a block B of size k a KTS(2k + 1) is laid with
    oo as its last point: its class j holds the triple {a_j, b_j, oo}, which is {B_j0, B_j1, oo}; its other
    triples join the class of the point B_j.
    """
    labels, triples = [], []
    for arr in blocks:
        k = arr.shape[1]
        small = _kts(2 * k + 1)
        position, copy = _doubling_template(small)
        for j in range(k):
            cls = small[j]
            inner = cls[~(cls == 2 * k).any(axis=1)]
            pts = 2 * arr[:, position[inner]] + copy[inner]          # (blocks, triples, 3)
            labels.append(np.repeat(arr[:, j], pts.shape[1]))
            triples.append(pts.reshape(-1, 3))
    x = np.arange(w)
    labels.append(x)
    triples.append(np.stack([2 * x, 2 * x + 1, np.full(w, 2 * w)], axis=1))
    labels, triples = np.concatenate(labels), np.concatenate(triples)
    order = np.argsort(labels, kind="stable")
    return triples[order].reshape(w, -1, 3)


def _doubling_template(small: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For a KTS(2k + 1) (classes) with oo = 2k: the class j, the point p of its triple {p, p', oo} is the copy
    0 of the j-th point of the block and p' its copy 1. Returns, per local point, its position j and copy."""
    k = small.shape[0]
    position = np.zeros(2 * k + 1, dtype=np.int64)
    copy = np.zeros(2 * k + 1, dtype=np.int64)
    for j in range(k):
        star = next(b for b in small[j] if 2 * k in b)
        p, p2 = sorted(int(x) for x in star if x != 2 * k)
        position[[p, p2]] = j
        copy[p2] = 1
    return position, copy


def _td_blocks(k: int, n: int) -> np.ndarray:
    """The blocks of a TD(k, n) from an OA(k, n), point (group c, symbol s) being c n + s. The OA is GF(n)'s
    for a prime power n, the cyclic one with rows (i, j, i + j, i + 2j, ..., i + (k - 2) j) mod n when every
    prime factor of n exceeds k - 2, else :func:`designs.mols_constructions.orthogonal_array`'s."""
    if is_prime_power(n):
        from designs.orthogonal_arrays import oa_from_field

        oa = oa_from_field(n, k)
    elif _smallest_prime_factor(n) > k - 2:
        i, j = np.divmod(np.arange(n * n), n)
        oa = np.stack([i, j] + [(i + c * j) % n for c in range(1, k - 1)], axis=1)
    else:
        from designs.mols_constructions import orthogonal_array

        oa = orthogonal_array(k, n)
    return np.asarray(oa, dtype=np.int64) + np.arange(k)[None, :] * n


def _pbd(spec: tuple) -> list[np.ndarray]:
    """The blocks of a PBD(w, K) named by the plan, grouped by size (one array per size)."""
    kind = spec[0]
    if kind == "published":
        return _published_pbd(spec[1])
    if kind == "td-groups":
        k, n = spec[1:]
        return [_td_blocks(k, n), np.arange(k * n).reshape(k, n)]
    if kind == "td-point":
        k, n = spec[1:]
        groups = np.arange(k * n).reshape(k, n)
        return [_td_blocks(k, n), np.concatenate([groups, np.full((k, 1), k * n)], axis=1)]
    extra, (_, g, rest) = spec[1:]
    blocks, groups, u = _truncated_td5(g, rest)
    return _tripled(blocks, groups, u, extra)


def _published_pbd(w: int) -> list[np.ndarray]:
    """A PBD read from ``designs/data/steiner_pbd.json`` (developed from its published base blocks)."""
    from designs._data import read_data

    data = read_data("steiner_pbd.json")[str(w)]
    n, m = data["group"]                       # points (x, y) of Z_n x Z_m are y n + x, then the others
    out: list[list[int]] = [list(b) for b in data["blocks"]]
    for base in data["base_blocks"]:
        steps = [(i, j) for i in range(n) for j in range(m)] if base["develop"] == "all" else \
            [(i, i) for i in range(n)]
        for i, j in steps:
            block = [((x + i) % n) + ((y + j) % m) * n for x, y in base["points"]]
            a, b = base.get("infinite_shift", (0, 0))
            block += [p + (a * i + b * j) % m for p in base.get("infinite", [])]
            out.append(block)
    return _by_size(out)


def _by_size(blocks: list[list[int]]) -> list[np.ndarray]:
    sizes: dict[int, list] = {}
    for b in blocks:
        sizes.setdefault(len(b), []).append(b)
    return [np.array(bs, dtype=np.int64) for bs in sizes.values()]


def _truncated_td5(g: int, rest: int) -> tuple[dict[int, np.ndarray], list[list[int]], int]:
    """A TD(5, g) with its last group cut to `rest` points (a TD(4, g) if rest = 0), as a group divisible
    design: (blocks by size, groups, points)."""
    groups = [list(range(c * g, (c + 1) * g)) for c in range(4)]
    if rest == 0:
        return {4: _td_blocks(4, g)}, groups, 4 * g
    td = _td_blocks(5, g)
    keep = td[:, 4] < 4 * g + rest
    return {5: td[keep], 4: td[~keep, :4]}, groups + [list(range(4 * g, 4 * g + rest))], 4 * g + rest


def _tripled(blocks: dict[int, np.ndarray], groups: list[list[int]], u: int, extra: int) -> list[np.ndarray]:
    """A PBD(3u + extra) from a GDD on u points (blocks by size, 4 or 5; groups) [5]_ (IX.3.11).

    Point x becomes 3x, 3x + 1, 3x + 2 and the points 3u, ..., 3u + extra - 1 are added. A block of size b
    becomes a 4-GDD of type 3^b (:func:`_triple_gdd`); each group G, tripled, with
    the added points carries the PBD of :func:`_group_pbd`; the added points are a block if extra > 1.
    """
    out: list[np.ndarray] = []
    for b, arr in blocks.items():
        if not len(arr):
            continue
        for size, local in _triple_gdd(b).items():           # local point 3j + e: copy e of the j-th point
            out.append((3 * arr[:, local // 3] + local % 3).reshape(-1, size))
    added = np.arange(3 * u, 3 * u + extra)
    for G in groups:
        if len(G) == 0:
            continue
        points = np.concatenate([(3 * np.asarray(G)[:, None] + np.arange(3)[None, :]).ravel(), added])
        out.extend(points[local] for local in _group_pbd(len(G), extra))
    if extra > 1:
        out.append(added[None, :])
    return _by_size([list(b) for arr in out for b in arr.tolist()])


@lru_cache(maxsize=None)
def _group_pbd(size: int, extra: int) -> tuple[np.ndarray, ...]:
    """A PBD on 3 size + extra local points (the tripled group first, the extra points last) with good block
    sizes, by size, less the block of the extra points when extra > 1: one block (3 size + 1 good), or a
    KTS(2 size + 1) or KTS(3 size) with a new point on each class and the new points as a block."""
    n = 3 * size + extra
    if extra == 1 and (size == 1 or _good(n)):
        return (np.arange(n)[None, :],)
    kts = _kts(2 * size + 1 if extra == 1 else 3 * size)
    v, r = kts.shape[1] * 3, kts.shape[0]
    new = np.broadcast_to(np.arange(v, v + r)[:, None, None], (r, kts.shape[1], 1))
    quads = np.concatenate([kts, new], axis=2).reshape(-1, 4)
    return (quads,) if extra > 1 else (quads, np.arange(v, v + r)[None, :])


@lru_cache(maxsize=None)
def _triple_gdd(b: int) -> dict[int, np.ndarray]:
    """A 4-GDD of type 3^b (b = 4 or 5), groups {3j, 3j + 1, 3j + 2}, by block size: for b = 4 a TD(4, 3), for
    b = 5 AG(2, 4) less a point (its lines through the point, less the point, become the groups)."""
    if b == 4:
        return {4: _td_blocks(4, 3)}
    from designs.planes import affine_plane

    return _minus_point([list(x) for x in affine_plane(4).blocks], 16)


def _minus_point(design: list[list[int]], v: int) -> dict[int, np.ndarray]:
    """The GDD left by deleting point 0 of a PBD whose blocks through 0 have size 4, relabelled so that the
    groups (those blocks less 0) are {0, 1, 2}, {3, 4, 5}, ..."""
    through = [sorted(x for x in b if x != 0) for b in design if 0 in b]
    relabel = np.full(v, -1)
    for j, grp in enumerate(through):
        relabel[grp] = [3 * j, 3 * j + 1, 3 * j + 2]
    out: dict[int, list] = {}
    for b in design:
        if 0 not in b:
            out.setdefault(len(b), []).append(relabel[b])
    return {size: np.array(bs, dtype=np.int64) for size, bs in out.items()}


# ---------------------------------------------------------------------------------------- quadruple systems
MAX_SQS_TRIPLES = 10**6
"""The largest C(n, 3) for which :func:`steiner_quadruple_system` builds and checks SQS(n) (n <= 182), the
limit of :func:`designs.design_checks.t_design_parameters`."""


def sqs_admissibility_problem(n: int) -> str | None:
    """The necessary condition that a Steiner quadruple system SQS(n) = 3-(n, 4, 1) fails, in words, or None.

    The conditions are that lambda_i = C(n - i, 3 - i) / C(4 - i, 3 - i) be whole for i = 0, 1, 2 (the blocks,
    the blocks through a point, through two points): n = 2 or 4 mod 6 [4]_.

    Examples
    --------
    >>> from designs.steiner import sqs_admissibility_problem
    >>> sqs_admissibility_problem(12), sqs_admissibility_problem(14)
    ('n = 12 is not 2 or 4 mod 6', None)
    """
    n = check_int(n, "n", minimum=4, why="a block is a 4-subset of the points")
    period, residues = _t_design_residues(3, 4)
    if n % period not in residues:
        words = ", ".join(map(str, residues[:-1])) + " or " + str(residues[-1])
        return f"n = {n} is not {words} mod {period}"
    return None


def _t_design_residues(t: int, k: int) -> tuple[int, tuple[int, ...]]:
    """The residues of v modulo the least period for which every lambda_i = C(v - i, t - i) / C(k - i, t - i)
    (lambda = 1, 0 <= i < t) is whole."""
    def whole(v: int) -> bool:
        return all(comb(v - i, t - i) % comb(k - i, t - i) == 0 for i in range(t))

    span = 1
    for i in range(t):
        span = span * comb(k - i, t - i) * _factorial(t - i) // gcd(span, comb(k - i, t - i) * _factorial(t - i))
    start = 4 * span                          # v >= k for every residue class checked
    for period in sorted(d for d in range(1, span + 1) if span % d == 0):
        if all(whole(start + v) == whole(start + v % period) for v in range(span)):
            return period, tuple(r for r in range(period) if whole(start + r))
    return span, tuple(r for r in range(span) if whole(start + r))


def _factorial(m: int) -> int:
    out = 1
    for i in range(2, m + 1):
        out *= i
    return out


def steiner_quadruple_system(n: int) -> BlockDesign:
    """Return a Steiner quadruple system SQS(n), a 3-(n, 4, 1) design on the points 0..n-1 (t = 3).

    Hanani's proof that SQS(n) exists for every n = 2 or 4 mod 6 [4]_ builds it from smaller ones by six
    constructions, used here as Sage uses them (the case of n decides): SQS(2n) for n = 4, 8 mod 12 (the
    doubling); SQS(3n - 2) for n = 4, 10 mod 18; SQS(3n - 8) for n = 34 mod 36; SQS(3n - 4) for n = 26 mod 36;
    SQS(4n - 6) for n = 2, 10 mod 24; SQS(12n - 10) for n = 14, 38 mod 72 [6]_. The recursion starts from
    SQS(4) (one block) and SQS(14), found here as an exact cover of the triples by the orbits of quadruples
    under a rotation of order 7 of two heptagons.

    Parameters
    ----------
    n : int
        The number of points, 2 or 4 mod 6, 4 <= n <= 182 (the 3-subsets are counted when it is checked:
        C(n, 3) <= :data:`MAX_SQS_TRIPLES`).

    Raises
    ------
    ValueError
        If n is not 2 or 4 mod 6 (naming the condition), n < 4, or n > 182.
    TypeError
        If n is not an integer.

    Examples
    --------
    >>> from designs.steiner import steiner_quadruple_system
    >>> sqs = steiner_quadruple_system(10)
    >>> str(sqs.parameters), sqs.construction
    ('3-(10,4,1)', "Hanani's SQS(3n - 2) from SQS(4) (Hanani 1960, construction 2)")
    >>> steiner_quadruple_system(12)
    Traceback (most recent call last):
    ...
    ValueError: no SQS(12): n = 12 is not 2 or 4 mod 6
    """
    n = check_int(n, "n")
    problem = sqs_admissibility_problem(n)
    if problem:
        raise ValueError(f"no SQS({n}): {problem}")
    check_size(comb(n, 3), MAX_SQS_TRIPLES, call=f"steiner_quadruple_system({n})",
               what=f"the 3-subsets of an SQS({n}) to check", name="MAX_SQS_TRIPLES", unit="subsets")
    kind, smaller = _sqs_plan(n)
    return BlockDesign(range(n), _sqs(n), t=3, construction=_describe_sqs(kind, smaller), by="indices")


_SQS_NAMES = {"2n": ("SQS(2n)", 1), "3n-2": ("SQS(3n - 2)", 2), "3n-8": ("SQS(3n - 8)", 3),
              "3n-4": ("SQS(3n - 4)", 4), "4n-6": ("SQS(4n - 6)", 5), "12n-10": ("SQS(12n - 10)", 6)}


def _describe_sqs(kind: str, smaller: int) -> str:
    if kind == "single":
        return "the single block"
    if kind == "search":
        return "an exact cover of the triples by quadruple orbits under Z_7 acting on two heptagons"
    name, number = _SQS_NAMES[kind]
    return f"Hanani's {name} from SQS({smaller}) (Hanani 1960, construction {number})"


def _sqs_plan(n: int) -> tuple[str, int]:
    """(construction, n of the smaller system) for SQS(n), n = 2 or 4 mod 6."""
    if n == 4:
        return "single", 0
    if n == 14:
        return "search", 0
    if n % 12 in (4, 8):
        return "2n", n // 2
    if n % 18 in (4, 10):
        return "3n-2", (n + 2) // 3
    if n % 36 == 34:
        return "3n-8", (n + 8) // 3
    if n % 36 == 26:
        return "3n-4", (n + 4) // 3
    if n % 24 in (2, 10):
        return "4n-6", (n + 6) // 4
    return "12n-10", (n + 10) // 12          # n = 14, 38 mod 72: every case is one of these


@lru_cache(maxsize=32)
def _sqs(n: int) -> tuple[tuple[int, ...], ...]:
    """The blocks of SQS(n) (not yet checked), sorted tuples."""
    kind, m = _sqs_plan(n)
    if kind == "single":
        blocks = [(0, 1, 2, 3)]
    elif kind == "search":
        blocks = _sqs14()
    else:
        blocks = _SQS_CONSTRUCTIONS[kind](_sqs(m), m)
    return tuple(sorted(tuple(sorted(b)) for b in blocks))


def _sqs14() -> list[tuple[int, ...]]:
    """SQS(14) invariant under x -> x + 1 mod 7 on each of {0..6} and {7..13}: an exact cover of the orbits
    of 3-subsets by orbits of 4-subsets that hold each of their triples' orbits once."""
    from itertools import combinations

    from designs.completion import exact_covers

    def image(s: tuple[int, ...], g: int) -> tuple[int, ...]:
        return tuple(sorted((x + g) % 7 + 7 * (x // 7) for x in s))

    def orbit(s: tuple[int, ...]) -> set[tuple[int, ...]]:
        return {image(s, g) for g in range(7)}

    triple = {}
    for t in combinations(range(14), 3):
        triple.setdefault(t, min(orbit(t)))
    rows, seen = {}, set()
    for q in combinations(range(14), 4):
        if q in seen:
            continue
        orb = orbit(q)
        seen |= orb
        hits = [triple[t] for b in orb for t in combinations(b, 3)]
        if all(hits.count(h) == len(orbit(h)) for h in set(hits)):      # each triple once
            rows[q] = sorted(set(hits))
    cover = next(exact_covers(rows, sorted(set(triple.values()))))
    return [b for q in cover for b in orbit(q)]


def _with_block_last(blocks, n: int, count: int) -> list[tuple[int, ...]]:
    """Relabel an SQS(n) so that its first block's last `count` points become n - count, ..., n - 1."""
    first = list(blocks[0])[4 - count:]
    rest = [x for x in range(n) if x not in first]
    label = {x: i for i, x in enumerate(rest + first)}
    return [tuple(label[x] for x in b) for b in blocks]


def _sqs_doubled(B, n: int) -> list[tuple[int, ...]]:
    """Construction 1: SQS(2n) on two copies of the points: {x_a, y_b, z_c, t_d} with a + b + c + d even for
    each block, and {j_0, j'_0, j_1, j'_1} for each pair."""
    out = []
    for block in B:
        for a in range(2):
            for b in range(2):
                for c in range(2):
                    copies = (a, b, c, (a + b + c) % 2)
                    out.append(tuple(x + e * n for x, e in zip(block, copies)))
    out += [(j, jj, n + j, n + jj) for j in range(n) for jj in range(j + 1, n)]
    return out


def _sqs_three_n_minus_two(B, n: int) -> list[tuple[int, ...]]:
    """Construction 2: SQS(3n - 2) on three copies of n - 1 points and the point oo = n - 1 of B."""
    m, oo = n - 1, 3 * n - 3

    def r(i: int, x: int) -> int:
        return (i % 3) * m + x

    out = []
    for block in _with_block_last(B, n, 1):
        x, y, z, t = sorted(block)
        if t == m:
            out += [(r(a, x), r(b, y), r(-(a + b), z), oo) for a in range(3) for b in range(3)]
            for p, q, s in ((x, y, z), (x, z, y), (y, z, x)):
                out += [(r(i, p), r(i, q), r(i + 1, s), r(i + 2, s)) for i in range(3)]
        else:
            out += [(r(a, x), r(b, y), r(c, z), r(-(a + b + c), t))
                    for a in range(3) for b in range(3) for c in range(3)]
    for j in range(m):
        for jj in range(j + 1, m):
            out += [(r(i, j), r(i, jj), r(i + 1, j), r(i + 1, jj)) for i in range(3)]
    out += [(r(0, j), r(1, j), r(2, j), oo) for j in range(m)]
    return out


def _sqs_three_layers(B, n: int, infinite: int, k: int, alphas: range) -> list[tuple[int, ...]]:
    """Constructions 3 and 4: SQS(3n - 8) (4 infinite points) and SQS(3n - 4) (2 infinite points) on three
    copies of Z_m, m = n - infinite, and the infinite points of B kept once."""
    m = n - infinite
    base = 3 * m

    def r(i: int, x: int) -> int:
        return (i % 3) * m + x % m

    relabelled = _with_block_last(B, n, 4)
    out = []
    if infinite == 4:
        out.append(tuple(range(base, base + 4)))
        relabelled = relabelled[1:]
    for block in relabelled:
        out += [tuple(r(i, x) if x < m else x - m + base for x in block) for i in range(3)]
    for a in range(infinite):
        out += [(r(0, b), r(1, c), r(2, -(a + b + c)), base + a) for b in range(m) for c in range(m)]
    for i in range(3):
        shift = 2 * k + 1 + i * (4 * k + 2)
        out += [(r(i + 2, -(b + bb)), r(i, b + shift - d), r(i, b + shift + 1 + d), r(i + 1, bb))
                for b in range(m) for bb in range(m) for d in range(2 * k + 1)]
        for alpha in alphas:
            pairs = _hanani_pairs(alpha, m // 2)
            out += [(r(i, p), r(i, q), r(i + 1, pp), r(i + 1, qq)) for p, q in pairs for pp, qq in pairs]
    return out


def _sqs_three_n_minus_eight(B, n: int) -> list[tuple[int, ...]]:
    """Construction 3: SQS(3n - 8) for n = 2 mod 12."""
    k = (n - 14) // 12
    return _sqs_three_layers(B, n, 4, k, range(4 * k + 2, 12 * k + 9))


def _sqs_three_n_minus_four(B, n: int) -> list[tuple[int, ...]]:
    """Construction 4: SQS(3n - 4) for n = 10 mod 12."""
    k = (n - 10) // 12
    return _sqs_three_layers(B, n, 2, k, range(4 * k + 2, 12 * k + 7))


def _sqs_four_n_minus_six(B, n: int) -> list[tuple[int, ...]]:
    """Construction 5: SQS(4n - 6) on four copies (i, ii) in Z_2^2 of Z_(n-2) and two infinite points."""
    f = n - 2
    k = f // 2
    inf = (4 * f, 4 * f + 1)

    def r(i: int, ii: int, x: int) -> int:
        return (2 * (i % 2) + ii % 2) * f + x % f

    out = []
    for block in _with_block_last(B, n, 2):
        out += [tuple(r(i, ii, x) if x < f else x - f + 4 * f for x in block) for i in range(2) for ii in range(2)]
    for l in range(2):
        for e in range(2):
            for c in range(k):
                for cc in range(k):
                    ccc = -(c + cc) % k
                    out += [(inf[l], r(0, 0, 2 * c), r(0, 1, 2 * cc - e), r(1, e, 2 * ccc + l)),
                            (inf[l], r(0, 0, 2 * c + 1), r(0, 1, 2 * cc - 1 - e), r(1, e, 2 * ccc + 1 - l)),
                            (inf[l], r(1, 0, 2 * c), r(1, 1, 2 * cc - e), r(0, e, 2 * ccc + 1 - l)),
                            (inf[l], r(1, 0, 2 * c + 1), r(1, 1, 2 * cc - 1 - e), r(0, e, 2 * ccc + l))]
    factors = _hanani_factorization(k)
    for h in range(2):
        for e in range(2):
            for ccc in range(k):
                for first, second in ((0, 1), (1, 0)):          # lines 6/7 (factor ccc), 8/9 (factor k + ccc)
                    for p, q in factors[ccc + k * first]:
                        for c in range(k):
                            cc = -(c + ccc) % k
                            out += [(r(h, 0, 2 * c + e), r(h, 1, 2 * cc - e), r(h + 1, first, p), r(h + 1, first, q)),
                                    (r(h, 0, 2 * c - 1 + e), r(h, 1, 2 * cc - e), r(h + 1, second, p),
                                     r(h + 1, second, q))]
    for h in range(2):
        for alpha in range(n - 3):
            pairs = _hanani_pairs(alpha, k)
            out += [(r(h, 0, p), r(h, 0, q), r(h, 1, pp), r(h, 1, qq)) for p, q in pairs for pp, qq in pairs]
    return out


def _sqs_twelve_n_minus_ten(B, n: int) -> list[tuple[int, ...]]:
    """Construction 6: SQS(12n - 10) on twelve copies (Z_12) of the n - 1 points of B other than its last point
    and two infinite points; a copy of SQS(14) on each point's twelve copies and the infinite points."""
    N = n - 1
    inf = (12 * N, 12 * N + 1)

    def r(i: int, x: int) -> int:
        return i + (x % 12) * N

    out = [tuple(r(i, x) if x < 12 else inf[x - 12] for x in s) for s in _sqs(14) for i in range(N)]
    Z = range(12)
    for s in B:
        if s[-1] != N:
            x, y, z, t = s
            out += [(r(x, a), r(y, b), r(z, c), r(t, -(a + b + c))) for a in Z for b in Z for c in Z]
            continue
        d = s[:3]

        def D(i: int) -> int:
            return d[i % 3]

        for b in Z:
            for bb in Z:
                bbb = -(b + bb)
                out += [(inf[h], r(d[0], b), r(d[1], bb), r(d[2], bbb + 3 * h)) for h in range(2)]
                out += [(r(D(i), b + 4 + i), r(D(i), b + 7 + i), r(D(i + 1), bb), r(D(i + 2), bbb)) for i in range(3)]
        for j in Z:
            for e in (0, 6):
                for i in range(3):
                    a, b, c = D(i), D(i + 1), D(i + 2)
                    out += [(r(a, j), r(b, j + e), r(c, e - 2 * j + 1), r(c, e - 2 * j - 1)),
                            (r(a, j), r(b, j + e), r(c, e - 2 * j + 2), r(c, e - 2 * j - 2)),
                            (r(a, j), r(b, j + e - 3), r(c, e - 2 * j + 1), r(c, e - 2 * j + 2)),
                            (r(a, j), r(b, j + e + 3), r(c, e - 2 * j - 1), r(c, e - 2 * j - 2))]
        for i in range(3):
            a, b = D(i), D(i + 1)
            out += [(r(a, j), r(a, j + 6), r(b, j + e), r(b, j + 6 + e)) for j in range(6) for e in (0, 3)]
            for j in Z:
                for e in (0, 3, 6, 9):
                    out += [(r(a, j), r(a, j + g), r(b, j + e), r(b, j + e + g)) for g in (1, 2, 4)]
        pairs = [p for alpha in (4, 5) for p in [_hanani_pairs(alpha, 6)]]
        for i in range(3):
            for ii in range(i + 1, 3):
                out += [(r(d[i], p), r(d[i], q), r(d[ii], pp), r(d[ii], qq))
                        for P in pairs for p, q in P for pp, qq in P]
        for g in range(6):
            for e in (0, 3):
                for i in range(3):
                    for ii in range(3):
                        if i != ii:
                            a, b = r(d[i], 2 * g + e), r(d[i], 2 * g + 6 + e)
                            out += [(a, b, r(d[ii], 2 * g + 1), r(d[ii], 2 * g + 5)),
                                    (a, b, r(d[ii], 2 * g + 2), r(d[ii], 2 * g + 4))]
    return out


_SQS_CONSTRUCTIONS = {"2n": _sqs_doubled, "3n-2": _sqs_three_n_minus_two, "3n-8": _sqs_three_n_minus_eight,
                      "3n-4": _sqs_three_n_minus_four, "4n-6": _sqs_four_n_minus_six,
                      "12n-10": _sqs_twelve_n_minus_ten}


def _hanani_pairs(alpha: int, m: int) -> list[tuple[int, int]]:
    """Hanani's one-factor P_alpha(m) of the complete graph on Z_2m, 0 <= alpha <= 2m - 2 [4]_ [6]_: for small
    alpha the pairs {2a, 2a +- (2b + 1)} (alpha = 2b or 2b + 1), the others joining points of equal parity."""
    if not 0 <= alpha <= 2 * m - 2:
        raise ValueError(f"alpha must be in 0..{2 * m - 2}, not {alpha}")
    split = m if m % 2 == 0 else m - 1
    if alpha < split:
        b, sign = alpha // 2, (1 if alpha % 2 == 0 else -1)
        return [(2 * a, (2 * a + sign * (2 * b + 1)) % (2 * m)) for a in range(m)]
    if m % 2 == 0:
        y = alpha - m
        ends = (2 * m - 2, 2 * m - 1) if y % 2 == 0 else (2 * m - 1, 2 * m - 2)
        return ([(b, (2 * y - b) % (2 * m)) for b in range(y)]
                + [(c, (2 * m + 2 * y - c - 2) % (2 * m)) for c in range(2 * y + 1, m + y - 1)]
                + [(ends[0], y), (ends[1], m + y - 1)])
    y = alpha - m + 1
    return ([(b, 2 * y - b) for b in range(y)] + [(c, 2 * m + 2 * y - c) for c in range(2 * y + 1, m + y)]
            + [(y, m + y)])


@lru_cache(maxsize=None)
def _hanani_factorization(m: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Hanani's system bar-P(m): the pairs of Z_2m split into 2m parts, part i < m a near one-factor missing
    {2i, 2i + 1}, parts m..2m-1 one-factors [4]_ [6]_ (used by construction 5)."""
    def without(pairs, pair):
        return [p for p in pairs if set(p) != set(pair)]

    parts, last = [], []
    if m % 2 == 0:
        removed = []
        for t in range(1, (m - 2) // 2 + 1):
            removed += [(2 * t, (2 * t, (4 * t + 1) % (2 * m))), (2 * t - 1, (2 * m - 2 - 2 * t, 2 * m - 1 - 4 * t))]
        removed += [(m, (2 * m - 2, 0)), (m + 1, (2 * m - 1, 1))]
        for alpha, pair in removed:
            parts.append(without(_hanani_pairs(alpha, m), pair))
            last.append(pair)
        parts += [_hanani_pairs(0, m), _hanani_pairs(m - 1, m)] + [_hanani_pairs(a, m) for a in range(m + 2, 2 * m - 1)]
        relabel = {2 * m - 2: 1, 0: 0, 2 * m - 1: 2 * m - 1, 1: 2 * m - 2}
        for t in range(1, (m - 2) // 2 + 1):
            relabel.update({2 * t: 4 * t % (2 * m), 4 * t + 1: (4 * t + 1) % (2 * m),
                            2 * m - 2 - 2 * t: (4 * t - 2) % (2 * m), 2 * m - 1 - 4 * t: (4 * t - 1) % (2 * m)})
    else:
        removed = []
        for t in range((m - 3) // 2 + 1):
            removed += [(2 * t, (2 * t, (4 * t + 1) % (2 * m))), (2 * t + 1, (2 * m - 2 - 2 * t, 2 * m - 3 - 4 * t))]
        removed += [(2 * m - 2, (m - 1, 2 * m - 1))]
        for alpha, pair in removed:
            parts.append(without(_hanani_pairs(alpha, m), pair))
            last.append(pair)
        parts += [_hanani_pairs(a, m) for a in range(m - 1, 2 * m - 2)]
        relabel = {m - 1: 2 * m - 2, 2 * m - 1: 2 * m - 1}
        for t in range((m - 3) // 2 + 1):
            relabel.update({2 * t: 4 * t % (2 * m), 4 * t + 1: (4 * t + 1) % (2 * m),
                            2 * m - 2 - 2 * t: (4 * t + 2) % (2 * m), 2 * m - 3 - 4 * t: (4 * t + 3) % (2 * m)})
    parts.append(last)
    parts = [[(relabel[x], relabel[y]) for x, y in part] for part in parts]

    def missing(part) -> int:
        covered = {x for p in part for x in p}
        return min(x for x in range(2 * m + 1) if x not in covered)

    parts.sort(key=missing)                              # stable: the one-factors keep their order
    return tuple(tuple(part) for part in parts)
