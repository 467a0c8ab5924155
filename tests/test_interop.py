"""Interop checked for real: every networkx export in the one schema (combgames.base.graphs), OpenSpiel's MCTS
playing our games (and losing nothing against our solver), and the Sage hand-over against an installed Sage
(passagemath; a slow test, skipped when Sage is absent)."""

from __future__ import annotations

import pytest

from designs import affine_plane, projective_plane

# ------------------------------------------------------------------------------------------------ networkx


def assert_schema(G, *, blocks: bool | None = None) -> None:
    """``G`` follows the schema of :mod:`combgames.base.graphs`: points 0..v-1, then blocks; kinds and labels."""
    v = G.graph["points"]
    assert "name" in G.graph
    assert not G.is_directed()
    for node, data in G.nodes(data=True):
        assert isinstance(node, int) and node >= 0
        if node < v:
            assert data["kind"] == "point" and data["bipartite"] == 0 and "label" in data
            if "pos" in data:
                assert len(data["pos"]) == 2
        else:
            assert data["kind"] == "block" and data["bipartite"] == 1 and "label" in data
    assert set(range(v)) <= set(G.nodes)
    for a, b, data in G.edges(data=True):
        a, b = sorted((a, b))
        if data["kind"] == "edge":
            assert b < v  # point - point
        else:
            assert data["kind"] == "incidence" and a < v <= b  # point - block
    if blocks is not None:
        assert any(n >= v for n in G.nodes) == blocks


def _exports():
    from combgames.games.boards import picaria
    from combgames.games.positional import TicTacToe
    from combgames.games.tactix import Tactix
    from combgames.symmetry import board_graph
    from topology import hex_klein_bottle, hex_torus

    return {
        "IncidenceStructure.incidence_graph (AG(2,3))": (lambda: affine_plane(3).incidence_graph(), True),
        "IncidenceStructure.incidence_graph (PG(2,2))": (lambda: projective_plane(2).incidence_graph(), True),
        "symmetry.board_graph": (lambda: board_graph(4, [(0, 1), (1, 2)], [(0, 1, 2), (1, 2, 3)]), True),
        "Board.graph (picaria)": (lambda: picaria().graph(), False),
        "PositionalGame.graph (tic-tac-toe)": (lambda: TicTacToe().graph(), True),
        "Tactix.graph": (lambda: Tactix(board="xx../.xxx").graph(), False),
        "Surface.to_networkx (hex torus)": (lambda: hex_torus(4).to_networkx(), False),
        "Surface.to_networkx (Klein bottle)": (lambda: hex_klein_bottle(4).to_networkx(), False),
    }


@pytest.mark.parametrize("name", list(_exports()))
def test_every_networkx_export_is_in_the_one_schema(name):
    make, blocks = _exports()[name]
    assert_schema(make(), blocks=blocks)


def test_board_graph_keeps_its_lines():
    from combgames.games.boards import picaria

    G = picaria().graph()
    assert len(G.graph["lines"]) == 8 and G.graph["points"] == 9


def test_position_graph_schema():
    from combgames.catalogue import make_game
    from combgames.explore import explore

    game = make_game("pong-hau-ki")
    G = explore(game, moves=True).to_networkx()
    assert G.is_directed()
    for _, data in G.nodes(data=True):
        assert data["kind"] == "position" and isinstance(data["label"], str) and "depth" in data
    for _, _, data in G.edges(data=True):
        assert data["kind"] == "move" and data["moves"]


# ------------------------------------------------------------------------------------------------ OpenSpiel


def _mcts(spiel, seed: int, simulations: int):
    np = pytest.importorskip("numpy")
    from open_spiel.python.algorithms import mcts

    return mcts.MCTSBot(spiel, 2.0, simulations, mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
                        random_state=np.random.RandomState(seed))


def test_mcts_never_beats_our_solver_at_tictactoe():
    pytest.importorskip("pyspiel")
    from combgames.games.positional import TicTacToe
    from combgames.openspiel import to_openspiel
    from combgames.solvers import alphabeta

    game = TicTacToe()
    spiel = to_openspiel(game)
    for seed, solver_side in [(0, 0), (1, 1)]:
        bot = _mcts(spiel, seed, 60)
        state, p = spiel.new_initial_state(), game.initial()
        while not state.is_terminal():
            player = state.current_player()
            if player == solver_side:
                m = alphabeta(game, p).best_moves[0]
                text = game.format_move(m, p)
                action = next(a for a in state.legal_actions() if state.action_to_string(player, a) == text)
            else:
                action = bot.step(state)
                text = state.action_to_string(player, action)
                m = game.parse_move(text, p)
            state.apply_action(action)
            p = game.play(p, m)
        assert state.returns()[solver_side] >= 0.0  # the game is a draw: the solver never loses


def test_mcts_beats_random_play_at_picaria_more_often_than_not():
    pytest.importorskip("pyspiel")
    import random

    from combgames.catalogue import make_game
    from combgames.openspiel import to_openspiel

    spiel = to_openspiel(make_game("picaria"), max_game_length=60)
    rng, score = random.Random(0), 0.0
    for k in range(4):
        bot, state = _mcts(spiel, k, 40), spiel.new_initial_state()
        while not state.is_terminal():
            state.apply_action(bot.step(state) if state.current_player() == 0 else rng.choice(state.legal_actions()))
        score += state.returns()[0]
    assert score >= 0.0


# ------------------------------------------------------------------------------------------------ Sage


@pytest.fixture(scope="module")
def sage_incidence_structure():
    module = pytest.importorskip("sage.combinat.designs.incidence_structures",
                                 reason="Sage is not installed (pip install passagemath-graphs)")
    return module.IncidenceStructure


@pytest.mark.slow
@pytest.mark.parametrize("make, params", [(lambda: affine_plane(3), (2, 9, 3, 1)),
                                          (lambda: affine_plane(4), (2, 16, 4, 1)),
                                          (lambda: projective_plane(2), (2, 7, 3, 1))])
def test_sage_hand_over_both_ways(sage_incidence_structure, make, params):
    from designs.incidence import IncidenceStructure

    ours = make()
    points, blocks = ours.to_sage()
    theirs = sage_incidence_structure(points, blocks)
    assert theirs.is_t_design(return_parameters=True) == (True, params)
    assert theirs.num_points() == len(points) and theirs.num_blocks() == len(blocks)
    back = IncidenceStructure.from_sage(theirs)
    assert back.to_sage()[0] == points
    assert sorted(map(sorted, back.to_sage()[1])) == sorted(map(sorted, blocks))
    assert ours.isomorphism(back) is not None


@pytest.mark.slow
def test_sage_reads_the_paper_plane_and_our_networkx_graph(sage_incidence_structure):
    from sage.graphs.graph import Graph

    from combgames.sources.affine_tictactoe import pi4

    plane = pi4()
    points, blocks = plane.to_sage()
    theirs = sage_incidence_structure(points, blocks)
    assert theirs.is_t_design(return_parameters=True) == (True, (2, 16, 4, 1))
    assert theirs.is_isomorphic(sage_incidence_structure(*affine_plane(4).to_sage()))
    G = Graph(plane.incidence_graph())
    assert G.order() == 16 + 20 and G.size() == 20 * 4 and G.is_bipartite()
