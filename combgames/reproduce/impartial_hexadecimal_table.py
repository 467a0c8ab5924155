"""Claims on hexadecimal games (issue 32, part 3): the regularities of the one- and two-digit codes, recomputed by
:mod:`combgames.grundy.hexadecimal_table`, with arithmetic periods proved by the layer theorem of
:func:`combgames.games.octal.arithmetic_period_test` or the offset layer theorem of
:func:`combgames.games.octal.offset_arithmetic_period_test` (a first period that reaches the saltus).

Sources. S. Howse and R. J. Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games", Theoretical
Computer Science 313 (2004) 463-472: only a stored copy of its first page could be read here (dokumen.tips; several
searches gave the same opening): the abstract ("We investigate 1-, 2- and some k-digit (k >= 3) hexadecimal games
with the help of a new arithmetic-periodicity theorem. We also note that not all hexadecimal games are periodic or
arithmetic-periodic.") and the opening of the introduction (the code's digits). Its theorem and its tables of the
1- and 2-digit games were not read, so no period, saltus or regularity of theirs is compared here: the rows below
compare the abstract's one checkable statement and state the computed table as ``extends``. Austin's test (R. B.
Austin's thesis, 1976) was not found in the stored material either.

Rows
----
* ``impartial.hexadecimal_not_all_regular``: "not all hexadecimal games are periodic or arithmetic-periodic". The
  one-digit codes with no period and no arithmetic period in G(0..1023) (0.9 and 0.E) agree with it; a finite
  computation cannot prove that no regularity appears later, so the verdict is ``supported``, not ``confirmed``.
* ``impartial.hexadecimal_one_digit``: the eight one-digit codes 0.8 .. 0.F, each periodic (proved by the
  periodicity theorem), arithmetic periodic (proved by the layer theorem), observed or open, to heap 1023.
* ``impartial.hexadecimal_table_counts``: the 192 two-digit codes with a digit 8..F, to heap 4095 (slow).
* ``impartial.hexadecimal_three_digit_counts``: the 3,584 codes 0.d1d2d3 with a digit 8..F, to heap 1023 (slow).
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed, Predicate

__all__ = ["CLAIMS", "HOWSE_NOWAKOWSKI", "ONE_DIGIT_LIMIT", "TABLE_LIMIT", "THREE_DIGIT_LIMIT"]

HOWSE_NOWAKOWSKI = ("S. Howse and R. J. Nowakowski, Periodicity and arithmetic-periodicity in hexadecimal games, "
                    "Theoret. Comput. Sci. 313 (2004) 463-472, abstract")

ONE_DIGIT_LIMIT = 1023
"""The heaps of the one-digit rows (about a CPU second)."""

TABLE_LIMIT = 4095
"""The heaps of the two-digit table row."""

THREE_DIGIT_LIMIT = 1023
"""The heaps of the three-digit table row (about 100 CPU seconds for its 3,584 codes)."""


@lru_cache(maxsize=None)
def _one_digit():
    from combgames.grundy.hexadecimal_table import hexadecimal_table

    return hexadecimal_table(digits=1, limit=ONE_DIGIT_LIMIT)


def _regularity(row) -> tuple:
    """(status, preperiod, period, saltus) of a row (None for the numbers of an open row)."""
    return (row.status, row.preperiod, row.period, row.saltus)


def _not_all_regular() -> Computed:
    table = _one_digit()
    open_codes = [r.code for r in table.rows if r.status == "open"]
    return Computed(open_codes, f"one-digit codes with no period and no arithmetic period in G(0..{ONE_DIGIT_LIMIT:,}) "
                    f"(the others: {', '.join(f'{r.code} {r.status}' for r in table.rows if r.status != 'open')})",
                    sample=f"G(0..{ONE_DIGIT_LIMIT:,}) only: a regularity could still start later")


def _one_digit_rows() -> Computed:
    table = _one_digit()
    return Computed({r.code: _regularity(r) for r in table.rows},
                    f"{table.counts()}; {table.seconds:.1f} CPU s; "
                    + "; ".join(f"{r.code}: {r.periodicity.statement}" for r in table.rows if r.periodicity))


def _counts(digits: int = 2, limit: int = TABLE_LIMIT) -> Computed:
    from combgames.grundy.hexadecimal_table import hexadecimal_table

    table = hexadecimal_table(limit=limit, digits=digits)
    if digits > 2:
        largest = max((r for r in table.rows if r.status != "open"), key=lambda r: r.period)
        return Computed(table.counts(), f"{len(table.rows)} codes to heap {limit:,} ({table.skipped} all-octal codes "
                        f"skipped), {table.seconds:.1f} CPU s; largest period proved or observed: {largest.code} "
                        f"({largest.status}, n0 {largest.preperiod}, p {largest.period}, s {largest.saltus})")
    arithmetic = [f"{r.code} ({r.preperiod}, {r.period}, {r.saltus})" for r in table.rows if r.status == "arithmetic"]
    observed = [f"{r.code} ({r.preperiod}, {r.period}, {r.saltus})" for r in table.rows if r.status == "observed"]
    return Computed(table.counts(), f"{len(table.rows)} codes to heap {limit:,} ({table.skipped} all-octal "
                    f"codes skipped), {table.seconds:.1f} CPU s; arithmetic periods proved (n0, p, s): "
                    f"{', '.join(arithmetic)}; observed only: {', '.join(observed) or 'none'}")


def _three_digit_counts() -> Computed:
    return _counts(3, THREE_DIGIT_LIMIT)


CLAIMS = [
    Claim("impartial.hexadecimal_not_all_regular", HOWSE_NOWAKOWSKI,
          "'not all hexadecimal games are periodic or arithmetic-periodic'",
          Predicate("some hexadecimal game is neither periodic nor arithmetic periodic", lambda v: len(v) > 0),
          _not_all_regular, expected=1.5),
    Claim("impartial.hexadecimal_one_digit", "computed here (Howse and Nowakowski's table was not read)",
          f"the one-digit hexadecimal codes 0.8 .. 0.F: periodic, arithmetic periodic (proved), observed or open to "
          f"heap {ONE_DIGIT_LIMIT:,}", None, _one_digit_rows, expected=1.5),
    Claim("impartial.hexadecimal_table_counts", "computed here (Howse and Nowakowski's table was not read)",
          f"every two-digit hexadecimal code 0.d1d2 with a digit 8..F (192 codes): how many are periodic, arithmetic "
          f"periodic (proved), observed or open to heap {TABLE_LIMIT:,}", None, _counts, slow=True, expected=180),
    Claim("impartial.hexadecimal_three_digit_counts", "computed here (Howse and Nowakowski's table was not read)",
          f"every three-digit hexadecimal code 0.d1d2d3 with a digit 8..F (3,584 codes): how many are periodic, "
          f"arithmetic periodic (proved), observed or open to heap {THREE_DIGIT_LIMIT:,}", None,
          _three_digit_counts, slow=True, expected=60),
]
