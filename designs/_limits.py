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

from combgames.base.checks import check_size as _check_size

__all__ = ["MAX_ENTRIES", "MAX_INCIDENCES", "check_size"]

MAX_ENTRIES = 10**7
"""Default limit on the integer array entries one construction builds (80 MB of int64)."""

MAX_INCIDENCES = 10**6
"""Default limit on the point-block incidences of a design built as Python tuples."""


def check_size(count: int, limit: int, *, call: str, what: str, name: str = "max_entries",
               unit: str = "entries") -> None:
    """:func:`combgames.base.checks.check_size` with the designs' default unit (array entries)."""
    _check_size(count, limit, call=call, what=what, name=name, unit=unit)
