"""Nim theory: the nim-sum, Bouton's winning moves under normal play and the misere rule.

The *nim-sum* of heap sizes is their bitwise XOR. Under normal play (who takes the last counter wins) a Nim
position is a second-player win iff its nim-sum is 0 (Bouton), and a winning move reduces one heap h to
``h ^ s`` where s is the nim-sum, whenever that is smaller than h. Under misere play (who takes the last
counter loses) the same holds as long as some heap has two or more counters; when every heap has at most
one counter, the player to move wins iff the number of non-empty heaps is even
(seeds/004_7c4ca64fa9fabca3.txt, "Nim", states both conventions).

Moves are ``(heap index, counters removed)``, as in :class:`combgames.games.nim.Nim`. These closed forms are
checked against the generic Grundy and misere search in the tests.
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Iterable, Sequence

from combgames.game import CONVENTIONS
from combgames.games.heaps import heap_sizes
from groundwork.checks import check_one_of

__all__ = ["heap_sizes", "misere_nim_outcome", "nim_outcome", "nim_sum", "nim_winning_moves"]


def nim_sum(values: Iterable[int]) -> int:
    """Return the nim-sum (bitwise XOR) of non-negative integers.

    Examples
    --------
    >>> nim_sum([3, 5, 6]), nim_sum([]), nim_sum([1, 2, 4])
    (0, 0, 7)
    """
    return reduce(xor, heap_sizes(values), 0)


def nim_outcome(heaps: Sequence[int], convention: str = "normal") -> str:
    """Return ``"N"`` (player to move wins) or ``"P"`` for Nim heaps under normal or misere play.

    Examples
    --------
    >>> nim_outcome([1, 1]), nim_outcome([1, 1], "misere"), nim_outcome([2, 2], "misere")
    ('P', 'N', 'P')
    """
    hs = heap_sizes(heaps)
    if check_one_of(convention, "convention", CONVENTIONS) == "normal":
        return "N" if nim_sum(hs) else "P"
    return misere_nim_outcome(hs)


def misere_nim_outcome(heaps: Sequence[int]) -> str:
    """Misere Nim: ``"N"`` iff (some heap >= 2 and nim-sum != 0) or (all heaps <= 1 and nim-sum == 0)."""
    hs = heap_sizes(heaps)
    s = nim_sum(hs)
    if any(h >= 2 for h in hs):
        return "N" if s else "P"
    return "P" if s else "N"


def nim_winning_moves(heaps: Sequence[int], convention: str = "normal") -> list[tuple[int, int]]:
    """Return every move ``(heap index, counters removed)`` to a P-position; empty when the position is P.

    Under misere play, when the move would leave only heaps of size <= 1, the move leaves an *odd* number
    of one-counter heaps instead (so the opponent takes the last counter). O(number of heaps): heaps may
    be arbitrarily large integers.

    Examples
    --------
    >>> nim_winning_moves([3, 4, 5])
    [(0, 2)]
    >>> nim_winning_moves([1, 1, 3], "misere")
    [(2, 2)]
    """
    hs = heap_sizes(heaps)
    check_one_of(convention, "convention", CONVENTIONS)
    s = nim_sum(hs)
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
