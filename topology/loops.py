"""Loops formed by stones on a surface: incremental union-find over the universal cover.

Stones are added one at a time to cells of a :class:`~topology.surfaces.Surface`. A *loop* is a closed
walk through stones along the board's edges; it is *non-contractible* when the product of the deck labels
of its edges (walk order) is not the identity. :class:`CoverUnionFind` keeps the components of the stones
and, for every stone, its *offset*: the deck element of a walk inside its component from the stone to
the component's root. Two stones of one component whose walks to the root disagree close a loop, so
adding a stone u with neighbours a, b in one old component closes the loop u -> a -> ... -> b -> u with
element h(u, a) L(a) L(b)^-1 h(u, b)^-1 (L = offset). :meth:`CoverUnionFind.add` reports every such loop
(one per pair of neighbours), and each component keeps its *period group*: the elements of all loops in it
based at its root.

On the torus the group is Z^2, the element of a loop is its class (x, y) (:mod:`topology.lattice`), and
the period group is a lattice, kept in Hermite normal form (:func:`lattice_span`). For stones on a board
(a planar triangulation or grid in the cover) that lattice is always {0}, Z v with v primitive, or all
of Z^2 (:func:`lattice_kind`): two lifts of a component either coincide or are disjoint, and disjoint
periodic lifts cannot cross (rank 2 forces index 1) nor be nested half a period apart (rank 1 forces a
primitive generator). This is the reading in which Schepler's remark "if we got the pair (k a, k b)
[...] also (a, b)" holds: a component containing a closed walk of class (k a, k b) contains a closed
walk of class (a, b). It fails if the (a, b) loop must be a simple cycle: column C and row 3 of the 6 x 6 torus have lattice
Z^2 but no simple cycle of class (1, -1) (:func:`topology.cycles.simple_cycle_classes`; a component of
rank 1 does contain a simple cycle of its generator).

On the Klein bottle and the projective plane the period group is not abelian or is Z/2, and
non-contractible is the test that matters (a loop can be non-contractible with zero homology, e.g. a^2
on the Klein bottle, :mod:`topology.homology`); :meth:`CoverUnionFind.is_non_contractible` answers it,
and the periods are kept as a few generating elements.

Examples
--------
>>> from topology import hex_torus, CoverUnionFind
>>> t = hex_torus(6)
>>> uf = CoverUnionFind(t)
>>> reports = [uf.add(t.cell(f"C{r}")) for r in range(1, 7)]
>>> [str(c) for c in reports[-1].closed], uf.period_lattice(t.cell("C1"))
(['(0,1)'], ((0, 1),))
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from combgames.base.checks import check_int, is_int
from topology.lattice import LoopClass
from topology.surfaces import Surface, TranslationGroup

__all__ = [
    "CoverUnionFind",
    "StoneReport",
    "cell_index",
    "find_loops",
    "lattice_kind",
    "lattice_span",
    "shortest_closed_walk",
]


def _egcd(a: int, b: int) -> tuple[int, int, int]:
    x0, x1, y0, y1 = 1, 0, 0, 1
    while b:
        q, a, b = a // b, b, a % b
        x0, x1 = x1, x0 - q * x1
        y0, y1 = y1, y0 - q * y1
    return a, x0, y0


def lattice_span(vectors: Iterable[Sequence[int]]) -> tuple:
    """Return the sublattice of Z^2 spanned by ``vectors`` in Hermite normal form.

    Returns ``()`` for {0}; ``((a, b),)`` for Z (a, b) with a > 0, or a == 0 and b > 0; and
    ``((a, b), (0, d))`` with a, d > 0 and 0 <= b < d for a lattice of rank 2 (index a d).

    Examples
    --------
    >>> from topology.loops import lattice_span
    >>> lattice_span([(2, 0), (-4, 0)]), lattice_span([(1, 0), (1, 2)]), lattice_span([(0, 1), (1, -1)])
    (((2, 0),), ((1, 0), (0, 2)), ((1, 0), (0, 1)))
    """
    if isinstance(vectors, (str, bytes)) or not isinstance(vectors, Iterable):
        raise TypeError(f"vectors must be an iterable of pairs (x, y) of integers, not {type(vectors).__name__}")
    a = b = d = 0
    for v in vectors:
        if not (isinstance(v, Sequence) and len(v) == 2 and all(is_int(t) for t in v)):
            raise TypeError(f"vectors must be pairs (x, y) of integers, not {v!r}")
        x, y = int(v[0]), int(v[1])
        if x == 0:
            d = math.gcd(d, y)
            continue
        if a == 0:
            a, b = x, y
            continue
        g, s, t = _egcd(a, x)
        d = math.gcd(d, (x * b - a * y) // g)
        a, b = g, s * b + t * y
    if a < 0:
        a, b = -a, -b
    if a == 0:
        return () if d == 0 else ((0, abs(d)),)
    if d == 0:
        return ((a, b),)
    d = abs(d)
    return ((a, b % d), (0, d))


def lattice_kind(basis: tuple) -> str:
    """Classify a lattice from :func:`lattice_span`: "0", "Zv" (v primitive), "Z^2", or "other".

    "other" (Z k v with k > 1, or a proper finite-index sublattice) never occurs for stones on a board.

    Raises
    ------
    TypeError
        If ``basis`` is not a basis as :func:`lattice_span` returns it (no, one or two pairs of integers).
    """
    if not (isinstance(basis, tuple) and len(basis) <= 2 and all(
            isinstance(v, tuple) and len(v) == 2 and all(is_int(t) for t in v) for v in basis)):
        raise TypeError(f"basis must be a Hermite basis from lattice_span (no, one or two pairs of integers), "
                        f"not {basis!r}")
    if not basis:
        return "0"
    if len(basis) == 1:
        return "Zv" if math.gcd(*basis[0]) == 1 else "other"
    (a, _), (_, d) = basis
    return "Z^2" if a * d == 1 else "other"


@dataclass(frozen=True)
class StoneReport:
    """What adding one stone did.

    Attributes
    ----------
    cell : int
        The stone's cell.
    closed : tuple
        One entry per loop through the new stone closed by a pair of its neighbours that were already in
        one component, non-contractible loops only, without repeats: on the torus a :class:`LoopClass`,
        otherwise a deck element (of the loop based at the new stone, or its inverse, whichever sorts
        first). When that component already had non-trivial periods, an entry is one representative of
        the loops through that pair (others differ by the old periods).
    merged : int
        Number of components the stone joined (0 for an isolated stone).
    periods : tuple
        The new component's periods: on the torus its lattice (:func:`lattice_span`); otherwise a tuple of
        non-identity generating elements based at the component's root (empty when every loop is
        contractible).
    """

    cell: int
    closed: tuple
    merged: int
    periods: tuple


class CoverUnionFind:
    """Union-find over the universal cover of a surface: components, offsets and period groups.

    Parameters
    ----------
    surface : Surface
        The board; its edges carry the deck labels.
    stones : iterable of int, optional
        Cells to add at once (reports discarded).

    Notes
    -----
    Union by size with full path compression; an offset is composed along the compressed path, so
    ``add`` takes near-constant amortised time (inverse Ackermann) plus O(degree^2) for the neighbour
    pairs. Group elements compose in walk order: ``mul(a, b)`` is "walk a, then walk b".

    Examples
    --------
    >>> from topology import square_projective_plane, CoverUnionFind
    >>> p = square_projective_plane(4)
    >>> uf = CoverUnionFind(p, [p.cell(c) for c in ["B1", "B2", "B3", "B4"]])
    >>> uf.is_non_contractible(p.cell("B1"))
    False
    >>> uf.add(p.cell("C1")).closed  # B4 touches C1 across the flipped bottom edge
    (1,)
    >>> uf.is_non_contractible(p.cell("B1"))
    True
    """

    def __init__(self, surface: Surface, stones: Iterable[int] = ()):
        if not isinstance(surface, Surface):
            raise TypeError(f"surface must be a topology Surface, not {type(surface).__name__}")
        self.surface = surface
        self.group = surface.group
        self._torus = isinstance(surface.group, TranslationGroup)
        n = surface.size
        self._parent = list(range(n))
        self._offset: list[Any] = [self.group.identity] * n
        self._size = [1] * n
        self._present = bytearray(n)
        self._periods: dict[int, tuple] = {}
        for s in stones:
            self.add(s)

    def copy(self) -> CoverUnionFind:
        """A copy of the stones and their components, which stones added to either do not change in the other (a
        child position's union-find is its parent's with one stone more: a copy and one :meth:`add`, not a new
        union-find of every stone)."""
        other = object.__new__(type(self))
        other.surface, other.group, other._torus = self.surface, self.group, self._torus
        other._parent, other._offset, other._size = self._parent[:], self._offset[:], self._size[:]
        other._present, other._periods = bytearray(self._present), dict(self._periods)
        return other

    # ------------------------------------------------------------------ queries
    def __contains__(self, cell: object) -> bool:
        return type(cell) is int and 0 <= cell < self.surface.size and bool(self._present[cell])

    def _cell(self, cell: Any) -> int:
        """Return ``cell`` checked to be a cell index (combgames.base.checks behind a fast path for plain ints)."""
        if type(cell) is not int or not 0 <= cell < self.surface.size:
            cell = check_int(cell, "cell index", minimum=0, maximum=self.surface.size - 1)
        return cell

    def find(self, cell: int) -> tuple[int, Any]:
        """Return (root, offset): the component's root and the deck element of a walk from cell to root.

        Raises
        ------
        ValueError
            If ``cell`` is not a cell index or holds no stone.
        """
        cell = self._cell(cell)
        if not self._present[cell]:
            raise ValueError(f"cell {self.surface.cell_name(cell)} holds no stone")
        return self._find(cell)

    def _find(self, cell: int) -> tuple[int, Any]:
        parent, offset = self._parent, self._offset
        path = []
        u = cell
        while parent[u] != u:
            path.append(u)
            u = parent[u]
        root = u
        if self._torus:
            acc = (0, 0)
            for v in reversed(path):
                o = offset[v]
                acc = (o[0] + acc[0], o[1] + acc[1])
                offset[v] = acc
                parent[v] = root
        else:
            mul = self.group.mul
            acc = self.group.identity
            for v in reversed(path):
                acc = mul(offset[v], acc)
                offset[v] = acc
                parent[v] = root
        return root, offset[cell]

    def periods(self, cell: int) -> tuple:
        """Return the period group data of the stone's component (see :class:`StoneReport`)."""
        return self._periods[self.find(cell)[0]]

    def period_lattice(self, cell: int) -> tuple:
        """Return the period lattice (torus only) of the component of ``cell``, via :func:`lattice_span`."""
        if not self._torus:
            raise TypeError(f"period lattices exist on the torus only, not on the {self.surface.kind}")
        return self.periods(cell)

    def holds_loop(self) -> bool:
        """Return True when some component contains a non-contractible loop."""
        return any(self._periods.values())

    def is_non_contractible(self, cell: int) -> bool:
        """Return True when the component of ``cell`` contains a non-contractible loop."""
        return bool(self.periods(cell))

    def components(self) -> list[list[int]]:
        """Return the components as sorted lists of cells, sorted by their first cell."""
        comps: dict[int, list[int]] = {}
        for c in range(self.surface.size):
            if self._present[c]:
                comps.setdefault(self._find(c)[0], []).append(c)
        return sorted(comps.values())

    def closes(self, cell: int) -> tuple:
        """The loop classes a stone on ``cell`` would close (``add(cell).closed``), leaving the stones as they are.

        Raises
        ------
        ValueError
            If the cell is off the board or already holds a stone.
        """
        return tuple(self._loops_through(self._empty_cell(cell))[1])

    def _empty_cell(self, cell: Any) -> int:
        """``cell`` checked to be a cell index holding no stone."""
        cell = self._cell(cell)
        if self._present[cell]:
            raise ValueError(f"cell {self.surface.cell_name(cell)} already holds a stone")
        return cell

    def _loops_through(self, cell: int) -> tuple[dict[int, list[Any]], list[Any]]:
        """The walks from an empty ``cell`` to the root of each neighbouring component, and the loop classes a
        stone there closes (two walks to one root differ by a loop through the cell)."""
        g = self.group
        torus = self._torus
        by_root: dict[int, list[Any]] = {}
        for v, h in self.surface.neighbours[cell]:
            if self._present[v] and v != cell:
                r, lv = self._find(v)
                w = (h[0] + lv[0], h[1] + lv[1]) if torus else g.mul(h, lv)  # walk cell -> v -> r
                by_root.setdefault(r, []).append(w)
        closed: list[Any] = []
        for walks in by_root.values():
            k = len(walks)
            if k < 2:
                continue
            if torus:
                seen: dict[tuple[int, int], None] = {}
                for i in range(k):
                    ax, ay = walks[i]
                    for j in range(i + 1, k):
                        cx, cy = ax - walks[j][0], ay - walks[j][1]
                        if cx < 0 or (cx == 0 and cy < 0):
                            cx, cy = -cx, -cy
                        if cx or cy:
                            seen[(cx, cy)] = None
                closed.extend(LoopClass(cx, cy) for cx, cy in seen)
            else:
                for i in range(k):
                    for j in range(i + 1, k):
                        c = g.mul(walks[i], g.inv(walks[j]))
                        if not g.is_identity(c):
                            closed.append(min(c, g.inv(c), key=repr))
        closed = list(dict.fromkeys(closed))
        return by_root, closed

    # ------------------------------------------------------------------ update
    def add(self, cell: int) -> StoneReport:
        """Place a stone on ``cell`` and report the loops it closes.

        Raises
        ------
        ValueError
            If the cell is off the board or already holds a stone.
        """
        cell = self._empty_cell(cell)
        by_root, closed = self._loops_through(cell)
        self._present[cell] = 1
        g = self.group
        torus = self._torus
        # merge: the new stone starts as its own root
        root, lu = cell, g.identity
        if torus:
            old_lattices: list[tuple] = []  # the non-zero period lattices of the merged components
        else:
            gens: list[Any] = []
        for r, walks in by_root.items():
            w = walks[0]
            old = self._periods.pop(r)
            if self._size[r] > self._size[root]:
                # attach the current root under r: walk root -> cell -> r
                lam = (w[0] - lu[0], w[1] - lu[1]) if torus else g.mul(g.inv(lu), w)
                self._parent[root] = r
                self._offset[root] = lam
                self._size[r] += self._size[root]
                if torus:
                    old_lattices.extend(x for x in (self._periods.pop(root, ()), old) if x)
                else:
                    gens = [g.mul(g.mul(g.inv(lam), c), lam) for c in gens + list(self._periods.pop(root, ()))]
                    gens.extend(old)
                self._periods[r] = ()
                root = r
                lu = self._find(cell)[1]
            else:
                lam = (lu[0] - w[0], lu[1] - w[1]) if torus else g.mul(g.inv(w), lu)  # walk r -> cell -> root
                self._parent[r] = root
                self._offset[r] = lam
                self._size[root] += self._size[r]
                if torus:
                    if old:
                        old_lattices.append(old)
                else:
                    gens.extend(g.mul(g.mul(g.inv(lam), c), lam) for c in old)
        if torus:
            if self._periods.get(root):
                old_lattices.append(self._periods[root])
            if not closed and len(old_lattices) <= 1:
                periods = old_lattices[0] if old_lattices else ()
            else:
                periods = lattice_span([c.vector for c in closed] + [v for lat in old_lattices for v in lat])
        else:
            # loops closed at the new stone, re-based at the root: root -> cell, loop, cell -> root
            gens.extend(self._periods.get(root, ()))
            for c in closed:
                gens.append(g.mul(g.mul(g.inv(lu), c), lu))
            periods = _dedupe_generators(g, gens)
        self._periods[root] = periods
        return StoneReport(cell, tuple(closed), len(by_root), periods)


def _dedupe_generators(g, gens: list, limit: int = 4) -> tuple:
    out: list[Any] = []
    for c in gens:
        if g.is_identity(c) or c in out or g.inv(c) in out:
            continue
        out.append(c)
        if len(out) == limit:
            break
    return tuple(out)


def shortest_closed_walk(surface: Surface, element: Any, start: int = 0, max_length: int | None = None, *,
                         max_nodes: int = 10**6) -> int | None:
    """Return the length of a shortest closed walk from ``start`` with deck element ``element`` (BFS in the cover).

    Every cell may be used; this is breadth-first search over pairs (cell, deck element). Returns None if
    none has length <= ``max_length`` (default 4 * number of cells).

    Raises
    ------
    ValueError
        If ``start`` is not a cell of the surface, ``max_length`` is not a positive integer, or the search
        visits more than ``max_nodes`` pairs (default 10^6) before deciding (the message gives the length
        reached: every shorter walk has been ruled out).

    Examples
    --------
    >>> from topology import hex_torus
    >>> from topology.loops import shortest_closed_walk
    >>> shortest_closed_walk(hex_torus(5), (2, -1))
    15
    """
    if not isinstance(surface, Surface):
        raise TypeError(f"surface must be a topology Surface, not {type(surface).__name__}")
    g = surface.group
    start = check_int(start, "start", minimum=0, maximum=surface.size - 1)
    limit = 4 * surface.size if max_length is None else check_int(max_length, "max_length", minimum=1)
    max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
    target = (start, element)
    seen = {(start, g.identity)}
    frontier = [(start, g.identity)]
    for length in range(1, limit + 1):
        nxt = []
        for u, k in frontier:
            for v, h in surface.neighbours[u]:
                node = (v, g.mul(k, h))
                if node == target:
                    return length
                if node not in seen:
                    seen.add(node)
                    nxt.append(node)
        frontier = nxt
        if len(seen) > max_nodes:
            raise ValueError(f"shortest_closed_walk: no closed walk of length <= {length} with element {element!r}; "
                             f"stopped after visiting {len(seen):,} (cell, element) pairs, more than max_nodes="
                             f"{max_nodes:,}")
    return None


# ---------------------------------------------------------------------------------------------- loops of stones
def cell_index(surface: Surface, cell: Any) -> int:
    """A cell given by name ("C4") or index, as an index of ``surface`` (ValueError / TypeError naming it)."""
    if isinstance(cell, str):
        return surface.cell(cell)
    if not (is_int(cell) and 0 <= cell < surface.size):
        raise ValueError(f"a cell must be a name such as 'C4' or an index in range({surface.size}), not {cell!r}")
    return int(cell)


def find_loops(surface: Surface, cells: Iterable[int], *, shortest: bool = True) -> list[list[int]]:
    """Return one non-contractible closed walk (as a list of cells) per component of ``cells`` that has one.

    Breadth-first search over the lifts (cell, deck element) of the component's cells, from its first
    cell: the first time a cell is reached with a second, different element, the two tree paths make a
    closed walk whose element is not the identity. Components whose loops are all contractible give none.
    On the torus up to three loops of distinct primitive classes are returned per component (a component
    whose period lattice is all of Z^2 has loops of several classes), elsewhere one. With ``shortest``
    (default; components of at most 400 stones) each loop is replaced by a shortest closed walk of the same
    class (or its inverse) through the component, which draws more clearly.

    Parameters
    ----------
    surface : topology.Surface
    cells : iterable of int
        Cells holding stones of one colour.
    shortest : bool
        Shorten each loop to a shortest closed walk of its class (default True).

    Returns
    -------
    list of list of int
        Closed walks (the last cell is adjacent to the first), one per component with a non-contractible loop.

    Examples
    --------
    >>> from topology import hex_torus
    >>> t = hex_torus(4)
    >>> [len(w) for w in find_loops(t, [t.cell(f"B{r}") for r in range(1, 5)])]
    [4]
    """
    if not isinstance(surface, Surface):
        raise TypeError(f"surface must be a topology Surface, not {type(surface).__name__}")
    if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):
        raise TypeError(f"cells must be an iterable of cells, not {type(cells).__name__} {cells!r}"[:200])
    cells = sorted({cell_index(surface, c) for c in cells})
    uf = CoverUnionFind(surface, cells)
    group = surface.group
    torus = surface.kind == "torus"
    loops = []
    for comp in uf.components():
        if not uf.is_non_contractible(comp[0]):
            continue
        members = set(comp)
        root = comp[0]
        seen: dict[tuple[int, Any], tuple[int, Any] | None] = {(root, group.identity): None}
        element_of: dict[int, Any] = {root: group.identity}
        queue = deque([(root, group.identity)])
        found: list[tuple] = []
        classes: set = set()
        budget = 40 * len(comp) + 200  # the cover of a looped component is infinite: bound the search
        while queue and budget > 0:
            u, g = queue.popleft()
            budget -= 1
            for v, h in surface.neighbours[u]:
                if v not in members:
                    continue
                gv = group.mul(g, h)
                if (v, gv) in seen:
                    continue
                seen[(v, gv)] = (u, g)
                queue.append((v, gv))
                if v not in element_of:
                    element_of[v] = gv
                    continue
                # two lifts of v: the closed walk has element element_of[v]^-1 gv
                c = group.mul(group.inv(element_of[v]), gv)
                if torus:
                    key = LoopClass.of(*c)
                    if not key.is_primitive or key in classes:
                        continue
                elif found:
                    continue
                else:
                    key = c
                classes.add(key)
                found.append(((v, gv), (v, element_of[v])))
            if not torus and found or len(found) >= 3:
                break
        for end1, end2 in found:
            p1, p2 = _lifted_path(seen, end1), _lifted_path(seen, end2)
            j = 0  # the two tree paths share a prefix of lifted nodes; branch at its last node
            while j + 1 < min(len(p1), len(p2)) and p1[j + 1] == p2[j + 1]:
                j += 1
            walk = [c for c, _ in p1[j:]] + [c for c, _ in p2[j + 1:-1]][::-1]
            if shortest and len(comp) <= 400:
                walk = _shortest_walk(surface, members, surface.walk_element(walk), len(walk)) or walk
            loops.append(walk)
    return loops


def _shortest_walk(surface: Any, members: set, element: Any, bound: int) -> list[int] | None:
    """A shortest closed walk through ``members`` whose element is ``element`` or its inverse (length < bound).

    Breadth-first search in the cover from every member s, looking for the lift (s, element) or
    (s, element^-1); positions farther than the best length found so far are not expanded.
    """
    group = surface.group
    targets = {element, group.inv(element)}
    best: list[int] | None = None
    for s in sorted(members):
        limit = bound if best is None else len(best)
        parent: dict[tuple[int, Any], tuple[int, Any] | None] = {(s, group.identity): None}
        frontier = [(s, group.identity)]
        for depth in range(1, limit):
            nxt = []
            hit = None
            for u, g in frontier:
                for v, h in surface.neighbours[u]:
                    if v not in members:
                        continue
                    node = (v, group.mul(g, h))
                    if node in parent:
                        continue
                    parent[node] = (u, g)
                    if v == s and node[1] in targets:
                        hit = node
                        break
                    nxt.append(node)
                if hit:
                    break
            if hit:
                walk = [c for c, _ in _lifted_path(parent, hit)][:-1]
                if best is None or len(walk) < len(best):
                    best = walk
                break
            frontier = nxt
    return best


def _lifted_path(seen: dict, node: tuple) -> list[tuple]:
    """The breadth-first tree path from the root to a lifted node (cell, element)."""
    out = []
    while node is not None:
        out.append(node)
        node = seen[node]
    return out[::-1]
