"""Twins of the torus game's compiled kernels: each kernel run compiled and run as Python on random small inputs.

The kernels (:mod:`combgames.games.torus._kernels`, the orbit ranks of :mod:`combgames.base.rank_kernels`, the
placement search of :mod:`combgames.solvers._coalition_kernels`) are plain Python functions that
:func:`combgames.base.kernels.kernel` compiles; with ``backend="python"`` they run as written, the reference.
Inputs come from a seeded generator: random boards, random middle positions, random coalition questions.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from combgames.base.kernels import kernel
from combgames.base.rank_kernels import image_powers, orbit_ranks, placed_orbit_rank, placed_orbit_ranks
from combgames.games.torus import TorusConnectionGame
from combgames.games.torus._kernels import HAS_LOOP, NOT_PRIMITIVE, closing_codes
from combgames.games.torus.pns_kernels import neighbour_masks, two_neighbours

pytest.importorskip("numba")


def _random_position(game: TorusConnectionGame, rng: random.Random, stones: int):
    """A position in play with ``stones`` stones more than the start, by random moves (restarting on a win)."""
    while True:
        p = game.initial()
        for _ in range(stones):
            if game.result(p) is not None:
                break
            p = game.play(p, rng.choice(game.moves(p)))
        if game.result(p) is None:
            return p


def _closing_codes(game: TorusConnectionGame, bound: int, backend: str) -> np.ndarray:
    d = game.cover_description(bound)
    cells = game.surface.size
    codes = np.zeros((1 << cells, cells), dtype=np.int64)
    kernel(closing_codes, backend)(cells, d["nbr"], d["hx"], d["hy"], bound, d["owners"], d["norms"], codes)
    return codes


@pytest.mark.parametrize("n, m, assignment, bound", [(3, 3, "sextant", 10), (3, 3, "parity", 0), (3, 4, "sextant", 1),
                                                     (4, 3, "parity", 13), (3, 4, "parity", 0)])
def test_closing_codes_twin_on_every_mask(n, m, assignment, bound):
    """Every mask of stones and every cell: the compiled table is the Python one. Bound 0 tables no class (a
    stone closing a loop gets the not-primitive code), bound 1 some, cells + 1 (the game's own table) all."""
    game = TorusConnectionGame(n, m, assignment=assignment)
    plain, compiled = _closing_codes(game, bound, "python"), _closing_codes(game, bound, "numba")
    assert (plain == compiled).all()
    codes = set(np.unique(compiled).tolist())
    assert HAS_LOOP in codes
    assert (NOT_PRIMITIVE in codes) == (bound <= 1)
    assert any(0 < c < 64 for c in codes) == (bound > 0)
    if bound > n * m:
        assert (compiled == game._closing_codes(bound, "numba")).all()


def _ranks(x, o, cell, colour, perms, pow3, ranks, child):  # pragma: no cover - compiled
    """The orbit ranks of (x, o) and of the board after a stone of ``colour`` on ``cell`` (a test kernel)."""
    least = orbit_ranks(x, o, perms, pow3, ranks)
    return (least, placed_orbit_ranks(ranks, cell, colour, perms, pow3, child),
            placed_orbit_rank(ranks, cell, colour, image_powers(perms, pow3)))


def test_orbit_ranks_twin_on_random_boards():
    """Random boards under the symmetries of the 3 x 3 and 4 x 5 tori: compiled and Python ranks agree, the ranks
    updated by one stone are those of the board with the stone, and the least of them is the orbit rank that
    placed_orbit_rank computes without them."""
    for n, m in ((3, 3), (4, 5)):
        _check_ranks(TorusConnectionGame(n, m), np.random.default_rng(27))


def _check_ranks(game, rng):
    """Compare the orbit ranks of 200 random boards of ``game`` (:func:`test_orbit_ranks_twin_on_random_boards`)."""
    perms = np.asarray(game.symmetry_group.elements, dtype=np.int64)
    cells = perms.shape[1]
    pow3 = np.array([3 ** c for c in range(cells)], dtype=np.int64)
    compiled = kernel(_ranks, "numba")
    for _ in range(200):
        colours = rng.integers(0, 3, size=cells)
        empty = np.flatnonzero(colours == 0)
        if not len(empty):
            continue
        x = int(sum(1 << c for c in range(cells) if colours[c] == 1))
        o = int(sum(1 << c for c in range(cells) if colours[c] == 2))
        cell, colour = int(rng.choice(empty)), int(rng.integers(0, 2))
        out = []
        for run in (_ranks, compiled):
            ranks, child = np.zeros(2 * len(perms), dtype=np.int64), np.zeros(2 * len(perms), dtype=np.int64)
            out.append((tuple(int(v) for v in run(x, o, cell, colour, perms, pow3, ranks, child)), ranks.tolist(),
                        child.tolist()))
        assert out[0] == out[1]
        placed = np.zeros(2 * len(perms), dtype=np.int64)
        x2, o2 = (x | 1 << cell, o) if colour == 0 else (x, o | 1 << cell)
        assert orbit_ranks(x2, o2, perms, pow3, placed) == out[0][0][1] == out[0][0][2]
        assert placed.tolist() == out[0][2]


def _count_near(cell, mask, nbr):
    """The sides of ``cell`` that meet a cell of ``mask`` other than itself (the count the masks replace)."""
    return sum(1 for v in nbr[cell] if v != cell and (mask >> int(v)) & 1)


@pytest.mark.parametrize("nbr", [
    TorusConnectionGame(3).cover_description()["nbr"], TorusConnectionGame(4, 3).cover_description()["nbr"],
    np.array([[1, 1, 0, 2], [0, 2, 2, 1], [0, 1, 0, 0]], dtype=np.int64),  # a side to itself, a cell met twice
])
def test_two_neighbours_is_the_count_of_sides(nbr):
    """two_neighbours (bitmasks of neighbour_masks) says what counting the sides says: at least two sides of the
    cell meet the mask, every cell and every mask of a board's first 6 cells, compiled and in Python."""
    compiled = kernel(two_neighbours, "numba")
    near, twice = neighbour_masks(nbr)
    for cell in range(len(nbr)):
        for bits in range(1 << min(len(nbr), 6)):
            expected = _count_near(cell, bits, nbr) >= 2
            assert two_neighbours(cell, bits, near, twice) == expected
            assert compiled(cell, bits, near, twice) == expected


def test_prover_twin_on_random_questions():
    """The proof search from random 3 x 3 and 4 x 4 positions, every question: the same answer, positions expanded
    and table entries compiled and as Python."""
    from combgames.analysis.torus3 import prove_coalition
    from combgames.solvers.coalition import coalition_questions

    rng = random.Random(27)
    expanded = 0
    for n, stones in ((3, 0), (3, 2), (4, 6), (4, 8)):
        variant = rng.choice([("sextant", "placer"), ("parity", "placer"), ("sextant", "draw")])
        game = TorusConnectionGame(n, assignment=variant[0], cross_policy=variant[1])
        p = _random_position(game, rng, stones)
        for team, goal in coalition_questions(3):
            plain, compiled = (prove_coalition(n, team, goal, *variant, position=p, table_bits=14, backend=b)
                               for b in ("python", "numba"))
            assert [plain[k] for k in ("forces", "positions", "stored")] == \
                [compiled[k] for k in ("forces", "positions", "stored")]
            assert compiled["forces"] in (True, False)
            expanded += compiled["positions"]
    assert expanded > 1000


def test_placement_search_twin_from_random_middle_games():
    """The coalition kernel from random 4 x 4 middle positions (two variants): the same table of ranked boards
    and the same counts compiled and as Python."""
    from combgames.solvers.coalition import coalition_values

    rng = random.Random(270)
    for assignment, policy in (("sextant", "placer"), ("parity", "draw")):
        game = TorusConnectionGame(4, assignment=assignment, cross_policy=policy)
        p = _random_position(game, rng, 10)
        plain, compiled = (coalition_values(game, p, method="kernel", backend=b) for b in ("python", "numba"))
        assert (plain.ranked == compiled.ranked).all()
        assert plain.stats["positions"] == compiled.stats["positions"] > 0
        assert [plain.stats[k] for k in ("edges", "endings", "drawn endings")] == \
            [compiled.stats[k] for k in ("edges", "endings", "drawn endings")]
