"""Affine and projective planes, and the square grid view of an affine plane.

An *affine plane* of order n is a set of n^2 points with n(n + 1) lines of n points each, any two points
on exactly one line; its lines split into n + 1 *parallel classes* (sets of lines partitioning the points).
A *projective plane* of order n has n^2 + n + 1 points and as many lines, n + 1 points per line, any two
points on exactly one line and any two lines meeting in exactly one point [1]_.

Constructions
-------------
* :func:`affine_plane` (q): AG(2, q), points (x, y) of GF(q)^2 (galois' integer representation), lines
  y = m x + b (class "slope m") and x = c (class "vertical").
* :func:`projective_plane` (q): PG(2, q), points and lines the 1-spaces of GF(q)^3 in normalised
  coordinates: (x, y, 1), then (1, m, 0), then (0, 1, 0); point P is on line L when L . P = 0.
* :meth:`AffinePlane.from_mols` ((n - 1)-MOLS(n)): the construction of [1]_: the blocks of the RTD(n, n)
  (last square indexing the parallel classes) plus the *index class* {rows, columns, symbols of each
  square}; points ``r1..rn, c1..cn, alpha1.., ...`` (or other ``names``), index blocks labelled as asked.
* :func:`projective_completion`: add one point per parallel class and the line at infinity.
* :class:`GridView`: an affine plane drawn as an n x n grid whose rows and columns are two parallel classes
  (the tic-tac-toe grid of [1]_, Figure 4), with the translation between grid cells and points; the lines of
  the other classes are diagonals (:meth:`GridView.class_pattern`, as in Figure 5 of [1]_).

Notation: the paper writes pi_n for affine and Pi_n for projective planes; here ``AffinePlane`` and
``ProjectivePlane``.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1, Figures 2-5.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import numpy as np

from designs._limits import MAX_ENTRIES, MAX_INCIDENCES, check_size
from designs.fields import field_tables, prime_power
from designs.incidence import IncidenceStructure, checked_items
from designs.latin import check_mols
from designs.transversal import ResolvableTransversalDesign
from combgames.base.checks import is_int

__all__ = [
    "AffinePlane",
    "ProjectivePlane",
    "affine_plane",
    "projective_plane",
    "projective_completion",
    "GridView",
]


class AffinePlane(IncidenceStructure):
    """An affine plane of order n with its parallel classes.

    Parameters
    ----------
    points : sequence of hashable
        n^2 point labels.
    blocks : sequence of sequences of int
        The n(n + 1) lines, as point indices.
    parallel_classes : sequence of sequences of int
        The n + 1 parallel classes, as block indices.
    block_labels : sequence, optional
    class_names : sequence of str, optional
    index_class : int, optional
        Position (in `parallel_classes`) of the index class, for planes built from MOLS.
    check : bool, keyword-only
        Verify the axioms (default True).

    Raises
    ------
    ValueError
        If the axioms fail (the message says which).

    Examples
    --------
    >>> from designs.planes import affine_plane
    >>> ag = affine_plane(4)
    >>> ag.order, ag.num_points, ag.num_blocks, len(ag.parallel_classes())
    (4, 16, 20, 5)
    """

    def __init__(self, points: Sequence[Hashable], blocks: Sequence[Sequence[int]],
                 parallel_classes: Sequence[Sequence[int]], block_labels: Sequence[Hashable] | None = None,
                 class_names: Sequence[str] | None = None, index_class: int | None = None, *,
                 check: bool = True) -> None:
        if check:
            IncidenceStructure.__init__(self, points, blocks, block_labels, by="indices")
        else:
            self._set(tuple(points), tuple(tuple(b) for b in blocks), block_labels)
        self._classes = tuple(tuple(int(j) for j in c) for c in parallel_classes)
        self._class_names = None if class_names is None else tuple(class_names)
        self._index_class = index_class
        if check:
            self.check()

    @classmethod
    def over_field(cls, q: int) -> "AffinePlane":
        """Return AG(2, q) over GF(q); same as :func:`affine_plane`."""
        return affine_plane(q)

    @classmethod
    def from_mols(cls, squares: Sequence[Any], *, names: Sequence[str] | None = None,
                  index_labels: Sequence[str] | None = None) -> "AffinePlane":
        """Return the affine plane of a complete set of n - 1 MOLS(n), as in the paper.

        The lines are the blocks of the RTD(n, n) of :meth:`ResolvableTransversalDesign.from_mols` (the
        last square's symbols index n parallel classes) followed by its n groups, which form one more
        parallel class, the *index class* (last in :meth:`parallel_classes`).

        Parameters
        ----------
        squares : sequence of LatinSquare
            n - 1 MOLS(n).
        names : sequence of str, optional, keyword-only
            Coordinate type names (default ``r, c, alpha, beta, ...``).
        index_labels : sequence of str, optional, keyword-only
            Labels of the index blocks (default ``"group r"``, ``"group c"``, ...).

        Raises
        ------
        ValueError
            If the squares are not MOLS, or there are not n - 1 of them.

        Examples
        --------
        >>> from designs import AffinePlane, mols
        >>> AffinePlane.from_mols(mols(3)).is_isomorphic(AffinePlane.over_field(3))
        True
        """
        sq = check_mols(squares)
        n = sq[0].order
        if len(sq) != n - 1:
            raise ValueError(f"an affine plane of order {n} needs {n - 1} MOLS({n}), not {len(sq)}")
        rtd = ResolvableTransversalDesign.from_mols(sq, names=names)
        all_names = rtd.points
        type_prefix = [all_names[t * n][:-1] for t in range(rtd.k)]
        if index_labels is None:
            index_labels = tuple(f"group {p}" for p in type_prefix)
        elif len(checked_items(index_labels, "index_labels", "a sequence of labels")) != rtd.k:
            raise ValueError(f"index_labels must have {rtd.k} labels, not {len(index_labels)}")
        blocks = rtd.blocks + rtd.groups
        labels = tuple(rtd.block_labels) + tuple(index_labels)
        b0 = len(rtd.blocks)
        classes = rtd.parallel_classes() + (tuple(range(b0, b0 + rtd.k)),)
        class_names = tuple(rtd.class_names) + ("index",)
        return cls(rtd.points, blocks, classes, labels, class_names, index_class=len(classes) - 1, check=False)

    @property
    def order(self) -> int:
        """n, the number of points on a line."""
        return int(round(self.num_points ** 0.5))

    def parallel_classes(self) -> tuple[tuple[int, ...], ...]:
        """Return the parallel classes as tuples of block indices."""
        return self._classes

    @property
    def class_names(self) -> tuple | None:
        """A name per parallel class, or None."""
        return self._class_names

    @property
    def index_class(self) -> tuple[int, ...] | None:
        """Block indices of the index class (planes built from MOLS), else None."""
        return None if self._index_class is None else self._classes[self._index_class]

    def parallel_class_of(self, block: int) -> int:
        """Return the position of the parallel class containing block index `block`."""
        for c, cls_ in enumerate(self._classes):
            if block in cls_:
                return c
        raise ValueError(f"block index must be in range({self.num_blocks}), not {block!r}")

    def check(self) -> None:
        """Raise ValueError if the affine plane axioms or the parallel classes fail."""
        v = self.num_points
        n = self.order
        if n < 2 or n * n != v:
            raise ValueError(f"not an affine plane: {v} points is not n^2 for an n >= 2")
        if self.num_blocks != n * (n + 1) or any(len(b) != n for b in self.blocks):
            raise ValueError(f"not an affine plane: needs {n * (n + 1)} lines of {n} points")
        if not self.is_linear_space():
            bad = next(p for p, c in self.pair_coverage().items() if c != 1)
            raise ValueError(f"not an affine plane: points {self.points[bad[0]]!r} and {self.points[bad[1]]!r} "
                             f"are on {self.pair_coverage()[bad]} lines, not 1")
        if len(self._classes) != n + 1:
            raise ValueError(f"not an affine plane: needs {n + 1} parallel classes, not {len(self._classes)}")
        problem = self._resolution_problem(self._classes)
        if problem is not None:
            raise ValueError(f"not an affine plane: {problem}")

    def __repr__(self) -> str:
        return f"AffinePlane(order={self.order})"


class ProjectivePlane(IncidenceStructure):
    """A projective plane of order n (n^2 + n + 1 points and lines, n + 1 points per line).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> pg = projective_plane(4)
    >>> pg.order, pg.num_points
    (4, 21)
    >>> q = 4   # the group is PGammaL(3, 4): |GL(3, q)| / (q - 1) times 2 field automorphisms
    >>> pg.automorphism_group().order() == (q**3 - 1) * (q**3 - q) * (q**3 - q**2) // (q - 1) * 2
    True
    """

    def __init__(self, points: Sequence[Hashable], blocks: Sequence[Sequence[Any]],
                 block_labels: Sequence[Hashable] | None = None, *, check: bool = True) -> None:
        if check:
            IncidenceStructure.__init__(self, points, blocks, block_labels)
            self.check()
        else:
            self._set(tuple(points), tuple(tuple(b) for b in blocks), block_labels)

    @classmethod
    def over_field(cls, q: int) -> "ProjectivePlane":
        """Return PG(2, q); same as :func:`projective_plane`."""
        return projective_plane(q)

    @property
    def order(self) -> int:
        """n, one less than the number of points on a line."""
        return len(self.blocks[0]) - 1

    def check(self) -> None:
        """Raise ValueError if the projective plane axioms fail."""
        n = len(self.blocks[0]) - 1 if self.blocks else 0
        v = n * n + n + 1
        if n < 2 or self.num_points != v or self.num_blocks != v or any(len(b) != n + 1 for b in self.blocks):
            raise ValueError(f"not a projective plane: needs n^2 + n + 1 points and lines of n + 1 points "
                             f"(got {self.num_points} points, {self.num_blocks} lines)")
        if not self.is_linear_space():
            raise ValueError("not a projective plane: some pair of points is not on exactly one line")

    def __repr__(self) -> str:
        return f"ProjectivePlane(order={self.order})"


def affine_plane(q: int, *, max_incidences: int = MAX_INCIDENCES) -> AffinePlane:
    """Return AG(2, q), the affine plane over GF(q).

    Points are the pairs (x, y) of field elements (galois' integers), point index ``x * q + y``. Lines are
    y = m x + b for each slope m (one parallel class per m, named ``"slope m"``, lines in order of b) and
    x = c (class ``"vertical"``, last). Line labels are ``"y=m*x+b"`` and ``"x=c"``.

    Parameters
    ----------
    q : int
        A prime power.
    max_incidences : int
        Refuse a plane with more point-line incidences than this, q^3 + q^2 (default 10^6: q <= 97;
        :mod:`designs._limits`).

    Raises
    ------
    ValueError
        If q is not a prime power, or the plane has more than ``max_incidences`` incidences.

    Examples
    --------
    >>> from designs.planes import affine_plane
    >>> ag = affine_plane(3)
    >>> ag.class_names
    ('slope 0', 'slope 1', 'slope 2', 'vertical')
    >>> [ag.points[i] for i in ag.blocks[0]]
    [(0, 0), (1, 0), (2, 0)]
    """
    p, e = prime_power(q)
    q = p**e
    check_size(q**3 + q**2, max_incidences, call=f"affine_plane({q})", what=f"AG(2, {q}) (q^3 + q^2)",
               name="max_incidences", unit="incidences")
    F = field_tables(q)
    x = np.arange(q)
    points = tuple((i, j) for i in range(q) for j in range(q))
    blocks, labels, classes, names = [], [], [], []
    for m in range(q):
        # y - m x for every point: lines of slope m are the level sets
        intercept = F.add[x[None, :], F.neg[F.mul[m][:, None]]]
        order = np.argsort(intercept.ravel(), kind="stable").reshape(q, q)
        cls_ = []
        for b in range(q):
            cls_.append(len(blocks))
            blocks.append(tuple(sorted(int(t) for t in order[b])))
            labels.append(f"y={m}*x+{b}")
        classes.append(tuple(cls_))
        names.append(f"slope {m}")
    cls_ = []
    for c in range(q):
        cls_.append(len(blocks))
        blocks.append(tuple(range(c * q, (c + 1) * q)))
        labels.append(f"x={c}")
    classes.append(tuple(cls_))
    names.append("vertical")
    return AffinePlane(points, blocks, classes, labels, names, check=False)


def projective_point_coordinates(q: int) -> list[tuple[int, int, int]]:
    """The points of PG(2, q) as normalised homogeneous coordinates, in the numbering of
    :func:`projective_plane`: (x, y, 1) for x, y in GF(q) (x major), then (1, m, 0) for m in GF(q), then (0, 1, 0).

    A package-internal helper (not in ``__all__``): :mod:`designs.collineations` numbers the points the same way.

    Examples
    --------
    >>> from designs.planes import projective_point_coordinates
    >>> projective_point_coordinates(2)
    [(0, 0, 1), (0, 1, 1), (1, 0, 1), (1, 1, 1), (1, 0, 0), (1, 1, 0), (0, 1, 0)]
    """
    pts = [(x, y, 1) for x in range(q) for y in range(q)]
    pts += [(1, m, 0) for m in range(q)]
    pts.append((0, 1, 0))
    return pts


def projective_plane(q: int, *, max_entries: int = MAX_ENTRIES) -> ProjectivePlane:
    """Return PG(2, q), the projective plane over GF(q).

    Points are normalised homogeneous coordinates (x, y, z) of GF(q)^3 (galois' integers): first the
    affine points (x, y, 1) with index ``x * q + y`` (as in :func:`affine_plane`), then (1, m, 0) for each
    m, then (0, 1, 0). Lines are labelled by their normalised coordinates [a, b, c] (the same list), and
    contain the points with a x + b y + c z = 0.

    Parameters
    ----------
    q : int
        A prime power.
    max_entries : int
        Refuse a plane whose incidence matrix has more entries than this, (q^2 + q + 1)^2 (default 10^7:
        q <= 53; :mod:`designs._limits`).

    Raises
    ------
    ValueError
        If q is not a prime power, or the incidence matrix has more than ``max_entries`` entries.

    Notes
    -----
    One (q^2 + q + 1)^2 field evaluation of the incidence matrix, vectorised with galois.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> pg = projective_plane(2)
    >>> pg.num_points, pg.num_blocks, pg.is_linear_space()
    (7, 7, True)
    """
    p, e = prime_power(q)
    q = p**e
    v = q * q + q + 1
    check_size(v * v, max_entries, call=f"projective_plane({q})",
               what=f"the incidence matrix of PG(2, {q}) ((q^2 + q + 1)^2)")
    F = field_tables(q)
    coords = projective_point_coordinates(q)
    P = np.array(coords, dtype=np.int64)
    terms = [F.mul[P[:, None, t], P[None, :, t]] for t in range(3)]
    inc = F.add[F.add[terms[0], terms[1]], terms[2]] == 0  # inc[line, point]
    blocks = tuple(tuple(int(t) for t in np.flatnonzero(row)) for row in inc)
    labels = tuple(coords)
    return ProjectivePlane(tuple(coords), blocks, labels, check=False)


def projective_completion(plane: AffinePlane, *, infinity_labels: Sequence[Hashable] | None = None,
                          line_at_infinity: Hashable = "line at infinity") -> ProjectivePlane:
    """Return the projective completion of an affine plane.

    Each parallel class gets a new point, added to every line of the class; the new points form one more
    line, the line at infinity. The result is a projective plane of the same order.

    Parameters
    ----------
    plane : AffinePlane
    infinity_labels : sequence of hashable, optional, keyword-only
        Labels of the new points, one per parallel class (default ``("inf", class name)``).
    line_at_infinity : hashable, keyword-only
        Label of the new line.

    Examples
    --------
    >>> from designs.planes import affine_plane, projective_completion, projective_plane
    >>> projective_completion(affine_plane(3)).is_isomorphic(projective_plane(3))
    True
    """
    if not isinstance(plane, AffinePlane):
        raise TypeError(f"plane must be an AffinePlane, not {type(plane).__name__}")
    classes = plane.parallel_classes()
    v = plane.num_points
    if infinity_labels is None:
        names = plane.class_names or tuple(range(len(classes)))
        infinity_labels = tuple(("inf", nm) for nm in names)
    infinity_labels = tuple(infinity_labels)
    if len(infinity_labels) != len(classes):
        raise ValueError(f"infinity_labels must have {len(classes)} labels, not {len(infinity_labels)}")
    points = plane.points + infinity_labels
    blocks = list(plane.blocks)
    for c, cls_ in enumerate(classes):
        for j in cls_:
            blocks[j] = blocks[j] + (v + c,)
    blocks.append(tuple(range(v, v + len(classes))))
    labels = None if plane.block_labels is None else tuple(plane.block_labels) + (line_at_infinity,)
    return ProjectivePlane(points, blocks, labels, check=False)


class GridView:
    """A square grid view of an affine plane: rows and columns are two parallel classes.

    Cell (i, j) holds the unique point on row line ``row_blocks[i]`` and column line
    ``column_blocks[j]``. Every point is in exactly one cell, so the grid is a bijection between the n^2
    cells and the points. The lines of the remaining classes are *diagonals* (one cell in each row and
    column), as in Figures 4 and 5 of the seed paper [1]_ (its tic-tac-toe grid of pi_4).

    Parameters
    ----------
    plane : AffinePlane
    row_blocks, column_blocks : sequence of int
        Block indices: the n lines of one parallel class in grid-row order, and the n lines of another
        class in grid-column order.

    Raises
    ------
    ValueError
        If the row or column lines are not all the lines of one parallel class each, or both are the same
        class.

    Examples
    --------
    >>> from designs.planes import GridView, affine_plane
    >>> ag = affine_plane(3)
    >>> vertical, horizontal = ag.parallel_classes()[3], ag.parallel_classes()[0]
    >>> g = GridView(ag, vertical, horizontal)      # row i is the line x = i, column j the line y = j
    >>> g.grid()[1]
    ((1, 0), (1, 1), (1, 2))
    >>> g.cell_of((2, 1)), g.point_at(0, 2)
    ((2, 1), (0, 2))
    >>> g.class_pattern(1)                          # the lines y = x + b are diagonals
    (('a', 'b', 'c'), ('c', 'a', 'b'), ('b', 'c', 'a'))
    """

    def __init__(self, plane: AffinePlane, row_blocks: Sequence[int], column_blocks: Sequence[int]) -> None:
        if not isinstance(plane, AffinePlane):
            raise TypeError(f"plane must be an AffinePlane, not {type(plane).__name__}")
        self.plane = plane
        for name, blocks in (("row_blocks", row_blocks), ("column_blocks", column_blocks)):
            items = checked_items(blocks, name, "a sequence of block indices")
            bad = [j for j in items if not (is_int(j) and 0 <= j < plane.num_blocks)]
            if bad:
                raise ValueError(f"{name} contains {bad[0]!r}, which is not a block index in range({plane.num_blocks})")
        self.row_blocks = tuple(int(j) for j in row_blocks)
        self.column_blocks = tuple(int(j) for j in column_blocks)
        rc = {plane.parallel_class_of(j) for j in self.row_blocks}
        cc = {plane.parallel_class_of(j) for j in self.column_blocks}
        n = plane.order
        for name, blocks, cls_ in (("row_blocks", self.row_blocks, rc), ("column_blocks", self.column_blocks, cc)):
            if len(cls_) != 1 or len(set(blocks)) != n or len(blocks) != n:
                raise ValueError(f"{name} must list the {n} lines of one parallel class, not {blocks}")
        if rc == cc:
            raise ValueError("row_blocks and column_blocks must come from different parallel classes")
        cells = np.empty((n, n), dtype=np.int64)
        for i, rb in enumerate(self.row_blocks):
            for j, cb in enumerate(self.column_blocks):
                (x,) = set(plane.blocks[rb]) & set(plane.blocks[cb])
                cells[i, j] = x
        cells.flags.writeable = False
        self._cells = cells
        self._where = {int(cells[i, j]): (i, j) for i in range(n) for j in range(n)}

    @property
    def cells(self) -> np.ndarray:
        """The n x n array of point indices."""
        return self._cells

    def grid(self) -> tuple[tuple, ...]:
        """Return the grid as rows of point labels."""
        return tuple(tuple(self.plane.points[int(x)] for x in row) for row in self._cells)

    def point_at(self, row: int, column: int) -> Hashable:
        """Return the label of the point in a cell (0-based row and column)."""
        return self.plane.points[int(self._cells[row, column])]

    def cell_of(self, point: Hashable) -> tuple[int, int]:
        """Return the (row, column) cell, 0-based, of the point with this label."""
        return self._where[self.plane.index(point)]

    def block_cells(self, block: int) -> tuple[tuple[int, int], ...]:
        """Return the cells of a line (block index), sorted."""
        return tuple(sorted(self._where[x] for x in self.plane.blocks[block]))

    def is_diagonal(self, cells: Sequence[tuple[int, int]]) -> bool:
        """Return True if the cells meet every row and every column exactly once."""
        n = self.plane.order
        rows = sorted(i for i, _ in cells)
        cols = sorted(j for _, j in cells)
        return len(cells) == n and rows == list(range(n)) and cols == list(range(n))

    def class_pattern(self, parallel_class: int, letters: str | None = None) -> tuple[tuple[str, ...], ...]:
        """Return the grid with each cell marked by the line of a parallel class through it.

        The lines are lettered in the order they appear in the first grid row (by default ``x, y, z, w`` for
        n = 4, as in Figure 5 of the paper; otherwise ``a, b, c, ...``).

        Parameters
        ----------
        parallel_class : int
            Position of the class in ``plane.parallel_classes()``.
        letters : str, optional
            n distinct letters.
        """
        n = self.plane.order
        if letters is None:
            letters = "xyzw" if n == 4 else "abcdefghijklmnopqrstuvwxyz"[:n]
        if len(letters) < n:
            raise ValueError(f"letters must have at least {n} characters")
        cls_ = self.plane.parallel_classes()[parallel_class]
        line_of = {}
        for j in cls_:
            for x in self.plane.blocks[j]:
                line_of[x] = j
        order: list[int] = []
        for x in self._cells[0]:
            if line_of[int(x)] not in order:
                order.append(line_of[int(x)])
        return tuple(tuple(letters[order.index(line_of[int(x)])] for x in row) for row in self._cells)
