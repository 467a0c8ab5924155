"""Tests for designs.incidence: construction, graphs, automorphisms, stabilisers, orbits, isomorphisms,
one-point extensions, Sage hand-over."""

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designs import AffinePlane, IncidenceStructure, TransversalDesign, affine_plane, mols, projective_plane

FANO = [[0, 1, 2], [0, 3, 4], [0, 5, 6], [1, 3, 5], [1, 4, 6], [2, 3, 6], [2, 4, 5]]


def plane_of_mols():
    """AG(2, 4) as the plane of the 3 MOLS(4) over GF(4), labelled r1.., c1.., alpha1.., beta1.."""
    return AffinePlane.from_mols(mols(4))


def listed_group(structure):
    """Reference: every automorphism, as a list of point-index tuples (sympy enumerates the group)."""
    return [tuple(g.array_form) for g in structure.automorphism_group().generate()]


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


def test_incidence_graph_follows_the_shared_schema():
    from combgames.base.graphs import incidence_graph
    s = IncidenceStructure("abc", ["ab", "bc"], block_labels=["x", "y"])
    g = s.incidence_graph()
    ref = incidence_graph(["a", "b", "c"], [(0, 1), (1, 2)], block_labels=["x", "y"], name=repr(s))
    assert dict(g.nodes(data=True)) == dict(ref.nodes(data=True)) and g.graph == ref.graph
    assert g.graph["points"] == 3 and g.nodes[3] == {"kind": "block", "label": "x", "bipartite": 1}
    assert {d["kind"] for _, _, d in g.edges(data=True)} == {"incidence"}


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
    p = plane_of_mols()
    points, blocks = p.to_sage()
    assert IncidenceStructure.from_sage(points, blocks) == IncidenceStructure(p.points, p.blocks)

    class FakeSage:  # the two methods of Sage's IncidenceStructure that from_sage reads
        def ground_set(self):
            return points

        def blocks(self):
            return blocks

    assert IncidenceStructure.from_sage(FakeSage()).blocks == p.blocks


def test_without_blocks_and_point():
    p = plane_of_mols()
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
    base = draw(st.sampled_from([affine_plane(3), plane_of_mols(), projective_plane(3),
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


def test_setwise_stabilizer_errors():
    ag = affine_plane(3)
    with pytest.raises(ValueError, match="disjoint"):
        ag.setwise_stabilizer([(0, 0), (0, 1)], [(0, 1)])
    with pytest.raises(ValueError, match="not a point label"):
        ag.setwise_stabilizer([(5, 5)])
    assert ag.setwise_stabilizer().order() == ag.automorphism_group().order() == 432


@pytest.mark.parametrize("sets", [[], [[(0, 0)]], [[(0, 0)], [(1, 2)]], [[(0, 0), (1, 1)], [(2, 0)]],
                                  [[(0, 0), (0, 1), (0, 2)]]])
def test_stabilizer_and_orbits_outside_against_the_listed_group(sets):
    """Brute force over the 432 collineations of AG(2, 3): the setwise stabiliser and its orbits."""
    ag = affine_plane(3)
    idx = [set(ag.indices(s)) for s in sets]
    keep = [g for g in listed_group(ag) if all({g[i] for i in s} == s for s in idx)]
    assert ag.setwise_stabilizer(*sets).order() == len(keep)
    taken = set().union(*idx) if idx else set()
    free = [i for i in range(ag.num_points) if i not in taken]
    orbits = sorted({tuple(sorted({g[i] for g in keep})) for i in free})
    assert ag.orbits_outside(*sets) == [ag.labels(o) for o in orbits]


@pytest.mark.parametrize("k", [0, 1, 2, 3, 4])
def test_block_subset_orbits_against_the_listed_group(k):
    """Brute force: the collineations of AG(2, 3) fixing a set of blocks, applied to every k-subset."""
    ag = affine_plane(3)
    for chosen in ([0, 1, 2, 3], [0, 1, 3, 9], list(ag.parallel_classes()[3])):
        blocks = [frozenset(b) for b in ag.blocks]
        where = {b: j for j, b in enumerate(blocks)}
        image = {}
        for g in listed_group(ag):
            moved = {j: where[frozenset(g[i] for i in blocks[j])] for j in chosen}
            if set(moved.values()) == set(chosen):
                image[tuple(sorted(moved.items()))] = moved
        subsets = list(itertools.combinations(sorted(chosen), min(k, len(chosen))))
        expected = sorted({tuple(sorted({tuple(sorted(m[j] for j in s)) for m in image.values()})) for s in subsets})
        got = ag.block_subset_orbits(chosen, min(k, len(chosen)))
        assert sorted(tuple(o) for o in got) == expected
        assert got == sorted(got, key=lambda o: o[0]) and all(o == sorted(o) for o in got)


def test_block_subset_orbits_of_the_index_class_of_ag24():
    p = plane_of_mols()
    assert [len(o) for k in range(5) for o in p.block_subset_orbits(p.index_class, k)] == [1, 4, 6, 4, 1]
    with pytest.raises(ValueError, match="k must be an integer in 0..4"):
        p.block_subset_orbits(p.index_class, 5)
    with pytest.raises(ValueError, match="block indices"):
        p.block_subset_orbits([20], 1)


def test_with_point_is_the_one_point_extension():
    td = TransversalDesign.from_mols(mols(4)).incidence_structure(include_groups=True)
    ext = td.with_point("infinity", range(16, 21))
    assert ext.num_points == 21 and ext.points[-1] == "infinity"
    assert [ext.blocks[j][-1] for j in range(16, 21)] == [20] * 5 and ext.blocks[:16] == td.blocks[:16]
    assert ext.block_labels == td.block_labels
    assert ext.is_isomorphic(projective_plane(4))
    assert ext.without_point("infinity") == td
    # against the completion built by hand from labels (the construction of the reproduce table before)
    blocks = [b + (("infinity",) if j >= 16 else ()) for j, b in enumerate(td.blocks_as_labels())]
    assert IncidenceStructure(td.points + ("infinity",), blocks, by="labels") == ext
    with pytest.raises(ValueError, match="new point label"):
        td.with_point("r1", [0])
    with pytest.raises(ValueError, match="block indices"):
        td.with_point("z", [21])
    with pytest.raises(TypeError, match="hashable"):
        td.with_point(["z"], [0])
