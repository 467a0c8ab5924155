"""``combgames play``: driven through its input stream (in process) and through stdin (a real process)."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from combgames.catalogue import game_names, make_game
from combgames.cli import main
from combgames.commands.play import play_session, player_of_text
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
    # after the undo the board is the start again: nine empty points
    after = text.split("undone\n", 1)[1]
    assert after.startswith(". - . - .\n| X | X |\n. - . - .")


def test_illegal_move_is_refused_and_play_goes_on():
    game = make_game("picaria")
    text = session(game, script=["b2", "b2", "a1", "quit"], humans={0})
    assert "not a legal move: 'b2' is not a legal move here" in text
    assert text.count("O plays ") == 2


def test_playing_second_and_from_a_position():
    game = make_game("tictactoe")
    start = game.parse_position("xo./.../... X")
    text = session(game, script=["quit"], humans={1}, start=start)
    assert text.startswith("xo.\n...\n... X")
    assert "X plays " in text


def test_three_player_torus_game_against_max_n():
    game = make_game("torus3", n=3)
    text = session(game, script=["hint"], limit=6, humans={2})
    assert "hint: max^n prediction" in text and "; best move " in text
    assert text.count("player 3 to move> ") >= 2
    assert "player 1 plays " in text and "player 2 plays " in text
    assert "no solver answer" not in text


def test_three_player_torus_game_too_large_to_search_plays_legal_moves():
    game = make_game("torus3")
    text = session(game, script=["hint"], limit=3, humans={2}, seconds=0.2)
    assert "the solver stopped: no answer within 0.2 s" in text
    assert "player 1 plays A1x (no solver answer: the first legal move)" in text


def test_player_names():
    assert [player_of_text(t, 2) for t in ("X", "o", "1", "2")] == [0, 1, 0, 1]
    assert player_of_text("3", 3) == 2
    for bad in ("3", "Z", "0", "²"):
        with pytest.raises(ValueError, match="--as"):
            player_of_text(bad, 2)


def run_cli(args, stdin):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "combgames.cli", "play", *args], input=stdin, text=True,
                          capture_output=True, cwd=ROOT, env=env, timeout=120)


def test_command_line_through_stdin():
    r = run_cli(["picaria", "--hint"], "b2\nzz\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "not a legal move: move text 'zz'" in r.stdout
    assert "undone" in r.stdout and r.stdout.rstrip().endswith("quit")
    r = run_cli(["nim", "--option", "heaps=1 2", "--as", "O"], "")
    assert r.returncode == 0, r.stderr
    assert "X plays " in r.stdout and "end of input" in r.stdout


@pytest.mark.parametrize("args", [["picaria", "--as", "3"], ["no-such-game"], ["picaria", "--position", "x"],
                                  ["nim", "--option", "heaps=-1"], ["nim", "--seconds", "0"]])
def test_command_line_bad_input_exits_2(args, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", *args]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
