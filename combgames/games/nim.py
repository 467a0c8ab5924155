"""Nim with any heaps, under normal or misere play.

Nim: a position is a finite multiset of heap sizes; a move removes one or more counters from a single heap.
Under normal play the player who cannot move (all heaps empty) loses; under misere play that player wins.
Bouton's theorem: a normal-play Nim position is a second-player win iff the XOR of the heap sizes is 0
(seeds/004_7c4ca64fa9fabca3.txt, Section 1); the library computes values by the generic Grundy solver and
tests Bouton's rule against it.

Nim is the heap game (:class:`~combgames.games.heaps.HeapGame`) whose rule on a heap of n is "remove any k
with 1 <= k <= n"; positions, the canonical key and the text are those of every heap game. A move is
``(heap index, counters removed)``, written ``"h:k"`` with heaps numbered from 1; an emptied heap stays in
place (as 0), so heap numbers do not shift during a game.
"""

from __future__ import annotations

from typing import Sequence

from combgames.games.heaps import HeapGame, heaps_option

__all__ = ["GAMES", "Nim"]


class Nim(HeapGame):
    """Nim on the given heaps: a move removes any k >= 1 counters from one heap.

    Parameters
    ----------
    heaps : sequence of int
        Heap sizes, each >= 0 (default 3, 4, 5).
    convention : {"normal", "misere"}
        As for every :class:`~combgames.games.heaps.HeapGame` (default normal play).

    Raises
    ------
    ValueError
        For a bad heap or convention (see :class:`~combgames.games.heaps.HeapGame`).

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(Nim([1, 2, 4]))
    7
    >>> Nim([2]).moves(Nim([2]).initial())
    [(0, 1), (0, 2)]
    """

    move_form = "heap:k"

    def __init__(self, heaps: Sequence[int] = (3, 4, 5), *, convention: str = "normal"):
        super().__init__(heaps, convention=convention)

    def heap_moves(self, n: int) -> list[tuple[int]]:
        """Remove any k counters, 1 <= k <= n: the moves ``(k,)``."""
        return [(k,) for k in range(1, n + 1)]

    def is_heap_move(self, n: int, tail: tuple[int, ...]) -> bool:
        return len(tail) == 1 and 1 <= tail[0] <= n

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        if len(tail) != 1:
            return "a Nim move is (heap index, counters)"
        return f"the heap has {n} counters, cannot remove {tail[0]}"

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int]:
        """The heap with k counters fewer (an empty heap stays, as 0)."""
        return (n - tail[0],)

    def rule_name(self) -> str:
        return "nim"


def _nim(heaps: str | Sequence[int] = (3, 4, 5), convention: str = "normal") -> Nim:
    return Nim(heaps_option(heaps), convention=convention)


GAMES = {"nim": _nim, "misere-nim": lambda **kw: _nim(convention="misere", **kw)}
