"""Orthogonal arrays (designs.orthogonal_arrays): the checker against a brute force, translations, constructions."""

import itertools

import numpy as np
import pytest

from designs import TransversalDesign, mols, mutually_orthogonal
from designs.transversal import oa_from_transversal_design, transversal_design_from_oa
from designs.orthogonal_arrays import (
    AbelianGroup,
    check_orthogonal_array,
    is_orthogonal_array,
    mols_from_oa,
    oa_from_field,
    oa_from_mols,
    oa_product,
    wilson_construction,
    wilson_construction_truncated,
    wilson_construction_two_truncated,
    wilson_construction_with_a_full_block,
)


def _brute(rows, k, n):
    """An OA(k, n) by the definition: n^2 rows, every two columns show every pair exactly once."""
    rows = [tuple(r) for r in rows]
    if len(rows) != n * n or any(len(r) != k for r in rows):
        return False
    for i, j in itertools.combinations(range(k), 2):
        if sorted((r[i], r[j]) for r in rows) != [(a, b) for a in range(n) for b in range(n)]:
            return False
    return True


@pytest.mark.parametrize("q", [2, 3, 4, 5, 7, 8, 9])
def test_field_arrays_agree_with_brute_force_and_with_mols(q):
    oa = oa_from_field(q)
    assert _brute(oa.tolist(), q + 1, q) and is_orthogonal_array(oa, q + 1, q)
    assert mols_from_oa(oa) == mols(q)              # columns 2.. are the squares of designs.mols


def test_checker_rejects_like_the_brute_force():
    rng = np.random.default_rng(1)
    oa = oa_from_field(5).copy()
    for _ in range(30):
        bad = oa.copy()
        r, c = rng.integers(25), rng.integers(6)
        bad[r, c] = (bad[r, c] + 1 + rng.integers(4)) % 5
        assert is_orthogonal_array(bad) == _brute(bad.tolist(), 6, 5) is False
    with pytest.raises(ValueError, match=r"columns \d+ and \d+ show the pair"):
        check_orthogonal_array(bad)
    with pytest.raises(ValueError, match="not n\\^2"):
        check_orthogonal_array(oa[:-1])
    with pytest.raises(ValueError, match="not a symbol"):
        check_orthogonal_array(np.where(oa == 4, 7, oa))
    with pytest.raises(TypeError):
        check_orthogonal_array([["a", "b"]])


def test_mols_oa_td_round_trips():
    sq = mols(4)
    oa = oa_from_mols(sq)
    assert mols_from_oa(oa) == sq
    td = transversal_design_from_oa(oa)
    assert td.k == 5 and td.n == 4 and td.is_valid()
    assert np.array_equal(oa_from_transversal_design(td), oa)
    assert td.to_mols() == sq
    assert np.array_equal(oa_from_transversal_design(TransversalDesign.from_mols(sq)), oa)


def test_product_is_macneish():
    from designs import direct_product

    a, b = oa_from_field(3, 4), oa_from_field(4, 4)
    prod = mols_from_oa(oa_product(a, b))
    expected = [direct_product(x, y) for x, y in zip(mols_from_oa(a), mols_from_oa(b))]
    assert list(prod) == expected and mutually_orthogonal(prod)


@pytest.mark.parametrize("m, t, u", [(3, 4, 1), (3, 4, 2), (4, 5, 3), (2, 3, 0)])
def test_wilson_construction(m, t, u):
    k = 3
    hole = None if u == 0 else (np.zeros((1, k), dtype=int) if u == 1 else oa_from_field(u, k))
    oa = wilson_construction(oa_from_field(t, k + 1), m, u, oa_from_field(m, k), oa_from_field(m + 1, k), hole)
    assert _brute(oa.tolist(), k, m * t + u)


def test_abelian_group_tables():
    G = AbelianGroup((2, 6))
    elems = [G.element(x) for x in range(12)]
    for x, y in itertools.product(range(12), repeat=2):
        s = tuple((a + b) % m for a, b, m in zip(elems[x], elems[y], (2, 6)))
        assert G.element(int(G.add[x, y])) == s
    assert all(int(G.add[x, G.neg[x]]) == 0 for x in range(12))


@pytest.mark.parametrize("m, t, u1, u2", [(3, 5, 1, 1), (3, 5, 2, 3), (3, 7, 1, 4)])
def test_wilson_construction_two_truncated(m, t, u1, u2):
    k = 3
    hole = {1: np.zeros((1, k), dtype=int)}
    holes = [hole.get(u, None) if u == 1 else oa_from_field(u, k) for u in (u1, u2)]
    oa = wilson_construction_two_truncated(oa_from_field(t, k + 2), m, u1, u2, oa_from_field(m, k),
                                           oa_from_field(m + 1, k), oa_from_field(m + 2, k), *holes)
    assert _brute(oa.tolist(), k, m * t + u1 + u2)


def test_idempotent_rows_cover_every_pair_of_distinct_symbols():
    from designs.orthogonal_arrays import idempotent_rows

    for q, k in [(4, 4), (5, 6), (7, 8)]:
        rows = idempotent_rows(oa_from_field(q, k))
        assert rows.shape == (q * q - q, k - 1)
        full = np.concatenate([rows, np.repeat(np.arange(q)[:, None], k - 1, axis=1)])
        assert _brute(full.tolist(), k - 1, q)                # with the constant rows back: an OA(k - 1, q)


def test_oa_from_pbd_against_the_definition():
    from designs.orthogonal_arrays import oa_from_pbd

    # the affine plane of order 3 as a PBD(9, {3}), and with a point deleted a PBD(8, {2, 3})
    pts = [(x, y) for x in range(3) for y in range(3)]
    lines = [[i for i, (x, y) in enumerate(pts) if (y - m * x) % 3 == c] for m in range(3) for c in range(3)]
    lines += [[i for i, (x, y) in enumerate(pts) if x == c] for c in range(3)]
    oa = oa_from_pbd(3, 9, lines, {3: oa_from_field(3, 4)})
    assert _brute(oa.tolist(), 3, 9)
    # deleting a point: a PBD(8, {2, 3}); no OA(4, 2), so the four disjoint blocks of size 2 use the whole
    # OA(3, 2), which covers their points' pairs (x, x)
    minus = [[x - 1 for x in b if x != 0] for b in lines]
    oa = oa_from_pbd(3, 8, minus, {3: oa_from_field(3, 4), 2: oa_from_field(2, 3)})
    assert _brute(oa.tolist(), 3, 8)
    # with no idempotent OA(5, 3) every point of AG(2, 3) would need leaving out of 3 of its 4 lines: 27 > 12
    with pytest.raises(ValueError, match="point . lies in 4 blocks with no idempotent ingredient"):
        oa_from_pbd(4, 9, lines, {3: oa_from_field(3, 4)})


def test_oa_from_pbd_errors():
    from designs.orthogonal_arrays import oa_from_pbd

    with pytest.raises(ValueError, match="blocks of size 3 need an OA\\(4, 3\\)"):
        oa_from_pbd(3, 7, [[0, 1, 3]], {})
    with pytest.raises(ValueError, match="has 2 columns, not 4 or 3"):
        oa_from_pbd(3, 3, [[0, 1, 2]], {3: oa_from_field(3, 2)})
    with pytest.raises(ValueError, match="not an orthogonal array"):            # not a PBD: pairs missing
        oa_from_pbd(3, 4, [[0, 1, 2]], {3: oa_from_field(3, 4)})


@pytest.mark.parametrize("q, m, i, k", [(5, 3, 2, 4), (7, 4, 3, 4), (4, 3, 2, 3), (8, 7, 2, 5)])
def test_wilson_with_a_full_block_against_the_definition(q, m, i, k):
    oa = wilson_construction_with_a_full_block(oa_from_field(q, k + i), m, i, oa_from_field(m, k),
                                               oa_from_field(m + 1, k), oa_from_field(m + i, k))
    assert _brute(oa.tolist(), k, m * q + i)


def test_wilson_with_a_full_block_errors():
    with pytest.raises(ValueError, match="i must be"):
        wilson_construction_with_a_full_block(oa_from_field(5, 4), 3, 3, oa_from_field(3, 1),
                                              oa_from_field(4, 1), oa_from_field(5, 1))
    with pytest.raises(ValueError, match="not an orthogonal array OA\\(4, 3\\)"):
        wilson_construction_with_a_full_block(oa_from_field(5, 6), 3, 2, oa_from_field(3, 3),
                                              oa_from_field(4, 4), oa_from_field(5, 4))


def _cyclic(n):
    return [[a, b, (a + b) % n] for a in range(n) for b in range(n)]


def test_wilson_with_three_truncated_groups_against_the_definition():
    # an OA(3 + 3, 7) master, m = 3, kept groups of sizes 1, 2, 3: an OA(3, 3 * 7 + 6)
    master = oa_from_field(7, 6)
    ingredients = {j: _cyclic(3 + j) for j in range(4)}
    oa = wilson_construction_truncated(master, 3, [[0], [0, 1], [0, 1, 2]], ingredients,
                                       [_cyclic(1), _cyclic(2), _cyclic(3)])
    assert _brute(oa.tolist(), 3, 27)
    with pytest.raises(ValueError, match="master rows keeping . points need an OA\\(3, .\\); none given"):
        wilson_construction_truncated(master, 3, [[0], [0, 1], [0, 1, 2]], {1: ingredients[1]},
                                      [_cyclic(1), _cyclic(2), _cyclic(3)])
    with pytest.raises(ValueError, match="distinct symbols in 0..6"):
        wilson_construction_truncated(master, 3, [[0, 0], [1], [2]], ingredients, [_cyclic(2)] * 3)


def test_constant_rows_for_three_disjoint_rows():
    from designs.orthogonal_arrays import _with_constant_rows

    rows = _with_constant_rows(oa_from_field(9, 8), [6, 7, 8])
    full = np.concatenate([rows, np.repeat(np.array([[6], [7], [8]]), 8, axis=1)])
    assert _brute(full.tolist(), 8, 9)


# ------------------------------------------------------------------------------------ strength t >= 3
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from designs.orthogonal_arrays import (  # noqa: E402
    bush_oa,
    elliptic_quadric_oa,
    hyperoval_oa,
    oa_from_linear_code,
    oa_full_factorial,
    oa_zero_sum,
    rao_hamming_oa,
    reed_muller_oa,
)


def _first_failure(rows, n, t):
    """The definition, read literally: the first t columns (lexicographic) in which some t-tuple does not
    appear exactly N / n^t times, or None. A brute force independent of the numpy check."""
    rows = [tuple(r) for r in rows]
    k = len(rows[0])
    index, rest = divmod(len(rows), n ** t)
    for cols in itertools.combinations(range(k), t):
        seen = [tuple(r[c] for c in cols) for r in rows]
        if rest or any(seen.count(x) != index for x in itertools.product(range(n), repeat=t)):
            return cols
    return None


def _brute_t(rows, k, n, t, index=None):
    rows = [tuple(r) for r in rows]
    if any(len(r) != k for r in rows) or any(not 0 <= x < n for r in rows for x in r):
        return False
    if index is not None and len(rows) != index * n ** t:
        return False
    return _first_failure(rows, n, t) is None


@st.composite
def strength_t_arrays(draw):
    """(array, k, n, t): an OA of strength t from one of the constructions, sometimes with one entry changed
    (shrinks towards the smallest construction and no change)."""
    kind = draw(st.sampled_from(["zero_sum", "bush", "hyperoval", "product", "quadric", "reed_muller"]))
    if kind == "zero_sum":
        n, t = draw(st.integers(2, 4)), draw(st.integers(1, 3))
        oa = oa_zero_sum(n, t)
    elif kind == "bush":
        q = draw(st.sampled_from([2, 3, 4, 5]))
        t = draw(st.integers(2, min(q, 3)))
        oa = bush_oa(q, t, draw(st.integers(t, q + 1)))
    elif kind == "hyperoval":
        q, t = draw(st.sampled_from([2, 4])), 3
        oa = hyperoval_oa(q, draw(st.integers(3, q + 2)))
    elif kind == "product":
        t = 3
        oa = oa_product(oa_zero_sum(2, 3), oa_zero_sum(draw(st.integers(2, 3)), 3), 3)
    elif kind == "quadric":
        t, oa = 3, elliptic_quadric_oa(draw(st.sampled_from([2, 3])))
    else:
        t, oa = 3, reed_muller_oa(draw(st.integers(2, 3)))
    oa = np.array(oa)
    n = int(oa.max()) + 1
    if draw(st.booleans()):
        r, c = draw(st.integers(0, len(oa) - 1)), draw(st.integers(0, oa.shape[1] - 1))
        oa[r, c] = (oa[r, c] + draw(st.integers(1, n - 1))) % n
    return oa, oa.shape[1], n, t


@settings(max_examples=60, deadline=None)
@given(strength_t_arrays())
def test_strength_t_check_agrees_with_the_definition(case):
    oa, k, n, t = case
    expected = _brute_t(oa.tolist(), k, n, t)
    assert is_orthogonal_array(oa, k, n, t, index=None) == expected
    if not expected:
        cols = _first_failure(oa.tolist(), n, t)
        text = ", ".join(map(str, cols))
        pattern = (rf"columns {cols[0]} and {cols[1]} show the pair" if t == 2 and len(oa) == n * n
                   else rf"columns \({text},?\) show the")
        with pytest.raises(ValueError, match=pattern):
            check_orthogonal_array(oa, k, n, t, index=len(oa) // n ** t)


@pytest.mark.parametrize("q", [2, 3, 4, 5, 7, 8, 9])
def test_bush_arrays_have_q_plus_1_columns_and_strength_3(q):
    # Bush 1952: OA(q^3; q + 1, q, 3) for every prime power q >= 3 (and q = 2, where t = 3 > q, by the zero sum)
    oa = bush_oa(q, 3) if q >= 3 else oa_zero_sum(2, 3)
    assert oa.shape == (q ** 3, q + 1 + (q == 2))
    assert _brute_t(oa.tolist(), oa.shape[1], q, 3, index=1) if q <= 5 else is_orthogonal_array(oa, q + 1, q, 3)


def test_published_small_arrays():
    # OA(8; 4, 2, 3), OA(27; 4, 3, 3), OA(64; 6, 4, 3) from the hyperoval of PG(2, 4) (Bose 1947; Bush 1952)
    assert _brute_t(oa_zero_sum(2, 3).tolist(), 4, 2, 3, 1) and _brute_t(hyperoval_oa(2).tolist(), 4, 2, 3, 1)
    assert _brute_t(bush_oa(3, 3).tolist(), 4, 3, 3, 1)
    assert _brute_t(hyperoval_oa(4).tolist(), 6, 4, 3, 1)
    assert is_orthogonal_array(hyperoval_oa(8), 10, 8, 3)
    # OA(16; 8, 2, 3) of index 2 (the first-order Reed-Muller code; printed by Gulati, 1971) and the elliptic
    # quadric's OA(81; 10, 3, 3) of index 3 (Bose 1947: an ovoid of PG(3, 3) has 10 points)
    assert _brute_t(reed_muller_oa(3).tolist(), 8, 2, 3, 2)
    assert _brute_t(elliptic_quadric_oa(3).tolist(), 10, 3, 3, 3)
    # Rao-Hamming OA(9; 4, 3, 2) = OA(4, 3) and OA(27; 13, 3, 2) of index 3
    assert _brute_t(rao_hamming_oa(3, 2).tolist(), 4, 3, 2, 1)
    assert _brute_t(rao_hamming_oa(3, 3).tolist(), 13, 3, 2, 3)


@pytest.mark.parametrize("q, t", [(4, 4), (5, 4), (7, 4), (5, 5), (7, 5)])
def test_bush_arrays_of_strength_4_and_5(q, t):
    oa = bush_oa(q, t)
    assert oa.shape == (q ** t, q + 1) and is_orthogonal_array(oa, q + 1, q, t)
    assert not is_orthogonal_array(oa, q + 1, q, t + 1, index=None)      # not of strength t + 1: N = q^t


def test_strength_t_products():
    a, b = hyperoval_oa(4), bush_oa(5, 3)
    prod = oa_product(a, b, 3)
    assert prod.shape == (20 ** 3, 6) and is_orthogonal_array(prod, 6, 20, 3)
    idx = oa_product(reed_muller_oa(2), reed_muller_oa(2), 3)           # index 1 * 1 (OA(8; 4, 2, 3)) squared
    assert is_orthogonal_array(idx, 4, 4, 3)
    # indices multiply: OA(16; 4, 2, 3) of index 2 (four columns of Reed-Muller) x OA(27; 4, 3, 3) of index 1
    mixed = oa_product(reed_muller_oa(3)[:, :4], oa_zero_sum(3, 3), 3)
    assert mixed.shape == (16 * 27, 4) and _brute_t(mixed.tolist(), 4, 6, 3, 2)
    with pytest.raises(ValueError, match="same number of columns"):
        oa_product(bush_oa(4, 3), bush_oa(5, 3), 3)


def test_linear_code_strength_is_the_dual_distance_minus_one():
    # the [7, 4] Hamming code has dual distance 4 (its dual, the simplex code, has all weights 4): strength 3
    hamming = [[1, 0, 0, 0, 0, 1, 1], [0, 1, 0, 0, 1, 0, 1], [0, 0, 1, 0, 1, 1, 0], [0, 0, 0, 1, 1, 1, 1]]
    oa = oa_from_linear_code(hamming, 2, 3)
    assert _brute_t(oa.tolist(), 7, 2, 3, 2)
    # not of strength 4: the first four dependent columns (a codeword of weight 4 of the dual) are named
    assert _first_failure(oa.tolist(), 2, 4) == (0, 1, 3, 6)
    with pytest.raises(ValueError, match=r"columns \(0, 1, 3, 6\) show the quadruple \(0, 0, 0, 0\) in rows 0, "):
        oa_from_linear_code(hamming, 2, 4)


def test_full_factorial_and_zero_sum():
    assert oa_full_factorial(3, 2).tolist() == [[a, b] for a in range(3) for b in range(3)]
    for n in (2, 3, 5, 6):
        for t in (1, 2, 3):
            assert _brute_t(oa_zero_sum(n, t).tolist(), t + 1, n, t, 1)


def test_strength_t_bad_input():
    with pytest.raises(ValueError, match="strength t = 4 exceeds the number of columns k = 3"):
        check_orthogonal_array(oa_zero_sum(2, 2), 3, 2, 4)
    with pytest.raises(ValueError, match="strength t = 4 exceeds"):
        is_orthogonal_array(oa_zero_sum(2, 2), 3, 2, 4)
    with pytest.raises(ValueError, match="index must be"):
        check_orthogonal_array(oa_zero_sum(2, 2), 3, 2, 2, index=0)
    with pytest.raises(ValueError, match=r"not lambda n\^t = 1 \* 3\^3 = 27"):
        check_orthogonal_array(oa_from_field(3), 4, 3, 3)
    with pytest.raises(ValueError, match=r"not a multiple of n\^t"):
        check_orthogonal_array(oa_zero_sum(3, 2)[:-1], 3, 3, 2, index=None)
    with pytest.raises(ValueError, match=r"no field GF\(6\) exists\), not 6 = 2 \* 3"):
        bush_oa(6, 3)
    with pytest.raises(ValueError, match="t must be an integer in 2..4 .Bush's construction needs t <= q = 4"):
        bush_oa(4, 5)
    with pytest.raises(ValueError, match="k must be an integer in 3..6"):
        bush_oa(5, 3, 7)
    with pytest.raises(ValueError, match="q must be a power of 2 .a hyperoval of PG.2, q. exists only for even q"):
        hyperoval_oa(9)
    with pytest.raises(ValueError, match=r"no field GF\(10\)"):
        hyperoval_oa(10)
    with pytest.raises(ValueError, match="elements 0..1 of GF.2."):
        oa_from_linear_code([[0, 2]], 2, 1)


def test_strength_2_defaults_keep_their_messages_and_values():
    # t = 2, index 1 is the old OA(k, n): the same message, sqrt(N) as n, and index 2 refused by default
    bad = np.array(oa_from_field(4))
    bad[0, 3] = bad[1, 3]
    with pytest.raises(ValueError, match=r"^not an orthogonal array OA\(5, 4\): columns \d and 3 show the pair"):
        check_orthogonal_array(bad)
    assert not is_orthogonal_array(rao_hamming_oa(2, 3))                       # index 2
    assert is_orthogonal_array(rao_hamming_oa(2, 3), 7, 2, index=2)
    assert oa_from_field(2).tolist() == [[0, 0, 0], [0, 1, 1], [1, 0, 1], [1, 1, 0]]


def test_compiled_check_is_its_python_twin_on_random_arrays():
    """The kernel of large checks, compiled and as plain Python, against the numpy count: the same first failing
    column tuple (or none) on valid arrays and on arrays with one entry changed."""
    from combgames.base.kernels import kernel, numba_available
    from designs.orthogonal_array_kernels import first_failing_tuple
    from designs.orthogonal_arrays import _column_tuples, _numpy_first_failure

    backends = ["python"] + (["numba"] if numba_available() else [])
    rng = np.random.default_rng(7)
    arrays = [(oa_zero_sum(3, 2), 3, 2, 1), (bush_oa(4, 3), 4, 3, 1), (hyperoval_oa(4), 4, 3, 1),
              (reed_muller_oa(3), 2, 3, 2), (elliptic_quadric_oa(3), 3, 3, 3), (oa_from_field(5), 5, 2, 1)]
    for oa, n, t, index in arrays:
        for trial in range(6):
            a = np.array(oa)
            if trial:
                r, c = rng.integers(len(a)), rng.integers(a.shape[1])
                a[r, c] = (a[r, c] + rng.integers(1, n)) % n
            expected = _numpy_first_failure(a, n, t, index)
            combos = next(_column_tuples(a.shape[1], t, 10 ** 6))
            for backend in backends:
                c = kernel(first_failing_tuple, backend)(np.ascontiguousarray(a.T), combos, n, index,
                                                         np.zeros(n ** t, dtype=np.int64),
                                                         np.zeros(len(a), dtype=np.int64))
                assert (None if c < 0 else tuple(int(x) for x in combos[c])) == expected, (backend, n, t)
            assert (expected is None) == (trial == 0 or _brute_t(a.tolist(), a.shape[1], n, t, index))


def test_large_checks_take_the_compiled_kernel_and_name_the_same_columns(monkeypatch):
    import designs.orthogonal_arrays as oa_module
    from combgames.base.kernels import numba_available

    if not numba_available():
        pytest.skip("numba is not installed")
    good = hyperoval_oa(8)
    bad = np.array(good)
    bad[5, 7] = (bad[5, 7] + 1) % 8
    with pytest.raises(ValueError) as numpy_error:
        check_orthogonal_array(bad, 10, 8, 3)
    calls = []
    original = oa_module._compiled_first_failure
    monkeypatch.setattr(oa_module, "_COMPILED_ABOVE", 0)
    monkeypatch.setattr(oa_module, "_COMPILED_ABOVE_LOADED", 0)
    monkeypatch.setattr(oa_module, "_compiled_first_failure", lambda *a: calls.append(1) or original(*a))
    with pytest.raises(ValueError) as compiled_error:
        check_orthogonal_array(bad, 10, 8, 3)
    assert calls and str(compiled_error.value) == str(numpy_error.value)
    assert is_orthogonal_array(good, 10, 8, 3) and len(calls) == 2
