"""Difference sets and difference families over abelian groups, their development into designs, and the
multiplier theorem.

Let G be a finite abelian group of order v. A *(v, k, lambda) difference family* over G is a list of k-subsets
D_1, ..., D_s of G (the *base blocks*) such that every nonzero element of G arises exactly lambda times as a
difference x - y of two elements of one base block [1]_ (VI.16.1). A base block B with a nontrivial
stabiliser S = {g : B + g = B} (a *short orbit*) counts its differences divided by |S|, so that the definition
stays the statement below (Sage's convention [4]_). With one base block the family is a *(v, k, lambda)
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
* :func:`is_difference_family` checks; :func:`difference_counts` shows how often each element arises.

Groups and elements
-------------------
A group is a :class:`designs.orthogonal_arrays.AbelianGroup` (Z_{m_1} x ... x Z_{m_r}, elements numbered
0..v-1, the last coordinate fastest), and an element is its number (a plain int). For the cyclic group Z_v,
``AbelianGroup((v,))``, the number is the residue itself. For a finite field GF(q), q = p^e, the group is the
additive group ``AbelianGroup((p,) * e)``, whose numbering is exactly the integer representation of
:mod:`designs.fields` (galois' polynomial basis: a + b in GF(q) is ``G.add[a, b]``), so a base block can be
multiplied in the field with :func:`designs.fields.field_tables` and added in the group.

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
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from math import gcd
from typing import Any

import numpy as np

from combgames.base.checks import check_int, size_text
from designs.block_designs import BlockDesign, NotAvailable, bibd_admissibility_problem
from designs.fields import field_tables, prime_power
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
    "MAX_SEARCH_NODES",
]

MAX_SEARCH_NODES = 200_000
"""Default node limit of the backtracking searches (:func:`cyclic_difference_family`): a few CPU-seconds."""

Family = list[list[int]]


# ---------------------------------------------------------------------------------------------------------
# Groups and the field GF(q)
# ---------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def _cyclic_group(v: int) -> AbelianGroup:
    """Z_v (cached: its addition table is v^2 entries)."""
    return AbelianGroup((v,))


@lru_cache(maxsize=64)
def _field_group(q: int) -> AbelianGroup:
    """The additive group of GF(q), q = p^e: Z_p^e numbered as :mod:`designs.fields` numbers GF(q)."""
    p, e = prime_power(q)
    return AbelianGroup((p,) * e)


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
    return int(G.add[x, G.neg[y]])


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
                  if members == set(G.add[B, g].tolist()))


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
        diff = G.add[B[:, None], G.neg[B][None, :]]
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
        translates = np.sort(G.add[B[:, None], np.arange(G.order)[None, :]].T, axis=1)
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
        Node limit of the tiling search (never reached for k <= 5: M / |S| steps without backtracking suffice
        in every case tried; passing it counts as no family).

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
    x -> a^2 x + b) [1]_ (VI.16.?; II.2).

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
    least difference d not yet covered: d lies in one block, translated to hold the pair (0, d), and the other
    k - 2 points are chosen in increasing order with every difference new. So each family is met once, its
    blocks written in that normal form.

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
    [[[0, 1, 4], [0, 2, 7]], [[0, 1, 4], [0, 2, 8]], [[0, 1, 10], [0, 2, 7]], [[0, 1, 10], [0, 2, 8]]]
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
        d = used.index(0)
        if not place(d, [0]):  # d = v/2 = -d: no block holds it once
            return
        blocks.append([0, d])
        yield from grow(d + 1)
        blocks.pop()
        unplace(d, [0])

    def grow(start: int) -> Iterator[Family]:
        block = blocks[-1]
        if len(block) == k:
            yield from extend()
            return
        for x in range(start, v):
            if place(x, block):
                block.append(x)
                counter["nodes"] += 1
                yield from grow(x + 1)
                block.pop()
                unplace(x, block)

    yield from extend()


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
    ([[0, 1, 4], [0, 2, 9], [0, 5, 11]], None)
    >>> cyclic_difference_family(40, 4)
    [[0, 1, 4, 13], [0, 2, 7, 24], [0, 6, 14, 25], [0, 10, 20, 30]]
    """
    return next(cyclic_difference_families(v, k, max_nodes=max_nodes), None)


# ---------------------------------------------------------------------------------------------------------
# The dispatcher (Sage's difference_family)
# ---------------------------------------------------------------------------------------------------------

def _is_prime_power(n: int) -> bool:
    try:
        prime_power(n)
    except ValueError:
        return False
    return True


def _family_plan(v: int, k: int, l: int, max_nodes: int) -> tuple[str, Any]:
    """The construction that applies: ``(name, build)`` with ``build()`` returning ``(G, D)``; or
    ``("none", reason)`` if the family is known not to exist (of the shapes searched), ``("open", reason)`` if
    no construction here reaches it."""
    if k == 2 and l == 1 and v % 2:
        return ("the trivial family {0, d}, 1 <= d <= (v-1)/2, over Z_v",
                lambda: (_cyclic_group(v), [[0, d] for d in range(1, (v - 1) // 2 + 1)]))
    if k == v - 1 and l == v - 2:
        return ("the trivial difference set G - {0} over Z_v",
                lambda: (_cyclic_group(v), [list(range(1, v))]))
    if l == 1 and k >= 3 and _is_prime_power(v) and (v - 1) % (k * (k - 1)) == 0:
        if k == 3 and v % 12 == 7:
            return ("Netto's construction over GF(q), q = 7 mod 12 (Netto 1893)",
                    lambda: (_field_group(v), netto_difference_family(v, check=False)))
        if radical_difference_family(v, k, existence=True, max_nodes=max_nodes):
            who = "Bose 1939" if k == 3 else "Wilson 1972" if k % 2 else "Buratti 1995"
            return (f"the radical difference family over GF(q): cosets of the roots of unity ({who})",
                    lambda: (_field_group(v), radical_difference_family(v, k, check=False, max_nodes=max_nodes)))
    if l == 1 and _cyclic_shape(v, k)[1] >= 0:
        from combgames.base.checks import LimitError

        try:
            D = cyclic_difference_family(v, k, max_nodes=max_nodes)
        except LimitError:
            return ("open", f"no construction here gives a ({v}, {k}, 1) difference family, and the search for a "
                            f"cyclic one stopped at max_nodes={size_text(max_nodes)} nodes (pass a larger "
                            f"max_nodes to search on)")
        if D is None:
            if v % k == 0 and v % (k * (k - 1)) == k % (k * (k - 1)) or (v - 1) % (k * (k - 1)) == 0:
                return ("none-cyclic", f"no cyclic ({v}, {k}, 1) difference family: the exhaustive search over "
                                       f"Z_{v} finds none")
        else:
            return ("a cyclic difference family over Z_v found by backtracking", lambda: (_cyclic_group(v), D))
    return ("open", f"no construction here gives a ({v}, {k}, {l}) difference family")


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
    (AbelianGroup(Z13), [[0, 1, 3, 9]])
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
            raise ValueError(build.replace("family:", f"family (Z_{v} is the only abelian group of order {v}):"))
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
