"""Toppling Dominoes (combgames.games.toppling_dominoes): the rules, published values, rows as summands and
keys against the plain walk, and the command line.

Published values: the row ``xooxx`` (blue, red, red, blue, blue) is {1|*}, with Left's options "", ooxx, xoo,
x, xoox, "" and Right's x, oxx, xo, xx (cgt-tools, T. Maciosowski, cgt/short/partizan/games/toppling_dominoes.rs,
tests ``correct_left``, ``correct_right``, ``correct_canonical``). Hand derivations from the rules (Fink,
Nowakowski, Siegel, Wolfe, "Toppling Conjectures", Games of No Chance 4, 2015): n blue dominoes are n, n green
dominoes are *n (their options are the rows of 0..n-1 green dominoes), ``BR`` = {0, -1 | 0, 1} = *, ``BRB`` =
{0, *, 1 | 1} = 1/2.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from combgames.cgt import game_value, parse_game
from combgames.game import PositionFormatError
from combgames.games.toppling_dominoes import TopplingDominoes
from tests.reference.partizan_walk import assert_value_by_parts, plain_value

COMBGAMES = shutil.which("combgames")


def value(text: str):
    return game_value(TopplingDominoes(text))


def options(text: str, player: int) -> list[str]:
    g = TopplingDominoes(text)
    return [g.board_text(b) for _, b in g.board_options(g.initial_board(), player)]


def test_cgt_tools_options_and_value_of_brrbb():
    assert sorted(options("BRRBB", 0)) == sorted(["-", "RRBB", "BRR", "B", "BRRB", "-"])  # cgt-tools: x for B, o for R
    assert sorted(options("BRRBB", 1)) == sorted(["B", "RBB", "BR", "BB"])
    assert value("BRRBB") == parse_game("{1|*}")


def test_move_names_give_the_domino_and_the_direction():
    g = TopplingDominoes("BR")
    assert [g.move_name(m) for m in g.moves(g.initial())] == ["1<", "1>"]
    g = TopplingDominoes("BR GB")
    p = g.initial()
    assert [g.format_move(m, p) for m in g.moves(p)] == ["1:1<", "1:1>", "2:1<", "2:1>", "2:2<", "2:2>"]
    assert g.format_position(g.play(p, g.parse_move("2:1>", p))) == "BR | 2"


@pytest.mark.parametrize("n", range(1, 6))
def test_blue_rows_are_integers_and_green_rows_nimbers(n):
    assert value("B" * n) == parse_game(str(n)) and value("R" * n) == parse_game(str(-n))
    assert value("G" * n) == parse_game(f"*{n}" if n > 1 else "*")


def test_hand_derived_values():
    assert value("BR") == parse_game("*") and value("BRB") == parse_game("1/2") and value("BG") == parse_game("{1|0}")


def random_row(rng: random.Random, longest: int = 7) -> str:
    return "".join(rng.choice("BRG") for _ in range(rng.randint(1, longest)))


@pytest.mark.parametrize("seed", range(30))
def test_value_is_the_sum_of_the_rows_and_the_plain_walk_agrees(seed):
    rng = random.Random(seed)
    g = TopplingDominoes()
    board = tuple(random_row(rng, 5) for _ in range(rng.randint(1, 3)))
    assert g.board_summands(board) == [(row,) for row in board]
    assert_value_by_parts(g, board)


@pytest.mark.parametrize("seed", range(30))
def test_a_row_and_its_reverse_share_key_and_value(seed):
    row = random_row(random.Random(seed))
    g = TopplingDominoes()
    assert g.board_key((row,)) == g.board_key((row[::-1],))
    assert plain_value(g, (row,)) == plain_value(g, (row[::-1],))
    assert g.board_key((row, "BR")) == g.board_key(("RB", row[::-1]))


def test_bad_text_names_the_domino():
    with pytest.raises(PositionFormatError, match="row 2, domino 3"):
        TopplingDominoes("BR BRX")


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_value_command_prints_the_published_value():
    done = subprocess.run([COMBGAMES, "value", "toppling-dominoes", "--position", "BRRBB", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert parse_game(json.loads(done.stdout)["value"]) == parse_game("{1|*}")


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_draw_writes_an_svg(tmp_path):
    out = tmp_path / "toppling.svg"
    done = subprocess.run([COMBGAMES, "draw", "game", "toppling-dominoes", "--position", "BRG GGB", "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and "Toppling Dominoes BRG GGB" in svg and svg.count("<rect") == 1 + 6
