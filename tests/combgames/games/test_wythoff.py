"""Wythoff's game: Wythoff's P-positions, Winning Ways' table of nim-values, the kernel and its Python twin, the
moves and notation, and the value command."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from decimal import Decimal, getcontext
from math import isqrt

import numpy as np
import pytest

from combgames.base.checks import LimitError
from combgames.base.mex import mex
from combgames.cgt import game_value, parse_game
from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.wythoff import MAX_TABLE_HEAP, Wythoff, grundy_table, is_p_position, wythoff_pairs
from combgames.solvers.grundy import GrundyEvaluator

WINNING_WAYS_P76 = [  # G(a, b) for b <= a, rows a = 0..11: WW vol. 1 (1982) p. 76, as OEIS A317205 lists it
    [0], [1, 2], [2, 0, 1], [3, 4, 5, 6], [4, 5, 3, 2, 7], [5, 3, 4, 0, 6, 8], [6, 7, 8, 1, 9, 10, 3],
    [7, 8, 6, 9, 0, 1, 4, 5], [8, 6, 7, 10, 1, 2, 5, 3, 4], [9, 10, 11, 12, 8, 7, 13, 14, 15, 16],
    [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14], [11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15],
]


def golden_pairs(count: int) -> list[tuple[int, int]]:
    """(floor(n phi), floor(n phi^2)) for n < count, phi to 60 digits (Wythoff 1907)."""
    getcontext().prec = 60
    phi = (1 + Decimal(5).sqrt()) / 2
    return [(int(n * phi), int(n * phi * phi)) for n in range(count)]


def test_p_positions_are_wythoffs_pairs_up_to_n_1000():
    """The zeros of the mex table (no golden ratio in it) are exactly the pairs (floor(n phi), floor(n phi^2))
    and their mirror images, n = 0..1000 (Wythoff, Nieuw Archief voor Wiskunde 1907)."""
    pairs = golden_pairs(1001)
    size = pairs[-1][1] + 1                                  # 2619: the table holds every pair up to n = 1000
    table = grundy_table(size)
    zeros = {(int(a), int(b)) for a, b in zip(*np.nonzero(table == 0))}
    expected = {p for a, b in pairs for p in ((a, b), (b, a)) if max(p) < size}
    assert zeros == expected
    assert wythoff_pairs(1001) == pairs
    assert all(is_p_position(a, b) and is_p_position(b, a) for a, b in pairs)


def test_winning_ways_table_of_nim_values():
    table = grundy_table(12)
    for a, row in enumerate(WINNING_WAYS_P76):
        assert [int(table[a, b]) for b in range(a + 1)] == row
    assert (table == table.T).all()


def test_kernel_twin_on_random_sizes():
    """The compiled kernel and its Python twin give the same tables."""
    rng = random.Random(17)
    for size in [0, 1, 2] + [rng.randint(3, 90) for _ in range(4)]:
        assert (grundy_table(size, backend="python") == grundy_table(size, backend="numba")).all(), size


def test_table_against_mex_of_the_options():
    """G(a, b) = mex of G over the moves, by the game's own moves (heaps < 25)."""
    table = grundy_table(25)
    g = Wythoff([0, 0])
    for a in range(25):
        for b in range(25):
            options = [g.play(((a, b), 0), m)[0] for m in g.moves(((a, b), 0))]
            assert table[a, b] == mex(int(table[x, y]) for x, y in options)


def test_outcome_class_for_any_heaps():
    g = Wythoff()
    table = grundy_table(200)
    for a in range(0, 200, 7):
        for b in range(200):
            assert g.outcome_class(((a, b), 0)) == ("P" if table[a, b] == 0 else "N")
    k = 10 ** 40
    a_k = (k + isqrt(5 * k * k)) // 2                      # floor(k phi), exactly
    assert g.outcome_class(((a_k, a_k + k), 0)) == "P" and g.outcome_class(((a_k, a_k + k + 1), 0)) == "N"


def test_search_agrees_with_the_table():
    table = grundy_table(9)
    for a, b in [(3, 5), (4, 4), (2, 7), (8, 6)]:
        evaluator = GrundyEvaluator(Wythoff([a, b]), search=True)
        assert evaluator.value(((a, b), 0)) == table[a, b] and evaluator.nodes > 0
        misere = GrundyEvaluator(Wythoff([a, b], convention="misere"))
        assert misere.outcome(((a, b), 0), "misere") in ("N", "P")


def test_moves_and_notation():
    g = Wythoff([2, 3])
    p = g.initial()
    assert [g.format_move(m) for m in g.moves(p)] == ["1:1", "1:2", "2:1", "2:2", "2:3", "both:1", "both:2"]
    assert g.play(p, g.parse_move("both:2")) == ((0, 1), 1) and g.move_count(p) == 7
    assert g.parse_position("3 5 | 2") == ((3, 5), 1)
    with pytest.raises(IllegalMoveError, match="heaps are 2 and 3"):
        g.play(p, (2, 3))
    with pytest.raises(PositionFormatError, match="'1:k', '2:k' or 'both:k'"):
        g.parse_move("3:1")
    with pytest.raises(PositionFormatError, match="two heap sizes"):
        g.parse_position("1 2 3")
    with pytest.raises(ValueError, match="two heaps, not 1"):
        Wythoff([4])


def test_nim_value_bounds():
    g = Wythoff()
    assert g.nim_value(((5, 4), 0)) == 6 and game_value(g, ((3, 4), 0)) == parse_game("*2")
    with pytest.raises(LimitError, match="tabled for heaps up to"):
        g.nim_value(((MAX_TABLE_HEAP + 1, 0), 0))
    assert Wythoff(convention="misere").nim_value is None


COMBGAMES = shutil.which("combgames")


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command():
    done = subprocess.run([COMBGAMES, "value", "wythoff", "--position", "5 4", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert parse_game(json.loads(done.stdout)["value"]) == parse_game("*6")
    done = subprocess.run([COMBGAMES, "value", "wythoff", "--position", "1 2 3"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "two heap sizes" in done.stderr


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_solve_past_the_grundy_table_gives_the_outcome_and_the_winning_moves():
    """Past MAX_TABLE_HEAP the Grundy value is not tabled, but Wythoff's pairs decide the outcome: solve answers
    (it exited 2 before) and says why the Grundy value is missing."""
    a = MAX_TABLE_HEAP + 1
    b = next(x for x in range(1, a) if is_p_position(a - 1, x))  # (a - 1, b) is a P-position
    done = subprocess.run([COMBGAMES, "solve", "wythoff", "--option", f"heaps={a},{b}", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["outcome_class"] == "N" and doc["grundy"] is None and "tabled for heaps" in doc["stats"]["grundy"]
    assert "1:1" in doc["best_moves"]  # to the P-position (a - 1, b)
    assert not is_p_position(a, b)


def test_picture_shades_the_queens_reach_and_dots_the_p_positions():
    from combgames.pictures import picture

    svg = picture(Wythoff([2, 3])).svg()
    # a 5 x 5 quarter-plane; the queen at (2, 3) reaches 2 + 3 + 2 squares; P-positions in it: (0,0), (1,2), (2,1)
    assert svg.count('fill="#dfe9f7"') == 7 and svg.count('fill="#c0392b"') == 3 and ">Q<" in svg


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_draw_command_writes_an_svg(tmp_path):
    out = tmp_path / "wythoff.svg"
    done = subprocess.run([COMBGAMES, "draw", "game", "wythoff", "--position", "4 7", "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.read_text().startswith("<svg")


def test_winning_moves_are_the_moves_to_p_positions():
    g = Wythoff()
    for a in range(40):
        for b in range(40):
            p = ((a, b), 0)
            expected = sorted(m for m in g.moves(p) if is_p_position(*g.play(p, m)[0]))
            assert sorted(g.winning_moves(p)) == expected, (a, b)
    k = 10 ** 30
    huge = ((3 * k, 5 * k), 0)
    assert all(is_p_position(*g.play(huge, m)[0]) for m in g.winning_moves(huge)) and g.winning_moves(huge)
    assert Wythoff(convention="misere").winning_moves is None
