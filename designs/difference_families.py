"""Difference sets and difference families over abelian groups, their development into designs, and the
multiplier theorem.

Let G be a finite abelian group of order v. A *(v, k, lambda) difference family* over G is a list of k-subsets
D_1, ..., D_s of G (the *base blocks*) such that every nonzero element of G arises exactly lambda times as a
difference x - y of two elements of one base block [1]_ (VI.16.1). A base block B with a nontrivial
stabiliser S = {g : B + g = B} (a *short orbit*) counts its differences divided by the order of S, so that the
definition stays the statement below (Sage's convention [4]_). With one base block the family is a *(v, k, lambda)
difference set* [1]_ (VI.18.1); then lambda (v - 1) = k (k - 1).

The translates B + g of the base blocks (each distinct block once) are the blocks of a BIBD(v, k, lambda) on
the points G with G as a group of automorphisms, the *development* of the family (:func:`development`).

Which function to call:

* :func:`difference_family` ``(v, k, l)``: a family or a set by the first construction that applies, with Sage's
  name, argument order and return convention ``(G, D)``; ``existence=True`` says whether one is built (True),
  known not to exist (False) or neither (None, Sage's ``Unknown``); ``explain_construction=True`` names it.
* The constructions: :func:`radical_difference_family` (Wilson 1972 [5]_, Buratti 1995 [6]_, over GF(q)),
  :func:`netto_difference_family` (Netto's triple systems), :func:`cyclic_difference_family` (a bounded
  backtracking search over Z_v), :func:`cyclic_difference_families` (all of them, for counting).
* The difference sets: :func:`singer_difference_set` (hyperplanes of PG(d, q)), :func:`radical_difference_set`
  (Paley's quadratic and the biquadratic residues, with or without 0), :func:`twin_prime_powers_difference_set`
  (Stanton and Sprott); the families with short orbits :func:`affine_lines_difference_family` (AG(n, q)).
* The multiplier theorem: :func:`numerical_multipliers` (Hall's first multiplier theorem),
  :func:`multiplier_orbits`, and :func:`cyclic_difference_sets`, a search over unions of multiplier orbits
  that proves nonexistence when it finds nothing (no cyclic projective plane of order 6, 10, 12, 14, 15, ...).
* :func:`is_difference_family` checks; :func:`difference_counts` shows how often each element arises;
  :func:`block_stabilizer` gives a base block's stabiliser.

Groups and elements
-------------------
A group is a :class:`designs.orthogonal_arrays.AbelianGroup` (Z_{m_1} x ... x Z_{m_r}, elements numbered
0..v-1, the last coordinate fastest), and an element is its number (a plain int). For the cyclic group Z_v,
``AbelianGroup((v,))``, the number is the residue itself. For a finite field GF(q), q = p^e, the group is the
additive group ``AbelianGroup((p,) * e)``, whose numbering is exactly the integer representation of
:mod:`designs.fields` (galois' polynomial basis: a + b in GF(q) is ``G.add[a, b]``), so a base block can be
multiplied in the field with :func:`designs.fields.field_tables` and added in the group. The groups returned
build their v x v tables ``add`` and ``neg`` only when asked (this module computes on coordinates).

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007: VI.16 (difference families, by R. J. R. Abel and M. Buratti), VI.18 (difference sets, by
   D. Jungnickel, A. Pott and K. W. Smith).
.. [2] E. Netto, "Zur Theorie der Tripelsysteme", Math. Ann. 42 (1893) 143-152.
.. [3] R. C. Bose, "On the construction of balanced incomplete block designs", Ann. Eugenics 9 (1939)
   353-399.
.. [4] The Sage Developers, SageMath, ``sage/combinat/designs/difference_family.py`` (the interface matched
   here; the code is our own).
.. [5] R. M. Wilson, "Cyclotomy and difference families in elementary abelian groups", J. Number Theory 4
   (1972) 17-47.
.. [6] M. Buratti, "Constructions of (q, k, 1) difference families with q a prime power and k = 4, 5",
   Discrete Math. 138 (1995) 169-175.
.. [7] J. Singer, "A theorem in finite projective geometry and some applications to number theory", Trans.
   Amer. Math. Soc. 43 (1938) 377-385.
.. [8] R. G. Stanton, D. A. Sprott, "A family of difference sets", Canad. J. Math. 10 (1958) 73-77.
.. [9] M. Hall, Jr., H. J. Ryser, "Cyclic incidence matrices", Canad. J. Math. 3 (1951) 495-502; M. Hall, Jr.,
   "Cyclic projective planes", Duke Math. J. 14 (1947) 1079-1090.
.. [10] R. L. McFarland, B. F. Rice, "Translates and multipliers of abelian difference sets", Proc. Amer. Math.
   Soc. 68 (1978) 375-379.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from math import gcd
from typing import Any

import numpy as np

from combgames.base.checks import check_int, size_text
from designs.block_designs import BlockDesign, NotAvailable, bibd_admissibility_problem
from designs.fields import field_tables, is_prime_power, prime_power
from designs.orthogonal_arrays import AbelianGroup

__all__ = [
    "difference_family",
    "is_difference_family",
    "difference_counts",
    "development",
    "radical_difference_family",
    "netto_difference_family",
    "cyclic_difference_family",
    "cyclic_difference_families",
    "multiplier_classes",
    "block_stabilizer",
    "singer_difference_set",
    "radical_difference_set",
    "twin_prime_powers_difference_set",
    "affine_lines_difference_family",
    "numerical_multipliers",
    "multiplier_orbits",
    "cyclic_difference_sets",
    "MAX_SEARCH_NODES",
]

MAX_SEARCH_NODES = 200_000
"""Default node limit of the backtracking searches (:func:`cyclic_difference_family`): a few CPU-seconds."""

Family = list[list[int]]


# ---------------------------------------------------------------------------------------------------------
# Groups and the field GF(q)
# ---------------------------------------------------------------------------------------------------------

class _Group(AbelianGroup):
    """An :class:`~designs.orthogonal_arrays.AbelianGroup` whose v x v tables are built on first use (a
    Singer group of order 7381 would otherwise hold 54 million entries); this module computes with the
    coordinates instead (:func:`_combine`)."""

    def __init__(self, moduli: Sequence[int]) -> None:  # noqa: the tables are lazy
        self.moduli = tuple(moduli)
        self.order = int(np.prod(self.moduli))
        self._tables: AbelianGroup | None = None

    def _full(self) -> AbelianGroup:
        if self._tables is None:
            self._tables = AbelianGroup(self.moduli)
        return self._tables

    @property
    def add(self) -> np.ndarray:  # type: ignore[override]
        return self._full().add

    @property
    def neg(self) -> np.ndarray:  # type: ignore[override]
        return self._full().neg


def _combine(G: AbelianGroup, X: Any, Y: Any, sign: int = 1) -> np.ndarray:
    """X + sign * Y in G, elementwise on element numbers (numpy broadcasting), computed on coordinates."""
    X, Y = np.asarray(X, dtype=np.int64), np.asarray(Y, dtype=np.int64)
    if len(G.moduli) == 1:
        return (X + sign * Y) % G.order
    dx, dy = np.unravel_index(X, G.moduli), np.unravel_index(Y, G.moduli)
    X, Y = np.broadcast_arrays(X, Y)
    digits = tuple((np.broadcast_to(a, X.shape) + sign * np.broadcast_to(b, X.shape)) % m
                   for a, b, m in zip(dx, dy, G.moduli))
    return np.ravel_multi_index(digits, G.moduli).astype(np.int64)


@lru_cache(maxsize=64)
def _cyclic_group(v: int) -> AbelianGroup:
    """Z_v."""
    return _Group((v,))


@lru_cache(maxsize=64)
def _field_group(q: int) -> AbelianGroup:
    """The additive group of GF(q), q = p^e: Z_p^e numbered as :mod:`designs.fields` numbers GF(q)."""
    p, e = prime_power(q)
    return _Group((p,) * e)


@lru_cache(maxsize=64)
def _field_powers(q: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(powers, log)`` of GF(q): ``powers[i]`` = w^i for the primitive element w (i = 0..q-2) and ``log[x]``
    its inverse on the nonzero elements (``log[0] = -1``). A prime q is computed modulo q (sympy's least
    primitive root); a prime power reads :func:`designs.fields.field_tables` (galois' primitive element)."""
    p, e = prime_power(q)
    if e == 1:
        from sympy import primitive_root

        w = int(primitive_root(q)) if q > 2 else 1
        powers = [1] * (q - 1)
        for i in range(1, q - 1):
            powers[i] = powers[i - 1] * w % q
    else:
        powers = _prime_power_powers(p, e)
    log = [-1] * q
    for i, x in enumerate(powers):
        log[x] = i
    return tuple(powers), tuple(log)


def _prime_power_powers(p: int, e: int) -> list[int]:
    """The powers x^i (i = 0..p^e - 2) of galois' primitive element x of GF(p^e), as base-p digit numbers,
    computed by shifting and reducing modulo galois' (Conway) polynomial f: the numbering of
    :func:`designs.fields.field_tables` without its p^(2e) tables."""
    import galois

    galois.GF(p, compile="python-calculate")    # GF(p) in Python first, as designs.fields does
    field = galois.GF(p**e, compile="python-calculate")
    if int(field.primitive_element) != p:        # not x: read the tables instead
        table = field_tables(p**e)
        column = table.mul[:, table.primitive].tolist()
        powers = [1] * (p**e - 1)
        for i in range(1, p**e - 1):
            powers[i] = column[powers[i - 1]]
        return powers
    low = [int(c) for c in field.irreducible_poly.coeffs][1:]   # f = x^e + low[0] x^(e-1) + ... + low[e-1]
    powers = [1] * (p**e - 1)
    digits = [0] * (e - 1) + [1]                  # most significant first
    for i in range(1, p**e - 1):
        c = digits[0]
        digits = digits[1:] + [0]
        if c:
            digits = [(d - c * f) % p for d, f in zip(digits, low)]
        n = 0
        for d in digits:
            n = n * p + d
        powers[i] = n
    return powers


def _times(q: int, a: int, block: Sequence[int]) -> list[int]:
    """The block multiplied by the nonzero field element a of GF(q)."""
    powers, log = _field_powers(q)
    la = log[a]
    return [0 if x == 0 else powers[(la + log[x]) % (q - 1)] for x in block]


def _minus(G: AbelianGroup, x: int, y: int) -> int:
    return int(_combine(G, x, y, -1))


# ---------------------------------------------------------------------------------------------------------
# Checking and developing
# ---------------------------------------------------------------------------------------------------------

def _as_group(G: AbelianGroup | int) -> AbelianGroup:
    if isinstance(G, AbelianGroup):
        return G
    return _cyclic_group(check_int(G, "G (the order of a cyclic group)", minimum=1))


def _block_array(G: AbelianGroup, block: Any, i: int) -> np.ndarray:
    try:
        arr = np.array([int(x) for x in block], dtype=np.int64)
    except (TypeError, ValueError):
        raise TypeError(f"base block {i} must be a sequence of group elements (ints), not {block!r}") from None
    if arr.size and (arr.min() < 0 or arr.max() >= G.order):
        raise ValueError(f"base block {i} has an element outside 0..{G.order - 1}: {block!r}")
    if len(set(arr.tolist())) != arr.size:
        raise ValueError(f"base block {i} repeats an element: {block!r}")
    return arr


def block_stabilizer(G: AbelianGroup | int, block: Sequence[int]) -> list[int]:
    """The elements g of G with B + g = B (a subgroup; B is a union of its cosets).

    Examples
    --------
    >>> from designs.difference_families import block_stabilizer
    >>> block_stabilizer(15, [0, 5, 10]), block_stabilizer(15, [0, 1, 4])
    ([0, 5, 10], [0])
    """
    G = _as_group(G)
    B = _block_array(G, block, 0)
    if B.size == 0:
        return list(range(G.order))
    members = set(B.tolist())
    return sorted(g for g in {_minus(G, int(b), int(B[0])) for b in B}
                  if members == set(_combine(G, B, g).tolist()))


def difference_counts(G: AbelianGroup | int, D: Sequence[Sequence[int]]) -> np.ndarray:
    """How often each element of G arises as a difference x - y (x != y) in one base block of D.

    A base block whose stabiliser S has order s > 1 contributes its differences divided by s (each arises a
    multiple of s times), as in the definition of a difference family with short orbits.

    Returns
    -------
    ndarray of int64, shape (v,)
        ``counts[g]`` for each element number g; ``counts[0]`` is 0.
    """
    G = _as_group(G)
    counts = np.zeros(G.order, dtype=np.int64)
    for i, block in enumerate(D):
        B = _block_array(G, block, i)
        diff = _combine(G, B[:, None], B[None, :], -1)
        off = diff[~np.eye(B.size, dtype=bool)]
        counts += np.bincount(off, minlength=G.order) // len(block_stabilizer(G, B.tolist()))
    return counts


def is_difference_family(G: AbelianGroup | int, D: Sequence[Sequence[int]], v: int | None = None,
                         k: int | None = None, l: int | None = None) -> bool:
    """Whether D is a (v, k, l) difference family over G (Sage's argument order).

    Parameters
    ----------
    G : AbelianGroup or int
        The group (an int v stands for Z_v).
    D : sequence of sequences of int
        The base blocks, as element numbers.
    v, k, l : int, optional
        The order of G, the size of every base block, and lambda; each checked if given, l otherwise read
        from the differences (then any constant count passes).

    Examples
    --------
    >>> from designs.difference_families import is_difference_family
    >>> is_difference_family(21, [[0, 1, 4, 14, 16]], 21, 5, 1)
    True
    >>> is_difference_family(15, [[0, 1, 4], [0, 2, 9], [0, 5, 10]], 15, 3, 1)
    True
    >>> is_difference_family(7, [[0, 1, 2]])
    False
    """
    G = _as_group(G)
    if v is not None and G.order != v:
        return False
    if not D or (k is not None and any(len(B) != k for B in D)):
        return False
    counts = difference_counts(G, D)[1:]
    if G.order == 1:
        return True
    target = int(counts[0]) if l is None else l
    return bool(np.all(counts == target)) and target > 0


def development(G: AbelianGroup | int, D: Sequence[Sequence[int]], *, construction: str | None = None,
                check: bool = True) -> BlockDesign:
    """The development of a difference family: the distinct translates B + g (g in G) of its base blocks.

    For a (v, k, lambda) difference family over G these are the blocks of a BIBD(v, k, lambda) on the points
    0..v-1 (the element numbers) with G acting regularly on the points [1]_ (VI.16.3); a base block with a
    stabiliser of order s gives v / s blocks.

    Parameters
    ----------
    G : AbelianGroup or int
        The group (an int v stands for Z_v).
    D : sequence of sequences of int
        The base blocks.
    construction : str, optional
        Named in the design; default ``"the development of the base blocks ... over Z_v"``.
    check : bool
        Check that the result is a 2-design (a ValueError names the first pair covered the wrong number of
        times, if D is not a difference family).

    Examples
    --------
    >>> from designs.difference_families import development
    >>> fano = development(7, [[0, 1, 3]])
    >>> str(fano.parameters), fano.num_blocks
    ('2-(7,3,1)', 7)
    >>> development(15, [[0, 1, 4], [0, 2, 9], [0, 5, 10]]).num_blocks
    35
    """
    G = _as_group(G)
    blocks: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for i, block in enumerate(D):
        B = _block_array(G, block, i)
        translates = np.sort(_combine(G, B[:, None], np.arange(G.order)[None, :]).T, axis=1)
        for row in map(tuple, translates.tolist()):
            if row not in seen:
                seen.add(row)
                blocks.append(row)
    if construction is None:
        construction = f"the development of the base blocks {[list(B) for B in D]} over {_group_name(G)}"
    return BlockDesign(range(G.order), blocks, construction=construction, check=check)


def _group_name(G: AbelianGroup) -> str:
    return " x ".join(f"Z_{m}" for m in G.moduli)


# ---------------------------------------------------------------------------------------------------------
# Radical difference families over GF(q) (Wilson 1972, Buratti 1995) and Netto's triple systems
# ---------------------------------------------------------------------------------------------------------

def _cyclic_tiling(shifts: Sequence[int], m: int, max_nodes: int) -> list[int] | None:
    """A set T of residues mod m with T + S = Z_m, each residue once (S = ``shifts``, distinct), or None if
    there is none or the search passes ``max_nodes`` (a backtracking over the least uncovered residue)."""
    s = len(shifts)
    if m % s:
        return None
    if s <= 2:  # S = {a, a + b}: the cycles of x -> x + b, every other element (when their length is even)
        a, b = shifts[0], (shifts[-1] - shifts[0]) % m
        if s == 1:
            return sorted((x - a) % m for x in range(m))
        g = gcd(b, m)
        if (m // g) % 2:
            return None
        return sorted((c + 2 * j * b - a) % m for c in range(g) for j in range(m // g // 2))
    covered = bytearray(m)
    chosen: list[int] = []
    nodes = 0
    # an explicit stack of [least uncovered residue, index of the next shift to try, residue placed or -1]
    stack: list[list[int]] = [[0, 0, -1]]
    while stack:
        nodes += 1
        if nodes > max_nodes:
            return None
        frame = stack[-1]
        x, i, placed = frame
        if placed >= 0:  # undo the previous choice at this level
            chosen.pop()
            for a in shifts:
                covered[(placed + a) % m] = 0
            frame[2] = -1
        if i == s:
            stack.pop()
            continue
        frame[1] = i + 1
        t = (x - shifts[i]) % m
        cells = [(t + a) % m for a in shifts]
        if any(covered[c] for c in cells):
            continue
        for c in cells:
            covered[c] = 1
        chosen.append(t)
        frame[2] = t
        if len(chosen) * s == m:
            return sorted(chosen)
        stack.append([covered.index(0, x), 0, -1])
    return None


def _radical_base_block(q: int, k: int) -> tuple[list[int], int, list[int]]:
    """``(B0, h, E)``: the radical base block B0 of GF(q) (the k-th roots of unity for k odd; 0 and the
    (k-1)-th roots for k even), the order h of the group H = <-1, roots> and the elements E with
    Delta B0 = H E (each once if E lies in distinct cosets of H)."""
    powers, log = _field_powers(q)
    r = k if k % 2 else k - 1                      # the roots of unity used
    roots = [powers[j * (q - 1) // r] for j in range(r)]
    field_G = _field_group(q)
    eps = roots[1] if r > 1 else 1
    E = [_minus(field_G, powers[m * log[eps] % (q - 1)], 1) for m in range(1, (r - 1) // 2 + 1)]
    if k % 2 == 0:
        return [0] + roots, 2 * r, [1] + E
    return roots, 2 * r, E


def radical_difference_family(q: int, k: int, l: int = 1, existence: bool = False, check: bool = True, *,
                              max_nodes: int = MAX_SEARCH_NODES) -> Family | bool:
    """A radical (q, k, 1) difference family over GF(q), q = 1 mod k (k - 1) a prime power.

    A (q, k, 1) difference family over GF(q) is *radical* [6]_ if each base block is a coset of the k-th
    roots of unity (k odd) or such a coset of the (k-1)-th roots with 0 added (k even). Write r for the roots
    used (r = k or k - 1, odd), H = <-1, the r-th roots> (order 2r) and eps a primitive r-th root. The
    differences of B0 = the roots (with 0) are H E, E = {eps^m - 1 : 1 <= m <= (r-1)/2} (with 1 added for k
    even): k (k - 1) elements, each once when E meets distinct cosets of H. The blocks a B0 (a in a set A) then
    form a difference family exactly when the cosets A E H tile GF(q)*: with S the coset numbers of E in the
    cyclic group GF(q)*/H of order M = (q - 1)/(2r), a set T of residues with T + S = Z_M (found by a small
    exact-cover search) gives A = {w^t : t in T}. Wilson [5]_ showed that k odd works when the elements of E
    lie in distinct cosets of the subgroup of index (r - 1)/2 (T the multiples of (r-1)/2 then); for k = 3
    every q = 1 mod 6 works (Bose [3]_).

    Parameters
    ----------
    q : int
        A prime power, q = 1 mod k (k - 1).
    k : int
        The block size, k >= 3.
    l : int
        Lambda; only 1.
    existence : bool
        Return True or False (whether a radical family exists) instead of the family.
    check : bool
        Check the family before returning it.
    max_nodes : int
        Node limit of the tiling search for k >= 6 (passing it counts as no family); for k <= 5, ``|S| <= 2`` and
        the tiling is written down: S = {a, a + b} tiles with T = every other element of each cycle of
        x -> x + b, when these cycles have even length M / gcd(b, M), and with no T otherwise.

    Returns
    -------
    list of lists of int
        The (q - 1) / (k (k - 1)) base blocks, as field elements (ints of :mod:`designs.fields`), over the
        additive group ``AbelianGroup((p,) * e)``.

    Raises
    ------
    ValueError
        If q is not a prime power, q != 1 mod k (k - 1), l != 1, or (unless ``existence``) the radical family
        does not exist (``q = 37, k = 4``: 1 and eps - 1 lie in cosets of H that no set of cosets tiles).

    Examples
    --------
    >>> from designs.difference_families import radical_difference_family, is_difference_family
    >>> radical_difference_family(13, 4)
    [[0, 1, 3, 9]]
    >>> D = radical_difference_family(61, 5)
    >>> len(D), is_difference_family(61, D, 61, 5, 1)
    (3, True)
    >>> radical_difference_family(37, 4, existence=True)
    False
    """
    k = check_int(k, "k", minimum=3)
    q = check_int(q, "q", minimum=2)
    l = check_int(l, "l", minimum=1)
    p, e = prime_power(q)
    if l != 1:
        raise ValueError(f"radical difference families have lambda = 1, not l = {l}")
    if (q - 1) % (k * (k - 1)):
        raise ValueError(f"a radical ({q}, {k}, 1) difference family needs q = 1 mod k(k-1) = {k * (k - 1)}, "
                         f"not q = {q % (k * (k - 1))} mod {k * (k - 1)}")
    B0, h, E = _radical_base_block(q, k)
    powers, log = _field_powers(q)
    M = (q - 1) // h
    shifts = [log[x] % M if x else -1 for x in E]
    T = None
    if -1 not in shifts and len(set(shifts)) == len(shifts):
        T = _cyclic_tiling(shifts, M, max_nodes)
    if existence:
        return T is not None
    if T is None:
        raise ValueError(f"no radical ({q}, {k}, 1) difference family: the differences of the roots of unity do "
                         f"not tile GF({q})*")
    D = [sorted(_times(q, powers[t], B0)) for t in T]
    if check and not is_difference_family(_field_group(q), D, q, k, 1):
        raise AssertionError(f"radical_difference_family({q}, {k}) built a wrong family: {D}")
    return D


def netto_difference_family(q: int, check: bool = True) -> Family:
    """Netto's (q, 3, 1) difference family over GF(q), q = 7 mod 12 a prime power.

    With eps a primitive sixth root of unity, the differences of {0, 1, eps} are the six sixth roots of unity
    (eps - 1 = eps^2). For q = 7 mod 12, -1 is a non-square, so the squares times the sixth roots are all of
    GF(q)*; the blocks a {0, 1, eps}, a running over the squares modulo the cube roots of unity, are a
    difference family, whose development is Netto's triple system [2]_ (the orbit of {0, 1, eps} under
    x -> a^2 x + b) [1]_ (II.2, Netto systems).

    Examples
    --------
    >>> from designs.difference_families import netto_difference_family
    >>> netto_difference_family(7), netto_difference_family(19)
    ([[0, 1, 3]], [[0, 1, 8], [0, 4, 13], [0, 16, 14]])
    """
    q = check_int(q, "q", minimum=2)
    prime_power(q)
    if q % 12 != 7:
        raise ValueError(f"Netto's construction needs q = 7 mod 12, not q = {q % 12} mod 12")
    powers, _ = _field_powers(q)
    eps = powers[(q - 1) // 6]
    t = (q - 1) // 6
    # the squares w^(2i), i = 0..t-1, meet each coset of the cube roots <w^(2t)> once
    D = [_times(q, powers[2 * i], [0, 1, eps]) for i in range(t)]
    if check and not is_difference_family(_field_group(q), D, q, 3, 1):
        raise AssertionError(f"netto_difference_family({q}) built a wrong family: {D}")
    return D


# ---------------------------------------------------------------------------------------------------------
# Cyclic (v, k, 1) difference families by backtracking
# ---------------------------------------------------------------------------------------------------------

def _cyclic_shape(v: int, k: int) -> tuple[list[int] | None, int]:
    """The short base block (the subgroup of order k, when v = k mod k(k-1)) and the number of full blocks."""
    e = k * (k - 1)
    if v % e == 1 % e:
        return None, (v - 1) // e
    if v % e == k % e and v % k == 0:
        return [i * (v // k) for i in range(k)], (v - k) // e
    return None, -1


def cyclic_difference_families(v: int, k: int, *, max_nodes: int | None = MAX_SEARCH_NODES,
                               stats: dict | None = None) -> Iterator[Family]:
    """Every cyclic (v, k, 1) difference family over Z_v, each once (as a set of block orbits).

    For v = 1 mod k (k - 1) the families have (v - 1)/(k (k - 1)) base blocks of full orbits; for v = k
    mod k (k - 1) also the short block {0, v/k, ..., (k-1) v/k}, the subgroup of order k. A search over the
    largest difference d <= v/2 not yet covered (the large ones are the hardest to place: this order reaches
    v = 63 for k = 3 in 35,000 nodes where the least-first order passes 200,000): d lies in one block,
    translated to hold the pair (0, d), and the other k - 2 points are chosen in increasing order with every
    difference new. So each family is met once, its blocks written in that normal form.

    Parameters
    ----------
    v, k : int
        The order of Z_v and the block size (k >= 2).
    max_nodes : int or None
        Stop with :class:`combgames.base.checks.LimitError` after this many search nodes (None: no limit).
    stats : dict, optional
        Filled with ``"nodes"``, the nodes searched.

    Yields
    ------
    list of lists of int
        The base blocks, each sorted (the short block last).

    Examples
    --------
    >>> from designs.difference_families import cyclic_difference_families
    >>> list(cyclic_difference_families(13, 3))
    [[[0, 6, 8], [0, 1, 4]], [[0, 6, 8], [0, 3, 4]], [[0, 6, 11], [0, 1, 4]], [[0, 6, 11], [0, 3, 4]]]
    >>> sum(1 for _ in cyclic_difference_families(15, 3))
    4
    """
    from combgames.base.checks import LimitError

    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k)
    short, full = _cyclic_shape(v, k)
    counter = {"nodes": 0} if stats is None else stats
    counter["nodes"] = 0
    if full < 0:
        return
    used = bytearray(v)
    used[0] = 1
    if short is not None:
        for x in short[1:]:
            used[x] = 1
    blocks: list[list[int]] = []

    def place(x: int, block: list[int]) -> bool:
        """Mark the differences +-(x - y), y in the block, if all are new and distinct; else change nothing."""
        marked = []
        for y in block:
            d = (x - y) % v
            if used[d] or used[v - d]:
                break
            used[d] = used[v - d] = 1
            marked.append(d)
        else:
            return True
        for d in marked:
            used[d] = used[v - d] = 0
        return False

    def unplace(x: int, block: list[int]) -> None:
        for y in block:
            d = (x - y) % v
            used[d] = used[v - d] = 0

    def extend() -> Iterator[Family]:
        counter["nodes"] += 1
        if max_nodes is not None and counter["nodes"] > max_nodes:
            raise LimitError(f"the search for cyclic ({v}, {k}, 1) difference families passed max_nodes="
                             f"{size_text(max_nodes)} nodes with {len(blocks)} of {full} base blocks placed "
                             f"(pass a larger max_nodes to search on)")
        if len(blocks) == full:
            yield [sorted(b) for b in blocks] + ([list(short)] if short is not None else [])
            return
        d = next(d for d in range(v // 2, 0, -1) if not used[d])
        if 2 * d == v or not place(d, [0]):  # d = v/2 = -d: no full block holds it once
            return
        blocks.append([0, d])
        yield from grow(1)
        blocks.pop()
        unplace(d, [0])

    def grow(start: int) -> Iterator[Family]:
        block = blocks[-1]
        if len(block) == k:
            yield from extend()
            return
        for x in range(start, v):
            if x != block[1] and place(x, block):
                block.append(x)
                counter["nodes"] += 1
                yield from grow(x + 1)
                block.pop()
                unplace(x, block)

    yield from extend()


def _orbit_key(v: int, block: Sequence[int]) -> tuple[int, ...]:
    """The least sorted translate of a block of Z_v that holds 0: one name for its orbit under translation."""
    return min(tuple(sorted((x - y) % v for x in block)) for y in block)


def multiplier_classes(v: int, families: Iterator[Family] | Sequence[Family]) -> list[Family]:
    """One family of Z_v from each class under the multipliers x -> u x (u a unit of Z_v) and translation of
    each base block: the *multiplier equivalence* of cyclic families, which maps a family's development onto
    an isomorphic design (so the classes bound the isomorphism classes of the cyclic designs from above).

    Returns
    -------
    list of families
        The least family of each class (blocks by their least translate holding 0), sorted.

    Examples
    --------
    >>> from designs.difference_families import cyclic_difference_families, multiplier_classes
    >>> multiplier_classes(13, cyclic_difference_families(13, 3))
    [[(0, 1, 4), (0, 2, 7)]]
    """
    units = [u for u in range(1, v) if gcd(u, v) == 1]
    classes = set()
    for D in families:
        images = (tuple(sorted(_orbit_key(v, [u * x % v for x in B]) for B in D)) for u in units)
        classes.add(min(images))
    return [list(c) for c in sorted(classes)]


def cyclic_difference_family(v: int, k: int, *, max_nodes: int = MAX_SEARCH_NODES) -> Family | None:
    """The first cyclic (v, k, 1) difference family of :func:`cyclic_difference_families`, or None if the
    search proves there is none (of the shapes searched: full orbits, and the short block when v = k mod
    k (k - 1)).

    Raises
    ------
    combgames.base.checks.LimitError
        If the search passes ``max_nodes`` nodes first.

    Examples
    --------
    >>> from designs.difference_families import cyclic_difference_family
    >>> cyclic_difference_family(19, 3), cyclic_difference_family(9, 3)
    ([[0, 2, 9], [0, 8, 13], [0, 1, 4]], None)
    >>> cyclic_difference_family(40, 4)
    [[0, 1, 6, 19], [0, 17, 24, 26], [0, 3, 11, 15], [0, 10, 20, 30]]
    """
    return next(cyclic_difference_families(v, k, max_nodes=max_nodes), None)


# ---------------------------------------------------------------------------------------------------------
# Difference sets: Singer, cyclotomic (Paley, biquadratic), twin prime powers, affine lines
# ---------------------------------------------------------------------------------------------------------

def singer_difference_set(q: int, d: int, *, max_entries: int = 10**7) -> tuple[AbelianGroup, Family]:
    """Singer's difference set of the hyperplanes of PG(d, q) in Z_v, v = (q^(d+1) - 1)/(q - 1).

    The nonzero elements w^i of GF(q^(d+1)) (w primitive) are the points of PG(d, q) when i is read mod v
    (w^v generates GF(q)*); multiplication by w is a cyclic collineation (Singer 1938 [7]_). The points of a
    hyperplane H (a GF(q)-subspace of dimension d) form a (v, (q^d - 1)/(q - 1), (q^(d-1) - 1)/(q - 1))
    difference set {i mod v : w^i in H} [1]_ (VI.18.19). Here H is the largest GF(q)-subspace inside the
    GF(p)-hyperplane "last base-p digit 0" of galois' numbering: x in H iff c x has last digit 0 for every c
    in GF(q)*.

    Parameters
    ----------
    q : int
        A prime power.
    d : int
        The dimension, d >= 2.
    max_entries : int
        Refuse when GF(q^(d+1)) has more elements than this.

    Examples
    --------
    >>> from designs.difference_families import singer_difference_set, is_difference_family
    >>> singer_difference_set(2, 2)
    (AbelianGroup(Z7), [[1, 2, 4]])
    >>> G, D = singer_difference_set(4, 2)
    >>> D, is_difference_family(G, D, 21, 5, 1)
    ([[1, 2, 5, 15, 17]], True)
    """
    from designs._limits import check_size

    q = check_int(q, "q", minimum=2)
    d = check_int(d, "d", minimum=2, why="the dimension of the projective space")
    p, e = prime_power(q)
    Q = q ** (d + 1)
    check_size(Q, max_entries, call=f"singer_difference_set({q}, {d})", what=f"GF({q}^{d + 1})",
               name="max_entries", unit="elements")
    v = (Q - 1) // (q - 1)
    powers = _prime_power_powers(p, e * (d + 1)) if e * (d + 1) > 1 else [1]
    D = [i for i in range(v) if all(powers[i + j * v] % p == 0 for j in range(q - 1))]
    return _cyclic_group(v), [D]


def radical_difference_set(q: int, k: int, l: int = 1, existence: bool = False,
                           check: bool = True) -> Family | bool:
    """A (q, k, l) difference set of GF(q) made of a cyclotomic class: the k-th roots of unity C_k, or 0 with
    the (k-1)-th roots.

    These include the Paley sets (q = 3 mod 4: the nonzero squares, (q, (q-1)/2, (q-3)/4), and with 0,
    (q, (q+1)/2, (q+1)/4)), the biquadratic residues (q = 4t^2 + 1, t odd: (q, (q-1)/4, (q-5)/16); with 0,
    q = 4t^2 + 9, t odd: (q, (q+3)/4, (q+3)/16)) and the octic residues [1]_ (VI.18.48-VI.18.51); each
    candidate is checked, so any cyclotomic class that is a difference set is found.

    Returns
    -------
    list with one list of int
        The set, as field elements (the group is the additive group of GF(q)).

    Raises
    ------
    ValueError
        If l (q - 1) != k (k - 1), or (unless ``existence``) neither class is a difference set.

    Examples
    --------
    >>> from designs.difference_families import radical_difference_set
    >>> radical_difference_set(11, 5, 2), radical_difference_set(13, 4, 1)
    ([[1, 3, 4, 5, 9]], [[0, 1, 3, 9]])
    >>> sorted(radical_difference_set(37, 9, 2)[0])
    [1, 7, 9, 10, 12, 16, 26, 33, 34]
    """
    q = check_int(q, "q", minimum=2)
    k = check_int(k, "k", minimum=2)
    l = check_int(l, "l", minimum=1)
    prime_power(q)
    if l * (q - 1) != k * (k - 1):
        raise ValueError(f"a ({q}, {k}, {l}) difference set needs l (v - 1) = k (k - 1), here {l * (q - 1)} != "
                         f"{k * (k - 1)}")
    powers, _ = _field_powers(q)
    G = _field_group(q)
    for r, zero in ((k, []), (k - 1, [0])):
        if r >= 1 and (q - 1) % r == 0:
            D = [zero + sorted(powers[j * (q - 1) // r] for j in range(r))]
            if is_difference_family(G, D, q, k, l):
                return True if existence else D
    if existence:
        return False
    raise ValueError(f"no cyclotomic class of GF({q}) (the {k}-th roots of unity, or 0 and the {k - 1}-th) is a "
                     f"({q}, {k}, {l}) difference set")


def twin_prime_powers_difference_set(p: int, check: bool = True) -> tuple[AbelianGroup, Family]:
    """The Stanton-Sprott difference set in GF(p) x GF(p + 2), p and p + 2 prime powers: with v = p (p + 2), a
    (v, (v - 1)/2, (v - 3)/4) difference set [8]_ [1]_ (VI.18.50).

    D = {(x, 0)} together with the (x, y), x, y != 0, for which x and y are both squares or both non-squares.
    The group: Z_v when p and p + 2 are primes (the element z is (z mod p, z mod p + 2)); otherwise
    ``AbelianGroup`` of the additive groups of GF(p) and GF(p + 2), (x, y) numbered x (p + 2) + y.

    Examples
    --------
    >>> from designs.difference_families import twin_prime_powers_difference_set
    >>> twin_prime_powers_difference_set(3)
    (AbelianGroup(Z15), [[0, 1, 2, 4, 5, 8, 10]])
    """
    p = check_int(p, "p", minimum=2)
    r = p + 2
    (a, e), (b, f) = prime_power(p), prime_power(r)
    _, log_p = _field_powers(p)
    _, log_r = _field_powers(r)
    pairs = [(x, 0) for x in range(p)]
    pairs += [(x, y) for x in range(1, p) for y in range(1, r) if log_p[x] % 2 == log_r[y] % 2]
    if e == f == 1:
        G = _cyclic_group(p * r)
        # z = x mod p and y mod r, by the Chinese remainder theorem
        D = sorted((x * r * pow(r, -1, p) + y * p * pow(p, -1, r)) % (p * r) for x, y in pairs)
    else:
        G = _Group((a,) * e + (b,) * f)
        D = sorted(x * r + y for x, y in pairs)
    if check and not is_difference_family(G, [D]):
        raise AssertionError(f"twin_prime_powers_difference_set({p}) is not a difference set: {D}")
    return G, [D]


def affine_lines_difference_family(q: int, n: int = 2) -> tuple[AbelianGroup, Family]:
    """The lines through 0 of AG(n, q): a (q^n, q, 1) difference family over GF(q)^n with short orbits.

    Each line through 0 is a subgroup (stabiliser of order q), its nonzero differences are its own q - 1
    nonzero points, and the (q^n - 1)/(q - 1) lines through 0 meet every nonzero vector once; the development
    is AG(n, q)'s points and lines. The group is Z_p^(e n), (x_1, ..., x_n) numbered sum x_i q^(n - i).

    Examples
    --------
    >>> from designs.difference_families import affine_lines_difference_family
    >>> G, D = affine_lines_difference_family(3)
    >>> G, D
    (AbelianGroup(Z3 x Z3), [[0, 1, 2], [0, 3, 6], [0, 4, 8], [0, 5, 7]])
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    p, e = prime_power(q)
    powers, log = _field_powers(q)

    def number(vector: Sequence[int]) -> int:
        z = 0
        for x in vector:
            z = z * q + x
        return z

    D = []
    for lead in range(n):  # the direction with first nonzero coordinate 1 at position lead
        for tail in range(q ** (n - lead - 1)):
            u = [0] * lead + [1] + [tail // q ** (n - lead - 2 - i) % q for i in range(n - lead - 1)]
            line = [0] + [number([0 if x == 0 else powers[(log[c] + log[x]) % (q - 1)] for x in u])
                          for c in range(1, q)]
            D.append(sorted(line))
    return _Group((p,) * (e * n)), sorted(D)


# ---------------------------------------------------------------------------------------------------------
# The multiplier theorem and the search for cyclic difference sets
# ---------------------------------------------------------------------------------------------------------

def numerical_multipliers(v: int, k: int, l: int) -> list[int]:
    """The primes that Hall's first multiplier theorem makes numerical multipliers of every abelian (v, k, l)
    difference set.

    First multiplier theorem (Hall 1947 for l = 1, Hall and Ryser 1951 [9]_; [1]_ VI.18.13): if D is a (v, k,
    lambda) difference set in an abelian group G, p a prime dividing n = k - lambda, gcd(p, v) = 1 and p >
    lambda, then x -> p x maps D onto a translate D + g. The multipliers form a group, so every product of
    these primes (mod v) is a multiplier too.

    Examples
    --------
    >>> from designs.difference_families import numerical_multipliers
    >>> numerical_multipliers(7, 3, 1), numerical_multipliers(43, 7, 1), numerical_multipliers(25, 9, 3)
    ([2], [2, 3], [])
    """
    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k + 1)
    l = check_int(l, "l", minimum=1)
    if l * (v - 1) != k * (k - 1):
        raise ValueError(f"({v}, {k}, {l}) are not difference set parameters: l (v - 1) = {l * (v - 1)} != "
                         f"k (k - 1) = {k * (k - 1)}")
    from designs.fields import factorise

    n = k - l
    return [p for p in factorise(n) if gcd(p, v) == 1 and p > l] if n > 1 else []


def multiplier_orbits(v: int, multipliers: Sequence[int]) -> list[list[int]]:
    """The orbits on Z_v of the group generated by x -> m x (m in ``multipliers``, each prime to v), each
    sorted, ordered by their least element.

    Examples
    --------
    >>> from designs.difference_families import multiplier_orbits
    >>> multiplier_orbits(7, [2])
    [[0], [1, 2, 4], [3, 5, 6]]
    """
    seen = bytearray(v)
    orbits = []
    for x in range(v):
        if seen[x]:
            continue
        orbit, frontier = {x}, [x]
        while frontier:
            y = frontier.pop()
            for m in multipliers:
                z = y * m % v
                if z not in orbit:
                    orbit.add(z)
                    frontier.append(z)
        for y in orbit:
            seen[y] = 1
        orbits.append(sorted(orbit))
    return orbits


def cyclic_difference_sets(v: int, k: int, l: int, *, multipliers: Sequence[int] | None = None,
                           max_nodes: int | None = MAX_SEARCH_NODES, stats: dict | None = None
                           ) -> Iterator[list[int]]:
    """The cyclic (v, k, l) difference sets fixed by the multipliers (each a union of multiplier orbits).

    By the multiplier theorem (:func:`numerical_multipliers`) and McFarland and Rice's theorem that an
    abelian difference set has a translate fixed by all its numerical multipliers [10]_ ([1]_ VI.18.18), every
    cyclic (v, k, l) difference set has a translate among these, so an empty result proves that none exists.
    Without multipliers (none given and none from the theorem), the search is over the k-subsets holding 0
    and 1: every nonzero u is a difference of a set D, so some translate of D holds 0 and u, and for a unit u
    that translate times u^-1 (again a difference set) holds 0 and 1. Every cyclic set is then equivalent to
    one found (and an empty result still proves that none exists), but not every set is listed.

    The search adds the orbits in order, keeping every difference count at most l.

    Parameters
    ----------
    v, k, l : int
        The parameters, l (v - 1) = k (k - 1).
    multipliers : sequence of int, optional
        Default: the primes of :func:`numerical_multipliers`.
    max_nodes : int or None
        Stop with :class:`combgames.base.checks.LimitError` past this many nodes (None: no limit).
    stats : dict, optional
        Filled with ``"nodes"``.

    Yields
    ------
    list of int
        Each set found, sorted.

    Examples
    --------
    >>> from designs.difference_families import cyclic_difference_sets
    >>> list(cyclic_difference_sets(7, 3, 1)), list(cyclic_difference_sets(43, 7, 1))
    ([[1, 2, 4], [3, 5, 6]], [])
    """
    from combgames.base.checks import LimitError

    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k + 1)
    l = check_int(l, "l", minimum=1)
    if multipliers is None:
        multipliers = numerical_multipliers(v, k, l)
    multipliers = [check_int(m, "multiplier", minimum=1) % v for m in multipliers]
    if any(gcd(m, v) != 1 for m in multipliers):
        raise ValueError(f"multipliers must be prime to v = {v}: {multipliers}")
    if multipliers:
        atoms = multiplier_orbits(v, multipliers)
    else:
        atoms = [[x] for x in range(v)]
    counter = {"nodes": 0} if stats is None else stats
    counter["nodes"] = 0
    counts = [0] * v
    chosen: list[int] = []
    suffix = [0] * (len(atoms) + 1)   # the points in atoms i.. (for the size bound)
    for i in range(len(atoms) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + len(atoms[i])

    def add(atom: list[int]) -> bool:
        """Add the atom's points if no difference count then passes l; else change nothing."""
        done: list[int] = []
        start = len(chosen)
        for x in atom:
            for y in chosen:
                for d in ((x - y) % v, (y - x) % v):
                    counts[d] += 1
                    done.append(d)
            chosen.append(x)
            if any(counts[d] > l for d in done[-2 * (len(chosen) - 1):]):
                for d in done:
                    counts[d] -= 1
                del chosen[start:]
                return False
        return True

    def remove(atom: list[int]) -> None:
        del chosen[-len(atom):]
        for i, x in enumerate(atom):
            for y in chosen + atom[:i]:
                counts[(x - y) % v] -= 1
                counts[(y - x) % v] -= 1

    def search(i: int) -> Iterator[list[int]]:
        counter["nodes"] += 1
        if max_nodes is not None and counter["nodes"] > max_nodes:
            raise LimitError(f"the search for cyclic ({v}, {k}, {l}) difference sets passed max_nodes="
                             f"{size_text(max_nodes)} nodes (pass a larger max_nodes to search on)")
        size = len(chosen)
        if size == k:
            yield sorted(chosen)
            return
        if i == len(atoms) or size + suffix[i] < k:
            return
        atom = atoms[i]
        if size + len(atom) <= k and add(atom):
            yield from search(i + 1)
            remove(atom)
        if not multipliers and i <= 1:
            return    # without multipliers the set holds 0 and 1 (atoms 0 and 1)
        yield from search(i + 1)

    yield from search(0)


# ---------------------------------------------------------------------------------------------------------
# The dispatcher (Sage's difference_family)
# ---------------------------------------------------------------------------------------------------------



def _singer_parameters(v: int, k: int, l: int) -> tuple[int, int] | None:
    """``(q, d)`` if (v, k, l) are the parameters of the hyperplanes of PG(d, q), q a prime power."""
    q = 2
    while q * q + q + 1 <= v:
        if is_prime_power(q):
            d, size = 1, q + 1            # size = (q^(d+1) - 1)/(q - 1)
            while size < v:
                d, size = d + 1, size * q + 1
            if d >= 2 and size == v and k == (q**d - 1) // (q - 1) and l == (q ** (d - 1) - 1) // (q - 1):
                return q, d
        q += 1
    return None


def _difference_set_plan(v: int, k: int, l: int) -> tuple[str, Any] | None:
    """A direct construction of a (v, k, l) difference set, or None."""
    if k == v - 1:
        return ("the trivial difference set G - {0} over Z_v", lambda: (_cyclic_group(v), [list(range(1, v))]))
    singer = _singer_parameters(v, k, l)
    if singer:
        return (f"Singer's difference set: the hyperplanes of PG({singer[1]}, {singer[0]}) (Singer 1938)",
                lambda: singer_difference_set(*singer))
    if is_prime_power(v) and radical_difference_set(v, k, l, existence=True):
        kind = ("the quadratic residues (Paley)" if v % 4 == 3 and k in ((v - 1) // 2, (v + 1) // 2) else
                "the biquadratic residues" if v % 8 == 5 and k in ((v - 1) // 4, (v + 3) // 4) else
                "a cyclotomic class")
        return (f"a radical difference set over GF(q): {kind}{' with 0' if k % 2 == 0 and v % 4 == 3 else ''}",
                lambda: (_field_group(v), radical_difference_set(v, k, l, check=False)))
    if 4 * k == 2 * v - 2 and 4 * l == v - 3:
        p = int(round((v + 1) ** 0.5)) - 1
        if p * (p + 2) == v and is_prime_power(p) and is_prime_power(p + 2):
            return ("the twin prime powers difference set (Stanton and Sprott 1958)",
                    lambda: twin_prime_powers_difference_set(p, check=False))
    return None


def _family_plan(v: int, k: int, l: int, max_nodes: int) -> tuple[str, Any]:
    """The construction that applies: ``(name, build)`` with ``build()`` returning ``(G, D)``; or
    ``("none-cyclic", reason)`` if no cyclic family exists (of the shapes searched), ``("open", reason)`` if
    no construction here reaches it."""
    from combgames.base.checks import LimitError

    if k == 2 and l == 1 and v % 2:
        return ("the trivial family {0, d}, 1 <= d <= (v-1)/2, over Z_v",
                lambda: (_cyclic_group(v), [[0, d] for d in range(1, (v - 1) // 2 + 1)]))
    if l * (v - 1) == k * (k - 1):
        plan = _difference_set_plan(v, k, l)
        if plan is None and 2 <= v - k < k:
            other = _difference_set_plan(v, v - k, v - 2 * k + l)
            if other is not None:
                def complement(build: Any = other[1]) -> tuple[AbelianGroup, Family]:
                    G, D = build()
                    inside = set(D[0])
                    return G, [[x for x in range(G.order) if x not in inside]]

                plan = (f"the complement of {other[0]}", complement)
        if plan is not None:
            return plan
        try:
            sets = cyclic_difference_sets(v, k, l, max_nodes=max_nodes)
            D = next(sets, None)
        except LimitError:
            return ("open", f"no construction here gives a ({v}, {k}, {l}) difference set, and the search for a "
                            f"cyclic one stopped at max_nodes={size_text(max_nodes)} nodes (pass a larger "
                            f"max_nodes to search on)")
        if D is None:
            ms = numerical_multipliers(v, k, l)
            why = (f"the multiplier theorem (numerical multipliers {', '.join(map(str, ms))}): no union of "
                   f"their orbits on Z_{v} is one" if ms else f"the exhaustive search over Z_{v} finds none")
            return ("none-cyclic", f"no cyclic ({v}, {k}, {l}) difference set: by {why}")
        return ("a cyclic difference set over Z_v found by a search over the multiplier orbits",
                lambda: (_cyclic_group(v), [D]))
    if l == 1 and k >= 3 and is_prime_power(v) and (v - 1) % (k * (k - 1)) == 0:
        if k == 3 and v % 12 == 7:
            return ("Netto's construction over GF(q), q = 7 mod 12 (Netto 1893)",
                    lambda: (_field_group(v), netto_difference_family(v, check=False)))
        if radical_difference_family(v, k, existence=True, max_nodes=max_nodes):
            who = "Bose 1939" if k == 3 else "Wilson 1972" if k % 2 else "Buratti 1995"
            return (f"the radical difference family over GF(q): cosets of the roots of unity ({who})",
                    lambda: (_field_group(v), radical_difference_family(v, k, check=False, max_nodes=max_nodes)))
    if l == 1 and is_prime_power(k) and v > k and _is_power_of(v, k):
        n = _is_power_of(v, k)
        return (f"the lines through 0 of AG({n}, {k})", lambda: affine_lines_difference_family(k, n))
    published = _published_families().get((v, k, l))
    if published is not None:
        blocks, source = published
        return (f"the published cyclic difference family over Z_v ({source})",
                lambda: (_cyclic_group(v), [list(b) for b in blocks]))
    if l == 1 and _cyclic_shape(v, k)[1] >= 0:
        try:
            D = cyclic_difference_family(v, k, max_nodes=max_nodes)
        except LimitError:
            return ("open", f"no construction here gives a ({v}, {k}, 1) difference family, and the search for a "
                            f"cyclic one stopped at max_nodes={size_text(max_nodes)} nodes (pass a larger "
                            f"max_nodes to search on)")
        if D is None:
            return ("none-cyclic", f"no cyclic ({v}, {k}, 1) difference family: the exhaustive search over "
                                   f"Z_{v} finds none")
        return ("a cyclic difference family over Z_v found by backtracking", lambda: (_cyclic_group(v), D))
    return ("open", f"no construction here gives a ({v}, {k}, {l}) difference family")


@lru_cache(maxsize=None)
def _published_families() -> dict[tuple[int, int, int], tuple[tuple[tuple[int, ...], ...], str]]:
    """(v, k, l) -> (base blocks over Z_v, source) of ``designs/data/difference_families.json``."""
    from designs._data import read_data

    data = read_data("difference_families.json")
    return {(f["v"], f["k"], f["l"]): (tuple(map(tuple, f["base_blocks"])), f["source"])
            for f in data["families"] if f["source"] in data["references"]}


def _is_power_of(v: int, q: int) -> int:
    """n if v = q^n (n >= 1), else 0."""
    n = 0
    while v % q == 0:
        v //= q
        n += 1
    return n if v == 1 else 0


def difference_family(v: int, k: int, l: int = 1, existence: bool = False, explain_construction: bool = False,
                      check: bool = True, *, max_nodes: int = MAX_SEARCH_NODES
                      ) -> tuple[AbelianGroup, Family] | bool | None | str:
    """A (v, k, l) difference family over an abelian group of order v, as Sage's ``designs.difference_family``.

    The constructions, tried in this order: the trivial families (k = 2; the set G - {0}); for v = q a prime
    power with q = 1 mod k (k - 1) and l = 1, Netto's family (k = 3, q = 7 mod 12) or the radical family of
    Bose, Wilson and Buratti (:func:`radical_difference_family`); else, for l = 1, a search for a cyclic
    family over Z_v (:func:`cyclic_difference_family`, at most ``max_nodes`` nodes).

    Parameters
    ----------
    v, k, l : int
        The parameters (l is lambda).
    existence : bool
        Return True (a construction here builds it), False (it does not exist) or None (unknown: Sage's
        ``Unknown``) instead of the family.
    explain_construction : bool
        Return the name of the construction instead of the family.
    check : bool
        Check the family before returning it.
    max_nodes : int, keyword-only
        Node limit of the backtracking searches.

    Returns
    -------
    (AbelianGroup, list of lists of int)
        The group G (Z_v, or the additive group of GF(q) numbered as :mod:`designs.fields`) and the base
        blocks D as element numbers; :func:`development` ``(G, D)`` is the BIBD(v, k, l).

    Raises
    ------
    ValueError
        If BIBD(v, k, l) fails a necessary condition (the condition is named), or a family is known not to
        exist.
    NotAvailable
        If no construction here gives one (the message names the case).

    Examples
    --------
    >>> from designs.difference_families import difference_family, development
    >>> G, D = difference_family(13, 4)
    >>> G, D
    (AbelianGroup(Z13), [[1, 2, 4, 10]])
    >>> difference_family(19, 3, explain_construction=True)
    "Netto's construction over GF(q), q = 7 mod 12 (Netto 1893)"
    >>> str(development(*difference_family(41, 5)).parameters)
    '2-(41,5,1)'
    >>> difference_family(10, 3)
    Traceback (most recent call last):
    ...
    ValueError: no (10, 3, 1) difference family: no BIBD(10, 3, 1): v = 10 is not 1 or 3 mod 6
    """
    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k, why="a base block is a k-subset of the group")
    l = check_int(l, "l", minimum=1)
    max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
    problem = bibd_admissibility_problem(v, k, l)
    if problem:
        if existence:
            return False
        raise ValueError(f"no ({v}, {k}, {l}) difference family: no BIBD({v}, {k}, {l}): {problem}")
    name, build = _family_plan(v, k, l, max_nodes)
    if name == "open":
        if existence:
            return None
        if explain_construction:
            return build
        raise NotAvailable(build)
    if name == "none-cyclic":
        if existence:
            return None if not _only_cyclic(v) else False
        if _only_cyclic(v):
            raise ValueError(f"{build} (Z_{v} is the only abelian group of order {v})")
        raise NotAvailable(f"{build}; other abelian groups of order {v} are not searched")
    if existence:
        return True
    if explain_construction:
        return name
    G, D = build()
    if check and not is_difference_family(G, D, v, k, l):
        raise AssertionError(f"difference_family({v}, {k}, {l}) by {name} built a wrong family: {D}")
    return G, D


def _only_cyclic(v: int) -> bool:
    """Whether Z_v is the only abelian group of order v (v squarefree)."""
    from designs.fields import factorise

    return all(e == 1 for e in factorise(v).values())
