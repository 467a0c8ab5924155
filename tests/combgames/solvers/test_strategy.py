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


def _keys_on_every_line(g, strategy, player, p):
    """The positions (by the game's key) reached by a strategy, collected by replaying every line."""
    keys, stack = set(), [(strategy, p)]
    while stack:
        node, q = stack.pop()
        keys.add(g.canonical(q))
        if g.result(q) is not None or not g.moves(q):
            continue
        children = [(node.move, node.next)] if g.to_move(q) == player else node.replies.items()
        stack.extend((sub, g.play(q, m)) for m, sub in children)
    return keys


def test_checking_up_to_symmetry_visits_each_key_once():
    g = TicTacToe()
    s = alphabeta(g, strategy=True).strategy
    lines = check_strategy(g, s, player=0, goal="draw")
    positions = check_strategy(g, s, player=0, goal="draw", symmetry=True)
    # the search's tree is not symmetric, so an image met again is skipped with the keys below it
    assert 0 < positions <= len(_keys_on_every_line(g, s, 0, g.initial())) and lines > 0


def test_checking_up_to_symmetry_still_finds_a_missing_reply_and_a_lost_line():
    g = TicTacToe()
    q = g.parse_position("xo./.../... X")
    s = alphabeta(g, q, strategy=True).strategy
    del s.next.replies[next(iter(s.next.replies))]
    with pytest.raises(StrategyError, match="missing"):
        check_strategy(g, s, player=0, goal="win", position=q, symmetry=True)
    draw = alphabeta(g, strategy=True).strategy  # a draw is not a win
    with pytest.raises(StrategyError, match="not a win"):
        check_strategy(g, draw, player=0, goal="win", symmetry=True)


class _Cycle:
    """Four positions in a ring, one move each ("step"), no end: any strategy plays forever."""

    players = 2

    def initial(self):
        return 0

    def to_move(self, p):
        return p % 2

    def moves(self, p):
        return ["step"]

    def play(self, p, m):
        return (p + 1) % 4

    def result(self, p):
        return None


def test_a_strategy_that_loops_is_no_win_up_to_symmetry():
    mine = Strategy(move="step")
    mine.next = Strategy(replies={"step": mine})  # a finite object for an endless line
    with pytest.raises(StrategyError, match="endless play"):
        check_strategy(_Cycle(), mine, player=0, goal="win", symmetry=True)
    assert check_strategy(_Cycle(), mine, player=0, goal="draw", symmetry=True) == 4


def test_references_in_the_keyed_replay():
    """replay_strategy with references (the walk of check_coalition_strategy_keyed): an empty node where play goes
    on must name a position checked elsewhere under the same key; one never checked fails, and the option needs a
    key and a tree."""
    from combgames.solvers.strategy import replay_strategy

    g = TicTacToe()
    q = g.parse_position("xo./.../... X")
    s = alphabeta(g, q, strategy=True).strategy
    wins = (lambda r: r == 0), "a win for player 0"
    assert replay_strategy(g, s, (0,), *wins, q, key=lambda p: p, references=True).positions > 0
    s.next = Strategy()  # the position after X's first move, now a reference to a position checked nowhere
    with pytest.raises(StrategyError, match="never checks"):
        replay_strategy(g, s, (0,), *wins, q, key=lambda p: p, references=True)
    with pytest.raises(StrategyError, match="replies do not match"):
        replay_strategy(g, s, (0,), *wins, q, key=lambda p: p)
    with pytest.raises(ValueError, match="needs a key"):
        replay_strategy(g, s, (0,), *wins, q, references=True)
    with pytest.raises(TypeError, match="tree"):
        replay_strategy(g, lambda p: 0, (0,), *wins, q, key=lambda p: p, references=True)
