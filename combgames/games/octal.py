"""Octal games (Kayles, Dawson's Kayles, any finite octal code) as games of the generic interface.

Rules by code (see :class:`combgames.grundy.octal.OctalCode`): a move removes k tokens from one heap,
leaving no heap, one heap or two heaps as digit d_k allows. Kayles is 0.77 (bowl down one pin or two
adjacent pins from a row), Dawson's Kayles is 0.07.

Positions are ``(heaps, player)``: a tuple of heap sizes and the player to move; the canonical key is the
sorted non-empty heaps (the game is impartial). A move is ``(heap index, k, left)``: remove k tokens from the
heap, leaving heaps of ``left`` and ``h - k - left`` tokens (a 0 is no heap). Text: ``"i:k:left"`` with heaps
numbered from 1, e.g. ``"1:2:3"``.

The values of single heaps, and their periods, are computed much faster by
:func:`combgames.grundy.octal_values`; this class exists so that the generic solvers (and the tests) can
check those tables independently.
"""

from __future__ import annotations

from typing import Sequence

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.grundy.nim_theory import heap_sizes
from combgames.grundy.octal import OctalCode

__all__ = ["GAMES", "OctalGame"]

Position = tuple[tuple[int, ...], int]


class OctalGame:
    """The octal game ``code`` played on the given heaps.

    Parameters
    ----------
    code : str
        Octal code such as ``"0.77"`` (Kayles) or ``"0.07"`` (Dawson's Kayles).
    heaps : sequence of int
        Heap sizes (>= 0).
    convention : {"normal", "misere"}

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(OctalGame("0.77", [11])), grundy_value(OctalGame("0.07", [5, 1]))
    (6, 0)
    """

    players = 2
    impartial = True
    acyclic = True

    def __init__(self, code: str = "0.77", heaps: Sequence[int] = (10,), *, convention: str = "normal"):
        self.code = code if isinstance(code, OctalCode) else OctalCode(code)
        hs = heap_sizes(heaps)
        if convention not in ("normal", "misere"):
            raise ValueError(f"convention must be 'normal' or 'misere', not {convention!r}")
        self.heaps = hs
        self.convention = convention

    def __repr__(self) -> str:
        return f"OctalGame({str(self.code)!r}, {list(self.heaps)}, convention={self.convention!r})"

    def initial(self) -> Position:
        return (self.heaps, 0)

    def to_move(self, p: Position) -> int:
        return p[1]

    def moves(self, p: Position) -> list[tuple[int, int, int]]:
        out = []
        for i, h in enumerate(p[0]):
            for k, d in enumerate(self.code.digits):
                if d == 0 or k > h:
                    continue
                rest = h - k
                if d & 1 and rest == 0 and k > 0:
                    out.append((i, k, 0))
                if d & 2 and rest > 0 and k > 0:
                    out.append((i, k, rest))
                if d & 4:
                    out.extend((i, k, left) for left in range(1, rest // 2 + 1))
        return out

    def play(self, p: Position, m: tuple[int, int, int]) -> Position:
        heaps, player = p
        try:
            i, k, left = m
        except (TypeError, ValueError):
            raise IllegalMoveError(f"an octal move is (heap index, k, left), not {m!r}") from None
        if not (isinstance(i, int) and 0 <= i < len(heaps)):
            raise IllegalMoveError(f"illegal move {m!r}: heap index must be in 0..{len(heaps) - 1}")
        h = heaps[i]
        right = h - k - left
        if not (0 <= k < len(self.code.digits) and left >= 0 and right >= 0):
            raise IllegalMoveError(f"illegal move {m!r} on a heap of {h}")
        left_parts = tuple(x for x in (left, right) if x > 0)
        d = self.code.digits[k]
        allowed = {0: bool(d & 1) and k > 0, 1: bool(d & 2) and k > 0, 2: bool(d & 4)}[len(left_parts)]
        if not allowed:
            raise IllegalMoveError(f"illegal move {m!r}: code {self.code} does not allow removing {k} from "
                                   f"{h} leaving {len(left_parts)} heap(s)")
        new = heaps[:i] + left_parts + heaps[i + 1:]
        return (new, 1 - player)

    def result(self, p: Position) -> None:
        return None

    @property
    def no_move_rule(self) -> str:
        return "loss" if self.convention == "normal" else "win"

    def canonical(self, p: Position) -> tuple[int, ...]:
        return tuple(sorted(h for h in p[0] if h))

    def format_position(self, p: Position) -> str:
        """Heap sizes separated by spaces; ``" | 2"`` is appended when the second player is to move (as for Nim)."""
        text = " ".join(map(str, p[0]))
        return text if p[1] == 0 else f"{text} | {p[1] + 1}"

    def parse_position(self, text: str) -> Position:
        """Parse heap sizes like ``"3 4 5"``, optionally followed by ``| 1`` or ``| 2`` (the player to move)."""
        player = 0
        if "|" in text:
            text, who = text.rsplit("|", 1)
            if who.strip() not in ("1", "2"):
                raise PositionFormatError(f"the player after '|' must be 1 or 2, not {who.strip()!r}")
            player = int(who) - 1
        try:
            heaps = tuple(int(t) for t in text.replace(",", " ").split())
        except ValueError:
            raise PositionFormatError(f"octal game position must be heap sizes like '3 4 5', not {text!r}") from None
        if any(h < 0 for h in heaps):
            raise PositionFormatError(f"heap sizes must be >= 0, not {text!r}")
        return (heaps, player)

    def format_move(self, m: tuple[int, int, int], p: Position | None = None) -> str:
        return f"{m[0] + 1}:{m[1]}:{m[2]}"

    def parse_move(self, text: str, p: Position | None = None) -> tuple[int, int, int]:
        try:
            i, k, left = (int(t) for t in text.split(":"))
        except ValueError:
            raise PositionFormatError(f"octal move text must be 'heap:k:left' like '1:2:3', not {text!r}") from None
        return (i - 1, k, left)


def _octal(code: str = "0.77", heaps: str | Sequence[int] = (10,), convention: str = "normal") -> OctalGame:
    if isinstance(heaps, str):
        heaps = [int(t) for t in heaps.replace(",", " ").split()]
    return OctalGame(code, heaps, convention=convention)


GAMES = {
    "octal": _octal,
    "kayles": lambda **kw: _octal(**{"code": "0.77", **kw}),
    "dawsons-kayles": lambda **kw: _octal(**{"code": "0.07", **kw}),
}
