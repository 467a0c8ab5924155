"""Tests for designs.group_divisible (GDDs, PBDs and the pieces of the BIBD recursion) and
designs.bibd.group_divisible_design."""

import itertools

import pytest

from designs.bibd import balanced_incomplete_block_design, group_divisible_design
from designs.block_designs import NotAvailable
from designs.group_divisible import (
    GDD_from_BIBD_minus_point,
    GroupDivisibleDesign,
    PairwiseBalancedDesign,
    PBD_from_TD,
    fill_groups,
    gdd_problem,
    truncated_transversal_design,
)
from designs.planes import projective_plane


def brute_gdd(gdd):
    """Independent check: cross-group pairs once, same-group pairs never."""
    owner = {x: g for g, grp in enumerate(gdd.groups) for x in grp}
    seen = {}
    for b in gdd.blocks:
        for x, y in itertools.combinations(b, 2):
            if owner[x] == owner[y]:
                return False
            seen[(x, y)] = seen.get((x, y), 0) + 1
    cross = [(x, y) for x, y in itertools.combinations(range(gdd.num_points), 2) if owner[x] != owner[y]]
    return sorted(seen) == cross and set(seen.values()) <= {1}


@pytest.mark.parametrize("k,n,u", [(5, 4, 0), (5, 4, 1), (5, 4, 3), (5, 4, 4), (6, 5, 2), (4, 7, 5), (10, 9, 4)])
def test_truncated_transversal_designs(k, n, u):
    gdd = truncated_transversal_design(k, n, u)
    assert gdd.num_points == (k - 1) * n + u
    assert sorted(gdd.group_sizes()) == sorted([n] * (k - 1) + ([u] if u else []))
    assert set(gdd.block_sizes()) <= {k - 1, k}
    assert gdd.check() is gdd and brute_gdd(gdd)


@pytest.mark.parametrize("k,t,u,extra", [(4, 5, 0, False), (4, 5, 1, False), (4, 8, 5, False), (4, 4, 0, True),
                                         (5, 7, 3, True), (4, 9, 9, True)])
def test_pbd_from_td(k, t, u, extra):
    pbd = PBD_from_TD(k, t, u, extra_point=extra)
    assert pbd.num_points == k * t + u + extra
    allowed = {k, k + 1, t + extra, u + extra}
    assert set(pbd.block_sizes()) <= allowed
    assert pbd.check() is pbd and brute_gdd(pbd)


def test_bibd_minus_a_point():
    gdd = GDD_from_BIBD_minus_point(projective_plane(3), 5)
    assert gdd.group_type() == "3^4" and gdd.num_blocks == 9 and brute_gdd(gdd)
    gdd = GDD_from_BIBD_minus_point(balanced_incomplete_block_design(25, 4))
    assert gdd.group_type() == "3^8" and gdd.check() is gdd


def test_fill_groups_gives_the_unique_2_13_4_1_design():
    td = truncated_transversal_design(4, 3, 3)            # TD(4, 3)
    pbd = fill_groups(td, lambda n: PairwiseBalancedDesign(n, [range(n)]), infinite_points=1)
    assert pbd.block_size_set() == (4,) and pbd.is_isomorphic(projective_plane(3))


def test_fill_groups_with_a_block_of_infinite_points():
    td = truncated_transversal_design(5, 9, 0)            # TD(4, 9); BIBD(13, 4) on each group and 4 new points
    pbd = fill_groups(td, lambda n: balanced_incomplete_block_design(n, 4), infinite_points=4)
    assert pbd.num_points == 40 and pbd.block_size_set() == (4,) and pbd.num_blocks == 130
    assert pbd.check() is pbd


def test_fill_groups_refusals():
    td = truncated_transversal_design(4, 3, 3)
    with pytest.raises(ValueError, match="filler for a group of 3 points plus 0 has 13 points, not 3"):
        fill_groups(td, lambda n: projective_plane(3))
    with pytest.raises(ValueError, match="no block of 2 points"):
        fill_groups(td, lambda n: PairwiseBalancedDesign(n, [range(n)]), infinite_points=2)


def test_gdd_checks_name_the_failure():
    groups = [[0, 1], [2, 3], [4, 5]]
    good = [[0, 2, 4], [0, 3, 5], [1, 2, 5], [1, 3, 4]]
    assert GroupDivisibleDesign(6, groups, good, G=[2], K=[3]).group_type() == "2^3"
    with pytest.raises(ValueError, match="block 0 holds the points 0 and 1 of group 0"):
        GroupDivisibleDesign(6, groups, [[0, 1, 2]] + good[1:])
    with pytest.raises(ValueError, match=r"the pair \(0, 2\) lies in 2 blocks"):
        GroupDivisibleDesign(6, groups, good + [[0, 2, 5]])
    with pytest.raises(ValueError, match=r"the pair \(0, 2\) of points in different groups lies in no block"):
        GroupDivisibleDesign(6, groups, good[1:])
    with pytest.raises(ValueError, match="point 1 is in group 0 and group 1"):
        GroupDivisibleDesign(6, [[0, 1], [1, 2, 3], [4, 5]], good)
    with pytest.raises(ValueError, match=r"block sizes \[3\] are not in K = \[4\]"):
        GroupDivisibleDesign(6, groups, good, K=[4])
    with pytest.raises(ValueError, match=r"group sizes \[2\] are not in G = \[3\]"):
        GroupDivisibleDesign(6, groups, good, G=[3])
    assert gdd_problem(3, [[0], [1]], []) == "point 2 is in no group: the groups must partition the points"


def test_pbd_checks():
    pbd = PairwiseBalancedDesign("abcd", ["abc", "ad", "bd", "cd"], K=[2, 3])
    assert pbd.block_size_set() == (2, 3) and pbd.group_type() == "1^4"
    with pytest.raises(ValueError, match=r"not a PBD: the pair \(2, 3\)"):
        PairwiseBalancedDesign("abcd", ["abc", "ad", "bd"])


def test_group_divisible_design():
    assert group_divisible_design(12, [4], [3]).group_type() == "3^4"
    td = group_divisible_design(16, [4], [4])
    assert td.group_type() == "4^4" and brute_gdd(td)
    gdd = group_divisible_design(36, [4], [3], check=True)            # BIBD(37, 4) minus a point
    assert gdd.group_type() == "3^12"
    assert group_divisible_design(13, [4], [1]).group_type() == "1^13"
    assert group_divisible_design(5, [3], [5]).num_blocks == 0
    assert group_divisible_design(8, [4], [2], existence=True) is False
    assert group_divisible_design(24, [4], [6], existence=True) is False      # no TD(4, 6)
    assert group_divisible_design(20, [4], [2], existence=True) is None       # 4-GDD 2^10: not built here
    with pytest.raises(NotAvailable, match="4-GDD of type 2\\^10"):
        group_divisible_design(20, [4], [2])
    with pytest.raises(ValueError, match="g = 4 does not divide v = 10"):
        group_divisible_design(10, [3], [4])
    with pytest.raises(ValueError, match="uniform GDDs only"):
        group_divisible_design(10, [3, 4], [1])
    with pytest.raises(ValueError, match="needs 2 MOLS of order 6"):
        group_divisible_design(24, [4], [6])
