"""The value of a position of any game (combgames.cgt.game_value): impartial games against grundy_value, loops
and limits refused, the partizan capability read through combgames.game.capabilities."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.catalogue import make_game
from combgames.cgt import NotShortError, game_value, nimber
from combgames.game import capabilities
from combgames.games.domineering import Domineering
from combgames.games.nim import Nim
from combgames.games.token import TokenGame
from combgames.solvers import grundy_value


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_an_impartial_games_value_is_its_nimber(heaps):
    game = Nim(heaps)
    assert game_value(game) is nimber(grundy_value(game))


@pytest.mark.parametrize("name, options", [("kayles", {"heaps": [7]}), ("dawsons-kayles", {"heaps": [9]}),
                                           ("octal", {"code": "0.137", "heaps": [8]})])
def test_octal_games_values_are_their_grundy_values(name, options):
    game = make_game(name, **options)
    assert game_value(game) is nimber(grundy_value(game))


def test_a_loop_is_refused_naming_the_position():
    game = TokenGame({0: [1], 1: [0, 2], 2: []}, start=0)
    with pytest.raises(NotShortError, match="recurs while it is being valued"):
        game_value(game)


def test_games_without_options_and_misere_games_are_refused():
    with pytest.raises(TypeError, match="left_options"):
        game_value(make_game("tictactoe"))
    with pytest.raises(TypeError, match="misere"):
        game_value(Nim([1, 2], convention="misere"))


def test_position_limit_and_bad_positions():
    with pytest.raises(ValueError, match="max_positions=5"):
        game_value(Domineering(3, 3), max_positions=5)
    with pytest.raises(ValueError, match="not a position of"):
        game_value(Domineering(2, 2), ((1, 1, 5), 0))
    with pytest.raises(TypeError):
        game_value(Domineering(2, 2), "..")


def test_the_capability_is_declared():
    caps = capabilities(Domineering(2, 2))
    assert caps.left_options is not None and caps.right_options is not None
    assert caps.summands is not None and caps.value_key is not None
    assert capabilities(Nim([1])).left_options is None
