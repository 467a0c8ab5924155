"""Claims on the misere play of the quaternary octal games (issue 32, part 2: the chart of misere quotients),
recomputed by :mod:`combgames.cgt.misere_chart`.

Sources. T. E. Plambeck's pages on misere octal games (http://www.plambeck.org/oldhtml/mathematics/games/misere/,
the stored copies of the search tool, read 2026-11-29): the page "quaternary games" (``quaternary/index.htm``)
says that quaternary games are the octal games whose code digits are 0, 1, 2 and 3; that Winning Ways' table
shows .31 (Stalking) to be the only two-digit quaternary game with a heap that is not a misere nim-heap; and that
every three-digit quaternary game has only misere nim-heaps except the seven "Woolly Mammoths" .121, .123, .131,
.201, .211, .312 and .331. His page on .312 (``quaternary/0312/index.htm``) marks it "SOLVED [4 February 2003]" with
its genus sequence and misere values (heap 3 is ``2+``), but gives no quotient. The chart of Plambeck and Siegel
(arXiv:math/0609825, which games have known misere quotients) was not available: no row compares with it.

Readings. "Two-digit" is read as the codes 0.d1 d2 (at most two digits, 15 codes with a move), "three-digit" as
the codes 0.d1 d2 d3 with d3 != 0 (48 codes): the two-digit .31 is not among Plambeck's seven, so his count is of
the codes with exactly three digits. A heap is a misere nim-heap when its misere canonical form is ``*k``
(:func:`~combgames.cgt.misere_chart.first_non_nim_heap`); the rows check the heaps 1..:data:`NIM_HEAPS`, so they
are ``supported`` (a finite range), never ``confirmed``.

Beyond the sources: the misere quotients of the seven Woolly Mammoths, proved heap by heap to :data:`CHART_HEAPS`
and checked by search on every sum of at most :data:`CHECK_TOTAL` tokens (no quotient was published for them
in what was read): ``extends``.

The transcriptions, with their sources and dates, are in ``tests/published/data/plambeck_quaternary.json``.
"""

from __future__ import annotations

from itertools import product

from combgames.reproduce import Claim, Computed

__all__ = ["CHART_HEAPS", "CHECK_TOTAL", "CLAIMS", "NIM_HEAPS", "WOOLLY_MAMMOTHS", "quaternary_codes"]

PLAMBECK = ("T. E. Plambeck, 'quaternary games', http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/"
            "index.htm (stored copy read 2026-11-29)")

WOOLLY_MAMMOTHS = ("0.121", "0.123", "0.131", "0.201", "0.211", "0.312", "0.331")
"""Plambeck's three-digit quaternary games with a heap that is not a misere nim-heap."""

STALKING = ("0.31",)
"""The one two-digit quaternary game with such a heap (Winning Ways' table, as Plambeck cites it)."""

NIM_HEAPS = 60
"""The heaps 1..60 of each code are put in misere canonical form (about 0.5 s for the 63 codes)."""

CHART_HEAPS = 40
"""The heap bound of the Woolly Mammoths' quotients (about 2 CPU s for the seven)."""

CHECK_TOTAL = 14
"""Each quotient is checked by search on every sum of at most this many tokens."""


def quaternary_codes(digits: int, *, exact: bool) -> list[str]:
    """The quaternary codes 0.d1..dk (digits 0..3) with k <= ``digits`` digits and a move (``exact``: the last
    digit non-zero, k = ``digits``).

    Examples
    --------
    >>> len(quaternary_codes(2, exact=False)), len(quaternary_codes(3, exact=True)), quaternary_codes(1, exact=True)
    (15, 48, ['0.1', '0.2', '0.3'])
    """
    from combgames.games.heaps import OctalCode

    codes = {str(OctalCode("0." + "".join(map(str, tail)))) for tail in product(range(4), repeat=digits)
             if any(tail) and (tail[-1] or not exact)}
    return sorted(codes)


def _non_nim(codes: list[str]) -> Computed:
    import time

    from combgames.cgt.misere_chart import first_non_nim_heap

    t0 = time.process_time()
    found = {code: first_non_nim_heap(code, NIM_HEAPS) for code in codes}
    wild = [code for code, first in found.items() if first is not None]
    return Computed(wild, f"{len(codes)} codes, the misere canonical forms of their heaps 1..{NIM_HEAPS}: the first "
                          f"heap that is not a nim-heap (heap, form) {({c: found[c] for c in wild}) or 'none'}; every "
                          f"heap of the other {len(codes) - len(wild)} codes is a nim-heap; "
                          f"{time.process_time() - t0:.2f} CPU s",
                    sample=f"the heaps 1..{NIM_HEAPS} of each code")


def _two_digits() -> Computed:
    return _non_nim(quaternary_codes(2, exact=False))


def _three_digits() -> Computed:
    return _non_nim(quaternary_codes(3, exact=True))


def _orders_text(orders: tuple) -> str:
    """The orders by heap as the heaps where they change: ``2 (heap 1), 6 (heap 3)``."""
    return ", ".join(f"{q} (heap {n})" for n, q in enumerate(orders, start=1) if n == 1 or orders[n - 2] != q)


def _mammoth_quotients() -> Computed:
    from combgames.cgt.misere_chart import misere_chart

    rows = misere_chart(WOOLLY_MAMMOTHS, CHART_HEAPS, check_total=CHECK_TOTAL, max_order=500, max_states=200000,
                        max_seconds=5.0)
    value = {r.code: {"heaps": r.heaps, "order": r.order, "status": r.status} for r in rows}
    detail = "; ".join(f"{r.code}: orders {_orders_text(r.orders)}, {r.presentation}, {r.checked_sums} sums "
                       f"checked" for r in rows)
    return Computed(value, f"the misere quotient of the heaps 1..n for n up to {CHART_HEAPS}, proved heap by heap and "
                           f"checked by search on every sum of at most {CHECK_TOTAL} tokens; 'unchanged from heap h' "
                           f"is observed to heap {CHART_HEAPS}, not proved beyond: {detail}; "
                           f"{sum(r.cpu_seconds for r in rows):.1f} CPU s")


CLAIMS = [
    Claim("impartial.misere_chart_quaternary_two_digits", f"{PLAMBECK}, citing Winning Ways' table",
          "the quaternary octal games with at most two code digits whose heaps are not all misere nim-heaps: .31 "
          "(Stalking) only", list(STALKING), _two_digits),
    Claim("impartial.misere_chart_quaternary_three_digits", PLAMBECK,
          "the three-digit quaternary octal games with a heap that is not a misere nim-heap: the seven Woolly "
          "Mammoths .121, .123, .131, .201, .211, .312, .331", list(WOOLLY_MAMMOTHS), _three_digits),
    Claim("impartial.misere_chart_woolly_mammoths", "computed here (no quotient of these games was read)",
          f"the misere quotients of the seven Woolly Mammoths with heaps up to {CHART_HEAPS}: heaps reached, order, "
          "unchanged or growing", None, _mammoth_quotients, expected=3),
]
"""The quaternary games against Plambeck's statements, and the Woolly Mammoths' quotients."""
