"""Amazons (combgames.games.amazons): the rules, published canonical forms, the regions and keys against the
plain walk, and the command line.

Published values:
- ``x...|o...`` (2 x 4, a black amazon above a white one at the left edge) is
  ``+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}``: CGSuite's test suite
  (lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala, "define Amazons properly"); CGSuite writes
  +-{a,b} for the toolkit's +-(a,b). Its followers (the board and every board either player can reach from it,
  in any order of moves) are 2784 (CGSuite's GameTest.scala, ``Followers.Size``).
- ``x..#|....|.#.o`` has the long canonical form below: cgt-tools (T. Maciosowski,
  cgt/short/partizan/games/amazons.rs, test ``canonical_form``, "Confirmed with cgsuite").
Hand derivations from the rules: a lone amazon at the end of a strip of n empty cells
is worth n (each move burns one cell and the amazon can always step on and shoot back), ``x.o`` is * (the
first to move steps next to the other amazon and burns the cell it left, leaving no move).
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from combgames.cgt import game_value, parse_game
from combgames.game import PositionFormatError
from combgames.games.amazons import MAX_REGION_CELLS, Amazons, amazons_regions
from combgames.games.partizan import grid_images
from tests.reference.partizan_walk import assert_value_by_parts, plain_value

COMBGAMES = shutil.which("combgames")
CGSUITE_2x4 = "+-(3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-(1,{2|0})})"
CGT_TOOLS_3x4 = ("{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, "
                 "{0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, "
                 "{0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, "
                 "{3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, "
                 "{{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}")


def value(text: str):
    return game_value(Amazons(text))


def test_moves_slide_like_a_queen_and_the_arrow_may_burn_the_cell_just_left():
    g = Amazons("x.#")
    assert [g.move_name(m) for m in g.moves(g.initial())] == ["a1-b1/a1"]
    g = Amazons("x../...")
    names = {g.move_name(m) for m in g.moves(g.initial())}
    assert "a2-c2/a2" in names and "a2-b1/c2" in names and "a2-a1/a2" in names
    assert not any(n.startswith("a2-a2") for n in names)
    blocked = Amazons("xo.")  # the white amazon blocks the black one
    assert blocked.moves(blocked.initial()) == []


def test_published_value_of_cgsuites_2x4_board():
    assert value("x.../o...") == parse_game(CGSUITE_2x4)


def test_published_number_of_followers_of_cgsuites_2x4_board():
    g = Amazons("x.../o...")
    boards: dict = {}
    plain_value(g, g.initial_board(), boards)  # memoises every board reached, by either player
    assert len(boards) == 2784


@pytest.mark.slow
def test_published_value_of_cgt_tools_3x4_board():
    assert value("x..#/..../.#.o") == parse_game(CGT_TOOLS_3x4)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_lone_amazon_on_a_strip_is_worth_its_empty_cells(n):
    assert value("x" + "." * n) == parse_game(str(n)) and value("o" + "." * n) == parse_game(str(-n))


def test_hand_derived_values():
    assert value("x.o") == parse_game("*")
    assert value("x#o") == parse_game("0")
    assert value("x##.o") == parse_game("-1")  # two regions: x walled in (0), o with one empty cell (-1)


def test_regions_split_at_burnt_cells_and_keep_one_coloured_regions():
    g = Amazons("x.#.o/###.#/o#..x")
    regions = [g.board_text(b) for b in amazons_regions(g.initial_board())]
    assert regions == ["x.", "#.o/#.#/..x"]  # the white amazon walled in at a1 is dropped
    assert game_value(g) == value("x.") + value("#.o/#.#/..x")


def random_board(rng: random.Random) -> tuple:
    """A random board of at most 10 cells with at most 5 empty ones (so the plain walk stays quick); half of
    the boards have a burnt column in the middle, which splits them into regions."""
    rows, cols = rng.choice([(1, 5), (2, 3), (2, 4), (3, 3), (2, 5)])
    wall = cols // 2 if rng.random() < 0.5 else -1
    while True:
        cells = [("#" if i % cols == wall else rng.choice("..##xo")) for i in range(rows * cols)]
        if cells.count(".") <= 5:
            text = "/".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))
            return Amazons(text).initial_board()


@pytest.mark.parametrize("seed", range(40))
def test_value_is_the_sum_of_the_regions_and_the_plain_walk_agrees(seed):
    board = random_board(random.Random(seed))
    g = Amazons()
    assert_value_by_parts(g, board)


@pytest.mark.parametrize("seed", range(40))
def test_board_key_is_the_same_under_every_symmetry_of_the_rectangle(seed):
    rows, cols, x, o, burnt = random_board(random.Random(seed))
    g = Amazons()
    key = g.board_key((rows, cols, x, o, burnt))
    for h, w, (ix, io, ib) in grid_images(rows, cols, (x, o, burnt), transpose=True):
        image = (h, w, ix, io, ib)
        assert g.board_key(image) == key
    h, w, (ix, io, ib) = grid_images(rows, cols, (x, o, burnt), transpose=True)[5]
    assert plain_value(g, (h, w, ix, io, ib)) == plain_value(g, (rows, cols, x, o, burnt))


def test_a_region_larger_than_5x5_is_refused_naming_the_limit():
    with pytest.raises(PositionFormatError, match=f"at most {MAX_REGION_CELLS}"):
        Amazons("x...../....../....../....../....../.....o")
    Amazons("x..#../...#../...#../######/...#../...#.o")  # four regions of at most 9 cells: accepted
    with pytest.raises(ValueError, match=f"at most {MAX_REGION_CELLS}"):
        Amazons().check_position(((6, 6, 1, 1 << 35, 0), 0))


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command_prints_the_published_value():
    done = subprocess.run([COMBGAMES, "value", "amazons", "--position", "x.../o...", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert parse_game(json.loads(done.stdout)["value"]) == parse_game(CGSUITE_2x4)


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command_refuses_a_large_region_in_one_line():
    done = subprocess.run([COMBGAMES, "value", "amazons", "--position", "x...../....../....../....../....../.....o"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "at most 25" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_draw_writes_an_svg(tmp_path):
    out = tmp_path / "amazons.svg"
    done = subprocess.run([COMBGAMES, "draw", "game", "amazons", "--position", "x.#./.o../#..x", "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and "Amazons x.#./.o../#..x" in svg and svg.count("<circle") == 3
