"""The take-and-break kernel: Grundy values of an octal (take-and-break) game, heap after heap.

:func:`take_break_sequence` is a plain Python function over arrays: the reference (``backend="python"``),
compiled unchanged by :func:`combgames.base.kernels.kernel`, and run on Python lists for short sequences
(:func:`on_lists`), which then need no numpy at all: this module binds ``np`` to numpy only on first use
(:func:`load_numpy`). The games (:mod:`combgames.games.octal`) and the Grundy theory
(:mod:`combgames.grundy.octal`, :mod:`combgames.grundy.grundys_game`) both run it.
"""

from __future__ import annotations

from types import FunctionType
from typing import Any

from combgames.base.mex_kernels import stamped_mex

__all__ = ["load_numpy", "on_lists", "take_break_sequence"]


def load_numpy():
    """numpy, imported on first use and bound as this module's ``np`` (the name :func:`take_break_sequence`
    reads when it runs on arrays, in Python or compiled): a game that needs only short sequences, computed on
    lists, never imports it."""
    global np
    import numpy

    np = numpy
    return numpy


class _NumpyOnFirstUse:
    """This module's ``np`` until numpy is first needed: any attribute imports numpy and binds it as ``np``
    (:func:`load_numpy`), so :func:`take_break_sequence` called directly on arrays still finds numpy."""

    def __getattr__(self, name: str) -> Any:
        return getattr(load_numpy(), name)


np: Any = _NumpyOnFirstUse()


class _Lists:
    """The part of numpy that :func:`take_break_sequence` uses, on Python lists."""

    int64 = int

    @staticmethod
    def zeros(size: int, dtype: Any = int) -> list:
        return [0] * size


def on_lists(function: Any) -> Any:
    """``function`` (plain Python) with its name ``np`` bound to :class:`_Lists`: it runs on lists."""
    return FunctionType(function.__code__, dict(function.__globals__, np=_Lists), function.__name__,
                        function.__defaults__)


def take_break_sequence(digits, marks, limit, out):
    """Fill ``out[0..limit]`` with the Grundy values of the take-and-break game with digits ``digits``.

    ``digits[k]`` (k >= 0) is the code digit for removing k tokens: bit j set when the move may leave j
    non-empty heaps (bit 1: none, 2: one, 4: two, 8: three); ``digits[0]`` may only use bits 4 and 8 (splitting
    without removing). ``marks[k]`` asks of the two or more heaps left: 0 nothing, 1 pairwise unequal (``!``),
    2 not all equal (``?``), 3 all equal (``=``). A code whose digits repeat forever is passed expanded to
    ``limit + 1`` digits. A plain Python function over numpy arrays: the reference (``backend="python"``),
    compiled unchanged by :func:`combgames.base.kernels.kernel`.

    Notes
    -----
    G(h) = mex of the XORs of the heaps each move leaves. All values so far are below ``cap`` (a power of
    two), so every option value is below ``cap`` and the mex is at most ``cap``: the table ``seen`` of
    ``cap + 1`` stamps is exact, and grows when a value reaches ``cap``. O(limit^2) for codes that split in
    two, O(limit^3) for codes that split in three.
    """
    nd = len(digits)
    cap = 1
    seen = np.zeros(cap + 1, dtype=np.int64)
    for h in range(limit + 1):
        stamp = h + 1
        for k in range(min(h, nd - 1) + 1):
            d = digits[k]
            if d == 0:
                continue
            rest = h - k
            m = marks[k]
            if d & 1 and rest == 0 and k > 0:
                seen[0] = stamp
            if d & 2 and rest > 0 and k > 0:
                seen[out[rest]] = stamp
            if d & 4 and rest >= 2:
                half = rest // 2
                if m == 3:
                    if rest % 2 == 0:
                        seen[0] = stamp
                else:
                    top = half if m == 0 or rest % 2 == 1 else half - 1
                    for a in range(1, top + 1):
                        seen[out[a] ^ out[rest - a]] = stamp
            if d & 8 and rest >= 3:
                for a in range(1, rest // 3 + 1):
                    for b in range(a, (rest - a) // 2 + 1):
                        c = rest - a - b
                        if m == 1 and (a == b or b == c):
                            continue
                        if m == 2 and a == c:
                            continue
                        if m == 3 and a != c:
                            continue
                        seen[out[a] ^ out[b] ^ out[c]] = stamp
        g = stamped_mex(seen, stamp)
        out[h] = g
        if g >= cap:
            while cap <= g:
                cap *= 2
            grown = np.zeros(cap + 1, dtype=np.int64)
            grown[: len(seen)] = seen
            seen = grown
    return out
