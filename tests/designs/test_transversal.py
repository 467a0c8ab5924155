"""Tests for designs.transversal: TD(k, n) from MOLS and back, resolvable TDs, validity checks."""

import pytest

from designs import IncidenceStructure, ResolvableTransversalDesign, TransversalDesign, macneish_mols, mols

PRIME_POWERS = [2, 3, 4, 5, 7, 8, 9, 11, 13, 16]


@pytest.mark.parametrize("q", PRIME_POWERS)
def test_td_from_complete_mols(q):
    sq = mols(q)
    td = TransversalDesign.from_mols(sq)
    td.check()
    assert (td.k, td.n, len(td.blocks)) == (q + 1, q, q * q)
    assert td.to_mols() == sq
    rtd = ResolvableTransversalDesign.from_mols(sq)
    rtd.check()
    assert len(rtd.parallel_classes()) == q and all(len(c) == q for c in rtd.parallel_classes())


def test_td_from_macneish():
    td = TransversalDesign.from_mols(macneish_mols(12))
    td.check()
    assert (td.k, td.n) == (4, 12)


def test_td_from_mols_labels():
    td = TransversalDesign.from_mols(mols(4))
    assert td.points[:4] == ("r1", "r2", "r3", "r4") and td.points[-1] == "gamma4"
    assert td.groups_as_labels()[2] == ("alpha1", "alpha2", "alpha3", "alpha4")
    inc = td.incidence_structure()
    assert inc.num_blocks == 16 and inc.num_points == 20
    assert td.incidence_structure(include_groups=True).num_blocks == 21


def test_invalid_td_is_rejected_with_reason():
    td = TransversalDesign.from_mols(mols(3))
    blocks = list(td.blocks)
    blocks[0] = blocks[1]
    with pytest.raises(ValueError, match="lie together in"):
        TransversalDesign(td.points, td.groups, blocks)
    with pytest.raises(ValueError, match="partition"):
        TransversalDesign(td.points, td.groups[:-1], td.blocks)
    with pytest.raises(ValueError, match="distinct points"):
        TransversalDesign(td.points, td.groups, [b[:-1] for b in td.blocks])


def test_from_non_orthogonal_squares_raises():
    a = mols(4)[0]
    with pytest.raises(ValueError, match="not orthogonal"):
        TransversalDesign.from_mols([a, a])


def test_resolution_check():
    rtd = ResolvableTransversalDesign.from_mols(mols(4))
    bad = [rtd.parallel_classes()[0][:-1] + rtd.parallel_classes()[1][:1]] + list(rtd.parallel_classes()[1:])
    with pytest.raises(ValueError, match="resolution"):
        ResolvableTransversalDesign(rtd.points, rtd.groups, rtd.blocks, bad)


def test_a_td_is_an_incidence_structure_whose_automorphisms_keep_the_groups():
    """Two points share a group exactly when no block holds both, so every automorphism of the blocks maps
    groups onto groups; checked on the generators against the group partition."""
    for squares in (mols(3)[:1], mols(4)[:2], mols(5)[:3]):
        td = TransversalDesign.from_mols(squares)
        assert isinstance(td, IncidenceStructure)
        assert td.blocks_as_labels() == td.incidence_structure().blocks_as_labels()
        groups = {frozenset(g) for g in td.groups}
        for g in td.automorphism_generators():
            assert {frozenset(g[i] for i in grp) for grp in td.groups} == groups


def test_bad_block_labels_and_type_names():
    td = TransversalDesign.from_mols(mols(3))
    with pytest.raises(ValueError, match="one label per block"):
        TransversalDesign(td.points, td.groups, td.blocks, ["x"])
    from designs import type_names
    assert type_names(3) == ("r", "c", "alpha")
    with pytest.raises(TypeError, match="count must be"):
        type_names(2.5)
