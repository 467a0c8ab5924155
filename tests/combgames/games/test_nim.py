"""Nim: moves, notation and errors."""

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.nim import Nim


def test_moves_and_play():
    g = Nim([2, 1])
    p = g.initial()
    assert sorted(g.moves(p)) == [(0, 1), (0, 2), (1, 1)]
    assert g.play(p, (0, 2)) == ((0, 1), 1)


def test_text():
    g = Nim([3, 4, 5])
    assert g.parse_position("3 4 5 | 2") == ((3, 4, 5), 1)
    assert g.format_position(((3, 4, 1), 1)) == "3 4 1 | 2"
    assert g.parse_move("2:3") == (1, 3) and g.format_move((1, 3)) == "2:3"


@pytest.mark.parametrize("heaps", [[-1], [1.5], ["a"], [True]])
def test_bad_heaps(heaps):
    with pytest.raises(ValueError, match="heaps"):
        Nim(heaps)


def test_bad_moves_and_text():
    g = Nim([2])
    with pytest.raises(IllegalMoveError, match="cannot remove 3"):
        g.play(g.initial(), (0, 3))
    with pytest.raises(IllegalMoveError, match="heap index"):
        g.play(g.initial(), (4, 1))
    with pytest.raises(PositionFormatError):
        g.parse_position("3 x")
    with pytest.raises(ValueError, match="convention"):
        Nim([1], convention="weird")
