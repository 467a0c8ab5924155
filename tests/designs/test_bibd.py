"""Tests for designs.bibd: BIBD(v, k, 1) by construction, checked as 2-designs, and the k <= 5 existence table."""

import itertools
from collections import Counter

import pytest

from designs.bibd import (
    BIBD_5q_5_for_q_prime_power,
    BIBD_from_PBD,
    BIBD_from_TD,
    affine_geometry_lines,
    balanced_incomplete_block_design,
    bibd_construction,
    bibd_existence_table,
    hermitian_unital,
    projective_geometry_lines,
)
from designs.block_designs import NotAvailable
from designs.group_divisible import PBD_from_TD
from designs.planes import affine_plane, projective_plane


def admissible(k, v_max):
    return [v for v in range(k, v_max + 1) if v % (k * (k - 1)) in ((1, k) if k < 4 else (1, k))
            and (v - 1) % (k - 1) == 0 and v * (v - 1) % (k * (k - 1)) == 0]


def pairs_once(design):
    """An independent check: every pair of points in exactly one block (counted here, not by BlockDesign)."""
    counts = Counter(p for b in design.blocks for p in itertools.combinations(b, 2))
    v = design.num_points
    return len(counts) == v * (v - 1) // 2 and set(counts.values()) == {1}


@pytest.mark.parametrize("v", [v for v in range(4, 201) if v % 12 in (1, 4)])
def test_every_bibd_v_4_1_to_200(v):
    d = balanced_incomplete_block_design(v, 4)
    assert (d.parameters.v, d.parameters.k, d.parameters.lam) == (v, 4, 1)
    assert d.num_blocks == v * (v - 1) // 12
    assert pairs_once(d)


@pytest.mark.parametrize("v", [v for v in range(5, 202) if v % 20 in (1, 5)])
def test_every_bibd_v_5_1_to_200(v):
    d = balanced_incomplete_block_design(v, 5)
    assert str(d.parameters) == f"2-({v},5,1)" and pairs_once(d)


@pytest.mark.slow
@pytest.mark.parametrize("k", [4, 5])
def test_every_planned_bibd_to_1000_is_built_and_checked(k):
    for entry in bibd_existence_table(5, 1000):
        if entry.k == k and entry.status == "built":
            d = balanced_incomplete_block_design(entry.v, k)
            assert str(d.parameters) == f"2-({entry.v},{k},1)"
            assert d.construction == entry.text


def test_k3_dispatches_to_the_steiner_triple_systems():
    d = balanced_incomplete_block_design(15, 3)
    assert str(d.parameters) == "2-(15,3,1)" and pairs_once(d)
    assert balanced_incomplete_block_design(2, 2).num_blocks == 1
    assert balanced_incomplete_block_design(6, 2).num_blocks == 15


def test_the_2_13_4_1_design_is_the_projective_plane_of_order_3():
    """The 2-(13,4,1) design is unique up to isomorphism (PG(2, 3)); ours must be it."""
    assert balanced_incomplete_block_design(13, 4).is_isomorphic(projective_plane(3))


def test_the_2_16_4_1_design_is_the_affine_plane_of_order_4():
    """The 2-(16,4,1) design is unique (AG(2,4)); ours, and the lines of AG(2, 4) built as a geometry, are it."""
    assert balanced_incomplete_block_design(16, 4).is_isomorphic(affine_plane(4))
    assert affine_geometry_lines(2, 4).is_isomorphic(affine_plane(4))


def test_the_2_21_5_1_and_2_25_5_1_designs_are_the_planes():
    assert balanced_incomplete_block_design(21, 5).is_isomorphic(projective_plane(4))
    assert balanced_incomplete_block_design(25, 5).is_isomorphic(affine_plane(5))


def test_geometries_have_their_published_automorphism_groups():
    # PG(3, 2): PGL(4, 2) of order 20160; AG(3, 3): AGL(3, 3) of order 27 * |GL(3, 3)| = 27 * 11232
    assert projective_geometry_lines(3, 2).automorphism_group().order() == 20160
    assert affine_geometry_lines(3, 3).automorphism_group().order() == 27 * 11232


def test_hermitian_unital_of_order_3():
    u = hermitian_unital(3)
    assert str(u.parameters) == "2-(28,4,1)"
    # the classical unital's group is PGammaU(3, 3): q^3 (q^3 + 1)(q^2 - 1) = 6048 times 2 field automorphisms
    assert u.automorphism_group().order() == 12096
    assert str(hermitian_unital(4).parameters) == "2-(65,5,1)"


@pytest.mark.parametrize("q", [5, 9, 13, 17])
def test_five_q_construction(q):
    d = BIBD_5q_5_for_q_prime_power(q)
    assert str(d.parameters) == f"2-({5 * q},5,1)" and pairs_once(d)


def test_five_q_refuses_other_q():
    with pytest.raises(ValueError, match="prime power q = 1 mod 4, not 7"):
        BIBD_5q_5_for_q_prime_power(7)
    with pytest.raises(ValueError, match="not 21"):
        BIBD_5q_5_for_q_prime_power(21)


def test_bibd_from_pbd_weighting():
    pbd = PBD_from_TD(4, 5, 1)                      # a PBD(21, {4, 5})
    d = BIBD_from_PBD(pbd, 64, 4)
    assert str(d.parameters) == "2-(64,4,1)" and pairs_once(d)
    with pytest.raises(ValueError, match="gives v = .* = 64, not 65"):
        BIBD_from_PBD(pbd, 65, 4)
    with pytest.raises(NotAvailable, match="block of size 3 needs a BIBD\\(10, 4, 1\\)"):
        BIBD_from_PBD([[0, 1, 2]], 10, 4)


def test_bibd_from_td():
    d = BIBD_from_TD(125, 5)
    assert str(d.parameters) == "2-(125,5,1)"
    assert d.construction == "a TD(5, 25) with a BIBD(25, 5, 1) on each group"
    assert BIBD_from_TD(65, 5, existence=True) is None
    with pytest.raises(NotAvailable, match="BIBD_from_TD\\(65, 5\\)"):
        BIBD_from_TD(65, 5)


def test_every_method_is_used_in_the_table():
    methods = Counter()
    for k in (4, 5):
        for v in admissible(k, 1000):
            try:
                methods[bibd_construction(v, k).method] += 1
            except NotAvailable:
                pass
    assert set(methods) >= {"trivial", "projective plane", "affine plane", "projective geometry", "affine geometry",
                            "Hermitian unital", "5q", "TD", "PBD", "difference family"}


def test_existence_answers():
    assert balanced_incomplete_block_design(13, 4, existence=True) is True
    assert balanced_incomplete_block_design(14, 4, existence=True) is False
    assert balanced_incomplete_block_design(3, 4, existence=True) is False
    assert balanced_incomplete_block_design(43, 7, existence=True) is False      # Bruck-Ryser: no plane of order 6
    assert balanced_incomplete_block_design(31, 6, existence=True) is True       # PG(2, 5)
    assert balanced_incomplete_block_design(36, 6, existence=True) is False      # Bruck-Ryser: no AG(2, 6)
    assert balanced_incomplete_block_design(46, 6, existence=True) is False      # Houghten et al. 2001 (data)
    assert balanced_incomplete_block_design(111, 11, existence=True) is False    # Lam et al. 1989 (data)
    assert balanced_incomplete_block_design(51, 6, existence=True) is None       # not decided here
    assert balanced_incomplete_block_design(7, 2, lambd=3, existence=True) is True
    assert balanced_incomplete_block_design(7, 3, lambd=2, existence=True) is None


def test_bad_input_names_the_condition():
    with pytest.raises(ValueError, match=r"no BIBD\(10, 4, 1\): v = 10 is not 1 or 4 mod 12"):
        balanced_incomplete_block_design(10, 4)
    with pytest.raises(ValueError, match=r"no BIBD\(11, 6, 1\): v = 11 is not 1, 6, 16 or 21 mod 30"):
        balanced_incomplete_block_design(11, 6)
    with pytest.raises(ValueError, match="Fisher's inequality"):
        balanced_incomplete_block_design(16, 6)
    with pytest.raises(ValueError, match="v = 3 < k = 4"):
        balanced_incomplete_block_design(3, 4)
    with pytest.raises(ValueError, match="a projective plane of order 6 .* fails Bruck-Ryser"):
        balanced_incomplete_block_design(43, 7)
    with pytest.raises(NotAvailable, match=r"BIBD\(51, 6, 1\): the necessary conditions hold; existence is not "
                                           r"decided here"):
        balanced_incomplete_block_design(51, 6)
    with pytest.raises(ValueError, match="an affine plane of order 6 .* fails Bruck-Ryser"):
        balanced_incomplete_block_design(36, 6)
    with pytest.raises(ValueError, match=r"no BIBD\(100, 10, 1\): no affine plane of order 10 \(Lam"):
        balanced_incomplete_block_design(100, 10)
    with pytest.raises(NotAvailable, match="lambda > 1 is built here only for k = 2 and v = k"):
        balanced_incomplete_block_design(7, 3, 2)
    with pytest.raises(TypeError, match="k must be an integer"):
        balanced_incomplete_block_design(13, 4.0)
    with pytest.raises(ValueError, match="k must be"):
        balanced_incomplete_block_design(13, 1)


def test_repeated_blocks_for_lambda_above_one():
    d = balanced_incomplete_block_design(5, 2, lambd=2)
    assert str(d.parameters) == "2-(5,2,2)" and d.num_blocks == 20
    assert balanced_incomplete_block_design(4, 4, lambd=3).num_blocks == 3


def test_table_k_le_5_to_1000():
    table = bibd_existence_table(5, 1000)
    assert len(table) == 3 * 999
    status = Counter((e.k, e.status) for e in table)
    # every admissible v for k = 3, 4 and 5 is built (141 and 161 from the Handbook's cyclic difference families)
    assert status[(3, "built")] == len(admissible(3, 1000)) == 333
    assert status[(4, "built")] == len(admissible(4, 1000)) == 167
    assert status[(5, "built")] == len(admissible(5, 1000)) == 99
    assert [e for e in table if e.status == "not built"] == []
    by_key = {(e.k, e.v): e for e in table}
    assert by_key[(4, 10)].text == "v = 10 is not 1 or 4 mod 12"
    assert by_key[(5, 2)].text == "v = 2 < k = 5"
    assert by_key[(4, 13)].text == "the projective plane of order 3"
    assert by_key[(4, 40)].text == "the lines of PG(3, 3)"


def test_table_plans_without_building(monkeypatch):
    """The table plans only: no block is made (building goes through designs.bibd._blocks)."""
    import designs.bibd as bibd

    calls = []
    monkeypatch.setattr(bibd, "_blocks", lambda v, k: calls.append((v, k)))
    bibd.bibd_existence_table(5, 300)
    assert calls == []


def test_construction_refuses():
    with pytest.raises(NotAvailable, match=r"BIBD\(51, 6, 1\): the necessary conditions hold; existence is not "
                                          r"decided here"):
        bibd_construction(51, 6)
    with pytest.raises(ValueError, match="v must be"):
        bibd_construction(4000, 4)
