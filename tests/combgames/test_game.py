"""The interface helpers of combgames.game: declared capabilities and the no-move rule."""

import pytest

from combgames.game import DRAW, capabilities, final_result, no_move_rule
from combgames.games.nim import Nim
from combgames.games.positional import TicTacToe
from combgames.games.token import TokenGame


def test_capabilities_report_what_each_game_declares():
    assert capabilities(TicTacToe()) == {"canonical": True, "positions": False, "impartial": False,
                                         "convention": "normal", "acyclic": True, "no_move_rule": None,
                                         "players": 2}
    nim = capabilities(Nim([1, 2], convention="misere"))
    assert nim["impartial"] and nim["convention"] == "misere" and nim["acyclic"]
    assert capabilities(TokenGame({0: [1], 1: []}, start=0))["positions"]


def test_no_move_rule_follows_the_convention_and_can_be_overridden():
    assert no_move_rule(Nim([1])) == "loss"
    assert no_move_rule(Nim([1], convention="misere")) == "win"
    assert no_move_rule(Nim([1]), "draw") == "draw"
    with pytest.raises(ValueError, match="no_move_rule"):
        no_move_rule(Nim([1]), "lose")
    with pytest.raises(TypeError, match="pass_turn"):
        no_move_rule(Nim([1]), "pass")


def test_final_result_applies_the_rule_to_a_stuck_player():
    g = Nim([0])
    p = g.initial()  # player 0 to move, no move left
    assert final_result(g, p, rule="loss") == 1
    assert final_result(g, p, rule="win") == 0
    assert final_result(g, p, rule="draw") == DRAW
    assert final_result(Nim([1]), Nim([1]).initial()) is None
