"""Latin squares and mutually orthogonal Latin squares (MOLS).

A *Latin square* of order n is an n x n array over an n-set of symbols in which every symbol occurs exactly
once in each row and once in each column. Two Latin squares of order n are *orthogonal* when superimposing
them shows each of the n^2 ordered pairs of symbols exactly once; k pairwise orthogonal squares are a
*k-MOLS(n)* [1]_.

Start with :class:`LatinSquare` (validated, immutable), :func:`mutually_orthogonal` and :func:`mols` (the
complete set of q - 1 MOLS(q) over the field GF(q), built with galois). :func:`designs.mols_constructions.macneish_mols` gives MOLS of
composite order by MacNeish's direct product.

Notation. The seed paper [1]_ writes symbols 1..n and names rows r_i, columns c_j, symbols alpha_k (first
square), beta_l (second), gamma_m (third), all 1-based. Here rows, columns and symbol *indices* are 0-based;
a square keeps its symbol labels in :attr:`LatinSquare.symbols` (so a square written with symbols 1..4 has
labels 1..4, and the symbol index s stands for the paper's alpha_{s+1}).

This module builds on :mod:`designs.fields` (MOLS over GF(q)); nothing here imports it back.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1 and Figure 1.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Sequence
from typing import Any

import numpy as np

from designs._limits import MAX_ENTRIES, check_size
from designs.fields import factorise, field_tables, prime_power
from combgames.base.checks import check_int, is_int

__all__ = [
    "LatinSquare",
    "as_latin_square",
    "is_latin_square",
    "are_orthogonal",
    "mutually_orthogonal",
    "check_mols",
    "mols",
    "direct_product",
    "macneish_bound",
]

_CONJUGATES = ("rcs", "crs", "rsc", "src", "csr", "scr")

_INTEGER = re.compile(r"-?[0-9]+")
"""An entry of square text that is read as an int (ASCII digits only: '²' and '٣' stay labels)."""


def latin_violation(a: np.ndarray) -> str | None:
    """Return None if `a` (an n x n int array over 0..n-1) is Latin, else a message saying where it fails: the
    first symbol index repeated in a row (rows first) or a column, with the two cells.

    A package-internal helper (not in ``__all__``): :class:`LatinSquare` and :mod:`designs.latin_text` give
    the same message.

    Examples
    --------
    >>> import numpy as np
    >>> from designs.latin import latin_violation
    >>> latin_violation(np.array([[0, 1], [1, 0]])) is None
    True
    >>> latin_violation(np.array([[0, 1], [0, 1]]))
    'symbol index 0 appears twice in column 0 (rows 0 and 1)'
    """
    n = a.shape[0]
    for what, arr in (("row", a), ("column", a.T)):
        for i in range(n):
            line = arr[i]
            seen: dict[int, int] = {}
            for j, s in enumerate(line):
                if int(s) in seen:
                    other = "columns" if what == "row" else "rows"
                    return f"symbol index {int(s)} appears twice in {what} {i} ({other} {seen[int(s)]} and {j})"
                seen[int(s)] = j
    return None


def is_latin_square(rows: Any) -> bool:
    """Return True if `rows` is a Latin square (any n symbols, each once per row and column).

    Examples
    --------
    >>> from designs import is_latin_square
    >>> is_latin_square([[1, 2], [2, 1]]), is_latin_square([[1, 2], [1, 2]])
    (True, False)
    """
    try:
        LatinSquare(rows)
    except (ValueError, TypeError):
        return False
    return True


class LatinSquare:
    """A validated, immutable Latin square.

    Parameters
    ----------
    rows : nested sequence, numpy array, LatinSquare or str
        The n x n entries. A string is parsed by :meth:`from_text`. Entries may be any hashable symbols;
        there must be exactly n distinct ones.
    symbols : sequence of hashable, optional, keyword-only
        The symbol labels in index order. Default: the distinct entries, sorted (so entries 1..n get labels
        (1, ..., n) and index 0 stands for symbol 1).

    Raises
    ------
    ValueError
        If the array is not square, has a number of distinct symbols other than n, or repeats a symbol in
        a row or a column (the message names the symbol, the line and the two positions).

    Notes
    -----
    :attr:`array` holds symbol *indices* 0..n-1 (read-only numpy array). Equality and hashing use the
    array and the symbol labels.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> L = LatinSquare([[1, 2, 3], [2, 3, 1], [3, 1, 2]])
    >>> L.order, L.symbols, L[1, 2]
    (3, (1, 2, 3), 1)
    >>> LatinSquare([[1, 2], [1, 2]])
    Traceback (most recent call last):
    ...
    ValueError: not a Latin square: symbol 1 appears twice in column 0 (rows 0 and 1)
    """

    __slots__ = ("_array", "_symbols", "__dict__")

    def __init__(self, rows: Any, *, symbols: Sequence[Hashable] | None = None) -> None:
        if isinstance(rows, LatinSquare):
            arr, syms = rows._array, rows._symbols
            if symbols is not None:
                syms = _check_symbols(symbols, rows.order)
            self._array, self._symbols = arr, syms
            return
        if isinstance(rows, str):
            other = LatinSquare.from_text(rows)
            self._array, self._symbols = other._array, other._symbols
            return
        entries = _square_rows(rows)
        n = len(entries)
        flat = [_plain(x) for r in entries for x in r]
        for k, x in enumerate(flat):
            try:
                hash(x)
            except TypeError:
                raise TypeError(f"not a Latin square: entry {divmod(k, n)} is {_short(x)}, a "
                                f"{type(x).__name__}; entries must be hashable symbols (a square array of "
                                "numbers or labels)") from None
        if symbols is None:
            distinct = set(flat)
            try:
                syms = tuple(sorted(distinct))
            except TypeError:
                syms = tuple(sorted(distinct, key=repr))
            if len(syms) != n:
                raise ValueError(f"not a Latin square: an order-{n} square needs {n} distinct symbols, "
                                 f"found {len(syms)}")
        else:
            syms = _check_symbols(symbols, n)
        pos = {s: k for k, s in enumerate(syms)}
        try:
            arr = np.array([pos[x] for x in flat], dtype=np.int64).reshape(n, n)
        except KeyError as err:
            raise ValueError(f"not a Latin square: entry {err.args[0]!r} is not one of the symbols {syms}") from err
        msg = latin_violation(arr)
        if msg is not None:
            # report the symbol label rather than its index
            k = int(msg.split()[2])
            msg = msg.replace(f"symbol index {k}", f"symbol {syms[k]!r}", 1)
            raise ValueError(f"not a Latin square: {msg}")
        arr.flags.writeable = False
        self._array, self._symbols = arr, syms

    @classmethod
    def _trusted(cls, array: np.ndarray, symbols: tuple | None = None) -> "LatinSquare":
        """Wrap an int array over 0..n-1 known to be Latin (library-internal; no checks)."""
        self = cls.__new__(cls)
        arr = np.array(array, dtype=np.int64)
        arr.flags.writeable = False
        self._array = arr
        self._symbols = tuple(range(arr.shape[0])) if symbols is None else tuple(symbols)
        return self

    @classmethod
    def from_text(cls, text: str, *, symbols: Sequence[Hashable] | None = None) -> "LatinSquare":
        """Parse a square written one row per line, entries separated by spaces (or commas).

        Integer-looking entries (ASCII digits, optionally after a minus sign) become ints. Blank lines are ignored.

        Examples
        --------
        >>> from designs import LatinSquare
        >>> LatinSquare.from_text('''
        ... a b
        ... b a
        ... ''').symbols
        ('a', 'b')
        """
        if not isinstance(text, str):
            raise TypeError(f"Latin square text must be a str (rows on lines, entries separated by spaces), not "
                            f"{type(text).__name__}")
        rows = []
        for line in text.strip().splitlines():
            tokens = line.replace(",", " ").split()
            if tokens:
                rows.append([int(t) if _INTEGER.fullmatch(t) else t for t in tokens])
        if not rows:
            raise ValueError("Latin square text is empty")
        return cls(rows, symbols=symbols)

    @classmethod
    def cyclic(cls, n: int, *, max_entries: int = MAX_ENTRIES) -> "LatinSquare":
        """Return the cyclic square L[i, j] = i + j mod n over symbols 0..n-1.

        Raises
        ------
        ValueError
            If n < 1, or n^2 is more than ``max_entries`` (default 10^7, :mod:`designs._limits`).

        Examples
        --------
        >>> from designs import LatinSquare
        >>> LatinSquare.cyclic(3).to_list()
        [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
        """
        n = check_int(n, "order", minimum=1)
        check_size(n * n, max_entries, call=f"LatinSquare.cyclic({n})", what=f"an order-{n} square")
        i = np.arange(n)
        return cls._trusted((i[:, None] + i[None, :]) % n)

    # -------------------------------------------------------------- data
    @property
    def order(self) -> int:
        """n, the number of rows."""
        return int(self._array.shape[0])

    @property
    def array(self) -> np.ndarray:
        """The read-only n x n array of symbol indices 0..n-1."""
        return self._array

    @property
    def symbols(self) -> tuple:
        """The symbol labels; index s stands for ``symbols[s]``."""
        return self._symbols

    def __getitem__(self, cell: tuple[int, int]) -> Any:
        """The symbol label in cell (row, column).

        Raises
        ------
        TypeError
            If ``cell`` is not a pair of integers.
        IndexError
            If the cell is off the square (also a ValueError; negative indices are refused, not wrapped).
        """
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(is_int(v) for v in cell)):
            raise TypeError(f"a cell of a Latin square is a pair (row, column) of integers, not {_short(cell)}")
        i, j = (int(v) for v in cell)
        n = self.order
        if not (0 <= i < n and 0 <= j < n):
            raise CellIndexError(f"cell ({i}, {j}) is off the order-{n} square (rows and columns 0..{n - 1})")
        return self._symbols[int(self._array[i, j])]

    def to_list(self, *, labels: bool = True) -> list[list]:
        """Return the rows as nested lists of symbol labels (or indices with ``labels=False``)."""
        if labels:
            return [[self._symbols[int(s)] for s in row] for row in self._array]
        return self._array.tolist()

    def triples(self) -> np.ndarray:
        """Return the n^2 triples (row, column, symbol index) as an (n^2, 3) array, row-major order."""
        n = self.order
        r, c = np.divmod(np.arange(n * n), n)
        return np.stack([r, c, self._array.ravel()], axis=1)

    def with_symbols(self, symbols: Sequence[Hashable]) -> "LatinSquare":
        """Return the same square with new symbol labels (index s gets label ``symbols[s]``)."""
        return LatinSquare._trusted(self._array, _check_symbols(symbols, self.order))

    # -------------------------------------------------------------- transformations
    def isotope(self, rows: Sequence[int], columns: Sequence[int], symbols: Sequence[int]) -> "LatinSquare":
        """Return the image under the isotopism (rows, columns, symbols).

        An *isotopism* is a triple of permutations of 0..n-1; it maps the entry (i, j, s) to
        (rows[i], columns[j], symbols[s]). The image of a Latin square is Latin. Symbol labels stay attached
        to indices.

        Raises
        ------
        ValueError
            If a component is not a permutation of 0..n-1.

        Examples
        --------
        >>> from designs import LatinSquare
        >>> LatinSquare.cyclic(3).isotope([1, 2, 0], [0, 1, 2], [0, 1, 2]).to_list()   # row i moves to row i + 1
        [[2, 0, 1], [0, 1, 2], [1, 2, 0]]
        """
        n = self.order
        r, c, s = (_check_perm(p, n, name) for p, name in ((rows, "rows"), (columns, "columns"),
                                                            (symbols, "symbols")))
        out = np.empty((n, n), dtype=np.int64)
        out[np.ix_(r, c)] = s[self._array]
        return LatinSquare._trusted(out, self._symbols)

    def conjugate(self, order: str = "rcs") -> "LatinSquare":
        """Return a conjugate (parastrophe): permute the roles of rows, columns and symbols.

        ``order`` is a permutation of ``"rcs"``: the entry (r, c, s) becomes the triple whose row, column and
        symbol are the coordinates named by ``order``. ``"crs"`` is the transpose, ``"rsc"`` puts symbols in
        the column position, and so on. The result has symbols 0..n-1.

        Examples
        --------
        >>> from designs import LatinSquare
        >>> L = LatinSquare([[0, 1, 2], [2, 0, 1], [1, 2, 0]])
        >>> L.conjugate("crs") == LatinSquare(L.array.T)
        True
        """
        if not isinstance(order, str) or sorted(order) != ["c", "r", "s"]:
            raise ValueError(f"order must be a permutation of 'rcs', not {order!r}")
        t = self.triples()
        col = {"r": 0, "c": 1, "s": 2}
        a, b, c = (t[:, col[x]] for x in order)
        out = np.empty((self.order, self.order), dtype=np.int64)
        out[a, b] = c
        return LatinSquare._trusted(out)

    def conjugates(self) -> list["LatinSquare"]:
        """Return the six conjugates, in the order rcs, crs, rsc, src, csr, scr."""
        return [self.conjugate(o) for o in _CONJUGATES]

    def is_reduced(self) -> bool:
        """Return True if the first row and the first column are 0, 1, ..., n-1 (in index order)."""
        idx = np.arange(self.order)
        return bool((self._array[0] == idx).all() and (self._array[:, 0] == idx).all())

    def reduced(self) -> "LatinSquare":
        """Return the reduced square isotopic to this one by permuting symbols, then rows.

        Symbols are renamed so that the first row reads 0..n-1, then rows are sorted by their first entry.
        """
        sym = np.empty(self.order, dtype=np.int64)
        sym[self._array[0]] = np.arange(self.order)
        a = sym[self._array]
        a = a[np.argsort(a[:, 0])]
        return LatinSquare._trusted(a)

    def is_orthogonal(self, other: "LatinSquare") -> bool:
        """Return True if this square and `other` are orthogonal (see :func:`are_orthogonal`)."""
        return are_orthogonal(self, other)

    # -------------------------------------------------------------- dunder
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LatinSquare):
            return NotImplemented
        return self._symbols == other._symbols and np.array_equal(self._array, other._array)

    def __hash__(self) -> int:
        return hash((self._array.tobytes(), self.order, self._symbols))

    def __repr__(self) -> str:
        return f"LatinSquare({self.to_list()!r})"

    def __str__(self) -> str:
        cells = [[str(x) for x in row] for row in self.to_list()]
        w = max(len(c) for row in cells for c in row)
        return "\n".join(" ".join(c.rjust(w) for c in row) for row in cells)


class CellIndexError(IndexError, ValueError):
    """A cell off the square: an IndexError (indexing) that is also a ValueError (a bad argument)."""


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _square_rows(rows: Any) -> list[list]:
    """The rows of a square array as lists, or a TypeError/ValueError saying why ``rows`` is not one."""
    if isinstance(rows, np.ndarray):
        if rows.ndim != 2 or rows.shape[0] != rows.shape[1] or rows.size == 0:
            raise ValueError(f"not a Latin square: expected a square 2-D array, not an array of shape {rows.shape}")
        return rows.tolist()
    if not isinstance(rows, Iterable) or isinstance(rows, (dict, set, frozenset)):
        raise TypeError(f"a Latin square is given by its rows (a nested sequence, a square numpy array or text), "
                        f"not {type(rows).__name__} {_short(rows)}")
    entries = []
    for i, r in enumerate(rows):
        if isinstance(r, np.ndarray) and r.ndim != 1:
            raise ValueError(f"not a Latin square: row {i} is an array of shape {r.shape}, not a row of entries "
                             "(expected a square 2-D array)")
        if not isinstance(r, Iterable) or isinstance(r, (dict, set, frozenset)):
            raise TypeError(f"not a Latin square: row {i} must be a sequence of entries, not "
                            f"{type(r).__name__} {_short(r)} (expected a square array, rows of n entries)")
        entries.append(list(r))
    n = len(entries)
    if n == 0:
        raise ValueError("a Latin square must have at least one row")
    for i, r in enumerate(entries):
        if len(r) != n:
            raise ValueError(f"not a Latin square: row {i} has {len(r)} entries, expected {n} (square array)")
    return entries


def _plain(x: Any) -> Any:
    if isinstance(x, np.generic):
        return x.item()
    return x


def _check_symbols(symbols: Sequence[Hashable], n: int) -> tuple:
    if isinstance(symbols, str) or not isinstance(symbols, Iterable):
        raise TypeError(f"symbols must be a sequence of {n} distinct labels, not {type(symbols).__name__} "
                        f"{_short(symbols)}")
    syms = tuple(symbols)
    if len(syms) != n or len(set(syms)) != n:
        raise ValueError(f"symbols must be {n} distinct labels, not {syms!r}")
    return syms


def _check_perm(p: Sequence[int], n: int, name: str) -> np.ndarray:
    values = list(p) if isinstance(p, Iterable) and not isinstance(p, (str, bytes)) else None
    if values is None or len(values) != n or not all(is_int(v) for v in values) \
            or sorted(int(v) for v in values) != list(range(n)):
        raise ValueError(f"{name} must be a permutation of 0..{n - 1}, not {_short(p)}")
    return np.array([int(v) for v in values], dtype=np.int64)


def as_latin_square(x: Any, name: str = "square") -> LatinSquare:
    """Return ``x`` as a :class:`LatinSquare`: itself if it is one, else ``LatinSquare(x)``.

    ``name`` names the argument in the error, so a caller taking squares from its user says which one is wrong.

    Raises
    ------
    ValueError
        If ``x`` is not a Latin square, with the reason, prefixed by ``name``.

    Examples
    --------
    >>> from designs.latin import as_latin_square
    >>> as_latin_square([[0, 1], [1, 0]]).order
    2
    >>> as_latin_square([[0, 1], [0, 1]], "mate")
    Traceback (most recent call last):
    ...
    ValueError: mate: ...
    """
    if isinstance(x, LatinSquare):
        return x
    try:
        return LatinSquare(x)
    except ValueError as err:
        raise ValueError(f"{name}: {err}") from err


def _orthogonality_clash(a: LatinSquare, b: LatinSquare) -> tuple | None:
    """Return None if orthogonal, else (pair, cell1, cell2) of a repeated superimposed pair."""
    n = a.order
    codes = (a.array * n + b.array).ravel()
    first: dict[int, int] = {}
    for k, code in enumerate(codes.tolist()):
        if code in first:
            return (divmod(code, n), divmod(first[code], n), divmod(k, n))
        first[code] = k
    return None


def are_orthogonal(a: Any, b: Any) -> bool:
    """Return True if two Latin squares of the same order are orthogonal.

    The squares are orthogonal when the n^2 superimposed pairs (a[i, j], b[i, j]) are all distinct [1]_.

    Raises
    ------
    ValueError
        If an argument is not a Latin square or the orders differ.

    Examples
    --------
    >>> from designs import are_orthogonal, mols
    >>> A, B, C = mols(4)
    >>> are_orthogonal(A, B), are_orthogonal(A, A)
    (True, False)
    """
    a, b = as_latin_square(a, "first square"), as_latin_square(b, "second square")
    if a.order != b.order:
        raise ValueError(f"squares must have the same order to be orthogonal, not {a.order} and {b.order}")
    n = a.order
    codes = (a.array * n + b.array).ravel()
    return bool(np.unique(codes).size == n * n)


def mutually_orthogonal(squares: Sequence[Any]) -> bool:
    """Return True if the Latin squares are pairwise orthogonal (a k-MOLS(n)).

    Two Latin squares L, M of order n are orthogonal when the n^2 pairs (L[i, j], M[i, j]) are all
    distinct; k squares that are pairwise orthogonal are a k-MOLS(n) [1]_. A single square counts as a
    1-MOLS.

    Raises
    ------
    ValueError
        If `squares` is empty, an entry is not a Latin square, or the orders differ.

    See Also
    --------
    check_mols : the same test, raising an error that says which pair fails and where.
    designs.transversal.TransversalDesign.from_mols : the TD(k + 2, n) equivalent to a k-MOLS(n).

    Notes
    -----
    O(k^2 n^2) time.

    Examples
    --------
    >>> from designs import LatinSquare, mutually_orthogonal
    >>> mutually_orthogonal([LatinSquare.cyclic(3), LatinSquare([[0, 1, 2], [2, 0, 1], [1, 2, 0]])])
    True
    """
    return _mols_problem(squares)[1] is None


def check_mols(squares: Sequence[Any]) -> tuple[LatinSquare, ...]:
    """Validate a k-MOLS(n) and return it as a tuple of LatinSquare.

    Raises
    ------
    ValueError
        If `squares` is empty, an entry is not a Latin square (naming which), the orders differ, or two
        squares are not orthogonal; the message names the two squares, a repeated pair and its two cells.

    Examples
    --------
    >>> from designs import LatinSquare, check_mols
    >>> check_mols([LatinSquare.cyclic(3), LatinSquare.cyclic(3)])
    Traceback (most recent call last):
    ...
    ValueError: not MOLS: squares 0 and 1 are not orthogonal: the pair (1, 1) appears in cells (0, 1) and (1, 0)
    """
    sq, problem = _mols_problem(squares)
    if problem is not None:
        raise ValueError(problem)
    return sq


def _mols_problem(squares: Sequence[Any]) -> tuple[tuple[LatinSquare, ...], str | None]:
    """Validate squares and orders (raising), and return (squares, None or the non-orthogonality message)."""
    if isinstance(squares, LatinSquare) or not isinstance(squares, Iterable):
        raise TypeError(f"squares must be a sequence of Latin squares, not {type(squares).__name__}")
    sq = tuple(as_latin_square(s, f"square {k}") for k, s in enumerate(squares))
    if not sq:
        raise ValueError("a set of MOLS needs at least one square")
    orders = {s.order for s in sq}
    if len(orders) != 1:
        raise ValueError(f"MOLS must all have the same order, not orders {[s.order for s in sq]}")
    for x in range(len(sq)):
        for y in range(x + 1, len(sq)):
            clash = _orthogonality_clash(sq[x], sq[y])
            if clash is not None:
                pair, c1, c2 = clash
                return sq, (f"not MOLS: squares {x} and {y} are not orthogonal: the pair {pair} "
                            f"appears in cells {c1} and {c2}")
    return sq, None


def mols(q: int, *, max_entries: int = MAX_ENTRIES) -> tuple[LatinSquare, ...]:
    """Return the complete set of q - 1 MOLS(q) over the field GF(q).

    For each nonzero m in GF(q) the square L_m[x, y] = m x + y is Latin, and L_m, L_m' are orthogonal for
    m != m'. Rows, columns and symbols are the field elements in galois' integer representation; the squares
    come in the order m = 1, 2, ..., q - 1 of that representation.

    Parameters
    ----------
    q : int
        A prime power.
    max_entries : int
        Refuse when the q - 1 squares have more than this many entries, (q - 1) q^2 (default 10^7:
        q <= 215; :mod:`designs._limits`).

    Raises
    ------
    ValueError
        If q is not a prime power (no field of order q exists; e.g. 6 = 2 * 3; for such orders see
        :func:`designs.mols_constructions.macneish_mols`), or the squares would have more than ``max_entries`` entries.

    Examples
    --------
    >>> from designs import mols, mutually_orthogonal
    >>> squares = mols(5)
    >>> len(squares), mutually_orthogonal(squares)
    (4, True)
    >>> mols(6)
    Traceback (most recent call last):
    ...
    ValueError: order must be a prime power (no field GF(6) exists), not 6 = 2 * 3
    """
    prime_power(q)
    q = int(q)
    check_size((q - 1) * q * q, max_entries, call=f"mols({q})", what=f"the {q - 1} squares of order {q}")
    return field_squares(q, q - 1)


def field_squares(q: int, k: int) -> tuple[LatinSquare, ...]:
    """The first k squares L_m[x, y] = m x + y (m = 1..k) of :func:`mols` (q a prime power; sizes checked)."""
    F = field_tables(q, max_entries=2 * q * q)
    x = np.arange(q)
    return tuple(LatinSquare._trusted(F.add[F.mul[m][:, None], x[None, :]]) for m in range(1, k + 1))


def direct_product(a: Any, b: Any, *, max_entries: int = MAX_ENTRIES) -> LatinSquare:
    """Return the direct product of two Latin squares (orders m and n, product order mn).

    Row (i1, i2) is row ``i1 * n + i2``, likewise columns, and the symbol is ``a[i1, j1] * n + b[i2, j2]``.
    The direct product of two pairs of orthogonal squares is orthogonal (MacNeish).

    Raises
    ------
    ValueError
        If an argument is not a Latin square, or the product has more than ``max_entries`` entries
        ((mn)^2; default 10^7).

    Examples
    --------
    >>> from designs import LatinSquare, direct_product
    >>> direct_product(LatinSquare.cyclic(2), LatinSquare.cyclic(3)).order
    6
    """
    a, b = as_latin_square(a, "first square"), as_latin_square(b, "second square")
    n = b.order
    size = a.order * n
    check_size(size * size, max_entries, call="direct_product", what=f"the order-{size} product square")
    big = a.array[:, None, :, None] * n + b.array[None, :, None, :]
    return LatinSquare._trusted(big.reshape(a.order * n, a.order * n))


def macneish_bound(n: int) -> int:
    """Return MacNeish's lower bound min(q_i - 1) over the prime-power factors q_i of n (n >= 2).

    Examples
    --------
    >>> from designs.latin import macneish_bound
    >>> [macneish_bound(n) for n in (6, 10, 12, 20)]
    [1, 1, 2, 3]
    """
    n = check_int(n, "order", minimum=2)
    return min(p ** e - 1 for p, e in factorise(n).items())
