"""Orthogonal arrays: OA(k, n), the array form of MOLS and transversal designs, OA(N; k, n, t) of strength t.

An *orthogonal array* OA(k, n) (strength 2, index 1) is an n^2 x k array over the symbols 0..n-1 in which,
for every two columns, each of the n^2 ordered pairs of symbols appears in exactly one row [1]_ (III.3).
An OA(k + 2, n) is the same object as k MOLS(n) (columns 0 and 1 index the cell, column 2 + m is the
symbol of square m) and as a transversal design TD(k, n) (column c is group c, a row is a block) [1]_
(III.3); :func:`oa_from_mols` and :func:`mols_from_oa` translate; the translations to and from transversal
designs are :mod:`designs.transversal`'s (:func:`~designs.transversal.oa_from_transversal_design`,
:func:`~designs.transversal.transversal_design_from_oa`), which builds on this module.

Constructions (each returns a numpy int array of shape (n^2, k), rows sorted):

* :func:`oa_from_field` (q, k): the linear OA(q + 1, q) over GF(q), rows (x, y, y + m x) [1]_ III.3.
* :func:`oa_product`: the Kronecker (MacNeish) product OA(k, m) x OA(k, n) -> OA(k, mn) [1]_ III.3.
* :func:`oa_from_difference_matrix`: a (g, k; 1) difference matrix over an abelian group G, developed over
  G, gives an OA(k, g), and with the column of group elements added an OA(k + 1, g) [1]_.
* :func:`oa_from_quasi_difference_matrix`: a (g, k; 1, mu; u) quasi-difference matrix developed over G,
  with u infinite symbols and an OA(k, u) in the hole, gives an OA(k, g + u) [1]_.
* :func:`wilson_construction`: Wilson's construction with one truncated group,
  OA(k + 1, t), OA(k, m), OA(k, m + 1), OA(k, u) -> OA(k, mt + u) for 0 <= u <= t [2]_, [1]_ III.3;
  :func:`wilson_construction_two_truncated` with two truncated groups, OA(k + 2, t), OA(k, m), OA(k, m + 1),
  OA(k, m + 2), OA(k, u_1), OA(k, u_2) -> OA(k, mt + u_1 + u_2) [1]_ III.3.
* :func:`wilson_construction_with_a_full_block`: i groups truncated to the points of one block,
  OA(k + i, t), OA(k, m), OA(k, m + 1), OA(k, m + i) -> OA(k, mt + i) (Abel and Cavenagh [3]_).
* :func:`wilson_construction_truncated`: any number c of truncated groups, an OA(k + c, t) and an
  OA(k, m + j) for each number j of kept points a master row meets [1]_ III.3, [3]_.
* :func:`oa_from_pbd`: a pairwise balanced design PBD(n, K) and an OA(k + 1, s) (or an OA(k, s)) for each
  block size s give an OA(k, n) [1]_ III.3.

Strength t and index lambda: an OA(N; k, n, t) is an N x k array over 0..n-1 in which every t columns show
each of the n^t t-tuples exactly lambda = N / n^t times (the OA(k, n) above is t = 2, lambda = 1) [5]_.
Constructions of strength t >= 3 (each checked before it is returned):

* :func:`oa_full_factorial` (n, k): all n^k tuples, OA(n^k; k, n, k); :func:`oa_zero_sum` (n, t): a
  column of sums added, OA(n^t; t + 1, n, t) for every n, the most columns when n <= t (Bush's bound).
* :func:`bush_oa` (q, t): Bush's OA(q^t; q + 1, q, t), t <= q, from the polynomials of degree < t over
  GF(q) [4]_; :func:`hyperoval_oa` (q): OA(q^3; q + 2, q, 3) for q = 2^m, from a hyperoval of PG(2, q) [6]_.
* :func:`oa_from_linear_code` (G, q, t): the codewords of a linear code whose dual has minimum distance
  t + 1; :func:`rao_hamming_oa` (OA(q^m; (q^m - 1)/(q - 1), q, 2), index q^(m-2)), :func:`reed_muller_oa`
  (OA(2^(m+1); 2^m, 2, 3), index 2^(m-2)) and :func:`elliptic_quadric_oa` (OA(q^4; q^2 + 1, q, 3), index q)
  are such codes [5]_.
* :func:`oa_product` (a, b, t): the Kronecker product, OA(k, m, t) x OA(k, n, t) -> OA(k, mn, t).

:func:`check_orthogonal_array` (rows, k, n, t) verifies the defining property in numpy (all column t-tuples
in batches; above a size, the compiled kernel of :mod:`designs.orthogonal_array_kernels`) and names the first t
columns that fail and a tuple shown too often; every construction of
:mod:`designs.mols_constructions` is checked with it. The existence question for every t (Sage's
``designs.orthogonal_arrays.build / exists / largest_available_k``) and the table of the largest k are
:mod:`designs.oa_existence`'s.

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, Part III (Mutually orthogonal Latin squares) and Part VI (difference matrices).
.. [2] R. M. Wilson, "Concerning the number of mutually orthogonal Latin squares", Discrete Math. 9 (1974)
   181-198.
.. [3] R. J. R. Abel, N. J. Cavenagh, "Concerning eight mutually orthogonal Latin squares", J. Combin. Des.
   15 (2007) 255-261 (Construction 3.3).
.. [4] K. A. Bush, "Orthogonal arrays of index unity", Ann. Math. Statist. 23 (1952) 426-434 (Section 2:
   the bounds; Section 3: the construction by polynomials).
.. [5] A. S. Hedayat, N. J. A. Sloane, J. Stufken, Orthogonal Arrays: Theory and Applications, Springer,
   1999 (Chapter 2: bounds; Chapter 3: Galois field constructions; Chapters 4 and 5: arrays from codes).
.. [6] R. C. Bose, "Mathematical theory of the symmetrical factorial design", Sankhya 8 (1947) 107-166.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from functools import lru_cache
from math import comb
from typing import TYPE_CHECKING, Any

import numpy as np

from designs._limits import MAX_ENTRIES, check_size
from designs.fields import field_tables, prime_power
from combgames.base.checks import check_int

if TYPE_CHECKING:
    from designs.latin import LatinSquare

__all__ = [
    "is_orthogonal_array",
    "check_orthogonal_array",
    "oa_from_mols",
    "mols_from_oa",
    "oa_from_field",
    "oa_product",
    "AbelianGroup",
    "oa_from_difference_matrix",
    "oa_from_quasi_difference_matrix",
    "wilson_construction",
    "wilson_construction_two_truncated",
    "idempotent_rows",
    "oa_from_pbd",
    "wilson_construction_with_a_full_block",
    "wilson_construction_truncated",
    "oa_full_factorial",
    "oa_zero_sum",
    "oa_from_linear_code",
    "bush_oa",
    "hyperoval_oa",
    "rao_hamming_oa",
    "reed_muller_oa",
    "elliptic_quadric_oa",
]


# ----------------------------------------------------------------------------------------------- checks
def _as_array(rows: Any, name: str = "rows") -> np.ndarray:
    """``rows`` as a 2-D int64 array, or a TypeError / ValueError naming ``name``."""
    try:
        arr = np.asarray(rows)
    except (TypeError, ValueError) as err:
        raise TypeError(f"{name} must be a 2-D array of symbols (one row per line), not {type(rows).__name__}"
                        ) from err
    if arr.ndim != 2 or arr.shape[0] == 0:
        raise ValueError(f"{name} must be a non-empty 2-D array (N rows x k columns), not shape {arr.shape}")
    if arr.dtype.kind not in "iu":
        raise TypeError(f"{name} must hold integer symbols 0..n-1, not {arr.dtype} entries")
    return arr.astype(np.int64, copy=False)


_TUPLE_NAMES = {1: "symbol", 2: "pair", 3: "triple", 4: "quadruple"}

_COUNT_BUDGET = 1 << 20
"""Codes counted per batch of column tuples (N rows x batch): 4 MB of int32, cache-friendly."""


def _column_tuples(k: int, t: int, size: int) -> Iterator[np.ndarray]:
    """The t-subsets of range(k) in lexicographic order, in arrays of at most ``size`` rows."""
    it = itertools.combinations(range(k), t)
    while True:
        batch = list(itertools.islice(it, size))
        if not batch:
            return
        yield np.array(batch, dtype=np.int64).reshape(len(batch), t)


_COMPILED_ABOVE = 2 * 10 ** 7
"""Codes to count (N C(k, t)) above which the check runs the compiled kernel even when numba is not loaded yet
(its import and first load cost about half a second; the numpy count of 2 10^7 codes about 0.15 s)."""

_COMPILED_ABOVE_LOADED = 0
"""The same threshold once numba is loaded (galois loads it): the compiled count is faster at every size
(OA(8, 7): 34 against 66 microseconds, OA(17, 16): 109 against 231)."""


@lru_cache(maxsize=None)
def _numba_importable() -> bool:
    from combgames.base.kernels import numba_available

    return numba_available()


def _use_compiled(work: int) -> bool:
    """Whether to count ``work`` codes with the compiled kernel (numba importable, and enough work)."""
    import sys

    if work < _COMPILED_ABOVE_LOADED or (work < _COMPILED_ABOVE and "numba" not in sys.modules):
        return False
    return _numba_importable()


def _compiled_first_failure(arr: np.ndarray, n: int, t: int, index: int) -> tuple[int, ...] | None:
    """The first failing column tuple by :func:`designs.orthogonal_array_kernels.first_failing_tuple`,
    compiled, or None."""
    from combgames.base.kernels import kernel
    from designs.orthogonal_array_kernels import first_failing_tuple

    count = kernel(first_failing_tuple, "numba")
    dtype = np.int32 if n ** t < 2 ** 31 else np.int64                   # codes < n^t; half the traffic
    columns = np.ascontiguousarray(arr.T, dtype=dtype)
    counts = np.zeros(n ** t, dtype=dtype)
    codes = np.zeros(arr.shape[0], dtype=dtype)
    # About _COUNT_BUDGET row codes per call (milliseconds), so that Ctrl-C and SIGTERM are seen between calls
    for combos in _column_tuples(arr.shape[1], t, max(1, _COUNT_BUDGET // arr.shape[0])):
        c = int(count(columns, combos, n, index, counts, codes))
        if c >= 0:
            return tuple(int(x) for x in combos[c])
    return None


def _strength_problem(arr: np.ndarray, n: int, t: int, index: int) -> str | None:
    """None if every t columns of ``arr`` (symbols checked in 0..n-1, N = index n^t rows) show each t-tuple
    exactly ``index`` times, else the first column tuple (lexicographic order) that fails and a tuple it shows
    too often. For each batch of column tuples the codes ``x_1 n^(t-1) + ... + x_t`` are counted with one
    bincount, O(N C(k, t)) in all (the columns transposed first, so that each code row is contiguous); large
    arrays go to the compiled kernel (:func:`_use_compiled`), which finds the same first tuple."""
    rows, k = arr.shape
    if _use_compiled(rows * comb(k, t)):
        failing = _compiled_first_failure(arr, n, t, index)
    else:
        failing = _numpy_first_failure(arr, n, t, index)
    return None if failing is None else _failure_message(arr, n, t, index, failing)


def _numpy_first_failure(arr: np.ndarray, n: int, t: int, index: int) -> tuple[int, ...] | None:
    """The first column tuple in which some t-tuple is not shown exactly ``index`` times, counted in numpy."""
    rows, k = arr.shape
    size = n ** t
    batch = max(1, _COUNT_BUDGET // rows)
    dtype = np.int32 if size * batch < 2 ** 31 else np.int64          # halves the memory traffic
    columns = np.ascontiguousarray(arr.T, dtype=dtype)                # one row of symbols per column
    for combos in _column_tuples(k, t, batch):
        codes = columns[combos[:, 0]]                                 # (batch, N), a new array
        for i in range(1, t):
            codes *= dtype(n)
            codes += columns[combos[:, i]]
        codes += np.arange(combos.shape[0], dtype=dtype)[:, None] * dtype(size)
        counts = np.bincount(codes.ravel(), minlength=size * combos.shape[0]).reshape(-1, size)
        bad = np.nonzero((counts != index).any(axis=1))[0]
        if bad.size:
            return tuple(int(c) for c in combos[int(bad[0])])
    return None


def _failure_message(arr: np.ndarray, n: int, t: int, index: int, cols: tuple[int, ...]) -> str:
    """What fails in the columns ``cols``: the first t-tuple shown more than ``index`` times and its rows."""
    codes = np.zeros(arr.shape[0], dtype=np.int64)
    for c in cols:
        codes = codes * n + arr[:, c]
    code = int(np.argmax(np.bincount(codes, minlength=n ** t) > index))
    where = np.nonzero(codes == code)[0][:index + 1].tolist()
    shown = tuple(int(x) for x in np.unravel_index(code, (n,) * t))
    if t == 2 and index == 1:
        return (f"columns {cols[0]} and {cols[1]} show the pair {shown} in rows {where[0]} and {where[1]} "
                "(every pair must appear exactly once)")
    name = _TUPLE_NAMES.get(t, f"{t}-tuple")
    return (f"columns {cols} show the {name} {shown} in rows {', '.join(map(str, where))} "
            f"(every {name} must appear exactly lambda = {index} times)")


def _oa_problem(arr: np.ndarray, k: int | None, n: int | None, t: int = 2, index: int | None = 1) -> str | None:
    """None if ``arr`` is an OA(N; k, n, t) of index ``index`` (any index if None), else what fails.

    With n not given it is read from the array: sqrt(N) for strength 2 and index 1 (the MOLS case), else the
    largest symbol + 1 (every symbol appears in every column of an orthogonal array)."""
    rows, cols = arr.shape
    if n is None:
        n = int(round(rows ** 0.5)) if (t, index) == (2, 1) else int(arr.max()) + 1
    if k is not None and cols != k:
        return f"it has {cols} columns, not k = {k}"
    if (t, index) == (2, 1) and rows != n * n:
        return f"it has {rows} rows, not n^2 = {n * n}"
    if index is not None and rows != index * n ** t:
        return f"it has {rows} rows, not lambda n^t = {index} * {n}^{t} = {index * n ** t}"
    if index is None and (n < 1 or rows % n ** t):
        return f"it has {rows} rows, not a multiple of n^t = {n}^{t} = {n ** t}"
    if arr.min() < 0 or arr.max() >= n:
        r, c = np.argwhere((arr < 0) | (arr >= n))[0]
        return f"row {r}, column {c} holds {int(arr[r, c])}, not a symbol in 0..{n - 1}"
    if cols < t:
        return None
    return _strength_problem(arr, n, t, rows // n ** t)


def _check_strength(t: Any, index: Any, cols: int) -> tuple[int, int | None]:
    """The strength and index as ints, or a ValueError naming the bad argument (t in 1..k, index >= 1)."""
    t = check_int(t, "t", minimum=1)
    if t > cols:
        raise ValueError(f"the strength t = {t} exceeds the number of columns k = {cols} (an orthogonal array "
                         "of strength t has at least t columns)")
    return t, None if index is None else check_int(index, "index", minimum=1)


def is_orthogonal_array(rows: Any, k: int | None = None, n: int | None = None, t: int = 2, *,
                        index: int | None = 1) -> bool:
    """Return True if ``rows`` is an OA(N; k, n, t) of index ``index``: N = index n^t rows over 0..n-1 in which
    every t columns show each of the n^t t-tuples exactly ``index`` times.

    The arguments follow Sage's ``is_orthogonal_array(OA, k, n, t=2)``; with the defaults (t = 2, index 1) this
    is an OA(k, n), the array of k - 2 MOLS(n).

    Parameters
    ----------
    rows : array-like of int, shape (N, k)
    k, n : int, optional
        The expected parameters (default: read from the shape; n = sqrt(N) for t = 2 and index 1, else the
        largest symbol + 1).
    t : int
        The strength (default 2), at most the number of columns.
    index : int or None, keyword-only
        lambda = N / n^t (default 1); None accepts any index.

    Raises
    ------
    ValueError
        If t is not in 1..k or index < 1 (the arguments, not the array, are wrong).

    Examples
    --------
    >>> from designs.orthogonal_arrays import bush_oa, is_orthogonal_array, oa_from_field
    >>> is_orthogonal_array(oa_from_field(3), 4, 3), is_orthogonal_array([[0, 0], [1, 1]], 2, 2)
    (True, False)
    >>> is_orthogonal_array(bush_oa(3, 3), 4, 3, 3), is_orthogonal_array(oa_from_field(3), 4, 3, 3)
    (True, False)
    """
    try:
        arr = _as_array(rows)
    except (TypeError, ValueError):
        return False
    t, index = _check_strength(t, index, arr.shape[1])
    return _oa_problem(arr, k, n, t, index) is None


def check_orthogonal_array(rows: Any, k: int | None = None, n: int | None = None, t: int = 2, *,
                           index: int | None = 1) -> np.ndarray:
    """Validate an OA(N; k, n, t) of index ``index`` (default: an OA(k, n), t = 2, index 1) and return it as
    a read-only int64 array.

    The test is vectorised: for each batch of the C(k, t) column tuples the codes
    ``x_1 n^(t-1) + ... + x_t`` of all rows are counted with one ``bincount`` and compared with lambda,
    O(N C(k, t)) in numpy.

    Raises
    ------
    TypeError
        If ``rows`` is not a 2-D integer array.
    ValueError
        If t is not in 1..k, the shape or a symbol is wrong, or some t columns show a t-tuple more often than
        lambda (the message names the first such column tuple, the tuple and the rows showing it).

    Examples
    --------
    >>> from designs.orthogonal_arrays import check_orthogonal_array
    >>> check_orthogonal_array([[0, 0, 0], [0, 1, 1], [1, 0, 1], [1, 1, 1]])
    Traceback (most recent call last):
    ...
    ValueError: not an orthogonal array OA(3, 2): columns 0 and 2 show the pair (1, 1) in rows 2 and 3 (every pair must appear exactly once)
    >>> check_orthogonal_array([[0, 0, 0], [0, 1, 1], [1, 0, 1], [1, 1, 0]], 3, 2, 3)
    Traceback (most recent call last):
    ...
    ValueError: not an orthogonal array OA(N; k, n, t) = OA(4; 3, 2, 3): it has 4 rows, not lambda n^t = 1 * 2^3 = 8
    """
    arr = np.array(_as_array(rows), dtype=np.int64)
    t, index = _check_strength(t, index, arr.shape[1])
    problem = _oa_problem(arr, k, n, t, index)
    if problem is not None:
        kk = k if k is not None else arr.shape[1]
        if (t, index) == (2, 1):
            nn = n if n is not None else int(round(arr.shape[0] ** 0.5))
            raise ValueError(f"not an orthogonal array OA({kk}, {nn}): {problem}")
        nn = n if n is not None else int(arr.max()) + 1
        raise ValueError(f"not an orthogonal array OA(N; k, n, t) = OA({arr.shape[0]}; {kk}, {nn}, {t}): {problem}")
    arr.flags.writeable = False
    return arr


def lexicographic_rows(arr: np.ndarray) -> np.ndarray:
    """The rows of a 2-D array in lexicographic order (column 0 first): the order in which the library returns
    the runs of an orthogonal array.

    A package-internal helper (not in ``__all__``), used by the constructions of this module,
    :mod:`designs.transversal` and :mod:`designs.difference_matrices`.

    Examples
    --------
    >>> import numpy as np
    >>> from designs.orthogonal_arrays import lexicographic_rows
    >>> lexicographic_rows(np.array([[1, 0], [0, 1], [0, 0]])).tolist()
    [[0, 0], [0, 1], [1, 0]]
    """
    order = np.lexsort(arr.T[::-1])
    return arr[order]


# ------------------------------------------------------------------------------------ translations
def oa_from_mols(squares: Sequence[Any]) -> np.ndarray:
    """Return the OA(k + 2, n) of a k-MOLS(n): row (i, j, L_1[i, j], ..., L_k[i, j]) per cell, row-major.

    Raises
    ------
    ValueError
        If the squares are not MOLS (:func:`designs.check_mols`).

    Examples
    --------
    >>> from designs import mols
    >>> from designs.orthogonal_arrays import oa_from_mols
    >>> oa_from_mols(mols(3))[:3].tolist()
    [[0, 0, 0, 0], [0, 1, 1, 1], [0, 2, 2, 2]]
    """
    from designs.latin import check_mols

    sq = check_mols(squares)
    n = sq[0].order
    r, c = np.divmod(np.arange(n * n), n)
    return np.stack([r, c] + [L.array.ravel() for L in sq], axis=1)


def mols_from_oa(rows: Any, *, check: bool = True) -> tuple["LatinSquare", ...]:
    """Return the k - 2 MOLS(n) of an OA(k, n): columns 0 and 1 index the cell, column 2 + m is square m.

    Raises
    ------
    ValueError
        If ``rows`` is not an OA(k, n) (with ``check=True``, the default) or k < 3 (no square).

    Examples
    --------
    >>> from designs.orthogonal_arrays import mols_from_oa, oa_from_field
    >>> [L.to_list() for L in mols_from_oa(oa_from_field(3))][0]
    [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    """
    from designs.latin import LatinSquare

    arr = check_orthogonal_array(rows) if check else np.asarray(rows, dtype=np.int64)
    n, k = int(round(arr.shape[0] ** 0.5)), arr.shape[1]
    if k < 3:
        raise ValueError(f"an OA(k, n) gives k - 2 MOLS; k = {k} gives none")
    out = []
    for m in range(2, k):
        a = np.empty((n, n), dtype=np.int64)
        a[arr[:, 0], arr[:, 1]] = arr[:, m]
        out.append(LatinSquare._trusted(a))
    return tuple(out)


# ------------------------------------------------------------------------------------ constructions
def oa_from_field(q: int, k: int | None = None) -> np.ndarray:
    """Return the OA(k, q) (k <= q + 1, default q + 1) of the field GF(q): rows (x, y, y + m_1 x, ...).

    Row (x, y) is ``(x, y, y + 1 x, y + 2 x, ..., )`` over the nonzero field elements m in galois' integer
    order, so columns 2.. are the squares of :func:`designs.mols` [1]_ III.3.

    Raises
    ------
    ValueError
        If q is not a prime power or k is not in 1..q + 1.

    Examples
    --------
    >>> from designs.orthogonal_arrays import oa_from_field
    >>> oa_from_field(2).tolist()
    [[0, 0, 0], [0, 1, 1], [1, 0, 1], [1, 1, 0]]
    """
    prime_power(q)
    q = int(q)
    k = q + 1 if k is None else check_int(k, "k", minimum=1, maximum=q + 1, why=f"at most q + 1 = {q + 1} "
                                          f"columns exist over GF({q})")
    check_size(q * q * k, MAX_ENTRIES, call=f"oa_from_field({q})", what=f"an OA({k}, {q})")
    F = field_tables(q)
    x, y = np.divmod(np.arange(q * q), q)
    cols = [x, y] + [F.add[F.mul[m][x], y] for m in range(1, q)]
    return np.stack(cols[:k], axis=1)


def oa_product(a: Any, b: Any, t: int = 2) -> np.ndarray:
    """Return the product OA(N_a N_b; k, mn, t) of an OA(N_a; k, m, t) and an OA(N_b; k, n, t): rows
    ``a_row * n + b_row``, index lambda_a lambda_b.

    For t = 2 (index 1, the default) the MOLS of the product are the direct products of the MOLS (MacNeish
    1922) [1]_ III.3. For any t, a t-tuple of the product's symbols splits into a t-tuple of each factor,
    shown lambda_a times by a and lambda_b times by b, so the product has strength t [5]_ (Chapter 3, the
    Kronecker product).

    Raises
    ------
    ValueError
        If the arrays have different numbers of columns or are not orthogonal arrays of strength t (of
        index 1 for t = 2; of any index for t >= 3).

    Examples
    --------
    >>> from designs.orthogonal_arrays import bush_oa, hyperoval_oa, is_orthogonal_array, oa_from_field, oa_product
    >>> is_orthogonal_array(oa_product(oa_from_field(3, 4), oa_from_field(4, 4)), 4, 12)
    True
    >>> is_orthogonal_array(oa_product(hyperoval_oa(4), bush_oa(5, 3), 3), 6, 20, 3)   # OA(20^3; 6, 20, 3)
    True
    """
    index = 1 if t == 2 else None
    a, b = check_orthogonal_array(a, t=t, index=index), check_orthogonal_array(b, t=t, index=index)
    if a.shape[1] != b.shape[1]:
        raise ValueError(f"the two arrays must have the same number of columns, not {a.shape[1]} and {b.shape[1]}")
    n = int(round(b.shape[0] ** 0.5)) if t == 2 else int(b.max()) + 1
    check_size(a.shape[0] * b.shape[0] * a.shape[1], MAX_ENTRIES, call="oa_product", what="the product array")
    return lexicographic_rows((a[:, None, :] * n + b[None, :, :]).reshape(-1, a.shape[1]))


class AbelianGroup:
    """A finite abelian group Z_{m_1} x ... x Z_{m_r}, elements numbered 0..g-1 (mixed radix, last fastest).

    Parameters
    ----------
    moduli : sequence of int
        The cyclic factors, each >= 1.

    Attributes
    ----------
    order : int
    add : ndarray, shape (g, g)
        ``add[x, y]`` is the number of x + y.
    neg : ndarray, shape (g,)

    Examples
    --------
    >>> from designs.orthogonal_arrays import AbelianGroup
    >>> G = AbelianGroup((2, 3))
    >>> G.order, int(G.add[1, 5]), G.element(5)
    (6, 3, (1, 2))
    """

    def __init__(self, moduli: Sequence[int]) -> None:
        self.moduli = tuple(check_int(m, "modulus", minimum=1) for m in moduli)
        g = int(np.prod(self.moduli)) if self.moduli else 1
        self.order = g
        digits = np.array(np.unravel_index(np.arange(g), self.moduli or (1,))).T
        mods = np.array(self.moduli or (1,))
        s = (digits[:, None, :] + digits[None, :, :]) % mods
        self.add = np.ravel_multi_index(tuple(np.moveaxis(s, -1, 0)), self.moduli or (1,)).astype(np.int64)
        self.neg = np.ravel_multi_index(tuple(((-digits) % mods).T), self.moduli or (1,)).astype(np.int64)

    def element(self, x: int) -> tuple[int, ...]:
        """The coordinates of element number x."""
        return tuple(int(v) for v in np.unravel_index(int(x), self.moduli))

    def __repr__(self) -> str:
        return "AbelianGroup(" + " x ".join(f"Z{m}" for m in self.moduli) + ")"


def oa_from_difference_matrix(matrix: Any, group: AbelianGroup, *, add_column: bool = True) -> np.ndarray:
    """Return the OA developed from a (g, k; 1) difference matrix over an abelian group of order g.

    A *difference matrix* is a g x k array over G such that for any two columns i != j the differences
    d_{l,i} - d_{l,j} (l = 1..g) are all of G. Its rows translated by every x in G are an OA(k, g) [1]_,
    III.3. That array is resolvable: the g translates of one row of the matrix meet every symbol of every
    column once, a parallel class. With ``add_column=True`` the class (the matrix row l) is added as a column,
    which makes an OA(k + 1, g): a pair (d_{l,i} + x, l) determines l and then x.

    Raises
    ------
    ValueError
        If the matrix is not a difference matrix over the group (the result is checked).

    Examples
    --------
    >>> from designs.orthogonal_arrays import AbelianGroup, is_orthogonal_array, oa_from_difference_matrix
    >>> G = AbelianGroup((3,))
    >>> oa = oa_from_difference_matrix([[0, 1], [1, 0], [2, 2]], G)   # differences -1, 1, 0
    >>> is_orthogonal_array(oa, 3, 3)
    True
    """
    if not isinstance(group, AbelianGroup):
        raise TypeError(f"group must be an AbelianGroup, not {type(group).__name__}")
    d = _as_array(matrix, "matrix")
    g = group.order
    if d.shape[0] != g or d.min() < 0 or d.max() >= g:
        raise ValueError(f"a difference matrix over a group of order {g} has {g} rows of elements 0..{g - 1}, "
                         f"not shape {d.shape}")
    rows = group.add[d[:, None, :], np.arange(g)[None, :, None]]          # (g, g, k): row l translated by x
    rows = rows.reshape(g * g, -1)
    if add_column:
        rows = np.concatenate([rows, np.repeat(np.arange(g), g)[:, None]], axis=1)   # row l's class
    return lexicographic_rows(check_orthogonal_array(rows))


def oa_from_quasi_difference_matrix(matrix: Any, group: AbelianGroup, hole: Any | None) -> np.ndarray:
    """Return the OA(k, g + u) of a (g, k; 1, mu; u) quasi-difference matrix, with an OA(k, u) in its hole.

    A *quasi-difference matrix* [1]_ is an array with g - 1 + 2u + mu rows and k columns over G with
    some cells empty (written -1 here): each column has u empty cells, each row at most one, and for any two
    columns the differences over the rows where both are filled contain each nonzero element once and 0
    exactly mu times (mu <= 1). Append 1 - mu rows of zeros, replace the empty cells of each column by the
    infinite symbols g, ..., g + u - 1 (each once per column, in order of appearance), develop the rows over G
    (infinite symbols fixed) and add the rows of ``hole``, an OA(k, u) on the infinite symbols.

    Raises
    ------
    ValueError
        If the result is not an OA(k, g + u) (the matrix or the hole is wrong).

    Examples
    --------
    >>> from designs.orthogonal_arrays import AbelianGroup, oa_from_quasi_difference_matrix
    >>> G = AbelianGroup((7,))           # the (7, 4; 1, 0; 3) QDM of the V(2, 3) vector (0, 1, 4) over GF(7)
    >>> row = [-1, 0, 1, 4]
    >>> Q = [[-1 if x < 0 else x * r % 7 for x in row[-s:] + row[:-s]] for r in (1, 2, 4) for s in range(4)]
    >>> hole = [[x, y, (x + y) % 3, (x + 2 * y) % 3] for x in range(3) for y in range(3)]
    >>> oa_from_quasi_difference_matrix(Q, G, hole).shape     # an OA(4, 10): 2 MOLS of order 10
    (100, 4)
    """
    if not isinstance(group, AbelianGroup):
        raise TypeError(f"group must be an AbelianGroup, not {type(group).__name__}")
    q = np.array(_as_array(matrix, "matrix"))
    g, k = group.order, q.shape[1]
    u = int((q[:, 0] < 0).sum())
    mu = q.shape[0] - (g - 1 + 2 * u)
    if mu not in (0, 1) or any(int((q[:, c] < 0).sum()) != u for c in range(k)):
        raise ValueError(f"a (g, k; 1, mu; u) quasi-difference matrix over a group of order {g} has u empty "
                         f"cells per column and g - 1 + 2u + mu rows with mu in (0, 1); got shape {q.shape}")
    if mu == 0:
        q = np.concatenate([q, np.zeros((1, k), dtype=np.int64)])
    infinite = np.full(q.shape, -1, dtype=np.int64)
    for c in range(k):
        empty = np.nonzero(q[:, c] < 0)[0]
        infinite[empty, c] = g + np.arange(u)
    finite = np.where(q < 0, 0, q)
    dev = group.add[finite[:, None, :], np.arange(g)[None, :, None]]
    dev = np.where(infinite[:, None, :] >= 0, infinite[:, None, :], dev).reshape(-1, k)
    parts = [dev]
    if u:
        if hole is None:
            raise ValueError(f"the hole needs an OA({k}, {u}) on the infinite symbols, not None")
        h = check_orthogonal_array(hole, k, u)
        parts.append(h + g)
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, g + u))


def wilson_construction(master: Any, m: int, u: int, inner: Any, inner_plus: Any, hole: Any | None
                        ) -> np.ndarray:
    """Return an OA(k, mt + u) by Wilson's construction with one truncated group [2]_, [1]_ III.3.

    Take an OA(k + 1, t) (``master``) and keep, in its last column, only the symbols 0..u-1 (0 <= u <= t).
    Each master row whose last entry is dropped becomes the m^2 rows of an OA(k, m) (``inner``) on the
    symbols ``x m + a`` (x the master entry, a in 0..m-1); each row whose last entry is a kept symbol j
    becomes the (m + 1)^2 - 1 rows of an OA(k, m + 1) (``inner_plus``), relabelled so that it contains the
    row (m, ..., m), without that row, with symbol m read as the infinite symbol ``mt + j``. An OA(k, u)
    (``hole``) on the infinite symbols completes the array.

    Raises
    ------
    ValueError
        If u is not in 0..t, or an ingredient does not have the parameters above.

    Examples
    --------
    >>> from designs.orthogonal_arrays import is_orthogonal_array, oa_from_field, wilson_construction
    >>> oa = wilson_construction(oa_from_field(4, 4), 3, 1, oa_from_field(3, 3), oa_from_field(4, 3),
    ...                          [[0, 0, 0]])
    >>> is_orthogonal_array(oa, 3, 13)
    True
    """
    master = check_orthogonal_array(master)
    t, k = int(round(master.shape[0] ** 0.5)), master.shape[1] - 1
    m = check_int(m, "m", minimum=1)
    u = check_int(u, "u", minimum=0, maximum=t, why=f"at most t = {t} symbols of the last column are kept")
    inner = check_orthogonal_array(inner, k, m)
    n = m * t + u
    check_size(n * n * k, MAX_ENTRIES, call="wilson_construction", what=f"an OA({k}, {n})")
    dropped = master[master[:, k] >= u][:, :k]
    parts = [(dropped[:, None, :] * m + inner[None, :, :]).reshape(-1, k)]
    if u:
        plus = np.array(check_orthogonal_array(inner_plus, k, m + 1))
        first = plus[0].copy()
        for c in range(k):                    # swap symbols first[c] <-> m in column c
            col = plus[:, c].copy()
            plus[col == first[c], c], plus[col == m, c] = m, first[c]
        plus = plus[~(plus == m).all(axis=1)]
        for j in range(u):
            kept = master[master[:, k] == j][:, :k]
            block = kept[:, None, :] * m + plus[None, :, :]
            block = np.where(plus[None, :, :] == m, m * t + j, block)
            parts.append(block.reshape(-1, k))
        parts.append(check_orthogonal_array(hole, k, u) + m * t)
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, n))


def _with_constant_rows(oa: np.ndarray, symbols: Sequence[int]) -> np.ndarray:
    """Relabel each column of an OA so that len(symbols) pairwise disjoint rows become constant rows
    (symbols[i], ..., symbols[i]), and return it without those rows (ValueError if no such rows are found)."""
    arr = np.array(oa)
    chosen: list[int] = []
    for r in range(arr.shape[0]):
        if all((arr[r] != arr[c]).all() for c in chosen):
            chosen.append(r)
            if len(chosen) == len(symbols):
                break
    if len(chosen) < len(symbols):
        raise ValueError(f"no {len(symbols)} pairwise disjoint rows in the OA to relabel")
    n = arr.max() + 1
    for c in range(arr.shape[1]):                   # a permutation of the symbols sending row r's to s
        old = [int(arr[r, c]) for r in chosen]
        sigma = np.full(n, -1, dtype=np.int64)
        sigma[old] = symbols
        sigma[sigma < 0] = [x for x in range(n) if x not in set(symbols)]
        arr[:, c] = sigma[arr[:, c]]
    keep = np.ones(arr.shape[0], dtype=bool)
    keep[chosen] = False
    return arr[keep]


def wilson_construction_two_truncated(master: Any, m: int, u1: int, u2: int, inner: Any, inner_plus: Any,
                                      inner_plus2: Any, hole1: Any | None, hole2: Any | None) -> np.ndarray:
    """Return an OA(k, mt + u1 + u2) by Wilson's construction with two truncated groups [1]_ III.3.

    The OA(k + 2, t) ``master`` keeps the symbols 0..u1-1 of its column k and 0..u2-1 of its column k + 1.
    A master row keeping neither becomes the rows of an OA(k, m) (``inner``); keeping one, of an OA(k, m + 1)
    (``inner_plus``) without one constant row, whose symbol m is the infinite symbol of the kept entry; keeping
    both, of an OA(k, m + 2) (``inner_plus2``) without two disjoint rows made constant, symbols m and m + 1
    the two infinite symbols. An OA(k, u1) and an OA(k, u2) (``hole1``, ``hole2``) on the two sets of infinite
    symbols complete the array (infinite symbols: mt .. mt + u1 - 1, then mt + u1 ..).

    Raises
    ------
    ValueError
        If u1 or u2 is not in 1..t or an ingredient is not an OA with the parameters above.

    Examples
    --------
    >>> from designs.orthogonal_arrays import (is_orthogonal_array, oa_from_field,
    ...                                        wilson_construction_two_truncated)
    >>> one = [[0, 0, 0]]
    >>> oa = wilson_construction_two_truncated(oa_from_field(5, 5), 3, 1, 1, oa_from_field(3, 3),
    ...                                        oa_from_field(4, 3), oa_from_field(5, 3), one, one)
    >>> is_orthogonal_array(oa, 3, 17)
    True
    """
    master = check_orthogonal_array(master)
    t, k = int(round(master.shape[0] ** 0.5)), master.shape[1] - 2
    m = check_int(m, "m", minimum=1)
    u1 = check_int(u1, "u1", minimum=1, maximum=t, why=f"kept symbols of column k, at most t = {t}")
    u2 = check_int(u2, "u2", minimum=1, maximum=t, why=f"kept symbols of column k + 1, at most t = {t}")
    n = m * t + u1 + u2
    check_size(n * n * k, MAX_ENTRIES, call="wilson_construction_two_truncated", what=f"an OA({k}, {n})")
    inner = check_orthogonal_array(inner, k, m)
    plus = _with_constant_rows(check_orthogonal_array(inner_plus, k, m + 1), [m])
    plus2 = _with_constant_rows(check_orthogonal_array(inner_plus2, k, m + 2), [m, m + 1])
    a, b = master[:, k], master[:, k + 1]
    body = master[:, :k]
    parts = [(body[(a >= u1) & (b >= u2)][:, None, :] * m + inner[None, :, :]).reshape(-1, k)]

    def inflate(rows: np.ndarray, ingredient: np.ndarray, infinite: dict[int, int]) -> np.ndarray:
        block = rows[:, None, :] * m + ingredient[None, :, :]
        for symbol, label in infinite.items():
            block = np.where(ingredient[None, :, :] == symbol, label, block)
        return block.reshape(-1, k)

    for x in range(u1):
        parts.append(inflate(body[(a == x) & (b >= u2)], plus, {m: m * t + x}))
    for y in range(u2):
        parts.append(inflate(body[(a >= u1) & (b == y)], plus, {m: m * t + u1 + y}))
    for x in range(u1):
        for y in range(u2):
            parts.append(inflate(body[(a == x) & (b == y)], plus2, {m: m * t + x, m + 1: m * t + u1 + y}))
    parts.append(check_orthogonal_array(hole1, k, u1) + m * t)
    parts.append(check_orthogonal_array(hole2, k, u2) + m * t + u1)
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, n))


def idempotent_rows(oa: Any) -> np.ndarray:
    """Return an OA(k, s) minus its s constant rows, from an OA(k + 1, s): an *idempotent* OA without them.

    The s rows of the OA(k + 1, s) whose last entry is 0 are pairwise disjoint in the other k columns (two of
    them agreeing in a column would repeat a pair with the last column). Each of the first k columns is
    relabelled so that the i-th of those rows becomes (i, ..., i); the rows returned are the other s^2 - s,
    in which any two columns show every pair (a, b), a != b, once [1]_ III.3.

    Examples
    --------
    >>> from designs.orthogonal_arrays import idempotent_rows, oa_from_field
    >>> rows = idempotent_rows(oa_from_field(3, 4))            # OA(3, 3) minus (0,0,0), (1,1,1), (2,2,2)
    >>> rows.shape, bool((rows[:, 0] != rows[:, 1]).all())
    ((6, 3), True)
    """
    arr = check_orthogonal_array(oa)
    s, k = int(round(arr.shape[0] ** 0.5)), arr.shape[1] - 1
    classes = arr[arr[:, k] == 0][:, :k]
    body = arr[:, :k].copy()
    for c in range(k):
        perm = np.empty(s, dtype=np.int64)
        perm[classes[:, c]] = np.arange(s)
        body[:, c] = perm[body[:, c]]
    return body[~(body == body[:, :1]).all(axis=1)]


def _designations(blocks: Sequence[Sequence[int]], plain: Sequence[int]) -> dict[int, int]:
    """Block index -> the point it leaves out of its diagonal, so every point lies in at most one plain block
    that covers its diagonal: a point in c plain blocks is designated in c - 1 of them, each block designating
    at most one point (a bipartite matching, by augmenting paths). ValueError if there is none."""
    count: dict[int, list[int]] = {}
    for b in plain:
        for x in blocks[b]:
            count.setdefault(x, []).append(b)
    owner: dict[int, int] = {}                      # block -> point designated

    def augment(x: int, seen: set[int]) -> bool:
        for b in count[x]:
            if b in seen:
                continue
            seen.add(b)
            if b not in owner or augment(owner[b], seen):
                owner[b] = x
                return True
        return False

    for x, bs in count.items():
        for _ in range(len(bs) - 1):
            if not augment(x, set()):
                raise ValueError(f"point {x} lies in {len(bs)} blocks with no idempotent ingredient; no choice "
                                 "of left-out points covers every point's pairs (x, x) once")
    return owner


def oa_from_pbd(k: int, n: int, blocks: Sequence[Sequence[int]], ingredients: dict[int, Any]) -> np.ndarray:
    """Return an OA(k, n) from a pairwise balanced design on 0..n-1 and an orthogonal array per block size.

    A PBD(n, K) is a set of blocks with sizes in K such that every two points lie in exactly one block. For a
    block B of size s (points B[0], ..., B[s-1], symbol i read as B[i]):

    * if ``ingredients[s]`` is an OA(k + 1, s), the rows of the idempotent OA(k, s) without its constant rows
      (:func:`idempotent_rows`) cover each pair of distinct points of B once in any two columns;
    * if it is an OA(k, s) (no idempotent one need exist, e.g. OA(8, 7)), one row is relabelled to
      (0, ..., 0) and all rows are used, which also covers the pairs (x, x) of the points of B; a point in
      several such blocks is left out of all but one of them (the block is reordered so that it is B[0] and
      the constant row is dropped; the choice is a matching, ``_designations``).

    Every point whose pairs (x, x) no block covers gets the constant row (x, ..., x). This is the PBD
    construction [1]_ III.3 (Sage's ``OA_from_PBD``; with the blocks of size 7 of J. R. Abel's OA(8, 69) and
    OA(8, 76)). The result is checked.

    Raises
    ------
    ValueError
        If a block size has no ingredient, an ingredient has the wrong number of columns, the points cannot
        be covered, or the result is not an OA(k, n) (the blocks are not a PBD).

    Examples
    --------
    >>> from designs.orthogonal_arrays import oa_from_field, oa_from_pbd
    >>> fano = [[0, 1, 3], [1, 2, 4], [2, 3, 5], [3, 4, 6], [4, 5, 0], [5, 6, 1], [6, 0, 2]]
    >>> oa_from_pbd(3, 7, fano, {3: oa_from_field(3, 4)}).shape          # an OA(3, 7) from the Fano plane
    (49, 3)
    """
    prepared: dict[int, tuple[bool, np.ndarray]] = {}
    for s in {len(b) for b in blocks if len(b) >= 2}:
        if s not in ingredients:
            raise ValueError(f"blocks of size {s} need an OA({k + 1}, {s}) or an OA({k}, {s}); none given")
        oa = check_orthogonal_array(ingredients[s], None, s)
        if oa.shape[1] == k + 1:
            prepared[s] = (True, idempotent_rows(oa))
        elif oa.shape[1] == k:
            prepared[s] = (False, (oa - oa[0]) % s)            # row 0 made (0, ..., 0): a cyclic relabelling
        else:
            raise ValueError(f"the ingredient for size {s} has {oa.shape[1]} columns, not {k + 1} or {k}")
    plain = [i for i, b in enumerate(blocks) if len(b) >= 2 and not prepared[len(b)][0]]
    left_out = _designations(blocks, plain)
    diagonal = set()
    parts = []
    for i, b in enumerate(blocks):
        if len(b) < 2:
            continue
        idempotent, rows = prepared[len(b)]
        pts = list(b)
        if not idempotent:
            if i in left_out:
                x = left_out[i]
                pts.remove(x)
                pts.insert(0, x)
                rows = rows[~(rows == 0).all(axis=1)]
            diagonal.update(pts[1:] if i in left_out else pts)
        parts.append(np.asarray(pts, dtype=np.int64)[rows])
    parts.append(np.repeat(np.array(sorted(set(range(n)) - diagonal), dtype=np.int64)[:, None], k, axis=1))
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, n))


def wilson_construction_with_a_full_block(master: Any, m: int, i: int, inner: Any, inner_plus: Any,
                                          inner_block: Any) -> np.ndarray:
    """Return an OA(k, mt + i) by Wilson's construction with i groups truncated to the points of one block.

    Take an OA(k + i, t) (``master``) and keep, in each of its last i columns, only the symbol of its first
    row B_0. Any other row agrees with B_0 in at most one column, so it keeps 0 or 1 of those points: it
    becomes the rows of an OA(k, m) (``inner``) on the symbols ``x m + a``, or of an OA(k, m + 1)
    (``inner_plus``) without a constant row, symbol m read as the infinite point ``mt + j`` of the kept column
    j. B_0 itself becomes a whole OA(k, m + i) (``inner_block``: symbol a < m as ``B_0[c] m + a`` in
    column c, symbol m + j as the infinite point ``mt + j``), which also fills the hole on the infinite points.
    This is Construction 3.3 of Abel and Cavenagh [3]_ (it needs no OA(k, i), and gives 7 MOLS(91) from
    91 = 8 * 11 + 3).

    Raises
    ------
    ValueError
        If i is not in 1..t or an ingredient does not have the parameters above.

    Examples
    --------
    >>> from designs.orthogonal_arrays import (is_orthogonal_array, oa_from_field,
    ...                                        wilson_construction_with_a_full_block)
    >>> oa = wilson_construction_with_a_full_block(oa_from_field(5, 6), 3, 2, oa_from_field(3, 4),
    ...                                            oa_from_field(4, 4), oa_from_field(5, 4))
    >>> is_orthogonal_array(oa, 4, 17)                       # 17 = 3 * 5 + 2
    True
    """
    master = check_orthogonal_array(master)
    t = int(round(master.shape[0] ** 0.5))
    i = check_int(i, "i", minimum=1, maximum=master.shape[1] - 2, why="truncated columns besides k >= 2 others")
    k = master.shape[1] - i
    m = check_int(m, "m", minimum=1)
    n = m * t + i
    check_size(n * n * k, MAX_ENTRIES, call="wilson_construction_with_a_full_block", what=f"an OA({k}, {n})")
    inner = check_orthogonal_array(inner, k, m)
    plus = _with_constant_rows(check_orthogonal_array(inner_plus, k, m + 1), [m])
    block = check_orthogonal_array(inner_block, k, m + i)
    b0, body = master[0], master[1:, :k]
    hits = master[1:, k:] == b0[k:]                                  # at most one True per row
    parts = [(body[~hits.any(axis=1)][:, None, :] * m + inner[None, :, :]).reshape(-1, k)]
    for j in range(i):
        rows = body[hits[:, j]][:, None, :] * m + plus[None, :, :]
        parts.append(np.where(plus[None, :, :] == m, m * t + j, rows).reshape(-1, k))
    parts.append(np.where(block < m, b0[:k][None, :] * m + block, m * t + block - m))
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, n))


def wilson_construction_truncated(master: Any, m: int, kept: Sequence[Sequence[int]], ingredients: dict[int, Any],
                                  holes: Sequence[Any]) -> np.ndarray:
    """Return an OA(k, mt + u_1 + ... + u_c) by Wilson's construction with c truncated groups [1]_ III.3.

    The OA(k + c, t) ``master`` keeps, in its column k + l, only the u_l symbols ``kept[l]``. A master row
    keeping j of them becomes the rows of ``ingredients[j]``, an OA(k, m + j), relabelled so that j pairwise
    disjoint rows are constant (m, ..., m), ..., (m + j - 1, ..., m + j - 1) and without them: symbol a < m
    in column c is ``x_c m + a`` (x_c the master entry), symbol m + i the infinite point of the i-th kept
    entry. The infinite points of group l are ``mt + u_1 + ... + u_(l-1) + index``; ``holes[l]``, an
    OA(k, u_l), fills them. Only the ingredients for the numbers j that occur are needed: if every master
    row keeps at least one point, no OA(k, m) is (Abel and Cavenagh [3]_, construction 3.5: 6 MOLS(90)).

    Raises
    ------
    ValueError
        If a kept symbol is repeated or out of range, an ingredient is missing or has other parameters, or
        its disjoint rows cannot be found.

    Examples
    --------
    >>> from designs.orthogonal_arrays import is_orthogonal_array, oa_from_field, wilson_construction_truncated
    >>> oa = wilson_construction_truncated(oa_from_field(5, 5), 3, [[0], [0, 1]],
    ...     {0: oa_from_field(3, 3), 1: oa_from_field(4, 3), 2: oa_from_field(5, 3)},
    ...     [[[0, 0, 0]], oa_from_field(2, 3)])
    >>> is_orthogonal_array(oa, 3, 18)                       # 18 = 3 * 5 + 1 + 2
    True
    """
    master = check_orthogonal_array(master)
    t = int(round(master.shape[0] ** 0.5))
    c = len(kept)
    k = master.shape[1] - c
    m = check_int(m, "m", minimum=1)
    sizes = [len(set(g)) for g in kept]
    if any(len(g) != s or min(g, default=0) < 0 or max(g, default=0) >= t for g, s in zip(kept, sizes)):
        raise ValueError(f"the kept symbols of each truncated column must be distinct symbols in 0..{t - 1}")
    n = m * t + sum(sizes)
    check_size(n * n * k, MAX_ENTRIES, call="wilson_construction_truncated", what=f"an OA({k}, {n})")
    offsets = np.cumsum([0] + sizes)
    label = np.full((c, t), -1, dtype=np.int64)             # infinite point of each kept symbol, else -1
    for l, g in enumerate(kept):
        label[l, list(g)] = m * t + offsets[l] + np.arange(sizes[l])
    inf = np.stack([label[l, master[:, k + l]] for l in range(c)], axis=1) if c else np.zeros((len(master), 0))
    body = master[:, :k]
    patterns: dict[tuple[int, ...], list[int]] = {}
    for r in range(len(master)):
        patterns.setdefault(tuple(np.nonzero(inf[r] >= 0)[0].tolist()), []).append(r)
    prepared: dict[int, np.ndarray] = {}
    parts = []
    for pattern, rows in patterns.items():
        j = len(pattern)
        if j not in prepared:
            if j not in ingredients:
                raise ValueError(f"master rows keeping {j} points need an OA({k}, {m + j}); none given")
            oa = check_orthogonal_array(ingredients[j], k, m + j)
            prepared[j] = _with_constant_rows(oa, list(range(m, m + j))) if j else oa
        ing = prepared[j]
        block = body[rows][:, None, :] * m + ing[None, :, :]
        for i, l in enumerate(pattern):
            block = np.where(ing[None, :, :] == m + i, inf[rows, l][:, None, None], block)
        parts.append(block.reshape(-1, k))
    for l, h in enumerate(holes):
        if sizes[l]:
            parts.append(check_orthogonal_array(h, k, sizes[l]) + m * t + offsets[l])
    return lexicographic_rows(check_orthogonal_array(np.concatenate(parts), k, n))


# ------------------------------------------------------------------------------- strength t >= 3
def oa_full_factorial(n: int, k: int) -> np.ndarray:
    """Return the n^k x k array of all k-tuples over 0..n-1 (lexicographic): the trivial OA(n^k; k, n, k).

    Examples
    --------
    >>> from designs.orthogonal_arrays import oa_full_factorial
    >>> oa_full_factorial(2, 2).tolist()
    [[0, 0], [0, 1], [1, 0], [1, 1]]
    """
    n = check_int(n, "n", minimum=1)
    k = check_int(k, "k", minimum=1)
    check_size(n ** k * k, MAX_ENTRIES, call=f"oa_full_factorial({n}, {k})", what=f"the {n}^{k} tuples")
    return np.array(np.unravel_index(np.arange(n ** k), (n,) * k), dtype=np.int64).T.reshape(n ** k, k)


def oa_zero_sum(n: int, t: int) -> np.ndarray:
    """Return the OA(n^t; t + 1, n, t) of every n (a prime power or not): the n^t tuples over Z_n and a last
    column making each row sum to 0 mod n.

    Any t of the t + 1 columns determine the remaining one, so every t-tuple appears once. By Bush's bound
    (:func:`designs.oa_existence.oa_upper_bound`) t + 1 columns is the most an index-1 array of strength t
    on n <= t symbols can have [4]_.

    Examples
    --------
    >>> from designs.orthogonal_arrays import is_orthogonal_array, oa_zero_sum
    >>> oa = oa_zero_sum(6, 3)
    >>> oa.shape, is_orthogonal_array(oa, 4, 6, 3)
    ((216, 4), True)
    """
    n = check_int(n, "n", minimum=1)
    t = check_int(t, "t", minimum=1)
    check_size(n ** t * (t + 1), MAX_ENTRIES, call=f"oa_zero_sum({n}, {t})", what=f"an OA({n}^{t}; {t + 1}, {n}, {t})")
    free = oa_full_factorial(n, t)
    return np.concatenate([free, (-free.sum(axis=1, keepdims=True)) % n], axis=1)


def _field_span(generator: np.ndarray, q: int) -> np.ndarray:
    """All q^m combinations u G over GF(q) of the m rows of ``generator`` (u in lexicographic order)."""
    F = field_tables(q)
    m, k = generator.shape
    coefficients = oa_full_factorial(q, m)
    rows = np.zeros((q ** m, k), dtype=np.int64)
    for i in range(m):
        rows = F.add[rows, F.mul[coefficients[:, i][:, None], generator[i][None, :]]]
    return rows


def oa_from_linear_code(generator: Any, q: int, t: int) -> np.ndarray:
    """Return the codewords of the linear code spanned by the rows of ``generator`` over GF(q), as an
    OA(q^m; k, q, t) of index q^(m - t), checked.

    The q^m codewords u G (u in GF(q)^m) of an m x k generator matrix G form an orthogonal array of strength
    t exactly when every t columns of G are linearly independent, that is when the dual code has minimum
    distance at least t + 1 (Delsarte; Rao 1947 for the Hamming codes) [5]_ (Chapter 4). Field elements are
    galois' integers 0..q-1 (:mod:`designs.fields`).

    Raises
    ------
    ValueError
        If q is not a prime power, an entry is not in 0..q-1, t > k, or some t columns of G are dependent
        (the check names the first t columns that fail).

    Examples
    --------
    >>> from designs.orthogonal_arrays import oa_from_linear_code
    >>> oa_from_linear_code([[1, 1, 1, 1], [0, 1, 0, 1], [0, 0, 1, 1]], 2, 2).shape  # the [4, 3] code RM(1, 2)
    (8, 4)
    """
    prime_power(q)
    q = int(q)
    g = _as_array(generator, "generator")
    if g.min() < 0 or g.max() >= q:
        raise ValueError(f"the generator matrix must hold elements 0..{q - 1} of GF({q}), not {int(g.min())}.."
                         f"{int(g.max())}")
    m, k = g.shape
    check_size(q ** m * k, MAX_ENTRIES, call="oa_from_linear_code", what=f"the {q}^{m} codewords of length {k}")
    return lexicographic_rows(check_orthogonal_array(_field_span(g, q), k, q, t, index=q ** max(m - t, 0)))


def _powers(F: Any, a: np.ndarray, t: int) -> np.ndarray:
    """The t x len(a) matrix of powers a^0, ..., a^(t-1) over the field F."""
    out = [np.ones_like(a)]
    for _ in range(1, t):
        out.append(F.mul[out[-1], a])
    return np.stack(out)


def bush_oa(q: int, t: int, k: int | None = None) -> np.ndarray:
    """Return Bush's OA(q^t; k, q, t) (k <= q + 1, default q + 1; 2 <= t <= q): the polynomials of degree < t
    over GF(q), one row each, evaluated at the q field elements, with a last column holding the coefficient
    of x^(t-1) (the value at infinity).

    Two polynomials of degree < t agreeing at t points (infinity counting as a point, where the leading
    coefficients agree) are equal, so every t columns show each t-tuple once: the generator matrix is the
    Vandermonde columns (1, a, ..., a^(t-1)) and (0, ..., 0, 1), the extended Reed-Solomon code, any t of
    them independent (Bush 1952 [4]_, Section 3). For t = 3 and odd q this is the conic of PG(2, q) and
    q + 1 columns is the most any OA of index 1 has; even q gets q + 2 from :func:`hyperoval_oa`.

    Raises
    ------
    ValueError
        If q is not a prime power, t is not in 2..q (for t >= q, :func:`oa_zero_sum` gives the t + 1
        columns that are the most possible), or k is not in t..q + 1.

    Examples
    --------
    >>> from designs.orthogonal_arrays import bush_oa, is_orthogonal_array
    >>> oa = bush_oa(3, 3)
    >>> oa.shape, is_orthogonal_array(oa, 4, 3, 3)
    ((27, 4), True)
    """
    prime_power(q)
    q = int(q)
    t = check_int(t, "t", minimum=2, maximum=q, why=f"Bush's construction needs t <= q = {q} (for t >= q the "
                  "t + 1 columns of oa_zero_sum are the most possible)")
    k = q + 1 if k is None else check_int(k, "k", minimum=t, maximum=q + 1,
                                          why=f"Bush's array over GF({q}) has q + 1 = {q + 1} columns")
    check_size(q ** t * k, MAX_ENTRIES, call=f"bush_oa({q}, {t})", what=f"an OA({q}^{t}; {k}, {q}, {t})")
    F = field_tables(q)
    infinity = np.zeros((t, 1), dtype=np.int64)
    infinity[t - 1, 0] = 1
    generator = np.concatenate([_powers(F, np.arange(q), t), infinity], axis=1)[:, :k]
    return oa_from_linear_code(generator, q, t)


def hyperoval_oa(q: int, k: int | None = None) -> np.ndarray:
    """Return the OA(q^3; k, q, 3) (k <= q + 2, default q + 2) of a hyperoval of PG(2, q), q = 2^m.

    In PG(2, q) with q even the conic {(1, a, a^2)} and the point (0, 0, 1) have a nucleus (0, 1, 0) on all
    their tangents; the q + 2 points are a hyperoval, no three collinear, so as the columns of a 3 x (q + 2)
    generator matrix any three are independent and the q^3 codewords are an OA of strength 3 and index 1
    (Bose 1947 [6]_; Bush 1952 [4]_). q + 2 is Bush's bound for even q, so it is the most possible.

    Raises
    ------
    ValueError
        If q is not a power of 2 (hyperovals exist only for even q) or k is not in 3..q + 2.

    Examples
    --------
    >>> from designs.orthogonal_arrays import hyperoval_oa, is_orthogonal_array
    >>> oa = hyperoval_oa(4)
    >>> oa.shape, is_orthogonal_array(oa, 6, 4, 3)
    ((64, 6), True)
    """
    p, _ = prime_power(q)
    q = int(q)
    if p != 2:
        raise ValueError(f"q must be a power of 2 (a hyperoval of PG(2, q) exists only for even q), not {q}")
    k = q + 2 if k is None else check_int(k, "k", minimum=3, maximum=q + 2,
                                          why=f"a hyperoval of PG(2, {q}) has q + 2 = {q + 2} points")
    F = field_tables(q)
    ends = np.array([[0, 0], [0, 1], [1, 0]], dtype=np.int64)        # (0, 0, 1) and the nucleus (0, 1, 0)
    generator = np.concatenate([_powers(F, np.arange(q), 3), ends], axis=1)[:, :k]
    return oa_from_linear_code(generator, q, 3)


def _projective_points(q: int, m: int) -> np.ndarray:
    """The (q^m - 1)/(q - 1) points of PG(m - 1, q) as the m x ... matrix of their normalised coordinate
    vectors (first nonzero coordinate 1), in lexicographic order."""
    vectors = oa_full_factorial(q, m)
    nonzero = vectors != 0
    first = np.argmax(nonzero, axis=1)
    keep = nonzero.any(axis=1) & (vectors[np.arange(len(vectors)), first] == 1)
    return vectors[keep].T.copy()


def rao_hamming_oa(q: int, m: int) -> np.ndarray:
    """Return the Rao-Hamming OA(q^m; (q^m - 1)/(q - 1), q, 2) of index q^(m - 2): the dual of the Hamming
    code, one column per point of PG(m - 1, q) (two points are independent) [5]_ (Chapter 3).

    Examples
    --------
    >>> from designs.orthogonal_arrays import is_orthogonal_array, rao_hamming_oa
    >>> is_orthogonal_array(rao_hamming_oa(2, 3), 7, 2, 2, index=2)            # OA(8; 7, 2, 2)
    True
    """
    prime_power(q)
    m = check_int(m, "m", minimum=2)
    return oa_from_linear_code(_projective_points(int(q), m), q, 2)


def reed_muller_oa(m: int) -> np.ndarray:
    """Return the OA(2^(m+1); 2^m, 2, 3) of index 2^(m-2) (m >= 2) of the first-order Reed-Muller code.

    The columns are the 2^m points x of AG(m, 2) as the vectors (1, x) of PG(m, 2): no three are dependent
    (three distinct points of the affine space are never collinear in PG(m, 2) over GF(2)), so the code's
    dual, the extended Hamming code, has minimum distance 4 and the 2^(m+1) codewords are an OA of strength
    3 [5]_ (Chapters 4 and 5). N = 2k is the least number of rows of a binary OA of strength 3 with k columns
    (Rao's bound), so the array is as small as possible.

    Examples
    --------
    >>> from designs.orthogonal_arrays import is_orthogonal_array, reed_muller_oa
    >>> is_orthogonal_array(reed_muller_oa(3), 8, 2, 3, index=2)               # OA(16; 8, 2, 3)
    True
    """
    m = check_int(m, "m", minimum=2)
    points = oa_full_factorial(2, m).T
    return oa_from_linear_code(np.concatenate([np.ones((1, 2 ** m), dtype=np.int64), points]), 2, 3)


def elliptic_quadric_oa(q: int) -> np.ndarray:
    """Return the OA(q^4; q^2 + 1, q, 3) of index q of an elliptic quadric of PG(3, q).

    The elliptic quadric x_0 x_1 + x_2^2 + b x_2 x_3 + c x_3^2 = 0, with X^2 + b X + c irreducible over
    GF(q) (the first such (b, c) in galois' order), has q^2 + 1 points, no three collinear (an ovoid, Bose
    1947 [6]_), so as columns of a 4 x (q^2 + 1) generator matrix any three are independent and the q^4
    codewords are an OA of strength 3 [5]_ (Chapter 5).

    Examples
    --------
    >>> from designs.orthogonal_arrays import elliptic_quadric_oa, is_orthogonal_array
    >>> is_orthogonal_array(elliptic_quadric_oa(3), 10, 3, 3, index=3)          # OA(81; 10, 3, 3)
    True
    """
    prime_power(q)
    q = int(q)
    check_size(q ** 4 * (q * q + 1), MAX_ENTRIES, call=f"elliptic_quadric_oa({q})",
               what=f"an OA({q}^4; {q * q + 1}, {q}, 3)")
    F = field_tables(q)
    x = np.arange(q)
    b, c = next((b, c) for b in range(q) for c in range(1, q)
                if not (F.add[F.add[F.mul[x, x], F.mul[b, x]], c] == 0).any())
    p = _projective_points(q, 4)
    form = F.add[F.add[F.mul[p[0], p[1]], F.mul[p[2], p[2]]],
                 F.add[F.mul[b, F.mul[p[2], p[3]]], F.mul[c, F.mul[p[3], p[3]]]]]
    return oa_from_linear_code(p[:, form == 0], q, 3)
