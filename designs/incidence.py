"""Incidence structures: points, blocks, automorphisms and isomorphisms.

An *incidence structure* is a finite set of points together with a finite list of blocks, each block a
subset of the points [1]_. Affine and projective planes (:mod:`designs.planes`), transversal designs
(:mod:`designs.transversal`) and the winning lines of positional games are incidence structures.

Start with :class:`IncidenceStructure`. Points carry arbitrary hashable labels (``"r1"``, ``(0, 1)``,
...); blocks are stored as sorted tuples of point *indices* 0..v-1, so code that plays on the structure
can work with small integers and translate back with :attr:`IncidenceStructure.points`.

Symmetry is computed by nauty through :mod:`combgames.base.nauty`, on the coloured incidence graph
(:meth:`IncidenceStructure.coloured_graph`): one vertex per point and one per block, a point joined to the
blocks through it, points and blocks in different colour classes, so every graph automorphism maps points to
points and blocks to blocks. Automorphism groups and setwise stabilisers are returned as
:class:`sympy.combinatorics.PermutationGroup` objects acting on point indices (order, orbits, further
stabilisers come from sympy); orbits are read from nauty directly (:meth:`IncidenceStructure.point_orbits`,
:meth:`IncidenceStructure.orbits_outside`, :meth:`IncidenceStructure.block_subset_orbits`). sympy, networkx
and pynauty are imported only when a method needs them.

Hand-over: :meth:`IncidenceStructure.incidence_graph` gives a networkx graph (which Sage's ``Graph``
accepts); :meth:`IncidenceStructure.to_sage` gives the point list and block list that Sage's
``IncidenceStructure(points, blocks)`` accepts, and :meth:`IncidenceStructure.from_sage` reads them back.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1 (affine planes, transversal designs, isomorphisms).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from combgames.base.checks import check_int, check_one_of, is_int
from combgames.base.nauty import AutomorphismGroup, ColouredGraph

if TYPE_CHECKING:
    import networkx
    from sympy.combinatorics import PermutationGroup

__all__ = ["IncidenceStructure"]



def disjoint_point_classes(point_sets: Sequence[Iterable[Hashable]],
                           indices: Callable[[Iterable[Hashable]], Iterable[int]],
                           label: Callable[[int], Hashable]) -> list[set[int]]:
    """The point indices of each set of labels (``indices`` maps a set of labels to their indices and raises for
    an unknown label), checked to be pairwise disjoint: the colour classes of a stabiliser's graph.

    Raises
    ------
    ValueError
        If a point is in two of the sets (named by ``label``).
    """
    classes: list[set[int]] = []
    owner: dict[int, int] = {}
    for k, labels in enumerate(point_sets):
        part = set(indices(labels))
        for i in sorted(part):
            if i in owner:
                raise ValueError(f"point sets must be disjoint: {label(i)!r} is in set {owner[i]} and set {k}")
            owner[i] = k
        classes.append(part)
    return classes

class IncidenceStructure:
    """A finite set of labelled points and a list of blocks (subsets of the points).

    Parameters
    ----------
    points : iterable of hashable
        The point labels, all distinct. Their order fixes the point indices 0..v-1.
    blocks : iterable of iterables
        Each block is a collection of points, given either by point labels or by point indices (see
        `by`). Blocks are stored sorted and without repeated points; the order of the blocks is kept
        (block indices 0..b-1). Repeated blocks are allowed.
    block_labels : sequence of hashable, optional
        A label per block (for example ``"row block"``); default None.
    by : {"auto", "labels", "indices"}, keyword-only
        How blocks name their points. ``"auto"`` (default) reads labels when every element is a point
        label, else indices when every element is an int in ``range(v)``; when both readings are possible
        and differ (integer labels that are not 0..v-1 in order) it raises instead of guessing.

    Raises
    ------
    ValueError
        Repeated point labels, a block element that is neither a label nor an index, a block with a
        repeated point, an ambiguous block reading, or a wrong number of block labels.
    TypeError
        If a point label is not hashable.

    Notes
    -----
    Instances are immutable: points and blocks are tuples. Derived data (incidence graph, automorphism
    group) is computed lazily and cached.

    Examples
    --------
    >>> from designs import IncidenceStructure
    >>> fano = IncidenceStructure(range(7), [[0, 1, 2], [0, 3, 4], [0, 5, 6], [1, 3, 5],
    ...                                      [1, 4, 6], [2, 3, 6], [2, 4, 5]])
    >>> fano.automorphism_group().order()
    168
    >>> tri = IncidenceStructure("abc", ["ab", "bc", "ca"])
    >>> tri.blocks
    ((0, 1), (1, 2), (0, 2))
    """

    def __init__(
        self,
        points: Iterable[Hashable],
        blocks: Iterable[Iterable[Any]],
        block_labels: Sequence[Hashable] | None = None,
        *,
        by: str = "auto",
    ) -> None:
        pts = checked_items(points, "points", "an iterable of point labels")
        index: dict[Hashable, int] = {}
        for i, p in enumerate(pts):
            try:
                if p in index:
                    raise ValueError(f"point labels must be distinct; {p!r} is repeated (indices {index[p]} and {i})")
            except TypeError as err:
                raise TypeError(f"point labels must be hashable, not {type(p).__name__} {p!r}") from err
            index[p] = i
        check_one_of(by, "by", ("auto", "labels", "indices"))
        raw = [checked_items(b, f"block {j}", "an iterable of points") for j, b in
               enumerate(checked_items(blocks, "blocks", "an iterable of blocks"))]
        v = len(pts)
        if by == "auto":
            all_labels = all(_is_label(x, index) for b in raw for x in b)
            all_indices = all(_is_index(x, v) for b in raw for x in b)
            identity = all(index.get(i) == i for i in range(v)) if all_labels and all_indices else True
            if all_labels and all_indices and not identity:
                raise ValueError("blocks can be read both as point labels and as point indices, and the two "
                                 "readings differ; pass by='labels' or by='indices'")
            if all_labels:
                by = "labels"
            elif all_indices:
                by = "indices"
            else:
                bad = next((j, x) for j, b in enumerate(raw) for x in b
                           if not _is_label(x, index) and not _is_index(x, v))
                raise ValueError(f"block {bad[0]} contains {bad[1]!r}, which is neither a point label nor a "
                                 f"point index in range({v})")
        out = []
        for j, b in enumerate(raw):
            if by == "labels":
                try:
                    idx = [index[x] for x in b]
                except (KeyError, TypeError) as err:
                    raise ValueError(f"block {j} contains {err.args[0]!r}, which is not a point label") from err
            else:
                idx = []
                for x in b:
                    if not _is_index(x, v):
                        raise ValueError(f"block {j} contains {x!r}, which is not a point index in range({v})")
                    idx.append(int(x))
            if len(set(idx)) != len(idx):
                raise ValueError(f"block {j} contains a repeated point: {b!r}")
            out.append(tuple(sorted(idx)))
        self._points = pts
        self._index = index
        self._blocks = tuple(out)
        if block_labels is not None:
            block_labels = checked_items(block_labels, "block_labels", "a sequence of labels, one per block")
            if len(block_labels) != len(out):
                raise ValueError(f"block_labels must have one label per block: got {len(block_labels)} labels "
                                 f"for {len(out)} blocks")
        self._block_labels = block_labels

    @classmethod
    def _trusted(cls, points: tuple, blocks: tuple, block_labels: tuple | None = None) -> "IncidenceStructure":
        """Build from already-validated data (sorted index tuples); library-internal, no checks."""
        self = cls.__new__(cls)
        IncidenceStructure._set(self, points, blocks, block_labels)
        return self

    def _set(self, points: tuple, blocks: tuple, block_labels: tuple | None) -> None:
        self._points = tuple(points)
        self._index = {p: i for i, p in enumerate(self._points)}
        self._blocks = tuple(blocks)
        self._block_labels = None if block_labels is None else tuple(block_labels)

    # ------------------------------------------------------------------ basic data
    @property
    def points(self) -> tuple:
        """The point labels; point ``i`` has label ``points[i]``."""
        return self._points

    @property
    def blocks(self) -> tuple[tuple[int, ...], ...]:
        """The blocks as sorted tuples of point indices."""
        return self._blocks

    @property
    def block_labels(self) -> tuple | None:
        """A label per block, or None."""
        return self._block_labels

    @property
    def num_points(self) -> int:
        """v, the number of points."""
        return len(self._points)

    @property
    def num_blocks(self) -> int:
        """b, the number of blocks."""
        return len(self._blocks)

    def index(self, label: Hashable) -> int:
        """Return the index of the point with this label (ValueError if there is none)."""
        try:
            return self._index[label]
        except (KeyError, TypeError) as err:
            raise ValueError(f"{label!r} is not a point label of this structure") from err

    def indices(self, labels: Iterable[Hashable]) -> tuple[int, ...]:
        """Return the indices of several point labels, in the given order."""
        return tuple(self.index(x) for x in labels)

    def labels(self, indices: Iterable[int]) -> tuple:
        """Return the labels of several point indices, in the given order (ValueError for an index out of range)."""
        out = []
        for i in checked_items(indices, "indices", "an iterable of point indices"):
            if not _is_index(i, self.num_points):
                raise ValueError(f"{i!r} is not a point index in range({self.num_points})")
            out.append(self._points[int(i)])
        return tuple(out)

    def block_index(self, points: Iterable[Hashable]) -> int:
        """Return the index of the (first) block equal to this set of point labels (ValueError if none)."""
        key = tuple(sorted(self.index(x) for x in points))
        try:
            return self._block_lookup[key]
        except KeyError as err:
            raise ValueError(f"{sorted(map(str, points))} is not a block of this structure") from err

    @cached_property
    def _block_lookup(self) -> dict[tuple[int, ...], int]:
        out: dict[tuple[int, ...], int] = {}
        for j, b in enumerate(self._blocks):
            out.setdefault(b, j)
        return out

    def blocks_as_labels(self) -> tuple[tuple, ...]:
        """Return the blocks as tuples of point labels (in index order within each block)."""
        return tuple(tuple(self._points[i] for i in b) for b in self._blocks)

    def block_sizes(self) -> tuple[int, ...]:
        """Return the size of every block, in block order."""
        return tuple(len(b) for b in self._blocks)

    def degrees(self) -> tuple[int, ...]:
        """Return the number of blocks through each point (the replication numbers)."""
        deg = [0] * self.num_points
        for b in self._blocks:
            for i in b:
                deg[i] += 1
        return tuple(deg)

    def blocks_through(self, point: Hashable) -> tuple[int, ...]:
        """Return the indices of the blocks containing the point with this label."""
        i = self.index(point)
        return tuple(j for j, b in enumerate(self._blocks) if i in b)

    def pair_coverage(self) -> dict[tuple[int, int], int]:
        """Return, for every pair i < j of point indices, the number of blocks containing both."""
        cover = {(i, j): 0 for i in range(self.num_points) for j in range(i + 1, self.num_points)}
        for b in self._blocks:
            for a in range(len(b)):
                for c in range(a + 1, len(b)):
                    cover[(b[a], b[c])] += 1
        return cover

    def _resolution_problem(self, classes: Sequence[Sequence[int]]) -> str | None:
        """None if the classes (of block indices) partition the blocks, each class partitioning the points;
        else what fails."""
        if sorted(j for c in classes for j in c) != list(range(self.num_blocks)):
            return "the parallel classes must partition the blocks"
        for c, blocks in enumerate(classes):
            if sorted(x for j in blocks for x in self._blocks[j]) != list(range(self.num_points)):
                return f"parallel class {c} does not partition the points"
        return None

    def is_linear_space(self) -> bool:
        """Return True if every pair of distinct points lies in exactly one block (a linear space)."""
        return all(c == 1 for c in self.pair_coverage().values())

    # ------------------------------------------------------------------ derived structures
    def without_blocks(self, block_indices: Iterable[int]) -> "IncidenceStructure":
        """Return the structure with the given blocks removed (same points, block order kept).

        Raises
        ------
        ValueError
            If a block index is not in ``range(num_blocks)``.

        Examples
        --------
        >>> from designs import AffinePlane, mols
        >>> plane = AffinePlane.from_mols(mols(4))
        >>> td44 = plane.without_blocks(plane.index_class)     # the TD(4, 4) of two of the squares
        >>> (td44.num_points, td44.num_blocks)
        (16, 16)
        """
        drop = set(self._block_indices(block_indices, "block_indices"))
        keep = [j for j in range(self.num_blocks) if j not in drop]
        labels = None if self._block_labels is None else tuple(self._block_labels[j] for j in keep)
        return IncidenceStructure._trusted(self._points, tuple(self._blocks[j] for j in keep), labels)

    def with_point(self, label: Hashable, blocks: Iterable[int]) -> "IncidenceStructure":
        """Return the one-point extension: a new point ``label`` added to each of the given blocks.

        The new point gets index v (the last); block order and block labels are kept. Adding one point to
        every line of a parallel class of an affine plane, for example, is the first step of its projective
        completion; adding one point to the groups of a TD(n + 1, n) (seen as blocks) gives the projective
        plane of order n.

        Parameters
        ----------
        label : hashable
            The new point's label (not a label of this structure).
        blocks : iterable of int
            Indices of the blocks that receive the point.

        Raises
        ------
        ValueError
            If ``label`` is already a point label or a block index is out of range.
        TypeError
            If ``label`` is not hashable.

        See Also
        --------
        without_point : the inverse operation.

        Examples
        --------
        >>> from designs import TransversalDesign, mols, projective_plane
        >>> td = TransversalDesign.from_mols(mols(3)).incidence_structure(include_groups=True)
        >>> groups = range(9, 13)                      # the 4 groups follow the 9 blocks
        >>> td.with_point("infinity", groups).is_isomorphic(projective_plane(3))
        True
        """
        try:
            taken = label in self._index
        except TypeError as err:
            raise TypeError(f"label must be hashable, not {type(label).__name__} {label!r}") from err
        if taken:
            raise ValueError(f"label must be a new point label, not {label!r} (already point "
                             f"{self._index[label]})")
        chosen = set(self._block_indices(blocks, "blocks"))
        v = self.num_points
        new_blocks = tuple(b + (v,) if j in chosen else b for j, b in enumerate(self._blocks))
        return IncidenceStructure._trusted(self._points + (label,), new_blocks, self._block_labels)

    def _block_indices(self, blocks: Iterable[int], name: str) -> list[int]:
        """Validate block indices (ints in range(num_blocks)); return them as ints, in the given order."""
        out = list(blocks)
        bad = [j for j in out if not (is_int(j) and 0 <= j < self.num_blocks)]
        if bad:
            raise ValueError(f"{name} must be block indices in range({self.num_blocks}), not {bad}")
        return [int(j) for j in out]

    def without_point(self, point: Hashable) -> "IncidenceStructure":
        """Return the structure with one point deleted from the point set and from every block.

        Blocks keep their order; a block that becomes empty is kept (as an empty block).
        """
        i = self.index(point)
        pts = self._points[:i] + self._points[i + 1:]
        blocks = tuple(tuple(x - (x > i) for x in b if x != i) for b in self._blocks)
        return IncidenceStructure._trusted(pts, blocks, self._block_labels)

    def relabel(self, mapping: Mapping[Hashable, Hashable] | Sequence[Hashable]) -> "IncidenceStructure":
        """Return the same structure with new point labels (a dict old -> new, or a sequence by index)."""
        if isinstance(mapping, Mapping):
            missing = [p for p in self._points if p not in mapping]
            if missing:
                raise ValueError(f"mapping must give a new label to every point; it has none for {missing[0]!r}"
                                 + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
            new = tuple(mapping[p] for p in self._points)
        else:
            new = checked_items(mapping, "mapping", "a dict old label -> new label or a sequence of new labels")
            if len(new) != self.num_points:
                raise ValueError(f"need {self.num_points} new labels, got {len(new)}")
        return IncidenceStructure(new, self._blocks, self._block_labels, by="indices")

    def permuted(self, perm: Sequence[int]) -> "IncidenceStructure":
        """Return the image under the point permutation ``i -> perm[i]`` (labels move with the points).

        The result has point ``perm[i]`` labelled ``points[i]`` and blocks ``{perm[i] : i in B}``.
        """
        perm = _index_list(perm, "perm", self.num_points)
        pts = [None] * self.num_points
        for i, j in enumerate(perm):
            pts[j] = self._points[i]
        blocks = tuple(tuple(sorted(perm[i] for i in b)) for b in self._blocks)
        return IncidenceStructure._trusted(tuple(pts), blocks, self._block_labels)

    def dual(self) -> "IncidenceStructure":
        """Return the dual structure: blocks become points (labelled by block label or index) and vice versa."""
        labels = self._block_labels if self._block_labels is not None else tuple(range(self.num_blocks))
        if len(set(labels)) != len(labels):
            labels = tuple(range(self.num_blocks))
        new_blocks = [[] for _ in range(self.num_points)]
        for j, b in enumerate(self._blocks):
            for i in b:
                new_blocks[i].append(j)
        return IncidenceStructure(labels, new_blocks, self._points, by="indices")

    # ------------------------------------------------------------------ graphs and symmetry
    def incidence_graph(self) -> "networkx.Graph":
        """Return the incidence (Levi) graph as a networkx graph, in the schema of :mod:`combgames.base.graphs`.

        Nodes ``0..v-1`` are the points and ``v..v+b-1`` the blocks (block j is node v + j). Each node has
        attributes ``kind`` (``"point"`` or ``"block"``), ``label`` (the point or block label, the block
        index if blocks are unlabelled) and ``bipartite`` (0 for points, 1 for blocks); every edge has
        ``kind="incidence"``; the graph has attributes ``name`` and ``points`` (= v).

        Examples
        --------
        >>> from designs.planes import projective_plane
        >>> g = projective_plane(2).incidence_graph()
        >>> (g.number_of_nodes(), g.number_of_edges(), g.graph["points"])
        (14, 21, 7)
        """
        from combgames.base.graphs import incidence_graph

        return incidence_graph(self._points, self._blocks, block_labels=self._block_labels, name=repr(self))

    def coloured_graph(self, *point_sets: Iterable[Hashable]) -> ColouredGraph:
        """Return the coloured incidence graph that nauty works on (:class:`combgames.base.nauty.ColouredGraph`).

        Vertex i is point i, vertex v + j is block j. Colour classes, in order: each given set of points
        (labels), the remaining points, then the blocks; so every automorphism of the graph maps points to
        points, blocks to blocks and each given set onto itself.

        Parameters
        ----------
        *point_sets : iterables of point labels
            Disjoint sets of points to keep apart (none: all points in one class).

        Raises
        ------
        ValueError
            If a label is not a point of the structure or a point is in two sets.
        """
        if not point_sets:
            return self._graph
        return ColouredGraph.incidence(self.num_points, self._blocks, point_classes=self._point_classes(point_sets))

    @cached_property
    def _graph(self) -> ColouredGraph:
        return ColouredGraph._checked_incidence(self.num_points, self._blocks)

    def _point_classes(self, point_sets: Sequence[Iterable[Hashable]]) -> list[set[int]]:
        return disjoint_point_classes(point_sets, self.indices, self._points.__getitem__)

    @cached_property
    def _aut(self) -> AutomorphismGroup:
        return self._graph.automorphism_group()

    def _stabilizer(self, point_sets: Sequence[Iterable[Hashable]]) -> AutomorphismGroup:
        if not point_sets:
            return self._aut
        return self.coloured_graph(*point_sets).automorphism_group()

    def automorphism_generators(self) -> list[list[int]]:
        """Return generators of the automorphism group as point-index permutations (lists).

        An automorphism is a permutation g of the points mapping the multiset of blocks onto itself. Entry
        ``g[i]`` is the image of point i. Computed by nauty; the identity is never listed.

        Examples
        --------
        >>> from designs.planes import affine_plane
        >>> ag = affine_plane(3)
        >>> all(ag.is_automorphism(g) for g in ag.automorphism_generators())
        True
        """
        return [list(g) for g in self._aut.on_points(self.num_points)]

    @cached_property
    def _aut_group(self) -> "PermutationGroup":
        return self._aut.permutation_group(self.num_points)

    def automorphism_group(self) -> "PermutationGroup":
        """Return the automorphism group as a sympy PermutationGroup on point indices.

        Computed with nauty on the incidence graph (blocks coloured differently from points), then restricted
        to the points, so the group is exact even when it is too large to list.

        See Also
        --------
        setwise_stabilizer : the automorphisms mapping given sets of points onto themselves.

        Examples
        --------
        >>> from designs.planes import projective_plane, affine_plane
        >>> projective_plane(3).automorphism_group().order()
        5616
        >>> affine_plane(3).automorphism_group().order()
        432
        """
        return self._aut_group

    def setwise_stabilizer(self, *point_sets: Iterable[Hashable]) -> "PermutationGroup":
        """Return the automorphisms mapping each given set of points (labels) onto itself.

        For disjoint sets S_1, ..., S_m of points, the setwise stabiliser is
        ``{g in Aut : g(S_i) = S_i for every i}``. It is computed by nauty directly (the sets are colour
        classes of the incidence graph), never by listing the group. With no sets it is the automorphism
        group.

        Parameters
        ----------
        *point_sets : iterables of point labels
            Disjoint sets of points.

        Returns
        -------
        sympy.combinatorics.PermutationGroup
            On point indices.

        Raises
        ------
        ValueError
            If a label is not a point or the sets overlap.

        See Also
        --------
        orbits_outside : the orbits of this group on the points outside the sets.

        Examples
        --------
        >>> from designs.planes import affine_plane
        >>> ag = affine_plane(3)
        >>> ag.setwise_stabilizer([(0, 0)]).order()    # GammaL(2, 3) = GL(2, 3)
        48
        """
        if not point_sets:
            return self._aut_group
        return self._stabilizer(point_sets).permutation_group(self.num_points)

    def orbits_outside(self, *point_sets: Iterable[Hashable]) -> list[tuple]:
        """Return the orbits of the setwise stabiliser of the sets on the points outside them.

        The stabiliser (:meth:`setwise_stabilizer`) maps each set onto itself, so the points outside all sets
        are a union of its orbits; those orbits are returned, each as a tuple of labels in index order,
        sorted by their first point. The first point of each orbit represents one class of points up to the
        symmetries that fix the sets (for example one class of moves in a game played on the structure).

        Raises
        ------
        ValueError
            If a label is not a point or the sets overlap.

        Examples
        --------
        >>> from designs.planes import affine_plane
        >>> ag = affine_plane(3)
        >>> [len(o) for o in ag.orbits_outside([(0, 0)])]      # the other 8 points, one orbit
        [8]
        >>> [len(o) for o in ag.orbits_outside([(0, 0)], [(0, 1)])]   # the third point of their line, the rest
        [1, 6]
        """
        taken = {i for labels in point_sets for i in self.indices(labels)}
        orbits = self._stabilizer(point_sets).point_orbits(self.num_points)
        return [tuple(self._points[i] for i in orbit) for orbit in orbits if orbit[0] not in taken]

    def point_orbits(self, group: "PermutationGroup | None" = None) -> list[tuple]:
        """Return the orbits of a group (default: the automorphism group) on the points, as label tuples.

        Orbits are sorted by their smallest point index and listed in index order.
        """
        if group is None:
            orbits = self._aut.point_orbits(self.num_points)
        elif not callable(getattr(group, "orbits", None)):
            raise TypeError(f"group must be a sympy PermutationGroup on the points, not {type(group).__name__}")
        else:
            orbits = sorted((sorted(o) for o in group.orbits()), key=lambda o: o[0])
        return [tuple(self._points[i] for i in o) for o in orbits]

    def block_subset_orbits(self, blocks: Iterable[int], k: int) -> list[list[tuple[int, ...]]]:
        """Return the orbits of the k-subsets of a set of blocks under the automorphisms fixing that set.

        Let F be a set of blocks and H = {g in Aut : g(F) = F} its setwise stabiliser (an automorphism acts
        on blocks through its action on points). H permutes the k-subsets of F; this returns the orbits.
        Removing (or colouring) the blocks of two k-subsets in one orbit gives isomorphic structures, so one
        representative per orbit is enough (for example, which k lines of a parallel class to drop).

        Parameters
        ----------
        blocks : iterable of int
            Block indices (the set F; repeats are ignored).
        k : int
            The subset size, 0 <= k <= ``|F|``.

        Returns
        -------
        list of lists of tuples of int
            Each orbit as a sorted list of k-subsets (sorted tuples of block indices); orbits sorted by their
            least subset.

        Raises
        ------
        ValueError
            If a block index is out of range or k is not between 0 and ``|F|``.

        Notes
        -----
        nauty gives generators of H (F is a colour class of blocks in the incidence graph); the orbits are
        closed under those generators, so the group is never listed. At most C(``|F|``, k) subsets.

        Examples
        --------
        >>> from designs import AffinePlane, mols
        >>> plane = AffinePlane.from_mols(mols(4))      # the index class is the last parallel class
        >>> [len(o) for o in plane.block_subset_orbits(plane.index_class, 2)]   # the 6 pairs of its 4 lines
        [6]
        """
        chosen = sorted(set(self._block_indices(blocks, "blocks")))
        k = check_int(k, "k", minimum=0, maximum=len(chosen), why="the size of a subset of the blocks")
        v = self.num_points
        graph = ColouredGraph.incidence(v, self._blocks, block_classes=[chosen])
        images = [{j: g[v + j] - v for j in chosen} for g in graph.automorphism_group().generators]
        remaining = set(itertools.combinations(chosen, k))
        orbits = []
        while remaining:
            first = min(remaining)
            orbit, stack = {first}, [first]
            while stack:
                subset = stack.pop()
                for g in images:
                    image = tuple(sorted(g[j] for j in subset))
                    if image not in orbit:
                        orbit.add(image)
                        stack.append(image)
            remaining -= orbit
            orbits.append(sorted(orbit))
        return orbits

    def is_automorphism(self, perm: Sequence[int] | Mapping[Hashable, Hashable]) -> bool:
        """Return True if the point permutation (index list, or dict label -> label) preserves the blocks."""
        p = self._as_index_perm(perm)
        return sorted(self._blocks) == sorted(tuple(sorted(p[i] for i in b)) for b in self._blocks)

    def _as_index_perm(self, perm) -> list[int]:
        if isinstance(perm, Mapping):
            missing = [x for x in self._points if x not in perm]
            if missing:
                raise ValueError(f"not a permutation of the {self.num_points} points: no image of {missing[0]!r}")
            p = [self.index(perm[x]) for x in self._points]
            if sorted(p) != list(range(self.num_points)):
                raise ValueError(f"not a permutation of the {self.num_points} points: {perm!r}")
            return p
        return _index_list(perm, "perm", self.num_points)

    @cached_property
    def _canon(self) -> tuple[bytes, list[int]]:
        return self._graph.certificate(), self._graph.canonical_labelling()

    def canonical_certificate(self) -> bytes:
        """Return nauty's certificate of the coloured incidence graph (equal iff isomorphic).

        Two structures with the same numbers of points and blocks are isomorphic exactly when their
        certificates are equal.
        """
        return self._canon[0]

    def isomorphism(self, other: "IncidenceStructure", *, as_indices: bool = False) -> dict | None:
        """Return an isomorphism to `other` as a dict point label -> point label, or None.

        An isomorphism is a bijection of the points mapping the blocks of this structure onto the blocks of
        `other` (as multisets).

        Parameters
        ----------
        other : IncidenceStructure
        as_indices : bool, keyword-only
            Return a dict point index -> point index instead of labels.

        Examples
        --------
        >>> from designs import AffinePlane, affine_plane, mols
        >>> phi = AffinePlane.from_mols(mols(4)).isomorphism(affine_plane(4))
        >>> len(phi), phi is not None
        (16, True)
        """
        if not isinstance(other, IncidenceStructure):
            raise TypeError(f"other must be an IncidenceStructure, not {type(other).__name__}")
        if (self.num_points, self.num_blocks) != (other.num_points, other.num_blocks):
            return None
        if sorted(self.block_sizes()) != sorted(other.block_sizes()):
            return None
        (c1, lab1), (c2, lab2) = self._canon, other._canon
        if c1 != c2:
            return None
        v = self.num_points
        # lab[i] is the vertex of the original graph that receives canonical label i.
        idx = {lab1[i]: lab2[i] for i in range(len(lab1)) if lab1[i] < v}
        perm = [idx[i] for i in range(v)]
        image = sorted(tuple(sorted(perm[i] for i in b)) for b in self._blocks)
        assert image == sorted(other._blocks), "nauty labelling did not give an isomorphism"
        if as_indices:
            return dict(enumerate(perm))
        return {self._points[i]: other._points[perm[i]] for i in range(v)}

    def is_isomorphic(self, other: "IncidenceStructure") -> bool:
        """Return True if the two structures are isomorphic (see :meth:`isomorphism`)."""
        return self.isomorphism(other) is not None

    # ------------------------------------------------------------------ Sage hand-over
    def to_sage(self) -> tuple[list, list[list]]:
        """Return ``(points, blocks)`` lists for Sage's ``IncidenceStructure(points, blocks)``.

        Blocks are lists of point labels, the form Sage's constructor accepts.

        Examples
        --------
        >>> from designs import IncidenceStructure
        >>> IncidenceStructure("abc", ["ab", "bc"]).to_sage()
        (['a', 'b', 'c'], [['a', 'b'], ['b', 'c']])
        """
        return list(self._points), [list(b) for b in self.blocks_as_labels()]

    @classmethod
    def from_sage(cls, points: Any, blocks: Iterable[Iterable[Hashable]] | None = None) -> "IncidenceStructure":
        """Build from Sage's point list and block list (blocks given by point labels).

        Also accepts a Sage ``IncidenceStructure`` object as the only argument (its ``ground_set()`` and
        ``blocks()`` are read).
        """
        if blocks is None:
            if hasattr(points, "ground_set") and hasattr(points, "blocks"):
                return cls(list(points.ground_set()), list(points.blocks()), by="labels")
            raise TypeError("from_sage needs (points, blocks) lists or a Sage IncidenceStructure")
        return cls(points, blocks, by="labels")

    # ------------------------------------------------------------------ dunder
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IncidenceStructure):
            return NotImplemented
        return self._points == other._points and self._blocks == other._blocks

    def __hash__(self) -> int:
        return hash((self._points, self._blocks))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(v={self.num_points}, b={self.num_blocks})"


def checked_items(value: Any, name: str, what: str) -> tuple:
    """``tuple(value)`` for an iterable, else a TypeError saying what ``name`` must be (``what``).

    A package-internal helper (not in ``__all__``): the structures of :mod:`designs` check their sequence
    arguments with it, so every such message reads the same.

    Examples
    --------
    >>> from designs.incidence import checked_items
    >>> checked_items(range(3), "points", "an iterable of point labels")
    (0, 1, 2)
    >>> checked_items(5, "points", "an iterable of point labels")
    Traceback (most recent call last):
    ...
    TypeError: points must be an iterable of point labels, not int 5
    """
    if not isinstance(value, Iterable):
        raise TypeError(f"{name} must be {what}, not {type(value).__name__} {value!r}"[:200])
    return tuple(value)


def _index_list(perm: Any, name: str, n: int) -> list[int]:
    """``perm`` as a list of ints if it is a permutation of range(n), else a TypeError / ValueError naming it."""
    values = checked_items(perm, name, f"a permutation of range({n}) (a sequence of point indices)")
    if not all(is_int(x) for x in values) or sorted(int(x) for x in values) != list(range(n)):
        raise ValueError(f"{name} must be a permutation of range({n}), not {list(values)!r}"[:200])
    return [int(x) for x in values]


def _is_label(x: Any, index: Mapping) -> bool:
    try:
        return x in index
    except TypeError:
        return False


def _is_index(x: Any, v: int) -> bool:
    return is_int(x) and 0 <= x < v


