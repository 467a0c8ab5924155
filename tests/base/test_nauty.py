"""Tests of combgames.base.nauty against networkx's VF2 matcher (an independent twin) on small graphs."""

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.base.nauty import ColouredGraph, exact_group_order


def _vf2_automorphisms(graph: ColouredGraph) -> list[tuple[int, ...]]:
    g = nx.Graph()
    colour = {v: k for k, cls in enumerate(graph.colouring) for v in cls}
    g.add_nodes_from((v, {"c": colour[v]}) for v in range(graph.order))
    g.add_edges_from((u, v) for u, vs in graph.adjacency.items() for v in vs)
    matcher = nx.algorithms.isomorphism.GraphMatcher(g, g, node_match=lambda a, b: a["c"] == b["c"])
    return [tuple(m[v] for v in range(graph.order)) for m in matcher.isomorphisms_iter()]


@st.composite
def coloured_graphs(draw):
    """Random coloured graphs on up to 7 vertices; shrinks towards fewer vertices, edges and classes."""
    n = draw(st.integers(1, 7))
    pairs = list(itertools.combinations(range(n), 2))
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    colours = draw(st.lists(st.integers(0, 2), min_size=n, max_size=n))
    adjacency = {v: [] for v in range(n)}
    for a, b in edges:
        adjacency[a].append(b)
    classes = [[v for v in range(n) if colours[v] == k] for k in range(3)]
    return ColouredGraph(n, adjacency, [c for c in classes if c])


@settings(max_examples=60, deadline=None)
@given(coloured_graphs())
def test_group_order_and_orbits_match_vf2(graph):
    autos = _vf2_automorphisms(graph)
    aut = graph.automorphism_group()
    assert aut.order == len(autos)
    orbit_of = {}
    for v in range(graph.order):
        orbit_of[v] = min(a[v] for a in autos)
    assert aut.orbits == tuple(orbit_of[v] for v in range(graph.order))
    assert all(g in set(autos) for g in aut.generators)


@settings(max_examples=40, deadline=None)
@given(coloured_graphs(), st.randoms(use_true_random=False))
def test_certificate_is_invariant_under_relabelling(graph, rnd):
    perm = list(range(graph.order))
    rnd.shuffle(perm)
    adjacency = {perm[u]: [perm[v] for v in vs] for u, vs in graph.adjacency.items()}
    relabelled = ColouredGraph(graph.order, adjacency, [[perm[v] for v in c] for c in graph.colouring])
    assert relabelled.certificate() == graph.certificate()


def test_fano_plane_incidence_graph():
    fano = [(0, 1, 2), (0, 3, 4), (0, 5, 6), (1, 3, 5), (1, 4, 6), (2, 3, 6), (2, 4, 5)]
    aut = ColouredGraph.incidence(7, fano).automorphism_group()
    assert aut.order == 168  # PSL(2, 7), computed independently by counting below
    gens = aut.on_points(7)
    blocks = {frozenset(b) for b in fano}
    assert all({frozenset(g[i] for i in b) for b in blocks} == blocks for g in gens)
    count = sum(1 for p in itertools.permutations(range(7))
                if {frozenset(p[i] for i in b) for b in blocks} == blocks)
    assert count == aut.order


def test_recolouring_reuses_the_graph_and_separates_orbits():
    cycle = ColouredGraph(6, {i: [(i + 1) % 6] for i in range(6)})
    one = cycle.certificate([{0}])
    assert one == cycle.certificate([{3}])
    assert cycle.certificate([{0, 1}]) != cycle.certificate([{0, 2}])
    assert cycle.certificate() == ColouredGraph(6, {i: [(i + 5) % 6] for i in range(6)}).certificate()


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="vertex 5 is not in 0..2"):
        ColouredGraph(3, {0: [5]})
    with pytest.raises(ValueError, match="colour class 1 repeats"):
        ColouredGraph(3, {}, [[0], [0, 1]])
    with pytest.raises(ValueError, match="block 0 contains 4"):
        ColouredGraph.incidence(3, [(0, 4)])


def test_exact_order_beyond_double_precision():
    # S_20 has 20! > 2^52 elements: recomputed exactly from two generators
    gens = [tuple([1, 0] + list(range(2, 20))), tuple(list(range(1, 20)) + [0])]
    assert exact_group_order(gens, 20, 2.43290200817664, 18) == 2432902008176640000


def test_permutation_group_carries_nautys_order_and_agrees_with_schreier_sims():
    """The order handed to sympy equals Schreier-Sims' own (an independent computation), also with repeated
    blocks, whose swaps fix every point (the kernel of the action on the points)."""
    from sympy.combinatorics import Permutation, PermutationGroup

    fano = [(0, 1, 2), (0, 3, 4), (0, 5, 6), (1, 3, 5), (1, 4, 6), (2, 3, 6), (2, 4, 5)]
    cases = [(7, fano), (7, fano + [(2, 1, 0), (0, 3, 4), (0, 1, 2)]), (4, [(0, 1), (1, 0), (2, 3)]), (3, []),
             (4, [(0, 1, 2, 3)])]
    for n, blocks in cases:
        aut = ColouredGraph.incidence(n, blocks).automorphism_group()
        group = aut.permutation_group(n)
        gens = aut.on_points(n)
        reference = PermutationGroup([Permutation(list(g), size=n) for g in gens] or [Permutation(list(range(n)))])
        assert group.order() == reference.order(), (n, blocks)
        assert group == reference or group.is_subgroup(reference) and reference.is_subgroup(group)


def test_permutation_group_without_a_known_order_runs_schreier_sims():
    from combgames.base.nauty import permutation_group

    assert permutation_group([(1, 0, 2), (0, 2, 1)], 3).order() == 6
    assert permutation_group([(0, 1, 2)], 3).order() == 1
    assert permutation_group([], 4).order() == 1
    assert permutation_group([(1, 0)], 3).order() == 2      # shorter arrays are padded by sympy


def test_incidence_names_a_bad_block_and_a_bad_edge():
    with pytest.raises(ValueError, match="block 1 contains 7, not a point in 0..2"):
        ColouredGraph.incidence(3, [(0, 1), (2, 7)])
    with pytest.raises(ValueError, match="vertex 5 is not in 0..2"):
        ColouredGraph.incidence(3, [(0, 1)], point_edges=[(0, 5)])


def _checked_pynauty_graph(graph: ColouredGraph):
    """The same graph built through pynauty's own checking constructor (which copies and dedups lists)."""
    import pynauty

    return pynauty.Graph(graph.order, directed=False, adjacency_dict=graph.adjacency,
                         vertex_coloring=graph.colouring)


@settings(max_examples=40, deadline=None)
@given(coloured_graphs(), st.randoms(use_true_random=False))
def test_unchecked_pynauty_graph_gives_what_pynautys_constructor_gives(graph, rnd):
    """The graph handed to nauty without pynauty's second check gives the same group, orbits, certificate and
    canonical labelling as pynauty's checked constructor, also with repeated neighbours."""
    import pynauty

    doubled = {u: vs + [rnd.choice(vs)] if vs else vs for u, vs in graph.adjacency.items()}
    for g in (graph, ColouredGraph(graph.order, doubled, graph.colouring)):
        ours, theirs = g._pynauty_graph(), _checked_pynauty_graph(g)
        assert pynauty.autgrp(ours) == pynauty.autgrp(theirs)
        assert pynauty.certificate(ours) == pynauty.certificate(theirs)
        assert pynauty.canon_label(ours) == pynauty.canon_label(theirs)


def test_checked_incidence_is_the_incidence_graph():
    """The unchecked incidence graph of an incidence structure's blocks is the checked one: same adjacency,
    colour classes and point kernel (repeated blocks, an empty block, no points, no blocks)."""
    fano = [(0, 1, 2), (0, 3, 4), (0, 5, 6), (1, 3, 5), (1, 4, 6), (2, 3, 6), (2, 4, 5)]
    cases = [(7, fano), (7, fano + [(0, 1, 2), (0, 3, 4), (0, 1, 2)]), (4, [(0, 1), (0, 1), (2, 3), ()]),
             (3, []), (0, []), (0, [(), ()])]
    for n, blocks in cases:
        checked, unchecked = ColouredGraph.incidence(n, blocks), ColouredGraph._checked_incidence(n, tuple(blocks))
        assert (unchecked.order, unchecked.adjacency, unchecked.colouring) == \
            (checked.order, checked.adjacency, checked.colouring), (n, blocks)
        assert unchecked.automorphism_group() == checked.automorphism_group(), (n, blocks)
    assert ColouredGraph._checked_incidence(7, tuple(fano + [(0, 1, 2)] * 2)).automorphism_group().point_kernel == 6
