"""Incidence structures: points, blocks, automorphisms and isomorphisms.

An *incidence structure* is a finite set of points together with a finite list of blocks, each block a
subset of the points. Affine and projective planes (:mod:`designs.planes`), transversal designs
(:mod:`designs.transversal`) and the winning lines of positional games are incidence structures.

Start with :class:`IncidenceStructure`. Points carry arbitrary hashable labels (``"r1"``, ``(0, 1)``,
...); blocks are stored as sorted tuples of point *indices* 0..v-1, so code that plays on the structure
can work with small integers and translate back with :attr:`IncidenceStructure.points`.

Symmetry is computed by canonical labelling of the coloured incidence graph with nauty (through
``pynauty``): the graph has one vertex per point and one per block, a point joined to the blocks through
it, and points and blocks in different colour classes, so every graph automorphism maps points to points
and blocks to blocks. Automorphism groups are returned as :class:`sympy.combinatorics.PermutationGroup`
objects acting on point indices (order, orbits, stabilisers come from sympy).

Hand-over: :meth:`IncidenceStructure.incidence_graph` gives a networkx graph (which Sage's ``Graph``
accepts); :meth:`IncidenceStructure.to_sage` gives the point list and block list that Sage's
``IncidenceStructure(points, blocks)`` accepts, and :meth:`IncidenceStructure.from_sage` reads them back.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1 (affine planes, transversal designs, isomorphisms of pi_4).
"""

from __future__ import annotations

import numbers
from collections.abc import Hashable, Iterable, Mapping, Sequence
from functools import cached_property
from typing import Any

import networkx as nx
import pynauty
from sympy.combinatorics import Permutation, PermutationGroup

__all__ = ["IncidenceStructure"]


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
        pts = tuple(points)
        index: dict[Hashable, int] = {}
        for i, p in enumerate(pts):
            try:
                if p in index:
                    raise ValueError(f"point labels must be distinct; {p!r} is repeated (indices {index[p]} and {i})")
            except TypeError as err:
                raise TypeError(f"point labels must be hashable, not {type(p).__name__} {p!r}") from err
            index[p] = i
        if by not in ("auto", "labels", "indices"):
            raise ValueError(f"by must be 'auto', 'labels' or 'indices', not {by!r}")
        raw = [tuple(b) for b in blocks]
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
            block_labels = tuple(block_labels)
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
        """Return the labels of several point indices, in the given order."""
        return tuple(self._points[i] for i in indices)

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

    def is_linear_space(self) -> bool:
        """Return True if every pair of distinct points lies in exactly one block (a linear space)."""
        return all(c == 1 for c in self.pair_coverage().values())

    # ------------------------------------------------------------------ derived structures
    def without_blocks(self, block_indices: Iterable[int]) -> "IncidenceStructure":
        """Return the structure with the given blocks removed (same points, block order kept).

        Examples
        --------
        >>> from designs.planes import pi4, pi4_index_blocks
        >>> td44 = pi4().without_blocks(pi4_index_blocks())
        >>> (td44.num_points, td44.num_blocks)
        (16, 16)
        """
        drop = set(block_indices)
        bad = [j for j in drop if not (isinstance(j, int) and 0 <= j < self.num_blocks)]
        if bad:
            raise ValueError(f"block indices must be in range({self.num_blocks}), not {bad}")
        keep = [j for j in range(self.num_blocks) if j not in drop]
        labels = None if self._block_labels is None else tuple(self._block_labels[j] for j in keep)
        return IncidenceStructure._trusted(self._points, tuple(self._blocks[j] for j in keep), labels)

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
            new = tuple(mapping[p] for p in self._points)
        else:
            new = tuple(mapping)
            if len(new) != self.num_points:
                raise ValueError(f"need {self.num_points} new labels, got {len(new)}")
        return IncidenceStructure(new, self._blocks, self._block_labels, by="indices")

    def permuted(self, perm: Sequence[int]) -> "IncidenceStructure":
        """Return the image under the point permutation ``i -> perm[i]`` (labels move with the points).

        The result has point ``perm[i]`` labelled ``points[i]`` and blocks ``{perm[i] : i in B}``.
        """
        perm = [int(x) for x in perm]
        if sorted(perm) != list(range(self.num_points)):
            raise ValueError(f"perm must be a permutation of range({self.num_points})")
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
    def incidence_graph(self) -> nx.Graph:
        """Return the incidence (Levi) graph as a networkx graph.

        Nodes ``0..v-1`` are the points and ``v..v+b-1`` the blocks (block j is node v + j). Each node has
        attributes ``kind`` (``"point"`` or ``"block"``), ``label`` (the point or block label, the block
        index if blocks are unlabelled) and ``bipartite`` (0 for points, 1 for blocks).

        Examples
        --------
        >>> from designs.planes import projective_plane
        >>> g = projective_plane(2).incidence_graph()
        >>> (g.number_of_nodes(), g.number_of_edges())
        (14, 21)
        """
        v = self.num_points
        g = nx.Graph()
        for i, p in enumerate(self._points):
            g.add_node(i, kind="point", label=p, bipartite=0)
        for j, b in enumerate(self._blocks):
            label = j if self._block_labels is None else self._block_labels[j]
            g.add_node(v + j, kind="block", label=label, bipartite=1)
            g.add_edges_from((i, v + j) for i in b)
        return g

    def _nauty_graph(self, point_colours: Sequence[Iterable[int]] | None = None,
                     extra_blocks: Sequence[Sequence[Iterable[int]]] = ()) -> pynauty.Graph:
        """The coloured incidence graph for nauty.

        Colour classes, in order: the given point classes (the remaining points form one more class),
        the blocks, then each family in `extra_blocks` (lists of point-index sets, e.g. groups of a TD).
        """
        v = self.num_points
        families = [self._blocks] + [tuple(tuple(f) for f in fam) for fam in extra_blocks]
        n = v + sum(len(f) for f in families)
        adj: dict[int, list[int]] = {}
        colouring: list[set[int]] = []
        listed: set[int] = set()
        for cls in point_colours or ():
            part = {int(i) for i in cls}
            if part & listed:
                raise ValueError("point colour classes must be disjoint")
            listed |= part
            colouring.append(part)
        rest = set(range(v)) - listed
        if rest or not colouring:
            colouring.append(rest)
        node = v
        for fam in families:
            part = set()
            for b in fam:
                adj[node] = list(b)
                part.add(node)
                node += 1
            colouring.append(part)
        colouring = [c for c in colouring if c] or [set()]
        return pynauty.Graph(n, directed=False, adjacency_dict=adj, vertex_coloring=colouring)

    def _automorphisms(self, point_colours=None, extra_blocks=()) -> list[list[int]]:
        v = self.num_points
        if v == 0:
            return []
        gens, _, _, _, _ = pynauty.autgrp(self._nauty_graph(point_colours, extra_blocks))
        out = []
        for g in gens:
            p = list(g[:v])
            if p != list(range(v)) and p not in out:
                out.append(p)
        return out

    def automorphism_generators(self, *, point_colours: Sequence[Iterable[int]] | None = None) -> list[list[int]]:
        """Return generators of the automorphism group as point-index permutations (lists).

        An automorphism is a permutation g of the points mapping the multiset of blocks onto itself. Entry
        ``g[i]`` is the image of point i.

        Parameters
        ----------
        point_colours : sequence of sets of point indices, optional, keyword-only
            Only automorphisms mapping every class onto itself are returned (the points not listed form
            one more class). Use it for setwise stabilisers, e.g. of a game position.
        """
        return self._automorphisms(point_colours)

    @cached_property
    def _aut_group(self) -> PermutationGroup:
        return _perm_group(self._automorphisms(), self.num_points)

    def automorphism_group(self, *, point_colours: Sequence[Iterable[int]] | None = None) -> PermutationGroup:
        """Return the automorphism group as a sympy PermutationGroup on point indices.

        Computed with nauty on the incidence graph (blocks coloured differently from points), then restricted
        to the points, so the group is exact even when it is too large to list.

        Parameters
        ----------
        point_colours : sequence of sets of point indices, optional, keyword-only
            Restrict to automorphisms preserving each class setwise (see :meth:`setwise_stabilizer`).

        Examples
        --------
        >>> from designs.planes import projective_plane, affine_plane
        >>> projective_plane(3).automorphism_group().order()
        5616
        >>> affine_plane(3).automorphism_group().order()
        432
        """
        if point_colours is None:
            return self._aut_group
        return _perm_group(self._automorphisms(point_colours), self.num_points)

    def setwise_stabilizer(self, *point_sets: Iterable[Hashable]) -> PermutationGroup:
        """Return the automorphisms mapping each given set of points (labels) onto itself.

        The sets must be disjoint; for a game position pass the X points and the O points. The result is a
        sympy PermutationGroup on point indices.

        Examples
        --------
        >>> from designs.planes import affine_plane
        >>> ag = affine_plane(3)
        >>> ag.setwise_stabilizer([(0, 0)]).order()    # GammaL(2, 3) = GL(2, 3)
        48
        """
        classes = [set(self.indices(s)) for s in point_sets]
        return self.automorphism_group(point_colours=classes)

    def point_orbits(self, group: PermutationGroup | None = None) -> list[tuple]:
        """Return the orbits of a group (default: the automorphism group) on the points, as label tuples.

        Orbits are sorted by their smallest point index and listed in index order.
        """
        group = self.automorphism_group() if group is None else group
        orbits = sorted((sorted(o) for o in group.orbits()), key=lambda o: o[0])
        return [tuple(self._points[i] for i in o) for o in orbits]

    def is_automorphism(self, perm: Sequence[int] | Mapping[Hashable, Hashable]) -> bool:
        """Return True if the point permutation (index list, or dict label -> label) preserves the blocks."""
        p = self._as_index_perm(perm)
        return sorted(self._blocks) == sorted(tuple(sorted(p[i] for i in b)) for b in self._blocks)

    def _as_index_perm(self, perm) -> list[int]:
        if isinstance(perm, Mapping):
            p = [self.index(perm[x]) for x in self._points]
        else:
            p = [int(x) for x in perm]
        if sorted(p) != list(range(self.num_points)):
            raise ValueError(f"not a permutation of the {self.num_points} points: {perm!r}")
        return p

    @cached_property
    def _canon(self) -> tuple[bytes, list[int]]:
        g = self._nauty_graph()
        return pynauty.certificate(g), pynauty.canon_label(g)

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
        >>> from designs.planes import affine_plane, pi4
        >>> phi = pi4().isomorphism(affine_plane(4))
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


def _is_label(x: Any, index: Mapping) -> bool:
    try:
        return x in index
    except TypeError:
        return False


def _is_index(x: Any, v: int) -> bool:
    return isinstance(x, numbers.Integral) and not isinstance(x, bool) and 0 <= x < v


def _perm_group(gens: list[list[int]], degree: int) -> PermutationGroup:
    if not gens:
        return PermutationGroup([Permutation(list(range(max(degree, 1))))])
    return PermutationGroup([Permutation(g) for g in gens])
