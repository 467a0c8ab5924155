"""The bridge to nauty: a coloured graph in; automorphisms, orbits, certificate and canonical labelling out.

Every symmetry computation of the project that is not a loop over a listed group goes through this module:
automorphism groups of incidence structures, planes and designs, boards and positional games; isomorphism
and canonical forms of Latin squares and designs; canonical keys of game positions under groups too large to
list. It is the only module that imports pynauty (B. D. McKay and A. Piperno's nauty [1]_).

A :class:`ColouredGraph` is a simple undirected graph on vertices 0..v-1 with an *ordered* partition of the
vertices into colour classes. Automorphisms map every class onto itself; canonical labellings respect the
order of the classes, so two coloured graphs get equal certificates exactly when an isomorphism maps each
class of one onto the class in the same place of the other.

Most structures here are *incidence graphs*: one vertex per point, one per block, each block joined to its
points (:meth:`ColouredGraph.incidence`). Points and blocks are kept apart by colour (points first, then
blocks), so automorphisms map points to points; when no two blocks have the same points, an automorphism
is determined by its action on the points, and :meth:`AutomorphismGroup.on_points` gives exactly the
automorphism group of the structure.

Examples
--------
The Fano plane: 168 collineations, one orbit of points.

>>> fano = [(0, 1, 2), (0, 3, 4), (0, 5, 6), (1, 3, 5), (1, 4, 6), (2, 3, 6), (2, 4, 5)]
>>> aut = ColouredGraph.incidence(7, fano).automorphism_group()
>>> aut.order, aut.point_orbits(7)
(168, [(0, 1, 2, 3, 4, 5, 6)])

References
----------
.. [1] B. D. McKay and A. Piperno, "Practical graph isomorphism, II", J. Symbolic Comput. 60 (2014) 94-112.
"""

from __future__ import annotations

import threading
from itertools import chain
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import factorial
from typing import TYPE_CHECKING, Any

from combgames.base.checks import check_int

if TYPE_CHECKING:
    from sympy.combinatorics import PermutationGroup

__all__ = ["AutomorphismGroup", "ColouredGraph", "exact_group_order", "permutation_group"]


@dataclass(frozen=True)
class AutomorphismGroup:
    """What nauty says of the automorphism group of a coloured graph.

    Attributes
    ----------
    generators : tuple of tuple of int
        Generators as permutations of all vertices in array form (vertex i -> g[i]); empty for the trivial
        group.
    order : int
        The exact group order.
    orbits : tuple of int
        ``orbits[i]`` is the least vertex in the orbit of vertex i.
    points : int or None
        For an incidence graph (:meth:`ColouredGraph.incidence`), the number of point vertices; else None.
    point_kernel : int
        For an incidence graph, the order of the subgroup fixing every point: the automorphisms that only
        permute blocks with the same points (and colour), a product of factorials of their multiplicities.
        The group induced on the points has order ``order // point_kernel``.
    """

    generators: tuple[tuple[int, ...], ...]
    order: int
    orbits: tuple[int, ...]
    points: int | None = None
    point_kernel: int = 1

    def on_points(self, points: int) -> list[tuple[int, ...]]:
        """The generators restricted to vertices ``0..points-1``, identities and repeats dropped."""
        out: list[tuple[int, ...]] = []
        identity = tuple(range(points))
        for g in self.generators:
            p = tuple(g[:points])
            if p != identity and p not in out:
                out.append(p)
        return out

    def permutation_group(self, points: int) -> "PermutationGroup":
        """The group induced on the vertices ``0..points-1`` as a sympy ``PermutationGroup``.

        When the graph is an incidence graph with ``points`` points, the order nauty computed (divided by
        :attr:`point_kernel`) is handed to the group, so ``order()`` costs nothing; otherwise sympy computes
        it (Schreier-Sims) if asked. See :func:`permutation_group`.
        """
        known = self.order // self.point_kernel if points == self.points else None
        identity = list(range(points))
        arrays: list[list[int]] = []
        for g in self.generators:
            p = list(g[:points])
            if p != identity and p not in arrays:
                arrays.append(p)
        return _group_of_arrays(arrays, points, known)

    def point_orbits(self, points: int) -> list[tuple[int, ...]]:
        """The orbits of the vertices ``0..points-1`` (sorted tuples, by least vertex)."""
        classes: dict[int, list[int]] = {}
        for v in range(points):
            classes.setdefault(self.orbits[v], []).append(v)
        return [tuple(c) for _, c in sorted(classes.items())]


class ColouredGraph:
    """A simple undirected graph on vertices 0..v-1 with an ordered partition into colour classes.

    Parameters
    ----------
    order : int
        The number of vertices v.
    adjacency : mapping int -> iterable of int
        Neighbours of each vertex (one direction suffices; edges are undirected).
    colouring : sequence of iterables of int, optional
        The colour classes in order; vertices not listed form one more class at the end. Default: one class.

    Raises
    ------
    ValueError
        For a vertex out of range or a vertex in two classes.

    Notes
    -----
    The checked data are kept as attributes ``adjacency`` (int -> list of int) and ``colouring`` (a list of
    sets) and handed to nauty as they are, unchecked: treat them as read-only.
    """

    def __init__(self, order: int, adjacency: Mapping[int, Iterable[int]], colouring: Sequence[Iterable[int]] = ()):
        self.order = check_int(order, "order", minimum=0)
        self.adjacency = {int(u): [int(v) for v in vs] for u, vs in adjacency.items()}
        for u, vs in self.adjacency.items():
            for v in [u, *vs]:
                if not 0 <= v < self.order:
                    raise ValueError(f"vertex {v} is not in 0..{self.order - 1}")
        self.colouring = self._partition(colouring)
        self._local: threading.local | None = None  # made on the first certificate (costs as much as a small graph)
        self._points: int | None = None
        self._point_kernel = 1

    @classmethod
    def _trusted(cls, order: int, adjacency: dict[int, list[int]], colouring: list[set[int]]) -> "ColouredGraph":
        """A graph from data this module has just built and checked (no second validation)."""
        graph = cls.__new__(cls)
        graph.order, graph.adjacency, graph.colouring = order, adjacency, colouring
        graph._local = None
        graph._points, graph._point_kernel = None, 1
        return graph

    def _partition(self, colouring: Sequence[Iterable[int]]) -> list[set[int]]:
        classes: list[set[int]] = []
        seen: set[int] = set()
        for k, cls in enumerate(colouring):
            part = {int(v) for v in cls}
            bad = [v for v in part if not 0 <= v < self.order]
            if bad:
                raise ValueError(f"colour class {k}: vertex {bad[0]} is not in 0..{self.order - 1}")
            if part & seen:
                raise ValueError(f"colour class {k} repeats vertices {sorted(part & seen)} of an earlier class")
            seen |= part
            classes.append(part)
        rest = set(range(self.order)) - seen
        if rest or not classes:
            classes.append(rest)
        return classes

    @classmethod
    def incidence(cls, points: int, blocks: Sequence[Iterable[int]], *, point_edges: Iterable[Sequence[int]] = (),
                  point_classes: Sequence[Iterable[int]] | None = None,
                  block_classes: Sequence[Iterable[int]] | None = None) -> "ColouredGraph":
        """The incidence graph of points ``0..points-1`` and ``blocks``: vertex ``points + j`` is block j.

        Parameters
        ----------
        points : int
            The number of points.
        blocks : sequence of iterables of int
            Each block's points.
        point_edges : iterable of pairs, optional
            Edges between points (for boards: the move edges).
        point_classes : sequence of iterables of int, optional
            Classes of points kept apart (points not listed form one more class).
        block_classes : sequence of iterables of int, optional
            Classes of block *indices* kept apart (for example a design's blocks and its groups); default one
            class of all blocks.

        Notes
        -----
        Colour classes, in order: the point classes, then the block classes.
        """
        n = check_int(points, "points", minimum=0)
        block_list = [b if type(b) is tuple else tuple(b) for b in blocks]
        if not set(map(type, chain.from_iterable(block_list))) <= {int}:
            block_list = [tuple(map(int, b)) for b in block_list]
        filled = list(filter(None, block_list))
        if filled and (min(map(min, filled)) < 0 or max(map(max, filled)) >= n):
            j, bad = next((j, i) for j, b in enumerate(block_list) for i in b if not 0 <= i < n)
            raise ValueError(f"block {j} contains {bad}, not a point in 0..{n - 1}")
        adjacency: dict[int, list[int]] = dict(enumerate(map(list, block_list), n))
        for a, b in point_edges:
            a, b = int(a), int(b)
            for x in (a, b):
                if not 0 <= x < n:
                    raise ValueError(f"vertex {x} is not in 0..{n - 1}")
            adjacency.setdefault(a, []).append(b)
        if point_classes is None and block_classes is None:
            colouring = [set(range(n)), set(range(n, n + len(block_list)))]
            graph = cls._trusted(n + len(block_list), adjacency, [c for c in colouring if c] or [set()])
        else:
            graph = cls(n + len(block_list), {}, _incidence_classes(n, len(block_list), point_classes, block_classes))
            graph.adjacency = adjacency
        graph._points = n
        graph._point_kernel = _twin_blocks_order(block_list, graph.colouring, n)
        return graph

    @classmethod
    def _checked_incidence(cls, points: int, blocks: Sequence[Sequence[int]], *,
                           distinct: bool = False) -> "ColouredGraph":
        """:meth:`incidence` of blocks known to be sequences of distinct ints in ``0..points-1`` (the blocks of an
        incidence structure of :mod:`designs`, checked when it was built): the same graph, not checked again.

        ``distinct=True`` says that no two blocks have the same points (the blocks of a transversal design
        built from Latin squares: one per cell), so the subgroup fixing every point is trivial and is not
        computed.
        """
        b = len(blocks)
        colouring = [c for c in (set(range(points)), set(range(points, points + b))) if c] or [set()]
        graph = cls._trusted(points + b, dict(enumerate(map(list, blocks), points)), colouring)
        graph._points = points
        graph._point_kernel = 1 if distinct else _twin_blocks_order(blocks, colouring, points)
        return graph

    def with_point_classes(self, point_classes: Sequence[Iterable[int]]) -> "ColouredGraph":
        """This incidence graph with its points split into classes kept apart, sharing its adjacency.

        The colour classes are, in order: the given classes (empty ones dropped), the other points, then the
        block classes of this graph; the same graph as :meth:`incidence` with ``point_classes`` and the same
        blocks and block classes, without a second pass over the blocks. Its automorphisms are those of
        this graph mapping each given class onto itself (a setwise stabiliser).

        Raises
        ------
        ValueError
            If this is not an incidence graph (:meth:`incidence`), a vertex of a class is not a point, or a
            point is in two classes.
        """
        n = self._points
        if n is None:
            raise ValueError("with_point_classes needs an incidence graph (ColouredGraph.incidence)")
        given = [{int(i) for i in c} for c in point_classes]
        seen: set[int] = set()
        for k, part in enumerate(given):
            if part and (min(part) < 0 or max(part) >= n):
                bad = min(part) if min(part) < 0 else max(part)
                raise ValueError(f"point class {k}: vertex {bad} is not a point in 0..{n - 1}")
            if not seen.isdisjoint(part):
                raise ValueError(f"point class {k} repeats points {sorted(part & seen)} of an earlier class")
            seen |= part
        rest = set(range(n)) - seen
        block_classes = [c for c in self.colouring if c and next(iter(c)) >= n]
        colouring = [c for c in given if c] + ([rest] if rest else []) + block_classes
        graph = ColouredGraph._trusted(self.order, self.adjacency, colouring)
        graph._points, graph._point_kernel = n, self._point_kernel
        return graph

    # ------------------------------------------------------------------ nauty
    def _pynauty_graph(self, colouring: list[set[int]] | None = None):
        """The pynauty graph of this one, made from the data this class has checked.

        ``pynauty.Graph(...)`` would check every vertex again and copy every neighbour list (as much time as
        nauty's search on a plane of order 4); nauty reads only these four attributes: the number of
        vertices, ``directed``, the adjacency dict (int -> list of int) and the colour classes (a list of
        sets covering the vertices). Neighbour lists are shared, not copied: nauty only reads them, and a
        repeated neighbour sets the same bit of its dense adjacency matrix.
        """
        import pynauty

        graph = pynauty.Graph.__new__(pynauty.Graph)
        graph.number_of_vertices, graph.directed = self.order, False
        graph._adjacency_dict = self.adjacency
        graph._vertex_coloring = self.colouring if colouring is None else colouring
        return graph

    def automorphism_group(self) -> AutomorphismGroup:
        """Generators, exact order and vertex orbits of the group of colour-preserving automorphisms."""
        import pynauty

        if self.order == 0:
            return AutomorphismGroup((), 1, (), self._points, self._point_kernel)
        gens, mantissa, exponent, orbits, _ = pynauty.autgrp(self._pynauty_graph())
        generators = tuple(map(tuple, gens))
        order = exact_group_order(generators, self.order, mantissa, exponent)
        return AutomorphismGroup(generators, order, tuple(orbits), self._points, self._point_kernel)

    def certificate(self, colouring: Sequence[Iterable[int]] | None = None, *, check: bool = True) -> bytes:
        """nauty's certificate: equal for two coloured graphs exactly when they are isomorphic.

        Parameters
        ----------
        colouring : sequence of iterables of int, optional
            Use this colouring instead of the graph's own (same rules as the constructor). Repeated calls
            with a colouring reuse one nauty graph per thread, which is much cheaper than building a graph.
        check : bool
            Validate ``colouring`` (default). ``False`` is for hot loops whose colouring is already a list of
            disjoint sets covering every vertex (an ordered partition); it is then used as given.
        """
        import pynauty

        local = self._local
        if local is None:  # two threads may both make one: one is dropped, with the graphs it cached
            local = self._local = threading.local()
        if colouring is None:
            graph = getattr(local, "own", None)
            if graph is None:
                graph = local.own = self._pynauty_graph()
            return pynauty.certificate(graph)
        graph = getattr(local, "scratch", None)
        if graph is None:
            graph = local.scratch = self._pynauty_graph()
        graph.set_vertex_coloring(self._partition(colouring) if check else colouring)
        return pynauty.certificate(graph)

    def canonical_labelling(self) -> list[int]:
        """nauty's canonical labelling: entry i is the vertex that receives canonical label i."""
        import pynauty

        return [int(v) for v in pynauty.canon_label(self._pynauty_graph())]

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_local", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._local = None

    def __repr__(self) -> str:
        return f"ColouredGraph(order={self.order}, classes={[len(c) for c in self.colouring]})"


def exact_group_order(generators: Sequence[Sequence[int]], degree: int, mantissa: float = 0.0,
                      exponent: int = 0) -> int:
    """The exact order of a permutation group that nauty reports as ``mantissa * 10**exponent``.

    nauty reports small orders exactly as an integral double; larger ones are recomputed exactly from the
    generators with sympy's Schreier-Sims.
    """
    if exponent == 0 and 0 < mantissa < 2.0 ** 52:
        return int(round(mantissa))
    if not generators:
        return 1
    from sympy.combinatorics import Permutation, PermutationGroup

    return int(PermutationGroup([Permutation(list(g), size=degree) for g in generators]).order())


def permutation_group(generators: Sequence[Sequence[int]], degree: int, *, order: int | None = None
                      ) -> "PermutationGroup":
    """The sympy ``PermutationGroup`` generated by permutations of ``0..degree-1`` in array form.

    The one place where the project turns nauty's generators into a sympy group. Building the group is
    cheap; what costs is sympy's Schreier-Sims, which ``order()`` and most other methods start with. When
    the order is already known (nauty reports it), pass it as ``order``: ``order()`` then returns it at once
    and Schreier-Sims runs only if a method that needs a base and strong generators is called.

    Parameters
    ----------
    generators : sequence of sequences of int
        Permutations in array form (i -> g[i]); none gives the trivial group.
    degree : int
        The number of points (the trivial group on ``max(degree, 1)`` points when there are no generators).
    order : int, keyword-only, optional
        The exact group order, when known. It is trusted, not checked.

    Returns
    -------
    sympy.combinatorics.PermutationGroup

    Examples
    --------
    >>> permutation_group([(1, 2, 0)], 3, order=3).order(), permutation_group([(1, 0, 2), (1, 2, 0)], 3).order()
    (3, 6)
    """
    from sympy.combinatorics import Permutation, PermutationGroup

    identity = list(range(degree))
    arrays = [a for a in map(list, generators) if a != identity]
    if all(len(a) == degree for a in arrays):
        return _group_of_arrays(arrays, degree, order)
    group = PermutationGroup([Permutation(a, size=degree) for a in arrays] or [Permutation(identity)])
    if order is not None:
        group._order = int(order)
    return group


def _group_of_arrays(arrays: list[list[int]], degree: int, order: int | None) -> "PermutationGroup":
    """:func:`permutation_group` of permutations of ``0..degree-1`` in array form, none the identity (the
    lists become the generators' array forms: not to be changed after); none: the trivial group, generated
    by the identity of ``max(degree, 1)`` points."""
    if not arrays:
        arrays, order = [list(range(max(degree, 1)))], 1
    permutation, group_class, basic = _sympy_classes()
    # what PermutationGroup.__new__ ends with once its checks (one size, no identity but a lone one) hold
    group = basic.__new__(group_class, *map(permutation._af_new, arrays))
    group.__init__()
    if order is not None:
        group._order = int(order)
    return group


@lru_cache(maxsize=None)
def _sympy_classes() -> tuple[type, type, type]:
    """sympy's Permutation, PermutationGroup and Basic, imported on first use (an import statement in a
    function costs a microsecond at every call)."""
    from sympy.combinatorics import Permutation, PermutationGroup
    from sympy.core.basic import Basic

    return Permutation, PermutationGroup, Basic


def _incidence_classes(n: int, b: int, point_classes: Sequence[Iterable[int]] | None,
                       block_classes: Sequence[Iterable[int]] | None) -> list[set[int]]:
    """The colour classes of an incidence graph: the point classes, the other points, the block classes, the
    other blocks (empty classes dropped)."""
    point_part = [{int(i) for i in c} for c in point_classes] if point_classes else []
    listed = set().union(*point_part) if point_part else set()
    rest = set(range(n)) - listed
    if rest:
        point_part.append(rest)
    if block_classes is None:
        block_part = [set(range(n, n + b))]
    else:
        block_part = [{n + int(j) for j in c} for c in block_classes]
        listed_blocks = set().union(*block_part) if block_part else set()
        missing = set(range(n, n + b)) - listed_blocks
        if missing:
            block_part.append(missing)
    return [c for c in point_part + block_part if c]


def _twin_blocks_order(blocks: Sequence[tuple[int, ...]], colouring: Sequence[set[int]], points: int) -> int:
    """Order of the automorphisms of an incidence graph fixing every point: blocks with the same points
    and colour may be permuted among themselves, so it is the product of the factorials of the
    multiplicities."""
    if len(set(map(frozenset, blocks))) == len(blocks):
        return 1
    colour = {v: k for k, cls in enumerate(colouring) for v in cls}
    count: dict[tuple, int] = {}
    for j, b in enumerate(blocks):
        key = (colour.get(points + j), frozenset(b))
        count[key] = count.get(key, 0) + 1
    kernel = 1
    for m in count.values():
        kernel *= factorial(m)
    return kernel
