"""Octal games (Kayles, Dawson's Kayles, any finite octal code) as games of the generic interface.

Rules by code (:class:`~combgames.games.heaps.OctalCode`): a move removes k tokens from one heap, leaving no
heap, one heap or two heaps as digit d_k allows. Kayles is 0.77 (bowl down one pin or two adjacent pins from
a row), Dawson's Kayles is 0.07.

An octal game is a heap game (:class:`~combgames.games.heaps.HeapGame`): positions ``(heaps, player)``, the
canonical key is the sorted non-empty heaps. A move is ``(heap index, k, left)``: remove k tokens from the
heap, leaving heaps of ``left`` and ``h - k - left`` tokens (a 0 is no heap; empty heaps are dropped from the
position). Text: ``"i:k:left"`` with heaps numbered from 1, e.g. ``"1:2:3"``. The moves of a heap are those
of :meth:`OctalCode.heap_moves <combgames.games.heaps.OctalCode.heap_moves>`; :meth:`OctalGame.play` accepts
every spelling of them (``left`` or the other part, ``(k, 0)`` for one heap).

Values. A position is a sum of heaps, so its Sprague-Grundy value is the XOR of the values G(n) of its
heaps. :func:`octal_sequence` is the one compiled kernel that computes G(0..N) from the code's digits (the
twin of :meth:`OctalCode.heap_moves <combgames.games.heaps.OctalCode.heap_moves>`, tested against it), and
:func:`find_period` the smallest period that these values *prove* by Guy and Smith's octal periodicity
theorem: if ``G(n + p) = G(n)`` for all n with ``n0 <= n < 2 n0 + p + t`` (t the last non-zero digit's
index), then it holds for all n >= n0 [1]_. :class:`OctalGame` declares ``nim_value``, ``outcome_class``
(normal play) and ``winning_moves`` through them, so the solvers answer heaps of any size: by the table up
to a computed limit, beyond it by the proved period; a code whose period is not proved by the values up to
``max_heap`` refuses a larger heap, with the size. :mod:`combgames.grundy.octal` builds its tables and
periods on the same kernel; the generic solvers (``search=True``) check them independently.

References
----------
.. [1] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52
   (1956) 514-526; E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any, Sequence

import numpy as np

from combgames.games.heaps import CONVENTION_OPTION, HeapGame, OctalCode, heaps_option
from combgames.games.registration import GameFactory
from combgames.options import Custom, Option, Options
from groundwork.checks import check_int
from groundwork.kernels import kernel, resolve_backend

__all__ = ["GAMES", "MAX_HEAP", "MAX_MOVES", "OctalCode", "OctalGame", "Periodicity", "find_period",
           "octal_sequence"]

MAX_HEAP = 2**15
"""Default ``max_heap`` of :class:`OctalGame`: values are computed for heaps up to this size (O(N^2) for a
code that splits heaps, under a second with numba); larger heaps are answered by a proved period or refused."""

MAX_MOVES = 10**6
"""Default limit on the moves of one heap that :meth:`OctalGame.winning_moves` examines."""


def octal_sequence(digits, limit, out):
    """Fill ``out[0..limit]`` with the Grundy values of the octal game with code digits ``digits``.

    ``digits[k]`` (k >= 0) is the k-th code digit: removing k tokens from a heap is allowed leaving no heap
    (bit 1), one non-empty heap (bit 2) or two non-empty heaps (bit 4). ``digits[0]`` may only use bit 4
    (splitting a heap without removing tokens). A plain Python function over numpy arrays: the reference
    (``backend="python"``), compiled unchanged by :func:`groundwork.kernels.kernel`.
    """
    nd = digits.shape[0]
    bound = 2 * limit + 2 * nd + 8  # mex <= number of options; larger option values are irrelevant
    seen = np.zeros(bound + 1, dtype=np.int64)
    for h in range(limit + 1):
        stamp = h + 1
        for k in range(nd):
            d = digits[k]
            if d == 0 or k > h:
                continue
            rest = h - k
            if d & 1 and rest == 0 and k > 0:
                seen[0] = stamp
            if d & 2 and rest > 0 and k > 0:
                v = out[rest]
                if v <= bound:
                    seen[v] = stamp
            if d & 4 and rest >= 2:
                for i in range(1, rest // 2 + 1):
                    v = out[i] ^ out[rest - i]
                    if v <= bound:
                        seen[v] = stamp
        g = 0
        while seen[g] == stamp:
            g += 1
        out[h] = g
    return out


@dataclass(frozen=True)
class Periodicity:
    """Periodicity of a Grundy sequence: ``G(n + period) = G(n)`` for all ``n >= preperiod``.

    Attributes
    ----------
    preperiod : int
        The least n0 from which the period holds (the last exception is at n0 - 1).
    period : int
    proven : bool
        True when the octal periodicity theorem proves the period from the computed values.
    checked_to : int
        Largest heap size computed.
    exceptions : tuple of int
        The heap sizes n < n0 whose value differs from the periodic part: ``G(n) != G(m)`` for the
        m >= n0 with m = n (mod period).
    seconds : float
    """

    preperiod: int
    period: int
    proven: bool
    checked_to: int
    exceptions: tuple = ()
    seconds: float = 0.0


def find_period(values, max_take: int, *, splits_at_zero: bool = False) -> Periodicity | None:
    """Return the smallest period that the octal periodicity theorem proves for ``values``, or None.

    Parameters
    ----------
    values : sequence of int
        ``G(0), ..., G(N)``.
    max_take : int
        t, the index of the last non-zero code digit.
    splits_at_zero : bool
        True when d0 = 4; the theorem is stated for d0 = 0, so a period found is then reported with
        ``proven=False`` (observed on the computed range only).

    Notes
    -----
    For each p = 1, 2, ...: n0 is one past the last n with G(n) != G(n + p) in range; p is proven when
    ``2 n0 + 2 p + t - 1 <= N`` (every n < 2 n0 + p + t has G(n + p) computed), so only p <= (N - t + 1) / 2
    can be proven. O(N^2) in the worst case.

    Examples
    --------
    >>> per = find_period([0, 1, 0, 1, 0, 1, 0, 1, 0, 1], 1)   # the values of 0.1 (take one token)
    >>> per.preperiod, per.period, per.proven
    (0, 2, True)
    """
    g = np.asarray(values)
    if g.ndim != 1 or (g.size and not np.issubdtype(g.dtype, np.integer)):
        raise TypeError(f"values must be a sequence of Grundy values G(0), ..., G(N) (integers), not {values!r}"[:200])
    max_take = check_int(max_take, "max_take", minimum=0)
    N = len(g) - 1
    for p in range(1, (N - max_take + 1) // 2 + 1):
        diff = np.nonzero(g[: N + 1 - p] != g[p:])[0]
        n0 = int(diff[-1]) + 1 if len(diff) else 0
        if 2 * n0 + 2 * p + max_take - 1 <= N:
            exceptions = tuple(n for n in range(n0) if g[n] != g[n0 + (n - n0) % p])
            return Periodicity(n0, p, not splits_at_zero, N, exceptions)
    return None


def _octal_code(value: Any, name: str) -> OctalCode:
    if isinstance(value, OctalCode):
        return value
    try:
        return OctalCode(value)
    except (TypeError, ValueError) as err:
        raise type(err)(f"option {name}: {err}") from err


CODE_OPTION = Option("code", Custom("an octal code like '0.77'", checker=_octal_code), "0.77",
                     "the octal code: digit d_k says which heaps removing k tokens may leave")


class OctalGame(HeapGame):
    """The octal game ``code`` played on the given heaps.

    Parameters
    ----------
    code : str or OctalCode
        Octal code such as ``"0.77"`` (Kayles) or ``"0.07"`` (Dawson's Kayles).
    heaps : sequence of int
        Heap sizes (>= 0).
    convention : {"normal", "misere"}
    max_heap : int, keyword-only
        Heaps up to this size are valued by computing the Grundy sequence (default :data:`MAX_HEAP`,
        2^15); larger ones by the period that the computed values prove, or refused when none is proved.
        Not a rule: the game (and its ``cache_key``) is the same for every value.

    Raises
    ------
    ValueError
        For a malformed code, a bad heap or an unknown convention.
    TypeError
        If ``code`` is neither a string nor an OctalCode, or ``heaps`` not a sequence of integers.

    Notes
    -----
    Capabilities: :meth:`nim_value` (both conventions: the normal-play value), :meth:`winning_moves` and
    ``outcome_class`` (normal play only; under misere play the Sprague-Grundy values do not decide the
    outcome, so ``outcome_class`` is None and the solvers search). The sequence is computed once per game,
    lazily, doubling its length until a period is proved or ``max_heap`` is reached.

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(OctalGame("0.77", [11])), grundy_value(OctalGame("0.07", [5, 1]))
    (6, 0)
    >>> grundy_value(OctalGame("0.77", [10**100]))   # Kayles: period 12 from heap 71 on, G(76)
    1
    """

    move_form = "heap:k:left"

    #: The declared options (constructor, catalogue and command line).
    OPTIONS = Options(CODE_OPTION, heaps_option((10,)), CONVENTION_OPTION)

    def __init__(self, code: str | OctalCode = "0.77", heaps: Sequence[int] = (10,), *,
                 convention: str = "normal", max_heap: int = MAX_HEAP):
        self.code = OctalGame.OPTIONS.check(code=code)["code"]
        super().__init__(heaps, convention=convention)
        self.max_heap = check_int(max_heap, "max_heap", minimum=1)
        self._values = np.zeros(0, dtype=np.int64)
        self._period: Periodicity | None = None

    # ------------------------------------------------------------------ values by the compiled sequence
    def heap_value(self, n: int) -> int:
        """The Sprague-Grundy value G(n) of one heap of n tokens (normal play).

        Computed by :func:`octal_sequence` for n up to ``max_heap``, beyond by the period the computed
        values prove (:func:`find_period`).

        Raises
        ------
        ValueError
            If n > ``max_heap`` and the values up to ``max_heap`` prove no period (the message gives the
            cost of computing up to n).

        Examples
        --------
        >>> OctalGame("0.07").heap_value(10**30)   # Dawson's Kayles: period 34 from heap 53 on
        1
        """
        n = check_int(n, "heap", minimum=0)
        while n >= len(self._values) and self._period is None:
            self._extend(n)
        if n < len(self._values):
            return int(self._values[n])
        per = self._period
        assert per is not None and n >= per.preperiod
        return int(self._values[per.preperiod + (n - per.preperiod) % per.period])

    def _extend(self, n: int) -> None:
        """Compute the sequence twice as far (at least 1024, at most ``max_heap``), and look for a period."""
        have = len(self._values) - 1
        if have >= self.max_heap:
            splits = any(d & 4 for d in self.code.digits)
            cost = f"about {n}^2 / 2 = {n * n // 2:.2g}" if splits else f"about {n} x {self.code.max_take}"
            raise ValueError(f"octal game {self.code}: the values of heaps up to max_heap={self.max_heap:,} prove no "
                             f"period, so the heap of {n:,} tokens needs the whole sequence up to it ({cost} "
                             f"operations); pass a larger max_heap to compute it")
        limit = min(max(2 * have, 1023), self.max_heap)
        out = np.zeros(limit + 1, dtype=np.int64)
        kernel(octal_sequence, resolve_backend("auto"))(np.array(self.code.digits, dtype=np.int64), limit, out)
        out.flags.writeable = False
        self._values = out
        per = find_period(out, self.code.max_take, splits_at_zero=self.code.digits[0] == 4)
        if per is not None and per.proven:
            self._period = per

    def splits_heaps(self) -> bool:
        """Whether some digit of the code allows leaving two heaps (bit 4)."""
        return any(d & 4 for d in self.code.digits)

    def nim_value(self, p: tuple) -> int:
        """The Sprague-Grundy value of position ``p`` (normal play): the XOR of its heaps' values."""
        return reduce(xor, (self.heap_value(h) for h in p[0]), 0)

    @property
    def outcome_class(self):
        """Under normal play, the function ``p -> "N" or "P"`` (value non-zero or zero); None under misere play
        (a capability the game does not declare: the solvers search instead)."""
        if self.convention != "normal":
            return None
        return self._normal_outcome_class

    def _normal_outcome_class(self, p: tuple) -> str:
        return "N" if self.nim_value(p) else "P"

    @property
    def winning_moves(self):
        """Under normal play, the function ``p -> moves to a position of value 0``; None under misere play."""
        if self.convention != "normal":
            return None
        return self._normal_winning_moves

    def _normal_winning_moves(self, p: tuple, *, max_moves: int = MAX_MOVES) -> list[tuple[int, int, int]]:
        heaps = p[0]
        values = [self.heap_value(h) for h in heaps]
        total = reduce(xor, values, 0)
        if total == 0:
            return []
        out = []
        for i, (h, v) in enumerate(zip(heaps, values)):
            target = total ^ v
            count = sum((h - k) // 2 for k, d in enumerate(self.code.digits) if d & 4 and h - k >= 2)
            if count > max_moves:
                raise ValueError(f"octal game {self.code}: heap {i + 1} of {h:,} tokens has {count:,} moves, more than "
                                 f"max_moves={max_moves:,}; its winning moves are not listed")
            for k, left in self.heap_moves(h):
                if reduce(xor, (self.heap_value(x) for x in self.heaps_left(h, (k, left))), 0) == target:
                    out.append((i, k, left))
        return out

    def __repr__(self) -> str:
        return f"OctalGame({str(self.code)!r}, {list(self.heaps)}, convention={self.convention!r})"

    def heap_moves(self, n: int) -> Sequence[tuple[int, int]]:
        """The moves ``(k, left)`` on a heap of n tokens (:meth:`OctalCode.heap_moves`)."""
        return self.code.heap_moves(n)

    def normal_form(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """``(k, left)`` as listed by :meth:`heap_moves`: one heap as ``(k, rest)``, two with the smaller left."""
        if len(tail) != 2:
            return tail
        k, left = tail
        right = n - k - left
        if k < 0 or left < 0 or right < 0:
            return tail
        if left and right:
            return (k, min(left, right))
        return (k, left + right)

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        if len(tail) != 2:
            return "an octal move is (heap index, k, left)"
        k, left = tail
        right = n - k - left
        if not (0 <= k < len(self.code.digits) and left >= 0 and right >= 0):
            return f"cannot remove {k} from a heap of {n} leaving {left} on the left"
        parts = sum(1 for x in (left, right) if x)
        return f"code {self.code} does not allow removing {k} from {n} leaving {parts} heap(s)"

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The non-empty parts ``left`` and ``n - k - left``."""
        k, left = tail
        return tuple(x for x in (left, n - k - left) if x > 0)

    def rule_name(self) -> str:
        return f"octal {self.code}"


GAMES = {
    "octal": GameFactory(OctalGame, OctalGame.OPTIONS),
    "kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.77"}, base="octal"),
    "dawsons-kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.07"}, base="octal"),
}
