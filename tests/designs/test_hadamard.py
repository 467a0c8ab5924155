"""Tests for designs.hadamard: the constructions (each checked, H H^T = n I), the table of orders, the designs,
equivalence via nauty, and bad input.

Published facts compared here: Hadamard matrices exist only at 1, 2 and 0 mod 4; the orders <= 1000 with no
known Hadamard matrix are 668, 716, 892 (Cati and Pasechnik, arXiv:2411.18897, 2024); the numbers of
inequivalent Hadamard matrices of orders 4, 8, 12, 16, 20 are 1, 1, 1, 5, 3 (Handbook of Combinatorial Designs
V.1); the 2-design of H(8) is the Fano plane PG(2, 2) and its 3-design the points and planes of AG(3, 2).
"""

from itertools import product

import numpy as np
import pytest

from designs import projective_plane
from designs.block_designs import BlockDesign, NotAvailable
from designs.hadamard import (Hadamard3Design, HadamardDesign, are_hadamard_equivalent, check_hadamard_matrix,
                              hadamard_certificate, hadamard_construction, hadamard_matrix,
                              hadamard_matrix_miyamoto_construction, hadamard_matrix_paleyI,
                              hadamard_matrix_paleyII, hadamard_matrix_williamson_type, hadamard_orders,
                              hadamard_problem, inequivalent_hadamard_matrices, is_hadamard_matrix,
                              normalise_hadamard, search_williamson_matrices, williamson_matrices,
                              hadamard_matrix_cooper_wallis_construction, search_base_sequences, t_sequences,
                              t_sequences_problem, turyn_type_sequences)
from designs.hadamard import (_build, _conference_product, _plan, _sds_data, _sylvester, _t_matrix_data,
                              _williamson_data, hadamard_matrix_from_sds)

OPEN_BELOW_1000 = [668, 716, 892]                      # Cati-Pasechnik 2024
INEQUIVALENT = {1: 1, 2: 1, 4: 1, 8: 1, 12: 1, 16: 5, 20: 3}   # Handbook V.1


def assert_hadamard(H, n):
    H = np.asarray(H, dtype=np.float64)          # exact: integer sums far below 2^53, and BLAS-fast
    assert H.shape == (n, n)
    assert set(np.unique(H)) <= {-1, 1}
    assert (H @ H.T == n * np.eye(n)).all()


def built_orders(n_max):
    return [r.order for r in hadamard_orders(n_max) if r.status == "built"]


def test_every_built_order_to_200_is_hadamard_and_normalised():
    orders = built_orders(200)
    assert orders == [1, 2] + list(range(4, 201, 4))       # every admissible order to 200 is built
    for n in orders:
        H = hadamard_matrix(n)
        assert H.dtype == np.int8
        assert_hadamard(H, n)
        assert (H[0] == 1).all() and (H[:, 0] == 1).all()


@pytest.mark.slow
def test_every_built_order_to_1208_is_hadamard():
    for n in built_orders(1208):
        assert_hadamard(hadamard_matrix(n, check=False), n)


def test_each_method_builds_its_orders_unchecked():
    """Every construction, called through the plan without hadamard_matrix's check, at every order <= 200 where
    it is the plan (and 292), and the Sage-named constructions at orders where they are not the plan."""
    seen = set()
    for n in built_orders(200) + [268, 292, 372, 412]:   # 292 Miyamoto; 268 T-matrices; 372 = 4 * 31 * 3; 412 SDS
        plan = _plan(n)
        seen.add(plan.method)
        assert_hadamard(_build(plan), n)
    assert seen == {"trivial", "Sylvester", "Paley I", "Paley II", "Williamson", "Kronecker", "Miyamoto",
                    "Cooper-Wallis", "Goethals-Seidel"}
    for n in (20, 68, 100, 148, 164):                    # Miyamoto at 4q, q = 5, 17, 25, 37, 41
        assert_hadamard(hadamard_matrix_miyamoto_construction(n), n)
    for n in (4, 8, 12, 20, 24, 28, 32, 44, 48, 60):
        assert_hadamard(hadamard_matrix_paleyI(n), n)
    for n in (12, 20, 28, 36, 52, 60, 100):
        assert_hadamard(hadamard_matrix_paleyII(n), n)
    for q, h in ((5, 4), (5, 8), (9, 12), (13, 4), (25, 4)):
        assert_hadamard(_conference_product(q, hadamard_matrix(h)), (q + 1) * h)
    first = hadamard_construction(3880)                  # the first order whose plan needs it
    assert (first.method, first.parameters) == ("conference product", (193, 20))


def test_published_williamson_matrices_give_hadamard_matrices():
    data = _williamson_data()
    assert sorted(data)[:14] == list(range(3, 31, 2))
    assert {39, 43} <= set(data) and not {35, 47, 53, 59} & set(data)    # none exist at 35, 47, 53, 59
    for m, (rows, _) in data.items():
        assert all(row[j] == row[m - j] for row in rows for j in range(1, m))      # symmetric
        assert_hadamard(hadamard_matrix_williamson_type(*rows), 4 * m)


@pytest.mark.parametrize("m", [1, 3, 5, 7, 9, 11, 13, 15, 17])
def test_williamson_search_finds_quadruples(m):
    rows = search_williamson_matrices(m)
    assert rows is not None and all(len(r) == m and r[0] == 1 for r in rows)
    assert_hadamard(hadamard_matrix_williamson_type(*rows), 4 * m)


def test_t_sequences_and_cooper_wallis():
    for t in [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 23, 29, 47, 59, 107]:
        T = t_sequences(t)
        assert len(T[0]) == t and t_sequences_problem(T) is None
    for l in range(2, 11):
        A, B, C, D = search_base_sequences(l)
        assert all(sum(x[i] * x[i + j] for x in (A, B, C, D) for i in range(len(x) - j)) == 0 for j in range(1, l))
    X, Y, Z, W = turyn_type_sequences(36)
    assert (len(X), len(Y), len(Z), len(W)) == (36, 36, 36, 35)
    plan = hadamard_construction(428)                  # Kharaghani and Tayfeh-Rezaie's order, from TT(36)
    assert plan.method == "Cooper-Wallis" and plan.parameters == (107, 1)
    assert_hadamard(hadamard_matrix(428), 428)
    W3 = [np.asarray(r)[(np.arange(3)[None, :] - np.arange(3)[:, None]) % 3] for r in williamson_matrices(3)]
    assert_hadamard(hadamard_matrix_cooper_wallis_construction(*t_sequences(5), *W3), 60)
    with pytest.raises(ValueError, match="not orthogonal"):
        hadamard_matrix_cooper_wallis_construction(*t_sequences(5), *[np.ones((3, 3), dtype=int)] * 4)
    assert t_sequences_problem([(1, 1), (1, 0), (0, 0), (0, 0)]) == "position 0 has 2 nonzero entries"
    with pytest.raises(NotAvailable, match="no T-sequences of length 21"):
        t_sequences(21)
    with pytest.raises(NotAvailable, match="TT\\(34\\)"):
        turyn_type_sequences(34)


def test_published_sequences_and_difference_sets():
    for v, (sets, _) in _sds_data().items():
        assert_hadamard(hadamard_matrix_from_sds(4 * v), 4 * v)
    rows, _ = _t_matrix_data()[67]
    support = sum((np.asarray(r) != 0).astype(int) for r in rows)
    assert (support == 1).all()
    assert hadamard_construction(268).parameters == (67, 1)
    with pytest.raises(NotAvailable, match="no supplementary difference sets for order 16"):
        hadamard_matrix_from_sds(16)


def test_sylvester_and_kronecker():
    assert_hadamard(_sylvester(5), 32)
    assert hadamard_construction(64).description == "Sylvester's H(2)^6"
    plan = hadamard_construction(88)
    assert plan.method == "Kronecker" and plan.parameters == (2, 44)
    assert_hadamard(hadamard_matrix(88), 88)


def test_table_to_1000():
    rows = hadamard_orders(1000)
    assert [r.order for r in rows] == [1, 2] + list(range(4, 1001, 4))
    assert [r.order for r in rows if r.status == "open"] == OPEN_BELOW_1000
    assert [r.order for r in rows if r.status != "built"] == OPEN_BELOW_1000     # every known order is built
    assert [r.order for r in hadamard_orders(1208) if r.status != "built"] == OPEN_BELOW_1000 + [1132]
    assert {r.status for r in hadamard_orders(1300)} == {"built", "open", "unknown"}
    assert "arXiv:2411.18897" in rows[-1].note or rows[-1].status == "built"
    assert next(r for r in rows if r.order == 668).note.startswith("order 668 is open")
    assert all(r.construction is not None for r in rows if r.status == "built")
    assert hadamard_orders(2000)[-1].order == 2000


def test_not_available_names_the_case():
    with pytest.raises(NotAvailable, match="order 668 is open"):
        hadamard_matrix(668)
    with pytest.raises(NotAvailable, match="order 1212 is beyond the literature table"):
        hadamard_construction(1212)
    assert hadamard_matrix(1212, existence=True) is None
    assert hadamard_matrix(4 * 2003, existence=True) in (True, None)


@pytest.mark.parametrize("n", [3, 5, 6, 10, 14, 18, 30])
def test_necessary_condition(n):
    with pytest.raises(ValueError, match=f"no Hadamard matrix of order {n}: .* 1, 2 or a multiple of 4"):
        hadamard_matrix(n)
    assert hadamard_matrix(n, existence=True) is False


@pytest.mark.parametrize("bad, error", [(0, ValueError), (-4, ValueError), (True, TypeError), (4.0, TypeError),
                                        ("8", TypeError)])
def test_bad_order(bad, error):
    with pytest.raises(error):
        hadamard_matrix(bad)


def test_size_refused_up_front():
    with pytest.raises(ValueError, match="n\\^2"):
        hadamard_matrix(4096)


def test_checks_name_the_failure():
    assert is_hadamard_matrix(hadamard_matrix(20))
    assert is_hadamard_matrix(hadamard_matrix(20), normalized=True)
    assert not is_hadamard_matrix(-hadamard_matrix(20), normalized=True)
    assert is_hadamard_matrix(hadamard_matrix_paleyI(20, normalize=False), skew=True)
    assert not is_hadamard_matrix(hadamard_matrix(20), skew=True)
    assert hadamard_matrix_from_sds(412, existence=True) and not hadamard_matrix_from_sds(400, existence=True)
    assert hadamard_problem([[1, 1], [1, 1]]) == "rows 0 and 1 are not orthogonal (inner product 2)"
    assert hadamard_problem([[1, 2], [1, -1]]) == "entry (0, 1) is 2, not +1 or -1"
    assert "not a non-empty square" in hadamard_problem([[1, 1, 1]])
    assert "not a non-empty square" in hadamard_problem([])
    assert "entries must be numbers" in hadamard_problem([["a"]])
    H = hadamard_matrix(12).copy()
    H[5, 7] *= -1
    with pytest.raises(ValueError, match="not a Hadamard matrix: rows 0 and 5 are not orthogonal"):
        check_hadamard_matrix(H)


def test_normalise_and_equivalence_under_signed_permutations():
    rng = np.random.default_rng(1)
    for n in (8, 12, 20, 28):
        H = hadamard_matrix(n)
        P = rng.permutation(n)
        Q = rng.permutation(n)
        signs_r = rng.choice([-1, 1], n)[:, None]
        signs_c = rng.choice([-1, 1], n)[None, :]
        G = (signs_r * H[P][:, Q] * signs_c).astype(np.int8)
        assert are_hadamard_equivalent(H, G)
        N = normalise_hadamard(G)
        assert (N[0] == 1).all() and (N[:, 0] == 1).all() and are_hadamard_equivalent(N, H)
    assert not are_hadamard_equivalent(hadamard_matrix(8), hadamard_matrix(12))


def test_inequivalent_matrices_to_order_12():
    for n in (1, 2, 4, 8, 12):
        reps = inequivalent_hadamard_matrices(n)
        assert len(reps) == INEQUIVALENT[n]
        for H in reps:
            assert_hadamard(H, n)
    with pytest.raises(ValueError):
        inequivalent_hadamard_matrices(16)
    with pytest.raises(ValueError, match="1, 2 or a multiple of 4"):
        inequivalent_hadamard_matrices(6)


def test_constructions_of_order_20_fall_in_two_of_the_three_classes():
    """Order 20 has 3 classes (Handbook V.1); Paley I is one, and Paley II, Williamson (m = 5) and Miyamoto
    (q = 5) share another. Order 16 (5 classes) is reached here by Sylvester only: skipped."""
    built = [hadamard_matrix_paleyI(20), hadamard_matrix_paleyII(20),
             hadamard_matrix_williamson_type(*williamson_matrices(5)), hadamard_matrix_miyamoto_construction(20)]
    certificates = [hadamard_certificate(H) for H in built]
    assert len(set(certificates)) == 2 <= INEQUIVALENT[20]
    assert certificates[0] != certificates[1] and certificates[1] == certificates[2] == certificates[3]


def fano_and_ag32():
    ag_planes = []
    points = list(product((0, 1), repeat=3))
    for normal in points[1:]:
        for c in (0, 1):
            ag_planes.append([i for i, p in enumerate(points) if sum(a * b for a, b in zip(normal, p)) % 2 == c])
    return projective_plane(2), BlockDesign(range(8), ag_planes, t=3, construction="AG(3, 2): points, planes")


def test_designs_of_order_8_are_fano_and_ag32():
    fano, ag32 = fano_and_ag32()
    D2, D3 = HadamardDesign(7), Hadamard3Design(8)
    assert str(D2.parameters) == "2-(7,3,1)" and D2.is_isomorphic(fano)
    assert str(D3.parameters) == "3-(8,4,1)" and D3.is_isomorphic(ag32)


@pytest.mark.parametrize("n", [12, 16, 20, 24, 28, 36, 44, 52, 60, 68])
def test_design_parameters(n):
    D2 = HadamardDesign(n - 1)                   # Sage's argument: the number of points
    p = D2.parameters
    assert (p.t, p.v, p.k, p.lam, p.b) == (2, n - 1, n // 2 - 1, n // 4 - 1, n - 1)
    assert "Hadamard 2-design of" in D2.construction
    D3 = Hadamard3Design(n)
    p = D3.parameters
    assert (p.t, p.v, p.k, p.lam, p.b) == (3, n, n // 2, n // 4 - 1, 2 * (n - 1))


def test_large_3_design_rests_on_the_matrix_check():
    D3 = Hadamard3Design(100)
    assert D3.num_blocks == 198 and set(D3.block_sizes()) == {50}


@pytest.mark.parametrize("n, error", [(4, ValueError), (6, ValueError), (10, ValueError), (668, NotAvailable),
                                      (7.0, TypeError)])
def test_design_bad_orders(n, error):
    with pytest.raises(error):
        HadamardDesign(n - 1 if isinstance(n, int) else n)
    with pytest.raises(error):
        Hadamard3Design(n)


def test_design_messages():
    with pytest.raises(ValueError, match="Hadamard 2-design on 9 points: it needs a Hadamard matrix of order 10"):
        HadamardDesign(9)
    with pytest.raises(ValueError, match="n must be an integer >= 7"):
        HadamardDesign(3)
    with pytest.raises(ValueError, match="n must be an integer >= 8"):
        Hadamard3Design(4)
