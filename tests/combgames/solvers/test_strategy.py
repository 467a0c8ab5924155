"""Strategy trees: built from a search, replayed against every reply, saved and loaded, and corrupted."""

import pytest

from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import StrategyError, alphabeta, check_strategy
from combgames.solvers.strategy import Strategy


def test_drawing_strategy_for_both_players_of_tictactoe():
    g = TicTacToe()
    r = alphabeta(g, strategy=True)
    assert check_strategy(g, r.strategy, player=0, goal="draw") > 0
    p = g.play(g.initial(), 4)
    r2 = alphabeta(g, p, strategy=True)
    assert check_strategy(g, r2.strategy, player=1, goal="draw", position=p) > 0


def test_winning_strategy_and_json_round_trip(tmp_path):
    g = TicTacToe()
    q = g.parse_position("xo./.../... X")  # X in a corner, O on an adjacent edge: X wins
    r = alphabeta(g, q, strategy=True)
    assert r.value.outcome == "win"
    assert check_strategy(g, r.strategy, player=0, goal="win", position=q) > 0
    path = tmp_path / "s.json"
    r.strategy.save(path, g, q)
    loaded = Strategy.load(path, g, q)
    assert loaded.size() == r.strategy.size()
    assert check_strategy(g, loaded, player=0, goal="win", position=q) > 0


def test_corrupted_strategies_are_rejected():
    g = TicTacToe()
    q = g.parse_position("xo./.../... X")
    s = alphabeta(g, q, strategy=True).strategy
    # drop one reply of O
    node = s.next
    dropped = next(iter(node.replies))
    del node.replies[dropped]
    with pytest.raises(StrategyError, match="missing"):
        check_strategy(g, s, player=0, goal="win", position=q)


def test_a_losing_line_is_found():
    g = PositionalGame(3, [(0, 1)])
    bad = Strategy(move=2, next=Strategy(replies={0: Strategy(move=1, next=Strategy())}))
    with pytest.raises(StrategyError, match="missing"):
        check_strategy(g, bad, player=0, goal="win")
