"""Attacks on the games (issue 13, items 2, 3 and the games' part of 6), kept as tests.

Each attack is the command or call, what must happen (the exit code, or the exception type; None for "works"),
and a word the message (or, for a command that works, its output) must contain. The command-line attacks run
through ``combgames.cli.main`` (the command line's own error handling: exit status, one line on stderr), and
those marked so also as real subprocesses of ``python -m combgames.cli``, all at once; the API attacks are
calls.

Classes of attack: ``options`` (option values read by type, unknown and fixed options), ``positions`` (positions
that cannot arise, positions of other games), ``nim`` (Bouton's values for any heap size), ``api`` (game
constructors and parsers given bad input: a ValueError/TypeError naming the problem, never an IndexError,
KeyError, AttributeError or a bare TypeError).
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from tests.attacks.cli_table import NO_CACHE, check_row, command, run_as_processes

from combgames.game import PositionFormatError

BIG = "1" + "0" * 100  # a heap of 10**100 counters

# (class, arguments of `combgames`, exit code, a word of stderr (rc != 0) or of stdout (rc == 0))
CLI = [
    ("options", ["solve", "mu-torere", "--option", "centre_entry=False", "--json"], 0, '"value": "win"'),
    ("options", ["solve", "mu-torere", "--option", "centre_entry=0", "--json"], 0, '"value": "win"'),
    ("options", ["solve", "mu-torere", "--option", "centre_entry=maybe"], 2, "true or false"),
    ("options", ["solve", "nim", "--option", "heaps=5"], 0, "best moves: 1:5"),
    ("options", ["solve", "nim", "--option", "heaps=-3"], 2, "not -3"),
    ("options", ["solve", "nim", "--option", "heaps=a b c"], 2, "not 'a' (item 1"),
    ("options", ["solve", "nim", "--option", "heaps="], 2, "at least 1"),
    ("options", ["solve", "nim", "--option", "size=3"], 2, "the options are: heaps, convention"),
    ("options", ["solve", "nim", "--option", "heaps"], 2, "KEY=VALUE"),
    ("options", ["solve", "nim", "--option", "heaps=1", "--option", "heaps=2"], 2, "given twice"),
    ("options", ["solve", "kayles", "--option", "code=0.07"], 2, "choose it with game 'octal'"),
    ("options", ["solve", "misere-nim", "--option", "convention=normal"], 2, "fixes convention=misere"),
    ("options", ["solve", "tapatan", "--option", "board=picaria"], 2, "fixes board=tapatan"),
    ("options", ["solve", "token-cycle", "--option", "n=0"], 2, "option n must be an integer in 2.."),
    ("options", ["solve", "torus3", "--option", "n=2"], 2, "option n must be an integer >= 3"),
    ("options", ["solve", "tictactoe", "--option", "n=101"], 2, "option n must be an integer in 1..100"),
    ("options", ["solve", "tactix", "--option", "rows=1000", "--option", "cols=1000"], 2, "1,000,000 cells"),
    ("options", ["solve", "picaria", "--option", "stones=a"], 2, "option stones must be an integer"),
    ("options", ["solve", "tictactoe", "--option", "reduced=yes", "--json"], 0, '"value": "draw"'),
    ("options", ["draw", "game", "nim", "--option", "heaps=a"], 2, "option heaps"),
    ("positions", ["solve", "tictactoe", "--position", "xxx/ooo/... X"], 2, "both players hold a line"),
    ("positions", ["solve", "tictactoe", "--position", "xxx/oo./o.. X"], 2, "already holds the line"),
    ("positions", ["solve", "tictactoe", "--position", "xxx/oo./... O", "--json"], 0, '"value": "loss"'),
    ("positions", ["solve", "three-mens-morris", "--position", "xxx/ooo/... X"], 2, "both players have a line"),
    ("positions", ["solve", "pong-hau-ki", "--position", ".o/x/xo X"], 2, "no legal move of O"),
    ("positions", ["solve", "torus-hex", "--option", "n=3", "--position", "xxx/o../o.. | 2"], 2,
     "non-contractible"),
    ("nim", ["solve", "nim", "--option", f"heaps=1 {BIG}"], 0, "best moves: 2:" + "9" * 100),
    ("nim", ["solve", "misere-nim", "--option", f"heaps=1 1 {BIG}"], 0, "outcome class: N"),
]


#: The attacks also run as real subprocesses (the rest run in this process through combgames.cli.main).
SUBPROCESS = {0, 5, 20}



@pytest.mark.parametrize("k", range(len(CLI)), ids=[f"{c}:{' '.join(a)[:60]}" for c, a, _, _ in CLI])
def test_command_line_attack(k, capsys, monkeypatch):
    from combgames.cli import main

    monkeypatch.setenv("COMBGAMES_CACHE", NO_CACHE)
    got = main(command(CLI[k][1]))
    captured = capsys.readouterr()
    check_row(CLI[k], got, captured.out, captured.err)


@pytest.mark.parametrize("k", sorted(SUBPROCESS), ids=[f"{CLI[k][0]}:{' '.join(CLI[k][1])[:60]}" for k in
                                                      sorted(SUBPROCESS)])
def test_command_line_attack_as_a_real_process(k):
    check_row(CLI[k], *_processes()[k])


def _api():
    from combgames.catalogue import make_game
    from combgames.games.boards import Board, make_board, polygon_board
    from combgames.games.designs_games import positional_game
    from combgames.games.nim import Nim
    from combgames.games.picaria import Picaria
    from combgames.games.positional import PositionalGame, TicTacToe
    from combgames.games.tactix import Tactix
    from combgames.games.token import TokenGame, cycle_with_exits
    from combgames.games.torus import SurfaceHex, TorusConnectionGame
    from combgames.solvers import alphabeta, grundy_value, retrograde

    g4 = TicTacToe(4)
    p4 = g4.play(g4.initial(), 15)
    torus = TorusConnectionGame(6)
    example = "x.x.../xx..../.xxx../....xx/x.x..x/x.x... | Diag"
    won = torus.format_position(torus.play(torus.parse_position(example), torus.parse_move("D4x")))
    # (class, name, call, exception type or None for "works", a word of the message / of repr(result))
    return [
        ("options", "Nim(heaps=5) is one heap", lambda: Nim(5).heaps, None, "(5,)"),
        ("options", "Nim('3 4'): text is for the command line", lambda: Nim("3 4"), TypeError, "sequence of integers"),
        ("options", "mu-torere centre_entry='False' (a str)", lambda: make_game("mu-torere", centre_entry="False"),
         TypeError, "true or false"),
        ("options", "make_game unknown option", lambda: make_game("pong-hau-ki", centre_entry=True), TypeError,
         "the options are: no_move_rule"),
        ("options", "kayles code fixed", lambda: make_game("kayles", code="0.07"), TypeError, "fixes code=0.77"),
        ("options", "picaria stones text as a value", lambda: Picaria(stones="3,4"), TypeError, "option stones"),
        ("options", "tictactoe reduced='yes'", lambda: TicTacToe(reduced="yes"), TypeError, "option reduced"),
        ("positions", "TicTacToe(4) position to TicTacToe(3) (alphabeta)", lambda: alphabeta(TicTacToe(3), p4),
         ValueError, "not a position of TicTacToe(3)"),
        ("positions", "TicTacToe(4) position to retrograde(TicTacToe(3)).value",
         lambda: retrograde(TicTacToe(3)).value(p4), ValueError, "not a position of TicTacToe(3)"),
        ("positions", "both hold a line (check_position)", lambda: TicTacToe().check_position((0b111, 0b111000)),
         ValueError, "both players hold a line"),
        ("positions", "the player to move holds a line", lambda: TicTacToe().check_position((0b111, 0b1011000)),
         ValueError, "player to move"),
        ("positions", "two lines without a common point",
         lambda: PositionalGame(8, [(0, 1), (2, 3)]).parse_position("X=0,1,2,3 O=4,5,6"), PositionFormatError,
         "no point common"),
        ("positions", "Nim position with a player 2 to move (grundy_value)", lambda: grundy_value(Nim(), ((1,), 2)),
         ValueError, "player to move must be 0 or 1"),
        ("positions", "torus3 winner field that does not match the board",
         lambda: torus.parse_position(won.replace("winner Diag", "winner Horz")), PositionFormatError,
         "no stone of the last move closes"),
        ("positions", "torus3 loop without a winner field",
         lambda: torus.parse_position("xxxxxx/....../....../....../....../...... | Vert"), PositionFormatError,
         "already holds a non-contractible"),
        ("positions", "torus3 board of another size", lambda: torus.check_position(TorusConnectionGame(5).initial()),
         ValueError, "must have the 36 cells"),
        ("positions", "torus-hex player who is not to move", lambda: SurfaceHex("torus", 4).parse_position(
            "x.../..../..../.... | 1"), PositionFormatError, "it is 2 to move"),
        ("positions", "torus3 centre stone missing", lambda: TorusConnectionGame(5, centre_stone=True).parse_position(
            "...../...../...../...../..... | Vert"), PositionFormatError, "must hold the x stone"),
        ("positions", "Picaria centre='never' stone on the centre",
         lambda: Picaria(centre="never").parse_position("x../.x./..o O"), PositionFormatError, "centre='never'"),
        ("positions", "Tactix 5 x 5 position to 4 x 4", lambda: Tactix().check_position((1 << 24, 0)), ValueError,
         "4 x 4 grid"),
        ("positions", "token on no vertex", lambda: retrograde(cycle_with_exits()).value(("nowhere", 0)), ValueError,
         "not a vertex"),
        ("nim", "grundy_value(Nim([10**100, 1]))", lambda: grundy_value(Nim([10 ** 100, 1])), None,
         str(10 ** 100 + 1)),
        ("api", "TicTacToe(27): labels go on after z", lambda: TicTacToe(27).labels[26], None, "aa27"),
        ("api", "TicTacToe(101): too large", lambda: TicTacToe(101), ValueError, "option n"),
        ("api", "token-cycle n=0", lambda: cycle_with_exits(0), ValueError, "option n must be an integer in 2"),
        ("api", "points (1, 11) and (11, 1) of a structure (AG(2, 16) was refused: 'labels must be distinct')",
         lambda: positional_game(([(1, 11), (11, 1)], [(0, 1)]), symmetry=False).labels, None, "'11.1'"),
        ("api", "polygon board of 10**6 sides", lambda: polygon_board(10 ** 6), ValueError,
         "s must be an integer in 3"),
        ("api", "board name polygon with a superscript", lambda: make_board("polygon\u00b2"), ValueError,
         "unknown board"),
        ("api", "positional game generators=5", lambda: PositionalGame(3, [(0, 1)], generators=5), TypeError,
         "generators must be permutations"),
        ("api", "positional game line of text", lambda: PositionalGame(3, [(0, "a")]), TypeError,
         "point indices"),
        ("api", "positional game shape of text", lambda: PositionalGame(4, [(0, 1)], shape=(2, "a")), TypeError,
         "shape must be a pair"),
        ("api", "positional_game((1, 2))", lambda: positional_game((1, 2)), TypeError, "structure must be"),
        ("api", "Board.from_drawing segments=None", lambda: Board.from_drawing("b", {"a": (0, 0)}, None), TypeError,
         "segments must be"),
        ("api", "TokenGame with nested successors", lambda: TokenGame({0: [[1]]}, 0), TypeError,
         "graph must map each vertex"),
        ("api", "TokenGame(None, 0)", lambda: TokenGame(None, 0), TypeError, "graph must be"),
        ("api", "TicTacToe parse_move(5)", lambda: TicTacToe().parse_move(5), TypeError, "move text must be a str"),
        ("api", "TicTacToe parse_position(None)", lambda: TicTacToe().parse_position(None), TypeError,
         "must be a str"),
        ("api", "Tactix parse_move(None)", lambda: Tactix().parse_move(None), TypeError, "must be a str"),
        ("api", "Tactix parse_move with a non-ASCII letter", lambda: Tactix().parse_move("\u00e91"),
         PositionFormatError, "column letter"),
        ("api", "Tactix parse_move with a superscript row", lambda: Tactix().parse_move("a\u00b2"),
         PositionFormatError, "column letter"),
        ("api", "torus3 loop class of text", lambda: torus.parse_position(won.replace("(0,1)", "(a,b)")),
         PositionFormatError, "loop classes"),
        ("api", "SurfaceHex of an unknown surface", lambda: SurfaceHex("sphere"), ValueError, "option surface"),
        ("api", "TorusConnectionGame('6')", lambda: TorusConnectionGame("6"), TypeError, "option n"),
        ("api", "Tactix(board=1.0)", lambda: Tactix(board=1.0), TypeError, "option board"),
    ]


API = _api()


@pytest.mark.parametrize("k", range(len(API)), ids=[f"{a[0]}:{a[1]}" for a in API])
def test_api_attack(k):
    _, _, call, error, word = API[k]
    if error is None:
        got = call()
        assert word in repr(got) or word in str(got)
        return
    with pytest.raises(error) as info:
        call()
    assert word in str(info.value)


def attack_table() -> dict[str, int]:
    """The number of attacks of each class (for the report)."""
    out: dict[str, int] = {}
    for c, *_ in CLI + [a[:1] for a in API]:
        out[c] = out.get(c, 0) + 1
    return out


@lru_cache(maxsize=1)
def _processes() -> dict:
    return run_as_processes(CLI, SUBPROCESS)
