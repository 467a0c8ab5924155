"""Positional games on hypergraphs and designs: reduced play, symmetry keys, notation, strategies.

Independent checks: plain minimax (tests/reference/minimax.py) on the exact rules against alpha-beta on the
reduced game; search with and without symmetry; the nauty key against explicit orbits of automorphisms.
"""

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.game import DRAW, PositionFormatError
from combgames.games.designs_games import (
    affine_plane_game,
    mols_game,
    positional_game,
    projective_plane_game,
    transversal_design_game,
)
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import alphabeta
from combgames.solvers.strategy import Strategy, check_strategy
from combgames.sources.affine_tictactoe import figure2_blocks as paper_pi4_blocks
from combgames.sources.affine_tictactoe import pi4_game
from combgames.symmetry import CellGroup
from tests.reference.minimax import minimax

SMALL = {
    "AG(2,2)": lambda **kw: affine_plane_game(2, **kw),
    "AG(2,3)": lambda **kw: affine_plane_game(3, **kw),
    "PG(2,2)": lambda **kw: projective_plane_game(2, **kw),
    "PG(2,3)": lambda **kw: projective_plane_game(3, **kw),
    "TD(3,3)": lambda **kw: transversal_design_game(3, 3, **kw),
    "TD(3,4)": lambda **kw: transversal_design_game(3, 4, **kw),
    "TD(4,3)": lambda **kw: transversal_design_game(4, 3, **kw),
    "TD(2,4)": lambda **kw: transversal_design_game(2, 4, **kw),
}


@pytest.mark.parametrize("name", sorted(SMALL))
def test_symmetry_and_reduction_do_not_change_the_value(name):
    build = SMALL[name]
    plain = alphabeta(build(), symmetry=False).value
    assert alphabeta(build(), symmetry=True).value == plain
    assert alphabeta(build(reduced=True), symmetry=True).value == plain
    assert alphabeta(build(reduced=True, erdos_selfridge=False), symmetry=False).value == plain


@pytest.mark.parametrize("name", ["AG(2,2)", "PG(2,2)", "TD(3,3)"])
def test_against_plain_minimax(name):
    g = SMALL[name]()
    assert alphabeta(SMALL[name](reduced=True)).value == minimax(g, g.initial())


def test_td44_sixteen_points_with_and_without_symmetry():
    with_sym = alphabeta(transversal_design_game(4, 4, reduced=True)).value
    assert alphabeta(transversal_design_game(4, 4, reduced=True), symmetry=False).value == with_sym


@pytest.mark.slow
@pytest.mark.parametrize("removed", [(), ("row",), ("row", "column"), ("row", "column", "alpha"),
                                     ("row", "column", "alpha", "beta")])
def test_pi4_family_with_and_without_symmetry(removed):
    with_sym = alphabeta(pi4_game(removed, reduced=True)).value
    assert alphabeta(pi4_game(removed, reduced=True), symmetry=False).value == with_sym


def test_symmetry_keys_agree_on_tictactoe_4x4_fragment():
    # the 3x3 board with the dihedral group as a CellGroup key, as nauty key, and without symmetry
    values = {alphabeta(TicTacToe(key=k)).value for k in ("group", "nauty", "none")}
    assert len(values) == 1


@st.composite
def hypergraphs(draw):
    n = draw(st.integers(3, 8))
    lines = draw(st.lists(st.lists(st.integers(0, n - 1), min_size=1, max_size=4, unique=True),
                          min_size=1, max_size=8))
    return n, lines


@settings(max_examples=40, deadline=None)
@given(hypergraphs())
def test_reduced_play_keeps_value_and_distance(h):
    n, lines = h
    exact = PositionalGame(n, lines)
    reduced = PositionalGame(n, lines, reduced=True)
    assert alphabeta(reduced, symmetry=False).value == minimax(exact, exact.initial())


def _played(game, picks):
    """The position reached from the empty board by playing, while the game goes on, the listed choices
    (each taken modulo the number of legal moves)."""
    p = game.initial()
    for k in picks:
        moves = game.moves(p)
        if game.result(p) is not None or not moves:
            break
        p = game.play(p, moves[k % len(moves)])
    return p


@settings(max_examples=60, deadline=None)
@given(hypergraphs(), st.lists(st.integers(0, 63), max_size=7))
def test_reduced_play_keeps_value_from_any_position(h, picks):
    # the Erdos-Selfridge draw test of reduced play is a claim about every position, not only the start
    n, lines = h
    exact = PositionalGame(n, lines)
    reduced = PositionalGame(n, lines, reduced=True)
    p = _played(exact, picks)
    assert alphabeta(reduced, p, symmetry=False).value == minimax(exact, p)


def test_erdos_selfridge_counts_an_empty_line_for_both_players():
    # Lines {1,4}, {2,7}, {4,5}, X on 3, O to move: O claims 4 and threatens 1 and 5 at once, so O wins.
    # An empty line can be completed by either player; counted for X only, O's potential was 0 and
    # reduced play scored this position a draw.
    game = PositionalGame(9, [(1, 4), (2, 7), (4, 5)], reduced=True)
    p = (1 << 3, 0)
    assert game.result(p) is None
    assert alphabeta(game, p, symmetry=False).value == minimax(PositionalGame(9, [(1, 4), (2, 7), (4, 5)]), p)
    assert alphabeta(game, p, symmetry=False).value.outcome == "win"


@settings(max_examples=25, deadline=None)
@given(hypergraphs())
def test_nauty_key_symmetry_matches_plain_search(h):
    n, lines = h
    g = positional_game((list(range(n)), lines), reduced=True)
    assert g.key_method == "nauty"
    assert alphabeta(g).value == alphabeta(PositionalGame(n, lines), symmetry=False).value


def test_keys_are_constant_on_orbits():
    base = pi4_game()
    group = CellGroup.generate(base.generators, base.n)
    games = [base, PositionalGame(base.labels, [base.line_points[k] for k in range(20)], group=group)]
    rng = random.Random(1)
    for _ in range(30):
        p = base.initial()
        for _ in range(rng.randrange(0, 9)):
            ms = base.moves(p)
            if not ms:
                break
            p = base.play(p, rng.choice(ms))
        images = [(group.image_mask(p[0], e), group.image_mask(p[1], e)) for e in rng.sample(range(group.order()), 5)]
        for g in games:
            assert len({g.canonical(q) for q in images + [p]}) == 1
    # and positions in different orbits get different keys (X on a line with O versus not)
    a = base.parse_position("X=r1 O=r2")
    b = base.parse_position("X=r1,r2 O=c1")
    assert base.canonical(a) != base.canonical(b)


def test_key_depth_limits_symmetry():
    g = pi4_game(key_depth=2)
    p = g.parse_position("X=r1,r3 O=r2")
    assert g.canonical(p) == p
    assert g.canonical(g.parse_position("X=r1")) == g.canonical(g.parse_position("X=c3"))


def test_reduced_moves_forced_and_dead_points():
    g = pi4_game(reduced=True)
    p = g.parse_position("X=r1,c2,alpha2 O=r2,r3")   # X threatens beta2 on {r1, c2, alpha2, beta2}
    assert [g.labels[m] for m in g.moves(p)] == ["beta2"]
    q = g.parse_position("X=r1,c2,alpha2 O=r2,r3,c4")  # X to move: he completes the line
    assert g.moves(q) == [g.parse_move("beta2")]


def test_reduced_result_scores_dead_boards_as_draws():
    g = PositionalGame(4, [(0, 1), (2, 3)], reduced=True, erdos_selfridge=False)
    assert g.result(g.parse_position("X=0,2 O=1,3")) == DRAW
    assert g.result(g.parse_position("X=0,2 O=1")) is None
    full = PositionalGame(4, [(0, 1), (2, 3)])
    assert full.result(full.parse_position("X=0,2 O=1")) is None


def test_set_notation_and_errors():
    g = pi4_game()
    p = g.parse_position("X=r1,r3 O=r2")
    assert g.format_sets(p) == "X=r1,r3 O=r2"
    assert g.parse_position("X=r1,r3 O=r2 O") == p
    with pytest.raises(PositionFormatError, match="unknown point"):
        g.parse_position("X=r9")
    with pytest.raises(PositionFormatError, match="both players"):
        g.parse_position("X=r1 O=r1")
    with pytest.raises(PositionFormatError, match="X to move"):
        g.parse_position("X=r1 O=r2 O")


def test_bad_arguments():
    with pytest.raises(ValueError, match="key must be one of"):
        PositionalGame(3, [(0, 1)], key="fast")
    with pytest.raises(ValueError, match="needs a group"):
        PositionalGame(3, [(0, 1)], key="group")
    with pytest.raises(ValueError, match="does not map lines to lines"):
        PositionalGame(3, [(0, 1)], generators=[[0, 2, 1]])
    with pytest.raises(ValueError, match="index block"):
        pi4_game(["diagonal"])
    with pytest.raises(TypeError, match="points and blocks"):
        positional_game(42)


def test_pickles_for_process_pools():
    g = pi4_game(reduced=True)
    h = pickle.loads(pickle.dumps(g))
    p = g.parse_position("X=r1,r3 O=r2")
    assert h.canonical(p) == g.canonical(p) and h.moves(p) == g.moves(p)


def test_designs_pi4_is_the_papers_figure_2_and_3():
    labels, classes = paper_pi4_blocks()
    g = pi4_game()
    assert g.labels == labels
    lines = {frozenset(g.labels[i] for i in pts) for pts in g.line_points}
    assert lines == {b for blocks in classes.values() for b in blocks}


def test_three_mols_with_groups_is_pg24_minus_a_point():
    from designs import IncidenceStructure, projective_plane

    g = mols_game(3, 4, with_groups=True)
    s = IncidenceStructure(g.labels, [g.line_points[k] for k in range(len(g.lines))])
    pg = projective_plane(4)
    assert (g.n, len(g.lines)) == (20, 21)
    assert s.is_isomorphic(pg.without_point(pg.points[0]))


@pytest.mark.parametrize("name", ["AG(2,3)", "PG(2,2)", "TD(3,3)"])
def test_exported_strategy_wins_against_every_reply(name, tmp_path):
    g = SMALL[name]()
    r = alphabeta(g, strategy=True)
    path = tmp_path / "s.json"
    r.strategy.save(path, g)
    loaded = Strategy.load(path, g)
    assert check_strategy(g, loaded, 0, "win") > 0

