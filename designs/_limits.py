"""Size limits of the constructions of :mod:`designs`: refuse up front, with the size, what would not fit.

A construction whose cost grows without bound in an argument (the cyclic square of order n has n^2 entries,
the q - 1 MOLS(q) have (q - 1) q^2, the tables of GF(q) 2 q^2) compares the size it is about to build with a
limit before building anything, and refuses a larger one with a ValueError that states the size, e.g.
``"LatinSquare.cyclic(100000): an order-100000 square would have 10^10 entries, more than max_entries=10^7"``.
The limit is a keyword argument of each construction (``max_entries``, ``max_incidences``) with the
defaults below, so a user with the memory for more asks for more.

=================  ==========  ===========================================================================
limit              default     counts
=================  ==========  ===========================================================================
``MAX_ENTRIES``    10^7        integer array entries (8 bytes each: 80 MB): squares, field tables, the
                               incidence matrix of PG(2, q)
``MAX_INCIDENCES`` 10^6        point-block incidences of a design held as Python tuples (AG(2, q): q^3 +
                               q^2)
=================  ==========  ===========================================================================
"""

from __future__ import annotations

from groundwork.checks import check_int

__all__ = ["MAX_ENTRIES", "MAX_INCIDENCES", "check_size", "size_text"]

MAX_ENTRIES = 10**7
"""Default limit on the integer array entries one construction builds (80 MB of int64)."""

MAX_INCIDENCES = 10**6
"""Default limit on the point-block incidences of a design built as Python tuples."""


def size_text(n: int) -> str:
    """Write a count for a message: exact below a million, else as a power (``10^10``, ``2^61``) or ``~5.3e+36``.

    Examples
    --------
    >>> size_text(12345), size_text(10**10), size_text(2**64), size_text(3 * 10**20)
    ('12,345', '10^10', '2^64', '~3e+20')
    """
    n = int(n)
    if n < 10**6:
        return f"{n:,}"
    digits = str(n)
    if digits.strip("0") == "1":
        return f"10^{len(digits) - 1}"
    if n & (n - 1) == 0:
        return f"2^{n.bit_length() - 1}"
    return f"~{float(n):.2g}" if n < 10**300 else f"~10^{len(digits) - 1}"


def check_size(count: int, limit: int, *, call: str, what: str, name: str = "max_entries",
               unit: str = "entries") -> None:
    """Raise ValueError when ``count`` (the size about to be built) exceeds ``limit``.

    Parameters
    ----------
    count : int
        The size of what ``call`` would build.
    limit : int
        The limit (a positive integer; checked).
    call : str
        The call, for the message (``"mols(2305843009213693951)"``).
    what : str
        What has ``count`` units (``"the q - 1 squares"``).
    name, unit : str
        The limit's keyword and the unit counted.

    Raises
    ------
    ValueError
        If ``count > limit``; the message gives both.

    Examples
    --------
    >>> check_size(10**10, 10**7, call="LatinSquare.cyclic(100000)", what="an order-100000 square")
    Traceback (most recent call last):
    ...
    ValueError: LatinSquare.cyclic(100000): an order-100000 square would have 10^10 entries, more than max_entries=10^7 (pass a larger max_entries to build it anyway)
    """
    limit = check_int(limit, name, minimum=1)
    if count > limit:
        raise ValueError(f"{call}: {what} would have {size_text(count)} {unit}, more than {name}={size_text(limit)} "
                         f"(pass a larger {name} to build it anyway)")
