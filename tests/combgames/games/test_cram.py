"""Cram: the rules, the nimber kernel against a plain mex written here, its Python twin, Winning Ways' facts, the
1 x n strips against Dawson's Kayles (0.07), and the commands through the console script.

Sources: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., ch. 7 (Cram: the symmetry strategy,
even x even boards are second-player wins, even x odd first-player wins) and ch. 4 (Dawson's Kayles, 0.07).
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from functools import lru_cache

import numpy as np
import pytest

from combgames.base.kernels import kernel, numba_available
from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games import cram_kernels
from combgames.games.cram import Cram, CramTable, cram_nimber, domino_tiling, parse_board

COMBGAMES = shutil.which("combgames")
needs_numba = pytest.mark.skipif(not numba_available(), reason="numba is not installed")


# ---------------------------------------------------------------------------------------------- the plain mex
@lru_cache(maxsize=None)
def plain_nimber(rows: int, cols: int, empty: int) -> int:
    """The nimber by the definition only: the mex of the options' nimbers, every board searched whole (no
    regions, no symmetry, no table but this memo)."""
    seen = set()
    for c in range(cols):
        for r in range(rows):
            i = r * cols + c
            for j in ((i + 1) if c + 1 < cols else None, (i + cols) if r + 1 < rows else None):
                if j is not None and empty >> i & 1 and empty >> j & 1:
                    seen.add(plain_nimber(rows, cols, empty & ~(1 << i) & ~(1 << j)))
    g = 0
    while g in seen:
        g += 1
    return g


def full(rows: int, cols: int) -> tuple[int, int, int]:
    return (rows, cols, (1 << (rows * cols)) - 1)


def random_boards(count: int, seed: int, max_side: int = 5, max_cells: int = 20):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        rows, cols = rng.randint(1, max_side), rng.randint(1, max_side)
        if rows * cols > max_cells:
            continue
        empty = sum(1 << i for i in range(rows * cols) if rng.random() < 0.75)
        out.append((rows, cols, empty))
    return out


# ---------------------------------------------------------------------------------------------- rules
def test_moves_are_every_domino_either_way():
    g = Cram(2, 3)
    p = g.initial()
    assert len(g.moves(p)) == 4 + 3  # two across per row, one down per column
    assert [g.format_move(m, p) for m in g.moves(p)] == ["a2-b2", "b2-c2", "a1-b1", "b1-c1", "a1-a2", "b1-b2", "c1-c2"]
    q = g.play(p, ((0, 0), (1, 0)))
    assert g.format_position(q) == "#../#.. | 2" and g.to_move(q) == 1
    with pytest.raises(IllegalMoveError, match="adjacent empty cells"):
        g.play(q, ((0, 0), (0, 1)))


def test_board_text_and_bad_input():
    g = Cram(board="##./...")
    assert g.initial()[0] == parse_board("##./...") == (2, 3, 0b111100)
    assert g.parse_position(g.format_position(((2, 3, 0b111100), 1))) == ((2, 3, 0b111100), 1)
    with pytest.raises(PositionFormatError, match="row 2, column 1"):
        parse_board("../x.")
    with pytest.raises(ValueError, match="rows"):
        Cram(0, 3)
    with pytest.raises(PositionFormatError, match="not a legal move"):
        g.parse_move("a1-a2", g.parse_position("##./##."))


def test_regions_and_keys():
    g = Cram(3, 4)
    board = parse_board("..#./#.#./..#.")  # an L of 4 cells, a bar of 3 down, one dead cell
    parts = g.board_summands(board)
    assert len(parts) == 2
    total = 0
    for part in parts:
        total ^= plain_nimber(*part)
    assert cram_nimber(board) == plain_nimber(*board) == total
    # the same shapes turned and reflected have the same key
    assert g.board_key(parse_board("..#/.##/.##")) == g.board_key(parse_board("##./##./#..")) \
        == g.board_key(parse_board(".../.##")) != g.board_key(parse_board(".../#.#"))
    assert g.board_key(parse_board("../.#")) == g.board_key(parse_board(".#/..")) == g.board_key(parse_board("#./.."))


def test_domino_tiling():
    assert domino_tiling(2, 3, 0b111111) is not None and len(domino_tiling(2, 3, 0b111111)) == 3
    assert domino_tiling(2, 2, 0b0110) is None  # two diagonal cells
    assert domino_tiling(1, 1, 0) == []


# ---------------------------------------------------------------------------------------------- nimbers
@pytest.mark.parametrize("symmetry", [True, False])
def test_small_boards_against_the_plain_mex(symmetry):
    for rows in range(1, 5):
        for cols in range(1, 5):
            assert cram_nimber(full(rows, cols), backend="python", symmetry=symmetry,
                               table=CramTable(12)) == plain_nimber(*full(rows, cols)), (rows, cols)
    for board in random_boards(60, seed=31, max_cells=16):
        assert cram_nimber(board, backend="python", symmetry=symmetry, table=CramTable(12)) == plain_nimber(*board)


def test_winning_ways_symmetry_facts_by_search():
    """WW ch. 7: even x even rectangles are P-positions (nimber 0), even x odd are N-positions (nonzero); here
    found by the search with the half-turn rule off, so the rule is not assumed."""
    table = CramTable(16)
    for rows, cols in [(2, 2), (2, 4), (4, 4), (2, 6)]:
        assert cram_nimber(full(rows, cols), backend="python", symmetry=False, table=table) == 0
    for rows, cols in [(2, 1), (2, 3), (2, 5), (4, 3), (2, 7)]:
        assert cram_nimber(full(rows, cols), backend="python", symmetry=False, table=table) != 0


@needs_numba
def test_winning_ways_symmetry_facts_by_compiled_search():
    table = CramTable(20)
    assert [cram_nimber(full(r, c), backend="numba", symmetry=False, table=table)
            for r, c in [(4, 6), (6, 4), (2, 10), (4, 5), (2, 9)]] == [0, 0, 0, 2, 1]


def test_half_turn_rule_only_on_second_player_wins():
    rng = random.Random(7)
    checked = 0
    for _ in range(400):
        h, w = rng.randint(2, 4), rng.randint(2, 5)
        cells = [i for i in range(h * w) if rng.random() < 0.7]
        mask = 0
        for i in cells:
            mask |= 1 << i | 1 << (h * w - 1 - i)  # closed under the half turn
        if cram_kernels.symmetric_loss(mask, h, w):
            assert plain_nimber(h, w, mask) == 0
            checked += 1
    assert checked > 50


def test_canonical_region_is_the_same_for_every_image():
    rng = random.Random(3)
    buf, turned = np.zeros(64, np.int64), np.zeros(64, np.int64)
    for _ in range(100):
        h, w = rng.randint(1, 5), rng.randint(1, 5)
        cells = [(r, c) for r in range(h) for c in range(w) if rng.random() < 0.6] or [(0, 0)]
        keys = set()
        for flip_r in (False, True):
            for flip_c in (False, True):
                for transpose in (False, True):
                    mask = 0
                    hh, ww = (w, h) if transpose else (h, w)
                    for r, c in cells:
                        r, c = (h - 1 - r if flip_r else r), (w - 1 - c if flip_c else c)
                        if transpose:
                            r, c = c, r
                        mask |= 1 << (r * ww + c)
                    # the shape drawn in a wider grid, shifted
                    wide = sum(1 << ((i // ww + 1) * (ww + 2) + i % ww + 1) for i in range(hh * ww) if mask >> i & 1)
                    keys.add(tuple(int(x) for x in cram_kernels.canonical_region(wide, ww + 2, buf, turned)))
        assert len(keys) == 1


def test_one_row_is_dawsons_kayles():
    """WW ch. 4: a domino on a 1 x n strip takes two adjacent cells, leaving zero, one or two strips: the octal
    game 0.07."""
    from combgames.games.octal import OctalGame

    dawson = OctalGame("0.07")
    table = CramTable(14)
    assert [cram_nimber(full(1, n), backend="python", table=table) for n in range(1, 41)] == \
        [dawson.heap_value(n) for n in range(1, 41)]


def test_the_stop_flag_stops_the_kernel():
    table = CramTable(14)
    table.control[0] = 1
    fn = kernel(cram_kernels.cram_nimber, "python")
    assert fn(*full(4, 5)[2:], 4, 5, table.keys, table.infos, table.control, True) == cram_kernels.STOPPED
    assert table.regions_valued < 4096  # polled within the first 4096 steps


@needs_numba
@pytest.mark.parametrize("symmetry", [True, False])
def test_compiled_kernel_twin_on_random_regions(symmetry):
    compiled, python = CramTable(14), CramTable(14)
    boards = random_boards(80, seed=2031, max_side=6, max_cells=24) + [full(4, 5), full(3, 6), full(1, 23)]
    for board in boards:
        a = cram_nimber(board, backend="numba", symmetry=symmetry, table=compiled)
        b = cram_nimber(board, backend="python", symmetry=symmetry, table=python)
        assert a == b
    assert compiled.regions_valued == python.regions_valued  # the same search, step for step
    for board in [b for b in boards if b[0] * b[1] <= 16]:
        assert cram_nimber(board, backend="numba", symmetry=symmetry, table=CramTable(12)) == plain_nimber(*board)


def test_game_capabilities():
    from combgames.solvers import grundy_value, outcome_class

    g = Cram(2, 3)
    assert grundy_value(g) == 1 and outcome_class(g) == "N"
    winning = g.winning_moves(g.initial())
    assert ((0, 1), (1, 1)) in winning  # the central domino (WW ch. 7)
    for m in g.moves(g.initial()):
        assert (plain_nimber(*g.play(g.initial(), m)[0]) == 0) == (m in winning)
    assert Cram(2, 2).outcome_class(Cram(2, 2).initial()) == "P"


# ---------------------------------------------------------------------------------------------- commands
def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, *args], capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(COMBGAMES is None, reason="the console script is not installed")
def test_value_command_prints_the_nimber():
    done = run("value", "cram", "--option", "rows=3", "--option", "cols=3", "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["value"] == "0"
    done = run("value", "cram", "--position", "#.../..../...#", "--quiet")
    assert done.returncode == 0 and f"value:       *{plain_nimber(*parse_board('#.../..../...#'))}" in done.stdout
    done = run("value", "cram", "--option", "board=..x")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "column 3" in done.stderr


@pytest.mark.skipif(COMBGAMES is None, reason="the console script is not installed")
def test_draw_writes_an_svg(tmp_path):
    out = tmp_path / "cram.svg"
    done = run("draw", "game", "cram", "--position", "##../..#./..#.", "-o", str(out))
    assert done.returncode == 0, done.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and svg.count('fill="#1f4e9c"') == 2  # two dominoes, one colour


def test_a_value_by_theory_reports_the_progress_of_crams_search(monkeypatch):
    """combgames value hands its progress line to a nim_value that takes one (Cram's search) and to no other."""
    import combgames.games.cram as cram_module
    from combgames.cgt.values import nim_value_by_theory
    from combgames.games.nim import Nim

    seen = []

    def searched(board, *, progress=None):
        if progress is not None:
            progress({"phase": "cram", "positions": 7})
        return 3

    monkeypatch.setattr(cram_module, "cram_nimber", searched)
    game = cram_module.Cram(2, 3)
    assert nim_value_by_theory(game, game.initial(), progress=seen.append) == 3
    assert seen == [{"phase": "cram", "positions": 7}]
    assert nim_value_by_theory(game, game.initial()) == 3 and len(seen) == 1
    nim = Nim([1, 2])
    assert nim_value_by_theory(nim, nim.initial(), progress=seen.append) == 3 and len(seen) == 1


def test_the_shared_table_grows_with_the_board_asked():
    import combgames.games.cram as cram_module

    saved = dict(cram_module._TABLES)
    try:
        cram_module._TABLES.clear()
        assert cram_module._shared_table("numba", 20).bits == 20
        assert cram_module._shared_table("numba", 34).bits == 22
        assert cram_module._shared_table("numba", 20).bits == 22      # a smaller board keeps the larger table
        assert cram_module._shared_table("numba", 63).bits == 24
        assert cram_module._shared_table("python", 63).bits == 16
    finally:
        cram_module._TABLES.clear()
        cram_module._TABLES.update(saved)
