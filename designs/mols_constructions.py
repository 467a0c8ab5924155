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

The recursion reads k(·) of smaller orders only, so the plan for n is computed once per process (cached per
integer n) and costs O(n^2) comparisons on top of the searches. For n <= 60 the table equals the Handbook's
lower bounds ([1]_ Table III.3.87) and Sage's ``MOLS_table``, which is above the Handbook at 14 and 18 (later
papers); the tests compare them, and list the orders 61..99 where Sage builds more.

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

__all__ = [
    "MOLSConstruction",
    "macneish_mols",
    "MOLSNotAvailableError",
    "mols_construction",
    "largest_mols",
    "mutually_orthogonal_latin_squares",
    "orthogonal_array",
    "mols_table",
    "v_vector",
    "orthomorphism_difference_matrix",
    "cyclic_qdm_search",
    "CYCLIC_QDMS",
    "MAX_ORDER",
    "V_SEARCH_LIMIT",
]

MAX_ORDER = 600
"""The largest order :func:`mols_construction` plans for (the plan fills the table for every smaller order:
O(n^2) comparisons and a V(m, t) search for some of the orders; about 20 s of CPU to n = 400, 45 s to 600)."""

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
        ``"V(m,t)"``,
        ``"orthomorphisms"``, ``"QDM"`` or ``"published"``.
    parameters : tuple
        The method's parameters: (a, b) for a product, (m, t, u) for Wilson, (m, t, u1, u2) for Wilson
        with two truncated groups, (m, t, u, covering) for ``wilson3``, (m, t, i) for ``wilson_block``, (m, t) for V(m, t), (g,) for a QDM over
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
def _k(n: int) -> int:
    """The number of MOLS(n) the library builds; k(1) is unbounded (an OA(k, 1) is one row)."""
    return 10**9 if n == 1 else mols_construction(n).k


@lru_cache(maxsize=None)
def _plan(n: int) -> MOLSConstruction:
    best = MOLSConstruction(n, 1, "trivial")

    def better(c: MOLSConstruction) -> None:
        nonlocal best
        if c.k > best.k:
            best = c

    if len(factorise(n)) == 1:
        return MOLSConstruction(n, n - 1, "field")
    for a in range(2, int(n ** 0.5) + 1):
        if n % a == 0:
            better(MOLSConstruction(n, min(_k(a), _k(n // a)), "product", (a, n // a)))
    for t in range(2, n):
        kt = _k(t) - 1
        if kt <= best.k:
            continue
        for m in range(2, n // t + 1):
            u = n - m * t
            if 0 < u <= t:
                better(MOLSConstruction(n, min(kt, _k(m), _k(m + 1), _k(u)), "wilson", (m, t, u)))
    for t in range(2, n):
        kt = _k(t) - 2
        if kt <= best.k:
            continue
        for m in range(2, n // t + 1):
            for u1 in range(1, t + 1):
                u2 = n - m * t - u1
                if u1 <= u2 <= t:
                    k = min(kt, _k(m), _k(m + 1), _k(m + 2), _k(u1), _k(u2))
                    better(MOLSConstruction(n, k, "wilson2", (m, t, u1, u2)))
    for t in range(2, n):
        if _k(t) - 3 <= best.k:
            continue
        for m in range(2, n // t + 1):
            u, rest = divmod(n - m * t, 3)
            k = min(_k(t) - 3, _k(m + 1), _k(m + 2), _k(m + 3), _k(u)) if u >= 1 and not rest and u <= t else 0
            if k > best.k and (_k(m) >= k or _covering_kept(t, k + 5, u)):
                better(MOLSConstruction(n, k, "wilson3", (m, t, u, _k(m) < k)))
    for t in range(2, n):
        top = _k(t) - best.k - 1                    # OA(K + 2 + i, t) needs i <= k(t) - K; K > best.k
        for m in range(max(2, -(-(n - top) // t)), (n - 2) // t + 1):
            i = n - m * t                           # 2 <= i <= top
            k = min(_k(t) - i, _k(m), _k(m + 1), _k(m + i))
            better(MOLSConstruction(n, k, "wilson_block", (m, t, i)))
    for t in range(2, n):
        if (n - 1) % t == 0:
            m = (n - 1) // t - 1
            k = min(m, _k(t))                   # fewer columns of the QDM if the hole has fewer MOLS
            searched = (m, t) not in PUBLISHED_V_VECTORS      # searched only where the hole takes all m
            if k > best.k and m >= 2 and len(factorise(m * t + 1)) == 1 and not (searched and k < m) \
                    and _v(m, t):
                better(MOLSConstruction(n, k, "V(m,t)", (m, t)))
    if n in CYCLIC_QDMS and len(CYCLIC_QDMS[n][2][0]) - 2 > best.k:
        better(MOLSConstruction(n, len(CYCLIC_QDMS[n][2][0]) - 2, "QDM", (CYCLIC_QDMS[n][0],)))
    if n in PUBLISHED and PUBLISHED[n].mols > best.k:
        p = PUBLISHED[n]
        if p.hole <= 1 or _k(p.hole) >= p.mols:
            better(MOLSConstruction(n, p.mols, "published", (p.kind, p.parameters)))
    if n in ORTHOMORPHISM_GROUPS:
        moduli, count = ORTHOMORPHISM_GROUPS[n]
        if count + 1 > best.k and orthomorphism_difference_matrix(moduli, count) is not None:
            better(MOLSConstruction(n, count + 1, "orthomorphisms", moduli))
    return best


def mols_construction(n: int) -> MOLSConstruction:
    """Return the construction giving the most MOLS of order n that the library can build.

    Parameters
    ----------
    n : int
        The order, >= 2.

    Raises
    ------
    ValueError
        If n < 2.

    Examples
    --------
    >>> from designs.mols_constructions import mols_construction
    >>> c = mols_construction(10)
    >>> c.k, c.description
    (2, 'a V(2,3) vector in GF(7) (found by search; quasi-difference matrix)')
    >>> mols_construction(12).method
    'orthomorphisms'
    """
    n = check_int(n, "order", minimum=2, maximum=MAX_ORDER, why="the plan fills the table for every smaller order")
    for smaller in range(2, n):           # fill the cache bottom-up (no deep recursion)
        _plan(smaller)
    return _plan(n)


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


def mols_table(n_max: int, *, build: bool = False) -> list[MOLSConstruction]:
    """Return the best construction for every order 2..n_max (like Sage's ``designs.MOLS_table``).

    Parameters
    ----------
    n_max : int
        The largest order, >= 2.
    build : bool, keyword-only
        Also build every entry's k MOLS and verify them (ValueError if one fails).

    Examples
    --------
    >>> from designs.mols_constructions import mols_table
    >>> [c.k for c in mols_table(12)]
    [1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5]
    """
    n_max = check_int(n_max, "n_max", minimum=2)
    table = [mols_construction(n) for n in range(2, n_max + 1)]
    if build:
        for c in table:
            orthogonal_array(c.k + 2, c.order)
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
