"""Monotonic (staircase) boards: the interval DP against the generic solver on the whole board."""

from hypothesis import given, settings, strategies as st

from combgames.games.tactix import Tactix, board_mask
from itertools import product

from combgames.grundy.staircase import (compositions, monotone_boards, staircase_cells, staircase_game,
                                        staircase_intervals, staircase_value, staircase_values)
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
    with pytest.raises(ValueError, match="positive integers"):
        staircase_value([])
    with pytest.raises(ValueError, match="positive integers"):
        staircase_game([True])


@pytest.mark.parametrize("total", range(0, 9))
def test_compositions_are_every_ordered_sum_once(total):
    """Independent check: all tuples of positive parts (at most total parts) filtered by their sum."""
    got = list(compositions(total))
    want = {t for k in range(total + 1) for t in product(range(1, total + 1), repeat=k) if sum(t) == total}
    assert len(got) == len(set(got)) == max(1, 2 ** (total - 1))
    assert set(got) == want


def test_compositions_refuse_negative_and_non_integers():
    with pytest.raises(ValueError, match="total must be a non-negative integer"):
        list(compositions(-1))
    with pytest.raises(TypeError, match="total"):
        list(compositions(2.0))


def test_staircase_game_is_the_board_built_by_hand():
    for lengths in ([1], [3, 2], [2, 1, 3], [1, 1, 1]):
        assert staircase_game(lengths).board == Tactix(*_box(lengths), board_mask(staircase_cells(lengths),
                                                                                  _box(lengths)[1])).board
    assert staircase_game([2, 2], convention="misere").convention == "misere"


def _box(lengths):
    cells = staircase_cells(lengths)
    return max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1


def test_monotone_boards_are_the_compositions_and_their_dp_values_agree_with_the_solver():
    for total in range(1, 7):
        boards = list(monotone_boards(total))
        assert [lengths for lengths, _ in boards] == list(compositions(total))
        for lengths, game in boards:
            assert bin(game.board).count("1") == total
            assert staircase_value(lengths) == GrundyEvaluator(game, symmetry=False).value(game.initial())
