"""The compiled positional solver against the generic alpha-beta (the reference), on tic-tac-toe, AG(2, 3),
pi_4 = AG(2, 4), PG(2, 3) and random small hypergraphs; its strategies replayed by the independent checker."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.base.orbit_kernels import GENERATORS
from combgames.explore import explore
from combgames.games.designs_games import affine_plane_game, projective_plane_game
from combgames.games.nim import Nim
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import alphabeta, check_strategy, choose_method, solve
from combgames.solvers.compiled import CompiledPositional, compiled_alphabeta
from combgames.solvers.search import Searcher
from combgames.solvers.values import SearchLimitError, from_score
from combgames.sources.affine_tictactoe import pi4_game


def test_every_tictactoe_position_has_the_generic_value_and_distance():
    g = TicTacToe()
    reference = Searcher(g)
    exact, value_only = CompiledPositional(g), CompiledPositional(g, distance=False, threats=4)
    for p in explore(g, symmetry=False).positions:
        v = exact.value(p)
        assert v == from_score(reference.score(p)), p
        assert value_only.value(p).outcome == v.outcome, p


@pytest.mark.parametrize("build", [lambda: affine_plane_game(3), lambda: projective_plane_game(3), pi4_game,
                                   lambda: TicTacToe(4, reduced=True)],
                         ids=["AG(2,3)", "PG(2,3)", "pi4", "4x4"])
def test_structures_have_the_generic_value(build):
    g = build()
    generic = alphabeta(g, distance=False)
    compiled = compiled_alphabeta(g, distance=False)
    assert compiled.value == generic.value
    assert compiled_alphabeta(g, distance=False, threats=6, symmetry=False).value == generic.value


def test_distances_and_best_moves_agree_on_ag23_openings():
    g = affine_plane_game(3)
    for m in range(9):
        p = g.play(g.initial(), m)
        a, c = alphabeta(g, p), compiled_alphabeta(g, p)
        assert (c.value, c.best_moves, c.pv) == (a.value, a.best_moves, a.pv)


@st.composite
def hypergraphs(draw):
    """Small random hypergraphs: 3..9 points, 1..8 lines of 2..4 points (shrinks to fewer, shorter lines)."""
    n = draw(st.integers(3, 9))
    lines = draw(st.lists(st.lists(st.integers(0, n - 1), min_size=2, max_size=4, unique=True), min_size=1,
                          max_size=8))
    return PositionalGame(n, lines)


@settings(max_examples=25, deadline=None)
@given(hypergraphs())
def test_random_hypergraphs_have_the_generic_value_and_distance(g):
    assert compiled_alphabeta(g).value == alphabeta(g).value
    assert compiled_alphabeta(g, distance=False, threats=3).value.outcome == alphabeta(g).value.outcome


@settings(max_examples=25, deadline=None)
@given(hypergraphs())
def test_erdos_selfridge_draws_keep_the_value(g):
    assert compiled_alphabeta(g, erdos_selfridge=True).value == alphabeta(g).value
    assert compiled_alphabeta(g, erdos_selfridge=True, distance=False).value.outcome == alphabeta(g).value.outcome


def test_erdos_selfridge_counts_an_empty_line_for_both_players():
    # The kernel counted a line with no stone in the mover's potential only; some children were then scored
    # draws by the Erdos-Selfridge test while their parent was a win, and the principal variation found no
    # best move (IndexError). A line with no stone can be completed by either player.
    g = PositionalGame(9, [(0, 3, 8), (0, 6, 8), (1, 3, 4), (1, 6, 7), (2, 4, 6), (4, 5, 8)])
    expected = alphabeta(g).value
    assert expected.outcome == "win"
    assert compiled_alphabeta(g, erdos_selfridge=True, distance=False, table_bits=10).value.outcome == "win"
    assert compiled_alphabeta(g, erdos_selfridge=True, table_bits=10).value == expected


@pytest.mark.parametrize("build, goal", [(lambda: affine_plane_game(3), "win"), (TicTacToe, "draw")])
def test_strategies_pass_the_checker(build, goal):
    g = build()
    r = compiled_alphabeta(g, strategy=True, distance=goal == "draw")
    assert r.value.outcome == goal
    assert check_strategy(g, r.strategy, 0, goal) > 0


def test_solve_chooses_the_compiled_solver_by_cost():
    # from 16 points, when the positions up to symmetry are many (combgames.solvers.cost): 4 x 4 tic-tac-toe
    # (|G| = 8) is compiled; pi_4 (|G| = 5,760, about 7,500 positions up to symmetry) is searched generically
    assert choose_method(TicTacToe(4)) == "compiled"
    assert choose_method(pi4_game()) == "search"
    assert "expected to be faster" in solve(pi4_game(), distance=False).stats["note"]
    assert choose_method(TicTacToe()) == "search"
    s = solve(TicTacToe())
    assert s.method == "search" and "below 16 points" in s.stats["note"]
    s = solve(TicTacToe(), method="compiled")
    assert s.method == "compiled" and str(s.value) == "draw" and len(s.best_moves) == 9


def test_too_large_falls_back_or_refuses():
    g = TicTacToe(9)  # 81 points
    assert choose_method(g) == "search"
    with pytest.raises(ValueError, match="at most 64 points"):
        solve(g, method="compiled")
    with pytest.raises(TypeError, match="positional_structure"):
        solve(Nim([1, 2]), method="compiled")


def test_options_the_compiled_solver_lacks_keep_the_generic_search():
    s = solve(pi4_game(reduced=True), no_move_rule="draw", distance=False)
    assert s.method == "search" and "no_move_rule" in s.stats["note"]


def test_node_limit_and_bad_options():
    with pytest.raises(SearchLimitError, match="max_nodes=10"):
        compiled_alphabeta(projective_plane_game(3), max_nodes=10)
    with pytest.raises(ValueError, match="distance=False"):
        CompiledPositional(TicTacToe(), threats=3)


def test_a_second_process_loads_the_kernels_from_the_cache():
    import subprocess
    import sys

    code = ("from combgames.games.positional import TicTacToe\n"
            "from combgames.solvers.compiled import compiled_alphabeta, _kernels\n"
            "compiled_alphabeta(TicTacToe())\n"
            "print(sum(_kernels.search_root.stats.cache_hits.values()), "
            "sum(_kernels.search_root.stats.cache_misses.values()))")
    compiled_alphabeta(TicTacToe())  # compiled (or loaded) here, so the cache on disk is written
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split()
    assert out == ["1", "0"]


# ------------------------------------------------------------------------------------ groups known by generators
@pytest.mark.parametrize("build", [lambda: projective_plane_game(3), lambda: affine_plane_game(3)],
                         ids=["PG(2,3)", "AG(2,3)"])
def test_orbit_keys_give_the_values_and_distances_of_the_listed_group(build):
    """max_group=1 lists no element, so the solver keys positions by the orbit table over the generators; every
    value and distance equals the listed group's and the unkeyed search's, on the positions of 4 stones."""
    import itertools

    g = build()
    orbit_keyed = CompiledPositional(g, max_group=1, key_depth=g.n)
    assert orbit_keyed.orbits[GENERATORS] > 0  # generators: an orbit table
    listed, plain = CompiledPositional(g), CompiledPositional(g, symmetry=False)
    positions = [(1 << a | 1 << b, 1 << c | 1 << d) for a, b, c, d in itertools.permutations(range(g.n), 4)
                 if a < b and c < d][::37]
    for p in positions:
        assert orbit_keyed.value(p) == listed.value(p) == plain.value(p), p
    assert orbit_keyed.orbits_entered > 0
    assert orbit_keyed.best_moves(positions[0]) == plain.best_moves(positions[0])


def test_pg24_by_search_alone_is_keyed_by_orbits():
    """PG(2, 4): 120,960 collineations, too many to list; the orbit table keys it. Before, symmetry was switched off
    and the value took 16,403,613 nodes."""
    g = projective_plane_game(4, erdos_selfridge=False)
    solver = CompiledPositional(g, distance=False, table_bits=22)
    assert solver.value(g.initial()).outcome == "draw"
    assert solver.key_depth == 4 and solver.orbits_entered > 0
    assert solver.nodes < 400_000


def test_pg24_default_solve_through_the_command_line():
    """The default solve (exact distances, best moves, principal variation) of PG(2, 4) through the installed
    console script: a draw, every first move keeps it, keyed by orbits."""
    import shutil
    import subprocess

    out = subprocess.run([shutil.which("combgames"), "solve", "projective-plane", "--option", "q=4"],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert "value:      draw" in out.stdout
    best = out.stdout.split("best moves:")[1].split("\n")[0].split()
    assert len(best) == 21
    stats = out.stderr.split("stats:")[1]  # the statistics go to standard error, with the progress
    assert int(stats.split("nodes=")[1].split(",")[0]) < 2_000_000 and int(stats.split("orbits=")[1].split(",")[0]) > 0
