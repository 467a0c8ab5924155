"""The MOLS table to 10,000 (designs.mols_constructions): the fast plan against the constructions' formulas read
literally, the printed table, and the plan's claims built and verified (every order <= 100 here; a random sample
of larger orders in the slow run).

The published table (Handbook, Table III.3.87) is compared in the reproduce rows
(``combgames reproduce --only 'mols.*'``); these tests check the library against itself and against the
definitions.
"""

import random

import pytest

from designs.fields import factorise
from designs.mols_constructions import (
    MAX_ORDER,
    MOLSTable,
    largest_mols,
    mols_construction,
    mols_table,
    orthogonal_array,
)
from designs.orthogonal_arrays import is_orthogonal_array
from combgames.base.checks import LimitError


def k(n):
    return 10**9 if n == 1 else largest_mols(n)


def formula(c):
    """The number of MOLS a plan claims, recomputed from its parameters and the table of smaller orders."""
    p = c.parameters
    if c.method == "product":
        return min(k(p[0]), k(p[1]))
    if c.method == "wilson":
        m, t, u = p
        return min(k(t) - 1, k(m), k(m + 1), k(u))
    if c.method == "wilson2":
        m, t, u1, u2 = p
        assert 1 <= u1 <= u2 <= t and m * t + u1 + u2 == c.order
        return min(k(t) - 2, k(m), k(m + 1), k(m + 2), k(u1), k(u2))
    if c.method == "wilson3":
        m, t, u, covering = p
        assert m * t + 3 * u == c.order and 1 <= u <= t
        return min([k(t) - 3, k(m + 1), k(m + 2), k(m + 3), k(u)] + ([] if covering else [k(m)]))
    if c.method == "wilson_block":
        m, t, i = p
        assert m * t + i == c.order
        return min(k(t) - i, k(m), k(m + 1), k(m + i))
    if c.method == "abel_cavenagh_3_4":
        m, t, r, s = p
        assert m * t + r + s == c.order and r >= 2 and 1 <= s < t
        return min(k(t) - r - 1, k(m), k(m + 1), k(m + 2), k(s), max(k(m + r), k(m + r + 1)))
    if c.method == "V(m,t)":
        m, t = p
        assert (m + 1) * t + 1 == c.order and len(factorise(m * t + 1)) == 1
        return min(m, k(t))
    if c.method == "field":
        assert len(factorise(c.order)) == 1
        return c.order - 1
    return c.k                                   # direct constructions: built and checked below


@pytest.mark.parametrize("n_max", [1500, pytest.param(MAX_ORDER, marks=pytest.mark.slow)])
def test_every_plan_is_its_formula(n_max):
    table = mols_table(n_max)
    assert len(table) == n_max - 1 and [c.order for c in table] == list(range(2, n_max + 1))
    for c in table:
        assert c.k == formula(c) >= 1, c


def _brute_force(n):
    """The best k by product and Wilson's constructions (one, two truncated groups, a full block), every
    parameter tried in plain loops, as the Handbook states them."""
    best = 1
    for a in range(2, n):
        if n % a == 0 and 2 <= n // a:
            best = max(best, min(k(a), k(n // a)))
    for t in range(2, n):
        for m in range(2, n // t + 1):
            s = n - m * t
            if 1 <= s <= t:
                best = max(best, min(k(t) - 1, k(m), k(m + 1), k(s)))
            for u1 in range(1, t + 1):
                if u1 <= s - u1 <= t:
                    best = max(best, min(k(t) - 2, k(m), k(m + 1), k(m + 2), k(u1), k(s - u1)))
            if 2 <= s < k(t) and m + s < n:
                best = max(best, min(k(t) - s, k(m), k(m + 1), k(m + s)))
    return best


@pytest.mark.parametrize("low, high", [(2, 130), (500, 520)])
def test_the_vectorised_plan_misses_no_parameter(low, high):
    for n in range(low, high):
        c = mols_construction(n)
        if len(factorise(n)) > 1:
            assert c.k >= _brute_force(n), n
            if c.method in ("product", "wilson", "wilson2", "wilson_block", "trivial"):
                assert c.k == _brute_force(n), n


def test_every_order_up_to_100_is_built_and_verified():
    for c in mols_table(100):
        if c.order > 60 and c.method != "field":          # orders <= 60 are built in test_mols.py
            assert is_orthogonal_array(orthogonal_array(c.k + 2, c.order), c.k + 2, c.order), c


@pytest.mark.slow
def test_a_random_sample_of_larger_orders_is_built_and_verified():
    """A sample, not a proof: 16 orders drawn (seed 33) from the non-prime-powers 101..900 whose OA(k + 2, n) has
    at most 10^7 entries (the builders' default limit), each plan built and its OA(k + 2, n) checked."""
    rng = random.Random(33)
    orders = rng.sample([n for n in range(101, 901)
                         if len(factorise(n)) > 1 and (largest_mols(n) + 2) * n * n <= 10**7], 16)
    for n in orders:
        c = mols_construction(n)
        assert is_orthogonal_array(orthogonal_array(c.k + 2, n), c.k + 2, n), c


# Sage 10 (passagemath), ``from sage.combinat.designs.latin_squares import MOLS_table; MOLS_table(0, 60)``,
# printed; Sage pads its last cells where this table strips the line's end
SAGE_MOLS_TABLE_0_60 = """\
       0   1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19
    ________________________________________________________________________________
  0| +oo +oo   1   2   3   4   1   6   7   8   2  10   5  12   4   4  15  16   5  18
 20|   4   5   3  22   7  24   4  26   5  28   4  30  31   5   4   5   8  36   4   5
 40|   7  40   5  42   5   6   4  46   8  48   6   5   5  52   5   6   7   7   5  58"""


def test_the_table_prints_like_sages():
    table = mols_table(59)
    assert isinstance(table, MOLSTable) and isinstance(table, list)
    title, *grid = str(table).splitlines()
    assert grid == SAGE_MOLS_TABLE_0_60.splitlines() and title.startswith("MOLS:")
    assert str(mols_table(45)).splitlines()[5] == " 40|   7  40   5  42   5   6"
    assert [c.k for c in table][:5] == [1, 2, 3, 4, 1] and table[8].order == 10     # still the list of entries


def test_the_table_in_html_and_in_rows_of_ten():
    table = mols_table(45)
    html = table._repr_html_()
    assert html.count("<tr>") == 4 and "<caption>MOLS:" in html
    assert '<th scope="col" style="text-align: right">19</th>' in html and '<th scope="row">40</th>' in html
    assert '<td title="the field GF(41)" style="text-align: right">40</td>' in html
    assert '<td title="the direct product 2 x 22 (MacNeish)"' not in html      # 44: 5 MOLS, not the product's 1
    assert html.count('<td style="text-align: right"></td>') == 14             # orders 46..59 are not in it
    assert html.count(">+oo</td>") == 2
    ten = table.table(per_row=10)
    assert ten.index == (0, 10, 20, 30, 40) and ten.rows[1] == (2, 10, 5, 12, 4, 4, 15, 16, 5, 18)
    assert ten.to_dicts()[4]["index"] == 40 and ten.column("1") == ("+oo", 10, 5, 30, 40)


def test_bad_input_and_refusals():
    with pytest.raises(ValueError, match="order"):
        mols_construction(MAX_ORDER + 1)
    with pytest.raises(ValueError, match="n_max"):
        mols_table(1)
    with pytest.raises(LimitError, match=r"OA\(2000, 1999\)"):
        mols_table(2000, build=True)


@pytest.mark.parametrize("n, parameters", [(164, (7, 23, 2, 1)), (314, (23, 13, 4, 11))])
def test_abel_cavenagh_construction_3_4(n, parameters):
    c = mols_construction(n)                         # Handbook: 6 MOLS(164), 7 MOLS(314); Sage finds the same
    assert (c.method, c.parameters) == ("abel_cavenagh_3_4", parameters) and "3.4" in c.description
    assert is_orthogonal_array(orthogonal_array(c.k + 2, n), c.k + 2, n) and c.k == {164: 6, 314: 7}[n]


@pytest.mark.slow
def test_large_orders_name_their_construction():
    """Slow (about 18 s): the planner plans every order up to 9,973 once per process."""
    c = mols_construction(7968)
    assert (c.k, c.method, c.parameters) == (30, "wilson", (31, 256, 32))
    assert mols_construction(9973).k == 9972                              # a prime
    assert mols_construction(4624).method == "product"                    # 68^2 = 16 * 289
