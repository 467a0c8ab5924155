"""Coalition values of n-player games: search, retrograde analysis and a brute-force reference agree.

The reference here is independent of the solvers: plain recursion over the game tree per question (acyclic
games) and iteration of the one-step operator up to its least fixed point (games with cycles).
"""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.game import DRAW, final_result, resolve_no_move_rule
from combgames.games.nim import Nim
from combgames.games.torus import TorusConnectionGame
from combgames.solvers import alphabeta, retrograde
from combgames.solvers.coalition import (check_coalition, check_coalition_strategy, coalition_questions,
                                         coalition_values, proper_coalitions)
from combgames.solvers.strategy import Strategy, StrategyError


class GraphGame:
    """An n-player game on an explicit graph: node p is moved by ``mover[p]`` to ``children[p]``; a node with
    ``results[p]`` not None is over."""

    def __init__(self, players, mover, children, results, acyclic):
        self.players, self.mover, self.children, self.results = players, mover, children, results
        self.acyclic = acyclic

    def initial(self):
        return 0

    def to_move(self, p):
        return self.mover[p]

    def moves(self, p):
        return [] if self.results[p] is not None else list(range(len(self.children[p])))

    def play(self, p, m):
        return self.children[p][m]

    def result(self, p):
        return self.results[p]


@st.composite
def graph_games(draw, acyclic=True, draws=True):
    """Random small n-player games (3 or 4 players, up to 12 nodes); shrinks towards fewer nodes and moves."""
    players = draw(st.integers(3, 4))
    size = draw(st.integers(1, 12))
    outcomes = list(range(players)) + ([DRAW] if draws else [])
    mover, children, results = [], [], []
    for i in range(size):
        mover.append(draw(st.integers(0, players - 1)))
        targets = list(range(i + 1, size)) if acyclic else list(range(size))
        leaf = not targets or draw(st.booleans())
        if leaf:
            children.append([])
            results.append(draw(st.sampled_from(outcomes + [None])))  # None: stuck, the no-move rule applies
        else:
            children.append(draw(st.lists(st.sampled_from(targets), min_size=1, max_size=4)))
            results.append(None)
    return GraphGame(players, mover, children, results, acyclic)


def brute_forces(game, p, team, goal, rule="loss"):
    """Plain recursion: can ``team`` force a winner in ``goal`` from ``p``? (acyclic games)"""
    ms = game.moves(p)
    r = final_result(game, p, ms, rule)
    if r is not None:
        return r != DRAW and r in goal
    kids = (brute_forces(game, game.play(p, m), team, goal, rule) for m in ms)
    return any(kids) if game.to_move(p) in team else all(kids)


def fixpoint_forces(game, team, goal, rule="loss"):
    """The least fixed point of the one-step operator, iterated from nothing (games with cycles)."""
    nodes = range(len(game.children))
    won = set()
    while True:
        new = set()
        for p in nodes:
            ms = game.moves(p)
            r = final_result(game, p, ms, rule)
            if r is not None:
                ok = r != DRAW and r in goal
            else:
                kids = [game.play(p, m) in won for m in ms]
                ok = any(kids) if game.to_move(p) in team else all(kids)
            if ok:
                new.add(p)
        if new == won:
            return won
        won = new


def reachable(game):
    seen, stack = {0}, [0]
    while stack:
        p = stack.pop()
        for m in game.moves(p):
            c = game.play(p, m)
            if c not in seen:
                seen.add(c)
                stack.append(c)
    return seen


@given(graph_games())
@settings(max_examples=40, deadline=None)
def test_search_retrograde_and_brute_force_agree_on_acyclic_games(game):
    s = coalition_values(game, method="search")
    r = coalition_values(game, method="retrograde")
    for p in reachable(game):
        assert s.bits(p) == r.bits(p)
        for team, goal in coalition_questions(game.players):
            assert s.forces(team, goal, p) == brute_forces(game, p, team, goal)


@given(graph_games(acyclic=False))
@settings(max_examples=40, deadline=None)
def test_retrograde_is_the_least_fixed_point_on_games_with_cycles(game):
    r = coalition_values(game, method="retrograde")
    for team, goal in coalition_questions(game.players):
        won = fixpoint_forces(game, team, goal)
        for p in reachable(game):
            assert r.forces(team, goal, p) == (p in won)


@given(graph_games(acyclic=False))
@settings(max_examples=40, deadline=None)
def test_monotone_in_the_team_and_the_goal(game):
    """If S forces its win, so does every proper superset of S (a larger team, a larger goal)."""
    r = coalition_values(game, method="retrograde")
    n = game.players
    for p in reachable(game):
        table = r.table(p)
        for small in proper_coalitions(n):
            for big in proper_coalitions(n):
                if set(small) < set(big) and table[small]:
                    assert table[big]


@given(graph_games(draws=False))
@settings(max_examples=40, deadline=None)
def test_complement_duality_without_draws(game):
    """In an acyclic game without draws, exactly one of S and its complement forces its own win."""
    s = coalition_values(game, method="search")
    n = game.players
    for p in reachable(game):
        table = s.table(p)
        for c in proper_coalitions(n):
            other = tuple(i for i in range(n) if i not in c)
            assert table[c] != table[other]


@given(graph_games(acyclic=False))
@settings(max_examples=40, deadline=None)
def test_strategies_replay_and_kingmakers_nest(game):
    r = coalition_values(game, method="retrograde")
    n = game.players
    for team, goal in coalition_questions(n):
        if r.forces(team, goal):
            s = r.strategy(team, goal)
            assert check_coalition_strategy(game, s, team, goal) >= 1
    strict, helped = r.kingmakers(strict=True), r.kingmakers()
    assert all(k in helped and set(v) <= set(helped[k]) for k, v in strict.items())


def test_coalition_strategies_on_the_3x3_torus_and_a_broken_one():
    g = TorusConnectionGame(3)
    t = coalition_values(g, method="search")
    for c in proper_coalitions(3):
        if t.forces(c):
            assert check_coalition_strategy(g, t.strategy(c), c) > 0
    s = t.strategy((0, 1))
    with pytest.raises(StrategyError, match="not a winner in"):
        check_coalition_strategy(g, s, (0, 1), (0,))  # the pair's strategy need not make Vert the winner
    s.replies = {}
    with pytest.raises(StrategyError):
        check_coalition_strategy(g, Strategy(replies={}), (1, 2))  # Horz and Diag answer nothing


def test_strategy_json_round_trip():
    g = TorusConnectionGame(3, assignment="parity")
    t = coalition_values(g)
    s = t.strategy((0, 2))
    back = Strategy.from_json(g, s.to_json(g))
    assert check_coalition_strategy(g, back, (0, 2)) == check_coalition_strategy(g, s, (0, 2))


VARIANTS = [(a, p, c) for a in ("sextant", "parity") for p in ("placer", "draw", "shortest") for c in (False, True)]
QUICK = [("sextant", "placer", False), ("parity", "draw", True)]


@pytest.mark.parametrize("assignment, policy, centre",
                         [v if v in QUICK else pytest.param(*v, marks=pytest.mark.slow) for v in VARIANTS])
def test_kernel_search_and_retrograde_agree_on_every_3x3_position(assignment, policy, centre):
    g = TorusConnectionGame(3, assignment=assignment, cross_policy=policy, centre_stone=centre)
    s = coalition_values(g, method="search")
    r = coalition_values(g, method="retrograde")
    k = coalition_values(g, method="kernel")
    for p, bits in s.positions():
        assert r.bits(p) == bits
        if g.result(p) is None:
            assert k.bits(p) == bits


@pytest.mark.slow
def test_retrograde_without_symmetry_agrees_on_the_3x3_torus():
    g = TorusConnectionGame(3, assignment="parity")
    s, r = coalition_values(g, method="search"), coalition_values(g, method="retrograde", symmetry=False)
    assert all(r.bits(p) == bits for p, bits in s.positions())


def test_kernel_python_twin_matches_numba():
    g = TorusConnectionGame(3, cross_policy="draw")
    a, b = coalition_values(g, method="kernel", backend="python"), coalition_values(g, method="kernel")
    assert a.stats["backend"] == "python"
    assert (a.ranked == b.ranked).all()
    assert {k: v for k, v in a.stats.items() if "second" not in k and k != "backend"} == \
        {k: v for k, v in b.stats.items() if "second" not in k and k != "backend"}


def test_kernel_agrees_with_search_from_4x4_middle_games():
    """4 x 4 positions with 9 stones: the generic search (7 cells left) against the kernel."""
    import random

    rng = random.Random(5)
    for assignment in ("sextant", "parity"):
        g = TorusConnectionGame(4, assignment=assignment)
        for _ in range(1):
            p = g.initial()
            while sum(1 for c in p.board if c) < 9:
                p = g.play(p, rng.choice(g.moves(p)))
                if g.result(p) is not None:
                    p = g.initial()
            s, k = coalition_values(g, p, method="search"), coalition_values(g, p, method="kernel")
            for q, bits in s.positions():
                if g.result(q) is None:
                    assert k.bits(q) == bits


# ------------------------------------------------------------------------------------------------ bad input
def test_bad_coalitions_are_named():
    t = coalition_values(TorusConnectionGame(3))
    with pytest.raises(ValueError, match="at least one player"):
        t.forces(())
    with pytest.raises(ValueError, match="holds all 3 players"):
        t.forces((0, 1, 2))
    with pytest.raises(ValueError, match="names player 3"):
        t.forces((0, 3))
    with pytest.raises(ValueError, match="names player -1"):
        check_coalition([-1], 3)
    with pytest.raises(TypeError, match="player indices"):
        t.forces(["Vert"])
    with pytest.raises(TypeError, match="player index or an iterable"):
        t.forces("01")
    with pytest.raises(ValueError, match="not answered"):
        t.forces((0,), (1, 2))


def test_two_player_games_and_n_player_games_are_refused_by_the_other_solvers():
    with pytest.raises(TypeError, match="three or more players.*Nim has players=2"):
        coalition_values(Nim([1, 2]))
    with pytest.raises(TypeError, match="three or more players"):
        check_coalition_strategy(Nim([1, 2]), Strategy(), (0,))
    g = TorusConnectionGame(3)
    with pytest.raises(TypeError, match="two-player"):
        retrograde(g)
    with pytest.raises(TypeError, match="two-player"):
        alphabeta(g)


def test_bad_method_and_limits():
    g = TorusConnectionGame(3)
    with pytest.raises(ValueError, match="method"):
        coalition_values(g, method="minimax")
    from combgames.solvers.values import SearchLimitError

    with pytest.raises(SearchLimitError, match="max_positions=10"):
        coalition_values(g, method="search", max_positions=10)
    with pytest.raises(SearchLimitError, match="limit=10"):
        coalition_values(g, method="retrograde", max_positions=10)
    with pytest.raises(ValueError, match="max_cells=17.*method='search'"):
        coalition_values(TorusConnectionGame(5))
    with pytest.raises(TypeError, match="placement game"):
        coalition_values(GraphGame(3, [0], [[]], [0], True), method="kernel")


def test_questions_and_coalitions_listed():
    assert len(coalition_questions(4)) == 14 + 2 * 12
    assert proper_coalitions(4)[:4] == [(0,), (1,), (2,), (3,)]
    assert all(len(c) < 4 for c in proper_coalitions(4)) and len(set(proper_coalitions(4))) == 14
    assert [c for k in (1, 2) for c in combinations(range(3), k)] == proper_coalitions(3)


def test_distance_only_from_retrograde():
    g = TorusConnectionGame(3)
    r = coalition_values(g, method="retrograde")
    assert r.distance((0, 1)) is not None and r.distance((0,)) is None
    with pytest.raises(TypeError, match="retrograde"):
        coalition_values(g, method="search").distance((0, 1))
    assert resolve_no_move_rule(g) == "loss"


# ------------------------------------------------------------------------------------------------ max^n
def brute_maxn(game, p, tie_break, rule="loss"):
    from combgames.solvers.maxn import preference

    ms = game.moves(p)
    r = final_result(game, p, ms, rule)
    if r is not None:
        return r
    outs = [brute_maxn(game, game.play(p, m), tie_break, rule) for m in ms]
    return min(outs, key=lambda w: preference(game.to_move(p), w, game.players, tie_break))


@given(graph_games(), st.sampled_from(["next", "previous"]))
@settings(max_examples=50, deadline=None)
def test_maxn_agrees_with_plain_recursion(game, tie_break):
    from combgames.solvers.maxn import maxn

    m = maxn(game, tie_break=tie_break)
    for p in reachable(game):
        assert m.outcome(p) == brute_maxn(game, p, tie_break)
        if game.result(p) is None and game.moves(p):
            assert m.best_moves(p)


def test_maxn_is_weaker_than_coalition_values_on_the_3x3_torus():
    """max^n names a winner; yet the other two players together can stop that winner."""
    from combgames.solvers.maxn import maxn

    g = TorusConnectionGame(3)
    w = maxn(g).outcome()
    others = tuple(i for i in range(3) if i != w)
    assert coalition_values(g).forces(others)
    line = maxn(g).pv()
    p = g.initial()
    for mv in line:
        p = g.play(p, mv)
    assert g.result(p) == w


def test_maxn_refusals():
    from combgames.solvers.maxn import maxn

    with pytest.raises(TypeError, match="three or more players"):
        maxn(Nim([2]))
    with pytest.raises(TypeError, match="acyclic"):
        maxn(GraphGame(3, [0, 1], [[1], [0]], [None, None], False))
    with pytest.raises(ValueError, match="tie_break"):
        maxn(TorusConnectionGame(3), tie_break="random")
