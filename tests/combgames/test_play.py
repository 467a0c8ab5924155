"""``combgames play``: driven through its input stream (in process) and through the installed console script
(a real process, input piped in), as a user plays."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from combgames.catalogue import game_names, make_game
from combgames.commands.play import play_session, player_of_text
from combgames.solvers.advice import heuristic_moves
from combgames.game import move_text

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Typist:
    """An input stream that answers each prompt with a scripted word, or else the first legal move listed."""

    def __init__(self, out: io.StringIO, script=(), limit: int = 60):
        self.out, self.script, self.limit = out, list(script), limit

    def readline(self) -> str:
        if self.limit == 0:
            return ""
        self.limit -= 1
        if self.script:
            return self.script.pop(0) + "\n"
        listed = [line for line in self.out.getvalue().splitlines() if line.startswith("legal moves: ")]
        return listed[-1].split()[2] + "\n"

    def isatty(self) -> bool:
        return False


def session(game, script=(), limit=60, **kwargs) -> str:
    out = io.StringIO()
    assert play_session(game, Typist(out, script, limit), out, **kwargs) == 0
    return out.getvalue()


@pytest.mark.parametrize("name", game_names())
def test_every_registered_game_plays_hints_and_undoes(name):
    game = make_game(name)
    text = session(game, script=["hint", "nonsense!", "moves"], limit=5, humans={0}, max_nodes=20_000, seconds=0.1)
    assert "hint: " in text
    assert "not a legal move: " in text  # a malformed move is answered, and play goes on
    assert text.count(" to move> ") >= 4
    first = move_text(game, game.moves(game.initial())[0], game.initial())
    assert f"> {first}\n" in text  # the move typed is echoed, in the game's notation


def test_tictactoe_solver_punishes_a_weak_player():
    text = session(make_game("tictactoe"), humans={0})
    assert text.rstrip().endswith("game over: O wins (the computer wins)")


def test_picaria_against_the_solver_with_hints_and_undo():
    game = make_game("picaria")
    text = session(game, script=["b2", "hint", "undo", "undo", "quit"], humans={0}, hint=True)
    assert "hint: value for the player to move: draw; best move" in text
    assert "O plays " in text
    assert text.count("undone") == 1 and "nothing to undo" in text
    # after the undo the board is the start again: nine empty points, with their coordinates
    after = text.split("undone\n", 1)[1]
    assert after.startswith("3 . - . - .\n  | X | X |\n2 . - . - .\n  | X | X |\n1 . - . - .\n  a   b   c\nX to move")


def test_illegal_move_is_refused_and_play_goes_on():
    game = make_game("picaria")
    text = session(game, script=["b2", "b2", "a1", "quit"], humans={0})
    assert "not a legal move: 'b2' is not a legal move here" in text
    assert text.count("O plays ") == 2


def test_playing_second_and_from_a_position():
    game = make_game("tictactoe")
    start = game.parse_position("xo./.../... X")
    text = session(game, script=["quit"], humans={1}, start=start)
    assert text.startswith("3 x o .\n2 . . .\n1 . . .\n  a b c\nX to move\n")  # the top row is row 3
    assert "X plays " in text


def test_three_player_torus_game_against_its_coalition_values():
    game = make_game("torus3", n=3)
    text = session(game, script=["hint"], limit=6, humans={2})
    assert "hint: coalitions that can force one of their members to win: " in text and "; best move " in text
    assert text.count("Diag to move> ") >= 2
    assert "Vert plays " in text and "Horz plays " in text
    assert "heuristic" not in text


def test_three_player_torus_game_too_large_to_search_plays_by_the_proof_search_or_a_stated_guess():
    game = make_game("torus3")
    text = session(game, script=["hint"], limit=3, humans={2}, seconds=0.2)
    assert "no solved coalition table for the 6 x 6 torus: 36 cells, past the limit of 16" in text
    assert "hint: proof search (0.2 s): the computer's move " in text and "  Diag wins alone  " in text
    assert re.search(r"^Vert plays [A-F][1-6][xo] \(a guess by the heuristic: nothing proved within 0.2 s\)$", text,
                     re.M)


def test_the_heuristic_wins_at_once_and_blocks():
    game = make_game("tictactoe")
    p = game.parse_position("xx./oo./... X")
    assert move_text(game, heuristic_moves(game, p, game.moves(p))[0], p) == "c3"  # X's top row
    p = game.parse_position("x../oo./x.. X")
    assert move_text(game, heuristic_moves(game, p, game.moves(p))[0], p) == "c2"  # blocks O's middle row
    torus = make_game("torus3")
    first = heuristic_moves(torus, torus.initial(), torus.moves(torus.initial()))[0]
    assert first != torus.moves(torus.initial())[0]  # not "the first legal move"


def test_player_names():
    tictactoe, nim, torus, domineering = (make_game(n) for n in ("tictactoe", "nim", "torus3", "domineering"))
    assert [player_of_text(t, tictactoe) for t in ("X", "o", "1", "2")] == [0, 1, 0, 1]
    assert [player_of_text(t, torus) for t in ("Vert", "horz", "DIAG", "3")] == [0, 1, 2, 2]
    assert [player_of_text(t, domineering) for t in ("left", "Right", "2")] == [0, 1, 1]
    assert [player_of_text(t, nim) for t in ("1", "2")] == [0, 1]
    for game, bad in ((tictactoe, "3"), (tictactoe, "Z"), (tictactoe, "0"), (tictactoe, "²"), (nim, "X"),
                      (domineering, "X"), (torus, "4")):
        with pytest.raises(ValueError, match="--as"):
            player_of_text(bad, game)


# ---------------------------------------------------------------------------------- the installed console script
COMBGAMES = shutil.which("combgames")


_CACHE = tempfile.TemporaryDirectory(prefix="combgames-play-cache-")
"""The cache directory of the commands run here (the torus3 table is built there, not in the user's cache)."""


def run_cli(args, stdin, timeout=120):
    """``combgames play ARGS`` through the installed console script, ``stdin`` piped in, with a private cache
    directory (``COMBGAMES_CACHE``)."""
    assert COMBGAMES, "the combgames console script is not installed"
    return subprocess.run([COMBGAMES, "play", *args], input=stdin, text=True, capture_output=True, cwd=ROOT,
                          timeout=timeout, env={**os.environ, "COMBGAMES_CACHE": _CACHE.name})


def test_command_line_through_stdin():
    r = run_cli(["picaria", "--hint"], "b2\nzz\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "not a legal move: move text 'zz'" in r.stdout
    assert "undone" in r.stdout and r.stdout.rstrip().endswith("quit")
    r = run_cli(["nim", "--option", "heaps=1 2", "--as", "2"], "")
    assert r.returncode == 0, r.stderr
    assert "player 1 plays " in r.stdout and "end of input" in r.stdout


def test_tictactoe_session_with_hint_and_undo_a1_bottom_left():
    r = run_cli(["tictactoe"], "hint\na1\nhint\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out.startswith("3 . . .\n2 . . .\n1 . . .\n  a b c\nX to move\n")
    assert "hint: value for the player to move: draw; best move " in out
    assert "\n1 x . .\n  a b c\nO to move\nO plays " in out  # a1 is the bottom-left cell
    assert "undone\n3 . . .\n2 . . .\n1 . . .\n" in out and out.rstrip().endswith("quit")


def test_picaria_session_with_hint_and_undo():
    r = run_cli(["picaria", "--hint"], "a1\nhint\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "\n1 x - . - .\n  a   b   c\nO to move\nO plays " in r.stdout  # a1 bottom left, as in the article
    assert r.stdout.count("hint: value for the player to move: ") >= 2 and "undone" in r.stdout


NIM_TEN_MILLION = "hint\nmoves\n1:3\nundo\n1:10000001\n2:7\nquit\n"


def test_nim_heap_of_ten_million_plays_at_once():
    r = run_cli(["nim", "--option", "heaps=10000000 10000000"], NIM_TEN_MILLION, timeout=60)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "hint: outcome class P, Grundy value 0: the player to move loses" in out
    assert "(19,999,880 more: type 'moves')" in out  # a count and a sample, not twenty million moves
    assert "(19,998,000 more, 20,000,000 in all: too many to list; type any of them)" in out
    assert "player 1 to move> 1:3\n9999997 10000000 | 2\nplayer 2 plays 2:3\n9999997 9999997\n" in out
    assert "undone\n10000000 10000000\n" in out
    assert "not a legal move: illegal move (0, 10000001)" in out  # checked by playing it
    assert "player 1 to move> 2:7\n10000000 9999993 | 2\nplayer 2 plays 1:7\n" in out


def test_nim_heap_of_ten_million_lists_no_heap_of_moves(monkeypatch):
    """The same session counted: no list of a heap's moves (building the list of moves alone took 18 s), the
    moves shown drawn one at a time, at most twice MAX_SHOWN a prompt (18,000 of twenty million)."""
    from combgames.solvers.advice import MAX_SHOWN
    from combgames.games.heaps import HeapGame
    from combgames.games.nim import Nim

    calls = {"listed": 0, "drawn": 0}

    def listed(*args, _f=Nim.heap_moves):
        calls["listed"] += 1
        return _f(*args)

    def drawn(*args, _f=Nim.iter_heap_moves):
        for move in _f(*args):
            calls["drawn"] += 1
            yield move

    monkeypatch.setattr(Nim, "heap_moves", listed)
    monkeypatch.setattr(HeapGame, "moves", listed)
    monkeypatch.setattr(Nim, "iter_heap_moves", drawn)
    out = io.StringIO()
    game = make_game("nim", heaps=(10**7, 10**7))
    assert play_session(game, io.StringIO(NIM_TEN_MILLION), out, humans={0}) == 0
    assert "(19,998,000 more, 20,000,000 in all: too many to list; type any of them)" in out.getvalue()
    assert "player 1 to move> 2:7\n10000000 9999993 | 2\nplayer 2 plays 1:7\n" in out.getvalue()
    prompts = out.getvalue().count(" to move> ")
    assert prompts == 7 and calls["listed"] == 0 and MAX_SHOWN <= calls["drawn"] <= 2 * MAX_SHOWN * prompts, calls


def test_torus3_four_by_four_gives_hints_and_plays_by_its_coalition_values():
    r = run_cli(["torus3", "--option", "n=4"], "hint\nA1x\nhint\nundo\nquit\n", timeout=300)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    hints = re.findall(r"^hint: (.*)$", out, re.M)
    assert len(hints) == 2
    for hint in hints:
        assert hint.startswith("coalitions that can force one of their members to win: Vert+Horz, Vert+Diag, "
                               "Horz+Diag; best move ")
    assert re.search(r"^Horz plays [A-D][1-4][xo]$", out, re.M) and re.search(r"^Diag plays [A-D][1-4][xo]$", out,
                                                                              re.M)
    assert "heuristic" not in out and "undone" in out
    assert "  A B C D\n1 x . . .\n" in out  # the board with its coordinates


@pytest.mark.parametrize("stdin", ["closed", "empty"])
def test_no_input_ends_cleanly(stdin):
    if stdin == "closed":  # file descriptor 0 closed: Python's sys.stdin is None
        r = subprocess.run(["sh", "-c", 'exec "$0" play tictactoe <&-', COMBGAMES], text=True, capture_output=True,
                           timeout=120)
    else:
        r = subprocess.run([COMBGAMES, "play", "tictactoe"], stdin=subprocess.DEVNULL, text=True,
                           capture_output=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert r.stdout.rstrip().endswith("end of input: the game is left unfinished")


@pytest.mark.parametrize("args", [["picaria", "--as", "3"], ["no-such-game"], ["picaria", "--position", "x"],
                                  ["nim", "--option", "heaps=-1"], ["nim", "--seconds", "0"], ["nim", "--as", "X"],
                                  ["torus3", "--as", "Left"]])
def test_command_line_bad_input_exits_2(args):
    r = run_cli(args, "")
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
