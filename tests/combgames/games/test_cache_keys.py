"""cache_key(): equal games have equal keys; games that differ in any one rule or state-space parameter do not.

A checkpoint is resumed only for the game it was made for (combgames.base.checkpoint.game_identity reads the key), so
every parameter that changes the positions or the rules must show in the key. Each family below lists a base
game and one variant per parameter; all keys must be distinct, and building the base again gives its key again.
"""

from __future__ import annotations

import pytest

from combgames.base.checkpoint import game_identity
from combgames.games.blockade import BlockadeGame, mu_torere, pong_hau_ki
from combgames.games.boards import Board, picaria, pong_hau_ki as pong_hau_ki_board, tapatan
from combgames.games.nim import Nim
from combgames.games.octal import OctalGame
from combgames.games.picaria import Picaria
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.games.tactix import Tactix
from combgames.games.token import TokenGame
from combgames.games.torus import SurfaceHex, TorusConnectionGame

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

FAMILIES = {
    "picaria": [
        lambda: Picaria(),
        lambda: Picaria("tapatan"),                     # other edges, same lines
        lambda: Picaria("three_mens_morris"),           # other edges and lines
        lambda: Picaria("three_mens_morris_diagonals"),  # the lines of picaria, other edges
        lambda: Picaria("picaria13"),                   # other points
        lambda: Picaria("picaria13", lines="any"),      # other lines on the same drawing
        lambda: Picaria(stones=(3, 4)),
        lambda: Picaria(stones=2),
        lambda: Picaria(centre="first"),
        lambda: Picaria(centre="first+slide"),
        lambda: Picaria(stalemate="draw"),
    ],
    "blockade": [
        lambda: pong_hau_ki(),
        lambda: pong_hau_ki(no_move_rule="draw"),
        lambda: BlockadeGame(pong_hau_ki_board(), "xx/./oo O"),   # another start
        lambda: BlockadeGame(pong_hau_ki_board(), "x./o/ox X"),
        lambda: mu_torere(),
        lambda: mu_torere(centre_entry=False),
        lambda: BlockadeGame(Board.from_drawing("path", {"a": (0, 0), "b": (1, 0), "c": (2, 0)},
                                                [("a", "c")]), "x.o X"),
    ],
    "positional": [
        lambda: TicTacToe(),
        lambda: TicTacToe(4),
        lambda: PositionalGame(9, LINES[:-1]),            # one line fewer
        lambda: PositionalGame(9, LINES[:-1] + [(0, 1, 5)]),  # as many lines, one of them other
        lambda: PositionalGame(10, LINES),                # one more point
        lambda: PositionalGame(9, LINES, reduced=True),
        lambda: PositionalGame(9, LINES, reduced=True, erdos_selfridge=False),
    ],
    "heaps": [
        lambda: Nim([3, 4, 5]),
        lambda: Nim([3, 4, 6]),
        lambda: Nim([3, 4]),
        lambda: Nim([3, 4, 5], convention="misere"),
        lambda: OctalGame("0.77", [3, 4, 5]),
        lambda: OctalGame("0.07", [3, 4, 5]),
        lambda: OctalGame("0.77", [3, 4, 5], convention="misere"),
    ],
    "tactix": [
        lambda: Tactix(),
        lambda: Tactix(3, 4),
        lambda: Tactix(4, 3),
        lambda: Tactix(board="xxxx/xxxx/xxxx/xxx."),
        lambda: Tactix(convention="misere"),
    ],
    "torus": [
        lambda: TorusConnectionGame(4),
        lambda: TorusConnectionGame(5),
        lambda: TorusConnectionGame(4, 5),
        lambda: TorusConnectionGame(4, assignment="parity"),
        lambda: TorusConnectionGame(4, cross_policy="draw"),
        lambda: TorusConnectionGame(4, centre_stone=True),
        lambda: SurfaceHex("torus", 4),
        lambda: SurfaceHex("klein bottle", 4),
        lambda: SurfaceHex("projective plane", 4),
        lambda: SurfaceHex("torus", 5),
    ],
    "token": [
        lambda: TokenGame({0: [1], 1: [0]}, start=0),
        lambda: TokenGame({0: [1], 1: [0]}, start=1),
        lambda: TokenGame({0: [1], 1: []}, start=0),
        lambda: TokenGame({0: [1], 1: [0], 2: []}, start=0),  # an isolated vertex more
        lambda: TokenGame({0: [1], 1: [0]}, start=0, no_move_rule="draw"),
    ],
}


@pytest.mark.parametrize("family", FAMILIES)
def test_one_parameter_changes_the_key(family):
    keys = [make().cache_key() for make in FAMILIES[family]]
    assert len(set(keys)) == len(keys), [k for k in keys if keys.count(k) > 1]


@pytest.mark.parametrize("family", FAMILIES)
def test_equal_games_have_equal_keys(family):
    for make in FAMILIES[family]:
        assert make().cache_key() == make().cache_key()
        assert game_identity(make()) == game_identity(make())


def test_keys_ignore_what_does_not_change_the_game():
    # the key method and key depth of a positional game only change how positions are keyed
    assert TicTacToe(key="group").cache_key() == TicTacToe(key="nauty").cache_key() \
        == TicTacToe(key="none", key_depth=3).cache_key()
    # tic-tac-toe is the positional game on the 8 lines of the grid, whatever the labels
    assert TicTacToe().cache_key() == PositionalGame(9, LINES).cache_key()
    # the lines of a positional game are a set: order and repeats do not matter
    assert PositionalGame(9, LINES).cache_key() == PositionalGame(9, LINES[::-1] + LINES[:1]).cache_key()
    # a board's point names and coordinates change neither moves nor wins
    assert picaria().cache_key() == Picaria("polygon4").board.cache_key()
    assert picaria().cache_key() != tapatan().cache_key()
