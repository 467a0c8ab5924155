"""AGammaL(2, q) and PGammaL(3, q) from field operations equal the nauty automorphism groups."""

import pytest

from designs import affine_plane, projective_plane
from designs.collineations import (agammal2, agammal2_generators, order_agammal2, order_pgammal3, pgammal3,
                                   pgammal3_generators)

SMALL = [2, 3, 4, 5, 7, 8, 9]


@pytest.mark.parametrize("q", SMALL)
def test_agammal_equals_automorphism_group(q):
    ag = affine_plane(q)
    aut = ag.automorphism_group()
    gens = agammal2_generators(q)
    assert all(ag.is_automorphism(g) for g in gens)           # field group <= Aut
    assert agammal2(q).order() == order_agammal2(q) == aut.order()   # same order, so equal


@pytest.mark.parametrize("q", SMALL)
def test_pgammal_equals_automorphism_group(q):
    pg = projective_plane(q)
    gens = pgammal3_generators(q)
    assert all(pg.is_automorphism(g) for g in gens)
    G = pgammal3(q)
    assert G.order() == order_pgammal3(q) == pg.automorphism_group().order()
    assert all(G.contains(g) for g in pg.automorphism_group().generators)


@pytest.mark.slow
@pytest.mark.parametrize("q", [11, 13, 16])
def test_collineation_groups_larger_q(q):
    assert pgammal3(q).order() == projective_plane(q).automorphism_group().order() == order_pgammal3(q)
    assert agammal2(q).order() == affine_plane(q).automorphism_group().order() == order_agammal2(q)


def test_no_field():
    with pytest.raises(ValueError, match="prime power"):
        pgammal3(6)


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([2, 3, 4, 5, 7, 8, 9]), st.booleans())
def test_group_orders_galois_equal_graph(q, projective):
    """Property: the galois-generated group order equals the nauty automorphism group order."""
    if projective:
        assert pgammal3(q).order() == projective_plane(q).automorphism_group().order()
    else:
        assert agammal2(q).order() == affine_plane(q).automorphism_group().order()
