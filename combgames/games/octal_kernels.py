"""The take-and-break kernel: Grundy values of an octal (take-and-break) game, heap after heap.

:func:`take_break_sequence` is a plain Python function over arrays: the reference (``backend="python"``),
compiled unchanged by :func:`combgames.base.kernels.kernel`, and run on Python lists for short sequences
(:func:`on_lists`), which then need no numpy at all: this module binds ``np`` to numpy only on first use
(:func:`load_numpy`). The games (:mod:`combgames.games.octal`) and the Grundy theory
(:mod:`combgames.grundy.octal`, :mod:`combgames.grundy.grundys_game`) both run it.

:func:`take_break_bitset_slice` is its faster twin for codes that split heaps in three (hexadecimal digits 8..F,
no marks): the values of two heaps summing to m, S2(m) = {G(a) ^ G(m - a)}, and of three heaps, S3(r), are kept
as bitsets over values, so S3(r) = union over c of G(c) ^ S2(r - c) costs r word operations per 32 values
instead of the r^2 / 12 triples of the cubic loop. It runs in slices (a budget of steps per call) and asks for
wider bitsets when a value reaches their width; :func:`combgames.games.octal.bitset_sequence` drives it.
"""

from __future__ import annotations

from types import FunctionType
from typing import Any

from combgames.base.kernels import jitable
from combgames.base.mex_kernels import stamped_mex

__all__ = ["BITSET_WORD", "load_numpy", "on_lists", "take_break_bitset_slice", "take_break_sequence"]


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


BITSET_WORD = 32
"""Bits used in each int64 word of the bitsets of :func:`take_break_bitset_slice` (32, so no shift reaches the
sign bit)."""


@jitable
def _xor_translate(w, c):
    """The 32-bit word ``w`` with bit i moved to bit i ^ c (0 <= c < 32): a butterfly of at most five swaps."""
    if c & 1:
        w = ((w & 0x55555555) << 1) | ((w >> 1) & 0x55555555)
    if c & 2:
        w = ((w & 0x33333333) << 2) | ((w >> 2) & 0x33333333)
    if c & 4:
        w = ((w & 0x0F0F0F0F) << 4) | ((w >> 4) & 0x0F0F0F0F)
    if c & 8:
        w = ((w & 0x00FF00FF) << 8) | ((w >> 8) & 0x00FF00FF)
    if c & 16:
        w = ((w & 0x0000FFFF) << 16) | ((w >> 16) & 0x0000FFFF)
    return w


def take_break_bitset_slice(digits, limit, out, s2, s3, acc, touched, control):
    """Continue G(control[1]..limit) of a mark-free take-and-break code (the values of
    :func:`take_break_sequence`) by bitsets, for at most ``control[2]`` steps; return a status.

    ``out`` holds G(0..h - 1) for h = ``control[1]``; ``s2[m]`` and ``s3[m]`` (m < h) hold, as bitsets of
    ``W = s2.shape[1]`` words of :data:`BITSET_WORD` bits (W a power of two), the values of the splits of m tokens
    into two and into three non-empty heaps; ``acc`` (32 W rows of W words, zero) and ``touched`` (32 W entries)
    are work space. For each heap h: S2(h) = {G(a) ^ G(h - a)}; S3(h) = union over c of G(c) ^ S2(h - c), the
    S2 bitsets first OR-ed per value G(c) (``acc``), then each translated by XOR once; then G(h) = the mex of the
    bitset of h's options (digit j: G(h - j), S2(h - j), S3(h - j), 0 when j = h). Every option value is below
    32 W (a XOR of values below that power of two), so the bitsets are exact while the values are below 32 W.

    Returns 0 when G(0..limit) is done, 1 when the step budget ran out, 2 when G(h) reached 32 W (stored, h
    advanced: the caller widens the bitsets before the next call); ``control[1]`` is the next heap.
    """
    nd = len(digits)
    words = s2.shape[1]
    width = words * 32
    steps = 0
    h = control[1]
    while h <= limit:
        # two heaps summing to h
        for a in range(1, h // 2 + 1):
            v = out[a] ^ out[h - a]
            s2[h, v >> 5] |= 1 << (v & 31)
        # three heaps summing to h
        if h >= 3:
            for c in range(1, h - 1):
                g = out[c]
                touched[g] = 1
                for i in range(words):
                    acc[g, i] |= s2[h - c, i]
            for g in range(width):
                if touched[g] == 1:
                    hi = g >> 5
                    lo = g & 31
                    for i in range(words):
                        w = acc[g, i]
                        if w != 0:
                            s3[h, i ^ hi] |= _xor_translate(w, lo)
                        acc[g, i] = 0
                    touched[g] = 0
            steps += h * words + width
        # the options of h
        found = -1
        for i in range(words):
            w = 0
            for k in range(min(h, nd - 1) + 1):
                d = digits[k]
                rest = h - k
                if d & 4 and rest >= 2:
                    w |= s2[rest, i]
                if d & 8 and rest >= 3:
                    w |= s3[rest, i]
                if d & 1 and rest == 0 and k > 0 and i == 0:
                    w |= 1
                if d & 2 and rest > 0 and k > 0 and (out[rest] >> 5) == i:
                    w |= 1 << (out[rest] & 31)
            if w != 0xFFFFFFFF:
                b = 0
                while (w >> b) & 1:
                    b += 1
                found = i * 32 + b
                break
        g = width if found < 0 else found
        out[h] = g
        steps += h // 2 + words * (nd + 1)
        h += 1
        control[1] = h
        if g >= width:
            return 2
        if steps >= control[2]:
            return 1
    return 0
