"""A plain text format for lists of Latin squares: one square per line.

Format
------
* Each square is one line: its n rows separated by single spaces, each row written as n characters, the
  symbol index 0..n-1 as one character ``0-9`` then ``a-z`` (so orders up to 36). The cyclic square of
  order 3 is ``012 120 201``.
* A line of n^2 characters without spaces is read as the n rows one after the other (the compact form of
  McKay's data files [1]_): ``012120201`` is the same square.
* ``#`` starts a comment that runs to the end of the line; blank lines are skipped. Squares of different
  orders may share a file.

A square is written with its symbol *indices* (:attr:`designs.LatinSquare.array`), so the labels of a square
with other symbols are not kept. Reading checks every line: a malformed line raises ``ValueError`` naming the
line number (from 1) and the problem, with rows and columns counted from 0 as everywhere in
:mod:`designs` (a row of the wrong length, a character that is not a symbol of the order, a
symbol repeated in a row or a column).

References
----------
.. [1] B. D. McKay, "Latin squares" data, https://users.cecs.anu.edu.au/~bdm/data/latin.html (one square per
   line, n^2 symbols).

Examples
--------
>>> from designs import LatinSquare
>>> from designs.latin_text import dumps_squares, loads_squares
>>> text = dumps_squares([LatinSquare.cyclic(3), LatinSquare.cyclic(2)])
>>> print(text, end="")
012 120 201
01 10
>>> loads_squares(text) == [LatinSquare.cyclic(3), LatinSquare.cyclic(2)]
True
>>> loads_squares("012 120 201\\n012 121 201")
Traceback (most recent call last):
...
ValueError: line 2: not a Latin square: symbol index 1 appears twice in row 1 (columns 0 and 2)
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from math import isqrt
from pathlib import Path
from typing import Any

import numpy as np

from designs.latin import LatinSquare, latin_violation

__all__ = ["DIGITS", "format_square", "parse_square_line", "dumps_squares", "loads_squares", "write_squares",
           "read_squares"]

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
"""The characters of the symbol indices 0..35."""


def format_square(square: Any) -> str:
    """Return the one-line text of a Latin square (rows separated by spaces, one character per symbol).

    Raises
    ------
    ValueError
        If `square` is not a Latin square or its order is above 36.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.latin_text import format_square
    >>> format_square(LatinSquare([["a", "b"], ["b", "a"]]))
    '01 10'
    """
    a = LatinSquare(square).array
    n = a.shape[0]
    if n > len(DIGITS):
        raise ValueError(f"the text format writes orders up to {len(DIGITS)}, not {n}")
    return " ".join("".join(DIGITS[int(x)] for x in row) for row in a)


def parse_square_line(line: str, line_number: int | None = None) -> LatinSquare:
    """Read one square from its line (comments and surrounding blanks allowed).

    Raises
    ------
    ValueError
        If the line is empty or malformed; the message starts with ``line N:`` when `line_number` is given.

    Examples
    --------
    >>> from designs.latin_text import parse_square_line
    >>> parse_square_line("01 10  # the square of order 2").to_list()
    [[0, 1], [1, 0]]
    >>> parse_square_line("01 1", line_number=7)
    Traceback (most recent call last):
    ...
    ValueError: line 7: row 1 has 1 symbols, but the square has 2 rows
    """
    if not isinstance(line, str):
        raise TypeError(f"a square line must be a str, not {type(line).__name__}")
    where = "" if line_number is None else f"line {line_number}: "
    try:
        return _parse(line.split("#", 1)[0])
    except ValueError as err:
        raise ValueError(f"{where}{err}") from None


def _parse(text: str) -> LatinSquare:
    rows = text.split()
    if not rows:
        raise ValueError("no square on the line")
    if len(rows) == 1 and len(rows[0]) > 1:
        flat = rows[0]
        n = isqrt(len(flat))
        if n * n != len(flat):
            raise ValueError(f"{len(flat)} symbols without spaces is not n^2 for any n (write the rows "
                             "separated by spaces)")
        rows = [flat[i * n:(i + 1) * n] for i in range(n)]
    n = len(rows)
    if n > len(DIGITS):
        raise ValueError(f"{n} rows: the text format reads orders up to {len(DIGITS)}")
    a = np.zeros((n, n), dtype=np.int64)
    for i, row in enumerate(rows):
        if len(row) != n:
            raise ValueError(f"row {i} has {len(row)} symbols, but the square has {n} rows")
        for j, ch in enumerate(row):
            value = DIGITS.find(ch.lower()) if ch.isascii() else -1
            if not 0 <= value < n:
                raise ValueError(f"row {i}, column {j}: {ch!r} is not a symbol of order {n} "
                                 f"(use {DIGITS[0]}..{DIGITS[n - 1]})")
            a[i, j] = value
    problem = latin_violation(a)
    if problem is not None:
        raise ValueError(f"not a Latin square: {problem}")
    return LatinSquare._trusted(a)


def dumps_squares(squares: Iterable[Any], *, header: str | None = None) -> str:
    """Return the text of the squares, one per line, after an optional ``#`` header (one or more lines)."""
    lines = [f"# {h}" if h else "#" for h in header.splitlines()] if header else []
    lines += [format_square(s) for s in squares]
    return "".join(line + "\n" for line in lines)


def loads_squares(text: str) -> list[LatinSquare]:
    """Read every square of a text (one per line; ``#`` comments and blank lines skipped).

    Raises
    ------
    ValueError
        At the first malformed line, naming its number (1-based) and the problem.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.split("#", 1)[0].strip():
            out.append(parse_square_line(line, number))
    return out


def write_squares(path: str | os.PathLike, squares: Iterable[Any], *, header: str | None = None) -> int:
    """Write the squares to a file in the text format; return how many were written."""
    squares = list(squares)
    Path(path).write_text(dumps_squares(squares, header=header), encoding="ascii")
    return len(squares)


def read_squares(path: str | os.PathLike) -> list[LatinSquare]:
    """Read the squares of a file in the text format.

    Raises
    ------
    ValueError
        At the first malformed line (its number and the problem), or if the file is not ASCII text.
    """
    data = Path(path).read_bytes()
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError as err:
        raise ValueError(f"{os.fspath(path)}: byte {err.start} is not ASCII; the format is ASCII text") from None
    return loads_squares(text)
