"""Balanced incomplete block designs BIBD(v, k, 1) by construction, and the existence table for k <= 5.

A BIBD(v, k, lambda) is a 2-(v, k, lambda) design: v points, blocks of k points, every pair of points in
exactly lambda blocks [1]_ (II.1). For lambda = 1 the necessary conditions (v - 1 = 0 mod k - 1, v (v - 1) = 0
mod k (k - 1), :func:`designs.block_designs.bibd_admissibility_problem`) are sufficient for k = 3 (Kirkman
1847), k = 4 (Hanani 1961) and k = 5 (Hanani 1972) [1]_ (II.3), [4]_. This module builds the designs:
:func:`balanced_incomplete_block_design` (v, k) (Sage's ``designs.balanced_incomplete_block_design``, same
arguments) returns a checked :class:`~designs.block_designs.BlockDesign` naming its construction;
:func:`bibd_construction` (v, k) the plan without building; :func:`bibd_existence_table` the table for
k <= k_max and v <= v_max.

Constructions (the first that applies wins; the recursive ones read plans of smaller v only):

``trivial``, ``all pairs``
    v = k (one block); k = 2 (every pair).
``Steiner triple system``
    k = 3: :func:`designs.steiner.steiner_triple_system`.
``projective plane``, ``affine plane``
    v = q^2 + q + 1, k = q + 1 and v = q^2, k = q over GF(q) (:mod:`designs.planes`).
``projective geometry``, ``affine geometry``
    the lines of PG(n, q) (k = q + 1, v = (q^{n+1} - 1)/(q - 1)) and of AG(n, q) (k = q, v = q^n), n >= 3
    [1]_ (VII.2).
``Hermitian unital``
    v = q^3 + 1, k = q + 1: the points of PG(2, q^2) on the Hermitian curve x^{q+1} + y^{q+1} + z^{q+1} = 0,
    its secant lines as blocks [1]_ (VII.2); e.g. BIBD(28, 4, 1), BIBD(65, 5, 1).
``5q``
    k = 5, v = 5q with q = 1 mod 4 a prime power (C. Smith's Theorem 24 [3]_, Sage's
    ``BIBD_5q_5_for_q_prime_power``): points Z_5 x GF(q).
``difference family``
    a (v, k, 1) difference family of :func:`designs.difference_families.difference_family` (radical families
    over GF(q), cyclic ones found by a search of at most :data:`DF_SEARCH_NODES` nodes), developed; tried last.
``TD``
    v = k m + e with e in {0, 1, k}: the blocks of a TD(k, m) and a BIBD(m + e, k, 1) on each group together
    with e further points (for e = k these points form one block) [1]_ (II.3), Sage's ``BIBD_from_TD``.
``PBD``
    v = (k - 1) u + 1 from a PBD(u, L) whose every block size l has a BIBD((k - 1) l + 1, k, 1): each point
    of the PBD becomes k - 1 points, a point infinity is added, and each block B gets such a BIBD on its
    (k - 1)|B| points and infinity, less the blocks through infinity, which are added once per point
    ([2]_ Theorem 7.20, where u runs through PBD(u, {4, 5, 8, 9, 12}), :func:`BIBD_from_PBD`). The PBDs
    tried: a BIBD(u, k', 1) of this module (a block size k'), and the truncated transversal designs of
    :func:`designs.group_divisible.PBD_from_TD` (u = K m + x + e: a TD(K + 1, m) truncated to x points,
    its groups as blocks, e in {0, 1} a point added to every group).

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, II.1 (BIBDs), II.3 (existence for lambda = 1), VII.2 (finite geometry).
.. [2] D. R. Stinson, Combinatorial Designs: Constructions and Analysis, Springer, 2004, chapter 7.
.. [3] C. Smith, "BIBDs with k = 5 and lambda = 1", notes, University of Toronto (cited by Sage's
   ``v_5_1_BIBD``).
.. [4] H. Hanani, "The existence and construction of balanced incomplete block designs", Ann. Math. Statist.
   32 (1961) 361-386; "Balanced incomplete block designs and related designs", Discrete Math. 11 (1975)
   255-369 (k = 5: Hanani 1972, J. Combin. Theory A 12).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import isqrt

import numpy as np

from combgames.base.checks import check_int
from designs.block_designs import BlockDesign, NotAvailable, bibd_admissibility_problem, check_bibd_parameters
from designs.fields import field_tables, is_prime_power
from designs.group_divisible import (
    GDD_from_BIBD_minus_point,
    GroupDivisibleDesign,
    PairwiseBalancedDesign,
    PBD_from_TD,
    fill_groups,
    truncated_transversal_design,
)
from designs.incidence import IncidenceStructure

__all__ = [
    "BIBDConstruction",
    "BIBDTableEntry",
    "balanced_incomplete_block_design",
    "bibd_construction",
    "bibd_existence_table",
    "BIBD_from_PBD",
    "BIBD_from_TD",
    "BIBD_5q_5_for_q_prime_power",
    "projective_geometry_lines",
    "affine_geometry_lines",
    "hermitian_unital",
    "group_divisible_design",
    "EXISTENCE_THEOREMS",
    "MAX_V",
    "DF_SEARCH_NODES",
]

DF_SEARCH_NODES = 20_000
"""The node limit passed to :func:`designs.difference_families.difference_family` (its cyclic search), which
is asked only when no other construction applies."""

MAX_V = 3000
"""The largest v :func:`bibd_construction` plans for (the plan reads every smaller admissible v)."""

EXISTENCE_THEOREMS = {3: "Kirkman 1847", 4: "Hanani 1961", 5: "Hanani 1972"}
"""Block size k -> the theorem that every admissible BIBD(v, k, 1) exists ([1]_ II.3)."""


@dataclass(frozen=True)
class BIBDConstruction:
    """How :func:`balanced_incomplete_block_design` builds a BIBD(v, k, 1): ``method`` (one of the names in
    the module docstring) and its ``parameters``."""

    v: int
    k: int
    method: str
    parameters: tuple = ()

    @property
    def description(self) -> str:
        """The construction in words, e.g. ``'the lines of PG(3, 3)'``."""
        p, v, k = self.parameters, self.v, self.k
        if self.method in ("projective plane", "affine plane"):
            return f"the {self.method} of order {p[0]}"
        if self.method == "projective geometry":
            return f"the lines of PG({p[0]}, {p[1]})"
        if self.method == "affine geometry":
            return f"the lines of AG({p[0]}, {p[1]})"
        if self.method == "Hermitian unital":
            return f"the Hermitian unital of order {p[0]} in PG(2, {p[0] ** 2})"
        if self.method == "5q":
            return f"C. Smith's construction on Z_5 x GF({p[0]})"
        if self.method == "TD":
            m, e = p
            extra = {0: "", 1: " plus a point"}.get(e, f" plus {e} points forming a block")
            return f"a TD({k}, {m}) with a BIBD({m + e}, {k}, 1) on each group{extra}"
        if self.method == "PBD":
            return f"a PBD({(v - 1) // (k - 1)}, {{{', '.join(map(str, p[1]))}}}) ({_pbd_words(p[0])}), " \
                   f"each point taken {k - 1} times plus a point"
        if self.method == "difference family":
            return f"a ({v}, {k}, 1) difference family, developed"
        return self.method


def _pbd_words(recipe: tuple) -> str:
    if recipe[0] == "BIBD":
        return f"a BIBD({recipe[1]}, {recipe[2]}, 1)"
    _, K, m, x, e = recipe
    td = f"a TD({K + (x > 0)}, {m})" + (f" truncated to {x} points" if 0 < x < m else "")
    return td + " with its groups" + (" and a point" if e else "") + " as blocks"


@dataclass(frozen=True)
class BIBDTableEntry:
    """One entry of :func:`bibd_existence_table`: ``status`` is ``"built"`` (``text`` names the
    construction), ``"none"`` (``text`` is the necessary condition that fails) or ``"not built"`` (``text``
    says what is known: it exists by a theorem, or it is not decided here)."""

    v: int
    k: int
    status: str
    text: str


# ------------------------------------------------------------------------------------------ small number theory


def _geometry_dimension(v: int, q: int, projective: bool) -> int | None:
    """n >= 2 with v = (q^{n+1} - 1)/(q - 1) (projective) or v = q^n (affine), else None."""
    n, size = 2, (q * q + q + 1 if projective else q * q)
    while size < v:
        size = size * q + 1 if projective else size * q
        n += 1
    return n if size == v else None


# ------------------------------------------------------------------------------------------ the plan
def _difference_family_exists(v: int, k: int) -> bool:
    try:
        from designs.difference_families import difference_family
    except ImportError:
        return False
    try:
        return difference_family(v, k, existence=True, max_nodes=DF_SEARCH_NODES) is True
    except (ValueError, NotImplementedError):
        return False


def _td_exists(k: int, m: int) -> bool:
    """A TD(k, m) is built by the library (k - 2 MOLS(m))."""
    if m == 1 or k <= 3:
        return m >= 1
    if is_prime_power(m):
        return k <= m + 1
    from designs.mols_constructions import MAX_ORDER, largest_mols

    return m <= MAX_ORDER and largest_mols(m) >= k - 2


def _direct(v: int, k: int) -> BIBDConstruction | None:
    """The constructions that read no other plan."""
    if v == k:
        return BIBDConstruction(v, k, "trivial")
    if k == 2:
        return BIBDConstruction(v, k, "all pairs")
    if k == 3:
        return BIBDConstruction(v, k, "Steiner triple system")
    q = k - 1
    if is_prime_power(q):
        n = _geometry_dimension(v, q, True)
        if n == 2:
            return BIBDConstruction(v, k, "projective plane", (q,))
        if n:
            return BIBDConstruction(v, k, "projective geometry", (n, q))
        if v == q ** 3 + 1 and q <= 7:              # PG(2, q^2) within projective_plane's default size
            return BIBDConstruction(v, k, "Hermitian unital", (q,))
    if is_prime_power(k):
        n = _geometry_dimension(v, k, False)
        if n == 2:
            return BIBDConstruction(v, k, "affine plane", (k,))
        if n:
            return BIBDConstruction(v, k, "affine geometry", (n, k))
    if k == 5 and v % 5 == 0 and (v // 5) % 4 == 1 and is_prime_power(v // 5):
        return BIBDConstruction(v, k, "5q", (v // 5,))
    return None


def _built(v: int, k: int) -> bool:
    """BIBD(v, k, 1) is planned (v = 1 counts: a point, no block)."""
    if v == 1:
        return True
    if v < k or bibd_admissibility_problem(v, k):
        return False
    return _plan(v, k) is not None


@lru_cache(maxsize=None)
def _plan(v: int, k: int) -> BIBDConstruction | None:
    """The plan for an admissible BIBD(v, k, 1), reading plans of smaller v (fill them bottom-up first)."""
    direct = _direct(v, k)
    if direct is not None or k <= 3:
        return direct
    for e in (0, 1, k):
        m, rest = divmod(v - e, k)
        if not rest and m >= 2 and _td_exists(k, m) and (m + e == 1 or m + e >= k and _built(m + e, k)):
            return BIBDConstruction(v, k, "TD", (m, e))
    recipe = _pbd_recipe((v - 1) // (k - 1), k)
    if recipe is not None:
        return BIBDConstruction(v, k, "PBD", recipe)
    if _difference_family_exists(v, k):
        return BIBDConstruction(v, k, "difference family")
    return None


def _pbd_recipe(u: int, k: int) -> tuple | None:
    """A PBD(u, L) every block size l of which has a planned BIBD((k - 1) l + 1, k, 1): ``(recipe, sizes)``."""
    def fits(l: int) -> bool:
        return l <= 1 or (l < u and _built((k - 1) * l + 1, k))

    for k2 in range(3, min(u, 13)):           # a BIBD(u, k2): k2 = 4, 5 planned here, others direct
        if fits(k2) and bibd_admissibility_problem(u, k2) is None and \
                (_plan(u, k2) if k2 in (4, 5) else _direct(u, k2)) is not None:
            return ("BIBD", u, k2), (k2,)
    for K in range(3, u):
        if not (fits(K) or fits(K + 1)):
            continue
        for e in (0, 1):
            for m in range(max(2, (u - e) // (K + 1)), (u - e) // K + 1):
                x = u - e - K * m
                if not 0 <= x <= m:
                    continue
                sizes = ({K} if x < m else set()) | ({K + 1} if x > 0 else set())
                groups = {m + e} | ({x + e} if x + e >= 2 else set())
                if all(fits(s) for s in sizes | groups) and _td_exists(K + (x > 0), m):
                    return ("TD", K, m, x, e), tuple(sorted(sizes | groups))
    return None


def _fill_plans(v: int, k: int) -> None:
    """Plan every admissible v' < v for k, bottom-up (the recursion then stays shallow), and before them
    the BIBD(u, 4) and BIBD(u, 5) that may serve as PBDs (u < v / (k - 1))."""
    if k <= 3:
        return
    for k2 in (4, 5):
        if k2 != k:
            _fill_one(v // (k - 1) + 1, k2)
    _fill_one(v, k)


def _fill_one(v: int, k: int) -> None:
    for w in range(k, v):
        if bibd_admissibility_problem(w, k) is None:
            _plan(w, k)


def bibd_construction(v: int, k: int) -> BIBDConstruction:
    """Return the construction :func:`balanced_incomplete_block_design` uses for BIBD(v, k, 1), without
    building it.

    Raises
    ------
    ValueError
        If BIBD(v, k, 1) fails a necessary condition (named), or v > :data:`MAX_V`.
    NotAvailable
        If no construction here applies (the message says what is known).

    Examples
    --------
    >>> from designs.bibd import bibd_construction
    >>> bibd_construction(40, 4).description
    'the lines of PG(3, 3)'
    >>> bibd_construction(28, 4).description
    'the Hermitian unital of order 3 in PG(2, 9)'
    """
    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k, maximum=MAX_V, why="the plan reads every smaller v")
    check_bibd_parameters(v, k)
    _fill_plans(v, k)
    plan = _plan(v, k)
    if plan is None:
        raise NotAvailable(f"BIBD({v}, {k}, 1): {_unbuilt_reason(v, k)}")
    return plan


def _unbuilt_reason(v: int, k: int) -> str:
    if k in EXISTENCE_THEOREMS:
        if k == 3:
            return f"exists ({EXISTENCE_THEOREMS[k]}), but designs.steiner is not available"
        return f"exists ({EXISTENCE_THEOREMS[k]}), no construction here"
    return "the necessary conditions hold; existence is not decided here (see the Handbook, II.3)"


# ------------------------------------------------------------------------------------------ building
def balanced_incomplete_block_design(v: int, k: int, lambd: int = 1, existence: bool = False
                                     ) -> BlockDesign | bool | None:
    """Return a BIBD(v, k, lambd) (Sage's ``designs.balanced_incomplete_block_design``, same arguments).

    Parameters
    ----------
    v, k : int
        Points and block size.
    lambd : int
        The index; lambd > 1 is built only for k = 2 and v = k (the blocks repeated lambd times).
    existence : bool
        Instead of the design, return True (the toolkit builds it), False (it does not exist: a necessary
        condition fails) or None: unknown to the toolkit (Sage returns ``Unknown``, which is falsy too). For
        k <= 5 and lambd = 1, None means the design exists by the theorem of Kirkman or Hanani but no
        construction here reaches it.

    Returns
    -------
    BlockDesign
        Points 0..v-1, checked as a 2-(v, k, lambd) design, with ``construction`` naming how it was made.

    Raises
    ------
    ValueError
        If a necessary condition fails (named; :func:`designs.block_designs.check_bibd_parameters`).
    NotAvailable
        If the parameters are admissible but no construction here applies: the message names the case and
        what is known (``"exists (Hanani 1972), no construction here"``).

    Examples
    --------
    >>> from designs.bibd import balanced_incomplete_block_design
    >>> d = balanced_incomplete_block_design(13, 4)
    >>> str(d.parameters), d.construction
    ('2-(13,4,1)', 'the projective plane of order 3')
    >>> balanced_incomplete_block_design(16, 4, existence=True), balanced_incomplete_block_design(17, 4,
    ...                                                                                            existence=True)
    (True, False)
    >>> balanced_incomplete_block_design(10, 4)
    Traceback (most recent call last):
    ...
    ValueError: no BIBD(10, 4, 1): v = 10 is not 1 or 4 mod 12
    """
    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=1)
    lambd = check_int(lambd, "lambd", minimum=1)
    problem = bibd_admissibility_problem(v, k, lambd) if v >= k else f"v = {v} < k = {k}"
    if problem is None and lambd == 1:
        problem = _bruck_ryser(v, k)
    if problem:
        if existence:
            return False
        raise ValueError(f"no BIBD({v}, {k}, {lambd}): {problem}")
    if lambd > 1:
        if k == 2 or v == k:
            if existence:
                return True
            blocks = itertools.combinations(range(v), k) if k == 2 else [range(v)]
            return BlockDesign(range(v), [b for b in blocks for _ in range(lambd)], by="indices",
                               construction="all pairs, each repeated" if k == 2 else "one block, repeated")
        if existence:
            return None
        raise NotAvailable(f"BIBD({v}, {k}, {lambd}): lambda > 1 is built here only for k = 2 and v = k")
    if v > MAX_V:
        if existence:
            return None
        raise NotAvailable(f"BIBD({v}, {k}, 1): v > MAX_V = {MAX_V} is not planned here")
    _fill_plans(v, k)
    plan = _plan(v, k)
    if existence:
        return True if plan is not None else None
    if plan is None:
        raise NotAvailable(f"BIBD({v}, {k}, 1): {_unbuilt_reason(v, k)}")
    return BlockDesign(range(v), _blocks(v, k).tolist(), by="indices", construction=plan.description)


def _bruck_ryser(v: int, k: int) -> str | None:
    """The Bruck-Ryser condition for a plane of order n (projective: v = n^2 + n + 1, k = n + 1; affine: v = n^2,
    k = n, which exists exactly when the projective one does): if n = 1, 2 mod 4, n must be a sum of two
    squares (Bruck and Ryser 1949, [1]_ II.6); then the published nonexistence results of
    ``designs/data/bibd_nonexistence.json``. The failure in words, or None."""
    known = _published_nonexistence().get((v, k))
    if known:
        return known
    n = k - 1 if v == k * k - k + 1 else k if v == k * k else 0
    if n < 2 or n % 4 not in (1, 2):
        return None
    if any(isqrt(n - a * a) ** 2 == n - a * a for a in range(isqrt(n) + 1)):
        return None
    kind = "a projective" if v == k * k - k + 1 else "an affine"
    return f"{kind} plane of order {n} (n = {n % 4} mod 4, not a sum of two squares) fails Bruck-Ryser"


@lru_cache(maxsize=None)
def _published_nonexistence() -> dict[tuple[int, int], str]:
    from designs._data import read_data

    data = read_data("bibd_nonexistence.json")
    return {(v, k): text for v, k, text in data["nonexistent"]}


@lru_cache(maxsize=64)
def _blocks_cached(v: int, k: int) -> np.ndarray:
    return _blocks(v, k)


def _blocks(v: int, k: int) -> np.ndarray:
    """The blocks of the planned BIBD(v, k, 1) as a (b, k) array of point indices 0..v-1 (not checked)."""
    if v == 1:
        return np.zeros((0, k), dtype=np.int64)
    c = _plan(v, k)
    p = c.parameters
    if c.method == "trivial":
        out = [list(range(v))]
    elif c.method == "all pairs":
        out = list(itertools.combinations(range(v), 2))
    elif c.method == "Steiner triple system":
        from designs.steiner import steiner_triple_system

        out = steiner_triple_system(v).blocks
    elif c.method == "projective plane":
        from designs.planes import projective_plane

        out = projective_plane(p[0]).blocks
    elif c.method == "affine plane":
        from designs.planes import affine_plane

        out = affine_plane(p[0]).blocks
    elif c.method == "projective geometry":
        out = projective_geometry_lines(*p).blocks
    elif c.method == "affine geometry":
        out = affine_geometry_lines(*p).blocks
    elif c.method == "Hermitian unital":
        out = hermitian_unital(p[0]).blocks
    elif c.method == "5q":
        out = _five_q_blocks(p[0])
    elif c.method == "difference family":
        out = _difference_family_blocks(v, k)
    elif c.method == "TD":
        out = _td_blocks(v, k, *p)
    else:
        out = _weighted_blocks(_pbd_blocks(c.parameters[0]), k)
    return np.asarray(out, dtype=np.int64).reshape(-1, k)


def _difference_family_blocks(v: int, k: int) -> list:
    from designs import difference_families as df

    G, D = df.difference_family(v, k, max_nodes=DF_SEARCH_NODES)
    return df.development(G, D).blocks


def _td_blocks(v: int, k: int, m: int, e: int) -> list:
    """TD(k, m) plus a BIBD(m + e, k, 1) on each group and the e infinite points."""
    td = truncated_transversal_design(k + 1, m, 0)          # a TD(k, m)
    filled = fill_groups(td, lambda n: _structure(n, k), infinite_points=e, check=False)
    return filled.blocks


def _structure(n: int, k: int) -> IncidenceStructure:
    return IncidenceStructure._trusted(tuple(range(n)), tuple(map(tuple, _blocks_cached(n, k).tolist())))


def _pbd_blocks(recipe: tuple) -> list:
    if recipe[0] == "BIBD":
        return _blocks_cached(recipe[1], recipe[2]).tolist()
    _, K, m, x, e = recipe
    return list(PBD_from_TD(K, m, x, extra_point=bool(e)).blocks)


def _weighted_blocks(pbd_blocks: Sequence[Sequence[int]], k: int) -> np.ndarray:
    """The blocks of BIBD((k - 1) u + 1, k, 1) from a PBD on 0..u-1: point x becomes (k - 1) x + a, a < k - 1,
    and the last point is infinity (Stinson's Theorem 7.20 with weight k - 1)."""
    u = 1 + max(max(b) for b in pbd_blocks) if pbd_blocks else 1
    w = k - 1
    infinity = w * u
    parts = [np.array([[w * x + a for a in range(w)] + [infinity] for x in range(u)], dtype=np.int64)]
    templates: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for block in pbd_blocks:
        size = len(block)
        if size < 2:
            continue
        if size not in templates:
            templates[size] = _template(size, k)
        which, copy = templates[size]
        parts.append(np.asarray(block, dtype=np.int64)[which] * w + copy)
    return np.concatenate(parts)


def _template(size: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """A BIBD((k - 1) size + 1, k, 1) seen from its last point: its blocks missing that point, as (PBD block
    position, copy) arrays; the blocks through the last point fix the positions."""
    n = (k - 1) * size + 1
    blocks = _blocks_cached(n, k)
    infinity = n - 1
    through = blocks[(blocks == infinity).any(axis=1)]
    others = blocks[~(blocks == infinity).any(axis=1)]
    position = np.empty(n, dtype=np.int64)
    copy = np.empty(n, dtype=np.int64)
    for i, b in enumerate(through):
        rest = [x for x in b.tolist() if x != infinity]
        position[rest] = i
        copy[rest] = np.arange(k - 1)
    return position[others], copy[others]


def BIBD_from_PBD(PBD: Iterable[Iterable[int]] | PairwiseBalancedDesign, v: int, k: int, check: bool = True
                  ) -> BlockDesign:
    """A BIBD(v, k, 1), v = (k - 1) u + 1, from a PBD on the points 0..u-1 (Sage's ``BIBD_from_PBD``, same
    arguments): point x becomes the k - 1 points (k - 1) x .. (k - 1) x + k - 2, a point infinity (v - 1) is
    added, each block B of size l carries a BIBD((k - 1) l + 1, k, 1) of this module less its blocks through
    one point, which are added once per point x with infinity ([2]_ Theorem 7.20).

    Raises
    ------
    ValueError
        If v is not (k - 1) u + 1, or (``check``) the result is not a BIBD (then the PBD was not one).
    NotAvailable
        If a block size l has no BIBD((k - 1) l + 1, k, 1) here.

    Examples
    --------
    >>> from designs.bibd import BIBD_from_PBD
    >>> BIBD_from_PBD([[0, 1, 2, 3]], 13, 4).construction
    'a PBD(4, {4}) given, each point taken 3 times plus a point'
    """
    k = check_int(k, "k", minimum=3)
    blocks = [list(b) for b in (PBD.blocks if isinstance(PBD, IncidenceStructure) else PBD)]
    u = 1 + max((x for b in blocks for x in b), default=0)
    if v != (k - 1) * u + 1:
        raise ValueError(f"BIBD_from_PBD: a PBD on {u} points gives v = (k - 1) u + 1 = {(k - 1) * u + 1}, not {v}")
    for size in sorted({len(b) for b in blocks if len(b) > 1}):
        n = (k - 1) * size + 1
        if not balanced_incomplete_block_design(n, k, existence=True):
            raise NotAvailable(f"BIBD_from_PBD: a block of size {size} needs a BIBD({n}, {k}, 1), not built here")
        _fill_plans(n, k)
    sizes = ", ".join(map(str, sorted({len(b) for b in blocks})))
    return BlockDesign(range(v), _weighted_blocks(blocks, k).tolist(), by="indices", check=check,
                       construction=f"a PBD({u}, {{{sizes}}}) given, each point taken {k - 1} times plus a point")


def BIBD_from_TD(v: int, k: int, existence: bool = False) -> BlockDesign | bool | None:
    """A BIBD(v, k, 1) from a TD(k, m) with v = k m, k m + 1 or k m + k and a BIBD(m, k), BIBD(m + 1, k) or
    BIBD(m + k, k) on its groups (Sage's ``BIBD_from_TD``, same arguments).

    ``existence=True`` returns True when this module builds it so, None otherwise.

    Examples
    --------
    >>> from designs.bibd import BIBD_from_TD
    >>> BIBD_from_TD(65, 5, existence=True), BIBD_from_TD(125, 5).construction
    (None, 'a TD(5, 25) with a BIBD(25, 5, 1) on each group')
    """
    k = check_int(k, "k", minimum=3)
    v = check_int(v, "v", minimum=k)
    for e in (0, 1, k):
        m, rest = divmod(v - e, k)
        if not rest and m >= 2 and _td_exists(k, m) and balanced_incomplete_block_design(m + e, k, existence=True):
            if existence:
                return True
            _fill_plans(m + e, k)
            plan = BIBDConstruction(v, k, "TD", (m, e))
            return BlockDesign(range(v), _td_blocks(v, k, m, e), by="indices", construction=plan.description)
    if existence:
        return None
    raise NotAvailable(f"BIBD_from_TD({v}, {k}): no m with v = {k} m (+ 1 or + {k}), a TD({k}, m) and the BIBD "
                       f"on its groups")


# ------------------------------------------------------------------------------------------ direct constructions
def _normalised_vectors(q: int, length: int) -> list[tuple[int, ...]]:
    """The points of PG(length - 1, q): nonzero vectors whose first nonzero coordinate is 1."""
    out = []
    for lead in range(length):
        for tail in itertools.product(range(q), repeat=length - lead - 1):
            out.append((0,) * lead + (1,) + tail)
    return out


def projective_geometry_lines(n: int, q: int) -> BlockDesign:
    """The points and lines of PG(n, q): a BIBD((q^{n+1} - 1)/(q - 1), q + 1, 1) ([1]_ VII.2).

    Points are the normalised vectors of GF(q)^{n+1} (first nonzero coordinate 1), in the order of
    :func:`itertools.product`; the line through points x and y holds x and y + c x for c in GF(q).

    Examples
    --------
    >>> from designs.bibd import projective_geometry_lines
    >>> str(projective_geometry_lines(3, 2).parameters)
    '2-(15,3,1)'
    """
    n = check_int(n, "n", minimum=1)
    from designs.fields import prime_power

    prime_power(q)
    F = field_tables(q)
    points = _normalised_vectors(q, n + 1)
    index = {x: i for i, x in enumerate(points)}
    v = len(points)

    def normalise(vec: np.ndarray) -> tuple[int, ...]:
        lead = int(vec[np.flatnonzero(vec)[0]])
        return tuple(F.mul[F.inv[lead], vec].tolist())

    covered = np.zeros((v, v), dtype=bool)
    blocks = []
    P = np.array(points, dtype=np.int64)
    for i in range(v):
        for j in range(i + 1, v):
            if covered[i, j]:
                continue
            line = [i, j] + [index[normalise(F.add[P[j], F.mul[c, P[i]]])] for c in range(1, q)]
            line.sort()
            covered[np.ix_(line, line)] = True
            blocks.append(line)
    return BlockDesign(points, blocks, by="indices", construction=f"the lines of PG({n}, {q})", check=False)


def affine_geometry_lines(n: int, q: int) -> BlockDesign:
    """The points and lines of AG(n, q): a BIBD(q^n, q, 1) ([1]_ VII.2).

    Points are the vectors of GF(q)^n in the order of :func:`itertools.product` (index = the vector read in
    base q); the lines in direction d (a point of PG(n - 1, q)) are the cosets x + GF(q) d.

    Examples
    --------
    >>> from designs.bibd import affine_geometry_lines
    >>> str(affine_geometry_lines(3, 3).parameters)
    '2-(27,3,1)'
    """
    n = check_int(n, "n", minimum=1)
    from designs.fields import prime_power

    prime_power(q)
    F = field_tables(q)
    P = np.array(list(itertools.product(range(q), repeat=n)), dtype=np.int64)
    weights = q ** np.arange(n - 1, -1, -1)
    blocks = []
    for d in _normalised_vectors(q, n):
        d = np.array(d, dtype=np.int64)
        # the points x + c d for every x and c: (v, q) indices; a line is kept from its smallest point
        lines = np.stack([(F.add[P, F.mul[c, d]] * weights).sum(axis=1) for c in range(q)], axis=1)
        lines.sort(axis=1)
        blocks.append(lines[lines[:, 0] == np.arange(len(P))])
    return BlockDesign([tuple(x) for x in P.tolist()], np.concatenate(blocks).tolist(), by="indices",
                       construction=f"the lines of AG({n}, {q})", check=False)


def hermitian_unital(q: int) -> BlockDesign:
    """The Hermitian unital of order q: the q^3 + 1 points of PG(2, q^2) with x^{q+1} + y^{q+1} + z^{q+1} = 0
    and the lines meeting them in q + 1 points, a BIBD(q^3 + 1, q + 1, 1) ([1]_ VII.2).

    Points keep their homogeneous coordinates (those of :func:`designs.planes.projective_plane`) as labels.

    Examples
    --------
    >>> from designs.bibd import hermitian_unital
    >>> u = hermitian_unital(2)
    >>> str(u.parameters), u.construction
    ('2-(9,3,1)', 'the Hermitian unital of order 2 in PG(2, 4)')
    """
    from designs.fields import prime_power
    from designs.planes import projective_plane

    prime_power(q)
    plane = projective_plane(q * q)
    F = field_tables(q * q)
    x = np.arange(q * q)
    norm = x
    for _ in range(q):                       # the norm x^{q+1} as a table: q multiplications by x
        norm = F.mul[norm, x]
    coords = np.array(plane.points, dtype=np.int64)
    value = F.add[F.add[norm[coords[:, 0]], norm[coords[:, 1]]], norm[coords[:, 2]]]
    on = np.flatnonzero(value == 0)
    index = {int(x): i for i, x in enumerate(on)}
    blocks = [[index[x] for x in b if x in index] for b in plane.blocks]
    blocks = [b for b in blocks if len(b) == q + 1]
    return BlockDesign([plane.points[i] for i in on], blocks, by="indices", check=False,
                       construction=f"the Hermitian unital of order {q} in PG(2, {q * q})")


def _five_q_blocks(q: int) -> list[list[int]]:
    """C. Smith's BIBD(5q, 5, 1), q = 1 mod 4 a prime power, on Z_5 x GF(q) (point i q + x): the blocks
    {(i, b) : i in Z_5} and, for each b, i and j < d = (q - 1)/4, {(i, b), (i + 1, b +- a^j),
    (i + 4, b +- a^{j + d})} with a primitive ([3]_ Theorem 24)."""
    F = field_tables(q)
    d = (q - 1) // 4
    powers = [1]
    for _ in range(2 * d):
        powers.append(int(F.mul[powers[-1], F.primitive]))
    blocks = [[i * q + b for i in range(5)] for b in range(q)]
    for b in range(q):
        for i in range(5):
            for j in range(d):
                s, t = powers[j], powers[j + d]
                blocks.append([i * q + b,
                               (i + 1) % 5 * q + int(F.add[b, s]), (i + 1) % 5 * q + int(F.add[b, F.neg[s]]),
                               (i + 4) % 5 * q + int(F.add[b, t]), (i + 4) % 5 * q + int(F.add[b, F.neg[t]])])
    return blocks


def BIBD_5q_5_for_q_prime_power(q: int) -> BlockDesign:
    """C. Smith's BIBD(5q, 5, 1) for a prime power q = 1 mod 4 (Sage's ``BIBD_5q_5_for_q_prime_power``).

    Examples
    --------
    >>> from designs.bibd import BIBD_5q_5_for_q_prime_power
    >>> str(BIBD_5q_5_for_q_prime_power(9).parameters)
    '2-(45,5,1)'
    """
    q = check_int(q, "q", minimum=5)
    if q % 4 != 1 or not is_prime_power(q):
        raise ValueError(f"BIBD_5q_5_for_q_prime_power needs a prime power q = 1 mod 4, not {q}")
    return BlockDesign(range(5 * q), _five_q_blocks(q), by="indices",
                       construction=BIBDConstruction(5 * q, 5, "5q", (q,)).description)


# ------------------------------------------------------------------------------------------ the table
def bibd_existence_table(k_max: int = 5, v_max: int = 1000, *, build: bool = False) -> list[BIBDTableEntry]:
    """The BIBD(v, k, 1) table for 3 <= k <= k_max and k_max... every 1 < v <= v_max: for each (v, k) the
    construction planned (``"built"``), the necessary condition that fails (``"none"``) or what is known
    (``"not built"``), like :func:`designs.mols_constructions.mols_table`.

    Parameters
    ----------
    build : bool, keyword-only
        Also build every planned design, checked as a 2-design (slow: minutes for v_max = 1000).

    Examples
    --------
    >>> from designs.bibd import bibd_existence_table
    >>> [(e.v, e.status) for e in bibd_existence_table(4, 16) if e.k == 4 and e.v >= 12]
    [(12, 'none'), (13, 'built'), (14, 'none'), (15, 'none'), (16, 'built')]
    """
    k_max = check_int(k_max, "k_max", minimum=3, maximum=20)
    v_max = check_int(v_max, "v_max", minimum=2, maximum=MAX_V)
    table = []
    for k in range(3, k_max + 1):
        _fill_plans(v_max + 1, k)
        for v in range(2, v_max + 1):
            problem = f"v = {v} < k = {k}" if v < k else bibd_admissibility_problem(v, k) or _bruck_ryser(v, k)
            if problem:
                table.append(BIBDTableEntry(v, k, "none", problem))
                continue
            plan = _plan(v, k)
            if plan is None:
                table.append(BIBDTableEntry(v, k, "not built", _unbuilt_reason(v, k)))
                continue
            if build:
                balanced_incomplete_block_design(v, k)
            table.append(BIBDTableEntry(v, k, "built", plan.description))
    return table


# ------------------------------------------------------------------------------------------ GDDs
def group_divisible_design(v: int, K: Iterable[int], G: Iterable[int], existence: bool = False,
                           check: bool = False) -> GroupDivisibleDesign | bool | None:
    """A (v, K, G)-GDD: v points, block sizes in K, group sizes in G (Sage's ``designs.group_divisible_design``,
    same argument order), for K = {k} and G = {g}.

    Constructions: v = g, one group and no block; g = 1, a BIBD(v, k, 1); v = k g, a TD(k, g); g = k - 1, a
    BIBD(v + 1, k, 1) minus a point (:func:`designs.group_divisible.GDD_from_BIBD_minus_point`).

    Parameters
    ----------
    existence : bool
        Instead of the design, return True (built here), False (a necessary condition fails) or None
        (unknown to the toolkit: the conditions hold, but no construction here applies).
    check : bool
        Verify the design again.

    Raises
    ------
    ValueError
        If K or G is not a single size, or a necessary condition fails (named).
    NotAvailable
        If none of the constructions applies.

    Examples
    --------
    >>> from designs.bibd import group_divisible_design
    >>> group_divisible_design(12, [4], [3]).group_type()
    '3^4'
    >>> group_divisible_design(8, [4], [2], existence=True)
    False
    """
    v = check_int(v, "v", minimum=1)
    K, G = sorted(set(K)), sorted(set(G))
    if len(K) != 1 or len(G) != 1:
        raise ValueError(f"group_divisible_design builds uniform GDDs only: K = {K} and G = {G} must each be "
                         f"one size")
    k = check_int(K[0], "k", minimum=2)
    g = check_int(G[0], "g", minimum=1)
    problem = _uniform_gdd_problem(v, k, g)
    if problem:
        if existence:
            return False
        raise ValueError(f"no {k}-GDD of type {g}^{v // g if v % g == 0 else '?'}: {problem}")
    plan = _uniform_gdd_plan(v, k, g)
    if existence:
        return True if plan is not None else None
    if plan is None:
        raise NotAvailable(f"a {k}-GDD of type {g}^{v // g}: the necessary conditions hold, but no construction "
                           f"here builds it")
    gdd = plan()
    return gdd.check() if check else gdd


def _uniform_gdd_problem(v: int, k: int, g: int) -> str | None:
    """The necessary condition a k-GDD of type g^u (u = v / g) fails, or None ([1]_ IV.4)."""
    if v % g:
        return f"g = {g} does not divide v = {v}"
    u = v // g
    if u == 1:
        return None
    if u < k:
        return f"a block meets k = {k} different groups, and there are only u = {u}"
    if (u - 1) * g % (k - 1):
        return f"(u - 1) g = {(u - 1) * g} is not divisible by k - 1 = {k - 1}"
    if u * (u - 1) * g * g % (k * (k - 1)):
        return f"u (u - 1) g^2 = {u * (u - 1) * g * g} is not divisible by k (k - 1) = {k * (k - 1)}"
    if u == k and g > 1 and k > g + 1:
        return f"a TD({k}, {g}) needs {k - 2} MOLS of order {g}, more than the g - 1 = {g - 1} that can exist"
    if u == k and g in (2, 6) and k >= 4:
        return f"a TD({k}, {g}) needs 2 MOLS of order {g}, and there are none (Euler; Tarry 1900 for order 6)"
    if g == 1:
        return bibd_admissibility_problem(v, k) or _bruck_ryser(v, k)
    return None


def _uniform_gdd_plan(v: int, k: int, g: int) -> Callable[[], GroupDivisibleDesign] | None:
    u = v // g
    if u == 1:
        return lambda: GroupDivisibleDesign._built(v, [list(range(v))], [], construction="one group, no block")
    if g == 1:
        if not balanced_incomplete_block_design(v, k, existence=True):
            return None

        def from_bibd() -> GroupDivisibleDesign:
            d = balanced_incomplete_block_design(v, k)
            return GroupDivisibleDesign._built(v, [[x] for x in range(v)], d.blocks, construction=d.construction)
        return from_bibd
    if u == k and _td_exists(k, g):
        return lambda: truncated_transversal_design(k + 1, g, 0) if k >= 3 else \
            GroupDivisibleDesign._built(v, [range(g), range(g, v)], [[a, b] for a in range(g) for b in range(g, v)],
                                        construction=f"TD(2, {g})")
    if g == k - 1 and balanced_incomplete_block_design(v + 1, k, existence=True):
        return lambda: GDD_from_BIBD_minus_point(balanced_incomplete_block_design(v + 1, k))
    return None
