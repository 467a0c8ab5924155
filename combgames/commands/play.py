"""``combgames play GAME``: play a game in the terminal against the solver.

The board is drawn as text after every move (the game's ``diagram`` with its coordinates when it has one, else
its position text with one row per line), the legal moves are listed in the game's own notation, and a line of
input is a move in that notation or one of the words below. A malformed or illegal move is answered with one
line saying why; play goes on. A game whose positions have too many moves to list (a Nim heap of 10^7) shows
their number and the first ones; a typed move is read by the game's notation and checked by playing it, so no
list of every move is built.

Players are shown by their names in the game (X and O, Left and Right, Vert, Horz and Diag); a game without
names numbers them from 1, player 1 moving first. ``--as`` takes a name or a number.

Words: ``moves`` (list the legal moves), ``board`` (draw the board again), ``hint`` (the solver's value of the
position for the player to move and its best move), ``undo`` (take back your last move and the computer's
replies), ``help``, ``quit``. With ``--hint`` the value and best move are shown before each of your moves.

The computer plays every side you do not take (``--as``; default player 1), by the solver where it answers:
two-player games by retrograde analysis once for games whose positions repeat, alpha-beta search within a node and
time budget for acyclic games, Grundy values for impartial ones; games of three or more players by their coalition
values (the compiled coalition solver, once, on placement boards of at most
:data:`~combgames.solvers.advice.COALITION_CELLS` cells: the 4 x 4 three-player torus in a few seconds), else by
max^n within the time budget (:func:`combgames.solvers.maxn`, ties to the next player). The three-player torus
game has its own advisor (:class:`combgames.analysis.torus3.PlayAdvisor`): on 3 x 3 and 4 x 4 the solved
coalition table, built on first use with progress on standard error and kept in the user's cache directory, whose
hint lists each question of the player to move (alone, with a partner's help, the pair, the strict and the helped
kingmaker questions) with the moves that keep it; on larger boards (the 5 x 5 table refused with its estimate)
the compiled proof search within ``--seconds`` a move, each move's note saying what proves it or that it is a
guess. Where the solver has no
answer (over its budget, such as the 6 x 6 torus early on) play says so once and the computer moves by a stated
heuristic (:func:`~combgames.solvers.advice.heuristic_moves`): a move that wins at once, else one after which the
next player cannot win at once, by the game's move ordering (or at random among equals), else any. End of input, or
no input at all (stdin closed), leaves the game unfinished (exit 0, one line).

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
from typing import Any, TextIO

from combgames.base.checks import check_int

from combgames.commands import one_line, user_input
from combgames.commands._options import named_game
from combgames.game import (DRAW, capabilities, final_result, move_text, player_name,
                            resolve_no_move_rule)
from combgames.solvers.advice import MAX_NODES, SECONDS, Advisor, LegalMoves, diagram_text, heuristic_moves

__all__ = ["play_session", "player_of_text"]

NAME = "play"
HELP = "play a game in the terminal against the solver (moves in the game's notation; 'help' lists commands)"

MAX_LISTED = 120
"""At most this many legal moves are listed at once (``moves`` lists them all, up to
:data:`combgames.solvers.advice.MAX_SHOWN`)."""

_WORDS = ("moves", "board", "hint", "undo", "help", "quit")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game name (see combgames solve --list)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type (combgames solve --list shows them)")
    parser.add_argument("--position", metavar="TEXT", help="start from this position (game's notation)")
    parser.add_argument("--as", dest="side", metavar="PLAYER", default="1",
                        help="your side: the player's name in the game (X or O; Left or Right; Vert, Horz or "
                             "Diag) or its number, 1 moving first (default 1)")
    parser.add_argument("--hint", action="store_true", help="show the solver's value and best move before each "
                                                           "of your moves")
    parser.add_argument("--max-nodes", type=int, default=MAX_NODES, metavar="N",
                        help=f"node budget of one alpha-beta search (default {MAX_NODES:,})")
    parser.add_argument("--seconds", type=float, default=SECONDS, metavar="S",
                        help=f"time budget of one search (default {SECONDS:g}; torus3 past 4 x 4: of the proof "
                             "search for one move); past it the computer moves by a heuristic: a move that wins at "
                             "once, else one the next player cannot answer by winning at once")


def player_of_text(text: str, game: Any) -> int:
    """The player index (0-based) named by ``--as`` text: the player's name in the game (``X``, ``Right``,
    ``Diag``; any case) or its number counted from 1.

    Raises
    ------
    ValueError
        If the text names no player of the game.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> from combgames.games.torus import TorusConnectionGame
    >>> player_of_text("O", TicTacToe()), player_of_text("3", TorusConnectionGame(3)), player_of_text("horz",
    ...     TorusConnectionGame(3))
    (1, 2, 1)
    """
    t = str(text).strip()
    names = [player_name(game, i) for i in range(game.players)]
    index = next((i for i, name in enumerate(names) if name.lower() == t.lower()), None)
    if index is None and t.isdigit() and t.isascii():
        index = int(t) - 1
    if index is None or not 0 <= index < game.players:
        numbers = ", ".join(str(i + 1) for i in range(game.players))
        named = "" if names[0].startswith("player ") else f"{', '.join(names)} or "
        raise ValueError(f"--as must name a player of this {game.players}-player game ({named}{numbers}), "
                         f"not {text!r}")
    return index


def _say(out: TextIO, text: str = "") -> None:
    print(text, file=out, flush=True)


def _moves_line(game: Any, p: Any, moves: LegalMoves, limit: int | None = MAX_LISTED) -> str:
    shown = moves.shown if limit is None else moves.shown[:limit]
    line = " ".join(move_text(game, m, p) for m in shown)
    more = moves.count - len(shown)
    if more <= 0:
        return line
    if limit is not None and len(shown) < len(moves.shown):
        return f"{line} ... ({more:,} more: type 'moves')"
    return f"{line} ... ({more:,} more, {moves.count:,} in all: too many to list; type any of them)"


def _result_text(game: Any, r: int, humans: set[int]) -> str:
    if r == DRAW:
        return "game over: a draw"
    who = player_name(game, r)
    if len(humans) == game.players:
        return f"game over: {who} wins"
    return f"game over: {who} wins ({'you win' if r in humans else 'the computer wins'})"


def _advisor_of(game: Any, start: Any, max_nodes: int, seconds: float, log: TextIO) -> Any:
    """The solver's view during play: the three-player torus game's own (its solved table, else its proof
    search: :class:`combgames.analysis.torus3.PlayAdvisor`, progress lines to ``log``), else the generic
    :class:`~combgames.solvers.advice.Advisor`."""
    from combgames.games.torus import TorusConnectionGame

    if isinstance(game, TorusConnectionGame):
        from combgames.analysis.torus3 import PlayAdvisor

        return PlayAdvisor(game, start, seconds=seconds, progress=lambda line: _say(log, line))
    return Advisor(game, start, max_nodes=max_nodes, seconds=seconds)


def _say_notice(advisor: Any, out: TextIO, said: dict[str, str]) -> None:
    """Say once where the torus advisor's answers come from, when it says (a board past the table's limit)."""
    notice = advisor.notice() if hasattr(advisor, "notice") else None
    if notice and "notice" not in said:
        _say(out, notice)
        said["notice"] = notice


def _computer_move(game: Any, advisor: Any, p: Any, moves: LegalMoves, rule: str, out: TextIO,
                   said: dict[str, str]) -> tuple[Any, str]:
    """The computer's move at ``p`` and a note: the solver's best move, else the heuristic's (saying once why
    the solver has no answer)."""
    if hasattr(advisor, "computer_move"):  # the torus game's advisor: its note says what the move rests on
        _say_notice(advisor, out, said)
        return advisor.computer_move(p)
    text, best = advisor.advice(p)
    if best:
        return best[0], ""
    if best is None and text != said.get("no answer"):
        _say(out, text)
        said["no answer"] = text
    ranked = heuristic_moves(game, p, moves.shown, rule)
    if best is None:
        return ranked[0], " (by the heuristic: the solver has no answer here)"
    return ranked[0], " (no move keeps a win forced; by the heuristic)"


def play_session(game: Any, lines: TextIO | None, out: TextIO, *, humans: set[int], start: Any = None,
                 hint: bool = False, max_nodes: int = MAX_NODES, seconds: float = SECONDS,
                 log: TextIO | None = None) -> int:
    """Play ``game`` reading the humans' moves and words from ``lines`` and writing to ``out``.

    Parameters
    ----------
    game : Game
    lines : text stream, or None
        One move (in the game's notation) or word per line; None (no input, as with stdin closed) ends the
        session at the first human move.
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
        Time budget of one search.
    log : text stream, optional
        Where progress lines go (building a table); default standard error.

    Returns
    -------
    int
        0 (the game ended, the user quit, or the input ended).
    """
    p = game.initial() if start is None else start
    rule = resolve_no_move_rule(game)
    advisor = _advisor_of(game, p, max_nodes, seconds, sys.stderr if log is None else log)
    history: list[Any] = []  # positions before each move played
    said_once: dict[str, str] = {}
    hinted: Any = None  # the position the last hint was about (a word like 'moves' does not repeat it)
    echo = not _is_terminal(lines)
    _say(out, diagram_text(game, p))
    while True:
        moves = LegalMoves(game, p)
        r = final_result(game, p, moves.shown, rule)
        if r is not None:
            _say(out, _result_text(game, r, humans))
            return 0
        player = game.to_move(p)
        if not moves:  # under the "pass" rule a player without a move passes
            _say(out, f"{player_name(game, player)} has no move and passes")
            history.append(p)
            p = game.pass_turn(p)
            _say(out, diagram_text(game, p))
            continue
        if player not in humans:
            m, note = _computer_move(game, advisor, p, moves, rule, out, said_once)
            _say(out, f"{player_name(game, player)} plays {move_text(game, m, p)}{note}")
            history.append(p)
            p = game.play(p, m)
            _say(out, diagram_text(game, p))
            continue
        if hint and hinted is not p:
            _hint(game, advisor, p, out, said_once)
            hinted = p
        _say(out, f"legal moves: {_moves_line(game, p, moves)}")
        print(f"{player_name(game, player)} to move> ", end="", file=out, flush=True)
        line = _read_line(lines)
        if line is None:
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
            _say(out, diagram_text(game, p))
        elif word.lower() == "hint":
            _hint(game, advisor, p, out, said_once)
            hinted = p
        elif word.lower() == "undo":
            p = _undo(game, history, humans, p, out)
        else:
            try:
                m = moves.read(word)
                q = game.play(p, m)
            except (ValueError, TypeError) as err:
                _say(out, f"not a legal move: {one_line(err)}; type 'moves' for the list, 'help' for commands")
                continue
            history.append(p)
            p = q
            _say(out, diagram_text(game, p))


def _read_line(lines: TextIO | None) -> str | None:
    """The next line typed, or None at the end of input (including no input stream, or one that is closed or
    cannot be read)."""
    if lines is None:
        return None
    try:
        line = lines.readline()
    except (OSError, ValueError, UnicodeDecodeError):  # a closed or unreadable stream: no more input
        return None
    return line or None


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _hint(game: Any, advisor: Any, p: Any, out: TextIO, said: dict[str, str]) -> None:
    if hasattr(advisor, "hint"):  # the torus game's advisor writes its own hint
        _say_notice(advisor, out, said)
        _say(out, f"hint: {advisor.hint(p)}")
        return
    text, best = advisor.advice(p)
    if best:
        text += f"; best move {move_text(game, best[0], p)}"
        if len(best) > 1:
            text += f" (also {' '.join(move_text(game, m, p) for m in best[1:8])}{' ...' if len(best) > 8 else ''})"
    elif best is None:
        moves = LegalMoves(game, p)
        ranked = heuristic_moves(game, p, moves.shown, resolve_no_move_rule(game))
        text += f"; the heuristic's move {move_text(game, ranked[0], p)}" if ranked else ""
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
    _say(out, diagram_text(game, q))
    return q


def run(args: argparse.Namespace) -> int:
    with user_input():
        game = named_game(args.game, args.option)
        humans = {player_of_text(args.side, game)}
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
