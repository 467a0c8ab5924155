"""Toppling Dominoes: topple one of your dominoes left or right; it knocks down every domino on that side.

A row of dominoes stands on end, each blue ``B`` (Left's), red ``R`` (Right's) or green ``G`` (either
player's). A move picks a domino the mover may topple (Left: blue or green; Right: red or green) and topples it
to the left or to the right: it falls and knocks down every domino on that side of it, so the domino and all
dominoes on that side leave the row. Who cannot move loses (Fink, Nowakowski, Siegel, Wolfe [1]_; the game
is in Lessons in Play [2]_, and CGSuite ships it as an example ruleset [3]_ with these rules).

A board is a tuple of rows (strings of ``B``, ``R``, ``G``), a disjunctive sum of rows; a row toppled to
nothing leaves the tuple. Board text is the rows separated by spaces, e.g. ``"BRB GG"``; the empty board is
``-``. A move is named by the domino (counted from 1 at the left of its row) and the direction it falls:
``3<`` topples domino 3 to the left, ``3>`` to the right; with several rows the row comes first, ``2:3<``.
The game ``TopplingDominoes(row)`` starts from a board (default ``"BRGB"``).

For values each row is a summand, and a row's key is the least of the row and its reverse (the rules are
symmetric under reflection).

Facts from the rules: a single blue domino is 1, a row of n blue dominoes is n (each move leaves at most
n - 1 of them), a row of n green dominoes is the nimber ``*n`` (its options are the rows of 0..n-1 green
dominoes), and ``BR`` is * (each player's best move topples everything). [1]_ surveys what is known of the
game's values and states its open conjectures.

References
----------
.. [1] A. Fink, R. J. Nowakowski, A. N. Siegel, D. Wolfe, "Toppling Conjectures", in *Games of No Chance 4*,
   MSRI Publications 63 (Cambridge University Press, 2015).
.. [2] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007).
.. [3] A. N. Siegel, CGSuite, ``examples/TopplingDominoes.cgs``.

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(TopplingDominoes(t))) for t in ("B", "BB", "BR", "GGG", "B BB")]
['1', '2', '*', '*3', '3']
"""

from __future__ import annotations

from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT, PartizanGame
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["GAMES", "MAX_DOMINOES", "TopplingDominoes"]

MAX_DOMINOES = 64
"""The most dominoes of a Toppling Dominoes board."""

Board = tuple[str, ...]
Move = tuple[int, int, str]  # (row, domino, direction "<" or ">"), counted from 0
_MINE = {LEFT: "BG", 1: "RG"}


class TopplingDominoes(PartizanGame):
    """Toppling Dominoes from a board of rows (see the module docstring).

    Parameters
    ----------
    board : str
        The start board's text: rows of B (Left), R (Right), G (either) separated by spaces (default
        ``"BRGB"``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for a letter other than B, R, G (the message names the row and the domino) or more than
        :data:`MAX_DOMINOES` dominoes.

    Examples
    --------
    >>> g = TopplingDominoes("BR")
    >>> [g.move_name(m) for m in g.moves(g.initial())]
    ['1<', '1>']
    """

    OPTIONS = Options(Option("board", Text(), "BRGB", "the start rows of B (Left), R (Right), G (either), "
                                                     "separated by spaces"))
    name = "toppling-dominoes"

    def __init__(self, board: str = "BRGB"):
        self.board = TopplingDominoes.OPTIONS.check(board=board)["board"]
        self._start = self.parse_board(self.board)

    def __repr__(self) -> str:
        return f"TopplingDominoes({self.board_text(self._start)!r})"

    def cache_key(self) -> str:
        return f"toppling-dominoes;board={self.board_text(self._start)}"

    def initial_board(self) -> Board:
        return self._start

    def board_options(self, board: Board, player: int) -> list[tuple[Move, Board]]:
        """Each domino of the player's colour or green, toppled left (the row keeps what stood right of it) or
        right (the row keeps what stood left of it)."""
        mine = _MINE[player]
        out = []
        for r, row in enumerate(board):
            for k, colour in enumerate(row):
                if colour in mine:
                    out.append(((r, k, "<"), _replaced(board, r, row[k + 1:])))
                    out.append(((r, k, ">"), _replaced(board, r, row[:k])))
        return out

    def check_board(self, board: Any) -> None:
        if not (isinstance(board, tuple) and all(isinstance(row, str) for row in board)):
            raise TypeError(f"not a position of {self!r}: a board is a tuple of rows of B, R, G, not {board!r}")
        for row in board:
            if not row or set(row) - set("BRG"):
                raise ValueError(f"not a position of {self!r}: the row {row!r} (a nonempty string of B, R, G)")

    def board_text(self, board: Board) -> str:
        return " ".join(board) if board else "-"

    def parse_board(self, text: str) -> Board:
        if not isinstance(text, str):
            raise TypeError(f"Toppling Dominoes board text must be a str, not {type(text).__name__}")
        rows = text.split()
        if rows == ["-"]:
            return ()
        if not rows:
            raise PositionFormatError("Toppling Dominoes board text is empty; write rows of B, R, G separated by "
                                      "spaces, or - for no domino")
        for r, row in enumerate(rows):
            for k, colour in enumerate(row):
                if colour not in "BRG":
                    raise PositionFormatError(f"Toppling Dominoes board {text!r}: row {r + 1}, domino {k + 1} is "
                                              f"{colour!r}; expected B (blue, Left), R (red, Right) or G (green)")
        count = sum(len(row) for row in rows)
        if count > MAX_DOMINOES:
            raise PositionFormatError(f"Toppling Dominoes board {text!r}: {count} dominoes, at most {MAX_DOMINOES}")
        return tuple(rows)

    def move_name(self, move: Move, rows: int = 1) -> str:
        """``3<`` (domino 3 toppled left), ``2:3>`` on a board of several rows (row 2, domino 3, toppled
        right)."""
        r, k, direction = move
        return f"{k + 1}{direction}" if rows == 1 else f"{r + 1}:{k + 1}{direction}"

    def format_move(self, m: Move, p: Any = None) -> str:
        return self.move_name(m, len(self._start) if p is None else len(p[0]))

    def board_summands(self, board: Board) -> list[Board]:
        """The rows, one board each."""
        return [(row,) for row in board] if len(board) > 1 else [board]

    def board_key(self, board: Board) -> Hashable:
        """The sorted rows, each the least of itself and its reverse."""
        return tuple(sorted(min(row, row[::-1]) for row in board))


def _replaced(board: Board, r: int, row: str) -> Board:
    """The board with row ``r`` replaced by ``row`` (dropped when empty)."""
    return board[:r] + ((row,) if row else ()) + board[r + 1:]


GAMES = {"toppling-dominoes": GameFactory(TopplingDominoes, TopplingDominoes.OPTIONS)}
