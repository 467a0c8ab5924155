"""Steiner triple systems, Kirkman triple systems and Steiner quadruple systems (designs.steiner).

Each design is checked here independently of the check it gets when it is made: every pair (or triple) of
points counted in the blocks with numpy, every parallel class a partition of the points. Published facts:
the Fano plane is the unique STS(7) and its group has order 168; the STS(9) is AG(2, 3), group order 432
(Handbook of Combinatorial Designs, II.2.2 and the table of STS(v) automorphisms); Kirkman's schoolgirl
problem, a KTS(15), has 7 days of 5 rows; AG(3, 2)'s planes are the unique SQS(8) (group AGL(3, 2), order
1344) and the SQS(10) is unique, the inversive plane of order 3 (group PGammaL(2, 9), order 1440) (Handbook
II.5.1, and Lindner-Rosa, Steiner quadruple systems: a survey, Discrete Math. 22 (1978)).
"""

from itertools import combinations

import numpy as np
import pytest

from designs.block_designs import NotAvailable, ResolvableBlockDesign
from designs.planes import affine_plane, projective_plane
from designs.steiner import (
    kirkman_construction,
    kirkman_triple_system,
    sqs_admissibility_problem,
    steiner_quadruple_system,
    steiner_triple_system,
)

STS_ORDERS = [n for n in range(3, 201) if n % 6 in (1, 3)]
KTS_ORDERS = list(range(3, 1000, 6))


def pair_counts(design) -> np.ndarray:
    """How many blocks hold each pair {i, j}, as a v x v matrix (diagonal zero)."""
    v = design.num_points
    blocks = np.array(design.blocks)
    counts = np.zeros((v, v), dtype=np.int64)
    for a, b in combinations(range(blocks.shape[1]), 2):
        np.add.at(counts, (blocks[:, a], blocks[:, b]), 1)
    return counts + counts.T


def assert_steiner_triple_system(design, n: int) -> None:
    assert design.num_points == n and design.num_blocks == n * (n - 1) // 6
    assert set(design.block_sizes()) == {3}
    counts = pair_counts(design)
    assert (counts[~np.eye(n, dtype=bool)] == 1).all()


def assert_resolution(design, v: int) -> None:
    classes = design.resolution
    assert len(classes) == (v - 1) // 2
    assert sorted(j for c in classes for j in c) == list(range(design.num_blocks))
    for c in classes:
        assert sorted(x for j in c for x in design.blocks[j]) == list(range(v))


# ------------------------------------------------------------------------------------------------ STS
@pytest.mark.parametrize("n", STS_ORDERS)
def test_every_sts_up_to_200_is_a_steiner_triple_system(n):
    sts = steiner_triple_system(n)
    assert_steiner_triple_system(sts, n)
    assert str(sts.parameters) == f"2-({n},3,1)"
    assert ("Bose" if n % 6 == 3 else "Skolem") in sts.construction


@pytest.mark.slow
def test_every_sts_up_to_1000_is_a_steiner_triple_system():
    for n in range(201, 1000):
        if n % 6 in (1, 3):
            assert_steiner_triple_system(steiner_triple_system(n), n)


def test_the_fano_plane_is_the_sts7():
    sts = steiner_triple_system(7)
    assert sts.is_isomorphic(projective_plane(2))
    assert sts.automorphism_group().order() == 168


def test_the_sts9_is_ag23():
    sts = steiner_triple_system(9)
    assert sts.is_isomorphic(affine_plane(3))
    assert sts.automorphism_group().order() == 432


def test_the_sts13_group_is_one_of_the_two():
    # there are two STS(13), with automorphism groups of orders 39 (the cyclic one) and 6
    assert steiner_triple_system(13).automorphism_group().order() in (39, 6)


@pytest.mark.parametrize("n, condition", [(10, "v = 10 is not 1 or 3 mod 6"), (11, "v = 11 is not 1 or 3 mod 6"),
                                          (12, "v = 12 is not 1 or 3 mod 6")])
def test_sts_inadmissible_orders_name_the_condition(n, condition):
    with pytest.raises(ValueError, match=condition):
        steiner_triple_system(n)


@pytest.mark.parametrize("bad", ["7", 7.0, True, None])
def test_sts_non_integers_are_type_errors(bad):
    with pytest.raises(TypeError):
        steiner_triple_system(bad)


def test_sts_too_small_and_too_large_are_refused():
    with pytest.raises(ValueError, match=">= 3"):
        steiner_triple_system(1)
    with pytest.raises(ValueError, match="max_incidences"):
        steiner_triple_system(2001)
    assert steiner_triple_system(31, max_incidences=465).num_blocks == 155


# ------------------------------------------------------------------------------------------------ KTS
@pytest.mark.parametrize("v", [v for v in KTS_ORDERS if v <= 111])
def test_kts_up_to_111_are_resolved_steiner_triple_systems(v):
    kts = kirkman_triple_system(v)
    assert isinstance(kts, ResolvableBlockDesign)
    assert_steiner_triple_system(kts, v)
    assert_resolution(kts, v)


@pytest.mark.parametrize("v, method", [
    (3, "single triple"), (9, "product KTS(3) x KTS(3)"), (15, "KTS(2q + 1), q = 7"), (21, "KTS(3q), q = 7"),
    (33, "TD(4, 4) and its groups"), (69, "Brouwer's PBD(34"), (141, "TD(5, 5) truncated to 3 points"),
    (165, "TD(5, 5) weighted by 3 with 7 points"), (267, "TD(4, 33) with a point added"),
    (285, "TD(5, 11) truncated to 3 points")])
def test_every_construction_of_kts_is_used_and_checked(v, method):
    assert method in kirkman_construction(v)
    kts = kirkman_triple_system(v)
    assert method in kts.construction
    assert_steiner_triple_system(kts, v)
    assert_resolution(kts, v)


@pytest.mark.slow
def test_every_kts_up_to_1000_is_built_and_resolved():
    for v in KTS_ORDERS:
        kts = kirkman_triple_system(v)
        assert_steiner_triple_system(kts, v)
        assert_resolution(kts, v)


def test_the_plan_reaches_every_v_below_3000():
    assert all(kirkman_construction(v) for v in range(3, 3000, 6))


def test_kirkmans_schoolgirls():
    # fifteen young ladies walk out three abreast for seven days, no two of them twice abreast
    kts = kirkman_triple_system(15)
    assert [len(day) for day in kts.resolution] == [5] * 7
    walked = [frozenset(p) for b in kts.blocks for p in combinations(b, 2)]
    assert len(walked) == len(set(walked)) == 105


def test_the_kts9_is_ag23():
    kts = kirkman_triple_system(9)
    assert kts.is_isomorphic(affine_plane(3)) and kts.automorphism_group().order() == 432


@pytest.mark.parametrize("v, condition", [(13, "v = 13 is not 3 mod 6"), (7, "v = 7 is not 3 mod 6"),
                                          (10, "v = 10 is not 1 or 3 mod 6")])
def test_kts_inadmissible_orders_name_the_condition(v, condition):
    with pytest.raises(ValueError, match=condition):
        kirkman_triple_system(v)
    with pytest.raises(ValueError, match=condition):
        kirkman_construction(v)


@pytest.mark.parametrize("bad", ["15", 15.0, False])
def test_kts_non_integers_are_type_errors(bad):
    with pytest.raises(TypeError):
        kirkman_triple_system(bad)


def test_an_unreached_kts_is_not_available(monkeypatch):
    import designs.steiner as steiner

    for cached in (steiner._kts_plan, steiner._kts_known):
        cached.cache_clear()
    monkeypatch.setattr(steiner, "_find_pbd", lambda w: None)
    try:
        with pytest.raises(NotAvailable, match=r"a KTS\(33\) exists \(Ray-Chaudhuri and Wilson 1971\), no "
                                               "construction here"):
            kirkman_triple_system(33)
        assert "product" in kirkman_construction(45)
    finally:
        for cached in (steiner._kts_plan, steiner._kts_known):
            cached.cache_clear()


# ------------------------------------------------------------------------------------------------ SQS
SQS_ORDERS = [n for n in range(4, 51) if n % 6 in (2, 4)]


def assert_steiner_quadruple_system(design, n: int) -> None:
    blocks = np.array(design.blocks, dtype=np.int64)
    assert blocks.shape == (n * (n - 1) * (n - 2) // 24, 4)
    codes = np.concatenate([(blocks[:, a] * n + blocks[:, b]) * n + blocks[:, c]
                            for a, b, c in combinations(range(4), 3)])
    assert len(np.unique(codes)) == len(codes) == n * (n - 1) * (n - 2) // 6      # every triple exactly once


@pytest.mark.parametrize("n", SQS_ORDERS)
def test_every_sqs_up_to_50_is_a_3_design(n):
    sqs = steiner_quadruple_system(n)
    assert_steiner_quadruple_system(sqs, n)
    assert str(sqs.parameters) == f"3-({n},4,1)"


@pytest.mark.slow
def test_every_sqs_up_to_182_is_a_3_design():
    for n in range(51, 183):
        if n % 6 in (2, 4):
            assert_steiner_quadruple_system(steiner_quadruple_system(n), n)


@pytest.mark.parametrize("n, method", [(4, "single block"), (8, "SQS(2n) from SQS(4)"),
                                       (10, "SQS(3n - 2) from SQS(4)"), (14, "exact cover"),
                                       (26, "SQS(3n - 4) from SQS(10)"), (34, "SQS(3n - 8) from SQS(14)"),
                                       (38, "SQS(12n - 10) from SQS(4)"), (50, "SQS(4n - 6) from SQS(14)"),
                                       (86, "SQS(12n - 10) from SQS(8)")])
def test_each_of_hananis_constructions(n, method):
    sqs = steiner_quadruple_system(n)
    assert method in sqs.construction
    assert_steiner_quadruple_system(sqs, n)


def _ag32():
    import itertools

    pts = list(itertools.product(range(2), repeat=3))
    planes = {frozenset((a, b, c, tuple((x + y + z) % 2 for x, y, z in zip(a, b, c))))
              for a, b, c in itertools.combinations(pts, 3)}
    from designs import IncidenceStructure

    return IncidenceStructure(pts, [sorted(p) for p in planes])


def test_the_sqs8_is_ag32():
    sqs = steiner_quadruple_system(8)
    assert sqs.is_isomorphic(_ag32())
    assert sqs.automorphism_group().order() == 1344


def test_the_sqs10_is_unique():
    from designs import IncidenceStructure
    from designs.completion import exact_covers

    # the first exact cover of the 120 triples by quadruples that Algorithm X finds is isomorphic to the one built
    rows = {q: list(combinations(q, 3)) for q in combinations(range(10), 4)}
    other = IncidenceStructure(range(10), next(exact_covers(rows)))
    sqs = steiner_quadruple_system(10)
    assert sqs.is_isomorphic(other)
    assert sqs.automorphism_group().order() == 1440


@pytest.mark.parametrize("n", [5, 6, 7, 9, 11, 12, 13, 15, 17, 18, 24, 51])
def test_sqs_inadmissible_orders_name_the_condition(n):
    assert sqs_admissibility_problem(n) == f"n = {n} is not 2 or 4 mod 6"
    with pytest.raises(ValueError, match=f"no SQS\\({n}\\): n = {n} is not 2 or 4 mod 6"):
        steiner_quadruple_system(n)


def test_sqs_admissibility_agrees_with_the_divisibility_conditions():
    from math import comb

    for n in range(4, 300):
        whole = all(comb(n - i, 3 - i) % comb(4 - i, 3 - i) == 0 for i in range(3))
        assert (sqs_admissibility_problem(n) is None) == whole


def test_sqs_too_small_too_large_and_not_integers():
    with pytest.raises(ValueError, match=">= 4"):
        steiner_quadruple_system(2)
    with pytest.raises(ValueError, match="MAX_SQS_TRIPLES"):
        steiner_quadruple_system(184)
    for bad in ("8", 8.0, True):
        with pytest.raises(TypeError):
            steiner_quadruple_system(bad)


def test_hananis_pair_systems():
    # P_alpha(m) is a one-factor of K_2m for every alpha <= 2m - 2; bar-P(m) splits the pairs of K_2m into m
    # near one-factors missing {2i, 2i + 1} and m one-factors (the ingredients of constructions 3 to 6)
    from designs.steiner import _hanani_factorization, _hanani_pairs

    for m in range(3, 25):
        for alpha in range(2 * m - 1):
            assert sorted(x for p in _hanani_pairs(alpha, m) for x in p) == list(range(2 * m))
        parts = _hanani_factorization(m)
        pairs = [frozenset(p) for part in parts for p in part]
        assert len(pairs) == len(set(pairs)) == m * (2 * m - 1)
        for i, part in enumerate(parts):
            covered = sorted(x for p in part for x in p)
            assert covered == ([x for x in range(2 * m) if x not in (2 * i, 2 * i + 1)] if i < m else
                               list(range(2 * m)))
    with pytest.raises(ValueError, match="alpha must be in 0..8"):
        _hanani_pairs(9, 5)
