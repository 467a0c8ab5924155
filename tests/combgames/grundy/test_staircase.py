"""Monotonic (staircase) boards: the interval DP against the generic solver on the whole board."""

from hypothesis import given, settings, strategies as st

from combgames.games.tactix import Tactix, board_mask
from combgames.grundy.staircase import staircase_cells, staircase_intervals, staircase_value, staircase_values
from combgames.solvers import GrundyEvaluator
import pytest


def _general(lengths):
    cells = staircase_cells(lengths)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    game = Tactix(rows, cols, board_mask(cells, cols))
    return GrundyEvaluator(game, symmetry=False).value(game.initial())


@given(st.lists(st.integers(1, 4), min_size=1, max_size=4).filter(lambda ls: sum(ls) <= 9))
@settings(max_examples=40)
def test_dp_equals_general_solver(lengths):
    assert staircase_value(lengths) == _general(lengths)


def test_one_row_is_a_nim_heap_and_one_column_too():
    assert [staircase_value([n]) for n in range(1, 8)] == list(range(1, 8))
    assert [staircase_value([1] * n) for n in range(1, 8)] == list(range(1, 8))


def test_intervals_are_straight_and_sub_intervals_agree():
    lengths = [3, 1, 2]
    cells = staircase_cells(lengths)
    for i, j in staircase_intervals(lengths):
        seg = cells[i:j + 1]
        assert len({r for r, _ in seg}) == 1 or len({c for _, c in seg}) == 1
    V = staircase_values(lengths)
    assert V[0][len(cells) - 1] == staircase_value(lengths)


def test_bad_lengths():
    with pytest.raises(ValueError, match="positive integers"):
        staircase_value([2, 0])
