"""Automorphism groups of boards, computed from the board's own edges and lines.

A *board* here is an incidence structure on cells 0..n-1: a set of *edges* (pairs of cells, e.g. the move
edges along which stones slide) and a set of *lines* (sets of cells, e.g. the three-in-a-rows; hyperedges).
An *automorphism* is a permutation of the cells that maps edges to edges and lines to lines; optionally it
must also preserve a colouring of the cells (``cell_colours``: a partition into classes that are kept).

The computation builds the coloured *incidence graph*: one vertex per cell, one extra vertex per line
joined to the cells on it, and the edges between cells; cells and line vertices get different colours.
Its automorphisms restrict faithfully to the cells (lines are distinct sets, so a permutation of the cells
determines the permutation of the lines). nauty, through the project's one bridge :mod:`combgames.base.nauty`,
returns generators and the group order; ``backend="networkx"`` enumerates all automorphisms by VF2 matching
instead and serves as an independent twin for small boards.

Which function to call:

* :func:`automorphism_group` - all elements as a :class:`~combgames.symmetry.CellGroup` (small groups);
* :func:`automorphism_permutation_group` - a sympy ``PermutationGroup`` from nauty's generators (any size);
* :func:`board_automorphism_group` - the same for a board object with ``.points``, ``.edges``, ``.lines``;
* :class:`ColouredBoardCanonizer` - canonical keys of colourings under the automorphism group by canonical
  labelling of a coloured graph (nauty), without listing the group: for large boards and groups;
* :func:`board_graph` - the incidence graph as a networkx graph in the schema of :mod:`combgames.base.graphs`
  (hands over to networkx or Sage).

Examples
--------
The 3 x 3 board of Picaria with king-move edges and the 8 lines of three; its group is computed, not declared:

>>> edges = [(a, b) for a in range(9) for b in range(a + 1, 9)
...          if max(abs(a // 3 - b // 3), abs(a % 3 - b % 3)) == 1]
>>> lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
>>> automorphism_group(9, edges, lines).order()
8

References
----------
U. Larsson and I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt`` (the board and its 8
symmetries, section "The number of positions in the second phase"). B. D. McKay and A. Piperno,
"Practical graph isomorphism, II", J. Symbolic Comput. 60 (2014) (nauty).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from combgames.base.checks import check_int, check_one_of, is_int
from combgames.base.graphs import incidence_graph
from combgames.base.nauty import ColouredGraph

from combgames.symmetry.group import CellGroup

__all__ = [
    "ColouredBoardCanonizer",
    "automorphism_generators",
    "automorphism_group",
    "automorphism_permutation_group",
    "board_automorphism_group",
    "board_graph",
]

_BACKENDS = ("nauty", "networkx")


def _validate(n: int, edges: Iterable[Sequence[int]], lines: Iterable[Sequence[int]],
              cell_colours: Sequence[Iterable[int]] | None):
    check_int(n, "n (the number of cells)", minimum=1)
    edge_list: list[tuple[int, int]] = []
    seen_edges: dict[frozenset, int] = {}
    for k, e in enumerate(edges):
        e = tuple(e)
        if len(e) != 2:
            raise ValueError(f"edge {k} must be a pair of cells, not {e!r}")
        a, b = (_cell(x, n, f"edge {k}") for x in e)
        if a == b:
            raise ValueError(f"edge {k} is a loop at cell {a}")
        key = frozenset((a, b))
        if key in seen_edges:
            raise ValueError(f"edge {k} {e!r} repeats edge {seen_edges[key]}")
        seen_edges[key] = k
        edge_list.append((a, b))
    line_list: list[tuple[int, ...]] = []
    seen_lines: dict[frozenset, int] = {}
    for k, line in enumerate(lines):
        cells = tuple(_cell(x, n, f"line {k}") for x in line)
        if not cells or len(set(cells)) != len(cells):
            raise ValueError(f"line {k} must be a non-empty set of distinct cells, not {tuple(line)!r}")
        key = frozenset(cells)
        if key in seen_lines:
            raise ValueError(f"line {k} {tuple(line)!r} repeats line {seen_lines[key]}")
        seen_lines[key] = k
        line_list.append(cells)
    classes: list[set[int]] = []
    if cell_colours is not None:
        covered: set[int] = set()
        for k, cls in enumerate(cell_colours):
            cls = {_cell(x, n, f"cell_colours class {k}") for x in cls}
            if cls & covered:
                raise ValueError(f"cell_colours class {k} overlaps an earlier class in cells {sorted(cls & covered)}")
            covered |= cls
            classes.append(cls)
        rest = set(range(n)) - covered
        if rest:
            classes.append(rest)
    else:
        classes.append(set(range(n)))
    return edge_list, line_list, classes


def _cell(x: Any, n: int, where: str) -> int:
    if not is_int(x):
        raise TypeError(f"{where}: cells must be integers, not {x!r}")
    x = int(x)
    if not 0 <= x < n:
        raise ValueError(f"{where}: cell {x} is not in 0..{n - 1}")
    return x


def board_graph(n: int, edges: Iterable[Sequence[int]] = (), lines: Iterable[Sequence[int]] = ()):
    """Return the incidence graph of a board as a networkx graph (the schema of :mod:`combgames.base.graphs`).

    Nodes ``0..n-1`` are the cells (``kind="point"``); node ``n + k`` is line k (``kind="block"``), joined to
    its cells (``kind="incidence"``); cell-cell edges have ``kind="edge"``.

    Examples
    --------
    >>> G = board_graph(3, [(0, 1)], [(0, 1, 2)])
    >>> G.number_of_nodes(), G.number_of_edges(), G.nodes[3]["kind"]
    (4, 4, 'block')
    """
    edge_list, line_list, _ = _validate(n, edges, lines, None)
    return incidence_graph(list(range(n)), line_list, edges=edge_list)


def _incidence(n: int, edge_list, line_list, classes) -> ColouredGraph:
    return ColouredGraph.incidence(n, line_list, point_edges=edge_list, point_classes=classes)


def automorphism_generators(n: int, edges: Iterable[Sequence[int]] = (), lines: Iterable[Sequence[int]] = (),
                            *, cell_colours: Sequence[Iterable[int]] | None = None
                            ) -> tuple[list[tuple[int, ...]], int]:
    """Return generators of the automorphism group of a board (as cell permutations) and the group order.

    Parameters
    ----------
    n : int
        Number of cells.
    edges : iterable of pairs of int
        Edges between cells (undirected).
    lines : iterable of sequences of int
        Lines (hyperedges), each a set of distinct cells; no line may repeat.
    cell_colours : sequence of iterables of int, optional
        Classes of cells that automorphisms must map to themselves; unlisted cells form one more class.

    Returns
    -------
    generators : list of tuple of int
        Permutations in array form (cell i -> g[i]); empty for the trivial group.
    order : int
        The group order, computed by nauty.

    Raises
    ------
    ValueError, TypeError
        For malformed edges, lines or classes (the message names the offending item).
    """
    edge_list, line_list, classes = _validate(n, edges, lines, cell_colours)
    aut = _incidence(n, edge_list, line_list, classes).automorphism_group()
    return aut.on_points(n), aut.order


def automorphism_permutation_group(n: int, edges: Iterable[Sequence[int]] = (),
                                   lines: Iterable[Sequence[int]] = (), *,
                                   cell_colours: Sequence[Iterable[int]] | None = None):
    """Return the automorphism group of a board as a sympy ``PermutationGroup`` (works for any group size).

    The group carries the order nauty computed, so ``order()`` does not run Schreier-Sims
    (:func:`combgames.base.nauty.permutation_group`).

    Examples
    --------
    >>> automorphism_permutation_group(10, lines=[(a, b) for a in range(10) for b in range(a)]).order()
    3628800
    """
    edge_list, line_list, classes = _validate(n, edges, lines, cell_colours)
    return _incidence(n, edge_list, line_list, classes).automorphism_group().permutation_group(n)


def automorphism_group(n: int, edges: Iterable[Sequence[int]] = (), lines: Iterable[Sequence[int]] = (), *,
                       cell_colours: Sequence[Iterable[int]] | None = None, backend: str = "nauty",
                       max_order: int = 100_000) -> CellGroup:
    """Return every automorphism of a board as a :class:`~combgames.symmetry.CellGroup`.

    An automorphism is a permutation of the cells mapping the set of edges onto itself and the set of
    lines onto itself (and each class of ``cell_colours`` onto itself).

    Parameters
    ----------
    n, edges, lines, cell_colours
        As in :func:`automorphism_generators`.
    backend : {"nauty", "networkx"}
        ``"nauty"``: generators from nauty, closed by breadth-first search. ``"networkx"``: every
        automorphism enumerated by VF2 graph matching (slow; an independent check for small boards).
    max_order : int
        Refuse groups with more elements (use :func:`automorphism_permutation_group`).

    Returns
    -------
    CellGroup
        Elements in lexicographic order (identity first), named ``g0, g1, ...``; use
        :meth:`CellGroup.named_like` to adopt the names of a declared group with the same elements.

    Raises
    ------
    ValueError
        For an unknown backend, malformed input, or a group larger than ``max_order``.
    """
    check_one_of(backend, "backend", _BACKENDS)
    if backend == "nauty":
        gens, order = automorphism_generators(n, edges, lines, cell_colours=cell_colours)
        if order > max_order:
            raise ValueError(f"the automorphism group has {order} elements, more than max_order={max_order}; "
                             "use automorphism_permutation_group")
        group = CellGroup.generate(gens, degree=n, max_order=max_order)
        if group.order() != order:  # internal invariant: the restriction to the cells is faithful
            raise AssertionError(f"nauty order {order} differs from the order {group.order()} of the closure")
        return group
    import networkx as nx

    edge_list, line_list, classes = _validate(n, edges, lines, cell_colours)
    G = board_graph(n, edge_list, line_list)
    colour_of = {c: k for k, cls in enumerate(classes) for c in cls}
    for v, data in G.nodes(data=True):
        data["colour"] = (data["kind"], colour_of.get(v, -1))
    matcher = nx.algorithms.isomorphism.GraphMatcher(
        G, G, node_match=lambda a, b: a["colour"] == b["colour"])
    rows = []
    for mapping in matcher.isomorphisms_iter():
        rows.append([mapping[c] for c in range(n)])
        if len(rows) > max_order:
            raise ValueError(f"the automorphism group has more than max_order={max_order} elements")
    return CellGroup(sorted(rows), check=False)


def board_automorphism_group(board: Any, **options: Any) -> CellGroup:
    """Return the automorphism group of a board object with ``.points``, ``.edges`` and ``.lines``.

    ``.points`` is any sequence with one entry per cell; ``.edges`` pairs and ``.lines`` tuples of point
    indices. Options are passed to :func:`automorphism_group`.

    Raises
    ------
    TypeError
        If the board lacks one of the three attributes.
    """
    for attribute in ("points", "edges", "lines"):
        if not hasattr(board, attribute):
            raise TypeError(f"board must have .points, .edges and .lines; {type(board).__name__} has no .{attribute}")
    return automorphism_group(len(board.points), board.edges, board.lines, **options)


class ColouredBoardCanonizer:
    """Canonical keys of board colourings under the board's automorphism group, by nauty canonical labelling.

    Two colourings get the same :meth:`key` exactly when an automorphism of the board (see
    :func:`automorphism_group`) maps one onto the other. The group is never listed, so this works for large
    boards and large groups where :meth:`CellGroup.canonical` (a minimum over all elements) does not.

    Parameters
    ----------
    n, edges, lines, cell_colours
        The board, as in :func:`automorphism_generators`.

    Notes
    -----
    The colouring refines the cell classes; classes are ordered by (cell class, colour value), so nauty's
    ordered partition makes the certificate invariant only under colour-preserving automorphisms. The key
    also records the colour values and class sizes, which the certificate alone does not show. Cost: one
    nauty call per key (tens of microseconds for small boards).

    Examples
    --------
    >>> edges = [(i, (i + 1) % 6) for i in range(6)]
    >>> canon = ColouredBoardCanonizer(6, edges)
    >>> canon.key((1, 0, 0, 0, 0, 0)) == canon.key((0, 0, 0, 1, 0, 0))
    True
    >>> canon.key((1, 1, 0, 0, 0, 0)) == canon.key((1, 0, 1, 0, 0, 0))
    False
    """

    def __init__(self, n: int, edges: Iterable[Sequence[int]] = (), lines: Iterable[Sequence[int]] = (), *,
                 cell_colours: Sequence[Iterable[int]] | None = None):
        edge_list, line_list, classes = _validate(n, edges, lines, cell_colours)
        self.n = n
        self._graph = _incidence(n, edge_list, line_list, None)
        self._lines = set(range(n, n + len(line_list)))
        self._class_of = [0] * n
        for k, cls in enumerate(classes):
            for c in cls:
                self._class_of[c] = k

    def key(self, colouring: Sequence[Hashable]) -> tuple:
        """Return a hashable key, equal for two colourings exactly when they lie in one orbit.

        Raises
        ------
        ValueError
            If the colouring does not have one entry per cell.
        """
        if len(colouring) != self.n:
            raise ValueError(f"colouring must have {self.n} entries, not {len(colouring)}")
        parts: dict[tuple, set[int]] = {}
        for cell, value in enumerate(colouring):
            parts.setdefault((self._class_of[cell], value), set()).add(cell)
        labels = sorted(parts, key=lambda t: (t[0], repr(t[1])))
        certificate = self._graph.certificate([parts[t] for t in labels] + [self._lines])
        return (tuple((t, len(parts[t])) for t in labels), certificate)
