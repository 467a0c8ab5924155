"""Outcomes of Domineering rectangles by the compiled proof search (combgames.analysis.domineering): against the
canonical values of combgames.cgt (an independent method), against a brute-force negamax over the game's own
rules on random positions (the numba kernel and its Python twin, node for node). The proofs are tested in
test_domineering_proofs.py."""

import random

import pytest

from combgames.analysis import domineering_kernels as k
from combgames.analysis.domineering import OutcomeSearch, rectangle_outcome
from combgames.base.checks import LimitError
from combgames.cgt import game_value
from combgames.games.domineering import Domineering
from combgames.games.partizan import LEFT, RIGHT


@pytest.mark.parametrize("rows", range(1, 6))
@pytest.mark.parametrize("cols", range(1, 6))
def test_rectangles_up_to_5x5_agree_with_the_canonical_values(rows, cols):
    """The outcome class of game_value(Domineering(rows, cols)) (CGT: Left > 0, ...) is the search's."""
    found = rectangle_outcome(rows, cols)
    assert found.outcome == game_value(Domineering(rows, cols)).outcome()
    assert found.nodes > 0


def _brute(game, board, side, memo):
    """Whether ``side`` to move wins, by the game's own options (plain negamax with a dictionary)."""
    key = (board, side)
    if key not in memo:
        memo[key] = any(not _brute(game, b, 1 - side, memo) for _, b in game.board_options(board, side))
    return memo[key]


@pytest.mark.parametrize("rows, cols", [(3, 4), (4, 4), (4, 3), (2, 7), (5, 3)])
def test_kernel_and_python_twin_on_random_positions(rows, cols):
    """Random boards (each cell empty with probability 3/4), each side to move: the numba kernel, its Python twin
    and a brute-force negamax over Domineering.board_options agree; the twins search the same number of nodes."""
    game = Domineering(rows, cols)
    rng = random.Random(rows * 100 + cols)
    memo: dict = {}
    compiled = OutcomeSearch(rows, cols, backend="numba", table_bits=10)
    twin = OutcomeSearch(rows, cols, backend="python", table_bits=10)
    for _ in range(40):
        empty = rng.getrandbits(rows * cols) | rng.getrandbits(rows * cols)
        for side in (LEFT, RIGHT):
            expected = _brute(game, (rows, cols, empty), side, memo)
            assert compiled.wins(empty, side) == twin.wins(empty, side) == expected
    assert compiled.nodes == twin.nodes > 0


def test_safe_move_test_and_images():
    """static_result on boards read as text, and the four images of a board."""
    import numpy as np

    def static(text, side):
        rows, cols, empty = Domineering().parse_board(text)
        s = OutcomeSearch(rows, cols)
        return k.static_result(np.uint64(empty), side, cols, *s.masks)

    assert static("../..", LEFT) == -1             # 2 x 2: each has a move, none safe
    assert static(".#/.#/.#", RIGHT) == 0           # Right has no move
    assert static(".#./.#./.#.", RIGHT) == 0        # Right has no move; Left 2 safe moves
    assert static(".#./.#./...", LEFT) == 1         # Left: 2 safe moves (columns a, c), Right at most 1 move
    s = OutcomeSearch(2, 3)
    best, image = k.canonical_image(np.uint64(0b100000), 2, 3, s.reverse)   # the cell bottom right
    assert (int(best), image) == (0b000001, 3)
    assert k.map_move(0, LEFT, 3, 2, 3) == 2 and k.map_move(0, RIGHT, 2, 2, 3) == 1


def test_limits_and_bad_input():
    with pytest.raises(LimitError):
        OutcomeSearch(9, 8)
    with pytest.raises(ValueError):
        OutcomeSearch(3, 3).wins(1 << 9, LEFT)


@pytest.mark.parametrize("backend", ["numba", "python"])
def test_the_kernel_polls_its_stop_flag_and_node_limit(backend):
    """With the stop flag of run_interruptible set, the search returns -1 within 1024 nodes; past max_nodes, -2
    (then OutcomeSearch.wins asks again in a worker thread and answers)."""
    search = OutcomeSearch(7, 7, backend=backend, table_bits=12)
    search.control[k.STOP] = 1
    assert search._call(search.full, LEFT, 0) == -1
    assert 0 < search.nodes <= 1024
    search.control[k.STOP] = 0
    assert search._call(search.full, LEFT, 3000) == -2
    assert search.nodes <= 1024 + 3000 + 1024
    small = OutcomeSearch(5, 6, backend=backend)             # 2295 nodes with Left first
    assert small._call(small.full, LEFT, 1000) == -2 and small.wins(small.full, LEFT) is False
