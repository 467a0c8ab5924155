"""Kramer-Mesner: orbits, the orbit matrix, its 0/1 solutions and the designs with a prescribed group.

Published values: the uniqueness of the 2-(7,3,1), 2-(9,3,1) and 2-(13,4,1) designs (Handbook of Combinatorial
Designs, 2nd ed., VII.2: the projective planes of orders 2, 3 and the affine plane of order 3 are unique);
the numbers of labelled STS(7) and STS(9), 30 and 840 (OEIS A001201); the numbers of isomorphism classes of STS(v)
with a cyclic automorphism Z_v, 1, 0, 1, 2, 4, 7 for v = 7, 9, 13, 15, 19, 21 (no cyclic STS(9) exists: Peltesohn
1939; the four cyclic STS(19): Bays 1932, as cited by Colbourn, Magliveras and Stinson, Math. Comp. 59 (1992)
283-295; C. J. Colbourn, A. Rosa, Triple Systems, 1999, ch. 7); and the example of GAP DESIGN's manual (L. H.
Soicher, BlockDesigns): the STS(15) invariant under (1,2,3,4,5)(6,7,8,9,10)(11,12,13,14,15) are 3 up to
isomorphism, with automorphism groups of orders 20160, 5 and 60.
"""

from __future__ import annotations

import itertools
from math import comb

import numpy as np
import pytest
from sympy.combinatorics import Permutation, PermutationGroup
from sympy.combinatorics.named_groups import CyclicGroup

from combgames.base.checks import LimitError
from designs.completion import exact_covers
from designs.planes import projective_plane
from designs.prescribed_group import (block_designs_with_group, kramer_mesner_matrix, kramer_mesner_solutions,
                                      t_design_admissibility_problem)


def cycle(v: int) -> list[list[int]]:
    """The generator x -> x + 1 mod v of Z_v, in image form."""
    return [[(x + 1) % v for x in range(v)]]


def translations_z3_squared() -> list[list[int]]:
    """Z_3 x Z_3 acting on itself by translations, the point (a, b) numbered 3a + b."""
    return [[3 * ((a + 1) % 3) + b for a in range(3) for b in range(3)],
            [3 * a + (b + 1) % 3 for a in range(3) for b in range(3)]]


# ---------------------------------------------------------------------------------------------------- the matrix

@pytest.mark.parametrize("v, t, k, group", [
    (7, 2, 3, cycle(7)), (9, 2, 3, translations_z3_squared()), (13, 2, 4, cycle(13)), (10, 3, 4, cycle(10)),
    (8, 2, 4, [[1, 0, 3, 2, 5, 4, 7, 6], [2, 3, 0, 1, 6, 7, 4, 5]]), (6, 2, 3, []),
])
def test_orbits_partition_and_matrix_counts(v, t, k, group):
    """The orbits partition the subsets, each is closed under the generators, every row of the matrix sums to
    C(v - t, k - t), and the double count sum_i |T_i| A[i, j] = |K_j| C(k, t) holds for every column."""
    km = kramer_mesner_matrix(v, t, k, group)
    members = [km.orbit(j) for j in range(len(km.k_orbits))]
    assert sum(map(len, members)) == comb(v, k)
    assert len({s for m in members for s in m}) == comb(v, k)
    for m in members:
        closed = set(m)
        for g in km.generators:
            assert {tuple(sorted(int(g[p]) for p in s)) for s in m} == closed
    assert (km.matrix.sum(axis=1) == comb(v - t, k - t)).all()
    t_orbit_sizes = []
    t_orbits = {}
    for s in itertools.combinations(range(v), t):          # brute-force t-orbits by closure
        if s in t_orbits:
            continue
        orbit, frontier = {s}, [s]
        while frontier:
            x = frontier.pop()
            for g in km.generators:
                y = tuple(sorted(int(g[p]) for p in x))
                if y not in orbit:
                    orbit.add(y)
                    frontier.append(y)
        least = min(orbit, key=lambda s: s[::-1])        # the least in colex order
        for y in orbit:
            t_orbits[y] = least
        t_orbit_sizes.append((least, len(orbit)))
    sizes = dict(t_orbit_sizes)
    assert sorted(km.t_orbits) == sorted(sizes)
    for j, size in enumerate(km.k_orbit_sizes):
        assert sum(sizes[rep] * km.matrix[i, j] for i, rep in enumerate(km.t_orbits)) == size * comb(k, t)


def test_matrix_entries_by_brute_force():
    """A[i, j] counted directly for Z_13 on 4-subsets."""
    km = kramer_mesner_matrix(13, 2, 4, cycle(13))
    for i, rep in enumerate(km.t_orbits):
        for j in range(len(km.k_orbits)):
            assert km.matrix[i, j] == sum(set(rep) <= set(s) for s in km.orbit(j))


def test_sympy_groups_are_accepted_and_padded():
    """A sympy group of degree below v fixes the points beyond its degree; a Permutation is one generator."""
    a = kramer_mesner_matrix(8, 2, 4, PermutationGroup([Permutation([1, 2, 3, 4, 5, 6, 0])]))
    b = kramer_mesner_matrix(8, 2, 4, [[1, 2, 3, 4, 5, 6, 0, 7]])
    c = kramer_mesner_matrix(8, 2, 4, Permutation([1, 2, 3, 4, 5, 6, 0]))
    assert a.matrix.tolist() == b.matrix.tolist() == c.matrix.tolist()
    assert a.k_orbits == b.k_orbits


# ---------------------------------------------------------------------------------------------------- solutions

def test_lambda_one_agrees_with_exact_covers():
    """For lambda = 1 the solutions are the exact covers of the t-orbits by the columns with entries <= 1."""
    for v, k, group in [(7, 3, cycle(7)), (13, 3, cycle(13)), (15, 3, cycle(15)), (9, 3, translations_z3_squared()),
                        (13, 4, cycle(13)), (19, 3, cycle(19))]:
        km = kramer_mesner_matrix(v, 2, k, group)
        rows = {j: [i for i in range(km.matrix.shape[0]) if km.matrix[i, j]] for j in range(km.matrix.shape[1])
                if km.matrix[:, j].max() <= 1}
        expected = sorted(tuple(sorted(c)) for c in exact_covers(rows, range(km.matrix.shape[0])))
        assert sorted(kramer_mesner_solutions(km)) == expected


@pytest.mark.parametrize("lambd", [1, 2, 3])
def test_lambda_solutions_by_brute_force(lambd):
    """Every 0/1 vector over the orbit columns of Z_7 on triples (2^5) and of Z_9 on triples (2^12): the
    solutions are exactly those with A x = lambda 1, each met once."""
    for v, group in [(7, cycle(7)), (9, cycle(9))]:
        km = kramer_mesner_matrix(v, 2, 3, group)
        n = km.matrix.shape[1]
        expected = [tuple(j for j in range(n) if mask >> j & 1) for mask in range(1 << n)
                    if (km.matrix @ np.array([mask >> j & 1 for j in range(n)]) == lambd).all()]
        found = list(kramer_mesner_solutions(km, lambd))
        assert len(found) == len(set(found))
        assert sorted(found) == sorted(expected)


def test_node_limit():
    km = kramer_mesner_matrix(9, 2, 3, [])
    with pytest.raises(LimitError, match="max_nodes=5 nodes"):
        list(kramer_mesner_solutions(km, max_nodes=5))


# ---------------------------------------------------------------------------------------------------- designs

def test_fano_plane_unique():
    """2-(7,3,1): Z_7 gives 2 solutions ({0,1,3} and {0,1,5} developed), one class; with the trivial group every
    labelled Fano plane, 7!/168 = 30, again one class."""
    assert len(block_designs_with_group(7, 3, 1, cycle(7), isomorphism_classes=False)) == 2
    (fano,) = block_designs_with_group(7, 3, 1, cycle(7))
    assert fano.automorphism_group().order() == 168
    assert len(block_designs_with_group(7, 3, 1, [], isomorphism_classes=False)) == 30
    assert len(block_designs_with_group(7, 3, 1, [])) == 1


def test_affine_plane_of_order_3_unique():
    """2-(9,3,1): unique under the translations of Z_3 x Z_3 and with the trivial group (840 labelled)."""
    (ag,) = block_designs_with_group(9, 3, 1, translations_z3_squared())
    assert ag.automorphism_group().order() == 432
    assert len(block_designs_with_group(9, 3, 1, [], isomorphism_classes=False)) == 840
    assert len(block_designs_with_group(9, 3, 1, [])) == 1


def test_projective_plane_of_order_3_unique():
    """2-(13,4,1) under a Singer cycle Z_13: one class, PG(2,3), with 5616 automorphisms."""
    designs = block_designs_with_group(13, 4, 1, CyclicGroup(13))
    assert len(designs) == 1
    assert designs[0].is_isomorphic(projective_plane(3))
    assert designs[0].automorphism_group().order() == 5616
    assert designs[0].parameters.b == 13


@pytest.mark.parametrize("v, published", [(7, 1), (9, 0), (13, 1), (15, 2), (19, 4), (21, 7)])
def test_cyclic_steiner_triple_systems(v, published):
    """The isomorphism classes of STS(v) invariant under Z_v."""
    designs = block_designs_with_group(v, 3, 1, cycle(v))
    assert len(designs) == published
    for d in designs:
        assert all(d.is_automorphism(g) for g in cycle(v))


def test_cyclic_sts15_groups():
    """The two cyclic STS(15): PG(3, 2) (20160 automorphisms) and one with 60."""
    orders = sorted(int(d.automorphism_group().order()) for d in block_designs_with_group(15, 3, 1, cycle(15)))
    assert orders == [60, 20160]


def test_gap_design_manual_example():
    """GAP DESIGN's manual: BlockDesigns(v=15, blockSizes [3], t=2, lambda 1, requiredAutSubgroup
    (1,2,3,4,5)(6,7,8,9,10)(11,12,13,14,15)) gives 3 designs with automorphism groups of orders 20160, 5, 60."""
    group = PermutationGroup([Permutation([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]])])
    designs = block_designs_with_group(15, 3, 1, group)
    assert sorted(int(d.automorphism_group().order()) for d in designs) == [5, 60, 20160]
    assert all(str(d.parameters) == "2-(15,3,1)" for d in designs)


def test_steiner_quadruple_systems():
    """3-(8,4,1) (the affine space AG(3, 2), 1344 automorphisms) and 3-(10,4,1) (1440), each unique, under an
    element of order 7 fixing a point and an element of order 3 fixing one point."""
    (sqs8,) = block_designs_with_group(8, 4, 1, [[1, 2, 3, 4, 5, 6, 0, 7]], t=3)
    assert sqs8.automorphism_group().order() == 1344
    (sqs10,) = block_designs_with_group(10, 4, 1, Permutation([[1, 2, 3], [4, 5, 6], [7, 8, 9]]), t=3)
    assert sqs10.automorphism_group().order() == 1440
    assert str(sqs10.parameters).startswith("3-(10,4,1)")


def test_lambda_two():
    """2-(7,3,2) designs invariant under Z_7: the solutions of A x = 2, each a checked design."""
    designs = block_designs_with_group(7, 3, 2, cycle(7), isomorphism_classes=False)
    assert designs and all(d.parameters.lam == 2 and d.parameters.b == 14 for d in designs)
    assert len(designs) == len(list(kramer_mesner_solutions(kramer_mesner_matrix(7, 2, 3, cycle(7)), 2)))


def test_construction_names_the_orbits():
    (fano,) = block_designs_with_group(7, 3, 1, cycle(7))
    assert fano.construction.startswith("Kramer-Mesner: the orbits of (0, 1, 3) under a group of order 7")


# ---------------------------------------------------------------------------------------------------- bad input

def test_inadmissible_parameters():
    with pytest.raises(ValueError, match="v = 10 is not 1 or 3 mod 6"):
        block_designs_with_group(10, 3, 1, cycle(10))
    with pytest.raises(ValueError, match=r"no 3-\(12, 4, 1\) design: lambda_1"):
        block_designs_with_group(12, 4, 1, [], t=3)
    assert t_design_admissibility_problem(3, 10, 4, 1) is None


def test_bad_groups():
    with pytest.raises(ValueError, match="not a permutation of 0..6"):
        kramer_mesner_matrix(7, 2, 3, [[0, 0, 1, 2, 3, 4, 5]])
    with pytest.raises(ValueError, match="acts on 8 points, more than v = 7"):
        kramer_mesner_matrix(7, 2, 3, [list(range(8))])
    with pytest.raises(TypeError, match="group must be"):
        kramer_mesner_matrix(7, 2, 3, 7)
    with pytest.raises(ValueError, match="t"):
        kramer_mesner_matrix(7, 4, 3, [])
    with pytest.raises(TypeError, match="KramerMesnerMatrix"):
        list(kramer_mesner_solutions("matrix"))


def test_refused_when_too_many_subsets():
    with pytest.raises(LimitError, match="max_subsets") as err:
        kramer_mesner_matrix(60, 2, 6, cycle(60))
    assert err.value.refused
