"""The df-pn proof search of the torus game's coalition questions (combgames.games.torus.pns_kernels, driven by
search.prove_question(method="pns")) against the full coalition solve and the depth-first search.

Independent references: the compiled coalition kernel's table of every reachable position
(solve_torus3 / coalition_values, itself tested against the generic search and retrograde analysis), and the
depth-first AND-OR search (method="dfs"). The proofs are replayed as coalition strategies against every joint
reply by check_coalition_strategy (the game's own rules, not the kernel's tables).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from combgames.analysis.torus3 import VARIANTS, solve_torus3
from combgames.games.torus import TorusConnectionGame
from combgames.games.torus.search import proof_board, proof_tree, prove_question
from combgames.solvers.coalition import check_coalition_strategy, coalition_questions
from combgames.solvers.strategy import Strategy

pytest.importorskip("numba")

QUESTIONS = [(sum(1 << i for i in t), sum(1 << i for i in g), t, g) for t, g in coalition_questions(3)]


def _random_position(game: TorusConnectionGame, rng: random.Random, stones: int):
    """A position in play with ``stones`` stones more than the start, by random moves (restarting on a win)."""
    while True:
        p = game.initial()
        for _ in range(stones):
            if p.winner is not None:
                break
            p = game.play(p, rng.choice(game.moves(p)))
        if p.winner is None:
            return p


def _strategy(tree: dict, seen: dict | None = None) -> Strategy:
    """The Strategy of a proof tree (shared subtrees stay shared)."""
    seen = {} if seen is None else seen
    if id(tree) not in seen:
        if "move" in tree:
            seen[id(tree)] = Strategy(move=tree["move"], next=_strategy(tree["next"], seen))
        else:
            seen[id(tree)] = Strategy(replies={m: _strategy(t, seen) for m, t in tree.get("replies", {}).items()})
    return seen[id(tree)]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "/".join(map(str, v)))
def test_3x3_every_question_every_variant_as_the_full_solve(variant):
    """3x3, all 12 rule variants (assignment, cross policy, centre stone), all 18 questions at the start and at
    random positions: df-pn's answer is the full solve's."""
    table = solve_torus3(3, *variant)
    board = proof_board(3, None, *variant)
    rng = random.Random(hash(variant) % 1000)
    positions = [None] + [_random_position(board[0], rng, s) for s in (1, 2, 3, 4)]
    for p in positions:
        for team, goal, t, g in QUESTIONS:
            r = prove_question(board, p, team, goal, method="pns", table_bits=12)
            assert r["forces"] is table.forces(t, g, p), (variant, p, t, g)


@pytest.mark.parametrize("assignment", ["sextant", "parity"])
@pytest.mark.parametrize("policy", ["placer", "draw"])
def test_4x4_every_question_as_the_full_solve_and_dfs(assignment, policy):
    """4x4, both assignments, the text's cross rule and the drawing one: all 18 questions at the start and at
    random middle positions agree with the full solve and with the depth-first search; df-pn expands fewer
    positions than the depth-first search over all of them."""
    table = solve_torus3(4, assignment, policy)
    board = proof_board(4, None, assignment, policy)
    rng = random.Random(4)
    pns_total = dfs_total = 0
    for p in [None] + [_random_position(board[0], rng, s) for s in (2, 5, 8)]:
        for team, goal, t, g in QUESTIONS:
            a = prove_question(board, p, team, goal, method="pns", table_bits=16)
            b = prove_question(board, p, team, goal, table_bits=16)
            assert a["forces"] is b["forces"] is table.forces(t, g, p), (p, t, g)
            pns_total += a["positions"]
            dfs_total += b["positions"]
    assert pns_total < dfs_total


def test_compiled_is_the_python_reference():
    """3x3 and a 4x4 end game, several questions: the same answer, positions, table entries and pruned children
    compiled and as Python, and the same table."""
    rng = random.Random(34)
    for n, stones in ((3, 0), (3, 2), (4, 9)):
        board = proof_board(n, None, rng.choice(["sextant", "parity"]), "placer")
        p = _random_position(board[0], rng, stones)
        for team, goal, _, _ in rng.sample(QUESTIONS, 4):
            plain, compiled = (prove_question(board, p, team, goal, method="pns", table_bits=10, backend=b)
                               for b in ("python", "numba"))
            assert [plain[k] for k in ("forces", "positions", "stored", "pruned")] == \
                [compiled[k] for k in ("forces", "positions", "stored", "pruned")]
            for k in ("keys", "pn", "dn", "work"):
                assert np.array_equal(plain["table"][k], compiled["table"][k])


def test_small_tables_never_answer_wrong():
    """3x3, every question: a table of 2^7 entries (about twice the largest proof's 65 entries) answers as a large
    one; a table of 2^5 replaces entries and either answers the same or, when the positions being searched no
    longer fit (two questions here), runs until the node limit and answers None: never a wrong answer."""
    board = proof_board(3)
    undecided = 0
    for team, goal, _, _ in QUESTIONS:
        large = prove_question(board, None, team, goal, method="pns", table_bits=14)
        assert prove_question(board, None, team, goal, method="pns", table_bits=7)["forces"] is large["forces"]
        small = prove_question(board, None, team, goal, method="pns", table_bits=5, max_nodes=20_000)
        assert small["forces"] in (None, large["forces"]) and small["stored"] <= 32
        undecided += small["forces"] is None
    assert undecided == 2


def test_node_limit_stops_undecided():
    r = prove_question(proof_board(4), None, 0b101, 0b100, method="pns", max_nodes=5)
    assert r["forces"] is None and r["positions"] == 6


@pytest.mark.parametrize("n", [3, pytest.param(4, marks=pytest.mark.slow)])
def test_proofs_replay_as_coalition_strategies(n):
    """Every question proved at the start: the proof read from the table is a strategy that
    check_coalition_strategy replays against every joint reply of the others (the game's own rules)."""
    board = proof_board(n)
    checked = 0
    for team, goal, t, g in QUESTIONS:
        r = prove_question(board, None, team, goal, method="pns", table_bits=18)
        if not r["forces"]:
            with pytest.raises(ValueError, match="proved"):
                proof_tree(board, None, team, goal, r)
            continue
        lines = check_coalition_strategy(board[0], _strategy(proof_tree(board, None, team, goal, r)), t, g)
        assert lines > 0
        checked += 1
    assert checked == 9  # each pair's own win and the six helped questions


def test_bad_method():
    with pytest.raises(ValueError, match="method"):
        prove_question(proof_board(3), None, 1, 1, method="bfs")
