"""The table of hexadecimal games with few code digits: each code's regularity, proved where a theorem applies.

A *hexadecimal* game ``0.d1 d2 ... dk`` has digits 0..F: digit d_j's bit 2^i allows removing j tokens and leaving
i non-empty heaps (i = 0, 1, 2, 3), so a digit 8..F may split a heap in three [1]_ [2]_. The table lists every code
``0.d1 ... dk`` (k = :data:`DIGITS` by default, trailing zeros dropped so each game is listed once) with a digit
8..F: the codes whose digits are all octal are the octal table's (:mod:`combgames.grundy.octal_table`) and are
skipped (:func:`hexadecimal_codes` says how many). Every code is computed on its own: equivalent codes (whose
sequences agree) are not merged, as in the octal table (an equivalence is a theorem about two games; the values
only show it to a bound), so the counts count codes, not classes.

For each code, :func:`hexadecimal_table_row` computes G(0..N) (:func:`~combgames.games.octal.grundy_sequence`, by
the bitset kernel for codes that split heaps in three) for N = 255, 511, ... up to ``limit``, and stops at the first
N that proves a regularity:

* ``periodic``: ``G(n + p) = G(n)`` for all n >= n0, proved by the periodicity theorem for moves leaving up to three
  heaps (:func:`~combgames.games.octal.find_period` through :func:`~combgames.games.octal.code_period`);
* ``arithmetic``: ``G(n + p) = G(n) + s`` (s > 0) for all n >= n0, proved by the layer theorem of
  :func:`~combgames.games.octal.arithmetic_period_test` or, when the first period reaches the saltus, by the offset
  layer theorem of :func:`~combgames.games.octal.offset_arithmetic_period_test` (sufficient tests proved there;
  Howse and Nowakowski's own test [1]_ could not be read, see the first);
* ``observed``: an arithmetic period seen over the computed values
  (:func:`~combgames.games.octal.find_arithmetic_period`) that neither theorem proves;
* ``open``: no period and no arithmetic period seen up to the heap computed.

The shared machinery is the octal table's: :func:`~combgames.grundy.octal_table.may_show_period` skips the period
search at the doublings that cannot show one, and the rows print through :class:`~combgames.base.tables.Table`.

References
----------
.. [1] S. Howse and R. J. Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games", Theoretical
   Computer Science 313 (2004) 463-472 (only the abstract and the opening of the introduction were read: they study
   the 1-, 2- and some k-digit games "with the help of a new arithmetic-periodicity theorem" and "note that not all
   hexadecimal games are periodic or arithmetic-periodic").
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 4 (take-and-break codes).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import product
from typing import Callable, Iterable, Sequence

import numpy as np

from combgames.base.checks import check_int
from combgames.base.tables import Table
from combgames.games.heaps import OctalCode
from combgames.games.octal import Periodicity, code_period, grundy_sequence, prove_arithmetic_period
from combgames.grundy.octal_table import FIRST_LIMIT, OctalTable, may_show_period

__all__ = ["DIGITS", "HEXADECIMAL_STATUSES", "HexadecimalTable", "HexadecimalTableRow", "TABLE_LIMIT",
           "hexadecimal_codes", "hexadecimal_table", "hexadecimal_table_row"]

DIGITS = 2
"""The code digits of the default table: ``0.d1d2`` (192 codes with a digit 8..F)."""

TABLE_LIMIT = 4095
"""The default largest heap of :func:`hexadecimal_table`: G(0..4095). The 192 two-digit codes took 260 CPU seconds
on a shared 2-core machine (the row ``impartial.hexadecimal_table_counts``), most of it in the 126 codes that reach
the bound without a proof (about 2 s each, valued by the bitset kernel, whose values grow about linearly)."""

HEXADECIMAL_STATUSES = ("periodic", "arithmetic", "observed", "open")
"""A row's status (see the module text)."""


def hexadecimal_codes(digits: int = DIGITS, *, octal: bool = False) -> list[str]:
    """Every code ``0.d1...dk`` (k <= ``digits``, trailing zeros dropped) with a hexadecimal digit 8..F, each game
    once, in the order of the digits; with ``octal=True`` the codes whose digits are all octal instead (the octal
    table's, here only counted).

    Examples
    --------
    >>> len(hexadecimal_codes()), hexadecimal_codes()[:3], len(hexadecimal_codes(octal=True))
    (192, ['0.08', '0.09', '0.0A'], 64)
    >>> len(hexadecimal_codes(1)), len(hexadecimal_codes(3))
    (8, 3584)
    """
    digits = check_int(digits, "digits", minimum=1)
    codes = []
    for tail in product(range(16), repeat=digits):
        if (max(tail) >= 8) == octal:
            continue
        codes.append(str(OctalCode("0." + "".join(f"{d:X}" for d in tail))))
    return list(dict.fromkeys(codes))


@dataclass(frozen=True)
class HexadecimalTableRow:
    """One code of the table.

    Attributes
    ----------
    code : str
    computed_to : int
        N: the values G(0..N) were computed.
    periodicity : Periodicity or None
        The ordinary period (proved) or the arithmetic one (proved or observed), or None (open).
    seconds : float
        CPU seconds spent on the row.
    """

    code: str
    computed_to: int
    periodicity: Periodicity | None
    seconds: float = 0.0

    @property
    def status(self) -> str:
        """``"periodic"``, ``"arithmetic"``, ``"observed"`` or ``"open"`` (see the module text)."""
        per = self.periodicity
        if per is None:
            return "open"
        if not per.proven:
            return "observed"
        return "arithmetic" if per.saltus else "periodic"

    @property
    def period(self) -> int | None:
        return None if self.periodicity is None else self.periodicity.period

    @property
    def preperiod(self) -> int | None:
        return None if self.periodicity is None else self.periodicity.preperiod

    @property
    def saltus(self) -> int | None:
        return None if self.periodicity is None else self.periodicity.saltus


def hexadecimal_table_row(code: str | OctalCode, limit: int = TABLE_LIMIT, *,
                          backend: str = "auto") -> HexadecimalTableRow:
    """The regularity of ``code``: G(0..N) for N = 255, 511, ... (at most ``limit``) until the values prove a period
    or an arithmetic period (see the module text).

    Examples
    --------
    >>> row = hexadecimal_table_row("0.8", 1000, backend="python")     # G(n) = floor((n - 1) / 3) for n >= 1
    >>> row.status, row.preperiod, row.period, row.saltus, row.computed_to
    ('arithmetic', 1, 3, 1, 255)
    >>> hexadecimal_table_row("0.F", 1000, backend="python").status
    'periodic'
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    limit = check_int(limit, "limit", minimum=1)
    t0 = time.process_time()
    n = min(FIRST_LIMIT, limit)
    while True:
        values = np.asarray(grundy_sequence(c, n, backend=backend))
        per = code_period(c, values) if may_show_period(c, values) else None
        if per is None or not per.proven:
            arithmetic = prove_arithmetic_period(c, values)
            per = arithmetic if arithmetic is not None else per
        if (per is not None and per.proven) or n >= limit:
            break
        n = min(2 * n + 1, limit)
    return HexadecimalTableRow(str(c), n, per, time.process_time() - t0)


@dataclass(frozen=True)
class HexadecimalTable(OctalTable):
    """The rows of :func:`hexadecimal_table`, with their counts: an :class:`~combgames.grundy.octal_table.OctalTable`
    (its ``rows``, ``limit``, ``seconds``, :meth:`row` and printing) whose rows are :class:`HexadecimalTableRow`.

    Attributes
    ----------
    skipped : int
        The codes of the same digits whose digits are all octal (the octal table's, not computed here).
    """

    skipped: int = 0

    def counts(self) -> dict[str, int]:
        """How many rows are periodic, arithmetic, observed and open."""
        return {s: sum(1 for r in self.rows if r.status == s) for s in HEXADECIMAL_STATUSES}

    def table(self) -> Table:
        """The rows as a :class:`~combgames.base.tables.Table`: code, status, preperiod, period, saltus, computed to."""
        rows = [(r.code, r.status, r.preperiod, r.period, r.saltus, r.computed_to) for r in self.rows]
        counts = ", ".join(f"{v} {k}" for k, v in self.counts().items())
        notes = (f"{len(self.rows)} codes: {counts}; {self.seconds:.1f} CPU s",)
        if self.skipped:
            notes += (f"{self.skipped} codes of the same digits are all octal: the octal table's, not listed",)
        return Table(["code", "status", "preperiod", "period", "saltus", "computed to"], rows,
                     title=f"Hexadecimal games: periods and arithmetic periods, proved or observed (heaps up to "
                           f"{self.limit:,})", notes=notes)


def hexadecimal_table(codes: Iterable[str] | None = None, limit: int = TABLE_LIMIT, *, digits: int = DIGITS,
                      backend: str = "auto",
                      progress: Callable[[int, int, HexadecimalTableRow], None] | None = None) -> HexadecimalTable:
    """The regularity of ``codes`` (default: every code of :func:`hexadecimal_codes` with ``digits`` digits), each
    computed to at most heap ``limit`` by :func:`hexadecimal_table_row`; ``progress(done, total, row)`` after each.

    Examples
    --------
    >>> t = hexadecimal_table(["0.8", "0.F", "0.9"], 300, backend="python")
    >>> t.counts()
    {'periodic': 1, 'arithmetic': 1, 'observed': 0, 'open': 1}
    """
    chosen: Sequence[str] = (hexadecimal_codes(digits) if codes is None
                             else [str(OctalCode(c)) for c in codes])
    skipped = len(hexadecimal_codes(digits, octal=True)) if codes is None else 0
    limit = check_int(limit, "limit", minimum=1)
    t0 = time.process_time()
    rows = []
    for i, code in enumerate(chosen):
        rows.append(hexadecimal_table_row(code, limit, backend=backend))
        if progress is not None:
            progress(i + 1, len(chosen), rows[-1])
    return HexadecimalTable(tuple(rows), limit, time.process_time() - t0, skipped)
