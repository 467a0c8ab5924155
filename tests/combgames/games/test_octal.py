"""The OctalGame class: rules by code digit, notation, errors."""

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.catalogue import make_game, make_game_from_text
from combgames.games.octal import OctalGame


def test_kayles_moves_on_one_heap():
    game = OctalGame("0.77", [4])
    p = game.initial()
    left = sorted(tuple(sorted(game.play(p, m)[0])) for m in game.moves(p))
    # remove 1: 3 | 1+2 ; remove 2: 2 | 1+1
    assert left == sorted([(3,), (1, 2), (2,), (1, 1)])


def test_dawsons_kayles_cannot_take_one():
    game = OctalGame("0.07", [3])
    assert all(k == 2 for _, k, _ in game.moves(game.initial()))
    with pytest.raises(IllegalMoveError, match="does not allow"):
        game.play(game.initial(), (0, 1, 2))


def test_notation_round_trip():
    game = OctalGame("0.77", [3, 5])
    p = game.play(game.initial(), game.parse_move("2:1:2"))
    assert p == ((3, 2, 2), 1)
    assert game.parse_position(game.format_position(p)) == p
    with pytest.raises(PositionFormatError):
        game.parse_move("2-1")
    with pytest.raises(PositionFormatError):
        game.parse_position("3 x")


def test_errors():
    with pytest.raises(ValueError, match="heaps"):
        OctalGame("0.77", [-1])
    with pytest.raises(ValueError, match="code .0.G.: the character .G. at position 3"):
        OctalGame("0.G", [1])
    with pytest.raises(IllegalMoveError):
        OctalGame("0.77", [2]).play(((2,), 0), (5, 1, 0))


def test_registry():
    assert str(make_game("kayles").code) == "0.77"
    assert make_game("dawsons-kayles", heaps=[4, 5]).heaps == (4, 5)
    assert make_game("octal", code="0.137", heaps=3).initial() == ((3,), 0)
    assert make_game_from_text("octal", {"code": "0.137", "heaps": "3"}).initial() == ((3,), 0)
    with pytest.raises(TypeError, match="code cannot be set: this game fixes code=0.77; choose it with game 'octal'"):
        make_game("kayles", code="0.07")
    with pytest.raises(ValueError, match="option code: take-and-break code '0.9x': the character 'x' at position 4"):
        make_game_from_text("octal", {"code": "0.9x"})
