"""Konane (combgames.games.konane): the rules (multiple jumps in a line), published values, the groups that
never interact and the keys against the plain walk, and the command line.

Published values: ``..ox`` = 1, ``.ox.`` = * and ``.ox.|o..x|....`` = {1|-1} (cgt-tools, T. Maciosowski,
cgt/short/partizan/games/konane.rs, test ``values``); cgt-tools' move lists of the 7 x 5 boards around one
stone (tests ``left_moves``, ``right_moves``: two single jumps, a single and a double jump down the column, one
jump up). Hand derivations from the rules (Ernst 1995, Lessons in Play): ``xo.`` = 1, ``xo.o.`` = {*, 0 | } =
1, ``xoxo..`` = {1 | } = 2.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from combgames.cgt import game_value, parse_game
from combgames.games.konane import Konane, konane_groups
from combgames.games.partizan import grid_images
from tests.reference.partizan_walk import assert_value_by_parts, plain_value

COMBGAMES = shutil.which("combgames")


def value(text: str):
    return game_value(Konane(text))


def boards_after(text: str, player: int) -> list[str]:
    g = Konane(text)
    return sorted(g.board_text(b) for _, b in g.board_options(g.initial_board(), player))


def test_multiple_jumps_in_a_line_are_one_move_each_stopping_point_an_option():
    g = Konane("xo.o.o.")
    assert [g.move_name(m) for m in g.moves(g.initial())] == ["a1-c1", "a1-e1", "a1-g1"]
    assert boards_after("xo.o.o.", 0) == sorted(["..xo.o.", "....xo.", "......x"])
    assert boards_after("xoo..", 0) == []  # a jump needs an empty cell just beyond, one stone at a time
    assert boards_after(".xo.o", 0) == ["...xo"]  # the second jump would land off the board


def test_cgt_tools_move_lists():
    assert boards_after("...../..o../.oxo./..o../...../..o../.....", 0) == sorted([
        "...../..o../.o..x/..o../...../..o../.....", "...../..o../x..o./..o../...../..o../.....",
        "...../..o../.o.o./...../..x../..o../.....", "...../..o../.o.o./...../...../...../..x..",
        "..x../...../.o.o./..o../...../..o../....."])
    assert boards_after("...../..x../.xox./..x../...../..x../.....", 1) == sorted([
        "...../..x../.x..o/..x../...../..x../.....", "...../..x../o..x./..x../...../..x../.....",
        "...../..x../.x.x./...../..o../..x../.....", "...../..x../.x.x./...../...../...../..o..",
        "..o../...../.x.x./..x../...../..x../....."])


@pytest.mark.parametrize("text, published", [("..ox", "1"), (".ox.", "*"), (".ox./o..x/....", "{1|-1}")])
def test_published_values(text, published):
    assert value(text) == parse_game(published)


def test_hand_derived_values():
    assert value("xo.") == value(".ox") == parse_game("1") and value("ox.") == parse_game("-1")
    assert value("xo.o.") == parse_game("1") and value("xoxo..") == parse_game("2")
    assert value("xo") == parse_game("0")


def test_far_apart_groups_split_and_near_ones_do_not():
    g = Konane()
    assert len(konane_groups(Konane("xo.......ox").initial_board())) == 2
    assert len(konane_groups(Konane("xo..ox").initial_board())) == 1  # after x jumps, it is next to o
    far = Konane("xo.......ox")
    assert game_value(far) == value("xo.") + value(".ox")
    assert len(g.board_summands(far.initial_board())) == 2


def random_board(rng: random.Random) -> tuple:
    """A random board of at most 12 cells: a row of up to 12, or a small rectangle."""
    rows, cols = rng.choice([(1, 8), (1, 12), (2, 4), (3, 3), (2, 6), (3, 4)])
    cells = [rng.choice("....xo") for _ in range(rows * cols)]
    text = "/".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))
    return Konane(text).initial_board()


@pytest.mark.parametrize("seed", range(40))
def test_value_is_the_sum_of_the_groups_and_the_plain_walk_agrees(seed):
    board = random_board(random.Random(seed))
    g = Konane()
    assert_value_by_parts(g, board)


def test_random_boards_do_split():
    g = Konane()
    assert sum(len(g.board_summands(random_board(random.Random(s)))) > 1 for s in range(40)) >= 5


@pytest.mark.parametrize("seed", range(40))
def test_board_key_is_the_same_under_every_symmetry_of_the_rectangle(seed):
    rows, cols, x, o = random_board(random.Random(seed))
    g = Konane()
    key = g.board_key((rows, cols, x, o))
    images = grid_images(rows, cols, (x, o), transpose=True)
    for h, w, (ix, io) in images:
        assert g.board_key((h, w, ix, io)) == key
    h, w, (ix, io) = images[6]
    assert plain_value(g, (h, w, ix, io)) == plain_value(g, (rows, cols, x, o))


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command_prints_the_published_value():
    done = subprocess.run([COMBGAMES, "value", "konane", "--position", ".ox./o..x/....", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert parse_game(json.loads(done.stdout)["value"]) == parse_game("{1|-1}")


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command_refuses_a_bad_board_in_one_line():
    done = subprocess.run([COMBGAMES, "value", "konane", "--position", "xo./x#."], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and "row 2, column 2" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_draw_writes_an_svg(tmp_path):
    out = tmp_path / "konane.svg"
    done = subprocess.run([COMBGAMES, "draw", "game", "konane", "--position", "xo.o/.x..", "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and "Konane xo.o/.x.." in svg and svg.count("<circle") == 4
