"""The autoparatopism group computed on the coloured graph built from the squares' arrays (designs.paratopy,
issue 28 item 5): the same generators, order and orbits as nauty on the transversal design built and checked
the long way (TransversalDesign.from_mols, IncidenceStructure.setwise_stabilizer); each generator checked on
the squares' entries; the squares checked and the graph built once per squares; the bad inputs refused with
the messages of check_mols.
"""

import random

import numpy as np
import pytest

import designs.paratopy as paratopy
from designs import LatinSquare, TransversalDesign, check_mols, mols
from designs.paratopy import (Paratopism, autoparatopism_group, autoparatopism_orbits, autoparatopisms,
                              mols_points)
from designs.transversal import mols_blocks
from combgames.base.nauty import ColouredGraph, permutation_group

CASES = {"1-MOLS(3)": mols(3)[:1], "1-MOLS(4)": mols(4)[:1], "2-MOLS(4)": mols(4)[:2], "3-MOLS(4)": mols(4),
         "2-MOLS(5)": mols(5)[:2], "3-MOLS(5)": mols(5)[:3]}


def _random_fixed(squares, rng: random.Random, sets: int):
    """Up to `sets` disjoint random sets of point labels (some possibly empty)."""
    points = list(mols_points(len(squares), squares[0].order))
    rng.shuffle(points)
    cuts = sorted(rng.randint(0, min(len(points), 7)) for _ in range(sets + 1))
    return [points[a:b] for a, b in zip(cuts, cuts[1:])]


def _listed_orbits(elements, points, taken):
    """The orbits of the listed group on the points outside `taken`, as autoparatopism_orbits orders them."""
    free = [x for x in points if x not in taken]
    maps = [g.point_map() for g in elements]
    orbits = {tuple(sorted({mp[x] for mp in maps}, key=free.index)) for x in free}
    return sorted(orbits, key=lambda o: free.index(o[0]))


@pytest.mark.parametrize("name", list(CASES))
def test_same_group_as_the_transversal_design(name):
    """Generators (as arrays), order and orbits equal those of nauty on the TD built and checked by
    TransversalDesign.from_mols, for the whole group and for stabilisers of random sets of points."""
    squares = CASES[name]
    rng = random.Random(len(name))
    td = TransversalDesign.from_mols(squares)
    for fixed in [[]] + [_random_fixed(squares, rng, s) for s in (1, 2, 2, 3)]:
        ours = autoparatopism_group(squares, fixed=fixed)
        theirs = td.setwise_stabilizer(*fixed) if fixed else td.automorphism_group()
        assert [g.array_form for g in ours.generators] == [g.array_form for g in theirs.generators]
        assert ours.order() == theirs.order()
        assert autoparatopism_orbits(squares, fixed=fixed) == td.orbits_outside(*fixed)


@pytest.mark.parametrize("name", list(CASES))
def test_generators_are_autoparatopisms_keeping_the_sets(name):
    """Brute force on the squares: each generator, read as a paratopism, maps the entries onto themselves
    and each fixed set onto itself; the order agrees with sympy's Schreier-Sims on the generators."""
    squares = CASES[name]
    k, n = len(squares), squares[0].order
    for fixed in ([], _random_fixed(squares, random.Random(k * n), 2)):
        group = autoparatopism_group(squares, fixed=fixed)
        labels = mols_points(k, n)
        for g in group.generators:
            p = Paratopism.from_point_permutation(g.array_form, k + 2, n)
            assert p.is_autoparatopism(squares)
            images = p.point_map()
            assert all({images[x] for x in s} == set(s) for s in fixed)
        from sympy.combinatorics import PermutationGroup

        assert PermutationGroup(list(group.generators)).order() == group.order()
        assert len(labels) == group.degree


def test_listed_group_orbits_for_three_squares():
    """The orbits of the listed stabiliser (every element applied) for 3-MOLS(4), where the types can be
    permuted among five."""
    squares = CASES["3-MOLS(4)"]
    for fixed in ([["r1", "c2"], ["alpha1"]], [["r1", "r2", "gamma3"]]):
        elements = autoparatopisms(squares, fixed=fixed)
        taken = {x for s in fixed for x in s}
        assert autoparatopism_orbits(squares, fixed=fixed) == _listed_orbits(elements, mols_points(3, 4), taken)


def test_squares_are_checked_and_the_graph_built_once(monkeypatch):
    """Repeated questions about the same squares (the same objects, or equal squares built again) check them
    and build their graph once, and compute the whole group once; the answers stay the same."""
    calls = {"blocks": 0, "nauty": 0}
    real_blocks, real_group = paratopy.mols_blocks, ColouredGraph.automorphism_group

    def counted_blocks(squares):
        calls["blocks"] += 1
        return real_blocks(squares)

    def counted_group(self):
        calls["nauty"] += 1
        return real_group(self)

    monkeypatch.setattr(paratopy, "mols_blocks", counted_blocks)
    monkeypatch.setattr(ColouredGraph, "automorphism_group", counted_group)
    paratopy._cached_mols_graph.cache_clear()
    a, b = (LatinSquare(L.to_list()) for L in mols(5)[:2])
    first = autoparatopism_group([a, b])
    again = autoparatopism_group((LatinSquare(a.to_list()), LatinSquare(b.to_list())))
    assert calls == {"blocks": 1, "nauty": 1}
    assert again is not first and again.generators == first.generators and again.order() == first.order() == 800
    orbits = autoparatopism_orbits([a, b], fixed=[["r1"]])
    assert calls == {"blocks": 1, "nauty": 2}  # the stabiliser is a new colouring of the same graph
    assert orbits == TransversalDesign.from_mols([a, b]).orbits_outside(["r1"])


def test_large_squares_are_not_kept(monkeypatch):
    """Squares of more than _KEPT_ENTRIES entries are checked and built at every call (nothing kept)."""
    calls = []
    real_blocks = paratopy.mols_blocks
    monkeypatch.setattr(paratopy, "mols_blocks", lambda squares: calls.append(1) or real_blocks(squares))
    monkeypatch.setattr(paratopy, "_KEPT_ENTRIES", 2 * 16 - 1)
    paratopy._cached_mols_graph.cache_clear()
    a, b = mols(4)[:2]
    assert autoparatopism_group([a, b]).order() == autoparatopism_group([a, b]).order() == 1152
    assert len(calls) == 2 and paratopy._cached_mols_graph.cache_info().currsize == 0
    monkeypatch.setattr(paratopy, "_KEPT_ENTRIES", 2 * 16)
    assert autoparatopism_group([a, b]).order() == autoparatopism_group([a, b]).order() == 1152
    assert len(calls) == 3 and paratopy._cached_mols_graph.cache_info().currsize == 1


def test_squares_given_as_arrays_or_lists():
    """Squares that are not LatinSquare objects are checked by check_mols and give the same group."""
    a, b = mols(4)[:2]
    as_lists = autoparatopism_group([a.to_list(), b.to_list()])
    as_arrays = autoparatopism_group([np.array(a.array), np.array(b.array)])
    reference = autoparatopism_group([a, b])
    assert as_lists.generators == as_arrays.generators == reference.generators
    assert as_lists.order() == reference.order() == 1152


def test_bad_squares_are_refused_as_check_mols_refuses_them():
    a = LatinSquare.cyclic(4)
    c = mols(4)[2]
    for squares in ([a, a], [c, a, a], [c, a, c]):
        with pytest.raises(ValueError) as expected:
            check_mols(squares)
        with pytest.raises(ValueError) as refused:
            autoparatopism_group(squares)
        assert str(refused.value) == str(expected.value)
        assert "not orthogonal: the pair" in str(refused.value)
    with pytest.raises(ValueError, match="same order"):
        autoparatopism_group([mols(4)[0], mols(5)[0]])
    with pytest.raises(ValueError, match="at least one square"):
        autoparatopism_group([])
    with pytest.raises(TypeError, match="sequence of Latin squares"):
        autoparatopism_group(mols(4)[0])
    with pytest.raises(ValueError, match="not a Latin square"):
        autoparatopism_group([[[0, 1], [0, 1]]])
    with pytest.raises(ValueError, match="not orthogonal"):
        TransversalDesign.from_mols([a, a])


def test_mols_blocks_are_the_entries():
    """Block i n + j is the entry of cell (i, j), rows first, then columns, then each square's symbol."""
    for squares in CASES.values():
        n = squares[0].order
        sq, blocks = mols_blocks(list(squares))
        assert sq == tuple(squares)
        expected = [tuple([i, n + j] + [(2 + m) * n + int(L.array[i, j]) for m, L in enumerate(squares)])
                    for i in range(n) for j in range(n)]
        assert blocks == expected
        assert TransversalDesign.from_mols(squares).blocks == tuple(expected)


def test_with_point_classes_is_the_recoloured_incidence_graph():
    """ColouredGraph.with_point_classes gives the colouring of ColouredGraph.incidence with the same point
    classes, shares the adjacency, and nauty answers the same."""
    fano = [(0, 1, 2), (0, 3, 4), (0, 5, 6), (1, 3, 5), (1, 4, 6), (2, 3, 6), (2, 4, 5)]
    plain = ColouredGraph._checked_incidence(7, fano)
    for classes in ([{0}], [{0, 1}, set(), {3}], [set(range(7))], []):
        ours, theirs = plain.with_point_classes(classes), ColouredGraph.incidence(7, fano, point_classes=classes)
        assert ours.colouring == theirs.colouring and ours.adjacency is plain.adjacency
        assert ours.automorphism_group() == theirs.automorphism_group()
    assert plain.with_point_classes([{0}]).automorphism_group().order == 24  # 168 / 7
    twins = ColouredGraph._checked_incidence(3, [(0, 1), (0, 1), (1, 2)])
    assert twins.with_point_classes([{0}]).automorphism_group().point_kernel == 2
    with pytest.raises(ValueError, match="repeats points"):
        plain.with_point_classes([{0, 1}, {1}])
    with pytest.raises(ValueError, match="vertex 7 is not a point"):
        plain.with_point_classes([{7}])
    with pytest.raises(ValueError, match="needs an incidence graph"):
        ColouredGraph(3, {0: [1]}).with_point_classes([{0}])


def test_trivial_groups_are_sympys_trivial_group():
    """A stabiliser with no automorphism but the identity is sympy's trivial group on the points (built
    without sympy's checking constructor), as permutation_group gives for no generators or identities only."""
    from sympy.combinatorics import Permutation, PermutationGroup

    a, b = mols(4)[:2]
    fixed = [["r1", "r3", "alpha2"], ["r2", "c1"]]  # the paper's position with a trivial stabiliser
    group = autoparatopism_group([a, b], fixed=fixed)
    reference = PermutationGroup([Permutation(list(range(16)))])
    assert group.generators == reference.generators and group.order() == 1 and group == reference
    long_way = TransversalDesign.from_mols([a, b]).setwise_stabilizer(*fixed)
    assert [g.array_form for g in group.generators] == [g.array_form for g in long_way.generators]
    for degree in (0, 1, 5):
        expected = PermutationGroup([Permutation(list(range(max(degree, 1))))])
        for made in (permutation_group((), degree), permutation_group([list(range(degree))], degree)):
            assert made.generators == expected.generators and made.degree == expected.degree and made.order() == 1
