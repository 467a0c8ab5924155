"""The four projective planes of order 9 (designs.nondesarguesian).

Published values: the collineation group orders (PGammaL(3, 9): 84,913,920; Hall plane and its dual:
311,040; Hughes plane: 33,696; e.g. C. Weibel, "Survey of non-Desarguesian planes", Notices AMS 54 (2007),
and Room-Kirkpatrick, Miniquaternion Geometry, 1971) and the number of affine planes of order 9 (7: one from
PG(2, 9), two each from the Hall plane, its dual and the Hughes plane; Lam-Kolesova-Thiel 1991). The
group order of PG(2, q) is also checked against its formula; the Hall plane's dual against the dual
built by hand.
"""

import itertools

import pytest

from designs import IncidenceStructure
from designs.nondesarguesian import (
    PLANES_OF_ORDER_9,
    affine_planes_of,
    delete_line,
    dickson_nearfield,
    dual_plane,
    hall_plane,
    hughes_plane,
    line_orbits,
    planes_of_order_9,
)
from designs.planes import affine_plane, projective_plane

PUBLISHED_ORDERS = {"desarguesian": 84_913_920, "hall": 311_040, "dual-hall": 311_040, "hughes": 33_696}


@pytest.fixture(scope="module")
def planes():
    return planes_of_order_9()


def test_they_are_projective_planes_of_order_9(planes):
    for name, plane in planes.items():
        plane.check()                           # every two points on exactly one line, 91 points and lines
        assert plane.order == 9, name
        dual = dual_plane(plane)
        dual.check()                            # and any two lines meet in one point


def test_automorphism_group_orders(planes):
    assert {name: plane.automorphism_group().order() for name, plane in planes.items()} == PUBLISHED_ORDERS
    q = 9     # |PGammaL(3, q)| = |GL(3, q)| / (q - 1) * 2 for q = 3^2
    assert PUBLISHED_ORDERS["desarguesian"] == (q**3 - 1) * (q**3 - q) * (q**3 - q**2) // (q - 1) * 2


def test_pairwise_non_isomorphic(planes):
    certs = {name: plane.canonical_certificate() for name, plane in planes.items()}
    for a, b in itertools.combinations(PLANES_OF_ORDER_9, 2):
        assert certs[a] != certs[b], (a, b)
        assert not planes[a].is_isomorphic(planes[b])
    # the certificate does not depend on the labelling: a relabelled Hughes plane has the same one
    h = planes["hughes"]
    perm = list(reversed(range(91)))
    relabelled = IncidenceStructure(range(91), [[perm[i] for i in b] for b in h.blocks])
    assert relabelled.canonical_certificate() == h.canonical_certificate()


def test_line_orbits(planes):
    sizes = {name: sorted(o.size for o in line_orbits(p)) for name, p in planes.items()}
    assert sizes == {"desarguesian": [91], "hall": [1, 90], "dual-hall": [10, 81], "hughes": [13, 78]}


def test_seven_affine_planes_of_order_9(planes):
    certs = set()
    for plane in planes.values():
        for orbit, aff in affine_planes_of(plane):
            aff.check()
            assert aff.order == 9
            certs.add(aff.canonical_certificate())
    assert len(certs) == 7
    # deleting any line of PG(2, 9) gives AG(2, 9)
    assert delete_line(planes["desarguesian"], 17).is_isomorphic(affine_plane(9))


def test_small_cases_against_independent_constructions():
    # derivation of AG(2, 4) gives the Hall plane of order 4, which is Desarguesian (the only plane of order 4)
    assert hall_plane(2).is_isomorphic(projective_plane(4))
    # PG(2, q) is self-dual
    assert dual_plane(projective_plane(5)).is_isomorphic(projective_plane(5))


def test_nearfield_axioms():
    add, mul = dickson_nearfield(3)
    r = range(9)
    assert all(mul[mul[x, y], z] == mul[x, mul[y, z]] for x in r for y in r for z in r)        # associative
    assert all(mul[x, add[y, z]] == add[mul[x, y], mul[x, z]] for x in r for y in r for z in r)  # left distributive
    assert any(mul[add[x, y], z] != add[mul[x, z], mul[y, z]] for x in r for y in r for z in r)  # not a field
    assert all(any(mul[x, y] == 1 for y in r) for x in range(1, 9))


def test_bad_input():
    with pytest.raises(ValueError, match="odd"):
        dickson_nearfield(4)
    with pytest.raises(ValueError, match="prime power"):
        hall_plane(6)
    with pytest.raises(ValueError, match="name must be one of"):
        from designs.nondesarguesian import plane_of_order_9

        plane_of_order_9("moulton")
    with pytest.raises(ValueError, match="line must be"):
        delete_line(projective_plane(3), 13)
    with pytest.raises(TypeError):
        dual_plane("PG(2,9)")


@pytest.mark.slow
def test_hughes_plane_of_order_25():
    assert hughes_plane(5).num_points == 651


@pytest.mark.parametrize("plane, deleted", [("hughes", -1), ("hall", 0)])
def test_tic_tac_toe_is_an_erdos_selfridge_draw(plane, deleted):
    """sum over lines of 2^-|line| = 91/1024 (projective) or 90/512 (affine) < 1/2: the second player draws
    (Erdos-Selfridge 1973), and strategy stealing rules out a second-player win, so the value is a draw; the
    reduced positional game scores the empty board a draw at the root."""
    from combgames.games.designs_games import plane_of_order_9_game
    from combgames.solvers import alphabeta

    from designs.nondesarguesian import plane_of_order_9

    structure = plane_of_order_9(plane)
    if deleted >= 0:
        structure = delete_line(structure, deleted)
    assert sum(2.0 ** -len(line) for line in structure.blocks) < 0.5
    game = plane_of_order_9_game(plane, deleted, reduced=True)
    result = alphabeta(game)
    assert result.value.outcome == "draw" and result.nodes == 1
