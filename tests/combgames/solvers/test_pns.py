"""Proof-number search against the generic alpha-beta (the reference): values on every tic-tac-toe opening, Nim,
random hypergraphs; proofs exported as strategies that the independent checker replays; the node limit."""

import pytest
from hypothesis import given, settings

from combgames.games.designs_games import affine_plane_game
from combgames.games.nim import Nim
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import alphabeta, check_strategy
from combgames.solvers.pns import proof_number_search
from combgames.solvers.values import SearchLimitError
from tests.combgames.solvers.test_compiled_positional import hypergraphs


def test_tictactoe_openings_have_the_generic_values():
    g = TicTacToe()
    for m in (0, 1, 4):  # the openings up to symmetry
        p = g.play(g.initial(), m)
        for reply in g.moves(p):
            q = g.play(p, reply)
            assert proof_number_search(g, q).value.outcome == alphabeta(g, q).value.outcome


@pytest.mark.parametrize("heaps", [(1, 2, 3), (1, 2, 4), (2, 2), (3, 5)])
def test_nim_values(heaps):
    g = Nim(list(heaps))
    assert proof_number_search(g).value.outcome == alphabeta(g).value.outcome


@settings(max_examples=15, deadline=None)
@given(hypergraphs())
def test_random_hypergraphs(g):
    r = proof_number_search(g, strategy=True)
    assert r.value.outcome == alphabeta(g).value.outcome
    if r.value.outcome != "loss":
        check_strategy(g, r.strategy, 0, r.value.outcome)


@pytest.mark.parametrize("build, goal", [(lambda: affine_plane_game(3), "win"), (TicTacToe, "draw")])
def test_proofs_are_strategies_the_checker_replays(build, goal):
    g = build()
    r = proof_number_search(g, strategy=True)
    assert r.value.outcome == goal
    assert check_strategy(g, r.strategy, 0, goal) > 0
    assert set(r.best_moves) == set(alphabeta(g, distance=False).best_moves) or goal == "win"


def test_node_limit():
    with pytest.raises(SearchLimitError, match="max_nodes=50"):
        proof_number_search(TicTacToe(), max_nodes=50)


def test_solve_with_method_pns():
    from combgames.solvers import solve

    s = solve(TicTacToe(), method="pns")
    assert (s.method, str(s.value), len(s.best_moves)) == ("pns", "draw", 9)


@pytest.mark.parametrize("budget", [0, 200])
def test_compiled_leaf_evaluator_keeps_the_values(budget):
    from combgames.solvers.compiled import leaf_evaluator

    for g in (affine_plane_game(3), TicTacToe(), PositionalGame(7, [(0, 1, 2), (2, 3, 4), (4, 5, 6), (0, 3, 6)])):
        r = proof_number_search(g, evaluate=leaf_evaluator(g, budget=budget, threats=4), strategy=True)
        assert r.value.outcome == alphabeta(g).value.outcome
        if r.value.outcome != "loss":
            check_strategy(g, r.strategy, 0, r.value.outcome)
