"""``combgames play GAME``: play a game in the terminal against the solver.

The board is drawn as text after every move (the game's ``diagram`` when it has one, else its position text
with one row per line), the legal moves are listed in the game's own notation, and a line of input is a move
in that notation or one of the words below. A malformed or illegal move is answered with one line saying why
and the legal moves; play goes on.

Words: ``moves`` (list the legal moves), ``board`` (draw the board again), ``hint`` (the solver's value of the
position for the player to move and its best move), ``undo`` (take back your last move and the computer's
replies), ``help``, ``quit``. With ``--hint`` the value and best move are shown before each of your moves.

The computer plays every side you do not take (``--as``; default the first player): the solver's best move
for two-player games (retrograde analysis once for games whose positions repeat, alpha-beta search with a
node and time budget for acyclic games, Grundy values for impartial ones) and the max^n move for games of
three or more players (:func:`combgames.solvers.maxn`, ties broken towards the next player). When the solver
has no answer (a search over its ``--max-nodes`` or ``--seconds`` budget, such as max^n on the 6 x 6 torus)
play says so and the computer plays the first legal move. End of input leaves the game unfinished (exit 0).

Examples
--------
>>> import io
>>> from combgames.games.positional import TicTacToe
>>> out = io.StringIO()
>>> play_session(TicTacToe(), io.StringIO("b2\\nquit\\n"), out, humans={0}) == 0
True
>>> "O plays" in out.getvalue()
True
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, TextIO

from groundwork.checks import check_int

from combgames.commands._options import named_game
from combgames.game import (DRAW, capabilities, final_result, move_text, move_from_text, position_text,
                            resolve_no_move_rule)
from combgames.solvers import alphabeta, maxn, retrograde, solve

__all__ = ["Advisor", "play_session", "player_of_text"]

NAME = "play"
HELP = "play a game in the terminal against the solver (moves in the game's notation; 'help' lists commands)"

MAX_NODES = 300_000
"""The default node budget of one alpha-beta search for a hint or a computer move (about a few seconds)."""

SECONDS = 5.0
"""The default time budget of one alpha-beta search for a hint or a computer move."""

MAX_POSITIONS = 2_000_000
"""The default limit of positions of the one retrograde analysis of a game whose positions repeat."""

MAX_LISTED = 120
"""At most this many legal moves are listed at once (``moves`` lists them all)."""

_WORDS = ("moves", "board", "hint", "undo", "help", "quit")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game name (see combgames solve --list)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type (combgames solve --list shows them)")
    parser.add_argument("--position", metavar="TEXT", help="start from this position (game's notation)")
    parser.add_argument("--as", dest="side", metavar="PLAYER", default="1",
                        help="your side: X or O (two players) or 1, 2, 3 (default 1, the first player)")
    parser.add_argument("--hint", action="store_true", help="show the solver's value and best move before each "
                                                           "of your moves")
    parser.add_argument("--max-nodes", type=int, default=MAX_NODES, metavar="N",
                        help=f"node budget of one alpha-beta search (default {MAX_NODES:,})")
    parser.add_argument("--seconds", type=float, default=SECONDS, metavar="S",
                        help=f"time budget of one alpha-beta search (default {SECONDS:g})")


def player_of_text(text: str, players: int) -> int:
    """The player index (0-based) named by ``--as`` text: ``X``/``O`` or ``1``, ``2``, ``3`` ...

    Raises
    ------
    ValueError
        If the text names no player of a game of ``players`` players.

    Examples
    --------
    >>> player_of_text("O", 2), player_of_text("3", 3)
    (1, 2)
    """
    t = str(text).strip().upper()
    index = {"X": 0, "O": 1}.get(t)
    if index is None and t.isdigit() and t.isascii():
        index = int(t) - 1
    if index is None or not 0 <= index < players:
        names = "X, O, 1 or 2" if players == 2 else ", ".join(str(i + 1) for i in range(players))
        raise ValueError(f"--as must name a player of this {players}-player game ({names}), not {text!r}")
    return index


def _label(player: int, players: int) -> str:
    return ("X", "O")[player] if players == 2 else f"player {player + 1}"


def _board(game: Any, p: Any) -> str:
    """The board as text: the game's diagram, else its position text with one row per line."""
    draw = capabilities(game).diagram
    if draw is not None:
        return draw(p)
    text = position_text(game, p)
    return "\n".join(text.split("/")) if "/" in text else text


def _value_text(value: Any) -> str:
    return str(value)


class Advisor:
    """The solver's view of positions during play: a value for the player to move and best moves.

    Games whose positions repeat are solved once by retrograde analysis from the start; acyclic games are
    searched position by position (alpha-beta within ``max_nodes``); impartial acyclic games get their Grundy
    value. A game the solvers cannot take (more than two players) gets no advice, with the reason.

    Parameters
    ----------
    game : Game
    start : position
        The first position of the session (retrograde analysis covers every position reachable from it).
    max_nodes : int
        Node budget of one alpha-beta search.
    seconds : float
        Time budget of one alpha-beta search (checked at every position expanded).
    """

    def __init__(self, game: Any, start: Any, max_nodes: int = MAX_NODES, max_positions: int = MAX_POSITIONS,
                 seconds: float = SECONDS):
        self.game = game
        self.start = start
        self.max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
        self.seconds = seconds
        self.max_positions = max_positions
        caps = capabilities(game)
        two = game.players == 2
        self.method = ("grundy" if two and caps.impartial and caps.acyclic else "search" if two and caps.acyclic
                       else "retrograde" if two else "maxn" if caps.acyclic else "solve")
        self._retro: Any = None

    def advice(self, p: Any) -> tuple[str, list | None]:
        """Return ``(text, best moves)`` for position ``p``; best moves None when the solver has no answer
        (the text says why)."""
        try:
            if self.method == "retrograde":
                return self._retrograde(p)
            if self.method == "maxn":
                r = maxn(_Timed(self.game, self.seconds), p)
                return (f"max^n prediction (each player maximises their own result, ties to the next player): "
                        f"{_result_word(r.outcome(p), self.game.players)}"), list(r.best_moves(p))
            if self.method == "search":
                r = alphabeta(_Timed(self.game, self.seconds), p, max_nodes=self.max_nodes)
                return f"value for the player to move: {r.value}", list(r.best_moves or [])
            s = solve(_Timed(self.game, self.seconds), p, method="grundy" if self.method == "grundy" else "auto")
        except TypeError as err:  # a game the solvers do not take (more than two players)
            return (f"no solver for this {self.game.players}-player game yet ({err}); the n-player solver will "
                    "give hints here when it lands"), None
        except (ValueError, KeyError, _OutOfTime) as err:  # a solver's stated limit
            return f"the solver stopped: {err}", None
        if s.value is not None:
            return f"value for the player to move: {s.value}", list(s.best_moves or [])
        g = "" if s.grundy is None else f", Grundy value {s.grundy}"
        who = "the player to move wins" if s.outcome_class == "N" else "the player to move loses"
        return f"outcome class {s.outcome_class}{g}: {who}", list(s.best_moves or [])

    def _retrograde(self, p: Any) -> tuple[str, list]:
        if self._retro is None or p not in self._retro:
            self._retro = retrograde(self.game, start=p, max_positions=self.max_positions)
        return f"value for the player to move: {self._retro.value(p)}", list(self._retro.best_moves(p))


class _OutOfTime(Exception):
    """A search ran out of its time budget."""


class _Timed:
    """``game`` whose ``moves`` stop a search (``_OutOfTime``) once ``seconds`` have passed since creation."""

    def __init__(self, game: Any, seconds: float):
        self._game = game
        self._seconds = seconds
        self._deadline = time.perf_counter() + seconds

    def moves(self, p: Any) -> Any:
        if time.perf_counter() > self._deadline:
            raise _OutOfTime(f"no answer within {self._seconds:g} s (the game is too large to search during play)")
        return self._game.moves(p)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def _result_word(r: int, players: int) -> str:
    return "a draw" if r == DRAW else f"{_label(r, players)} wins"


def _say(out: TextIO, text: str = "") -> None:
    print(text, file=out, flush=True)


def _moves_line(game: Any, p: Any, moves: list, limit: int | None = MAX_LISTED) -> str:
    texts = [move_text(game, m, p) for m in moves]
    if limit is not None and len(texts) > limit:
        return " ".join(texts[:limit]) + f" ... ({len(texts) - limit} more: type 'moves')"
    return " ".join(texts)


def _result_text(game: Any, r: int, humans: set[int]) -> str:
    if r == DRAW:
        return "game over: a draw"
    who = _label(r, game.players)
    if len(humans) == game.players:
        return f"game over: {who} wins"
    return f"game over: {who} wins ({'you win' if r in humans else 'the computer wins'})"


def _read_move(game: Any, text: str, p: Any, moves: list) -> Any:
    """The legal move written ``text``; ValueError with the reason otherwise."""
    m = move_from_text(game, text, p)
    if not any(m == x for x in moves):
        raise ValueError(f"{text!r} is not a legal move here")
    return m


def play_session(game: Any, lines: TextIO, out: TextIO, *, humans: set[int], start: Any = None,
                 hint: bool = False, max_nodes: int = MAX_NODES, seconds: float = SECONDS) -> int:
    """Play ``game`` reading the humans' moves and words from ``lines`` and writing to ``out``.

    Parameters
    ----------
    game : Game
    lines : text stream
        One move (in the game's notation) or word per line.
    out : text stream
    humans : set of int
        The players (0-based) typed in; the computer plays the others.
    start : position, optional
        Default ``game.initial()``.
    hint : bool
        Show the solver's value and best move before each human move.
    max_nodes : int
        Node budget of one alpha-beta search.
    seconds : float
        Time budget of one alpha-beta search.

    Returns
    -------
    int
        0 (the game ended, the user quit, or the input ended).
    """
    p = game.initial() if start is None else start
    rule = resolve_no_move_rule(game)
    advisor = Advisor(game, p, max_nodes=max_nodes, seconds=seconds)
    history: list[Any] = []  # positions before each move played
    said_once: dict[str, str] = {}
    hinted: Any = None  # the position the last hint was about (a word like 'moves' does not repeat it)
    echo = not _is_terminal(lines)
    _say(out, _board(game, p))
    while True:
        moves = list(game.moves(p))
        r = final_result(game, p, moves, rule)
        if r is not None:
            _say(out, _result_text(game, r, humans))
            return 0
        player = game.to_move(p)
        if not moves:  # under the "pass" rule a player without a move passes
            _say(out, f"{_label(player, game.players)} has no move and passes")
            history.append(p)
            p = game.pass_turn(p)
            _say(out, _board(game, p))
            continue
        if player not in humans:
            text, best = advisor.advice(p)
            m = best[0] if best else moves[0]
            note = "" if best else " (no solver answer: the first legal move)"
            if best is None and text != said_once.get("no answer"):
                _say(out, text)
                said_once["no answer"] = text
            _say(out, f"{_label(player, game.players)} plays {move_text(game, m, p)}{note}")
            history.append(p)
            p = game.play(p, m)
            _say(out, _board(game, p))
            continue
        if hint and hinted is not p:
            _hint(game, advisor, p, out)
            hinted = p
        _say(out, f"legal moves: {_moves_line(game, p, moves)}")
        print(f"{_label(player, game.players)} to move> ", end="", file=out, flush=True)
        line = lines.readline()
        if not line:
            _say(out)
            _say(out, "end of input: the game is left unfinished")
            return 0
        word = line.strip()
        if echo:
            _say(out, word)
        if not word:
            continue
        if word.lower() in ("quit", "exit", "q"):
            _say(out, "quit")
            return 0
        if word.lower() in ("help", "?"):
            _say(out, "type a move in the game's notation, or: " + ", ".join(_WORDS))
        elif word.lower() == "moves":
            _say(out, f"legal moves: {_moves_line(game, p, moves, limit=None)}")
        elif word.lower() == "board":
            _say(out, _board(game, p))
        elif word.lower() == "hint":
            _hint(game, advisor, p, out)
            hinted = p
        elif word.lower() == "undo":
            p = _undo(game, history, humans, p, out)
        else:
            try:
                m = _read_move(game, word, p, moves)
            except (ValueError, TypeError) as err:
                _say(out, f"not a legal move: {_one_line(err)}; type 'moves' for the list, 'help' for commands")
                continue
            history.append(p)
            p = game.play(p, m)
            _say(out, _board(game, p))


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _one_line(err: Exception) -> str:
    return " / ".join(line.strip() for line in str(err).splitlines() if line.strip())


def _hint(game: Any, advisor: Advisor, p: Any, out: TextIO) -> None:
    text, best = advisor.advice(p)
    if best:
        text += f"; best move {move_text(game, best[0], p)}"
        if len(best) > 1:
            text += f" (also {' '.join(move_text(game, m, p) for m in best[1:8])}{' ...' if len(best) > 8 else ''})"
    _say(out, f"hint: {text}")


def _undo(game: Any, history: list, humans: set[int], p: Any, out: TextIO) -> Any:
    """Take back to the last position where a human was to move before the current one."""
    back = len(history) - 1
    while back >= 0 and game.to_move(history[back]) not in humans:
        back -= 1
    if back < 0:
        _say(out, "nothing to undo")
        return p
    q = history[back]
    del history[back:]
    _say(out, "undone")
    _say(out, _board(game, q))
    return q


def run(args: argparse.Namespace) -> int:
    game = named_game(args.game, args.option)
    humans = {player_of_text(args.side, game.players)}
    start = None
    if args.position is not None:
        parse = capabilities(game).parse_position
        if parse is None:
            raise ValueError(f"game {args.game!r} has no position text notation")
        start = parse(args.position)
    check_int(args.max_nodes, "--max-nodes", minimum=1)
    if not args.seconds > 0:
        raise ValueError(f"--seconds must be a number of seconds > 0, not {args.seconds}")
    return play_session(game, sys.stdin, sys.stdout, humans=humans, start=start, hint=args.hint,
                        max_nodes=args.max_nodes, seconds=args.seconds)
