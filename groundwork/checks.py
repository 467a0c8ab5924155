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
groundwork.checks.ArgumentTypeError: n must be an integer, not True
>>> check_one_of("misere", "convention", ("normal", "misere"))
'misere'
"""

from __future__ import annotations

import numbers
from collections.abc import Collection
from typing import Any

__all__ = ["ArgumentTypeError", "check_int", "check_one_of", "int_requirement", "is_int"]


class ArgumentTypeError(TypeError, ValueError):
    """An argument of the wrong kind (for example a bool or a str where an integer is needed).

    Both a TypeError and a ValueError, so that code catching either keeps working.
    """


def is_int(value: Any) -> bool:
    """Return True for a Python or numpy integer that is not a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


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
