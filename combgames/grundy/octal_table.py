"""The table of octal games with at most three code digits: each code's period and preperiod, proved or not.

The codes are ``d0.d1 d2 d3`` with d0 in {0, 4} and octal digits d1, d2, d3, trailing zeros dropped, so each
game is listed once: 2 x 8^3 = 1024 codes, from ``0.0`` (no move) to ``4.777`` -- the codes of Flammenkamp's
table [1]_, which lists every ``0.???`` and ``4.???`` game. Every code is computed on its own, equivalent or
trivial codes included (``0.1``, ``0.2``, ``0.0``...): the table does not merge codes whose sequences agree (an
equivalence is a theorem about two games, and the computed values only show it up to a bound).

For each code, :func:`octal_table_row` computes G(0..N) (:func:`~combgames.grundy.octal.octal_values`) for N =
255, 511, 1023, ... up to ``limit``, and stops at the first N whose values show a period over the whole window
of the octal periodicity theorem of Guy and Smith [2]_ (:func:`~combgames.games.octal.find_period`, the one
statement of the theorem, through :func:`~combgames.games.octal.code_period`):

* ``proved``: the theorem proves ``G(n + p) = G(n)`` for all n >= n0 from the computed values;
* ``observed``: the period holds over the theorem's window but :func:`~combgames.games.octal.find_period` does
  not apply the theorem to the code (a code with marks; none of the codes of this table, d0 = 4 included);
* ``open``: no period over the window up to heap ``limit`` (the row says how far it was computed).

Past heap 16,383 (opt-in: ``limit`` or a per-code ``limits`` up to :data:`EXTENDED_LIMIT`). From
:data:`~combgames.grundy.octal_sparse.SPARSE_FROM` heaps on, a code that splits heaps is valued by the sparse-space
method (:mod:`combgames.grundy.octal_sparse`) when its head's rare heaps foresee it faster than the quadratic kernel
(the choice of ``octal_values(method="auto")``); from then on the values are grown in place, the same mask, from
one doubling to the next (no heap valued twice). Each step is bounded by ``max_operations`` (the quadratic kernel's
s N^2 / 4 for s split digits, or the sparse method's estimate): a row whose next step is over it stays open at the
N reached and says so (``stopped``). So the codes with a good mask go as far as the bound allows (0.354's period,
which needs G(0..20,126,193), is proved at N = 2^25 - 1), and the others stop where the quadratic kernel's steps
pass the cost limit (2^17 - 1 or 2^18 - 1 with the default 2 x 10^10, by their split digits).

Arithmetic periodicity. A finite octal code is never arithmetic periodic (Horrocks and Nowakowski [3]_), so
no arithmetic-periodicity theorem (Austin's test, Howse and Nowakowski's for hexadecimal games [4]_) proves
anything here; an open code's values are still searched for an arithmetic period
(:func:`~combgames.games.octal.find_arithmetic_period`), reported as observed if one is seen: G(0..16,383) at most
(the search grows about as the square of the heaps; a row past :data:`TABLE_LIMIT` searches the same first values).

Rare values. For a mask m, a heap n is *rare* when G(n) AND m has an even number of 1 bits (the sparse set of
the range type of Flammenkamp's sparse space phenomenon [1]_; heap 0 is rare). :func:`rare_statistics` counts them
in a computed sequence, with its largest value and the first heap that takes it -- the columns of the published
tables compared in :mod:`combgames.reproduce.impartial_octal_table`.

Preperiods. A row's preperiod is n0, the least heap from which the period holds (Kayles 0.77: 71, its last
exceptional heap 70), in the code's own heap sizes. A table that drops the heaps 1..s that have no move
(:func:`frozen_heaps`) before counting, as an earlier version of Czajka's did, has the prefix ``max(n0 - s, 0)``.

References
----------
.. [1] A. Flammenkamp, "Sprague-Grundy values of octal games", https://wwwhomes.uni-bielefeld.de/achim/octal.html
   (its introduction: "results for all octal games of notation 0.???, 4.???").
.. [2] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956)
   514-526; E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 4.
.. [3] D. G. Horrocks and R. J. Nowakowski, "Regularity in the G-sequences of octal games with a pass",
   Integers 3 (2003) G01 (abstract: "Finite octal games are not arithmetic periodic").
.. [4] S. Howse and R. J. Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games",
   Theoretical Computer Science 313 (2004) 463-472.
"""

from __future__ import annotations

import time
from collections.abc import Sequence as SequenceABC
from dataclasses import dataclass
from itertools import product
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np

from combgames.base.checks import LimitError, check_int, check_size
from combgames.base.tables import Table
from combgames.games.heaps import OctalCode
from combgames.games.octal import (MAX_OPERATIONS, Periodicity, code_period, find_arithmetic_period,
                                   last_difference)
from combgames.grundy.octal import octal_values
from combgames.grundy.octal_sparse import SPARSE_FROM, fill_octal_sparse, octal_sparse_values, sparse_cost, \
    splits_heaps

__all__ = ["EXTENDED_LIMIT", "FIRST_LIMIT", "OctalTable", "OctalTableRow", "RareStatistics", "TABLE_LIMIT",
           "frozen_heaps", "may_show_period", "octal_codes", "octal_table", "octal_table_row", "rare_statistics"]

TABLE_LIMIT = 2**14 - 1
"""The default largest heap of :func:`octal_table`, G(0..16383) (the sixth doubling of :data:`FIRST_LIMIT`):
enough for every period Winning Ways and Austin proved (the theorem asks G(0..2 n0 + 2 p + t - 1): 0.356 needs
G(0..14,916), 0.165 G(0..13,464)); the periods of 0.16, 0.56, 0.127, 0.376 and 0.354 need more."""

EXTENDED_LIMIT = 2**25 - 1
"""An opt-in larger bound (``octal_table(..., limit=EXTENDED_LIMIT)`` or per code, ``limits``): G(0..33,554,431),
enough for the periods the default misses (0.354's window is the largest of the three-digit codes). Past
:data:`~combgames.grundy.octal_sparse.SPARSE_FROM` heaps a code is valued by the sparse-space method when its head
foresees that faster (``octal_values(method="auto")``), then grown in place with the same mask; each step is
refused past ``max_operations`` (the row stops at the last step within it and says so)."""

FIRST_LIMIT = 255
"""The first sequence computed for a code, G(0..255); then twice as far each time."""

STATUSES = ("proved", "observed", "open")
"""A row's status (see the module text)."""


def octal_codes(first_digits: Sequence[int] = (0, 4), digits: int = 3) -> list[str]:
    """Every octal code ``d0.d1...`` with d0 in ``first_digits`` and at most ``digits`` digits after the point,
    each game once (trailing zeros dropped: ``0.100`` is ``0.1``), in the order of the digits.

    Examples
    --------
    >>> len(octal_codes()), octal_codes()[:3], octal_codes()[-1]
    (1024, ['0.0', '0.001', '0.002'], '4.777')
    """
    digits = check_int(digits, "digits", minimum=0)
    codes = []
    for d0 in first_digits:
        for tail in product(range(8), repeat=digits):
            code = str(OctalCode(f"{d0}." + ("".join(map(str, tail)) or "0")))
            codes.append(code)
    return list(dict.fromkeys(codes))


def frozen_heaps(code: str | OctalCode) -> int:
    """s: the heaps of 1, 2, ..., s tokens have no move, the heap of s + 1 has one (the heaps a table that
    shifts the sequence drops; at most t + 1 for a code with a non-zero digit, t its last digit's index).

    Examples
    --------
    >>> frozen_heaps("0.77"), frozen_heaps("0.4"), frozen_heaps("0.055"), frozen_heaps("4.005")
    (0, 2, 1, 1)
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    t = c.max_take or 0
    return next((n for n in range(1, t + 3) if c.heap_moves(n)), t + 3) - 1


@dataclass(frozen=True)
class RareStatistics:
    """The largest value of G(0..N - 1) with the first heap that takes it, and the rare heaps under a mask.

    Attributes
    ----------
    heaps : int
        N, the number of values read (G(0..N - 1)).
    mask : int
    largest, largest_heap : int
        max G(n) and the least n with that value.
    rare : int
        How many heaps n < N are rare (heap 0 included).
    last_rare : int
        The largest rare heap below N.
    """

    heaps: int
    mask: int
    largest: int
    largest_heap: int
    rare: int
    last_rare: int


def _parity(x: np.ndarray) -> np.ndarray:
    """The parity of the number of 1 bits of each entry (entries below 2^32)."""
    x = x.astype(np.uint64)
    for shift in (16, 8, 4, 2, 1):
        x = x ^ (x >> np.uint64(shift))
    return x & np.uint64(1)


def rare_statistics(values: SequenceABC[int] | np.ndarray, mask: int) -> RareStatistics:
    """The largest value of ``values`` = G(0..N - 1), its first heap, and the heaps rare under ``mask`` (see the
    module text).

    Examples
    --------
    >>> from combgames.grundy.octal import octal_values
    >>> s = rare_statistics(octal_values("0.45", 299), 0xf)
    >>> s.largest, s.largest_heap, s.rare, s.last_rare
    (8, 37, 11, 198)
    """
    g = np.asarray(values, dtype=np.int64)
    mask = check_int(mask, "mask", minimum=0)
    if g.size == 0:
        raise ValueError("rare_statistics needs at least G(0)")
    if g.min() < 0 or g.max() >= 2**32:
        raise ValueError("Grundy values are read as integers in 0 .. 2^32 - 1")
    rare = np.flatnonzero(_parity(g & mask) == 0)
    largest_heap = int(np.argmax(g))
    return RareStatistics(int(g.size), mask, int(g[largest_heap]), largest_heap, int(rare.size),
                          int(rare[-1]) if rare.size else -1)


@dataclass(frozen=True)
class OctalTableRow:
    """One code of the table.

    Attributes
    ----------
    code : str
    computed_to : int
        N: the values G(0..N) were computed.
    periodicity : Periodicity or None
        The period found (proved, or observed when the theorem is not applied to the code), or None.
    arithmetic : Periodicity or None
        An arithmetic period observed in G(0..min(N, 16383)) of an open code (none expected: see the module text).
    seconds : float
        CPU seconds spent on the row.
    mask : int or None
        The mask of the sparse-space method when the last values came from it, None for the quadratic kernel.
    stopped : str
        Why an open row stopped before its bound (the refused step's cost), or ``""``.
    """

    code: str
    computed_to: int
    periodicity: Periodicity | None
    arithmetic: Periodicity | None = None
    seconds: float = 0.0
    mask: int | None = None
    stopped: str = ""

    @property
    def status(self) -> str:
        """``"proved"``, ``"observed"`` or ``"open"`` (see the module text)."""
        if self.periodicity is None:
            return "open"
        return "proved" if self.periodicity.proven else "observed"

    @property
    def method(self) -> str:
        """``"sparse"`` or ``"quadratic"``: how the last values were computed."""
        return "quadratic" if self.mask is None else "sparse"

    @property
    def period(self) -> int | None:
        return None if self.periodicity is None else self.periodicity.period

    @property
    def preperiod(self) -> int | None:
        """n0: the period holds from heap n0 on (the last exceptional heap is n0 - 1)."""
        return None if self.periodicity is None else self.periodicity.preperiod


def _values(c: OctalCode, n: int, known: np.ndarray | None, mask: int | None, backend: str,
            max_operations: int) -> tuple[np.ndarray, int | None]:
    """G(0..n) of ``c`` and the sparse mask it was computed with (None: the quadratic kernel). Once the sparse
    method has been chosen (``mask``), the known values G(0..m) are grown in place with the same mask (none
    recomputed); before, ``octal_values(method="auto")``'s choice (the sparse method from
    :data:`~combgames.grundy.octal_sparse.SPARSE_FROM` heaps when its head foresees it faster). A step whose
    cost is over ``max_operations`` raises :class:`~combgames.base.checks.LimitError`."""
    if known is not None and mask is not None:
        check_size(sparse_cost(c, n, known, mask), max_operations, call=f"octal_table_row({str(c)!r}, {n})",
                   what=f"the estimated pairs of the sparse method after G(0..{len(known) - 1}) (mask {mask:#x})",
                   name="max_operations", unit="operations", verb="compute")
        values = np.zeros(n + 1, dtype=np.uint16)
        values[:len(known)] = known
        fill_octal_sparse(c, values, len(known), mask, backend=backend)
        return values, mask
    if n >= SPARSE_FROM and splits_heaps(c):
        run = octal_sparse_values(c, n, method="auto", backend=backend, max_operations=max_operations)
        return run.values, (run.mask if run.method == "sparse" else None)
    return np.asarray(octal_values(c, n, method="quadratic", backend=backend, max_operations=max_operations)), None


TAIL = 32
"""The last heaps compared by :func:`may_show_period` for every period at once."""


def may_show_period(code: str | OctalCode, values) -> bool:
    """False only when :func:`~combgames.games.octal.code_period` finds no period in ``values`` = G(0..N) of
    ``code``: a cheap necessary test, so a row skips the period search (about N windows of 4,096 heaps when it
    fails, some minutes at 2^24 heaps) at the doublings that cannot show a period.

    A period p that the theorem proves from n0 needs ``k max(n0, 1) + k p + t - 1 <= N`` (the window of
    :func:`~combgames.games.octal.find_period`, k heaps a move leaves, t its last digit), so n0 <= N - p - TAIL + 1
    once (k - 1) N >= k TAIL: G(N - j) = G(N - j - p) for j < :data:`TAIL`, checked for every p at once. For the
    candidates left, smallest first, n0 is found (from the end); one whose window fits returns True, and one whose
    window does not removes its multiples m p <= N - n0 + 1 as well (they have the same n0: G(n0 - 1) differs from
    G(n0 - 1 + p) = G(n0 - 1 + m p), and agrees after). Each candidate costs what the search costs for one period
    (the same comparison from the end), so the test never costs much more than the search it may spare.

    Examples
    --------
    >>> from combgames.grundy.octal import octal_values
    >>> may_show_period("0.77", octal_values("0.77", 255)), may_show_period("0.6", octal_values("0.6", 4095))
    (True, False)
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    g = np.asarray(values)
    n, k, t = len(g) - 1, max(c.max_heaps, 1), c.max_take or 0
    top = (n - t + 1 - k) // k                    # the largest p whose window can fit (n0 = 0)
    if k < 2 or (k - 1) * n < k * TAIL or top < 1:
        return True
    tail = g[::-1]                                 # tail[j] = G(N - j)
    ok = np.ones(top, dtype=bool)                  # ok[p - 1]: G(N - j) = G(N - j - p) for j < TAIL
    for j in range(TAIL):
        ok &= tail[j + 1:j + 1 + top] == tail[j]
    for p in (1 + np.flatnonzero(ok)).tolist():
        if not ok[p - 1]:
            continue                               # a multiple of a period already ruled out
        n0 = last_difference(g, p) + 1
        if k * max(n0, 1) + k * p + t - 1 <= n:
            return True
        ok[p - 1:min(top, n - n0 + 1):p] = False
    return False


def octal_table_row(code: str | OctalCode, limit: int = TABLE_LIMIT, *, backend: str = "auto",
                    max_operations: int = MAX_OPERATIONS) -> OctalTableRow:
    """The period of ``code``: G(0..N) for N = 255, 511, ... (at most ``limit``) until the values show a period
    over the whole window of the periodicity theorem (see the module text).

    Past :data:`TABLE_LIMIT` (an opt-in bound such as :data:`EXTENDED_LIMIT`) the values come from the
    sparse-space method where it is foreseen faster, grown in place from one N to the next (see
    :data:`EXTENDED_LIMIT`). Each step's cost is bounded by ``max_operations`` (the quadratic kernel's s N^2 / 4,
    or the sparse method's estimate; default 2 x 10^10, about 15 s): a step over it is not taken, and the row stays
    open at the N reached with ``stopped`` saying why (the first step, N = 255, is always within it).

    Examples
    --------
    >>> row = octal_table_row("0.77", 1000, backend="python")          # Kayles
    >>> row.status, row.preperiod, row.period, row.computed_to
    ('proved', 71, 12, 255)
    >>> octal_table_row("0.6", 500, backend="python").status             # open since Guy and Smith
    'open'
    >>> r = octal_table_row("0.6", 4095, max_operations=10**6)     # each step at most 10^6 operations
    >>> r.status, r.computed_to, r.stopped[:25]
    ('open', 1023, "octal_values('0.6', 2047)")
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    limit = check_int(limit, "limit", minimum=1)
    max_operations = check_int(max_operations, "max_operations", minimum=1)
    t0 = time.process_time()
    n = min(FIRST_LIMIT, limit)
    values, mask = _values(c, n, None, None, backend, MAX_OPERATIONS)
    stopped = ""
    while True:
        per = code_period(c, values) if may_show_period(c, values) else None
        if per is not None or n >= limit:
            break
        following = min(2 * n + 1, limit)  # 255, 511, ..., 2^k - 1: the limits of the form 2^k - 1 are reached exactly
        try:
            values, mask = _values(c, following, values, mask, backend, max_operations)
        except LimitError as err:
            stopped = str(err)
            break
        n = following
    arithmetic = find_arithmetic_period(values[:TABLE_LIMIT + 1]) if per is None else None
    return OctalTableRow(str(c), n, per, arithmetic, time.process_time() - t0, mask, stopped)


@dataclass(frozen=True)
class OctalTable:
    """The rows of :func:`octal_table`, with their counts.

    Attributes
    ----------
    rows : tuple of OctalTableRow
    limit : int
        The largest heap any row could compute to.
    seconds : float
        CPU seconds of the whole table.
    """

    rows: tuple
    limit: int
    seconds: float = 0.0

    def row(self, code: str) -> OctalTableRow:
        """The row of ``code`` (any spelling: ``".77"``, ``"0.770"``), or KeyError."""
        key = str(OctalCode(code))
        for r in self.rows:
            if r.code == key:
                return r
        raise KeyError(f"code {key} is not in this table")

    def counts(self) -> dict[str, int]:
        """How many rows are proved, observed and open."""
        return {s: sum(1 for r in self.rows if r.status == s) for s in STATUSES}

    def largest(self) -> dict[str, tuple[int, str]]:
        """The largest period and preperiod found, each with its code (``{"period": (p, code), ...}``)."""
        found = [r for r in self.rows if r.periodicity is not None]
        if not found:
            return {}
        p = max(found, key=lambda r: r.period)
        n0 = max(found, key=lambda r: r.preperiod)
        return {"period": (p.period, p.code), "preperiod": (n0.preperiod, n0.code)}

    def table(self) -> Table:
        """The rows as a :class:`~combgames.base.tables.Table`: code, status, preperiod, period (blank when
        open), computed to."""
        rows = [(r.code, r.status, r.preperiod, r.period, r.computed_to) for r in self.rows]
        counts = ", ".join(f"{v} {k}" for k, v in self.counts().items())
        stopped = [r.code for r in self.rows if r.stopped]
        sparse = sum(1 for r in self.rows if r.mask is not None)
        notes = (f"{len(self.rows)} codes: {counts}; {self.seconds:.1f} CPU s",)
        if sparse:
            notes += (f"{sparse} codes valued by the sparse-space method at their last step",)
        if stopped:
            notes += (f"{len(stopped)} open codes stopped before the bound, a step over max_operations: "
                      f"{', '.join(stopped[:20])}{' ...' if len(stopped) > 20 else ''}",)
        return Table(["code", "status", "preperiod", "period", "computed to"], rows,
                     title=f"Octal games, periods by the periodicity theorem (heaps up to {self.limit:,})",
                     notes=notes)

    def __str__(self) -> str:
        return str(self.table())


def octal_table(codes: Iterable[str] | None = None, limit: int = TABLE_LIMIT, *, backend: str = "auto",
                progress: Callable[[int, int, OctalTableRow], None] | None = None,
                limits: Mapping[str, int] | None = None, max_operations: int = MAX_OPERATIONS) -> OctalTable:
    """The periods of ``codes`` (default: every code of :func:`octal_codes`, 1024 of them), each computed to
    at most heap ``limit`` by :func:`octal_table_row`.

    ``limits`` gives some codes (any spelling) a bound of their own instead of ``limit`` (a larger one such as
    :data:`EXTENDED_LIMIT` for the codes whose period lies further); ``max_operations`` bounds each step of each
    row (:func:`octal_table_row`). ``progress(done, total, row)`` is called after each code. The whole table to
    the default limit took 218 CPU seconds on a shared 2-core machine (numba; the reproduce row
    ``impartial.octal_table_counts``), most of it in the 329 codes that stay open to heap 16,383 (about 0.65 s
    each).

    Examples
    --------
    >>> t = octal_table(["0.07", "0.77", "0.6"], 300, backend="python")
    >>> t.counts(), t.largest()["preperiod"]
    ({'proved': 2, 'observed': 0, 'open': 1}, (71, '0.77'))
    >>> t = octal_table(["0.77", "0.6"], 300, limits={".6": 1000}, backend="python")
    >>> t.row("0.6").computed_to, t.limit
    (1000, 1000)
    """
    codes = octal_codes() if codes is None else [str(OctalCode(c)) for c in codes]
    limit = check_int(limit, "limit", minimum=1)
    own = {str(OctalCode(c)): check_int(n, f"limits[{c!r}]", minimum=1) for c, n in (limits or {}).items()}
    t0 = time.process_time()
    rows = []
    for i, code in enumerate(codes):
        rows.append(octal_table_row(code, own.get(code, limit), backend=backend, max_operations=max_operations))
        if progress is not None:
            progress(i + 1, len(codes), rows[-1])
    return OctalTable(tuple(rows), max([limit, *(own[c] for c in codes if c in own)]), time.process_time() - t0)
