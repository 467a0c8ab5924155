"""MOLS of every order: the best construction the library knows, built and verified, and the table of them.

N(n) is the largest number of mutually orthogonal Latin squares of order n. This module finds, for any
order n >= 2, the largest k it can *build* (a lower bound on N(n)) and builds k-MOLS(n) as an orthogonal
array OA(k + 2, n) (:mod:`designs.orthogonal_arrays`), every output checked mutually orthogonal in numpy.

Start with :func:`mols_construction` (n): the best construction found, with its k and a description;
:func:`mutually_orthogonal_latin_squares` (k, n): the squares; :func:`orthogonal_array` (k, n): the array;
:func:`largest_mols` (n): the k; :func:`mols_table` (n_max): the whole table, like Sage's ``MOLS_table``.

Constructions tried (the best k wins; ties go to the first in this list):

``trivial``
    k = 1: the cyclic square.

``field``
    n a prime power: the n - 1 MOLS over GF(n) [1]_ III.3.

``product``
    n = a b: min(k(a), k(b)) MOLS by the direct product (MacNeish 1922) [1]_ III.3.

``wilson``
    n = m t + u, 0 < u <= t: min(k(t) - 1, k(m), k(m + 1), k(u)) MOLS by Wilson's construction with
    one truncated group [2]_, [1]_ III.3 (k(1) is unbounded).

``wilson2``
    n = m t + u_1 + u_2, 1 <= u_i <= t: min(k(t) - 2, k(m), k(m + 1), k(m + 2), k(u_1), k(u_2)) MOLS
    by Wilson's construction with two truncated groups [1]_ III.3.

``wilson3``
    n = m t + 3u, 1 <= u <= t: min(k(t) - 3, k(m), ..., k(m + 3), k(u)) MOLS by Wilson's construction
    with three truncated groups of size u; k(m) is not needed if the kept points can be chosen
    so that every block meets one (Abel and Cavenagh 2007, construction 3.5; e.g. 6 MOLS(90)).

``wilson_block``
    n = m t + i, 2 <= i: min(k(t) - i, k(m), k(m + 1), k(m + i)) MOLS by Wilson's construction
    with i groups truncated to the points of one block (Abel and Cavenagh 2007, construction 3.3;
    :func:`designs.orthogonal_arrays.wilson_construction_with_a_full_block`); e.g. 7 MOLS(91).

``abel_cavenagh_3_4``
    n = m t + r + s, 2 <= r, 1 <= s < t: min(k(t) - r - 1, k(m), k(m + 1), k(m + 2), k(s), max(k(m + r),
    k(m + r + 1))) MOLS by Wilson's construction with r groups truncated to one point each, all on one master
    block, and one group truncated to s points (Abel and Cavenagh 2007, construction 3.4; r <= 24 is tried);
    e.g. 6 MOLS(164) = 7*23 + 2 + 1.

``V(m,t)``
    n = (m + 1) t + 1 with q = m t + 1 a prime power: min(m, k(t)) MOLS from a V(m, t) vector of
    GF(q) (a published one, :data:`designs.difference_matrices.PUBLISHED_V_VECTORS`, or else one
    found here by a backtracking search) and MOLS(t) in the hole [1]_; e.g. V(2, 3) gives 2 MOLS
    of order 10.

``orthomorphisms``
    n = 12: a difference matrix over Z2 x Z6 whose columns are 0, the identity and c pairwise
    orthogonal orthomorphisms, found by a search (Johnson, Dulmage, Mendelsohn 1961 [3]_); its
    development is resolvable, so it gives an OA(c + 3, n): c + 1 MOLS (5 MOLS(12) from c = 4).

``QDM``
    n = g + 1: a (g, k; 1, 1; 1) quasi-difference matrix over Z_g [1]_ (Part VI), found by
    :func:`cyclic_qdm_search` (randomised depth-first search with restarts) and stored in
    :data:`CYCLIC_QDMS` with the seed that finds it; it is verified every time it is used
    (the OA it gives is checked), and a slow test runs the search again.

``published``
    the difference matrices, quasi-difference matrices and squares printed in the literature
    (Handbook [1]_ III.3.49-3.74, Abel 2013, Todorov 2012, ...), held in
    :data:`designs.difference_matrices.PUBLISHED` and developed there; each is checked when used.

The plan reads k(·) of smaller orders only, so the table is filled bottom-up once per process, to
:data:`MAX_ORDER` = 10,000; for each order every construction is vectorised over its free parameter t (for one
t, each Wilson-type construction has at most three values of m), so the whole table takes seconds and nothing
is built until asked. For n <= 60 the table equals the Handbook's lower bounds ([1]_ Table III.3.87) and Sage's
``MOLS_table``, which is above the Handbook at 14 and 18 (later papers); to 99 it equals Sage's. Beyond 100 it is
below the Handbook's table at some orders (the constructions of Brouwer-van Rees, Abel-Cavenagh 3.6,
the q - x and thwart constructions and the direct constructions of the literature are not here); the reproduce
rows of :mod:`combgames.reproduce.mols_table` list them.

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, Part III (Mutually orthogonal Latin squares) and Part VI (difference matrices, V(m, t) vectors).
.. [2] R. M. Wilson, "Concerning the number of mutually orthogonal Latin squares", Discrete Math. 9 (1974)
   181-198.
.. [3] D. M. Johnson, A. L. Dulmage, N. S. Mendelsohn, "Orthomorphisms of groups and orthogonal Latin
   squares I", Canad. J. Math. 13 (1961) 356-372.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from math import isqrt
from typing import Any

import numpy as np

from designs._limits import MAX_ENTRIES, check_size
from designs.difference_matrices import PUBLISHED, PUBLISHED_V_VECTORS, published_oa
from designs.fields import factorise, field_tables
from designs.latin import LatinSquare, direct_product, field_squares, macneish_bound
from designs.orthogonal_arrays import (
    AbelianGroup,
    check_orthogonal_array,
    mols_from_oa,
    oa_from_difference_matrix,
    oa_from_field,
    oa_from_quasi_difference_matrix,
    oa_product,
    wilson_construction,
    wilson_construction_truncated,
    wilson_construction_two_truncated,
    wilson_construction_with_a_full_block,
)
from combgames.base.checks import check_int
from combgames.base.tables import ReadAsTable, Table

__all__ = [
    "MOLSConstruction",
    "macneish_mols",
    "MOLSNotAvailableError",
    "mols_construction",
    "largest_mols",
    "mutually_orthogonal_latin_squares",
    "orthogonal_array",
    "mols_table",
    "MOLSTable",
    "v_vector",
    "orthomorphism_difference_matrix",
    "cyclic_qdm_search",
    "CYCLIC_QDMS",
    "MAX_ORDER",
    "V_SEARCH_LIMIT",
]

MAX_ORDER = 10_000
"""The largest order :func:`mols_construction` plans for (the plan fills the table for every smaller order, each
order O(n) array work: a few seconds of CPU to 10,000; the table of the Handbook [1]_ ends there)."""

V_SEARCH_MAX_FIELD = 100
"""The planner searches for a V(m, t) vector (:func:`v_vector`) only in fields GF(q), q = m t + 1 below this (each
search is up to a second; the published vectors, :data:`designs.difference_matrices.PUBLISHED_V_VECTORS`,
cover the larger ones the table uses)."""

V_SEARCH_LIMIT = 200_000
"""The values tried by one :func:`v_vector` search before it gives up (about a second)."""

ORTHOMORPHISM_GROUPS = {12: ((2, 6), 4)}
"""Orders n -> (the abelian group Z_{m_1} x ..., the number c of pairwise orthogonal orthomorphisms sought):
a difference matrix of 0, the identity and c orthomorphisms, developed, with its parallel classes as one more
column, is an OA(c + 3, n): c + 1 MOLS(n), the group's Cayley table among them. The search for c = 4 over
Z2 x Z6 takes about a second; proving that 5 do not exist (which would give 6 MOLS(12)) takes a minute, so it
is not run here."""


CYCLIC_QDMS = {
    14: (13, 429, ((-1, 0, 0, 0), (0, -1, 12, 6), (0, 12, -1, 1), (0, 6, 1, -1), (0, 0, 2, 5), (0, 1, 10, 9),
                   (0, 2, 0, 11), (0, 3, 7, 4), (0, 4, 9, 2), (0, 5, 6, 8), (0, 7, 4, 0), (0, 8, 11, 12),
                   (0, 9, 8, 3), (0, 10, 3, 7), (0, 11, 5, 10))),
}
"""Order n -> (g, seed, a (g, k; 1, 1; 1) quasi-difference matrix over Z_g with g = n - 1), empty cells -1.

Each matrix is the output of ``cyclic_qdm_search(g, k, seed=seed)`` (stored because the search, a few
seconds to a minute, is too slow for every call). 2 MOLS(14): the (13, 4; 1, 1; 1) QDM below."""


class MOLSNotAvailableError(ValueError):
    """More MOLS of an order were asked for than the library can build (or than can exist)."""


@dataclass(frozen=True)
class MOLSConstruction:
    """The best construction of MOLS of one order known to the library.

    Attributes
    ----------
    order : int
        n.
    k : int
        The number of MOLS(n) it builds.
    method : str
        ``"trivial"``, ``"field"``, ``"product"``, ``"wilson"``, ``"wilson2"``, ``"wilson3"``, ``"wilson_block"``,
        ``"abel_cavenagh_3_4"``, ``"V(m,t)"``,
        ``"orthomorphisms"``, ``"QDM"`` or ``"published"``.
    parameters : tuple
        The method's parameters: (a, b) for a product, (m, t, u) for Wilson, (m, t, u1, u2) for Wilson
        with two truncated groups, (m, t, u, covering) for ``wilson3``, (m, t, r, s) for ``abel_cavenagh_3_4``,
        (m, t, i) for ``wilson_block``, (m, t) for V(m, t), (g,) for a QDM over
        Z_g, the group moduli for orthomorphisms, (kind, parameters) for a published construction.
    """

    order: int
    k: int
    method: str
    parameters: tuple = ()

    @property
    def description(self) -> str:
        """The construction in words, e.g. ``"Wilson's construction 13 = 3*4 + 1"``."""
        n, p = self.order, self.parameters
        if self.method == "field":
            return f"the field GF({n})"
        if self.method == "product":
            return f"the direct product {p[0]} x {p[1]} (MacNeish)"
        if self.method == "wilson":
            return f"Wilson's construction {n} = {p[0]}*{p[1]} + {p[2]}"
        if self.method == "wilson2":
            return f"Wilson's construction with two truncated groups {n} = {p[0]}*{p[1]} + {p[2]} + {p[3]}"
        if self.method == "wilson3":
            rule = ", every block meeting a kept point (Abel-Cavenagh construction 3.5)" if p[3] else ""
            return f"Wilson's construction with three truncated groups {n} = {p[0]}*{p[1]} + 3*{p[2]}{rule}"
        if self.method == "wilson_block":
            return (f"Wilson's construction with {p[2]} groups truncated to one block {n} = {p[0]}*{p[1]} + {p[2]} "
                    "(Abel-Cavenagh construction 3.3)")
        if self.method == "abel_cavenagh_3_4":
            return (f"Wilson's construction with {p[2]} groups truncated to one point of one block and one to {p[3]} "
                    f"points {n} = {p[0]}*{p[1]} + {p[2]} + {p[3]} (Abel-Cavenagh construction 3.4)")
        if self.method == "V(m,t)":
            found = f"published, {PUBLISHED_V_VECTORS[p][1]}" if p in PUBLISHED_V_VECTORS else "found by search"
            return f"a V({p[0]},{p[1]}) vector in GF({p[0] * p[1] + 1}) ({found}; quasi-difference matrix)"
        if self.method == "QDM":
            return f"a ({n - 1},{self.k + 2};1,1;1) quasi-difference matrix over Z{n - 1} (found by search)"
        if self.method == "published":
            return PUBLISHED[n].description
        if self.method == "orthomorphisms":
            return "a difference matrix of orthomorphisms of " + " x ".join(f"Z{m}" for m in p)
        return "the cyclic square"


# ------------------------------------------------------------------------------------------ searches
@lru_cache(maxsize=None)
def v_vector(m: int, t: int, *, node_limit: int = V_SEARCH_LIMIT) -> tuple[int, ...] | None:
    """Return a V(m, t) vector of GF(q), q = m t + 1 a prime power, or None if none is found.

    None means that none exists when the search ended within ``node_limit`` values tried (default
    :data:`V_SEARCH_LIMIT`), and that none was found within the limit otherwise.

    A V(m, t) is a vector (a_1, ..., a_{m+1}) of GF(q) such that for each cyclic distance k the m differences
    a_{i+k} - a_i (1 <= i <= m + 1, subscripts mod m + 2, skipping i + k = m + 2) lie in the m distinct
    cyclotomic classes of index m (their discrete logarithms are distinct mod m) [1]_. The
    Handbook states the condition for 1 <= k < m; the search checks every distance 1 <= k <= m + 1, which
    the quasi-difference matrix needs for each pair of its columns (for m = 2 the distance 2 excludes
    a_3 = a_1). The search
    fixes a_1 = 0, a_2 = 1 (translating and scaling keeps the property) and backtracks over the others in
    galois' integer representation, so the vector returned is the least one in that order.

    Raises
    ------
    ValueError
        If m < 2, t < 1 or m t + 1 is not a prime power.

    Examples
    --------
    >>> from designs.mols_constructions import v_vector
    >>> v_vector(2, 3)
    (0, 1, 4)
    """
    m = check_int(m, "m", minimum=2)
    t = check_int(t, "t", minimum=1)
    q = m * t + 1
    F = field_tables(q)
    log = np.full(q, -1, dtype=np.int64)
    x = 1
    for e in range(q - 1):
        log[x] = e
        x = int(F.mul[x, F.primitive])
    cls = [int(v) % m if v >= 0 else -1 for v in log]            # cyclotomic class of each element
    sub = F.add[:, F.neg]                                       # sub[a, b] = a - b
    size = m + 2                                                # positions 1..m+1 (position 0 is empty)
    pairs_at = {j: [(i, k) for k in range(1, m + 2) for i in range(1, size) if (i + k) % size != 0
                    and max(i, (i + k) % size) == j] for j in range(1, size)}
    a = [0] * size

    def ok(j: int, used: list[set[int]]) -> list[tuple[int, int]] | None:
        added = []
        for i, k in pairs_at[j]:
            c = cls[int(sub[a[(i + k) % size], a[i]])]
            if c < 0 or c in used[k]:
                for kk, cc in added:
                    used[kk].discard(cc)
                return None
            used[k].add(c)
            added.append((k, c))
        return added

    used: list[set[int]] = [set() for _ in range(m + 2)]
    a[1], a[2] = 0, 1
    if m >= 2 and ok(2, used) is None:
        return None
    stack = [3]
    candidates = {3: iter(range(q))}
    undo: dict[int, list] = {}
    tried = 0
    while stack:
        j = stack[-1]
        if j == size:
            return tuple(a[1:])
        if j in undo:
            for kk, cc in undo.pop(j):
                used[kk].discard(cc)
        for value in candidates[j]:
            tried += 1
            if tried > node_limit:
                return None
            a[j] = value
            added = ok(j, used)
            if added is not None:
                undo[j] = added
                stack.append(j + 1)
                candidates[j + 1] = iter(range(q))
                break
        else:
            stack.pop()
    return None


def _v(m: int, t: int) -> tuple[int, ...] | None:
    """A V(m, t) vector: the published one (:data:`designs.difference_matrices.PUBLISHED_V_VECTORS`) if there
    is one, else :func:`v_vector`'s search."""
    if (m, t) in PUBLISHED_V_VECTORS:
        return PUBLISHED_V_VECTORS[m, t][0]
    return v_vector(m, t)


def _qdm_from_v(m: int, t: int, vector: tuple[int, ...]) -> np.ndarray:
    """The (q, m + 2; 1, 0; t) quasi-difference matrix of a V(m, t) vector (empty cells are -1) [1]_.

    The row (empty, a_1, ..., a_{m+1}) times each t-th root of unity (the powers of w^m, w primitive), each
    in its m + 2 cyclic shifts.
    """
    q = m * t + 1
    F = field_tables(q)
    w_m = 1
    for _ in range(m):
        w_m = int(F.mul[w_m, F.primitive])
    rows, r = [], 1
    for _ in range(t):
        base = [-1] + [int(F.mul[r, a]) for a in vector]
        rows += [base[-s:] + base[:-s] if s else base for s in range(m + 2)]
        r = int(F.mul[r, w_m])
    return np.array(rows, dtype=np.int64)


def _field_group(q: int) -> AbelianGroup:
    """GF(q)'s additive group with galois' numbering (an elementary abelian group Z_p^e, base-p digits)."""
    p, e = factorise(q).popitem() if len(factorise(q)) == 1 else (q, 1)
    return AbelianGroup((p,) * e)


@lru_cache(maxsize=None)
def orthomorphism_difference_matrix(moduli: tuple[int, ...], count: int) -> tuple[tuple[int, ...], ...] | None:
    """Return a difference matrix over Z_{m_1} x ... of 2 + ``count`` columns, or None if none has that form.

    An *orthomorphism* of an abelian group G is a permutation s with s(0) = 0 such that x -> s(x) - x is a
    permutation too; two are *orthogonal* if x -> s(x) - s'(x) is a permutation. The columns 0, identity,
    s_1, ..., s_c of pairwise orthogonal orthomorphisms are a (``|G|``, c + 2; 1) difference matrix [3]_, [1]_.
    The search lists all orthomorphisms (backtracking) and looks for ``count`` pairwise orthogonal
    ones (depth-first over sorted candidate lists); it is exhaustive, so None means none exist.

    Examples
    --------
    >>> from designs.mols_constructions import orthomorphism_difference_matrix
    >>> len(orthomorphism_difference_matrix((2, 6), 4))      # 12 rows: an OA(7, 12), 5 MOLS(12)
    12
    """
    G = AbelianGroup(moduli)
    g = G.order
    sub = G.add[:, G.neg]
    perms = np.array(_orthomorphisms(sub), dtype=np.int64)
    clique = _orthogonal_clique(perms, sub, count)
    if clique is None:
        return None
    columns = [np.zeros(g, dtype=np.int64), np.arange(g)] + [perms[c] for c in clique]
    return tuple(tuple(int(v) for v in row) for row in np.stack(columns, axis=1))


def _orthomorphisms(sub: np.ndarray) -> list[tuple[int, ...]]:
    """All orthomorphisms s (s(0) = 0) of the group with subtraction table ``sub``, by backtracking on x."""
    g = sub.shape[0]
    found: list[tuple[int, ...]] = []
    sigma, used, diffs = [0] * g, [False] * g, [False] * g
    used[0] = diffs[0] = True

    def extend(x: int) -> None:          # recursion depth g (g = 12 here)
        if x == g:
            found.append(tuple(sigma))
            return
        for s in range(g):
            d = int(sub[s, x])
            if not used[s] and not diffs[d]:
                sigma[x], used[s], diffs[d] = s, True, True
                extend(x + 1)
                used[s] = diffs[d] = False

    extend(1)
    return found


def _orthogonal_clique(perms: np.ndarray, sub: np.ndarray, size: int) -> list[int] | None:
    """Indices of ``size`` pairwise orthogonal permutations (differences a permutation), depth-first.

    The stack holds, per level, the candidates orthogonal to everything chosen and the next one to try, so
    the neighbourhood of a candidate is computed only when the search reaches it.
    """
    g = perms.shape[1]
    target = np.arange(g)
    chosen: list[int] = []
    stack = [(np.arange(len(perms)), 0)]
    while stack:
        cand, pos = stack.pop()
        if len(chosen) > len(stack):
            chosen.pop()
        if pos >= len(cand):
            continue
        c = int(cand[pos])
        stack.append((cand, pos + 1))
        chosen.append(c)
        if len(chosen) == size:
            return chosen
        rest = cand[pos + 1:]
        diff = np.sort(sub[perms[rest], perms[c]], axis=1)
        stack.append((rest[(diff == target).all(axis=1)], 0))
    return None


def cyclic_qdm_search(g: int, k: int, *, seed: int = 0, node_limit: int = 3000
                      ) -> tuple[tuple[int, ...], ...] | None:
    """Search for a (g, k; 1, 1; 1) quasi-difference matrix over Z_g (one try: a seed and a node limit).

    The matrix has g + 2 rows; row r < k has its empty cell (-1) in column r, the other rows are full. It is
    normalised (every row translated so that column 0 holds 0, row 0 is (-1, 0, ..., 0) after translating the
    columns, the full rows sorted by column 1), so the conditions read: for j >= 1 the entries of column j
    off rows 0 and j are all of Z_g; for 1 <= i < j the differences of columns j and i off rows i and j
    (row 0 gives the difference 0) are the nonzero elements, each once. Columns are filled one at a time by a
    depth-first search over the rows, values in the random order of ``seed``; the try stops after
    ``node_limit`` nodes. Run it with many seeds (restarts) to find a matrix; None means this try failed,
    not that none exists.

    Raises
    ------
    ValueError
        If g < 2, k < 3 or k > g + 1.

    Examples
    --------
    >>> from designs.mols_constructions import CYCLIC_QDMS, cyclic_qdm_search
    >>> g, seed, qdm = CYCLIC_QDMS[14]
    >>> cyclic_qdm_search(g, 4, seed=seed) == qdm
    True
    """
    import random

    g = check_int(g, "g", minimum=2)
    k = check_int(k, "k", minimum=3, maximum=g + 1, why="a column per coordinate, at most g + 1")
    node_limit = check_int(node_limit, "node_limit", minimum=1)
    rng = random.Random(seed)
    nrows = g + 2
    P: list[list[int]] = [[-1] * nrows for _ in range(k)]
    for r in range(1, nrows):
        P[0][r] = 0
    for j in range(1, k):
        P[j][0] = 0
    nodes = 0

    def fill(j: int, order: list[int], pos: int, used: list[bool], diffs: dict[int, list[bool]]) -> Iterator[None]:
        nonlocal nodes
        nodes += 1
        if nodes > node_limit:
            raise _SearchLimit
        if pos == len(order):
            yield None
            return
        r = order[pos]
        values = list(range(g))
        rng.shuffle(values)
        if j == 1 and r > k:                        # full rows in increasing order of column 1
            values = [v for v in values if v > P[1][r - 1]]
        for v in values:
            if used[v]:
                continue
            ds = [(i, (v - P[i][r]) % g) for i in range(1, j) if r != i]
            if any(diffs[i][d] for i, d in ds):
                continue
            used[v] = True
            for i, d in ds:
                diffs[i][d] = True
            P[j][r] = v
            yield from fill(j, order, pos + 1, used, diffs)
            P[j][r] = -1
            used[v] = False
            for i, d in ds:
                diffs[i][d] = False

    def columns(j: int) -> Iterator[None]:
        if j == k:
            yield None
            return
        diffs = {i: [d == 0 for d in range(g)] for i in range(1, j)}
        for _ in fill(j, [r for r in range(1, nrows) if r != j], 0, [False] * g, diffs):
            yield from columns(j + 1)

    try:
        for _ in columns(1):
            return tuple(tuple(P[j][r] for j in range(k)) for r in range(nrows))
    except _SearchLimit:
        return None
    return None


class _SearchLimit(Exception):
    """The node limit of one try of :func:`cyclic_qdm_search` was reached."""


# ------------------------------------------------------------------------------------------ the plan
UNBOUNDED = 10**9
"""k(1): an OA(k, 1) is one row for every k, so an order-1 ingredient never limits a construction."""

_COVERING_TRY_LIMIT = 20_000
"""The largest master OA(k + 5, t) (t^2 (k + 5) entries) in which the plan looks for kept points meeting every
block (Abel-Cavenagh 3.5): 200 random tries each (to 10,000 it succeeds for ten orders, t <= 37)."""

_MAX_SINGLE_POINT_GROUPS = 24
"""The most groups truncated to one point that the plan tries in Abel-Cavenagh's construction 3.4 (r; their
points lie on one master block, which becomes an OA(k, m + r)): a bound on the plan's work, not of the
construction."""

_PAIR_CAP = 2**15 - 1
"""The pair table stores min(k(u_1), k(u_2)) capped here (int16); a capped entry is recomputed exactly when read."""


def _is_prime_power(n: int) -> bool:
    return n >= 2 and len(factorise(n)) == 1


def _first_best(values: np.ndarray) -> int:
    """The index of the first largest entry (ties go to the first, as the constructions are listed)."""
    return int(np.argmax(values))


class _Planner:
    """k(n), the number of MOLS(n) the library builds, for n = 1, 2, ... filled bottom-up and kept (one per
    process): each order is planned once, from the numbers of smaller orders only, every construction
    vectorised over its free parameter t (numpy), so the table to 10,000 costs seconds, not a search per order.

    For one order n and one t, each Wilson-type construction has at most three values of m (the truncated
    groups have at most t points), so planning n is O(n) array work. The two truncated groups of sizes
    u_1 + u_2 = s are chosen through the *pair table*: for each s, the running maximum, from the middle
    u_1 = s // 2 outward, of min(k(u_1), k(s - u_1)), so the best split with u_2 <= t is one lookup.
    """

    def __init__(self) -> None:
        self.k = np.array([0, UNBOUNDED], dtype=np.int64)          # k(0) unused; k(1) unbounded
        self.plans: list[MOLSConstruction | None] = [None, None]
        self.pair = np.zeros(1024, dtype=np.int16)                 # the pair table, flat (s from 2 on)
        self.pairs_done = 1                                        # the largest s entered

    def extend(self, n_max: int) -> None:
        """Plan every order up to n_max."""
        start = len(self.k)
        if n_max < start:
            return
        self.k = np.concatenate([self.k, np.zeros(n_max + 1 - start, dtype=np.int64)])
        for n in range(start, n_max + 1):
            self._add_pairs(n - 1)
            plan = self._plan(n)
            self.k[n] = plan.k
            self.plans.append(plan)

    @staticmethod
    def _pair_start(s: Any) -> Any:
        """Where s's entries start in the flat pair table: the sum of r // 2 over r < s."""
        return (s - 1) ** 2 // 4

    def _add_pairs(self, s: int) -> None:
        """Enter s in the pair table: its entry j is the best min(k(u_1), k(s - u_1)) over
        s // 2 - j <= u_1 <= s // 2, u_1 >= 1 (needs k up to s - 1)."""
        if s <= self.pairs_done:
            return
        half = s // 2
        u1 = np.arange(half, 0, -1)
        best = np.maximum.accumulate(np.minimum(np.minimum(self.k[u1], self.k[s - u1]), _PAIR_CAP))
        begin = self._pair_start(s)
        if begin + half > self.pair.size:
            self.pair = np.concatenate([self.pair, np.zeros(max(self.pair.size, half), dtype=np.int16)])
        self.pair[begin:begin + half] = best
        self.pairs_done = s

    def _best_pair(self, s: np.ndarray, t: np.ndarray) -> np.ndarray:
        """max over 1 <= u_1 <= u_2 <= t, u_1 + u_2 = s of min(k(u_1), k(u_2)) (2 <= s <= 2t), vectorised."""
        j = s // 2 - np.maximum(1, s - t)
        value = self.pair[self._pair_start(s) + j].astype(np.int64)
        for i in np.flatnonzero(value == _PAIR_CAP):                 # capped: read exactly
            value[i] = max(min(self.k[u], self.k[s[i] - u]) for u in range(max(1, s[i] - t[i]), s[i] // 2 + 1))
        return value

    def _plan(self, n: int) -> MOLSConstruction:
        if _is_prime_power(n):
            return MOLSConstruction(n, n - 1, "field")
        K = self.k
        best = MOLSConstruction(n, 1, "trivial")
        for construction in (self._product, self._wilson, self._wilson2, self._wilson3, self._wilson_block,
                             self._abel_cavenagh_3_4):
            found = construction(n, best.k)
            if found is not None and found.k > best.k:
                best = found
        return self._direct(n, best, K)

    def _masters(self, low: int, high: int, above: int) -> np.ndarray:
        """The t in low..high with k(t) > above: the only masters that can beat the best so far (each
        construction loses at least one square of the master), so the arrays stay short."""
        if high < low:
            return np.zeros(0, dtype=np.int64)
        return np.flatnonzero(self.k[low:high + 1] > above) + low

    def _product(self, n: int, _: int) -> MOLSConstruction | None:
        a = np.arange(2, isqrt(n) + 1)
        a = a[n % a == 0]
        if not a.size:
            return None
        values = np.minimum(self.k[a], self.k[n // a])
        i = _first_best(values)
        return MOLSConstruction(n, int(values[i]), "product", (int(a[i]), n // int(a[i])))

    def _wilson(self, n: int, best: int) -> MOLSConstruction | None:
        """n = m t + u, 1 <= u <= t, m >= 2: min(k(t) - 1, k(m), k(m + 1), k(u))."""
        t = self._masters(2, (n - 1) // 2, best + 1)
        if not t.size:
            return None
        K = self.k
        m = (n - 1) // t
        u = n - m * t
        values = np.minimum(np.minimum(K[t] - 1, K[m]), np.minimum(K[m + 1], K[u]))
        i = _first_best(values)
        return MOLSConstruction(n, int(values[i]), "wilson", (int(m[i]), int(t[i]), int(u[i])))

    def _wilson2(self, n: int, best: int) -> MOLSConstruction | None:
        """n = m t + u_1 + u_2, 1 <= u_1 <= u_2 <= t, m >= 2: min(k(t) - 2, k(m), k(m + 1), k(m + 2), k(u_1),
        k(u_2)); for each t the two values of m with 2 <= n - m t <= 2t, smaller m first."""
        t = self._masters(2, (n - 4) // 2, best + 2)
        if not t.size:
            return None
        K = self.k
        m = np.stack([(n - 2) // t - 1, (n - 2) // t], axis=1).ravel()
        t = np.repeat(t, 2)
        s = n - m * t
        ok = (m >= 2) & (s >= 2) & (s <= 2 * t)
        m, t, s = m[ok], t[ok], s[ok]
        if not t.size:
            return None
        values = np.minimum(np.minimum(K[t] - 2, K[m]), np.minimum(K[m + 1], K[m + 2]))
        values = np.minimum(values, self._best_pair(s, t))
        i = _first_best(values)
        k, mi, ti, si = int(values[i]), int(m[i]), int(t[i]), int(s[i])
        u1 = next(u for u in range(max(1, si - ti), si // 2 + 1) if min(K[u], K[si - u]) >= k)
        return MOLSConstruction(n, k, "wilson2", (mi, ti, u1, si - u1))

    def _wilson3(self, n: int, best: int) -> MOLSConstruction | None:
        """n = m t + 3u, 1 <= u <= t: min(k(t) - 3, k(m + 1), k(m + 2), k(m + 3), k(u)), with k(m) too unless
        the kept points can be chosen so that every block meets one (tried while the master has at most
        :data:`_COVERING_TRY_LIMIT` entries)."""
        t = self._masters(2, n // 2, best + 3)
        K = self.k
        found = None
        m = np.stack([(n - 3) // t - 2, (n - 3) // t - 1, (n - 3) // t], axis=1).ravel()
        t = np.repeat(t, 3)
        rest = n - m * t
        ok = (m >= 2) & (rest >= 3) & (rest <= 3 * t) & (rest % 3 == 0) & (m + 3 < n)
        m, t, u = m[ok], t[ok], rest[ok] // 3
        values = np.minimum(np.minimum(K[t] - 3, K[m + 1]), np.minimum(np.minimum(K[m + 2], K[m + 3]), K[u]))
        for i in np.flatnonzero(values > best):
            k, mi, ti, ui = int(values[i]), int(m[i]), int(t[i]), int(u[i])
            if k <= best:
                continue
            if K[mi] >= k or (ti * ti * (k + 5) <= _COVERING_TRY_LIMIT and _covering_kept(ti, k + 5, ui)):
                best, found = k, MOLSConstruction(n, k, "wilson3", (mi, ti, ui, bool(K[mi] < k)))
        return found

    def _wilson_block(self, n: int, best: int) -> MOLSConstruction | None:
        """n = m t + i, 2 <= i <= t + 1, m >= 2: min(k(t) - i, k(m), k(m + 1), k(m + i))."""
        t = self._masters(2, (n - 2) // 2, best + 2)
        K = self.k
        m = (n - 2) // t
        i = n - m * t
        ok = (m >= 2) & (m + i < n)
        m, t, i = m[ok], t[ok], i[ok]
        if not t.size:
            return None
        values = np.minimum(np.minimum(K[t] - i, K[m]), np.minimum(K[m + 1], K[m + i]))
        j = _first_best(values)
        return MOLSConstruction(n, int(values[j]), "wilson_block", (int(m[j]), int(t[j]), int(i[j])))

    def _abel_cavenagh_3_4(self, n: int, best: int) -> MOLSConstruction | None:
        """n = m t + r + s, r >= 2 groups truncated to one point each, all on one master block B_0, and one to
        1 <= s < t points: min(k(t) - r - 1, k(m), k(m + 1), k(m + 2), k(s), max(k(m + r), k(m + r + 1)))
        (B_0 keeps r points, or r + 1 if its point of the last group is kept; every other block at most 2)
        (Abel and Cavenagh 2007, construction 3.4)."""
        t = self._masters(3, (n - 3) // 2, best + 3)
        if not t.size:
            return None
        K = self.k
        m = np.stack([(n - 3) // t - 1, (n - 3) // t], axis=1).ravel()
        t = np.repeat(t, 2)
        i = n - m * t                                            # r + s
        ok = (m >= 2) & (i >= 3) & (i <= 2 * t) & (m + i + 1 < n)
        m, t, i = m[ok], t[ok], i[ok]
        if not t.size:
            return None
        r = np.arange(2, min(int(K[t].max()) - best - 1, int(i.max()), _MAX_SINGLE_POINT_GROUPS) + 1)[None, :]
        if not r.size:
            return None
        s = i[:, None] - r
        valid = (s >= 1) & (s < t[:, None]) & (K[t][:, None] - r - 1 > best)
        r_safe, s_safe = np.where(valid, r, 0), np.where(valid, s, 1)
        hole = np.maximum(K[m[:, None] + r_safe], K[np.minimum(m[:, None] + r_safe + 1, n - 1)])
        values = np.minimum(np.minimum(K[t][:, None] - r_safe - 1, K[s_safe]), hole)
        values = np.minimum(values, np.minimum(np.minimum(K[m], K[m + 1]), K[m + 2])[:, None])
        values = np.where(valid, values, 0)
        row, col = divmod(_first_best(values.ravel()), values.shape[1])
        k = int(values[row, col])
        mi, ti, ri = int(m[row]), int(t[row]), int(r[0, col])
        return MOLSConstruction(n, k, "abel_cavenagh_3_4", (mi, ti, ri, n - mi * ti - ri))

    def _direct(self, n: int, best: MOLSConstruction, K: np.ndarray) -> MOLSConstruction:
        """V(m, t) vectors, the stored quasi-difference matrices, the published matrices, orthomorphisms."""
        divisors = np.arange(2, (n - 1) // 3 + 1)                  # t with m = (n - 1) / t - 1 >= 2
        for t in divisors[(n - 1) % divisors == 0].tolist():
            m = (n - 1) // t - 1
            k = min(m, int(K[t]))               # fewer columns of the QDM if the hole has fewer MOLS
            if k <= best.k or m < 2 or not _is_prime_power(m * t + 1):
                continue
            if (m, t) in PUBLISHED_V_VECTORS or (k == m and m * t + 1 < V_SEARCH_MAX_FIELD and v_vector(m, t)):
                best = MOLSConstruction(n, k, "V(m,t)", (m, t))
        if n in CYCLIC_QDMS and len(CYCLIC_QDMS[n][2][0]) - 2 > best.k:
            best = MOLSConstruction(n, len(CYCLIC_QDMS[n][2][0]) - 2, "QDM", (CYCLIC_QDMS[n][0],))
        if n in PUBLISHED and PUBLISHED[n].mols > best.k:
            p = PUBLISHED[n]
            if p.hole <= 1 or K[p.hole] >= p.mols:
                best = MOLSConstruction(n, p.mols, "published", (p.kind, p.parameters))
        if n in ORTHOMORPHISM_GROUPS:
            moduli, count = ORTHOMORPHISM_GROUPS[n]
            if count + 1 > best.k and orthomorphism_difference_matrix(moduli, count) is not None:
                best = MOLSConstruction(n, count + 1, "orthomorphisms", moduli)
        return best


_PLANNER = _Planner()


def mols_construction(n: int) -> MOLSConstruction:
    """Return the construction giving the most MOLS of order n that the library can build.

    The plan is decided without building anything (:class:`_Planner`: every order up to n is planned once per
    process, from the numbers of smaller orders); :func:`orthogonal_array` builds it.

    Parameters
    ----------
    n : int
        The order, 2 <= n <= :data:`MAX_ORDER`.

    Raises
    ------
    ValueError
        If n < 2 or n > :data:`MAX_ORDER`.

    Examples
    --------
    >>> from designs.mols_constructions import mols_construction
    >>> c = mols_construction(10)
    >>> c.k, c.description
    (2, 'a V(2,3) vector in GF(7) (found by search; quasi-difference matrix)')
    >>> mols_construction(12).method
    'orthomorphisms'
    >>> c = mols_construction(7968)
    >>> c.k, c.description
    (30, "Wilson's construction 7968 = 31*256 + 32")
    """
    n = check_int(n, "order", minimum=2, maximum=MAX_ORDER, why="the plan fills the table for every smaller order")
    _PLANNER.extend(n)
    return _PLANNER.plans[n]


def largest_mols(n: int) -> int:
    """Return the largest k for which the library builds k-MOLS(n) (a lower bound on N(n)).

    Examples
    --------
    >>> from designs.mols_constructions import largest_mols
    >>> [largest_mols(n) for n in (6, 7, 10, 13, 15)]
    [1, 6, 2, 12, 4]
    """
    return mols_construction(n).k


@lru_cache(maxsize=None)
def _covering_kept(t: int, width: int, u: int) -> tuple[tuple[int, ...], ...] | None:
    """Kept symbols (u per column) of the last three columns of the OA(width, t) of the plan such that every
    row keeps at least one, or None if 200 seeded random tries find none.

    Random u-sets R and S of the first two columns; the rows keeping neither must all keep their symbol of the
    third column, so those symbols (at most u of them) and others up to u are kept there (Abel and Cavenagh's
    construction 3.5 chooses them by a rule; any choice with the property will do).
    """
    import random

    cols = _oa(t, width)[:, -3:]
    rng = random.Random(0)
    for _ in range(200):
        r, s = rng.sample(range(t), u), rng.sample(range(t), u)
        missed = ~np.isin(cols[:, 0], r) & ~np.isin(cols[:, 1], s)
        need = sorted(set(cols[missed, 2].tolist()))
        if len(need) <= u:
            third = need + [x for x in range(t) if x not in need][:u - len(need)]
            return tuple(sorted(r)), tuple(sorted(s)), tuple(third)
    return None


def _oa(n: int, columns: int) -> np.ndarray:
    """An OA(columns, n) by the plan for n (``columns`` <= k(n) + 2), not yet checked."""
    if n == 1:
        return np.zeros((1, columns), dtype=np.int64)
    c = mols_construction(n)
    if c.method == "field":
        return oa_from_field(n, columns)
    if c.method == "product":
        a, b = c.parameters
        return oa_product(_oa(a, columns), _oa(b, columns))
    if c.method == "wilson":
        m, t, u = c.parameters
        return wilson_construction(_oa(t, columns + 1), m, u, _oa(m, columns), _oa(m + 1, columns), _oa(u, columns))
    if c.method == "wilson2":
        m, t, u1, u2 = c.parameters
        return wilson_construction_two_truncated(_oa(t, columns + 2), m, u1, u2, _oa(m, columns),
                                                 _oa(m + 1, columns), _oa(m + 2, columns), _oa(u1, columns),
                                                 _oa(u2, columns))
    if c.method == "wilson3":
        m, t, u, covering = c.parameters
        width = c.k + 5
        master = _oa(t, width)
        kept = _covering_kept(t, width, u) if covering else (tuple(range(u)),) * 3
        master = master[:, list(range(columns)) + [width - 3, width - 2, width - 1]]
        ingredients = {j: _oa(m + j, columns) for j in range(1 if covering else 0, 4)}
        return wilson_construction_truncated(master, m, kept, ingredients, [_oa(u, columns)] * 3)
    if c.method == "wilson_block":
        m, t, i = c.parameters
        return wilson_construction_with_a_full_block(_oa(t, columns + i), m, i, _oa(m, columns),
                                                     _oa(m + 1, columns), _oa(m + i, columns))
    if c.method == "abel_cavenagh_3_4":
        m, t, r, s = c.parameters
        master = _oa(t, columns + r + 1)
        b0 = master[0]
        big = mols_construction(m + r + 1).k + 2 >= columns             # B_0 keeps its point of the last group
        last = int(b0[-1])
        others = [x for x in range(t) if x != last]
        kept = [[int(b0[columns + j])] for j in range(r)] + [([last] + others[:s - 1]) if big else others[:s]]
        ingredients = {j: _oa(m + j, columns) for j in (0, 1, 2)}
        ingredients[r + 1 if big else r] = _oa(m + r + 1 if big else m + r, columns)
        holes = [[[0] * columns]] * r + [_oa(s, columns)]
        return wilson_construction_truncated(master, m, kept, ingredients, holes)
    if c.method == "V(m,t)":
        m, t = c.parameters
        q = m * t + 1
        qdm = _qdm_from_v(m, t, _v(m, t))[:, :columns]
        return oa_from_quasi_difference_matrix(qdm, _field_group(q), _oa(t, columns))
    if c.method == "QDM":
        g, _, qdm = CYCLIC_QDMS[n]
        return oa_from_quasi_difference_matrix(qdm, AbelianGroup((g,)), [[0] * len(qdm[0])])[:, :columns]
    if c.method == "published":
        p = PUBLISHED[n]
        return published_oa(n, columns, _oa(p.hole, p.mols + 2) if p.hole > 1 else None)
    if c.method == "orthomorphisms":
        dm = orthomorphism_difference_matrix(c.parameters, c.k - 1)
        return oa_from_difference_matrix(dm, AbelianGroup(c.parameters))[:, :columns]
    i, j = np.divmod(np.arange(n * n), n)
    return np.stack([i, j, (i + j) % n], axis=1)[:, :columns]


def _check_k(k: int, n: int) -> MOLSConstruction:
    c = mols_construction(n)
    if k >= n:
        raise MOLSNotAvailableError(f"there are at most n - 1 = {n - 1} MOLS of order {n} (an OA(k + 2, n) has at "
                                    f"most n + 1 columns), not k = {k}")
    if k > c.k:
        raise MOLSNotAvailableError(f"the library can build at most {c.k} MOLS of order {n} (by {c.description}), "
                                    f"not k = {k}: no construction it knows gives more (more may exist; see "
                                    "designs.mols_constructions for the constructions tried)")
    return c


def orthogonal_array(k: int, n: int, *, max_entries: int = MAX_ENTRIES) -> np.ndarray:
    """Return an OA(k, n) (k columns, n^2 rows, k <= largest_mols(n) + 2) by the best construction, checked.

    Raises
    ------
    ValueError
        If n < 2 or k < 2; :class:`MOLSNotAvailableError` (a ValueError) if k - 2 MOLS(n) cannot be built;
        or the array would have more than ``max_entries`` entries.

    Examples
    --------
    >>> from designs.mols_constructions import orthogonal_array
    >>> orthogonal_array(4, 10).shape
    (100, 4)
    """
    n = check_int(n, "order", minimum=2)
    k = check_int(k, "k", minimum=2)
    check_size(k * n * n, max_entries, call=f"orthogonal_array({k}, {n})", what=f"an OA({k}, {n})")
    if k > 2:
        _check_k(k - 2, n)
    return check_orthogonal_array(_oa(n, k), k, n)


def mutually_orthogonal_latin_squares(k: int, n: int, *, max_entries: int = MAX_ENTRIES
                                      ) -> tuple[LatinSquare, ...]:
    """Return k mutually orthogonal Latin squares of order n by the best construction the library knows.

    The squares are read from an OA(k + 2, n) (:func:`orthogonal_array`), which is verified in numpy, so the
    output is checked MOLS. Symbols are 0..n-1.

    Parameters
    ----------
    k : int
        The number of squares, >= 1.
    n : int
        The order, >= 2.
    max_entries : int
        Refuse more than this many entries, k n^2 (default 10^7).

    Raises
    ------
    MOLSNotAvailableError
        A ValueError: if k >= n (at most n - 1 MOLS exist) or k > :func:`largest_mols` (n); the message names
        the largest k the library builds and the construction.

    Examples
    --------
    >>> from designs import mutually_orthogonal
    >>> from designs.mols_constructions import mutually_orthogonal_latin_squares
    >>> squares = mutually_orthogonal_latin_squares(2, 10)
    >>> len(squares), mutually_orthogonal(squares)
    (2, True)
    >>> mutually_orthogonal_latin_squares(2, 6)
    Traceback (most recent call last):
    ...
    designs.mols_constructions.MOLSNotAvailableError: the library can build at most 1 MOLS of order 6 (by the cyclic square), not k = 2: no construction it knows gives more (more may exist; see designs.mols_constructions for the constructions tried)
    """
    k = check_int(k, "k", minimum=1)
    n = check_int(n, "order", minimum=2)
    check_size(k * n * n, max_entries, call=f"mutually_orthogonal_latin_squares({k}, {n})",
               what=f"{k} squares of order {n}")
    _check_k(k, n)
    return mols_from_oa(orthogonal_array(k + 2, n, max_entries=max(max_entries, (k + 2) * n * n)), check=False)


class MOLSTable(ReadAsTable, list):
    """The table of :func:`mols_table`: a list of :class:`MOLSConstruction`, one per order, that prints as Sage's
    ``designs.MOLS_table`` does (rows of 20 orders, the row's first order on the left; ``+oo`` at orders 0
    and 1) under a title, and shows as an HTML table in Jupyter (each entry's construction in its tooltip);
    both are the forms of :meth:`table` (a :class:`combgames.base.tables.Table`).

    Examples
    --------
    >>> from designs.mols_constructions import mols_table
    >>> print(mols_table(39))
    MOLS: the number of mutually orthogonal Latin squares of order n = row + column the library builds
           0   1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19
        ________________________________________________________________________________
      0| +oo +oo   1   2   3   4   1   6   7   8   2  10   5  12   4   4  15  16   5  18
     20|   4   5   3  22   7  24   4  26   5  28   4  30  31   5   4   5   8  36   4   5
    """

    def table(self, per_row: int = 20) -> Table:
        """The entries as a number grid of ``per_row`` orders a row (Sage: 20), the row's first order as its
        label; the orders 0 and 1 show ``+oo`` (every number of squares of order 0 or 1 exists, as in Sage),
        orders outside the table are empty; each entry's hint is its construction
        (:attr:`MOLSConstruction.description`)."""
        per_row = check_int(per_row, "per_row", minimum=1)
        by_order = {c.order: c for c in self}
        starts = range(min(by_order) // per_row * per_row, max(by_order) + 1, per_row) if by_order else range(0)
        rows, hints = [], []
        for r in starts:
            entries = [by_order.get(n) for n in range(r, r + per_row)]
            rows.append(["+oo" if c is None and n < 2 else None if c is None else c.k
                         for n, c in enumerate(entries, r)])
            hints.append([None if c is None else c.description for c in entries])
        return Table([str(i) for i in range(per_row)], rows, index=list(starts), hints=hints, grid=True,
                     title="MOLS: the number of mutually orthogonal Latin squares of order n = row + column "
                           "the library builds")


def mols_table(n_max: int, *, build: bool = False, max_entries: int = MAX_ENTRIES) -> MOLSTable:
    """Return the best construction for every order 2..n_max (like Sage's ``designs.MOLS_table``).

    The table is planned, not built (:func:`mols_construction`); it is a list (one :class:`MOLSConstruction`
    per order, entry i for order i + 2) that prints in rows of 20 (:class:`MOLSTable`).

    Parameters
    ----------
    n_max : int
        The largest order, 2 <= n_max <= :data:`MAX_ORDER`.
    build : bool, keyword-only
        Also build every entry's k MOLS and verify them (ValueError if one fails).
    max_entries : int, keyword-only
        With ``build``: refuse, before building anything, if the largest entry's OA(k + 2, n) has more than this
        many entries (default 10^7: to about n = 900).

    Examples
    --------
    >>> from designs.mols_constructions import mols_table
    >>> [c.k for c in mols_table(12)]
    [1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5]
    """
    n_max = check_int(n_max, "n_max", minimum=2, maximum=MAX_ORDER, why="the orders the plan covers")
    table = MOLSTable(mols_construction(n) for n in range(2, n_max + 1))
    if build:
        largest = max(table, key=lambda c: (c.k + 2) * c.order ** 2)
        check_size((largest.k + 2) * largest.order ** 2, max_entries, call=f"mols_table({n_max}, build=True)",
                   what=f"the OA({largest.k + 2}, {largest.order}) of order {largest.order}")
        for c in table:
            orthogonal_array(c.k + 2, c.order, max_entries=max_entries)
    return table


def macneish_mols(n: int, k: int | None = None, *, max_entries: int = MAX_ENTRIES) -> tuple[LatinSquare, ...]:
    """Return k-MOLS(n) by MacNeish's product of the field constructions of n's prime-power factors.

    With n = q_1 ... q_t (powers of distinct primes), the direct products of the first k squares of
    ``mols(q_i)`` are k-MOLS(n) for every k <= min(q_i - 1).

    Parameters
    ----------
    n : int
        Order >= 2.
    k : int, optional
        Number of squares; default (and maximum) :func:`macneish_bound` (n).
    max_entries : int
        Refuse when the k squares have more than this many entries, k n^2 (default 10^7).

    Raises
    ------
    ValueError
        If n < 2, k < 1, or the squares would have more than ``max_entries`` entries.
    designs.mols_constructions.MOLSNotAvailableError
        A ValueError, if k exceeds MacNeish's bound and no other construction of the library gives k
        MOLS(n). Up to the bound the squares are MacNeish's products; beyond it they come from
        :func:`designs.mols_constructions.mutually_orthogonal_latin_squares` (the best construction known
        to the library, e.g. 2 MOLS(10) from a V(2, 3) vector).

    Examples
    --------
    >>> from designs import macneish_mols, mutually_orthogonal
    >>> squares = macneish_mols(12)
    >>> len(squares), squares[0].order, mutually_orthogonal(squares)
    (2, 12, True)
    """
    n = check_int(n, "order", minimum=2)
    k = None if k is None else check_int(k, "k", minimum=1)
    check_size((k or 1) * n * n, max_entries, call=f"macneish_mols({n})", what=f"{k or 1} square(s) of order {n}")
    bound = macneish_bound(n)
    k = bound if k is None else k
    check_size(k * n * n, max_entries, call=f"macneish_mols({n})", what=f"{k} squares of order {n}")
    if k > bound:
        return mutually_orthogonal_latin_squares(k, n, max_entries=max_entries)
    factors = [p ** e for p, e in sorted(factorise(int(n)).items())]
    result = list(field_squares(factors[0], k))
    for q in factors[1:]:
        result = [direct_product(a, b, max_entries=max_entries) for a, b in zip(result, field_squares(q, k))]
    return tuple(result)
