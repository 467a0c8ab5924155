"""Difference sets and families: published examples, every construction checked by counting differences and by
developing it into a 2-design, the multiplier theorem's nonexistence proofs, and bad input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from combgames.base.checks import LimitError
from designs.block_designs import NotAvailable
from designs.difference_families import (
    affine_lines_difference_family, block_stabilizer, cyclic_difference_families, cyclic_difference_family,
    cyclic_difference_sets, development, difference_counts, difference_family, is_difference_family,
    multiplier_orbits, netto_difference_family, numerical_multipliers, radical_difference_family,
    radical_difference_set, singer_difference_set, twin_prime_powers_difference_set)
from designs.fields import field_tables


def _naive_is_difference_set(v, D, lam):
    """Count the differences mod v by hand (the reference for the cyclic sets)."""
    counts = [0] * v
    for x in D:
        for y in D:
            if x != y:
                counts[(x - y) % v] += 1
    return all(c == lam for c in counts[1:])


def _check_design(G, D, v, k, lam):
    assert is_difference_family(G, D, v, k, lam)
    design = development(G, D)
    p = design.parameters
    assert (p.t, p.v, p.k, p.lam) == (2, v, k, lam)
    assert p.b == lam * v * (v - 1) // (k * (k - 1))
    assert p.r == lam * (v - 1) // (k - 1)
    return design


# --- published examples --------------------------------------------------------------------------------------

@pytest.mark.parametrize("v, D, lam", [
    (7, [0, 1, 3], 1),                        # Fano plane
    (11, [1, 3, 4, 5, 9], 2),                 # Paley, quadratic residues mod 11
    (13, [0, 1, 3, 9], 1),                    # PG(2, 3)
    (15, [0, 1, 2, 4, 5, 8, 10], 3),          # Stanton-Sprott twin primes 3, 5
    (21, [0, 1, 4, 14, 16], 1),               # PG(2, 4) (Sage's example)
    (37, [1, 7, 9, 10, 12, 16, 26, 33, 34], 2),   # biquadratic residues mod 37
])
def test_published_difference_sets(v, D, lam):
    assert _naive_is_difference_set(v, D, lam)
    assert is_difference_family(v, [D], v, len(D), lam)
    _check_design(v, [D], v, len(D), lam)


def test_is_difference_family_rejects():
    assert not is_difference_family(7, [[0, 1, 2]])
    assert not is_difference_family(13, [[0, 1, 3, 9]], 13, 4, 2)
    assert not is_difference_family(13, [[0, 1, 3, 9]], 14)
    assert not is_difference_family(41, [[0, 1, 4, 11, 29], [0, 2, 8, 17, 21]])     # Sage's non-example
    assert is_difference_family(41, [[0, 1, 4, 11, 29], [0, 2, 8, 17, 22]], 41, 5, 1)


def test_short_orbits():
    D = [[0, 1, 4], [0, 2, 9], [0, 5, 10]]
    assert block_stabilizer(15, [0, 5, 10]) == [0, 5, 10]
    assert list(difference_counts(15, D)) == [0] + [1] * 14
    assert development(15, D).num_blocks == 35


@pytest.mark.parametrize("q, d", [(2, 2), (2, 3), (2, 4), (3, 2), (3, 3), (4, 2), (4, 3), (5, 2), (7, 2), (8, 2),
                                  (9, 2)])
def test_singer(q, d):
    G, D = singer_difference_set(q, d)
    v, k, lam = (q ** (d + 1) - 1) // (q - 1), (q**d - 1) // (q - 1), (q ** (d - 1) - 1) // (q - 1)
    assert G.order == v and len(D[0]) == k
    assert _naive_is_difference_set(v, D[0], lam)


@pytest.mark.parametrize("p", [3, 5, 7, 9, 11, 17])
def test_twin_prime_powers(p):
    G, D = twin_prime_powers_difference_set(p)
    v = p * (p + 2)
    assert is_difference_family(G, D, v, (v - 1) // 2, (v - 3) // 4)


@pytest.mark.parametrize("q, k, lam", [(7, 3, 1), (11, 5, 2), (19, 9, 4), (23, 11, 5), (27, 13, 6), (43, 21, 10),
                                       (13, 4, 1), (37, 9, 2), (101, 25, 6), (197, 49, 12), (7, 4, 2),
                                       (11, 6, 3)])
def test_radical_difference_sets(q, k, lam):
    D = radical_difference_set(q, k, lam)
    assert is_difference_family(_field_group(q), D, q, k, lam)


def _field_group(q):
    from designs.difference_families import _field_group as fg
    return fg(q)


@pytest.mark.parametrize("q, k", [(13, 4), (37, 3), (61, 3), (61, 5), (41, 5), (73, 4), (25, 4), (81, 5),
                                  (121, 3), (169, 4)])
def test_wilson_radical_families(q, k):
    D = radical_difference_family(q, k)
    assert len(D) == (q - 1) // (k * (k - 1))
    _check_design(_field_group(q), D, q, k, 1)


def test_radical_family_nonexistence_is_a_real_check():
    # q = 37, k = 4: 1 and eps - 1 lie in cosets of H that no choice of cosets tiles; every choice tried
    assert radical_difference_family(37, 4, existence=True) is False
    with pytest.raises(ValueError, match="no radical"):
        radical_difference_family(37, 4)


@pytest.mark.parametrize("q", [7, 19, 31, 43, 67, 79, 103, 127, 139, 151, 163, 199, 211, 223, 343])
def test_netto(q):
    D = netto_difference_family(q)
    _check_design(_field_group(q), D, q, 3, 1)


def test_powers_agree_with_field_tables():
    from designs.difference_families import _field_powers
    for q in (4, 8, 9, 25, 27, 49, 64):
        powers, log = _field_powers(q)
        F = field_tables(q)
        x = 1
        for i in range(q - 1):
            assert powers[i] == x and log[x] == i
            x = int(F.mul[x, F.primitive])


@pytest.mark.parametrize("q, n", [(2, 3), (3, 2), (4, 2), (5, 2), (3, 3), (4, 3)])
def test_affine_lines(q, n):
    G, D = affine_lines_difference_family(q, n)
    _check_design(G, D, q**n, q, 1)


# --- the cyclic search ---------------------------------------------------------------------------------------

def test_cyclic_sts_peltesohn():
    # Peltesohn (1939): a cyclic STS(v) exists for every v = 1, 3 mod 6 except v = 9
    for v in (7, 13, 15, 19, 21, 25, 27, 31, 33, 37, 39, 43, 45):
        D = cyclic_difference_family(v, 3)
        assert D is not None and is_difference_family(v, D, v, 3, 1)
    assert cyclic_difference_family(9, 3) is None


def test_cyclic_enumeration_counts_each_family_once():
    for v in (13, 15, 19):
        fams = list(cyclic_difference_families(v, 3, max_nodes=None))
        keys = {frozenset(frozenset(tuple(sorted((x + g) % v for x in B)) for g in range(v)) for B in D)
                for D in fams}
        assert len(keys) == len(fams)
        assert all(is_difference_family(v, D, v, 3, 1) for D in fams)
    # the multiplier group Z_13^* (order 12) acts on the 4 families with one orbit: one cyclic STS(13)
    assert len(list(cyclic_difference_families(13, 3))) == 4


def test_cyclic_k4_k5():
    for v, k in ((37, 4), (40, 4), (49, 4), (52, 4), (21, 5), (65, 5)):
        D = cyclic_difference_family(v, k)
        _check_design(v, D, v, k, 1)
    # no cyclic BIBD(16, 4, 1), BIBD(28, 4, 1), BIBD(25, 5, 1) (the searches are exhaustive)
    for v, k in ((16, 4), (28, 4), (25, 5)):
        assert cyclic_difference_family(v, k) is None


def test_search_limit():
    stats = {}
    with pytest.raises(LimitError, match="max_nodes"):
        cyclic_difference_family(99, 3, max_nodes=1000)
    list(cyclic_difference_families(15, 3, stats=stats))
    assert 0 < stats["nodes"] < 1000


# --- the multiplier theorem ----------------------------------------------------------------------------------

def test_numerical_multipliers():
    assert numerical_multipliers(7, 3, 1) == [2]
    assert numerical_multipliers(13, 4, 1) == [3]
    assert numerical_multipliers(43, 7, 1) == [2, 3]
    assert numerical_multipliers(111, 11, 1) == [2, 5]
    assert numerical_multipliers(25, 9, 3) == []      # n = 6 but 2, 3 <= lambda: the theorem does not apply
    with pytest.raises(ValueError, match="difference set parameters"):
        numerical_multipliers(10, 3, 1)


def test_multipliers_fix_translates_of_known_sets():
    # every known set has a translate fixed by each multiplier of the theorem (McFarland-Rice)
    for v, D, lam in ((7, [0, 1, 3], 1), (13, [0, 1, 3, 9], 1), (21, [0, 1, 4, 14, 16], 1), (11, [1, 3, 4, 5, 9], 2)):
        k = len(D)
        for p in numerical_multipliers(v, k, lam):
            assert any(sorted(p * x % v for x in D) == sorted((x + g) % v for x in D) for g in range(v))


def test_multiplier_orbits():
    assert multiplier_orbits(13, [3]) == [[0], [1, 3, 9], [2, 5, 6], [4, 10, 12], [7, 8, 11]]


@pytest.mark.parametrize("n", [6, 10, 14])
def test_no_cyclic_projective_plane_of_order(n):
    # Hall (1947): no cyclic projective plane of order 6, 10, 14 ... (n = 2 mod 4 with the multipliers)
    v = n * n + n + 1
    assert list(cyclic_difference_sets(v, n + 1, 1)) == []
    assert difference_family(v, n + 1, 1, existence=True) is not True


def test_cyclic_difference_sets_found_are_sets():
    for v, k, lam in ((7, 3, 1), (13, 4, 1), (21, 5, 1), (31, 6, 1), (57, 8, 1), (11, 5, 2), (15, 7, 3)):
        sets = list(cyclic_difference_sets(v, k, lam))
        assert sets and all(_naive_is_difference_set(v, D, lam) for D in sets)


def test_nonexistence_without_multipliers_is_exhaustive():
    # (16, 6, 2): the theorem gives no multiplier (2 divides v); the plain search over the sets holding 0 is
    # exhaustive and finds no cyclic one (the (16, 6, 2) sets live in Z_2^4 and other groups, Kibler 1978)
    assert numerical_multipliers(16, 6, 2) == []
    assert list(cyclic_difference_sets(16, 6, 2, max_nodes=None)) == []


# --- the dispatcher ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("v, k, lam", [
    (7, 3, 1), (13, 3, 1), (19, 3, 1), (15, 3, 1), (13, 4, 1), (37, 4, 1), (40, 4, 1), (41, 5, 1), (61, 5, 1),
    (21, 5, 1), (25, 5, 1), (16, 4, 1), (11, 5, 2), (15, 7, 3), (37, 9, 2), (35, 17, 8), (16, 6, 2), (11, 6, 3),
    (15, 8, 4), (21, 16, 12), (31, 6, 1), (9, 8, 7), (11, 2, 1),
])
def test_difference_family_builds(v, k, lam):
    G, D = difference_family(v, k, lam)
    assert isinstance(difference_family(v, k, lam, explain_construction=True), str)
    assert difference_family(v, k, lam, existence=True) is True
    _check_design(G, D, v, k, lam)


def test_difference_family_bad_input():
    with pytest.raises(ValueError, match="v = 10 is not 1 or 3 mod 6"):
        difference_family(10, 3)
    with pytest.raises(ValueError, match="v must be"):
        difference_family(2, 3)
    with pytest.raises(TypeError):
        difference_family(7.0, 3)
    assert difference_family(10, 3, existence=True) is False
    # proven: no cyclic (43, 7, 1) set and Z_43 is the only group of order 43
    with pytest.raises(ValueError, match="multiplier theorem"):
        difference_family(43, 7, 1)
    assert difference_family(43, 7, 1, existence=True) is False
    # (25, 9, 3): no cyclic set (exhaustive search); Z_5 x Z_5 is not searched
    with pytest.raises(NotAvailable, match="exhaustive search over Z_25"):
        difference_family(25, 9, 3)
    # (28, 4, 1): no cyclic family; Z_2 x Z_2 x Z_7 is not searched
    with pytest.raises(NotAvailable, match="no cyclic \\(28, 4, 1\\) difference family"):
        difference_family(28, 4)
    assert difference_family(28, 4, existence=True) is None
    # (9, 3, 1): no cyclic family, but the lines through 0 of AG(2, 3)
    assert difference_family(9, 3, explain_construction=True) == "the lines through 0 of AG(2, 3)"
    # past the node limit: NotAvailable naming it
    with pytest.raises(NotAvailable, match="max_nodes"):
        difference_family(85, 4, max_nodes=500)


# --- properties ----------------------------------------------------------------------------------------------

_CASES = [(7, 3, 1), (13, 3, 1), (15, 3, 1), (19, 3, 1), (21, 3, 1), (25, 3, 1), (13, 4, 1), (37, 4, 1),
          (40, 4, 1), (41, 5, 1), (21, 5, 1), (16, 4, 1), (27, 3, 1), (11, 5, 2), (15, 7, 3), (37, 9, 2),
          (23, 11, 5), (31, 15, 7), (35, 17, 8), (40, 13, 4)]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_CASES), st.integers(0, 10**6))
def test_development_is_a_2_design(case, shift):
    v, k, lam = case
    G, D = difference_family(v, k, lam)
    # translating every base block by any element keeps a difference family with the same development
    g = shift % G.order
    from designs.difference_families import _combine
    moved = [sorted(int(x) for x in _combine(G, B, g)) for B in D]
    assert is_difference_family(G, moved, v, k, lam)
    design = development(G, moved)
    assert design.num_blocks == lam * v * (v - 1) // (k * (k - 1))
    assert set(design.degrees()) == {lam * (v - 1) // (k - 1)}


def test_two_element_tiling_closed_form_against_brute_force():
    import itertools
    import random

    from designs.difference_families import _cyclic_tiling

    rng = random.Random(33)
    for _ in range(200):
        m = rng.randrange(2, 17, 2)
        S = sorted(rng.sample(range(m), 2))
        T = _cyclic_tiling(S, m, 10**6)
        exists = any(sorted((t + x) % m for t in c for x in S) == list(range(m))
                     for c in itertools.combinations(range(m), m // 2))
        assert (T is not None) == exists
        if T is not None:
            assert sorted((t + x) % m for t in T for x in S) == list(range(m))


def test_radical_existence_lists():
    # every radical family claimed is built and checked; the values of q < 1000 with none for k = 4, 5
    from designs.fields import is_prime_power as _is_prime_power
    bad = {}
    for k in (4, 5):
        e = k * (k - 1)
        bad[k] = []
        for q in range(e + 1, 1000, e):
            if _is_prime_power(q):
                if radical_difference_family(q, k, existence=True):
                    assert is_difference_family(_field_group(q), radical_difference_family(q, k), q, k, 1)
                else:
                    bad[k].append(q)
    assert bad[4] == [37, 49, 61, 157, 349, 361, 373, 397, 613, 661, 853, 877, 937, 961, 997]
    assert bad[5] == [101, 121, 181, 361, 461, 521, 541, 841, 941, 961]
    # Sage's docstring lists these q as built by Wilson's constructions (k = 4, 5): all radical here
    assert not set(bad[4]) & {13, 73, 97, 109, 181, 229, 241, 277, 337, 409, 421, 457}
    assert not set(bad[5]) & {241, 281, 421, 601, 641, 661, 701, 821, 881}


def test_no_cyclic_25_9_3_by_exhaustive_search():
    # the theorem gives no multiplier (n = 6, primes 2, 3 <= lambda = 3); the search over the 9-subsets of
    # Z_25 holding 0 and 1 (see cyclic_difference_sets) is exhaustive (124,849 nodes) and finds none, as
    # Mann's test predicts (2 is self-conjugate modulo 25, -1 = 2^10, and divides n = 6 to an odd power)
    stats = {}
    assert numerical_multipliers(25, 9, 3) == []
    assert list(cyclic_difference_sets(25, 9, 3, max_nodes=None, stats=stats)) == []
    assert stats["nodes"] == 124849


def test_multiplier_classes_of_cyclic_sts():
    # the numbers of nonisomorphic cyclic STS(v), v = 7..27 (Handbook II.2): here the multiplier classes,
    # each a different design (nauty's certificates)
    from designs.difference_families import multiplier_classes
    counts = []
    for v in (7, 9, 13, 15, 19, 21, 25, 27):
        reps = multiplier_classes(v, cyclic_difference_families(v, 3, max_nodes=None))
        assert len({development(v, D).canonical_certificate() for D in reps}) == len(reps)
        counts.append(len(reps))
    assert counts == [1, 0, 1, 2, 4, 7, 12, 8]
