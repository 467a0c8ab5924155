"""Domineering's values through numbered regions (combgames.games.domineering, the region walk of
combgames.cgt.game_value) against independent computations: the plain walk over whole boards (no regions, no
symmetry, no keys), pycgt (when installed) on random boards, and the negation under transposition."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.cgt import game_value
from combgames.games.domineering import Domineering


class PlainDomineering:
    """Domineering's options on whole boards only: no summands, no value keys, no region hooks (the
    reference walk of :func:`combgames.cgt.game_value`, memoised on the position itself)."""

    players = 2

    def __init__(self, board):
        self.board = board
        self.rules = Domineering(max(board[0], 1), max(board[1], 1))

    def initial(self):
        return (self.board, 0)

    def left_options(self, p):
        return self.rules.left_options(p)

    def right_options(self, p):
        return self.rules.right_options(p)


def boards(max_side: int = 4, max_cells: int = 12):
    """Random boards (rows, cols, empty mask) with at most ``max_cells`` cells."""
    sides = st.tuples(st.integers(1, max_side), st.integers(1, max_side)).filter(lambda s: s[0] * s[1] <= max_cells)
    return sides.flatmap(lambda s: st.tuples(st.just(s[0]), st.just(s[1]), st.integers(0, (1 << (s[0] * s[1])) - 1)))


def transposed(board):
    rows, cols, empty = board
    out = 0
    for r in range(rows):
        for c in range(cols):
            if empty >> (r * cols + c) & 1:
                out |= 1 << (c * rows + r)
    return (cols, rows, out)


@settings(max_examples=120, deadline=None)
@given(boards())
def test_the_region_walk_agrees_with_the_plain_walk(board):
    g = Domineering(4, 4)
    assert game_value(g, (board, 0)) is game_value(PlainDomineering(board))


@settings(max_examples=60, deadline=None)
@given(boards(max_side=5, max_cells=16))
def test_a_transposed_board_has_the_negative_value(board):
    g = Domineering(4, 4)
    assert game_value(g, (transposed(board), 0)) is -game_value(g, (board, 0))


@pytest.mark.parametrize("rows, cols", [(1, 6), (2, 5), (3, 3), (3, 4), (4, 3), (2, 6)])
def test_rectangles_agree_with_the_plain_walk(rows, cols):
    board = (rows, cols, (1 << (rows * cols)) - 1)
    assert game_value(Domineering(rows, cols)) is game_value(PlainDomineering(board))


def test_the_value_does_not_depend_on_the_walks_before():
    """Region numbers are assigned as shapes are met: valuing boards in another order gives the same values."""
    g = Domineering(3, 3)
    texts = ["..#/.../.#.", "#../.../..#", ".../.#./...", "../../..", "..../...."]
    first = [game_value(g, g.parse_position(t)) for t in texts]
    again = [game_value(g, g.parse_position(t)) for t in reversed(texts)]
    assert first == list(reversed(again))


@settings(max_examples=40, deadline=None)
@given(boards(max_side=4, max_cells=12))
def test_values_agree_with_pycgt(board):
    pycgt = pytest.importorskip("pycgt")
    from pycgt.rulesets import domineering

    rows, cols, empty = board
    text = "\n".join("".join("." if empty >> (r * cols + c) & 1 else "#" for c in range(cols)) for r in range(rows))

    def theirs(x):
        return pycgt.game([theirs(y) for y in x.left], [theirs(y) for y in x.right])

    assert theirs(game_value(Domineering(4, 4), (board, 0))) == domineering.parse(text)


def _board_regions_after(rows, cols, region, vertical):
    """The sums of regions left by each domino of one direction (vertical or horizontal) on ``region`` (a mask
    of the rows x cols board), found on the board itself (flood fills on the board's grid)."""
    from combgames.games.domineering import _regions_of

    out = []
    for cell in range(rows * cols):
        other = cell + (cols if vertical else 1)
        if not vertical and cell % cols == cols - 1:
            continue
        if other < rows * cols and region >> cell & 1 and region >> other & 1:
            out.append(_regions_of(rows, cols, region & ~(1 << cell) & ~(1 << other)))
    return sorted(out)


@settings(max_examples=80, deadline=None)
@given(boards(max_side=5, max_cells=16))
def test_a_regions_options_are_the_boards_its_dominoes_leave(board):
    """The options of a numbered region (drawn on the grid of its shapes, split by flood fills there) against the boards the dominoes leave on the original board, cut into regions by plain flood fills: the same
    sums. A region numbered -n is the transpose of region n, so it is looked at on the transposed board."""
    from combgames.games.domineering import _region_options, _regions_of

    for rows, cols, empty in (board, transposed(board)):
        for n in _regions_of(rows, cols, empty):
            if n < 0:
                continue
            region = _one_region(rows, cols, empty, n)
            left, right = _region_options(n)
            assert _board_regions_after(rows, cols, region, True) == sorted(left)
            assert _board_regions_after(rows, cols, region, False) == sorted(right)


def _one_region(rows, cols, empty, n):
    """The mask of a region of the board whose number is ``n``."""
    from combgames.games.domineering import _regions_of
    from combgames.base.bitboards import grid_components

    for comp in grid_components(rows, cols, empty):
        if _regions_of(rows, cols, comp) == (n,):
            return comp
    raise AssertionError(f"no region numbered {n}")
