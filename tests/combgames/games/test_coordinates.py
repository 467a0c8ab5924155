"""One convention a user sees everywhere (issue 25): every square-grid game's text diagram prints its
coordinates, column letters under the board and row numbers beside it, and ``a1`` is the bottom-left cell in
each, so the move written ``a1`` changes the bottom-left cell of the picture."""

from __future__ import annotations

import re

import pytest

from combgames.catalogue import make_game
from combgames.game import capabilities, player_name

# game, options, a position (None: the start), the move text naming a1 (alone or as one end), and what the
# bottom row reads after it (cells only)
SQUARE_GRIDS = [
    ("tictactoe", {}, None, "a1", "x . ."),
    ("tictactoe", {"n": 4}, None, "a1", "x . . ."),
    ("picaria", {}, None, "a1", "x - . - ."),
    ("tapatan", {}, None, "a1", "x - . - ."),
    ("three-mens-morris", {}, None, "a1", "x - . - ."),
    ("three-mens-morris-diagonals", {}, None, "a1", "x - . - ."),
    ("tactix", {}, None, "a1", ". x x x"),
    ("tactix", {"rows": 2, "cols": 5}, None, "a1-c1", ". . . x x"),
    ("domineering", {"rows": 3, "cols": 2}, None, "a1-a2", "# ."),
    ("clobber", {"board": "xo/ox"}, None, "b1-a1", "x ."),
]


def bottom_row(diagram: str) -> tuple[str, str]:
    """The line of row 1 (without its number) and the column letters line under it."""
    lines = diagram.splitlines()
    k = next(i for i, line in enumerate(lines) if line.startswith("1 "))
    return lines[k][2:], lines[k + 1]


@pytest.mark.parametrize("name, options, position, a1_move, after", SQUARE_GRIDS,
                         ids=[f"{g}-{i}" for i, (g, *_rest) in enumerate(SQUARE_GRIDS)])
def test_square_grid_diagrams_print_coordinates_with_a1_bottom_left(name, options, position, a1_move, after):
    game = make_game(name, **options)
    draw = capabilities(game).diagram
    assert draw is not None, f"{name} has no text diagram"
    p = game.initial()
    picture = draw(p)
    lines = picture.splitlines()
    numbered = [line.split()[0] for line in lines if re.match(r"^\s*\d+ ", line)]
    assert numbered == [str(k) for k in range(len(numbered), 0, -1)], picture  # rows counted up from the bottom
    _, letters = bottom_row(picture)
    assert letters.split()[0] == "a" and letters.split() == sorted(letters.split()), picture
    q = game.play(p, game.parse_move(a1_move, p))
    cells, _ = bottom_row(draw(q))
    assert cells == after, draw(q)
    m = game.parse_move(a1_move, p)
    assert capabilities(game).format_move(m, p) == a1_move  # the notation reads back as it was written


def test_picaria_board_names_are_its_coordinates():
    game = make_game("picaria")
    assert game.board.diagram().splitlines()[-1] == "a1 - b1 - c1"


@pytest.mark.parametrize("name", ["torus3", "torus-hex", "klein-hex", "projex", "projex-square"])
def test_hex_board_diagrams_print_their_cell_names(name):
    game = make_game(name, n=4) if name == "torus3" else make_game(name)
    p = game.initial()
    m = game.parse_move("A1x" if name == "torus3" else "A1", p)
    picture = game.diagram(game.play(p, m))
    lines = picture.splitlines()
    assert lines[0].split()[:3] == ["A", "B", "C"]  # the column letters over the board, as in Hex
    assert lines[1].startswith("1 x")  # A1, the top-left cell, as topology names it
    assert lines[-1] == f"{player_name(game, 1)} to move"


def test_players_are_named_by_the_game():
    names = {n: [player_name(make_game(n), i) for i in range(make_game(n).players)]
             for n in ("tictactoe", "picaria", "domineering", "torus3", "nim", "tactix")}
    assert names == {"tictactoe": ["X", "O"], "picaria": ["X", "O"], "domineering": ["Left", "Right"],
                     "torus3": ["Vert", "Horz", "Diag"], "nim": ["player 1", "player 2"],
                     "tactix": ["player 1", "player 2"]}
