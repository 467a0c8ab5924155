"""Tests for designs.paratopy: the paratopism type, the parser, autoparatopism groups, stabilisers, orbits.

The paper's psi_1, psi_2 and its positions are tested with their source, tests/combgames/sources/ and
tests/published/test_001_designs.py.
"""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designs import AffinePlane, TransversalDesign, mols
from designs.paratopy import (Paratopism, autoparatopism_group, autoparatopism_orbits, autoparatopisms,
                              mols_points, parse_paratopism)
from combgames.base.nauty import ColouredGraph

A, B, C = mols(4)


def _brute_autoparatopism_count(squares):
    """Reference: try every (pi, sigma) for 1-MOLS(3) / small cases by brute force."""
    m, n = len(squares) + 2, squares[0].order
    entries = {tuple([i, j] + [int(L.array[i, j]) for L in squares]) for i in range(n) for j in range(n)}
    perms = list(itertools.permutations(range(n)))
    count = 0
    for pi in itertools.permutations(range(m)):
        for sig in itertools.product(perms, repeat=m):
            g = Paratopism(pi, sig)
            if {g.apply_entry(e) for e in entries} == entries:
                count += 1
    return count


def test_group_order_matches_brute_force_small():
    for sq in ([mols(3)[0]], list(mols(3))):
        assert autoparatopism_group(sq).order() == _brute_autoparatopism_count(sq)


def test_autoparatopism_group_of_pair_is_the_index_class_stabiliser():
    G = autoparatopism_group([A, B])
    p = AffinePlane.from_mols([A, B, C])
    # every autoparatopism is a collineation of the plane (points have the same labels and indices)
    assert all(p.is_automorphism(g.array_form) for g in G.generators)
    # and conversely the collineations fixing the index class setwise are autoparatopisms
    assert G.order() == p.automorphism_group().order() // 5


@pytest.mark.parametrize("squares", [mols(3)[:1], mols(4)[:1], mols(4)[:2], mols(5)[:2], mols(5)[:3]],
                         ids=["1-MOLS(3)", "1-MOLS(4)", "2-MOLS(4)", "2-MOLS(5)", "3-MOLS(5)"])
def test_group_equals_the_automorphisms_keeping_groups_and_blocks_apart(squares):
    """Independent check of computing the group on the blocks alone: nauty on blocks and groups in two colour
    classes (the groups kept as groups) gives the same order and orbits."""
    td = TransversalDesign.from_mols(squares)
    v, b = td.num_points, td.num_blocks
    graph = ColouredGraph.incidence(v, td.blocks + td.groups, block_classes=[range(b), range(b, b + td.k)])
    reference = graph.automorphism_group()
    G = autoparatopism_group(squares)
    assert G.order() == reference.order
    assert sorted(tuple(sorted(o)) for o in G.orbits()) == reference.point_orbits(v)


def test_elements_are_autoparatopisms_and_round_trip():
    for g in autoparatopisms([A, B], fixed=[["r1", "r3", "c1"], ["r2", "r4"]]):
        assert g.is_autoparatopism([A, B])
        assert parse_paratopism(str(g), n=4) == g
        assert Paratopism.from_point_permutation(g.point_permutation(), 4, 4) == g


def test_apply_and_compose():
    g = parse_paratopism("((12), (123), i, (12))", n=3)
    L = mols(3)[0]
    (M,) = g.apply([L])
    assert M.order == 3
    h = g * g.inverse()
    assert h.is_identity()
    x = parse_paratopism("((23), i, i, (13))", n=3)
    # (g * x) acts as g first, then x
    assert (g * x).point_permutation() == [x.point_permutation()[i] for i in g.point_permutation()]


@pytest.mark.parametrize("text, match", [
    ("((34), (13), (23), (2134)", "unbalanced"),
    ("(34), (13), (23), (2134))", "unbalanced|parenthesised"),
    ("((34), (13), (23), (2134))", "3 sigmas give 3 types"),
    ("((34), (15), (23), (2134), (3124))", "outside 1..4"),
    ("((34), (13)(14), (23), (2134), (3124))", "repeats"),
    ("((34), (1a), (23), (2134), (3124))", "positive integers"),
    ("((34), 13, (23), (2134), (3124))", "cycle notation"),
    ("((34), , (23), (2134), (3124))", "empty"),
    ("(i, i)", "at least 3 sigmas"),
])
def test_malformed_paratopisms(text, match):
    with pytest.raises(ValueError, match=match):
        parse_paratopism(text, n=4)


def test_parse_large_order_with_separators():
    g = parse_paratopism("(i, (1 10 3), i, i)", n=10)
    assert g.sigmas[0][0] == 9 and g.sigmas[0][9] == 2
    assert str(g) == "(i, (1 10 3), i, i)"


def test_constructor_rejects_non_permutations():
    with pytest.raises(ValueError, match="pi must be"):
        Paratopism([0, 0, 1], [[0, 1]] * 3)
    with pytest.raises(ValueError, match="sigma 2"):
        Paratopism([0, 1, 2], [[0, 1], [0, 0], [0, 1]])
    with pytest.raises(ValueError, match="not a paratopism"):
        Paratopism.from_point_permutation([1, 2, 0, 3, 4, 5], 3, 2)


def test_fixed_set_errors():
    with pytest.raises(ValueError, match="disjoint"):
        autoparatopism_group([A, B], fixed=[["r1"], ["r1"]])
    with pytest.raises(ValueError, match="not a point of 2-MOLS"):
        autoparatopism_group([A, B], fixed=[["gamma1"], []])
    with pytest.raises(ValueError, match="not a point of 2-MOLS"):
        autoparatopism_orbits([A, B], fixed=[["r9"]])
    with pytest.raises(ValueError, match="'zz' is not a point of 2-MOLS\\(4\\); points are r1, ..., beta4"):
        autoparatopism_group([A, B], fixed=[["zz"]])
    with pytest.raises(ValueError, match="'r1' is in set 0 and set 1"):  # sets, not only lists, of labels
        autoparatopism_group([A, B], fixed=[{"r1"}, {"r1"}])


def test_mols_points():
    assert mols_points(2, 4) == AffinePlane.from_mols(mols(4)).points == TransversalDesign.from_mols([A, B]).points


def test_orbits_against_the_listed_group():
    """Brute force: orbits of the listed stabiliser (every element applied) against autoparatopism_orbits."""
    for fixed in ([], [["r1"]], [["r1", "r3", "c1"], ["r2", "r4"]], [["r1", "r3", "alpha2"], ["r2", "c1"]]):
        elements = autoparatopisms([A, B], fixed=fixed)
        taken = {x for s in fixed for x in s}
        free = [x for x in mols_points(2, 4) if x not in taken]
        expected = sorted({tuple(sorted({g.point_map()[x] for g in elements}, key=free.index)) for x in free},
                          key=lambda o: free.index(o[0]))
        assert autoparatopism_orbits([A, B], fixed=fixed) == expected


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_stabiliser_orbits_partition_free_points(data):
    """Orbits of the other points under the stabiliser of two sets partition those points; the listed
    elements map each set onto itself."""
    pts = list(mols_points(2, 4))
    chosen = data.draw(st.lists(st.sampled_from(pts), min_size=0, max_size=6, unique=True))
    cut = data.draw(st.integers(0, len(chosen)))
    x, o = chosen[:cut], chosen[cut:]
    orbits = autoparatopism_orbits([A, B], fixed=[x, o])
    flat = sorted(p for orb in orbits for p in orb)
    assert flat == sorted(set(pts) - set(chosen))
    for g in autoparatopisms([A, B], fixed=[x, o])[:8]:
        mp = g.point_map()
        assert {mp[p] for p in x} == set(x) and {mp[p] for p in o} == set(o)
