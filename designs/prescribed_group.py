"""Designs with a prescribed automorphism group: the Kramer-Mesner method.

A t-(v, k, lambda) design invariant under a permutation group G of its points is a union of G-orbits of
k-subsets. Let T_1, ..., T_m be the G-orbits of t-subsets and K_1, ..., K_n the G-orbits of k-subsets. The
*Kramer-Mesner matrix* A is the m x n matrix with A[i, j] the number of k-subsets of K_j containing a fixed
representative of T_i (the same for every representative, as G permutes them). A union of orbits K_j, j in J, is
a t-(v, k, lambda) design exactly when its 0/1 indicator vector x solves A x = lambda (1, ..., 1) [1]_ [2]_
(ch. 9). For lambda = 1 this is an exact cover of the t-orbits by orbit columns (columns with an entry above 1
are unusable). The search is over n columns instead of C(v, k) blocks, which is what makes prescribing a group
pay: the cyclic STS(v), the projective planes with a Singer cycle, GAP DESIGN's ``BlockDesigns`` with
``requiredAutSubgroup`` [3]_.

Start with :func:`block_designs_with_group` (the designs, one per isomorphism class); the pieces are
:func:`kramer_mesner_matrix` (the orbits and the matrix, :class:`KramerMesnerMatrix`) and
:func:`kramer_mesner_solutions` (the 0/1 solutions, as sets of orbit indices).

The group
---------
G is given by generators, each a permutation of the points 0..v-1 in *image form* (``g[i]`` is the image of
point i, the form of :meth:`designs.incidence.IncidenceStructure.automorphism_generators` and of sympy's
``Permutation.array_form``), or as a sympy ``PermutationGroup`` or ``Permutation`` (of degree at most v; points
beyond its degree are fixed). Orbits are closed under the generators, so the group is never listed.

Isomorphism
-----------
Two solutions may be isomorphic designs: an element of the normaliser of G in Sym(v) maps G-invariant designs
to G-invariant designs, and isomorphic designs can also arise in other ways. :func:`block_designs_with_group`
keeps one design per nauty certificate (:meth:`designs.incidence.IncidenceStructure.canonical_certificate`), which
is exact; ``isomorphism_classes=False`` gives every solution.

References
----------
.. [1] E. S. Kramer, D. M. Mesner, "t-designs on hypergraphs", Discrete Math. 15 (1976) 263-296.
.. [2] P. Kaski, P. R. J. Östergård, Classification Algorithms for Codes and Designs, Springer, 2006, ch. 9
   (prescribed automorphism groups, the Kramer-Mesner matrix).
.. [3] L. H. Soicher, The DESIGN package for GAP, the function ``BlockDesigns`` (its ``requiredAutSubgroup``).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

import numpy as np

from combgames.base.checks import LimitError, check_int, check_size
from designs.block_designs import BlockDesign, check_bibd_parameters

__all__ = [
    "KramerMesnerMatrix",
    "kramer_mesner_matrix",
    "kramer_mesner_solutions",
    "block_designs_with_group",
    "t_design_admissibility_problem",
]

MAX_SUBSETS = 2_000_000
"""Default limit on the k-subsets whose orbits are computed (C(v, k)): about 100 MB of arrays."""

MAX_NODES = 1_000_000
"""Default limit on the nodes of the search for 0/1 solutions."""


@dataclass(frozen=True)
class KramerMesnerMatrix:
    """The orbits of t-subsets and k-subsets under a group and the Kramer-Mesner matrix between them.

    Attributes
    ----------
    v, t, k : int
    generators : numpy.ndarray
        The group's generators, one permutation of 0..v-1 per row (image form).
    t_orbits : tuple of tuples
        A representative t-subset of each orbit (the least in colex order), sorted.
    k_orbits : tuple of tuples
        A representative k-subset of each orbit, likewise.
    k_orbit_sizes : tuple of int
    matrix : numpy.ndarray
        ``matrix[i, j]`` = the number of k-subsets of orbit j containing ``t_orbits[i]``.
    """

    v: int
    t: int
    k: int
    generators: np.ndarray = field(repr=False)
    t_orbits: tuple
    k_orbits: tuple
    k_orbit_sizes: tuple
    matrix: np.ndarray = field(repr=False)
    _members: tuple = field(repr=False, compare=False)

    def orbit(self, j: int) -> list[tuple[int, ...]]:
        """The k-subsets of orbit j, sorted."""
        j = check_int(j, "j", minimum=0, maximum=len(self.k_orbits) - 1, why="an orbit index")
        return [tuple(int(p) for p in s) for s in self._members[j]]


def _generators(group: Any, v: int) -> np.ndarray:
    """The generators of ``group`` as rows of images on 0..v-1 (module docstring), checked."""
    if hasattr(group, "generators") and hasattr(group, "degree"):          # a sympy PermutationGroup
        raw = [list(g.array_form) for g in group.generators]
    elif hasattr(group, "array_form"):                                     # a sympy Permutation
        raw = [list(group.array_form)]
    elif isinstance(group, (str, bytes)) or not isinstance(group, Sequence | np.ndarray):
        raise TypeError(f"group must be a sympy PermutationGroup or Permutation, or a sequence of permutations "
                        f"of 0..{v - 1} in image form, not {type(group).__name__}")
    else:
        raw = [list(g) for g in group]
    rows = []
    for n, g in enumerate(raw):
        if len(g) > v:
            raise ValueError(f"generator {n} acts on {len(g)} points, more than v = {v}")
        images = [int(x) for x in g] + list(range(len(g), v))
        if sorted(images) != list(range(v)):
            raise ValueError(f"generator {n} is not a permutation of 0..{v - 1} in image form: {list(g)}")
        rows.append(images)
    return np.array(rows, dtype=np.int64).reshape(len(rows), v)


def _colex_ranks(subsets: np.ndarray, binomials: np.ndarray) -> np.ndarray:
    """The colex rank sum_i C(s_i, i + 1) of each row of sorted subsets (rows ascending)."""
    ranks = np.zeros(subsets.shape[0], dtype=np.int64)
    for i in range(subsets.shape[1]):
        ranks += binomials[subsets[:, i], i + 1]
    return ranks


def _binomials(v: int, k: int) -> np.ndarray:
    table = np.zeros((v + 1, k + 2), dtype=np.int64)
    for n in range(v + 1):
        for r in range(k + 2):
            table[n, r] = comb(n, r)
    return table


def _all_subsets(v: int, k: int, binomials: np.ndarray) -> np.ndarray:
    """Every k-subset of 0..v-1, as sorted rows, row r the subset of colex rank r."""
    subsets = np.array(list(itertools.combinations(range(v), k)), dtype=np.int64).reshape(-1, k)
    out = np.empty_like(subsets)
    out[_colex_ranks(subsets, binomials)] = subsets
    return out


def _orbit_labels(subsets: np.ndarray, generators: np.ndarray, binomials: np.ndarray) -> np.ndarray:
    """For each subset (row r, of colex rank r), the least rank in its orbit under the generators.

    Connected components of the graph r -- rank(g(r)) by minimum-label propagation with pointer jumping (each
    label is always a member of the component and only decreases, so it settles at the component's least
    member)."""
    n = subsets.shape[0]
    images = [_colex_ranks(np.sort(g[subsets], axis=1), binomials) for g in generators]
    label = np.arange(n, dtype=np.int64)
    while True:
        new = label.copy()
        for image in images:
            np.minimum(new, label[image], out=new)
            new[image] = np.minimum(new[image], label)
        while True:
            jumped = new[new]
            if np.array_equal(jumped, new):
                break
            new = jumped
        if np.array_equal(new, label):
            return label
        label = new


def kramer_mesner_matrix(v: int, t: int, k: int, group: Any, *, max_subsets: int = MAX_SUBSETS
                         ) -> KramerMesnerMatrix:
    """Return the orbits of t-subsets and k-subsets of 0..v-1 under a group, and the Kramer-Mesner matrix.

    Parameters
    ----------
    v, t, k : int
        1 <= t <= k <= v.
    group : sympy PermutationGroup or Permutation, or sequence of permutations
        The group, by generators in image form (module docstring); an empty sequence is the trivial group.
    max_subsets : int, keyword-only
        Refuse when C(v, k) is larger (default :data:`MAX_SUBSETS`).

    Returns
    -------
    KramerMesnerMatrix

    Raises
    ------
    ValueError
        Bad parameters or a generator that is not a permutation of 0..v-1.
    LimitError
        (refused) If C(v, k) exceeds ``max_subsets``.

    Notes
    -----
    The orbits are the connected components of the k-subsets joined to their images under the generators,
    found with numpy over all C(v, k) subsets; the matrix row of a t-orbit counts, by orbit, the C(v - t, k - t)
    k-subsets containing its representative.

    Examples
    --------
    >>> from designs.prescribed_group import kramer_mesner_matrix
    >>> km = kramer_mesner_matrix(7, 2, 3, [[1, 2, 3, 4, 5, 6, 0]])      # Z_7
    >>> km.t_orbits, km.k_orbits[:2]
    (((0, 1), (0, 2), (0, 3)), ((0, 1, 2), (0, 1, 3)))
    >>> km.matrix.tolist()      # each row sums to C(7 - 2, 3 - 2) = 5
    [[2, 1, 1, 1, 0], [1, 1, 1, 0, 2], [0, 1, 1, 2, 1]]
    """
    v = check_int(v, "v", minimum=1)
    k = check_int(k, "k", minimum=1, maximum=v, why="a block is a k-subset of the v points")
    t = check_int(t, "t", minimum=1, maximum=k, why="a t-subset lies in a block of k points")
    max_subsets = check_int(max_subsets, "max_subsets", minimum=1)
    check_size(comb(v, k), max_subsets, call=f"kramer_mesner_matrix({v}, {t}, {k})",
               what=f"the {k}-subsets of {v} points", name="max_subsets", unit="subsets", verb="search")
    generators = _generators(group, v)
    binomials = _binomials(v, k)
    t_subsets = _all_subsets(v, t, binomials)
    t_labels = _orbit_labels(t_subsets, generators, binomials)
    t_reps = np.unique(t_labels)
    k_subsets = _all_subsets(v, k, binomials)
    k_labels = _orbit_labels(k_subsets, generators, binomials)
    k_reps, k_index = np.unique(k_labels, return_inverse=True)
    order = np.argsort(k_index, kind="stable")
    members = tuple(np.split(k_subsets[order], np.cumsum(np.bincount(k_index))[:-1]))
    matrix = np.zeros((len(t_reps), len(k_reps)), dtype=np.int64)
    if k > t:
        extensions = np.array(list(itertools.combinations(range(v - t), k - t)), dtype=np.int64)
    else:
        extensions = np.zeros((1, 0), dtype=np.int64)
    for i, r in enumerate(t_reps):
        rep = t_subsets[r]
        others = np.setdiff1d(np.arange(v), rep)
        containing = np.sort(np.hstack([np.broadcast_to(rep, (len(extensions), t)), others[extensions]]), axis=1)
        matrix[i] = np.bincount(k_index[_colex_ranks(containing, binomials)], minlength=len(k_reps))
    return KramerMesnerMatrix(
        v, t, k, generators,
        tuple(tuple(int(p) for p in t_subsets[r]) for r in t_reps),
        tuple(tuple(int(p) for p in k_subsets[r]) for r in k_reps),
        tuple(len(m) for m in members), matrix, members)


def kramer_mesner_solutions(km: KramerMesnerMatrix, lambd: int = 1, *, max_nodes: int = MAX_NODES
                            ) -> Iterator[tuple[int, ...]]:
    """Yield the 0/1 solutions x of A x = lambda (1, ..., 1) for the Kramer-Mesner matrix A, as the sorted
    tuples of the orbit indices j with x_j = 1.

    Each solution is met once by a depth-first search: take the t-orbit row i still short of lambda with the
    fewest usable columns (a column is usable while adding it overshoots no row), and branch on which usable
    column covering row i is the least chosen one, excluding the smaller ones. For lambda = 1 this is Knuth's
    Algorithm X, as :func:`designs.completion.exact_covers`, over orbit columns.

    Parameters
    ----------
    km : KramerMesnerMatrix
    lambd : int
        lambda >= 1.
    max_nodes : int, keyword-only
        Stop with LimitError after this many nodes (default :data:`MAX_NODES`).

    Raises
    ------
    LimitError
        When the search passes ``max_nodes`` (the message gives the solutions met so far).

    Examples
    --------
    >>> from designs.prescribed_group import kramer_mesner_matrix, kramer_mesner_solutions
    >>> km = kramer_mesner_matrix(7, 2, 3, [[1, 2, 3, 4, 5, 6, 0]])
    >>> [[km.k_orbits[j] for j in s] for s in kramer_mesner_solutions(km)]
    [[(0, 1, 3)], [(0, 2, 3)]]
    """
    if not isinstance(km, KramerMesnerMatrix):
        raise TypeError(f"km must be a KramerMesnerMatrix (kramer_mesner_matrix), not {type(km).__name__}")
    lambd = check_int(lambd, "lambda", minimum=1)
    max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
    a = km.matrix
    rows, cols = a.shape
    deficit = np.full(rows, lambd, dtype=np.int64)
    live = np.ones(cols, dtype=bool)
    chosen: list[int] = []
    counts = {"nodes": 0, "found": 0}

    def search() -> Iterator[tuple[int, ...]]:
        counts["nodes"] += 1
        if counts["nodes"] > max_nodes:
            raise LimitError(f"kramer_mesner_solutions: stopped after max_nodes={max_nodes} nodes with "
                             f"{counts['found']} solutions found; pass a larger max_nodes to go on")
        short = np.nonzero(deficit > 0)[0]
        if len(short) == 0:
            counts["found"] += 1
            yield tuple(sorted(chosen))
            return
        usable = live & (a <= deficit[:, None]).all(axis=0)
        sub = a[np.ix_(short, usable.nonzero()[0])]
        if (sub.sum(axis=1) < deficit[short]).any():
            return
        row = short[int(np.argmin((sub > 0).sum(axis=1)))]
        branch = [int(j) for j in np.nonzero(usable & (a[row] > 0))[0]]
        for j in branch:
            live[j] = False
            deficit[:] -= a[:, j]
            chosen.append(j)
            yield from search()
            chosen.pop()
            deficit[:] += a[:, j]
        live[branch] = True

    yield from search()


def t_design_admissibility_problem(t: int, v: int, k: int, lambd: int) -> str | None:
    """The divisibility condition a t-(v, k, lambda) design fails, in words, or None.

    For each i = 0..t-1 the number lambda C(v - i, t - i) / C(k - i, t - i) of blocks through i points must be
    whole [2]_ (ch. 2); for t = 2 see also :func:`designs.block_designs.bibd_admissibility_problem` (with
    Fisher's inequality).

    Examples
    --------
    >>> from designs.prescribed_group import t_design_admissibility_problem
    >>> t_design_admissibility_problem(3, 10, 4, 1)
    >>> t_design_admissibility_problem(3, 12, 4, 1)
    'lambda_1 = 1 * C(11, 2) / C(3, 2) = 55/3 is not whole'
    """
    for i in range(t):
        numerator, denominator = lambd * comb(v - i, t - i), comb(k - i, t - i)
        if numerator % denominator:
            return (f"lambda_{i} = {lambd} * C({v - i}, {t - i}) / C({k - i}, {t - i}) = {numerator}/{denominator} "
                    "is not whole")
    return None


def block_designs_with_group(v: int, k: int, lambd: int, group: Any, t: int = 2, *,
                             isomorphism_classes: bool = True, max_subsets: int = MAX_SUBSETS,
                             max_nodes: int = MAX_NODES) -> list[BlockDesign]:
    """Return the t-(v, k, lambda) designs invariant under a permutation group, up to isomorphism.

    The designs on the points 0..v-1 that are unions of orbits of k-subsets under ``group``: the 0/1 solutions
    of the Kramer-Mesner system (module docstring) [1]_ [2]_, as GAP DESIGN's ``BlockDesigns`` with
    ``requiredAutSubgroup`` [3]_ (simple designs: no repeated block).

    Parameters
    ----------
    v, k, lambd : int
        The parameters (lambda written ``lambd``, Sage's spelling).
    group : sympy PermutationGroup or Permutation, or sequence of permutations
        Generators in image form (module docstring).
    t : int
        The strength, 1 <= t <= k (default 2).
    isomorphism_classes : bool, keyword-only
        One design per isomorphism class (default), else every solution.
    max_subsets, max_nodes : int, keyword-only
        Limits of :func:`kramer_mesner_matrix` and :func:`kramer_mesner_solutions`.

    Returns
    -------
    list of BlockDesign
        Each checked; in the order found.

    Raises
    ------
    ValueError
        If the parameters fail a divisibility condition (for t = 2,
        :func:`designs.block_designs.check_bibd_parameters`), or a generator is not a permutation of 0..v-1.
    LimitError
        If C(v, k) exceeds ``max_subsets`` (refused before any work) or the search passes ``max_nodes``.

    See Also
    --------
    designs.design_classification.steiner_triple_systems : all STS(v), v <= 15, whatever their group.

    Examples
    --------
    >>> from designs.prescribed_group import block_designs_with_group
    >>> [d.parameters for d in block_designs_with_group(7, 3, 1, [[1, 2, 3, 4, 5, 6, 0]])]   # Z_7: the Fano plane
    [DesignParameters(t=2, v=7, k=3, lam=1, b=7, r=3)]
    >>> len(block_designs_with_group(7, 3, 1, [[1, 2, 3, 4, 5, 6, 0]], isomorphism_classes=False))
    2
    """
    v = check_int(v, "v", minimum=1)
    k = check_int(k, "k", minimum=1, maximum=v, why="a block is a k-subset of the v points")
    t = check_int(t, "t", minimum=1, maximum=k, why="a t-subset lies in a block of k points")
    lambd = check_int(lambd, "lambda", minimum=1)
    if t == 2 and k >= 2:
        check_bibd_parameters(v, k, lambd)
    else:
        problem = t_design_admissibility_problem(t, v, k, lambd)
        if problem:
            raise ValueError(f"no {t}-({v}, {k}, {lambd}) design: {problem}")
    km = kramer_mesner_matrix(v, t, k, group, max_subsets=max_subsets)
    order = _group_order(km.generators, v)
    designs: list[BlockDesign] = []
    seen: set[bytes] = set()
    for solution in kramer_mesner_solutions(km, lambd, max_nodes=max_nodes):
        blocks = sorted(block for j in solution for block in km.orbit(j))
        representatives = ", ".join(str(km.k_orbits[j]) for j in solution)
        design = BlockDesign(range(v), blocks, t=t,
                             construction=f"Kramer-Mesner: the orbits of {representatives} under a group of order "
                                          f"{order} (designs.prescribed_group)")
        if isomorphism_classes:
            certificate = _certificate(design, k, lambd, t)
            if certificate in seen:
                continue
            seen.add(certificate)
        designs.append(design)
    return designs


def _certificate(design: BlockDesign, k: int, lambd: int, t: int) -> Any:
    """An isomorphism invariant that is complete: :func:`designs.design_classification.sts_certificate` for a
    Steiner triple system (much faster), else nauty's certificate of the incidence graph."""
    if (t, k, lambd) == (2, 3, 1) and design.num_points <= 62:
        from designs.design_classification import sts_certificate

        return sts_certificate(design)
    return design.coloured_graph().certificate()


def _group_order(generators: np.ndarray, v: int) -> int:
    """The order of the group the generators make (sympy's Schreier-Sims)."""
    from sympy.combinatorics import Permutation, PermutationGroup

    if len(generators) == 0:
        return 1
    return int(PermutationGroup([Permutation(list(map(int, g))) for g in generators]).order())
