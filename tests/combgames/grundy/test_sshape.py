"""S-shaped boards: the closed formula r(a, b) against the exact DP and the general solver."""

import numpy as np
import pytest
from hypothesis import example, given, strategies as st

from combgames.games.tactix import Tactix
from combgames.grundy.sshape import s_board_text, s_formula, s_table, s_value
from combgames.grundy.staircase import staircase_value
from combgames.solvers import GrundyEvaluator

TABLE_512 = None


def _table_512():
    global TABLE_512
    if TABLE_512 is None:
        TABLE_512 = s_table(512)
    return TABLE_512


def test_formula_equals_exact_dp_for_all_a_b_up_to_256():
    R = _table_512()
    bad = [(a, b) for a in range(257) for b in range(257) if s_formula(a, b) != R[a, b]]
    assert bad == []


@given(st.integers(0, 512), st.integers(0, 512))
@example(512, 512).via("largest table entry")
@example(257, 511).via("same leading power, one below the next")
def test_formula_equals_exact_dp_beyond_256(a, b):
    assert s_formula(a, b) == _table_512()[a, b]


@pytest.mark.parametrize("a, b", [(a, b) for a in range(1, 7) for b in range(1, 7) if a + b <= 9])
def test_formula_and_dp_equal_general_solver(a, b):
    """Independent check: the generic Grundy solver on the Tactix board S(a, b) (2 x (a + b - 1) grid)."""
    game = Tactix.from_text(s_board_text(a, b))
    v = GrundyEvaluator(game, symmetry=False).value(game.initial())
    assert s_formula(a, b) == v == s_value(a, b) == staircase_value([a, b])


def test_dp_is_symmetric_and_values_of_rows_are_heaps():
    R = _table_512()
    assert np.array_equal(R, R.T)
    assert list(R[0, :10]) == list(range(10)) and list(R[:10, 0]) == list(range(10))


def test_no_s_board_is_a_second_player_win():
    R = _table_512()
    assert int((R[1:, 1:] == 0).sum()) == 0


@given(st.integers(0, 10**30), st.integers(0, 10**30))
def test_formula_properties_at_any_size(a, b):
    r = s_formula(a, b)
    assert r == s_formula(b, a)
    assert 0 <= r <= a + b
    if a and b and a.bit_length() != b.bit_length():
        assert r == a + b


def test_zero_base_case_is_wrong():
    assert s_formula(2, 3, base="zero") != s_value(2, 3) == s_formula(2, 3)


def test_bad_arguments():
    with pytest.raises(ValueError, match="a must be"):
        s_formula(-1, 2)
    with pytest.raises(ValueError, match="base"):
        s_formula(1, 2, base="one")
    with pytest.raises(ValueError, match="a >= 1"):
        s_board_text(0, 3)


@pytest.mark.slow
def test_formula_equals_exact_dp_up_to_1024():
    R = s_table(1024)
    assert all(s_formula(a, b) == R[a, b] for a in range(1025) for b in range(1025))


def _diagonal(a):
    """Observed (not from the seed): R(a, a) = 1 for even a; 2a when a = 2^k - 1; else 2^(t+1) - 1 with t
    the number of trailing 1 bits of a."""
    if a % 2 == 0:
        return 1
    if (a + 1) & a == 0:
        return 2 * a
    t = 0
    while a >> t & 1:
        t += 1
    return (1 << (t + 1)) - 1


def test_observed_structure_of_the_values():
    R = _table_512()
    assert all(_diagonal(a) == R[a, a] for a in range(1, 513))
    # value 1 exactly on the even diagonal; every positive value occurs
    assert all((R[a, b] == 1) == (a == b and a % 2 == 0) for a in range(1, 257) for b in range(1, 257))
    assert set(range(1, 513)) <= set(R[1:, 1:].flatten().tolist())
    # never more than the number of counters
    assert all(R[a, b] <= a + b for a in range(513) for b in range(0, 513, 7))


def test_literal_smallest_power_reading_is_wrong():
    """The text says 'the lowest power of 2 below or at a'; read literally (m = 1) the formula fails."""
    assert s_formula(2, 2, power="smallest") == 4 != s_value(2, 2) == s_formula(2, 2) == 1
    with pytest.raises(ValueError, match="power"):
        s_formula(1, 1, power="middle")
