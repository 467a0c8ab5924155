"""Argument checks shared by every package: one wording for every "must be" message.

Messages follow one pattern: *name* must be *requirement*, not *value* (the value shown with ``repr``),
as in ``"s must be an integer >= 3, not 2"`` or ``"convention must be one of ('normal', 'misere'), not
'x'"``. Booleans are refused where integers are asked for (``True`` is an ``int`` in Python, but passing it
as a board size or a heap is always a mistake).

A value of the wrong kind raises :class:`ArgumentTypeError`, which is both a ``TypeError`` (the right
class) and a ``ValueError`` (what earlier versions raised), so callers may catch either; a value of the
right kind but out of range raises ``ValueError``.

Examples
--------
>>> check_int(5, "n", minimum=1)
5
>>> check_int(True, "n")
Traceback (most recent call last):
...
combgames.base.checks.ArgumentTypeError: n must be an integer, not True
>>> check_one_of("misere", "convention", ("normal", "misere"))
'misere'
"""

from __future__ import annotations

import numbers
from collections.abc import Collection
from typing import Any

__all__ = ["ArgumentTypeError", "LimitError", "check_int", "check_one_of", "check_size", "int_requirement", "is_int",
           "one_line", "size_text"]


class ArgumentTypeError(TypeError, ValueError):
    """An argument of the wrong kind (for example a bool or a str where an integer is needed).

    Both a TypeError and a ValueError, so that code catching either keeps working.
    """


class LimitError(ValueError):
    """A computation that stopped at a stated limit (nodes, positions, order ...) before it finished; the message
    says how far it got and which parameter raises the limit. A ValueError, as the limit is the caller's
    request; the command line tells it apart from bad input (it exits 1, not 2).

    ``refused=True`` marks a request refused before any work, from an estimate of its size: that is a request
    too large, and the command line treats it as bad input (exit 2), as the README says.
    """

    def __init__(self, *args: Any, refused: bool = False):
        super().__init__(*args)
        self.refused = refused


def is_int(value: Any) -> bool:
    """Return True for a Python or numpy integer that is not a bool."""
    # a plain int first: the abstract-class check costs about ten times as much and validation loops call this
    return type(value) is int or isinstance(value, numbers.Integral) and not isinstance(value, bool)


def int_requirement(minimum: int | None = None, maximum: int | None = None) -> str:
    """The words for an integer in a range: "a positive integer", "an integer in 0..9", ...

    Examples
    --------
    >>> int_requirement(1), int_requirement(0), int_requirement(3), int_requirement(0, 9)
    ('a positive integer', 'a non-negative integer', 'an integer >= 3', 'an integer in 0..9')
    """
    if minimum is not None and maximum is not None:
        return f"an integer in {minimum}..{maximum}"
    if maximum is not None:
        return f"an integer <= {maximum}"
    if minimum == 1:
        return "a positive integer"
    if minimum == 0:
        return "a non-negative integer"
    if minimum is not None:
        return f"an integer >= {minimum}"
    return "an integer"


def check_int(value: Any, name: str, *, minimum: int | None = None, maximum: int | None = None,
              why: str = "") -> int:
    """Return ``value`` as an ``int`` if it is an integer (not a bool) in ``minimum..maximum``.

    Parameters
    ----------
    value : object
        The argument to check.
    name : str
        Its name, for the message.
    minimum, maximum : int, optional
        Inclusive bounds.
    why : str, optional
        A short reason appended to the message in parentheses (``"number of sides"``).

    Raises
    ------
    ArgumentTypeError
        If ``value`` is not an integer (bools and floats included).
    ValueError
        If it is out of range.
    """
    suffix = f" ({why})" if why else ""
    if not is_int(value):
        raise ArgumentTypeError(f"{name} must be {int_requirement(minimum, maximum)}{suffix}, not {value!r}")
    v = int(value)
    if (minimum is not None and v < minimum) or (maximum is not None and v > maximum):
        raise ValueError(f"{name} must be {int_requirement(minimum, maximum)}{suffix}, not {v!r}")
    return v


def check_one_of(value: Any, name: str, choices: Collection[Any]) -> Any:
    """Return ``value`` if it is one of ``choices``; else raise ValueError listing them.

    Raises
    ------
    ValueError
        ``"<name> must be one of <choices>, not <value>"``.
    """
    try:
        ok = value in choices
    except TypeError:  # an unhashable value looked up in a set or dict
        ok = False
    if not ok:
        shown = tuple(choices) if not isinstance(choices, tuple) else choices
        raise ValueError(f"{name} must be one of {shown}, not {value!r}")
    return value


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


def check_size(count: int, limit: int, *, call: str, what: str, name: str, unit: str,
               verb: str = "build", note: str = "") -> None:
    """Refuse up front a request whose size ``count`` exceeds ``limit``: the one "too large" check.

    Every construction whose cost grows without bound in an argument compares the size it is about to build
    (entries, cells, points, operations) with a limit, a keyword argument of its own with a stated default, and
    refuses a larger one before doing any work.

    Parameters
    ----------
    count : int
        The size of what ``call`` would build.
    limit : int
        The limit (a positive integer; checked).
    call : str
        The call or the request, for the message (``"mols(2305843009213693951)"``).
    what : str
        What has ``count`` units (``"the q - 1 squares"``).
    name : str
        The limit's keyword (``"max_entries"``).
    unit : str
        The unit counted (``"entries"``).
    verb : str
        What passing a larger limit lets the caller do (``"build"``, ``"draw"``, ``"list"``).
    note : str
        Extra words after the size (``"an SVG of about 200 MB"``).

    Raises
    ------
    LimitError
        (a ValueError, ``refused=True``) If ``count > limit``; the message gives both.

    Examples
    --------
    >>> check_size(10**10, 10**7, call="LatinSquare.cyclic(100000)", what="an order-100000 square",
    ...            name="max_entries", unit="entries")
    Traceback (most recent call last):
    ...
    combgames.base.checks.LimitError: LatinSquare.cyclic(100000): an order-100000 square would have 10^10 entries, more than max_entries=10^7 (pass a larger max_entries to build it anyway)
    """
    limit = check_int(limit, name, minimum=1)
    if count > limit:
        extra = f"; {note}" if note else ""
        raise LimitError(f"{call}: {what} would have {size_text(count)} {unit}, more than {name}={size_text(limit)}"
                         f"{extra} (pass a larger {name} to {verb} it anyway)", refused=True)


def one_line(text: Any) -> str:
    """``text`` on one line (the lines of a multi-line message joined by ' / '), as the command line and the web
    explorer show every error.

    Examples
    --------
    >>> one_line("not a Latin square:\\n  row 2 repeats 1\\n")
    'not a Latin square: / row 2 repeats 1'
    """
    return " / ".join(line.strip() for line in str(text).splitlines() if line.strip())

