"""A chart of misere quotients of octal games: each quotient proved heap by heap as far as the limits allow,
with its orders by heap, and every outcome checked against plain search on the small sums.

For a code and a heap bound N, :func:`chart_row` proves the misere quotient of the heaps 1..n for n = 1, 2, ...
(:func:`combgames.cgt.misere.misere_quotient` with ``partial=True``) until N, a limit on the order or on the
proof's states, or a CPU budget stops it. The row records the orders by heap and says whether the order was
*unchanged* over the last heaps reached (``unchanged from heap h``: observed, not a proof that it stays so for
every larger heap) or still *growing* (a limit reached, or the order rising at the last heaps). Each quotient is
then checked independently: the misere outcome of every sum of heaps of at most n tokens with at most
``check_total`` tokens in all, by memoised search on the game itself (:func:`combgames.cgt.misere.misere_outcome`),
must be the outcome read off the quotient.

Nim-heaps. Whether every heap of a game is, in misere play, a nim-heap (equal to some ``*k`` for every sum, not
only for the sums of the game's own heaps) is read off the heaps' misere canonical forms
(:func:`combgames.cgt.misere_forms.heap_misere_forms`): :func:`first_non_nim_heap` gives the first heap whose
canonical form is not a nim-heap. Winning Ways [2]_ tabulates this for the two-digit octal games; Plambeck [3]_
extends it to the three-digit quaternary games (code digits 0..3). A game whose heaps are all nim-heaps has the
quotient of misere nim on the nim-values it uses (its heaps are tame); a game with a non-nim heap may still have
such a quotient, since a quotient sees only the sums of the game's own heaps.

The chart of Plambeck and Siegel [1]_ (which games have known quotients) is a published table; it was not
available here. The published statements that were read are compared in
:mod:`combgames.reproduce.impartial_misere_chart` and :mod:`combgames.reproduce.impartial_misere_quotients`; this
module only computes.

References
----------
.. [1] T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games", J. Combin. Theory Ser. A 115
   (2008) 593-622, arXiv:math/0609825.
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
   ch. 13 (cited through [3]; not read here).
.. [3] T. E. Plambeck, "quaternary games", http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/
   (the page's text as stored by the search tool, read 2026-11-29).

Examples
--------
>>> from combgames.cgt.misere_chart import chart_row
>>> row = chart_row("0.75", 10, check_total=12)
>>> row.heaps, row.order, row.status, row.checked_sums > 0
(10, 8, 'unchanged from heap 5', True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Iterable, Iterator

from combgames.base.checks import check_int
from combgames.cgt.misere import MAX_ORDER, MAX_STATES, MisereQuotient, misere_outcome, misere_quotient
from combgames.cgt.misere_forms import heap_misere_forms, misere_nimber
from combgames.games.heaps import OctalCode

__all__ = ["ChartRow", "chart_row", "chart_text", "check_against_search", "first_non_nim_heap", "misere_chart",
           "sums_up_to"]


@dataclass(frozen=True)
class ChartRow:
    """One game of the chart.

    Attributes
    ----------
    code : str
    heaps : int
        n: the quotient of the heaps 1..n was proved (the largest n reached).
    asked : int
        N, the heap bound asked.
    order : int
        The order of the quotient of the heaps 1..n.
    orders : tuple of int
        The orders by largest heap 1..n.
    status : str
        ``"unchanged from heap h"`` (the order the same from heap h to n, n >= h + ``window``) or ``"growing"``.
    stopped : str
        Why the run ended before N (empty when N was reached).
    presentation : str
        The quotient's presentation with its P-portion.
    pretending : tuple of str
        The heaps' images 0..n as words (the pretending function).
    checked_total : int
        Every sum of heaps of at most n tokens with at most this many tokens was checked by search.
    checked_sums : int
        How many sums were checked (all agreed, else :func:`chart_row` raises).
    states : str
        The proof's statement (states checked, test sums).
    cpu_seconds : float
        CPU time of the proof and the check.
    """

    code: str
    heaps: int
    asked: int
    order: int
    orders: tuple
    status: str
    stopped: str
    presentation: str
    pretending: tuple
    checked_total: int
    checked_sums: int
    states: str
    cpu_seconds: float

    def to_dict(self) -> dict:
        """A JSON-ready copy of the row."""
        return {"code": self.code, "heaps": self.heaps, "asked": self.asked, "order": self.order,
                "orders": list(self.orders), "status": self.status, "stopped": self.stopped,
                "presentation": self.presentation, "pretending": list(self.pretending),
                "checked_total": self.checked_total, "checked_sums": self.checked_sums, "states": self.states,
                "cpu_seconds": round(self.cpu_seconds, 3)}


def sums_up_to(largest: int, total: int) -> Iterator[tuple[int, ...]]:
    """Every sum of heaps (a sorted tuple, parts 1..``largest``) with at most ``total`` tokens, the empty sum first.

    Examples
    --------
    >>> list(sums_up_to(2, 3))
    [(), (1,), (1, 1), (1, 1, 1), (1, 2), (2,)]
    """
    def extend(prefix: tuple[int, ...], smallest: int, left: int) -> Iterator[tuple[int, ...]]:
        yield prefix
        for h in range(smallest, min(largest, left) + 1):
            yield from extend(prefix + (h,), h, left - h)

    yield from extend((), 1, total)


def check_against_search(q: MisereQuotient, code: str | OctalCode, total: int) -> int:
    """Check the quotient ``q`` of ``code`` on every sum of its heaps with at most ``total`` tokens: the outcome read
    off the quotient must equal the misere outcome found by memoised search on the game. Returns the number of
    sums checked.

    Raises
    ------
    AssertionError
        Naming the first sum where the two differ (a wrong quotient; never seen).
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    is_p = misere_outcome(c.options)
    count = 0
    for position in sums_up_to(q.heaps, total):
        by_search = "P" if is_p(position) else "N"
        if q.outcome(position) != by_search:
            raise AssertionError(f"misere quotient of {c} up to heap {q.heaps}: the sum {list(position)} is "
                                 f"{by_search} by search but {q.outcome(position)} by the quotient")
        count += 1
    return count


def _status(orders: tuple, stopped: str, window: int) -> str:
    """``unchanged from heap h`` when the order did not change over the last ``window`` heaps reached and no limit
    stopped the run; else ``growing``."""
    if "max_order" in stopped or len(orders) <= window:
        return "growing"
    first = len(orders)
    while first > 1 and orders[first - 2] == orders[-1]:
        first -= 1
    return f"unchanged from heap {first}" if len(orders) - first >= window else "growing"


def chart_row(code: str | OctalCode, heaps: int, *, check_total: int = 16, window: int = 4,
              max_order: int = MAX_ORDER, max_states: int = MAX_STATES, max_seconds: float | None = None) -> ChartRow:
    """Prove the misere quotient of ``code`` heap by heap up to ``heaps`` (or a limit) and check it by search.

    Parameters
    ----------
    code : str or OctalCode
    heaps : int
        N >= 1, the largest heap asked.
    check_total : int
        Check every sum of at most this many tokens against search (default 16).
    window : int
        The order must be unchanged over this many last heaps to be called unchanged (default 4).
    max_order, max_states, max_seconds
        The limits of :func:`~combgames.cgt.misere.misere_quotient`; reaching one at heap n > 1 ends the row at
        heap n - 1 (``stopped`` says which).

    Returns
    -------
    ChartRow
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    check_int(check_total, "check_total", minimum=0)
    check_int(window, "window", minimum=1)
    cpu0 = time.process_time()
    q = misere_quotient(c, heaps, max_order=max_order, max_states=max_states, partial=True,
                        max_seconds=max_seconds)
    checked = check_against_search(q, c, check_total)
    return ChartRow(str(c), q.heaps, int(heaps), q.order, q.orders, _status(q.orders, q.stopped, window),
                    q.stopped, q.presentation(), tuple(q.word(x) for x in q.images), check_total, checked,
                    q.statement, time.process_time() - cpu0)


def misere_chart(codes: Iterable[str], heaps: int, **limits) -> list[ChartRow]:
    """:func:`chart_row` for each code (the same heap bound and limits)."""
    return [chart_row(code, heaps, **limits) for code in codes]


def chart_text(rows: Iterable[ChartRow]) -> str:
    """The chart as a plain-text table: code, heaps proved (of asked), order, status, sums checked, CPU seconds.

    Examples
    --------
    >>> from combgames.cgt.misere_chart import chart_row, chart_text
    >>> print(chart_text([chart_row("0.75", 10, check_total=8)]))  # doctest: +ELLIPSIS
    code    heaps  order  status                 checked (tokens)  CPU s
    0.75    10/10  8      unchanged from heap 5  67 (<= 8)         ...
    """
    lines = [f"{'code':<8}{'heaps':<7}{'order':<7}{'status':<23}{'checked (tokens)':<18}CPU s"]
    for r in rows:
        lines.append(f"{r.code:<8}{f'{r.heaps}/{r.asked}':<7}{r.order:<7}{r.status:<23}"
                     f"{f'{r.checked_sums} (<= {r.checked_total})':<18}{r.cpu_seconds:.2f}")
    return "\n".join(lines)


def first_non_nim_heap(code: str | OctalCode, heaps: int) -> tuple[int, str] | None:
    """The first heap n <= ``heaps`` of ``code`` whose misere canonical form is not a nim-heap, with that form's
    text, or None when the heaps 0..``heaps`` are all nim-heaps (see the module text).

    Examples
    --------
    >>> first_non_nim_heap("0.31", 10), first_non_nim_heap("0.33", 10), first_non_nim_heap("0.77", 10)
    ((3, '{*2}'), None, (5, '{*, *2, *3, {*2, *3}}'))
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    for n, form in enumerate(heap_misere_forms(c, check_int(heaps, "heaps", minimum=0))):
        if form != misere_nimber(len(form.options)):
            return n, str(form)
    return None
