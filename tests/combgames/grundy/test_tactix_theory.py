"""Tactix theory: component splitting vs the unsplit generic solver, XOR of disjoint unions, tables vs
search, misere outcomes vs plain search, and the copying strategies checked against every reply."""

import random

import numpy as np
import pytest
from hypothesis import given, strategies as st

from combgames.games.tactix import Tactix, cells_of
from combgames.grundy.tactix import (ShapeValues, check_memoryless_strategy, components, mirror_strategy,
                                     shape_key, strategy_tree, tactix_table, tactix_value, winning_moves)
from combgames.solvers import GrundyEvaluator, StrategyError, check_strategy

SHAPES = ShapeValues()


@pytest.mark.parametrize("rows, cols", [(3, 4), (4, 4), (2, 6), (5, 3)])
def test_component_splitting_equals_unsplit_solver_on_random_boards(rows, cols):
    """Independent check: the generic Grundy solver on whole positions (no splitting, no shape memo)."""
    rng = random.Random(rows * 100 + cols)
    game = Tactix(rows, cols)
    ev = GrundyEvaluator(game, symmetry=False)
    for _ in range(40):
        mask = rng.getrandbits(rows * cols)
        assert tactix_value(game, (mask, 0), shapes=SHAPES) == ev.value((mask, 0))


def test_components_partition_and_are_connected():
    rng = random.Random(7)
    for _ in range(200):
        mask = rng.getrandbits(20)
        comps = components(mask, 5)
        assert sum(comps) == mask and all(a & b == 0 for a in comps for b in comps if a is not b)
        for c in comps:
            cells = set(cells_of(c, 5))
            seen, todo = set(), [next(iter(cells))]
            while todo:
                r, k = todo.pop()
                if (r, k) in seen:
                    continue
                seen.add((r, k))
                todo.extend(n for n in ((r + 1, k), (r - 1, k), (r, k + 1), (r, k - 1)) if n in cells)
            assert seen == cells


def test_shape_key_is_invariant_under_translation_and_symmetry():
    cells = [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]
    key = shape_key(cells)
    for f in [lambda r, c: (r + 3, c + 1), lambda r, c: (c, r), lambda r, c: (-r, c), lambda r, c: (c, -r)]:
        assert shape_key([f(r, c) for r, c in cells]) == key
    assert shape_key([(0, 0), (0, 1), (0, 2)]) != shape_key([(0, 0), (0, 1), (1, 1)])


def _shape_key_by_the_eight_lattice_maps(cells):
    """Brute-force twin of shape_key: the 8 maps (r, c) -> (+-r, +-c) and (+-c, +-r) written out."""
    if not cells:
        return (0, 0, 0)
    keys = []
    for swap in (False, True):
        for sr in (1, -1):
            for sc in (1, -1):
                image = [((c, r) if swap else (r, c)) for r, c in cells]
                image = [(sr * r, sc * c) for r, c in image]
                r0, c0 = min(r for r, _ in image), min(c for _, c in image)
                h, w = max(r for r, _ in image) - r0 + 1, max(c for _, c in image) - c0 + 1
                keys.append((h, w, sum(1 << ((r - r0) * w + (c - c0)) for r, c in set(image))))
    return min(keys)


@given(st.frozensets(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), max_size=12))
def test_shape_key_equals_the_brute_force_over_the_eight_lattice_maps(cells):
    assert shape_key(cells) == _shape_key_by_the_eight_lattice_maps(sorted(cells))


@st.composite
def two_disjoint_boards(draw):
    """Two random boards on a 2 x 3 grid each, placed side by side with an empty column between them.

    Shrinks towards empty boards."""
    left = draw(st.integers(0, 63))
    right = draw(st.integers(0, 63))
    return left, right


def _place(mask, cols_from, cols_to, offset):
    out = 0
    for r, c in cells_of(mask, cols_from):
        out |= 1 << (r * cols_to + c + offset)
    return out


@given(two_disjoint_boards())
def test_value_of_disjoint_union_is_xor(boards):
    left, right = boards
    small = Tactix(2, 3)
    big = Tactix(2, 7)
    ev_small = GrundyEvaluator(small, symmetry=False)
    ev_big = GrundyEvaluator(big, symmetry=False)
    union = _place(left, 3, 7, 0) | _place(right, 3, 7, 4)
    assert ev_big.value((union, 0)) == ev_small.value((left, 0)) ^ ev_small.value((right, 0))


def test_normal_table_equals_shape_values_on_every_subset_of_3x4():
    table = tactix_table(3, 4).values
    assert all(table[m] == SHAPES.value(m, 4) for m in range(1 << 12))


def test_normal_table_4x4_against_unsplit_solver_sample():
    table = tactix_table(4, 4).values
    game = Tactix(4, 4)
    ev = GrundyEvaluator(game, symmetry=False)
    rng = random.Random(44)
    for mask in [rng.getrandbits(16) for _ in range(60)]:
        assert table[mask] == ev.value((mask, 0))


@pytest.mark.parametrize("rows, cols", [(3, 3), (2, 5), (3, 4)])
def test_misere_table_equals_plain_search(rows, cols):
    """Misere outcomes of every subset by the kernel vs the generic misere search on whole positions."""
    table = tactix_table(rows, cols, convention="misere").values
    game = Tactix(rows, cols, convention="misere")
    ev = GrundyEvaluator(game, symmetry=False)
    for mask in range(1 << (rows * cols)):
        assert table[mask] == (ev.outcome((mask, 0), "misere") == "N")


def test_misere_table_is_symmetric_on_square_board():
    game = Tactix(3, 3, convention="misere")
    table = tactix_table(3, 3, convention="misere").values
    for mask in range(1 << 9):
        assert len({int(table[q]) for q, _ in game.images((mask, 0))}) == 1


def test_winning_moves_lead_to_p_positions():
    game = Tactix(board="xxx./.xxx/xx..")
    p = game.initial()
    wins = winning_moves(game, p)
    ev = GrundyEvaluator(game)
    assert wins == [m for m in game.moves(p) if ev.value(game.play(p, m)) == 0]
    mis = Tactix(3, 3, convention="misere")
    evm = GrundyEvaluator(mis)
    assert winning_moves(mis) == [m for m in mis.moves(mis.initial())
                                   if evm.outcome(mis.play(mis.initial(), m), "misere") == "P"]


@pytest.mark.parametrize("rows, cols", [(2, 2), (2, 4), (4, 2), (4, 4), (1, 1), (1, 2), (1, 5), (2, 3),
                                        (3, 2), (3, 3), (3, 4), (4, 3), (3, 5), (5, 3), (5, 1)])
def test_copying_strategies_win_against_every_reply(rows, cols):
    game = Tactix(rows, cols)
    strategy = mirror_strategy(game)
    expected_owner = 1 if rows % 2 == 0 and cols % 2 == 0 else 0
    assert strategy.owner == expected_owner
    assert check_memoryless_strategy(game, strategy, strategy.owner) > 0


@pytest.mark.parametrize("rows, cols", [(2, 2), (1, 3), (2, 3), (3, 1)])
def test_copying_strategies_as_trees_pass_the_generic_checker(rows, cols):
    game = Tactix(rows, cols)
    strategy = mirror_strategy(game)
    tree = strategy_tree(game, strategy, strategy.owner)
    assert check_strategy(game, tree, strategy.owner) > 0


def test_copying_strategy_fails_under_misere_play():
    """The seed: 'these strategies do not work in TACTIX'. On 2 x 2 misere the first player wins nothing
    by symmetry; the second player's rotation loses to a first move that takes a whole row."""
    game = Tactix(2, 2, convention="misere")
    strategy = mirror_strategy(Tactix(2, 2))
    with pytest.raises(StrategyError):
        check_memoryless_strategy(game, strategy, 1)


def test_mirror_strategy_needs_full_rectangle():
    with pytest.raises(ValueError, match="full rectangle"):
        mirror_strategy(Tactix(board="xx/x."))


def test_table_refuses_large_boards():
    with pytest.raises(ValueError, match="30 cells"):
        tactix_table(6, 6)
    with pytest.raises(ValueError, match="convention"):
        tactix_table(2, 2, convention="loopy")


@pytest.mark.slow
def test_table_5x5_full_board_and_symmetry():
    normal = tactix_table(5, 5).values
    misere = tactix_table(5, 5, convention="misere").values
    game = Tactix(5, 5)
    rng = np.random.default_rng(5)
    for mask in rng.integers(0, 1 << 25, size=200):
        m = int(mask)
        assert len({int(normal[q]) for q, _ in game.images((m, 0))}) == 1
        assert len({int(misere[q]) for q, _ in game.images((m, 0))}) == 1
        assert normal[m] == SHAPES.value(m, 5)


def test_rectangle_values_equal_generic_solver():
    from combgames.grundy.tactix import rectangle_values

    table = rectangle_values(3, 4)
    for (m, n), (value, misere) in table.items():
        ev = GrundyEvaluator(Tactix(m, n, convention="misere"))
        assert value == GrundyEvaluator(Tactix(m, n)).value(Tactix(m, n).initial())
        assert misere == ev.outcome(Tactix(m, n).initial(), "misere")
