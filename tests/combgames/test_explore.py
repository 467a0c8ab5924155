"""The shared walk over reachable positions, against an independent depth-first twin (tests/reference)."""

import pytest

from combgames.explore import ExplorationLimitError, StateSpace, explore
from combgames.game import position_key, resolve_no_move_rule
from combgames.games.nim import Nim
from combgames.games.picaria import Picaria
from combgames.games.positional import TicTacToe
from combgames.games.token import TokenGame
from tests.reference.minimax import reachable


@pytest.mark.parametrize("game", [TicTacToe(), Nim([2, 3]), Picaria(), TokenGame({0: [1], 1: [0, 2], 2: []}, 0)],
                         ids=["tictactoe", "nim", "picaria", "token"])
def test_reachable_positions_equal_the_depth_first_twin(game):
    plain = explore(game, symmetry=False)
    twin = reachable(game)
    assert set(plain.positions) == twin and plain.size == len(twin)
    key = position_key(game)
    assert explore(game).size == len({key(p) for p in twin})


def test_breadth_first_depths_and_frontier():
    g = TicTacToe()
    graph = explore(g, symmetry=False, max_depth=2, moves=True)
    assert graph.size == 1 + 9 + 72 and graph.depth[0] == 0 and graph.depth[-1] == 2
    assert graph.depth == sorted(graph.depth)
    assert graph.frontier == list(range(10, 82))
    for i in range(10):
        assert [g.play(graph.positions[i], m) for m in graph.moves[i]] == [graph.positions[j]
                                                                            for j in graph.children[i]]


def test_terminal_results_follow_the_no_move_rule():
    g = Nim([1])
    assert list(explore(g).terminal.values()) == [0]  # player 0 takes the last counter, player 1 is stuck
    graph = explore(g, no_move_rule="win")
    assert list(graph.terminal.values()) == [1]  # misere: the stuck player wins


def test_limit_is_refused_with_the_count():
    with pytest.raises(ExplorationLimitError, match="more than limit=100 positions"):
        explore(TicTacToe(), symmetry=False, limit=100)


def test_state_space_resumes_from_a_snapshot():
    g = Picaria()
    full = explore(g)
    space = StateSpace(g, position_key(g), resolve_no_move_rule(g))
    space.add(g.initial())
    space.max_depth = 3
    space.expand()
    state = space.snapshot()
    resumed = StateSpace(g, position_key(g), resolve_no_move_rule(g))
    resumed.restore(state)
    # the frontier at depth 3 is re-expanded once the depth limit is lifted
    graph = resumed.graph
    graph.children[:] = [c for c in graph.children if c is not None]
    resumed.expand()
    assert graph.keys == full.keys and graph.children == full.children


def test_a_closed_enumeration_refuses_new_positions():
    g = TokenGame({0: [1], 1: []}, 0)
    space = StateSpace(g, position_key(g, False), "loss")
    space.add((0, 0))
    space.closed = True
    with pytest.raises(ValueError, match="not in the enumerated positions"):
        space.expand()


def test_networkx_export():
    G = explore(Nim([1, 2]), moves=True).to_networkx()
    assert G.number_of_nodes() == 5 and G.graph["root"] == 0
    assert G.nodes[0]["kind"] == "position" and G.nodes[0]["label"] == "1 2"
    assert all(d["kind"] == "move" and d["moves"] for _, _, d in G.edges(data=True))
