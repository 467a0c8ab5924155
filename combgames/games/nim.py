"""Nim with any heaps, under normal or misere play.

Nim: a position is a finite multiset of heap sizes; a move removes one or more counters from a single heap.
Under normal play the player who cannot move (all heaps empty) loses; under misere play that player wins.
Bouton's theorem: a normal-play Nim position is a second-player win iff the XOR of the heap sizes is 0
(seeds/004_7c4ca64fa9fabca3.txt, Section 1); the library computes values by the generic Grundy solver and
tests Bouton's rule against it.

Positions are ``(heaps, player)``: a tuple of heap sizes and the player to move. The canonical key is the
sorted heaps alone: Nim is impartial, so the value for the player to move does not depend on who that is.
A move is ``(heap index, counters removed)``, written ``"h:k"`` with heaps numbered from 1. Position text is
the heap sizes, optionally followed by ``| 2`` when the second player is to move: ``"3 4 5"``, ``"3 4 1 | 2"``.
"""

from __future__ import annotations

from typing import Sequence

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.grundy.nim_theory import heap_sizes

__all__ = ["GAMES", "Nim"]

Position = tuple[tuple[int, ...], int]


class Nim:
    """Nim on the given heaps.

    Parameters
    ----------
    heaps : sequence of int
        Heap sizes, each >= 0.
    convention : {"normal", "misere"}
        Normal play (default): who cannot move loses. Misere: who cannot move wins.

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(Nim([1, 2, 4]))
    7
    """

    players = 2
    impartial = True
    acyclic = True

    def __init__(self, heaps: Sequence[int] = (3, 4, 5), *, convention: str = "normal"):
        hs = heap_sizes(heaps)
        if convention not in ("normal", "misere"):
            raise ValueError(f"convention must be 'normal' or 'misere', not {convention!r}")
        self.heaps = hs
        self.convention = convention

    def __repr__(self) -> str:
        return f"Nim({list(self.heaps)}, convention={self.convention!r})"

    def initial(self) -> Position:
        return (self.heaps, 0)

    def to_move(self, p: Position) -> int:
        return p[1]

    def moves(self, p: Position) -> list[tuple[int, int]]:
        return [(i, k) for i, h in enumerate(p[0]) for k in range(1, h + 1)]

    def play(self, p: Position, m: tuple[int, int]) -> Position:
        heaps, player = p
        try:
            i, k = m
        except (TypeError, ValueError):
            raise IllegalMoveError(f"a Nim move is (heap index, counters), not {m!r}") from None
        if not 0 <= i < len(heaps):
            raise IllegalMoveError(f"illegal move {m!r}: heap index must be in 0..{len(heaps) - 1}")
        if not 1 <= k <= heaps[i]:
            raise IllegalMoveError(f"illegal move {m!r}: heap {i} has {heaps[i]} counters, cannot remove {k}")
        new = heaps[:i] + (heaps[i] - k,) + heaps[i + 1:]
        return (new, 1 - player)

    def result(self, p: Position) -> None:
        return None  # the game ends when no move is left; the convention decides who won

    def canonical(self, p: Position) -> tuple[int, ...]:
        return tuple(sorted(h for h in p[0] if h))

    def images(self, p: Position) -> list[Position]:
        """The positions with the same heaps in another order (the symmetric group on heaps; cyclic shifts here)."""
        heaps, player = p
        return [(heaps[k:] + heaps[:k], player) for k in range(max(1, len(heaps)))] + [(heaps[::-1], player)]

    def format_position(self, p: Position) -> str:
        heaps = " ".join(map(str, p[0]))
        return heaps if p[1] == 0 else f"{heaps} | 2"

    def parse_position(self, text: str) -> Position:
        heap_text, _, player_text = text.partition("|")
        try:
            heaps = tuple(int(t) for t in heap_text.replace(",", " ").split())
            player = int(player_text) - 1 if player_text.strip() else 0
        except ValueError:
            raise PositionFormatError(f"Nim position text must be heap sizes like '3 4 5' or '3 4 5 | 2', not {text!r}") from None
        if any(h < 0 for h in heaps):
            raise PositionFormatError(f"heap sizes must be >= 0, not {text!r}")
        if player not in (0, 1):
            raise PositionFormatError(f"the player to move must be 1 or 2, not {player + 1} in {text!r}")
        return (heaps, player)

    def format_move(self, m: tuple[int, int], p: Position | None = None) -> str:
        return f"{m[0] + 1}:{m[1]}"

    def parse_move(self, text: str, p: Position | None = None) -> tuple[int, int]:
        try:
            h, k = text.split(":")
            return (int(h) - 1, int(k))
        except ValueError:
            raise PositionFormatError(f"Nim move text must be 'heap:count' like '2:3', not {text!r}") from None


def _nim(heaps: str | Sequence[int] = (3, 4, 5), convention: str = "normal") -> Nim:
    if isinstance(heaps, str):
        heaps = [int(t) for t in heaps.replace(",", " ").split()]
    return Nim(heaps, convention=convention)


GAMES = {"nim": _nim, "misere-nim": lambda **kw: _nim(convention="misere", **kw)}
