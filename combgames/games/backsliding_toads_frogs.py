"""Backsliding Toads and Frogs: Toads and Frogs where a creature may also step one square back, so play can loop.

The rules of :mod:`~combgames.games.toads_frogs` (Left's toads ``T`` move right, Right's frogs ``F`` move left,
one square into an empty square or over one adjacent creature of the other kind), plus a *backslide*: a toad
may move one square left, a frog one square right, into an empty square (Winning Ways [1]_ ch. 11; CGSuite's
``BackslidingToadsAndFrogs``). Positions repeat, so a board's value is a loopy game
(:func:`combgames.cgt.loopy_values.loopy_value`): ``T.`` is ``on`` (the toad never runs out of moves), ``.F`` is
``off``. A move is named by the creature, its square and the square it goes to, counted from 1 at the left
(``T1-2``); the game starts from a row (default ``"T.F"``).

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
   ch. 11 (Games Eternal - Games Entailed).

Examples
--------
>>> from combgames.cgt.loopy_values import loopy_value
>>> [str(loopy_value(BackslidingToadsAndFrogs(t))) for t in ("T.", ".F", "TF", "T.F")]
['on', 'off', '0', '0']
"""

from __future__ import annotations

from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT
from combgames.games.registration import GameFactory
from combgames.games.toads_frogs import ToadsAndFrogs, moved_board
from combgames.options import Option, Options, Text

__all__ = ["BackslidingToadsAndFrogs", "GAMES"]


class BackslidingToadsAndFrogs(ToadsAndFrogs):
    """Backsliding Toads and Frogs from a row (see the module docstring).

    Parameters
    ----------
    row : str
        The start row of ``T``, ``F`` and ``.`` (default ``"T.F"``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for a square other than T, F, . or a row longer than
        :data:`combgames.games.toads_frogs.MAX_SQUARES`.

    Examples
    --------
    >>> g = BackslidingToadsAndFrogs("T.F")
    >>> [g.format_move(m, g.initial()) for m in g.moves(g.initial())]
    ['T1-2']
    """

    OPTIONS = Options(Option("row", Text(), "T.F", "the start row of T (toads, Left), F (frogs, Right), . (empty)"))
    name = "backsliding-toads-and-frogs"
    acyclic = False
    loopy_values = True
    """``combgames value`` prints this game's loopy values (:mod:`combgames.cgt.loopy`)."""

    def __init__(self, row: str = "T.F"):
        self.row = BackslidingToadsAndFrogs.OPTIONS.check(row=row)["row"]
        self._start = self.parse_board(self.row)

    def __repr__(self) -> str:
        return f"BackslidingToadsAndFrogs({self._start!r})"

    def cache_key(self) -> str:
        return f"backsliding-toads-and-frogs;row={self._start}"

    def board_options(self, board: str, player: int) -> list[tuple[tuple[int, int], str]]:
        """The moves of Toads and Frogs, then the backslides (a toad one square left, a frog one square right,
        into an empty square); each move is (from, to)."""
        me, step = ("T", 1) if player == LEFT else ("F", -1)
        out = [((i, _destination(board, after, me)), after) for i, after in super().board_options(board, player)]
        for i, ch in enumerate(board):
            j = i - step
            if ch == me and 0 <= j < len(board) and board[j] == ".":
                out.append(((i, j), moved_board(board, i, j, me)))
        return out

    def board_key(self, board: str) -> Hashable:
        """The row itself: a creature at an end may still backslide, so no end is dropped."""
        return board

    def move_name(self, move: tuple[int, int], p: Any = None) -> str:
        return f"{move[0] + 1}-{move[1] + 1}"

    def format_move(self, m: tuple[int, int], p: Any = None) -> str:
        """``T1-2``: the creature, the square it moves from and the square it moves to (from 1)."""
        name = self.move_name(m)
        return f"{p[0][m[0]]}{name}" if p is not None else name

    def parse_move(self, text: str, p: tuple[str, int]) -> tuple[int, int]:
        for m, _ in self.board_options(p[0], p[1]):
            if text.strip() in (self.format_move(m, p), self.move_name(m)):
                return m
        raise PositionFormatError(f"move {text!r} is not a legal move of {'Left' if p[1] == LEFT else 'Right'} in "
                                  f"{p[0]}")


def _destination(before: str, after: str, me: str) -> int:
    """The square a forward move or jump reaches: the one square empty before and ours after."""
    return next(j for j, (a, b) in enumerate(zip(before, after)) if a == "." and b == me)


GAMES = {"backsliding-toads-and-frogs": GameFactory(BackslidingToadsAndFrogs, BackslidingToadsAndFrogs.OPTIONS)}
