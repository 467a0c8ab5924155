"""Nim with any heaps, under normal or misere play, valued by Bouton's theory.

Nim: a position is a finite multiset of heap sizes; a move removes one or more counters from a single heap.
Under normal play the player who cannot move (all heaps empty) loses; under misere play that player wins.

Bouton's theorem [1]_: the *nim-sum* of the heap sizes is their bitwise XOR; a normal-play Nim position is a
second-player win iff its nim-sum is 0, its Sprague-Grundy value is the nim-sum, and a winning move reduces a
heap h to ``h ^ s`` (s the nim-sum) whenever that is smaller than h. Under misere play the same holds as long
as some heap has two or more counters; when every heap has at most one, the player to move wins iff the number
of non-empty heaps is even. :class:`Nim` declares these as its ``nim_value``, ``outcome_class`` and
``winning_moves`` (capabilities of :mod:`combgames.game`), so the solvers answer heaps of any size at once; the
tests check them against the generic Grundy and misere search (``search=True``).

Nim is the heap game (:class:`~combgames.games.heaps.HeapGame`) whose rule on a heap of n is "remove any k
with 1 <= k <= n"; positions, the canonical key and the text are those of every heap game. A move is
``(heap index, counters removed)``, written ``"h:k"`` with heaps numbered from 1; an emptied heap stays in
place (as 0), so heap numbers do not shift during a game.

References
----------
.. [1] C. L. Bouton, Nim, a game with a complete mathematical theory, Annals of Mathematics 3 (1901); both
   conventions as stated in seeds/004_7c4ca64fa9fabca3.txt, "Nim".

Examples
--------
>>> nim_sum([3, 5, 6]), nim_outcome([1, 1], "misere"), nim_winning_moves([3, 4, 5])
(0, 'N', [(0, 2)])
>>> g = Nim([1, 10 ** 100])
>>> g.outcome_class(g.initial()), g.winning_moves(g.initial()) == [(1, 10 ** 100 - 1)]
('N', True)
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Iterable, Iterator, Sequence

from combgames.game import CONVENTIONS
from combgames.games.heaps import HeapGame, Position, heap_sizes
from combgames.games.registration import GameFactory
from combgames.base.checks import check_one_of

__all__ = ["GAMES", "Nim", "nim_outcome", "nim_sum", "nim_winning_moves"]


def nim_sum(values: Iterable[int]) -> int:
    """Return the nim-sum (bitwise XOR) of non-negative integers.

    Raises
    ------
    ValueError
        If a value is not a non-negative integer.

    Examples
    --------
    >>> nim_sum([3, 5, 6]), nim_sum([]), nim_sum([1, 2, 4])
    (0, 0, 7)
    """
    return reduce(xor, heap_sizes(values), 0)


def nim_outcome(heaps: Sequence[int], convention: str = "normal") -> str:
    """Return ``"N"`` (the player to move wins) or ``"P"`` for Nim heaps under normal or misere play.

    Misere: ``"N"`` iff (some heap >= 2 and nim-sum != 0) or (every heap <= 1 and nim-sum == 0).

    Examples
    --------
    >>> nim_outcome([1, 1]), nim_outcome([1, 1], "misere"), nim_outcome([2, 2], "misere")
    ('P', 'N', 'P')
    """
    hs = heap_sizes(heaps)
    s = reduce(xor, hs, 0)
    if check_one_of(convention, "convention", CONVENTIONS) == "normal" or any(h >= 2 for h in hs):
        return "N" if s else "P"
    return "P" if s else "N"


def nim_winning_moves(heaps: Sequence[int], convention: str = "normal") -> list[tuple[int, int]]:
    """Return every move ``(heap index, counters removed)`` to a P-position; empty when the position is P.

    Under misere play, when the move would leave only heaps of size <= 1, the move leaves an *odd* number of
    one-counter heaps instead (so the opponent takes the last counter). O(number of heaps): heaps may be
    arbitrarily large integers.

    Examples
    --------
    >>> nim_winning_moves([3, 4, 5])
    [(0, 2)]
    >>> nim_winning_moves([1, 1, 3], "misere")
    [(2, 2)]
    """
    hs = heap_sizes(heaps)
    check_one_of(convention, "convention", CONVENTIONS)
    s = reduce(xor, hs, 0)
    big = [i for i, h in enumerate(hs) if h >= 2]
    if convention == "normal" or len(big) >= 2:
        return [(i, h - (h ^ s)) for i, h in enumerate(hs) if (h ^ s) < h]
    ones = sum(1 for h in hs if h == 1)
    if len(big) == 1:
        j = big[0]
        keep = 0 if ones % 2 == 1 else 1  # leave an odd number of one-counter heaps
        return [(j, hs[j] - keep)]
    if ones % 2 == 0:
        return [(i, 1) for i, h in enumerate(hs) if h == 1]
    return []


class Nim(HeapGame):
    """Nim on the given heaps: a move removes any k >= 1 counters from one heap.

    Parameters
    ----------
    heaps : sequence of int, or int
        Heap sizes, each >= 0 (default 3, 4, 5); a single int is one heap.
    convention : {"normal", "misere"}
        As for every :class:`~combgames.games.heaps.HeapGame` (default normal play).

    Raises
    ------
    ValueError
        For a bad heap or convention (see :class:`~combgames.games.heaps.HeapGame`).

    Notes
    -----
    :meth:`nim_value`, :meth:`outcome_class` and :meth:`winning_moves` are Bouton's closed forms
    (O(number of heaps)); :meth:`moves` lists every move, as the rules say (n moves on a heap of n).

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

    def heap_move_count(self, n: int) -> int:
        """n moves on a heap of n."""
        return n

    def iter_heap_moves(self, n: int) -> Iterator[tuple[int]]:
        """The moves ``(1,)``, ..., ``(n,)`` one at a time."""
        return ((k,) for k in range(1, n + 1))

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        if len(tail) != 1:
            return "a Nim move is (heap index, counters)"
        return f"the heap has {n} counters, cannot remove {tail[0]}"

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int]:
        """The heap with k counters fewer (an empty heap stays, as 0)."""
        return (n - tail[0],)

    def rule_name(self) -> str:
        return "nim"

    def splits_heaps(self) -> bool:
        """Nim never splits a heap."""
        return False

    # ------------------------------------------------------------------ Bouton's theory
    def nim_value(self, p: Position) -> int:
        """The Sprague-Grundy value of ``p`` (normal play): the nim-sum of its heaps."""
        return reduce(xor, p[0], 0)

    def outcome_class(self, p: Position) -> str:
        """``"N"`` or ``"P"`` under the game's convention (:func:`nim_outcome`)."""
        return nim_outcome(p[0], self.convention)

    def winning_moves(self, p: Position) -> list[tuple[int, int]]:
        """The moves to a P-position under the game's convention (:func:`nim_winning_moves`)."""
        return nim_winning_moves(p[0], self.convention)


GAMES = {
    "nim": GameFactory(Nim, Nim.OPTIONS),
    "misere-nim": GameFactory(Nim, Nim.OPTIONS, fixed={"convention": "misere"}, base="nim"),
}
