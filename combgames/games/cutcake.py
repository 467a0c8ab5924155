"""Cutcake: Left cuts a piece of cake along a vertical line, Right along a horizontal one; who cannot cut loses.

The cake is a set of rectangular pieces on a grid of unit squares. Left (Vertical) cuts one piece along a
north-south grid line into two pieces, Right (Horizontal) along an east-west line ([1]_ ch. 2, "Cutcake").
A piece ``w x h`` is w squares wide and h high: Left can cut it when w >= 2, Right when h >= 2.

A board is the sorted tuple of the pieces ``(w, h)`` (1 x 1 pieces, where no one can cut, are dropped). Board
text lists the pieces, e.g. ``"4x2 3x1"``; ``-`` is no cake. A move is ``(piece, cut)``, named ``4x2:1`` (cut
the piece 4x2 after its first column for Left, after its first row for Right). The game ``Cutcake(width,
height)`` starts from one ``width x height`` cake.

For values the board splits into its pieces (``summands``).

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 2 ("Cutcake" and its table of values).

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(Cutcake(w, h))) for w, h in ((1, 1), (2, 1), (4, 1), (2, 2), (1, 3))]
['0', '1', '3', '0', '-2']
"""

from __future__ import annotations

import re
from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT, PartizanGame
from combgames.games.registration import GameFactory
from combgames.options import Integer, Option, Options

__all__ = ["Cutcake", "GAMES", "MAX_SIDE"]

MAX_SIDE = 1000
"""The longest side of a piece of cake."""

Board = tuple[tuple[int, int], ...]
_PIECE = re.compile(r"^(\d+)x(\d+)$")


class Cutcake(PartizanGame):
    """Cutcake from one ``width`` x ``height`` cake (see the module docstring).

    Parameters
    ----------
    width, height : int
        1..:data:`MAX_SIDE` each (default 4 x 3).

    Raises
    ------
    ValueError
        For a side outside 1..:data:`MAX_SIDE`.

    Examples
    --------
    >>> g = Cutcake(3, 2)
    >>> [g.move_name(m) for m in g.moves(g.initial())]
    ['3x2:1', '3x2:2']
    """

    OPTIONS = Options(Option("width", Integer(minimum=1, maximum=MAX_SIDE), 4, "width of the cake (Left cuts it)"),
                      Option("height", Integer(minimum=1, maximum=MAX_SIDE), 3, "height of the cake (Right cuts it)"))
    name = "cutcake"

    def __init__(self, width: int = 4, height: int = 3):
        values = Cutcake.OPTIONS.check(width=width, height=height)
        self.width, self.height = values["width"], values["height"]

    def __repr__(self) -> str:
        return f"Cutcake({self.width}, {self.height})"

    def cache_key(self) -> str:
        return f"cutcake;width={self.width};height={self.height}"

    def initial_board(self) -> Board:
        return _board([(self.width, self.height)])

    def board_options(self, board: Board, player: int) -> list[tuple[tuple, Board]]:
        """Left: a piece w x h into a x h and (w - a) x h; Right: into w x a and w x (h - a); one cut per
        distinct piece and position (a cut and its mirror image give the same pieces and are both listed)."""
        out = []
        for k, (w, h) in enumerate(board):
            if k and board[k - 1] == (w, h):
                continue
            rest = board[:k] + board[k + 1:]
            side = w if player == LEFT else h
            for a in range(1, side):
                parts = [(a, h), (w - a, h)] if player == LEFT else [(w, a), (w, h - a)]
                out.append((((w, h), a), _board(list(rest) + parts)))
        return out

    def check_board(self, board: Any) -> None:
        if not (isinstance(board, tuple) and all(isinstance(p, tuple) and len(p) == 2 and all(
                type(v) is int and 1 <= v <= MAX_SIDE for v in p) for p in board)):
            raise TypeError(f"not a position of {self!r}: a board is a tuple of pieces (w, h), not {board!r}")
        if board != _board(board):
            raise ValueError(f"not a position of {self!r}: pieces must be sorted, without 1x1 pieces: {board!r}")

    def board_text(self, board: Board) -> str:
        return " ".join(f"{w}x{h}" for w, h in board) if board else "-"

    def parse_board(self, text: str) -> Board:
        if not isinstance(text, str):
            raise TypeError(f"Cutcake board text must be a str, not {type(text).__name__}")
        tokens = text.split()
        if tokens == ["-"]:
            return ()
        pieces = []
        for t in tokens:
            m = _PIECE.match(t)
            if not m or not all(1 <= int(v) <= MAX_SIDE for v in m.groups()):
                raise PositionFormatError(f"Cutcake board text {text!r}: piece {t!r} must be WxH with sides 1.."
                                          f"{MAX_SIDE}, like 4x2")
            pieces.append((int(m.group(1)), int(m.group(2))))
        if not pieces:
            raise PositionFormatError("Cutcake board text is empty; write pieces like '4x2 3x1', or '-' for none")
        return _board(pieces)

    def move_name(self, move: tuple) -> str:
        (w, h), a = move
        return f"{w}x{h}:{a}"

    def board_summands(self, board: Board) -> list[Board]:
        return [(p,) for p in board] if len(board) > 1 else [board]

    def board_key(self, board: Board) -> Hashable:
        return board


def _board(pieces) -> Board:
    return tuple(sorted(p for p in pieces if p != (1, 1)))


GAMES = {"cutcake": GameFactory(Cutcake, Cutcake.OPTIONS)}
