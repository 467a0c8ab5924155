"""The interface helpers of combgames.game: declared capabilities and the no-move rule."""

import pytest

from combgames.game import (DRAW, capabilities, final_result, move_from_text, move_text, position_key, position_text,
                            resolve_no_move_rule)
from combgames.games.nim import Nim
from combgames.games.positional import TicTacToe
from combgames.games.token import TokenGame


def test_capabilities_report_what_each_game_declares():
    ttt = TicTacToe()
    caps = capabilities(ttt)
    assert (caps.players, caps.impartial, caps.convention, caps.acyclic, caps.no_move_rule) == (2, False, "normal",
                                                                                              True, None)
    assert caps.canonical == ttt.canonical and caps.order_moves == ttt.order_moves and caps.positions is None
    assert caps.pass_turn is None and caps.format_move == ttt.format_move
    nim = capabilities(Nim([1, 2], convention="misere"))
    assert nim.impartial and nim.convention == "misere" and nim.acyclic and nim.order_moves is None
    assert capabilities(TokenGame({0: [1], 1: []}, start=0)).positions is not None


def test_no_move_rule_follows_the_convention_and_can_be_overridden():
    assert resolve_no_move_rule(Nim([1])) == "loss"
    assert resolve_no_move_rule(Nim([1], convention="misere")) == "win"
    assert resolve_no_move_rule(Nim([1]), "draw") == "draw"
    with pytest.raises(ValueError, match="no_move_rule"):
        resolve_no_move_rule(Nim([1]), "lose")
    with pytest.raises(TypeError, match="pass_turn"):
        resolve_no_move_rule(Nim([1]), "pass")


def test_final_result_applies_the_rule_to_a_stuck_player():
    g = Nim([0])
    p = g.initial()  # player 0 to move, no move left
    assert final_result(g, p, rule="loss") == 1
    assert final_result(g, p, rule="win") == 0
    assert final_result(g, p, rule="draw") == DRAW
    assert final_result(Nim([1]), Nim([1]).initial()) is None


def test_position_key_is_canonical_only_with_symmetry():
    g = TicTacToe()
    corner, other = g.play(g.initial(), 0), g.play(g.initial(), 8)
    assert position_key(g)(corner) == position_key(g)(other)
    assert position_key(g, symmetry=False)(corner) == corner != other
    token = TokenGame({0: [1], 1: []}, start=0)
    assert position_key(token)((1, 0)) == 1  # its canonical key drops the player


def test_notation_helpers_fall_back_to_str_and_repr():
    g = TicTacToe()
    p = g.initial()
    assert move_text(g, 4, p) == "b2" and move_from_text(g, "b2", p) == 4
    assert position_text(g, p) == ".../.../... X"
    token = TokenGame({0: [1], 1: []}, start=0)  # no notation of its own
    assert move_text(token, 1, (0, 0)) == "1" and move_from_text(token, "1", (0, 0)) == 1
    assert position_text(token, (0, 0)) == "(0, 0)" and move_text(token, None, (0, 0)) == "pass"
    with pytest.raises(ValueError, match="not a legal move"):
        move_from_text(token, "7", (0, 0))


def test_solvers_check_positions_handed_to_them():
    from combgames.solvers import alphabeta, check_strategy, grundy_value, retrograde

    class Checked(TokenGame):
        def check_position(self, p):
            if not (isinstance(p, tuple) and len(p) == 2 and p[0] in self.graph and p[1] in (0, 1)):
                raise ValueError(f"not a position of this token game: {p!r}")

    g = Checked({0: [1], 1: [2], 2: []}, start=0)
    for call in (lambda: alphabeta(g, (7, 0)), lambda: retrograde(g, start=(7, 0)), lambda: grundy_value(g, (7, 0)),
                 lambda: retrograde(g).value((7, 0))):
        with pytest.raises(ValueError, match="not a position of this token game"):
            call()
    assert (7, 0) not in retrograde(g)
    with pytest.raises(TypeError, match="strategy must be a Strategy"):
        check_strategy(g, {"x": 1}, player=0)


def test_fast_impartial_values_are_used_and_can_be_bypassed():
    from combgames.solvers import GrundyEvaluator

    class Counted(TokenGame):
        calls = 0

        def nim_value(self, p):
            Counted.calls += 1
            return 0 if p[0] == 2 else 1 if p[0] == 1 else 0

    g = Counted({0: [1], 1: [2], 2: []}, start=0)
    assert GrundyEvaluator(g).value((0, 0)) == 0 and Counted.calls == 1
    assert GrundyEvaluator(g, search=True).value((0, 0)) == 0 and Counted.calls == 1
