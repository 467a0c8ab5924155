"""Tests for designs.planes: AG(2, q), PG(2, q), planes from MOLS, completion, grid views.

The paper's own plane pi_4 (its labels, index blocks and Figure 4 grid) is tested with its source module,
tests/combgames/sources/test_affine_tictactoe.py.
"""

import pytest

from designs import (AffinePlane, GridView, IncidenceStructure, affine_plane, mols, projective_completion,
                     projective_plane)


def plane_of_mols(q=4, **options):
    """The plane of the complete set of MOLS(q) over GF(q), labelled by rows, columns and symbols."""
    return AffinePlane.from_mols(mols(q), **options)

PRIME_POWERS = [2, 3, 4, 5, 7, 8, 9, 11, 13, 16]
SLOW = [27, 32]


def _check_plane_pair(q):
    ag = affine_plane(q)
    ag.check()                               # axioms and parallel classes
    pg = projective_plane(q)
    pg.check()
    assert (pg.num_points, pg.num_blocks) == (q * q + q + 1, q * q + q + 1)
    # dual axiom: two lines meet in exactly one point
    blocks = [set(b) for b in pg.blocks]
    assert all(len(blocks[0] & b) == 1 for b in blocks[1:])
    return ag, pg


@pytest.mark.parametrize("q", PRIME_POWERS)
def test_planes_over_fields_are_valid(q):
    ag, pg = _check_plane_pair(q)
    assert len(ag.parallel_classes()) == q + 1
    if q <= 9:
        # independent constructions agree up to isomorphism
        assert projective_completion(ag).is_isomorphic(pg)
        assert AffinePlane.from_mols(mols(q)).is_isomorphic(ag)


@pytest.mark.slow
@pytest.mark.parametrize("q", SLOW)
def test_planes_over_fields_slow(q):
    ag, pg = _check_plane_pair(q)
    assert projective_completion(ag).is_isomorphic(pg)
    assert AffinePlane.from_mols(mols(q)).is_isomorphic(ag)


def test_affine_plane_is_pg_minus_a_line():
    pg = projective_plane(4)
    line = pg.blocks[pg.block_labels.index((0, 0, 1))]
    assert set(line) == set(range(16, 21))   # the line z = 0 holds the points at infinity
    s = pg
    for label in [pg.points[i] for i in sorted(line, reverse=True)]:
        s = s.without_point(label)
    s = s.without_blocks([j for j, b in enumerate(s.blocks) if not b])
    assert s.is_isomorphic(affine_plane(4))


@pytest.mark.parametrize("q", [6, 10, 12, 1])
def test_no_field_orders_raise(q):
    with pytest.raises(ValueError, match="prime power"):
        affine_plane(q)
    with pytest.raises(ValueError, match="prime power"):
        projective_plane(q)


def test_plane_of_mols_labels_and_index_class():
    p = plane_of_mols(index_labels=("rows", "columns", "alphas", "betas"))
    p.check()
    assert p.points == tuple([f"r{i}" for i in range(1, 5)] + [f"c{i}" for i in range(1, 5)]
                             + [f"alpha{i}" for i in range(1, 5)] + [f"beta{i}" for i in range(1, 5)])
    assert p.index_class == (16, 17, 18, 19)
    assert [p.block_labels[j] for j in p.index_class] == ["rows", "columns", "alphas", "betas"]
    assert p.class_names == ("gamma1", "gamma2", "gamma3", "gamma4", "index")
    assert [p.blocks_as_labels()[j] for j in p.index_class][0] == ("r1", "r2", "r3", "r4")
    q = plane_of_mols(3, names=("x", "y", "s", "t"))
    assert q.points[:3] == ("x1", "x2", "x3") and q.class_names == ("t1", "t2", "t3", "index")
    assert [q.block_labels[j] for j in q.index_class] == ["group x", "group y", "group s"]
    with pytest.raises(ValueError, match="index_labels"):
        plane_of_mols(index_labels=("a",))
    with pytest.raises(ValueError, match="needs 3 MOLS"):
        AffinePlane.from_mols(mols(4)[:2])


def test_plane_of_mols_isomorphic_to_ag24_with_explicit_map():
    p, ag = plane_of_mols(), affine_plane(4)
    phi = p.isomorphism(ag)
    assert phi is not None and sorted(phi.values()) == sorted(ag.points)
    image = {tuple(sorted(ag.index(phi[x]) for x in b)) for b in p.blocks_as_labels()}
    assert image == set(ag.blocks)


@pytest.mark.parametrize("q", [3, 4, 5])
def test_grid_is_a_bijection_and_lines_are_rows_columns_diagonals(q):
    p = plane_of_mols(q)
    classes = p.parallel_classes()
    g = GridView(p, classes[0], classes[1])
    labels = [x for row in g.grid() for x in row]
    assert sorted(labels) == sorted(p.points)
    for x in labels:
        assert g.point_at(*g.cell_of(x)) == x
    for j in classes[0]:
        assert len({i for i, _ in g.block_cells(j)}) == 1        # the first class gives the grid rows
    for j in classes[1]:
        assert len({c for _, c in g.block_cells(j)}) == 1        # the second the grid columns
    for c in range(2, q + 1):
        for j in classes[c]:
            assert g.is_diagonal(g.block_cells(j))               # every other line is a diagonal
        pattern = g.class_pattern(c)
        assert all(sorted(row) == sorted(pattern[0]) for row in pattern)   # each line once per row


def test_grid_view_rejects_mixed_classes():
    p = plane_of_mols()
    classes = p.parallel_classes()
    with pytest.raises(ValueError, match="one parallel class"):
        GridView(p, classes[0][:3] + classes[1][:1], classes[1])
    with pytest.raises(ValueError, match="different parallel classes"):
        GridView(p, classes[0], classes[0])


def test_affine_plane_check_catches_broken_plane():
    ag = affine_plane(3)
    blocks = list(ag.blocks)
    blocks[0], blocks[1] = blocks[1], blocks[0]
    with pytest.raises(ValueError):
        AffinePlane(ag.points, blocks[:-1] + [blocks[0]], ag.parallel_classes())


def test_projective_completion_of_the_plane_of_mols_is_pg24():
    assert projective_completion(plane_of_mols()).is_isomorphic(projective_plane(4))


def test_automorphism_group_orders_small_planes():
    # |AGammaL(2, q)| = q^2 |GL(2, q)| e and |PGammaL(3, q)| by the closed forms
    for q, e in ((2, 1), (3, 1), (4, 2), (5, 1)):
        gl2 = (q * q - 1) * (q * q - q)
        assert affine_plane(q).automorphism_group().order() == q * q * gl2 * e
        gl3 = (q ** 3 - 1) * (q ** 3 - q) * (q ** 3 - q * q)
        assert projective_plane(q).automorphism_group().order() == gl3 // (q - 1) * e
    assert isinstance(plane_of_mols(), IncidenceStructure)
