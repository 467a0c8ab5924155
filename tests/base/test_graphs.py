"""Tests of the networkx export schema."""

import pytest

from combgames.base.graphs import incidence_graph


def test_schema_of_points_blocks_and_edges():
    G = incidence_graph(["a", "b", "c"], [(0, 1, 2)], block_labels=["line"], edges=[(0, 1)],
                        positions=[(0, 0), (1, 0), (2, 0)], name="row")
    assert G.graph == {"name": "row", "points": 3}
    assert G.nodes[1] == {"kind": "point", "label": "b", "bipartite": 0, "pos": (1, 0)}
    assert G.nodes[3] == {"kind": "block", "label": "line", "bipartite": 1}
    assert {G.edges[e]["kind"] for e in G.edges} == {"incidence", "edge"}
    # the point-point edge (0, 1) is also... only an edge once (an undirected simple graph)
    assert G.number_of_edges() == 3 + 1


def test_bad_lengths_are_named():
    with pytest.raises(ValueError, match="one label per block"):
        incidence_graph("ab", [(0, 1)], block_labels=[])
    with pytest.raises(ValueError, match="one \\(x, y\\) per point"):
        incidence_graph("ab", positions=[(0, 0)])
