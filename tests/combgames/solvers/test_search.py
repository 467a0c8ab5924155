"""Alpha-beta search against plain minimax, with and without symmetry, and its error handling."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.games.positional import PositionalGame, TicTacToe
from combgames.games.token import TokenGame
from combgames.solvers import Searcher, alphabeta, retrograde
from combgames.solvers.values import score
from tests.reference.minimax import minimax, reachable


def test_tictactoe_every_reachable_position_matches_minimax():
    """Exact value and distance of all 5478 reachable positions equal the unpruned minimax values."""
    g = TicTacToe()
    memo = {}
    searcher = Searcher(g)
    for p in reachable(g):
        assert alphabeta(g, p, searcher=searcher).value == minimax(g, p, memo=memo), g.format_position(p)


def test_symmetry_does_not_change_values_but_saves_work():
    g = TicTacToe()
    with_sym, without = alphabeta(g), alphabeta(g, symmetry=False)
    assert with_sym.value == without.value
    assert sorted(with_sym.best_moves) == sorted(without.best_moves)
    assert with_sym.table_size < without.table_size


def test_best_moves_are_exactly_the_value_preserving_moves():
    g = TicTacToe()
    p = g.parse_position("x../.o./..x O")
    r = alphabeta(g, p)
    expected = [m for m in g.moves(p) if minimax(g, g.play(p, m)).negate() == r.value]
    assert sorted(r.best_moves) == sorted(expected)


def test_principal_variation_reaches_the_end_with_the_value():
    g = TicTacToe()
    p = g.parse_position("xo./.x./... O")
    r = alphabeta(g, p)
    assert r.value.outcome == "loss"
    q = p
    for m in r.pv:
        q = g.play(q, m)
    assert g.result(q) == 0 and len(r.pv) == r.value.distance


def test_win_distance_is_fastest_for_the_winner():
    g = TicTacToe()
    p = g.parse_position("xx./oo./... X")  # rows from the top: X completes the top row, c3 (a1 is bottom left)
    r = alphabeta(g, p)
    assert str(r.value) == "win in 1" and r.best_moves == [g.parse_move("c3")]


@st.composite
def small_hypergraph_games(draw):
    n = draw(st.integers(3, 7))
    lines = draw(st.lists(st.lists(st.integers(0, n - 1), min_size=2, max_size=3, unique=True), min_size=1, max_size=6))
    return PositionalGame(n, lines)


@given(small_hypergraph_games())
@settings(max_examples=40, deadline=None)
def test_search_matches_minimax_on_random_hypergraphs(game):
    assert alphabeta(game).value == minimax(game, game.initial())


def test_repeating_positions_are_refused():
    g = TokenGame({0: [1], 1: [0]}, start=0)
    with pytest.raises(ValueError, match="repeats"):
        alphabeta(g)


def test_three_player_game_is_refused():
    class Three:
        players = 3

    with pytest.raises(TypeError, match="two-player"):
        Searcher(Three())


def test_scores_order_values():
    from combgames.solvers.values import Value

    assert score(Value("win", 1)) > score(Value("win", 3)) > score(Value("draw")) > score(Value("loss", 5)) > score(Value("loss", 2))


def test_game_move_ordering_hook_changes_work_not_values():
    class Reversed(TicTacToe):
        def order_moves(self, p, moves):
            return list(reversed(moves))

    plain, hooked = alphabeta(TicTacToe(), symmetry=False), alphabeta(Reversed(), symmetry=False)
    assert plain.value == hooked.value
    assert plain.nodes != hooked.nodes


@given(small_hypergraph_games())
@settings(max_examples=40, deadline=None)
def test_value_only_search_agrees_with_the_distance_search(game):
    full, quick = alphabeta(game), alphabeta(game, distance=False)
    assert quick.value.outcome == full.value.outcome and quick.value.distance is None


def test_value_only_strategy_still_wins():
    from combgames.solvers import check_strategy

    g = TicTacToe()
    q = g.parse_position("xo./.../... X")
    r = alphabeta(g, q, strategy=True, distance=False)
    assert check_strategy(g, r.strategy, player=0, goal="win", position=q) > 0


def test_a_20000_ply_line_is_searched_and_a_longer_one_refused(monkeypatch):
    from combgames.games.token import TokenGame
    from combgames.solvers import search

    n = 20_000
    chain = TokenGame({i: [i + 1] for i in range(n)} | {n: []}, start=0)
    assert str(alphabeta(chain).value) == f"loss in {n}" == str(retrograde(chain).value(chain.initial()))
    import sys

    monkeypatch.setattr(search, "RECURSION_LIMIT", 5_000)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(5_000)  # the search keeps a higher limit it finds
    try:
        with pytest.raises(ValueError, match="use retrograde"):
            alphabeta(chain)
    finally:
        sys.setrecursionlimit(old)
