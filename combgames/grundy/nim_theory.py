"""Nim theory: the nim-sum, Bouton's winning moves under normal play and the misere rule.

The *nim-sum* of heap sizes is their bitwise XOR. Under normal play (who takes the last counter wins) a Nim
position is a second-player win iff its nim-sum is 0 (Bouton), and a winning move reduces one heap h to
``h ^ s`` where s is the nim-sum, whenever that is smaller than h. Under misere play (who takes the last
counter loses) the same holds as long as some heap has two or more counters; when every heap has at most
one counter, the player to move wins iff the number of non-empty heaps is even
(seeds/004_7c4ca64fa9fabca3.txt, "Nim", states both conventions).

Moves are ``(heap index, counters removed)``, as in :class:`combgames.games.nim.Nim`. The closed forms are
written once, in :mod:`combgames.games.nim` (Nim declares them as its capabilities, and games cannot import
this package); they are checked against the generic Grundy and misere search in the tests.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from combgames.games.heaps import heap_sizes
from combgames.games.nim import nim_outcome, nim_sum, nim_winning_moves

__all__ = ["heap_sizes", "misere_nim_outcome", "nim_outcome", "nim_sum", "nim_winning_moves"]


def misere_nim_outcome(heaps: Sequence[int]) -> str:
    """Misere Nim: ``"N"`` iff (some heap >= 2 and nim-sum != 0) or (all heaps <= 1 and nim-sum == 0).

    The closed forms themselves live with the game (:mod:`combgames.games.nim`, which declares them as Nim's
    capabilities); this module re-exports them with the theory.

    Examples
    --------
    >>> misere_nim_outcome([1, 1]), misere_nim_outcome([2, 2])
    ('N', 'P')
    """
    if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Iterable):
        raise TypeError(f"heaps must be a sequence of heap sizes, not {type(heaps).__name__} {heaps!r}"[:200])
    return nim_outcome(heaps, "misere")
