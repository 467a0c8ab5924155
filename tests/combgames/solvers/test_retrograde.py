"""Retrograde analysis against alpha-beta on acyclic games, and on loopy games against hand values."""

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.games.positional import TicTacToe
from combgames.games.token import TokenGame
from combgames.solvers import Searcher, alphabeta, retrograde
from combgames.solvers.values import Value


def test_retrograde_matches_alphabeta_on_every_tictactoe_position():
    g = TicTacToe()
    rr = retrograde(g, symmetry=False)
    searcher = Searcher(g)
    for p, v in rr.items():
        assert v == alphabeta(g, p, searcher=searcher).value


def test_symmetry_reduction_keeps_values():
    g = TicTacToe()
    full, reduced = retrograde(g, symmetry=False), retrograde(g)
    assert reduced.size < full.size
    for p, v in full.items():
        assert reduced.value(p) == v


def test_token_game_hand_values():
    # 0 -> 1 -> 2 (dead end), 1 -> 0; 3 <-> 4 a pure cycle.
    g = TokenGame({0: [1], 1: [0, 2], 2: [], 3: [4], 4: [3]}, start=0)
    rr = retrograde(g, positions="all")
    assert rr.value((2, 0)) == Value("loss", 0)
    assert rr.value((1, 0)) == Value("win", 1)
    assert rr.value((0, 1)) == Value("loss", 2)
    assert rr.value((3, 0)).outcome == "draw"
    assert rr.best_moves((1, 0)) == [2]


def test_no_move_rule_is_a_parameter():
    g = TokenGame({0: [1], 1: []}, start=0)
    # 0 -> 1 leaves the opponent stuck at the dead end 1.
    assert retrograde(g).value((0, 0)) == Value("win", 1)  # stuck player loses
    assert retrograde(g, no_move_rule="win").value((0, 0)) == Value("loss", 1)  # stuck player wins
    assert retrograde(g, no_move_rule="draw").value((0, 0)).outcome == "draw"


def _naive_loopy_values(g):
    """Fixed-point iteration: label W/L until nothing changes; the rest are draws (no distances)."""
    nodes = list(g.graph)
    val = {}
    changed = True
    while changed:
        changed = False
        for v in nodes:
            if v in val:
                continue
            succ = list(g.graph.successors(v))
            if any(val.get(s) == "loss" for s in succ):
                val[v] = "win"
                changed = True
            elif all(val.get(s) == "win" for s in succ):
                val[v] = "loss"
                changed = True
    return {v: val.get(v, "draw") for v in nodes}


@given(st.integers(2, 9).flatmap(lambda n: st.tuples(st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n))))
@settings(max_examples=60, deadline=None)
def test_random_digraphs_against_fixed_point_iteration(data):
    n, arcs = data
    graph = nx.DiGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(arcs)
    g = TokenGame(graph, start=0)
    rr = retrograde(g, positions="all")
    expected = _naive_loopy_values(g)
    for v in range(n):
        assert rr.value((v, 0)).outcome == expected[v]


def test_positions_all_needs_the_capability():
    with pytest.raises(TypeError, match="positions"):
        retrograde(TicTacToe(), positions="all")


def test_unknown_position_lookup_is_a_clear_error():
    g = TokenGame({0: [1], 1: [], 5: []}, start=0)
    rr = retrograde(g)
    with pytest.raises(KeyError, match="not in the solved"):
        rr.value((5, 0))
