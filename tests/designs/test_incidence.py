"""Tests for designs.incidence: construction, graphs, automorphisms, isomorphisms, Sage hand-over."""

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designs import IncidenceStructure, affine_plane, pi4, projective_plane

FANO = [[0, 1, 2], [0, 3, 4], [0, 5, 6], [1, 3, 5], [1, 4, 6], [2, 3, 6], [2, 4, 5]]


def test_labels_and_indices():
    s = IncidenceStructure(["a", "b", "c"], [["a", "b"], ["c", "b"]])
    assert s.blocks == ((0, 1), (1, 2))
    assert s.blocks_as_labels() == (("a", "b"), ("b", "c"))
    t = IncidenceStructure(["a", "b", "c"], [[0, 1], [2, 1]])
    assert t == s


def test_ambiguous_integer_labels_raise():
    with pytest.raises(ValueError, match="by='labels' or by='indices'"):
        IncidenceStructure([1, 2, 3], [[1, 2]])
    s = IncidenceStructure([1, 2, 3], [[1, 2]], by="labels")
    assert s.blocks == ((0, 1),)
    assert IncidenceStructure([1, 2, 3], [[1, 2]], by="indices").blocks == ((1, 2),)


def test_bad_input():
    with pytest.raises(ValueError, match="repeated"):
        IncidenceStructure("aa", [])
    with pytest.raises(ValueError, match="neither a point label"):
        IncidenceStructure("ab", [["a", "z"]])
    with pytest.raises(ValueError, match="repeated point"):
        IncidenceStructure("ab", [["a", "a"]])
    with pytest.raises(ValueError, match="one label per block"):
        IncidenceStructure("ab", [["a"]], block_labels=["x", "y"])
    with pytest.raises(TypeError, match="hashable"):
        IncidenceStructure([[1]], [])


def test_incidence_graph():
    s = IncidenceStructure(range(7), FANO)
    g = s.incidence_graph()
    assert nx.is_bipartite(g) and g.number_of_edges() == 21
    assert all(g.nodes[i]["kind"] == "point" for i in range(7))
    # networkx twin: the incidence graph of the Fano plane is the Heawood graph
    assert nx.is_isomorphic(g, nx.heawood_graph())


def test_fano_group_and_stabilisers():
    s = IncidenceStructure(range(7), FANO)
    G = s.automorphism_group()
    assert G.order() == 168
    assert all(s.is_automorphism(g) for g in s.automorphism_generators())
    assert s.setwise_stabilizer([0]).order() == 24
    assert s.setwise_stabilizer([0], [1]).order() == 4
    assert s.point_orbits() == [tuple(range(7))]


def test_brute_force_automorphism_count_matches_nauty():
    # brute force over all 7! permutations (reference count)
    from itertools import permutations
    s = IncidenceStructure(range(7), FANO)
    blocks = sorted(map(tuple, map(sorted, FANO)))
    count = sum(1 for p in permutations(range(7))
                if sorted(tuple(sorted(p[i] for i in b)) for b in FANO) == blocks)
    assert count == s.automorphism_group().order()


def test_isomorphism_none_for_different_structures():
    assert affine_plane(3).isomorphism(projective_plane(2)) is None
    assert affine_plane(4).isomorphism(affine_plane(4).without_blocks([0])) is None
    with pytest.raises(TypeError):
        affine_plane(3).isomorphism("plane")


def test_sage_round_trip():
    p = pi4()
    points, blocks = p.to_sage()
    assert IncidenceStructure.from_sage(points, blocks) == IncidenceStructure(p.points, p.blocks)

    class FakeSage:  # the two methods of Sage's IncidenceStructure that from_sage reads
        def ground_set(self):
            return points

        def blocks(self):
            return blocks

    assert IncidenceStructure.from_sage(FakeSage()).blocks == p.blocks


def test_without_blocks_and_point():
    p = pi4()
    td = p.without_blocks(p.index_class)
    assert td.num_blocks == 16 and set(td.block_sizes()) == {4}
    with pytest.raises(ValueError):
        p.without_blocks([20])
    q = projective_plane(2).without_point((0, 0, 1))
    assert q.num_points == 6 and sorted(q.block_sizes()) == [2, 2, 2, 3, 3, 3, 3]


def test_dual_of_projective_plane_is_isomorphic():
    pg = projective_plane(3)
    assert pg.dual().is_isomorphic(pg)


@st.composite
def relabelled_design(draw):
    base = draw(st.sampled_from([affine_plane(3), pi4(), projective_plane(3),
                                 IncidenceStructure(range(7), FANO)]))
    perm = draw(st.permutations(range(base.num_points)))
    return base, perm


@settings(max_examples=25, deadline=None)
@given(relabelled_design())
def test_relabelled_design_is_isomorphic_and_map_preserves_blocks(case):
    """A random relabelling is isomorphic; the returned isomorphism maps blocks onto blocks."""
    base, perm = case
    other = base.permuted(perm).relabel([f"p{i}" for i in range(base.num_points)])
    phi = base.isomorphism(other, as_indices=True)
    assert phi is not None
    assert sorted(tuple(sorted(phi[i] for i in b)) for b in base.blocks) == sorted(other.blocks)
    lab = base.isomorphism(other)
    assert set(lab.values()) == set(other.points)
