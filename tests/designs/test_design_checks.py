"""Design checks (designs.design_checks) against known designs and brute force.

Known designs: PG(2, q) is a 2-(q^2+q+1, q+1, 1) design, AG(2, q) a resolvable 2-(q^2, q, 1) design, the
Fano plane is not resolvable (7 points cannot be split into blocks of 3), Kirkman's schoolgirl problem
(KTS(15)) is resolvable (Handbook, Part II), and AG(3, 2) (planes of GF(2)^3) is a 3-(8, 4, 1) design.
"""

import itertools

import pytest

from designs import IncidenceStructure
from designs.design_checks import (
    design_parameters,
    is_resolvable,
    is_steiner_system,
    is_t_design,
    largest_t,
    resolution,
    t_design_parameters,
)
from designs.planes import affine_plane, projective_plane


def _ag32():
    pts = list(itertools.product(range(2), repeat=3))
    planes = set()
    for a, b, c in itertools.combinations(pts, 3):
        d = tuple((x + y + z) % 2 for x, y, z in zip(a, b, c))
        planes.add(frozenset((a, b, c, d)))
    return IncidenceStructure(pts, [sorted(p) for p in planes])


def test_planes_are_2_designs():
    for q in (2, 3, 4, 5):
        p = t_design_parameters(projective_plane(q))
        assert (p.t, p.v, p.k, p.lam, p.b, p.r) == (2, q * q + q + 1, q + 1, 1, q * q + q + 1, q + 1)
        a = t_design_parameters(affine_plane(q))
        assert (a.v, a.k, a.lam, a.b, a.r) == (q * q, q, 1, q * q + q, q + 1)
        assert is_steiner_system(projective_plane(q)) and largest_t(affine_plane(q)) == 2


def test_ag32_is_a_steiner_quadruple_system():
    s = _ag32()
    assert largest_t(s) == 3 and is_steiner_system(s, 3)
    assert str(t_design_parameters(s, 3)) == "3-(8,4,1)"


def test_brute_force_agreement_on_random_structures():
    import random

    rng = random.Random(3)
    for _ in range(40):
        v, k = rng.randint(4, 7), 3
        combos = list(itertools.combinations(range(v), k))
        blocks = rng.sample(combos, rng.randint(1, min(8, len(combos))))
        s = IncidenceStructure(range(v), blocks)
        counts = [sum(set(pair) <= set(b) for b in blocks) for pair in itertools.combinations(range(v), 2)]
        assert is_t_design(s, 2) == (len(set(counts)) == 1 and counts[0] > 0)


def test_resolutions():
    for q in (2, 3, 4):
        res = resolution(affine_plane(q))
        assert len(res) == q + 1
        blocks = affine_plane(q).blocks
        for cls in res:
            assert sorted(x for j in cls for x in blocks[j]) == list(range(q * q))
    assert not is_resolvable(projective_plane(2))
    assert not is_resolvable(projective_plane(3))


def test_kirkman_schoolgirls():
    # KTS(15) from AG? use PG(3, 2): points = nonzero vectors of GF(2)^4, lines = {a, b, a + b}
    pts = [v for v in itertools.product(range(2), repeat=4) if any(v)]
    lines = {frozenset((a, b, tuple((x + y) % 2 for x, y in zip(a, b)))) for a, b in itertools.combinations(pts, 2)}
    pg32 = IncidenceStructure(pts, [sorted(line) for line in lines])
    assert str(t_design_parameters(pg32)) == "2-(15,3,1)"
    res = resolution(pg32)
    assert res is not None and len(res) == 7 and all(len(c) == 5 for c in res)


def test_parameter_conditions():
    assert design_parameters(2, 13, 4, 1).b == 13
    with pytest.raises(ValueError, match="lambda_0 .* = 28/3 is not an integer"):
        design_parameters(2, 8, 3, 1)
    with pytest.raises(ValueError, match="lambda_1 .* = 9/2 is not an integer"):
        design_parameters(2, 10, 3, 1)
    with pytest.raises(ValueError, match="Fisher's inequality"):
        design_parameters(2, 16, 6, 1)
    with pytest.raises(ValueError, match="k must be"):
        design_parameters(3, 7, 2, 1)
    with pytest.raises(ValueError, match="lambda must be"):
        design_parameters(2, 7, 3, 0)


def test_not_a_design_says_why():
    with pytest.raises(ValueError, match="sizes"):
        t_design_parameters(IncidenceStructure(range(4), [[0, 1], [1, 2, 3]]))
    with pytest.raises(ValueError, match="lies in no block"):
        t_design_parameters(IncidenceStructure(range(4), [[0, 1, 2]]))
    with pytest.raises(ValueError, match="lies in 2 blocks but"):
        t_design_parameters(IncidenceStructure(range(4), [[0, 1, 2], [0, 1, 3], [0, 2, 3]]))
    with pytest.raises(TypeError):
        t_design_parameters([[0, 1]])
