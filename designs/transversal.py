"""Transversal designs TD(k, n) and resolvable transversal designs RTD(k, n).

A *transversal design* TD(k, n) is a triple (X, G, B): X a set of kn points, G a partition of X into k
*groups* of size n, and B a collection of k-sets (*blocks*) such that every pair of distinct points lies
in exactly one block or in exactly one group, but not both. A k-MOLS(n) is equivalent to a TD(k + 2, n):
the groups are the rows, the columns and the symbol sets of each square, and each cell (i, j) gives the
block {r_i, c_j, alpha_{L1[i,j]}, beta_{L2[i,j]}, ...} (its *entry*) [1]_.

A *parallel class* is a set of disjoint blocks covering every point; a TD whose blocks split into parallel
classes is *resolvable*. Using the symbols of the last of k MOLS to index the parallel classes turns a
k-MOLS(n) into an RTD(k + 1, n) (:meth:`ResolvableTransversalDesign.from_mols`); for the squares of the
paper's Figure 1 this is the RTD(4, 4) of its Figure 2.

A TD is an incidence structure (its points and blocks; the groups are extra data), so
:class:`TransversalDesign` is an :class:`~designs.incidence.IncidenceStructure`: its automorphisms,
stabilisers, isomorphisms and exports are those of the blocks. Since two distinct points lie in a common
group exactly when no block contains both, every automorphism of the blocks maps groups to groups.

Point labels follow the paper: ``r1..rn`` (rows), ``c1..cn`` (columns), then ``alpha1..``, ``beta1..``,
``gamma1..``, ... for the symbols of the first, second, third square, 1-based. Point index ``t * n + s``
is value s (0-based) of coordinate type t (0 rows, 1 columns, 2 + m the m-th square).

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1, Figures 1-3.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np

from designs.incidence import IncidenceStructure, checked_items
from designs.latin import LatinSquare, check_mols
from designs.orthogonal_arrays import lexicographic_rows, check_orthogonal_array
from combgames.base.checks import check_int, is_int

__all__ = ["TransversalDesign", "ResolvableTransversalDesign", "oa_from_transversal_design", "transversal_design_from_oa",
           "type_names"]

_GREEK = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda",
          "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega")


def type_names(count: int) -> tuple[str, ...]:
    """Return the names of `count` coordinate types: ``r``, ``c``, then ``alpha``, ``beta``, ...

    Beyond the Greek alphabet the symbol sets are named ``s25``, ``s26``, ...

    Examples
    --------
    >>> from designs.transversal import type_names
    >>> type_names(5)
    ('r', 'c', 'alpha', 'beta', 'gamma')
    """
    count = check_int(count, "count", minimum=0, maximum=10**6, why="one name per coordinate type")
    names = ["r", "c"] + [(_GREEK[m] if m < len(_GREEK) else f"s{m + 1}") for m in range(max(count - 2, 0))]
    return tuple(names[:count])


class TransversalDesign(IncidenceStructure):
    """A transversal design TD(k, n): kn points in k groups of size n, blocks of size k.

    Parameters
    ----------
    points : sequence of hashable
        The kn point labels.
    groups : sequence of sequences of int
        The k groups, as point indices.
    blocks : sequence of sequences of int
        The blocks, as point indices.
    block_labels : sequence, optional
    check : bool, keyword-only
        Verify the TD property (default True); raise ValueError naming the first failure.

    Raises
    ------
    ValueError
        If the groups do not partition the points into k sets of equal size n, a block does not have k
        points, or a pair of points is covered not exactly once by a block or a group.

    Examples
    --------
    >>> from designs import TransversalDesign, mols
    >>> td = TransversalDesign.from_mols(mols(4))
    >>> td.k, td.n, len(td.blocks)
    (5, 4, 16)
    >>> td.blocks_as_labels()[0]     # cell (0, 0): row r1, column c1 and symbol 1 of each square
    ('r1', 'c1', 'alpha1', 'beta1', 'gamma1')
    """

    def __init__(self, points: Sequence[Hashable], groups: Sequence[Sequence[int]], blocks: Sequence[Sequence[int]],
                 block_labels: Sequence[Hashable] | None = None, *, check: bool = True) -> None:
        points = checked_items(points, "points", "a sequence of point labels")
        blocks = _index_sets(blocks, "blocks", len(points))
        groups = _index_sets(groups, "groups", len(points))
        if block_labels is not None:
            block_labels = checked_items(block_labels, "block_labels", "a sequence of labels, one per block")
        self._set(points, blocks, block_labels)
        self._groups = groups
        if check:
            if block_labels is not None and len(self._block_labels) != len(self._blocks):
                raise ValueError(f"block_labels must have one label per block: got {len(self._block_labels)} "
                                 f"labels for {len(self._blocks)} blocks")
            self.check()

    @classmethod
    def _built(cls, points: tuple, groups: tuple, blocks: tuple, block_labels: tuple | None
               ) -> "TransversalDesign":
        """A design this module has just built from checked data (points, groups and blocks already tuples of
        sorted point indices): no second pass over its input."""
        td = cls.__new__(cls)
        td._set(points, blocks, block_labels)
        td._groups = groups
        return td

    # ------------------------------------------------------------ construction
    @classmethod
    def from_mols(cls, squares: Sequence[Any], *, names: Sequence[str] | None = None) -> "TransversalDesign":
        """Return the TD(k + 2, n) of a k-MOLS(n): one block per cell, the entry of that cell.

        Blocks come in row-major cell order; block (i, j) is labelled ``"r{i+1}c{j+1}"``.

        Parameters
        ----------
        squares : sequence of LatinSquare (or arrays)
            k mutually orthogonal Latin squares of order n.
        names : sequence of str, optional, keyword-only
            Coordinate type names (default :func:`type_names`).

        Raises
        ------
        ValueError
            If the squares are not MOLS (see :func:`designs.check_mols`).
        """
        sq, blocks = mols_blocks(squares)
        n, k = sq[0].order, len(sq) + 2
        names = _check_names(names, k)
        points = point_labels(names, k, n)
        groups = tuple(tuple(range(t * n, (t + 1) * n)) for t in range(k))
        labels = tuple(f"r{i + 1}c{j + 1}" for i in range(n) for j in range(n))
        # sorted: the groups are in coordinate order
        return cls._built(points, groups, tuple(blocks), labels)

    def to_mols(self) -> tuple[LatinSquare, ...]:
        """Return the k - 2 MOLS(n) of this TD: group 0 indexes rows, group 1 columns, the others symbols.

        Inverse of :meth:`from_mols` (symbol s of square m is the s-th point of group 2 + m).

        Raises
        ------
        ValueError
            If k < 3 (no square).
        """
        if self.k < 3:
            raise ValueError(f"a TD(k, n) gives k - 2 MOLS; k = {self.k} gives none")
        pos = {}
        for t, g in enumerate(self._groups):
            for s, x in enumerate(g):
                pos[x] = (t, s)
        arrays = [np.full((self.n, self.n), -1, dtype=np.int64) for _ in range(self.k - 2)]
        for b in self._blocks:
            coords = dict(pos[x] for x in b)
            for m in range(self.k - 2):
                arrays[m][coords[0], coords[1]] = coords[2 + m]
        return check_mols([LatinSquare(a) for a in arrays])

    @classmethod
    def from_orthogonal_array(cls, rows: Any) -> "TransversalDesign":
        """Return the TD(k, n) of an OA(k, n): column c is group c, row r is block r (see
        :func:`designs.transversal.transversal_design_from_oa`).

        Examples
        --------
        >>> from designs import TransversalDesign
        >>> from designs.orthogonal_arrays import oa_from_field
        >>> td = TransversalDesign.from_orthogonal_array(oa_from_field(3))
        >>> td.k, td.n, bool((td.to_orthogonal_array() == oa_from_field(3)).all())
        (4, 3, True)
        """
        return transversal_design_from_oa(rows)

    def to_orthogonal_array(self) -> np.ndarray:
        """Return the OA(k, n) of this TD: one row per block, column c the index of its point in group c."""
        return oa_from_transversal_design(self)

    # ------------------------------------------------------------ data
    @property
    def groups(self) -> tuple[tuple[int, ...], ...]:
        """The groups, as sorted tuples of point indices."""
        return self._groups

    @property
    def k(self) -> int:
        """The number of groups (= block size)."""
        return len(self._groups)

    @property
    def n(self) -> int:
        """The group size."""
        return len(self._groups[0]) if self._groups else 0

    def groups_as_labels(self) -> tuple[tuple, ...]:
        """The groups as tuples of point labels."""
        return tuple(tuple(self._points[i] for i in g) for g in self._groups)

    def incidence_structure(self, *, include_groups: bool = False) -> IncidenceStructure:
        """Return the blocks (and, if asked, the groups after them) as a plain IncidenceStructure on the points.

        The positional game on a TD uses the blocks only as winning lines (the default). With the groups as
        blocks, a TD(n + 1, n) is an affine plane of order n (its groups one more parallel class).
        """
        blocks = self._blocks + (self._groups if include_groups else ())
        labels = self._block_labels
        if include_groups:
            labels = (labels if labels is not None else tuple(range(len(self._blocks)))) + tuple(
                f"group {t}" for t in range(self.k))
        return IncidenceStructure._trusted(self._points, blocks, labels)

    # ------------------------------------------------------------ validity
    def check(self) -> None:
        """Raise ValueError if this is not a TD(k, n); the message names the first failure."""
        v = len(self._points)
        if len(set(self._points)) != v:
            raise ValueError("not a transversal design: point labels repeat")
        k = len(self._groups)
        if k == 0:
            raise ValueError("not a transversal design: no groups")
        n = len(self._groups[0])
        seen = [x for g in self._groups for x in g]
        if any(len(g) != n for g in self._groups):
            raise ValueError(f"not a transversal design: groups must all have size {n}, not "
                             f"{[len(g) for g in self._groups]}")
        if sorted(seen) != list(range(v)) or v != k * n:
            raise ValueError(f"not a transversal design: the {k} groups must partition the {v} points")
        for j, b in enumerate(self._blocks):
            if len(b) != k or len(set(b)) != k or not all(0 <= x < v for x in b):
                raise ValueError(f"not a transversal design: block {j} {self._label_block(b)} must have {k} "
                                 f"distinct points")
        cover = np.zeros((v, v), dtype=np.int64)
        for fam in (self._groups, self._blocks):
            for b in fam:
                idx = np.array(b)
                cover[np.ix_(idx, idx)] += 1
        np.fill_diagonal(cover, 1)
        bad = np.argwhere(cover != 1)
        if bad.size:
            x, y = (int(t) for t in bad[0])
            raise ValueError(f"not a transversal design: points {self._points[x]!r} and {self._points[y]!r} "
                             f"lie together in {int(cover[x, y])} blocks or groups, not exactly 1")

    def is_valid(self) -> bool:
        """Return True if the TD property holds (see :meth:`check`)."""
        try:
            self.check()
        except ValueError:
            return False
        return True

    def _label_block(self, b: Sequence[int]) -> list:
        return [self._points[x] if 0 <= x < len(self._points) else x for x in b]

    def __repr__(self) -> str:
        return f"{type(self).__name__}(k={self.k}, n={self.n}, blocks={len(self._blocks)})"


class ResolvableTransversalDesign(TransversalDesign):
    """A resolvable TD(k, n): a TD whose blocks are split into n parallel classes of n blocks each.

    Parameters
    ----------
    points, groups, blocks, block_labels
        As for :class:`TransversalDesign`.
    parallel_classes : sequence of sequences of int
        Each class as block indices.
    class_names : sequence of str, optional
        A name per class (``"gamma1"``, ... for designs built from MOLS).
    check : bool, keyword-only

    Raises
    ------
    ValueError
        If it is not a TD, or the classes do not partition the blocks, or a class does not partition the
        points.

    Examples
    --------
    >>> from designs import ResolvableTransversalDesign, mols
    >>> rtd = ResolvableTransversalDesign.from_mols(mols(4))
    >>> rtd.k, rtd.n, rtd.class_names
    (4, 4, ('gamma1', 'gamma2', 'gamma3', 'gamma4'))
    >>> sorted(rtd.blocks_as_labels()[j] for j in rtd.parallel_classes()[0])[0]
    ('r1', 'c1', 'alpha1', 'beta1')
    """

    def __init__(self, points, groups, blocks, parallel_classes: Sequence[Sequence[int]],
                 block_labels=None, class_names: Sequence[str] | None = None, *, check: bool = True) -> None:
        super().__init__(points, groups, blocks, block_labels, check=check)
        self._classes = tuple(tuple(int(j) for j in c) for c in parallel_classes)
        self._class_names = None if class_names is None else tuple(class_names)
        if check:
            self.check_resolution()

    @classmethod
    def from_mols(cls, squares: Sequence[Any], *, names: Sequence[str] | None = None
                  ) -> "ResolvableTransversalDesign":
        """Return the RTD(k + 1, n) of a k-MOLS(n): the last square's symbols index the parallel classes.

        The points are the rows, columns and the symbols of the first k - 1 squares; cell (i, j) gives the
        block of its first k + 1 coordinates, placed in parallel class L_k[i, j]. Blocks are listed class by
        class (symbol 0 of the last square first), by row within a class; block labels are the cells
        ``"r{i+1}c{j+1}"``, class names the last square's symbol labels (``gamma1``, ... for 3 squares).

        Raises
        ------
        ValueError
            If the squares are not MOLS, or there is only one square (an RTD(2, n) has no square to place
            in blocks; it is still built, with blocks {r_i, c_j}).
        """
        sq = check_mols(squares)
        n, k = sq[0].order, len(sq) + 1
        all_names = _check_names(names, k + 1)
        points = point_labels(all_names, k, n)
        groups = tuple(tuple(range(t * n, (t + 1) * n)) for t in range(k))
        last = sq[-1].array
        blocks, labels, classes = [], [], []
        for s in range(n):
            cls_ = []
            for i in range(n):
                for j in range(n):
                    if last[i, j] == s:
                        cls_.append(len(blocks))
                        blocks.append(tuple([i, n + j] + [(2 + m) * n + int(L.array[i, j])
                                                          for m, L in enumerate(sq[:-1])]))
                        labels.append(f"r{i + 1}c{j + 1}")
            classes.append(tuple(cls_))
        class_names = tuple(f"{all_names[k]}{s + 1}" for s in range(n))
        return cls(points, groups, blocks, classes, labels, class_names, check=False)

    def parallel_classes(self) -> tuple[tuple[int, ...], ...]:
        """The parallel classes, as tuples of block indices."""
        return self._classes

    @property
    def class_names(self) -> tuple | None:
        """A name per parallel class, or None."""
        return self._class_names

    def check_resolution(self) -> None:
        """Raise ValueError if the parallel classes do not resolve the blocks."""
        problem = self._resolution_problem(self._classes)
        if problem is not None:
            raise ValueError(f"not a resolution: {problem}")

    def check(self) -> None:  # noqa: D102 - same as the base class, plus the resolution when present
        super().check()
        if hasattr(self, "_classes"):
            self.check_resolution()


def mols_blocks(squares: Sequence[Any]) -> tuple[tuple[LatinSquare, ...], list[tuple[int, ...]]]:
    """Check a k-MOLS(n) and return it with the blocks of its TD(k + 2, n) as tuples of point indices.

    Block ``i * n + j`` is the entry of cell (i, j): ``[i, n + j, 2n + L_1[i, j], ..., (k + 1) n + L_k[i, j]]``
    (the blocks of :meth:`TransversalDesign.from_mols`, computed from the squares' arrays alone).

    Squares given as :class:`~designs.latin.LatinSquare` objects of one order are Latin already, so only their
    orthogonality is tested: two squares are orthogonal when their n^2 superimposed pairs are distinct
    (:func:`designs.are_orthogonal`). Any other input, or a failing pair, goes through
    :func:`designs.check_mols`, whose error names the two squares and a repeated pair.

    A package-internal helper (not in ``__all__``), also used by :mod:`designs.paratopy`.

    Raises
    ------
    ValueError
        If the squares are not MOLS (see :func:`designs.check_mols`).

    Examples
    --------
    >>> from designs import mols
    >>> from designs.transversal import mols_blocks
    >>> mols_blocks(mols(3)[:1])[1][:2]      # cells (0, 0) and (0, 1): rows 0..2, columns 3..5, symbols 6..8
    [(0, 3, 6), (0, 4, 7)]
    """
    if _one_order(squares):
        sq = tuple(squares)
        checked = False
    else:
        sq, checked = check_mols(squares), True
    n = sq[0].order
    symbols = [[(2 + m) * n + s for s in L.array.ravel().tolist()] for m, L in enumerate(sq)]  # row-major cells
    if not checked and not all(len(set(zip(a, b))) == n * n for a, b in combinations(symbols, 2)):
        check_mols(sq)  # raises, naming the pair of squares and a repeated pair
    rows, columns = _cells(n)
    return sq, list(zip(rows, columns, *symbols))


def _one_order(squares: Any) -> bool:
    """True for a nonempty list or tuple of LatinSquare objects of one order."""
    return (isinstance(squares, (list, tuple)) and bool(squares)
            and all(isinstance(L, LatinSquare) for L in squares)
            and len({L.array.shape for L in squares}) == 1)


@lru_cache(maxsize=64)
def _cells(n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The row points and the column points of the n^2 cells in row-major order: i and n + j."""
    return tuple(i for i in range(n) for _ in range(n)), tuple(n + j for _ in range(n) for j in range(n))


def _index_sets(value: Any, name: str, v: int) -> tuple[tuple[int, ...], ...]:
    """``value`` as sorted tuples of point indices in range(v), or a TypeError / ValueError naming ``name``."""
    out = []
    for j, b in enumerate(checked_items(value, name, "a sequence of sequences of point indices")):
        items = checked_items(b, f"{name}[{j}]", "a sequence of point indices")
        bad = [x for x in items if not (is_int(x) and 0 <= x < v)]
        if bad:
            raise ValueError(f"{name}[{j}] contains {bad[0]!r}, which is not a point index in range({v})")
        out.append(tuple(sorted(int(x) for x in items)))
    return tuple(out)


def point_labels(names: Sequence[str], k: int, n: int) -> tuple[str, ...]:
    """Labels of k coordinate types of n values each: value s of type t is ``f"{names[t]}{s + 1}"`` (index
    t * n + s).

    A package-internal helper (not in ``__all__``), also used by :func:`designs.paratopy.mols_points`.

    Examples
    --------
    >>> from designs.transversal import point_labels
    >>> point_labels(("r", "c"), 2, 2)
    ('r1', 'r2', 'c1', 'c2')
    """
    return tuple(f"{names[t]}{s + 1}" for t in range(k) for s in range(n))


def _check_names(names: Sequence[str] | None, k: int) -> tuple[str, ...]:
    if names is None:
        return type_names(k)
    names = checked_items(names, "names", "a sequence of type names")
    if len(names) < k or len(set(names)) != len(names):
        raise ValueError(f"names must be at least {k} distinct type names, not {names!r}")
    return names


# ------------------------------------------------------------------------------------ orthogonal arrays
def oa_from_transversal_design(td: TransversalDesign) -> np.ndarray:
    """Return the OA(k, n) of a TD(k, n): one row per block, column c the position of its point in group c.

    Examples
    --------
    >>> from designs import TransversalDesign, mols
    >>> from designs.orthogonal_arrays import is_orthogonal_array
    >>> from designs.transversal import oa_from_transversal_design
    >>> is_orthogonal_array(oa_from_transversal_design(TransversalDesign.from_mols(mols(4))), 5, 4)
    True
    """
    if not isinstance(td, TransversalDesign):
        raise TypeError(f"td must be a TransversalDesign, not {type(td).__name__}")
    where = {}
    for c, g in enumerate(td.groups):
        for s, x in enumerate(g):
            where[x] = (c, s)
    arr = np.empty((len(td.blocks), td.k), dtype=np.int64)
    for r, b in enumerate(td.blocks):
        for x in b:
            c, s = where[x]
            arr[r, c] = s
    return lexicographic_rows(arr)


def transversal_design_from_oa(rows: Any) -> TransversalDesign:
    """Return the TD(k, n) of an OA(k, n) (points ``r1.., c1.., alpha1..`` as for MOLS; one block per row).

    Raises
    ------
    ValueError
        If ``rows`` is not an OA(k, n) or k < 2.

    Examples
    --------
    >>> from designs.orthogonal_arrays import oa_from_field
    >>> from designs.transversal import transversal_design_from_oa
    >>> td = transversal_design_from_oa(oa_from_field(3))
    >>> td.k, td.n, len(td.blocks)
    (4, 3, 9)
    """
    arr = check_orthogonal_array(rows)
    n, k = int(round(arr.shape[0] ** 0.5)), arr.shape[1]
    if k < 2:
        raise ValueError(f"a transversal design needs k >= 2 groups, not k = {k}")
    names = type_names(k)
    points = tuple(f"{names[c]}{s + 1}" for c in range(k) for s in range(n))
    groups = tuple(tuple(range(c * n, (c + 1) * n)) for c in range(k))
    blocks = tuple(tuple(int(c * n + row[c]) for c in range(k)) for row in arr)
    return TransversalDesign(points, groups, blocks, check=False)
