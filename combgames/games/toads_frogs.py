"""Toads and Frogs: toads hop right, frogs hop left, one square or over one opponent; who cannot move loses.

On a row of squares, Left's toads ``T`` move right and Right's frogs ``F`` move left: a creature moves one
square into an empty square, or jumps over one adjacent creature of the other kind into the empty square just
beyond ([1]_ ch. 1; [2]_ ch. 1). A board is the row's text: ``T``, ``F`` and ``.`` (empty), e.g. ``"TT..FF"``;
a move is named by the square it starts from, counted from 1 at the left (``T2`` moves the toad on square 2).
The game ``ToadsAndFrogs(row)`` starts from a row (default ``"TT.FF"``, one empty square between two toads and
two frogs).

For values the key drops the frogs at the left end and the toads at the right end (they never move and no one
can jump them).

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 1 (Toads-and-Frogs).
.. [2] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007), ch. 1.

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(ToadsAndFrogs(t))) for t in ("T.", ".F", "T.F", "TF.")]
['1', '-1', '*', '0']
"""

from __future__ import annotations

from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT, PartizanGame
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["GAMES", "MAX_SQUARES", "ToadsAndFrogs"]

MAX_SQUARES = 64
"""The most squares of a Toads-and-Frogs row."""


class ToadsAndFrogs(PartizanGame):
    """Toads and Frogs from a row (see the module docstring).

    Parameters
    ----------
    row : str
        The start row (default ``"TT.FF"``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for a square other than T, F, . (the message gives its position) or a row longer than
        :data:`MAX_SQUARES`.

    Examples
    --------
    >>> g = ToadsAndFrogs("T.F")
    >>> p, q = g.initial(), (g.initial()[0], 1)
    >>> [g.format_move(m, p) for m in g.moves(p)], [g.format_move(m, q) for m in g.moves(q)]
    (['T1'], ['F3'])
    """

    OPTIONS = Options(Option("row", Text(), "TT.FF", "the start row of T (toads, Left), F (frogs, Right), . (empty)"))
    name = "toads-and-frogs"

    def __init__(self, row: str = "TT.FF"):
        self.row = ToadsAndFrogs.OPTIONS.check(row=row)["row"]
        self._start = self.parse_board(self.row)

    def __repr__(self) -> str:
        return f"ToadsAndFrogs({self._start!r})"

    def cache_key(self) -> str:
        return f"toads-and-frogs;row={self._start}"

    def initial_board(self) -> str:
        return self._start

    def board_options(self, board: str, player: int) -> list[tuple[int, str]]:
        """Toads (Left) one square right or over one frog; frogs (Right) one square left or over one toad."""
        me, other, step = ("T", "F", 1) if player == LEFT else ("F", "T", -1)
        out = []
        n = len(board)
        for i, ch in enumerate(board):
            if ch != me:
                continue
            j = i + step
            if 0 <= j < n and board[j] == ".":
                out.append((i, moved_board(board, i, j, me)))
            elif 0 <= j < n and board[j] == other and 0 <= j + step < n and board[j + step] == ".":
                out.append((i, moved_board(board, i, j + step, me)))
        return out

    def check_board(self, board: Any) -> None:
        if not isinstance(board, str):
            raise TypeError(f"not a position of {self!r}: a board is a row of T, F and ., not {board!r}")
        bad = [k for k, ch in enumerate(board) if ch not in "TF."]
        if bad:
            raise ValueError(f"not a position of {self!r}: square {bad[0] + 1} of {board!r} is {board[bad[0]]!r}")

    def board_text(self, board: str) -> str:
        return board

    def parse_board(self, text: str) -> str:
        if not isinstance(text, str):
            raise TypeError(f"Toads-and-Frogs row text must be a str, not {type(text).__name__}")
        row = text.strip()
        for k, ch in enumerate(row):
            if ch not in "TF.":
                raise PositionFormatError(f"Toads-and-Frogs row {text!r}: square {k + 1} is {ch!r}; expected T (toad), "
                                          "F (frog) or . (empty)")
        if not row:
            raise PositionFormatError("Toads-and-Frogs row text is empty; write squares of T, F and .")
        if len(row) > MAX_SQUARES:
            raise PositionFormatError(f"Toads-and-Frogs row {text!r}: {len(row)} squares, at most {MAX_SQUARES}")
        return row

    def move_name(self, move: int, p: Any = None) -> str:
        return str(move + 1)

    def format_move(self, m: int, p: Any = None) -> str:
        """``T2``: the creature and the square (from 1) it moves from."""
        if p is not None:
            return f"{p[0][m]}{m + 1}"
        return str(m + 1)

    def parse_move(self, text: str, p: tuple[str, int]) -> int:
        for m, _ in self.board_options(p[0], p[1]):
            if text.strip() in (self.format_move(m, p), str(m + 1)):
                return m
        raise PositionFormatError(f"move {text!r} is not a legal move of {'Left' if p[1] == LEFT else 'Right'} in "
                                  f"{p[0]}")

    def board_key(self, board: str) -> Hashable:
        """The row without its frogs at the left end and toads at the right end."""
        return board.lstrip("F").rstrip("T")


def moved_board(board: str, i: int, j: int, me: str) -> str:
    """The row after the creature ``me`` ("T" or "F") moves from square i to square j (i left empty).

    A package-internal helper (not in ``__all__``), also used by :mod:`combgames.games.backsliding_toads_frogs`.

    Examples
    --------
    >>> moved_board("T.F", 0, 1, "T")
    '.TF'
    """
    cells = list(board)
    cells[i], cells[j] = ".", me
    return "".join(cells)


GAMES = {"toads-and-frogs": GameFactory(ToadsAndFrogs, ToadsAndFrogs.OPTIONS)}
