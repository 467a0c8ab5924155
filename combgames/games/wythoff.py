"""Wythoff's game: two heaps; a move takes any number of tokens from one heap, or the same number from both.

Wythoff [1]_ found its P-positions (the second player wins): the pairs (a_n, b_n) and (b_n, a_n) with
a_n = floor(n phi), b_n = floor(n phi^2) = a_n + n, phi the golden ratio; equivalently a_n is the least number
not among a_0, b_0, ..., a_(n-1), b_(n-1) and b_n = a_n + n (:func:`wythoff_pairs`, which never uses phi). Winning
Ways ([2]_ vol. 1, ch. 3, "Wyt Queens") plays it as a queen moving down, left or diagonally down-left on a
quarter-plane towards the corner, and tabulates its Sprague-Grundy values ([2]_ p. 76 of the first edition);
:func:`grundy_table` computes them for heaps up to :data:`MAX_TABLE_HEAP` by a compiled kernel
(:mod:`combgames.games.wythoff_kernels`, with its Python twin).

The game is a :class:`~combgames.games.heaps.HeapGame` on exactly two heaps whose moves are Nim's moves on each
heap and the diagonal move: a move is ``(0, k)`` or ``(1, k)`` (take k from the first or second heap, written
``"1:k"``, ``"2:k"``) or ``(2, k)`` (take k from both, written ``"both:k"``). Position text is that of heap
games: ``"3 5"``, ``"3 5 | 2"``. Under normal play its ``nim_value`` is read from the table and its
``outcome_class`` and ``winning_moves`` from Wythoff's pairs for heaps of any size (:func:`is_p_position`,
:func:`wythoff_partner`: exact integer arithmetic).

References
----------
.. [1] W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief voor Wiskunde (2) 7 (1907) 199-202.
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, vol. 1 (Academic
   Press, 1982), ch. 3 (Wyt Queens and its table of nim-values, p. 76); 2nd ed. (A K Peters, 2001).

Examples
--------
>>> wythoff_pairs(6)
[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
>>> g = Wythoff([3, 5])
>>> g.outcome_class(g.initial()), int(grundy_table(6)[3, 4]), g.format_move((2, 1))
('P', 2, 'both:1')
"""

from __future__ import annotations

from functools import lru_cache
from math import isqrt
from typing import Iterator, Sequence

from combgames.base.checks import LimitError, check_int, is_int
from combgames.game import IllegalMoveError, PositionFormatError, split_player_suffix
from combgames.games.heaps import CONVENTION_OPTION, HeapGame, Position, heaps_option
from combgames.games.registration import GameFactory
from combgames.options import Options

__all__ = ["GAMES", "MAX_TABLE_HEAP", "Wythoff", "grundy_table", "is_p_position", "wythoff_pairs", "wythoff_partner"]

MAX_TABLE_HEAP = 3000
"""The largest heap of :func:`grundy_table` (a 3001 x 3001 table of int32: 36 MB)."""

PYTHON_TABLE_SIZE = 64
"""Tables up to this size are computed by the kernel's Python twin under ``backend="auto"`` (0.05 s)."""

BOTH = 2
"""The heap index of a move that takes from both heaps."""


def wythoff_pairs(count: int) -> list[tuple[int, int]]:
    """The first ``count`` of Wythoff's pairs (a_n, b_n), n = 0, 1, ...: a_n the least number not in an earlier
    pair, b_n = a_n + n (Wythoff's construction [1]_; no golden ratio).

    Examples
    --------
    >>> wythoff_pairs(4)
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """
    count = check_int(count, "count", minimum=0)
    used: set[int] = set()
    pairs, a = [], 0
    for n in range(count):
        while a in used:
            a += 1
        pairs.append((a, a + n))
        used.update((a, a + n))
    return pairs


def is_p_position(a: int, b: int) -> bool:
    """Whether heaps (a, b) are a P-position: {a, b} = {floor(n phi), floor(n phi) + n} for n = ``|a - b|``, with
    floor(n phi) = (n + isqrt(5 n^2)) // 2 exactly (5 n^2 is not a square for n > 0), so any size is answered.

    Examples
    --------
    >>> is_p_position(8, 13), is_p_position(13, 8), is_p_position(8, 12), is_p_position(10 ** 30, 10 ** 30)
    (True, True, False, False)
    """
    a, b = sorted((int(a), int(b)))
    return a == _lower(b - a)


def _lower(n: int) -> int:
    """a_n = floor(n phi), exactly."""
    return (n + isqrt(5 * n * n)) // 2


def wythoff_partner(x: int) -> int:
    """The y with (x, y) a P-position (there is exactly one for each x >= 0, as the pairs (a_n, b_n) cover every
    number once [1]_): b_n when x = a_n, a_n when x = b_n. Found by bisection on n with exact arithmetic, so any
    size is answered.

    Examples
    --------
    >>> [wythoff_partner(x) for x in range(8)]
    [0, 2, 1, 5, 7, 3, 10, 4]
    """
    x = check_int(x, "heap", minimum=0)
    for upper in (True, False):       # x = a_n (partner a_n + n), else x = b_n = a_n + n (partner a_n)
        lo, hi = 0, x
        while lo < hi:                # the least n with a_n + (n if b else 0) >= x
            mid = (lo + hi) // 2
            if _lower(mid) + (0 if upper else mid) < x:
                lo = mid + 1
            else:
                hi = mid
        if _lower(lo) + (0 if upper else lo) == x:
            return x + lo if upper else _lower(lo)
    raise AssertionError(f"{x} is in no Wythoff pair")  # never: the pairs cover every number


def grundy_table(size: int, backend: str = "auto"):
    """The Sprague-Grundy values G(a, b) of Wythoff's game for 0 <= a, b < ``size``, as a ``size`` x ``size``
    numpy array of int32 (the kernel of :mod:`combgames.games.wythoff_kernels`; ``backend`` "python" runs its
    plain Python twin, which "auto" also chooses for tables up to :data:`PYTHON_TABLE_SIZE`, cheaper than
    loading numba).

    Raises
    ------
    ValueError
        For ``size`` outside 0..MAX_TABLE_HEAP + 1.

    Examples
    --------
    >>> grundy_table(4, backend="python").tolist()
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    import numpy as np

    from combgames.base.kernels import kernel
    from combgames.games.wythoff_kernels import wythoff_grundy_table

    size = check_int(size, "size", minimum=0, maximum=MAX_TABLE_HEAP + 1)
    if backend == "auto" and size <= PYTHON_TABLE_SIZE:
        backend = "python"
    words = (2 * size) // 64 + 2
    out = np.zeros((size, size), dtype=np.int32)
    row_bits = np.zeros((size, words), dtype=np.uint64)
    col_bits = np.zeros((size, words), dtype=np.uint64)
    diag_bits = np.zeros((max(2 * size - 1, 1), words), dtype=np.uint64)
    kernel(wythoff_grundy_table, backend)(size, out, row_bits, col_bits, diag_bits)
    return out


@lru_cache(maxsize=1)
def _table(size: int):
    return grundy_table(size)


class Wythoff(HeapGame):
    """Wythoff's game on two heaps (see the module docstring).

    Parameters
    ----------
    heaps : sequence of two ints
        The two heap sizes (default 3, 5).
    convention : {"normal", "misere"}
        Normal play (default) or misere play.

    Raises
    ------
    ValueError
        For a number of heaps other than two, a negative heap or an unknown convention.

    Examples
    --------
    >>> g = Wythoff([1, 2])
    >>> [g.format_move(m) for m in g.moves(g.initial())]
    ['1:1', '2:1', '2:2', 'both:1']
    """

    OPTIONS = Options(heaps_option((3, 5)), CONVENTION_OPTION)
    move_form = "heap:k"

    def __init__(self, heaps: Sequence[int] = (3, 5), *, convention: str = "normal"):
        values = Wythoff.OPTIONS.check(heaps=heaps, convention=convention)
        if len(values["heaps"]) != 2:
            raise ValueError(f"Wythoff's game has two heaps, not {len(values['heaps'])}: {list(values['heaps'])}")
        self.heaps, self.convention = values["heaps"], values["convention"]

    def rule_name(self) -> str:
        return "Wythoff"

    def __repr__(self) -> str:
        return f"Wythoff({list(self.heaps)}, convention={self.convention!r})"

    # ------------------------------------------------------------------ moves
    def heap_moves(self, n: int) -> list[tuple[int]]:
        """On one heap: take k = 1..n (Nim's moves)."""
        return [(k,) for k in range(1, n + 1)]

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int]:
        return (n - tail[0],)

    def splits_heaps(self) -> bool:
        return False

    def moves(self, p: Position) -> list[tuple[int, int]]:
        """Take k from the first heap, from the second, then from both."""
        a, b = p[0]
        return [(0, k) for k in range(1, a + 1)] + [(1, k) for k in range(1, b + 1)] + \
               [(BOTH, k) for k in range(1, min(a, b) + 1)]

    def move_count(self, p: Position) -> int:
        a, b = p[0]
        return a + b + min(a, b)

    def iter_moves(self, p: Position) -> Iterator[tuple[int, int]]:
        return iter(self.moves(p))

    def play(self, p: Position, m: tuple[int, int]) -> Position:
        """The position after move ``m = (heap, k)``, heap 0, 1 or 2 (both).

        Raises
        ------
        IllegalMoveError
            If ``m`` is not such a pair, or takes more tokens than the heap has.
        """
        if isinstance(m, list):
            m = tuple(m)
        if not (isinstance(m, tuple) and len(m) == 2 and all(is_int(v) for v in m) and m[0] in (0, 1, BOTH)):
            raise IllegalMoveError(f"a move of Wythoff's game is (heap, k) with heap 0, 1 or 2 (both), not {m!r}")
        (a, b), (i, k) = p[0], (int(m[0]), int(m[1]))
        take = (k if i != 1 else 0, k if i != 0 else 0)
        if k < 1 or take[0] > a or take[1] > b:
            raise IllegalMoveError(f"illegal move {self.format_move(m)}: heaps are {a} and {b}, and k must be >= 1")
        return ((a - take[0], b - take[1]), 1 - p[1])

    def check_position(self, p: Position) -> None:
        super().check_position(p)
        if len(p[0]) != 2:
            raise ValueError(f"not a position of {self!r}: Wythoff's game has two heaps, not {p[0]!r}")

    def position_count(self, p: Position) -> int:
        a, b = p[0]
        return (a + 1) * (b + 1)

    # ------------------------------------------------------------------ notation
    def parse_position(self, text: str) -> Position:
        """Two heap sizes like ``"3 5"``, optionally followed by ``| 2`` (see :meth:`HeapGame.parse_position`).

        Raises
        ------
        PositionFormatError
            For text that is not two heap sizes.
        """
        if isinstance(text, str) and len(split_player_suffix(text)[0].replace(",", " ").split()) != 2:
            raise PositionFormatError(f"Wythoff position text must be two heap sizes like '3 5', not {text!r}")
        return super().parse_position(text)

    def format_move(self, m: tuple[int, int], p: Position | None = None) -> str:
        """``1:k``, ``2:k`` (one heap) or ``both:k``."""
        return f"both:{m[1]}" if m[0] == BOTH else f"{m[0] + 1}:{m[1]}"

    def parse_move(self, text: str, p: Position | None = None) -> tuple[int, int]:
        """Read ``1:k``, ``2:k`` or ``both:k``.

        Raises
        ------
        PositionFormatError
            For any other text.
        """
        heap, _, k = text.strip().partition(":") if isinstance(text, str) else ("", "", "")
        index = {"1": 0, "2": 1, "both": BOTH}.get(heap)
        if index is None or not k.isdigit():
            raise PositionFormatError(f"Wythoff move text must be '1:k', '2:k' or 'both:k' (e.g. both:2), not {text!r}")
        return (index, int(k))

    # ------------------------------------------------------------------ theory (normal play)
    @property
    def nim_value(self):
        """Under normal play, the function ``p -> G(a, b)`` read from :func:`grundy_table`; None under misere."""
        return self._nim_value if self.convention == "normal" else None

    def _nim_value(self, p: Position) -> int:
        a, b = p[0]
        if max(a, b) > MAX_TABLE_HEAP:
            raise LimitError(f"Wythoff's Sprague-Grundy values are tabled for heaps up to {MAX_TABLE_HEAP}, not "
                             f"{max(a, b)} (the outcome is known for any heaps: P-positions are Wythoff's pairs)",
                             refused=True)
        size = 64
        while size <= max(a, b):
            size *= 2
        return int(_table(min(size, MAX_TABLE_HEAP + 1))[a, b])

    @property
    def outcome_class(self):
        """Under normal play, ``p -> "P"`` on Wythoff's pairs and ``"N"`` elsewhere, for heaps of any size."""
        return self._outcome if self.convention == "normal" else None

    def _outcome(self, p: Position) -> str:
        return "P" if is_p_position(*p[0]) else "N"

    @property
    def winning_moves(self):
        """Under normal play, the function ``p -> the moves to a P-position`` (none from a P-position), from
        Wythoff's pairs for heaps of any size; None under misere play."""
        return self._winning_moves if self.convention == "normal" else None

    def _winning_moves(self, p: Position) -> list[tuple[int, int]]:
        a, b = p[0]
        if is_p_position(a, b):
            return []
        moves = []
        if wythoff_partner(b) < a:
            moves.append((0, a - wythoff_partner(b)))
        if wythoff_partner(a) < b:
            moves.append((1, b - wythoff_partner(a)))
        d = abs(a - b)
        low = _lower(d)                                   # the P-position with difference d: (a_d, a_d + d)
        if low < min(a, b):
            moves.append((BOTH, min(a, b) - low))
        return moves


GAMES = {"wythoff": GameFactory(Wythoff, Wythoff.OPTIONS)}
