"""The OA existence interface (designs.oa_existence): Sage's build / exists / largest_available_k for every t."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designs.block_designs import NotAvailable
from designs.fields import prime_power
from designs.mols_constructions import MOLSNotAvailableError, largest_mols, orthogonal_array
from designs.oa_existence import (
    build,
    exists,
    explain_construction,
    is_available,
    largest_available_k,
    oa_construction,
    oa_existence_table,
    oa_upper_bound,
)
from designs.orthogonal_arrays import is_orthogonal_array


def _is_prime_power(n):
    try:
        prime_power(n)
        return True
    except ValueError:
        return False


def test_strength_3_prime_powers_reach_bushs_bound():
    # Bush 1952: an OA(q^3; k, q, 3) of index 1 has k <= q + 1 (q odd), q + 2 (q even), and both are built
    for q in [q for q in range(2, 130) if _is_prime_power(q)]:
        assert largest_available_k(q, 3) == (q + 2 if q % 2 == 0 else q + 1), q
        assert oa_upper_bound(q, 3)[0] == largest_available_k(q, 3)


def test_upper_bounds_by_hand():
    # n <= t: t + 1; odd n > t: n + t - 2; even n > t: n + t - 1 (Bush 1952); t = 2: n + 1
    # (n = 6: Bruck-Ryser leaves at most 6 columns at t = 2, so 6 + 4 - 2 = 8 at t = 4, below Bush's 9)
    assert [oa_upper_bound(n, 4)[0] for n in (2, 3, 4, 5, 6, 7)] == [5, 5, 5, 7, 8, 9]
    assert oa_upper_bound(10, 2) == (11, "at most n - 1 MOLS of order n")
    assert "odd n > t" in oa_upper_bound(9, 3)[1]


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 12), st.integers(3, 4), st.data())
def test_every_available_array_is_built_and_checked(n, t, data):
    k = data.draw(st.integers(t, largest_available_k(n, t)))
    if n ** t * k > 2 * 10 ** 5:                       # keep the default run cheap
        return
    oa = build(k, n, t)
    assert oa.shape == (n ** t, k) and is_orthogonal_array(oa, k, n, t)
    assert exists(k, n, t) is True and is_available(k, n, t)


@pytest.mark.parametrize("n, k, method", [(6, 4, "trivial"), (12, 4, "trivial"), (20, 6, "product"),
                                          (56, 8, "product"), (72, 10, "product"), (9, 10, "Bush"),
                                          (32, 34, "hyperoval")])
def test_plans(n, k, method):
    c = oa_construction(n, 3)
    assert (c.k, c.method) == (k, method)


def test_products_build():
    oa = build(6, 20, 3)
    assert oa.shape == (8000, 6) and is_orthogonal_array(oa, 6, 20, 3)


def test_strength_2_defers_to_the_mols_table():
    for n in (6, 10, 12, 14, 15, 18):
        assert largest_available_k(n) == largest_mols(n) + 2
        assert np.array_equal(build(largest_available_k(n), n), orthogonal_array(largest_available_k(n), n))
    assert exists(4, 10) is True and exists(12, 10) is False and exists(5, 10) is None
    assert "MOLS(10)" in explain_construction(4, 10)
    with pytest.raises(MOLSNotAvailableError):
        build(4, 6)


def test_three_answers_and_errors():
    assert exists(6, 4, 3) is True and exists(7, 4, 3) is False and exists(5, 6, 3) is None
    with pytest.raises(ValueError, match="k = 7 exceeds 6 .Bush's bound k <= n \\+ t - 1 for even n > t"):
        build(7, 4, 3)
    with pytest.raises(NotAvailable, match=r"OA\(216; 5, 6, 3\) is not built here: the library builds k <= 4"):
        build(5, 6, 3)
    with pytest.raises(ValueError, match="strength t = 3 needs k >= t columns, not k = 2"):
        build(2, 5, 3)
    with pytest.raises(ValueError, match="strength t = 3 needs k >= t columns"):
        exists(2, 5, 3)
    with pytest.raises(ValueError, match="n must be"):
        largest_available_k(1, 3)
    with pytest.raises(ValueError, match="max_entries"):
        build(10, 200, 3)
    assert build(3, 5, 3).shape == (125, 3)                   # k = t: all the tuples


def test_table_to_100():
    table = oa_existence_table(100, 3)
    assert [e.n for e in table] == list(range(2, 101))
    assert all(e.gap >= 0 for e in table)
    exact = [e.n for e in table if e.gap == 0]
    assert exact == [n for n in range(2, 101) if _is_prime_power(n)]    # no construction here beats a bound
    assert table[4].construction == "OA(216; 4, 6, 3) by a column of sums mod 6 added to the 6^3 tuples"


_SAGE_CHECK = r"""
import json, sys
import sage.all__sagemath_graphs
from sage.combinat.designs.designs_pyx import is_orthogonal_array
for k, n, rows in json.load(open(sys.argv[1])):
    print(int(is_orthogonal_array(rows, k, n, 2)), end=" ")
"""


@pytest.mark.slow
def test_arrays_hand_over_to_sage(tmp_path):
    """Sage's is_orthogonal_array (t = 2 only there) accepts the arrays as lists of rows: build(k, n) and the
    strength-2 arrays of the rows of a strength-3 array with a given first entry (its derived array)."""
    import json
    import os
    import subprocess

    python = os.environ.get("SAGE_PYTHON")
    if not python:
        pytest.skip("set SAGE_PYTHON to a Python where passagemath imports")
    derived = build(10, 8, 3)
    derived = derived[derived[:, 0] == 0][:, 1:]                            # an OA(9, 8)
    broken = build(4, 10).tolist()
    broken[0][3] = broken[1][3]                                             # a repeated pair: Sage says no
    cases = [[4, 10, build(4, 10).tolist()], [9, 8, derived.tolist()], [7, 12, build(7, 12).tolist()],
             [4, 10, broken]]
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(cases))
    out = subprocess.run([python, "-c", _SAGE_CHECK, str(path)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.split() == ["1", "1", "1", "0"]


def test_bruck_ryser_orders_lower_the_bounds():
    # no projective plane of order n when n = 1, 2 mod 4 is not a sum of two squares (Bruck-Ryser 1949)
    squares = {a * a + b * b for a in range(11) for b in range(11)}
    excluded = [n for n in range(2, 101) if n % 4 in (1, 2) and n not in squares]
    assert excluded[:6] == [6, 14, 21, 22, 30, 33]
    for n in range(2, 101):
        assert oa_upper_bound(n, 2)[0] == (n if n in excluded else n + 1), n
        bush = n + 1 if n % 2 else n + 2
        assert oa_upper_bound(n, 3)[0] == (4 if n <= 3 else min(bush, n + 1) if n in excluded else bush), n
    assert exists(7, 6, 2) is False and exists(6, 6, 2) is None and exists(7, 6, 3) is None
    assert exists(8, 6, 3) is False
