"""The one networkx export schema: points, blocks and edges of any finite structure as a ``networkx.Graph``.

Every structure of the project that hands itself over to networkx (and through networkx to Sage, whose
``Graph`` accepts a networkx graph) does it through :func:`incidence_graph`, so the node and edge attributes
mean the same everywhere:

==========================  =====================================================================================
node ``i`` (0 <= i < v)     a point (a cell of a board, a point of a design): ``kind="point"``, ``label`` (the
                            name users see), ``bipartite=0``, and ``pos=(x, y)`` when the structure is drawn
node ``v + j``              block j (a line, a block of a design): ``kind="block"``, ``label`` (the block's label,
                            else j), ``bipartite=1``
edge point - block          ``kind="incidence"``
edge point - point          ``kind="edge"`` (the move edges of a board, the adjacency of a surface)
graph attributes            ``name``, ``points`` (= v)
==========================  =====================================================================================

A board's move graph is the schema without blocks; a design's incidence (Levi) graph is the schema without
point-point edges. Position graphs of games are directed and have their own (compatible) attributes, see
:meth:`combgames.explore.StateGraph.to_networkx`.

Examples
--------
>>> G = incidence_graph(["a", "b", "c"], [(0, 1), (1, 2)], edges=[(0, 2)], name="path")
>>> sorted(G.nodes[3].items()), G.edges[0, 2]["kind"], G.graph["points"]
([('bipartite', 1), ('kind', 'block'), ('label', 0)], 'edge', 3)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import networkx

__all__ = ["incidence_graph"]


def incidence_graph(point_labels: Sequence[Hashable], blocks: Iterable[Iterable[int]] = (), *,
                    block_labels: Sequence[Hashable] | None = None, edges: Iterable[Sequence[int]] = (),
                    positions: Sequence[tuple[float, float]] | None = None, name: str | None = None,
                    ) -> "networkx.Graph":
    """Return the structure as a networkx graph in the schema of this module.

    Parameters
    ----------
    point_labels : sequence of hashable
        One label per point; point i is node i.
    blocks : iterable of iterables of int
        The blocks (lines) as point indices; block j is node ``len(point_labels) + j``.
    block_labels : sequence, optional
        One label per block (default: the block's index).
    edges : iterable of pairs of int
        Point-point edges.
    positions : sequence of (x, y), optional
        Coordinates of the points (for drawing).
    name : str, optional
        The graph's name.

    Raises
    ------
    ValueError
        If ``block_labels`` or ``positions`` do not have one entry per block or point.
    """
    import networkx as nx

    v = len(point_labels)
    block_list = [tuple(b) for b in blocks]
    if block_labels is not None and len(block_labels) != len(block_list):
        raise ValueError(f"block_labels must have one label per block: {len(block_labels)} labels, "
                         f"{len(block_list)} blocks")
    if positions is not None and len(positions) != v:
        raise ValueError(f"positions must have one (x, y) per point: {len(positions)} for {v} points")
    G = nx.Graph(name=name, points=v)
    for i, label in enumerate(point_labels):
        attributes: dict[str, Any] = {"kind": "point", "label": label, "bipartite": 0}
        if positions is not None:
            attributes["pos"] = tuple(positions[i])
        G.add_node(i, **attributes)
    for j, block in enumerate(block_list):
        G.add_node(v + j, kind="block", label=j if block_labels is None else block_labels[j], bipartite=1)
        G.add_edges_from(((int(i), v + j) for i in block), kind="incidence")
    G.add_edges_from(((int(a), int(b)) for a, b in edges), kind="edge")
    return G
